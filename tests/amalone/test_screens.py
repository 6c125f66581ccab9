"""The aMalone screens, headless: moves by mouse and keyboard, set-up, files, the computer,
undo/redo, the full buffer, menus, help, texts, and a monkey. No timed tests."""
from __future__ import annotations

import argparse

import pytest

from retro import storage
from retro.dice import Dice
from retro.driver import Pace
from retro.gui.alert import Alert
from retro.gui.base import Modal
from retro.gui.dialog import Dialog
from retro.gui.fileselector import FileSelector
from retro.gui.pager import TextPager
from retro.input import Input
from retro.scenes import App
from retro.testing import ensure_pyxel

from ports.amalone.board import BLACK, SQ, WHITE
from ports.amalone.screens import bench_scenes, demo, game_menu, layout, palette, start
from ports.amalone.screens.game_screen import GameScene
from ports.amalone.screens.extras import Extras, computer, human
from ports.amalone.screens.setup_screen import SetupScene, button_rect
from ports.amalone.screens.texts_screen import t

BLACK_PIXELS = set(palette.BLACK_RAMP) | {palette.LIGHT}
WHITE_PIXELS = set(palette.WHITE_RAMP)


def options(*game_args, lang=None, seed=1):
    return argparse.Namespace(game="amalone", game_args=list(game_args), seed=seed, lang=lang,
                              kiosk=False)


@pytest.fixture
def pyx():
    ensure_pyxel(palette.MACHINE)
    import pyxel
    return pyxel


@pytest.fixture
def data(tmp_path):
    storage.set_data_dir(str(tmp_path))
    yield tmp_path / "amalone"
    storage.set_data_dir(None)


def make(scene=None, **kw):
    scene = scene or start(None, options(**kw))
    app = App(scene)
    app.frame(Input(x=300, y=100))
    return app, scene


def human_pair(**extras):
    """GameScene's extras and seats for two humans at the screen."""
    return dict(extras=Extras(**extras), seats=[human(), human()])


def click(app, name, button="L", dx=0, dy=0):
    x, y = layout.field_by_name(name)
    app.frame(Input(x=x + dx, y=y + dy, pressed={button}, held={button}))
    app.frame(Input(x=x + dx, y=y + dy))


def frames(app, n=1, **kw):
    for _ in range(n):
        app.frame(Input(**kw))


def typed(app, text):
    app.frame(Input(text=text))
    app.frame(Input(keys={"RETURN"}, keys_held={"RETURN"}))


def colour_at(pyxel, name):
    x, y = layout.field_by_name(name)
    return pyxel.pget(x, y)


# -- moving by mouse ---------------------------------------------------------------------
def test_move_by_mouse_then_computer_answers(pyx):   # aMalone Spelregels
    app, sc = make()
    app.think_ms = 0                       # no background work until the move is checked
    click(app, "A1")
    assert sc.picked == [SQ["A1"]]
    assert sc.pointer == "crosshair"
    click(app, "A0")
    g = sc.game
    assert g.notation() == ["1A1-A0"]
    # the marble moved on the screen (the pointer out of the way)
    app.frame(Input(x=300, y=120))
    assert colour_at(pyx, "A0") in BLACK_PIXELS
    assert colour_at(pyx, "A1") not in BLACK_PIXELS
    # the computer (White, level 2) is to move: the busy pointer, and it thinks only in the
    # slices idle_work gets, so without them nothing happens
    assert sc.pointer == "busy" and sc.thinking
    frames(app, 5)
    assert len(g.plies) == 1
    app.think_ms = 8
    for _ in range(400):
        if len(g.plies) == 2:
            break
        frames(app)
    assert len(g.plies) == 2
    assert sc.pointer == "arrow"
    # both plies are in the move list, in notation, and drawn there
    assert sc.move_lines() == g.notation()
    x, y, w, h = layout.LIST_BOX
    row = [pyx.pget(px, y + 6) for px in range(x + 36, x + w - 4)]
    assert palette.DARK in row


