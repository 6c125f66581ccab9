"""The post of a game ("Post des Spiels", from the game master's desk): what `retro twilight gm
post einrichten ORDNER` asks, in one Intuition window. Fetching: IMAP, POP3 or a Maildir (a
cycle gadget), server[:port], security (tls, starttls, keine; untouched: the command line's
default by the port), user; sending: SMTP server[:port], security, user (empty: the
mailbox's), the sender's address; where the mailbox's password is (a file, an environment
variable, asked - typed here it stays in memory for this run only - or saved now into a
file he names, readable by him alone, as --kennwort-speichern); the CA file.

"Speichern" writes post.ini as the command line does (link.post_setup: config.answered, the
logic of post_commands.settings_from) and shows what the command line says. "Prüfen" logs in
to both servers as `gm post pruefen` does, in a thread (post_work.Errand: no frame waits for
the network), and shows its German lines. Every refusal is a requester naming the field;
nothing typed is lost. In the browser (no sockets) the desk's gadget refuses before this opens.
"""
from __future__ import annotations

from pathlib import Path

from retro import screen
from retro.gui.alert import ok_cancel
from retro.gui.base import wrap
from retro.gui.look import look_for
from retro.gui.textfield import TextField, edit_fields
from retro.input import Input
from retro.scenes import Scene

from . import palette as P
from .gm_texts import POST as T
from .link import (POST_SECURITY, PostAnswers, Refusal, default_security, mail_password, post_check, post_preview,
                   post_settings, post_setup)
from .post_work import PostErrands, reason, remember, remembered
from .secret import SecretField

WIN_X, WIN_Y, WIN_W, WIN_H = 16, 16, 608, 488
ROW_H = 20
LABEL = 12                                 # the fields' labels, padded to one width
COLS = 44
KINDS = ("imap", "pop3", "maildir")
MODES = ("datei", "umgebung", "fragen", "speichern")
SEC_X = 260                                # the security gadgets, right of the section's title
SAID_ROWS = 9                              # lines of the report (the 6x6 font)


