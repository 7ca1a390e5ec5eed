"""The words of the Makai Fuda table (part of `MakaiTable`): the status line (whose turn,
what to do, the rule in force), the line under the prize row (which tournament, which
match, the variants in play), the plates' lines, the explanations of a choice, the
tournament-end table and the results.

Gold is always labelled: the plates say "Gold" (the game's total, the side panel's
figure); the tournament-end table shows this tournament's "Prize" and the "Gold" after.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from games.makai_fuda.cards import (
    GOAL_GOLD,
    MONSTER_NAMES,
    SWITCH_FEE,
    WATCH_MATCHES,
    card_name,
)
from games.makai_fuda.judging import monsters_text
from ui import theme
from ui.render import makai_fuda as art
from ui.render import text as textr
from ui.render.budget import costly
from ui.render.shapes import rounded_rect
from ui.tables.base import ResultsTable
from ui.tables.makai_fuda.board import VERDICT_NONE, Board, Summary, board_of, summary_of
from ui.tables.makai_fuda.field import MAT_H, MAT_TOP
from ui.tables.makai_fuda.prizes import PRIZE_H, PRIZE_TOP
from ui.tables.tricks import Cell, Column, ScoreSheet

MATCHES = 10
EXPLAIN_FILL = (40, 24, 60, 228)
BADGE_DONE = (34, 96, 84, 235)
BADGE_BUSY = (120, 92, 40, 235)
BADGE_NONE = (52, 54, 70, 235)
BADGE_BET = (70, 40, 110, 235)


@lru_cache(maxsize=32)
@costly
def _wrapped(lines: tuple[str, ...], px: int, limit: int) -> tuple[tuple[str, ...], int]:
    """The explanation's lines wrapped to `limit` px, and the widest (measured once)."""
    out = tuple(part for line in lines for part in textr.wrap(line, "sans", px, limit))
    return out, max(textr.font("sans", px).size(line)[0] for line in out)


def _names(monsters) -> str:
    return monsters_text(sorted(monsters))


