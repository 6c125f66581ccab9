"""retro.saving: saving and loading at the screen say what went wrong in the player's language,
never change the game under way, and offer a damaged save's whole .bak (with ACME's rules)."""
from retro import saving, storage
from retro.play import Match, Refusal

from ports.acme import texts
from ports.acme.match import RULES, seats_of
from ports.acme.state import PlayerSetting, Settings


def _match(seed=1):
    return Match(RULES, Settings((PlayerSetting("A", True), PlayerSetting("B", True)), "oft"), seed, seats_of)


def _load(path):
    return saving.load(RULES, path, seats_of, "de", texts.explain)


def test_a_saved_game_loads_back_and_the_previous_file_is_kept(tmp_path):
    m = _match()
    m.step_computer()
    path = tmp_path / "ACME.ACM"
    assert saving.save(m, path, "de") is None
    loaded, why = _load(path)
    assert why == "" and loaded.to_text() == m.to_text()
    assert saving.save(_match(2), path, "de") is None
    assert saving.backup(RULES, path) == storage.backup_path(path)


def test_what_goes_wrong_is_said_in_the_players_language(tmp_path):
    (tmp_path / "blocked").write_text("a file where the folder should be")
    assert saving.save(_match(), tmp_path / "blocked" / "x.ACM", "nl") == "Bestand kan niet geschreven worden."
    assert _load(tmp_path / "none.ACM") == (None, storage.message(storage.StorageError("missing"), "de"))
    m, why = saving.load(RULES, tmp_path / "none.ACM", seats_of, "de", texts.explain,
                         file_text=lambda msg: f"Fehler: {msg}")
    assert m is None and why.startswith("Fehler: ")


def test_a_game_the_screen_cannot_take_is_refused_in_the_ports_words(tmp_path):
    path = tmp_path / "ACME.ACM"
    saving.save(_match(), path, "de")

    def other_map(match):
        raise Refusal("bad_settings")
    assert _load(path)[0] is not None
    assert saving.load(RULES, path, seats_of, "de", texts.explain, check=other_map) == \
        (None, texts.explain(Refusal("bad_settings"), "de"))


def test_a_damaged_save_offers_its_whole_backup_once(tmp_path):
    path = tmp_path / "ACME.ACM"
    saving.save(_match(), path, "de")
    saving.save(_match(2), path, "de")
    path.write_text(path.read_text().replace("seed", "sead"))        # the checksum no longer fits
    said = []
    kw = dict(adopt=lambda m: said.append(("adopt", m.seed)), refuse=lambda why: said.append(("refuse", why)),
              offer=lambda why, bak: said.append(("offer", why, bak.name)))
    assert not saving.load_or_offer(RULES, path, _load, **kw)
    assert said == [("offer", storage.message(storage.StorageError("damaged"), "de"), "ACME.ACM.bak")]
    said.clear()
    assert not saving.load_or_offer(RULES, path, _load, offer_backup=False, **kw)
    assert [s[0] for s in said] == ["refuse"]
    said.clear()
    assert saving.load_or_offer(RULES, storage.backup_path(path), _load, offer_backup=False, **kw)
    assert said == [("adopt", 1)]
    said.clear()
    storage.backup_path(path).write_text("no retro file")         # no whole .bak: refused
    assert not saving.load_or_offer(RULES, path, _load, **kw)
    assert [s[0] for s in said] == ["refuse"]


def test_a_data_folder_that_cannot_be_used_is_said(tmp_path):
    a_file = tmp_path / "file"
    a_file.write_text("x")
    storage.set_data_dir(str(tmp_path))
    try:
        assert saving.folder_problem("acme", "de") is None
        storage.set_data_dir(str(a_file))
        assert saving.folder_problem("acme", "de") == storage.message(storage.StorageError("folder"), "de")
    finally:
        storage.set_data_dir(None)
