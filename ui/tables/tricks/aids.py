"""What every trick table offers a player on request (see ui/tables/aids.py): the last
trick as a `Recap` with who played what and who won it, a click on the trick's oval to
see it, the played-cards panel built from suits, and tooltips on the sprites.

A trick game's table mixes `TrickAids` in before `TrickTable` and fills:
    recap()          usually `trick_recap(...)` of the view's last finished trick
    played_cards()   usually `PlayedCards(title, suit_rows(...), lines)`
    tip_for(key, b)  (group, words) for a sprite key on board `b`: the sprites of one
                     group (a hand's backs, a pile) share one tooltip over their union
    plate_tip(seat, b)  the words over a seat's name plate (its counters)
"""

from __future__ import annotations

from functools import partial

import pygame

from ui.tables.aids import PlayedCards, Recap, RecapCard, SuitRow


class TrickAids:
    RECAP_NAME = "Last trick"

    # -- the last trick ---------------------------------------------------------------------

    def recap_area(self) -> pygame.Rect | None:
        """The trick's oval, on screen: a click on it (off any choice) shows the recap."""
        if self.seats is None:
            return None
        w, h = self.seats.ring()
        cx, cy = self.at(*self.seats.trick_centre)
        rect = pygame.Rect(0, 0, round(w * self.sc), round(h * self.sc))
        rect.center = (round(cx), round(cy))
        return rect

    def trick_recap(self, title: str, plays, winner: int, lines=(), face=None) -> Recap:
        """A finished trick: `plays` ((seat, card), ...) in play order, the winner's card
        ringed, each card captioned with its player (the first noted "led")."""
        face = face or self.face_art
        cards = []
        for i, (seat, card) in enumerate(plays):
            cards.append(RecapCard(partial(face, card), self.name(seat), seat == winner,
                                   note="led" if i == 0 else ""))
        return Recap(title, tuple(cards), 0, tuple(lines))

    def played_panel(self, title: str, rows, lines=()) -> PlayedCards:
        return PlayedCards(title, tuple(rows), tuple(lines))

    @staticmethod
    def suit_row(name: str, colour, sym, ranks, suit: int, gone, mine,
                 note: str = "") -> SuitRow:
        """A suit's row from sets of cards (`suit << 4 | rank`)."""
        return SuitRow(name, tuple(colour), sym, tuple(ranks),
                       tuple(r for r in ranks if suit << 4 | r in gone),
                       tuple(r for r in ranks if suit << 4 | r in mine), note)

    # -- tooltips ---------------------------------------------------------------------------

    def tip_for(self, key, b) -> tuple | None:
        """(group, words) for the sprite `key` on board `b`, or None (no tooltip)."""
        kind = key[0]
        if kind == "deck":
            return ("deck",), "The cards being dealt"
        if kind == "back":
            seat = key[1]
            count = b.hand_counts[seat] if hasattr(b, "hand_counts") else None
            cards = f"{count} cards" if count is not None else "cards"
            return ("back", seat), f"{self.name(seat)}'s hand: {cards}, face down"
        if kind == "won":
            seat = key[1]
            count = b.won_counts[seat] if hasattr(b, "won_counts") else None
            words = f": {count} cards" if count is not None else ""
            return ("won", seat), f"{self.name(seat)}'s won cards{words}, face down"
        return None

    def plate_tip(self, seat: int, b) -> str | None:
        return None

    def tips(self) -> list[tuple[pygame.Rect, str]]:
        b = self.shown
        if b is None or self.seats is None:
            return []
        out = []
        for seat in range(self.seats.n):
            words = self.plate_tip(seat, b)
            if words:
                out.append((self.plate_rect(seat), words))
        return out + self.sprite_tips(self.tip_for, b)
