"""The phases of a round [seed "Spielbeginn" 7]: who must send orders, checking them,
the sabotage phase that interrupts a phase in which action cards were played, and the
resolution of each phase. The game master's phase 7 runs by itself.

A game is reproducible: new_game(settings) and then, for every entry of game.record,
the same orders submitted and resolved (history.replay).
"""
from __future__ import annotations

from . import (cards, combat, economy, galaxy, hexes, invasion, movement, notation, orders as orders_mod,
               politics, progress, races, research, setup, units)
from .errors import Refused
from .texts import PHASES as PHASE_NAMES

CARD_VERBS = ("KARTE",)
# the orders each phase takes (told to a player who sends another)
PHASE_VERBS = {
    "wuensche": ("WUNSCH",), "gebote": ("GEBOT",), "aufbau": ("LEGE",),
    "politik": ("STIMME", "HANDEL", "GIB", "VERWERFEN", "KARTE"), "wirtschaft": ("BAU", "KARTE"),
    "bewegung": ("BEWEGE", "KARTE"), "raumkampf": ("KAMPF", "KARTE"), "invasion": ("LANDE", "KARTE"),
    "technologie": ("FORSCHE", "KARTE"), "sabotage": ("SABOTAGE",),
}


# -- who is asked -----------------------------------------------------------------------------
def awaited(game) -> list:
    """The players whose orders the game master waits for in the current phase."""
    ph = game.phase
    if ph == "ende" or ph == "spielleiter":
        return []
    if ph == "wuensche" or ph == "gebote":
        return [p.index for p in game.players]
    if ph == "aufbau":
        cur = game.building.current()
        return [] if cur is None else [cur]
    if ph == "raumkampf":
        involved = set()
        for lab in game.combats:
            involved.update(game.present(lab))
        return sorted(p for p in involved if not game.players[p].out)
    if ph == "invasion":
        return sorted({p for lab, fl in game.space.items() for p, f in fl.items()
                       if f.get("ground") and game.planets_in(lab) and not game.players[p].out})
    return game.active()


def missing(game) -> list:
    return [p for p in awaited(game) if p not in game.pending]


# -- checking ------------------------------------------------------------------------------------
def check(game, order, sofar: list) -> None:
    """Raise Refused if the order may not be given now (sofar: the player's earlier orders)."""
    ph, v, p = game.phase, order.verb, order.player
    if p not in awaited(game):
        raise Refused("not_awaited", player=f"S{p + 1}")
    if v == "KARTE":
        return _check_card(game, order, sofar)
    if ph == "sabotage":
        return _check_sabotage(game, order, sofar)
    if ph == "wuensche":
        if v != "WUNSCH":
            raise Refused("wrong_phase", verb=v)
        for w in order.get("rassen").split(","):
            if w and races.find(w) is None:
                raise Refused("bad_race", race=w, known=", ".join(r.name for r in races.RACES.values()))
        return
    if ph == "gebote":
        if v != "GEBOT":
            raise Refused("wrong_phase", verb=v)
        n = order.int("kredite")
        if not 0 <= n <= game.settings.start_credits:
            raise Refused("bad_bid", hi=game.settings.start_credits)
        return
    if ph == "aufbau":
        if v != "LEGE" or sofar:
            raise Refused("wrong_phase", verb=v)
        pos = hexes.parse(order.get("ort"))
        if pos is None:
            raise Refused("no_system", system=order.get("ort"))
        b = game.building
        if order.get("kachel") not in b.hands[p]:
            raise Refused("tile_not_in_hand")
        if (order.get("kachel"), pos) not in galaxy.legal_placements(b, p):
            legal = galaxy.legal_placements(b, p)
            raise Refused("placement_illegal", places=", ".join(sorted({hexes.label(x) for _, x in legal},
                                                                       key=lambda l: hexes.ALL.index(hexes.parse(l)))),
                          tiles=", ".join(sorted({k for k, _ in legal})))
        return
    if ph == "politik":
        return politics.check(game, order, sofar)
    if ph == "wirtschaft":
        boom = 10 * sum(1 for o in sofar if o.verb == "KARTE" and cards.find_action(o.get("name")) == "trade_boom")
        return economy.check(game, order, sofar, boom)
    if ph == "bewegung":
        if v != "BEWEGE":
            raise Refused("wrong_phase", verb=v)
        used = {}
        for o in sofar:
            if o.verb == "BEWEGE":
                movement.check(game, o, used=used)
        movement.check(game, order, used=used)
        return
    if ph == "raumkampf":
        if v != "KAMPF":
            raise Refused("wrong_phase", verb=v)
        if order.get("ort") not in game.combats or p not in game.present(order.get("ort")):
            raise Refused("no_battle", system=order.get("ort"))
        r = order.get("rueckzug", "nie")
        if r not in ("nie", "sofort") and not r.isdigit():
            raise Refused("bad_value", key="rueckzug", value=r)
        if r.isdigit() and p in game.combat_defender.get(order.get("ort"), []):
            raise Refused("defender_retreat", system=order.get("ort"))   # [decide] original_docs
        for u in order.get("verluste").split(","):
            if u and units.by_name(u) not in units.SHIPS:
                raise Refused("bad_unit", unit=u, known=", ".join(units.UNITS[k].name for k in units.SHIPS))
        return
    if ph == "invasion":
        return invasion.check(game, order, sofar)
    if ph == "technologie":
        disc = research.BREAKTHROUGH if any(
            o.verb == "KARTE" and cards.find_action(o.get("name")) == "breakthrough" for o in sofar) else 0
        return research.check(game, order, sofar, disc)
    raise Refused("wrong_phase", verb=v)


