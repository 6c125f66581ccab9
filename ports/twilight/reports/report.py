"""The texts of a packet: the public state of the galaxy and a player's own hand (German)."""
from __future__ import annotations

import textwrap

from ..rules import cards, galaxy, hexes, progress, races, technology, tiles, units
from .texts import (KIND_SHORT, LABELS, PACKET, PHASES, PRIVATE_EVENTS, RACE_ABILITY, RACE_SHEET, REPORT,
                    TILE_KINDS, TRACK_SHORT, TRACK_TERMS, TURN, VICTORY, log_text, tile_label)


def _fleet(f: dict) -> str:
    return ", ".join(f"{units.UNITS[u].plural if n > 1 and units.UNITS[u].plural else units.UNITS[u].name} {n}"
                     for u, n in sorted(f.items()) if n)


def wrap(line: str, indent: str = "        ") -> list:
    """Lines of at most 76 characters: they print, and no mail program wraps them."""
    first = line[:len(line) - len(line.lstrip())]          # a line's own indent stays
    return textwrap.wrap(line, 76, initial_indent="", subsequent_indent=indent or first,
                         break_on_hyphens=False, drop_whitespace=True) or [""]


def fit(text: str) -> str:
    """A text whose every line fits in 76 characters (what is longer is wrapped, indented)."""
    return "\n".join(y for x in text.splitlines() for y in ([x.rstrip()] if len(x) <= 76 else wrap(x)))


def _layout(game) -> dict:
    """Position -> tile key: the map, or while the players build it, the tiles laid so far."""
    if not game.map and game.building is not None:
        return game.building.placed
    return game.map


def _who(game, lab: str) -> str:
    """The overview's second line of a hex: who is there (planets or ships; * = several),
    and the kind of the tile, which stays visible under the units."""
    players = {game.planets[n].owner for n in game.planets_in(lab) if n in game.planets} - {None}
    players |= set(game.space.get(lab, {}))
    players |= {pl.index for pl in game.players if pl.home is not None and hexes.label(pl.home) == lab}
    who = "*" if len(players) > 1 else f"S{next(iter(players)) + 1}" if players else ""
    kind = KIND_SHORT.get(galaxy.tile(_layout(game)[hexes.parse(lab)]).kind, "")
    return " ".join(x for x in (who, kind) if x)


CELL = 9          # characters a hex column takes in the overview


def overview(game) -> str:
    """The galaxy as a picture of text: 7 columns of hexes, two lines per hex."""
    rows = [[" " * CELL for _ in range(7)] for _ in range(2 * hexes.RINGS * 3 + 2)]
    layout = _layout(game)
    building = game.building is not None and layout is game.building.placed
    for pos in hexes.ALL:
        if pos not in layout and not building:
            continue
        q, r = pos
        col, row = q + hexes.RINGS, 2 * r + q + 3 * hexes.RINGS
        lab = hexes.label(pos)
        rows[row][col] = f"{lab:^{CELL}}"
        homes = [pl.label for pl in game.players if pl.home == pos]
        mark = _who(game, lab) if pos in layout else f"({homes[0]})" if homes else PACKET["free"]
        rows[row + 1][col] = f"{mark:^{CELL}}"
    lines = ["".join(r).rstrip() for r in rows]
    while lines and not lines[0]:
        lines.pop(0)
    while lines and not lines[-1]:
        lines.pop()
    return "\n".join(wrap(PACKET["overview_note"], "") + [""] + lines)


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
        lines += wrap(_neighbours(pos, t.kind, layout), "        ")
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
            lines += wrap(PACKET["planet"].format(name=name, r=r, i=i, who=", ".join([who] + extra)))
        for p, f in sorted(game.space.get(lab, {}).items()):
            lines += wrap(PACKET["in_space"].format(who=f"S{p + 1}", units=_fleet(f)))
        blocks.append("\n".join(lines))
    return "\n".join(blocks)


