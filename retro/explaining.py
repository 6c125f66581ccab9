"""A port's `explain(refusal, lang)`, written once: a Refusal (retro.play) as the player reads it.

The port gives its lookup (`say`, a retro.lang.Texts) and what it names in its own words
(EMPERADO's and ACME's countries); the rest is the same in every port: a key the port has
no text for is the protocol's own (retro.play.generic_text: a file's damage, a record's bad
line), a text among the params is quoted by its beginning (a file's megabyte), and a nested
refusal (the `reason` of a bad file) is explained in its turn.
"""
from __future__ import annotations

from typing import Callable


def explain_with(refusal, lang: str, say: Callable, explain: Callable, *,
                 known: Callable | None = None, names: Callable | None = None) -> str:
    """`refusal` in `lang` through the port's `say(key, lang, **params)`; `explain` is the
    port's own function (for the nested reason), `known(key)` whether the port has the text
    (by default: `key in say`), `names(params, lang) -> params` words what the port names."""
    from .play import generic_text
    from .storage import excerpts
    if not (known(refusal.key) if known is not None else refusal.key in say):
        return generic_text(refusal, lang, explain)
    params = excerpts(refusal.params, lang)
    if hasattr(params.get("reason"), "key"):
        params["reason"] = explain(params["reason"], lang)
    if names is not None:
        params = names(params, lang)
    return say(refusal.key, lang, **params)
