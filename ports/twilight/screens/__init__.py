"""Twilight Imperium's screens (pyxel). For now only the map picture that goes with every
packet (mapimage.py); the window game is still to come. The rules live one level up and
never import this package.
"""
