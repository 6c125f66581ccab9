"""Issue 23 item 7: the page in a real browser. `retro web`'s page is served from 127.0.0.1 (a
python http.server in a thread) with pyxel's loader, its wheel and Pyodide from local copies, and
headless Chromium opens it through Playwright (tests/web/browser.mjs, run with a timeout).

With pyxel 2.6.2's loader and wheel (the newest wasm wheel to be had here, /work/shared/web/) the
page goes on to the title menu and into each game's first screen, and screenshots are taken.
2.6.2 lacks five things of the pinned 2.9.9, which the TEST stands in, never the shipped app:
  * `pyxel.init(..., headless=...)`: the stand-in init drops the argument (False on a page);
  * `pyxel.resize`: the stand-in init opens the largest machine's screen (640x512) once and
    resize only records the machine's size; a machine draws in the top left part of it, and
    the screenshots are of that part;
  * slice assignment to `pyxel.colors` (`colors[:] = palette`, retro/screen.py): the stand-in
    wraps pyxel.colors and sets the palette with the sequence's from_list;
  * tones of our own (`pyxel.Tone()`, `tones.append`, retro/resources.py's Amiga instruments):
    the stand-in keeps them aside, and the page plays 2.6.2's own tones;
  * sampled sounds (`Sound.pcm`, aMalone's marble samples): the stand-in takes and drops them,
    and a sound set on one of our tones (4, 5, ...), by Sound.set or from the resource file,
    plays on 2.6.2's triangle.
The stand-ins are Python appended to the test's copy of the loader's import_hook.py, which
pyxel.js runs in Pyodide after pyxel's wheel is loaded and before the app starts.

With the pinned 2.9.9 the page is opened as built: its requests to pyxel's CDN and Pyodide's
are answered from the local copies, and it gets as far as asking for pyxel 2.9.9's wheel, which
no registry reachable here has: that request (404) is the expected failure point. pyxel.js of
2.9.9 is not to be had either, so the loader answered for the 2.9.9 URL is 2.6.2's pyxel.js
with its wheel name set to 2.9.9's (PYXEL_WHEEL_PATH): what is checked is that the built page
names the pinned version's loader, boots Pyodide through it and asks for the pinned wheel.

Pyodide packages: the page names `cryptography` (Twilight's seals); npm's pyodide package has
only Pyodide's core, so its wheel (and cffi's, ...) answer 404 here, which pyodide.loadPackage
reports on the console and passes over; the test checks the page asked for it.
"""
import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest
import pyxel
from web_helpers import PYXEL_262, ROOT, Server, chromium, node, node_package

from retro import catalog

PYODIDE_VERSION = "0.29.3"                       # what pyxel.js 2.6.2 asks for
CDN_PYXEL = f"https://cdn.jsdelivr.net/gh/kitao/pyxel@{pyxel.VERSION}/"
CDN_PYODIDE = f"https://cdn.jsdelivr.net/pyodide/v{PYODIDE_VERSION}/full/"
WHEEL_262 = "pyxel-2.6.2-cp38-abi3-emscripten_4_0_9_wasm32.whl"
WHEEL_PINNED = f"pyxel-{pyxel.VERSION}-cp38-abi3-emscripten_4_0_9_wasm32.whl"
SHOTS = Path(os.environ.get("RETRO_WEB_SHOTS", ROOT / ".cache" / "web" / "shots"))

