"""Every word the widgets show exists in every machine font (pyxel skips missing glyphs)."""
import pytest

from retro import fonts
from retro.gui import letterkeys
from retro.gui.words import WORDS, words
from retro.machines import MACHINES


@pytest.mark.parametrize("machine_key", sorted(MACHINES))
def test_widget_words_and_keys_exist_in_the_font(machine_key):
    font = MACHINES[machine_key].font
    for lang in WORDS:
        for key, text in words(lang).items():
            assert not fonts.missing(text.replace("{name}", "") if isinstance(text, str) else "", font), (lang, key)
    assert not fonts.missing("".join(letterkeys.ROWS) + "^-+", font)


def test_every_language_has_every_word():
    keys = set(WORDS["de"])
    assert all(set(w) == keys for w in WORDS.values())
