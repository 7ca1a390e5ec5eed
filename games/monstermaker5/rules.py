"""Monstermaker 5 Revised (Gin'ichiro Suzuki), 2-8 players: the rules engine.

The rules (the rulebook, ../shared/rulebooks/monstermaker5.txt, with the card list and
the rulings of DESIGN.md section 7, and the readings chosen here where both are silent):

The cards (`games.monstermaker5.cards`): 64 in the stock. The Light: 7 St. Knights
(2D+2, defence 9; each has its own Jewel), 5 Warriors (2D+1/7), 4 Magicians (1D/5, cast
an attack Spell at +2) and 4 Thieves (numbers 2, 3, 3, 4). The Darkness: 7 Orcs (1D+1 x4,
1D x3, defence 5, rank 1), 6 Monsters (2D/7, rank 1), 3 Black Mages (1D/8, rank 2, cast
at +3), 3 Dark Knights (2D+3/10, rank 2), the Great Dark Knight (3D+2/12, rank 3) and the
Queen of the Darkness (2D+2/14, rank 4, casts at +3). 7 Jewels. 16 Spells: Fire Ball
(2D+2) x4, Lightning (3D) x3, Holy Light (3D+3, the Light only) x2, Storm (2D, every enemy)
x2, Shield x3, Trap x2. The Underground Jail of Darkness (2D+1, defence 12) is set aside.

Set-up: the stock is shuffled and 5 cards dealt to each player; St. Knights and Jewels
dealt go face up to their owner's field (no replacement). The first player is drawn by
lot; play goes clockwise (seat order).

A turn: (1) draw the top card (none once the stock is empty); a Jewel goes to your
field; a St. Knight to your field or to the Jail (a Darkness player must jail it).
(2) Sides: a player's side is the side of the characters on the field (one side per
field; Jewels have no side; no character: neutral). Place any number of characters of
your side (a neutral player: of one side), or first declare "Change of Heart": the
field's characters go (St. Knights to the Jail, the others to the discard pile; Jewels
stay), and then only the other side's characters may be placed this turn (none: you are
neutral). One Change of Heart a turn, before any placing. (3) One action: attack, rescue,
Thief, or strengthen (placing more, possibly none, then ending the turn). Attack, rescue
and Thief end the turn. Ending the turn is legal only with at most 5 cards in hand; an
attack or rescue made with more must commit cards from the hand until 5 are left.

Whisper of Deep: with more than 5 cards, a player who can neither place, attack, rescue
nor use a Thief must declare Change of Heart to reduce the hand (a Change of Heart made
with more than 5 cards is announced as the Whisper of Deep).
When even that cannot help (only Spells, and Thieves with nothing to go for), the player
discards one card of its choice face up and shows the whole hand to everyone; the hand
so shown stays known to all (until its cards are played; a face-down Spell from it
leaves the others unsure which Spells remain, so they forget them).

Attacking: the Light never attacks the Light; the Darkness attacks anyone; nobody
attacks a player with no card (character or Jewel) on the field. A neutral attacker
fights with the side of the characters it commits (after a Change of Heart, the other
side). A neutral defender may defend with either side against the Darkness, with the
Darkness against the Light, or commit no character: the attacker then wins at once.

A battle (`games.monstermaker5.battle`), round by round: first each other player, in
seat order from the attacker's left, may declare support for a side of its own (a
neutral player for either; a supporter keeps to one side in a battle), "before players
put cards for the turn"; then the attacker's field characters all fight, plus
characters of its side it commits from hand and at most one Spell face down; the
defender's field characters all fight, plus hand characters and a Spell; then the
declared supporters commit hand characters and/or a Spell (never two Spells on one side
in a round; never a field's cards). A declaration made for a neutral principal whose
side turns out not to be the supporter's lapses. The Spells are revealed: a Trap
springs (its caster picks an enemy character the rank rules allow; a die greater than 3
defeats it); a Shield waits. Each side rolls a die for the
initiative (ties again), every round. The sides alternate; a side with no attacker left
lets the other go on. An attack: a character that has not attacked this round (Orcs
may join it: their dice add up and each counts as having attacked), a target the rank
rules allow, and a power: its dice; the side's revealed attack Spell (once a round, by
one character, with its caster bonus); the side's Storm (once: one roll against every
enemy standing, ranks do not shield from it, the Jail only when nothing else stands);
or, when its best roll cannot reach the defence, 2 dice: 12 defeats anything, anything
else misses. A hit needs power >= defence (`attack_hits`). A St. Knight with its own
Jewel on its owner's field is +1 attacking (dice or magic) and defending. A Shield
cancels the first successful attack or magic attack on its side this round (a whole
Storm; never a Trap). Ranks: a rank-2 Darkness card may be targeted only while no rank 1
of its side stands, rank 3 only with no rank 2, the Queen only with no rank 3. The
defeated go to the discard pile (St. Knights to the Jail). A round ends when no
character is left to attack; its Spells are discarded, used or not. The battle ends when
a side has no character standing (checked after each Trap and attack), or after 10
rounds with nobody winning. A
winning attacker takes all the defender's Jewels. Survivors go to their player's field,
a supporter's to the player it helped. The side's player (attacker, defender, the Jail's
player) makes every choice of its side; a Trap's target is chosen by its caster.

Rescue and Thief: see `games.monstermaker5.rescue`. A Light player with a Mate and a
jailed St. Knight attacks the Jail with Mates only (its field's Mates all go; supporters
add Mates); the next Darkness player clockwise plays the Jail (none: the left
neighbour); Darkness (or neutral) players, the Jail's player too, may support it (the
Jail's player never supports the rescuer), and guards left by an earlier rescue stand in
front of it: the Jail is attacked only when none stands. Success: all
jailed St. Knights to the rescuer's field; the Jail stays. Otherwise the Darkness cards
that fought for it stay on it as guards. A Thief (Light or neutral, from hand, never on a
field, never fighting) goes for a Jewel on another field or one jailed St. Knight: one
die greater than its number succeeds; it is discarded either way.

The end and the winner: see `games.monstermaker5.end` (two more turns each once every
Jewel and St. Knight has left the stock; the side with 4 Jewels, its best player with the
tie-breaks; otherwise a draw shared by all). `scores()` is each player's Jewels.

Actions: `games.monstermaker5.moves`; events: `games.monstermaker5.events`. Explicit
positions for tests and tutorials come from `MonsterMakerState.from_position`.
"""

