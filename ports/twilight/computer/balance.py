"""The balance of the computer races (issue 22.10): computer games of equal skill (the planning
race at every seat, flow 2), each race's wins against its fair share, with a 95 % interval.

`retro bench twilight --balance 100` plays 100 games for each of 4, 5 and 6 players with the
seeds 1000*N, 1000*N+1, ... (the games of `retro sim twilight --games 100 --players N --seed
1000*N`) and prints the table. A race's fair share is the sum of 1/N over the games it played;
the interval is the normal approximation of that binomial sum (its variance under fair play,
the sum of 1/N*(1-1/N)), divided by the fair share. A game of several winners gives each a win.
"""
from __future__ import annotations

import math

COUNTS = (4, 5, 6)


def games(per_count: int, counts=COUNTS, seed_of=lambda n: 1000 * n):
    """The summary lines (bench_mail.summary) of `per_count` computer games per player count."""
    from retro.play import Match, Seat, play_out

    from ..mail.bench_mail import summary
    from ..match import RULES
    from ..rules.state import Settings
    lines = []
    for n in counts:
        for i in range(per_count):
            s = Settings(players=n, seed=seed_of(n) + i)
            lines.append(summary(play_out(Match(RULES, s, s.seed, [Seat.cpu()] * n, checkpoints=False)).state))
    return lines


def table(lines) -> dict:
    """race -> games, wins, fair, ratio, low, high; and the victories by kind."""
    rows = {}
    for line in lines:
        n = line["players"]
        for race in line["progress"]:
            r = rows.setdefault(race, {"games": 0, "wins": 0, "fair": 0.0, "var": 0.0})
            r["games"] += 1
            r["fair"] += 1 / n
            r["var"] += (1 / n) * (1 - 1 / n)
        for race in line["winner"]:
            rows[race]["wins"] += 1
    for r in rows.values():
        half = 1.96 * math.sqrt(r.pop("var")) / r["fair"]
        r["ratio"] = r["wins"] / r["fair"]
        r["low"], r["high"] = r["ratio"] - half, r["ratio"] + half
    kinds = {}
    for line in lines:
        kinds[line["how"]] = kinds.get(line["how"], 0) + 1
    return {"races": dict(sorted(rows.items(), key=lambda kv: -kv[1]["ratio"])), "victories": kinds,
            "games": len(lines)}


def text(t: dict) -> str:
    """The table as the rows of original_docs/twilight.md."""
    out = ["| race | games | wins | fair | ratio (95 % interval) |", "|---|---|---|---|---|"]
    for race, r in t["races"].items():
        out.append(f"| {race} | {r['games']} | {r['wins']} | {r['fair']:.1f} | "
                   f"{r['ratio']:.2f} ({r['low']:.2f}-{r['high']:.2f}) |")
    v = t["victories"]
    mil = v.get("militaer", 0)
    out.append(f"victories of {t['games']} games: " + ", ".join(f"{k} {n}" for k, n in sorted(v.items()))
               + f"; military {100 * mil / max(1, t['games']):.1f} %")
    return "\n".join(out)
