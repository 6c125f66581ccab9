"""What the launcher calls for Twilight Imperium: the machine, the window game (the start
screen, screens/start_screen.py), the command line (play by e-mail without screens, see
cli.py), the sim (retro/simulate.py over match.RULES), the bench and the conformance case
of the game protocol.
"""
from __future__ import annotations

import argparse

from retro.portkit import screens

from .reports.texts import BLURB, SCROLL  # noqa: F401  (the menu's words, kept in the texts)

MACHINE = "amiga_hires_lace"
# the title menu (retro/catalog.py): what it shows of the original, and the port's place
TITLE, PLATFORM, YEAR, LANGUAGE, ORDER = "Twilight Imperium", "Amiga", "PBEM", "de", 3


# the start screen, the kiosk's demo (four computer races play on screen); imported when called
start, demo, bench_scenes = screens("ports.twilight.screens", "start_screen:start",
                                    "demo_screen:demo_scene", "start_screen:bench_scenes")


def cli(options):
    """`retro twilight gm|player|hotseat ...`; with no arguments the window game (None)."""
    args = list(getattr(options, "game_args", []) or [])
    if not args:
        return None
    from .cli import cli as command_line
    return command_line.main(args, seed=getattr(options, "seed", None), picture=map_picture)


def map_picture(game) -> bytes | None:
    """A packet's map as a PNG (screens.mapimage, pyxel without a window); None if pyxel cannot.
    Handed from here to the command line and the bench, which are below the screens."""
    try:
        from .screens import mapimage
    except ImportError:
        return None
    return mapimage.png(game)


def _settings(args, seed):
    from .rules.state import Settings
    return Settings(players=args.players, seed=seed, race_mode=args.rassen, map_mode=args.karte,
                    home_mode=args.heimat, max_rounds=args.max_rounds, flow=getattr(args, "flow", 2),
                    economy=args.wirtschaft)


def _parser(prog):
    ap = argparse.ArgumentParser(prog=prog)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--games", type=int, default=1)
    ap.add_argument("--karte", choices=("fertig", "bauen"), default="fertig")
    ap.add_argument("--rassen", choices=("los", "wunsch"), default="los")
    ap.add_argument("--heimat", choices=("wuerfeln", "bieten"), default="wuerfeln")
    ap.add_argument("--max-rounds", dest="max_rounds", type=int, default=30)
    ap.add_argument("--wirtschaft", choices=("original", "schnell"), default="original",
                    help="the income: original, a planet pays its resource value (the rules); schnell, three times it")
    ap.add_argument("--level", type=int, default=2, choices=(1, 2),
                    help="the computer races: 1 random legal orders, 2 the planning race")
    ap.add_argument("--flow", type=int, default=2, choices=(1, 2),
                    help="2: orders reach ahead (a mail a round); 1: one phase after another (the first games)")
    ap.add_argument("--summary", action="store_true", help="end with a summary line (wins by race and kind)")
    return ap


def _computer_match(settings, level: int = 2):
    from retro.play import Match, Seat
    from .match import RULES
    return Match(RULES, settings, settings.seed, [Seat.cpu(level)] * settings.players, checkpoints=False)


# -- `retro sim twilight` (the loop is retro/simulate.py) -------------------------------------------
def sim_parser() -> argparse.ArgumentParser:
    return _parser("retro sim twilight")


def sim_games(args):
    """`retro sim twilight --players N --seed S --games K`: seeds S, S+1, ..."""
    from retro.play import Seat
    from retro.simulate import SimGame
    from .match import RULES
    for i in range(args.games):
        seed = args.seed + i
        yield SimGame(RULES, _settings(args, seed), seed, [Seat.cpu(args.level)] * max(0, args.players))


def sim_line(match, game, args, seconds: float) -> dict:
    from .mail.bench_mail import summary
    return summary(match.state)


def sim_summary(lines, args):
    """`--summary`: wins by race and by kind of victory, how often each race played, rounds."""
    if not getattr(args, "summary", False):
        return None
    from .mail.bench_mail import table
    return table(lines)


# -- `retro bench twilight` ----------------------------------------------------------------------------
def bench_match():
    """A computer game of 4 races for the generic slice figures (retro.bench.bench_slices)."""
    from .rules.state import Settings
    return _computer_match(Settings(players=4, seed=1))


