"""The file selector: GEM's item selector on the ST, an ASL-like file requester on the Amiga.

Works on a real folder (by default the game's `retro.storage.data_dir`), lists its
folders and the files matching a wildcard (`*.EMP`; several as `*.EMP;*.SAV`), and
returns the chosen path as a string, or None for Abbruch. A click on a folder opens it,
a click on a file puts its name in the name field (a second click chooses it), the close
box (GEM) or "Mutter" (Amiga) goes up a folder. Typing edits the name; Return is OK.
Folders that cannot be read show as empty with a notice, and names the font cannot
show are drawn with '?' - neither ever stops the selector.
In save mode an existing file is only returned after an alert asked whether to replace
it; in open mode a name that is not there gives an alert saying so.
Decision of ours: a name typed without an extension gets the wildcard's (SPIEL ->
SPIEL.EMP when the wildcard is *.EMP), in open mode too unless SPIEL itself exists.
"""
from __future__ import annotations

import fnmatch
import os
from pathlib import Path

from ..input import Input
from .alert import Alert
from .base import RETURN_KEYS, Widget, printable
from .scrollbar import ScrollBar
from ..lang import texts as words

BAD_CHARS = set('/\\:*?"<>|\0')
MAX_NAME = 64


def matches(name: str, pattern: str) -> bool:
    """Does `name` match the wildcard (case-insensitive, as TOS and AmigaDOS are)?"""
    pats = [p.strip() for p in pattern.replace(",", ";").split(";") if p.strip()] or ["*"]
    up = name.upper()
    return any(fnmatch.fnmatchcase(up, p.upper()) for p in pats)


def list_folder(folder: Path, pattern: str):
    """(entries, error): entries are (name, is_dir) with folders first, sorted by name."""
    dirs, files = [], []
    try:
        with os.scandir(folder) as it:
            for e in it:
                name = e.name
                if name.startswith("."):
                    continue
                try:
                    is_dir = e.is_dir()
                except (OSError, ValueError):
                    continue
                if is_dir:
                    dirs.append(name)
                elif matches(name, pattern):
                    files.append(name)
    except (OSError, ValueError) as err:   # unreadable, gone, not a folder, NUL in the name
        return [], err
    key = str.upper
    return ([(n, True) for n in sorted(dirs, key=key)]
            + [(n, False) for n in sorted(files, key=key)]), None


