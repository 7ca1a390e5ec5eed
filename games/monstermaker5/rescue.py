"""Rescue of the St. Knights from the Underground Jail of Darkness, and the Thief.

Rescue: a Light player attacks the Jail with its Monster Maker Mates (those of its field
all go; Warriors and Magicians from the hand may join) and a Spell. The Jail (2D+1,
defence 12) is played by the next Darkness player clockwise from the rescuer, or, with
no Darkness player at the table, by the rescuer's left neighbour. Darkness cards left
on the Jail by an earlier rescue stand in front of it as guards, and Darkness (or
neutral) players may support it from their hands (the Jail's player too, and it never
supports the rescuer); the Jail can be attacked only when none of them stands. Success:
every jailed St. Knight goes to the rescuer's field; the Jail itself stays. If the Jail
wins, the Darkness cards that fought for it stay on it. The battle itself is
`games.monstermaker5.battle`.

Thief: a Light or neutral player plays a Thief from the hand at a Jewel on another
player's field or at one jailed St. Knight; one die greater than the Thief's number
(2, 3, 3 or 4) succeeds and brings the card to the player's field. The Thief is
discarded either way.
"""

from __future__ import annotations

from bisect import insort

from engine.core import CHANCE
from games.monstermaker5.battle import RESCUE as RESCUE_KIND
from games.monstermaker5.cards import DARK, SIDE_KEYS, THIEF_NUMBER, card_name, is_card
from games.monstermaker5.commit import open_battle
from games.monstermaker5.events import (
    JewelsTaken,
    SideChanged,
    ThiefPlayed,
    ThiefResolved,
    ThiefSent,
)
from games.monstermaker5.moves import FREE, STEAL, Free, Steal
from games.monstermaker5.phases import PH_THIEF, PH_THIEF_ROLL


def jailer_for(st, rescuer: int) -> int:
    """The next Darkness player clockwise from the rescuer; with none, its left
    neighbour."""
    n = st.num_players
    for i in range(1, n):
        seat = (rescuer + i) % n
        if st.side_of(seat) == DARK:
            return seat
    return (rescuer + 1) % n


def open_rescue(st, rescuer: int) -> list:
    return open_battle(st, RESCUE_KIND, rescuer, -1, jailer_for(st, rescuer))


# -- the Thief -----------------------------------------------------------------------


def send_thief(st, seat: int, thief: int) -> list:
    """The Thief leaves the hand; its player then names what it goes for."""
    st.hands[seat].remove(thief)
    st.forget_shown(seat, thief)
    st.thief = thief
    st.phase = PH_THIEF
    return [ThiefPlayed(seat, thief)]


def thief_targets(st, seat: int, lock: int) -> tuple[list[int], list[int]]:
    """(Jewels on the other fields, St. Knights in the Jail) a Thief of `seat` may go for;
    a player who may place only Darkness cards this turn frees no St. Knight."""
    jewels = [j for s in range(st.num_players) if s != seat for j in st.jewels[s]]
    knights = list(st.jail) if lock != DARK else []
    return jewels, knights


def thief_actions(st) -> list:
    jewels, knights = thief_targets(st, st.turn, st.lock)
    return [STEAL[j] for j in jewels] + [FREE[k] for k in knights]


def owner_of_jewel(st, jewel: int) -> int:
    for s in range(st.num_players):
        if jewel in st.jewels[s]:
            return s
    return -1


def aim_thief(st, action) -> list:
    seat = st.turn
    if type(action) is Steal:
        st.thief_target = action.jewel
        st.thief_victim = owner_of_jewel(st, action.jewel)
    else:
        st.thief_target = action.knight
        st.thief_victim = -1
    st.phase = PH_THIEF_ROLL
    st.actor = CHANCE
    return [ThiefSent(seat, st.thief, THIEF_NUMBER[st.thief], st.thief_target,
                      st.thief_victim)]


def resolve_thief(st, faces) -> list:
    seat = st.turn
    thief = st.thief
    target = st.thief_target
    victim = st.thief_victim
    die = faces[0]
    number = THIEF_NUMBER[thief]
    success = die > number
    events: list = [ThiefResolved(seat, thief, die, number, success, target, victim)]
    if success:
        if victim >= 0:
            st.jewels[victim].remove(target)
            insort(st.jewels[seat], target)
            events.append(JewelsTaken(seat, victim, (target,)))
        else:
            old = st.side_of(seat)
            st.jail.remove(target)
            insort(st.chars[seat], target)
            new = st.side_of(seat)
            if new != old:
                events.append(SideChanged(seat, SIDE_KEYS[old], SIDE_KEYS[new]))
    st.discard.append(thief)
    st.thief = st.thief_target = st.thief_victim = -1
    st.actor = seat
    st.finish_action(events)
    return events


def thief_reason(st, action) -> str:
    if type(action) is Steal:
        j = action.jewel
        if not is_card(j) or owner_of_jewel(st, j) < 0:
            return f"{card_name(j)} is not a Jewel on a field."
        return "A Thief steals from another player, not from you."
    if type(action) is Free:
        k = action.knight
        if not is_card(k) or k not in st.jail:
            return f"{card_name(k)} is not imprisoned in the Jail."
        return ("After a Change of Heart to the Darkness you cannot free a St. Knight this "
                "turn.")
    return ("Name what the Thief goes for: a Jewel on another player's field, or a St. "
            "Knight in the Jail.")
