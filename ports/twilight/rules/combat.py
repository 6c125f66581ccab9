"""Space combat [pbem]: PDS fire first, once; then rounds in which the attacker and the
defender fire every ship (hit on a d10 of at least the combat value, 0 counts as 10),
both remove losses of their own choosing, and the attacker may break off and retreat.

Both sides' dice of a round are rolled before losses are removed [decide: the order
"attacker then defender" is the order of rolling; losses fall together, as in TI1].
"""
from __future__ import annotations

from . import cards, galaxy, hexes, tiles, units

PDS_HIT = units.UNITS["pds"].combat


def bonus(game, player: int, unit: str, ground: bool = False) -> int:
    race = game.race(player)
    b = race.combat_bonus + race.unit_bonus.get(unit, 0)
    if ground:
        b += race.ground_bonus
    if unit == "cruiser" and "hylar_laser" in game.players[player].techs:
        b += 1
    if game.crown == player:
        b += 1
    return b


def roll_hits(game, player: int, fleet: dict, label: str, extra: int = 0) -> tuple:
    """(hits, dice) of every ship of a fleet; fighters have no combat value in a nebula [seed]."""
    nebula = game.tile_at(label).kind == tiles.NEBULA
    hits, dice = 0, []
    for u in units.SHIPS:
        for _ in range(fleet.get(u, 0)):
            if u == "fighter" and nebula:
                continue
            r = game.dice.d10()
            dice.append(r)
            if r + bonus(game, player, u) + extra >= units.UNITS[u].combat:
                hits += 1
    return hits, dice


def take_losses(game, label: str, player: int, hits: int, order=units.DEFAULT_LOSSES) -> list:
    """The owner removes hits ships in his own order of choice [pbem]."""
    lost = []
    order = [u for u in order if u in units.SHIPS] + [u for u in units.DEFAULT_LOSSES if u not in order]
    for u in order:
        while hits and game.count(label, player, u):
            game.add(label, player, u, -1)
            lost.append(u)
            hits -= 1
    return lost


def ships(game, label: str, player: int) -> int:
    return sum(game.count(label, player, u) for u in units.SHIPS)


def pds_fire(game, label: str, owner: int, target: int, order=units.DEFAULT_LOSSES) -> int:
    """PDS on the owner's planets in the system fire once at the target's ships [pbem]."""
    n = sum(game.planets[p].pds for p in game.planets_in(label) if game.planets[p].owner == owner)
    hits = sum(1 for _ in range(n) if game.dice.d10() >= PDS_HIT)
    if n:
        lost = take_losses(game, label, target, hits, order)
        game.note("pds_fire", owner=owner, system=label, hits=hits, victim=target, lost=tuple(lost))
    return hits


def retreat_target(game, label: str, player: int, wish: str = ""):
    """Where a retreating fleet goes: the wished neighbour if allowed, else the best one [decide]."""
    pos = hexes.parse(label)
    enemy = {lab for lab, fl in game.space.items()
             if any(q != player and any(f.get(u, 0) for u in units.SHIPS) for q, f in fl.items())}
    options = []
    for nb in hexes.neighbours(pos):
        if nb not in game.map:
            continue
        kind = galaxy.tile(game.map[nb]).kind
        lab = hexes.label(nb)
        if kind in (tiles.SUPERNOVA, tiles.ASTEROIDS) or lab in enemy:
            continue
        own = game.count(lab, player, "carrier") + ships(game, lab, player) + sum(
            1 for p in game.planets_in(lab) if game.planets[p].owner == player)
        options.append((-own, lab))
    if not options:
        return None
    labs = [lab for _, lab in options]
    if wish in labs:
        return wish
    return sorted(options)[0][1]


def retreat(game, label: str, player: int, wish: str = "") -> bool:
    dest = retreat_target(game, label, player, wish)
    if dest is None:
        game.note("no_retreat", player=player, system=label)
        return False
    fleet = dict(game.space.get(label, {}).get(player, {}))
    for u, n in fleet.items():
        game.add(label, player, u, -n)
        game.add(dest, player, u, n)
    game.note("retreat", player=player, system=label, dest=dest)
    return True


