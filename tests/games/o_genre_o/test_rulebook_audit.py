"""An audit of O Genre O against its rulebook, sentence by sentence.

An independent referee (its own follow-suit, Devil Break, trick winner, recovery and
settlement, none of it borrowed from the engine) watches seeded random games of 3 and 4
players to the end; then explicit positions for the sentences the other test files did
not pin down, and the hardening found by the audit (exact-type viewers, the 3-player
deck's refusals, actions by exact class, unreachable positions).
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

import pytest

from engine.core import CHANCE
from engine.events import GameOver
from games.o_genre_o.actions import Discard, Play, Vote
from games.o_genre_o.cards import ARROW, DEVIL, FEATHER, FIRE, FLOWER, SPEAR, deck, short_name
from games.o_genre_o.events import (
    ChipPlaced,
    Dealt,
    Discarded,
    LifeRecovered,
    Played,
    RoundSettled,
    RoundStarted,
    TrickWon,
    TrumpDecided,
)
from tests.games.o_genre_o.util import (
    DISCARDS4,
    GAME,
    HANDS4,
    c,
    cs,
    discard,
    play,
    position,
    run_chance,
    vote,
)

# -- an independent referee ------------------------------------------------------------


def referee_winner(trick: list[tuple[int, int]], trump: int) -> int:
    """The seat that wins `trick` ((seat, card) in play order), by the rulebook's words:
    the highest-numbered trump if a trump was played, otherwise the highest-numbered card
    of the lead player's suit. Suits and numbers are read by name, not by int order."""
    def suit(x):
        return x // 16

    def number(x):
        return x % 16

    trumps = [(number(x), seat) for seat, x in trick if suit(x) == trump]
    if trumps:
        return max(trumps)[1]
    lead = suit(trick[0][1])
    return max((number(x), seat) for seat, x in trick if suit(x) == lead)[1]


