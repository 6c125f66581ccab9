"""retro.play: the game protocol and the Match, on a toy game (Nim) that uses every part of it."""
from dataclasses import dataclass, field

import pytest

from retro import storage
from retro.dice import Dice
from retro.play import (ComputerRefused, GeneratorThinker, Thinker, Held, Match, Outcome, Played, Rebuilt,
                        Refused, Refusal, Rules, Seat, play_out, slice_times)
from retro.conformance import conformance


@dataclass(frozen=True)
class Take:
    n: int


@dataclass(frozen=True)
class Label:            # a note: logged, played by nobody, passed over by undo
    text: str


@dataclass(frozen=True)
class Taken:            # an event value
    player: int
    n: int
    left: int


@dataclass
class NimState:
    heap: int
    dice: Dice
    turn: int = 0
    label: str = ""
    taken: list = field(default_factory=list)


class Nim(Rules):
    """Take 1-3 from a heap; who takes the last one wins. The heap is rolled from the seed."""
    game = "nim"
    levels = ("random", "perfect")
    default_level = "perfect"

    def new(self, settings, seed):
        d = Dice(seed)
        return NimState(heap=settings["heap"] + d.below(5), dice=d)

    def awaited(self, st):
        return () if st.heap == 0 else (st.turn,)

    def check(self, st, player, action):
        if isinstance(action, Label):
            return
        if not 1 <= action.n <= min(3, st.heap):
            raise Refusal("bad_take", n=action.n)

    def apply(self, st, player, action):
        if isinstance(action, Label):
            st.label = action.text
            return []
        st.heap -= action.n
        st.taken.append(action.n)
        st.turn = 1 - st.turn
        return [Taken(player, action.n, st.heap)]

    def outcome(self, st):
        return Outcome((1 - st.turn,), "last") if st.heap == 0 else None

    def parse(self, text, st):
        if text.startswith("L "):
            return Label(text[2:])
        if text.isascii() and text.isdigit() and len(text) < 4:     # not "²", nor 5000 digits
            return Take(int(text))
        raise Refusal("bad_text", text=text[:40])

    def spell(self, action, st):
        return f"L {action.text}" if isinstance(action, Label) else str(action.n)

    def is_note(self, action):
        return isinstance(action, Label)

    def is_checkpoint(self, action):
        return isinstance(action, Take) and action.n == 3

    def legal(self, st, player):
        return [Take(n) for n in range(1, min(3, st.heap) + 1)]

    def thinker(self, st, player, level, dice):
        if level == "random":
            return super().thinker(st, player, level, dice)

        def perfect():
            for _ in range(5):          # pretend to work: five slices
                yield
            n = st.heap % 4
            return Take(n if n else 1)
        return GeneratorThinker(perfect())

    def snapshot(self, st):
        return {"heap": st.heap, "turn": st.turn, "label": st.label, "taken": list(st.taken),
                "dice": st.dice.to_text()}


RULES = Nim()
SETTINGS = {"heap": 20}


def test_a_match_plays_checks_and_logs():
    m = Match(RULES, SETTINGS, seed=3)
    assert m.awaited == (0,)
    with pytest.raises(Refusal) as e:
        m.play(1, Take(1))
    assert e.value.key == "not_your_turn"
    with pytest.raises(Refusal) as e:
        m.play(0, Take(4))
    assert e.value.key == "bad_take" and e.value.params == {"n": 4}
    assert m.log == []                              # a refusal changes nothing
    events = m.play(0, Take(2))
    assert events == (Taken(0, 2, m.state.heap),)
    assert m.texts() == ["2"]


def test_refusals_become_text_only_when_shown():
    r = Refusal("no_undo")
    assert RULES.explain(r, "de") == "Es gibt keinen Zug zum Zurücknehmen."
    assert RULES.explain(r, "nl") == "Er is geen zet om terug te nemen."
    assert RULES.explain(Refusal("bad_record", line=4, reason=Refusal("game_over")), "en") \
        == "Line 4: The game is over."
    assert "bad_take" in str(Refusal("bad_take", n=4))


def test_the_game_ends_and_then_refuses_moves():
    m = Match(RULES, SETTINGS, seed=1)
    while not m.over:
        m.play(m.awaited[0], Take(min(3, m.state.heap)))
    assert m.outcome.winners in ((0,), (1,))
    assert m.awaited == ()
    with pytest.raises(Refusal) as e:
        m.play(0, Take(1))
    assert e.value.key == "game_over"
    m.play(None, Label("after the end"))          # notes are still taken


def test_undo_replays_without_the_last_move_and_keeps_later_notes():
    m = Match(RULES, SETTINGS, seed=2)
    m.play(0, Take(3))                   # a checkpoint
    m.play(1, Take(1))
    m.play(None, Label("kept"))
    heap = m.state.heap
    taken = m.undo()
    assert [e.action for e in taken] == [Take(1)]
    assert m.state.heap == heap + 1 and m.state.label == "kept"
    assert [e.action for e in m.log] == [Take(3), Label("kept")]
    m.redo()
    assert m.state.heap == heap and [e.action for e in m.log][-1] == Take(1)


