"""A slow, obviously-correct move generator written straight from the rules text, to check
the fast bit-board one against. Works on (row, diagonal) pairs, not on the board tables."""
from ports.amalone.board import SQ

FIELDS_RC = {divmod(sq, 11) for sq in SQ.values()}
STEPS = ((0, 1), (1, 1), (1, 0), (0, -1), (-1, -1), (-1, 0))


def _add(p, s, k=1):
    return (p[0] + k * s[0], p[1] + k * s[1])


def moves(own: set, opp: set) -> dict:
    """{(frozenset of own fields, direction): (new own, new opp, pushed off)} for all legal moves."""
    out = {}
    for p in own:
        for axis in range(6):
            for n in (1, 2, 3):
                row = [_add(p, STEPS[axis], k) for k in range(n)]
                if n == 1 and axis:
                    continue
                if not all(q in own for q in row):
                    continue
                for d in range(6):
                    res = _try(row, axis, d, own, opp)
                    if res is not None:
                        out[(frozenset(row), d)] = res
    return out


def _try(row, axis, d, own, opp):
    s = STEPS[d]
    n = len(row)
    inline = n == 1 or d % 3 == axis % 3
    if not inline:   # broadside: every marble steps onto an empty field
        targets = [_add(q, s) for q in row]
        if all(t in FIELDS_RC and t not in own and t not in opp for t in targets):
            return (own - set(row)) | set(targets), set(opp), 0
        return None
    head = max(row, key=lambda q: q[0] * s[0] + q[1] * s[1])
    tail = min(row, key=lambda q: q[0] * s[0] + q[1] * s[1])
    front = _add(head, s)
    if front not in FIELDS_RC or front in own:
        return None
    new_own = (own - {tail}) | {front}
    if front not in opp:
        return new_own, set(opp), 0
    # a push: count the opponent's marbles in line
    chain = []
    q = front
    while q in opp:
        chain.append(q)
        q = _add(q, s)
    if len(chain) >= n or q in own:
        return None
    new_opp = set(opp) - {chain[0]}
    if q in FIELDS_RC:
        new_opp.add(q)
        return new_own, new_opp, 0
    return new_own, new_opp, 1