from __future__ import annotations

import random

from engine.actions import Roll, Shuffle, random_shuffle, shuffle_problem
from engine.core import CHANCE, Action, Game, IllegalAction, View
from games.monstermaker5 import battle, commit, fight, rescue, turns
from games.monstermaker5.battle import attack_hits
from games.monstermaker5.cards import (
    IS_SPELL,
    MAX_HAND,
    NEUTRAL,
    SPECIALS,
    STOCK_SIZE,
    card_name,
)
from games.monstermaker5.events import EVENT_TYPES, BattleEnded, TurnEnded
from games.monstermaker5.fields import MonsterMakerFields
from games.monstermaker5.moves import (
    ACTION_TYPES,
    KNIGHT_FIELD,
    KNIGHT_JAIL,
    KNIGHT_TO_FIELD,
    KNIGHT_TO_JAIL,
    KnightTo,
    fields_have_exact_types,
)
from games.monstermaker5.phases import (
    BATTLE_PHASES,
    CHANCE_PHASES,
    H_BATTLE,
    H_RESCUE,
    H_ROUNDS,
    H_SETUP,
    H_SIDES,
    H_SPELLS,
    H_THIEF,
    H_TURN,
    H_WHISPER,
    H_WINNER,
    PH_COMMIT,
    PH_DEAL,
    PH_INIT,
    PH_KNIGHT,
    PH_LOT,
    PH_MAIN,
    PH_OVER,
    PH_ROLL,
    PH_SUPPORT,
    PH_THIEF,
    PH_THIEF_ROLL,
    PH_TRAP,
    PH_TRAP_ROLL,
)
from games.monstermaker5.rules_text import RULES_TEXT
from games.monstermaker5.view import MonsterMakerView, make_view, sample_state

