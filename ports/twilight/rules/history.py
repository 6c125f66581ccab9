"""History: the record in step blocks, as master files of before the Match kept it (pbem
converts them), and the fingerprint of a state.

replay() rebuilds any earlier point of such a record, steps() walks through it step by step,
digest() fingerprints a state (the Match's snapshot holds it): version 2 hashes the steps
resolved, version 1 (the files of before) the record's text of the steps in their place.
"""
from __future__ import annotations

import copy
import dataclasses
import hashlib

from retro.play import Refusal

from . import engine, notation, setup
from .orders import legacy


def split_step(block: str) -> tuple:
    """'# R3 bewegung' + order lines -> (round, phase, {player: [order]}, players skipped)."""
    lines = block.splitlines()
    head = lines[0].split()
    rnd, phase = int(head[1][1:]), head[2]
    by, skipped = {}, []
    for line in lines[1:]:
        words = line.split()
        p = int(words[0][1:]) - 1
        by.setdefault(p, [])
        if words[1:3] == ["-", engine.SKIPPED]:
            skipped.append(p)
        elif len(words) > 1 and words[1] != "-":
            by[p].append(notation.parse(line))
    return rnd, phase, by, skipped


def apply_step(game, block: str) -> None:
    """One recorded step replayed."""
    rnd, phase, by, skipped = split_step(block)
    if (game.round, game.phase) != (rnd, phase):
        raise Refusal("no_step")
    for p, orders in sorted(by.items()):
        engine.submit(game, p, orders, trusted=True)
    for p in skipped:
        engine.skip(game, p)
    engine.advance(game)


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


# fields added to the state after the first master files were written: hashed only when they
# hold something, so that those files keep their digest; settings added later are hashed only
# when they differ from what those files were played with (the economy of before issue 35)
LATER = ("ahead", "standing", "reach", "skipped")
LATER_SETTINGS = {"flow": 1, "economy": "schnell"}
_FIELDS = {}


def _plain(obj):
    """What dataclasses.asdict makes of a value (the same repr), without its deep copies:
    a digest is taken at every save and every opening of a master file."""
    cls = type(obj)
    if cls in _ATOMS:
        return obj
    if cls is list:
        return [_plain(x) for x in obj]
    if cls is dict:
        return {_plain(k): _plain(v) for k, v in obj.items()}
    if cls is tuple:
        return tuple(_plain(x) for x in obj)
    names = _FIELDS.get(cls)
    if names is None and dataclasses.is_dataclass(cls):
        names = _FIELDS[cls] = tuple(f.name for f in dataclasses.fields(cls))
    if names is not None:
        return {n: _plain(getattr(obj, n)) for n in names}
    return obj


_ATOMS = frozenset((int, str, bool, float, type(None)))


def digest(game, held_order=None, record=None) -> str:
    """The rules' state without the log: the log is told from the state, so that a newer
    program that words it better (or tells more) still opens the master files of running games.
    Orders are hashed in the form the program had before they were typed values
    (orders.legacy), so that those master files open too; by player, so that the order in
    which they arrived never counts (held_order: the order the first program hashed them in,
    which was that of arrival, to open its files). record: version 1 of the digest, of the
    files of before (the Match's snapshot without digest_version), which hashed the record's
    step blocks where the number of steps stands now (match.Twilight.blocks makes them)."""
    state = {}
    for name in _FIELDS.get(type(game)) or _plain_fields(game):
        if name in ("pending", "held"):
            held = getattr(game, name)
            order = held_order if name == "held" and held_order is not None else sorted(held)
            state[name] = {p: [legacy(o) for o in held[p]] for p in order}
        elif name == "dice":
            state[name] = game.dice.to_text()
        elif name == "log":
            state[name] = None
        elif name in ("ahead", "standing"):
            v = getattr(game, name)
            state[name] = {p: ({ph: [legacy(o) for o in v[p][ph]] for ph in sorted(v[p])} if name == "ahead"
                               else [legacy(o) for o in v[p]]) for p in sorted(v)}
        elif name == "step":
            state.update({"record": list(record)} if record is not None else {"step": game.step})
        elif name in ("viewer", "ai_seed"):
            continue                       # a player's view: not part of the game's state
        else:
            state[name] = _plain(getattr(game, name))
    for key in LATER:
        if key in state and not state[key]:
            del state[key]
    for key, default in LATER_SETTINGS.items():
        if state["settings"].get(key, default) == default:
            state["settings"].pop(key, None)
    return hashlib.sha256(repr(state).encode("utf-8")).hexdigest()[:16]


def _plain_fields(game) -> tuple:
    names = _FIELDS[type(game)] = tuple(f.name for f in dataclasses.fields(game))
    return names
