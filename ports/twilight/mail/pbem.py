"""Play by e-mail: the game master's master file and the packets he sends.

The game master's folder: meister.txt (everything and the whole history), ausgang/ (a packet
per player per step, and its map picture), eingang/ (what arrived), archiv/ and abgelehnt/.
A packet is printable text for a human (report.py) plus two parts for the player's program:
his sealed hand page as data and the public state as data (desk.Packet.view rebuilds the
game as he knows it). The file format is fileformat.py; sealing and signing, in a game of
keys or of passwords, seals.py; a player's side desk.py.

The master file is a Match's record (match.MailTwilight: settings, seed, every player's
orders as played, a snapshot to check the replay against), sealed and signed as fileformat.py
and seals.py say, beside the game master's own notes (the post of the step now, nonces, seats
of the computer, deadline, orders taken back). Rollback is Match.undo; computer seats are
the Match's Seat.cpu. A master file of before (the record in step blocks, with a digest;
issue 10's file whose digest depended on the order of arrival too) opens and is converted.
"""
from __future__ import annotations

import copy
import itertools
import json
import os
import time
from dataclasses import dataclass
from pathlib import Path

from retro import storage
from retro.play import Refusal

from retro.play import Match, Seat

from . import clock, crypto, fileformat, keys, seals
from ..rules import engine, history, notation
from ..match import PLANNER, MailTwilight, RecordedTwilight, old_form
from ..rules.orders import Orders
from .desk import Packet, PlayerDesk, read_public, packet_text  # noqa: F401  (the player's side)
from .fileformat import MASTER, MAX_ORDERS, ORDERS, stamp  # noqa: F401  (stamp: the files' time)
from ..rules.state import Settings
from ..reports.texts import PHASES, REPLACED

PROGRAM = 2                      # the rules' version a master file names (see master_mismatch)
MIN_PASSWORD = 10              # a new game of passwords (issue 22.11; the first program's took 6)
OUTBOX, INBOX = "ausgang", "eingang"     # the game master's folders: packets out, orders in
MASTER_FILE, GM_KEY_FILE = "meister.txt", "schluessel.txt"
MARKER = "stand.txt"             # in ausgang/: the game and the output its packets are (_mark)
MIN_DEADLINE_HOURS = 24          # a deadline carried into the next packets leaves at least this to answer


@dataclass
class Receipt:
    """What receiving an orders file did."""
    player: int
    replaced: str = ""           # the file of his whose orders these replace ("" if none)


