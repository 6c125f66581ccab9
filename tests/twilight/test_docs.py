"""original_docs/twilight.md: every rule row names its source, its code and its tests, and
every name it cites exists (so the document cannot drift away from the code)."""
import ast
import dataclasses
import importlib
import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parents[2]
DOC = (ROOT / "original_docs" / "twilight.md").read_text(encoding="utf-8")
SOURCES = {"seed", "pbem", "TI1", "TI2", "decide", "reference", "design"}


def _tests():
    out = {}
    for f in (ROOT / "tests" / "twilight").glob("test_*.py"):
        tree = ast.parse(f.read_text(encoding="utf-8"))
        out[f.name] = {n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)}
    return out


def _rows():
    for line in DOC.splitlines():
        cols = [c.strip() for c in re.split(r"(?<!\\)\|", line.strip().strip("|"))]
        if line.startswith("|") and len(cols) == 4 and not set(line) <= set("|- ") \
                and cols[1] != "source":
            yield cols


def test_every_rule_row_has_source_code_and_test():
    rows = list(_rows())
    assert len(rows) > 80
    for rule, source, code, test in rows:
        tags = {t.split()[0] for t in re.split(r",\s*", source)}
        assert tags and tags <= SOURCES, rule
        assert "`" in code, rule
        assert "test_" in test or test.startswith("same"), rule


def test_cited_tests_exist():
    tests = _tests()
    every = set().union(*tests.values())
    for m in re.finditer(r"`(test_\w+\.py)::(test_\w+)`", DOC):
        assert m.group(2) in tests.get(m.group(1), ()), m.group(0)
    for m in re.finditer(r"(?<![\w:])(test_\w+)(?![\w.])", DOC):
        assert m.group(1) in every, m.group(0)


def test_cited_code_exists():
    for m in re.finditer(r"`([a-z_]+)\.([A-Za-z_][\w.]*)`", DOC):
        mod, attrs = m.group(1), m.group(2).split(".")
        port = ROOT / "ports" / "twilight"
        found = [f for f in port.rglob(f"{mod}.py") if "screens" not in f.relative_to(port).parts]
        if attrs == ["py"] or not found:
            continue          # `game.laws`, `os.urandom`, file names: not a module of ours
        obj = importlib.import_module("ports.twilight." + ".".join(found[0].relative_to(port).with_suffix("").parts))
        for a in attrs:
            names = {f.name for f in dataclasses.fields(obj)} if dataclasses.is_dataclass(obj) else set()
            assert hasattr(obj, a) or a in names, m.group(0)
            obj = getattr(obj, a, None)
