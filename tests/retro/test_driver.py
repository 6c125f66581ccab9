"""retro.driver: the computer's pace in seconds, its slices within the frame's budget, the
messages a screen listens to, and hints; on the toy game of test_play (Nim), with fake clocks."""
from retro.driver import DEMO, FAST, PLAY, Driver, Ended, Hinted, Pace, TurnBegan
from retro.play import GeneratorThinker, Match, Played, Rebuilt, Seat, Thinker

from test_play import RULES, SETTINGS, Nim, Take


class Clock:
    """Seconds that pass only when a test says so."""

    def __init__(self):
        self.t = 0.0

    def __call__(self):
        return self.t


def cpu_match(seed=1):
    return Match(RULES, SETTINGS, seed, [Seat.cpu("random"), Seat.cpu("random")])


def test_the_pace_is_in_seconds_on_the_drivers_clock():
    clock = Clock()
    d = Driver(cpu_match(), Pace(play=0.5, demo=0.2), PLAY, clock=clock)
    assert not d.frame(8)                               # the board is seen first
    clock.t = 0.5
    assert d.frame(8) and len(d.match.log) == 1
    for _ in range(10):                                 # frames, but no time passes
        assert not d.frame(8)
    assert len(d.match.log) == 1
    clock.t = 0.99
    assert not d.frame(8)
    clock.t = 1.0
    assert d.frame(8) and len(d.match.log) == 2         # one action, then the pace again
    d.mode = DEMO
    clock.t = 1.25
    assert d.frame(8) and len(d.match.log) == 3
    assert d.seconds == 0.2


def test_no_pace_plays_what_fits_into_the_frame():
    d = Driver(cpu_match(), Pace(), FAST, clock=Clock())
    d.frame(1000)
    assert d.match.over


def test_a_humans_action_is_never_paced():
    clock = Clock()
    m = Match(RULES, SETTINGS, 2, [Seat.human(), Seat.cpu("random")])
    d = Driver(m, Pace(play=5.0), clock=clock)
    m.play(0, Take(1))
    assert d.frame(8) and len(m.log) == 2               # the computer answers at once
    m.play(0, Take(1))
    assert d.frame(8) and len(m.log) == 4              # however soon the human answered


def test_the_pace_spaces_the_computers_actions_in_a_row():
    clock = Clock()
    m = Match(RULES, SETTINGS, 2, [Seat.cpu("random"), Seat.cpu("random")])
    d = Driver(m, Pace(play=5.0), clock=clock)
    assert not d.frame(8) and m.log == []
    clock.t = 5.0
    assert d.frame(8) and not d.frame(8) and len(m.log) == 1
    m.undo()                                            # an undo: on at once
    assert d.frame(8) and len(m.log) == 1
    m.new_game()                                        # a new game: the board first
    assert not d.frame(8) and m.log == []


class Slow(Thinker):
    """A computer that needs 20 ms of the fake timer and thinks in the budgets it is given."""

    def __init__(self, timer, budgets):
        self.timer, self.budgets, self.spent = timer, budgets, 0.0

    def step(self, budget_ms):
        self.budgets.append(budget_ms)
        work = min(max(budget_ms, 0.5), 20.0 - self.spent)
        self.spent += work
        self.timer.t += work / 1000.0
        if self.spent >= 20.0:
            self.done, self.action = True, Take(1)
        return self.action


def test_the_computer_thinks_in_slices_within_the_frames_budget():
    timer, budgets = Clock(), []

    class SlowNim(Nim):
        def thinker(self, st, player, level, dice):
            return Slow(timer, budgets)

    m = Match(SlowNim(), SETTINGS, 1, [Seat.cpu(), Seat.cpu()])
    m.timer = timer
    d = Driver(m, clock=Clock(), timer=timer)
    frames = []
    while not m.log:
        t0 = timer.t
        d.frame(4.0)
        frames.append((timer.t - t0) * 1000.0)
    assert len(frames) == 5                             # 20 ms of thought in 4 ms slices
    assert max(frames) <= 4.0 + 1e-9
    assert all(b <= 4.0 + 1e-9 for b in budgets)
    d.mode = FAST                                       # the fast mode's slice is larger
    t0 = timer.t
    d.frame(4.0)
    assert (timer.t - t0) * 1000.0 <= d.fast_ms + 1e-9 and (timer.t - t0) * 1000.0 > 4.0


def test_messages_instead_of_polling():
    m = Match(RULES, SETTINGS, 3, [Seat.human(), Seat.cpu("random")])
    d = Driver(m, clock=Clock())
    heard = []
    d.listen(heard.append)
    d.announce()
    assert heard == [TurnBegan((0,), (0,))]
    d.announce()                                        # told once
    assert len(heard) == 1
    m.play(0, Take(1))
    assert isinstance(heard[1], Played) and heard[2] == TurnBegan((1,), (1,))
    d.frame(8)
    assert isinstance(heard[3], Played) and heard[4] == TurnBegan((0,), (0,))
    m.undo()
    assert isinstance(heard[5], Rebuilt) and isinstance(heard[6], TurnBegan)
    while not m.over:
        if m.humans_awaited():
            m.play(0, Take(1))
        d.frame(8)
    ends = [x for x in heard if isinstance(x, Ended)]
    assert len(ends) == 1 and ends[0].outcome == m.outcome
    d.frame(8)
    assert len([x for x in heard if isinstance(x, Ended)]) == 1


def test_wait_holds_the_computer_back():
    waiting = [True]
    d = Driver(cpu_match(), clock=Clock(), wait=lambda: waiting[0])
    assert not d.frame(8) and d.match.log == []
    waiting[0] = False
    assert d.frame(8)


