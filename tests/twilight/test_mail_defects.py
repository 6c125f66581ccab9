"""Defects of the game by mail (issue 32): files read without a limit, a folder that cannot
be made, a computer seat in a game of keys, a seat given back to its player, deadlines
carried from step to step, an older master file opened without a word, a packet of another
game master's key shown as merely unchecked. Each is a user's doing: a German answer, never
a traceback."""
import contextlib
import os
import re
import shutil
import time

import pytest

from retro.play import Refusal

from ports.twilight.cli import gm_calls
from ports.twilight.mail import crypto, keys, pbem
from ports.twilight.reports.texts import explain
from ports.twilight.rules import history

from .test_absent import _auto, _gm, clock_at
from .test_cli import COST, _awaited, _packets, new_game, run
from .test_keys import NAMES, _as, _new, table  # noqa: F401  (table: the fixture)
from .test_pbem import GM_PW

ZERO = "/dev/zero"


@contextlib.contextmanager
def _memory_cap(extra: int = 512 * 2 ** 20):
    """A read without limit ends here in a MemoryError, not in the machine's memory."""
    try:
        import resource
        with open("/proc/self/statm", encoding="ascii") as f:
            size = int(f.read().split()[0]) * resource.getpagesize()
    except (ImportError, OSError):
        yield
        return
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    resource.setrlimit(resource.RLIMIT_AS, (size + extra, hard))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_AS, (soft, hard))


# -- 1. files read with a limit -------------------------------------------------------------------
@pytest.mark.skipif(not os.path.exists(ZERO), reason="no /dev/zero")
def test_a_file_without_end_is_refused_not_read_until_memory_runs_out(tmp_path, pwfiles, capsys):
    with _memory_cap():
        code, out = run(capsys, "player", "key", "--name", "Anna", "--schluessel", tmp_path / "k.txt",
                        "--passwort-datei", ZERO, *COST)
        assert code == 1 and f"Die Datei {ZERO} ist zu groß" in out, out
        code, out = run(capsys, "gm", "new", tmp_path / "spiel", "--players", 4, "--passwoerter", ZERO, *COST)
        assert code == 1 and f"Die Datei {ZERO} ist zu groß" in out, out
        code, out = run(capsys, "player", "orders", tmp_path / "paket.txt", ZERO)
        assert code == 1 and f"Die Datei {ZERO} ist zu groß" in out, out
    assert not (tmp_path / "spiel").exists() and not (tmp_path / "k.txt").exists()


