"""Supporting in battles (rulebook 5(3)6): "To support the other player, declare before
players put cards for the turn", at the start of every round; "The Force of Light" or
neutral players help the Light, "The Force of Darkness" or neutral players the Darkness.
Card Hall: every other player declares (or not) in seat order from the attacker's left,
then the attacker, the defender and the declared supporters commit; a supporter keeps to
the side it first supported in a battle; a declaration for a neutral principal whose
side turns out not to be the supporter's lapses."""

from __future__ import annotations

from games.monstermaker5.events import (
    BattleRound,
    Committed,
    SupportDeclared,
    SupportDeclined,
)
from games.monstermaker5.moves import (
    ATTACK,
    CHOOSE,
    COMMIT,
    COMMIT_DONE,
    COMMIT_SPELL,
    NO_SUPPORT,
    POWER,
    RESCUE,
    SUPPORT,
    TARGET,
    Support,
)
from games.monstermaker5.phases import PH_COMMIT, PH_INIT, PH_SUPPORT
from tests.games.monstermaker5.util import Cards, act, of_type, position, roll

LUCIA = 2


def test_supporters_declare_before_the_attacker_and_the_defender_put_cards():
    cards = Cards()
    orc, w, hand_monster, hand_w, helper_w = cards("Orc1", "Warrior", "Monster", "Warrior",
                                                   "Warrior")
    # seat 0 (Darkness) attacks seat 1 (Light); seat 2 (Light) may help seat 1
    st = position(3, [[hand_monster], [hand_w], [helper_w]],
                  [[orc], [w], [cards.one("Warrior")]])
    st.apply(ATTACK[1])
    # nobody has put a card yet: seat 2 is asked first
    assert st.phase == PH_SUPPORT and st.to_move() == 2
    assert st.battle.sides == [[orc], [w]]
    assert st.legal_actions() == [SUPPORT[1], NO_SUPPORT]
    events = st.apply(SUPPORT[1])
    assert of_type(events, SupportDeclared) == [SupportDeclared(2, 1, 1)]
    # then the attacker, who knows who helps the defender
    assert st.phase == PH_COMMIT and st.to_move() == 0
    act(st, COMMIT[hand_monster], COMMIT_DONE)
    assert st.to_move() == 1                       # the defender
    act(st, COMMIT[hand_w], COMMIT_DONE)
    assert st.phase == PH_COMMIT and st.to_move() == 2  # the declared supporter commits
    assert st.legal_actions() == [COMMIT[helper_w], COMMIT_DONE]
    events = act(st, COMMIT[helper_w], COMMIT_DONE)
    assert of_type(events, Committed) == [Committed(2, 1, helper_w)]
    assert st.phase == PH_INIT


def test_a_player_who_did_not_declare_puts_no_card_in_that_round():
    cards = Cards()
    orc, w, helper_w = cards("Orc1", "Warrior", "Warrior")
    st = position(3, [[], [], [helper_w]], [[orc], [w], [cards.one("Warrior")]])
    events = act(st, ATTACK[1], NO_SUPPORT)
    assert of_type(events, SupportDeclined) == [SupportDeclined(2)]
    # both principals hold nothing: straight to the initiative, seat 2 is not asked again
    assert st.phase == PH_INIT
    assert helper_w in st.hands[2]


def test_declarations_open_every_round():
    cards = Cards()
    w, orc, helper_orc, fire = cards("Warrior", "Orc1", "Orc0", "Fire Ball")
    st = position(3, [[], [], [helper_orc, fire]], [[w], [orc], [cards.one("Monster")]])
    act(st, ATTACK[1], NO_SUPPORT)                 # round 1: seat 2 stays out
    roll(st, 6, 1)
    roll(st, 1, 1)                                 # the Warrior misses
    events = roll(st, 1)                           # the Orc misses: round 2
    assert of_type(events, BattleRound) == [BattleRound(2)]
    assert st.phase == PH_SUPPORT and st.to_move() == 2
    act(st, SUPPORT[1], COMMIT[helper_orc], COMMIT_DONE)
    assert helper_orc in st.battle.sides[1] and st.phase == PH_INIT


def test_a_supporter_keeps_to_the_side_it_first_supported():
    cards = Cards()
    monster, orc, helper_monster, helper_orc = cards("Monster", "Orc1", "Monster", "Orc0")
    # two Darkness players fight; seat 2 is neutral (only a Jewel on its field)
    st = position(3, [[], [], [helper_monster, helper_orc]], [[monster], [orc], []],
                  jewels=[[], [], [7]])
    st.apply(ATTACK[1])
    assert st.legal_actions() == [SUPPORT[0], SUPPORT[1], NO_SUPPORT]
    act(st, SUPPORT[0], COMMIT[helper_monster], COMMIT_DONE)
    roll(st, 1, 6)                                 # the defender's Orc first
    st.apply(TARGET[monster])
    roll(st, 1)                                    # misses
    st.apply(CHOOSE[monster])
    roll(st, 1, 1)                                 # misses
    events = roll(st, 1, 1)                        # the helper's Monster misses too
    assert of_type(events, BattleRound) == [BattleRound(2)]
    assert st.phase == PH_SUPPORT and st.to_move() == 2
    assert st.legal_actions() == [SUPPORT[0], NO_SUPPORT]
    assert "one side" in st.why_illegal(SUPPORT[1])


