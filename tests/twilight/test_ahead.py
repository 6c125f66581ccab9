"""Fewer round trips [decide, original_docs "Fewer round trips"; issue 10, item 6]: orders
for later phases of the round, standing orders for battles and sabotage, PASSE, the tiles of
the galaxy building listed in order of preference, wishes and bids in one mail. The phases
stay the seed's, in its order, with all their rules; only the mail is saved."""
import copy

from ports.twilight.computer import ai
from ports.twilight.rules import engine, galaxy, hexes, history, setup
from ports.twilight.reports import report
from ports.twilight.rules.orders import Fight, Sabotage
from ports.twilight.rules.state import Settings
from ports.twilight.rules.notation import parse


def _game(n=3, seed=1, **kw):
    return setup.new_game(Settings(players=n, seed=seed, flow=2, **kw))


def _vote(g, p):
    return f"S{p + 1} STIMME fuer=" + (f"S{p + 1}" if g.political_card in ("thalnos", "execution") else "ja")


def _send(g, p, *lines):
    engine.submit(g, p, engine.read(g, p, list(lines)), trusted=True)


def test_a_whole_round_in_one_mail_with_every_phase_in_its_order():
    g = _game(3, seed=4)
    home = {p: hexes.label(g.players[p].home) for p in range(3)}
    dock = {p: next(n for n in g.owned(p) if g.planets[n].dock) for p in range(3)}
    for p in range(3):
        _send(g, p, _vote(g, p), f"S{p + 1} BAU planet={dock[p].replace(' ', '_')} einheit=Bodentruppe anzahl=1",
              f"S{p + 1} BIS phase=technologie")
    start = len(g.log)
    block = engine.advance(g)
    assert (g.round, g.phase) == (2, "politik") and g.step == 1        # one mail, one step
    seen = [e.phase for e in g.log[start:]]
    order = [ph for ph in dict.fromkeys(seen) if ph != "sabotage"]
    assert order == sorted(order, key=["politik", "wirtschaft", "bewegung", "raumkampf", "invasion",
                                       "technologie", "spielleiter"].index)
    assert sum(1 for e in g.log[start:] if e.code == "bought") == 3            # in the economy phase
    assert {"income", "bought", "advances"} & {e.code for e in g.log[start:]} >= {"income", "bought"}
    # the record replays to the same game
    assert history.digest(history.replay(g.settings, [block])) == history.digest(g)
    assert home and not g.ahead and not g.reach                               # spent with the round


def test_an_order_given_ahead_that_does_not_hold_then_falls_away_told_only_to_him():
    g = _game(3, seed=4)
    dock = next(n for n in g.owned(0) if g.planets[n].dock).replace(" ", "_")
    _send(g, 0, _vote(g, 0), f"S1 BAU planet={dock} einheit=Kreuzer anzahl=1",
          f"S1 BAU planet={dock} einheit=Zerstörer anzahl=1", "S1 BIS phase=wirtschaft")
    for p in (1, 2):
        _send(g, p, _vote(g, p), f"S{p + 1} BIS phase=wirtschaft")
    g.players[0].credits = -40                     # what he pictured is not what came: little money
    start = len(g.log)
    engine.advance(g)
    assert g.phase == "bewegung"
    dropped = [e for e in g.log[start:] if e.code == "ahead_dropped"]
    assert dropped and all(e.get("player") == 0 for e in dropped)
    mine, theirs = report.events(g, start, 0), report.events(g, start, 1)
    assert "entfällt" in mine and "entfällt" not in theirs
    assert "Dafür reichen deine Kredite nicht" in mine or "höchstens 2 Zerstörer" in mine      # says why


def test_standing_battle_orders_fight_every_battle_and_are_not_waited_for():
    g = _game(3, seed=2)
    g.phase, g.combats = "raumkampf", ["MR"]
    g.space = {"MR": {0: {"cruiser": 2}, 1: {"cruiser": 1}}}
    g.combat_defender = {"MR": [1]}
    g.standing = {0: [Fight(0, "alle", "nie", "", ("cruiser",))]}
    assert engine.missing(g) == [1]                 # S1 said once how he fights
    _send(g, 1, "S2 KAMPF ort=MR rueckzug=sofort")
    engine.advance(g)
    assert any(e.code == "battle" and e.get("units_a") == (("cruiser", 2),) for e in g.log)


