"""The hot-seat game's screenshots (shots.py adds them to its own): hotseat_setup.png,
cover.png, build.png (a tile of S1's without an allowed place, greyed), history.png,
victory.png, demo.png, hotseat.png."""
from __future__ import annotations

from retro.input import Input

SEATS = [("Anna", False), ("Bert", False), ("Computer 3", True), ("Computer 4", True)]


def _played(map_mode="bauen", seed=2, rounds=30, until=None):
    """A hot-seat match of SEATS, computer races in every seat playing it on."""
    from .hotseat_game import hotseat_match
    m = hotseat_match([(n, True) for n, _ in SEATS], map_mode, seed, rounds)
    while not m.over and not (until and until(m)):
        m.think(1e9, max_actions=1)
    return m


def poses() -> list:
    from .galaxy_screen import OVERVIEW
    from .link import galaxy, legal_placements

    def setup():
        from .hotseat_setup import HotseatSetup
        s = HotseatSetup(seed=2)
        s.names[:2] = ["Anna", "Bert"]
        s.secrets[:2] = ["geheim-anna", "geheim-bert"]
        return s

    def cover():
        from .hotseat_cover import CoverScene
        m = _played(until=lambda m: m.state.round >= 2)
        return CoverScene(m.state, 1, "x", lambda p, passphrase: None, lambda what: None)

    def greyed(m):                                   # S1 to lay, a tile of his without a place now
        b = m.state.building
        return m.state.phase != "aufbau" or 0 in m.awaited and any(galaxy.why_not(b, 0, k) for k in b.hands[0])

    build_m = _played(until=greyed)
    tile, place = legal_placements(build_m.state.building, 0)[0]

    def build():
        from .hotseat_desk import HotseatDesk
        d = HotseatDesk(build_m.state, 0, lambda orders: None)
        d.choose_tile(tile)
        return d

    def history():
        from .history_screen import HistoryScene
        m = _played(until=lambda m: m.state.round >= 4)
        scene = HistoryScene(m, len(m.log) - 9)
        while len(scene.state_at(scene.n).log) == len(scene.state_at(scene.n - 1).log):
            scene.go(scene.n - 1)                # a step that resolved a phase: its events shown
        return scene

    def victory():
        from .victory_screen import VictoryScene
        return VictoryScene(_played(map_mode="fertig", seed=3, rounds=6))

    def table():
        from retro.play import Seat

        from .hotseat_screen import HotseatScene
        from .hotseat_game import hotseat_match
        m = hotseat_match([(n, True) for n, _ in SEATS], "bauen", 2, 30)
        scene = HotseatScene(m, {0: "geheim-anna", 1: "geheim-bert"})
        while not (m.state.round == 2 and m.state.phase == "wirtschaft" and not m.state.pending):
            m.think(1e9, max_actions=1)
        m.seats = [Seat.cpu(2) if c else Seat.human() for _, c in SEATS]
        while m.computers_awaited():                  # theirs in: the humans' turn, "Weiter"
            m.think(1e9, max_actions=1)
        return scene

    def demo():
        from .demo_screen import demo_scene
        scene = demo_scene(seed=3)
        while scene.match.state.round < 3:
            scene.match.think(1e9, max_actions=1)
        return scene

    bx, by = OVERVIEW.centre(place)
    return [
        ("hotseat_setup.png", setup, [Input(300, 300)]),
        ("cover.png", cover, [Input(320, 400)]),
        ("build.png", build, [Input(int(bx), int(by))]),
        ("history.png", history, [Input(600, 300)]),
        ("victory.png", victory, [Input(600, 20)]),
        ("demo.png", demo, [Input(200, 200)]),
        ("hotseat.png", table, [Input(200, 470)] * 14),
    ]
