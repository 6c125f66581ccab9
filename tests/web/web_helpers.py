"""Where the tools of the web tests are: Node, npm's pyodide and playwright-core (in .cache/web/,
put there by .ci/run), pyxel 2.6.2's loader and wheel, and a Chromium. A test that lacks one is
skipped, saying which and how to get it."""
import os
import shutil
import typing
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NODE_MODULES = Path(os.environ.get("RETRO_WEB_NODE_MODULES", ROOT / ".cache" / "web" / "node_modules"))
# the workplace's shared/ lies beside the checkout (CI's clone gets a copy beside it too)
PYXEL_262 = Path(os.environ.get("RETRO_WEB_PYXEL_262", ROOT.parent / "shared" / "web" / "pyxel-2.6.2"))
# pyxel 2.9.9's loader (pyxel.js, import_hook.py, images): what the page as built loads
PYXEL_299 = Path(os.environ.get("RETRO_WEB_PYXEL_299", ROOT.parent / "shared" / "web" / "pyxel-2.9.9"))
CHROMIUM_NAMES = ("chromium-headless-shell", "chromium", "chromium-browser", "google-chrome")


def node():
    path = shutil.which("node")
    if not path:
        pytest.skip("node is not installed (.ci/run installs nothing for it: Node comes with the image)")
    return path


def node_package(name: str) -> Path:
    path = NODE_MODULES / name
    if not (path / "package.json").is_file():
        pytest.skip(f"npm package {name} is missing in {NODE_MODULES} "
                    f"(.ci/run: npm install --prefix .cache/web pyodide@0.29.3 pyodide-314.0.4@npm:pyodide@314.0.4 "
                    f"playwright-core@1.65.1)")
    return path


def chromium() -> str:
    for name in CHROMIUM_NAMES:
        path = shutil.which(name)
        if path:
            return path
    pytest.skip("no Chromium (.ci/run: apt-get install chromium-headless-shell, or chromium)")


class Server:
    """A python http.server for `root` on 127.0.0.1 (a free port), in a thread, for a `with`."""

    def __init__(self, root):
        import functools
        import http.server

        class Handler(http.server.SimpleHTTPRequestHandler):
            extensions_map: typing.ClassVar = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                              ".wasm": "application/wasm", ".mjs": "text/javascript",
                              ".js": "text/javascript", ".whl": "application/zip",
                              ".zip": "application/zip", ".json": "application/json"}

            def log_message(self, *args):   # quiet; the browser's side records the requests
                pass

        self.httpd = http.server.ThreadingHTTPServer(
            ("127.0.0.1", 0), functools.partial(Handler, directory=str(root)))
        self.httpd.timeout = 5
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/"

    def __enter__(self):
        import threading

        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()
        return self

    def __exit__(self, *exc):
        self.httpd.shutdown()
        self.httpd.server_close()
        self.thread.join(10)
