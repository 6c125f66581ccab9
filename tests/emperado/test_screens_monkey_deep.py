"""Smart monkeys deep into real games: nothing a player does may crash or lose a game.

A seeded monkey drives the App with Input values only. Most of the time it does what a
player would (clicks its own country's name box, then a neighbour's, left/right/Shift;
Return; the Spielmenü and its boxes, Sichern and Laden included - damaged, foreign,
newer and other-sized games lie in the folder -; Shift+R, Shift+K, Shift+B, Esc in a
computer turn); some of the time it hits anything (random places, buttons, keys, umlaut
text). Each seed runs until two games have ended or round 40 (at least round 15 or one
end). After every frame the invariants hold; at checkpoints the game replays from
settings + seed + log, survives its text form, is saved and loaded back through the
file selector to the same state, and the loaded game's picture is the one a new scene
opened on that file draws. The computer gets a whole second a frame (it needs far less)
so that a seed meets the same states on every run.
"""
import pytest
import pyxel

from retro import storage
from retro.dice import Dice
from retro.input import Input
from retro.scenes import App
from retro.testing import answer_a_box, ensure_pyxel

from ports.emperado import world
from ports.emperado.actions import Place
from ports.emperado.match import RULES
from ports.emperado.screens import layout as L
from ports.emperado.screens import testing as T
from ports.emperado.screens.menu_scene import MENU_BOXES
from ports.emperado.screens.playing import Playing
from ports.emperado.screens.table_scene import TABLE_BOXES
from retro.play import Match

KEYS = ["RETURN", "ESCAPE", "SPACE", "R", "K", "B", "TAB", "UP", "DOWN", "LEFT", "RIGHT",
        "BACKSPACE", "DELETE", "HOME", "END", "5", "KP_ENTER", "F1"]
TEXTS = ["", "7", "-", "*", "a", "ä", "Ö", "ß", "ü9", "x-1", "999", "Zürich", "ÄÖÜ"]


@pytest.fixture(autouse=True)
def st_high(tmp_path):
    ensure_pyxel("st_high")
    storage.set_data_dir(str(tmp_path))     # Sichern/Laden into the scene's default folder
    yield
    storage.set_data_dir(None)


def check_invariants(st):
    assert all(a >= 1 for a in st.armies)
    assert all(o == -1 or 0 <= o < st.n_parties for o in st.owner)
    assert st.to_place >= 0


def check_replay(g):
    """A game is its first settings + seed + log: the replay and the text form agree."""
    now = g.state.to_dict()
    assert T.replayed(g).state.to_dict() == now
    back = Match.from_text(RULES, g.match.to_text())
    assert back.state.to_dict() == now and back.log == g.match.log


def _frames(e) -> str:
    import traceback
    return " ".join(f.name for f in traceback.extract_tb(e.__traceback__))


