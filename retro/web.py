"""`retro web OUT_DIR`: the collection as a web page (pyxel's `.pyxapp` and `pyxel app2html`).

The app is packed from a clean staging copy that holds only what the games need: the packages
`retro/` and `ports/` as they are imported (a checkout or an installed copy), without
`__pycache__`, screenshots (`shots/`, `*.png`) or earlier builds, and the startup script
`retro_app.py`. Nothing else of a checkout (tests/, tools/, build/, *.egg-info, docs) can get in.

Pyodide packages: Twilight seals and signs its PBEM files with `cryptography`, which is no pure
Python package but one of Pyodide's own. pyxel's loader (pyxel.js) takes a comma-separated
`packages` parameter in `launchPyxel({...})` (the `packages` attribute of `<pyxel-play>`) and
loads them with `pyodide.loadPackage` before the app starts, so the page names them there and
the app itself never installs anything (no micropip at start).

The page loads pyxel.js of the pinned pyxel from pyxel's CDN, which loads Pyodide and pyxel's
WebAssembly wheel; the app runs in the browser with no threads, no `flip()`, no blocking
dialogs, and keeps its files in pyxel's user data folder (tests/web/ check all this).
"""
from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

APP_NAME = "retro"                 # retro.pyxapp, retro.html
STARTUP_NAME = "retro_app.py"
PYODIDE_PACKAGES = ("cryptography",)   # Twilight's crypto.py; loaded by pyxel.js before start
# the startup script (the repository's retro_app.py is the same text: a test checks it); its
# comment lines give `pyxel package` the app's title, author, description, licence and version
# (the version is pyproject.toml's: a test checks it)
STARTUP = """\
# Startup script of the pyxel app that `retro web OUT_DIR` packs (retro/web.py writes this text).
# title: retro
# author: retro contributors
# desc: EMPERADO, ACME, Twilight Imperium and aMalone - Atari ST and Amiga games on pyxel
# license: MIT
# version: 0.1.0
import sys

from retro.__main__ import main

sys.exit(main([]))
"""
SKIP_DIRS = {"__pycache__", "shots", "screenshots", "tests", "tools", "build", "dist",
             ".pytest_cache", ".hypothesis", ".benchmarks"}
# no part of the app the page runs: this packer, the tool that redraws the font sample sheets,
# and the coastlines that tools/emperado_raster.py draws the map's pixels from
SKIP_FILES = {"retro/web.py", "retro/fonts/__main__.py", "ports/emperado/data/coasts.txt"}
SKIP_SUFFIXES = (".pyc", ".pyo", ".png", ".gif", ".jpg", ".html", ".pyxapp", ".zip", ".part",
                 ".tmp", ".bak", ".orig", ".rej", "~")


def package_dirs() -> list[Path]:
    """The folders of the packages the app runs: retro/ and ports/, where Python imports them."""
    import ports

    here = Path(__file__).resolve().parent          # retro/ is a namespace package: no __file__
    return [here, Path(ports.__file__).resolve().parent]


def _wanted(rel: Path) -> bool:
    parts = rel.parts
    if any(p in SKIP_DIRS or p.startswith(".") or p.endswith(".egg-info") for p in parts):
        return False
    return not rel.name.lower().endswith(SKIP_SUFFIXES)


def stage(dest: Path) -> list[str]:
    """Copy what the games need into `dest` (made empty first); the staged files, relative."""
    dest = Path(dest)
    if dest.exists():
        shutil.rmtree(dest)
    dest.mkdir(parents=True)
    staged = []
    for src in package_dirs():
        for path in sorted(src.rglob("*")):
            rel = path.relative_to(src)
            if not path.is_file() or not _wanted(rel) or f"{src.name}/{rel.as_posix()}" in SKIP_FILES:
                continue
            target = dest / src.name / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, target)
            staged.append(f"{src.name}/{rel.as_posix()}")
    (dest / STARTUP_NAME).write_text(STARTUP, encoding="utf-8")
    staged.append(STARTUP_NAME)
    return staged


def _pyxel(args: list[str], cwd: Path) -> None:
    """Run pyxel's own command line (`pyxel package`, `pyxel app2html`) in `cwd`."""
    result = subprocess.run([sys.executable, "-m", "pyxel", *args], cwd=cwd,
                            capture_output=True, text=True, check=False)
    if result.returncode != 0:
        raise RuntimeError(f"pyxel {' '.join(args)} failed:\n{result.stdout}{result.stderr}")


def name_packages(html: str, packages=PYODIDE_PACKAGES) -> str:
    """app2html's page with the Pyodide packages named in its launchPyxel call."""
    if not packages:
        return html
    new, n = re.subn(r'launchPyxel\(\{ command: "play", ',
                     lambda m: m.group(0) + f'packages: "{",".join(packages)}", ', html, count=1)
    if n != 1:
        raise RuntimeError("pyxel app2html wrote no launchPyxel({ command: \"play\", ... }) call")
    return new


def build(out_dir, packages=PYODIDE_PACKAGES) -> dict:
    """Write OUT_DIR/retro.pyxapp and OUT_DIR/retro.html; their paths, sizes and file count."""
    out = Path(out_dir).resolve()
    out.mkdir(parents=True, exist_ok=True)
    app, page = out / f"{APP_NAME}.pyxapp", out / f"{APP_NAME}.html"
    with tempfile.TemporaryDirectory(prefix="retro-web-") as tmp:
        root = Path(tmp) / APP_NAME          # the pyxapp's top folder is named after it
        files = stage(root)
        work = Path(tmp) / "out"
        work.mkdir()
        _pyxel(["package", str(root), str(root / STARTUP_NAME)], work)
        _pyxel(["app2html", f"{APP_NAME}.pyxapp"], work)
        html = name_packages((work / f"{APP_NAME}.html").read_text(encoding="utf-8"), packages)
        shutil.copyfile(work / f"{APP_NAME}.pyxapp", app)
        page.write_text(html, encoding="utf-8")
    with zipfile.ZipFile(app) as zf:
        count = sum(1 for n in zf.namelist() if not n.endswith("/"))
    return {"pyxapp": app, "html": page, "files": len(files), "zip_files": count,
            "pyxapp_bytes": app.stat().st_size, "html_bytes": page.stat().st_size,
            "packages": list(packages)}


def loader_url(html: str) -> str:
    m = re.search(r'<script src="([^"]+/pyxel\.js)"', html)
    return m.group(1) if m else ""


def _kb(n: int) -> str:
    return f"{n / 1024:,.0f} KB"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(
        prog="retro web",
        description="Build the collection's web page: OUT_DIR/retro.pyxapp (pyxel package) and "
                    "OUT_DIR/retro.html (pyxel app2html, loads pyxel and Pyodide from pyxel's CDN), "
                    "from a clean copy of only what the games need.")
    p.add_argument("out_dir", metavar="OUT_DIR", help="folder for retro.pyxapp and retro.html")
    args = p.parse_args(argv)
    os.environ.setdefault("PYXEL_QUIET", "1")
    try:
        info = build(args.out_dir)
    except (OSError, RuntimeError) as e:
        print(f"retro web: {e}", file=sys.stderr)
        return 1
    html = info["html"].read_text(encoding="utf-8")
    print(f"{info['pyxapp']}  {_kb(info['pyxapp_bytes'])} ({info['zip_files']} files)")
    print(f"{info['html']}  {_kb(info['html_bytes'])}")
    print(f"the page loads {loader_url(html) or 'pyxel.js'} (Pyodide and pyxel's wasm wheel), "
          f"Pyodide packages: {', '.join(info['packages']) or 'none'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
