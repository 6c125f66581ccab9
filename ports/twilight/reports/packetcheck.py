"""Every field of a packet's data that a player's program reads, checked before it is used.

A packet arrives by mail and may have been changed on the way or by hand. The program
rebuilds the game from its data (view.from_data) and runs the rules and the computer race
on it, so a value of the wrong kind, a count of a billion, a tile or a race that does not
exist must be refused here, in German, naming the field, and not surface later as a crash
or a huge allocation. Refusal("packet_data", field=...) for all of them.
"""
from __future__ import annotations

from retro.play import Refusal

from ..rules import cards, galaxy, hexes, races, technology, tiles, units
from ..rules.state import ECONOMIES, OLD_ECONOMY, PHASES, SETUP_PHASES

PHASE_KEYS = set(PHASES) | set(SETUP_PHASES) | {"sabotage", "ende"}
MAX_COUNT = 999          # units of one kind in one place, ground forces on a planet
MAX_CREDITS = 10 ** 6
_TILE_KEYS = set(tiles.TILES) | {"H-" + k for k in races.RACES} | {""}
_LABELS = {hexes.label(p) for p in hexes.ALL}


def _fail(path):
    raise Refusal("packet_data", field=path)


def _int(v, path, lo=0, hi=MAX_COUNT):
    if type(v) is not int or not lo <= v <= hi:
        _fail(path)
    return v


def _bool(v, path):
    if type(v) is not bool:
        _fail(path)
    return v


def _str(v, path, choices=None, most=80):
    if not isinstance(v, str) or len(v) > most or (choices is not None and v not in choices):
        _fail(path)
    return v


def _list(v, path, most=100):
    if not isinstance(v, list) or len(v) > most:
        _fail(path)
    return v


def _dict(v, path, most=100):
    if not isinstance(v, dict) or len(v) > most:
        _fail(path)
    return v


def _seat(v, path, n):
    return _int(v, path, 0, n - 1)


def _seat_key(k, path, n):
    if not (isinstance(k, str) and k.isdigit() and int(k) < n):
        _fail(path)
    return int(k)


def _label(v, path, none=False):
    if none and v is None:
        return v
    return _str(v, path, _LABELS, 5)


