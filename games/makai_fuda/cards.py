"""The cards of Makai Fuda (魔界札) as plain data.

44 cards: four Monsters (Blue, Green, Yellow, Red) of strength 1 to 10, and 4 Magic
cards. A Monster card is the int `monster << 4 | strength` (see `engine.cards`), so its
Monster type is `card >> 4` and its strength `card & 15`; a Magic card is
`MAGIC_SUIT << 4 | k` for k = 1..4 (the four are alike: k only tells them apart).
A card is Magic exactly when `card >= 64`.

Special cards: the Boss is Red 9; Poison is Blue 3, Green 5, Yellow 4 and Red 2. With
3 players all Green cards and one Magic card are left out (33 cards).
"""

from __future__ import annotations

from engine.cards import make_card

BLUE, GREEN, YELLOW, RED = 0, 1, 2, 3
MONSTERS = (BLUE, GREEN, YELLOW, RED)
"""Every Monster type, in the order of the Prize Distribution cards and of the
tournament's tie-break (Blue > Green > Yellow > Red)."""
MONSTER_NAMES = ("Blue", "Green", "Yellow", "Red")
MONSTER_LETTERS = ("B", "G", "Y", "R")
# A symbol per Monster for colour-blind players (the UI draws it on every card).
MONSTER_SYMBOLS = ("\u25c6", "\u2663", "\u2605", "\u25b2")  # diamond, club, star, triangle
MAGIC_SUIT = 4
STRENGTHS = tuple(range(1, 11))

HAND_SIZE = 11             # every card is dealt: 11 each with 3 or 4 players
MATCHES = HAND_SIZE - 1    # one card of the hand becomes the prediction
MAGIC_BOOST = 3            # Magic adds 3 to the Monster it targets
POISON_BONUS = 100         # a Poison card while the Boss is on the field
PRIZES = (0, 50, 40, 30, 30)  # gold per correct predictor, by how many predicted it
CHIP_STEP = 10             # a losing Monster's card gets a 10 gold chip
CHIP_CAP = 40              # the most bonus gold a Prize Distribution card holds
GOAL_GOLD = 80             # the game ends after a prize phase where someone has this
SWITCH_FEE = 10            # Variant II: the price of changing the prediction
WATCH_MATCHES = 3          # Variant I: matches played before the prediction


def card(monster: int, strength: int) -> int:
    """The Monster card of `monster` (BLUE..RED) with `strength` (1-10)."""
    if monster not in MONSTERS or strength not in STRENGTHS:
        raise ValueError(f"there is no Monster card {monster!r} {strength!r}")
    return make_card(monster, strength)


MAGIC = tuple(make_card(MAGIC_SUIT, k) for k in range(1, 5))
"""The 4 Magic cards (3 players use the first three)."""
BOSS = card(RED, 9)
POISON = (card(BLUE, 3), card(GREEN, 5), card(YELLOW, 4), card(RED, 2))
"""The Poison card of each Monster, indexed by Monster type."""
POISON_MASK = 0
for _c in POISON:
    POISON_MASK |= 1 << _c
del _c


def monsters_in_play(num_players: int) -> tuple[int, ...]:
    """The Monster types in use: no Green with 3 players."""
    if num_players == 3:
        return (BLUE, YELLOW, RED)
    return MONSTERS


def deck(num_players: int) -> tuple[int, ...]:
    """The cards in use, Monsters by type and strength, then the Magic cards."""
    if num_players not in (3, 4):
        raise ValueError(f"Makai Fuda is for 3-4 players, not {num_players!r}")
    monsters = monsters_in_play(num_players)
    return (tuple(make_card(m, s) for m in monsters for s in STRENGTHS)
            + MAGIC[:len(monsters)])


DECKS = {n: deck(n) for n in (3, 4)}
MONSTER_MASKS = {n: sum(1 << m for m in monsters_in_play(n)) for n in (3, 4)}
"""A bit per Monster type in use."""


def is_magic(c: int) -> bool:
    return c >= 64


def is_poison(c: int) -> bool:
    return c < 64 and POISON_MASK >> c & 1 == 1


def is_card(c) -> bool:
    """Whether `c` is a card of the 4-player deck (an int, by exact type)."""
    return type(c) is int and (c in MAGIC or (0 <= c >> 4 <= 3 and 1 <= (c & 15) <= 10))


def card_name(c: int) -> str:
    """"Blue 7", "Red 9 (Boss)", "Yellow 4 (Poison)", "Magic"."""
    if c >= 64:
        return "Magic"
    name = f"{MONSTER_NAMES[c >> 4]} {c & 15}"
    if c == BOSS:
        return name + " (Boss)"
    if POISON_MASK >> c & 1:
        return name + " (Poison)"
    return name


def short_name(c: int) -> str:
    """"B7", "R9", "M1": compact, for tests and tools."""
    if c >= 64:
        return f"M{c & 15}"
    return f"{MONSTER_LETTERS[c >> 4]}{c & 15}"


def cards_text(cards) -> str:
    return ", ".join(card_name(c) for c in cards) if cards else "nothing"


def parse(text: str) -> int:
    """"B7", "Red 9" or "M2" -> the card int (for tests and tools); ValueError otherwise."""
    t = text.strip()
    low = t.lower()
    if low[:1] == "m" and low[1:].isdigit() and 1 <= int(low[1:]) <= 4:
        return MAGIC[int(low[1:]) - 1]
    for monster, name in enumerate(MONSTER_NAMES):
        for prefix in (name + " ", MONSTER_LETTERS[monster]):
            if low.startswith(prefix.lower()):
                rest = t[len(prefix):].strip()
                if rest.isdigit() and 1 <= int(rest) <= 10:
                    return make_card(monster, int(rest))
    raise ValueError(f"not a card: {text!r}")


def parse_cards(text: str) -> list[int]:
    """"B7 R9 M1" -> cards."""
    return [parse(t) for t in text.split()]
