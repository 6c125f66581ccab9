"""A refused order or file: a texts key and its details, shown to the player in German."""
from __future__ import annotations


class Refused(Exception):
    def __init__(self, code: str, **params):
        super().__init__(code)
        self.key = code
        self.params = params

    def message(self) -> str:
        """The German reason; for a refused order also the order itself, so the player sees
        which of his lines to fix."""
        from .texts import MESSAGES, message
        text = message(self.key, **self.params)
        line = self.params.get("line")
        if line and "{line}" not in MESSAGES.get(self.key, ""):
            text = message("bad_line", line=line, reason=text)
        return text
