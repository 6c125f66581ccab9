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


# -- no import circles, counting the imports inside functions too ---------------------------------
def all_modules() -> dict[str, Path]:
    """Every module of retro/ and ports/ by its dotted name (a package by its __init__)."""
    found = {}
    for top in ("retro", "ports"):
        for f in sorted((ROOT / top).rglob("*.py")):
            parts = list(f.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts = parts[:-1]
            found[".".join(parts)] = f
    return found


def imported_anywhere(name: str, path: Path, known) -> set[str]:
    """The known modules a file imports anywhere in it (inside functions and TYPE_CHECKING
    blocks too): `from a.b import c` is a.b.c where that is a module, else a.b."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    wanted = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            wanted |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")
                up = up[:len(up) - (node.level - 1)]
                base = ".".join(up + ([base] if base else []))
            for a in node.names:
                full = f"{base}.{a.name}" if base else a.name
                wanted.add(full if full in known else base)
    out = set()
    for target in wanted:
        while target and target not in known:
            target = target.rpartition(".")[0]
        if target and target != name and not name.startswith(target + "."):
            out.add(target)          # a module importing its own package's __init__ is no circle
    return out


def import_circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected parts of more than one module (Tarjan's, without recursion)."""
    index, low, on, stack, out, counter = {}, {}, set(), [], [], 0
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on.add(root)
        while work:
            v, children = work[-1]
            w = next(children, None)
            if w is not None:
                if w not in index:
                    index[w] = low[w] = counter
                    counter += 1
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(sorted(graph.get(w, ())))))
                elif w in on:
                    low[v] = min(low[v], index[w])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                part = []
                while True:
                    w = stack.pop()
                    on.discard(w)
                    part.append(w)
                    if w == v:
                        break
                if len(part) > 1:
                    out.append(sorted(part))
    return sorted(out)


def test_no_import_circles_anywhere():
    # imports inside functions count: a circle hidden in a function is still a circle
    known = all_modules()
    graph = {n: imported_anywhere(n, p, known) for n, p in known.items()}
    assert import_circles(graph) == []


def test_the_circle_finder_finds_hidden_circles(tmp_path):
    a = tmp_path / "a.py"
    a.write_text("def f():\n    from pkg import b\n")
    known = {"pkg.a": a, "pkg.b": tmp_path / "b.py", "pkg.c": tmp_path / "c.py"}
    (tmp_path / "b.py").write_text("from . import c\n")
    (tmp_path / "c.py").write_text("from .a import f\n")
    graph = {n: imported_anywhere(n, p, known) for n, p in known.items()}
    assert graph == {"pkg.a": {"pkg.b"}, "pkg.b": {"pkg.c"}, "pkg.c": {"pkg.a"}}
    assert import_circles(graph) == [["pkg.a", "pkg.b", "pkg.c"]]
    assert import_circles({"x": {"y"}, "y": set()}) == []


# -- a port's rules sit at the bottom: no arrow up to its screens or its reports -------------------
RULE_PACKAGES = {"rules", "computer"}          # twilight's rules/ and its computer races
RULE_FILES = {"rules", "state", "actions", "ai", "board", "engine", "notation", "world", "events"}
UPPER = {"screens", "reports"}


def rule_modules(known: dict[str, Path]) -> list[str]:
    """Each port's rules: its rules/ (and computer/) packages, and its flat rule files."""
    out = []
    for name in known:
        parts = name.split(".")
        if parts[0] == "ports" and len(parts) > 2 and (parts[2] in RULE_PACKAGES or
                                                       (len(parts) == 3 and parts[2] in RULE_FILES)):
            out.append(name)
    return sorted(out)


def upward_arrows(known: dict[str, Path]) -> list[str]:
    """A rule module's imports (inside functions too) of a module in a screens/ or reports/ package."""
    return [f"{name} imports {target}" for name in rule_modules(known)
            for target in sorted(imported_anywhere(name, known[name], known))
            if UPPER & set(target.split(".")[2:])]


def test_a_ports_rules_never_import_its_screens_or_reports():
    known = all_modules()
    assert "ports.twilight.rules.engine" in rule_modules(known) and "ports.acme.rules" in rule_modules(known)
    assert upward_arrows(known) == []


def test_the_layer_check_catches_an_arrow_up_inside_a_function(tmp_path):
    (tmp_path / "rules").mkdir()
    engine, texts = tmp_path / "rules" / "engine.py", tmp_path / "texts.py"
    engine.write_text("def why():\n    from ..reports.texts import MESSAGES\n")
    texts.write_text("MESSAGES = {}\n")
    known = {"ports.g.rules.engine": engine, "ports.g.reports.texts": texts, "ports.g.texts": texts}
    assert upward_arrows(known) == ["ports.g.rules.engine imports ports.g.reports.texts"]
    engine.write_text("from .. import texts\n")          # a flat port's texts.py is no report package
    assert upward_arrows(known) == []
