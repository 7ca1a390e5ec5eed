"""An audit of Makai Fuda against its rulebook, sentence by sentence.

Two kinds of test:
- an independent referee: the rulebook's rules written again here, from scratch and
  without the engine's helpers, follows seeded random games (3 and 4 players, every
  variant) through their public events and views, and checks every legal move set,
  every match's winner and next leader, every prize and chip, and the end;
- one test per sentence (or ruling of DESIGN.md section 7) that the other files of
  this folder leave untested, each from an explicit position built with
  `MakaiState.from_position`.
"""

from __future__ import annotations

import random

import pytest

from engine.core import CHANCE
from engine.events import GameOver
from games.makai_fuda.cards import BLUE, GREEN, RED, YELLOW
from games.makai_fuda.rules import (
    BOOST,
    PLAY,
    PLAY_PREDICTION,
    PREDICT,
    Boost,
    ChipsMoved,
    Dealt,
    GoldPaid,
    MagicAimed,
    MatchWon,
    Play,
    Played,
    Predict,
    PredictionMade,
    PredictionsRevealed,
    StartPlayerDrawn,
    TournamentStarted,
    TournamentWon,
)
from tests.games.makai_fuda.util import GAME, c, of_type, play, position

PREDS = ["B10", "G10", "Y10", "R10"]
PREDS_LOW = ["B8", "G8", "Y8", "R8"]

def cards_offered(st) -> set[int]:
    """The cards among the legal actions (Variant II's exchange left out)."""
    return {a.card for a in st.legal_actions() if isinstance(a, (Play, Predict))}


# -- the referee: the rulebook again, written without the engine ------------------------

BOSS_CARD = (RED << 4) | 9
POISON_CARDS = {(BLUE << 4) | 3, (YELLOW << 4) | 4, (GREEN << 4) | 5, (RED << 4) | 2}


def is_magic(card: int) -> bool:
    return card >> 4 == 4


def referee_legal_cards(hand, field_cards) -> set[int]:
    """RULES FOR PLAYING CARDS I-IV: the cards of `hand` that may be played after
    `field_cards` (the cards already played to this match, in order)."""
    if not field_cards:
        return set(hand)                                          # I
    on_field = {x >> 4 for x in field_cards if not is_magic(x)}
    fresh = {x for x in hand if not is_magic(x) and x >> 4 not in on_field}
    if not fresh:
        return set(hand)                                          # III
    return fresh | {x for x in hand if is_magic(x)}               # II and IV


def referee_judgement(plays, leader):
    """VICTORY JUDGEMENT and C.1: (winning type or None, next leader) of a match whose
    `plays` are (seat, card, Magic target) in order."""
    total: dict[int, int] = {}
    appeared: list[int] = []
    adders: dict[int, int] = {}
    for seat, card, target in plays:
        if is_magic(card):
            if target is not None:
                total[target] += 3
                adders[target] = seat
            continue
        kind = card >> 4
        if kind not in total:
            total[kind] = 0
            appeared.append(kind)
        total[kind] += card & 15
        adders[kind] = seat
    cards = [card for _, card, _ in plays]
    if BOSS_CARD in cards:
        for card in cards:
            if card in POISON_CARDS:
                total[card >> 4] += 100
    if not appeared:
        return None, leader
    best = appeared[0]
    for kind in appeared[1:]:
        if total[kind] > total[best]:
            best = kind
    return best, adders[best]


