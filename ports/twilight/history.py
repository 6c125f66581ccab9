"""History: a game is its settings and the orders of every resolved step (game.record).

replay() rebuilds any earlier point, steps() walks through a game step by step, rollback()
takes the last steps back (the game master's right), digest() fingerprints a state so a
replay can be checked against a snapshot.
"""
from __future__ import annotations

import copy
import dataclasses
import hashlib

from retro.play import Refusal

from . import engine, notation, setup
from .orders import legacy


def split_step(block: str) -> tuple:
    """'# R3 bewegung' + order lines -> (round, phase, {player: [order]})."""
    lines = block.splitlines()
    head = lines[0].split()
    rnd, phase = int(head[1][1:]), head[2]
    by = {}
    for line in lines[1:]:
        words = line.split()
        p = int(words[0][1:]) - 1
        by.setdefault(p, [])
        if len(words) > 1 and words[1] != "-":
            by[p].append(notation.parse(line))
    return rnd, phase, by


def apply_step(game, block: str) -> None:
    """One recorded step replayed; the record keeps the block as it was written."""
    rnd, phase, by = split_step(block)
    if (game.round, game.phase) != (rnd, phase):
        raise Refusal("no_step")
    for p, orders in sorted(by.items()):
        engine.submit(game, p, orders, trusted=True)
    engine.advance(game, recorded=block)


def replay(settings, record: list, upto: int | None = None):
    """The game after the first `upto` steps of the record (all by default)."""
    game = setup.new_game(settings)
    for block in record[: len(record) if upto is None else upto]:
        apply_step(game, block)
    return game


def steps(settings, record: list):
    """Walk through a game: yields (step number, game) after set-up and after every step."""
    game = setup.new_game(settings)
    yield 0, copy.deepcopy(game)
    for i, block in enumerate(record, 1):
        apply_step(game, block)
        yield i, copy.deepcopy(game)


def rollback(game, n: int = 1):
    """The game with its last n steps taken back."""
    if not 0 <= n <= len(game.record):
        raise Refusal("no_step")
    return replay(game.settings, game.record, len(game.record) - n)


def digest(game) -> str:
    """The rules' state without the log: the log is told from the state, so that a newer
    program that words it better (or tells more) still opens the master files of running games.
    Orders are hashed in the form the program had before they were typed values
    (orders.legacy), so that those master files open too."""
    state = dataclasses.asdict(dataclasses.replace(game, log=[], pending={}, held={}))
    state["dice"] = game.dice.to_text()
    state["log"] = None
    for key in ("pending", "held"):
        state[key] = {p: [legacy(o) for o in os_] for p, os_ in getattr(game, key).items()}
    return hashlib.sha256(repr(state).encode("utf-8")).hexdigest()[:16]