def test_three_in_line_by_mouse_and_broadside_by_side_of_click(pyx):   # aMalone Notatie
    app, sc = make(GameScene(options(), **human_pair()))
    for f in ("A6", "A3", "A1"):
        click(app, f)
    click(app, "A0")
    assert sc.game.notation() == ["3A1-A0"]
    # white: two marbles in a row, the field between them above: the side of the click decides
    for f in ("D1", "D2"):
        click(app, f)
    target = "D0"          # D1 and D2 both step onto D0, from the right or from the left
    click(app, target, dx=-4)
    notes = sc.game.notation()
    assert len(notes) == 2
    sc.match.undo()
    for f in ("D1", "D2"):
        click(app, f)
    click(app, target, dx=4)
    assert sc.game.notation()[1] != notes[1]


def test_illegal_picks_are_refused_with_a_message(pyx):   # aMalone Spelregels
    app, sc = make(GameScene(options(), **human_pair()))
    click(app, "D1")                       # White's marble, Black to move
    assert sc.error and sc.message == t("notation.not_own", "nl", field="D1", colour=BLACK)
    click(app, "A1")
    click(app, "A9")                       # not in a row with A1
    assert sc.picked == [SQ["A1"]]
    assert sc.message == t("pick.not_row", "nl")
    click(app, "A2")
    click(app, "A7")
    assert sc.message == t("pick.not_row", "nl")
    click(app, "GG")                       # not next to A1, A2
    assert sc.message == t("pick.not_next", "nl", field="GG")
    assert sc.game.plies == []
    # the message is drawn in red in the strip at the bottom
    line = [pyx.pget(x, layout.MESSAGE_Y + 3) for x in range(4, 200)]
    assert palette.ERROR in line
    click(app, "A2")                       # unpicking
    click(app, "A1")
    assert sc.picked == []
    click(app, "F2")                       # nothing picked
    assert sc.message == t("pick.first", "nl")


def test_blocked_move_gives_the_notations_reason(pyx):   # aMalone Spelregels
    app, sc = make(GameScene(options(), **human_pair()))
    click(app, "A3")
    click(app, "A1")                       # A3, A1 along NE; A0 ahead is free
    click(app, "A4")                       # own marble: not a target but a pick -> refused
    assert sc.message == t("pick.not_row", "nl")


def test_typed_notation(pyx):   # aMalone Notatie
    app, sc = make(GameScene(options(), **human_pair()))
    typed(app, "1a1-a0")
    assert sc.game.notation() == ["1A1-A0"]
    typed(app, "1D1-A5")
    assert sc.error and "A5" in sc.message
    assert len(sc.game.plies) == 1
    assert sc.entry == "1D1-A5"            # kept, to be put right
    app.frame(Input(keys={"BACKSPACE"}))
    app.frame(Input(text="x+"))            # only the notation's characters are taken
    assert sc.entry == "1D1-A+"
    app.frame(Input(keys={"ESCAPE"}))
    assert sc.entry == ""
    typed(app, "2D1-D0+")                  # nothing is pushed off: the '+' is wrong
    assert sc.error and sc.message == t("notation.no_plus", "nl", fix="2D1-D0")
    app.frame(Input(keys={"ESCAPE"}))
    typed(app, "3D1-D0")
    assert not sc.error and sc.game.notation()[-1] == "3D1-D0"


