"""The in-app rules and the rules module docstring state the rules, the DESIGN.md
rulings and every reading chosen where the rulebook is unclear."""

import pytest

from games import REGISTRY
from games.fools_field import rules
from games.fools_field.rules import RULES_SECTIONS

GAME = REGISTRY["fools_field"]
TEXTS = {"rules_text": GAME.rules_text, "docstring": " ".join(rules.__doc__.split())}

# (what the text must say, words that say it) for each rule and reading.
STATEMENTS = [
    ("23 cards, all different", "23"),
    ("a card is placed as it is held", "without turning"),
    ("a card's top points away from its placer", "points away from the player who placed"),
    ("the opponent's cards point at you", "point at you"),
    ("sides read from the placer's seat", "read from"),
    ("an example: the same card fits for one player only", "Sword bottom"),
    ("a retreated card is held index up by its new holder", "index up"),
    ("each player sees the field from their own side", "from their own side"),
    ("6 cards each, alternately", "alternately"),
    ("the loser of the previous game starts", "loser of the previous game"),
    ("the first card goes to the centre with no condition", "no condition"),
    ("every touching side must match", "Shield against Flower"),
    ("the grid is fixed around the centre card", "fixed around the centre card"),
    ("a full grid forces a retreat", "next player must retreat"),
    ("retreat: discard down to 6", "until they hold 6"),
    ("the non-retreater starts the next battle", "did not retreat starts"),
    ("cannot place: must retreat", "must retreat"),
    ("voluntary retreat", "when a card could"),
    ("no retreat from an empty field", "retreating from an empty field is not a move"),
    ("empty hand while the deck lasts", "while the deck still has cards does not win"),
    ("the tie race", "tie"),
    ("the tie's start player is the battle's", "start player of that battle"),
    ("a match tie scores 1 and a half", "half"),
    ("resign at any of your decisions", "any of your decisions"),
    ("a tie offer is answered by the other seat", "computer player answers"),
    ("the repetition tie", "same start player for the third time"),
    ("repetition only once the deck is empty", "once the deck is empty"),
    ("the discard area", "Discard Area"),
]


def plain(text: str) -> str:
    """The text without bold marks, on one line."""
    return " ".join(text.replace("**", "").split())


@pytest.mark.parametrize("where", TEXTS)
@pytest.mark.parametrize("rule,words", STATEMENTS)
def test_the_rules_texts_state_every_rule_and_reading(where, rule, words):
    text = plain(TEXTS[where])
    alternatives = {
        "until they hold 6": ("until they hold 6", "until you hold 6"),
        "did not retreat starts": ("did not retreat starts", "did not retreat becomes"),
        "when a card could": ("when a card could", "when a card would"),
        "loser of the previous game": ("loser of the previous game",),
        "next player must retreat": ("next player must retreat",
                                     "next player to retreat"),
        "points away from the player who placed": ("points away from the player who placed",
                                                   "points away from its placer"),
        "same start player for the third time": ("same start player for the third time",),
        "from their own side": ("from their own side", "from your side"),
    }.get(words, (words,))
    assert any(w.lower() in text.lower() for w in alternatives), (where, rule)


def test_the_rules_text_uses_only_the_light_markup():
    for line in GAME.rules_text.splitlines():
        assert not line.startswith(" "), line  # continuation lines were joined
        if line.startswith("#"):
            assert line.startswith(("# ", "## "))


def test_the_old_fixed_sides_are_gone():
    for where, text in TEXTS.items():
        assert "never turned" not in plain(text), where
        assert "battles in a row" not in plain(text), where


def test_the_example_states_which_card_fits_for_whom():
    text = plain(GAME.rules_text)
    assert "Your cards point away from you; your opponent's point at you." in text
    assert "the same card fits for Ann and nowhere for Bob" in text


HEADINGS = ["The cards", "Set-up", "A battle: deployment", "Retreat", "Forced retreat",
            "The end", "Match mode", "Rulings"]


def test_the_rules_text_has_a_heading_per_phase_in_order():
    headings = [line[2:] for line in GAME.rules_text.splitlines() if line.startswith("# ")]
    assert [h for h in headings if h in HEADINGS] == HEADINGS


def test_every_phase_name_opens_a_heading_of_the_rules():
    from games.fools_field.state import (
        DEPLOYMENT,
        FORCED_RETREAT,
        RETREAT_DISCARDS,
        SETUP,
        THE_END,
        TIE_OFFER,
        TIE_RACE_TURN,
    )

    names = {SETUP, DEPLOYMENT, FORCED_RETREAT, RETREAT_DISCARDS, TIE_RACE_TURN, TIE_OFFER,
             THE_END}
    assert set(RULES_SECTIONS) == names and GAME.rules_sections is RULES_SECTIONS
    headings = {line[2:] for line in GAME.rules_text.splitlines() if line.startswith("# ")}
    assert set(RULES_SECTIONS.values()) <= headings


def test_phase_name_follows_the_game():
    import random

    from engine.core import CHANCE, playable_actions

    rng = random.Random(3)
    state = GAME.new_state(2, {"match": True})
    seen = set()
    while not state.is_over():
        name = state.phase_name()
        seen.add(name)
        phase = state.view(None).phase
        expected = {"shuffle": {"setup"}, "discard": {"retreat"},
                    "tie_offer": {"tie_offer"},
                    "play": {"deployment", "forced_retreat", "tie_race"}}[phase]
        assert name in expected
        if name == "forced_retreat":
            assert state.view(state.to_move()).must_retreat
        if state.to_move() == CHANCE:
            state.apply(state.chance_action(rng))
        else:
            legal = state.legal_actions()
            offer = [a for a in legal if type(a).__name__ == "OfferTie"]
            choice = offer[0] if offer and rng.random() < 0.03 else rng.choice(
                playable_actions(legal))
            state.apply(choice)
    assert state.phase_name() == "over"
    assert {"setup", "deployment", "forced_retreat", "retreat"} <= seen


def test_the_tie_race_turn_opens_the_end():
    from games.fools_field.rules import Deploy

    from .helpers import card, cards, field_cards, field_of, position, rest_except

    pair = {4: ("WWWW", 0), 1: ("SSWS", 1)}
    hands = [cards("SSSW"), cards("SSWS")]
    state = position(hands=hands, field=field_of(pair), deck=[], tie_battle=True,
                     discards=[[], rest_except(field_cards(pair), *hands)])
    state.apply(Deploy(card("SSSW"), 5))
    assert state.phase_name() == "tie_race" and RULES_SECTIONS["tie_race"] == "The end"
