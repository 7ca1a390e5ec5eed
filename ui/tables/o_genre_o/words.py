"""The words of the O Genre O table (part of `OGenreOTable`): the status line (whose
turn, what to do, the rule in force), the round-end table and the results.

Figures are labelled with what they are: the plates show "Life 27/30", the round-end
table shows the round's Devils and recoveries and each life before and after, and the
results show each life after every round, the figure the side panel shows.
"""

from __future__ import annotations

from games.o_genre_o.cards import DEVIL, DISCARDS, SUIT_NAMES, TRICKS
from ui import theme
from ui.tables.base import ResultsTable
from ui.tables.o_genre_o.board import Board, board_of
from ui.tables.tricks import Cell, Column, ScoreSheet

RESULT_ROUNDS = 8  # the most rounds the results screen lists one by one
DEVIL_TEXT = (236, 130, 120)


def signed(n: int) -> str:
    return f"+{n}" if n > 0 else (f"\u2212{-n}" if n < 0 else "0")


class OGenreOWords:
    """The texts of `OGenreOTable` (a mixin)."""

    _sheet: tuple | None = None  # (what it shows, the ScoreSheet) of the last table

    # -- the status line ----------------------------------------------------------------------

    def status(self) -> str:
        v = self.view
        if v is None:
            return ""
        name = self.name
        sh = self.shown
        if sh is not None and sh.summary is not None:
            s = sh.summary
            if s.final:
                return self._over_line(s.winners())
            return (f"Round {s.round} is settled. Next: round {s.round + 1}, "
                    f"{name(s.next_dealer)} deals")
        if sh is not None and sh is not self._synced:  # animating: told from the board
            if sh.phase == "deal":
                return (f"Round {sh.round}: {name(sh.dealer)} deals 6 Angels and 6 Devils "
                        f"to every player\u2026")
            if sh.phase == "vote" and sh.chips:
                seat, suit = sh.chips[-1]
                return (f"Trump vote: {name(seat)} puts a black chip on {SUIT_NAMES[suit]} "
                        f"({len(sh.chips)} of {len(sh.vote_order) or 4})")
            if sh.phase == "play" and sh.trump >= 0:
                if not sh.trick and not sh.tricks_played:
                    return (f"{SUIT_NAMES[sh.trump]} is left without a chip: it is trump. "
                            f"{name(sh.leader)} leads")
                return self._trick_line(sh, v.seat)
        ph = v.phase
        me = v.seat
        mine = me is not None and v.to_move == me
        if ph == "lot":
            return "Drawing the first dealer by lot\u2026"
        if ph in ("shuffle_angels", "shuffle_devils"):
            return (f"Round {max(1, v.round)}: {name(v.dealer)} shuffles the Angels and the "
                    f"Devils apart\u2026")
        if ph == "over":
            return self._over_line(v.winners)
        if ph == "discard":
            k = v.discard_counts[v.to_move] + 1
            if mine:
                return (f"Discards: click a card to put it face down, out of play this round "
                        f"(card {k} of {DISCARDS})")
            return f"Discards: {name(v.to_move)} puts {DISCARDS} cards face down, unseen"
        if ph == "vote":
            k = len(v.chips) + 1
            total = len(v.vote_order) or 4
            head = f"Trump vote, chip {k} of {total}"
            if mine:
                return (f"{head}: click a suit you do NOT want as trump. The suit left "
                        f"without a chip is trump")
            return f"{head}: {name(v.to_move)} puts a black chip on a suit"
        # tricks: told from the board shown (it runs ahead of the view while animating)
        b = sh if sh is not None and sh.phase == "play" else board_of(v)
        return self._trick_line(b, me)

    def _trick_line(self, b: Board, me: int | None) -> str:
        name = self.name
        if len(b.trick) >= b.n:
            return f"{name(b.winning)} wins the trick"
        if b.tricks_played >= TRICKS:
            return f"Round {b.round} is over: each Devil won costs its winner 1 life"
        trump = SUIT_NAMES[b.trump] if 0 <= b.trump < 5 else "?"
        head = f"Trick {min(TRICKS, b.tricks_played + 1)} of {TRICKS} \u00b7 Trump {trump}"
        to_move = b.to_move_in_trick()
        if to_move != me:
            verb = "leads" if not b.trick else "to play"
            return f"{head} \u00b7 {name(to_move)} {verb}"
        hand = b.hand
        if not b.trick:
            devils = sum(1 for c in hand if DEVIL[c])
            if b.devil_break and 0 < devils < len(hand):
                return (f"{head} \u00b7 Your lead. Devil Break: lead an Angel (no Devil has "
                        f"been played yet)")
            if b.devil_break and devils and devils == len(hand):
                return f"{head} \u00b7 Your lead: you hold only Devils, so you may lead one"
            return f"{head} \u00b7 Your lead: play any card"
        lead = b.trick[0][1] >> 4
        suit = SUIT_NAMES[lead]
        if any(c >> 4 == lead for c in hand):
            return f"{head} \u00b7 {suit} was led: you must follow with {suit} (Angel or Devil)"
        return f"{head} \u00b7 No {suit} in your hand: play any card"

    def _over_line(self, winners) -> str:
        names = " and ".join(self.name(w) for w in winners) or "nobody"
        if len(winners) > 1:
            return f"Game over: {names} share the victory with the highest life."
        return f"Game over: {names} wins with the highest life."

    def explanation(self, b: Board) -> tuple[str, ...]:
        """A few words in the middle of the table about the phase in progress (the
        discards and the vote, while the trick area is empty)."""
        if b.summary is not None or b.trick:
            return ()
        if b.phase == "discard":
            return (f"Everyone puts {DISCARDS} cards face down, in turn.",
                    "They are out of play this round; nobody else sees them.")
        if b.phase == "vote":
            first = ("The dealer places the first and the last chip."
                     if b.n == 3 else "Starting at the dealer's left, one chip each.")
            return ("A black chip marks a suit its player does not want as trump.", first,
                    "The suit left without a chip is trump: it beats the others.")
        return ()

    # -- the round-end table ------------------------------------------------------------------

    def score_sheet(self, b: Board) -> ScoreSheet:
        """The table at the end of a round: each player's Devils won and lives recovered
        this round, and the life before and after. Built once per settled round."""
        key = (b.summary, b.n, b.cap, tuple(self.names))
        if self._sheet is not None and self._sheet[0] == key:
            return self._sheet[1]
        sheet = self._build_sheet(b)
        self._sheet = (key, sheet)
        return sheet

    def _build_sheet(self, b: Board) -> ScoreSheet:
        s = b.summary
        this = f"Round {s.round}"
        columns = (Column("Devils won", 84, caption=this), Column("Recovered", 80, caption=this),
                   Column("Start", 58, caption="Life", rule_before=True),
                   Column("Change", 62, caption="Life"), Column("Now", 58, "right",
                                                                caption="Life"))
        starred = s.winners() if s.final else ()
        rows = []
        for seat in range(b.n):
            d, r = s.devils[seat], s.recovered[seat]
            change = s.after[seat] - s.before[seat]
            after = s.after[seat]
            rows.append((
                Cell(str(d), DEVIL_TEXT if d else theme.TEXT_DIM, bold=bool(d)),
                Cell(f"+{r}" if r else "0", theme.GOOD if r else theme.TEXT_DIM),
                Cell(str(s.before[seat]), dim=True),
                Cell(signed(change), theme.GOOD if change > 0 else (
                    theme.BAD if change < 0 else theme.TEXT_DIM), bold=True),
                Cell(signed(after) if after < 0 else str(after),
                     theme.BAD if after <= 0 else None, bold=True)))
        notes = [(None, f"Each Devil won costs 1 life. From round 2, an all-Angel trick "
                        f"won below {b.cap} gives 1 back at once.")]
        if s.final:
            out = [self.name(seat) for seat in range(b.n) if s.after[seat] <= 0]
            who = " and ".join(out)
            notes.append(("horns", f"{who} {'is' if len(out) == 1 else 'are'} out of life: "
                                  f"the game ends, the highest life wins."))
            winners = s.winners()
            names = " and ".join(self.name(w) for w in winners)
            title = f"Final: {names} {'share the victory' if len(winners) > 1 else 'wins'}"
        else:
            notes.append((None, f"Next: round {s.round + 1}, {self.name(s.next_dealer)} deals."))
            title = f"Round {s.round} settled"
        return ScoreSheet(title, columns, tuple(self.name(i) for i in range(b.n)),
                          tuple(rows), starred, tuple(notes), name_width=136, min_width=500)

    # -- results ------------------------------------------------------------------------------

    def results(self, view) -> ResultsTable:
        """Each life after every round (the last `RESULT_ROUNDS` when there were more),
        the Devils won over the game, and the final life."""
        n = view.num_players
        history = tuple(view.history)
        first = max(0, len(history) - RESULT_ROUNDS)
        shown = history[first:]
        headers = ["Player"] + [f"R{first + i + 1}" for i in range(len(shown))] + \
            ["Devils", "Life"]
        rows = []
        for s in range(n):
            row = [self.name(s)]
            for _, _, lives in shown:
                row.append(signed(lives[s]) if lives[s] < 0 else str(lives[s]))
            row.append(str(sum(d[s] for d, _, _ in history)))
            life = view.lives[s]
            row.append(signed(life) if life < 0 else str(life))
            rows.append(row)
        note = (f"Life after each round (it starts at {view.life_cap}); Devils: all the "
                f"Devil cards won. The highest life wins.")
        if first:
            note = f"Rounds 1-{first} are in the log. " + note
        return ResultsTable(headers, rows, note)
