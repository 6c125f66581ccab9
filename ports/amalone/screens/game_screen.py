"""The game screen: board, panel, move list; moves by mouse or typed in notation; the
Intuition menu on the right mouse button; the computer thinking in idle_work slices.
"""
from __future__ import annotations

from pathlib import Path

import pyxel

from retro.gui.alert import Alert
from retro.gui.dialog import Button, Dialog, Label, Number, Radio
from retro.gui.fileselector import FileSelector
from retro.gui.menubar import SEPARATOR, Menu, MenuBar, MenuItem
from retro.gui.pager import TextPager
from retro.input import Input
from retro.scenes import Scene

from ..board import BLACK, NAME, WHITE
from ..notation import try_parse
from ..texts import GameMessage
from . import board_view, files, layout, palette, picking
from .session import Player, Session, Settings
from .texts_screen import lang_of, t

ENTRY_CHARS = set("0123456789ABCDEFGabcdefg-+lLrR")
ENTRY_MAX = 8
DEMO_PAUSE = 150          # frames the finished demo game stays on the screen
DEMO_PACE = 40            # frames each demo move stays before the next one is thought of
WATCH_PACE = 20           # the same when two computers play in a game


def max_plies_of(options, default: int = 512) -> int:
    """aMalone Programma start: `aMalone 1024` sets the ply buffer (retro amalone 1024)."""
    for arg in getattr(options, "game_args", None) or []:
        if str(arg).isdigit() and int(arg) > 0:
            return int(arg)
    return default


def seed_of(options) -> int:
    seed = getattr(options, "seed", None)
    if seed is None:
        import time
        seed = time.time_ns()       # only the seed: every choice after it comes from Dice
    return int(seed)


def normalise(entry: str) -> str:
    """What the player typed, in the notation's spelling: fields in capitals, l/r small."""
    s = entry.strip().upper()
    if s and s[-1] in "LR":
        s = s[:-1] + s[-1].lower()
    return s


