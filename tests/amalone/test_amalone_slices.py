"""The search keeps to its slice (issue 35): a piece of it (between two yields) starts only
while one as long as the longest so far still fits, as retro.thinking's slices do, and it
remembers a rare long piece among hundreds of short ones (ai.PIECE_FADE). On a clock the test
moves by hand, so nothing depends on the machine's speed."""
import pytest

from ports.amalone import ai
from ports.amalone.ai import Search
from ports.amalone.match import search_thinker
from ports.amalone.rules import Position


def _search_of(clock, costs) -> Search:
    s = Search(Position.opening("standard"), 3)

    def pieces():
        for ms in costs:
            clock.spend(ms)
            yield
    s._gen = pieces()
    return s


def _slices(clock, step, budget=8.0, most=500):
    used = []
    for _ in range(most):
        start = clock.now
        finished = step(budget)
        used.append((clock.now - start) * 1000)
        if finished:
            return used
    raise AssertionError("the pieces never ran out")


def test_the_search_starts_no_piece_that_would_not_fit(slice_clock, monkeypatch):
    # short pieces with a long one now and then: the search remembers it from slice to slice
    costs = [0.05] * 50
    for gap in (120, 137, 90, 143, 110, 145, 70, 140, 125, 146):
        costs += [2.0] + [0.05] * gap
    used = _slices(slice_clock, _search_of(slice_clock, costs).step)
    assert max(used) <= 8.0, used
    assert min(used[:-1]) >= 4.0, used          # and it used the room it had
    # forgetting at 3 % a piece, as a thinker of a few pieces a slice does, it would let a
    # long piece start too late
    monkeypatch.setattr(ai, "PIECE_FADE", 0.97)
    assert max(_slices(slice_clock, _search_of(slice_clock, costs).step)) > 8.0


def test_the_thinker_hands_the_searchs_longest_piece_on(slice_clock):
    s = _search_of(slice_clock, [0.05] * 20 + [1.5] + [0.05] * 40)
    th = search_thinker(s)
    th.longest = 0.0
    th.step(8.0)
    assert th.longest == pytest.approx(s.longest) and th.longest > 1.4e-3
    t2 = search_thinker(_search_of(slice_clock, [0.05] * 10))
    t2.longest = 3e-3                   # what the Match knew: the search starts knowing it
    t2.step(8.0)
    assert t2.search.longest >= 2.9e-3


class _CpuClock:
    """A CPU clock on the hand clock: it runs at `share` of the wall clock's pace (a loaded
    machine gives the process part of a core) and counts how often it is read."""

    def __init__(self, wall, share):
        self.wall, self.share, self.reads = wall, share, 0

    def __call__(self):
        self.reads += 1
        return self.wall.now * self.share


@pytest.mark.parametrize("share", [1.0, 0.5, 0.1])
def test_a_cpu_clock_is_read_only_when_the_time_may_be_up(slice_clock, monkeypatch, share):
    # issue 35: reading the CPU clock after every piece of search cost a tenth of the nodes in
    # the benchmarks (a system call); it runs no faster than the wall clock, so the search reads
    # it only when the wall clock says its movetime may be over, and stops at the same piece
    def pieces_until_stopped(clock):
        slice_clock.now = 0.0
        s = Search(Position.opening("standard"), 3, movetime_ms=100, clock=clock)

        def pieces():
            while True:
                slice_clock.spend(0.05)
                yield
        s._gen = pieces()
        n = 0
        while not s.step(8.0):
            n += 1
        return s, n

    every = _CpuClock(slice_clock, share)
    s_every, slices_every = pieces_until_stopped(every)          # an unknown clock: read each piece
    used_every = s_every.elapsed
    cpu = _CpuClock(slice_clock, share)
    monkeypatch.setattr(ai, "CPU_CLOCKS", (cpu,))
    s, slices = pieces_until_stopped(cpu)
    assert s.done and s.elapsed == pytest.approx(used_every) and slices == slices_every
    assert 0.1 <= s.elapsed < 0.1 + 0.05e-3 * share + 1e-9       # stopped by the first piece past it
    assert every.reads > 2000 / share
    # twice a slice (its start and end), and a few times when its time may be up
    assert cpu.reads < 3 * slices + 40 and cpu.reads * 20 < every.reads
