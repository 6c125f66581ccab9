"""The text field: names and file names, as GEM's editable text and Intuition's string gadget."""
import pytest

from retro import fonts
from retro.gui import CANCEL, FILE_CHARS, Button, Dialog, Edit, TextField
from retro.gui.testing import LOOK_MACHINES, click_at, keys, setup, typed
from retro.input import Input
from retro.scenes import App, Scene


@pytest.fixture(params=sorted(LOOK_MACHINES))
def machine(request):
    return setup(LOOK_MACHINES[request.param])


def field(machine, text="", max_len=12, **kw):
    return TextField(text, max_len, machine=machine, **kw)


def type_in(f, s):
    for ch in s:
        f.update(typed(ch))


def test_typed_name_with_umlauts_and_return_gives_it(machine):
    f = field(machine)
    type_in(f, "Jörg Weiß")
    assert f.text == "Jörg Weiß" and f.rejected == 0
    assert f.update(keys("RETURN")) == "Jörg Weiß"
    assert f.finished and f.result == "Jörg Weiß"


def test_several_characters_in_one_frame_and_spaces_trimmed_at_the_end(machine):
    f = field(machine)
    f.update(typed("Anna  "))
    assert f.text == "Anna  "
    assert f.update(keys("KP_ENTER")) == "Anna"


def test_first_key_replaces_a_given_text_but_a_cursor_key_keeps_it(machine):
    f = field(machine, "Spieler A")
    f.update(typed("B"))
    assert f.text == "B"
    g = field(machine, "Spieler A")
    g.update(keys("END"))
    g.update(typed("x"))
    assert g.text == "Spieler Ax"


def test_cursor_keys_insert_and_delete_in_the_middle(machine):
    f = field(machine, "Ana")
    f.update(keys("LEFT"))
    f.update(keys("LEFT"))
    f.update(typed("n"))                     # An|na
    assert f.text == "Anna" and f.pos == 2
    f.update(keys("HOME"))
    f.update(keys("DELETE"))                 # the A under the cursor
    assert f.text == "nna" and f.pos == 0
    f.update(keys("BACKSPACE"))              # nothing before the cursor
    assert f.text == "nna"
    f.update(keys("END"))
    f.update(keys("BACKSPACE"))
    assert f.text == "nn" and f.pos == 2
    f.update(keys("RIGHT"))                  # stops at the end
    assert f.pos == 2
    f.update(keys("LEFT", shift=True))       # Shift+Left: to the start, as on the Amiga
    assert f.pos == 0
    f.update(keys("RIGHT", shift=True))
    assert f.pos == 2


def test_backspace_on_a_given_text_takes_its_last_letter(machine):
    f = field(machine, "Spieler A")
    f.update(keys("BACKSPACE"))
    f.update(typed("B"))
    assert f.text == "Spieler B"


