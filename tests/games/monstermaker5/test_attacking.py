"""Attacking: who may attack whom, neutral attackers and defenders, the Jewels of the
winner, survivors going back, and the hand limit on an attack."""

from __future__ import annotations

from games.monstermaker5.battle import attack_hits
from games.monstermaker5.cards import DARK, JEWELS, KNIGHTS, LIGHT, NEUTRAL
from games.monstermaker5.events import (
    BattleEnded,
    BattleOpened,
    JewelsTaken,
    Returned,
    SpellsDiscarded,
)
from games.monstermaker5.moves import (
    ATTACK,
    COMMIT,
    COMMIT_DONE,
    COMMIT_SPELL,
    END_TURN,
    PLACE,
    Attack,
)
from games.monstermaker5.phases import PH_COMMIT, PH_MAIN
from tests.games.monstermaker5.util import Cards, act, attack, of_type, position, roll

DIAMOND, RUBY = JEWELS[0], JEWELS[1]


def test_a_hit_needs_power_at_least_the_defence():
    assert attack_hits(7, 7) and attack_hits(8, 7) and not attack_hits(6, 7)


def test_the_light_never_attacks_the_light():
    cards = Cards()
    w1, w2 = cards("Warrior", "Warrior")
    st = position(2, [[], []], [[w1], [w2]])
    assert ATTACK[1] not in st.legal_actions()
    assert st.why_illegal(ATTACK[1]) == "The Light never attacks the Light."


def test_the_darkness_attacks_anyone_and_nobody_attacks_an_empty_field():
    cards = Cards()
    orc, w, monster = cards("Orc1", "Warrior", "Monster")
    st = position(4, [[], [], [], []], [[orc], [w], [monster], []])
    legal = st.legal_actions()
    assert ATTACK[1] in legal and ATTACK[2] in legal and ATTACK[3] not in legal
    assert "no card on the field" in st.why_illegal(ATTACK[3])
    assert "yourself" in st.why_illegal(ATTACK[0])
    assert "no player 9" in st.why_illegal(Attack(8))


def test_a_player_holding_only_jewels_can_be_attacked():
    cards = Cards()
    orc = cards.one("Orc1")
    st = position(2, [[], []], [[orc], []], jewels=[[], [DIAMOND]])
    assert ATTACK[1] in st.legal_actions()


def test_a_neutral_attacker_fights_for_the_side_it_commits():
    cards = Cards()
    w, orc, target_w = cards("Warrior", "Orc1", "Warrior")
    st = position(3, [[w, orc], [], []], [[], [target_w], []], jewels=[[], [], [DIAMOND]])
    # against the Light, a neutral attacker can fight only for the Darkness
    st.apply(ATTACK[1])
    assert set(st.legal_actions()) == {COMMIT[orc]}  # and no "done" with nobody in it
    assert "Commit at least one character" in st.why_illegal(COMMIT_DONE)
    assert "Darkness" in st.why_illegal(COMMIT[w])
    # against a neutral player, either side; the first character decides
    st = position(3, [[w, orc], [], []], [[], [target_w], []], jewels=[[], [], [DIAMOND]])
    st.apply(ATTACK[2])
    assert {COMMIT[w], COMMIT[orc]} <= set(st.legal_actions())
    st.apply(COMMIT[w])
    assert COMMIT[orc] not in st.legal_actions() and st.side_of(0) == LIGHT


def test_a_neutral_defender_may_put_up_no_fight_and_loses_its_jewels():
    cards = Cards()
    w, orc, fire = cards("Warrior", "Orc1", "Fire Ball")
    st = position(2, [[fire], [orc]], [[w], []], jewels=[[], [DIAMOND, RUBY]])
    events = attack(st, 1, spell=fire)
    # the defender (neutral) may defend only with the Darkness against the Light
    assert st.phase == PH_COMMIT and st.to_move() == 1
    assert set(st.legal_actions()) == {COMMIT[orc], COMMIT_DONE}
    events = st.apply(COMMIT_DONE)
    ended = of_type(events, BattleEnded)[0]
    assert (ended.winner, ended.reason) == (0, "surrender")
    assert of_type(events, JewelsTaken) == [JewelsTaken(0, 1, (DIAMOND, RUBY))]
    assert st.jewels[0] == [DIAMOND, RUBY] and st.jewels[1] == []
    assert of_type(events, SpellsDiscarded) == [SpellsDiscarded((fire,))]
    assert fire in st.discard and st.chars[0] == [w]
    assert st.turn == 1 and st.turn_no == 2  # the attack ended the turn


