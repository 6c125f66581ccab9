"""Seeded, serialisable randomness shared by every port.

Our own generator (SplitMix64) instead of `random.Random`: its whole state is one
64-bit integer, so it saves as a short text, restores exactly, and gives the same
numbers on every Python and in the browser build.
"""
from __future__ import annotations

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def _mix(z: int) -> int:
    """SplitMix64's finaliser: 64 bits in, 64 well-stirred bits out."""
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


class Dice:
    """A die cup: `Dice(seed)`; `d6()`, `roll(n, sides)`, `randint(a, b)`..."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0):
        self.state = seed & _MASK

    # -- core ---------------------------------------------------------------
    def next64(self) -> int:
        self.state = (self.state + _GOLDEN) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in 0..n-1, without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs n > 0")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            r = self.next64()
            if r < limit:
                return r % n

    # -- what games ask for ---------------------------------------------------
    def randint(self, a: int, b: int) -> int:
        """Uniform integer in a..b inclusive."""
        return a + self.below(b - a + 1)

    def die(self, sides: int = 6) -> int:
        return 1 + self.below(sides)

    def d6(self) -> int:
        return 1 + self.below(6)

    def d10(self) -> int:
        """A ten-sided die read 1..10 (the 0 face counts as 10)."""
        return 1 + self.below(10)

    def roll(self, n: int, sides: int = 6) -> list[int]:
        return [1 + self.below(sides) for _ in range(n)]

    def random(self) -> float:
        """Float in [0, 1)."""
        return (self.next64() >> 11) / float(1 << 53)

    def chance(self, p: float) -> bool:
        return self.random() < p

    def choice(self, seq):
        if not seq:
            raise IndexError("choice from an empty sequence")
        return seq[self.below(len(seq))]

    def shuffle(self, items: list) -> None:
        """Fisher-Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def shuffled(self, items) -> list:
        out = list(items)
        self.shuffle(out)
        return out

    def keyed(self, *keys: int) -> "Dice":
        """A cup of its own for `keys` (integers), derived from this cup's state without
        drawing from it: the same state and keys give the same numbers, other keys others.
        For chances that must not depend on what was drawn before (a retried attempt)."""
        h = self.state
        for k in keys:
            h = _mix((_mix((k + _GOLDEN) & _MASK) ^ h) + _GOLDEN & _MASK)
        return Dice(h)

    def fork(self) -> "Dice":
        """An independent cup seeded from this one (e.g. one per computer player)."""
        return Dice(self.next64())

    # -- saving ---------------------------------------------------------------
    def to_text(self) -> str:
        return f"{self.state:016x}"

    @classmethod
    def from_text(cls, text: str) -> "Dice":
        text = text.strip()
        if len(text) != 16:
            raise ValueError(f"dice state must be 16 hex digits, not {text!r}")
        d = cls()
        d.state = int(text, 16)
        return d

    def copy(self) -> "Dice":
        d = Dice()
        d.state = self.state
        return d

    def __eq__(self, other) -> bool:
        return isinstance(other, Dice) and other.state == self.state

    def __repr__(self) -> str:
        return f"Dice.from_text({self.to_text()!r})"
