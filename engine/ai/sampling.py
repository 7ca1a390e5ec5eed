"""Dealing the cards a seat cannot see, for determinisations (`Game.sample_state`).

A seat's view proves where some hidden cards cannot be (a shown void, a card known to
lie in the Inverted Scale, ...). Every game with hidden cards states this the same way:
a list of hidden cards, a capacity per location (a hand, a pile, a face-down place) and,
per card, a bit mask of the locations it may lie in. `ConstrainedDeal` takes that once
per view (the AI's search samples thousands of states of one view) and then deals fast:

- the constrained cards go first, the most constrained first (random among equals),
  each to an allowed location with room, chosen in proportion to the room left (as a
  dealer's cards would fall); when none has room, an augmenting path moves cards along;
- the cards that may lie anywhere then fill the places left, shuffled.

It never loops: `deal` returns None when no assignment exists (an inconsistent view,
never one of a real game); the caller then falls back to dealing by count alone.
"""

from __future__ import annotations

import random


def shuffle_in_place(items: list, rand) -> None:
    """Fisher-Yates with `rand` (a seeded rng's `random`): the same uniform shuffle as
    `rng.shuffle`, at about half its cost (no `_randbelow` per card), for the AI's
    samplers, which shuffle thousands of times a decision. A game's chance steps keep
    `rng.shuffle` (engine.actions.random_shuffle), so seeded deals do not change."""
    for i in range(len(items) - 1, 0, -1):
        j = int(rand() * (i + 1))
        items[i], items[j] = items[j], items[i]


class ConstrainedDeal:
    """Hidden cards, capacities per location and allowed-location masks, prepared once;
    `deal(rng)` gives the cards per location (a list of lists), or None."""

    __slots__ = ("caps", "classes", "free", "full", "places", "size")

    def __init__(self, hidden, caps, masks):
        self.size = size = len(caps)
        self.caps = list(caps)
        full = 0
        for loc in range(size):
            if caps[loc]:
                full |= 1 << loc
        self.full = full
        # Cards by mask: the constrained classes, fewest allowed locations first.
        by_mask: dict[int, list[int]] = {}
        free = []
        for c in hidden:
            m = masks[c] & full
            if m == full:
                free.append(c)
            else:
                by_mask.setdefault(m, []).append(c)
        self.free = free
        self.classes = sorted(((m, cards) for m, cards in by_mask.items()),
                              key=lambda mc: (mc[0].bit_count(), mc[0]))
        self.places = {m: [loc for loc in range(size) if m >> loc & 1] for m in by_mask}

    def deal(self, rng: random.Random):
        caps = self.caps
        room = caps[:]
        members: list[list[int]] = [[] for _ in range(self.size)]
        rand = rng.random
        if self.classes:
            mask_of: dict[int, int] = {}
            for m, cards in self.classes:
                locs = self.places[m]
                order = cards[:]
                shuffle_in_place(order, rand)
                for c in order:
                    mask_of[c] = m
                    free_room = 0
                    for loc in locs:
                        free_room += room[loc]
                    if free_room:
                        pick = int(rand() * free_room)
                        for loc in locs:
                            r = room[loc]
                            if pick < r:
                                members[loc].append(c)
                                room[loc] = r - 1
                                break
                            pick -= r
                    elif not self._augment(c, m, members, room, mask_of, set(), rng):
                        return None
        free = self.free[:]
        shuffle_in_place(free, rand)
        at = 0
        for loc in range(self.size):
            r = room[loc]
            if r:
                members[loc].extend(free[at:at + r])
                at += r
        if at != len(free):
            return None
        return members

    def _augment(self, c, m, members, room, mask_of, visited, rng) -> bool:
        """Place `c` by moving an already placed card to another allowed location."""
        locs = [loc for loc in self.places.get(m, range(self.size)) if loc not in visited]
        rng.shuffle(locs)
        for loc in locs:
            visited.add(loc)
            if room[loc] > 0:
                members[loc].append(c)
                room[loc] -= 1
                return True
            for i, d in enumerate(members[loc]):
                if self._augment(d, mask_of[d], members, room, mask_of, visited, rng):
                    members[loc][i] = c
                    # the moved card took a room elsewhere; this location stays full
                    return True
        return False


def deal_by_count(hidden, caps, rng: random.Random) -> list[list[int]]:
    """The hidden cards shuffled into the locations by capacity alone (the fallback for
    an inconsistent view); extra cards are dropped, missing ones leave room empty."""
    pool = list(hidden)
    rng.shuffle(pool)
    members = []
    at = 0
    for cap in caps:
        members.append(pool[at:at + cap])
        at += cap
    return members
