"""An audit of The Fool's Field against its rulebook, sentence by sentence.

An independent referee watches seeded random games (single games and matches) to the
end. It keeps its own field in *each player's own frame*: for the mover it turns the
whole field round to the mover's side of the table, reads the mover's card as held
(index up) and the opponent's cards turned, and checks every touching side (Sword to
Sword, Shield to Flower) with no help from the engine's masks, frames or `lies_as`. It
also checks the retreat (take the field, the other draws up to 6 as far as the deck
lasts, discard down to 6, the non-retreater starts), the forced retreat, the end (last
card once the deck is out, the tie race) and the match score. Then the hardening found
by the audit: events shown only to their own seat by exact type.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine.core import CHANCE, playable_actions
from games import REGISTRY
from games.fools_field.cards import SIDES
from games.fools_field.rules import (
    AcceptTie,
    BattleStarted,
    DeclineTie,
    Deploy,
    Deployed,
    Discarded,
    Drew,
    GameEnded,
    OfferTie,
    Retreat,
    Retreated,
    TieChance,
)
from games.fools_field.rules import Dealt as FieldDealt

from .helpers import cards, field_cards, field_of, position, rest_except

GAME = REGISTRY["fools_field"]
SWORD, SHIELD, FLOWER = 0, 1, 2


def face(a: int, b: int) -> bool:
    """The rulebook's only allowed pairs of facing symbols."""
    return {a, b} == {SWORD} or {a, b} == {SHIELD, FLOWER}


def held_sides(card: int, placer: int, viewer: int) -> tuple[int, int, int, int]:
    """(top, right, bottom, left) of a field card as `viewer`, sitting at its side of
    the table, sees it: the viewer's own card as held (index up, top away from them);
    a card of the player opposite is seen upside down, its top pointing at the viewer."""
    top, right, bottom, left = SIDES[card]
    if placer == viewer:
        return top, right, bottom, left
    return bottom, left, top, right


def mover_frame(field: dict, seat: int) -> dict:
    """The field {(row, col): (card, placer)} in the table's frame (as seat 0 sees it,
    row 0 towards seat 1), turned round to how `seat` sees it from its own chair."""
    if seat == 0:
        return dict(field)
    return {(2 - r, 2 - c): v for (r, c), v in field.items()}


def referee_cells(field: dict, seat: int, card: int) -> set[tuple[int, int]]:
    """The cells (in the table's frame) where `seat` may place `card` by the rulebook:
    the centre of an empty field; otherwise an empty cell of the 3x3 grid touching a
    card side to side, every touching side matching, read from `seat`'s chair."""
    if not field:
        return {(1, 1)}
    mine = held_sides(card, seat, seat)
    seen = mover_frame(field, seat)
    ok = set()
    for r in range(3):
        for c in range(3):
            if (r, c) in seen:
                continue
            touches = 0
            fits = True
            # (neighbour, my side facing it, its side facing me) in the mover's frame
            for (nr, nc), my_side, their_side in (((r - 1, c), 0, 2), ((r, c + 1), 1, 3),
                                                  ((r + 1, c), 2, 0), ((r, c - 1), 3, 1)):
                if (nr, nc) in seen:
                    touches += 1
                    other, placer = seen[(nr, nc)]
                    theirs = held_sides(other, placer, seat)[their_side]
                    fits = fits and face(mine[my_side], theirs)
            if touches and fits:
                ok.add((r, c) if seat == 0 else (2 - r, 2 - c))
    return ok


def engine_cell(cell: int) -> tuple[int, int]:
    return divmod(cell, 3)


