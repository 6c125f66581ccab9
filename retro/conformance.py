"""The game protocol's conformance test (retro.play), run over every port by
tests/test_conformance.py from each port's `conformance_case()`. Pure: no pyxel.

    report = conformance(RULES, settings, seeds=(1, 2, 3))    # AssertionError: what broke
    report = port_conforms(*port.conformance_case())           # and what every port must declare
"""
from __future__ import annotations

from .dice import Dice
from .play import Match, Refusal, Rules


def conformance(rules, settings, seeds=(1, 2, 3), *, max_actions: int = 3000, levels=None,
                instant_levels=(), check_every: int = 17, think_positions: int = 6,
                must_end: bool = True, legal_every: int = 3, junk: int = 150) -> dict:
    """Check a port's Rules against the protocol (retro.play); AssertionError says what broke.

    For each seed: random legal play to the end (`rules.random_action`, and every
    `legal_every`-th action a choice among `rules.legal`; report["legal"] says whether the rules
    have one to check); at every `check_every`-th position
    every action `legal` offers passes `check` (and someone awaited always has one); every
    action's text parses back to the same action; no event is a finished sentence; undo then redo gives
    the same state; saving and loading mid-game and at the end gives the same state;
    replaying the log gives the same state; a finished game offers no player a legal action;
    `parse` answers `junk` texts of nonsense (seeded: random, unicode, empty, very long, real
    action texts mangled) at the start, midway and at the end with an action or a Refusal,
    never another exception, and the plainly senseless ones (empty, very long, not a letter of
    any action) always with a Refusal. For each computer level: at `think_positions`
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
    seen_texts: list[str] = []
    for seed in seeds:
        m = Match(rules, settings, seed)
        dice = Dice(seed * 7919 + 13)
        n = 0
        _junk_is_refused(rules, m.state, seen_texts, Dice(seed), junk // 3, seed, "start")
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
            if len(seen_texts) < 200:
                seen_texts.append(text)
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
            if n == 40:
                _junk_is_refused(rules, m.state, seen_texts, Dice(seed + 1), junk // 3, seed, n)
        if must_end:
            assert m.outcome is not None, f"seed {seed}: no end after {max_actions} random actions"
        assert rules.snapshot(m.replayed()) == rules.snapshot(m.state), \
            f"seed {seed}: replaying the log gives another state"
        _save_load_same(rules, m, seed, n)
        if m.outcome is not None:
            _nothing_is_legal(rules, m, seed)
        _junk_is_refused(rules, m.state, seen_texts, Dice(seed + 2), junk - 2 * (junk // 3), seed, "end")
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


def port_conforms(rules, settings, options=None) -> dict:
    """What tests/test_conformance.py asks of every port (and of the minimal port in
    docs/DESIGN.md): `conformance` with the port's options, every game ended, and the rules
    declaring their legal actions and their endings. AssertionError says what broke."""
    options = dict(options or {})
    report = conformance(rules, settings, **options)
    assert report["games"] == len(options.get("seeds", (1, 2, 3)))
    assert all(o is not None for o in report["outcomes"]), report["outcomes"]
    # every port offers its legal actions (each passes check, random play uses them)
    assert report["legal"], f"{rules.game}: Rules.legal is not implemented"
    # every port says how its games end, so that the ends seen are checked against it
    assert rules.endings, f"{rules.game}: Rules.endings is empty"
    assert all(o.reason in rules.endings for o in report["outcomes"])
    return report


def _nothing_is_legal(rules, m, seed) -> None:
    """A finished game offers no one an action: nobody who played in it."""
    players = {e.player for e in m.log if e.player is not None}
    assert not m.awaited, f"seed {seed}: the game is over ({m.outcome}), yet {m.awaited!r} are awaited"
    if type(rules).legal is Rules.legal:
        return
    for player in sorted(players, key=repr):
        offered = rules.legal(m.state, player)
        assert not offered, f"seed {seed}: the game is over, yet {player!r} is offered {offered[:3]!r}"


# every Unicode block a text box may bring: Latin-1, Greek, Cyrillic, Arabic, CJK, emoji,
# combining marks, control characters, the byte-order mark and the replacement character
_ODD = ("\x00\x07\t\r\x1b\x7f\xa0\xad\xe4\xdf\xf7\xff\u0301\u0394\u0416\u05d0\u0627\u200b"
        "\u200f\u2028\u3000\u4e2d\ufeff\ufffd\U0001f600\U0001f1e9\U00010348")
_ASCII = "".join(chr(c) for c in range(32, 127))


def junk_texts(dice: Dice, n: int, seen=()) -> list[tuple[str, bool]]:
    """`n` texts a player might type or a damaged file hold, each with whether it is plainly
    senseless (no rules may take it for an action): the empty text, blanks, a very long line,
    unicode, random ASCII, and texts of real actions (`seen`) cut, doubled or a character
    changed (which may well be actions)."""
    out = [("", True), (" ", True), ("\t \u3000", True), ("x" * 100_000, True),
           ("\U0001f600" * 5000, True), ("9" * 5000, False), ("-" * 300, False)]
    seen = list(seen)
    while len(out) < n:
        kind = dice.below(5)
        length = dice.choice((1, 2, 3, 5, 8, 13, 40, 200))
        if kind == 0:
            out.append(("".join(dice.choice(_ASCII) for _ in range(length)), False))
        elif kind == 1:
            out.append(("".join(dice.choice(_ODD) for _ in range(length)), False))
        elif kind == 2:
            out.append(("".join(chr(0x2500 + dice.below(0x4000)) for _ in range(length)), True))
        elif seen:
            text = dice.choice(seen)
            cut = dice.below(len(text) + 1)
            mangled = (text[:cut], text + text, text[:cut] + dice.choice(_ASCII + _ODD) + text[cut + 1:])
            out.append((mangled[dice.below(3)], False))
        else:
            out.append(("".join(dice.choice(_ASCII + _ODD) for _ in range(length)), False))
    return out[:max(n, 0)]


def _junk_is_refused(rules, state, seen, dice, n, seed, where) -> None:
    """`parse` answers nonsense with an action or a Refusal, and never changes the state."""
    before = rules.snapshot(state)
    for text, senseless in junk_texts(dice, n, seen):
        try:
            action = rules.parse(text, state)
        except Refusal:
            continue
        except Exception as e:          # noqa: BLE001 - any other exception is the bug we look for
            raise AssertionError(f"seed {seed}, {where}: parse({text[:60]!r}) raised "
                                 f"{type(e).__name__}: {e}, not a Refusal") from None
        assert not senseless and action is not None, \
            f"seed {seed}, {where}: parse({text[:60]!r}) gives {action!r}, not a Refusal"
    assert rules.snapshot(state) == before, f"seed {seed}, {where}: parse changed the state"


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