def test_an_orders_file_over_4_mib_is_refused_and_a_folder_is_no_file(tmp_path, pwfiles, capsys):
    d, out = new_game(capsys, tmp_path, "--seed", 3)
    big = tmp_path / "befehle.txt"
    big.write_bytes(b"S1 STIMME fuer=ja\n" * (4 * 1024 * 1024 // 18 + 1))
    code, out = run(capsys, "player", "orders", _packets(out)["S1"], big, "--passwort-datei", tmp_path / "s1.txt")
    assert code == 1 and f"Die Datei {big} ist zu groß" in out and "4096 KB" in out, out
    code, out = run(capsys, "player", "orders", d / "ausgang" / "paket_0000_S1.txt", tmp_path)
    assert code == 1 and f"Datei nicht gefunden: {tmp_path}" in out
    code, out = run(capsys, "gm", "run", d, "--passwort-datei", tmp_path)
    assert code == 1 and f"Datei nicht gefunden: {tmp_path}" in out


# -- 2. a folder that cannot be made ---------------------------------------------------------------
def test_a_folder_that_cannot_be_made_is_named_in_german(tmp_path, pwfiles, capsys, table):   # noqa: F811
    t = table
    (tmp_path / "datei.txt").write_text("x", encoding="utf-8")
    for folder in ("/proc/nope/x", tmp_path / "datei.txt" / "spiel"):
        code, out = run(capsys, "gm", "new", folder, "--players", 4, "--passwoerter", tmp_path / "alle.txt", *COST)
        assert code == 1 and f"Der Ordner {folder} kann nicht angelegt werden" in out, out
        code, out = run(capsys, "gm", "new", folder, "--players", 4, "--schluessel",
                        *[t / f"oeffentlich_{n}.txt" for n in NAMES], "--passwort-datei", t / "gm.txt", *COST)
        assert code == 1 and f"Der Ordner {folder} kann nicht angelegt werden" in out, out
        for seats, passwords in (([t / "oeffentlich_Anna.txt", None, None], None), ([None] * 3, [None] * 3)):
            with pytest.raises(Refusal) as e:
                gm_calls.gm_new(folder, seats, "passphrase-des-spielleiters", cost=16, pictures=False,
                                passwords=passwords)
            assert explain(e.value).startswith(f"Der Ordner {folder} kann nicht angelegt werden")


# -- 3. a computer seat in a game of keys -----------------------------------------------------------
def test_gm_new_takes_computer_for_a_seat_and_makes_the_game_the_screen_makes(table, capsys):   # noqa: F811
    t = table
    d = t / "spiel"
    files = [t / f"oeffentlich_{n}.txt" for n in NAMES[:3]]
    code, out = run(capsys, "gm", "new", d, "--players", 4, "--seed", 5, "--schluessel", *files, "computer",
                    "--passwort-datei", t / "gm.txt", *COST, "--ohne-bild")
    assert code == 0, out
    assert "S4 Computer S4: Fingerabdruck" in out and "S4 wird jetzt von einer Computerrasse gespielt." in out
    assert "Befehle der Computerrasse auf dem Platz von S4" in out
    assert (d / "oeffentlich_Computer_S4.txt").is_file()
    gm = pbem.GameMaster.open(d, keys.load(d / "schluessel.txt", "passphrase-des-spielleiters")[0])
    screen, _, _ = gm_calls.gm_new(t / "schirm", files + [None], "passphrase-des-spielleiters", seed=5, cost=16,
                                   pictures=False)
    assert (t / "schirm" / "oeffentlich_Computer_S4.txt").is_file()
    assert gm.computer == screen.computer == [3] and sorted(gm.post) == sorted(screen.post) == [3]
    assert [p.name for p in gm.game.players] == [p.name for p in screen.game.players]
    assert history.digest(gm.game) == history.digest(screen.game)
    assert "computer statt einer Datei" in " ".join(run(capsys, "gm", "new", "--help")[1].split())


# -- 4. a seat given back gets its packet ----------------------------------------------------------
def test_a_seat_given_back_gets_the_packet_of_this_step(tmp_path, pwfiles, capsys):
    d, out = new_game(capsys, tmp_path, "--seed", 3, "--adresse", "S3=carl@example.org")
    _gm(capsys, tmp_path, "computer", d, "S3")
    before = pbem.GameMaster.open(d, GM_PW).content["ausgabe"]
    out = _gm(capsys, tmp_path, "computer", d, "S3", "--aus")
    assert "S3 spielt wieder selbst." in out
    m = re.search(r"^S3 bekommt das Paket dieses Schritts \(Schritt 0\), es ihm schicken:\n  S3: (\S+) und paket_0000_S3.png\n"
                  r"    An: Spieler 3 <carl@example.org>$", out, re.M)
    assert m, out
    assert "Neue Pakete" not in out
    gm = pbem.GameMaster.open(d, GM_PW)
    assert gm.content["ausgabe"] == before + 1 and gm.content["einzeln"] == [[0, 2, before + 1]]
    code, shown = run(capsys, "player", "show", m.group(1))
    assert code == 0 and "Vom Computer gespielt" not in shown
    out = _gm(capsys, tmp_path, "computer", d, "S4", "--aus")        # a seat that was no computer's
    assert "bekommt das Paket" not in out
    _auto(capsys, tmp_path, _packets(out) or {f"S{i}": str(d / "ausgang" / f"paket_0000_S{i}.txt")
                                               for i in range(1, 5)}, d, _awaited(out))
    out = _gm(capsys, tmp_path, "run", d)
    assert "Neue Pakete" in out and "einzeln" not in pbem.GameMaster.open(d, GM_PW).content


# -- 5. deadlines -----------------------------------------------------------------------------------
def test_a_deadline_in_the_past_is_refused(tmp_path, pwfiles, capsys):
    d, out = new_game(capsys, tmp_path, "--seed", 3)
    for how in (["--bis", "2001-01-01"], ["--tage", "0"], ["--tage", "-2"]):
        code, out = run(capsys, "gm", "deadline", d, *how, "--passwort-datei", tmp_path / "gm.txt")
        assert code == 1 and "Diese Frist ist schon vorbei" in out, out
    assert pbem.GameMaster.open(d, GM_PW).deadline() == ""
    with pytest.raises(Refusal) as e:
        gm_calls.gm_deadline(pbem.GameMaster.open(d, GM_PW), 0)
    assert e.value.key == "deadline_past"


def _all_auto_and_run(capsys, tmp_path, d, out):
    packets = _packets(out)
    _auto(capsys, tmp_path, packets, d, _awaited(out))
    return _gm(capsys, tmp_path, "run", d)


def test_a_deadline_goes_out_once_and_is_not_in_force_two_steps_later(tmp_path, pwfiles, capsys, monkeypatch):
    d, out = new_game(capsys, tmp_path, "--seed", 3)
    _gm(capsys, tmp_path, "deadline", d, "--bis", "2099-01-01")
    out = _all_auto_and_run(capsys, tmp_path, d, out)
    assert "Neue Pakete" in out and "Frist für diesen Schritt: bis 2099-01-01 00:00 (UTC)" in out
    code, shown = run(capsys, "player", "show", _packets(out)["S2"])
    assert "Frist: bis 2099-01-01 00:00 (UTC)" in shown
    out = _all_auto_and_run(capsys, tmp_path, d, out)
    assert "Neue Pakete" in out and "Frist" not in out
    code, shown = run(capsys, "player", "show", _packets(out)["S2"])
    assert "Frist:" not in shown and pbem.GameMaster.open(d, GM_PW).deadline() == ""
    # two steps later the game master's clock passes 2099: nobody is skipped
    clock_at(monkeypatch, time.time() + 80 * 365 * 86400)
    out = _gm(capsys, tmp_path, "run", d)
    assert "übersprungen" not in out and len(_awaited(out)) == 4


def test_a_deadline_too_close_is_not_carried_and_the_run_says_so(tmp_path, pwfiles, capsys):
    d, out = new_game(capsys, tmp_path, "--seed", 3)
    soon = time.strftime("%Y-%m-%d %H:%M", time.gmtime(time.time() + 3 * 3600))
    _gm(capsys, tmp_path, "deadline", d, "--bis", soon)
    out = _all_auto_and_run(capsys, tmp_path, d, out)
    assert "Neue Pakete" in out
    assert f"Die Frist bis {soon} (UTC) gilt nicht für die neuen Pakete" in out, out
    assert out.count("Frist") == 1 and pbem.GameMaster.open(d, GM_PW).deadline() == ""


def test_every_step_gets_its_days_as_before(tmp_path, pwfiles, capsys, monkeypatch):
    d, out = new_game(capsys, tmp_path, "--seed", 3, "--frist-tage", 2)
    first = pbem.GameMaster.open(d, GM_PW).deadline()
    assert first
    clock_at(monkeypatch, time.time() + 86400)
    out = _all_auto_and_run(capsys, tmp_path, d, out)
    second = pbem.GameMaster.open(d, GM_PW).deadline()
    assert second > first and f"Frist für diesen Schritt: bis {second} (UTC)" in out


# -- 6. an older master file -----------------------------------------------------------------------
def test_an_older_master_file_is_refused_unless_asked_for(tmp_path, pwfiles, capsys):
    d, out = new_game(capsys, tmp_path, "--seed", 3)
    assert (d / "ausgang" / "stand.txt").read_text(encoding="utf-8").splitlines()[1:] == ["ausgabe=1", "schritt=0"]
    shutil.copy(d / "meister.txt", tmp_path / "alt.txt")
    out = _all_auto_and_run(capsys, tmp_path, d, out)
    assert "Neue Pakete" in out
    assert "ausgabe=2" in (d / "ausgang" / "stand.txt").read_text(encoding="utf-8")
    shutil.copy(tmp_path / "alt.txt", d / "meister.txt")                 # an old copy put back
    code, out = run(capsys, "gm", "run", d, "--passwort-datei", tmp_path / "gm.txt")
    assert code == 1 and "meister.txt ist älter als die Pakete" in out and "Schritt 0" in out, out
    assert "Schritt 1" in out and "--aeltere-meisterdatei" in out
    with pytest.raises(Refusal) as e:
        pbem.GameMaster.open(d, GM_PW)
    assert e.value.key == "master_older"
    # opened anyway, it is the game master's file from now on: its counter goes on from the marker's
    out = _gm(capsys, tmp_path, "run", d, "--aeltere-meisterdatei")
    assert "Keine neuen Pakete: es gelten weiter die Pakete von Schritt 0" in out
    assert pbem.GameMaster.open(d, GM_PW).content["ausgabe"] == 2
    shutil.copy(tmp_path / "alt.txt", d / "meister.txt")
    assert pbem.GameMaster.open(d, GM_PW, older_ok=True).game.step == 0


def test_a_folder_without_the_marker_opens_and_rollback_counts_on(tmp_path, pwfiles, capsys):
    d, out = new_game(capsys, tmp_path, "--seed", 3)
    out = _all_auto_and_run(capsys, tmp_path, d, out)
    (d / "ausgang" / "stand.txt").unlink()
    assert pbem.GameMaster.open(d, GM_PW).game.step == 1
    out = _gm(capsys, tmp_path, "rollback", d)
    assert "zurückgenommen" in out
    gm = pbem.GameMaster.open(d, GM_PW)
    assert gm.game.step == 0 and gm.content["ausgabe"] == 3
    assert "ausgabe=3" in (d / "ausgang" / "stand.txt").read_text(encoding="utf-8")


# -- 7. a packet of another game master's key, read without the passphrase --------------------------
def test_player_show_without_passphrase_refuses_another_game_masters_key(table, capsys):   # noqa: F811
    t = table
    d, out = _new(capsys, t, "--seed", 6)
    packets = _packets(out)
    code, said = run(capsys, "player", "show", packets["S1"], "--hand", *_as(t, 0))
    assert code == 0                                   # the first packet: his program notes the key
    code, said = run(capsys, "player", "show", packets["S1"], "--schluessel", t / "Anna" / "schluessel.txt")
    assert code == 0 and "(Geprüft:" in said
    gm = pbem.GameMaster.open(d, keys.load(d / "schluessel.txt", "passphrase-des-spielleiters")[0])
    gm.seal.pair = crypto.KeyPair()                    # someone else's key, the same game
    fake = gm.write_packet(0)
    code, said = run(capsys, "player", "show", fake, "--schluessel", t / "Anna" / "schluessel.txt")
    assert code == 1 and "anderen Spielleiter-Schlüssel" in said and "Ungeprüft" not in said, said
