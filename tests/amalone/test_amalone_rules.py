"""Legal moves, pushes and the end of the game (aMalone Spelregels)."""
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from amalone_naive import moves as naive_moves
from retro.play import Refusal
from ports.amalone import rules
from ports.amalone.board import BLACK, NAME, SQ, WHITE, names_of
from ports.amalone.rules import (MOVE_CELLS, MOVE_DIR, MOVE_INLINE, MOVE_N, Position, generate,
                                 perft)

PERFT = {   # computed by our generator, checked against the known 5,045,110 for standard depth 4
    "standard": [44, 1936, 98912],
    "belgian": [52, 2692, 149322],
    "german": [80, 6244, 493480],
}


def rc_set(mask):
    return {divmod(sq, 11) for sq in range(121) if mask >> sq & 1}


def as_naive(pos):
    return naive_moves(rc_set(pos.own), rc_set(pos.opp))


def ours(pos):
    return {(frozenset(divmod(sq, 11) for sq in MOVE_CELLS[m]), MOVE_DIR[m]): m
            for m in pos.legal_moves()}


def pos_of(black, white, turn=BLACK):
    return Position.from_fields(black, white, turn)


def legal_spellings(pos):
    from ports.amalone.notation import spell
    return {spell(pos, m) for m in pos.legal_moves()}


def test_standard_opening_has_44_moves():
    # aMalone Spelregels: 1, 2 or 3 marbles in a row, 6 directions; counted once per set
    p = Position.opening("standard")
    ms = p.legal_moves()
    assert len(ms) == 44 == len(set(ms))
    kinds = Counter((MOVE_N[m], MOVE_INLINE[m] or MOVE_N[m] == 1) for m in ms)
    assert kinds == {(1, True): 14, (2, True): 12, (2, False): 8, (3, True): 8, (3, False): 2}


def test_perft_of_the_three_openings():
    # aMalone Spelregels: every legal move, counted over two and three plies (reference perft)
    for name, counts in PERFT.items():
        p = Position.opening(name)
        assert [perft(p, depth=d) for d in (1, 2, 3)] == counts, name


def test_perft_4_standard_is_the_known_number():
    # aMalone Spelregels: the published perft(4) of the standard opening
    assert perft(Position.opening("standard"), depth=4) == 5_045_110


def test_matches_the_naive_generator_in_the_openings():
    # aMalone Spelregels: the fast generator agrees with a slow reading of the rule text
    for name in PERFT:
        p = Position.opening(name)
        assert set(ours(p)) == set(as_naive(p))


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(sorted(PERFT)), st.lists(st.integers(0, 10 ** 6), min_size=1, max_size=70))
def test_random_play_matches_the_naive_generator(opening, choices):
    # aMalone Spelregels, all of it: every move and every push, checked against a slow reading
    p = Position.opening(opening)
    for c in choices:
        mine, slow = ours(p), as_naive(p)
        assert set(mine) == set(slow)
        if not mine or p.winner() is not None:
            break
        key = sorted(mine)[c % len(mine)]
        m = mine[key]
        q = p.play(m)
        new_own, new_opp, off = slow[key]
        mover = p.turn
        assert rc_set(q.black if mover == BLACK else q.white) == new_own
        assert rc_set(q.white if mover == BLACK else q.black) == new_opp
        assert q.lost[1 - mover] == p.lost[1 - mover] + off
        # marbles are never created or lost except by a push-off
        assert q.black.bit_count() + q.lost[BLACK] == 14 and q.white.bit_count() + q.lost[WHITE] == 14
        p = q


def test_same_marbles_listed_from_either_end_are_one_move():
    # aMalone Spelregels: a move is the marbles that move and the direction, listed once
    m = rules.move_of([SQ["A1"], SQ["A0"]], 2)
    assert m is not None and m == rules.move_of([SQ["A0"], SQ["A1"]], 2)


def test_two_push_one_three_push_one_three_push_two():
    # aMalone Spelregels: "een overwicht van 2 tegen 1, of 3 tegen 1, of 3 tegen 2"
    p = pos_of(["A3", "A1"], ["A0"])              # B2 C3 push D4 towards E5
    assert "2A1-A0" in legal_spellings(p)
    p = pos_of(["A3", "A1", "A0"], ["GG"])
    assert "3A0-GG" in legal_spellings(p)
    p = pos_of(["A3", "A1", "A0"], ["GG", "D0"])
    q = p.play(next(m for m in p.legal_moves() if MOVE_N[m] == 3 and NAME[MOVE_CELLS[m][0]] == "A0"
                    and NAME[rules.NEIGHBOUR[MOVE_DIR[m]][SQ["A0"]]] == "GG"))
    assert q.fields() == (["GG", "A0", "A1"], ["D0", "D1"])   # D0 pushed on to D1


def test_no_push_without_superiority():
    # aMalone Spelregels: 1 cannot push 1, 2 cannot push 2, 3 cannot push 3
    assert "1A0-GG" not in legal_spellings(pos_of(["A0"], ["GG"]))
    assert "2A1-A0" not in legal_spellings(pos_of(["A3", "A1"], ["A0", "GG"]))
    assert "3A1-A0" not in legal_spellings(pos_of(["A6", "A3", "A1"], ["A0", "GG", "D0"]))


def test_push_blocked_by_a_marble_behind():
    # aMalone Spelregels: "De buitenste knikker die weggeduwd wordt, moet terecht komen op een
    # vrij veld, of buiten het bord"
    assert "3A1-A0" not in legal_spellings(pos_of(["A6", "A3", "A1", "D0"], ["A0", "GG"]))
    assert "2A1-A0" not in legal_spellings(pos_of(["A3", "A1", "GG"], ["A0"]))


