"""The hint's one-line reason (games/monstermaker5/hints.py): a specific line for every
kind of decision, the turn's and the battle's, from explicit positions (the dice forced
by Roll actions); over seeded random games it never raises, fits the banner and names no
card the seat cannot see."""

from __future__ import annotations

import random
import re

import pytest

from engine.core import CHANCE
from games.monstermaker5 import GAME
from games.monstermaker5.cards import JAIL, JEWELS, KIND, KNIGHTS, NAME, ORC, QUEEN
from games.monstermaker5.hints import MAX_LEN, hint_reason
from games.monstermaker5.moves import (
    ATTACK,
    CHANGE,
    CHOOSE,
    COMMIT,
    COMMIT_DONE,
    COMMIT_SPELL,
    DISCARD_SHOWN,
    END_TURN,
    FREE,
    JOIN_ORC,
    KNIGHT_TO_FIELD,
    KNIGHT_TO_JAIL,
    NO_SUPPORT,
    ORCS_DONE,
    PLACE,
    POWER,
    RESCUE,
    STEAL,
    SUPPORT,
    TARGET,
    TRAP_ON,
    USE_THIEF,
    Attack,
    Commit,
    Place,
    Power,
    Support,
)
from tests.games.monstermaker5.util import Cards, attack, position, roll

ROXANNE, DIAMOND, RUBY = KNIGHTS[0], JEWELS[0], JEWELS[1]


def reason(st, action) -> str:
    assert action in st.legal_actions(), (action, st.legal_actions())
    line = hint_reason(st.view(st.to_move()), action)
    assert isinstance(line, str) and 0 < len(line) <= MAX_LEN, line
    return line


# -- the turn ------------------------------------------------------------------------------


def test_placing_names_the_card_its_numbers_and_the_jewels_it_guards():
    cards = Cards()
    w, w2 = cards("Warrior", "Warrior")
    st = position(2, [[w], []], [[w2], []], jewels=[[DIAMOND, RUBY], []])
    assert "Warrior (2D+1, defence 7) guards your 2 Jewels" in reason(st, PLACE[w])


def test_a_neutral_player_placing_joins_a_side():
    cards = Cards()
    orc = cards.one("Orc1")
    st = position(2, [[orc], []])
    assert "takes you into the Darkness" in reason(st, PLACE[orc])


def test_a_st_knight_drawn_goes_to_the_field_or_the_jail_with_a_reason():
    for action, words in ((KNIGHT_TO_FIELD, "St. Knight Roxanne (2D+2, defence 9) fights"),
                          (KNIGHT_TO_JAIL, "jailed, St. Knight Roxanne cannot fight")):
        st = position(2, [[], []], jail=KNIGHTS[1:], jewels=[list(JEWELS), []],
                      stock=[ROXANNE], start="turn")
        assert st.view(0).phase == "knight"
        assert words in reason(st, action)


def test_change_of_heart_compares_the_hand_for_both_sides():
    cards = Cards()
    w, dk, gdk = cards("Warrior", "Dark Knight", "Great Dark Knight")
    st = position(2, [[dk, gdk], []], [[w], []])
    assert "stronger in the Darkness" in reason(st, CHANGE)


def test_an_attack_names_the_jewels_at_stake_and_the_odds():
    cards = Cards()
    dk, dk2, orc = cards("Dark Knight", "Dark Knight", "Orc0")
    st = position(2, [[], []], [[dk, dk2], [orc]], jewels=[[], [DIAMOND]])
    line = reason(st, ATTACK[1])
    assert "player 2 holds 1 Jewel" in line and re.search(r"\d+%", line)


def test_a_rescue_counts_the_jailed_knights_and_the_odds():
    cards = Cards()
    w1, w2, w3 = cards("Warrior", "Warrior", "Warrior")
    st = position(2, [[], []], [[w1, w2, w3], []], jail=[ROXANNE, KNIGHTS[1]])
    line = reason(st, RESCUE)
    assert "the Jail holds 2 St. Knights" in line and "%" in line


def test_a_thief_names_the_jewel_holder_and_its_odds():
    cards = Cards()
    thief, w = cards("Thief 2", "Warrior")
    st = position(2, [[thief], []], [[w], []], jewels=[[], [DIAMOND, RUBY]])
    line = reason(st, USE_THIEF[thief])
    assert "player 2 holds 2 Jewels" in line and "a die above 2 (67%)" in line
    st.apply(USE_THIEF[thief])
    line = reason(st, STEAL[DIAMOND])
    assert "takes Diamond" in line and "a die above 2" in line


def test_freeing_a_knight_names_her():
    cards = Cards()
    thief, w = cards("Thief 4", "Warrior")
    st = position(2, [[thief], []], [[w], []], jail=[ROXANNE])
    st.apply(USE_THIEF[thief])
    line = reason(st, FREE[ROXANNE])
    assert "frees St. Knight Roxanne" in line and "a die above 4 (33%)" in line


