"""One demo scene per widget per look, for `retro bench`, the README's pictures and a look.

GEM is shown on the ST's monochrome high resolution, Intuition on the Amiga's hires
interlace screen with the Workbench 2.0 colours. Each scene puts one widget on the
machine's desktop; when the widget ends, the scene shows what it returned and starts
it again. `python -m retro.gui.gallery` writes the screenshots to retro/gui/shots/.
"""
from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from ..input import Input
from ..machines import MACHINES
from ..scenes import Scene
from .alert import Alert
from .dialog import Button, Check, Dialog, Edit, Label, Number, Radio
from .fileselector import FileSelector
from .letterkeys import LetterKeyboard
from .look import look_for
from .menubar import SEPARATOR, Menu, MenuBar, MenuItem
from .numberfield import NumberField
from .pager import TextPager
from .textfield import FILE_CHARS, TextField

LOOKS = {"gem": "st_high", "intuition": "amiga_hires_lace"}
WIDGETS = ("dialog", "alert", "numberfield", "textfield", "pager", "menubar", "keyboard",
           "fileselector")

MANUAL = """DIE GALERIE DER WIDGETS

Dieser Text steht hier, damit der Betrachter etwas zu blättern hat. Pfeiltasten rollen um eine Zeile, die Leertaste um eine Seite, Return verläßt die Anzeige. Das Mausrad und der Rollbalken tun dasselbe.

"""
MANUAL += "\n".join(f"{n:3d}. Zeile des Beispieltextes: Länder, Armeen, Züge und Würfel." for n in range(1, 81))


def sample_folder() -> Path:
    """A folder of made-up save files for the file selector's demo (in the temp folder)."""
    d = Path(tempfile.gettempdir()) / "retro-gui-gallery"
    (d / "ALT").mkdir(parents=True, exist_ok=True)
    (d / "DEMOS").mkdir(exist_ok=True)
    for name in ("WELT.EMP", "SPIEL1.EMP", "SPIEL2.EMP", "EUROPA.EMP", "FINALE.EMP",
                 "NOTIZEN.TXT", "LIESMICH.TXT"):
        p = d / name
        if not p.exists():
            p.write_text("demo\n", encoding="utf-8")
    return d


