"""What a player does on the screens, given to the Match: clicks on countries (EMPERADO 3),
Shift+R (3c), Fertig (4e), the boxes of the Spielmenü and the Zugtabelle (4a-4i, 5).

Every function takes the Playing `g`; boxes open over the screen on top (`g.scene.ask`)
and their answers come back in `_answered`. What the settings boxes (4a-4c) and Esc (4b)
change is played as the Match's notes, so that saves, Shift+R and replays see the settings
as they were at every point of the game.
"""
from __future__ import annotations

from pathlib import Path

from retro import saving, screen, sound
from retro.dice import Dice
from retro.gui.alert import Alert
from retro.gui.fileselector import FileSelector
from retro.gui.pager import TextPager
from retro.play import Refusal

from .. import rules, world
from ..actions import Attack, Done, MarchIn, Move, Place, changes_between
from ..match import RULES
from . import dialogs, files
from .texts_screen import action_text, help_text, t


def play(g, action) -> bool:
    """A move of the party on turn; the reason in the message line if it is refused."""
    try:
        g.match.play(g.state.current, action)
    except Refusal as e:
        g.say(e)
        return False
    g.messages.text = ""
    return True


def click_country(g, c: int, n: int) -> None:
    """A click (n = 1, 5 or x20) on country c's name box by the party on turn."""
    st, look = g.state, g.look
    if st.phase == "einsetzen":
        play(g, Place(c, n))             # EMPERADO 3a
        return
    s = look.selected
    if s is None:
        if rules.is_active(st, c):
            look.selected = c
            g.messages.text = ""
        else:
            why = rules.why_inactive(st, c)      # say why this country cannot act
            if why is not None:
                g.say(why)
        return
    if c == s:
        look.selected = None
        return
    if st.owner[c] != st.current:
        play(g, Attack(s, c, n))         # EMPERADO 3b
    elif world.adjacent(s, c):
        play(g, Move(s, c, n))           # EMPERADO 3c
    elif rules.is_active(st, c):
        look.selected = c                # our decision: another own active country re-chooses
        return
    else:
        play(g, Move(s, c, n))           # says why not
    if look.selected is not None and not rules.is_active(g.state, look.selected):
        look.selected = None


def ask_march(g) -> None:
    """Our option "Nachrücken wählen": after a liberation, how many armies march in."""
    src, dst, least, most = rules.march_range(g.state)
    g.look.selected = None
    w = dialogs.march_dialog(g.lang, world.COUNTRIES[dst].name, least, most)
    g.scene.ask(w, lambda result: _marched(g, w))


def _marched(g, w) -> None:
    march = rules.march_range(g.state)
    if march is None or not g.human_turn():
        return                          # the game moved on meanwhile (a load, a new game)
    n = w.values.get("count")
    play(g, MarchIn(n if isinstance(n, int) else march[3]))   # all but one if left empty


def undo(g) -> None:
    """Shift+R (EMPERADO 3c): take back the last move of this turn; the settings changed
    since then stay (the Match passes over its notes). A march-in goes back with its
    liberation (Emperado.undo_may_stop): the message names the liberation."""
    if not g.match.can_undo():
        g.say(Refusal("no_undo"))
        return
    last = g.match.undo()[-1].action
    g.look.selected = None
    g.messages.text = t("undone", g.lang, what=action_text(last, g.lang))


def finish_turn(g) -> None:
    """Fertig (EMPERADO 4e)."""
    if play(g, Done()):
        g.look.selected = None
        g.check_turn()


def change_settings(g, new) -> None:
    """Play what a settings box (4a-4c) or Esc (4b) changed, as the Match's notes."""
    was_human = g.human_turn()
    try:
        for change in changes_between(g.settings, new):
            g.match.play(None, change)
    except Refusal as e:
        g.say(e)
    if g.human_turn() != was_human and g.state.phase != "ende":
        # the party on turn changed hands (4c): a human takes over, or the computer does
        g.match.drop_held()
        g.turn.review = None
        g.turn.seen = None
        g.check_turn()


def table_wait(g) -> None:
    """EMPERADO 4b: [Esc] during a computer turn sets the Tabellenzeit to "-" (logged)."""
    new = g.settings.copy()
    new.table_time = None
    change_settings(g, new)


def new_game(g) -> None:
    """Neues Spiel (EMPERADO 4h): at once, the current settings, new dice: the seed drawn
    from the current one (retro.dice), so that a seed's games follow each other the same."""
    g.match.new_game(g.settings.for_new_game(), Dice(g.match.seed).below(2 ** 31))


