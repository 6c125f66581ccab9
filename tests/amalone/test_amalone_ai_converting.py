"""Converting a lead (issue 25): the suite of positions, the defensive mover, the play-out,
the table kept between moves, and their benchmark lines (numbers, never compared here)."""
from ports.amalone import converting, port
from ports.amalone.ai import Search
from ports.amalone.rules import Position, pushoff_targets
from retro.dice import Dice


def test_the_suite_has_forty_positions_of_a_two_to_four_marble_lead_from_varied_games():
    suite = converting.load_suite()
    assert len(suite) >= 40
    sources = set()
    for entry in suite:
        p = converting.suite_position(entry)
        lead = abs(p.lost[0] - p.lost[1])
        assert 2 <= lead <= 4 and p.winner() is None and p.legal_moves()
        assert converting.leader(p) == p.turn             # the side ahead to move
        sources.add((entry["from"]["black"], entry["from"]["white"]))
    assert len(sources) >= 8                                # levels and styles, both colours
    assert {abs(e["lost"][0] - e["lost"][1]) for e in suite} >= {2, 3}


def test_the_defensive_mover_keeps_together_and_out_of_reach():
    dice = Dice(3)
    p = Position.opening("belgian")
    for _ in range(12):
        m = converting.defensive_move(p, dice)
        q = p.play(m)
        # it never leaves a marble the other side can push off next, when it can help it
        if any(not pushoff_targets(p.play(x).own, p.play(x).opp) for x in p.legal_moves()):
            assert not pushoff_targets(q.own, q.opp)
        p = q.play(Search(q, 2).run())


def test_play_out_ends_at_six_off_repetition_or_the_cap():
    p = Position.from_fields(["E2", "F0", "A0", "B6"], ["E4", "E7", "D6"], 0, lost=(0, 5))
    win = converting.searcher(None, level=2)
    assert converting.play_out(p, [win, win], Dice(1), 10)[0] == 0
    entry = converting.load_suite()[0]
    winner, plies, end, why = converting.play_out(
        converting.suite_position(entry), [win, win], Dice(1), 4)
    assert (why, plies) == ("cap", 4) or why == "six off"


def test_the_searcher_keeps_its_table_between_moves():
    play = converting.searcher(None, level=3)
    p = Position.opening("standard")
    play(p, [], Dice(1))
    size = len(play.last.tt)
    q = p.play(play.last.best_move)
    q = q.play(q.legal_moves()[0])
    play(q, [], Dice(1))
    assert len(play.last.tt) >= size                   # the first move's entries still there
    cleared = converting.searcher(None, level=3, keep=False)
    cleared(p, [], Dice(1))
    cleared(q, [], Dice(1))
    assert len(cleared.last.tt) < len(play.last.tt)


def test_wilson_interval():
    lo, hi = converting.wilson(9, 10)
    assert 0.59 < lo < 0.6 and 0.98 < hi < 0.99
    assert converting.wilson(0, 0) == (0.0, 1.0)


def test_the_bench_prints_the_table_converting_and_ladder_lines(capsys):
    assert port.bench(["--only", "table", "--table-plies", "3", "--table-ms", "20"]) == 0
    assert port.bench(["--only", "convert", "--convert", "1", "--convert-ms", "5",
                       "--against", "defensive,previous", "--convert-plies", "6"]) == 0
    assert port.bench(["--only", "ladder", "--ladder", "2", "--pairs", "2"]) == 0
    out = capsys.readouterr().out
    assert out.count("table    ") == 2 and "nodes/CPU s" in out
    assert "convert  against defensive" in out and "convert  against previous" in out
    assert "ladder   level 2 vs 1: 2 games" in out


def test_the_bench_sets_a_constant_for_a_run(capsys):
    from ports.amalone import evaluation
    was = evaluation.BREAK_OUT
    try:
        assert port.bench(["--only", "convert", "--convert", "1", "--convert-ms", "5",
                           "--against", "greedy", "--convert-plies", "4", "--cleared",
                           "--set", "BREAK_OUT=0"]) == 0
        assert evaluation.BREAK_OUT == 0
        assert "set      evaluation.BREAK_OUT = 0" in capsys.readouterr().out
    finally:
        evaluation.BREAK_OUT = was
