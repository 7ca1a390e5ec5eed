"""Makai Fuda's answers to what a player asks at the table (ui/tables/aids.py): the last
match of the tournament (who played what, which Monster won it), the played cards of each
Monster with the Magic and the Boss still out, and the tooltips on the prize row (cards,
dice, chips), the predictions, the finished matches' pile, the Start Player card and the
plates. All from the viewer's view (the board), never the State. P peeks at your own
prediction in this game, so the played cards are on C."""

from __future__ import annotations

from functools import partial

import pygame

from games.makai_fuda.cards import (
    BOSS,
    CHIP_CAP,
    MAGIC_SUIT,
    MONSTER_NAMES,
    STRENGTHS,
    card_name,
    deck,
)
from ui.render import makai_fuda as art
from ui.tables.aids import Recap, RecapCard
from ui.tables.tricks.aids import TrickAids


class MakaiAids(TrickAids):
    RECAP_NAME = "Last match"
    PLAYED_KEY = pygame.K_c

    def recap_area(self):
        return self.mat_rect() if self.seats is not None else None

    def recap(self):
        v = self.view
        if v is None or not v.matches:
            return None
        _, plays, winner, _ = v.matches[-1]
        cards = []
        for i, (seat, c, target, from_prediction) in enumerate(plays):
            note = "led" if i == 0 else ""
            if target is not None:
                note = f"+3 to {MONSTER_NAMES[target]}"
            elif from_prediction:
                note = "its prediction"
            cards.append(RecapCard(partial(self.face_art, c), self.name(seat),
                                   winner is not None and c < 64 and c >> 4 == winner, note=note))
        number = len(v.matches)
        if winner is None:
            title = f"Match {number}: no Monster on the field"
            lines = ("Nobody won it; the same player leads again.",)
        else:
            title = f"Match {number} of tournament {v.tournament}: {MONSTER_NAMES[winner]} won"
            lines = (f"{MONSTER_NAMES[winner]} has now won {v.dice[winner]} "
                     f"match{'es' if v.dice[winner] != 1 else ''}; the losing Monsters' "
                     "cards earn chips.",)
        return Recap(title, tuple(cards), 0, lines)

    def played_cards(self):
        v = self.view
        if v is None or v.tournament == 0:
            return None
        cards = deck(v.num_players)
        gone = set(v.out) | {c for _, c, _, _ in v.plays}
        gone |= {c for c in v.predictions if c >= 0 and v.revealed}
        mine = set(v.hand) | ({v.predictions[v.seat]} if v.seat is not None and
                              0 <= v.seat < v.num_players and v.predictions[v.seat] >= 0
                              else set())
        rows = [self.suit_row(MONSTER_NAMES[m], art.monster_rgb(m), None,
                              STRENGTHS, m, gone, mine) for m in v.monsters]
        magic = [c for c in cards if c >> 4 == MAGIC_SUIT]
        magic_out = sum(1 for c in magic if c not in gone and c not in mine)
        boss = "gone" if BOSS in gone else ("in your hand" if BOSS in mine else "still out")
        lines = (f"Magic still out: {magic_out} of {len(magic)}",
                 f"The Boss, {card_name(BOSS)}: {boss}")
        return self.played_panel(f"Played cards, tournament {v.tournament}", rows, lines)

    def score_table(self):
        """The finished tournaments (the results table) and the one in play: the matches
        each Monster has won so far (the predictions stay face down until the prize)."""
        v = self.view
        if v is None:
            return None
        table = self.results(v)
        if v.phase == "over" or v.tournament == 0 or \
                (v.results and v.results[-1][0] == v.tournament):
            return table
        headers = [*table.headers[:-1], f"T{v.tournament} now", table.headers[-1]]
        rows = []
        for seat, row in enumerate(table.rows):
            if seat == v.seat and v.predictions[seat] >= 0:
                now = f"{MONSTER_NAMES[v.predictions[seat] >> 4]} (yours)"
            else:
                now = "predicted" if v.predicted[seat] else "\u2014"
            rows.append([*row[:-1], now, row[-1]])
        wins = ", ".join(f"{MONSTER_NAMES[m]} {v.dice[m]}" for m in v.monsters)
        done = [f"T{r[0]} {MONSTER_NAMES[r[1]]}" for r in v.results]
        note = (f"Tournament {v.tournament}, match {v.match + 1}: matches won so far: "
                f"{wins}." + (f" Won before: {', '.join(done)}." if done else ""))
        return type(table)(headers, rows, note)

    def tip_for(self, key, b):
        kind = key[0]
        if kind == "pred":
            seat = key[1]
            if seat == b.seat:
                return ("pred", seat), "Your prediction, face down (hover or hold P to look)"
            return ("pred", seat), f"{self.name(seat)}'s prediction: face down"
        if kind == "out":
            return ("out",), f"Finished matches: {b.out} cards, face down, out of this tournament"
        if kind == "die":
            m = key[1]
            return ("die", m), f"{MONSTER_NAMES[m]}: {b.dice[m]} matches won this tournament"
        if kind == "chip":
            m = key[1]
            return ("chip", m), (f"Bonus gold on {MONSTER_NAMES[m]}'s prize: {b.chips[m]} "
                                 f"(at most {CHIP_CAP})")
        if kind == "start":
            return ("start",), f"Start Player: {self.name(b.start_player)} leads the first match"
        if kind == "schip":
            return ("schip",), "The stock of bonus chips"
        return super().tip_for(key, b)

    def plate_tip(self, seat: int, b):
        state = "a prediction face down" if b.predicted[seat] else "no prediction yet"
        return (f"{self.name(seat)}: {b.gold[seat]} gold, {b.hand_counts[seat]} cards in hand, "
                f"{state}")

    def tips(self):
        out = super().tips()
        b = self.shown
        if b is None or self.seats is None:
            return out
        prizes = [(self.prize_rect(b, m), f"{MONSTER_NAMES[m]}'s Prize Distribution card: "
                   f"{b.dice[m]} wins, {b.chips[m]} bonus gold") for m in b.monsters]
        return [*prizes, *out]