def space_battle(game, label: str, attacker: int, defender: int, plan: dict) -> int | None:
    """Fight it out; plan[player] = {"rueckzug": "nie"|"sofort"|n, "nach": label, "verluste": [...],
    "moral": bool, "treffer": bool}. Returns the winner (None if both gone or still contested).
    The log tells both fleets before and what each side lost, by unit, after."""
    start = len(game.log)
    here = game.space.get(label, {})
    fleet = {p: tuple((u, here[p][u]) for u in units.UNITS if here.get(p, {}).get(u)) for p in (attacker, defender)}
    game.note("battle", system=label, attacker=attacker, defender=defender, units_a=fleet[attacker],
              units_d=fleet[defender])
    won = _fight(game, label, attacker, defender, plan)
    lost = _losses(game.log[start:], label)
    game.note("battle_losses", system=label, attacker=attacker, defender=defender,
              lost_a=_by_unit(lost.get(attacker, [])), lost_d=_by_unit(lost.get(defender, [])))
    return won


def _losses(events, label: str) -> dict:
    """player -> units lost in this battle, from the log of the battle."""
    out = {}
    for e in events:
        if e.code == "direct_hit":
            out.setdefault(e.get("player"), []).append(e.get("unit"))
        elif e.code == "pds_fire" and e.get("system") == label:
            out.setdefault(e.get("victim"), []).extend(e.get("lost"))
        elif e.code == "battle_round":
            out.setdefault(e.get("attacker"), []).extend(e.get("lost_a", ()))
            out.setdefault(e.get("defender"), []).extend(e.get("lost_d", ()))
        elif e.code == "no_room" and e.get("system") == label:
            for u, n in e.get("units"):
                out.setdefault(e.get("player"), []).extend([u] * n)
    return out


def _by_unit(lost: list) -> tuple:
    return tuple((u, lost.count(u)) for u in units.UNITS if u in lost)


def _fight(game, label: str, attacker: int, defender: int, plan: dict) -> int | None:
    pa, pd = plan.get(attacker, {}), plan.get(defender, {})
    _truce_breach(game, attacker, defender)
    for _me, foe, p in ((attacker, defender, pa), (defender, attacker, pd)):
        if p.get("treffer"):      # Direkter Treffer: the foe's most expensive ship
            for u in ("dreadnought", "carrier", "cruiser", "fighter"):
                if game.count(label, foe, u):
                    game.add(label, foe, u, -1)
                    game.note("direct_hit", player=foe, unit=u)
                    break
    if pd.get("rueckzug") == "sofort" and retreat(game, label, defender, pd.get("nach", "")):
        return _won(game, attacker, label)
    if pa.get("rueckzug") == "sofort" and retreat(game, label, attacker, pa.get("nach", "")):
        return _won(game, defender, label)
    pds_fire(game, label, defender, attacker, pa.get("verluste", units.DEFAULT_LOSSES))
    pds_fire(game, label, attacker, defender, pd.get("verluste", units.DEFAULT_LOSSES))
    one_round = "nxill" in game.laws
    rnd = 0
    while ships(game, label, attacker) and ships(game, label, defender):
        rnd += 1
        fa, fd = dict(game.space[label][attacker]), dict(game.space[label][defender])
        ha, da = roll_hits(game, attacker, fa, label, 1 if rnd == 1 and pa.get("moral") else 0)
        hd, dd = roll_hits(game, defender, fd, label, 1 if rnd == 1 and pd.get("moral") else 0)
        la = take_losses(game, label, defender, ha, pd.get("verluste", units.DEFAULT_LOSSES))
        ld = take_losses(game, label, attacker, hd, pa.get("verluste", units.DEFAULT_LOSSES))
        game.note("battle_round", n=rnd, system=label, attacker=attacker, dice_a=tuple(da), hits_a=ha,
                  defender=defender, dice_d=tuple(dd), hits_d=hd, lost_a=tuple(ld), lost_d=tuple(la))
        if not (ships(game, label, attacker) and ships(game, label, defender)):
            break
        limit = pa.get("rueckzug", "nie")
        if one_round or (isinstance(limit, int) and rnd >= limit):
            if retreat(game, label, attacker, pa.get("nach", "")):
                return _won(game, defender, label)
            if one_round:
                game.note("nxill_pause", system=label)
                return None
        if rnd >= 50:    # cannot happen with real dice; a guard against endless loops
            return None
    a_left, d_left = ships(game, label, attacker), ships(game, label, defender)
    from .movement import strand
    strand(game)
    if a_left and not d_left:
        return _won(game, attacker, label)
    if d_left and not a_left:
        return _won(game, defender, label)
    game.note("nobody_left", system=label)
    return None


