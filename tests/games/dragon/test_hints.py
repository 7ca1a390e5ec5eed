"""The hint's one-line reason (games/dragon/hints.py): a specific line for every kind of
decision (tricks, Summoning, Bodily Division, Soul-Sucking), from explicit positions;
over seeded random games it never raises, fits the banner and names no card the seat
cannot see."""

from __future__ import annotations

import random
import re

import pytest

from engine.core import CHANCE
from games.dragon.cards import BLUE, PURPLE, RED, card_name
from games.dragon.hints import hint_reason
from games.dragon.rules import (
    FINISH,
    GIVE,
    PICK,
    PLAY,
    RETURN,
    TO_HAND,
    TO_PILE,
    Give,
    PickScale,
    Play,
    ReturnToScale,
)
from tests.games.dragon.test_advanced import soul_position
from tests.games.dragon.test_jutsu import HANDS3, SCALE3, summoning_position
from tests.games.dragon.util import GAME, c, cs, position

MAX_LEN = 90
CARD_NAME = re.compile(r"\b(Purple|Red|Blue|Green) (\d+)\b")


def reason(state, action):
    seat = state.to_move()
    assert action in state.legal_actions()
    return hint_reason(state.view(seat), action)


# -- tricks ------------------------------------------------------------------------------


def trick_position(hands, trick="", leader=0):
    """Blue trump, 3 players (B10-B12 in the Inverted Scale), the round's last tricks;
    the Purple cards not in a hand or the trick were taken by seat 2."""
    placed = set(cs(" ".join([*hands, trick])))
    purple = " ".join(card_name(x) for x in range(1, 13) if x not in placed)
    played = {(leader + i) % 3 for i in range(len(cs(trick)))}
    done = 11 - len(cs(hands[0])) - (0 in played)
    return position(3, hands, trump=BLUE, leader=leader, trick=trick, scale="B10 B11 B12",
                    purple_won=["", "", purple.replace("Purple ", "P")], tokens=[0, 0, done])


def test_a_lead_says_what_can_beat_it():
    state = trick_position(["R12 B2", "R3 B5", "R4 B6"])
    assert reason(state, PLAY[c("R12")]) == "lead the highest Red left: only a trump beats it"
    assert reason(state, PLAY[c("B2")]) == \
        "lead low: 5 higher Blue may take the trick instead of you"  # B5 B6 B10 B11 B12


def test_a_winning_card_names_the_card_it_beats_and_the_token():
    state = trick_position(["R12 B2", "B5", "B6"], "R3 R4", leader=1)
    line = reason(state, PLAY[c("R12")])
    assert "Red 12 beats Red 4" in line and "+5" in line


def test_a_card_winning_so_far_says_who_may_still_beat_it():
    state = trick_position(["R12 B2", "B5 B6", "B7"], "R4", leader=2)
    assert reason(state, PLAY[c("R12")]) == \
        "Red 12 beats Red 4: +5 for the token if the player after you cannot beat it"
    state = trick_position(["R12 B2", "B5 B6", "B7 B8"], "", leader=1)
    state.apply(PLAY[c("B5")])
    state.apply(PLAY[c("B7")])  # seat 2 wins with B7; seat 0 would be last: certain
    assert reason(state, PLAY[c("B2")]) == "duck: Blue 7 takes it; keep your strong cards"


def test_shedding_purple_names_who_takes_the_trick():
    state = trick_position(["P9 B2", "B5", "B6"], "R3 R4", leader=1)
    line = reason(state, PLAY[c("P9")])
    assert "shed Purple 9" in line and "Red 4 takes" in line


def test_ducking_a_trick_with_purple_names_the_purple():
    state = trick_position(["R2 R11", "B5", "B6"], "R4 P7", leader=1)
    line = reason(state, PLAY[c("R2")])
    assert "duck under Red 4" in line and "-7 in Purple" in line


# -- Summoning Jutsu -------------------------------------------------------------------


def test_a_scale_pick_says_the_cards_are_face_down_and_how_many():
    state = summoning_position()
    line = reason(state, PICK[0])
    assert line == "all 3 lie face down, unseen: any one is as good a pick as another"


def _after_picks():
    state = summoning_position()
    state.apply(PICK[0])
    state.apply(PICK[0])
    return state


def test_returning_purple_counts_its_minus_points():
    state = _after_picks()
    line = reason(state, RETURN[c("P7")])
    assert "Purple 7" in line and "7 minus points" in line


def test_returning_a_low_side_card_counts_its_colour():
    state = _after_picks()  # seat 1 summoned (Red trump): B4 B5 B6 B7 and maybe B12
    hand = state.view(1).hand
    others = sum(1 for y in hand if y >> 4 == BLUE) - 1
    line = reason(state, RETURN[c("B4")])
    assert "Blue 4 is low" in line and f"only {others} other Blue" in line


def test_returning_a_low_trump_says_it_wins_little():
    line = reason(_after_picks(), RETURN[c("R5")])
    assert "Red 5 is a low trump" in line


