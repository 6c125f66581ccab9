"""The mail settings of a game: `post.ini` in the game master's folder (or a player's
`post.ini` in his data folder), plain text a person can read and correct.

    [eingang]   art = imap | pop3 | maildir, server, port, sicherheit, benutzer,
                ordner (IMAP: where the mail arrives), spielordner (IMAP: where the mail
                taken goes), maildir (art = maildir: the folder fetchmail or getmail fills)
    [ausgang]   server, port, sicherheit, benutzer, absender, name
    [geheim]    kennwort = datei:PFAD | umgebung:NAME | fragen   (the mailbox's password)
                ca_datei = PFAD                                 (a server's own certificate)
    [spielleiter] passwort = datei:PFAD | umgebung:NAME         (the master file's passphrase)
    [wache]     abfrage_minuten, erinnerung_stunden, quittungen_je_stunde, zeitlimit,
                bestaetigung_minuten (how long the copy to himself of a mail whose sending was
                cut off may take before it is sent again: outbox.py)

The mail password is never in this file nor in the master file: the file names where it is
(a file the game master named, an environment variable) or says that it is asked. TLS is
on by default (implicit TLS or STARTTLS) and checks the server's certificate; a server with
a certificate of its own is named by its CA file.
"""
from __future__ import annotations

import configparser
import io
import os
import sys
from dataclasses import dataclass, field, fields
from pathlib import Path

from retro import storage
from retro.play import Refusal

FILE = "post.ini"
SECURITY = ("tls", "starttls", "keine")
KINDS = ("imap", "pop3", "maildir")
# the usual ports of each protocol by security
PORTS = {("imap", "tls"): 993, ("imap", "starttls"): 143, ("imap", "keine"): 143,
         ("pop3", "tls"): 995, ("pop3", "starttls"): 110, ("pop3", "keine"): 110,
         ("smtp", "tls"): 465, ("smtp", "starttls"): 587, ("smtp", "keine"): 25}
MAX_SECRET = 64 * 1024          # a password file: one line, never more is read


def no_sockets() -> bool:
    """The browser build (Pyodide) has no sockets: there the post says so and does nothing."""
    return sys.platform == "emscripten"


@dataclass
class Server:
    host: str = ""
    port: int = 0
    security: str = "tls"
    user: str = ""

    def where(self) -> str:
        return f"{self.host}:{self.port}"


@dataclass
class PostSettings:
    kind: str = "imap"                       # imap, pop3 or maildir
    incoming: Server = field(default_factory=Server)
    outgoing: Server = field(default_factory=lambda: Server(security="starttls"))
    sender: str = ""                         # the From address of every mail sent
    sender_name: str = "Twilight-Spielleiter"
    source_folder: str = "INBOX"             # IMAP: where the orders mail arrives
    game_folder: str = ""                    # IMAP: where the mail taken is moved ("" = Twilight-<spiel>)
    maildir: str = ""                        # kind maildir: the folder that fetchmail or getmail fills
    password: str = "fragen"                 # datei:PFAD, umgebung:NAME or fragen
    ca_file: str = ""
    gm_password: str = ""                    # datei:PFAD or umgebung:NAME ("" = --passwort-datei or asked)
    poll_minutes: float = 5.0
    remind_hours: float = 24.0
    receipts_per_hour: int = 10              # to one sender; a flood beyond is filed unanswered
    timeout: float = 30.0                    # seconds for one answer of a server
    confirm_minutes: float = 10.0            # how long the copy of a mail cut off in sending may take

    def game_folder_for(self, game: str) -> str:
        return self.game_folder or f"Twilight-{game}"


# -- the file -------------------------------------------------------------------------------------
_INI = (("eingang", "art", "kind"), ("eingang", "server", "incoming.host"), ("eingang", "port", "incoming.port"),
        ("eingang", "sicherheit", "incoming.security"), ("eingang", "benutzer", "incoming.user"),
        ("eingang", "ordner", "source_folder"), ("eingang", "spielordner", "game_folder"),
        ("eingang", "maildir", "maildir"),
        ("ausgang", "server", "outgoing.host"), ("ausgang", "port", "outgoing.port"),
        ("ausgang", "sicherheit", "outgoing.security"), ("ausgang", "benutzer", "outgoing.user"),
        ("ausgang", "absender", "sender"), ("ausgang", "name", "sender_name"),
        ("geheim", "kennwort", "password"), ("geheim", "ca_datei", "ca_file"),
        ("spielleiter", "passwort", "gm_password"),
        ("wache", "abfrage_minuten", "poll_minutes"), ("wache", "erinnerung_stunden", "remind_hours"),
        ("wache", "quittungen_je_stunde", "receipts_per_hour"), ("wache", "zeitlimit", "timeout"),
        ("wache", "bestaetigung_minuten", "confirm_minutes"))


