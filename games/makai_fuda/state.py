"""Makai Fuda's State: one position, the legal actions, and applying them.

The rules are stated in full in `games.makai_fuda.rules`; this module keeps them.
Cards are ints (`games.makai_fuda.cards`); hands are sorted lists (Magic last).
Per-type lists (`dice`, `chips`, `strength`, ...) always have 4 entries indexed by the
Monster type (Green stays 0 with 3 players). Explicit positions for tests, tutorials
and puzzles come from `MakaiState.from_position` (see `games.makai_fuda.position`).
"""

from __future__ import annotations

import random

from engine.actions import Shuffle, random_shuffle
from engine.core import CHANCE, Action, Event, Game, IllegalAction, State, max_score_winners
from engine.events import GameOver, Shuffled, fast_init
from games.makai_fuda.cards import (
    BOSS,
    DECKS,
    GOAL_GOLD,
    HAND_SIZE,
    MAGIC_BOOST,
    MONSTER_MASKS,
    POISON_BONUS,
    POISON_MASK,
    PRIZES,
    SWITCH_FEE,
    WATCH_MATCHES,
    monsters_in_play,
)
from games.makai_fuda.judging import (
    chips_after,
    effective,
    leading_monster,
    tournament_winner,
)
from games.makai_fuda.legality import why_illegal
from games.makai_fuda.moves import (
    BOOST,
    MAGIC_PLAYED,
    PLAY,
    PLAY_PREDICTION,
    PLAYED,
    PREDICT,
    Boost,
    ChipsMoved,
    Dealt,
    GoldPaid,
    MagicAimed,
    MagicRaised,
    MatchWon,
    Play,
    Played,
    PlayPrediction,
    Predict,
    PredictionMade,
    PredictionsRevealed,
    StartPlayerDrawn,
    StartPlayerPassed,
    TournamentStarted,
    TournamentWon,
)
from games.makai_fuda.phases import (
    PH_DEAL,
    PH_LOT,
    PH_OVER,
    PH_PLAY,
    PH_PREDICT,
    PH_SWITCH,
    PH_TARGET,
    PHASE_IDS,
)
from games.makai_fuda.rules_text import PHASE_HEADINGS