def test_returning_the_last_card_of_a_colour_names_the_void():
    hands = ["P1 P2 P3 P4 R1 R2 R3 R4 B1 B2 B3", "P5 P6 P7 R5 R6 R7 R8 R9 R10 R11 B4",
             "P8 P9 P10 P11 B5 B6 B7 B8 B9 B10 B11"]
    state = position(3, hands, scale=SCALE3, trump=RED, round_no=2, leader=1,
                     start="summoning")
    state.apply(PICK[0])
    state.apply(PICK[0])
    if c("B12") in state.view(1).hand:  # the picks are unseen: B12 may have come up
        pytest.skip("B12 was summoned")
    line = reason(state, RETURN[c("B4")])
    assert "Blue 4" in line and "void in Blue" in line


# -- Bodily Division -------------------------------------------------------------------


def _division():
    # Red is trump; seat 2 holds R11 (R12 in the scale) and divides.
    state = position(3, HANDS3, scale=SCALE3, trump=RED, start="jutsu")
    assert state.view(2).phase == "divide" and state.to_move() == 2
    return state


def test_the_pile_takes_the_longest_side_colour_for_a_void():
    state = _division()
    line = reason(state, TO_PILE[c("B8")])
    assert "your 4 Blue to the 2nd half" in line and "void in Blue" in line


def test_a_card_off_the_plan_says_what_it_does_to_the_first_half():
    state = _division()
    assert reason(state, TO_PILE[c("R11")]) == \
        "trump Red 11 saved for the 2nd half, when fewer trumps are out"
    assert reason(state, TO_PILE[c("P8")]) == \
        "Purple 8 waits: the 1st half keeps 3 Purple to take or shed"


def test_taking_a_card_back_names_the_colour_the_pile_is_for():
    state = _division()
    state.apply(TO_PILE[c("P8")])
    line = reason(state, TO_HAND[c("P8")])
    assert "keep Purple 8" in line and "Blue" in line


def test_finishing_the_division_counts_both_halves_and_the_void():
    state = _division()
    for name in ("B8", "B9", "B10", "B11"):
        state.apply(TO_PILE[c(name)])
    line = reason(state, FINISH)
    assert "7 in hand" in line and "void in Blue" in line and "4 wait" in line


# -- Soul-Sucking ------------------------------------------------------------------------


def test_a_giver_gives_its_lowest_side_card():
    state = soul_position()  # Purple trump; seat 2 sucks; seat 0 gives first
    line = reason(state, GIVE[c("R1")])
    assert "Red 1 is your lowest side card" in line


def test_the_practitioner_sheds_purple_and_counts_it():
    state = soul_position()
    state.apply(GIVE[c("B1")])
    state.apply(GIVE[c("B6")])
    assert state.to_move() == 2
    line = reason(state, GIVE[c("P11")])
    assert "Purple 11" in line and "11 minus points" in line and "5 Purple" in line


# -- every decision of seeded random games -------------------------------------------------


def _seen(view) -> set[int]:
    """Every card the seat's view shows it."""
    seen = set(view.hand) | set(view.pile) | set(view.set_aside) | set(view.scale_revealed)
    seen |= {x for _, x in view.trick} | set(view.summon_taken) | set(view.summon_returned)
    seen |= {x for won in view.purple_won for x in won}
    seen |= {x for _, _, x in view.passes if x >= 0}
    seen |= {x for _, cards, _ in view.tricks for x in cards}
    return seen


@pytest.mark.parametrize(("players", "advanced", "seed"), [(3, True, 1), (4, False, 2),
                                                          (5, True, 3), (3, True, 4)])
def test_every_reason_is_short_and_names_only_cards_the_seat_sees(players, advanced, seed):
    colours = {"Purple": PURPLE, "Red": RED, "Blue": BLUE, "Green": 3}
    rng = random.Random(seed)
    state = GAME.new_state(players, {"advanced": advanced})
    kinds = set()
    steps = 0
    while not state.is_over() and steps < 800:
        steps += 1
        if state.to_move() == CHANCE:
            state.apply(state.chance_action(rng))
            continue
        seat = state.to_move()
        view = state.view(seat)
        seen = _seen(view)
        for action in state.legal_actions():
            line = hint_reason(view, action)
            kinds.add(type(action).__name__)
            assert line is None or (isinstance(line, str) and 0 < len(line) <= MAX_LEN), line
            for colour, rank in CARD_NAME.findall(line or ""):
                card = colours[colour] << 4 | int(rank)
                assert card in seen, f"{line!r} names {card_name(card)}, hidden from {seat}"
            assert line is not None, f"no reason for {action}"
        state.apply(rng.choice(state.legal_actions()))
    assert {"Play", "ToPile", "FinishDivision", "PickScale", "ReturnToScale"} <= kinds


def test_a_reason_never_raises_on_foreign_input():
    view = summoning_position().view(1)
    for junk in (None, 3, "x", PLAY[c("R1")], TO_PILE[c("R1")], GIVE[c("B2")], FINISH,
                 Play(True), Play("R1"), Give(99), ReturnToScale(1.0), PickScale(-4)):
        line = hint_reason(view, junk)
        assert line is None or len(line) <= MAX_LEN
    holder = summoning_position().view(0)  # holds Purple 1, and True == 1 in Python
    assert hint_reason(holder, RETURN[c("P1")]) and hint_reason(holder, ReturnToScale(True)) is None
    assert hint_reason(summoning_position().view(None), PICK[0]) is None
