"""The texts of a packet: the public state of the galaxy and a player's own hand (German)."""
from __future__ import annotations

from . import cards, galaxy, hexes, progress, races, technology, tiles, units
from .texts import LABELS, PHASES, REPORT, TILE_KINDS, VICTORY


def _fleet(f: dict) -> str:
    return ", ".join(f"{units.UNITS[u].name} {n}" for u, n in sorted(f.items()) if n)


def galaxy_map(game) -> str:
    lines = []
    for pos in hexes.ALL:
        if pos not in game.map:
            continue
        lab = hexes.label(pos)
        t = galaxy.tile(game.map[pos])
        parts = []
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
            parts.append(f"{name} ({r}/{i}) {who}" + (" " + ", ".join(extra) if extra else ""))
        kind = "" if t.kind in (tiles.PLANETS, tiles.HOME, tiles.MECATOL) else f"[{TILE_KINDS[t.kind]}] "
        fleets = [f"S{p + 1}: {_fleet(f)}" for p, f in sorted(game.space.get(lab, {}).items())]
        if parts or fleets or kind:
            lines.append(f"{lab:5} {kind}" + "; ".join(parts) + (" | " + " | ".join(fleets) if fleets else ""))
    return "\n".join(lines)


def track(game) -> str:
    out = []
    for pl in game.players:
        race = races.RACES[pl.race].name if pl.race else "?"
        out.append(REPORT["track_line"].format(
            player=pl.label, name=pl.name, race=race, step=progress.STEPS[pl.progress].name,
            influence=game.influence(pl.index), resources=game.resources(pl.index),
            planets=len(game.owned(pl.index))))
    return "\n".join(out)


def laws(game) -> str:
    if not game.laws:
        return LABELS["none"]
    return "\n".join(cards.POLITICAL[k].name + ": " + cards.POLITICAL[k].text for k in game.laws)


def political(game) -> str:
    if not game.political_card:
        return LABELS["none"]
    c = cards.POLITICAL[game.political_card]
    return f"{c.name} ({REPORT['law_kind'][c.kind]}): {c.text}"


def events(game, since: int) -> str:
    return "\n".join(f"R{r} {PHASES.get(ph, ph)}: {t}" for r, ph, t in game.log[since:]) or LABELS["none"]


def status(game) -> str:
    if game.phase == "ende":
        who = ", ".join(f"S{p + 1}" for p in game.winners)
        return REPORT["status_end"].format(players=who, how=VICTORY.get(game.victory, game.victory))
    return REPORT["status"].format(round=game.round, phase=PHASES.get(game.phase, game.phase))


def hand(game, p: int) -> str:
    pl = game.players[p]
    lines = [f"{LABELS['credits']}: {pl.credits}",
             f"{LABELS['cards']}: " + (", ".join(cards.ACTION[c].name for c in pl.cards) or LABELS["none"]),
             f"{LABELS['techs']}: " + (", ".join(technology.TECHS[t].name for t in pl.techs) or LABELS["none"]),
             f"{LABELS['trade']}: {pl.trade}"]
    if game.phase == "aufbau" and game.building is not None:
        lines.append(f"{LABELS['tiles']}: " + ", ".join(game.building.hands[p]))
    return "\n".join(lines)
