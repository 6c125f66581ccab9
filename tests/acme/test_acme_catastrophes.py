"""ACME EREIGNISSE: the catastrophes before the armies are handed out."""
import pytest

from acme_helpers import board, c, match
from retro.dice import Dice
from retro.play import Match, Refusal

from ports.acme import catastrophes
from ports.acme.events import Catastrophe
from ports.acme.match import RULES
from ports.acme.world import WORLD_29 as W


def _strike(kind, st, country, player=0):
    return catastrophes._carry_out(st, W, kind, c(country), player)


def test_seuche_takes_a_small_share_only_where_more_than_one_army():
    # ACME EREIGNISSE: "bei mehr als einer Besatzungsarmee ein relativ geringer Prozentsatz"
    st = board({"Peru": 0, "Brasilien": 0}, {"Peru": 40, "Brasilien": 1})
    assert catastrophes.candidates(st, W, "seuche", 0) == [c("Peru")]
    e = _strike("seuche", st, "Peru")
    assert 4 <= e.armies <= 10 and st.armies[c("Peru")] == 40 - e.armies
    st = board({"Peru": 0}, {"Peru": 2})
    assert _strike("seuche", st, "Peru").armies == 1 and st.armies[c("Peru")] == 1


def test_erdbeben_buries_all_but_one():
    # ACME EREIGNISSE: "Bis auf eine Armee werden alle übrigen Soldaten verschüttet."
    st = board({"Peru": 0}, {"Peru": 23})
    e = _strike("erdbeben", st, "Peru")
    assert e.armies == 22 and st.armies[c("Peru")] == 1


def test_revolution_gives_the_country_and_its_armies_to_the_other_player():
    # ACME EREIGNISSE: "Das betroffene Land fällt mitsamt allen dort stationierten Armeen in
    # die Hand des Mitspielers."
    st = board({"Peru": 0, "Brasilien": 0}, {"Peru": 12})
    e = _strike("revolution", st, "Peru")
    assert st.owner[c("Peru")] == 1 and st.armies[c("Peru")] == 12
    assert (e.to_player, e.armies) == (1, 12)
    # never a player's last country
    st = board({"Peru": 0})
    assert catastrophes.candidates(st, W, "revolution", 0) == []


def test_desertion_only_under_ten_armies():
    # ACME EREIGNISSE: "Bei weniger als zehn Armeen in dem betroffenen Land quittiert ein Teil
    # der Truppe den Dienst."
    st = board({"Peru": 0, "Brasilien": 0, "Argentinien": 0}, {"Peru": 9, "Brasilien": 10,
                                                               "Argentinien": 1})
    assert catastrophes.candidates(st, W, "desertion", 0) == [c("Peru")]
    for seed in range(30):
        st = board({"Peru": 0}, {"Peru": 9}, seed=seed)
        e = _strike("desertion", st, "Peru")
        assert 1 <= e.armies <= 4 and st.armies[c("Peru")] >= 1


def test_ueberlauf_armies_go_over_to_a_neighbouring_country_of_the_other_player():
    # ACME EREIGNISSE: "Hier laufen einige der Armeen in ein angrenzendes Land des Mitspielers über."
    owner = {n.name: 0 for n in W.countries if n.name != "Japan"}
    st = board(owner, {"China": 10, "Sibirien": 10})
    assert set(catastrophes.candidates(st, W, "ueberlauf", 0)) == {c("China"), c("Sibirien")}
    e = _strike("ueberlauf", st, "China")
    assert e.to_country == c("Japan") and e.to_player == 1
    assert st.armies[c("Japan")] == 1 + e.armies and st.armies[c("China")] == 10 - e.armies
    assert 1 <= e.armies <= 3


