"""Spielbeginn and Startpositionen [seed]."""
import pytest

from retro.play import Refusal

from ports.twilight.rules import engine, galaxy, hexes, notation, races, setup, tiles
from ports.twilight.rules.orders import Bid, Wish
from ports.twilight.rules.state import Settings
from ports.twilight.reports.texts import explain

from .helpers import game, run_phase


@pytest.mark.parametrize("n", [2, 7])
def test_three_to_six_players(n):
    # decide: no game of two (original_docs/twilight.md, Spielbeginn 1)
    with pytest.raises(Refusal) as e:
        game(n)
    assert "3 bis 6" in explain(e.value)


def test_races_by_lot_are_distinct_and_reproducible():
    # seed Spielbeginn 2: der Spielleiter vergibt / verlost die Heimatsysteme
    a, b = game(6, seed=5), game(6, seed=5)
    assert len({p.race for p in a.players}) == 6
    assert [p.race for p in a.players] == [p.race for p in b.players]
    assert a.phase == "politik" and a.round == 1


def test_races_by_wishes():
    # seed Spielbeginn 2: jeder Spieler erklärt seine Wünsche
    g = game(3, race_mode="wunsch")
    assert g.phase == "wuensche" and engine.awaited(g) == [0, 1, 2]
    engine.play(g, {0: [Wish(0, ('sol',))], 1: [Wish(1, ('naalu', 'hacan'))],
                    2: [Wish(2, ('sol', 'letnev'))]})
    races_ = [p.race for p in g.players]
    assert races_[1] == "naalu"
    assert "sol" in (races_[0], races_[2])          # the conflict is settled by lot
    if races_[0] == "sol":
        assert races_[2] == "letnev"                 # his second wish


def test_bad_wish_refused():
    g = game(3, race_mode="wunsch")
    with pytest.raises(Refusal) as e:
        engine.submit(g, 0, [notation.parse("S1 WUNSCH rassen=Klingonen")])
    assert "Unbekannte Rasse: Klingonen" in explain(e.value) and "Sol" in explain(e.value)
    with pytest.raises(Refusal):
        engine.submit(g, 0, [Wish(0, ("klingonen",))])


def test_home_places_by_bidding():
    # seed Spielbeginn 3: die Positionen der Heimatsysteme werden geboten / gewürfelt
    g = game(3, home_mode="bieten")
    assert g.phase == "gebote"
    places = [hexes.label(p) for p in galaxy.home_positions(3)]
    engine.play(g, {0: [Bid(0, 2, (places[2],))],
                    1: [Bid(1, 7, (places[2],))],
                    2: [Bid(2, 0)]})
    assert hexes.label(g.players[1].home) == places[2]        # highest bid chooses first
    assert g.players[0].home != g.players[1].home
    assert g.players[1].credits == g.settings.start_credits - 7
    assert g.phase == "politik"


def test_players_build_the_galaxy_by_orders():
    # seed Spielbeginn 3: die Spieler bauen ihre Galaxis selber
    g = game(3, map_mode="bauen")
    assert g.phase == "aufbau" and len(engine.awaited(g)) == 1
    with pytest.raises(Refusal):
        engine.submit(g, engine.awaited(g)[0], [])
    while g.phase == "aufbau":
        run_phase(g)
    assert len(g.map) == 37 and g.phase == "politik"
    for pl in g.players:
        assert g.map[pl.home] == "H-" + pl.race


def test_starting_units():
    # seed Startpositionen: a ground force on every home planet, the dock on the richest,
    # the race's extra units in the home system
    g = game(6, seed=2)
    for pl in g.players:
        race = races.RACES[pl.race]
        extra = dict(race.extra_units)
        docks = [n for n in race.home if g.planets[n].dock]
        richest = max(race.home, key=lambda n: tiles.PLANET_VALUES[n][0])
        assert docks == [richest]
        for n in race.home:
            base = 1 + race.extra_ground_per_home_planet
            assert g.planets[n].owner == pl.index
            assert g.planets[n].ground == base + (extra.get("ground", 0) if n == richest else 0)
        lab = hexes.label(pl.home)
        for u in ("carrier", "cruiser", "dreadnought", "fighter"):
            assert g.count(lab, pl.index, u) == extra.get(u, 0)


def test_hacan_three_home_planets_and_letnev_dock():
    g = setup.new_game(Settings(players=6, seed=9))
    by = {p.race: p.index for p in g.players}
    assert "letnev" in by and "hacan" in by
    assert g.planets["Arc Prime"].dock and not g.planets["Wren Terra"].dock     # 6 resources against 4
    assert [g.planets[n].owner for n in ("Arretze", "Hercant", "Kamdorn")] == [by["hacan"]] * 3
    assert g.planets["Hercant"].ground == 1 and g.planets["Kamdorn"].ground == 1


def test_technology_credits_and_cards_dealt():
    # seed Spielbeginn 5: der Spielleiter verteilt Technologie / Geld / Aktionskarten
    g = game(4)
    for pl in g.players:
        assert pl.credits == g.settings.start_credits
        assert pl.techs == [races.RACES[pl.race].start_tech]
        assert len(pl.cards) == g.settings.start_cards
        assert pl.trade == races.RACES[pl.race].trade_start


def test_settings_text_round_trip():
    s = Settings(players=5, seed=77, map_mode="bauen", names=("Anna", "Bert"))
    assert Settings.from_text(s.to_text()) == s
