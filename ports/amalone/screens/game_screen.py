"""The game screen: board, panel, move list; moves by mouse or typed in notation; the
Intuition menu on the right mouse button; the computer thinking in idle_work slices.

The game is a retro.play.Match: this scene turns clicks and typed notation into moves,
hands them to the match, and draws what the match's state shows. The computer (and the
hint) think through retro.driver, in the frames' slices and at its pace; what the computer
plays reaches the scene through the driver's listener, as a human's move does. The moves by
mouse and keyboard are moving.py's part of the scene, the menu's commands commands.py's.
"""
from __future__ import annotations

import pyxel

from retro.gui.alert import Alert
from retro.input import Input
from retro import closing, sound
from retro.driver import DEMO, PLAY, Driver, Hinted, Pace
from retro.play import Match, Played, Rebuilt
from retro.scenes import Scene

from ..board import BLACK, NAME, WHITE
from ..game import DEFAULT_MAX_PLIES, OFFER
from ..match import RULES, Offer
from . import board_view, commands, files, game_menu, layout, palette, picking
from .extras import Extras, computer, default_seats
from .moving import Moving
from .texts_screen import lang_of, t

DEMO_PAUSE = 150          # frames the finished demo game stays on the screen
PACE = Pace(play=0.4, demo=0.8)   # seconds a computer's move stays before the next one's


def max_plies_of(options, default: int = DEFAULT_MAX_PLIES) -> int:
    """aMalone Programma start: `aMalone 1024` sets the ply buffer (retro amalone 1024)."""
    from retro.portkit import game_options

    from ..options import game_parser
    return game_options(game_parser(), options).plies or default


def seed_of(options) -> int:
    seed = getattr(options, "seed", None)
    if seed is None:
        import time
        seed = time.time_ns() % (1 << 62)   # only the seed: every choice after it comes from Dice
    return int(seed)