# -- set-up ----------------------------------------------------------------------------------
def test_setup_mode(pyx):   # aMalone Stelling opzetten
    app, sc = make(GameScene(options(), **human_pair()))
    sc.command("setup")
    su = app.top
    assert isinstance(su, SetupScene)
    frames(app)
    # the lamp: lit beside Black (who begins)
    lx, ly = layout.BLACK_BOX[0] + 8, layout.BLACK_BOX[1] + 8
    assert pyx.pget(lx, ly) in (palette.LAMP_ON, palette.LIGHT)
    # a 15th black marble is refused
    click(app, "A0")
    assert su.error and su.message == t("setup.too_many", "nl", Colour=BLACK)
    # empty the board, then left puts Black, right puts White, again takes it away
    x, y, w, h = button_rect(0)
    app.frame(Input(x=x + 2, y=y + 2, pressed={"L"}))
    assert su.setup.count(BLACK) == su.setup.count(WHITE) == 0
    click(app, "GG")
    click(app, "D0", "R")
    assert su.setup.fields == {"GG": BLACK, "D0": WHITE}
    frames(app)
    assert colour_at(pyx, "GG") in BLACK_PIXELS and colour_at(pyx, "D0") in WHITE_PIXELS
    click(app, "GG")
    assert "GG" not in su.setup.fields
    # checked before play: one marble each means the game is already over
    app.frame(Input(keys={"RETURN"}))
    assert app.top is su and su.error
    assert su.message == t("setup.won", "nl", Colour=BLACK, n=0)
    # the standard position with one black marble fewer, White begins (a click on its box)
    x, y, w, h = button_rect(1)
    app.frame(Input(x=x + 2, y=y + 2, pressed={"L"}))
    click(app, "A9")
    wx, wy = layout.WHITE_BOX[0] + 50, layout.WHITE_BOX[1] + 20
    app.frame(Input(x=wx, y=wy, pressed={"L"}))
    assert su.setup.beginner == WHITE
    frames(app)
    assert pyx.pget(layout.WHITE_BOX[0] + 8, layout.WHITE_BOX[1] + 8) in (palette.LAMP_ON, palette.LIGHT)
    assert pyx.pget(lx, ly) not in (palette.LAMP_ON, palette.LIGHT)
    app.frame(Input(keys={"RETURN"}))
    assert app.top is sc
    g = sc.game
    assert g.opening is None and g.start.turn == WHITE and g.start.lost == (1, 0)
    assert g.start.colour_at("A9") is None


def test_setup_cancel_keeps_the_game(pyx):
    # aMalone Stelling opzetten; our decision: Terug (Esc) leaves the running game alone
    app, sc = make(GameScene(options(), **human_pair()))
    typed(app, "1A1-A0")
    sc.command("setup")
    app.frame(Input(keys={"ESCAPE"}))
    assert app.top is sc and sc.game.notation() == ["1A1-A0"]


# -- files ------------------------------------------------------------------------------------
def test_save_and_load_through_the_file_selector(pyx, data):   # aMalone Notatie
    app, sc = make(GameScene(options(), **human_pair()))
    typed(app, "1A1-A0")
    typed(app, "1D1-D0")
    sc.command("save")
    assert isinstance(app.top, Modal) and isinstance(app.top.widget, FileSelector)
    app.top.widget.name = ""
    app.frame(Input(text="game1"))
    app.frame(Input(keys={"RETURN"}))
    assert app.top is sc
    path = data / "game1.aml"
    assert path.exists() and "1D1-D0" in path.read_text()
    typed(app, "1A2-A1")
    assert len(sc.game.plies) == 3
    sc.command("load")
    assert app.top.widget.name == "game1.aml"
    app.frame(Input(keys={"RETURN"}))
    assert app.top is sc
    assert sc.game.notation() == ["1A1-A0", "1D1-D0"]
    assert sc.message == t("file.loaded", "nl", name="game1.aml")


