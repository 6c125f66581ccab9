from retro.machines import MACHINES, quantise, from_hardware, ST_LOW, AMIGA_LOW


def test_four_machines_with_their_sizes():
    sizes = {k: (m.width, m.height, m.colours) for k, m in MACHINES.items()}
    assert sizes == {
        "st_high": (640, 400, 2),
        "st_low": (320, 200, 16),
        "amiga_low": (320, 256, 32),
        "amiga_hires_lace": (640, 512, 16),
    }


def test_st_levels_are_3_bit():
    allowed = {0x00, 0x24, 0x49, 0x6D, 0x92, 0xB6, 0xDB, 0xFF}
    for c in ST_LOW.palette:
        assert {(c >> s) & 0xFF for s in (16, 8, 0)} <= allowed
    assert quantise(0x404040, 3) == 0x494949


def test_tos_default_palette():
    assert ST_LOW.palette[0] == 0xFFFFFF and ST_LOW.palette[15] == 0x000000
    assert ST_LOW.palette[1] == 0xFF0000 and ST_LOW.palette[7] == 0xB6B6B6


def test_amiga_levels_are_4_bit():
    assert from_hardware("F80", 4) == 0xFF8800
    assert from_hardware("05A", 4) == 0x0055AA
    for c in AMIGA_LOW.palette:
        for shift in (16, 8, 0):
            assert ((c >> shift) & 0xFF) % 17 == 0


def test_quantise_snaps_to_hardware():
    assert quantise(0x123456, 4) == 0x113355
    assert quantise(0x808080, 1) in (0x000000, 0xFFFFFF)
    assert quantise(0x250000, 3) == 0x240000


def test_palette_sizes_fit_the_hardware():
    for m in MACHINES.values():
        assert len(m.palette) <= m.colours


def test_with_palette_quantises_and_checks_count():
    import pytest

    m = AMIGA_LOW.with_palette(["FFF", 0x123456])
    assert m.palette == (0xFFFFFF, 0x113355)
    with pytest.raises(ValueError):
        ST_LOW.with_palette(["777"] * 17)
