"""A refused order or file: a texts key and its details, shown to the player in German."""
from __future__ import annotations


class Refused(Exception):
    def __init__(self, code: str, **params):
        super().__init__(code)
        self.key = code
        self.params = params

    def message(self) -> str:
        from .texts import message
        return message(self.key, **self.params)
