"""The parameters of EMPERADO 4a as the computer parties' leanings (leanings.py, ai.py): the
scale, placement and liberation both following them, coalitions against the strongest, and
no setting able to stall a game."""
from emperado_helpers import K, position
from ports.emperado import ai, leanings, rules, world
from ports.emperado.actions import Attack, Place
from ports.emperado.match import RULES
from ports.emperado.state import PARAM_MAX, PARAM_MIN, Settings, default_players
from retro.play import Match, Seat, play_out


def decide(name, st):
    return ai.thinker(name, st).run()


# EMPERADO 4a: "Zahleneingabe zwischen -9 und 99, 0 = neutral"
def test_every_parameter_step_moves_the_lean_and_0_is_neutral():
    for ends in (leanings.SOLIDARITY_ENDS, leanings.COALITION_ENDS):
        values = [leanings.scale(v, ends) for v in range(PARAM_MIN, PARAM_MAX + 1)]
        assert leanings.scale(0, ends) == 0.0
        assert all(a < b for a, b in zip(values, values[1:]))          # every step counts
        assert values[0] == -ends[0] and values[-1] == ends[1]
        assert all(-1.0 <= v <= 1.0 for v in values)


def _front(**params):
    """Alberta (party 0, computer) and Brasilien (party 0) each face one neighbour of the
    same strength: Ontario of party 1 (human), Peru of party 2 (computer)."""
    own = {0: ["alberta", "alaska", "nordwestterritorium", "brasilien", "argentinien"],
           1: ["ontario"], 2: ["peru"]}
    st = position(3, own=own, armies={"ontario": 3, "peru": 3, "alberta": 2, "brasilien": 2},
                  **params)
    for c in range(60):                       # everything else: out of reach
        if st.owner[c] != 0 and c not in (K["ontario"], K["peru"]):
            st.armies[c] = 40
    st.parties[1].human = True
    st.phase, st.to_place = "einsetzen", 8
    return st


# EMPERADO 4a Solidarisierungsgrad: the armies are massed against the humans (or, negative,
# against the computers)
def test_placement_follows_the_solidarisierungsgrad():
    for s, target in ((99, "ontario"), (-9, "peru"), (0, None)):
        a = decide("emperado", _front(solidarity=s))
        assert isinstance(a, Place) and a.count == 8
        if target:
            assert world.adjacent(a.country, K[target])


def _duel(**params):
    """Alberta (party 0, computer, 12 armies) may liberate Ontario (party 1, human) or
    Weststaaten (party 2, computer), 3 armies each."""
    st = position(3, own={0: ["alberta", "alaska", "nordwestterritorium"], 1: ["ontario"],
                          2: ["weststaaten"]},
                  armies={"alberta": 12, "ontario": 3, "weststaaten": 3}, **params)
    st.parties[1].human = True
    st.conquered = 1
    return st


# EMPERADO 4a Solidarisierungsgrad: "gegenseitig schonen und gegen menschliche Gegner verbünden"
def test_solidarity_turns_the_computers_on_the_humans_or_negative_spares_them():
    assert decide("emperado", _duel(solidarity=99)) == Attack(K["alberta"], K["ontario"], 3)
    assert decide("emperado", _duel(solidarity=-9)) == Attack(K["alberta"], K["weststaaten"], 3)


# EMPERADO 4a Solidarisierungsgrad (our decision: with no human alive it does nothing)
def test_with_no_human_alive_solidarity_cannot_keep_the_computers_from_fighting():
    st = _duel(solidarity=99)
    assert leanings.leanings(st, 0)[2] < 0                 # a human alive: computers spared
    st.owner[K["ontario"]] = 2
    st.parties[1].out = True                               # the human is out
    assert set(leanings.leanings(st, 0).values()) == {0.0}
    assert isinstance(decide("emperado", st), Attack)


