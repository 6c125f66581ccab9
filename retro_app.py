# Startup script of the pyxel app that `retro web OUT_DIR` packs (retro/web.py writes this text).
import sys

from retro.__main__ import main

sys.exit(main([]))
