"""No crash from what a file holds [design: nothing a player does may crash the program;
issue 10, item 2]: every field of a packet a player's program reads is checked with a
German refusal, files and order lists have caps, and checking orders takes linear time."""
import json
import re

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from retro.play import Refusal

from ports.twilight.computer import ai
from ports.twilight.mail import crypto, desk, fileformat
from ports.twilight.rules import engine, setup, sofar
from ports.twilight.reports import report, view
from ports.twilight.rules.state import Settings
from ports.twilight.reports.texts import SECTIONS, explain

from .test_cli import new_game, run, _packets
from .test_pbem import make_table, mail


def _edit(path, change):
    """A file changed by hand, its envelope's checksum even made right again."""
    [(kind, inner)] = fileformat.blocks(open(path, encoding="utf-8").read())
    version, body = fileformat.open_envelope(inner, kind)
    name = fileformat.ARMOUR[kind]
    crafted = fileformat.envelope(kind, version, change(body))
    open(path, "w", encoding="utf-8").write(f"-----BEGIN TWILIGHT {name}-----\n{crafted}-----END TWILIGHT {name}-----\n")


@pytest.mark.parametrize("cost", ["1073741824", "3", "-16", "0x10", "abc", "16" + "0" * 40, ""])
def test_an_edited_cost_in_a_packet_is_refused_without_allocating(tmp_path, pwfiles, capsys, cost):
    d, out = new_game(capsys, tmp_path, "--seed", 2)
    pk = _packets(out)["S1"]
    _edit(pk, lambda body: re.sub(r"^kosten=.*$", f"kosten={cost}", body, count=1, flags=re.M))
    for argv in (["player", "show", pk, "--hand"], ["player", "orders", pk, tmp_path / "s1.txt"],
                 ["player", "auto", pk]):
        code, said = run(capsys, *argv, "--passwort-datei", tmp_path / "s1.txt")
        assert code == 1 and "beschädigt oder verändert" in said and "Traceback" not in said
    code, said = run(capsys, "player", "show", pk)             # the public part still reads
    assert code == 0 and "Ungeprüft" in said


def test_a_cost_out_of_bounds_never_reaches_scrypt():
    for cost in (2 ** 20, 3, 0, -1, 2 ** 3):
        with pytest.raises(Refusal) as e:
            crypto.derive_key("passwort", "00" * 16, cost)
        assert e.value.key == "file_damaged"


def _signed_packet(tmp_path, mutate):
    """A packet for S1 whose public data was changed by `mutate`, sealed and authenticated as
    the game master's program would (what only a rogue game master could send)."""
    gm, desks, dirs = make_table(tmp_path)
    g = gm.game
    header = {**gm._header(), "spieler": "S1", **gm.seal.packet_header(0)}
    public = json.loads(json.dumps(view.public_data(g)))
    mutate(public)
    real = view.public_data
    view.public_data = lambda game: public
    try:
        text = desk.packet_text(g, 0, gm.meta["spiel"], header, 0, 1, {}, gm.seal.seal_hand, gm.seal.close_packet)
    finally:
        view.public_data = real
    path = dirs[0] / "paket.txt"
    path.write_text(text, encoding="utf-8")
    return desks[0].read_packet(path)


CRAFTED = {
    "a billion cards": lambda d: d["players"][1].update(cards=10 ** 9),
    "a negative ship count": lambda d: d["space"].setdefault("MR", {}).setdefault("1", {}).update(cruiser=-5),
    "a race that does not exist": lambda d: d["players"][0].update(race="borg"),
    "a tile that does not exist": lambda d: d["map"].update({"MR": "XXL"}),
    "a unit that does not exist": lambda d: d["space"].setdefault("MR", {}).setdefault("0", {}).update(todesstern=1),
    "a planet owned by S9": lambda d: d["planets"]["Mecatol Rex"].__setitem__(0, 8),
    "too few players": lambda d: d["players"].pop(),
    "a string for a number": lambda d: d.update(round="drei"),
    "the settings gone": lambda d: d.pop("settings"),
    "a huge hand of tiles": lambda d: d.update(building={"n": 4, "homes": {}, "home_tiles": {},
                                                         "hand_sizes": {"1": 10 ** 8}, "placed": {}, "turn": 0,
                                                         "last_planetless": {}}),
}


