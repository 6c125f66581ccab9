"""What the game master's program does to a game, whoever asks: the command line
(cli/gm_commands.py), the game master's screens (cli/gm_calls.py) and the post's passes
(post/postman.py). A new game made and announced, the in-box taken, the steps resolved
while all are in, a seat skipped or given to the computer, a deadline set, steps taken
back or replayed; every word said through saying.out, as the command line says it.

The map picture is a parameter (picture=, a maker of PNG bytes from a game, or None): it is
drawn with pyxel by the screens' mapimage, which its callers above pass in."""
from __future__ import annotations

import hashlib
import os
import shutil
import time
from pathlib import Path

from retro import storage
from retro.play import Refusal

from . import clock, crypto, fileformat, inbox, keys, pbem
from .saying import out
from ..reports import report
from ..rules.state import PHASES as PHASE_ORDER, Settings
from ..reports.texts import CLI, PHASES, SECTIONS, explain, log_text
from ..reports.post_texts import INBOX as POST_INBOX

ARCHIVE, REJECTED = "archiv", "abgelehnt"      # where the game master's in-box files go


# -- a new game --------------------------------------------------------------------------------------
def made(gm, folder, settings: Settings, days: int | None = None) -> None:
    """What follows a new game (the command line's and the screen's): the deadline of the
    first step, what was made, the packets to send, each with its receiver."""
    if days:
        gm.set_deadline(clock.now() + days * 86400, days)
        gm.write_packets()
    out(CLI["created"].format(dir=folder, players=settings.players, karte=settings.map_mode,
                              rassen=settings.race_mode, heimat=settings.home_mode, runden=settings.max_rounds,
                              wirtschaft=settings.economy))
    _announce(gm, True)


def new_keys_game(folder, settings: Settings, named: list, passphrase: str, cost: int | None = None,
                  picture=None, addresses: list | None = None) -> tuple:
    """`gm new --schluessel`'s game (and the game master's screen's): named = [(name, public
    key)] by seat (keys.read_public), None for a seat of the computer (computer_key makes
    its key), addresses each seat's e-mail address ("" for none); the game master's key made
    in the folder with this passphrase; (GameMaster, his key pair). The computer seats are
    handed to the computer after the game is made (computer)."""
    folder = Path(folder)
    for a in addresses or []:
        keys.check_address(a)               # before anything is made
    if len(passphrase) < keys.MIN_PASSPHRASE:
        raise Refusal("passphrase_short", n=keys.MIN_PASSPHRASE)
    make_folder(folder)
    named = [computer_key(folder, p) if n is None else n for p, n in enumerate(named)]
    settings.names = tuple(n for n, _ in named)
    pair, _ = keys.make(folder / pbem.GM_KEY_FILE, "Spielleiter", passphrase, cost or crypto.KEY_FILE_COST)
    gm = pbem.GameMaster.create_with_keys(folder, settings, pair, [k for _, k in named], picture=picture,
                                          addresses=addresses)
    return gm, pair


def new_password_game(folder, settings: Settings, gm_password: str, passwords: list, cost: int | None = None,
                      picture=None, addresses: list | None = None):
    """`gm new` without keys (and the game master's screen's game of passwords): the game
    master's password and each seat's (pbem.check_passwords), the seats' e-mail addresses."""
    pbem.check_passwords([gm_password] + list(passwords))
    for a in addresses or []:
        keys.check_address(a)
    make_folder(folder)
    return pbem.GameMaster.create(folder, settings, gm_password, passwords, cost or crypto.DEFAULT_COST,
                                  picture=picture, addresses=addresses)


def make_folder(folder) -> Path:
    """The game's folder made, with those above it; Refusal naming it if it cannot be (a
    path below a file, /proc, no right to write)."""
    folder = Path(folder)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        raise Refusal("folder_not_made", dir=folder) from None
    return folder


def computer_name(p: int) -> str:
    return f"Computer S{p + 1}"


def computer_key(folder, p: int) -> tuple:
    """A key pair for seat p of the computer in a game of keys: its public file in the game's
    folder (oeffentlich_Computer_S3.txt), so that the game can be made again the same way; its
    private key is kept nowhere (the game master's program plays the seat on what its packet
    would show, nobody opens the packet). (name, public key) as keys.read_public gives."""
    name, pair = computer_name(p), crypto.KeyPair()
    storage.atomic_write(Path(folder) / keys.public_file_name(name), keys.public_text(pair, name), keep_backup=False)
    return name, pair.public


def tell_keys(gm, pair) -> None:
    """The fingerprints of a new game of keys: the game master's and each seat's."""
    out(CLI["created_keys"].format(fingerprint=pair.public.phone))
    for i, k in enumerate(gm.seal.players):
        out(CLI["player_fingerprint"].format(player=f"S{i + 1}", name=gm.game.players[i].name, fingerprint=k.phone))