class Referee:
    """Follows one game through its full (unredacted) events and checks them."""

    def __init__(self, n: int, options: dict):
        self.n = n
        self.kinds = (BLUE, YELLOW, RED) if n == 3 else (BLUE, GREEN, YELLOW, RED)
        self.tournaments = options.get("tournaments", 0)
        self.watch = options.get("watch_here", False)
        self.gold = [0] * n
        self.chips = [0, 0, 0, 0]
        self.tournament = 0
        self.start = None
        self.dice = [0, 0, 0, 0]
        self.predictions = [None] * n
        self.switched = [False] * n
        self.plays: list = []
        self.leader = None
        self.matches = 0

    def check_moves(self, state) -> None:
        """The legal moves of the seat to move are those of the rulebook."""
        seat = state.to_move()
        view = state.view(seat)
        legal = state.legal_actions()
        cards = {a.card for a in legal if isinstance(a, (Play, Predict))}
        if view.phase == "play":
            assert seat == (self.leader + len(self.plays)) % self.n  # clockwise
            field = [card for _, card, _ in self.plays]
            assert cards == referee_legal_cards(view.hand, field)
            may_switch = (state.go_that_way and not self.switched[seat]
                          and self.predictions[seat] is not None
                          and any(not is_magic(x) and x >> 4 != self.predictions[seat] >> 4
                                  for x in view.hand))
            assert (PLAY_PREDICTION in legal) == may_switch
        elif view.phase == "predict":
            assert cards == {x for x in view.hand if not is_magic(x)}
            assert self.matches == (3 if self.watch else 0)
        elif view.phase == "target":
            on_field = []
            for _, card, _ in self.plays:
                if not is_magic(card) and card >> 4 not in on_field:
                    on_field.append(card >> 4)
            assert [a.monster for a in legal] == on_field and len(on_field) > 1
        elif view.phase == "switch":
            revealed = self.plays[-1][1] >> 4
            assert cards == {x for x in view.hand if not is_magic(x) and x >> 4 != revealed}
        for action in legal:
            assert state.why_illegal(action) is None

    def see(self, events) -> None:
        for e in events:
            kind = type(e)
            if kind is StartPlayerDrawn:
                self.start = e.seat
            elif kind is TournamentStarted:
                if self.tournament:
                    # The game went on: it was not due to end (END OF GAME, Variant III),
                    # and the Start Player card passed clockwise (D.5).
                    if self.tournaments:
                        assert self.tournament < self.tournaments
                    else:
                        assert max(self.gold) < 80
                    self.start = (self.start + 1) % self.n
                self.tournament += 1
                assert e.tournament == self.tournament
                assert e.start_player == self.start
                self.leader = e.start_player
                self.dice = [0, 0, 0, 0]                          # A.1
                self.predictions = [None] * self.n
                self.switched = [False] * self.n
                self.matches = 0
                assert e.doubled == (self.tournament == self.tournaments)
            elif kind is Dealt:
                assert e.count == 11 and len(e.cards) == 11        # A.2
            elif kind is PredictionMade:
                if e.again:
                    self.switched[e.seat] = True
                    assert e.card >> 4 != self.plays[-1][1] >> 4
                self.predictions[e.seat] = e.card
                assert not is_magic(e.card)
            elif kind is GoldPaid:
                expected = min(10, self.gold[e.seat])
                assert e.amount == expected
                self.gold[e.seat] -= expected
                assert e.gold == self.gold[e.seat]
            elif kind is Played:
                if e.from_prediction:
                    assert e.card == self.predictions[e.seat]
                self.plays.append((e.seat, e.card, e.target))
            elif kind is MagicAimed:
                self.plays.append((e.seat, e.card, e.monster))
            elif kind is MatchWon:
                assert len(self.plays) == self.n
                winner, leader = referee_judgement(self.plays, self.leader)
                assert (e.monster, e.leader) == (winner, leader), self.plays
                if winner is not None:
                    self.dice[winner] += 1                        # C.3
                assert list(e.dice) == self.dice
                self.leader = leader
                self.plays = []
                self.matches += 1
            elif kind is PredictionsRevealed:
                assert self.matches == 10
                assert list(e.predictions) == self.predictions
            elif kind is TournamentWon:
                self.check_prize(e)
            elif kind is ChipsMoved:
                for m in self.kinds:
                    self.chips[m] = 0 if m == e.winner else min(40, self.chips[m] + 10)
                assert list(e.chips) == self.chips
            elif kind is GameOver:
                if self.tournaments:
                    assert self.tournament == self.tournaments
                else:
                    assert max(self.gold) >= 80
                best = max(self.gold)
                assert e.winners == tuple(s for s in range(self.n) if self.gold[s] == best)

    def check_prize(self, e) -> None:
        best = max(self.dice[m] for m in self.kinds)
        winner = next(m for m in self.kinds if self.dice[m] == best)  # Blue > ... > Red
        assert e.monster == winner
        guessed = [s for s in range(self.n) if self.predictions[s] >> 4 == winner]
        assert list(e.predictors) == guessed
        factor = 2 if self.tournament == self.tournaments else 1
        each = {0: 0, 1: 50, 2: 40, 3: 30, 4: 30}[len(guessed)] * factor
        if guessed:
            each += self.chips[winner] * factor
        for s in guessed:
            self.gold[s] += each
        assert e.prizes == tuple(each if s in guessed else 0 for s in range(self.n))
        assert e.gold == tuple(self.gold)


