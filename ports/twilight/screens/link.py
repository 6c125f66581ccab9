"""The one place where the screens reach into the rules: every twilight module the screens
use is imported here, and the screens import it from here (`from .link import ...`), so a
reorganisation of the rules' modules changes this file only.

Nothing here imports pyxel.
"""
from __future__ import annotations

from .. import galaxy, hexes, races, setup, tiles, units   # noqa: F401
from ..state import Settings
from ..texts import PHASES                                  # noqa: F401


def demo_game(players: int = 4, seed: int = 1, rounds: int = 0):
    """A new game of `players` races on the prepared map, as the game master starts it
    (races by lot, home places rolled): for demos, tests and screenshots. With `rounds`,
    computer races play it on until that round has begun, so that fleets and planets spread."""
    game = setup.new_game(Settings(players=players, seed=seed))
    if rounds > 1:
        from retro.play import Match, Seat, play_out

        from ..match import RULES
        match = Match(RULES, Settings(players=players, seed=seed), seed, [Seat.cpu(2)] * players,
                      checkpoints=False)
        game = play_out(match, stop=lambda m: m.state.round >= rounds).state
    return game
