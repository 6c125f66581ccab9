"""Twilight Imperium, play by e-mail: the master file, packets, orders files, seals and keys, the player's desk."""
