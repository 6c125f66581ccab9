"""Issue 23 item 2: resources.pyxres is package data. A wheel built from a clean copy of the
source holds retro/resources.pyxres, and in an installed layout (the wheel unpacked into a
site folder, imported from elsewhere) resources.PATH names that file, and it loads."""
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SKIP = shutil.ignore_patterns(".git", ".cache", "build", "dist", "*.egg-info", "__pycache__",
                              ".pytest_cache", ".hypothesis", "*.pyxapp", "*.html")


def _local_setuptools_builds_wheels() -> bool:
    """setuptools >= 70.1 has bdist_wheel itself; older ones need the `wheel` package."""
    try:
        import setuptools
    except ImportError:
        return False
    version = tuple(int(x) for x in setuptools.__version__.split(".")[:2] if x.isdigit())
    if version >= (70, 1):
        return True
    try:
        import wheel  # noqa: F401
    except ImportError:
        return False
    return version >= (68, 0)


@pytest.fixture(scope="module")
def wheel(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("wheel")
    src = tmp / "src"
    shutil.copytree(ROOT, src, ignore=SKIP)       # the checkout stays free of build/, egg-info
    out = tmp / "dist"
    cmd = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--disable-pip-version-check", "-q",
           "-w", str(out), str(src)]
    if _local_setuptools_builds_wheels():
        cmd.insert(5, "--no-build-isolation")
    # else pip gets setuptools>=68 (pyproject.toml) from the package index, as `pip install .` does
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=300, check=False)
    if r.returncode != 0 and ("No matching distribution" in r.stderr or "No module named pip" in r.stderr):
        pytest.skip("cannot build a wheel here (no pip, or no package index for setuptools): "
                    + r.stderr.strip().splitlines()[-1])
    assert r.returncode == 0, r.stdout + r.stderr
    (whl,) = out.glob("retro-*.whl")
    return whl


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
