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
    # Twilight's post (issue 33): `retro twilight gm post|wache`, `player post`: the network, a
    # terminal, cron; in the browser there is no network, and the post says so
    "ports/twilight/cli/post_commands.py": "expanduser: the password files named on the command line",
    "ports/twilight/screens/shots.py": "threading: `python -m ports.twilight.screens.shots`, the README's "
                                       "pictures, holds a pass of the post while it draws the desk",
    "ports/twilight/post/idle.py": "time.sleep: `gm wache` waits for mail between IMAP IDLE rounds",
    "ports/twilight/post/localservers.py": "socket, subprocess: `retro bench twilight --post` starts mail "
                                           "servers of its own",
    "ports/twilight/post/servers.py": "socket: IMAP, POP3 and SMTP",
    # the game master's lock on his folder waits for another process; the page's Python has
    # no fcntl, and there (as on Windows) nothing is locked and nothing waits
    "ports/twilight/mail/lock.py": "time.sleep: waits for another program's lock, only where there is flock",
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


# threads that the page never starts: the post's network work on the game master's and the
# player's desks runs in a thread on the computer; on the page each post gadget says there is
# no network (config.no_sockets) before any thread is made (test_screen_post.py)
NO_THREAD_ON_THE_PAGE = {
    "ports/twilight/screens/post_work.py": "threading: the post's errands, refused on the page first",
    "ports/twilight/mail/saying.py": "threading.local: the lines a thread keeps (said_here); it starts none",
}


def test_no_threads_flip_dialogs_or_processes_in_the_app(web_app):
    found = {}
    for rel, tree in _modules(web_app):
        offences = list(_offences(tree))
        if offences:
            found[rel] = offences
    allowed = {rel: found.pop(rel) for rel in list(found) if rel in COMMAND_LINE_ONLY or rel in NO_THREAD_ON_THE_PAGE}
    assert found == {}
    assert set(allowed) <= set(COMMAND_LINE_ONLY) | set(NO_THREAD_ON_THE_PAGE)   # the lists name only what is there


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
    """Only retro/storage.py names a place for files (pyxel's user data folder, by pyxel's rule
    from the home folder); no other module of the app builds paths from the home folder or asks
    pyxel for its folder."""
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
    # types the folder of a new game, and a ~ in what he typed is his home; so in the names
    # of the post's files (the password file, the CA file) typed on its screen or in post.ini
    assert users == {"retro/storage.py": {"Path.home"},
                     "ports/twilight/screens/gm_new.py": {"Path(self.folder.text.strip()).expanduser"},
                     "ports/twilight/screens/post_screen.py": {"Path(text).expanduser"},
                     "ports/twilight/post/config.py": {"os.path.expanduser", "Path(a.pw_file).expanduser",
                                                       "Path(a.pw_save).expanduser"},
                     "retro/fonts/__init__.py": {"tempfile.gettempdir"},
                     "retro/gui/gallery.py": {"tempfile.gettempdir"}}


FOLDERS = """
import json, sys
sys.path.insert(0, sys.argv[1])
from retro import screen, storage
from retro.machines import MACHINES
before = {g: str(storage.data_dir(g)) for g in sys.argv[2:]}      # a command line: no pyxel
screen.init(MACHINES["amiga_low"], headless=True)                 # the window's start
import pyxel
print(json.dumps({"before": before, "after": {g: str(storage.data_dir(g)) for g in sys.argv[2:]},
                  "pyxel": {g: pyxel.user_data_dir("retro", g) for g in sys.argv[2:]}}))
"""


def test_storage_puts_saves_in_pyxels_user_data_folder(web_app, tmp_path):
    """A game's folder is pyxel.user_data_dir("retro", GAME), before pyxel starts as after."""
    games = ["acme", "emperado", "twilight", "amalone", "retro"]
    env = dict(os.environ, SDL_AUDIODRIVER="dummy", HOME=str(tmp_path), PYTHONPATH="")
    env.pop("RETRO_DATA", None)
    r = subprocess.run([sys.executable, "-c", FOLDERS, str(web_app), *games], capture_output=True, text=True,
                       timeout=120, cwd=tmp_path, env=env, check=False)
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout.strip().splitlines()[-1])
    for g in games:
        assert out["before"][g] == out["after"][g] == out["pyxel"][g].rstrip("/") \
            == str(tmp_path / ".pyxel" / "retro" / g)


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
