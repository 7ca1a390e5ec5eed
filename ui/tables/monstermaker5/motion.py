"""How each event of Monstermaker 5 Revised animates on its table (part of
`MonsterMakerTable`).

One `_on_<Event>` method per event: it builds the board the event leads to and tweens
every sprite there from where it lies (`BoardTable._transition`), so an animation always
ends where a plain `sync` of the next view puts the sprites. The dice are thrown and
taken away within the event (`arena.py`); a finished battle's summary waits for the
player (a `Hold`), then the panel closes and the survivors go home; the game-end table
waits too, then the results follow.
"""

from __future__ import annotations

from dataclasses import replace

from engine.events import GameOver, Shuffled
from games.monstermaker5.cards import (
    JEWELS,
    KIND,
    SHIELD,
    SPECIALS,
    card_name,
)
from ui import theme
from ui.anim.tween import Hold, Tween, ease_in_cubic, ease_in_out_cubic
from ui.render import monstermaker5 as art
from ui.render.cards import CARD_RATIO
from ui.tables.board import Place
from ui.tables.monstermaker5 import layout as L
from ui.tables.monstermaker5.board import (
    FACE_DOWN,
    Board,
    Fight,
    added,
    close_battle,
    field_side,
    move_jewels,
    removed,
    set_field,
    with_item,
)

DEAL_STAGGER = 0.05