def public(d) -> dict:
    """The public data of a packet, checked; returns it unchanged."""
    _dict(d, "Daten", 60)
    s = _dict(d.get("settings"), "settings", 20)
    n = _int(s.get("players"), "settings.players", 3, 6)
    _str(s.get("race_mode"), "settings.race_mode", ("los", "wunsch"))
    _str(s.get("map_mode"), "settings.map_mode", ("fertig", "bauen"))
    _str(s.get("home_mode"), "settings.home_mode", ("wuerfeln", "bieten"))
    _int(s.get("start_credits"), "settings.start_credits", 0, 1000)
    _int(s.get("start_cards"), "settings.start_cards", 0, 7)
    _int(s.get("max_rounds"), "settings.max_rounds", 1, 1000)
    _int(s.get("flow", 1), "settings.flow", 1, 2)
    _str(s.get("economy", OLD_ECONOMY), "settings.economy", ECONOMIES)
    for i, name in enumerate(_list(s.get("names"), "settings.names", 6)):
        _str(name, f"settings.names[{i}]", most=40)
    _int(d.get("round"), "round", 0, 1000)
    phase = _str(d.get("phase"), "phase", PHASE_KEYS)
    board = {}
    for lab, key in _dict(d.get("map"), "map", 37).items():
        _label(lab, "map")
        board[lab] = _str(key, f"map[{lab}]", _TILE_KEYS, 12)
    b = d.get("building")
    if phase == "aufbau" and b is None:
        _fail("building")
    if (phase == "sabotage") != bool(d.get("sabotage_for")):
        _fail("sabotage_for")
    if b is not None:
        _building(_dict(b, "building", 10), n)
        board.update(b["placed"])
    keys = [k for k in board.values() if k]
    if len(set(keys)) != len(keys):
        _fail("map")                               # a tile (and its planets) twice
    planets = {name for key in board.values() for name in galaxy.tile(key).planets}
    ps = _dict(d.get("planets"), "planets", 60)
    in_play = phase not in SETUP_PHASES
    if in_play and (len(d["map"]) != len(_LABELS) or set(ps) != planets):
        _fail("map")                               # the galaxy is whole once the rounds run
    for name, v in ps.items():
        if name not in planets:
            _fail(f"planets[{name[:20]}]")
        v = _list(v, f"planets[{name}]", 4)
        if len(v) != 4:
            _fail(f"planets[{name}]")
        if v[0] is not None:
            _seat(v[0], f"planets[{name}].owner", n)
        _int(v[1], f"planets[{name}].ground")
        _int(v[2], f"planets[{name}].pds")
        _bool(v[3], f"planets[{name}].dock")
    for lab, fleets in _dict(d.get("space"), "space", 37).items():
        if lab not in board:
            _fail(f"space[{lab[:5]}]")
        for p, fleet in _dict(fleets, f"space[{lab}]", n).items():
            _seat_key(p, f"space[{lab}]", n)
            for u, k in _dict(fleet, f"space[{lab}][{p}]", len(units.UNITS)).items():
                _str(u, f"space[{lab}][{p}]", units.UNITS)
                _int(k, f"space[{lab}][{p}][{u}]", 1)
    _str(d.get("political_card"), "political_card", set(cards.POLITICAL) | {""})
    for i, law in enumerate(_list(d.get("laws"), "laws", len(cards.POLITICAL))):
        _str(law, f"laws[{i}]", cards.POLITICAL)
    for law, k in _dict(d.get("law_rounds"), "law_rounds", len(cards.POLITICAL)).items():
        _str(law, "law_rounds", cards.POLITICAL)
        _int(k, f"law_rounds[{law}]", 0, 10)
    if d.get("crown") is not None:
        _seat(d.get("crown"), "crown", n)
    _str(d.get("sabotage_for"), "sabotage_for", set(PHASES) | {""})
    for i, x in enumerate(_list(d.get("played"), "played", 200)):
        x = _list(x, f"played[{i}]", 3)
        if len(x) != 3:
            _fail(f"played[{i}]")
        _seat(x[0], f"played[{i}]", n)
        _str(x[1], f"played[{i}]", cards.ACTION)
        _str(x[2], f"played[{i}]", _LABELS | {""}, 5)
    for p, texts in _dict(d.get("played_now"), "played_now", n).items():
        _seat_key(p, "played_now", n)
        for i, t in enumerate(_list(texts, f"played_now[{p}]", 50)):
            _str(t, f"played_now[{p}][{i}]", most=120)
            if " KARTE " not in t:
                _fail(f"played_now[{p}][{i}]")
    for i, x in enumerate(_list(d.get("builds"), "builds", 300)):
        x = _list(x, f"builds[{i}]", 4)
        if len(x) != 4:
            _fail(f"builds[{i}]")
        _str(x[1], f"builds[{i}]", ps)
        _seat(x[0], f"builds[{i}]", n)
        _str(x[2], f"builds[{i}]", units.UNITS)
        _int(x[3], f"builds[{i}]", 1)
    for i, lab in enumerate(_list(d.get("combats"), "combats", 37)):
        _str(lab, f"combats[{i}]", board)
    for lab, who in _dict(d.get("combat_defender"), "combat_defender", 37).items():
        _label(lab, "combat_defender")
        for i, p in enumerate(_list(who, f"combat_defender[{lab}]", n)):
            _seat(p, f"combat_defender[{lab}][{i}]", n)
    for i, p in enumerate(_list(d.get("winners"), "winners", n)):
        _seat(p, f"winners[{i}]", n)
    _str(d.get("victory"), "victory", ("", "herrscher", "militaer", "runden"))
    players = _list(d.get("players"), "players", 6)
    if len(players) != n:
        _fail("players")
    for i, pl in enumerate(players):
        _player(_dict(pl, f"players[{i}]", 20), i, n, phase)
        if in_play and d["map"].get(pl["home"]) != "H-" + pl["race"]:
            _fail(f"players[{i}].home")            # a race's home system is where it lives
    return d


