"""The command line [pbem]: a game master and his players play by e-mail with files only.

Driven in-process: cli.main / port.cli, passwords through a patched getpass or password
files, orders through files or a patched stdin, folders under tmp_path.
"""
import argparse
import io
import re


from ports.twilight.cli import cli
from ports.twilight import port

from .test_pbem import GM_PW, PWS

COST = ["--kosten", "16"]        # scrypt kept cheap in tests


def run(capsys, *argv):
    code = cli.main([str(a) for a in argv], picture=port.map_picture)     # as the launcher calls it
    return code, capsys.readouterr().out


def _awaited(out):
    m = re.findall(r"Erwartet werden noch Befehle von: (.*)", out)
    return [] if not m or m[-1] == "-" else m[-1].split(", ")


def _packets(out):
    return dict(re.findall(r"^  (S\d): (\S+?)(?: und \S+)?$", out, re.M))


def new_game(capsys, tmp_path, *extra):
    d = tmp_path / "spiel"
    code, out = run(capsys, "gm", "new", d, "--players", 4, "--passwoerter", tmp_path / "alle.txt",
                    *COST, *extra)
    assert code == 0, out
    return d, out


def test_whole_pbem_game_through_the_command_line(tmp_path, pwfiles, capsys):
    # seed "Spielbeginn": wishes, bids, the players build the galaxy, then the phases to the end
    d, out = new_game(capsys, tmp_path, "--seed", 3, "--karte", "bauen", "--rassen", "wunsch",
                      "--heimat", "bieten", "--runden", 3)
    assert "Verteilung der Rassen" in out and _awaited(out) == ["S1", "S2", "S3", "S4"]
    runs = 0
    while "Spielende" not in out:
        packets, waiting = _packets(out), _awaited(out)
        assert waiting
        for s in waiting:        # each player's program: his packet, his password, his race decides
            code, said = run(capsys, "player", "auto", packets[s], "--passwort-datei",
                             tmp_path / f"s{s[1:]}.txt", "--ausgabe", d / "eingang")
            assert code == 0, said
            assert "Befehle geprüft und geschrieben" in said
        code, out = run(capsys, "gm", "run", d, "--passwort-datei", tmp_path / "gm.txt")
        assert code == 0 and "abgelehnt:" not in out, out
        assert out.count("angenommen: befehle_") == len(waiting)
        runs += 1
        assert runs < 200
    assert re.search(r"Stand: Spielende: Sieger S\d", out)
    assert "Die letzten Pakete, mit dem Ergebnis" in out and len(_packets(out)) == 4     # announced too
    assert not list((d / "eingang").iterdir()) and len(list((d / "archiv").iterdir())) >= runs
    # any step can be looked at again: the orders given and what came of them
    code, out = run(capsys, "gm", "replay", d, "--runde", 2, "--phase", "3", "--passwort-datei",
                    tmp_path / "gm.txt")
    assert code == 0 and "Runde 2, 3. Bewegungsphase" in out and "BEWEGE" in out
    assert "Was geschah" in out and "Kredite:" not in out
    code, out = run(capsys, "gm", "replay", d, "--runde", 1, "--phase", "politik", "--haende",
                    "--passwort-datei", tmp_path / "gm.txt")
    assert code == 0 and out.count("Kredite:") == 4
    # after the end the game master may still roll back
    code, out = run(capsys, "gm", "rollback", d, "--passwort-datei", tmp_path / "gm.txt")
    assert code == 0 and "1 Schritt(e) zurückgenommen" in out and "Spielende" not in out
    # no password in clear in any file of the game
    for f in d.rglob("*.txt"):
        text = f.read_text(encoding="utf-8")
        assert GM_PW not in text and not any(pw in text for pw in PWS)


class FakeGetpass:
    def __init__(self, answers):
        self.answers, self.prompts = list(answers), []

    def __call__(self, prompt=""):
        self.prompts.append(prompt)
        return self.answers.pop(0)


