"""EMPERADO 2: the map: 60 countries, 10 continents, neighbours on land and over the sea."""
from collections import deque

from ports.emperado import map_layout as ml
from ports.emperado import world

CHAPTER_2 = {
    "Asien": ["Ural", "Westsibirien", "Ostsibirien", "Kamtschatka", "Japan", "Korea", "Mongolei",
              "Kasachstan", "Afghanistan", "Persien", "Indien", "China", "Siam"],
    "Europa": ["Britanien", "Skandinavien", "Russland", "Frankreich", "Deutschland", "Spanien",
               "Italien", "Balkan"],
    "Nordamerika": ["Alaska", "Nordwestterritorium", "Alberta", "Ontario", "Quebec", "Weststaaten",
                    "Oststaaten", "Südstaaten"],
    "Afrika": ["Marokko", "Ägypten", "Westafrika", "Kongo", "Ostafrika", "Madagaskar", "Südafrika"],
    "Südamerika": ["Kolumbien", "Venezuela", "Peru", "Brasilien", "Bolivien", "Argentinien"],
    "Kleinasien": ["Türkei", "Syrien", "Arabien", "Jemen"],
    "Polarinseln": ["Grönland", "Island", "Neufundland"],
    "Mittelamerika": ["Mexiko", "Panama", "Antillen"],
    "Ozeanien": ["Sumatra", "Borneo", "Philippinen", "Neuguinea"],
    "Australien": ["Nordaustralien", "Südaustralien", "Queensland", "Neuseeland"],
}


def test_sixty_countries_in_ten_continents_as_chapter_2_lists_them():
    # EMPERADO 2: 10 Kontinente mit insgesamt 60 Ländern
    assert len(world.COUNTRIES) == 60 and len(world.CONTINENTS) == 10
    got = {world.CONTINENTS[ci].name: [world.COUNTRIES[c].name for c in members]
           for ci, members in enumerate(world.CONTINENT_COUNTRIES)}
    assert got == CHAPTER_2
    assert len({c.key for c in world.COUNTRIES}) == 60
    assert all(c.key.isascii() for c in world.COUNTRIES)


def test_continent_bonus_of_chapter_3a():
    # EMPERADO 3a Kontinentbonus
    bonus = {c.name: c.bonus for c in world.CONTINENTS}
    assert bonus == {"Asien": 7, "Europa": 6, "Nordamerika": 5, "Afrika": 4, "Südamerika": 3,
                     "Kleinasien": 2, "Polarinseln": 1, "Mittelamerika": 1, "Ozeanien": 1,
                     "Australien": 1}


def test_neighbours_are_symmetric_and_never_self():
    # EMPERADO 2/3b: Nachbarschaft works both ways
    for c, nbs in enumerate(world.NEIGHBOURS):
        assert c not in nbs and nbs
        for n in nbs:
            assert c in world.NEIGHBOURS[n]


def _reachable(start, links):
    seen, q = {start}, deque([start])
    while q:
        c = q.popleft()
        for n in links[c]:
            if n not in seen:
                seen.add(n)
                q.append(n)
    return seen


# EMPERADO 2
def test_the_map_is_connected():
    assert _reachable(0, world.NEIGHBOURS) == set(range(60))


def test_every_island_is_reached_over_the_sea_only():
    # EMPERADO 3b: Nachbarschaft über ein Meer hinweg ist gestrichelt
    assert len(world.ISLANDS) >= 10
    for c in world.ISLANDS:
        assert world.NEIGHBOURS[c]
        assert all(world.is_sea_link(c, n) for n in world.NEIGHBOURS[c]), world.COUNTRIES[c].name
    # without sea links the islands are cut off: the sea links are what makes them reachable
    land = [[] for _ in range(60)]
    for a, b in world.LAND_LINKS:
        land[world.BY_KEY[a]].append(world.BY_KEY[b])
        land[world.BY_KEY[b]].append(world.BY_KEY[a])
    for c in world.ISLANDS:
        assert land[c] == []


# EMPERADO 2
def test_continents_are_joined_by_the_links_a_world_map_has():
    k = world.BY_KEY
    for a, b in [("alaska", "kamtschatka"), ("brasilien", "westafrika"), ("panama", "kolumbien"),
                 ("mexiko", "weststaaten"), ("spanien", "marokko"), ("syrien", "aegypten"),
                 ("tuerkei", "balkan"), ("persien", "kasachstan"), ("siam", "sumatra"),
                 ("neuguinea", "nordaustralien"), ("island", "britanien")]:
        assert world.adjacent(k[a], k[b]), (a, b)


# EMPERADO 2
def test_land_links_are_exactly_the_borders_of_the_overview_map():
    listed = {frozenset((world.BY_KEY[a], world.BY_KEY[b])) for a, b in world.LAND_LINKS}
    assert listed == ml.land_links_from_grid()
    assert not listed & world.SEA      # a link is either land or sea


# EMPERADO 2
def test_find_country_by_key_or_german_name():
    assert world.find_country("suedstaaten") == world.find_country("Südstaaten")
    assert world.COUNTRIES[world.find_country("ÄGYPTEN")].name == "Ägypten"
    assert world.find_country("Atlantis") is None


# -- map_layout: what the screens draw -------------------------------------------------------
# EMPERADO 2
def test_layout_fits_640x400_and_every_country_has_cells_in_one_piece():
    assert len(ml.ROWS_TEXT) == ml.ROWS and all(len(r) == ml.COLS for r in ml.ROWS_TEXT)
    assert ml.ORIGIN[1] + ml.ROWS * ml.CELL <= 400 and ml.ORIGIN[0] + ml.COLS * ml.CELL <= 640
    for c in range(60):
        cells = set(ml.CELLS[c])
        assert cells
        links = {cell: [n for n in ((cell[0] + 1, cell[1]), (cell[0] - 1, cell[1]),
                                    (cell[0], cell[1] + 1), (cell[0], cell[1] - 1)) if n in cells]
                 for cell in cells}
        assert _reachable(next(iter(cells)), links) == cells


# EMPERADO 2
def test_labels_lie_inside_their_country_and_clicks_find_it():
    for c in range(60):
        x, y = ml.LABELS[c]
        assert ml.country_at(x, y) == c
        for rx, ry, w, h in ml.rects(c):
            assert ml.country_at(rx, ry) == c and ml.country_at(rx + w - 1, ry + h - 1) == c
    assert ml.country_at(5, 5) is None          # the menu strip
    assert ml.country_at(639, 399 - 8) is None  # open sea


def test_borders_thick_between_continents_thin_inside_and_dashed_sea_links():
    # EMPERADO 2: Grenzen zwischen Kontinenten dick, zwischen Ländern dünn, über Meer gestrichelt
    kinds = {}
    for seg in ml.borders():
        kinds[seg[4]] = kinds.get(seg[4], 0) + 1
    assert set(kinds) == {"coast", "continent", "country"}
    # Alberta | Ontario is a thin border, Alaska | Kamtschatka goes round the world
    lines = ml.sea_link_lines()
    assert len(lines) == len(world.SEA_LINKS)
    wrap = [segs for a, b, segs in lines if {a, b} == {world.BY_KEY["alaska"], world.BY_KEY["kamtschatka"]}]
    assert len(wrap[0]) == 2
