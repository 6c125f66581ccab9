"""What a tile of the galaxy holds, as the screens tell it: its name, planets with resources
and influence and their owners, the rule of an anomaly, the units there, who controls it.
Pure (no pyxel): lines of text with the palette register they are drawn in.
"""
from __future__ import annotations

from dataclasses import dataclass

from retro.gui.base import wrap

from . import palette as P
from .link import galaxy, hexes, races, tiles, units
from .screen_texts import GALAXY as T
from .screen_texts import UNIT_SHORT


@dataclass(frozen=True)
class Line:
    text: str
    col: int = P.WHITE
    marker: str = ""          # "planet": a control marker before it; "ship": a ship marker


def layout(game) -> dict:
    """position -> tile key: the map, or the galaxy being built."""
    if game.map:
        return game.map
    b = getattr(game, "building", None)
    return dict(b.placed) if b is not None else {}


def tile_at(game, pos):
    key = layout(game).get(pos)
    return None if key is None else galaxy.tile(key)


def home_of(game, pos):
    return next((pl.index for pl in game.players if pl.home == pos), None)


def name(game, pos) -> str:
    """The system's name: its planets, its kind, or whose home it is."""
    t = tile_at(game, pos)
    if t is None:
        return ""
    if t.kind == tiles.HOME:
        p = home_of(game, pos)
        if p is None or not game.players[p].race:
            return T["free_home"]
        return races.RACES[game.players[p].race].name
    if t.kind == tiles.MECATOL:
        return T["kind"]["mecatol"]
    if t.planets:
        return " / ".join(t.planets)
    return T["kind"].get(t.kind, t.kind)


def planet_owner(game, planet: str):
    ps = game.planets.get(planet)
    return None if ps is None else ps.owner


def fleets(game, pos) -> list:
    """(player, {unit: n}) of everyone with units in the system's space, by player."""
    lab = hexes.label(pos)
    return sorted((p, f) for p, f in game.space.get(lab, {}).items() if any(f.values()))


def ships(fleet: dict) -> int:
    return sum(fleet.get(u, 0) for u in units.SHIPS)


def control(game, pos) -> list:
    """Who controls the system: the owners of its planets; a system without owned planets
    belongs to whoever alone has ships there."""
    t = tile_at(game, pos)
    owners = sorted({o for n in (t.planets if t else ()) if (o := planet_owner(game, n)) is not None})
    if owners:
        return owners
    present = [p for p, f in fleets(game, pos) if ships(f)]
    return present if len(present) == 1 else []


def who(game, p: int) -> str:
    pl = game.players[p]
    return f"{pl.label} {pl.name}"


def short_fleet(fleet: dict) -> str:
    """'2T 2K 2J 3B': the units by their initials (zoomed tiles)."""
    order = ("dreadnought", "cruiser", "carrier", "fighter", "ground", "pds")
    return " ".join(f"{fleet[u]}{UNIT_SHORT[u]}" for u in order if fleet.get(u))


def tile_lines(game, pos, big: bool = False) -> list:
    """What is written on the tile itself: planets (owner's colour, R/I), the kind of a
    special tile, the fleets by player (ships, +ground forces carried)."""
    t = tile_at(game, pos)
    if t is None:
        return []
    out = []
    h = home_of(game, pos)
    if big and t.kind == tiles.HOME and h is not None and game.players[h].race:
        out.append(Line(races.RACES[game.players[h].race].name, P.race_colour(h)))
    for n in t.planets:
        r, i = tiles.PLANET_VALUES[n]
        owner = planet_owner(game, n)
        col = P.WHITE if owner is None else P.race_colour(owner)
        out.append(Line(f"{n if big else _short(n, 8)} {r}/{i}", col, "planet" if owner is not None else ""))
        ps = game.planets.get(n)
        if big and ps is not None and (ps.ground or ps.pds or ps.dock):
            held = [f"{ps.ground}{UNIT_SHORT['ground']}" if ps.ground else "",
                    f"{ps.pds}{UNIT_SHORT['pds']}" if ps.pds else "", T["dock_short"] if ps.dock else ""]
            out.append(Line(" ".join(x for x in held if x), P.GREY))
    if not t.planets and t.kind != tiles.HOME:
        out.append(Line(T["short"].get(t.kind, t.kind) if not big else T["kind"].get(t.kind, t.kind)))
    for p, f in fleets(game, pos):
        n = ships(f)
        if big:
            out.append(Line(f"{game.players[p].label} {short_fleet(f)}", P.race_colour(p), "ship"))
        else:
            ground = f.get("ground", 0)
            out.append(Line(f"{n}" + (f"+{ground}" if ground else ""), P.race_colour(p), "ship"))
    return out


