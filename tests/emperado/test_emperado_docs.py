"""original_docs/emperado.md: every rule names a test that exists, and every chapter is there."""
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "original_docs" / "emperado.md"
TESTS = ROOT / "tests" / "emperado"
CHAPTERS = {"1", "2", "3a", "3b", "3c", "4", "4a", "4b", "4c", "4d", "4e", "4f", "4g", "4h",
            "4i", "5", "6"}


def _test_files():
    return sorted(TESTS.glob("test_emperado_*.py")) + sorted(TESTS.glob("test_screens*.py")) \
        + [ROOT / "tests" / "test_conformance.py"]        # the font check every port gets


def _test_names():
    names = set()
    for f in _test_files():
        names |= set(re.findall(r"^def (test_\w+)", f.read_text(encoding="utf-8"), re.M))
    return names


def _rows():
    """The rows of the rules table (chapter, rule, code, test)."""
    text = DOC.read_text(encoding="utf-8")
    table = text.split("## The rules, chapter by chapter", 1)[1].split("\n## ", 1)[0]
    return [line for line in table.splitlines() if re.match(r"^\| [\d-]", line)]


def test_every_test_the_rules_table_names_exists():
    text = re.sub(r"test_\w+\.py", "", DOC.read_text(encoding="utf-8"))   # file names aside
    named = set(re.findall(r"\b(test_\w+)", text))
    assert len(named) > 100 and named <= _test_names(), sorted(named - _test_names())


def test_every_chapter_has_rules_in_the_table():
    chapters = set()
    for row in _rows():
        cell = row.split("|")[1]
        chapters |= set(re.findall(r"\d[a-i]?", cell))
        for a, b in re.findall(r"(\d)[a-i]?-(\d)", cell):   # "1-5", "4a-4c"
            chapters |= {str(n) for n in range(int(a), int(b) + 1)}
    assert CHAPTERS <= chapters, sorted(CHAPTERS - chapters)


def test_every_rule_row_names_code_and_a_test():
    for row in _rows():
        cells = [c.strip() for c in row.split("|")[1:-1]]
        assert len(cells) == 4 and cells[2] and re.search(r"\btest_\w+", cells[3]), row


def test_every_chapter_is_cited_by_a_test():
    cited = set()
    for f in _test_files():
        for group in re.findall(r"# EMPERADO ([\d a-i,-]+)", f.read_text(encoding="utf-8")):
            cited |= set(re.findall(r"\d[a-i]?", group))
    assert CHAPTERS <= cited, sorted(CHAPTERS - cited)


def test_the_screen_rules_name_screen_tests():
    """Maps, pointers, Spielmenü boxes, Zugtabelle and the keys are covered by screen tests."""
    text = DOC.read_text(encoding="utf-8")
    for what in ("Shift+R", "Shift+K", "Shift+B", "Esc", "pointer", "Zugtabelle", "Armeen"):
        rows = [r for r in _rows() if what in r]
        assert rows and any("test_screens" in r for r in rows), what
    assert "Decisions on the screens" in text


def test_the_map_picture_is_there():
    png = ROOT / "original_docs" / "emperado_map.png"
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