class Motion:
    """The event animations of `MonsterMakerTable` (a mixin)."""

    # -- helpers ----------------------------------------------------------------------------

    def spot(self, x: float, y: float, h: float, face_up=False, alpha=1.0) -> Place:
        sx, sy = self.at(x, y)
        return Place(sx, sy, h * CARD_RATIO * self.sc, h * self.sc, face_up, 0, None, alpha)

    def stock_place(self) -> Place:
        return self.spot(*self.lay.stock, L.PILE_H)

    def discard_place(self, b: Board) -> Place:
        if b.battle is not None:
            g = self.lay.battle
            return self.spot(g.right_x, g.discard_y, L.PILE_H * 0.9, True, 0.0)
        return self.spot(*self.lay.discard, L.PILE_H, True, 0.0)

    def jail_place(self, b: Board) -> Place:
        if b.battle is not None:
            g = self.lay.battle
            return self.spot(g.right_x, g.jail_y, 40, True, 0.0)
        return self.spot(*self.lay.jail, 40, True, 0.0)

    def from_hand(self, b: Board, seat: int, card: int, dest_key) -> tuple[Board, dict]:
        """A card leaves `seat`'s hand: the viewer's card moves itself; another's hand
        back turns into it (key `dest_key`)."""
        counts = with_item(b.hand_counts, seat, max(0, b.hand_counts[seat] - 1))
        after = replace(b, hand_counts=counts)
        if seat == b.seat and card in b.hand:
            after = replace(after, hand=removed(b.hand, card))
            renames = {("c", card): dest_key} if dest_key != ("c", card) else {}
            return after, renames
        return after, {("back", seat, b.hand_counts[seat] - 1): dest_key}

    def to_discard(self, b: Board, cards) -> tuple[Board, dict]:
        """Cards go on the discard pile (the ones not shown on top fade into it)."""
        place = self.discard_place(b)
        after = replace(b, discard=(*b.discard, *cards))
        return after, {("c", c): place for c in cards}

    def note(self, text: str, seconds: float = 2.4) -> None:
        self.ticker = (text, self.t + seconds)

    def tell(self, queue, text: str, seconds: float = 2.4) -> None:
        queue.call(lambda: self.note(text, seconds))

    def _fight(self, b: Board, **changes) -> Board:
        return replace(b, battle=replace(b.battle, **changes))

    def spell_pairs(self, b: Board, cards) -> list[tuple[int, int]]:
        """(battle side, card) of the Spells a RoundEnded or SpellsDiscarded lists (in
        side order)."""
        f = b.battle
        out = []
        rest = list(cards)
        if f is not None:
            for side in (0, 1):
                if f.spells[side] != -1 and rest:
                    out.append((side, rest.pop(0)))
        return out

    # -- set-up and turns ---------------------------------------------------------------------

    def _on_Shuffled(self, e: Shuffled, queue) -> None:
        b = self.board
        after = replace(b, stock=e.count)
        self._transition(queue, after, 0.3)
        places = self.places(after)
        keys = [k for k in places if k[0] == "stock" and k in self._plan]
        pairs = [(self._plan[k], places[k]) for k in keys]
        if pairs:
            queue.call(lambda: self.sound("deal"))
            for k in range(3):  # a quick riffle
                queue.add(*[Tween(s, 0.09, ease_in_out_cubic,
                                  x=p.x + (1 if (i + k) % 2 else -1) * p.w * 0.3)
                            for i, (s, p) in enumerate(pairs)])
            queue.add(*[Tween(s, 0.09, ease_in_out_cubic, x=p.x) for s, p in pairs])

    def _deal_to(self, queue, after: Board, keys, seat: int) -> None:
        order = (seat - self.lay.bottom) % after.n
        origin = self.stock_place()
        delays = {k: (j * after.n + order) * DEAL_STAGGER for j, k in enumerate(keys)}
        self._transition(queue, after, 0.35, origins=dict.fromkeys(keys, origin),
                         delays=delays, merge=True, sound="deal" if order == 0 else None)

    def _on_Dealt(self, e, queue) -> None:
        b = self.board
        s = e.seat
        after = replace(b, stock=max(0, b.stock - e.count),
                        hand_counts=with_item(b.hand_counts, s, e.count))
        if s == b.seat and e.cards is not None:
            after = replace(after, hand=tuple(sorted(e.cards)))
            keys = [("c", c) for c in after.hand]
        else:
            keys = [("back", s, i) for i in range(e.count)]
        self._deal_to(queue, after, keys, s)

    def _on_DealtToField(self, e, queue) -> None:
        b = self.board
        s = e.seat
        jewels = [c for c in e.cards if c in JEWELS]
        knights = [c for c in e.cards if c not in JEWELS]
        after = replace(b, stock=max(0, b.stock - len(e.cards)))
        after = set_field(after, s, (*b.fields[s], *knights))
        after = move_jewels(after, s, s, jewels)
        after = replace(after, sides=with_item(after.sides, s, field_side(after.fields[s])))
        self._deal_to(queue, after, [("c", c) for c in e.cards], s)

    def _on_FirstPlayer(self, e, queue) -> None:
        self.say(queue, e.seat, "I play first (drawn by lot)", 2.4, sound="chime")
        self._show(queue, replace(self.board, turn=e.seat))

    def _on_TurnStarted(self, e, queue) -> None:
        b = self.board
        self._show(queue, replace(b, turn=e.seat, to_move=e.seat, turn_no=e.turn,
                                  stock=e.stock, end_turns=e.end_turns, phase="main",
                                  placed=False, changed=False, lock="neutral", shown=b.shown))

    def _on_Drew(self, e, queue) -> None:
        b = self.board
        s = e.seat
        top = ("stock", min(b.stock, 5) - 1)
        after = replace(b, stock=e.stock)
        if e.card is not None and e.card in SPECIALS:
            after = replace(after, drawn=e.card, specials=max(0, b.specials - 1))
            self._transition(queue, after, 0.5, renames={top: ("c", e.card)},
                             ease=ease_in_out_cubic, sound="deal")
            queue.wait(0.35)
            return
        counts = with_item(b.hand_counts, s, b.hand_counts[s] + 1)
        after = replace(after, hand_counts=counts)
        if s == b.seat and e.card is not None:
            after = replace(after, hand=added(b.hand, e.card))
            dest = ("c", e.card)
        else:
            dest = ("back", s, b.hand_counts[s])
        self._transition(queue, after, 0.4, renames={top: dest}, sound="deal")

    def _on_JewelPlaced(self, e, queue) -> None:
        b = self.board
        after = replace(move_jewels(b, e.seat, e.seat, (e.card,)), drawn=-1)
        self._transition(queue, after, 0.45, ease=ease_in_out_cubic, sound="token")

    def _on_KnightPlaced(self, e, queue) -> None:
        b = self.board
        after = replace(b, drawn=-1, phase="main")
        if e.to_jail:
            after = replace(after, jail=added(b.jail, e.card))
            if e.forced:
                self.say(queue, e.seat, "Darkness jails her", 2.0)
        else:
            after = set_field(after, e.seat, (*b.fields[e.seat], e.card))
        self._transition(queue, after, 0.45, ease=ease_in_out_cubic, sound="place")

    def _on_Placed(self, e, queue) -> None:
        b = self.board
        after, renames = self.from_hand(b, e.seat, e.card, ("c", e.card))
        after = replace(set_field(after, e.seat, (*b.fields[e.seat], e.card)), placed=True)
        self._transition(queue, after, 0.4, renames=renames, sound="place")

    def _on_ChangedHeart(self, e, queue) -> None:
        b = self.board
        s = e.seat
        words = "The Whisper of Deep\u2026 Change of Heart!" if e.whisper else \
            "Change of Heart!"
        self.say(queue, s, words, 2.6, sound="chime")
        after, exits = self.to_discard(b, e.discarded)
        other = "dark" if e.old_side == "light" else "light"
        after = replace(set_field(after, s, ()), jail=added(b.jail, *e.jailed), changed=True,
                        lock=other)
        self._transition(queue, after, 0.55, exits=exits, ease=ease_in_out_cubic,
                         sound="sweep")

    def _on_SideChanged(self, e, queue) -> None:
        b = self.board
        self._show(queue, replace(b, sides=with_item(b.sides, e.seat, e.new)))

    def _on_HandShown(self, e, queue) -> None:
        b = self.board
        s = e.seat
        shown = list(e.hand)
        shown.remove(e.card)
        self.say(queue, s, "The Whisper of Deep: I show my hand", 2.8, sound="chime")
        after, renames = self.from_hand(b, s, e.card, ("c", e.card))
        after, exits = self.to_discard(after, (e.card,))
        after = replace(after, shown=with_item(b.shown, s, tuple(sorted(shown))))
        self._transition(queue, after, 0.5, renames=renames, exits=exits, sound="place")

    def _on_TurnEnded(self, e, queue) -> None:
        pass

    def _on_EndCountdown(self, e, queue) -> None:
        self.tell(queue, "Every Jewel and St. Knight is out: two more turns each, then the "
                  "end", 3.5)
        self._show(queue, replace(self.board, end_turns=e.turns, specials=0))

    # -- the Thief ----------------------------------------------------------------------------

    def _on_ThiefPlayed(self, e, queue) -> None:
        b = self.board
        after, renames = self.from_hand(b, e.seat, e.thief, ("c", e.thief))
        self.say(queue, e.seat, "Thief, go!", 1.8)
        self._transition(queue, replace(after, thief=e.thief), 0.5, renames=renames,
                         ease=ease_in_out_cubic, sound="play")

    def _on_ThiefSent(self, e, queue) -> None:
        b = self.board
        after, renames = b, {}
        if b.thief != e.thief:
            after, renames = self.from_hand(b, e.seat, e.thief, ("c", e.thief))
            after = replace(after, thief=e.thief)
        after = replace(after, thief_target=e.target, thief_victim=e.victim)
        self._transition(queue, after, 0.4, renames=renames, sound="play")
        what = f"steal {card_name(e.target)}" if e.victim >= 0 else \
            f"free {card_name(e.target)}"
        self.tell(queue, f"{card_name(e.thief)} goes to {what}: a die must beat {e.number}")
        queue.wait(0.3)

    def _on_ThiefResolved(self, e, queue) -> None:
        b = self.board
        x, y = self.lay.stage
        keys = self.roll_dice(queue, [e.die], ["light"], (x, y + 60), [(x + 95, y)], 0.6)
        verdict = "succeeds" if e.success else "fails"
        sign = ">" if e.success else "\u2264"
        self.tell(queue, f"The die shows {e.die} ({sign} {e.number}): the Thief {verdict}",
                  3.0)
        self.say(queue, e.seat, "Got it!" if e.success else "Caught\u2026", 2.0)
        self.drop_dice(queue, keys)
        after, exits = self.to_discard(b, (e.thief,))
        after = replace(after, thief=-1, thief_target=-1, thief_victim=-1)
        if e.success and e.victim < 0:
            after = set_field(replace(after, jail=removed(b.jail, e.target)), e.seat,
                              (*b.fields[e.seat], e.target))
        self._transition(queue, after, 0.5, exits=exits, ease=ease_in_out_cubic,
                         sound="place")

    def _on_JewelsTaken(self, e, queue) -> None:
        b = self.board
        if b.battle is not None:
            b = self._close(queue)
        after = move_jewels(b, e.seat, e.source, e.cards)
        if after == b:
            return
        k = len(e.cards)
        self.say(queue, e.seat, f"+{k} Jewel" + ("s" if k > 1 else ""), 2.2)
        self._transition(queue, after, 0.7, ease=ease_in_out_cubic, sound="token")

    # -- battles ------------------------------------------------------------------------------

    def _on_BattleOpened(self, e, queue) -> None:
        b = self.board
        a, d = e.attacker, e.defender
        if e.kind == "rescue":
            align = ("light", "dark")
            owners = ((a,) * len(e.sides[0]), (-1,) * len(e.sides[1]))
            after = set_field(b, a, removed(b.fields[a], *e.sides[0]))
            after = replace(after, guards=())
            self.tell(queue, f"{self.name(a)} attacks the Jail to free "
                      f"{len(e.jailed)} St. Knight" + ("s" if len(e.jailed) != 1 else ""), 3)
        else:
            align = (b.side_of(a), b.side_of(d))
            owners = ((a,) * len(e.sides[0]), (d,) * len(e.sides[1]))
            after = set_field(set_field(b, a, ()), d, ())
            self.tell(queue, f"{self.name(a)} attacks {self.name(d)}!", 3)
        fight = Fight(e.kind, a, d, e.jailer, 1, align,
                      (tuple(e.sides[0]), tuple(e.sides[1])), owners, (-1, -1), (-1, -1),
                      False, (False, False), (False, False), (), (), -1, 0, a, (), -1, -1,
                      (0, 0))
        after = replace(after, battle=fight, phase="commit")
        self.tally = {"fallen": ([], []), "rounds": 1}
        self.reckoning = self.arrow = None
        queue.add(Tween(self, 0.3, panel_alpha=1.0))
        self._transition(queue, after, 0.55, ease=ease_in_out_cubic, sound="sweep")

    def _on_BattleRound(self, e, queue) -> None:
        b = self.board
        self.tally["rounds"] = e.round
        after = self._fight(b, round=e.round, spells=(-1, -1), casters=(-1, -1),
                            revealed=False, spell_used=(False, False), shields=(False, False),
                            attacked=(), selected=(), target=-1, stage=0, turn_side=-1,
                            first=-1, initiative=(0, 0))
        self.tell(queue, f"Round {e.round}: each side may add characters and a Spell")
        self._show(queue, after)

    def _on_Committed(self, e, queue) -> None:
        b = self.board
        f = b.battle
        after, renames = self.from_hand(b, e.seat, e.card, ("c", e.card))
        sides = list(f.sides)
        owners = list(f.owners)
        sides[e.side] = (*sides[e.side], e.card)
        owners[e.side] = (*owners[e.side], e.seat)
        align = f.align
        if align[e.side] == "neutral":
            align = with_item(align, e.side, field_side((e.card,)))
        after = self._fight(after, sides=tuple(sides), owners=tuple(owners), align=align)
        self._transition(queue, after, 0.4, renames=renames, sound="play")

    def _on_SpellCommitted(self, e, queue) -> None:
        b = self.board
        f = b.battle
        if e.card is not None:
            after, renames = self.from_hand(b, e.seat, e.card, ("c", e.card))
            spell = e.card
        else:
            after, renames = self.from_hand(b, e.seat, -1, ("spell", e.side))
            spell = FACE_DOWN
        after = self._fight(after, spells=with_item(f.spells, e.side, spell),
                            casters=with_item(f.casters, e.side, e.seat))
        self._transition(queue, after, 0.4, renames=renames, sound="play")

    def _on_SupportDeclared(self, e, queue) -> None:
        b = self.board
        f = b.battle
        helped = "the Jail" if e.helped < 0 else self.name(e.helped)
        self.tell(queue, f"{self.name(e.seat)} supports {helped}")
        supporters = f.supporters if (e.seat, e.side) in f.supporters else \
            (*f.supporters, (e.seat, e.side))
        self._show(queue, self._fight(b, supporters=supporters, committer=e.seat))

    def _on_SupportDeclined(self, e, queue) -> None:
        self.tell(queue, f"{self.name(e.seat)} stays out", 1.6)

    def _on_SpellsRevealed(self, e, queue) -> None:
        b = self.board
        f = b.battle
        spells, shields, renames = list(f.spells), list(f.shields), {}
        for side, _, card in e.spells:
            if spells[side] == FACE_DOWN:
                renames[("spell", side)] = ("c", card)
            spells[side] = card
            shields[side] = KIND[card] == SHIELD
        after = self._fight(b, spells=tuple(spells), shields=tuple(shields), revealed=True,
                            stage=3)
        words = "; ".join(f"{self.side_word(f, s)}: {card_name(c)}" for s, _, c in e.spells)
        self.tell(queue, f"The Spells are revealed \u2014 {words}", 3.0)
        self._transition(queue, after, 0.6, renames=renames, ease=ease_in_out_cubic,
                         sound="deal")
        queue.wait(0.3)

    def _on_TrapSprung(self, e, queue) -> None:
        b = self.board
        f = b.battle
        spell = f.spells[e.side]
        queue.call(lambda: setattr(self, "arrow", ((spell,), e.target, (190, 130, 240))))
        style = art.die_style(f.align[e.side])
        keys = self.roll_dice(queue, [e.die], [style], self._row_centre(e.side),
                              self.die_spots(1, self.strip_centre()))
        word = "falls" if e.defeated else "escapes"
        sign = ">" if e.defeated else "\u2264"
        text = f"Trap: {e.die} {sign} 3: {card_name(e.target)} {word}"
        queue.call(lambda: setattr(self, "reckoning", (text, (e.die,), style,
                                                       theme.GOLD if e.defeated
                                                       else theme.TEXT)))
        self.drop_dice(queue, keys)
        queue.call(lambda: setattr(self, "arrow", None))
        after = self._fight(b, spell_used=with_item(f.spell_used, e.side, True))
        self._transition(queue, after, 0.25)

    def _row_centre(self, side: int) -> tuple[float, float]:
        g = self.lay.battle
        return (g.cards_x[0] + g.cards_x[1]) / 2, g.row_y[side]

    def _on_InitiativeRolled(self, e, queue) -> None:
        b = self.board
        f = b.battle
        cx, cy = self.strip_centre()
        styles = ["jail" if f.kind == "rescue" and s == 1 else art.die_style(f.align[s])
                  for s in (0, 1)]
        keys = self.roll_dice(queue, list(e.faces), styles,
                              [self._row_centre(0), self._row_centre(1)],
                              [(cx - 50, cy), (cx + 50, cy)], 0.0)
        queue.wait(0.4)
        a, d = e.faces
        if e.first < 0:
            text = f"Initiative {a} against {d}: a tie, roll again"
        else:
            text = f"Initiative {a} against {d}: {self.side_word(f, e.first)} attacks first"
        queue.call(lambda: setattr(self, "reckoning", (text, (a, d), tuple(styles),
                                                       theme.TEXT)))
        self.drop_dice(queue, keys)
        if e.first >= 0:
            self._show(queue, self._fight(b, first=e.first, turn_side=e.first,
                                          initiative=(a, d)))

    def _on_AttackDeclared(self, e, queue) -> None:
        b = self.board
        arrow = (tuple(e.attackers), e.target, theme.GOLD)
        self.tell(queue, self.attack_words(e), 2.6)
        self._show(queue, self._fight(b, selected=tuple(e.attackers), target=e.target,
                                      turn_side=e.side),
                   on_begin=lambda: setattr(self, "arrow", arrow))
        queue.wait(0.25)

    def _on_AttackRolled(self, e, queue) -> None:
        b = self.board
        f = b.battle
        style = art.die_style(f.align[e.side])
        keys = self.roll_dice(queue, list(e.faces), [style] * len(e.faces),
                              self._row_centre(e.side),
                              self.die_spots(len(e.faces), self.strip_centre()), 0.55)
        text, colour = self.roll_words(e)
        queue.call(lambda: setattr(self, "reckoning", (text, tuple(e.faces),
                                                       style, colour)))
        self.drop_dice(queue, keys)
        enemy = 1 - e.side
        shields = f.shields
        if "shielded" in e.outcomes:
            shields = with_item(shields, enemy, False)
        used = with_item(f.spell_used, e.side, True) if e.spell >= 0 else f.spell_used
        attacked = (*f.attacked, *[c for c in e.attackers if c not in f.attacked])
        after = self._fight(b, shields=shields, spell_used=used, attacked=attacked,
                            selected=(), target=-1, turn_side=enemy)
        self._transition(queue, after, 0.25)
        if "shielded" in e.outcomes:
            self.tell(queue, "The Shield stops the hit!", 2.0)
        queue.call(lambda: setattr(self, "arrow", None))

    def _on_Defeated(self, e, queue) -> None:
        b = self.board
        f = b.battle
        if f is None:
            return
        side = f.side_of(e.card)
        if side < 0:
            return
        i = f.sides[side].index(e.card)
        sides = with_item(f.sides, side, removed(f.sides[side], e.card))
        owners = with_item(f.owners, side, (*f.owners[side][:i], *f.owners[side][i + 1:]))
        after = self._fight(b, sides=sides, owners=owners)
        self.tally.setdefault("fallen", ([], []))[side].append(e.card)
        exits = {}
        if e.to == "jail":
            after = replace(after, jail=added(b.jail, e.card))
        elif e.to == "discard":
            after, exits = self.to_discard(after, (e.card,))
        else:
            self.tell(queue, "The Underground Jail of Darkness is broken open!", 3.0)

        def shatter():
            s = self.sprites.get(("c", e.card))
            if s is not None:
                self.burst(e.card, s.x, s.y)
                self.sound("sweep")
        queue.call(shatter)
        self._transition(queue, after, 0.55, exits=exits, ease=ease_in_cubic)

    def _on_RoundEnded(self, e, queue) -> None:
        self._spells_away(queue, e.spells)
        self._show(queue, self._fight(self.board, revealed=False, attacked=()))

    def _on_SpellsDiscarded(self, e, queue) -> None:
        self._spells_away(queue, e.spells)

    def _spells_away(self, queue, cards) -> None:
        b = self.board
        f = b.battle
        if f is None or not cards:
            return
        renames = {}
        for side, card in self.spell_pairs(b, cards):
            if f.spells[side] == FACE_DOWN:
                renames[("spell", side)] = ("c", card)
        after, exits = self.to_discard(b, cards)
        after = self._fight(after, spells=(-1, -1), casters=(-1, -1),
                            spell_used=(False, False), shields=(False, False))
        self._transition(queue, after, 0.45, renames=renames, exits=exits,
                         ease=ease_in_out_cubic, sound="sweep")

    def _on_BattleEnded(self, e, queue) -> None:
        b = self.board
        summary = self.battle_summary(b, e)
        queue.wait(0.3)
        self._show(queue, replace(b, summary=summary), on_begin=lambda: self.sound("chime"))
        queue.add(Hold())
        self._show(queue, replace(b, summary=None))
        self._close(queue)

    def _close(self, queue) -> Board:
        """The battle panel closes; the survivors go back."""
        b = self.board
        after = close_battle(b)
        self._transition(queue, after, 0.55, ease=ease_in_out_cubic, sound="sweep")
        queue.steps[-1].append(Tween(self, 0.35, panel_alpha=0.0))
        queue.call(lambda: setattr(self, "reckoning", None))
        return after

    def _on_KnightsFreed(self, e, queue) -> None:
        b = self.board
        if b.battle is not None:
            b = self._close(queue)
        after = set_field(replace(b, jail=removed(b.jail, *e.cards)), e.seat,
                          (*b.fields[e.seat], *e.cards))
        self.say(queue, e.seat, "The St. Knights are free!", 2.4, sound="chime")
        self._transition(queue, after, 0.6, ease=ease_in_out_cubic, sound="place")

    def _on_Returned(self, e, queue) -> None:
        b = self.board
        if b.battle is not None:
            b = self._close(queue)
        if e.seat < 0:
            after = replace(b, guards=added(b.guards, *e.cards))
        else:
            after = set_field(b, e.seat, added(b.fields[e.seat], *e.cards))
        if after != b:
            self._transition(queue, after, 0.4)

    # -- the end ------------------------------------------------------------------------------

    def _on_GameResult(self, e, queue) -> None:
        b = self.board
        after = replace(b, over=True, phase="over", winners=tuple(e.winners),
                        result_side=e.side, tiebreak=e.tiebreak, sides=tuple(e.sides))
        queue.wait(0.4)
        self._show(queue, after, on_begin=lambda: self.sound("chime"))
        queue.add(Hold())

    def _on_GameOver(self, e: GameOver, queue) -> None:
        self.board = replace(self.board, phase="over", over=True)

    # -- words the animations need -------------------------------------------------------------

    def side_word(self, f: Fight, side: int) -> str:
        if f.kind == "rescue":
            return "the rescuer" if side == 0 else "the Jail"
        return "the attacker" if side == 0 else "the defender"

