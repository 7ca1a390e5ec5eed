"""How the table moves and what it says: one animation per engine event, the status
line, the buttons and the results.

Each handler builds the next `Board` and tweens every sprite from its place on the
old board to its place on the new one (`BoardTable._transition`): a deck card becomes a
card of a hand, a back of the opponent's hand becomes the card they deploy (it keeps
the way they hold it: upside down for the viewer), the field's cards become cards of
the retreating hand (turning upright into the viewer's hand, upside down into the
opponent's)... So an animation always ends where a plain `sync` puts the sprites.
"""

from __future__ import annotations

from dataclasses import replace

from engine.events import GameOver, Shuffled
from games.fools_field import rules as R
from games.fools_field.cards import CENTRE, card_name, cell_name
from ui.anim.tween import Hold, Tween, ease_in_out_cubic
from ui.tables.base import ActionButton, ResultsTable
from ui.tables.fools_field.model import (
    EMPTY_FIELD,
    REASON_WORDS,
    TIE_WORDS,
    Board,
    Ending,
    ending_from_view,
    points_text,
    with_,
)

DEAL_STAGGER = 0.085


class FieldFlow:
    """Animations, words and buttons (a mixin of FoolsFieldTable)."""

    # -- animation ----------------------------------------------------------------------------

    def _callout(self, queue, seat: int, text: str, seconds: float = 2.2,
                 sound: str | None = None) -> None:
        def say():
            self.callouts = [c for c in self.callouts if c[1] != seat]
            self.callouts.append((text, seat, self.t + seconds))
            if sound:
                self.sound(sound)
        queue.call(say)

    # one method per event type ------------------------------------------------------------

    def _on_Shuffled(self, e: Shuffled, queue) -> None:
        b = self.board
        # every card comes back to the deck (between the games of a match)
        keys = [k for k in self._plan if k[0] != "deck"]
        keys.sort(key=lambda k: (k[0] != "c", str(k)))
        renames = {k: ("deck", b.deck + i) for i, k in enumerate(keys)}
        after = replace(b, phase="shuffle", field=EMPTY_FIELD, hand=(), hand_counts=(0, 0),
                        deck=e.count, discards=(0, 0), my_discards=(), to_discard=0,
                        placed_by=EMPTY_FIELD, tie_battle=False, tie_reply=False, offer_by=-1,
                        ending=None)
        if renames:
            delays = {("deck", b.deck + i): i * 0.02 for i in range(len(keys))}
            self._transition(queue, after, 0.5, renames=renames, delays=delays,
                             ease=ease_in_out_cubic, sound="sweep")
        else:
            self._show(queue, after)
        places = self.places(self.board)
        pairs = [(self._plan[k], places[k]) for k in places if k[0] == "deck" and k in self._plan]
        pairs = pairs[-8:]
        if not pairs:
            return
        queue.call(lambda: self.sound("deal"))
        for k in range(3):  # a quick riffle
            queue.add(*[Tween(s, 0.09, ease_in_out_cubic,
                              x=p.x + (1 if (i + k) % 2 else -1) * p.w * 0.3)
                        for i, (s, p) in enumerate(pairs)])
        queue.add(*[Tween(s, 0.09, ease_in_out_cubic, x=p.x) for s, p in pairs])

    def _on_GameStarted(self, e, queue) -> None:
        b = self.board
        self._show(queue, replace(b, game=e.number, start=e.start_player, match=e.match,
                                  score=tuple(e.match_score), ending=None, battle=0,
                                  phase="shuffle"))

    def _on_Dealt(self, e, queue) -> None:
        self._show(queue, replace(self.board, phase="deal"))
        b = self.board
        me = b.seat
        renames = {}
        delays = {}
        counts = [0, 0]
        for i in range(2 * e.count):
            seat = e.first if i % 2 == 0 else 1 - e.first
            j = i // 2
            src = ("deck", b.deck - 1 - i)
            if seat == me and e.hands[seat] is not None:
                dst = ("c", e.hands[seat][j])
            else:
                dst = ("back", seat, b.hand_counts[seat] + j)
            renames[src] = dst
            delays[dst] = i * DEAL_STAGGER
            counts[seat] += 1
        hand = b.hand
        if me is not None and e.hands[me] is not None:
            hand = tuple(sorted((*b.hand, *e.hands[me])))
        after = replace(b, hand=hand, deck=e.deck_size, phase="deal",
                        hand_counts=tuple(b.hand_counts[s] + counts[s] for s in (0, 1)))
        self._transition(queue, after, 0.4, renames=renames, delays=delays, sound="deal")

    def _on_BattleStarted(self, e, queue) -> None:
        b = self.board
        self._show(queue, replace(b, battle=e.number, start=e.start_player, phase="play",
                                  tie_battle=e.tie_possible, tie_reply=False, offer_by=-1,
                                  deck=e.deck_size, note="", retreater=-1))

    def _on_Deployed(self, e, queue) -> None:
        b = self.board
        s = e.seat
        where = "the centre" if e.cell == CENTRE else \
            f"the {cell_name(e.cell, self.bottom_seat())}"
        note = f"{self._who(s, 'deploy')} {card_name(e.card)} to {where}"
        after = replace(b, field=with_(b.field, e.cell, e.card),
                        placed_by=with_(b.placed_by, e.cell, s),
                        hand_counts=with_(b.hand_counts, s, e.hand_left), phase="play",
                        offer_by=-1, note=note)
        renames = {}
        if s == b.seat and e.card in b.hand:
            after = replace(after, hand=tuple(c for c in b.hand if c != e.card))
        else:  # a back of that hand turns into the card deployed
            renames = {("back", s, b.hand_counts[s] - 1): ("c", e.card)}

        def mark():
            self.last_cell = e.cell
        self._transition(queue, after, 0.45, renames=renames, ease=ease_in_out_cubic,
                         sound="place", on_begin=mark)

    def _on_TieChance(self, e, queue) -> None:
        b = self.board
        self._callout(queue, e.seat, "Last card!", 2.4, "chime")
        self._show(queue, replace(b, tie_reply=True))

    def _on_Retreated(self, e, queue) -> None:
        b = self.board
        s = e.seat
        why = {R.FULL: "the field is full", R.EMPTY_HAND: "no card left",
               R.BLOCKED: "no card fits"}.get(e.reason, "")
        self._callout(queue, s, f"Retreat! ({why})" if why else "Retreat!", 2.2)
        # the field gathers on the centre cell...
        cx, cy = self.geo["cells"][4]
        gather = []
        for i, c in enumerate(e.cards):
            spr = self._plan.get(("c", c))
            if spr is None:
                continue
            sx, sy = self.geo["at"](cx + i * 1.2, cy - i * 1.6)
            gather.append(Tween(spr, 0.28, ease_in_out_cubic, x=sx, y=sy))
        if gather:
            queue.add(*gather)
        # ...then sweeps into the retreating hand, each card turning the way its new
        # holder holds it: index up
        taken = len(e.cards)
        note = f"{self._who(s, 'retreat')}" + (f" ({why})" if why else "") + \
            f" and take{'' if s == self.viewer else 's'} the {taken} " \
            f"card{'s' if taken != 1 else ''} of the field"
        after = replace(b, field=EMPTY_FIELD, placed_by=EMPTY_FIELD, to_discard=e.to_discard,
                        retreater=s if e.to_discard else -1, note=note,
                        hand_counts=with_(b.hand_counts, s, e.hand_size),
                        phase="discard" if e.to_discard else b.phase, offer_by=-1,
                        tie_reply=False)
        renames = {}
        if s == b.seat:
            after = replace(after, hand=tuple(sorted((*b.hand, *e.cards))))
        else:
            n = b.hand_counts[s]
            renames = {("c", c): ("back", s, n + i) for i, c in enumerate(e.cards)}

        def clear():
            self.last_cell = -1
        self._transition(queue, after, 0.5, renames=renames, ease=ease_in_out_cubic,
                         sound="sweep", on_begin=clear)

    def _on_Drew(self, e, queue) -> None:
        b = self.board
        s = e.seat
        renames = {}
        delays = {}
        for i in range(e.count):
            src = ("deck", b.deck - 1 - i)
            if s == b.seat and e.cards is not None:
                dst = ("c", e.cards[i])
            else:
                dst = ("back", s, b.hand_counts[s] + i)
            renames[src] = dst
            delays[dst] = i * DEAL_STAGGER
        plural = "s" if e.count != 1 else ""
        note = f"{self._who(s, 'draw')} {e.count} card{plural} from the deck"
        after = replace(b, deck=e.deck_size, note=note,
                        hand_counts=with_(b.hand_counts, s, b.hand_counts[s] + e.count))
        if s == b.seat and e.cards is not None:
            after = replace(after, hand=tuple(sorted((*b.hand, *e.cards))))
        self._transition(queue, after, 0.4, renames=renames, delays=delays, sound="deal")

    def _on_Discarded(self, e, queue) -> None:
        b = self.board
        s = e.seat
        n = b.discards[s]
        after = replace(b, discards=with_(b.discards, s, n + 1), to_discard=e.left,
                        hand_counts=with_(b.hand_counts, s, b.hand_counts[s] - 1),
                        phase="discard" if e.left else b.phase,
                        retreater=s if e.left else -1, note="")
        if s == b.seat and e.card is not None and e.card in b.hand:
            after = replace(after, hand=tuple(c for c in b.hand if c != e.card),
                            my_discards=tuple(sorted((*b.my_discards, e.card))))
            renames = {("c", e.card): ("disc", s, n)}
        else:
            renames = {("back", s, b.hand_counts[s] - 1): ("disc", s, n)}
        self._transition(queue, after, 0.42, renames=renames, ease=ease_in_out_cubic,
                         sound="place")

    def _on_TieOffered(self, e, queue) -> None:
        b = self.board
        self._callout(queue, e.seat, "I offer a tie", 2.6, "chime")
        self._show(queue, replace(b, offer_by=e.seat, phase="tie_offer", note=""))

    def _on_TieAnswered(self, e, queue) -> None:
        b = self.board
        self._callout(queue, e.seat, "Tie accepted" if e.accepted else "Tie declined", 2.2)
        verb = "accept" if e.accepted else "decline"
        self._show(queue, replace(b, offer_by=-1, phase="discard" if b.to_discard else "play",
                                  note=f"{self._who(e.seat, verb)} the tie"))

    def _on_Resigned(self, e, queue) -> None:
        self._callout(queue, e.seat, "I resign", 2.4)
        self._show(queue, replace(self.board, note=self._who(e.seat, "resign")))

    def _on_GameEnded(self, e, queue) -> None:
        b = self.board
        ending = Ending(e.number, tuple(e.winners), e.reason, tuple(e.points),
                        tuple(e.match_score), e.next_start, e.match)
        self.ending = ending
        self.endings[e.number] = ending
        queue.wait(0.35)
        self._show(queue, replace(b, ending=ending, score=tuple(e.match_score),
                                  phase="shuffle" if e.next_start >= 0 else "over"),
                   on_begin=lambda: self.sound("chime"))
        if e.next_start >= 0:  # between the games of a match: the next deal waits
            queue.add(Hold())
        else:
            queue.wait(1.0)

    def _on_GameOver(self, e: GameOver, queue) -> None:
        self.board = replace(self.board, phase="over")


    # -- buttons and words ------------------------------------------------------------------------

    def buttons(self) -> list[ActionButton]:
        if self.legal is None:
            return []
        out = []
        v = self.view
        other = self.name(1 - self.bottom_seat())
        concessions = []
        for a in self.legal:
            if isinstance(a, R.Retreat):
                forced = v is not None and v.must_retreat
                out.append(ActionButton(
                    "Retreat", a,
                    "Retreat: take every card of the field into your hand, then discard face "
                    f"down until you hold 6. {other} draws up to 6 from the deck and starts "
                    "the next battle." + (" None of your cards fits: you must retreat."
                                          if forced else ""), forced))
            elif isinstance(a, R.AcceptTie):
                out.append(ActionButton("Accept the tie", a,
                                        f"End this game as a tie, as {other} offers"))
            elif isinstance(a, R.DeclineTie):
                out.append(ActionButton("Decline", a, "Play on"))
            elif isinstance(a, R.OfferTie):
                concessions.append(("Offer a tie", a,
                                    f"Propose to end this game as a tie; {other} accepts or "
                                    "declines"))
            elif isinstance(a, R.Resign):
                concessions.append(("Resign", a, "Give up this game"))
        if concessions and self.geo:
            # one fixed slot each (TableView.slotted_buttons): a declined tie offer
            # leaves Resign where it was, never under the pointer
            plate = self.plate_rect(self.bottom_seat())
            given = {label: (a, tip) for label, a, tip in concessions}
            entries = [(label, *given.get(label, (None, ""))) for label in ("Offer a tie",
                                                                           "Resign")]
            out += self.slotted_buttons(plate.x, plate.bottom + self.px(8), entries)
        return out

    def _to_move(self) -> int:
        """Whose turn the shown board is at (-1: nobody's, or not known while animating)."""
        v = self.view
        b = self.shown
        if v is None or b is None or b is not self._synced:
            return -1
        if v.phase in ("play", "discard", "tie_offer"):
            return v.to_move
        return -1

    def _ending_title(self, e: Ending) -> str:
        game = f"Game {e.number}: " if e.match else ""
        if len(e.winners) == 1:
            return f"{game}{self.name(e.winners[0])} wins"
        return f"{game}a tie" if game else "A tie"

    def _ending_reason(self, e: Ending) -> str:
        if len(e.winners) == 1:
            return REASON_WORDS.get(e.reason, "")
        return TIE_WORDS.get(e.reason, "")

    def status(self) -> str:
        v = self.view
        b = self.shown
        if v is None or b is None:
            return ""
        name = self.name
        if b.ending is not None:
            head = self._ending_title(b.ending)
            if b.ending.next_start >= 0:
                return f"{head}. Next: game {b.ending.number + 1} (click to go on)"
            return f"{head}." if b.phase != "over" or not v.winners else self._over_line(v)
        if b.phase in ("shuffle", "deal"):
            return "Shuffling the deck\u2026" if b.phase == "shuffle" else \
                "Dealing 6 cards each, one at a time\u2026"
        if b is not self._synced:
            return self._animating_status(b)
        me = v.seat
        mine = me is not None and v.to_move == me and self.legal is not None
        other = name(1 - me) if me in (0, 1) else ""
        ph = v.phase
        if ph == "over":
            return self._over_line(v)
        if ph == "tie_offer":
            if mine:
                return f"{name(v.tie_offer_by)} offers a tie: accept it, or decline and play on"
            return f"{self._who(v.tie_offer_by, 'offer')} a tie; {name(v.to_move)} answers\u2026"
        if ph == "discard":
            if mine:
                return (f"Discard {v.to_discard} more: click a card to put it face down "
                        f"(down to 6)")
            return f"{name(v.to_move)} retreated and discards {v.to_discard} more face down"
        if not mine:
            if all(c < 0 for c in v.field):
                return f"Battle {v.battle}: {name(v.to_move)} opens in the centre"
            if v.tie_reply:
                return f"Tie race: {name(v.to_move)} ties by placing their last card now"
            return f"{name(v.to_move)} deploys or retreats"
        if v.must_retreat:
            if all(c >= 0 for c in v.field):
                return "The field is full: you must retreat"
            if not v.hand:
                return "Your hand is empty: you must retreat"
            return "None of your cards fits: you must retreat"
        if v.tie_reply:
            return f"Tie race: {other} is out of cards. Place your last card to tie"
        if self.selected is not None:
            n = len(self.deploys.get(self.selected, {}))
            where = "the lit cell" if n == 1 else f"one of the {n} lit cells"
            return f"{card_name(self.selected)}: click {where}, or drag the card there"
        if all(c < 0 for c in v.field):
            return f"Battle {v.battle}: you start. Click a card to open the battle in the centre"
        return "Your turn: choose a card to deploy (its cells light up), or retreat"

    def _animating_status(self, b: Board) -> str:
        if b.note:
            return b.note
        if b.phase == "discard":
            who = b.retreater
            if who == b.seat:
                return f"You retreat: discard {b.to_discard} more face down"
            if who >= 0:
                return f"{self.name(who)} retreated and discards {b.to_discard} more face down"
        if b.offer_by >= 0:
            return f"{self.name(b.offer_by)} offers a tie"
        if all(c < 0 for c in b.field):
            return f"Battle {b.battle}: {self.name(b.start)} starts"
        return f"Battle {b.battle}"

    def _who(self, seat: int, verb: str) -> str:
        """"You deploy" or "Computer 2 deploys"."""
        if seat == self.viewer and seat in (0, 1):
            return f"You {verb}"
        return f"{self.name(seat)} {verb}s"

    def _over_line(self, v) -> str:
        if not v.winners:
            return "Game over."
        if v.match:
            score = " \u2013 ".join(points_text(s) for s in v.match_score)
            if len(v.winners) == 2:
                return f"The match is shared ({score})."
            return f"{self.name(v.winners[0])} wins the match ({score})."
        if len(v.winners) == 2:
            return "Game over: a tie."
        return f"Game over: {self.name(v.winners[0])} wins."

    # -- results ------------------------------------------------------------------------------

    def results(self, view) -> ResultsTable:
        games = len(view.results)
        if not view.match:
            headers = ["Player", "Result", "Cards left", "Points"]
            rows = []
            for s in (0, 1):
                pts = view.results[-1][s] if games else 0.0
                other = view.results[-1][1 - s] if games else 0.0
                word = "Tie" if pts == other or (pts > 0 and other > 0) else (
                    "Won" if pts > other else "Lost")
                rows.append([self.name(s), word, str(view.hand_sizes[s]), points_text(pts)])
            e = self.endings.get(games)
            if e is None and games and view.phase == "over":
                e = ending_from_view(view)
            note = ("Once the deck has run out, the first to place the last card of their "
                    "hand wins.")
            if e is not None and e.reason:
                note = self._ending_title(e) + (f" {self._ending_reason(e)}"
                                                if len(e.winners) == 1 else
                                                f": {self._ending_reason(e)}")
                note = note.rstrip(": ") + "."
            return ResultsTable(headers, rows, note)
        headers = ["Player"] + [f"Game {i + 1}" for i in range(games)] + ["Total"]
        rows = []
        for s in (0, 1):
            rows.append([self.name(s)] + [points_text(r[s]) for r in view.results] +
                        [points_text(view.match_score[s])])
        note = ("The first to win 2 games takes the match. A tie scores 1 for the start "
                "player of the battle and \u00bd for the other.")
        return ResultsTable(headers, rows, note)

