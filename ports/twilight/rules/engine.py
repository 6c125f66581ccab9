"""The phases of a round [seed "Spielbeginn" 7]: who must send orders, checking them,
the sabotage phase that interrupts a phase in which action cards were played, and the
resolution of each phase. The game master's phase 7 runs by itself.

A game is reproducible: new_game(settings) and then, step by step, the same orders
submitted and resolved (the Match's log, match.py; the step blocks of before: history.replay).
"""
from __future__ import annotations

from retro.play import Refusal

from . import (ahead, cards, combat, economy, galaxy, hexes, invasion, movement, notation, politics, progress,
               races, research, setup, units)
from .orders import ANYWHERE, Bid, Card, Fight, Lay, Move, Sabotage, Wish
from .sofar import Sofar, of
from .verbs import LOOK_AHEAD, PHASE_VERBS, VERB_PHASE, phase_of, played_now  # noqa: F401  (the engine's words)

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
        if cur is not None and ahead.on(game) and game.building.turn == 0:
            return [p.index for p in game.players]   # flow 2: everyone lists his tiles at once
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
    """Whom the game master waits for: awaited, no orders in, and (flow 2) not covered by
    orders given ahead or standing (ahead.covered)."""
    return [p for p in awaited(game) if p not in game.pending and not ahead.covered(game, p)]


def may_send(game, player: int) -> bool:
    """Whether a player may send orders now: when they are awaited from him in this phase,
    and in a game of flow 2 always (orders for later phases, standing orders)."""
    if game.phase == "ende" or player >= len(game.players) or game.players[player].out:
        return False
    return game.settings.flow >= 2 or player in awaited(game)


def preview(game, player: int, orders: list) -> list:
    """(order, refusal) for each order for a later phase that its phase may still make
    possible (or not): said to the player before he sends them, as a warning."""
    return [(o, e) for o, e, hard in ahead.preview(game, player, orders, check) if not hard]


def secret_turn(game) -> bool:
    """Whether the packets must not name whom the game master waits for: in a sabotage phase
    of a game that waits only for the holders of a Sabotage card (which are secret)."""
    return game.phase == "sabotage" and game.settings.flow >= 2


def skip(game, player: int) -> None:
    """The game master goes on without this player's orders for the step (his standing
    orders still count); the record and the log say so."""
    game.pending[player] = []
    game.skipped = sorted(set(game.skipped) | {player})


# -- checking ------------------------------------------------------------------------------------
def check(game, order, sofar, known: bool = False) -> None:
    """Refusal if the order may not be given now (sofar: the player's earlier orders, best a
    sofar.Sofar, whose totals make checking many orders linear; known: the caller has
    already made sure that orders are awaited from this player)."""
    sofar = of(sofar)
    ph, p = game.phase, order.player
    if not known and p not in awaited(game):
        raise Refusal("not_awaited", player=f"S{p + 1}")
    if isinstance(order, Card):
        return _check_card(game, order, sofar)
    if ph == "sabotage":
        return _check_sabotage(game, order, sofar)
    if ph == "wuensche":
        if not isinstance(order, Wish):
            raise Refusal("wrong_phase", verb=order.VERB)
        for w in order.races:
            if w not in races.RACES:
                raise Refusal("bad_race", race=w, known=", ".join(r.name for r in races.RACES.values()))
        return
    if ph == "gebote":
        if not isinstance(order, Bid):
            raise Refusal("wrong_phase", verb=order.VERB)
        if not 0 <= order.amount <= game.settings.start_credits:
            raise Refusal("bad_bid", hi=game.settings.start_credits)
        return
    if ph == "aufbau":
        if not isinstance(order, Lay) or (sofar and not ahead.on(game)):
            raise Refusal("wrong_phase", verb=order.VERB)
        if ahead.concrete(game, order) is not None:      # ort=2.3 / 2.3,2.4 / * / 2.3,*
            return
        first = next((x for x in order.places if x != ANYWHERE), order.place)
        pos = hexes.parse(first)
        if pos is None and ANYWHERE not in order.places:
            raise Refusal("no_system", system=first)
        b = game.building
        if order.tile not in b.hands[p]:
            raise Refusal("tile_not_in_hand")
        legal = galaxy.legal_placements(b, p)
        if (order.tile, pos) not in legal:
            raise Refusal("placement_illegal", places=", ".join(sorted({hexes.label(x) for _, x in legal},
                                                                        key=lambda at: hexes.ALL.index(hexes.parse(at)))),
                          tiles=tuple(sorted({k for k, _ in legal})))      # named where it is said
        return
    if ph == "politik":
        return politics.check(game, order, sofar)
    if ph == "wirtschaft":
        return economy.check(game, order, sofar, 10 * sofar.cards["trade_boom"])
    if ph == "bewegung":
        if not isinstance(order, Move):
            raise Refusal("wrong_phase", verb=order.VERB)
        movement.check(game, order, used=dict(sofar.used))
        return
    if ph == "raumkampf":
        if not isinstance(order, Fight):
            raise Refusal("wrong_phase", verb=order.VERB)
        lab = order.system
        if lab not in game.combats or p not in game.present(lab):
            raise Refusal("no_battle", system=lab)
        r = order.retreat_after
        if r not in ("nie", "sofort") and not (isinstance(r, int) and r >= 0):
            raise Refusal("bad_value", field="rueckzug", value=r)
        if isinstance(r, int) and p in game.combat_defender.get(lab, []):
            raise Refusal("defender_retreat", system=lab)   # [decide] original_docs
        return
    if ph == "invasion":
        return invasion.check(game, order, sofar)
    if ph == "technologie":
        disc = research.BREAKTHROUGH if sofar.cards["breakthrough"] else 0
        return research.check(game, order, sofar, disc)
    raise Refusal("wrong_phase", verb=order.VERB)


