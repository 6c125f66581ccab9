"""One log (issue 36.7): the game keeps no text copy of the orders (Game.record); the Match's
log is the record. The snapshot's digest counts the steps (digest_version 2); the files of
before hashed the record's text (version 1): they open, checked the old way, and are written
in today's form. data/partie_v1.txt, hotseat_v1.txt and meister_match_v1/ were written by
the program before this change (a computer game of 3 at seed 7 after 7 steps; a game by mail
of 4 at seed 4 after 9 steps, S1, S3 and S4 in the post)."""
import shutil
from pathlib import Path

import pytest

from retro import storage
from retro.play import Match, Refusal

from ports.twilight.mail import pbem
from ports.twilight.match import RULES, old_form
from ports.twilight.rules import history

DATA = Path(__file__).parent / "data"
GM_PW = "spielleiter-geheim"
SAVED = (8, "politik", 7, "fff87acb5929e93a")          # round, phase, steps, digest version 1


def _v1(match) -> str:
    return history.digest(match.state, record=RULES.blocks(match.settings, match.seed, [e.action for e in match.log])[1])


def _seen(match) -> tuple:
    g = match.state
    return g.round, g.phase, g.step, _v1(match)


def test_a_saved_game_of_before_opens_checked_by_its_old_digest_and_saves_the_new_one(tmp_path):
    m = Match.load(RULES, DATA / "partie_v1.txt", checkpoints=False)
    assert _seen(m) == SAVED and len(m.log) == 21
    m.save(tmp_path / "neu.txt")
    _, body = storage.load(tmp_path / "neu.txt", "twilight", "partie", 1)
    assert not old_form(body) and '"digest_version": 2' in body and history.digest(m.state) in body
    again = Match.load(RULES, tmp_path / "neu.txt", checkpoints=False)
    assert _seen(again) == SAVED and again.log == m.log


def test_a_saved_game_of_before_whose_old_digest_does_not_come_out_is_refused():
    _, body = storage.load(DATA / "partie_v1.txt", "twilight", "partie", 1)
    assert old_form(body) and SAVED[3] in body
    with pytest.raises(Refusal) as e:
        Match.from_text(RULES, body.replace(SAVED[3], "0" * 16))
    assert e.value.key == "load_mismatch"
    # nor does a record of before pass with a digest of today's version put in its place
    m = Match.from_text(RULES, body)
    with pytest.raises(Refusal) as e:
        Match.from_text(RULES, body.replace(SAVED[3], history.digest(m.state)))
    assert e.value.key == "load_mismatch"


def test_a_hot_seat_file_of_before_is_converted_where_it_lies(tmp_path):
    from ports.twilight.screens import hotseat_file
    path = shutil.copy(DATA / "hotseat_v1.txt", tmp_path / "hotseat.txt")
    m, secrets, sealed = hotseat_file.load(path)
    assert _seen(m) == SAVED and [s.computer for s in m.seats] == [True] * 3
    _, body = storage.load(path, "twilight", "hotseat", 2)
    assert not old_form(body)                             # written in today's form, at once
    again, _, _ = hotseat_file.load(path)
    assert _seen(again) == SAVED and again.log == m.log


def test_a_master_file_of_before_opens_is_converted_and_plays_on(tmp_path):
    folder = shutil.copytree(DATA / "meister_match_v1", tmp_path / "m")
    gm = pbem.GameMaster.open(folder, GM_PW)
    assert _seen(gm.match) == (10, "politik", 9, "5e152ba78e6ea2ac")
    assert sorted(gm.post) == [0, 2, 3] and gm.missing() == [1] and gm.game.settings.flow == 2
    assert len(gm.blocks()) == 9 and gm.blocks()[0].startswith("# R1 politik\nS1 STIMME fuer=ja\n")
    again = pbem.GameMaster.open(folder, GM_PW)           # converted when it was opened
    assert not old_form(again.content["partie"]) and again.post == gm.post
    assert history.digest(again.game) == history.digest(gm.game)
    again.set_computer(1, True)
    again.play_computers()
    again.resolve(write=False)
    assert again.game.step == 10 and pbem.GameMaster.open(folder, GM_PW).game.step == 10


def test_a_master_file_of_before_that_does_not_replay_is_refused_and_left_as_it_was(tmp_path, monkeypatch):
    folder = shutil.copytree(DATA / "meister_match_v1", tmp_path / "m")
    before = (folder / "meister.txt").read_bytes()
    monkeypatch.setattr(history, "digest", lambda g, **kw: "0" * 16)
    with pytest.raises(Refusal) as e:
        pbem.GameMaster.open(folder, GM_PW)
    assert e.value.key == "master_diverges"
    assert (folder / "meister.txt").read_bytes() == before
