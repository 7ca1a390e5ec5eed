"""The cards of Monstermaker 5 Revised as plain data (DESIGN.md section 7).

The rulebook gives no card list; this one is ours (kept under `rules_version`). The
stock holds 64 cards; "The Underground Jail of Darkness" is set aside in the centre and
is never in the stock.

A card is an int, its index in `deck()`:

    0-6   St. Knights Roxanne, Cassandra, Lucia, Miranda, Elena, Juliet, Vivian
    7-13  Jewels Diamond, Ruby, Sapphire, Emerald, Topaz, Amethyst, Pearl
          (the own Jewel of St. Knight k is the Jewel k + 7)
    14-18 Warrior x5        19-22 Magician x4      23-26 Thief 2, 3, 3, 4
    27-30 Orc (1D+1) x4     31-33 Orc (1D) x3      34-39 Monster x6
    40-42 Black Mage x3     43-45 Dark Knight x3   46 Great Dark Knight   47 Queen
    48-51 Fire Ball x4      52-54 Lightning x3     55-56 Holy Light x2
    57-58 Storm x2          59-61 Shield x3        62-63 Trap x2
    64    The Underground Jail of Darkness (set aside, a fighter in rescues)

Everything the rules need about a card is a tuple indexed by the card (`KIND`, `SIDE`,
`DICE`, `PLUS`, `DEFENCE`, `RANK`, `CAST_BONUS`, `THIEF_NUMBER`, `NAME`).
"""

from __future__ import annotations

from dataclasses import dataclass

# -- sides -------------------------------------------------------------------------

NEUTRAL, LIGHT, DARK = 0, 1, 2
SIDE_NAMES = ("neutral", "Light", "Darkness")
SIDE_KEYS = ("neutral", "light", "dark")  # as the view spells a side

# -- kinds -------------------------------------------------------------------------

(KNIGHT, JEWEL, WARRIOR, MAGICIAN, THIEF, ORC, MONSTER, BLACK_MAGE, DARK_KNIGHT,
 GREAT_DARK_KNIGHT, QUEEN, FIRE_BALL, LIGHTNING, HOLY_LIGHT, STORM, SHIELD, TRAP,
 JAIL_KIND) = range(18)

KNIGHT_NAMES = ("Roxanne", "Cassandra", "Lucia", "Miranda", "Elena", "Juliet", "Vivian")
JEWEL_NAMES = ("Diamond", "Ruby", "Sapphire", "Emerald", "Topaz", "Amethyst", "Pearl")
THIEF_NUMBERS = (2, 3, 3, 4)
JAIL = 64
STOCK_SIZE = 64
MAX_HAND = 5          # cards in hand allowed at the end of a turn
DEAL = 5              # cards dealt to each player
MAX_ROUNDS = 10       # a battle ends after this many rounds with no winner
WIN_JEWELS = 4        # a side needs this many Jewels together to win
TRAP_NEEDS = 3        # a Trap defeats its target when a die is greater than this
GAMBLE_NEEDS = 12     # the 2-dice attack defeats anything on exactly this total


@dataclass(frozen=True)
class CardType:
    """One line of the card table: `count` identical cards (`ids`)."""

    name: str
    count: int
    side: str          # "light", "dark", "none" (Jewels), "spell", "set aside" (the Jail)
    attack: str        # dice formula ("2D+1"); for Spells the magic power; "" for none
    defence: int       # 0 when the card never defends (Jewels, Spells)
    rank: int          # Darkness rank (1-4); 5 for the Jail; 0 otherwise
    note: str
    kind: int
    ids: tuple[int, ...]
    in_stock: bool = True


def _formula(dice: int, plus: int) -> str:
    if dice == 0:
        return ""
    return f"{dice}D" + (f"+{plus}" if plus else "")


# (name, count, side, dice, plus, defence, rank, note, kind, cast bonus)
_TABLE = [
    *[(f"St. Knight {k}", 1, "light", 2, 2, 9, 0, f"own Jewel: {j}", KNIGHT, 0)
      for k, j in zip(KNIGHT_NAMES, JEWEL_NAMES)],
    *[(j, 1, "none", 0, 0, 0, 0, f"the own Jewel of St. Knight {k}", JEWEL, 0)
      for k, j in zip(KNIGHT_NAMES, JEWEL_NAMES)],
    ("Warrior", 5, "light", 2, 1, 7, 0, "red Monster Maker Mate", WARRIOR, 0),
    ("Magician", 4, "light", 1, 0, 5, 0, "green Mate; casts an attack Spell at +2",
     MAGICIAN, 2),
    ("Thief", 4, "light", 1, 1, 6, 0,
     "yellow Mate; numbers 2, 3, 3, 4; never placed on a field", THIEF, 0),
    ("Orc", 4, "dark", 1, 1, 5, 1, "Orcs attacking together add their dice", ORC, 0),
    ("Orc", 3, "dark", 1, 0, 5, 1, "Orcs attacking together add their dice", ORC, 0),
    ("Monster", 6, "dark", 2, 0, 7, 1, "", MONSTER, 0),
    ("Black Mage", 3, "dark", 1, 0, 8, 2, "casts an attack Spell at +3", BLACK_MAGE, 3),
    ("Dark Knight", 3, "dark", 2, 3, 10, 2, "", DARK_KNIGHT, 0),
    ("Great Dark Knight", 1, "dark", 3, 2, 12, 3, "", GREAT_DARK_KNIGHT, 0),
    ("Queen of the Darkness", 1, "dark", 2, 2, 14, 4, "casts an attack Spell at +3",
     QUEEN, 3),
    ("Fire Ball", 4, "spell", 2, 2, 0, 0, "magic: one attack this round", FIRE_BALL, 0),
    ("Lightning", 3, "spell", 3, 0, 0, 0, "magic: one attack this round", LIGHTNING, 0),
    ("Holy Light", 2, "spell", 3, 3, 0, 0,
     "magic, Light only: one attack this round", HOLY_LIGHT, 0),
    ("Storm", 2, "spell", 2, 0, 0, 0,
     "magic: once, against every enemy character standing (one roll, compared with each)",
     STORM, 0),
    ("Shield", 3, "spell", 0, 0, 0, 0,
     "cancels the first successful attack or magic attack on its side this round "
     "(not a Trap)", SHIELD, 0),
    ("Trap", 2, "spell", 0, 0, 0, 0,
     "on reveal, the caster picks an enemy character: defeated if a die is greater "
     "than 3", TRAP, 0),
    ("The Underground Jail of Darkness", 1, "set aside", 2, 1, 12, 5,
     "set aside in the centre; the St. Knights jailed lie under it", JAIL_KIND, 0),
]


