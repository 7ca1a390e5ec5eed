"""The Fool's Field (愚者の園, Hakushi / Kuuri Keikaku 2017): the rules engine.

Two kings deploy Soldiers on a 3x3 field; the first to use up their hand once the deck
has run out wins.

Components: the 23 Soldier cards of `cards.py`, every card a different arrangement of
Sword, Shield and Flower on its four sides (4 Shields; 1 Sword + 3 Shields x4; 2 Swords
+ 2 Shields x6; 3 Swords + 1 Shield x4; 4 Swords; 2 Flowers + 2 Shields x6; 4 Flowers).
Cards are held and placed without turning them (index at the top).

Setup. The start player is chosen (option `start_player`); the loser of the previous
game starts the next one. All 23 cards are shuffled into a face-down deck (a chance
step). Starting with the start player, the players draw 6 cards each, one at a time,
alternately. Then the first battle starts.

Battle. The start player's first turn places a card from hand face up in the centre
of the field, with no condition. Then the other player moves, and the players
alternate. On each later turn a player either
- deploys: places a card from hand, without turning it, in an empty cell of the 3x3
  grid fixed around the centre card, touching (side to side) at least one card already
  there, with every touching side facing a matching side: Sword against Sword, or
  Shield against Flower (Sword-Shield, Sword-Flower, Shield-Shield and Flower-Flower
  are forbidden); or
- retreats: takes every card of the field into hand, then discards face down to the
  Discard Area, one card at a time and of their own choice, until they hold 6 (nothing
  when they hold 6 or fewer). The other player draws from the deck until they hold 6,
  as far as the deck lasts; once the deck is empty nobody draws. The battle ends; the
  player who did not retreat starts the next one.
A player who cannot deploy any card must retreat; so a full grid forces the next
player to retreat. A player may also retreat when a card could be placed.

Hidden information: each player sees their own hand and discards; the opponent's hand,
the deck's order and the opponent's discards are hidden (their sizes are public), and
so is a card drawn or discarded. Cards placed on the field are public.

End. Once the deck is empty, the first player to place the last card of their hand
wins. Tie race: when a battle starts after the deck ran out with both hands of the same
size, and its start player places their last card, the other player gets one more turn:
if they place their last card too, the game is a tie; if they cannot, the start player
wins. A player may resign at any time (at any of their decisions), and the players may
agree a tie at any time (one offers at their decision, the other accepts or declines).
Match (option `match`): the first to 2 wins takes the match; a tie counts 1 win for
the start player and half a win for the other; the loser of a game starts the next.

Readings chosen where the rulebook leaves a gap (also in RULES_TEXT; the first two are
DESIGN.md rulings):
- Every side of a deployed card that touches a card must match it; the first card of
  a battle goes to the centre with no condition.
- The 3x3 grid is fixed around the centre card (it never shifts); with all 9 cells
  taken, the next player must retreat.
- The start player of the first game is the `start_player` option (seat 0 by
  default: "determine the start player in whatever way you like"); to let the loser
  of a single game start the next, set it when playing again. In a match the engine
  does it itself.
- The opening turn of a battle must place a card in the centre: the rulebook says the
  start player places one; retreating from an empty field is not a move. (Only a start
  player with no card at all would have to retreat; that cannot arise.)
- Retreating is always allowed once the field holds a card, even when a card could be
  placed ("choose one action between Deployment and Retreat"); it is forced only when
  no card fits.
- The other player's draw after a retreat happens at once, with the retreat; the
  retreater then discards. Both are hidden from the opponent except the counts.
- The Discard Area is one face-down pile; each player knows which cards they put
  there, and everyone sees how many each player discarded.
- A player who places their last card while the deck still has cards does not win
  and draws nothing then; they keep playing with an empty hand and must retreat on
  their next turn (taking the field), unless the opponent retreats first (then they
  draw up to 6 as usual).
- "The battle started after the deck ran out" means the deck was empty when the battle
  began (it may have been emptied by the draw that ended the previous battle). A battle
  that started while the deck still had cards cannot end in the tie race (the deck
  only changes between battles, so no draw can come within a battle).
- "The start player" of the tie race is the start player of that battle. In the tie
  race the other player's one turn offers only the placing of their last card (or a
  concession); a player without a legal cell for it loses at once.
- Match scoring of a tie, whether by the tie race or by agreement: the start player of
  the battle being played scores 1 win, the other half a win. After a tie the player
  who scored the half starts the next game (as a loser would). If both players reach 2
  at the same time, the higher total takes the match; equal totals share it.
- Resigning gives up the current game only (in a match the opponent scores the win and
  the resigner starts the next game). The engine has one player deciding at a time, so
  "at any time" means at any of your decisions: your turn, your discards, or your
  answer to a tie offer.
- Agreeing a tie: a player offers at one of their decisions; the other seat then
  answers, accepting (the game is a tie) or declining (the offerer continues). One
  offer per decision: after a declined offer, the offerer must move (or resign)
  before offering again. During an offer the other seat may accept, decline or
  resign. A computer player answers an offer itself (it usually declines) and never
  offers one.
- Standstill: once the deck is empty, cards leave play only by discards, so a game in
  which every retreat stays within 6 cards can cycle for ever. When 20 battles in a row
  have ended, with the deck empty, without a discard, the game is a tie (as players
  would agree one); a match scores it like any tie.
- A retreat states to everyone whether it came from a full grid or an empty hand; a
  retreat because no card fits is told only to the retreater (the opponent cannot tell
  it from a voluntary retreat).
- Public knowledge: the cards a player took from the field at a retreat are known to
  both players until they are placed again; since discards are face down, the opponent
  only knows that each is in that hand or among that player's discards.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.actions import Shuffle, random_shuffle, shuffle_problem
from engine.cards import ordered
from engine.core import CHANCE, Action, Event, Game, Option, State
from engine.events import GameOver, Resigned, Shuffled, seat_name
from games.fools_field.cards import (
    ALL_MASK,
    CARDS,
    CELL_NAMES,
    CENTRE,
    FITS,
    NEIGHBOURS,
    NUM_CARDS,
    OPPOSITE,
    SIDE_NAMES,
    SIDES,
    SYMBOL_NAMES,
    card_name,
    is_card,
    mask_of,
    matches,
)
from games.fools_field.view import (
    DISCARD,
    OFFER,
    OVER,
    PLAY,
    SHUFFLE,
    FieldView,
    make_view,
    sample_state,
)

HAND_SIZE = 6
WINS_NEEDED = 2

# Phases: SHUFFLE, PLAY, DISCARD, OFFER, OVER (from view.py; FieldView.phase names them).

# Why a retreat happened (Retreated.reason).
VOLUNTARY, FULL, EMPTY_HAND, BLOCKED = "", "full", "empty", "blocked"

# Why a game ended (GameEnded.reason).
EMPTIED, TIE_RACE, RESIGNED, AGREED, STANDSTILL = (
    "emptied", "tie", "resigned", "agreed", "standstill")

# Once the deck is empty, this many battles in a row ending without a discard (no card
# leaving play, so the game cannot be going anywhere) make the game a tie.
STANDSTILL_LIMIT = 20


def _cell_name(cell: object) -> str:
    return CELL_NAMES[cell] if type(cell) is int and 0 <= cell < 9 else f"cell {cell!r}"


def _index(value: object, size: int) -> int | None:
    """`value` as an int in range(size) when it is equal to one (True, 3.0), else None.

    An action compares equal to a legal one whenever its fields do (Deploy(1.0, 4) ==
    Deploy(1, 4)), so why_illegal accepts exactly those and apply stores the int."""
    if type(value) is int:
        return value if 0 <= value < size else None
    if isinstance(value, (str, bytes)):
        return None
    try:
        number = int(value)  # type: ignore[call-overload]
        if not (number == value and 0 <= number < size):
            return None
    except Exception:  # anything at all may be given to why_illegal
        return None
    return number


# -- actions ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Deploy(Action):
    """Place `card` from hand in `cell` (0-8, row by row from the upper left; 4 = centre)."""

    card: int
    cell: int

    def __str__(self) -> str:
        return f"deploy {card_name(self.card)} to the {_cell_name(self.cell)}"


@dataclass(frozen=True, slots=True)
class Retreat(Action):
    """Take every field card into hand; the battle ends."""

    def __str__(self) -> str:
        return "retreat"


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """After a retreat, put one card of the hand face down on the discard pile."""

    card: int

    def __str__(self) -> str:
        return f"discard {card_name(self.card)}"


@dataclass(frozen=True, slots=True)
class OfferTie(Action):
    concession: ClassVar[bool] = True

    def __str__(self) -> str:
        return "offer a tie"


@dataclass(frozen=True, slots=True)
class AcceptTie(Action):
    concession: ClassVar[bool] = True

    def __str__(self) -> str:
        return "accept the tie"


@dataclass(frozen=True, slots=True)
class DeclineTie(Action):
    def __str__(self) -> str:
        return "decline the tie"


@dataclass(frozen=True, slots=True)
class Resign(Action):
    concession: ClassVar[bool] = True

    def __str__(self) -> str:
        return "resign"


DEPLOYS: tuple[tuple[Deploy, ...], ...] = tuple(
    tuple(Deploy(c, x) for x in range(9)) for c in CARDS)
DISCARDS: tuple[Discard, ...] = tuple(Discard(c) for c in CARDS)
# The same actions by byte of a card mask, for legal_actions: DEPLOY_BYTES[cell][k][b] are
# the deployments to `cell` of the cards whose bits, shifted down by 8*k, are set in b.
DEPLOY_BYTES = tuple(
    tuple(tuple(tuple(DEPLOYS[8 * k + i][cell] for i in range(8) if b >> i & 1
                      and 8 * k + i < NUM_CARDS) for b in range(256)) for k in range(3))
    for cell in range(9))
DISCARD_BYTES = tuple(
    tuple(tuple(DISCARDS[8 * k + i] for i in range(8) if b >> i & 1 and 8 * k + i < NUM_CARDS)
          for b in range(256)) for k in range(3))
RETREAT = Retreat()
OFFER_TIE = OfferTie()
ACCEPT_TIE = AcceptTie()
DECLINE_TIE = DeclineTie()
RESIGN = Resign()


# -- events -------------------------------------------------------------------------


def _names(cards) -> str:
    return ", ".join(card_name(c) for c in cards)


@dataclass(frozen=True, slots=True)
class GameStarted(Event):
    """A game begins (the first, or the next one of a match)."""

    number: int
    start_player: int
    match: bool
    match_score: tuple[float, ...]

    def describe(self, names):
        who = seat_name(names, self.start_player)
        if self.match:
            return f"Game {self.number} of the match: {who} is the start player."
        return f"{who} is the start player."


@dataclass(frozen=True, slots=True)
class Dealt(Event):
    """The deal: `count` cards each, one at a time, alternately from `first`.

    `hands[seat]` is that seat's cards in the order drawn, None for seats the viewer
    may not see."""

    first: int
    count: int
    hands: tuple[tuple[int, ...] | None, ...]
    deck_size: int

    def for_viewer(self, viewer):
        hands = tuple(h if seat == viewer else None for seat, h in enumerate(self.hands))
        return Dealt(self.first, self.count, hands, self.deck_size)

    def reveals_to(self, viewer):
        return viewer is not None and 0 <= viewer < len(self.hands)

    def describe(self, names):
        first = seat_name(names, self.first)
        line = f"Each player draws {self.count} cards, {first} first."
        for seat, hand in enumerate(self.hands):
            if hand is not None:
                line += f" {seat_name(names, seat)} holds {_names(sorted(hand))}."
        return line


@dataclass(frozen=True, slots=True)
class BattleStarted(Event):
    number: int
    start_player: int
    deck_size: int
    hand_sizes: tuple[int, ...]
    tie_possible: bool  # the deck is empty and the hands are equal: the tie race applies

    def describe(self, names):
        who = seat_name(names, self.start_player)
        line = f"Battle {self.number}: {who} starts (deck {self.deck_size})."
        if self.tie_possible:
            other = seat_name(names, 1 - self.start_player)
            line += (f" The deck is out and both hold {self.hand_sizes[0]}: if {who} "
                     f"empties their hand and {other} does so on the next turn, it is a tie.")
        return line


@dataclass(frozen=True, slots=True)
class Deployed(Event):
    """`seat` placed `card` in `cell`; `hand_left` cards remain in that hand."""

    seat: int
    card: int
    cell: int
    hand_left: int

    def reveals_to(self, viewer):
        return viewer != self.seat

    def describe(self, names):
        line = (f"{seat_name(names, self.seat)} deploys {card_name(self.card)} to the "
                f"{_cell_name(self.cell)}")
        if self.hand_left == 0:
            return line + " (last card)."
        return line + f" ({self.hand_left} left)."


@dataclass(frozen=True, slots=True)
class TieChance(Event):
    """The tie race: `seat` placed their last card; `other` may tie on this turn."""

    seat: int
    other: int

    def describe(self, names):
        return (f"{seat_name(names, self.seat)} has placed their last card: "
                f"{seat_name(names, self.other)} ties by placing their last card now.")


@dataclass(frozen=True, slots=True)
class Retreated(Event):
    """`seat` retreats and takes the field (`cards[i]` from `cells[i]`) into hand.

    `reason`: "" voluntary (or not told), "full" the grid was full, "empty" no card in
    hand, "blocked" no card fitted (told to the retreater only). `hand_size` is the
    hand after taking the field; `to_discard` cards must then be discarded."""

    seat: int
    cells: tuple[int, ...]
    cards: tuple[int, ...]
    reason: str
    hand_size: int
    to_discard: int

    def for_viewer(self, viewer):
        if self.reason == BLOCKED and viewer != self.seat:
            return Retreated(self.seat, self.cells, self.cards, VOLUNTARY, self.hand_size,
                             self.to_discard)
        return self

    def describe(self, names):
        who = seat_name(names, self.seat)
        why = {FULL: " (the field is full)", EMPTY_HAND: " (no card in hand)",
               BLOCKED: " (no card fits)"}.get(self.reason, "")
        plural = "card" if len(self.cards) == 1 else "cards"
        line = f"{who} retreats{why} and takes {len(self.cards)} {plural} from the field"
        if self.to_discard:
            return line + f"; {who} must discard {self.to_discard}."
        return line + "."


@dataclass(frozen=True, slots=True)
class Drew(Event):
    """`seat` draws `count` cards from the deck (`cards` only for that seat)."""

    seat: int
    count: int
    cards: tuple[int, ...] | None
    deck_size: int  # left after the draw

    def for_viewer(self, viewer):
        return self if viewer == self.seat else Drew(self.seat, self.count, None,
                                                     self.deck_size)

    def reveals_to(self, viewer):
        return viewer == self.seat

    def describe(self, names):
        who = seat_name(names, self.seat)
        what = f": {_names(self.cards)}" if self.cards is not None else ""
        plural = "card" if self.count == 1 else "cards"
        left = "the deck is now empty" if self.deck_size == 0 else f"{self.deck_size} left"
        return f"{who} draws {self.count} {plural}{what} ({left})."


@dataclass(frozen=True, slots=True)
class Discarded(Event):
    """`seat` discards a card face down (`card` only for that seat); `left` still to go."""

    seat: int
    card: int | None
    left: int

    def for_viewer(self, viewer):
        return self if viewer == self.seat else Discarded(self.seat, None, self.left)

    def describe(self, names):
        what = card_name(self.card) if self.card is not None else "a card"
        return f"{seat_name(names, self.seat)} discards {what} face down."


@dataclass(frozen=True, slots=True)
class TieOffered(Event):
    seat: int

    def describe(self, names):
        return f"{seat_name(names, self.seat)} offers a tie."


@dataclass(frozen=True, slots=True)
class TieAnswered(Event):
    seat: int
    accepted: bool

    def describe(self, names):
        verb = "accepts" if self.accepted else "declines"
        return f"{seat_name(names, self.seat)} {verb} the tie."


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    """One game is decided (in a match, more may follow).

    `reason`: "emptied", "tie" (the tie race), "resigned", "agreed", "standstill".
    `points` is what this game scored per seat, `match_score` the totals after it,
    `next_start` the start player of the next game of the match (-1 when none follows)."""

    number: int
    winners: tuple[int, ...]
    reason: str
    points: tuple[float, ...]
    match_score: tuple[float, ...]
    next_start: int
    match: bool

    def describe(self, names):
        game = f"game {self.number}" if self.match else "the game"
        if len(self.winners) == 1:
            who = seat_name(names, self.winners[0])
            why = {EMPTIED: " by using up their hand", RESIGNED: " by resignation"}.get(
                self.reason, "")
            line = f"{who} wins {game}{why}."
        else:
            how = {AGREED: "by agreement",
                   STANDSTILL: f"({STANDSTILL_LIMIT} battles in a row without a discard)",
                   }.get(self.reason, "(both emptied their hands)")
            line = f"{game[0].upper()}{game[1:]} is a tie {how}."
        if self.match:
            score = ", ".join(f"{seat_name(names, s)} {_points(p)}"
                              for s, p in enumerate(self.match_score))
            line += f" Match score: {score}."
            if self.next_start >= 0:
                line += f" {seat_name(names, self.next_start)} starts the next game."
        return line


def _points(value: float) -> str:
    return str(int(value)) if value == int(value) else f"{value:g}"


EVENT_TYPES = (Shuffled, GameStarted, Dealt, BattleStarted, Deployed, TieChance, Retreated,
               Drew, Discarded, TieOffered, TieAnswered, Resigned, GameEnded, GameOver)


# -- the state ----------------------------------------------------------------------


class FieldState(State):
    """A position of The Fool's Field (a single game, or a match of games).

    Cards are ints 0-22; hands and discard piles are bitmasks (bit c = card c); the
    deck is a list with its top card last; the field a list of 9 cells (-1 empty).
    Build test positions with `FieldState.from_position`.
    """

    __slots__ = (
        "game", "num_players", "match", "phase", "turn", "start", "game_start", "battle",
        "field", "occupied", "frontier", "allow", "hands", "hand_n", "deck", "discards",
        "discard_n", "to_discard", "tie_battle", "tie_reply", "offered", "standstill", "known",
        "records", "score", "results", "final",
    )

    def __init__(self, game: Game, match: bool = False, start_player: int = 0):
        self.game = game
        self.num_players = 2
        self.match = match
        self.phase = SHUFFLE
        self.turn = start_player
        self.start = start_player       # start player of the battle
        self.game_start = start_player  # of the game (of the next one while shuffling)
        self.battle = 0
        self.field = [-1] * 9
        self.occupied = 0       # bitmask of the filled cells
        self.frontier = 0       # bitmask of the cells a card may go to (touching a card)
        self.allow = [ALL_MASK] * 9  # per cell: the cards whose sides fit its neighbours
        self.hands = [0, 0]
        self.hand_n = [0, 0]
        self.deck = list(reversed(CARDS))  # unshuffled until the chance step
        self.discards = [0, 0]
        self.discard_n = [0, 0]
        self.to_discard = 0
        self.tie_battle = False
        self.tie_reply = False
        self.offered = False    # the player deciding has offered a tie since their last move
        self.standstill = 0     # battles in a row ended, with the deck empty, without a discard
        # Public knowledge: per seat, the cards taken from the field at a retreat and not
        # placed since (in that hand or that discard pile), and per retreat a record
        # [cards discarded after it, cap, cohort mask] for sample_state (see view.py).
        self.known = [0, 0]
        self.records: list[list[list[int]]] = [[], []]
        self.score = [0.0, 0.0]
        self.results: list[tuple[float, float]] = []
        self.final: tuple[int, ...] = ()

    # -- building positions -----------------------------------------------------------

    @classmethod
    def from_position(cls, hands, field=(), deck=None, discards=((), ()), *,
                      to_move: int | None = None, start_player: int = 0,
                      game_start: int | None = None, phase: str = "play",
                      tie_battle: bool = False, tie_reply: bool = False,
                      known=((), ()), standstill: int = 0, match: bool = False,
                      match_score=(0.0, 0.0), results=(), battle: int = 1,
                      game=None) -> FieldState:
        """A position in the middle of a game, for tests and tutorials.

        - `hands`: the two hands (iterables of cards).
        - `field`: a mapping {cell: card} or a sequence of 9 cells (None or -1 empty).
          Cells are 0-8 row by row from the upper left; 4 is the centre.
        - `deck`: the deck, top card first; None puts every card not elsewhere in it,
          lowest first.
        - `discards`: the two discard piles.
        - `start_player`: of the battle; `game_start`: of the game (default the same).
        - `to_move`: the seat to move. In the play phase it follows from the
          alternation (the start player when the field holds an even number of cards,
          the other seat otherwise) and may be left out; in the discard phase it is
          the seat that retreated.
        - `phase`: "play", or "discard" (the seat to move has retreated and holds more
          than 6 cards; it discards down to 6).
        - `tie_battle`: whether this battle started after the deck ran out with equal
          hands (the tie race applies to it; the deck must be empty).
        - `tie_reply`: the tie race is on: the start player has just emptied their hand
          and the seat to move may tie with its last card (implies `tie_battle`).
        - `known`: per seat, cards publicly known to be in that hand or discard pile.
        - `standstill`: battles in a row that ended, with the deck empty, without a
          discard (at STANDSTILL_LIMIT the game is a tie).
        - `match`, `match_score`, `results`: match mode and its progress.
        Every one of the 23 cards must be in exactly one place, and the position must be
        one that can arise in play (a legal field, at most 6 cards in a hand outside the
        discard phase, the mover given by the alternation); ValueError otherwise.
        """
        from games import REGISTRY

        state = cls(game or REGISTRY["fools_field"], match=match)
        hands = [list(h) for h in hands]
        discards = [list(d) for d in discards]
        cells = [-1] * 9
        if isinstance(field, dict):
            for cell, card in field.items():
                cells[cell] = card
        else:
            for cell, card in enumerate(field):
                cells[cell] = -1 if card is None else card
        placed = [c for c in cells if c >= 0]
        elsewhere = [c for zone in (*hands, *discards, placed) for c in zone]
        if deck is None:
            deck = [c for c in CARDS if c not in set(elsewhere)]
        deck = list(deck)
        everything = elsewhere + deck
        if sorted(everything) != list(CARDS):
            raise ValueError("every one of the 23 cards must be in exactly one place")
        if placed and cells[CENTRE] < 0:
            raise ValueError("a field with cards must have a card in the centre")
        for cell, card in enumerate(cells):
            if card < 0:
                continue
            if cell != CENTRE and all(cells[other] < 0 for other, _ in NEIGHBOURS[cell]):
                raise ValueError(f"the card in cell {cell} touches no other card")
            for other, side in NEIGHBOURS[cell]:
                if cells[other] >= 0 and not matches(SIDES[card][side],
                                                     SIDES[cells[other]][OPPOSITE[side]]):
                    raise ValueError(f"the cards in cells {cell} and {other} do not match")
        if phase not in ("play", "discard"):
            raise ValueError("phase is 'play' or 'discard'")
        for seat in (0, 1):
            if not set(known[seat]) <= set(hands[seat]) | set(discards[seat]):
                raise ValueError("known cards must be in that seat's hand or discard pile")
        if start_player not in (0, 1) or game_start not in (None, 0, 1) \
                or to_move not in (None, 0, 1):
            raise ValueError("seats are 0 and 1")
        by_turns = start_player if len(placed) % 2 == 0 else 1 - start_player
        if phase == "play":
            if to_move is not None and to_move != by_turns:
                raise ValueError("turns alternate from the start player: with "
                                 f"{len(placed)} cards on the field seat {by_turns} moves")
            to_move = by_turns
            if any(len(h) > HAND_SIZE for h in hands):
                raise ValueError("a hand holds at most 6 cards outside the discard phase")
        elif to_move is None:
            raise ValueError("give the seat that discards as to_move")
        elif len(hands[1 - to_move]) > HAND_SIZE:
            raise ValueError("the player who did not retreat holds at most 6 cards")
        if (tie_battle or tie_reply) and deck:
            raise ValueError("the tie race needs an empty deck")
        if tie_reply and (phase != "play" or hands[start_player]
                          or len(hands[1 - start_player]) != 1):
            raise ValueError("the tie race is on only when the start player has emptied "
                             "their hand and the other holds one card")
        state._set_position(
            hands=[mask_of(h) for h in hands], field=cells, deck=list(reversed(deck)),
            discards=[mask_of(d) for d in discards], turn=to_move, start=start_player,
            game_start=start_player if game_start is None else game_start, battle=battle,
            phase=DISCARD if phase == "discard" else PLAY, tie_reply=tie_reply,
            offered=False, known=[mask_of(k) for k in known], score=list(match_score),
            results=[tuple(r) for r in results], standstill=standstill)
        if state.phase == DISCARD:
            state.to_discard = state.hand_n[to_move] - HAND_SIZE
            if state.to_discard <= 0 or placed:
                raise ValueError("a discard phase needs an empty field and more than 6 cards")
        state.tie_battle = tie_battle or tie_reply
        for seat in (0, 1):
            # One retreat record (see view.py) holding what is publicly known; the seat
            # discarding after a retreat always has one.
            if (state.known[seat] or state.discard_n[seat]
                    or (state.phase == DISCARD and seat == to_move)):
                state.records[seat] = [[state.discard_n[seat], state._anon(seat),
                                        state.known[seat]]]
        return state

    def _set_position(self, *, hands, field, deck, discards, turn, start, game_start,
                      battle, phase, tie_reply, offered, known, score, results,
                      to_discard=0, tie_battle=False, standstill=0, records=None, final=()):
        """Set every field from plain data and recompute what derives from it."""
        self.hands = list(hands)
        self.hand_n = [h.bit_count() for h in hands]
        self.discards = list(discards)
        self.discard_n = [d.bit_count() for d in discards]
        self.deck = deck
        self.turn = turn
        self.start = start
        self.game_start = game_start
        self.battle = battle
        self.phase = phase
        self.tie_reply = tie_reply
        self.tie_battle = tie_battle
        self.offered = offered
        self.standstill = standstill
        self.to_discard = to_discard
        self.known = list(known)
        self.records = records if records is not None else [[], []]
        self.score = list(score)
        self.results = list(results)
        self.final = tuple(final)
        self.field = [-1] * 9
        self.occupied = 0
        self.frontier = 1 << CENTRE
        self.allow = [ALL_MASK] * 9
        for cell, card in enumerate(field):
            if card >= 0:
                self._put(card, cell)

    # -- the contract -----------------------------------------------------------------

    def to_move(self) -> int:
        return CHANCE if self.phase == SHUFFLE else self.turn

    def is_over(self) -> bool:
        return self.phase == OVER

    def scores(self) -> list[float]:
        return list(self.score)

    def winners(self) -> list[int]:
        return list(self.final) if self.phase == OVER else []

    def chance_action(self, rng) -> Shuffle:
        return random_shuffle(rng, NUM_CARDS)

    def legal_actions(self) -> list:
        phase = self.phase
        if phase == PLAY:
            hand = self.hands[self.turn]
            out: list = []
            extend = out.extend
            allow = self.allow
            f = self.frontier
            while f:
                low = f & -f
                cell = low.bit_length() - 1
                f ^= low
                m = allow[cell] & hand
                if m:
                    table = DEPLOY_BYTES[cell]
                    extend(table[0][m & 255])
                    if m > 255:
                        extend(table[1][m >> 8 & 255])
                        extend(table[2][m >> 16])
            if not self.tie_reply and (self.occupied or not hand):
                out.append(RETREAT)
            if not self.offered:
                out.append(OFFER_TIE)
            out.append(RESIGN)
            return out
        if phase == DISCARD:
            hand = self.hands[self.turn]
            out = [*DISCARD_BYTES[0][hand & 255], *DISCARD_BYTES[1][hand >> 8 & 255],
                   *DISCARD_BYTES[2][hand >> 16]]
            if not self.offered:
                out.append(OFFER_TIE)
            out.append(RESIGN)
            return out
        if phase == OFFER:
            return [ACCEPT_TIE, DECLINE_TIE, RESIGN]
        return []

    def why_illegal(self, action) -> str | None:
        phase = self.phase
        if phase == OVER:
            return "The game is over."
        if phase == SHUFFLE:
            return shuffle_problem(action, NUM_CARDS)
        kind = type(action)
        if kind is Resign:
            return None
        if phase == OFFER:
            if kind is AcceptTie or kind is DeclineTie:
                return None
            return "Your opponent offers a tie: accept it or decline it first."
        if kind is OfferTie:
            return "You have already offered a tie this turn." if self.offered else None
        if kind is AcceptTie or kind is DeclineTie:
            return "Nobody is offering a tie."
        seat = self.turn
        if phase == DISCARD:
            if kind is Discard:
                card = _index(action.card, NUM_CARDS)
                if card is None or not self.hands[seat] >> card & 1:
                    return "Discard a card from your hand."
                return None
            return (f"After a retreat you hold more than 6 cards: discard "
                    f"{self.to_discard} more face down first.")
        if kind is Deploy:
            return self._deploy_problem(seat, action.card, action.cell)
        if kind is Retreat:
            if self.tie_reply:
                return ("Your opponent has used up their hand: you can only tie by placing "
                        "your last card now.")
            if not self.occupied and self.hands[seat]:
                return "The start player opens the battle by placing a card in the centre."
            return None
        if kind is Discard:
            return "You discard only after a retreat, when you hold more than 6 cards."
        if kind is Shuffle:
            return "The cards have already been shuffled and dealt."
        return "That is not a move of The Fool's Field: deploy a card or retreat."

    def _deploy_problem(self, seat: int, card, cell) -> str | None:
        # The fast path: the card is in hand, the cell touches the field and its
        # neighbours admit the card (or this is the opening card, in the centre).
        if (type(card) is int and type(cell) is int and 0 <= card < NUM_CARDS
                and 0 <= cell < 9 and self.hands[seat] >> card & 1
                and (self.allow[cell] >> card & 1 and self.frontier >> cell & 1
                     if self.occupied else cell == CENTRE)):
            return None
        if type(card) is not int or type(cell) is not int:
            as_card, as_cell = _index(card, NUM_CARDS), _index(cell, 9)
            if as_card is not None and as_cell is not None:
                return self._deploy_problem(seat, as_card, as_cell)
        if not is_card(card):
            return "Choose a Soldier card from your hand."
        if type(cell) is not int or not 0 <= cell < 9:
            return "Choose one of the nine cells of the field."
        if not self.hands[seat] >> card & 1:
            return "That card is not in your hand."
        if not self.occupied:
            if cell != CENTRE:
                return "The first card of a battle goes in the centre of the field."
            return None
        if self.field[cell] >= 0:
            return "That cell is already taken."
        if not self.frontier >> cell & 1:
            return ("A card must touch a card already on the field, side to side "
                    "(corners do not count).")
        sides = SIDES[card]
        for other, side in NEIGHBOURS[cell]:
            neighbour = self.field[other]
            if neighbour >= 0:
                facing = SIDES[neighbour][OPPOSITE[side]]
                if not matches(sides[side], facing):
                    return (f"Its {SIDE_NAMES[side]} side ({SYMBOL_NAMES[sides[side]]}) "
                            f"would face a {SYMBOL_NAMES[facing]}: touching sides must be "
                            f"Sword to Sword or Shield to Flower.")
        return None

    def _apply(self, action) -> list[Event]:
        kind = type(action)
        if kind is Deploy:
            card, cell = action.card, action.cell
            if type(card) is not int or type(cell) is not int:  # equal to a legal one
                card, cell = int(card), int(cell)
            return self._deploy(card, cell)
        if kind is Retreat:
            return self._retreat()
        if kind is Discard:
            card = action.card
            return self._discard(card if type(card) is int else int(card))
        if kind is Shuffle:
            return self._start_game(action.order)
        seat = self.turn
        if kind is Resign:
            return [Resigned(seat), *self._end_game((1 - seat,), RESIGNED)]
        if kind is OfferTie:
            self.offered = True
            self.phase = OFFER
            self.turn = 1 - seat
            return [TieOffered(seat)]
        if kind is AcceptTie:
            return [TieAnswered(seat, True), *self._end_game((0, 1), AGREED)]
        # DeclineTie: back to the offerer's decision.
        self.phase = DISCARD if self.to_discard else PLAY
        self.turn = 1 - seat
        return [TieAnswered(seat, False)]

    # -- moves ------------------------------------------------------------------------

    def _put(self, card: int, cell: int) -> None:
        self.field[cell] = card
        bit = 1 << cell
        self.occupied |= bit
        self.frontier &= ~bit
        fits = FITS[card]
        field = self.field
        allow = self.allow
        for other, side in NEIGHBOURS[cell]:
            if field[other] < 0:
                allow[other] &= fits[side]
                self.frontier |= 1 << other

    def _anon(self, seat: int) -> int:
        """How many cards of the seat's hand and discards are not publicly known."""
        return self.hand_n[seat] + self.discard_n[seat] - self.known[seat].bit_count()

    def _deploy(self, card: int, cell: int) -> list[Event]:
        seat = self.turn
        bit = 1 << card
        self.hands[seat] ^= bit
        self.hand_n[seat] -= 1
        self._put(card, cell)
        self.offered = False
        if self.known[seat] & bit:
            self.known[seat] ^= bit
            for record in self.records[seat]:
                record[2] &= ~bit
        elif self.records[seat]:
            anon = self._anon(seat)
            for record in self.records[seat]:
                if record[1] > anon:
                    record[1] = anon
        left = self.hand_n[seat]
        events: list[Event] = [Deployed(seat, card, cell, left)]
        other = 1 - seat
        if left == 0 and not self.deck:
            if self.tie_reply:
                events += self._end_game((0, 1), TIE_RACE)
            elif self.tie_battle and seat == self.start and self._can_tie(other):
                self.tie_reply = True
                self.turn = other
                events.append(TieChance(seat, other))
            else:
                events += self._end_game((seat,), EMPTIED)
            return events
        self.turn = other
        return events

    def _can_tie(self, seat: int) -> bool:
        """Whether `seat` can place the last card of its hand now."""
        hand = self.hands[seat]
        if self.hand_n[seat] != 1:
            return False
        f = self.frontier
        while f:
            low = f & -f
            if self.allow[low.bit_length() - 1] & hand:
                return True
            f ^= low
        return False

    def _retreat(self) -> list[Event]:
        seat = self.turn
        other = 1 - seat
        cells = tuple(c for c in range(9) if self.field[c] >= 0)
        cards = tuple(self.field[c] for c in cells)
        if len(cells) == 9:
            reason = FULL
        elif not self.hands[seat]:
            reason = EMPTY_HAND
        elif not self._has_deploy(seat):
            reason = BLOCKED
        else:
            reason = VOLUNTARY
        mask = mask_of(cards)
        deck_was_empty = not self.deck
        self.hands[seat] |= mask
        self.hand_n[seat] += len(cards)
        self.known[seat] |= mask
        self.records[seat].append([0, self._anon(seat), mask])
        self.field = [-1] * 9
        self.occupied = 0
        self.offered = False
        self.to_discard = max(0, self.hand_n[seat] - HAND_SIZE)
        events: list[Event] = [Retreated(seat, cells, cards, reason, self.hand_n[seat],
                                         self.to_discard)]
        count = min(max(0, HAND_SIZE - self.hand_n[other]), len(self.deck))
        if count:
            drawn = tuple(self.deck.pop() for _ in range(count))
            self.hands[other] |= mask_of(drawn)
            self.hand_n[other] += count
            events.append(Drew(other, count, drawn, len(self.deck)))
        if self.to_discard:
            self.phase = DISCARD
            self.standstill = 0
        elif deck_was_empty and self.standstill + 1 >= STANDSTILL_LIMIT:
            self.standstill += 1
            events += self._end_game((0, 1), STANDSTILL)
        else:
            self.standstill = self.standstill + 1 if deck_was_empty else 0
            events.append(self._start_battle(other))
        return events

    def _has_deploy(self, seat: int) -> bool:
        hand = self.hands[seat]
        f = self.frontier
        while f:
            low = f & -f
            if self.allow[low.bit_length() - 1] & hand:
                return True
            f ^= low
        return False

    def _discard(self, card: int) -> list[Event]:
        seat = self.turn
        bit = 1 << card
        self.hands[seat] ^= bit
        self.hand_n[seat] -= 1
        self.discards[seat] |= bit
        self.discard_n[seat] += 1
        self.records[seat][-1][0] += 1
        self.to_discard -= 1
        self.offered = False
        events: list[Event] = [Discarded(seat, card, self.to_discard)]
        if not self.to_discard:
            events.append(self._start_battle(1 - seat))
        return events

    def _start_battle(self, start: int) -> BattleStarted:
        self.battle += 1
        self.start = self.turn = start
        self.phase = PLAY
        self.frontier = 1 << CENTRE
        self.allow = [ALL_MASK] * 9
        self.tie_battle = not self.deck and self.hand_n[0] == self.hand_n[1]
        self.tie_reply = False
        self.offered = False
        return BattleStarted(self.battle, start, len(self.deck), tuple(self.hand_n),
                             self.tie_battle)

    def _start_game(self, order) -> list[Event]:
        start = self.game_start
        deck = ordered(CARDS, order)
        deck.reverse()  # the top card (first of the shuffled order) last, for pop()
        hands = ([], [])
        for i in range(2 * HAND_SIZE):
            hands[start if i % 2 == 0 else 1 - start].append(deck.pop())
        self._set_position(
            hands=[mask_of(hands[0]), mask_of(hands[1])], field=(), deck=deck,
            discards=[0, 0], turn=start, start=start, game_start=start, battle=0,
            phase=PLAY, tie_reply=False, offered=False, known=[0, 0], score=self.score,
            results=self.results)
        number = len(self.results) + 1
        return [Shuffled("deck", NUM_CARDS),
                GameStarted(number, start, self.match, tuple(self.score)),
                Dealt(start, HAND_SIZE, (tuple(hands[0]), tuple(hands[1])), len(deck)),
                self._start_battle(start)]

    def _end_game(self, winners: tuple[int, ...], reason: str) -> list[Event]:
        if len(winners) == 2:
            if self.match:
                points = [0.5, 0.5]
                points[self.start] = 1.0
            else:
                points = [0.5, 0.5]
            next_start = 1 - self.start
        else:
            points = [0.0, 0.0]
            points[winners[0]] = 1.0
            next_start = 1 - winners[0]
        self.score = [s + p for s, p in zip(self.score, points)]
        self.results.append((points[0], points[1]))
        number = len(self.results)
        self.tie_reply = False
        self.offered = False
        events: list[Event] = []
        if self.match and max(self.score) < WINS_NEEDED:
            self.phase = SHUFFLE
            self.game_start = next_start
            events.append(GameEnded(number, winners, reason, tuple(points), tuple(self.score),
                                    next_start, True))
            return events
        self.phase = OVER
        if self.match:
            best = max(self.score)
            self.final = tuple(s for s in (0, 1) if self.score[s] == best)
        else:
            self.final = winners
        events.append(GameEnded(number, winners, reason, tuple(points), tuple(self.score),
                                -1, self.match))
        events.append(GameOver(self.final, tuple(self.score)))
        return events

    # -- views and copies -------------------------------------------------------------

    def view(self, seat: int | None) -> FieldView:
        return make_view(self, seat)

    def clone(self) -> FieldState:
        other = FieldState.__new__(FieldState)
        other.game = self.game
        other.num_players = 2
        other.match = self.match
        other.phase = self.phase
        other.turn = self.turn
        other.start = self.start
        other.game_start = self.game_start
        other.battle = self.battle
        other.field = self.field[:]
        other.occupied = self.occupied
        other.frontier = self.frontier
        other.allow = self.allow[:]
        other.hands = self.hands[:]
        other.hand_n = self.hand_n[:]
        other.deck = self.deck[:]
        other.discards = self.discards[:]
        other.discard_n = self.discard_n[:]
        other.to_discard = self.to_discard
        other.tie_battle = self.tie_battle
        other.tie_reply = self.tie_reply
        other.offered = self.offered
        other.standstill = self.standstill
        other.known = self.known[:]
        other.records = [[r[:] for r in rs] for rs in self.records]
        other.score = self.score[:]
        other.results = self.results[:]
        other.final = self.final
        return other


