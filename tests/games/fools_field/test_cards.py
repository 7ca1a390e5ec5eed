"""The 23 Soldier cards: composition, all different, matching sides."""

from collections import Counter
from itertools import product

from games.fools_field.cards import (
    BOTTOM,
    CARDS,
    FITS,
    FLEX,
    FLOWER,
    LEFT,
    NUM_CARDS,
    RIGHT,
    SHIELD,
    SIDES,
    SWORD,
    TOP,
    card_code,
    card_name,
    cards_of,
    describe_card,
    matches,
)

from .helpers import card


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
    # "All the cards are of different types": with no rotation, each group holds every
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


def test_fits_table_uses_the_facing_side_without_rotation():
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
