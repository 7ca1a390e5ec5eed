"""The events of a Monstermaker 5 battle (an attack or a rescue of the Jail): commitments,
support, the Spells' reveal, initiative, attacks and dice, defeats, the battle's end and
what returns where. Public except `SpellCommitted` (its Spell is shown only to its caster);
see games/monstermaker5/events.py, which lists every event of the game."""

from __future__ import annotations

from dataclasses import dataclass

from engine.core import Event
from engine.events import is_seat, seat_name
from games.monstermaker5.cards import JAIL, card_name, cards_text
from games.monstermaker5.event_words import _battle_side

# -- battles -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BattleOpened(Event):
    """A battle: `kind` "attack" (`attacker` against `defender`) or "rescue" (`attacker`
    against the Jail, played by `jailer`). `sides`: the characters that stand in it from
    the start (the principals' fields; in a rescue the Jail and its guards);
    `jailed`: the St. Knights in the Jail."""

    kind: str
    attacker: int
    defender: int
    jailer: int
    sides: tuple[tuple[int, ...], tuple[int, ...]]
    jailed: tuple[int, ...]

    def describe(self, names):
        a = seat_name(names, self.attacker)
        if self.kind == "rescue":
            guards = [c for c in self.sides[1] if c != JAIL]
            text = (f"{a} attacks the Underground Jail of Darkness to rescue "
                    f"{cards_text(self.jailed)}; {seat_name(names, self.jailer)} plays the Jail")
            if guards:
                text += f", guarded by {cards_text(guards)}"
            return text + "."
        return f"{a} attacks {seat_name(names, self.defender)}!"


@dataclass(frozen=True, slots=True)
class BattleRound(Event):
    round: int

    def describe(self, names):
        return f"Battle round {self.round}: the sides may add characters and a Spell."


@dataclass(frozen=True, slots=True)
class Committed(Event):
    """`seat` sends `card` from its hand into the battle on `side`."""

    seat: int
    side: int
    card: int

    def reveals_to(self, viewer):
        return not is_seat(viewer, self.seat)

    def describe(self, names):
        return f"{seat_name(names, self.seat)} commits {card_name(self.card)}."


@dataclass(frozen=True, slots=True)
class SpellCommitted(Event):
    """A Spell put face down for `side`; only `seat` sees which (`card`)."""

    seat: int
    side: int
    card: int | None

    def for_viewer(self, viewer):
        return self if is_seat(viewer, self.seat) else SpellCommitted(self.seat, self.side, None)

    def describe(self, names):
        what = card_name(self.card) if self.card is not None else "a Spell"
        return f"{seat_name(names, self.seat)} puts {what} face down."


@dataclass(frozen=True, slots=True)
class SupportDeclared(Event):
    seat: int
    side: int
    helped: int  # the seat helped (-1: the Jail)

    def describe(self, names):
        helped = "the Jail" if self.helped < 0 else seat_name(names, self.helped)
        return f"{seat_name(names, self.seat)} declares support for {helped}."


@dataclass(frozen=True, slots=True)
class SupportDeclined(Event):
    """`seat` stays out of this round; `lapsed`: it had declared support for a neutral
    principal that then fought for the other side, so it cannot help."""

    seat: int
    lapsed: bool = False

    def describe(self, names):
        if self.lapsed:
            return (f"{seat_name(names, self.seat)}'s support lapses: the side it declared "
                    f"for fights for the other side.")
        return f"{seat_name(names, self.seat)} does not support."


@dataclass(frozen=True, slots=True)
class SpellsRevealed(Event):
    """The round's face-down Spells are turned up: (side, caster, card) each."""

    spells: tuple[tuple[int, int, int], ...]

    def reveals_to(self, viewer):
        return any(not is_seat(viewer, seat) for _, seat, _ in self.spells)

    def describe(self, names):
        if not self.spells:
            return ""
        parts = [f"{seat_name(names, seat)}: {card_name(c)}" for _, seat, c in self.spells]
        return "The Spells are revealed: " + "; ".join(parts) + "."


@dataclass(frozen=True, slots=True)
class TrapSprung(Event):
    """A Trap of `side` (cast by `caster`) on `target`: defeated when `die` > 3."""

    caster: int
    side: int
    target: int
    die: int
    defeated: bool

    def describe(self, names):
        result = "defeated" if self.defeated else "escapes"
        return (f"{seat_name(names, self.caster)}'s Trap springs on {card_name(self.target)}: "
                f"the die shows {self.die}, it {result}.")


@dataclass(frozen=True, slots=True)
class InitiativeRolled(Event):
    """Each side rolls a die (`faces`: attacker's, defender's); `first` is the side that
    attacks first, -1 for a tie (rolled again)."""

    faces: tuple[int, int]
    first: int
    kind: str

    def describe(self, names):
        a, d = self.faces
        if self.first < 0:
            return f"Initiative: {a} against {d}, a tie: roll again."
        return f"Initiative: {a} against {d}; {_battle_side(self.first, self.kind)} " \
               f"attacks first."


@dataclass(frozen=True, slots=True)
class AttackDeclared(Event):
    """`attackers` of `side` attack `target` with `power` ("dice", "spell", "storm",
    "gamble"); `spell` is the Spell cast (-1 for none)."""

    side: int
    attackers: tuple[int, ...]
    target: int
    power: str
    spell: int

    def describe(self, names):
        who = cards_text(self.attackers)
        if self.power == "storm":
            return f"{who} casts Storm on every enemy!"
        if self.power == "spell":
            return f"{who} casts {card_name(self.spell)} at {card_name(self.target)}."
        if self.power == "gamble":
            return f"{who} throws 2 dice against {card_name(self.target)}: only 12 wins."
        return f"{who} attacks {card_name(self.target)}."


