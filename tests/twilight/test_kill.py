"""The game master's file under a kill (issue 18.6): `retro twilight gm run` killed (SIGKILL)
at random points while it takes the orders in, resolves the step and writes the master file
and the packets, 25 times in the suite (issue 36.9: a long kill loop is a benchmark's, a
sample is the test's; `TWILIGHT_KILLS=150 pytest --timeout=0` runs issue 18.6's full 150); after every kill the
master file opens (the old one or a new one), and a rerun of `gm run` finishes the round with
the same result as a run never stopped: the same state, and every player's packet of the
new step readable."""
import os
import pathlib
import random
import shutil
import signal
import subprocess
import sys
import time


from ports.twilight.computer import ai
from ports.twilight.rules import history
from ports.twilight.mail import pbem
from ports.twilight.rules.state import Settings

from .test_pbem import GM_PW, PWS

ROOT = pathlib.Path(__file__).resolve().parents[2]
KILLS = int(os.environ.get("TWILIGHT_KILLS", 25))     # TWILIGHT_KILLS=150: issue 18.6's full run
CODE = ("import sys; from ports.twilight import port; from ports.twilight.cli import cli; "
        "sys.exit(cli.main(sys.argv[1:], picture=port.map_picture))")      # as the launcher calls it


def _table(root: pathlib.Path) -> pathlib.Path:
    """A game of four, S4 a computer seat, S1-S3's orders files in the in-box: a `gm run`
    takes them in, lets S4 decide, resolves the step and writes the master file and packets."""
    gm = pbem.GameMaster.create(root / "gm", Settings(players=4, seed=8), GM_PW, PWS, 16)
    gm.set_computer(3, True)
    for p in range(3):
        d = root / f"s{p + 1}"
        d.mkdir()
        desk = pbem.PlayerDesk(d, PWS[p])
        pk = desk.read_packet(gm.packet_path(p))
        f = desk.write_orders(pk, "\n".join(o.text() for o in ai.orders_for(pk.view(), p)))
        shutil.copy(f, gm.folder / pbem.INBOX / f.name)
    (root / "pw.txt").write_text(GM_PW + "\n", encoding="utf-8")
    return root


def _start(root: pathlib.Path) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=str(ROOT), SDL_AUDIODRIVER="dummy")
    return subprocess.Popen([sys.executable, "-c", CODE, "gm", "run", str(root / "gm"), "--passwort-datei",
                             str(root / "pw.txt"), "--ohne-bild"], cwd=ROOT, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


def _finish(root: pathlib.Path) -> None:
    p = _start(root)
    try:
        _, err = p.communicate(timeout=60)
        assert p.returncode == 0, err.decode(errors="replace")
    finally:
        if p.poll() is None:
            p.kill()
            p.wait(timeout=10)


def _result(root: pathlib.Path) -> tuple:
    gm = pbem.GameMaster.open(root / "gm", GM_PW)
    for p in range(3):                                     # each new packet opens with his password
        pbem.PlayerDesk(root / f"s{p + 1}", PWS[p]).read_packet(gm.packet_path(p))
    assert gm.packet_path(3).is_file()
    return history.digest(gm.game), gm.game.step, gm.packets_due, bool(gm.post)


def _snapshot(root: pathlib.Path) -> tuple:
    folder = root / "gm"
    return ((folder / pbem.MASTER_FILE).read_bytes(),
            sorted(f.name for f in (folder / pbem.OUTBOX).iterdir()))


def _temporary(root: pathlib.Path) -> set:
    return {(f, f.stat().st_mtime_ns) for f in root.rglob("*.tmp")}


def _kill_at_random(proc, master: pathlib.Path, dice: random.Random, writes: float, tail: float) -> None:
    """Kill the run: one time in five anywhere before it writes, else at a random moment of
    its writing (from the master file's first change on, up to the run's end as measured)."""
    t = time.perf_counter()
    if dice.random() < 0.2:
        time.sleep(dice.uniform(0.0, writes))
    else:
        first = master.stat().st_mtime_ns
        while proc.poll() is None and master.stat().st_mtime_ns == first and time.perf_counter() - t < 30:
            time.sleep(0.0005)
        time.sleep(dice.uniform(0.0, tail * 1.1))
    if proc.poll() is None:
        proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=30)


def test_gm_run_killed_at_random_leaves_a_master_file_that_opens_and_a_rerun_ends_the_same(fast_path):
    base = _table(fast_path / "base")
    ref = shutil.copytree(base, fast_path / "ref")
    master = ref / "gm" / pbem.MASTER_FILE
    first = master.stat().st_mtime_ns
    proc = _start(ref)
    t = time.perf_counter()
    try:                          # when does it begin to write? (the window the kills aim at)
        writes = None
        while proc.poll() is None and time.perf_counter() - t < 60:
            if writes is None and master.stat().st_mtime_ns != first:
                writes = time.perf_counter() - t
            time.sleep(0.001)
        whole = time.perf_counter() - t
        assert proc.wait(timeout=30) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(timeout=10)
    writes = whole * 0.6 if writes is None else writes
    want = _result(ref)
    assert want[1] == 1 and not want[2] and want[3]       # resolved, packets out, S4 decided for the next
    dice = random.Random(18_6)
    kills = changed = mid_write = reruns = 0
    started = time.perf_counter()
    work = fast_path / "work"
    while kills < KILLS:
        shutil.rmtree(work, ignore_errors=True)
        shutil.copytree(base, work)
        done = False
        for _ in range(6):                   # up to six kills in a row, then a rerun to the end
            before, tmps = _snapshot(work), _temporary(work)
            proc = _start(work)
            try:
                _kill_at_random(proc, work / "gm" / pbem.MASTER_FILE, dice, writes, whole - writes)
            finally:
                if proc.poll() is None:
                    proc.kill()
                    proc.wait(timeout=10)
            gm = pbem.GameMaster.open(work / "gm", GM_PW)     # the old file or a new one: it opens
            assert gm.game.step in (0, 1)
            if proc.returncode == 0:
                done = True                  # this run was not killed: it finished the round
                break
            assert proc.returncode == -signal.SIGKILL, proc.stderr.read().decode(errors="replace")
            kills += 1
            mid_write += bool(_temporary(work) - tmps)
            changed += _snapshot(work) != before
            if kills >= KILLS:
                break
        if not done:
            _finish(work)
            reruns += 1
        assert _result(work) == want
    took = time.perf_counter() - started
    print(f"\nkill test: {kills} kills, {changed} of them after the run had written (the master file or "
          f"packets changed), {mid_write} with a temporary file left (killed inside a write), {reruns} "
          f"reruns to the end after a kill; a whole run "
          f"{whole:.2f} s (writing from {writes:.2f} s on), all {took:.1f} s")
    assert kills == KILLS and changed >= KILLS // 5
