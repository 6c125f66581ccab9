"""Issue 20's "done when": an e-mail game of two players at their screens and two computer
seats, with a game master at his, runs through three rounds with files passed only through
eingang/ and the orders files, driven headless by simulated mouse and keys; the same game
through the command line gives the same master file.

- The players' keys are made with the key screen's own function (link.make_key, what
  `player key` does) at a cheap scrypt cost, to keep the test fast; the key screen itself
  is tested in test_screen_key.py.
- The game master creates the game on his screen (start screen -> "Neues Spiel als
  Spielleiter": the folder typed, the two public key files through the file requester, two
  computer seats, the seed, his passphrase twice) and runs every step with his desk's
  "Eingang auswerten" gadget.
- Each packet goes "by mail" (copied) to the player's own folder; he opens it from the
  start screen (file requester, passphrase requester), makes his orders by clicking (a
  movement and purchases in his first packets, standing orders after), saves them with the
  file requester (the name it proposes, in his folder) and "mails" the file into the game
  master's eingang/ - some as a whole mail (.eml, quoted-printable).
- The command line then plays the same game: `gm new` with the same seed and the same
  public key files (the computer seats' written by the screen into the game's folder),
  `gm computer S3 S4`, and each step every player's orders (the same orders' text) through
  `player orders` into eingang/, then `gm run`. The computer races' seeds are secrets of
  the game master's key and the game's id (pbem.GameMaster.ai_seed): so that they decide
  alike, the command line's game gets the screen game's key file and id (keys.make and
  the id's os.urandom patched for `gm new`). Seals, nonces and so the files' bytes differ;
  compared is the master file's decoded content: its Match record ("partie": settings,
  seed, every action in order, the snapshot), the computer seats, the post and the step.
"""
from __future__ import annotations

import email.message
import email.policy
import json
import re
import shutil
import time


from ports.twilight.mail import keys, mastering, pbem
from ports.twilight.screens import link
from ports.twilight.screens.desk_screen import TABS, DeskScene
from ports.twilight.screens.gm_desk import GmDeskScene
from ports.twilight.screens.gm_new import GmNewScene
from ports.twilight.screens.start_screen import CHOICES, StartScene
from retro.gui.alert import Alert
from retro.gui.fileselector import FileSelector
from retro.input import Input

from .screen_helpers import click, first_contact, key, press, pyxel_on, run, typed

HUMANS = ("Anna", "Bert")
GM_PW = "passphrase-des-spielleiters"
SEED, COST, ROUNDS = 5, 16, 3


def pw(name):
    return f"passphrase-von-{name}"


def new_game_on_screen(t):
    start = StartScene(None, folder=t, key_cost=COST, pictures=False)
    app = run(start, Input(5, 500))
    press(app, start.button_rect(CHOICES.index("new_gm")))
    scene = app.top
    assert isinstance(scene, GmNewScene)
    press(app, scene.make_rect)                               # nothing filled in: refused, says what
    assert isinstance(app.top.widget, Alert) and "Ordner" in app.top.widget.message
    key(app, "RETURN")
    press(app, scene.folder.rects()["box"])
    typed(app, str(t / "spiel"))
    for i, name in enumerate(HUMANS):
        press(app, scene.seat_buttons(i)[0])
        assert isinstance(app.top.widget, FileSelector)
        typed(app, f"oeffentlich_{name}.txt")
        key(app, "RETURN")
        assert app.top is scene and scene.seats[i]["name"] == name
    for i in (2, 3):
        press(app, scene.seat_buttons(i)[1])
    press(app, scene.seed.rects()["box"])
    typed(app, str(SEED))
    press(app, scene.pw.rects()["box"])
    typed(app, GM_PW)
    press(app, scene.again.rects()["box"])
    typed(app, GM_PW + "x")
    press(app, scene.make_rect)                               # the repetition differs: refused ...
    assert isinstance(app.top.widget, Alert) and "Wiederholung" in app.top.widget.message
    key(app, "RETURN")
    assert scene.folder.text == str(t / "spiel") and scene.seed.text == str(SEED)    # ... all kept
    key(app, "BACKSPACE")
    press(app, scene.make_rect)
    app.frame(Input(5, 500))                                  # "Spiel wird angelegt..." drawn, then made
    assert scene.state == "done", scene.state
    gm, pair, said = scene.made
    assert f"Fingerabdruck {pair.public.phone}" in said.splitlines()[0]
    press(app, scene.ok_rect)
    desk = app.top
    assert isinstance(desk, GmDeskScene) and desk.gm.computer == [2, 3]
    return app, desk