# -- the game -----------------------------------------------------------------------

def _unwrap(text: str) -> str:
    """Join the indented continuation lines of the source to their line (the markup
    takes one line per bullet)."""
    lines: list[str] = []
    for line in text.splitlines():
        if line.startswith("  ") and lines:
            lines[-1] += " " + line.strip()
        else:
            lines.append(line)
    return "\n".join(lines) + "\n"


RULES_TEXT = _unwrap("""\
# The Fool's Field

Two kings deploy Soldiers on the field between them. **The first player to use up their hand,
  once the deck has run out, wins.**

## The cards
- 23 Soldier cards, each with a Sword, Shield or Flower on each of its four sides. Every card is
  different: 4 Shields; 1 Sword and 3 Shields (4 cards); 2 Swords and 2 Shields (6); 3 Swords
  and 1 Shield (4); 4 Swords; 2 Flowers and 2 Shields (6); 4 Flowers.
- Cards are never turned: the index is always at the top. A card's name lists its sides that are
  not Shields ("Swords top & left").

## Setup
- The loser of the previous game is the start player (for the first game, choose in the options).
- The cards are shuffled into a face-down deck. Starting with the start player, each player
  draws 6 cards, one at a time, alternately.

## A battle
- The start player places a card from hand in the **centre** of the field. Then the other player
  moves, and the players take turns.
- On your turn, **deploy** or **retreat**.
- **Deploy**: put a card from your hand, without turning it, in an empty cell of the 3x3 grid
  around the centre card. It must touch at least one card side to side, and **every side that
  touches a card must face a matching side**: Sword against Sword, or Shield against Flower.
  Sword-Shield, Sword-Flower, Shield-Shield and Flower-Flower may not touch.
- **Retreat**: take every card of the field into your hand, then discard face down, one by one
  and your choice, until you hold 6. Your opponent draws from the deck until they hold 6, as far
  as the deck lasts. The battle ends, and **the player who did not retreat starts the next
  battle**.
- If you cannot deploy any card, you must retreat. You may also retreat when a card would fit.

## The end
- Once the deck is empty, nobody draws any more, and the first player to place the last card of
  their hand wins.
- Tie: if a battle starts after the deck ran out with both hands the same size, and the start
  player places their last card, the other player has one more turn: placing their last card too
  ties the game; otherwise the start player wins.
- You may resign at any time, and both players may agree a tie at any time: offer a tie, and your
  opponent accepts or declines.

## Match (option)
- The first player to win 2 games wins the match. A tie counts as a win for the start player and
  half a win for the other. The loser of a game starts the next one.

# Rulings
- Every side that touches a card must match it; the first card of a battle goes to the centre
  with no condition.
- The 3x3 grid is fixed around the centre card. When all 9 cells are taken, the next player must
  retreat.
- The start player of the first game is set in the options (Seat 1 unless you choose otherwise).
  When you play again, choose the loser of the last game. In a match this is done for you.
- The start player must open a battle in the centre; retreating from an empty field is not a
  move. Once a card is on the field you may retreat on any turn, even when a card would fit.
- Your opponent draws at once when you retreat; you then choose your discards. The Discard Area
  is one face-down pile; everyone sees how many cards each player discards.
- Placing your last card while the deck still has cards does not win, and you draw nothing then:
  with an empty hand you must retreat on your next turn, unless your opponent retreats first (then
  you draw up to 6).
- A battle "starts after the deck ran out" when the deck is empty at its start (it may have run
  out in the draw that ended the battle before). The tie's "start player" is the start player of
  that battle.
- In the tie race the other player may only place their last card (or concede); with no cell for
  it, they lose at once.
- A tie in a match, by the tie race or by agreement, scores 1 for the start player of the battle
  being played and half for the other; the player who scored the half starts the next game. If
  both reach 2 at once, the higher total wins the match; equal totals share it.
- "At any time" means at any of your decisions: your turn, your discards, or your answer to a tie
  offer. Resigning gives up the current game (in a match, the next game goes on).
- A tie offer is answered by the other player; after a refusal, make a move before offering
  again. A computer player answers offers itself (it usually declines) and never offers one.
- Standstill: once the deck is empty, if 20 battles in a row end without a discard, the game
  cannot progress and is a tie (scored like any tie in a match).
- The opponent sees that you retreated, not whether a card could have been placed (a full field
  or an empty hand is told to both). Cards you took from the field stay known to both players
  until placed again; your discards are face down, so your opponent never knows which of them
  you kept.
""")