def receiver(gm, p: int) -> str:
    """The line naming whom packet p goes to: his name and e-mail address, or that there is
    none; a computer seat's packet goes to nobody (the game master's computer plays it)."""
    if p in gm.computer:
        return CLI["receiver_computer"]
    name, address = gm.game.players[p].name, gm.address(p)
    return CLI["receiver"].format(name=name, address=address) if address else \
        CLI["receiver_none"].format(name=name)


def open_with(folder, secret: str, picture=None, older_ok: bool = False) -> pbem.GameMaster:
    """The master file opened with the game master's passphrase (a game of keys: his key
    file's) or password; older_ok: also a master file older than the packets written."""
    folder = Path(folder)
    if not (folder / pbem.MASTER_FILE).exists():
        raise Refusal("file_missing", name=str(folder / pbem.MASTER_FILE))
    if pbem.GameMaster.mode_of(folder) == "schluessel":
        pair, _ = keys.load(folder / pbem.GM_KEY_FILE, secret)
        return pbem.GameMaster.open(folder, pair, picture, older_ok=older_ok)
    return pbem.GameMaster.open(folder, secret, picture, older_ok=older_ok)


def _announce(gm, new: bool) -> None:
    """The state; the packets to send if there are new ones (and only then); whom we wait for."""
    g = gm.shown()
    out(CLI["state"].format(status=report.status(g)))
    if new:
        out(CLI["packets_final" if g.phase == "ende" else "packets"])
        for p in range(len(g.players)):
            _send(gm, p)
    elif g.phase != "ende":
        out(CLI["no_packets"].format(step=g.step))
    if g.phase == "ende":
        return
    missing = gm.missing()
    out(CLI["waiting"].format(players=", ".join(f"S{p + 1}" for p in missing) or "-"))
    if gm.deadline():
        out(CLI["deadline_is"].format(until=gm.deadline()))
    out(CLI["inbox_hint"].format(inbox=gm.folder / pbem.INBOX, dir=gm.folder))


def _send(gm, p: int) -> None:
    """Packet p of this step to send: its path, its picture, its receiver."""
    pic = gm.picture_path(p)
    out(CLI["send_packet"].format(player=f"S{p + 1}", path=gm.packet_path(p))
        + (CLI["and_picture"].format(name=pic.name) if pic.exists() else ""))
    out(receiver(gm, p))


# -- run ---------------------------------------------------------------------------------------------
NAME_BYTES = 200          # a name moved to archiv/ or abgelehnt/, in bytes (a file system allows 255)


def _safe_name(name: str, i: int = 0) -> str:
    """A name for archiv/ or abgelehnt/: printable UTF-8, short enough for any file system
    also with "_12" added when the name is taken."""
    name = "".join(ch if ch.isprintable() and ch not in "/\\" else "_" for ch in name) or "_"
    stem, dot, suffix = name.rpartition(".")
    if not dot or len(suffix) > 10 or not stem:
        stem, suffix = name, ""
    suffix = "." + suffix if suffix else ""
    tail = f"_{i}" if i else ""
    room = NAME_BYTES - len((tail + suffix).encode("utf-8"))
    stem = stem.encode("utf-8")[:room].decode("utf-8", "ignore")
    return stem + tail + suffix


def _move(path: Path, folder: Path, shown: str | None = None) -> None:
    folder.mkdir(exist_ok=True)
    shown = shown if shown is not None else inbox.shown_name(path.name)
    shown = shown.replace("/", "_")
    i = 0
    dst = folder / _safe_name(shown)
    while os.path.lexists(dst):
        i += 1
        dst = folder / _safe_name(shown, i)
    if path.parent.stat().st_dev == folder.stat().st_dev:
        os.rename(path, dst)            # also a link, a FIFO or a device: moved, never opened
    else:
        shutil.move(str(path), str(dst))


