"""Twilight Imperium, the rules: the galaxy, units, phases and their resolution, orders and their notation, the state and its record."""