def referee_game(n: int, options: dict, seed: int) -> int:
    """Play one seeded random game under the referee; return the actions taken."""
    rng = random.Random(seed)
    state = GAME.new_state(n, options)
    referee = Referee(n, options)
    steps = 0
    while not state.is_over():
        if state.to_move() == CHANCE:
            action = state.chance_action(rng)
        else:
            referee.check_moves(state)
            legal = state.legal_actions()
            action = (PLAY_PREDICTION if PLAY_PREDICTION in legal and rng.random() < 0.2
                      else rng.choice(legal))
        referee.see(state.apply(action))
        steps += 1
        assert steps < 5000, "the game does not end"
    assert state.winners() and state.legal_actions() == []
    return steps


@pytest.mark.parametrize("n", [3, 4])
@pytest.mark.parametrize("options", [
    {}, {"watch_here": True}, {"go_that_way": True},
    {"watch_here": True, "go_that_way": True, "tournaments": 3}, {"tournaments": 2}])
def test_the_referee_agrees_with_every_move_match_and_prize(n, options):
    for seed in range(3):
        referee_game(n, options, 1000 * n + seed)


def test_the_referee_itself_reads_the_rulebook_examples():
    # Examples 1-4, so that the referee above cannot agree with a wrong engine by being
    # wrong the same way.
    r7, b3, y4, g7 = c("R7"), c("B3"), c("Y4"), c("G7")
    assert referee_judgement([(0, r7, None), (1, b3, None), (2, y4, None),
                              (3, g7, None)], 0) == (RED, 0)
    assert referee_judgement([(0, r7, None), (1, b3, None), (2, c("Y8"), None),
                              (3, c("B6"), None)], 0) == (BLUE, 3)
    assert referee_judgement([(0, c("R5"), None), (1, b3, None), (2, c("M1"), BLUE),
                              (3, y4, None)], 0) == (BLUE, 2)
    assert referee_judgement([(0, c("R9"), None), (1, b3, None), (2, y4, None),
                              (3, c("G4"), None)], 0) == (YELLOW, 2)
    hand = [g7, c("B10"), c("M1")]
    assert referee_legal_cards(hand, [r7, b3, y4]) == {g7, c("M1")}
    assert referee_legal_cards(hand, [r7, b3, y4, g7]) == set(hand)
    assert referee_legal_cards(hand, []) == set(hand)


# -- SPECIAL CARDS -------------------------------------------------------------------


def test_the_boss_has_no_effect_of_its_own():
    # "Boss - This card itself has no particular effect": Red 9 loses to Blue 10.
    st = position(3, ["R9 R1", "B10 B1", "Y1 Y2"], predictions=["R10", "B9", "Y10"])
    won = of_type(play(st, "R9", "B10", "Y1"), MatchWon)[0]
    assert won.monster == BLUE and won.strengths[RED] == 9


