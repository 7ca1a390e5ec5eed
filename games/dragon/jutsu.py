"""Slaughter the Dragon "Ha": the ninjutsu (part of `DragonState`).

`JutsuSteps` holds what happens between the deal and the first trick: the count-down
("Is there anyone with the trump 12?"), the Summoning Jutsu (two face-down picks, then
two cards returned), Bodily Division (cards moved one at a time between the 1st-half
hand and the 2nd-half pile, then finished) and the Advanced Variant's Soul-Sucking Jutsu
(a card given by each other player, then one given back to each). `_jutsu_problem` says
why an action is not legal in these phases. The rules are stated in full in
`games.dragon.rules`.
"""

from __future__ import annotations

from bisect import insort

from engine.core import Event
from games.dragon.cards import PURPLE, card_name
from games.dragon.moves import (
    JUTSU_DIVISION,
    JUTSU_SOUL,
    PH_DIVIDE,
    PH_PICK,
    PH_PLAY,
    PH_RETURN,
    PH_SOUL_GIVE,
    PH_SOUL_RETURN,
    CardPassed,
    DivisionFinished,
    DivisionMove,
    FinishDivision,
    Give,
    HighestTrumpCalled,
    PickScale,
    ReturnToScale,
    ScaleCardPicked,
    ScaleCardReturned,
    SummonedCards,
    ToHand,
    ToPile,
    _is_card,
    _name,
)


class JutsuSteps:
    """The jutsu part of `DragonState` (a mixin: the state's slots are declared there)."""

    __slots__ = ()

    # -- legality ------------------------------------------------------------------

    def _jutsu_problem(self, action) -> str | None:
        """Why `action` is not legal in a jutsu phase (None: it is legal)."""
        ph = self.phase
        seat = self.turn
        if ph == PH_PICK:
            if not isinstance(action, PickScale):
                return ("Summoning Jutsu: first take 2 cards from the Inverted Scale, "
                        "without looking at them.")
            p = action.position
            if type(p) is not int or not 0 <= p < len(self.scale):
                return f"The Inverted Scale has {len(self.scale)} cards: take one of them."
            return None
        if ph == PH_RETURN:
            if not isinstance(action, ReturnToScale):
                return "Summoning Jutsu: return 2 cards of your hand to the Inverted Scale."
            return self._own_card_problem(action.card, self.hands[seat])
        if ph == PH_DIVIDE:
            d = self.divider
            hand = self.hands[d]
            pile = self.piles[d]
            if isinstance(action, ToPile):
                problem = self._own_card_problem(action.card, hand)
                if problem:
                    if _is_card(action.card) and action.card in pile:
                        return f"{card_name(action.card)} is already in the 2nd-half pile."
                    return problem
                if len(hand) < 2:
                    return "Your 1st-half hand must keep at least one card."
                return None
            if isinstance(action, ToHand):
                c = action.card
                if not _is_card(c) or c not in pile:
                    return f"{_name(c)} is not in your 2nd-half pile."
                if self.backs >= self.hand_size:
                    return (f"You have already moved {self.backs} cards back: finish the "
                            f"division, or move more cards to the pile.")
                return None
            if isinstance(action, FinishDivision):
                if not pile:
                    return "Your 2nd-half pile must hold at least one card."
                return None
            return ("Bodily Division Jutsu: move cards between your 1st-half hand and your "
                    "2nd-half pile, then finish.")
        if ph in (PH_SOUL_GIVE, PH_SOUL_RETURN):
            if not isinstance(action, Give):
                return "Soul-Sucking Jutsu: give a card of your hand face down."
            return self._own_card_problem(action.card, self.hands[seat])
        return "No action is possible now."

    @staticmethod
    def _own_card_problem(c, hand) -> str | None:
        if not _is_card(c):
            return f"{c!r} is not a card of this game."
        if c not in hand:
            return f"{card_name(c)} is not in your hand."
        return None

    # -- the steps -----------------------------------------------------------------

    def _count_down(self, events: list) -> None:
        """Ask for the trump 12, 11, ... and start the jutsu of the player who has it."""
        t = self.trump
        hands = self.hands
        holder = -1
        number = 12
        while number > 0:
            c = t << 4 | number
            for s, hand in enumerate(hands):
                if c in hand:
                    holder = s
                    break
            if holder >= 0:
                break
            number -= 1
        self.called = number
        soul = self.advanced and t == PURPLE
        events.append(HighestTrumpCalled(holder, t, number,
                                         JUTSU_SOUL if soul else JUTSU_DIVISION))
        if soul:
            self.sucker = holder
            self.phase = PH_SOUL_GIVE
            self.turn = (holder + 1) % self.num_players
        else:
            self.divider = holder
            self.phase = PH_DIVIDE
            self.backs = 0
            self.turn = holder

    def _pick(self, position: int) -> list[Event]:
        s = self.summoner
        self.pick.append(self.scale.pop(position))
        self.pick_positions += (position,)  # public: where the cards were taken from
        events: list[Event] = [ScaleCardPicked(s, position, len(self.scale))]
        if len(self.pick) == 2:
            taken = sorted(self.pick)
            self.pick = []
            self.pick_positions = ()
            self.summon_taken = taken
            hand = self.hands[s]
            for c in taken:
                insort(hand, c)
            events.append(SummonedCards(s, tuple(taken)))
            self.phase = PH_RETURN
        return events

    def _return(self, c: int) -> list[Event]:
        s = self.summoner
        self.hands[s].remove(c)
        self.scale.append(c)
        self.summon_returned.append(c)
        events: list[Event] = [ScaleCardReturned(s, c, len(self.scale))]
        if len(self.summon_returned) == 2:
            self._count_down(events)
        return events

    def _to_pile(self, c: int) -> list[Event]:
        d = self.divider
        hand = self.hands[d]
        hand.remove(c)
        pile = self.piles[d]
        insort(pile, c)
        return [DivisionMove(d, c, True, len(hand), len(pile))]

    def _to_hand(self, c: int) -> list[Event]:
        d = self.divider
        pile = self.piles[d]
        pile.remove(c)
        hand = self.hands[d]
        insort(hand, c)
        self.backs += 1
        return [DivisionMove(d, c, False, len(hand), len(pile))]

    def _finish_division(self) -> list[Event]:
        d = self.divider
        self.phase = PH_PLAY
        self.turn = self.leader
        return [DivisionFinished(d, len(self.hands[d]), len(self.piles[d]))]

    def _give(self, c: int) -> list[Event]:
        n = self.num_players
        p = self.sucker
        step = len(self.passes)
        if step < n - 1:
            giver, receiver = (p + 1 + step) % n, p
        else:
            giver, receiver = p, (p + 2 + step - n) % n
        self.hands[giver].remove(c)
        insort(self.hands[receiver], c)
        self.passes.append((giver, receiver, c))
        step += 1
        if step == 2 * (n - 1):
            self.phase = PH_PLAY
            self.turn = self.leader
        elif step < n - 1:
            self.turn = (p + 1 + step) % n
        else:
            self.phase = PH_SOUL_RETURN
            self.turn = p
        return [CardPassed(giver, receiver, c)]

