"""What one seat of Monstermaker 5 Revised may know, and determinisations for the AI.

`MonsterMakerView` holds the seat's own hand and everything public: every field (its
characters and Jewels, face up) and each player's side, the Jail's St. Knights and its
guards, the discard pile (face up), the counts of the hands and the stock (and how many
Jewels and St. Knights are still in it), the cards a Whisper of Deep showed (known to
be in that hand since), the turn and the step in progress, and the battle: the
characters standing on each side with who put them in, this round's Spells (a face-down
Spell is -2 "a Spell" to everyone but its caster until the reveal), Shields waiting,
the initiative and the attack being chosen. Nothing else: no other hand, no stock order.

`sample_state(game, view, rng)` deals the cards the seat cannot see at random within
what the view proves: the Jewels and St. Knights not in sight are in the stock (they
never stay in a hand), a shown card is in its holder's hand, a face-down Spell is a Spell
(Holy Light only on a Light side), and every hand and the stock have their sizes.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from engine.ai.sampling import shuffle_in_place
from engine.core import View, check_viewer
from games.monstermaker5.cards import (
    HOLY_LIGHT,
    IS_SPELL,
    JAIL,
    KIND,
    SIDE_KEYS,
    SPECIALS,
    STOCK_SIZE,
)
from games.monstermaker5.phases import PH_DEAL, PHASE_INDEX, PHASE_KEYS

FACE_DOWN = -2  # a Spell lies face down and this viewer may not know which
SIDE_CODE = {key: i for i, key in enumerate(SIDE_KEYS)}


@dataclass(frozen=True)
class BattleView:
    kind: str                      # "attack" or "rescue"
    attacker: int                  # the attacker or the rescuer
    defender: int                  # -1 in a rescue
    jailer: int                    # who plays the Jail in a rescue, else -1
    round: int                     # 1..10
    align: tuple[str, str]         # the side each battle side fights for
    sides: tuple[tuple[int, ...], tuple[int, ...]]   # characters standing (64: the Jail)
    owners: tuple[tuple[int, ...], tuple[int, ...]]  # who put each in (-1: the Jail's)
    attacked: tuple[int, ...]      # characters that have attacked this round
    spells: tuple[int, int]        # this round's Spell per side: -1 none, -2 face down
    casters: tuple[int, int]       # who put each (-1)
    revealed: bool                 # this round's Spells are face up
    spell_used: tuple[bool, bool]  # the side's Spell has been cast (or its Trap sprung)
    shields: tuple[bool, bool]     # a revealed Shield still waiting
    stage: int                     # 4 supporters declare; then 0 attacker, 1 defender,
                                   # 2 declared supporters commit; 3 fight
    committer: int                 # who commits (or declares support) now
    commit_side: int
    queue: tuple[int, ...]         # players still to be asked about support this round
    helpers: tuple[int, ...]       # who declared support this round and has yet to commit
    supporters: tuple[tuple[int, int], ...]  # (seat, side) declared in this battle
    traps: tuple[int, ...]         # sides whose Trap is still to spring
    trap_target: int
    turn_side: int                 # the side attacking now (-1 before the initiative)
    first: int                     # the side that won the initiative this round
    initiative: tuple[int, int]    # its dice (attacker's, defender's)
    selected: tuple[int, ...]      # the attacker(s) chosen
    target: int
    power: str
    ndice: int                     # dice of the attack about to be rolled
    sides_before: tuple[str, str]  # the principals' sides when the battle opened


@dataclass(frozen=True)
class MonsterMakerView(View):
    num_players: int
    phase: str                     # see games.monstermaker5.phases.PHASE_KEYS
    heading: str                   # the rules heading of the phase (State.phase_name)
    to_move: int                   # a seat, or -1 (chance)
    turn: int                      # whose turn it is
    turn_no: int
    first: int                     # the first player (drawn by lot), -1 before
    hand: tuple[int, ...]          # own hand, sorted; () for a spectator
    hand_sizes: tuple[int, ...]
    stock_size: int
    specials_in_stock: int         # Jewels and St. Knights still in the stock
    fields: tuple[tuple[int, ...], ...]  # each player's field characters, sorted
    jewels: tuple[tuple[int, ...], ...]
    sides: tuple[str, ...]         # "light", "dark" or "neutral" per seat
    jail: tuple[int, ...]          # the jailed St. Knights
    guards: tuple[int, ...]        # Darkness cards left on the Jail
    discard: tuple[int, ...]       # the discard pile, oldest first
    shown: tuple[tuple[int, ...], ...]  # per seat: cards shown by a Whisper of Deep
    lock: str                      # after a Change of Heart: the only side to place
    placed: bool                   # cards were placed this turn
    changed: bool                  # Change of Heart was declared this turn
    drawn: int                     # a St. Knight just drawn, waiting for its place (-1)
    thief: int                     # a Thief being played (-1)
    thief_target: int
    thief_victim: int
    end_turns: int                 # turns still to start in the end count-down (-1)
    over: bool
    winners: tuple[int, ...]
    result_side: str               # once over: "light", "dark", or "" (a draw)
    tiebreak: str
    battle: BattleView | None


def battle_view(b, seat: int | None) -> BattleView:
    spells = tuple(c if c < 0 or b.revealed or seat == b.caster[s] else FACE_DOWN
                   for s, c in enumerate(b.spell))
    return BattleView(
        kind=b.kind, attacker=b.attacker, defender=b.defender, jailer=b.jailer,
        round=b.round, align=(SIDE_KEYS[b.align[0]], SIDE_KEYS[b.align[1]]),
        sides=(tuple(b.sides[0]), tuple(b.sides[1])),
        owners=(tuple(b.owner[c] for c in b.sides[0]), tuple(b.owner[c] for c in b.sides[1])),
        attacked=tuple(sorted(b.attacked)), spells=spells, casters=tuple(b.caster),
        revealed=b.revealed, spell_used=tuple(b.spell_used), shields=tuple(b.shield),
        stage=b.stage, committer=b.committer, commit_side=b.commit_side,
        queue=tuple(b.queue), helpers=tuple(b.helpers), supporters=tuple(b.supporters),
        traps=tuple(b.traps),
        trap_target=b.trap_target, turn_side=b.turn_side, first=b.first,
        initiative=tuple(b.initiative), selected=tuple(b.sel), target=b.target,
        power=b.power, ndice=b.ndice,
        sides_before=(SIDE_KEYS[b.sides_before[0]], SIDE_KEYS[b.sides_before[1]]))


def make_view(st, seat: int | None) -> MonsterMakerView:
    n = st.num_players
    own = check_viewer(seat, n) is not None
    side, tiebreak = st.result
    return MonsterMakerView(
        seat=seat,
        num_players=n,
        phase=PHASE_KEYS[st.phase],
        heading=st.phase_name(),
        to_move=st.actor,
        turn=st.turn,
        turn_no=st.turn_no,
        first=st.first,
        hand=tuple(st.hands[seat]) if own else (),
        hand_sizes=tuple(len(h) for h in st.hands),
        stock_size=len(st.stock),
        specials_in_stock=st.specials_left,
        fields=tuple(tuple(c) for c in st.chars),
        jewels=tuple(tuple(j) for j in st.jewels),
        sides=tuple(SIDE_KEYS[st.side_of(s)] for s in range(n)),
        jail=tuple(st.jail),
        guards=tuple(st.guards),
        discard=tuple(st.discard),
        shown=tuple(tuple(s) for s in st.shown),
        lock=SIDE_KEYS[st.lock],
        placed=st.placed,
        changed=st.changed,
        drawn=st.drawn,
        thief=st.thief,
        thief_target=st.thief_target,
        thief_victim=st.thief_victim,
        end_turns=st.end_turns,
        over=st.over,
        winners=tuple(st.winners()),
        result_side=SIDE_KEYS[side] if side else "",
        tiebreak=tiebreak,
        battle=battle_view(st.battle, seat) if st.battle is not None else None,
    )


# -- determinisations --------------------------------------------------------------


def visible_cards(view: MonsterMakerView) -> set[int]:
    """The cards of the stock whose place the view's seat knows."""
    known = set(view.hand)
    for zone in (*view.fields, *view.jewels, *view.shown):
        known.update(zone)
    known.update(view.jail)
    known.update(view.guards)
    known.update(view.discard)
    for c in (view.drawn, view.thief):
        if c >= 0:
            known.add(c)
    bv = view.battle
    if bv is not None:
        for side in bv.sides:
            known.update(c for c in side if c != JAIL)
        known.update(c for c in bv.spells if c >= 0)
    return known