def details(game, pos, cols: int) -> list:
    """The side window's lines about the tile at pos, each at most `cols` characters."""
    t = tile_at(game, pos)
    if t is None:
        return []
    out = []

    def say(text, col=P.WHITE):
        out.extend(Line(x, col) for x in wrap(text, cols))

    k = hexes.ring_of(pos)
    say(name(game, pos), P.WHITE)
    if t.kind == tiles.MECATOL:
        say(T["centre"], P.GREY)
    else:
        field = hexes.ring(k).index(pos) + 1
        kind = T["kind"].get(t.kind, t.kind)
        say(T["position"].format(ring=k, field=field) + ("" if kind == name(game, pos) else ", " + kind), P.GREY)
    h = home_of(game, pos)
    if t.kind == tiles.HOME and h is not None:
        say(T["home_of"].format(player=who(game, h)), P.race_colour(h))
    if t.red:
        say(T["anomaly"], P.WHITE)
        say(T["rule"][t.kind], P.GREY)
    if t.kind in tiles.WORMHOLES:
        other = _partner(game, t.kind)
        say(T["rule"][t.kind].format(other=T["other_end"].format(label=other) if other else ""), P.GREY)
    if t.kind == tiles.MECATOL:
        say(T["mecatol_note"], P.GREY)
    if t.planets:
        out.append(Line(""))
        say(T["planets"])
        for n in t.planets:
            r, i = tiles.PLANET_VALUES[n]
            ps = game.planets.get(n)
            owner = None if ps is None else ps.owner
            say(T["planet"].format(name=n, r=r, i=i), P.WHITE if owner is None else P.race_colour(owner))
            if owner is None:
                say(T["neutral"], P.GREY)
            else:
                say(T["owner"].format(who=who(game, owner)), P.race_colour(owner))
            if ps is not None:
                for key, show in (("ground", ps.ground), ("pds", ps.pds)):
                    if show:
                        say(T[key].format(n=show), P.GREY)
                if ps.dock:
                    say(T["dock"], P.GREY)
    out.append(Line(""))
    fl = fleets(game, pos)
    if fl:
        say(T["units"])
        for p, f in fl:
            names = ", ".join(units.UNITS[u].count(n) for u, n in f.items() if n)
            say(T["fleet"].format(player=game.players[p].label, units=names), P.race_colour(p))
    else:
        say(T["no_units"], P.GREY)
    ctl = control(game, pos)
    if ctl:
        say(T["system_owner"].format(who=", ".join(who(game, p) for p in ctl)),
            P.race_colour(ctl[0]) if len(ctl) == 1 else P.WHITE)
    else:
        say(T["nobody"], P.GREY)
    return out


def _partner(game, kind: str):
    other = tiles.BETA if kind == tiles.ALPHA else tiles.ALPHA
    for p, key in layout(game).items():
        if key and galaxy.tile(key).kind == other:
            return hexes.label(p)
    return None


def _short(name: str, most: int) -> str:
    return name if len(name) <= most else name[:most - 1] + "."


def rule(game, pos) -> str:
    """The movement rule of a special tile (an anomaly, a wormhole), or ""."""
    t = tile_at(game, pos)
    if t is None or not (t.red or t.kind in tiles.WORMHOLES):
        return ""
    other = _partner(game, t.kind) if t.kind in tiles.WORMHOLES else None
    return T["rule"][t.kind].format(other=T["other_end"].format(label=other) if other else "")