def referee_game(seed: int, match: bool, state=None) -> Counter:
    """Play a seeded random game (or match) from its start, or on from `state` (a
    position in a battle), checking each step; returns counts of what came up."""
    rng = random.Random(seed)
    if state is None:
        state = GAME.new_state(2, {"match": match})
    shown = state.view(None)
    field = {engine_cell(i): (card, shown.placed_by[i])
             for i, card in enumerate(shown.field) if card >= 0}
    seen = Counter()
    tie_reply = shown.tie_reply
    for _ in range(20000):
        if state.is_over():
            break
        seat = state.to_move()
        if seat == CHANCE:
            start = state.view(None).game_start
            events = state.apply(state.chance_action(rng))
            (dealt,) = [e for e in events if isinstance(e, FieldDealt)]
            assert dealt.first == start and [len(h) for h in dealt.hands] == [6, 6]
            assert dealt.deck_size == 11
            field = {}
            continue
        legal = state.legal_actions()
        view = state.view(seat)
        hand = list(view.hand)
        if view.phase == "play":
            deploys = {(a.card, engine_cell(a.cell)) for a in legal if type(a) is Deploy}
            expected = {(c, cell) for c in hand for cell in referee_cells(field, seat, c)}
            assert deploys == expected, (seed, seat, field, hand)
            may_retreat = any(type(a) is Retreat for a in legal)
            if tie_reply:
                assert not may_retreat  # the tie race: place the last card or concede
            else:
                assert may_retreat == bool(field or not hand)
            if field and not expected:
                seen["no card fits"] += 1
                assert view.must_retreat
        choices = playable_actions(legal)
        choices = [a for a in choices if type(a) not in (OfferTie, AcceptTie, DeclineTie)]
        action = rng.choice(choices)
        hands_before = list(view.hand_sizes)
        deck_before = view.deck_size
        start_before = view.start_player
        events = state.apply(action)
        for e in events:
            if isinstance(e, Deployed):
                seen["deploy"] += 1
                field[engine_cell(e.cell)] = (e.card, e.seat)
                ends = [x for x in events if isinstance(x, (GameEnded, TieChance))]
                # Only once the deck is out does a last card end the game (or start the
                # tie race); a hand emptied earlier plays on.
                assert bool(ends) == (e.hand_left == 0 and deck_before == 0)
            elif isinstance(e, Retreated):
                seen["voluntary" if e.reason == "" else "forced by " + e.reason] += 1
                assert sorted(e.cards) == sorted(v[0] for v in field.values())
                taken = len(field)
                field = {}
                assert e.hand_size == hands_before[e.seat] + taken
                assert e.to_discard == max(0, e.hand_size - 6)
                other = 1 - e.seat
                draws = [x for x in events if isinstance(x, Drew)]
                want = min(max(0, 6 - hands_before[other]), deck_before)
                assert sum(d.count for d in draws) == want
                assert all(d.seat == other for d in draws)
            elif isinstance(e, Discarded):
                seen["discard"] += 1
            elif isinstance(e, BattleStarted):
                assert field == {}
                retreats = [x for x in events if isinstance(x, Retreated)]
                if retreats:
                    assert e.start_player == 1 - retreats[0].seat
                elif any(isinstance(x, Discarded) for x in events):
                    assert e.start_player == 1 - seat  # the retreater discarded last
                assert e.tie_possible == (e.deck_size == 0
                                          and e.hand_sizes[0] == e.hand_sizes[1])
            elif isinstance(e, TieChance):
                seen["tie race"] += 1
                tie_reply = True
                assert e.seat == start_before and view.deck_size == 0
            elif isinstance(e, GameEnded):
                seen["games"] += 1
                if e.reason in ("emptied", "tie"):
                    # the mover just placed the last card of their hand, the deck out
                    assert hands_before[seat] == 1 and deck_before == 0
                    assert type(action) is Deploy
                if e.reason == "emptied":
                    seen["wins"] += 1
                    assert e.winners == (seat,) or (e.winners == (1 - seat,) and tie_reply)
                if e.reason == "tie":
                    seen["ties"] += 1
                    assert tie_reply and e.winners == (0, 1)
                tie_reply = False
                if len(e.winners) == 1:
                    assert e.points[e.winners[0]] == 1.0 and e.points[1 - e.winners[0]] == 0
                elif match:
                    # a tie scores 1 for the start player of the battle being played: for
                    # the repetition tie, the battle that would start (the mover retreated
                    # or discarded last, so the other seat would open it)
                    start = 1 - seat if e.reason == "repetition" else start_before
                    assert e.points[start] == 1.0 and e.points[1 - start] == 0.5
                else:
                    assert e.points == (0.5, 0.5)
    assert state.is_over()
    return seen


@pytest.mark.parametrize("seed,match", [(1, False), (2, False), (3, True)])
def test_a_referee_reading_the_rulebook_agrees_with_every_step_of_a_game(seed, match):
    seen = referee_game(seed, match)
    assert seen["deploy"] and seen["no card fits"] and seen["discard"] and seen["games"], seen


