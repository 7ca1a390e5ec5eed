"""The in-app rules and the rules module docstring state the rules, the DESIGN.md
rulings and every reading chosen where the rulebook is unclear."""

import pytest

from games import REGISTRY
from games.fools_field import rules
from games.fools_field.rules import STANDSTILL_LIMIT

GAME = REGISTRY["fools_field"]
TEXTS = {"rules_text": GAME.rules_text, "docstring": " ".join(rules.__doc__.split())}

# (what the text must say, words that say it) for each rule and reading.
STATEMENTS = [
    ("23 cards, all different", "23"),
    ("cards are never turned", "without turning"),
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
    ("the standstill limit", f"{STANDSTILL_LIMIT} battles in a row"),
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
    }.get(words, (words,))
    assert any(w.lower() in text.lower() for w in alternatives), (where, rule)


def test_the_rules_text_uses_only_the_light_markup():
    for line in GAME.rules_text.splitlines():
        assert not line.startswith(" "), line  # continuation lines were joined
        if line.startswith("#"):
            assert line.startswith(("# ", "## "))
