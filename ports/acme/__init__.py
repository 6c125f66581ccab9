"""ACME V1.0 (Atari ST, 1990/91, Torsten Werner): Risk for two, with catastrophes and a
calendar from January 1853. Pure rules in this package; the screens in screens/."""
