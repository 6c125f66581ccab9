"""The politics phase [seed, pbem, TI1]: a political card is published, everyone votes
with his influence, laws stay in force; trade agreements are made and cards and credits
change hands.
"""
from __future__ import annotations

from . import cards
from .errors import Refused

TRADE_VALUE = 5          # [decide] credits per trade agreement and round
MAX_TRADE = 3            # [decide] agreements per player
XXCHA_DISCARD_COST = 10  # [decide]


def draw_card(game) -> None:
    """Publish the political card of this round; a spent deck is reshuffled [decide]."""
    if not game.political_deck:
        spent = [k for k in cards.POLITICAL if k not in game.laws]
        game.political_deck = game.dice.shuffled(spent)
    game.political_card = game.political_deck.pop(0)
    game.note("political_card", card=cards.POLITICAL[game.political_card].name)


def votes(game, player: int) -> int:
    return game.influence(player)


def check(game, order, sofar: list) -> None:
    p, v = order.player, order.verb
    pl = game.players[p]
    if v == "STIMME":
        card = cards.POLITICAL[game.political_card]
        val = order.get("fuer")
        if card.kind == cards.LAW and val not in ("ja", "nein"):
            raise Refused("vote_law")
        if card.kind == cards.ELECTION and _player(game, val) is None:
            raise Refused("vote_player", value=val)
        if any(o.verb == "STIMME" for o in sofar):
            raise Refused("twice", verb="STIMME")
    elif v == "HANDEL":
        q = _player(game, order.get("mit"))
        if q is None or q == p:
            raise Refused("bad_player", value=order.get("mit"), n=len(game.players))
    elif v == "GIB":
        q = _player(game, order.get("an"))
        if q is None or q == p:
            raise Refused("bad_player", value=order.get("an"), n=len(game.players))
        if order.get("karte"):
            key = cards.find_action(order.get("karte"))
            given = sum(1 for o in sofar if o.verb == "GIB" and cards.find_action(o.get("karte")) == key)
            if key is None or pl.cards.count(key) <= given:
                raise Refused("card_not_in_hand", card=order.get("karte"))
        n = order.int("kredite")
        paid = sum(o.int("kredite") for o in sofar if o.verb == "GIB")
        if n < 0 or n + paid > pl.credits:
            raise Refused("no_money", need=n + paid, have=pl.credits)
    elif v == "VERWERFEN":
        if not game.race(p).can_discard_political:
            raise Refused("not_xxcha")
        if pl.credits < XXCHA_DISCARD_COST:
            raise Refused("no_money", need=XXCHA_DISCARD_COST, have=pl.credits)
    else:
        raise Refused("wrong_phase", verb=v)


def _player(game, text: str):
    t = (text or "").strip().upper()
    if t.startswith("S") and t[1:].isdigit():
        i = int(t[1:]) - 1
        if 0 <= i < len(game.players) and not game.players[i].out:
            return i
    return None


def resolve(game, orders: list, effects: dict) -> None:
    """effects: played action cards by key -> players (Bestechung)."""
    by = {}
    for o in orders:
        by.setdefault(o.verb, []).append(o)
    # gifts and payments first: what was agreed in the talks
    for o in by.get("GIB", []):
        pl, q = game.players[o.player], _player(game, o.get("an"))
        key = cards.find_action(o.get("karte")) if o.get("karte") else None
        if key and key in pl.cards:
            pl.cards.remove(key)
            game.players[q].cards.append(key)
            game.note("gives_card", player=f"S{o.player + 1}", other=f"S{q + 1}")
        n = min(o.int("kredite"), pl.credits)
        if n:
            pl.credits -= n
            game.players[q].credits += n
            game.note("pays", player=f"S{o.player + 1}", other=f"S{q + 1}", n=n)
    # trade agreements need both sides to ask for them
    asks = {(o.player, _player(game, o.get("mit"))) for o in by.get("HANDEL", [])}
    for a, b in sorted(asks):
        if a < b and (b, a) in asks and b not in game.players[a].partners:
            pa, pb = game.players[a], game.players[b]
            if pa.trade < MAX_TRADE and pb.trade < MAX_TRADE:
                pa.partners.append(b)
                pb.partners.append(a)
                pa.trade += 1
                pb.trade += 1
                game.note("trade_made", player=f"S{a + 1}", other=f"S{b + 1}")
    # the Xxcha may buy the card off the table [TI2]
    for o in by.get("VERWERFEN", []):
        game.players[o.player].credits -= XXCHA_DISCARD_COST
        game.note("discards_political", player=f"S{o.player + 1}")
        game.political_card = ""
        return
    if game.political_card:
        vote(game, by.get("STIMME", []), effects.get("bribery", []))


