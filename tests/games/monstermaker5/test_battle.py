"""A battle step by step: supporters, face-down Spells, the reveal, Traps and Shields, the
initiative, the rank rules, Orcs together, St. Knights with their Jewel, the 2-dice
throw, magic, Storm, rounds and the 10-round cap. The dice are forced Roll actions."""

from __future__ import annotations

from games.monstermaker5.battle import targetable
from games.monstermaker5.cards import JAIL, JEWELS, KNIGHTS
from games.monstermaker5.events import (
    AttackRolled,
    BattleEnded,
    BattleRound,
    Defeated,
    InitiativeRolled,
    Returned,
    RoundEnded,
    SpellCommitted,
    SpellsRevealed,
    SupportDeclared,
    TrapSprung,
)
from games.monstermaker5.moves import (
    ATTACK,
    CHOOSE,
    COMMIT,
    COMMIT_DONE,
    COMMIT_SPELL,
    JOIN_ORC,
    NO_SUPPORT,
    POWER,
    SUPPORT,
    TARGET,
    TRAP_ON,
)
from games.monstermaker5.phases import (
    PH_ATTACKER,
    PH_COMMIT,
    PH_INIT,
    PH_ORCS,
    PH_POWER,
    PH_SUPPORT,
    PH_TARGET,
    PH_TRAP,
)
from games.monstermaker5.view import FACE_DOWN
from tests.games.monstermaker5.util import Cards, act, attack, of_type, position, roll

ROXANNE, DIAMOND = KNIGHTS[0], JEWELS[0]


def test_supporters_declare_in_seat_order_and_their_survivors_go_to_the_helped_player():
    cards = Cards()
    orc, w1, w2, monster = cards("Orc1", "Warrior", "Warrior", "Monster")
    light_w, dark_w = cards("Warrior", "Warrior")
    st = position(5, [[], [], [w2], [monster], []],
                  [[orc], [w1], [light_w], [dark_w and cards.one("Orc0")], []])
    events = st.apply(ATTACK[1])
    # seats 0 and 1 have empty hands: not asked; seat 2 (the Light) may help seat 1
    assert st.phase == PH_SUPPORT and st.to_move() == 2
    assert st.legal_actions() == [SUPPORT[1], NO_SUPPORT]
    events += act(st, SUPPORT[1])
    assert st.to_move() == 3 and st.legal_actions() == [SUPPORT[0], NO_SUPPORT]
    events += act(st, SUPPORT[0])
    # seat 4 holds no card: not asked; the declared supporters commit in the same order
    assert st.phase == PH_COMMIT and st.to_move() == 2
    events += act(st, COMMIT[w2], COMMIT_DONE, COMMIT[monster], COMMIT_DONE)
    assert st.phase == PH_INIT
    assert of_type(events, SupportDeclared) == [SupportDeclared(2, 1, 1),
                                                SupportDeclared(3, 0, 0)]
    bv = st.view(4).battle
    assert bv.sides == ((orc, monster), (w1, w2)) and bv.owners == ((0, 3), (1, 2))
    events = roll(st, 1, 6)                   # the defender first
    events += act(st, CHOOSE[w2], TARGET[orc])
    events += roll(st, 2, 2)                  # 5 >= 5: the Orc falls
    assert st.phase == PH_TARGET              # the Monster attacks: which Warrior?
    events += act(st, TARGET[w1])
    events += roll(st, 1, 1)                  # misses
    events += roll(st, 3, 3)                  # seat 1's Warrior: 7 >= 7, the Monster falls
    assert of_type(events, BattleEnded)[0].winner == 1
    assert of_type(events, Returned) == [Returned(1, (w1, w2), (1, 2))]
    assert st.chars[1] == sorted([w1, w2]) and st.chars[2] == [light_w]


def test_a_light_player_never_supports_the_darkness_and_a_neutral_one_either_side():
    cards = Cards()
    orc, monster, w, fire = cards("Orc1", "Monster", "Warrior", "Fire Ball")
    st = position(4, [[], [], [fire], [w]], [[orc], [monster], [], [cards.one("Warrior")]])
    st.apply(ATTACK[1])
    assert st.to_move() == 2 and st.legal_actions() == [SUPPORT[0], SUPPORT[1], NO_SUPPORT]
    st.apply(NO_SUPPORT)
    # seat 3 plays the Light: it may not help either Darkness player, so it is not asked
    assert st.phase == PH_INIT