def test_magic_led_and_magic_after_magic_have_no_effect():
    # Magic (2): "start player's turn or only Magic is on the table".
    st = position(4, ["M1 B1", "M2 B2", "G3 G1", "Y4 Y1"], predictions=PREDS, leader=0)
    events = play(st, "M1", "M2")
    assert events == [Played(0, c("M1"), None, False), Played(1, c("M2"), None, False)]
    assert st.strengths() == [0, 0, 0, 0] and st.view(2).plays[1][2] is None
    won = of_type(play(st, "G3", "Y1"), MatchWon)[0]
    assert won.monster == GREEN and won.strengths[GREEN] == 3 and won.leader == 2


def test_magic_adds_3_to_the_chosen_monster_which_may_overtake():
    # Magic (1): "Choose a Monster on the field and increase its strength by 3".
    st = position(4, ["Y8 Y1", "B6 B1", "M1 G2", "R1 R2"], predictions=PREDS, leader=0)
    play(st, "Y8", "B6", "M1")
    st.apply(BOOST[BLUE])
    won = of_type(play(st, "R1"), MatchWon)[0]
    assert won.monster == BLUE and won.strengths[BLUE] == 9 and won.leader == 2


def test_magic_may_be_played_by_a_follower_holding_a_fresh_monster():
    # "You may play Magic at any time", even with a Monster not on the field in hand.
    st = position(4, ["B1", "G1 M1", "Y1 Y2", "R1 R2"], predictions=PREDS, leader=0,
                  field="B5")
    assert st.why_illegal(PLAY[c("M1")]) is None
    assert st.why_illegal(PLAY[c("G1")]) is None


def test_a_poison_card_counts_only_with_the_boss_in_the_same_match():
    # The Boss played in the match before does not poison this one.
    st = position(4, ["Y4 Y1", "B10 B1", "G1 G2", "R9 R3"], predictions=PREDS_LOW, leader=0)
    won = of_type(play(st, "Y1", "B1", "G1", "R9"), MatchWon)[0]
    assert won.monster == RED and won.leader == 3
    won = of_type(play(st, "R3", "Y4", "B10", "G2"), MatchWon)[0]
    assert won.monster == BLUE and won.strengths[YELLOW] == 4


def test_a_poison_card_with_the_boss_in_its_match_gets_100():
    st = position(4, ["Y4 Y1", "B10 B1", "G1 G2", "R9 R3"], predictions=PREDS_LOW, leader=0)
    won = of_type(play(st, "Y4", "B10", "G1", "R9"), MatchWon)[0]
    assert won.monster == YELLOW and won.strengths[YELLOW] == 104 and won.leader == 0


# -- C. MATCH PHASE --------------------------------------------------------------------


def test_cards_are_played_clockwise_from_the_leader():
    st = position(4, ["B1 B2", "G1 G2", "Y1 Y2", "R1 R2"], predictions=PREDS, leader=2)
    order = []
    for name in ("Y1", "R1", "B1", "G1"):
        order.append(st.to_move())
        play(st, name)
    assert order == [2, 3, 0, 1]


def test_the_winning_die_starts_at_one():
    # C.3: "If there is no die on the Monster's card, add a die with value 1".
    st = position(3, ["Y9 Y1", "B2 B1", "R1 R3"], predictions=["Y10", "B9", "R10"],
                  dice=[3, 0, 0, 5])
    won = of_type(play(st, "Y9", "B2", "R1"), MatchWon)[0]
    assert won.monster == YELLOW and won.dice == (3, 0, 1, 5)


def test_the_third_player_to_add_to_the_winner_leads():
    # Three cards of one type: the player who added last leads the next match.
    st = position(4, ["B5 B1", "B4 B2", "B3 M1", "R1 R2"], predictions=PREDS, leader=0)
    won = of_type(play(st, "B5", "B4", "B3", "R1"), MatchWon)[0]
    assert won.monster == BLUE and won.strengths[BLUE] == 12 and won.leader == 2


