"""Opening a battle and the first steps of every round (`games.monstermaker5.battle` says
how a battle goes): the other players declare support first, in seat order from the
attacker's left (the rulebook: "declare before players put cards for the turn"); then
the attacker, the defender and the declared supporters commit. Each commits hand
characters one by one, and at most one Spell face down for its side a round, then says
"done"; a player with an empty hand is not asked (the size of a hand is public)."""

from __future__ import annotations

from games.monstermaker5 import fight
from games.monstermaker5.battle import (
    ATTACK,
    RESCUE,
    STAGE_ATTACKER,
    STAGE_DECLARE,
    STAGE_DEFENDER,
    STAGE_SUPPORT,
    Battle,
)
from games.monstermaker5.cards import (
    DARK,
    HOLY_LIGHT,
    IS_MATE,
    IS_PLACEABLE,
    IS_SPELL,
    JAIL,
    KIND,
    LIGHT,
    MAX_HAND,
    NEUTRAL,
    SIDE,
    SIDE_NAMES,
    SPECIALS,
    card_name,
    is_card,
)
from games.monstermaker5.events import (
    BattleOpened,
    Committed,
    SpellCommitted,
    SupportDeclared,
    SupportDeclined,
)
from games.monstermaker5.moves import (
    COMMIT,
    COMMIT_DONE,
    COMMIT_SPELL,
    NO_SUPPORT,
    SUPPORT,
    Commit,
    CommitDone,
    CommitSpell,
    Support,
)
from games.monstermaker5.phases import (
    PH_COMMIT,
    PH_SUPPORT,
)

# SEATS_AFTER[n][seat]: the other seats of an n-player table in order from seat's left.
SEATS_AFTER = [[tuple((seat + i) % n for i in range(1, n)) for seat in range(n)]
               for n in range(9)]

# Interned: "seat does not support" (said by most players in every round of every battle).
DECLINED = tuple(SupportDeclined(seat) for seat in range(8))

# -- opening and committing ----------------------------------------------------------


def open_battle(st, kind: str, attacker: int, defender: int, jailer: int = -1) -> list:
    b = Battle(kind, attacker, defender, jailer)
    if kind == ATTACK:
        b.sides_before = (st.side_of(attacker), st.side_of(defender))
        b.align = [st.side_of(attacker), st.side_of(defender)]
        for side, seat in ((0, attacker), (1, defender)):
            b.sides[side] = list(st.chars[seat])
            st.chars[seat] = []
            for c in b.sides[side]:
                b.owner[c] = seat
    else:
        b.sides_before = (st.side_of(attacker), NEUTRAL)
        b.align = [LIGHT, DARK]
        field = st.chars[attacker]
        b.sides[0] = [c for c in field if IS_MATE[c]]
        st.chars[attacker] = [c for c in field if not IS_MATE[c]]
        for c in b.sides[0]:
            b.owner[c] = attacker
        b.sides[1] = [JAIL, *st.guards]
        st.guards = []
        for c in b.sides[1]:
            b.owner[c] = -1
    st.battle = b
    events: list = [] if st.quiet else [
        BattleOpened(kind, attacker, defender, jailer, (tuple(b.sides[0]), tuple(b.sides[1])),
                     tuple(st.jail))]
    start_round(st, events)
    return events


def start_round(st, events: list) -> None:
    """A round opens with the support declarations, in seat order from the attacker's
    left (the defender is no supporter); then the attacker commits."""
    b = st.battle
    n = st.num_players
    b.stage = STAGE_DECLARE
    b.queue = [s for s in SEATS_AFTER[n][b.attacker] if s != b.defender]
    b.helpers = []
    next_declarer(st, events)


def next_declarer(st, events: list) -> None:
    b = st.battle
    queue = b.queue
    while queue:
        seat = queue.pop(0)
        allowed = b.support_from
        if allowed is None:
            allowed = b.support_from = supporter_sides(st, b)
        choices = SUPPORT_CHOICES[support_mask(st, b, seat, allowed)]
        if len(choices) > 1:
            b.committer = seat
            st.phase = PH_SUPPORT
            st.actor = seat
            # the legal actions of this step, known now (legal_actions would recompute them)
            st._legal = choices
            return
    b.stage = STAGE_ATTACKER
    b.committer = b.attacker
    b.commit_side = 0
    ask_committer(st, events)


