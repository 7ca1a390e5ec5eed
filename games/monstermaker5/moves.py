"""The actions of Monstermaker 5 Revised: one small frozen dataclass per kind of move.

Every choice is one small action, so an action list stays short and a click in the UI
is always one legal action: cards are committed one at a time and then `CommitDone`; an
attack is chosen as an attacker (`ChooseAttacker`, plus `JoinOrc`... `OrcsDone` for
Orcs attacking together), then a `Target`, then a `Power`. The chance steps are the
engine's `Shuffle` (the stock, once) and `Roll` (the lot for the first player, and every
die of the game).

The objects handed out by `legal_actions()` are built once here (`PLACE[card]`, ...)
and reused. Equality is strict (`engine.actions.strict_eq`): `Place(True)` or `Place(3.0)`
is never equal to `Place(1)` or `Place(3)`, and `why_illegal` checks an action's fields by
exact type before comparing it, so `why_illegal(a) is None` exactly when
`a in legal_actions()`.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from engine.actions import Roll, Shuffle, strict_eq
from engine.core import Action
from games.monstermaker5.cards import JAIL, card_name

POWER_DICE = "dice"      # the attacker's own dice (Orcs together: all their dice)
POWER_SPELL = "spell"    # the side's revealed attack Spell (Fire Ball, Lightning, Holy Light)
POWER_STORM = "storm"    # the side's revealed Storm, against every enemy standing
POWER_GAMBLE = "gamble"  # 2 dice: 12 defeats anything, any other total misses
POWERS = (POWER_DICE, POWER_SPELL, POWER_STORM, POWER_GAMBLE)

KNIGHT_FIELD = "field"
KNIGHT_JAIL = "jail"


def _who(seat) -> str:
    return f"player {seat + 1}" if type(seat) is int else repr(seat)


def _side(side) -> str:
    return {0: "the attacker", 1: "the defender"}.get(side, repr(side)) \
        if type(side) is int else repr(side)


@dataclass(frozen=True, slots=True, eq=False)
class KnightTo(Action):
    """A St. Knight just drawn goes to your field or to the Jail."""

    where: str
    __eq__, __hash__ = strict_eq("where")

    def __str__(self) -> str:
        return "put the St. Knight on your field" if self.where == KNIGHT_FIELD \
            else "imprison the St. Knight in the Jail"


@dataclass(frozen=True, slots=True, eq=False)
class Place(Action):
    """Put a character from your hand on your field (choosing a side, or strengthening)."""

    card: int
    __eq__, __hash__ = strict_eq("card")

    def __str__(self) -> str:
        return f"place {card_name(self.card)}"


@dataclass(frozen=True, slots=True)
class ChangeOfHeart(Action):
    """Declare "Change of Heart": your field's characters go (St. Knights to the Jail,
    the others to the discard pile; Jewels stay); then place the other side, or nothing
    to be neutral."""

    def __str__(self) -> str:
        return "declare Change of Heart"


@dataclass(frozen=True, slots=True, eq=False)
class Attack(Action):
    """Attack the player in seat `target` (your one action this turn)."""

    target: int
    __eq__, __hash__ = strict_eq("target")

    def __str__(self) -> str:
        return f"attack {_who(self.target)}"


@dataclass(frozen=True, slots=True)
class Rescue(Action):
    """Attack the Underground Jail of Darkness with Monster Maker Mates."""

    def __str__(self) -> str:
        return "rescue the St. Knights from the Jail"


@dataclass(frozen=True, slots=True, eq=False)
class UseThief(Action):
    """Play a Thief from your hand (then choose what it goes for)."""

    card: int
    __eq__, __hash__ = strict_eq("card")

    def __str__(self) -> str:
        return f"send {card_name(self.card)}"


@dataclass(frozen=True, slots=True, eq=False)
class Steal(Action):
    """The Thief tries to steal this Jewel from another player's field."""

    jewel: int
    __eq__, __hash__ = strict_eq("jewel")

    def __str__(self) -> str:
        return f"steal {card_name(self.jewel)}"


@dataclass(frozen=True, slots=True, eq=False)
class Free(Action):
    """The Thief tries to free this St. Knight from the Jail."""

    knight: int
    __eq__, __hash__ = strict_eq("knight")

    def __str__(self) -> str:
        return f"free {card_name(self.knight)}"


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    """End your turn (legal with at most 5 cards in hand)."""

    def __str__(self) -> str:
        return "end the turn"


@dataclass(frozen=True, slots=True, eq=False)
class DiscardShown(Action):
    """Whisper of Deep, when nothing else can bring the hand down to 5: discard this card
    face up, showing your whole hand to everyone."""

    card: int
    __eq__, __hash__ = strict_eq("card")

    def __str__(self) -> str:
        return f"discard {card_name(self.card)} and show your hand"


