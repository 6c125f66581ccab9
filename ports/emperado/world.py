"""The world of EMPERADO 2: 60 countries in 10 continents, and who borders whom.

Countries and continents are listed in the order chapter 2 lists them; a country's
index in COUNTRIES is the number the rules use everywhere. The neighbour list is our
own design (the manual gives none): land links follow the overview map of
map_layout.py (a test checks that they agree), sea links join what a sea separates
and are drawn dashed.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Continent:
    key: str
    name: str
    bonus: int          # EMPERADO 3a Kontinentbonus


@dataclass(frozen=True)
class Country:
    index: int
    key: str            # ASCII, used in the action text and in save files
    name: str           # as the manual spells it
    continent: int      # index into CONTINENTS


# EMPERADO 2 (the continents and their countries) and 3a (the bonus of each continent).
_CHAPTER_2 = (
    ("asien", "Asien", 7, ("Ural", "Westsibirien", "Ostsibirien", "Kamtschatka", "Japan", "Korea",
                           "Mongolei", "Kasachstan", "Afghanistan", "Persien", "Indien", "China",
                           "Siam")),
    ("europa", "Europa", 6, ("Britanien", "Skandinavien", "Russland", "Frankreich", "Deutschland",
                             "Spanien", "Italien", "Balkan")),
    ("nordamerika", "Nordamerika", 5, ("Alaska", "Nordwestterritorium", "Alberta", "Ontario",
                                       "Quebec", "Weststaaten", "Oststaaten", "Südstaaten")),
    ("afrika", "Afrika", 4, ("Marokko", "Ägypten", "Westafrika", "Kongo", "Ostafrika",
                             "Madagaskar", "Südafrika")),
    ("suedamerika", "Südamerika", 3, ("Kolumbien", "Venezuela", "Peru", "Brasilien", "Bolivien",
                                      "Argentinien")),
    ("kleinasien", "Kleinasien", 2, ("Türkei", "Syrien", "Arabien", "Jemen")),
    ("polarinseln", "Polarinseln", 1, ("Grönland", "Island", "Neufundland")),
    ("mittelamerika", "Mittelamerika", 1, ("Mexiko", "Panama", "Antillen")),
    ("ozeanien", "Ozeanien", 1, ("Sumatra", "Borneo", "Philippinen", "Neuguinea")),
    ("australien", "Australien", 1, ("Nordaustralien", "Südaustralien", "Queensland",
                                     "Neuseeland")),
)


def ascii_key(name: str) -> str:
    """'Südstaaten' -> 'suedstaaten': the spelling typed in logs and save files."""
    out = name.lower()
    for a, b in (("ä", "ae"), ("ö", "oe"), ("ü", "ue"), ("ß", "ss")):
        out = out.replace(a, b)
    return out


CONTINENTS: tuple[Continent, ...] = tuple(Continent(k, n, b) for k, n, b, _ in _CHAPTER_2)
COUNTRIES: tuple[Country, ...] = tuple(
    Country(i, ascii_key(name), name, ci)
    for i, (ci, name) in enumerate((ci, name) for ci, c in enumerate(_CHAPTER_2) for name in c[3])
)
N_COUNTRIES = len(COUNTRIES)           # 60
BY_KEY = {c.key: c.index for c in COUNTRIES}

# Countries on islands: every link they have is a sea link.
ISLANDS = frozenset(BY_KEY[k] for k in (
    "groenland", "island", "neufundland", "britanien", "japan", "madagaskar", "antillen",
    "sumatra", "borneo", "philippinen", "neuguinea", "neuseeland",
))

# Borders on land (they follow the grid of map_layout.py; test_world checks it). When the map
# was redrawn finer, two borders appeared (Ägypten-Westafrika, Balkan-Deutschland) and one
# became a strait (Nordwestterritorium-Quebec, now a sea link): original_docs/emperado.md.
LAND_LINKS: tuple[tuple[str, str], ...] = (
    ("aegypten", "kongo"),
    ("aegypten", "marokko"),
    ("aegypten", "ostafrika"),
    ("aegypten", "syrien"),
    ("aegypten", "westafrika"),     # the Sahara: Niger and Chad border Libya (finer map, 2026)
    ("afghanistan", "china"),
    ("afghanistan", "indien"),
    ("afghanistan", "kasachstan"),
    ("afghanistan", "persien"),
    ("alaska", "alberta"),
    ("alaska", "nordwestterritorium"),
    ("alberta", "nordwestterritorium"),
    ("alberta", "ontario"),
    ("alberta", "weststaaten"),
    ("arabien", "jemen"),
    ("arabien", "syrien"),
    ("argentinien", "bolivien"),
    ("argentinien", "brasilien"),
    ("balkan", "italien"),
    ("balkan", "deutschland"),      # Austria and Hungary (finer map, 2026)
    ("balkan", "russland"),
    ("balkan", "tuerkei"),
    ("bolivien", "brasilien"),
    ("bolivien", "peru"),
    ("brasilien", "kolumbien"),
    ("brasilien", "peru"),
    ("brasilien", "venezuela"),
    ("china", "indien"),
    ("china", "kasachstan"),
    ("china", "korea"),
    ("china", "mongolei"),
    ("china", "siam"),
    ("deutschland", "frankreich"),
    ("deutschland", "italien"),
    ("deutschland", "russland"),
    ("deutschland", "skandinavien"),
    ("frankreich", "italien"),
    ("frankreich", "spanien"),
    ("indien", "persien"),
    ("indien", "siam"),
    ("kamtschatka", "mongolei"),
    ("kamtschatka", "ostsibirien"),
    ("kasachstan", "mongolei"),
    ("kasachstan", "persien"),
    ("kasachstan", "russland"),
    ("kasachstan", "ural"),
    ("kasachstan", "westsibirien"),
    ("kolumbien", "panama"),
    ("kolumbien", "peru"),
    ("kolumbien", "venezuela"),
    ("kongo", "ostafrika"),
    ("kongo", "suedafrika"),
    ("kongo", "westafrika"),
    ("korea", "mongolei"),
    ("marokko", "westafrika"),
    ("mexiko", "panama"),
    ("mexiko", "suedstaaten"),
    ("mexiko", "weststaaten"),
    ("mongolei", "ostsibirien"),
    ("mongolei", "westsibirien"),
    ("nordaustralien", "queensland"),
    ("nordaustralien", "suedaustralien"),
    ("nordwestterritorium", "ontario"),
    ("ontario", "oststaaten"),
    ("ontario", "quebec"),
    ("ontario", "weststaaten"),
    ("ostafrika", "suedafrika"),
    ("ostsibirien", "westsibirien"),
    ("oststaaten", "quebec"),
    ("oststaaten", "suedstaaten"),
    ("oststaaten", "weststaaten"),
    ("persien", "syrien"),
    ("persien", "tuerkei"),
    ("queensland", "suedaustralien"),
    ("russland", "skandinavien"),
    ("russland", "tuerkei"),
    ("russland", "ural"),
    ("suedstaaten", "weststaaten"),
    ("syrien", "tuerkei"),
    ("ural", "westsibirien"),
)

# Neighbours across a sea (EMPERADO 3b: drawn as dashed lines). Alaska-Kamtschatka crosses
# the edge of the map.
SEA_LINKS: tuple[tuple[str, str], ...] = (
    ("alaska", "kamtschatka"),
    ("nordwestterritorium", "groenland"),
    ("quebec", "neufundland"),
    ("nordwestterritorium", "quebec"),   # across the Hudson Strait (was a land link before 2026)
    ("neufundland", "groenland"),
    ("groenland", "island"),
    ("island", "britanien"),
    ("island", "skandinavien"),
    ("britanien", "skandinavien"),
    ("britanien", "frankreich"),
    ("spanien", "marokko"),
    ("italien", "marokko"),
    ("suedstaaten", "antillen"),
    ("mexiko", "antillen"),
    ("antillen", "venezuela"),
    ("brasilien", "westafrika"),
    ("ostafrika", "madagaskar"),
    ("suedafrika", "madagaskar"),
    ("jemen", "ostafrika"),
    ("kamtschatka", "japan"),
    ("korea", "japan"),
    ("siam", "sumatra"),
    ("sumatra", "borneo"),
    ("borneo", "philippinen"),
    ("china", "philippinen"),
    ("borneo", "neuguinea"),
    ("neuguinea", "nordaustralien"),
    ("neuguinea", "queensland"),
    ("queensland", "neuseeland"),
    ("suedaustralien", "neuseeland"),
)


def _build_neighbours() -> tuple[tuple[int, ...], ...]:
    nb: list[set[int]] = [set() for _ in COUNTRIES]
    for a, b in LAND_LINKS + SEA_LINKS:
        i, j = BY_KEY[a], BY_KEY[b]
        nb[i].add(j)
        nb[j].add(i)
    return tuple(tuple(sorted(s)) for s in nb)


NEIGHBOURS: tuple[tuple[int, ...], ...] = _build_neighbours()
SEA = frozenset(frozenset((BY_KEY[a], BY_KEY[b])) for a, b in SEA_LINKS)
CONTINENT_COUNTRIES: tuple[tuple[int, ...], ...] = tuple(
    tuple(c.index for c in COUNTRIES if c.continent == ci) for ci in range(len(CONTINENTS))
)


def is_sea_link(a: int, b: int) -> bool:
    return frozenset((a, b)) in SEA


def adjacent(a: int, b: int) -> bool:
    return b in NEIGHBOURS[a]


def find_country(text: str) -> int | None:
    """A country by its key or its German name (any case), or None."""
    t = text.strip()
    if t in BY_KEY:
        return BY_KEY[t]
    return BY_KEY.get(ascii_key(t))
