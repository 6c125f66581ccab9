"""The receiver's e-mail address on every packet [pbem]: a player gives it with his key (the
command line's `player key --adresse`), it travels in his signed public file, `gm new` takes
it from there (`--adresse S2=...` corrects it), the master file keeps it, and `gm run` names
it with each packet (or "keine Adresse"); a bad address is refused in German before anything
is made; a master file of before the addresses opens, without them. Rollback and replay as
the shared functions the game master's desk calls."""
from __future__ import annotations

import json

import pytest

from ports.twilight import port
from ports.twilight.cli import cli
from ports.twilight.mail import crypto, keys, mastering, pbem
from ports.twilight.reports.texts import explain
from ports.twilight.rules.state import Settings
from retro.play import Refusal

from .screen_helpers import NAMES, gm


def run(capsys, *argv):
    code = cli.main([str(a) for a in argv], picture=port.map_picture)     # as the launcher calls it
    return code, capsys.readouterr()


@pytest.mark.parametrize("bad", ["anna beispiel@example.org", "anna@@example.org", "<anna@example.org>",
                                 "anna.example.org", "@example.org", "anna@", "anna@example.org\nBcc: x@y"])
def test_a_bad_address_is_refused_in_german(bad):
    with pytest.raises(Refusal) as e:
        keys.check_address(bad)
    text = explain(e.value)
    assert text.startswith("Ungültige E-Mail-Adresse: ") and "@" in text


def test_the_address_travels_signed_in_the_public_file_and_an_old_file_has_none(tmp_path):
    pair, public = keys.make(tmp_path / "k.txt", "Anna", "passphrase-von-Anna", 16, " anna@example.org ")
    (tmp_path / "p.txt").write_text(public, encoding="utf-8")
    assert keys.read_public_entry(tmp_path / "p.txt") == ("Anna", pair.public, "anna@example.org")
    (tmp_path / "x.txt").write_text(public.replace("anna@example.org", "mallory@example.org"), encoding="utf-8")
    with pytest.raises(Refusal):                              # changed after signing: refused
        keys.read_public_entry(tmp_path / "x.txt")
    old = crypto.KeyPair()
    (tmp_path / "alt.txt").write_text(keys.public_text(old, "Bert"), encoding="utf-8")
    assert keys.read_public_entry(tmp_path / "alt.txt") == ("Bert", old.public, "")
    with pytest.raises(Refusal):
        keys.make(tmp_path / "k2.txt", "Carl", "passphrase-von-Carl", 16, "carl at example.org")
    assert not (tmp_path / "k2.txt").exists()


def test_player_key_takes_the_address_and_refuses_a_bad_one_before_the_passphrase(tmp_path, capsys):
    (tmp_path / "pw.txt").write_text("passphrase-von-Anna\n", encoding="utf-8")
    code, said = run(capsys, "player", "key", "--name", "Anna", "--adresse", "anna @example.org", "--schluessel",
                     tmp_path / "k.txt", "--ausgabe", tmp_path, "--kosten", 16, "--passwort-datei", tmp_path / "pw.txt")
    assert code != 0 and "Ungültige E-Mail-Adresse" in said.out + said.err and not (tmp_path / "k.txt").exists()
    code, said = run(capsys, "player", "key", "--name", "Anna", "--adresse", "anna@example.org", "--schluessel",
                     tmp_path / "k.txt", "--ausgabe", tmp_path, "--kosten", 16, "--passwort-datei", tmp_path / "pw.txt")
    assert code == 0, said
    assert keys.read_public_entry(tmp_path / "oeffentlich_Anna.txt")[2] == "anna@example.org"


def _keys(t, addresses):
    for n in NAMES:
        (t / n).mkdir()
        pair, public = keys.make(t / n / "schluessel.txt", n, f"passphrase-von-{n}", 16, addresses.get(n, ""))
        (t / f"oeffentlich_{n}.txt").write_text(public, encoding="utf-8")
    (t / "gm.txt").write_text("passphrase-des-spielleiters\n", encoding="utf-8")


