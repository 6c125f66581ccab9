"""texts.py: every message the rules produce is German, complete and drawable in the ST font."""
import string

import pytest

from ports.emperado import texts, world
from ports.emperado.texts import explain
from retro.play import Refusal


def _all_texts():
    out = list(texts.MESSAGES.values())
    for value in vars(texts).values():
        if isinstance(value, str):
            out.append(value)
        elif isinstance(value, dict):
            out += [v for v in value.values() if isinstance(v, str)]
    return out + [c.name for c in world.COUNTRIES] + [c.name for c in world.CONTINENTS]


@pytest.mark.parametrize("key", sorted(texts.MESSAGES))
def test_every_message_fills_in(key):
    fields = [f for _, f, _, _ in string.Formatter().parse(texts.MESSAGES[key]) if f]
    for lang in ("de", "en"):
        text = explain(Refusal(key, **{f: "Ägypten" for f in fields}), lang)
        assert text and "{" not in text


def test_umlauts_and_sharp_s_as_the_original_writes_them():
    # EMPERADO 2 (seed in the ST character set: ₧ stands for ß)
    names = {c.name for c in world.COUNTRIES}
    assert {"Südstaaten", "Ägypten", "Türkei", "Grönland", "Südafrika"} <= names
    assert "₧" not in "".join(_all_texts())


# EMPERADO 3a Kartenbonus: "Dieser steigt in jeder Runde (genauer nach 1 Runde + 1 Spieler)
# und nach jedem Kartentausch um eine Armee" - the help said "jede Runde" in ARMEEN and
# "alle (Zahl der Parteien + 1) Züge" later (issue 24.15); the rules do the latter
def test_the_help_says_one_thing_of_the_card_bonus():
    from ports.emperado.screens import texts_screen as ts
    paragraphs = [" ".join(p.split()) for p in ts.HELP_DE.split("\n\n")]
    about = [p for p in paragraphs if "Kartenbonus" in p and "steigt" in p]
    assert len(about) == 2
    for p in about:
        rise = p[p.index("Kartenbonus"):]
        assert "jede Runde" not in rise and "1 Runde + 1 Spieler" in rise, p
    assert "alle (Zahl der Parteien im Spiel + 1) Züge" in about[1]


# EMPERADO 3a-3c: the German of 1988 ("muß", "verläßt") and one army in the singular
def test_the_spelling_of_1988_and_the_singular():
    from ports.emperado.screens import texts_screen as ts
    every = _all_texts() + [ts.HELP_DE] + list(ts.DE.values())
    for word in ("muss ", "lässt", "verlässt", "dass "):
        assert not any(word in s for s in every), word
    assert "muß" in explain(Refusal("too_few", country=world.BY_KEY["ural"]))
    assert explain(Refusal("must_place", n=1)) == "Sie haben noch eine Armee einzusetzen."
    assert explain(Refusal("must_place", n=3)) == "Sie haben noch 3 Armeen einzusetzen."
    assert ts.t("place_left", "de", name="Anna", n=1) == "Anna: noch eine Armee einsetzen"
    assert ts.explain(Refusal("must_place", n=1), "en") == "You still have one army to place."