# -- the boxes of the Spielmenü and the Zugtabelle (EMPERADO 4, 5) ------------------------------
def box(g, name: str) -> None:
    g.messages.text = ""
    lang = g.lang
    if name == "parameter":
        _open(g, name, dialogs.parameter_dialog(g.settings, lang))
    elif name == "zeiten":
        _open(g, name, dialogs.times_dialog(g.settings, lang))
    elif name == "spieler":
        _open(g, name, dialogs.PlayersDialog(g.settings, lang, g.scene.machine))
    elif name == "extras":
        _open(g, name, dialogs.extras_dialog(g.extras, lang, g.settings.march_choice))
    elif name == "hilfe":
        _open(g, name, TextPager(help_text(lang), t("help_title", lang), lang=lang))
    elif name == "fertig":
        if g.human_turn():
            finish_turn(g)
    elif name == "sichern":
        _open(g, name, FileSelector(g.folder_path(), "*.EMP", mode="save",
                                    title=t("d_save", lang), lang=lang))
    elif name == "laden":
        _open(g, name, FileSelector(g.folder_path(), "*.EMP", mode="open",
                                    title=t("d_load", lang), lang=lang))
    elif name == "neu":
        new_game(g)
    elif name == "ende":
        _open(g, name, Alert(t("really_quit", lang), [t("yes", lang), t("no", lang)],
                             icon="question", default=1, lang=lang))
    elif name == "weiter" and g.turn.review is not None:
        if g.cpu_done:
            g.go_on()
        else:
            g.turn.skip = True


def announce(g) -> None:
    """The next alert of a party out; the last human's offers to let the computers play the
    rest out quickly ("Schnell zu Ende") or to watch them turn by turn."""
    kind, text = g.alerts.pop(0)
    lang = g.lang
    if kind == "last_human":
        _open(g, kind, Alert(text, [t("watch", lang), t("fast", lang)], icon="note",
                             default=0, cancel=0, lang=lang))
    else:
        _open(g, kind, Alert(text, icon="note", lang=lang))


def _open(g, kind: str, widget) -> None:
    if isinstance(widget, Alert):
        sound.play("gem.bell")              # GEM's bell on an alert
    g.scene.ask(widget, lambda result: _answered(g, kind, widget, result))


def _answered(g, kind: str, w, result) -> None:
    """What the box `kind` answered."""
    ok = result == dialogs.OK
    if kind in ("parameter", "zeiten", "spieler") and ok:
        new = g.settings.copy()
        if kind == "parameter":
            dialogs.apply_parameters(new, w.values)
        elif kind == "zeiten":
            dialogs.apply_times(new, w.values)
        else:
            w.apply(new)
        change_settings(g, new)
    elif kind == "extras" and ok:
        values = dict(w.values)
        march = int(bool(values.pop("march", g.settings.march_choice)))
        g.extras.update({k: bool(v) for k, v in values.items()})
        if march != g.settings.march_choice:    # a rule of the game: played as a note
            new = g.settings.copy()
            new.march_choice = march
            change_settings(g, new)
        sc = g.scene
        if screen.initialised() and sc.app is not None and sc.app.top is sc:
            screen.apply(sc.machine)        # the colour mode is a machine of its own
    elif kind == "sichern" and result:
        save_to(g, result)
    elif kind == "laden" and result:
        load_from(g, result)
    elif kind == "ende" and result == 0:
        g.scene.close()
    elif kind == "last_human" and result == 1 and not g.humans_left():
        g.start_fast()


# -- files (EMPERADO 4f, 4g) -----------------------------------------------------------------------
def alert(g, text: str) -> None:
    sound.play("gem.bell")
    g.scene.ask(Alert(text, icon="stop", lang=g.lang))


def save_to(g, path) -> bool:
    ok, message = files.save(path, g.match, g.lang)
    if ok:
        g.messages.text = message
    else:
        alert(g, message)
    return ok


def load_from(g, path, offer_backup: bool = True) -> bool:
    """Laden: the game loaded takes the place of this one; a bad file leaves it as it was,
    and its previous version (.bak) is offered when that one is whole."""
    def adopt(loaded):
        g.match.adopt(loaded)
        g.messages.text = t("loaded", g.lang, name=Path(path).name)

    def offer(problem, bak):
        lang = g.lang
        sound.play("gem.bell")
        a = Alert(t("offer_bak", lang, msg=problem, bak=bak.name), [t("yes", lang), t("no", lang)],
                  icon="stop", lang=lang)
        g.scene.ask(a, lambda r: load_from(g, bak, offer_backup=False) if r == 0 else None)

    return saving.load_or_offer(RULES, path, lambda p: files.load(p, g.seat, g.lang), adopt=adopt,
                                refuse=lambda problem: alert(g, problem), offer=offer,
                                offer_backup=offer_backup)
