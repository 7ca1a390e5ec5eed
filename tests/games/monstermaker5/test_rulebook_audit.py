"""The rulebook read sentence by sentence: rules the other files leave untested, and the
refusals a player reads (each names the rule in force). Every position is built with
`MonsterMakerState.from_position`; the dice are forced `Roll` actions."""

from __future__ import annotations

import pytest

from games.monstermaker5 import GAME
from games.monstermaker5.cards import JAIL, JEWELS, KNIGHTS
from games.monstermaker5.events import AttackRolled, BattleEnded, JewelsTaken, ThiefResolved
from games.monstermaker5.moves import (
    ATTACK,
    CHANGE,
    CHOOSE,
    COMMIT,
    COMMIT_DONE,
    COMMIT_SPELL,
    END_TURN,
    JOIN_ORC,
    PLACE,
    POWER,
    RESCUE,
    STEAL,
    TARGET,
    TRAP_ON,
    USE_THIEF,
)
from games.monstermaker5.phases import PH_ATTACKER, PH_INIT, PH_POWER, PH_TRAP
from tests.games.monstermaker5.util import Cards, act, attack, of_type, position, roll

ROXANNE, CASSANDRA = KNIGHTS[:2]
DIAMOND, RUBY, SAPPHIRE = JEWELS[:3]


# -- 2. Prep for the game -------------------------------------------------------------


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6, 7, 8])
def test_from_two_to_eight_players(n):
    assert GAME.min_players == 2 and GAME.max_players == 8
    state = GAME.new_state(n)
    assert state.num_players == n and len(state.view(None).hand_sizes) == n


@pytest.mark.parametrize("n", [1, 9])
def test_not_one_player_nor_nine(n):
    with pytest.raises(ValueError, match="2-8"):
        GAME.new_state(n)


# -- 4. How to play ---------------------------------------------------------------------


def test_a_jewel_drawn_by_a_darkness_player_goes_to_its_field_too():
    cards = Cards()
    orc = cards.one("Orc1")
    st = position(2, [[], []], [[orc], []], jail=KNIGHTS, jewels=[[], list(JEWELS[1:])],
                  stock=[DIAMOND], start="turn")
    assert st.jewels[0] == [DIAMOND] and st.chars[0] == [orc] and st.hands[0] == []


def test_the_attacked_player_with_cards_on_the_field_cannot_avoid_the_attack():
    # "A player with cards on the field can not avoid the attack": committing nothing
    # more is no surrender; its field's characters fight
    cards = Cards()
    orc, w, hand_w = cards("Orc1", "Warrior", "Warrior")
    st = position(2, [[], [hand_w]], [[orc], [w]], jewels=[[], [DIAMOND]])
    st.apply(ATTACK[1])
    assert st.to_move() == 1
    events = st.apply(COMMIT_DONE)
    assert not of_type(events, BattleEnded) and st.phase == PH_INIT
    assert st.battle.sides[1] == [w]


def test_the_side_with_more_characters_goes_on_attacking_after_the_other_is_done():
    # 5(2)7: "If one attacker has more Character cards on the field than the other, he/she
    # continues attacking until all his/her Character's attacks end."
    cards = Cards()
    w1, w2, w3, dk = cards("Warrior", "Warrior", "Warrior", "Dark Knight")
    st = position(2, [[], []], [[w1, w2, w3], [dk]])
    st.apply(ATTACK[1])
    roll(st, 1, 6)                            # the Dark Knight first
    st.apply(TARGET[w1])
    roll(st, 1, 1)                            # 5: misses
    for attacker in (w1, w2):
        assert st.phase == PH_ATTACKER and st.to_move() == 0
        st.apply(CHOOSE[attacker])
        roll(st, 1, 1)                        # 3: misses
        assert st.battle.round == 1
    events = roll(st, 1, 1)                   # the third Warrior (not asked: the last one)
    rolled = of_type(events, AttackRolled)
    assert [r.attackers for r in rolled] == [(w3,)]
    assert st.battle.round == 2               # only then the round ends


def test_a_st_knight_with_her_jewel_is_stronger_with_magic_too():
    # 5(3)5: "Either it's normal or magic attack ... +1 will be added"
    cards = Cards()
    dk, fire = cards("Dark Knight", "Fire Ball")
    st = position(2, [[fire], []], [[ROXANNE], [dk]], jewels=[[DIAMOND], []])
    attack(st, 1, spell=fire)
    roll(st, 6, 1)
    assert st.phase == PH_POWER
    st.apply(POWER["spell"])
    events = roll(st, 3, 4)                   # 7 + 2 (Fire Ball) + 1 (her Jewel) = 10
    rolled = of_type(events, AttackRolled)[0]
    assert (rolled.bonus, rolled.total, rolled.outcomes) == (3, 10, ("hit",))