def test_undo_to_the_human_takes_back_the_computers_answer_too():
    m = Match(RULES, SETTINGS, seed=2, seats=[Seat.human(), Seat.cpu("perfect")])
    m.play(0, Take(1))
    while not m.think(100):
        pass
    assert len(m.log) == 2 and m.awaited == (0,)
    m.undo(to_human=True)
    assert m.log == [] and m.awaited == (0,)
    m.redo(to_human=True)
    assert len(m.log) == 2
    m.undo(to_human=True)
    m.play(0, Take(2))                   # another move forgets what was taken back
    assert not m.can_redo()
    with pytest.raises(Refusal):
        m.redo()


def test_the_computer_thinks_in_slices_and_can_be_held_for_review():
    m = Match(RULES, SETTINGS, seed=5, seats=[Seat.cpu("perfect"), Seat.cpu("perfect")])
    seen = []
    m.listen(seen.append)
    m.hold = lambda player, action: True
    assert not m.think(0)                # one piece of work, no decision yet
    for _ in range(10):
        if m.think(0):
            break
    assert m.held is not None and isinstance(seen[-1], Held)
    assert m.log == []
    m.release()
    assert len(m.log) == 1 and isinstance(seen[-1], Played)


class _Clumsy(Nim):
    def thinker(self, st, player, level, dice):
        return _Bad()


class _Bad(Thinker):
    done = True

    def step(self, budget):
        return Take(99)


def test_a_refused_computer_action_is_an_error_in_tests():
    m = Match(_Clumsy(), SETTINGS, seed=1, seats=[Seat.cpu(), Seat.cpu()])
    assert Match.strict                   # tests/conftest.py
    with pytest.raises(ComputerRefused, match="refused"):
        m.step_computer()
    assert m.log == []


def test_a_refused_computer_action_is_logged_and_told_in_play(caplog, monkeypatch):
    monkeypatch.setattr(Match, "strict", False)
    m = Match(_Clumsy(), SETTINGS, seed=1, seats=[Seat.cpu(), Seat.cpu()])
    seen = []
    m.listen(seen.append)
    with caplog.at_level("ERROR", logger="retro.play"):
        assert m.step_computer()
    assert "refused" in caplog.text and "Take(n=99)" in caplog.text
    refused = [x for x in seen if isinstance(x, Refused)]
    assert refused and refused[0].action == Take(99) and refused[0].refusal.key == "bad_take"
    assert len(m.log) == 1 and 1 <= m.log[0].action.n <= 3     # the game goes on, said aloud


def test_computer_games_are_reproducible_from_the_seed():
    a = play_out(Match(RULES, SETTINGS, 9, [Seat.cpu("random"), Seat.cpu("random")]))
    b = Match(RULES, SETTINGS, 9, [Seat.cpu("random"), Seat.cpu("random")])
    while b.outcome is None:             # the same game, thought in slices
        b.think(0.01)
    assert a.texts() == b.texts() and a.outcome == b.outcome


def test_save_and_load_through_storage(tmp_path):
    m = Match(RULES, SETTINGS, seed=4)
    m.play(0, Take(2))
    m.play(None, Label("hello world"))
    m.play(1, Take(3))
    path = tmp_path / "NIM.SAV"
    m.save(path)
    again = Match.load(RULES, path)
    assert RULES.snapshot(again.state) == RULES.snapshot(m.state)
    assert again.texts() == ["2", "L hello world", "3"]
    # a line that does not replay is named by its line number in the file
    text = path.read_text().replace("\n3\n", "\n7\n")
    body = text.split("\n", 1)[1]
    storage.save(path, "nim", "match", 1, body)
    with pytest.raises(Refusal) as e:
        Match.load(RULES, path)
    assert e.value.key == "bad_record" and e.value.params["line"] == 7
    assert RULES.explain(e.value, "de") == "Zeile 7: bad_take"
    # a log that replays but ends elsewhere than its snapshot says
    storage.save(path, "nim", "match", 1, body.replace("\n7\n", "\n1\n"))
    with pytest.raises(Refusal) as e:
        Match.load(RULES, path)
    assert e.value.key == "load_mismatch"
    storage.save(path, "nim", "match", 1, "nonsense\n")
    with pytest.raises(Refusal) as e:
        Match.load(RULES, path)
    assert e.value.key == "bad_file"


def test_listeners_hear_plays_and_rebuilds():
    m = Match(RULES, SETTINGS, seed=4)
    heard = []
    fn = m.listen(heard.append)
    m.play(0, Take(1))
    m.undo()
    m.new_game(seed=8)
    assert [type(h) for h in heard] == [Played, Rebuilt, Rebuilt]
    assert [h.why for h in heard[1:]] == ["undo", "new"]
    m.unlisten(fn)
    m.play(m.awaited[0], Take(1))
    assert len(heard) == 3


