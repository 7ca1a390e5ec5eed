"""The cards of O Genre O as plain data.

Five suits: Feather and Spear 1-9, Arrow, Fire and Flower 1-10 (48 cards). A card is the
int `suit << 4 | number` (see `engine.cards`), so a suit is `card >> 4` and a number is
`card & 15`, and cards of one suit compare by their numbers.

Every card is an Angel (white) or a Devil (black), a property of the card, not a suit:
every Feather and the odd Arrow, Fire and Flower are Angels; every Spear and the even
Arrow, Fire and Flower are Devils (24 of each). A 3-player game leaves out Feather 1-3,
Spear 1-3 and the 1 and 2 of Arrow, Fire and Flower (36 cards, 18 of each): the rulebook
marks them with a star it does not list, so this choice is Card Hall's (DESIGN.md
section 7).
"""

from __future__ import annotations

from engine.cards import make_card

FEATHER, SPEAR, ARROW, FIRE, FLOWER = 0, 1, 2, 3, 4
SUITS = (FEATHER, SPEAR, ARROW, FIRE, FLOWER)
SUIT_NAMES = ("Feather", "Spear", "Arrow", "Fire", "Flower")
# Two letters a suit, for compact card names in tests and tools ("Fi7", "Sp9").
SUIT_LETTERS = ("Fe", "Sp", "Ar", "Fi", "Fl")
TOP_NUMBER = (9, 9, 10, 10, 10)  # the highest number of each suit

LIFE = {3: 20, 4: 30}       # the starting life, which is also the cap
ANGELS_DEALT = 6            # each player is dealt 6 Angel cards
DEVILS_DEALT = 6            # and 6 Devil cards
DISCARDS = 2                # each player discards 2 cards face down
TRICKS = ANGELS_DEALT + DEVILS_DEALT - DISCARDS  # 10 tricks a round
CHIPS = 4                   # black chips placed in the trump vote

# The lowest number in use per suit with 3 players (the star cards are left out).
_LOWEST_3P = (4, 4, 3, 3, 3)


def card(suit: int, number: int) -> int:
    """The card of `suit` (FEATHER..FLOWER) and `number`."""
    return make_card(suit, number)


def suit_of(c: int) -> int:
    return c >> 4


def number_of(c: int) -> int:
    return c & 15


def _devil_by_rule(c: int) -> bool:
    suit, number = c >> 4, c & 15
    return suit == SPEAR or (suit >= ARROW and number % 2 == 0)


ALL_CARDS = tuple(card(s, n) for s in SUITS for n in range(1, TOP_NUMBER[s] + 1))
# DEVIL[c] is True for a Devil card: one list look-up in the playouts' inner loops.
DEVIL = [False] * 80
for _c in ALL_CARDS:
    DEVIL[_c] = _devil_by_rule(_c)
del _c


def is_card(c: object) -> bool:
    """Whether `c` is a card of the game (an int, not a bool)."""
    return type(c) is int and 0 <= c < 80 and c in _CARD_SET


_CARD_SET = frozenset(ALL_CARDS)


def is_devil(c: int) -> bool:
    """Whether card `c` is a Devil (black); otherwise it is an Angel (white)."""
    return DEVIL[c]


def is_angel(c: int) -> bool:
    return not DEVIL[c]


def deck(num_players: int) -> tuple[int, ...]:
    """The cards in use with `num_players` (48 for 4 players, 36 for 3), sorted."""
    try:
        return _DECKS[num_players]
    except (KeyError, TypeError):
        raise ValueError(f"O Genre O is for 3-4 players, not {num_players!r}") from None


def angel_deck(num_players: int) -> tuple[int, ...]:
    """The Angel cards in use (shuffled apart from the Devils at every deal)."""
    deck(num_players)
    return _ANGEL_DECKS[num_players]


def devil_deck(num_players: int) -> tuple[int, ...]:
    deck(num_players)
    return _DEVIL_DECKS[num_players]


_DECKS = {
    4: ALL_CARDS,
    3: tuple(c for c in ALL_CARDS if (c & 15) >= _LOWEST_3P[c >> 4]),
}
_ANGEL_DECKS = {n: tuple(c for c in cards if not DEVIL[c]) for n, cards in _DECKS.items()}
_DEVIL_DECKS = {n: tuple(c for c in cards if DEVIL[c]) for n, cards in _DECKS.items()}


def card_name(c: int) -> str:
    """"Fire 7"."""
    return f"{SUIT_NAMES[c >> 4]} {c & 15}"


def card_label(c: int) -> str:
    """"Fire 7 (Angel)": the name with its side, for log lines."""
    return f"{card_name(c)} ({'Devil' if DEVIL[c] else 'Angel'})"


def short_name(c: int) -> str:
    """"Fi7", "Sp9": compact, for tests and tools."""
    return f"{SUIT_LETTERS[c >> 4]}{c & 15}"


def cards_text(cards) -> str:
    return ", ".join(card_name(c) for c in cards) if cards else "nothing"


def parse(text: str) -> int:
    """"Fi7" or "Fire 7" -> the card int (for tests and tools); ValueError otherwise."""
    t = text.strip().lower()
    for suit in SUITS:
        for prefix in (SUIT_NAMES[suit].lower() + " ", SUIT_LETTERS[suit].lower()):
            if t.startswith(prefix):
                rest = t[len(prefix):].strip()
                if rest.isdigit() and 1 <= int(rest) <= TOP_NUMBER[suit]:
                    return card(suit, int(rest))
    raise ValueError(f"not a card: {text!r}")


def parse_cards(text: str) -> list[int]:
    """"Fi7 Sp9 Fe1" -> cards."""
    return [parse(t) for t in text.split()]