def test_max_length_refuses_and_flashes(machine):
    import pyxel

    f = field(machine, max_len=4)
    type_in(f, "Otto")
    bx, by, bw, bh = f.rects()["box"]
    f.draw()
    before = pyxel.pget(bx + bw - 3, by + bh // 2)
    f.update(typed("!"))
    assert f.text == "Otto" and f.rejected == 1 and f.flash
    f.draw()
    assert pyxel.pget(bx + bw - 3, by + bh // 2) != before


def test_allowed_characters_and_capitals_for_file_names(machine):
    f = field(machine, max_len=12, allowed=FILE_CHARS, upper=True)
    type_in(f, "spiel/1:*.emp")
    assert f.text == "SPIEL1.EMP" and f.rejected == 3
    g = field(machine, "ab/c", allowed=FILE_CHARS)    # a text from outside is cleaned too
    assert g.text == "abc"


def test_refuses_what_the_font_cannot_draw(machine):
    f = field(machine)
    odd = "\U0001F600\u4e2d\t\x00"
    assert fonts.missing("\U0001F600\u4e2d", machine.font)
    type_in(f, "A" + odd + "ß")
    assert f.text == "Aß"
    assert f.rejected == 3                   # the tab is a key, not a refusal


def test_esc_cancels_and_empty_refuses_return_when_a_name_is_needed(machine):
    f = field(machine, min_len=1)
    assert f.update(keys("RETURN")) is None and f.rejected == 1 and not f.finished
    f.update(typed(" "))
    assert f.update(keys("RETURN")) is None           # a space is no name
    assert f.update(keys("ESCAPE")) is CANCEL
    assert f.finished and f.result is None
    g = field(machine, "x", cancellable=False)
    assert g.update(keys("ESCAPE")) is None and not g.finished


def test_standing_alone_its_ok_button_finishes(machine):
    f = field(machine, "Bodo")
    assert f.update(click_at(f.rects()["ok"])) == "Bodo"
    g = TextField("x", x=10, y=10, machine=machine)   # inside a port's screen: no OK button
    assert "ok" not in g.rects()


def test_a_click_puts_the_cursor_between_the_letters(machine):
    f = field(machine, "Anna")
    bx, by, bw, bh = f.rects()["box"]
    cw = f.look.cw
    f.update(Input(bx + f.inset + 2 * cw + 1, by + 2, pressed={"L"}, held={"L"}))
    assert f.pos == 2 and not f.fresh
    f.update(typed("x"))
    assert f.text == "Anxna"
    f.update(Input(bx + bw - 2, by + 2, pressed={"L"}, held={"L"}))    # beyond the text: its end
    assert f.pos == 5


def test_a_long_text_scrolls_so_the_cursor_stays_in_sight(machine):
    f = field(machine, max_len=30, cols=8)
    type_in(f, "Aragonien-Kastilien")
    assert f.pos == 19 and f.start <= f.pos < f.start + f.cols
    f.update(keys("HOME"))
    assert f.start == 0
    f.update(keys("END"))
    assert f.start == 19 - 7


def test_gem_draws_the_template_and_a_bar_cursor():
    import pyxel

    m = setup("st_high")
    f = TextField("", 6, x=40, y=40, machine=m)
    f.focused = True
    type_in(f, "AB")
    f.draw()
    lk = f.look
    ty = 40 + (lk.bh - lk.ch) // 2
    # empty cells show GEM's underscores; the filled ones do not
    assert pyxel.pget(40 + 2 * lk.cw + 3, ty + lk.ch - 1) == lk.ink
    assert pyxel.pget(40 + 5 * lk.cw + 3, ty + lk.ch - 1) == lk.ink
    assert pyxel.pget(40 + 1 * lk.cw + 3, ty + lk.ch - 1) == lk.paper    # under the B
    # the bar cursor stands after the text, one pixel above the letters
    assert pyxel.pget(40 + 2 * lk.cw, ty - 1) == lk.ink
    f.update(keys("HOME"))
    f.draw()
    assert pyxel.pget(40, ty - 1) == lk.ink and pyxel.pget(40 + 2 * lk.cw, ty - 1) == lk.paper


def test_intuition_draws_a_recessed_gadget_and_a_block_cursor():
    import pyxel

    m = setup("amiga_hires_lace")
    f = TextField("", 6, x=40, y=40, machine=m)
    type_in(f, "AB")
    f.draw()
    lk = f.look
    ty = 40 + (lk.bh - lk.ch) // 2
    assert pyxel.pget(40, 40) == lk.dark                         # recessed: dark top-left
    assert pyxel.pget(40 + f.box_w - 1, 40 + lk.bh - 1) == lk.light
    tx = 40 + f.inset
    assert pyxel.pget(tx + 2 * lk.cw, ty) == lk.accent            # the block on cell 2
    f.update(keys("HOME"))
    f.draw()
    assert pyxel.pget(tx, ty) == lk.accent and pyxel.pget(tx + 2 * lk.cw, ty) == lk.paper


def test_a_given_text_shows_selected_until_edited(machine):
    import pyxel

    f = TextField("Ada", 8, x=40, y=40, machine=machine)
    f.draw()
    lk = f.look
    tx, ty = 40 + f.inset, 40 + (lk.bh - lk.ch) // 2
    sel = lk.ink if lk.name == "gem" else lk.accent
    assert pyxel.pget(tx, ty) == sel                               # the corner of the 'A' cell
    f.update(keys("END"))
    f.draw()
    assert pyxel.pget(tx, ty) != sel


def test_draw_changes_nothing(machine):
    f = field(machine, "Zweistein", cols=5)
    f.update(keys("LEFT"))
    before = dict(vars(f))
    f.draw()
    assert vars(f) == before


# -- inside a Dialog -------------------------------------------------------------------------
def names_dialog(machine):
    return Dialog([Edit("a", 2, 0, "A", "Spieler A", 10, min_len=1),
                   Edit("b", 2, 1, "B", "Spieler B", 10, min_len=1),
                   Button("ok", 0, 3, 8, "OK", default=True),
                   Button("cancel", 10, 3, 10, "Abbruch", cancel=True)],
                  22, 4, "NAMEN", machine=machine)


def test_in_a_dialog_tab_and_arrows_go_from_field_to_field(machine):
    d = names_dialog(machine)
    d.update(typed("Anna"))
    d.update(keys("DOWN"))
    d.update(typed("Bodo"))
    assert d.values == {"a": "Anna", "b": "Bodo"}
    d.update(keys("UP"))
    d.update(keys("TAB"))
    assert d.focus == 1 and d.item("b").widget.focused and not d.item("a").widget.focused
    d.update(keys("TAB", shift=True))
    assert d.focus == 0
    assert d.update(keys("RETURN")) == "ok"


def test_in_a_dialog_an_empty_name_keeps_it_open_and_a_click_edits(machine):
    d = names_dialog(machine)
    d.update(keys("DOWN"))
    for _ in range(9):
        d.update(keys("BACKSPACE"))
    d.update(keys("UP"))
    assert d.item("b").widget.text == ""
    assert d.update(keys("RETURN")) is None and d.focus == 1      # back to the empty one
    w = d.item("a").widget
    bx, by, bw, bh = w.rects()["box"]
    d.update(Input(bx + w.inset + 1, by + 2, pressed={"L"}, held={"L"}))
    assert d.focus == 0 and w.pos == 0
    d.update(typed("X"))
    assert w.text == "XSpieler A"
    assert d.update(keys("ESCAPE")) == "cancel"


def test_modal_text_field_answers_the_scene_below(machine):
    class Asker(Scene):
        answer = "none"

        def resumed(self, result):
            self.answer = result

    base = Asker()
    app = App(base, think_ms=0)
    base.push(TextField("", 8, machine=machine).modal())
    app.frame(typed("Ärger"))
    app.frame(keys("RETURN"))
    assert app.top is base and base.answer == "Ärger"
    base.push(TextField("", 8, machine=machine).modal())
    app.frame(keys("ESCAPE"))
    assert app.top is base and base.answer is None


def test_a_form_of_fields_tab_return_up_and_return_in_the_last_submits(machine):
    from retro.gui.textfield import edit_fields
    fs = [field(machine, x=10, y=10 + 20 * i) for i in range(3)]
    focus, done = edit_fields(fs, 0, typed("Anna"))
    assert fs[0].text == "Anna" and (focus, done) == (0, False)
    focus, done = edit_fields(fs, focus, keys("TAB"))
    assert (focus, done) == (1, False)
    focus, _ = edit_fields(fs, focus, Input())                     # the cursor shows there
    assert fs[1].focused and not fs[0].focused
    focus, done = edit_fields(fs, focus, keys("RETURN"))           # Return: the next field
    assert (focus, done) == (2, False)
    focus, done = edit_fields(fs, focus, keys("UP"))
    assert (focus, done) == (1, False)
    focus, _ = edit_fields(fs, focus, keys("DOWN"))
    assert edit_fields(fs, focus, keys("RETURN")) == (2, True)      # in the last: submitted
