"""Building the galaxy [seed "Die Erschaffung der Galaxis"] and the prepared standard maps.

The map is a dict position -> tile key. Home systems are tiles "H-<race>".
The five placement rules of the seed, each in its own function:
  rings filled inside out                 -> open_ring
  home system placed as soon as possible  -> place_due_homes
  red-bordered tiles never adjacent       -> legal_placements (with the fallback)
  snake order S1 S2 S3 S4 S4 S3 ...       -> snake_order
  planetless tile obliges a planet tile   -> legal_placements
"""
from __future__ import annotations

import functools
from dataclasses import dataclass, field

from retro.play import Refusal

from . import hexes, races, tiles
from .tiles import Tile


def tile(key: str) -> Tile:
    """The tile for a key, home systems included."""
    if key == "":                      # a home place of the prepared map, not yet given out
        return Tile("", tiles.HOME)
    if key.startswith("H-"):
        race = races.RACES[key[2:]]
        return Tile(key, tiles.HOME, race.home)
    return tiles.TILES[key]


def home_positions(n: int) -> list:
    """The home places in ring 3, spread evenly [decide]."""
    r3 = hexes.ring(3)
    return [r3[int(i * 18 / n + 0.5) % 18] for i in range(n)]


def snake_order(n: int, turns: int) -> list:
    """Who places the t-th tile: S1..Sn, then Sn..S1, and so on [seed]."""
    out = []
    for t in range(turns):
        rnd, i = divmod(t, n)
        out.append(i if rnd % 2 == 0 else n - 1 - i)
    return out


@dataclass
class Building:
    """A galaxy being built by the players."""
    n: int
    homes: dict                      # player -> home position
    home_tiles: dict                 # player -> "H-race"
    hands: dict                      # player -> [tile keys]
    placed: dict = field(default_factory=dict)   # position -> tile key
    turn: int = 0
    last_planetless: dict = field(default_factory=dict)

    def current(self):
        """The player whose turn it is, or None when the galaxy is complete."""
        if all(not h for h in self.hands.values()):
            return None
        return snake_order(self.n, self.turn + 1)[self.turn]


def start_building(n: int, homes: dict, home_tiles: dict, dice) -> Building:
    """Deal the tiles so that each player holds exactly as many as he will lay."""
    keys = dice.shuffled(tiles.tile_set(n))
    seq = snake_order(n, len(keys))
    hands = {p: [] for p in range(n)}
    for p, k in zip(seq, keys):
        hands[p].append(k)
    b = Building(n, dict(homes), dict(home_tiles), hands, {hexes.CENTRE: "MR"})
    place_due_homes(b)
    return b


def reserved(b: Building) -> set:
    return {pos for p, pos in b.homes.items() if pos not in b.placed}


def place_due_homes(b: Building) -> list:
    """A home system goes onto its place as soon as that place may be filled [seed]."""
    done = []
    changed = True
    while changed:
        changed = False
        k = open_ring(b)
        for p, pos in sorted(b.homes.items()):
            if pos not in b.placed and (k is None or hexes.ring_of(pos) <= k):
                b.placed[pos] = b.home_tiles[p]
                done.append(p)
                changed = True
    return done


def open_ring(b: Building):
    """The innermost ring with a free place that is not a home place: rings are filled
    inside out [seed]; None when the galaxy is complete."""
    res = reserved(b)
    for k in range(1, hexes.RINGS + 1):
        if any(p not in b.placed and p not in res for p in hexes.ring(k)):
            return k
    return None


def free_places(b: Building) -> list:
    k = open_ring(b)
    if k is None:
        return []
    res = reserved(b)
    return [p for p in hexes.ring(k) if p not in b.placed and p not in res]


def red_neighbour(placed: dict, pos) -> bool:
    return any(n in placed and tile(placed[n]).red for n in hexes.neighbours(pos))


def legal_placements(b: Building, player: int) -> list:
    """All (tile key, position) the player may lay now."""
    hand = b.hands[player]
    places = free_places(b)
    cands = [(k, p) for k in dict.fromkeys(hand) for p in places]
    # planetless last time: a tile with planets now, if at all possible [seed]
    if b.last_planetless.get(player):
        with_planets = [(k, p) for k, p in cands if tile(k).has_planets]
        if with_planets:
            cands = with_planets
    # red-bordered never beside red-bordered, unless there is no other possibility [seed]
    ok = [(k, p) for k, p in cands if not (tile(k).red and red_neighbour(b.placed, p))]
    return ok if ok else cands


def why_not(b: Building, player: int, key: str):
    """Why a tile of his hand has no allowed place just now, or None when it has one:
    "planets" (after a tile without planets, one with planets first [seed]), "red" (every
    free place lies beside a red-bordered tile [seed]), "full" (no free place at all)."""
    legal = legal_placements(b, player)
    if any(k == key for k, _ in legal):
        return None
    if not free_places(b):
        return "full"
    if b.last_planetless.get(player) and not tile(key).has_planets:
        return "planets"
    return "red" if tile(key).red else "full"


def place(b: Building, player: int, key: str, pos) -> None:
    """Lay a tile; Refusal when the placement is not allowed."""
    if b.current() != player:
        raise Refusal("not_your_turn")
    if key not in b.hands[player]:
        raise Refusal("tile_not_in_hand")
    if (key, pos) not in legal_placements(b, player):
        raise Refusal("placement_illegal")
    b.hands[player].remove(key)
    b.placed[pos] = key
    b.last_planetless[player] = not tile(key).has_planets
    b.turn += 1
    place_due_homes(b)


def choose_placement(b: Building, player: int, dice):
    """A computer player's tile: rich planets near home, red tiles near the others [decide]."""
    home = b.homes[player]
    best, best_score = None, None
    for k, p in legal_placements(b, player):
        t = tile(k)
        d_home = hexes.distance(p, home)
        value = sum(sum(tiles.PLANET_VALUES[n]) for n in t.planets)
        if t.red:
            others = min((hexes.distance(p, h) for q, h in b.homes.items() if q != player), default=9)
            score = (d_home - others) * 4 + 8   # an obstacle for the neighbours
        else:
            score = value * (6 - d_home)
        score += dice.random()
        if best_score is None or score > best_score:
            best, best_score = (k, p), score
    return best


def build_with(n: int, homes: dict, home_tiles: dict, dice) -> dict:
    """Build a whole galaxy with computer choices (the prepared map, and sims)."""
    b = start_building(n, homes, home_tiles, dice)
    while (p := b.current()) is not None:
        k, pos = choose_placement(b, p, dice)
        place(b, p, k, pos)
    return b.placed


def standard_map(n: int) -> dict:
    """The prepared map for n players [decide]: home places left empty (key "")."""
    return dict(_standard_map(n))


@functools.lru_cache(maxsize=None)
def _standard_map(n: int) -> tuple:
    # the same for every game of n players: built once (every replay of a master file needs it)
    from retro.dice import Dice
    homes = {p: pos for p, pos in enumerate(home_positions(n))}
    for attempt in range(50):   # the first built map without neighbouring red tiles
        placed = build_with(n, homes, {p: "" for p in homes}, Dice(7000 + 10 * attempt + n))
        if not check_map(placed):
            break
    return tuple(placed.items())


def check_map(placed: dict) -> list:
    """Rule breaches of a finished map (for tests): adjacent red tiles."""
    bad = []
    for pos, k in placed.items():
        if k and tile(k).red:
            for nb in hexes.neighbours(pos):
                if nb in placed and placed[nb] and tile(placed[nb]).red and pos < nb:
                    bad.append((pos, nb))
    return bad
