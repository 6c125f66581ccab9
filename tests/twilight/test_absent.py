"""Absent players [pbem; issue 10, item 5]: a deadline per step, going on without a player
(his standing orders count, or none), a seat handed to a computer race and back; the packets
say who was skipped and who plays by computer."""
import calendar

from .test_cli import _awaited, _packets, new_game, run


def _auto(capsys, tmp_path, packets, d, players):
    for s in players:
        code, said = run(capsys, "player", "auto", packets[s], "--passwort-datei", tmp_path / f"s{s[1:]}.txt",
                         "--ausgabe", d / "eingang")
        assert code == 0, said


def _gm(capsys, tmp_path, *argv):
    code, out = run(capsys, "gm", *argv, "--passwort-datei", tmp_path / "gm.txt")
    assert code == 0, out
    return out


def clock_at(monkeypatch, t: float) -> None:
    """The game master's clock (mail/clock.py) set to t (seconds, UTC): a deadline before it
    has passed (one already past is refused when it is set)."""
    import time
    from ports.twilight.mail import clock
    monkeypatch.setenv(clock.VARIABLE, str(t - time.time()))


def test_a_deadline_passes_and_the_absent_player_is_skipped(tmp_path, pwfiles, capsys, monkeypatch):
    d, out = new_game(capsys, tmp_path, "--seed", 3)
    packets = _packets(out)
    sent = {f.name: f.read_bytes() for f in (d / "ausgang").iterdir()}
    out = _gm(capsys, tmp_path, "deadline", d, "--bis", "2099-01-01")
    assert "Frist für diesen Schritt: bis 2099-01-01 00:00 (UTC)" in out
    # issue 22.7: the packets already sent stay as they are; the deadline goes with the next
    assert "bleiben, wie sie sind" in out and "Neue Pakete" not in out
    assert {f.name: f.read_bytes() for f in (d / "ausgang").iterdir()} == sent
    _auto(capsys, tmp_path, packets, d, ["S1", "S2", "S4"])
    out = _gm(capsys, tmp_path, "run", d)
    assert _awaited(out) == ["S3"] and "übersprungen" not in out        # still in time
    clock_at(monkeypatch, calendar.timegm((2099, 1, 2, 0, 0, 0)))      # the deadline is past
    out = _gm(capsys, tmp_path, "run", d)
    assert "übersprungen: S3 (Frist bis 2099-01-01 00:00 abgelaufen" in out and "Neue Pakete" in out
    code, shown = run(capsys, "player", "show", _packets(out)["S1"])
    assert "S3 wurde übersprungen" in shown                          # every packet says so
    code, out = run(capsys, "gm", "deadline", d, "--passwort-datei", tmp_path / "gm.txt")
    assert code == 1 and "--bis DATUM oder --tage N" in out


def test_skip_and_a_seat_to_the_computer_and_back(tmp_path, pwfiles, capsys):
    d, out = new_game(capsys, tmp_path, "--seed", 3)
    _auto(capsys, tmp_path, _packets(out), d, ["S1", "S2"])
    out = _gm(capsys, tmp_path, "run", d)
    assert _awaited(out) == ["S3", "S4"]
    out = _gm(capsys, tmp_path, "skip", d, "S4")
    assert "übersprungen: S4" in out and _awaited(out) == ["S3"]
    out = _gm(capsys, tmp_path, "computer", d, "S3")
    assert "S3 wird jetzt von einer Computerrasse gespielt." in out
    assert "Befehle der Computerrasse auf dem Platz von S3" in out and "Neue Pakete" in out
    code, shown = run(capsys, "player", "show", _packets(out)["S1"])
    assert "Vom Computer gespielt: S3" in shown and "S4 wurde übersprungen" in shown
    # while S3 is a computer race the game master waits for the others only
    assert "S3" not in _awaited(out)
    out = _gm(capsys, tmp_path, "computer", d, "S3", "--aus")
    assert "S3 spielt wieder selbst." in out       # (his computer race's orders for this round stand)
    from ports.twilight.mail import pbem
    from .test_pbem import GM_PW
    assert pbem.GameMaster.open(d, GM_PW).computer == []
    code, out = run(capsys, "gm", "skip", d, "S9", "--passwort-datei", tmp_path / "gm.txt")
    assert code == 1 and "S9 geht hier nicht" in out
