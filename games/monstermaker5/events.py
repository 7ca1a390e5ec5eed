"""The events of Monstermaker 5 Revised: what happened, for the table and the game log.

Every event carries what a table needs to animate it (who, which card, from where to
where, the dice faces). Events are public except `Dealt` and `Drew` (a card only its
holder sees, unless it is a Jewel or a St. Knight, which go face up at once) and
`SpellCommitted` (a Spell lies face down until the reveal; only its caster sees which):
`for_viewer` hides the card from everyone else. Sides are spelled "light", "dark" or
"neutral"; battle sides are 0 (the attacker's) and 1 (the defender's, or the Jail's).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core import Event
from engine.events import GameOver, Shuffled, seat_name
from games.monstermaker5.cards import JAIL, SPECIALS, card_name, cards_text

SIDE_WORDS = {"light": "the Light", "dark": "the Darkness", "neutral": "neutral"}


def _side_word(key: str) -> str:
    return SIDE_WORDS.get(key, key)


def _battle_side(side: int, kind: str) -> str:
    if side == 0:
        return "the rescuer" if kind == "rescue" else "the attacker"
    return "the Jail" if kind == "rescue" else "the defender"


def _count(k: int, noun: str) -> str:
    return f"{k} {noun}" + ("" if k == 1 else "s")


def _card(c: int | None) -> str:
    return "a card" if c is None or c < 0 else card_name(c)


# -- set-up and turns ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Dealt(Event):
    """`seat` is dealt `count` cards into the hand; `cards` only for that seat."""

    seat: int
    cards: tuple[int, ...] | None
    count: int

    def for_viewer(self, viewer):
        return self if viewer == self.seat else Dealt(self.seat, None, self.count)

    def reveals_to(self, viewer):
        return viewer == self.seat

    def describe(self, names):
        who = seat_name(names, self.seat)
        if self.cards is not None:
            return f"{who} is dealt {cards_text(self.cards)}."
        return f"{who} is dealt {self.count} cards."


@dataclass(frozen=True, slots=True)
class DealtToField(Event):
    """St. Knights and Jewels dealt go face up straight to their owner's field."""

    seat: int
    cards: tuple[int, ...]

    def reveals_to(self, viewer):
        return viewer != self.seat

    def describe(self, names):
        return f"{seat_name(names, self.seat)} was dealt {cards_text(self.cards)}: face up " \
               f"to the field."


@dataclass(frozen=True, slots=True)
class FirstPlayer(Event):
    seat: int

    def describe(self, names):
        return f"{seat_name(names, self.seat)} plays first (drawn by lot)."


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    seat: int
    turn: int
    stock: int
    end_turns: int  # turns still to start after this one in the end count-down; -1 before

    def describe(self, names):
        text = f"Turn {self.turn}: {seat_name(names, self.seat)}."
        if self.end_turns == 0:
            text += " (The last turn of the game.)"
        elif self.end_turns > 0:
            text += f" ({_count(self.end_turns, 'more turn')} before the end.)"
        return text


@dataclass(frozen=True, slots=True)
class Drew(Event):
    """`seat` draws the top card of the stock (`stock` cards are left). A Jewel or a St.
    Knight is seen by everyone; any other card only by `seat`."""

    seat: int
    card: int | None
    stock: int

    def for_viewer(self, viewer):
        if viewer == self.seat or (self.card is not None and self.card in SPECIALS):
            return self
        return Drew(self.seat, None, self.stock)

    def reveals_to(self, viewer):
        return self.card is not None and (viewer == self.seat or self.card in SPECIALS)

    def describe(self, names):
        return f"{seat_name(names, self.seat)} draws {_card(self.card)}."


@dataclass(frozen=True, slots=True)
class JewelPlaced(Event):
    """A Jewel just drawn goes to the drawer's field."""

    seat: int
    card: int

    def describe(self, names):
        return f"{seat_name(names, self.seat)} puts the Jewel {card_name(self.card)} on the " \
               f"field."


@dataclass(frozen=True, slots=True)
class KnightPlaced(Event):
    """A St. Knight just drawn goes to the field, or to the Jail (`forced` when a
    Darkness player had to jail it)."""

    seat: int
    card: int
    to_jail: bool
    forced: bool

    def describe(self, names):
        who = seat_name(names, self.seat)
        if not self.to_jail:
            return f"{who} puts {card_name(self.card)} on the field."
        why = " (a Darkness player must)" if self.forced else ""
        return f"{who} imprisons {card_name(self.card)} in the Jail{why}."


@dataclass(frozen=True, slots=True)
class Placed(Event):
    seat: int
    card: int

    def reveals_to(self, viewer):
        return viewer != self.seat

    def describe(self, names):
        return f"{seat_name(names, self.seat)} places {card_name(self.card)}."


@dataclass(frozen=True, slots=True)
class ChangedHeart(Event):
    """"Change of Heart": the field's characters are `discarded` (St. Knights `jailed`);
    Jewels stay. `whisper`: declared with more than 5 cards in hand, when the Whisper of
    Deep is heard (the hand's size is public, not what else could have helped)."""

    seat: int
    old_side: str
    discarded: tuple[int, ...]
    jailed: tuple[int, ...]
    whisper: bool

    def describe(self, names):
        who = seat_name(names, self.seat)
        text = f"{who} declares \u201cChange of Heart\u201d"
        if self.whisper:
            text = f"{who} hears the Whisper of Deep and declares \u201cChange of Heart\u201d"
        text += f", leaving {_side_word(self.old_side)}"
        if self.discarded:
            text += f"; discards {cards_text(self.discarded)}"
        if self.jailed:
            text += f"; {cards_text(self.jailed)} to the Jail"
        return text + "."


