"""Set-up and turns: the deal, the lot, the draw, sides and Change of Heart, the one action
of a turn, the Whisper of Deep and the end of a turn.

Functions here take the state (`games.monstermaker5.rules.MonsterMakerState`) and change
it only as the rules say; `main_actions` is the one source of what the player whose turn
it is may do in the main step, and `main_reason` explains why anything else is refused.
"""

from __future__ import annotations

from bisect import insort

from engine.core import CHANCE
from engine.events import Shuffled
from games.monstermaker5 import commit, end, rescue
from games.monstermaker5.cards import (
    DARK,
    DEAL,
    HOLY_LIGHT,
    IS_MATE,
    IS_PLACEABLE,
    IS_SPELL,
    JEWELS,
    KIND,
    KNIGHT,
    LIGHT,
    MAX_HAND,
    SIDE,
    SIDE_KEYS,
    SIDE_NAMES,
    SPECIALS,
    THIEF,
    card_name,
    is_card,
)
from games.monstermaker5.events import (
    ChangedHeart,
    Dealt,
    DealtToField,
    Drew,
    EndCountdown,
    FirstPlayer,
    HandShown,
    JewelPlaced,
    KnightPlaced,
    Placed,
    SideChanged,
    TurnEnded,
    TurnStarted,
)
from games.monstermaker5.moves import (
    ATTACK,
    CHANGE,
    DISCARD_SHOWN,
    END_TURN,
    KNIGHT_FIELD,
    PLACE,
    RESCUE,
    USE_THIEF,
    Attack,
    ChangeOfHeart,
    DiscardShown,
    EndTurn,
    KnightTo,
    Place,
    Rescue,
    UseThief,
)
from games.monstermaker5.phases import PH_KNIGHT, PH_LOT, PH_MAIN

# -- set-up --------------------------------------------------------------------------


def deal(st, order) -> list:
    """The shuffled stock (`order` is the new order of the 64 cards) is dealt 5 a player;
    St. Knights and Jewels dealt go face up to their owner's field at once."""
    n = st.num_players
    shuffled = list(order)  # the stock before the shuffle is deck() = 0..63 in order
    events: list = [Shuffled("stock", len(shuffled))]
    for s in range(n):
        dealt = shuffled[s * DEAL:(s + 1) * DEAL]
        st.hands[s] = sorted(c for c in dealt if c not in SPECIALS)
        events.append(Dealt(s, tuple(st.hands[s]), len(st.hands[s])))
        face_up = sorted(c for c in dealt if c in SPECIALS)
        if face_up:
            for c in face_up:
                insort(st.jewels[s] if c in JEWELS else st.chars[s], c)
            events.append(DealtToField(s, tuple(face_up)))
            if st.chars[s]:
                events.append(SideChanged(s, "neutral", "light"))
    rest = shuffled[n * DEAL:]
    rest.reverse()  # the stock is drawn from the end of the list: the next card dealt first
    st.stock = rest
    st.specials_left = sum(1 for c in rest if c in SPECIALS)
    st.phase = PH_LOT
    st.actor = CHANCE
    return events


def draw_lot(st, faces) -> list:
    """The lot (a Roll of one face 1..n) names the first player."""
    n = st.num_players
    first = faces[0] - 1
    st.first = first
    events: list = [FirstPlayer(first)]
    if st.specials_left == 0 and st.end_turns < 0:
        # Every Jewel and St. Knight was dealt: two turns each from the first player.
        st.end_turns = 2 * n - 1
        events.append(EndCountdown(2 * n))
    start_turn(st, first, events, first_turn=True)
    return events


# -- a turn --------------------------------------------------------------------------


def start_turn(st, seat: int, events: list, first_turn: bool = False) -> None:
    st.turn = seat
    st.turn_no += 1
    st.lock = 0
    st.placed = False
    st.changed = False
    st.actor = seat
    st.phase = PH_MAIN
    if not st.quiet:
        events.append(TurnStarted(seat, st.turn_no, len(st.stock), st.end_turns))
    if st.stock:
        draw(st, seat, events)


