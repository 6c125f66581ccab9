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


def test_a_held_key_repeats_in_keys_but_goes_down_once(pyxel_screen):
    # issue 24.13: Shift+R (EMPERADO's undo) held a little long on a loaded machine - whose
    # frames come in bursts - took back several actions; a key goes down once per press
    import pyxel

    pyxel.flip()
    pyxel.set_btn(pyxel.KEY_R, True)
    frames = [Input.from_pyxel()]
    for _ in range(40):                                   # held for 40 frames
        pyxel.flip()
        frames.append(Input.from_pyxel())
    pyxel.set_btn(pyxel.KEY_R, False)
    pyxel.flip()
    assert sum(f.key("R") for f in frames) > 3            # the key repeat, for moving about
    assert [f.key_down("R") for f in frames] == [True] + [False] * 40     # once, at the press


def test_a_hand_built_key_goes_down_unless_said_otherwise():
    assert Input(keys={"R"}).key_down("R")
    repeat = Input(keys={"R"}, keys_down=())
    assert repeat.key("R") and not repeat.key_down("R")
    assert repeat.moved_to(1, 1).keys_down == frozenset()


def test_a_click_inside_one_frame_is_not_lost(pyxel_screen):
    # issue 24.5: a press and its release between two frames (a slow frame) are both seen;
    # and a release and a new press between two frames are a new press
    import pyxel

    L = pyxel.MOUSE_BUTTON_LEFT
    pyxel.flip()
    pyxel.set_btn(L, True)
    pyxel.set_btn(L, False)
    inp = Input.from_pyxel()
    assert "L" in inp.pressed and "L" in inp.released and inp.clicked("L")
    pyxel.flip()
    assert not Input.from_pyxel().pressed
    pyxel.set_btn(L, True)
    pyxel.flip()
    pyxel.set_btn(L, False)
    pyxel.set_btn(L, True)
    again = Input.from_pyxel()
    pyxel.flip()
    pyxel.set_btn(L, False)
    pyxel.flip()
    assert again.clicked("L") and "L" in again.released
