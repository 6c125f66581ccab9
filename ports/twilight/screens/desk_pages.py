"""What the pages of the player's desk show, as rows: (text, colour, action). An action is
a tuple the desk carries out when the row is clicked: ("research", key), ("build", planet,
unit), ("vote", choice), ("remove", i), ("ship", unit, step); None for a plain line.
The texts come from desk_texts.py and the rules' own names (races, units, technologies,
cards); the orders are shown as the rules spell them (Order.text()).

Nothing here imports pyxel.
"""
from __future__ import annotations


from . import palette as P
from . import desk_phases as phases
from .desk_phases import rows_of
from . import tileinfo
from .desk_texts import DESK as T
from .link import (
    PHASES,
    PROGRESS_STEPS,
    TRACK_SHORT,
    cards,
    economy,
    engine,
    galaxy,
    hexes,
    politics,
    progress,
    races,
    report,
    research,
    order_words,
    technology,
    tile_label,
    units,
)

HEAD, LINE, DIM, OK, BAD = P.WHITE, P.GREY, P.GREY, P.RACE[1], P.RED


def sheet(view, p: int, book, cols: int) -> list:
    """The top window: race, credits, resources and influence, the step on the track."""
    pl = view.players[p]
    race = races.RACES.get(pl.race)
    out = [(T["race"].format(race=race.name) if race else T["no_race_short"], P.race_colour(p), None),
           (T["credits"].format(credits=pl.credits, left=book.credits_left()), LINE, None),
           (T["wealth"].format(r=view.resources(p), i=view.influence(p)), LINE, None),
           (T["progress"].format(title=PROGRESS_STEPS[pl.progress].name), HEAD, None)]
    if pl.progress < progress.TOP:
        lack = progress.missing(view, p, pl.progress + 1)
        out += rows_of(T["next"].format(title=PROGRESS_STEPS[pl.progress + 1].name)
                       + (T["next_needs"].format(what=", ".join(TRACK_SHORT.get(k, k) for k in lack)) if lack else ""),
                       cols, DIM)
    else:
        out.append((T["top"], OK, None))
    return out


def race_page(view, p: int, cols: int) -> list:
    key = view.players[p].race
    if key not in races.RACES:
        return _no_race(view, p, cols)
    out = []
    for k, line in enumerate(report.race_sheet(key)):
        out += rows_of(line.strip(), cols, HEAD if k == 0 else LINE)
    return out


def cards_page(view, p: int, cols: int, aiming=None) -> list:
    """His action cards: a click plays one (KARTE; one aimed at a system asks for the
    system next), and in a sabotage phase the cards just played, to cancel (SABOTAGE)."""
    out = [(T["cards"], HEAD, None)]
    mine = view.players[p].cards
    for key in dict.fromkeys(mine):
        c = cards.ACTION.get(key)
        if c is None:
            continue
        n = mine.count(key)
        act = None if key == "sabotage" else ("card", key)
        mark = ">" if key == aiming else ""
        text = T["card_row"].format(mark=mark, name=c.name, n=f" x{n}" if n > 1 else "",
                                    phase=PHASES.get(c.phase, c.phase), text=c.text)
        out += rows_of(text, cols, OK if key == aiming else HEAD if act else LINE, act)
    if not mine:
        out.append((T["no_cards"], DIM, None))
    elif aiming:
        out += rows_of(T["card_aim"], cols, OK)
    else:
        out += rows_of(T["card_hint"], cols, DIM)
    if view.phase == "sabotage":
        out += rows_of(T["sabotage_head"], cols, HEAD)
        for i, (q, key, target) in enumerate(engine.played_now(view)):
            name = cards.ACTION[key].name if key in cards.ACTION else key
            out += rows_of(T["sabotage_row"].format(i=i + 1, player=f"S{q + 1}", card=name,
                                                    target=f" {target}" if target else ""),
                           cols, LINE if q == p else HEAD, None if q == p else ("sabotage", i + 1))
    return out


def _no_race(view, p: int, cols: int):
    """The rows for a page that needs his race, before he has one (the set-up), or None."""
    return None if view.players[p].race in races.RACES else rows_of(T["no_race"], cols, DIM)


