"""retro.explaining: a port's explain, written once: its own texts, the protocol's beneath."""
from retro.explaining import explain_with
from retro.lang import Texts
from retro.play import Refusal, generic_text

say = Texts({"de": {"far": "{country} ist zu weit.", "bad_file": "Kaputt: {reason}",
                    "typed": "Getippt: {text}"}, "en": {"far": "{country} is too far."}}, "de")


def explain(refusal, lang="de"):
    return explain_with(refusal, lang, say, explain,
                        names=lambda p, lang: {**p, "country": ["Peru", "Chile"][p["country"]]}
                        if "country" in p else p)


def test_the_ports_text_in_its_language_with_what_it_names():
    assert explain(Refusal("far", country=1)) == "Chile ist zu weit."
    assert explain(Refusal("far", country=0), "en") == "Peru is too far."


def test_a_key_the_port_lacks_is_the_protocols_and_a_nested_reason_is_explained():
    assert explain(Refusal("not_your_turn", player=1)) == generic_text(Refusal("not_your_turn", player=1), "de")
    assert explain(Refusal("bad_file", reason=Refusal("far", country=0))) == "Kaputt: Peru ist zu weit."
    # the protocol's refusal around the port's own
    inner = Refusal("far", country=1)
    assert "Chile ist zu weit." in explain(Refusal("bad_record", line="x", reason=inner))


def test_a_long_text_among_the_params_is_quoted_by_its_beginning():
    said = explain(Refusal("typed", text="x" * 1_000_000))
    assert said.startswith("Getippt: xxx") and len(said) < 1000


def test_known_says_which_keys_are_the_ports():
    only_far = explain_with(Refusal("typed", text="a"), "de", say, explain, known=lambda k: k == "far")
    assert only_far == "typed"          # neither the port's (by `known`) nor the protocol's: the key
