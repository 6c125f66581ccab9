"""EMPERADO (Atari ST, 1988): liberate the world, country by country.

Pure modules: world, map_layout, state, actions, rules, game, odds, ai, texts.
Screen modules (pyxel) live in screens/; port.py is what the launcher calls.
"""
