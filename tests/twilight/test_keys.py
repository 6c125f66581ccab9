"""Keys instead of shared passwords [pbem: a hand page only its owner opens; reference: per
player files, tamper evidence; issue 10, item 10]: each player makes his key pair on his own
machine, the game master receives only public keys, hands are sealed to them, orders are
signed and sealed to the game master, a player can change his passphrase, the master file is
sealed with the game master's key; a forged packet is told apart."""
import re

import pytest

from retro.play import Refusal

from ports.twilight.mail import crypto, desk, keys, pbem
from ports.twilight.rules.state import Settings
from ports.twilight.reports.texts import explain

from .test_cli import _awaited, _packets, run

NAMES = ["Anna", "Bert", "Carl", "Dora"]
COST = ["--kosten", "16"]


@pytest.fixture
def table(tmp_path, capsys):
    """Four players who made their keys at home, and a game master who got their public keys."""
    for _i, name in enumerate(NAMES):
        home = tmp_path / name
        home.mkdir()
        (home / "pw.txt").write_text(f"passphrase-von-{name}\n", encoding="utf-8")
        code, out = run(capsys, "player", "key", "--name", name, "--schluessel", home / "schluessel.txt",
                        "--ausgabe", tmp_path, "--passwort-datei", home / "pw.txt", *COST)
        assert code == 0 and re.search(r"Fingerabdruck: ([2-9A-HJ-NP-Z]{4} ){4}[2-9A-HJ-NP-Z]{4} ", out)
    (tmp_path / "gm.txt").write_text("passphrase-des-spielleiters\n", encoding="utf-8")
    return tmp_path


def _new(capsys, t, *extra):
    d = t / "spiel"
    code, out = run(capsys, "gm", "new", d, "--players", 4, "--schluessel",
                    *[t / f"oeffentlich_{n}.txt" for n in NAMES], "--passwort-datei", t / "gm.txt", *COST,
                    "--ohne-bild", *extra)
    assert code == 0, out
    (t / "fp.txt").write_text(_gm_fingerprint(out), encoding="utf-8")     # as told by telephone
    return d, out


def _as(t, i):
    fp = ["--fingerabdruck", (t / "fp.txt").read_text(encoding="utf-8")] if (t / "fp.txt").exists() else []
    return ["--schluessel", t / NAMES[i] / "schluessel.txt", "--passwort-datei", t / NAMES[i] / "pw.txt", *fp]

def _gm_fingerprint(out: str) -> str:
    return re.search(r"Schlüssel des Spielleiters: Fingerabdruck (\S{4} \S{4} \S{4} \S{4} \S{4})", out).group(1)



def test_a_game_of_keys_from_the_first_packet_to_the_next(table, capsys):
    t = table
    d, out = _new(capsys, t, "--seed", 4)
    assert "S1 Anna: Fingerabdruck" in out
    # the game master holds public keys only: no file of his opens a hand or a key file
    secrets = [keys.load(t / n / "schluessel.txt", f"passphrase-von-{n}")[0].private_bytes() for n in NAMES]
    for f in d.rglob("*"):
        if f.is_file():
            raw = f.read_bytes()
            assert not any(k.hex().encode() in raw for pair in secrets for k in pair)
            assert b"passphrase" not in raw
    packets = _packets(out)
    # a packet opens with its owner's key only; another's key and a wrong passphrase are refused
    code, said = run(capsys, "player", "show", packets["S2"], "--hand", *_as(t, 1))
    assert code == 0 and "Kredite:" in said
    code, said = run(capsys, "player", "show", packets["S2"], "--hand", *_as(t, 0))
    assert code == 1 and "nicht für deinen Schlüssel" in said
    (t / "falsch.txt").write_text("falsche-passphrase\n", encoding="utf-8")
    code, said = run(capsys, "player", "show", packets["S2"], "--hand", "--schluessel", t / "Bert" / "schluessel.txt",
                     "--passwort-datei", t / "falsch.txt")
    assert code == 1 and "Falsches Passwort." in said
    for i in range(4):
        code, said = run(capsys, "player", "auto", packets[f"S{i + 1}"], *_as(t, i), "--ausgabe", d / "eingang")
        assert code == 0, said
    code, out = run(capsys, "gm", "run", d, "--passwort-datei", t / "gm.txt", "--ohne-bild")
    assert code == 0 and out.count("angenommen:") == 4 and "Neue Pakete" in out
    # the player's program has met the game master's key: a packet it reads unsealed is checked
    code, said = run(capsys, "player", "show", _packets(out)["S3"], "--schluessel", t / "Carl" / "schluessel.txt")
    assert "(Geprüft: unterschrieben mit dem Schlüssel des Spielleiters" in said
    code, said = run(capsys, "gm", "run", d, "--passwort-datei", t / "Anna" / "pw.txt")
    assert code == 1 and "Falsches Passwort." in said


def test_orders_are_signed_by_their_player_and_sealed_to_the_game_master(table, capsys):
    t = table
    d, out = _new(capsys, t, "--seed", 5)
    packets = _packets(out)
    code, said = run(capsys, "player", "auto", packets["S1"], *_as(t, 0), "--ausgabe", t / "s1")
    path = next((t / "s1").iterdir())
    text = path.read_text(encoding="utf-8")
    assert "STIMME" not in text                             # sealed: nobody on the way reads them
    # Bert signs orders and claims to be Anna: the signature is not Anna's
    bert, _ = keys.load(t / "Bert" / "schluessel.txt", "passphrase-von-Bert")
    pk = desk.PlayerDesk(t, pair=bert).read_packet(packets["S2"])
    pk.header["spieler"] = "S1"
    forged = desk.PlayerDesk(t, pair=bert).write_orders(pk, "S1 STIMME fuer=nein", t / "forged")
    (d / "eingang" / "a.txt").write_bytes(path.read_bytes())
    (d / "eingang" / "b.txt").write_bytes(forged.read_bytes())
    code, out = run(capsys, "gm", "run", d, "--passwort-datei", t / "gm.txt", "--ohne-bild")
    assert "angenommen: a.txt (S1)" in out and "abgelehnt: b.txt: Die Datei ist beschädigt oder verändert" in out