def test_damaged_file_gives_a_dutch_message_and_keeps_the_game(pyx, data):
    # aMalone Notatie ("naderhand weer te laden"): a bad file is refused, in Dutch
    app, sc = make(GameScene(options(), **human_pair()))
    typed(app, "1A1-A0")
    data.mkdir(parents=True, exist_ok=True)
    (data / "kapot.aml").write_text("RETRO amalone record 1 crc=00000000\nstelling standard\n")
    (data / "vreemd.aml").write_bytes(b"\x00\xff garbage")
    for name in ("kapot.aml", "vreemd.aml"):
        sc.command("load")
        app.top.widget.name = name
        app.frame(Input(keys={"RETURN"}))
        assert isinstance(app.top.widget, Alert)
        text = app.top.widget.message
        assert name in text and "mislukt" in text and "blijft" in text
        app.frame(Input(keys={"RETURN"}))
        assert app.top is sc
        assert sc.game.notation() == ["1A1-A0"]
    # a record whose third move is impossible names its line
    from retro.storage import save as raw_save
    raw_save(data / "fout.aml", "amalone", "record", 1, "stelling standard\nzetten\n1A1-A0\n1A1-A0\n")
    sc.command("load")
    app.top.widget.name = "fout.aml"
    app.frame(Input(keys={"RETURN"}))
    assert "Regel" in app.top.widget.message
    app.frame(Input(keys={"ESCAPE"}))
    assert sc.game.notation() == ["1A1-A0"]


def test_help_shows_the_file_help_L_names(pyx):   # aMalone Help
    app, sc = make(GameScene(options(), **human_pair()))
    app.frame(Input(keys={"HELP"}))
    assert isinstance(app.top.widget, TextPager)
    from ports.amalone import helpfile
    assert app.top.widget.lines[0].strip() == helpfile.help_text().splitlines()[0].strip()
    app.frame(Input(keys={"ESCAPE"}))
    assert app.top is sc


def test_help_in_english_lists_help_doc_e(pyx):   # aMalone Help, in English (our addition)
    app, sc = make(GameScene(options(lang="en"), **human_pair(lang="en")))
    app.frame(Input(keys={"F1"}))
    pager = app.top.widget
    assert isinstance(pager, TextPager) and "help.doc.E" in pager.title
    assert pager.lines[0].strip() == "aMalone help"


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_help_names_the_real_menus_keys_and_a_legal_example(pyx, lang):
    # aMalone Help: the listed file must describe the program as it is: every menu title and
    # item with its Amiga-key letter, and a typed move that really is legal
    from ports.amalone import helpfile
    from ports.amalone.notation import parse
    from ports.amalone.rules import Position
    text = helpfile.help_text(lang=lang)
    lines = text.splitlines()
    assert all(len(line) <= 35 and not line.startswith(" ") for line in lines)   # the pager's width
    sc = GameScene(options(lang=lang), **human_pair(lang=lang))
    flat = " ".join(lines)
    for menu in sc.menubar.menus:
        assert menu.title + ":" in lines or menu.title + " (" in flat
        for item in menu.items:
            if item.separator:
                continue
            if item.id in ("standard", "belgian", "german"):
                assert item.label in flat
                continue
            row = [line for line in lines if line.startswith(item.label)]
            assert row, item.label
            if item.shortcut:
                assert row[0].endswith("Amiga-" + item.shortcut), row[0]
    example = "3A1-A0"
    assert example in flat
    parse(Position.opening("standard"), example)
    for key in ("F1", "Undo", "Shift+Undo", "Esc", "PageUp", "Return", "Backspace"):
        assert key in flat


# -- the ply buffer -------------------------------------------------------------------------
def test_buffer_full_announcement_offers_to_save(pyx, data):   # aMalone Programma start
    app, sc = make(GameScene(options("2"), None))
    sc.match.seats = [human(), human()]
    assert sc.game.max_plies == 2
    typed(app, "1A1-A0")
    typed(app, "1D1-D0")
    top = app.top
    assert isinstance(top, Modal) and isinstance(top.widget, Alert)
    assert top.widget.message == t("game.full", "nl", max=2)
    assert top.widget.buttons[0] == t("full.save", "nl")
    app.frame(Input(keys={"RETURN"}))           # Opslaan: the file selector opens
    assert isinstance(app.top.widget, FileSelector) and app.top.widget.mode == "save"
    app.frame(Input(keys={"RETURN"}))
    assert app.top is sc and (data / "partij.aml").exists()
    typed(app, "1A2-A1")
    assert sc.message == t("full.short", "nl") and len(sc.game.plies) == 2