def test_ending_the_turn_gives_the_best_attacks_poor_odds():
    cards = Cards()
    orc, gdk = cards("Orc0", "Great Dark Knight")
    st = position(2, [[], []], [[orc], [gdk]], jewels=[[], [DIAMOND]])
    line = reason(st, END_TURN)
    assert "your best attack (player 2) wins only" in line


def test_the_whisper_discard_names_the_least_useful_card():
    cards = Cards()
    w, thief, fire, shield, storm, trap = cards("Warrior", "Thief 4", "Fire Ball", "Shield",
                                                "Storm", "Trap")
    st = position(2, [[thief, fire, shield, storm, trap, cards.one("Lightning")], []], [[w], []],
                  shown=[[], []])
    discards = [a for a in st.legal_actions() if type(a).__name__ == "DiscardShown"]
    if not discards:
        pytest.skip("this hand has another way down to 5")
    assert "Thief 4 is the least useful card" in reason(st, DISCARD_SHOWN[thief])


# -- a battle ------------------------------------------------------------------------------


def test_committing_a_character_shows_how_the_odds_move():
    cards = Cards()
    w, w2, monster, monster2 = cards("Warrior", "Warrior", "Monster", "Monster")
    st = position(2, [[w2], []], [[w], [monster, monster2]])
    st.apply(ATTACK[1])
    line = reason(st, COMMIT[w2])
    assert line.startswith("Warrior (2D+1, defence 7): your side's odds from ")
    low, high = (int(x) for x in re.findall(r"(\d+)%", line))
    assert low < high


def test_committing_a_spell_names_what_it_does():
    cards = Cards()
    mage, orc, fire, shield = cards("Magician", "Orc1", "Fire Ball", "Shield")
    st = position(2, [[fire, shield], []], [[mage], [orc]])
    st.apply(ATTACK[1])
    # Fire Ball 2D+2, cast by a Magician at +2, against an Orc's 5: certain
    assert "Fire Ball at 2D+4 hits a defence 5 over 99%" in reason(st, COMMIT_SPELL[fire])
    assert "Shield cancels the first hit" in reason(st, COMMIT_SPELL[shield])


def test_done_committing_counts_the_sides_and_the_odds():
    cards = Cards()
    w, fire, orc = cards("Warrior", "Fire Ball", "Orc0")
    st = position(2, [[fire], []], [[w], [orc]])
    st.apply(ATTACK[1])
    line = reason(st, COMMIT_DONE)
    assert line.startswith("1 against 1, ") and re.search(r"\d+% to win: keep the rest", line)


def test_support_names_the_player_helped_and_the_spell_that_can_tip_it():
    cards = Cards()
    w1, orc, w2, fire = cards("Warrior", "Orc1", "Warrior", "Fire Ball")
    st = position(3, [[], [], [fire]], [[orc], [w1], [w2]], jewels=[[], [DIAMOND], []])
    st.apply(ATTACK[1])
    assert st.to_move() == 2
    line = reason(st, SUPPORT[1])
    assert "player 2 (1 Jewel) fights for the Light" in line and "Fire Ball" in line
    assert reason(st, NO_SUPPORT) == "keep your 1 card for your own turn"


def test_a_trap_goes_on_the_most_dangerous_enemy():
    cards = Cards()
    orc, w, dk_side_mage, trap = cards("Orc1", "Warrior", "Magician", "Trap")
    st = position(2, [[trap], []], [[orc], [w, dk_side_mage]])
    attack(st, 1, spell=trap)
    assert reason(st, TRAP_ON[w]) == \
        "the most dangerous enemy (2D+1): a die above 3 (50%) defeats it"
    assert reason(st, TRAP_ON[dk_side_mage]) == "it attacks with 1D: a die above 3 (50%) defeats it"


def _fight(attackers, defenders, hand=()):
    st = position(2, [list(hand), []], [attackers, defenders])
    if hand:
        attack(st, 1, spell=hand[0])
    else:
        st.apply(ATTACK[1])
    roll(st, 6, 1)  # the attacker wins the initiative
    return st


def test_choosing_the_attacker_names_its_target_and_odds():
    cards = Cards()
    w, mage, orc = cards("Warrior", "Magician", "Orc1")
    st = _fight([w, mage], [orc])
    # a Warrior's 2D+1 against an Orc's 5: 2D >= 4, 33/36
    assert reason(st, CHOOSE[w]) == "its best target is Orc (1D+1), with 2D+1: about 92%"


