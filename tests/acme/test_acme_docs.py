"""original_docs/acme.md: every test it names exists, and every section of the manual has rules
in the table; every test cites a section."""
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "original_docs" / "acme.md"
TESTS = ROOT / "tests" / "acme"
SECTIONS = ("EINGABE DER NAMEN", "EINTAUSCH VON SERIEN", "VERGABE VON ARMEEN",
            "AUFSTELLEN DER ARMEEN", "ANGRIFFE", "VERSCHIEBEN", "EREIGNISSE", "SPIELENDE",
            "PULL-DOWN-MENÜ")


def _test_names():
    names = set()
    for f in list(TESTS.glob("test_*.py")) + [ROOT / "tests" / "retro" / n for n in ("test_odds.py", "test_sound.py")]:
        names |= set(re.findall(r"^def (test_\w+)", f.read_text(encoding="utf-8"), re.M))
    return names


def test_every_test_the_doc_names_exists():
    text = re.sub(r"test_\w+\.py", "", DOC.read_text(encoding="utf-8"))
    named = set(re.findall(r"\b(test_\w+)", text))
    assert len(named) > 30 and named <= _test_names(), sorted(named - _test_names())


def test_every_section_of_the_manual_is_in_the_table():
    text = DOC.read_text(encoding="utf-8")
    table = text.split("## The rules, section by section", 1)[1].split("\n## ", 1)[0]
    for section in SECTIONS:
        assert f"| {section} |" in table, section


def test_the_rules_tests_cite_their_section():
    for name in ("test_acme_rules.py", "test_acme_catastrophes.py", "test_acme_world.py"):
        text = (TESTS / name).read_text(encoding="utf-8")
        cited = re.findall(r"# (?:ACME|our decision)", text)
        tests = re.findall(r"^def test_", text, re.M)
        assert len(cited) >= len(tests) * 2 // 3, name
