"""A party out on screen (EMPERADO 1-3: a party with no country is out): a GEM alert says it;
the last human out may let the computers play the rest quickly; the end says who won and
after how many rounds."""
import pytest

from retro.input import Input
from retro.play import Match
from retro.scenes import App
from retro.testing import ensure_pyxel

from ports.emperado import world
from ports.emperado.match import RULES
from ports.emperado.screens import testing as T
from ports.emperado.screens.end_scene import winner_lines
from ports.emperado.screens.playing import Playing


@pytest.fixture(autouse=True)
def st_high():
    ensure_pyxel("st_high")


def doomed(humans=(1,), victim=1, table=0, seed=2, **params):
    """Party 0 (a computer) is to move; `victim` holds one country with one army, wholly
    surrounded by party 0's strong armies; party 2 holds the rest."""
    g = Playing(Match(RULES, T.settings(3, humans, table=table, **params), seed), "de", think_ms=50)
    st = g.state
    x = world.BY_KEY["peru"]
    for c in range(world.N_COUNTRIES):
        st.owner[c], st.armies[c] = 2, 3
    st.owner[x], st.armies[x] = victim, 1
    for n in world.NEIGHBOURS[x]:
        st.owner[n], st.armies[n] = 0, 30
    app = App(g.scene)
    return app, g


def counted(g):
    """A clock that counts 4 ms each time it is read: a frame's slice then holds a few moves,
    however fast the machine."""
    ticks = [0]
    g.driver.timer = lambda: (ticks.__setitem__(0, ticks[0] + 1), ticks[0] * 0.004)[1]


def alert_of(app, g, limit=3000):
    T.run_until(app, g, lambda: app.top is not g.scene, limit, Input(*T.PARK))
    assert app.top is not g.scene, "no alert"
    return app.top.widget


# EMPERADO 1-3 (a party out), our decision: the last human out is asked
def test_the_last_human_out_is_told_and_may_let_the_computers_play_out_fast():
    app, g = doomed()
    alert = alert_of(app, g)
    assert g.state.parties[1].out and not g.state.parties[0].out
    assert "Spieler B (B) hat kein Land mehr und scheidet aus" in alert.message
    assert "Kein Mensch" in alert.message and alert.buttons == ["Zuschauen", "Schnell zu Ende"]
    log = len(g.match.log)
    for _ in range(5):                                # the game waits for the answer
        T.frame(app, Input(*T.PARK))
    assert len(g.match.log) == log
    T.frame(app, Input(*T.PARK), draw=True)
    counted(g)                                        # two looks of 4 ms a move
    bx, by, bw, bh = alert.button_rects[1]
    T.click(app, bx + bw // 2, by + bh // 2)          # "Schnell zu Ende"
    assert app.top is g.scene and g.fast
    per_frame = []
    while g.view != "over" and len(per_frame) < 20000:
        n = len(g.match.log)
        T.frame(app, Input(*T.PARK))
        per_frame.append(len(g.match.log) - n)
    st = g.state
    assert st.phase == "ende" and g.view == "over" and not g.fast
    assert max(per_frame) <= 7 and len(per_frame) > 10   # 50 ms a frame, 8 ms a move
    assert app.top is g.scene                         # no alert for the computers on the way
    # the end: who won, after how many rounds
    lines = winner_lines(st, "de")
    assert lines[0] == f"{st.parties[st.winner].name} hat die Welt befreit!"
    assert lines[1] == f"nach {st.round} Runden"
    T.frame(app, Input(*T.PARK), draw=True)


# our decision: "Zuschauen" keeps the computers' turns as they were (Zugtabelle, arrows)
def test_watching_keeps_the_computers_turns_as_they_were():
    app, g = doomed(table=1)
    alert_of(app, g)
    T.key(app, "RETURN")                              # the default: Zuschauen
    assert app.top is g.scene and not g.fast
    T.run_until(app, g, lambda: g.view == "table", 3000, Input(*T.PARK))
    assert g.view == "table"


# our decision: Esc stops the fast play; the turn then goes on as usual
def test_escape_stops_the_fast_play():
    app, g = doomed(table=None)
    alert = alert_of(app, g)
    counted(g)
    bx, by, bw, bh = alert.button_rects[1]
    T.click(app, bx + bw // 2, by + bh // 2)
    assert g.fast and g.scene.pointer == "busy" and "Schnell zu Ende" in g.messages.text
    T.key(app, "ESCAPE")
    assert not g.fast
    T.run_until(app, g, lambda: g.view == "table" or g.view == "over", 3000, Input(*T.PARK))
    assert g.view in ("table", "over")


# EMPERADO 1-3: a computer party out while a human plays on: an alert, then the game goes on
def test_a_computer_party_out_is_said_while_a_human_plays():
    app, g = doomed(humans=(2,), victim=1, solidarity=0)   # no solidarity against the human
    alert = alert_of(app, g)
    assert alert.message == ("Spieler B (B) hat kein Land mehr und scheidet aus. "
                             "Es bleiben 2 Parteien.")
    assert len(alert.buttons) == 1
    T.key(app, "RETURN")
    assert app.top is g.scene and not g.fast
    assert "scheidet aus" in g.messages.text


# our decision: a game of computers only (nobody plays, a demo) is never stopped by an alert
def test_a_computers_only_game_says_a_party_out_on_the_message_line_only():
    app, g = doomed(humans=(), victim=1, solidarity=0)
    T.run_until(app, g, lambda: g.state.parties[1].out, 3000, Input(*T.PARK))
    assert g.state.parties[1].out and app.top is g.scene and not g.alerts
    assert "scheidet aus" in g.messages.text