@dataclass(frozen=True, slots=True)
class SideChanged(Event):
    seat: int
    old: str
    new: str

    def describe(self, names):
        who = seat_name(names, self.seat)
        if self.new == "neutral":
            return f"{who} is now neutral."
        return f"{who} now plays {_side_word(self.new)}."


@dataclass(frozen=True, slots=True)
class HandShown(Event):
    """The Whisper of Deep with a hand that cannot get down to 5: `card` is discarded
    face up and the whole hand (`hand`, before the discard) is shown to everyone."""

    seat: int
    card: int
    hand: tuple[int, ...]

    def reveals_to(self, viewer):
        return viewer != self.seat

    def describe(self, names):
        who = seat_name(names, self.seat)
        return (f"The Whisper of Deep: {who} cannot get down to 5 cards, shows the hand "
                f"({cards_text(self.hand)}) and discards {card_name(self.card)}.")


@dataclass(frozen=True, slots=True)
class TurnEnded(Event):
    seat: int
    hand: int

    def describe(self, names):
        return f"{seat_name(names, self.seat)} ends the turn with " \
               f"{_count(self.hand, 'card')} in hand."


@dataclass(frozen=True, slots=True)
class EndCountdown(Event):
    """Every Jewel and St. Knight has been drawn: `turns` more turns, then the end."""

    turns: int

    def describe(self, names):
        return (f"Every Jewel and St. Knight has been drawn: {self.turns} more turns (two "
                f"each), then the game ends.")


# -- the Thief -----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ThiefPlayed(Event):
    """`seat` plays the Thief `thief` from its hand (then names what it goes for)."""

    seat: int
    thief: int

    def reveals_to(self, viewer):
        return viewer != self.seat

    def describe(self, names):
        return f"{seat_name(names, self.seat)} plays {card_name(self.thief)}."


@dataclass(frozen=True, slots=True)
class ThiefSent(Event):
    """`seat` plays the Thief `thief` (its `number`) at `target`: a Jewel on the field of
    `victim`, or a St. Knight in the Jail (`victim` -1)."""

    seat: int
    thief: int
    number: int
    target: int
    victim: int

    def reveals_to(self, viewer):
        return viewer != self.seat

    def describe(self, names):
        who = seat_name(names, self.seat)
        if self.victim >= 0:
            what = f"{card_name(self.target)} from {seat_name(names, self.victim)}"
            return f"{who} sends {card_name(self.thief)} to steal {what}: a die must beat " \
                   f"{self.number}."
        return f"{who} sends {card_name(self.thief)} to free {card_name(self.target)} " \
               f"from the Jail: a die must beat {self.number}."


@dataclass(frozen=True, slots=True)
class ThiefResolved(Event):
    seat: int
    thief: int
    die: int
    number: int
    success: bool
    target: int
    victim: int

    def describe(self, names):
        who = seat_name(names, self.seat)
        if not self.success:
            return f"The die shows {self.die} (needs more than {self.number}): the Thief " \
                   f"fails and is discarded."
        what = "steals" if self.victim >= 0 else "frees"
        return f"The die shows {self.die}: the Thief {what} {card_name(self.target)} for " \
               f"{who}, and is discarded."


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
        return viewer != self.seat

    def describe(self, names):
        return f"{seat_name(names, self.seat)} commits {card_name(self.card)}."


@dataclass(frozen=True, slots=True)
class SpellCommitted(Event):
    """A Spell put face down for `side`; only `seat` sees which (`card`)."""

    seat: int
    side: int
    card: int | None

    def for_viewer(self, viewer):
        return self if viewer == self.seat else SpellCommitted(self.seat, self.side, None)

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
        return any(seat != viewer for _, seat, _ in self.spells)

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


# -- the end -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GameResult(Event):
    """The end: Jewels per seat, each seat's side, the Jewels of each side (light, dark),
    the winning side ("light", "dark", or "" for a draw) and the tie-break that decided
    within it (see `games.monstermaker5.end`: "" when one player had the most Jewels)."""

    jewels: tuple[int, ...]
    sides: tuple[str, ...]
    side_jewels: tuple[int, int]
    side: str
    tiebreak: str
    winners: tuple[int, ...]

    def describe(self, names):
        light, dark = self.side_jewels
        if not self.side:
            return (f"No side holds 4 Jewels (the Light {light}, the Darkness {dark}): the "
                    f"game is a draw shared by everyone.")
        who = " and ".join(seat_name(names, w) for w in self.winners)
        text = (f"{_side_word(self.side)[0].upper()}{_side_word(self.side)[1:]} wins with "
                f"{light if self.side == 'light' else dark} Jewels; best of the side: {who}")
        if self.tiebreak == "shared":
            text += " (still tied after the tie-breaks: the victory is shared)"
        elif self.tiebreak:
            text += f" (the tie broken by {self.tiebreak})"
        return text + "."


EVENT_TYPES = (Shuffled, Dealt, DealtToField, FirstPlayer, TurnStarted, Drew, JewelPlaced,
               KnightPlaced, Placed, ChangedHeart, SideChanged, HandShown, TurnEnded,
               EndCountdown, ThiefPlayed, ThiefSent, ThiefResolved, BattleOpened,
               BattleRound, Committed, SpellCommitted, SupportDeclared, SupportDeclined,
               SpellsRevealed, TrapSprung, InitiativeRolled, AttackDeclared, AttackRolled,
               Defeated, RoundEnded, SpellsDiscarded, BattleEnded, JewelsTaken, KnightsFreed,
               Returned, GameResult, GameOver)
