"""Issue 36, done when: a fifth port that lives only in the tests (tests/extra_ports/nim: NIM on
the ST's low resolution, two computer levels), found through RETRO_PORTS with no line changed
outside its folder, is in the title menu, passes the conformance test, `retro sim`, `retro
bench` and the kiosk, and plays its own sound. Each run in a process of its own (RETRO_PORTS
is read once), with a deadline."""
import json
import re
import sys
from pathlib import Path

import subprocess_helpers

ROOT = Path(__file__).resolve().parents[2]
EXTRA = ROOT / "tests" / "extra_ports"


def _env():
    return subprocess_helpers.retro_env(RETRO_PORTS=str(EXTRA), PYXEL_QUIET="1")


def _retro(*args):
    r = subprocess_helpers.run([sys.executable, "-m", "retro", *args], capture_output=True,
                               text=True, env=_env(), cwd=ROOT, timeout=300)
    assert r.returncode == 0, r.stderr
    return r.stdout


SCRIPT = r'''
import argparse, json, tempfile
import pyxel
from retro import bench, catalog, conformance, kiosk, resources, sound, storage
from retro.input import Input
from retro.scenes import App
from retro.testing import click, ensure_pyxel

out = {"keys": [g.key for g in catalog.GAMES], "package": catalog.BY_KEY["nim"].package}
mod = catalog.port_module("nim")
out["check"] = catalog.check_port(mod)
rules, settings, options = mod.conformance_case()
report = conformance.conformance(rules, settings, **options)
out["conformance"] = [report["games"], sorted({o.reason for o in report["outcomes"]})]

storage.set_data_dir(tempfile.mkdtemp())
ensure_pyxel("amiga_low")                 # loads the sounds: the file's, and NIM's slot
def as_played(slot_data):                 # a table's notes, as pyxel holds them
    pyxel.sounds[63].set(*slot_data)
    return list(pyxel.sounds[63].notes)
out["slot40"] = list(pyxel.sounds[40].notes) == as_played(resources.notes()[40]) != []
out["acme_slot16"] = list(pyxel.sounds[16].notes) == as_played(resources.notes()[16]) != []
out["clashes"] = resources.clashes()

from retro.launcher import LIST_Y, MANY_ROW_H, Launcher
menu = Launcher(argparse.Namespace(lang="de", kiosk=False, seed=None, game=None, game_args=[]))
app = App(menu)
app.frame(Input(x=5, y=5))
out["words"] = [menu.words()[0]["nim"], menu.words()[1]]
y = LIST_Y + 4 * MANY_ROW_H
out["row5_pixels"] = len({pyxel.pget(x, y + 3) for x in range(24, 120)})   # its text is drawn
sound.backend = sound.Recorder()
app.frame(click(100, y + 5))              # the fifth row: NIM starts
game = app.top
out["started"] = [type(game).__module__, game.get_machine().key, pyxel.width, pyxel.height]
app.frame(click(104 + 6 * 16 + 7, 40 + 3 * 30 + 10))     # the last match of the fourth row
out["after_click"] = [game.match.texts()[:1], sound.backend.played[:1]]
for _ in range(50):                       # the computer's answer (at once: no pace for it)
    app.frame(Input(x=5, y=5))
out["answered"] = [len(game.match.log), sound.backend.played.count("nim.take")]
app.frame(Input(x=5, y=5, keys={"ESCAPE"}))
out["back"] = app.top is menu

# the kiosk: NIM's demo in the attract loop, then the next game's (the loop wraps to EMPERADO)
ensure_pyxel("amiga_low")
kmenu = Launcher(argparse.Namespace(lang=None, kiosk=True, idle=1, seed=None, game=None,
                                    game_args=[]))
kmenu.demo_index = [g.key for g in catalog.GAMES].index("nim")
kapp = App(kmenu)
kiosk.guard(kapp, demo_seconds=3)
shown, moves = [], 0
for _ in range(50 * 10):
    top = kapp.top
    kapp.frame(Input())
    if kapp.top is not top and getattr(kapp.top, "is_demo", False):
        shown.append(bench._game_of(kapp.top))
    if shown == ["nim"] and kapp.top is not kmenu:
        moves = max(moves, len(kapp.top.match.log))
    if len(shown) == 2:
        break
out["kiosk"] = [shown, moves]

# the bench's one table: NIM's row (its scenes, slices, games a minute, start-up)
ensure_pyxel()
from retro.scenes import Scene
row, scenes = bench.port_row(App(Scene(), think_ms=0), "nim", quick=True)
out["bench"] = [row["games_per_minute"] is not None and row["games_per_minute"] > 0,
                row["first_frame_s"] is not None, [name for name, _, _ in scenes]]
print(json.dumps(out))
'''


def test_a_port_outside_ports_is_found_and_passes_the_menu_conformance_kiosk_and_bench():
    r = subprocess_helpers.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True,
                               env=_env(), cwd=ROOT, timeout=300)
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout.strip().splitlines()[-1])
    assert out["keys"] == ["emperado", "acme", "twilight", "amalone", "nim"]     # after the four
    assert out["package"] == "nim" and out["check"] == []
    games, endings = out["conformance"]
    assert games == 3 and endings == ["last_match"]
    assert out["slot40"] and out["acme_slot16"] and out["clashes"] == []
    blurb, scroller = out["words"]
    assert blurb == "Wer das letzte nimmt, verliert"
    assert scroller.startswith("RETRO PRÄSENTIERT: FÜNF KLASSIKER VOM ATARI ST UND AMIGA,")
    assert "AMALONE (1994) ... NIM (1987) ... GRÜSSE" in scroller
    assert out["row5_pixels"] > 1
    assert out["started"] == ["nim.screen", "st_low", 320, 200]
    assert out["after_click"] == [["4:1"], ["nim.take"]]     # its own sound, from its folder
    log, takes = out["answered"]
    assert log == 2 and takes == 2                                 # the computer took its turn
    assert out["back"]
    shown, moves = out["kiosk"]
    assert shown == ["nim", "emperado"] and moves > 0
    gpm_ok, started_ok, scenes = out["bench"]
    assert gpm_ok and started_ok and scenes == ["nim:game", "nim:demo"]


def test_retro_sim_plays_the_extra_port_and_its_clever_level_wins_as_the_rule_says():
    lines = [json.loads(x) for x in _retro("sim", "nim", "--games", "4").splitlines()]
    assert [x["game"] for x in lines] == [0, 1, 2, 3]
    assert all(x["levels"] == ["klug", "zufall"] and x["moves"] >= 4 for x in lines)
    # 1, 3, 5 and 7 have nim-sum 0: between two who know the rule, the second player wins
    lines = [json.loads(x) for x in _retro("sim", "nim", "--games", "3", "--levels",
                                           "klug,klug").splitlines()]
    assert [x["winner"] for x in lines] == [1, 1, 1]


def test_retro_bench_nim_prints_its_slices_and_scenes():
    out = _retro("bench", "nim")
    assert "nim: thinking slices" in out
    assert re.search(r"^  nim:game\s+\d+\.\d+ ms", out, re.M)
    assert re.search(r"^  nim:demo\s+\d+\.\d+ ms", out, re.M)


def test_the_extra_port_changed_no_line_outside_its_folder():
    # nothing in retro/ or ports/ knows NIM: its title, texts and sound are in its folder
    for folder in ("retro", "ports"):
        for f in (ROOT / folder).rglob("*.py"):
            text = f.read_text(encoding="utf-8")
            assert not re.search(r"\bnim\b|extra_ports", text, re.I), f
    assert not (ROOT / "ports" / "nim").exists()
