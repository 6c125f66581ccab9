"""Reports a player can read [pbem: turn files say whose turn it is and what happened since;
issue 10, items 7 and 8]: battles with both fleets before and the losses by unit after, who
voted how, a first line saying whether he must act, the snake order ahead in the galaxy
building, a roll-back notice with the record kept, and the race sheets."""
from ports.twilight.rules import engine, setup
from ports.twilight.reports import report
from ports.twilight.rules.orders import Vote
from ports.twilight.rules.state import Settings
from ports.twilight.reports.texts import log_text

from .helpers import FixedDice, blank, to_phase
from .test_pbem import GM_PW, make_table, mail, one_orders_file


def test_a_battle_tells_both_fleets_before_and_the_losses_by_unit_after():
    g = blank()
    to_phase(g, "raumkampf")
    g.space = {"MR": {0: {"cruiser": 3, "fighter": 2}, 1: {"dreadnought": 1, "carrier": 1}}}
    g.combats, g.combat_defender = ["MR"], {"MR": [1]}
    g.dice = FixedDice([10, 10, 1, 1, 1, 1, 1, 10] + [10] * 40)
    engine.play(g, {0: [], 1: []})
    told = [log_text(e) for e in g.log if e.code in ("battle", "battle_losses")]
    assert told[0] == "Raumschlacht in MR: S1 (3 Kreuzer, 2 Jäger) greift S2 (1 Transporter, 1 Zerstörer) an"
    assert told[1].startswith("Verluste in MR: S1 ") and "; S2 " in told[1]
    lost = next(e for e in g.log if e.code == "battle_losses")
    for side, who in (("lost_a", 0), ("lost_d", 1)):
        before = {"MR": {0: {"cruiser": 3, "fighter": 2}, 1: {"dreadnought": 1, "carrier": 1}}}["MR"][who]
        after = g.space.get("MR", {}).get(who, {})
        assert {u: n for u, n in lost.get(side)} == {u: n - after.get(u, 0) for u, n in before.items()
                                                      if n - after.get(u, 0)}


def test_who_voted_how():
    g = setup.new_game(Settings(players=3, seed=3, flow=1))
    g.political_card = "free_trade"
    for p, choice in ((0, "ja"), (1, "nein")):
        engine.submit(g, p, [Vote(p, choice)])
    engine.submit(g, 2, [])
    engine.advance(g)
    line = next(log_text(e) for e in g.log if e.code == "votes_cast")
    assert line.startswith("Stimmen zu Freihandel: S1 dafür (") and "S2 dagegen (" in line     # issue 33.7
    assert "S3 keine Stimme abgegeben (" in line


def test_the_first_line_says_whether_he_must_act(tmp_path):
    gm, desks, dirs = make_table(tmp_path)
    pk = desks[0].read_packet(mail(gm.packet_path(0), dirs[0]))
    assert pk.sections["Stand"].splitlines()[0] == "Du bist am Zug: 1. Politikphase."      # issue 33.9: du
    for p in (1, 2, 3):
        gm.receive(one_orders_file(gm, desks, dirs, p))
    gm.write_packets()
    pk = desks[1].read_packet(mail(gm.packet_path(1), dirs[1]))
    assert pk.sections["Stand"].splitlines()[0] == "Nichts zu tun: gewartet wird auf S1."
    g = gm.game
    g.phase = "ende"
    assert report.turn_line(g, 0) == "Nichts zu tun: das Spiel ist beendet."


def test_the_galaxy_building_shows_the_snake_order_ahead(tmp_path):
    gm, desks, dirs = make_table(tmp_path, map_mode="bauen")
    pk = desks[2].read_packet(mail(gm.packet_path(2), dirs[2]))
    assert "Die nächsten Kacheln legen (Schlangenreihenfolge, je eine): S1, S2, S3, S4, S4, S3, S2, S1, S1, S2, " \
           "S3, S4; noch 32 Kacheln." in pk.sections["Stand"].replace("\n  ", " ")


def test_a_roll_back_is_told_in_the_packets_and_the_steps_taken_back_are_kept(tmp_path):
    gm, desks, dirs = make_table(tmp_path)
    for p in range(4):
        gm.receive(one_orders_file(gm, desks, dirs, p))
    gm.resolve()
    taken_back = gm.blocks()
    gm.rollback(1)
    pk = desks[0].read_packet(mail(gm.packet_path(0), dirs[0]))
    assert "Der Spielleiter hat 1 Schritt(e) zurückgenommen: weiter geht es bei Schritt 0, Runde 1, 1. " \
           "Politikphase." in pk.sections["Stand"].replace("\n  ", " ")
    from ports.twilight.mail import pbem
    again = pbem.GameMaster.open(gm.folder, GM_PW)
    assert again.content["verworfen"] == [{"schritt": 0, "bloecke": taken_back}]
    gm.write_packets()                                      # the notice goes out once
    assert "zurückgenommen" not in desks[0].read_packet(mail(gm.packet_path(0), dirs[0])).sections["Stand"]


def test_race_sheets_when_wishes_are_asked_and_in_every_hand(tmp_path):
    gm, desks, dirs = make_table(tmp_path, race_mode="wunsch")
    pk = desks[0].read_packet(mail(gm.packet_path(0), dirs[0]))
    sheets = pk.sections["Rassen"].replace("\n        ", " ")
    assert "Universitäten von Jol-Nar" in sheets and "Heimat: Jol 3/5, Nar 2/5" in sheets
    assert "Fähigkeiten: -1 auf jeden Kampfwurf; Technologien 10 Kredite billiger" in sheets
    assert "Starteinheiten: 2 Transporter, 1 Kreuzer, 2 Jäger, 2 Bodentruppen, 2 P.D.S." in sheets
    assert "Technologie: Anti-Materie-Schutzschirm" in sheets
    gm2, desks2, dirs2 = make_table(tmp_path / "b" if (tmp_path / "b").mkdir() is None else None)
    race = gm2.game.players[0].race
    from ports.twilight.rules.races import RACES
    hand = desks2[0].read_packet(mail(gm2.packet_path(0), dirs2[0])).hand
    assert RACES[race].name in hand and "Fähigkeiten:" in hand and "Starteinheiten:" in hand
