"""The balance of the computer races (issue 22.10): of equal skill, every race wins near its
fair share; the table and its intervals (computer/balance.py)."""
from ports.twilight.computer import ai, balance
from ports.twilight.match import RULES
from ports.twilight.rules import politics

from .helpers import game


def test_the_table_gives_the_fair_share_and_its_interval():
    lines = [{"players": 4, "progress": {"a": {}, "b": {}, "c": {}, "d": {}}, "winner": ["a" if i < 50 else "b"],
              "how": "herrscher" if i else "militaer"} for i in range(100)]
    t = balance.table(lines)
    a = t["races"]["a"]
    assert (a["games"], a["wins"], a["fair"]) == (100, 50, 25.0)
    assert a["ratio"] == 2.0 and round(a["high"] - a["ratio"], 2) == 0.34   # 1.96 * sqrt(100 * 1/4 * 3/4) / 25
    assert t["races"]["c"]["ratio"] == 0 and t["victories"] == {"militaer": 1, "herrscher": 99}
    assert "| a | 100 | 50 | 25.0 | 2.00 (1.66-2.34) |" in balance.text(t) and "military 1.0 %" in balance.text(t)


def test_computer_races_of_equal_skill_win_near_their_fair_share():
    # [seed "Spielziel", "militärischer Sieg"] the throne and three foreign home systems are
    # both ways to win. The first 40 of the measured games at 4, 5 and 6 players (the table
    # in original_docs/twilight.md; 120 games, under a minute): before the planner stopped the
    # leader, the L1Z1X won 2.72 times their share here and the Jol-Nar 0.40. The military
    # victory a real route: 5 of these 120 (15 of the 300, 5.0 %) since the conquerors besiege
    # a home (troops aboard for its next planet) and bring every carrier that is not full.
    # With the income of the rules (issue 35, the default) the races win 0.73-1.37 times their
    # share here, 5 by conquest (16 of the 300, 5.3 %)
    t = balance.table(balance.games(RULES, 40))
    ratios = {race: round(r["ratio"], 2) for race, r in t["races"].items()}
    assert len(ratios) == 10
    assert max(ratios.values()) <= 2.0 and min(ratios.values()) >= 0.4, ratios
    assert t["victories"].get("militaer", 0) >= 3, t["victories"]


def test_the_xxcha_buy_a_brake_on_them_off_the_table():
    # [TI2] the Xxcha may pay to discard a political card: the planner does it when a law that
    # holds back whoever is ahead comes up and he would vote against it
    g = game(4, seed=3)
    p = next(i for i, pl in enumerate(g.players) if pl.race != "xxcha")
    g.players[p].race = "xxcha"
    g.players[p].progress = 2                 # ahead of the others: the council would brake him
    g.players[p].credits = 40
    g.political_card = "council"
    orders = ai.orders_for(g, p)
    assert any(o.VERB == "VERWERFEN" for o in orders) and not any(o.VERB == "STIMME" for o in orders)
    g.players[p].credits = politics.XXCHA_DISCARD_COST      # not enough to spare: he votes
    assert any(o.VERB == "STIMME" for o in ai.orders_for(g, p))
