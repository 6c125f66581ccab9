"""The human's clicks on the map: each click makes the action it means and asks the rules'
`check` once; a refusal's key says why, and texts.explain words it in the status line.

The first click of an attack or a regrouping chooses its source: the Attack or Regroup
without a target, which `check` refuses as "no_target" when the source is good (ANGRIFFE,
VERSCHIEBEN). The second click makes the whole action: an attack opens the dice
(dice_scene.py), a regrouping is played.
"""
from __future__ import annotations

from retro.play import Refusal

from .. import rules, texts
from ..actions import Advance, Attack, Halt, Place, Regroup
from .dice_scene import DiceScene

SOURCE_GOOD = "no_target"     # the refusal of an action whose source is good, its target missing


def action_for(g, c: int, n: int):
    """The action a left click on country c means now (n: armies, 5 for a Shift-click), or
    None when it means nothing (the chosen source clicked again)."""
    st = g.state
    if st.phase == "setzen":
        return Place(c, min(n, st.to_place))            # AUFSTELLEN: a click, an army
    if st.phase == "nachruecken":
        src, dst = st.conquest
        if c == src:
            return Halt()                               # the attacking country: enough
        if c == dst:
            return Advance(min(n, st.armies[src] - 1))
        return Attack(c, None)                          # anything else: the conquest first
    if st.phase == "verschieben":
        if g.src is None:
            return Regroup(c, None)
        if c == g.src:
            return None
        return Regroup(g.src, c, max(1, min(n, rules.movable(st, g.src))))
    if c == g.src:
        return None
    if g.src is None or st.owner[c] == st.current:      # (another own country: chosen instead)
        return Attack(c, None)
    return Attack(g.src, c, 1)                          # the dice box asks how many


def refusal(g, action) -> Refusal | None:
    """The rules' one answer to an action of the player on turn: None, or why not."""
    try:
        g.match.check(g.state.current, action)
    except Refusal as e:
        return e
    return None


def click(g, c: int, n: int = 1) -> None:
    """A left click on country c by the human on turn."""
    if not g.human():
        return
    emptied, g.emptied = g.emptied, None
    g.message = ""
    if g.state.phase not in ("setzen", "nachruecken", "angriff", "verschieben"):
        return
    if g.state.phase == "verschieben" and g.src is None and c == emptied:
        return                          # VERSCHIEBEN: the country clicked again ends its move
    action = action_for(g, c, n)
    if action is None:
        g.src = None                    # the source again: the attack or the move ends
    elif not _asked_first(action):
        _played(g, action)              # Match.play checks it: the click's one check
    else:
        no = refusal(g, action)
        if no is None:                  # a whole attack: the dice ask how many
            g.push(DiceScene(g, action.src, action.dst))
        elif no.key == SOURCE_GOOD:
            g.src = action.src
        else:
            g.message = texts.explain(no)


def _asked_first(action) -> bool:
    """Checked before anything is played: an attack (the dice box comes first) or a source
    without its target."""
    return isinstance(action, Attack) or getattr(action, "dst", 0) is None


def _played(g, action) -> None:
    if g.play(action) and isinstance(action, Regroup) and rules.movable(g.state, action.src) == 0:
        g.src, g.emptied = None, action.src      # a click on it again just ends the move


def attack_over(g) -> None:
    """The dice scene closed: keep the attack's source while it can go on."""
    if g.src is not None:
        no = refusal(g, Attack(g.src, None))
        if no is None or no.key != SOURCE_GOOD:
            g.src = None
