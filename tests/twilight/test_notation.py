"""Orders as players wrote them by hand [pbem; decide: original_docs "Order notation"]:
any case, plurals, ae/oe/ue for umlauts, "_" or nothing for a space; a key an order does
not know is refused, never ignored; and what an order would leave behind is said."""
from dataclasses import replace

import pytest

from retro.play import Refusal

from ports.twilight.rules import engine, movement, notation
from ports.twilight.reports import report
from ports.twilight.rules.notation import parse
from ports.twilight.rules.orders import Move
from ports.twilight.reports.texts import explain

from .helpers import blank, game, put, to_phase


@pytest.mark.parametrize("typed, kept", [
    ("S1 stimme für=JA", "S1 STIMME fuer=ja"),
    ("S1 STIMME fuer=s3", "S1 STIMME fuer=S3"),
    ("S1 BAU planet=arc_prime einheit=zerstoerer anzahl=2", "S1 BAU planet=Arc_Prime einheit=Zerstörer anzahl=2"),
    ("S1 BAU planet=ARCPRIME einheit=P.D.S.", "S1 BAU planet=Arc_Prime einheit=P.D.S."),
    ("S1 BEWEGE von=mr nach=1.1 kreuzer=1 Bodentruppen=2 jaeger=1", "S1 BEWEGE von=MR nach=1.1 Kreuzer=1 Bodentruppe=2 Jäger=1"),
    ("S1 KAMPF ort=1.1 rueckzug=NIE verluste=jaeger,kreuzer", "S1 KAMPF ort=1.1 rueckzug=nie verluste=Jäger,Kreuzer"),
    ("S1 KARTE name=direkter_treffer ziel=2.8", "S1 KARTE name=Direkter_Treffer ziel=2.8"),
    ("S1 FORSCHE tech=fluxar-frachtraeume", "S1 FORSCHE tech=Fluxar-Frachträume"),
])
def test_hand_written_orders_are_made_canonical(typed, kept):
    assert parse(typed).text() == kept
    assert parse(kept) == parse(typed)          # the canonical text means the same order


def test_unknown_key_is_refused_and_names_the_keys():
    with pytest.raises(Refusal) as e:
        parse("S1 BEWEGE von=1.1 nach=1.2 Kreuzer=1 Bodentrupen=2")
    assert "BEWEGE kennt die Angabe Bodentrupen= nicht" in explain(e.value)
    assert "Bodentruppe=" in explain(e.value)


def test_refusal_names_the_line_and_the_fix():
    g = game(3)
    with pytest.raises(Refusal) as e:
        engine.submit(g, 0, [parse("S1 BAU planet=Jord einheit=Kreuzer")])
    assert explain(e.value).startswith("Befehl abgelehnt: S1 BAU planet=Jord einheit=Kreuzer\n")
    assert "jetzt möglich: STIMME, HANDEL, GIB, VERWERFEN, KARTE" in explain(e.value)


def test_a_refusal_of_the_rules_holds_keys_and_values_the_texts_word_them():
    # the rules import no texts (tests/retro/test_architecture.py): a phase by its key, the
    # orders and keys as tuples; what the player reads stays word for word what it was
    with pytest.raises(Refusal) as e:
        parse("S1 BEWEGE von=1.1 nach=1.2 Kreuzer=1 Bodentrupen=2")
    assert e.value.params["keys"] == ("von", "nach", "riss") and e.value.params["with_units"] is True
    assert explain(e.value).endswith("\n  BEWEGE kennt die Angabe Bodentrupen= nicht; möglich: von=, nach=, riss= und "
                                     "die Einheiten (Transporter=, Kreuzer=, Zerstörer=, Jäger=, Bodentruppe=, P.D.S.=).")
    with pytest.raises(Refusal) as e:
        parse("S1 VERWERFEN x=1")
    assert explain(e.value).endswith("VERWERFEN kennt die Angabe x= nicht; möglich: -.")
    g = game(3)
    g.settings = replace(g.settings, flow=2)           # orders for later phases: named too
    with pytest.raises(Refusal) as e:
        engine.read(g, 0, ["S1 LEGE kachel=P01 ort=2.3"])
    assert {k: e.value.params[k] for k in ("phase", "verbs")} == {
        "phase": "politik", "verbs": ("STIMME", "HANDEL", "GIB", "VERWERFEN", "KARTE")}
    assert e.value.params["later"][:2] == ("BAU", "BEWEGE")
    assert explain(e.value) == ("Befehl abgelehnt: S1 LEGE kachel=P01 ort=2.3\n  Der Befehl LEGE gehört nicht in diese "
                                "Phase (1. Politikphase); jetzt möglich: STIMME, HANDEL, GIB, VERWERFEN, KARTE; für "
                                "spätere Phasen der Runde auch: BAU, BEWEGE, KAMPF, LANDE, FORSCHE, BIS, PASSE.")


def test_moving_the_carrier_away_warns_of_cargo_left_behind():
    g = blank()
    put(g, "1.1", "E01")
    g.add("1.1", 0, "carrier", 1)
    g.add("1.1", 0, "fighter", 2)
    to_phase(g, "bewegung")
    kept = engine.submit(g, 0, [Move(0, "1.1", "MR", (('carrier', 1),))])
    assert movement.left_behind(g, 0, kept) == [("1.1", "fighter", 2)]
    kept = engine.submit(g, 0, [Move(0, "1.1", "MR", (('carrier', 1), ('fighter', 2)))])
    assert movement.left_behind(g, 0, kept) == []