def test_one_spell_a_side_a_round_face_down_until_the_reveal():
    cards = Cards()
    w, orc, fire, lightning = cards("Warrior", "Orc1", "Fire Ball", "Lightning")
    st = position(3, [[fire], [], [lightning]], [[w], [orc], [cards.one("Warrior")]])
    st.apply(ATTACK[1])
    events = act(st, SUPPORT[0], COMMIT_SPELL[fire], COMMIT_DONE)
    committed = of_type(events, SpellCommitted)[0]
    assert committed.for_viewer(0).card == fire
    assert committed.for_viewer(1).card is None and committed.for_viewer(None).card is None
    assert st.view(1).battle.spells == (FACE_DOWN, -1)
    assert st.view(0).battle.spells == (fire, -1)
    assert st.to_move() == 2                  # the declared supporter commits last
    assert COMMIT_SPELL[lightning] not in st.legal_actions()
    assert "never two Spells" in st.why_illegal(COMMIT_SPELL[lightning])
    events = st.apply(COMMIT_DONE)
    assert of_type(events, SpellsRevealed) == [SpellsRevealed(((0, 0, fire),))]
    assert st.view(1).battle.spells == (fire, -1)


def test_holy_light_is_only_for_the_light():
    cards = Cards()
    orc, w, holy = cards("Orc1", "Warrior", "Holy Light")
    st = position(2, [[holy], []], [[orc], [w]])
    st.apply(ATTACK[1])
    assert COMMIT_SPELL[holy] not in st.legal_actions()
    assert "Force of Light" in st.why_illegal(COMMIT_SPELL[holy])


def test_a_trap_springs_on_reveal_at_the_casters_choice_and_a_shield_does_not_stop_it():
    for die, falls in ((4, True), (3, False)):
        cards = Cards()
        orc, w, mage, trap, shield = cards("Orc1", "Warrior", "Magician", "Trap", "Shield")
        st = position(2, [[trap], [shield]], [[orc], [w, mage]])
        attack(st, 1, spell=trap)
        st.apply(COMMIT_SPELL[shield])
        st.apply(COMMIT_DONE)
        assert st.phase == PH_TRAP and st.to_move() == 0
        assert set(st.legal_actions()) == {TRAP_ON[w], TRAP_ON[mage]}
        st.apply(TRAP_ON[w])
        events = roll(st, die)
        assert of_type(events, TrapSprung) == [TrapSprung(0, 0, w, die, falls)]
        assert (w in st.discard) == falls
        assert st.phase == PH_INIT


def test_a_shield_cancels_the_first_successful_attack_on_its_side_this_round():
    cards = Cards()
    w1, w2, orc, monster, shield = cards("Warrior", "Warrior", "Orc1", "Monster", "Shield")
    st = position(2, [[], [shield]], [[w1, w2], [orc, monster]])
    attack(st, 1)
    act(st, COMMIT_SPELL[shield], COMMIT_DONE)
    roll(st, 6, 1)
    act(st, CHOOSE[w1], TARGET[orc])
    events = roll(st, 5, 5)
    assert of_type(events, AttackRolled)[0].outcomes == ("shielded",)
    assert orc in st.battle.sides[1] and not st.battle.shield[1]
    act(st, CHOOSE[monster], TARGET[w1])
    roll(st, 1, 1)                          # the Monster misses
    st.apply(TARGET[orc])                   # the other Warrior attacks (not asked who)
    events = roll(st, 5, 5)                 # 11: the Shield is spent, a hit
    assert of_type(events, AttackRolled)[0].outcomes == ("hit",)
    assert orc in st.discard


def test_initiative_ties_are_rolled_again():
    cards = Cards()
    w, orc = cards("Warrior", "Orc1")
    st = position(2, [[], []], [[w], [orc]])
    st.apply(ATTACK[1])
    events = roll(st, 3, 3)
    assert of_type(events, InitiativeRolled) == [InitiativeRolled((3, 3), -1, "attack")]
    assert st.phase == PH_INIT
    events = roll(st, 2, 5)
    assert of_type(events, InitiativeRolled)[0].first == 1
    assert st.battle.turn_side == 1


def test_the_rank_rules_of_the_darkness():
    cards = Cards()
    orc, bm, dk, gdk, queen = cards("Orc1", "Black Mage", "Dark Knight", "GDK", "Queen")
    assert targetable([orc, bm]) == [orc]
    assert targetable([bm, dk, gdk]) == [bm, dk]
    assert targetable([gdk, queen]) == [gdk]
    assert targetable([queen]) == [queen]
    assert targetable([orc, gdk]) == [orc, gdk]  # no rank 2 standing: rank 3 may be hit
    assert targetable([JAIL, orc]) == [orc] and targetable([JAIL]) == [JAIL]
    w1, w2 = cards("Warrior", "Warrior")
    st = position(2, [[], []], [[w1, w2], [orc, bm]])
    st.apply(ATTACK[1])
    roll(st, 6, 1)
    st.apply(CHOOSE[w1])
    # only the Orc may be attacked while it stands: the target is not even asked
    events = roll(st, 2, 2)
    assert of_type(events, AttackRolled)[0].targets == (orc,)


