"""Messages that say what really happened (issue 22.6): a file cut off is "unvollständig"
(not "keine Befehlsdatei"), one over the size limit "zu groß" (not "Prüfsumme falsch"), an
edited key file "verändert" (not "Falsches Passwort"), and a returning player's file that
replaces the computer's orders or his standing ones says "ersetzt"."""
import pytest

from retro.play import Refusal

from ports.twilight.mail import fileformat, keys
from ports.twilight.reports.texts import explain

from .test_pbem import make_table, one_orders_file


def _refused(f, *a):
    with pytest.raises(Refusal) as e:
        f(*a)
    return explain(e.value)


@pytest.mark.parametrize("keep", [0.2, 0.5, 0.9])
def test_a_cut_off_orders_file_is_named_incomplete(tmp_path, keep):
    gm, desks, dirs = make_table(tmp_path)
    path = one_orders_file(gm, desks, dirs, 0)
    text = path.read_text(encoding="utf-8")
    path.write_text(text[:int(len(text) * keep)], encoding="utf-8")
    assert "unvollständig" in _refused(gm.receive, path)


def test_a_file_over_the_size_limit_is_named_too_big(tmp_path):
    gm, desks, dirs = make_table(tmp_path)
    path = one_orders_file(gm, desks, dirs, 0)
    text = path.read_text(encoding="utf-8")
    big = text.replace("== befehle ==", "== befehle ==\n" + ("x" * 70 + "\n") * 4000)
    said = _refused(gm.receive_block, big, "gross.txt")
    assert "zu groß" in said and "Prüfsumme" not in said


def test_an_edited_key_file_is_not_a_wrong_passphrase(tmp_path):
    path = tmp_path / "schluessel.txt"
    keys.make(path, "Anna", "eine-passphrase", 16)
    text = path.read_text(encoding="utf-8")
    assert _refused(keys.load, path, "falsche-passphrase") == "Falsches Passwort."
    # an edit whose checksum was even made right again
    [(kind, inner)] = fileformat.blocks(text)
    version, body = fileformat.open_envelope(inner, kind)
    crafted = fileformat.envelope(kind, version, body.replace("name=Anna", "name=Anne"))
    path.write_text(f"-----BEGIN TWILIGHT SCHLUESSELDATEI-----\n{crafted}-----END TWILIGHT SCHLUESSELDATEI-----\n",
                    encoding="utf-8")
    said = _refused(keys.load, path, "eine-passphrase")
    assert "verändert" in said and "Falsches Passwort" not in said
    path.write_text(text[:len(text) // 2], encoding="utf-8")
    assert "unvollständig" in _refused(keys.load, path, "eine-passphrase")


def test_a_returning_players_file_says_what_it_replaces(tmp_path):
    gm, desks, dirs = make_table(tmp_path)
    gm.set_computer(2, True)
    assert 2 in gm.play_computers()
    gm.set_computer(2, False)
    r = gm.receive_block(one_orders_file(gm, desks, dirs, 2).read_text(encoding="utf-8"), "s3.txt")
    assert r.replaced == "die Befehle, die der Computer für ihn gab"
    gm.skip(3)
    r = gm.receive_block(one_orders_file(gm, desks, dirs, 3).read_text(encoding="utf-8"), "s4.txt")
    assert r.replaced == "seine stehenden Befehle: er war übersprungen"
    r = gm.receive_block(one_orders_file(gm, desks, dirs, 3).read_text(encoding="utf-8"), "s4b.txt")
    assert r.replaced == "s4.txt"