def test_max_plies_from_the_command_line():   # aMalone Programma start
    from ports.amalone.screens.game_screen import max_plies_of
    assert max_plies_of(options("1024")) == 1024
    assert max_plies_of(options()) == 512
    assert max_plies_of(options("--engine", "x")) == 512


# -- extras --------------------------------------------------------------------------------
def test_undo_and_redo_against_the_computer(pyx):
    # our decision (original_docs/amalone.md): undo against the computer goes back two plies
    app, sc = make()
    sc.command("undo")
    assert sc.message == t("undo.off", "nl")
    sc.command("opt_undo")
    click(app, "A1")
    click(app, "A0")
    g = sc.game
    for _ in range(400):
        if len(g.plies) == 2:
            break
        frames(app)
    moves = g.notation()
    sc.command("undo")                       # back to the human's move: two plies
    assert sc.game.plies == []               # (undo replays: a new state of the game)
    sc.command("redo")
    assert sc.game.notation() == moves
    app.frame(Input(keys={"UNDO"}))
    assert sc.game.plies == []
    sc.command("undo")
    assert sc.message == t("game.nothing_to_undo", "nl")


def test_take_back_and_hint_are_available_whenever_they_can_act(pyx):
    # our decision (issue 24.16): after two full moves "Zet terugnemen" and "Hint" were ghosted
    # in the Spel menu - by their Extra switches alone, off by default; now only when they
    # cannot act, and chosen with the switch off they say where it is
    app, sc = make()                                     # Black human, White the computer
    mb = sc.menubar
    assert mb.find("undo").disabled and mb.find("redo").disabled     # nothing to take back yet
    assert not mb.find("hint").disabled                              # the human to move
    from ports.amalone.notation import spell
    for _ in range(2):                                               # two full moves
        black = len(sc.game.plies)
        app.think_ms = 0                                             # the computer waits
        typed(app, spell(sc.game.position, sc.game.position.legal_moves()[0]))
        assert len(sc.game.plies) == black + 1
        assert mb.find("hint").disabled                              # the computer to move
        app.think_ms = 8
        for _ in range(400):
            if len(sc.game.plies) == black + 2:
                break
            frames(app)
    assert len(sc.game.plies) == 4
    frames(app)
    assert not mb.find("undo").disabled and not mb.find("hint").disabled
    assert mb.find("redo").disabled
    sc.command("undo")                                   # the switch off: it says where it is
    assert sc.message == t("undo.off", "nl") and len(sc.game.plies) == 4
    sc.command("opt_undo")
    sc.command("undo")
    frames(app)
    assert len(sc.game.plies) == 2 and not mb.find("redo").disabled


def test_hint(pyx):
    # our decision: the hint extra, off by default
    app, sc = make(GameScene(options(), **human_pair()))
    sc.command("hint")
    assert sc.message == t("hint.off", "nl")
    sc.command("opt_hint")
    sc.command("hint")
    assert sc.pointer == "busy"
    for _ in range(400):
        if sc.hint_move is not None:
            break
        frames(app)
    m = sc.hint_move
    assert m in sc.game.position.legal_moves()
    assert sc.message.startswith("Hint: ")
    # the board shows it: a ring round the marbles, a dot where the head goes
    from ports.amalone.notation import parse, spell
    text = spell(sc.game.position, m)
    assert sc.message == "Hint: " + text and parse(sc.game.position, text) == m
    frames(app, x=5, y=250)
    head, to = text[1:3], text[4:6]
    hx, hy = layout.field_by_name(head)
    assert pyx.pget(hx + layout.MARBLE_R + 1, hy) == palette.TARGET
    assert colour_at(pyx, to) == palette.TARGET


