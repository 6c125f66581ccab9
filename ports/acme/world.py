"""ACME's world: 29 countries in six continents, with German names of 1853. Pure.

The manual names no countries, only the continents and their bonus armies (VERGABE VON
ARMEEN: Australien 1, Südamerika 2, Afrika 3, Europa 4, Nordamerika 4, Asien 5), so the
countries are our design (original_docs/acme.md has the map and the reasons): the states
and colonies a map of 1853 shows, as many per continent as its bonus suggests, and sea
routes where the parent game has them (Alaska-Kamtschatka, Grönland-Island, Brasilien-
Westafrika, Niederländisch-Indien-Australien).

`World` also holds the 42-country map of "ACME 2 - Die Herausforderung" (an extra): the
same continents with the parent game's 42 countries' shape and bonuses.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Continent:
    key: str
    name: str
    bonus: int


@dataclass(frozen=True)
class Country:
    key: str           # ASCII, for logs and saves: "preussen"
    name: str          # as the screen shows it: "Preußen"
    continent: int


@dataclass(frozen=True)
class CountryRef:
    """A country named in a Refusal: the map and the country's number. The rules refuse with
    values; texts.explain names the country in the player's words."""
    map: int
    id: int


class World:
    """Countries, continents and neighbours of one map; every list is indexed by number."""

    def __init__(self, size: int, continents, countries, borders):
        self.size = size
        self.continents = tuple(Continent(*c) for c in continents)
        index = {c.key: i for i, c in enumerate(self.continents)}
        self.countries = tuple(Country(k, n, index[c]) for k, n, c in countries)
        self.by_key = {c.key: i for i, c in enumerate(self.countries)}
        nb = [set() for _ in self.countries]
        for a, bs in borders.items():
            for b in bs.split():
                i, j = self.by_key[a], self.by_key[b]
                nb[i].add(j)
                nb[j].add(i)
        self.neighbours = tuple(tuple(sorted(s)) for s in nb)
        self.members = tuple(tuple(i for i, c in enumerate(self.countries) if c.continent == k)
                             for k in range(len(self.continents)))

    @property
    def n(self) -> int:
        return len(self.countries)

    def adjacent(self, a: int, b: int) -> bool:
        return b in self.neighbours[a]

    def find(self, word: str) -> int | None:
        """A country by its key or its name (any case, umlauts or their ASCII spelling)."""
        w = ascii_key(word)
        if w in self.by_key:
            return self.by_key[w]
        for i, c in enumerate(self.countries):
            if ascii_key(c.name) == w:
                return i
        return None


def ascii_key(text: str) -> str:
    t = text.strip().lower()
    for a, b in (("ä", "ae"), ("ö", "oe"), ("ü", "ue"), ("ß", "ss"), (" ", "-")):
        t = t.replace(a, b)
    return t


CONTINENTS = (
    ("nordamerika", "Nordamerika", 4),
    ("suedamerika", "Südamerika", 2),
    ("europa", "Europa", 4),
    ("afrika", "Afrika", 3),
    ("asien", "Asien", 5),
    ("australien", "Australien", 1),
)

COUNTRIES_29 = (
    ("russisch-amerika", "Russisch-Amerika", "nordamerika"),
    ("kanada", "Kanada", "nordamerika"),
    ("groenland", "Grönland", "nordamerika"),
    ("vereinigte-staaten", "Vereinigte Staaten", "nordamerika"),
    ("mexiko", "Mexiko", "nordamerika"),
    ("neugranada", "Neugranada", "suedamerika"),
    ("peru", "Peru", "suedamerika"),
    ("brasilien", "Brasilien", "suedamerika"),
    ("argentinien", "Argentinien", "suedamerika"),
    ("grossbritannien", "Großbritannien", "europa"),
    ("skandinavien", "Skandinavien", "europa"),
    ("frankreich", "Frankreich", "europa"),
    ("spanien", "Spanien", "europa"),
    ("italien", "Italien", "europa"),
    ("deutscher-bund", "Deutscher Bund", "europa"),
    ("russland", "Rußland", "europa"),
    ("algerien", "Algerien", "afrika"),
    ("aegypten", "Ägypten", "afrika"),
    ("sudan", "Sudan", "afrika"),
    ("kapland", "Kapland", "afrika"),
    ("osmanisches-reich", "Osmanisches Reich", "asien"),
    ("persien", "Persien", "asien"),
    ("turkestan", "Turkestan", "asien"),
    ("sibirien", "Sibirien", "asien"),
    ("china", "China", "asien"),
    ("indien", "Indien", "asien"),
    ("japan", "Japan", "asien"),
    ("niederlaendisch-indien", "Niederländisch-Indien", "australien"),
    ("neuholland", "Neuholland", "australien"),
)

BORDERS_29 = {
    "russisch-amerika": "kanada sibirien",
    "kanada": "groenland vereinigte-staaten",
    "groenland": "skandinavien",
    "vereinigte-staaten": "mexiko",
    "mexiko": "neugranada",
    "neugranada": "peru brasilien",
    "peru": "brasilien argentinien",
    "brasilien": "argentinien sudan",
    "grossbritannien": "skandinavien frankreich",
    "skandinavien": "deutscher-bund russland",
    "frankreich": "spanien italien deutscher-bund",
    "spanien": "algerien",
    "italien": "deutscher-bund osmanisches-reich",
    "deutscher-bund": "russland osmanisches-reich",
    "russland": "osmanisches-reich persien turkestan sibirien",
    "algerien": "aegypten sudan",
    "aegypten": "sudan osmanisches-reich",
    "sudan": "kapland",
    "osmanisches-reich": "persien",
    "persien": "turkestan indien",
    "turkestan": "sibirien china indien",
    "sibirien": "china japan",
    "china": "indien japan",
    "indien": "niederlaendisch-indien",
    "niederlaendisch-indien": "neuholland",
}

