"""The post on the command line: `gm post einrichten|pruefen ORDNER`, `gm post ORDNER` (one
pass, for cron), `gm wache ORDNER` (until stopped), and the player's `player post
einrichten|abholen|senden`. The work is ports/twilight/post's; this file reads the options,
the secrets and the settings, and says what happened."""
from __future__ import annotations

import signal
from pathlib import Path

from retro.play import Refusal

from .cli_common import ask, out, password, pwfile_option
from ..mail import fileformat, keys, mastering, pbem
from ..post import config, servers
from ..reports.post_texts import HELP, POST
from ..reports.texts import CLI, explain

SUBCOMMANDS = ("einrichten", "pruefen", "einmal")


def add_gm(gm) -> None:
    p = gm.add_parser("post", help=HELP["gm_post"])
    sub = p.add_subparsers(dest="post_sub", metavar="{einrichten,pruefen,ORDNER}")
    q = sub.add_parser("einrichten", aliases=["setup"], help=HELP["gm_post_setup"])
    q.set_defaults(handler=_gm_setup)
    q.add_argument("dir", metavar="ORDNER", help=CLI["dir"])
    _server_options(q)
    q.add_argument("--ordner", dest="source", metavar="ORDNER", help=HELP["source"])
    q.add_argument("--spielordner", dest="game_folder", metavar="ORDNER", help=HELP["game_folder"])
    q.add_argument("--spielleiter-passwort-datei", dest="gm_pw_file", metavar="DATEI", help=HELP["gm_pw_file"])
    q.add_argument("--spielleiter-passwort-umgebung", dest="gm_pw_env", metavar="NAME", help=HELP["gm_pw_env"])
    q.add_argument("--abfrage-minuten", dest="poll", type=float, metavar="N", help=HELP["poll"])
    q.add_argument("--erinnerung-stunden", dest="remind", type=float, metavar="N", help=HELP["remind"])
    q.add_argument("--quittungen-je-stunde", dest="receipts", type=int, metavar="N", help=HELP["receipts"])
    q.add_argument("--bestaetigung-minuten", dest="confirm", type=float, metavar="N", help=HELP["confirm"])
    q = sub.add_parser("pruefen", aliases=["check"], help=HELP["gm_post_check"])
    q.set_defaults(handler=_gm_check)
    q.add_argument("dir", metavar="ORDNER", help=CLI["dir"])
    q = sub.add_parser("einmal", help=HELP["gm_post_run"])
    q.set_defaults(handler=_gm_pass)
    _run_options(q)
    p = gm.add_parser("wache", aliases=["watch"], help=HELP["gm_watch"])
    p.set_defaults(handler=_gm_watch)
    _run_options(p)


def _run_options(p) -> None:
    p.add_argument("dir", metavar="ORDNER", help=CLI["dir"])
    p.add_argument("--ohne-bild", dest="no_picture", action="store_true", help=CLI["no_picture"])
    pwfile_option(p)


def _server_options(q) -> None:
    q.add_argument("--imap", metavar="SERVER[:PORT]", help=HELP["imap"])
    q.add_argument("--pop3", metavar="SERVER[:PORT]", help=HELP["pop3"])
    q.add_argument("--maildir", metavar="ORDNER", help=HELP["maildir"])
    q.add_argument("--smtp", metavar="SERVER[:PORT]", help=HELP["smtp"])
    q.add_argument("--benutzer", dest="user", metavar="NAME", help=HELP["user"])
    q.add_argument("--smtp-benutzer", dest="smtp_user", metavar="NAME", help=HELP["smtp_user"])
    q.add_argument("--absender", dest="sender", metavar="ADRESSE", help=HELP["sender"])
    q.add_argument("--name", dest="sender_name", metavar="NAME", help=HELP["sender_name"])
    q.add_argument("--sicherheit", dest="security_in", choices=config.SECURITY, help=HELP["security_in"])
    q.add_argument("--smtp-sicherheit", dest="security_out", choices=config.SECURITY, help=HELP["security_out"])
    q.add_argument("--ca-datei", dest="ca_file", metavar="DATEI", help=HELP["ca_file"])
    g = q.add_mutually_exclusive_group()
    g.add_argument("--kennwort-datei", dest="pw_file", metavar="DATEI", help=HELP["pw_file"])
    g.add_argument("--kennwort-umgebung", dest="pw_env", metavar="NAME", help=HELP["pw_env"])
    g.add_argument("--kennwort-speichern", dest="pw_save", metavar="DATEI", help=HELP["pw_save"])


