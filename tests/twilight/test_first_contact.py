"""Trust on first use with a fingerprint (issue 22.2): a forged first packet (an attacker's
key, the same game id) never gets its key remembered unasked, so the real packets are not
refused afterwards; the fingerprint is shown in a form two people compare by telephone, and
asked about (CLI: ja/nein or --fingerabdruck; API: read_packet(trust=...))."""
import re

import pytest

from ports.twilight.mail import crypto, desk, keys, pbem
from ports.twilight.reports.texts import explain

from .test_cli import _packets, run
from .test_keys import NAMES, _new, table  # noqa: F401  (table: the fixture)


def _forged(d, t, out):
    kept = t / "real.txt"
    kept.write_bytes(open(_packets(out)["S1"], "rb").read())
    gm = pbem.GameMaster.open(d, keys.load(d / "schluessel.txt", "passphrase-des-spielleiters")[0])
    real = gm.seal.pair.public
    gm.seal.pair = crypto.KeyPair()
    fake = gm.write_packet(0)
    forged = t / "forged.txt"
    forged.write_bytes(fake.read_bytes())
    open(_packets(out)["S1"], "wb").write(kept.read_bytes())
    return forged, real


def _anna(t):
    kf = t / "Anna" / "schluessel.txt"
    return desk.PlayerDesk(t, pair=keys.load(kf, "passphrase-von-Anna")[0], keyfile=kf), kf


def test_the_fingerprint_is_for_the_telephone(table, capsys):
    t = table
    d, out = _new(capsys, t, "--seed", 6)
    said = re.search(r"Schlüssel des Spielleiters: Fingerabdruck (\S+ \S+ \S+ \S+ \S+) ", out).group(1)
    assert re.fullmatch(r"([2-9A-HJ-NP-Z]{4} ){4}[2-9A-HJ-NP-Z]{4}", said)
    anna = keys.read_public(t / "oeffentlich_Anna.txt")[1]
    assert f"S1 Anna: Fingerabdruck {anna.phone}" in out               # the game master compares too
    assert f"vergleich={anna.phone.replace(' ', '-')}" in (t / "oeffentlich_Anna.txt").read_text(encoding="utf-8")
    assert crypto.same_phone(anna.phone.lower().replace(" ", "-"), anna.phone)


def test_a_forged_first_packet_does_not_shut_out_the_real_ones(table, capsys):
    t = table
    d, out = _new(capsys, t, "--seed", 6)
    forged, real = _forged(d, t, out)
    me, kf = _anna(t)
    # the screens' call (no trust given): it opens, says to compare, remembers nothing
    pk = me.read_packet(forged)
    assert pk.unconfirmed and pk.unconfirmed != real.phone and pk.unconfirmed in pk.warnings[0]
    assert keys.known_master(kf, pk.header["spiel"]) is None
    # asked: the forger's fingerprint is not the one the game master said
    with pytest.raises(desk.UnknownMaster) as e:
        me.read_packet(forged, trust=lambda fp: fp == real.phone)
    assert e.value.fingerprint == pk.unconfirmed and pk.unconfirmed in explain(e.value)
    with pytest.raises(desk.UnknownMaster):
        me.read_packet(_packets(out)["S1"], trust=False)
    # the real packet: the same fingerprint, remembered; the forged one is now refused outright
    real_pk = me.read_packet(_packets(out)["S1"], trust=lambda fp: fp == real.phone)
    assert not real_pk.unconfirmed and keys.known_master(kf, real_pk.header["spiel"]) == real
    with pytest.raises(Exception) as e:
        me.read_packet(forged)
    assert e.value.key == "gm_key_changed"


def test_the_command_line_asks_or_takes_the_fingerprint(table, capsys):
    t = table
    d, out = _new(capsys, t, "--seed", 6)
    forged, real = _forged(d, t, out)
    anna = ["--schluessel", t / "Anna" / "schluessel.txt", "--passwort-datei", t / "Anna" / "pw.txt"]
    code, said = run(capsys, "player", "show", forged, "--hand", *anna)          # no terminal: no
    assert code == 1 and "Fingerabdruck" in said and "erste Paket" in said
    code, said = run(capsys, "player", "show", forged, "--hand", *anna, "--fingerabdruck", real.phone)
    assert code == 1
    code, said = run(capsys, "player", "show", _packets(out)["S1"], "--hand", *anna,
                     "--fingerabdruck", real.phone.replace(" ", "-").lower())
    assert code == 0 and "Kredite:" in said
    code, said = run(capsys, "player", "show", _packets(out)["S1"], "--hand", *anna)   # known now
    assert code == 0
