"""The compact defender (issue 35): its evaluation, that it never offers a marble, that it
searches through our level 5's alpha-beta with its own evaluation; and the converting bench
reading the cap positions and playing against it."""
import re

import pytest

from ports.amalone import compact, converting, port
from ports.amalone.ai import Search
from ports.amalone.board import FIELDS, NEIGHBOUR, RING, SQ, mask_of
from ports.amalone.evaluation import centre
from ports.amalone.rules import Position, pushoff_targets
from retro.dice import Dice


def _value(own, opp=0):
    return compact.static(own, opp, 0, 0, centre(own, opp))


def test_its_evaluation_prefers_a_group_in_the_centre_to_marbles_apart_or_at_the_edge():
    group = mask_of([SQ["GG"]] + [NEIGHBOUR[d][SQ["GG"]] for d in range(6)])
    edge = [sq for sq in FIELDS if RING[4] >> sq & 1]
    apart = mask_of(edge[::3][:7])
    assert bin(apart).count("1") == 7
    assert _value(group) > _value(apart)
    # the same ring, together or apart: cohesion decides
    ring2 = [sq for sq in FIELDS if RING[2] >> sq & 1]
    together = next(mask_of([a, b]) for a in ring2 for b in ring2
                    if b in [NEIGHBOUR[d][a] for d in range(6)])
    alone = next(mask_of([a, b]) for a in ring2 for b in ring2
                 if a != b and b not in [NEIGHBOUR[d][a] for d in range(6)])
    assert _value(together) > _value(alone)
    # and a marble the other side can push off next costs it
    p = Position.from_fields(["A7", "A8"], ["A6", "GG"], 1)   # white to move, A6 in reach
    assert pushoff_targets(p.opp, p.own)
    safe = Position.from_fields(["A7", "A8"], ["A5", "GG"], 1)
    assert _value(p.own, p.opp) < _value(safe.own, safe.opp) - compact.OFFERED // 2


@pytest.mark.parametrize("n", [0, 7, 14, 21])
def test_it_never_offers_a_marble_where_a_one_ply_check_sees_one(n):
    entry = converting.load_suite("caps")[n]
    p = converting.suite_position(entry)
    dice = Dice(n)
    defend = compact.player(None, level=2)
    for _ in range(6):
        if p.winner() is not None:
            break
        p = p.play(Search(p, 2, dice=dice).run())         # the leader
        if p.winner() is not None:
            break
        m = defend(p, [], dice)
        q = p.play(m)
        avoidable = any(not pushoff_targets(p.play(x).own, p.play(x).opp) for x in p.legal_moves())
        if avoidable:
            assert not pushoff_targets(q.own, q.opp), (n, m)
        p = q


def test_it_searches_through_level_fives_alpha_beta_with_its_own_evaluation():
    p = Position.opening("belgian")
    s = Search(p, 5, depth=1, evaluation=compact.static, dice=Dice(2))
    m = s.run()
    values = {}
    for x in p.legal_moves():
        q = p.play_unchecked(x)
        if not pushoff_targets(q.own, q.opp):     # (after the others its leaf looks at a push-off)
            values[x] = -compact.static(q.own, q.opp, q.lost[q.turn], q.lost[1 - q.turn],
                                        centre(q.own, q.opp))
    assert s.best_score == max(values.values()) == values[m]
    ours = Search(p, 5, depth=1, dice=Dice(2))
    ours.run()
    assert ours.best_score != s.best_score            # judged by another evaluation
    # the player: as deep as its CPU time allows (level 5's search), or level 5's own limits
    play = compact.player(40)
    play(p, [], Dice(1))
    assert play.last.movetime == 0.04 and play.last.max_depth == 60
    assert play.last._static is compact.static and play.last.depth_done >= 1
    assert compact.search(p).max_depth == 6 and compact.search(p).max_nodes == 250_000


def test_the_root_plays_only_safe_moves_when_it_has_them():
    p = converting.suite_position(converting.load_suite("caps")[3])
    q = p.play(Search(p, 2, dice=Dice(1)).run())
    safe = compact.safe_moves(q)
    assert safe and safe <= set(q.legal_moves())
    s = compact.search(q, dice=Dice(1))
    assert set(s._moves) == safe


def test_the_cap_positions_are_leads_with_the_leader_to_move():
    caps = converting.load_suite("caps")
    assert len(caps) == 29
    for entry in caps:
        p = converting.suite_position(entry)
        assert 2 <= abs(p.lost[0] - p.lost[1]) <= 4 and p.winner() is None
        assert converting.leader(p) == p.turn
    assert converting.load_suite(converting.CAPS) == caps
    assert converting.load_suite() == converting.load_suite("suite")


