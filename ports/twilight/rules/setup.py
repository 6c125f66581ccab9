"""Spielbeginn [seed]: players, races by wishes or by lot, the map (prepared with home
places rolled or bid for, or built by the players), technology, credits and action
cards dealt, starting units placed.
"""
from __future__ import annotations

from retro.dice import Dice
from retro.play import Refusal

from . import cards, galaxy, hexes, races
from .state import ECONOMIES, Game, PlanetState, Player, Settings

MIN_PLAYERS, MAX_PLAYERS = 3, 6   # [decide] no two-player game: the council needs a majority


def new_game(settings: Settings) -> Game:
    n = settings.players
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise Refusal("player_count", lo=MIN_PLAYERS, hi=MAX_PLAYERS)
    for key, allowed in (("race_mode", ("los", "wunsch")), ("map_mode", ("fertig", "bauen")),
                         ("home_mode", ("wuerfeln", "bieten")), ("economy", ECONOMIES)):
        if getattr(settings, key) not in allowed:
            raise Refusal("bad_value", field=key, value=getattr(settings, key))
    names = list(settings.names) + [f"Spieler {i + 1}" for i in range(len(settings.names), n)]
    game = Game(settings, Dice(settings.seed), [Player(i, names[i]) for i in range(n)])
    game.action_deck = game.dice.shuffled(cards.action_deck())
    game.political_deck = game.dice.shuffled(cards.political_deck())
    if settings.race_mode == "los":
        assign_races_by_lot(game)
    if settings.home_mode == "wuerfeln":
        roll_home_places(game)
    next_setup(game)
    return game


def assign_races_by_lot(game: Game, wishes: dict | None = None) -> None:
    """Wishes first, in an order drawn by lot; the rest by lot [seed: erklärt Wünsche, verlost]."""
    free = list(races.ORDER)
    order = game.dice.shuffled(range(len(game.players)))
    for p in order:
        for w in (wishes or {}).get(p, ()):
            if w in free:
                game.players[p].race = w
                free.remove(w)
                break
    for p in order:
        if not game.players[p].race:
            r = game.dice.choice(free)
            game.players[p].race = r
            free.remove(r)
    for pl in game.players:
        game.note("plays_race", player=pl.index, race=pl.race)


def roll_home_places(game: Game) -> None:
    places = game.dice.shuffled(galaxy.home_positions(len(game.players)))
    for pl, pos in zip(game.players, places):
        pl.home = pos


def bid_home_places(game: Game, bids: dict, wishes: dict) -> None:
    """Highest bid chooses first (ties by lot); the bid is paid from the start credits [decide]."""
    places = galaxy.home_positions(len(game.players))
    tiebreak = {p: game.dice.random() for p in bids}
    for p in sorted(bids, key=lambda p: (-bids[p], tiebreak[p])):
        pl = game.players[p]
        pl.bid = bids[p]
        wanted = [hexes.parse(w) for w in wishes.get(p, ())]
        pos = next((w for w in wanted if w in places), places[0])
        places.remove(pos)
        pl.home = pos
        game.note("bid_place", player=p, credits=bids[p], system=hexes.label(pos))


def next_setup(game: Game) -> None:
    """Move on to the set-up step still to do, or start round 1."""
    if any(not p.race for p in game.players):
        game.phase = "wuensche"
    elif any(p.home is None for p in game.players):
        game.phase = "gebote"
    elif game.settings.map_mode == "bauen" and (game.building is None or game.building.current() is not None):
        if game.building is None:
            homes = {p.index: p.home for p in game.players}
            tiles_ = {p.index: "H-" + p.race for p in game.players}
            game.building = galaxy.start_building(len(game.players), homes, tiles_, game.dice)
        game.phase = "aufbau"
    else:
        if game.settings.map_mode == "bauen":
            game.map = dict(game.building.placed)
        else:
            game.map = galaxy.standard_map(len(game.players))
            for pl in game.players:
                game.map[pl.home] = "H-" + pl.race
        place_start(game)
        game.round = 1
        game.phase = "politik"
        from .politics import draw_card
        draw_card(game)


def place_start(game: Game) -> None:
    """Starting units [seed "Startpositionen"], technology, credits and action cards."""
    for key in game.map.values():
        for name in galaxy.tile(key).planets:
            game.planets[name] = PlanetState()
    for pl in game.players:
        race = races.RACES[pl.race]
        lab = hexes.label(pl.home)
        for name in race.home:        # one ground force on every home planet
            game.planets[name] = PlanetState(pl.index, 1 + race.extra_ground_per_home_planet)
        richest = max(race.home, key=lambda n: (_res(n), -race.home.index(n)))
        game.planets[richest].dock = True     # the dock on the richest home planet
        for unit, n in race.extra_units:      # the race's extra units, all at home
            if unit == "ground":
                game.planets[richest].ground += n
            elif unit == "pds":
                game.planets[richest].pds += n
            else:
                game.add(lab, pl.index, unit, n)
        pl.credits = game.settings.start_credits - pl.bid
        pl.techs = [race.start_tech]
        pl.trade = race.trade_start
        for _ in range(game.settings.start_cards):
            pl.cards.append(game.action_deck.pop(0))
    game.note("start_units")


def _res(name):
    from .tiles import PLANET_VALUES
    return PLANET_VALUES[name][0]
