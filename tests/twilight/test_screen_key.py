"""The first-time player's key, headless: the wizard's fields typed, a short passphrase and
a mismatch refused with a requester (the fields kept), then the key made as `player key`
makes it, "Schlüssel wird erzeugt..." shown for a frame first; the fingerprint shown is the
key file's; the strength estimate; Schlüssel anlegen on the start screen."""
from __future__ import annotations

import pytest

from ports.twilight.mail import keys
from ports.twilight.screens import strength
from ports.twilight.screens.key_screen import KeyScene
from ports.twilight.screens.start_screen import CHOICES, StartScene
from retro.gui.base import Modal
from retro.input import Input

from .screen_helpers import click, key, pyxel_on, run, typed

NAME, GOOD = "Anna Beispiel", "Kaffee!Mond7Tisch"


@pytest.fixture
def pyx():
    return pyxel_on()


def shown(pyx, scene):
    """The screen's text, read back by drawing it into a recording of screen.text calls."""
    from retro import screen
    seen = []
    real = screen.text

    def record(x, y, s, col=None, font=None):
        seen.append(s)
        return real(x, y, s, col, font)
    screen.text = record
    try:
        scene.draw()
    finally:
        screen.text = real
    return "\n".join(seen)


def test_a_key_made_through_the_wizard(pyx, tmp_path):
    path = tmp_path / "schluessel.txt"
    scene = KeyScene(path, cost=16)
    app = run(scene, Input(5, 5))
    typed(app, NAME)
    key(app, "TAB")
    key(app, "TAB")                                       # no e-mail address: it may stay empty
    typed(app, "kurz")
    key(app, "TAB")
    typed(app, "kurz")
    key(app, "RETURN")                                    # too short: refused, nothing made
    assert isinstance(app.top, Modal) and "mindestens 8 Zeichen" in app.top.widget.message
    assert "Passphrase" in app.top.widget.message and not path.exists()
    key(app, "RETURN")
    assert app.top is scene and scene.name == NAME and scene.passphrase == "kurz"   # nothing lost
    assert scene.focus == 2
    key(app, *["BACKSPACE"] * 1)
    for _ in range(4):
        key(app, "BACKSPACE")
    typed(app, GOOD)
    key(app, "TAB")
    key(app, "END")
    for _ in range(4):
        key(app, "BACKSPACE")
    typed(app, GOOD + "x")
    x, y, w, h = scene.make_rect
    app.frame(click(x + 4, y + 4))                         # mismatch: refused
    assert isinstance(app.top, Modal) and "stimmen nicht überein" in app.top.widget.message
    assert not path.exists()
    key(app, "ESCAPE")
    assert app.top is scene and scene.focus == 3 and scene.fields[3].text == GOOD + "x"
    key(app, "BACKSPACE")
    key(app, "RETURN")
    assert scene.state == "making" and not path.exists()  # this frame says so, the next makes it
    assert "Schlüssel wird erzeugt..." in shown(pyx, scene)
    app.frame(Input(5, 5))
    assert scene.state == "done" and path.exists()
    pair, name = keys.load(path, GOOD)
    assert name == NAME and scene.made["fingerprint"] == pair.public.phone
    text = shown(pyx, scene)
    assert pair.public.phone in text and "oeffentlich_Anna_Beispiel.txt" in text
    assert "Spielleiter" in text
    public = tmp_path / "oeffentlich_Anna_Beispiel.txt"
    assert keys.read_public(public) == (NAME, pair.public)
    assert scene.fields[2].text == "" and GOOD not in text
    key(app, "RETURN")
    assert app.top is not scene


def test_the_passphrase_never_shows_and_its_strength_does(pyx, tmp_path):
    scene = KeyScene(tmp_path / "k.txt", cost=16)
    app = run(scene, Input(5, 5))
    key(app, "TAB")
    key(app, "TAB")
    typed(app, "passwort")
    text = shown(pyx, scene)
    assert "passwort" not in text and "Stärke: schwach" in text and "passwort" in strength.common_words("passwort")
    typed(app, "Zq7!kL9#vB2x")
    assert "Stärke: stark" in shown(pyx, scene)


def test_a_key_file_already_there_is_refused_naming_it(pyx, tmp_path):
    path = tmp_path / "schluessel.txt"
    keys.make(path, "Alt", "altes-geheimnis", 16)
    scene = KeyScene(path, cost=16)
    app = run(scene, Input(5, 5))
    for text in (NAME, "", GOOD, GOOD):
        typed(app, text)
        key(app, "TAB")
    key(app, "SHIFT")
    scene.submit()
    app.frame(Input(5, 5))
    assert isinstance(app.top, Modal) and str(path) in app.top.widget.message
    assert "schon eine Schlüsseldatei" in app.top.widget.message


def test_the_e_mail_address_goes_into_the_public_file_and_a_bad_one_is_refused(pyx, tmp_path):
    path = tmp_path / "schluessel.txt"
    scene = KeyScene(path, cost=16)
    app = run(scene, Input(5, 5))
    for text in (NAME, "anna beispiel@example.org", GOOD, GOOD):
        typed(app, text)
        key(app, "TAB")
    press = scene.make_rect
    app.frame(click(press[0] + 4, press[1] + 4))           # a space in it: refused, naming the field
    msg = app.top.widget.message
    assert isinstance(app.top, Modal) and msg.startswith("E-Mail: ") and "anna beispiel@example.org" in msg
    assert "Leerzeichen" in msg and not path.exists()
    key(app, "RETURN")
    assert app.top is scene and scene.focus == 1 and scene.passphrase == GOOD      # nothing lost
    for bad in ("anna@@example.org", "<anna@example.org>", "anna.example.org"):
        scene.fields[1].set_text(bad)
        scene.submit()
        assert isinstance(app.top, Modal) and bad in app.top.widget.message, bad
        key(app, "RETURN")
    scene.fields[1].set_text("anna@example.org")
    app.frame(click(press[0] + 4, press[1] + 4))
    app.frame(Input(5, 5))
    assert scene.state == "done"
    assert "anna@example.org" in shown(pyx, scene)
    public = tmp_path / "oeffentlich_Anna_Beispiel.txt"
    name, pub, address = keys.read_public_entry(public)
    assert (name, address) == (NAME, "anna@example.org") and keys.read_public(public) == (NAME, pub)


@pytest.mark.parametrize("pw,verdict", [("abc", "schwach"), ("passwort123", "schwach"),
                                         ("Sommer2024!", "schwach"), ("mein Hund heisst Fritz", "stark"),
                                         ("Zq7!kL9#vB2x", "stark"), ("kaffeetisch12", "mittel")])
def test_the_strength_estimate(pw, verdict):
    assert strength.estimate(pw)[0] == verdict


def test_the_start_screen_leads_to_the_key(pyx, tmp_path, monkeypatch):
    from retro import storage
    monkeypatch.setattr(storage, "_data_dir_override", str(tmp_path))
    scene = StartScene(None, key_cost=16)
    app = run(scene, Input(5, 500))
    x, y, w, h = scene.button_rect(CHOICES.index("key"))
    app.frame(click(x + w // 2, y + h // 2))
    assert isinstance(app.top, KeyScene) and app.top.path() == tmp_path / "twilight" / "schluessel.txt"
    key(app, "ESCAPE")
    assert app.top is scene
