"""The move notation <n><v1>-<v2><x> (aMalone Notatie)."""
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from retro.play import Refusal

from ports.amalone.board import BLACK
from ports.amalone.notation import parse, spell, try_parse
from ports.amalone.rules import Position
from ports.amalone.texts import explain


def pos_of(black, white, turn=BLACK):
    return Position.from_fields(black, white, turn)


# aMalone Notatie: the four examples of the original
EXAMPLES = [
    (["B0"], [], "1B0-GG", (["GG"], [])),
    (["A0", "A1", "A3"], [], "3A0-F0l", (["F0", "F2", "F5"], [])),
    (["GG", "B0"], [], "2GG-D0r", (["C0", "D0"], [])),
    (["E2", "F0", "A0"], ["E4", "E7"], "3E2-E4+", (["E2", "E4", "F0"], ["E7"])),
]


@pytest.mark.parametrize("black,white,text,after", EXAMPLES)
def test_the_four_examples_of_the_original(black, white, text, after):
    # aMalone Notatie: "Voorbeelden"
    p = pos_of(black, white)
    m = parse(p, text)
    assert spell(p, m) == text
    q = p.play(m)
    assert q.fields() == after


def test_push_off_example_removes_the_outer_marble():
    # aMalone Notatie: "duwen twee witte knikkers op E4, E7" - E7 falls off, E4 lands on E7
    q = pos_of(["E2", "F0", "A0"], ["E4", "E7"]).play(parse(pos_of(["E2", "F0", "A0"], ["E4", "E7"]),
                                                              "3E2-E4+"))
    assert q.lost == (0, 1)


def test_a_push_that_stays_on_the_board_has_no_plus():
    # aMalone Notatie: x is "leeg, als de rij rechtdoor schuift, en geen knikker van het bord duwt"
    p = pos_of(["A3", "A1"], ["A0"])
    m = parse(p, "2A1-A0")
    assert spell(p, m) == "2A1-A0"
    with pytest.raises(Refusal) as e:
        parse(p, "2A1-A0+")
    assert e.value.key == "notation.no_plus"


def test_a_push_off_needs_the_plus():
    # aMalone Notatie: x = '+' "als een knikker van de tegenstander van het bord geduwd wordt"
    p = pos_of(["E2", "F0", "A0"], ["E4", "E7"])
    with pytest.raises(Refusal) as e:
        parse(p, "3E2-E4")
    assert e.value.key == "notation.need_plus"
    assert "3E2-E4+" in explain(e.value, "nl")


def test_every_spelling_in_the_openings_is_unique_and_parses_back():
    # aMalone Notatie: each move has one spelling, and it reads back as that move
    for name in ("standard", "belgian", "german"):
        p = Position.opening(name)
        spellings = [spell(p, m) for m in p.legal_moves()]
        assert len(set(spellings)) == len(spellings)
        assert [parse(p, s) for s in spellings] == p.legal_moves()


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["standard", "belgian", "german"]),
       st.lists(st.integers(0, 10 ** 6), min_size=1, max_size=80))
def test_round_trip_over_random_play(opening, choices):
    # aMalone Notatie: every legal move has exactly one spelling and parses back to itself
    p = Position.opening(opening)
    for c in choices:
        moves = p.legal_moves()
        if not moves:
            break
        spellings = {}
        for m in moves:
            s = spell(p, m)
            assert s not in spellings
            spellings[s] = m
            assert parse(p, s) == m
            # other ways of writing the same move are refused
            for wrong in (s.lower(), s + "+" if not s.endswith("+") else s[:-1], " " + s + "x"):
                if wrong != s and wrong not in spellings:
                    with pytest.raises(Refusal):
                        parse(p, wrong)
        p = p.play(moves[c % len(moves)])


@pytest.mark.parametrize("text,key", [
    ("", "notation.empty"),
    ("hallo", "notation.format"),
    ("4A1-A0", "notation.count"),
    ("1Z1-A0", "notation.field"),
    ("1a1-a0", "notation.field"),
    ("1A1-A0x", "notation.extra"),
    ("1A1-GG", "notation.not_neighbour"),
    ("1A1-A0l", "notation.single_side"),
    ("1B1-B0+", "notation.single_push"),
    ("1A0-GG", "notation.not_own"),
    ("3A6-A3", "notation.off_board"),
    ("1A6-A3", "notation.blocked"),
    ("2A6-A3", "notation.off_board"),
    ("2A1-A0l", "notation.not_own"),
])
def test_bad_input_says_what_is_wrong(text, key):
    # aMalone Notatie: the parser takes only <n><v1>-<v2><x> and says what is wrong
    p = Position.opening("standard")
    before = (p.black, p.white, p.turn, p.lost)
    with pytest.raises(Refusal) as e:
        parse(p, text)
    assert e.value.key == key
    assert explain(e.value) != explain(e.value, "en")          # Dutch by default
    assert (p.black, p.white, p.turn, p.lost) == before


def test_why_a_push_fails():
    # aMalone Spelregels: overwicht 2:1, 3:1, 3:2 and a free field behind, as messages
    with pytest.raises(Refusal) as e:
        parse(pos_of(["A3", "A1"], ["A0", "GG"]), "2A1-A0")
    assert e.value.key == "notation.push_weak"
    with pytest.raises(Refusal) as e:
        parse(pos_of(["A3", "A1", "GG"], ["A0"]), "2A1-A0")
    assert e.value.key == "notation.push_blocked" and "GG" in explain(e.value)
    with pytest.raises(Refusal) as e:
        parse(pos_of(["A0", "B0"], ["GG"]), "2B0-C0l")
    assert e.value.key in ("notation.blocked", "notation.not_own")


def test_messages_in_dutch_and_english():
    # aMalone Notatie: the messages in the original's Dutch, English as the option
    p = Position.opening("standard")
    assert try_parse(p, "1A0-GG") == (None, "Op A0 ligt geen zwarte knikker.")
    assert try_parse(p, "1A0-GG", "en") == (None, "There is no black marble on A0.")
    m, msg = try_parse(p, "1A1-A0")
    assert msg is None and spell(p, m) == "1A1-A0"


def test_round_trip_over_thousands_of_positions():
    # aMalone Notatie: one spelling per legal move, over 1,500 positions of random play
    from retro.dice import Dice
    dice = Dice(2024)
    positions = 0
    for game in range(15):
        p = Position.opening(("standard", "belgian", "german")[game % 3])
        for _ in range(100):
            moves = p.legal_moves()
            if not moves:
                break
            seen = set()
            for m in moves:
                s = spell(p, m)
                assert s not in seen and parse(p, s) == m
                seen.add(s)
            positions += 1
            p = p.play(dice.choice(moves))
    assert positions >= 1000
