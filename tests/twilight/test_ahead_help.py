"""The packets before the economy and movement phases (issue 22.8): BAU, BEWEGE and FORSCHE
may be sent ahead, and the packet says so with the help the phase's own packet gives:
prices, docks, reachable systems, movement points, technologies and their costs."""
from ports.twilight.computer import ai
from ports.twilight.reports import orders_help, report
from ports.twilight.rules import engine, setup
from ports.twilight.rules.state import Settings


def _politics(flow=2):
    g = setup.new_game(Settings(players=4, seed=3, flow=flow))
    while g.phase != "politik":
        for p in engine.missing(g):
            engine.submit(g, p, ai.orders_for(g, p))
        engine.advance(g)
    return g


def _lines(fn, g, p):
    return [x.strip() for x in orders_help._PHASES[fn](g, p, f"S{p + 1}")]


def test_the_politics_packet_gives_the_economy_and_movement_help():
    g = _politics()
    for p in range(4):
        text = " ".join(report.orders_help(g, p).split())
        for phase in ("wirtschaft", "bewegung", "technologie"):
            for line in _lines(phase, g, p):
                words = " ".join(line.split())
                assert words[:60] in text, (phase, words)
        assert "BAU planet=" in text and "Bewegungspunkte" in text and "FORSCHE tech=" in text


def test_one_phase_at_a_time_shows_only_its_own():
    g = _politics(flow=1)
    text = report.orders_help(g, 0)
    assert "BAU planet=" not in text and "Bewegungspunkte" not in text
