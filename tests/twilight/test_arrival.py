"""Mail arrives in any order [pbem; issue 10, item 1]: the master file opens again whatever
order the players' orders came in and however many runs of the game master took them, with
action cards played and sabotaged; the state is one and the same."""
import itertools
import os
import pathlib
import shutil

from ports.twilight.computer import ai
from ports.twilight.rules import engine, history
from ports.twilight.mail import pbem
from ports.twilight.rules.state import Settings

from .test_pbem import COST, GM_PW, PWS, mail

DATA = pathlib.Path(__file__).parent / "data"


def _runs(perm):
    """A permutation cut into one to four runs of the game master, every way (8 ways)."""
    for cuts in itertools.product((False, True), repeat=len(perm) - 1):
        runs, cur = [], [perm[0]]
        for p, cut in zip(perm[1:], cuts):
            if cut:
                runs.append(cur)
                cur = []
            cur.append(p)
        yield runs + [cur]


def _orders(gm, desks, dirs, extra):
    """Every awaited player's orders file for the current step (the computer race's orders,
    and the lines in `extra` for him), written once, to be fed in any order."""
    files = {}
    for p in gm.missing():
        pk = desks[p].read_packet(mail(gm.packet_path(p), dirs[p]))
        now = [o.text() for o in ai.orders_for(pk.view(), p) if o.VERB in ("STIMME", "HANDEL", "GIB", "SABOTAGE")
               and " karte=" in o.text() + " karte=" * (o.VERB != "SABOTAGE")]
        text = "\n".join(now + extra.get(p, []))
        files[p] = desks[p].write_orders(pk, text, dirs[p])
    return files


def _play(folder, steps, cut):
    """Feed each step's files to the master file in `folder` in the runs of `cut` (the
    players a step does not wait for left out)."""
    for files in steps:
        for run in cut:
            gm = pbem.GameMaster.open(folder, GM_PW)      # every run opens the master file anew
            for p in run:
                if p in files:
                    gm.receive(files[p], save=False)
            if gm.ready:
                gm.resolve(write=False)                    # (saves)
            else:
                gm.save()                                  # once a run, as gm run does
    return pbem.GameMaster.open(folder, GM_PW)


def test_every_order_of_arrival_over_one_to_four_runs_reaches_the_same_state(fast_path, monkeypatch):
    monkeypatch.setattr(os, "fsync", lambda fd: None)      # durability is storage's test; here, 1000 saves
    monkeypatch.setattr(pbem, "_legacy_match", lambda *a: False)   # no rescue: today's files open as they are
    tmp_path = fast_path
    # seed 5: S2 and S3 hold Bestechung, S1, S3 and S4 a Sabotage card
    dirs = []
    for i in range(4):
        dirs.append(tmp_path / f"spieler{i + 1}")
        dirs[-1].mkdir()
    gm = pbem.GameMaster.create(tmp_path / "start", Settings(players=4, seed=5), GM_PW, PWS, COST)
    desks = [pbem.PlayerDesk(d, PWS[i]) for i, d in enumerate(dirs)]
    start = shutil.copy(gm.folder / "meister.txt", tmp_path / "start.txt")
    votes = _orders(gm, desks, dirs, {1: ["S2 KARTE name=Bestechung"], 2: ["S3 KARTE name=Bestechung"]})
    for p in (3, 0, 2, 1):                           # the reference: in an order other than S1..S4
        gm.receive(votes[p])
    gm.resolve()
    assert gm.game.phase == "sabotage" and len(engine.played_now(gm.game)) == 2
    answers = _orders(gm, desks, dirs, {0: ["S1 SABOTAGE karte=1"], 3: ["S4 SABOTAGE karte=2"]})
    steps = [votes, answers]
    want = None
    scenarios = 0
    for perm in itertools.permutations(range(4)):
        for cut in _runs(perm):
            folder = tmp_path / f"spiel{scenarios}"
            (folder / pbem.INBOX).mkdir(parents=True)
            shutil.copy(start, folder / "meister.txt")
            gm = _play(folder, steps, cut)
            got = (history.digest(gm.game), gm.game.phase, gm.blocks())
            want = want or got
            assert got == want, cut
            scenarios += 1
    assert scenarios == 24 * 8
    g = gm.game
    assert g.phase == "wirtschaft" and [e.code for e in g.log].count("sabotaged") == 2


def test_a_master_file_the_first_program_could_not_open_again_opens(tmp_path):
    # issue 10: the first program hashed the orders held for a sabotage phase in the order of
    # their arrival (S4 in one run, then S1, S2, S3), so it refused its own master file
    # ("stammt von einer Programmversion mit anderen Regeln"); it is genuine and opens
    folder = shutil.copytree(DATA / "meister_ankunft", tmp_path / "m")
    gm = pbem.GameMaster.open(folder, GM_PW)
    assert gm.game.phase == "sabotage" and list(gm.game.held) == [0, 1, 2, 3]
    gm.save()                                          # saved with today's digest, it opens again
    assert history.digest(pbem.GameMaster.open(folder, GM_PW).game) == history.digest(gm.game)