def _won(game, player: int, label: str) -> int:
    game.players[player].battles_won += 1
    game.note("battle_won", player=player, system=label)
    from .movement import strand
    strand(game)
    return player


def _truce_breach(game, attacker: int, defender: int) -> None:
    """Attacking under a truce costs the breaker the fine, paid to the victim [TI1]."""
    for law, fine in cards.TRUCE_FINE.items():
        if law in game.laws:
            pay = min(fine, game.players[attacker].credits)
            game.players[attacker].credits -= pay
            game.players[defender].credits += pay
            game.note("truce_broken", player=attacker, victim=defender, n=pay)
            return


def ground_battle(game, planet: str, invader: int, landing: int, extra: int = 0) -> bool:
    """Ground combat until one side is gone [pbem]. Returns True if the invader takes the planet."""
    ps = game.planets[planet]
    defender = ps.owner
    label = game.system_of(planet)
    if defender is not None and defender != invader:
        _truce_breach(game, invader, defender)
    # dreadnoughts bombard first, never a planet with PDS (unless Hylar bombs) [pbem]
    dn = game.count(label, invader, "dreadnought")
    techs = game.players[invader].techs
    if dn and ps.ground and defender not in (None, invader) and (ps.pds == 0 or "hylar_bomb" in techs):
        hits = sum(1 for _ in range(dn)
                   if game.dice.d10() + bonus(game, invader, "dreadnought") >= units.UNITS["dreadnought"].combat)
        kill = min(ps.ground, hits * (2 if "x89" in techs else 1))
        ps.ground -= kill
        game.note("bombard", planet=planet, units=(("ground", kill),))
    # defending PDS fire once at the landing ground forces [pbem]
    if ps.pds and defender not in (None, invader):
        hits = sum(1 for _ in range(ps.pds) if game.dice.d10() >= PDS_HIT)
        landing = max(0, landing - hits)
        game.note("pds_landing", planet=planet, n=hits)
    hit = units.UNITS["ground"].combat
    rnd = 0
    while landing and ps.ground and defender not in (None, invader) and rnd < 100:
        rnd += 1   # (the bound only guards against loaded test dice)
        ha = sum(1 for _ in range(landing)
                 if game.dice.d10() + bonus(game, invader, "ground", True) + extra >= hit)
        hd = sum(1 for _ in range(ps.ground)
                 if game.dice.d10() + bonus(game, defender, "ground", True) >= hit)
        ps.ground = max(0, ps.ground - ha)
        landing = max(0, landing - hd)
        game.note("ground_round", planet=planet, n=rnd, hits_a=ha, hits_d=hd)
    if defender == invader:
        ps.ground += landing
        return False
    if landing and not ps.ground:
        ps.owner, ps.ground = invader, landing
        if ps.pds or ps.dock:
            game.note("installations_lost", planet=planet)
        ps.pds, ps.dock = 0, False      # [decide] captured installations are destroyed
        game.note("conquers", player=invader, planet=planet)
        return True
    if defender is not None and defender != invader:
        game.note("planet_holds", planet=planet, player=defender)
    return False