@pytest.mark.parametrize("what", sorted(CRAFTED))
def test_crafted_packet_data_is_refused_naming_the_field(tmp_path, what):
    pk = _signed_packet(tmp_path, CRAFTED[what])
    with pytest.raises(Refusal) as e:
        pk.view()
    assert e.value.key == "packet_data" and "ungültige Daten (Feld " in explain(e.value)


# values a rule could meet in a real game, so that many changed packets pass the checks
_PLAUSIBLE = [0, 1, 2, 3, 5, 9, 999, True, False, None, "", "MR", "1.1", "3.18", "cruiser", "fighter",
              "sol", "hacan", "E01", "H-sol", "bewegung", "sabotage", "ende", "bribery", "Jord", [0], [1, 2]]
_VALUES = st.one_of(st.sampled_from(_PLAUSIBLE), st.sampled_from(_PLAUSIBLE),
                    st.integers(-10 ** 12, 10 ** 12), st.text(max_size=5), st.none(), st.booleans(),
                    st.lists(st.integers(-3, 9), max_size=3), st.dictionaries(st.text(max_size=3),
                                                                             st.integers(-3, 3), max_size=2))


def _paths(node, path=()):
    yield path
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _paths(v, path + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _paths(v, path + (i,))


_GAME = setup.new_game(Settings(players=4, seed=6))
_PUBLIC = view.public_data(_GAME)
_PRIVATE = view.private_data(_GAME, 0, 5)
_ALL_PATHS = [p for p in _paths(_PUBLIC) if p]


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(where=st.lists(st.sampled_from(_ALL_PATHS), min_size=1, max_size=3), values=st.lists(_VALUES, min_size=3))
def test_any_changed_field_is_refused_or_gives_a_game_the_computer_can_play(where, values):
    public = json.loads(json.dumps(_PUBLIC))
    for path, value in zip(where, values):
        node = public
        try:
            for k in path[:-1]:
                node = node[k]
            node[path[-1]] = value
        except (KeyError, IndexError, TypeError):
            continue
    pk = desk.Packet({"spieler": "S1", "schritt": "0"}, {SECTIONS["data"]: "x\n" + json.dumps(public)}, "",
                     json.loads(json.dumps(_PRIVATE)))
    try:
        v = pk.view()
    except Refusal:
        return
    ai.orders_for(v, 0)                  # a view that passed the checks is one the rules can use
    report.galaxy_map(v)
    report.players(v)


def test_checking_orders_never_walks_the_orders_before_it(monkeypatch):
    # 20,000 lines once took minutes: each check summed up all orders before it. The checks
    # keep running totals now (sofar.Sofar) and never go through the earlier orders again.
    g = setup.new_game(Settings(players=4, seed=3))
    walked = []
    monkeypatch.setattr(sofar.Sofar, "__iter__", lambda self: walked.append(1) or list.__iter__(self))
    kept = engine.read(g, 0, ["S1 GIB an=S2 kredite=0"] * 3000 + ["S1 STIMME fuer=ja" if g.political_card not in
                                                                   ("thalnos", "execution") else "S1 STIMME fuer=S2"])
    assert len(kept) == 3001 and not walked


def test_orders_files_have_a_cap_on_lines_and_size(tmp_path):
    gm, desks, dirs = make_table(tmp_path)
    pk = desks[0].read_packet(mail(gm.packet_path(0), dirs[0]))
    with pytest.raises(Refusal) as e:
        desks[0].write_orders(pk, "S1 GIB an=S2 kredite=0\n" * 401)
    assert "Zu viele Befehle" in explain(e.value)
    big = dirs[0] / "gross.txt"
    big.write_text("x" * (300 * 1024), encoding="utf-8")
    with pytest.raises(Refusal) as e:
        gm.receive(big)
    assert "zu groß" in explain(e.value)


def test_a_password_packet_read_without_password_says_it_is_unchecked(tmp_path, pwfiles, capsys):
    d, out = new_game(capsys, tmp_path, "--seed", 2)
    code, said = run(capsys, "player", "show", _packets(out)["S2"])
    assert code == 0 and "Ungeprüft: ohne Schlüssel oder Passwort ist nicht geprüft" in said

