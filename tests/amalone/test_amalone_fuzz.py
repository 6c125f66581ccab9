"""Nothing a player types may crash: notation, records and engine commands under random input."""
import io

from hypothesis import given, settings
from hypothesis import strategies as st

from amalone_helpers import from_body
from retro.play import Refusal

from ports.amalone.engine import run
from ports.amalone.notation import parse
from ports.amalone.rules import Position
from ports.amalone.texts import explain

ALPHABET = "0123456789ABCDEFGlr+- \n=,xzstellingzettenopzetzwartwitbegintaf"
NOTATION_ISH = st.text(alphabet="123ABCDEFG0456789-lr+ ", max_size=10)


@settings(max_examples=300, deadline=None)
@given(st.one_of(NOTATION_ISH, st.text(max_size=12)))
def test_notation_only_ever_raises_notation_error(text):
    # aMalone Notatie: bad input is a message, never a crash
    p = Position.opening("standard")
    try:
        m = parse(p, text)
    except Refusal as e:
        assert explain(e) and explain(e, "en") and explain(e) != e.key
    else:
        assert m in p.legal_moves()


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet=ALPHABET, max_size=120))
def test_record_only_ever_raises_a_refusal_naming_the_line(body):
    for text in (body, "stelling standard\nzetten\n" + body, "stelling opzet\n" + body):
        try:
            from_body(text)
        except Refusal as e:
            assert e.key == "bad_record" and e.params["line"] >= 2
            assert explain(e).startswith("Regel ")


COMMANDS = st.sampled_from(["isready", "moves", "perft 1", "perft", "go depth 1", "go nodes x",
                            "position startpos", "position belgian moves 1A1-A0",
                            "position fields black=GG white=D0", "position", "", "hello", "go"])


@settings(max_examples=60, deadline=None)
@given(st.lists(st.one_of(COMMANDS, st.text(alphabet=ALPHABET, max_size=30)), max_size=12))
def test_engine_answers_every_command_and_never_crashes(lines):
    out = io.StringIO()
    text = "\n".join(lines) + "\n"
    assert run(io.StringIO(text), out) == 0
    lines_out = out.getvalue().splitlines()
    # a search's progress (`info ...`) and `aep`'s `id ...` lines come besides the answers
    assert all(a.split()[0] in ("info", "id") for a in lines_out
               if a.split()[0] not in ("readyok", "moves", "perft", "bestmove", "error"))
    answers = [a for a in lines_out if a.split()[0] not in ("info", "id")]
    expected = 0
    for line in io.StringIO(text):
        words = line.split()
        if not words:
            continue
        if words[0] == "quit":
            break
        expected += 1          # every command answers, except a position that succeeds
    assert len(answers) <= expected
    assert all(a.split()[0] in ("readyok", "moves", "perft", "bestmove", "error") for a in answers)
