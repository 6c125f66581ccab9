"""Twilight Imperium, the German play-by-e-mail rules (game master's book) on the Amiga.

Pure modules (no pyxel): hexes, tiles, races, units, technology, cards, galaxy, state,
orders, setup, movement, combat, invasion, politics, economy, progress, engine, ai,
crypto, pbem, history. Screens are written elsewhere.
"""
