"""Slaughter the Dragon's answers to what a player asks at the table (ui/tables/aids.py):
the last trick of the round, the played cards with the trumps and Purple still out, and
the tooltips on the Dragon row, the Inverted Scale, the piles and the won tokens. All
from the viewer's view (the board), never the State."""

from __future__ import annotations

from games.dragon.ai import outstanding
from games.dragon.cards import COLOUR_NAMES, PURPLE, RANKS, SETUPS, TOKEN_POINTS, card_name
from ui.render import dragon as art
from ui.tables.tricks.aids import TrickAids


def _ranks(cards, colour: int) -> str:
    return ", ".join(str(c & 15) for c in sorted(cards, reverse=True) if c >> 4 == colour)


class DragonAids(TrickAids):
    def recap(self):
        v = self.view
        if v is None or not v.tricks:
            return None
        leader, cards, winner = v.tricks[-1]
        n = v.num_players
        plays = [((leader + i) % n, c) for i, c in enumerate(cards)]
        number = len(v.tricks)
        last = number == v.tricks_per_round
        token = "the Dragon Head" if last else "a Dragon Body token"
        purple = [c for c in cards if c >> 4 == PURPLE]
        took = token + (" and " + ", ".join(card_name(c) for c in purple) if purple else "")
        title = f"Trick {number} of {v.tricks_per_round}: {self.name(winner)} won it"
        return self.trick_recap(title, plays, winner, (f"{self.name(winner)} took {took}.",))

    def played_cards(self):
        v = self.view
        if v is None or v.round == 0:
            return None
        setup = SETUPS[v.num_players]
        gone = set(v.set_aside) | {c for won in v.purple_won for c in won} | \
            {c for _, c in v.trick} | set(v.scale_revealed)
        mine = set(v.hand) | set(v.pile)
        rows = [self.suit_row(COLOUR_NAMES[col], art.colour_rgb(col), art.SYMBOLS[col], RANKS,
                              col, gone, mine, "trump" if col == v.trump else "")
                for col in setup.colours]
        out = outstanding(v)
        lines = []
        if v.trump >= 0:
            still = _ranks(out, v.trump)
            lines.append(f"Trumps ({COLOUR_NAMES[v.trump]}) still out: {still or 'none'}")
            if 0 < v.called < 12:
                lines.append(f"(above {v.called}, the trumps lie in the Inverted Scale)")
        if v.trump != PURPLE:
            lines.append(f"Purple still out: {_ranks(out, PURPLE) or 'none'}")
        return self.played_panel(f"Played cards, round {v.round}", rows, lines)

    def score_table(self):
        """The results table (every round scored), with the round in progress so far."""
        table = super().score_table()
        v = self.view
        if table is None or v is None or v.phase in ("over", "shuffle_trumps") or \
                v.round == 0 or len(v.round_scores) >= v.round:
            return table
        b = self.board_of(v)
        headers = [*table.headers[:-1], f"R{v.round} so far", table.headers[-1]]
        rows = [[*row[:-1], f"{b.round_score(seat):+d}", row[-1]]
                for seat, row in enumerate(table.rows)]
        return type(table)(headers, rows, table.note)

    def tip_for(self, key, b):
        kind = key[0]
        if kind == "back":
            seat = key[1]
            half = " (1st-half hand)" if b.pile_counts[seat] else ""
            return ("back", seat), f"{self.name(seat)}'s hand{half}: {b.hand_counts[seat]} " \
                                   "cards, face down"
        if kind == "pile":
            seat = key[1]
            return ("pile", seat), (f"{self.name(seat)}'s 2nd-half pile: "
                                    f"{b.pile_counts[seat]} cards, face down; taken up when "
                                    "the 1st-half hand is used up")
        if kind == "scale":
            return ("scale",), f"Inverted Scale: {b.scale} cards, face down"
        if kind == "aside":
            return ("aside",), "Summoning: cards taken from the Inverted Scale, unseen yet"
        if kind == "tdeck":
            return ("tdeck",), (f"Trump Indicator deck: {b.trump_left} cards, face down "
                                "(one turned up each round)")
        if kind == "trump":
            return ("trump",), f"Trump this round: {COLOUR_NAMES[b.trump]}"
        if kind in ("head", "body"):
            return self._token_tip(key, b)
        if kind == "c":
            card = key[1]
            for seat, won in enumerate(b.purple):
                if card in won:
                    points = sum(c & 15 for c in won)
                    return ("purple", seat), (f"Purple taken by {self.name(seat)}: "
                                              f"{len(won)} cards, \u2212{points} points")
            if card in b.revealed:
                return ("revealed",), "The Inverted Scale, revealed at the end of the round"
        return super().tip_for(key, b)

    def _token_tip(self, key, b):
        done = len(b.won_by)
        body = b.body_total
        row_body = body - done
        if key == ("head",) and done <= body:
            return ("row",), (f"The Dragon: {max(0, row_body)} Body tokens and the Head left "
                              f"(+{TOKEN_POINTS} each; the Head goes with the last trick)")
        if key[0] == "body" and key[1] < row_body:
            return ("row",), (f"The Dragon: {row_body} Body tokens and the Head left "
                              f"(+{TOKEN_POINTS} each; the Head goes with the last trick)")
        for seat in range(b.n):
            count = b.tokens(seat)
            if not count:
                continue
            mine = [("body", body - 1 - i) if i < body else ("head",)
                    for i, w in enumerate(b.won_by) if w == seat]
            if key in mine:
                return ("tokens", seat), (f"{self.name(seat)}'s Dragon tokens: {count} "
                                          f"(+{count * TOKEN_POINTS})")
        return None

    def plate_tip(self, seat: int, b):
        pile = f" and {b.pile_counts[seat]} in the 2nd-half pile" if b.pile_counts[seat] \
            else ""
        return (f"{self.name(seat)}: {b.hand_counts[seat]} cards in hand{pile}; this round "
                f"{b.round_score(seat):+d} (+{TOKEN_POINTS} a token, Purple minus its number)")
