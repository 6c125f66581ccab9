"""The movement phase [seed "Besondere Spielfeldkacheln", pbem]: all orders carried out at once.

Rules of the special tiles:
  wormhole  entering one end costs 1 movement point; the ship may go on from the other end
  supernova never entered
  asteroids only with the Anti-Materie-Schutzschirm, and never the end of a move
  nebula    entering ends the move (no effect when it is the destination anyway)
  rift      a ship leaving it rolls a d10 first (rift_exit); entering it ends the move [decide]
Systems that held enemy ships at the start of the phase may be entered but not passed [decide].
"""
from __future__ import annotations

from collections import deque

from . import galaxy, hexes, tiles, units
from .orders import Move
from retro.play import Refusal


def movement_points(game, player: int, unit: str) -> int:
    u = units.UNITS[unit]
    if u.move == 0:
        return 0
    techs = game.players[player].techs
    mp = u.move + game.race(player).move_bonus.get(unit, 0)
    if unit == "carrier" and "xrd" in techs:
        mp += 1
    if unit in ("cruiser", "dreadnought") and "xlite" in techs:
        mp += 1
    return mp


def capacity(game, player: int) -> int:
    return 10 if "fluxar" in game.players[player].techs else units.UNITS["carrier"].capacity


def _kind(game, pos):
    return galaxy.tile(game.map[pos]).kind


def _wormhole_partner(game, pos):
    kind = _kind(game, pos)
    if kind not in tiles.WORMHOLES:
        return None
    other = tiles.BETA if kind == tiles.ALPHA else tiles.ALPHA
    for p, key in game.map.items():
        if galaxy.tile(key).kind == other:
            return p
    return None


def reachable(game, player: int, start: str, mp: int, blocked=frozenset(), closed=frozenset()) -> dict:
    """Destinations (labels) a ship with mp points can reach from start -> points used.

    blocked: labels with enemy ships (enter, never pass); closed: labels no ship may enter.
    """
    anti = "antimatter" in game.players[player].techs
    s = hexes.parse(start)
    best = {s: 0}
    dests = {}
    queue = deque([(s, 0)])
    while queue:
        pos, used = queue.popleft()
        if used > best.get(pos, 99):
            continue
        for nb in hexes.neighbours(pos):
            if nb not in game.map or used + 1 > mp:
                continue
            steps = [(nb, used + 1)]
            partner = _wormhole_partner(game, nb)
            if partner is not None:
                steps.append((partner, used + 1))   # through to the other end, no extra cost
            for p, u in steps:
                kind = _kind(game, p)
                lab = hexes.label(p)
                if kind == tiles.SUPERNOVA or lab in closed:
                    continue
                if kind == tiles.ASTEROIDS and not anti:
                    continue
                if kind != tiles.ASTEROIDS and p != s:
                    dests[lab] = min(dests.get(lab, 99), u)
                stops = kind in (tiles.NEBULA, tiles.RIFT) or lab in blocked
                if not stops and u < best.get(p, 99):
                    best[p] = u
                    queue.append((p, u))
    return dests


def _by_position(lab: str):
    """Labels in the order of the map: MR, 1.1, 1.2, ..., 3.18."""
    return hexes.ALL.index(hexes.parse(lab))


def enemy_systems(game, player: int) -> set:
    return {lab for lab, fl in game.space.items()
            if any(q != player and any(f.get(u, 0) for u in units.SHIPS) for q, f in fl.items())}


def available(game, player: int, label: str) -> dict:
    """What the player can send from a system: his ships and cargo in space, plus ground
    forces and PDS of his planets there (loaded onto carriers)."""
    out = dict(game.space.get(label, {}).get(player, {}))
    for name in game.planets_in(label):
        ps = game.planets[name]
        if ps.owner == player:
            out["ground"] = out.get("ground", 0) + ps.ground
            out["pds"] = out.get("pds", 0) + ps.pds
    return out


