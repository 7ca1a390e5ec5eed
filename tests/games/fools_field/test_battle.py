"""Setup, the opening card, deployment, retreat, discards, draws, forced retreats."""

import pytest

from engine.actions import Shuffle
from engine.core import CHANCE
from games import REGISTRY
from games.fools_field.cards import CENTRE
from games.fools_field.rules import (
    DECLINE_TIE,
    OFFER_TIE,
    RESIGN,
    RETREAT,
    BattleStarted,
    Dealt,
    Deploy,
    Deployed,
    Discard,
    Discarded,
    Drew,
    Retreated,
)

from .helpers import (
    FULL_FIELD,
    card,
    cards,
    event_types,
    field_cards,
    field_of,
    lying,
    moves,
    position,
    rest_except,
)

GAME = REGISTRY["fools_field"]

# Three cards of a battle seat 0 opened: seat 1 placed the one above the centre.
THREE = {4: ("WWWW", 0), 1: ("SSWS", 1), 5: ("SSSW", 0)}


# -- setup ----------------------------------------------------------------------------


def test_new_game_starts_with_a_shuffle_and_seat_0_starts():
    state = GAME.new_state(2)
    assert state.to_move() == CHANCE
    assert state.legal_actions() == []
    assert state.view(0).deck_size == 23
    assert state.why_illegal(Shuffle((0, 1))) is not None
    state.apply(Shuffle(tuple(range(23))))
    assert state.to_move() == 0
    assert state.view(0).start_player == 0 and state.view(0).game_start == 0


def test_each_draws_six_alternately_starting_with_the_start_player():
    state = GAME.new_state(2)
    order = tuple(reversed(range(23)))  # the top card is card 22, then 21, ...
    events = state.apply(Shuffle(order))
    assert event_types(events) == ["Shuffled", "GameStarted", "Dealt", "BattleStarted"]
    dealt = events[2]
    assert isinstance(dealt, Dealt)
    assert dealt.first == 0 and dealt.count == 6
    assert dealt.hands == ((22, 20, 18, 16, 14, 12), (21, 19, 17, 15, 13, 11))
    assert state.view(0).hand == (12, 14, 16, 18, 20, 22)
    assert state.view(1).hand == (11, 13, 15, 17, 19, 21)
    view = state.view(0)
    assert view.deck_size == 11 and view.hand_sizes == (6, 6)
    assert view.field == (-1,) * 9 and view.battle == 1 and view.phase == "play"


# -- the opening card -------------------------------------------------------------------


def test_the_start_player_opens_in_the_centre_with_no_condition():
    state = GAME.new_state(2)
    state.apply(Shuffle(tuple(range(23))))  # seat 0 holds 0, 2, 4, 6, 8, 10
    hand = state.view(0).hand
    assert moves(state) == [Deploy(c, CENTRE) for c in hand]
    assert "centre" in state.why_illegal(Deploy(hand[0], 0))
    assert "centre" in state.why_illegal(RETREAT)
    four_shields = card("SSSS")
    assert four_shields in hand
    events = state.apply(Deploy(four_shields, CENTRE))
    assert events == [Deployed(0, four_shields, CENTRE, 5)]
    assert state.to_move() == 1
    assert state.view(1).field[CENTRE] == four_shields


# -- deployment -------------------------------------------------------------------------


def deploy_position(mover: int, layout: dict[int, tuple[str, int]], hand: list[str],
                    **kwargs):
    """`mover` to move holding `hand` (codes as it holds the cards) on the field `layout`
    ({cell: (code in the table's frame, placer)}); the other seat holds 5 other cards.
    The start player follows from the alternation."""
    placed = field_of(layout)
    mine = cards(*hand)
    other = rest_except(field_cards(layout), mine)[:5]
    start = mover if len(layout) % 2 == 0 else 1 - mover
    hands = [mine, other] if mover == 0 else [other, mine]
    return position(hands=hands, field=placed, start_player=start, **kwargs)


def beyond_the_centre(seat: int) -> int:
    """The cell just beyond the centre as `seat` sees the field (its "upper middle")."""
    return 1 if seat == 0 else 7