def draw(st, seat: int, events: list) -> None:
    """Draw the top card: a Jewel goes to the field; a St. Knight to the field or the
    Jail (a Darkness player must jail it); any other card to the hand."""
    c = st.stock.pop()
    if not st.quiet:
        events.append(Drew(seat, c, len(st.stock)))
    if c in SPECIALS:
        st.specials_left -= 1
        if c in JEWELS:
            insort(st.jewels[seat], c)
            events.append(JewelPlaced(seat, c))
        elif st.side_of(seat) == DARK:
            insort(st.jail, c)
            events.append(KnightPlaced(seat, c, True, True))
        else:
            st.drawn = c
            st.phase = PH_KNIGHT
        if st.specials_left == 0 and st.end_turns < 0:
            st.end_turns = 2 * st.num_players
            events.append(EndCountdown(st.end_turns))
    else:
        insort(st.hands[seat], c)


def knight_to(st, action: KnightTo) -> list:
    seat = st.turn
    c = st.drawn
    st.drawn = -1
    st.phase = PH_MAIN
    if action.where == KNIGHT_FIELD:
        old = st.side_of(seat)
        insort(st.chars[seat], c)
        events = [KnightPlaced(seat, c, False, False)]
        note_side(st, seat, old, events)
        return events
    insort(st.jail, c)
    return [KnightPlaced(seat, c, True, False)]


def note_side(st, seat: int, old: int, events: list) -> None:
    if st.quiet:
        return
    new = st.side_of(seat)
    if new != old:
        events.append(SideChanged(seat, SIDE_KEYS[old], SIDE_KEYS[new]))


def end_turn(st, events: list) -> None:
    """The turn is over: the next player clockwise, or the end of the game."""
    seat = st.turn
    if not st.quiet:
        events.append(TurnEnded(seat, len(st.hands[seat])))
    if st.end_turns == 0:
        end.finish_game(st, events)
        return
    if st.end_turns > 0:
        st.end_turns -= 1
    start_turn(st, (seat + 1) % st.num_players, events)


# -- what the main step allows -----------------------------------------------------------


def placement_sides(st, seat: int) -> tuple[int, ...]:
    """The sides whose characters `seat` may place now: its side; after a Change of Heart
    this turn, only the other side; a neutral player either (one side per field)."""
    if st.lock:
        return (st.lock,)
    side = st.side_of(seat)
    return (side,) if side else (LIGHT, DARK)


def attack_alignments(st, seat: int, target: int) -> tuple[int, ...]:
    """The sides `seat` could attack `target` with (empty: the attack is not allowed)."""
    n = st.num_players
    if type(target) is not int or not 0 <= target < n or target == seat:
        return ()
    if not st.chars[target] and not st.jewels[target]:
        return ()
    target_side = st.side_of(target)
    return tuple([side for side in fighting_sides(st, seat)
                  if not (side == LIGHT and target_side == LIGHT)])


def fighting_sides(st, seat: int) -> list[int]:
    """The sides `seat` could attack with, by every check that does not depend on the
    target (all but "the Light never attacks the Light")."""
    hand = st.hands[seat]
    need = len(hand) - MAX_HAND
    chars = st.chars
    on_field = bool(chars[seat])
    if on_field and need <= 0:  # its field fights, and nothing need leave the hand
        return [SIDE[chars[seat][0]]]
    ok = []
    for side in placement_sides(st, seat) if not on_field else (SIDE[chars[seat][0]],):
        fighters = 0
        for c in hand:
            if IS_PLACEABLE[c] and SIDE[c] == side:
                fighters += 1
        if not on_field and not fighters:
            continue
        if need > 0:
            spell = False  # a Spell to commit (Holy Light only for the Light)
            for c in hand:
                if IS_SPELL[c] and (KIND[c] != HOLY_LIGHT or side == LIGHT):
                    spell = True
                    break
            if fighters + spell < need:
                continue
        ok.append(side)
    return ok


def attack_targets(st, seat: int) -> list[int]:
    """The seats `seat` may attack now, in seat order: exactly those with a non-empty
    `attack_alignments` (the same checks, the target-independent ones made once)."""
    chars = st.chars
    ok = fighting_sides(st, seat)
    if not ok:
        return []
    only_light = ok == [LIGHT]
    jewels = st.jewels
    out = []
    for t in range(st.num_players):
        if t == seat:
            continue
        field = chars[t]
        if field:
            if only_light and SIDE[field[0]] == LIGHT:
                continue
        elif not jewels[t]:  # an empty field is neutral: any side may attack its Jewels
            continue
        out.append(t)
    return out