STANDINS_262 = '''
# ---- test stand-ins for pyxel 2.6.2 (tests/web/test_web_browser.py); never in the shipped app ----
import pyxel as _pyxel

_STANDIN_SCREEN = (640, 512)          # the largest machine: Amiga PAL hires interlace
_pyxel_init = _pyxel.init


class _StandinColors:
    """2.6.2's pyxel.colors takes no slice assignment (`colors[:] = palette`)."""

    def __init__(self, seq):
        self._seq = seq

    def __setitem__(self, idx, value):
        if isinstance(idx, slice) and idx == slice(None):
            self._seq.from_list(list(value))
        else:
            self._seq[idx] = value

    def __getitem__(self, idx):
        return self._seq[idx]

    def __len__(self):
        return len(self._seq)

    def __iter__(self):
        return iter(self._seq.to_list())

    def __getattr__(self, name):
        return getattr(self._seq, name)


class _StandinTone:
    """2.6.2: no tones of our own (pyxel.Tone(), tones.append): the Amiga's instruments are
    taken and kept aside, so the page plays them with 2.6.2's own tones."""

    def __init__(self):
        self.mode, self.sample_bits, self.wavetable, self.gain = 0, 8, [0] * 32, 1.0


class _StandinTones:
    def __init__(self, seq):
        self._seq, self._extra = seq, []

    def __len__(self):
        return len(self._seq) + len(self._extra)

    def __getitem__(self, i):
        n = len(self._seq)
        return self._seq[i] if i < n else self._extra[i - n]

    def append(self, tone):
        self._extra.append(tone)

    def __getattr__(self, name):
        return getattr(self._seq, name)


class _StandinSound:
    """2.6.2: no sampled sounds (Sound.pcm): aMalone's Paula samples stay silent on the page."""

    def __init__(self, sound):
        self._sound = sound

    def pcm(self, path):
        pass

    def set(self, notes, tones, volumes, effects, speed):
        # 2.6.2 has tones 0-3 only: a sound on one of our instruments (4, 5, ...) would make
        # pyxel panic when it plays, so it plays on the triangle
        tones = "".join("t" if c.isdigit() and int(c) > 3 else c for c in tones)
        self._sound.set(notes, tones, volumes, effects, speed)

    def __getattr__(self, name):
        return getattr(self._sound, name)


class _StandinSounds:
    def __init__(self, seq):
        self._seq = seq

    def __getitem__(self, i):
        return _StandinSound(self._seq[i])

    def __len__(self):
        return len(self._seq)

    def __getattr__(self, name):
        return getattr(self._seq, name)


def _standin_init(width, height, *, headless=False, **kw):    # 2.6.2: no `headless`
    _pyxel._standin_size = (width, height)
    _pyxel_init(*_STANDIN_SCREEN, **kw)
    _pyxel.colors = _StandinColors(_pyxel.colors)
    if not hasattr(_pyxel.tones, "append"):
        _pyxel.tones = _StandinTones(_pyxel.tones)
        _pyxel.Tone = _StandinTone
    if not hasattr(_pyxel.sounds[0], "pcm"):
        _pyxel.sounds = _StandinSounds(_pyxel.sounds)


def _standin_resize(width, height):                           # 2.6.2: no `resize`
    _pyxel._standin_size = (width, height)


_pyxel_load = _pyxel.load


def _standin_load(filename, *args, **kw):          # 2.6.2: tones 0-3 only, also in a file
    _pyxel_load(filename, *args, **kw)
    for i in range(len(_pyxel.sounds)):
        tones = _pyxel.sounds[i].tones
        if any(t > 3 for t in tones.to_list()):
            tones.from_list([0 if t > 3 else t for t in tones.to_list()])


_pyxel.init = _standin_init
_pyxel.load = _standin_load
_pyxel.resize = _standin_resize
'''


def _tools():
    node_path = node()
    pyodide = node_package("pyodide")
    playwright = node_package("playwright-core")
    browser = chromium()
    if not (PYXEL_262 / "wasm" / WHEEL_262).is_file():
        pytest.skip(f"pyxel 2.6.2's loader and wheel are not in {PYXEL_262} (RETRO_WEB_PYXEL_262)")
    return node_path, pyodide, playwright, browser


def _link(src: Path, dst: Path):
    dst.parent.mkdir(parents=True, exist_ok=True)
    dst.symlink_to(src.resolve(), target_is_directory=src.is_dir())


def _site(root: Path, html: str, pyodide: Path) -> Path:
    """The local web server's folder: Pyodide under /pyodide/v0.29.3/full/, pyxel 2.6.2 under
    /pyxel-2.6.2/ (with the stand-ins), the 2.9.9 stand-in loader under /cdn-pyxel/, the page
    as built (/index.html) and pointed at the local 2.6.2 loader (/index-262.html)."""
    _link(pyodide, root / "pyodide" / f"v{PYODIDE_VERSION}" / "full")
    loader = (PYXEL_262 / "wasm" / "pyxel.js").read_text(encoding="utf-8")
    first, rest = loader.split("\n", 1)
    assert first.startswith("const PYODIDE_URL = ") and f"v{PYODIDE_VERSION}/" in first
    for top, js in (("pyxel-2.6.2", f'const PYODIDE_URL = "/pyodide/v{PYODIDE_VERSION}/full/pyodide.js";\n'
                     + rest),
                    ("cdn-pyxel", loader.replace(WHEEL_262, WHEEL_PINNED))):
        wasm = root / top / "wasm"
        wasm.mkdir(parents=True)
        (wasm / "pyxel.js").write_text(js, encoding="utf-8")
        _link(PYXEL_262 / "wasm" / "pyxel.css", wasm / "pyxel.css")
        _link(PYXEL_262 / "docs", root / top / "docs")
    hook = (PYXEL_262 / "wasm" / "import_hook.py").read_text(encoding="utf-8")
    (root / "pyxel-2.6.2" / "wasm" / "import_hook.py").write_text(hook + STANDINS_262, encoding="utf-8")
    _link(PYXEL_262 / "wasm" / WHEEL_262, root / "pyxel-2.6.2" / "wasm" / WHEEL_262)
    (root / "cdn-pyxel" / "wasm" / "import_hook.py").write_text(hook, encoding="utf-8")
    (root / "index.html").write_text(html, encoding="utf-8")
    src = f'<script src="{CDN_PYXEL}wasm/pyxel.js">'
    assert src in html
    (root / "index-262.html").write_text(html.replace(src, '<script src="/pyxel-2.6.2/wasm/pyxel.js">'),
                                         encoding="utf-8")
    return root