def test_passwords_asked_without_echo_and_never_shown(tmp_path, capsys, monkeypatch):
    answers = [x for pw in [GM_PW] + PWS[:3] for x in (pw, pw)]
    fake = FakeGetpass(answers)
    monkeypatch.setattr("getpass.getpass", fake)
    code, out = run(capsys, "gm", "new", tmp_path / "g", "--players", 3, "--seed", 1, *COST)
    assert code == 0
    assert fake.prompts[:4] == ["Passwort des Spielleiters: ", "Noch einmal: ", "Passwort für S1: ", "Noch einmal: "]
    assert not any(pw in out for pw in [GM_PW] + PWS)
    for f in (tmp_path / "g").rglob("*.txt"):
        assert not any(pw in f.read_text(encoding="utf-8") for pw in [GM_PW] + PWS)
    # two different entries: refused, nothing written
    monkeypatch.setattr("getpass.getpass", FakeGetpass([GM_PW, "etwas-anderes"]))
    code, out = run(capsys, "gm", "new", tmp_path / "h", "--players", 3, *COST)
    assert code == 1 and "stimmen nicht überein" in out and not (tmp_path / "h" / "meister.txt").exists()
    # too short a password: the German reason
    monkeypatch.setattr("getpass.getpass", FakeGetpass(["kurz", "kurz"] + answers[2:]))
    code, out = run(capsys, "gm", "new", tmp_path / "i", "--players", 3, *COST)
    assert code == 1 and "mindestens 10 Zeichen" in out
    # a second game in the same folder is refused
    code, out = run(capsys, "gm", "new", tmp_path / "g", "--players", 3, "--passwoerter", tmp_path / "x.txt")
    assert code == 1 and "gibt es schon ein Spiel" in out


def test_player_reads_his_packet_and_sends_checked_orders(tmp_path, pwfiles, capsys, monkeypatch):
    d, out = new_game(capsys, tmp_path, "--seed", 2)
    pk = _packets(out)["S2"]
    # without password: the public part only
    code, out = run(capsys, "player", "show", pk)
    assert code == 0 and "== Karte ==" in out and "Mecatol Rex" in out and "Kredite:" not in out
    assert "--hand" in out
    # with his password: his hand too; with another's: refused
    monkeypatch.setattr("getpass.getpass", FakeGetpass([PWS[1]]))
    code, out = run(capsys, "player", "show", pk, "--hand")
    assert code == 0 and "Kredite:" in out and "Aktionskarten:" in out
    monkeypatch.setattr("getpass.getpass", FakeGetpass([PWS[0]]))
    code, out = run(capsys, "player", "show", pk, "--hand")
    assert code == 1 and "Falsches Passwort." in out
    # an order the packet shows to be impossible: refused, no file
    bad = tmp_path / "falsch.txt"
    bad.write_text("S2 BAU planet=Jord einheit=Kreuzer\n", encoding="utf-8")
    code, out = run(capsys, "player", "orders", pk, bad, "--passwort-datei", tmp_path / "s2.txt")
    assert code == 1 and "Jord gehört dir nicht." in out     # an order for a later phase is checked too
    bad.write_text("S2 LEGE kachel=P01 ort=2.3\n", encoding="utf-8")
    code, out = run(capsys, "player", "orders", pk, bad, "--passwort-datei", tmp_path / "s2.txt")
    assert code == 1 and "gehört nicht in diese Phase" in out
    code, out = run(capsys, "player", "orders", pk, tmp_path / "fehlt.txt", "--passwort-datei", tmp_path / "s2.txt")
    assert code == 1 and "nicht gefunden" in out
    assert not list(d.rglob("befehle_*"))
    # orders from stdin, without the player number in front
    monkeypatch.setattr("sys.stdin", io.StringIO("# meine Befehle\nSTIMME fuer=ja\nHANDEL mit=S1\n"))
    code, out = run(capsys, "player", "orders", pk, "-", "--passwort-datei", tmp_path / "s2.txt",
                    "--ausgabe", d / "eingang")
    assert code == 0 and "S2 STIMME fuer=ja" in out and "S2 HANDEL mit=S1" in out
    code, out = run(capsys, "gm", "run", d, "--passwort-datei", tmp_path / "gm.txt")
    assert "angenommen: befehle_0000_S2.txt (S2)" in out
    assert "Erwartet werden noch Befehle von: S1, S3, S4" in out


