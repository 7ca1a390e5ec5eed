"""The Whisper of Deep: with more than 5 cards and nothing else to do, change sides; with
nothing at all to do, discard a card face up and show the hand."""

from __future__ import annotations

from games.monstermaker5.cards import JEWELS, KNIGHTS, LIGHT
from games.monstermaker5.events import ChangedHeart, HandShown
from games.monstermaker5.moves import (
    CHANGE,
    COMMIT_DONE,
    COMMIT_SPELL,
    DISCARD_SHOWN,
    END_TURN,
    PLACE,
    DiscardShown,
)
from games.monstermaker5.phases import H_TURN, H_WHISPER
from tests.games.monstermaker5.util import GAME, Cards, act, of_type, position


def test_a_light_player_with_only_darkness_and_spells_must_change_sides():
    cards = Cards()
    warrior = cards.one("Warrior")
    hand = cards("Orc1", "Monster", "Fire Ball", "Shield", "Trap", "Storm")
    # the other player has nothing on the field: no attack is possible
    st = position(2, [hand, []], [[warrior], []])
    assert st.phase_name() == H_WHISPER
    assert st.legal_actions() == [CHANGE]
    events = st.apply(CHANGE)
    assert of_type(events, ChangedHeart)[0].whisper
    assert "Whisper of Deep" in events[0].describe(["Ann", "Bo"])
    assert set(st.legal_actions()) == {PLACE[hand[0]], PLACE[hand[1]]}
    st.apply(PLACE[hand[1]])
    assert END_TURN in st.legal_actions()


def test_a_darkness_player_with_only_light_cards_changes_to_the_light():
    cards = Cards()
    orc = cards.one("Orc1")
    hand = cards("Warrior", "Magician", "Fire Ball", "Shield", "Trap", "Storm")
    st = position(2, [hand, []], [[orc], []])
    assert st.legal_actions() == [CHANGE]
    st.apply(CHANGE)
    st.apply(PLACE[hand[0]])
    assert st.side_of(0) == LIGHT and END_TURN in st.legal_actions()


def test_with_six_cards_a_change_of_heart_that_cannot_help_is_refused():
    cards = Cards()
    warrior = cards.one("Warrior")
    hand = cards("Warrior", "Magician", "Fire Ball", "Shield", "Trap", "Storm")
    st = position(2, [hand, []], [[warrior], []])
    assert CHANGE not in st.legal_actions()
    assert "would not help" in st.why_illegal(CHANGE)
    assert st.phase_name() == H_WHISPER  # more than 5 cards: the Whisper's rules apply
    # with 5 cards a Change of Heart is always allowed
    st = position(2, [hand[:5], []], [[warrior], []])
    assert CHANGE in st.legal_actions() and st.phase_name() == H_TURN


def test_a_hand_of_only_spells_discards_one_card_and_is_shown_to_everyone():
    cards = Cards()
    hand = sorted(cards("Fire Ball", "Lightning", "Storm", "Shield", "Trap", "Holy Light"))
    st = position(3, [hand, [], []])
    assert st.legal_actions() == [DISCARD_SHOWN[c] for c in hand]
    events = st.apply(DiscardShown(hand[2]))
    assert of_type(events, HandShown) == [HandShown(0, hand[2], tuple(hand))]
    assert st.discard[-1] == hand[2]
    rest = tuple(c for c in hand if c != hand[2])
    for viewer in (None, 1, 2):
        assert st.view(viewer).shown[0] == rest
    assert st.legal_actions() == [END_TURN]


def test_thieves_with_nothing_to_go_for_cannot_help_either():
    cards = Cards()
    hand = sorted(cards("Thief 2", "Thief 3", "Fire Ball", "Shield", "Trap", "Storm"))
    # no Jewel on another field, no St. Knight in the Jail
    st = position(2, [hand, []], jewels=[list(JEWELS), []])
    assert st.legal_actions() == [DISCARD_SHOWN[c] for c in hand]
    # with a St. Knight jailed, a Thief can go: no discard
    st = position(2, [hand, []], jail=[KNIGHTS[0]])
    assert not any(isinstance(a, DiscardShown) for a in st.legal_actions())


def test_a_discard_is_refused_while_something_else_can_help():
    cards = Cards()
    hand = cards("Warrior", "Fire Ball", "Lightning", "Storm", "Shield", "Trap")
    st = position(2, [hand, []])
    assert "nothing else" in st.why_illegal(DiscardShown(hand[1]))
    st = position(2, [hand[:5], []])
    assert "more than 5" in st.why_illegal(DiscardShown(hand[1]))


def test_shown_cards_stay_known_until_played_and_a_face_down_spell_blurs_them():
    cards = Cards()
    warrior, orc = cards("Warrior", "Orc1")
    spells = cards("Fire Ball", "Lightning", "Storm", "Shield", "Trap")
    # seat 0 showed its hand earlier (Warrior and spells); it is now its turn
    st = position(2, [[warrior, *spells[:4]], []], [[], [orc]],
                  shown=[[warrior, spells[0], spells[1]], []])
    assert st.view(1).shown[0] == (warrior, spells[0], spells[1])
    st.apply(PLACE[warrior])
    assert st.view(1).shown[0] == (spells[0], spells[1])
    # attacking, a face-down Spell: the others no longer know which Spells remain
    act(st, *[a for a in st.legal_actions() if str(a).startswith("attack")][:1])
    st.apply(COMMIT_SPELL[spells[2]])
    assert st.view(1).shown[0] == ()
    st.apply(COMMIT_DONE)


def test_sampled_states_keep_a_shown_hand_in_place():
    import random

    cards = Cards()
    spells = cards("Fire Ball", "Lightning", "Storm", "Shield", "Trap")
    st = position(3, [[], spells, []], turn=0, shown=[[], spells[:3], []])
    view = st.view(2)
    for seed in range(10):
        sampled = GAME.sample_state(view, random.Random(seed))
        assert set(spells[:3]) <= set(sampled.hands[1])
        assert sampled.view(2) == view
