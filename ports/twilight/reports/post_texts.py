"""The texts of the post (ports/twilight/post): what its commands say, the mails it writes
and its refusals, in German, addressing the player with "du" as the packets do."""

# what a run says of a file in eingang/ that is no file to read
INBOX = {
    "no_orders_link_broken": "Eine Verknüpfung, die ins Leere zeigt (oder nicht gelesen werden kann).",
    "no_orders_link_loop": "Eine Verknüpfung, die im Kreis zeigt.",
    "no_orders_special": "Keine Datei (eine FIFO, ein Gerät oder ein Socket); sie wird nicht geöffnet.",
    "no_orders_folder": "Ein Ordner, aber kein Maildir (ohne cur/ und new/); er wird nicht gelesen.",
    "mbox_busy": "{name}: das Postfach wird gerade vom Mailprogramm beschrieben; es wird beim nächsten Lauf gelesen.",
    "not_moved": "{name} konnte nicht verschoben werden ({reason}); die Datei bleibt im Eingang.",
}

# the commands' lines
POST = {
    "set_up": "Die Post für {dir} ist eingerichtet: {path}",
    "set_up_in": "  Abholen: {kind} {where} als {user}{folder}",
    "set_up_maildir": "  Abholen: aus dem Maildir {path}",
    "set_up_out": "  Senden:  SMTP {where} ({security}) als {user}, Absender {sender}",
    "set_up_secret": "  Kennwort: {how}",
    "secret_file": "aus der Datei {path}",
    "secret_env": "aus der Umgebungsvariable {name}",
    "secret_ask": "wird bei jedem Lauf gefragt (für einen Lauf ohne Aufsicht: --kennwort-datei oder --kennwort-umgebung)",
    "secret_saved": "Das Kennwort steht jetzt in {path} (nur für dich lesbar).",
    "plain_warning": "Achtung: ohne Verschlüsselung gehen Kennwort und Mails lesbar über das Netz.",
    "ask_mail_password": "Kennwort des Postfachs {user}: ",
    "check_in_ok": "Abholen ({kind} {where}): angemeldet, Ordner {folder} ist da.",
    "check_maildir_ok": "Abholen (Maildir {path}): da.",
    "check_out_ok": "Senden (SMTP {where}): angemeldet.",
    "check_bad": "{reason}",
    "fetched": "{n} neue Mail(s) abgeholt.",
    "fetch_failed": "Abholen nicht möglich: {reason} Es bleibt alles für den nächsten Lauf.",
    "send_failed": "Senden nicht möglich: {reason} {n} Mail(s) warten auf den nächsten Lauf.",
    "sent": "{n} Mail(s) gesendet{rest}.",
    "sent_rest": ", {n} warten auf den nächsten Lauf",
    "cut_sent": "{name}: das Senden wurde unterbrochen, aber die Mail ist schon gesendet (ihre Kopie kam zurück).",
    "cut_again": "{name}: das Senden wurde unterbrochen und keine Kopie kam zurück: sie wird noch einmal gesendet.",
    "held": "{n} Mail(s), deren Senden unterbrochen wurde: es wird noch auf ihre Kopie gewartet.",
    "rejected": "Nicht zustellbar ({name} an {to}): {reason}",
    "no_address": "S{n} hat keine E-Mail-Adresse: sein Paket geht nicht per Post (gm new --adresse oder der Schreibtisch).",
    "receipt_limit": "Keine Quittung an {sender}: schon {n} in der letzten Stunde (eine Flut wird nicht beantwortet).",
    "not_answered": "{name}: nicht beantwortet ({why}).",
    "locked": "Ein anderer Lauf der Post arbeitet gerade an {dir}; dieser endet ohne etwas zu tun.",
    "watch_start": "Die Wache für {dir} läuft ({how}); beenden mit Strg+C.",
    "watch_idle": "IMAP IDLE",
    "watch_poll": "Abfrage alle {minutes} Minuten",
    "watch_stop": "Die Wache endet.",
    "watch_wait_failed": "Warten auf neue Post nicht möglich: {reason} Nächster Versuch in {minutes} Minuten.",
    "reopened": "Die Meisterdatei wurde von außen geändert; neu geöffnet.",
    "queued": "In den Postausgang: {what}",
    "no_sockets": "Im Browser gibt es keine Netzverbindungen: die Post geht nur im Programm auf dem Rechner.",
    "player_fetched": "{n} Paket(e) abgeholt nach {dir}: {names}",
    "player_none": "Keine neuen Pakete.",
    "player_sent": "Befehle gesendet an {to}: {name}",
    "player_note": "{subject}",
    "player_set_up": "Deine Post ist eingerichtet: {path}",
}

