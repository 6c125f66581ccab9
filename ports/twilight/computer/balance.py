"""The balance of the computer races (issue 22.10): computer games of equal skill (the planning
race at every seat, flow 2), each race's wins against its fair share, with a 95 % interval.

`retro bench twilight --balance 100` plays 100 games for each of 4, 5 and 6 players with the
seeds 1000*N, 1000*N+1, ... (the games of `retro sim twilight --games 100 --players N --seed
1000*N`) and prints the table. A race's fair share is the sum of 1/N over the games it played;
the interval is the normal approximation of that binomial sum (its variance under fair play,
the sum of 1/N*(1-1/N)), divided by the fair share. A game of several winners gives each a win. The rounds a game lasted: their
median, and their mean with the 95 % interval of a mean (1.96 standard errors).

`--wirtschaft schnell` plays the same games in the faster economy (three credits a resource
point, Settings.economy); the original's income is the default (issue 35).
"""
from __future__ import annotations

import math

COUNTS = (4, 5, 6)


def games(rules, per_count: int, counts=COUNTS, seed_of=lambda n: 1000 * n, economy: str = "original"):
    """The summary lines of `per_count` computer games per player count, played as Matches of
    `rules` (match.RULES: the caller hands it down, the computer races sit below the Match)."""
    from retro.play import Match, Seat, play_out

    from ..rules.state import Settings
    lines = []
    for n in counts:
        for i in range(per_count):
            s = Settings(players=n, seed=seed_of(n) + i, economy=economy)
            lines.append(summary(play_out(Match(rules, s, s.seed, [Seat.cpu()] * n, checkpoints=False)).state))
    return lines


def summary(game) -> dict:
    """One finished game as a line of the tables: its winners, their kind of victory, rounds,
    each race's progress and planets, the battles fought."""
    from ..rules import progress
    return {
        "seed": game.settings.seed,
        "players": len(game.players),
        "winner": [game.players[p].race for p in game.winners],
        "how": game.victory,
        "rounds": game.round,
        "progress": {pl.race: {"step": progress.STEPS[pl.progress].name, "rounds": pl.step_rounds}
                     for pl in game.players},
        "planets": {pl.race: len(game.owned(pl.index)) for pl in game.players},
        "battles": sum(1 for e in game.log if e.code == "battle"),
    }


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
    rounds = [line["rounds"] for line in lines if "rounds" in line]
    return {"races": dict(sorted(rows.items(), key=lambda kv: -kv[1]["ratio"])), "victories": kinds,
            "games": len(lines), "rounds": _rounds(rounds)}


def _rounds(rounds: list) -> dict:
    """The rounds of the games: median, mean and its 95 % interval, the longest and how many
    ended at the game master's last round."""
    import statistics
    if not rounds:
        return {}
    mean = statistics.fmean(rounds)
    half = 1.96 * statistics.stdev(rounds) / math.sqrt(len(rounds)) if len(rounds) > 1 else 0.0
    return {"median": statistics.median(rounds), "mean": mean, "low": mean - half, "high": mean + half,
            "min": min(rounds), "max": max(rounds)}


def text(t: dict) -> str:
    """The table as the rows of original_docs/twilight.md."""
    out = ["| race | games | wins | fair | ratio (95 % interval) |", "|---|---|---|---|---|"]
    for race, r in t["races"].items():
        out.append(f"| {race} | {r['games']} | {r['wins']} | {r['fair']:.1f} | "
                   f"{r['ratio']:.2f} ({r['low']:.2f}-{r['high']:.2f}) |")
    v = t["victories"]
    mil = v.get("militaer", 0)
    out.append(f"victories of {t['games']} games: " + ", ".join(f"{k} {n}" for k, n in sorted(v.items()))
               + f"; military {_share(mil, t['games'])}")
    r = t.get("rounds")
    if r:
        out.append(f"rounds: median {r['median']:g}, mean {r['mean']:.1f} (95 %: {r['low']:.1f}-{r['high']:.1f}), "
                   f"{r['min']}-{r['max']}")
    return "\n".join(out)


def _share(k: int, n: int) -> str:
    """k of n as a percentage with its 95 % interval (retro.stats: Wilson's)."""
    from retro.stats import rate
    r = rate(k, max(1, n)) if n else rate(0, 0)
    return f"{100 * r.share:.1f} % (95 %: {100 * r.low:.1f}-{100 * r.high:.1f} %)"