def test_the_bench_converts_the_cap_positions_against_the_compact_defender(capsys, tmp_path):
    assert port.bench(["--only", "convert", "--suite", "caps", "--convert", "1",
                       "--convert-from", "2", "--convert-ms", "5", "--against", "compact",
                       "--convert-plies", "4", "--verbose"]) == 0
    out = capsys.readouterr().out
    assert "convert  against compact" in out and "0/1 won" in out
    # four plies from a 3-0 lead: still at the cap, whatever the clock let each side see
    assert re.search(r"not won \(position: why, marbles off defender-leader\): 3: cap [345]-[012]\b", out)
    for bad in (["--suite", str(tmp_path / "none.json")], ["--against", "nobody"]):
        with pytest.raises(SystemExit):
            port.bench(["--only", "convert", "--convert", "1", "--convert-ms", "5"] + bad)


def test_safe_root_switch_restricts_only_the_side_ahead(monkeypatch):
    from ports.amalone import ai
    p = converting.suite_position(converting.load_suite("caps")[3])     # the leader to move
    safe = ai.safe_moves(p)
    assert safe and safe < set(p.legal_moves())
    assert set(Search(p, 3)._moves) == set(p.legal_moves())             # off: as before
    monkeypatch.setattr(ai, "SAFE_ROOT", 1)
    assert set(Search(p, 3)._moves) == safe
    q = p.play(sorted(safe)[0])                                          # the side behind
    assert set(Search(q, 3)._moves) == set(q.legal_moves())


def test_the_bench_takes_positions_by_id_with_their_own_dice(monkeypatch, capsys):
    # --ids 1,4,7..: the first position of each capped game (issue 35.1's 2 s run); each keeps
    # the dice of its place in the suite, so a run by ids and a run over the whole suite agree
    states = []

    def played(pos, players, dice, max_plies):
        states.append(dice.state)
        return None, max_plies, pos, "cap"
    monkeypatch.setattr(converting, "play_out", played)
    assert port.bench(["--only", "convert", "--suite", "caps", "--convert", "999",
                       "--convert-ms", "5", "--against", "greedy", "--ids", "4,1,27"]) == 0
    assert "0/3 won" in capsys.readouterr().out
    assert port.bench(["--only", "convert", "--suite", "caps", "--convert", "999",
                       "--convert-ms", "5", "--against", "greedy"]) == 0
    by_ids, whole = states[:3], states[3:]
    assert len(whole) == 29 and by_ids == [whole[0], whole[3], whole[26]]   # the suite's order
    for bad in ("1,99", "one"):
        with pytest.raises(SystemExit):
            port.bench(["--only", "convert", "--suite", "caps", "--convert-ms", "5",
                        "--against", "greedy", "--ids", bad])


def test_the_bench_gives_the_opponent_its_own_time_and_can_mirror(monkeypatch, capsys):
    # issue 35: a leader given more CPU than the defender measures what a faster search is
    # worth; the defender leading against itself measures how many leads an equal player takes
    made = []

    def searcher(ms, keep=True):
        made.append(("ours", ms))
        return lambda pos, keys, dice: None

    def defender(ms):
        made.append(("compact", ms))
        return lambda pos, keys, dice: None
    monkeypatch.setattr(converting, "searcher", searcher)
    monkeypatch.setattr(compact, "player", defender)
    assert port.bench(["--only", "convert", "--suite", "caps", "--convert", "1",
                       "--convert-ms", "600", "--against-ms", "100", "--against", "compact"]) == 0
    assert made == [("ours", 600), ("compact", 100)]
    out = capsys.readouterr().out
    assert "at 600 ms CPU (the opponent 100 ms): 0/1 won" in out
    made.clear()
    assert port.bench(["--only", "convert", "--suite", "caps", "--convert", "1",
                       "--convert-ms", "50", "--against", "compact", "--leader", "compact"]) == 0
    assert made == [("compact", 50), ("compact", 50)]
    assert "convert  against compact   (leader: compact) at 50 ms CPU: 0/1 won" in capsys.readouterr().out
    made.clear()
    assert port.bench(["--only", "convert", "--suite", "caps", "--convert", "1",
                       "--convert-ms", "50", "--against", "ours"]) == 0
    assert made == [("ours", 50), ("ours", 50)]
    for bad in (["--against-ms", "0"], ["--leader", "nobody"]):
        with pytest.raises(SystemExit):
            port.bench(["--only", "convert", "--suite", "caps", "--convert", "1",
                        "--against", "compact"] + bad)
