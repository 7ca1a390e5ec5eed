"""Readable actions and log lines, the in-app rules and their phases, refusals."""

from __future__ import annotations

import random
import re

import pytest

from engine.core import CHANCE
from games.o_genre_o import events as E
from games.o_genre_o.actions import Discard, Play, Vote
from games.o_genre_o.cards import FIRE, SPEAR
from games.o_genre_o.rules import PHASE_HEADINGS
from tests.games.o_genre_o.util import DISCARDS4, GAME, HANDS4, c, cs, position

NAMES = ["Ann", "Bo", "Cy", "Di"]
ORDER = ["The cards", "The deal", "The discards", "The trump vote", "Tricks", "Recovery",
         "End of the round", "End of the game", "Rulings"]


def headings() -> list[str]:
    return re.findall(r"^# (.+)$", GAME.rules_text, flags=re.M)


def test_the_rules_are_sectioned_by_phase_in_order():
    assert headings() == ORDER
    text = GAME.rules_text
    for phrase in ("Devil Break", "first and last", "1 life at once", "0 or less",
                   "share the victory", "drawn by lot", "never revealed"):
        assert phrase in text, phrase


def test_phase_name_is_the_heading_of_the_phase_in_progress():
    assert set(PHASE_HEADINGS) <= set(ORDER)
    rng = random.Random(4)
    state = GAME.new_state(4)
    seen = set()
    while not state.is_over():
        seen.add(state.phase_name())
        state.apply(state.chance_action(rng) if state.to_move() == CHANCE
                    else rng.choice(state.legal_actions()))
    seen.add(state.phase_name())
    assert seen == {"The deal", "The discards", "The trump vote", "Tricks",
                    "End of the game"}


def test_actions_read_as_moves():
    assert str(Play(c("Fi7"))) == "play Fire 7"
    assert str(Discard(c("Sp9"))) == "discard Spear 9 face down"
    assert str(Vote(FIRE)) == "put a black chip on Fire"
    assert str(Play(True)) == "play True" and str(Vote(9)) == "put a black chip on 9"


def test_log_lines_name_what_a_viewer_may_know():
    e = E.Dealt(1, tuple(cs("Fe1 Sp2")), 6, 6)
    assert e.describe(NAMES) == "Bo is dealt Feather 1, Spear 2."
    assert e.for_viewer(0).describe(NAMES) == "Bo is dealt 6 Angel and 6 Devil cards."
    e = E.Discarded(2, c("Fl10"), 1)
    assert e.describe(NAMES) == "Cy discards Flower 10 face down."
    assert e.for_viewer(None).describe(NAMES) == "Cy discards a card face down."
    assert E.ChipPlaced(3, SPEAR, 2, 4).describe(NAMES) == \
        "Di puts a black chip on Spear (2 of 4)."
    assert E.TrumpDecided(FIRE, 0).describe(NAMES) == \
        "Fire is left without a chip: it is trump this round. Ann leads."
    assert E.Played(0, c("Ar4"), True).describe(NAMES) == \
        "Ann plays Arrow 4 (Devil). The Devil Break is over: Devils may be led."
    assert E.TrickWon(1, 0, tuple(cs("Ar1 Ar4 Ar5 Fi6")), 2, False, 3).describe(NAMES) == \
        "Bo wins trick 3 with 2 Devils in it."
    assert E.LifeRecovered(2, 17, 18).describe(NAMES) == \
        "Cy recovers 1 life for an all-Angel trick (now 18)."
    e = E.RoundSettled(2, (3, 0, 5, 2), (0, 1, 0, 0), (20, 19, 30, 9), (17, 20, 25, 7), 3)
    assert e.describe(NAMES) == ("Round 2: lives lost for the Devils won: Ann -3 (17), "
                                 "Bo 0 (20), Cy -5 (25), Di -2 (7). Di deals next.")


def test_every_event_of_a_game_has_a_log_line_for_every_viewer():
    rng = random.Random(9)
    state = GAME.new_state(3)
    kinds = set()
    while not state.is_over():
        action = (state.chance_action(rng) if state.to_move() == CHANCE
                  else rng.choice(state.legal_actions()))
        for event in state.apply(action):
            kinds.add(type(event).__name__)
            for viewer in (None, 0, 1):
                line = event.for_viewer(viewer).describe(NAMES[:3])
                assert line[0].isupper() and line.rstrip()[-1] in ".!", line
    assert {"DealerDrawn", "RoundStarted", "Dealt", "Discarded", "ChipPlaced",
            "TrumpDecided", "Played", "TrickWon", "RoundSettled", "GameOver"} <= kinds


GARBAGE = [None, "play", 7, ("x",), object(), Play(None), Play(3.0), Play(True),
           Discard(-5), Vote("Fire"), Vote(None), Vote(2.0), Vote(False)]


@pytest.mark.parametrize("start", ["discard", "vote", "play"])
def test_why_illegal_never_raises_and_names_the_rule(start):
    if start == "discard":
        hands = [h + " " + d for h, d in zip(HANDS4, DISCARDS4)]
        state = position(4, hands, start="discard")
    else:
        state = position(4, HANDS4, discards=DISCARDS4, start=start,
                         trump=FIRE if start == "play" else None)
    for thing in GARBAGE:
        reason = state.why_illegal(thing)
        assert isinstance(reason, str) and reason.endswith("."), thing
    assert all(state.why_illegal(a) is None for a in state.legal_actions())
