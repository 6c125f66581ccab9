"""A map picture in every packet [pbem: the game master publishes the map; issue 10, item 9]:
the galaxy drawn headless with pyxel on the Amiga's 640x512 screen in 16 colours, tiles
filled by their kind, planets in their owner's colour, home systems framed, as a PNG beside
the packet."""
import struct
import zlib

from ports.twilight.rules import hexes, tiles
from ports.twilight.screens import mapimage

from .helpers import game, run_phase
from .test_cli import _packets, run


def _decode(png: bytes):
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    chunks, i = {}, 8
    while i < len(png):
        n, = struct.unpack(">I", png[i:i + 4])
        chunks.setdefault(png[i + 4:i + 8], b"")
        chunks[png[i + 4:i + 8]] += png[i + 8:i + 8 + n]
        i += 12 + n
    w, h, depth, kind = struct.unpack(">IIBB", chunks[b"IHDR"][:10])
    raw = zlib.decompress(chunks[b"IDAT"])
    return w, h, depth, kind, chunks[b"PLTE"], lambda x, y: raw[y * (w + 1) + 1 + x]


def test_the_picture_is_the_galaxy_on_the_amiga_screen():
    g = game(4, seed=8)
    while g.round < 3:
        run_phase(g)
    w, h, depth, kind, plte, px = _decode(mapimage.png(g))
    assert (w, h, depth, kind) == (640, 512, 8, 3) and len(plte) == 3 * 16       # 16 colours, a palette
    assert plte == b"".join(struct.pack(">I", c)[1:] for c in mapimage.PALETTE)    # the screens' colours
    for pos, key in g.map.items():
        x, y = mapimage.centre(pos)
        t = tiles.TILES.get(key)
        if t is not None and t.kind in (tiles.SUPERNOVA, tiles.NEBULA, tiles.MECATOL):
            assert px(int(x) + 20, int(y) + 8) == mapimage.FILL[t.kind], hexes.label(pos)
    for pl in g.players:                                # a home system in its owner's colour
        x, y = mapimage.corners(pl.home)[0]
        assert px(int(x) - 2, int(y)) == mapimage.PLAYER[pl.index]


def test_every_packet_has_its_picture(tmp_path, pwfiles, capsys):
    d = tmp_path / "spiel"
    code, out = run(capsys, "gm", "new", d, "--players", 4, "--passwoerter", tmp_path / "alle.txt",
                    "--kosten", 16, "--seed", 2)
    assert code == 0 and "S1: " in out and " und paket_0000_S1.png" in out
    png = (d / "ausgang" / "paket_0000_S1.png").read_bytes()
    assert _decode(png)[:2] == (640, 512)
    code, shown = run(capsys, "player", "show", _packets(out)["S2"])
    assert "Bild der Karte: paket_0000_S2.png" in shown


def test_every_label_reads_on_every_tile():
    # issue 22.9: S1's red and S2's green on Mecatol Rex's grey were 1.86:1 and 2.40:1
    from ports.twilight.screens import palette
    g = game(4, seed=8)
    plte = _decode(mapimage.png(g))[4]
    rgb = [int.from_bytes(plte[3 * i:3 * i + 3], "big") for i in range(16)]
    worst = min((palette.contrast(c, f, rgb), c, f) for c in mapimage.LABELS
                for f in set(mapimage.FILL.values()) | {mapimage.BLACK})
    assert worst[0] >= 4.5, worst
    assert {mapimage.INK.get(f, mapimage.WHITE) for f in mapimage.FILL.values()} <= set(mapimage.LABELS)
