"""Why an action is refused: `MakaiState.why_illegal`, in the words of the rule.

It agrees with `MakaiState.legal_actions()` (None exactly for the actions listed there)
and checks every field by exact type, so `Play(True)` is never taken for `Play(1)`.
"""

from __future__ import annotations

from engine.actions import Shuffle, shuffle_problem
from games.makai_fuda.cards import MONSTER_NAMES, card_name, is_card
from games.makai_fuda.judging import monsters_text
from games.makai_fuda.moves import Boost, Play, PlayPrediction, Predict
from games.makai_fuda.phases import (
    PH_DEAL,
    PH_LOT,
    PH_OVER,
    PH_PLAY,
    PH_PREDICT,
    PH_SWITCH,
    PH_TARGET,
)


def why_illegal(st, action) -> str | None:
    """None exactly when `action` is legal in `st`; otherwise the rule, in a sentence a
    player understands. Never raises, whatever `action` is."""
    ph = st.phase
    if ph == PH_OVER:
        return "The game is over."
    if ph == PH_LOT:
        if not isinstance(action, Shuffle):
            return "The first Start Player is drawn by lot now."
        return shuffle_problem(action, st.num_players)
    if ph == PH_DEAL:
        return shuffle_problem(action, len(st.cards))
    seat = st.turn
    hand = st.hands[seat]
    if ph == PH_PREDICT:
        if isinstance(action, Predict):
            return _prediction_problem(st, action.card, hand, -1)
        return ("Everyone first puts a Monster card of their hand face down: the "
                "Monster they root for.")
    if ph == PH_PLAY:
        if isinstance(action, Play):
            return _play_problem(st, action.card, hand)
        if isinstance(action, PlayPrediction):
            return _switch_problem(st, seat)
        if isinstance(action, Predict):
            return "Your prediction lies face down already: play a card to the match."
        if isinstance(action, Boost):
            return "Magic chooses its target right after it is played."
        return "Play a card of your hand to the match."
    if ph == PH_TARGET:
        if not isinstance(action, Boost):
            return "Choose the Monster on the field that your Magic boosts by +3."
        m = action.monster
        if type(m) is not int or m not in st.monsters:
            if type(m) is int and 0 <= m < len(MONSTER_NAMES):
                return (f"There is no {MONSTER_NAMES[m]} Monster in this game: 3 players "
                        f"leave out every Green card.")
            return f"There is no Monster {m!r} in this game."
        if m not in st.order:
            return (f"{MONSTER_NAMES[m]} is not on the field: Magic boosts a Monster on "
                    f"the field ({monsters_text(st.order)}).")
        return None
    if ph == PH_SWITCH:
        if not isinstance(action, Predict):
            return ("Put a Monster of another type face down as your new prediction.")
        return _prediction_problem(st, action.card, hand, st.switch_from[seat] >> 4)
    return "No action is possible now."

def _card_problem(st, c, hand) -> str | None:
    if not is_card(c):
        return f"There is no card {c!r} in this game."
    if c not in st.cards:
        return (f"{card_name(c)} is not a card of this game: 3 players leave out every "
                f"Green card and one Magic card.")
    if c not in hand:
        return f"{card_name(c)} is not in your hand."
    return None

def _prediction_problem(st, c, hand, other_than: int) -> str | None:
    problem = _card_problem(st, c, hand)
    if problem:
        return problem
    if c >= 64:
        return "Your prediction must be a Monster card, never Magic."
    if c >> 4 == other_than:
        return (f"Your new prediction must be a Monster of another type than the "
                f"{MONSTER_NAMES[other_than]} you just revealed.")
    return None

def _play_problem(st, c, hand) -> str | None:
    problem = _card_problem(st, c, hand)
    if problem or c >= 64 or not st.plays:
        return problem
    fm = st.field_mask
    if fm >> (c >> 4) & 1:
        fresh = sorted({x >> 4 for x in hand if x < 64 and not fm >> (x >> 4) & 1})
        if fresh:
            return (f"{MONSTER_NAMES[c >> 4]} is already on the field: you must play a "
                    f"Monster that is not on the field yet (you hold "
                    f"{monsters_text(fresh)}), or Magic.")
    return None

def _switch_problem(st, seat: int) -> str | None:
    if not st.go_that_way:
        return ("Variant II (Let's Go That Way After All) is not in play in this game: "
                "your prediction stays face down.")
    if st.switched[seat]:
        return "You have already changed your prediction once this tournament."
    if st.predictions[seat] < 0:
        return "You have no prediction face down yet."
    if not st._may_switch(seat):
        kind = MONSTER_NAMES[st.predictions[seat] >> 4]
        return (f"You hold no Monster of another type than {kind} to put face down as "
                f"your new prediction.")
    return None
