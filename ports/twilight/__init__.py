"""Twilight Imperium, the German play-by-e-mail rules (game master's book) on the Amiga.

In parts (pure modules, no pyxel, but for screens/):
    rules/      hexes, tiles, races, units, technology, cards, galaxy, state, orders, notation,
                setup, movement, combat, invasion, politics, economy, research, progress,
                engine (the phases), ahead (orders for later phases), verbs, sofar, history
    mail/       play by e-mail: pbem (the game master), desk (a player's side), fileformat,
                seals, crypto, keys, inbox, mastering (what the game master's program does to a
                game), saying (a line said), bench_mail
    computer/   ai (the planning race), novice (random legal orders)
    reports/    what a player reads: report, view (his game from a packet), packetcheck,
                orders_help, texts (every string)
    cli/        `retro twilight gm|player|hotseat`: cli, cli_common, gm_commands, player_commands
    screens/    pyxel (the map picture; the window game is written elsewhere)
    match.py    the game protocol's Rules (and MailTwilight, the e-mail game's); port.py the launcher's
"""
