"""Orders that reach ahead (flow 2) [decide, original_docs "Fewer round trips"].

By e-mail every phase that waits for orders costs a mail round trip. A player may therefore
give, with the orders of this step, orders for later phases of the round (BAU, BEWEGE, LANDE
anzahl=alle, FORSCHE, KARTE ...), say up to which phase they cover the round (BIS phase=P),
and standing orders that hold until he replaces them: how he fights every battle (KAMPF
ort=alle), when he sabotages (SABOTAGE gegen=/karte=/ziel=) and PASSE (wait for nothing from
me unless I am attacked). In the galaxy building he lists tiles in order of preference
(LEGE ort=2.3,2.4 or ort=*), laid one a turn while one of them is allowed.

A phase whose awaited players are all covered so runs by itself, in the same step: the phases
stay what they are, in their order, with every rule of theirs; only the mail is saved. An
order given ahead is checked when its phase comes; what does not hold then falls away (he
alone is told, the others only see what happened), the rest counts, in his order.
Sabotage phases wait only for the holders of a Sabotage card (the packets do not name them).

Everything here follows from the state and the recorded orders, so that a replay of the
record comes out the same (history.replay).
"""
from __future__ import annotations

from retro.play import Refusal

from . import galaxy, hexes
from .orders import EVERYWHERE, ANYWHERE, Fight, Lay, Pass, Sabotage, Until
from .state import PHASES, SETUP_PHASES
from .sofar import Sofar
from .verbs import phase_of, played_now

NOW, LATER, STANDING, REACH = "now", "later", "standing", "reach"
ROUND = PHASES[:-1]            # the round's phases with orders (phase 7 is the game master's)


def on(game) -> bool:
    return game.settings.flow >= 2


def _index(phase: str) -> int:
    seq = SETUP_PHASES + PHASES
    return seq.index(phase) if phase in seq else -1


def _stage(phase: str) -> tuple:
    return SETUP_PHASES if phase in SETUP_PHASES else PHASES


def current_phase(game) -> str:
    """The phase whose orders the step takes (a sabotage phase: the phase it interrupts)."""
    return game.sabotage_for if game.phase == "sabotage" else game.phase


def kind(game, o) -> str:
    """What an order of this step is: for the phase now, for a later phase of the round (or
    of the set-up), standing, or how far his orders reach. Flow 1: all for now."""
    if not on(game):
        return NOW
    if isinstance(o, Until):
        return REACH
    if isinstance(o, Pass) or (isinstance(o, Fight) and o.system == EVERYWHERE) or \
            (isinstance(o, Sabotage) and o.rule):
        return STANDING
    ph, mine = game.phase, phase_of(o)
    if ph == "sabotage":
        later = mine in ROUND and _index(mine) > _index(game.sabotage_for)
        return LATER if later and not isinstance(o, Sabotage) else NOW
    if mine == "aufbau" and ph == "aufbau":
        return NOW            # the first allowed of his tiles now, the rest later (split_lay)
    if mine in _stage(ph) and _index(mine) > _index(ph):
        return LATER
    return NOW


# -- who need not be waited for ------------------------------------------------------------------
def covered(game, p: int) -> bool:
    """Whether player p's orders for this phase are already given (ahead, standing, BIS,
    PASSE), so that the game master need not wait for them."""
    if not on(game):
        return False
    ph = game.phase
    standing = game.standing.get(p, [])
    default_fight = any(isinstance(o, Fight) for o in standing)
    passing = any(isinstance(o, Pass) for o in standing)
    if ph == "raumkampf":
        mine = [lab for lab in game.combats if p in game.present(lab)]
        planned = {o.system for o in game.ahead.get(p, {}).get("raumkampf", [])}
        if default_fight or all(lab in planned for lab in mine):
            return True
        return _reaches(game, p, ph)          # PASSE: a battle without a standing order asks him
    if passing:
        return True
    if ph == "sabotage":
        if "sabotage" not in game.players[p].cards:
            return True                        # nothing he could do (who holds one stays secret)
        return any(isinstance(o, Sabotage) for o in standing) or _reaches(game, p, game.sabotage_for)
    if ph == "aufbau":
        if game.building.current() != p:
            return "aufbau" in game.ahead.get(p, {}) or game.building.turn > 0
        return first_lay(game, p) is not None
    return ph in game.ahead.get(p, {}) or _reaches(game, p, ph)


