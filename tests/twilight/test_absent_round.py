"""An absent player (issue 22.7): one skip covers the rest of the round (his standing
orders: hold, no purchases, abstain) unless he answers, and a deadline changes no packet
already sent but goes out with the next ones."""
from ports.twilight.mail import pbem
from ports.twilight.rules import engine

from .test_absent import _auto, _gm
from .test_cli import _packets, new_game, run
from .test_pbem import make_table, one_orders_file


def _step(gm, desks, dirs, away):
    for p in gm.missing():
        if p not in away:
            gm.receive(one_orders_file(gm, desks, dirs, p))


def test_one_skip_covers_the_rest_of_the_round(tmp_path):
    gm, desks, dirs = make_table(tmp_path, seed=4)
    while gm.game.phase != "politik":
        _step(gm, desks, dirs, ())
        gm.resolve()
    rnd, skips, auto = gm.game.round, 0, 0
    while gm.game.round == rnd:
        _step(gm, desks, dirs, {3})
        auto += len(gm.skip_absent())
        if 3 in gm.missing():
            gm.skip(3)
            skips += 1
        assert gm.ready
        gm.resolve()
    assert skips == 1 and auto >= 1           # one command for the whole round
    # the next round waits for him again
    _step(gm, desks, dirs, {3})
    assert gm.skip_absent() == [] and gm.missing() == [3]
    assert pbem.GameMaster.open(gm.folder, "spielleiter-geheim").absent() == []


def test_an_answer_brings_him_back(tmp_path):
    gm, desks, dirs = make_table(tmp_path, seed=4)
    while gm.game.phase != "politik":
        _step(gm, desks, dirs, ())
        gm.resolve()
    rnd = gm.game.round
    _step(gm, desks, dirs, {3})
    gm.skip(3)
    gm.resolve()
    _step(gm, desks, dirs, ())                # now he answers
    assert gm.ready and gm.absent() == []
    gm.resolve()
    if gm.game.round == rnd and 3 in engine.missing(gm.game):
        _step(gm, desks, dirs, {3})
        assert gm.skip_absent() == [] and 3 in gm.missing()


def test_the_deadline_goes_out_with_the_next_packets(tmp_path, pwfiles, capsys):
    d, out = new_game(capsys, tmp_path, "--seed", 3)
    out = _gm(capsys, tmp_path, "deadline", d, "--bis", "2099-01-01")
    assert "Neue Pakete" not in out
    first = {f"S{i}": d / "ausgang" / f"paket_0000_S{i}.txt" for i in range(1, 5)}
    _auto(capsys, tmp_path, {k: str(v) for k, v in first.items()}, d, ["S1", "S2", "S3", "S4"])
    out = _gm(capsys, tmp_path, "run", d)
    assert "Neue Pakete" in out
    code, shown = run(capsys, "player", "show", _packets(out)["S2"])
    assert "Frist: bis 2099-01-01 00:00 (UTC)" in shown
