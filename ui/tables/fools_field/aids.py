"""The Fool's Field's answers to what a player asks at the table (ui/tables/aids.py):
the field as it stood before the last retreat (each card as its placer put it down, seen
from the viewer's side), the score sheet at any time (the games of the match so far and
the game in play), and the tooltips on the plates, the deck, the discard piles, the
opponent's hand and the cards on the field.

The last retreat is read from the events the viewer saw (`Match.events_for(viewer)`,
up to the move the table has shown): the cards placed since the previous retreat (each
`Deployed` with its cell and placer) and the `Retreated` that took them. The reason is
said only when it is public ("the field was full", "no card was left"); "no card fits"
is told to the retreater alone, and the viewer's own events carry it only for itself."""

from __future__ import annotations

from functools import partial

from games.fools_field import rules as R
from games.fools_field.cards import card_name, cell_name, seen_cell
from ui.render import fools_field as art
from ui.tables.aids import Recap, RecapCard
from ui.tables.base import ResultsTable

PUBLIC_REASONS = {R.FULL: "the field was full", R.EMPTY_HAND: "no card was left"}
OWN_REASONS = {R.BLOCKED: "no card of yours fitted"}  # told to the retreater alone


class FieldAids:
    RECAP_NAME = "Last retreat"

    def last_retreat(self) -> tuple | None:
        """(field, placed_by, retreating seat, public reason, battle) of the last retreat
        the viewer saw, or None."""
        match = getattr(self.host, "match", None)
        if match is None:
            return None
        shown = getattr(self.host, "shown", len(match.log))
        field, placed_by = [-1] * 9, [-1] * 9
        battle = 1
        last = None
        for index, e in match.events_for(self.viewer):
            if index >= shown:
                break
            kind = type(e)
            if kind is R.Deployed:
                field[e.cell], placed_by[e.cell] = e.card, e.seat
            elif kind is R.Retreated:
                why = PUBLIC_REASONS.get(e.reason, "")
                if e.seat == self.viewer:
                    why = why or OWN_REASONS.get(e.reason, "")
                last = (tuple(field), tuple(placed_by), e.seat, why, battle)
                field, placed_by = [-1] * 9, [-1] * 9
            elif kind is R.BattleStarted:
                battle = e.number
            elif kind is R.GameStarted:
                field, placed_by = [-1] * 9, [-1] * 9
        return last

    def recap_area(self):
        """The field, except while the viewer chooses (a click there places a card)."""
        return self.mat_rect() if self.geo and self.legal is None else None

    def recap(self):
        last = self.last_retreat()
        if last is None:
            return None
        field, placed_by, seat, why, battle = last
        bottom = self.bottom_seat()
        by_spot = {seen_cell(cell, bottom): cell for cell in range(9)}
        cards = []
        for spot in range(9):
            cell = by_spot[spot]
            c = field[cell]
            if c < 0:
                cards.append(RecapCard(None))
            else:
                cards.append(RecapCard(partial(art.soldier_face, c), "",
                                       turned=placed_by[cell] != bottom))
        mine = seat == self.viewer
        who = "You" if mine else self.name(seat)
        title = f"The field before {'your' if mine else who + chr(39) + 's'} retreat " \
                f"(battle {battle})"
        taken = sum(1 for c in field if c >= 0)
        lines = [f"{who} took these {taken} cards into hand" + (f": {why}." if why else ".")]
        lines.append("Upright: placed from your side; upside down: from across the table.")
        return Recap(title, tuple(cards), 3, tuple(lines), captions_inside=True)

    def action_words(self, action) -> str:
        """A placement named from the viewer's side of the field."""
        if type(action) is R.Deploy:
            where = cell_name(action.cell, self.bottom_seat())
            return f"deploy {card_name(action.card)} to the {where}"
        return super().action_words(action)

    def hint_rects(self, action):
        """A placement is two choices: ring the card in the hand and the cell."""
        if type(action) is R.Deploy:
            out = []
            sprite = self.sprites.get(("c", action.card))
            if sprite is not None and sprite.visible:
                out.append(sprite.hit_rect())
            if self.geo:
                out.append(self.cell_rect(action.cell))
            return out
        return super().hint_rects(action)

    def score_table(self):
        """The finished games (a match) and the game in play, with its hands and piles."""
        v = self.view
        if v is None:
            return None
        if v.phase == "over":
            return self.results(v)
        table = self.results(v) if v.match else None
        headers = ["Player", "Hand", "Discards"]
        rows = [[self.name(s), str(v.hand_sizes[s]), str(v.discard_sizes[s])] for s in (0, 1)]
        if table is not None:  # the games of the match so far, then the one in play
            headers = [*table.headers[:-1], f"Game {v.game_number} now", table.headers[-1]]
            rows = [[*table.rows[s][:-1], f"hand {v.hand_sizes[s]}", table.rows[s][-1]]
                    for s in (0, 1)]
        note = (f"Game {v.game_number}, battle {v.battle}: the deck holds {v.deck_size} "
                "cards. " + ("Once it is out, the first to place the last card of their "
                             "hand wins." if v.deck_size else "The first to place the last "
                             "card of their hand wins."))
        return ResultsTable(headers, rows, note)

    def tips(self):
        b = self.shown
        if b is None or not self.geo:
            return []
        out = []
        for seat in (0, 1):
            out.append((self.plate_rect(seat), f"{self.name(seat)}: {b.hand_counts[seat]} "
                        f"cards in hand, {b.discards[seat]} discarded"))
        for seat in (0, 1):
            if not b.discards[seat]:
                out.append((self.pile_rect(seat), f"{self.name(seat)}'s discards: none yet"))
        return out + self.sprite_tips(self._tip_for, b)

    def _tip_for(self, key, b):
        kind = key[0]
        if kind == "deck":
            return ("deck",), f"Deck: {b.deck} cards, face down (drawn after a retreat)"
        if kind == "disc":
            seat = key[1]
            return ("disc", seat), (f"{self.name(seat)}'s discards: {b.discards[seat]} "
                                    "cards, face down")
        if kind == "back":
            seat = key[1]
            return ("back", seat), f"{self.name(seat)}'s hand: {b.hand_counts[seat]} cards"
        if kind == "c" and key[1] in b.field:
            cell = b.field.index(key[1])
            placer = b.placed_by[cell]
            where = cell_name(cell, self.bottom_seat())
            return ("cell", cell), (f"{card_name(key[1])}, {where}: placed by "
                                    f"{self.name(placer)}")
        return None