def test_game_master_refuses_bad_files_in_his_in_box(tmp_path, pwfiles, capsys):
    d, out = new_game(capsys, tmp_path, "--seed", 4)
    pk = _packets(out)["S1"]
    (d / "eingang" / "muell.txt").write_text("kein Befehl\n", encoding="utf-8")
    code, out = run(capsys, "player", "auto", pk, "--passwort-datei", tmp_path / "s1.txt", "--ausgabe", d / "eingang")
    assert code == 0
    sent = next((d / "eingang").glob("befehle_*")).read_bytes()
    code, out = run(capsys, "gm", "run", d, "--passwort-datei", tmp_path / "gm.txt")
    assert "abgelehnt: muell.txt: Das ist keine Befehlsdatei." in out and "angenommen: befehle_0000_S1.txt" in out
    assert (d / "abgelehnt" / "muell.txt").exists()
    (d / "eingang" / "nochmal.txt").write_bytes(sent)          # the same file once more
    code, out = run(capsys, "gm", "run", d, "--passwort-datei", tmp_path / "gm.txt")
    assert "abgelehnt: nochmal.txt: Diese Befehlsdatei wurde schon einmal eingereicht" in out
    code, out = run(capsys, "gm", "run", d, "--passwort-datei", tmp_path / "s1.txt")
    assert code == 1 and "Falsches Passwort." in out


def test_bad_command_lines_get_german_answers(tmp_path, pwfiles, capsys):
    code, out = run(capsys, "gm", "run", tmp_path / "nichts", "--passwort-datei", tmp_path / "gm.txt")
    assert code == 1 and "Datei nicht gefunden" in out
    code = cli.main(["gm", "new"])
    err = capsys.readouterr().err
    assert code == 2 and "Fehler" in err and "es fehlt" in err
    code = cli.main(["gm", "new", str(tmp_path / "x"), "--karte", "rund"])
    assert code == 2 and "ungültige Wahl" in capsys.readouterr().err
    d, first = new_game(capsys, tmp_path, "--seed", 1)
    code, out = run(capsys, "gm", "replay", d, "--runde", 9, "--phase", "bewegung", "--passwort-datei",
                    tmp_path / "gm.txt")
    assert code == 1 and "gibt es in der Geschichte nicht" in out
    code, out = run(capsys, "player", "auto", _packets(first)["S1"], "--passwort-datei", tmp_path / "s2.txt")
    assert code == 1 and "Falsches Passwort." in out


def test_launcher_help_lists_the_commands(capsys):
    ns = argparse.Namespace(game="twilight", game_args=["--help"], seed=None, lang=None, kiosk=False)
    assert port.cli(ns) == 0
    out = capsys.readouterr().out
    for words in ("Aufruf: retro twilight", "gm new ORDNER", "gm run ORDNER", "gm rollback", "gm replay",
                  "player show PAKET", "player orders PAKET", "player auto PAKET", "hotseat"):
        assert words in out
    # no arguments: the window game (the launcher goes on)
    assert port.cli(argparse.Namespace(game="twilight", game_args=[], seed=None)) is None


def test_the_economy_is_a_game_option_said_when_the_game_is_made(tmp_path, pwfiles, capsys):
    # seed: a planet's income is its resource value, the default; issue 35: `--wirtschaft
    # schnell` (three credits a resource point) an option; `gm new` says which, the master keeps it
    from ports.twilight.mail import pbem
    d, out = new_game(capsys, tmp_path, "--seed", 2)
    assert "Wirtschaft original" in out
    assert pbem.GameMaster.open(d, GM_PW).game.settings.economy == "original"
    args = ["gm", "new", str(tmp_path / "b"), "--players", "3", "--passwoerter", str(tmp_path / "alle.txt"),
            *map(str, COST), "--wirtschaft", "schnell"]
    code, out = run(capsys, *args)
    assert code == 0 and "Wirtschaft schnell" in out
    assert pbem.GameMaster.open(tmp_path / "b", GM_PW).game.settings.economy == "schnell"
    assert cli.main(["gm", "new", str(tmp_path / "c"), "--wirtschaft", "viel"]) == 2
    assert "ungültige Wahl" in capsys.readouterr().err


