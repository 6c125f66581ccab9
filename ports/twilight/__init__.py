"""Twilight Imperium, the German play-by-e-mail rules (game master's book) on the Amiga.

Pure modules (no pyxel): hexes, tiles, races, units, technology, cards, galaxy, state,
orders, notation, setup, movement, combat, invasion, politics, economy, progress, engine,
ai, novice, match (the game protocol), crypto, pbem, history. Screens are written elsewhere.
"""