def _check_card(game, order, sofar: list) -> None:
    p = order.player
    key = cards.find_action(order.get("name"))
    if key is None:
        raise Refused("bad_card", card=order.get("name"), known=", ".join(c.name for c in cards.ACTION.values()))
    card = cards.ACTION[key]
    ph = game.phase
    if key == "sabotage":
        raise Refused("sabotage_only")
    if card.phase != ph:
        raise Refused("card_phase", card=card.name)
    n = sum(1 for o in sofar if o.verb == "KARTE" and cards.find_action(o.get("name")) == key)
    if game.players[p].cards.count(key) <= n:
        raise Refused("card_not_in_hand", card=card.name)
    if card.target == "system" and hexes.parse(order.get("ziel")) not in game.map:
        raise Refused("no_system", system=order.get("ziel"))
    same = [o for o in sofar if o.verb == "KARTE" and cards.find_action(o.get("name")) == key
            and o.get("ziel") == order.get("ziel")]
    if same or (key, order.get("ziel")) in [(k, t) for _, k, t in game.played]:
        raise Refused("card_twice", card=card.name)


def _check_sabotage(game, order, sofar: list) -> None:
    p = order.player
    if order.verb != "SABOTAGE":
        raise Refused("wrong_phase", verb=order.verb)
    i = order.int("karte") - 1
    plays = played_now(game)
    if not 0 <= i < len(plays):
        raise Refused("bad_target_card")
    if plays[i][0] == p:
        raise Refused("own_card")
    n = sum(1 for o in sofar if o.verb == "SABOTAGE")
    if game.players[p].cards.count("sabotage") <= n:
        raise Refused("card_not_in_hand", card="Sabotage")


def played_now(game) -> list:
    """(player, card key, target) of the cards played in the phase that is interrupted."""
    out = []
    for p in sorted(game.held):
        for o in game.held[p]:
            if o.verb == "KARTE":
                out.append((p, cards.find_action(o.get("name")), o.get("ziel")))
    return out


# -- submitting ------------------------------------------------------------------------------------
def submit(game, player: int, orders: list, trusted: bool = False) -> list:
    """Check all orders of one player for this phase; all or nothing. Replaces earlier ones.
    Returns the orders as kept, in their canonical spelling (notation.normalise).

    trusted: orders of the game's own record, replayed. They were checked when they came in;
    a newer program whose checks are stricter must still replay a running game (the master
    file's digest proves that the replay comes out the same)."""
    if trusted:
        game.pending[player] = list(orders)
        return game.pending[player]
    if game.phase == "ende":
        raise Refused("game_over")
    if player not in awaited(game):
        raise Refused("not_awaited", player=f"S{player + 1}")
    sofar = []
    for o in orders:
        if o.player != player:
            raise Refused("foreign_order", line=o.text())
        raw = o
        try:
            o = notation.normalise(o)
            check(game, o, sofar)
        except Refused as e:
            e.params.setdefault("line", raw.text())      # as the player wrote it
            if e.key == "wrong_phase":
                e.params.update(phase=PHASE_NAMES.get(game.phase, game.phase),
                                verbs=", ".join(PHASE_VERBS.get(game.phase, ())) or "-")
            raise
        sofar.append(o)
    if game.phase == "aufbau" and not sofar:
        raise Refused("must_place")
    game.pending[player] = sofar
    return sofar


