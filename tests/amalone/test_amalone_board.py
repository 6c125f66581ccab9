"""The board: field names, coordinates, neighbours and the openings."""
from ports.amalone import board
from ports.amalone.board import NAME, NEIGHBOUR, SQ, abalone_name, rotate60

# The reference's table of aMalone names and the usual Abalone coordinates.
REFERENCE = """A0=D4 A1=C3 A2=C4 A3=B2 A4=B3 A5=B4 A6=A1 A7=A2 A8=A3 A9=A4
B0=D5 B1=C5 B2=D6 B3=B5 B4=C6 B5=D7 B6=A5 B7=B6 B8=C7 B9=D8
C0=E6 C1=E7 C2=F7 C3=E8 C4=F8 C5=G8 C6=E9 C7=F9 C8=G9 C9=H9
D0=F6 D1=G7 D2=G6 D3=H8 D4=H7 D5=H6 D6=I9 D7=I8 D8=I7 D9=I6
E0=F5 E1=G5 E2=F4 E3=H5 E4=G4 E5=F3 E6=I5 E7=H4 E8=G3 E9=F2
F0=E4 F1=E3 F2=D3 F3=E2 F4=D2 F5=C2 F6=E1 F7=D1 F8=C1 F9=B1 GG=E5"""


def test_61_fields_named_gg_and_a0_to_f9():
    # aMalone Notatie: "Het bord heeft 61 velden, te weten het centrum en 6 groepen van elk 10"
    expected = {"GG"} | {g + str(k) for g in "ABCDEF" for k in range(10)}
    assert set(SQ) == expected
    assert len(board.FIELDS) == 61 and len(set(SQ.values())) == 61


def test_diagram_rows_are_five_to_nine_wide():
    # aMalone Notatie: the diagram, 9 rows of 5..9 fields
    widths = [len(line.split()) for line in board.DIAGRAM.splitlines()]
    assert widths == [5, 6, 7, 8, 9, 8, 7, 6, 5]


def test_mapping_to_usual_abalone_coordinates():
    # aMalone Notatie: the diagram agrees with the usual rows A-I / diagonals 1-9
    for pair in REFERENCE.split():
        ours, usual = pair.split("=")
        assert abalone_name(SQ[ours]) == usual, pair
        assert NAME[board.from_abalone(usual)] == ours


def test_rotating_60_degrees_maps_group_to_next_group():
    # aMalone Notatie: groups A..F run anticlockwise ("tegen de richting van de klok in")
    groups = "ABCDEF"
    assert NAME[rotate60(SQ["GG"])] == "GG"
    for name, sq in SQ.items():
        if name == "GG":
            continue
        turned = groups[(groups.index(name[0]) + 1) % 6] + name[1]
        assert NAME[rotate60(sq)] == turned, name


def test_numbers_run_from_centre_outwards():
    # aMalone Notatie: "Het nummer loopt op van het centrum naar de rand"
    for g in "ABCDEF":
        dist = [board.distance_from_centre(SQ[f"{g}{k}"]) for k in range(10)]
        assert dist == sorted(dist) and dist[0] == 1 and dist[-1] == 4


def test_black_at_group_a_white_at_group_d():
    # aMalone Notatie: "De zwartspeler zit voor groep A, en de witspeler voor groep D"
    bottom = board.DIAGRAM.splitlines()[-1].split()
    top = board.DIAGRAM.splitlines()[0].split()
    assert sum(n[0] == "A" for n in bottom) == 4 and sum(n[0] == "D" for n in top) == 4


def test_neighbour_tables_are_symmetric_and_six_around_the_centre():
    # aMalone Spelregels: "De knikkers kunnen in 6 richtingen worden verplaatst"
    for d in range(6):
        for sq in board.FIELDS:
            n = NEIGHBOUR[d][sq]
            if n >= 0:
                assert NEIGHBOUR[board.opposite(d)][n] == sq
    assert sorted(NAME[NEIGHBOUR[d][SQ["GG"]]] for d in range(6)) == ["A0", "B0", "C0", "D0", "E0", "F0"]
    edge = sum(1 for sq in board.FIELDS if any(NEIGHBOUR[d][sq] < 0 for d in range(6)))
    assert edge == 24


def test_openings_have_14_marbles_each_on_distinct_fields():
    # aMalone Spelregels / our openings: 14 marbles a side
    for name, (black, white) in board.OPENINGS.items():
        assert len(set(black)) == 14 and len(set(white)) == 14, name
        assert not set(black) & set(white)
        assert set(black) | set(white) <= set(SQ)


def test_standard_opening_is_as_the_reference_says():
    # our decision (original_docs/amalone.md): the standard opening in aMalone's names
    black, white = board.OPENINGS["standard"]
    assert set(black) == {f"A{k}" for k in range(1, 10)} | {"B1", "B3", "B6", "B7", "F9"}
    assert set(white) == {f"D{k}" for k in range(1, 10)} | {"C9", "E1", "E3", "E6", "E7"}


def test_openings_are_point_symmetric_in_the_usual_coordinates():
    # our decision: the three openings are fair (a half turn maps Black on White)
    # turning the board half round (three 60 degree steps) keeps every opening
    for name, (black, white) in board.OPENINGS.items():
        for colour in (black, white):
            half = set()
            for f in colour:
                sq = SQ[f]
                for _ in range(3):
                    sq = rotate60(sq)
                half.add(NAME[sq])
            assert half in (set(black), set(white)), name
    usual = {abalone_name(SQ[f]) for f in board.OPENINGS["belgian"][0]}
    assert usual == {"A1", "A2", "B1", "B2", "B3", "C2", "C3", "G7", "G8", "H7", "H8", "H9", "I8", "I9"}


def test_daisy_openings_in_amalone_names():
    # our decision (original_docs/amalone.md): the daisies' fields in aMalone's names
    assert sorted(board.OPENINGS["belgian"][0]) == sorted(
        "A1 A3 A4 A6 A7 F5 F9 C5 C9 D1 D3 D4 D6 D7".split())
    assert sorted(board.OPENINGS["belgian"][1]) == sorted(
        "A5 A9 B1 B3 B4 B6 B7 D5 D9 E1 E3 E4 E6 E7".split())
    assert sorted(board.OPENINGS["german"][0]) == sorted(
        "A1 A3 F2 F4 F5 F8 F9 C2 C4 C5 C8 C9 D1 D3".split())
    assert sorted(board.OPENINGS["german"][1]) == sorted(
        "B1 B2 B3 B4 B5 B7 B8 E1 E2 E3 E4 E5 E7 E8".split())