__all__ = ["MonsterMakerGame", "MonsterMakerState", "attack_hits"]

GAME_ACTIONS = frozenset(t for t in ACTION_TYPES if t not in (Shuffle, Roll))
_copy = list.copy
# The rolls of one, two and three six-sided dice, built once: playouts roll at every
# attack and every initiative (a Roll is frozen, so one object serves every state).
ROLL_1 = tuple(Roll((f,)) for f in range(1, 7))
ROLL_2 = tuple(Roll((f, g)) for f in range(1, 7) for g in range(1, 7))
ROLL_3 = tuple(Roll((f, g, h)) for f in range(1, 7) for g in range(1, 7) for h in range(1, 7))


class MonsterMakerState(MonsterMakerFields):
    """A position. Cards are ints (`games.monstermaker5.cards`); hands, fields, Jewels,
    the Jail and its guards are sorted lists; the stock is drawn from its end.

    Public attributes are read by the views and the fast rollout policy; change a state
    only through `apply` (or build one with `from_position`)."""

    __slots__ = ()  # its fields: games.monstermaker5.fields.MonsterMakerFields

    # -- construction --------------------------------------------------------------

    @classmethod
    def blank(cls, game: Game, num_players: int) -> MonsterMakerState:
        """A new game before the shuffle (its first chance step)."""
        st = cls.__new__(cls)
        n = num_players
        st.game = game
        st.num_players = n
        st.phase = PH_DEAL
        st.actor = CHANCE
        st.hands = [[] for _ in range(n)]
        st.chars = [[] for _ in range(n)]
        st.jewels = [[] for _ in range(n)]
        st.stock = list(range(STOCK_SIZE))
        st.discard = []
        st.jail = []
        st.guards = []
        st.shown = [[] for _ in range(n)]
        st.turn = 0
        st.turn_no = 0
        st.first = -1
        st.lock = NEUTRAL
        st.placed = st.changed = False
        st.drawn = st.thief = st.thief_target = st.thief_victim = -1
        st.specials_left = len(SPECIALS)
        st.end_turns = -1
        st.over = False
        st.result = (NEUTRAL, "")
        st.winner_seats = []
        st.battle = None
        st.horizon = 0  # for the AI's rollouts (evaluation.rollout_cutoff); no part of the rules
        # A determinisation for the AI's search (view.make_sampler): its moves build only
        # the events that are cheap or rare, since the search never reads them. No part
        # of the rules: every move changes the state alike.
        st.quiet = False
        st._legal = None
        return st

    @classmethod
    def from_position(cls, num_players: int, hands, fields=None, **kw) -> MonsterMakerState:
        """An explicit position (for tests, tutorials and puzzles), at the turn of `turn`:
        see `games.monstermaker5.position.from_position` for the arguments."""
        from games.monstermaker5.position import from_position

        return from_position(cls, num_players, hands, fields, **kw)

    # -- what everybody may read ---------------------------------------------------

    def forget_shown(self, seat: int, c: int) -> None:
        shown = self.shown[seat]
        if c in shown:
            shown.remove(c)

    def forget_shown_spells(self, seat: int) -> None:
        shown = self.shown[seat]
        if shown:
            self.shown[seat] = [c for c in shown if not IS_SPELL[c]]

    def finish_action(self, events: list) -> None:
        """The turn's one action (a battle or a Thief) is over: so is the turn."""
        turns.end_turn(self, events)

    def card_places(self) -> dict[int, str]:
        """Where every card of the stock is now ("stock", "hand 2", "field 0", "jewels 1",
        "jail", "guards", "discard", "battle 0", "spell 1", "thief"): for tests."""
        places: dict[int, str] = {}

        def put(cards, where):
            for c in cards:
                if c in places:
                    raise AssertionError(f"{card_name(c)} is in {places[c]} and {where}")
                places[c] = where

        put(self.stock, "stock")
        for s in range(self.num_players):
            put(self.hands[s], f"hand {s}")
            put(self.chars[s], f"field {s}")
            put(self.jewels[s], f"jewels {s}")
        put(self.jail, "jail")
        put(self.guards, "guards")
        put(self.discard, "discard")
        if self.drawn >= 0:
            put([self.drawn], "drawn")
        if self.thief >= 0:
            put([self.thief], "thief")
        b = self.battle
        if b is not None:
            for side in (0, 1):
                put([c for c in b.sides[side] if c < STOCK_SIZE], f"battle {side}")
                if b.spell[side] >= 0:
                    put([b.spell[side]], f"spell {side}")
        return places

    # -- the contract --------------------------------------------------------------

    def to_move(self) -> int:
        return self.actor

    def is_over(self) -> bool:
        return self.over

    def _dice_due(self) -> tuple[int, int]:
        """(how many faces, the highest face) of the chance step due now."""
        ph = self.phase
        if ph == PH_LOT:
            return 1, self.num_players
        if ph in (PH_THIEF_ROLL, PH_TRAP_ROLL):
            return 1, 6
        if ph == PH_INIT:
            return 2, 6
        return self.battle.ndice, 6

    def chance_action(self, rng: random.Random) -> Action:
        ph = self.phase
        if ph == PH_ROLL and not self.over:  # the commonest: an attack's dice
            count = self.battle.ndice
            rand = rng.random
            if count == 1:
                return ROLL_1[int(rand() * 6)]
            if count == 2:
                return ROLL_2[int(rand() * 6) * 6 + int(rand() * 6)]  # first die first
            if count == 3:
                return ROLL_3[int(rand() * 6) * 36 + int(rand() * 6) * 6 + int(rand() * 6)]
            return Roll(tuple([int(rand() * 6) + 1 for _ in range(count)]))
        if ph == PH_INIT and not self.over:  # every round of every battle
            rand = rng.random
            return ROLL_2[int(rand() * 6) * 6 + int(rand() * 6)]
        if ph in (PH_TRAP_ROLL, PH_THIEF_ROLL) and not self.over:  # one die
            return ROLL_1[int(rng.random() * 6)]
        if ph == PH_DEAL:
            return random_shuffle(rng, STOCK_SIZE)
        if ph not in CHANCE_PHASES or self.over:
            raise ValueError("no chance step is due")
        count, top = self._dice_due()
        return Roll(tuple([int(rng.random() * top) + 1 for _ in range(count)]))

    def legal_actions(self) -> list:
        # `_legal` is computed once per position (or set by the step that knows it, e.g.
        # commit.next_declarer) and may be a list shared between states (SUPPORT_CHOICES):
        # it is never changed, and callers get a copy.
        legal = self._legal
        if legal is None:
            legal = self._legal = LEGAL_BY_PHASE[self.phase](self)
        return legal[:]

    def _compute_legal(self) -> list:
        return LEGAL_BY_PHASE[self.phase](self)

    def apply(self, action) -> list:
        legal = self._legal
        # One of the very objects legal_actions() handed out is legal; anything else
        # (an equal action decoded from a save, a malformed one) is checked in full.
        if legal is None or all(a is not action for a in legal):
            reason = self.why_illegal(action)
            if reason is not None:
                raise IllegalAction(reason)
        return self._apply(action)

    def why_illegal(self, action) -> str | None:
        if self.over:
            return "The game is over."
        ph = self.phase
        if ph in CHANCE_PHASES:
            return self._chance_problem(action)
        if isinstance(action, (Shuffle, Roll)):
            return f"No dice are due now: player {self.actor + 1} decides."
        if type(action) not in GAME_ACTIONS:
            return f"{action!r} is not a move of Monstermaker 5."
        if not fields_have_exact_types(action):
            return (f"{action!r} is malformed: a card or a seat is a whole number, "
                    "a choice a plain word.")
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        if action in legal:
            return None
        return self._reason(action)

    def _chance_problem(self, action) -> str | None:
        ph = self.phase
        if ph == PH_DEAL:
            return shuffle_problem(action, STOCK_SIZE)
        count, top = self._dice_due()
        what = "the lot for the first player must be drawn" if ph == PH_LOT \
            else "the dice must be rolled"
        if not isinstance(action, Roll):
            return f"Not yet: {what} now."
        faces = action.faces
        if (type(faces) is not tuple or len(faces) != count
                or any(type(f) is not int or not 1 <= f <= top for f in faces)):
            return f"A roll now is {count} face{'s' if count > 1 else ''} from 1 to {top}."
        return None

    def _reason(self, action) -> str:
        ph = self.phase
        if ph == PH_MAIN:
            return turns.main_reason(self, action)
        if ph == PH_KNIGHT:
            if type(action) is KnightTo and action.where not in (KNIGHT_FIELD, KNIGHT_JAIL):
                return "A St. Knight goes to your field or to the Jail."
            return ("First decide where the St. Knight you drew goes: your field or the "
                    "Jail.")
        if ph == PH_THIEF:
            return rescue.thief_reason(self, action)
        if ph in (PH_COMMIT, PH_SUPPORT):
            return commit.commit_reason(self, action)
        return fight.fight_reason(self, action)

    def _apply(self, action) -> list:
        self._legal = None
        return _APPLY_BY_PHASE[self.phase](self, action)

    def scores(self) -> list[float]:
        return [float(len(j)) for j in self.jewels]

    def winners(self) -> list[int]:
        return list(self.winner_seats) if self.over else []

    def view(self, seat: int | None) -> View:
        return make_view(self, seat)

    def phase_name(self) -> str:
        """The heading of the in-app rules for the phase in progress."""
        ph = self.phase
        if ph in (PH_DEAL, PH_LOT):
            return H_SETUP
        if ph == PH_MAIN:
            if len(self.hands[self.turn]) > MAX_HAND:  # public: the size of the hand
                return H_WHISPER
            return H_SIDES if self.changed else H_TURN
        if ph == PH_KNIGHT:
            return H_TURN
        if ph in (PH_THIEF, PH_THIEF_ROLL):
            return H_THIEF
        if ph == PH_OVER:
            return H_WINNER
        b = self.battle
        if ph in (PH_TRAP, PH_TRAP_ROLL):
            return H_SPELLS
        if b.kind == battle.RESCUE:
            return H_RESCUE
        return H_ROUNDS if b.round > 1 else H_BATTLE

    def rules_section(self) -> str:
        """The `# Heading` of the rules text for the phase in progress (the in-app rules
        open at it): the phase name is already that heading."""
        return self.phase_name()

    def clone(self) -> MonsterMakerState:
        o = MonsterMakerState.__new__(MonsterMakerState)
        o.game = self.game
        o.num_players = self.num_players
        o.phase = self.phase
        o.actor = self.actor
        # list(map(list.copy, ...)) copies each seat's list without a comprehension's frame
        o.hands = list(map(_copy, self.hands))
        o.chars = list(map(_copy, self.chars))
        o.jewels = list(map(_copy, self.jewels))
        o.stock = self.stock[:]
        o.discard = self.discard[:]
        o.jail = self.jail[:]
        o.guards = self.guards[:]
        o.shown = list(map(_copy, self.shown))
        o.turn = self.turn
        o.turn_no = self.turn_no
        o.first = self.first
        o.lock = self.lock
        o.placed = self.placed
        o.changed = self.changed
        o.drawn = self.drawn
        o.thief = self.thief
        o.thief_target = self.thief_target
        o.thief_victim = self.thief_victim
        o.specials_left = self.specials_left
        o.end_turns = self.end_turns
        o.over = self.over
        o.result = self.result
        o.winner_seats = self.winner_seats[:]
        o.battle = self.battle.clone() if self.battle is not None else None
        o.horizon = self.horizon
        o.quiet = self.quiet
        o._legal = None
        return o

    def __repr__(self) -> str:
        return (f"<MonsterMakerState {self.num_players}p turn {self.turn_no} seat "
                f"{self.turn} {self.phase} to move {self.actor}>")


