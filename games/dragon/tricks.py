"""Slaughter the Dragon "Ha": the tricks (part of `DragonState`).

`TrickPlay` plays a card to the trick (noting the voids it shows), finishes a trick
(the winner takes a Dragon token and the trick's Purple cards, a 2nd-half pile is taken
up when its 1st-half hand has run out) and says why a card may not be played
(`_play_problem`: follow suit, the Purple lead lock). The last trick hands over to the
round end (`games.dragon.round_end`). The rules are stated in full in
`games.dragon.rules`.
"""

from __future__ import annotations

from engine.core import Event
from engine.tricks import trick_winner
from games.dragon.cards import COLOUR_NAMES, TOKEN_BODY, TOKEN_HEAD, card_name
from games.dragon.moves import PLAYED, PileTakenUp, Play, TrickWon, _is_card


class TrickPlay:
    """The trick part of `DragonState` (a mixin: the state's slots are declared there)."""

    __slots__ = ()

    def _play_problem(self, action) -> str | None:
        """Why `action` may not be played to the trick now (None: it may)."""
        seat = self.turn
        if not isinstance(action, Play):
            return "Play a card from your hand to the trick."
        c = action.card
        if not _is_card(c) or c >> 4 not in self.setup.colours:
            return f"{c!r} is not a card of this game."
        hand = self.hands[seat]
        if c not in hand:
            if c in self.piles[seat]:
                return (f"{card_name(c)} is in your 2nd-half pile: you play from your "
                        f"1st-half hand until it is used up.")
            return f"{card_name(c)} is not in your hand."
        trick = self.trick
        if trick:
            lead = trick[0] >> 4
            if c >> 4 != lead and any(x >> 4 == lead for x in hand):
                return (f"You must follow suit: you hold a {COLOUR_NAMES[lead]} card, "
                        f"and {COLOUR_NAMES[lead]} was led.")
        elif c < 16 and not self.broken and any(x > 15 for x in hand):
            return ("You may not lead a Purple card until someone has acquired a Purple "
                    "card, unless you hold only Purple cards.")
        return None

    def _note_voids(self, seat: int, c: int, hand_before, lead_card) -> None:
        if lead_card is None:
            if c < 16 and not self.broken and all(x < 16 for x in hand_before):
                self.voids[seat] |= self.setup.non_purple_mask
        elif c >> 4 != lead_card >> 4:
            self.voids[seat] |= 1 << (lead_card >> 4)

    def _play(self, c: int) -> list[Event]:
        seat = self.turn
        hand = self.hands[seat]
        hand.remove(c)
        trick = self.trick
        if trick:
            lead = trick[0] >> 4
            if c >> 4 != lead:
                self.voids[seat] |= 1 << lead
        elif c < 16 and not self.broken:
            # Purple led while locked: the hand held nothing else.
            self.voids[seat] |= self.setup.non_purple_mask
        trick.append(c)
        n = self.num_players
        if len(trick) < n:
            self.turn = seat + 1 if seat + 1 < n else 0
            return [PLAYED[seat][c]]
        return self._finish_trick(PLAYED[seat][c])

    def _finish_trick(self, played: Event) -> list[Event]:
        n = self.num_players
        trick = self.trick
        leader = self.leader
        winner = (leader + trick_winner(trick, self.trump)) % n
        cards = tuple(trick)
        self.tricks.append((leader, cards, winner))
        if min(cards) < 16:  # (min first: most tricks hold no Purple card)
            purple = [c for c in cards if c < 16]
            if len(purple) > 1:
                purple.sort()
            purple = tuple(purple)
            self.purple_won[winner].extend(purple)
            self.broken = True
            self.set_aside.extend([c for c in cards if c > 15])
        else:
            purple = ()
            self.set_aside.extend(cards)
        self.trick = []
        self.leader = self.turn = winner
        self.tokens[winner] += 1
        last = not self.hands[winner] and not self.piles[winner]
        if last:
            self.head = winner
            events: list[Event] = [] if self.quiet else [
                played, TrickWon(winner, leader, cards, TOKEN_HEAD, purple, len(self.tricks))]
            self._end_round(winner, events)
            return events
        self.body_left -= 1
        events = [] if self.quiet else [
            played, TrickWon(winner, leader, cards, TOKEN_BODY, purple, len(self.tricks))]
        d = self.divider
        if d >= 0 and not self.hands[d] and self.piles[d]:
            self.hands[d] = self.piles[d]
            self.piles[d] = []
            self.voids[d] = 0
            if not self.quiet:
                events.append(PileTakenUp(d, len(self.hands[d])))
        return events

