"""The state of The Fool's Field: the engine contract (DESIGN.md section 2), explicit
positions for tests (`FieldState.from_position`), and a hand-written clone.

The rules themselves live in the modules named after them: setup.py (the deal, a
battle's start), deployment.py, retreat.py and end.py (the last card, the tie race, the
repetition tie, concessions, the match). This file says which of them answers a given
action and keeps the position.
"""

from __future__ import annotations

from engine.actions import Shuffle, random_shuffle, shuffle_problem
from engine.core import CHANCE, Game, State
from games.fools_field.actions import (
    ACCEPT_TIE,
    DECLINE_TIE,
    DEPLOY_BYTES,
    DISCARD_BYTES,
    OFFER_TIE,
    RESIGN,
    RETREAT,
    AcceptTie,
    DeclineTie,
    Deploy,
    Discard,
    OfferTie,
    Resign,
    Retreat,
)
from games.fools_field.cards import (
    ALL_MASK,
    CARDS,
    CENTRE,
    NEIGHBOURS,
    NUM_CARDS,
    OPPOSITE,
    SIDES,
    cell_name,
    lies_as,
    mask_of,
    matches,
)
from games.fools_field.deployment import deploy, deploy_problem, has_deploy, put
from games.fools_field.end import answer_tie, last_card_placed, offer_tie, resign, start_key
from games.fools_field.retreat import discard, retreat
from games.fools_field.setup import HAND_SIZE, start_game
from games.fools_field.view import (
    DISCARD,
    OFFER,
    OVER,
    PLAY,
    SHUFFLE,
    FieldView,
    make_view,
)

# phase_name(): the part of the rules in force, one per `# Heading` of the rules text
# (rules.RULES_SECTIONS maps each to its heading).
SETUP, DEPLOYMENT, FORCED_RETREAT, RETREAT_DISCARDS, TIE_RACE_TURN, TIE_OFFER, THE_END = (
    "setup", "deployment", "forced_retreat", "retreat", "tie_race", "tie_offer", "over")