def test_launcher_seed_reaches_a_new_game(tmp_path, pwfiles, capsys):
    # `retro twilight --seed 5 gm new ...`: the launcher keeps --seed for itself
    args = ["gm", "new", str(tmp_path / "a"), "--players", "3", "--passwoerter", str(tmp_path / "alle.txt"), *COST]
    assert port.cli(argparse.Namespace(game="twilight", game_args=args, seed=5)) == 0
    from ports.twilight.mail import pbem
    assert pbem.GameMaster.open(tmp_path / "a", GM_PW).game.settings.seed == 5


def test_hot_seat_as_a_text_game(capsys, monkeypatch):
    # pbem: on one machine the program is the game master; S1 types, S2 and S3 are computer races
    typed = "karte\n\nBAU planet=Nirgendwo einheit=Kreuzer\n\n" + "\n" * 400
    monkeypatch.setattr("sys.stdin", io.StringIO(typed))
    code, out = run(capsys, "hotseat", "--players", 3, "--computer", "2,3", "--seed", 5, "--runden", 2)
    assert code == 0
    assert "S1 (Spieler 1) ist dran: Runde 1, 1. Politikphase" in out
    assert "== Karte ==" not in out and "Ring 1, Feld 1" in out          # 'karte' shows the map
    assert "Befehle von S1 angenommen." in out
    assert "Nirgendwo gehört dir nicht." in out                         # refused, asked again
    assert "Spielende" in out


def test_nothing_a_user_types_crashes_the_command_line(tmp_path, pwfiles, capsys, monkeypatch):
    def no_prompt(prompt=""):
        raise AssertionError("asked for a password")
    monkeypatch.setattr("getpass.getpass", no_prompt)
    code, out = run(capsys, "gm", "new", tmp_path / "zwei", "--players", 2)
    assert code == 1 and "3 bis 6 Spieler" in out
    code, out = run(capsys, "player", "show", tmp_path / "gibt-es-nicht.txt")
    assert code == 1 and "Datei nicht gefunden" in out
    code, out = run(capsys, "hotseat", "--players", 7)
    assert code == 1 and "3 bis 6 Spieler" in out
    d, first = new_game(capsys, tmp_path, "--seed", 8)
    pk = _packets(first)["S3"]
    code, out = run(capsys, "player", "show", d / "meister.txt")
    assert code == 1 and "Das ist kein Paket." in out
    code, out = run(capsys, "player", "auto", pk, "--passwort-datei", tmp_path / "s3.txt",
                    "--ausgabe", tmp_path / "alle.txt")          # a file where a folder should be
    assert code == 1 and out.strip() and "Traceback" not in out
    code, out = run(capsys, "player", "auto", pk, "--passwort-datei", tmp_path / "leer.txt")
    assert code == 1 and "nicht gefunden" in out

    def closed(prompt=""):
        raise EOFError
    monkeypatch.setattr("getpass.getpass", closed)
    code, out = run(capsys, "player", "show", pk, "--hand")
    assert code == 1 and "Abgebrochen." in out
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    code, out = run(capsys, "hotseat", "--players", 3, "--seed", 1)
    assert code == 0 and "Eingabe beendet" in out


def test_argparse_speaks_german_without_being_patched(capsys):
    # design: every text the user reads is German; argparse's own gettext stays untouched
    import gettext
    assert cli.main(["gm", "new", "--players", "x"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("Aufruf: retro twilight gm new [-h]")
    assert "\n                              ORDNER\n" in err            # wrapped under "Aufruf: "
    assert "gm new: Fehler: --players/--spieler: ungültiger Wert: 'x'" in err
    assert argparse._ is gettext.gettext
    assert cli.main(["hotseat", "--help"]) == 0
    out = capsys.readouterr().out
    assert "Optionen:" in out and "diese Hilfe zeigen" in out and "options" not in out
    # each command names its handler itself (no look-up by name)
    for argv in (["gm", "new", "d"], ["gm", "run", "d"], ["gm", "rollback", "d"],
                 ["gm", "replay", "d", "--runde", "1", "--phase", "1"], ["player", "show", "p"],
                 ["player", "orders", "p"], ["player", "auto", "p"], ["hotseat"]):
        handler = cli.parser().parse_args(argv).handler
        assert handler.__name__ == "_" + "_".join(argv[:2]) if argv[0] != "hotseat" else "_hotseat"
