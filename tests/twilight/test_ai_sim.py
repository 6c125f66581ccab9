"""Computer races, reproducibility, history, the sim and the hot seat."""
import json

import pytest

from retro import simulate
from retro.play import Match, Refusal, Seat, play_out

from ports.twilight import ai, engine, history, port
from ports.twilight.match import RULES
from ports.twilight.notation import parse_orders
from ports.twilight.state import Settings

from .helpers import game, run_phase


def _finish(g, limit=400):
    n = 0
    while g.phase != "ende" and n < limit:
        run_phase(g)
        n += 1
    return g


def test_computer_game_ends_with_a_winner_and_is_reproducible():
    a = _finish(game(4, seed=4))
    b = _finish(game(4, seed=4))
    assert a.phase == "ende" and a.winners and a.victory in ("herrscher", "militaer", "runden")
    assert a.record == b.record and history.digest(a) == history.digest(b)
    # settings + seed + orders give the same game again
    c = history.replay(a.settings, a.record)
    assert history.digest(c) == history.digest(a)
    # and the same game through the game protocol's Match
    m = play_out(Match(RULES, a.settings, 4, [Seat.cpu()] * 4, checkpoints=False))
    assert m.state.record == a.record and history.digest(m.state) == history.digest(a)


def test_step_through_and_roll_back():
    g = game(3, seed=2)
    for _ in range(8):
        run_phase(g)
    snaps = list(history.steps(g.settings, g.record))
    assert len(snaps) == len(g.record) + 1
    assert history.digest(snaps[-1][1]) == history.digest(g)
    back = history.rollback(g, 2)
    assert history.digest(back) == history.digest(snaps[-3][1])
    assert back.record == g.record[:-2]


def test_planner_thinks_in_slices():
    g = game(4, seed=6)
    while g.phase != "bewegung":
        run_phase(g)
    p = engine.awaited(g)[0]
    pl = ai.Planner(g, p)
    slices = 0
    while pl.step(0.0) is None:      # the smallest budget: one decision per call
        slices += 1
        assert slices < 100
    assert slices >= 1 and pl.done and pl.slices == slices
    assert pl.action.player == p and list(pl.action.orders) == ai.orders_for(g, p)
    assert pl.step(0.0) is pl.action                       # decided: it stays decided


def _sim(capsys, *argv):
    code = simulate.run(port, [str(a) for a in argv])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_sim_prints_one_json_line_per_game(capsys):
    code, out, _ = _sim(capsys, "--players", 3, "--seed", 5, "--games", 2)
    assert code == 0
    lines = out.strip().splitlines()
    assert len(lines) == 2
    for line in lines:
        d = json.loads(line)
        assert d["players"] == 3 and d["winner"] and d["how"] and d["rounds"] >= 1
        assert len(d["progress"]) == 3
    assert port.MACHINE == "amiga_hires_lace" and not hasattr(port, "start")


def test_sim_refuses_two_players(capsys):
    code, out, err = _sim(capsys, "--players", 2)
    assert code == 2 and "Spieler" in err and not out


def test_hot_seat_with_one_human():
    # pbem: on one machine the program is the game master: a Match with a human seat
    m = Match(RULES, Settings(players=3, seed=3), 3, [Seat.human(), Seat.cpu(), Seat.cpu()])
    for _ in range(20):
        m.think(5.0)
    assert m.humans_awaited() == [0] and m.state.phase == "politik"
    before = RULES.snapshot(m.state)
    with pytest.raises(Refusal):                    # a refused order changes nothing
        m.play(0, parse_orders("S1 BAU planet=Jord einheit=Kreuzer"))
    assert RULES.snapshot(m.state) == before and m.humans_awaited() == [0]
    vote = "ja" if m.state.political_card not in ("thalnos", "execution") else "S1"
    m.play(0, parse_orders("S1 STIMME fuer=" + vote))
    for _ in range(20):
        m.think(5.0)
        if m.state.phase != "politik":
            break
    assert m.state.phase != "politik"


def test_computer_games_are_the_games_they_were_before_typed_orders():
    # decide (original_docs "Order notation"): the record keeps the orders' text as it always
    # did, so the fingerprint of a whole computer game (its state and its record, without the
    # log) is the one the program with string orders gave for the same settings and seed
    cases = [(Settings(players=5, seed=7), "d971d989902881d8", 58),
             (Settings(players=4, seed=2, map_mode="bauen", race_mode="wunsch", home_mode="bieten"),
              "cd259587b6bf90bc", 109)]
    for settings, digest, steps in cases:
        m = play_out(Match(RULES, settings, settings.seed, [Seat.cpu()] * settings.players, checkpoints=False))
        assert (history.digest(m.state), len(m.state.record)) == (digest, steps)
