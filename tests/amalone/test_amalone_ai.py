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


def test_going_back_a_third_time_counts_as_a_draw():
    # with the game's history the side that is ahead avoids the threefold repetition (the
    # draw rule, our addition); going back once to a position the game had once is no draw
    from ports.amalone.ai import game_history
    p = Position.from_fields(["A0", "A1", "GG"], ["D9"], BLACK, lost=(0, 3))
    m = best_move(p, 2)
    q = p.play(m)
    twice = Search(p, 2, history=game_history([q, p, q, p]))   # q twice before: a third time
    twice.run()
    assert twice.best_move != m
    once = Search(p, 2, history=game_history([q, p]))
    once.run()
    assert once.best_move == m


def test_table_entries_are_plain_ints_out_of_the_collectors_way():
    # the screen's slices: a table of tuples made Python's full collections pause for
    # milliseconds in the middle of a frame; a dict of ints is never tracked
    import gc

    from ports.amalone.ai import _SCORE_BIAS, _pack
    s = Search(Position.opening("standard"), 3)
    s.run()
    assert s.tt and all(type(v) is int for v in s.tt.values())
    assert not gc.is_tracked(s.tt)
    e = _pack(5, 2, -123_456, 1733, 201)
    assert (e & 3, e >> 2 & 63, (e >> 8 & 0xFFF) - 1, e >> 20 & 255, (e >> 28) - _SCORE_BIAS) == \
        (2, 5, 1733, 201, -123_456)


def test_the_centre_term_follows_the_moves():
    # the search hands the centre term down instead of counting it in every leaf
    from ports.amalone.evaluation import centre
    for p in random_positions(12, 60, seed=5):
        for m in p.legal_moves()[:20]:
            o, q, off, c = ai._play(m, p.own, p.opp, centre(p.own, p.opp))
            child = p.play(m)
            assert (o, q) == ((child.black, child.white) if p.turn == BLACK else (child.white, child.black))
            assert -c == centre(child.own, child.opp) and off == p.pushes_off(m)


def test_each_finished_depth_reports_score_nodes_and_a_legal_line():
    # what the engine's `info` lines print
    s = Search(Position.opening("belgian"), depth=3)
    s.run()
    assert [it[0] for it in s.iterations] == [1, 2, 3]
    nodes = [it[2] for it in s.iterations]
    assert nodes == sorted(nodes) and nodes[-1] == s.nodes
    depth, score, _, _, pv = s.iterations[-1]
    assert score == s.best_score and pv[0] == s.best_move and 1 <= len(pv) <= 3
    p = Position.opening("belgian")
    for m in pv:
        assert m in p.legal_moves()
        p = p.play(m)


def test_a_pending_push_off_is_seen_beyond_the_horizon():
    # the quiescence step: a one-ply search looks at the push-offs its move allows. Here the
    # move that looks best at a glance (2C5-D1r) lets White push a marble off; it is not played
    from ports.amalone.evaluation import centre, static
    from ports.amalone.notation import parse
    p = Position.from_fields(["A3", "A4", "A6", "A7", "C1", "C4", "C5", "C9", "D4", "D6", "D7", "F4",
                              "F5", "F8"],
                             ["GG", "A2", "A5", "A8", "A9", "B1", "B3", "B6", "D8", "D9", "E1", "E2",
                              "E3", "E7"], BLACK)

    def allows_push_off(m):
        q = p.play(m)
        return any(q.pushes_off(r) for r in q.legal_moves())

    def at_a_glance(m):
        q = p.play(m)
        return -static(q.own, q.opp, q.lost[q.turn], q.lost[1 - q.turn], centre(q.own, q.opp))

    glance = max(p.legal_moves(), key=at_a_glance)
    assert glance == parse(p, "2C5-D1r") and allows_push_off(glance)
    assert not allows_push_off(best_move(p, depth=1))


def test_the_side_ahead_scores_a_repetition_below_a_draw():
    # contempt: three marbles up, going back to a position of the game costs it, so it plays on
    from ports.amalone.ai import CONTEMPT, CONTEMPT_EVEN, game_history
    p = Position.from_fields(["A0", "A1", "GG"], ["D9", "D8"], BLACK, lost=(0, 3))
    every = game_history([p.play(m) for m in p.legal_moves()] * 2)   # every move: a third time
    s = Search(p, depth=1, history=every)
    s.run()
    assert s.best_score == -CONTEMPT * 3 - CONTEMPT_EVEN
    behind = Position.from_fields(["A0", "A1", "GG"], ["D9", "D8"], BLACK, lost=(3, 0))
    every = game_history([behind.play(m) for m in behind.legal_moves()] * 2)
    s = Search(behind, depth=1, history=every)
    s.run()
    assert s.best_score == 0                          # behind, a draw is simply a draw


