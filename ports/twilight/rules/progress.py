"""The galactic progress track [seed "Spielziel"; steps and conditions: decide].

From KRIEGSHERR to HERRSCHER DES UNIVERSUMS. A race moves at most one step per round,
only when every condition of the next step holds, and never back [TI1]. Each step asks
for something military, political and economic.
"""
from __future__ import annotations

from dataclasses import dataclass

from . import hexes


@dataclass(frozen=True)
class Step:
    name: str
    planets: int = 0        # military: planets controlled
    battles: int = 0        # military: space battles won
    inner: bool = False     # military: a planet in ring 1 or Mecatol Rex
    mecatol: bool = False   # military: Mecatol Rex held
    influence: int = 0      # political
    laws: int = 0           # political: laws passed with his votes
    resources: int = 0      # economic
    techs: int = 0          # economic: technologies owned


STEPS = (
    Step("Kriegsherr"),
    Step("Statthalter", planets=4, influence=8, resources=10),
    Step("Fürst", planets=6, influence=12, resources=14, techs=2),
    Step("König", planets=7, battles=1, influence=14, laws=1, resources=16, techs=3),
    Step("Imperator", planets=8, inner=True, influence=16, resources=18, techs=4),
    Step("Herrscher des Universums", planets=9, mecatol=True, influence=18, resources=20, techs=5),
)
TOP = len(STEPS) - 1
# [decide] fewer planets per race in a crowded galaxy: the planet counts above are for four
PLANET_ADJUST = {3: 1, 4: 0, 5: -1, 6: -2}
# [decide] and less influence and resources; less again under the Expansionsbeschränkung
WEALTH_SCALE = {3: 1.1, 4: 1.0, 5: 0.9, 6: 0.8}
EXPANSION_SCALE = 0.85


def needed(game, step: int, key: str, player: int | None = None):
    v = getattr(STEPS[step], key)
    if key == "planets" and v:
        v = max(1, v + PLANET_ADJUST.get(len(game.players), 0))
        if "expansion" in game.laws and player is not None:
            # [decide] under the Expansionsbeschränkung home planets + 4 are enough
            v = min(v, len(game.home_planets(player)) + 4)
    if key in ("influence", "resources") and v:
        scale = WEALTH_SCALE.get(len(game.players), 1.0)
        if "expansion" in game.laws:
            scale *= EXPANSION_SCALE
        v = int(v * scale + 0.5)
    return v


def facts(game, p: int) -> dict:
    owned = game.owned(p)
    inner = any(hexes.ring_of(hexes.parse(game.system_of(n))) <= 1 for n in owned)
    pl = game.players[p]
    return {"planets": len(owned), "battles": pl.battles_won, "inner": inner,
            "mecatol": "Mecatol Rex" in owned, "influence": game.influence(p),
            "laws": pl.laws_backed, "resources": game.resources(p), "techs": len(pl.techs)}


def missing(game, p: int, step: int) -> list:
    """The conditions of a step that do not hold yet (names of Step fields)."""
    s, f = STEPS[step], facts(game, p)
    out = []
    for key in ("planets", "battles", "influence", "laws", "resources", "techs"):
        if f[key] < needed(game, step, key, p):
            out.append(key)
    for key in ("inner", "mecatol"):
        if getattr(s, key) and not f[key]:
            out.append(key)
    return out


def advance(game) -> list:
    """Phase 7: every race that meets all conditions of its next step moves one step."""
    if "council" in game.laws and game.round % 2 == 1:
        game.note("council_rests")
        return []
    moved = []
    for p in game.active():
        pl = game.players[p]
        if pl.progress < TOP and not missing(game, p, pl.progress + 1):
            pl.progress += 1
            pl.step_rounds.append(game.round)
            moved.append(p)
            game.note("advances", player=p, n=pl.progress, step=pl.progress)
    return moved


def conquered_homes(game, p: int) -> int:
    """Other races' home systems of which p holds every planet."""
    n = 0
    for q in range(len(game.players)):
        if q != p and game.players[q].race:
            home = game.home_planets(q)
            if home and all(game.planets[h].owner == p for h in home):
                n += 1
    return n


def tie_break(game, candidates: list) -> list:
    """Most influence, then most resources; still equal: several winners [seed]."""
    best = max(game.influence(p) for p in candidates)
    candidates = [p for p in candidates if game.influence(p) == best]
    best = max(game.resources(p) for p in candidates)
    return [p for p in candidates if game.resources(p) == best]


def check_victory(game) -> bool:
    """Military victory first (3 foreign home systems), then the throne [seed]."""
    military = [p for p in game.active() if conquered_homes(game, p) >= 3]
    if military:
        game.winners, game.victory = tie_break(game, military), "militaer"
    else:
        top = [p for p in game.active() if game.players[p].progress == TOP]
        if top:
            game.winners, game.victory = tie_break(game, top), "herrscher"
        elif game.round >= game.settings.max_rounds:
            best = max(game.players[p].progress for p in game.active())
            game.winners = tie_break(game, [p for p in game.active() if game.players[p].progress == best])
            game.victory = "runden"
    if game.winners:
        game.note("winners", players=tuple(game.winners))
    return bool(game.winners)
