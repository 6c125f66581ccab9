"""The game on screen: the maps (EMPERADO 2), the turn (3), the Spielmenü (4), the Zugtabelle (5).

One scene with five views: "overview" (the whole world), "map" (the enlarged map, one
quarter at a time), "menu" (the Spielmenü of the party whose turn it is), "table" (the
Zugtabelle of a computer turn) and "over" (the end). Settings boxes, the help, the file
selector and alerts are retro.gui widgets opened with `ask`; their answers come back in
`_answered`. Everything drawn is in views.py; the rules are never changed from here, only
asked (rules.check) and given actions (game.play). What the settings boxes (4a-4c) and Esc
(4b) change is played as logged actions too (game.change), so that saves, undo and
replays see the settings as they were at every point of the game.
"""
from __future__ import annotations

import time
from dataclasses import replace
from pathlib import Path

from retro import screen, storage
from retro.gui.alert import Alert
from retro.gui.fileselector import FileSelector
from retro.gui.pager import TextPager
from retro.input import Input
from retro.machines import MACHINES
from retro.scenes import Scene

from .. import ai, rules, world
from ..actions import Attack, Done, Move, Place
from ..game import Game
from ..state import RuleError
from . import dialogs, files, layout as L, views
from .cpu import CpuTurn, frames
from .mapdraw import MapPainter
from .patterns import COLOUR_PALETTE
from .texts_screen import action_text, help_text, rule_message, t

GAME = "emperado"
ST_HIGH = MACHINES["st_high"]
# the colour mode (an extra): ST high resolution's size with a palette of our own
ST_COLOUR = replace(ST_HIGH, key="st_high_colour", colours=len(COLOUR_PALETTE), bits=3,
                    palette=tuple(COLOUR_PALETTE)).with_palette(COLOUR_PALETTE)

MENU_BOXES = ("parameter", "zeiten", "spieler", "hilfe", "extras", "fertig", "sichern",
              "laden", "neu", "ende")
TABLE_BOXES = ("parameter", "zeiten", "spieler", "neu", "ende", "weiter")
MESSAGE_SECONDS = 5


def next_seed(seed: int) -> int:
    return (seed * 1103515245 + 12345) % (2 ** 31)