# EMPERADO 4a Koalitionsneigung: "die schwächeren Parteien ... gegen die stärksten" (plural)
def test_the_weaker_turn_on_every_strong_party_and_the_strongest_joins_no_coalition():
    st = rules.new_state(Settings(players=default_players(5), coalition=60), 3)
    for c in range(60):
        st.owner[c] = (0, 0, 0, 1, 1, 2, 3, 4, 4, 4, 4, 4)[c % 12]     # 15, 10, 5, 5, 25
        st.armies[c] = 2
    lean = leanings.leanings(st, 2)                         # a weak party
    assert lean[4] > lean[0] > 0                             # both above the mean
    assert lean[3] < lean[1] < 0                             # the weak spared
    assert set(leanings.leanings(st, 4).values()) == {0.0}  # the strongest: none
    st.settings.coalition = 0
    assert set(leanings.leanings(st, 2).values()) == {0.0}


# EMPERADO 4a Koalitionsneigung, negative (our decision): the strong spared, the weak preyed on;
# EMPERADO 5: and who is human does not count for it
def test_a_negative_koalitionsneigung_turns_the_coalition_round_and_knows_no_humans():
    st = rules.new_state(Settings(players=default_players(4), coalition=-9, solidarity=0), 3)
    for c in range(60):
        st.owner[c] = (0, 0, 0, 0, 1, 2, 3)[c % 7]
    lean = leanings.leanings(st, 1)
    assert lean[0] < 0 < lean[2]
    st.parties[0].human = True
    assert leanings.leanings(st, 1) == lean
    st.settings.coalition = 9
    assert leanings.leanings(st, 1)[0] > 0


# EMPERADO 5: the proxy of the benchmark is the same computer, the parameters off for it
def test_the_proxy_plays_as_the_computer_does_with_neutral_parameters():
    for seed in (1, 2):
        st = rules.new_state(Settings(players=default_players(4, 1), solidarity=99,
                                      coalition=99), seed)
        neutral = st.copy()
        neutral.settings.solidarity = neutral.settings.coalition = 0
        for _ in range(30):
            a = decide("proxy", st)
            assert a == decide("emperado", neutral)
            rules.apply(st, a)
            rules.apply(neutral, a)


# EMPERADO 4a (our decision): a map that stands still wears the leanings out
def test_a_map_standing_still_fades_the_leanings_and_makes_the_computer_impatient():
    st = _duel(solidarity=99)
    row = [[st.count(p), st.total_armies(p)] for p in range(3)]
    st.history = [row] * (1 + leanings.STILL_FADE)
    assert leanings.fade(st) == 1.0 and leanings.impatience(st) == 0
    st.history = [row] * (1 + leanings.STILL_FADE + leanings.FADE_ROUNDS)
    assert leanings.fade(st) == 0.0 and set(leanings.leanings(st, 0).values()) == {0.0}
    st.history.append(row)
    assert leanings.impatience(st) == 1


def _game(seed):
    """Seed by seed: every corner of the parameters (-9 or 99 each), 2 or 3 parties (the
    fewer the faster), a human-flagged party (played by the computer) in every other
    round of the corners."""
    ends = (PARAM_MIN, PARAM_MAX)
    s, k, h = ends[seed & 1], ends[(seed >> 1) & 1], ends[(seed >> 2) & 1]
    n = 2 + (seed >> 3) % 2
    humans = (seed >> 3) & 1
    return Settings(players=default_players(n, humans), solidarity=s, coalition=k, handicap=h)


CAP = 150            # rounds; the longest of these games takes about 100


# EMPERADO 4a, 5: no setting stalls a game (the proxy: a human-flagged seat)
def test_every_computer_game_ends_with_every_parameter_at_its_extremes():
    unfinished = []
    for seed in range(200):
        m = Match(RULES, _game(seed), seed, lambda state, p: Seat.cpu("emperado"),
                  checkpoints=False, spell=False)
        play_out(m, stop=lambda m: m.state.round > CAP)
        if m.state.phase != "ende" or m.state.winner is None:
            unfinished.append(seed)
    assert unfinished == []
