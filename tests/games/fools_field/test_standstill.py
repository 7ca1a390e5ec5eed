"""The standstill ruling: once the deck is empty, 20 battles in a row without a discard
make the game a tie (a game that cannot progress would otherwise never end)."""

from games.fools_field.rules import RETREAT, STANDSTILL_LIMIT, Deploy

from .helpers import card, cards, event_types, position


def endgame(hand0, hand1, standstill, deck_size=0):
    placed = {4: card("WWWW"), 1: card("SSWS")}
    h0, h1 = cards(*hand0), cards(*hand1)
    used = set(placed.values()) | set(h0) | set(h1)
    rest = [c for c in range(23) if c not in used]
    return position(hands=[h0, h1], field=placed, deck=rest[:deck_size],
                    discards=[[], rest[deck_size:]], standstill=standstill)


def test_the_limit_is_twenty_battles():
    assert STANDSTILL_LIMIT == 20


def test_a_retreat_without_discard_counts_and_the_limit_ties_the_game():
    state = endgame(["SSSS", "FFFF"], ["WSSS", "SSSW"], standstill=STANDSTILL_LIMIT - 2)
    state.apply(RETREAT)
    assert not state.is_over() and state.view(1).standstill == STANDSTILL_LIMIT - 1
    state.apply(Deploy(card("WSSS"), 4))  # seat 1 opens the next battle
    events = state.apply(RETREAT)        # seat 0 retreats: the 20th quiet battle
    assert event_types(events) == ["Retreated", "GameEnded", "GameOver"]
    assert events[1].reason == "standstill"
    assert state.winners() == [0, 1] and state.scores() == [0.5, 0.5]


def test_a_discard_resets_the_count():
    hand0 = ["SSSS", "FFFF", "FSFS", "FFSS", "SFSF", "WSWS"]
    state = endgame(hand0, ["WSSS"], standstill=STANDSTILL_LIMIT - 1)
    events = state.apply(RETREAT)  # 8 cards: 2 discards follow
    assert event_types(events) == ["Retreated"]
    assert state.view(0).standstill == 0
    state.apply(state.legal_actions()[0])
    state.apply(state.legal_actions()[0])
    assert not state.is_over() and state.view(0).standstill == 0


def test_retreats_while_the_deck_lasts_do_not_count():
    state = endgame(["SSSS", "FFFF"], ["WSSS", "SSSW"], standstill=5, deck_size=1)
    state.apply(RETREAT)
    assert state.view(0).standstill == 0
