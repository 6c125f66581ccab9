"""The texts of a packet: the public state of the galaxy and a player's own hand (German)."""
from __future__ import annotations

import textwrap

from . import cards, galaxy, hexes, progress, races, technology, tiles, units
from .texts import (KIND_SHORT, LABELS, PACKET, PHASES, REPORT, TILE_KINDS, TRACK_SHORT, TRACK_TERMS,
                    VICTORY, log_text)


def _fleet(f: dict) -> str:
    return ", ".join(f"{units.UNITS[u].plural if n > 1 and units.UNITS[u].plural else units.UNITS[u].name} {n}"
                     for u, n in sorted(f.items()) if n)


def _wrap(line: str, indent: str = "        ") -> list:
    """Lines of at most 78 characters, for printing."""
    return textwrap.wrap(line, 78, subsequent_indent=indent, break_on_hyphens=False) or [""]


def _layout(game) -> dict:
    """Position -> tile key: the map, or while the players build it, the tiles laid so far."""
    if not game.map and game.building is not None:
        return game.building.placed
    return game.map


def tile_text(key: str) -> str:
    """A tile as a player reads it: its kind, or its planets with their values."""
    t = galaxy.tile(key)
    if t.planets:
        return ", ".join(f"{n} {tiles.PLANET_VALUES[n][0]}/{tiles.PLANET_VALUES[n][1]}" for n in t.planets)
    return TILE_KINDS.get(t.kind, t.kind)


def _who(game, lab: str) -> str:
    """Two letters for the overview: who is in a system (planets or ships)."""
    players = {game.planets[n].owner for n in game.planets_in(lab) if n in game.planets} - {None}
    players |= set(game.space.get(lab, {}))
    players |= {pl.index for pl in game.players if pl.home is not None and hexes.label(pl.home) == lab}
    if len(players) > 1:
        return "*"
    if players:
        return f"S{players.pop() + 1}"
    t = galaxy.tile(_layout(game)[hexes.parse(lab)])
    return KIND_SHORT.get(t.kind, "")


def overview(game) -> str:
    """The galaxy as a picture of text: 7 columns of hexes, two lines per hex."""
    rows = [[" " * 8 for _ in range(7)] for _ in range(2 * hexes.RINGS * 3 + 2)]
    layout = _layout(game)
    building = game.building is not None and layout is game.building.placed
    for pos in hexes.ALL:
        if pos not in layout and not building:
            continue
        q, r = pos
        col, row = q + hexes.RINGS, 2 * r + q + 3 * hexes.RINGS
        lab = hexes.label(pos)
        rows[row][col] = f"{lab:^8}"
        homes = [pl.label for pl in game.players if pl.home == pos]
        mark = _who(game, lab) if pos in layout else f"({homes[0]})" if homes else PACKET["free"]
        rows[row + 1][col] = f"{mark:^8}"
    lines = ["".join(r).rstrip() for r in rows]
    while lines and not lines[0]:
        lines.pop(0)
    while lines and not lines[-1]:
        lines.pop()
    return "\n".join(_wrap(PACKET["overview_note"], "") + [""] + lines)


def _neighbours(pos, kind: str, layout: dict) -> str:
    """Where one can fly from here: the neighbours, by side for the gravity rift [seed],
    and the other end of a wormhole."""
    if kind == tiles.RIFT:
        sides = [f"{s}={hexes.label(n) if n in hexes.ON_MAP else '-'}"
                 for s in range(1, 7) for n in [hexes.neighbour(pos, s)]]
        return PACKET["sides"].format(sides=" ".join(sides))
    text = PACKET["neighbours"].format(labels=", ".join(hexes.label(n) for n in sorted(
        hexes.neighbours(pos), key=hexes.ALL.index)))
    if kind in tiles.WORMHOLES:
        other = next((hexes.label(q) for q, key in layout.items()
                      if galaxy.tile(key).kind in tiles.WORMHOLES and q != pos), None)
        if other:
            text += PACKET["wormhole_to"].format(label=other)
    return text


def galaxy_map(game) -> str:
    """Every system with its position, planets, owners, defences and the ships in it."""
    homes = {pl.home: pl.label for pl in game.players if pl.home is not None}
    blocks = []
    layout = _layout(game)
    for pos in hexes.ALL:
        if pos not in layout:
            continue
        lab = hexes.label(pos)
        t = galaxy.tile(layout[pos])
        kind = "" if t.kind in (tiles.PLANETS, tiles.HOME, tiles.MECATOL) else TILE_KINDS[t.kind]
        if pos in homes:
            kind = PACKET["home_of"].format(player=homes[pos])
        kind = f" - {kind}" if kind else ""
        if lab == "MR":
            lines = [PACKET["system_head_mr"].format(label=lab, kind=kind)]
        else:
            k, i = lab.split(".")
            lines = [PACKET["system_head"].format(label=lab, ring=k, field=i, kind=kind)]
        lines += _wrap(_neighbours(pos, t.kind, layout), "        ")
        for name in t.planets:
            ps = game.planets.get(name)
            r, i = tiles.PLANET_VALUES[name]
            who = REPORT["neutral"] if ps is None or ps.owner is None else f"S{ps.owner + 1}"
            extra = []
            if ps is not None and ps.ground:
                extra.append(REPORT["ground"].format(n=ps.ground))
            if ps is not None and ps.pds:
                extra.append(REPORT["pds"].format(n=ps.pds))
            if ps is not None and ps.dock:
                extra.append(REPORT["dock"])
            lines += _wrap(PACKET["planet"].format(name=name, r=r, i=i, who=", ".join([who] + extra)))
        for p, f in sorted(game.space.get(lab, {}).items()):
            lines += _wrap(PACKET["in_space"].format(who=f"S{p + 1}", units=_fleet(f)))
        blocks.append("\n".join(lines))
    return "\n".join(blocks)