def referee_allowed(hand: list[int], trick: list[tuple[int, int]], devil_played: bool):
    """The cards the rulebook allows: Must Follow for a follower; for a leader, Devil
    Break (no Devil until one has been played, unless the hand holds only Devils)."""
    if trick:
        lead = trick[0][1] // 16
        same = [x for x in hand if x // 16 == lead]
        return sorted(same or hand)
    if devil_played or all(DEVIL[x] for x in hand):
        return sorted(hand)
    return sorted(x for x in hand if not DEVIL[x])


@dataclass
class Referee:
    n: int
    cap: int
    lives: list
    round_no: int = 0
    dealer: int = -1
    trump: int = -1
    devil_played: bool = False
    leader: int = -1
    trick: list = None
    devils_won: list = None
    chips: list = None
    tricks: int = 0

    def new_round(self, dealer: int) -> None:
        self.round_no += 1
        self.dealer = dealer
        self.trump = -1
        self.devil_played = False
        self.leader = dealer
        self.trick = []
        self.devils_won = [0] * self.n
        self.chips = []
        self.tricks = 0


def vote_seats(n: int, dealer: int) -> list[int]:
    """The rulebook's vote order: 4 players from the dealer's left, each once; 3 players
    from the dealer, who also places the last chip."""
    if n == 4:
        return [(dealer + 1) % 4, (dealer + 2) % 4, (dealer + 3) % 4, dealer]
    return [dealer, (dealer + 1) % 3, (dealer + 2) % 3, dealer]


def referee_game(n: int, seed: int) -> Counter:
    """Play a seeded random game, checking every step against the referee; returns
    how often each case of the recovery rule came up."""
    cases = Counter()
    rng = random.Random(seed)
    state = GAME.new_state(n)
    ref = Referee(n, 30 if n == 4 else 20, [30 if n == 4 else 20] * n)
    dealers = []
    for _ in range(5000):
        if state.is_over():
            break
        seat = state.to_move()
        if seat == CHANCE:
            action = state.chance_action(rng)
        else:
            legal = state.legal_actions()
            if state.phase_name() == "Tricks":
                allowed = referee_allowed(state.hands[seat], ref.trick, ref.devil_played)
                assert sorted(a.card for a in legal) == allowed, (seat, ref.trick)
                assert seat == (ref.leader + len(ref.trick)) % n
            elif state.phase_name() == "The discards":
                assert sorted(a.card for a in legal) == sorted(state.hands[seat])
            elif state.phase_name() == "The trump vote":
                assert seat == vote_seats(n, ref.dealer)[len(ref.chips)]
                assert sorted(a.suit for a in legal) == [
                    s for s in range(5) if s not in ref.chips]
            action = rng.choice(legal)
        lives_before = list(state.lives)
        events = state.apply(action)
        for e in events:
            if isinstance(e, RoundStarted):
                if dealers:
                    assert e.dealer == (dealers[-1] + 1) % n  # the dealer passes left
                dealers.append(e.dealer)
                ref.new_round(e.dealer)
                assert e.round == ref.round_no and list(e.lives) == ref.lives
            elif isinstance(e, Dealt):
                hand = state.hands[e.seat]
                assert len(hand) == 12 and sum(DEVIL[x] for x in hand) == 6
            elif isinstance(e, ChipPlaced):
                ref.chips.append(e.suit)
            elif isinstance(e, TrumpDecided):
                (trump,) = [s for s in range(5) if s not in ref.chips]
                assert e.suit == trump and e.leader == ref.dealer
                ref.trump = trump
            elif isinstance(e, Played):
                ref.trick.append((e.seat, e.card))
                assert e.breaks == (DEVIL[e.card] and not ref.devil_played)
                ref.devil_played |= DEVIL[e.card]
            elif isinstance(e, TrickWon):
                winner = referee_winner(ref.trick, ref.trump)
                assert e.seat == winner and e.cards == tuple(x for _, x in ref.trick)
                devils = sum(DEVIL[x] for _, x in ref.trick)
                ref.devils_won[winner] += devils
                all_angels = devils == 0
                recovers = all_angels and ref.round_no >= 2 and ref.lives[winner] < ref.cap
                if all_angels:
                    cases["round 1" if ref.round_no == 1 else
                          "recovery" if recovers else "at the cap"] += 1
                if recovers:
                    ref.lives[winner] += 1
                shown = [x for x in events if isinstance(x, LifeRecovered)]
                assert bool(shown) == recovers, (ref.round_no, ref.lives, e)
                ref.trick = []
                ref.leader = winner
                ref.tricks += 1
            elif isinstance(e, RoundSettled):
                assert ref.tricks == 10
                ref.lives = [life - d for life, d in zip(ref.lives, ref.devils_won)]
                assert list(e.devils) == ref.devils_won
                assert list(e.lives_after) == ref.lives
            elif isinstance(e, GameOver):
                assert min(ref.lives) <= 0
                assert list(e.winners) == [s for s in range(n)
                                           if ref.lives[s] == max(ref.lives)]
        assert state.lives == ref.lives, (lives_before, events)
        assert max(state.lives) <= ref.cap
        if not state.is_over():
            assert min(state.lives) > 0 or ref.tricks < 10
    assert state.is_over() and min(ref.lives) <= 0
    return cases


# Seeds whose games hold all three cases of an all-Angel trick: in round 1, won below
# the cap from round 2 (+1), and won at the cap from round 2 (nothing).
@pytest.mark.parametrize("n,seed", [(3, 6), (3, 12), (4, 0), (4, 8)])
def test_a_referee_reading_the_rulebook_agrees_with_every_step_of_a_game(n, seed):
    cases = referee_game(n, seed)
    assert cases["round 1"] and cases["recovery"] and cases["at the cap"], cases


# -- discards ----------------------------------------------------------------------------

DEALT4 = [h + " " + d for h, d in zip(HANDS4, DISCARDS4)]


def test_any_2_cards_may_be_discarded_two_devils_or_two_angels():
    """"choose any 2 cards to discard": nothing about Angels or Devils."""
    state = position(4, DEALT4, start="discard", dealer=0)
    discard(state, "Ar7", "Ar8")  # seat 1: an Angel and a Devil
    discard(state, "Ar9", "Ar10")
    assert state.to_move() == 3
    discard(state, "Fi6", "Fi8")  # seat 3: two Devils
    assert state.to_move() == 0
    discard(state, "Fe1", "Fe2")  # seat 0: two Angels
    assert state.phase_name() == "The trump vote"
    assert [len(h) for h in state.hands] == [10] * 4


# -- the strength of cards ---------------------------------------------------------------


def test_trump_beats_by_suit_not_by_order_or_number():
    state = position(4, HANDS4, discards=DISCARDS4, trump=ARROW, dealer=3, leader=3)
    events = play(state, "Fi9")  # seat 3 leads Fire 9 (an Angel)
    events += play(state, "Ar1")  # seat 0 holds no Fire: an Arrow 1 (trump)
    events += play(state, "Fi2", "Fi4")
    won = events[-1]
    assert isinstance(won, TrickWon) and won.seat == 0  # the trump 1 beats Fire 9
    assert won.cards == tuple(cs("Fi9 Ar1 Fi2 Fi4"))


def test_a_trump_led_must_be_followed_with_trump_and_the_highest_trump_wins():
    state = position(4, HANDS4, discards=DISCARDS4, trump=ARROW, dealer=1, leader=1)
    play(state, "Ar3")  # seat 1 leads trump
    assert sorted(a.card for a in state.legal_actions()) == cs("Ar5 Ar6")
    events = play(state, "Ar5")
    assert sorted(a.card for a in state.legal_actions()) == sorted(cs(HANDS4[3]))
    events += play(state, "Fl10", "Ar2")  # seat 3 void in Arrow; seat 0 follows low
    assert events[-1].seat == 2


def test_an_angel_or_a_devil_changes_nothing_in_strength():
    """Angel and Devil are no rank: within a suit the number decides either way."""
    state = position(4, HANDS4, discards=DISCARDS4, trump=FEATHER, dealer=1, leader=1)
    events = play(state, "Fi1", "Fi3", "Fi8", "Fl1")  # the Devil 8 beats the Angel 3
    assert events[-1].seat == 3 and DEVIL[c("Fi8")] and not DEVIL[c("Fi3")]
    state = position(4, HANDS4, discards=DISCARDS4, trump=FEATHER, dealer=1, leader=1)
    events = play(state, "Fi1", "Fi4", "Fi5", "Fl1")  # the Angel 5 beats the Devil 4
    assert events[-1].seat == 3 and not DEVIL[c("Fi5")] and DEVIL[c("Fi4")]


# -- recovery and the round's end ------------------------------------------------------


def test_an_all_angel_last_trick_recovers_before_the_settlement():
    """The recovery of the 10th trick happens at once, then the Devils are counted:
    life after = life at the start + recoveries - Devils won."""
    last = ["Fe1", "Fe4", "Fe6", "Fe8"]
    placed = set(cs(" ".join(DISCARDS4 + last)))
    rest = [x for x in deck(4) if x not in placed]
    won = [rest[:12], rest[12:24], rest[24:36], []]
    names = [" ".join(map(short_name, w)) for w in won]
    state = position(4, last, discards=DISCARDS4, trump=SPEAR, won=names, lives=[25, 30,
                     30, 17], round_no=3, leader=0)
    events = play(state, *last)  # seat 3 wins with Feather 8: all Angels
    kinds = [type(e).__name__ for e in events]
    assert kinds[-3:] == ["TrickWon", "LifeRecovered", "RoundSettled"]
    settled = events[-1]
    devils = [sum(DEVIL[x] for x in w) for w in won]
    assert settled.lives_before == (25, 30, 30, 17) and settled.recovered == (0, 0, 0, 1)
    assert settled.lives_after == (25 - devils[0], 30 - devils[1], 30 - devils[2], 18)


def test_a_new_round_forgets_what_the_last_one_showed():
    """Voids, "only Devils" and the Devil Break belong to one round."""
    last = ["Fl4", "Fl6", "Fl8", "Fl10"]
    placed = set(cs(" ".join(DISCARDS4 + last)))
    rest = [x for x in deck(4) if x not in placed]
    won = [rest[:12], rest[12:20], rest[20:36], []]
    names = [" ".join(map(short_name, w)) for w in won]
    state = position(4, last, discards=DISCARDS4, trump=FEATHER, won=names, leader=0,
                     voids=[(1, FIRE), (2, ARROW)], devils_only=[0, 3])
    assert state.view(1).voids and state.view(1).devils_only == (0, 3)
    play(state, *last)
    run_chance(state, random.Random(2))
    view = state.view(None)
    assert view.voids == () and view.devils_only == () and view.devil_break
    assert view.won == ((), (), (), ()) and view.chips == () and view.trump == -1


def three_player_last_trick(lives, round_no=2):
    hands = ["Fl8", "Fl9", "Fl10"]
    discards = ["Fe4 Sp4", "Fe5 Sp5", "Fe6 Sp6"]
    placed = set(cs(" ".join(hands + discards)))
    rest = [x for x in deck(3) if x not in placed]
    # 9 tricks: seat 0 won 3, seat 1 won 6, seat 2 none.
    won = [rest[:9], rest[9:27], []]
    names = [" ".join(map(short_name, w)) for w in won]
    state = position(3, hands, discards=discards, trump=ARROW, won=names, leader=1,
                     lives=lives, round_no=round_no)
    return state, [sum(DEVIL[x] for x in w) for w in won]


def test_three_players_lose_life_per_devil_and_the_game_ends_at_0():
    state, devils = three_player_last_trick([20, 20, 3])
    events = play(state, "Fl9", "Fl10", "Fl8")  # seat 2 wins Flower 8, 9, 10: 2 Devils
    devils[2] += 2
    settled = next(e for e in events if isinstance(e, RoundSettled))
    assert settled.devils == tuple(devils)
    assert state.lives == [20 - devils[0], 20 - devils[1], 1]
    assert not state.is_over() and state.dealer == 1  # the dealer (seat 0) passes left
    state, devils = three_player_last_trick([20, 20, 2])
    events = play(state, "Fl9", "Fl10", "Fl8")
    assert state.is_over() and state.lives[2] == 0
    assert isinstance(events[-1], GameOver)
    assert state.winners() == [s for s in range(3) if state.lives[s] == max(state.lives)]


def test_round_2_deals_again_and_the_new_dealer_votes_first_and_last_and_leads():
    state, _ = three_player_last_trick([20, 20, 19], round_no=2)
    play(state, "Fl9", "Fl10", "Fl8")
    assert state.dealer == 1
    run_chance(state, random.Random(7))
    assert state.round_no == 3 and all(len(h) == 12 for h in state.hands)
    for seat in (2, 2, 0, 0, 1, 1):  # discards from the new dealer's left
        assert state.to_move() == seat
        state.apply(state.legal_actions()[0])
    voters = []
    for _ in range(4):
        voters.append(state.to_move())
        state.apply(state.legal_actions()[0])
    assert voters == [1, 2, 0, 1]
    assert state.phase_name() == "Tricks" and state.to_move() == 1


# -- hidden information and refusals found by the audit -----------------------------------


@pytest.mark.parametrize("viewer", [True, 1.0, "1", (1,)])
def test_a_deal_or_a_discard_is_shown_only_to_its_seat_by_exact_type(viewer):
    """True == 1 and 1.0 == 1 in Python: neither may be handed seat 1's cards."""
    dealt = Dealt(1, tuple(cs("Fe1 Sp2")), 6, 6)
    assert dealt.for_viewer(viewer).cards is None and not dealt.reveals_to(viewer)
    assert dealt.for_viewer(1).cards == tuple(cs("Fe1 Sp2")) and dealt.reveals_to(1)
    discarded = Discarded(1, c("Fe1"), 1)
    assert discarded.for_viewer(viewer).card is None
    assert discarded.for_viewer(1).card == c("Fe1")


def three_player_round():
    hands = ["Fe4 Fe5 Fe6 Sp4 Sp5 Ar3 Ar4 Fi3 Fi4 Fl3",
             "Fe7 Fe8 Sp6 Sp7 Ar5 Ar6 Fi5 Fi6 Fl4 Fl5",
             "Fe9 Sp8 Sp9 Ar7 Ar8 Fi7 Fi8 Fl6 Fl7 Fl8"]
    return position(3, hands, trump=FLOWER)


@pytest.mark.parametrize("name", ["Fe1", "Sp3", "Ar2", "Fi1", "Fl2"])
def test_a_star_card_is_named_as_left_out_of_the_3_player_deck(name):
    state = three_player_round()
    assert state.why_illegal(Play(c(name))).endswith("is left out of the 3-player deck.")
    assert state.why_illegal(Play(c(name))).startswith(
        {"Fe": "Feather", "Sp": "Spear", "Ar": "Arrow", "Fi": "Fire", "Fl": "Flower"}[
            name[:2]])


def test_an_action_of_another_class_is_refused_even_if_it_looks_like_one():
    class LookAlike(Play):
        __slots__ = ()

    state = three_player_round()
    fake = LookAlike(c("Fe4"))
    assert state.why_illegal(fake) == "Play a card from your hand to the trick."
    assert fake not in state.legal_actions()
    state = position(4, HANDS4, discards=DISCARDS4, start="vote")

    class LookAlikeVote(Vote):
        __slots__ = ()

    assert state.why_illegal(LookAlikeVote(FIRE)).startswith("Trump vote:")
    state = position(4, DEALT4, start="discard")

    class LookAlikeDiscard(Discard):
        __slots__ = ()

    assert state.why_illegal(LookAlikeDiscard(c("Fe4"))).startswith("Discards:")


def test_nobody_recovers_in_round_1_so_such_a_position_is_refused():
    with pytest.raises(ValueError, match="nobody recovers"):
        position(4, HANDS4, discards=DISCARDS4, trump=FIRE, recovered=[0, 0, 1, 0])


def test_the_vote_order_and_trump_follow_the_chips_for_every_dealer():
    for dealer in range(4):
        state = position(4, HANDS4, discards=DISCARDS4, start="vote", dealer=dealer)
        voters = []
        for suit in (FLOWER, FIRE, SPEAR, FEATHER):
            voters.append(state.to_move())
            vote(state, suit)
        assert voters == vote_seats(4, dealer) and state.trump == ARROW
        assert state.to_move() == dealer
