"""One form of address in all of Twilight (issue 33.9): the player's desk, the packets, the
game master's screens and the command line say "du" (the game master's rules of the seed
speak of "der Spieler" and "man", never "Sie"; the desk and the packets always said "du"),
and a computer seat is named the same everywhere: "An: niemand (Computer)"."""
from __future__ import annotations

import importlib
import re

import pytest

FORMAL = re.compile(r"\b(Sie|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres|Ihnen)\b")
MODULES = ("ports.twilight.reports.texts", "ports.twilight.screens.desk_texts", "ports.twilight.screens.gm_texts",
           "ports.twilight.screens.hotseat_texts", "ports.twilight.screens.screen_texts")


def _strings(v):
    if isinstance(v, str):
        yield v
    elif isinstance(v, dict):
        for x in v.values():
            yield from _strings(x)
    elif isinstance(v, (list, tuple)):
        for x in v:
            yield from _strings(x)


def _texts() -> list:
    out = []
    for name in MODULES:
        mod = importlib.import_module(name)
        for k, v in vars(mod).items():
            if k.isupper():
                out += [(f"{name}.{k}", s) for s in _strings(v)]
    return out


def test_no_text_of_twilight_says_sie():
    formal = [(where, s) for where, s in _texts() if FORMAL.search(s)]
    assert not formal, formal[:5]


def test_the_packet_and_the_game_masters_new_game_say_du():
    from ports.twilight.reports.texts import TURN
    from ports.twilight.screens.gm_texts import NEW
    assert TURN["yours"].startswith("Du bist am Zug")
    assert "deine Passphrase" in NEW["intro"] and "dein Passwort" in NEW["intro_pw"]


@pytest.mark.parametrize("passwords", [False, True])
def test_a_computer_seat_is_named_the_same_on_every_screen(tmp_path, passwords):
    from ports.twilight.screens import link
    if passwords:
        gm, _, said = link.gm_new(tmp_path / "spiel", [None] * 3, "spielleiter-pw-1234", seed=3, cost=16,
                                  pictures=False, addresses=["anna@example.org", "", ""],
                                  passwords=["anna-passwort-1", None, "carl-passwort-1"])
    else:
        link.make_key("Anna", "passphrase-von-Anna", tmp_path / "a" / "schluessel.txt", tmp_path, 16)
        link.make_key("Carl", "passphrase-von-Carl", tmp_path / "c" / "schluessel.txt", tmp_path, 16)
        gm, _, said = link.gm_new(tmp_path / "spiel", [tmp_path / "oeffentlich_Anna.txt", None,
                                                       tmp_path / "oeffentlich_Carl.txt"],
                                  "passphrase-des-spielleiters", seed=3, cost=16, pictures=False)
    s2 = said.split("paket_0000_S2.txt", 1)[1].splitlines()[1].strip()
    assert s2 == "An: niemand (Computer)", said              # the new game's report, as the desk says it
    assert link.gm_receiver(gm, 1) == s2
    assert "keine Adresse" not in said.split("paket_0000_S2.txt", 1)[1].splitlines()[1]