def players(game) -> str:
    """What everybody knows about each player: race, home, step, wealth, technology, trade."""
    out = []
    for pl in game.players:
        race = races.RACES[pl.race].name if pl.race else "?"
        home = hexes.label(pl.home) if pl.home is not None else "?"
        out.append(PACKET["player_head"].format(player=pl.label, name=pl.name, race=race, home=home))
        out.append(PACKET["player_step"].format(
            n=pl.progress, step=progress.STEPS[pl.progress].name, influence=game.influence(pl.index),
            resources=game.resources(pl.index), planets=len(game.owned(pl.index))))
        techs = ", ".join(technology.TECHS[t].name for t in pl.techs) or LABELS["none"]
        trade = PACKET["partners"].format(n=pl.trade, who=", ".join(f"S{q + 1}" for q in pl.partners)) \
            if pl.partners else str(pl.trade)
        out += _wrap(PACKET["player_techs"].format(techs=techs))
        out.append(PACKET["player_more"].format(trade=trade, cards=len(pl.cards)))
        if not pl.out and _missing(game, pl.index):
            out += _wrap(_missing(game, pl.index), "        ")
        if pl.out:
            out.append(PACKET["player_out"])
    return "\n".join(out)


def orders_help(game, p: int | None = None) -> str:
    """A reminder of the orders this phase takes, written for player p (orders_help.py)."""
    from .orders_help import orders_help as helper
    return helper(game, p)


def conditions(game, step: int, player: int | None = None) -> str:
    """What a step asks for, in words: "6 Planeten, Einfluss 12, Rohstoffe 14, 2 Technologien"."""
    s, parts = progress.STEPS[step], []
    for key in ("planets", "battles", "influence", "laws", "resources", "techs"):
        v = progress.needed(game, step, key, player)
        if v:
            parts.append(TRACK_TERMS[key].format(n=v))
    parts += [TRACK_TERMS[key] for key in ("inner", "mecatol") if getattr(s, key)]
    return ", ".join(parts)


def track(game) -> str:
    """The progress track as on the board: each step with the control markers on it and
    what it takes to get there (all conditions of the next step, at most one step a round)."""
    out = _wrap(PACKET["track_note"], "")
    for n in range(len(progress.STEPS) - 1, -1, -1):
        who = ", ".join(pl.label for pl in game.players if pl.progress == n) or "-"
        out.append(REPORT["track_step"].format(n=n, step=progress.STEPS[n].name, who=who))
        if n:
            out += _wrap(PACKET["track_needs"].format(needs=conditions(game, n)), "        ")
    return "\n".join(out)


def _missing(game, p: int) -> str:
    """What player p still lacks for his next step, with what he has: 'Planeten 3/6'."""
    pl = game.players[p]
    if pl.progress >= progress.TOP:
        return ""
    nxt, facts = pl.progress + 1, progress.facts(game, p)
    parts = []
    for key in progress.missing(game, p, nxt):
        if key in ("inner", "mecatol"):
            parts.append(TRACK_TERMS[key])
        else:
            parts.append(f"{TRACK_SHORT[key]} {facts[key]}/{progress.needed(game, nxt, key, p)}")
    return PACKET["player_next"].format(step=progress.STEPS[nxt].name, missing=", ".join(parts) or LABELS["none"])


def laws(game) -> str:
    if not game.laws:
        return LABELS["none"]
    return "\n".join(x for k in game.laws for x in _wrap(cards.POLITICAL[k].name + ": " + cards.POLITICAL[k].text))


def political(game) -> str:
    if not game.political_card:
        return LABELS["none"]
    c = cards.POLITICAL[game.political_card]
    return "\n".join(_wrap(f"{c.name} ({REPORT['law_kind'][c.kind]}): {c.text}"))


def events(game, since: int) -> str:
    """The log from entry `since` on, told in German, one wrapped line per event."""
    lines = []
    for e in game.log[since:]:
        lines += _wrap(f"R{e.round} {PHASES.get(e.phase, e.phase)}: {log_text(e)}")
    return "\n".join(lines) or LABELS["none"]


def status(game) -> str:
    if game.phase == "ende":
        who = ", ".join(f"S{p + 1}" for p in game.winners)
        return REPORT["status_end"].format(players=who, how=VICTORY.get(game.victory, game.victory))
    return REPORT["status"].format(round=game.round, phase=PHASES.get(game.phase, game.phase))


def hand(game, p: int) -> str:
    pl = game.players[p]
    lines = [f"{LABELS['credits']}: {pl.credits}"]
    lines += _wrap(f"{LABELS['cards']}: " + (", ".join(cards.ACTION[c].name for c in pl.cards) or LABELS["none"]))
    lines += _wrap(f"{LABELS['techs']}: " + (", ".join(technology.TECHS[t].name for t in pl.techs)
                                            or LABELS["none"]))
    lines.append(f"{LABELS['trade']}: {pl.trade}")
    if game.phase == "aufbau" and game.building is not None:
        lines += _wrap(f"{LABELS['tiles']}: " + "; ".join(f"{k} ({tile_text(k)})" for k in game.building.hands[p]))
        if game.building.current() == p:
            legal = galaxy.legal_placements(game.building, p)
            lines += _wrap(PACKET["tiles_now"].format(tiles=", ".join(sorted({k for k, _ in legal}))))
    return "\n".join(lines)
