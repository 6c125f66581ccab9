"""Game records, the ply buffer, undo/redo and the draw rule (aMalone Notatie, Programma start)."""
import pytest

from amalone_helpers import from_body, play
from amalone_helpers import played as _played
from retro import storage
from retro.play import Match, Refusal
from retro.storage import StorageError, dumps

from ports.amalone.board import BLACK, WHITE
from ports.amalone.game import DrawRule, Settings
from ports.amalone.match import RULES
from ports.amalone.rules import Position
from ports.amalone.texts import explain

OPENING = ["3A1-A0", "3D1-D0", "3A2-B0", "3D2-E0", "1F9-F5"]


def played(moves=OPENING, **kw):
    return _played(moves, **kw)


def load(path, **settings):
    return Match.load(RULES, path, settings=Settings(**settings))


def message(error, lang="nl"):
    return storage.message(error, lang)


def test_record_is_header_then_one_ply_per_line():
    # aMalone Notatie: a game is saved as its moves in the notation
    text = played().to_text()
    assert text.splitlines() == ["stelling standard", "zetten"] + OPENING


def test_save_and_load_round_trip(tmp_path):
    # aMalone Notatie: "op te slaan op diskette, en naderhand weer te laden"
    path = tmp_path / "partij.amalone"
    g = played()
    g.save(path)
    back = load(path).state
    assert back.plies == g.state.plies and back.position == g.state.position
    assert back.opening == "standard"


def test_set_up_position_round_trip(tmp_path):
    # aMalone Stelling opzetten: any position, and who begins
    start = Position.from_fields(["GG", "B0", "A0"], ["D0", "D1"], WHITE, lost=(2, 3))
    g = played(["1D0-D2"], start=start)
    path = tmp_path / "opzet.amalone"
    g.save(path)
    back = load(path).state
    assert back.start == start and back.position == g.state.position and back.opening is None
    assert "begint wit" in g.to_text()


def test_first_bad_line_is_reported_by_number(tmp_path):
    # aMalone Notatie: a saved game is loaded again; a bad ply is reported by its line
    body = "stelling standard\nzetten\n3A1-A0\n3D1-D0\n3A1-A0\n"
    path = tmp_path / "fout.amalone"
    path.write_text(dumps("amalone", "record", 1, body))
    with pytest.raises(Refusal) as e:
        load(path)
    assert e.value.key == "bad_record"
    assert e.value.params["line"] == 6     # the file's own line: the storage header comes first
    assert explain(e.value).startswith("Regel 6: ")
    assert explain(e.value, "en").startswith("Line 6: ")


@pytest.mark.parametrize("body,line", [          # lines of the file, the storage header is line 1
    ("", 2),
    ("stelling schaak\nzetten\n", 2),
    ("stelling standard\n3A1-A0\n", 3),
    ("stelling opzet\nzwart GG\nwit GG\nbegint zwart\nzetten\n", 6),
    ("stelling opzet\nzwart GG\nwit D0\nbegint rood\nzetten\n", 5),
])
def test_bad_headers(body, line):
    # aMalone Notatie: a record names its starting position (our header, see the docs)
    with pytest.raises(Refusal) as e:
        from_body(body)
    assert e.value.key == "bad_record" and e.value.params["line"] == line


def test_damaged_and_foreign_files_are_storage_errors(tmp_path):
    # aMalone Notatie: loading from disk never takes a damaged or foreign file
    path = tmp_path / "x.amalone"
    played().save(path)
    path.write_text(path.read_text().replace("3D1-D0", "3D1-D9"))
    with pytest.raises(StorageError) as e:
        load(path)
    assert e.value.reason == "damaged" and message(e.value) == "Bestand is beschadigd."
    path.write_text(dumps("emperado", "save", 1, "x"))
    with pytest.raises(StorageError) as e:
        load(path)
    assert e.value.reason == "foreign"


def test_buffer_of_512_plies_by_default_and_full_state():
    # aMalone Programma start: "een buffer voor 512 plies"; "schrijf dan de partij weg"
    assert Settings().max_plies == 512 and played([]).state.max_plies == 512
    g = played(OPENING[:2], max_plies=2)
    assert g.state.full and not g.state.playing and g.outcome is None and g.state.legal_moves() == []
    assert g.awaited == () and g.outcome is None       # not over: nobody can move
    with pytest.raises(Refusal) as e:
        RULES.check(g.state, BLACK, g.state.position.legal_moves()[0])
    assert e.value.key == "game.full" and "2 plies" in explain(e.value, "en")
    assert len(g.state.plies) == 2
    # aMalone Programma start: "aMalone 1024" - the same game with a larger buffer
    from dataclasses import replace
    g.reconfigure(replace(g.settings, max_plies=1024))
    assert not g.state.full
    play(g, "3A2-B0")


def test_record_longer_than_the_buffer_is_refused():
    # aMalone Programma start: a game longer than the buffer needs a larger maximum
    body = played().to_text()
    with pytest.raises(Refusal) as e:
        from_body(body, max_plies=3)
    assert e.value.params["line"] == 7 and e.value.params["reason"].key == "record.full"
    assert len(from_body(body, max_plies=5).state.plies) == 5


