"""Driving the EMPERADO screens with clicks, as a player would: for tests and benches.

Every helper here goes through `app.frame(Input)`: the pointer is moved, buttons are
pressed, nothing in the scene is set by hand. `make` gives the app and the Playing `g`
(playing.py: the match, `g.view` the screen on top, `g.look`, `g.turn`, `g.messages`).
`play_turn_by_clicks` is a simple human: all armies on its strongest front country,
attacks while the odds are good, then the Spielmenü and "Fertig".
"""
from __future__ import annotations

from retro.input import Input
from retro.scenes import App

from retro.play import Match

from .. import rules, world
from ..match import RULES
from ..odds import conquer
from ..state import PlayerSetting, Settings, default_players
from . import layout as L
from .menu_scene import MENU_BOXES
from .playing import Playing

PARK = (320, 200)     # somewhere that is no edge


def settings(parties=4, humans=(0,), info=0, table=0, graphic=0, **params) -> Settings:
    s = Settings(players=[PlayerSetting(p.name, i in humans)
                          for i, p in enumerate(default_players(parties))],
                 info_time=info, table_time=table, graphic_time=graphic)
    for k, v in params.items():
        setattr(s, k, v)
    return s


def make(parties=4, humans=(0,), seed=1, folder=None, lang="de", extras=None, **kw):
    """The app and the Playing of a new game, one frame on."""
    g = Playing(Match(RULES, settings(parties, humans, **kw), seed), lang, folder=folder,
                extras=extras)
    app = App(g.scene)
    frame(app, Input(*PARK))
    return app, g


def actions(g) -> list:
    """The game's log as actions (settings changes included)."""
    return [e.action for e in g.match.log]


def replayed(g) -> Match:
    """The game again from its first settings, seed and log, every action checked."""
    m = Match(RULES, g.match.settings, g.match.seed)
    for e in g.match.log:
        m.play(e.player, e.action)
    return m


def frame(app, inp: Input, draw: bool = False) -> None:
    app.frame(inp, draw=draw)
    app.last_pos = (inp.x, inp.y)


def at(app) -> tuple[int, int]:
    return getattr(app, "last_pos", PARK)


def move(app, x, y, draw=False):
    frame(app, Input(x, y), draw)


def click(app, x, y, button="L", shift=False, draw=False):
    move(app, x, y)
    frame(app, Input(x, y, pressed={button}, held={button}, shift=shift), draw)
    frame(app, Input(x, y, released={button}), draw)


def key(app, *keys, shift=False, text="", draw=False):
    x, y = at(app)
    frame(app, Input(x, y, keys=set(keys), keys_held=set(keys), shift=shift, text=text), draw)


def to_overview(app, g) -> None:
    """From the map (past a pole) or the Spielmenü (a click beside the bar) to the overview."""
    if g.view == "map":
        y = 0 if g.look.quarter[1] == 0 else L.H - 1
        move(app, *PARK)
        move(app, PARK[0], y)
    elif g.view == "menu":
        click(app, 100, 380)


def show_country(app, g, c: int) -> None:
    """Make c's name box visible: the overview, then a click on its place there."""
    if g.view == "map" and L.name_box_on_screen(g.look.quarter, c) is not None:
        return
    if g.view != "overview":
        to_overview(app, g)
    x, y = L.overview_point(c)
    move(app, *PARK)
    click(app, x, y)


def box_centre(g, c: int) -> tuple[int, int]:
    x, y, w, h = L.name_box_on_screen(g.look.quarter, c)
    return x + w // 2, y + h // 2


def click_country(app, g, c: int, button="L", shift=False, draw=False) -> None:
    show_country(app, g, c)
    click(app, *box_centre(g, c), button, shift, draw)


def open_menu(app, g) -> None:
    """A right click beside the name boxes (EMPERADO 4)."""
    if g.view == "menu":
        return
    if g.view == "map":
        for _ in range(2):   # the first may only drop the cross-hair
            if g.view == "menu":
                break
            x, y = _free_spot(g)
            click(app, x, y, "R")
    else:
        if g.look.selected is not None:
            click(app, *PARK, "R")
        click(app, *PARK, "R")


