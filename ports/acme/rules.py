"""The rules of ACME on a State: pure, deterministic, no pyxel.

A turn (the manual's sections in order): a catastrophe may strike (EREIGNISSE); with more
than three cards holding a series the player is asked to trade (EINTAUSCH VON SERIEN); he
places his armies one click one army (VERGABE, AUFSTELLEN DER ARMEEN); attacks roll by roll
(ANGRIFFE), after a conquest more armies may follow; then regroups (VERSCHIEBEN), by itself
when no attack is left; "FERTIG" ends the attacks, and then the turn. `check` says why an
action is impossible (a Refusal) without changing anything; an Attack or Regroup without its
target (dst None, a screen's first click) is refused as "no_target" when its source is good; `apply` carries out a checked
action and returns its events.
"""
from __future__ import annotations

from retro.dice import Dice
from retro.odds import DiceRule
from retro.play import Refusal

from . import catastrophes
from .actions import Advance, Attack, Done, Halt, Place, Regroup, SetEvents, Trade
from .events import (Advanced, Battle, CardDrawn, Conquered, FrequencySet, PhaseBegins, Placed,
                     PlayerOut, Regrouped, Reinforcements, Traded, TurnBegins, Won)
from .state import CARD_KINDS, FREQUENCIES, MAX_ARMIES, START_ARMIES, Settings, State
from .world import CountryRef, world as world_of

# ANGRIFFE: up to three dice, one army stays behind; the defender rolls as many as the
# attacker if he has the armies; an equal or lower attacker die loses.
DICE = DiceRule(attacker_max=3, defender_max=3, stays=1, defender_matches=True, ties="defender")
MIN_ARMIES = 3            # VERGABE VON ARMEEN: "man erhält jedoch nie weniger als drei Armeen"


# -- EINGABE DER NAMEN: the deal ------------------------------------------------------------------
def new_state(settings: Settings, seed: int) -> State:
    """Deal the countries at random; the player with one country fewer begins."""
    w = world_of(settings.map)
    n = len(settings.players)
    dice = Dice(seed)
    order = list(range(w.n))
    dice.shuffle(order)
    first = dice.below(n)            # the deal starts with a random player...
    owner = [0] * w.n
    for i, c in enumerate(order):
        owner[c] = (first + i) % n
    counts = [owner.count(p) for p in range(n)]
    fewest = min(counts)
    # ...so the one dealt after him has a country fewer (29 = 15 + 14) and begins
    begins = next(p for p in ((first + k) % n for k in range(n)) if counts[p] == fewest)
    state = State(settings=settings.copy(), dice=dice, owner=owner, armies=[START_ARMIES] * w.n,
                  cards=[[] for _ in range(n)], current=begins)
    begin_turn(state, [])
    return state


# -- VERGABE VON ARMEEN ----------------------------------------------------------------------------
def continents_held(state: State, player: int) -> list:
    w = world_of(state.settings.map)
    return [k for k, members in enumerate(w.members) if all(state.owner[c] == player for c in members)]


