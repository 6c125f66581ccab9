# Startup script of the pyxel app that `retro web OUT_DIR` packs (retro/web.py writes this text).
# title: retro
# author: retro contributors
# desc: EMPERADO, ACME, Twilight Imperium and aMalone - Atari ST and Amiga games on pyxel
# license: MIT
# version: 0.1.0
import sys

from retro.__main__ import main

sys.exit(main([]))