def test_players_dialog_through_the_right_button_menu(pyx):
    # our decision: human or computer per colour, level 1-5, in the Spel menu
    app, sc = make(GameScene(options(), **human_pair()))
    mb = sc.menubar
    tx, ty, tw, th = mb.title_rects[1]                    # "Spel"
    app.frame(Input(x=tx + 2, y=2, pressed={"R"}, held={"R"}))
    dx, dy, dw, dh = mb.drop_rects[1]
    iy = dy + 1 + mb.item_h // 2                          # its first item: Spelers...
    app.frame(Input(x=dx + 8, y=iy, held={"R"}))
    app.frame(Input(x=dx + 8, y=iy, released={"R"}))
    assert isinstance(app.top.widget, Dialog)
    d = app.top.widget
    wc = d.item("wc")
    x, y, w, h = d.rect(wc)
    app.frame(Input(x=x + 2, y=y + 2, pressed={"L"}))
    app.frame(Input(keys={"RETURN"}))
    assert app.top is sc
    assert sc.seats[WHITE].computer and not sc.seats[BLACK].computer


def test_opening_choice_and_english(pyx):
    # our decision: the opening choice and the English texts as extras
    app, sc = make(GameScene(options(lang="en"), **human_pair()))
    sc.extras.lang = "en"
    sc.menubar = game_menu.menu_bar(sc.extras, sc.machine)
    assert sc.menubar.menus[1].title == "Game"
    sc.command("belgian")
    sc.command("new")
    from ports.amalone.rules import Position
    assert sc.game.start == Position.opening("belgian")
    sc.command("opt_lang")
    assert sc.lang == "nl" and sc.menubar.menus[1].title == "Spel"


def test_lang_en_from_the_command_line_switches_every_screen(pyx, data):
    # `retro amalone --lang en`: the launcher's options reach the game; nothing stays Dutch
    from retro.__main__ import build_parser, first_scene
    opts, rest = build_parser().parse_known_args(["amalone", "--lang", "en", "--seed", "1"])
    opts.game_args = rest
    starter = first_scene(opts)
    sc = starter.mod.start(None, starter.options)
    app, sc = make(sc)
    assert sc.lang == "en" and [m.title for m in sc.menubar.menus] == ["Project", "Game", "Extra"]
    assert sc.message == "" and "Black to move." in _status(sc)
    typed(app, "1A1-A1")
    assert sc.message.startswith("A1 is not next to A1")
    sc.command("players")
    assert app.top.widget.title == "Players"
    app.frame(Input(keys={"ESCAPE"}))
    sc.command("save")
    assert app.top.widget.title == "Save game"
    app.frame(Input(keys={"ESCAPE"}))
    sc.command("help")
    assert app.top.widget.title == "Help: help.doc.E"
    app.frame(Input(keys={"ESCAPE"}))
    sc.command("setup")
    assert app.top.lang == "en"
    app.frame(Input(keys={"ESCAPE"}))
    sc.command("undo")
    assert sc.message == "Take-back is off (Extra menu)."
    demo_scene = demo(None, starter.options)
    assert demo_scene.lang == "en"


def _status(sc):
    """The status line's text as draw() composes it."""
    return sc.message or t("to_move", sc.lang, Colour=sc.game.position.turn)


def test_escape_clears_then_asks_before_quitting(pyx):
    # the help's key list: Esc clears the typing and the pick; with nothing to clear it asks
    app, sc = make(GameScene(options(), **human_pair()))
    click(app, "A1")
    app.frame(Input(text="1A"))
    app.frame(Input(keys={"ESCAPE"}))
    assert sc.picked == [] and sc.entry == "" and app.top is sc
    app.frame(Input(keys={"ESCAPE"}))
    alert = app.top.widget
    assert isinstance(alert, Alert) and alert.message == t("quit.ask", "nl") == "Wilt u aMalone stoppen?"
    app.frame(Input(keys={"RETURN"}))           # the default button is Nee
    assert app.top is sc and not app.quit_requested
    app.frame(Input(keys={"ESCAPE"}))
    x, y, w, h = app.top.widget.button_rects[0]     # Ja
    app.frame(Input(x=x + 2, y=y + 2, pressed={"L"}))
    assert app.quit_requested


