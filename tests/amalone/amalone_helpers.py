"""Games of aMalone through the Match, for the tests."""
from retro.play import Match

from ports.amalone.game import Settings
from ports.amalone.match import RULES


def played(moves=(), start="standard", **settings) -> Match:
    """A Match of two humans from `start` with `moves` (aMalone notation) played."""
    m = Match(RULES, Settings(start, **settings))
    for text in moves:
        play(m, text)
    return m


def play(m: Match, text: str):
    return m.play_text(m.state.turn, text)


def from_body(body: str, **settings) -> Match:
    """A record's body (without the storage header) replayed: line numbers count from 2."""
    return Match.from_text(RULES, body, settings=Settings(**settings))