def _check_card(game, order, sofar: list) -> None:
    p, key = order.player, order.card
    if key not in cards.ACTION:
        raise Refusal("bad_card", card=key, known=", ".join(c.name for c in cards.ACTION.values()))
    card = cards.ACTION[key]
    if key == "sabotage":
        raise Refusal("sabotage_only")
    if card.phase != game.phase:
        raise Refusal("card_phase", card=card.name)
    if game.players[p].cards.count(key) <= sofar.cards[key]:
        raise Refusal("card_not_in_hand", card=card.name)
    if card.target == "system" and hexes.parse(order.target) not in game.map:
        raise Refusal("no_system", system=order.target)
    if (key, order.target) in sofar.card_targets or (key, order.target) in [(k, t) for _, k, t in game.played]:
        raise Refusal("card_twice", card=card.name)


def _check_sabotage(game, order, sofar: list) -> None:
    p = order.player
    if not isinstance(order, Sabotage):
        raise Refusal("wrong_phase", verb=order.VERB)
    i = order.card - 1
    plays = played_now(game)
    if not 0 <= i < len(plays):
        raise Refusal("bad_target_card")
    if plays[i][0] == p:
        raise Refusal("own_card")
    if game.players[p].cards.count("sabotage") <= sofar.sabotages:
        raise Refusal("card_not_in_hand", card="Sabotage")


# -- submitting ------------------------------------------------------------------------------------
def _checked(game, o, sofar: list, written: str) -> None:
    try:
        check(game, o, sofar, known=True)
    except Refusal as e:
        e.params.setdefault("line", written)
        if e.key == "wrong_phase":
            e.params.update(_phase_now(game))
        raise


def _phase_now(game) -> dict:
    """A refusal's wrong_phase values: the phase (its key), the orders a player may give now
    and (flow 2) those for later phases of the round; reports/texts.py words them."""
    now = tuple(PHASE_VERBS.get(game.phase, ()))
    if not ahead.on(game) or game.phase in ("ende", "spielleiter"):
        return {"phase": game.phase, "verbs": now, "later": ()}
    seq = ahead.ROUND if game.phase in ahead.ROUND or game.phase == "sabotage" else ("gebote", "aufbau")
    base = ahead.current_phase(game)
    later = [v for ph in seq if ahead._index(ph) > ahead._index(base) for v in PHASE_VERBS[ph] if v != "KARTE"]
    return {"phase": game.phase, "verbs": now, "later": tuple(dict.fromkeys(later + list(LOOK_AHEAD)))}


def _awaited_or_refuse(game, player: int) -> bool:
    """Whether orders for the phase now are awaited from him; Refusal if he may send none."""
    if game.phase == "ende":
        raise Refusal("game_over")
    now = player in awaited(game)
    if not now and not (ahead.on(game) and may_send(game, player)):
        raise Refusal("not_awaited", player=f"S{player + 1}")
    return now