def test_pushing_off_and_six_off_wins():
    # aMalone Spelregels: a marble pushed "buiten het bord"; "als eerste 6 knikkers ... is winnaar"
    p = Position.from_fields(["E2", "F0", "A0"], ["E4", "E7"], BLACK, lost=(0, 5))
    assert p.winner() is None
    m = next(m for m in p.legal_moves() if p.pushes_off(m))
    q = p.play(m)
    assert q.lost == (0, 6) and q.winner() == BLACK
    assert q.legal_moves() == []


def test_own_marbles_never_leave_the_board():
    # aMalone Spelregels: "mogen niet buiten het bord komen"
    p = pos_of(["A6", "A7"], [])
    for m in p.legal_moves():
        for sq in MOVE_CELLS[m]:
            assert rules.NEIGHBOUR[MOVE_DIR[m]][sq] >= 0
    assert len(p.legal_moves()) == len(as_naive(p))


def test_broadside_cannot_push():
    # aMalone Spelregels: pushing only "als de knikkers van de tegenstander ook op de lijn liggen"
    # GG, B0 -> D0, C0 is a side step; with a white marble on D0 it is not a push but blocked
    assert "2GG-D0r" in legal_spellings(pos_of(["GG", "B0"], []))
    assert "2GG-D0r" not in legal_spellings(pos_of(["GG", "B0"], ["D0"]))
    p = pos_of(["GG", "B0"], ["D0"])
    assert all(rules.MOVE_INLINE[m] for m in p.legal_moves() if rules.pushed(m, p.own, p.opp)[0])


def test_illegal_move_raises_and_leaves_position():
    # aMalone Spelregels: what the rules forbid is refused and changes nothing
    p = Position.opening("standard")
    m = rules.move_of([SQ["A0"]], 0)
    try:
        p.play(m)
    except Refusal:
        pass
    else:
        raise AssertionError("A0 is empty, the move cannot be legal")
    assert names_of(p.black) == names_of(Position.opening("standard").black)


def test_side_without_moves_loses():
    # our decision (the original is silent): no marble left to move loses
    p = pos_of([], ["GG"], BLACK)
    assert p.winner() == WHITE


def test_count_equals_len_generate():
    # aMalone Spelregels: counting the moves and listing them agree
    p = Position.opening("german")
    assert rules.count(p.own, p.opp) == len(generate(p.own, p.opp))


def test_long_random_games_match_the_naive_generator():
    # aMalone Spelregels: the same check as above over whole random games (pushes happen late)
    from retro.dice import Dice
    dice = Dice(99)
    offs = 0
    for game in range(6):
        p = Position.opening(("standard", "belgian", "german")[game % 3])
        for _ in range(150):
            mine, slow = ours(p), as_naive(p)
            assert set(mine) == set(slow)
            if not mine:
                break
            key = dice.choice(sorted(mine))
            q = p.play(mine[key])
            mover = p.turn
            assert rc_set(q.white if mover == BLACK else q.black) == slow[key][1]
            offs += slow[key][2]
            p = q
    assert offs > 0


def test_pushoff_targets_are_the_marbles_a_legal_move_pushes_off():
    # aMalone Spelregels: a marble pushed "buiten het bord" (used by the computer's threats)
    from retro.dice import Dice
    dice = Dice(5)
    checked = 0
    for game in range(4):
        p = Position.opening(("standard", "belgian", "german", "standard")[game])
        for _ in range(120):
            moves = p.legal_moves()
            if not moves:
                break
            expected = 0
            for m in moves:
                n, off = rules.pushed(m, p.own, p.opp)
                if off:   # the outer pushed marble falls
                    expected |= 1 << rules.MOVE_PUSH[m][n - 1]
            assert rules.pushoff_targets(p.own, p.opp) == expected
            checked += bool(expected)
            p = p.play(dice.choice(moves))
    assert checked > 5


def _random_positions(n=40, plies=120, seed=5):
    from retro.dice import Dice
    dice = Dice(seed)
    for g in range(n):
        p = Position.opening(("standard", "belgian", "german")[g % 3])
        for _ in range(dice.randint(0, plies)):
            if p.winner() is not None:
                break
            yield p
            p = p.play(dice.choice(p.legal_moves()))


def test_moves_by_kind_split_the_legal_moves():
    # the search's staged generation: push-offs, other pushes, quiet moves are the legal moves
    for p in _random_positions():
        offs, pushes, quiet = rules.moves_by_kind(p.own, p.opp)
        legal = p.legal_moves()
        assert sorted(offs + pushes + quiet) == sorted(legal)
        assert set(offs) == {m for m in legal if rules.pushed(m, p.own, p.opp)[1]}
        assert set(pushes) == {m for m in legal if rules.pushed(m, p.own, p.opp) == (rules.pushed(m, p.own, p.opp)[0], False)
                               and rules.pushed(m, p.own, p.opp)[0]}
        assert sorted(rules.pushoff_moves(p.own, p.opp)) == sorted(offs)
        assert rules.push_moves(p.own, p.opp) == (offs, pushes)


def test_legal_move_knows_every_move_id():
    # the table's and the killers' moves come from other positions: each is checked
    for k, p in enumerate(_random_positions(n=12, plies=80, seed=9)):
        if k % 7:
            continue
        legal = set(p.legal_moves())
        assert legal == {m for m in range(rules.MOVE_COUNT) if rules.legal_move(m, p.own, p.opp)}
