"""On-screen letter keyboard: ACME EINGABE DER NAMEN - letters clicked, 'Ende' finishes."""
import pytest

from retro.gui import LetterKeyboard
from retro.gui.letterkeys import DELETE, END, SPACE
from retro.gui.testing import LOOK_MACHINES, click_at, keys, setup, typed


@pytest.fixture(params=sorted(LOOK_MACHINES))
def machine(request):
    return setup(LOOK_MACHINES[request.param])


def key_rect(kb, key):
    return dict(kb.keys)[key]


def test_letters_clicked_with_the_mouse_and_ende_finishes(machine):
    # ACME EINGABE DER NAMEN: "die Buchstaben mit der Maus angeklickt ... 'Ende'"
    kb = LetterKeyboard("Name:", machine=machine)
    for ch in "JÖRG":
        assert kb.update(click_at(key_rect(kb, ch))) is None
    kb.update(click_at(key_rect(kb, SPACE)))
    kb.update(click_at(key_rect(kb, "ß")))
    kb.update(click_at(key_rect(kb, "2")))
    kb.update(click_at(key_rect(kb, DELETE)))
    assert kb.name == "JÖRG ß"
    assert kb.update(click_at(key_rect(kb, END))) == "JÖRG ß"
    assert kb.finished


def test_every_key_is_there(machine):
    kb = LetterKeyboard(machine=machine)
    have = {k for k, _ in kb.keys}
    assert set("ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜß0123456789") | {SPACE, DELETE, END} == have
    assert kb.label(END) == "Ende"
    rects = [r for _, r in kb.keys]
    for i, a in enumerate(rects):     # no two keys overlap
        for b in rects[i + 1:]:
            assert a[0] + a[2] <= b[0] or b[0] + b[2] <= a[0] or a[1] + a[3] <= b[1] or b[1] + b[3] <= a[1]


def test_max_length(machine):
    kb = LetterKeyboard(max_len=3, machine=machine)
    for ch in "ABCD":
        kb.update(click_at(key_rect(kb, ch)))
    assert kb.name == "ABC" and kb.rejected == 1


def test_real_keyboard_typing(machine):
    kb = LetterKeyboard(machine=machine)
    kb.update(typed("anné"))         # é is not on ACME's keyboard
    kb.update(typed("ä"))
    kb.update(typed("ß"))
    assert kb.name == "ANNÄß"
    kb.update(keys("BACKSPACE"))
    assert kb.name == "ANNÄ"
    assert kb.update(keys("RETURN")) == "ANNÄ"


def test_empty_name_is_refused(machine):
    kb = LetterKeyboard(machine=machine)
    assert kb.update(keys("RETURN")) is None
    kb.update(click_at(key_rect(kb, SPACE)))
    assert kb.update(click_at(key_rect(kb, END))) is None
    assert not kb.finished and kb.rejected == 3


def test_english_labels(machine):
    kb = LetterKeyboard(machine=machine, lang="en")
    assert kb.label(END) == "End"


def test_escape_gives_up_with_none(machine):
    # issue 33.10: Esc on ACME's name entry goes back to the greeting
    from retro.gui.base import CANCEL
    kb = LetterKeyboard("Name:", machine=machine)
    kb.update(typed("ANNA"))
    assert kb.update(keys("ESCAPE")) is CANCEL
    assert kb.finished and kb.result is None
