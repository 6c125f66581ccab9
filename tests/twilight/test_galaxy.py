"""Die Erschaffung der Galaxis [seed]: the five placement rules, and the prepared maps."""
import pytest

from retro.dice import Dice
from retro.play import Refusal

from ports.twilight.rules import galaxy, hexes, tiles


def building(n=4, seed=3):
    homes = dict(enumerate(galaxy.home_positions(n)))
    races = ["letnev", "hacan", "sol", "sardakk", "jolnar", "xxcha"]
    return galaxy.start_building(n, homes, {p: "H-" + races[p] for p in homes}, Dice(seed))


def test_mecatol_in_the_centre_and_three_rings():
    # seed Die Erschaffung der Galaxis (reference: rings 1-3, 6 + 12 + 18 tiles)
    assert [len(hexes.ring(k)) for k in (1, 2, 3)] == [6, 12, 18]
    b = building()
    assert b.placed[hexes.CENTRE] == "MR"


def test_rings_are_filled_inside_out():
    # seed Erschaffung: "Keine Kachel kann in den 2. Ring gelegt werden, solange der Erste nicht fertig ist"
    b = building()
    p = b.current()
    assert {hexes.ring_of(pos) for _, pos in galaxy.legal_placements(b, p)} == {1}
    for _ in range(6):
        p = b.current()
        k, pos = galaxy.legal_placements(b, p)[0]
        galaxy.place(b, p, k, pos)
    assert {hexes.ring_of(pos) for _, pos in galaxy.legal_placements(b, b.current())} == {2}
    with pytest.raises(Refusal):
        galaxy.place(b, b.current(), b.hands[b.current()][0], hexes.ring(3)[1])


def test_home_system_placed_as_soon_as_its_place_can_be_filled():
    # seed Erschaffung: "Sobald der korrekte Platz ... belegt werden kann, wird dieses auch dort platziert"
    b = building()
    rng = Dice(9)
    while any(pos not in b.placed for pos in hexes.ring(2)):
        assert all(pos not in b.placed for pos in b.homes.values())
        p = b.current()
        k, pos = galaxy.choose_placement(b, p, rng)
        galaxy.place(b, p, k, pos)
    # ring 2 just closed: every home system already lies in ring 3
    assert all(b.placed[pos] == b.home_tiles[p] for p, pos in b.homes.items())


def test_snake_order():
    # seed Erschaffung: S1, S2, S3, S4, S4, S3, S2, S1, S1, S2, ...
    assert galaxy.snake_order(4, 10) == [0, 1, 2, 3, 3, 2, 1, 0, 0, 1]
    b = building()
    seen = []
    rng = Dice(1)
    for _ in range(10):
        p = b.current()
        seen.append(p)
        galaxy.place(b, p, *galaxy.choose_placement(b, p, rng))
    assert seen == [0, 1, 2, 3, 3, 2, 1, 0, 0, 1]


def test_each_player_holds_as_many_tiles_as_he_lays():
    b = building(5)
    total = sum(len(h) for h in b.hands.values())
    assert total == 36 - 5
    counts = [galaxy.snake_order(5, total).count(p) for p in range(5)]
    assert [len(b.hands[p]) for p in range(5)] == counts


def _fresh(hand, placed_extra=None, last_planetless=False):
    b = building(3)
    b.hands = {0: list(hand), 1: ["E01"], 2: ["E02"]}
    b.placed.update(placed_extra or {})
    b.last_planetless[0] = last_planetless
    b.turn = 0
    return b


def test_red_tile_never_beside_red_tile():
    # seed Erschaffung: rot umrandete Kachel nicht direkt neben eine andere
    r1 = hexes.ring(1)
    b = _fresh(["SN1", "E03"], {r1[0]: "AF1"})
    for k, pos in galaxy.legal_placements(b, 0):
        if k == "SN1":
            assert not galaxy.red_neighbour(b.placed, pos)
    assert ("SN1", r1[1]) not in galaxy.legal_placements(b, 0)
    assert any(k == "SN1" for k, _ in galaxy.legal_placements(b, 0))


def test_red_tile_beside_red_tile_when_nothing_else_is_possible():
    # seed Erschaffung: "es sei denn, es besteht absolut keine andere Möglichkeit"
    r1 = hexes.ring(1)
    # ring 1 has one free place left, between two red tiles; the player holds only a red tile
    placed = {pos: "E0" + str(i + 3) for i, pos in enumerate(r1[:5])}
    placed[r1[4]] = "AF1"
    placed[r1[0]] = "AF2"
    b = _fresh(["SN1"], placed)
    legal = galaxy.legal_placements(b, 0)
    assert legal == [("SN1", r1[5])]
    galaxy.place(b, 0, "SN1", r1[5])
    assert b.placed[r1[5]] == "SN1"


def test_planetless_tile_obliges_a_planet_tile_next():
    # seed Erschaffung: "Wer ... ein Kachel ohne Planeten gelegt hat, muss ... eine Kachel mit Planeten legen"
    b = _fresh(["E03", "P01"], last_planetless=True)
    assert {k for k, _ in galaxy.legal_placements(b, 0)} == {"P01"}
    b2 = _fresh(["E03", "NB1"], last_planetless=True)    # impossible: he has no planet tile
    assert {k for k, _ in galaxy.legal_placements(b2, 0)} == {"E03", "NB1"}
    b3 = _fresh(["E03", "P01"], last_planetless=False)
    assert {k for k, _ in galaxy.legal_placements(b3, 0)} == {"E03", "P01"}


def test_place_remembers_a_planetless_tile():
    # seed Erschaffung: "Wer bei seinem letzten Zug ein Kachel ohne Planeten gelegt hat"
    b = building(3)
    p = b.current()
    empties = [k for k in b.hands[p] if not galaxy.tile(k).has_planets]
    if not empties:
        b.hands[p].append("E05")
        empties = ["E05"]
    pos = galaxy.free_places(b)[0]
    if galaxy.tile(empties[0]).red:
        pos = next(q for q in galaxy.free_places(b) if not galaxy.red_neighbour(b.placed, q))
    galaxy.place(b, p, empties[0], pos)
    assert b.last_planetless[p] is True


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_prepared_standard_map(n):
    m = galaxy.standard_map(n)
    assert len(m) == 37 and m[hexes.CENTRE] == "MR"
    assert galaxy.check_map(m) == []
    assert sorted(pos for pos, k in m.items() if k == "") == sorted(galaxy.home_positions(n))
    used = [k for k in m.values() if k not in ("", "MR")]
    assert len(used) == len(set(used)) == 36 - n
    assert set(used) == set(tiles.tile_set(n))