def _rebuild_battle(bv: BattleView, spells: list[int]):
    from games.monstermaker5.battle import Battle

    b = Battle.__new__(Battle)
    b.kind = bv.kind
    b.attacker = bv.attacker
    b.defender = bv.defender
    b.jailer = bv.jailer
    b.round = bv.round
    b.align = [SIDE_CODE[bv.align[0]], SIDE_CODE[bv.align[1]]]
    b.sides = [list(bv.sides[0]), list(bv.sides[1])]
    b.owner = {c: o for side, owners in zip(bv.sides, bv.owners) for c, o in zip(side, owners)}
    b.attacked = set(bv.attacked)
    b.spell = spells
    b.caster = list(bv.casters)
    b.revealed = bv.revealed
    b.spell_used = list(bv.spell_used)
    b.shield = list(bv.shields)
    b.stage = bv.stage
    b.committer = bv.committer
    b.commit_side = bv.commit_side
    b.queue = list(bv.queue)
    b.helpers = list(bv.helpers)
    b.supporters = list(bv.supporters)
    b.traps = list(bv.traps)
    b.trap_target = bv.trap_target
    b.turn_side = bv.turn_side
    b.first = bv.first
    b.initiative = tuple(bv.initiative)
    b.sel = list(bv.selected)
    b.target = bv.target
    b.power = bv.power
    b.ndice = bv.ndice
    b.sides_before = (SIDE_CODE[bv.sides_before[0]], SIDE_CODE[bv.sides_before[1]])
    b.support_from = None
    return b


