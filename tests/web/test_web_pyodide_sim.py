"""Issue 23 item 6: the pure code in WebAssembly. The built .pyxapp (a zip) is unpacked into
Pyodide under Node and plays `retro sim` of every game with fixed seeds from the app's own
code; the output equals native CPython's on the same staged copy (time measurements left out).
Two Pyodides, from npm into .cache/web/ where .ci/run installs them (issue 34 item 4): 314.0.4
(Python 3.14), which pyxel 2.9.9's loader, the one the page as built names, asks for (npm
alias `pyodide-314.0.4`), and 0.29.3 (Python 3.13), which pyxel 2.6.2's asks for, the loader
the browser tests run the page on.

Twilight: npm's pyodide package ships only Pyodide's core. Its pyodide-lock.json names the
`cryptography` wheel but the file is not in the package (it comes from Pyodide's CDN, which this
machine does not reach), so nothing here imports cryptography: Twilight's sim never does (its
rules and computer races are pure; only the PBEM files' seals need it, see ports/twilight/crypto.py).
"""
import json
import os
import subprocess
import sys

import pytest
from web_helpers import ROOT, node, node_package

# one short game per port, fixed seeds (each under 2 s natively)
JOBS = [
    ["sim", "acme", "--seed", "3", "--games", "2", "--players", "4", "--summary"],
    ["sim", "amalone", "--seed", "1", "--games", "1", "--level", "2", "--level-white", "2",
     "--random-plies", "4", "--max-plies", "80", "--summary"],
    ["sim", "emperado", "--seed", "2", "--games", "1", "--summary"],
    ["sim", "twilight", "--seed", "1", "--games", "1", "--max-rounds", "4", "--summary"],
]
TIMES = ("seconds", "seconds_per_game", "ms", "elapsed")


def _untimed(value):
    """A sim's JSON without what a clock measured."""
    if isinstance(value, dict):
        return {k: _untimed(v) for k, v in value.items()
                if k not in TIMES and not k.endswith(("_ms", "_seconds"))}
    if isinstance(value, list):
        return [_untimed(v) for v in value]
    return value


def _lines(stdout: str):
    return [_untimed(json.loads(line)) for line in stdout.splitlines() if line.strip()]


NATIVE = """
import sys
sys.path.insert(0, sys.argv[1])
from retro.__main__ import main
sys.exit(main(sys.argv[2:]))
"""


# (npm package, its Python): pyxel 2.9.9's Pyodide and pyxel 2.6.2's
PYODIDES = {"314.0.4": ("pyodide-314.0.4", "3.14"), "0.29.3": ("pyodide", "3.13")}


@pytest.fixture(scope="module", params=sorted(PYODIDES, reverse=True))
def pyodide_runs(request, web_build, tmp_path_factory):
    node_path = node()
    package, python = PYODIDES[request.param]
    pyodide = node_package(package)
    assert json.loads((pyodide / "package.json").read_text(encoding="utf-8"))["version"] == request.param
    if not (pyodide / "pyodide.asm.wasm").is_file():
        pytest.skip(f"{pyodide} has no pyodide.asm.wasm (an incomplete npm install)")
    jobs = tmp_path_factory.mktemp("pyodide") / "jobs.json"
    jobs.write_text(json.dumps(JOBS), encoding="utf-8")
    r = subprocess.run([node_path, str(ROOT / "tests" / "web" / "pyodide_sim.mjs"), str(pyodide),
                        str(web_build[0]), str(jobs)], capture_output=True, text=True, timeout=240,
                       check=False)
    assert r.returncode == 0, r.stderr[-3000:]               # (Pyodide's own errors are long)
    return {**json.loads(r.stdout.strip().splitlines()[-1]), "expected_python": python}


@pytest.mark.parametrize("job", JOBS, ids=lambda j: j[1])
def test_sim_in_pyodide_equals_native_cpython(pyodide_runs, web_app, job, tmp_path):
    run = next(r for r in pyodide_runs["runs"] if r["args"] == job)
    assert run["code"] == 0, run["stderr"][-3000:]
    env = dict(os.environ, PYTHONPATH="", RETRO_DATA=str(tmp_path))
    native = subprocess.run([sys.executable, "-c", NATIVE, str(web_app), *job], capture_output=True,
                            text=True, timeout=120, cwd=tmp_path, env=env, check=False)
    assert native.returncode == 0, native.stderr
    wasm, cpython = _lines(run["stdout"]), _lines(native.stdout)
    assert cpython and cpython[-1].get("summary") is True
    assert wasm == cpython, (f"Pyodide (Python {pyodide_runs['python']}) and native CPython "
                             f"({sys.version.split()[0]}) differ for retro {' '.join(job)}")


def test_it_is_webassembly(pyodide_runs):
    """The runs above were Pyodide's Python, not a Python of this machine."""
    assert pyodide_runs["python"].startswith(pyodide_runs["expected_python"] + ".")   # its own CPython