def _bench_parser():
    ap = _parser("retro bench twilight")
    ap.add_argument("--mail", type=int, default=0, metavar="N",
                    help="N whole games by mail (keys, files): mail steps in 12 rounds and to the end")
    ap.add_argument("--table", type=int, default=0, metavar="N",
                    help="N computer games for 3, 4, 5 and 6 players: wins by race and kind, rounds")
    ap.add_argument("--costs", action="store_true", help="what a password guess and the keys cost; checking")
    ap.add_argument("--post", type=int, default=0, metavar="R",
                    help="a game of R rounds by mail through real servers (dovecot, SMTP on 127.0.0.1): the game "
                         "master's CPU and wall time a round, mails in and out (--players, 6 for the issue's figure)")
    ap.add_argument("--balance", type=int, default=0, metavar="N",
                    help="N computer games for each of 4, 5, 6 players (seeds 1000*N...): each race's wins "
                         "against its fair share, with 95 %% intervals, and the victories by kind")
    return ap


def bench(argv) -> int:
    """Timings: whole computer games, one movement phase, one space battle; with --mail,
    --table, --costs the figures of the e-mail game (bench_mail.py)."""
    from .mail import bench_mail
    args = _bench_parser().parse_args(argv)
    if args.post:
        from .post import bench_post
        print(bench_post.text(bench_post.run(args.players, args.post, args.seed, map_picture)))
        return 0
    if args.balance:
        from .computer import balance
        from .match import RULES
        print(balance.text(balance.table(balance.games(RULES, args.balance, economy=args.wirtschaft))))
        return 0
    if args.mail or args.table or args.costs:
        if args.costs:
            print("costs:", bench_mail.costs(), f"checking 20000 order lines: {bench_mail.checking()} s")
        for i in range(args.mail):
            print("mail:", bench_mail.mail_game(args.seed + i, args.players, args.karte == "bauen", args.flow))
        if args.table:
            for n, t in bench_mail.race_table(args.table, seed=args.seed, flow=args.flow).items():
                print(f"table {n} players:", {k: v for k, v in t.items() if k != "summary"})
        return 0
    args.flow = 1              # the figures below are of one phase, as the first program played them
    _bench_games(args)
    _bench_phase(args)
    return 0


def _bench_games(args) -> None:
    """Whole computer games (3 at least): milliseconds a game, rounds a second."""
    from retro.benchloop import games
    n = max(args.games, 3)
    played = games(lambda i: _computer_match(_settings(args, args.seed + i), args.level), n)
    dt = sum(seconds for _, seconds in played)
    rounds = sum(m.state.round for m, _ in played)
    print(f"whole computer game ({args.players} races): {dt / n * 1000:.1f} ms "
          f"({rounds / n:.1f} rounds, {rounds / dt:.0f} rounds/s)")


def _bench_phase(args, reps: int = 50) -> None:
    """The movement phase of round 3: the computer's orders, a player's program (his view
    from the packet data, then his computer race's orders from it), the resolution."""
    import copy

    from retro.benchloop import repeated_ms, timed
    from retro.play import play_out

    from .computer import ai
    from .reports import view
    from .rules import engine
    match = play_out(_computer_match(_settings(args, args.seed), args.level),
                     stop=lambda m: m.state.round == 3 and m.state.phase == "bewegung" and not m.state.pending)
    game = match.state
    orders = {p: ai.orders_for(game, p) for p in engine.missing(game)}
    t_orders = repeated_ms(lambda: [ai.orders_for(game, p) for p in engine.missing(game)], reps)
    t_res = sum(timed(engine.play, copy.deepcopy(game), orders)[1] for _ in range(reps))
    print(f"computer orders for one movement phase: {t_orders:.2f} ms")
    views, t_view = timed(lambda: [view.project(game, p) for _ in range(reps) for p in engine.missing(game)])
    _, t_vo = timed(lambda: [ai.orders_for(v, v.viewer) for v in views[:len(engine.missing(game)) * 10]])
    print(f"player's view from packet data (all races): {t_view / reps * 1000:.2f} ms; "
          f"computer orders from the views: {t_vo / 10 * 1000:.2f} ms")
    print(f"movement phase resolution (incl. battles that follow): {t_res / reps * 1000:.2f} ms")


# -- tests/test_conformance.py ---------------------------------------------------------------------------
def conformance_case():
    """Random legal orders (novice.py) from five seeds, in a game that goes through every
    phase (wishes, bids, the galaxy built by the players, then the rounds with their sabotage
    phases) and ends after four rounds, so that random play ends; both computer levels at
    sixteen positions of those games."""
    from .match import RULES
    from .rules.state import Settings
    settings = Settings(players=4, max_rounds=4, map_mode="bauen", race_mode="wunsch", home_mode="bieten")
    return RULES, settings, dict(seeds=(1, 2, 3, 4, 5), think_positions=16)