def test_a_packet_signed_by_another_game_master_is_refused(table, capsys, tmp_path):
    t = table
    d, out = _new(capsys, t, "--seed", 6)
    packets = _packets(out)
    code, said = run(capsys, "player", "show", packets["S1"], "--hand", *_as(t, 0))
    assert code == 0                                   # the first packet: his program notes the key
    # someone else makes a game with the same id and Anna's public key, and sends her a packet
    gm = pbem.GameMaster.open(d, keys.load(d / "schluessel.txt", "passphrase-des-spielleiters")[0])
    rogue = crypto.KeyPair()
    gm.seal.pair = rogue
    fake = gm.write_packet(0)
    code, said = run(capsys, "player", "show", fake, "--hand", *_as(t, 0))
    assert code == 1 and "anderen Spielleiter-Schlüssel" in said and "Nicht darauf antworten" in said


def test_a_player_changes_his_passphrase(table, capsys):
    t = table
    (t / "neu.txt").write_text("passphrase-von-Anna\nganz-neue-passphrase\n", encoding="utf-8")
    code, out = run(capsys, "player", "passphrase", "--schluessel", t / "Anna" / "schluessel.txt",
                    "--passwort-datei", t / "neu.txt", *COST)
    assert code == 0 and "Neue Passphrase" in out
    with pytest.raises(Refusal) as e:
        keys.load(t / "Anna" / "schluessel.txt", "passphrase-von-Anna")
    assert explain(e.value) == "Falsches Passwort."
    pair, name = keys.load(t / "Anna" / "schluessel.txt", "ganz-neue-passphrase")
    assert name == "Anna" and pair.public == keys.read_public(t / "oeffentlich_Anna.txt")[1]   # the same keys
    code, out = run(capsys, "player", "key", "--name", "Anna", "--schluessel", t / "Anna" / "schluessel.txt",
                    "--passwort-datei", t / "neu.txt", *COST)
    assert code == 1 and "gibt schon eine Schlüsseldatei" in out           # never overwritten


def test_public_keys_must_be_distinct_and_genuine(table, capsys):
    t = table
    code, out = run(capsys, "gm", "new", t / "x", "--players", 4, "--schluessel",
                    *[t / "oeffentlich_Anna.txt"] * 4, "--passwort-datei", t / "gm.txt", *COST)
    assert code == 1 and "eigenen Schlüssel" in out
    text = (t / "oeffentlich_Bert.txt").read_text(encoding="utf-8")
    (t / "bert_falsch.txt").write_text(text.replace("name=Bert", "name=Berta"), encoding="utf-8")
    with pytest.raises(Refusal):
        keys.read_public(t / "bert_falsch.txt")
    with pytest.raises(Refusal):
        pbem.GameMaster.create_with_keys(t / "y", Settings(players=3), crypto.KeyPair(),
                                         [keys.read_public(t / f"oeffentlich_{n}.txt")[1] for n in NAMES])


def test_a_game_of_passwords_is_still_read(table, capsys, tmp_path):
    # today's files: a game made with passwords opens and plays on as before
    from .test_pbem import GM_PW, PWS
    gm = pbem.GameMaster.create(tmp_path / "alt", Settings(players=4, seed=3), GM_PW, PWS, 16)
    assert pbem.GameMaster.mode_of(gm.folder) == "passwort"
    code, said = run(capsys, "player", "show", gm.packet_path(0), "--hand", "--passwort-datei",
                     _pw(tmp_path, PWS[0]))
    assert code == 0 and "Kredite:" in said
    assert _awaited(run(capsys, "gm", "run", gm.folder, "--passwort-datei", _pw(tmp_path, GM_PW))[1]) == \
        ["S1", "S2", "S3", "S4"]


def _pw(folder, pw):
    f = folder / f"pw_{abs(hash(pw))}.txt"
    f.write_text(pw + "\n", encoding="utf-8")
    return f


def test_files_of_the_first_program_are_read(tmp_path):
    # data/spiel_erste_fassung: a game of passwords written by the first program (file format
    # version 1): its master file, S1's first packet, S2's orders file for step 0
    import shutil
    from pathlib import Path
    from ports.twilight.computer import ai
    from .test_pbem import GM_PW, PWS
    src = Path(__file__).parent / "data" / "spiel_erste_fassung"
    folder = tmp_path / "spiel"
    (folder / "eingang").mkdir(parents=True)
    shutil.copy(src / "meister.txt", folder)
    gm = pbem.GameMaster.open(folder, GM_PW)
    assert gm.game.settings.flow == 1 and gm.receive(src / "befehle_0000_S2.txt") == 1
    pk = desk.PlayerDesk(tmp_path, PWS[0]).read_packet(src / "paket_0000_S1.txt")
    assert pk.version == 1 and "Kredite:" in pk.hand and pk.view().players[0].name == "Anna"
    assert ai.orders_for(pk.view(), 0)                 # his computer race decides on it
    gm.write_packets()                                 # played on, the files are of version 2
    assert gm.packet_path(0).read_text(encoding="utf-8").startswith("-----BEGIN TWILIGHT PAKET-----")