def _reaches(game, p: int, phase: str) -> bool:
    r = game.reach.get(p, "")
    return bool(r) and phase in ROUND and _index(phase) <= _index(r)


# -- the orders of a covered player ----------------------------------------------------------------
def orders_for(game, p: int, check) -> list:
    """The orders a covered player gave for this phase, as far as they hold now; what falls
    away is noted for him alone. check: engine.check, passed in (the engine calls this)."""
    ph = game.phase
    if ph == "sabotage":
        return _sabotage(game, p)
    if ph == "aufbau":
        lay = first_lay(game, p)
        if lay is None:
            return []                 # not his turn: his list waits for it
        game.ahead[p]["aufbau"].remove(lay[0])
        return [lay[1]]
    given = game.ahead.get(p, {}).pop(ph, [])
    if ph == "raumkampf":
        given = given + _default_fights(game, p, given)
    kept = Sofar()
    for o in given:
        try:
            check(game, o, kept, known=True)
        except Refusal as e:
            game.note("ahead_dropped", player=p, line=o.text(), why=(e.key, tuple(sorted(e.params.items()))))
            continue
        kept.append(o)
    return list(kept)


def _default_fights(game, p: int, given: list) -> list:
    """His standing KAMPF ort=alle, for each battle of his without an order of its own."""
    default = next((o for o in game.standing.get(p, []) if isinstance(o, Fight)), None)
    if default is None:
        return []
    planned = {o.system for o in given}
    return [Fight(p, lab, default.retreat, "", default.losses) for lab in game.combats
            if p in game.present(lab) and lab not in planned]


def _sabotage(game, p: int) -> list:
    """SABOTAGE karte=N for each card played that one of his standing rules names, while
    his Sabotage cards last."""
    rules = [o for o in game.standing.get(p, []) if isinstance(o, Sabotage) and o.against != "niemand"]
    left = game.players[p].cards.count("sabotage")
    out = []
    for i, (q, key, target) in enumerate(played_now(game), 1):
        if left and q != p and any(_matches(game, r, q, key, target) for r in rules):
            out.append(Sabotage(p, i))
            left -= 1
    return out


def _matches(game, rule, q: int, key: str, target: str) -> bool:
    p = rule.player
    if rule.kind and rule.kind != key:
        return False
    if rule.aim == "mich" and not (target and (p in game.present(target) or any(
            game.planets[n].owner == p for n in game.planets_in(target)))):
        return False
    if rule.against == "spitze":
        others = [x for x in game.active() if x != p]
        top = max(others, key=lambda x: (game.players[x].progress, game.influence(x), -x), default=None)
        return q == top
    if rule.against and rule.against != "alle":
        return f"S{q + 1}" in rule.against.split(",")
    return True


# -- the galaxy building -------------------------------------------------------------------------
def first_lay(game, p: int):
    """(his order, the tile laid where) for the first of his listed tiles allowed now."""
    b = game.building
    if b is None or b.current() != p:
        return None
    for o in game.ahead.get(p, {}).get("aufbau", []):
        lay = concrete(game, o)
        if lay is not None:
            return o, lay
    return None


def concrete(game, o: Lay):
    """The LEGE as it is laid now (one place), or None if it is not allowed now."""
    b = game.building
    if o.tile not in b.hands.get(o.player, []):
        return None
    legal = [pos for key, pos in galaxy.legal_placements(b, o.player) if key == o.tile]
    if not legal:
        return None
    for lab in o.places or (o.place,):
        if lab == ANYWHERE:        # ort=*, also last in a list (ort=2.3,*): nearest his home system
            home = b.homes[o.player]
            pos = min(legal, key=lambda x: (hexes.distance(x, home), hexes.ALL.index(x)))
            return Lay(o.player, o.tile, hexes.label(pos))
        if hexes.parse(lab) in legal:
            return Lay(o.player, o.tile, hexes.label(hexes.parse(lab)))
    return None


def split_lay(game, p: int, lays: list) -> tuple:
    """The current player's LEGE orders: the first allowed now (laid where), the others for
    his later turns."""
    for i, o in enumerate(lays):
        lay = concrete(game, o)
        if lay is not None:
            return lay, lays[:i] + lays[i + 1:]
    return None, lays


