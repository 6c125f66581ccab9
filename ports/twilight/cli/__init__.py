"""Twilight Imperium, the command line: retro twilight gm|player|hotseat."""
