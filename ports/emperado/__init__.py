"""EMPERADO (Atari ST, 1988): liberate the world, country by country.

Pure modules: world, map_layout, map_pixels (the drawn map, data/map_pixels.bin), state,
actions, events, rules, match (the rules behind retro.play's game protocol), settings_file,
zugtabelle, odds, ai, texts.
Screen modules (pyxel) live in screens/; port.py is what the launcher calls.
"""
