"""The distribution as `pip install .` builds it. Issue 23 item 2: resources.pyxres is package
data: a wheel built from a clean copy of the source holds retro/resources.pyxres, and in an
installed layout (the wheel unpacked into a site folder, imported from elsewhere)
resources.PATH names that file, and it loads. Issue 34 items 5 and 7: the distribution has a
name of its own (the name `retro` is another project's on PyPI), its licence, classifiers and
project URLs; the wheel takes only the data files the games load; the sdist carries no tests.

Both are built by setuptools' own PEP 517 hooks (what pip and `python -m build` call), with a
setuptools new enough for pyproject.toml's licence expression (77 or newer): the local one,
or pip's copy from the package index in a folder of its own, as pip's isolated build gets it."""
import email
import os
import shutil
import subprocess
import sys
import tarfile
import tomllib
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SKIP = shutil.ignore_patterns(".git", ".cache", "build", "dist", "*.egg-info", "__pycache__",
                              ".pytest_cache", ".hypothesis", "*.pyxapp", "*.html")
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
DIST = "retro_st_amiga"            # the distribution's name as file names spell it
# every data file of the installed packages, and who reads it
DATA = {
    "retro/resources.pyxres",                                   # retro/resources.py: sounds, pointers
    *(f"retro/fonts/{f}.txt" for f in ("st6x6", "st8x8", "st8x16", "topaz8")),   # retro/fonts
    "ports/acme/map29.txt", "ports/acme/map42.txt",             # ports/acme/screens/mapgeo.py
    "ports/amalone/help.L", "ports/amalone/help.doc.N", "ports/amalone/help.doc.E",   # helpfile.py
    "ports/amalone/converting_suite.json",                      # `retro bench amalone` (converting.py)
    "ports/emperado/data/map_pixels.bin",                       # ports/emperado/map_pixels.py
    "ports/emperado/screens/box_slots.json",                    # ports/emperado/screens/stored_slots.py
}


def _setuptools_version(path=None) -> tuple:
    code = "import setuptools; print(setuptools.__version__)"
    env = dict(os.environ, PYTHONPATH=str(path)) if path else None
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, env=env,
                       check=False)
    if r.returncode != 0:
        return ()
    return tuple(int(x) for x in r.stdout.strip().split(".")[:2] if x.isdigit())


@pytest.fixture(scope="module")
def backend(tmp_path_factory):
    """PYTHONPATH for the build: "" (the local setuptools will do) or a folder with pip's."""
    if _setuptools_version() >= (77, 0):
        return ""
    target = tmp_path_factory.mktemp("backend")
    r = subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                        "--no-deps", "--target", str(target), "setuptools>=77"],
                       capture_output=True, text=True, timeout=300, check=False)
    if r.returncode != 0:
        pytest.skip("no setuptools >= 77 here, and none from the package index: "
                    + (r.stderr.strip().splitlines() or ["pip failed"])[-1])
    assert _setuptools_version(target) >= (77, 0)
    return str(target)


@pytest.fixture(scope="module")
def built(backend, tmp_path_factory):
    """(wheel, sdist) of a clean copy of the checkout, by setuptools' PEP 517 hooks."""
    tmp = tmp_path_factory.mktemp("dist")
    src = tmp / "src"
    shutil.copytree(ROOT, src, ignore=SKIP)       # the checkout stays free of build/, egg-info
    out = tmp / "dist"
    out.mkdir()
    env = dict(os.environ, PYTHONPATH=backend)
    code = "import sys; from setuptools import build_meta as b; print(getattr(b, sys.argv[1])(sys.argv[2]))"
    names = []
    for hook in ("build_wheel", "build_sdist"):
        r = subprocess.run([sys.executable, "-c", code, hook, str(out)], cwd=src, env=env,
                           capture_output=True, text=True, timeout=300, check=False)
        assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
        names.append(out / r.stdout.strip().splitlines()[-1])
    return tuple(names)


