"""Rules are pure and ports are separate: checked on the source, for every port that exists."""
import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCREEN_WORDS = ("screen", "scene", "view", "draw", "ui", "port", "app", "widgets", "gfx", "sprites", "gallery")
PURE_RETRO = ("dice.py", "storage.py", "machines.py", "catalog.py", "lang.py", "input.py")


def imports(path: Path) -> set[str]:
    """Modules a file imports at its top level (imports inside functions are deliberate and lazy)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out = set()
    for node in tree.body:
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            out.add(node.module)
    return out


def pure_modules():
    for port in sorted((ROOT / "ports").iterdir()):
        if not port.is_dir() or port.name.startswith("_"):
            continue
        for f in sorted(port.rglob("*.py")):
            parts = [p.lower() for p in f.relative_to(port).with_suffix("").parts]
            if not any(w in part for part in parts for w in SCREEN_WORDS):
                yield f
    for name in PURE_RETRO:
        yield ROOT / "retro" / name


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


def test_the_checker_catches_an_offender(tmp_path):
    bad = tmp_path / "rules.py"
    bad.write_text("import pyxel\n")
    assert "pyxel" in imports(bad)
    lazy = tmp_path / "ok.py"
    lazy.write_text("def f():\n    import pyxel\n")
    assert "pyxel" not in imports(lazy)
