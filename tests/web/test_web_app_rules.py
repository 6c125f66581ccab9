"""Issue 23 item 8: the app that the page runs keeps to what a browser allows. In Pyodide there
are no threads, a blocking call freezes the tab, and pyxel runs its loop through the browser's
animation frames (pyxel.run), so: no threading, no flip(), no input()/getpass/tkinter dialogs,
no processes, and files go to pyxel's user data folder (retro/storage.py). Checked on the
staged app as the .pyxapp carries it (an AST scan), and by starting the menu and each game
from that copy."""
import ast
import json
import os
import subprocess
import sys

import pytest

from retro import catalog

BLOCKED_MODULES = {"threading", "_thread", "multiprocessing", "concurrent", "tkinter", "subprocess",
                   "getpass", "asyncio", "socket", "pty", "curses", "readline", "webbrowser"}
BLOCKED_CALLS = {"input", "breakpoint"}                     # builtins that wait on a terminal
# module.function calls that block or start processes; and flip() on anything (pyxel.flip)
BLOCKED_QUALIFIED = {("time", "sleep"), ("os", "system"), ("os", "popen"), ("os", "fork"),
                     ("os", "execv"), ("os", "spawnv")}
# modules the app carries for the command line only (terminal commands and sims), never reached
# from the page's start (checked below by starting the menu and every game): the reason for each
COMMAND_LINE_ONLY = {
    "ports/twilight/cli/cli_common.py": "getpass: `retro twilight gm|player ...` asks passwords in a terminal",
    "ports/twilight/cli/player_commands.py": "input(): `retro twilight player show` asks at a terminal "
                                             "whether the game master's fingerprint is the one he was told",
    "ports/amalone/opponents.py": "subprocess: `retro sim amalone --old-engine` reads old code with git",
    "ports/amalone/converting.py": "subprocess: `retro bench amalone --only convert` plays the previous "
                                   "version, read from git into a temporary folder",
    "retro/bench.py": "subprocess: `retro bench` times each game's start-up in a process of its own",
}


def _modules(app):
    for path in sorted(app.rglob("*.py")):
        yield path.relative_to(app).as_posix(), ast.parse(path.read_text(encoding="utf-8"))


def _offences(tree):
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for a in node.names:
                if a.name.split(".")[0] in BLOCKED_MODULES:
                    yield f"import {a.name} (line {node.lineno})"
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            if node.module.split(".")[0] in BLOCKED_MODULES:
                yield f"from {node.module} import ... (line {node.lineno})"
        elif isinstance(node, ast.Call):
            f = node.func
            if isinstance(f, ast.Name) and f.id in BLOCKED_CALLS:
                yield f"{f.id}() (line {node.lineno})"
            if isinstance(f, ast.Attribute) and (f.attr == "flip" or (
                    isinstance(f.value, ast.Name) and (f.value.id, f.attr) in BLOCKED_QUALIFIED)):
                yield f"{ast.unparse(f)}() (line {node.lineno})"


def test_no_threads_flip_dialogs_or_processes_in_the_app(web_app):
    found = {}
    for rel, tree in _modules(web_app):
        offences = list(_offences(tree))
        if offences:
            found[rel] = offences
    allowed = {rel: found.pop(rel) for rel in list(found) if rel in COMMAND_LINE_ONLY}
    assert found == {}
    assert set(allowed) <= set(COMMAND_LINE_ONLY)         # the list names only what is there


def test_one_pyxel_run_loop_and_pyxel_init_once(web_app):
    """pyxel.run is called in one place (the scene stack), pyxel.init in one (the screen); and
    in retro/resources.py's `python -m retro.resources`, the tool that writes the .pyxres."""
    calls = {"run": [], "init": []}
    for rel, tree in _modules(web_app):
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                    and isinstance(node.func.value, ast.Name) and node.func.value.id == "pyxel" \
                    and node.func.attr in calls:
                calls[node.func.attr].append(rel)
    assert calls == {"run": ["retro/scenes.py"], "init": ["retro/resources.py", "retro/screen.py"]}
    tool = (web_app / "retro" / "resources.py").read_text(encoding="utf-8")
    assert tool.index("pyxel.init(") > tool.index('if __name__ == "__main__":')