@pytest.mark.parametrize("mover", [0, 1])
@pytest.mark.parametrize("centre,beyond,fits", [
    ("WWWW", "SSWS", True),    # Sword (bottom) against Sword
    ("FFFF", "SSSS", True),    # Shield (bottom) against Flower
    ("SSSS", "FFFF", True),    # Flower against Shield
    ("WWWW", "SSSS", False),   # Shield against Sword
    ("SSSS", "WSSS", False),   # Shield against Shield
    ("FFFF", "SSWS", False),   # Sword against Flower
    ("FFFF", "FSFS", False),   # Flower against Flower
])
def test_touching_sides_must_match(mover, centre, beyond, fits):
    # The opponent opened with a card that reads the same both ways up; the mover puts
    # `beyond` just beyond it, so the card's bottom (towards the mover) faces it.
    state = deploy_position(mover, {4: (centre, 1 - mover)}, [beyond])
    action = Deploy(card(beyond), beyond_the_centre(mover))
    if fits:
        assert state.why_illegal(action) is None
        assert action in state.legal_actions()
    else:
        reason = state.why_illegal(action)
        assert "Sword to Sword or Shield to Flower" in reason
        assert action not in state.legal_actions()


def test_a_cards_top_points_away_from_its_placer():
    # Seat 1 holds "Sword bottom"; placed by seat 1 it lies turned, so in the table's
    # frame (seat 0's side) its Sword is at the top: it fits *below* the 4 Swords
    # (between the centre and seat 0), which seat 1 sees as beyond the centre.
    state = deploy_position(1, {4: ("WWWW", 0)}, ["SSWS"])
    sword_bottom = card("SSWS")
    assert state.why_illegal(Deploy(sword_bottom, 7)) is None
    assert "Its top side (Shield) would face" in state.why_illegal(Deploy(sword_bottom, 1))
    # The same card in seat 0's hand fits above the centre, not below it.
    state = deploy_position(0, {4: ("WWWW", 1)}, ["SSWS"])
    assert state.why_illegal(Deploy(sword_bottom, 1)) is None
    assert "Its top side (Shield) would face" in state.why_illegal(Deploy(sword_bottom, 7))


def test_the_same_card_is_legal_for_one_seat_and_not_for_the_other():
    # The rulebook's geometry, as in the rules text's example. Seat 0 (Ann) opened with
    # "Sword top": its Sword points away from her, at seat 1 (Bob).
    sword_bottom = card("SSWS")
    # Bob to move, holding "Sword bottom": the centre card points at him, its Sword on
    # his side, and his card shows a Shield to it wherever he puts it. It fits nowhere.
    bob = deploy_position(1, {4: ("WSSS", 0)}, ["SSWS"])
    assert moves(bob) == [RETREAT] and bob.view(1).must_retreat
    assert bob.why_illegal(Deploy(sword_bottom, 1)) == (
        "Its top side (Shield) would face the top side (Sword) of your opponent's card: "
        "touching sides must be Sword to Sword or Shield to Flower.")
    # Ann to move on the same centre card (Bob has added a card at its left), holding
    # the same card: it fits just beyond the centre, its Sword against the Sword.
    ann = deploy_position(0, {4: ("WSSS", 0), 3: ("FFSS", 1)}, ["SSWS"])
    assert ann.start == 0 and ann.to_move() == 0
    assert Deploy(sword_bottom, 1) in ann.legal_actions()
    assert not ann.view(0).must_retreat
    # What Bob needs there is a card with a Sword at its top, between him and the centre.
    bob = deploy_position(1, {4: ("WSSS", 0)}, ["WWSS"])
    assert moves(bob) == [Deploy(card("WWSS"), 1), RETREAT]


def test_the_forced_retreat_reads_the_cards_as_their_holder_holds_them():
    # Seat 1 holds only cards with a Sword at their bottom (pointing at itself): against
    # seat 0's "Sword top" none fits. Forced retreat.
    swords_down = ["SSWS", "SSWW", "SWWS"]
    state = deploy_position(1, {4: ("WSSS", 0)}, swords_down)
    assert moves(state) == [RETREAT] and state.view(1).must_retreat
    assert state.phase_name() == "forced_retreat"
    events = state.apply(RETREAT)
    assert events[0].reason == "blocked"
    # The same three cards in seat 0's hand, on the same centre card: each fits just
    # beyond the centre, its Sword against the centre card's Sword.
    state = deploy_position(0, {4: ("WSSS", 0), 3: ("FFSS", 1)}, swords_down)
    assert not state.view(0).must_retreat and state.phase_name() == "deployment"
    assert {(a.card, a.cell) for a in moves(state) if isinstance(a, Deploy)} == \
        {(c, 1) for c in cards(*swords_down)}