class Monkey:
    def __init__(self, seed, parties, humans, tmp_path, table=0, lang="de", march=0):
        self.dice = Dice(seed)
        self.march = march          # the option "Nachrücken wählen": its box among the rest
        self.lang = lang
        self.tmp = tmp_path
        self.parties, self.humans, self.table = parties, humans, table
        self.frames = 0
        self.saves = 0
        self.misses = []
        self.tops, self.views = set(), set()
        # bad files for Laden to meet: damaged, empty, another game's, a newer version's
        folder = tmp_path / "emperado"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "KAPUTT.EMP").write_bytes(b"\x00\xff garbage \xe4")
        (folder / "LEER.EMP").write_text("")
        storage.save(folder / "FREMD.EMP", "amalone", "game", 1, "nothing")
        storage.save(folder / "NEU.EMP", "emperado", "game", 99, "from the future")
        storage.save(folder / "FALSCH.EMP", "emperado", "game", 2, "settings {}\nseed x\n")
        # and good games of other sizes: six computers, two humans with a turn begun
        Match(RULES, T.settings(6, ()), 77).save(folder / "SECHS.EMP")
        two = Match(RULES, T.settings(2, (0, 1)), 78)
        two.play(two.state.current, Place(two.state.countries_of(two.state.current)[0], 1))
        two.save(folder / "ZWEI.EMP")
        self.fresh(seed)

    def fresh(self, seed):
        game = Match(RULES, T.settings(self.parties, self.humans, table=self.table,
                                       march_choice=self.march), seed)
        self.g = Playing(game, self.lang, folder=None, think_ms=1000)
        self.app = App(self.g.scene, think_ms=1000)
        T.frame(self.app, Input(*T.PARK))

    # every Input goes through here, so the frames are counted and each is checked
    def frame(self, inp, draw=False):
        T.frame(self.app, inp, draw or self.frames % 7 == 0)     # drawing must not crash either
        self.frames += 1
        top = self.app.top
        self.tops.add(type(getattr(top, "widget", top)).__name__)
        self.views.add(self.g.view)

    def click(self, x, y, button="L", shift=False):
        self.frame(Input(x, y))
        self.frame(Input(x, y, pressed={button}, held={button}, shift=shift))
        self.frame(Input(x, y, released={button}))

    def key(self, k=None, shift=False, text=""):
        x, y = T.at(self.app)
        keys = {k} if k else set()
        self.frame(Input(x, y, keys=keys, keys_held=keys, shift=shift, text=text))

    def click_country(self, c, button="L", shift=False):
        """Like T.click_country, but a name box that cannot be brought up is no test error."""
        if self.g.turn.info is not None:
            self.key("RETURN")                      # the income box first
        T.show_country(self.app, self.g, c)
        box = L.name_box_on_screen(self.g.look.quarter, c) if self.g.view == "map" else None
        if box is None:
            self.misses.append((self.g.view, self.g.look.quarter, c))
            return
        x, y, w, h = box
        self.click(x + w // 2, y + h // 2, button, shift)

    def random_input(self):
        d = self.dice
        x = d.choice([0, L.W - 1, d.below(L.W), d.below(L.W)])
        y = d.choice([0, L.H - 1, d.below(L.H), d.below(L.H)])
        r = d.below(10)
        if r < 4:
            b = d.choice(["L", "L", "R", "M"])
            self.frame(Input(x, y, pressed={b}, held={b}, shift=d.below(3) == 0))
            self.frame(Input(x, y, released={b}))
        elif r < 7:
            k = d.choice(KEYS)
            self.frame(Input(x, y, keys={k}, keys_held={k}, shift=d.below(3) == 0,
                             text=d.choice(TEXTS)))
        elif r < 8:
            self.frame(Input(x, y, text=d.choice(TEXTS)))
        else:
            self.frame(Input(x, y), draw=d.below(4) == 0)

    # -- the meaningful things -------------------------------------------------------------
    def in_widget(self):
        """A box is open on top of the game: type, click, then Return or Esc."""
        answer_a_box(self)

    def menu_box(self, boxes, name):
        x, y, w, h = L.menu_box(boxes.index(name))
        self.click(x + w // 2, y + h // 2)

    def human(self):
        d, g, app = self.dice, self.g, self.app
        st = g.state
        me = st.current
        r = d.below(100)
        mine = st.countries_of(me)
        if r < 3 and g.view in ("overview", "map") and g.look.selected is None:
            if g.turn.info is not None:
                self.key("RETURN")
            try:
                T.play_turn_by_clicks(app, g)      # now and then a whole sensible turn
            except TypeError as e:                  # the helper found no name box: no game error
                if e.__traceback__ is None or "box_centre" not in _frames(e):
                    raise
                self.misses.append(("helper", g.look.quarter, None))
            self.frames += 40
        elif r < 40 and mine:
            c = d.choice(mine)
            if st.phase == "einsetzen":
                self.click_country(c, d.choice(["L", "R", "R"]), shift=d.below(4) == 0)
            else:
                self.click_country(c)
                targets = list(world.NEIGHBOURS[c])
                if targets and g.look.selected is not None:
                    self.click_country(d.choice(targets), d.choice(["L", "R", "R"]),
                                       shift=d.below(2) == 0)
        elif r < 55:
            if st.phase == "einsetzen" or d.below(3) == 0:
                self.key("RETURN")
            else:
                T.menu_click(app, g, "fertig")
        elif r < 70:
            name = d.choice([b for b in MENU_BOXES if b not in ("neu", "ende")] * 5
                            + ["neu", "ende"])
            T.open_menu(app, g)
            if g.view == "menu":
                self.menu_box(MENU_BOXES, name)
                for _ in range(d.below(6)):
                    if app.top is g.scene:
                        break
                    self.in_widget()
        elif r < 76:
            self.key("R", shift=True)
        elif r < 79:
            self.key("K", shift=True)
        elif r < 81:
            self.key("B", shift=True)
        else:
            self.random_input()

    def computer(self):
        d, g = self.dice, self.g
        r = d.below(100)
        if r < 80:
            self.frame(Input(*T.PARK))
        elif r < 84:
            self.key("ESCAPE")
        elif r < 88:
            self.key("B", shift=True)
        elif r < 93:
            self.key("RETURN")
        elif r < 96 and g.view == "table":
            self.menu_box(TABLE_BOXES, d.choice(["weiter", "weiter", "parameter", "zeiten"]))
        else:
            self.random_input()

    def checkpoint(self):
        """Sichern and Laden by the menu give back the same game (EMPERADO 4f, 4g)."""
        g, app = self.g, self.app
        check_replay(g)
        if g.turn.info is not None:
            self.key("RETURN")                      # the income box first
        if app.top is not g.scene or not g.human_turn() or g.view not in ("overview", "map", "menu"):
            return
        self.saves += 1
        name = f"AFFE{self.saves}"
        saved, actions = g.state.to_dict(), list(T.actions(g))
        T.save_as(app, g, name)
        assert app.top is g.scene, "Sichern left a box open"
        assert (self.tmp / "emperado" / f"{name}.EMP").exists()
        T.load_from(app, g, f"{name}.EMP")
        assert app.top is g.scene and g.state.to_dict() == saved and T.actions(g) == actions
        self.frames += 12
        self.same_picture(self.tmp / "emperado" / f"{name}.EMP")

    def same_picture(self, path):
        """The loaded game on screen is the picture of a new scene opened on that file
        (the message line at the bottom aside)."""
        g, app = self.g, self.app
        x, y = T.at(app)
        self.frame(Input(x, y), draw=True)        # a frame on: the pointer follows the game
        rows = range(0, L.H - 52, 7)
        mine = [pyxel.pget(px, py) for py in rows for px in range(0, L.W, 2)]
        fresh = Playing(Match.load(RULES, path), self.lang, extras=dict(g.extras), think_ms=0)
        fresh.look.show_armies, fresh.look.hide_kinds = g.look.show_armies, g.look.hide_kinds
        other = App(fresh.scene, think_ms=0)
        other.frame(Input(x, y), draw=False)
        fresh.turn.info_left = g.turn.info_left
        other.draw()
        theirs = [pyxel.pget(px, py) for py in rows for px in range(0, L.W, 2)]
        assert mine == theirs

    def step(self):
        g, app = self.g, self.app
        if app.quit_requested or not app.stack:      # "Ende" confirmed: a fresh game
            self.fresh(self.dice.below(10000))
            return
        if app.top is not g.scene:
            self.in_widget()
        elif g.state.phase == "ende" or g.view == "over":
            self.random_input()
        elif g.human_turn():
            self.human()
        else:
            self.computer()


def drive(seed, parties, humans, tmp_path, table=0, lang="de", steps=6000, rounds=40, march=0):
    m = Monkey(seed, parties, humans, tmp_path, table, lang, march)
    best_round, ends = 1, 0
    for i in range(steps):
        was_over = m.g.state.phase == "ende"
        m.step()
        check_invariants(m.g.state)
        best_round = max(best_round, m.g.state.round)
        if m.g.state.phase == "ende" and not was_over:
            ends += 1
        if i % 150 == 0:
            m.checkpoint()
        if ends >= 2 or best_round >= rounds:
            break
    m.checkpoint()
    return m, best_round, ends


# house rule: nothing a player does may crash or lose a game (EMPERADO 1-5)
@pytest.mark.parametrize("seed,parties,humans,table,lang", [
    (1, 4, (0, 2), 0, "de"),
    (2, 3, (1,), 1, "de"),
    (3, 2, (0, 1), 0, "en"),
    (9, 6, (0, 3, 5), 0, "de"),
    (10, 5, (4,), 2, "de"),
    (6, 3, (0, 1, 2), 0, "en"),
    (7, 4, (1, 3), 1, "de"),
])
def test_smart_monkey_plays_deep(seed, parties, humans, table, lang, tmp_path):
    m, best_round, ends = drive(seed, parties, humans, tmp_path, table, lang)
    print(f"seed {seed}: {m.frames} frames, round {best_round}, ends {ends}, saves {m.saves}, "
          f"actions {len(m.g.match.log)}, name boxes not reached {len(m.misses)}, "
          f"boxes {sorted(m.tops)}, views {sorted(m.views)}")
    assert best_round >= 15 or ends
    assert {"Dialog", "PlayersDialog", "FileSelector", "Alert", "TextPager"} <= m.tops


# the same with our option "Nachrücken wählen" (EMPERADO 3b): its box, wild clicks on it
@pytest.mark.parametrize("seed,parties,humans,table,lang", [
    (4, 3, (0,), 0, "de"),
    (8, 4, (0, 2), 1, "en"),
])
def test_smart_monkey_plays_deep_with_the_march_in_choice(seed, parties, humans, table, lang,
                                                          tmp_path):
    m, best_round, ends = drive(seed, parties, humans, tmp_path, table, lang, march=1)
    marched = [e for e in m.g.match.log if type(e.action).__name__ == "MarchIn"]
    print(f"seed {seed}: {m.frames} frames, round {best_round}, ends {ends}, "
          f"march-ins {len(marched)}, boxes {sorted(m.tops)}")
    assert best_round >= 15 or ends
    assert m.g.settings.march_choice in (0, 1)
    assert any(e.player in humans for e in marched)       # the monkey met the box too
