"""The end: emptying the hand after the deck ran out, the tie race, resigning, agreed ties."""

from games.fools_field.rules import (
    ACCEPT_TIE,
    DECLINE_TIE,
    OFFER_TIE,
    RESIGN,
    RETREAT,
    BattleStarted,
    Deploy,
    Discard,
    GameEnded,
    TieChance,
)

from .helpers import card, cards, event_types, field_cards, field_of, moves, position, rest_except

# Fields in the table's frame, {cell: (code, placer)}; seat 0 opened each battle.
# Two cards: seat 1's Sword-bottom lies above the 4 Swords, its Sword on the centre's.
PAIR = {4: ("WWWW", 0), 1: ("SSWS", 1)}
# Two cards: seat 1's card above the 4 Swords shows Swords down, left and right.
PAIR_WIDE = {4: ("WWWW", 0), 1: ("SWWW", 1)}
# Three cards: seat 0 added a Sword-left card to the right of the centre.
THREE = {4: ("WWWW", 0), 1: ("SSWS", 1), 5: ("SSSW", 0)}
# Eight cards: seat 0 placed the centre and the corners but the lower right, seat 1 the
# middles of the edges; the lower right is the last cell.
EIGHT = {0: ("SWWS", 0), 1: ("SWWW", 1), 2: ("SSWW", 0), 3: ("WWWS", 1), 4: ("WWWW", 0),
         5: ("WSWW", 1), 6: ("WWSS", 0), 7: ("WWSW", 1)}
# In PAIR and THREE, the card seat 1 would place below the centre (cell 7), its Sword
# pointing away from seat 1 onto the centre's: "Sword bottom" as seat 1 holds it.
SEAT_1_BELOW = "SSWS"


def endgame(hand0: list[str], hand1: list[str], layout: dict[int, tuple[str, int]],
            **kwargs):
    """A position with an empty deck: the other cards are in seat 1's discard pile."""
    h0, h1 = cards(*hand0), cards(*hand1)
    rest = rest_except(field_cards(layout), h0, h1)
    return position(hands=[h0, h1], field=field_of(layout), deck=[], discards=[[], rest],
                    **kwargs)


def test_once_the_deck_is_empty_placing_the_last_card_wins():
    state = endgame(["SSSW"], ["SSWS", "SSSS", "FFFF"], PAIR_WIDE)
    assert state.to_move() == 0
    events = state.apply(Deploy(card("SSSW"), 5))
    assert event_types(events) == ["Deployed", "GameEnded", "GameOver"]
    assert events[1] == GameEnded(1, (0,), "emptied", (1.0, 0.0), (1.0, 0.0), -1, False)
    assert state.is_over() and state.winners() == [0] and state.scores() == [1.0, 0.0]
    assert state.legal_actions() == []
    assert state.view(1).phase == "over" and state.view(1).winners == (0,)


def test_tie_race_both_empty_on_consecutive_turns():
    # The battle started after the deck ran out with 2 cards each; seat 0 (start player)
    # opened, seat 1 answered, and each now holds 1 card.
    state = endgame(["SSSW"], [SEAT_1_BELOW], PAIR, tie_battle=True)
    events = state.apply(Deploy(card("SSSW"), 5))
    assert events[1] == TieChance(0, 1)
    assert not state.is_over() and state.to_move() == 1
    view = state.view(1)
    assert view.tie_reply and view.hand_sizes == (0, 1)
    # Only the last card may be placed now (or a concession).
    assert moves(state) == [Deploy(card(SEAT_1_BELOW), 7)]
    assert "tie" in state.why_illegal(RETREAT)
    events = state.apply(Deploy(card(SEAT_1_BELOW), 7))
    assert event_types(events) == ["Deployed", "GameEnded", "GameOver"]
    assert events[1].reason == "tie" and events[1].winners == (0, 1)
    assert state.winners() == [0, 1] and state.scores() == [0.5, 0.5]


def test_tie_race_lost_when_the_other_cannot_place_its_last_card():
    state = endgame(["SSSW"], ["SSSS"], PAIR, tie_battle=True)
    events = state.apply(Deploy(card("SSSW"), 5))
    assert event_types(events) == ["Deployed", "GameEnded", "GameOver"]
    assert state.winners() == [0]


def test_no_tie_race_when_the_battle_started_with_unequal_hands():
    state = endgame(["SSSW"], [SEAT_1_BELOW], PAIR, tie_battle=False)
    state.apply(Deploy(card("SSSW"), 5))
    assert state.is_over() and state.winners() == [0]


def test_the_non_start_player_emptying_first_wins_outright():
    # Start player 0 had more cards: seat 1 empties first and wins at once.
    state = endgame(["FFFF"], [SEAT_1_BELOW], THREE)
    assert state.to_move() == 1
    state.apply(Deploy(card(SEAT_1_BELOW), 7))
    assert state.is_over() and state.winners() == [1]


def test_a_battle_starting_after_the_deck_ran_out_with_equal_hands_allows_the_tie():
    # Seat 1 retreats, taking 2 cards to 4; seat 0 draws the last card of the deck to 4.
    placed = {4: card("WWWW"), 1: card("SSWS")}
    h0, h1 = cards("SSSS", "FFFF", "SWSS"), cards("FSFS", "WSSS")
    used = set(placed.values()) | set(h0) | set(h1)
    rest = [c for c in range(23) if c not in used]
    state = position(hands=[h0, h1], field=placed, deck=rest[:1],
                     discards=[[], rest[1:]], start_player=1)
    events = state.apply(RETREAT)
    started = events[-1]
    assert started == BattleStarted(2, 0, 0, (4, 4), True)
    assert state.view(0).tie_battle
    # With a card left in the deck the same retreat gives no tie race.
    state = position(hands=[h0, h1], field=placed, deck=rest[:2],
                     discards=[[], rest[2:]], start_player=1)
    assert state.apply(RETREAT)[-1].tie_possible is False