# the kinds of mail in the post's log and the mails' subjects
KIND = {"paket": "Paket für S{n} ({step})", "quittung": "Quittung an {to}", "erinnerung": "Erinnerung an S{n}",
        "frist": "Frist an S{n}"}

WHY_NOT = {"bounce": "eine Unzustellbarkeitsmeldung", "automatic": "eine automatische Antwort",
           "list": "eine Mailingliste", "ours": "eine Mail dieses Programms", "no_sender": "ohne Absender",
           "no_mail": "keine Mail", "broken": "kopflos", "unreadable": "nicht lesbar",
           "stranger": "keine Befehle, und der Absender spielt nicht mit"}

# the mails
MAIL = {
    "signature": "-- \nDer Spielleiter ({name}), mit seinem Programm retro twilight",
    "packet_subject": "Twilight {game}: Runde {round}, {phase} – Paket für S{n}",
    "packet_subject_end": "Twilight {game}: Spielende – das letzte Paket für S{n}",
    "packet_body": "Hallo {name},\n\nhier ist dein Paket: Runde {round}, {phase} (Schritt {step}) des Spiels {game}.\n"
                   "{turn}\n{deadline}\n"
                   "Im Anhang: {packet} (lesen: retro twilight player show {packet} --hand){picture}.\n"
                   "Deine Befehle schreibt retro twilight player orders {packet} BEFEHLE; schick die "
                   "Befehlsdatei als Antwort auf diese Mail (als Anhang oder in den Text kopiert). "
                   "retro twilight player post erledigt Abholen und Senden von selbst.\n",
    "packet_body_end": "Hallo {name},\n\ndas Spiel {game} ist zu Ende: {status}\n"
                       "Im Anhang dein letztes Paket: {packet}{picture}.\n",
    "and_picture": " und {name}, die Karte",
    "deadline": "Frist: bis {until} (UTC); wer bis dahin nichts schickt, wird übersprungen (seine Daueraufträge gelten).\n",
    "receipt_subject_ok": "Twilight {game}: Befehle angekommen – {players}, Runde {round}, {phase}",
    "receipt_subject_bad": "Twilight {game}: Befehle abgelehnt",
    "receipt_subject_none": "Twilight {game}: keine Befehlsdatei gefunden",
    "receipt_head_ok": "Befehle angekommen.",
    "receipt_head_bad": "Deine Mail ist angekommen, aber keine Befehle daraus wurden angenommen.",
    "your_mail": "Deine Mail „{subject}“",
    "your_mail_plain": "Deine Mail",
    "receipt_ok": "{name}: angenommen für {player}, Runde {round}, {phase} (Schritt {step}).",
    "receipt_replaces": "  Sie ersetzen die früheren Befehle von {player} ({name}).",
    "receipt_bad": "{name}: abgelehnt. {reason}",
    "receipt_none": "{name}: {reason}",
    "receipt_awaited": "Noch erwartet: {players}.",
    "receipt_all_in": "Alle Befehle dieses Schritts sind da: er wird jetzt ausgewertet, die neuen Pakete folgen.",
    "receipt_fix": "Schick die Befehlsdatei noch einmal (als Anhang oder in den Text kopiert), wie "
                   "retro twilight player orders sie geschrieben hat.",
    "reminder_subject": "Twilight {game}: Erinnerung – Befehle von S{n} bis {until} (UTC)",
    "reminder_body": "Hallo {name},\n\nfür Runde {round}, {phase} (Schritt {step}) fehlen noch deine Befehle. "
                     "Die Frist endet {until} (UTC); danach geht es ohne dich weiter (deine Daueraufträge "
                     "gelten). Dein Paket kam mit der Mail \"{subject}\".\n",
    "notice_subject": "Twilight {game}: Frist für Runde {round}, {phase} – bis {until} (UTC)",
    "notice_body": "Hallo {name},\n\nder Spielleiter hat eine Frist gesetzt: Befehle für Runde {round}, {phase} "
                   "(Schritt {step}) bis {until} (UTC). Wer bis dahin nichts schickt, wird übersprungen "
                   "(seine Daueraufträge gelten).\n",
    "orders_subject": "Twilight {game}: Befehle von {player} für Schritt {step}",
    "orders_body": "Meine Befehle für Runde {round}, {phase} (Schritt {step}) im Anhang.\n",
}

