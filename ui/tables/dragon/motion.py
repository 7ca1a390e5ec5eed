"""How each event of Slaughter the Dragon animates on its table (part of `DragonTable`).

One `_on_<Event>` method per event: it builds the board the event leads to and tweens
every sprite there from where it lies (`BoardTable._transition`), so an animation always
ends where a plain `sync` of the next view puts the sprites. The deal, a card played, the
trick's sweep and the score table's hold are the shared trick table's; the Dragon's own
are the Trump Indicator turning up, the Summoning picks, the count-down's call, the
Bodily Division moves, the Soul-Sucking passes and the Inverted Scale's reveal.
"""

from __future__ import annotations

from dataclasses import replace

from engine.events import GameOver, Shuffled
from games.dragon import rules as R
from games.dragon.cards import COLOUR_NAMES, GAME_END_SCORE
from ui.anim.tween import Tween, ease_in_out_cubic
from ui.tables.dragon.board import Summary, winning_seat, with_item


class DragonMotion:
    """The event animations of `DragonTable` (a mixin: it relies on the trick table)."""

    def _on_Shuffled(self, e: Shuffled, queue) -> None:
        b = self.board
        if e.pile == "deck":
            after = replace(b, deck=e.count)
            tx, ty = self.deck_spot()
            origin = self.point(tx, ty - 40, self.SIZES.hand_h * 0.8, False, 0.0)
            self._transition(queue, after, 0.3, origins={("deck", i): origin for i in range(6)})
            keys = [("deck", i) for i in range(min(6, e.count))]
        else:
            keys = [("tdeck", i) for i in range(b.trump_left)]
        places = self.places(self.board)
        pairs = [(self._plan[k], places[k]) for k in keys if k in self._plan and k in places]
        if not pairs:
            return
        queue.call(lambda: self.sound("deal"))
        for k in range(3):  # a quick riffle: the cards jostle left and right
            queue.add(*[Tween(s, 0.09, ease_in_out_cubic,
                              x=p.x + (1 if (i + k) % 2 else -1) * p.w * 0.28)
                        for i, (s, p) in enumerate(pairs)])
        queue.add(*[Tween(s, 0.09, ease_in_out_cubic, x=p.x) for s, p in pairs])

    def _on_RoundStarted(self, e, queue) -> None:
        b = self.board
        n = b.n
        after = replace(b, phase="deal", round=e.round, rounds=e.rounds, hand=(), pile=(),
                        hand_counts=(0,) * n, pile_counts=(0,) * n, scale=0, aside=0, trick=(),
                        winning=-1, leader=e.leader, won_by=(), purple=((),) * n, revealed=(),
                        deck=0, summoner=e.summoner, divider=-1, sucker=-1, called=0,
                        marked=(), summary=None, trump=-1, picked=())
        self._transition(queue, after, 0.5, ease=ease_in_out_cubic)

    def _on_Dealt(self, e, queue) -> None:
        b = self.board
        after = replace(b, hand_counts=with_item(b.hand_counts, e.seat, e.count),
                        deck=max(0, b.deck - e.count))
        if e.seat == b.seat and e.cards is not None:
            after = replace(after, hand=tuple(sorted(e.cards)))
            keys = [("c", c) for c in after.hand]
        else:
            keys = [("back", e.seat, i) for i in range(e.count)]
        self.deal(queue, after, e.seat, keys)

    def _on_ScaleFormed(self, e, queue) -> None:
        b = self.board
        tx, ty = self.deck_spot()
        origin = self.point(tx, ty, self.SIZES.hand_h * 0.8, False)
        after = replace(b, scale=e.count, deck=0)
        self._transition(queue, after, 0.4,
                         origins={("scale", i): origin for i in range(e.count)},
                         delays={("scale", i): i * 0.05 for i in range(e.count)})

    def _on_TrumpRevealed(self, e, queue) -> None:
        b = self.board
        after = replace(b, trump=e.colour, trump_left=e.deck_left, round=e.round)
        self._transition(queue, after, 0.7, renames={("tdeck", e.deck_left):
                                                     ("trump", e.round, e.colour)},
                         ease=ease_in_out_cubic, sound="place")
        queue.wait(0.25)
        if after.summoner >= 0:
            # the Summoning Jutsu comes next (the Inverted Scale is laid out to pick from)
            self._transition(queue, replace(after, phase="summon_pick"), 0.45,
                             ease=ease_in_out_cubic)

    def _on_ScaleCardPicked(self, e, queue) -> None:
        b = self.board
        renames = {("scale", e.position): ("aside", b.aside)}
        for i in range(e.position + 1, b.scale):
            renames[("scale", i)] = ("scale", i - 1)
        # the card taken leaves a gap: the others stay where they lay
        place = b.scale_places()[e.position] if 0 <= e.position < b.scale else 0
        after = replace(b, scale=e.scale_left, aside=b.aside + 1, phase="summon_pick",
                        picked=(*b.picked, place))
        self._transition(queue, after, 0.45, renames=renames, sound="place")

    def _on_SummonedCards(self, e, queue) -> None:
        b = self.board
        s = e.seat
        count = b.hand_counts[s] + b.aside
        after = replace(b, aside=0, phase="summon_return", picked=(),
                        hand_counts=with_item(b.hand_counts, s, count))
        if s == b.seat and e.cards is not None:
            cards = tuple(sorted(e.cards))
            after = replace(after, hand=tuple(sorted(b.hand + cards)), marked=cards)
            renames = {("aside", i): ("c", c) for i, c in enumerate(cards)}
        else:
            renames = {("aside", i): ("back", s, b.hand_counts[s] + i) for i in range(b.aside)}
        self._transition(queue, after, 0.55, renames=renames, ease=ease_in_out_cubic,
                         sound="deal")

    def _on_ScaleCardReturned(self, e, queue) -> None:
        b = self.board
        s = e.seat
        count = b.hand_counts[s] - 1
        after = replace(b, scale=e.scale_size, hand_counts=with_item(b.hand_counts, s, count))
        if s == b.seat and e.card is not None:
            after = replace(after, hand=tuple(c for c in b.hand if c != e.card),
                            marked=tuple(c for c in b.marked if c != e.card))
            renames = {("c", e.card): ("scale", e.scale_size - 1)}
        else:
            renames = {("back", s, count): ("scale", e.scale_size - 1)}
        self._transition(queue, after, 0.45, renames=renames, sound="place")

    def _on_HighestTrumpCalled(self, e, queue) -> None:
        b = self.board
        soul = e.jutsu == R.JUTSU_SOUL
        after = replace(b, called=e.number, phase="soul_give" if soul else "divide",
                        divider=-1 if soul else e.seat, sucker=e.seat if soul else -1,
                        marked=())
        colour = COLOUR_NAMES[e.colour] if 0 <= e.colour < 4 else "?"
        self.say(queue, e.seat, f"Here I am! ({colour} {e.number})", 2.6, sound="chime")
        self._transition(queue, after, 0.45, ease=ease_in_out_cubic)
        queue.wait(0.6)

    def _on_DivisionMove(self, e, queue) -> None:
        b = self.board
        s = e.seat
        after = replace(b, hand_counts=with_item(b.hand_counts, s, e.hand_count),
                        pile_counts=with_item(b.pile_counts, s, e.pile_count))
        renames = {}
        if s == b.seat and e.card is not None:
            if e.to_pile:
                after = replace(after, hand=tuple(c for c in b.hand if c != e.card),
                                pile=tuple(sorted((*b.pile, e.card))))
            else:
                after = replace(after, pile=tuple(c for c in b.pile if c != e.card),
                                hand=tuple(sorted((*b.hand, e.card))))
        elif e.to_pile:
            renames = {("back", s, e.hand_count): ("pile", s, e.pile_count - 1)}
        else:
            renames = {("pile", s, e.pile_count): ("back", s, e.hand_count - 1)}
        self._transition(queue, after, 0.3, renames=renames, sound="place")

    def _on_DivisionFinished(self, e, queue) -> None:
        self._transition(queue, replace(self.board, phase="play"), 0.45,
                         ease=ease_in_out_cubic, sound="place")

    def _on_CardPassed(self, e, queue) -> None:
        b = self.board
        g, r = e.giver, e.receiver
        gc, rc = b.hand_counts[g], b.hand_counts[r]
        counts = with_item(with_item(b.hand_counts, g, gc - 1), r, rc + 1)
        after = replace(b, hand_counts=counts)
        if g == b.seat and e.card is not None:
            after = replace(after, hand=tuple(c for c in b.hand if c != e.card),
                            marked=tuple(c for c in b.marked if c != e.card))
            renames = {("c", e.card): ("back", r, rc)}
        elif r == b.seat and e.card is not None:
            after = replace(after, hand=tuple(sorted((*b.hand, e.card))),
                            marked=(*b.marked, e.card))
            renames = {("back", g, gc - 1): ("c", e.card)}
        else:
            renames = {("back", g, gc - 1): ("back", r, rc)}
        self._transition(queue, after, 0.5, renames=renames, ease=ease_in_out_cubic,
                         sound="place")

    def _on_PileTakenUp(self, e, queue) -> None:
        b = self.board
        s = e.seat
        after = replace(b, hand_counts=with_item(b.hand_counts, s, e.count),
                        pile_counts=with_item(b.pile_counts, s, 0))
        renames = {}
        if s == b.seat:
            after = replace(after, hand=tuple(sorted(b.hand + b.pile)), pile=())
        else:
            renames = {("pile", s, i): ("back", s, i) for i in range(b.pile_counts[s])}
        self.say(queue, s, "2nd half taken up", 1.8)
        self._transition(queue, after, 0.5, renames=renames, ease=ease_in_out_cubic,
                         sound="deal")

    def _on_Played(self, e, queue) -> None:
        b = self.board
        s = e.seat
        trick = (*b.trick, (s, e.card))
        count = b.hand_counts[s] - 1
        after = replace(b, trick=trick, winning=winning_seat(trick, b.trump), phase="play",
                        hand_counts=with_item(b.hand_counts, s, count))
        if s == b.seat:
            after = replace(after, hand=tuple(c for c in b.hand if c != e.card))
            self.play_card(queue, after, e.card)
        else:  # the back of the hand turns into the card played
            self.play_card(queue, after, e.card, from_key=("back", s, count))

    def _on_TrickWon(self, e, queue) -> None:
        b = self.board
        s = e.seat
        # the Purple cards and a token stay with the winner; the rest leave the table
        purple = list(b.purple)
        purple[s] = tuple(sorted((*purple[s], *e.purple)))
        after = replace(b, trick=(), winning=-1, won_by=(*b.won_by, s), purple=tuple(purple),
                        leader=s, phase="play" if e.token != "head" else "deal")
        lx, token_y, _ = self.won_rows(s)
        target = self.point(lx + self.SIZES.plate_w / 2, token_y, self.SIZES.won_h, True, 0.0)
        exits = {("c", c): target for _, c in b.trick if c not in e.purple}
        self.sweep_trick(queue, after, s, [c for _, c in b.trick], exits=exits)
        queue.call(lambda: self.sound("token"))

    def _on_ScaleRevealed(self, e, queue) -> None:
        b = self.board
        queue.wait(0.3)
        cards = tuple(sorted(e.cards))
        renames = {("scale", i): ("c", c) for i, c in enumerate(cards) if i < b.scale}
        shown = replace(b, scale=0, revealed=cards)
        self._transition(queue, shown, 0.6, renames=renames, ease=ease_in_out_cubic,
                         sound="deal")
        queue.wait(0.7)
        purple = list(shown.purple)
        purple[e.seat] = tuple(sorted((*purple[e.seat], *e.purple)))
        after = replace(shown, purple=tuple(purple))
        self._transition(queue, after, 0.55, ease=ease_in_out_cubic,
                         sound="sweep" if e.purple else None)

    def _on_RoundScored(self, e, queue) -> None:
        b = self.board
        v = self.view  # synced before this round ended: it holds the rounds before
        earlier = tuple(tuple(r) for r in v.round_scores)[:e.round - 1] if v else ()
        moons = tuple(v.round_moon)[:e.round - 1] if v else ()
        earlier += ((0,) * b.n,) * (e.round - 1 - len(earlier))
        moons += (-1,) * (e.round - 1 - len(moons))
        final = e.round >= b.rounds or min(e.totals) <= GAME_END_SCORE
        summary = Summary(e.round, tuple(e.tokens), tuple(e.purple_points), tuple(e.scores),
                          e.moon, tuple(e.totals), (*earlier, tuple(e.scores)),
                          (*moons, e.moon), final)
        # the results come next when the game ends; otherwise the table waits for the
        # player to go on before the next deal
        self.show_score_sheet(queue, replace(b, summary=summary, phase="deal"), final)

    def _on_GameOver(self, e: GameOver, queue) -> None:
        self.board = replace(self.board, phase="over")
