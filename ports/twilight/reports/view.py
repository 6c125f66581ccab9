"""A player's view: the game as one player knows it from his packet.

In a real PBEM a player's program holds only his packet: the public state and his own
hand page. public_data() is what every packet shows, private_data() what one hand page
adds; from_data() rebuilds a game from the two, so a computer race (ai.Planner) and the
order checks (engine.check) run on it exactly as on the game master's state.

Secret, hence missing from a view [decide]: the other players' action cards (only how
many each holds is public), their credits, their tiles still to lay and their race
wishes, the order of both decks, the discards, the game's seed and dice, the orders
others have sent for the running phase (of a phase waiting for its sabotage phase only
the played cards are public), passwords and keys. Public: the map with every unit,
planets, laws, the progress track, technologies, trade agreements, bids, the builds
waiting for phase 7 and the cards played this round.
"""
from __future__ import annotations

import json
from dataclasses import dataclass

from ..rules import galaxy, hexes
from ..rules.notation import parse
from ..rules.orders import Card
from ..rules.state import OLD_ECONOMY, Game, PlanetState, Player, Settings

HIDDEN = "?"            # stands for a card or tile the viewer cannot see


class HiddenDice:
    """The dice of a view: the game's dice stay with the game master."""

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)           # copy and pickle ask for these
        raise RuntimeError("the dice are the game master's")   # a bug, never a player's doing


@dataclass
class PlayerView(Game):
    viewer: int = 0
    ai_seed: int = 0       # the seed of this player's computer race (secret to him)


def _pos(p):
    return None if p is None else hexes.label(p)


def _unpos(s):
    return None if s is None else hexes.parse(s)


# -- what every packet shows --------------------------------------------------------------------
def public_data(game) -> dict:
    s = game.settings
    b = game.building
    return {
        "settings": {"players": s.players, "race_mode": s.race_mode, "map_mode": s.map_mode,
                     "home_mode": s.home_mode, "start_credits": s.start_credits,
                     "start_cards": s.start_cards, "max_rounds": s.max_rounds, "names": list(s.names),
                     "flow": s.flow, "economy": s.economy},
        "round": game.round, "phase": game.phase,
        "map": {hexes.label(p): k for p, k in game.map.items()},
        "building": None if b is None else {
            "n": b.n, "homes": {str(p): _pos(h) for p, h in b.homes.items()},
            "home_tiles": {str(p): t for p, t in b.home_tiles.items()},
            "hand_sizes": {str(p): len(h) for p, h in b.hands.items()},
            "placed": {hexes.label(p): k for p, k in b.placed.items()}, "turn": b.turn,
            "last_planetless": {str(p): v for p, v in b.last_planetless.items()}},
        "space": {lab: {str(p): dict(f) for p, f in fl.items()} for lab, fl in game.space.items()},
        "planets": {n: [ps.owner, ps.ground, ps.pds, ps.dock] for n, ps in game.planets.items()},
        "political_card": game.political_card, "laws": list(game.laws),
        "law_rounds": dict(game.law_rounds), "crown": game.crown,
        "sabotage_for": game.sabotage_for,
        "played": [list(x) for x in game.played],
        "played_now": {str(p): [o.text() for o in os_ if isinstance(o, Card)] for p, os_ in game.held.items()},
        "builds": [list(x) for x in game.builds],
        "combats": list(game.combats),
        "combat_defender": {k: list(v) for k, v in game.combat_defender.items()},
        "winners": list(game.winners), "victory": game.victory,
        "players": [{
            "name": pl.name, "race": pl.race, "home": _pos(pl.home), "techs": list(pl.techs),
            "trade": pl.trade, "partners": list(pl.partners), "progress": pl.progress,
            "step_rounds": list(pl.step_rounds), "battles_won": pl.battles_won,
            "laws_backed": pl.laws_backed, "bid": pl.bid, "out": pl.out,
            "cards": len(pl.cards)} for pl in game.players],
    }


