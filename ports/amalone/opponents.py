"""The players a benchmark sets against each other (`retro sim amalone --opponent ...`):
our search at a level or at a time per move, a greedy one-ply mover, and an earlier version
of our computer kept as a fixed opponent: the version before issue 13 is taken out of the
project's git history (commit BASELINE) into a folder of its own, or any folder given holds one.

Each is a seat's level for retro.play (Match asks `Amalone.thinker`, which hands a level
that has a `thinker` method over to it).
"""
from __future__ import annotations

import importlib
import importlib.util
import subprocess
import sys
import tempfile
import time
import zlib
from dataclasses import dataclass
from pathlib import Path

from retro.play import Decided, SearchThinker, Thinker

from .ai import Search
from .evaluation import evaluate
from .rules import MOVE_ID, Position

# The computer as it was before issue 13: ai.py, rules.py and board.py of this commit.
BASELINE = "7f9de42"
_FILES = ("ai.py", "rules.py", "board.py")


def best_move_by(pos: Position, dice, value) -> int | None:
    """The one-glance movers' loop: a winning move at once, else the move with the highest
    value(pos, m, q) (q: the position after m); ties at random (the moves shuffled first)."""
    moves = pos.legal_moves()
    if not moves:
        return None
    dice.shuffle(moves)
    best, best_value = moves[0], None
    for m in moves:
        q = pos.play_unchecked(m)
        if q.winner() is not None:
            return m
        v = value(pos, m, q)
        if best_value is None or v > best_value:
            best, best_value = m, v
    return best


def _greedy_value(pos: Position, m: int, q: Position) -> float:
    value = -evaluate(q.own, q.opp, q.lost[q.turn], q.lost[1 - q.turn])
    return value + (10 ** 6 if pos.pushes_off(m) else 0)


def greedy_move(pos: Position, dice) -> int | None:
    """A push-off when there is one, else the move whose position looks best at one glance
    (the evaluation, no answer considered); ties at random."""
    return best_move_by(pos, dice, _greedy_value)


@dataclass(frozen=True)
class Greedy:
    name: str = "greedy"

    def thinker(self, state, dice) -> Thinker:
        return Decided(greedy_move(state.position, dice))


@dataclass(frozen=True)
class Timed:
    """Our search at `level`'s evaluation, as deep as `movetime_ms` of CPU time allows
    (CPU time: other programs on the machine do not take its thinking away)."""
    movetime_ms: int
    level: int = 5

    @property
    def name(self) -> str:
        return f"{self.movetime_ms}ms"

    def thinker(self, state, dice) -> Thinker:
        from .match import search_thinker
        return search_thinker(Search(state.position, self.level, depth=60, nodes=10 ** 9,
                                    movetime_ms=self.movetime_ms, dice=dice,
                                    history=state.history_keys(), clock=time.process_time))


class _CpuClock:
    """Stands in for the time module inside an earlier version's ai.py: its movetime then
    counts CPU time, as ours does in benchmarks (a loaded machine takes neither side's
    thinking away)."""
    perf_counter = staticmethod(time.process_time)


def from_history(commit: str = BASELINE, files: tuple = _FILES, tag: str = "") -> Path:
    """A folder holding the computer of `commit` (`files` of ports/amalone, taken out of the git
    history once, then kept in the temporary folder under the commit and `tag`).
    FileNotFoundError when there is no git or no such commit."""
    repo = Path(__file__).resolve().parents[2]
    folder = Path(tempfile.gettempdir()) / f"retro-amalone-{commit}{tag}"
    if all((folder / f).is_file() for f in files):
        return folder
    texts = {}
    for name in files:
        try:
            done = subprocess.run(["git", "-C", str(repo), "show", f"{commit}:ports/amalone/{name}"],
                                  capture_output=True, text=True, timeout=30)
        except (OSError, subprocess.SubprocessError) as e:
            raise FileNotFoundError(f"git cannot show commit {commit}: {e}") from None
        if done.returncode != 0:
            raise FileNotFoundError(f"commit {commit} is not in {repo}'s history")
        texts[name] = done.stdout
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "__init__.py").write_text(f'"""aMalone\'s computer at commit {commit}."""\n')
    for name, text in texts.items():
        (folder / name).write_text(text)
    return folder


def load_engine(folder: Path | str | None = None):
    """The ai and rules modules of an earlier version (its folder holds __init__.py, ai.py,
    rules.py and board.py, importing each other relatively; none: the commit BASELINE), its
    clock the CPU's."""
    folder = Path(folder).resolve() if folder is not None else from_history()
    if not (folder / "ai.py").is_file():
        raise FileNotFoundError(f"no ai.py in {folder}")
    name = f"_amalone_engine_{zlib.crc32(str(folder).encode()):08x}"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, folder / "__init__.py",
                                                      submodule_search_locations=[str(folder)])
        mod = importlib.util.module_from_spec(spec)
        sys.modules[name] = mod
        spec.loader.exec_module(mod)
        importlib.import_module(name + ".ai").time = _CpuClock
    return importlib.import_module(name + ".ai"), importlib.import_module(name + ".rules")


@dataclass(frozen=True)
class Old:
    """An earlier version of our computer at its own `level` (its limits, not ours), and at
    most `movetime_ms` of CPU time a move when given."""
    level: int = 5
    folder: str | None = None      # none: the commit BASELINE
    movetime_ms: int | None = None

    @property
    def name(self) -> str:
        return f"old{self.level}" + (f"/{self.movetime_ms}ms" if self.movetime_ms else "")

    def thinker(self, state, dice) -> Thinker:
        ai, rules = load_engine(self.folder)
        p = state.position
        old = rules.Position(p.black, p.white, p.turn, p.lost)
        history = [ai.zobrist(rules.Position(q.black, q.white, q.turn, q.lost))
                   for q in state.positions[:-1]]
        limits = {"movetime_ms": self.movetime_ms} if self.movetime_ms else {}
        # its move translated by its marbles and direction (move numbers may differ)
        def ours(search):
            m = search.best_move
            return None if m is None else MOVE_ID[(rules.MOVE_FROM[m], rules.MOVE_DIR[m])]
        return SearchThinker(ai.Search(old, self.level, dice=dice, history=history, **limits), ours)


__all__ = ["greedy_move", "Greedy", "Timed", "Old", "load_engine", "from_history", "BASELINE"]
