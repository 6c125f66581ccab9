from retro.input import Input


def test_click_counts_follow_the_originals():
    assert Input(pressed={"L"}).click_count() == 1
    assert Input(pressed={"R"}).click_count() == 5
    assert Input(pressed={"L"}, shift=True).click_count() == 20
    assert Input(pressed={"R"}, shift=True).click_count() == 100
    assert Input().click_count() == 0


def test_keys_and_inside():
    inp = Input(x=10, y=5, keys={"RETURN"})
    assert inp.key("RETURN") and inp.key("ESCAPE", "RETURN") and not inp.key("SPACE")
    assert inp.inside(10, 5, 1, 1) and not inp.inside(11, 5, 5, 5)


def test_input_is_a_value():
    a = Input(x=1, y=2, pressed=["L"])
    assert a == Input(x=1, y=2, pressed={"L"})
    assert hash(a) == hash(Input(x=1, y=2, pressed={"L"}))
    assert a.moved_to(3, 4).pressed == a.pressed


def test_from_pyxel_reads_simulated_input(pyxel_screen):
    import pyxel

    pyxel.set_mouse_pos(12, 34)
    pyxel.set_btn(pyxel.MOUSE_BUTTON_LEFT, True)
    pyxel.set_btn(pyxel.KEY_RETURN, True)
    pyxel.set_input_text("ä")
    inp = Input.from_pyxel()
    pyxel.set_btn(pyxel.MOUSE_BUTTON_LEFT, False)
    pyxel.set_btn(pyxel.KEY_RETURN, False)
    pyxel.set_input_text("")
    assert (inp.x, inp.y) == (12, 34)
    assert "L" in inp.pressed and "L" in inp.held
    assert "RETURN" in inp.keys
    assert inp.text == "ä"


def test_a_pasted_megabyte_is_cut_to_what_a_frame_takes():
    # the robustness issue: a paste of a million characters froze a frame for seconds
    from retro.input import MAX_TEXT
    inp = Input(text="x" * 1_000_000)
    assert len(inp.text) == MAX_TEXT
