"""Issue 32: the game master's program fetches, answers and sends the mail itself, tested
against real servers (dovecot for IMAP, POP3 and LMTP, an SMTP server delivering through it;
ports.twilight.post.localservers): a game of four (three humans with keys, one computer seat)
played over three rounds entirely by mail (TWILIGHT_MAIL_ROUNDS=5 with --timeout=0 the five of issue 32; issue
36.9), `gm wache` taking the orders mails of every form a
mail program sends (the player's own `player post senden`, plain, quoted-printable, base64,
forwarded, HTML only), answering each with a receipt, sending each packet with its map
picture; one player late: told the deadline, reminded, skipped."""
import os
import time

import pytest

from ports.twilight.post import localservers

from .post_table import FORMS, Table

pytestmark = pytest.mark.skipif(bool(localservers.missing()), reason=localservers.missing() or "servers")
ROUNDS = int(os.environ.get("TWILIGHT_MAIL_ROUNDS", 3))


@pytest.fixture
def mail():
    with localservers.LocalMail(["gm", "s1", "s2", "s3", "s4"]) as m:
        yield m


def _iso(t: float) -> str:
    return time.strftime("%Y-%m-%d %H:%M", time.gmtime(t))


def test_a_game_of_rounds_entirely_by_mail(mail, tmp_path):
    t = Table(mail, tmp_path, remind_hours=0.5)
    watch = t.gm_process("gm", "wache", t.gm_dir)
    late_done, form = False, 0
    try:
        for s in t.humans:
            t.wait_packet(s, -1, watch)
        while True:
            h = t.header(t.humans[0])
            if h["phase"] == "ende" or int(h["runde"]) > ROUNDS:
                break
            step = int(h["schritt"])
            late = int(h["runde"]) == 2 and not late_done and h["phase"] == "politik"
            for s in t.humans:
                if late and s == 3:
                    continue
                orders = t.decide(s)
                if orders is None:
                    continue
                t.send(s, orders, FORMS[form % len(FORMS)])
                form += 1
                t.wait_note(s, rf"angekommen.*S{s}")
            if late:
                # the game master sets a deadline half an hour ahead: S3 is told it, reminded
                # a quarter of an hour before, and skipped when it has passed (his clock moved)
                late_done = True
                code, said = t.gm("gm", "deadline", t.gm_dir, "--bis", _iso(time.time() + 1800),
                                  "--passwort-datei", tmp_path / "gm.txt", "--ohne-bild")
                assert code == 0, said
                assert "Frist" in t.wait_note(3, r"Frist für Runde 2", watch)
                watch.terminate()
                watch.wait(timeout=60)
                watch = t.gm_process("gm", "wache", t.gm_dir, env={"RETRO_TWILIGHT_UHR": "900"})
                t.wait_note(3, r"Erinnerung", watch)
                watch.terminate()
                watch.wait(timeout=60)
                watch = t.gm_process("gm", "wache", t.gm_dir, env={"RETRO_TWILIGHT_UHR": "1900"})
            for s in t.humans:
                t.wait_packet(s, step, watch)
    finally:
        watch.terminate()
        watch.wait(timeout=60)
    log = t.gm_log()
    assert "übersprungen" in log or "uebersprungen" in log, log[-3000:]
    # every orders mail answered once and taken; every packet in each mailbox once
    forms = {f for _, _, f in t.sent}
    assert forms == set(FORMS), forms
    for s in t.humans:
        box = t.mailbox(f"s{s}")
        ids = [i for i, _, _ in box]
        assert len(ids) == len(set(ids)), f"S{s} got a mail twice"
        receipts = [subj for _, kind, subj in box if kind == "quittung"]
        mine = [x for x in t.sent if x[0] == s]
        assert len(receipts) == len(mine), (receipts, mine)
        assert all("angekommen" in r for r in receipts), receipts
        assert sum(kind == "paket" for _, kind, _ in box) >= ROUNDS + 1   # set-up and a step a round at least
    assert int(t.header(1)["runde"]) > ROUNDS or t.header(1)["phase"] == "ende"
