"""The words of the Monstermaker 5 table (part of `MonsterMakerTable`): the status line
(whose turn, what to do, the rule in force), the buttons' labels and tips, the battle's
title and reckonings, a finished battle's summary, the game-end table and the results."""

from __future__ import annotations

from functools import lru_cache

import pygame

from games.monstermaker5 import moves as M
from games.monstermaker5.cards import (
    CAST_BONUS,
    DEFENCE,
    DICE,
    JAIL,
    KIND,
    KNIGHT,
    MAX_HAND,
    PLUS,
    RANK,
    THIEF_NUMBER,
    card_name,
    cards_text,
)
from ui import theme
from ui.render import monstermaker5 as art
from ui.render import text as textr
from ui.render.budget import costly
from ui.render.shapes import rounded_rect
from ui.tables.base import ResultsTable
from ui.tables.monstermaker5.board import Board, Summary
from ui.tables.tricks.score_sheet import Cell, Column, ScoreSheet, draw_score_sheet

SIDE_THE = {"light": "the Light", "dark": "the Darkness", "neutral": "neutral"}
OTHER = {"light": "Darkness", "dark": "Light"}
TIE_WORDS = {"": "", "shared": "still tied after the tie-breaks, the victory is shared",
             "draw": ""}


@lru_cache(maxsize=16)
@costly
def _wrapped(lines: tuple[str, ...], px: int, width: int) -> tuple[str, ...]:
    return tuple(part for line in lines for part in textr.wrap(line, "sans", px, width))


def _plural(k: int, word: str) -> str:
    return f"{k} {word}" + ("" if k == 1 else "s")


def _formula(dice: int, plus: int) -> str:
    return f"{dice}D" + (f"+{plus}" if plus else "")