def test_gm_new_takes_the_addresses_and_gm_run_names_them_with_each_packet(tmp_path):
    _keys(tmp_path, {"Anna": "anna@example.org", "Carl": "carl@example.org"})
    files = [tmp_path / f"oeffentlich_{n}.txt" for n in NAMES]
    code, out = gm(tmp_path, "new", tmp_path / "spiel", "--players", 4, "--seed", 4, "--schluessel", *files,
                   "--adresse", "S2=bert@example.org", "--adresse", "S3=c.neu@example.org", "--kosten", 16,
                   "--ohne-bild")
    assert code == 0, out
    assert "    An: Anna <anna@example.org>" in out and "    An: Bert <bert@example.org>" in out
    assert "    An: Carl <c.neu@example.org>" in out and "    An: Dora, keine Adresse" in out
    lines = out.splitlines()
    k = lines.index("    An: Anna <anna@example.org>")
    assert lines[k - 1].startswith("  S1: ") and lines[k - 1].endswith("paket_0000_S1.txt")
    code, out = gm(tmp_path, "skip", tmp_path / "spiel", "--ohne-bild")             # a step on: new packets
    assert code == 0 and "    An: Bert <bert@example.org>" in out and "_S2.txt" in out, out
    pair, _ = keys.load(tmp_path / "spiel" / "schluessel.txt", "passphrase-des-spielleiters")
    master = pbem.GameMaster.open(tmp_path / "spiel", pair)
    assert [master.address(p) for p in range(4)] == ["anna@example.org", "bert@example.org", "c.neu@example.org", ""]


def test_gm_new_refuses_a_bad_address_before_anything_is_made(tmp_path):
    _keys(tmp_path, {})
    files = [tmp_path / f"oeffentlich_{n}.txt" for n in NAMES]
    for bad in ("S2=bert@@example.org", "bert@example.org", "S9=x@y"):
        code, out = gm(tmp_path, "new", tmp_path / "spiel", "--players", 4, "--schluessel", *files,
                       "--adresse", bad, "--kosten", 16, "--ohne-bild")
        assert code != 0 and not (tmp_path / "spiel").exists(), bad


def test_a_master_file_of_before_the_addresses_opens_without_them(tmp_path):
    gm_ = pbem.GameMaster.create(tmp_path, Settings(players=3, seed=2), "spielleiter-geheim",
                                 ["anna-passwort", "bert-passwort", "carl-passwort"], 16,
                                 addresses=["anna@example.org", "", ""])
    assert gm_.address(0) == "anna@example.org"
    for info in gm_.content["players"]:                       # as the program of before wrote it
        info.pop("adresse", None)
    gm_.save()
    assert "adresse" not in json.dumps(gm_.content)
    again = pbem.GameMaster.open(tmp_path, "spielleiter-geheim")
    assert [again.address(p) for p in range(3)] == ["", "", ""]
    assert mastering.receiver(again, 0).endswith(", keine Adresse")
    again.set_address(1, "bert@example.org")
    assert pbem.GameMaster.open(tmp_path, "spielleiter-geheim").address(1) == "bert@example.org"


def test_rollback_and_the_steps_as_the_desk_calls_them(tmp_path, capsys):
    gm_ = pbem.GameMaster.create(tmp_path, Settings(players=3, seed=2), "spielleiter-geheim",
                                 ["anna-passwort", "bert-passwort", "carl-passwort"], 16)
    with pytest.raises(Refusal):
        mastering.rollback(gm_, 1)                          # nothing to take back yet
    mastering.skip(gm_, [])
    mastering.skip(gm_, [])
    steps = mastering.step_list(gm_)
    assert [s for s, _, _ in steps] == list(range(gm_.game.step + 1)) and len(steps) >= 3
    capsys.readouterr()
    mastering.rollback(gm_, 1)
    said = capsys.readouterr().out
    assert "1 Schritt(e) zurückgenommen." in said and "An: " in said
    assert pbem.GameMaster.open(tmp_path, "spielleiter-geheim").game.step == len(steps) - 2


def test_a_game_of_passwords_takes_its_addresses_from_the_command_line(tmp_path, capsys):
    (tmp_path / "alle.txt").write_text("spielleiter-geheim\nanna-passwort\nbert-passwort\ncarl-passwort\n",
                                       encoding="utf-8")
    code, said = run(capsys, "gm", "new", tmp_path / "spiel", "--players", 3, "--passwoerter", tmp_path / "alle.txt",
                     "--adresse", "S1=anna@example.org", "--kosten", 16, "--ohne-bild")
    assert code == 0, said
    out = said.out.splitlines()
    k = next(i for i, line in enumerate(out) if line.startswith("  S1: "))
    assert out[k + 1].startswith("    An: ") and out[k + 1].endswith(" <anna@example.org>")
    assert out[k + 3].startswith("    An: ") and out[k + 3].endswith(", keine Adresse")


def test_a_computer_seats_packet_is_addressed_to_no_one():
    # it is played on the game master's machine, not mailed: no "keine Adresse" to worry about
    class GM:
        game = type("G", (), {"players": [type("P", (), {"name": "Anna"})(),
                                          type("P", (), {"name": "Computer S2"})()]})()

        computer = [1]

        def address(self, p):
            return "anna@example.org" if p == 0 else ""

    assert mastering.receiver(GM(), 0) == "    An: Anna <anna@example.org>"
    assert mastering.receiver(GM(), 1) == "    An: niemand (Computer)"
