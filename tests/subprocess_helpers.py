"""Subprocesses in tests, none of which may wait for ever: every read has a deadline, every
run a timeout, and a process still running at the end is killed.

A hung engine once kept `pytest` waiting 43 minutes on a readline (issue 18); now the test
fails after DEADLINE seconds and says what it waited for. The deadlines are generous for a
loaded 2-core machine: they catch hangs, they do not time anything.
"""
from __future__ import annotations

import os
import queue
import subprocess
import sys
import threading
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEADLINE = 60.0          # seconds for one answer of a process spoken to line by line
RUN_TIMEOUT = 300.0      # seconds for a whole `subprocess.run`


def retro_env(**extra: str) -> dict:
    """The environment for `python -m retro` from this checkout (not the installed one: the
    editable install may point at another worktree), with no audio device."""
    env = dict(os.environ, SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT))
    env.update(extra)
    return env


def run(args, *, timeout: float = RUN_TIMEOUT, **kwargs) -> subprocess.CompletedProcess:
    """subprocess.run with a timeout, which fails the test naming the command."""
    try:
        return subprocess.run(args, timeout=timeout, **kwargs)
    except subprocess.TimeoutExpired:
        raise AssertionError(f"{args!r} still running after {timeout} s") from None


class Talk:
    """A process spoken to line by line on its stdin and stdout. A thread reads its stdout
    into a queue, so that readline can give up after a deadline; the process never blocks on
    a full stdout pipe either. Use it with `with`: the process is killed at the end."""

    def __init__(self, args, *, cwd=ROOT, env=None, deadline: float = DEADLINE):
        self.args = args
        self.deadline = deadline
        self.p = subprocess.Popen(args, cwd=cwd, env=env if env is not None else retro_env(),
                                  stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        self._lines: queue.Queue = queue.Queue()
        threading.Thread(target=self._pump, daemon=True).start()

    def _pump(self) -> None:
        for line in self.p.stdout:
            self._lines.put(line)
        self._lines.put(None)                    # the end of the output

    def send(self, text: str) -> None:
        """text in one write of its own, as it is (a chunk may hold several lines, or a part)."""
        data = text.encode()
        fd = self.p.stdin.fileno()
        while data:
            data = data[os.write(fd, data):]

    def tell(self, line: str) -> None:
        self.send(line + "\n")

    def readline(self, deadline: float | None = None) -> str:
        """The next line of output without its end; fails after the deadline or at the end."""
        wait = self.deadline if deadline is None else deadline
        try:
            line = self._lines.get(timeout=wait)
        except queue.Empty:
            raise AssertionError(f"no answer within {wait} s from {self.args!r}") from None
        if line is None:
            raise AssertionError(f"{self.args!r} ended (exit code {self.p.poll()}) "
                                 "instead of answering")
        return line.rstrip("\n")

    def close(self, last: str | None = "quit", timeout: float = DEADLINE) -> int:
        """Says `last` (unless None), waits for the exit; killed if it does not come."""
        try:
            if last is not None:
                self.tell(last)
            return self.p.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            raise AssertionError(f"{self.args!r} did not end after {last!r}") from None
        finally:
            self.kill()

    def kill(self) -> None:
        if self.p.poll() is None:
            self.p.kill()
            self.p.wait()
        self.p.stdin.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.kill()


def engine(**kwargs) -> Talk:
    """`retro amalone --engine` of this checkout."""
    return Talk([sys.executable, "-m", "retro", "amalone", "--engine"], **kwargs)


def cpu_seconds(pid: int) -> float:
    """The CPU time (user and system) the process has used so far (Linux: /proc)."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


@contextmanager
def busy(n: int):
    """n processes that spin on the CPU while the block runs (killed at its end)."""
    spinners = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(n)]
    try:
        yield spinners
    finally:
        for p in spinners:
            p.kill()
        for p in spinners:
            p.wait()
