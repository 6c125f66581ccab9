"""Files through mail programs that wrap and re-flow (issue 22.1): every line of every file
the game writes is at most 76 characters, and a file whose lines a mail program wrapped (at
72, 76 or 78 columns, at a space or in a word, with or without trailing spaces) or re-flowed
(format=flowed, RFC 3676: soft breaks "space + CRLF", space-stuffing) still reads. A
recorded game whose every file went through such mail, some in an mbox, plays to its end."""
import mailbox

import pytest

from retro.play import Refusal

from ports.twilight.computer import ai
from ports.twilight.mail import crypto, desk, inbox, keys, pbem
from ports.twilight.rules import engine
from ports.twilight.rules.state import Settings

from .test_pbem import make_table


def wrapped(text: str, width: int, trailing: bool = False) -> str:
    """A mail program's hard wrap: a longer line broken at its last space before the width
    (the space kept at the line's end if trailing), else in the word."""
    out = []
    for line in text.splitlines():
        while len(line) > width:
            at = line.rfind(" ", 0, width + 1)
            if at <= 0:
                out.append(line[:width])
                line = line[width:]
            else:
                out.append(line[:at] + (" " if trailing else ""))
                line = line[at + 1:]
        out.append(line + (" " if trailing and out else ""))
    return "\r\n".join(out) + "\r\n"


def flowed(text: str, width: int = 72) -> str:
    """format=flowed as sent, saved without being un-flowed: soft breaks are "space + CRLF",
    lines starting with a space, ">" or "From " are space-stuffed."""
    out = []
    for line in text.splitlines():
        while len(line) > width:
            at = line.rfind(" ", 0, width)
            at = width if at <= 0 else at + 1
            out.append(line[:at] + ("" if line[at - 1] == " " else " "))
            line = line[at:]
        out.append(line)
    return "\r\n".join(" " + x if x.startswith((" ", ">", "From ")) else x for x in out) + "\r\n"


MANGLE = [lambda t: wrapped(t, 72), lambda t: wrapped(t, 76, True), lambda t: wrapped(t, 78),
          lambda t: wrapped(t, 72, True), flowed, lambda t: inbox.unflow(flowed(t), delsp=False)]


def _long(text):
    return [x for x in text.splitlines() if len(x) > 76 or x != x.rstrip()]


@pytest.fixture
def keygame(tmp_path):
    pairs = [crypto.KeyPair() for _ in range(4)]
    gm_pair = crypto.KeyPair()
    gm = pbem.GameMaster.create_with_keys(tmp_path / "gm", Settings(players=4, seed=3), gm_pair,
                                          [p.public for p in pairs], ["Anna Berg", "Bert", "Carl", "Dora"])
    return gm, pairs


def test_every_line_of_every_file_is_76_characters_at_most(tmp_path, keygame):
    gm, pairs = keygame
    key_pair, public = keys.make(tmp_path / "k" / "schluessel.txt", "Anna Berg", "eine-passphrase", 16)
    files = {"schluessel": (tmp_path / "k" / "schluessel.txt").read_text(encoding="utf-8"), "oeffentlich": public,
             "meister": (gm.folder / pbem.MASTER_FILE).read_text(encoding="utf-8"),
             "paket": gm.packet_path(0).read_text(encoding="utf-8")}
    d = desk.PlayerDesk(tmp_path, pair=pairs[0])
    pk = d.read_packet(gm.packet_path(0))
    files["befehle"] = d.write_orders(pk, "S1 STIMME fuer=ja", tmp_path).read_text(encoding="utf-8")
    for kind, text in files.items():
        assert not _long(text), (kind, _long(text)[:2])


@pytest.mark.parametrize("mangle", range(len(MANGLE)))
def test_wrapped_and_reflowed_files_still_read(tmp_path, keygame, mangle):
    gm, pairs = keygame
    m = MANGLE[mangle]
    kf = tmp_path / "k" / "schluessel.txt"
    pair, public = keys.make(kf, "Anna Berg", "eine-passphrase", 16)
    kf.write_text(m(kf.read_text(encoding="utf-8")), encoding="utf-8")
    loaded, name = keys.load(kf, "eine-passphrase")
    assert loaded.public == pair.public and name == "Anna Berg"
    (tmp_path / "pub.txt").write_text(m(public), encoding="utf-8")
    assert keys.read_public(tmp_path / "pub.txt") == ("Anna Berg", pair.public)
    packet = tmp_path / "paket.txt"
    packet.write_text(m(gm.packet_path(0).read_text(encoding="utf-8")), encoding="utf-8")
    d = desk.PlayerDesk(tmp_path, pair=pairs[0])
    pk = d.read_packet(packet)
    assert "Kredite:" in pk.hand and pk.view() is not None
    orders = d.write_orders(pk, "\n".join(o.text() for o in ai.orders_for(pk.view(), 0)), tmp_path / "o")
    orders.write_text(m(orders.read_text(encoding="utf-8")), encoding="utf-8")
    assert gm.receive(orders) == 0
    # a changed character is still caught, wrapped or not
    text = packet.read_text(encoding="utf-8")
    i = text.index("fuer=") + 7
    packet.write_text(text[:i] + ("0" if text[i] != "0" else "1") + text[i + 1:], encoding="utf-8")
    with pytest.raises(Refusal):
        d.read_packet(packet)


def test_a_recorded_game_through_wrapping_reflowing_mail_and_an_mbox_plays_to_its_end(tmp_path):
    gm, desks, dirs = make_table(tmp_path, seed=5)
    steps, n = 0, 0
    while gm.game.phase != "ende":
        box = mailbox.mbox(str(tmp_path / f"box{steps}.mbox"))
        for p in engine.awaited(gm.game):
            n += 1
            src = gm.packet_path(p)
            (dirs[p] / src.name).write_text(MANGLE[n % len(MANGLE)](src.read_text(encoding="utf-8")),
                                            encoding="utf-8")
            packet = desks[p].read_packet(dirs[p] / src.name)
            text = "\n".join(o.text() for o in ai.orders_for(packet.view(), p))
            out = desks[p].write_orders(packet, text)
            body = MANGLE[(n + 1) % len(MANGLE)](out.read_text(encoding="utf-8"))
            flow = "; format=flowed" if n % 2 else ""
            box.add(f"From: s{p + 1}@example.org\nSubject: Befehle\nMIME-Version: 1.0\n"
                    f"Content-Type: text/plain; charset=utf-8{flow}\n\nHallo,\n\n{body}\nGruss\n".encode("utf-8"))
        box.flush()
        box.close()
        a = inbox.read(tmp_path / f"box{steps}.mbox")
        assert len(a.orders) == len(engine.awaited(gm.game))
        for block in a.orders:
            gm.receive_block(block, "box")
        gm.resolve()
        steps += 1
        assert steps < 400
    assert gm.game.winners