def test_a_second_card_after_a_magic_on_its_type_makes_its_player_the_leader():
    st = position(4, ["B5 B1", "R6 R2", "M1 G2", "B2 B3"], predictions=PREDS, leader=0)
    play(st, "B5", "R6", "M1")
    st.apply(BOOST[BLUE])
    won = of_type(play(st, "B2"), MatchWon)[0]
    assert won.monster == BLUE and won.strengths[BLUE] == 10 and won.leader == 3


def test_the_leader_of_a_match_the_leaders_own_monster_won_leads_again():
    st = position(4, ["B10 B1", "G2 G1", "Y3 Y1", "R4 R1"], predictions=PREDS_LOW, leader=1)
    won = of_type(play(st, "G2", "Y3", "R4", "B10"), MatchWon)[0]
    assert won.monster == BLUE and won.leader == 0 and st.to_move() == 0


def test_the_match_ends_only_when_everyone_has_played():
    st = position(4, ["B10 B1", "G2 G1", "Y3 Y1", "R4 R1"], predictions=PREDS_LOW, leader=0)
    events = play(st, "B10", "G2", "Y3")
    assert not of_type(events, MatchWon) and st.to_move() == 3


# -- B. PREDICTION and hidden information ---------------------------------------------


def test_magic_is_never_offered_as_a_prediction_even_with_few_monsters():
    # 4 Magic and 7 Monsters in one hand: only the Monsters may be put face down.
    st = position(4, ["M1 M2 M3 M4 B1 B2 B3 B4 B5 B6 B7", "G1 G2 G3 G4 G5 G6 G7 G8 G9 G10 B8",
                      "Y1 Y2 Y3 Y4 Y5 Y6 Y7 Y8 Y9 Y10 B9", "R1 R2 R3 R4 R5 R6 R7 R8 R9 R10 B10"],
                  start_player=0)
    assert {a.card for a in st.legal_actions()} == {c(f"B{k}") for k in range(1, 8)}
    assert "never Magic" in st.why_illegal(Predict(c("M1")))


def test_the_spectator_and_other_seats_never_see_a_hand_during_a_game():
    rng = random.Random(3)
    state = GAME.new_state(4, {"go_that_way": True})
    while not state.is_over():
        if state.to_move() != CHANCE:
            for viewer in (None, 0, 1, 2, 3):
                view = state.view(viewer)
                others = [s for s in range(4) if s != viewer]
                assert all(view.predictions[s] == -1 for s in others) or view.revealed
                assert view.hand == (() if viewer is None else tuple(state.hands[viewer]))
            action = rng.choice(state.legal_actions())
        else:
            action = state.chance_action(rng)
        state.apply(action)


# -- D. PRIZE DISTRIBUTION and the end ---------------------------------------------------


def test_chips_on_the_winners_card_paid_and_returned_in_the_same_prize():
    # D.2 then D.3: the chip gold is paid to the predictor, then the chips go back.
    st = position(4, ["R10", "G1", "Y1", "B1"], predictions=["R2", "G2", "Y2", "B2"],
                  dice=[2, 2, 2, 3], chips=[10, 20, 0, 30])
    events = play(st, "R10", "G1", "Y1", "B1")
    won = of_type(events, TournamentWon)[0]
    assert won.monster == RED and won.prizes == (80, 0, 0, 0) and won.bonus == 30
    assert of_type(events, ChipsMoved)[0].chips == (20, 30, 10, 0)


def test_the_game_goes_on_while_nobody_has_80_even_after_many_tournaments():
    st = position(3, ["B10", "Y1", "R1"], predictions=["Y2", "Y3", "R2"],
                  dice=[4, 0, 3, 2], gold=[79, 79, 79], tournament=9)
    events = play(st, "B10", "Y1", "R1")
    assert not of_type(events, GameOver) and not st.is_over()
    assert st.to_move() == CHANCE


def test_every_player_at_80_or_more_with_the_same_gold_share_the_victory():
    st = position(3, ["B10", "Y1", "R1"], predictions=["B2", "B3", "B4"],
                  dice=[4, 0, 3, 2], gold=[50, 50, 50])
    events = play(st, "B10", "Y1", "R1")
    assert st.gold == [80, 80, 80] and st.winners() == [0, 1, 2]
    assert of_type(events, GameOver)[0].winners == (0, 1, 2)


