"""The cards: five suits, Angels and Devils, the decks by player count, names."""

from __future__ import annotations

import pytest

from games.o_genre_o import cards as K
from games.o_genre_o.cards import (
    ARROW,
    FEATHER,
    FIRE,
    FLOWER,
    SPEAR,
    angel_deck,
    card,
    card_name,
    deck,
    devil_deck,
    is_devil,
    parse,
    short_name,
)


def test_the_fixed_names():
    assert (FEATHER, SPEAR, ARROW, FIRE, FLOWER) == (0, 1, 2, 3, 4)
    assert card(FIRE, 7) >> 4 == FIRE and card(FIRE, 7) & 15 == 7


def test_four_players_use_48_cards_24_angels_and_24_devils():
    cards = deck(4)
    assert len(cards) == len(set(cards)) == 48
    assert sum(1 for c in cards if not is_devil(c)) == 24
    assert sum(1 for c in cards if is_devil(c)) == 24
    per_suit = {s: sorted(c & 15 for c in cards if c >> 4 == s) for s in range(5)}
    assert per_suit[FEATHER] == per_suit[SPEAR] == list(range(1, 10))
    assert per_suit[ARROW] == per_suit[FIRE] == per_suit[FLOWER] == list(range(1, 11))


def test_three_players_use_36_cards_18_angels_and_18_devils():
    cards = deck(3)
    assert len(cards) == 36 and set(cards) < set(deck(4))
    assert len(angel_deck(3)) == len(devil_deck(3)) == 18
    left_out = set(deck(4)) - set(cards)
    assert left_out == {card(FEATHER, n) for n in (1, 2, 3)} | {card(SPEAR, n) for n in (1, 2, 3)} \
        | {card(s, n) for s in (ARROW, FIRE, FLOWER) for n in (1, 2)}


@pytest.mark.parametrize("n", [3, 4])
def test_the_angel_and_devil_decks_split_the_deck(n):
    assert sorted(angel_deck(n) + devil_deck(n)) == sorted(deck(n))
    assert not any(is_devil(c) for c in angel_deck(n))
    assert all(is_devil(c) for c in devil_deck(n))


def test_angels_are_feathers_and_odd_arrow_fire_flower_devils_spears_and_even():
    for number in range(1, 10):
        assert not is_devil(card(FEATHER, number))
        assert is_devil(card(SPEAR, number))
    for suit in (ARROW, FIRE, FLOWER):
        for number in range(1, 11):
            assert is_devil(card(suit, number)) == (number % 2 == 0)


def test_deck_refuses_other_player_counts():
    for n in (2, 5, "4"):
        with pytest.raises(ValueError):
            deck(n)


def test_names_and_parsing():
    assert card_name(card(FIRE, 10)) == "Fire 10" and short_name(card(SPEAR, 9)) == "Sp9"
    assert parse("Flower 4") == parse("fl4") == card(FLOWER, 4)
    assert K.card_label(card(ARROW, 3)) == "Arrow 3 (Angel)"
    assert K.card_label(card(ARROW, 4)) == "Arrow 4 (Devil)"
    for bad in ("Fe10", "Sp0", "X3", "Fire"):
        with pytest.raises(ValueError):
            parse(bad)


def test_is_card_takes_only_real_cards_by_exact_type():
    assert K.is_card(card(FEATHER, 1))
    for bad in (True, False, 1.0, card(FEATHER, 10), card(SPEAR, 0), -1, 80, "Fe1", None):
        assert not K.is_card(bad)