def ask_committer(st, events: list) -> None:
    b = st.battle
    if not st.hands[b.committer]:
        commit_done(st, events)  # nothing to commit: the step passes (a public fact)
        return
    st.phase = PH_COMMIT
    st.actor = b.committer


def commit_alignments(st, b: Battle, seat: int, side: int) -> tuple[int, ...]:
    """The sides whose characters `seat` may commit for battle side `side`."""
    align = b.align[side]
    if align:
        return (align,)
    if side == 0:  # a neutral attacker takes the side of the characters it commits
        lock = st.lock if seat == st.turn else NEUTRAL
        target_side = st.side_of(b.defender)
        return tuple([a for a in ((lock,) if lock else (LIGHT, DARK))
                      if not (a == LIGHT and target_side == LIGHT)])
    # a neutral defender: either side against the Darkness, the Darkness against the Light
    return (LIGHT, DARK) if b.align[0] == DARK else (DARK,)


def done_allowed(st, b: Battle, seat: int) -> bool:
    if b.stage == STAGE_ATTACKER and not b.sides[0]:
        return False
    return not (seat == st.turn and len(st.hands[seat]) > MAX_HAND)


def attacker_is_stuck(st) -> bool:
    """True in a position the rules never reach but a determinisation (`sample_state`)
    might deal: the attacker, still to commit this round, holds no card that lets its
    commit step end (a neutral attacker or a rescuer with no Mate on its field needs a
    character of its side; with 6 cards it must commit one card)."""
    b = st.battle
    if b is None or b.stage not in (STAGE_DECLARE, STAGE_ATTACKER):
        return False
    seat = b.attacker
    hand = st.hands[seat]
    aligns = commit_alignments(st, b, seat, 0)
    rescue = b.kind == RESCUE
    chars = 0
    for c in hand:
        if IS_PLACEABLE[c] and SIDE[c] in aligns and (not rescue or IS_MATE[c]):
            chars += 1
    if not b.sides[0] and not chars:
        return True
    spell = False  # a Spell it may still commit this round
    if b.spell[0] < 0:
        for c in hand:
            if IS_SPELL[c] and (KIND[c] != HOLY_LIGHT or LIGHT in aligns):
                spell = True
                break
    shed = len(hand) - MAX_HAND if seat == st.turn else 0
    return chars + spell < shed


def unstick_attacker(st, keep: set[int], rng) -> None:
    """For determinisations: while the attacker is stuck (`attacker_is_stuck`), swap a card
    of its hand (not in `keep`, the cards the viewer knows there) with a card of the stock
    or of another hand (not in `keep`), so the sampled hand agrees with what its attack
    proved. Hand sizes and the stock size do not change."""
    if not attacker_is_stuck(st):
        return
    seat = st.battle.attacker
    mine = [c for c in st.hands[seat] if c not in keep]
    rng.shuffle(mine)
    places = [st.stock] + [h for s, h in enumerate(st.hands) if s != seat]
    for zone in places:
        for i, c in enumerate(zone):
            if c in keep or c in SPECIALS:
                continue
            for out in mine:
                hand = st.hands[seat]
                hand.remove(out)
                hand.append(c)
                if not attacker_is_stuck(st):
                    hand.sort()
                    zone[i] = out
                    if zone is not st.stock:
                        zone.sort()
                    return
                hand.remove(c)
                hand.append(out)
                hand.sort()


def commit_actions(st) -> list:
    b = st.battle
    seat = b.committer
    side = b.commit_side
    hand = st.hands[seat]
    align = b.align[side]
    aligns = (align,) if align else commit_alignments(st, b, seat, side)
    mates_only = side == 0 and b.kind == RESCUE
    spell_open = b.spell[side] < 0
    light = align == LIGHT
    out = []  # characters first, then Spells (both in hand order)
    spells = None
    for c in hand:
        if IS_PLACEABLE[c]:
            if SIDE[c] in aligns and (not mates_only or IS_MATE[c]):
                out.append(COMMIT[c])
        elif spell_open and IS_SPELL[c] and (light or KIND[c] != HOLY_LIGHT):
            if spells is None:
                spells = [COMMIT_SPELL[c]]
            else:
                spells.append(COMMIT_SPELL[c])
    if spells is not None:
        out.extend(spells)
    if done_allowed(st, b, seat):
        out.append(COMMIT_DONE)
    return out


