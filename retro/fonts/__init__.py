"""The collection's pixel fonts, drawn by us as text art and compiled to pyxel fonts.

Each font is one text file beside this module (`st8x8.txt`, ...): a few header lines
(`size W H`, `ascent A` = rows above the baseline), then for every glyph a line
`char U+00E4 ä` followed by H rows of W characters, `#` for ink and `.` for paper.
Lines starting with `;` are comments. The text art is the only source: edit it and
the font changes.

How pyxel gets them: pyxel.Font wants a file name, so `font(name)` compiles the text
art to BDF at first use and writes it to `<tempdir>/retro-fonts-<hash>/<name>.bdf`,
the hash being that of the BDF text itself. A stale file can therefore never be
loaded, nothing compiled is checked in, and it also works in pyxel's browser build
(whose file system lives in memory). `python -m retro.fonts` redraws the sample
sheets `sheet_<name>.png`.

Only `font()` imports pyxel; parsing, `missing`, `check` and `text_width` are pure,
so ports can test in plain pytest that every text they show can be drawn
(pyxel silently skips characters a font lacks).
"""
from __future__ import annotations

import hashlib
import os
import tempfile
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

FONTS: tuple[str, ...] = ("st8x8", "st8x16", "st6x6", "topaz8")

_DIR = Path(__file__).resolve().parent
INK, PAPER = "#", "."


@dataclass(frozen=True)
class FontArt:
    name: str
    width: int
    height: int
    ascent: int                      # rows above the baseline; the rest are for descenders
    title: str                       # what the font is, for the BDF and the sheets
    glyphs: dict[str, tuple[str, ...]]

    @property
    def descent(self) -> int:
        return self.height - self.ascent


def parse(text: str, name: str = "font") -> FontArt:
    """Read one font's text art; ValueError with the line number on any mistake."""
    width = height = ascent = None
    title = name
    glyphs: dict[str, tuple[str, ...]] = {}
    current: str | None = None
    rows: list[str] = []
    start = 0

    def fail(lineno: int, why: str):
        raise ValueError(f"{name}: line {lineno}: {why}")

    def close(lineno: int):
        if current is not None and len(rows) != height:
            fail(start, f"glyph U+{ord(current):04X} has {len(rows)} rows, not {height}")

    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.rstrip()
        if not line or line.startswith(";"):
            continue
        word, _, rest = line.partition(" ")
        if word == "char":
            if width is None or height is None or ascent is None:
                fail(lineno, "`size` and `ascent` must come before the first glyph")
            close(lineno)
            code, _, shown = rest.strip().partition(" ")
            if not code.startswith("U+"):
                fail(lineno, "expected `char U+XXXX c`")
            try:
                ch = chr(int(code[2:], 16))
            except ValueError:
                fail(lineno, f"bad code point {code!r}")
            if shown and shown != ch:
                fail(lineno, f"{code} is {ch!r}, not {shown!r}")
            if ch in glyphs:
                fail(lineno, f"{code} drawn twice")
            current, rows, start = ch, [], lineno
            glyphs[ch] = ()
        elif current is None and word == "size":
            try:
                width, height = (int(v) for v in rest.split())
            except ValueError:
                fail(lineno, "expected `size W H`")
        elif current is None and word == "ascent":
            ascent = int(rest)
        elif current is None and word == "title":
            title = rest.strip()
        elif current is not None and set(line) <= {INK, PAPER}:
            if len(line) != width:
                fail(lineno, f"row is {len(line)} wide, not {width}")
            if len(rows) == height:
                fail(lineno, f"glyph U+{ord(current):04X} has more than {height} rows")
            rows.append(line)
            glyphs[current] = tuple(rows)
        else:
            fail(lineno, f"cannot read {line!r}")
    close(0)
    if width is None or height is None or ascent is None:
        raise ValueError(f"{name}: no `size`/`ascent` header")
    if not 0 < ascent <= height:
        raise ValueError(f"{name}: ascent {ascent} outside 1..{height}")
    return FontArt(name, width, height, ascent, title, glyphs)


