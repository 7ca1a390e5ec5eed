"""The Monstermaker 5 table as plain values: one seat's knowledge (`Board`, made from
the `MonsterMakerView` by `board_of`, and advanced event by event while animating), the
battle in progress (`Fight`), and what the table shows when a battle ends (`Summary`).

Everything that says where a sprite lies is here and only here, so the board an
animation builds event by event and the board of the next view put every sprite in
the same place."""

from __future__ import annotations

from dataclasses import dataclass, replace

from games.monstermaker5.cards import JAIL, KIND, KNIGHT, SIDE, SIDE_KEYS

FACE_DOWN = -2  # a Spell lies face down and this viewer may not know which


@dataclass(frozen=True)
class Fight:
    """The battle in progress (battle side 0: the attacker's or the rescuer's; 1: the
    defender's or the Jail's)."""

    kind: str
    attacker: int
    defender: int
    jailer: int
    round: int
    align: tuple[str, str]
    sides: tuple[tuple[int, ...], tuple[int, ...]]
    owners: tuple[tuple[int, ...], tuple[int, ...]]
    spells: tuple[int, int]          # -1 none, FACE_DOWN, or the card
    casters: tuple[int, int]
    revealed: bool
    spell_used: tuple[bool, bool]
    shields: tuple[bool, bool]
    attacked: tuple[int, ...]
    selected: tuple[int, ...]
    target: int
    stage: int
    committer: int
    supporters: tuple[tuple[int, int], ...]
    turn_side: int
    first: int
    initiative: tuple[int, int]

    def controller(self, side: int) -> int:
        if side == 0:
            return self.attacker
        return self.defender if self.kind == "attack" else self.jailer

    def helped(self, side: int) -> int:
        return self.attacker if side == 0 else self.defender

    def side_of(self, card: int) -> int:
        return 0 if card in self.sides[0] else 1 if card in self.sides[1] else -1

    def owner(self, card: int) -> int:
        for side in (0, 1):
            if card in self.sides[side]:
                return self.owners[side][self.sides[side].index(card)]
        return -1


@dataclass(frozen=True)
class Summary:
    """A finished battle, as the table shows it until the player goes on."""

    title: str
    lines: tuple[str, ...]
    winner: int   # battle side, -1 nobody


@dataclass(frozen=True)
class Board:
    n: int
    seat: int | None               # the viewer (None: a spectator)
    phase: str
    turn: int
    to_move: int
    turn_no: int
    end_turns: int
    hand: tuple[int, ...]          # the viewer's hand
    hand_counts: tuple[int, ...]
    stock: int
    specials: int                  # Jewels and St. Knights still in the stock
    fields: tuple[tuple[int, ...], ...]
    jewels: tuple[tuple[int, ...], ...]
    sides: tuple[str, ...]
    jail: tuple[int, ...]
    guards: tuple[int, ...]
    discard: tuple[int, ...]
    shown: tuple[tuple[int, ...], ...]
    drawn: int                     # a St. Knight or Jewel on the stage (-1)
    thief: int                     # a Thief on the stage (-1)
    thief_target: int
    thief_victim: int
    lock: str
    placed: bool
    changed: bool
    battle: Fight | None
    over: bool
    winners: tuple[int, ...]
    result_side: str
    tiebreak: str
    summary: Summary | None = None

    def side_of(self, seat: int) -> str:
        return self.sides[seat] if 0 <= seat < self.n else "neutral"


def fight_of(bv) -> Fight | None:
    if bv is None:
        return None
    return Fight(
        kind=bv.kind, attacker=bv.attacker, defender=bv.defender, jailer=bv.jailer,
        round=bv.round, align=tuple(bv.align), sides=(tuple(bv.sides[0]), tuple(bv.sides[1])),
        owners=(tuple(bv.owners[0]), tuple(bv.owners[1])), spells=tuple(bv.spells),
        casters=tuple(bv.casters), revealed=bv.revealed, spell_used=tuple(bv.spell_used),
        shields=tuple(bv.shields), attacked=tuple(bv.attacked), selected=tuple(bv.selected),
        target=bv.target, stage=bv.stage, committer=bv.committer,
        supporters=tuple(tuple(s) for s in bv.supporters), turn_side=bv.turn_side,
        first=bv.first, initiative=tuple(bv.initiative))


