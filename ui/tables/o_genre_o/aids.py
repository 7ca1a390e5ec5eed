"""O Genre O's answers to what a player asks at the table (ui/tables/aids.py): the last
trick of the round (who played what, who won it, the Devils in it), the played cards
with the trumps and Devils still out, and the tooltips on the suit spaces, the chips,
the plaques, the discards, the decks and the won piles. All from the viewer's view
(the board), never the State."""

from __future__ import annotations

from games.o_genre_o.cards import DEVIL, SUIT_NAMES, TRICKS, card_name, deck
from ui.render import o_genre_o as art
from ui.tables.o_genre_o.mat import PLAQUE_H, PLAQUE_W
from ui.tables.tricks.aids import TrickAids


class OGenreOAids(TrickAids):
    def recap(self):
        v = self.view
        if v is None or v.last_trick_leader < 0 or not v.last_trick:
            return None
        n = v.num_players
        leader, winner = v.last_trick_leader, v.last_trick_winner
        plays = [((leader + i) % n, c) for i, c in enumerate(v.last_trick)]
        devils = [c for c in v.last_trick if DEVIL[c]]
        if devils:
            line = (f"{self.name(winner)} took {len(devils)} Devil"
                    f"{'s' if len(devils) > 1 else ''} ({', '.join(map(card_name, devils))}): "
                    f"1 life each at the round's end.")
        else:
            line = f"Only Angels: {self.name(winner)} took no Devil."
        title = f"Trick {v.tricks_played} of round {v.round}: {self.name(winner)} won it"
        return self.trick_recap(title, plays, winner, (line,))

    def played_cards(self):
        v = self.view
        if v is None or v.round == 0:
            return None
        cards = deck(v.num_players)
        gone = {c for won in v.won for c in won} | {c for _, c in v.trick}
        out_of_play = set(v.discards)  # own discards: out of play, known only to the viewer
        mine = set(v.hand)
        rows = []
        for suit, name in enumerate(SUIT_NAMES):
            ranks = tuple(c & 15 for c in cards if c >> 4 == suit)
            rows.append(self.suit_row(name, art.suit_rgb(suit), art.suit_symbol(suit), ranks,
                                      suit, gone | out_of_play, mine,
                                      "trump" if suit == v.trump else ""))
        unseen = [c for c in cards if c not in gone and c not in out_of_play and c not in mine]
        lines = []
        if v.trump >= 0:
            trumps = ", ".join(str(c & 15) for c in unseen if c >> 4 == v.trump)
            lines.append(f"Trumps ({SUIT_NAMES[v.trump]}) still out: {trumps or 'none'}")
        devils = sum(1 for c in unseen if DEVIL[c])
        hidden = sum(v.discard_counts) - len(v.discards)
        lines.append(f"Devils still out: {devils} of {len(unseen)} unseen cards "
                     f"({hidden} of them discarded face down by others)")
        return self.played_panel(f"Played cards, round {v.round}", rows, lines)

    def score_table(self):
        """The results table (life after every round), with the round in progress: the
        Devils won so far (each costs a life when the round is settled)."""
        table = super().score_table()
        v = self.view
        if table is None or v is None or v.phase == "over" or v.round == 0 or \
                len(v.history) >= v.round:
            return table
        headers = [*table.headers[:-1], f"R{v.round} Devils so far", table.headers[-1]]
        rows = [[*row[:-1], str(v.devils_won[seat]), row[-1]]
                for seat, row in enumerate(table.rows)]
        return type(table)(headers, rows, table.note)

    def tip_for(self, key, b):
        kind = key[0]
        if kind == "dback":
            seat = key[1]
            return ("dback", seat), (f"{self.name(seat)}'s discards: "
                                     f"{b.discard_counts[seat]} cards, face down, out of "
                                     "play this round")
        if kind == "out":
            return ("out",), ("Your discards: out of play this round (only you see them)")
        if kind == "chip":
            seat, suit = b.chips[key[1]] if key[1] < len(b.chips) else (-1, -1)
            if suit < 0:
                return None
            return ("chip", key[1]), (f"{self.name(seat)}'s black chip on "
                                      f"{SUIT_NAMES[suit]}: not wanted as trump")
        if kind == "trump":
            return ("trump",), f"Trump: {SUIT_NAMES[key[1]]} (the suit left without a chip)"
        if kind in ("adeck", "ddeck"):
            which = "Angel" if kind == "adeck" else "Devil"
            count = b.angel_deck if kind == "adeck" else b.devil_deck
            return (kind,), f"{which} deck: {count} cards, face down, being dealt"
        if kind == "won":
            seat = key[1]
            d = b.devils_won[seat]
            return ("won", seat), (f"{self.name(seat)}'s won cards: {b.won_counts[seat]}, "
                                   f"{d} Devil{'' if d == 1 else 's'} (1 life each)")
        return super().tip_for(key, b)

    def plate_tip(self, seat: int, b):
        return (f"{self.name(seat)}: life {b.lives[seat]} of {b.cap}; "
                f"{b.hand_counts[seat]} cards in hand, {b.devils_won[seat]} Devils won "
                "this round")

    def tips(self):
        out = super().tips()
        b = self.shown
        if b is None or self.seats is None or not getattr(self, "geo", None):
            return out
        spaces = []
        for suit, name in enumerate(SUIT_NAMES):
            state = "the trump" if b.trump == suit else (
                "a chip on it: it cannot be trump" if suit in b.chipped else
                "no chip yet")
            spaces.append((self.space_rect(suit), f"{name}: {state}"))
        plaques = []
        if (b.phase == "play" or b.tricks_played or b.trick) and b.summary is None:
            g = self.geo
            for centre, words in (
                    (g["left_plaque"], "Devil Break: no Devil may be led until one is played"
                     if b.devil_break else "Devil Break over: Devils may be led"),
                    (g["right_plaque"],
                     f"Tricks played this round: {b.tricks_played} of {TRICKS}")):
                x, y = centre
                plaques.append((self.rect_at(x - PLAQUE_W / 2, y - PLAQUE_H / 2, PLAQUE_W,
                                             PLAQUE_H), words))
        # the plates first (large), then the mat, then the sprites (small) on top
        return [*spaces, *plaques, *out]