# -- the computer, whole games, the monkey --------------------------------------------------
def test_full_game_computer_against_computer_on_screen(pyx):   # aMalone Spelregels: 6 off wins
    app, sc = make(GameScene(options(seed=3), seats=[computer(1), computer(1)]))
    app.think_ms = 1000                    # one ply a frame, whatever the machine's load
    sc.driver.pace = Pace()                # no pause between the computers' moves
    g = sc.game
    for _ in range(3000):
        if not g.playing:
            break
        app.frame(Input(x=10, y=10), draw=len(g.plies) % 10 == 0)
    assert g.outcome.reason in ("six_off", "no_move") and g.winner is not None
    assert max(g.position.lost) == 6
    frames(app, 2)
    assert isinstance(app.top.widget, Alert)
    assert app.top.widget.message == g.result_text("nl")
    # the winner's box shows the six marbles it pushed off
    winner, loser = g.winner, 1 - g.winner
    x, y, w, h = layout.WHITE_BOX if winner == WHITE else layout.BLACK_BOX
    ramp = set(palette.BLACK_RAMP if loser == BLACK else palette.WHITE_RAMP) | {palette.LIGHT}
    app.frame(Input(keys={"ESCAPE"}))      # the requester away
    frames(app, 1, x=5, y=250)
    assert all(pyx.pget(x + 8 + k * 10, y + 28) in ramp for k in range(6))


def test_each_group_has_its_own_tint(pyx):   # aMalone Notatie: "elke groep ... eigen kleurtint"
    app, sc = make(GameScene(options(), **human_pair()))
    frames(app, 1, x=5, y=250)
    seen = []
    for k, name in enumerate(("A0", "B0", "C0", "D0", "E0", "F0")):
        assert colour_at(pyx, name) == palette.TINT[k]
        seen.append(colour_at(pyx, name))
    assert len(set(seen)) == 6 and colour_at(pyx, "GG") not in seen
    # the lamp burns beside Black, who begins
    assert pyx.pget(layout.BLACK_BOX[0] + 8, layout.BLACK_BOX[1] + 8) in (palette.LAMP_ON, palette.LIGHT)
    assert pyx.pget(layout.WHITE_BOX[0] + 8, layout.WHITE_BOX[1] + 8) not in (palette.LAMP_ON, palette.LIGHT)


def test_demo_plays_by_itself_at_a_pace_one_can_follow(pyx):
    # our decision: the kiosk demo, computer against computer
    app = App(demo(None, options()))
    app.think_ms = 1000
    sc = app.top
    assert sc.is_demo and all(p.computer for p in sc.seats)
    plies = []
    for _ in range(4 * 40 + 10):
        app.frame(Input())
        plies.append(len(sc.game.plies))
    assert plies[-1] >= 4
    first = [plies.index(n) for n in range(1, 5)]
    assert all(b - a >= 40 for a, b in zip(first, first[1:]))   # each move stays 40 frames
    app.frame(Input(pressed={"L"}))                             # any click ends the demo
    assert not app.stack


def test_bench_scenes_draw(pyx):
    # retro bench: the scenes it times can be drawn
    for _name, make_scene in bench_scenes(None):
        app = App(make_scene())
        frames(app, 3, x=100, y=100)


