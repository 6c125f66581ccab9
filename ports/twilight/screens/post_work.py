"""The post's slow work on the screens (logging in, fetching, sending: seconds of network)
done in a thread of its own, so that no frame waits for it: the scene starts an Errand, says
that it works ("Post wird abgeholt ..."), takes no input meanwhile, and polls it once a frame
(PostErrands.poll_errand in its update) until it has ended; then its `then(errand)` says the
result or the German refusal.

pyxel belongs to the frame loop's thread alone: what the work must draw (the map picture of a
packet the pass writes) it hands over (Errand.on_main), and the next poll draws it.

The browser build has neither sockets nor threads: there every gadget of the post says that
the post works only in the program on the computer (Refusal post_no_sockets) before any
Errand is made.

A mailbox's password that is asked (post.ini: kennwort = fragen) is typed in a masked
requester and kept in PASSWORDS, by the folder of its post.ini, for this run of the program
only: never written anywhere.
"""
from __future__ import annotations

import queue
import threading
from pathlib import Path

from .desk_texts import POST as T
from .link import Refusal, explain, mail_password, no_sockets, storage_message
from .secret import PassphraseRequester, refusal_alert

PASSWORDS: dict = {}                # str(folder of post.ini) -> the password typed, this run only
MAIN_WAIT = 120.0                   # seconds the work waits for the frame loop to draw for it


def remembered(folder):
    return PASSWORDS.get(str(Path(folder).resolve()))


def remember(folder, password) -> None:
    key = str(Path(folder).resolve())
    if password:
        PASSWORDS[key] = password
    else:
        PASSWORDS.pop(key, None)


class Errand:
    """work() in a daemon thread (start()); poll() once a frame; then `result` or `error`."""

    def __init__(self, work, then, saying: str = ""):
        self.work, self.then, self.saying = work, then, saying
        self.result = self.error = None
        self._calls = queue.Queue()
        self._thread = threading.Thread(target=self._run, daemon=True, name="twilight-post")

    def start(self) -> Errand:
        self._thread.start()
        return self

    def _run(self) -> None:
        try:
            self.result = self.work()
        except BaseException as e:          # noqa: BLE001  (said by the scene, in German)
            self.error = e

    def on_main(self, fn, default=None):
        """fn as the work calls it: done by the frame loop in its next poll, its answer handed
        back; `default` if the loop has not come to it within MAIN_WAIT."""
        def call(*args):
            if threading.current_thread() is not self._thread:
                return fn(*args)
            box, done = {}, threading.Event()
            self._calls.put((fn, args, box, done))
            if not done.wait(MAIN_WAIT):
                return default
            if "error" in box:
                raise box["error"]
            return box["value"]
        return call

    def poll(self) -> bool:
        """What the work asked of this thread done (one call a frame); True once it has ended."""
        try:
            fn, args, box, done = self._calls.get_nowait()
        except queue.Empty:
            pass
        else:
            try:
                box["value"] = fn(*args)
            except Exception as e:          # noqa: BLE001  (raised again in the work)
                box["error"] = e
            done.set()
        return not self._thread.is_alive()

    def busy(self) -> bool:
        return self._thread.is_alive()


def reason(e) -> str:
    """An error of the post in German: a Refusal through explain, a file's error as storage says."""
    return explain(e) if isinstance(e, Refusal) else storage_message(e)


class PostErrands:
    """Mixed into a scene (self.ask, self.machine, self.look): the password of the post, the
    errand running, the window saying so."""
    errand = None

    def post_refused(self, message: str, title: str = "") -> None:
        self.ask(refusal_alert(message, self.machine, title or T["title"]), on_result=lambda _r: None)

    def browser_refuses(self) -> bool:
        """In the browser the post says that it works only in the program on the computer."""
        if no_sockets():
            self.post_refused(explain(Refusal("post_no_sockets")))
            return True
        return False

    def with_password(self, folder, s, go) -> None:
        """go(password): the mailbox's password from where post.ini says, or typed (asked here
        once a run, then remembered)."""
        try:
            password = mail_password(s, remembered(folder))
        except Refusal as e:
            if e.key != "post_password_needed":
                return self.post_refused(reason(e))
            who = s.incoming.user or s.outgoing.user or s.sender
            ask = PassphraseRequester(T["title"], T["ask_password"].format(user=who), T["password"],
                                      machine=self.machine)
            return self.ask(ask, on_result=lambda text: self._typed(folder, go, text))
        except Exception as e:              # noqa: BLE001  (a password file that cannot be read)
            return self.post_refused(reason(e))
        go(password)

    def _typed(self, folder, go, text) -> None:
        if text:
            remember(folder, text)
            go(text)

    def run_errand(self, work, then, saying: str) -> Errand:
        self.errand = Errand(work, then, saying)
        return self.errand

    def poll_errand(self) -> bool:
        """In update, first: True while an errand runs (the frame's input is not for the scene)."""
        e = self.errand
        if e is None:
            return False
        if e.poll():
            self.errand = None
            e.then(e)
        return True

    def draw_errand(self, cx: int | None = None) -> None:
        """The window saying what the errand does, centred on cx (the screen's middle)."""
        if self.errand is None:
            return
        lk, s = self.look, self.errand.saying
        w, h = lk.tw(s) + 40, 40
        x, y = (self.machine.width // 2 if cx is None else cx) - w // 2, 200
        lk.window(x, y, w, h, "", close=False)
        lk.text(x + 20, y + lk.title_bar_h + 10, s)
