"""How strong a passphrase is, as the key screen shows it while it is typed: a simple and
honest estimate, not a promise. Its guess counts the characters and their classes (small
and capital letters, digits, others) as if each were drawn at random, then takes off what
a guesser gets for free: a common word or password in it (a list of some hundred), a
character repeated, a run like "1234" or "abcd". Below the rules' least length it is
"schwach" whatever it holds.

Nothing here imports pyxel.
"""
from __future__ import annotations

import math

from .link import MIN_PASSPHRASE

WEAK, MEDIUM, STRONG = "schwach", "mittel", "stark"
MEDIUM_BITS, STRONG_BITS = 45, 70          # estimated bits of guessing work
WORD_BITS = 11                             # a common word counts as one pick of ~2000
COMMON = frozenset("""
passwort password passphrase geheim secret schluessel schlüssel hallo hello welcome willkommen
qwertz qwerty asdf yxcv admin login master letmein iloveyou ichliebedich liebe love sommer winter
fruehling frühling herbst sonne mond stern sterne himmel erde welt fussball fußball bayern borussia
schalke dortmund berlin hamburg muenchen münchen koeln köln deutschland germany monkey dragon drache
katze hund maus pferd baby schatz engel teufel gott jesus musik computer amiga atari commodore
twilight imperium imperator herrscher kaiser koenig könig spiel spieler spielleiter galaxie galaxis
universum mecatol rex sol hacan letnev jolnar mentak xxcha yssaril naalu saar hallo123 test
test123 abc abc123 123456 12345678 123456789 111111 000000 654321 michael thomas andreas stefan
christian peter daniel markus sabine julia anna maria lisa sarah laura nicole tanja claudia
""".split())


def classes(pw: str) -> int:
    """How many of the four classes of characters it uses."""
    return sum((any(c.islower() for c in pw), any(c.isupper() for c in pw),
                any(c.isdigit() for c in pw), any(not c.isalnum() for c in pw)))


def _pool(pw: str) -> int:
    return sum(n for has, n in ((any(c.islower() for c in pw), 30), (any(c.isupper() for c in pw), 30),
                                (any(c.isdigit() for c in pw), 10), (any(not c.isalnum() for c in pw), 33))
               if has) or 1


def common_words(pw: str) -> list:
    """The common words in it (the longest first where they overlap), lower case."""
    low, found, i = pw.lower(), [], 0
    while i < len(low):
        best = max((w for w in COMMON if len(w) >= 3 and low.startswith(w, i)), key=len, default=None)
        if best:
            found.append(best)
            i += len(best)
        else:
            i += 1
    return found


def _runs(pw: str) -> int:
    """Characters that go on a run of three or more (aaa, 123, cba): the third on."""
    n = 0
    for a, b, c in zip(pw, pw[1:], pw[2:]):
        step = ord(b) - ord(a)
        if step in (-1, 0, 1) and ord(c) - ord(b) == step:
            n += 1
    return n


def bits(pw: str) -> float:
    """The estimated guessing work in bits."""
    if not pw:
        return 0.0
    per = math.log2(_pool(pw))
    words = common_words(pw)
    rest = len(pw) - sum(len(w) for w in words) - _runs(pw)
    return max(0.0, rest * per) + len(words) * WORD_BITS + _runs(pw) * 1.0


def estimate(pw: str, least: int = MIN_PASSPHRASE) -> tuple:
    """(verdict, why): "schwach"/"mittel"/"stark" and a short reason in German (that
    names no part of the passphrase); shorter than least (a passphrase's 8, a password's
    10) is weak, "zu kurz"."""
    n, k = len(pw), classes(pw)
    words = common_words(pw)
    b = bits(pw)
    why = f"{n} Zeichen, {k} Art{'en' if k != 1 else ''}"
    if words:                              # never which: the screen must not show his words
        why += ", ein bekanntes Wort" if len(words) == 1 else f", {len(words)} bekannte Wörter"
    if n < least:
        return WEAK, f"zu kurz ({n} von mindestens {least} Zeichen)"
    if b >= STRONG_BITS:
        return STRONG, why
    return (MEDIUM if b >= MEDIUM_BITS else WEAK), why