def test_a_record_replays_even_where_todays_checks_are_stricter():
    # pbem history: a running game must open in a newer program; its orders were checked on receipt
    from ports.twilight.rules import history
    g = game(3, seed=2)
    block = "# R1 politik\nS1 STIMME fuer=vielleicht\nS2 -\nS3 -"
    with pytest.raises(Refusal):
        engine.submit(g, 0, [parse("S1 STIMME fuer=vielleicht")])
    again = history.replay(g.settings, [block])
    assert again.phase != "politik" and again.step == 1


def test_writing_a_packet_changes_nothing_in_the_game():
    # a packet is a report: reading the state for it must leave the state (and its digest) alone
    from ports.twilight.rules import history
    g = game(4, seed=5)
    to_phase(g, "bewegung")
    before = history.digest(g)
    for p in range(4):
        report.orders_help(g, p)
        report.galaxy_map(g)
    assert history.digest(g) == before


def _orders_of_games():
    """Every order the computer races (both levels) give in a few games, and the sets."""
    from retro.play import Match, Seat
    from ports.twilight.match import NOVICE, PLANNER, RULES
    from ports.twilight.rules.state import Settings
    sets = []
    for level, settings in ((PLANNER, Settings(players=4, seed=3, max_rounds=6)),
                            (NOVICE, Settings(players=3, seed=22, max_rounds=4, map_mode="bauen",
                                              race_mode="wunsch", home_mode="bieten", flow=1))):
        m = Match(RULES, settings, settings.seed, [Seat.cpu(level)] * settings.players, checkpoints=False)
        m.listen(lambda msg: sets.append(msg.action) if hasattr(msg, "action") else None)
        while m.step_computer():
            pass
    return sets


SETS = _orders_of_games()


def test_every_order_reads_back_from_its_text():
    # design: orders are values with a text form; parse(text(order)) == order
    from ports.twilight.rules.orders import KINDS
    kinds = set()
    for s in SETS:
        assert notation.parse_orders(s.text()) == s and "\n" not in s.text()
        for o in s.orders:
            assert parse(o.text()) == o
            kinds.add(o.VERB)
    assert kinds | {"PASSE"} == set(KINDS)      # every kind of order came up (PASSE: a person's choice)
    assert notation.parse_orders("S3 -") == notation.Orders(2, ())


def test_the_text_of_each_kind_of_order():
    from ports.twilight.rules import orders as o
    cases = [(o.Wish(0, ("sol", "hacan")), "S1 WUNSCH rassen=sol,hacan"),
             (o.Bid(1, 5, ("3.1", "3.4")), "S2 GEBOT kredite=5 wunsch=3.1,3.4"),
             (o.Lay(2, "P05", "2.3"), "S3 LEGE kachel=P05 ort=2.3"),
             (o.Vote(0, 2), "S1 STIMME fuer=S3"), (o.Vote(0, "nein"), "S1 STIMME fuer=nein"),
             (o.Trade(0, 1), "S1 HANDEL mit=S2"),
             (o.Give(0, 1, "bribery", 5), "S1 GIB an=S2 karte=Bestechung kredite=5"),
             (o.Discard(3), "S4 VERWERFEN"),
             (o.Card(0, "direct_hit", "2.8"), "S1 KARTE name=Direkter_Treffer ziel=2.8"),
             (o.Build(0, "Arc Prime", "dreadnought", 2), "S1 BAU planet=Arc_Prime einheit=Zerstörer anzahl=2"),
             (o.Move(1, "2.3", "1.4", (("cruiser", 2), ("carrier", 1), ("ground", 3)), "bleiben"),
              "S2 BEWEGE von=2.3 nach=1.4 Kreuzer=2 Transporter=1 Bodentruppe=3 riss=bleiben"),
             (o.Fight(0, "2.8", 2, "2.7", ("fighter", "cruiser")),
              "S1 KAMPF ort=2.8 rueckzug=2 nach=2.7 verluste=Jäger,Kreuzer"),
             (o.Land(0, "2.8", "Tallin", 3), "S1 LANDE ort=2.8 planet=Tallin anzahl=3"),
             (o.Research(0, "xrd"), "S1 FORSCHE tech=XRD-Transporter"),
             (o.Sabotage(1, 2), "S2 SABOTAGE karte=2"),
             (o.Sabotage(1, 0, "S1,S3", "ion_storm", "mich"), "S2 SABOTAGE karte=Ionensturm gegen=S1,S3 ziel=mich"),
             (o.Until(0, "technologie"), "S1 BIS phase=technologie"), (o.Pass(2), "S3 PASSE")]
    for order, text in cases:
        assert order.text() == text and parse(text) == order
    assert {type(x) for x, _ in cases} == set(o.KINDS.values())
    # what a player leaves out stays out of the record, and counts as its default
    b = parse("S1 BAU planet=Jord einheit=Kreuzer")
    assert b.n is None and b.count == 1 and b.text() == "S1 BAU planet=Jord einheit=Kreuzer"
    assert parse("S1 KAMPF ort=MR").retreat_after == "nie"
