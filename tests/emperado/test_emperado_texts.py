"""texts.py: every message the rules produce is German, complete and drawable in the ST font."""
import string

import pytest

from ports.emperado import texts, world
from ports.emperado.state import RuleError
from retro import fonts


def _all_texts():
    out = list(texts.MESSAGES.values())
    for value in vars(texts).values():
        if isinstance(value, str):
            out.append(value)
        elif isinstance(value, dict):
            out += [v for v in value.values() if isinstance(v, str)]
    return out + [c.name for c in world.COUNTRIES] + [c.name for c in world.CONTINENTS]


def test_every_text_has_its_glyphs_in_the_st_fonts():
    # DESIGN: pyxel silently drops a missing glyph
    for s in _all_texts():
        assert fonts.missing(s, "st8x16") == set(), s


@pytest.mark.parametrize("key", sorted(texts.MESSAGES))
def test_every_message_fills_in(key):
    fields = [f for _, f, _, _ in string.Formatter().parse(texts.MESSAGES[key]) if f]
    err = RuleError(key, **{f: "Ägypten" for f in fields})
    assert err.text and "{" not in err.text


def test_umlauts_and_sharp_s_as_the_original_writes_them():
    # EMPERADO 2 (seed in the ST character set: ₧ stands for ß)
    names = {c.name for c in world.COUNTRIES}
    assert {"Südstaaten", "Ägypten", "Türkei", "Grönland", "Südafrika"} <= names
    assert "₧" not in "".join(_all_texts())
