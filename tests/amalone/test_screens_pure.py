"""The pure parts of the aMalone screens: picking marbles, the set-up check, the match they play."""
from __future__ import annotations

import pytest

from retro.play import Match, Refusal, Seat

from ports.amalone.board import BLACK, SQ, WHITE
from ports.amalone.match import RULES
from ports.amalone.notation import parse
from ports.amalone.rules import Position
from ports.amalone.screens import layout, picking, setup
from ports.amalone.screens.extras import Extras
from ports.amalone.setup_mode import SetUp


def sqs(*names):
    return [SQ[n] for n in names]


def test_layout_follows_the_diagram():   # aMalone Notatie: the board diagram
    # the top row is E6 D9 D8 D7 D6 from left to right, GG in the middle row's middle
    top = [layout.field_by_name(n) for n in ("E6", "D9", "D8", "D7", "D6")]
    assert len({y for _, y in top}) == 1 and [x for x, _ in top] == sorted(x for x, _ in top)
    assert layout.field_by_name("GG") == (layout.CX, layout.CY)
    assert layout.field_by_name("A6")[1] > layout.field_by_name("GG")[1]   # Black at the bottom
    for _name, sq in SQ.items():
        assert layout.field_at(*layout.XY[sq]) == sq
    assert layout.field_at(2, 2) is None


def test_is_row():   # aMalone Spelregels: 2 or 3 marbles side by side on a straight line
    assert picking.is_row(sqs("A1"))
    assert picking.is_row(sqs("A6", "A3", "A1"))
    assert picking.is_row(sqs("A1", "A6", "A3"))      # in any order
    assert not picking.is_row(sqs("A6", "A1"))        # a gap
    assert not picking.is_row(sqs("A1", "A2", "A3"))  # a bend
    assert not picking.is_row(sqs("A6", "A3", "A1", "A0"))


def test_toggle_and_refusals():   # aMalone Spelregels
    pos = Position.opening()
    p = picking.toggle(pos, [], SQ["A1"])
    p = picking.toggle(pos, p, SQ["A2"])
    with pytest.raises(Refusal) as e:
        picking.toggle(pos, p, SQ["A6"])
    assert e.value.key == "pick.not_row"
    p3 = picking.toggle(pos, p, SQ["B1"])
    assert picking.is_row(p3)
    with pytest.raises(Refusal) as e:
        picking.toggle(pos, p3, SQ["A4"])
    assert e.value.key == "pick.too_many"
    assert picking.toggle(pos, p3, SQ["A2"]) == []     # taking out the middle starts again
    with pytest.raises(Refusal) as e:
        picking.toggle(pos, [], SQ["D1"])
    assert e.value.key == "notation.not_own"


def test_choose_by_the_side_of_the_click():   # aMalone Notatie: l and r
    pos = Position.opening()
    p = sqs("A1", "A2")                   # A0 lies above, between them
    x, y = layout.field_by_name("A0")
    left = picking.choose(pos, p, SQ["A0"], x - 4, y)
    right = picking.choose(pos, p, SQ["A0"], x + 4, y)
    from ports.amalone.notation import spell
    assert spell(pos, left) == "2A1-F2r"          # up and to the left: A2 onto A0
    assert spell(pos, right) == "2A2-B0l"         # up and to the right: A1 onto A0
    assert picking.targets(pos, p) >= {SQ["A0"], SQ["F2"], SQ["B0"]}


def test_push_refused_with_the_reason():   # aMalone Spelregels: 2 against 1, 3:1, 3:2
    pos = Position.from_fields(["A1", "A0", "A9"], ["GG", "D0", "D9"], BLACK)
    with pytest.raises(Refusal) as e:
        picking.choose(pos, sqs("A1", "A0"), SQ["GG"])
    assert e.value.key == "notation.push_weak"
    with pytest.raises(Refusal) as e:
        picking.choose(pos, sqs("A1", "A0"), SQ["D0"])
    assert e.value.key == "pick.not_next"
    pos = Position.from_fields(["A1", "A0", "A9"], ["GG", "D9"], BLACK)
    m = picking.choose(pos, sqs("A1", "A0"), SQ["GG"])
    assert m in pos.legal_moves()


def test_setup_check():   # aMalone Stelling opzetten
    su = setup.from_opening("standard")
    assert setup.check(su) == Position.opening("standard")
    with pytest.raises(Refusal) as e:
        setup.click(su, "A0", "L")                    # a 15th black marble
    assert e.value.key == "setup.too_many"
    setup.click(su, "A1", "L")                        # takes Black's marble away
    setup.click(su, "D1", "R")                        # and White's
    su.switch_beginner()
    pos = setup.check(su)
    assert pos.turn == WHITE and pos.lost == (1, 1)
    for f in ("A2", "A3", "A4", "A5"):
        setup.click(su, f, "R")                       # right: the opponent (Black) of White
    assert setup.check(su).lost == (5, 1)             # 9 left: still playable
    setup.click(su, "A6", "R")
    with pytest.raises(Refusal) as e:
        setup.check(su)                               # 8 left: Black has lost already
    assert e.value.key == "setup.won"
    empty = SetUp()
    with pytest.raises(Refusal):
        setup.check(empty)


def two_humans(**extras):
    return Match(RULES, Extras(**extras).settings(), 0, [Seat.human(), Seat.human()])


def test_undo_between_two_humans_is_one_ply():
    m = two_humans(undo=True)
    m.play(BLACK, m.state.legal_moves()[0])
    m.play(WHITE, m.state.legal_moves()[0])
    m.undo(to_human=False)
    assert len(m.state.plies) == 1
    m.redo()
    assert len(m.state.plies) == 2


def test_the_computer_is_reproducible_from_the_seed():
    def game(seed):
        m = Match(RULES, Extras().settings(), seed, [Seat.cpu(1), Seat.cpu(1)])
        while len(m.log) < 20:
            m.think(50)
        return m.texts()[:20]
    assert game(4) == game(4)


def test_draw_rule_option():
    assert Extras().settings().draw is None
    rule = Extras(draw=True).settings().draw
    assert rule is not None and rule.repetitions == 3


def test_the_computer_knows_the_games_history():
    # as in `retro sim`: the computer knows the earlier positions, so it does not shuffle back;
    # undone plies leave its history
    from ports.amalone.ai import game_history
    from ports.amalone.zobrist import zobrist
    m = two_humans(undo=True)
    for text in ("1A1-A0", "1D1-D0", "1A0-A1", "1D0-D1"):
        m.play(m.state.turn, parse(m.state.position, text))
    assert m.state.history_keys() == game_history(m.state.positions[:-1])
    start = zobrist(m.state.positions[0])
    assert zobrist(m.state.position) == start        # back where the game began: twice now
    m.seats[m.state.turn] = Seat.cpu(2)
    assert not m.think(0)            # one step of the search: it has begun, not finished
    assert m.thinker_for(m.state.turn).search.history == {start}   # a third time is a draw
    m.seats[m.state.turn] = Seat.human()
    m.undo()
    m.undo()
    assert m.state.history_keys() == game_history(m.state.positions[:-1])
    assert len(m.state.history_keys()) == 2
    m.seats[m.state.turn] = Seat.cpu(2)
    assert not m.think(0)
    assert m.thinker_for(m.state.turn).search.history == frozenset()   # nothing repeated any more