def players(game) -> str:
    """What everybody knows about each player: race, home, step, wealth, technology, trade."""
    out = []
    for pl in game.players:
        race = races.RACES[pl.race].name if pl.race else "?"
        home = hexes.label(pl.home) if pl.home is not None else "?"
        out += wrap(PACKET["player_head"].format(player=pl.label, name=pl.name, race=race, home=home))
        out += wrap(PACKET["player_step"].format(
            n=pl.progress, step=progress.STEPS[pl.progress].name, influence=game.influence(pl.index),
            resources=game.resources(pl.index), planets=len(game.owned(pl.index))))
        techs = ", ".join(technology.TECHS[t].name for t in pl.techs) or LABELS["none"]
        trade = PACKET["partners"].format(n=pl.trade, who=", ".join(f"S{q + 1}" for q in pl.partners)) \
            if pl.partners else str(pl.trade)
        out += wrap(PACKET["player_techs"].format(techs=techs))
        out.append(PACKET["player_more"].format(trade=trade, cards=len(pl.cards)))
        if not pl.out and _missing(game, pl.index):
            out += wrap(_missing(game, pl.index), "        ")
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
    out = wrap(PACKET["track_note"], "")
    for n in range(len(progress.STEPS) - 1, -1, -1):
        who = ", ".join(pl.label for pl in game.players if pl.progress == n) or "-"
        out.append(REPORT["track_step"].format(n=n, step=progress.STEPS[n].name, who=who))
        if n:
            out += wrap(PACKET["track_needs"].format(needs=conditions(game, n)), "        ")
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
    return "\n".join(x for k in game.laws for x in wrap(cards.POLITICAL[k].name + ": " + cards.POLITICAL[k].text))


def political(game) -> str:
    if not game.political_card:
        return LABELS["none"]
    c = cards.POLITICAL[game.political_card]
    return "\n".join(wrap(f"{c.name} ({REPORT['law_kind'][c.kind]}): {c.text}"))


def events(game, since: int, viewer: int | None = None) -> str:
    """The log from entry `since` on, told in German, one wrapped line per event; what only
    one player may know (his advance orders that fell through) only in his packet (viewer)."""
    lines = []
    for e in game.log[since:]:
        if e.code in PRIVATE_EVENTS and viewer is not None and e.get("player") != viewer:
            continue
        lines += wrap(f"R{e.round} {PHASES.get(e.phase, e.phase)}: {log_text(e)}")
    return "\n".join(lines) or LABELS["none"]


def turn_line(game, p: int) -> str:
    """The packet's first line: whether this player must send orders now, and which."""
    from ..rules import engine
    if game.phase == "ende":
        return TURN["over"]
    missing = engine.missing(game)
    if game.phase == "sabotage" and engine.secret_turn(game):
        return TURN["sabotage"]
    if p in missing:
        return TURN["yours"].format(phase=PHASES.get(game.phase, game.phase), what=_what(game, p))
    return TURN["nothing"].format(players=awaited(game))


def _what(game, p: int) -> str:
    if game.phase == "aufbau":
        return TURN["what_tile"]
    if game.phase == "raumkampf":
        return TURN["what_battle"].format(systems=", ".join(at for at in game.combats if p in game.present(at)))
    return ""


def awaited(game) -> str:
    """Whose orders the game master waits for, as every packet may say it."""
    from ..rules import engine
    if game.phase == "sabotage" and engine.secret_turn(game):
        return TURN["sabotage_awaited"]
    return ", ".join(f"S{q + 1}" for q in engine.missing(game)) or "-"


def snake(game, ahead: int = 12) -> str:
    """During the galaxy building: who lays the next tiles, in the snake order [seed]."""
    b = game.building
    if game.phase != "aufbau" or b is None:
        return ""
    left = sum(len(h) for h in b.hands.values())
    order = galaxy.snake_order(b.n, b.turn + left)[b.turn:b.turn + ahead]
    return TURN["snake"].format(order=", ".join(f"S{p + 1}" for p in order), left=left)


def notes(game, notes: dict) -> list:
    """The game master's notes of a packet: deadline, picture, roll-back, computer seats; in
    the galaxy building the order of the next tiles."""
    out = wrap(snake(game), "  ") if snake(game) else []
    if notes.get("deadline"):
        out += wrap(TURN["deadline"].format(until=notes["deadline"]), "  ")
    if notes.get("picture"):
        out.append(TURN["picture"].format(name=notes["picture"]))
    back = notes.get("skipped")
    if back:
        out += wrap(TURN["rolled_back"].format(n=back["von"] - back["auf"], step=back["auf"],
                                                round=back["runde"], phase=PHASES.get(back["phase"], back["phase"])),
                     "  ")
    if notes.get("computer"):
        out.append(TURN["computer"].format(players=", ".join(f"S{q + 1}" for q in notes["computer"])))
    return out


