"""A rule says no: Refusal, the protocol's one error, and the texts of the protocol's own
refusals (`generic_text`), which a port's `Rules.explain` falls back to. Pure: no pyxel."""
from __future__ import annotations


class Refusal(Exception):
    """The one way a rule, a parser or a file says no: a key naming the text, and its values.

    The text is made where it is shown (`Rules.explain(refusal, lang)`), in the game's
    language; `str()` gives the key and values for logs and tracebacks."""

    def __init__(self, key: str, /, **params):
        super().__init__(key)
        self.key = key
        self.params = params

    def __str__(self) -> str:
        if not self.params:
            return self.key
        return self.key + " " + " ".join(f"{k}={v!r}" for k, v in sorted(self.params.items(),
                                                                         key=lambda kv: kv[0]))

    def __repr__(self) -> str:
        return f"Refusal({self.key!r}, {self.params!r})"


# The protocol's own refusals, in the collection's three languages; a port's explain()
# falls back to these (`generic_text`), so that no port repeats them.
GENERIC_TEXTS = {
    "de": {
        "not_your_turn": "Sie sind nicht am Zug.",
        "game_over": "Das Spiel ist zu Ende.",
        "no_undo": "Es gibt keinen Zug zum Zurücknehmen.",
        "no_redo": "Es gibt keinen Zug zum Wiederholen.",
        "load_mismatch": "Der Spielstand passt nicht zu seinem Protokoll.",
        "bad_record": "Zeile {line}: {reason}",
        "bad_file": "Die Datei ist beschädigt: {reason}",
        "after_end": "das Spiel war da schon zu Ende",
    },
    "nl": {
        "not_your_turn": "U bent niet aan zet.",
        "game_over": "De partij is afgelopen.",
        "no_undo": "Er is geen zet om terug te nemen.",
        "no_redo": "Er is geen zet om opnieuw te spelen.",
        "load_mismatch": "De partij klopt niet met haar zetten.",
        "bad_record": "Regel {line}: {reason}",
        "bad_file": "Het bestand is beschadigd: {reason}",
        "after_end": "de partij was al afgelopen",
    },
    "en": {
        "not_your_turn": "It is not your turn.",
        "game_over": "The game is over.",
        "no_undo": "There is no move to take back.",
        "no_redo": "There is no move to redo.",
        "load_mismatch": "The saved game does not match its moves.",
        "bad_record": "Line {line}: {reason}",
        "bad_file": "The file is damaged: {reason}",
        "after_end": "the game was already over",
    },
}


def generic_text(refusal: Refusal, lang: str | None = None, explain=None) -> str:
    """The text of one of the protocol's own refusals (its key, if it is none of them).
    `explain` turns a nested refusal (the reason of a bad record line) into text."""
    from .storage import DAMAGE, excerpts
    table = GENERIC_TEXTS.get(lang or "de", GENERIC_TEXTS["en"])
    template = table.get(refusal.key) or DAMAGE.get(lang or "de", DAMAGE["en"]).get(refusal.key)
    if template is None:
        return refusal.key
    params = excerpts(refusal.params, lang)     # a file's megabyte quoted by its beginning
    reason = params.get("reason")
    if isinstance(reason, Refusal):
        params["reason"] = explain(reason, lang) if explain else generic_text(reason, lang)
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        return template
