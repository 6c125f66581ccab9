"""Rules are pure and ports are separate: checked on the source, for every port that exists."""
import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# retro's machine modules: the ones that stand between pyxel and the ports (they may use it)
MACHINE_MODULES = {"screen.py", "scenes.py", "launcher.py", "pointers.py", "resources.py",
                   "bench.py", "kiosk.py", "testing.py", "__main__.py"}
MACHINE_PACKAGES = {"gui", "fonts"}


def imports(path: Path) -> set[str]:
    """Modules a file imports at its top level (imports inside functions are deliberate and lazy)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out = set()
    for node in tree.body:
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            out.add(node.module)
        elif isinstance(node, ast.ImportFrom) and node.level > 0:
            out.add("." * node.level + (node.module or ""))
    return out


def pure_modules():
    """Every module that must not touch pyxel: all of a port outside its screens/ package, and
    everything in retro/ but its machine modules (decided by place, not by file name)."""
    for port in sorted((ROOT / "ports").iterdir()):
        if not port.is_dir() or port.name.startswith("_"):
            continue
        for f in sorted(port.rglob("*.py")):
            if "screens" not in f.relative_to(port).parts:
                yield f
    for f in sorted((ROOT / "retro").rglob("*.py")):
        rel = f.relative_to(ROOT / "retro")
        if rel.parts[0] in MACHINE_PACKAGES or str(rel) in MACHINE_MODULES:
            continue
        yield f


def test_pure_modules_do_not_import_pyxel():
    offenders = [str(f.relative_to(ROOT)) for f in pure_modules()
                 if any(m == "pyxel" or m.startswith("pyxel.") for m in imports(f))]
    assert offenders == []


def test_no_port_imports_another_port():
    offenders = []
    for port in sorted((ROOT / "ports").iterdir()):
        if not port.is_dir() or port.name.startswith("_"):
            continue
        for f in port.rglob("*.py"):
            tree = ast.parse(f.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                names = []
                if isinstance(node, ast.Import):
                    names = [a.name for a in node.names]
                elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                    names = [node.module]
                for n in names:
                    parts = n.split(".")
                    if parts[0] == "ports" and len(parts) > 1 and parts[1] != port.name:
                        offenders.append(f"{f.relative_to(ROOT)} imports {n}")
    assert offenders == []


def test_retro_never_imports_a_port_statically():
    for f in (ROOT / "retro").rglob("*.py"):
        assert not any(m.startswith("ports") for m in imports(f)), f


def test_the_rules_never_import_their_screens():
    offenders = []
    for f in pure_modules():
        if "ports" in f.parts and f.name != "port.py":
            for m in imports(f):
                if m.split(".")[-1] == "screens" or ".screens" in m or m.startswith("..screens"):
                    offenders.append(f"{f.relative_to(ROOT)} imports {m}")
    assert offenders == []


def test_every_port_module_outside_screens_is_checked():
    checked = {str(f.relative_to(ROOT)) for f in pure_modules()}
    # the modules the old name-based check missed are checked now
    for name in ("ports/twilight/reports/report.py", "ports/twilight/reports/view.py", "ports/acme/rules.py",
                 "retro/play.py", "retro/odds.py", "retro/simulate.py"):
        if (ROOT / name).exists():
            assert name in checked, name
    assert not any("/screens/" in name for name in checked)


def test_the_checker_catches_an_offender(tmp_path):
    bad = tmp_path / "rules.py"
    bad.write_text("import pyxel\n")
    assert "pyxel" in imports(bad)
    lazy = tmp_path / "ok.py"
    lazy.write_text("def f():\n    import pyxel\n")
    assert "pyxel" not in imports(lazy)