class GameScene(Moving, Scene):
    machine = palette.MACHINE
    is_demo = False

    def __init__(self, options=None, extras: Extras | None = None, seats=None, *,
                 demo: bool = False, max_plies: int | None = None):
        self.options = options
        self.is_demo = demo
        self.extras = extras or Extras(lang=lang_of(options))
        if demo:
            self.extras.draw = True
            seats = [computer(1), computer(2)]
        self.max_plies = max_plies or max_plies_of(options)
        self.match = Match(RULES, self.extras.settings(max_plies=self.max_plies), seed_of(options),
                           list(seats or default_seats()))
        self.driver = Driver(self.match, PACE, DEMO if demo else PLAY, clock=self.now)
        self.driver.listen(self._heard)
        self.picked: list[int] = []
        self.entry = ""
        self.message = ""
        self.error = False
        self.hover: int | None = None
        self.scroll: int | None = None     # first row of the move list; None follows the end
        self.dialog = None
        self.hint_move: int | None = None  # the hint found (the driver thinks of it)
        self.announced = None
        self.frames = 0
        self.end_frames = 0
        self.last_file = files.DEFAULT_NAME
        self.menubar = game_menu.menu_bar(self.extras, self.machine, demo)
        self._ghost_menu()
        if not demo and closing.note(files.folder() / files.KEPT):
            self.message = t("file.kept", self.lang, name=files.KEPT)

    def on_window_closed(self) -> None:
        if not self.is_demo:
            closing.keep(self.match, files.folder() / files.KEPT)

    # -- the game ----------------------------------------------------------------------------
    @property
    def lang(self) -> str:
        return self.extras.lang

    @property
    def game(self):
        """The state of the game on the board (ports/amalone/game.py)."""
        return self.match.state

    @property
    def seats(self) -> list:
        return self.match.seats

    @property
    def thinking(self) -> bool:
        return bool(self.match.computers_awaited())

    def human_to_move(self) -> bool:
        return bool(self.match.humans_awaited())

    @property
    def hint(self) -> bool:
        """A hint is being thought of."""
        return self.driver.hinting

    def _heard(self, message) -> None:
        """The match played a move (ours or the computer's) or rebuilt its state; the hint."""
        if isinstance(message, Hinted):
            self.hint_move = message.action
            self.say(t("hint.move", self.lang, move=RULES.spell(message.action, self.game)))
            return
        if isinstance(message, (Played, Rebuilt)):
            self.hint_move = None
        if isinstance(message, Played):
            for e in message.events:         # the marble's click, a thud for one pushed off
                sound.play("amalone.thud" if getattr(e, "pushed_off", False) else "amalone.click")
            if self.game.winner is not None:
                sound.play("amalone.win")
            self.after_ply(self.match.log[-1].text)
            if isinstance(message.action, Offer) and self.human_to_move() and not self.is_demo:
                self.alert(t("offer.ask", self.lang, Colour=message.player), [t("yes", self.lang),
                           t("no", self.lang)], waiting="offer", icon="question", default=1)
        elif isinstance(message, Rebuilt):
            self._fresh(keep_message=message.why == "settings")
        if hasattr(self, "menubar"):
            self._ghost_menu()

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
        if self.thinking or self.hint:
            return "busy"
        return "crosshair" if self.picked else "arrow"

    def update(self, inp: Input) -> None:
        self.frames += 1
        if self.is_demo:
            self._update_demo(inp)
            return
        self._ghost_menu()
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
        if not self.game.playing:
            self.end_frames += 1
            if self.end_frames == 1:
                self.say(self.game.result_text(self.lang) or t("pick.over", self.lang))
            if self.end_frames >= DEMO_PAUSE:
                self.end_frames = 0
                names = game_menu.OPENINGS
                x = self.extras
                x.opening = names[(names.index(x.opening) + 1) % len(names)]
                self.new_game()
                self.say("")

    def _ghost_menu(self) -> None:
        m, playing = self.match, self.game.playing
        game_menu.ghost(self.menubar, undo=m.can_undo(), redo=m.can_redo() and playing,
                        hint=playing and self.human_to_move() and not self.hint)

    def after_ply(self, text: str) -> None:
        self.picked = []
        self.entry = ""
        self.scroll = None
        self.say(t("pick.played", self.lang, move=text))
        self.check_end()

    def check_end(self) -> None:
        """Announce the end of the game, or the full ply buffer, once."""
        g = self.game
        key = (id(g), len(g.plies), g.outcome, g.full)
        if g.playing or key == self.announced or self.is_demo:
            return
        self.announced = key
        L = self.lang
        mb = self.menubar                     # a menu held open under the requester would
        mb.open, mb.hover, mb.active = None, None, False   # choose an item when it closes
        if g.full:
            self.alert(t("game.full", L, max=g.max_plies), [t("full.save", L), t("full.ok", L)],
                       waiting="full", icon="stop")
        else:
            self.say(g.result_text(L))
            self.alert(g.result_text(L), [t("end.new", L), t("end.ok", L)], waiting="end",
                       default=1)

    # -- background work ----------------------------------------------------------------
    def idle_work(self, budget_ms: float) -> None:
        self.driver.frame(budget_ms)       # the computer's move at its pace, or the hint

    # -- commands (menu, keys): commands.py --------------------------------------------------
    def command(self, what) -> None:
        commands.command(self, what)

    def answered(self, waiting: str | None, result) -> None:
        commands.answered(self, waiting, result)

    def new_game(self, start=None) -> None:
        """A new game from the chosen opening (or a set-up position), the same seats."""
        self.match.new_game(self.extras.settings(start, self.max_plies))

    def _fresh(self, keep_message: bool = False) -> None:
        self.picked = []
        self.entry = ""
        self.scroll = None
        self.announced = None
        if not keep_message:
            self.say("")

    # -- drawing -------------------------------------------------------------------------
    def move_lines(self) -> list[str]:
        """The move list in notation: the match's log, spelled as each move was played (a
        draw offer's mark left out: the list has room for the move alone)."""
        return [x[:-len(OFFER)] if x.endswith(OFFER) else x for x in self.match.texts()]

    def draw(self) -> None:
        L = self.lang
        g = self.game
        pos = g.position
        thinking = self.thinking
        pyxel.cls(palette.BACKGROUND)
        targets = picking.targets(pos, self.picked) if self.picked and self.human_to_move() else ()
        board_view.draw_board(pos, self.picked, targets, self.hint_move)
        for colour in (WHITE, BLACK):
            seat = self.seats[colour]
            label = t("computer", L, level=game_menu.level_of(seat)) if seat.computer else t("human", L)
            lit = pos.turn == colour and not g.over
            board_view.draw_player(colour, lit, label, pos.lost[1 - colour], L)
        board_view.draw_moves(self.move_lines(), self._first_row(), g.start.turn)
        if thinking:
            right = t("thinking", L, Colour=pos.turn)
        elif self.hover is not None:
            right = t("field", L, field=NAME[self.hover])
        else:
            right = ""
        message = self.message
        if not message and g.playing:
            message = t("to_move", L, Colour=pos.turn)
        show_entry = not self.is_demo
        board_view.draw_status(t("entry", L) if show_entry else "", self.entry if show_entry else "",
                               show_entry and (self.frames // 25) % 2 == 0 and self.human_to_move(),
                               right if not (thinking and len(right) > 20 and self.entry) else "",
                               message, self.error)
        self.menubar.draw()