# -- VARIANTS --------------------------------------------------------------------------


def finish_tournament(st) -> list:
    """Play the position's tournament to its end with the first legal action."""
    events = []
    while st.to_move() != CHANCE and not st.is_over():
        events += st.apply(st.legal_actions()[0])
    return events


def test_variant_i_holds_in_every_tournament():
    st = position(3, ["B10", "Y1", "R1"], predictions=["B2", "Y2", "R2"], dice=[4, 0, 3, 2],
                  options={"watch_here": True})
    play(st, "B10", "Y1", "R1")
    st.apply(st.chance_action(random.Random(0)))
    assert st.tournament == 2 and st.phase_name() == "A match"
    assert st.view(0).predicted == (False, False, False)
    while st.match_no < 3:
        assert st.view(0).predicted == (False, False, False)
        st.apply(st.legal_actions()[0])
    assert st.match_no == 3 and st.phase_name() == "The prediction"
    assert st.to_move() == st.start_player == 1


def test_variant_ii_is_offered_again_in_the_next_tournament():
    st = position(3, ["B10", "Y1", "R1"], predictions=["B2", "Y3", "R2"],
                  dice=[4, 0, 3, 2], switched={1: "B3"}, options={"go_that_way": True})
    assert st.view(0).switched == (False, True, False)
    play(st, "B10", "Y1", "R1")
    st.apply(st.chance_action(random.Random(0)))
    for _ in range(3):
        st.apply(st.legal_actions()[0])
    assert st.phase_name() == "A match" and st.view(0).switched == (False, False, False)
    assert PLAY_PREDICTION in st.legal_actions()


def test_variant_ii_the_leader_may_open_with_the_prediction():
    st = position(4, ["B1 B2", "G1 G2", "Y1 Y2", "R1 R2"],
                  predictions=["R10", "G10", "Y10", "B10"], leader=0,
                  options={"go_that_way": True})
    assert PLAY_PREDICTION in st.legal_actions()
    st.apply(PLAY_PREDICTION)
    st.apply(PREDICT[c("B1")])
    # Red is now on the field: the next players must play another type.
    assert st.to_move() == 1 and st.view(1).plays == ((0, c("R10"), None, True),)
    play(st, "G1", "Y1")
    # Seat 3 holds only Red, which is on the field: it plays anything, and so shows that
    # it holds no Blue (the one type missing).
    assert cards_offered(st) == {c("R1"), c("R2")}
    play(st, "R1")
    assert st.view(1).voids == ((3, BLUE),)


def test_variant_ii_the_revealed_prediction_puts_its_type_on_the_field_for_followers():
    st = position(4, ["B1", "G1 R3", "Y1 Y2", "R1 R2"],
                  predictions=["B9", "R10", "Y10", "G10"], leader=0, field="B5",
                  options={"go_that_way": True})
    st.apply(PLAY_PREDICTION)  # seat 1 plays Red 10
    st.apply(PREDICT[c("G1")])
    assert st.to_move() == 2 and cards_offered(st) == {c("Y1"), c("Y2")}
    # Seat 3 holds only Red, which is on the field, and no Green: it plays anything.
    play(st, "Y1")
    assert cards_offered(st) == {c("R1"), c("R2")}
    won = of_type(play(st, "R1"), MatchWon)[0]
    assert won.monster == RED and won.leader == 3 and won.strengths[RED] == 11


def test_variant_ii_shows_no_void_for_the_revealed_prediction():
    # Playing the prediction ignores the playing rules: it proves nothing about the hand.
    st = position(4, ["B1", "G1 R3", "Y1 Y2", "R1 R2"],
                  predictions=["B9", "B10", "Y10", "G10"], leader=0, field="B5",
                  options={"go_that_way": True})
    st.apply(PLAY_PREDICTION)  # Blue 10 on Blue, while Green, Yellow, Red are missing
    st.apply(PREDICT[c("G1")])
    assert not any(s == 1 for s, _ in st.view(0).voids)


