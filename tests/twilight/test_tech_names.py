"""Every technology is found under every name the race sheet and the packet print (issue 22.5)."""
import pytest

from ports.twilight.rules import notation, technology
from ports.twilight.rules.orders import Research


NAMES = [(t.key, n) for t in technology.TECHS.values()
         for n in (t.name, t.name.upper(), t.name.lower(), t.name.replace("-", " "),
                   t.name.replace("-", ""), t.name.split()[0], t.key)]


@pytest.mark.parametrize("key,name", NAMES)
def test_every_printed_name(key, name):
    assert technology.find(name) == key
    # a value has no spaces in an order: a name of several words is written with "_"
    assert notation.parse(f"S1 FORSCHE tech={name.replace(' ', '_')}") == Research(0, key)


@pytest.mark.parametrize("name,key", [("X-89", "x89"), ("Hylar-Bomben", "hylar_bomb"),
                                      ("hylar bomben", "hylar_bomb"), ("x 89", "x89"),
                                      ("Hylar-V", "hylar_laser"), ("Anti-Materie", "antimatter")])
def test_short_names(name, key):
    assert technology.find(name) == key


@pytest.mark.parametrize("name", ["Hylar", "X", "", "Laser-Kanone"])
def test_ambiguous_or_unknown(name):
    assert technology.find(name) is None
