"""Where the info and name boxes of EMPERADO's maps go, placed once and kept in
`box_slots.json` beside this file.

Placing them (box_places.place) costs a quarter of a second for each map: in one frame at
the first overview, and again at the first enlarged map, with the pointer frozen (longer
in the browser). The places follow from the drawn map and the box sizes alone, so they
are placed here when the map changes (`python -m ports.emperado.screens.layout`)
and read at start; a test places them afresh and compares
(tests/emperado/test_box_slots.py). A missing or unreadable file means placing them.
"""
from __future__ import annotations

import json
import os
from pathlib import Path

FILE = Path(__file__).with_name("box_slots.json")
MAPS = ("overview", "big")


def read() -> dict:
    """{map: {country: (x, y, w, h)}} as stored, {} when the file is missing or broken."""
    try:
        raw = json.loads(FILE.read_text(encoding="utf-8"))
        return {m: {int(c): tuple(int(v) for v in r) for c, r in raw[m].items()}
                for m in MAPS if m in raw}
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return {}


def load(which: str, place) -> dict[int, tuple[int, int, int, int]]:
    """The stored slots of map `which`, else place() them."""
    have = read().get(which)
    return have if have else place()


def write(placed: dict) -> Path:
    """Store {map: {country: (x, y, w, h)}} (layout.placed_slots())."""
    maps = []
    for m, slots in placed.items():        # a line per country, to read and to diff
        rows = ",\n".join(f'  "{c}": {json.dumps(list(r))}' for c, r in sorted(slots.items()))
        maps.append(f'"{m}": {{\n{rows}\n}}')
    tmp = FILE.with_suffix(".tmp")
    tmp.write_text("{\n" + ",\n".join(maps) + "\n}\n", encoding="utf-8")
    os.replace(tmp, FILE)
    return FILE
