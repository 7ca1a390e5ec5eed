"""Legality is strict (exact field types, clear reasons, nothing raises) and the texts are
what the table shows: the rules' headings in play order and the phase in progress."""

from __future__ import annotations

import random

from engine.actions import Roll, Shuffle
from engine.core import IllegalAction
from games.monstermaker5.cards import JEWELS
from games.monstermaker5.moves import ACTION_TYPES, ATTACK, PLACE, Attack, Place, Power
from games.monstermaker5.phases import HEADINGS, PHASE_KEYS
from games.monstermaker5.rules import RULES_TEXT, MonsterMakerState
from tests.games.monstermaker5.util import GAME, Cards, position, random_states


def test_fields_are_checked_by_exact_type():
    cards = Cards()
    w, orc = cards("Warrior", "Orc1")
    st = position(2, [[w], []], [[], [orc]], jewels=[[], [JEWELS[0]]])
    assert st.why_illegal(ATTACK[1]) is None
    for bad in (Attack(True), Attack(1.0), Attack("1"), Place(float(w)), Power(3)):
        reason = st.why_illegal(bad)
        assert isinstance(reason, str) and reason
    assert st.why_illegal(PLACE[w]) is None
    try:
        st.apply(Attack(True))
    except IllegalAction as e:
        assert str(e)
    else:
        raise AssertionError("Attack(True) was applied")


def test_why_illegal_never_raises_whatever_it_is_given():
    things = [None, 3, "attack", (1, 2), object(), Shuffle((0,)), Roll((7,)), Roll(()),
              Roll(("a",)), *[cls.__new__(cls) for cls in ACTION_TYPES
                              if cls not in (Shuffle, Roll) and not cls.__dataclass_fields__]]
    for cls in ACTION_TYPES:
        fields = list(cls.__dataclass_fields__)
        if cls in (Shuffle, Roll) or not fields:
            continue
        for value in (-1, 99, 10**9, "x", None, 2.5):
            things.append(cls(**{fields[0]: value}))
    for before, _, _, _ in random_states(4, 3, every=5):
        if before is None:
            continue
        for thing in things:
            reason = before.why_illegal(thing)
            if reason is None:  # only a legal move (or a well-formed chance step)
                assert thing in before.legal_actions() or isinstance(thing, (Shuffle, Roll))
            else:
                assert isinstance(reason, str) and reason


def test_the_rules_have_one_heading_per_phase_in_play_order():
    headings = [line[2:].strip() for line in RULES_TEXT.splitlines() if line.startswith("# ")]
    assert headings == list(HEADINGS)
    for word in ("Whisper of Deep", "Change of Heart", "12 defeats", "guards", "at least"):
        assert word.lower() in RULES_TEXT.lower()


def test_phase_name_is_always_a_rules_heading_and_views_name_their_phase():
    seen_keys = set()
    seen_headings = set()
    for seed in range(4):
        for before, _, _, _ in random_states(5, seed):
            if before is None:
                continue
            heading = before.phase_name()
            assert heading in HEADINGS
            view = before.view(None)
            assert view.heading == heading and view.phase in PHASE_KEYS
            seen_keys.add(view.phase)
            seen_headings.add(heading)
    assert {"main", "commit", "support", "initiative", "attack_roll", "over"} - seen_keys \
        <= {"over"}
    assert {"Set-up", "A turn", "A battle", "Battle rounds", "Rescue"} <= seen_headings


def test_from_position_refuses_positions_the_rules_cannot_reach():
    cards = Cards()
    w, orc, thief = cards("Warrior", "Orc1", "Thief 2")
    bad = [
        dict(hands=[[JEWELS[0]], []]),
        dict(hands=[[], []], fields=[[w, orc], []]),
        dict(hands=[[], []], fields=[[thief], []]),
        dict(hands=[[w], [w]]),
        dict(hands=[[], []], jail=[w]),
        dict(hands=[[], []], guards=[w]),
        dict(hands=[[], []], discard=[JEWELS[0]]),
        dict(hands=[[], []], stock=[w]),
        dict(hands=[[w] * 1, []], shown=[[orc], []]),
    ]
    for kw in bad:
        try:
            MonsterMakerState.from_position(2, game=GAME, **kw)
        except ValueError as e:
            assert str(e)
        else:
            raise AssertionError(f"accepted {kw}")


def test_events_and_actions_read_as_sentences():
    names = [f"Player {i + 1}" for i in range(4)]
    rng = random.Random(0)
    for _, action, events, _ in random_states(4, 9):
        assert str(action)
        for event in events:
            line = event.describe(names)
            assert isinstance(line, str)
            assert "None" not in line and "<" not in line, line
    assert rng