def test_a_level_is_the_same_game_for_the_same_seed():
    # levels limit depth and nodes, never time: a seed reproduces a computer's moves
    # (levels 4 and 5 are depth and node limits as these: a node limit of 5000 stands for them)
    p = random_positions(1, 30, seed=8)[0]
    for level, limits in ((1, {}), (2, {}), (3, {}), (5, {"nodes": 5000})):
        first = Search(p, level, dice=Dice(5), **limits).run()
        sliced = Search(p, level, dice=Dice(5), **limits)
        while not sliced.step(0.3):
            pass
        assert sliced.best_move == first and Search(p, level, dice=Dice(5), **limits).run() == first


def test_the_beginner_level_plays_by_eye():
    # level 1 adds the dice's noise to its one-ply values: other seeds, other moves
    p = Position.opening("standard")
    assert LEVELS[1].noise > 0 and LEVELS[1].depth == 1
    assert len({Search(p, 1, dice=Dice(k)).run() for k in range(12)}) > 1


def test_movetime_follows_the_clock_it_is_given():
    # benchmarks count CPU time (other programs on the machine take none of it away)
    ticks = iter(range(0, 10 ** 6, 100))
    s = Search(Position.opening("standard"), depth=30, movetime_ms=1000,
               clock=lambda: next(ticks) / 1000)
    s.run()
    assert s.done and s.best_move is not None and s.depth_done < 30


def test_it_finishes_a_won_game():
    # issue 13: the lead it takes becomes six marbles off, against a greedy one-ply mover,
    # well before the threefold repetition rule could end the game
    from ports.amalone.game import DrawRule, Settings
    from ports.amalone.match import RULES
    from ports.amalone.opponents import Greedy
    from retro.play import Match, Seat, play_out
    m = play_out(Match(RULES, Settings("standard", 100, DrawRule(repetitions=3)), 3,
                       [Seat.cpu(3), Seat.cpu(Greedy())], checkpoints=False))
    assert m.state.winner == BLACK and m.state.position.lost == (m.state.position.lost[0], 6)


def test_with_its_shortcuts_off_the_search_is_exact_minimax(monkeypatch):
    # the principal-variation search, the table, the staged moves and the path's repetitions
    # give the plain negamax value; the shortcuts (reductions, null move, futility, the push-off
    # extension, the quiescence step) are what make it faster, and they are switched off here
    from ports.amalone.evaluation import THREAT_TO_MOVE, centre, static
    from ports.amalone.rules import WIN_OFF, apply, generate, pushoff_moves
    for name, value in (("FUTILITY", False), ("NULL_MOVE", False), ("LATE", 10 ** 6),
                        ("MAX_EXTEND", 0), ("QUIESCE", 0)):
        monkeypatch.setattr(ai, name, value)

    def leaf(own, opp, lo, lp):
        s = static(own, opp, lo, lp, centre(own, opp))
        return s + THREAT_TO_MOVE if pushoff_moves(own, opp) else s

    def negamax(own, opp, lo, lp, depth, ply, path):
        if depth == 0:
            return leaf(own, opp, lo, lp)
        best = -ai.INF
        for m in generate(own, opp) or [None]:
            if m is None:
                return -ai.WIN + ply
            o, p, off = apply(m, own, opp)
            if off and lp + 1 >= WIN_OFF:
                score = ai.WIN - ply - 1
            elif (p, o) in path:
                score = 0                 # marbles even in these positions: no contempt...
            else:
                score = -negamax(p, o, lp + off, lo, depth - 1, ply + 1, path | {(p, o)})
            best = max(best, score)
        return best

    checked = 0
    for p in random_positions(9, 50, seed=3):
        if p.winner() is not None or p.lost[0] != p.lost[1]:
            continue
        s = Search(p, depth=2, nodes=10 ** 9, contempt=0)   # ...and none in the search
        s.run()
        assert s.best_score == negamax(p.own, p.opp, p.lost[p.turn], p.lost[1 - p.turn], 2, 0,
                                       {(p.own, p.opp)})
        checked += 1
    assert checked >= 5