def sample_state(game, view: MonsterMakerView, rng: random.Random):
    """A full state whose `view(view.seat)` is `view`, the hidden cards dealt at random
    within what the view proves (see the module docstring)."""
    from games.monstermaker5.rules import MonsterMakerState

    n = view.num_players
    st = MonsterMakerState.blank(game, n)
    st.phase = PHASE_INDEX[view.phase]
    st.actor = view.to_move
    if st.phase == PH_DEAL:
        return st
    st.turn = view.turn
    st.turn_no = view.turn_no
    st.first = view.first
    st.chars = [list(f) for f in view.fields]
    st.jewels = [list(j) for j in view.jewels]
    st.jail = list(view.jail)
    st.guards = list(view.guards)
    st.discard = list(view.discard)
    st.shown = [list(s) for s in view.shown]
    st.lock = SIDE_CODE[view.lock]
    st.placed = view.placed
    st.changed = view.changed
    st.drawn = view.drawn
    st.thief = view.thief
    st.thief_target = view.thief_target
    st.thief_victim = view.thief_victim
    st.specials_left = view.specials_in_stock
    st.end_turns = view.end_turns
    st.over = view.over
    st.result = (SIDE_CODE[view.result_side] if view.result_side else 0, view.tiebreak)
    st.winner_seats = list(view.winners)
    st.horizon = view.turn_no + 1  # the AI's rollouts see the next player's turn too

    known = visible_cards(view)
    pool = [c for c in range(STOCK_SIZE) if c not in known]
    specials = [c for c in pool if c in SPECIALS]
    others = [c for c in pool if c not in SPECIALS]
    rng.shuffle(others)
    bv = view.battle
    if bv is not None:
        spells = list(bv.spells)
        for s in (0, 1):
            if spells[s] == FACE_DOWN:
                light = bv.align[s] == "light"
                for i, c in enumerate(others):
                    if IS_SPELL[c] and (KIND[c] != HOLY_LIGHT or light):
                        spells[s] = others.pop(i)
                        break
                else:  # an inconsistent view (never one of a real game)
                    spells[s] = -1
        st.battle = _rebuild_battle(bv, spells)
    seat = view.seat
    for s in range(n):
        if s == seat:
            st.hands[s] = list(view.hand)
            continue
        need = view.hand_sizes[s] - len(view.shown[s])
        st.hands[s] = sorted(view.shown[s] + tuple(others[:need]))
        del others[:need]
    stock = specials + others
    rng.shuffle(stock)
    st.stock = stock[:view.stock_size]
    if st.battle is not None:
        from games.monstermaker5.commit import unstick_attacker

        unstick_attacker(st, known, rng)  # the attack proved the attacker can commit
    return st


def make_sampler(game, view: MonsterMakerView):
    """rng -> a state like `sample_state(game, view, rng)`, with what the view proves
    prepared once (the AI's search samples thousands of states of one view): the public
    part of the state is built once and cloned; each call deals the unseen cards to the
    face-down Spells, the other hands and the stock."""
    template = sample_state(game, view, random.Random(0))
    template.quiet = True  # the search never reads the events of its playouts
    if template.phase == PH_DEAL:
        return lambda rng: template.clone()
    known = visible_cards(view)
    pool = [c for c in range(STOCK_SIZE) if c not in known]
    specials = [c for c in pool if c in SPECIALS]
    hidden = [c for c in pool if c not in SPECIALS]
    bv = view.battle
    face_down = [] if bv is None else [(s, bv.align[s] == "light") for s in (0, 1)
                                       if bv.spells[s] == FACE_DOWN]
    seat = view.seat
    deals = [(s, view.hand_sizes[s] - len(view.shown[s]), list(view.shown[s]))
             for s in range(view.num_players) if s != seat]
    stock_size = view.stock_size
    in_battle = bv is not None
    # Every sample deals these anew: the template need not carry them to each clone.
    template.stock = []
    for s, _, _ in deals:
        template.hands[s] = []
    if in_battle:
        from games.monstermaker5.commit import unstick_attacker

    def sample(rng):
        st = template.clone()
        rand = rng.random
        others = hidden[:]
        shuffle_in_place(others, rand)
        if face_down:
            spells = st.battle.spell
            for s, light in face_down:
                for i, c in enumerate(others):
                    if IS_SPELL[c] and (KIND[c] != HOLY_LIGHT or light):
                        spells[s] = others.pop(i)
                        break
                else:  # an inconsistent view (never one of a real game)
                    spells[s] = -1
        hands = st.hands
        at = 0
        for s, need, shown in deals:
            hand = shown + others[at:at + need]
            hand.sort()
            hands[s] = hand
            at += need
        stock = others[at:]  # shuffled already: the Jewels and St. Knights go in
        for c in specials:
            stock.insert(int(rand() * (len(stock) + 1)), c)
        del stock[stock_size:]
        st.stock = stock
        if in_battle:
            unstick_attacker(st, known, rng)  # the attack proved the attacker can commit
        return st

    return sample
