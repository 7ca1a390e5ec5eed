"""The card list of DESIGN.md section 7, and the set-up: the deal, the field, the lot."""

from __future__ import annotations

from engine.actions import Roll, Shuffle
from engine.core import CHANCE
from games.monstermaker5.cards import (
    CATALOGUE,
    DARK,
    JAIL,
    JEWELS,
    KNIGHT_JEWEL,
    KNIGHTS,
    LIGHT,
    NAME,
    THIEF_NUMBER,
    deck,
    ids_of,
)
from games.monstermaker5.events import (
    Dealt,
    DealtToField,
    EndCountdown,
    FirstPlayer,
    TurnStarted,
)
from games.monstermaker5.phases import PH_MAIN
from tests.games.monstermaker5.util import GAME, of_type

# name -> (count, side, attack, defence, rank) as DESIGN.md section 7 prints it
TABLE = {
    "Warrior": (5, "light", "2D+1", 7, 0),
    "Magician": (4, "light", "1D", 5, 0),
    "Thief": (4, "light", "1D+1", 6, 0),
    "Monster": (6, "dark", "2D", 7, 1),
    "Black Mage": (3, "dark", "1D", 8, 2),
    "Dark Knight": (3, "dark", "2D+3", 10, 2),
    "Great Dark Knight": (1, "dark", "3D+2", 12, 3),
    "Queen of the Darkness": (1, "dark", "2D+2", 14, 4),
    "Fire Ball": (4, "spell", "2D+2", 0, 0),
    "Lightning": (3, "spell", "3D", 0, 0),
    "Holy Light": (2, "spell", "3D+3", 0, 0),
    "Storm": (2, "spell", "2D", 0, 0),
    "Shield": (3, "spell", "", 0, 0),
    "Trap": (2, "spell", "", 0, 0),
    "The Underground Jail of Darkness": (1, "set aside", "2D+1", 12, 5),
}


def test_the_catalogue_is_the_design_table():
    by_name: dict[str, list] = {}
    for t in CATALOGUE:
        by_name.setdefault(t.name, []).append(t)
    for name, (count, side, attack, defence, rank) in TABLE.items():
        (t,) = by_name[name]
        assert (t.count, t.side, t.attack, t.defence, t.rank) == \
            (count, side, attack, defence, rank), name
    orcs = by_name["Orc"]
    assert sorted((t.count, t.attack) for t in orcs) == [(3, "1D"), (4, "1D+1")]
    assert all(t.defence == 5 and t.rank == 1 and t.side == "dark" for t in orcs)
    knights = [t for t in CATALOGUE if t.name.startswith("St. Knight")]
    assert len(knights) == 7
    assert all((t.count, t.side, t.attack, t.defence) == (1, "light", "2D+2", 9)
               for t in knights)
    jewels = [t for t in CATALOGUE if t.side == "none"]
    assert [t.name for t in jewels] == ["Diamond", "Ruby", "Sapphire", "Emerald", "Topaz",
                                        "Amethyst", "Pearl"]
    assert "Diamond" in knights[0].note and "Ruby" in knights[1].note
    assert sum(t.count for t in CATALOGUE if t.in_stock) == 64
    assert not next(t for t in CATALOGUE if t.name.startswith("The Underground")).in_stock


def test_the_deck_is_the_stock_without_the_jail():
    cards = deck()
    assert len(cards) == len(set(cards)) == 64
    assert JAIL not in cards
    assert sorted(THIEF_NUMBER[c] for c in ids_of("Thief 2") + ids_of("Thief 3")
                  + ids_of("Thief 4")) == [2, 3, 3, 4]
    assert [NAME[KNIGHT_JEWEL[k]] for k in KNIGHTS] == ["Diamond", "Ruby", "Sapphire",
                                                        "Emerald", "Topaz", "Amethyst",
                                                        "Pearl"]


def dealt_state(n: int, order: list[int]):
    state = GAME.new_state(n)
    assert state.to_move() == CHANCE
    events = state.apply(Shuffle(tuple(order)))
    return state, events


def test_five_cards_each_and_knights_and_jewels_go_face_up_to_the_field():
    roxanne, diamond = KNIGHTS[0], JEWELS[0]
    warrior, orc, fire = ids_of("Warrior")[0], ids_of("Orc (1D+1)")[0], ids_of("Fire Ball")[0]
    first = [roxanne, diamond, warrior, orc, fire]
    rest = [c for c in deck() if c not in first]
    order = first + sorted(rest, key=lambda c: c < 14)  # the others get no special card
    state, events = dealt_state(3, order)
    assert state.chars[0] == [roxanne] and state.jewels[0] == [diamond]
    assert state.hands[0] == sorted([warrior, orc, fire])  # no replacement: 3 cards
    assert [len(h) for h in state.hands[1:]] == [5, 5]
    assert len(state.stock) == 64 - 15
    assert of_type(events, DealtToField) == [DealtToField(0, (roxanne, diamond))]
    assert state.view(1).sides == ("light", "neutral", "neutral")
    # the next card of the shuffle is the first drawn
    assert state.stock[-1] == order[15]


def test_a_deal_is_seen_only_by_its_player():
    state, events = dealt_state(4, deck())
    dealt = of_type(events, Dealt)
    assert len(dealt) == 4
    for event in dealt:
        assert event.for_viewer(event.seat).cards == tuple(state.hands[event.seat])
        for other in [None, *range(4)]:
            if other != event.seat:
                assert event.for_viewer(other).cards is None


def test_the_first_player_is_drawn_by_lot_and_draws_first():
    state, _ = dealt_state(5, list(reversed(deck())))
    assert state.to_move() == CHANCE
    assert state.why_illegal(Roll((6,))) is not None  # a lot among 5 players
    assert state.why_illegal(Roll((0,))) is not None
    top = state.stock[-1]
    events = state.apply(Roll((3,)))
    assert of_type(events, FirstPlayer) == [FirstPlayer(2)]
    assert of_type(events, TurnStarted)[0].seat == 2
    assert state.turn == 2 and state.to_move() == 2 and state.phase == PH_MAIN
    assert top in state.hands[2] or top in state.chars[2] or top in state.jewels[2]


def test_the_lot_is_fair_over_seeds():
    import random

    firsts = set()
    for seed in range(60):
        rng = random.Random(seed)
        state = GAME.new_state(3)
        state.apply(state.chance_action(rng))
        state.apply(state.chance_action(rng))
        firsts.add(state.first)
    assert firsts == {0, 1, 2}


def test_every_jewel_and_knight_dealt_starts_the_end_at_once():
    specials = list(KNIGHTS + JEWELS)
    order = specials + [c for c in deck() if c not in specials]
    state, _ = dealt_state(8, order)  # 40 cards dealt: all 14 of them among them
    events = state.apply(Roll((1,)))
    assert of_type(events, EndCountdown) == [EndCountdown(16)]
    assert state.end_turns == 15  # the first turn and 15 more: two each


def test_sides_of_the_cards():
    assert {t.side for t in CATALOGUE if t.name in ("Warrior", "Magician", "Thief")} == \
        {"light"}
    from games.monstermaker5.cards import SIDE

    assert SIDE[ids_of("Orc (1D)")[0]] == DARK and SIDE[KNIGHTS[3]] == LIGHT
