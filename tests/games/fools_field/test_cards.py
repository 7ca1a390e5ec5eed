"""The 23 Soldier cards: composition, all different, matching sides, and the half turn
(a card placed by the player across the table lies turned: the deck maps onto itself)."""

from collections import Counter
from itertools import product

from games.fools_field.cards import (
    BOTTOM,
    CARDS,
    CELL_NAMES,
    FITS,
    FITS_FOR,
    FLEX,
    FLOWER,
    LEFT,
    NUM_CARDS,
    RIGHT,
    SHIELD,
    SIDES,
    SWORD,
    TOP,
    TURNED,
    card_code,
    card_name,
    cards_of,
    cell_name,
    describe_card,
    lies_as,
    mask_of,
    matches,
    seen_cell,
    seen_side,
    sides_seen,
    turn_mask,
)

from .helpers import card, lying


def test_there_are_23_cards_all_different():
    assert NUM_CARDS == 23 == len(CARDS)
    assert len(set(SIDES)) == 23
    assert all(len(s) == 4 for s in SIDES)


def test_composition_matches_the_rulebook():
    groups = Counter()
    for sides in SIDES:
        count = Counter(sides)
        groups[(count[SWORD], count[SHIELD], count[FLOWER])] += 1
    assert groups == {
        (0, 4, 0): 1,  # 4 Shields
        (1, 3, 0): 4,  # 1 Sword and 3 Shields
        (2, 2, 0): 6,  # 2 Swords and 2 Shields
        (3, 1, 0): 4,  # 3 Swords and 1 Shield
        (4, 0, 0): 1,  # 4 Swords
        (0, 2, 2): 6,  # 2 Flowers and 2 Shields
        (0, 0, 4): 1,  # 4 Flowers
    }


def test_every_arrangement_of_each_group_is_present():
    # "All the cards are of different types": read index up, each group holds every
    # arrangement of its symbols, so the composition fixes the cards completely.
    for symbol in (SWORD, FLOWER):
        for arrangement in product((symbol, SHIELD), repeat=4):
            n = arrangement.count(symbol)
            if symbol == FLOWER and n not in (2, 4):
                continue
            assert arrangement in SIDES


def test_matching_sides():
    assert matches(SWORD, SWORD)
    assert matches(SHIELD, FLOWER) and matches(FLOWER, SHIELD)
    assert not matches(SWORD, SHIELD) and not matches(SHIELD, SWORD)
    assert not matches(SHIELD, SHIELD)
    assert not matches(SWORD, FLOWER) and not matches(FLOWER, SWORD)
    assert not matches(FLOWER, FLOWER)


# -- the half turn ------------------------------------------------------------------------


def test_a_card_turned_half_a_turn_reads_as_another_card_of_the_deck():
    # Checked on the data: the bottom comes to the top, the left to the right.
    for c in CARDS:
        t, r, b, left = SIDES[c]
        assert SIDES[TURNED[c]] == (b, left, t, r)
    assert sorted(TURNED) == list(CARDS)             # the deck maps onto itself
    assert all(TURNED[TURNED[c]] == c for c in CARDS)  # turning twice is no turn
    assert TURNED[card("WSSS")] == card("SSWS")       # Sword top <-> Sword bottom
    assert TURNED[card("SWSS")] == card("SSSW")       # Sword right <-> Sword left
    assert TURNED[card("WWSS")] == card("SSWW")
    assert TURNED[card("FFSS")] == card("SSFF")
    # the cards that look the same either way up
    same = {card(code) for code in ("SSSS", "WWWW", "FFFF", "WSWS", "SWSW", "FSFS", "SFSF")}
    assert {c for c in CARDS if TURNED[c] == c} == same


def test_turning_keeps_each_group_and_its_flexibility():
    for c in CARDS:
        assert sorted(SIDES[c]) == sorted(SIDES[TURNED[c]])
        assert FLEX[c] == FLEX[TURNED[c]]


