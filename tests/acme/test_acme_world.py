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
