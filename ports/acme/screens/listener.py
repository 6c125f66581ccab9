"""What the match tells the game scene (retro.play's Played, Rebuilt): catastrophes and the
end as alerts, the dice of a battle on the panel, the 99 per country and the computer's
moves in the status line, the selection cleared when a turn begins.
"""
from __future__ import annotations

from retro import sound
from retro.driver import DEMO, PLAY
from retro.play import Played, Rebuilt

from .. import texts
from ..events import (Advanced, Battle, Catastrophe, Conquered, PhaseBegins, Placed, Regrouped,
                      TurnBegins, Won)


def heard(g, message) -> None:
    """The game scene `g` hears one message of its match."""
    if isinstance(message, Rebuilt):
        g.src, g.battle, g.queue, g.shown = None, None, [], None
        g.dice_go, g.show_until = None, 0.0
        return
    if not isinstance(message, Played):
        return
    if message.player is not None and g.match.seat(message.player).computer:
        computer_played(g, message.player, message.events)
    # an attack that ends the phase or the turn by itself: its dice stay while it is shown
    fought = any(isinstance(e, Battle) for e in message.events)
    for e in message.events:
        if isinstance(e, TurnBegins):
            g.src, g.emptied, g.cards_up, g.info = None, None, False, None
            if fought:
                g.dice_go = "turn"
            else:
                g.battle, g.shown, g.show_until, g.message = None, None, 0.0, ""
            g.driver.mode = DEMO if g.is_demo else PLAY    # a click sped up one turn
        elif isinstance(e, Catastrophe):
            title, text = texts.catastrophe(e, g.world, g.names)
            g.alert(f"{title}!\n" + text.replace("|", "\n"), icon="stop", jingle="acme." + e.kind)
        elif isinstance(e, Battle):
            g.battle = (e.attacker, e.defender, 3, losses(e))
        elif isinstance(e, Placed) and e.lost:
            g.message = texts.screen("lost_to_cap", n=e.lost,
                                     country=g.world.countries[e.country].name).replace("|", " ")
        elif isinstance(e, (Advanced, Regrouped)) and e.lost:
            text = texts.screen("lost_on_arrival", n=e.lost, country=g.world.countries[e.dst].name)
            g.message = text.replace("|", " ")       # the 99 per country, as placing
        elif isinstance(e, PhaseBegins):
            if e.phase != "nachruecken":         # the last dice go when the phase changes
                if fought:
                    g.dice_go = g.dice_go or "phase"
                else:
                    g.battle = None
            if e.phase == "serie":
                g.ask_series()
        elif isinstance(e, Conquered):
            g.src = None
            sound.play("acme.conquest")
        elif isinstance(e, Won):
            month, year = g.state.date()
            text = texts.screen("won", name=g.names[e.player], month=month, year=year)
            g.alert(text.replace("|", "\n"), [texts.SCREEN["new_game"], texts.SCREEN["ok"]],
                    lambda r: g.new_game() if r == 0 else None, jingle="acme.won")


def computer_played(g, player, events) -> None:
    """The computer's turn as one can follow it: each placing, each attack with its dice
    (held SHOW seconds before its next action), each conquest, on the map (its country
    highlighted) and in the status line."""
    name = g.names[player]
    cname = lambda c: g.world.countries[c].name      # noqa: E731
    for e in events:
        if isinstance(e, Placed):
            g.shown = e.country
            g.message = texts.screen("cpu_placed", name=name, n=e.count, country=cname(e.country))
        elif isinstance(e, Battle):
            g.shown = e.dst
            g.message = texts.screen("cpu_attack", name=name, src=cname(e.src),
                                     country=cname(e.dst), att=" ".join(map(str, e.attacker)),
                                     dfd=" ".join(map(str, e.defender)))
            g.show()
        elif isinstance(e, Conquered):
            g.shown = e.dst
            g.message = texts.screen("cpu_conquered", name=name, country=cname(e.dst))
            g.show()
        elif isinstance(e, (Advanced, Regrouped)):
            g.shown = e.dst
            g.message = texts.screen("cpu_moved", name=name, n=e.count, src=cname(e.src),
                                     country=cname(e.dst))


def losses(e: Battle) -> list:
    """Per compared pair: did the attacker's die lose? (equal or lower loses: ANGRIFFE)"""
    return [a <= d for a, d in zip(e.attacker, e.defender)]