def _drive(tools, config: dict, tmp_path: Path) -> dict:
    node_path, _, playwright, browser = tools
    config = {"playwright": str(playwright), "chromium": browser, **config}
    cfg = tmp_path / "config.json"
    cfg.write_text(json.dumps(config), encoding="utf-8")
    r = subprocess.run([node_path, str(ROOT / "tests" / "web" / "browser.mjs"), str(cfg)],
                       capture_output=True, text=True, timeout=config["timeout_ms"] / 1000 + 60, check=False)
    assert r.returncode == 0, r.stderr[-4000:]
    return json.loads(r.stdout.strip().splitlines()[-1])


def _explain(result) -> str:
    bad = [q for q in result["requests"] if q["status"] != 200]
    return (f"error: {result['error']}\nrefused: {result['refused']}\nnot 200: {bad[:20]}\n"
            "console (last 40):\n" + "\n".join(result["console"][-40:]))


@pytest.mark.timeout(420)      # the browser's own deadline is 240 s; 60-90 s here on 2 busy cores
def test_the_page_on_pyxel_262_reaches_the_menu_and_every_game(web_build, tmp_path):
    tools = _tools()
    site = _site(tmp_path / "site", web_build[1].read_text(encoding="utf-8"), tools[1])
    shots = SHOTS / "pyxel-2.6.2"
    shutil.rmtree(shots, ignore_errors=True)
    shots.mkdir(parents=True)
    keys = [str(i + 1) for i in range(len(catalog.GAMES))]
    with Server(site) as server:
        result = _drive(tools, {"url": server.url + "index-262.html", "mode": "play", "keys": keys,
                                "out": str(shots), "routes": {}, "timeout_ms": 240000}, tmp_path)
    assert result["error"] is None, _explain(result)
    assert result["refused"] == [], _explain(result)         # nothing but 127.0.0.1 was asked
    urls = {q["url"]: q["status"] for q in result["requests"]}
    assert urls[server.url + f"pyxel-2.6.2/wasm/{WHEEL_262}"] == 200
    # the Pyodide package the page names was asked for (npm's core has no such wheel: 404)
    assert any("/cryptography-" in u and u.endswith(".whl") for u in urls), _explain(result)
    missing = {u: s for u, s in urls.items() if s != 200}
    packages = {u for u in missing if u.startswith(server.url + "pyodide/") and u.endswith((".whl", ".zip"))}
    # pyxel.js looks on the server for every path the app stats below its working folder before
    # it makes it: the games' folders in pyxel's user data folder (.pyxel/retro/GAME/...)
    user_data = {u for u in missing if u.startswith(server.url + ".pyxel/retro/")}
    assert set(missing) - packages - user_data == set(), _explain(result)
    assert all(missing[u] == 404 for u in packages | user_data)

    menu, *games = result["states"]
    assert menu["top"] == "retro.launcher.Launcher" and menu["size"] == [320, 256]
    from retro.machines import MACHINES
    for game, state in zip(catalog.GAMES, games):
        mod = catalog.port_module(game.key)
        # the game's scene is on the stack (its first screen may be a dialog over it: ACME)
        assert any(n.startswith(f"ports.{game.key}.") for n in state["stack"]), (game.key, state)
        machine = MACHINES[getattr(mod, "MACHINE", game.machine)]
        assert state["size"] == [machine.width, machine.height], (game.key, state)
    assert len(games) == len(catalog.GAMES)
    for shot in result["shots"]:
        png = Path(shot["file"]).read_bytes()
        assert png[:8] == b"\x89PNG\r\n\x1a\n" and len(png) > 1500, shot  # a picture, not a blank


def test_the_page_as_built_gets_as_far_as_the_pinned_wheel(web_build, tmp_path):
    tools = _tools()
    site = _site(tmp_path / "site", web_build[1].read_text(encoding="utf-8"), tools[1])
    with Server(site) as server:
        result = _drive(tools, {"url": server.url + "index.html", "mode": "loader", "wheel": WHEEL_PINNED,
                                "routes": {CDN_PYXEL: server.url + "cdn-pyxel/",
                                           CDN_PYODIDE: server.url + f"pyodide/v{PYODIDE_VERSION}/full/"},
                                "out": str(tmp_path), "timeout_ms": 120000}, tmp_path)
    assert result["error"] is None, _explain(result)
    assert result["refused"] == [], _explain(result)
    statuses = [(q["url"], q["status"]) for q in result["requests"]]
    wheel = CDN_PYXEL + "wasm/" + WHEEL_PINNED
    assert (wheel, 404) in statuses, _explain(result)        # the expected failure point
    before = statuses[:statuses.index((wheel, 404))]
    asked = [u for u, _ in before]
    for needed in (CDN_PYXEL + "wasm/pyxel.js", CDN_PYODIDE + "pyodide.js", CDN_PYODIDE + "pyodide.asm.wasm",
                   CDN_PYODIDE + "python_stdlib.zip", CDN_PYODIDE + "pyodide-lock.json"):
        assert needed in asked, (needed, _explain(result))
    assert all(s == 200 for _, s in before), _explain(result)   # everything up to the wheel loads
    assert any(f"Launch Pyxel {pyxel.VERSION} with Pyodide {PYODIDE_VERSION}" in c for c in result["console"])
    assert any("Failed to load pyxel" in c for c in result["console"]), _explain(result)   # there it stops
