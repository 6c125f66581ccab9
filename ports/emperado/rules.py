"""The rules of EMPERADO, chapters 1 and 3, on a State: pure, deterministic, no pyxel.

A turn runs through two phases (EMPERADO 3): "einsetzen" until every army received is
placed (3a), then "handeln", where liberating (3b) and moving (3c) may alternate as the
player likes until "Fertig" (4e) hands the turn on. With our option "Nachrücken wählen"
(Settings.march_choice) a liberation that leaves a choice is followed by the phase
"nachruecken", which only the number of armies marching in ends. `check` says why an action is
impossible (a retro.play.Refusal, made text by texts.explain) without changing anything;
`apply` checks and does it and returns what happened as typed events (events.py).
"""
from __future__ import annotations

from retro.dice import Dice
from retro.odds import DiceRule
from retro.play import Refusal

from . import world
from .actions import Action, Attack, Done, MarchIn, Move, Place, SetPlayer, SetValue
from .events import (Battle, CardReceived, Marched, Moved, PartyOut, Placed, SettingChanged,
                     Traded, Won)
from .state import (CARD_KINDS, DICE_RULE, HANDICAP_RULE, LETTERS, NEUTRAL, NEUTRAL_ARMIES,
                    PARAM_KEYS, PARAM_MAX, PARAM_MIN, START_ARMIES, TIME_KEYS, TIME_MAX, Income,
                    Party, Settings, State)

BASE_ARMIES = 3      # EMPERADO 3a: die Grundmenge 3, die jeder immer erhält
# EMPERADO 3b: at most three dice a side, the attacker one less than his armies, ties to
# the defender: retro.odds' default rule, which also gives the exact odds (odds.py)
DICE = DiceRule()