def board_of(view) -> Board:
    n = view.num_players
    own = view.seat is not None and isinstance(view.seat, int) and 0 <= view.seat < n
    staged = view.drawn if view.phase == "knight" else -1
    return Board(
        n=n, seat=view.seat if own else None, phase=view.phase, turn=view.turn,
        to_move=view.to_move, turn_no=view.turn_no, end_turns=view.end_turns,
        hand=tuple(view.hand), hand_counts=tuple(view.hand_sizes), stock=view.stock_size,
        specials=view.specials_in_stock, fields=tuple(tuple(f) for f in view.fields),
        jewels=tuple(tuple(j) for j in view.jewels), sides=tuple(view.sides),
        jail=tuple(view.jail), guards=tuple(view.guards), discard=tuple(view.discard),
        shown=tuple(tuple(s) for s in view.shown), drawn=staged, thief=view.thief,
        thief_target=view.thief_target, thief_victim=view.thief_victim, lock=view.lock,
        placed=view.placed, changed=view.changed, battle=fight_of(view.battle),
        over=view.over, winners=tuple(view.winners), result_side=view.result_side,
        tiebreak=view.tiebreak)


# -- small helpers for building the next board ------------------------------------------------


def with_item(t: tuple, i: int, value) -> tuple:
    return (*t[:i], value, *t[i + 1:])


def added(t: tuple, *cards: int) -> tuple:
    """`t` with `cards` added, sorted (a field, the Jail, a hand: kept sorted)."""
    return tuple(sorted((*t, *[c for c in cards if c not in t])))


def removed(t: tuple, *cards: int) -> tuple:
    return tuple(c for c in t if c not in cards)


def field_side(cards) -> str:
    """The side of a field's characters ("neutral" with none)."""
    for c in cards:
        if c != JAIL:
            return SIDE_KEYS[SIDE[c]]
    return "neutral"


def knights_with_jewel(board: Board, seat: int) -> tuple[int, ...]:
    """The St. Knights on `seat`'s field whose own Jewel lies there too (+1)."""
    jewels = board.jewels[seat]
    return tuple(c for c in board.fields[seat] if KIND[c] == KNIGHT and c + 7 in jewels)


def move_jewels(b: Board, seat: int, source: int, cards) -> Board:
    jewels = list(b.jewels)
    jewels[source] = removed(jewels[source], *cards)
    jewels[seat] = added(jewels[seat], *cards)
    return replace(b, jewels=tuple(jewels))


def set_field(b: Board, seat: int, cards) -> Board:
    return replace(b, fields=with_item(b.fields, seat, tuple(sorted(cards))))


def close_battle(b: Board) -> Board:
    """The battle is over: the survivors go back (to the player each side fought for; the
    Jail's to the Jail as guards), the Spells left to the discard pile, the panel
    closes. Jewels and freed St. Knights move with their own events."""
    f = b.battle
    if f is None:
        return b
    fields = list(b.fields)
    guards = b.guards
    for side in (0, 1):
        cards = [c for c in f.sides[side] if c != JAIL]
        if not cards:
            continue
        if f.kind == "rescue" and side == 1:
            guards = tuple(sorted((*guards, *cards)))
            continue
        seat = f.helped(side)
        fields[seat] = tuple(sorted((*fields[seat], *cards)))
    left = tuple(c for c in f.spells if c >= 0)
    return replace(b, battle=None, fields=tuple(fields), guards=guards,
                   discard=(*b.discard, *[c for c in left if c not in b.discard]))
