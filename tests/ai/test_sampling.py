"""engine.ai.sampling: the hidden cards dealt within what a view proves (a location per
card from its allowed mask, every location filled to its capacity), never looping."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.ai.sampling import ConstrainedDeal, deal_by_count, shuffle_in_place


@st.composite
def feasible_deals(draw):
    """Capacities, a true placement of the cards, and masks that allow at least the true
    location (plus random others): a deal always exists."""
    caps = draw(st.lists(st.integers(0, 5), min_size=1, max_size=6))
    size = len(caps)
    hidden, masks = [], {}
    card = 0
    for loc, cap in enumerate(caps):
        for _ in range(cap):
            extra = draw(st.integers(0, (1 << size) - 1))
            masks[card] = (1 << loc) | extra
            hidden.append(card)
            card += 1
    order = draw(st.permutations(hidden))
    return list(order), caps, masks, draw(st.integers(0, 2**32))


@settings(max_examples=150, deadline=None)
@given(feasible_deals())
def test_a_deal_respects_every_mask_and_fills_every_capacity(case):
    hidden, caps, masks, seed = case
    prepared = ConstrainedDeal(hidden, caps, masks)
    rng = random.Random(seed)
    for _ in range(3):
        members = prepared.deal(rng)
        assert members is not None
        assert [len(m) for m in members] == caps
        assert sorted(c for m in members for c in m) == sorted(hidden)
        for loc, cards in enumerate(members):
            assert all(masks[c] >> loc & 1 for c in cards), (loc, cards)


def test_no_deal_exists_it_says_so_instead_of_looping():
    # two cards that may only lie in location 0, which has room for one
    prepared = ConstrainedDeal([0, 1, 2], [1, 2], {0: 0b01, 1: 0b01, 2: 0b11})
    assert prepared.deal(random.Random(1)) is None


def test_a_card_shown_in_one_place_always_lands_there_and_the_rest_vary():
    hidden = list(range(8))
    masks = dict.fromkeys(hidden, 0b1111)
    masks[5] = 0b0100  # proven to be in location 2
    prepared = ConstrainedDeal(hidden, [2, 2, 2, 2], masks)
    rng = random.Random(3)
    seen = set()
    for _ in range(40):
        members = prepared.deal(rng)
        assert 5 in members[2]
        seen.add(tuple(map(tuple, members)))
    assert len(seen) > 10, "the free cards are dealt at random"


def test_deal_by_count_fills_locations_in_order_of_capacity():
    members = deal_by_count(range(5), [2, 0, 3], random.Random(2))
    assert [len(m) for m in members] == [2, 0, 3]
    assert sorted(c for m in members for c in m) == list(range(5))


def test_shuffle_in_place_keeps_the_cards_and_reaches_every_order_evenly():
    rng = random.Random(5)
    counts: dict[tuple, int] = {}
    for _ in range(6000):
        cards = [1, 2, 3]
        shuffle_in_place(cards, rng.random)
        counts[tuple(cards)] = counts.get(tuple(cards), 0) + 1
    assert sorted(counts) == [(1, 2, 3), (1, 3, 2), (2, 1, 3), (2, 3, 1), (3, 1, 2), (3, 2, 1)]
    # 1000 expected each: a biased swap (e.g. j drawn from all n) is off by ~150
    assert all(900 < n < 1100 for n in counts.values()), counts