# -- what one hand page adds --------------------------------------------------------------------
def private_data(game, p: int, ai_seed: int) -> dict:
    pl = game.players[p]
    return {"player": p, "credits": pl.credits, "cards": list(pl.cards), "wish": list(pl.wish),
            "tiles": list(game.building.hands[p]) if game.building is not None else [],
            "ai_seed": ai_seed,
            "ahead": [o.text() for os_ in game.ahead.get(p, {}).values() for o in os_],
            "standing": [o.text() for o in game.standing.get(p, [])], "reach": game.reach.get(p, "")}


# -- the view -------------------------------------------------------------------------------------
def from_data(public: dict, private: dict, step: int) -> PlayerView:
    """A game as the player knows it; KeyError/TypeError/ValueError on malformed data."""
    me = int(private["player"])
    s = public["settings"]
    settings = Settings(players=int(s["players"]), seed=0, race_mode=s["race_mode"], map_mode=s["map_mode"],
                        home_mode=s["home_mode"], start_credits=int(s["start_credits"]),
                        start_cards=int(s["start_cards"]), max_rounds=int(s["max_rounds"]),
                        names=tuple(s["names"]), flow=int(s.get("flow", 1)),
                        economy=str(s.get("economy", OLD_ECONOMY)))     # a packet of before issue 35
    players = []
    for i, d in enumerate(public["players"]):
        pl = Player(i, d["name"], d["race"], _unpos(d["home"]), techs=list(d["techs"]), trade=d["trade"],
                    partners=list(d["partners"]), progress=d["progress"], step_rounds=list(d["step_rounds"]),
                    battles_won=d["battles_won"], laws_backed=d["laws_backed"], bid=d["bid"], out=d["out"],
                    cards=[HIDDEN] * int(d["cards"]))
        players.append(pl)
    mine = players[me]
    mine.credits, mine.cards, mine.wish = int(private["credits"]), list(private["cards"]), tuple(private["wish"])
    b = public["building"]
    building = None
    if b is not None:
        hands = {int(p): [HIDDEN] * n for p, n in b["hand_sizes"].items()}
        hands[me] = list(private["tiles"])
        building = galaxy.Building(
            b["n"], {int(p): _unpos(h) for p, h in b["homes"].items()},
            {int(p): t for p, t in b["home_tiles"].items()}, hands,
            {hexes.parse(k): v for k, v in b["placed"].items()}, b["turn"],
            {int(p): v for p, v in b["last_planetless"].items()})
    held = {int(p): [parse(t) for t in lines] for p, lines in public["played_now"].items()}
    from ..rules.engine import phase_of
    ahead = {}
    for t in private.get("ahead", []):
        o = parse(t)
        ahead.setdefault(phase_of(o), []).append(o)
    return PlayerView(
        settings=settings, dice=HiddenDice(), players=players, round=public["round"], phase=public["phase"],
        map={hexes.parse(k): v for k, v in public["map"].items()}, building=building,
        space={lab: {int(p): dict(f) for p, f in fl.items()} for lab, fl in public["space"].items()},
        planets={n: PlanetState(o, g, d, bool(k)) for n, (o, g, d, k) in public["planets"].items()},
        political_card=public["political_card"], laws=list(public["laws"]),
        law_rounds=dict(public["law_rounds"]), crown=public["crown"], sabotage_for=public["sabotage_for"],
        played=[tuple(x) for x in public["played"]], held=held, builds=[tuple(x) for x in public["builds"]],
        combats=list(public["combats"]), combat_defender={k: list(v) for k, v in public["combat_defender"].items()},
        winners=list(public["winners"]), victory=public["victory"],
        ahead={me: ahead} if ahead else {}, standing={me: [parse(t) for t in private.get("standing", [])]}
        if private.get("standing") else {}, reach={me: private["reach"]} if private.get("reach") else {},
        viewer=me, ai_seed=int(private["ai_seed"]), step=step)


def project(game, p: int, ai_seed: int | None = None) -> PlayerView:
    """What player p's packet lets him know, through the same JSON as the packet.
    ai_seed defaults to the game's seed, so that a computer race deciding on the
    projection gives the same orders as on the full state (if it never peeks)."""
    seed = game.settings.seed if ai_seed is None else ai_seed
    public = json.loads(json.dumps(public_data(game)))
    private = json.loads(json.dumps(private_data(game, p, seed)))
    return from_data(public, private, game.step)
