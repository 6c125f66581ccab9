"""Twilight Imperium, what a player reads: reports, his view from a packet, every text, the orders' help."""