def test_the_rank_rule_refusal_says_why():
    cards = Cards()
    w1, w2, orc, monster, bm = cards("Warrior", "Warrior", "Orc1", "Monster", "Black Mage")
    st = position(2, [[], []], [[w1, w2], [orc, monster, bm]])
    st.apply(ATTACK[1])
    roll(st, 6, 1)
    st.apply(CHOOSE[w1])
    assert st.phase == PH_TARGET
    assert set(st.legal_actions()) == {TARGET[orc], TARGET[monster]}
    assert "rank 1 first" in st.why_illegal(TARGET[bm])


def test_orcs_attacking_together_add_their_dice_and_all_count_as_attacked():
    cards = Cards()
    o1, o2, o3, w, w2 = cards("Orc1", "Orc1", "Orc0", "Warrior", "Warrior")
    st = position(2, [[], []], [[o1, o2, o3], [w, w2]])
    st.apply(ATTACK[1])
    roll(st, 6, 1)
    assert st.phase == PH_ATTACKER
    st.apply(CHOOSE[o1])
    assert st.phase == PH_ORCS
    act(st, JOIN_ORC[o2], JOIN_ORC[o3], TARGET[w])
    assert st.battle.ndice == 3
    events = roll(st, 2, 2, 1)          # 5 + 1 + 1 = 7 >= 7
    rolled = of_type(events, AttackRolled)[0]
    assert rolled.attackers == (o1, o2, o3) and rolled.bonus == 2 and rolled.total == 7
    assert rolled.outcomes == ("hit",)
    assert {o1, o2, o3} <= st.battle.attacked


def test_a_st_knight_with_her_own_jewel_is_stronger_attacking_and_defending():
    cards = Cards()
    dk, monster = cards("Dark Knight", "Monster")
    st = position(2, [[], []], [[ROXANNE], [dk]], jewels=[[DIAMOND], []])
    st.apply(ATTACK[1])
    roll(st, 6, 1)
    events = roll(st, 3, 4)             # 7 + 2 + 1 = 10 >= 10
    rolled = of_type(events, AttackRolled)[0]
    assert (rolled.bonus, rolled.total, rolled.outcomes) == (3, 10, ("hit",))
    # defending: a Monster's 9 does not reach her 10
    st = position(2, [[], []], [[monster], [ROXANNE]], jewels=[[], [DIAMOND]])
    st.apply(ATTACK[1])
    roll(st, 6, 1)
    events = roll(st, 4, 5)
    rolled = of_type(events, AttackRolled)[0]
    assert rolled.defences == (10,) and rolled.outcomes == ("miss",)
    # without her Jewel, 9 is enough
    st = position(2, [[], []], [[monster], [ROXANNE]], jewels=[[], [JEWELS[1]]])
    st.apply(ATTACK[1])
    roll(st, 6, 1)
    events = roll(st, 4, 5)
    assert of_type(events, AttackRolled)[0].outcomes == ("hit",)
    assert ROXANNE in st.jail  # a defeated St. Knight goes to the Jail


def test_the_two_dice_throw_twelve_defeats_anything():
    for faces, hit in (((6, 6), True), ((6, 5), False)):
        cards = Cards()
        mage, dk = cards("Magician", "Dark Knight")
        st = position(2, [[], []], [[mage], [dk]])
        st.apply(ATTACK[1])
        roll(st, 6, 1)
        assert st.phase == PH_POWER
        assert set(st.legal_actions()) == {POWER["dice"], POWER["gamble"]}
        st.apply(POWER["gamble"])
        events = roll(st, *faces)
        assert of_type(events, AttackRolled)[0].outcomes == (("hit",) if hit else ("miss",))
    # not offered when the best roll reaches the defence (a Magician's 6 against 5)
    cards = Cards()
    mage, orc, fire = cards("Magician", "Orc1", "Fire Ball")
    st = position(2, [[fire], []], [[mage], [orc]])
    attack(st, 1, spell=fire)
    roll(st, 6, 1)
    assert set(st.legal_actions()) == {POWER["dice"], POWER["spell"]}
    assert "best roll cannot reach" in st.why_illegal(POWER["gamble"])


