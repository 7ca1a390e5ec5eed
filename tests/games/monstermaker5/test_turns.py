"""A turn: the draw (Jewels and St. Knights to the field or the Jail), sides and placing,
Change of Heart, and the end of a turn with at most 5 cards."""

from __future__ import annotations

from games.monstermaker5.cards import DARK, JEWELS, KNIGHTS, LIGHT, NEUTRAL
from games.monstermaker5.events import (
    ChangedHeart,
    Drew,
    JewelPlaced,
    KnightPlaced,
    SideChanged,
    TurnEnded,
    TurnStarted,
)
from games.monstermaker5.moves import (
    CHANGE,
    END_TURN,
    KNIGHT_TO_FIELD,
    KNIGHT_TO_JAIL,
    PLACE,
)
from games.monstermaker5.phases import PH_KNIGHT, PH_MAIN
from tests.games.monstermaker5.util import Cards, act, of_type, position

ROXANNE, CASSANDRA = KNIGHTS[0], KNIGHTS[1]
DIAMOND, RUBY = JEWELS[0], JEWELS[1]


def test_a_drawn_jewel_goes_to_the_drawers_field_for_all_to_see():
    st = position(2, [[], []], jail=KNIGHTS, stock=[DIAMOND, *JEWELS[1:]], start="turn")
    assert st.jewels[0] == [DIAMOND] and st.hands[0] == []
    assert st.phase == PH_MAIN and st.to_move() == 0


def test_drawing_a_jewel_emits_public_events():
    st = position(2, [[], []], jail=KNIGHTS, stock=list(JEWELS), turn=1, start="main")
    events = act(st, END_TURN)
    drew = of_type(events, Drew)[0]
    assert drew.seat == 0 and drew.card == DIAMOND
    assert drew.for_viewer(1).card == DIAMOND and drew.for_viewer(None).card == DIAMOND
    assert of_type(events, JewelPlaced) == [JewelPlaced(0, DIAMOND)]


def test_an_ordinary_card_drawn_is_seen_only_by_its_drawer():
    cards = Cards()
    warrior = cards.one("Warrior")
    st = position(2, [[], []], jail=KNIGHTS, jewels=[list(JEWELS), []],
                  stock=[warrior], turn=1, start="main")
    events = act(st, END_TURN)
    drew = of_type(events, Drew)[0]
    assert st.hands[0] == [warrior]
    assert drew.for_viewer(0).card == warrior
    assert drew.for_viewer(1).card is None and drew.for_viewer(None).card is None
    assert st.view(1).hand_sizes == (1, 0) and st.view(1).hand == ()


def test_a_drawn_knight_goes_to_the_field_or_the_jail_as_the_player_chooses():
    for choice, where in ((KNIGHT_TO_FIELD, "field"), (KNIGHT_TO_JAIL, "jail")):
        st = position(2, [[], []], jail=KNIGHTS[1:], jewels=[list(JEWELS), []],
                      stock=[ROXANNE], start="turn")
        assert st.phase == PH_KNIGHT and st.drawn == ROXANNE
        assert st.legal_actions() == [KNIGHT_TO_FIELD, KNIGHT_TO_JAIL]
        assert st.why_illegal(END_TURN) is not None
        events = st.apply(choice)
        if where == "field":
            assert st.chars[0] == [ROXANNE] and st.side_of(0) == LIGHT
            assert SideChanged(0, "neutral", "light") in events
        else:
            assert ROXANNE in st.jail and st.side_of(0) == NEUTRAL
        assert st.phase == PH_MAIN


def test_a_darkness_player_must_jail_a_drawn_knight():
    cards = Cards()
    orc = cards.one("Orc1")
    st = position(2, [[], []], [[orc], []], jail=KNIGHTS[1:], jewels=[list(JEWELS), []],
                  stock=[ROXANNE], turn=1, start="main")
    events = act(st, END_TURN)
    assert of_type(events, KnightPlaced) == [KnightPlaced(0, ROXANNE, True, True)]
    assert ROXANNE in st.jail and st.chars[0] == [orc] and st.phase == PH_MAIN


