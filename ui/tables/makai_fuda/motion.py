"""How each event of Makai Fuda animates on its table (part of `MakaiTable`).

One `_on_<Event>` method per event: it builds the board the event leads to and tweens
every sprite there from where it lies (`BoardTable._transition`), so an animation always
ends where a plain `sync` of the next view puts the sprites. The deal and the
tournament-end table's hold are the shared trick table's; Makai Fuda's own are the Start
Player card drawn and passed, the predictions going face down (and Variant II's
exchange), each play to the field and Magic's target, the match judged (its die rolled
up on the winner's prize card, the field swept aside), the reveal, the gold flying to
the winners and the chips moving.
"""

from __future__ import annotations

from dataclasses import replace

from engine.events import GameOver, Shuffled
from games.makai_fuda.cards import HAND_SIZE, MONSTER_NAMES, WATCH_MATCHES
from ui.anim.tween import Tween, ease_in_out_cubic, ease_out_back
from ui.tables.board import FACE
from ui.tables.makai_fuda.board import (
    VERDICT_EMPTY,
    VERDICT_NONE,
    Board,
    Summary,
    chip_stack,
    with_item,
)
from ui.tables.makai_fuda.prizes import COINS_PER_PRIZE, DIE_D


class MakaiMotion:
    """The event animations of `MakaiTable` (a mixin: it relies on the trick table)."""

    # -- set-up and the deal ------------------------------------------------------------------

    def _on_StartPlayerDrawn(self, e, queue) -> None:
        b = self.board
        tx, ty = self.seats.trick_centre
        origin = self.token_point(tx, ty, 56, 20, 0.0)
        self._transition(queue, replace(b, start_player=e.seat), 0.6,
                         origins={("start",): origin}, ease=ease_in_out_cubic, sound="place")
        self.say(queue, e.seat, "Start Player, by lot", 2.0)

    def _on_TournamentStarted(self, e, queue) -> None:
        b = self.board
        n = b.n
        after = replace(b, phase="deal", tournament=e.tournament, tournaments=e.tournaments,
                        doubled=e.doubled, start_player=e.start_player,
                        leader=e.start_player, match=0, hand=(), hand_counts=(0,) * n,
                        predicted=(False,) * n, own_prediction=-1, revealed=(-1,) * n,
                        switched=(False,) * n, switch_from=(-1,) * n, plays=(), pending=-1,
                        dice=(0, 0, 0, 0), out=0, deck=0, verdict=VERDICT_NONE, payout=(),
                        summary=None, sheet=False)
        # every card is gathered to be shuffled; the dice go back to the stock
        x, y = self.deck_spot()
        gather = self.point(x, y, self.SIZES.hand_h * 0.8, False, 0.0)
        exits = {key: gather for key in self._plan
                 if key[0] in (FACE, "back", "out", "pred", "deck")}
        renames = {("die", m, b.dice[m]): ("die", m, 0) for m in b.monsters if b.dice[m]}
        self._transition(queue, after, 0.55, exits=exits, renames=renames,
                         ease=ease_in_out_cubic, sound="sweep")

    def _on_Shuffled(self, e: Shuffled, queue) -> None:
        b = self.board
        after = replace(b, deck=e.count)
        tx, ty = self.deck_spot()
        origin = self.point(tx, ty - 40, self.SIZES.hand_h * 0.8, False, 0.0)
        self._transition(queue, after, 0.3, origins={("deck", i): origin for i in range(6)})
        places = self.places(self.board)
        keys = [("deck", i) for i in range(min(6, e.count))]
        pairs = [(self._plan[k], places[k]) for k in keys if k in self._plan and k in places]
        if not pairs:
            return
        queue.call(lambda: self.sound("deal"))
        for k in range(3):  # a quick riffle: the cards jostle left and right
            queue.add(*[Tween(s, 0.09, ease_in_out_cubic,
                              x=p.x + (1 if (i + k) % 2 else -1) * p.w * 0.28)
                        for i, (s, p) in enumerate(pairs)])
        queue.add(*[Tween(s, 0.09, ease_in_out_cubic, x=p.x) for s, p in pairs])

    def _on_Dealt(self, e, queue) -> None:
        b = self.board
        counts = with_item(b.hand_counts, e.seat, e.count)
        phase = "play" if b.watch_here else "predict"
        after = replace(b, hand_counts=counts, deck=max(0, b.deck - e.count), phase=phase)
        if e.seat == b.seat and e.cards is not None:
            after = replace(after, hand=tuple(sorted(e.cards)))
            keys = [(FACE, c) for c in after.hand]
        else:
            keys = [("back", e.seat, i) for i in range(e.count)]
        self.deal(queue, after, e.seat, keys)

    # -- predictions --------------------------------------------------------------------------

    def _on_PredictionMade(self, e, queue) -> None:
        b = self.board
        s = e.seat
        count = b.hand_counts[s] - 1
        predicted = with_item(b.predicted, s, True)
        if e.again:
            phase = "play"
        else:
            phase = "play" if all(predicted) else "predict"
        after = replace(b, hand_counts=with_item(b.hand_counts, s, count), predicted=predicted,
                        phase=phase)
        if s == b.seat and e.card is not None:
            after = replace(after, hand=tuple(c for c in b.hand if c != e.card),
                            own_prediction=e.card)
            renames = {(FACE, e.card): ("pred", s)}
        else:
            renames = {("back", s, count): ("pred", s)}
        self._transition(queue, after, 0.5, renames=renames, ease=ease_in_out_cubic,
                         sound="place")

    # -- the match ----------------------------------------------------------------------------

    def _played_from_hand(self, b: Board, seat: int, card: int):
        """(the board with `card` gone from `seat`'s hand, the renames moving it)."""
        count = b.hand_counts[seat] - 1
        after = replace(b, hand_counts=with_item(b.hand_counts, seat, count))
        if seat == b.seat:
            return replace(after, hand=tuple(c for c in b.hand if c != card)), {}
        return after, {("back", seat, count): (FACE, card)}

    def _on_Played(self, e, queue) -> None:
        b = self.board
        s = e.seat
        play = (s, e.card, e.target, e.from_prediction)
        if e.from_prediction:  # Variant II: the face-down prediction turns up on the field
            after = replace(b, plays=(*b.plays, play), switched=with_item(b.switched, s, True),
                            switch_from=with_item(b.switch_from, s, e.card),
                            predicted=with_item(b.predicted, s, False), phase="switch",
                            own_prediction=-1 if s == b.seat else b.own_prediction)
            self.say(queue, s, "Let's go that way after all!", 2.2, sound="chime")
            self._transition(queue, after, 0.6, renames={("pred", s): (FACE, e.card)},
                             ease=ease_in_out_cubic, sound="play")
            return
        after, renames = self._played_from_hand(b, s, e.card)
        after = replace(after, plays=(*b.plays, play), phase="play")
        self._transition(queue, after, 0.36, renames=renames, sound="play")

    def _on_MagicRaised(self, e, queue) -> None:
        b = self.board
        after, renames = self._played_from_hand(b, e.seat, e.card)
        after = replace(after, pending=e.card, phase="target")
        self._transition(queue, after, 0.36, renames=renames, sound="play")

    def _on_MagicAimed(self, e, queue) -> None:
        b = self.board
        after = replace(b, plays=(*b.plays, (e.seat, e.card, e.monster, False)), pending=-1,
                        phase="play")
        self.say(queue, e.seat, f"+3 to {MONSTER_NAMES[e.monster]}!", 1.6)
        self._transition(queue, after, 0.3, sound="place")

    def _on_GoldPaid(self, e, queue) -> None:
        b = self.board
        after = replace(b, gold=with_item(b.gold, e.seat, e.gold))
        text = f"pays {e.amount} gold" if e.amount else "has no gold to pay"
        self.say(queue, e.seat, text, 2.0, sound="token")
        self._show(queue, after)

    def _on_MatchWon(self, e, queue) -> None:
        b = self.board
        queue.wait(0.4)  # a moment to read the field
        m = e.monster
        judged = replace(b, verdict=VERDICT_EMPTY if m is None else m)
        self._show(queue, judged)
        dice = judged
        if m is not None:
            dice = replace(judged, dice=tuple(e.dice))
            self._roll_die(queue, judged, dice, m, e.dice[m])
        queue.wait(0.35)
        phase = "play"
        if e.match >= HAND_SIZE - 1:
            phase = "prize"
        elif b.watch_here and e.match == WATCH_MATCHES and not any(b.predicted):
            phase = "predict"
        after = replace(dice, plays=(), pending=-1, out=b.out + len(b.plays), match=e.match,
                        leader=e.leader, verdict=VERDICT_NONE, phase=phase)
        self._sweep(queue, after, [c for _, c, _, _ in b.plays], b.out)

    def _roll_die(self, queue, before: Board, after: Board, m: int, wins: int) -> None:
        """The winner's die goes up by one: a new die flies from the stock to its card,
        or the die on the card hops, turns and lands on its new face."""
        old = ("die", m, wins - 1)
        s = self._plan.get(old)
        if wins > 1 and s is not None:
            x, y = self.die_spot(before, m)
            p = self.token_point(x, y - 14, DIE_D * 1.3, DIE_D * 1.3)
            queue.call(lambda: self.sound("dice"))
            queue.add(Tween(s, 0.16, ease_in_out_cubic, x=p.x, y=p.y, w=p.w, h=p.h, angle=35.0))
            self._transition(queue, after, 0.24, renames={old: ("die", m, wins)},
                             ease=ease_out_back)
        else:
            self._transition(queue, after, 0.5, renames={old: ("die", m, wins)},
                             ease=ease_in_out_cubic, sound="dice")

    def _sweep(self, queue, after: Board, cards, out: int) -> None:
        """The field's cards gather and go face down onto the finished matches' pile."""
        tx, ty = self.seats.trick_centre
        gather = []
        for i, c in enumerate(cards):
            s = self._plan.get((FACE, c))
            if s is None:
                continue
            p = self.point(tx + (i - len(cards) / 2) * 4, ty + i * 1.5, 100)
            gather.append(Tween(s, 0.24, ease_in_out_cubic, x=p.x, y=p.y))
        if gather:
            queue.add(*gather)
        target = self.out_place(out)
        self._transition(queue, after, 0.45, exits={(FACE, c): target for c in cards},
                         ease=ease_in_out_cubic, sound="sweep")

    # -- the prize ----------------------------------------------------------------------------

    def _on_PredictionsRevealed(self, e, queue) -> None:
        b = self.board
        queue.wait(0.3)
        renames = {}
        delays = {}
        for i in range(b.n):
            s = (b.start_player + i) % b.n
            c = e.predictions[s]
            if c >= 0 and b.predicted[s]:
                renames[("pred", s)] = (FACE, c)
                delays[(FACE, c)] = i * 0.22
        after = replace(b, revealed=tuple(e.predictions), phase="prize", own_prediction=-1)
        self._transition(queue, after, 0.45, renames=renames, delays=delays,
                         ease=ease_in_out_cubic, sound="deal")
        queue.wait(0.5)

    def _on_TournamentWon(self, e, queue) -> None:
        b = self.board
        summary = Summary(e.tournament, b.tournaments, e.monster, tuple(e.dice),
                          tuple(b.revealed), tuple(e.prizes), tuple(e.gold), e.doubled)
        payout = tuple((s, COINS_PER_PRIZE) for s in e.predictors)
        judged = replace(b, summary=summary, payout=payout, dice=tuple(e.dice))
        if payout:
            keys = [("coin", s, i) for s, _ in payout for i in range(COINS_PER_PRIZE)]
            delays = {k: j * 0.05 for j, k in enumerate(keys)}
            self._transition(queue, judged, 0.35, delays=delays, sound="chime")
            for s in e.predictors:
                self.say(queue, s, f"+{e.prizes[s]} gold", 2.4)
            queue.wait(0.3)
            after = replace(judged, payout=(), gold=tuple(e.gold))
            exits = {("coin", s, i): self.coin_exit(s) for s, _ in payout
                     for i in range(COINS_PER_PRIZE)}
            delays = {k: j * 0.04 for j, k in enumerate(keys)}
            self._transition(queue, after, 0.6, exits=exits, delays=delays,
                             ease=ease_in_out_cubic, sound="token")
        else:
            self._show(queue, judged)
            queue.wait(0.9)
        queue.wait(0.3)

    def _on_ChipsMoved(self, e, queue) -> None:
        b = self.board
        after = replace(b, chips=tuple(e.chips))
        before_places = self.places(b)
        after_places = self.places(after)
        stock = self.stock_place()
        exits = {k: stock for k in before_places if k[0] == "chip" and k not in after_places}
        origins = {k: stock for k in after_places if k[0] == "chip" and k not in before_places}
        delays = {k: 0.1 * i for i, k in enumerate(sorted(origins))}
        if chip_stack(b.chips[e.winner]) or origins:
            self._transition(queue, after, 0.5, origins=origins, exits=exits, delays=delays,
                             ease=ease_in_out_cubic, sound="token")
        else:
            self._show(queue, after)

    def _on_StartPlayerPassed(self, e, queue) -> None:
        b = self.board
        after = replace(b, start_player=e.seat, phase="deal")
        self._transition(queue, after, 0.5, ease=ease_in_out_cubic, sound="place")
        self.show_score_sheet(queue, replace(after, sheet=True), False)

    def _on_GameOver(self, e: GameOver, queue) -> None:
        b = self.board
        summary = b.summary
        if summary is not None:
            summary = replace(summary, final=True, winners=tuple(e.winners))
        # the last tournament's table waits for the player too; the results come next
        self.show_score_sheet(queue, replace(b, phase="over", summary=summary, sheet=True),
                              False)
