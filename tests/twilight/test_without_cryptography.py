"""Issue 34 item 1: `cryptography` is imported only where a seal is made or opened. Without it
(a web page that could not load it) every screen of Twilight still imports, the start screen's
e-mail choices say in German that they need it, and the hot seat and the galaxy are played.
Run in a process of its own, where `import cryptography` fails as on such a page."""
import json
import os
import sys
from pathlib import Path

import subprocess_helpers

ROOT = Path(__file__).resolve().parents[2]

WITHOUT = r"""
import importlib, json, sys
sys.modules["cryptography"] = None                 # `import cryptography` raises ImportError
from pathlib import Path
out = {}
screens = sorted(p.stem for p in Path("ports/twilight/screens").glob("*.py"))
for name in screens:
    importlib.import_module(f"ports.twilight.screens.{name}")
out["screens"] = len(screens)
out["cryptography"] = [m for m in sys.modules if m.startswith("cryptography") and sys.modules[m] is not None]

from retro.play import Refusal
from ports.twilight.mail import crypto
from ports.twilight.reports.texts import explain
try:
    crypto.KeyPair()
except Refusal as e:
    out["refusal"] = explain(e)
out["available"] = crypto.available()

from retro import storage
storage.set_data_dir(sys.argv[1])
from retro.testing import ensure_pyxel
ensure_pyxel()
from retro.gui.base import Modal
from retro.input import Input
from retro.scenes import App
from ports.twilight.screens.galaxy_screen import GalaxyScene, OVERVIEW
from ports.twilight.screens.start_screen import StartScene
from ports.twilight.screens import link

def key(app, *names):
    app.frame(Input(5, 5, keys=set(names)))

def click(app, x, y):
    app.frame(Input(int(x), int(y), pressed={"L"}, held={"L"}))

start = StartScene(None)
app = App(start, think_ms=8)
app.frame(Input(5, 500))
said = []
for k in "1234":                                   # Paket, Schlüssel, Spielleiter, Spielleiterdatei
    key(app, k)
    said.append(app.top.widget.message if isinstance(app.top, Modal) else type(app.top).__name__)
    key(app, "RETURN")
out["said"] = said
out["back"] = app.top is start

key(app, "6")                                      # Galaxie ansehen
galaxy = app.top
out["galaxy"] = isinstance(galaxy, GalaxyScene)
x, y = galaxy.layout().centre(link.hexes.CENTRE)
app.frame(Input(int(x), int(y)))
click(app, x, y)
out["zoomed"] = galaxy.zoom == link.hexes.CENTRE
key(app, "ESCAPE")
key(app, "ESCAPE")
out["closed"] = app.top is start

key(app, "5")                                      # Hot-Seat-Spiel
setup = app.top
def press(action):
    (bx, by, w, h) = next(r for r, a, _, _ in setup.buttons() if a == action)
    click(app, bx + w // 2, by + h // 2)
press(("kind", 1))
press(("secret", 0))
app.frame(Input(5, 5, text="geheim-anna-1"))
key(app, "RETURN")
press(("begin",))
table = app.stack[1]
for _ in range(3000):
    if table.next_human() == 0:
        break
    app.frame(Input(300, 300))
app.frame(Input(300, 300, keys={"RETURN"}))
app.frame(Input(300, 300))
key(app, "RETURN")                                 # the cover: his passphrase
app.frame(Input(5, 5, text="geheim-anna-1"))
key(app, "RETURN")
desk = app.top
out["desk"] = type(desk).__name__
tile, place = link.legal_placements(desk.game.building, desk.me)[0]
desk.choose_tile(tile)
click(app, *OVERVIEW.centre(place))
out["orders"] = [o.text() for o in desk.book.orders]
x, y, _, _ = desk.save_rect()
click(app, x + 5, y + 5)
for _ in range(50):
    app.frame(Input(300, 300))
out["log"] = [[e.player, type(e.action).__name__] for e in table.match.log]
out["cryptography_after"] = [m for m in sys.modules if m.startswith("cryptography") and sys.modules[m] is not None]
print(json.dumps(out))
"""


def test_twilight_without_cryptography(tmp_path):
    env = dict(os.environ, SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT), PYXEL_QUIET="1")
    r = subprocess_helpers.run([sys.executable, "-c", WITHOUT, str(tmp_path)], capture_output=True, text=True,
                               env=env, cwd=ROOT)
    assert r.returncode == 0, r.stderr[-4000:]
    out = json.loads(r.stdout.strip().splitlines()[-1])
    assert out["screens"] > 30 and out["cryptography"] == [] and out["cryptography_after"] == []
    assert out["available"] is False
    assert "»cryptography«" in out["refusal"] and "Hot-Seat-Spiel und Galaxie gehen ohne" in out["refusal"]
    assert out["said"] == [out["refusal"]] * 4          # each e-mail part says so, in German
    assert out["back"] and out["galaxy"] and out["zoomed"] and out["closed"]
    assert out["desk"] == "HotseatDesk" and len(out["orders"]) == 1
    assert out["log"][0][:2] == [0, "Orders"]          # his orders, the tile he laid, handed in
