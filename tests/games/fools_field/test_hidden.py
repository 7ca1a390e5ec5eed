"""Hidden information: hands, the deck order and discards never reach the other seat."""

import dataclasses
import random

import pytest

from engine.core import CHANCE, playable_actions
from games import REGISTRY
from games.fools_field.ai import policy
from games.fools_field.cards import card_name
from games.fools_field.rules import RETREAT, Dealt, Deploy, Deployed, Discard, Discarded, Drew

from .helpers import card, field_cards, field_of, position

GAME = REGISTRY["fools_field"]


def cards_in(event) -> set[int]:
    """Every card an event names (fields card, cards, hands)."""
    out: set[int] = set()
    for f in dataclasses.fields(event):
        value = getattr(event, f.name)
        if f.name == "card" and value is not None:
            out.add(value)
        elif f.name == "cards" and value is not None:
            out.update(value)
        elif f.name == "hands":
            for hand in value:
                out.update(hand or ())
    return out


def cards_named(line: str) -> set[int]:
    """The cards a log line names (no card's name is part of another's, nor of two
    names listed with ", ")."""
    return {c for c in range(23) if card_name(c) in line}


def test_card_names_are_found_only_whole():
    line = "Ann deploys Swords top, right & bottom to the centre; Bob holds Sword top, 4 Flowers."
    assert cards_named(line) == {card("WWWS"), card("WSSS"), card("FFFF")}


def own_cards(state, viewer) -> set[int]:
    view = state.view(viewer)
    return set(view.hand) | set(view.my_discards) | {c for c in view.field if c >= 0}


@pytest.mark.parametrize("seed", range(12))
def test_every_event_a_seat_receives_names_only_cards_it_may_know(seed):
    rng = random.Random(seed)
    state = GAME.new_state(2, {"match": seed % 2 == 1})
    seen = {0: set(), 1: set(), None: set()}
    while not state.is_over():
        if state.to_move() == CHANCE:
            action = state.chance_action(rng)
            for viewer in seen:
                seen[viewer] = set()  # a new game: every card goes back into the deck
        else:
            seat = state.to_move()
            legal = state.legal_actions()
            action = policy(state.view(seat), legal, rng) if seed % 3 else \
                rng.choice(playable_actions(legal))
        before = {v: own_cards(state, v) if v is not None else
                  {c for c in state.view(None).field if c >= 0} for v in seen}
        events = state.apply(action)
        for viewer in seen:
            after = own_cards(state, viewer) if viewer is not None else \
                {c for c in state.view(None).field if c >= 0}
            allowed = seen[viewer] | before[viewer] | after
            for event in events:
                shown = event.for_viewer(viewer)
                if shown is not None:
                    assert cards_in(shown) <= allowed, (viewer, shown)
                    line = shown.describe(["Ann", "Bob"])
                    assert cards_named(line) <= allowed, (viewer, line)
            seen[viewer] = allowed


def test_private_events_are_redacted_and_reveal_only_to_their_owner():
    drew = Drew(0, 2, (3, 4), 5)
    assert drew.for_viewer(0) == drew and drew.for_viewer(1).cards is None
    assert drew.for_viewer(None).cards is None
    assert drew.reveals_to(0) and not drew.reveals_to(1)
    discarded = Discarded(1, 7, 0)
    assert discarded.for_viewer(0).card is None and discarded.for_viewer(1).card == 7
    assert not discarded.reveals_to(0) and not discarded.reveals_to(1)
    dealt = Dealt(0, 6, ((1, 2), (3, 4)), 11)
    assert dealt.for_viewer(0).hands == ((1, 2), None)
    assert dealt.for_viewer(1).hands == (None, (3, 4))
    assert dealt.for_viewer(None).hands == (None, None)
    assert dealt.reveals_to(0) and dealt.reveals_to(1) and not dealt.reveals_to(None)
    deployed = Deployed(0, 5, 4, 3)
    assert deployed.reveals_to(1) and not deployed.reveals_to(0)


def base_position(hand1, deck, discards1=(), known1=()):
    placed = {4: card("WWWW")}
    hand0 = [card("SSWS"), card("SSSS")]
    return position(hands=[hand0, hand1], field=placed, deck=deck,
                    discards=[[], list(discards1)], known=[[], list(known1)])


def split(cards_used):
    return [c for c in range(23) if c not in cards_used]


def test_states_differing_only_in_hidden_cards_give_the_same_views():
    fixed = {card("WWWW"), card("SSWS"), card("SSSS")}
    free = split(fixed)
    a = base_position(free[:4], free[4:15], free[15:])
    b = base_position(free[1:5], [free[0], *free[5:15]], free[15:])           # hand <-> deck
    c = base_position(free[:4], list(reversed(free[4:15])), free[15:])         # deck order
    d = base_position(free[:4], [*free[4:14], free[15]], [free[14], *free[16:]])  # discards
    for other in (b, c, d):
        assert other.view(0) == a.view(0)
        assert other.view(None) == a.view(None)
    assert b.view(1) != a.view(1)
    assert c.view(1) == a.view(1)  # nobody sees the deck order


def test_sampled_states_keep_known_cards_with_their_holder():
    fixed = {card("WWWW"), card("SSWS"), card("SSSS")}
    free = split(fixed)
    known = free[:3]
    state = base_position(free[:5], free[5:15], free[15:], known1=known)
    view = state.view(0)
    assert view.known == ((), tuple(sorted(known)))
    rng = random.Random(3)
    for _ in range(200):
        sampled = GAME.sample_state(view, rng)
        assert sampled.view(0) == view
        theirs = set(sampled.view(1).hand) | set(sampled.view(1).my_discards)
        assert set(known) <= theirs


def test_sampled_states_respect_when_cards_were_discarded():
    # Seat 1 retreats with 1 card in hand, takes 6 known cards and discards one; later it
    # places its one unknown card (the 4 Flowers) and draws one. Its discard can only be
    # one of the 6 known cards, never the card it drew afterwards.
    layout = {4: ("WWWW", 1), 3: ("SWSS", 1), 5: ("SSSW", 1), 1: ("SSWS", 0),
              7: ("WSSS", 0), 0: ("SFFS", 0)}
    hand1 = [card("FFFF")]
    hand0 = [card("SSSS"), card("WWSS"), card("WSWS"), card("WSSW"), card("SWWS"),
             card("SWSW")]
    state = position(hands=[hand0, hand1], field=field_of(layout), start_player=1,
                     deck=split(set(field_cards(layout)) | set(hand1) | set(hand0)))
    state.apply(RETREAT)
    state.apply(Discard(card("SFFS")))
    state.apply(Deploy(card("SSSS"), 4))
    state.apply(Deploy(card("FFFF"), 1))
    state.apply(RETREAT)
    events = state.apply(Discard(card("WWSS")))
    assert [type(e).__name__ for e in events] == ["Discarded", "BattleStarted"]
    view = state.view(0)
    known = set(view.known[1])
    assert known == set(field_cards(layout))
    assert view.hand_sizes[1] == 6 and view.discard_sizes[1] == 1
    rng = random.Random(5)
    for _ in range(300):
        sampled = GAME.sample_state(view, rng)
        assert sampled.view(0) == view
        discarded = sampled.view(1).my_discards
        assert len(discarded) == 1 and discarded[0] in known