def test_a_declaration_for_a_neutral_principal_lapses_when_its_side_differs():
    cards = Cards()
    orc, hand_w, helper_monster = cards("Orc1", "Warrior", "Monster")
    # seat 0 (Darkness) attacks seat 1 (neutral, a Jewel only); seat 2 (Darkness) may
    # declare for seat 1, which may still defend with the Darkness
    st = position(3, [[], [hand_w], [helper_monster]], [[orc], [], [cards.one("Orc1")]],
                  jewels=[[], [8], []])
    st.apply(ATTACK[1])
    assert st.legal_actions() == [SUPPORT[0], SUPPORT[1], NO_SUPPORT]
    st.apply(SUPPORT[1])
    # the defender defends with the Light: the Darkness cannot help it
    events = act(st, COMMIT[hand_w], COMMIT_DONE)
    assert of_type(events, SupportDeclined) == [SupportDeclined(2, lapsed=True)]
    assert "lapses" in of_type(events, SupportDeclined)[0].describe(["A", "B", "C"])
    assert st.phase == PH_INIT and helper_monster in st.hands[2]


def test_the_jails_supporters_declare_before_the_rescuer_commits():
    cards = Cards()
    w, hand_w, monster = cards("Warrior", "Warrior", "Monster")
    st = position(3, [[hand_w], [], [monster]], [[w], [cards.one("Orc1")], []], jail=[LUCIA])
    st.apply(RESCUE)
    # seat 1 plays the Jail (empty hand); seat 2 (neutral) declares first
    assert st.phase == PH_SUPPORT and st.to_move() == 2
    st.apply(SUPPORT[1])
    assert st.phase == PH_COMMIT and st.to_move() == 0
    act(st, COMMIT[hand_w], COMMIT_DONE)
    assert st.to_move() == 2 and COMMIT[monster] in st.legal_actions()
    act(st, COMMIT[monster], COMMIT_DONE)
    assert st.battle.sides[1] == [64, monster]


def test_a_supporters_spell_comes_after_the_principals_never_two_a_side():
    cards = Cards()
    w, orc, fire, lightning = cards("Warrior", "Orc1", "Fire Ball", "Lightning")
    st = position(3, [[fire], [], [lightning]], [[w], [orc], [cards.one("Warrior")]])
    act(st, ATTACK[1], SUPPORT[0], COMMIT_SPELL[fire], COMMIT_DONE)
    assert st.to_move() == 2
    assert st.legal_actions() == [COMMIT_DONE]
    assert "never two Spells" in st.why_illegal(COMMIT_SPELL[lightning])
    assert POWER  # (the fight itself is tested in test_battle)
    assert Support(0) == SUPPORT[0]


def test_who_may_declare_depends_on_public_facts_only():
    # a neutral attacker's side is open until it commits: whether it holds Light or
    # Darkness characters is its secret, so a Light player may declare for it either way
    for attacker_card in ("Monster", "Warrior"):
        cards = Cards()
        orc, helper_w, mine = cards("Orc1", "Warrior", attacker_card)
        st = position(3, [[mine], [], [helper_w]], [[], [orc], [cards.one("Warrior")]])
        st.apply(ATTACK[1])
        assert st.to_move() == 2 and st.legal_actions() == [SUPPORT[0], NO_SUPPORT]
        st.apply(SUPPORT[0])
        events = act(st, COMMIT[mine], COMMIT_DONE)
        if attacker_card == "Monster":            # it fights for the Darkness: lapsed
            assert of_type(events, SupportDeclined) == [SupportDeclined(2, lapsed=True)]
        else:
            assert st.to_move() == 2 and COMMIT[helper_w] in st.legal_actions()


def test_a_supporters_determinisation_gives_the_attacker_a_card_it_can_commit():
    import random

    from games.monstermaker5 import GAME
    from games.monstermaker5.commit import attacker_is_stuck

    cards = Cards()
    w, mine, helper = cards("Warrior", "Monster", "Warrior")
    # seat 0 (neutral) attacks seat 1 (Light): it must hold a Darkness character
    st = position(3, [[mine], [], [helper]], [[], [w], [cards.one("Warrior")]])
    st.apply(ATTACK[1])
    view = st.view(2)
    rng = random.Random(5)
    for _ in range(30):
        sampled = GAME.sample_state(view, rng)
        assert sampled.view(2) == view
        assert not attacker_is_stuck(sampled)
        sampled.apply(NO_SUPPORT)
        assert sampled.to_move() == 0 and sampled.legal_actions()