def _strings(v):
    if isinstance(v, dict):
        return [s for x in v.values() for s in _strings(x)]
    if isinstance(v, (list, tuple)):
        return [s for x in v for s in _strings(x)]
    return [v] if isinstance(v, str) else []


def shown_texts():
    """{font: texts} of everything a player reads (tests/test_conformance.py checks each
    character against its font): the reports, packets, orders' help and the rules' names in
    topaz8; the hot seat's texts in topaz8 and st6x6; the map picture's labels in its small
    and big fonts."""
    from .reports import texts
    from .reports.texts import PICTURE, TILE_KINDS
    from .rules import cards, progress, races, technology, tiles, units
    from .screens.hotseat_texts import HOTSEAT
    from .screens.mapimage import BIG, SMALL
    shown = _strings([texts.MESSAGES, texts.PHASES, texts.VICTORY, texts.LABELS, texts.LOG,
                      texts.SECTIONS, texts.TILE_KINDS, texts.REPORT, texts.PACKET, texts.KIND_SHORT,
                      texts.ORDERS_HELP, texts.CLI])
    shown += [r.name for r in races.RACES.values()] + [u.name for u in units.UNITS.values()]
    shown += [t.name + t.text for t in technology.TECHS.values()]
    shown += [c.name + c.text for c in list(cards.POLITICAL.values()) + list(cards.ACTION.values())]
    shown += list(tiles.PLANET_VALUES) + [s.name for s in progress.STEPS]
    hotseat = _strings(HOTSEAT)
    small = [PICTURE["free"], PICTURE["step"], *PICTURE["notes"], *PICTURE["kind_names"].values(),
             *PICTURE["kind_short"].values(), *TILE_KINDS.values(), *tiles.PLANET_VALUES,
             "S1 5+3 0123456789/.", *(r.name for r in races.RACES.values())]
    big = [PICTURE["title"], PICTURE["kinds"], "Runde 12, 3. Bewegungsphase Spielende: Sieger S1 Spieler"]
    out = {"topaz8": shown + hotseat, "st6x6": hotseat}
    out[SMALL] = out.get(SMALL, []) + small
    out[BIG] = out.get(BIG, []) + big
    return out


def mail_conformance_case():
    """The e-mail game's rules (match.MailTwilight: the computer decides on its packet's
    view) under the same conformance test: four players, random legal orders to the end."""
    from .match import MailTwilight
    from .rules.state import Settings
    settings = Settings(players=4, max_rounds=4)
    return MailTwilight(), settings, dict(seeds=(1, 2), think_positions=6)


def check_mail_game(folder, seed: int = 3, steps: int = 6) -> dict:
    """The e-mail game master (pbem.GameMaster) as a Match, for tests/test_conformance.py: a
    game of four computer seats played `steps` steps by mail; its Match replayed gives its
    state; rolled back two steps (Match.undo) it is the state it had then; opened again
    from the master file it is the same; played on to the end, closed and opened at every
    step, it ends as the same game played in one go. AssertionError says what broke."""
    import shutil
    from pathlib import Path

    from .rules import history
    from .mail import pbem
    from .rules.state import Settings
    folder = Path(folder)
    pw = "spielleiter-geheim"

    def new(name):
        gm = pbem.GameMaster.create(folder / name, Settings(players=4, seed=seed, max_rounds=12), pw,
                                    [f"passwort-{i}" for i in range(4)], cost=16)
        for p in range(4):
            gm.set_computer(p, True)
        return gm

    def step(gm):
        gm.play_computers()
        gm.resolve(write=False)

    gm = new("a")
    seen = []
    for _ in range(steps):
        seen.append(history.digest(gm.game))
        step(gm)
    m = gm.match
    assert history.digest(m.replayed()) == history.digest(gm.game), "the Match's replay gives another state"
    gm.rollback(2)
    assert history.digest(gm.game) == seen[-2], "rolled back two steps: not the state of then"
    again = pbem.GameMaster.open(gm.folder, pw)
    assert history.digest(again.game) == seen[-2], "the master file opened again: another state"
    assert [e.action for e in again.match.log] == [e.action for e in gm.match.log]
    shutil.copytree(folder / "a", folder / "b")
    whole = pbem.GameMaster.open(folder / "b", pw)
    while whole.game.phase != "ende":
        step(whole)
    n = 0
    while again.game.phase != "ende":
        step(again)
        again = pbem.GameMaster.open(again.folder, pw)
        n += 1
        assert n < 400, "the mail game does not end"
    assert history.digest(whole.game) == history.digest(again.game), "closed and opened at every step: another end"
    shutil.rmtree(folder / "b")
    return {"steps": again.game.step, "round": again.game.round, "actions": len(again.match.log)}
