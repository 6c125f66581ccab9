"""Orders in words (issue 33.7): every order a player can give is said as a German sentence
("Stimme: dagegen", "2 Kreuzer bauen auf Druaa"), in the desk's list (test_screen_desk_pending),
in the hot seat's "Verlauf" with the order line of the file beside it, and in what happened
("Ereignisse", the packets): a vote as dafür/dagegen, a tile laid by its name."""
from __future__ import annotations

import pytest

from ports.twilight.reports.texts import ORDERS_HELP, log_text, order_words, orders_words
from ports.twilight.rules.notation import parse
from ports.twilight.rules.orders import KINDS, Orders, Vote
from ports.twilight.rules.state import LogEvent
from ports.twilight.screens.history_screen import HistoryScene
from ports.twilight.screens.hotseat_game import hotseat_match

from .screen_helpers import pyxel_on, run, said

EXAMPLES = {
    "S1 STIMME fuer=nein": "Stimme: dagegen",
    "S1 STIMME fuer=ja": "Stimme: dafür",
    "S1 STIMME fuer=S3": "Stimme: für S3",
    "S1 BAU planet=Druaa einheit=Kreuzer anzahl=2": "2 Kreuzer bauen auf Druaa",
    "S1 BEWEGE von=3.15 nach=2.8 Kreuzer=2 Bodentruppe=3": "Von 3.15 nach 2.8 fliegen: 2 Kreuzer, 3 Bodentruppen",
    "S1 LANDE ort=2.8 planet=Tallin anzahl=3": "3 Bodentruppen landen auf Tallin (2.8)",
    "S1 FORSCHE tech=XRD-Transporter": "Erforschen: XRD-Transporter",
    "S1 LEGE kachel=P01 ort=1.2": "Kachel Abyz 4/0, Fria 2/1 (P01) legen auf 1.2",
    "S1 HANDEL mit=S2": "Handelsabkommen mit S2 anbieten",
    "S1 GIB an=S2 kredite=5": "An S2 geben: 5 Kredite",
    "S1 BIS phase=technologie": "Befehle reichen bis zur 6. Technologiephase",
}


@pytest.mark.parametrize("line,words", EXAMPLES.items())
def test_an_order_is_a_german_sentence(line, words):
    assert order_words(parse(line)) == words


def _example_lines() -> list:
    """The packets' example orders of every phase, and the standing ones."""
    out = [x.split("(")[0].strip() for lines in ORDERS_HELP.values() for x in lines]
    return out + ["S1 VERWERFEN", "S1 KAMPF ort=alle rueckzug=2 nach=2.7", "S1 LANDE ort=2.8 planet=Tallin anzahl=alle",
                  "S1 SABOTAGE gegen=spitze", "S1 SABOTAGE gegen=S3,S4 karte=Ionensturm ziel=mich",
                  "S1 SABOTAGE gegen=niemand", "S1 BIS phase=technologie", "S1 PASSE",
                  "S1 GIB an=S2 karte=Bestechung", "S1 LEGE kachel=E01 ort=2.3,*"]


def test_every_verb_and_every_example_order_has_words_of_its_own():
    seen = set()
    for line in _example_lines():
        o = parse(line)
        seen.add(o.VERB)
        words = order_words(o)
        assert words and "{" not in words and o.VERB not in words and "=" not in words, (line, words)
    assert seen == set(KINDS)
    assert order_words(parse("S1 VERWERFEN")) == "Die politische Karte verwerfen"
    assert orders_words(Orders(2, ())) == [("keine Befehle", "S3 -")]


def test_what_happened_says_votes_and_tiles_in_words():
    votes = LogEvent(1, "politik", "votes_cast", (("law", "free_trade"),
                                                  ("ballots", ((0, "nein", 8), (1, "ja", 5)))))
    assert log_text(votes).endswith("S1 dagegen (8), S2 dafür (5)")
    laid = LogEvent(0, "aufbau", "tile_laid", (("player", 0), ("tile", "P01"), ("system", "1.2")))
    assert log_text(laid) == "S1 legt Abyz 4/0, Fria 2/1 (P01) auf 1.2"


def test_the_history_shows_the_orders_in_words_with_their_line_beside():
    pyxel_on()
    m = hotseat_match([("Anna", False), ("Bert", False), ("Carl", False)], map_mode="fertig", seed=2)
    g = m.state
    assert g.phase == "politik"
    choice = "nein" if g.political_card not in ("thalnos", "execution") else 2
    for p in range(3):                 # the phase resolved: the history shows no order before (issue 33.1)
        m.play(p, Orders(p, (Vote(p, choice),)))
    assert m.state.phase != "politik" or m.state.round > 1
    h = HistoryScene(m)
    run(h)
    text = " ".join(said(h).split())
    words = order_words(Vote(2, choice))           # the last step shown: S3's vote
    line = Vote(2, choice).text()
    assert f"S3: {words}" in text and line in text, text
    assert text.index(words) < text.index(line)