# refusals of the post (merged into texts.MESSAGES)
REFUSALS = {
    "post_not_set_up": "Für {dir} ist keine Post eingerichtet: erst retro twilight gm post einrichten {dir} ...",
    "post_file_bad": "Die Datei post.ini ist fehlerhaft: {detail}",
    "post_setting_bad": "Ungültige Angabe in der Post: {key} = {value}.",
    "post_secret_file_big": "{name} ist zu groß für eine Kennwortdatei (höchstens {limit} KB gelesen).",
    "post_secret_unwritable": "{name} kann nicht geschrieben werden ({reason}).",
    "post_secret_empty": "In {name} steht kein Kennwort.",
    "post_env_missing": "Die Umgebungsvariable {name} ist nicht gesetzt (sie soll das Kennwort enthalten).",
    "post_password_needed": "Das Kennwort des Postfachs wird gefragt, aber hier fragt niemand (ein Lauf ohne "
                            "Terminal): in der Post --kennwort-datei DATEI oder --kennwort-umgebung NAME angeben.",
    "post_unknown_host": "{what}: den Server {host} gibt es nicht (Name unbekannt; Tippfehler oder kein Netz?).",
    "post_refused": "{what}: {host} nimmt auf Port {port} keine Verbindung an (falscher Port, oder der Dienst läuft nicht).",
    "post_timeout": "{what}: {host}:{port} antwortet nicht (Zeitüberschreitung).",
    "post_certificate": "{what}: das Zertifikat von {host} ist nicht vertrauenswürdig ({detail}). Ein eigenes "
                        "Zertifikat des Servers mit --ca-datei angeben.",
    "post_tls": "{what}: die verschlüsselte Verbindung zu {host}:{port} kommt nicht zustande ({detail}); "
                "stimmt die Sicherheit (tls auf 993/995/465, starttls auf 143/110/587)?",
    "post_no_starttls": "{what}: {host}:{port} bietet kein STARTTLS an; --sicherheit tls (auf einem anderen Port) versuchen.",
    "post_login": "{what}: die Anmeldung als {user} bei {host} wurde abgelehnt (Benutzer oder Kennwort falsch).",
    "post_server_said": "{what}: {host} lehnt ab: {detail}",
    "post_connection_lost": "{what}: die Verbindung zu {host}:{port} ist abgebrochen.",
    "post_network": "{what}: keine Verbindung zu {host}:{port} ({detail}).",
    "post_rejected": "Der Server nimmt die Mail an {to} nicht an: {detail}",
    "post_ca_bad": "{name} enthält kein Zertifikat (eine CA-Datei im PEM-Format wird gebraucht).",
    "post_no_maildir": "{path} ist kein Maildir (ohne cur/ und new/).",
    "post_how_in": "Woher kommt die Post? --imap SERVER, --pop3 SERVER oder --maildir ORDNER.",
    "post_how_out": "Womit wird gesendet? --smtp SERVER und --absender ADRESSE.",
    "post_no_sockets": "Im Browser gibt es keine Netzverbindungen: die Post geht nur im Programm auf dem Rechner.",
    "post_no_master": "Die Adresse des Spielleiters ist noch unbekannt: erst ein Paket abholen (player post "
                      "abholen) oder --an ADRESSE angeben.",
    "game_busy": "Ein anderes Programm arbeitet gerade an {dir} (die Post oder ein Befehl des Spielleiters); "
                 "gleich noch einmal versuchen.",
    "post_bad_server": "Kein Server: {value} (so: mail.example.org oder mail.example.org:993).",
}

