from retro.gui.base import wrap


def test_wrap_breaks_at_spaces_and_cuts_long_words():
    assert wrap("abc def ghi jkl", 7) == ["abc def", "ghi jkl"]
    assert wrap("x" * 25, 10) == ["x" * 10, "x" * 10, "x" * 5]
    assert wrap("eins\n\nzwei", 10) == ["eins", "", "zwei"]


def test_indented_lines_keep_their_indent_when_wrapped():
    # help texts indent their lists (EMPERADO's Hilfe, aMalone's help.doc.N)
    assert wrap("  kurz", 20) == ["  kurz"]
    assert wrap("  - eins zwei drei vier", 12) == ["  - eins", "  zwei drei", "  vier"]
    assert all(len(line) <= 12 for line in wrap("    " + "wort " * 20, 12))
