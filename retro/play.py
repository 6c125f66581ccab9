"""The one game protocol every port implements, and the one Match that drives it: the names a
port uses, from one place. Pure: no pyxel. Each lives in a module of its own:

    Refusal(key, **params)    a rule's no, made text only where it is shown      retro.refusal
    Rules                     one object per port: new, awaited, check, apply,   retro.protocol
                              outcome, parse, spell (the contract: its docstring)
    Outcome(winners, reason)  how a game ended                                   retro.protocol
    Thinker                   a computer player, advanced by step(budget_ms) a   retro.thinking
                              slice at a time (GeneratorThinker, SearchThinker, Decided)
    Seat, Match               who plays a side; the game being played: play,     retro.match
                              think, undo and redo by replay, save and load
    Played, Rebuilt, Held...  what a Match tells its listeners                   retro.messages
    RecordText                a save file read but not yet replayed              retro.matchfile
    play_out, slice_times     computer-only games: sims, benchmarks, kiosk demos  retro.autoplay
"""
from .autoplay import describe_slices, play_out, slice_times
from .match import HUMAN, Match, Seat
from .matchfile import RecordText
from .messages import ComputerRefused, Entry, Held, Listeners, Played, Rebuilt, Refused
from .protocol import Outcome, Rules
from .refusal import GENERIC_TEXTS, Refusal, generic_text
from .thinking import Decided, GeneratorThinker, SearchThinker, Thinker

__all__ = ["Refusal", "Outcome", "Seat", "HUMAN", "Thinker", "GeneratorThinker", "SearchThinker", "Decided",
           "Rules", "RecordText", "Listeners", "Match", "Played", "Rebuilt", "Held", "Refused", "ComputerRefused",
           "Entry", "play_out",
           "slice_times", "describe_slices", "generic_text", "GENERIC_TEXTS"]