class FieldState(State):
    """A position of The Fool's Field (a single game, or a match of games).

    Cards are ints 0-22; hands and discard piles are bitmasks (bit c = card c); the
    deck is a list with its top card last; the field two lists of 9 cells (the table's
    frame, see cards.py): `field` the cards (-1 empty), `placed_by` who placed each (a
    card's top points away from its placer). Build test positions with
    `FieldState.from_position`.
    """

    __slots__ = (
        "game", "num_players", "match", "phase", "turn", "start", "game_start", "battle",
        "field", "placed_by", "occupied", "frontier", "allow", "hands", "hand_n", "deck",
        "discards", "discard_n", "to_discard", "tie_battle", "tie_reply", "offered", "starts",
        "known", "records", "score", "results", "final",
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
        self.placed_by = [-1] * 9
        self.occupied = 0       # bitmask of the filled cells
        self.frontier = 0       # bitmask of the cells a card may go to (touching a card)
        # allow[9 * seat + cell]: the cards, as `seat` holds them, whose sides fit every
        # card touching `cell` (see deployment.py)
        self.allow = [ALL_MASK] * 18
        self.hands = [0, 0]
        self.hand_n = [0, 0]
        self.deck = list(reversed(CARDS))  # unshuffled until the chance step
        self.discards = [0, 0]
        self.discard_n = [0, 0]
        self.to_discard = 0
        self.tie_battle = False
        self.tie_reply = False
        self.offered = False    # the player deciding has offered a tie since their last move
        # The battle starts (end.start_key) since the deck ran out or the last discard,
        # for the repetition tie; a tuple, so a clone shares it.
        self.starts: tuple[int, ...] = ()
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
                      placed_by=None, to_move: int | None = None, start_player: int = 0,
                      game_start: int | None = None, phase: str = "play",
                      tie_battle: bool = False, tie_reply: bool = False,
                      known=((), ()), match: bool = False, match_score=(0.0, 0.0),
                      results=(), battle: int = 1, game=None) -> FieldState:
        """A position in the middle of a game, for tests and tutorials.

        - `hands`: the two hands (iterables of cards).
        - `field`: a mapping {cell: card} or a sequence of 9 cells (None or -1 empty).
          Cells are numbered in the table's frame: 0-8 row by row from the upper left as
          seat 0 sees the field (seat 1 sits across, beyond row 0); 4 is the centre. A
          card may be given as (card, seat): the seat that placed it, whose side its top
          points away from.
        - `placed_by`: who placed the field's cards, a mapping {cell: seat} or a sequence
          of 9, for the cards given alone. When neither says, the alternation decides
          where it can: the centre card is the start player's (they open every battle)
          and, with two cards on the field, the other one the other seat's; with more
          cards, say who placed each (ValueError otherwise).
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
        - `match`, `match_score`, `results`: match mode and its progress.
        Every one of the 23 cards must be in exactly one place, and the position must be
        one that can arise in play (a legal field with the start player's card in the
        centre and each seat's share of the cards by the alternation, at most 6 cards in
        a hand outside the discard phase, the mover given by the alternation);
        ValueError otherwise. With the deck empty and the field empty, the battle's start
        counts as the first time this start is met (for the repetition tie).
        """
        from games import REGISTRY

        if start_player not in (0, 1) or type(start_player) is not int \
                or game_start not in (None, 0, 1) or to_move not in (None, 0, 1):
            raise ValueError("seats are 0 and 1")
        state = cls(game or REGISTRY["fools_field"], match=match)
        hands = [list(h) for h in hands]
        discards = [list(d) for d in discards]
        cells, placers = _field_cells(field, placed_by, start_player)
        placed = [c for c in cells if c >= 0]
        elsewhere = [c for zone in (*hands, *discards, placed) for c in zone]
        if not all(type(c) is int for c in elsewhere):
            raise ValueError("cards are ints 0-22")
        if deck is None:
            deck = [c for c in CARDS if c not in set(elsewhere)]
        deck = list(deck)
        everything = elsewhere + deck
        if sorted(everything) != list(CARDS):
            raise ValueError("every one of the 23 cards must be in exactly one place")
        _check_field(cells, placers, start_player)
        if phase not in ("play", "discard"):
            raise ValueError("phase is 'play' or 'discard'")
        for seat in (0, 1):
            if not set(known[seat]) <= set(hands[seat]) | set(discards[seat]):
                raise ValueError("known cards must be in that seat's hand or discard pile")
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
        state.set_position(
            hands=[mask_of(h) for h in hands], field=cells, placed_by=placers,
            deck=list(reversed(deck)), discards=[mask_of(d) for d in discards], turn=to_move,
            start=start_player, game_start=start_player if game_start is None else game_start,
            battle=battle, phase=DISCARD if phase == "discard" else PLAY,
            tie_reply=tie_reply, offered=False, known=[mask_of(k) for k in known],
            score=list(match_score), results=[tuple(r) for r in results])
        if state.phase == DISCARD:
            state.to_discard = state.hand_n[to_move] - HAND_SIZE
            if state.to_discard <= 0 or placed:
                raise ValueError("a discard phase needs an empty field and more than 6 cards")
        state.tie_battle = tie_battle or tie_reply
        if state.phase == PLAY and not placed and not deck:
            state.starts = (start_key(state.hands, start_player),)
        for seat in (0, 1):
            # One retreat record (see view.py) holding what is publicly known; the seat
            # discarding after a retreat always has one.
            if (state.known[seat] or state.discard_n[seat]
                    or (state.phase == DISCARD and seat == to_move)):
                state.records[seat] = [[state.discard_n[seat], state.anonymous(seat),
                                        state.known[seat]]]
        return state

    def set_position(self, *, hands, field, placed_by, deck, discards, turn, start,
                     game_start, battle, phase, tie_reply, offered, known, score, results,
                     to_discard=0, tie_battle=False, starts=(), records=None, final=()):
        """Set every field from plain data and recompute what derives from it (the
        fitting masks): for from_position, a new game's deal and sample_state."""
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
        self.starts = tuple(starts)
        self.to_discard = to_discard
        self.known = list(known)
        self.records = records if records is not None else [[], []]
        self.score = list(score)
        self.results = list(results)
        self.final = tuple(final)
        self.field = [-1] * 9
        self.placed_by = [-1] * 9
        self.occupied = 0
        self.frontier = 1 << CENTRE
        self.allow = [ALL_MASK] * 18
        for cell, card in enumerate(field):
            if card >= 0:
                put(self, card, cell, placed_by[cell])

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

    def phase_name(self) -> str:
        """The part of the rules in force now, to open the rules at it: "setup",
        "deployment", "forced_retreat" (the mover has no card that fits), "retreat" (the
        retreating player discards), "tie_race" (the other player's one turn to tie),
        "tie_offer", "over"."""
        phase = self.phase
        if phase == PLAY:
            if self.tie_reply:
                return TIE_RACE_TURN
            return DEPLOYMENT if has_deploy(self, self.turn) else FORCED_RETREAT
        return (SETUP, DEPLOYMENT, RETREAT_DISCARDS, TIE_OFFER, THE_END)[phase]

    def rules_section(self) -> str:
        """The `# Heading` of the rules text for the phase in progress (the in-app rules
        open at it): `rules.RULES_SECTIONS` of `phase_name()`."""
        return self.game.rules_sections[self.phase_name()]

    def legal_actions(self) -> list:
        phase = self.phase
        if phase == PLAY:
            seat = self.turn
            hand = self.hands[seat]
            out: list = []
            extend = out.extend
            allow = self.allow
            base = 9 * seat
            f = self.frontier
            while f:
                low = f & -f
                cell = low.bit_length() - 1
                f ^= low
                m = allow[base + cell] & hand
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
                card = action.card
                if type(card) is not int or not 0 <= card < NUM_CARDS \
                        or not self.hands[seat] >> card & 1:
                    return "Discard a card from your hand."
                return None
            return (f"After a retreat you hold more than 6 cards: discard "
                    f"{self.to_discard} more face down first.")
        if kind is Deploy:
            return deploy_problem(self, seat, action.card, action.cell)
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

    def _apply(self, action) -> list:
        kind = type(action)
        if kind is Deploy:
            seat = self.turn
            events = deploy(self, action.card, action.cell)
            if self.hand_n[seat] == 0 and not self.deck:
                events += last_card_placed(self, seat)
            return events
        if kind is Retreat:
            return retreat(self)
        if kind is Discard:
            return discard(self, action.card)
        if kind is Shuffle:
            return start_game(self, action.order)
        if kind is Resign:
            return resign(self)
        if kind is OfferTie:
            return offer_tie(self)
        return answer_tie(self, kind is AcceptTie)

    def anonymous(self, seat: int) -> int:
        """How many cards of the seat's hand and discards are not publicly known."""
        return self.hand_n[seat] + self.discard_n[seat] - self.known[seat].bit_count()

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
        other.placed_by = self.placed_by[:]
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
        other.starts = self.starts
        other.known = self.known[:]
        other.records = [[r[:] for r in rs] for rs in self.records]
        other.score = self.score[:]
        other.results = self.results[:]
        other.final = self.final
        return other