def mail(text: str) -> bytes:
    m = email.message.EmailMessage(policy=email.policy.SMTP)
    m["From"], m["To"], m["Subject"] = "spieler@example.org", "spielleiter@example.org", "Befehle"
    m.set_content("Hallo,\n\nanbei meine Befehle:\n\n" + text + "\nGruß\n", cte="quoted-printable")
    return m.as_bytes()


def _row(app, desk, action):
    py, ph = desk.page_box()
    x, y, w, h = desk.inside(py, ph)
    app.frame(Input(x + 10, y + 10))
    k = next(i for i, r in enumerate(desk.rows()) if r[2] == action)
    while k - desk.scroll >= h // 9 - 1:
        app.frame(Input(x + 10, y + 10, wheel=-1))
    app.frame(click(x + 10, y + (k - desk.scroll) * 9 + 3))


def player_turn(t, i, packet, first: bool):
    """Player i at his screen: the packet opened, orders clicked, saved; the file's path and orders."""
    name = HUMANS[i]
    post = t / name / "post"
    post.mkdir(exist_ok=True)
    shutil.copy(packet, post / packet.name)                   # the game master's mail arrives
    start = StartScene(None, keyfile=t / name / "schluessel.txt", folder=post)
    app = run(start, Input(5, 500))
    press(app, start.button_rect(CHOICES.index("packet")))
    typed(app, packet.name)
    key(app, "RETURN")
    typed(app, pw(name))
    key(app, "RETURN")
    if first:                                                 # the game's first packet asks
        first_contact(app)
    desk = app.top
    assert isinstance(desk, DeskScene) and desk.me == i
    v = desk.game
    if first:
        if i == 0:                                            # a movement by pointing
            from ports.twilight.screens.galaxy_screen import OVERVIEW
            home = link.hexes.label(v.players[i].home)
            app.frame(click(*OVERVIEW.centre(link.hexes.parse(home))))
            reach, _ = desk.book.reach(home, desk.picked)
            app.frame(click(*OVERVIEW.centre(link.hexes.parse(sorted(reach)[0]))))
            assert isinstance(desk.book.orders[-1], link.Move)
        x, y, w, h = desk.tab_rect(TABS.index("buy"))     # a purchase
        app.frame(click(x + 4, y + 4))
        dock = next(n for n, ps in v.planets.items() if ps.owner == i and ps.dock)
        _row(app, desk, ("build", dock, "cruiser"))
        assert isinstance(desk.book.orders[-1], link.Build)
    press(app, desk.save_rect())
    sel = app.top.widget
    assert isinstance(sel, FileSelector) and sel.name == link.orders_file_name(desk.packet)
    key(app, "RETURN")
    assert isinstance(app.top.widget, Alert) and app.top.widget.title != "Abgelehnt"
    key(app, "RETURN")
    return desk.saved_to, "\n".join(o.text() for o in desk.saved_orders)