def ready(game) -> bool:
    return not missing(game)


# -- resolving -----------------------------------------------------------------------------------
def advance(game) -> None:
    """Resolve the current phase with the orders in, then run on through phases that need
    nobody's orders (the game master's phase, phases without anything to decide)."""
    if game.phase == "ende":
        raise Refused("game_over")
    if not ready(game):
        raise Refused("orders_missing", players=", ".join(f"S{p + 1}" for p in missing(game)))
    _resolve_one(game, True)
    while game.phase != "ende" and not awaited(game):
        _resolve_one(game, False)   # follows from the step recorded above


def _record(game, phase: str, pend: dict) -> None:
    lines = [f"# R{game.round} {phase}"]
    for p in sorted(pend):
        lines += [o.text() for o in pend[p]] or [f"S{p + 1} -"]
    game.record.append("\n".join(lines))


def _resolve_one(game, record: bool) -> None:
    ph = game.phase
    pend, game.pending = game.pending, {}
    if record:
        _record(game, ph, pend)
    allo = [o for p in sorted(pend) for o in pend[p]]
    if ph not in ("sabotage", "spielleiter") and any(o.verb == "KARTE" for o in allo):
        game.held = pend
        game.sabotage_for = ph
        game.phase = "sabotage"
        game.note("sabotage_phase", cards="; ".join(
            f"{i + 1}. S{p + 1}: {cards.ACTION[k].name}" + (f" ({t})" if t else "")
            for i, (p, k, t) in enumerate(played_now(game))))
        return
    if ph == "sabotage":
        pend = _apply_sabotage(game, allo)
        ph = game.phase = game.sabotage_for
        game.sabotage_for, game.held = "", {}
        allo = [o for p in sorted(pend) for o in pend[p]]
    effects = _play_cards(game, allo)
    plain = [o for o in allo if o.verb != "KARTE"]
    getattr(_Phases, ph)(game, plain, effects)


def _apply_sabotage(game, answers: list) -> dict:
    plays = played_now(game)
    cancelled = set()
    for o in answers:
        i = o.int("karte") - 1
        pl = game.players[o.player]
        if i in cancelled or "sabotage" not in pl.cards:
            continue    # [decide] a second sabotage of the same card stays in the hand
        cancelled.add(i)
        pl.cards.remove("sabotage")
        game.discard.append("sabotage")
        p, k, t = plays[i]
        game.note("sabotaged", player=f"S{o.player + 1}", card=cards.ACTION[k].name, victim=f"S{p + 1}")
        if k in game.players[p].cards:
            game.players[p].cards.remove(k)
            game.discard.append(k)
    pend = {}
    j = 0
    for p in sorted(game.held):
        keep = []
        for o in game.held[p]:
            if o.verb == "KARTE":
                if j in cancelled:
                    j += 1
                    continue
                j += 1
            keep.append(o)
        pend[p] = keep
    return pend


def _play_cards(game, allo: list) -> dict:
    """Spend the cards that stand; returns card key -> [(player, target)]."""
    out = {}
    for o in allo:
        if o.verb != "KARTE":
            continue
        key = cards.find_action(o.get("name"))
        pl = game.players[o.player]
        target = o.get("ziel")
        if key not in pl.cards or (key, target) in [(k, t) for _, k, t in game.played]:
            continue    # no two identical cards against the same target in one round [pbem]
        pl.cards.remove(key)
        game.discard.append(key)
        game.played.append((o.player, key, target))
        out.setdefault(key, []).append((o.player, target))
        game.note("card_played_on" if target else "card_played", player=f"S{o.player + 1}",
                  card=cards.ACTION[key].name, target=target)
    return out


