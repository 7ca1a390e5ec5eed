"""What the others' choices tell about their hidden cards in Makai Fuda (Hard's weighted
determinisations).

`observation_weight(state, view)` is how likely the others' face-down predictions and
the plays seen in this tournament were, had they held the hands and predictions of the
determinised `state`: `prediction_weight` times `plays_weight`.

`prediction_weight`: the sampler puts a random hidden Monster face down for each player,
so about as often Red as Blue. Players do not root that way: ties for the most wins go
Blue > Green > Yellow > Red, so under the heuristic's play Blue wins a tournament about
45% of the time, Green 28%, Yellow 20% and Red 7% (1000 deals, rollout policy), and a
player who has seen a few tournaments roots for Blue far more often (Normal's searches
chose Blue 69%, Green 22%, Yellow 9%, Red never, in 32 predictions). Each other player's
face-down prediction weighs `PREDICTION_PRIOR[its type]`.

`plays_weight` is how likely the other players' plays seen in this tournament were, had
they held the hands and the face-down predictions of the determinised `state` and
played like the Easy heuristic (`games.makai_fuda.ai._play`):
each play the heuristic would have made (or could have, its tie-breaking noise aside)
counts 1, any other `PLAY_MISS` (soft: players deviate, and the heuristic is only a
model of them). The prediction is what matters
most: a player who keeps feeding Red into the matches is more likely rooting for Red.

Each play is judged from what its player knew then: its hand (now, and the cards it
played since), the matches finished before (their dice and cards), the field before it,
and its own prediction. Not weighed: a play from the prediction (Variant II), and every
play of a seat that used Variant II this tournament (its prediction changed on the way),
and plays where the rules left one choice.
"""

from __future__ import annotations

from games.makai_fuda.ai import _play
from games.makai_fuda.moves import PLAY
from games.makai_fuda.view import MakaiView

PLAY_MISS = 0.6  # the weight of a play the heuristic would not have made
# The weight of a face-down prediction of each Monster type (Blue, Green, Yellow, Red):
# about how often a player who knows the tie order roots for it, relative to Blue, over
# how often the sampler puts it face down (a quarter each).
PREDICTION_PRIOR = (1.0, 0.4, 0.2, 0.05)


class _Favour:
    """Stands for the heuristic's rng, whose noise (one draw per legal card, in order)
    only breaks near-ties: the card at `index` gets the most noise, the others none, so
    the heuristic picks it exactly when it was among its best (within the noise)."""

    __slots__ = ("calls", "index")

    def __init__(self, index: int):
        self.index = index
        self.calls = -1

    def random(self) -> float:
        self.calls += 1
        return 1.0 if self.calls == self.index else 0.0


class _PastView:
    """The few view fields `_play` reads, as a past play's player saw them."""

    __slots__ = ("chips", "dice", "hand", "match", "monsters", "num_players", "out",
                 "plays", "predictions", "seat")


def legal_cards(hand, field_types: int) -> list[int]:
    """The cards the rules let a player with `hand` play on a field holding the Monster
    types in the bit mask `field_types` (a lead: any card): a Monster of a type not on
    the field, or Magic beside one; with no such Monster, any card."""
    if not field_types:
        return list(hand)
    fresh = [c for c in hand if c < 64 and not field_types >> (c >> 4) & 1]
    if not fresh:
        return list(hand)
    return fresh + [c for c in hand if c >= 64]


def observed_plays(view: MakaiView) -> list[tuple[int, int, tuple, int]]:
    """(match index, seat, the field before it, card) of every card played from a hand
    in this tournament, in play order (the field as `MakaiView.plays` gives it)."""
    matches = [m[1] for m in view.matches]
    matches.append(view.plays)
    out = []
    for k, plays in enumerate(matches):
        for i, (seat, card, _target, from_prediction) in enumerate(plays):
            if not from_prediction:
                out.append((k, seat, tuple(plays[:i]), card))
    return out


def observation_weight(state, view: MakaiView) -> float:
    """How likely the others' predictions and plays this tournament were with `state`'s
    hands and predictions (see the module docstring)."""
    return prediction_weight(state, view) * plays_weight(state, view)


def prediction_weight(state, view: MakaiView) -> float:
    """The product of `PREDICTION_PRIOR` over the others' face-down predictions in
    `state` (1 for a spectator, or once the predictions are revealed)."""
    if view.seat is None or view.revealed:
        return 1.0
    weight = 1.0
    predictions = state.predictions
    for s, face_down in enumerate(view.predicted):
        if face_down and s != view.seat:
            weight *= PREDICTION_PRIOR[predictions[s] >> 4]
    return weight


def plays_weight(state, view: MakaiView) -> float:
    """How likely the others' plays this tournament were with `state`'s hands and
    predictions (see the module docstring): the product of 1 per play `_play` would
    have made and `PLAY_MISS` per other play."""
    if view.phase not in ("play", "target") or view.seat is None:
        return 1.0
    plays = observed_plays(view)
    if not plays:
        return 1.0
    me = view.seat
    n = view.num_players
    still: dict[int, list[int]] = {}  # each seat's cards played from each play on
    for _, s, _, card in plays:
        still.setdefault(s, []).append(card)
    dice = [0, 0, 0, 0]
    out: list[int] = []
    done = 0  # matches finished before the play being judged
    seen = _PastView()
    seen.num_players = n
    seen.monsters = view.monsters
    seen.chips = view.chips
    weight = 1.0
    for k, s, before, card in plays:
        while done < k:  # the dice and cards of the matches finished before this play
            _, field, winner, _ = view.matches[done]
            if winner is not None:
                dice[winner] += 1
            out.extend(c for _, c, _, _ in field)
            done += 1
        since = still[s]
        hand = sorted(state.hands[s] + since)  # its hand then: now, and what it played since
        since.pop(0)
        if s == me or view.switched[s]:
            continue
        field_types = 0
        for _, c, _, _ in before:
            if c < 64:
                field_types |= 1 << (c >> 4)
        legal = legal_cards(hand, field_types)
        if len(legal) < 2:
            continue
        predictions = [-1] * n
        predictions[s] = state.predictions[s]
        seen.seat = s
        seen.hand = tuple(hand)
        seen.predictions = predictions
        seen.plays = before
        seen.dice = tuple(dice)
        seen.match = k
        seen.out = tuple(out)
        if card not in legal:  # not this deal's hand (never for a sampled deal)
            weight *= PLAY_MISS
            continue
        favour = _Favour(legal.index(card))
        if _play(seen, [PLAY[c] for c in legal], favour).card != card:
            weight *= PLAY_MISS
    return weight
