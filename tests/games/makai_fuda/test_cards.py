"""The cards and the set-up by player count."""

from collections import Counter

from games.makai_fuda.cards import (
    BLUE,
    BOSS,
    GREEN,
    MAGIC,
    POISON,
    RED,
    YELLOW,
    card,
    card_name,
    deck,
    is_magic,
    is_poison,
    parse,
    short_name,
)


def test_monster_constants_are_fixed():
    assert (BLUE, GREEN, YELLOW, RED) == (0, 1, 2, 3)


def test_four_player_deck_has_four_monsters_of_ten_and_four_magic():
    cards = deck(4)
    assert len(cards) == 44 and len(set(cards)) == 44
    kinds = Counter("magic" if is_magic(x) else x >> 4 for x in cards)
    assert kinds == {BLUE: 10, GREEN: 10, YELLOW: 10, RED: 10, "magic": 4}
    assert {x & 15 for x in cards if not is_magic(x)} == set(range(1, 11))


def test_three_player_deck_drops_green_and_one_magic():
    cards = deck(3)
    assert len(cards) == 33 and len(set(cards)) == 33
    assert not any(x >> 4 == GREEN for x in cards if not is_magic(x))
    assert sum(1 for x in cards if is_magic(x)) == 3
    assert set(cards) < set(deck(4))


def test_card_makes_a_monster_card():
    assert card(RED, 9) >> 4 == RED and card(RED, 9) & 15 == 9
    assert card(BLUE, 1) != card(GREEN, 1)


def test_magic_is_a_tuple_of_four_distinct_cards():
    assert isinstance(MAGIC, tuple) and len(set(MAGIC)) == 4
    assert all(is_magic(m) for m in MAGIC)
    assert not any(is_magic(x) for x in deck(4) if x not in MAGIC)


def test_boss_is_red_9_and_poison_is_blue_3_yellow_4_green_5_red_2():
    assert card(RED, 9) == BOSS
    assert set(POISON) == {card(BLUE, 3), card(YELLOW, 4), card(GREEN, 5), card(RED, 2)}
    assert [is_poison(x) for x in deck(4)].count(True) == 4
    assert not is_poison(BOSS) and not any(is_poison(m) for m in MAGIC)


def test_names():
    assert card_name(BOSS) == "Red 9 (Boss)"
    assert card_name(card(YELLOW, 4)) == "Yellow 4 (Poison)"
    assert card_name(card(GREEN, 7)) == "Green 7"
    assert card_name(MAGIC[2]) == "Magic"
    assert parse("B7") == card(BLUE, 7) and parse("Red 9") == BOSS and parse("M2") == MAGIC[1]
    assert all(parse(short_name(x)) == x for x in deck(4))