def reinforcements(state: State, player: int) -> Reinforcements:
    """One army per three countries, never fewer than three, plus each whole continent's bonus."""
    w = world_of(state.settings.map)
    base = max(MIN_ARMIES, state.count(player) // 3)
    bonus = sum(w.continents[k].bonus for k in continents_held(state, player))
    return Reinforcements(player, base, bonus, base + bonus)


# -- EINTAUSCH VON SERIEN --------------------------------------------------------------------------
def find_series(cards: list) -> list | None:
    """Three alike (preferred) or one of each kind, or None."""
    for kind in CARD_KINDS:
        if cards.count(kind) >= 3:
            return [kind] * 3
    if all(kind in cards for kind in CARD_KINDS):
        return list(CARD_KINDS)
    return None


def may_trade(state: State, player: int) -> bool:
    """The question comes "bei mehr als drei Karten" when they hold a series."""
    cards = state.cards[player]
    return len(cards) > 3 and find_series(cards) is not None


# -- the turn --------------------------------------------------------------------------------------
def begin_turn(state: State, events: list) -> None:
    me = state.current
    state.conquered = 0
    state.locked = {}
    state.conquest = None
    state.lost_to_cap = 0
    events.append(TurnBegins(me, state.month))
    if state.turns >= state.n_players:           # "bevor erneut Armeen vergeben werden"
        struck = catastrophes.strike(state, world_of(state.settings.map), me)
        if struck is not None:
            events.append(struck)
    if may_trade(state, me):
        state.phase = "serie"
        state.to_place = 0
        events.append(PhaseBegins("serie"))
    else:
        _hand_out(state, events)


def _hand_out(state: State, events: list) -> None:
    r = reinforcements(state, state.current)
    state.to_place += r.total
    state.phase = "setzen"
    events.append(r)
    events.append(PhaseBegins("setzen"))


def attackable(state: State, src: int) -> list:
    w = world_of(state.settings.map)
    return [n for n in w.neighbours[src] if state.owner[n] != state.owner[src]]


def movable(state: State, c: int) -> int:
    """Armies that may still regroup out of c: not those that attacked or were moved in
    this turn, and one always stays (VERSCHIEBEN)."""
    return max(0, state.armies[c] - max(1, state.locked.get(c, 0)))


def can_attack_from(state: State, c: int) -> bool:
    return (state.phase == "angriff" and state.owner[c] == state.current
            and state.armies[c] > 1 and bool(attackable(state, c)))


def can_regroup_from(state: State, c: int) -> bool:
    """Armies free to move out of c, and an own neighbour to take them (VERSCHIEBEN)."""
    w = world_of(state.settings.map)
    return (state.owner[c] == state.current and movable(state, c) > 0
            and any(state.owner[n] == state.current for n in w.neighbours[c]))


# -- checking --------------------------------------------------------------------------------------
def _country(state, c) -> CountryRef:
    return CountryRef(state.settings.map, c)


def _valid_country(state, c) -> None:
    if not isinstance(c, int) or not 0 <= c < len(state.owner):
        raise Refusal("unknown_country", text=str(c))


def check(state: State, action) -> None:
    """Raise a Refusal if `action` is impossible now; change nothing."""
    if isinstance(action, SetEvents):
        if action.frequency not in FREQUENCIES:
            raise Refusal("syntax", text=str(action.frequency))
        return
    ph = state.phase
    if ph == "ende":
        raise Refusal("game_over")
    me = state.current
    if isinstance(action, Trade):
        if ph != "serie":
            raise Refusal("no_series")
        return
    if ph == "serie":
        raise Refusal("answer_series")
    if isinstance(action, Place):
        _valid_country(state, action.country)
        if ph != "setzen":
            raise Refusal("nothing_to_place")
        if state.owner[action.country] != me:
            raise Refusal("not_own", country=_country(state, action.country))
        if not 1 <= action.count <= state.to_place:
            raise Refusal("place_count", n=state.to_place)
        return
    if ph == "setzen":
        raise Refusal("must_place", n=state.to_place)
    if ph == "nachruecken":
        if isinstance(action, Halt):
            return
        if not isinstance(action, Advance):        # the conquest's click: how many follow
            raise Refusal("finish_conquest", country=_country(state, state.conquest[1]))
        src = state.conquest[0]
        if not 1 <= action.count <= state.armies[src] - 1:
            raise Refusal("one_stays", country=_country(state, src))
        return
    if isinstance(action, (Advance, Halt)):
        raise Refusal("no_conquest")
    if isinstance(action, Done):
        return
    if isinstance(action, Attack):
        if ph != "angriff":
            raise Refusal("attacks_over")
        src, dst = action.src, action.dst
        _valid_country(state, src)
        if state.owner[src] != me:
            raise Refusal("not_own", country=_country(state, src))
        if state.armies[src] < 2:
            raise Refusal("too_few", country=_country(state, src))
        if not attackable(state, src):
            raise Refusal("no_enemy", country=_country(state, src))
        if dst is None:                              # the source is good; a target is missing
            raise Refusal("no_target", country=_country(state, src))
        _valid_country(state, dst)
        if state.owner[dst] == me:
            raise Refusal("attack_own", country=_country(state, dst))
        if not world_of(state.settings.map).adjacent(src, dst):
            raise Refusal("not_adjacent", a=_country(state, src), b=_country(state, dst))
        if not 1 <= action.dice <= min(3, state.armies[src] - 1):
            raise Refusal("bad_dice", n=min(3, state.armies[src] - 1))
        return
    if isinstance(action, Regroup):
        src, dst = action.src, action.dst
        _valid_country(state, src)
        # (a regrouping during the attacks ends them: VERSCHIEBEN comes "nach den Angriffen")
        if state.owner[src] != me:
            raise Refusal("not_own", country=_country(state, src))
        if dst is None:                              # only the source chosen (a click)
            if movable(state, src) == 0:
                raise Refusal("none_free", country=_country(state, src))
            if not can_regroup_from(state, src):
                raise Refusal("no_friend", country=_country(state, src))
            raise Refusal("no_target", country=_country(state, src))
        _valid_country(state, dst)
        if state.owner[dst] != me:
            raise Refusal("move_foreign", country=_country(state, dst))
        if src == dst or not world_of(state.settings.map).adjacent(src, dst):
            raise Refusal("not_adjacent", a=_country(state, src), b=_country(state, dst))
        left = movable(state, src)
        if left == 0:
            raise Refusal("none_free", country=_country(state, src))
        if not 1 <= action.count <= left:
            raise Refusal("regroup_count", n=left, country=_country(state, src))
        return
    raise Refusal("syntax", text=repr(action))


# -- applying --------------------------------------------------------------------------------------
def apply(state: State, action) -> list:
    """Carry out a checked action; the dice inside the state decide battles and catastrophes."""
    events: list = []
    if isinstance(action, SetEvents):
        state.settings.events = action.frequency
        events.append(FrequencySet(action.frequency))
    elif isinstance(action, Trade):
        _trade(state, action, events)
    elif isinstance(action, Place):
        _place(state, action, events)
    elif isinstance(action, Attack):
        _attack(state, action, events)
        _no_attack_left(state, events)
    elif isinstance(action, Advance):
        _advance(state, action.count, events)
        _no_attack_left(state, events)
    elif isinstance(action, Halt):
        state.conquest = None
        state.phase = "angriff"
        _no_attack_left(state, events)
    elif isinstance(action, Regroup):
        if state.phase == "angriff":
            state.phase = "verschieben"
            events.append(PhaseBegins("verschieben"))
        _regroup(state, action, events)
    elif isinstance(action, Done):
        if state.phase == "angriff":
            state.phase = "verschieben"
            events.append(PhaseBegins("verschieben"))
        else:
            _end_turn(state, events)
    return events


def _trade(state: State, a: Trade, events: list) -> None:
    me = state.current
    if a.take:
        cards = find_series(state.cards[me])
        for kind in cards:
            state.cards[me].remove(kind)
        value = state.series_value()
        state.series += 1
        state.to_place += value
        events.append(Traded(me, value, tuple(cards)))
        if may_trade(state, me):          # another series in hand: the question again
            return
    _hand_out(state, events)


def _place(state: State, a: Place, events: list) -> None:
    c = a.country
    room = MAX_ARMIES - state.armies[c]
    put = min(a.count, max(0, room))
    state.armies[c] += put
    state.to_place -= a.count
    state.lost_to_cap += a.count - put
    events.append(Placed(c, put, a.count - put))
    if state.to_place == 0:
        state.phase = "angriff"
        events.append(PhaseBegins("angriff"))


def _attack(state: State, a: Attack, events: list) -> None:
    src, dst, me = a.src, a.dst, state.current
    na, nd = DICE.dice(state.armies[src], state.armies[dst], a.dice)
    att = sorted(state.dice.roll(na), reverse=True)
    dfd = sorted(state.dice.roll(nd), reverse=True)
    al, dl = DICE.compare(att, dfd)
    state.armies[src] -= al
    state.armies[dst] -= dl
    # the armies that rolled are "directly in the attack": they may not regroup this turn
    fought = na - al
    state.locked[src] = min(state.armies[src], max(state.locked.get(src, 0), fought))
    events.append(Battle(src, dst, tuple(att), tuple(dfd), al, dl))
    if state.armies[dst] > 0:
        return
    loser = state.owner[dst]
    moved = fought                       # the armies of the last attack march in at once
    state.owner[dst] = me
    state.armies[src] -= moved
    state.armies[dst] = moved
    state.locked[dst] = moved
    # those that fought and marched on are no longer in src: the ones left there are free
    # to regroup unless they fought too (VERSCHIEBEN: "nicht direkt an einem Angriff beteiligt")
    state.locked[src] = min(max(0, state.locked[src] - moved), state.armies[src])
    state.conquered += 1
    events.append(Conquered(src, dst, moved, loser))
    if state.count(loser) == 0:
        state.out.append(loser)
        state.cards[me].extend(state.cards[loser])    # the parent game: his cards to the victor
        state.cards[loser] = []
        events.append(PlayerOut(loser))
    if state.armies[src] > 1:
        state.conquest = [src, dst]
        state.phase = "nachruecken"
        events.append(PhaseBegins("nachruecken"))


def _no_attack_left(state: State, events: list) -> None:
    """VERSCHIEBEN: "Wenn diese Möglichkeit nicht mehr besteht, wird der Zug entweder beendet,
    oder man kann seine Armeen verschieben": with no attack left the regrouping begins by
    itself, or the turn ends when no army can move."""
    if state.phase != "angriff":
        return
    mine = state.countries_of(state.current)
    if any(can_attack_from(state, c) for c in mine):
        return
    if any(can_regroup_from(state, c) for c in mine):
        state.phase = "verschieben"
        events.append(PhaseBegins("verschieben"))
    else:
        _end_turn(state, events)


def _advance(state: State, n: int, events: list) -> None:
    src, dst = state.conquest
    state.armies[src] -= n
    lost = _arrive(state, dst, n)
    events.append(Advanced(src, dst, n, lost))
    if state.armies[src] <= 1:
        state.conquest = None
        state.phase = "angriff"


def _arrive(state: State, c: int, n: int) -> int:
    """n armies into c, at most 99 there (AUFSTELLEN DER ARMEEN: "Armeen die darüberhinaus dort
    aufgestellt werden, verfallen"; our decision: so for moving in and regrouping); returns
    how many were lost."""
    put = max(0, min(n, MAX_ARMIES - state.armies[c]))
    state.armies[c] += put
    state.lost_to_cap += n - put
    return n - put


def _regroup(state: State, a: Regroup, events: list) -> None:
    state.armies[a.src] -= a.count
    lost = _arrive(state, a.dst, a.count)
    state.locked[a.dst] = state.locked.get(a.dst, 0) + a.count   # moved once: no further
    events.append(Regrouped(a.src, a.dst, a.count, lost))


def _end_turn(state: State, events: list) -> None:
    me = state.current
    if state.conquered:                  # the parent game: a card for a turn with a conquest
        kind = state.dice.choice(CARD_KINDS)
        state.cards[me].append(kind)
        events.append(CardDrawn(me, kind))
    state.turns += 1
    if state.count(me) == len(state.owner):
        state.winner = me                 # SPIELENDE: every country, and regrouping done
        state.phase = "ende"
        events.append(Won(me))
        return
    living = state.living()
    later = [p for p in living if p > me]
    state.current = later[0] if later else living[0]
    state.month_turns += 1
    if state.month_turns >= len(living):  # everyone has had his turn: the calendar turns a month
        state.month += 1
        state.month_turns = 0
    begin_turn(state, events)