# -- the game master ----------------------------------------------------------------------------
class GameMaster:
    """The game master's program: a Match of the mail rules (match.MailTwilight) kept in the
    master file, the post of this step, and the packets he writes.

    The Match's record (settings, seed, every player's orders as played) is the master
    file's game; `post` holds the orders in for the step now (from the mail, skips, the
    computer seats' decisions), played into the Match in one go when the last is in, so
    that a later file of the same player replaces his earlier one until then."""

    def __init__(self, folder, seal, meta: dict, content: dict, picture=None):
        self.folder = Path(folder)
        self.seal, self.meta, self.content = seal, meta, content
        self.picture = picture   # game -> PNG bytes of the map (screens.mapimage; the command line's)
        self.rules = MailTwilight(self.ai_seed)
        self.match: Match | None = None
        self.post: dict = {}     # player -> orders.Orders in for this step, not yet played
        self.dropped_deadline = ""   # a deadline not carried into the new step (too close): told, then cleared

    @property
    def game(self):
        return self.match.state

    def seat(self, state, p) -> Seat:
        """The Match's seats: a computer seat decides while its orders are not in."""
        return Seat.cpu(PLANNER) if p in self.computer and p not in self.post else Seat.human()

    def _new_match(self, settings: Settings) -> None:
        self.match = Match(self.rules, settings, settings.seed, self.seat, checkpoints=False)

    def _adopt(self, replayed: Match) -> None:
        """The game of a master file, replayed under its record's rules, as the Match of the
        mail rules (which check all that comes from now on)."""
        self._new_match(replayed.settings)
        self.match.adopt(replayed)

    # set-up
    @classmethod
    def create(cls, folder, settings: Settings, gm_password: str, passwords: list,
               cost: int = crypto.DEFAULT_COST, picture=None, addresses: list | None = None) -> "GameMaster":
        """A game of passwords (the first program's kind)."""
        check_passwords([gm_password] + list(passwords))
        if len(passwords) != settings.players:
            raise Refusal("player_count", lo=settings.players, hi=settings.players)
        crypto.check_cost(cost)
        salt = crypto.new_salt()
        meta = {"kosten": str(cost), "salz": salt, "pruef": crypto.verifier(gm_password, salt, cost)}
        players = []
        for pw in passwords:
            s = crypto.new_salt()
            players.append({"salz": s, "pruef": crypto.verifier(pw, s, cost),
                            "schluessel": crypto.derive_key(pw, s, cost).hex(), "gesehen": 0})
        _addresses(players, addresses)
        seal = seals.PasswordSeals(crypto.derive_key(gm_password, salt, cost), meta, players)
        return cls._start(folder, settings, seal, meta, players, picture)

    @classmethod
    def create_with_keys(cls, folder, settings: Settings, pair: crypto.KeyPair, publics: list,
                         names: list | None = None, picture=None, addresses: list | None = None) -> "GameMaster":
        """A game of keys: the game master's key pair and each player's public key."""
        if len(publics) != settings.players:
            raise Refusal("player_count", lo=settings.players, hi=settings.players)
        if len(set(publics)) != len(publics) or pair.public in publics:
            raise Refusal("key_same")
        players = [{"box": k.box, "sign": k.sign, "name": (names or [""] * len(publics))[i], "gesehen": 0}
                   for i, k in enumerate(publics)]
        _addresses(players, addresses)
        return cls._start(folder, settings, seals.KeySeals(pair, list(publics)), {}, players, picture)

    @classmethod
    def _start(cls, folder, settings, seal, meta, players, picture=None) -> "GameMaster":
        meta = {"spiel": os.urandom(6).hex(), **meta}
        content = {"nonces": [], "players": players, "programm": PROGRAM, "modus": seal.mode}
        gm = cls(folder, seal, meta, content, picture=picture)
        gm._new_match(settings)
        for sub in (OUTBOX, INBOX):
            (gm.folder / sub).mkdir(parents=True, exist_ok=True)
        gm.save()
        gm.write_packets()
        return gm

    @staticmethod
    def mode_of(folder) -> str:
        """"schluessel" or "passwort": what opens this game's master file."""
        parsed = fileformat.parse_file(Path(folder) / MASTER_FILE, MASTER)
        return parsed.header.get("modus", seals.PASSWORDS)

    @classmethod
    def open(cls, folder, secret, picture=None, older_ok: bool = False) -> "GameMaster":
        """secret: the game master's password (a game of passwords) or his key pair. A master
        file of before the Match (its record in step blocks) is converted (_convert), one whose
        snapshot's digest is of before (match.old_form) checked so; either is written in today's
        form at once. A master file older than the packets in ausgang/ (stand.txt: a copy or meister.txt.bak put
        back, which would send packets of old steps again) is refused, unless older_ok: then
        it is the game master's file from now on, its output counted on from the marker's."""
        parsed = fileformat.parse_file(Path(folder) / MASTER_FILE, MASTER)
        h = parsed.header
        mode = h.get("modus", seals.PASSWORDS)
        if mode == seals.KEYS:
            if not isinstance(secret, crypto.KeyPair):
                raise Refusal("needs_key")
            seal = seals.KeySeals(secret, [])
            meta = {"spiel": h["spiel"]}
        else:
            if not isinstance(secret, str):
                raise Refusal("needs_password")
            cost = fileformat.number(h, "kosten", crypto.MIN_COST, crypto.MAX_COST)
            key = crypto.check_password(secret, h.get("salz", ""), cost, h.get("pruef", ""))
            meta = {k: h[k] for k in ("spiel", "kosten", "salz", "pruef")}
            seal = seals.PasswordSeals(key, meta, [])
        try:
            content = json.loads(seal.open_master(parsed))
            players = content["players"]
            if mode == seals.KEYS:
                seal.players = [crypto.PublicKey(i["box"], i["sign"]) for i in players]
            else:
                seal.players = players
            body = content.get("partie")
            settings = None if body is not None else Settings.from_text(content["settings"])
        except (ValueError, KeyError, TypeError, AttributeError):
            raise Refusal("file_damaged") from None
        gm = cls(folder, seal, meta, content, picture)
        older = gm._older(h.get("schritt", "?"), older_ok)
        if body is None:
            gm._convert(settings)
            gm._converted()
            return gm._taken(older)
        try:
            gm._adopt(Match.from_text(RecordedTwilight(), body, checkpoints=False))
        except Refusal as e:
            if e.key in ("load_mismatch", "bad_record"):
                key, params = _mismatch(content, e)
                raise Refusal(key, **params) from None
            raise Refusal("file_damaged") from None
        try:
            gm.post = {int(p): notation.parse_orders(text) for p, text in content.get("post", {}).items()}
        except (Refusal, ValueError, AttributeError):
            raise Refusal("file_damaged") from None
        if old_form(body):
            gm._converted()                 # its digest of before checked: written in today's form
        return gm._taken(older)

    def _older(self, step: str, older_ok: bool) -> int:
        """The marker's output if it is of this game and newer than the master file's (0 if
        not); Refusal master_older unless older_ok."""
        mark = read_marker(self.folder)
        theirs, ours = mark.get("ausgabe", 0), self.content.get("ausgabe", 0)
        if mark.get("spiel") != self.meta["spiel"] or not isinstance(ours, int) or theirs <= ours:
            return 0
        if not older_ok:
            raise Refusal("master_older", step=step, marked=mark.get("schritt", "?"), ours=ours, theirs=theirs)
        return theirs

    def _taken(self, older: int) -> "GameMaster":
        """An older master file opened anyway is saved as the newest: its output counted on from
        the packets' (its next packets are newer than those out, and it opens again unasked)."""
        if older:
            self.content["ausgabe"] = older
            self.save()
        return self

    def _convert(self, settings: Settings) -> None:
        """A master file of before the Match: its record of step blocks replayed and checked
        against its digest as that program did, then played as the Match's actions (each
        player's orders of a step, those sent ahead by a player not awaited first), its
        orders held for the step now put in the post; then saved in today's form (open)."""
        content = self.content
        record = content["record"]
        old = history.replay(settings, record)
        stored = content.get("digest")
        if history.digest(old, record=record) != stored and not _legacy_match(old, stored, record):
            key, params = _mismatch(content)
            raise Refusal(key, **params)
        m = Match(RecordedTwilight(), settings, settings.seed, checkpoints=False)
        for block in record:
            _, _, by, skipped = history.split_step(block)
            missing = set(engine.missing(m.state))
            acts = [Orders(p, (), skipped=True) if p in skipped else Orders(p, tuple(by[p])) for p in sorted(by)]
            acts.sort(key=lambda a: a.player in missing)
            steps = m.state.step
            for a in acts:
                m.play(a.player, a)           # checked when they came in (RecordedTwilight)
            if m.state.step != steps + 1:
                raise Refusal("master_diverges", step=steps)
        self._adopt(m)
        for p, lines in sorted(content.get("pending", {}).items()):
            self.post[int(p)] = Orders(int(p), tuple(notation.parse_all("\n".join(lines))))
        for p in content.get("uebersprungen", []):
            self.post[int(p)] = Orders(int(p), (), skipped=True)
        for key in ("settings", "record", "pending", "uebersprungen", "digest"):
            content.pop(key, None)

    def _converted(self) -> None:
        """A master file of before written in today's form at once (atomically); one that
        cannot be written now opens as it was, and its next save converts it."""
        try:
            self.save()
        except storage.StorageError:
            pass

    def _header(self) -> dict:
        g = self.game
        return {"spiel": self.meta["spiel"], "schritt": str(g.step), "runde": str(g.round),
                "phase": g.phase}

    def save(self) -> None:
        self.content["partie"] = self.match.to_text()
        self.content["post"] = {str(p): a.text() for p, a in sorted(self.post.items())}
        self.content["programm"] = PROGRAM
        h = {**self._header(), **self.seal.master_header()}
        blob = self.seal.seal_master(json.dumps(self.content, ensure_ascii=False),
                                     seals.aad({k: h[k] for k in ("spiel", "schritt", "runde", "phase")}))
        text = fileformat.compose(MASTER, h, [("inhalt", fileformat.cut(blob))], self.seal.close_master)
        storage.atomic_write(self.folder / MASTER_FILE, text)

    # the players' e-mail addresses (a master file of before them has none)
    def address(self, p: int) -> str:
        return self.content["players"][p].get("adresse", "")

    def set_address(self, p: int, address: str) -> None:
        _addresses([self.content["players"][p]], [address])
        self.save()

    # packets
    def packet_path(self, p: int) -> Path:
        return self.folder / OUTBOX / f"paket_{self.game.step:04d}_S{p + 1}.txt"

    def picture_path(self, p: int) -> Path:
        return self.packet_path(p).with_suffix(".png")

    def ai_seed(self, p: int) -> int:
        """The seed of player p's computer race: secret like his hand, and not the game's seed."""
        return self.seal.ai_seed(self.meta["spiel"], p)

    def write_packets(self) -> list:
        """The packets of this step, every one written again from the master file's game
        (a run stopped while writing them writes them all again); then the file saved."""
        png = self.picture(self.game) if self.picture is not None else None
        out = []
        for p in range(len(self.game.players)):
            out.append(self.write_packet(p, png))
        self.content.pop("zurueck", None)         # the roll-back notice went out with these
        self.content.pop("einzeln", None)         # a packet given back since is one of these now
        self.content["pakete"] = self.game.step
        self.content["ausgabe"] = self.content.get("ausgabe", 0) + 1
        for info in self.content["players"]:
            info["gesehen"] = len(self.game.log)
            info["paket_ausgabe"] = self.content["ausgabe"]     # the output his packet is (the post's name)
        self.save()
        self._mark()
        return out

    def give_back(self, p: int) -> Path:
        """Player p takes his seat back from the computer: the packet of this step written for
        him (the computer's went to nobody), with its map picture, as an output of its own
        (content "einzeln": [step, player, output], until the next packets are written)."""
        png = self.picture(self.game) if self.picture is not None else None
        path = self.write_packet(p, png)
        n = self.content["ausgabe"] = self.content.get("ausgabe", 0) + 1
        self.content.setdefault("einzeln", []).append([self.game.step, p, n])
        self.content["players"][p]["paket_ausgabe"] = n
        self.save()
        self._mark()
        return path

    def _mark(self) -> None:
        """ausgang/stand.txt, after the master file: this game's output whose packets are in
        ausgang/ (a master file of a smaller one is older: open refuses it)."""
        text = (f"spiel={self.meta['spiel']}\nausgabe={self.content['ausgabe']}\n"
                f"schritt={self.game.step}\n")
        storage.atomic_write(self.folder / OUTBOX / MARKER, text, keep_backup=False)

    @property
    def packets_due(self) -> bool:
        """Whether the packets of this step are still to be written (a run stopped after the
        step was resolved and saved, before its packets were out)."""
        return self.content.get("pakete", self.game.step) != self.game.step

    def shown(self):
        """The game as the packets and the game master's summary tell it: with the orders in
        the post as given (a packet written mid-step names only whom he still waits for)."""
        if not self.post:
            return self.game
        g = copy.copy(self.game)         # shallow: only read
        g.pending, g.skipped = dict(g.pending), list(g.skipped)
        for p, a in self.post.items():
            g.pending[p] = list(a.orders)
            if a.skipped:
                g.skipped = sorted(set(g.skipped) | {p})
        return g

    def write_packet(self, p: int, png: bytes | None = None) -> Path:
        g = self.shown()
        info = self.content["players"][p]
        header = {**self._header(), "spieler": f"S{p + 1}", **self.seal.packet_header(p)}
        path = self.packet_path(p)
        notes = {"skipped": self.content.get("zurueck"), "picture": path.with_suffix(".png").name if png else "",
                 "deadline": self.deadline(), "computer": self.content.get("computer", [])}
        text = packet_text(g, p, self.meta["spiel"], header, info.get("gesehen", 0), self.ai_seed(p), notes,
                           self.seal.seal_hand, self.seal.close_packet)
        path.parent.mkdir(parents=True, exist_ok=True)
        storage.atomic_write(path, text, keep_backup=False)     # each step writes new ones
        if png:
            _write_bytes(path.with_suffix(".png"), png)
        return path

    # orders
    def missing(self) -> list:
        """Whom the game master waits for: awaited by the game, and no orders in the post."""
        return [p for p in engine.missing(self.game) if p not in self.post]

    @property
    def ready(self) -> bool:
        return self.game.phase != "ende" and not self.missing()

    def receive(self, path, save: bool = True) -> int:
        """Check an orders file and take its orders; returns the player. Refusal: nothing changes."""
        return self.receive_block(fileformat.read(path, ORDERS), Path(path).name, save).player

    def receive_block(self, text: str, name: str = "", save: bool = True) -> Receipt:
        """One orders file's text (found in a file or a mail); Refusal: nothing changes.
        save=False: the caller saves once after taking all that arrived (and only then moves
        the files away, so that nothing taken is lost if the program is stopped)."""
        found = [] if text.startswith(storage.MAGIC + " ") else fileformat.blocks(text)
        parsed = fileformat.parse(found[0][1] if found else text, ORDERS)
        h = parsed.header
        if h.get("spiel") != self.meta["spiel"]:
            raise Refusal("file_foreign", theirs=h.get("spiel"), ours=self.meta["spiel"])
        p = fileformat.player(h, len(self.game.players))
        body = self.seal.open_orders(p, parsed)
        if h.get("nonce") in self.content["nonces"]:
            raise Refusal("file_replayed")
        now = self._header()
        if any(h.get(k) != now[k] for k in ("schritt", "runde", "phase")):
            raise Refusal("file_outdated", round=h.get("runde"), phase=PHASES.get(h.get("phase"), h.get("phase")),
                          step=h.get("schritt"), want_round=now["runde"],
                          want_phase=PHASES.get(now["phase"], now["phase"]), want_step=now["schritt"])
        lines = notation.lines(body)
        if len(lines) > MAX_ORDERS:
            raise Refusal("too_many_orders", n=len(lines), most=MAX_ORDERS)
        earlier = self.content.setdefault("von", {}).get(str(p))
        written = h.get("zeit", "")
        if earlier is not None and p in self.post and written < earlier.get("zeit", ""):
            raise Refusal("file_older", player=f"S{p + 1}", name=earlier.get("datei", ""))
        orders = engine.read(self.game, p, lines)       # all or nothing
        self.match.check(p, Orders(p, tuple(orders)))
        replaced = ""
        if p in self.post:          # his own earlier file, the computer's orders or his standing ones
            replaced = (earlier or {}).get("datei") or (REPLACED["skipped"] if getattr(self.post[p], "skipped", False)
                                                         else REPLACED["computer"])
        self.post[p] = Orders(p, tuple(orders))
        self.content["von"][str(p)] = {"datei": name, "zeit": written}
        self.content["nonces"].append(h["nonce"])
        self.content.get("abwesend", {}).pop(str(p), None)        # he answers: he is back
        if save:
            self.save()
        return Receipt(p, replaced)

    def take(self, p: int, orders) -> None:
        """Typed orders of player p into the post (a test's or a screen's), checked."""
        a = Orders(p, tuple(orders))
        self.match.check(p, a)
        self.post[p] = a

    def resolve(self, write: bool = True) -> list:
        """All orders in: the post played into the Match (those sent ahead by a player not
        awaited first, the last one awaited resolves the phase and what follows by itself);
        new packets written (write=False: the caller writes them once after several steps,
        so that each player's report of what happened misses nothing)."""
        if self.game.phase == "ende":
            raise Refusal("game_over")
        if not self.ready:
            raise Refusal("orders_missing", players=", ".join(f"S{p + 1}" for p in self.missing()))
        awaited = set(engine.missing(self.game))
        for p, a in sorted(self.post.items(), key=lambda pa: (pa[0] in awaited, pa[0])):
            self.match.play(p, a)
        self._new_step()
        if not write:
            self.save()
            return []
        return self.write_packets()

    def _new_step(self) -> None:
        self.post = {}
        self.content["von"] = {}
        days = self.content.get("frist_tage")
        before = self.content.get("frist")
        self.content["frist"] = None
        if days:
            self.content["frist"] = {"schritt": self.game.step, "bis": _iso(clock.now() + days * 86400)}
        elif before and not (before.get("im_paket") and before.get("schritt") == self.content.get("pakete")):
            # a deadline set while the packets of a step were out goes out with the next ones,
            # once (one that went out with its step's packets ends with the step), and only
            # with a day left to answer: else a step whose packets go out an hour before it
            # skips everybody after an hour
            if before.get("bis", "") >= _iso(clock.now() + MIN_DEADLINE_HOURS * 3600):
                self.content["frist"] = {"schritt": self.game.step, "bis": before["bis"], "im_paket": True}
            elif before.get("bis", "") > _iso(clock.now()):
                self.dropped_deadline = before["bis"]
        absent = self.content.get("abwesend", {})
        self.content["abwesend"] = {k: r for k, r in absent.items() if r == self.game.round}

    def steps(self):
        """Replay the game step by step: (step number, state) from the set-up on."""
        m = self.match
        state = self.rules.new(m.settings, m.seed)
        yield 0, copy.deepcopy(state)
        for e in m.log:
            n = state.step
            self.rules.apply(state, e.player, e.action)
            if state.step != n:
                yield state.step, copy.deepcopy(state)

    def blocks(self) -> list:
        """The steps resolved, each as a block of text: its round and phase, then every
        player's orders (match.Twilight.blocks; the record of before, the Match's log told so)."""
        m = self.match
        return self.rules.blocks(m.settings, m.seed, [e.action for e in m.log])[1]

    def rollback(self, n: int = 1) -> list:
        """Take back the last n steps (only the game master may): Match.undo, action by
        action, back to the start of the step n before; the orders taken back stay in the
        master file (content "verworfen") and the next packets say so."""
        old = self.blocks()
        if not 0 <= n <= len(old):
            raise Refusal("no_step")
        kept = len(old) - n
        taken = []
        while self.game.step > kept or self.game.pending or self.game.skipped:
            taken += self.match.undo()
        self.match.redo_list.clear()
        if n:
            self.content.setdefault("verworfen", []).append({"schritt": kept, "bloecke": old[kept:]})
            self.content["zurueck"] = {"von": len(old), "auf": kept, "runde": self.game.round,
                                       "phase": self.game.phase}
        self._new_step()
        for info in self.content["players"]:
            info["gesehen"] = min(info["gesehen"], len(self.game.log))
        return self.write_packets()

    # absent players
    def deadline(self) -> str:
        """The deadline of this step ("" if none)."""
        f = self.content.get("frist")
        return f["bis"] if f and f.get("schritt") == self.game.step else ""

    def set_deadline(self, until: float | None, days: int | None = None) -> None:
        """The deadline of this step (the game master's commands refuse one already past:
        mastering.deadline); days: every later step gets so many days from its packets."""
        self.content["frist"] = None if until is None else {"schritt": self.game.step, "bis": _iso(until),
                                                            "im_paket": self.packets_due}   # else: in the next ones
        if days is not None:
            self.content["frist_tage"] = days or None
        self.save()

    def overdue(self) -> bool:
        d = self.deadline()
        return bool(d) and _iso(clock.now()) >= d

    def skip(self, p: int) -> None:
        """Go on without player p in this step: his standing orders (or none) count."""
        if p not in self.missing():
            raise Refusal("not_missing", player=f"S{p + 1}")
        self.post[p] = Orders(p, (), skipped=True)
        self.content.setdefault("von", {})[str(p)] = {"datei": "", "zeit": ""}
        self.content.setdefault("abwesend", {})[str(p)] = self.game.round      # for the rest of the round
        self.save()

    def absent(self) -> list:
        """The players skipped in this round who have not answered since."""
        return sorted(int(k) for k, r in self.content.get("abwesend", {}).items() if r == self.game.round)

    def skip_absent(self) -> list:
        """A player skipped in this round is skipped in its later phases too (his standing
        orders: hold, no purchases, abstain), until a file of his arrives. Returns whom."""
        done = [p for p in self.missing() if p in self.absent()]
        for p in done:
            self.post[p] = Orders(p, (), skipped=True)
            self.content.setdefault("von", {})[str(p)] = {"datei": "", "zeit": ""}
        if done:
            self.save()
        return done

    @property
    def computer(self) -> list:
        return list(self.content.get("computer", []))

    def set_computer(self, p: int, on: bool) -> Path | None:
        """Seat p to a computer race (on) or back to its player; a seat the computer played
        until now gets its packet of this step (give_back): its path, else None."""
        was = p in self.computer
        seats = set(self.computer)
        seats = seats | {p} if on else seats - {p}
        self.content["computer"] = sorted(seats)
        if was and not on and self.game.phase != "ende":
            return self.give_back(p)            # saves
        self.save()
        return None

    def play_computers(self) -> list:
        """The computer seats awaited decide (the Match's thinkers, on what their own packet
        would show, never on the game master's full state); their orders go to the post."""
        done = []
        m = self.match
        for p in m.computers_awaited() if self.game.phase != "ende" else []:
            action = m.advise(p, m.seat(p).level).run()     # the seat's thinker, with the Match's cup for it
            try:
                m.check(p, action)
            except Refusal:                 # never seen: the computer must not stall the game
                action = self.rules.random_action(self.game, p, m.dice_for(p))
            self.post[p] = action
            done.append(p)
        if done:
            self.save()
        return done


