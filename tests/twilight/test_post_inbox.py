"""Issue 32.5 and 32.6: eingang/ takes only what it read (a mail program that delivers into a
Maildir or an mbox there while `gm run` works loses nothing), and nothing a mail program
leaves there crashes the run or is passed over in silence: a name that is not UTF-8, a name
of 255 bytes arriving twice, a dangling link, a link in a circle, a FIFO, a device, a folder."""
import mailbox
import os
import shutil
import subprocess
import sys

import pytest

from ports.twilight.cli import gm_calls
from ports.twilight.mail import pbem

from .test_cli import _packets, new_game, run
from .test_mail import _mail, _orders_file
from .test_pbem import GM_PW

# a mail program holding its mbox's lock (as mailbox, procmail and postfix's local take it)
LOCKER = ("import fcntl, sys; f = open(sys.argv[1], 'rb+'); fcntl.lockf(f, fcntl.LOCK_EX); "
          "print('locked', flush=True); sys.stdin.read()")


def _game(capsys, tmp_path):
    d, out = new_game(capsys, tmp_path, "--seed", 3)
    return d, _packets(out)


def _orders(capsys, tmp_path, packets, s):
    return open(_orders_file(capsys, tmp_path, packets, s, tmp_path / f"aus_{s}"), encoding="utf-8").read()


def _gm_run(capsys, tmp_path, d):
    return run(capsys, "gm", "run", d, "--passwort-datei", tmp_path / "gm.txt")


def test_a_maildir_in_eingang_gives_up_only_the_mails_read(tmp_path, pwfiles, capsys, monkeypatch):
    d, packets = _game(capsys, tmp_path)
    box = mailbox.Maildir(str(d / "eingang" / "Post"), create=True)
    box.add(_mail("Anbei.", attach=_orders(capsys, tmp_path, packets, "S1")))
    box.add(_mail("Anbei.", attach=_orders(capsys, tmp_path, packets, "S2")))
    late = _mail("Anbei.", attach=_orders(capsys, tmp_path, packets, "S3"))
    from ports.twilight.mail import inbox
    arrivals = inbox.arrivals

    def while_it_works(folder, **kw):             # the mail program delivers while gm run works
        found = arrivals(folder, **kw)
        box.add(late)
        return found
    monkeypatch.setattr(inbox, "arrivals", while_it_works)
    code, out = _gm_run(capsys, tmp_path, d)
    assert code == 0 and out.count("angenommen: Post/new/") == 2, out
    assert len(box) == 1                           # the mail that came meanwhile is still there
    monkeypatch.setattr(inbox, "arrivals", arrivals)
    code, out = _gm_run(capsys, tmp_path, d)
    assert "angenommen: Post/new/" in out and "(S3)" in out, out
    assert len(box) == 0 and (d / "eingang" / "Post").is_dir()


def test_an_mbox_in_eingang_keeps_a_mail_delivered_meanwhile(tmp_path, pwfiles, capsys, monkeypatch):
    d, packets = _game(capsys, tmp_path)
    path = d / "eingang" / "Posteingang"
    box = mailbox.mbox(str(path))
    box.add(_mail("Anbei.", attach=_orders(capsys, tmp_path, packets, "S1")))
    box.add(_mail("Anbei.", attach=_orders(capsys, tmp_path, packets, "S2")))
    box.flush()
    box.close()
    late = _mail("Anbei.", attach=_orders(capsys, tmp_path, packets, "S3"))
    from ports.twilight.mail import inbox
    arrivals = inbox.arrivals

    def while_it_works(folder, **kw):             # delivered after the mbox was emptied, before the moves
        b = mailbox.mbox(str(path))
        b.lock()
        b.add(late)
        b.flush()
        b.unlock()
        b.close()
        return arrivals(folder, **kw)
    monkeypatch.setattr(inbox, "arrivals", while_it_works)
    code, out = _gm_run(capsys, tmp_path, d)
    assert code == 0 and out.count("angenommen: Posteingang_") == 2, out
    monkeypatch.setattr(inbox, "arrivals", arrivals)
    assert len(mailbox.mbox(str(path))) == 1      # the late mail waits in the mbox, nothing lost
    code, out = _gm_run(capsys, tmp_path, d)
    assert "(S3)" in out, out
    assert path.exists() and path.stat().st_size == 0


