"""A table view built on a board: the table as plain values, and where each sprite lies.

A game's table keeps a `Board` (a frozen dataclass: what one seat sees, e.g. the hand, the
trick, the counts) made from the View, and a function `places(board) -> {key: Place}`
that says where every sprite of that board lies on screen. Then:

- `sync(view)` snaps every sprite to `places(board_of(view))`;
- an event handler builds the next board and calls `_transition(queue, after)`, which
  tweens every sprite from its place on the current board to its place on `after`:
  new keys fade in (or fly in from `origins`), gone keys fade out (or fly to `exits`),
  `renames` give a sprite a new identity (a back of an opponent's hand becomes the card
  they play; a card of your hand becomes a back of a face-down pile).

So an animation always ends where a plain `sync` puts the sprites, and a table never
moves a sprite by hand. Keys are tuples whose first item is the kind of sprite; the kind
"c" is a face-up card (`("c", card)`), so a rename from "c" to another kind is a card
turning face down, which keeps its face until it lands.

A subclass implements `board_of(view)`, `places(board)`, `_makers(key)` (the face and
back makers of a key), `prepare_geometry()` (layout that `places` reads) and one
`_on_<EventName>(event, queue)` per event it animates.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import pygame

from ui.anim.tween import Tween, ease_out_cubic
from ui.tables.base import CardSprite, TableView

FACE = "c"  # the key kind of a face-up card: ("c", card)


@dataclass(frozen=True)
class Place:
    """Where a sprite lies on screen (centre, size), and how."""

    x: float
    y: float
    w: float
    h: float
    face_up: bool = True
    z: float = 0.0
    glow: tuple | None = None
    alpha: float = 1.0
    shadow: bool = True


class BoardTable(TableView):
    # Where a step's counters change when cards set off one after another (`delays`):
    # after the last one has set off plus this share of a flight.
    COUNTS_CHANGE_AFTER = 0.0
    # Whether a sprite casts a shadow while it flies even where it rests without one
    # (cards lying flat on a field are lifted as they move).
    FLIGHT_SHADOW = False
    FLIGHT = 0.38  # seconds a card takes from one place to the next

    def __init__(self, host, game, names, viewer):
        super().__init__(host, game, names, viewer)
        self.board = None     # the board the queued animations lead to
        self.shown = None     # the board the text and panels show now
        self._synced = None   # the board of the last view synced
        self._plan: dict = {}  # key -> sprite, once the queued steps have run
        self._geo_key = None
        self.geo: dict = {}
        self._deal_step: list | None = None
        self._card_sizes: set = set()   # the sizes cards rest at (see _sized)
        self._token_sizes: set = set()  # and tokens
        self._back_maker = None

    # -- to implement -------------------------------------------------------------------------

    def board_of(self, view):
        raise NotImplementedError

    def places(self, board) -> dict:
        raise NotImplementedError

    def _makers(self, key):
        """(face maker, back maker) of a sprite key; a maker is (w, h) -> Surface."""
        raise NotImplementedError

    def prepare_geometry(self) -> None:
        """Compute the layout `places` reads, for self.rect and self.board."""

    # -- sprites ------------------------------------------------------------------------------

    def _sized(self, render, token: bool = False):
        """A maker that draws `render` at the sizes the layout rests cards at, and scales
        the nearest of those for the sizes a card passes through in flight (so a moving
        card never renders a new face every frame)."""
        sizes = self._token_sizes if token else self._card_sizes

        def make(w: int, h: int) -> pygame.Surface:
            if (w, h) in sizes or not sizes:
                return render(w, h)
            bw, bh = min(sizes, key=lambda sz: (sz[1] < h, abs(sz[1] - h)))
            return pygame.transform.smoothscale(render(bw, bh), (w, h))
        return make

    def _back(self, w: int, h: int) -> pygame.Surface:
        return self._back_maker(w, h)

    def _new_sprite(self, key) -> CardSprite:
        s = CardSprite(key, None, None)
        self._dress(s, key)
        return s

    def _dress(self, s: CardSprite, key) -> None:
        """Give a sprite the face and back of `key`."""
        s.face, s.back = self._makers(key)

    @staticmethod
    def _apply(s: CardSprite, p: Place) -> None:
        s.x, s.y, s.w, s.h = p.x, p.y, p.w, p.h
        s.angle = 0.0
        s.flip = 1.0 if p.face_up else 0.0
        s.z = p.z
        s.glow = p.glow
        s.alpha = p.alpha
        s.shadow = p.shadow
        s.visible = True

    # -- the contract -------------------------------------------------------------------------

    def sync(self, view) -> None:
        self.view = view
        board = self.board_of(view)
        self.board = self.shown = self._synced = board
        self.prepare_geometry()
        places = self.places(board)
        for key, p in places.items():
            s = self.sprites.get(key)
            if s is None:
                s = self.sprites[key] = self._new_sprite(key)
            else:
                self._dress(s, key)
            self._apply(s, p)
            s.dimmed = False
        self.keep_only(places)
        self._plan = dict(self.sprites)
        self._deal_step = None

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self._geo_key = None
        self._card_sizes.clear()
        self._token_sizes.clear()
        self.prepare_geometry()
        if self.view is not None:
            self.sync(self.view)
            if self.legal is not None:
                self.set_choices(self.legal)

    def animate(self, event, queue) -> None:
        if self.board is None:
            return
        self.prepare_geometry()
        handler = getattr(self, "_on_" + type(event).__name__, None)
        if handler is not None:
            handler(event, queue)

    # -- animation ----------------------------------------------------------------------------

    def _transition(self, queue, after, duration: float | None = None, *, origins=None,
                    exits=None,
                    renames=None, delays=None, ease=ease_out_cubic, sound=None,
                    merge: bool = False, on_begin=None) -> list:
        """Tween every sprite from its place on the current board to its place on `after`.

        origins: key -> Place a new sprite starts from (default: fades in where it lands);
        exits: key -> Place a removed sprite flies to while fading (default: fades in place);
        renames: old key -> new key (the same sprite takes a new identity);
        delays: key -> seconds before it sets off; merge: add to the last merged step
        (a deal: one card after another in one step); on_begin: called as it starts.
        """
        duration = self.FLIGHT if duration is None else duration
        origins = origins or {}
        exits = exits or {}
        renames = renames or {}
        delays = delays or {}
        before_places = self.places(self.board) if self.board is not None else {}
        after_places = self.places(after)
        self.board = after
        plan = self._plan
        moved = {old: plan.pop(old) for old in renames if old in plan}
        for old, s in moved.items():
            plan[renames[old]] = s
        created = {}
        for key in after_places:
            if key not in plan:
                s = self._new_sprite(key)
                s.visible = False
                plan[key] = s
                created[key] = s
        removed = {key: s for key, s in plan.items() if key not in after_places}
        for key in removed:
            del plan[key]
        sprites = self.sprites
        moved_ids = {id(s): old for old, s in moved.items()}

        def turns_face_down(old, new) -> bool:
            return old[0] == FACE and new[0] != FACE

        def show():
            self.shown = after

        def begin():
            if not delays:
                show()
            for old, s in moved.items():
                if sprites.get(old) is s:
                    del sprites[old]
            for old, s in moved.items():
                new = renames[old]
                sprites[new] = s
                if not turns_face_down(old, new):  # (that one keeps its face until it lands)
                    self._dress(s, new)
                s.dimmed = False
                s.glow = None
            for key, s in created.items():
                sprites[key] = s
            if on_begin:
                on_begin()
            if sound:
                self.sound(sound)

        tweens: list = [Tween(None, 0.0, on_begin=begin)]
        for old, s in moved.items():
            new = renames[old]
            if turns_face_down(old, new):
                def landed(s=s, new=new):
                    if sprites.get(new) is s:
                        self._dress(s, new)
                tweens.append(Tween(None, 0.0, delay=duration + delays.get(new, 0.0),
                                    on_begin=landed))
        if delays:
            tweens.append(Tween(None, 0.0, on_begin=show, delay=max(delays.values())
                                + duration * self.COUNTS_CHANGE_AFTER))
        for key, s in plan.items():
            p = after_places[key]
            if key in created:
                start = origins.get(key) or replace(p, alpha=0.0)
                tweens.append(self._tween(s, start, p, duration, delays.get(key, 0.0), ease))
                continue
            q = before_places.get(moved_ids.get(id(s), key))
            if q is not None and q == p and id(s) not in moved_ids:
                continue
            tweens.append(self._tween(s, None, p, duration, delays.get(key, 0.0), ease))
        for key, s in removed.items():
            end = exits.get(key)
            q = before_places.get(key)
            if end is None:
                end = replace(q, alpha=0.0) if q is not None else None
            tweens.append(self._tween(s, None, end, duration, delays.get(key, 0.0), ease,
                                      remove_key=key))
        if merge and self._deal_step is not None and queue.steps and \
                queue.steps[-1] is self._deal_step:
            self._deal_step.extend(tweens)
        else:
            queue.add(*tweens)
            self._deal_step = queue.steps[-1] if merge else None
        return tweens

    def _tween(self, s: CardSprite, start: Place | None, end: Place | None, duration: float,
               delay: float, ease, remove_key=None) -> Tween:
        sprites = self.sprites
        flight_shadow = self.FLIGHT_SHADOW

        def on_begin():
            if start is not None:
                self._apply(s, start)
            s.visible = True
            s.angle = 0.0
            if end is not None:
                s.z = 1000 + end.z
                s.shadow = end.shadow or flight_shadow
                if end.glow is None:
                    s.glow = None

        def on_end():
            if remove_key is not None:
                if sprites.get(remove_key) is s:
                    del sprites[remove_key]
                return
            if end is not None:
                s.z = end.z
                s.glow = end.glow
                s.shadow = end.shadow

        if end is None:
            return Tween(s, duration, ease, delay, on_begin=on_begin, on_end=on_end, alpha=0.0)
        return Tween(s, duration, ease, delay, on_begin=on_begin, on_end=on_end,
                     x=end.x, y=end.y, w=end.w, h=end.h, alpha=end.alpha,
                     flip=1.0 if end.face_up else 0.0)

    def _show(self, queue, after, on_begin=None) -> None:
        """A change with nothing to move (counters, banners)."""
        self.board = after

        def begin():
            self.shown = after
            if on_begin:
                on_begin()
        queue.call(begin)