def argv_with_default(argv: list) -> list:
    """`gm post ORDNER` is `gm post einmal ORDNER` (argparse wants the word)."""
    argv = list(argv)
    for i in range(len(argv) - 2):
        if argv[i] in ("gm", "spielleiter") and argv[i + 1] == "post":
            nxt = argv[i + 2]
            if nxt not in SUBCOMMANDS + ("setup", "check") and not nxt.startswith("-"):
                argv.insert(i + 2, "einmal")
            break
    return argv


# -- settings -----------------------------------------------------------------------------------------
def answers(args) -> config.Answers:
    """The options of `einrichten` as config.Answers (what the screen of the post fills in too)."""
    return config.Answers(**{f: getattr(args, f) or "" for f in (
        "imap", "pop3", "maildir", "smtp", "user", "smtp_user", "sender", "sender_name", "security_in",
        "security_out", "ca_file", "pw_file", "pw_env", "pw_save")})


def settings_from(args, s: config.PostSettings) -> config.PostSettings:
    """The settings as given on the command line, over those there were (s): config.answered,
    the password of --kennwort-speichern asked twice."""
    s = config.answered(s, answers(args), lambda user: ask(POST["ask_mail_password"].format(user=user), twice=True),
                        keys.check_address)
    if args.pw_save:
        out(POST["secret_saved"].format(path=s.password[6:]))
    return s


def _gm_setup(args) -> int:
    folder = Path(args.dir)
    if not (folder / pbem.MASTER_FILE).exists():
        raise Refusal("file_missing", name=str(folder / pbem.MASTER_FILE))
    s = config.load(folder) if config.exists(folder) else config.PostSettings()
    s = settings_from(args, s)
    if args.source:
        s.source_folder = args.source
    if args.game_folder:
        s.game_folder = args.game_folder
    if args.gm_pw_file:
        s.gm_password = "datei:" + str(Path(args.gm_pw_file).expanduser().resolve())
    elif args.gm_pw_env:
        s.gm_password = "umgebung:" + args.gm_pw_env
    for attr, value in (("poll_minutes", args.poll), ("remind_hours", args.remind),
                        ("receipts_per_hour", args.receipts), ("confirm_minutes", args.confirm)):
        if value is not None:
            setattr(s, attr, value)
    path = config.save(folder, s)
    tell(s, folder, path, _game_id(folder))
    return 0


def tell(s: config.PostSettings, folder, path, game: str = "") -> None:
    out(POST["set_up"].format(dir=folder, path=path))
    if s.kind == "maildir":
        out(POST["set_up_maildir"].format(path=s.maildir))
    else:
        folder_note = f", Ordner {s.source_folder} -> {s.game_folder_for(game)}" if s.kind == "imap" else ""
        out(POST["set_up_in"].format(kind=s.kind.upper(), where=s.incoming.where(), user=s.incoming.user,
                                     folder=folder_note))
    out(POST["set_up_out"].format(where=s.outgoing.where(), security=s.outgoing.security, user=s.outgoing.user,
                                  sender=s.sender))
    how = (POST["secret_file"].format(path=s.password[6:]) if s.password.startswith("datei:") else
           POST["secret_env"].format(name=s.password[9:]) if s.password.startswith("umgebung:") else POST["secret_ask"])
    out(POST["set_up_secret"].format(how=how))
    if "keine" in (s.incoming.security, s.outgoing.security) and s.kind != "maildir":
        out(POST["plain_warning"])


def _game_id(folder) -> str:
    try:
        return fileformat.parse_file(Path(folder) / pbem.MASTER_FILE, fileformat.MASTER).header.get("spiel", "")
    except Exception:                   # noqa: BLE001  (a damaged master file is said by the pass)
        return ""


def mail_password(s: config.PostSettings) -> str:
    """The password of the mailbox and the SMTP server (none for a Maildir and a server that
    sends without a login)."""
    if s.kind == "maildir" and not s.outgoing.user:
        return ""
    import getpass
    return config.secret(s.password, POST["ask_mail_password"].format(user=s.incoming.user or s.outgoing.user),
                         ask=getpass.getpass)


def check(s: config.PostSettings, password: str, game: str) -> bool:
    """Log in to both servers; a line each, saying what is wrong."""
    good = True
    try:
        box = servers.mailbox(s, password, game)
        try:
            where = box.check()
        finally:
            box.close()
        if s.kind == "maildir":
            out(POST["check_maildir_ok"].format(path=where))
        else:
            out(POST["check_in_ok"].format(kind=s.kind.upper(), where=s.incoming.where(),
                                           folder=s.game_folder_for(game) if s.kind == "imap" else "-"))
    except Refusal as e:
        out(POST["check_bad"].format(what=s.kind.upper(), reason=explain(e)))
        good = False
    try:
        servers.Sender(s, password).close()
        out(POST["check_out_ok"].format(where=s.outgoing.where()))
    except Refusal as e:
        out(POST["check_bad"].format(what="SMTP", reason=explain(e)))
        good = False
    return good