def test_an_ueberlauf_beyond_99_armies_loses_the_rest_and_says_so():
    # ACME AUFSTELLEN DER ARMEEN: "Ein Land kann höchstens 99 Armeen aufnehmen. Armeen die
    # darüberhinaus dort aufgestellt werden, verfallen." - so for an Überlauf (issue 24.9)
    from ports.acme import texts
    owner = {n.name: 0 for n in W.countries if n.name != "Japan"}
    st = board(owner, {"China": 40, "Sibirien": 1, "Japan": 98})
    e = _strike("ueberlauf", st, "China")
    assert e.to_country == c("Japan") and e.armies >= 2
    assert st.armies[c("Japan")] == 99 and e.lost == e.armies - 1
    assert st.armies[c("China")] == 40 - e.armies and st.lost_to_cap == e.lost
    title, text = texts.catastrophe(e, W, ["A", "B"])
    assert text.endswith(f"{e.lost} Armeen verfallen:|In Japan stünden sonst mehr als 99.") or \
        text.endswith("Eine Armee verfällt:|In Japan stünden sonst mehr als 99.")


def test_bestechung_only_above_15_armies():
    # ACME EREIGNISSE: "Bei mehr als 15 Armeen in einem Land ... einige Armeen wegrationalisiert"
    st = board({"Peru": 0, "Brasilien": 0}, {"Peru": 15, "Brasilien": 16})
    assert catastrophes.candidates(st, W, "bestechung", 0) == [c("Brasilien")]
    e = _strike("bestechung", st, "Brasilien")
    assert 1 <= e.armies <= 4 and st.armies[c("Brasilien")] == 16 - e.armies


def _turn_starts(events: str, turns: int, seed: int = 1):
    """(catastrophes, turns begun) over computer games of about `turns` turns in all."""
    from retro.play import Seat, play_out
    from ports.acme.state import PlayerSetting, Settings
    found, begun, g = [], 0, 0
    while begun < turns:
        s = Settings((PlayerSetting("A", True, "random"), PlayerSetting("B", True, "random")), events)
        m = Match(RULES, s, seed + g, lambda st, p: Seat(True, "random"), checkpoints=False)
        m.listen(lambda msg: found.extend(e for e in msg.events if isinstance(e, Catastrophe))
                 if hasattr(msg, "events") else None)
        play_out(m, stop=lambda m: m.state.turns >= 200)
        begun += m.state.turns
        g += 1
    return found, begun


def test_nie_means_no_catastrophe_in_1000_turns():
    # ACME PULL-DOWN-MENÜ: "die Häufigkeit der Ereignisse ... (oft-normal-selten-nie)"
    found, turns = _turn_starts("nie", 1000)
    assert turns >= 1000 and found == []


def test_the_frequencies_strike_in_the_order_of_their_names():
    # ACME EREIGNISSE: "je nach eingestellter Häufigkeit"; the chances are our decision
    rates = {}
    for events in ("oft", "normal", "selten"):
        found, turns = _turn_starts(events, 600)
        rates[events] = len(found) / turns
    assert rates["oft"] > rates["normal"] > rates["selten"] > 0


def test_catastrophes_are_logged_values_that_replay():
    # ACME EREIGNISSE; our decision: each a logged event value, so that a replay strikes the same
    m = match(seed=11, events="oft")
    seen = []
    m.listen(lambda msg: seen.extend(e for e in getattr(msg, "events", ())
                                     if isinstance(e, Catastrophe)))
    dice = Dice(3)
    while len(seen) < 3 and not m.over:
        p = m.awaited[0]
        m.play(p, RULES.random_action(m.state, p, dice))
    assert len(seen) >= 1
    again = Match.from_text(RULES, m.to_text())
    assert again.state.to_dict() == m.state.to_dict()
    kinds = {e.kind for e in seen}
    assert kinds <= set(catastrophes.KINDS)


def test_the_menu_frequency_is_a_logged_note():
    # ACME PULL-DOWN-MENÜ: the frequency can be set at any time (a logged note)
    from ports.acme.actions import SetEvents
    m = match(seed=2, events="oft")
    m.play(None, SetEvents("nie"))
    assert m.state.settings.events == "nie" and m.texts()[-1] == "EREIGNISSE nie"
    assert RULES.is_note(SetEvents("selten"))
    with pytest.raises(Refusal):
        RULES.check(m.state, None, SetEvents("manchmal"))