class EmperadoScene(Scene):
    machine = ST_HIGH
    pointer = "arrow"

    def __init__(self, game: Game, lang: str = "de", *, extras: dict | None = None,
                 folder=None, is_demo: bool = False, think_ms: float | None = None):
        self.game = game
        self.lang = lang
        self.extras = {"odds": False, "graph": False, "colour": False, **(extras or {})}
        self.folder = Path(folder) if folder is not None else None
        self.is_demo = is_demo
        self.think_ms = think_ms
        self.painter = MapPainter()
        self.players: dict[int, ai.Player] = {}
        self.view = "overview"
        self.map_view = "overview"      # where a right click from the menu returns to
        self.quarter = (0, 0)
        self.show_armies = True
        self.only: int | None = None    # party whose countries alone the overview shows
        self.selected: int | None = None
        self.message = ""
        self.hide_kinds = False
        self.show_moves = False         # Zugtabelle: Shift+B
        self.info: list[str] | None = None
        self.info_left: int | None = None
        self.cpu: CpuTurn | None = None
        self.turn_seen = None
        self.prev_edge = "start"
        self.hover: int | None = None
        self.over_frames = 0
        self.frame_no = 0
        self._message_shown, self._message_age = "", 0
        self._apply_colour()

    # -- helpers -----------------------------------------------------------------------------
    @property
    def state(self):
        return self.game.state

    @property
    def settings(self):
        return self.game.settings

    @property
    def fps(self) -> int:
        return ST_HIGH.fps

    def folder_path(self) -> Path:
        return self.folder if self.folder is not None else storage.data_dir(GAME)

    def human_turn(self) -> bool:
        st = self.state
        return st.phase != "ende" and st.parties[st.current].human and not self.is_demo

    def _apply_colour(self) -> None:
        self.machine = ST_COLOUR if self.extras.get("colour") else ST_HIGH
        if screen.initialised() and self.app is not None and self.app.top is self:
            screen.apply(self.machine)

    def _say(self, err) -> None:
        self.message = rule_message(err, self.lang) if isinstance(err, RuleError) else str(err)

    # -- the turn ----------------------------------------------------------------------------
    def _check_turn(self) -> None:
        st = self.state
        if st.phase == "ende":
            # once, when the game ends: afterwards a right click may open the Spielmenü
            if self.turn_seen != "ende":
                self.turn_seen = "ende"
                self.view = "over"
                self.cpu = None
                self.selected = None
                self.over_frames = 0
            return
        key = (st.turns, st.current)
        if self.turn_seen == key:
            return
        self.turn_seen = key
        self.selected = None
        p = st.parties[st.current]
        inc = st.income
        info_frames = frames(self.settings.info_time, self.fps)
        if info_frames != 0:
            self.info = [t(self.lang, "income", name=p.name, total=inc.total),
                         t(self.lang, "income_parts", base=inc.base, continents=inc.continents,
                           countries=inc.countries, cards=inc.cards)]
            self.info_left = info_frames
        else:
            self.info = None
        if self.human_turn():
            self.cpu = None
            self.view = self.map_view       # a human's turn starts on the map (circle pointer)
        else:
            player = self.players.get(st.current)
            if player is None:
                player = self.players[st.current] = ai.make("emperado")
            self.cpu = CpuTurn(self.game, player, self.fps)
            self.show_moves = False
            if self.settings.table_time != 0:
                self.view = "table"
            elif self.view in ("menu", "table", "over"):
                self.view = self.map_view

    def _cpu_review_start(self) -> None:
        cpu = self.cpu
        if self.settings.table_time != 0:
            cpu.start_review(self.settings.table_time)
            if self.view not in ("table",) and self.view in ("overview", "map"):
                cpu.review_left = None      # the map waits until the table is back (5)
        else:
            cpu.start_review(self.settings.graphic_time, minimum_from_start=True)

    def _cpu_go_on(self) -> None:
        if self.cpu is not None and self.cpu.done:
            cpu, self.cpu = self.cpu, None
            cpu.finish()
            self._check_turn()

    def idle_work(self, budget_ms: float) -> None:
        cpu = self.cpu
        if cpu is None or cpu.done or self.info is not None or self.view == "over":
            return
        budget = budget_ms if self.think_ms is None else self.think_ms
        deadline = time.perf_counter() + budget / 1000.0
        while time.perf_counter() < deadline and not cpu.done:
            left = (deadline - time.perf_counter()) * 1000.0
            cpu.think(max(0.5, left))
            if self.state.phase == "ende":
                break
        if cpu.done:
            self._cpu_review_start()

    # -- one frame ---------------------------------------------------------------------------
    def update(self, inp: Input) -> None:
        self.frame_no += 1
        # a message stays a few seconds, then gives the bottom of the map back
        if self.message != self._message_shown:
            self._message_shown, self._message_age = self.message, 0
        elif self.message:
            self._message_age += 1
            if self._message_age > MESSAGE_SECONDS * self.fps:
                self.message = self._message_shown = ""
        self._check_turn()
        edge = L.edge_of(inp.x, inp.y)
        arrived = edge if edge != self.prev_edge and self.prev_edge != "start" else None
        self.prev_edge = edge
        if self.info is not None:
            self._update_info(inp)
        elif self.view == "over":
            self._update_over(inp)
        elif self.view == "menu":
            self._update_menu(inp)
        elif self.view == "table":
            self._update_table(inp)
        else:
            self._update_maps(inp, arrived)
        if self.cpu is not None:
            self.cpu.tick()
            if self.cpu.done and self.cpu.review_left is not None and self.info is None:
                if self.view in ("table",) or self.settings.table_time == 0:
                    if self.cpu.review_left <= 0:
                        self._cpu_go_on()
                    else:
                        self.cpu.review_left -= 1
        self._set_pointer()

    def _set_pointer(self) -> None:
        if self.view == "over":
            self.pointer = "arrow"
        elif self.cpu is not None and not self.cpu.done and self.info is None:
            self.pointer = "busy"
        elif self.view in ("overview", "map") and self.human_turn() and self.info is None:
            if self.selected is not None:
                self.pointer = "crosshair"
            elif self.state.phase == "einsetzen":
                self.pointer = "circle"
            else:
                self.pointer = "arrow"
        else:
            self.pointer = "arrow"

    def _update_info(self, inp: Input) -> None:
        if inp.key("RETURN", "KP_ENTER", "SPACE") or inp.pressed:
            self.info = None
        elif self.info_left is not None:
            self.info_left -= 1
            if self.info_left <= 0:
                self.info = None

    def _update_over(self, inp: Input) -> None:
        self.over_frames += 1
        if self.is_demo:
            if self.over_frames > 3 * self.fps:
                self.new_game()
            return
        if inp.key("RETURN", "KP_ENTER") or inp.clicked("L"):
            self.new_game()
        elif inp.clicked("R"):
            self.view = "menu"

    # -- the maps (EMPERADO 2, 3) ------------------------------------------------------------
    def _update_maps(self, inp: Input, arrived: str | None) -> None:
        human = self.human_turn()
        cpu_turn = self.cpu is not None
        if self.state.phase == "ende" and (inp.clicked("R") or inp.key("RETURN", "KP_ENTER")):
            self.view = "over"      # the map after the end: back to the winner's box
            return
        if cpu_turn and inp.key("ESCAPE"):
            self._table_wait()                  # EMPERADO 4b: Esc sets the table to wait
            self.view = "table"
            if self.cpu.done:
                self.cpu.review_left = None
            return
        if cpu_turn and self.settings.table_time != 0:
            # EMPERADO 5: a key or a right click on the map brings the table back
            if inp.keys or inp.clicked("R"):
                self.view = "table"
                if self.cpu.done:
                    self.cpu.start_review(self.settings.table_time)
                return
        if cpu_turn and self.cpu.done and self.settings.table_time == 0:
            if self.cpu.review_left is None and (inp.key("RETURN", "KP_ENTER") or inp.pressed):
                self._cpu_go_on()
                return
        if human and inp.shift and inp.key("R"):
            self.undo()
            return
        if self.view == "overview":
            self._update_overview(inp, arrived, human)
        else:
            self._update_big(inp, arrived, human)

    def _update_overview(self, inp: Input, arrived, human: bool) -> None:
        if arrived in ("top", "bottom"):
            # past the poles: the enlarged map, the quarter under the pointer
            self.quarter = (1 if inp.x >= L.W // 2 else 0, 0 if arrived == "top" else 1)
            self._show("map")
            return
        if inp.clicked("L"):
            if L.inside(L.ARMIES_BOX, inp.x, inp.y):
                self.show_armies = not self.show_armies
                return
            for p in range(self.state.n_parties):
                if L.inside(L.party_box(p), inp.x, inp.y):
                    self.only = None if self.only == p else p
                    return
            if inp.y >= L.STRIP:
                self.quarter = L.quarter_for_click(inp.x, inp.y)
                self._show("map")
            return
        if inp.clicked("R"):
            if self.selected is not None:
                self.selected = None
            elif human:
                self.view = "menu"

    def _show(self, view: str) -> None:
        self.view = view
        self.map_view = view

    def _update_big(self, inp: Input, arrived, human: bool) -> None:
        if arrived is not None:
            nxt = L.next_quarter(self.quarter, arrived)
            if nxt == "overview":
                self._show("overview")
                return
            if nxt is not None:
                self.quarter = nxt
        c = L.country_box_at(self.quarter, inp.x, inp.y)
        self.hover = c
        n = inp.click_count()
        if not n:
            return
        if c is None:
            # EMPERADO 3b: a click beside the name boxes drops the cross-hair; 4: a right
            # click there switches to the Spielmenü
            if self.selected is not None:
                self.selected = None
            elif inp.clicked("R") and human:
                self.view = "menu"
            return
        if human:
            self.click_country(c, n)

    # -- actions by click ---------------------------------------------------------------------
    def _play(self, action) -> bool:
        try:
            self.game.play(action)
        except RuleError as e:
            self._say(e)
            return False
        self.message = ""
        return True

    def change_settings(self, new) -> None:
        """Play what a settings box (4a-4c) or Esc (4b) changed, as logged actions."""
        was_human = self.human_turn()
        try:
            self.game.change(new)
        except RuleError as e:
            self._say(e)
        if self.human_turn() != was_human and self.state.phase != "ende":
            # the party on turn changed hands (4c): a human takes over, or the computer does
            self.cpu = None
            self.turn_seen = None
            self._check_turn()

    def click_country(self, c: int, n: int) -> None:
        """A click (n = 1, 5 or x20) on country c's name box by the party on turn."""
        st = self.state
        me = st.current
        if st.phase == "einsetzen":
            self._play(Place(c, n))        # EMPERADO 3a
            return
        s = self.selected
        if s is None:
            if rules.is_active(st, c):
                self.selected = c
                self.message = ""
            else:
                why = rules.why_inactive(st, c)     # say why this country cannot act
                if why is not None:
                    self._say(why)
            return
        if c == s:
            self.selected = None
            return
        if st.owner[c] != me:
            self._play(Attack(s, c, n))    # EMPERADO 3b
        elif world.adjacent(s, c):
            self._play(Move(s, c, n))      # EMPERADO 3c
        elif rules.is_active(st, c):
            self.selected = c              # our decision: another own active country re-chooses
            return
        else:
            self._play(Move(s, c, n))      # says why not
        if self.selected is not None and not rules.is_active(self.state, self.selected):
            self.selected = None

    def undo(self) -> None:
        """Shift+R (EMPERADO 3c): take back the last action of this turn."""
        g = self.game
        if not g.can_undo():
            self._say(RuleError("no_undo"))
            return
        # the settings boxes log their changes, so the replay of the turn is exact; the
        # settings changed since the move taken back stay as they are (game.undo)
        last = g.undo()
        self.selected = None
        self.message = t(self.lang, "undone", what=action_text(last, self.lang))

    def finish_turn(self) -> None:
        """Fertig (EMPERADO 4e)."""
        if self._play(Done()):
            self.selected = None
            self._check_turn()

    # -- the Spielmenü (EMPERADO 4) -----------------------------------------------------------
    def _box_at(self, boxes, x, y):
        for i, name in enumerate(boxes):
            if L.inside(L.menu_box(i), x, y):
                return name
        return None

    def _update_menu(self, inp: Input) -> None:
        if inp.shift and inp.key("K"):
            self.hide_kinds = not self.hide_kinds
        if inp.shift and inp.key("R") and self.human_turn():
            self.undo()
            return
        if inp.clicked("R"):
            # back to the map; after the end back to the winner's box
            self.view = "over" if self.state.phase == "ende" else self.map_view
            return
        if inp.clicked("L"):
            name = self._box_at(MENU_BOXES, inp.x, inp.y)
            if name is not None:
                self.menu_action(name)
            elif not L.inside(L.menu_bar_rect(len(MENU_BOXES)), inp.x, inp.y):
                self._show("overview")

    def menu_action(self, name: str) -> None:
        self.message = ""
        lang = self.lang
        if name == "parameter":
            self._open("parameter", dialogs.parameter_dialog(self.settings, lang))
        elif name == "zeiten":
            self._open("zeiten", dialogs.times_dialog(self.settings, lang))
        elif name == "spieler":
            self._open("spieler", dialogs.PlayersDialog(self.settings, lang, self.machine))
        elif name == "extras":
            self._open("extras", dialogs.extras_dialog(self.extras, lang))
        elif name == "hilfe":
            self._open("hilfe", TextPager(help_text(lang), t(lang, "help_title"), lang=lang))
        elif name == "fertig":
            if self.human_turn():
                self.finish_turn()
        elif name == "sichern":
            self._open("sichern", FileSelector(self.folder_path(), "*.EMP", mode="save",
                                               title=t(lang, "d_save"), lang=lang))
        elif name == "laden":
            self._open("laden", FileSelector(self.folder_path(), "*.EMP", mode="open",
                                             title=t(lang, "d_load"), lang=lang))
        elif name == "neu":
            self.new_game()         # EMPERADO 4h: at once, with the same settings
        elif name == "ende":
            self._open("ende", Alert(t(lang, "really_quit"), [t(lang, "yes"), t(lang, "no")],
                                     icon="question", default=1, lang=lang))
        elif name == "weiter":
            if self.cpu is not None:
                if self.cpu.done:
                    self._cpu_go_on()
                else:
                    self.cpu_skip = True

    def _open(self, kind: str, widget) -> None:
        self.ask(widget, lambda result: self._answered(kind, widget, result))

    def _answered(self, kind: str, w, result) -> None:
        """What the box `kind` answered."""
        ok = result == dialogs.OK
        if kind in ("parameter", "zeiten", "spieler") and ok:
            new = self.settings.copy()
            if kind == "parameter":
                dialogs.apply_parameters(new, w.values)
            elif kind == "zeiten":
                dialogs.apply_times(new, w.values)
            else:
                w.apply(new)
            self.change_settings(new)
        elif kind == "extras" and ok:
            self.extras.update({k: bool(v) for k, v in w.values.items()})
            self._apply_colour()
        elif kind == "sichern" and result:
            self.save_to(result)
        elif kind == "laden" and result:
            self.load_from(result)
        elif kind == "ende" and result == 0:
            self.close()
        elif kind == "error":
            pass

    # -- files (EMPERADO 4f, 4g) ---------------------------------------------------------------
    def _alert(self, text: str) -> None:
        self._open("error", Alert(text, icon="stop", lang=self.lang))

    def save_to(self, path) -> bool:
        try:
            self.message = files.save(path, self.game, self.lang)
        except files.FileProblem as e:
            self._alert(str(e))
            return False
        return True

    def load_from(self, path) -> bool:
        try:
            game = files.load(path, self.lang)
        except files.FileProblem as e:
            self._alert(str(e))
            return False
        self.set_game(game)
        self.message = t(self.lang, "loaded", name=Path(path).name)
        return True

    def set_game(self, game: Game) -> None:
        self.game = game
        self.players = {}
        self.cpu = None
        self.turn_seen = None
        self.selected = None
        self.only = None
        self.view = self.map_view = "overview"
        self._check_turn()

    def new_game(self) -> None:
        """Neues Spiel (EMPERADO 4h): the same settings, new dice."""
        self.set_game(Game(self.settings, next_seed(self.game.seed)))

    # -- the Zugtabelle (EMPERADO 5) -------------------------------------------------------------
    def _table_wait(self) -> None:
        """EMPERADO 4b: [Esc] during a computer turn sets the Tabellenzeit to "-" (logged)."""
        new = self.settings.copy()
        new.table_time = None
        self.change_settings(new)

    cpu_skip = False        # "weiter" while the computer still thinks: go on as soon as it is done

    def _update_table(self, inp: Input) -> None:
        cpu = self.cpu
        if cpu is None:
            self.view = self.map_view
            return
        if self.cpu_skip and cpu.done:
            self.cpu_skip = False
            self._cpu_go_on()
            return
        if inp.shift and inp.key("B"):
            self.show_moves = not self.show_moves
            return
        if inp.key("ESCAPE"):
            self._table_wait()
            if cpu.done:
                cpu.review_left = None
            return
        if inp.key("RETURN", "KP_ENTER"):
            self.menu_action("weiter")
            return
        if inp.clicked("L"):
            name = self._box_at(TABLE_BOXES, inp.x, inp.y)
            if name is not None:
                self.menu_action(name)
            elif not L.inside(L.menu_bar_rect(len(TABLE_BOXES)), inp.x, inp.y):
                self._show("overview")
                if cpu.done:
                    cpu.review_left = None
            return
        if inp.clicked("R") or (inp.keys and not inp.shift):
            self.view = "overview"       # the whole situation, with the arrows of the turn
            if cpu.done:
                cpu.review_left = None   # EMPERADO 5: waits until the table is back

    # -- drawing -----------------------------------------------------------------------------
    def draw(self) -> None:
        views.draw(self)