def test_files_are_made_only_through_storage(web_app):
    """Only retro/storage.py names a place for files (the home folder where pyxel has none), and
    retro/screen.py hands it pyxel.user_data_dir once pyxel runs; no other module of the app
    builds paths from the home folder."""
    users = {}
    for rel, tree in _modules(web_app):
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and (node.attr in ("user_data_dir", "expanduser",
                                                                  "expandvars", "gettempdir")
                                                    or ast.unparse(node) == "Path.home"):
                users.setdefault(rel, set()).add(ast.unparse(node))
    for rel in COMMAND_LINE_ONLY:
        users.pop(rel, None)
    # the temporary folder holds no saves: the fonts' compiled BDF files, and the widget
    # gallery's sample files (`retro bench`, the README's pictures); Twilight's game master
    # types the folder of a new game, and a ~ in what he typed is his home
    assert users == {"retro/storage.py": {"Path.home"},
                     "ports/twilight/screens/gm_new.py": {"Path(self.folder.text.strip()).expanduser"},
                     "retro/screen.py": {"storage.user_data_dir", "pyxel.user_data_dir"},
                     "retro/fonts/__init__.py": {"tempfile.gettempdir"},
                     "retro/gui/gallery.py": {"tempfile.gettempdir"}}


def test_storage_puts_saves_in_pyxels_user_data_folder(monkeypatch, tmp_path):
    """With pyxel running (as on the page), a game's folder is pyxel.user_data_dir("retro", GAME)."""
    import types

    from retro import screen, storage

    asked = []

    def user_data_dir(vendor, app):
        asked.append((vendor, app))
        return str(tmp_path / "pyxel-data" / vendor / app) + "/"

    monkeypatch.setitem(sys.modules, "pyxel", types.SimpleNamespace(user_data_dir=user_data_dir))
    monkeypatch.setattr(storage, "user_data_dir", screen.pyxel_data_dir)     # as screen.init does
    monkeypatch.setattr(storage, "_data_dir_override", None)
    monkeypatch.delenv("RETRO_DATA", raising=False)
    for game in ("acme", "emperado", "twilight", "amalone"):
        assert storage.data_dir(game) == tmp_path / "pyxel-data" / "retro" / game
    assert asked == [("retro", g) for g in ("acme", "emperado", "twilight", "amalone")]


START = """
import json, sys
sys.path.insert(0, sys.argv[1])
from retro.__main__ import main
code = main(sys.argv[2:])
print(json.dumps({"code": code, "modules": sorted(m for m in sys.modules
                  if m.split(".")[0] in ("retro", "ports"))}))
"""


@pytest.mark.parametrize("args", [[]] + [[g.key] for g in catalog.GAMES], ids=lambda a: a[0] if a else "menu")
def test_the_page_path_never_loads_the_command_line_modules(web_app, tmp_path, args):
    """The menu and each game's first screen, started from the staged copy (headless, a few
    frames): the modules kept for the command line are not among those loaded."""
    env = dict(os.environ, SDL_AUDIODRIVER="dummy", RETRO_DATA=str(tmp_path), PYTHONPATH="")
    r = subprocess.run([sys.executable, "-c", START, str(web_app), *args, "--frames", "5"],
                       capture_output=True, text=True, timeout=120, cwd=tmp_path, env=env, check=False)
    assert r.returncode == 0, r.stderr
    result = json.loads(r.stdout.strip().splitlines()[-1])
    assert result["code"] == 0
    loaded = {m.replace(".", "/") + ".py" for m in result["modules"]}
    assert loaded & set(COMMAND_LINE_ONLY) == set()
    assert any(m.startswith("retro.scenes") for m in result["modules"])
    if args and hasattr(catalog.port_module(args[0]), "start"):    # Twilight: no window game yet
        assert any(m.startswith(f"ports.{args[0]}.screens") for m in result["modules"])
