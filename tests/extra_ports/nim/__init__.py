"""NIM on the Atari ST's low resolution: a port that lives only in the tests (issue 36), found
by the catalog through RETRO_PORTS. Rows of 1, 3, 5 and 7 matches; a player takes one or more
from one row; who takes the last match loses. The computer: zufall (any move) or klug (the
known rule). Pure: rules, texts, sounds; the screen in screen.py; port.py for the launcher."""
