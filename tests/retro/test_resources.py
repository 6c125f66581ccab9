import pyxel

from retro import pointers, resources


def test_resources_file_matches_the_text_art(pyxel_screen):
    pyxel.load(str(resources.PATH))
    img = pyxel.images[0]
    for i, name in enumerate(resources.POINTER_ORDER):
        for y, row in enumerate(pointers.rows(name)):
            for x, ch in enumerate(row):
                assert img.pget(i * 16 + x, y) == {"#": 1, "o": 2}.get(ch, 0), (name, x, y)


def test_every_pointer_has_ink_outline_and_a_hotspot_inside():
    for name in pointers.SHAPES:
        art = pointers.rows(name)
        assert any("#" in r for r in art) and any("o" in r for r in art)
        hx, hy = pointers.HOTSPOTS[name]
        assert 0 <= hx < 16 and 0 <= hy < 16