def make_widget(name: str, machine, lang: str = "de"):
    if name == "dialog":
        return Dialog([
            Label(0, 0, "Spieler:"),
            Radio("p2", "players", 10, 0, "2", True), Radio("p3", "players", 16, 0, "3"),
            Radio("p4", "players", 22, 0, "4"),
            Check("events", 0, 1, "Ereignisse", True),
            Check("sound", 16, 1, "Klang"),
            Number("armies", 0, 2, "Armeen:", 20, 1, 99),
            Edit("file", 0, 3, "Datei:", "SPIEL1.EMP", 12, allowed=FILE_CHARS, upper=True),
            Button("fast", 0, 4, 12, "Schnell", exit=False),
            Button("slow", 14, 4, 12, "Langsam", exit=False, disabled=True),
            Button("ok", 0, 5, 12, "OK", default=True),
            Button("cancel", 14, 5, 12, "Abbruch", cancel=True),
        ], 28, 6, "EINSTELLUNGEN", machine=machine, lang=lang)
    if name == "alert":
        return Alert("Das Spiel ist noch nicht gespeichert. Wirklich beenden und alle Züge "
                     "dieser Runde verlieren?", ["Ja", "Nein", "Sichern"], icon="question",
                     default=1, machine=machine, lang=lang)
    if name == "numberfield":
        return NumberField(5, -9, 99, label="Wieviele Armeen?", machine=machine, lang=lang)
    if name == "textfield":
        return TextField("Zweistein", 16, min_len=1, label="Name von Spieler 2:",
                         machine=machine, lang=lang)
    if name == "pager":
        m = machine
        return TextPager(MANUAL, "ANLEITUNG", x=m.width // 16, y=m.height // 10,
                         w=m.width * 7 // 8, h=m.height * 8 // 10, machine=machine, lang=lang)
    if name == "menubar":
        return MenuBar([
            Menu("Desk", [MenuItem("info", "Über ACME...")]),
            Menu("Spiel", [MenuItem("new", "Neues Spiel", "N"), MenuItem("save", "Sichern", "S",
                                                                          disabled=True),
                           SEPARATOR, MenuItem("quit", "Abbruch", "Q")]),
            Menu("Ereignisse", [MenuItem("often", "oft"), MenuItem("normal", "normal", checked=True),
                                MenuItem("rare", "selten"), MenuItem("never", "nie")]),
        ], title="ACME V1.0", machine=machine, lang=lang)
    if name == "keyboard":
        return LetterKeyboard("Name von Spieler 1:", max_len=12, machine=machine, lang=lang)
    if name == "fileselector":
        return FileSelector(sample_folder(), "*.EMP", mode="save", name="SPIEL3.EMP",
                            machine=machine, lang=lang)
    raise KeyError(name)


class GalleryScene(Scene):
    pointer = "arrow"

    def __init__(self, look: str, widget: str, lang: str = "de", machine: str | None = None):
        self.machine = MACHINES[machine or LOOKS[look]]
        self.name = widget
        self.lang = lang
        self.widget = make_widget(widget, self.machine, lang)
        self.last = None
        self.look = look_for(self.machine)
        # the screen's own bar behind the widget, never opened: GEM's desktop menu shows
        # its titles, Intuition's menu strip the screen title (the menus need the right button)
        self.screen_bar = MenuBar([Menu("Desk"), Menu("Datei"), Menu("Optionen")],
                                  title="retro  Galerie", machine=self.machine)

    def update(self, inp: Input) -> None:
        ev = self.widget.update(inp)
        if ev is not None:
            self.last = ev
        if getattr(self.widget, "finished", False):
            self.widget = make_widget(self.name, self.machine, self.lang)
        if inp.key("ESCAPE") and self.name in ("menubar",):
            self.close(self.last)

    def draw(self) -> None:
        lk = self.look
        m = self.machine
        lk.desktop(m.width, m.height)
        if self.name != "menubar":
            self.screen_bar.draw()
        self.widget.draw()
        if self.last is not None:
            s = f" -> {self.last!r} "
            import pyxel

            y = m.height - lk.ch - 4
            pyxel.rect(2, y - 2, lk.tw(s) + 4, lk.ch + 4, lk.paper)
            pyxel.rectb(2, y - 2, lk.tw(s) + 4, lk.ch + 4, lk.ink)
            lk.text(4, y, s)


def bench_scenes():
    """(name, factory) of every gallery scene, for `retro bench`."""
    return [(f"gui:{look}:{w}", (lambda look=look, w=w: GalleryScene(look, w)))
            for look in LOOKS for w in WIDGETS]


# -- screenshots ------------------------------------------------------------------------------
def _pose(scene: GalleryScene) -> list[Input]:
    """Inputs that bring a widget into a telling state for its picture."""
    w = scene.widget
    if scene.name == "menubar":
        x, y, tw, th = w.title_rects[1]
        dx, dy, dw, dh = w.drop_rects[1]
        held = {"R"} if w.look.menu_on_right_button else set()
        return [Input(x + 2, y + 2, held=held),
                Input(dx + 4, dy + 1 + w.item_h * 0 + 2, held=held)]
    if scene.name == "fileselector":
        return [Input(keys={"DOWN"}), Input(keys={"DOWN"}), Input(keys={"DOWN"})]
    if scene.name == "dialog":
        fx, fy, fw, fh = w.rect(w.items[-4])
        return [Input(fx + 2, fy + 2, pressed={"L"}, held={"L"})]
    if scene.name == "keyboard":
        return [Input(text="Anna")]
    if scene.name == "textfield":       # the cursor inside the name, not at its end
        return [Input(keys={"LEFT"}), Input(keys={"LEFT"}), Input(keys={"LEFT"})]
    if scene.name == "pager":
        return [Input(keys={"SPACE"})]
    return []


def shots(folder: str | Path | None = None, lang: str = "de", looks: dict | None = None) -> list[Path]:

    from ..scenes import App
    from ..testing import ensure_pyxel

    out = Path(folder) if folder else Path(__file__).resolve().parent / "shots"
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for look, mkey in (looks or LOOKS).items():
        ensure_pyxel(mkey)
        for name in WIDGETS:
            scene = GalleryScene(look, name, lang, mkey)
            app = App(scene, think_ms=0)
            app.frame(Input(0, 0), draw=False)
            for inp in _pose(scene):
                app.frame(inp, draw=False)
            last = app.last_input
            app.frame(Input(last.x or 40, last.y or 40, held=last.held), draw=True)
            path = out / f"{look}_{name}.png"
            write_png(path, scene.machine)
            written.append(path)
    return written


def write_png(path: Path, machine) -> None:
    """The screen as a palette PNG (pyxel.screenshot writes RGB, ten times larger for the
    ST's dot patterns; these files go into the README)."""
    import struct
    import zlib

    import pyxel

    w, h = machine.width, machine.height
    raw = bytearray()
    for y in range(h):
        raw.append(0)
        raw.extend(pyxel.pget(x, y) for x in range(w))
    pal = list(machine.palette)
    used = max(raw) + 1 if raw else 1
    pal = (pal + [0] * used)[:max(used, len(pal))]
    plte = b"".join(struct.pack(">I", c)[1:] for c in pal)

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    png = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 3, 0, 0, 0))
           + chunk(b"PLTE", plte) + chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b""))
    Path(path).write_bytes(png)


if __name__ == "__main__":
    for p in shots(sys.argv[1] if len(sys.argv) > 1 else None):
        print(p)