def _player(pl, i, n, phase):
    at = f"players[{i}]"
    _str(pl.get("name"), f"{at}.name", most=40)
    race = _str(pl.get("race"), f"{at}.race", set(races.RACES) | {""})
    home = _label(pl.get("home"), f"{at}.home", none=True)
    if phase not in SETUP_PHASES and (not race or home is None):
        _fail(f"{at}.race")
    for j, t in enumerate(_list(pl.get("techs"), f"{at}.techs", len(technology.TECHS))):
        _str(t, f"{at}.techs[{j}]", technology.TECHS)
    _int(pl.get("trade"), f"{at}.trade", 0, 10)
    for j, q in enumerate(_list(pl.get("partners"), f"{at}.partners", n)):
        _seat(q, f"{at}.partners[{j}]", n)
    _int(pl.get("progress"), f"{at}.progress", 0, 5)
    for j, r in enumerate(_list(pl.get("step_rounds"), f"{at}.step_rounds", 6)):
        _int(r, f"{at}.step_rounds[{j}]", 0, 1000)
    _int(pl.get("battles_won"), f"{at}.battles_won", 0, 10 ** 5)
    _int(pl.get("laws_backed"), f"{at}.laws_backed", 0, 10 ** 5)
    _int(pl.get("bid"), f"{at}.bid", 0, 1000)
    _bool(pl.get("out"), f"{at}.out")
    _int(pl.get("cards"), f"{at}.cards", 0, 60)


def _building(b, n):
    if _int(b.get("n"), "building.n", 3, 6) != n:
        _fail("building.n")
    for key in ("homes", "home_tiles", "hand_sizes"):
        if sorted(_dict(b.get(key), f"building.{key}", n)) != [str(p) for p in range(n)]:
            _fail(f"building.{key}")                # every player has his home place and tiles
    for p, h in _dict(b.get("homes"), "building.homes", n).items():
        _seat_key(p, "building.homes", n)
        _label(h, f"building.homes[{p}]")
    for p, t in _dict(b.get("home_tiles"), "building.home_tiles", n).items():
        _seat_key(p, "building.home_tiles", n)
        _str(t, f"building.home_tiles[{p}]", _TILE_KEYS, 12)
    for p, k in _dict(b.get("hand_sizes"), "building.hand_sizes", n).items():
        _seat_key(p, "building.hand_sizes", n)
        _int(k, f"building.hand_sizes[{p}]", 0, 36)
    for lab, key in _dict(b.get("placed"), "building.placed", 37).items():
        _label(lab, "building.placed")
        _str(key, f"building.placed[{lab}]", _TILE_KEYS, 12)
    _int(b.get("turn"), "building.turn", 0, 40)
    for p, v in _dict(b.get("last_planetless"), "building.last_planetless", n).items():
        _seat_key(p, "building.last_planetless", n)
        _bool(v, f"building.last_planetless[{p}]")


def private(d, public_data: dict) -> dict:
    """The data of a hand page, checked against the public data it goes with."""
    n = public_data["settings"]["players"]
    _dict(d, "Hand", 20)
    _seat(d.get("player"), "Hand.player", n)
    _int(d.get("credits"), "Hand.credits", 0, MAX_CREDITS)
    for i, c in enumerate(_list(d.get("cards"), "Hand.cards", 60)):
        _str(c, f"Hand.cards[{i}]", cards.ACTION)
    for i, w in enumerate(_list(d.get("wish"), "Hand.wish", len(races.RACES))):
        _str(w, f"Hand.wish[{i}]", races.RACES)
    for i, t in enumerate(_list(d.get("tiles"), "Hand.tiles", 36)):
        _str(t, f"Hand.tiles[{i}]", tiles.TILES)
    _int(d.get("ai_seed"), "Hand.ai_seed", 0, 2 ** 64)
    for key in ("ahead", "standing"):
        for i, t in enumerate(_list(d.get(key, []), f"Hand.{key}", 400)):
            _str(t, f"Hand.{key}[{i}]", most=200)
    _str(d.get("reach", ""), "Hand.reach", set(PHASES) | {""})
    return d
