"""Issue 23 item 5: `retro web OUT_DIR` packs the .pyxapp and the page from a clean staging copy
that holds only what the games need, names the Pyodide packages for pyxel's loader and prints
the sizes. Issue 34: the .pyxapp carries its title, author, version and licence (pyxel package
reads them from the startup script's comment lines); the README's sizes are the build's."""
import base64
import re
import subprocess
import sys
import zipfile

import pyxel
from web_helpers import ROOT

from retro import web


def test_the_app_holds_what_the_games_need_and_nothing_else(web_build):
    names = [n for n in zipfile.ZipFile(web_build[0]).namelist() if not n.endswith("/")]
    assert all(n.startswith("retro/") for n in names)             # one top folder, the app's
    inner = {n[len("retro/"):] for n in names}
    assert {"retro_app.py", pyxel.APP_STARTUP_SCRIPT_FILE, "retro/resources.pyxres",
            "retro/__main__.py", "ports/emperado/data/map_pixels.bin", "ports/acme/map42.txt",
            "ports/amalone/help.L", "retro/fonts/topaz8.txt"} <= inner
    # every module and data file of the packages, but screenshots, the packer and the font tool
    expected = set()
    for pkg in ("retro", "ports"):
        for f in (ROOT / pkg).rglob("*"):
            rel = f.relative_to(ROOT).as_posix()
            if f.is_file() and "__pycache__" not in rel and "/shots/" not in rel \
                    and not rel.endswith((".png", ".pyc")) and rel not in web.SKIP_FILES:
                expected.add(rel)
    assert expected <= inner, sorted(expected - inner)
    bad = [n for n in inner if re.search(r"(^|/)(tests|tools|build|dist|shots|screenshots|__pycache__)/"
                                         r"|\.egg-info/|\.(png|gif|html|pyxapp|pyc|zip)$", n)]
    assert bad == []
    assert "retro/web.py" not in inner
    assert "ports/emperado/data/coasts.txt" not in inner      # the map tools' source, never loaded
    assert (ROOT / "retro_app.py").read_text(encoding="utf-8") == web.STARTUP


def test_the_page_loads_the_pinned_pyxel_names_cryptography_and_carries_the_app(web_build):
    app, page, _ = web_build
    html = page.read_text(encoding="utf-8")
    assert web.loader_url(html) == f"https://cdn.jsdelivr.net/gh/kitao/pyxel@{pyxel.VERSION}/wasm/pyxel.js"
    call = re.search(r"launchPyxel\(\{(.*)\}\);", html).group(1)
    assert 'command: "play"' in call and 'name: "retro.pyxapp"' in call
    assert 'packages: "cryptography"' in call                  # Twilight's seals, for pyodide.loadPackage
    b64 = re.search(r'base64: "([A-Za-z0-9+/=]+)"', call).group(1)
    assert base64.b64decode(b64) == app.read_bytes()
    # the old page from a used checkout was 2.5 MB; the clean one is well under 1.5 MB
    assert page.stat().st_size < 1_500_000 and app.stat().st_size < 1_000_000


def test_retro_web_prints_the_sizes(web_build):
    app, page, printed = web_build
    lines = printed.splitlines()
    assert lines[0].startswith(str(app)) and re.search(r"\d+ KB \(\d+ files\)$", lines[0])
    assert lines[1].startswith(str(page)) and lines[1].endswith(" KB")
    assert "Pyodide packages: cryptography" in printed


def test_retro_web_is_a_command_of_retro(tmp_path):
    r = subprocess.run([sys.executable, "-m", "retro", "web", "--help"], capture_output=True,
                       text=True, timeout=60, cwd=ROOT, check=False)
    assert r.returncode == 0 and "OUT_DIR" in r.stdout
    r = subprocess.run([sys.executable, "-m", "retro", "web", str(tmp_path / "page")],
                       capture_output=True, text=True, timeout=120, cwd=tmp_path, check=False)
    assert r.returncode == 0, r.stderr
    assert (tmp_path / "page" / "retro.html").is_file() and not (tmp_path / "retro.pyxapp").exists()


def test_name_packages_refuses_a_page_it_does_not_know():
    import pytest

    with pytest.raises(RuntimeError):
        web.name_packages("<script>somethingElse()</script>")
    assert web.name_packages('launchPyxel({ command: "play", name: "a" })', ()) == \
        'launchPyxel({ command: "play", name: "a" })'


def test_the_app_carries_its_title_author_version_and_licence(web_build):
    import tomllib

    from pyxel import cli

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    meta = cli.get_pyxel_app_metadata(str(web_build[0]))
    assert meta["title"] == "retro"
    assert meta["author"] == "retro contributors"
    assert meta["version"] == project["version"]
    assert meta["license"] == project["license"] == "MIT"
    assert "EMPERADO" in meta["desc"]


def test_the_readme_gives_the_sizes_of_the_page_as_built(web_build):
    """The README's example of `retro web`'s output is within a tenth of what it prints now."""
    app, page, printed = web_build
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    said = re.search(r"retro\.pyxapp +([\d,]+) KB \((\d+) files\)\n.*retro\.html +([\d,]+) KB", readme)
    assert said, "README.md shows no output of retro web"
    now = re.search(r"retro\.pyxapp +([\d,]+) KB \((\d+) files\)\n.*retro\.html +([\d,]+) KB", printed)
    for a, b in zip(said.groups(), now.groups()):
        a, b = int(a.replace(",", "")), int(b.replace(",", ""))
        assert abs(a - b) <= b / 10, (said.groups(), now.groups())