def test_an_mbox_locked_by_the_mail_program_is_read_at_the_next_run(tmp_path, pwfiles, capsys):
    d, packets = _game(capsys, tmp_path)
    path = d / "eingang" / "Posteingang"
    box = mailbox.mbox(str(path))
    box.add(_mail("Anbei.", attach=_orders(capsys, tmp_path, packets, "S1")))
    box.flush()
    box.close()
    holder = subprocess.Popen([sys.executable, "-c", LOCKER, str(path)], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "locked"   # the mail program writes just now
        code, said = _gm_run(capsys, tmp_path, d)
    finally:
        holder.stdin.close()
        holder.wait(timeout=30)
    assert code == 0 and "wird gerade vom Mailprogramm beschrieben" in said, said
    assert len(mailbox.mbox(str(path))) == 1
    code, out = _gm_run(capsys, tmp_path, d)
    assert "angenommen" in out and "(S1)" in out, out


def test_a_name_that_is_not_utf8_is_taken_and_kept(tmp_path, pwfiles, capsys):
    d, packets = _game(capsys, tmp_path)
    name = os.fsdecode(b"bef\xe4hle.txt")
    (d / "eingang" / name).write_text(_orders(capsys, tmp_path, packets, "S1"), encoding="utf-8")
    code, out = _gm_run(capsys, tmp_path, d)
    assert code == 0 and "angenommen: befähle.txt (S1)" in out, out
    assert (d / "archiv" / "befähle.txt").is_file()
    gm = pbem.GameMaster.open(d, GM_PW)
    assert 0 in gm.post                            # in the master file, not only in a program's memory


def test_the_desk_keeps_orders_of_a_name_that_is_not_utf8(tmp_path, pwfiles, capsys):
    d, packets = _game(capsys, tmp_path)
    (d / "eingang" / os.fsdecode(b"S2 \xfcber.txt")).write_text(_orders(capsys, tmp_path, packets, "S2"),
                                                                encoding="utf-8")
    gm = gm_calls.gm_open(d, GM_PW, pictures=False)
    said = gm_calls.gm_run(gm)
    assert "angenommen: S2 über.txt (S2)" in said, said
    assert 1 in pbem.GameMaster.open(d, GM_PW).post


def test_a_name_of_255_bytes_arriving_twice(tmp_path, pwfiles, capsys):
    d, packets = _game(capsys, tmp_path)
    name = "b" * 251 + ".txt"                     # the longest name a file system allows
    for text in ("Hallo Spielleiter!\n", "Hallo noch einmal!\n"):
        (d / "eingang" / name).write_text(text, encoding="utf-8")
        code, out = _gm_run(capsys, tmp_path, d)
        assert code == 0 and "Das ist keine Befehlsdatei" in out, out
    assert not list((d / "eingang").iterdir())
    kept = sorted(p.name for p in (d / "abgelehnt").iterdir())
    assert len(kept) == 2 and all(len(n.encode()) <= 255 for n in kept), kept


def test_links_fifos_devices_and_folders_are_named_not_passed_over(tmp_path, pwfiles, capsys):
    d, packets = _game(capsys, tmp_path)
    e = d / "eingang"
    os.symlink(tmp_path / "nirgends", e / "weg.txt")
    os.symlink(e / "kreis2.txt", e / "kreis1.txt")
    os.symlink(e / "kreis1.txt", e / "kreis2.txt")
    os.mkfifo(e / "fifo.txt")                       # opened, it would wait for ever
    os.symlink("/dev/null", e / "geraet.txt")
    (e / "ordner").mkdir()
    code, out = _gm_run(capsys, tmp_path, d)
    assert code == 0, out
    assert "abgelehnt: weg.txt: Eine Verknüpfung, die ins Leere zeigt" in out, out
    assert "abgelehnt: kreis1.txt: Eine Verknüpfung, die im Kreis zeigt" in out, out
    assert "abgelehnt: fifo.txt: Keine Datei (eine FIFO" in out, out
    assert "abgelehnt: geraet.txt: Keine Datei" in out, out
    assert "abgelehnt: ordner: Ein Ordner, aber kein Maildir" in out, out
    assert not os.listdir(e)
    assert len(os.listdir(d / "abgelehnt")) == 6


@pytest.fixture(autouse=True)
def _no_leftovers(tmp_path):
    yield
    shutil.rmtree(tmp_path / "spiel" / "eingang", ignore_errors=True)
