# Startup script of the pyxel app (`pyxel package . retro_app.py`, then `pyxel app2html`).
import sys

from retro.__main__ import main

sys.exit(main([]))