def _get(s: PostSettings, attr: str):
    obj = s
    for part in attr.split("."):
        obj = getattr(obj, part)
    return obj


def _set(s: PostSettings, attr: str, value) -> None:
    *path, last = attr.split(".")
    obj = s
    for part in path:
        obj = getattr(obj, part)
    kind = type(getattr(obj, last))
    try:
        setattr(obj, last, kind(value) if kind is not str else str(value))
    except ValueError:
        raise Refusal("post_setting_bad", key=last, value=value) from None


def text(s: PostSettings) -> str:
    cp = configparser.ConfigParser(interpolation=None)
    for section, key, attr in _INI:
        value = _get(s, attr)
        if value in ("", None):
            continue
        if not cp.has_section(section):
            cp.add_section(section)
        cp.set(section, key, str(value))
    buf = io.StringIO()
    buf.write("# Die Post dieses Spiels (retro twilight gm post einrichten). Kein Kennwort hier:\n"
              "# [geheim] kennwort sagt nur, wo es steht (datei:PFAD, umgebung:NAME) oder dass es\n"
              "# gefragt wird (fragen).\n")
    cp.write(buf)
    return buf.getvalue()


def parse(content: str) -> PostSettings:
    cp = configparser.ConfigParser(interpolation=None)
    try:
        cp.read_string(content)
    except configparser.Error as e:
        raise Refusal("post_file_bad", detail=str(e).splitlines()[0]) from None
    s = PostSettings()
    for section, key, attr in _INI:
        if cp.has_option(section, key):
            _set(s, attr, cp.get(section, key).strip())
    check(s)
    return s


def check(s: PostSettings) -> None:
    if s.kind not in KINDS:
        raise Refusal("post_setting_bad", key="art", value=s.kind)
    for srv in (s.incoming, s.outgoing):
        if srv.security not in SECURITY:
            raise Refusal("post_setting_bad", key="sicherheit", value=srv.security)
        if not 0 <= srv.port <= 65535:
            raise Refusal("post_setting_bad", key="port", value=srv.port)
    for spec in (s.password, s.gm_password):
        if spec and spec != "fragen" and not spec.startswith(("datei:", "umgebung:")):
            raise Refusal("post_setting_bad", key="kennwort", value=spec)


def path_of(folder) -> Path:
    return Path(folder) / FILE


def exists(folder) -> bool:
    return path_of(folder).is_file()


def load(folder) -> PostSettings:
    path = path_of(folder)
    if not path.is_file():
        raise Refusal("post_not_set_up", dir=str(folder))
    try:
        return parse(storage.read_text(path, 64 * 1024))
    except storage.StorageError:
        raise Refusal("post_file_bad", detail=str(path)) from None


def save(folder, s: PostSettings) -> Path:
    check(s)
    path = path_of(folder)
    storage.atomic_write(path, text(s), keep_backup=False)
    return path


