"""Match mode: first to 2 wins, a tie counts 1 and a half, the loser starts the next game."""

from engine.actions import Shuffle
from engine.core import CHANCE
from games import REGISTRY
from games.fools_field.rules import ACCEPT_TIE, OFFER_TIE, RESIGN, Deploy, GameStarted

from .helpers import card, cards, event_types, field_cards, field_of, position, rest_except

GAME = REGISTRY["fools_field"]


def match_endgame(hand0, hand1, layout, **kwargs):
    """A match position with an empty deck; `layout` {cell: (code in the table's frame,
    placer)}; the other cards are in seat 1's discard pile."""
    h0, h1 = cards(*hand0), cards(*hand1)
    rest = rest_except(field_cards(layout), h0, h1)
    return position(hands=[h0, h1], field=field_of(layout), deck=[], discards=[[], rest],
                    match=True, **kwargs)


def seat0_wins_next(**kwargs):
    """Seat 0 to move, its last card fits: it wins this game."""
    return match_endgame(["SSSW"], ["SSWS", "SSSS"], {4: ("WWWW", 0), 1: ("SWWW", 1)},
                         **kwargs)


def tie_race(start: int, **kwargs):
    """The tie race with `start` as the battle's start player, who has just placed their
    last card, "Sword left", at its middle right; the other player ties with
    `tie_reply(start)`. (The two starts are mirror images: seats swapped, the field
    turned half a turn.)"""
    other = 1 - start
    near_other = 1 if other == 1 else 7
    layout = {4: ("WWWW", start), near_other: ("SSWS" if other == 1 else "WSSS", other)}
    hands = [["SSSW"], ["SSWS"]] if start == 0 else [["SSWS"], ["SSSW"]]
    state = match_endgame(*hands, layout, tie_battle=True, start_player=start, **kwargs)
    assert state.to_move() == start
    state.apply(Deploy(card("SSSW"), 5 if start == 0 else 3))
    assert state.view(start).tie_reply
    return state


def tie_reply(start: int) -> Deploy:
    """The other player's last card, "Sword bottom", beyond the centre as it sees it."""
    return Deploy(card("SSWS"), 7 if start == 0 else 1)


def test_the_match_option_is_off_by_default():
    assert GAME.new_state(2).view(0).match is False
    assert GAME.new_state(2, {"match": True}).view(0).match is True
    option = {o.key: o for o in GAME.options}["match"]
    assert option.default is False


def test_a_won_game_scores_one_and_the_loser_starts_the_next():
    state = seat0_wins_next()
    events = state.apply(Deploy(card("SSSW"), 5))
    assert event_types(events) == ["Deployed", "GameEnded"]
    ended = events[1]
    assert ended.points == (1.0, 0.0) and ended.match_score == (1.0, 0.0)
    assert ended.next_start == 1 and ended.match
    assert not state.is_over() and state.to_move() == CHANCE
    view = state.view(0)
    assert view.phase == "shuffle" and view.match_score == (1.0, 0.0)
    assert view.game_number == 2 and view.game_start == 1 and view.results == ((1.0, 0.0),)
    events = state.apply(Shuffle(tuple(range(23))))
    assert events[1] == GameStarted(2, 1, True, (1.0, 0.0))
    assert events[2].first == 1
    view = state.view(1)
    assert state.to_move() == 1 and view.start_player == 1 and view.game_start == 1
    assert view.hand_sizes == (6, 6) and view.deck_size == 11 and view.my_discards == ()
    assert view.field == (-1,) * 9 and view.battle == 1 and view.known == ((), ())


def test_first_to_two_wins_the_match():
    state = seat0_wins_next(match_score=(1.0, 0.5), results=((1.0, 0.0), (0.5, 0.0)))
    events = state.apply(Deploy(card("SSSW"), 5))
    assert event_types(events) == ["Deployed", "GameEnded", "GameOver"]
    assert state.is_over() and state.winners() == [0] and state.scores() == [2.0, 0.5]
    assert events[2].winners == (0,)


def test_a_tie_counts_one_for_the_start_player_and_a_half_for_the_other():
    state = tie_race(start=0)
    events = state.apply(tie_reply(0))
    assert events[1].points == (1.0, 0.5)
    assert state.scores() == [1.0, 0.5]
    # The player who scored the half starts the next game.
    assert events[1].next_start == 1 and state.view(0).game_start == 1


def test_an_agreed_tie_counts_for_the_start_player_of_the_battle():
    state = match_endgame(["SSSW", "SSSS"], ["WSSS", "FFFF"],
                          {4: ("WWWW", 1), 1: ("SSWS", 0)}, start_player=1, to_move=1)
    state.apply(OFFER_TIE)
    events = state.apply(ACCEPT_TIE)
    assert events[1].points == (0.5, 1.0) and events[1].next_start == 0


def test_both_reaching_two_at_once_share_the_match_when_equal():
    state = tie_race(start=1, match_score=(1.5, 1.0))
    assert tie_reply(1) in state.legal_actions()
    state.apply(tie_reply(1))
    assert state.scores() == [2.0, 2.0]
    assert state.is_over() and state.winners() == [0, 1]


def test_both_reaching_two_at_once_the_higher_total_wins():
    state = tie_race(start=0, match_score=(1.5, 1.5))
    state.apply(tie_reply(0))
    assert state.scores() == [2.5, 2.0] and state.winners() == [0]


def test_resigning_in_a_match_gives_up_one_game():
    state = seat0_wins_next()
    events = state.apply(RESIGN)
    assert event_types(events) == ["Resigned", "GameEnded"]
    assert state.scores() == [0.0, 1.0] and not state.is_over()
    assert state.view(1).game_start == 0  # the resigner lost: it starts the next game


def test_a_single_game_ends_the_session():
    layout = {4: ("WWWW", 0), 1: ("SWWW", 1)}
    hands = [cards("SSSW"), cards("SSWS", "SSSS")]
    state = position(hands=hands, field=field_of(layout), deck=[],
                     discards=[[], rest_except(field_cards(layout), *hands)])
    state.apply(Deploy(card("SSSW"), 5))
    assert state.is_over() and state.view(0).game_number == 1


def test_a_whole_random_match_ends_with_someone_at_two():
    from tests.playouts import playout

    for seed in range(5):
        state, _, _ = playout(GAME, 2, seed, {"match": True})
        assert max(state.scores()) >= 2
        results = state.view(0).results
        assert len(results) >= 2
        assert tuple(map(sum, zip(*results))) == tuple(state.scores())


def test_the_start_option_picks_game_one_and_the_loser_starts_game_two():
    state = GAME.new_state(2, {"match": True, "start_player": 1})
    order = tuple(range(23))
    events = state.apply(Shuffle(order))
    assert events[1] == GameStarted(1, 1, True, (0.0, 0.0)) and state.to_move() == 1
    events = state.apply(RESIGN)  # seat 1 gives up game 1: it lost, so it starts game 2
    assert events[-1].next_start == 1
    events = state.apply(Shuffle(order))
    assert events[1] == GameStarted(2, 1, True, (1.0, 0.0)) and state.to_move() == 1
    state.apply(RESIGN)  # seat 1 resigns again: seat 0 has 2 wins
    assert state.is_over() and state.winners() == [0] and state.scores() == [2.0, 0.0]