def check_password(pw: str) -> None:
    """A password of a new game of passwords: at least MIN_PASSWORD characters."""
    if len(pw) < MIN_PASSWORD:
        raise Refusal("password_short", n=MIN_PASSWORD)


def check_passwords(everyone: list) -> None:
    """The game master's password and the players': each long enough, no two the same."""
    for pw in everyone:
        check_password(pw)
    if len(set(everyone)) != len(everyone):
        raise Refusal("password_same")


def _addresses(players: list, addresses) -> None:
    """Each seat's e-mail address (keys.check_address) into its entry of the master file; an
    empty one leaves none."""
    for info, a in zip(players, addresses or []):
        a = keys.check_address(a or "")
        if a:
            info["adresse"] = a
        else:
            info.pop("adresse", None)


def read_marker(folder) -> dict:
    """ausgang/stand.txt (_mark): {"spiel": id, "ausgabe": n, "schritt": n}; {} if there is
    none or it is unreadable (a folder of before it opens as it did)."""
    try:
        text = storage.read_text(Path(folder) / OUTBOX / MARKER, 4096)
    except storage.StorageError:
        return {}
    mark = {}
    for line in text.splitlines():
        k, eq, v = line.strip().partition("=")
        if eq and k in ("spiel", "ausgabe", "schritt"):
            mark[k] = int(v) if k != "spiel" and v.isdigit() and len(v) < 12 else v
    return mark if isinstance(mark.get("ausgabe"), int) else {}