def _gm_check(args) -> int:
    _no_sockets()
    s = config.load(args.dir)
    return 0 if check(s, mail_password(s), _game_id(args.dir)) else 1


# -- passes -------------------------------------------------------------------------------------------
def postman(args):
    from . import gm_commands
    from ..post.postman import Postman
    _no_sockets()
    folder = Path(args.dir)
    s = config.load(folder)
    if not args.pwfile and not getattr(args, "pwenv", None) and s.gm_password:
        if s.gm_password.startswith("datei:"):
            args.pwfile = s.gm_password[6:]
        else:
            args.pwenv = s.gm_password[9:]
    mail_pw = mail_password(s)
    secret = [None]

    def open_gm():
        # the passphrase asked once; the master file opened again when someone else saved it
        if secret[0] is None:
            secret[0] = password(args, CLI["ask_gm_passphrase"] if pbem.GameMaster.mode_of(folder) == "schluessel"
                                 else CLI["ask_gm"])
        return mastering.open_with(folder, secret[0], gm_commands._pictures(args))
    return Postman(folder, s, mail_pw, open_gm)


def _gm_pass(args) -> int:
    return postman(args).one_pass()


def _gm_watch(args) -> int:
    p = postman(args)
    stopped = []
    old = signal.signal(signal.SIGTERM, lambda *a: stopped.append(1))
    try:
        return p.watch(stop=lambda: bool(stopped))
    except KeyboardInterrupt:
        out(POST["watch_stop"])
        return 0
    finally:
        signal.signal(signal.SIGTERM, old)


# -- the player's post ------------------------------------------------------------------------------
def add_player(pl) -> None:
    p = pl.add_parser("post", help=HELP["player_post"])
    sub = p.add_subparsers(dest="post_sub", metavar="{einrichten,abholen,senden}")
    q = sub.add_parser("einrichten", aliases=["setup"], help=HELP["player_post_setup"])
    q.set_defaults(handler=_player_setup)
    _server_options(q)
    q = sub.add_parser("abholen", aliases=["fetch"], help=HELP["player_post_fetch"])
    q.set_defaults(handler=_player_fetch)
    q.add_argument("--ausgabe", metavar="ORDNER", help=HELP["player_folder"])
    q = sub.add_parser("senden", aliases=["send"], help=HELP["player_post_send"])
    q.set_defaults(handler=_player_send)
    q.add_argument("orders", metavar="BEFEHLE", help=CLI["ordersfile"])
    q.add_argument("--an", dest="to", metavar="ADRESSE", help=HELP["to"])


def _player_folder() -> Path:
    return keys.default_path().parent


def _player_setup(args) -> int:
    folder = _player_folder()
    s = config.load(folder) if config.exists(folder) else config.PostSettings()
    s = settings_from(args, s)
    path = config.save(folder, s)
    out(POST["player_set_up"].format(path=path))
    tell(s, folder, path)
    return 0


def player_post():
    from ..post.player import PlayerPost
    _no_sockets()
    folder = _player_folder()
    s = config.load(folder)
    return PlayerPost(s, mail_password(s), folder)


def _player_fetch(args) -> int:
    for line in fetched_lines(player_post().fetch(args.ausgabe)):
        out(line)
    return 0


def fetched_lines(got) -> list:
    """What `player post abholen` says of what it fetched: each receipt or reminder, the packets."""
    lines = []
    for subject, text in got.notes:          # a mail's text with its line ends as the mail had them
        lines += [f"== {subject} ==", "\n".join(text.splitlines()).rstrip()]
    if got.packets:
        lines.append(POST["player_fetched"].format(n=len(got.packets), dir=got.packets[0].parent,
                                                   names=", ".join(p.name for p in got.packets)))
    elif not got.notes:
        lines.append(POST["player_none"])
    return lines


def _player_send(args) -> int:
    to, name = player_post().send_orders(args.orders, keys.check_address(args.to) if args.to else "")
    out(POST["player_sent"].format(to=to, name=name))
    return 0


def _no_sockets() -> None:
    if config.no_sockets():
        raise Refusal("post_no_sockets")