@pytest.fixture(scope="module")
def wheel(built):
    return built[0]


def test_the_resources_are_in_the_source_package_and_the_old_place_is_gone():
    from retro import resources

    assert resources.PATH == ROOT / "retro" / "resources.pyxres"
    assert resources.PATH.is_file()
    assert not (ROOT / "resources.pyxres").exists()


def test_the_wheel_holds_the_resources(wheel):
    names = zipfile.ZipFile(wheel).namelist()
    assert "retro/resources.pyxres" in names
    assert zipfile.ZipFile(wheel).read("retro/resources.pyxres") == \
        (ROOT / "retro" / "resources.pyxres").read_bytes()
    assert not [n for n in names if n.startswith(("tests/", "tools/"))]


def test_the_wheel_takes_only_the_data_files_the_games_load(wheel):
    names = [n for n in zipfile.ZipFile(wheel).namelist() if ".dist-info/" not in n]
    assert {n.split("/")[0] for n in names} == {"retro", "ports"}      # the import packages as before
    data = {n for n in names if not n.endswith(".py")}
    assert data == DATA                  # not ports/amalone/shots/help.png (help.*), nor coasts.txt
    for n in DATA:
        assert (ROOT / n).is_file()


def test_the_distribution_has_a_name_of_its_own_a_licence_and_its_metadata(wheel):
    assert wheel.name.startswith(f"{DIST}-{PROJECT['version']}-")
    zf = zipfile.ZipFile(wheel)
    info = f"{DIST}-{PROJECT['version']}.dist-info"
    meta = email.message_from_string(zf.read(f"{info}/METADATA").decode("utf-8"))
    assert meta["Name"] == "retro-st-amiga" != "retro"
    assert meta["License-Expression"] == "MIT"
    assert zf.read(f"{info}/licenses/LICENSE") == (ROOT / "LICENSE").read_bytes()
    assert "MIT License" in (ROOT / "LICENSE").read_text(encoding="utf-8")
    classifiers = meta.get_all("Classifier")
    for c in ("Programming Language :: Python :: 3", "Topic :: Games/Entertainment :: Board Games",
              "Natural Language :: German", "Natural Language :: Dutch", "Operating System :: OS Independent"):
        assert c in classifiers
    assert meta.get_all("Project-URL")
    assert meta["Requires-Python"] == ">=3.11"
    scripts = zf.read(f"{info}/entry_points.txt").decode("utf-8")
    assert "[console_scripts]" in scripts and "retro = retro.__main__:main" in scripts


def test_the_sdist_carries_no_tests(built):
    with tarfile.open(built[1]) as tf:
        names = [n.split("/", 1)[1] for n in tf.getnames() if "/" in n]
    assert not [n for n in names if n.startswith("tests/") or "/tests/" in n or n.startswith("tools/")]
    assert {"LICENSE", "README.md", "pyproject.toml", "retro/__main__.py", "ports/acme/map29.txt"} <= set(names)


def test_an_installed_copy_finds_and_loads_them(wheel, tmp_path):
    site = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(site)
    code = ("import sys; from retro import resources as r; from retro.testing import ensure_pyxel;"
            "ensure_pyxel(); import pyxel;"
            "pyxel.load(str(r.PATH), exclude_images=True, exclude_tilemaps=True);"
            "print(r.PATH); print(r.PATH.is_file()); print(len(pyxel.sounds[30].notes) > 0)")
    env = dict(os.environ, PYTHONPATH=str(site), SDL_AUDIODRIVER="dummy", PYTHONNOUSERSITE="1")
    r = subprocess.run([sys.executable, "-c", code], check=False,
                       capture_output=True, text=True, cwd=tmp_path, env=env, timeout=120)
    assert r.returncode == 0, r.stderr
    path, exists, has_sounds = r.stdout.split()[-3:]
    assert Path(path) == site / "retro" / "resources.pyxres"     # not the checkout's copy
    assert exists == "True" and has_sounds == "True"