def test_monkey_on_the_game_screen(pyx, data):
    # house rule: nothing a player does may crash
    dice = Dice(2024)
    app, sc = make(GameScene(options(seed=5), Extras(undo=True, hint=True), [human(), computer(1)]))
    app.think_ms = 1000                    # a level-1 search always ends within its frame:
                                           # the same inputs meet the same states every run
    keys = ["RETURN", "ESCAPE", "BACKSPACE", "UNDO", "HELP", "SPACE", "TAB", "UP", "DOWN", "F1"]
    chars = "0123456789ABCDEFGlr-+ xyz"
    held = set()
    fields = sorted(layout.XY.values())
    most = 0
    for _ in range(800):
        x, y = dice.randint(0, 319), dice.randint(0, 255)
        if dice.below(2):                  # half the time on a field, to get moves played
            x, y = dice.choice(fields)
        pressed, released, k, text = set(), set(), set(), ""
        r = dice.below(10)
        if r < 3:
            pressed = {dice.choice(["L", "L", "L", "R"])}
            held = set(pressed)
        elif r == 3 and held:
            released, held = set(held), set()
        elif r == 4:
            k = {dice.choice(keys)}
        elif r == 5:
            text = "".join(dice.choice(chars) for _ in range(dice.randint(1, 4)))
        app.frame(Input(x=x, y=y, pressed=pressed, released=released, held=held, keys=k,
                        text=text, ctrl=dice.below(20) == 0))
        if not app.stack:
            app.push(sc)
        most = max(most, len(sc.game.plies))
    assert most >= 2                       # the monkey played, and the computer answered


def test_amiga_key_shortcuts_and_no_stray_letters(pyx):
    # our decision: Amiga-key menu shortcuts, as the help lists them
    app, sc = make(GameScene(options(), **human_pair()))
    typed(app, "1A1-A0")
    app.frame(Input(keys={"N"}, keys_held={"N"}, ctrl=True, text=""))   # Amiga-N: Nieuwe partij
    assert sc.game.plies == [] and sc.entry == ""
    typed(app, "1A1-A0")
    app.frame(Input(keys={"Z"}, ctrl=True))          # Amiga-Z: take-back is switched off
    assert len(sc.game.plies) == 1
    sc.command("opt_undo")
    app.frame(Input(keys={"Z"}, ctrl=True))
    assert sc.game.plies == []


def test_move_list_scrolls(pyx):   # aMalone Notatie: the list of plies
    app, sc = make(GameScene(options(seed=3), seats=[computer(1), computer(1)]))
    app.think_ms, sc.driver.pace = 1000, Pace(play=0.02)     # a move a frame or so
    while len(sc.game.plies) < 30:
        app.frame(Input(), draw=False)
    sc.match.seats = [human(), human()]
    rows = layout.list_rows()
    assert sc._first_row() == len(sc.game.plies) - rows        # follows the end
    app.frame(Input(keys={"PAGEUP"}))
    assert sc._first_row() == len(sc.game.plies) - 2 * rows
    x, y, w, h = layout.LIST_BOX
    app.frame(Input(x=x + 5, y=y + 5, wheel=-50))                    # down to the end again
    assert sc.scroll is None


def test_a_damaged_save_offers_its_backup_and_an_unusable_folder_is_said(pyx, data, tmp_path):
    # the robustness issue: the .bak of a damaged save is offered; --data naming a file is said
    app, sc = make(GameScene(options(), **human_pair()))
    typed(app, "1A1-A0")
    path = data / "partij.aml"
    sc.answered("save", str(path))
    typed(app, "1D1-D0")
    sc.answered("save", str(path))
    path.write_text("kapot")
    sc.answered("load", str(path))
    top = app.top
    assert isinstance(top.widget, Alert) and "partij.aml.bak" in top.widget.message
    app.frame(Input(keys={"RETURN"}))             # Ja
    assert sc.game.notation() == ["1A1-A0"]
    a_file = tmp_path / "file"
    a_file.write_text("x")
    storage.set_data_dir(str(a_file))
    try:
        sc.command("save")
        assert "andere map" in sc.message and isinstance(app.top.widget, FileSelector)
    finally:
        storage.set_data_dir(None)
