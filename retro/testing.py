"""Helpers for headless tests and benchmarks: one pyxel per process, driven by Input values."""
from __future__ import annotations

import os

from . import screen
from .input import Input
from .machines import MACHINES, Machine


def ensure_pyxel(machine: Machine | str = "amiga_hires_lace") -> None:
    """Initialise pyxel headless once per process, then switch to `machine`."""
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    m = MACHINES[machine] if isinstance(machine, str) else machine
    if screen.initialised():
        screen.apply(m)
    else:
        screen.init(m, headless=True, fps=1000)


def click(x: int, y: int, button: str = "L", shift: bool = False) -> Input:
    return Input(x=x, y=y, pressed={button}, held={button}, shift=shift)


def press(*keys: str, shift: bool = False, text: str = "") -> Input:
    return Input(keys=set(keys), keys_held=set(keys), shift=shift, text=text)


def typed(text: str) -> Input:
    return Input(text=text)


def answer_a_box(monkey) -> None:
    """What a smart monkey does when a box is open on top of a game: random input, a list
    key, Return or Esc (the deep monkey tests of every port share it). `monkey` has `dice`,
    `key(name)` and `random_input()`."""
    d = monkey.dice
    r = d.below(10)
    if r < 4:
        monkey.random_input()
    elif r < 5:
        monkey.key(d.choice(["DOWN", "UP"]))
    elif r < 8:
        monkey.key("RETURN")
    else:
        monkey.key("ESCAPE")


def pixel(x: int, y: int) -> int:
    import pyxel

    return pyxel.pget(x, y)


# -- the protocol's conformance test, run over every port (tests/test_conformance.py) ----------
def conformance(rules, settings, seeds=(1, 2, 3), *, max_actions: int = 3000, levels=None,
                instant_levels=(), check_every: int = 17, think_positions: int = 6,
                must_end: bool = True) -> dict:
    """Check a port's Rules against the protocol (retro.play); AssertionError says what broke.

    For each seed: random legal play to the end (`rules.random_action`); every action's text
    parses back to the same action; no event is a finished sentence; undo then redo gives
    the same state; saving and loading mid-game and at the end gives the same state;
    replaying the log gives the same state. For each computer level: at `think_positions`
    positions of those games the thinker plays only legal actions, changes nothing while it
    thinks, and (but for `instant_levels`) yields control between slices. Returns what it saw, for the test's
    message (games, actions, endings, slices per level); it times nothing."""
    from .dice import Dice
    from .play import Match, Refusal

    levels = tuple(rules.levels if levels is None else levels)
    report = {"games": 0, "actions": [], "outcomes": [], "slices": {lv: 0 for lv in levels},
              "decisions": {lv: 0 for lv in levels}}
    positions = []
    for seed in seeds:
        m = Match(rules, settings, seed)
        dice = Dice(seed * 7919 + 13)
        n = 0
        if len(positions) < think_positions:
            positions.append((seed, 0, rules.copy(m.state)))
        while m.outcome is None and n < max_actions:
            who = m.awaited
            assert who, f"seed {seed}: nobody is awaited after {n} actions, and the game is not over"
            player = who[0] if len(who) == 1 else dice.choice(list(who))
            action = rules.random_action(m.state, player, dice)
            text = rules.spell(action, m.state)
            assert isinstance(text, str) and text and "\n" not in text, (seed, n, text)
            again = rules.parse(text, m.state)
            assert again == action, f"seed {seed}, action {n}: {text!r} parses to {again!r}, not {action!r}"
            try:
                events = m.play(player, action)
            except Refusal as e:
                raise AssertionError(f"seed {seed}, action {n}: the random legal action {text!r} "
                                     f"was refused: {e}") from None
            assert not any(isinstance(e, str) for e in events), \
                f"seed {seed}: events must be values, not sentences: {events!r}"
            n += 1
            if n % check_every == 0:
                _undo_redo_same(rules, m, seed, n)
                if len(positions) < think_positions and m.outcome is None:
                    positions.append((seed, n, rules.copy(m.state)))
            if n == max_actions // 2 or (n % (check_every * 5) == 0 and n < 200):
                _save_load_same(rules, m, seed, n)
        if must_end:
            assert m.outcome is not None, f"seed {seed}: no end after {max_actions} random actions"
        assert rules.snapshot(m.replayed()) == rules.snapshot(m.state), \
            f"seed {seed}: replaying the log gives another state"
        _save_load_same(rules, m, seed, n)
        report["games"] += 1
        report["actions"].append(n)
        report["outcomes"].append(m.outcome)
    for level in levels:
        for seed, n, state in positions:
            _thinker_is_legal(rules, state, level, seed, n, report,
                              sliced=level not in instant_levels)
        if level not in instant_levels and report["decisions"][level]:
            assert report["slices"][level] > 0, \
                f"level {level!r}: the computer never gave control back between slices"
    return report


def _undo_redo_same(rules, m, seed, n) -> None:
    from .play import Refusal
    if not m.can_undo():
        return
    before = rules.snapshot(m.state)
    length = len(m.log)
    try:
        taken = m.undo()
    except Refusal as e:
        raise AssertionError(f"seed {seed}, action {n}: can_undo() but undo refused: {e}") from None
    assert len(m.log) == length - len(taken)
    m.redo()
    assert len(m.log) == length and rules.snapshot(m.state) == before, \
        f"seed {seed}, action {n}: undo then redo gives another state"


def _save_load_same(rules, m, seed, n) -> None:
    from .play import Match
    text = m.to_text()
    again = Match.from_text(rules, text, settings=m.settings)
    assert rules.snapshot(again.state) == rules.snapshot(m.state), \
        f"seed {seed}, action {n}: saving and loading gives another state"
    assert again.texts() == m.texts()


def _thinker_is_legal(rules, state, level, seed, n, report, sliced: bool) -> None:
    from .dice import Dice
    from .play import Refusal
    before = rules.snapshot(state)
    for player in rules.awaited(state):
        th = rules.thinker(state, player, level, Dice(seed + n))
        steps = 0
        while True:
            a = th.step(0.0)           # the least budget there is: one piece of work
            if th.done:
                break
            steps += 1
            assert steps < 10_000_000, f"level {level!r}: the thinker never decides"
        try:
            rules.check(state, player, a)
        except Refusal as e:
            raise AssertionError(f"level {level!r}, seed {seed}, action {n}: the computer chose "
                                 f"{a!r}, which the rules refuse: {e}") from None
        report["decisions"][level] += 1
        report["slices"][level] += steps
        assert rules.snapshot(state) == before, \
            f"level {level!r}: the computer changed the state while thinking"
