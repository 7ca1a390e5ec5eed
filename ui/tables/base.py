"""The base of every game's table view.

A table view draws one seat's `View` (never the State) inside the table area, and turns
engine events into tweens. What a player may click is a list of `Target`s built from
`legal_actions()`: a click selects one of them, so the UI never invents an action. A
target without a legal action but with a `candidate` explains, on click, which rule
forbids it (the host asks `why_illegal`), and its card shakes.

A game's table implements:
    layout(rect)            compute zones for the table area (called on resize, and when
                            the viewer changes: `show_view`)
    sync(view)              snap every sprite to this view
    animate(event, queue)   queue the tweens for one event (as the viewer sees it)
    set_choices(legal)      build self.targets for the viewer's decision (None: not its turn)
    buttons()               actions that are not on the table (Retreat, Done...) as buttons
    status()                one line: what is happening, what to do
    draw(surface)           draw the table (call draw_sprites for the cards)
    results(view)           the score table for the results screen

and may fill, for what a player asks to see (ui/tables/aids.py draws them):
    recap()                 the last finished trick / battle / match as a `Recap`
    recap_area()            the rect a click on which shows it (the trick's place)
    played_cards()          a trick game's `PlayedCards` (from the view only)
    score_table()           the score sheet at any time (default: `results(view)`)
    tips()                  (rect, words) for every pile, token and counter

and gets for free (the scene calls them): the keyboard focus (`focus_first`,
`key_targets`, `focused_target`: Enter plays the focused choice, the scene rings it),
the hovered card drawn above its neighbours, the "your turn" ripple over the hand
(`cue_turn`), speech bubbles (`draw_bubble`), buttons in fixed slots (`slotted_buttons`)
and the question asked before a concession (`confirmation`).
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import dataclass

import pygame

from ui import theme
from ui.anim.tween import AnimationQueue, wobble
from ui.render import text as textr
from ui.render.cards import card_shadow, highlight_ring
from ui.render.fade import faded
from ui.render.shapes import rounded_rect

TURN_CUE_S = 1.1     # the "your turn" ripple over the hand
RIPPLE_STEP_S = 0.06  # each card rises this much after the one to its left
RIPPLE_S = 0.42       # and takes this long to rise and settle
RIPPLE_RISE = 0.09    # of the card's height

# What a concession asks before it is played, by action class (any other concession
# asks "<its label>?"). A table may word its own with `ActionButton.confirm`.
CONCESSION_QUESTIONS = {
    "Resign": ("Resign this game?", "It counts as a loss."),
    "AcceptTie": ("Accept the tie?", "The game ends at once as a tie."),
    "OfferTie": ("Offer a tie?", "If it is accepted, the game ends at once as a tie."),
}

_ROTATED: OrderedDict = OrderedDict()


def _rotated(surface: pygame.Surface, angle: float) -> pygame.Surface:
    key = (id(surface), round(angle * 2) / 2)
    cached = _ROTATED.get(key)
    if cached is not None and cached[0] is surface:
        _ROTATED.move_to_end(key)
        return cached[1]
    out = pygame.transform.rotozoom(surface, key[1], 1.0)
    _ROTATED[key] = (surface, out)
    if len(_ROTATED) > 400:
        _ROTATED.popitem(last=False)
    return out


class CardSprite:
    """A card (or tile, or token) on the table. Tweens move its attributes:
    x, y (centre), w, h, angle (degrees), alpha (0-1), flip (0 = back up, 1 = face up),
    lift (0-1, raised for a choosable card)."""

    def __init__(self, key: Hashable, face: Callable[[int, int], pygame.Surface] | None,
                 back: Callable[[int, int], pygame.Surface] | None, x: float = 0, y: float = 0,
                 w: float = 60, h: float = 90, face_up: bool = True, z: float = 0):
        self.key = key
        self.face = face
        self.back = back
        self.x, self.y, self.w, self.h = x, y, w, h
        self.angle = 0.0
        self.alpha = 1.0
        self.flip = 1.0 if face_up else 0.0
        self.lift = 0.0
        self.z = z
        self.dimmed = False
        self.glow: tuple | None = None
        self.shadow = True
        self.visible = True
        self.shake_t = -1.0

    def set_face(self, face, face_up: bool | None = None) -> None:
        self.face = face
        if face_up is not None:
            self.flip = 1.0 if face_up else 0.0

    def move_to(self, x, y, angle=None, w=None, h=None) -> None:
        self.x, self.y = x, y
        if angle is not None:
            self.angle = angle
        if w is not None:
            self.w = w
        if h is not None:
            self.h = h

    def shake(self) -> None:
        self.shake_t = 0.0

    def update(self, dt: float) -> None:
        if self.shake_t >= 0:
            self.shake_t += dt / 0.45
            if self.shake_t >= 1:
                self.shake_t = -1.0

    def hit_rect(self) -> pygame.Rect:
        r = pygame.Rect(0, 0, round(self.w), round(self.h))
        r.center = (round(self.x), round(self.y - self.lift * self.h * 0.14))
        return r

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible or self.alpha <= 0.01:
            return
        w, h = max(2, round(self.w)), max(2, round(self.h))
        showing_face = self.flip >= 0.5
        maker = self.face if showing_face and self.face else self.back
        if maker is None:
            return
        image = maker(w, h)
        squash = abs(self.flip * 2 - 1)  # the card turns edge-on half way through a flip
        if squash < 0.999:
            image = pygame.transform.smoothscale(image, (max(1, round(w * squash)), h))
        if self.dimmed:
            image = _dimmed(image)
        dx = wobble(self.shake_t) * w * 0.12 if self.shake_t >= 0 else 0.0
        cx, cy = self.x + dx, self.y - self.lift * self.h * 0.14
        if self.angle:
            image = _rotated(image, self.angle)
        rect = image.get_rect(center=(round(cx), round(cy)))
        if self.shadow:
            shadow, offset = card_shadow(max(2, round(w * squash)), h)
            if self.angle:
                shadow = _rotated(shadow, self.angle)
            centre = (round(cx + offset[0] * 0.2 + w * 0.03 * (1 + self.lift)),
                      round(cy + h * 0.03 * (1 + 2 * self.lift)))
            srect = shadow.get_rect(center=centre)
            if self.alpha < 1:
                shadow = shadow.copy()
                shadow.set_alpha(int(255 * self.alpha))
            surface.blit(shadow, srect)
        if self.glow and not self.angle:
            ring = highlight_ring(w, h, self.glow, max(2.0, w / 28))
            surface.blit(ring, ring.get_rect(center=rect.center))
        if self.alpha < 1:
            image = image.copy()
            image.set_alpha(int(255 * self.alpha))
        surface.blit(image, rect)


_DIMMED: OrderedDict = OrderedDict()


def _dimmed(image: pygame.Surface) -> pygame.Surface:
    """The image darkened and greyed (a card that cannot be chosen now)."""
    key = id(image)
    cached = _DIMMED.get(key)
    if cached is not None and cached[0] is image:
        return cached[1]
    out = image.copy()
    out.fill((128, 128, 140, 255), special_flags=pygame.BLEND_RGBA_MULT)
    _DIMMED[key] = (image, out)
    if len(_DIMMED) > 200:
        _DIMMED.popitem(last=False)
    return out


@dataclass
class Target:
    """Something the viewer may click. `action` is a legal action; without one,
    `candidate` is the action whose `why_illegal` explains the refusal."""

    action: object | None
    sprite: CardSprite | None = None
    rect: pygame.Rect | None = None
    candidate: object | None = None
    tip: str = ""
    layer: float = 0.0  # stacking order of a rect target (sprites use their z)

    def hit(self) -> pygame.Rect:
        return self.sprite.hit_rect() if self.sprite is not None else self.rect

    def z(self) -> float:
        return self.sprite.z if self.sprite is not None else self.layer


@dataclass
class ActionButton:
    """A button for an action that is not on the table. The scene lines buttons up in a
    row at `action_bar_y()`; a button with a `rect` (screen pixels) goes there instead
    (e.g. a small Resign button beside the player's name plate)."""

    label: str
    action: object
    tip: str = ""
    primary: bool = False
    rect: pygame.Rect | None = None
    confirm: tuple[str, str] | None = None  # (question, detail) asked before it is played


@dataclass
class ResultsTable:
    headers: list[str]
    rows: list[list[str]]
    note: str = ""


class TableView:
    """Shared machinery; see the module docstring for what a game implements."""

    def __init__(self, host, game, names: list[str], viewer: int | None):
        self.host = host
        self.game = game
        self.names = names
        self.viewer = viewer
        self.rect = pygame.Rect(0, 0, 1280, 720)
        self.sprites: dict[Hashable, CardSprite] = {}
        self.targets: list[Target] = []
        self.legal: list | None = None
        self.view = None
        self.focus: int | None = None
        self.hovered: Target | None = None
        self.mouse = (0, 0)
        # the seat drawn at the bottom: the viewer, or while nobody's hand is shown
        # (hot-seat, between two turns), the seat that had the screen last
        self.home_seat: int | None = viewer
        self.cue_at: float | None = None  # the host's clock when the ripple began

    # -- to implement ---------------------------------------------------------------------

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        if self.view is not None:
            self.sync(self.view)

    def sync(self, view) -> None:
        self.view = view

    def animate(self, event, queue: AnimationQueue) -> None:
        """Default: no motion; the sync queued after the events snaps the table."""

    def set_choices(self, legal: list | None) -> None:
        self.legal = legal
        self.targets = []

    def buttons(self) -> list[ActionButton]:
        return []

    def status(self) -> str:
        return ""

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_sprites(surface)

    def results(self, view) -> ResultsTable | None:
        return None

    # -- what a player may ask to see (drawn by ui/tables/aids.py) ----------------------

    RECAP_NAME = "Last trick"  # the words of the button that shows `recap()`
    PLAYED_KEY = pygame.K_p    # the key of the played-cards panel (a table that uses P
    #                            for something of its own names another)

    def recap(self):
        """The last finished trick (battle, match...) as an `aids.Recap`, from what the
        viewer saw; None when there is none yet."""
        return None

    def recap_area(self) -> pygame.Rect | None:
        """Where a click shows the recap (the trick's place), or None."""
        return None

    def played_cards(self):
        """A trick game's played cards as an `aids.PlayedCards` (from the view), or None."""
        return None

    def score_table(self) -> ResultsTable | None:
        """The score sheet with every round so far, at any time."""
        return self.results(self.view) if self.view is not None else None

    def tips(self) -> list[tuple[pygame.Rect, str]]:
        """(screen rect, words) for every pile, token and counter on the table."""
        return []

    def sprite_tips(self, tip_for, board) -> list[tuple[pygame.Rect, str]]:
        """The tooltips of the sprites on the table: `tip_for(key, board)` gives (group,
        words) for a sprite (or None); the sprites of one group (a pile, a hand) share one
        region, their union. The small regions come last, as `tip_at` looks from the end."""
        groups: dict = {}
        for key, sprite in self.sprites.items():
            if not sprite.visible or sprite.alpha < 0.3:
                continue
            found = tip_for(key, board)
            if found is None:
                continue
            group, words = found
            rect = sprite.hit_rect()
            groups[group] = (groups[group][0].union(rect), words) if group in groups \
                else (rect, words)
        return sorted(groups.values(), key=lambda item: -item[0].w * item[0].h)

    def tip_at(self, pos) -> str | None:
        """The tooltip under `pos`: the topmost target's `tip`, else the last region of
        `tips()` that holds it (a table lists the small things after the large)."""
        hits = [t for t in self.targets if t.tip and t.hit() is not None
                and t.hit().collidepoint(pos)]
        if hits:
            return max(hits, key=lambda t: t.z()).tip
        for rect, words in reversed(self.tips()):
            if rect.collidepoint(pos):
                return words
        return None

    def action_words(self, action) -> str:
        """A move in words for the viewer (the hint's line): the action's own, unless
        the table says it better from the viewer's side."""
        return str(action)

    def hint_rects(self, action) -> list[pygame.Rect]:
        """Where a hinted `action` is chosen on the table (rung by the hint): the target
        whose action it is; a table whose choices take two clicks names both."""
        target = self.target_of(action)
        hit = target.hit() if target is not None else None
        return [hit] if hit is not None else []

    def target_of(self, action) -> Target | None:
        """The choosable target whose action is `action` (a hint rings it), or None."""
        for target in self.targets:
            if target.action is not None and target.action == action \
                    and type(target.action) is type(action):
                return target
        return None

    def show_view(self, seat: int | None, view) -> None:
        """Draw from now on from `seat`'s view (None: a spectator's), snapped at once."""
        if seat is not None:
            self.home_seat = seat
        self.viewer = seat
        self.set_choices(None)
        self.focus = None
        self.hovered = None
        self.cue_at = None
        self.view = view
        self.layout(self.rect)  # the seats turn round the table for the new viewer

    def action_bar_y(self) -> int:
        """Where the row of action buttons (Retreat, Done...) is centred."""
        return self.rect.bottom - self.px(250)

    def status_y(self) -> int:
        return self.rect.y + self.px(30)

    def message_y(self) -> int:
        return self.status_y() + self.px(46)

    # -- helpers for games ----------------------------------------------------------------

    def bubble_size(self, text: str) -> tuple[int, int]:
        """The size of a speech bubble saying `text` (see `draw_bubble`)."""
        w, h = textr.font("sans_bold", self.px(14)).size(text)
        return w + self.px(22), h + self.px(12)

    def draw_bubble(self, surface: pygame.Surface, box: pygame.Rect, text: str,
                    alpha: float = 1.0) -> None:
        """A speech bubble (a player's call: "Here I am", "Retreat!") fading with alpha."""
        bubble = rounded_rect(box.w, box.h, box.h // 2, (250, 238, 206, 245),
                              theme.GOLD_DARK, 1.5)
        # a faded copy (cached per step): the shared surface is never changed, so its
        # transparent corners stay transparent
        surface.blit(faded(bubble, 255 * alpha), box)
        fade = min(255, round(alpha * 8) * 32)  # a few steps, each cached once
        textr.blit_text(surface, text, "sans_bold", self.px(14), theme.TEXT_DARK,
                        box.center, "center", alpha=fade)

    def slotted_buttons(self, x: int, y: int, entries: list[tuple],
                        h: int | None = None) -> list[ActionButton]:
        """Small buttons in a row from (x, y), one fixed slot per entry (label, action or
        None, tip). An entry whose action is None (not legal now) leaves its slot empty,
        so the buttons after it never move under the pointer (a declined tie offer
        leaves Resign where it was)."""
        h = h or self.px(30)
        font = textr.font("sans", self.px(17))
        out = []
        for label, action, tip in entries:
            w = font.size(label)[0] + self.px(24)
            if action is not None:
                out.append(ActionButton(label, action, tip, False, pygame.Rect(x, y, w, h)))
            x += w + self.px(8)
        return out

    def confirmation(self, button: ActionButton) -> tuple[str, str] | None:
        """(question, detail) to ask before `button`'s action is played, or None. A
        concession (resigning, a tie) cannot be taken back: it is asked once."""
        if button.confirm is not None:
            return button.confirm
        action = button.action
        if not getattr(action, "concession", False):
            return None
        known = CONCESSION_QUESTIONS.get(type(action).__name__)
        return known or (f"{button.label}?", "This cannot be taken back.")

    @property
    def app(self):
        return self.host.app

    def px(self, n: float) -> int:
        return self.host.app.px(n)

    def sound(self, name: str) -> None:
        self.host.app.audio.play(name)

    def name(self, seat: int | None) -> str:
        if seat is None or not 0 <= seat < len(self.names):
            return "nobody"
        return self.names[seat]

    def sprite(self, key: Hashable, face=None, back=None, **kw) -> CardSprite:
        """The sprite for `key`, created if needed (its face/back updated if given)."""
        s = self.sprites.get(key)
        if s is None:
            s = CardSprite(key, face, back, **kw)
            self.sprites[key] = s
        else:
            if face is not None:
                s.face = face
            if back is not None:
                s.back = back
        return s

    def keep_only(self, keys) -> None:
        keys = set(keys)
        for key in [k for k in self.sprites if k not in keys]:
            del self.sprites[key]

    def seats_around(self, count: int) -> list[int]:
        """Seats in table order starting from the viewer (bottom), going clockwise. A
        spectator sees the table as the seat that had it last (`home_seat`)."""
        first = self.viewer if self.viewer is not None else self.home_seat
        first = first if isinstance(first, int) and 0 <= first < count else 0
        return [(first + i) % count for i in range(count)]

    def draw_sprites(self, surface: pygame.Surface) -> None:
        """Every sprite by z; the hovered card last, so it rises above its neighbours
        and its whole face reads; the "your turn" ripple over the choosable cards."""
        hovered = self.hovered.sprite if self.hovered is not None and \
            self.hovered.action is not None and self.legal is not None else None
        ripple = self._ripple() if self.cue_at is not None else {}
        for s in sorted(self.sprites.values(), key=lambda s: s.z + (1e6 if s is hovered
                                                                       else 0)):
            rise = ripple.get(id(s), 0.0)
            if rise:
                s.y -= rise
                s.draw(surface)
                s.y += rise
            else:
                s.draw(surface)

    def cue_turn(self) -> None:
        """It has just become the viewer's turn: a ripple runs over the choosable cards
        (timed by the host's clock, so a table that overrides update() gets it too)."""
        self.cue_at = self.host.clock

    def cue_time(self) -> float | None:
        """Seconds into the turn ripple, or None when there is none now."""
        if self.cue_at is None:
            return None
        t = self.host.clock - self.cue_at
        if t > TURN_CUE_S or t < 0 or self.legal is None:
            self.cue_at = None
            return None
        return t

    def _ripple(self) -> dict[int, float]:
        """id(sprite) -> how many pixels it is raised now by the turn ripple."""
        t = self.cue_time()
        if t is None:
            return {}
        sprites = sorted({id(t.sprite): t.sprite for t in self.targets
                          if t.action is not None and t.sprite is not None}.values(),
                         key=lambda s: s.x)
        out = {}
        for i, s in enumerate(sprites):
            phase = (t - i * RIPPLE_STEP_S) / RIPPLE_S
            if 0 < phase < 1:
                out[id(s)] = math.sin(math.pi * phase) * s.h * RIPPLE_RISE
        return out

    def draw_plate(self, surface: pygame.Surface, rect: pygame.Rect, seat: int,
                   lines: list[str], active: bool = False,
                   last_line_w: int | None = None) -> None:
        """A seat's name plate: name, a few short lines, glowing when it is their turn,
        with dots while a computer player thinks. Each line is made smaller rather than
        wider than the plate (the last one than `last_line_w`: a figure beside it)."""
        fill = (38, 40, 60, 225) if not active else (78, 60, 26, 235)
        border = theme.GOLD if active else (96, 90, 70)
        surface.blit(rounded_rect(rect.w, rect.h, self.px(9), fill, border,
                                  2.0 if active else 1.0), rect)
        pad = self.px(10)
        name = self.name(seat)
        size = textr.fit_px(name, "sans_bold", self.px(16), rect.w - 2 * pad - self.px(26))
        textr.blit_text(surface, name, "sans_bold", size, theme.TEXT,
                        (rect.x + pad, rect.y + self.px(6)))
        if self.host.thinking_seat == seat:
            t = self.host.clock
            for i in range(3):
                a = 0.35 + 0.65 * max(0.0, math.sin(t * 6 - i * 0.9))
                pygame.draw.circle(surface, (*theme.GOLD, ), (rect.right - pad - self.px(18) +
                                                             i * self.px(8),
                                                             rect.y + self.px(17)),
                                   max(2, round(self.px(3) * a)))
        y = rect.y + self.px(29)
        for i, line in enumerate(lines):
            room = last_line_w if last_line_w is not None and i == len(lines) - 1 \
                else rect.w - 2 * pad
            size = textr.fit_px(line, "sans", self.px(13), room, self.px(9))
            textr.blit_text(surface, line, "sans", size, theme.TEXT_DIM, (rect.x + pad, y))
            y += self.px(18)

    # -- input (shared) -------------------------------------------------------------------

    def enabled_targets(self) -> list[Target]:
        return [t for t in self.targets if t.action is not None]

    def key_targets(self) -> list[Target]:
        """What the arrow keys move among (and `focus` indexes): the choosable targets."""
        return self.enabled_targets()

    def focus_first(self) -> None:
        """A new decision: the first choice is focused, so Enter plays it at once."""
        targets = self.key_targets()
        if not targets:
            self.focus = None
            return
        if self.focus is None or self.focus >= len(targets):
            self.focus = 0
        if self.hovered not in targets:
            self.hovered = targets[self.focus]

    def focused_target(self) -> Target | None:
        """The choice Enter would play now (the scene draws the focus ring round it)."""
        if self.legal is None or self.hovered is None or self.hovered.action is None:
            return None
        return self.hovered if self.hovered in self.targets else None

    def target_at(self, pos) -> Target | None:
        """The topmost target under `pos` (the highest z among those hit)."""
        hits = [t for t in self.targets if t.hit() is not None and t.hit().collidepoint(pos)]
        return max(hits, key=lambda t: t.z(), default=None)

    def handle(self, event: pygame.event.Event):
        """Mouse and keys over the targets; returns a legal action to play, or None."""
        if self.legal is None:
            return None
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.hovered = self.target_at(event.pos)
            if self.hovered is not None:
                enabled = self.enabled_targets()
                self.focus = enabled.index(self.hovered) if self.hovered in enabled else None
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            target = self.target_at(event.pos)
            if target is not None:
                return self.activate(target)
        elif event.type == pygame.KEYDOWN:
            enabled = self.enabled_targets()
            if not enabled:
                return None
            if event.key in (pygame.K_RIGHT, pygame.K_DOWN):
                self.focus = 0 if self.focus is None else (self.focus + 1) % len(enabled)
                self.hovered = enabled[self.focus]
            elif event.key in (pygame.K_LEFT, pygame.K_UP):
                self.focus = len(enabled) - 1 if self.focus is None else \
                    (self.focus - 1) % len(enabled)
                self.hovered = enabled[self.focus]
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.focus is not None:
                return self.activate(enabled[self.focus % len(enabled)])
        return None

    def activate(self, target: Target):
        if target.action is not None:
            return target.action
        if target.candidate is not None:
            self.host.explain(target.candidate, target.sprite)
        return None

    def update(self, dt: float) -> None:
        for s in self.sprites.values():
            s.update(dt)
        hovered = self.hovered if self.legal is not None else None
        for target in self.targets:
            if target.sprite is None:
                continue
            want = 1.0 if (target is hovered and target.action is not None) else (
                0.45 if target.action is not None else 0.0)
            s = target.sprite
            s.lift += (want - s.lift) * min(1.0, dt * 16)
