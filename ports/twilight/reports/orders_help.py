"""The "Befehle" section of a packet: what a player may send in this phase, with examples
made from his own position, so that he can write his orders without any other paper.

Only public facts go in (his planets, ships, technologies, the map): this section is not
sealed. His hand (credits, action cards) stays in the sealed part.
"""
from __future__ import annotations

import textwrap

from ..rules import cards, economy, galaxy, hexes, movement, races, research, technology, tiles, units
from .texts import ORDERS_HELP, ORDERS_MORE as M, PACKET, PHASES as PHASE_NAMES


def _value(name: str) -> str:
    """A name as an order value: spaces written as '_'."""
    return name.replace(" ", "_")


def _politik(game, p, me):
    out = []
    card = cards.POLITICAL.get(game.political_card)
    if card is not None and card.kind == cards.LAW:
        out.append(M["vote_law"].format(me=me, votes=game.influence(p)))
    elif card is not None:
        other = next((f"S{q + 1}" for q in game.active() if q != p), me)
        out.append(M["vote_election"].format(me=me, other=other, votes=game.influence(p)))
    other = next((f"S{q + 1}" for q in game.active() if q != p), "S2")
    out += [x.format(me=me, other=other) for x in M["politik"]]
    if game.race(p).can_discard_political:
        out.append(M["xxcha"].format(me=me))
    return out


def _wirtschaft(game, p, me):
    out = []
    docks = [n for n in game.owned(p) if game.planets[n].dock]
    for n in docks:
        out.append(M["build"].format(me=me, planet=_value(n), n=economy.dock_limit(game, n)))
    if not docks:
        out.append(M["no_dock"])
    prices = ", ".join(f"{u.name} {economy.price(game, u.key)}" for u in units.UNITS.values())
    out += [M["prices"].format(prices=prices), M["build_note"], M["boom"].format(me=me)]
    return out


def _bewegung(game, p, me):
    out = []
    blocked = movement.enemy_systems(game, p)
    for lab in game.systems():
        f = game.space.get(lab, {}).get(p, {})      # (game.fleet() would add an empty fleet)
        movers = [u for u in units.MOVERS if f.get(u)]
        if not movers:
            continue
        speeds = {}
        for u in movers:
            speeds.setdefault(movement.movement_points(game, p, u), []).append(units.UNITS[u].name)
        reach = movement.reachable(game, p, lab, min(speeds), blocked)
        if not reach:
            continue
        dst = min(reach, key=lambda d: (reach[d], hexes.ALL.index(hexes.parse(d))))
        send = " ".join(f"{units.UNITS[u].name}={f[u]}" for u in movers)
        cargo = movement.available(game, p, lab)
        if f.get("carrier") and cargo.get("ground"):
            send += f" Bodentruppe={min(cargo['ground'], 2)}"
        out.append(M["move"].format(me=me, src=lab, dst=dst, send=send))
        for mp, names in sorted(speeds.items()):
            there = movement.reachable(game, p, lab, mp, blocked)
            out.append(M["reach"].format(src=lab, mp=mp, ships=", ".join(names),
                                         reach=", ".join(sorted(there, key=_order))))
        if len(out) >= 6:
            break
    if not out:
        out.append(M["no_ships"])
    pts = ", ".join(f"{units.UNITS[u].name} {movement.movement_points(game, p, u)}" for u in units.MOVERS)
    out.append(M["points"].format(points=pts))
    holes = [lab for lab in game.systems() if galaxy.tile(game.map[hexes.parse(lab)]).kind in tiles.WORMHOLES]
    if len(holes) == 2:
        out.append(M["wormhole"].format(a=holes[0], b=holes[1]))
    out += [M["cargo"].format(n=movement.capacity(game, p)), M["rift"], M["ion"].format(me=me)]
    return out


def _raumkampf(game, p, me):
    mine = [lab for lab in game.combats if p in game.present(lab)]
    out = [M["fight"].format(me=me, system=lab) for lab in mine]
    values = ", ".join(f"{units.UNITS[u].name} {units.UNITS[u].combat}" for u in units.SHIPS)
    out.append(M["fight_note"].format(values=values))
    if mine:
        out.append(M["fight_cards"].format(me=me, system=mine[0]))
    return out


def _invasion(game, p, me):
    out = []
    for lab in game.systems():
        n = game.count(lab, p, "ground")
        names = [x for x in game.planets_in(lab) if game.planets[x].owner != p]
        if n and names:
            out.append(M["land"].format(me=me, system=lab, planet=_value(names[0]), n=n))
    return out + [M["land_note"], M["assault"].format(me=me)]


