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


def test_a_word_of_megabytes_wraps_in_linear_time():
    # issue 18: a save naming a 1 MB country froze Laden; cutting the word's rest off again
    # and again copied it once per line (0.83 s for 1 MB, 13 s for 4 MB; now 25 ms)
    import time
    word = "A" * (4 << 20)
    t = time.thread_time()       # this thread's CPU: what other work on the machine takes is not counted
    lines = wrap("Land " + word + " unbekannt", 40)
    assert time.thread_time() - t < 1.0
    rest = len(word) % 40                      # 24: the word's last piece and the next word
    assert lines[0] == "Land" and lines[1:-1] == ["A" * 40] * (len(word) // 40)
    assert lines[-1] == "A" * rest + " unbekannt"


def test_a_path_longer_than_a_line_breaks_after_a_slash():
    # issue 33.8: a long path in a requester's message is not broken inside a folder's name
    path = "/home/anna/.local/share/pyxel/retro/twilight/spiel1/ausgang/befehle_0001_S1.txt"
    lines = wrap("Gespeichert: " + path + " - schicken", 30)
    assert lines[0] == "Gespeichert:"
    assert "".join(lines[1:-1]) + lines[-1].split(" ")[0] == path
    assert all(ln.endswith("/") for ln in lines[1:-2]) and all(len(ln) <= 30 for ln in lines)
    assert wrap("a/" + "b" * 25 + "/c", 10) == ["a/", "b" * 10, "b" * 10, "bbbbb/c"]   # a name too long: cut