# the command line's help
HELP = {
    "gm_post": "die Post: Befehle per Mail abholen, quittieren, auswerten, Pakete senden (einmal; "
               "einrichten, pruefen)",
    "gm_post_run": "einmal: abholen, quittieren, auswerten, senden (für cron oder die Aufgabenplanung)",
    "gm_post_setup": "die Post des Spiels einrichten (Server, Benutzer, Absender, wo das Kennwort steht)",
    "gm_post_check": "bei beiden Servern anmelden und sagen, was nicht stimmt",
    "gm_watch": "die Post, bis sie beendet wird: neue Mail sofort (IMAP IDLE) oder alle paar Minuten, "
                "Fristen und Erinnerungen pünktlich",
    "imap": "IMAP-Server des Postfachs (SERVER oder SERVER:PORT; Vorgabe: TLS auf 993)",
    "pop3": "statt IMAP: POP3-Server (Vorgabe: TLS auf 995)",
    "maildir": "statt eines Servers: ein Maildir, das fetchmail oder getmail füllt",
    "smtp": "SMTP-Server zum Senden (Vorgabe: STARTTLS auf 587; Port 465: TLS)",
    "user": "Benutzername des Postfachs (Vorgabe: der Absender)",
    "smtp_user": "Benutzername beim SMTP-Server (Vorgabe: der des Postfachs)",
    "sender": "die Absenderadresse jeder Mail, die das Programm schickt",
    "sender_name": "der Name vor der Absenderadresse",
    "security_in": "Sicherheit des Postfachs: tls (Vorgabe), starttls oder keine",
    "security_out": "Sicherheit beim Senden: starttls (Vorgabe), tls oder keine",
    "ca_file": "CA-Datei für einen Server mit eigenem Zertifikat (die Prüfung bleibt an)",
    "pw_file": "Datei, deren erste Zeile das Kennwort des Postfachs ist",
    "pw_env": "Umgebungsvariable mit dem Kennwort des Postfachs",
    "pw_save": "das Kennwort jetzt fragen und in diese Datei schreiben (nur für dich lesbar)",
    "source": "IMAP-Ordner, in dem die Post ankommt (Vorgabe: INBOX)",
    "game_folder": "IMAP-Ordner, in den die abgeholte Post kommt (Vorgabe: Twilight-SPIEL)",
    "gm_pw_file": "für Läufe ohne Aufsicht: Datei mit der Passphrase (dem Passwort) des Spielleiters",
    "gm_pw_env": "für Läufe ohne Aufsicht: Umgebungsvariable mit der Passphrase des Spielleiters",
    "poll": "Minuten zwischen zwei Abfragen, wo es kein IMAP IDLE gibt (Vorgabe 5)",
    "remind": "Stunden vor einer Frist, in denen die Säumigen erinnert werden (Vorgabe 24)",
    "receipts": "höchstens so viele Quittungen an einen Absender je Stunde (Vorgabe 10)",
    "confirm": "Minuten, die die Kopie einer beim Senden abgebrochenen Mail an dich brauchen darf, "
               "bevor sie noch einmal gesendet wird (Vorgabe 10)",
    "player_post": "die eigene Post: Pakete abholen, Befehle senden (einrichten, abholen, senden)",
    "player_post_setup": "das eigene Postfach einrichten (wie gm post einrichten)",
    "player_post_fetch": "neue Pakete aus dem Postfach holen",
    "player_post_send": "eine Befehlsdatei an den Spielleiter senden",
    "player_folder": "Ordner für die Pakete (Vorgabe: DATENORDNER/pakete)",
    "to": "Adresse des Spielleiters (Vorgabe: der Absender seiner Pakete)",
}