def test_magic_with_the_casters_bonus_once_a_round():
    cards = Cards()
    mage, w, dk, orc, fire = cards("Magician", "Warrior", "Dark Knight", "Orc1", "Fire Ball")
    st = position(2, [[fire], []], [[mage, w], [dk, orc]])
    attack(st, 1, spell=fire)
    roll(st, 6, 1)
    st.apply(CHOOSE[mage])                   # the Orc shields the Dark Knight: no choice
    assert set(st.legal_actions()) == {POWER["dice"], POWER["spell"]}
    st.apply(POWER["spell"])
    events = roll(st, 1, 1)                  # 2 + 2 (Fire Ball) + 2 (Magician) = 6
    rolled = of_type(events, AttackRolled)[0]
    assert (rolled.spell, rolled.bonus, rolled.total) == (fire, 4, 6)
    assert rolled.outcomes == ("hit",) and rolled.targets == (orc,)
    st.apply(TARGET[w])
    roll(st, 1, 1)                            # the Dark Knight misses the Warrior
    # the Warrior attacks next, with its dice only: the Spell is spent
    assert st.battle.spell_used[0] and st.battle.power == "dice"
    events = roll(st, 6, 6)                   # 13 >= 10
    assert of_type(events, BattleEnded)[0].winner == 0
    assert fire in st.discard


def test_storm_strikes_every_enemy_whatever_its_rank_and_one_shield_stops_it_all():
    cards = Cards()
    w, orc, bm, monster, storm = cards("Warrior", "Orc1", "Black Mage", "Monster", "Storm")
    st = position(2, [[storm], []], [[w], [orc, bm, monster]])
    attack(st, 1, spell=storm)
    roll(st, 6, 1)
    st.apply(TARGET[orc])
    assert POWER["storm"] in st.legal_actions()
    st.apply(POWER["storm"])
    events = roll(st, 4, 4)                   # 8 against 5, 8 and 7
    rolled = of_type(events, AttackRolled)[0]
    assert set(rolled.targets) == {orc, bm, monster} and rolled.outcomes == ("hit",) * 3
    assert of_type(events, BattleEnded)[0].winner == 0
    cards = Cards()
    w, orc, monster, storm, shield = cards("Warrior", "Orc1", "Monster", "Storm", "Shield")
    st = position(2, [[storm], [shield]], [[w], [orc, monster]])
    attack(st, 1, spell=storm)
    act(st, COMMIT_SPELL[shield], COMMIT_DONE)
    roll(st, 6, 1)
    act(st, TARGET[orc], POWER["storm"])
    events = roll(st, 4, 4)
    assert of_type(events, AttackRolled)[0].outcomes == ("shielded", "shielded")
    assert not of_type(events, Defeated)


def test_rounds_go_on_with_new_commits_and_discard_their_spells():
    cards = Cards()
    w, orc, fire, w2 = cards("Warrior", "Orc1", "Fire Ball", "Warrior")
    st = position(2, [[fire, w2], []], [[w], [orc]])
    attack(st, 1, spell=fire)
    roll(st, 6, 1)
    st.apply(POWER["dice"])
    roll(st, 1, 1)                            # miss
    events = roll(st, 1)                      # the Orc misses: the round ends
    assert of_type(events, RoundEnded) == [RoundEnded(1, (fire,))]
    assert of_type(events, BattleRound) == [BattleRound(2)] and fire in st.discard
    # round 2: the attacker may add characters again
    assert st.to_move() == 0 and COMMIT[w2] in st.legal_actions()
    act(st, COMMIT[w2], COMMIT_DONE)
    assert st.phase == PH_INIT and st.battle.round == 2


def test_a_battle_ends_after_ten_rounds_with_no_winner():
    cards = Cards()
    mage, queen = cards("Magician", "Queen")
    st = position(2, [[], []], [[mage], [queen]], jewels=[[], [DIAMOND]])
    st.apply(ATTACK[1])
    events = []
    while st.battle is not None:
        if st.phase == PH_POWER:
            events += st.apply(POWER["dice"])
        elif st.phase == PH_INIT:
            events += roll(st, 2, 1)
        else:
            events += roll(st, *[1] * st.battle.ndice)
    ended = of_type(events, BattleEnded)[0]
    assert (ended.winner, ended.reason) == (-1, "rounds")
    assert len(of_type(events, RoundEnded)) == 10
    assert st.chars == [[mage], [queen]] and st.jewels[1] == [DIAMOND]