def rescue_possible(st, seat: int) -> bool:
    if st.side_of(seat) != LIGHT or not st.jail:
        return False
    hand = st.hands[seat]
    mates = spell = 0
    for c in hand:
        if IS_MATE[c]:
            mates += 1
        elif IS_SPELL[c]:
            spell = 1
    if not mates:
        for c in st.chars[seat]:
            if IS_MATE[c]:
                break
        else:  # no Mate in the hand nor on the field
            return False
    need = len(hand) - MAX_HAND
    return need <= 0 or mates + spell >= need


def thief_usable(st, seat: int) -> bool:
    """A Thief may be sent: by the Light or a neutral player whose hand gets down to 5
    with it, with something to go for (`rescue.thief_targets`, asked without listing)."""
    if st.side_of(seat) == DARK or len(st.hands[seat]) - 1 > MAX_HAND:
        return False
    if st.jail and st.lock != DARK:  # a St. Knight to free
        return True
    jewels = st.jewels
    # A loop, not any() of a generator: the release build compiles no function holding a
    # closure as cpdef (packaging/write_pxd.py), and main_actions asks this one in the
    # rollouts whenever a Thief is in hand.
    for s in range(st.num_players):  # noqa: SIM110 - a Jewel to steal
        if s != seat and jewels[s]:
            return True
    return False


def change_would_help(st, seat: int) -> bool:
    """With more than 5 cards: after a Change of Heart, could the hand get smaller (a card
    of the other side to place, or a Thief with something to go for)?"""
    other = DARK if st.side_of(seat) == LIGHT else LIGHT
    thief = False
    for c in st.hands[seat]:
        if IS_PLACEABLE[c] and SIDE[c] == other:
            return True
        if KIND[c] == THIEF:
            thief = True
    if thief:
        jewels, knights = rescue.thief_targets(st, seat, other)
        return bool(jewels or knights)
    return False


def change_allowed(st, seat: int) -> bool:
    if not st.chars[seat] or st.placed or st.changed:
        return False
    return len(st.hands[seat]) <= MAX_HAND or change_would_help(st, seat)


def main_actions(st) -> list:
    """Everything the player whose turn it is may do in the main step."""
    seat = st.turn
    hand = st.hands[seat]
    sides = placement_sides(st, seat)
    out = []
    thieves = None
    for c in hand:
        if IS_PLACEABLE[c]:
            if SIDE[c] in sides:
                out.append(PLACE[c])
        elif KIND[c] == THIEF:
            if thieves is None:
                thieves = [USE_THIEF[c]]
            else:
                thieves.append(USE_THIEF[c])
    if change_allowed(st, seat):
        out.append(CHANGE)
    targets = attack_targets(st, seat)
    if targets:
        out.extend([ATTACK[t] for t in targets])
    if rescue_possible(st, seat):
        out.append(RESCUE)
    if thieves is not None and thief_usable(st, seat):
        out.extend(thieves)
    if len(hand) <= MAX_HAND:
        out.append(END_TURN)
    elif not out:
        # The Whisper of Deep with nothing left to do: discard a card, showing the hand.
        out = [DISCARD_SHOWN[c] for c in hand]
    return out


def apply_main(st, action) -> list:
    seat = st.turn
    kind = type(action)
    if kind is Place:
        return place(st, seat, action.card)
    if kind is ChangeOfHeart:
        return change_of_heart(st, seat)
    if kind is Attack:
        return commit.open_battle(st, "attack", seat, action.target)
    if kind is Rescue:
        return rescue.open_rescue(st, seat)
    if kind is UseThief:
        return rescue.send_thief(st, seat, action.card)
    if kind is EndTurn:
        events: list = []
        end_turn(st, events)
        return events
    return discard_shown(st, seat, action.card)


def place(st, seat: int, c: int) -> list:
    old = st.side_of(seat)
    st.hands[seat].remove(c)
    st.forget_shown(seat, c)
    insort(st.chars[seat], c)
    st.placed = True
    events = [] if st.quiet else [Placed(seat, c)]
    note_side(st, seat, old, events)
    return events


def change_of_heart(st, seat: int) -> list:
    old = st.side_of(seat)
    # With more than 5 cards the Whisper of Deep is heard (the hand's size is public;
    # whether anything else could have helped is the player's secret).
    whisper = len(st.hands[seat]) > MAX_HAND
    jailed = [c for c in st.chars[seat] if KIND[c] == KNIGHT]
    discarded = [c for c in st.chars[seat] if KIND[c] != KNIGHT]
    for c in jailed:
        insort(st.jail, c)
    st.discard.extend(discarded)
    st.chars[seat] = []
    st.changed = True
    st.lock = DARK if old == LIGHT else LIGHT
    events = [ChangedHeart(seat, SIDE_KEYS[old], tuple(discarded), tuple(jailed), whisper)]
    note_side(st, seat, old, events)
    return events