def test_a_retreated_card_is_held_index_up_by_its_new_holder():
    sword_bottom = card("SSWS")
    hand_0 = cards("SFSF", "FSFS")
    hand_1 = [sword_bottom, card("WWWW"), card("SSSS")]
    placed = {4: card("FFFF")}  # seat 0 opened
    state = position(hands=[hand_0, hand_1], field=placed, deck=[],
                     discards=[rest_except(placed.values(), hand_0, hand_1), []])
    # Seat 1 places "Sword bottom" above the centre (between itself and the centre): it
    # lies turned, its Sword pointing at seat 1, a Shield on the 4 Flowers.
    state.apply(Deploy(sword_bottom, 1))
    assert state.view(0).placed_by[1] == 1
    events = state.apply(RETREAT)                 # seat 0 takes the field
    assert sword_bottom in events[0].cards and sword_bottom in state.view(0).hand
    state.apply(Deploy(card("WWWW"), 4))          # seat 1 opens the next battle
    # Held index up by seat 0 now, its Sword is at its bottom, towards seat 0: it fits
    # above the 4 Swords and not below them (where it would fit had it kept the way it
    # lay on the field).
    assert state.to_move() == 0
    assert Deploy(sword_bottom, 1) in state.legal_actions()
    assert Deploy(sword_bottom, 7) not in state.legal_actions()
    assert state.why_illegal(Deploy(sword_bottom, 7)).startswith(
        "Its top side (Shield) would face the top side (Sword) of your opponent's card")
    state.apply(Deploy(sword_bottom, 1))
    view = state.view(1)
    assert view.field[1] == sword_bottom and view.placed_by[1] == 0


def test_a_card_must_touch_a_card_side_to_side():
    state = deploy_position(1, {4: ("FFFF", 0)}, ["SSSS"])
    assert "touch" in state.why_illegal(Deploy(card("SSSS"), 0))  # only a corner
    assert state.why_illegal(Deploy(card("SSSS"), 9)) is not None
    assert state.why_illegal(Deploy(card("SSSS"), -1)) is not None
    assert "taken" in state.why_illegal(Deploy(card("SSSS"), CENTRE))


def test_every_touching_side_must_match_not_just_one():
    # Above and left of the centre, Shields outwards (in the table's frame); seat 0 moves.
    layout = {4: ("WWWW", 1), 1: ("SSWS", 0), 3: ("SWSS", 1)}
    state = deploy_position(0, layout, ["SFFS", "FFSS"])
    # The upper left cell touches both: its right faces a Shield, its bottom a Shield.
    assert state.why_illegal(Deploy(card("SFFS"), 0)) is None
    reason = state.why_illegal(Deploy(card("FFSS"), 0))  # right matches, bottom does not
    assert "bottom side (Shield) would face" in reason


def test_the_grid_is_fixed_around_the_centre():
    # Seat 1's "Sword right" lies turned: a Sword at its left in the table's frame. It
    # would fit to the right of the middle right card, outside the 3x3 grid; nowhere
    # inside: its only move is to retreat.
    assert lying("SSSW", 1) == card("SWSS")
    state = deploy_position(1, {4: ("WWWW", 1), 5: ("SWSW", 0)}, ["SWSS"])
    assert moves(state) == [RETREAT]
    assert state.view(1).must_retreat


def test_a_card_not_in_hand_cannot_be_deployed():
    state = deploy_position(1, {4: ("WWWW", 0)}, ["SSWS"])
    assert "not in your hand" in state.why_illegal(Deploy(card("SSSW"), 5))


def test_turns_alternate():
    state = deploy_position(1, {4: ("WWWW", 0)}, ["SSWS"])
    state.apply(Deploy(card("SSWS"), 7))
    assert state.to_move() == 0


# -- retreat ------------------------------------------------------------------------


def retreat_position(hand1_size: int, deck_size: int, hand0_size: int = 3):
    placed = field_of(THREE)
    free = rest_except(field_cards(THREE))
    hand_1 = free[:hand1_size]
    hand_0 = free[hand1_size:hand1_size + hand0_size]
    deck = free[hand1_size + hand0_size:hand1_size + hand0_size + deck_size]
    discards = [[], free[hand1_size + hand0_size + deck_size:]]
    return position(hands=[hand_0, hand_1], field=placed, deck=deck, discards=discards)