@dataclass(frozen=True, slots=True)
class AttackRolled(Event):
    """The attack's dice (`faces`) plus `bonus` make `total`; against each target's
    defence the outcome is "hit", "miss" or "shielded" (cancelled by a Shield)."""

    side: int
    attackers: tuple[int, ...]
    power: str
    spell: int
    faces: tuple[int, ...]
    bonus: int
    total: int
    targets: tuple[int, ...]
    defences: tuple[int, ...]
    outcomes: tuple[str, ...]

    def describe(self, names):
        dice = "+".join(str(f) for f in self.faces)
        if self.power == "gamble":
            head = f"2 dice: {dice} = {self.total}"
            parts = [f"{card_name(t)} {o}" for t, o in zip(self.targets, self.outcomes)]
            return head + ("" if self.total == 12 else " (not 12)") + ": " + \
                ", ".join(parts).replace(" hit", " is defeated").replace(" miss", " stands") \
                + "."
        bonus = f"+{self.bonus}" if self.bonus else ""
        parts = []
        for t, d, o in zip(self.targets, self.defences, self.outcomes):
            word = {"hit": "defeated", "miss": "stands",
                    "shielded": "saved by the Shield"}.get(o, o)
            parts.append(f"{card_name(t)} (defence {d}) {word}")
        return f"Power {dice}{bonus} = {self.total}: " + ", ".join(parts) + "."


@dataclass(frozen=True, slots=True)
class Defeated(Event):
    """A character falls: to the discard pile, or (a St. Knight) to the Jail. The Jail
    itself is "defeated" in a successful rescue and stays in the centre."""

    card: int
    owner: int   # the seat whose card it was (-1: the Jail and its guards)
    side: int
    to: str      # "discard", "jail" or "stays" (the Jail)

    def describe(self, names):
        if self.to == "stays":
            return "The Underground Jail of Darkness is broken open!"
        where = "to the Jail" if self.to == "jail" else "to the discard pile"
        return f"{card_name(self.card)} is defeated and goes {where}."


@dataclass(frozen=True, slots=True)
class RoundEnded(Event):
    round: int
    spells: tuple[int, ...]  # this round's Spells, to the discard pile

    def describe(self, names):
        text = f"Battle round {self.round} ends."
        if self.spells:
            text += f" {cards_text(self.spells)} to the discard pile."
        return text


@dataclass(frozen=True, slots=True)
class SpellsDiscarded(Event):
    """Spells of a battle that ended before they were revealed or used go face up to the
    discard pile."""

    spells: tuple[int, ...]

    def reveals_to(self, viewer):
        return True

    def describe(self, names):
        return f"{cards_text(self.spells)} to the discard pile."


@dataclass(frozen=True, slots=True)
class BattleEnded(Event):
    """`winner`: the side that won (0 the attacker/rescuer, 1 the defender/the Jail), or
    -1 when nobody did (after 10 rounds); `reason`: "defeated" (a side has no character
    standing), "surrender" (a neutral defender put no character) or "rounds" (the cap)."""

    kind: str
    winner: int
    reason: str
    attacker: int
    defender: int

    def describe(self, names):
        if self.winner < 0:
            return "Ten rounds are over: the battle ends with no winner."
        if self.reason == "surrender":
            return f"{seat_name(names, self.defender)} puts up no fight: " \
                   f"{seat_name(names, self.attacker)} wins the battle."
        if self.kind == "rescue":
            return "The rescue succeeds!" if self.winner == 0 else "The Jail holds."
        who = self.attacker if self.winner == 0 else self.defender
        return f"{seat_name(names, who)} wins the battle."


@dataclass(frozen=True, slots=True)
class JewelsTaken(Event):
    """Jewels move from `source`'s field to `seat`'s (after a battle, or a Thief)."""

    seat: int
    source: int
    cards: tuple[int, ...]

    def describe(self, names):
        return f"{seat_name(names, self.seat)} takes {cards_text(self.cards)} from " \
               f"{seat_name(names, self.source)}."


@dataclass(frozen=True, slots=True)
class KnightsFreed(Event):
    seat: int
    cards: tuple[int, ...]

    def describe(self, names):
        verb = "leaves" if len(self.cards) == 1 else "leave"
        return f"{cards_text(self.cards)} {verb} the Jail for " \
               f"{seat_name(names, self.seat)}'s field."


@dataclass(frozen=True, slots=True)
class Returned(Event):
    """Survivors of a battle go back: to `seat`'s field, or (`seat` -1) stay on the Jail
    as its guards. `by` lists who contributed each card (a supporter's survivors go to
    the player it helped)."""

    seat: int
    cards: tuple[int, ...]
    by: tuple[int, ...]

    def describe(self, names):
        verb = "goes" if len(self.cards) == 1 else "go"
        if self.seat < 0:
            stay = "stays" if len(self.cards) == 1 else "stay"
            return f"{cards_text(self.cards)} {stay} on the Jail as its guards."
        return f"{cards_text(self.cards)} {verb} to {seat_name(names, self.seat)}'s field."