def test_undo_and_redo():
    # our decision (original_docs/amalone.md): undo takes back a ply, redo plays it again
    g = played()
    pos = g.state.position
    g.undo()
    g.undo()
    assert len(g.state.plies) == 3
    g.redo()
    g.redo()
    assert g.state.position == pos
    assert not g.can_redo()
    g.undo()
    play(g, "1B7-B8")               # a new move forgets what could be redone
    assert not g.can_redo()
    while g.can_undo():
        g.undo()
    assert g.state.position == Position.opening("standard")
    with pytest.raises(Refusal) as e:
        g.undo()
    assert explain(e.value) == "Er is geen zet om terug te nemen."


def test_bad_move_leaves_the_game_unchanged():
    # aMalone Spelregels: an illegal move is refused and the game stays as it was
    g = played()
    before = (list(g.state.plies), g.state.position)
    with pytest.raises(Refusal) as e:
        play(g, "3A1-A0")
    assert explain(e.value) and (g.state.plies, g.state.position) == before
    with pytest.raises(Refusal) as e:
        play(g, "zzz")
    assert explain(e.value, "en").startswith("'zzz' is not a move")


def test_draw_rule_is_off_by_default():
    # our decision: the original has no draw rule, so ours is off by default
    g = played([])
    for _ in range(4):
        for t in ("1A1-A0", "1D1-D0", "1A0-A1", "1D0-D1"):
            play(g, t)
    assert not g.over and g.state.playing


def test_threefold_repetition_and_quiet_plies():
    # our decision: the draw rule, when switched on
    g = played([], draw=DrawRule(repetitions=3))
    for _ in range(2):
        for t in ("1A1-A0", "1D1-D0", "1A0-A1", "1D0-D1"):
            play(g, t)
    assert g.state.drawn and g.outcome.draw and g.outcome.reason == "repetition"
    with pytest.raises(Refusal) as e:
        play(g, "1A1-A0")
    assert e.value.key == "game_over"
    g = played([], draw=DrawRule(repetitions=None, quiet_plies=4))
    for t in OPENING[:4]:
        assert not g.over
        play(g, t)
    assert g.outcome.draw and g.outcome.reason == "quiet"


def test_a_line_after_the_end_is_refused():
    # aMalone Spelregels: the game ends with the sixth marble off; a record that goes on is damaged
    start = Position.from_fields(["E2", "F0", "A0"], ["E4", "E7"], BLACK, lost=(0, 5))
    body = played(["3E2-E4+"], start=start).to_text() + "1E8-E9\n"
    with pytest.raises(Refusal) as e:
        from_body(body)
    assert explain(e.value) == "Regel 9: de partij was al afgelopen"


def test_game_is_won_after_six_off():
    # aMalone Spelregels: "De speler die als eerste 6 knikkers ... buiten het bord duwt, is winnaar"
    start = Position.from_fields(["E2", "F0", "A0"], ["E4", "E7"], BLACK, lost=(0, 5))
    g = played(["3E2-E4+"], start=start)
    assert g.outcome.winners == (BLACK,) and g.state.winner == BLACK
    assert g.outcome.winners == (BLACK,) and g.outcome.reason == "six_off"
    assert g.state.result_text() == "Zwart heeft gewonnen."
    assert g.state.result_text("en") == "Black has won."
    with pytest.raises(Refusal):
        play(g, "1E4-E8")


def test_set_up_clicks():
    # aMalone Stelling opzetten: left = marble of the player who begins (again: empty),
    # right = marble of the opponent
    from ports.amalone.setup_mode import SetUp
    s = SetUp()
    assert s.left("GG") and s.fields == {"GG": BLACK}
    assert s.left("GG") and s.fields == {}
    assert s.right("GG") and s.fields == {"GG": WHITE}
    s.switch_beginner()
    assert s.left("A0") and s.fields["A0"] == WHITE
    assert s.right("GG") and s.fields["GG"] == BLACK
    assert not s.left("Z9")
    p = s.position()
    assert p.turn == WHITE and p.fields() == (["GG"], ["A0"])
    for f in [f"B{k}" for k in range(10)] + ["C0", "C1", "C2", "C3"]:
        s.left(f)
    assert s.count(WHITE) == 14 and not s.left("C4")     # 14 marbles at most
    back = SetUp(played([], start=p).state.start)
    assert back.fields == {"GG": BLACK, "A0": WHITE} and back.beginner == WHITE


def test_bad_set_up_says_what_is_wrong():
    # aMalone Stelling opzetten: a set-up must be a position
    cases = [((["ZZ"], []), "setup.field"), ((["GG"], ["GG"]), "setup.both"),
             (([f"A{k}" for k in range(10)] + [f"B{k}" for k in range(5)], []), "setup.too_many")]
    for (black, white), key in cases:
        with pytest.raises(Refusal) as e:
            Position.from_fields(black, white)
        assert e.value.key == key
    with pytest.raises(Refusal) as e:
        from_body("stelling opzet\nzwart GG\nwit GG\nbegint zwart\nzetten\n")
    assert explain(e.value) == "Regel 6: Op GG liggen twee knikkers."
