"""Our extras, off by default: the computer resigns a hopeless game and offers a draw in a
dead one; resigning, offering and accepting are actions of the game and lines of its record."""
import pytest

from amalone_helpers import from_body, play
from amalone_helpers import played
from retro.dice import Dice
from retro.play import Refusal

from ports.amalone.board import BLACK, WHITE
from ports.amalone.game import Settings
from ports.amalone.match import RULES, AcceptDraw, Offer, Resign
from ports.amalone.notation import parse
from ports.amalone.rules import Position

THERE_AND_BACK = ("1A1-A0", "1D1-D0", "1A0-A1", "1D0-D1")


def dead_game(**settings):
    """40 plies of going to and fro from the standard opening: nothing pushed, marbles even."""
    g = played([], **settings)
    for _ in range(10):
        for text in THERE_AND_BACK:
            play(g, text)
    return g


def computer(g, level=2):
    return RULES.thinker(g.state, g.state.turn, level, Dice(1)).run()


def test_the_options_are_off_by_default():
    assert not Settings().resign and not Settings().offer_draw
    g = dead_game()
    assert isinstance(computer(g), int)            # plays on, as the original's computer did


def test_an_offer_is_a_move_and_a_mark_in_the_record_and_accepting_ends_the_game():
    g = dead_game(offer_draw=True)
    m = parse(g.state.position, "1A1-A0")
    g.play(BLACK, Offer(m))
    assert g.texts()[-1] == "1A1-A0 (=)" and g.state.offer_pending
    assert RULES.parse("1A1-A0 (=)", g.replayed(40)) == Offer(m)
    g.play(WHITE, AcceptDraw())
    assert g.over and g.outcome.draw and g.outcome.reason == "agreed"
    assert g.state.result_text() == "Remise na overleg." and g.state.result_text("en") == "Draw by agreement."
    body = g.to_text()
    assert body.splitlines()[-2:] == ["1A1-A0 (=)", "remise"]
    again = from_body(body, offer_draw=True)
    assert again.over and again.outcome == g.outcome and RULES.snapshot(again.state) == RULES.snapshot(g.state)


def test_an_offer_lapses_with_the_next_move_and_cannot_be_accepted_without_one():
    g = dead_game(offer_draw=True)
    with pytest.raises(Refusal) as e:
        g.play(BLACK, AcceptDraw())
    assert e.value.key == "game.no_offer" and RULES.explain(e.value, "en") == "No draw has been offered."
    g.play(BLACK, Offer(parse(g.state.position, "1A1-A0")))
    play(g, "1D1-D0")                              # declined: White plays on
    assert not g.state.offer_pending
    with pytest.raises(Refusal):
        g.play(BLACK, AcceptDraw())


def test_resigning_ends_the_game_for_the_other_side():
    g = played(["3A1-A0"])
    g.play(WHITE, Resign())
    assert g.outcome.winners == (BLACK,) and g.outcome.reason == "resign"
    assert g.state.result_text() == "Wit geeft op: Zwart heeft gewonnen."
    assert g.state.result_text("en") == "White resigns: Black has won."
    assert g.texts() == ["3A1-A0", "opgave"]
    assert from_body(g.to_text()).outcome == g.outcome
    g.undo()
    assert not g.over and g.state.turn == WHITE     # taken back like a move


def test_the_computer_offers_a_draw_in_a_dead_position_and_accepts_one():
    g = dead_game(offer_draw=True)
    action = computer(g)
    assert isinstance(action, Offer) and action.move in g.state.legal_moves()
    g.play(BLACK, action)
    assert computer(g) == AcceptDraw()               # the other computer takes it
    fresh = played([], offer_draw=True)
    assert isinstance(computer(fresh), int)         # not at the start: nothing is dead yet


def test_the_computer_resigns_a_hopeless_game():
    start = Position.from_fields(["GG"], ["A0", "A1", "A3", "F0", "F2", "F5", "B0", "B2", "C0"],
                                 BLACK, lost=(5, 0))
    g = played([], start=start, resign=True)
    assert computer(g) == Resign()
    g = played([], start=start)
    assert isinstance(computer(g), int)             # option off: it plays on
    level_game = played([], resign=True)
    assert isinstance(computer(level_game), int)    # an even game is no reason to give up