def _build():
    catalogue = []
    kind, side, dice, plus, defence, rank, bonus, names = [], [], [], [], [], [], [], []
    next_id = 0
    side_code = {"light": LIGHT, "dark": DARK}
    for name, count, side_name, d, p, df, rk, note, knd, cast in _TABLE:
        ids = tuple(range(next_id, next_id + count))
        next_id += count
        catalogue.append(CardType(name, count, side_name, _formula(d, p), df, rk, note, knd,
                                  ids, in_stock=knd != JAIL_KIND))
        for _ in ids:
            kind.append(knd)
            side.append(side_code.get(side_name, NEUTRAL))
            dice.append(d)
            plus.append(p)
            defence.append(df)
            rank.append(rk)
            bonus.append(cast)
            if knd == ORC:
                names.append(f"Orc ({_formula(d, p)})")
            else:
                names.append(name)
    return tuple(catalogue), kind, side, dice, plus, defence, rank, bonus, names


CATALOGUE, _KIND, _SIDE, _DICE, _PLUS, _DEFENCE, _RANK, _BONUS, _NAMES = _build()
"""`CATALOGUE`: the card table of DESIGN.md section 7, one `CardType` per kind of card
(the two kinds of Orc apart, the St. Knights and Jewels one by one, the Jail last)."""

KIND = tuple(_KIND)
SIDE = tuple(_SIDE)          # LIGHT / DARK for characters (Thieves too), NEUTRAL otherwise
DICE = tuple(_DICE)          # dice of the attack (or of a Spell's magic)
PLUS = tuple(_PLUS)          # what is added to them
DEFENCE = tuple(_DEFENCE)
RANK = tuple(_RANK)
CAST_BONUS = tuple(_BONUS)   # added to an attack Spell this character casts
THIEF_NUMBER = tuple(THIEF_NUMBERS[c - 23] if KIND[c] == THIEF else 0
                     for c in range(JAIL + 1))
_thieves = iter(THIEF_NUMBERS)
NAME = tuple(f"Thief {next(_thieves)}" if KIND[c] == THIEF else _NAMES[c]
             for c in range(JAIL + 1))

KNIGHTS = tuple(range(0, 7))
JEWELS = tuple(range(7, 14))
SPECIALS = KNIGHTS + JEWELS   # never held in a hand: they go to a field (or the Jail)
SPELL_KINDS = frozenset((FIRE_BALL, LIGHTNING, HOLY_LIGHT, STORM, SHIELD, TRAP))
ATTACK_SPELL_KINDS = frozenset((FIRE_BALL, LIGHTNING, HOLY_LIGHT))
DARK_KINDS = frozenset((ORC, MONSTER, BLACK_MAGE, DARK_KNIGHT, GREAT_DARK_KNIGHT, QUEEN))

IS_SPELL = tuple(KIND[c] in SPELL_KINDS for c in range(JAIL + 1))
# A fighter may stand in a battle: St. Knights, Warriors, Magicians, Darkness, the Jail.
IS_FIGHTER = tuple(KIND[c] in (KNIGHT, WARRIOR, MAGICIAN, JAIL_KIND) or KIND[c] in DARK_KINDS
                   for c in range(JAIL + 1))
# What may go from a hand to a field (St. Knights never are in a hand; Thieves never go).
IS_PLACEABLE = tuple(KIND[c] in (WARRIOR, MAGICIAN) or KIND[c] in DARK_KINDS
                     for c in range(JAIL + 1))
IS_MATE = tuple(KIND[c] in (WARRIOR, MAGICIAN) for c in range(JAIL + 1))  # fighting Mates
KNIGHT_JEWEL = {k: k + 7 for k in KNIGHTS}


def deck() -> list[int]:
    """Every card of the stock before the deal (the Jail is set aside, not in it)."""
    return list(range(STOCK_SIZE))


def card_name(c) -> str:
    if type(c) is int and 0 <= c <= JAIL:
        return NAME[c]
    return repr(c)


def cards_text(cards) -> str:
    return ", ".join(card_name(c) for c in cards) if cards else "nothing"


def attack_text(c: int) -> str:
    """The dice formula printed on a card ("2D+1"), "" if it has none."""
    return _formula(DICE[c], PLUS[c])


def is_card(c) -> bool:
    return type(c) is int and 0 <= c < STOCK_SIZE


def ids_of(name: str) -> tuple[int, ...]:
    """The cards called `name` ("Warrior", "Orc (1D+1)", "Thief 3", "Roxanne",
    "St. Knight Roxanne", "Diamond"), in id order."""
    key = name.strip().lower()
    out = tuple(c for c in range(STOCK_SIZE)
                if NAME[c].lower() == key or NAME[c].lower() == "st. knight " + key)
    if not out:
        raise ValueError(f"no card is called {name!r}")
    return out