def test_retreat_takes_the_field_discards_to_six_and_the_other_draws_to_six():
    state = retreat_position(hand1_size=5, deck_size=8)
    earlier_discards = set(state.view(1).my_discards)
    assert state.to_move() == 1
    assert RETREAT in state.legal_actions()  # voluntary: a card may fit or not
    taken = tuple(state.view(1).field[c] for c in (1, 4, 5))
    deck_top = state.deck[-3:][::-1]
    events = state.apply(RETREAT)
    assert event_types(events) == ["Retreated", "Drew"]
    assert events[0] == Retreated(1, (1, 4, 5), taken, events[0].reason, 8, 2)
    assert events[1] == Drew(0, 3, tuple(deck_top), 5)
    view = state.view(1)
    assert view.phase == "discard" and view.to_move == 1 and view.to_discard == 2
    assert set(taken) <= set(view.hand) and view.field == (-1,) * 9
    assert view.placed_by == (-1,) * 9
    assert view.hand_sizes == (6, 8) and view.deck_size == 5
    # The retreating player chooses the discards, one card per action.
    assert moves(state) == [Discard(c) for c in view.hand]
    assert "discard 2 more" in state.why_illegal(RETREAT)
    first, second = view.hand[0], view.hand[-1]
    assert state.apply(Discard(first)) == [Discarded(1, first, 1)]
    events = state.apply(Discard(second))
    assert event_types(events) == ["Discarded", "BattleStarted"]
    view = state.view(1)
    assert view.my_discards == tuple(sorted({first, second} | earlier_discards))
    assert view.discard_sizes == (0, len(earlier_discards) + 2)
    assert view.hand_sizes == (6, 6)
    # The player who did not retreat starts the next battle.
    assert events[1] == BattleStarted(2, 0, 5, (6, 6), False)
    assert state.to_move() == 0 and view.start_player == 0


def test_retreat_with_six_or_fewer_cards_discards_nothing():
    state = retreat_position(hand1_size=2, deck_size=8)
    events = state.apply(RETREAT)
    assert event_types(events) == ["Retreated", "Drew", "BattleStarted"]
    assert state.view(1).hand_sizes == (6, 5)
    assert state.to_move() == 0


def test_the_draw_stops_when_the_deck_runs_out():
    state = retreat_position(hand1_size=2, deck_size=2, hand0_size=2)
    events = state.apply(RETREAT)
    assert events[1].count == 2 and events[1].deck_size == 0
    assert state.view(0).hand_sizes == (4, 5) and state.view(0).deck_size == 0


def test_a_player_at_six_draws_nothing():
    state = retreat_position(hand1_size=2, deck_size=5, hand0_size=6)
    events = state.apply(RETREAT)
    assert event_types(events) == ["Retreated", "BattleStarted"]
    assert state.view(0).deck_size == 5


def test_a_player_who_cannot_place_must_retreat():
    # Only Flowers may touch the 4 Shields; seat 1 holds Sword cards only.
    hand_1 = cards("WSSS", "WWSS", "WWWW")
    placed = {4: card("SSSS")}  # (the centre card is the start player's: seat 0's)
    hand_0 = rest_except(placed.values(), hand_1)[:5]
    state = position(hands=[hand_0, hand_1], field=placed)
    assert state.to_move() == 1
    assert moves(state) == [RETREAT]
    assert state.view(1).must_retreat and not state.view(0).must_retreat
    events = state.apply(RETREAT)
    assert events[0].reason == "blocked"
    # The opponent is not told that no card fitted.
    assert events[0].for_viewer(0).reason == "" and events[0].for_viewer(None).reason == ""
    assert events[0].for_viewer(1).reason == "blocked"


def test_a_full_grid_forces_the_next_player_to_retreat():
    placed = field_of(FULL_FIELD)
    assert len(set(field_cards(FULL_FIELD))) == 9
    free = rest_except(field_cards(FULL_FIELD))
    state = position(hands=[free[:3], free[3:6]], field=placed)
    assert state.to_move() == 1
    assert moves(state) == [RETREAT]
    events = state.apply(RETREAT)
    assert events[0].reason == "full" and len(events[0].cards) == 9
    assert events[0].for_viewer(0).reason == "full"
    assert state.view(1).to_discard == 6


