"""retro.lang.Texts: the one text lookup of every port, t(key, lang=None, **params)."""
from retro.lang import Texts

T = Texts({"de": {"left": "noch {n} Armeen", "left_1": "noch eine Armee", "hi": "Hallo {name}",
                  "only_de": "nur deutsch", "raw": "{kept}"},
           "en": {"left": "{n} armies left", "left_1": "one army left", "hi": "Hello {name}"}}, "de")


def test_key_first_then_the_language_then_the_values():
    assert T("hi", "en", name="Ann") == "Hello Ann"
    assert T("hi", name="Anna") == "Hallo Anna"                # the port's own language
    assert T("hi", "nl", name="Anke") == "Hallo Anke"          # a language it lacks: its own


def test_singular_fallbacks_and_blanks():
    assert T("left", "de", n=1) == "noch eine Armee" and T("left", "en", n=3) == "3 armies left"
    assert T("only_de", "en") == "nur deutsch"                 # a key the language lacks
    assert T("nowhere", "en") == "nowhere"                     # a key no table has
    assert T("raw", "de", other=1) == "{kept}"                 # blanks the values do not fill
    assert "hi" in T and "nowhere" not in T


def test_words_and_a_lookup_below():
    below = Texts({"nl": {"black": "zwart", "won": "{colour} wint"}}, "nl")
    top = Texts({"nl": {"turn": "{colour} is aan zet"}}, "nl", below=below,
                words=lambda p, lang: {**p, "colour": below(("black",)[p["colour"]], lang)})
    assert top("turn", colour=0) == "zwart is aan zet"
    assert top("won", "nl", colour="wit") == "wit wint"        # from the table below


def test_every_port_looks_its_texts_up_the_one_way():
    from ports.acme import texts as acme
    from ports.amalone import texts as amalone
    from ports.amalone.screens import texts_screen as amalone_screens
    from ports.emperado import texts as emperado
    from ports.emperado.screens import texts_screen as emperado_screens
    from ports.twilight.reports import texts as twilight
    for lookup in (acme.say, acme.screen, amalone.text, amalone_screens.t, emperado.say,
                   emperado_screens.t, twilight.message, twilight.log):
        assert isinstance(lookup, Texts)
    assert emperado_screens.t("yes", "en") == "Yes" and emperado_screens.t("yes") == "Ja"
    assert amalone.text("Black", "en") == "Black"


def test_a_fill_of_its_own_fills_every_template():
    """Twilight's messages leave out a sentence whose details were not given (Texts' fill)."""
    from ports.twilight.reports.texts import message
    t = Texts({"de": {"two": "Eins {a}. Zwei {b}.", "plain": "ohne {x}"}}, "de",
              fill=lambda text, params: text.format(**params) if params else text.upper())
    assert t("two", a=1, b=2) == "Eins 1. Zwei 2." and t("plain") == "OHNE {X}"
    assert message("bad_number", field="Kredite", value="x") == "Keine gültige Zahl bei Kredite: x"
    assert message("no_such_key") == "no_such_key"
    assert "{" not in message("bad_order")      # the sentence with the line left out
