"""What the Fool's Field table tests share: fixtures at both sizes, matches, a seeded
chooser, phase snapshots, and the checks that no hidden face is drawn."""

from __future__ import annotations

import random

from engine.core import CHANCE
from engine.match import COMPUTER, HUMAN, Match, Seat
from games import REGISTRY
from games.fools_field import rules as R
from games.fools_field.cards import card_code
from games.fools_field.rules import FieldState
from tests.ui.helpers import frames
from tests.ui.table_util import table_scene
from ui.tables.fools_field import FoolsFieldTable

GAME = REGISTRY["fools_field"]
BY_CODE = {card_code(c): c for c in range(23)}


def card(code: str) -> int:
    return BY_CODE[code]


def new_match(seed, match=False, humans=(0,)):
    seats = [Seat(f"Player {i + 1}", HUMAN) if i in humans else
             Seat(f"Computer {i + 1}", COMPUTER, "random") for i in range(2)]
    return Match(GAME, 2, seats, {"match": match}, seed=seed)


def choose(state, rng):
    """A random move that seldom concedes: ties are offered now and then (and mostly
    declined), a resignation is rare, so games run long and every event shows up."""
    legal = state.legal_actions()
    kinds = {type(a): a for a in legal}
    if R.DeclineTie in kinds:
        return kinds[R.AcceptTie] if rng.random() < 0.25 else kinds[R.DeclineTie]
    r = rng.random()
    if R.OfferTie in kinds and r < 0.02:
        return kinds[R.OfferTie]
    if r > 0.998:
        return kinds[R.Resign]
    moves = [a for a in legal if not isinstance(a, (R.OfferTie, R.Resign))]
    return rng.choice(moves)


def step(match, rng):
    if match.to_move() == CHANCE:
        match.advance_chance()
    else:
        match.play(choose(match.state, rng))


def advance_until(match, rng, predicate, limit=4000) -> bool:
    for _ in range(limit):
        if match.is_over():
            return False
        if match.to_move() != CHANCE and predicate(match.state):
            return True
        step(match, rng)
    return False


def phase_snapshots(seed, match=True, viewer=0):
    """(view, legal or None) at the first time each (phase, viewer to move) is seen in
    one random match, plus the shuffle between games and the end."""
    m = new_match(seed, match)
    rng = random.Random(seed)
    seen = {}
    while not m.is_over():
        st = m.state
        key = (m.view(viewer).phase, st.to_move() == viewer)
        if key not in seen:
            legal = st.legal_actions() if st.to_move() == viewer else None
            seen[key] = (m.view(viewer), legal)
        step(m, rng)
    seen[("over", False)] = (m.view(viewer), None)
    return seen


def face_cards(table) -> set[int]:
    return {key[1] for key, s in table.sprites.items()
            if key[0] == "c" and s.visible and s.alpha > 0.01 and s.flip >= 0.5}


def seen_cards(view) -> set[int]:
    """What the viewer may see face up: its hand, its discards and the field."""
    return set(view.hand) | set(view.my_discards) | {c for c in view.field if c >= 0}


def assert_no_hidden_face(table, *views, resting=True):
    """Every face showing is one of the viewer's own cards or a field card (of the view
    before or after the step animated): never the opponent's hand, the deck or the
    opponent's discards."""
    allowed = set().union(*(seen_cards(v) for v in views))
    assert face_cards(table) <= allowed
    for key, s in table.sprites.items():
        if s.face is not None and s.visible and s.alpha > 0.01 and s.flip >= 0.5:
            assert s.card in allowed, (key, s.card)
        if key[0] != "c" and resting:
            assert s.face is None, f"{key} lies face down and has no face to show"


def tie_race_state() -> FieldState:
    """The deck is out and the battle started with one card in each hand: seat 0 (the
    start player) holds the 4 Shields, seat 1 a card with Flowers right and left, which
    fits beside it."""
    hands = [[card("SSSS")], [card("SFSF")]]
    rest = [c for c in range(23) if c not in (card("SSSS"), card("SFSF"))]
    return FieldState.from_position(hands=hands, deck=(), discards=(rest[:11], rest[11:]),
                                    tie_battle=True, start_player=0)


def synced(scene, match):
    fresh = FoolsFieldTable(scene, GAME, match.names, scene.viewer)
    fresh.layout(scene.table_rect)
    fresh.sync(match.view(scene.viewer))
    return fresh


def decision_scene(app, seed, predicate, match_mode=False):
    for s in range(seed, seed + 60):
        match = new_match(s, match_mode)
        if advance_until(match, random.Random(s), lambda st: st.to_move() == 0 and
                         predicate(st)):
            scene = table_scene(app, match)
            scene.prepare_decision()
            frames(app, 1)
            return scene, match
    raise AssertionError("no seed reached the position")


def legal_cells(state) -> dict[int, set[int]]:
    out: dict[int, set[int]] = {}
    for a in state.legal_actions():
        if isinstance(a, R.Deploy):
            out.setdefault(a.card, set()).add(a.cell)
    return out


def busy_play(st) -> bool:
    return st.phase == 1 and st.occupied.bit_count() >= 3 and len(legal_cells(st)) >= 2 \
        and any(c not in legal_cells(st) for c in range(23) if st.hands[0] >> c & 1)


def strip_point(sprite):
    """A point of a hand card that no other card covers (its left strip)."""
    r = sprite.hit_rect()
    return r.left + max(3, r.w // 10), r.centery