def test_a_card_lies_as_its_placer_holds_it_and_reads_turned_from_across_the_table():
    sword_top = card("WSSS")
    assert lies_as(sword_top, 0) == sword_top             # seat 0's side is the table's
    assert lies_as(sword_top, 1) == card("SSWS")           # seat 1's cards lie turned
    assert sides_seen(sword_top, 0, 0) == SIDES[sword_top]  # my card, from my seat
    assert sides_seen(sword_top, 1, 1) == SIDES[sword_top]
    assert sides_seen(sword_top, 1, 0) == (SHIELD, SHIELD, SWORD, SHIELD)  # points at me
    assert sides_seen(sword_top, 0, 1) == (SHIELD, SHIELD, SWORD, SHIELD)
    assert lying("WSSS", 1) == card("SSWS") and lying("WSSS", 0) == card("WSSS")


def test_each_seat_sees_the_grid_from_its_side():
    assert [seen_cell(c, 0) for c in range(9)] == list(range(9))
    assert [seen_cell(c, 1) for c in range(9)] == list(range(8, -1, -1))
    assert cell_name(0, 0) == "upper left" and cell_name(0, 1) == "lower right"
    assert cell_name(4, 1) == "centre" and cell_name(1, 1) == "lower middle"
    assert [cell_name(c) for c in range(9)] == list(CELL_NAMES)
    assert [seen_side(s, 0) for s in range(4)] == [TOP, RIGHT, BOTTOM, LEFT]
    assert [seen_side(s, 1) for s in range(4)] == [BOTTOM, LEFT, TOP, RIGHT]


def test_turn_mask_turns_every_card_of_a_mask():
    assert turn_mask(0) == 0
    for c in CARDS:
        assert turn_mask(1 << c) == 1 << TURNED[c]
    some = mask_of(card(code) for code in ("WSSS", "SWSS", "FFFF", "WWSS"))
    assert turn_mask(some) == mask_of(TURNED[c] for c in cards_of(some))


def test_seat_ones_fitting_table_is_seat_zeros_turned():
    for pattern in CARDS:
        for side in range(4):
            assert FITS_FOR[0][pattern][side] == FITS[pattern][side]
            # seat 1 may place x exactly when x, turned, fits in the table's frame
            assert cards_of(FITS_FOR[1][pattern][side]) == sorted(
                x for x in CARDS if FITS[pattern][side] >> TURNED[x] & 1)


def test_fits_table_uses_the_facing_side_in_the_tables_frame():
    sword_top = card("WSSS")
    # Above a card whose top is a Sword: only cards with a Sword at the bottom.
    above = cards_of(FITS[sword_top][TOP])
    assert above and all(SIDES[c][BOTTOM] == SWORD for c in above)
    assert len(above) == sum(1 for s in SIDES if s[BOTTOM] == SWORD)
    # To its right (a Shield side): only cards with a Flower on their left.
    right = cards_of(FITS[sword_top][RIGHT])
    assert right and all(SIDES[c][LEFT] == FLOWER for c in right)
    # The 4 Shields accepts nothing but Flowers on any side.
    shields = card("SSSS")
    for side in range(4):
        assert all(FLOWER in SIDES[c] for c in cards_of(FITS[shields][side]))


def test_flexibility_ranks_flowers_above_swords_above_shields():
    assert FLEX[card("FFFF")] > FLEX[card("WWWW")] > FLEX[card("SSSS")]
    assert FLEX[card("SSSS")] == min(FLEX)


def test_names_and_index():
    assert card_code(card("WSSW")) == "WSSW"
    assert card_name(card("WSSW")) == "Swords top & left"
    assert card_name(card("SWSS")) == "Sword right"
    assert card_name(card("SSSS")) == "4 Shields"
    assert card_name(card("FSFS")) == "Flowers top & bottom"
    assert card_name(card("WWWS")) == "Swords top, right & bottom"
    assert describe_card(card("FFSS")) == "top Flower, right Flower, bottom Shield, left Shield"
    assert len({card_name(c) for c in CARDS}) == 23