class FoolsFieldGame(Game):
    id = "fools_field"
    title = "The Fool's Field"
    title_ja = "愚者の園"
    pitch = ("Deploy four-sided Soldiers on a 3\u00d73 field so that every side meets its "
             "match, or retreat and regroup. First to empty their hand wins.")
    min_players = 2
    max_players = 2
    rules_version = 1
    options = (
        Option("match", "Match: first to 2 wins", False,
               help="Play games until one player has won 2. A tie counts 1 for the start "
                    "player and a half for the other; the loser starts the next game."),
        Option("start_player", "Start player", 0, choices=(0, 1),
               labels=("Seat 1", "Seat 2"),
               help="Who starts the (first) game. The rulebook: any way you like, but the "
                    "loser of the previous game starts the next one."),
    )
    action_types = (Shuffle, Deploy, Retreat, Discard, OfferTie, AcceptTie, DeclineTie,
                    Resign)
    event_types = EVENT_TYPES
    view_type = FieldView
    rules_text = RULES_TEXT

    def new_state(self, num_players: int = 2, options: dict | None = None) -> FieldState:
        resolved = self.check_new(num_players, options)
        return FieldState(self, match=resolved["match"], start_player=resolved["start_player"])

    def next_game_options(self, state: FieldState, options: dict) -> dict:
        """The loser of the previous game (or match) starts the next one; after a tie
        nobody lost, and the start player stays."""
        options = dict(options)
        winners = state.winners()
        if state.is_over() and len(winners) == 1:
            options["start_player"] = 1 - winners[0]
        return options

    def sample_state(self, view: FieldView, rng) -> FieldState:
        return sample_state(self, view, rng)
