"""Zobrist keys of aMalone positions: one random 64-bit number per colour and field, and one
for the side to move, XORed together. The search keeps them up to date move by move
(`child_key`), looks positions up in its table by them, and knows a game's earlier positions
by them (`game_history`)."""
from __future__ import annotations

from retro.dice import Dice

from .board import FIELDS
from .rules import MOVE_COUNT, MOVE_DELTA, MOVE_PUSH, PUSH1, PUSH2, Position


def _zobrist():
    dice = Dice(0xA3A10E)          # fixed: keys are the same on every run
    z = [[0] * 121 for _ in range(2)]
    for c in range(2):
        for sq in FIELDS:
            z[c][sq] = dice.next64()
    return z, dice.next64()


Z, ZTURN = _zobrist()
ZMOVE = [[0] * MOVE_COUNT for _ in range(2)]
for _m in range(MOVE_COUNT):
    _d = MOVE_DELTA[_m]
    for _c in range(2):
        _k = 0
        for _sq in FIELDS:
            if _d >> _sq & 1:
                _k ^= Z[_c][_sq]
        ZMOVE[_c][_m] = _k


def zobrist(pos: Position) -> int:
    k = ZTURN if pos.turn else 0
    for sq in FIELDS:
        if pos.black >> sq & 1:
            k ^= Z[0][sq]
        elif pos.white >> sq & 1:
            k ^= Z[1][sq]
    return k


def child_key(key: int, m: int, colour: int, opp: int) -> int:
    """The Zobrist key after `colour` plays m (opp: the opponent's marbles before it)."""
    key ^= ZTURN ^ ZMOVE[colour][m]
    if PUSH1[m] & opp:
        p1, p2, p3 = MOVE_PUSH[m]
        zo = Z[1 - colour]
        key ^= zo[p1]
        land = p3 if PUSH2[m] & opp else p2
        if land >= 0:
            key ^= zo[land]
    return key


def game_history(positions) -> list[int]:
    """The Zobrist keys of a game's positions, for Search(history=...)."""
    return [zobrist(p) for p in positions]