def apply_commit(st, action) -> list:
    b = st.battle
    seat = b.committer
    side = b.commit_side
    kind = type(action)
    if kind is Commit:
        c = action.card
        st.hands[seat].remove(c)
        if st.shown[seat]:
            st.forget_shown(seat, c)
        b.sides[side].append(c)
        b.owner[c] = seat
        if not b.align[side]:
            b.align[side] = SIDE[c]
        return [] if st.quiet else [Committed(seat, side, c)]
    if kind is CommitSpell:
        c = action.card
        st.hands[seat].remove(c)
        if st.shown[seat]:
            st.forget_shown_spells(seat)
        b.spell[side] = c
        b.caster[side] = seat
        return [] if st.quiet else [SpellCommitted(seat, side, c)]
    events: list = []
    commit_done(st, events)
    return events


def commit_done(st, events: list) -> None:
    b = st.battle
    if b.stage == STAGE_ATTACKER and b.kind == ATTACK:
        b.stage = STAGE_DEFENDER
        b.committer = b.defender
        b.commit_side = 1
        ask_committer(st, events)
        return
    if b.stage == STAGE_DEFENDER and not b.sides[1]:
        fight.end_battle(st, 0, "surrender", events)
        return
    b.stage = STAGE_SUPPORT
    next_helper(st, events)


def possible_alignments(st, b: Battle, side: int) -> tuple[int, ...]:
    """The sides battle side `side` may still fight for this round, from public facts only
    (never the principals' hands): its own once known; before a neutral attacker commits,
    the sides it may fight for (not the Light against the Light; after a Change of Heart,
    the new side); before a neutral defender commits, either against a (possible)
    Darkness attacker, else the Darkness."""
    align = b.align[side]
    if align:
        return (align,)
    if side == 0:
        return commit_alignments(st, b, b.attacker, 0)
    return (LIGHT, DARK) if DARK in possible_alignments(st, b, 0) else (DARK,)


def supported_side(b: Battle, seat: int) -> int:
    """The battle side `seat` has declared support for in this battle (-1: none yet)."""
    for who, side in b.supporters:
        if who == seat:
            return side
    return -1


def support_sides(st, b: Battle, seat: int) -> list[int]:
    """The battle sides `seat` may declare support for (same side, or neutral), if it
    holds cards: the side it already supports in this battle, if any; the Jail's player
    supports only the Jail (it plays the Jail's dice and choices)."""
    mask = support_mask(st, b, seat, supporter_sides(st, b))
    return [s for s in (0, 1) if mask >> s & 1]


def supporter_sides(st, b: Battle) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Per battle side, the sides (Light, Darkness) of the players who may support it:
    its own once known, else those it may still fight for (`possible_alignments`)."""
    align = b.align
    return ((align[0],) if align[0] else possible_alignments(st, b, 0),
            (align[1],) if align[1] else possible_alignments(st, b, 1))


def support_mask(st, b: Battle, seat: int, allowed) -> int:
    """`support_sides` as bits (1: side 0, 2: side 1), with `allowed` from
    `supporter_sides` (the same for every seat asked in a round: computed once)."""
    if not st.hands[seat]:
        return 0
    chars = st.chars[seat]
    mine = SIDE[chars[0]] if chars else st.side_of(seat)
    earlier = -1
    for who, side in b.supporters:
        if who == seat:
            earlier = side
            break
    mask = 0
    if seat != b.jailer and earlier != 1 and (mine == NEUTRAL or mine in allowed[0]):
        mask = 1
    if earlier != 0 and (mine == NEUTRAL or mine in allowed[1]):
        mask |= 2
    return mask


# The legal actions of a support step by `support_mask` (shared lists, never changed).
SUPPORT_CHOICES = ([NO_SUPPORT], [SUPPORT[0], NO_SUPPORT], [SUPPORT[1], NO_SUPPORT],
                   [SUPPORT[0], SUPPORT[1], NO_SUPPORT])


def next_helper(st, events: list) -> None:
    """The declared supporters commit in the order they declared. A declaration made for a
    neutral principal whose side turned out not to be the supporter's lapses."""
    b = st.battle
    while b.helpers:
        seat = b.helpers.pop(0)
        side = supported_side(b, seat)
        mine = st.side_of(seat)
        if st.hands[seat] and (mine == NEUTRAL or mine == b.align[side]):
            b.committer = seat
            b.commit_side = side
            st.phase = PH_COMMIT
            st.actor = seat
            return
        for c in b.sides[side]:
            if b.owner.get(c) == seat:
                break
        else:  # none of its characters fight: it is no supporter any more
            b.supporters.remove((seat, side))
        events.append(SupportDeclined(seat, lapsed=True))
    fight.reveal(st, events)


