"""engine/tricks.py: follow suit, leading restrictions, trick winners, `beats`."""

from __future__ import annotations

import random

from engine.cards import make_card as card
from engine.tricks import (
    beats,
    follow_suit,
    has_suit,
    leadable,
    legal_plays,
    suits_shown_void,
    trick_winner,
    winning_card,
)

A, B, C = 0, 1, 2


def test_follow_suit_keeps_the_suit_led_when_held():
    hand = [card(A, 3), card(B, 7), card(B, 2)]
    assert follow_suit(hand, B) == [card(B, 7), card(B, 2)]


def test_follow_suit_allows_anything_when_void():
    hand = [card(A, 3), card(C, 7)]
    assert follow_suit(hand, B) == hand


def test_leadable_forbids_the_restricted_suit_until_broken():
    hand = [card(A, 3), card(B, 7)]
    assert leadable(hand, A, broken=False) == [card(B, 7)]
    assert leadable(hand, A, broken=True) == hand


def test_leadable_allows_the_restricted_suit_when_nothing_else_is_held():
    hand = [card(A, 3), card(A, 9)]
    assert leadable(hand, A, broken=False) == hand


def test_trick_winner_highest_of_suit_led_without_trump():
    cards = [card(B, 5), card(C, 12), card(B, 9), card(B, 2)]
    assert trick_winner(cards, None) == 2
    assert trick_winner(cards, A) == 2  # no trump played


def test_trick_winner_highest_trump_when_trump_played():
    cards = [card(B, 5), card(A, 2), card(B, 12), card(A, 7)]
    assert trick_winner(cards, A) == 3


def test_trick_winner_when_trump_is_led():
    cards = [card(A, 5), card(B, 12), card(A, 3)]
    assert trick_winner(cards, A) == 0


def test_suits_shown_void():
    cards = [card(B, 5), card(A, 2), card(B, 12)]
    assert suits_shown_void(cards, [2, 0, 1]) == [(0, B)]


def test_beats_follows_trick_winner_on_random_tricks():
    rng = random.Random(3)
    deck = [card(s, r) for s in (A, B, C) for r in range(1, 13)]
    for _ in range(2000):
        cards = rng.sample(deck, rng.randint(2, 5))
        trump = rng.choice([None, A, B, C])
        partial, new = cards[:-1], cards[-1]
        best = winning_card(partial, trump)
        wins = trick_winner(cards, trump) == len(cards) - 1
        assert beats(new, best, partial[0] >> 4, trump) == wins, (cards, trump)


def test_legal_plays_follows_or_leads():
    hand = [card(A, 1), card(B, 4), card(C, 8)]
    assert legal_plays(hand, [card(C, 2)]) == [card(C, 8)]
    assert legal_plays(hand, [], restricted_suit=A, broken=False) == [card(B, 4), card(C, 8)]
    assert legal_plays(hand, []) == hand


def test_has_suit():
    assert has_suit([card(A, 1), card(C, 3)], C)
    assert not has_suit([card(A, 1)], B)