def check(game, order, closed=frozenset(), used=None) -> dict:
    """Validate a BEWEGE order (orders.Move); returns its units. used: counts already sent
    from each system."""
    p = order.player
    src, dst = order.src, order.dst
    if hexes.parse(src) not in game.map or hexes.parse(dst) not in game.map:
        raise Refusal("no_system", system=src if hexes.parse(src) not in game.map else dst)
    if src == dst:
        raise Refusal("same_system")
    want = order.units()
    if not any(want.get(u) for u in units.MOVERS):
        raise Refusal("no_ships")
    have = available(game, p, src)
    used = used if used is not None else {}
    for u, n in want.items():
        if have.get(u, 0) - used.get((src, u), 0) < n:
            left = have.get(u, 0) - used.get((src, u), 0)
            raise Refusal("not_enough", system=src, have=units.UNITS[u].count(left), want=n)
    cargo = sum(want.get(u, 0) for u in units.CARGO)
    if cargo > want.get("carrier", 0) * capacity(game, p):
        raise Refusal("over_capacity", cargo=cargo, room=want.get("carrier", 0) * capacity(game, p))
    if order.rift not in ("", "bleiben", "folgen"):
        raise Refusal("bad_value", field="riss", value=order.rift)
    if _kind(game, hexes.parse(src)) != tiles.RIFT:
        blocked = enemy_systems(game, p)
        for u in units.MOVERS:
            mp = movement_points(game, p, u)
            reach = reachable(game, p, src, mp, blocked, closed)
            if want.get(u) and dst not in reach:
                raise Refusal("unreachable", unit=units.UNITS[u].name, system=dst, mp=mp, src=src,
                              reach=", ".join(sorted(reach, key=_by_position)) or "-")
    for u, n in want.items():
        used[(src, u)] = used.get((src, u), 0) + n
    return want


def _take(game, player: int, label: str, unit: str, n: int) -> None:
    """Remove n units from a system: space first, then (ground, PDS) his planets there."""
    here = game.count(label, player, unit)
    k = min(here, n)
    if k:
        game.add(label, player, unit, -k)
    n -= k
    for name in game.planets_in(label):
        ps = game.planets[name]
        if n <= 0:
            break
        if ps.owner == player and unit in ("ground", "pds"):
            attr = unit
            k = min(getattr(ps, attr), n)
            setattr(ps, attr, getattr(ps, attr) - k)
            n -= k


def rift_exit(game, player: int, src: str, dst: str, ship: str, stay: bool, blocked, closed):
    """One ship leaves a gravity rift [seed]: d10 7-10 any side, 1-6 that side or stay.
    Leaving costs nothing; then it moves in full. Returns where the ship ends."""
    roll = game.dice.d10()
    pos = hexes.parse(src)
    mp = movement_points(game, player, ship)
    anti = "antimatter" in game.players[player].techs

    def enterable(nb):
        if nb not in game.map or hexes.label(nb) in closed:
            return False
        k = _kind(game, nb)
        return k != tiles.SUPERNOVA and (k != tiles.ASTEROIDS or anti)

    def go_from(nb):
        lab = hexes.label(nb)
        if lab == dst:
            return dst
        k = _kind(game, nb)
        if k not in (tiles.NEBULA, tiles.RIFT) and lab not in blocked and \
                dst in reachable(game, player, lab, mp, blocked, closed):
            return dst
        return None if k == tiles.ASTEROIDS else lab

    if roll >= 7:
        result = src
        for nb in hexes.neighbours(pos):
            if enterable(nb) and go_from(nb) == dst:
                result = dst
                break
        game.note("rift_free", player=player, unit=ship, roll=roll, system=result)
        return result
    nb = hexes.neighbour(pos, roll)
    if stay or not enterable(nb):
        game.note("rift_stay", player=player, unit=ship, roll=roll)
        return src
    end = go_from(nb) or src
    game.note("rift_side", player=player, unit=ship, roll=roll, system=end)
    return end