def tech_page(view, p: int, book, cols: int) -> list:
    if _no_race(view, p, cols):
        return _no_race(view, p, cols)
    owned = list(view.players[p].techs)
    ordered = [o.tech for o in book.orders if getattr(o, "VERB", "") == "FORSCHE"]
    out = [(T["techs_owned"], HEAD, None)]
    for key, t in technology.TECHS.items():
        if key in owned:
            out += rows_of(T["tech_row_owned"].format(name=t.name), cols, OK)
    for key, t in technology.TECHS.items():
        if key in owned:
            continue
        if key in ordered:
            text = T["tech_row_ordered"].format(name=t.name, cost=research.price(view, p, key))
            out += rows_of(text, cols, OK)
        elif technology.available(owned + ordered, key):
            text = T["tech_row_free"].format(name=t.name, cost=research.price(view, p, key))
            out += rows_of(text, cols, HEAD, ("research", key))
        else:
            needs = ", ".join(technology.TECHS[n].name for n in t.needs if n not in owned)
            out += rows_of(T["tech_row_needs"].format(name=t.name, needs=needs), cols, DIM, ("research", key))
    return out + [("", LINE, None)] + rows_of(T["tech_hint"], cols, DIM)


def buy_page(view, p: int, book, cols: int) -> list:
    if view.phase == "gebote":
        return phases.bid_page(view, p, book, cols)
    if _no_race(view, p, cols):
        return _no_race(view, p, cols)
    docks = [n for n, ps in view.planets.items() if ps.owner == p and ps.dock]
    if not docks:
        return [(T["buy_none"], DIM, None)]
    out = [(T["credits"].format(credits=view.players[p].credits, left=book.credits_left()), LINE, None)]
    out += rows_of(T["income"].format(n=economy.income(view, p)), cols, DIM)
    for planet in docks:
        out.append((T["buy_dock"].format(planet=planet), HEAD, None))
        for u in ("carrier", "cruiser", "dreadnought", "fighter", "ground", "pds"):
            price = economy.price(view, u)
            col = HEAD if price <= book.credits_left() else DIM
            out.append((T["buy_row"].format(unit=units.UNITS[u].name, price=price), col, ("build", planet, u)))
    return out + rows_of(T["buy_hint"], cols, DIM)


def vote_page(view, p: int, cols: int, book=None) -> list:
    if view.phase == "wuensche" and book is not None:
        return phases.wish_page(view, p, book, cols)
    key = view.political_card
    card = cards.POLITICAL.get(key) if key else None
    if card is None:
        return [(T["vote_none"], DIM, None)]
    out = rows_of(T["vote_card"].format(card=card.name), cols, HEAD) + rows_of(card.text, cols, LINE)
    out += rows_of(T["votes"].format(n=politics.votes(view, p)), cols, DIM)
    if card.kind == cards.LAW:
        out += [(T["vote_yes"], HEAD, ("vote", "ja")), (T["vote_no"], HEAD, ("vote", "nein"))]
    else:
        out += [(T["vote_for"].format(player=f"{pl.label} {pl.name}"), HEAD, ("vote", pl.index))
                for pl in view.players if not pl.out]
    if view.players[p].race in races.RACES and view.race(p).can_discard_political:
        out += rows_of(T["discard"].format(n=politics.XXCHA_DISCARD_COST), cols, HEAD, ("discard",))
    others = [pl for pl in view.players if pl.index != p and not pl.out]
    out += rows_of(T["trade_head"].format(n=view.players[p].trade), cols, HEAD)
    out += [(T["trade_with"].format(player=f"{pl.label} {pl.name}"), LINE, ("trade", pl.index)) for pl in others]
    out += rows_of(T["give_head"], cols, HEAD)
    out += [(T["give_row"].format(player=f"{pl.label} {pl.name}"), LINE, ("give", pl.index)) for pl in others]
    return out


def asked(view, p: int) -> str:
    """What this packet asks of him (engine.awaited, engine.may_send)."""
    phase = PHASES.get(view.phase, view.phase)
    if p in engine.awaited(view):
        return T["asked_now"].format(phase=phase) + (T["asked_ahead"] if view.settings.flow >= 2 else "")
    if engine.may_send(view, p):
        return T["asked_later"].format(phase=phase)
    return T["asked_none"]


def battle_rows(view, p: int, book, cols: int) -> list:
    """How his battles are fought (KAMPF: each battle now, or a standing order for all) and
    where his ground forces land (LANDE: those aboard now, or all that a movement of his
    carries there, landed in the invasion phase after it)."""
    if view.phase in ("wuensche", "gebote", "aufbau"):
        return []
    out = rows_of(T["fight_head"], cols, HEAD)
    where = [lab for lab in view.combats if p in view.present(lab)] if view.phase == "raumkampf" else []
    for lab in where + ["alle"]:
        name = T["fight_all"] if lab == "alle" else lab
        for r in ("nie", "sofort"):
            out += rows_of(T["fight_row"].format(where=name, retreat=T["retreat"][r]), cols, LINE, ("fight", lab, r))
    lands = {lab: f.get("ground", 0) for lab, fl in view.space.items() for q, f in fl.items()
             if q == p and f.get("ground")}
    lands.update({o.dst: "alle" for o in book.orders if getattr(o, "VERB", "") == "BEWEGE" and dict(o.ships).get("ground")})
    for lab, n in lands.items():
        for planet in view.planets_in(lab):
            if view.planets[planet].owner != p:
                out += rows_of(T["land_row"].format(n=n, planet=planet, system=lab), cols, LINE,
                               ("land", lab, planet, n))
    return out


