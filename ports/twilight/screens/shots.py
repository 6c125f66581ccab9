"""`python -m ports.twilight.screens.shots [FOLDER]`: the screenshots of Twilight's screens
(ports/twilight/shots/: start.png, galaxy.png, galaxy_zoom.png, key.png, key_done.png,
open.png, first_contact.png, desk.png, desk_tech.png, desk_build.png, desk_send.png,
gm_new.png, gm_new_pw.png, gm_desk.png, gm_post.png, gm_desk_post.png; the hot-seat game's:
hotseat_shots.py), headless, as palette PNGs. The desk's is of a packet the game
master's program writes for the occasion in a temporary folder. gm_desk_post.png shows the
desk while a pass of the post works (its thread held for the picture: no server is asked)."""
from __future__ import annotations

import sys
import threading
from pathlib import Path

from retro.gui.gallery import write_png
from retro.input import Input
from retro.scenes import App
from retro.testing import ensure_pyxel

from . import palette as P

DEMO = dict(players=6, seed=3, rounds=5)      # a game under way: fleets out, planets taken


def poses():
    """(file name, scene factory, inputs): each screen in a telling state."""
    from .galaxy_screen import OVERVIEW, SIDE_W, SIDE_X, ZOOM_R, GalaxyScene

    def galaxy():
        return GalaxyScene.demo(**DEMO)

    def start():
        from .start_screen import StartScene
        return StartScene(None)

    from .hexgeo import HexLayout
    from .link import hexes
    x, y = OVERVIEW.centre(hexes.parse("2.7"))          # the gravity rift: its rule in the window
    zoom = hexes.parse("2.2")
    zx, zy = OVERVIEW.centre(zoom)
    near = HexLayout(OVERVIEW.cx, OVERVIEW.cy, ZOOM_R, zoom).centre(hexes.parse("3.4"))
    def key():
        from .key_screen import KeyScene
        _KEYS.append(1)
        return KeyScene(Path(tmp) / f"daten{len(_KEYS)}" / "schluessel.txt", cost=16)

    tmp = _tmp()
    desk_scene = _desk(tmp)
    tx, ty = OVERVIEW.centre(desk_scene.shot_target)
    bx, by = OVERVIEW.centre(_building(tmp).shot_target)
    typing = [Input(5, 5, text="Anna Beispiel"), Input(5, 5, keys={"TAB"}), Input(5, 5, text="anna@example.org"),
              Input(5, 5, keys={"TAB"}), Input(5, 5, text="Kaffee!Mond7"),
              Input(5, 5, keys={"TAB"}), Input(5, 5, text="Kaffee!Mo"), Input(300, 250)]
    return [
        ("start.png", start, [Input(320, 300)]),
        ("key.png", key, typing),
        ("key_done.png", key, typing[:6] + [Input(5, 5, text="Kaffee!Mond7"), Input(5, 5, keys={"RETURN"}),
                                            Input(5, 5), Input(320, 500)]),
        ("open.png", lambda: _opening(tmp), [Input(5, 5, keys={"1"}), Input(5, 5, text="paket_0000_S1.txt"),
                                            Input(5, 5, keys={"RETURN"}), Input(5, 5, text="geheim"),
                                            Input(320, 500)]),
        ("first_contact.png", lambda: _opening(tmp), [Input(5, 5, keys={"1"}), Input(5, 5, text="paket_0000_S1.txt"),
                                                     Input(5, 5, keys={"RETURN"}), Input(5, 5, text="passphrase-von-Anna"),
                                                     Input(5, 5, keys={"RETURN"}), Input(320, 500)]),
        ("desk.png", lambda: desk_scene, [Input(int(tx), int(ty))]),
        ("desk_tech.png", lambda: _desk(tmp, "tech"), [Input(600, 300)]),
        ("desk_build.png", lambda: _building(tmp), [Input(int(bx), int(by))]),
        ("gm_new.png", lambda: _gm_new(tmp), [Input(5, 5, text="Kaffee!Mond7"), Input(300, 470)]),
        ("gm_new_pw.png", lambda: _gm_new_pw(tmp), [Input(5, 5, text="sommer"), Input(300, 470)]),
        ("gm_desk.png", lambda: _gm_desk(tmp), [Input(600, 40)]),
        ("gm_post.png", lambda: _gm_post(tmp), [Input(5, 5), Input(60, 400)]),
        ("gm_desk_post.png", lambda: _gm_desk_post(tmp), [Input(300, 300)]),
        ("desk_send.png", lambda: _desk_send(tmp), [Input(5, 5), _click(SIDE_X + SIDE_W // 2, P.MACHINE.height - 8),
                                                   Input(5, 5, keys={"RETURN"}), Input(260, 285)]),
        ("galaxy.png", galaxy, [Input(int(x), int(y))]),
        ("galaxy_zoom.png", galaxy, [Input(int(zx), int(zy), pressed={"L"}, held={"L"}),
                                     Input(int(near[0]), int(near[1]))]),
    ] + _hotseat()


def _hotseat() -> list:
    from .hotseat_shots import poses as hotseat_poses     # the hot-seat game's screens
    return hotseat_poses()


def _click(x, y):
    return Input(int(x), int(y), pressed={"L"}, held={"L"})


_TMP, _KEYS = [], []
_HELD = threading.Event()             # the pass of gm_desk_post.png, held until the shots are done


def _tmp() -> str:
    import tempfile
    if not _TMP:
        _TMP.append(tempfile.TemporaryDirectory(prefix="twilight-shots-"))
    return _TMP[0].name


def _desk(tmp, tab="orders"):
    """The desk on S1's first packet of a game of keys the game master's program starts."""
    from . import link
    from .desk_screen import DeskScene
    t = Path(tmp)
    packet = t / "spiel" / "ausgang" / "paket_0000_S1.txt"
    names = ("Anna", "Bert", "Carl", "Dora")
    if not packet.exists():
        for n in names:
            link.make_key(n, f"passphrase-von-{n}", t / n / "schluessel.txt", t, 16)
        (t / "gm.txt").write_text("passphrase-des-spielleiters\n", encoding="utf-8")
        link.command_line(["gm", "new", t / "spiel", "--players", 4, "--seed", 4, "--schluessel",
                           *[t / f"oeffentlich_{n}.txt" for n in names], "--kosten", 16, "--ohne-bild",
                           "--passwort-datei", t / "gm.txt"])
    d, pk, v = link.open_packet(packet, "passphrase-von-Anna", t / "Anna" / "schluessel.txt")
    scene = DeskScene(d, pk, v, packet)
    scene.tab = tab
    me = scene.me
    if tab == "orders":                 # a purchase made; the cruisers of home picked, a target pointed at
        from .link import Build, hexes
        from .tileinfo import rule
        dock = next(n for n, ps in v.planets.items() if ps.owner == me and ps.dock)
        scene.book.add(Build(me, dock, "cruiser", 2))
        scene.pick(hexes.label(v.players[me].home))
        scene.picked["carrier"] = 0
        reach, _ = scene.book.reach(scene.src, scene.picked)
        ways = {lab: scene.book.path(scene.src, scene.picked, lab) for lab in reach}
        passing = [lab for lab, way in ways.items() if any(rule(v, hexes.parse(x)) for x in way[:-1])]
        special = [lab for lab in reach if rule(v, hexes.parse(lab))]
        scene.shot_target = hexes.parse((passing or special or [max(reach, key=reach.get)])[0])
    if tab == "tech":
        from .link import Research
        scene.book.add(Research(scene.me, "xrd" if "xrd" not in v.players[scene.me].techs else "antimatter"))
    return scene


def _building(tmp):
    """S1's desk in the galaxy's building (a game of three, map built by the players), a
    tile of his hand picked: where it may go marked."""
    from . import link
    from .desk_screen import DeskScene
    t = Path(tmp) / "bau"
    packet = t / "spiel" / "ausgang" / "paket_0000_S1.txt"
    names = ("Anna", "Bert", "Carl")
    if not packet.exists():
        for n in names:
            link.make_key(n, f"passphrase-von-{n}", t / n / "schluessel.txt", t, 16)
        (t / "gm.txt").write_text("passphrase-des-spielleiters\n", encoding="utf-8")
        link.command_line(["gm", "new", t / "spiel", "--players", 3, "--seed", 2, "--karte", "bauen",
                           "--schluessel", *[t / f"oeffentlich_{n}.txt" for n in names], "--kosten", 16,
                           "--ohne-bild", "--passwort-datei", t / "gm.txt"])
    d, pk, v = link.open_packet(packet, "passphrase-von-Anna", t / "Anna" / "schluessel.txt")
    scene = DeskScene(d, pk, v, packet)
    tile, place = link.legal_placements(v.building, scene.me)[0]
    scene.choose_tile(tile)
    scene.shot_target = place
    return scene


def _gm_new(tmp):
    """The game master's new game: two players' public files chosen, two computer seats."""
    from .gm_new import GmNewScene
    _desk(tmp)
    t = Path(tmp)
    scene = GmNewScene(t, cost=16, pictures=False)
    scene.folder.set_text(str(t / "neu"))
    for i, n in enumerate(("Anna", "Bert")):
        scene._key_chosen(i, t / f"oeffentlich_{n}.txt")
    scene.seats[2]["computer"] = scene.seats[3]["computer"] = True
    scene.seats[1]["address"].set_text("bert@example.org")
    scene.seed.set_text("7")
    scene.days.set_text("7")
    scene.focused = scene.pw
    return scene


def _gm_new_pw(tmp):
    """The game master's new game of passwords: three seats, S1's password typed twice, S2's
    once, S3 a computer; the cursor in S2's repetition."""
    from .gm_new import GmNewScene
    t = Path(tmp)
    scene = GmNewScene(t, cost=16, pictures=False, players=3)
    scene.passwords = True
    scene.folder.set_text(str(t / "pw"))
    for i, f, text in ((0, "pw", "Kaffee!Mond7Tisch"), (0, "again", "Kaffee!Mond7Tisch"), (1, "pw", "sommer2024"),
                       (0, "address", "anna@example.org")):
        scene.seats[i][f].set_text(text)
    scene.seats[2]["computer"] = True
    scene.focused = scene.seats[1]["again"]
    return scene


def _gm_desk(tmp):
    """The game master's desk two steps on: S1's orders in, a mail in eingang/, S2 awaited."""
    from . import link
    from .gm_desk import GmDeskScene
    t = Path(tmp) / "gm"
    if not (t / "spiel" / "meister.txt").exists():
        for n in ("Anna", "Bert"):             # Anna gave her e-mail address, Bert none
            link.make_key(n, f"passphrase-von-{n}", t / n / "schluessel.txt", t, 16,
                          "anna@example.org" if n == "Anna" else "")
        link.gm_new(t / "spiel", [t / "oeffentlich_Anna.txt", t / "oeffentlich_Bert.txt", None, None],
                    "passphrase-des-spielleiters", 4, days=7, cost=16, pictures=False)
    gm = link.gm_open(t / "spiel", "passphrase-des-spielleiters", pictures=False)
    for _ in range(2):
        for i, n in enumerate(("Anna", "Bert")):
            d, pk, v = link.open_packet(gm.packet_path(i), f"passphrase-von-{n}", t / n / "schluessel.txt")
            link.write_orders(d, pk, [], gm.folder / link.INBOX)
        said = link.gm_run(gm)
    d, pk, v = link.open_packet(gm.packet_path(0), "passphrase-von-Anna", t / "Anna" / "schluessel.txt")
    link.write_orders(d, pk, [], gm.folder / link.INBOX)
    (gm.folder / link.INBOX / "brief.eml").write_text("From: bert@example.org\n\nHallo!\n", encoding="utf-8")
    said = link.gm_run(gm)
    d, pk, v = link.open_packet(gm.packet_path(0), "passphrase-von-Anna", t / "Anna" / "schluessel.txt")
    (gm.folder / link.INBOX / "nachzuegler.txt").write_text("Hallo\n", encoding="utf-8")
    if not link.post_exists(gm.folder):        # the game's post set up: its gadgets on the desk
        link.post_setup(gm.folder, link.PostAnswers(imap="imap.example.org", smtp="smtp.example.org",
                                                    sender="spielleiter@example.org", pw_ask=True))
    return GmDeskScene(gm, said)


def _gm_post(tmp):
    """The screen of the game's post, as `gm post einrichten` set it up: the password file
    named, the CA file of the club's own server, saved (what the command line says below)."""
    from .post_screen import PostScene
    folder = Path(tmp) / "gm" / "spiel"
    if not (folder / "post.ini").exists():
        _gm_desk(tmp)
    scene = PostScene(folder)
    scene.user_in.set_text("spielleiter")
    scene.server_out.set_text("smtp.example.org:465")
    scene.mode = "datei"
    scene.pw_file.set_text("~/.twilight-post")
    scene.ca.set_text("/etc/ssl/verein-ca.pem")
    scene.press("save")
    scene.focused = scene.sender
    return scene


def _gm_desk_post(tmp):
    """The desk while a pass of the post works: "Post wird abgeholt und gesendet ...", the
    frames going on (the thread held by _HELD: no server is asked for the picture)."""
    from .gm_texts import DESK
    scene = _gm_desk(tmp)
    scene.show_report = False
    scene.run_errand(lambda: _HELD.wait(30), lambda _e: None, DESK["post_working"]).start()
    return scene


def _desk_send(tmp):
    """S1's desk, his post set up: "Befehle speichern" offers "Per E-Mail senden"."""
    from . import link
    scene = _desk(tmp)
    home = Path(tmp) / "post_anna"
    if not link.post_exists(home):
        link.post_setup(home, link.PostAnswers(imap="imap.example.org", smtp="smtp.example.org",
                                               sender="anna@example.org"), gm=False)
    scene.post_home = home
    return scene


def _opening(tmp):
    """The start screen, its file requester in the folder of the desk's packets."""
    from .start_screen import StartScene
    _desk(tmp)
    t = Path(tmp)
    return StartScene(None, keyfile=t / "Anna" / "schluessel.txt", folder=t / "spiel" / "ausgang")


def shots(folder=None) -> list:
    out = Path(folder) if folder else Path(__file__).resolve().parents[1] / "shots"
    out.mkdir(parents=True, exist_ok=True)
    ensure_pyxel(P.MACHINE)
    _HELD.clear()
    written = []
    for name, make, inputs in poses():
        scene = make()
        app = App(scene, think_ms=0)
        for inp in inputs:
            app.frame(inp)
        app.frame(Input(app.last_input.x, app.last_input.y))
        write_png(out / name, P.MACHINE)
        written.append(out / name)
    _HELD.set()
    return written


if __name__ == "__main__":
    for p in shots(sys.argv[1] if len(sys.argv) > 1 else None):
        print(p)