# -- checking an explicit field --------------------------------------------------------


def _field_cells(field, placed_by, start_player: int) -> tuple[list[int], list[int]]:
    """(cards, placers) of the 9 cells from from_position's `field` and `placed_by`."""
    cells = [-1] * 9
    placers = [-1] * 9
    items = field.items() if isinstance(field, dict) else enumerate(field)
    for cell, entry in items:
        if type(cell) is not int or not 0 <= cell < 9:
            raise ValueError(f"cells are 0-8, not {cell!r}")
        if entry is None or entry == -1:
            continue
        if isinstance(entry, tuple):
            if len(entry) != 2 or entry[1] not in (0, 1) or type(entry[1]) is not int:
                raise ValueError(f"a field card is a card or (card, seat), not {entry!r}")
            entry, placers[cell] = entry
        if type(entry) is not int or not 0 <= entry < NUM_CARDS:
            raise ValueError(f"cards are ints 0-22, not {entry!r}")
        cells[cell] = entry
    if placed_by is not None:
        given = placed_by.items() if isinstance(placed_by, dict) else enumerate(placed_by)
        for cell, seat in given:
            if seat in (None, -1):
                continue
            if type(cell) is not int or not 0 <= cell < 9 or cells[cell] < 0:
                raise ValueError(f"placed_by names cell {cell!r}, which holds no card")
            if type(seat) is not int or seat not in (0, 1):
                raise ValueError(f"seats are 0 and 1, not {seat!r}")
            if placers[cell] >= 0 and placers[cell] != seat:
                raise ValueError(f"two placers given for cell {cell}")
            placers[cell] = seat
    count = sum(1 for c in cells if c >= 0)
    for cell in range(9):
        if cells[cell] >= 0 and placers[cell] < 0:
            if cell == CENTRE:
                placers[cell] = start_player
            elif count == 2:
                placers[cell] = 1 - start_player
            else:
                raise ValueError(f"say who placed the card in the {cell_name(cell)} (cell "
                                 f"{cell}): give it as (card, seat), or use placed_by")
    return cells, placers


def _check_field(cells: list[int], placers: list[int], start_player: int) -> None:
    """A field that can arise in a battle opened by `start_player`, or ValueError."""
    placed = [c for c in range(9) if cells[c] >= 0]
    if not placed:
        return
    if cells[CENTRE] < 0:
        raise ValueError("a field with cards must have a card in the centre")
    if placers[CENTRE] != start_player:
        raise ValueError("the start player opens the battle: the centre card is theirs")
    mine = sum(1 for c in placed if placers[c] == start_player)
    if mine != (len(placed) + 1) // 2:
        raise ValueError(f"turns alternate from the start player: of {len(placed)} cards "
                         f"on the field, seat {start_player} placed {(len(placed) + 1) // 2}")
    for cell in placed:
        if cell != CENTRE and all(cells[other] < 0 for other, _ in NEIGHBOURS[cell]):
            raise ValueError(f"the card in cell {cell} touches no other card")
        mine_sides = SIDES[lies_as(cells[cell], placers[cell])]
        for other, side in NEIGHBOURS[cell]:
            if cells[other] >= 0:
                theirs = SIDES[lies_as(cells[other], placers[other])]
                if not matches(mine_sides[side], theirs[OPPOSITE[side]]):
                    raise ValueError(f"the cards in cells {cell} and {other} do not match "
                                     "(each read from its placer's side)")

