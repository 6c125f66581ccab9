"""Issue 35.3: a computer's thinking slice stays within its budget. On a clock the test moves
by hand (each piece of work and each play advances it by what it costs), so nothing here
depends on the machine's speed: a thinker does not start a piece that would not fit (as long
as the longest so far, a Match carrying that from one thinker to the next), and a decided
action whose play (a phase resolved) would not fit waits for the next slice."""
import pytest

from retro import thinking
from retro.play import GeneratorThinker, Match, Seat, play_out

from test_play import RULES, SETTINGS, Nim, Take


ONE = Take(1)


def _pieces(clock, costs, result=ONE):
    def gen():
        for ms in costs:
            clock.spend(ms)
            yield
        return result
    return GeneratorThinker(gen())


def test_a_thinker_starts_no_piece_that_would_not_fit(slice_clock):
    th = _pieces(slice_clock, [2.0] * 20)
    for _ in range(6):
        start = slice_clock.now
        assert th.step(8.0) is None
        used = (slice_clock.now - start) * 1000
        assert used <= 8.0, used
        assert used >= 4.0                 # and it used the room it had
    th = _pieces(slice_clock, [0.5, 0.5, 6.0, 0.5])
    start = slice_clock.now
    th.step(8.0)                           # a piece longer than any before runs over once ...
    assert (slice_clock.now - start) * 1000 == pytest.approx(7.0)
    start = slice_clock.now
    th.step(8.0)                           # ... and is expected after
    assert (slice_clock.now - start) * 1000 <= 8.0


def test_a_thinker_always_does_a_piece_so_it_gets_on(slice_clock):
    th = _pieces(slice_clock, [9.0, 9.0], Take(2))
    assert th.step(8.0) is None and th.step(8.0) is None
    assert th.step(8.0) == Take(2) and th.done


class SlowNim(Nim):
    """Nim whose computer thinks in pieces of 1 ms and whose moves cost 5 ms to play."""

    def __init__(self, clock):
        self.clock = clock

    def thinker(self, st, player, level, dice):
        return _pieces(self.clock, [1.0] * 3, Take(st.heap % 4 or 1))

    def apply(self, st, player, action):
        self.clock.spend(5.0)
        return super().apply(st, player, action)


def test_a_decided_action_whose_play_would_not_fit_waits_for_the_next_slice(slice_clock, monkeypatch):
    monkeypatch.setattr(thinking, "PLAY_COST", {})
    m = Match(SlowNim(slice_clock), SETTINGS, seed=5, seats=[Seat.cpu(), Seat.cpu()])
    m.timer = slice_clock
    worst = 0.0
    while m.outcome is None:
        start = slice_clock.now
        m.think(8.0)
        worst = max(worst, (slice_clock.now - start) * 1000)
    # the first play is not known to cost 5 ms: that one slice may run over; no other
    assert m.outcome is not None and len(m.log) > 4
    slices = []
    m2 = Match(SlowNim(slice_clock), SETTINGS, seed=5, seats=[Seat.cpu(), Seat.cpu()])
    m2.timer = slice_clock                      # the play's cost known from the game before
    while m2.outcome is None:
        start = slice_clock.now
        m2.think(8.0)
        slices.append((slice_clock.now - start) * 1000)
    assert max(slices) <= 8.0, slices
    assert [e.action for e in m2.log] == [e.action for e in m.log]       # the same game, only paced


def test_the_same_game_whatever_the_slices(slice_clock):
    a = Match(RULES, SETTINGS, seed=9, seats=[Seat.cpu(), Seat.cpu()])
    while a.outcome is None:
        a.think(0)
    b = Match(RULES, SETTINGS, seed=9, seats=[Seat.cpu(), Seat.cpu()])
    play_out(b)
    assert [e.action for e in a.log] == [e.action for e in b.log]
