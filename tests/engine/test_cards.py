"""Cards as small ints, decks, dealing and shuffling orders (engine.cards)."""

import random

from hypothesis import given
from hypothesis import strategies as st

from engine.actions import random_shuffle
from engine.cards import (
    SuitedDeck,
    deal,
    highest_by,
    lowest_by,
    make_card,
    ordered,
    rank_of,
    suit_of,
)

DECK = SuitedDeck(("Red", "Blue", "Green"), tuple(range(1, 13)))


def test_a_card_packs_suit_and_rank():
    card = make_card(2, 11)
    assert (suit_of(card), rank_of(card)) == (2, 11)
    assert DECK.name(card) == "Green 11"
    assert DECK.is_card(card) and not DECK.is_card(make_card(3, 1))
    assert not DECK.is_card(make_card(0, 0)) and not DECK.is_card("Red 1")
    assert not DECK.is_card(True)


def test_deck_lists_every_card_once_in_suit_order():
    cards = DECK.cards()
    assert len(cards) == 36 == len(set(cards))
    assert DECK.cards([1]) == tuple(make_card(1, r) for r in range(1, 13))


def test_deal_goes_round_the_table_one_card_at_a_time():
    hands, rest = deal(list(range(10)), [3, 3, 2])
    assert hands == [[0, 3, 6], [1, 4, 7], [2, 5]]
    assert rest == [8, 9]


@given(seed=st.integers(0, 2**32), size=st.integers(0, 60))
def test_a_shuffle_order_is_a_permutation_and_ordered_applies_it(seed, size):
    cards = list(range(100, 100 + size))
    shuffle = random_shuffle(random.Random(seed), size)
    assert sorted(shuffle.order) == list(range(size))
    new = ordered(cards, shuffle.order)
    assert sorted(new) == cards
    assert all(new[i] == cards[shuffle.order[i]] for i in range(size))


def test_the_same_seed_gives_the_same_shuffle():
    a = random_shuffle(random.Random("7:chance:0"), 44)
    b = random_shuffle(random.Random("7:chance:0"), 44)
    assert a == b != random_shuffle(random.Random("7:chance:1"), 44)


@given(st.lists(st.integers(0, 63), min_size=1, max_size=14, unique=True),
       st.lists(st.integers(-3, 3), min_size=64, max_size=64))
def test_lowest_by_and_highest_by_pick_the_first_card_min_and_max_would(cards, table):
    # few distinct costs, so that ties (the first of equals wins) are common
    assert lowest_by(cards, table) == min(cards, key=table.__getitem__)
    assert highest_by(cards, table) == max(cards, key=table.__getitem__)