def test_an_empty_hand_while_the_deck_lasts_does_not_win_and_must_retreat():
    placed = {4: card("WWWW")}
    hand_0 = cards("SSSW")
    hand_1 = cards("WSSS", "FFFF")
    state = position(hands=[hand_0, hand_1], field=placed, start_player=1,
                     deck=rest_except(placed.values(), hand_0, hand_1))
    events = state.apply(Deploy(card("SSSW"), 5))
    assert event_types(events) == ["Deployed"]
    assert not state.is_over() and events[0].hand_left == 0
    state.apply(Deploy(card("WSSS"), 1))  # its Sword points away from seat 1: down
    assert state.to_move() == 0
    assert moves(state) == [RETREAT]
    events = state.apply(RETREAT)
    assert events[0].reason == "empty"
    assert state.view(0).hand_sizes[0] == 3


def test_retreat_is_always_allowed_after_the_opening_card():
    state = deploy_position(1, {4: ("WWWW", 0)}, ["SSWS"])
    assert Deploy(card("SSWS"), 7) in state.legal_actions()
    assert RETREAT in state.legal_actions()


def test_concessions_are_offered_at_every_decision():
    state = deploy_position(1, {4: ("WWWW", 0)}, ["SSWS"])
    legal = state.legal_actions()
    assert OFFER_TIE in legal and RESIGN in legal
    assert OFFER_TIE not in moves(state) and RESIGN not in moves(state)
    state.apply(OFFER_TIE)
    assert moves(state) == [DECLINE_TIE]


def test_the_start_player_option_sets_who_deals_first_and_opens():
    state = GAME.new_state(2, {"start_player": 1})
    order = tuple(reversed(range(23)))  # the top card is card 22, then 21, ...
    events = state.apply(Shuffle(order))
    assert events[2].first == 1
    assert events[2].hands == ((21, 19, 17, 15, 13, 11), (22, 20, 18, 16, 14, 12))
    assert events[3] == BattleStarted(1, 1, 11, (6, 6), False)
    assert state.to_move() == 1 and state.view(0).start_player == 1
    assert moves(state) == [Deploy(c, CENTRE) for c in state.view(1).hand]


def test_after_the_deck_ran_out_a_retreat_draws_nothing():
    placed = field_of(THREE)
    hand_0, hand_1 = cards("SSSS", "FFFF"), cards("WWSS", "SWSS")
    rest = rest_except(field_cards(THREE), hand_0, hand_1)
    state = position(hands=[hand_0, hand_1], field=placed, deck=[], discards=[rest, []])
    assert state.to_move() == 1
    events = state.apply(RETREAT)
    assert event_types(events) == ["Retreated", "BattleStarted"]
    assert state.view(0).hand_sizes == (2, 5) and state.view(0).deck_size == 0
    assert events[1] == BattleStarted(2, 0, 0, (2, 5), False)


def test_an_empty_handed_player_draws_when_the_opponent_retreats():
    # Seat 0 placed its last card while the deck lasts; seat 1 retreats: seat 0 draws 6.
    placed = field_of({4: ("WWWW", 1), 5: ("SSSW", 0)})
    hand_1 = cards("FFFF", "SSSS")
    state = position(hands=[[], hand_1], field=placed, start_player=1)
    assert state.to_move() == 1 and not state.is_over()
    deck_top = tuple(state.deck[-6:][::-1])
    events = state.apply(RETREAT)
    assert events[1] == Drew(0, 6, deck_top, state.view(0).deck_size)
    assert state.view(0).hand_sizes == (6, 4) and state.to_move() == 0


def test_a_retreat_ends_the_battle_and_the_non_retreater_opens_the_next():
    # Seat 1 started the battle and is to move on a 2-card field; it retreats.
    state = deploy_position(1, {4: ("WWWW", 1), 5: ("SSSW", 0)}, ["SSWS"])
    assert state.view(1).start_player == 1 and state.to_move() == 1
    events = state.apply(RETREAT)
    assert events[-1].start_player == 0 and events[-1].number == 2
    view = state.view(0)
    assert view.field == (-1,) * 9 and view.start_player == 0 and view.to_move == 0
    assert moves(state) == [Deploy(c, CENTRE) for c in view.hand]