class MakaiState(State):
    """A position. Public attributes are read by the views and the fast rollout policy;
    change a state only through `apply` (or build one with `from_position`)."""

    __slots__ = (
        "game", "num_players", "monsters", "monster_mask", "cards",
        "watch_here", "go_that_way", "tournaments",
        "phase", "turn", "over", "start_player", "tournament", "match_no",
        "hands", "predictions", "switched", "switch_from", "revealed",
        "leader", "plays", "strength", "last", "order", "field_mask", "poison", "boss",
        "pending", "matches", "out", "dice", "chips", "gold", "voids", "pred_voids",
        "results", "quiet", "_legal",
    )

    # -- construction --------------------------------------------------------------

    @classmethod
    def blank(cls, game: Game, num_players: int, options: dict) -> MakaiState:
        """A game before the Start Player is drawn (`options` already resolved)."""
        st = cls.__new__(cls)
        n = num_players
        st.game = game
        st.num_players = n
        st.monsters = monsters_in_play(n)
        st.monster_mask = MONSTER_MASKS[n]
        st.cards = DECKS[n]
        st.watch_here = bool(options.get("watch_here", False))
        st.go_that_way = bool(options.get("go_that_way", False))
        st.tournaments = int(options.get("tournaments", 0))
        st.phase = PH_LOT
        st.turn = CHANCE
        st.over = False
        # A determinisation for the AI's search (view.make_sampler) is quiet: its match
        # and tournament ends build no events, which the search never reads. No part of
        # the rules: every move changes the state alike.
        st.quiet = False
        st.start_player = -1
        st.tournament = 0
        st.dice = [0, 0, 0, 0]
        st.chips = [0, 0, 0, 0]
        st.gold = [0] * n
        st.results = []
        st.leader = 0
        st._reset_tournament()
        return st

    def _reset_tournament(self) -> None:
        n = self.num_players
        self.hands = [[] for _ in range(n)]
        self.predictions = [-1] * n
        self.switched = [False] * n
        self.switch_from = [-1] * n
        self.revealed = False
        self.match_no = 0
        self.matches = []
        self.out = []
        self.voids = [0] * n
        self.pred_voids = [0] * n
        self._reset_field()

    def _reset_field(self) -> None:
        self.plays = []
        self.strength = [0, 0, 0, 0]
        self.last = [-1, -1, -1, -1]
        self.order = []
        self.field_mask = 0
        self.poison = 0
        self.boss = False
        self.pending = -1
        self._legal = None

    @classmethod
    def from_position(cls, num_players: int, hands, **kw) -> MakaiState:
        """An explicit position: see `games.makai_fuda.position.from_position`."""
        from games.makai_fuda.position import from_position

        return from_position(cls, num_players, hands, **kw)

    # -- the contract --------------------------------------------------------------

    def to_move(self) -> int:
        return self.turn

    def is_over(self) -> bool:
        return self.over

    def phase_name(self) -> str:
        """The heading of the in-app rules for the phase in progress."""
        return PHASE_HEADINGS[PHASE_IDS[self.phase]]

    def rules_section(self) -> str:
        """The `# Heading` of the rules text for the phase in progress (the in-app rules
        open at it): the phase name is already that heading."""
        return self.phase_name()

    def chance_action(self, rng: random.Random) -> Action:
        if self.phase == PH_LOT:
            return random_shuffle(rng, self.num_players)
        if self.phase == PH_DEAL:
            return random_shuffle(rng, len(self.cards))
        raise ValueError("no chance step is due")

    def legal_actions(self) -> list:
        ph = self.phase
        if ph == PH_PLAY:
            seat = self.turn
            hand = self.hands[seat]
            if self.plays:
                # judging.legal_plays, with the actions built at once (a hot path).
                fm = self.field_mask
                acts = [PLAY[c] for c in hand if c < 64 and not fm >> (c >> 4) & 1]
                if not acts:
                    acts = [PLAY[c] for c in hand]
                elif hand[-1] >= 64:
                    acts += [PLAY[c] for c in hand if c >= 64]
            else:
                acts = [PLAY[c] for c in hand]
            if self.go_that_way and self._may_switch(seat):
                acts.append(PLAY_PREDICTION)
        elif ph == PH_PREDICT:
            acts = [PREDICT[c] for c in self.hands[self.turn] if c < 64]
        elif ph == PH_TARGET:
            acts = [BOOST[m] for m in self.order]
        elif ph == PH_SWITCH:
            seat = self.turn
            old = self.switch_from[seat] >> 4
            acts = [PREDICT[c] for c in self.hands[seat] if c < 64 and c >> 4 != old]
        else:
            self._legal = None
            return []
        self._legal = acts
        return acts[:]

    def _may_switch(self, seat: int) -> bool:
        """Variant II is open to `seat`: not used this tournament, a prediction lies face
        down, and the hand holds a Monster of another type to put in its place."""
        if self.switched[seat]:
            return False
        p = self.predictions[seat]
        if p < 0:
            return False
        kind = p >> 4
        return any(c < 64 and c >> 4 != kind for c in self.hands[seat])

    def apply(self, action) -> list[Event]:
        legal = self._legal
        if legal is None or action not in legal:
            reason = self.why_illegal(action)
            if reason is not None:
                raise IllegalAction(reason)
        self._legal = None
        if self.phase == PH_PLAY and action.__class__ is Play:
            return self._play(action.card)
        return self._apply(action)

    def why_illegal(self, action) -> str | None:
        return why_illegal(self, action)

    # -- applying ------------------------------------------------------------------

    def _apply(self, action) -> list[Event]:
        self._legal = None
        ph = self.phase
        if ph == PH_PLAY:
            if action.__class__ is Play:
                return self._play(action.card)
            return self._play_prediction()
        if ph == PH_PREDICT:
            return self._predict(action.card)
        if ph == PH_TARGET:
            return self._boost(action.monster)
        if ph == PH_SWITCH:
            return self._switch(action.card)
        if ph == PH_DEAL:
            return self._deal(action.order)
        if ph == PH_LOT:
            return self._lot(action.order)
        raise ValueError("the game is over")

    def _lot(self, order) -> list[Event]:
        self.start_player = order[0]
        self.phase = PH_DEAL
        return [StartPlayerDrawn(self.start_player)]

    def _deal(self, order) -> list[Event]:
        n = self.num_players
        self._reset_tournament()
        self.tournament += 1
        self.dice = [0, 0, 0, 0]
        cards = self.cards
        shuffled = [cards[i] for i in order]
        hands = self.hands = [sorted(shuffled[s::n]) for s in range(n)]
        start = self.leader = self.turn = self.start_player
        self.phase = PH_PLAY if self.watch_here else PH_PREDICT
        events: list[Event] = [
            TournamentStarted(self.tournament, start, self.tournaments, self._doubled()),
            Shuffled("deck", len(cards)),
        ]
        events += [Dealt(s, tuple(hands[s]), HAND_SIZE) for s in range(n)]
        return events

    def _doubled(self) -> bool:
        return self.tournaments > 0 and self.tournament == self.tournaments

    def _predict(self, c: int) -> list[Event]:
        seat = self.turn
        self.hands[seat].remove(c)
        self.predictions[seat] = c
        self.pred_voids[seat] = self.voids[seat]
        nxt = seat + 1 if seat + 1 < self.num_players else 0
        if nxt == self.start_player:
            self.phase = PH_PLAY
            self.turn = self.leader
        else:
            self.turn = nxt
        return [PredictionMade(seat, c, False)]

    def _add_monster(self, seat: int, c: int) -> None:
        m = c >> 4
        if not self.field_mask >> m & 1:
            self.field_mask |= 1 << m
            self.order.append(m)
        self.strength[m] += c & 15
        self.last[m] = seat
        if c == BOSS:
            self.boss = True
        elif POISON_MASK >> c & 1:
            self.poison |= 1 << m

    def _play(self, c: int) -> list[Event]:
        seat = self.turn
        self.hands[seat].remove(c)
        plays = self.plays
        if c >= 64:
            order = self.order
            if len(order) > 1:
                self.pending = c
                self.phase = PH_TARGET
                return [MagicRaised(seat, c, tuple(order))]
            if order:
                t = order[0]
                self.strength[t] += MAGIC_BOOST
                self.last[t] = seat
            else:
                t = None
            plays.append((seat, c, t, False))
            events = [MAGIC_PLAYED[seat][c, t]]
        else:
            # _add_monster, inlined: this runs in every AI playout.
            m = c >> 4
            fm = self.field_mask
            if fm >> m & 1:
                if plays:
                    # A type already on the field, while some were missing: the rules
                    # show that this hand holds no Monster of any missing type.
                    missing = self.monster_mask & ~fm
                    if missing:
                        self.voids[seat] |= missing
            else:
                self.field_mask = fm | 1 << m
                self.order.append(m)
            self.strength[m] += c & 15
            self.last[m] = seat
            if c == BOSS:
                self.boss = True
            elif POISON_MASK >> c & 1:
                self.poison |= 1 << m
            plays.append((seat, c, None, False))
            events = [PLAYED[seat][c]]
        if len(plays) < self.num_players:
            self.turn = seat + 1 if seat + 1 < self.num_players else 0
            return events
        return self._finish_match(events)

    def _boost(self, m: int) -> list[Event]:
        seat = self.turn
        c = self.pending
        self.pending = -1
        self.strength[m] += MAGIC_BOOST
        self.last[m] = seat
        self.plays.append((seat, c, m, False))
        self.phase = PH_PLAY
        return self._after_play([MagicAimed(seat, c, m)])

    def _play_prediction(self) -> list[Event]:
        seat = self.turn
        c = self.predictions[seat]
        self.predictions[seat] = -1
        self.switched[seat] = True
        self.switch_from[seat] = c
        self._add_monster(seat, c)
        self.plays.append((seat, c, None, True))
        self.phase = PH_SWITCH
        return [Played(seat, c, None, True)]

    def _switch(self, c: int) -> list[Event]:
        seat = self.turn
        self.hands[seat].remove(c)
        self.predictions[seat] = c
        self.pred_voids[seat] = self.voids[seat]
        gold = self.gold
        paid = min(SWITCH_FEE, gold[seat])
        gold[seat] -= paid
        self.phase = PH_PLAY
        return self._after_play([PredictionMade(seat, c, True), GoldPaid(seat, paid, gold[seat])])

    def _after_play(self, events: list) -> list[Event]:
        if len(self.plays) < self.num_players:
            t = self.turn + 1
            self.turn = t if t < self.num_players else 0
            return events
        return self._finish_match(events)

    def _finish_match(self, events: list) -> list[Event]:
        strength = self.strength
        # judging.leading_monster and judging.effective, inlined: this ends every match
        # of every AI playout. The Poison bonus counts only while the Boss is out too.
        poison = self.poison if self.boss else 0
        winner = None
        best_value = -1
        for m in self.order:
            value = strength[m] + POISON_BONUS if poison >> m & 1 else strength[m]
            if value > best_value:
                winner, best_value = m, value
        dice = self.dice
        if winner is None:
            nxt = self.leader
        else:
            dice[winner] += 1
            nxt = self.last[winner]
        plays = tuple(self.plays)
        self.matches.append((self.leader, plays, winner, nxt))
        self.out.extend([p[1] for p in plays])
        self.match_no += 1
        if not self.quiet:
            if poison:
                shown = tuple([s + POISON_BONUS if poison >> m & 1 else s
                               for m, s in enumerate(strength)])
            else:
                shown = tuple(strength)
            events.append(MatchWon(self.match_no, winner, shown, tuple(dice), nxt))
        self._reset_field()  # one place that knows a match's fields (a call costs ~0.1 us)
        self.leader = nxt
        if not self.hands[nxt]:
            self._prize(events)
        elif self.watch_here and self.match_no == WATCH_MATCHES:
            self.phase = PH_PREDICT
            self.turn = self.start_player
        else:
            self.turn = nxt
        return events

    def _prize(self, events: list) -> None:
        n = self.num_players
        preds = self.predictions
        self.revealed = True
        quiet = self.quiet
        if not quiet:
            events.append(PredictionsRevealed(tuple(preds)))
        dice = self.dice
        w = tournament_winner(dice, self.monsters)
        predictors = tuple([s for s in range(n) if preds[s] >= 0 and preds[s] >> 4 == w])
        doubled = self._doubled()
        factor = 2 if doubled else 1
        chips = self.chips
        prizes = [0] * n
        bonus = chips[w] * factor if predictors else 0
        if predictors:
            pay = PRIZES[len(predictors)] * factor + bonus
            for s in predictors:
                prizes[s] = pay
                self.gold[s] += pay
        if not quiet:
            events.append(TournamentWon(self.tournament, w, tuple(dice), predictors,
                                        tuple(prizes), bonus, doubled, tuple(self.gold)))
        returned = chips[w]
        self.chips = chips_after(chips, w, self.monsters)
        if not quiet:
            events.append(ChipsMoved(w, returned, tuple(self.chips)))
        self.results.append((self.tournament, w, tuple(dice), tuple(preds), tuple(prizes)))
        if self.tournaments:
            ended = self.tournament >= self.tournaments
        else:
            ended = max(self.gold) >= GOAL_GOLD
        if ended:
            self.over = True
            self.phase = PH_OVER
            events.append(GameOver(tuple(self.winners()), tuple(self.scores())))
            return
        previous = self.start_player
        self.start_player = (previous + 1) % n
        if not quiet:
            events.append(StartPlayerPassed(previous, self.start_player))
        self.phase = PH_DEAL
        self.turn = CHANCE

    # -- reading -------------------------------------------------------------------

    def scores(self) -> list[float]:
        return [float(g) for g in self.gold]

    def winners(self) -> list[int]:
        return max_score_winners(self.gold) if self.over else []

    def strengths(self) -> list[int]:
        """The strength of each Monster type on the field now (Poison included)."""
        return effective(self.strength, self.poison, self.boss)

    def winning(self) -> int | None:
        """The Monster winning the field so far (None with no Monster on it)."""
        return leading_monster(self.order, self.strength, self.poison, self.boss)

    def view(self, seat):
        from games.makai_fuda.view import make_view

        return make_view(self, seat)

    def clone(self) -> MakaiState:
        o = MakaiState.__new__(MakaiState)
        o.game = self.game
        o.num_players = self.num_players
        o.monsters = self.monsters
        o.monster_mask = self.monster_mask
        o.cards = self.cards
        o.watch_here = self.watch_here
        o.go_that_way = self.go_that_way
        o.tournaments = self.tournaments
        o.phase = self.phase
        o.turn = self.turn
        o.over = self.over
        o.start_player = self.start_player
        o.tournament = self.tournament
        o.match_no = self.match_no
        o.hands = [h[:] for h in self.hands]
        o.predictions = self.predictions[:]
        o.switched = self.switched[:]
        o.switch_from = self.switch_from[:]
        o.revealed = self.revealed
        o.leader = self.leader
        o.plays = self.plays[:]
        o.strength = self.strength[:]
        o.last = self.last[:]
        o.order = self.order[:]
        o.field_mask = self.field_mask
        o.poison = self.poison
        o.boss = self.boss
        o.pending = self.pending
        o.matches = self.matches[:]
        o.out = self.out[:]
        o.dice = self.dice[:]
        o.chips = self.chips[:]
        o.gold = self.gold[:]
        o.voids = self.voids[:]
        o.pred_voids = self.pred_voids[:]
        o.results = self.results[:]
        o.quiet = self.quiet
        o._legal = None
        return o

    def __repr__(self) -> str:
        return (f"<MakaiState {self.num_players}p tournament {self.tournament} "
                f"{PHASE_IDS[self.phase]} to move {self.turn}>")


ACTION_TYPES = (Shuffle, Play, Boost, Predict, PlayPrediction)
EVENT_TYPES = (StartPlayerDrawn, TournamentStarted, Shuffled, Dealt, PredictionMade, Played,
               MagicRaised, MagicAimed, GoldPaid, MatchWon, PredictionsRevealed,
               TournamentWon, ChipsMoved, StartPlayerPassed, GameOver)
fast_init(*EVENT_TYPES)  # built on every move of every AI playout
