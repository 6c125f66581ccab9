"""What the Twilight screen tests share: headless pyxel on the screens' machine, an App
around a scene, and pixel questions about a tile."""
from __future__ import annotations

from collections import Counter

from ports.twilight.screens import palette as P
from retro.input import Input
from retro.scenes import App
from retro.testing import ensure_pyxel


def pyxel_on():
    ensure_pyxel(P.MACHINE)
    import pyxel
    return pyxel


def run(scene, *inputs):
    """An App around the scene, one frame per input (a resting pointer by default)."""
    app = App(scene, think_ms=0)
    for inp in inputs or (Input(600, 500),):
        app.frame(inp)
    return app


def key(app, *names):
    app.frame(Input(5, 5, keys=set(names)))


def typed(app, text):
    app.frame(Input(5, 5, text=text))


def press(app, rect):
    """A click in the middle of a rectangle (x, y, w, h)."""
    x, y, w, h = rect
    app.frame(click(x + w // 2, y + h // 2))


def click(x, y, button="L"):
    return Input(int(x), int(y), pressed={button}, held={button})


def inside_points(lay, pos, step=3, margin=6):
    """Pixels well inside the hexagon at pos (clear of its border and frames)."""
    x0, y0 = lay.centre(pos)
    h = int(lay.r * 0.866) - margin
    out = []
    for dy in range(-h, h + 1, step):
        half = int(lay.half_width(dy)) - margin
        for dx in range(-half, half + 1, step):
            out.append((int(x0 + dx), int(y0 + dy)))
    return out


def colours_in(pyxel, lay, pos, step=3) -> Counter:
    return Counter(pyxel.pget(x, y) for x, y in inside_points(lay, pos, step)
                   if 0 <= x < pyxel.width and 0 <= y < pyxel.height)


def border_colours(pyxel, lay, pos, inset=1) -> list:
    """The colour at the middle of each of the six sides, `inset` pixels inside."""
    pts = lay.corners(pos, inset)
    out = []
    for i in range(6):
        (ax, ay), (bx, by) = pts[i], pts[(i + 1) % 6]
        out.append(pyxel.pget(round((ax + bx) / 2), round((ay + by) / 2)))
    return out


NAMES = ("Anna", "Bert", "Carl", "Dora")


def keys_game(t, data, cost=16, seed=4):
    """A game of keys as the game master's program starts it: four players made their keys
    (Anna's in the data folder `data`, as the key screen makes it), the game master got
    their public files; returns the game's folder (packets in ausgang/)."""
    from ports.twilight.screens import link
    link.make_key(NAMES[0], "passphrase-von-Anna", data / "twilight" / "schluessel.txt", t, cost)
    for n in NAMES[1:]:
        (t / n).mkdir()
        link.make_key(n, f"passphrase-von-{n}", t / n / "schluessel.txt", t, cost)
    (t / "gm.txt").write_text("passphrase-des-spielleiters\n", encoding="utf-8")
    code, out = gm(t, "new", t / "spiel", "--players", 4, "--seed", seed, "--schluessel",
                   *[t / f"oeffentlich_{n}.txt" for n in NAMES], "--kosten", cost, "--ohne-bild")
    assert code == 0, out
    return t / "spiel"


def gm(t, command, *argv):
    """A game master's command (retro twilight gm ...), with his passphrase file: (code, said)."""
    import contextlib
    import io

    from ports.twilight import port
    from ports.twilight.cli import cli
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        code = cli.main([str(a) for a in ("gm", command, *argv, "--passwort-datei", t / "gm.txt")],
                        picture=port.map_picture)
    return code, buf.getvalue()


def said(scene) -> str:
    """Every text the scene draws, read back from screen.text's calls."""
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


def first_contact(app, answer: str = "Ja, stimmt") -> str:
    """The first packet of a game of keys asks whether the game master's fingerprint is the one
    he said: the requester's button `answer` clicked; its message (the fingerprint in it)."""
    from retro.gui.alert import Alert
    ask = app.top.widget
    assert isinstance(ask, Alert) and ask.title == "Erster Kontakt", getattr(ask, "message", ask)
    x, y, w, h = ask.button_rects[ask.buttons.index(answer)]
    app.frame(click(x + w // 2, y + h // 2))
    return ask.message


def phone_in(message: str) -> str:
    """The fingerprint in the telephone form (five groups of four) in a requester's message."""
    import re
    return re.search(r"([2-9A-HJ-NP-Z]{4} ){4}[2-9A-HJ-NP-Z]{4}", message).group(0)


def at(label):
    """The centre of a system of the overview map, by its label ("2.3")."""
    from ports.twilight.screens import link
    from ports.twilight.screens.galaxy_screen import OVERVIEW
    x, y = OVERVIEW.centre(link.hexes.parse(label))
    return int(x), int(y)


def row(app, desk, action):
    """A click on the desk page's row of this action, the page scrolled by the wheel to it first."""
    py, ph = desk.page_box()
    x, y, w, h = desk.inside(py, ph)
    app.frame(Input(x + 10, y + 10))                          # the pointer over the page first
    rows = desk.rows()
    k = next(i for i, r in enumerate(rows) if r[2] == action)
    while k - desk.scroll >= h // 9 - 1:
        app.frame(Input(x + 10, y + 10, wheel=-1))
    app.frame(click(x + 10, y + (k - desk.scroll) * 9 + 3))