@dataclass(frozen=True, slots=True, eq=False)
class Commit(Action):
    """Battle: send a character from your hand into the battle."""

    card: int
    __eq__, __hash__ = strict_eq("card")

    def __str__(self) -> str:
        return f"commit {card_name(self.card)}"


@dataclass(frozen=True, slots=True, eq=False)
class CommitSpell(Action):
    """Battle: put a Spell face down for your side this round."""

    card: int
    __eq__, __hash__ = strict_eq("card")

    def __str__(self) -> str:
        return f"put {card_name(self.card)} face down"


@dataclass(frozen=True, slots=True)
class CommitDone(Action):
    def __str__(self) -> str:
        return "done committing cards"


@dataclass(frozen=True, slots=True, eq=False)
class Support(Action):
    """Declare support for a side of the battle (0: the attacker's, 1: the defender's or
    the Jail's)."""

    side: int
    __eq__, __hash__ = strict_eq("side")

    def __str__(self) -> str:
        return f"support {_side(self.side)}"


@dataclass(frozen=True, slots=True)
class NoSupport(Action):
    def __str__(self) -> str:
        return "do not support"


@dataclass(frozen=True, slots=True, eq=False)
class TrapOn(Action):
    """The Trap's caster picks the enemy character it springs on."""

    card: int
    __eq__, __hash__ = strict_eq("card")

    def __str__(self) -> str:
        return f"spring the Trap on {card_name(self.card)}"


@dataclass(frozen=True, slots=True, eq=False)
class ChooseAttacker(Action):
    card: int
    __eq__, __hash__ = strict_eq("card")

    def __str__(self) -> str:
        return f"attack with {card_name(self.card)}"


@dataclass(frozen=True, slots=True, eq=False)
class JoinOrc(Action):
    """Another Orc joins the attack (Orcs attacking together add their dice)."""

    card: int
    __eq__, __hash__ = strict_eq("card")

    def __str__(self) -> str:
        return f"{card_name(self.card)} joins the attack"


@dataclass(frozen=True, slots=True)
class OrcsDone(Action):
    def __str__(self) -> str:
        return "no more Orcs join"


@dataclass(frozen=True, slots=True, eq=False)
class Target(Action):
    card: int
    __eq__, __hash__ = strict_eq("card")

    def __str__(self) -> str:
        return f"target {card_name(self.card)}"


@dataclass(frozen=True, slots=True, eq=False)
class Power(Action):
    """How the chosen attacker attacks: "dice", "spell", "storm" or "gamble"."""

    kind: str
    __eq__, __hash__ = strict_eq("kind")

    def __str__(self) -> str:
        return {POWER_DICE: "attack with the dice", POWER_SPELL: "cast the attack Spell",
                POWER_STORM: "cast Storm on every enemy",
                POWER_GAMBLE: "throw 2 dice for a 12"}.get(self.kind, repr(self.kind))


ACTION_TYPES = (Shuffle, Roll, KnightTo, Place, ChangeOfHeart, Attack, Rescue, UseThief,
                Steal, Free, EndTurn, DiscardShown, Commit, CommitSpell, CommitDone, Support,
                NoSupport, TrapOn, ChooseAttacker, JoinOrc, OrcsDone, Target, Power)


def fields_have_exact_types(action) -> bool:
    """Every field of a game action holds exactly the type it is declared with (an int
    is not a bool, a float or a str)."""
    for f in fields(action):
        want = int if f.type in (int, "int") else str
        if type(getattr(action, f.name)) is not want:
            return False
    return True


# -- interned actions: legal_actions() hands out these objects, never new ones ------

_CARDS = range(JAIL + 1)
KNIGHT_TO_FIELD = KnightTo(KNIGHT_FIELD)
KNIGHT_TO_JAIL = KnightTo(KNIGHT_JAIL)
PLACE = [Place(c) for c in _CARDS]
CHANGE = ChangeOfHeart()
ATTACK = [Attack(s) for s in range(8)]
RESCUE = Rescue()
USE_THIEF = [UseThief(c) for c in _CARDS]
STEAL = [Steal(c) for c in _CARDS]
FREE = [Free(c) for c in _CARDS]
END_TURN = EndTurn()
DISCARD_SHOWN = [DiscardShown(c) for c in _CARDS]
COMMIT = [Commit(c) for c in _CARDS]
COMMIT_SPELL = [CommitSpell(c) for c in _CARDS]
COMMIT_DONE = CommitDone()
SUPPORT = (Support(0), Support(1))
NO_SUPPORT = NoSupport()
TRAP_ON = [TrapOn(c) for c in _CARDS]
CHOOSE = [ChooseAttacker(c) for c in _CARDS]
JOIN_ORC = [JoinOrc(c) for c in _CARDS]
ORCS_DONE = OrcsDone()
TARGET = [Target(c) for c in _CARDS]
POWER = {k: Power(k) for k in POWERS}