def test_storm_adds_the_casters_bonus():
    cards = Cards()
    mage, orc, monster, storm = cards("Magician", "Orc1", "Monster", "Storm")
    st = position(2, [[storm], []], [[mage], [orc, monster]])
    attack(st, 1, spell=storm)
    roll(st, 6, 1)
    act(st, TARGET[orc], POWER["storm"])
    events = roll(st, 2, 3)                   # 5 + 2 (Magician) = 7: both fall
    rolled = of_type(events, AttackRolled)[0]
    assert rolled.total == 7 and rolled.outcomes == ("hit", "hit")


def test_a_trap_follows_the_rank_rules():
    cards = Cards()
    w, orc, bm, trap = cards("Warrior", "Orc1", "Black Mage", "Trap")
    st = position(2, [[trap], []], [[w], [orc, bm]])
    attack(st, 1, spell=trap)
    assert st.phase == PH_TRAP or st.to_move() < 0
    # the Orc shields the Black Mage: only one target, picked without asking
    assert st.battle.trap_target == orc


def test_the_trap_refuses_a_card_outside_the_enemy_side():
    cards = Cards()
    w, orc, monster, trap = cards("Warrior", "Orc1", "Monster", "Trap")
    st = position(2, [[trap], []], [[w], [orc, monster]])
    attack(st, 1, spell=trap)
    assert st.phase == PH_TRAP
    assert "not an enemy character" in st.why_illegal(TRAP_ON[w])


def test_a_shield_cancels_even_the_two_dice_twelve():
    # "A shield invalidates an attack and a magic attack": the 12 is an attack
    cards = Cards()
    mage, dk, shield = cards("Magician", "Dark Knight", "Shield")
    st = position(2, [[], [shield]], [[mage], [dk]])
    st.apply(ATTACK[1])
    act(st, COMMIT_SPELL[shield], COMMIT_DONE)
    roll(st, 6, 1)
    st.apply(POWER["gamble"])
    events = roll(st, 6, 6)
    assert of_type(events, AttackRolled)[0].outcomes == ("shielded",)


def test_a_light_thief_steals_from_a_light_player():
    # 8: "Thief is on The Force of Lights, but can steal from The Force of Lights."
    cards = Cards()
    thief, w, w2 = cards("Thief 2", "Warrior", "Warrior")
    st = position(2, [[thief], []], [[w], [w2]], jewels=[[], [RUBY]])
    act(st, USE_THIEF[thief], STEAL[RUBY])
    events = roll(st, 3)
    assert of_type(events, ThiefResolved)[0].success
    assert of_type(events, JewelsTaken) == [JewelsTaken(0, 1, (RUBY,))]
    assert st.jewels[0] == [RUBY]


# -- 9. Whisper of Deep ---------------------------------------------------------------


def test_whisper_an_attack_is_another_way_down_when_there_is_someone_to_attack():
    # "You cannot attack when ... all the other players are on The Lights or have no card
    # on the field": with a Darkness player to attack, a Spell committed to the attack
    # brings the hand to five
    cards = Cards()
    w, orc = cards("Warrior", "Orc1")
    hand = cards("Orc0", "Monster", "Fire Ball", "Shield", "Trap", "Storm")
    st = position(2, [hand, []], [[w], [orc]])
    legal = st.legal_actions()
    assert ATTACK[1] in legal and CHANGE in legal and END_TURN not in legal
    act(st, ATTACK[1], COMMIT_SPELL[hand[2]], COMMIT_DONE)
    assert len(st.hands[0]) == 5


def test_whisper_a_thief_is_another_way_down():
    cards = Cards()
    w = cards.one("Warrior")
    hand = cards("Thief 3", "Orc1", "Fire Ball", "Shield", "Trap", "Storm")
    st = position(2, [hand, []], [[w], []], jewels=[[], [DIAMOND]])
    assert USE_THIEF[hand[0]] in st.legal_actions()


# -- refusals name the rule -----------------------------------------------------------------