def _technologie(game, p, me):
    owned = game.players[p].techs
    free = [t for t in technology.TECHS.values() if technology.available(owned, t.key)]
    if not free:
        return []
    out = [M["research"].format(me=me, n=technology.MAX_PER_PHASE, tech=_value(free[0].name)), M["tech_head"]]
    for t in free:
        out.append(M["tech"].format(name=_value(t.name), cost=research.price(game, p, t.key), text=t.text))
    locked = [f"{t.name} ({', '.join(technology.TECHS[n].name for n in t.needs)})"
              for t in technology.TECHS.values() if t.key not in owned and not technology.available(owned, t.key)]
    if locked:
        out.append(M["locked"].format(techs="; ".join(locked)))
    return out


def _sabotage(game, p, me):
    from ..rules.engine import played_now
    out, first = [M["played_head"]], None
    for i, (q, k, t) in enumerate(played_now(game), 1):
        target = f" ({t})" if t else ""
        out.append(M["played"].format(i=i, player=f"S{q + 1}", card=cards.ACTION[k].name, target=target))
        first = first or (i if q != p else None)
    if first:
        out.insert(0, M["sabotage"].format(me=me, i=first))
    return out + [M["sabotage_note"]]


def _wuensche(game, p, me):
    return [M["wish"].format(me=me), M["races"].format(races=", ".join(r.name for r in races.RACES.values()))]


def _gebote(game, p, me):
    free = [hexes.label(x) for x in galaxy.home_positions(len(game.players))]
    return [M["bid"].format(me=me, hi=game.settings.start_credits, places=", ".join(free),
                            wish=",".join(free[:2]))]


def _aufbau(game, p, me):
    """Public: the free places. Which tiles he holds is secret: they are in his sealed hand."""
    places = [hexes.label(x) for x in galaxy.free_places(game.building)]
    if not places:
        return [M["lay_none"]]
    out = [M["lay"].format(me=me, place=places[0]), M["lay_places"].format(places=", ".join(places))]
    if game.settings.flow >= 2:
        out += [x.format(me=me, place=places[0]) for x in M["lay_list"]]
    return out


def _ahead(game, p, me) -> list:
    """Flow 2: what may be sent now for the later phases of the round, and standing orders."""
    from ..rules import ahead
    if not ahead.on(game) or game.phase not in ahead.ROUND:
        return []
    out = [x.format(me=me) for x in M["ahead"]]
    # what may go ahead gets the help its own phase's packet gives (prices, reachable
    # systems, technologies), as the position stands now
    now = ahead.ROUND.index(game.phase)
    for phase in LATER:
        if ahead.ROUND.index(phase) > now:
            out.append(M["later_head"].format(phase=PHASE_NAMES[phase]))
            out += _PHASES[phase](game, p, me)
    return out


LATER = ("wirtschaft", "bewegung", "technologie")        # their help also in the packets before them


def _order(lab: str):
    return hexes.ALL.index(hexes.parse(lab))


_PHASES = {"politik": _politik, "wirtschaft": _wirtschaft, "bewegung": _bewegung, "raumkampf": _raumkampf,
           "invasion": _invasion, "technologie": _technologie, "sabotage": _sabotage,
           "wuensche": _wuensche, "gebote": _gebote, "aufbau": _aufbau}


def orders_help(game, p: int | None = None) -> str:
    """A reminder of the orders this phase takes, written for player p (S1 when None)."""
    from ..rules import engine
    from .texts import message
    me = "S1" if p is None else f"S{p + 1}"
    if p is not None and p not in engine.awaited(game):
        later = _ahead(game, p, me)
        return "\n".join([message("not_awaited", player=f"S{p + 1}")] + [y for x in later for y in _wrap(x, "  ")])
    fn = _PHASES.get(game.phase)
    if fn is None or p is None:
        lines = ["  " + me + x[2:] for x in ORDERS_HELP.get(game.phase, [])]
    else:
        lines = fn(game, p, me) + _ahead(game, p, me)
    out = []
    for line in lines:      # orders stay whole, so they can be copied; the rest is wrapped
        if line.startswith("  S") and "  (" in line:
            order, note = line.split("  (", 1)
            out += _order(order.rstrip()) + _wrap("      (" + note.lstrip(), "       ")
        elif line.startswith("  S"):
            out += _order(line)
        else:
            out += _wrap(line, "  ")
    return "\n".join([PACKET["orders_help"]] + out + [PACKET["orders_own"]])


def _order(line: str) -> list:
    """An order to copy, whole, in at most 76 characters: what does not fit (its last
    key=value pairs) follows on a line of its own, to be added by hand."""
    if len(line) <= 76:
        return [line]
    words, rest = line.split(), []
    while len(" ".join(words)) > 76 and len(words) > 3:
        rest.insert(0, words.pop())
    return [" ".join(words)] + _wrap(M["more_keys"].format(keys=" ".join(rest)), "       ")


def _wrap(line: str, indent: str) -> list:
    return textwrap.wrap(line, 76, subsequent_indent=indent, break_on_hyphens=False) or [""]
