"""ACME's world of 29 countries (our design: the manual names only the continents)."""
from ports.acme.world import WORLD_29 as W


def test_29_countries_in_six_continents():
    # ACME: "Es gibt keine 42 Länder, sondern nur 29."
    assert W.n == 29
    assert [c.name for c in W.continents] == ["Nordamerika", "Südamerika", "Europa", "Afrika",
                                               "Asien", "Australien"]
    assert sum(len(m) for m in W.members) == 29 and all(W.members)


def test_continent_bonuses():
    # ACME VERGABE VON ARMEEN: Australien 1, Südamerika 2, Afrika 3, Europa und Nordamerika
    # je 4, Asien 5
    bonus = {c.name: c.bonus for c in W.continents}
    assert bonus == {"Australien": 1, "Südamerika": 2, "Afrika": 3, "Europa": 4,
                     "Nordamerika": 4, "Asien": 5}


def test_neighbourhood_is_symmetric_and_the_world_connected():
    # our decision (original_docs/acme.md), where the manual is silent
    for a in range(W.n):
        assert a not in W.neighbours[a]
        for b in W.neighbours[a]:
            assert a in W.neighbours[b], (W.countries[a].name, W.countries[b].name)
    seen, todo = {0}, [0]
    while todo:
        for n in W.neighbours[todo.pop()]:
            if n not in seen:
                seen.add(n)
                todo.append(n)
    assert len(seen) == W.n


def test_every_continent_is_connected_within_itself():
    # our decision (original_docs/acme.md), where the manual is silent
    for k, members in enumerate(W.members):
        seen, todo = {members[0]}, [members[0]]
        while todo:
            for n in W.neighbours[todo.pop()]:
                if n in members and n not in seen:
                    seen.add(n)
                    todo.append(n)
        assert seen == set(members), W.continents[k].name


def test_names_of_1853_and_keys():
    # our decision (original_docs/acme.md), where the manual is silent
    names = {c.name for c in W.countries}
    assert {"Russisch-Amerika", "Neugranada", "Deutscher Bund", "Osmanisches Reich",
            "Niederländisch-Indien", "Neuholland", "Rußland"} <= names
    assert W.find("Rußland") == W.find("russland") == W.find("RUSSLAND")
    assert W.find("Ägypten") == W.find("aegypten")
    assert W.find("Atlantis") is None
    assert all(c.key.isascii() and " " not in c.key for c in W.countries)


def test_the_42_countries_of_acme_2():
    # ACME Post Scriptum: "ACME 2 ... Es wird dann alle 42 Länder, einen 4-Spieler-Modus ... geben"
    from ports.acme.world import WORLD_42 as W42
    assert W42.n == 42 and [len(m) for m in W42.members] == [9, 4, 7, 6, 12, 4]
    assert [c.bonus for c in W42.continents] == [5, 2, 5, 3, 7, 2]     # the parent game's
    for a in range(W42.n):
        for b in W42.neighbours[a]:
            assert a in W42.neighbours[b]
    seen, todo = {0}, [0]
    while todo:
        for n in W42.neighbours[todo.pop()]:
            if n not in seen:
                seen.add(n)
                todo.append(n)
    assert len(seen) == 42


def test_every_country_is_on_its_map():
    # our decision: the maps are text art drawn by tools/acme_map.py
    from ports.acme.screens.mapgeo import geo
    from ports.acme.world import WORLDS
    for size, world in WORLDS.items():
        g = geo(size)
        assert (g.w, g.h) == (256, 176)
        for c in range(world.n):
            assert g.pixels(c) >= 40, world.countries[c].name
            x, y = g.labels[c]
            assert g.at(x, y) == c
