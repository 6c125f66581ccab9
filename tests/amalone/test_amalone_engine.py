"""`retro amalone --engine`: the line protocol."""
import io

from ports.amalone.engine import run


def talk(*lines):
    out = io.StringIO()
    code = run(io.StringIO("".join(line + "\n" for line in lines)), out)
    return code, out.getvalue().splitlines()


def test_isready_and_quit():
    assert talk("isready", "quit", "isready") == (0, ["readyok"])


def test_moves_and_perft_from_the_openings():
    code, out = talk("moves", "perft 2", "position belgian", "perft 3", "position german", "perft 1")
    assert out[0].startswith("moves ") and len(out[0].split()) == 45
    assert out[1:] == ["perft 2 1936", "perft 3 149322", "perft 1 80"]


def test_position_with_moves_in_amalone_notation():
    code, out = talk("position startpos moves 3A1-A0 3D1-D0", "moves")
    assert "3A0-GG" in out[0].split()


def test_position_fields_and_turn():
    code, out = talk("position fields black=E2,F0,A0 white=E4,E7 turn=black", "go depth 2",
                     "position fields black=E2,F0,A0 white=E4,E7 turn=white", "moves")
    assert out[0] == "bestmove 3E2-E4+"
    assert "3E2-E4+" not in out[1] and out[1].startswith("moves 1E")


def test_bestmove_none_when_the_game_is_over():
    code, out = talk("position fields black=GG white= turn=white", "go depth 1", "moves")
    assert out == ["bestmove none", "moves"]


def test_go_movetime_answers_with_a_legal_move():
    code, out = talk("go movetime 50", "moves")
    assert out[0].split()[1] in out[1].split()[1:]


def test_malformed_commands_give_errors_and_keep_the_position():
    code, out = talk(
        "position startpos moves 3A1-A0", "frobnicate", "perft", "perft x", "perft 99",
        "go depth", "go speed 3", "position", "position chess",
        "position startpos moves 3A1-A0 3A1-A0", "position fields black=ZZ white=D0",
        "position fields black=A0", "position fields black=A0 white=D0 turn=red",
        "moves extra", "moves")
    errors, last = out[:-1], out[-1]
    assert len(errors) == 13 and all(e.startswith("error ") for e in errors)
    assert "move 2 '3A1-A0'" in errors[8]
    assert "3D1-D0" in last.split()  # still the position after 3A1-A0: White to move


def test_perft_and_levels_from_a_set_up_position():
    code, out = talk("position fields black=E2,F0,A0 white=E4,E7", "perft 1", "perft 2",
                     "go level 1", "go nodes 50 depth 3", "perft 0")
    assert out[0] == "perft 1 " + str(len(talk("position fields black=E2,F0,A0 white=E4,E7",
                                                 "moves")[1][0].split()) - 1)
    assert out[1].startswith("perft 2 ") and int(out[1].split()[2]) > 0
    assert out[2] == out[3] == "bestmove 3E2-E4+"
    assert out[4] == "perft 0 1"


def test_error_for_a_bad_move_is_in_english():
    code, out = talk("position startpos moves 1A0-GG")
    assert out == ["error move 1 '1A0-GG': There is no black marble on A0."]


def test_a_whole_game_through_the_engine_to_six_marbles_off():
    """aMalone Spelregels: the computer, driven only through `retro amalone --engine`, plays a
    whole game from the opening against a random mover and pushes six marbles off."""
    import subprocess
    import sys as _sys
    from pathlib import Path

    from retro.dice import Dice

    root = Path(__file__).resolve().parents[2]
    p = subprocess.Popen([_sys.executable, "-m", "retro", "amalone", "--engine"], cwd=root,
                         stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)

    def ask(line):
        p.stdin.write(line + "\n")
        p.stdin.flush()
        return p.stdout.readline().strip()

    moves, dice = [], Dice(1)
    try:
        while len(moves) < 400:
            p.stdin.write("position startpos moves " + " ".join(moves) + "\n")
            if len(moves) % 2 == 0:
                answer = ask("go depth 2")
                if answer == "bestmove none":
                    break
                moves.append(answer.split()[1])
            else:
                legal = ask("moves").split()[1:]
                if not legal:
                    break
                moves.append(dice.choice(legal))
        p.stdin.write("position startpos moves " + " ".join(moves) + "\n")
        assert ask("go depth 1") == "bestmove none"
    finally:
        p.stdin.write("quit\n")
        p.stdin.flush()
        p.wait(timeout=10)
    assert len(moves) % 2 == 1                      # Black, the engine, made the last move
    assert sum(m.endswith("+") for m in moves[::2]) == 6


def test_stop_ends_a_long_search_and_isready_is_answered_while_thinking():
    # the robustness issue: `go depth 20` gave no answer for minutes and nothing stopped it
    import io
    out = io.StringIO()
    assert run(io.StringIO("go depth 20\nisready\nstop\nmoves\nquit\n"), out) == 0
    lines = out.getvalue().splitlines()
    assert lines[0] == "readyok"                      # answered during the search
    assert lines[1].startswith("bestmove ") and lines[1] != "bestmove none"
    assert lines[2].startswith("moves ")              # the command that waited for the search


def test_stop_ends_a_perft_and_quit_ends_the_engine():
    import io
    out = io.StringIO()
    assert run(io.StringIO("perft 6\nstop\nquit\n"), out) == 0
    assert out.getvalue().splitlines() == ["error perft 6 stopped"]
    out = io.StringIO()
    assert run(io.StringIO("go movetime 3600000\nquit\nisready\n"), out) == 0
    assert out.getvalue().splitlines()[0].startswith("bestmove ")
    assert "readyok" not in out.getvalue()            # quit came first


def test_the_engine_reads_a_real_pipe_while_it_thinks():
    import subprocess
    import sys
    import time
    p = subprocess.Popen([sys.executable, "-m", "retro", "amalone", "--engine"],
                         stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                         env={"SDL_AUDIODRIVER": "dummy", "PATH": "/usr/bin:/bin", "HOME": "/tmp"})
    p.stdin.write("go depth 20\n")
    p.stdin.flush()
    time.sleep(1.0)
    p.stdin.write("stop\n")
    p.stdin.flush()
    line = p.stdout.readline()
    assert line.startswith("bestmove ")
    p.stdin.write("quit\n")
    p.stdin.flush()
    assert p.wait(timeout=10) == 0
