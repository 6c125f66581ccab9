"""The computer player: legal moves, push-offs found, slices, Zobrist keys."""
from ports.amalone import ai
from ports.amalone.ai import LEVELS, Search, best_move, zobrist
from ports.amalone.board import BLACK, WHITE
from ports.amalone.notation import spell
from ports.amalone.rules import Position
from retro.dice import Dice


def random_positions(n, plies, seed=7):
    dice = Dice(seed)
    out = []
    for i in range(n):
        p = Position.opening(("standard", "belgian", "german")[i % 3])
        for _ in range(dice.randint(0, plies)):
            moves = p.legal_moves()
            if not moves:
                break
            p = p.play(dice.choice(moves))
        out.append(p)
    return out


def test_finds_the_winning_push_off():
    # aMalone Spelregels: six off wins - the sixth push-off is the move to play
    p = Position.from_fields(["E2", "F0", "A0", "B6"], ["E4", "E7", "D6"], BLACK, lost=(0, 5))
    for level in (1, 2, 3):
        m = best_move(p, level)
        assert p.pushes_off(m), level
        assert p.play(m).winner() == BLACK


def test_pushes_off_when_it_can_and_nothing_else_matters():
    p = Position.from_fields(["E2", "F0", "A0"], ["E4", "E7", "D9", "D8"], BLACK)
    assert spell(p, best_move(p, 2)) == "3E2-E4+"


def test_sees_the_threat_against_it():
    # White threatens 3E2?: black marbles E4/E7 on the edge facing three white ones
    p = Position.from_fields(["E4", "E7", "GG", "C0"], ["E2", "F0", "A0"], BLACK, lost=(5, 0))
    m = best_move(p, 2)
    q = p.play(m)
    assert not any(q.pushes_off(r) for r in q.legal_moves())


def test_never_returns_an_illegal_move():
    for p in random_positions(9, 40):
        if p.winner() is not None:
            continue
        for level in (1, 2):
            m = best_move(p, level)
            assert m in p.legal_moves()


def test_a_position_with_one_legal_move():
    p = Position.from_fields(["A6"], ["A7", "F9"], BLACK)
    assert [spell(p, m) for m in p.legal_moves()] == ["1A6-A3"]
    s = Search(p, 5)
    assert s.step(1) and spell(p, s.best_move) == "1A6-A3"


def test_no_move_when_the_game_is_over():
    p = Position.from_fields(["GG"], ["D0"], WHITE, lost=(0, 6))
    s = Search(p, 3)
    assert s.step(1) and s.best_move is None


def test_thinking_in_slices_gives_the_same_move_as_thinking_at_once():
    p = Position.opening("belgian")
    whole = Search(p, 3)
    whole.run()
    sliced = Search(p, 3)
    steps = 0
    while not sliced.step(0.5):
        steps += 1
    assert steps > 3                   # it really stopped and went on
    assert (sliced.best_move, sliced.best_score, sliced.nodes) == \
           (whole.best_move, whole.best_score, whole.nodes)
    assert whole.depth_done == 3


def test_node_limit_stops_the_search_with_a_move():
    p = Position.opening("german")
    s = Search(p, depth=8, nodes=3000)
    m = s.run()
    assert m in p.legal_moves() and s.depth_done < 8 and s.nodes <= 3000 + 200   # checked before each inner node


def test_levels_are_deeper_as_they_go_up():
    depths = [LEVELS[k].depth for k in range(1, 6)]
    assert depths == sorted(depths) and depths[0] == 1


def test_incremental_zobrist_keys_match_full_keys():
    for p in random_positions(6, 30, seed=3):
        key = zobrist(p)
        for m in p.legal_moves():
            child = p.play(m)
            assert ai._child_key(key, m, p.turn, p.opp) == zobrist(child)


def test_evaluation_counts_material_first():
    p = Position.opening("standard")
    assert ai.evaluate(p.own, p.opp, 0, 1) > ai.evaluate(p.own, p.opp, 0, 0) + 500


def test_going_back_to_an_earlier_position_counts_as_a_draw():
    # with the game's history the side that is ahead avoids repeating (draw rule, our addition)
    from ports.amalone.ai import game_history
    p = Position.from_fields(["A0", "A1", "GG"], ["D9"], BLACK, lost=(0, 3))
    m = best_move(p, 2)
    q = p.play(m)
    hist = game_history([q])            # pretend the position after m was seen before
    s = Search(p, 2, history=hist)
    s.run()
    assert s.best_move != m


def test_table_entries_are_plain_ints_out_of_the_collectors_way():
    # the screen's slices: a table of tuples made Python's full collections pause for
    # milliseconds in the middle of a frame; a dict of ints is never tracked
    import gc

    from ports.amalone.ai import _SCORE_BIAS, _pack
    s = Search(Position.opening("standard"), 3)
    s.run()
    assert s.tt and all(type(v) is int for v in s.tt.values())
    assert not gc.is_tracked(s.tt)
    e = _pack(5, 2, -123_456, 1733)
    assert (e & 3, e >> 2 & 63, (e >> 8 & 0xFFF) - 1, (e >> 20) - _SCORE_BIAS) == (2, 5, 1733, -123_456)
