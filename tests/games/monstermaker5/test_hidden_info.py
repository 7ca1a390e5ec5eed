"""Hidden information: no view, event or log line shows a seat a card it may not know
(hands, the stock, face-down Spells before their reveal), over random games; sampled
states agree with the view they come from."""

from __future__ import annotations

import dataclasses
import random

import pytest

from games.monstermaker5.cards import JAIL, NAME, SPECIALS
from games.monstermaker5.events import Dealt, Drew, SpellCommitted, SpellsRevealed
from games.monstermaker5.view import FACE_DOWN, visible_cards
from tests.games.monstermaker5.util import GAME, random_states

# event fields that hold cards (a tuple of cards, or one card; -1 for none)
CARD_FIELDS = ("card", "cards", "hand", "discarded", "jailed", "thief", "attackers",
               "targets", "spell", "spells", "sides")


def event_cards(event) -> set[int]:
    out: set[int] = set()
    for f in dataclasses.fields(event):
        value = getattr(event, f.name)
        if isinstance(event, SpellsRevealed):  # (side, caster, card) each
            out.update(card for _, _, card in value)
        elif f.name == "target" and type(event).__name__ in ("AttackDeclared", "ThiefSent"):
            out.add(value)
        elif f.name in CARD_FIELDS:
            if isinstance(value, tuple):
                for v in value:
                    out.update(v if isinstance(v, tuple) else (v,))
            elif isinstance(value, int) and f.name != "hand":
                out.add(value)
    return {c for c in out if type(c) is int and 0 <= c < JAIL}


@pytest.mark.parametrize("n", [2, 3, 5, 8])
def test_no_event_shows_a_seat_a_card_outside_its_knowledge(n):
    for seed in range(3):
        for _, _, events, state in random_states(n, 100 * n + seed):
            for viewer in [None, *range(n)]:
                allowed = visible_cards(state.view(viewer))
                for event in events:
                    seen = event.for_viewer(viewer)
                    if seen is None:
                        continue
                    leaked = event_cards(seen) - allowed
                    assert not leaked, (viewer, seen)


@pytest.mark.parametrize("n", [2, 4, 8])
def test_views_hold_no_hidden_card(n):
    for before, _, _, _ in random_states(n, 7 + n, every=3):
        if before is None:
            continue
        for seat in [None, *range(n)]:
            view = before.view(seat)
            hidden = set(before.stock)
            for s in range(n):
                if s != seat:
                    hidden.update(c for c in before.hands[s] if c not in before.shown[s])
            b = before.battle
            if b is not None and not b.revealed:
                hidden.update(c for side, c in enumerate(b.spell)
                              if c >= 0 and b.caster[side] != seat)
            assert not visible_cards(view) & hidden, seat
            if seat is None:
                assert view.hand == ()
            if b is not None:
                for side, c in enumerate(b.spell):
                    if c >= 0 and not b.revealed and b.caster[side] != seat:
                        assert view.battle.spells[side] == FACE_DOWN


def test_redacted_log_lines_name_no_hidden_card():
    names = ["Ann", "Bo", "Cy"]
    for _, _, events, _ in random_states(3, 5):
        for event in events:
            if isinstance(event, (Dealt, Drew, SpellCommitted)):
                owner = event.seat
                for viewer in [None, *range(3)]:
                    if viewer == owner:
                        continue
                    line = event.for_viewer(viewer).describe(names)
                    cards = event.cards if isinstance(event, Dealt) else (event.card,)
                    for c in cards or ():
                        if c is not None and c not in SPECIALS:
                            assert NAME[c] not in line, (viewer, line)


@pytest.mark.parametrize("n", [2, 6])
def test_sampled_states_agree_with_the_view_and_differ_in_hidden_cards(n):
    rng = random.Random(3)
    differed = False
    for before, _, _, _ in random_states(n, 40 + n, every=7):
        if before is None:
            continue
        for seat in range(n):
            view = before.view(seat)
            a = GAME.sample_state(view, rng)
            b = GAME.sample_state(view, rng)
            assert a.view(seat) == b.view(seat) == view
            assert a.view(None) == before.view(None)
            assert sorted(a.card_places()) == list(range(64))
            differed = differed or a.hands != b.hands or a.stock != b.stock
            if before.to_move() == seat:
                assert a.legal_actions() == before.legal_actions()
    assert differed


def test_a_view_for_a_seat_outside_the_table_is_refused():
    state = GAME.new_state(3)
    for seat in (-1, 3, "0", True, 1.0):
        with pytest.raises(ValueError):
            state.view(seat)
    assert state.view(None).hand == ()