def support_actions(st) -> list:
    b = st.battle
    allowed = b.support_from
    if allowed is None:
        allowed = b.support_from = supporter_sides(st, b)
    return SUPPORT_CHOICES[support_mask(st, b, st.actor, allowed)]


def apply_support(st, action) -> list:
    b = st.battle
    seat = st.actor
    if type(action) is Support:
        side = action.side
        if (seat, side) not in b.supporters:
            b.supporters.append((seat, side))
        b.helpers.append(seat)
        events: list = [] if st.quiet else [SupportDeclared(seat, side, b.helped(side))]
    else:
        events = [DECLINED[seat]]
    next_declarer(st, events)
    return events


# -- why not -----------------------------------------------------------------------------


def commit_reason(st, action) -> str:
    """Why `action` is not allowed while cards are committed or support declared."""
    b = st.battle
    ph = st.phase
    kind = type(action)
    if ph == PH_COMMIT:
        seat = b.committer
        hand = st.hands[seat]
        if kind in (Commit, CommitSpell):
            c = action.card
            if not is_card(c) or c not in hand:
                return f"{card_name(c)} is not in your hand."
            if kind is CommitSpell:
                if not IS_SPELL[c]:
                    return f"{card_name(c)} is not a Spell."
                if b.spell[b.commit_side] >= 0:
                    return "Your side already has a Spell this round: never two Spells on " \
                           "one side in a round."
                if not b.align[b.commit_side]:
                    return ("Holy Light can only be used by the Force of Light: commit a Light "
                            "character first.")
                return "Holy Light can only be used by the Force of Light."
            if IS_SPELL[c]:
                return f"{card_name(c)} is a Spell: put it face down instead."
            if not IS_PLACEABLE[c]:
                return "A Thief never fights in a battle: it is only sent as an action."
            if b.kind == RESCUE and b.commit_side == 0:
                return "Only Monster Maker Mates (Warriors and Magicians) rescue."
            aligns = commit_alignments(st, b, seat, b.commit_side)
            if len(aligns) == 1:
                return f"This side fights for the {SIDE_NAMES[aligns[0]]}: " \
                       f"{card_name(c)} cannot join it."
            return f"{card_name(c)} cannot join this side."
        if kind is CommitDone:
            if not b.sides[0]:
                return "Commit at least one character to attack with."
            return f"You hold {len(hand)} cards: commit cards until you hold {MAX_HAND}."
        return "Commit characters or a face-down Spell from your hand, then say done."
    if ph == PH_SUPPORT:
        if kind is Support:
            if action.side not in (0, 1):
                return "Support side 0 (the attacker) or side 1 (the defender)."
            seat = st.actor
            if seat == b.jailer and action.side == 0:
                return ("You play the Jail in this rescue: you may support the Jail, never "
                        "the rescuer.")
            if supported_side(b, seat) not in (-1, action.side):
                return ("You already support the other side in this battle: a supporter "
                        "keeps to one side.")
            return ("You may support only a side of your own: the Light or a neutral player "
                    "helps the Light, the Darkness or a neutral player the Darkness.")
        return "Declare support for a side, or do not support."
    return "Wait for the battle to go on."
