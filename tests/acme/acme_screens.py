"""Playing ACME on screen in the tests: a player who clicks what the computer would play."""
from retro.dice import Dice
from retro.gui.alert import Alert
from retro.gui.base import Modal
from retro.gui.letterkeys import LetterKeyboard
from retro.input import Input

from ports.acme.actions import Advance, Attack, Done, Halt, Place, Regroup, Trade
from ports.acme.match import RULES
from ports.acme.screens import layout as L
from ports.acme.screens.dice_scene import DiceScene
from ports.acme.screens.game_scene import GameScene


def click(app, x, y, button="L", shift=False):
    app.frame(Input(x=x, y=y, pressed={button}, held={button}, shift=shift))
    app.frame(Input(x=x, y=y))


def at(scene, country):
    x, y = scene.geo.labels[country]
    return L.MAP_X + x, L.MAP_Y + y


def click_country(app, scene, country, button="L", shift=False):
    click(app, *at(scene, country), button, shift)


def type_name(app, name):
    """Click the letters of the keyboard on top, then Ende."""
    kb = app.top.widget
    assert isinstance(kb, LetterKeyboard)
    while kb.name:
        r = next(rect for key, rect in kb.keys if key == "\b")
        click(app, r[0] + 2, r[1] + 2)
    for ch in name:
        key = " " if ch == " " else ch
        r = next(rect for k, rect in kb.keys if k == key)
        click(app, r[0] + 2, r[1] + 2)
    r = next(rect for k, rect in kb.keys if k == "\n")
    click(app, r[0] + 2, r[1] + 2)


class Clicker:
    """Plays the human seats of a GameScene by clicks, choosing what the acme computer would."""

    def __init__(self, app, scene: GameScene, seed: int = 1, level: str = "acme"):
        self.app, self.sc, self.level = app, scene, level
        self.dice = Dice(seed)
        self.clicks = 0
        self.alerts = []

    def step(self) -> None:
        app, sc = self.app, self.sc
        top = app.top
        if isinstance(top, Modal) and isinstance(top.widget, Alert):
            a = top.widget
            self.alerts.append(a.message)
            x, y, w, h = a.button_rects[0]          # Ja / OK / Neues Spiel
            click(app, x + 2, y + 2)
            return
        if isinstance(top, DiceScene):
            if top.step == "choose":
                app.frame(Input(keys={"RETURN"}))
            elif top.step == "spin":
                click(app, 100, 100)
            else:
                for _ in range(40):                 # the pairs shown, the dice close by themselves
                    if not isinstance(app.top, DiceScene):
                        break
                    app.frame(Input())
            return
        if top is not sc:
            app.frame(Input(keys={"ESCAPE"}))
            return
        if not sc.match.humans_awaited():
            app.frame(Input(x=300, y=190))
            return
        st = sc.state
        action = RULES.thinker(st, st.current, self.level, self.dice).run()
        self.clicks += 1
        if isinstance(action, Trade):
            app.frame(Input())                      # the question comes as an alert
        elif isinstance(action, Place):
            for _ in range(action.count // 5):
                click_country(app, sc, action.country, shift=True)
            for _ in range(action.count % 5):
                click_country(app, sc, action.country)
        elif isinstance(action, Attack):
            if sc.src != action.src:
                click_country(app, sc, action.src)
            last = sc.last_dice
            sc.last_dice = action.dice
            click_country(app, sc, action.dst)
            if not isinstance(app.top, DiceScene):
                sc.last_dice = last
        elif isinstance(action, Advance):
            for _ in range(action.count):
                click_country(app, sc, st.conquest[1])
        elif isinstance(action, Halt):
            click_country(app, sc, st.conquest[0])
        elif isinstance(action, Regroup):
            if sc.src != action.src:
                click_country(app, sc, action.src)
            for _ in range(action.count):
                click_country(app, sc, action.dst)
            if sc.src is not None:
                click_country(app, sc, action.src)
        elif isinstance(action, Done):
            x, y, w, h = L.DONE
            click(app, x + 4, y + 4)

    def play(self, until, limit: int = 20000) -> int:
        n = 0
        while not until() and n < limit:
            self.step()
            n += 1
        return n
