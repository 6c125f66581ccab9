"""A human plays S1 by e-mail against three computer races, through the command line only
[pbem; seed "Spielbeginn" 7]: he reads his packets, writes his orders by hand the way a
player of 1998 would (lower case, plural, "ae" for "ä", no player number), gets German
answers that say which line is wrong and what to do, and the game master refuses every
tampered, doubled, outdated or foreign file without changing anything.

The game is made reproducible by fixing os.urandom (salts, nonces and so the computer
races' seeds, which the game master derives from his key).
"""
import hashlib
import os
import re

import pytest

from ports.twilight.reports.texts import PHASES

from .test_cli import COST, _packets, new_game, run

KEY = {name: key for key, name in PHASES.items()}

# (round, phase) -> what the human S1 (the Xxcha, home 3.6) writes
HUMAN = {
    (1, "politik"): "# Runde 1\nstimme für=JA\n",
    (1, "wirtschaft"): "BAU planet=archon_ren einheit=Kreuzer anzahl=1\r\nBAU planet=Archon_Ren einheit=Jäger\r\n",
    (1, "bewegung"): "BEWEGE von=3.6 nach=2.4 transporter=1 Bodentruppen=3 Jaeger=2\n"
                     "BEWEGE von=3.6 nach=3.4 Kreuzer=2\n",
    (1, "invasion"): "LANDE ort=2.4 planet=emelpar anzahl=2\n",
    (1, "technologie"): "KARTE name=Forschungsdurchbruch\nFORSCHE tech=xrd-transporter\n",
    (2, "bewegung"): "BEWEGE von=3.4 nach=3.14 Kreuzer=2\n",      # through the wormhole 3.2 -> 3.14
}


@pytest.fixture
def fixed_urandom(monkeypatch):
    counter = iter(range(10 ** 6))
    monkeypatch.setattr(os, "urandom", lambda n: hashlib.sha256(str(next(counter)).encode()).digest()[:n])


def _status(out):
    rnd, phase = re.findall(r"Stand: Runde (\d+), (.*)", out)[-1]
    return int(rnd), KEY[phase.strip()]


def _orders(capsys, tmp_path, packet, text, out_dir, encoding="utf-8"):
    f = tmp_path / "meine_befehle.txt"
    f.write_bytes(text.encode(encoding))
    return run(capsys, "player", "orders", packet, f, "--passwort-datei", tmp_path / "s1.txt",
               "--ausgabe", out_dir)