def test_a_neutral_attacker_with_only_light_cards_is_told_the_light_never_attacks_the_light():
    cards = Cards()
    w, hand_w = cards("Warrior", "Warrior")
    st = position(2, [[hand_w], []], [[], [w]])
    assert ATTACK[1] not in st.legal_actions()
    reason = st.why_illegal(ATTACK[1])
    assert "Light never attacks the Light" in reason and "Darkness" in reason


def test_after_a_change_of_heart_the_attack_needs_the_new_sides_characters():
    cards = Cards()
    w, hand_w, orc = cards("Warrior", "Warrior", "Orc1")
    st = position(2, [[hand_w], []], [[w], [orc]])
    st.apply(CHANGE)
    reason = st.why_illegal(ATTACK[1])
    assert "Change of Heart" in reason and "Darkness" in reason


def test_orcs_attacking_together_are_told_they_use_their_dice():
    cards = Cards()
    o1, o0, queen, fire = cards("Orc1", "Orc0", "Queen", "Fire Ball")
    st = position(2, [[fire], []], [[o1, o0], [queen]])
    attack(st, 1, spell=fire)
    roll(st, 6, 1)
    act(st, CHOOSE[o1], JOIN_ORC[o0])
    # 2D+1 at best 13 against 14: the dice or the 2-dice throw, never the Spell
    assert st.phase == PH_POWER
    assert set(st.legal_actions()) == {POWER["dice"], POWER["gamble"]}
    assert "Orcs attacking together" in st.why_illegal(POWER["spell"])


def test_sides_are_named_as_players_say_them():
    cards = Cards()
    w, orc, mage = cards("Warrior", "Orc1", "Magician")
    st = position(2, [[orc], []], [[w], []])
    assert st.why_illegal(PLACE[orc]).startswith("You play the Light:")
    st = position(2, [[], [mage]], [[w], []], jewels=[[], [DIAMOND]])
    st.apply(ATTACK[1])
    # the neutral defender against the Light may defend only with the Darkness
    assert "fights for the Darkness" in st.why_illegal(COMMIT[mage])


def test_holy_light_waits_for_a_light_character_on_a_neutral_attackers_side():
    cards = Cards()
    w, orc, holy = cards("Warrior", "Orc1", "Holy Light")
    st = position(2, [[w, holy], []], [[], [orc]])
    st.apply(ATTACK[1])
    assert COMMIT_SPELL[holy] not in st.legal_actions()
    assert "commit a Light character first" in st.why_illegal(COMMIT_SPELL[holy])
    st.apply(COMMIT[w])
    assert COMMIT_SPELL[holy] in st.legal_actions()


def test_knights_cassandra_and_sapphire_are_not_a_pair():
    # "diamond to Roxanne and ruby to Cassandra": only her own Jewel strengthens her
    cards = Cards()
    monster = cards.one("Monster")
    st = position(2, [[], []], [[monster], [CASSANDRA]], jewels=[[], [SAPPHIRE]])
    st.apply(ATTACK[1])
    roll(st, 6, 1)
    events = roll(st, 4, 5)
    assert of_type(events, AttackRolled)[0].defences == (9,)


# -- 7. Rescue: the readings of the in-app rules -------------------------------------------


def test_a_trap_may_catch_the_jail_itself_once_nothing_stands_before_it():
    from games.monstermaker5.events import KnightsFreed, TrapSprung

    cards = Cards()
    w, trap = cards("Warrior", "Trap")
    st = position(2, [[trap], []], [[w], [cards.one("Orc1")]], jail=[CASSANDRA])
    act(st, RESCUE, COMMIT_SPELL[trap], COMMIT_DONE)
    assert st.battle.trap_target == JAIL      # the only enemy: picked without asking
    events = roll(st, 4)
    assert of_type(events, TrapSprung)[0].defeated
    assert of_type(events, KnightsFreed) == [KnightsFreed(0, (CASSANDRA,))]


def test_storm_spares_the_jail_while_its_guards_stand():
    cards = Cards()
    w, orc, storm = cards("Warrior", "Orc1", "Storm")
    st = position(2, [[storm], []], [[w], [cards.one("Monster")]], jail=[CASSANDRA],
                  guards=[orc])
    act(st, RESCUE, COMMIT_SPELL[storm], COMMIT_DONE)
    roll(st, 6, 1)
    st.apply(POWER["storm"])
    events = roll(st, 6, 6)                   # 12 would break the Jail: it is not hit
    rolled = of_type(events, AttackRolled)[0]
    assert rolled.targets == (orc,) and rolled.outcomes == ("hit",)
    assert st.battle is not None and st.battle.sides[1] == [JAIL]
