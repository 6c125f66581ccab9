"""Twilight Imperium, the computer races: the planner and the novice."""