def _read_file(gm, a) -> dict:
    """One arrival read and its orders taken (into gm.post) or refused: what take_inbox
    keeps of it (the lines said, where the file goes, each block's result)."""
    name = a.name
    entry = {"datei": name, "zeilen": [], "bloecke": [], "kein": ""}
    if not a.orders:
        if a.unreadable:
            reason = CLI.get("no_orders_" + a.unreadable) or POST_INBOX["no_orders_" + a.unreadable]
        elif fileformat.PACKET in a.others:
            reason = explain(Refusal("file_packet"))
        elif fileformat.FOREIGN in a.others:
            reason = explain(Refusal("file_other_game"))
        else:
            reason = CLI["no_orders_in"]
        entry["kein"] = reason
        entry["zeilen"].append(CLI["ignored"].format(name=name, reason=reason))
        entry["wohin"] = REJECTED
        return entry
    taken = False
    for i, block in enumerate(a.orders):
        label = name if len(a.orders) == 1 else f"{name} ({i + 1})"
        g = gm.game
        try:
            r = gm.receive_block(block, name, save=False)
        except Refusal as e:
            reason = explain(e)
            entry["zeilen"].append(CLI["refused"].format(name=label, reason=reason))
            entry["bloecke"].append({"grund": reason})
            continue
        taken = True
        entry["zeilen"].append(CLI["accepted"].format(name=label, player=f"S{r.player + 1}"))
        if r.replaced:
            entry["zeilen"].append(CLI["replaces"].format(player=f"S{r.player + 1}", name=r.replaced))
        entry["bloecke"].append({"spieler": r.player, "ersetzt": r.replaced, "runde": g.round, "phase": g.phase,
                                 "schritt": g.step})
    entry["wohin"] = ARCHIVE if taken else REJECTED
    return entry


def take_inbox(gm, on_taken=None) -> list:
    """Everything in the in-box read and taken or refused; the master file saved once, then
    the files moved (to archiv/ what was taken, to abgelehnt/ the rest); each file's result
    kept in the master file under its content and name until the file is moved, so that a
    run stopped between the save and the moves neither takes a file twice nor refuses it as
    "schon eingereicht" the second time: the rerun says the same and moves it. An mbox is
    emptied into single mails first (inbox.open_boxes), and only what was read is moved.
    on_taken(arrival, entry), if given, is told of each file before it is moved (the post
    answers its sender). Returns [(arrival, entry)]."""
    folder = gm.folder / pbem.INBOX
    for name in inbox.open_boxes(folder):
        out(POST_INBOX["mbox_busy"].format(name=name))
    kept = gm.content.get("eingang") or {}
    done, fresh = [], False         # fresh: a file read now (not known from a run stopped before)
    for a in inbox.arrivals(folder, boxes_opened=True):
        # the same file (content, name, inode, time) as a run stopped before read; a copy
        # arriving again is another file, read anew
        key = hashlib.sha256(f"{a.digest}:{a.name}:{a.ident}".encode("utf-8", "replace")).hexdigest()[:32]
        entry = kept.get(key)
        if entry is None:
            entry = _read_file(gm, a)
            fresh = True
        done.append((a, key, entry))
        for line in entry["zeilen"]:
            out(line)
    gm.content["eingang"] = {key: entry for _, key, entry in done}      # what was moved is forgotten
    if fresh and any(entry["wohin"] == ARCHIVE for _, _, entry in done):
        gm.save()               # a refused file changes nothing: read again, it is refused again
    for a, _, entry in done:
        if on_taken is not None:
            on_taken(a, entry)
        try:
            _move(a.path, gm.folder / entry["wohin"], a.name)
        except OSError as e:            # a file that cannot be moved is said, and stays; nothing is lost
            out(POST_INBOX["not_moved"].format(name=a.name, reason=e.strerror or e))
    return [(a, entry) for a, _, entry in done]


def _go_on(gm) -> bool:
    """Computer seats decide, overdue players are skipped, and every step whose orders are all
    in is resolved, as long as that holds; then the packets are written, once, and only then
    is it told (a closed pipe must not keep the packets back). True if there are new ones."""
    said = []
    while gm.game.phase != "ende":
        for p in gm.play_computers():
            said.append(CLI["computer_orders"].format(player=f"S{p + 1}"))
        for p in gm.skip_absent():
            said.append(CLI["still_absent"].format(player=f"S{p + 1}"))
        if gm.overdue():
            for p in gm.missing():
                gm.skip(p)
                said.append(CLI["skipped"].format(player=f"S{p + 1}", until=gm.deadline()))
        g = gm.game
        if not gm.ready:
            break
        seen, rnd, ph = len(g.log), g.round, g.phase
        gm.resolve(write=False)
        said += [CLI["resolved"].format(round=rnd, phase=PHASES.get(ph, ph)), CLI["happened"], report.events(g, seen)]
    new = gm.packets_due
    if new:
        gm.write_packets()
    for text in said + _dropped(gm):
        out(text)
    return new


def _dropped(gm) -> list:
    """The line saying that the deadline did not go on into the new step (too close)."""
    until, gm.dropped_deadline = gm.dropped_deadline, ""
    return [CLI["deadline_dropped"].format(until=until, hours=pbem.MIN_DEADLINE_HOURS)] if until else []