class PostScene(PostErrands, Scene):
    machine = P.MACHINE
    pointer = "arrow"

    def __init__(self, folder):
        self.folder = Path(folder)
        self.look = lk = look_for(self.machine)
        s = post_settings(self.folder)
        self.kind, self.security = s.kind, {"in": s.incoming.security, "out": s.outgoing.security}
        self.chosen = {"in": bool(s.incoming.host), "out": bool(s.outgoing.host)}   # else: the port's default
        spec = s.password
        self.mode = "datei" if spec.startswith("datei:") else "umgebung" if spec.startswith("umgebung:") else "fragen"
        self.intro = wrap(T["intro"], (WIN_W - 36) // lk.cw)
        x, y = WIN_X + 16, WIN_Y + lk.title_bar_h + 10 + len(self.intro) * (lk.ch + 2) + 6
        self.y = {"in": y, "out": y + 4 * ROW_H, "secret": y + 8 * ROW_H, "ca": y + 13 * ROW_H}

        def field(text, y, label, cols=COLS):
            return TextField(text, 200, cols=cols, label=label.ljust(LABEL), x=x, y=y, machine=self.machine)
        yi, yo, ys = self.y["in"], self.y["out"], self.y["secret"]
        self.server_in = field(s.incoming.where() if s.incoming.host else "", yi + 2 * ROW_H, T["server"])
        self.maildir = field(s.maildir, yi + 2 * ROW_H, T["maildir"])
        self.user_in = field(s.incoming.user, yi + 3 * ROW_H, T["user"])
        self.server_out = field(s.outgoing.where() if s.outgoing.host else "", yo + ROW_H, T["server"])
        self.user_out = field("" if s.outgoing.user == s.incoming.user else s.outgoing.user, yo + 2 * ROW_H,
                              T["smtp_user"], cols=24)
        self.sender = field(s.sender, yo + 3 * ROW_H, T["sender"])
        self.pw_file = field(spec[6:] if self.mode == "datei" else "", ys + 2 * ROW_H, T["file"])
        self.pw_env = field(spec[9:] if self.mode == "umgebung" else "", ys + 2 * ROW_H, T["env"], cols=24)
        self.pw = SecretField(remembered(self.folder) or "", cols=20, label=T["password"].ljust(LABEL), x=x,
                              y=ys + 3 * ROW_H, machine=self.machine)
        self.again = SecretField("", cols=20, label=T["again"], x=x + 300, y=ys + 3 * ROW_H, machine=self.machine)
        self.ca = field(s.ca_file, self.y["ca"], T["ca"])
        self.place_password()
        self.focused = self.fields[0]
        by = self.y["ca"] + ROW_H + 4
        self.rects = {"save": (x, by, 12 * lk.cw, lk.bh + 2), "check": (x + 14 * lk.cw, by, 12 * lk.cw, lk.bh + 2),
                      "close": (WIN_X + WIN_W - 16 - 12 * lk.cw, by, 12 * lk.cw, lk.bh + 2),
                      "kind": (x + LABEL * lk.cw + lk.cw, yi + ROW_H, 10 * lk.cw, lk.bh),
                      "sec_in": (x + SEC_X, yi, 20 * lk.cw, lk.bh), "sec_out": (x + SEC_X, yo, 20 * lk.cw, lk.bh),
                      "mode": (x + LABEL * lk.cw + lk.cw, ys + ROW_H, 22 * lk.cw, lk.bh)}
        self.said_y = by + lk.bh + 10
        self.said: list = []
        self.kept = self.state()

    @property
    def fields(self) -> list:
        """The fields that take keys now, in the order Tab goes."""
        way = [self.maildir] if self.kind == "maildir" else [self.server_in]
        pw = {"datei": [self.pw_file], "umgebung": [self.pw_env], "fragen": [self.pw],
              "speichern": [self.pw_file, self.pw, self.again]}[self.mode]
        return way + [self.user_in, self.server_out, self.user_out, self.sender] + pw + [self.ca]

    def state(self) -> tuple:
        return (self.kind, self.mode, tuple(sorted(self.security.items())), tuple(sorted(self.chosen.items())),
                tuple(f.text for f in (self.server_in, self.maildir, self.user_in, self.server_out, self.user_out,
                                       self.sender, self.pw_file, self.pw_env, self.pw, self.again, self.ca)))

    def shown_security(self, side: str) -> str:
        """The security as chosen, or what the command line takes by the port (its default)."""
        if self.chosen[side]:
            return self.security[side]
        port = (self.server_in if side == "in" else self.server_out).text.strip().rpartition(":")[2]
        return T["default"].format(value=default_security(side, int(port) if port.isdigit() else 0))

    # -- input --------------------------------------------------------------------------
    def update(self, inp: Input) -> None:
        if self.poll_errand():
            return
        if inp.key("ESCAPE") or inp.clicked("L") and inp.inside(*self.rects["close"]):
            return self.leave()
        if inp.clicked("L"):
            for what in ("save", "check", "kind", "sec_in", "sec_out", "mode"):
                if inp.inside(*self.rects[what]) and not (what == "sec_in" and self.kind == "maildir"):
                    return self.press(what)
        fields = self.fields
        focus = fields.index(self.focused) if self.focused in fields else 0
        focus, submitted = edit_fields(fields, focus, inp)
        self.focused = fields[focus]
        if submitted:
            self.save()

    def press(self, what: str) -> None:
        if what == "save":
            return self.save()
        if what == "check":
            return self.check()
        if what == "kind":
            self.kind = KINDS[(KINDS.index(self.kind) + 1) % len(KINDS)]
        elif what == "mode":
            self.mode = MODES[(MODES.index(self.mode) + 1) % len(MODES)]
            self.place_password()
        else:
            side = what[4:]
            now = self.shown_security(side).split()[0]
            self.security[side] = POST_SECURITY[(POST_SECURITY.index(now) + 1) % len(POST_SECURITY)]
            self.chosen[side] = True

    def place_password(self) -> None:
        """Asked: the password's field right under its gadget; saved: under the file's."""
        self.pw.put_at(self.pw.x, self.y["secret"] + (2 if self.mode == "fragen" else 3) * ROW_H)

    def leave(self) -> None:
        if self.state() != self.kept:
            return self.ask(ok_cancel(T["unsaved"], machine=self.machine),
                            on_result=lambda r: self.close(None) if r == 0 else None)
        self.close(None)

    def _path(self, text: str) -> str:
        """A path typed: ~ expanded, a relative one taken in the game's folder (not where the
        program was started)."""
        text = text.strip()
        if not text:
            return ""
        p = Path(text).expanduser()
        return str(p if p.is_absolute() else self.folder / p)

    def answers(self) -> PostAnswers:
        way = {"imap": "imap", "pop3": "pop3"}.get(self.kind)
        a = PostAnswers(user=self.user_in.text.strip(), smtp=self.server_out.text.strip(),
                        sender=self.sender.text.strip(), ca_file=self._path(self.ca.text),
                        smtp_user=self.user_out.text.strip() or self.user_in.text.strip(),
                        security_in=self.security["in"] if self.chosen["in"] else "",
                        security_out=self.security["out"] if self.chosen["out"] else "")
        if way:
            setattr(a, way, self.server_in.text.strip())
        else:
            a.maildir = self._path(self.maildir.text)
        if self.mode == "datei":
            a.pw_file = self._path(self.pw_file.text)
        elif self.mode == "umgebung":
            a.pw_env = self.pw_env.text.strip()
        elif self.mode == "fragen":
            a.pw_ask = True
        else:
            a.pw_save = self._path(self.pw_file.text)
        return a

    def missing(self) -> bool:
        """Refused (a requester, the cursor in the field) when a field the post needs is empty."""
        need = [(self.maildir, T["no_maildir"]) if self.kind == "maildir" else
                (self.server_in, T["no_server"].format(what=T["in"])),
                (self.server_out, T["no_server"].format(what=T["out"])), (self.sender, T["no_sender"])]
        if self.mode in ("datei", "speichern"):
            need.append((self.pw_file, T["no_file"]))
        if self.mode == "umgebung":
            need.append((self.pw_env, T["no_env"]))
        for f, message in need:
            if not f.text.strip():
                self.focused = f
                self.post_refused(message, T["error_title"])
                return True
        return False

    def save(self) -> None:
        if self.missing():
            return
        if self.mode == "speichern" and not self.pw.text:
            return self._refuse(T["no_password"], self.pw)
        if self.mode == "speichern" and self.again.text != self.pw.text:
            return self._refuse(T["mismatch"], self.again)
        try:
            s, said = post_setup(self.folder, self.answers(), self.pw.text)
        except Exception as e:             # noqa: BLE001  (a Refusal, or a folder that cannot be written)
            return self._refuse(T["refused"].format(what=self.folder / "post.ini", reason=reason(e)))
        if self.mode == "fragen":
            remember(self.folder, self.pw.text)            # this run only; empty: asked again
        elif self.mode == "speichern":
            self.mode = "datei"
            self.pw_file.set_text(s.password[6:])
            for f in (self.pw, self.again):
                f.set_text("")                             # the password leaves the screen's memory
        self.said, self.kept = said.splitlines(), self.state()

    def check(self) -> None:
        """`gm post pruefen` on the answers as they stand (not saved), in a thread."""
        if self.browser_refuses() or self.missing():
            return
        try:
            s = post_preview(self.folder, self.answers())
            typed = self.pw.text or (remembered(self.folder) if self.mode == "fragen" else "")
            password = mail_password(s, typed or None)
        except Refusal as e:
            if e.key == "post_password_needed":
                return self._refuse(T["no_password"], self.pw)
            return self._refuse(reason(e))
        except Exception as e:             # noqa: BLE001  (a password file that cannot be read)
            return self._refuse(reason(e))
        self.run_errand(lambda: post_check(s, password, self.folder), self._checked, T["checking"]).start()

    def _checked(self, errand) -> None:
        if errand.error is not None:
            return self._refuse(reason(errand.error))
        self.said = errand.result[1].splitlines()

    def _refuse(self, message: str, field=None) -> None:
        if field is not None:
            self.focused = field
        self.post_refused(message, T["error_title"])

    # -- drawing ------------------------------------------------------------------------
    def draw(self) -> None:
        lk = self.look
        lk.desktop(self.machine.width, self.machine.height)
        bx, by, bw, bh = lk.window(WIN_X, WIN_Y, WIN_W, WIN_H, T["title"], close=False)
        x = WIN_X + 16
        for k, line in enumerate(self.intro):
            lk.text(bx + 14, by + 8 + k * (lk.ch + 2), line, P.BLACK)
        for key, title in (("in", T["in"]), ("out", T["out"]), ("secret", T["secret"])):
            for dx in (0, 1):                               # bold: the section's title
                lk.text(x + dx, self.y[key] + 2, title, P.BLACK)
        rk = self.rects
        lk.text(x, rk["kind"][1] + 2, T["kind"], P.BLACK)
        lk.button(*rk["kind"], T["kinds"][self.kind])
        for side in ("in", "out"):
            if side == "in" and self.kind == "maildir":
                continue
            r = rk["sec_" + side]
            lk.text(r[0] - lk.tw(T["security"]) - lk.cw, r[1] + 2, T["security"], P.BLACK)
            lk.button(*r, self.shown_security(side))
        lk.text(x, rk["mode"][1] + 2, T["where"], P.BLACK)
        lk.button(*rk["mode"], T["modes"][self.mode])
        focused = self.focused if self.errand is None else None
        for f in self.fields:
            f.focused = f is focused
            f.draw()
        box = self.user_out.rects()["box"]
        lk.text(box[0] + box[2] + lk.cw, self.user_out.y + 2, T["smtp_user_hint"], P.BLACK)
        hint = {"fragen": T["ask_hint"], "speichern": T["save_hint"]}.get(self.mode)
        if hint:
            lk.text(x, self.pw.y + ROW_H + 2, hint[:(WIN_W - 32) // lk.cw], P.BLACK)
        box = self.ca.rects()["box"]
        screen.text(box[0], box[1] + box[3] + 3, T["ca_hint"], P.BLACK, "st6x6")
        lk.button(*rk["save"], T["save"], default=True)
        lk.button(*rk["check"], T["check"])
        lk.button(*rk["close"], T["close"])
        self._said(x, bw)
        self.draw_errand()

    def _said(self, x: int, bw: int) -> None:
        lk = self.look
        y, w = self.said_y, WIN_W - 32
        lk.text(x, y, T["said"], P.BLACK)
        lines = [part for line in self.said for part in (wrap(line, (w - 8) // 6) or [""])]
        top = y + lk.ch + 4
        lk.field(x, top, w, SAID_ROWS * 8 + 6, "")
        for k, line in enumerate(lines[-SAID_ROWS:]):
            screen.text(x + 4, top + 3 + k * 8, line, P.BLACK, "st6x6")
