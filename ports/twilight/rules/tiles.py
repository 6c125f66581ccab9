"""The galaxy tiles: planets with their two numbers, and systems (one tile each).

Planet values are (resources, influence): the left and right number printed under a
planet [seed]. Names and values are those of the first edition [TI1]; how planets are
grouped into systems, Mecatol Rex's values and the extra nebula/rift tiles are our
decision (original_docs/twilight.md, "Galaxis").
"""
from __future__ import annotations

from dataclasses import dataclass

# kinds of tile
PLANETS, EMPTY, SUPERNOVA, ASTEROIDS, NEBULA, RIFT, ALPHA, BETA, HOME, MECATOL = (
    "planeten", "leer", "supernova", "asteroiden", "nebel", "riss", "alpha", "beta",
    "heimat", "mecatol")
RED = frozenset({SUPERNOVA, ASTEROIDS, NEBULA, RIFT})  # red-bordered tiles [seed]
WORMHOLES = frozenset({ALPHA, BETA})

PLANET_VALUES = {
    # home planets [TI1]
    "Arc Prime": (6, 1), "Wren Terra": (4, 1),
    "Arretze": (2, 1), "Hercant": (2, 2), "Kamdorn": (1, 2),
    "Jord": (6, 5),
    "Quinarra": (4, 2), "Tren'lak": (1, 1),
    "Jol": (3, 5), "Nar": (2, 5),
    "Archon Ren": (3, 6), "Archon Tau": (1, 4),
    "Moll Primus": (6, 2),
    "Retillion": (3, 5), "Shalloq": (1, 3),
    "[0.0.0]": (10, 0),
    "Druaa": (5, 4), "Maaluuk": (1, 4),
    # the rest of the galaxy [TI1]
    "Abyz": (4, 0), "Fria": (2, 1), "Centauri": (4, 2), "Graal": (2, 3),
    "Coorneeq": (2, 1), "Cronos": (2, 2), "Tallin": (2, 2), "Emelpar": (2, 4),
    "Lodor": (3, 3), "Lort IV": (3, 0), "Wellon": (2, 1), "Bereg": (1, 3),
    "Mehar Xull": (2, 1), "Mellon": (1, 1), "New Albion": (2, 2), "Starpoint": (1, 2),
    "Olergodt": (2, 1), "Quann": (3, 1), "Riescue": (3, 0), "Sacul G": (4, 0),
    "Lazar": (2, 2), "Saudor": (3, 0), "Tar'Mann": (1, 4), "Tequ'ran": (3, 4),
    "Thibah": (2, 1), "Torkan": (3, 3), "Vefut II": (2, 1),
    # [decide] Mecatol Rex: poor in resources, the seat of the council
    "Mecatol Rex": (1, 6),
}


@dataclass(frozen=True)
class Tile:
    key: str            # unique id of the physical tile
    kind: str
    planets: tuple = ()  # planet names

    @property
    def red(self) -> bool:
        return self.kind in RED

    @property
    def has_planets(self) -> bool:
        return bool(self.planets)


# [decide] the planet systems of the base set: six double systems, the rest single
_SYSTEMS = [
    ("Abyz", "Fria"), ("Centauri", "Graal"), ("Bereg", "Lort IV"), ("Tequ'ran", "Torkan"),
    ("New Albion", "Starpoint"), ("Lazar", "Saudor"),
    ("Coorneeq",), ("Cronos",), ("Tallin",), ("Emelpar",), ("Lodor",), ("Wellon",),
    ("Mehar Xull",), ("Mellon",), ("Olergodt",), ("Quann",), ("Riescue",), ("Sacul G",),
    ("Tar'Mann",), ("Thibah",), ("Vefut II",),
]

PLANET_TILES = tuple(Tile("P" + str(i + 1).zfill(2), PLANETS, ps) for i, ps in enumerate(_SYSTEMS))
# [TI1] 2 supernovas, 3 asteroid fields, the alpha and beta ends of the wormhole;
# [seed] nebula and gravity rift; empty systems only as many as are needed to fill ring 3
SPECIAL_TILES = (
    Tile("SN1", SUPERNOVA), Tile("SN2", SUPERNOVA),
    Tile("AF1", ASTEROIDS), Tile("AF2", ASTEROIDS), Tile("AF3", ASTEROIDS),
    Tile("NB1", NEBULA), Tile("GR1", RIFT),
    Tile("WA", ALPHA), Tile("WB", BETA),
)
EMPTY_TILES = tuple(Tile("E" + str(i + 1).zfill(2), EMPTY) for i in range(18))
MECATOL_TILE = Tile("MR", MECATOL, ("Mecatol Rex",))

TILES = {t.key: t for t in PLANET_TILES + SPECIAL_TILES + EMPTY_TILES + (MECATOL_TILE,)}


def tile_set(n_players: int) -> list:
    """The tiles the players (or the prepared map) lay into rings 1-3, besides home systems."""
    needed = 36 - n_players
    base = list(PLANET_TILES) + list(SPECIAL_TILES)
    if len(base) < needed:
        base += list(EMPTY_TILES[: needed - len(base)])
    return [t.key for t in base[:needed]]