def discard_shown(st, seat: int, c: int) -> list:
    hand = st.hands[seat]
    events = [HandShown(seat, c, tuple(hand))]
    hand.remove(c)
    st.discard.append(c)
    st.shown[seat] = list(hand)
    return events


# -- why not -------------------------------------------------------------------------


def main_reason(st, action) -> str:
    """Why `action` (of a game action type, fields of the right types) is not allowed in
    the main step."""
    seat = st.turn
    hand = st.hands[seat]
    side = st.side_of(seat)
    kind = type(action)
    too_many = (f"You hold {len(hand)} cards: with more than {MAX_HAND} in hand, your "
                f"action must bring the hand down to {MAX_HAND}.")
    if kind is Place:
        c = action.card
        if not is_card(c) or c not in hand:
            return f"{card_name(c)} is not in your hand."
        if KIND[c] == THIEF:
            return "A Thief is never placed on a field: send it as your action."
        if IS_SPELL[c]:
            return "Spells are not placed on a field: they are cast in battles."
        if st.lock:
            return (f"After a Change of Heart you may place only {SIDE_NAMES[st.lock]} "
                    f"cards this turn.")
        return (f"You play the {SIDE_NAMES[side]}: your field holds only one side's "
                f"characters, so you cannot place {card_name(c)}.")
    if kind is ChangeOfHeart:
        if st.changed:
            return "You have already declared Change of Heart this turn."
        if not st.chars[seat]:
            return ("You have no character on your field: choose a side by placing "
                    "characters, no Change of Heart is needed.")
        if st.placed:
            return ("You have already placed cards this turn: a Change of Heart comes "
                    "before placing.")
        return (f"A Change of Heart would not help you get down to {MAX_HAND} cards: you "
                f"hold no card of the other side to place.")
    if kind is Attack:
        t = action.target
        if not 0 <= t < st.num_players:
            return f"There is no player {t + 1} at this table."
        if t == seat:
            return "You cannot attack yourself."
        if not st.chars[t] and not st.jewels[t]:
            return "You cannot attack a player with no card on the field."
        if side == LIGHT and st.side_of(t) == LIGHT:
            return "The Light never attacks the Light."
        if len(hand) > MAX_HAND:
            return too_many + " This attack could not commit enough cards from your hand."
        if not st.chars[seat]:  # neutral: it fights with characters from its hand
            target_light = st.side_of(t) == LIGHT
            if st.lock == LIGHT and target_light:
                return ("After a Change of Heart you fight for the Light this turn, and the "
                        "Light never attacks the Light.")
            if st.lock:
                return (f"After a Change of Heart you may fight only with "
                        f"{SIDE_NAMES[st.lock]} characters this turn, and you hold none.")
            if target_light:
                return ("The Light never attacks the Light: against a Light player you may "
                        "fight only with Darkness characters, and you hold none.")
        return "You have no character to attack with."
    if kind is Rescue:
        if side != LIGHT:
            return "Only a player of the Light rescues St. Knights."
        if not st.jail:
            return "No St. Knight is imprisoned in the Jail."
        if len(hand) > MAX_HAND:
            return too_many + " This rescue could not commit enough cards from your hand."
        return "Only Monster Maker Mates (Warriors, Magicians) rescue: you have none."
    if kind is UseThief:
        c = action.card
        if not is_card(c) or c not in hand or KIND[c] != THIEF:
            return f"{card_name(c)} is not a Thief in your hand."
        if side == DARK:
            return "Only the Light or a neutral player plays a Thief."
        return "There is nothing for a Thief: no Jewel on another field, no St. Knight jailed."
    if kind is EndTurn:
        return (f"You hold {len(hand)} cards: get down to {MAX_HAND} before ending your turn "
                f"(place cards, attack, rescue, send a Thief, or declare Change of Heart).")
    if kind is DiscardShown:
        if len(hand) <= MAX_HAND:
            return f"You may discard only with more than {MAX_HAND} cards in hand."
        if not is_card(action.card) or action.card not in hand:
            return f"{card_name(action.card)} is not in your hand."
        return ("The Whisper of Deep: you may discard only when nothing else can bring your "
                "hand down; you can still place, change sides, attack or use a Thief.")
    return "It is your turn: place cards, then attack, rescue, send a Thief or end the turn."
