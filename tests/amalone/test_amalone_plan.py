"""The plan for uneven marbles (issue 35.1, evaluation.PLAN): with it on, a position in which one
side has lost more marbles counts the centre double, cohesion 30 a pair, trades at 50 and no
BREAK_* terms, for both sides alike; even positions are judged as without it. It is on by
default since it was measured (PLAN = 0 turns it off): original_docs/amalone.md has the figures."""
from ports.amalone import converting, evaluation, port
from ports.amalone.evaluation import centre, static
from ports.amalone.rules import Position


def _value(p: Position) -> int:
    return static(p.own, p.opp, p.lost[p.turn], p.lost[1 - p.turn], centre(p.own, p.opp))


def test_on_by_default_and_even_positions_are_judged_as_without_it(monkeypatch):
    assert evaluation.PLAN == 1
    even = [Position.opening(name) for name in ("standard", "belgian", "german")]
    even += [p for p in map(converting.suite_position, converting.load_suite())
             if p.lost[0] == p.lost[1]]
    with_plan = [_value(p) for p in even]
    monkeypatch.setattr(evaluation, "PLAN", 0)
    assert [_value(p) for p in even] == with_plan


def test_uneven_positions_take_the_plans_weights(monkeypatch):
    caps = [converting.suite_position(e) for e in converting.load_suite("caps")]
    monkeypatch.setattr(evaluation, "PLAN", 1)
    with_plan = [_value(p) for p in caps]
    # the same as the plain evaluation with the plan's cohesion, trade and no BREAK terms, plus
    # the centre term once more (counted double)
    monkeypatch.setattr(evaluation, "PLAN", 0)
    monkeypatch.setattr(evaluation, "COHESION", evaluation.PLAN_COHESION)
    monkeypatch.setattr(evaluation, "MATERIAL", evaluation.material(evaluation.MARBLE, 50))
    for name in ("BREAK_OUT", "BREAK_CONTACT", "BREAK_PAIRS"):
        monkeypatch.setattr(evaluation, name, 0)
    assert evaluation.PLAN_CENTRE == 200 and evaluation.PLAN_TRADE == 50
    assert with_plan == [_value(p) + centre(p.own, p.opp) for p in caps]


def test_a_scattered_lead_counts_less_with_the_plan(monkeypatch):
    # the cap positions: the side behind in one group in the centre, the leader (to move)
    # spread round it; the plan sees most of the lead paid for
    caps = [converting.suite_position(e) for e in converting.load_suite("caps")]
    monkeypatch.setattr(evaluation, "PLAN", 1)
    with_plan = [_value(p) for p in caps]
    monkeypatch.setattr(evaluation, "PLAN", 0)
    without = [_value(p) for p in caps]
    assert sum(a < b for a, b in zip(with_plan, without)) >= 25
    assert sum(with_plan) < sum(without) - 29 * 500


def test_the_bench_switches_the_plan_on_and_rebuilds_its_scale(monkeypatch, capsys):
    monkeypatch.setattr(evaluation, "PLAN", 0)
    monkeypatch.setattr(evaluation, "PLAN_TRADE", 50)
    try:
        assert port.bench(["--only", "convert", "--convert", "1", "--convert-ms", "5",
                           "--against", "greedy", "--convert-plies", "2",
                           "--set", "PLAN=1", "--set", "PLAN_TRADE=100"]) == 0
        assert evaluation.PLAN == 1
        assert evaluation.PLAN_MATERIAL == (0, 1000, 2100, 3300, 4600, 6000)
    finally:
        evaluation.PLAN_MATERIAL = evaluation.material(evaluation.MARBLE, 50)
    out = capsys.readouterr().out
    assert "set      evaluation.PLAN = 1" in out and "convert  against greedy" in out