# -- what the game master does: his commands and his desk on screen -----------------------------
def run(gm, on_taken=None, quiet: bool = False) -> None:
    """`gm run`: the in-box taken, the steps resolved while all are in, the state told
    (on_taken: take_inbox's; the post answers each mail with it; quiet: the state told only
    when something happened, as a pass of the post every few minutes wants)."""
    done = take_inbox(gm, on_taken)
    new = _go_on(gm)
    if not quiet or done or new:
        _announce(gm, new)


def skip(gm, players: list) -> None:
    """`gm skip`: these seats (from 0; none: all who are missing) stand for the round."""
    for p in list(players) or gm.missing():
        gm.skip(p)
        out(CLI["skipped_now"].format(player=f"S{p + 1}"))
    _announce(gm, _go_on(gm))


def deadline(gm, until: float | None, every_days: int | None = None) -> None:
    """`gm deadline`: until (seconds, UTC) or none; the packets already sent stay as they
    are, the deadline goes out with the next ones (issue 22.7), once (pbem._new_step). One
    already past is refused: it would skip whoever is missing at the next run, unannounced."""
    if until is not None and until <= clock.now():
        raise Refusal("deadline_past", until=time.strftime("%Y-%m-%d %H:%M", time.gmtime(until)))
    if until is None:
        gm.set_deadline(None, 0)
        out(CLI["deadline_none"])
    else:
        gm.set_deadline(until, every_days)
        out(CLI["deadline_set"].format(until=gm.deadline()))
    out(CLI["deadline_next"])


def computer(gm, players: list, off: bool = False) -> None:
    """`gm computer`: a computer race takes these seats (off: gives them back; a player who
    takes his seat back gets the packet of this step, to send him)."""
    for p in players:
        back = gm.set_computer(p, not off)
        out(CLI["computer_off" if off else "computer_on"].format(player=f"S{p + 1}"))
        if back:
            out(CLI["given_back"].format(player=f"S{p + 1}", step=gm.game.step))
            _send(gm, p)
    _announce(gm, _go_on(gm))


def rollback(gm, n: int = 1) -> None:
    """`gm rollback --schritte N`: the last n steps taken back, the packets of the step then
    written again (they say so), the state told."""
    gm.rollback(n)
    out(CLI["rolled_back"].format(n=n))
    for text in _dropped(gm):
        out(text)
    _announce(gm, True)


def step_list(gm) -> list:
    """Every step of the game so far: (step, round, phase) at its start (GameMaster.steps)."""
    return [(i, g.round, g.phase) for i, g in gm.steps()]


def _phase_key(text: str) -> str:
    t = text.strip().lower()
    if t.isdigit() and 1 <= int(t) <= len(PHASE_ORDER):
        return PHASE_ORDER[int(t) - 1]
    for key, name in PHASES.items():
        if t in (key, name.lower(), name.lower().split(". ")[-1]):
            return key
    return t


def replay(gm, rnd: int, phase: str, hands: bool = False) -> None:
    """`gm replay --runde R --phase P`: what the command says (cli's _gm_replay), for the game master's desk too."""
    want = (rnd, _phase_key(phase))
    record = gm.blocks()
    walk = list(gm.steps())
    at = [n for n, (_, g) in enumerate(walk) if (g.round, g.phase) == want]
    within = [n for n, (_, g) in enumerate(walk[:-1]) if any((e.round, e.phase) == want
                                                              for e in walk[n + 1][1].log[len(g.log):])]
    for n in (at or within)[:1]:
        i, g = walk[n]
        after = walk[n + 1][1] if n + 1 < len(walk) else None
        events = [e for e in (after.log[len(g.log):] if after else []) if (e.round, e.phase) == want]
        out(CLI["replay_head"].format(step=i, round=g.round, phase=PHASES.get(g.phase, g.phase)))
        if (g.round, g.phase) != want:
            out(CLI["replay_within"].format(round=want[0], phase=PHASES.get(want[1], want[1])))
        for name, text in ((SECTIONS["track"], report.track(g)), (SECTIONS["players"], report.players(g)),
                           (SECTIONS["map"], report.galaxy_map(g))):
            out(f"== {name} ==")
            out(text)
        if hands:
            for p in range(len(g.players)):
                out(CLI["hand_of"].format(player=f"S{p + 1}"))
                out(report.hand(g, p))
        out(f"== {CLI['replay_orders'].rstrip(':')} ==")
        if i < len(record):
            out("\n".join(record[i].splitlines()[1:]))
            out(f"== {CLI['happened'].rstrip(':')} ==")
            out("\n".join(x for e in events for x in report.wrap(f"R{e.round} {PHASES.get(e.phase, e.phase)}: "
                                                                 f"{log_text(e)}")) or report.events(after, len(g.log)))
        else:
            out(CLI["replay_none"])
        return
    raise Refusal("no_step")