def test_resign_at_any_decision():
    state = endgame(["SSSW", "SSSS"], [SEAT_1_BELOW, "FFFF"], PAIR)
    assert RESIGN in state.legal_actions()
    events = state.apply(RESIGN)
    assert event_types(events) == ["Resigned", "GameEnded", "GameOver"]
    assert events[1].reason == "resigned" and state.winners() == [1]


def test_resign_during_the_discard_phase():
    h1 = rest_except(field_cards(THREE))[:5]
    state = position(hands=[[], h1], field=field_of(THREE), to_move=1)
    state.apply(RETREAT)
    assert state.view(1).phase == "discard"
    assert RESIGN in state.legal_actions()
    state.apply(RESIGN)
    assert state.winners() == [0]


def test_an_agreed_tie():
    state = endgame(["SSSW", "SSSS"], [SEAT_1_BELOW, "FFFF"], PAIR)
    events = state.apply(OFFER_TIE)
    assert event_types(events) == ["TieOffered"]
    assert state.to_move() == 1 and state.view(0).tie_offer_by == 0
    assert state.legal_actions() == [ACCEPT_TIE, DECLINE_TIE, RESIGN]
    assert state.why_illegal(Deploy(card(SEAT_1_BELOW), 7)) is not None
    events = state.apply(ACCEPT_TIE)
    assert event_types(events) == ["TieAnswered", "GameEnded", "GameOver"]
    assert events[1].reason == "agreed"
    assert state.winners() == [0, 1] and state.scores() == [0.5, 0.5]


def test_a_declined_tie_returns_the_turn_and_allows_one_offer_per_decision():
    state = endgame(["SSSW", "SSSS"], [SEAT_1_BELOW, "FFFF"], PAIR)
    state.apply(OFFER_TIE)
    events = state.apply(DECLINE_TIE)
    assert events[0].accepted is False
    assert state.to_move() == 0 and state.view(0).tie_offer_by == -1
    assert OFFER_TIE not in state.legal_actions()
    assert "already" in state.why_illegal(OFFER_TIE)
    state.apply(Deploy(card("SSSW"), 5))
    assert OFFER_TIE in state.legal_actions()  # the other seat may offer on its turn
    state.apply(Deploy(card(SEAT_1_BELOW), 7))
    assert OFFER_TIE in state.legal_actions()  # and the first one again after moving


def test_a_tie_offered_while_discarding_returns_to_the_discards():
    free = rest_except(field_cards(THREE))
    state = position(hands=[free[5:8], free[:5]], field=field_of(THREE), to_move=1)
    state.apply(RETREAT)
    state.apply(OFFER_TIE)
    state.apply(DECLINE_TIE)
    view = state.view(1)
    assert view.phase == "discard" and view.to_move == 1 and view.to_discard == 2
    assert Discard(view.hand[0]) in state.legal_actions()


def test_tie_race_lost_when_the_start_players_last_card_fills_the_grid():
    # 5 cards each at the battle's start: the start player's 5th card is the 9th on the
    # field, so the other player has no cell left for their last card.
    state = endgame(["WSSW"], ["FFFF"], EIGHT, tie_battle=True)
    assert state.to_move() == 0 and state.view(0).start_player == 0
    events = state.apply(Deploy(card("WSSW"), 8))
    assert event_types(events) == ["Deployed", "GameEnded", "GameOver"]
    assert events[1].reason == "emptied" and state.winners() == [0]


def test_a_retreat_in_a_tie_battle_ends_its_tie_race():
    # A tie battle in which the start player retreats: the next battle decides afresh.
    state = endgame(["SSSW", "SSSS"], [SEAT_1_BELOW, "FFFF"], PAIR, tie_battle=True)
    events = state.apply(RETREAT)
    assert events[-1].start_player == 1 and events[-1].tie_possible is False
    assert state.view(0).hand_sizes == (4, 2)


def test_a_tie_offer_is_answered_by_the_other_seat_and_play_declines_it():
    from engine.core import playable_actions

    state = endgame(["SSSW", "SSSS"], [SEAT_1_BELOW, "FFFF"], PAIR)
    state.apply(OFFER_TIE)
    # What random play and the AI's rollouts consider: declining (accepting concedes).
    assert playable_actions(state.legal_actions()) == [DECLINE_TIE]


def test_the_loser_starts_the_next_game_and_a_tie_keeps_the_start_player():
    game = endgame(["SSSW"], ["SSWS", "SSSS", "FFFF"], PAIR_WIDE).game
    won = endgame(["SSSW"], ["SSWS", "SSSS", "FFFF"], PAIR_WIDE)
    won.apply(Deploy(card("SSSW"), 5))
    assert won.winners() == [0]
    assert game.next_game_options(won, {"match": False, "start_player": 0}) == \
        {"match": False, "start_player": 1}
    tied = endgame(["SSSW"], [SEAT_1_BELOW], PAIR, tie_battle=True)
    tied.apply(Deploy(card("SSSW"), 5))
    tied.apply(Deploy(card(SEAT_1_BELOW), 7))
    assert tied.winners() == [0, 1]
    assert game.next_game_options(tied, {"match": False, "start_player": 0})["start_player"] == 0
    going_on = endgame(["SSSW", "SSWS"], ["SSSS"], {4: ("WWWW", 0)})
    assert game.next_game_options(going_on, {"start_player": 1}) == {"start_player": 1}