class Words:
    """The texts of `MonsterMakerTable` (a mixin)."""

    # -- small reckonings ----------------------------------------------------------------

    def knight_bonus(self, v, f, card: int) -> int:
        """+1 for a St. Knight whose own Jewel lies on her owner's field."""
        if card == JAIL or KIND[card] != KNIGHT:
            return 0
        for side in (0, 1):
            if card in f.sides[side]:
                owner = f.owners[side][list(f.sides[side]).index(card)]
                return 1 if owner >= 0 and card + 7 in v.jewels[owner] else 0
        return 0

    def power_text(self, v, kind: str) -> str:
        f = v.battle
        sel = list(f.selected)
        if not sel:
            return ""
        one = sel[0]
        kb = self.knight_bonus(v, f, one) if len(sel) == 1 else 0
        if kind == M.POWER_DICE:
            return _formula(sum(DICE[c] for c in sel), sum(PLUS[c] for c in sel) + kb)
        if kind == M.POWER_GAMBLE:
            return "2D, only 12"
        spell = f.spells[f.turn_side]
        if spell < 0:
            return ""
        return _formula(DICE[spell], PLUS[spell] + CAST_BONUS[one] + kb)

    def defence_of(self, v, card: int) -> int:
        return DEFENCE[card] + self.knight_bonus(v, v.battle, card)

    # -- the status line --------------------------------------------------------------------

    def status(self) -> str:
        v, b = self.view, self.shown
        if v is None or b is None:
            return ""
        if b.summary is not None:
            return b.summary.title
        if b.over:
            return self.end_line(b)
        ticker = self.ticker if self.ticker is not None and self.ticker[1] > self.t else None
        if b is not self._synced:
            if ticker:
                return ticker[0]
            if b.battle is not None:
                return self.battle_title(b)
            return f"Turn {b.turn_no}: {self.name(b.turn)}" if b.turn_no else "Dealing\u2026"
        me = v.seat
        mine = self.legal is not None and me is not None and v.to_move == me
        ph = v.phase
        name = self.name
        if ph == "deal":
            return "Shuffling the stock and dealing 5 cards each\u2026"
        if ph == "lot":
            return "Drawing lots for the first player\u2026"
        if ph == "knight":
            who = "You" if mine else name(v.turn)
            knight = card_name(v.drawn)
            if mine:
                return f"You drew {knight}: put her on your field, or imprison her in the Jail"
            return f"{who} drew {knight}: to the field or to the Jail?"
        if ph == "main":
            return self._main_status(v) if mine else self._their_turn(v)
        if ph == "thief_target":
            n = THIEF_NUMBER[v.thief] if v.thief >= 0 else 0
            if mine:
                return (f"{card_name(v.thief)}: click a Jewel on another field to steal it, or "
                        f"a St. Knight in the Jail to free her (a die must beat {n})")
            return f"{name(v.turn)} sends {card_name(v.thief)}\u2026"
        if ph in ("thief_roll", "trap_roll", "initiative", "attack_roll"):
            return ticker[0] if ticker else "The dice are rolled\u2026"
        f = v.battle
        if f is None:
            return ""
        head = f"Round {f.round}: " if f.round > 1 else ""
        if ph == "commit":
            return head + (self._commit_status(v) if mine else
                           f"{name(f.committer)} commits cards to the battle\u2026")
        if ph == "support":
            if not mine:
                return head + f"{name(v.to_move)} decides whether to support a side\u2026"
            a = "the rescuer " + name(f.attacker) if f.kind == "rescue" else name(f.attacker)
            d = "the Jail" if f.kind == "rescue" else name(f.defender)
            return (head + f"Support {a} or {d} (a side of yours), or stay out: supporters "
                    f"add hand cards, and their survivors go to the player helped")
        ctrl = name(v.to_move)
        if ph == "trap_target":
            if mine:
                return ("Your Trap springs: click the enemy character it catches (the rank "
                        "rules apply); a die over 3 defeats it")
            return f"{ctrl}'s Trap springs: choosing its prey\u2026"
        if ph == "choose_attacker":
            if mine:
                return "Your attack: click one of your characters that has not attacked " \
                       "this round"
            return f"{ctrl} picks an attacker\u2026"
        if ph == "orcs":
            if mine:
                return ("Orcs attack together: click more Orcs to add their dice, or press "
                        "Attack now")
            return f"{ctrl} gathers Orcs for one attack\u2026"
        if ph == "choose_target":
            return self._target_status(v, f) if mine else f"{ctrl} picks a target\u2026"
        if ph == "choose_power":
            if not mine:
                return f"{ctrl} chooses how to attack\u2026"
            who = cards_text(f.selected)
            return (f"How does {who} attack {card_name(f.target)} (defence "
                    f"{self.defence_of(v, f.target)})? Its dice, the side's Spell, or 2 dice "
                    f"for a 12")
        return ""

    def _their_turn(self, v) -> str:
        seat = v.turn
        side = SIDE_THE[v.sides[seat]]
        text = f"{self.name(seat)}'s turn ({side})"
        if v.hand_sizes[seat] > MAX_HAND:
            text += f": {v.hand_sizes[seat]} cards in hand, they must get down to {MAX_HAND}"
        return text

    def _main_status(self, v) -> str:
        legal = self.legal or []
        hand = len(v.hand)
        side = v.sides[v.seat]
        if legal and all(isinstance(a, M.DiscardShown) for a in legal):
            return ("The Whisper of Deep: nothing else brings your hand to 5. Click a card "
                    "to discard it; your hand is then shown to everyone")
        if hand > MAX_HAND:
            if M.CHANGE in legal and not any(isinstance(a, (M.Place, M.Attack, M.Rescue,
                                                            M.UseThief)) for a in legal):
                return ("The Whisper of Deep: you must declare Change of Heart to get down "
                        f"to {MAX_HAND} cards")
            return (f"You hold {hand} cards: you must get down to {MAX_HAND}. Place a card, "
                    f"attack, rescue or send a Thief (you may not simply discard)")
        if v.changed:
            other = OTHER.get(v.lock, "")
            return (f"Change of Heart: place {other} characters (or none to stay neutral), "
                    f"then attack, send a Thief or end the turn")
        if side == "light":
            return ("Your turn (the Light): place Light characters, attack (the Light never "
                    "attacks the Light), rescue, send a Thief, or end the turn")
        if side == "dark":
            return ("Your turn (the Darkness): place Darkness characters, attack anyone with "
                    "cards on the field, or end the turn")
        return ("Your turn (neutral): place characters of one side to choose it, attack with "
                "them, send a Thief, or end the turn")

    def _commit_status(self, v) -> str:
        f = v.battle
        me = v.seat
        name = self.name
        many = len(v.hand) - MAX_HAND
        if me == f.attacker and f.stage == 0:
            if many > 0:
                return (f"You hold {len(v.hand)} cards: commit {_plural(many, 'more card')} "
                        f"to get down to {MAX_HAND}")
            if f.kind == "rescue":
                return ("Rescue: commit Warriors and Magicians and at most one Spell face "
                        "down, then Done")
            if not f.sides[0]:
                return "Attack: commit at least one character to attack with, and a Spell " \
                       "face down if you like"
            return ("Attack: commit characters of your side and at most one Spell face down, "
                    "then Done")
        if me == f.defender and f.stage == 1:
            if not f.sides[1]:
                return (f"{name(f.attacker)} attacks you: commit characters to defend (none: "
                        f"{name(f.attacker)} wins at once and takes your Jewels)")
            return (f"{name(f.attacker)} attacks you: commit hand characters and at most one "
                    f"Spell face down, then Done")
        helped = "the Jail" if f.kind == "rescue" and f.commit_side == 1 else \
            name(f.attacker if f.commit_side == 0 else f.defender)
        return (f"You support {helped}: commit hand characters and/or a Spell face down "
                f"(never two Spells on one side), then Done")

    def _target_status(self, v, f) -> str:
        enemy = f.sides[1 - f.turn_side]
        if JAIL in enemy and len(enemy) > 1:
            return ("Click the target: the Jail can be attacked only when none of the "
                    "Darkness cards before it stands")
        ranks = {RANK[c] for c in enemy if c != JAIL}
        if any(r >= 2 for r in ranks) and len(ranks) > 1:
            return ("Click the target: Darkness ranks shield each other (rank 1, Orcs and "
                    "Monsters, falls first)")
        return "Click the enemy character to attack"

    def end_line(self, b: Board) -> str:
        if not b.result_side:
            return "Game over: no side holds 4 Jewels, the game is a draw shared by everyone"
        who = " and ".join(self.name(w) for w in b.winners)
        return f"Game over: {SIDE_THE[b.result_side]} wins; {who} " \
               f"{'win' if len(b.winners) > 1 else 'wins'}"

    def stage_caption(self, b: Board) -> str:
        if b.drawn >= 0:
            return f"{self.name(b.turn)} drew {card_name(b.drawn)}"
        if b.thief_target >= 0:
            where = f"from {self.name(b.thief_victim)}" if b.thief_victim >= 0 else \
                "from the Jail"
            return f"{card_name(b.thief)} goes for {card_name(b.thief_target)} {where}: " \
                   f"die > {THIEF_NUMBER[b.thief]}"
        return f"{card_name(b.thief)} at work: die > {THIEF_NUMBER[b.thief]}"

    # -- the battle ---------------------------------------------------------------------------

    def battle_title(self, b: Board) -> str:
        f = b.battle
        if f is None:
            return ""
        if f.kind == "rescue":
            return (f"Rescue \u00b7 round {f.round} \u00b7 {self.name(f.attacker)} attacks the "
                    f"Jail (played by {self.name(f.jailer)})")
        return (f"Battle \u00b7 round {f.round} \u00b7 {self.name(f.attacker)} attacks "
                f"{self.name(f.defender)}")

    def attack_words(self, e) -> str:
        who = cards_text(e.attackers)
        if e.power == "storm":
            return f"{who} casts Storm on every enemy!"
        if e.power == "spell":
            return f"{who} casts {card_name(e.spell)} at {card_name(e.target)}"
        if e.power == "gamble":
            return f"{who} throws 2 dice at {card_name(e.target)}: only a 12 wins"
        return f"{who} attacks {card_name(e.target)}"

    def roll_words(self, e) -> tuple[str, tuple]:
        dice = " + ".join(str(f) for f in e.faces)
        words = {"hit": "defeated", "miss": "stands", "shielded": "saved by the Shield"}
        hit = any(o == "hit" for o in e.outcomes)
        colour = theme.GOLD if hit else ((170, 200, 250) if "shielded" in e.outcomes
                                         else theme.TEXT)
        if e.power == "gamble":
            verdict = "12! " if e.total == 12 else "not 12: "
            parts = ", ".join(f"{art.short_name(t)} {words.get(o, o)}"
                              for t, o in zip(e.targets, e.outcomes))
            return f"2 dice: {dice} = {e.total}, {verdict}{parts}", colour
        bonus = f" + {e.bonus}" if e.bonus else ""
        if len(e.targets) == 1:
            t, d, o = e.targets[0], e.defences[0], e.outcomes[0]
            return (f"{dice}{bonus} = {e.total} against defence {d}: {art.short_name(t)} "
                    f"{words.get(o, o)}"), colour
        parts = ", ".join(f"{art.short_name(t)} ({d}) {words.get(o, o)}"
                          for t, d, o in zip(e.targets, e.defences, e.outcomes))
        return f"Storm {dice}{bonus} = {e.total}: {parts}", colour

    def battle_summary(self, b: Board, e) -> Summary:
        f = b.battle
        name = self.name
        a = name(e.attacker)
        if f is not None and f.kind == "rescue":
            title = {0: "The rescue succeeds!", 1: "The Jail holds"}.get(
                e.winner, "Ten rounds: nobody wins the rescue")
        elif e.reason == "surrender":
            title = f"{name(e.defender)} puts up no fight: {a} wins the battle"
        elif e.winner == 0:
            title = f"{a} wins the battle"
        elif e.winner == 1:
            title = f"{name(e.defender)} beats off {a}'s attack"
        else:
            title = "Ten rounds are over: nobody wins the battle"
        lines = []
        fallen = self.tally.get("fallen", ([], []))
        if f is not None:
            for side in (0, 1):
                if fallen[side]:
                    lines.append(f"{self.side_word(f, side).capitalize()} lost "
                                 f"{cards_text(fallen[side])}")
            if f.kind == "attack":
                jewels = b.jewels[f.defender]
                if e.winner == 0:
                    lines.append(f"{a} takes {cards_text(jewels)}" if jewels else
                                 f"{name(f.defender)} had no Jewel to lose")
                stand = [c for side in (0, 1) for c in f.sides[side]]
                if stand:
                    lines.append("Survivors go back to the fields (a supporter's to the "
                                 "player it helped)")
            else:
                if e.winner == 0 and b.jail:
                    lines.append(f"{a} frees {cards_text(b.jail)}")
                guards = [c for c in f.sides[1] if c != JAIL]
                if guards and e.winner != 0:
                    lines.append(f"{cards_text(guards)} stay on the Jail as its guards")
        rounds = self.tally.get("rounds", 1)
        lines.append(f"{_plural(rounds, 'round')} fought")
        return Summary(title, tuple(lines), e.winner)

    def draw_summary(self, surface, summary: Summary) -> None:
        g = self.lay.battle
        px = self.px
        width = px(min(560, g.w - 80))
        lines = _wrapped(summary.lines, px(15), width - px(40))
        height = px(58) + len(lines) * px(22) + px(12)
        box = pygame.Rect(0, 0, width, height)
        cx, cy = self.at(g.x + g.w / 2, (g.strip[0] + g.strip[1]) / 2)
        box.center = (round(cx), round(cy))
        box.clamp_ip(self.rect)
        surface.blit(rounded_rect(box.w, box.h, px(14), (22, 16, 34, 255), theme.GOLD, 2.0),
                     box)
        size = art.fit_px(summary.title, "serif_bold", px(22), box.w - px(30))
        textr.blit_text(surface, summary.title, "serif_bold", size, theme.GOLD,
                        (box.centerx, box.y + px(10)), "midtop")
        y = box.y + px(50)
        for line in lines:
            textr.blit_text(surface, line, "sans", px(15), theme.TEXT, (box.centerx, y),
                            "midtop")
            y += px(22)

    # -- the end ------------------------------------------------------------------------------

    def end_sheet(self, b: Board) -> ScoreSheet:
        light = sum(len(b.jewels[s]) for s in range(b.n) if b.sides[s] == "light")
        dark = sum(len(b.jewels[s]) for s in range(b.n) if b.sides[s] == "dark")
        columns = (Column("Side", 84), Column("Jewels", 58), Column("Knights+Jewel", 96),
                   Column("St. Knights", 78), Column("Top rank", 66))
        rows = []
        for s in range(b.n):
            side = b.sides[s]
            fill, _ = art.banner_colours(side)
            knights = [c for c in b.fields[s] if KIND[c] == KNIGHT]
            own = sum(1 for c in knights if c + 7 in b.jewels[s])
            rank = max((RANK[c] for c in b.fields[s]), default=0)
            rows.append((Cell(art.SIDE_LABEL[side], colour=tuple(min(255, c + 70)
                                                                 for c in fill)),
                         Cell(str(len(b.jewels[s])), bold=True),
                         Cell(str(own) if side == "light" else "\u2013", dim=side != "light"),
                         Cell(str(len(knights)) if side == "light" else "\u2013",
                              dim=side != "light"),
                         Cell(str(rank) if side == "dark" else "\u2013", dim=side != "dark")))
        notes = [(None, f"Jewels: the Light {light}, the Darkness {dark} (a side needs 4)")]
        if not b.result_side:
            notes.append((None, "No side holds 4: a draw shared by everyone"))
        else:
            who = " and ".join(self.name(w) for w in b.winners)
            side = "The Light" if b.result_side == "light" else "The Darkness"
            notes.append(("star", f"{side} wins: {who}"))
            if b.tiebreak == "shared":
                notes.append((None, "Still tied after the tie-breaks: the victory is shared"))
            elif b.tiebreak and b.tiebreak != "draw":
                notes.append((None, f"The tie was broken by {b.tiebreak}"))
        names = tuple(self.name(s) for s in range(b.n))
        return ScoreSheet("The end of the game", columns, names, tuple(rows),
                          tuple(b.winners) if b.result_side else (), tuple(notes),
                          name_width=130, min_width=470)

    def draw_end_sheet(self, surface, b: Board) -> None:
        sheet = self.end_sheet(b)
        centre = self.rect.center
        draw_score_sheet(surface, sheet, centre, self.rect, self.px, b.seat)

    def results(self, view) -> ResultsTable:
        from ui.tables.monstermaker5.board import board_of

        b = board_of(view)
        sheet = self.end_sheet(b)
        headers = ["Player", *[c.header for c in sheet.columns]]
        rows = [[name, *[cell.text for cell in cells]]
                for name, cells in zip(sheet.names, sheet.rows)]
        note = ". ".join(text.rstrip(".") for _, text in sheet.notes) + "."
        return ResultsTable(headers, rows, note)

    # -- the buttons ---------------------------------------------------------------------------

    def button_entries(self, v, legal) -> list[tuple]:
        """(label, action, tip, primary) for the actions that are not on the table."""
        out = []
        f = v.battle
        for a in legal:
            if a is M.CHANGE:
                out.append(("Change of Heart", a, "Your field's characters go (St. Knights to "
                            "the Jail, the others to the discard pile; Jewels stay); then place "
                            "the other side's characters, or none to be neutral", False))
            elif a is M.END_TURN:
                out.append(("End turn", a, "End your turn (with at most 5 cards in hand)",
                            True))
            elif a is M.KNIGHT_TO_FIELD:
                out.append(("To my field", a, "Put the St. Knight on your field (she plays "
                            "the Light)", True))
            elif a is M.KNIGHT_TO_JAIL:
                out.append(("To the Jail", a, "Imprison the St. Knight under the Underground "
                            "Jail of Darkness", False))
            elif a is M.COMMIT_DONE:
                out.append(("Done", a, "No more cards from your hand this round", True))
            elif isinstance(a, M.Support):
                if f is not None and f.kind == "rescue":
                    label = "Support the rescuer" if a.side == 0 else "Support the Jail"
                else:
                    label = f"Support {self.name(f.attacker if a.side == 0 else f.defender)}"
                out.append((label, a, "Declare support: commit cards from your hand to this "
                            "side; your survivors go to the player you help", False))
            elif a is M.NO_SUPPORT:
                out.append(("Stay out", a, "Do not support this round", True))
            elif a is M.ORCS_DONE:
                out.append(("Attack now", a, "No more Orcs join: these Orcs attack together",
                            True))
            elif isinstance(a, M.Power):
                out.append(self._power_entry(v, a))
        return out

    def _power_entry(self, v, a) -> tuple:
        f = v.battle
        text = self.power_text(v, a.kind)
        if a.kind == M.POWER_DICE:
            return (f"Dice: {text}", a, "Attack with the character's own dice", True)
        if a.kind == M.POWER_GAMBLE:
            return ("2 dice: only 12", a, "The best roll cannot reach the defence: throw 2 "
                    "dice, a 12 defeats anything, any other total misses", False)
        spell = f.spells[f.turn_side]
        if a.kind == M.POWER_STORM:
            return (f"Storm: {text} on all", a, "One roll against every enemy character "
                    "standing", False)
        return (f"{card_name(spell)}: {text}", a, "Cast the side's revealed attack Spell "
                "(once this round), with the caster's bonus", False)
