"""The mails the game master's program writes: a packet for a player (its .txt and its map
picture attached), a receipt for every orders mail, a reminder before a deadline, and the
notice of a deadline set while a step's packets were out. Each mail as bytes, as it goes
over the wire (CR LF), with a Message-ID made from its name in the outbox, so that a mail
sent twice is known as the same mail.

Every mail of ours says so in its headers: Auto-Submitted (RFC 3834), so that no program
answers it automatically, and X-Twilight-Art (paket, quittung, erinnerung, frist), so that
the player's program and a mail filter find it.
"""
from __future__ import annotations

import email.message
import email.policy
import email.utils
from pathlib import Path

from ..reports import report
from ..reports.post_texts import MAIL
from ..reports.texts import PHASES

POLICY = email.policy.SMTP.clone(max_line_length=78)


def _base(s, name: str, game: str, kind: str, to: str, subject: str, auto: str = "auto-generated"):
    m = email.message.EmailMessage(policy=POLICY)
    m["From"] = email.utils.formataddr((s.sender_name, s.sender))
    m["To"] = to
    m["Subject"] = subject
    m["Date"] = email.utils.formatdate(usegmt=True)
    domain = s.sender.rpartition("@")[2] or "localhost"
    m["Message-ID"] = f"<{name}.{game}@{domain}>"
    m["Auto-Submitted"] = auto
    m["X-Twilight-Art"] = kind
    m["X-Twilight-Spiel"] = game
    return m


def _phase(g) -> str:
    return PHASES.get(g.phase, g.phase)


def _sign(s) -> str:
    return "\n" + MAIL["signature"].format(name=s.sender_name) + "\n"


def packet(s, gm, p: int, name: str) -> bytes:
    """Player p's packet of this step: the .txt and the picture from ausgang/."""
    g = gm.shown()
    game, info = gm.meta["spiel"], g.players[p]
    path = gm.packet_path(p)
    pic = path.with_suffix(".png")
    has_pic = pic.is_file()
    picture = MAIL["and_picture"].format(name=pic.name) if has_pic else ""
    step = g.step
    if g.phase == "ende":
        subject = MAIL["packet_subject_end"].format(game=game, n=p + 1)
        body = MAIL["packet_body_end"].format(name=info.name, game=game, status=report.status(g), packet=path.name,
                                              picture=picture)
    else:
        subject = MAIL["packet_subject"].format(game=game, round=g.round, phase=_phase(g), n=p + 1)
        until = gm.deadline()
        body = MAIL["packet_body"].format(name=info.name, round=g.round, phase=_phase(g), step=step, game=game,
                                          turn=report.turn_line(g, p),
                                          deadline=MAIL["deadline"].format(until=until) if until else "",
                                          packet=path.name, picture=picture)
    m = _base(s, name, game, "paket", gm.address(p), subject)
    m["X-Twilight-Schritt"] = str(step)
    m["X-Twilight-Spieler"] = f"S{p + 1}"
    if gm.deadline():
        m["X-Twilight-Frist"] = gm.deadline()
    m.set_content(body + _sign(s))
    m.add_attachment(Path(path).read_bytes(), maintype="text", subtype="plain", filename=path.name)
    if has_pic:
        m.add_attachment(pic.read_bytes(), maintype="image", subtype="png", filename=pic.name)
    return m.as_bytes()


def receipt(s, gm, mail, entry: dict, name: str) -> bytes:
    """The answer to an orders mail: each file in it taken (for whom, which round and phase)
    or refused (why), and whom the game master still waits for."""
    game = gm.meta["spiel"]
    g = gm.shown()
    lines, taken = [], [b for b in entry["bloecke"] if "spieler" in b]
    what = MAIL["your_mail"].format(subject=mail.subject) if mail.subject else MAIL["your_mail_plain"]
    for i, b in enumerate(entry["bloecke"]):
        label = what + (f" ({i + 1})" if len(entry["bloecke"]) > 1 else "")
        if "spieler" in b:
            lines.append(MAIL["receipt_ok"].format(name=label, player=f"S{b['spieler'] + 1}", round=b["runde"],
                                                   phase=PHASES.get(b["phase"], b["phase"]), step=b["schritt"]))
            if b.get("ersetzt"):
                lines.append(MAIL["receipt_replaces"].format(player=f"S{b['spieler'] + 1}", name=b["ersetzt"]))
        else:
            lines.append(MAIL["receipt_bad"].format(name=label, reason=b["grund"]))
    if not entry["bloecke"]:
        lines.append(MAIL["receipt_none"].format(name=what, reason=entry["kein"]))
    if taken:
        head = MAIL["receipt_head_ok"]
        b = taken[-1]
        subject = MAIL["receipt_subject_ok"].format(game=game, round=b["runde"], phase=PHASES.get(b["phase"], b["phase"]),
                                                    players=", ".join(sorted({f"S{x['spieler'] + 1}" for x in taken})))
    else:
        head = MAIL["receipt_head_bad"]
        subject = MAIL["receipt_subject_bad" if entry["bloecke"] else "receipt_subject_none"].format(game=game)
        lines.append(MAIL["receipt_fix"])
    if g.phase != "ende":
        awaited = report.awaited(g)
        lines.append(MAIL["receipt_awaited"].format(players=awaited) if awaited != "-" else MAIL["receipt_all_in"])
        if gm.deadline():
            lines.append(MAIL["deadline"].format(until=gm.deadline()).strip())
    m = _base(s, name, game, "quittung", mail.sender, subject, auto="auto-replied")
    if mail.message_id:
        m["In-Reply-To"] = mail.message_id
        m["References"] = mail.message_id
    m.set_content(head + "\n\n" + "\n".join(lines) + "\n" + _sign(s))
    return m.as_bytes()


def reminder(s, gm, p: int, name: str, packet_subject: str) -> bytes:
    g, game, until = gm.shown(), gm.meta["spiel"], gm.deadline()
    m = _base(s, name, game, "erinnerung", gm.address(p), MAIL["reminder_subject"].format(game=game, n=p + 1, until=until))
    m.set_content(MAIL["reminder_body"].format(name=g.players[p].name, round=g.round, phase=_phase(g), step=g.step,
                                               until=until, subject=packet_subject) + _sign(s))
    return m.as_bytes()


def notice(s, gm, p: int, name: str) -> bytes:
    g, game, until = gm.shown(), gm.meta["spiel"], gm.deadline()
    m = _base(s, name, game, "frist", gm.address(p),
              MAIL["notice_subject"].format(game=game, round=g.round, phase=_phase(g), until=until))
    m.set_content(MAIL["notice_body"].format(name=g.players[p].name, round=g.round, phase=_phase(g), step=g.step,
                                             until=until) + _sign(s))
    return m.as_bytes()
