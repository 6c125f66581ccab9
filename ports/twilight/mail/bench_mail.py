"""Figures of the e-mail game for `retro bench twilight`: mail steps of whole games played
through the files (keys, packets, orders files, the game master's program), what a password
guess and the keys cost, how fast orders are checked, and the computer races' table.
Nothing here is a test: the numbers go into reports (original_docs/twilight.md)."""
from __future__ import annotations

import shutil
import tempfile
import time
from pathlib import Path

from ..computer.balance import summary  # noqa: F401  (a game's line: retro sim twilight)


def mail_game(seed: int, players: int = 4, build: bool = True, flow: int = 2, rounds: int = 12) -> dict:
    """One game by mail with computer races at every seat, each deciding on its own packet:
    how many mail steps (packets out, orders awaited) until round `rounds` ends, and in all."""
    from ..computer import ai
    from . import crypto, desk, pbem
    from ..rules.state import Settings
    tmp = Path(tempfile.mkdtemp(prefix="twilight-bench-"))
    try:
        kw = dict(map_mode="bauen", race_mode="wunsch", home_mode="bieten") if build else {}
        pairs = [crypto.KeyPair() for _ in range(players)]
        t = time.perf_counter()
        gm = pbem.GameMaster.create_with_keys(tmp / "gm", Settings(players=players, seed=seed, flow=flow, **kw),
                                              crypto.KeyPair(), [k.public for k in pairs])
        desks = [desk.PlayerDesk(tmp, pair=k) for k in pairs]
        steps = early = 0
        while gm.game.phase != "ende":
            early += gm.game.round <= rounds
            steps += 1
            for p in gm.missing():
                pk = desks[p].read_packet(gm.packet_path(p))
                text = "\n".join(o.text() for o in ai.orders_for(pk.view(), p))
                gm.receive(desks[p].write_orders(pk, text, tmp), save=False)
            gm.resolve()
        g = gm.game
        return {"seed": seed, "steps_12": early, "steps": steps, "rounds": g.round, "victory": g.victory,
                "winner": [g.players[p].race for p in g.winners], "seconds": round(time.perf_counter() - t, 2)}
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def costs(reps: int = 20) -> dict:
    """Milliseconds of: one guess at a password of a game of passwords (scrypt 2^14, what a
    stolen packet lets anyone try offline), opening a key file (2^15), sealing and opening a
    hand, signing and checking a file."""
    from . import crypto

    def ms(fn, n=reps):
        t = time.perf_counter()
        for _ in range(n):
            fn()
        return round((time.perf_counter() - t) / n * 1000, 3)

    salt = crypto.new_salt()
    pair, text = crypto.KeyPair(), "x" * 4000
    blob = pair.public.seal_to(text, "aad")
    sig = pair.signature(text)
    return {"password_guess_ms": ms(lambda: crypto.derive_key("geheim12", salt, crypto.DEFAULT_COST), 5),
            "key_file_open_ms": ms(lambda: crypto.derive_key("geheim12", salt, crypto.KEY_FILE_COST), 3),
            "seal_ms": ms(lambda: pair.public.seal_to(text, "aad")), "open_ms": ms(lambda: pair.open(blob, "aad")),
            "sign_ms": ms(lambda: pair.signature(text)), "verify_ms": ms(lambda: pair.public.verify(text, sig))}


def checking(lines: int = 20000) -> float:
    """Seconds to check one orders file of that many lines (it took 186 s once)."""
    from ..rules import engine, setup
    from ..rules.state import Settings
    g = setup.new_game(Settings(players=4, seed=3))
    t = time.perf_counter()
    engine.read(g, 0, ["S1 GIB an=S2 kredite=0"] * lines)
    return round(time.perf_counter() - t, 3)


def race_table(games: int, counts=(3, 4, 5, 6), seed: int = 1000, flow: int = 2) -> dict:
    """players -> table() of `games` computer games (wins by race and kind, rounds)."""
    from retro.play import Match, Seat, play_out
    from ..match import RULES
    from ..rules.state import Settings
    out = {}
    for n in counts:
        lines = []
        for i in range(games):
            s = Settings(players=n, seed=seed + i, flow=flow)
            lines.append(summary(play_out(Match(RULES, s, s.seed, [Seat.cpu()] * n, checkpoints=False)).state))
        out[n] = table(lines)
    return out


def table(lines) -> dict:
    import statistics
    wins, seats, kinds = {}, {}, {}
    for line in lines:
        for race in line["progress"]:
            seats[race] = seats.get(race, 0) + 1
        for race in line["winner"]:
            wins[race] = wins.get(race, 0) + 1
        kinds[line["how"]] = kinds.get(line["how"], 0) + 1
    rounds = [x["rounds"] for x in lines] or [0]
    return {"summary": True, "games": len(lines), "wins_by_race": dict(sorted(wins.items())),
            "games_by_race": dict(sorted(seats.items())), "victories": dict(sorted(kinds.items())),
            "rounds_median": statistics.median(rounds), "rounds_min": min(rounds), "rounds_max": max(rounds)}