# -- secrets --------------------------------------------------------------------------------------
def read_secret_file(name) -> str:
    """The first line of a file the user named, reading at most MAX_SECRET bytes of it (a
    device such as /dev/zero named by mistake is never read without end)."""
    try:
        with open(name, "rb") as f:
            raw = f.read(MAX_SECRET + 1)
    except OSError:
        raise Refusal("file_missing", name=str(name)) from None
    if len(raw) > MAX_SECRET:
        raise Refusal("post_secret_file_big", name=str(name), limit=MAX_SECRET // 1024)
    line = raw.decode("utf-8-sig", errors="replace").splitlines()[:1]
    if not line or not line[0].strip():
        raise Refusal("post_secret_empty", name=str(name))
    return line[0].strip()


def secret(spec: str, prompt: str, env=None, ask=None) -> str:
    """A secret as its spec says: datei:PFAD (its first line), umgebung:NAME, or asked at a
    terminal (fragen: ask(prompt), the command line's getpass); unattended (no terminal, or
    nobody to ask) a spec of fragen is refused, saying how."""
    env = os.environ if env is None else env
    if spec.startswith("datei:"):
        return read_secret_file(os.path.expanduser(spec[6:]))
    if spec.startswith("umgebung:"):
        value = env.get(spec[9:], "")
        if not value:
            raise Refusal("post_env_missing", name=spec[9:])
        return value
    if ask is None or not sys.stdin.isatty():
        raise Refusal("post_password_needed")
    return ask(prompt)


def save_secret(path, value: str) -> None:
    """The mail password in a file the game master named (--kennwort-speichern): readable
    by him alone."""
    path = Path(os.path.expanduser(str(path)))
    try:
        fd = os.open(str(path) + ".tmp", os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        try:
            os.write(fd, (value + "\n").encode("utf-8"))
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(str(path) + ".tmp", path)
    except OSError as e:
        raise Refusal("post_secret_unwritable", name=str(path), reason=e.strerror or str(e)) from None


def fill_ports(s: PostSettings) -> None:
    """Ports not given: the usual one of the protocol and its security."""
    if s.kind != "maildir" and not s.incoming.port:
        s.incoming.port = PORTS[(s.kind, s.incoming.security)]
    if not s.outgoing.port:
        s.outgoing.port = PORTS[("smtp", s.outgoing.security)]
    if not s.outgoing.user:
        s.outgoing.user = s.incoming.user


def names() -> list:
    return [f.name for f in fields(PostSettings)]


# -- the answers of `einrichten`: the command line's options, the screen's fields ---------------------
@dataclass
class Answers:
    """What `gm post einrichten` (`player post einrichten`) is told, and the game master's
    screen of the post (screens/post_screen.py) the same way: "" is not given (what there was
    stays). One of pw_file, pw_env, pw_save, pw_ask says where the password is."""
    imap: str = ""                  # SERVER[:PORT]
    pop3: str = ""
    maildir: str = ""               # a folder
    smtp: str = ""
    user: str = ""
    smtp_user: str = ""
    sender: str = ""
    sender_name: str = ""
    security_in: str = ""           # tls, starttls, keine ("": by the port, as said in HELP)
    security_out: str = ""
    ca_file: str = ""
    pw_file: str = ""               # datei:PFAD
    pw_env: str = ""                # umgebung:NAME
    pw_save: str = ""               # a file to write the password into (readable by him alone)
    pw_ask: bool = False            # fragen


def parse_server(value: str) -> tuple:
    """'mail.example.org' or 'mail.example.org:993' as (host, port); port 0: not given."""
    host, colon, port = value.strip().rpartition(":")
    if not colon:
        host, port = value.strip(), ""
    if not host or (port and not port.isdigit()) or any(c.isspace() for c in host):
        raise Refusal("post_bad_server", value=value)
    return host, int(port) if port else 0


def default_security(side: str, port: int) -> str:
    """The security where none is given: fetching ("in") STARTTLS on 143 and 110, else TLS;
    sending ("out") TLS on 465, else STARTTLS."""
    if side == "in":
        return "starttls" if port in (143, 110) else "tls"
    return "tls" if port == 465 else "starttls"


def answered(s: PostSettings, a: Answers, secret_to_save=None, check_address=None) -> PostSettings:
    """The settings as answered, over those there were (s): what `einrichten` does, for the
    command line and the screen alike. secret_to_save(user) gives the password that pw_save
    writes (asked twice at a terminal, typed on the screen); check_address the sender's
    check (mail.keys.check_address). Everything is checked before the password is written."""
    if a.imap or a.pop3:
        s.kind = "imap" if a.imap else "pop3"
        s.incoming.host, s.incoming.port = parse_server(a.imap or a.pop3)
        s.incoming.security = a.security_in or default_security("in", s.incoming.port)
    elif a.maildir:
        s.kind, s.maildir = "maildir", a.maildir
    elif a.security_in:
        s.incoming.security = a.security_in
    if a.smtp:
        s.outgoing.host, s.outgoing.port = parse_server(a.smtp)
        s.outgoing.security = a.security_out or default_security("out", s.outgoing.port)
    elif a.security_out:
        s.outgoing.security = a.security_out
    if a.sender:
        s.sender = check_address(a.sender) if check_address else a.sender.strip()
    for attr, value in (("sender_name", a.sender_name), ("ca_file", a.ca_file)):
        if value:
            setattr(s, attr, value)
    if a.user:
        s.incoming.user = a.user
    s.incoming.user = s.incoming.user or s.sender
    if a.smtp_user:
        s.outgoing.user = a.smtp_user
    if s.kind != "maildir" and not s.incoming.host:
        raise Refusal("post_how_in")
    if not s.outgoing.host or not s.sender:
        raise Refusal("post_how_out")
    if a.pw_file:
        s.password = "datei:" + str(Path(a.pw_file).expanduser().resolve())
    elif a.pw_env:
        s.password = "umgebung:" + a.pw_env
    elif a.pw_ask:
        s.password = "fragen"
    elif a.pw_save:
        path = Path(a.pw_save).expanduser().resolve()
        save_secret(path, secret_to_save(s.incoming.user or s.sender))
        s.password = "datei:" + str(path)
    fill_ports(s)
    check(s)
    return s
