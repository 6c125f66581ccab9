"""The post as the screens call it (screens/post_screen.py, gm_desk.py, desk_post.py, the
start screen; through link.py): `gm post einrichten` (config.answered, as the command line's
settings_from), `gm post pruefen` (post_commands.check), one pass of `gm post` on the master
file the desk has open, and the player's `player post abholen|senden`; each answers what the
command line says (its lines), caught in the calling thread (cli_common.said_here), so that a
screen may run the slow ones in a thread of its own.

Nothing here asks at a terminal: a password that is asked (`fragen`) is the one the screen
typed; none typed is Refusal("post_password_needed"). Nothing here imports pyxel.
"""
from __future__ import annotations

from pathlib import Path

from retro.play import Refusal

from ..mail import keys, pbem
from ..post import config
from ..reports.post_texts import POST

Answers = config.Answers
SECURITY = config.SECURITY
default_security = config.default_security
no_sockets = config.no_sockets


def post_folder_of_player() -> Path:
    """The player's post.ini goes into his data folder (post_commands._player_folder)."""
    return keys.default_path().parent


def post_exists(folder) -> bool:
    return config.exists(folder)


def post_settings(folder) -> config.PostSettings:
    """post.ini of the folder, or the defaults where there is none yet."""
    return config.load(folder) if config.exists(folder) else config.PostSettings()


def post_setup(folder, answers: config.Answers, typed: str = "", gm: bool = True) -> tuple:
    """`gm post einrichten ORDNER` (gm: the game master's folder, which must hold the master
    file) or `player post einrichten` with these answers; typed: the password that
    answers.pw_save writes. (settings, lines said)."""
    from . import post_commands
    folder = Path(folder)
    if gm and not (folder / pbem.MASTER_FILE).exists():
        raise Refusal("file_missing", name=str(folder / pbem.MASTER_FILE))
    s = post_settings(folder)
    from .cli_common import out, said_here          # the terminal's module, only when it works
    with said_here() as lines:
        s = config.answered(s, answers, lambda _user: typed, keys.check_address)
        path = config.save(folder, s)
        if answers.pw_save:
            out(POST["secret_saved"].format(path=s.password[6:]))
        if not gm:
            out(POST["player_set_up"].format(path=path))
        post_commands.tell(s, folder, path, post_commands._game_id(folder) if gm else "")
    return s, "\n".join(lines)


def post_preview(folder, answers: config.Answers) -> config.PostSettings:
    """The settings these answers give over post.ini's (or the defaults), written nowhere and
    no password saved (pw_save counts as asked): what `gm post pruefen` is to check."""
    import dataclasses
    a = dataclasses.replace(answers, pw_save="", pw_ask=answers.pw_ask or bool(answers.pw_save))
    return config.answered(post_settings(folder), a, None, keys.check_address)


def mail_password(s: config.PostSettings, typed: str | None = None) -> str:
    """The mailbox's password as post_commands.mail_password finds it, but `fragen` is the
    one typed on the screen (None: Refusal post_password_needed, the screen asks)."""
    if s.kind == "maildir" and not s.outgoing.user:
        return ""
    if s.password in ("", "fragen"):
        if typed is None:
            raise Refusal("post_password_needed")
        return typed
    return config.secret(s.password, "")


def post_check(s: config.PostSettings, password: str, folder=None) -> tuple:
    """`gm post pruefen`: both servers logged in to; (good, lines said). Slow: a thread."""
    from . import post_commands
    from .cli_common import said_here          # the terminal's module, only when it works
    with said_here() as lines:
        good = post_commands.check(s, password, post_commands._game_id(folder) if folder else "")
    return good, "\n".join(lines)


def post_pass(gm, s: config.PostSettings, password: str) -> tuple:
    """One pass of `gm post ORDNER` on the master file opened as gm (the desk's: its state is
    what the pass changes, and the desk shows it after); (exit code, lines said). Slow: a
    thread. A Postman made for the pass opens the master file once, as open_gm: gm itself."""
    from ..post.postman import Postman
    from .cli_common import said_here          # the terminal's module, only when it works
    with said_here() as lines:
        code = Postman(gm.folder, s, password, lambda: gm).one_pass()
    return code, "\n".join(lines)


def player_post(s: config.PostSettings, password: str, folder=None):
    from ..post.player import PlayerPost
    return PlayerPost(s, password, folder or post_folder_of_player())


def game_master_of(s: config.PostSettings, game: str, folder=None) -> str:
    """The game master's address the player's post remembered for the game ("" if none)."""
    return player_post(s, "", folder).masters().get(game, "")


def player_send(s: config.PostSettings, password: str, orders, to: str = "", folder=None, game: str = "") -> str:
    """`player post senden BEFEHLE [--an ADRESSE]`: what it says (Befehle gesendet an ...).
    With game: the address `to` is remembered for it once the mail is sent (he typed it)."""
    post = player_post(s, password, folder)
    sent_to, name = post.send_orders(orders, keys.check_address(to) if to else "")
    if game and to:
        post.remember_master(game, sent_to)
    return POST["player_sent"].format(to=sent_to, name=name)


def player_fetch(s: config.PostSettings, password: str, folder=None) -> tuple:
    """`player post abholen`: (the packets saved, lines said)."""
    from .post_commands import fetched_lines
    got = player_post(s, password, folder).fetch()
    return got.packets, "\n".join(fetched_lines(got))
