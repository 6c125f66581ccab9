"""Every loader over random, truncated and crafted bytes: each returns a game or raises the
port's refusal (retro.play.Refusal) or retro.storage.StorageError - never anything else, and
never hangs (the robustness issue)."""
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from retro import storage
from retro.play import Match, Refusal


def _good_files():
    """A real save of each port, as bytes, to cut and craft from."""
    from retro.play import play_out
    from ports.acme.match import RULES as ACME, seats_of
    from ports.acme.state import PlayerSetting, Settings as AcmeSettings
    from ports.amalone.game import Settings as AmSettings
    from ports.amalone.match import RULES as AMALONE
    out = {}
    s = AcmeSettings((PlayerSetting("A", True), PlayerSetting("B", True)), "oft")
    m = play_out(Match(ACME, s, 3, seats_of), max_actions=120)
    out["acme"] = (ACME, storage.dumps(ACME.game, ACME.file_kind, ACME.file_version, m.to_text()))
    from retro.play import Seat
    m = play_out(Match(AMALONE, AmSettings(), 1, [Seat.cpu(1), Seat.cpu(1)]), max_actions=30)
    out["amalone"] = (AMALONE, storage.dumps(AMALONE.game, AMALONE.file_kind,
                                             AMALONE.file_version, m.to_text()))
    return out


GOOD = _good_files()


def _load(rules, data: bytes, tmp_path):
    """The game the file holds, or None when it is refused (anything else is raised)."""
    path = tmp_path / "X.SAV"
    path.write_bytes(data)
    try:
        return Match.load(rules, path)
    except (Refusal, storage.StorageError):
        return None


def _same_game(rules, m, text) -> bool:
    good = Match.from_text(rules, text.split("\n", 1)[1])
    return m.texts() == good.texts() and rules.snapshot(m.state) == rules.snapshot(good.state)


@pytest.mark.parametrize("port", sorted(GOOD))
def test_a_good_file_loads_and_every_cut_of_it_is_refused_cleanly(port, tmp_path):
    rules, text = GOOD[port]
    data = text.encode("utf-8")
    m = _load(rules, data, tmp_path)
    assert m is not None and _same_game(rules, m, text)
    for n in range(0, len(data), max(1, len(data) // 97)):
        # truncated: refused (the checksum is of the whole body), never a crash nor a game
        assert _load(rules, data[:n], tmp_path) is None, f"{n} of {len(data)} bytes load"


@pytest.mark.parametrize("port", sorted(GOOD))
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(junk=st.binary(max_size=300), at=st.integers(min_value=0, max_value=10_000))
def test_random_bytes_spliced_into_a_save_are_refused_cleanly(port, junk, at, tmp_path):
    rules, text = GOOD[port]
    data = text.encode("utf-8")
    at = at % (len(data) + 1)
    m = _load(rules, data[:at] + junk + data[at:], tmp_path)
    # refused; or, where the bytes change nothing (none, a space between the header's words,
    # a CR before a line's end), the very game that was saved - never another one
    assert m is None or _same_game(rules, m, text), (junk, at)


@pytest.mark.parametrize("port", sorted(GOOD))
def test_crafted_saves_with_a_valid_checksum_are_refused_cleanly(port, tmp_path):
    rules, text = GOOD[port]
    header, body = text.split("\n", 1)
    lines = body.splitlines()
    crafted = [
        "[" * 50000 + "]" * 50000,                      # deep nesting
        body.replace("seed ", "seed x"),
        "\n".join(lines[:3] + ["actions 999999999"] + lines[4:]),
        "\n".join(lines + ["GARBAGE LINE"]),
        "\x00" * 1000,
        "stelling opzet\nzwart " + " ".join(["A0"] * 5000) + "\nwit D0\nbegint zwart\nzetten\n",
    ]
    for c in crafted:
        data = storage.dumps(rules.game, rules.file_kind, rules.file_version, c).encode("utf-8")
        m = _load(rules, data, tmp_path)
        if c == body:                                   # a craft of another port's format
            assert m is not None and _same_game(rules, m, text)
        else:
            assert m is None, c[:80]
