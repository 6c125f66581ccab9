"""A damaged save says what is wrong with it, where, in the game's language - never a Python
exception's name (issue 18.3: 20 alerts said "beschädigt: ValueError")."""
import re

import pytest

from retro import storage
from retro.play import Match, Refusal, Seat, play_out

EXCEPTION_NAMES = re.compile(r"Error|Exception|Traceback|KeyError|JSONDecode")


def _acme():
    from ports.acme.match import RULES, seats_of
    from ports.acme.state import PlayerSetting, Settings
    s = Settings((PlayerSetting("A", True), PlayerSetting("B", True)), "oft")
    return RULES, play_out(Match(RULES, s, 3, seats_of), max_actions=20)


def _emperado():
    from ports.emperado.match import RULES
    from ports.emperado.state import Settings, default_players
    return RULES, play_out(Match(RULES, Settings(players=default_players(3)), 1), max_actions=20)


def _twilight():
    from ports.twilight.match import RULES
    from ports.twilight.rules.state import Settings
    s = Settings(players=3, seed=1, max_rounds=2)
    return RULES, play_out(Match(RULES, s, 1, [Seat.cpu(1)] * 3), max_actions=3)


PORTS = {"acme": _acme, "emperado": _emperado, "twilight": _twilight}


def _damages(lines):
    """(how the body is damaged, the message's words after "beschädigt: ") - German."""
    n = len(lines) - 4                      # the moves between "actions N" and the snapshot
    body = "\n".join(lines)
    last = len(lines) + 1                   # the file's line of the snapshot (header: line 1)
    return [
        ("x" + body, "Zeile 2: »settings …« erwartet, gefunden »xsettings "),
        ("settings {\"players\": 3\n" + "\n".join(lines[1:]), "Zeile 2, Spalte 14: kein gültiger JSON-Text"),
        ("settings " + "[" * 100 + "]" * 100 + "\n" + "\n".join(lines[1:]),
         "Zeile 2: mehr als 64 Ebenen ineinander"),
        ("settings 17\n" + "\n".join(lines[1:]), "Zeile 2: ein Wert der Einstellungen ist falsch"),
        (body.replace("seed ", "seed x", 1), "Zeile 3: Zahl erwartet, gefunden »x"),
        (body.replace("seed ", "Saat ", 1), "Zeile 3: »seed …« erwartet, gefunden »Saat "),
        (body.replace(f"actions {n}", "actions y", 1), "Zeile 4: Zahl erwartet, gefunden »y«"),
        (body.replace(f"actions {n}", "actions -2", 1), "Zeile 4: Zahl erwartet, gefunden »-2«"),
        (body.replace(f"actions {n}", f"actions {n + 5}", 1),
         f"Die Datei endet nach Zeile {last}; angekündigt sind {n + 5} Züge, dann der Spielstand."),
        ("\n".join(lines[:-1]),
         f"Die Datei endet nach Zeile {last - 1}; angekündigt sind {n} Züge, dann der Spielstand."),
        ("\n".join(lines[:-1] + ["snapshot {"]), f"Zeile {last}, Spalte 2: kein gültiger JSON-Text"),
        ("\n".join(lines[:-1] + ["Schnappschuss"]), f"Zeile {last}: »snapshot …« erwartet, gefunden »Schnappschuss«"),
        (body + "\njunk", f"Zeile {last + 1}: nach dem Spielstand steht noch »junk«"),
        (body.replace("seed ", "seed " + "A" * (1 << 20), 1),
         "Zeile 3: Zahl erwartet, gefunden »" + "A" * 32 + "… (1048577 Zeichen)«"),
    ]


@pytest.mark.parametrize("port", sorted(PORTS))
def test_each_kind_of_damage_is_said_with_its_line_in_german(port, tmp_path):
    rules, m = PORTS[port]()
    lines = m.to_text().splitlines()
    path = tmp_path / "X.SAV"
    for body, said in _damages(lines):
        path.write_text(storage.dumps(rules.game, rules.file_kind, rules.file_version, body))
        with pytest.raises(Refusal) as e:
            Match.load(rules, path)
        text = rules.explain(e.value)
        assert not EXCEPTION_NAMES.search(text), text
        assert "beschädigt: " + said in text, (text[:200], said[:200])
        assert len(text) < 300                  # a quote of at most 200 characters


@pytest.mark.parametrize("port", ["acme", "emperado"])
def test_settings_that_are_json_but_not_settings_are_said_so(port):
    import json
    rules, m = PORTS[port]()
    lines = m.to_text().splitlines()
    data = json.loads(lines[0][9:])
    data["players"] = 5
    lines[0] = "settings " + json.dumps(data)
    with pytest.raises(Refusal) as e:
        Match.from_text(rules, "\n".join(lines))
    assert rules.explain(e.value) == "Der Spielstand ist beschädigt: Zeile 2: ein Wert der Einstellungen ist falsch"


def test_the_messages_are_in_english_and_dutch_too():
    from retro.play import generic_text
    inner = Refusal("file.number", line=3, found="x")
    assert generic_text(Refusal("bad_file", reason=inner), "en") == \
        "The file is damaged: Line 3: a number expected, found »x«"
    assert generic_text(Refusal("bad_file", reason=inner), "nl") == \
        "Het bestand is beschadigd: Regel 3: getal verwacht, gevonden »x«"


def test_a_quote_from_a_file_is_its_beginning_and_its_length():
    assert storage.excerpt("kurz") == "kurz"
    assert storage.excerpt("ABCDEFGH" * 131072) == "ABCDEFGH" * 4 + "… (1048576 Zeichen)"
    assert storage.excerpt("x" * 200) == "x" * 200
    assert storage.excerpt("x" * 201, "nl") == "x" * 32 + "… (201 tekens)"
    assert storage.excerpt("x" * 201, "en").endswith("… (201 characters)")


def test_acme_laden_of_a_save_naming_a_country_of_a_megabyte_is_quick_and_short(tmp_path):
    # Laden froze for over 40 s: the alert quoted the whole word and wrapped it in quadratic time
    import time

    from retro.gui.alert import Alert
    from retro.testing import ensure_pyxel
    from retro.input import Input
    from retro.scenes import App
    from ports.acme.screens.game_scene import GameScene
    ensure_pyxel("st_low")
    storage.set_data_dir(str(tmp_path))
    try:
        rules, m = _acme()
        sc = GameScene(m.settings, 7)
        app = App(sc)
        app.frame(Input(x=300, y=190))
        lines = m.to_text().splitlines()
        lines[3] = "SETZE " + "X" * (1 << 20) + " 5"
        path = tmp_path / "RIESIG.ACM"
        path.write_text(storage.dumps(rules.game, rules.file_kind, rules.file_version, "\n".join(lines)))
        from ports.acme.screens import menu
        t = time.thread_time()   # this thread's CPU, not the wall: a loaded machine is no failure
        assert not menu.load(sc, str(path))
        app.frame(Input())
        assert time.thread_time() - t < 5
        alert = app.top.widget
        assert isinstance(alert, Alert)
        assert "X" * 32 + "… (1048576 Zeichen)" in alert.message and len(alert.message) < 200
    finally:
        storage.set_data_dir(None)
