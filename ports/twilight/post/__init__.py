"""The postman of the e-mail game: the game master's program fetches the orders mail,
answers every sender, runs the step at its deadline and mails every player his packet.

    config.py     the mail settings of a game (post.ini in its folder) and their secrets
    servers.py    IMAP, POP3 or a Maildir to fetch from, SMTP to send with (standard library)
    idle.py       waiting for new mail: IMAP IDLE where the server offers it
    incoming.py   what a mail is: for the game, a bounce, an automatic answer
    letters.py    the mails the program writes: packets, receipts, reminders, deadlines
    outbox.py     every mail to send written first, moved when the server took it
    postman.py    one pass (`gm post`), and the watch (`gm wache`)
    player.py     the player's side (`player post`): fetch his packets, send his orders
    localservers.py  dovecot and an SMTP server on 127.0.0.1, for the tests and the bench

Nothing here imports pyxel. The browser build has no sockets: there every command of the
post says so (config.no_sockets).
"""