def test_placing_chooses_a_side_and_a_field_holds_one_side_only():
    cards = Cards()
    warrior, orc = cards("Warrior", "Orc1")
    st = position(2, [[warrior, orc], []])
    assert PLACE[warrior] in st.legal_actions() and PLACE[orc] in st.legal_actions()
    events = st.apply(PLACE[warrior])
    assert st.side_of(0) == LIGHT and SideChanged(0, "neutral", "light") in events
    assert PLACE[orc] not in st.legal_actions()
    assert "one side" in st.why_illegal(PLACE[orc])


def test_a_thief_and_a_spell_are_never_placed():
    cards = Cards()
    thief, fire = cards("Thief 2", "Fire Ball")
    st = position(2, [[thief, fire], []])
    assert st.why_illegal(PLACE[thief]).startswith("A Thief is never placed")
    assert "Spells" in st.why_illegal(PLACE[fire])


def test_change_of_heart_discards_the_characters_jails_the_knights_keeps_the_jewels():
    cards = Cards()
    warrior, orc, warrior2 = cards("Warrior", "Orc1", "Warrior")
    st = position(2, [[orc, warrior2], []], [[ROXANNE, warrior], []],
                  jewels=[[DIAMOND], []])
    events = st.apply(CHANGE)
    assert of_type(events, ChangedHeart) == [
        ChangedHeart(0, "light", (warrior,), (ROXANNE,), False)]
    assert st.chars[0] == [] and st.jewels[0] == [DIAMOND]
    assert ROXANNE in st.jail and st.discard[-1] == warrior
    assert st.side_of(0) == NEUTRAL and st.lock == DARK
    assert PLACE[orc] in st.legal_actions() and PLACE[warrior2] not in st.legal_actions()
    assert "only Darkness" in st.why_illegal(PLACE[warrior2])
    st.apply(PLACE[orc])
    assert st.side_of(0) == DARK


def test_change_of_heart_comes_before_placing_and_once_a_turn():
    cards = Cards()
    warrior, warrior2, orc = cards("Warrior", "Warrior", "Orc1")
    st = position(2, [[warrior2, orc], []], [[warrior], []])
    st.apply(PLACE[warrior2])
    assert CHANGE not in st.legal_actions()
    assert "before placing" in st.why_illegal(CHANGE)
    st = position(2, [[warrior2, orc], []], [[warrior], []])
    st.apply(CHANGE)
    assert CHANGE not in st.legal_actions()
    assert "already declared" in st.why_illegal(CHANGE)
    st = position(2, [[warrior2], []])
    assert "no character on your field" in st.why_illegal(CHANGE)


def test_the_turn_ends_only_with_at_most_five_cards():
    cards = Cards()
    hand = cards("Warrior", "Warrior", "Fire Ball", "Lightning", "Storm", "Shield")
    st = position(2, [hand, []])
    assert END_TURN not in st.legal_actions()
    assert "get down to 5" in st.why_illegal(END_TURN)
    st.apply(PLACE[hand[0]])  # strengthen: one card fewer
    assert END_TURN in st.legal_actions()
    events = st.apply(END_TURN)
    assert of_type(events, TurnEnded) == [TurnEnded(0, 5)]
    assert st.turn == 1


def test_turns_go_clockwise_and_wrap_round():
    st = position(3, [[], [], []], turn=2)
    events = st.apply(END_TURN)
    assert of_type(events, TurnStarted)[0].seat == 0 and st.turn == 0
    assert st.turn_no == 2


def test_no_card_is_drawn_once_the_stock_is_empty():
    cards = Cards()
    rest = [c for c in range(14, 64)]
    st = position(2, [[], []], jail=KNIGHTS, jewels=[list(JEWELS), []], stock=[],
                  discard=rest, end_turns=3)
    events = st.apply(END_TURN)
    assert not of_type(events, Drew)
    assert st.turn == 1 and st.hands[1] == [] and cards.used == set()