def order_rows(view, p: int, book, cols: int) -> list:
    """His orders, each in words with the credits it commits, the order line of his file
    beside it (issue 33.7), a click takes it back; those given ahead in an earlier packet
    and not carried out yet marked so (issue 33.6), and those of them that fail now with why."""
    out = [(T["orders"].format(n=len(book.orders)), HEAD, None)]
    for i, o in enumerate(book.orders):
        cost = book.cost(o)
        words = order_words(o) + (T["order_cost"].format(n=cost) if cost else "") + \
            (T["order_given"] if o in book.given else "")
        out += rows_of(words, cols - 2, HEAD, ("remove", i))
        out += rows_of("  " + o.text().split(" ", 1)[1], cols - 2, DIM, ("remove", i), indent="    ")
    if not book.orders:
        out.append((T["no_orders"], DIM, None))
    for o, reason in book.lapsed:
        out += rows_of(T["order_lapsed"].format(order=order_words(o), reason=reason), cols, BAD)
    standing = view.standing.get(p, [])
    if standing:
        out += rows_of(T["standing"], cols, HEAD)
        for o in standing:
            out += rows_of("  " + order_words(o), cols, LINE, indent="    ")
    return out


def orders_page(view, p: int, book, src, picked: dict, target, cols: int, rift: str = "", tile=None) -> list:
    out = rows_of(asked(view, p), cols, OK)
    hand = view.building.hands.get(p, []) if view.building is not None else []
    if hand and view.phase == "aufbau":                        # the galaxy being built: his tiles
        out += rows_of(T["tiles"], cols, HEAD)
        for key in dict.fromkeys(hand):
            mark = ">" if key == tile else " "
            text = f"{mark} {tile_label(key)}" + (f" x{hand.count(key)}" if hand.count(key) > 1 else "")
            why = galaxy.why_not(view.building, p, key)
            if why is not None:                                # no allowed place just now: greyed, why
                out += rows_of(T["tile_no"].format(tile=text, why=T["tile_why_short"][why]), cols, DIM, ("tile_no", key))
            else:
                out += rows_of(text, cols, OK if key == tile else HEAD, ("tile", key))
        out += rows_of(T["tile_hint"] if tile is None else T["tile_place"], cols, DIM)
    if src is None:
        if view.phase not in ("wuensche", "gebote", "aufbau"):
            out += rows_of(T["pick_src"], cols, DIM)
        out += rows_of(T["other_tabs"], cols, DIM)
        if target is not None:                                 # the tile pointed at, as the map tells it
            out.append(("", LINE, None))
            out += [(ln.text, ln.col, None) for ln in tileinfo.details(view, target, cols)]
            out.append(("", LINE, None))
    else:
        out.append((T["from"].format(src=src), HEAD, None))
        for u, have in book.movable(src).items():
            out.append((T["ship_row"].format(unit=units.UNITS[u].name, n=picked.get(u, 0), have=have), LINE,
                        ("ship", u)))
        t = tileinfo.tile_at(view, hexes.parse(src))
        if t is not None and t.kind == "riss":               # leaving a rift: follow a side's roll or stay
            out += rows_of(T["rift_row"].format(choice=T["rift_stay" if rift == "bleiben" else "rift_follow"]),
                           cols, HEAD, ("rift",))
        if target is None:
            out += rows_of(T["pick_dst"], cols, DIM)
        else:
            reach, mp = book.reach(src, picked)
            lab = hexes.label(target)
            if lab not in reach:
                out += rows_of(T["target_out"].format(dst=lab), cols, BAD)
            else:
                out += rows_of(T["target"].format(dst=lab, cost=reach[lab], mp=mp), cols, OK)
                way = book.path(src, picked, lab)
                if len(way) > 1:
                    out += rows_of(T["way"].format(way=" - ".join([src] + way)), cols, LINE, indent="    ")
                for step in way[:-1]:                          # the special tiles passed
                    special = tileinfo.rule(view, hexes.parse(step))
                    if special:
                        out += rows_of(T["passing"].format(label=step, rule=special), cols, LINE)
            special = tileinfo.rule(view, target)
            if special:
                out += rows_of(T["at_target"].format(label=lab, rule=special), cols, LINE)
    out += order_rows(view, p, book, cols)
    for text in book.warnings():
        out += rows_of(text, cols, BAD)
    if src is not None or tile is not None:                    # picking: the rest waits
        return out
    return out + battle_rows(view, p, book, cols) + phases.flow_rows(view, p, cols)
