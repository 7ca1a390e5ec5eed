"""What a view holds, the public knowledge of retreated cards, and the log lines."""

import random

from games import REGISTRY
from games.fools_field.rules import (
    RETREAT,
    BattleStarted,
    Deploy,
    Deployed,
    Discard,
    Discarded,
    Drew,
    GameEnded,
    Retreated,
    TieChance,
)

from .helpers import card, cards, field_cards, field_of, position, rest_except

GAME = REGISTRY["fools_field"]
NAMES = ["Ann", "Bob"]
# Seat 0 opened with the 4 Swords; seat 1 put "Sword top" above it (turned, its Sword
# down on the centre's), seat 0 "Sword left" to its right.
THREE = {4: ("WWWW", 0), 1: ("SSWS", 1), 5: ("SSSW", 0)}


def retreat_scene():
    """Seat 1 holds 5 cards and is to move on a 3-card field; seat 0 holds 3."""
    placed = field_of(THREE)
    hand0 = cards("WSWS", "SSSS", "FFFF")
    free = rest_except(field_cards(THREE), hand0)
    return position(hands=[hand0, free[:5]], field=placed), dict(zip(placed, field_cards(
        THREE)))


def test_a_view_holds_own_cards_and_counts_only():
    state, _placed = retreat_scene()
    view = state.view(0)
    assert view.seat == 0 and view.hand == tuple(sorted(state.view(0).hand))
    assert view.hand_sizes == (3, 5) and view.deck_size == 12 and view.discard_sizes == (0, 0)
    assert view.field[4] == card("WWWW") and view.field[0] == -1
    assert view.field[1] == card("WSSS")  # seat 1's "Sword top", lying turned
    assert view.placed_by == (-1, 1, -1, -1, 0, 0, -1, -1, -1)
    assert view.to_move == 1 and view.start_player == 0 and view.phase == "play"
    assert view.match is False and view.match_score == (0.0, 0.0) and view.battle == 1
    spectator = state.view(None)
    assert spectator.hand == () and spectator.my_discards == ()
    assert spectator.hand_sizes == view.hand_sizes
    assert spectator.field == view.field and spectator.placed_by == view.placed_by


def test_cards_taken_at_a_retreat_stay_known_until_placed_again():
    state, placed = retreat_scene()
    state.apply(RETREAT)
    taken = tuple(sorted(placed.values()))
    assert state.view(0).known == ((), taken)
    hand = state.view(1).hand
    state.apply(Discard(card("WWWW")))  # a known card, face down: still a candidate
    state.apply(Discard(next(c for c in hand if c not in taken)))
    assert state.view(0).known == ((), taken)
    assert state.view(0).discard_sizes == (0, 2) and state.view(0).my_discards == ()
    # Seat 0 opens; seat 1 places one of the known cards: it is no longer a candidate.
    state.apply(Deploy(card("WSWS"), 4))
    state.apply(Deploy(card("WSSS"), 1))
    assert state.view(0).known == ((), tuple(sorted(cards("WWWW", "SSSW"))))
    assert state.view(1).known == state.view(0).known


def test_sample_state_for_a_spectator_agrees_with_its_view():
    state, _ = retreat_scene()
    state.apply(RETREAT)
    view = state.view(None)
    rng = random.Random(1)
    for _ in range(50):
        assert GAME.sample_state(view, rng).view(None) == view


def test_action_names_read_as_moves():
    assert str(Deploy(card("WSSW"), 0)) == \
        "deploy Swords top & left to the upper left (as Seat 1 sees the field)"
    assert str(Deploy(card("SSSS"), 4)) == "deploy 4 Shields to the centre"
    assert str(RETREAT) == "retreat"
    assert str(Discard(card("FFFF"))) == "discard 4 Flowers"
    assert str(Deploy("x", 99)) == "deploy card 'x' to the cell 99"
    assert str(Deploy(1, 4 + 0j)) == "deploy Sword top to the cell (4+0j)"


def test_log_lines():
    lines = {
        Deployed(0, card("SSSW"), 5, 3): "Ann deploys Sword left to Ann's middle right "
                                         "(3 left).",
        # the cell as the player who placed the card sees it, across the table
        Deployed(1, card("SSSW"), 5, 2): "Bob deploys Sword left to Bob's middle left "
                                         "(2 left).",
        Deployed(1, card("WSSS"), 0, 4): "Bob deploys Sword top to Bob's lower right "
                                         "(4 left).",
        Deployed(1, card("FFFF"), 4, 0): "Bob deploys 4 Flowers to the centre (last card).",
        Retreated(1, (1, 4), tuple(cards("SSWS", "WWWW")), "", 7, 1):
            "Bob retreats and takes 2 cards from the field; Bob must discard 1.",
        Retreated(0, (4,), (card("WWWW"),), "full", 4, 0):
            "Ann retreats (the field is full) and takes 1 card from the field.",
        Drew(0, 2, None, 3): "Ann draws 2 cards (3 left).",
        Drew(0, 1, (card("FFFF"),), 0): "Ann draws 1 card: 4 Flowers (the deck is now empty).",
        Discarded(1, None, 1): "Bob discards a card face down.",
        Discarded(1, card("SSSS"), 0): "Bob discards 4 Shields face down.",
        TieChance(0, 1): "Ann has placed their last card: Bob ties by placing their last "
                         "card now.",
        BattleStarted(3, 1, 7, (6, 5), False): "Battle 3: Bob starts (deck 7).",
        GameEnded(1, (0,), "emptied", (1.0, 0.0), (1.0, 0.0), 1, True):
            "Ann wins game 1 by using up their hand. Match score: Ann 1, Bob 0. "
            "Bob starts the next game.",
        GameEnded(2, (0, 1), "tie", (0.5, 1.0), (1.5, 1.0), 0, True):
            "Game 2 is a tie (both emptied their hands). Match score: Ann 1.5, Bob 1. "
            "Ann starts the next game.",
        GameEnded(1, (1,), "resigned", (0.0, 1.0), (0.0, 1.0), -1, False):
            "Bob wins the game by resignation.",
    }
    for event, line in lines.items():
        assert event.describe(NAMES) == line


def test_a_whole_game_log_reads_for_each_viewer():
    rng = random.Random(4)
    state = GAME.new_state(2)
    log = {0: [], 1: [], None: []}
    from engine.core import playable_actions

    while not state.is_over():
        if state.to_move() == -1:
            action = state.chance_action(rng)
        else:
            action = rng.choice(playable_actions(state.legal_actions()))
        for event in state.apply(action):
            for viewer, lines in log.items():
                seen = event.for_viewer(viewer)
                if seen is not None:
                    lines.append(seen.describe(NAMES))
    assert log[0][0] == "The deck (23 cards) is shuffled."
    assert log[0][-1].startswith("Game over:")
    assert all(line.endswith(".") for line in log[None])
    assert len(log[0]) == len(log[1]) == len(log[None])
