"""The technology tree [decide] around the technologies the references name [TI1, seed].

Bought with credits in the technology phase (TI2: about 30 credits each).
"""
from __future__ import annotations

from dataclasses import dataclass

from .units import plain


@dataclass(frozen=True)
class Tech:
    key: str
    name: str
    cost: int
    needs: tuple = ()
    text: str = ""


TECHS = {t.key: t for t in (
    Tech("antimatter", "Anti-Materie-Schutzschirm", 20, (),
         "Schiffe dürfen Asteroidenfelder durchfliegen, aber nie dort halten."),
    Tech("xrd", "XRD-Transporter", 20, (), "Transporter +1 Bewegung."),
    Tech("hylar_laser", "Hylar-V-Angriffslaser", 25, (), "Kreuzer +1 im Kampf."),
    Tech("fluxar", "Fluxar-Frachträume", 30, ("xrd",), "Transporter fassen 10 Einheiten."),
    Tech("xlite", "Xlite-Massenantrieb", 30, ("xrd", "antimatter"),
         "Kreuzer und Zerstörer +1 Bewegung."),
    Tech("wexcon", "Wexcon-Invasionsbarken", 30, ("fluxar",),
         "Transporter landen auf zwei Planeten eines Systems."),
    Tech("hylar_bomb", "Hylar-Bombenvorrichtung", 30, ("hylar_laser",),
         "Zerstörer dürfen auch Planeten mit P.D.S. bombardieren."),
    Tech("x89", "X-89 Bakterielle Angriffsform", 40, ("hylar_bomb",),
         "Jeder Bombentreffer vernichtet zwei Bodentruppen."),
)}

MAX_PER_PHASE = 2   # [decide]


def available(owned, key: str) -> bool:
    t = TECHS[key]
    return key not in owned and all(n in owned for n in t.needs)


def _squash(text: str) -> str:
    """Case, hyphens, spaces and underscores forgiven: "X-89", "x 89" and "x89" are one."""
    return "".join(c for c in plain(text) if c.isalnum())


def find(text: str):
    """A technology by its key, its printed name, the first word of that name ("X-89",
    "Hylar-Bombenvorrichtung") or a beginning of the name only one has ("Hylar-Bomben")."""
    t = _squash(text)
    if not t:
        return None
    for tech in TECHS.values():
        if t in (_squash(tech.key), _squash(tech.name), _squash(tech.name.split()[0])):
            return tech.key
    hits = [tech.key for tech in TECHS.values() if len(t) >= 3 and _squash(tech.name).startswith(t)]
    return hits[0] if len(hits) == 1 else None