# -- EMPERADO 1: the deal ------------------------------------------------------------------
def deal_sizes(parties: int) -> tuple[list[int], int]:
    """Countries dealt to each party in turn order, and how many are left over.

    EMPERADO 1: each party after the first gets one country more; as many as possible
    are dealt, the rest stay neutral (2, 4 and 6 parties leave 1, 2 and 3 over)."""
    base = (world.N_COUNTRIES - parties * (parties - 1) // 2) // parties
    sizes = [base + i for i in range(parties)]
    return sizes, world.N_COUNTRIES - sum(sizes)


def new_state(settings: Settings, seed: int) -> State:
    """Deal the countries at random (EMPERADO 1) and start the first party's turn.

    The state gets its own copy of the settings: changes in play (4a-4c) are actions
    that alter the state's copy, never the settings the game began with."""
    settings.check()
    settings = settings.copy()
    dice = Dice(seed)
    order = list(range(world.N_COUNTRIES))
    dice.shuffle(order)
    owner = [NEUTRAL] * world.N_COUNTRIES
    armies = [NEUTRAL_ARMIES] * world.N_COUNTRIES
    sizes, _ = deal_sizes(len(settings.players))
    pos = 0
    for party, size in enumerate(sizes):
        for c in order[pos:pos + size]:
            owner[c] = party
            armies[c] = START_ARMIES
        pos += size
    parties = [Party(p.name, p.human, chr(ord("A") + i)) for i, p in enumerate(settings.players)]
    state = State(settings=settings, dice=dice, owner=owner, armies=armies, parties=parties)
    begin_turn(state)
    return state


# -- EMPERADO 3a: reinforcements ------------------------------------------------------------
def continents_held(state: State, party: int) -> list[int]:
    return [ci for ci, members in enumerate(world.CONTINENT_COUNTRIES)
            if all(state.owner[c] == party for c in members)]


def handicap_bonus(settings: Settings, human: bool, humans_alive: bool = True) -> int:
    """EMPERADO 4a Länderhandicap: its amount is added to the count of countries, of the
    human parties when negative, of the computer parties when positive. While no human
    party is alive it is an advantage over nobody and adds nothing (our decision, games
    begun with Settings.handicap_rule 2; saved games of the old rule keep it)."""
    h = settings.handicap
    if h < 0 and human:
        return -h
    if h > 0 and not human and (humans_alive or settings.handicap_rule != HANDICAP_RULE):
        return h
    return 0


def country_bonus(countries: int, parties_at_start: int) -> int:
    """EMPERADO 3a Länderbonus: 1 army on reaching 60 / parties countries, +1 per 3 more."""
    threshold = world.N_COUNTRIES // parties_at_start
    if countries < threshold:
        return 0
    return 1 + (countries - threshold) // 3


def income(state: State, party: int) -> Income:
    """What the party receives before any card trade (EMPERADO 3a)."""
    p = state.parties[party]
    held_now = set(continents_held(state, party))
    # the continent bonus needs the continent held for a whole round: at the end of the
    # party's last turn and still now, after every other party has had its go.
    cont = sum(world.CONTINENTS[ci].bonus for ci in held_now if ci in p.held)
    alive = any(q.human and not q.out for q in state.parties)
    n = state.count(party) + handicap_bonus(state.settings, p.human, alive)
    return Income(BASE_ARMIES, cont, country_bonus(n, state.n_parties), 0)


def find_set(cards: list[str]) -> list[str] | None:
    """Three alike (preferred) or three different symbol cards, or None (EMPERADO 3a)."""
    for kind in CARD_KINDS:
        if cards.count(kind) >= 3:
            return [kind] * 3
    if all(kind in cards for kind in CARD_KINDS):
        return list(CARD_KINDS)
    return None


def begin_turn(state: State) -> list:
    party = state.current
    p = state.parties[party]
    state.events = []
    state.frozen = []
    state.conquered = 0
    inc = income(state, party)
    cards = find_set(p.cards)
    if cards:   # traded as soon as a set is complete; the bonus rises after every trade
        for kind in cards:
            p.cards.remove(kind)
        inc.cards = state.card_bonus
        state.card_bonus += 1
        state.events.append(Traded(inc.cards))
    state.income = inc
    state.to_place = inc.total
    state.phase = "einsetzen"
    return list(state.events)


# -- EMPERADO 3b: the dice ------------------------------------------------------------------
# the rule's dice counts up to where they stop growing, looked up for every round of dice
_CAP_A, _CAP_D = DICE.attacker_max + DICE.stays, DICE.defender_max
_COUNTS = [[DICE.dice(a, d) for d in range(_CAP_D + 1)] for a in range(_CAP_A + 1)]


def dice_counts(attacker_armies: int, defender_armies: int) -> tuple[int, int]:
    """The attacker rolls for every army but the one that stays, the defender for all; at most 3."""
    a = attacker_armies if attacker_armies < _CAP_A else _CAP_A
    d = defender_armies if defender_armies < _CAP_D else _CAP_D
    if a < 0 or d < 0:
        return DICE.dice(attacker_armies, defender_armies)
    return _COUNTS[a][d]


def compare(att_rolls: list[int], def_rolls: list[int]) -> tuple[int, int]:
    """Losses (attacker, defender): sorted, highest against highest, ties to the defender."""
    return DICE.compare(att_rolls, def_rolls)


def battle_round(dice: Dice, attacker_armies: int, defender_armies: int) -> tuple[int, int]:
    na, nd = dice_counts(attacker_armies, defender_armies)
    # dice.roll(na), dice.roll(nd), written out: a liberation rolls this thousands of times
    below, sides = dice.below, DICE.sides
    return DICE.compare([1 + below(sides) for _ in range(na)],
                        [1 + below(sides) for _ in range(nd)])


def attempt_dice(state: State, src: int, dst: int) -> Dice:
    """The dice of a liberation attempt from `src` on `dst` (EMPERADO 3b, 3c).

    Each attempt rolls from a cup of its own, keyed by the game's dice (the seed and what
    was drawn in earlier turns), the turn, the pair and how often this pair was tried in
    this turn: Shift+R and the same attempt again roll the same (3c: no luckier dice), and
    an attempt on another pair learns nothing from the one taken back. The attacks draw
    nothing from the game's cup itself. Games begun under the old rule (files before
    version 3) roll from the game's cup, as they did."""
    if state.settings.dice_rule != DICE_RULE:
        return state.dice
    tried = sum(1 for e in state.events if isinstance(e, Battle) and e.src == src and e.dst == dst)
    return state.dice.keyed(state.turns, src, dst, tried)


# -- what may act ---------------------------------------------------------------------------
def march_range(state: State) -> tuple[int, int, int, int] | None:
    """(src, dst, least, most) of the march-in the party on turn must choose now, or None."""
    return tuple(state.march) if state.phase == "nachruecken" else None


def is_active(state: State, country: int) -> bool:
    """EMPERADO 3b: the countries marked with a star: own, more than one army, and not
    having received armies by moving this turn (3c)."""
    return (state.phase == "handeln" and state.owner[country] == state.current
            and state.armies[country] > 1 and country not in state.frozen)


def check_change(state: State, action) -> None:
    """EMPERADO 4a-4c: a setting changed in play must be one the boxes accept.
    Settings may change in any phase, even after the end (for the next game)."""
    if isinstance(action, SetPlayer):
        if not 0 <= action.party < state.n_parties:
            raise Refusal("no_party", letter=LETTERS[action.party]
                          if 0 <= action.party < len(LETTERS) else action.party + 1)
        name = action.name
        if not name.strip() or name != name.strip() or not name.isprintable():
            raise Refusal("bad_name", n=action.party + 1)
        return
    key, v = action.key, action.value
    if key == "march_choice":
        if v not in (0, 1) or isinstance(v, bool):
            raise Refusal("bad_option")
    elif key in PARAM_KEYS:
        if isinstance(v, bool) or not isinstance(v, int) or not PARAM_MIN <= v <= PARAM_MAX:
            raise Refusal("bad_param", setting=key)
    elif key in TIME_KEYS:
        if v is not None and (isinstance(v, bool) or not isinstance(v, int)
                              or not 0 <= v <= TIME_MAX):
            raise Refusal("bad_time", setting=key)
    else:
        raise Refusal("syntax", text=str(key))


def check(state: State, action: Action) -> None:
    """Refusal if `action` is impossible now; change nothing."""
    if isinstance(action, (SetValue, SetPlayer)):
        check_change(state, action)
        return
    if state.phase == "ende":
        raise Refusal("game_over")
    me = state.current
    if state.phase == "nachruecken":
        src, dst, least, most = state.march
        if not isinstance(action, MarchIn):
            raise Refusal("must_march", country=dst, lo=least, hi=most)
        if not least <= action.count <= most:
            raise Refusal("march_range", country=dst, lo=least, hi=most)
        return
    if isinstance(action, MarchIn):
        raise Refusal("nothing_to_march")
    if isinstance(action, Place):
        if state.phase != "einsetzen":
            raise Refusal("nothing_to_place")
        if state.owner[action.country] != me:
            raise Refusal("not_own", country=action.country)
        if action.count < 1:
            raise Refusal("bad_count")
        return
    if state.phase == "einsetzen":
        raise Refusal("must_place", n=state.to_place)
    if isinstance(action, Done):
        return
    src, dst = action.src, action.dst
    if action.count < 1:
        raise Refusal("bad_count")
    if src == dst:
        raise Refusal("same_country")
    if state.owner[src] != me:
        raise Refusal("not_own", country=src)
    if src in state.frozen:
        raise Refusal("frozen", country=src)
    if state.armies[src] < 2:
        raise Refusal("too_few", country=src)
    if not world.adjacent(src, dst):
        raise Refusal("not_adjacent", a=src, b=dst)
    if isinstance(action, Attack) and state.owner[dst] == me:
        raise Refusal("attack_own", country=dst)
    if isinstance(action, Move) and state.owner[dst] != me:
        raise Refusal("move_foreign", country=dst)


def why_inactive(state: State, country: int) -> Refusal | None:
    """Why `country` cannot be chosen to liberate or move from (EMPERADO 3b, 3c), or None."""
    if state.phase == "ende":
        return Refusal("game_over")
    if state.phase == "einsetzen":
        return Refusal("must_place", n=state.to_place)
    if state.phase == "nachruecken":
        _, dst, least, most = state.march
        return Refusal("must_march", country=dst, lo=least, hi=most)
    if state.owner[country] != state.current:
        return Refusal("not_own", country=country)
    if country in state.frozen:
        return Refusal("frozen", country=country)
    if state.armies[country] < 2:
        return Refusal("too_few", country=country)
    return None


def apply(state: State, action: Action) -> list:
    """Check and carry out an action; the events it caused (Refusal, and no change, if it
    is impossible). The dice inside the state decide battles."""
    check(state, action)
    return carry_out(state, action)


def carry_out(state: State, action: Action) -> list:
    """Carry out an action `check` has let pass; the events it caused."""
    if isinstance(action, Place):
        return _place(state, action)
    if isinstance(action, Attack):
        return _attack(state, action)
    if isinstance(action, Move):
        return _move(state, action)
    if isinstance(action, MarchIn):
        return _march_in(state, action)
    if isinstance(action, (SetValue, SetPlayer)):
        _change(state, action)
        return [SettingChanged(action)]
    return _end_turn(state)


def _change(state: State, a) -> None:
    """EMPERADO 4a-4c in play: the new value counts from now on (the Länderhandicap at the
    next income, the parameters at the computer's next decision, C/M at once)."""
    if isinstance(a, SetPlayer):
        ps, party = state.settings.players[a.party], state.parties[a.party]
        ps.name = party.name = a.name
        ps.human = party.human = a.human
    else:
        setattr(state.settings, a.key, a.value)


def _place(state: State, a: Place) -> list:
    # EMPERADO 3a: 1 or 5 (x20 with Shift); a click for more than is left places the rest
    n = min(a.count, state.to_place)
    e = Placed(a.country, n, state.armies[a.country])
    state.events.append(e)
    state.armies[a.country] += n
    state.to_place -= n
    if state.to_place == 0:
        state.phase = "handeln"
    return [e]


def _attack(state: State, a: Attack) -> list:
    """EMPERADO 3b: up to `count` rounds of dice; stops when the target falls or one army is
    left. On success all armies but one march into the liberated country (our decision);
    with the option march_choice the party then chooses how many, at least as many as it
    rolled dice in the last round (as in Lux and Domination), at most all but one."""
    src, dst, me = a.src, a.dst, state.current
    before = (state.armies[src], state.armies[dst])
    won = False
    news = []
    dice = attempt_dice(state, src, dst)
    last = before          # the armies of both when the last round of dice began
    for _ in range(a.count):
        if state.armies[src] < 2:
            break
        last = (state.armies[src], state.armies[dst])
        al, dl = battle_round(dice, last[0], last[1])
        state.armies[src] -= al
        state.armies[dst] -= dl
        if state.armies[dst] == 0:
            won = True
            break
    if won:
        loser = state.owner[dst]
        state.owner[dst] = me
        state.armies[dst] = state.armies[src] - 1
        state.armies[src] = 1
        state.conquered += 1
        if loser != NEUTRAL and state.count(loser) == 0:
            state.parties[loser].out = True       # a party with no country is out
            state.parties[loser].cards = []        # and its cards go with it (our decision)
            news.append(PartyOut(loser))
        if state.count(me) == world.N_COUNTRIES:  # every country, neutrals included
            state.winner = me
            state.phase = "ende"
            state.history.append(_snapshot_counts(state))
            news.append(Won(me))
        elif state.settings.march_choice:
            most = state.armies[dst]
            least = min(dice_counts(*last)[0], most)
            if least < most:              # a choice to make: the turn waits for it
                state.phase = "nachruecken"
                state.march = [src, dst, least, most]
    e = Battle(src, dst, before[0], before[1], won, state.armies[src], state.armies[dst])
    state.events.append(e)
    return [e] + news


def _march_in(state: State, a: MarchIn) -> list:
    """Our option "Nachrücken wählen": of the armies that marched in (all but one), those
    beyond `count` go back; the turn goes on."""
    src, dst, _, _ = state.march
    total = state.armies[src] + state.armies[dst]
    state.armies[dst] = a.count
    state.armies[src] = total - a.count
    state.phase = "handeln"
    state.march = []
    e = Marched(src, dst, a.count, state.armies[src])
    state.events.append(e)
    return [e]


def _move(state: State, a: Move) -> list:
    """EMPERADO 3c: one army stays; the receiving country can do nothing more this turn."""
    n = min(a.count, state.armies[a.src] - 1)
    state.armies[a.src] -= n
    state.armies[a.dst] += n
    if a.dst not in state.frozen:
        state.frozen.append(a.dst)
    e = Moved(a.src, a.dst, n)
    state.events.append(e)
    return [e]


def _snapshot_counts(state: State) -> list[list[int]]:
    return [[state.count(p), state.total_armies(p)] for p in range(state.n_parties)]


def _end_turn(state: State) -> list:
    me = state.current
    p = state.parties[me]
    news = []
    # EMPERADO 3a: a symbol card after every turn in which a country was liberated
    p.card_last_turn = state.conquered > 0
    if p.card_last_turn:
        p.cards.append(state.dice.choice(CARD_KINDS))
        news.append(CardReceived(me, p.cards[-1]))
    p.held = continents_held(state, me)
    state.turns += 1
    # EMPERADO 3a: the card bonus rises "nach 1 Runde + 1 Spieler": every (parties + 1) turns
    state.bonus_clock += 1
    if state.bonus_clock >= len(state.living()) + 1:
        state.card_bonus += 1
        state.bonus_clock = 0
    living = state.living()
    later = [i for i in living if i > me]
    if later:
        state.current = later[0]
    else:
        state.history.append(_snapshot_counts(state))
        state.round += 1
        state.current = living[0]
    return news + begin_turn(state)


# -- helpers for screens and computer players ----------------------------------------------
def attack_targets(state: State, src: int) -> list[int]:
    return [n for n in world.NEIGHBOURS[src] if state.owner[n] != state.current]


def move_targets(state: State, src: int) -> list[int]:
    return [n for n in world.NEIGHBOURS[src] if state.owner[n] == state.current]


def menu_info(state: State, party: int | None = None) -> dict:
    """EMPERADO 4: what the left part of the Spielmenu shows the party on the move.

    Only what every player may know: the party's own card kinds, the others' card counts
    with the "+" of a card received in their last turn, the next card bonus, the round."""
    me = state.current if party is None else party
    return {
        "to_place": state.to_place if me == state.current else 0,
        "countries": state.count(me),
        "cards": list(state.parties[me].cards),
        "others": [(q, len(p.cards), p.card_last_turn) for q, p in enumerate(state.parties)
                   if q != me and not p.out],
        "card_bonus": state.card_bonus,
        "round": state.round,
    }