def _iso(t: float) -> str:
    return time.strftime("%Y-%m-%d %H:%M", time.gmtime(t))


def _write_bytes(path: Path, data: bytes) -> None:
    """storage.atomic_write_bytes: a temporary file beside it, flushed to disk, then one
    os.replace (a run stopped at any point leaves the old picture or the new); on a web page it
    goes to IndexedDB like every save."""
    storage.atomic_write_bytes(path, data, keep_backup=False)


def _legacy_match(game, stored, record) -> bool:
    """The first program hashed the orders held for a sabotage phase in the order they had
    arrived: such a master file is genuine, and opens."""
    if not stored or len(game.held) < 2:
        return False
    for order in itertools.permutations(sorted(game.held)):
        if history.digest(game, held_order=order, record=record) == stored:
            return True
    return False


def _mismatch(content, refusal: Refusal | None = None) -> tuple:
    """The refusal of a genuine master file whose replay gives another state: from another
    version of the program, or (the same version) a fault of ours, with the step it appears at."""
    version = content.get("programm", 1)
    if version != PROGRAM:
        return "master_mismatch", {"theirs": version, "ours": PROGRAM}
    if refusal is not None and refusal.key == "bad_record":
        return "master_diverges", {"step": refusal.params.get("line", 0)}
    return "master_diverges", {"step": len(content.get("record", [])) or content.get("pakete", 0)}