def test_a_neutral_defender_against_the_darkness_may_take_either_side():
    cards = Cards()
    orc, w, monster = cards("Orc1", "Warrior", "Monster")
    st = position(2, [[], [w, monster]], [[orc], []], jewels=[[], [DIAMOND]])
    attack(st, 1)
    assert set(st.legal_actions()) == {COMMIT[w], COMMIT[monster], COMMIT_DONE}


def play_simple_battle(attacker_wins: bool):
    """Warrior (seat 0, Light) attacks an Orc (seat 1, Darkness, 2 Jewels)."""
    cards = Cards()
    w, orc = cards("Warrior", "Orc1")
    st = position(2, [[], []], [[w], [orc]], jewels=[[RUBY], [DIAMOND, JEWELS[2]]])
    events = st.apply(ATTACK[1])
    assert of_type(events, BattleOpened)[0].sides == ((w,), (orc,))
    events += roll(st, 5, 2)          # initiative: the attacker first
    if attacker_wins:
        events += roll(st, 2, 2)      # 2+2+1 = 5 >= 5: the Orc falls
    else:
        events += roll(st, 1, 1)      # 3: misses
        events += roll(st, 6)         # the Orc: 6+1 = 7 >= 7: the Warrior falls
    return st, events, w, orc


def test_a_winning_attacker_takes_all_the_defenders_jewels():
    st, events, w, orc = play_simple_battle(attacker_wins=True)
    assert of_type(events, BattleEnded)[0].winner == 0
    assert st.jewels[0] == [JEWELS[0], RUBY, JEWELS[2]] and st.jewels[1] == []
    assert st.chars[0] == [w] and orc in st.discard
    assert of_type(events, Returned) == [Returned(0, (w,), (0,))]
    assert st.side_of(1) == NEUTRAL


def test_a_losing_attacker_keeps_its_jewels():
    st, events, w, orc = play_simple_battle(attacker_wins=False)
    assert of_type(events, BattleEnded)[0].winner == 1
    assert st.jewels[0] == [RUBY] and st.jewels[1] == [DIAMOND, JEWELS[2]]
    assert st.chars == [[], [orc]] and w in st.discard
    assert st.side_of(0) == NEUTRAL and st.side_of(1) == DARK


def test_an_attack_with_six_cards_must_commit_until_five_are_left():
    cards = Cards()
    w, orc = cards("Warrior", "Orc1")
    hand = cards("Warrior", "Fire Ball", "Lightning", "Storm", "Shield", "Trap")
    st = position(2, [hand, []], [[w], [orc]])
    st.apply(ATTACK[1])
    assert COMMIT_DONE not in st.legal_actions()
    assert "commit cards until you hold 5" in st.why_illegal(COMMIT_DONE)
    st.apply(COMMIT_SPELL[hand[1]])
    assert COMMIT_DONE in st.legal_actions()


def test_an_attack_that_could_not_bring_six_cards_to_five_is_refused():
    cards = Cards()
    w, orc = cards("Warrior", "Orc1")
    hand = cards("Thief 2", "Orc1", "Monster", "Orc0", "Dark Knight", "Black Mage")
    # Light with only Darkness cards and a Thief: nothing to commit to a Light attack
    st = position(2, [hand, []], [[w], [orc]])
    assert ATTACK[1] not in st.legal_actions()
    assert "could not commit enough" in st.why_illegal(ATTACK[1])


def test_cards_placed_before_the_attack_fight_in_it():
    cards = Cards()
    w, w2, orc = cards("Warrior", "Warrior", "Orc1")
    st = position(2, [[w2], []], [[w], [orc]])
    st.apply(PLACE[w2])
    events = st.apply(ATTACK[1])
    assert of_type(events, BattleOpened)[0].sides == ((w, w2), (orc,))


def test_end_turn_is_not_an_attack_step():
    cards = Cards()
    w, orc, w2 = cards("Warrior", "Orc1", "Warrior")
    st = position(2, [[w2], []], [[w], [orc]])
    st.apply(ATTACK[1])
    assert END_TURN not in st.legal_actions()
    assert isinstance(st.why_illegal(END_TURN), str)
    act(st, COMMIT_DONE)
    assert st.to_move() != 0 or st.phase != PH_MAIN
    assert KNIGHTS  # the St. Knights play no part here