def vote(game, ballots: list, bribed: list) -> None:
    key = game.political_card
    card = cards.POLITICAL[key]
    weight = {p: votes(game, p) for p in game.active()}
    for p in bribed:
        weight[p] = weight.get(p, 0) + 6
    total = sum(weight.values())
    cast = {o.player: o.get("fuer") for o in ballots}
    if card.kind == cards.LAW:
        yes = sum(weight[p] for p, v in cast.items() if v == "ja")
        no = sum(weight[p] for p, v in cast.items() if v == "nein")
        passed = yes * 2 > total      # absolute majority of all votes [pbem]
        game.note("law_passed" if passed else "law_failed", law=card.name, yes=yes, no=no, total=total)
        if passed:
            for p, v in cast.items():
                if v == "ja":
                    game.players[p].laws_backed += 1
            enact(game, key)
    else:
        tally = {}
        for p, v in cast.items():
            q = _player(game, v)
            if q is not None:
                tally[q] = tally.get(q, 0) + weight[p]
        if not tally:
            game.note("no_votes", card=card.name)
            return
        top = max(tally.values())
        best = [q for q, n in tally.items() if n == top]
        game.note("election_votes", card=card.name, votes=", ".join(
            f"S{q + 1} {n}" for q, n in sorted(tally.items(), key=lambda x: (-x[1], x[0]))))
        if len(best) > 1 and "mecatol_holder" in game.laws:
            holder = game.planets["Mecatol Rex"].owner
            if holder is not None and _player(game, cast.get(holder, "")) in best:
                best = [_player(game, cast[holder])]
        if len(best) > 1:
            game.note("election_tie", card=card.name)
            return
        elect(game, key, best[0])


def enact(game, key: str) -> None:
    if key == "revote":
        if game.laws:
            gone = game.laws.pop()
            game.law_rounds.pop(gone, None)
            game.note("law_repealed", law=cards.POLITICAL[gone].name)
        return
    if key not in game.laws:
        game.laws.append(key)
    if cards.POLITICAL[key].rounds:
        game.law_rounds[key] = cards.POLITICAL[key].rounds
    enforce(game)


def elect(game, key: str, player: int) -> None:
    name = cards.POLITICAL[key].name
    game.note("elected", card=name, player=f"S{player + 1}")
    if key == "thalnos":
        game.crown = player
    elif key == "execution":
        pl = game.players[player]
        game.discard += pl.cards
        pl.cards = []


def enforce(game) -> None:
    """Laws that take away what one already has: dreadnoughts, planets [TI1]."""
    if "arms_reduction" in game.laws:
        for p in game.active():
            extra = sum(game.count(l, p, "dreadnought") for l in game.systems()) - 2
            for lab in game.systems():
                while extra > 0 and game.count(lab, p, "dreadnought"):
                    game.add(lab, p, "dreadnought", -1)
                    extra -= 1
    if "expansion" in game.laws:
        for p in game.active():
            home = set(game.home_planets(p))
            outside = sorted((n for n in game.owned(p) if n not in home),
                             key=lambda n: (_value(n), n), reverse=True)
            for n in outside[4:]:
                ps = game.planets[n]
                ps.owner, ps.ground, ps.pds, ps.dock = None, 0, 0, False
                game.note("abandons", player=f"S{p + 1}", planet=n)
    limit = cards.HAND_LIMIT_LAW if "limits" in game.laws else cards.HAND_LIMIT
    for pl in game.players:
        while len(pl.cards) > limit:
            game.discard.append(pl.cards.pop(0))


def _value(name):
    from .tiles import PLANET_VALUES
    return sum(PLANET_VALUES[name])