def test_a_human_plays_s1_by_hand_against_computer_races(tmp_path, pwfiles, capsys, fixed_urandom):
    # the faster economy (--wirtschaft schnell, three credits a resource point): the research
    # of round 1 below is paid in full after S3's sabotage of the breakthrough
    d, out = new_game(capsys, tmp_path, "--seed", 5, "--wirtschaft", "schnell")
    inbox, gm_pw = d / "eingang", tmp_path / "gm.txt"
    packets = _packets(out)
    # the packet is readable without the program: the galaxy, the neighbours, the orders to copy
    code, shown = run(capsys, "player", "show", packets["S1"], "--hand", "--passwort-datei", tmp_path / "s1.txt")
    assert code == 0 and "S1 Spieler 1 - Königreich der Xxcha, Heimat 3.6" in shown
    assert "Nachbarn: 2.4, 2.5, 3.5, 3.7" in shown and "Wurmloch zum anderen Ende 3.14" in shown
    assert "S1 STIMME fuer=ja" in shown and "Aktionskarten: Sabotage, Forschungsdurchbruch" in shown
    assert "braucht: Planeten 4, Einfluss 8, Rohstoffe 10" in shown          # the track's conditions
    assert "Für Statthalter fehlt: Planeten 2/4, Rohstoffe 4/10" in shown

    # mistakes a player makes: refused with the line and what to write instead; no file
    for text, said in (("STIMME fuer=vielleicht\n", "fuer=ja oder fuer=nein"),
                       ("BAU planet=Jord einheit=Kreuzer\n", "Jord gehört dir nicht."),
                       ("LEGE kachel=P01 ort=2.3\n", "gehört nicht in diese Phase (1. Politikphase); "
                                                     "jetzt möglich: STIMME, HANDEL, GIB, VERWERFEN, KARTE; für spätere "
                                                     "Phasen der Runde auch: BAU, BEWEGE, KAMPF, LANDE, FORSCHE, BIS, PASSE"),
                       ("STIMME nein\n", "Form: Spieler BEFEHL schluessel=wert"),
                       ("GIB an=S2 kredite=500\n", "nötig 500, du hast 20"),
                       ("STIMME fuer=ja\nSTIMME fuer=nein\n", "STIMME darf nur einmal")):
        code, said_now = _orders(capsys, tmp_path, packets["S1"], text, tmp_path / "nichts")
        assert code == 1 and ("Befehl abgelehnt: S1" in said_now or "Befehl nicht lesbar" in said_now)
        assert said in said_now, said_now
    assert not (tmp_path / "nichts").exists()

    seen, steps, last, everything = set(), 0, {}, ""
    while (2, "technologie") not in seen:
        rnd, phase = _status(out)
        seen.add((rnd, phase))
        awaited = re.findall(r"Erwartet werden noch Befehle von: (.*)", out)[-1].split(", ")
        packets = _packets(out)
        for s in awaited:
            if s == "S1":
                # the economy orders come from a Windows editor of the time: cp1252 and CR LF
                code, said = _orders(capsys, tmp_path, packets["S1"], HUMAN.get((rnd, phase), ""), inbox,
                                     "cp1252" if phase == "wirtschaft" else "utf-8")
            else:
                code, said = run(capsys, "player", "auto", packets[s], "--passwort-datei",
                                 tmp_path / f"s{s[1:]}.txt", "--ausgabe", inbox)
            assert code == 0, said
            if s == "S1" and (rnd, phase) == (2, "bewegung"):
                old_packet = packets["S1"]
            if s == "S1" and (rnd, phase) == (1, "bewegung"):
                code, shown = run(capsys, "player", "show", packets["S1"])
                assert "S1 BEWEGE von=3.6 nach=2.4 Kreuzer=2 Transporter=1 Bodentruppe=2" in shown
                assert "Von 3.6 aus erreichen Kreuzer (Reichweite 2): 1.2, 1.3, 2.4, 2.5, 2.6," in shown
                assert "Wurmloch: 3.2 und 3.14 sind verbunden" in shown
                code, said = _orders(capsys, tmp_path, packets["S1"], HUMAN[(1, "bewegung")], inbox)
                assert "S1 BEWEGE von=3.6 nach=2.4 Transporter=1 Bodentruppe=3 Jäger=2" in said   # as kept
                assert "Achtung" not in said           # the fighters go along, nothing is left behind
        last = {f.name: f.read_bytes() for f in inbox.iterdir()}
        code, out = run(capsys, "gm", "run", d, "--passwort-datei", gm_pw)
        assert code == 0 and "abgelehnt:" not in out, out
        said_gm = re.sub(r"\n {8}", " ", out)        # the log's lines are wrapped for printing
        steps += 1
        assert steps < 40
        if (rnd, phase) == (1, "bewegung"):
            assert "S1 fliegt von 3.6 nach 2.4: 1 Transporter, 3 Bodentruppen, 2 Jäger" in said_gm
            assert "S1 fliegt von 3.6 nach 3.4: 2 Kreuzer" in said_gm
        everything += said_gm
        if (rnd, phase) == (1, "invasion"):
            assert "S1 landet 2 Bodentruppen auf Emelpar" in said_gm and "S1 erobert Emelpar" in said_gm
        if (rnd, phase) == (2, "bewegung"):
            assert "S1 fliegt von 3.4 nach 3.14: 2 Kreuzer" in said_gm
    assert "S1 kauft 1 Kreuzer auf Archon Ren" in everything and "S1 kauft 1 Jäger auf Archon Ren" in everything
    code, shown = run(capsys, "player", "show", _packets(out)["S1"], "--hand", "--passwort-datei",
                      tmp_path / "s1.txt")
    assert "Technologien: Anti-Materie-Schutzschirm, XRD-Transporter" in shown     # card and research
    assert "Emelpar (Rohstoffe 2, Einfluss 4): S1" in shown

    # tampering: every file is refused with a German reason, and the master file stays as it was
    master = (d / "meister.txt").read_bytes()
    name = next(iter(last))
    (inbox / "nochmal.txt").write_bytes((d / "archiv" / name).read_bytes())           # sent twice
    packet = _packets(out)["S1"]
    code, said = _orders(capsys, tmp_path, packet, "", tmp_path / "neu")
    fresh = next((tmp_path / "neu").iterdir()).read_text(encoding="utf-8")
    (inbox / "geaendert.txt").write_text(fresh.replace("spieler=S1", "spieler=S2"), encoding="utf-8")
    (inbox / "paket.txt").write_bytes(open(packet, "rb").read())                      # a packet, not orders
    (inbox / "muell.txt").write_text("Hallo Spielleiter!\n", encoding="utf-8")
    code, said = _orders(capsys, tmp_path, old_packet, "", tmp_path / "alt")         # last phase's packet
    (inbox / "alt.txt").write_bytes(next((tmp_path / "alt").iterdir()).read_bytes())
    code, said = run(capsys, "gm", "new", tmp_path / "anderes", "--players", 4, "--passwoerter",
                     tmp_path / "alle.txt", *COST, "--seed", 6)
    code, said = run(capsys, "player", "auto", _packets(said)["S1"], "--passwort-datei", tmp_path / "s1.txt",
                     "--ausgabe", tmp_path / "fremd")
    (inbox / "fremd.txt").write_bytes(next((tmp_path / "fremd").iterdir()).read_bytes())
    code, out2 = run(capsys, "gm", "run", d, "--passwort-datei", gm_pw)
    assert "abgelehnt: nochmal.txt: Diese Befehlsdatei wurde schon einmal eingereicht" in out2
    assert "abgelehnt: geaendert.txt: Die Datei ist beschädigt oder verändert worden" in out2
    assert "abgelehnt: paket.txt: Das ist ein Paket des Spielleiters, keine Befehlsdatei" in out2
    assert "abgelehnt: muell.txt: Das ist keine Befehlsdatei." in out2
    assert "abgelehnt: fremd.txt: Diese Datei gehört zu einem anderen Spiel" in out2
    assert re.search(r"abgelehnt: alt.txt: Die Datei ist veraltet: geschrieben für Runde 2, 3. Bewegungsphase "
                     r"\(Schritt \d+\); jetzt ist Runde \d, ", out2), out2
    assert "angenommen" not in out2 and (d / "meister.txt").read_bytes() == master
    # a wrong password: nothing opened, nothing written
    code, said = run(capsys, "gm", "run", d, "--passwort-datei", tmp_path / "s2.txt")
    assert code == 1 and "Falsches Passwort." in said
    code, said = run(capsys, "player", "orders", packet, tmp_path / "meine_befehle.txt",
                     "--passwort-datei", tmp_path / "s2.txt")
    assert code == 1 and "Falsches Passwort." in said
    assert (d / "meister.txt").read_bytes() == master
