"""The parameters of EMPERADO 4a as the computer parties' leanings towards each other party.

A leaning is a number -1..1 per party: 0 neutral, 1 "attack it at the lowest odds, mass the
armies against it", -1 "spare it altogether". ai.EmperadoAI reads it for both placing and
liberating (`ai._Context`); the Länderhandicap is no leaning but a rule (rules.income).

    scale(v)            a parameter value -9..99 as a strength -1..1 (0 = neutral)
    leanings(st, me)    me's leaning towards each party, neutrals 0
    still_rounds(st)    rounds the map has stood still (no party's country count changed)

Decisions where the manual is silent (original_docs/emperado.md, "The computer parties"):
- The scale: linear on both sides of 0, each of the nine steps below 0 larger than the 99
  above (SOLIDARITY_ENDS, COALITION_ENDS: the lean at -9 and at 99), because five
  computers that lean even a little together already outplay one party: a lean of 1
  (a target four times as dear, attacked at 30 %) would leave the party no chance at a
  tenth of the range, and each step above would change nothing. The ends were chosen by
  the benchmark (original_docs/emperado.md) so that the win rate of a party of the
  computer's strength moves by a few points every ten steps up to 99.
- Solidarisierungsgrad S: while a human party is alive, a computer leans towards each human
  by scale(S) and away from each other computer by as much (negative: the humans are
  spared, the computers fought). With no human alive it does nothing: it cannot keep the
  computers from fighting each other.
- Koalitionsneigung K: the weaker parties spare each other and turn on the strongest, all
  that stand above the mean ("die stärksten", plural): a party's lean is scale(K) times how
  far its strength (countries + armies / 3) lies above or below the mean of the living
  parties, relative to that mean, at most 1 either way. The strongest party itself joins
  no coalition. Negative K turns it round: the strong are spared and the weak fall prey
  (the humans cannot be favoured here: chapter 5 lets the computer know who is human only
  through the Solidarisierungsgrad and the Länderhandicap).
- Standing still: when no country has changed hands for STILL_FADE rounds, the leanings
  fade to nothing over as many rounds again (ai.EmperadoAI then also grows impatient, see
  `impatience`); and a long war wears them out (round WEARY to WORN), so that no setting
  can keep a game going for ever, neither by standing still nor by a balance of power.
  In a long war every computer party (the proxy of the benchmark too: this is no
  parameter) turns on the weakest party instead, by `weariness`, so that parties are
  finished off even when a large Länderhandicap lets every party rebuild each turn.
"""
from __future__ import annotations

from .state import NEUTRAL, PARAM_MAX, PARAM_MIN, State

# The lean at the ends of the range, -9 and 99, per parameter (see scale): a lean of 1 would
# be a target four times as dear, attacked at 30 % instead of 45-60 %, one of -1 spared.
SOLIDARITY_ENDS = (0.2, 0.1)
COALITION_ENDS = (0.5, 1.0)
STILL_FADE = 3       # rounds of a map standing still before the leanings fade...
FADE_ROUNDS = 3      # ...to nothing over these rounds
WEARY, WORN = 30, 60  # a long war: the leanings fade from round WEARY to nothing at WORN


def scale(v: int, ends: tuple[float, float]) -> float:
    """A parameter -9..99 as a lean: 0 at 0, rising linearly to ends[1] at 99 and falling
    linearly to -ends[0] at -9 (the nine steps below 0 are each larger than those above)."""
    v = max(PARAM_MIN, min(PARAM_MAX, v))
    if v < 0:
        return ends[0] * v / -PARAM_MIN
    return ends[1] * v / PARAM_MAX


def still_rounds(st: State) -> int:
    """How many of the last finished rounds ended with every party's country count as in
    the round before (0 when something changed hands in the last one)."""
    h = st.history
    n = 0
    while n + 1 < len(h) and [c for c, _ in h[-1 - n]] == [c for c, _ in h[-2 - n]]:
        n += 1
    return n


def fade(st: State) -> float:
    """1 while the map moves and the war is young; falling to 0 once the map has stood
    still for STILL_FADE rounds, or once the game grows long (round WEARY to WORN): a
    balance of power the leanings keep up (the weaker always turning on the strongest)
    would otherwise never end."""
    still = max(0.0, min(1.0, 1.0 - (still_rounds(st) - STILL_FADE) / FADE_ROUNDS))
    return min(still, 1.0 - weariness(st))


def impatience(st: State) -> int:
    """Rounds the map has stood still beyond the leanings' fading, or the war has gone on
    beyond WORN: the computer then lowers the odds it asks for round by round
    (ai.EmperadoAI), down to none, and wears the others down with its dice (three dice
    against two lose fewer armies than they kill), so that every game goes on to its end."""
    return max(0, still_rounds(st) - STILL_FADE - FADE_ROUNDS, st.round - WORN)


def weariness(st: State) -> float:
    """0 until round WEARY, rising to 1 at WORN: how long the war has gone on."""
    return max(0.0, min(1.0, (st.round - WEARY) / (WORN - WEARY)))


def the_weakest(st: State, me: int, s: list[float] | None = None) -> int | None:
    """The living party other than me of the least strength (countries + armies / 3), or None."""
    others = [q for q in st.living() if q != me]
    if not others:
        return None
    s = s or strengths(st)
    return min(others, key=lambda q: (s[q], q))


def strengths(st: State) -> list[float]:
    """Countries + armies / 3 per party (the measure the coalition weighs)."""
    n = st.n_parties
    s = [0.0] * n
    for c, o in enumerate(st.owner):
        if o >= 0:
            s[o] += 1.0 + st.armies[c] / 3.0
    return s


def leanings(st: State, me: int, s: list[float] | None = None) -> dict[int, float]:
    """me's leaning towards every party (and NEUTRAL: 0), each -1..1; `s`: strengths(st)
    if the caller has them."""
    n = st.n_parties
    lean = [0.0] * n
    parties = st.parties
    living = [q for q in range(n) if not parties[q].out]
    settings = st.settings
    f = fade(st) if settings.solidarity or settings.coalition else 0.0
    if f > 0.0 and not parties[me].human:
        sol = scale(settings.solidarity, SOLIDARITY_ENDS)
        if sol and any(parties[q].human for q in living):     # 4a Solidarisierungsgrad
            for q in living:
                lean[q] += sol if parties[q].human else -sol
        k = scale(settings.coalition, COALITION_ENDS)
        if k and len(living) >= 2:                                # 4a Koalitionsneigung
            s = s or strengths(st)
            mean = sum(s[q] for q in living) / len(living)
            top = max(s[q] for q in living)
            if mean > 0 and s[me] < top:
                for q in living:
                    if q == me:
                        continue
                    lean[q] += k * max(-1.0, min(1.0, s[q] / mean - 1.0))
        lean = [f * max(-1.0, min(1.0, x)) for x in lean]
    out = {q: lean[q] for q in range(n)}
    out[NEUTRAL] = 0.0
    return out
