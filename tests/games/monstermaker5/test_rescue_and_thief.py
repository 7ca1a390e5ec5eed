"""Rescue of the St. Knights from the Jail (its player, its guards, Mates only) and the
Thief (steal a Jewel or free a St. Knight; one die greater than its number)."""

from __future__ import annotations

from games.monstermaker5.cards import JAIL, JEWELS, KNIGHTS, LIGHT
from games.monstermaker5.events import (
    AttackRolled,
    BattleEnded,
    BattleOpened,
    Defeated,
    JewelsTaken,
    KnightsFreed,
    Returned,
    ThiefResolved,
    ThiefSent,
)
from games.monstermaker5.moves import (
    CHANGE,
    COMMIT,
    COMMIT_DONE,
    FREE,
    NO_SUPPORT,
    PLACE,
    RESCUE,
    STEAL,
    SUPPORT,
    TARGET,
    USE_THIEF,
)
from games.monstermaker5.phases import (
    H_RESCUE,
    H_THIEF,
    PH_COMMIT,
    PH_INIT,
    PH_SUPPORT,
    PH_THIEF,
)
from games.monstermaker5.rescue import jailer_for
from tests.games.monstermaker5.util import Cards, act, of_type, position, roll

ROXANNE, CASSANDRA, LUCIA = KNIGHTS[:3]
DIAMOND, RUBY = JEWELS[:2]


def test_only_the_light_with_a_mate_rescues_and_only_a_jailed_knight():
    cards = Cards()
    w, orc = cards("Warrior", "Orc1")
    assert RESCUE in position(2, [[], []], [[w], []], jail=[LUCIA]).legal_actions()
    st = position(2, [[], []], [[orc], []], jail=[LUCIA])
    assert "Only a player of the Light" in st.why_illegal(RESCUE)
    st = position(2, [[], []], [[w], []])
    assert "No St. Knight" in st.why_illegal(RESCUE)
    st = position(2, [[], []], [[ROXANNE], []], jail=[LUCIA])
    assert "Monster Maker Mates" in st.why_illegal(RESCUE)


def test_the_jail_is_played_by_the_next_darkness_player_or_the_left_neighbour():
    cards = Cards()
    w, w2, orc, orc2 = cards("Warrior", "Warrior", "Orc1", "Orc1")
    st = position(4, [[], [], [], []], [[w], [w2], [orc], [orc2]], jail=[LUCIA])
    assert jailer_for(st, 0) == 2 and jailer_for(st, 3) == 2
    st = position(3, [[], [], []], [[w], [w2], []], jail=[LUCIA], turn=1)
    assert jailer_for(st, 1) == 2 and jailer_for(st, 2) == 0


def rescue_position():
    cards = Cards()
    w, mage, orc, hand_w, hand_orc = cards("Warrior", "Magician", "Orc1", "Warrior", "Orc1")
    st = position(3, [[hand_w, hand_orc], [], [cards.one("Monster")]],
                  [[ROXANNE, w, mage], [orc], []], jail=[CASSANDRA, LUCIA])
    return st, w, mage, orc, hand_w, hand_orc


def test_a_rescue_sends_mates_only_and_a_success_frees_every_jailed_knight():
    st, w, mage, _, hand_w, hand_orc = rescue_position()
    events = st.apply(RESCUE)
    opened = of_type(events, BattleOpened)[0]
    assert (opened.kind, opened.jailer, opened.sides) == ("rescue", 1, ((w, mage), (JAIL,)))
    assert st.chars[0] == [ROXANNE]          # St. Knights do not go
    assert st.phase_name() == H_RESCUE
    # support is declared first: the Jail's player (seat 1) has an empty hand; seat 2
    # (neutral) may support either side
    assert st.phase == PH_SUPPORT and st.to_move() == 2
    assert st.legal_actions() == [SUPPORT[0], SUPPORT[1], NO_SUPPORT]
    st.apply(NO_SUPPORT)
    # Mates from the hand may join; the Orc may not
    assert COMMIT[hand_w] in st.legal_actions() and COMMIT[hand_orc] not in st.legal_actions()
    assert "Only Monster Maker Mates" in st.why_illegal(COMMIT[hand_orc])
    act(st, COMMIT[hand_w], COMMIT_DONE)
    roll(st, 6, 1)                            # the rescuer first
    st.apply(*[a for a in st.legal_actions() if str(a) == "attack with Warrior"][:1])
    events = roll(st, 6, 5)                   # 11 + 1 = 12 >= 12: the Jail is broken
    assert of_type(events, Defeated)[0].to == "stays"
    assert of_type(events, BattleEnded)[0].winner == 0
    assert of_type(events, KnightsFreed) == [KnightsFreed(0, (CASSANDRA, LUCIA))]
    # (the next player, of the Darkness, may have drawn and jailed another St. Knight)
    assert CASSANDRA not in st.jail and LUCIA not in st.jail
    assert set(st.chars[0]) == {ROXANNE, CASSANDRA, LUCIA, w, mage, hand_w}


