"""`TrickTable`: what every trick game's table needs, on top of `BoardTable`.

A game's table subclasses it, keeps its own `Board` (plain values, made from the View)
and writes `places(board)` by composing the pieces below, plus its own things (a trump
indicator, a life track, prize cards...). See ui/tables/README.md, "Trick games".

- Seats: `seating(n)` -> `TableLayout` (ui/tables/tricks/layout.py) for the viewer at the
  bottom; `at(x, y)` turns reference px into screen px; `plate_rect(seat)`.
- Placing, inside `places(board)`: `put = self.placer(out)` (records every size a card
  rests at, so flights scale a cached face and faces are rendered ahead of need), then
  `place_hand`, `place_backs`, `place_trick`, `place_won_pile`, `place_deck`.
  Sprite keys: ("c", card) a face-up card, ("back", seat, i) a back of seat's hand,
  ("won", seat, i) a back of its won pile, ("deck", i) the dealing deck.
- Choices: in `set_choices`, call `super().set_choices(legal)` then `offer(key, action)`
  for each card: a legal action makes it choosable (lifted), otherwise it is dimmed and a
  click says why (`why_illegal` of the candidate, through the scene).
- Animation, inside `_on_<Event>` handlers: `deal`, `play_card`, `sweep_trick`,
  `show_score_sheet` (waits for the player), `say` (a speech bubble).
- Drawing, inside `draw`: `draw_trick_ring`, `draw_seat_plate` (name, counts, a labelled
  figure, badges), `draw_won_counts`, `draw_callouts`, `pill`, `label`,
  `draw_sheet` (a `ScoreSheet`, ui/tables/tricks/score_sheet.py).
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from functools import lru_cache, partial

import pygame

from ui import theme
from ui.anim.tween import Hold, Tween, ease_in_out_cubic
from ui.render import text as textr
from ui.render.budget import costly
from ui.render.cards import CARD_RATIO
from ui.render.shapes import rounded_rect, supersampled
from ui.tables.base import Target
from ui.tables.board import FACE, BoardTable, Place
from ui.tables.tricks.layout import SIZES, TableLayout, backs_xs, fan_xs, seat_layout
from ui.tables.tricks.score_sheet import ScoreSheet, draw_score_sheet


@dataclass(frozen=True)
class PlateFigure:
    """The figure on a seat's plate, always with its label: ("Round", "+7"), ("Life",
    "27"), ("Gold", "40"), so it never seems to disagree with another total."""

    label: str
    value: str
    colour: tuple = theme.TEXT


@lru_cache(maxsize=8)
@costly
def _trick_ring(w: int, h: int, line: int) -> pygame.Surface:
    """The soft oval the trick is played on."""
    def draw(s, f):
        r = s.get_rect()
        pygame.draw.ellipse(s, (20, 62, 52, 255), r)
        pygame.draw.ellipse(s, (44, 96, 80, 255), r, max(1, round(line * f)))
    return supersampled(w, h, draw)


class TrickTable(BoardTable):
    SIZES = SIZES
    SIDE_Y: dict | None = None  # per player count: the side plates' top from the centre
    TOP_Y = 70                  # the top plates' top
    TRICK_Y = 68                # the trick's centre below the table's vertical centre
    DEAL_STAGGER = 0.028        # seconds between two cards of a deal
    WON_SHOWN = 5               # backs drawn in a won pile (the count says the rest)
    BUBBLE_AT_FAN: tuple[int, ...] = ()  # player counts whose side bubbles sit by the fan
    face_art = None  # (card, w, h) -> Surface: a card's face (cached by the game's art)
    back_art = None  # (w, h) -> Surface: the card back
    all_cards: tuple = ()  # every card whose face the warm-up renders ahead of need

    def __init__(self, host, game, names, viewer):
        super().__init__(host, game, names, viewer)
        self.callouts: list[tuple[str, int, float]] = []  # (text, seat, until)
        self.t = 0.0
        self.seats: TableLayout | None = None
        self._seats_key = None
        self._offered: dict = {}
        self._face_sizes: set = set()  # the sizes faces rest at: what the warm-up renders
        self._warm_done: set = set()
        if self.back_art is not None:
            self._back_maker = self._sized(self.back_art)

    # -- geometry ---------------------------------------------------------------------------

    @property
    def sc(self) -> float:
        return self.app.scale

    def max_backs(self, n: int) -> int:
        """The most cards an opponent holds at once (how wide the top fans are)."""
        return 13

    def seating(self, n: int) -> TableLayout:
        """The seats round the table for the current rect and viewer (cached). A
        spectator's table (hot-seat, between two turns) keeps the seat that had the
        screen last at the bottom (`seats_around`)."""
        bottom = self.seats_around(n)[0]  # the viewer, or the seat that had the screen
        key = (tuple(self.rect), n, bottom, self.sc)
        if key != self._seats_key:
            self._seats_key = key
            self.seats = seat_layout(n, bottom, self.rect.w / self.sc,
                                     self.rect.h / self.sc, sizes=self.SIZES,
                                     side_y=self.SIDE_Y, top_y=self.TOP_Y,
                                     trick_y=self.TRICK_Y, max_backs=self.max_backs(n))
        return self.seats

    def at(self, x: float, y: float) -> tuple[float, float]:
        """Reference px from the table's top left -> screen px."""
        sc = self.sc
        return self.rect.x + x * sc, self.rect.y + y * sc

    def rect_at(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        sx, sy = self.at(x, y)
        return pygame.Rect(round(sx), round(sy), round(w * self.sc), round(h * self.sc))

    def plate_rect(self, seat: int) -> pygame.Rect:
        """A seat's name plate, on screen."""
        return self.rect_at(*self.seats.spot(seat).plate)

    def layout(self, rect: pygame.Rect) -> None:
        self._seats_key = None
        self._face_sizes.clear()
        self._warm_done.clear()
        super().layout(rect)

    # -- placing ----------------------------------------------------------------------------

    def placer(self, out: dict):
        """`put(key, x, y, h, face_up=True, z=0, glow=None, w=None, alpha=1)`: a sprite
        of height `h` centred on (x, y) in reference px, into `out`. A card is h *
        CARD_RATIO wide; give `w` for a token (a disc, drawn without a card's shadow)."""
        sc = self.sc
        at = self.at
        sizes, token_sizes, faces = self._card_sizes, self._token_sizes, self._face_sizes

        def put(key, x, y, h, face_up=True, z=0.0, glow=None, w=None, alpha=1.0):
            sx, sy = at(x, y)
            ww = (w if w is not None else h * CARD_RATIO) * sc
            out[key] = Place(sx, sy, ww, h * sc, face_up, z, glow, alpha, shadow=w is None)
            size = (max(2, round(ww)), max(2, round(h * sc)))
            (token_sizes if w is not None else sizes).add(size)
            if face_up and w is None:
                faces.add(size)
        return put

    def place_hand(self, put, cards, *, y: float | None = None, h: float | None = None,
                   width: float | None = None, z: float = 500, group_of=None) -> None:
        """The viewer's hand, face up, fanned in the bottom row (cards in the given
        order; `group_of`, e.g. a card's suit, leaves a gap between groups)."""
        seats = self.seats
        h = h or self.SIZES.hand_h
        xs = fan_xs(cards, seats.width / 2, h * CARD_RATIO, width or seats.hand_width,
                    group_of)
        y = seats.hand_y if y is None else y
        for i, (c, x) in enumerate(zip(cards, xs)):
            put((FACE, c), x, y, h, True, z + i)

    def place_backs(self, put, seat: int, count: int, *, z: float | None = None) -> None:
        """An opponent's hand: `count` backs fanned under (or beside) its plate. The
        bottom seat of a spectator's table holds its backs larger, in the hand row."""
        spot = self.seats.spot(seat)
        bottom = spot.kind == "bottom"
        h = self.SIZES.back_h * (1.3 if bottom else 1)
        step = self.SIZES.back_step * (1.3 if bottom else 1)
        z = 100 + seat * 20 if z is None else z
        for i, x in enumerate(backs_xs(count, spot.fan[0], step, self.SIZES.backs_width)):
            put(("back", seat, i), x, spot.fan[1], h, False, z + i * 0.1)

    def place_trick(self, put, trick, winning: int, *, z: float = 200) -> None:
        """The trick: ((seat, card), ...) in play order, each card in its seat's slot,
        the one winning so far ringed in gold once a second card is down."""
        for i, (seat, c) in enumerate(trick):
            x, y = self.seats.spot(seat).trick
            glow = theme.GOLD if seat == winning and len(trick) > 1 else None
            put((FACE, c), x, y, self.SIZES.trick_h, True, z + i, glow)

    def won_pile_spot(self, seat: int) -> tuple[float, float]:
        """The centre of a seat's won pile (under its plate)."""
        x, y = self.seats.spot(seat).won
        h = self.SIZES.won_h
        # (the stack grows upwards from here: its top card stays clear of the plate)
        return x + h * CARD_RATIO / 2 + 2, y + h / 2 + 2 + (self.WON_SHOWN - 1) * 1.6

    def place_won_pile(self, put, seat: int, count: int, *, z: float = 80) -> None:
        """A seat's won cards as a small face-down pile (a few backs; the count is drawn
        by `draw_won_counts`)."""
        x, y = self.won_pile_spot(seat)
        for i in range(min(count, self.WON_SHOWN)):
            put(("won", seat, i), x + i * 1.2, y - i * 1.6, self.SIZES.won_h, False,
                z + i * 0.01)

    def won_pile_place(self, seat: int, count: int = 0) -> Place:
        """Where a card swept to a seat's won pile lands (face down, small)."""
        x, y = self.won_pile_spot(seat)
        i = min(count, self.WON_SHOWN - 1)
        return self.point(x + i * 1.2, y - i * 1.6, self.SIZES.won_h, False)

    def deck_spot(self) -> tuple[float, float]:
        """Where the cards are dealt from: the trick's centre."""
        return self.seats.trick_centre

    def place_deck(self, put, count: int) -> None:
        """The cards not dealt yet, a small stack at the trick's centre."""
        x, y = self.deck_spot()
        for i in range(min(count, 6)):
            put(("deck", i), x - i * 1.0, y - i * 1.5, self.SIZES.hand_h * 0.8, False, 400 + i)

    # -- sprites ----------------------------------------------------------------------------

    def _makers(self, key):
        if key[0] == FACE and self.face_art is not None:
            return self._sized(partial(self.face_art, key[1])), self._back
        return None, self._back

    def point(self, x, y, h, face_up=False, alpha=1.0) -> Place:
        """A Place at reference coordinates (a card `h` high)."""
        sx, sy = self.at(x, y)
        return Place(sx, sy, h * CARD_RATIO * self.sc, h * self.sc, face_up, 0, None, alpha)

    # -- choices ----------------------------------------------------------------------------

    def set_choices(self, legal) -> None:
        super().set_choices(legal)
        for s in self.sprites.values():
            s.dimmed = False
        self._offered = {a: a for a in legal} if legal else {}

    def offer(self, key, action) -> None:
        """Offer the sprite `key` for `action`: choosable (lifted) when the action is
        legal now, otherwise dimmed, and a click on it says which rule forbids it."""
        s = self.sprites.get(key)
        if s is None or self.legal is None:
            return
        real = self._offered.get(action)
        if real is not None:
            self.targets.append(Target(real, sprite=s))
        else:
            s.dimmed = True
            self.targets.append(Target(None, sprite=s, candidate=action))

    # -- animation --------------------------------------------------------------------------

    def deal(self, queue, after, seat: int, keys, duration: float = 0.32) -> None:
        """Deal `keys` (the cards or backs a seat receives, as they lie on `after`) one
        at a time round the table from the deck, as one step with the other seats'."""
        n = self.seats.n
        x, y = self.deck_spot()
        origin = self.point(x, y, self.SIZES.hand_h * 0.8, False)
        order = (seat - self.seats.bottom) % n
        delays = {k: (j * n + order) * self.DEAL_STAGGER for j, k in enumerate(keys)}
        self._transition(queue, after, duration, origins=dict.fromkeys(keys, origin),
                         delays=delays, merge=True, sound="deal" if order == 0 else None)

    def play_card(self, queue, after, card: int, from_key=None, duration: float = 0.36) -> None:
        """A card goes to the trick: the viewer's own card moves from the hand; another
        seat's back (`from_key`, e.g. ("back", seat, i)) turns into the card played."""
        renames = {from_key: (FACE, card)} if from_key is not None else {}
        self._transition(queue, after, duration, renames=renames, sound="play")

    def sweep_trick(self, queue, after, winner: int, cards, *, exits=None, renames=None,
                    pause: float = 0.5) -> None:
        """A finished trick: a pause to read it, the cards gather in front of the winner,
        then sweep to `after` (where the winner has them). `exits`: key -> Place for the
        cards that leave the table (e.g. `won_pile_place(winner)`), `renames` for those
        that become something else (a card kept face up in a row of won cards)."""
        queue.wait(pause)
        wx, wy = self.seats.spot(winner).trick
        gather = []
        for i, c in enumerate(cards):
            s = self._plan.get((FACE, c))
            if s is None:
                continue
            p = self.point(wx + (i - len(cards) / 2) * 3, wy + i * 1.5, self.SIZES.trick_h)
            gather.append(Tween(s, 0.24, ease_in_out_cubic, x=p.x, y=p.y))
        if gather:
            queue.add(*gather)
        self._transition(queue, after, 0.5, exits=exits, renames=renames,
                         ease=ease_in_out_cubic, sound="sweep")

    def show_score_sheet(self, queue, after, final: bool) -> None:
        """The round is scored: `after` shows the score table; it waits for the player
        (a Hold: a click or Space goes on), or, when the game ends with it, the results
        follow after a moment."""
        self._transition(queue, after, 0.2, sound="chime")
        if final:
            queue.wait(1.0)
        else:
            queue.add(Hold())

    def say(self, queue, seat: int, text: str, seconds: float = 2.2, sound=None) -> None:
        """A speech bubble by a seat's plate when the animation reaches this point."""
        def begin():
            self.callouts.append((text, seat, self.t + seconds))
            if sound:
                self.sound(sound)
        queue.call(begin)

    # -- the frame --------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        super().update(dt)
        self.t += dt
        self._warm_faces()
        if self.callouts:
            self.callouts = [c for c in self.callouts if c[2] > self.t]

    def _warm_faces(self, budget: float = 0.003) -> None:
        """Render card faces ahead of need, a few milliseconds a frame: a new round's deal
        turns a whole hand face up at once, and drawing its new faces in that frame would
        stall it."""
        art = self.face_art
        if art is None or len(self._warm_done) >= len(self._face_sizes) * len(self.all_cards):
            return
        start = time.perf_counter()
        for size in sorted(self._face_sizes, reverse=True):
            for c in self.all_cards:
                if (c, size) not in self._warm_done:
                    self._warm_done.add((c, size))
                    art(c, *size)
                    if time.perf_counter() - start > budget:
                        return

    # -- drawing ----------------------------------------------------------------------------

    def label(self, surface, string, x, y, px=12, colour=theme.TEXT_DIM, anchor="midtop",
              role="sans") -> pygame.Rect:
        """Text at reference coordinates."""
        return textr.blit_text(surface, string, role, self.px(px), colour, self.at(x, y),
                               anchor)

    def pill(self, surface, string, x, y, px=12, fill=(12, 14, 22, 210), colour=theme.TEXT,
             anchor="center") -> pygame.Rect:
        """A short text on a rounded pill at reference coordinates (a count, a badge)."""
        w, h = textr.font("sans_bold", self.px(px)).size(string)
        box = pygame.Rect(0, 0, w + self.px(12), h + self.px(2))
        sx, sy = self.at(x, y)
        setattr(box, anchor, (round(sx), round(sy)))
        surface.blit(rounded_rect(box.w, box.h, box.h // 2, fill), box)
        textr.blit_text(surface, string, "sans_bold", self.px(px), colour, box.center, "center")
        return box

    def draw_trick_ring(self, surface) -> None:
        """The oval the trick is played on."""
        w, h = self.seats.ring()
        ring = _trick_ring(round(w * self.sc), round(h * self.sc), max(1, self.px(1)))
        centre = self.at(*self.seats.trick_centre)
        surface.blit(ring, ring.get_rect(center=(round(centre[0]), round(centre[1]))))

    def draw_seat_plate(self, surface, seat: int, lines, *, active: bool = False,
                        figure: PlateFigure | None = None, badges=()) -> pygame.Rect:
        """A seat's plate: the name (with dots while a computer thinks), a few short
        lines (counts), a labelled figure at the bottom right, and badges (text, fill)
        over its top edge (the lead, a role)."""
        rect = self.plate_rect(seat)
        room = None
        if figure is not None:  # the last line keeps clear of the figure beside it
            room = rect.w - self.px(20) - self.px(18) \
                - textr.font("sans_bold", self.px(18)).size(figure.value)[0] \
                - textr.font("sans", self.px(11)).size(figure.label)[0]
        self.draw_plate(surface, rect, seat, list(lines), active, last_line_w=room)
        if figure is not None:
            value = textr.blit_text(surface, figure.value, "sans_bold", self.px(18),
                                    figure.colour,
                                    (rect.right - self.px(10), rect.bottom - self.px(6)),
                                    "bottomright")
            textr.blit_text(surface, figure.label, "sans", self.px(11), theme.TEXT_DIM,
                            (value.left - self.px(4), rect.bottom - self.px(9)),
                            "bottomright")
        x = rect.right - self.px(6)
        for text, fill in badges:
            w = textr.font("sans_bold", self.px(11)).size(text)[0] + self.px(12)
            box = pygame.Rect(0, 0, w, self.px(18))
            box.bottomright = (x, rect.top + self.px(7))
            surface.blit(rounded_rect(box.w, box.h, box.h // 2, fill, theme.GOLD, 1.0), box)
            textr.blit_text(surface, text, "sans_bold", self.px(11), theme.TEXT, box.center,
                            "center")
            x = box.left - self.px(4)
        return rect

    def draw_won_counts(self, surface, counts, extra=None) -> None:
        """A count beside each won pile; `extra(seat)` may add the game's own count
        (e.g. "3 Devils"), on a second pill."""
        h = self.SIZES.won_h
        for seat, count in enumerate(counts):
            if not count:
                continue
            x, y = self.won_pile_spot(seat)
            box = self.pill(surface, str(count), x + h * CARD_RATIO / 2 + 8, y, 12,
                            anchor="midleft")
            more = extra(seat) if extra is not None else None
            if more:
                right = (box.right - self.rect.x) / self.sc + 4
                self.pill(surface, more, right, y, 12, fill=(70, 30, 40, 235),
                          anchor="midleft")

    def bubble_rect(self, seat: int, w: int, h: int) -> pygame.Rect:
        """Where a seat's speech bubble goes: beside its plate, towards the middle."""
        rect = self.plate_rect(seat)
        spot = self.seats.spot(seat)
        box = pygame.Rect(0, 0, w, h)
        if spot.kind == "bottom":
            box.midbottom = (rect.centerx, rect.top - self.px(14))
        elif spot.kind == "side":
            y = rect.centery
            if self.seats.n in self.BUBBLE_AT_FAN:
                y = round(self.at(0, spot.fan[1])[1])
            if spot.position == "left":
                box.midleft = (rect.right + self.px(10), y)
            else:
                box.midright = (rect.left - self.px(10), y)
        else:
            box.midtop = (rect.centerx, rect.bottom + self.px(6))
        return box

    def draw_callouts(self, surface) -> None:
        for text, seat, until in self.callouts:
            if self.seats is None or not 0 <= seat < self.seats.n:
                continue
            alpha = max(0.0, min(1.0, (until - self.t) / 0.4))
            box = self.bubble_rect(seat, *self.bubble_size(text))
            self.draw_bubble(surface, box, text, alpha)

    def draw_sheet(self, surface, sheet: ScoreSheet, centre: tuple[float, float],
                   you: int | None = None) -> pygame.Rect:
        """A score table centred on `centre` (reference px), kept on the table; the row
        of seat `you` says "(you)"."""
        sx, sy = self.at(*centre)
        return draw_score_sheet(surface, sheet, (round(sx), round(sy)), self.rect, self.px,
                                you)