def _game_over(st, action) -> list:
    raise ValueError("the game is over")


def _no_actions(st) -> list:
    return []


# What `_apply` does in each phase (indexed by the phase's number).
_APPLY_BY_PHASE = [fight.apply_fight] * (PH_OVER + 1)
_APPLY_BY_PHASE[PH_MAIN] = turns.apply_main
_APPLY_BY_PHASE[PH_COMMIT] = commit.apply_commit
_APPLY_BY_PHASE[PH_ROLL] = fight.resolve_attack
_APPLY_BY_PHASE[PH_SUPPORT] = commit.apply_support
_APPLY_BY_PHASE[PH_INIT] = fight.roll_initiative
_APPLY_BY_PHASE[PH_TRAP] = fight.aim_trap
_APPLY_BY_PHASE[PH_TRAP_ROLL] = lambda st, a: fight.spring_trap(st, a.faces)
_APPLY_BY_PHASE[PH_KNIGHT] = turns.knight_to
_APPLY_BY_PHASE[PH_THIEF] = rescue.aim_thief
_APPLY_BY_PHASE[PH_THIEF_ROLL] = lambda st, a: rescue.resolve_thief(st, a.faces)
_APPLY_BY_PHASE[PH_DEAL] = lambda st, a: turns.deal(st, a.order)
_APPLY_BY_PHASE[PH_LOT] = lambda st, a: turns.draw_lot(st, a.faces)
_APPLY_BY_PHASE[PH_OVER] = _game_over
_APPLY_BY_PHASE = tuple(_APPLY_BY_PHASE)