def test_hints_think_in_the_same_slices_and_go_stale():
    m = Match(RULES, SETTINGS, 5, [Seat.human(), Seat.human()])
    d = Driver(m, clock=Clock())
    heard = []
    d.listen(heard.append)
    d.hint(0, "perfect")                                # five slices of pretended work
    for _ in range(5):
        d.frame(0)
        assert d.hinting and not any(isinstance(x, Hinted) for x in heard)
    d.frame(0)
    hints = [x for x in heard if isinstance(x, Hinted)]
    assert hints == [Hinted(0, Take(m.state.heap % 4 or 1))] and not d.hinting
    d.hint(0, "perfect")
    m.play(0, Take(1))                                  # the position changed: stale
    assert not d.hinting
    for _ in range(8):
        d.frame(0)
    assert len([x for x in heard if isinstance(x, Hinted)]) == 1


def test_the_driver_knows_a_generator_thinker():
    # the ports' thinkers are GeneratorThinkers: one piece of work a frame at the least
    steps = []

    class Gen(Nim):
        def thinker(self, st, player, level, dice):
            def g():
                for i in range(3):
                    steps.append(i)
                    yield
                return Take(1)
            return GeneratorThinker(g())

    m = Match(Gen(), SETTINGS, 1, [Seat.cpu(), Seat.cpu()])
    d = Driver(m, clock=Clock())
    for _ in range(4):
        d.frame(0)
    assert len(m.log) == 1 and steps == [0, 1, 2]


def test_the_example_scene_in_the_design_document_works():
    # docs/DESIGN.md shows a game screen on the driver: it runs headless on the toy game
    import re
    from pathlib import Path

    from retro import driver
    from retro.input import Input
    from retro.scenes import App, Scene
    doc = (Path(__file__).resolve().parents[2] / "docs" / "DESIGN.md").read_text(encoding="utf-8")
    code = re.findall(r"```python\n(.*?)```", doc, re.S)[1]
    space = {"Scene": Scene, **{n: getattr(driver, n) for n in driver.__all__}}
    exec(compile(code, "DESIGN.md", "exec"), space)
    m = Match(RULES, SETTINGS, 4, [Seat.human(), Seat.cpu("random")])
    table = space["Table"](m)
    app = App(table, think_ms=0)
    assert table.alert == "your turn"
    table.alert = None
    m.play(0, Take(1))
    app.think_ms = 8
    app.frame(Input())
    assert len(m.log) == 2 and table.alert == "your turn"   # the computer answered at once
    app.frame(Input(pressed={"L"}))
    app.frame(Input(keys={"H"}))
    for _ in range(3):
        app.frame(Input())
    assert table.hint is not None
    for _ in range(100):
        if m.over:
            break
        app.frame(Input(pressed={"L"}))               # the alert answered: the computer goes on
        if not m.over and m.humans_awaited():
            m.play(0, Take(1))
    assert m.over and table.alert == "over: last"


# -- the screen of docs/DESIGN.md, from the page --------------------------------------------------
def _design_table():
    """The minimal port and the minimal game screen of docs/DESIGN.md, as the page has them."""
    import pathlib
    import re

    from retro.scenes import Scene
    text = (pathlib.Path(__file__).resolve().parents[2] / "docs" / "DESIGN.md").read_text(encoding="utf-8")

    def block(after):
        return re.search(r"```python\n(.*?)```", text[text.index(after):], re.S).group(1)
    space = {"__name__": "design_table", "Scene": Scene, "Driver": Driver, "Pace": Pace, "DEMO": DEMO,
             "PLAY": PLAY, "TurnBegan": TurnBegan, "Ended": Ended, "Hinted": Hinted}
    exec(block("A whole port, as small as it can be"), space)
    exec(block("### The driver"), space)
    return space


def test_the_designs_game_screen_plays_hints_starts_again_and_lets_go():
    from retro.input import Input
    from retro.scenes import App, Scene
    page = _design_table()
    match = Match(page["Nim"](), {"heap": 20}, 1, [Seat.human(), Seat.cpu()])
    app = App(Scene(), think_ms=8)
    table = page["Table"](match)
    app.push(table)
    assert table.machine == "st_low" and not table.is_demo
    assert table.alert == "your turn"                   # announced when it entered
    app.frame(Input(keys={"H"}), draw=False)
    for _ in range(20):
        if table.hint is not None:
            break
        app.frame(Input(), draw=False)
    assert table.hint in match.rules.legal(match.state, 0)
    match.play(0, table.hint)
    app.frame(Input(pressed={"L"}), draw=False)        # a click puts the alert away
    for _ in range(100):                                # 0.3 s at most, the pace, then its answer
        app.frame(Input(), draw=False)
        if len(match.log) == 2:
            break
    assert len(match.log) == 2 and table.alert == "your turn"
    app.frame(Input(keys={"N"}), draw=False)            # a new game in the same Match
    assert match.log == [] and match.seed == 2 and match.state["turn"] == 0
    app.frame(Input(keys={"ESCAPE"}), draw=False)
    assert app.top is not table and table.driver._heard not in match.listeners


def test_the_designs_game_screen_as_a_demo_plays_to_the_end():
    from retro.input import Input
    from retro.scenes import App, Scene
    page = _design_table()
    match = Match(page["Nim"](), {"heap": 20}, 3, [Seat.cpu(), Seat.cpu()])
    app = App(Scene(), think_ms=8)
    table = page["Table"](match, demo=True)
    app.push(table)
    assert table.is_demo and table.driver.mode == DEMO
    for _ in range(2000):
        app.frame(Input(), draw=False)
        if table.alert:
            break
    assert match.outcome is not None and table.alert == "over: last"
