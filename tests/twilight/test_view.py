"""A player's view: a computer race decides from its packet alone [pbem: "each player has a
private hand page opened with his own password"; reference: per-player files carry only that
player's view, nobody peeks at others' cards]."""
import copy

import pytest

from retro.dice import Dice

from ports.twilight.computer import ai
from retro.play import Refusal

from ports.twilight.rules import cards, economy, engine, politics, setup
from ports.twilight.reports import packetcheck, view
from ports.twilight.reports.texts import SECTIONS
from ports.twilight.rules.orders import Card
from ports.twilight.rules.state import Settings

from .test_pbem import COST, make_table, mail

BUILD = dict(map_mode="bauen", race_mode="wunsch", home_mode="bieten")


def _scramble(g, p, seed=99):
    """The same game with every secret of the other players and of the game master changed:
    other hands (keeping how many cards and tiles each holds), credits, wishes, both decks,
    the discards, the dice, the seed, the others' orders already sent."""
    d = Dice(seed)
    h = copy.deepcopy(g)
    keys = list(cards.ACTION)
    for pl in h.players:
        if pl.index != p:
            pl.cards = [d.choice(keys) for _ in pl.cards]
            pl.credits = d.randint(0, 99)
            pl.wish = ("sol",)
    if h.building is not None:
        others = [q for q in h.building.hands if q != p]
        pool = d.shuffled([k for q in others for k in h.building.hands[q]])
        for q in others:
            n = len(h.building.hands[q])
            h.building.hands[q], pool = pool[:n], pool[n:]
    h.action_deck = d.shuffled(h.action_deck)
    h.political_deck = d.shuffled(h.political_deck)
    h.discard = list(reversed(h.discard))
    h.dice = Dice(seed + 1)
    h.settings.seed = seed + 2
    h.pending = {q: [] for q in h.pending if q != p}
    h.held = {q: [o for o in os_ if isinstance(o, Card)] for q, os_ in h.held.items()}
    return h


@pytest.mark.parametrize("flow", [1, 2])
def test_computer_race_gives_the_same_orders_on_its_view_as_on_the_full_state(flow):
    # pbem: the player's program has only the packet; it must not need more than that (flow 2:
    # the race gives the whole round at once, on the round as it pictures it)
    g = setup.new_game(Settings(players=4, seed=2, flow=flow, **BUILD))
    phases, n = set(), 0
    while g.phase != "ende":
        for p in engine.missing(g):
            full = ai.orders_for(g, p)
            assert ai.orders_for(view.project(g, p), p) == full
            engine.submit(g, p, full)
            phases.add(g.phase)
            n += 1
        engine.advance(g)
    if flow == 1:
        assert {"wuensche", "gebote", "aufbau", "politik", "wirtschaft", "bewegung", "raumkampf",
                "invasion", "technologie", "sabotage"} <= phases
        assert n > 200
    else:
        assert {"wuensche", "aufbau", "politik"} <= phases and n > 30


@pytest.mark.parametrize("flow", [1, 2])
def test_orders_do_not_change_when_other_players_hands_change(flow):
    # pbem: a hand page is readable only by its owner, so it cannot steer anybody else's race
    g = setup.new_game(Settings(players=4, seed=5, flow=flow, **BUILD))
    checked = 0
    while g.phase != "ende":
        waiting = engine.missing(g)
        for p in waiting[:-1]:
            engine.submit(g, p, ai.orders_for(g, p))
        p = waiting[-1]                 # the others' orders are in: they are secret too
        h = _scramble(g, p, seed=checked)
        assert view.public_data(h) == view.public_data(g)
        assert view.private_data(h, p, 1) == view.private_data(g, p, 1)
        mine = ai.orders_for(view.project(g, p, ai_seed=7), p)
        assert ai.orders_for(view.project(h, p, ai_seed=7), p) == mine
        engine.submit(g, p, mine)
        engine.advance(g)
        checked += 1
    assert checked > (50 if flow == 1 else 10)