def _free_spot(g):
    for y in range(L.STRIP + 8, L.H - 8, 24):
        for x in range(8, L.W - 8, 40):
            if L.country_box_at(g.look.quarter, x, y, lambda c: "A999*") is None:
                return x, y
    return 8, 30


def menu_click(app, g, name: str) -> None:
    open_menu(app, g)
    x, y, w, h = L.menu_box(MENU_BOXES.index(name))
    click(app, x + w // 2, y + h // 2)


def play_turn_by_clicks(app, g, max_attacks: int = 30) -> list[str]:
    """One human turn done with clicks only (place, attack, Fertig); the texts of the
    alerts it answered on the way (a party out)."""
    said: list[str] = []
    st = g.state
    me = st.current
    mine = st.countries_of(me)
    front = [c for c in mine if rules.attack_targets(st, c)] or mine
    src = max(front, key=lambda c: (st.armies[c], -c))
    while st.phase == "einsetzen":
        n = st.to_place
        click_country(app, g, src, "R" if n >= 5 else "L", shift=n >= 100)
        st = g.state
    for _ in range(max_attacks):
        st = g.state
        if st.phase != "handeln":
            break
        best = None
        for a in st.countries_of(me):
            if not rules.is_active(st, a):
                continue
            for d in rules.attack_targets(st, a):
                p = conquer(st.armies[a], st.armies[d])
                if p >= 0.6 and (best is None or p > best[0]):
                    best = (p, a, d)
        if best is None:
            break
        _, a, d = best
        click_country(app, g, a)
        if g.look.selected != a:
            break
        show_country(app, g, d)
        if g.look.selected != a:     # changing quarters keeps the choice; re-choose if lost
            click_country(app, g, a)
            show_country(app, g, d)
        click(app, *box_centre(g, d), "R", shift=True)
        said += answer_boxes(app, g)
        if g.look.selected is not None:
            click(app, *_free_spot(g))
    if g.state.phase != "ende" and g.state.current == me:
        menu_click(app, g, "fertig")
    return said


def answer_boxes(app, g) -> list[str]:
    """Return to whatever box stands over the game (a party out, the march-in): its
    default answer; the alerts' texts."""
    said = []
    for _ in range(8):
        if app.top is g.scene:
            break
        message = getattr(app.top.widget, "message", None)
        if message:
            said.append(message)
        key(app, "RETURN")
    return said


# -- the boxes of the Spielmenü (EMPERADO 4a-4c, 4f, 4g) -----------------------------------
def set_parameters(app, g, solidarity, coalition, handicap) -> None:
    """EMPERADO 4a: the box Parameter, three numbers typed, Return."""
    _fill(app, g, "parameter", (solidarity, coalition, handicap))


def set_times(app, g, info, table, graphic) -> None:
    """EMPERADO 4b: the box Zeiten, seconds or "-" typed, Return."""
    _fill(app, g, "zeiten", (info, table, graphic))


def _fill(app, g, box: str, values) -> None:
    menu_click(app, g, box)
    for i, v in enumerate(values):
        if i:
            key(app, "TAB")
        key(app, text=str(v))
    key(app, "RETURN")


def set_player(app, g, party: int, name: str | None = None, flip: bool = False) -> None:
    """EMPERADO 4c: the box Spieler, a name typed, C/M flipped with the key *."""
    menu_click(app, g, "spieler")
    for _ in range(party):
        key(app, "DOWN")
    if name:
        key(app, text=name)
    if flip:
        key(app, text="*")
    key(app, "RETURN")


def save_as(app, g, name: str) -> None:
    """EMPERADO 4f: Sichern, a file name typed, Return."""
    menu_click(app, g, "sichern")
    key(app, text=name)
    key(app, "RETURN")


def load_from(app, g, name: str) -> None:
    """EMPERADO 4g: Laden, a file name typed, Return."""
    menu_click(app, g, "laden")
    key(app, text=name)
    key(app, "RETURN")


def run_until(app, g, cond, limit=20000, inp=None) -> int:
    """Frames (no drawing) until cond() holds; returns the frames used."""
    for i in range(limit):
        if cond():
            return i
        frame(app, inp or Input(*at(app)))
    return limit


def neighbours(c: int):
    return world.NEIGHBOURS[c]