def resolve(game, orders: list, closed=frozenset()) -> list:
    """Carry out all valid BEWEGE orders (orders.Move) at once. Returns the systems where
    fleets now meet."""
    blocked_of = {p: enemy_systems(game, p) for p in range(len(game.players))}
    arrivals = []   # (player, dst, unit, n)
    # rift exits first, one ship at a time [seed]
    rift_orders = [o for o in orders if _kind(game, hexes.parse(o.src)) == tiles.RIFT]
    plain = [o for o in orders if o not in rift_orders]
    for o in rift_orders:
        p, src, dst = o.player, o.src, o.dst
        want = o.units()
        cargo = {u: want.get(u, 0) for u in units.CARGO}
        for u in units.CARGO:
            _take(game, p, src, u, cargo[u])
        for u in units.MOVERS:
            for _ in range(want.get(u, 0)):
                end = rift_exit(game, p, src, dst, u, o.rift == "bleiben", blocked_of[p], closed)
                _take(game, p, src, u, 1)
                arrivals.append((p, end, u, 1))
                if u == "carrier":   # its cargo goes with it; fighters never roll [seed]
                    room = capacity(game, p)
                    for c in units.CARGO:
                        k = min(room, cargo[c])
                        if k:
                            arrivals.append((p, end, c, k))
                            cargo[c] -= k
                            room -= k
    for o in plain:
        p, src, dst = o.player, o.src, o.dst
        for u, n in o.ships:
            _take(game, p, src, u, n)
            arrivals.append((p, dst, u, n))
    for p, dst, u, n in arrivals:
        game.add(dst, p, u, n)
    moved = {}
    for o in plain:          # a ship out of the rift has said where it went (rift_free/side/stay)
        sent = moved.setdefault((o.player, o.src, o.dst), {})
        for u, n in o.ships:
            sent[u] = sent.get(u, 0) + n
    for (p, src, dst), sent in sorted(moved.items()):
        game.note("moves", player=p, src=src, dst=dst, units=tuple(sent.items()))
    strand(game)
    return [lab for lab in game.systems() if len(game.present(lab)) > 1]


def strand(game) -> None:
    """Cargo beyond what carriers (and docks, for fighters) hold is lost [decide]."""
    for lab in list(game.space):
        for p in list(game.space.get(lab, {})):
            f = game.space[lab][p]
            docks = sum(1 for n in game.planets_in(lab)
                        if game.planets[n].owner == p and game.planets[n].dock)
            room = f.get("carrier", 0) * capacity(game, p)
            free_fighters = docks * units.FIGHTERS_PER_DOCK
            for u in ("fighter", "ground", "pds"):
                have = f.get(u, 0)
                if u == "fighter":
                    fits = min(have, free_fighters)
                    have -= fits
                k = min(have, room)
                room -= k
                lost = have - k
                if lost:
                    game.add(lab, p, u, -lost)
                    game.note("no_room", player=p, units=((u, lost),), system=lab)
                    if lab not in game.space or p not in game.space[lab]:
                        break


def left_behind(game, player: int, orders: list) -> list:
    """(system, unit, n): cargo that the player's BEWEGE orders leave in space without a
    carrier, so that strand() will take it after the move; said to him before he sends."""
    sent = {}
    for o in orders:
        if isinstance(o, Move) and o.player == player:
            for u, n in o.ships:
                sent[(o.src, u)] = sent.get((o.src, u), 0) + n
    out = []
    for lab in sorted({src for src, _ in sent}, key=lambda x: hexes.ALL.index(hexes.parse(x))):
        f = dict(game.space.get(lab, {}).get(player, {}))
        for u in list(f):
            f[u] = max(0, f[u] - sent.get((lab, u), 0))
        docks = sum(1 for n in game.planets_in(lab) if game.planets[n].owner == player and game.planets[n].dock)
        room = f.get("carrier", 0) * capacity(game, player)
        free_fighters = docks * units.FIGHTERS_PER_DOCK
        for u in ("fighter", "ground", "pds"):
            have = f.get(u, 0) - (min(f.get(u, 0), free_fighters) if u == "fighter" else 0)
            k = min(have, room)
            room -= k
            if have - k:
                out.append((lab, u, have - k))
    return out
