"""The boxes' places on EMPERADO's maps are stored (screens/box_slots.json), so that the
first overview and the first enlarged map draw without a quarter of a second of placing."""
from ports.emperado.screens import layout, stored_slots


def test_the_stored_places_are_the_places_the_map_gives():
    # if this fails, the map or the boxes changed: python -m ports.emperado.screens.layout
    assert stored_slots.read() == layout.placed_slots()


def test_every_country_has_a_stored_place_on_both_maps():
    stored = stored_slots.read()
    assert set(stored) == {"overview", "big"}
    for slots in stored.values():
        assert sorted(slots) == list(range(60))
        assert all(len(r) == 4 and r[2] > 0 and r[3] > 0 for r in slots.values())


def test_without_the_file_or_with_a_broken_one_the_boxes_are_placed(tmp_path, monkeypatch):
    placed = []

    def place():
        placed.append(1)
        return {0: (1, 2, 3, 4)}

    monkeypatch.setattr(stored_slots, "FILE", tmp_path / "box_slots.json")
    assert stored_slots.load("overview", place) == {0: (1, 2, 3, 4)}
    (tmp_path / "box_slots.json").write_text('{"overview": {"0": [1, 2', encoding="utf-8")
    assert stored_slots.load("overview", place) == {0: (1, 2, 3, 4)}
    (tmp_path / "box_slots.json").write_text('{"overview": {"x": "y"}}', encoding="utf-8")
    assert stored_slots.load("overview", place) == {0: (1, 2, 3, 4)}
    assert len(placed) == 3


def test_the_screens_use_the_stored_places():
    stored = stored_slots.read()
    assert all(layout.overview_slot(c) == stored["overview"][c] for c in range(60))
    assert all(layout.big_slot(c) == stored["big"][c] for c in range(60))
