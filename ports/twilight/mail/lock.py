"""One program at a time on a game master's folder: the post's pass (cron, the watch) and the
game master's commands (gm run, skip, deadline ...) each hold `.sperre` in the folder while
they work, so that none saves the master file over what another has just saved. The system
frees the lock of a program that is killed. Where there is no flock (Windows), nothing is
locked."""
from __future__ import annotations

import os
import time
from pathlib import Path

from retro.play import Refusal

FILE = ".sperre"


class GameLock:
    def __init__(self, folder, wait: float = 0.0):
        self.path = Path(folder) / FILE
        self.wait = wait
        self.fd = None

    def __enter__(self):
        try:
            import fcntl
        except ImportError:
            return self
        if not self.path.parent.is_dir():
            return self                 # no game here: the command says so itself
        self.fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
        end = time.monotonic() + self.wait
        while True:
            try:
                fcntl.flock(self.fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                return self
            except OSError:
                if time.monotonic() >= end:
                    os.close(self.fd)
                    self.fd = None
                    raise Refusal("game_busy", dir=str(self.path.parent)) from None
                time.sleep(0.05)

    def __exit__(self, *exc):
        if self.fd is not None:
            os.close(self.fd)
            self.fd = None
