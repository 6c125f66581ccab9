"""EMPERADO 3b, 3c: Shift+R shows no coming dice. Every liberation attempt rolls from a cup
of its own (game dice, turn, origin, target, attempt on that pair): the same attempt again
after Shift+R rolls the same, another target learns nothing from the roll taken back."""
import json

import pytest

from emperado_helpers import K, match, position, settings
from ports.emperado import rules
from ports.emperado.actions import Attack, Place
from ports.emperado.match import RULES
from ports.emperado.settings_file import load_settings, save_settings
from ports.emperado.state import DICE_RULE, OLD_DICE_RULE, Settings
from retro import storage
from retro.dice import Dice
from retro.play import Match, Refusal

FIXTURES = __import__("pathlib").Path(__file__).parent / "fixtures"


def ready(seed):
    """A new game, everything placed on the country with the most foreign neighbours."""
    g = Match(RULES, settings(3), seed)
    me = g.state.current
    src = max(g.state.countries_of(me), key=lambda c: (len(rules.attack_targets(g.state, c)), -c))
    g.play(me, Place(src, g.state.to_place))
    return g, me, src


def battle(g):
    return [(e.src, e.dst, e.att_after, e.def_after, e.won) for e in g.state.events
            if type(e).__name__ == "Battle"]


# EMPERADO 3c: "fehlgeschlagene Befreiungsversuche zu wiederholen" is no use
def test_the_same_attempt_after_shift_r_rolls_the_same():
    for seed in range(12):
        g, me, src = ready(seed)
        dst = rules.attack_targets(g.state, src)[0]
        g.play(me, Attack(src, dst, 5))
        seen = g.state.to_dict()
        g.undo()
        g.play(me, Attack(src, dst, 5))
        assert g.state.to_dict() == seen


# EMPERADO 3c: Shift+R must not show the coming dice
def test_another_target_after_shift_r_does_not_roll_what_was_seen():
    same = 0
    for seed in range(12):
        g, me, src = ready(seed)
        first, other = rules.attack_targets(g.state, src)[:2]
        fresh = Match(RULES, settings(3), seed)
        fresh.play(me, g.log[0].action)
        fresh.play(me, Attack(src, other, 3))          # the other target, never anything else
        g.play(me, Attack(src, first, 3))
        g.undo()
        g.play(me, Attack(src, other, 3))
        # what the other target rolls does not depend on what was rolled (and taken back) before
        assert g.state.to_dict() == fresh.state.to_dict()
        # and its dice are not those just seen against the first target (the first attempt
        # on `first`, taken back, is still the first attempt there)
        seen = rules.attempt_dice(g.state, src, first).roll(9)
        g.undo()
        same += seen == rules.attempt_dice(g.state, src, other).roll(9)
    assert same == 0


# EMPERADO 3b: the order of attempts on different pairs changes nothing
def test_the_results_do_not_depend_on_what_was_rolled_before():
    st0 = position(6, own={0: ["alberta", "ontario"]}, armies={"alberta": 30, "ontario": 30,
                                                             "quebec": 25, "weststaaten": 25})
    a, b = (K["alberta"], K["weststaaten"]), (K["ontario"], K["quebec"])
    one, two = st0.copy(), st0.copy()
    for st, order in ((one, (a, b)), (two, (b, a))):
        for src, dst in order:
            rules.apply(st, Attack(src, dst, 4))
    assert one.armies == two.armies and one.owner == two.owner


# EMPERADO 3b: each attempt on a pair has its own dice; the game's cup is not drawn from
def test_each_attempt_on_a_pair_its_own_cup_in_each_turn():
    st = position(6, own={0: ["alberta"], 1: ["ontario"]}, armies={"alberta": 40, "ontario": 40})
    src, dst = K["alberta"], K["ontario"]
    cup = st.dice.to_text()
    streams = [rules.attempt_dice(st, src, dst).roll(12)]
    rules.apply(st, Attack(src, dst, 1))
    assert st.dice.to_text() == cup                  # nothing drawn from the game's dice
    streams.append(rules.attempt_dice(st, src, dst).roll(12))   # the second attempt
    st.turns += 1                                    # the same pair in another turn
    streams.append(rules.attempt_dice(st, src, dst).roll(12))
    assert len({tuple(s) for s in streams}) == 3
    assert rules.attempt_dice(st, src, dst).roll(12) == streams[2]   # and no draw changes it


def test_keyed_cups_are_pure_and_differ_by_key():
    d = Dice(5)
    a, b = d.keyed(1, 2, 3), d.keyed(1, 2, 4)
    assert d == Dice(5)                              # keying draws nothing
    assert d.keyed(1, 2, 3).roll(20) == a.roll(20) and a.roll(20) != b.roll(20)
    assert Dice(6).keyed(1, 2, 3).roll(20) != d.keyed(1, 2, 3).roll(20)
    # the dice of the keyed cups are fair: 6000 first throws of 6000 keys
    counts = [0] * 6
    for k in range(6000):
        counts[d.keyed(k).d6() - 1] += 1
    assert all(900 < c < 1100 for c in counts)


# EMPERADO 4g: games saved before (file versions 1 and 2) keep the one cup they were played with
def test_old_saves_keep_their_dice_and_new_games_use_the_new():
    for name in ("MITTE_V2.EMP", "ALT_V1.EMP", "ENDE_V2.EMP"):
        m = Match.load(RULES, FIXTURES / name)
        assert m.state.settings.dice_rule == OLD_DICE_RULE
        assert any(isinstance(e.action, Attack) for e in m.log)
        assert "dice_rule" not in m.to_text().splitlines()[0]    # the same file, byte for byte
    # the old games depend on the old dice: read with the new rule, they do not replay
    _, body = storage.load(FIXTURES / "MITTE_V2.EMP", "emperado", "game", 2)
    first, rest = body.split("\n", 1)
    head = json.loads(first[9:])
    head["dice_rule"] = DICE_RULE
    with pytest.raises(Refusal):
        Match.from_text(RULES, "settings " + json.dumps(head) + "\n" + rest, version=3)
    assert Settings().dice_rule == DICE_RULE
    new = match(3, 4)
    for _ in range(40):
        new.step_computer()
    assert json.loads(new.to_text().splitlines()[0][9:])["dice_rule"] == DICE_RULE
    back = Match.from_text(RULES, new.to_text())
    assert back.state.to_dict() == new.state.to_dict()


# EMPERADO 4f, 4h: the settings file and Neues Spiel begin games with the new dice
def test_settings_file_and_new_games_begin_with_the_new_dice(tmp_path):
    assert load_settings(FIXTURES / "SETTINGS.EMP").dice_rule == DICE_RULE
    old = Settings()
    old.dice_rule = OLD_DICE_RULE
    save_settings(tmp_path / "S.EMP", old)
    assert load_settings(tmp_path / "S.EMP").dice_rule == DICE_RULE
    assert old.for_new_game().dice_rule == DICE_RULE and old.copy().dice_rule == OLD_DICE_RULE


# EMPERADO 3b under the old rule: one cup for the game, as the files before version 3 were played
def test_the_old_rule_rolls_from_the_games_cup():
    st = position(6, own={0: ["alberta"], 1: ["ontario"]}, armies={"alberta": 40, "ontario": 40})
    st.settings.dice_rule = OLD_DICE_RULE
    cup = st.dice.copy()
    rules.apply(st, Attack(K["alberta"], K["ontario"], 1))
    assert st.dice != cup and rules.attempt_dice(st, 0, 1) is st.dice
