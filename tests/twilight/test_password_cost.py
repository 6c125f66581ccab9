"""A new game of passwords (issue 22.11): its passwords cost a guess what a key file's
passphrase costs (scrypt 2^15, was 2^14), and each has at least 10 characters (was 6);
a game made with the old cost still opens."""
import pytest

from retro.play import Refusal

from ports.twilight.mail import crypto, desk, fileformat, pbem
from ports.twilight.rules.state import Settings
from ports.twilight.reports.texts import explain

from .test_pbem import GM_PW, PWS


def test_a_new_game_of_passwords_costs_a_key_files_guess(tmp_path):
    assert crypto.DEFAULT_COST == crypto.KEY_FILE_COST == 2 ** 15
    gm = pbem.GameMaster.create(tmp_path / "neu", Settings(players=3, seed=1), GM_PW, PWS[:3])
    header = fileformat.parse_file(gm.packet_path(0), fileformat.PACKET).header
    assert header["kosten"] == str(2 ** 15)
    assert "Kredite:" in desk.PlayerDesk(tmp_path, PWS[0]).read_packet(gm.packet_path(0)).hand


def test_passwords_of_nine_characters_are_refused(tmp_path):
    with pytest.raises(Refusal) as e:
        pbem.GameMaster.create(tmp_path / "kurz", Settings(players=3), GM_PW, PWS[:2] + ["neun-zeic"], 16)
    assert explain(e.value) == "Ein Passwort hat mindestens 10 Zeichen."


def test_a_game_of_the_old_cost_still_opens(tmp_path):
    gm = pbem.GameMaster.create(tmp_path / "alt", Settings(players=3, seed=1), GM_PW, PWS[:3], 2 ** 14)
    assert pbem.GameMaster.open(gm.folder, GM_PW).game.phase == gm.game.phase
    assert desk.PlayerDesk(tmp_path, PWS[1]).read_packet(gm.packet_path(1)).hand
