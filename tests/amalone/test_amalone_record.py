"""Game records, the ply buffer, undo/redo and the draw rule (aMalone Notatie, Programma start)."""
import pytest

from ports.amalone.board import BLACK, WHITE
from ports.amalone.game import DrawRule, Game
from ports.amalone.notation import NotationError
from ports.amalone.record import RecordError, from_text, load, message, save, to_text
from ports.amalone.rules import Position
from ports.amalone.texts import GameMessage
from retro.storage import StorageError, dumps

OPENING = ["3A1-A0", "3D1-D0", "3A2-B0", "3D2-E0", "1F9-F5"]


def played(moves=OPENING, **kw):
    g = Game("standard", **kw)
    for t in moves:
        g.play_text(t)
    return g


def test_record_is_header_then_one_ply_per_line():
    # aMalone Notatie: a game is saved as its moves in the notation
    text = to_text(played())
    assert text.splitlines() == ["stelling standard", "zetten"] + OPENING


def test_save_and_load_round_trip(tmp_path):
    # aMalone Notatie: "op te slaan op diskette, en naderhand weer te laden"
    path = tmp_path / "partij.amalone"
    g = played()
    save(path, g)
    back = load(path)
    assert back.plies == g.plies and back.position == g.position and back.opening == "standard"


def test_set_up_position_round_trip(tmp_path):
    # aMalone Stelling opzetten: any position, and who begins
    start = Position.from_fields(["GG", "B0", "A0"], ["D0", "D1"], WHITE, lost=(2, 3))
    g = Game(start)
    g.play_text("1D0-D2")
    path = tmp_path / "opzet.amalone"
    save(path, g)
    back = load(path)
    assert back.start == start and back.position == g.position and back.opening is None
    assert "begint wit" in to_text(g)


def test_first_bad_line_is_reported_by_number(tmp_path):
    # aMalone Notatie: a saved game is loaded again; a bad ply is reported by its line
    body = "stelling standard\nzetten\n3A1-A0\n3D1-D0\n3A1-A0\n"
    with pytest.raises(RecordError) as e:
        from_text(body)
    assert e.value.line == 5
    assert e.value.message().startswith("Regel 5: ")
    assert e.value.message("en").startswith("Line 5: ")
    path = tmp_path / "fout.amalone"
    path.write_text(dumps("amalone", "record", 1, body))
    with pytest.raises(RecordError) as e:
        load(path)
    assert e.value.line == 6          # the file's own line: the storage header comes first


@pytest.mark.parametrize("body,line", [
    ("", 1),
    ("stelling schaak\nzetten\n", 1),
    ("stelling standard\n3A1-A0\n", 2),
    ("stelling opzet\nzwart GG\nwit GG\nbegint zwart\nzetten\n", 5),
    ("stelling opzet\nzwart GG\nwit D0\nbegint rood\nzetten\n", 4),
])
def test_bad_headers(body, line):
    # aMalone Notatie: a record names its starting position (our header, see the docs)
    with pytest.raises(RecordError) as e:
        from_text(body)
    assert e.value.line == line


def test_damaged_and_foreign_files_are_storage_errors(tmp_path):
    # aMalone Notatie: loading from disk never takes a damaged or foreign file
    path = tmp_path / "x.amalone"
    save(path, played())
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
    assert Game().max_plies == 512
    g = played(OPENING[:2], max_plies=2)
    assert g.full and g.state == "full" and g.legal_moves() == []
    with pytest.raises(GameMessage) as e:
        g.play_text("3A2-B0")
    assert e.value.key == "game.full" and "2 plies" in e.value.message("en")
    assert len(g.plies) == 2
    g.set_max_plies(1024)             # aMalone Programma start: "aMalone 1024"
    assert not g.full
    g.play_text("3A2-B0")


def test_record_longer_than_the_buffer_is_refused():
    # aMalone Programma start: a game longer than the buffer needs a larger maximum
    body = to_text(played())
    with pytest.raises(RecordError) as e:
        from_text(body, max_plies=3)
    assert e.value.line == 6 and e.value.reason.key == "record.full"
    assert len(from_text(body, max_plies=5).plies) == 5


def test_undo_and_redo():
    # our decision (original_docs/amalone.md): undo takes back a ply, redo plays it again
    g = played()
    pos = g.position
    assert g.undo() and g.undo()
    assert len(g.plies) == 3
    assert g.redo() and g.redo() and g.position == pos
    assert not g.redo()
    g.undo()
    g.play_text("1B7-B8")           # a new move forgets what could be redone
    assert not g.redo()
    while g.undo():
        pass
    assert g.position == Position.opening("standard")


def test_bad_move_leaves_the_game_unchanged():
    # aMalone Spelregels: an illegal move is refused and the game stays as it was
    g = played()
    before = (list(g.plies), g.position)
    msg = g.try_play("3A1-A0")
    assert msg and (g.plies, g.position) == before
    assert g.try_play("zzz", "en").startswith("'zzz' is not a move")


def test_draw_rule_is_off_by_default():
    # our decision: the original has no draw rule, so ours is off by default
    g = Game()
    for _ in range(4):
        for t in ("1A1-A0", "1D1-D0", "1A0-A1", "1D0-D1"):
            g.play_text(t)
    assert not g.over and g.state == "playing"


def test_threefold_repetition_and_quiet_plies():
    # our decision: the draw rule, when switched on
    g = Game(draw_rule=DrawRule(repetitions=3))
    for _ in range(2):
        for t in ("1A1-A0", "1D1-D0", "1A0-A1", "1D0-D1"):
            g.play_text(t)
    assert g.drawn and g.state == "draw"
    with pytest.raises(GameMessage):
        g.play_text("1A1-A0")
    g = Game(draw_rule=DrawRule(repetitions=None, quiet_plies=4))
    for t in OPENING[:4]:
        assert not g.over
        g.play_text(t)
    assert g.state == "draw"


def test_game_is_won_after_six_off():
    # aMalone Spelregels: "De speler die als eerste 6 knikkers ... buiten het bord duwt, is winnaar"
    start = Position.from_fields(["E2", "F0", "A0"], ["E4", "E7"], BLACK, lost=(0, 5))
    g = Game(start)
    g.play_text("3E2-E4+")
    assert g.state == "won" and g.winner == BLACK
    assert g.result_text() == "Zwart heeft gewonnen." and g.result_text("en") == "Black has won."
    with pytest.raises(NotationError):
        g.play_text("1E4-E8")


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
    back = SetUp(Game(p).start)
    assert back.fields == {"GG": BLACK, "A0": WHITE} and back.beginner == WHITE


def test_bad_set_up_says_what_is_wrong():
    # aMalone Stelling opzetten: a set-up must be a position
    from ports.amalone.rules import SetupError
    cases = [((["ZZ"], []), "setup.field"), ((["GG"], ["GG"]), "setup.both"),
             (([f"A{k}" for k in range(10)] + [f"B{k}" for k in range(5)], []), "setup.too_many")]
    for (black, white), key in cases:
        with pytest.raises(SetupError) as e:
            Position.from_fields(black, white)
        assert e.value.key == key
    with pytest.raises(RecordError) as e:
        from_text("stelling opzet\nzwart GG\nwit GG\nbegint zwart\nzetten\n")
    assert e.value.message() == "Regel 5: Op GG liggen twee knikkers."
