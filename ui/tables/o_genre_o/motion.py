"""How each event of O Genre O animates on its table (part of `OGenreOTable`).

One `_on_<Event>` method per event: it builds the board the event leads to and tweens
every sprite there from where it lies (`BoardTable._transition`), so an animation always
ends where a plain `sync` of the next view puts the sprites. The shared trick table gives
the play of a card, the sweep and the round-end table's hold; O Genre O's own are the
lot, the two decks gathered and shuffled, the two-deck deal (Angels first, then Devils),
the discards going face down, each black chip carried from its voter's plate to its suit
space, the trump marker, the Devil Break's end, an all-Angel trick's +1 flying to the
winner's life bar, and the Devils' cost flying to every life bar at the round's end.
"""

from __future__ import annotations

from dataclasses import replace

from engine.events import GameOver, Shuffled
from games.o_genre_o.cards import DEVIL, angel_deck, devil_deck
from ui.anim.tween import Tween, ease_in_out_cubic
from ui.tables.o_genre_o.board import Summary, Token, winning_seat, with_item
from ui.tables.o_genre_o.mat import CHIP_D, DECK_H, TOKEN_D, TRUMP_D


class OGenreOMotion:
    """The event animations of `OGenreOTable` (a mixin: it relies on the trick table)."""

    # -- the lot and the deal -----------------------------------------------------------------

    def _on_DealerDrawn(self, e, queue) -> None:
        self.say(queue, e.seat, "Drawn by lot: I deal first", 2.0, sound="chime")
        self._show(queue, replace(self.board, dealer=e.seat))
        queue.wait(0.5)

    def _on_RoundStarted(self, e, queue) -> None:
        """The table is cleared and both decks are gathered before the dealer."""
        b = self.board
        n = b.n
        after = replace(b, phase="deal", round=e.round, dealer=e.dealer, lives=tuple(e.lives),
                        hand=(), hand_counts=(0,) * n, discards=(), discard_counts=(0,) * n,
                        vote_order=(), chips=(), trump=-1, leader=e.dealer, trick=(),
                        winning=-1, tricks_played=0, won_counts=(0,) * n,
                        devils_won=(0,) * n, devil_break=True, angel_deck=len(angel_deck(n)),
                        devil_deck=len(devil_deck(n)), summary=None, tokens=())
        x, y, w, h = self.seats.spot(e.dealer).plate
        origin = self.point(x + w / 2, y + h / 2, self.SIZES.back_h, False, 0.0)
        origins = {(kind, i): origin for kind in ("adeck", "ddeck") for i in range(6)}
        self._transition(queue, after, 0.55, origins=origins, ease=ease_in_out_cubic)

    def _on_Shuffled(self, e: Shuffled, queue) -> None:
        kind = "adeck" if e.pile.startswith("Angel") else (
            "ddeck" if e.pile.startswith("Devil") else None)
        if kind is None:
            return
        places = self.places(self.board)
        keys = [(kind, i) for i in range(6)]
        pairs = [(self._plan[k], places[k]) for k in keys if k in self._plan and k in places]
        if not pairs:
            return
        queue.call(lambda: self.sound("deal"))
        for k in range(3):  # a quick riffle: the cards jostle left and right
            queue.add(*[Tween(s, 0.08, ease_in_out_cubic,
                              x=p.x + (1 if (i + k) % 2 else -1) * p.w * 0.26)
                        for i, (s, p) in enumerate(pairs)])
        queue.add(*[Tween(s, 0.08, ease_in_out_cubic, x=p.x) for s, p in pairs])

    def _on_Dealt(self, e, queue) -> None:
        """A seat's 12 cards, one at a time round the table: the Angels from the Angel
        deck first, then the Devils from the Devil deck."""
        b = self.board
        s = e.seat
        count = e.angels + e.devils
        after = replace(b, phase="deal", hand_counts=with_item(b.hand_counts, s, count),
                        angel_deck=max(0, b.angel_deck - e.angels),
                        devil_deck=max(0, b.devil_deck - e.devils))
        if s == b.seat and e.cards is not None:
            after = replace(after, hand=tuple(sorted(e.cards)))
            angels = [("c", c) for c in e.cards if not DEVIL[c]]
            devils = [("c", c) for c in e.cards if DEVIL[c]]
        else:
            keys = [("back", s, i) for i in range(count)]
            angels, devils = keys[:e.angels], keys[e.angels:]
        n = b.n
        order = (s - b.dealer - 1) % n  # clockwise from the dealer's left
        g = self.geo
        from_angels = self.point(*g["angel_deck"], DECK_H, False)
        from_devils = self.point(*g["devil_deck"], DECK_H, False)
        origins = {**dict.fromkeys(angels, from_angels), **dict.fromkeys(devils, from_devils)}
        stagger = self.DEAL_STAGGER
        delays = {k: (j * n + order) * stagger for j, k in enumerate(angels)}
        delays.update({k: ((len(angels) + j) * n + order) * stagger
                       for j, k in enumerate(devils)})
        # a deck's stack shrinks as its cards leave, not before
        for kind, dealt, before, left in (("adeck", angels, b.angel_deck, after.angel_deck),
                                          ("ddeck", devils, b.devil_deck, after.devil_deck)):
            if dealt:
                last = max(delays[k] for k in dealt)
                for i in range(self.deck_stack(left), self.deck_stack(before)):
                    delays[(kind, i)] = last
        self._transition(queue, after, 0.32, origins=origins, delays=delays, merge=True,
                         sound="deal" if order == 0 else None)

    # -- the discards and the vote ------------------------------------------------------------

    def _on_Discarded(self, e, queue) -> None:
        """A card goes face down before its player: the viewer's own stays readable to
        it under a veil; the others' are backs."""
        b = self.board
        s = e.seat
        left = b.hand_counts[s] - 1
        after = replace(b, phase="discard", hand_counts=with_item(b.hand_counts, s, left),
                        discard_counts=with_item(b.discard_counts, s, e.count))
        if s == b.seat and e.card is not None:
            after = replace(after, hand=tuple(c for c in b.hand if c != e.card),
                            discards=(*b.discards, e.card))
            renames = {("c", e.card): ("out", e.card)}
        else:
            renames = {("back", s, left): ("dback", s, e.count - 1)}
        self._transition(queue, after, 0.42, renames=renames, ease=ease_in_out_cubic,
                         sound="place")

    def _on_ChipPlaced(self, e, queue) -> None:
        """A black chip travels from its voter's plate to the suit space."""
        b = self.board
        after = replace(b, phase="vote", chips=(*b.chips, (e.seat, e.suit)))
        x, y, w, h = self.seats.spot(e.seat).plate
        origin = self.token_place(x + w / 2, y + h / 2, CHIP_D * 1.4, 0.0)
        self._transition(queue, after, 0.55, origins={("chip", e.placed - 1): origin},
                         ease=ease_in_out_cubic, sound="token")
        queue.wait(0.15)

    def _on_TrumpDecided(self, e, queue) -> None:
        """The suit left bare is trump: its marker drops onto the space."""
        b = self.board
        after = replace(b, phase="play", trump=e.suit, leader=e.leader)
        x, y = self.chip_centre(e.suit)
        origin = self.token_place(x, y - 40, TRUMP_D * 2.2, 0.0)
        self._transition(queue, after, 0.6, origins={("trump", e.suit): origin},
                         ease=ease_in_out_cubic, sound="chime")
        queue.wait(0.35)

    # -- tricks -------------------------------------------------------------------------------

    def _on_Played(self, e, queue) -> None:
        b = self.board
        s = e.seat
        trick = (*b.trick, (s, e.card))
        count = b.hand_counts[s] - 1
        after = replace(b, phase="play", trick=trick, winning=winning_seat(trick, b.trump),
                        hand_counts=with_item(b.hand_counts, s, count),
                        devil_break=b.devil_break and not e.breaks)
        if s == b.seat:
            after = replace(after, hand=tuple(c for c in b.hand if c != e.card))
            self.play_card(queue, after, e.card)
        else:  # the back of the hand turns into the card played
            self.play_card(queue, after, e.card, from_key=("back", s, count))
        if e.breaks:
            self.say(queue, s, "A Devil! The Devil Break is over", 2.4)

    def _on_TrickWon(self, e, queue) -> None:
        b = self.board
        s = e.seat
        target = self.won_pile_place(s, b.won_counts[s])
        after = replace(b, trick=(), winning=-1, leader=s, tricks_played=e.trick,
                        won_counts=with_item(b.won_counts, s, b.won_counts[s] + len(e.cards)),
                        devils_won=with_item(b.devils_won, s, b.devils_won[s] + e.devils))
        self.sweep_trick(queue, after, s, e.cards, exits={("c", c): target for c in e.cards})
        if e.all_angels:
            if b.round < 2:
                self.say(queue, s, "All Angels: recovery starts in round 2", 2.4)
            elif b.lives[s] >= b.cap:
                self.say(queue, s, "All Angels, but my life is full", 2.4)

    def _on_LifeRecovered(self, e, queue) -> None:
        """An all-Angel trick: +1 rises where the winner's card lay and flies to its life
        bar."""
        b = self.board
        s = e.seat
        token = Token(s, "+1", True, "pile")
        self.say(queue, s, "All Angels: +1 life", 2.2, sound="chime")
        self._fly_tokens(queue, b, (token,), replace(
            b, lives=with_item(b.lives, s, e.life), changes=with_item(b.changes, s, 1)))

    def _on_RoundSettled(self, e, queue) -> None:
        """Each player's Devils cost a life apiece: "-n" rises before each player and
        flies to its life bar, the bars shrink, then the round-end table waits for the
        player."""
        b = self.board
        queue.wait(0.35)
        tokens = tuple(Token(s, f"\u2212{d}", False, "pile") for s, d in enumerate(e.devils)
                       if d)
        changes = tuple(-d if d else c for d, c in zip(e.devils, b.changes))
        settled = replace(b, lives=tuple(e.lives_after), changes=changes)
        self._fly_tokens(queue, b, tokens, settled)
        final = e.next_dealer < 0
        summary = Summary(e.round, tuple(e.devils), tuple(e.recovered), tuple(e.lives_before),
                          tuple(e.lives_after), e.next_dealer, final)
        queue.wait(0.3)
        self.show_score_sheet(queue, replace(
            self.board, summary=summary, phase="over" if final else "shuffle_angels",
            dealer=b.dealer if final else e.next_dealer), final)

    def _fly_tokens(self, queue, b, tokens, landed) -> None:
        """Tokens pop up in the trick (each at its seat's place), fly to the life bars,
        and vanish there as the bars take the change (`landed`: the board with the new
        lives)."""
        if tokens:
            popped = replace(b, tokens=tokens)
            origins = {}
            for t in tokens:
                x, y = self.token_spot(t, b)
                origins[t.key] = self.token_place(x, y, TOKEN_D * 0.4, 0.0)
            self._transition(queue, popped, 0.3, origins=origins)
            queue.wait(0.35)
            flying = replace(popped, tokens=tuple(replace(t, at="bar") for t in tokens))
            self._transition(queue, flying, 0.65, ease=ease_in_out_cubic, sound="token")
        exits = {}
        for t in tokens:
            x, y = self.bar_point(t.seat, landed.lives[t.seat], landed.cap)
            exits[t.key] = self.token_place(x, y, TOKEN_D * 0.5, 0.0)
        self._transition(queue, replace(landed, tokens=()), 0.7, exits=exits)
        gauge = self.gauge
        queue.steps[-1].append(Tween(gauge, 0.7, ease_in_out_cubic,
                                     **{f"v{s}": float(life)
                                        for s, life in enumerate(landed.lives)}))

    def _on_GameOver(self, e: GameOver, queue) -> None:
        self.board = replace(self.board, phase="over")