def test_orcs_joining_raise_the_odds_and_stopping_gives_them():
    cards = Cards()
    o1, o2, w = cards("Orc1", "Orc1", "Warrior")
    st = _fight([o1, o2], [w])
    st.apply(CHOOSE[o1])
    line = reason(st, JOIN_ORC[o2])
    # alone 1D+1 against 7: a 6, 1/6; together 2D+2: 2D >= 5, 30/36
    assert line == "together the Orcs hit Warrior about 83%, alone 17%"
    assert reason(st, ORCS_DONE) == "the Orcs chosen already hit Warrior about 17%"


def test_a_target_names_its_defence_and_the_chance_to_defeat_it():
    cards = Cards()
    w, orc, monster = cards("Warrior", "Orc0", "Monster")
    st = _fight([w], [orc, monster])
    st.apply(CHOOSE[w]) if CHOOSE[w] in st.legal_actions() else None
    line = reason(st, TARGET[monster])
    assert line == "its defence 7 falls about 72% with 2D+1; it attacks with 2D, the worst threat"


def test_the_powers_give_the_odds_against_the_defence():
    cards = Cards()
    mage, dk = cards("Magician", "Dark Knight")
    st = _fight([mage], [dk])
    assert reason(st, POWER["dice"]) == "1D against defence 10: 0% to defeat Dark Knight"
    assert "only a 12 on 2 dice wins (1 in 36)" in reason(st, POWER["gamble"])
    cards = Cards()
    mage, orc, fire = cards("Magician", "Orc1", "Fire Ball")
    st = _fight([mage], [orc], hand=[fire])
    assert reason(st, POWER["spell"]) == "Fire Ball at 2D+4 against defence 5: over 99%"


def test_storm_counts_the_enemies_it_strikes():
    cards = Cards()
    w, o1, o2, storm = cards("Warrior", "Orc1", "Orc0", "Storm")
    st = _fight([w], [o1, o2], hand=[storm])
    st.apply(CHOOSE[w]) if CHOOSE[w] in st.legal_actions() else None
    if POWER["storm"] not in st.legal_actions():
        st.apply(TARGET[o1])
    assert reason(st, POWER["storm"]) == "Storm rolls once against all 2 enemies standing"


# -- every decision of seeded random games -------------------------------------------------

NAMED = sorted({NAME[c] for c in range(JAIL) if c != QUEEN}, key=len, reverse=True)
# longest first: "Orc (1D+1)" before "Orc" (an Orc with its numbers: "Orc (1D, defence 5)")
_NAMED_RE = re.compile("|".join(re.escape(n) for n in NAMED) + r"|the Queen|the Jail|\bOrc\b")


def _seen_names(view) -> set[str]:
    """The names of every card the view shows the seat (or a card like it)."""
    cards = set(view.hand) | set(view.discard) | set(view.jail) | set(view.guards)
    cards |= {c for f in view.fields for c in f} | {c for j in view.jewels for c in j}
    cards |= {c for s in view.shown for c in s}
    if view.drawn >= 0:
        cards.add(view.drawn)
    if view.thief >= 0:
        cards.add(view.thief)
    b = view.battle
    if b is not None:
        cards |= set(b.sides[0]) | set(b.sides[1]) | {c for c in b.spells if c >= 0}
    names = {NAME[c] for c in cards if c < JAIL}
    names |= {"the Jail"} | ({"the Queen"} if any(KIND[c] == KIND[QUEEN] for c in cards) else set())
    names |= {"Orc"} if any(KIND[c] == ORC for c in cards) else set()
    return names


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (4, 2), (3, 5), (6, 8)])
def test_every_reason_is_short_and_names_only_cards_the_seat_sees(players, seed):
    rng = random.Random(seed)
    st = GAME.new_state(players)
    kinds = set()
    steps = 0
    while not st.is_over() and steps < 700:
        steps += 1
        if st.to_move() == CHANCE:
            st.apply(st.chance_action(rng))
            continue
        view = st.view(st.to_move())
        seen = _seen_names(view)
        for action in st.legal_actions():
            line = hint_reason(view, action)
            kinds.add(type(action).__name__)
            assert isinstance(line, str) and 0 < len(line) <= MAX_LEN, (action, line)
            for name in _NAMED_RE.findall(line):
                assert name in seen, f"{line!r} names {name}, hidden from seat {view.seat}"
        st.apply(rng.choice(st.legal_actions()))
    assert {"Place", "Commit", "CommitDone", "ChooseAttacker", "Power"} <= kinds


def test_a_reason_never_raises_on_foreign_input():
    cards = Cards()
    w = cards.one("Warrior")
    st = position(2, [[w], []])
    view = st.view(0)
    for junk in (None, 3, "x", COMMIT[w], POWER["dice"], TARGET[w], SUPPORT[0], END_TURN,
                 Place(True), Place(-5), Commit(99), Attack(9), Support(2), Power("zap")):
        line = hint_reason(view, junk)
        assert line is None or len(line) <= MAX_LEN
    assert hint_reason(st.view(None), PLACE[w]) is None