def test_a_view_holds_no_secrets():
    g = setup.new_game(Settings(players=3, seed=3, **BUILD))
    while g.phase != "aufbau":
        for p in engine.missing(g):
            engine.submit(g, p, ai.orders_for(g, p))
        engine.advance(g)
    v = view.project(g, 1)
    assert v.viewer == 1 and v.settings.seed == 0 and not v.action_deck and not v.political_deck
    assert v.building.hands[1] == g.building.hands[1]
    assert all(set(v.building.hands[q]) <= {view.HIDDEN} and len(v.building.hands[q]) == len(g.building.hands[q])
               for q in (0, 2))
    for q in (0, 2):
        assert set(v.players[q].cards) <= {view.HIDDEN} and v.players[q].credits == 0
    assert v.players[1].cards == g.players[1].cards and v.players[1].credits == g.players[1].credits
    with pytest.raises(RuntimeError):
        v.dice.d10()
    # the public data carries no credits, wishes, decks or seed at all
    pub = view.public_data(g)
    assert "seed" not in pub["settings"] and "action_deck" not in pub and "political_deck" not in pub
    assert not any({"credits", "wish"} & set(d) for d in pub["players"])


def test_sabotage_phase_view_shows_only_the_played_cards():
    from .helpers import to_phase
    g = setup.new_game(Settings(players=3, seed=1))
    to_phase(g, "bewegung")
    g.players[0].cards = ["ion_storm"]
    g.players[1].cards = ["sabotage"]
    engine.submit(g, 0, [Card(0, 'ion_storm', "MR")])
    for p in (1, 2):
        engine.submit(g, p, [])
    engine.advance(g)
    assert g.phase == "sabotage"
    v = view.project(g, 1)
    assert engine.played_now(v) == engine.played_now(g) == [(0, "ion_storm", "MR")]
    assert all(isinstance(o, Card) for os_ in v.held.values() for o in os_)
    assert ai.orders_for(v, 1) == ai.orders_for(g, 1)


def test_the_packet_says_the_economy_and_one_of_before_it_is_of_the_faster_one(tmp_path):
    # seed: a planet's income is its resource value, the default; issue 35: every packet says
    # the game's economy in its status and carries it in its data; a packet written before the
    # economy was a setting has none, and its game was played with three credits a point
    gm, desks, dirs = make_table(tmp_path, seed=6)
    pk = desks[0].read_packet(mail(gm.packet_path(0), dirs[0]))
    status = " ".join(pk.sections[SECTIONS["status"]].split())
    assert "Wirtschaft: original (ein Planet bringt seinen Rohstoffwert an Krediten" in status
    data = view.public_data(gm.game)
    assert data["settings"]["economy"] == "original" and pk.view().settings.economy == "original"
    del data["settings"]["economy"]
    old = view.from_data(packetcheck.public(data), view.private_data(gm.game, 0, 5), 0)
    assert old.settings.economy == "schnell"
    assert economy.income(old, 0) == 3 * old.resources(0) + old.players[0].trade * politics.TRADE_VALUE
    data["settings"]["economy"] = "viel"
    with pytest.raises(Refusal):
        packetcheck.public(data)


def test_packet_view_is_the_game_as_the_player_knows_it(tmp_path):
    gm, desks, dirs = make_table(tmp_path, seed=6)
    seeds = set()
    for p in range(4):
        pk = desks[p].read_packet(mail(gm.packet_path(p), dirs[p]))
        v = pk.view()
        assert view.public_data(v) == view.public_data(gm.game)
        assert v.players[p].cards == gm.game.players[p].cards
        assert v.players[p].credits == gm.game.players[p].credits
        assert v.step == gm.game.step and v.viewer == p
        # the computer race's seed is the player's own secret, never the game's seed
        assert v.ai_seed == gm.ai_seed(p) != gm.game.settings.seed
        seeds.add(v.ai_seed)
    assert len(seeds) == 4 and COST == 16