def test_a_mail_game_at_the_screens_and_the_same_by_the_command_line(fast_path, monkeypatch):
    t = fast_path
    pyxel_on()
    for name in HUMANS:
        (t / name).mkdir()
        link.make_key(name, pw(name), t / name / "schluessel.txt", t, COST)
    began = time.time()
    app, desk = new_game_on_screen(t)
    gm = desk.gm
    steps = []                          # every run: [(player, orders' text)] of the files that came
    first = {0: True, 1: True}
    while gm.game.round <= ROUNDS and gm.game.phase != "ende":
        came = []
        for p in [p for p in gm.missing() if p < len(HUMANS)]:
            path, text = player_turn(t, p, gm.packet_path(p), first[p])
            first[p] = False
            dst = gm.folder / link.INBOX
            if len(steps) % 3 == 1:                           # a whole mail, the file in its body
                (dst / f"mail_{len(steps)}_S{p + 1}.eml").write_bytes(mail(path.read_text(encoding="utf-8")))
            else:
                shutil.copy(path, dst / path.name)
            came.append((p, text))
        assert came, gm.missing()
        step = gm.game.step
        press(app, desk.buttons()[0][2])                      # "Eingang auswerten" ...
        assert desk.work is not None                          # ... "Runde wird ausgewertet..." first
        app.frame(Input(5, 500))
        assert app.top is desk and desk.work is None
        said = "\n".join(desk.report)
        assert said.count("angenommen: ") == len(came) and not re.search("^abgelehnt: ", said, re.M), said
        assert gm.game.step > step, said
        assert not list((gm.folder / link.INBOX).iterdir())             # all moved to archiv/
        steps.append(came)
        press(app, desk.report_ok())
    assert gm.game.round > ROUNDS and len(steps) >= ROUNDS
    screen_s = time.time() - began
    screen_game = json.loads(gm.seal.open_master(pbem.fileformat.parse_file(gm.folder / link.MASTER_FILE,
                                                                            pbem.MASTER)))

    # -- the same game through the command line ------------------------------------------------
    c = t / "cli"
    c.mkdir()
    (t / "gm.txt").write_text(GM_PW + "\n", encoding="utf-8")
    for name in HUMANS:
        (t / name / "pw.txt").write_text(pw(name) + "\n", encoding="utf-8")
    real_make = keys.make

    def same_key(path, name, passphrase, cost=COST):      # the screen game's key file, as made
        if name != "Spielleiter":
            return real_make(path, name, passphrase, cost)
        shutil.copy(gm.folder / link.GM_KEY_FILE, path)
        pair, _ = keys.load(path, passphrase)
        return pair, keys.public_text(pair, name)

    class SameId:                        # the game's id as the screen game's
        def __getattr__(self, attr):
            import os
            return getattr(os, attr)

        @staticmethod
        def urandom(n):
            return bytes.fromhex(gm.meta["spiel"]) if n == 6 else __import__("os").urandom(n)

    monkeypatch.setattr(keys, "make", same_key)
    monkeypatch.setattr(pbem, "os", SameId())
    files = [t / f"oeffentlich_{n}.txt" for n in HUMANS] + [gm.folder / link.public_name(link.computer_name(p))
                                                            for p in (2, 3)]
    code, out = link.command_line(["gm", "new", c, "--players", 4, "--seed", SEED, "--schluessel", *files,
                                   "--kosten", COST, "--ohne-bild", "--passwort-datei", t / "gm.txt"])
    assert code == 0, out
    monkeypatch.undo()
    assert mastering.keys.make is real_make

    def cli_gm(command, *argv):
        code, out = link.command_line(["gm", command, c, *argv, "--ohne-bild", "--passwort-datei", t / "gm.txt"])
        assert code == 0 and not re.search("^abgelehnt: ", out, re.M), out
        return out
    cli_gm("computer", "S3", "S4")
    told = keys.load(c / link.GM_KEY_FILE, GM_PW)[0].public.phone     # told the players by phone
    for came in steps:
        cli = pbem.GameMaster.open(c, keys.load(c / link.GM_KEY_FILE, GM_PW)[0])
        for p, text in came:
            name = HUMANS[p]
            orders = t / name / "befehle.txt"
            orders.write_text(text + "\n", encoding="utf-8")
            code, out = link.command_line(["player", "orders", cli.packet_path(p), orders, "--ausgabe",
                                           c / link.INBOX, "--schluessel", t / name / "schluessel.txt",
                                           "--passwort-datei", t / name / "pw.txt", "--fingerabdruck", told])
            assert code == 0, out
        cli_gm("run")
    cli = pbem.GameMaster.open(c, keys.load(c / link.GM_KEY_FILE, GM_PW)[0])
    cli_game = json.loads(cli.seal.open_master(pbem.fileformat.parse_file(c / link.MASTER_FILE, pbem.MASTER)))
    for part in ("partie", "computer", "post", "pakete"):
        assert cli_game.get(part) == screen_game.get(part), part
    assert len(steps) >= 3 * ROUNDS and sum(map(len, steps)) >= 2 * len(steps) - 4     # both, nearly always
    assert cli.game.round == gm.game.round > ROUNDS
    assert screen_s < 300, screen_s