def endgame_position(hands: tuple[str, str], layout: dict, deck: int, **kwargs):
    """Hands (index codes) and a field {cell: (code in the table's frame, placer)}, the
    top `deck` of the other cards in the deck, the rest in seat 1's discard pile."""
    h0, h1 = cards(*hands[0].split()), cards(*hands[1].split())
    rest = rest_except(field_cards(layout), h0, h1)
    return position(hands=[h0, h1], field=field_of(layout), deck=rest[:deck],
                    discards=[[], rest[deck:]], **kwargs)


# Eight cards (seat 0 opened and placed the corners but the lower right, seat 1 the
# middles of the edges): seat 0 moves, and "Swords top & left" fills the lower right.
EIGHT = {0: ("SWWS", 0), 1: ("SWWW", 1), 2: ("SSWW", 0), 3: ("WWWS", 1), 4: ("WWWW", 0),
         5: ("WSWW", 1), 6: ("WWSS", 0), 7: ("WWSW", 1)}


def test_the_referee_agrees_through_a_full_grid_an_empty_hand_and_the_end():
    """From the eighth card: the ninth fills the grid (the next player must retreat),
    the deck has 2 cards left, and the game is played out at random, seed by seed."""
    seen = Counter()
    for seed in range(6):
        state = endgame_position(("WSSW FFFF", "SSSS FSFS"), EIGHT, deck=2)
        seen += referee_game(seed, False, state)
    assert seen["games"] == 6 and seen["forced by full"] and seen["wins"], seen


# Two hands of 3, the deck out: the tie race comes up in about half the random games.
TIE_HANDS = ("SFFS FFFF SSWW", "SWWW SSSS WSSW")


def test_the_referee_agrees_through_the_tie_race():
    """A battle starting after the deck ran out with 3 cards each: whenever the start
    player empties their hand first and the other can place its last card, the other
    gets one more turn, and placing it ties the game."""
    seen = Counter()
    for seed in range(8):
        state = endgame_position(TIE_HANDS, {}, deck=0, tie_battle=True)
        seen += referee_game(seed, False, state)
    assert seen["games"] == 8 and seen["tie race"] and seen["ties"] and seen["wins"], seen


def test_the_referees_orientation_is_the_rulebooks_example():
    """The docstring's example, read by the referee alone: "Sword top" opens in the
    centre for seat 0; for seat 0 "Sword bottom" fits just beyond the centre, for seat 1
    it fits nowhere."""
    sword_top = SIDES.index((SWORD, SHIELD, SHIELD, SHIELD))
    sword_bottom = SIDES.index((SHIELD, SHIELD, SWORD, SHIELD))
    field = {(1, 1): (sword_top, 0)}
    assert referee_cells(field, 0, sword_bottom) == {(0, 1)}
    assert referee_cells(field, 1, sword_bottom) == set()
    # Seat 1 sits beyond row 0, where the centre's Sword points: its own "Sword top"
    # (pointing back at seat 0) fits between seat 1 and the centre.
    assert referee_cells(field, 1, sword_top) == {(0, 1)}


# -- hidden information found by the audit ---------------------------------------------


@pytest.mark.parametrize("viewer", [True, 1.0, "1", (1,)])
def test_private_events_go_to_their_seat_by_exact_type(viewer):
    """True == 1 and 1.0 == 1 in Python: neither may be shown seat 1's cards, nor told
    that seat 1 retreated because no card fitted."""
    dealt = FieldDealt(0, 6, ((1, 2), (3, 4)), 11)
    assert dealt.for_viewer(viewer).hands == (None, None)
    assert not dealt.reveals_to(viewer)
    drew = Drew(1, 1, (5,), 3)
    assert drew.for_viewer(viewer).cards is None and not drew.reveals_to(viewer)
    assert Discarded(1, 5, 0).for_viewer(viewer).card is None
    blocked = Retreated(1, (4,), (3,), "blocked", 1, 0)
    assert blocked.for_viewer(viewer).reason == ""
    assert blocked.for_viewer(1).reason == "blocked" and drew.for_viewer(1).cards == (5,)
    assert dealt.for_viewer(1).hands == (None, (3, 4))