def test_sabotage_waits_only_for_holders_and_standing_rules_answer_for_them():
    g = _game(3, seed=5)
    g.players[0].cards = ["bribery"]
    g.players[1].cards = ["sabotage"]
    g.players[2].cards = ["sabotage", "trade_boom"]
    g.standing = {2: [parse("S3 SABOTAGE gegen=S1")]}
    for p in range(3):
        _send(g, p, _vote(g, p), *(["S1 KARTE name=Bestechung"] if p == 0 else []))
    engine.advance(g)
    assert g.phase == "sabotage"
    assert engine.missing(g) == [1]                # S1 holds none, S3's rule answers for him
    assert report.awaited(g).startswith("wer eine Sabotagekarte hat")       # no names in packets
    assert "S2" not in report.turn_line(g, 0) and "Sabotagekarte" in report.hand(g, 1)
    _send(g, 1)
    engine.advance(g)
    assert any(e.code == "sabotaged" and e.get("player") == 2 for e in g.log)


def test_passe_is_waited_for_only_when_attacked_and_ends_with_his_next_orders():
    g = _game(3, seed=3)
    _send(g, 0, _vote(g, 0), "S1 PASSE")
    for p in (1, 2):
        _send(g, p, _vote(g, p))
    engine.advance(g)
    assert g.phase == "wirtschaft" and 0 not in engine.missing(g) and engine.missing(g) == [1, 2]
    h = copy.deepcopy(g)
    h.phase, h.combats = "raumkampf", ["MR"]
    h.space = {"MR": {0: {"cruiser": 1}, 1: {"cruiser": 1}}}
    assert 0 in engine.missing(h)                  # attacked, with no standing battle order
    _send(g, 0, "S1 BAU planet=" + next(n for n in g.owned(0) if g.planets[n].dock).replace(" ", "_")
          + " einheit=Bodentruppe")
    for p in (1, 2):
        _send(g, p)
    engine.advance(g)
    assert g.phase == "bewegung" and 0 in engine.missing(g)       # he sent orders: PASSE is over


def test_the_galaxy_is_built_from_lists_of_tiles_in_one_mail_by_the_seeds_rules():
    g = _game(4, seed=6, map_mode="bauen")
    assert g.phase == "aufbau" and engine.missing(g) == [0, 1, 2, 3]       # everyone lists his tiles
    for p in range(4):
        engine.submit(g, p, ai.orders_for(g, p))
    block = engine.advance(g)
    assert g.phase == "politik" and g.step == 1
    laid = [(e.get("player"), e.get("tile"), hexes.parse(e.get("system"))) for e in g.log if e.code == "tile_laid"]
    b = _game(4, seed=6, map_mode="bauen").building
    for p, tile, pos in laid:                     # each allowed when it was laid (rings, red, planets)
        assert (tile, pos) in galaxy.legal_placements(b, p)
        galaxy.place(b, p, tile, pos)
    laid = [(p, pos) for p, _, pos in laid]
    assert [p for p, _ in laid] == galaxy.snake_order(4, len(laid))          # S1 S2 S3 S4 S4 S3 ...
    rings = [hexes.ring_of(pos) for _, pos in laid]
    assert rings == sorted(rings)                              # ring 1 first, then 2, then 3
    assert history.digest(history.replay(g.settings, [block])) == history.digest(g)


def test_a_list_of_places_and_the_nearest_place():
    g = _game(3, seed=6, map_mode="bauen")
    b = g.building
    cur = b.current()
    tile = b.hands[cur][0]
    free = [hexes.label(x) for x in galaxy.free_places(b)]
    _send(g, cur, f"S{cur + 1} LEGE kachel={tile} ort=3.1,{free[-1]}")
    assert g.pending[cur][0].place == f"3.1,{free[-1]}"


def test_wishes_and_bids_in_one_mail():
    g = _game(3, seed=2, race_mode="wunsch", home_mode="bieten")
    assert g.phase == "wuensche"
    for p in range(3):
        engine.submit(g, p, ai.orders_for(g, p))
    assert all(any(o.VERB == "GEBOT" for o in g.pending[p]) for p in range(3))
    engine.advance(g)
    assert g.phase == "politik" and g.step == 1 and all(pl.home for pl in g.players)


def test_standing_orders_are_replaced_by_newer_ones_of_their_kind():
    g = _game(3, seed=1)
    _send(g, 0, _vote(g, 0), "S1 SABOTAGE gegen=S2", "S1 KAMPF ort=alle rueckzug=2")
    for p in (1, 2):
        _send(g, p, _vote(g, p))
    engine.advance(g)
    assert [o.text() for o in g.standing[0]] == ["S1 SABOTAGE gegen=S2", "S1 KAMPF ort=alle rueckzug=2"]
    _send(g, 0, "S1 SABOTAGE gegen=niemand")
    for p in (1, 2):
        _send(g, p)
    engine.advance(g)
    assert isinstance(g.standing[0][0], Fight) and g.standing[0][1] == Sabotage(0, 0, "niemand")
