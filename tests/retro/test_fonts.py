"""The collection's own pixel fonts: text art, coverage, the ports' check helper, and
pixel-exact rendering through pyxel."""
from __future__ import annotations

import sys

import pytest
from subprocess_helpers import run

from retro import fonts

ASCII = "".join(chr(c) for c in range(0x20, 0x7F))
# German, Dutch and English texts of the four games, plus what players of the
# originals expect to see (quotes, degrees, paragraphs).
REQUIRED = ASCII + "äöüÄÖÜßéèëïóàçñ«»°§"
REQUIRED_SMALL = ASCII + "äöüÄÖÜß"
# what the original documents in shared/seeds use besides: no-break spaces, German quotes
SEEDS = "\u00a0„“"
BLANK = {" ", "\u00a0"}  # space and no-break space: the only glyphs without ink
CELL = {"st8x8": (8, 8), "st8x16": (8, 16), "st6x6": (6, 6), "topaz8": (8, 8)}


@pytest.mark.parametrize("name", fonts.FONTS)
def test_cell_size(name):
    assert fonts.size(name) == CELL[name]


@pytest.mark.parametrize("name", fonts.FONTS)
def test_every_glyph_has_the_cell_size_and_ink(name):
    w, h = fonts.size(name)
    for ch, rows in fonts.glyphs(name).items():
        assert len(rows) == h, ch
        assert all(len(r) == w and set(r) <= {"#", "."} for r in rows), ch
        inked = any("#" in r for r in rows)
        assert inked == (ch not in BLANK), f"{ch!r} in {name}"


@pytest.mark.parametrize("name", fonts.FONTS)
def test_no_two_glyphs_look_the_same(name):
    seen: dict[tuple[str, ...], str] = {}
    for ch, rows in fonts.glyphs(name).items():
        if ch in BLANK:
            continue
        key = tuple(rows)
        assert key not in seen, f"{name}: {ch!r} is drawn like {seen[key]!r}"
        seen[key] = ch


@pytest.mark.parametrize("name", fonts.FONTS)
def test_coverage(name):
    need = REQUIRED_SMALL if name == "st6x6" else REQUIRED
    assert fonts.missing(need + SEEDS, name) == set()


@pytest.mark.parametrize("name", fonts.FONTS)
def test_ink_stays_clear_of_the_line_gap(name):
    # Capitals and digits stand on the baseline and leave the rows below it free,
    # so that descenders of g j p q y are the only ink there.
    a = fonts.art(name)
    for ch in "ABEHMOXZ0123456789acemnosuvxz":
        below = a.glyphs[ch][a.ascent:]
        assert all("#" not in r for r in below), f"{name}: {ch!r} below the baseline"
        assert "#" in a.glyphs[ch][a.ascent - 1], f"{name}: {ch!r} does not reach the baseline"
    for ch in "gjpqy":
        assert any("#" in r for r in a.glyphs[ch][a.ascent:]), f"{name}: {ch!r} has no descender"


def test_missing_and_check():
    assert fonts.missing("Zwölf Boxkämpfer\njagen Viktor", "st8x8") == set()
    assert fonts.missing("a\tb☃€", "st8x8") == {"\t", "☃", "€"}
    fonts.check("Größe: 3 × 4 «ja»", "topaz8")
    with pytest.raises(ValueError) as err:
        fonts.check("Snow ☃ here", "st8x8")
    assert "☃" in str(err.value) and "U+2603" in str(err.value)
    with pytest.raises(ValueError):
        fonts.missing("a", "comic-sans")


def test_text_width_is_monospaced():
    assert fonts.text_width("", "st8x8") == 0
    assert fonts.text_width("Würfel", "st8x8") == 48
    assert fonts.text_width("Würfel", "st6x6") == 36
    assert fonts.text_width("ab\nabcd\nc", "topaz8") == 32


def test_text_art_mistakes_are_reported_with_their_line():
    good = "size 2 2\nascent 1\nchar U+0041 A\n##\n#.\n"
    assert fonts.parse(good).glyphs == {"A": ("##", "#.")}
    for bad, where in [
        (good.replace("#.\n", "#..\n"), "line 5"),            # row too wide
        (good.replace("#.\n", ""), "line 3"),                  # row missing
        (good.replace("U+0041 A", "U+0042 A"), "line 3"),      # name and code disagree
        (good + "char U+0041\n##\n##\n", "line 6"),             # drawn twice
        (good.replace("#.", "#o"), "line 5"),                  # neither ink nor paper
    ]:
        with pytest.raises(ValueError, match=where):
            fonts.parse(bad)


def test_parsing_does_not_need_pyxel():
    code = ("import sys, retro.fonts as f; f.check('Größe', 'st8x16'); f.to_bdf(f.art('st6x6'));"
            "assert 'pyxel' not in sys.modules")
    run([sys.executable, "-c", code], check=True)


def test_bdf_uses_unicode_code_points_and_full_cells():
    bdf = fonts.to_bdf(fonts.art("st8x16"))
    assert "FONTBOUNDINGBOX 8 16 0 -3" in bdf
    assert "ENCODING 223\n" in bdf            # ß is U+00DF, not the ST's 0x9E
    assert bdf.count("STARTCHAR") == bdf.count("ENDCHAR") == len(fonts.glyphs("st8x16"))
    assert "BBX 8 16 0 -3" in bdf and "DWIDTH 8 0" in bdf


def test_compiled_file_follows_the_text_art():
    path = fonts.bdf_path("st6x6")
    assert path == fonts.bdf_path("st6x6")
    with open(path, encoding="utf-8") as fh:
        assert fh.read() == fonts.to_bdf(fonts.art("st6x6"))


# --- drawing through pyxel -----------------------------------------------------

@pytest.fixture(scope="module")
def screen():
    from retro.testing import ensure_pyxel

    ensure_pyxel("amiga_hires_lace")  # 640x512
    import pyxel

    return pyxel


def _expect(name: str, x: int, y: int, s: str) -> dict[tuple[int, int], bool]:
    a = fonts.art(name)
    want = {}
    for i, ch in enumerate(s):
        for r, row in enumerate(a.glyphs[ch]):
            for c, px in enumerate(row):
                want[(x + i * a.width + c, y + r)] = px == "#"
    return want


@pytest.mark.parametrize("name", fonts.FONTS)
def test_pyxel_draws_the_text_art_pixel_for_pixel(screen, name):
    pyxel = screen
    s = "Äg§ß|" if name != "st6x6" else "Äg|ß"
    x, y = 13, 21
    w, h = fonts.size(name)
    pyxel.cls(0)
    pyxel.text(x, y, s, 1, fonts.font(name))
    want = _expect(name, x, y, s)
    for (px, py), ink in want.items():
        assert (pyxel.pget(px, py) == 1) == ink, (name, px - x, py - y)
    # nothing outside the cells
    for px in range(x - 2, x + len(s) * w + 2):
        for py in (y - 1, y + h):
            assert pyxel.pget(px, py) == 0


def test_pyxel_skips_what_a_font_lacks_and_starts_lines_one_cell_lower(screen):
    # Why ports must call fonts.check: the snowman simply vanishes.
    pyxel = screen
    f = fonts.font("topaz8")
    pyxel.cls(0)
    pyxel.text(0, 0, "A☃B\nü", 1, f)
    want = {**_expect("topaz8", 0, 0, "AB"), **_expect("topaz8", 0, 8, "ü")}
    for (px, py), ink in want.items():
        assert (pyxel.pget(px, py) == 1) == ink, (px, py)
    assert all(pyxel.pget(px, py) == 0 for px in range(16, 30) for py in range(8))
