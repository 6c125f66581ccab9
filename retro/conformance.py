"""The game protocol's conformance test (retro.play), run over every port by
tests/test_conformance.py from each port's `conformance_case()`. Pure: no pyxel.

    report = conformance(RULES, settings, seeds=(1, 2, 3))    # AssertionError: what broke
"""
from __future__ import annotations

from .dice import Dice
from .play import Match, Refusal, Rules


def conformance(rules, settings, seeds=(1, 2, 3), *, max_actions: int = 3000, levels=None,
                instant_levels=(), check_every: int = 17, think_positions: int = 6,
                must_end: bool = True, legal_every: int = 3) -> dict:
    """Check a port's Rules against the protocol (retro.play); AssertionError says what broke.

    For each seed: random legal play to the end (`rules.random_action`, and every
    `legal_every`-th action a choice among `rules.legal`; report["legal"] says whether the rules
    have one to check); at every `check_every`-th position
    every action `legal` offers passes `check` (and someone awaited always has one); every
    action's text parses back to the same action; no event is a finished sentence; undo then redo gives
    the same state; saving and loading mid-game and at the end gives the same state;
    replaying the log gives the same state. For each computer level: at `think_positions`
    positions of those games the thinker plays only legal actions, changes nothing while it
    thinks, and (but for `instant_levels`) yields control between slices; every ending's
    reason is one the rules declare (`Rules.endings`, where they do). Returns what it saw,
    for the test's message (games, actions, endings, slices per level); it times nothing."""
    levels = tuple(rules.levels if levels is None else levels)
    has_legal = type(rules).legal is not Rules.legal
    if not has_legal:
        legal_every = 0
    report = {"games": 0, "actions": [], "outcomes": [], "slices": {lv: 0 for lv in levels},
              "decisions": {lv: 0 for lv in levels}, "legal": has_legal}
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
            if has_legal and n % check_every == 0:
                _legal_passes_check(rules, m.state, player, seed, n)
            if legal_every and n % legal_every == legal_every - 1:
                offered = rules.legal(m.state, player)
                assert offered, f"seed {seed}, action {n}: {player!r} is awaited but has no legal action"
                action = dice.choice(offered)
            else:
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
        endings = tuple(getattr(rules, "endings", ()) or ())
        if endings and m.outcome is not None:
            assert m.outcome.reason in endings, \
                f"seed {seed}: the game ended as {m.outcome.reason!r}, not one of {endings}"
    for level in levels:
        for seed, n, state in positions:
            _thinker_is_legal(rules, state, level, seed, n, report,
                              sliced=level not in instant_levels)
        if level not in instant_levels and report["decisions"][level]:
            assert report["slices"][level] > 0, \
                f"level {level!r}: the computer never gave control back between slices"
    return report


def _legal_passes_check(rules, state, player, seed, n) -> None:
    """Every action `legal` offers now is one `check` lets through, and nothing changes."""
    before = rules.snapshot(state)
    offered = rules.legal(state, player)
    assert offered, f"seed {seed}, action {n}: {player!r} is awaited but has no legal action"
    for a in offered:
        try:
            rules.check(state, player, a)
        except Refusal as e:
            raise AssertionError(f"seed {seed}, action {n}: legal() offers {a!r}, which check "
                                 f"refuses: {e}") from None
    assert rules.snapshot(state) == before, f"seed {seed}, action {n}: legal() changed the state"


def _undo_redo_same(rules, m, seed, n) -> None:
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
    text = m.to_text()
    again = Match.from_text(rules, text, settings=m.settings)
    assert rules.snapshot(again.state) == rules.snapshot(m.state), \
        f"seed {seed}, action {n}: saving and loading gives another state"
    assert again.texts() == m.texts()


def _thinker_is_legal(rules, state, level, seed, n, report, sliced: bool) -> None:
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
