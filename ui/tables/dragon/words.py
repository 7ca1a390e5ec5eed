"""The words of the Slaughter the Dragon table (part of `DragonTable`): the status line,
the explanation of the jutsu being performed, the round-end score table and the results.

Scores are always labelled with what they are: the plates and the score table say
"Round" for this round's score and the score table's last column is the "Game total",
the figure the side panel shows, so the two never seem to disagree.
"""

from __future__ import annotations

from games.dragon.cards import COLOUR_NAMES, MOON_BONUS, MOON_PENALTY, TOKEN_POINTS
from ui import theme
from ui.tables.base import ResultsTable
from ui.tables.dragon.board import Board, board_of
from ui.tables.tricks import Cell, Column, ScoreSheet

PURPLE_TEXT = (214, 160, 230)


class DragonWords:
    """The texts of `DragonTable` (a mixin)."""

    _sheet: tuple | None = None  # (what it shows, the ScoreSheet) of the last score table

    # -- the status line ----------------------------------------------------------------------

    def _cname(self, colour: int) -> str:
        return COLOUR_NAMES[colour] if 0 <= colour < len(COLOUR_NAMES) else "?"

    def status(self) -> str:
        v = self.view
        if v is None:
            return ""
        if self.shown is not None and self.shown.summary is not None:
            s = self.shown.summary
            last = s.round
            if v.phase == "over" or s.final:
                return self._over_line(s.winners())
            return f"Round {last} is scored. Next: round {last + 1} (click to go on)"
        if self.shown is not None and len(self.shown.won_by) > self.shown.body_total:
            return (f"{self.name(self.shown.won_by[-1])} takes the Dragon Head and reveals the "
                    f"Inverted Scale")
        sh = self.shown
        if sh is not None and sh is not self._synced and sh.called and \
                sh.phase in ("divide", "soul_give"):
            holder = sh.divider if sh.phase == "divide" else sh.sucker
            colour = self._cname(sh.trump)
            jutsu = "Bodily Division" if sh.phase == "divide" else "Soul-Sucking"
            return (f"\u201cAnyone with the {colour} 12?\u201d \u2026 {self.name(holder)} holds "
                    f"the {colour} {sh.called} and performs {jutsu} Jutsu")
        if self.shown is not None and self.shown.round > v.round:
            return f"Round {self.shown.round} of {self.shown.rounds}: the cards are dealt\u2026"
        me = v.seat
        mine = me is not None and v.to_move == me
        name = self.name
        ph = v.phase
        trump = self._cname(v.trump)
        if ph == "shuffle_trumps":
            return "Shuffling the Trump Indicator deck\u2026"
        if ph == "deal":
            return "Dealing\u2026" if not v.round_scores else \
                f"Round {len(v.round_scores)} is scored. The next round is dealt\u2026"
        if ph == "over":
            return self._over_line(v.winners)
        if ph == "summon_pick":
            k = 2 - (v.summon_aside == 0) if v.summon_aside else 1
            if mine:
                return (f"Summoning Jutsu: you won the last trick. Take 2 Inverted Scale cards "
                        f"unseen (card {k} of 2)")
            return f"Summoning Jutsu: {name(v.summoner)} takes 2 Inverted Scale cards unseen"
        if ph == "summon_return":
            k = v.summon_returns + 1
            if mine:
                return (f"Summoning Jutsu: put 2 cards of your hand face down into the "
                        f"Inverted Scale (card {k} of 2)")
            return (f"Summoning Jutsu: {name(v.summoner)} returns 2 cards face down to the "
                    f"Inverted Scale")
        if ph == "divide":
            held = f"{trump} {v.called}"
            if mine:
                return (f"Bodily Division: you hold the highest trump ({held}). Split your hand "
                        f"into a 1st half and a 2nd half")
            return (f"Bodily Division: {name(v.divider)} holds the highest trump ({held}) and "
                    f"splits the hand")
        if ph == "soul_give":
            if mine:
                return (f"Soul-Sucking Jutsu: give {name(v.sucker)} one card of your hand, "
                        f"face down")
            return f"Soul-Sucking Jutsu: {name(v.to_move)} gives {name(v.sucker)} a card face down"
        if ph == "soul_return":
            receiver = self.soul_receiver(v)
            k = len(v.passes) - (v.num_players - 1) + 1
            if mine:
                return (f"Soul-Sucking Jutsu: give {name(receiver)} a card face down "
                        f"({k} of {v.num_players - 1})")
            return f"Soul-Sucking Jutsu: {name(v.sucker)} gives {name(receiver)} a card face down"
        # tricks: told from the board shown (it runs ahead of the view while animating)
        b = self.shown if self.shown is not None and self.shown.phase == "play" else board_of(v)
        if len(b.trick) >= b.n:
            return f"{name(b.winning)} wins the trick"
        trick_no = len(b.won_by) + 1
        head = f"Trick {trick_no} of {v.tricks_per_round} \u00b7 Trump {trump}"
        to_move = (b.leader + len(b.trick)) % b.n
        if to_move != me:
            if not b.trick:
                return f"{head} \u00b7 {name(to_move)} leads"
            return f"{head} \u00b7 {name(to_move)} to play"
        hand = b.hand
        if not b.trick:
            if not any(b.purple) and any(c >= 16 for c in hand) and any(c < 16 for c in hand):
                return (f"{head} \u00b7 Your lead: Purple may not be led until someone has "
                        f"taken a Purple card")
            return f"{head} \u00b7 Your lead: play any card"
        lead = b.trick[0][1] >> 4
        if any(c >> 4 == lead for c in hand):
            colour = self._cname(lead)
            return f"{head} \u00b7 {colour} was led: follow with a {colour} card"
        return f"{head} \u00b7 You have no {self._cname(lead)} in hand: play any card"

    def _over_line(self, winners) -> str:
        names = " and ".join(self.name(w) for w in winners) or "nobody"
        if len(winners) > 1:
            return f"Game over: {names} share the victory."
        return f"Game over: {names} wins."

    @staticmethod
    def soul_receiver(v) -> int:
        n = v.num_players
        step = len(v.passes)
        return (v.sucker + 2 + step - n) % n

    def explanation(self) -> list[str]:
        """A few short sentences about the jutsu the viewer performs now (empty otherwise)."""
        v = self.view
        if v is None or v.seat is None or v.to_move != v.seat or self.legal is None:
            return []
        ph = v.phase
        if ph == "summon_pick":
            return ["Click a face-down card to take it: you see both once you hold two.",
                    "Then you put any 2 cards of your hand back, face down."]
        if ph == "summon_return":
            return ["The 2 summoned cards are starred. Click a card to return it face down: "
                    "any card may go back, the summoned ones too. Nobody sees which."]
        if ph == "divide":
            return ["Click a card to move it between your 1st-half hand and your 2nd-half "
                    "pile. The pile is taken up when the hand runs out; until then you "
                    "follow suit only from your hand."]
        if ph == "soul_give":
            return [f"{self.name(v.sucker)} holds the highest Purple ({v.called}): everyone "
                    f"gives them a card face down, then they give one card back to each "
                    f"player. Click the card to give."]
        if ph == "soul_return":
            return ["You received a card from each player (starred). Give one card to each, "
                    "in turn from your left: click the card to give. Purple spreads the poison."]
        return []

    # -- results ------------------------------------------------------------------------------

    def results(self, view) -> ResultsTable:
        n = view.num_players
        rounds = len(view.round_scores)
        headers = ["Player"] + [f"R{i + 1}" for i in range(rounds)] + ["Total"]
        rows = []
        moon = False
        for s in range(n):
            row = [self.name(s)]
            for r in range(rounds):
                score = view.round_scores[r][s]
                mark = ""
                if view.round_moon[r] == s:
                    mark = " *"
                    moon = True
                row.append(f"{score:+d}{mark}" if score else f"0{mark}")
            row.append(f"{view.totals[s]:d}")
            rows.append(row)
        note = "* Shoot the Moon: all 12 Purple cards (+60, everyone else \u221220)." if moon \
            else "Each round: +5 per Dragon token, minus the number of each Purple card taken."
        return ResultsTable(headers, rows, note)

    # -- the round-end score table ------------------------------------------------------------

    def score_sheet(self, b: Board) -> ScoreSheet:
        """The score table at the end of a round: this round's Dragon tokens and Purple
        points and its score, every round's score so far (this one bright), and the game
        totals. Built once per scored round (the table draws it every frame)."""
        key = (b.summary, b.n, b.rounds, tuple(self.names))
        if self._sheet is not None and self._sheet[0] == key:
            return self._sheet[1]
        sheet = self._build_sheet(b)
        self._sheet = (key, sheet)
        return sheet

    def _build_sheet(self, b: Board) -> ScoreSheet:
        s = b.summary
        history = s.history or (s.scores,)
        moons = s.moons or (s.moon,)
        rounds = len(history)
        this = f"Round {s.round}"
        columns = [Column("Tokens", 60, caption=this), Column("Purple", 56, caption=this)]
        columns += [Column(f"R{i + 1}", 44, caption="Round scores" if rounds > 1 else "Round score",
                           rule_before=i == 0) for i in range(rounds)]
        columns.append(Column("Game total", 76, "right", caption=""))
        best = max(s.totals)
        starred = tuple(seat for seat in range(b.n) if s.final and s.totals[seat] == best)
        rows = []
        for seat in range(b.n):
            pp = s.purple_points[seat]
            tint = PURPLE_TEXT if pp else theme.TEXT_DIM
            if s.moon >= 0:  # tokens and Purple are ignored
                cells = [Cell("\u2014"), Cell("\u2014", tint)]
            else:
                cells = [Cell(f"{s.tokens[seat]} \u00d7 {TOKEN_POINTS}"),
                         Cell(f"\u2212{-pp}" if pp else "0", tint)]
            for r, scores in enumerate(history):
                sc = scores[seat]
                text = f"{sc:+d}" if sc else "0"
                icon = "moon" if r < len(moons) and moons[r] == seat else None
                if r == rounds - 1:
                    tint = theme.GOOD if sc > 0 else (theme.BAD if sc < 0 else theme.TEXT)
                    cells.append(Cell(text, tint, bold=True, icon=icon))
                else:
                    cells.append(Cell(text, dim=True, icon=icon))
            cells.append(Cell(f"{s.totals[seat]:d}", bold=True))
            rows.append(tuple(cells))
        notes = []
        shots = [(r, m) for r, m in enumerate(moons) if m >= 0]
        if shots:
            r, who = shots[-1]
            notes.append(("moon", f"Shoot the Moon in round {r + 1}: {self.name(who)} took all "
                                  f"12 Purple cards (+{MOON_BONUS}, everyone else "
                                  f"\u2212{-MOON_PENALTY})"))
        if s.final:
            winners = s.winners()
            who = " and ".join(self.name(w) for w in winners)
            title = f"Final scores: {who} {'share the victory' if len(winners) > 1 else 'wins'}"
        else:
            title = f"Round {s.round} of {b.rounds} scored"
        return ScoreSheet(title, tuple(columns), tuple(self.name(i) for i in range(b.n)),
                          tuple(rows), starred, tuple(notes))
