"""The end (two more turns each once every Jewel and St. Knight has been drawn) and the
winner: the side with 4 Jewels, its best player, the tie-breaks, or a draw."""

from __future__ import annotations

from games.monstermaker5.cards import DARK, JEWELS, KNIGHTS, LIGHT
from games.monstermaker5.end import (
    TIE_DRAW,
    TIE_KNIGHTS,
    TIE_KNIGHTS_JEWELS,
    TIE_NONE,
    TIE_RANK,
    TIE_SHARED,
    decide,
)
from games.monstermaker5.events import EndCountdown, GameResult
from games.monstermaker5.moves import END_TURN
from games.monstermaker5.phases import H_WINNER
from tests.games.monstermaker5.util import Cards, of_type, position

ROXANNE, CASSANDRA, LUCIA = KNIGHTS[:3]
DIAMOND, RUBY, SAPPHIRE, EMERALD, TOPAZ, AMETHYST, PEARL = JEWELS


def test_two_more_turns_each_once_every_jewel_and_knight_is_drawn():
    st = position(2, [[], []], jail=KNIGHTS, jewels=[[], list(JEWELS[1:])],
                  stock=[DIAMOND, *range(14, 64)], start="turn")
    assert st.end_turns == 4 and st.jewels[0] == [DIAMOND]
    for _ in range(4):
        st.apply(END_TURN)
        assert not st.is_over()
    assert st.end_turns == 0 and st.turn == 0
    events = st.apply(END_TURN)
    assert st.is_over() and st.phase_name() == H_WINNER
    assert of_type(events, GameResult)[0].side_jewels == (0, 0)
    assert st.winners() == [0, 1]  # nobody holds 4: a draw shared by everyone
    assert st.legal_actions() == [] and st.why_illegal(END_TURN) == "The game is over."


def test_the_countdown_event_counts_two_turns_each():
    st = position(3, [[], [], []], jail=KNIGHTS, jewels=[[DIAMOND], list(JEWELS[1:]), []],
                  stock=[c for c in range(14, 20)], turn=2, start="main")
    assert st.end_turns == 6  # no Jewel or St. Knight left in the stock
    st = position(3, [[], [], []], jail=KNIGHTS, jewels=[[], list(JEWELS[1:]), []],
                  stock=[DIAMOND, *range(14, 64)], turn=2, start="turn")
    assert st.end_turns == 6


def finish(st):
    """End the last turn of a game whose count-down is over."""
    events = st.apply(END_TURN)
    assert st.is_over()
    return of_type(events, GameResult)[0]


def test_the_side_with_four_jewels_wins_and_its_best_player_with_it():
    cards = Cards()
    w, w2, orc = cards("Warrior", "Warrior", "Orc1")
    st = position(3, [[], [], []], [[w], [w2], [orc]], jail=KNIGHTS,
                  jewels=[[DIAMOND, RUBY, SAPPHIRE], [EMERALD], [TOPAZ, AMETHYST, PEARL]],
                  stock=[], discard=[], end_turns=0)
    result = finish(st)
    assert result.side == "light" and result.side_jewels == (4, 3)
    assert st.winners() == [0] and st.scores() == [3.0, 1.0, 3.0]
    assert result.tiebreak == TIE_NONE


def test_neutral_players_never_win_and_without_four_on_a_side_it_is_a_draw():
    cards = Cards()
    w, orc = cards("Warrior", "Orc1")
    st = position(3, [[], [], []], [[w], [orc], []], jail=KNIGHTS,
                  jewels=[[DIAMOND, RUBY], [SAPPHIRE], [EMERALD, TOPAZ, AMETHYST, PEARL]],
                  stock=[], discard=[], end_turns=0)
    result = finish(st)
    assert result.side == "" and result.tiebreak == TIE_DRAW
    assert st.winners() == [0, 1, 2]


def test_light_ties_go_to_knights_with_their_jewel_then_to_knights():
    l = LIGHT  # noqa: E741
    # Roxanne with her Diamond beats two St. Knights without their Jewels
    side, winners, tie = decide([l, l], [[ROXANNE], [CASSANDRA, LUCIA]],
                                [[DIAMOND, SAPPHIRE], [EMERALD, TOPAZ]])
    assert (side, winners, tie) == (LIGHT, [0], TIE_KNIGHTS_JEWELS)
    # no St. Knight has her Jewel: more St. Knights wins
    side, winners, tie = decide([l, l], [[ROXANNE], [CASSANDRA, LUCIA]],
                                [[EMERALD, TOPAZ], [PEARL, AMETHYST]])
    assert (winners, tie) == ([1], TIE_KNIGHTS)
    side, winners, tie = decide([l, l], [[ROXANNE], [LUCIA]], [[EMERALD, TOPAZ], [PEARL, RUBY]])
    assert (winners, tie) == ([0, 1], TIE_SHARED)


def test_darkness_ties_go_to_the_highest_rank_on_the_field():
    cards = Cards()
    orc, queen, orc2, monster = cards("Orc1", "Queen", "Orc1", "Monster")
    side, winners, tie = decide([DARK, DARK], [[orc, queen], [orc2]],
                                [[DIAMOND, RUBY], [SAPPHIRE, EMERALD]])
    assert (side, winners, tie) == (DARK, [0], TIE_RANK)
    side, winners, tie = decide([DARK, DARK], [[orc], [monster]],
                                [[DIAMOND, RUBY], [SAPPHIRE, EMERALD]])
    assert (winners, tie) == ([0, 1], TIE_SHARED)


def test_a_game_over_event_follows_the_result():
    from engine.events import GameOver

    st = position(2, [[], []], jail=KNIGHTS, jewels=[list(JEWELS), []], stock=[],
                  discard=[], end_turns=0)
    events = st.apply(END_TURN)
    assert of_type(events, GameOver) == [GameOver((0, 1), (7.0, 0.0))]
    assert of_type(events, EndCountdown) == []