def _check_name(name: str) -> None:
    if name not in FONTS:
        raise ValueError(f"unknown font {name!r}; the fonts are {', '.join(FONTS)}")


@lru_cache(maxsize=None)
def art(name: str) -> FontArt:
    _check_name(name)
    path = _DIR / f"{name}.txt"
    return parse(path.read_text(encoding="utf-8"), name)


def glyphs(name: str) -> dict[str, list[str]]:
    """Every glyph of a font: character -> its rows of `#` and `.` (a fresh copy)."""
    return {ch: list(rows) for ch, rows in art(name).glyphs.items()}


def size(name: str) -> tuple[int, int]:
    a = art(name)
    return a.width, a.height


def missing(text: str, name: str) -> set[str]:
    """Characters of `text` that the font cannot draw (newlines are fine)."""
    have = art(name).glyphs
    return {ch for ch in text if ch != "\n" and ch not in have}


def check(text: str, name: str) -> None:
    """Raise ValueError naming every character of `text` the font lacks."""
    lacking = missing(text, name)
    if lacking:
        shown = ", ".join(f"{ch!r} (U+{ord(ch):04X})" for ch in sorted(lacking))
        raise ValueError(f"font {name} cannot draw {shown} in {text!r}")


def text_width(s: str, name: str) -> int:
    """Pixel width of `s`: the fonts are monospaced; the longest line counts."""
    w = art(name).width
    return max(len(line) for line in s.split("\n")) * w


def to_bdf(a: FontArt) -> str:
    """The font as BDF 2.1 text, ENCODING = Unicode code point, one full cell per glyph.

    Every glyph's BBX equals the FONTBOUNDINGBOX (W H 0 -descent), so pyxel draws the
    glyph's top row at the y given to pyxel.text and a new line starts H rows lower.
    """
    w, h, desc = a.width, a.height, a.descent
    swidth = round(w * 72000 / (h * 75))
    nbytes = (w + 7) // 8
    out = [
        "STARTFONT 2.1",
        f"COMMENT {a.title} - drawn for retro; compiled from {a.name}.txt",
        f"FONT -retro-{a.name}-Medium-R-Normal--{h}-{h * 10}-75-75-C-{w * 10}-ISO10646-1",
        f"SIZE {h} 75 75",
        f"FONTBOUNDINGBOX {w} {h} 0 {-desc}",
        "STARTPROPERTIES 4",
        f"FONT_ASCENT {a.ascent}",
        f"FONT_DESCENT {desc}",
        "DEFAULT_CHAR 32",
        "SPACING \"C\"",
        "ENDPROPERTIES",
        f"CHARS {len(a.glyphs)}",
    ]
    for ch in sorted(a.glyphs, key=ord):
        out += [
            f"STARTCHAR U+{ord(ch):04X}",
            f"ENCODING {ord(ch)}",
            f"SWIDTH {swidth} 0",
            f"DWIDTH {w} 0",
            f"BBX {w} {h} 0 {-desc}",
            "BITMAP",
        ]
        for row in a.glyphs[ch]:
            bits = int(row.replace(INK, "1").replace(PAPER, "0"), 2) << (nbytes * 8 - w)
            out.append(f"{bits:0{nbytes * 2}X}")
        out.append("ENDCHAR")
    out.append("ENDFONT")
    return "\n".join(out) + "\n"


def bdf_path(name: str) -> str:
    """Compile the font to BDF (once per content) and return the file's path."""
    text = to_bdf(art(name))
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]
    folder = Path(tempfile.gettempdir()) / f"retro-fonts-{digest}"
    path = folder / f"{name}.bdf"
    if not path.is_file() or path.read_text(encoding="utf-8") != text:
        folder.mkdir(parents=True, exist_ok=True)
        part = folder / f".{name}.{os.getpid()}.part"
        part.write_text(text, encoding="utf-8")
        os.replace(part, path)  # whole file or nothing, even with two processes at once
    return str(path)


_loaded: dict[str, object] = {}


def font(name: str):
    """The pyxel.Font of a font name (compiled and loaded once)."""
    if name not in _loaded:
        import pyxel

        _loaded[name] = pyxel.Font(bdf_path(name))
    return _loaded[name]
