"""The widgets' own words now live in retro.lang with the rest of the collection's texts.

Kept so that `from retro.gui.words import words, WORDS` still works.
"""
from __future__ import annotations

from ..lang import TEXTS as WORDS
from ..lang import texts as words

__all__ = ["WORDS", "words"]
