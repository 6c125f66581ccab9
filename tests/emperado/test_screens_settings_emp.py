"""SETTINGS.EMP whatever the case it was typed in (issue 33.11): the manual says "Wenn Sie
als Namen 'SETTINGS.EMP' verwenden, werden Ihre Spieleinstellungen beim Programmstart
automatisch geladen", and the ST's disks knew no case. Saved as "settings" or "settings.emp",
the settings are written as SETTINGS.EMP and the next start loads them; a settings.emp of
before (saved so by an earlier version) loads too."""
import pytest

from ports.emperado.screens import testing as T
from ports.emperado.screens.start_scene import StartScene
from ports.emperado.settings_file import save_settings


@pytest.mark.parametrize("typed", ["settings", "settings.emp", "Settings.Emp"])
def test_settings_saved_in_lower_case_are_loaded_at_the_next_start(tmp_path, typed):
    app, g = T.make(parties=5, folder=tmp_path, solidarity=-7)
    T.menu_click(app, g, "sichern")
    T.key(app, text=typed)
    T.key(app, "RETURN")
    assert g.messages.text == "Einstellungen gesichert: SETTINGS.EMP", g.messages.text
    assert (tmp_path / "SETTINGS.EMP").exists()
    start = StartScene(folder=tmp_path)
    assert start.loaded and start.parties == 5 and start.settings.solidarity == -7


def test_a_settings_emp_in_lower_case_of_before_is_loaded(tmp_path):
    app, g = T.make(parties=3, folder=tmp_path, solidarity=5)
    save_settings(tmp_path / "settings.emp", g.state.settings)
    start = StartScene(folder=tmp_path)
    assert start.loaded and start.parties == 3 and start.settings.solidarity == 5
