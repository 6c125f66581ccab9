"""The politics phase [seed, pbem, TI1]: a political card is published, everyone votes
with his influence, laws stay in force; trade agreements are made and cards and credits
change hands.
"""
from __future__ import annotations

from retro.play import Refusal

from . import cards
from .orders import Discard, Give, Trade, Vote, who
from .sofar import of

TRADE_VALUE = 5          # [decide] credits per trade agreement and round
MAX_TRADE = 3            # [decide] agreements per player
XXCHA_DISCARD_COST = 10  # [decide]


def draw_card(game) -> None:
    """Publish the political card of this round; a spent deck is reshuffled [decide]."""
    if not game.political_deck:
        spent = [k for k in cards.POLITICAL if k not in game.laws]
        game.political_deck = game.dice.shuffled(spent)
    game.political_card = game.political_deck.pop(0)
    game.note("political_card", law=game.political_card)


def votes(game, player: int) -> int:
    return game.influence(player)


def check(game, order, sofar) -> None:
    """An order of the politics phase after the player's earlier ones (a Sofar)."""
    sofar = of(sofar)
    p = order.player
    pl = game.players[p]
    if isinstance(order, Vote):
        card = cards.POLITICAL[game.political_card]
        val = order.choice
        if card.kind == cards.LAW and val not in ("ja", "nein"):
            raise Refusal("vote_law")
        if card.kind == cards.ELECTION and _player(game, val) is None:
            raise Refusal("vote_player", value=who(val))
        if sofar.votes:
            raise Refusal("twice", verb="STIMME")
    elif isinstance(order, Trade):
        q = _player(game, order.partner)
        if q is None or q == p:
            raise Refusal("bad_player", value=who(order.partner), n=len(game.players))
    elif isinstance(order, Give):
        q = _player(game, order.to)
        if q is None or q == p:
            raise Refusal("bad_player", value=who(order.to), n=len(game.players))
        if order.card:
            if pl.cards.count(order.card) <= sofar.given[order.card]:
                raise Refusal("card_not_in_hand", card=cards.ACTION[order.card].name)
        n = order.credits
        paid = sofar.paid
        if n < 0 or n + paid > pl.credits:
            raise Refusal("no_money", need=n + paid, have=pl.credits)
    elif isinstance(order, Discard):
        if not game.race(p).can_discard_political:
            raise Refusal("not_xxcha")
        if pl.credits < XXCHA_DISCARD_COST:
            raise Refusal("no_money", need=XXCHA_DISCARD_COST, have=pl.credits)
    else:
        raise Refusal("wrong_phase", verb=order.VERB)


def _player(game, ref):
    """A player reference of an order (an index) if it names a player still in the game."""
    if isinstance(ref, int) and 0 <= ref < len(game.players) and not game.players[ref].out:
        return ref
    return None


def resolve(game, orders: list, effects: dict) -> None:
    """effects: played action cards by key -> players (Bestechung)."""
    by = {}
    for o in orders:
        by.setdefault(type(o), []).append(o)
    # gifts and payments first: what was agreed in the talks
    for o in by.get(Give, []):
        pl, q = game.players[o.player], _player(game, o.to)
        key = o.card
        if key and key in pl.cards:
            pl.cards.remove(key)
            game.players[q].cards.append(key)
            game.note("gives_card", player=o.player, other=q)
        n = min(o.credits, pl.credits)
        if n:
            pl.credits -= n
            game.players[q].credits += n
            game.note("pays", player=o.player, other=q, n=n)
    # trade agreements need both sides to ask for them
    asks = {(o.player, _player(game, o.partner)) for o in by.get(Trade, [])}
    for a, b in sorted(asks):
        if a < b and (b, a) in asks and b not in game.players[a].partners:
            pa, pb = game.players[a], game.players[b]
            if pa.trade < MAX_TRADE and pb.trade < MAX_TRADE:
                pa.partners.append(b)
                pb.partners.append(a)
                pa.trade += 1
                pb.trade += 1
                game.note("trade_made", player=a, other=b)
    # the Xxcha may buy the card off the table [TI2]
    for o in by.get(Discard, []):
        game.players[o.player].credits -= XXCHA_DISCARD_COST
        game.note("discards_political", player=o.player)
        game.political_card = ""
        return
    if game.political_card:
        vote(game, by.get(Vote, []), effects.get("bribery", []))


def vote(game, ballots: list, bribed: list) -> None:
    key = game.political_card
    card = cards.POLITICAL[key]
    weight = {p: votes(game, p) for p in game.active()}
    for p in bribed:
        weight[p] = weight.get(p, 0) + 6
    total = sum(weight.values())
    cast = {o.player: o.choice for o in ballots}
    game.note("votes_cast", law=key, ballots=tuple((p, cast.get(p, ""), weight[p]) for p in sorted(weight)))
    if card.kind == cards.LAW:
        yes = sum(weight[p] for p, v in cast.items() if v == "ja")
        no = sum(weight[p] for p, v in cast.items() if v == "nein")
        passed = yes * 2 > total      # absolute majority of all votes [pbem]
        game.note("law_passed" if passed else "law_failed", law=key, yes=yes, no=no, total=total)
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
            game.note("no_votes", law=key)
            return
        top = max(tally.values())
        best = [q for q, n in tally.items() if n == top]
        game.note("election_votes", law=key, votes=tuple(sorted(tally.items(), key=lambda x: (-x[1], x[0]))))
        if len(best) > 1 and "mecatol_holder" in game.laws:
            holder = game.planets["Mecatol Rex"].owner
            if holder is not None and _player(game, cast.get(holder)) in best:
                best = [_player(game, cast[holder])]
        if len(best) > 1:
            game.note("election_tie", law=key)
            return
        elect(game, key, best[0])


def enact(game, key: str) -> None:
    if key == "revote":
        if game.laws:
            gone = game.laws.pop()
            game.law_rounds.pop(gone, None)
            game.note("law_repealed", law=gone)
        return
    if key not in game.laws:
        game.laws.append(key)
    if cards.POLITICAL[key].rounds:
        game.law_rounds[key] = cards.POLITICAL[key].rounds
    enforce(game)


def elect(game, key: str, player: int) -> None:
    game.note("elected", law=key, player=player)
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
            extra = sum(game.count(at, p, "dreadnought") for at in game.systems()) - 2
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
                game.note("abandons", player=p, planet=n)
    limit = cards.HAND_LIMIT_LAW if "limits" in game.laws else cards.HAND_LIMIT
    for pl in game.players:
        while len(pl.cards) > limit:
            game.discard.append(pl.cards.pop(0))


def _value(name):
    from .tiles import PLANET_VALUES
    return sum(PLANET_VALUES[name])