# The legal actions of each phase (none in a chance step or once the game is over).
LEGAL_BY_PHASE = [_no_actions] * (PH_OVER + 1)
LEGAL_BY_PHASE[PH_MAIN] = turns.main_actions
LEGAL_BY_PHASE[PH_COMMIT] = commit.commit_actions
LEGAL_BY_PHASE[PH_SUPPORT] = commit.support_actions
LEGAL_BY_PHASE[PH_KNIGHT] = lambda st: [KNIGHT_TO_FIELD, KNIGHT_TO_JAIL]
LEGAL_BY_PHASE[PH_THIEF] = rescue.thief_actions
LEGAL_BY_PHASE[PH_TRAP] = fight.trap_actions
for _ph in BATTLE_PHASES - CHANCE_PHASES - {PH_COMMIT, PH_SUPPORT, PH_TRAP}:
    LEGAL_BY_PHASE[_ph] = fight.fight_actions
LEGAL_BY_PHASE = tuple(LEGAL_BY_PHASE)


# -- the game ----------------------------------------------------------------------


class MonsterMakerGame(Game):
    id = "monstermaker5"
    title = "Monstermaker 5 Revised"
    title_ja = "モンスターメーカー5"
    pitch = ("Light against Darkness: knights, mates and monsters roll dice in battle for "
             "the seven Jewels.")
    min_players = 2
    max_players = 8
    # 2: support is declared at the start of each round, before any card is committed
    # (it was asked after the attacker's and the defender's commits).
    rules_version = 2
    options = ()
    action_types = ACTION_TYPES
    event_types = EVENT_TYPES
    milestones = ((BattleEnded, "battle"), (TurnEnded, "turn"))
    rules_text = RULES_TEXT

    view_type = MonsterMakerView

    def new_state(self, num_players: int, options: dict | None = None) -> MonsterMakerState:
        self.check_new(num_players, options)
        return MonsterMakerState.blank(self, num_players)

    def sample_state(self, view: View, rng: random.Random) -> MonsterMakerState:
        return sample_state(self, view, rng)


_DEFAULT_GAME: list[MonsterMakerGame] = []


def default_game() -> Game:
    """The registered game, or (before registration, in tests) one instance of it."""
    from games import REGISTRY

    game = REGISTRY.get(MonsterMakerGame.id)
    if game is None:
        if not _DEFAULT_GAME:
            _DEFAULT_GAME.append(MonsterMakerGame())
        game = _DEFAULT_GAME[0]
    return game
