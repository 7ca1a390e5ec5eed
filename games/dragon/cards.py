"""The cards of Slaughter the Dragon "Ha" as plain data.

48 play cards: Purple, Red, Blue and Green, 1 to 12 each. A card is the int
`colour << 4 | rank` (see `engine.cards`), so a colour is `card >> 4` and a number is
`card & 15`. Purple is colour 0, so a card is Purple exactly when `card < 16`.

The Trump Indicator deck holds two cards of each colour in use; a Trump Indicator card
is just its colour (an int). The set-up by player count is `SETUPS[num_players]`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from engine.cards import SuitedDeck, make_card

PURPLE, RED, BLUE, GREEN = 0, 1, 2, 3
COLOUR_NAMES = ("Purple", "Red", "Blue", "Green")
# A symbol per colour for colour-blind players (the UI draws it on every card).
COLOUR_SYMBOLS = ("\u2620", "\u25b2", "\u25cf", "\u25a0")  # skull, triangle, disc, square
COLOUR_LETTERS = ("P", "R", "B", "G")
RANKS = tuple(range(1, 13))
DECK = SuitedDeck(COLOUR_NAMES, RANKS)

TOKEN_BODY = "body"
TOKEN_HEAD = "head"
TOKEN_POINTS = 5          # each Dragon Head or Body token
MOON_BONUS = 60           # Shoot the Moon: the achiever
MOON_PENALTY = -20        # Shoot the Moon: everyone else
GAME_END_SCORE = -100     # the game ends when someone has this score or less
PURPLE_TOTAL = sum(RANKS)  # 78 points of purple in every round


@dataclass(frozen=True)
class Setup:
    """What a player count uses (the rulebook's two set-up tables)."""

    colours: tuple[int, ...]  # the colours of the play cards in use
    body_tokens: int          # Dragon Body tokens (the Dragon Head is always there too)
    hand: int                 # cards dealt to each player
    scale: int                # cards left face down as the Inverted Scale

    @cached_property
    def cards(self) -> tuple[int, ...]:
        return tuple(make_card(c, r) for c in self.colours for r in RANKS)

    @cached_property
    def trump_deck(self) -> tuple[int, ...]:
        """The Trump Indicator cards (colours), two per colour in use, unshuffled."""
        return tuple(c for c in self.colours for _ in range(2))

    @cached_property
    def non_purple_mask(self) -> int:
        """A bit per colour in use other than Purple (what leading Purple while it is
        locked shows the leader's hand to be void in)."""
        return sum(1 << c for c in self.colours if c != PURPLE)

    @property
    def tricks(self) -> int:
        return self.hand

    def round_total(self) -> int:
        """What a round's scores add up to without Shoot the Moon (-23 or -33)."""
        return TOKEN_POINTS * self.tricks - PURPLE_TOTAL


SETUPS = {
    3: Setup((PURPLE, RED, BLUE), 10, 11, 3),
    4: Setup((PURPLE, RED, BLUE, GREEN), 10, 11, 4),
    5: Setup((PURPLE, RED, BLUE, GREEN), 8, 9, 3),
}


def card(colour: int, rank: int) -> int:
    return make_card(colour, rank)


def colour_of(c: int) -> int:
    return c >> 4


def rank_of(c: int) -> int:
    return c & 15


def card_name(c: int) -> str:
    return DECK.name(c)


def short_name(c: int) -> str:
    """"P7", "R12": compact, for logs and tests."""
    return f"{COLOUR_LETTERS[c >> 4]}{c & 15}"


def cards_text(cards) -> str:
    return ", ".join(card_name(c) for c in cards) if cards else "nothing"


def parse(text: str) -> int:
    """"P7" or "Red 12" -> the card int (for tests and tools); ValueError otherwise."""
    t = text.strip()
    for colour, name in enumerate(COLOUR_NAMES):
        for prefix in (name + " ", COLOUR_LETTERS[colour]):
            if t.lower().startswith(prefix.lower()):
                rest = t[len(prefix):].strip()
                if rest.isdigit() and 1 <= int(rest) <= 12:
                    return make_card(colour, int(rest))
    raise ValueError(f"not a card: {text!r}")


def parse_cards(text: str) -> list[int]:
    """"P7 R12 B3" -> cards."""
    return [parse(t) for t in text.split()]