def test_play_checked_plays_what_its_caller_has_checked():
    # a record replayed, a mail game's orders checked when they came in: played, logged, told
    m = Match(RULES, SETTINGS, seed=4)
    heap = m.state.heap
    heard = []
    m.listen(heard.append)
    m.check(0, Take(2))
    assert m.play_checked(0, Take(2)) == (Taken(0, 2, heap - 2),)
    assert m.texts() == ["2"] and m.awaited == (1,) and [type(h) for h in heard] == [Played]
    m.undo()                                    # an ordinary move of the log
    assert m.log == [] and m.state.heap == heap


def test_retro_play_is_the_protocols_face_over_its_parts():
    # ports import from retro.play, retro's own modules from the parts: the very same objects
    from importlib import import_module
    from retro import play
    parts = {"retro.refusal": ("Refusal", "generic_text", "GENERIC_TEXTS"),
             "retro.protocol": ("Rules", "Outcome"),
             "retro.thinking": ("Thinker", "GeneratorThinker", "SearchThinker", "Decided"),
             "retro.match": ("Match", "Seat", "HUMAN"),
             "retro.messages": ("Played", "Rebuilt", "Held", "Refused", "ComputerRefused", "Entry", "Listeners"),
             "retro.matchfile": ("RecordText",),
             "retro.autoplay": ("play_out", "slice_times", "describe_slices")}
    assert sorted(n for names in parts.values() for n in names) == sorted(play.__all__)
    for module, names in parts.items():
        for name in names:
            assert getattr(import_module(module), name) is getattr(play, name), name


def test_slice_times_measure_a_computer_game():
    m = Match(RULES, SETTINGS, 3, [Seat.cpu("perfect"), Seat.cpu("perfect")])
    times = slice_times(m, 0.0)         # a piece of work a slice: five per decision
    assert m.over and len(times) >= 5 * len(m.log)


def test_the_conformance_test_passes_on_a_good_port_and_catches_a_bad_one():
    report = conformance(RULES, SETTINGS, seeds=(1, 2, 3), instant_levels=("random",), check_every=2)
    assert report["games"] == 3 and all(o is not None for o in report["outcomes"])
    assert report["slices"]["perfect"] > 0

    class Wordy(Nim):
        def apply(self, st, player, action):
            super().apply(st, player, action)
            return ["Spieler nimmt"]
    with pytest.raises(AssertionError, match="values, not sentences"):
        conformance(Wordy(), SETTINGS, seeds=(1,), instant_levels=("random",))

    class Lossy(Nim):
        def spell(self, action, st):
            return "1" if isinstance(action, Take) else super().spell(action, st)
    with pytest.raises(AssertionError, match="parses to"):
        conformance(Lossy(), SETTINGS, seeds=(1,), instant_levels=("random",))

    class Meddler(Nim):
        def thinker(self, st, player, level, dice):
            st.label = "touched"
            return super().thinker(st, player, level, dice)
    with pytest.raises(AssertionError, match="changed the state"):
        conformance(Meddler(), SETTINGS, seeds=(1,), instant_levels=("random",))

    class Overeager(Nim):            # legal() offers what check() refuses
        def legal(self, st, player):
            return super().legal(st, player) + [Take(4)]
    with pytest.raises(AssertionError, match="legal\\(\\) offers Take\\(n=4\\)"):
        conformance(Overeager(), SETTINGS, seeds=(1,), instant_levels=("random",))

    class Vague(Nim):                # an ending the rules do not declare
        endings = ("last",)

        def outcome(self, st):
            return Outcome((1 - st.turn,), "world") if st.heap == 0 else None
    with pytest.raises(AssertionError, match="ended as 'world'"):
        conformance(Vague(), SETTINGS, seeds=(1,), instant_levels=("random",))


def test_the_example_port_in_the_design_document_works():
    # docs/DESIGN.md shows a whole port in about thirty lines: it must pass the conformance test
    import re
    from pathlib import Path
    doc = (Path(__file__).resolve().parents[2] / "docs" / "DESIGN.md").read_text(encoding="utf-8")
    code = re.search(r"```python\n(.*?)```", doc, re.S).group(1)
    assert 25 <= len(code.splitlines()) <= 45
    space: dict = {}
    exec(compile(code, "DESIGN.md", "exec"), space)
    nim = space["Nim"]()
    report = conformance(nim, {"heap": 20}, seeds=(1, 2), instant_levels=(None,), levels=(None,))
    assert report["games"] == 2
    m = Match(nim, {"heap": 20}, 1, [Seat.human(), Seat.cpu()])
    m.play(0, nim.parse("2", m.state))
    assert m.step_computer() and len(m.log) == 2