def _take(game, player: int, items: list) -> list:
    """(order, line as written) of one player, checked in order; the orders as kept."""
    now = _awaited_or_refuse(game, player)
    sofar, kept, lays = Sofar(), [], []
    for o, line in items:
        if o.player != player:
            raise Refusal("foreign_order", line=line)
        k = ahead.kind(game, o)
        if k == ahead.NOW:
            if game.phase == "aufbau" and ahead.on(game) and isinstance(o, Lay):
                lays.append((o, line))               # the first allowed now, the rest later
            elif not now:
                raise Refusal("not_awaited", player=f"S{player + 1}", line=line)
            else:
                _checked(game, o, sofar, line)
                sofar.append(o)
        else:
            try:
                ahead.check_later(game, o)
            except Refusal as e:
                e.params.setdefault("line", line)
                raise
        kept.append(o)
    for o, e, hard in ahead.preview(game, player, kept, check) if ahead.on(game) else ():
        if hard:           # wrong however the phases before it go: refused now, not in its phase
            e.params.setdefault("line", o.text())
            raise e
    if game.phase == "aufbau":
        if ahead.on(game):
            for o, line in lays:
                try:
                    ahead.check_later(game, o)
                except Refusal as e:
                    e.params.setdefault("line", line)
                    raise
            mine = game.building is not None and game.building.current() == player
            if now and mine and ahead.split_lay(game, player, [o for o, _ in lays])[0] is None:
                if not lays:
                    raise Refusal("must_place")
                _checked(game, lays[0][0], Sofar(), lays[0][1])      # says why the first is not allowed
        elif not sofar:
            raise Refusal("must_place")
    return kept


def check_all(game, player: int, orders: list) -> list:
    """Refusal unless all these orders of one player may be given now; changes nothing."""
    return _take(game, player, [(o, o.text()) for o in orders])


def read(game, player: int, lines: list) -> list:
    """The orders of the lines a player wrote, checked as check_all does; changes nothing.
    A refusal names the line as he wrote it, and comes in the order the checks always had:
    an unreadable line first, then line by line: no orders awaited from him, another
    player's order, an unknown key, an order of another phase, then what the values say."""
    for line in lines:
        notation.parse_words(line)
    _awaited_or_refuse(game, player)
    items = []
    for line in lines:
        words = line.split()
        if notation.player_of(words[0], line) != player:
            raise Refusal("foreign_order", line=line)
        try:
            o = notation.parse(line)
        except Refusal as e:
            verb = words[1].upper()
            known = PHASE_VERBS.get(game.phase, ()) + (LOOK_AHEAD if ahead.on(game) else ())
            if e.key != "bad_key" and verb != "KARTE" and verb not in known and not ahead.on(game):
                raise Refusal("wrong_phase", verb=verb, line=line, **_phase_now(game)) from None
            raise
        items.append((o, line))
    return _take(game, player, items)


def submit(game, player: int, orders: list, trusted: bool = False) -> list:
    """Check all orders of one player for this phase and keep them; all or nothing. Replaces
    earlier ones. Returns the orders as kept.

    trusted: orders already checked (engine.read), or of the game's own record, replayed.
    Those were checked when they came in; a newer program whose checks are stricter must
    still replay a running game (the master file's digest proves that the replay comes out
    the same)."""
    if not trusted:
        check_all(game, player, orders)
    game.pending[player] = list(orders)
    return game.pending[player]


def ready(game) -> bool:
    return not missing(game)


# -- resolving -----------------------------------------------------------------------------------
def advance(game) -> str:
    """Resolve the current phase with the orders in, then run on through phases that need
    nobody's orders (the game master's phase, phases without anything to decide): one step.
    Returns the step as a block of text, as the record of the files of before kept it
    (history.digest's version 1 hashes those blocks)."""
    if game.phase == "ende":
        raise Refusal("game_over")
    if not ready(game):
        raise Refusal("orders_missing", players=", ".join(f"S{p + 1}" for p in missing(game)))
    block = _block(game)
    game.step += 1
    _resolve_one(game)
    while game.phase != "ende" and (not awaited(game) or not missing(game)):
        _resolve_one(game)         # follows from the step above (flow 2: from orders given ahead)
    return block


from .orders import SKIPPED  # noqa: E402  (in the record: "S3 - uebersprungen")


def _block(game) -> str:
    """The step as the record kept it: '# R3 bewegung', then every order line ('S2 -' for none)."""
    lines = [f"# R{game.round} {game.phase}"]
    for p in sorted(game.pending):
        if p in game.skipped:
            lines.append(f"S{p + 1} - {SKIPPED}")
        else:
            lines += [o.text() for o in game.pending[p]] or [f"S{p + 1} -"]
    return "\n".join(lines)