class MakaiWords:
    """The texts of `MakaiTable` (a mixin)."""

    _sheet: tuple | None = None  # (what it shows, the ScoreSheet) of the last table

    # -- the status line ----------------------------------------------------------------------

    def status(self) -> str:
        v = self.view
        if v is None:
            return ""
        b = self.shown if self.shown is not None else board_of(v)
        name = self.name
        if b.sheet and b.summary is not None:
            s = b.summary
            if s.final:
                return self._over_line(s)
            return (f"Tournament {s.tournament} is over: {MONSTER_NAMES[s.winner]} won. "
                    f"Next: tournament {s.tournament + 1} (click to go on)")
        if b.summary is not None:  # the prize is being paid
            return self._prize_line(b.summary)
        if b.verdict != VERDICT_NONE:
            return f"Match {b.match + 1}: {self.verdict_text(b)}"
        if b.phase == "prize":
            return "The last match is over: the predictions are revealed\u2026"
        if b is not self._synced:
            line = self._animating_line(b)
            if line:
                return line
        me = v.seat
        mine = me is not None and v.to_move == me and self.legal is not None
        ph = v.phase
        if ph == "lot":
            return "Drawing the first Start Player by lot\u2026"
        if ph == "deal":
            return "Shuffling and dealing 11 cards to each player\u2026"
        if ph == "over":
            return self._over_line(summary_of(v))
        if ph == "predict":
            if mine:
                return ("The prediction: put a Monster of your hand face down (never "
                        "Magic): the Monster you root for")
            return f"The prediction: {name(v.to_move)} puts a Monster face down, unseen"
        if ph == "switch":
            old = MONSTER_NAMES[v.switch_from[v.to_move] >> 4]
            if mine:
                return (f"Let's Go That Way After All: put a Monster of another type than "
                        f"{old} face down as your new prediction")
            return f"Let's Go That Way After All: {name(v.to_move)} puts a new Monster face down"
        if ph == "target":
            if mine:
                return "Magic: click the Monster on the field that it boosts by +3"
            return f"{name(v.to_move)}'s Magic: choosing the Monster it boosts by +3"
        return self._play_line(v, b, mine)

    def _play_line(self, v, b: Board, mine: bool) -> str:
        head = f"Match {v.match + 1} of {MATCHES}"
        if not mine:
            doing = "leads" if not v.plays else "plays"
            return f"{head} \u00b7 {self.name(v.to_move)} {doing}"
        if not v.plays:
            return f"{head} \u00b7 Your lead: play any card"
        on_field = {c >> 4 for _, c, _, _ in v.plays if c < 64}
        fresh = {c >> 4 for c in v.hand if c < 64 and c >> 4 not in on_field}
        if fresh:
            return (f"{head} \u00b7 Play a Monster not on the field yet (you hold "
                    f"{_names(fresh)}), or Magic")
        return f"{head} \u00b7 Every Monster you hold is on the field: play any card"

    def _animating_line(self, b: Board) -> str:
        """While the moves before the viewer's turn are shown."""
        if b.phase == "deal" or b.deck:
            return f"Tournament {b.tournament}: the cards are dealt\u2026"
        mover = b.to_move()
        if b.phase == "predict" and mover >= 0:
            return f"The prediction: {self.name(mover)} puts a Monster face down, unseen"
        if b.phase in ("play", "target") and mover >= 0:
            return f"Match {b.match + 1} of {MATCHES} \u00b7 {self.name(mover)} to play"
        return ""

    def _prize_line(self, s: Summary) -> str:
        m = MONSTER_NAMES[s.winner]
        head = f"{m} wins tournament {s.tournament} ({s.dice[s.winner]} matches)"
        who = s.predictors
        if not who:
            return f"{head}: nobody predicted it, nobody is paid"
        names = " and ".join(self.name(w) for w in who)
        return f"{head}: {names} get{'s' if len(who) == 1 else ''} {s.prizes[who[0]]} gold"

    def _over_line(self, s: Summary | None) -> str:
        if s is None or not s.winners:
            return "Game over"
        best = s.gold[s.winners[0]]
        names = " and ".join(self.name(w) for w in s.winners)
        if len(s.winners) > 1:
            return f"Game over: {names} share the victory with {best} gold"
        return f"Game over: {names} wins with {best} gold"

    # -- the line under the prize row ---------------------------------------------------------

    def info_lines(self, b: Board) -> tuple[str, list[str]]:
        """(which tournament and match, [the variants in play, in words])."""
        if b.tournament <= 0:
            head = "Makai Fuda"
        else:
            of = f" of {b.tournaments}" if b.tournaments else ""
            head = f"Tournament {b.tournament}{of}"
            if b.phase in ("play", "target", "switch", "predict") and not b.sheet:
                head += f" \u00b7 Match {min(b.match + 1, MATCHES)} of {MATCHES}"
        rules = []
        if b.tournaments:
            rules.append(f"III: {b.tournaments} tournaments, the last pays double")
        else:
            rules.append(f"The game ends at {GOAL_GOLD} gold")
        if b.watch_here:
            rules.append(f"I: predictions after match {WATCH_MATCHES}")
        if b.go_that_way:
            rules.append(f"II: change your prediction once ({SWITCH_FEE} gold)")
        return head, rules

    def draw_info(self, surface, b: Board) -> None:
        head, rules = self.info_lines(b)
        cx = self.seats.width / 2
        y = PRIZE_TOP.get(b.n, PRIZE_TOP[4]) + PRIZE_H + 22
        rect = self.label(surface, head, cx, y, 13, theme.TEXT, role="sans_bold")
        if b.doubled:
            self.pill(surface, "Last tournament: double prize!", (rect.right - self.rect.x)
                      / self.sc + 8, y + 9, 11, fill=(150, 40, 40, 240), colour=theme.GOLD,
                      anchor="midleft")
        font = textr.font("sans", self.px(11))
        widths = [font.size(r)[0] + self.px(14) for r in rules]
        gap = self.px(6)
        x = self.at(cx, 0)[0] - (sum(widths) + gap * (len(rules) - 1)) / 2
        sy = self.at(0, y + 30)[1]
        for text, w in zip(rules, widths):
            box = pygame.Rect(round(x), round(sy - self.px(8)), w, self.px(17))
            surface.blit(rounded_rect(box.w, box.h, box.h // 2, (12, 14, 22, 170)), box)
            textr.blit_text(surface, text, "sans", self.px(11), theme.TEXT_DIM, box.center,
                            "center")
            x += w + gap

    # -- the plates ---------------------------------------------------------------------------

    def prediction_badge(self, b: Board, seat: int) -> tuple[str, tuple] | None:
        """The badge on a seat's plate that says whether it has predicted."""
        if b.revealed[seat] >= 0:
            return f"Bet on {MONSTER_NAMES[b.revealed[seat] >> 4]}", BADGE_BET
        if b.predicted[seat]:
            return ("Predicted again" if b.switched[seat] else "Predicted"), BADGE_DONE
        if b.phase == "predict" and b.to_move() == seat:
            return "Predicting\u2026", BADGE_BUSY
        if b.tournament > 0 and b.phase not in ("deal", "over"):
            return "No prediction", BADGE_NONE
        return None

    # -- explanations -------------------------------------------------------------------------

    def explanation(self) -> list[str]:
        """A few short sentences about the choice the viewer makes now (empty otherwise)."""
        v = self.view
        if v is None or v.seat is None or v.to_move != v.seat or self.legal is None:
            return []
        ph = v.phase
        if ph == "predict":
            return ["Click a Monster card of your hand to put it face down. If its Monster "
                    "wins the most matches this tournament you are paid: 50 gold alone, 40 "
                    "each for two, 30 each for three or four, plus its bonus chips."]
        if ph == "target":
            return ["Click a Monster on the field: your Magic adds +3 to it."]
        if ph == "switch":
            old = MONSTER_NAMES[v.switch_from[v.seat] >> 4]
            return [f"Click a Monster of your hand that is not {old}: your new prediction."]
        return []

    def explanation_y(self) -> float:
        """Where explanations and refusals are said (reference px): under the field."""
        _tx, ty = self.seats.trick_centre
        return ty - MAT_TOP + MAT_H + 22

    def explanation_box(self, b: Board):
        lines = self.explanation()
        if not lines or self.seats is None:
            return None
        px = self.px(14)
        limit = round(min(self.seats.hand_width, 470) * self.sc) - self.px(32)
        lines, width = _wrapped(tuple(lines), px, limit)
        width += self.px(32)
        height = len(lines) * self.px(20) + self.px(14)
        tx, ty = self.seats.trick_centre
        y = ty if b.phase == "predict" and not b.plays else self.explanation_y()
        box = pygame.Rect(0, 0, width, height)
        box.center = tuple(map(round, self.at(tx, y)))
        return lines, box

    def draw_explanation(self, surface, b: Board) -> None:
        if getattr(self.host, "message_t", 0) > 0 and getattr(self.host, "message", ""):
            return  # the refusal is said in its place
        if b is not self._synced or b.sheet:
            return
        found = self.explanation_box(b)
        if found is None:
            return
        lines, box = found
        surface.blit(rounded_rect(box.w, box.h, self.px(10), EXPLAIN_FILL, theme.GOLD_DARK,
                                  1.0), box)
        y = box.y + self.px(7)
        for line in lines:
            textr.blit_text(surface, line, "sans", self.px(14), theme.TEXT, (box.centerx, y),
                            "midtop")
            y += self.px(20)

    # -- the tournament-end table -------------------------------------------------------------

    def score_sheet(self, b: Board) -> ScoreSheet:
        """Who predicted what, the prize each was paid and the gold totals (built once per
        finished tournament; the table draws it every frame)."""
        key = (b.summary, b.n, tuple(self.names))
        if self._sheet is not None and self._sheet[0] == key:
            return self._sheet[1]
        sheet = self._build_sheet(b)
        self._sheet = (key, sheet)
        return sheet

    def _build_sheet(self, b: Board) -> ScoreSheet:
        s = b.summary
        this = f"Tournament {s.tournament}"
        columns = (Column("Predicted", 104, caption=this), Column("Prize", 64, caption=this),
                   Column("Gold", 70, "right", caption="Game total", rule_before=True))
        best = max(s.gold)
        starred = tuple(seat for seat in range(b.n) if s.final and s.gold[seat] == best)
        rows = []
        for seat in range(b.n):
            p = s.predictions[seat]
            if p >= 0:
                hit = p >> 4 == s.winner
                pred = Cell(card_name(p).split(" (")[0], art.MONSTER_TEXT[p >> 4], bold=hit)
            else:
                pred = Cell("\u2014", dim=True)
            prize = s.prizes[seat]
            rows.append((pred, Cell(f"+{prize}" if prize else "0",
                                    theme.GOOD if prize else theme.TEXT_DIM, bold=bool(prize)),
                         Cell(str(s.gold[seat]), bold=True)))
        m = MONSTER_NAMES[s.winner]
        wins = " \u00b7 ".join(f"{MONSTER_NAMES[t]} {s.dice[t]}" for t in b.monsters)
        notes = [(None, f"Matches won: {wins}")]
        who = s.predictors
        double = " (doubled: the last tournament)" if s.doubled else ""
        if who:
            names = " and ".join(self.name(w) for w in who)
            chips = f", {s.bonus} of it from the chips" if s.bonus else ""
            notes.append(("star", f"{names} predicted {m}: {s.prizes[who[0]]} gold each"
                                  f"{chips}{double}"))
        else:
            notes.append((None, f"Nobody predicted {m}: nobody is paid."))
        others = [MONSTER_NAMES[t] for t in b.monsters if t != s.winner]
        notes.append((None, f"{m}'s chips go back; {', '.join(others)} get 10 more "
                            f"(at most 40)."))
        if s.final:
            winners = " and ".join(self.name(w) for w in s.winners) or "nobody"
            verb = "share the victory" if len(s.winners) > 1 else "wins"
            title = f"Final: {winners} {verb}"
        else:
            of = f" of {s.tournaments}" if s.tournaments else ""
            title = f"Tournament {s.tournament}{of}: {m} wins"
        return ScoreSheet(title, columns, tuple(self.name(i) for i in range(b.n)),
                          tuple(rows), starred, tuple(notes), name_width=150, min_width=470)

    # -- results ------------------------------------------------------------------------------

    def results(self, view) -> ResultsTable:
        """Every tournament: the Monster each predicted and the gold it paid; the totals."""
        n = view.num_players
        headers = ["Player"] + [f"T{r[0]}" for r in view.results] + ["Gold"]
        rows = []
        for seat in range(n):
            row = [self.name(seat)]
            for _, _winner, _, predictions, prizes in view.results:
                p = predictions[seat]
                pick = MONSTER_NAMES[p >> 4] if p >= 0 else "\u2014"
                row.append(f"{pick} +{prizes[seat]}" if prizes[seat] else pick)
            row.append(str(view.gold[seat]))
            rows.append(row)
        won = ", ".join(f"T{r[0]} {MONSTER_NAMES[r[1]]}" for r in view.results)
        note = f"Each tournament: the Monster predicted and the gold won. Winners: {won}."
        return ResultsTable(headers, rows, note)
