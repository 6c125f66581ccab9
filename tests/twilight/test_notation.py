"""Orders as players wrote them by hand [pbem; decide: original_docs "Order notation"]:
any case, plurals, ae/oe/ue for umlauts, "_" or nothing for a space; a key an order does
not know is refused, never ignored; and what an order would leave behind is said."""
import pytest

from ports.twilight import engine, movement, notation, report
from ports.twilight.errors import Refused
from ports.twilight.orders import make, parse

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
    assert notation.normalise(parse(typed)).text() == kept


def test_unknown_key_is_refused_and_names_the_keys():
    with pytest.raises(Refused) as e:
        notation.normalise(parse("S1 BEWEGE von=1.1 nach=1.2 Kreuzer=1 Bodentrupen=2"))
    assert "BEWEGE kennt die Angabe Bodentrupen= nicht" in e.value.message()
    assert "Bodentruppe=" in e.value.message()


def test_refusal_names_the_line_and_the_fix():
    g = game(3)
    with pytest.raises(Refused) as e:
        engine.submit(g, 0, [parse("S1 BAU planet=Jord einheit=Kreuzer")])
    assert e.value.message().startswith("Befehl abgelehnt: S1 BAU planet=Jord einheit=Kreuzer\n")
    assert "jetzt möglich: STIMME, HANDEL, GIB, VERWERFEN, KARTE" in e.value.message()


def test_moving_the_carrier_away_warns_of_cargo_left_behind():
    g = blank()
    put(g, "1.1", "E01")
    g.add("1.1", 0, "carrier", 1)
    g.add("1.1", 0, "fighter", 2)
    to_phase(g, "bewegung")
    kept = engine.submit(g, 0, [make(0, "BEWEGE", von="1.1", nach="MR", Transporter=1)])
    assert movement.left_behind(g, 0, kept) == [("1.1", "fighter", 2)]
    kept = engine.submit(g, 0, [make(0, "BEWEGE", von="1.1", nach="MR", Transporter=1, Jäger=2)])
    assert movement.left_behind(g, 0, kept) == []


def test_a_record_replays_even_where_todays_checks_are_stricter():
    # pbem history: a running game must open in a newer program; its orders were checked on receipt
    from ports.twilight import history
    g = game(3, seed=2)
    block = "# R1 politik\nS1 STIMME fuer=vielleicht\nS2 -\nS3 -"
    with pytest.raises(Refused):
        engine.submit(g, 0, [parse("S1 STIMME fuer=vielleicht")])
    again = history.replay(g.settings, [block])
    assert again.phase != "politik" and len(again.record) == 1


def test_writing_a_packet_changes_nothing_in_the_game():
    # a packet is a report: reading the state for it must leave the state (and its digest) alone
    from ports.twilight import history
    g = game(4, seed=5)
    to_phase(g, "bewegung")
    before = history.digest(g)
    for p in range(4):
        report.orders_help(g, p)
        report.galaxy_map(g)
    assert history.digest(g) == before