# -- keeping them -----------------------------------------------------------------------------------
def keep(game, p: int, orders: list) -> list:
    """Of the orders of this step, keep those that reach ahead, the standing ones and BIS;
    returns those for the phase now. Any orders of his end PASSE (unless they give it again)."""
    now, later, standing, reach = [], [], [], ""
    for o in orders:
        k = kind(game, o)
        if k == NOW:
            now.append(o)
        elif k == LATER:
            later.append(o)
        elif k == STANDING:
            standing.append(o)
        else:
            reach = o.phase
    if game.phase == "aufbau" and now:
        if p == (game.building.current() if game.building else None):
            lay, rest = split_lay(game, p, now)
            now, later = ([lay] if lay else []), rest + later
        else:
            now, later = [], now + later
    if later:
        plan = game.ahead.setdefault(p, {})
        fresh = {}
        for o in later:
            fresh.setdefault(phase_of(o), []).append(o)
        plan.update(fresh)                  # a phase he gives orders for again: the new ones
    renewed = {type(o) for o in standing}   # a standing order replaces the older ones of its kind
    new = [o for o in game.standing.get(p, []) if not isinstance(o, Pass) and type(o) not in renewed] + standing
    if new:
        game.standing[p] = new
    else:
        game.standing.pop(p, None)
    if reach:
        game.reach[p] = reach
    return now


# refusals of an order given ahead that its phase may still undo (income, the battle, the
# landing fleet, a card drawn): said as a warning; any other refusal is one already
SOFT = frozenset({"no_money", "not_enough", "enemy_in_space", "no_battle", "card_not_in_hand", "not_awaited",
                  "card_twice"})
CHECKED_AHEAD = ("wirtschaft", "bewegung", "invasion", "technologie")


def preview(game, p: int, orders: list, check) -> list:
    """(order, refusal, hard) for each order for a later phase that would not hold if its
    phase were now, on what the player knows (his income counted in). check: engine.check,
    passed in (the engine calls this)."""
    import copy
    from . import economy
    out, by_phase, views = [], {}, {}
    for o in orders:
        if kind(game, o) != LATER:
            continue
        ph = phase_of(o)
        if ph not in CHECKED_AHEAD:
            continue
        if ph not in views:
            g = copy.copy(game)
            g.phase, g.pending, g.sabotage_for = ph, {}, ""
            g.players = list(game.players)
            me = g.players[p] = copy.copy(game.players[p])
            if game.phase == "politik":          # the income comes at the start of the economy phase
                me.credits += economy.income(game, p)
            views[ph] = g
        try:
            check(views[ph], o, by_phase.setdefault(ph, Sofar()), known=True)
        except Refusal as e:
            out.append((o, e, e.key not in SOFT))
            continue
        by_phase[ph].append(o)
    return out


def end_of_round(game) -> None:
    game.ahead = {}
    game.reach = {}


def check_later(game, o) -> None:
    """What can be said of an order for a later phase now: a BIS names a phase of the round
    not behind this one; a standing SABOTAGE rule names players of the game."""
    if isinstance(o, Until):
        if o.phase not in ROUND or _index(o.phase) < _index(current_phase(game)):
            raise Refusal("bad_phase", value=o.phase, known=", ".join(p for p in ROUND
                                                                      if _index(p) >= _index(current_phase(game))))
    if isinstance(o, Sabotage) and o.rule and o.against not in ("", "alle", "spitze", "niemand"):
        for x in o.against.split(","):
            if not 1 <= int(x[1:]) <= len(game.players):
                raise Refusal("bad_player", value=x, n=len(game.players))
    if isinstance(o, Fight) and o.system == EVERYWHERE:
        r = o.retreat_after
        if r not in ("nie", "sofort") and not (isinstance(r, int) and r >= 0):
            raise Refusal("bad_value", field="rueckzug", value=r)
    if isinstance(o, Lay):
        b = game.building
        if b is None or o.tile not in b.hands.get(o.player, []):
            raise Refusal("tile_not_in_hand")
        if o.place != ANYWHERE:
            for lab in o.places or [""]:
                if lab != ANYWHERE and hexes.parse(lab) is None:      # ort=2.3,* as the packet shows
                    raise Refusal("no_system", system=lab)
