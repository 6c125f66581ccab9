"""The web build, made once per test session by `retro web` (retro/web.py), and unpacked."""
import zipfile

import pytest


@pytest.fixture(scope="session")
def web_build(tmp_path_factory):
    """(pyxapp, html, printed) of `retro web OUT_DIR`."""
    import contextlib
    import io

    from retro import web

    out = tmp_path_factory.mktemp("web")
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        assert web.main([str(out)]) == 0
    return out / "retro.pyxapp", out / "retro.html", buf.getvalue()


@pytest.fixture(scope="session")
def web_app(web_build, tmp_path_factory):
    """The .pyxapp unpacked: the folder that holds retro_app.py, retro/ and ports/."""
    dest = tmp_path_factory.mktemp("app")
    zipfile.ZipFile(web_build[0]).extractall(dest)
    return dest / "retro"