class _Phases:
    @staticmethod
    def wuensche(game, allo, effects):
        wishes = {}
        for o in allo:
            wishes[o.player] = tuple(races.find(w).key for w in o.get("rassen").split(",") if w)
        setup.assign_races_by_lot(game, wishes)
        setup.next_setup(game)

    @staticmethod
    def gebote(game, allo, effects):
        bids = {p.index: 0 for p in game.players}
        wishes = {}
        for o in allo:
            bids[o.player] = o.int("kredite")
            wishes[o.player] = tuple(w for w in o.get("wunsch").split(",") if w)
        setup.bid_home_places(game, bids, wishes)
        setup.next_setup(game)

    @staticmethod
    def aufbau(game, allo, effects):
        for o in allo:
            galaxy.place(game.building, o.player, o.get("kachel"), hexes.parse(o.get("ort")))
            game.note("tile_laid", player=f"S{o.player + 1}", tile=o.get("kachel"), system=o.get("ort"))
        setup.next_setup(game)

    @staticmethod
    def politik(game, allo, effects):
        bribed = [p for p, _ in effects.get("bribery", [])]
        politics.resolve(game, allo, {"bribery": bribed})
        game.phase = "wirtschaft"
        economy.begin(game)

    @staticmethod
    def wirtschaft(game, allo, effects):
        for p, _ in effects.get("trade_boom", []):
            game.players[p].credits += 10
        economy.resolve(game, allo)
        game.phase = "bewegung"

    @staticmethod
    def bewegung(game, allo, effects):
        closed = frozenset(t for _, t in effects.get("ion_storm", []))
        before = {lab: game.present(lab) for lab in game.systems()}
        ok = []
        for o in allo:
            dst = o.get("nach")
            if dst in closed:
                game.note("ion_storm", player=f"S{o.player + 1}", system=dst)
                continue
            ok.append(o)
        game.combats = movement.resolve(game, ok, closed)
        game.combat_defender = {lab: before.get(lab, []) for lab in game.combats}
        _pds_on_arrivals(game, ok)
        game.phase = "raumkampf"

    @staticmethod
    def raumkampf(game, allo, effects):
        plans = {}
        for o in allo:
            r = o.get("rueckzug", "nie")
            plans.setdefault(o.get("ort"), {})[o.player] = {
                "rueckzug": int(r) if r.isdigit() else r, "nach": o.get("nach"),
                "verluste": [units.by_name(u) for u in o.get("verluste").split(",") if u]
                or list(units.DEFAULT_LOSSES)}
        for key, flag in (("direct_hit", "treffer"), ("morale", "moral")):
            for p, t in effects.get(key, []):
                plans.setdefault(t, {}).setdefault(p, {})[flag] = True
        for lab in game.combats:
            while len(game.present(lab)) > 1:
                there = game.present(lab)
                d_old = [p for p in game.combat_defender.get(lab, []) if p in there]
                defender = d_old[0] if d_old else there[0]
                attacker = next(p for p in there if p != defender)
                won = combat.space_battle(game, lab, attacker, defender, plans.get(lab, {}))
                if won is None and len(game.present(lab)) > 1:
                    break
        game.combats = []
        game.phase = "invasion"

    @staticmethod
    def invasion(game, allo, effects):
        invasion.resolve(game, allo, [p for p, _ in effects.get("assault", [])])
        game.phase = "technologie"

    @staticmethod
    def technologie(game, allo, effects):
        research.resolve(game, allo, [p for p, _ in effects.get("breakthrough", [])])
        game.phase = "spielleiter"

    @staticmethod
    def spielleiter(game, allo, effects):
        economy.place_builds(game)
        progress.advance(game)
        for law in list(game.law_rounds):
            game.law_rounds[law] -= 1
            if game.law_rounds[law] <= 0:
                del game.law_rounds[law]
                if law in game.laws:
                    game.laws.remove(law)
                game.note("law_expires", law=cards.POLITICAL[law].name)
        for pl in game.players:
            if not pl.out and not game.owned(pl.index) and not any(
                    pl.index in fl for fl in game.space.values()):
                pl.out = True
                game.note("player_out", player=pl.label)
        game.played = []
        if progress.check_victory(game) or len(game.active()) <= 1:
            if not game.winners:
                game.winners, game.victory = game.active(), "militaer"
            game.phase = "ende"
            return
        game.round += 1
        game.phase = "politik"
        politics.draw_card(game)


def _pds_on_arrivals(game, moves: list) -> None:
    """PDS fire once at enemy ships that came into their system [pbem], also without a battle."""
    for p, lab in sorted({(o.player, o.get("nach")) for o in moves}):
        if lab in game.combats:
            continue   # fired at the start of the battle
        owners = {game.planets[n].owner for n in game.planets_in(lab)} - {None, p}
        for q in sorted(owners):
            if combat.ships(game, lab, p):
                combat.pds_fire(game, lab, q, p)


def play(game, orders_by_player: dict) -> None:
    """Convenience: submit everyone's orders and resolve."""
    for p, os_ in orders_by_player.items():
        submit(game, p, os_)
    advance(game)


def parse_orders(text: str) -> list:
    return orders_mod.parse_all(text)