def _resolve_one(game) -> None:
    ph = game.phase
    # by player, never by arrival: a sabotage phase holds these, and the state must not
    # depend on the order in which the mail came
    pend, game.pending = dict(sorted(game.pending.items())), {}
    for p in game.skipped:
        game.note("skipped", player=p)
    if ahead.on(game):
        for p in list(pend):
            pend[p] = ahead.orders_for(game, p, check) if p in game.skipped else ahead.keep(game, p, pend[p])
        for p in awaited(game):
            if p not in pend and ahead.covered(game, p):
                pend[p] = ahead.orders_for(game, p, check)
        pend = dict(sorted(pend.items()))
    game.skipped = []
    allo = [o for p in sorted(pend) for o in pend[p]]
    if ph not in ("sabotage", "spielleiter") and any(isinstance(o, Card) for o in allo):
        game.held = pend
        game.sabotage_for = ph
        game.phase = "sabotage"
        game.note("sabotage_phase", plays=tuple(played_now(game)))
        return
    if ph == "sabotage":
        pend = _apply_sabotage(game, allo)
        ph = game.phase = game.sabotage_for
        game.sabotage_for, game.held = "", {}
        allo = [o for p in sorted(pend) for o in pend[p]]
    effects = _play_cards(game, allo)
    plain = [o for o in allo if not isinstance(o, Card)]
    getattr(_Phases, ph)(game, plain, effects)


def _apply_sabotage(game, answers: list) -> dict:
    plays = played_now(game)
    cancelled = set()
    for o in answers:
        i = o.card - 1
        pl = game.players[o.player]
        if not isinstance(o, Sabotage) or i in cancelled or "sabotage" not in pl.cards:
            continue    # [decide] a second sabotage of the same card stays in the hand
        cancelled.add(i)
        pl.cards.remove("sabotage")
        game.discard.append("sabotage")
        p, k, t = plays[i]
        game.note("sabotaged", player=o.player, card=k, victim=p)
        if k in game.players[p].cards:
            game.players[p].cards.remove(k)
            game.discard.append(k)
    pend = {}
    j = 0
    for p in sorted(game.held):
        keep = []
        for o in game.held[p]:
            if isinstance(o, Card):
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
        if not isinstance(o, Card):
            continue
        key, target = o.card, o.target
        pl = game.players[o.player]
        if key not in pl.cards or (key, target) in [(k, t) for _, k, t in game.played]:
            continue    # no two identical cards against the same target in one round [pbem]
        pl.cards.remove(key)
        game.discard.append(key)
        game.played.append((o.player, key, target))
        out.setdefault(key, []).append((o.player, target))
        game.note("card_played_on" if target else "card_played", player=o.player, card=key, target=target)
    return out


class _Phases:
    @staticmethod
    def wuensche(game, allo, effects):
        wishes = {}
        for o in allo:
            wishes[o.player] = o.races
        setup.assign_races_by_lot(game, wishes)
        setup.next_setup(game)

    @staticmethod
    def gebote(game, allo, effects):
        bids = {p.index: 0 for p in game.players}
        wishes = {}
        for o in allo:
            bids[o.player] = o.amount
            wishes[o.player] = o.places
        setup.bid_home_places(game, bids, wishes)
        setup.next_setup(game)

    @staticmethod
    def aufbau(game, allo, effects):
        for o in allo:
            o = ahead.concrete(game, o) or o            # a list of places: the first allowed
            galaxy.place(game.building, o.player, o.tile, hexes.parse(o.place))
            game.note("tile_laid", player=o.player, tile=o.tile, system=o.place)
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
            if o.dst in closed:
                game.note("ion_storm", player=o.player, system=o.dst)
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
            plans.setdefault(o.system, {})[o.player] = {
                "rueckzug": o.retreat_after, "nach": o.to, "verluste": list(o.losses) or list(units.DEFAULT_LOSSES)}
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
                game.note("law_expires", law=law)
        for pl in game.players:
            if not pl.out and not game.owned(pl.index) and not any(
                    pl.index in fl for fl in game.space.values()):
                pl.out = True
                game.note("player_out", player=pl.index)
        game.played = []
        ahead.end_of_round(game)
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
    for p, lab in sorted({(o.player, o.dst) for o in moves}):
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