def race_sheet(key: str) -> list:
    """A race's sheet, as on its card: home planets, abilities, extra units, technology."""
    r = races.RACES[key]
    home = ", ".join(f"{n} {tiles.PLANET_VALUES[n][0]}/{tiles.PLANET_VALUES[n][1]}" for n in r.home)
    units_ = ", ".join(units.UNITS[u].count(n) for u, n in r.extra_units)
    lines = [RACE_SHEET["head"].format(name=r.name)]
    lines += wrap(RACE_SHEET["home"].format(planets=home), "        ")
    lines += wrap(RACE_SHEET["abilities"].format(text=abilities(r)), "        ")
    lines += wrap(RACE_SHEET["units"].format(units=units_), "        ")
    lines += wrap(RACE_SHEET["tech"].format(tech=technology.TECHS[r.start_tech].name), "        ")
    return lines


def abilities(r) -> str:
    """What sets a race apart, worded from its values in races.py."""
    out = []
    for key, text in RACE_ABILITY.items():
        v = getattr(r, key)
        if isinstance(v, dict):
            out += [text.format(unit=units.UNITS[u].name, n=n) for u, n in v.items()]
        elif key == "cards_per_round":
            if v != 1:
                out.append(text.format(n=v))
        elif v:
            out.append(text.format(n=v))
    return "; ".join(out) or LABELS["none"]


def race_sheets() -> str:
    out = wrap(RACE_SHEET["note"], "")
    for key in races.ORDER:
        out += race_sheet(key)
    return "\n".join(out)


def economy(game) -> str:
    """The game's economy, said in every packet's status (Settings.economy, issue 35)."""
    from ..rules.politics import TRADE_VALUE
    return PACKET["economy"][game.settings.economy].format(trade=TRADE_VALUE)


def status(game) -> str:
    if game.phase == "ende":
        who = ", ".join(f"S{p + 1}" for p in game.winners)
        return REPORT["status_end"].format(players=who, how=VICTORY.get(game.victory, game.victory))
    return REPORT["status"].format(round=game.round, phase=PHASES.get(game.phase, game.phase))


def hand(game, p: int) -> str:
    from ..rules import engine
    pl = game.players[p]
    lines = []
    if game.phase == "sabotage" and engine.secret_turn(game):
        lines.append(TURN["hand_sabotage" if p in engine.missing(game) else "hand_no_sabotage"])
    lines.append(f"{LABELS['credits']}: {pl.credits}")
    lines += wrap(f"{LABELS['cards']}: " + (", ".join(cards.ACTION[c].name for c in pl.cards) or LABELS["none"]))
    lines += wrap(f"{LABELS['techs']}: " + (", ".join(technology.TECHS[t].name for t in pl.techs)
                                            or LABELS["none"]))
    lines.append(f"{LABELS['trade']}: {pl.trade}")
    if game.phase == "aufbau" and game.building is not None:
        lines += wrap(f"{LABELS['tiles']}: " + "; ".join(tile_label(k) for k in game.building.hands[p]))
        if game.building.current() == p:
            legal = galaxy.legal_placements(game.building, p)
            lines += wrap(PACKET["tiles_now"].format(tiles="; ".join(tile_label(k) for k in sorted({k for k, _ in legal}))))
    given = [o.text() for os_ in game.ahead.get(p, {}).values() for o in os_]
    if given:
        lines += wrap(f"{LABELS['ahead']}: " + "; ".join(given))
    standing = [o.text() for o in game.standing.get(p, [])]
    if standing:
        lines += wrap(f"{LABELS['standing']}: " + "; ".join(standing))
    if game.reach.get(p):
        lines.append(f"{LABELS['reach']}: {PHASES.get(game.reach[p], game.reach[p])}")
    if pl.race:
        lines += race_sheet(pl.race)
    return "\n".join(lines)
