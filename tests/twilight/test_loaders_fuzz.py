"""Every loader of the e-mail game over cut, random and crafted bytes [issue 14: one property
test over every loader]: the master file, a packet (opened by its player, and read without a
password), an orders file. Each gives a value or a German refusal (retro.play.Refusal, or
retro.storage.StorageError for a file that cannot be read at all): nothing else, no hang."""
import shutil

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from retro import storage
from retro.play import Refusal

from ports.twilight.computer import ai
from ports.twilight.mail import desk, fileformat, pbem

from .test_pbem import GM_PW, make_table, mail

SETTINGS = dict(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


@pytest.fixture(scope="module")
def table(tmp_path_factory):
    """A game with its three kinds of file: the master file, S1's packet, S1's orders."""
    tmp = tmp_path_factory.mktemp("table")
    gm, desks, dirs = make_table(tmp)
    packet_path = mail(gm.packet_path(0), dirs[0])
    packet = desks[0].read_packet(packet_path)
    text = "\n".join(o.text() for o in ai.orders_for(packet.view(), 0))
    orders_path = desks[0].write_orders(packet, text)
    return {"gm": gm, "desk": desks[0], "dir": gm.folder,
            "master": (gm.folder / pbem.MASTER_FILE).read_bytes(),
            "packet": packet_path.read_bytes(), "orders": orders_path.read_bytes()}


def _master(table, data, tmp):
    folder = tmp / "gm"
    if folder.exists():
        shutil.rmtree(folder)
    shutil.copytree(table["dir"], folder)
    (folder / pbem.MASTER_FILE).write_bytes(data)
    return pbem.GameMaster.open(folder, GM_PW)


def _packet(table, data, tmp):
    path = tmp / "paket.txt"
    path.write_bytes(data)
    try:
        desk.read_public(path)
    except (Refusal, storage.StorageError):
        pass
    return table["desk"].read_packet(path)


def _orders(table, data, tmp):
    return table["gm"].receive_block(data.decode("utf-8", "replace"), "befehle.txt", save=False)


LOADERS = {"master": _master, "packet": _packet, "orders": _orders}


def _try(kind, table, data, tmp) -> bool:
    """Whether the file was refused (anything but a refusal is raised)."""
    try:
        LOADERS[kind](table, data, tmp)
    except (Refusal, storage.StorageError):
        return True
    return False


@pytest.mark.parametrize("kind", sorted(LOADERS))
def test_a_good_file_reads_and_every_cut_of_it_is_refused_cleanly(kind, table, tmp_path):
    data = table[kind]
    if kind != "orders":                         # taking the orders would change the game
        LOADERS[kind](table, data, tmp_path)
    whole = len(data.rstrip())                   # a cut of the trailing newline only leaves it whole
    for n in range(0, whole, max(1, len(data) // 61)):
        assert _try(kind, table, data[:n], tmp_path), f"{kind}: {n} of {len(data)} bytes read"


@pytest.mark.parametrize("kind", sorted(LOADERS))
@settings(**SETTINGS)
@given(junk=st.binary(max_size=200), at=st.integers(min_value=0, max_value=100_000))
def test_random_bytes_spliced_into_a_file_are_refused_cleanly(kind, table, junk, at, tmp_path):
    data = table[kind]
    at = at % (len(data) + 1)
    _try(kind, table, data[:at] + junk + data[at:], tmp_path)


@pytest.mark.parametrize("kind", sorted(LOADERS))
def test_crafted_files_with_a_right_checksum_are_refused_cleanly(kind, table, tmp_path):
    # what a careful attacker sends: an envelope whose checksum is right around a body that is not
    text = table[kind].decode("utf-8")
    [(file_kind, inner)] = fileformat.blocks(text)
    version, body = fileformat.open_envelope(inner, file_kind)
    name = fileformat.ARMOUR[file_kind]
    for crafted in ("[" * 50000 + "]" * 50000, "\x00" * 1000, body + "\n== x ==\n" + "y" * 100000,
                    body.replace("=", "==", 7), "\n".join(body.splitlines()[::2]), ""):
        inner = fileformat.envelope(file_kind, version, crafted)
        data = f"-----BEGIN TWILIGHT {name}-----\n{inner}-----END TWILIGHT {name}-----\n"
        assert _try(kind, table, data.encode("utf-8"), tmp_path), (kind, crafted[:80])