def test_variant_ii_pays_from_the_gold_of_earlier_tournaments():
    st = position(4, ["B1", "G3 B2", "Y4 Y6", "R1 R4"],
                  predictions=["G10", "B9", "Y10", "R10"], leader=0, field="B5",
                  gold=[0, 75, 0, 0], options={"go_that_way": True})
    st.apply(PLAY_PREDICTION)
    events = st.apply(PREDICT[c("G3")])
    assert of_type(events, GoldPaid) == [GoldPaid(1, 10, 65)] and st.scores()[1] == 65.0


def test_variant_iii_the_last_tournament_doubles_the_shared_prize_too():
    st = position(3, ["B10", "Y1", "R1"], predictions=["B1", "B2", "R2"],
                  dice=[4, 0, 3, 2], chips=[10, 0, 0, 0], tournament=2,
                  options={"tournaments": 2})
    won = of_type(play(st, "B10", "Y1", "R1"), TournamentWon)[0]
    assert won.doubled and won.prizes == (100, 100, 0) and won.bonus == 20


# -- why_illegal in a player's words -----------------------------------------------------


def test_a_green_target_or_card_in_a_3_player_game_is_named():
    st = position(3, ["B5 B6", "R7 R1", "M1 Y2"], predictions=["B10", "R10", "Y10"])
    play(st, "B5", "R7", "M1")
    reason = st.why_illegal(Boost(GREEN))
    assert "Green" in reason and "3 players" in reason
    st2 = position(3, ["B5 B6", "R7 R1", "M1 Y2"], predictions=["B10", "R10", "Y10"])
    reason = st2.why_illegal(Play(c("G7")))
    assert reason.startswith("Green 7") and "3 players" in reason


@pytest.mark.parametrize("thing", [None, 3, "B5", Boost(7), Boost(-1), Boost(None),
                                   Play(None), Play(-5), Play(64), PLAY_PREDICTION,
                                   MagicAimed(0, 65, 0)])
def test_why_illegal_never_raises_and_agrees_with_the_legal_moves(thing):
    for st in (position(4, ["B5 M1", "G1 G2", "Y1 Y2", "R1 R2"], predictions=PREDS),
               position(4, ["B1 B2 B3 B4 B5 B6 B7 B8 B9 B10 M1",
                            "G1 G2 G3 G4 G5 G6 G7 G8 G9 G10 M2",
                            "Y1 Y2 Y3 Y4 Y5 Y6 Y7 Y8 Y9 Y10 M3",
                            "R1 R2 R3 R4 R5 R6 R7 R8 R9 R10 M4"])):
        reason = st.why_illegal(thing)
        assert (reason is None) == (thing in st.legal_actions())
        if reason is not None:
            assert isinstance(reason, str) and reason[:1].isupper() and reason.endswith(".")


def test_variant_ii_fee_is_not_doubled_in_variant_iiis_last_tournament():
    # "Double" doubles the prize money; the exchange still costs 10 gold.
    st = position(4, ["B1", "G3 B2", "Y4 Y6", "R1 R4"],
                  predictions=["G10", "B9", "Y10", "R10"], leader=0, field="B5",
                  gold=[0, 40, 0, 0], tournament=2,
                  options={"go_that_way": True, "tournaments": 2})
    assert st.view(0).doubled
    st.apply(PLAY_PREDICTION)
    assert of_type(st.apply(PREDICT[c("G3")]), GoldPaid) == [GoldPaid(1, 10, 30)]


def test_the_in_app_rules_state_the_readings_the_code_chose():
    text = " ".join(GAME.rules_text.split())
    for phrase in ("with only one, Magic boosts it at once",
                   "with Variant III, after the chosen number of tournaments",
                   "it shows nothing about your hand",
                   "does not double the fee",
                   "the player who last added to the Monster that won the third",
                   "each of them gets the full amount"):
        assert phrase in text, phrase