class FileSelector(Widget):
    def __init__(self, folder=None, pattern: str = "*", *, mode: str = "open", name: str = "",
                 game: str | None = None, title: str | None = None, machine=None,
                 lang: str | None = None):
        super().__init__(machine, lang)
        if mode not in ("open", "save"):
            raise ValueError("mode is 'open' or 'save'")
        self.w_ = words(lang)
        self.mode = mode
        self.pattern = pattern or "*"
        self.title = title
        if folder is None:
            from .. import storage

            folder = storage.data_dir(game or "retro")
        self.folder = Path(folder)
        self.name = "".join(c for c in name if c not in BAD_CHARS and c.isprintable())[:MAX_NAME]
        self.entries: list[tuple[str, bool]] = []
        self.error: str | None = None
        self.sel: int | None = None
        self.t = 0
        self.last_click: tuple[int, int] | None = None   # (entry, frame) for double clicks
        self.confirm: Alert | None = None
        self.pending: str | None = None
        self.flash = 0
        self.layout()
        self.scan()

    # -- the folder -----------------------------------------------------------------------
    def scan(self) -> None:
        self.entries, err = list_folder(self.folder, self.pattern)
        self.error = self.w_["unreadable"] if err is not None else None
        self.sel = None
        self.bar.set(0, self.rows, len(self.entries))

    def enter(self, name: str) -> None:
        self.folder = self.folder / name
        self.scan()

    def up(self) -> None:
        parent = self.folder.parent
        if parent != self.folder:
            self.folder = parent
            self.scan()

    def path_text(self, cols: int) -> str:
        if self.look.file_fields_under_list:   # the pattern has a field of its own
            s = str(self.folder)
        else:
            s = str(self.folder / self.pattern)
        s = printable(s, self.look.font)
        return s if len(s) <= cols else ".." + s[-max(1, cols - 2):]

    # -- layout ---------------------------------------------------------------------------
    def layout(self) -> None:
        lk = self.look
        m = self.machine
        cw, bh = lk.cw, lk.bh
        self.list_cols = 22
        if not lk.file_fields_under_list:
            self.w = min(m.width - 8, 48 * cw)
            self.rows = 9
            list_h = lk.bar_h + self.rows * lk.row_h + 4
            right_w = 13 * cw                       # the selection field and the buttons
            avail = self.w - 4 * cw
            self.list_cols = max(8, min(22, (avail - right_w - lk.sb_w - 2 * cw - 4) // cw))
            lw = self.list_cols * cw + 4
            # rows from the top: title, "Directory:", the path, a gap, then the list
            path_top = bh + lk.ch + 4
            list_top = path_top + bh + bh // 2
            self.h = list_top + list_h + bh
            self.x = (m.width - self.w) // 2
            self.y = max(4, (m.height - self.h) // 2)
            x0 = self.x + 2 * cw
            self.path_y = self.y + path_top
            lx, ly = x0, self.y + list_top
            self.list_rect = (lx, ly, lw, list_h)
            self.head_rect = (lx, ly, lw + lk.sb_w - 1, lk.bar_h)
            self.close_rect = (lx, ly, lk.bar_h, lk.bar_h)
            self.rows_rect = (lx, ly + lk.bar_h - 1, lw, list_h - lk.bar_h + 1)
            self.bar = ScrollBar(lk, lx + lw - 1, ly + lk.bar_h - 1, lk.sb_w, list_h - lk.bar_h + 1)
            self.list_w = lw - 3                    # the rows reach the scroll bar
            rx = self.x + self.w - 2 * cw - right_w
            self.sel_label_y = ly
            self.name_rect = (rx, ly + lk.ch + 4, 12 * cw + 8, bh)
            bw = 10 * cw
            self.ok_rect = (rx + cw, ly + list_h - 3 * bh, bw, bh)
            self.cancel_rect = (rx + cw, ly + list_h - bh - 2, bw, bh)
            self.parent_rect = None
        else:
            self.w = min(m.width - 8, 40 * cw + lk.sb_w + 16)
            self.rows = 10
            t = lk.title_bar_h
            list_h = self.rows * lk.row_h + 4
            self.h = t + list_h + 4 * (bh + lk.gap) + 3 * lk.gap + 4
            self.x = (m.width - self.w) // 2
            self.y = (m.height - self.h) // 2
            lx, ly = self.x + 6, self.y + t + lk.gap
            lw = self.w - 12 - lk.sb_w
            self.list_rect = (lx, ly, lw, list_h)
            self.rows_rect = self.list_rect
            self.bar = ScrollBar(lk, lx + lw, ly, lk.sb_w, list_h)
            self.list_w = lw - 4                    # clear of the recessed border
            self.close_rect = None
            label_w = max(lk.tw(self.w_[k]) for k in ("pattern", "drawer", "file")) + cw
            fy = ly + list_h + lk.gap
            fx = lx + label_w
            fw = self.w - 6 - (fx - self.x)
            self.pattern_rect = (fx, fy, fw, bh)
            self.drawer_rect = (fx, fy + bh + lk.gap, fw, bh)
            self.name_rect = (fx, fy + 2 * (bh + lk.gap), fw, bh)
            self.label_x = lx
            by = fy + 3 * (bh + lk.gap) + lk.gap
            bw = max(lk.tw(self.w_[k]) for k in ("ok", "parent", "cancel")) + 2 * cw
            self.ok_rect = (lx, by, bw, bh)
            self.parent_rect = (self.x + (self.w - bw) // 2, by, bw, bh)
            self.cancel_rect = (self.x + self.w - 6 - bw, by, bw, bh)
        self.list_x = self.rows_rect[0] + 2
        self.list_y = self.rows_rect[1] + 2

    def row_at(self, inp: Input) -> int | None:
        lk = self.look
        if not (self.list_x <= inp.x < self.list_x + self.list_w):
            return None
        k = (inp.y - self.list_y) // lk.row_h
        if inp.y < self.list_y or k >= self.rows:
            return None
        i = self.bar.first + k
        return i if i < len(self.entries) else None

    # -- input ------------------------------------------------------------------------------
    def update(self, inp: Input):
        if self.finished:
            return None
        self.t += 1
        if self.flash:
            self.flash -= 1
        if self.confirm is not None:
            return self._update_confirm(inp)
        if inp.key("ESCAPE"):
            return self.finish(None)
        for ch in inp.text:
            if ch in BAD_CHARS or not ch.isprintable() or len(self.name) >= MAX_NAME:
                self.flash = 6
            else:
                self.name += ch
        if inp.key("BACKSPACE", "DELETE"):
            self.name = self.name[:-1]
        if inp.key(*RETURN_KEYS):
            return self.ok()
        if inp.key("UP", "DOWN") and self.entries:
            step = -1 if inp.key("UP") else 1
            i = 0 if self.sel is None else max(0, min(len(self.entries) - 1, self.sel + step))
            self._pick(i)
            if not self.bar.first <= i < self.bar.first + self.rows:
                self.bar.set(i - (0 if step < 0 else self.rows - 1), self.rows, len(self.entries))
        if inp.wheel:
            self.bar.set(self.bar.first - 3 * inp.wheel, self.rows, len(self.entries))
        if inp.clicked("L"):
            if inp.inside(*self.ok_rect):
                return self.ok()
            if inp.inside(*self.cancel_rect):
                return self.finish(None)
            if (self.close_rect and inp.inside(*self.close_rect)) or \
                    (self.parent_rect and inp.inside(*self.parent_rect)):
                self.up()
                return None
            i = self.row_at(inp)
            if i is not None:
                name, is_dir = self.entries[i]
                if is_dir:
                    self.enter(name)
                    return None
                double = self.last_click is not None and self.last_click[0] == i \
                    and self.t - self.last_click[1] <= 20
                self._pick(i)
                self.last_click = (i, self.t)
                if double:
                    return self.ok()
                return None
        self.bar.update(inp)
        return None

    def _pick(self, i: int) -> None:
        self.sel = i
        name, is_dir = self.entries[i]
        if not is_dir:
            self.name = name

    def target(self) -> Path | None:
        name = self.name.strip()
        if not name or name in (".", ".."):
            return None
        ext = self.default_extension()
        if ext and "." not in name:
            # saving adds the wildcard's extension; opening finds what saving wrote
            if self.mode == "save" or not (self.folder / name).exists():
                name += ext
        return self.folder / name

    def default_extension(self) -> str:
        """".EMP" for the wildcard "*.EMP"; "" when the wildcard names several or none."""
        pats = [p.strip() for p in self.pattern.replace(",", ";").split(";") if p.strip()]
        if len(pats) == 1 and pats[0].startswith("*.") and not set(pats[0][2:]) & set("*?["):
            return pats[0][1:]
        return ""

    def ok(self):
        if not self.name.strip() and self.sel is not None and self.entries[self.sel][1]:
            self.enter(self.entries[self.sel][0])   # Return on a folder picked with the arrows
            return None
        path = self.target()
        if path is None:
            self.flash = 6
            return None
        try:
            is_dir, exists = path.is_dir(), path.exists()
        except (OSError, ValueError):
            is_dir = exists = False
        if is_dir:
            self.folder = path
            self.name = ""
            self.scan()
            return None
        shown = printable(path.name, self.look.font)
        if self.mode == "save" and exists:
            self.pending = str(path)
            self.confirm = Alert(self.w_["overwrite"].format(name=shown),
                                 [self.w_["yes"], self.w_["no"]], icon="question", default=1,
                                 cancel=1, machine=self.machine, lang=self.lang)
            return None
        if self.mode == "open" and not exists:
            self.pending = None
            self.confirm = Alert(self.w_["not_found"].format(name=shown), None, icon="stop",
                                 machine=self.machine, lang=self.lang)
            return None
        return self.finish(str(path))

    def _update_confirm(self, inp: Input):
        ans = self.confirm.update(inp)
        if not self.confirm.finished:
            return None
        self.confirm = None
        if self.pending is not None and ans == 0:
            path, self.pending = self.pending, None
            return self.finish(path)
        self.pending = None
        return None

    # -- drawing -----------------------------------------------------------------------------
    def draw(self) -> None:
        if self.look.file_fields_under_list:
            self._draw_asl()
        else:
            self._draw_gem()
        if self.confirm is not None:
            self.confirm.draw()

    def _draw_rows(self, col_dir_tag: bool) -> None:
        import pyxel

        lk = self.look
        x, y, w = self.list_x, self.list_y, self.list_w
        pyxel.clip(x, y, w, self.rows * lk.row_h)
        if self.error or not self.entries:
            lk.text(x + lk.cw, y + 1, self.error or self.w_["empty"])
        for k in range(self.rows):
            i = self.bar.first + k
            if i >= len(self.entries):
                break
            name, is_dir = self.entries[i]
            ry = y + k * lk.row_h
            shown = printable(name, lk.font)
            if col_dir_tag:  # Intuition: folders say so at the right
                lk.list_row(x, ry, w, shown, i == self.sel, self.w_["dir_tag"] if is_dir else "",
                            lk.light if is_dir else None)
            else:  # GEM: folders get a diamond in front
                lk.list_row(x, ry, w, "  " + shown, i == self.sel)
                if is_dir:
                    col = lk.paper if i == self.sel else lk.ink
                    cx, cy, r = x + 2 + lk.cw // 2, ry + 1 + lk.ch // 2, max(2, lk.cw // 3)
                    pyxel.tri(cx - r, cy, cx + r, cy, cx, cy - r, col)
                    pyxel.tri(cx - r, cy, cx + r, cy, cx, cy + r, col)
        pyxel.clip()

    def _draw_gem(self) -> None:
        import pyxel

        lk = self.look
        cw, bh = lk.cw, lk.bh
        lk.panel(self.x, self.y, self.w, self.h)
        title = self.title or self.w_["selector"]
        lk.text(self.x + (self.w - lk.tw(title)) // 2, self.y + (bh - lk.ch) // 2 + 1, title)
        x0 = self.x + 2 * cw
        lk.text(x0, self.path_y - lk.ch - 2, self.w_["directory"])
        cols = (self.w - 4 * cw) // cw
        lk.field(x0, self.path_y, cols * cw, bh, self.path_text(cols))
        # the list: header with close box and the wildcard, rows, scroll bar
        lx, ly, lw, lh = self.list_rect
        lk.list_box(lx, ly, lw + lk.sb_w - 1, lh)
        hx, hy, hw, hh = self.head_rect
        pyxel.rect(hx, hy, hw, hh, lk.paper)
        lk.pattern(hx + 1, hy + 1, hw - 2, hh - 2)
        pyxel.rectb(hx, hy, hw, hh, lk.ink)
        lk.close_box(*self.close_rect[:2], self.close_rect[2])
        pat = printable(self.pattern, lk.font)[:self.list_cols - 4]
        px = hx + (hw - lk.tw(pat)) // 2
        pyxel.rect(px - 2, hy + 1, lk.tw(pat) + 4, hh - 2, lk.paper)
        lk.text(px, hy + (hh - lk.ch) // 2 + 1, pat)
        self._draw_rows(False)
        self.bar.draw()
        nx, ny, nw, nh = self.name_rect
        lk.text(nx, self.sel_label_y, self.w_["selection"])
        lk.field(nx, ny, nw, nh, self.name[-(nw // cw):], cursor=True, flash=self.flash > 0)
        lk.button(*self.ok_rect, self.w_["ok"], default=True)
        lk.button(*self.cancel_rect, self.w_["cancel"])

    def _draw_asl(self) -> None:
        lk = self.look
        lk.window(self.x, self.y, self.w, self.h, self.title or self.w_["asl_title"], close=False)
        lk.list_box(*self.list_rect)
        self._draw_rows(True)
        self.bar.draw()
        for key, rect, text, cur in (("pattern", self.pattern_rect, self.pattern, False),
                                     ("drawer", self.drawer_rect, None, False),
                                     ("file", self.name_rect, self.name, True)):
            x, y, w, h = rect
            lk.text(self.label_x, y + (h - lk.ch) // 2, self.w_[key])
            if text is None:
                text = self.path_text(max(1, (w - 8) // lk.cw))
            lk.field(x, y, w, h, printable(text, lk.font), cursor=cur, flash=cur and self.flash > 0)
        lk.button(*self.ok_rect, self.w_["ok"], default=True)
        lk.button(*self.parent_rect, self.w_["parent"])
        lk.button(*self.cancel_rect, self.w_["cancel"])
