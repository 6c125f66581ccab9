"""`retro bench twilight --post`: a game by mail through real servers (localservers.py), every
seat a player whose program fetches his packets, lets his computer race decide and mails his
orders file (player.py), and the game master's program in passes as the watch makes them (one
after each mail that arrives, as IMAP IDLE wakes it). For each round: the game master's CPU
(his thread's: the SMTP server runs in another thread here, dovecot in its own processes) and
wall time, the mails in and out, and the commands he typed (none after the set-up).

Nothing here is a test: the figures go into original_docs/twilight.md."""
from __future__ import annotations

import contextlib
import io
import shutil
import tempfile
import time
from pathlib import Path


def run(players: int = 6, rounds: int = 10, seed: int = 11, picture=None) -> dict:
    """picture: the map picture maker (game -> PNG bytes: port.map_picture, which the launcher
    passes in: the post is below the screens), None for none."""
    from ..computer import ai
    from ..mail import crypto, desk, pbem
    from ..rules import engine
    from ..rules.state import Settings
    from . import config, localservers
    from .localservers import address_of, password_of
    from .player import PlayerPost
    from .postman import Postman
    why = localservers.missing()
    if why:
        return {"skipped": why}
    users = ["gm"] + [f"s{p + 1}" for p in range(players)]
    tmp = Path(tempfile.mkdtemp(prefix="twilight-post-bench-"))
    mail = localservers.LocalMail(users)
    try:
        mail.start()
        pairs = [crypto.KeyPair() for _ in range(players)]
        gm_pair = crypto.KeyPair()
        folder = tmp / "spiel"
        with contextlib.redirect_stdout(io.StringIO()):
            pbem.GameMaster.create_with_keys(folder, Settings(players=players, seed=seed, max_rounds=rounds + 5),
                                                  gm_pair, [k.public for k in pairs], picture=picture,
                                                  addresses=[address_of(u) for u in users[1:]])

        def settings(user: str) -> config.PostSettings:
            s = config.PostSettings(kind="imap", sender=address_of(user), ca_file=mail.ca_file,
                                    confirm_minutes=0.0, receipts_per_hour=1000)
            s.incoming = config.Server("127.0.0.1", mail.ports["imaps"], "tls", address_of(user))
            s.outgoing = config.Server("127.0.0.1", mail.ports["smtp"], "starttls", address_of(user))
            return s
        postman = Postman(folder, settings("gm"), password_of("gm"),
                          lambda: pbem.GameMaster.open(folder, gm_pair, picture))
        seats = []
        for p in range(players):
            data = tmp / f"s{p + 1}"
            data.mkdir()
            keyfile = data / "schluessel.txt"
            seats.append((PlayerPost(settings(f"s{p + 1}"), password_of(f"s{p + 1}"), data),
                          desk.PlayerDesk(data, pair=pairs[p], keyfile=keyfile)))
        table, row = [], None
        newest = [None] * players

        def gm_pass() -> None:
            t, c = time.perf_counter(), time.thread_time()
            with contextlib.redirect_stdout(io.StringIO()) as said:
                postman.one_pass()
            row["gm_wall"] += time.perf_counter() - t
            row["gm_cpu"] += time.thread_time() - c
            row["passes"] += 1
            text = said.getvalue()
            for line in text.splitlines():
                if "neue Mail(s) abgeholt" in line:
                    row["in"] += int(line.split()[0])
                if "Mail(s) gesendet" in line:
                    row["out"] += int(line.split()[0])

        row = {"round": 0, "gm_wall": 0.0, "gm_cpu": 0.0, "passes": 0, "in": 0, "out": 0, "typed": 0}
        gm_pass()                               # the set-up's packets out
        while True:
            for p, (post, _) in enumerate(seats):
                got = post.fetch()
                for path in got.packets:
                    if newest[p] is None or desk.read_public(path).step >= desk.read_public(newest[p]).step:
                        newest[p] = path
            g = desk.read_public(newest[0]).header
            if g["phase"] == "ende" or int(g["runde"]) > rounds:
                break
            if int(g["runde"]) != row["round"]:
                if row["round"]:
                    table.append(row)
                row = {"round": int(g["runde"]), "gm_wall": 0.0, "gm_cpu": 0.0, "passes": 0, "in": 0, "out": 0,
                       "typed": 0}
            step = int(g["schritt"])
            for p, (post, dk) in enumerate(seats):
                pk = dk.read_packet(newest[p], trust=True)
                v = pk.view()
                if v.phase == "ende" or not engine.may_send(v, p):
                    continue
                orders = "\n".join(o.text() for o in ai.orders_for(v, p))
                path = dk.write_orders(pk, orders, tmp / f"s{p + 1}")
                post.send_orders(path)
                gm_pass()                       # as IDLE wakes the watch: a pass for each mail
            for _ in range(5):
                if desk.read_public(newest[0]).step > step or postman.gm.game.phase == "ende":
                    break
                gm_pass()
                for p, (post, _) in enumerate(seats):
                    for path in post.fetch().packets:
                        if desk.read_public(path).step >= desk.read_public(newest[p]).step:
                            newest[p] = path
            else:
                raise RuntimeError("the step does not resolve")
        if row["round"]:
            table.append(row)
        gm_pass()
        return {"players": players, "rounds": table}
    finally:
        mail.cleanup()
        shutil.rmtree(tmp, ignore_errors=True)


def text(result: dict) -> str:
    if "skipped" in result:
        return f"post: skipped ({result['skipped']})"
    lines = [f"post: {result['players']} players, a pass of the game master's program for each mail (as IMAP IDLE "
             "wakes the watch)",
             "round  passes  mails in  mails out  gm CPU ms  gm wall ms  typed by the gm"]
    for r in result["rounds"]:
        lines.append(f"{r['round']:5d}  {r['passes']:6d}  {r['in']:8d}  {r['out']:9d}  {r['gm_cpu'] * 1000:9.0f}  "
                     f"{r['gm_wall'] * 1000:10.0f}  {r['typed']:15d}")
    rs = result["rounds"]
    if rs:
        n = len(rs)
        lines.append(f"mean   {sum(r['passes'] for r in rs) / n:6.1f}  {sum(r['in'] for r in rs) / n:8.1f}  "
                     f"{sum(r['out'] for r in rs) / n:9.1f}  {sum(r['gm_cpu'] for r in rs) / n * 1000:9.0f}  "
                     f"{sum(r['gm_wall'] for r in rs) / n * 1000:10.0f}  {0:15d}")
    return "\n".join(lines)