class GameScene(Scene):
    machine = palette.MACHINE
    is_demo = False

    def __init__(self, options=None, session: Session | None = None, *, demo: bool = False):
        self.options = options
        self.is_demo = demo
        if session is None:
            settings = Settings(lang=lang_of(options))
            players = [Player(False, 2), Player(True, 2)]
            if demo:
                settings.draw = True
                players = [Player(True, 1), Player(True, 2)]
            session = Session(settings, players, max_plies_of(options), seed_of(options))
        self.session = session
        self.picked: list[int] = []
        self.entry = ""
        self.message = ""
        self.error = False
        self.hover: int | None = None
        self.scroll: int | None = None     # first row of the move list; None follows the end
        self.dialog = None
        self.announced = None
        self.frames = 0
        self.end_frames = 0
        self.pace: int | None = None        # frames between computer moves; None: automatic
        self.last_ply_frame = -10**6
        self.last_file = files.DEFAULT_NAME
        self.menubar = self._menu()
        self._notation_cache = (None, -1, [])

    # -- language and menu ---------------------------------------------------------------
    @property
    def lang(self) -> str:
        return self.session.settings.lang

    def _menu(self) -> MenuBar:
        L = self.lang
        s = self.session.settings

        def it(id_, shortcut="", **kw):
            return MenuItem(id_, t("item." + id_, L), shortcut, **kw)

        menus = [
            Menu(t("menu.project", L), [it("new", "N"), it("load", "O"), it("save", "S"), SEPARATOR,
                                        it("help"), it("about"), SEPARATOR, it("quit", "Q")]),
            Menu(t("menu.game", L), [it("players", "P"), it("setup", "E"), SEPARATOR,
                                     it("undo", "Z", disabled=not s.undo),
                                     it("redo", "Y", disabled=not s.undo),
                                     it("hint", "H", disabled=not s.hint)]),
            Menu(t("menu.extra", L), [it("opt_undo", checked=s.undo), it("opt_hint", checked=s.hint),
                                      it("opt_draw", checked=s.draw), SEPARATOR,
                                      it("standard", checked=s.opening == "standard"),
                                      it("belgian", checked=s.opening == "belgian"),
                                      it("german", checked=s.opening == "german"), SEPARATOR,
                                      it("opt_lang", checked=False)]),
        ]
        title = t("title", L) + ("  " + t("demo", L) if self.is_demo else "")
        return MenuBar(menus, title=title, machine=self.machine, lang=L)

    def _sync_menu(self) -> None:
        s = self.session.settings
        mb = self.menubar
        for id_, on in (("undo", s.undo), ("redo", s.undo), ("hint", s.hint)):
            mb.find(id_).disabled = not on
        for id_, on in (("opt_undo", s.undo), ("opt_hint", s.hint), ("opt_draw", s.draw),
                        ("standard", s.opening == "standard"), ("belgian", s.opening == "belgian"),
                        ("german", s.opening == "german")):
            mb.find(id_).checked = on

    # -- messages ------------------------------------------------------------------------
    def say(self, message: str, error: bool = False) -> None:
        self.message = message
        self.error = error

    def alert(self, message: str, buttons=None, waiting: str | None = None, icon="note",
              default: int = 0) -> None:
        a = Alert(message, buttons or [t("ok", self.lang)], icon=icon, default=default,
                  title=t("title", self.lang), machine=self.machine, lang=self.lang)
        self.ask(a, lambda result: self.answered(waiting, result))

    # -- input ---------------------------------------------------------------------------
    @property
    def pointer(self) -> str:
        s = self.session
        if s.thinking or s.hint_search is not None:
            return "busy"
        return "crosshair" if self.picked else "arrow"

    def update(self, inp: Input) -> None:
        self.frames += 1
        self._refresh_lines()
        if self.is_demo:
            self._update_demo(inp)
            return
        chosen = self.menubar.update(inp)
        if chosen is not None:
            self.command(chosen)
            return
        if self.menubar.busy:
            return
        self.hover = layout.field_at(inp.x, inp.y)
        if inp.wheel and layout.inside(inp.x, inp.y, layout.LIST_BOX):
            self._scroll(-inp.wheel * 3)
        if not (inp.ctrl or inp.alt):
            self._keys(inp)
        if inp.clicked("L"):
            self._click(inp)

    def _update_demo(self, inp: Input) -> None:
        if inp.pressed or inp.keys:
            self.close()              # the kiosk's guard does this first; alone: any key ends
            return
        if not self.session.playing:
            self.end_frames += 1
            if self.end_frames == 1:
                self.say(self.session.game.result_text(self.lang) or t("pick.over", self.lang))
            if self.end_frames >= DEMO_PAUSE:
                self.end_frames = 0
                names = ("standard", "belgian", "german")
                s = self.session.settings
                s.opening = names[(names.index(s.opening) + 1) % len(names)]
                self.session.new_game()
                self.scroll = None
                self.say("")

    def _keys(self, inp: Input) -> None:
        for ch in inp.text:
            if ch in ENTRY_CHARS and len(self.entry) < ENTRY_MAX:
                self.entry += ch
        if inp.key("BACKSPACE", "DELETE") and self.entry:
            self.entry = self.entry[:-1]
        if inp.key("RETURN", "KP_ENTER"):
            self.submit()
        elif inp.key("ESCAPE"):
            if self.entry or self.picked:
                self.entry = ""
                self.picked = []
            else:
                self.command("quit")
        elif inp.key("HELP", "F1"):
            self.command("help")
        elif inp.key("UNDO"):
            self.command("redo" if inp.shift else "undo")
        elif inp.key("PAGEUP", "PAGEDOWN"):
            self._scroll(layout.list_rows() * (-1 if inp.key("PAGEUP") else 1))

    def _click(self, inp: Input) -> None:
        for colour in (BLACK, WHITE):
            box = layout.WHITE_BOX if colour == WHITE else layout.BLACK_BOX
            if layout.inside(inp.x, inp.y, box):
                self.command("players")
                return
        sq = layout.field_at(inp.x, inp.y)
        if sq is None:
            self.picked = []
            return
        self.click_field(sq, inp.x, inp.y)

    def click_field(self, sq: int, px: float | None = None, py: float | None = None) -> None:
        s = self.session
        L = self.lang
        if not self._can_move():
            return
        pos = s.position
        try:
            if pos.own >> sq & 1:
                self.picked = picking.toggle(pos, self.picked, sq)
                self.say("")
                return
            if not self.picked and pos.opp >> sq & 1:
                raise picking.Refused("notation.not_own", field=NAME[sq], colour=pos.turn)
            m = picking.choose(pos, self.picked, sq, px, py)
        except picking.Refused as e:
            self.say(e.message(L), True)
            return
        self.play(m)

    def _can_move(self) -> bool:
        """Is it a human's turn in a running game? Else say why not."""
        s = self.session
        state = s.game.state
        if state == "full":
            self.say(t("full.short", self.lang), True)
        elif state != "playing":
            self.say(t("pick.over", self.lang), True)
        elif s.computer_to_move():
            self.say(t("pick.computer", self.lang), True)
        else:
            return True
        return False

    def submit(self) -> None:
        L = self.lang
        s = self.session
        text = normalise(self.entry)
        if not text or not self._can_move():
            return
        m, msg = try_parse(s.position, text, L)
        if m is None:
            self.say(msg, True)
            return
        self.play(m)

    def play(self, m: int) -> None:
        try:
            text = self.session.play(m)
        except GameMessage as e:
            self.say(e.message(self.lang), True)
            return
        self.after_ply(text)

    def after_ply(self, text: str) -> None:
        self.last_ply_frame = self.frames
        self.picked = []
        self.entry = ""
        self.scroll = None
        self.say(t("pick.played", self.lang, move=text))
        self.check_end()

    def check_end(self) -> None:
        """Announce the end of the game, or the full ply buffer, once."""
        g = self.session.game
        key = (id(g), len(g.plies), g.state)
        if g.state == "playing" or key == self.announced or self.is_demo:
            return
        self.announced = key
        L = self.lang
        mb = self.menubar                     # a menu held open under the requester would
        mb.open, mb.hover, mb.active = None, None, False   # choose an item when it closes
        if g.state == "full":
            self.alert(t("game.full", L, max=g.max_plies), [t("full.save", L), t("full.ok", L)],
                       waiting="full", icon="stop")
        else:
            self.say(g.result_text(L))
            self.alert(g.result_text(L), [t("end.new", L), t("end.ok", L)], waiting="end",
                       default=1)

    def _scroll(self, delta: int) -> None:
        n = len(self.session.game.plies)
        rows = layout.list_rows()
        first = self._first_row() + delta
        first = max(0, min(first, max(0, n - rows)))
        self.scroll = None if first >= n - rows else first

    def _first_row(self) -> int:
        n = len(self.session.game.plies)
        if self.scroll is not None:
            return self.scroll
        return max(0, n - layout.list_rows())

    # -- background work ----------------------------------------------------------------
    def frames_between_moves(self) -> int:
        """Two computers wait a moment after each move, so that one can follow the game."""
        if self.pace is not None:
            return self.pace
        if self.is_demo:
            return DEMO_PACE
        return WATCH_PACE if all(p.computer for p in self.session.players) else 0

    def idle_work(self, budget_ms: float) -> None:
        s = self.session
        try:
            if s.thinking:
                if self.frames - self.last_ply_frame < self.frames_between_moves():
                    return
                text = s.think(budget_ms)
                if text is not None:
                    self.after_ply(text)
                    self._refresh_lines()
            elif s.hint_search is not None:
                text = s.think_hint(budget_ms)
                if text is not None:
                    self.say(t("hint.move", self.lang, move=text))
        except GameMessage as e:                 # never expected: the search plays legal moves
            self.say(e.message(self.lang), True)

    # -- commands (menu, keys) -----------------------------------------------------------
    def command(self, what) -> None:
        s = self.session
        L = self.lang
        st = s.settings
        if what == "new":
            s.new_game()
            self._fresh()
        elif what == "load":
            self.ask(FileSelector(files.folder(), files.PATTERN, mode="open", name=self.last_file,
                                  title=t("file.title_load", L), machine=self.machine, lang=L),
                     lambda result: self.answered("load", result))
        elif what == "save":
            self.open_save()
        elif what == "help":
            text, name = files.help_text(L)
            self.ask(TextPager(text, t("help.title", L) + ": " + name, x=8, y=14, w=304, h=236,
                               machine=self.machine, lang=L))
        elif what == "about":
            self.alert(t("about", L))
        elif what == "quit":
            self.alert(t("quit.ask", L), [t("yes", L), t("no", L)], waiting="quit",
                       icon="question", default=1)
        elif what == "players":
            self.open_players()
        elif what == "setup":
            from .setup_screen import SetupScene
            self.ask(SetupScene(s.position, L), lambda result: self.answered("setup", result))
        elif what == "undo":
            if not st.undo:
                self.say(t("undo.off", L), True)
            elif s.undo():
                self._fresh(keep_message=False)
            else:
                self.say(t("game.nothing_to_undo", L), True)
        elif what == "redo":
            if not st.undo:
                self.say(t("undo.off", L), True)
            elif s.redo():
                self._fresh(keep_message=False)
                self.check_end()
            else:
                self.say(t("game.nothing_to_redo", L), True)
        elif what == "hint":
            if not st.hint:
                self.say(t("hint.off", L), True)
            elif self._can_move():
                s.start_hint()
                self.say(t("hint.thinking", L))
        elif what == "opt_undo":
            st.undo = not st.undo
        elif what == "opt_hint":
            st.hint = not st.hint
            if not st.hint:
                s.hint_search, s.hint_move = None, None
        elif what == "opt_draw":
            s.set_draw(not st.draw)
            self.check_end()
        elif what in ("standard", "belgian", "german"):
            st.opening = what
            self.say(t("opening.next", L, name=t("item." + what, L)))
        elif what == "opt_lang":
            st.lang = "en" if st.lang == "nl" else "nl"
            self.menubar = self._menu()
            self.say("")
        self._sync_menu()

    def _fresh(self, keep_message: bool = False) -> None:
        self.picked = []
        self.entry = ""
        self.scroll = None
        self.announced = None
        if not keep_message:
            self.say("")

    def open_save(self) -> None:
        self.ask(FileSelector(files.folder(), files.PATTERN, mode="save", name=self.last_file,
                              title=t("file.title_save", self.lang), machine=self.machine,
                              lang=self.lang),
                 lambda result: self.answered("save", result))

    def open_players(self) -> None:
        L = self.lang
        p = self.session.players
        items = []
        for row, colour, key in ((0, BLACK, "b"), (2, WHITE, "w")):
            pl = p[colour]
            items += [
                Label(0, row, t("Black" if colour == BLACK else "White", L)),
                Radio(key + "h", key, 7, row, t("human", L), not pl.computer),
                Radio(key + "c", key, 15, row, t("computer", L, level="").strip(), pl.computer),
                Number(key + "level", 7, row + 1, t("players.level", L), pl.level, 1, 5,
                       allow_dash=False),
            ]
        items += [Button("ok", 0, 4, 12, t("ok", L), default=True),
                  Button("cancel", 15, 4, 12, t("cancel", L), cancel=True)]
        self.dialog = Dialog(items, 28, 5, t("players.title", L), machine=self.machine, lang=L)
        self.ask(self.dialog, lambda result: self.answered("players", result))

    def answered(self, waiting: str | None, result) -> None:
        """What the requester opened for `waiting` answered."""
        L = self.lang
        s = self.session
        if waiting == "quit" and result == 0:
            self.close()
        elif waiting == "end" and result == 0:
            s.new_game()
            self._fresh()
        elif waiting == "full" and result == 0:
            self.open_save()
        elif waiting == "save" and isinstance(result, str):
            ok, msg = files.save_game(result, s.game, L)
            if ok:
                self.last_file = Path(result).name
                self.say(msg)
            else:
                self.alert(msg, icon="stop")
        elif waiting == "load" and isinstance(result, str):
            game, msg = files.load_game(result, s.max_plies, s.draw_rule(), L)
            if game is None:
                self.alert(msg, icon="stop")
            else:
                s.adopt(game)
                self.last_file = Path(result).name
                self._fresh()
                self.say(t("file.loaded", L, name=self.last_file))
                self.check_end()
        elif waiting == "players" and result == "ok" and self.dialog is not None:
            v = self.dialog.values
            for colour, key in ((BLACK, "b"), (WHITE, "w")):
                s.players[colour] = Player(v.get(key) == key + "c",
                                           v.get(key + "level") or s.players[colour].level)
            s.search = None
            self.picked = []
        elif waiting == "setup" and result is not None:
            s.new_game(result)
            self._fresh()
        if waiting == "players":
            self.dialog = None

    # -- drawing -------------------------------------------------------------------------
    def _refresh_lines(self) -> None:
        """Keep the move list's notation (spelling every ply each frame would be waste)."""
        g = self.session.game
        key, n, _ = self._notation_cache
        if key is not g or n != len(g.plies):
            self._notation_cache = (g, len(g.plies), g.notation())

    def move_lines(self) -> list[str]:
        g = self.session.game
        key, n, lines = self._notation_cache
        if key is not g or n != len(g.plies):
            return g.notation()
        return lines

    def draw(self) -> None:
        s = self.session
        L = self.lang
        g = s.game
        pos = s.position
        pyxel.cls(palette.BACKGROUND)
        targets = picking.targets(pos, self.picked) if self.picked and s.human_to_move() else ()
        board_view.draw_board(pos, self.picked, targets, s.hint_move)
        for colour in (WHITE, BLACK):
            pl = s.players[colour]
            label = t("computer", L, level=pl.level) if pl.computer else t("human", L)
            lit = pos.turn == colour and g.state in ("playing", "full")
            board_view.draw_player(colour, lit, label, pos.lost[1 - colour], L)
        board_view.draw_moves(self.move_lines(), self._first_row(), g.start.turn)
        if s.thinking:
            right = t("thinking", L, Colour=pos.turn)
        elif self.hover is not None:
            right = t("field", L, field=NAME[self.hover])
        else:
            right = ""
        message = self.message
        if not message and s.playing:
            message = t("to_move", L, Colour=pos.turn)
        show_entry = not self.is_demo
        board_view.draw_status(t("entry", L) if show_entry else "", self.entry if show_entry else "",
                               show_entry and (self.frames // 25) % 2 == 0 and s.human_to_move(),
                               right if not (s.thinking and len(right) > 20 and self.entry) else "",
                               message, self.error)
        self.menubar.draw()
