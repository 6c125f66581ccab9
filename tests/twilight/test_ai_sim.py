"""Computer races, reproducibility, history, the sim and the hot seat."""
import json

from ports.twilight import ai, engine, history, port
from ports.twilight.hotseat import HotSeat
from ports.twilight.state import Settings

from .helpers import game


def _finish(g, limit=400):
    n = 0
    while g.phase != "ende" and n < limit:
        ai.play_round_of_orders(g)
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


def test_step_through_and_roll_back():
    g = game(3, seed=2)
    for _ in range(8):
        ai.play_round_of_orders(g)
    snaps = list(history.steps(g.settings, g.record))
    assert len(snaps) == len(g.record) + 1
    assert history.digest(snaps[-1][1]) == history.digest(g)
    back = history.rollback(g, 2)
    assert history.digest(back) == history.digest(snaps[-3][1])
    assert back.record == g.record[:-2]


def test_planner_thinks_in_slices():
    g = game(4, seed=6)
    while g.phase != "bewegung":
        ai.play_round_of_orders(g)
    p = engine.awaited(g)[0]
    pl = ai.Planner(g, p)
    slices = 0
    while not pl.step(0.0):      # the smallest budget: one decision per call
        slices += 1
        assert slices < 100
    assert slices >= 1
    assert pl.orders == ai.orders_for(g, p)


def test_sim_prints_one_json_line_per_game(capsys):
    assert port.sim(["--players", "3", "--seed", "5", "--games", "2"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 2
    for line in lines:
        d = json.loads(line)
        assert d["players"] == 3 and d["winner"] and d["how"] and d["rounds"] >= 1
        assert len(d["progress"]) == 3
    assert port.MACHINE == "amiga_hires_lace" and not hasattr(port, "start")


def test_sim_refuses_two_players(capsys):
    assert port.sim(["--players", "2"]) == 2
    assert "Spieler" in capsys.readouterr().out


def test_hot_seat_with_one_human():
    hs = HotSeat(Settings(players=3, seed=3), humans=[0])
    for _ in range(20):
        hs.step(5.0)
    assert hs.waiting_for() == [0] and hs.game.phase == "politik"
    hs.give(0, "S1 STIMME fuer=" + ("ja" if hs.game.political_card not in ("thalnos", "execution") else "S1"))
    for _ in range(20):
        if hs.step(5.0):
            break
    assert hs.game.phase != "politik"