def test_the_jail_attacks_and_its_supporters_stay_on_it_as_guards():
    st, w, _, orc, _, _ = rescue_position()
    monster = st.hands[2][0]
    # seat 2 (neutral) supports the Jail with a Monster
    act(st, RESCUE, SUPPORT[1], COMMIT_DONE, COMMIT[monster], COMMIT_DONE)
    roll(st, 1, 6)                            # the Jail's side first: played by seat 1
    assert st.to_move() == 1
    # the Monster stands in front of the Jail: the Jail may attack, and may be attacked
    # only once the Monster is down
    st.apply(*[a for a in st.legal_actions() if "Underground" in str(a)])
    act(st, TARGET[w])
    events = roll(st, 5, 5)                   # the Jail: 10 + 1 = 11 >= 7
    assert of_type(events, AttackRolled)[0].attackers == (JAIL,)
    assert w in st.discard
    # the Magician (the rescuer's only one left) may not attack the Jail behind the Monster
    assert st.to_move() == 0 and st.battle.target == monster
    # play on: every later attack misses, and the battle ends after 10 rounds
    while st.battle is not None:
        if st.phase == PH_INIT:
            roll(st, 2, 1)
        elif st.to_move() < 0:
            roll(st, *[1] * st.battle.ndice)
        else:
            legal = st.legal_actions()
            st.apply(COMMIT_DONE if COMMIT_DONE in legal else legal[0])
    assert st.guards == [monster] and CASSANDRA in st.jail and LUCIA in st.jail
    # the next rescue meets the guard in front of the Jail
    st2 = position(3, [[], [], []], [[w], [orc], []], jail=[LUCIA], guards=[monster])
    events = st2.apply(RESCUE)
    assert of_type(events, BattleOpened)[0].sides == ((w,), (JAIL, monster))


def test_the_jail_is_attacked_only_when_nothing_stands_in_front_of_it():
    cards = Cards()
    w, w2, orc, monster = cards("Warrior", "Warrior", "Orc1", "Monster")
    st = position(3, [[], [], []], [[w, w2], [cards.one("Orc0")], []], jail=[LUCIA],
                  guards=[orc, monster])
    st.apply(RESCUE)
    roll(st, 6, 1)
    act(st, *[a for a in st.legal_actions() if str(a) == "attack with Warrior"][:1])
    assert set(st.legal_actions()) == {TARGET[orc], TARGET[monster]}
    assert "in front of it" in st.why_illegal(TARGET[JAIL])


def test_a_thief_steals_a_jewel_when_its_die_beats_its_number():
    for die, success in ((4, True), (3, False)):
        cards = Cards()
        thief, orc = cards("Thief 3", "Orc1")
        st = position(2, [[thief], []], [[], [orc]], jewels=[[], [DIAMOND, RUBY]])
        st.apply(USE_THIEF[thief])
        assert st.phase == PH_THIEF and st.phase_name() == H_THIEF
        assert st.legal_actions() == [STEAL[DIAMOND], STEAL[RUBY]] + \
            [FREE[k] for k in st.jail]
        events = st.apply(STEAL[RUBY])
        assert of_type(events, ThiefSent) == [ThiefSent(0, thief, 3, RUBY, 1)]
        events = roll(st, die)
        assert of_type(events, ThiefResolved)[0].success == success
        assert (RUBY in st.jewels[0]) == success
        if success:
            assert of_type(events, JewelsTaken) == [JewelsTaken(0, 1, (RUBY,))]
        assert thief in st.discard and st.turn == 1   # discarded either way; turn over


def test_a_thief_frees_one_knight_and_a_neutral_player_becomes_the_light():
    cards = Cards()
    thief = cards.one("Thief 2")
    st = position(2, [[thief], []], jail=[CASSANDRA, LUCIA], jewels=[list(JEWELS), []])
    act(st, USE_THIEF[thief], FREE[LUCIA])
    roll(st, 3)
    assert st.chars[0] == [LUCIA] and st.jail == [CASSANDRA]
    assert st.side_of(0) == LIGHT


def test_the_darkness_plays_no_thief_and_after_a_change_to_the_darkness_frees_none():
    cards = Cards()
    thief, orc, w, orc2 = cards("Thief 2", "Orc1", "Warrior", "Orc1")
    st = position(2, [[thief], []], [[orc], []], jail=[LUCIA], jewels=[[], [DIAMOND]])
    assert USE_THIEF[thief] not in st.legal_actions()
    assert "Only the Light or a neutral" in st.why_illegal(USE_THIEF[thief])
    st = position(2, [[thief, orc2], []], [[w], []], jail=[LUCIA], jewels=[[], [DIAMOND]])
    act(st, CHANGE, USE_THIEF[thief])
    assert st.legal_actions() == [STEAL[DIAMOND]]
    assert "cannot free" in st.why_illegal(FREE[LUCIA])


def test_a_thief_never_steals_from_its_own_player_and_never_fights():
    cards = Cards()
    thief, w, orc = cards("Thief 4", "Warrior", "Orc1")
    st = position(2, [[thief], []], [[w], [orc]], jewels=[[DIAMOND], []])
    assert USE_THIEF[thief] not in st.legal_actions()   # nothing to go for
    assert PLACE[thief] not in st.legal_actions()
    st = position(2, [[thief, cards.one("Warrior")], []], [[w], [orc]])
    act(st, *[a for a in st.legal_actions() if str(a).startswith("attack")])
    assert st.phase == PH_COMMIT and COMMIT[thief] not in st.legal_actions()
    assert "never fights" in st.why_illegal(COMMIT[thief])
    assert of_type([], Returned) == []


def test_the_jails_player_never_supports_the_rescuer():
    cards = Cards()
    w, w_hand, w_other = cards("Warrior", "Warrior", "Warrior")
    # no Darkness player: seat 1 (the left neighbour, of the Light) plays the Jail
    st = position(3, [[], [w_hand], [w_other]], [[w], [cards.one("Warrior")], []],
                  jail=[LUCIA])
    st.apply(RESCUE)
    assert st.battle.jailer == 1
    # seat 1 may not support the rescuer, nor (being of the Light) the Jail: not asked;
    # seat 2 (neutral) may support either side
    assert st.phase == PH_SUPPORT and st.to_move() == 2
    assert st.legal_actions() == [SUPPORT[0], SUPPORT[1], NO_SUPPORT]