WORLD_29 = World(29, CONTINENTS, COUNTRIES_29, BORDERS_29)

# ACME 2 - "Es wird dann alle 42 Länder ... geben": the same world cut into the parent game's 42,
# with the parent game's bonuses (an extra; the 29 stay ACME's own).
CONTINENTS_42 = (
    ("nordamerika", "Nordamerika", 5),
    ("suedamerika", "Südamerika", 2),
    ("europa", "Europa", 5),
    ("afrika", "Afrika", 3),
    ("asien", "Asien", 7),
    ("australien", "Australien", 2),
)

COUNTRIES_42 = (
    ("russisch-amerika", "Russisch-Amerika", "nordamerika"),
    ("nordwest-territorium", "Nordwest-Territorium", "nordamerika"),
    ("rupertsland", "Rupertsland", "nordamerika"),
    ("kanada", "Kanada", "nordamerika"),
    ("groenland", "Grönland", "nordamerika"),
    ("westliche-territorien", "Westliche Territorien", "nordamerika"),
    ("vereinigte-staaten", "Vereinigte Staaten", "nordamerika"),
    ("mexiko", "Mexiko", "nordamerika"),
    ("mittelamerika", "Mittelamerika", "nordamerika"),
    ("neugranada", "Neugranada", "suedamerika"),
    ("peru", "Peru", "suedamerika"),
    ("brasilien", "Brasilien", "suedamerika"),
    ("argentinien", "Argentinien", "suedamerika"),
    ("grossbritannien", "Großbritannien", "europa"),
    ("skandinavien", "Skandinavien", "europa"),
    ("frankreich", "Frankreich", "europa"),
    ("spanien", "Spanien", "europa"),
    ("italien", "Italien", "europa"),
    ("deutscher-bund", "Deutscher Bund", "europa"),
    ("russland", "Rußland", "europa"),
    ("algerien", "Algerien", "afrika"),
    ("aegypten", "Ägypten", "afrika"),
    ("sudan", "Sudan", "afrika"),
    ("abessinien", "Abessinien", "afrika"),
    ("kapland", "Kapland", "afrika"),
    ("madagaskar", "Madagaskar", "afrika"),
    ("osmanisches-reich", "Osmanisches Reich", "asien"),
    ("arabien", "Arabien", "asien"),
    ("persien", "Persien", "asien"),
    ("turkestan", "Turkestan", "asien"),
    ("sibirien", "Sibirien", "asien"),
    ("jakutien", "Jakutien", "asien"),
    ("kamtschatka", "Kamtschatka", "asien"),
    ("mongolei", "Mongolei", "asien"),
    ("china", "China", "asien"),
    ("siam", "Siam", "asien"),
    ("indien", "Indien", "asien"),
    ("japan", "Japan", "asien"),
    ("niederlaendisch-indien", "Niederländisch-Indien", "australien"),
    ("neuguinea", "Neuguinea", "australien"),
    ("westaustralien", "Westaustralien", "australien"),
    ("neusuedwales", "Neusüdwales", "australien"),
)

BORDERS_42 = {
    "russisch-amerika": "nordwest-territorium kamtschatka",
    "nordwest-territorium": "rupertsland westliche-territorien",
    "rupertsland": "kanada westliche-territorien vereinigte-staaten groenland",
    "kanada": "groenland vereinigte-staaten",
    "groenland": "skandinavien",
    "westliche-territorien": "vereinigte-staaten mexiko",
    "vereinigte-staaten": "mexiko",
    "mexiko": "mittelamerika",
    "mittelamerika": "neugranada",
    "neugranada": "peru brasilien",
    "peru": "brasilien argentinien",
    "brasilien": "argentinien sudan",
    "grossbritannien": "skandinavien frankreich",
    "skandinavien": "deutscher-bund russland",
    "frankreich": "spanien italien deutscher-bund",
    "spanien": "algerien",
    "italien": "deutscher-bund osmanisches-reich",
    "deutscher-bund": "russland osmanisches-reich",
    "russland": "osmanisches-reich persien turkestan sibirien",
    "algerien": "aegypten sudan",
    "aegypten": "sudan abessinien osmanisches-reich arabien",
    "sudan": "abessinien kapland",
    "abessinien": "kapland madagaskar arabien",
    "kapland": "madagaskar",
    "osmanisches-reich": "arabien persien",
    "arabien": "persien",
    "persien": "turkestan indien",
    "turkestan": "sibirien mongolei china indien",
    "sibirien": "jakutien mongolei",
    "jakutien": "kamtschatka mongolei",
    "kamtschatka": "mongolei japan",
    "mongolei": "china japan",
    "china": "siam indien",
    "siam": "indien niederlaendisch-indien",
    "niederlaendisch-indien": "neuguinea westaustralien",
    "neuguinea": "neusuedwales",
    "westaustralien": "neusuedwales",
}

WORLD_42 = World(42, CONTINENTS_42, COUNTRIES_42, BORDERS_42)
WORLDS = {29: WORLD_29, 42: WORLD_42}


def world(size: int = 29) -> World:
    return WORLDS[size]
