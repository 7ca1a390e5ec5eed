"""The table of Monstermaker 5 Revised: where every sprite lies, what may be clicked, the
buttons. The animations are in `motion.py`, the drawing in `drawing.py` (the table)
and `arena.py` (the battle panel, the dice, the effects), the words in `words.py`.

Sprite keys: ("c", card) a card face up wherever it lies (its face follows its shape:
a full card, a compact field card when wider than high, a gem for a Jewel on a field,
the Jail's board in the centre); ("back", seat, i) a card of a hand seen from behind;
("stock", i) the stock; ("spell", side) a Spell face down in a battle that the viewer
may not know.
"""

from __future__ import annotations

import time

import pygame

from games.monstermaker5 import moves as M
from games.monstermaker5.cards import JAIL, JEWEL, KIND, THIEF
from ui.render import monstermaker5 as art
from ui.render.cards import CARD_RATIO
from ui.tables.base import ActionButton, CardSprite, Target
from ui.tables.board import BoardTable, Place
from ui.tables.monstermaker5 import layout as L
from ui.tables.monstermaker5.aids import MonsterMakerAids
from ui.tables.monstermaker5.arena import Arena
from ui.tables.monstermaker5.board import FACE_DOWN, Board, board_of
from ui.tables.monstermaker5.drawing import TableDrawing
from ui.tables.monstermaker5.motion import Motion
from ui.tables.monstermaker5.words import Words

STOCK_SHOWN = 5   # backs drawn in the stock (its count says the rest)
DISCARD_SHOWN = 3  # face-up cards drawn on the discard pile
Z_TABLE, Z_BATTLE, Z_HAND, Z_STAGE = 0, 600, 800, 900
PANEL_Z = 300      # sprites under this lie under the battle panel


class Sprite(CardSprite):
    """A card of this table: it casts its soft shadow only at the sizes cards rest at
    (a card changing shape in flight would blur a new shadow every frame)."""

    rest: set = set()

    def draw(self, surface) -> None:
        if self.shadow and (max(2, round(self.w)), max(2, round(self.h))) not in self.rest:
            self.shadow = False
            try:
                super().draw(surface)
            finally:
                self.shadow = True
            return
        super().draw(surface)


def shape_of(card: int, w: float, h: float) -> str:
    """Which face a card shows at this size (see `art.face`)."""
    if card != JAIL and KIND[card] == JEWEL and abs(w - h) <= 2:
        return "gem"
    return "wide" if w > h * 1.25 else "card"


class MonsterMakerTable(MonsterMakerAids, Motion, Words, Arena, TableDrawing, BoardTable):
    FLIGHT = 0.42
    FLIGHT_SHADOW = True

    def __init__(self, host, game, names, viewer):
        super().__init__(host, game, names, viewer)
        self._back_maker = self._sized(art.card_back_face)
        self._rest: dict[str, set] = {"gem": set(), "wide": set(), "card": set()}
        self._shadow_sizes: set = set()  # the sizes sprites rest at (see Sprite)
        self._warm: list = []            # (card, w, h) faces to render ahead of need
        self.geo_layout: L.Layout | None = None
        self._layout_key = None
        self.init_effects()

    # -- geometry -----------------------------------------------------------------------------

    @property
    def sc(self) -> float:
        return self.app.scale

    def at(self, x: float, y: float) -> tuple[float, float]:
        return self.rect.x + x * self.sc, self.rect.y + y * self.sc

    def rect_at(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        sx, sy = self.at(x, y)
        return pygame.Rect(round(sx), round(sy), round(w * self.sc), round(h * self.sc))

    def prepare_geometry(self) -> None:
        b = self.board
        n = b.n if b is not None else (self.view.num_players if self.view is not None else 2)
        bottom = self.seats_around(n)[0]
        key = (tuple(self.rect), n, bottom, self.sc)
        if key != self._layout_key:
            self._layout_key = key
            self.geo_layout = L.table_layout(n, bottom, self.rect.w / self.sc,
                                             self.rect.h / self.sc)

    @property
    def lay(self) -> L.Layout:
        if self.geo_layout is None:
            self.prepare_geometry()
        return self.geo_layout

    def layout(self, rect: pygame.Rect) -> None:
        self._layout_key = None
        for sizes in self._rest.values():
            sizes.clear()
        self._shadow_sizes.clear()
        super().layout(rect)
        self._plan_warm_up()

    def box_rect(self, seat: int) -> pygame.Rect:
        return self.rect_at(*self.lay.box(seat).rect)

    def plate_rect(self, seat: int) -> pygame.Rect:
        """A seat's name plate (a box's banner; the viewer's plate)."""
        box = self.lay.box(seat)
        if box.position == "bottom":
            return self.rect_at(*box.rect)
        return self.rect_at(box.x, box.y, box.w, L.HEADER_H)

    def jail_rect(self) -> pygame.Rect:
        x, y = self.lay.jail
        return self.rect_at(x - L.JAIL_W / 2, y - L.JAIL_H / 2, L.JAIL_W, L.JAIL_H)

    def own_field_rect(self) -> pygame.Rect:
        lay = self.lay
        x0, x1 = lay.field_x
        return self.rect_at(x0, lay.field_y - L.TILE_H / 2 - 4, x1 - x0, L.TILE_H + 8)

    # -- sprites ------------------------------------------------------------------------------

    def _card_maker(self, card: int):
        rest = self._rest

        def make(w: int, h: int) -> pygame.Surface:
            kind = shape_of(card, w, h)
            sizes = rest[kind]
            if (w, h) in sizes or not sizes:
                return art.face(card, w, h)
            bw, bh = min(sizes, key=lambda sz: (sz[1] < h, abs(sz[1] - h)))
            image = art.face(card, bw, bh)
            k = min(w / bw, h / bh)
            return pygame.transform.smoothscale(image, (max(1, round(bw * k)),
                                                        max(1, round(bh * k))))
        return make

    def _new_sprite(self, key) -> CardSprite:
        s = Sprite(key, None, None)
        s.rest = self._shadow_sizes
        self._dress(s, key)
        return s

    def _makers(self, key):
        kind = key[0]
        if kind == "c":
            return self._card_maker(key[1]), self._back
        if kind == "die":
            return self.die_maker(key), None
        return None, self._back

    def placer(self, out: dict):
        """`put(key, x, y, w, h, face_up=True, z=0, glow=None, alpha=1, shadow=True)`: a
        sprite centred on (x, y), w x h reference px."""
        sc = self.sc
        at = self.at
        rest = self._rest
        cards = self._card_sizes
        shadows = self._shadow_sizes

        def put(key, x, y, w, h, face_up=True, z=0.0, glow=None, alpha=1.0, shadow=True):
            sx, sy = at(x, y)
            out[key] = Place(sx, sy, w * sc, h * sc, face_up, z, glow, alpha, shadow)
            size = (max(2, round(w * sc)), max(2, round(h * sc)))
            shadows.add(size)
            if key[0] == "c":
                rest[shape_of(key[1], *size)].add(size)
            else:
                cards.add(size)
        return put

    def _plan_warm_up(self) -> None:
        """The faces every card may show at this window size (the hand, a battle, the
        stage, the piles, a field): rendered a few milliseconds a frame ahead of need, so
        a battle opening or a deal never stalls a frame rendering them."""
        sc = self.sc
        sizes = [(L.HAND_H * CARD_RATIO, L.HAND_H), (L.TILE_W, L.TILE_H),
                 (L.BATTLE_H * CARD_RATIO, L.BATTLE_H), (L.SPELL_H * CARD_RATIO, L.SPELL_H),
                 (L.STAGE_H * CARD_RATIO, L.STAGE_H), (L.PILE_H * CARD_RATIO, L.PILE_H),
                 (L.PILE_H * 0.9 * CARD_RATIO, L.PILE_H * 0.9)]
        self._warm = [(c, max(2, round(w * sc)), max(2, round(h * sc)))
                      for w, h in sizes for c in range(JAIL + 1)]
        self._warm.reverse()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self._warm:
            start = time.perf_counter()
            while self._warm and time.perf_counter() - start < 0.005:
                art.face(*self._warm.pop())

    # -- where everything lies ----------------------------------------------------------------

    def board_of(self, view) -> Board:
        return board_of(view)

    def places(self, b: Board) -> dict:
        lay = self.lay
        out: dict = {}
        put = self.placer(out)
        for seat in range(b.n):
            if lay.box(seat).position == "bottom":
                self._place_bottom(b, seat, put)
            else:
                self._place_box(b, seat, put)
        self._place_centre(b, put)
        if b.battle is not None:
            self.place_battle(b, put)
        return out

    def _place_bottom(self, b: Board, seat: int, put) -> None:
        lay = self.lay
        cx, hy, width = lay.hand
        if b.seat == seat:
            w = L.HAND_H * CARD_RATIO
            for i, (c, x) in enumerate(zip(b.hand, L.fan(len(b.hand), cx, w, width))):
                put(("c", c), x, hy, w, L.HAND_H, True, Z_HAND + i)
        else:  # a spectator's table: the seat that had the screen, its hand face down
            h = L.HAND_H * 0.7
            w = h * CARD_RATIO
            for i, x in enumerate(L.row_of(b.hand_counts[seat], cx, width * 0.6, w, -w * 0.55)):
                put(("back", seat, i), x, hy + 10, w, h, False, Z_HAND + i)
        field = b.fields[seat]
        gems = b.jewels[seat]
        x0, x1 = lay.field_x
        items = [(c, L.TILE_W) for c in field] + [(j, L.GEM) for j in gems]
        total = sum(w for _, w in items) + L.TILE_GAP * max(0, len(items) - 1) + \
            (10 if field and gems else 0)
        room = x1 - x0
        squeeze = min(1.0, room / total) if total else 1.0
        x = (x0 + x1) / 2 - min(total, room) / 2
        for i, (c, w) in enumerate(items):
            if i and items[i - 1][1] == L.TILE_W and w == L.GEM:
                x += 10 * squeeze
            if w == L.GEM:
                put(("c", c), x + w * squeeze / 2, lay.field_y, L.GEM, L.GEM, True,
                    Z_TABLE + 40 + i, shadow=False)
            else:
                put(("c", c), x + w * squeeze / 2, lay.field_y, L.TILE_W, L.TILE_H, True,
                    Z_TABLE + 40 + i)
            x += (w + L.TILE_GAP) * squeeze

    def _place_box(self, b: Board, seat: int, put) -> None:
        box = self.lay.box(seat)
        for i, (x, y) in enumerate(L.box_tiles(box, len(b.fields[seat]))):
            put(("c", b.fields[seat][i]), x, y, L.TILE_W, L.TILE_H, True, Z_TABLE + 20 + i)
        for i, (x, y) in enumerate(L.box_gems(box, len(b.jewels[seat]))):
            put(("c", b.jewels[seat][i]), x, y, L.GEM, L.GEM, True, Z_TABLE + 60 + i,
                shadow=False)
        h = L.BACK_H
        for i, (x, y) in enumerate(L.box_backs(box, b.hand_counts[seat])):
            put(("back", seat, i), x, y, h * CARD_RATIO, h, False, Z_TABLE + 80 + i * 0.1,
                shadow=False)

    def _place_centre(self, b: Board, put) -> None:
        lay = self.lay
        f = b.battle
        sx, sy = lay.stock
        pw = L.PILE_H * CARD_RATIO
        for i in range(min(b.stock, STOCK_SHOWN)):
            put(("stock", i), sx - i * 1.0, sy - i * 1.6, pw, L.PILE_H, False, Z_TABLE + 100 + i)
        in_battle = f is not None
        if in_battle:
            g = lay.battle
            dx, dy, dh, dz = g.right_x, g.discard_y, L.PILE_H * 0.9, Z_BATTLE
        else:
            (dx, dy), dh, dz = lay.discard, L.PILE_H, Z_TABLE + 100
        top = b.discard[-DISCARD_SHOWN:]
        for i, c in enumerate(top):
            turn = (i - len(top) + 1) * 1.5
            put(("c", c), dx + turn, dy + turn, dh * CARD_RATIO, dh, True, dz + i)
        jail_in_row = in_battle and JAIL in f.sides[1]
        if in_battle:
            g = lay.battle
            jx, jy, jw, jh = g.right_x, g.jail_y, 112, 58
            if not jail_in_row:
                put(("c", JAIL), jx, jy, jw, jh, True, Z_BATTLE + 5)
            ty = jy + jh / 2 + 6 + 12 if not jail_in_row else jy - jh / 2 + 12
            step = min(24.0, (g.y + g.h - 16 - ty) / max(1, len(b.jail) + len(b.guards) - 1))
            for i, k in enumerate((*b.jail, *b.guards)):
                put(("c", k), jx, ty + i * step, 104, 24, True, Z_BATTLE + 10 + i)
        else:
            jx, jy = lay.jail
            put(("c", JAIL), jx, jy, L.JAIL_W, L.JAIL_H, True, Z_TABLE + 120)
            for (x, y), k in zip(self.prisoner_spots(len(b.jail)), b.jail):
                put(("c", k), x, y, 92, L.PRISONER_H, True, Z_TABLE + 130, shadow=False)
            gy = jy - L.JAIL_H / 2 - 16
            for i, (x, c) in enumerate(zip(L.row_of(len(b.guards), jx, L.JAIL_W + 80,
                                                    L.TILE_W), b.guards)):
                put(("c", c), x, gy, L.TILE_W, 28, True, Z_TABLE + 140 + i)
        stage = b.drawn if b.drawn >= 0 else b.thief
        if stage >= 0:
            x, y = lay.stage
            put(("c", stage), x, y, L.STAGE_H * CARD_RATIO, L.STAGE_H, True, Z_STAGE,
                glow=(236, 200, 110))

    def prisoner_spots(self, count: int) -> list[tuple[float, float]]:
        """The centres of the St. Knights in the Jail's window (two columns)."""
        jx, jy = self.lay.jail
        win = art.jail_window(L.JAIL_W, L.JAIL_H)
        left = jx - L.JAIL_W / 2 + win.x
        top = jy - L.JAIL_H / 2 + win.y
        rows = (count + 1) // 2
        step = min(L.PRISONER_H + 3, (win.h - L.PRISONER_H) / max(1, rows - 1))
        out = []
        for i in range(count):
            col, row = i % 2, i // 2
            out.append((left + win.w * (0.25 + 0.5 * col), top + L.PRISONER_H / 2 + 2 +
                        row * step))
        return out

    def place_battle(self, b: Board, put) -> None:
        f = b.battle
        g = self.lay.battle
        for side in (0, 1):
            cards = f.sides[side]
            y = g.row_y[side]
            h = g.row_h(len(cards))
            for i, (c, x) in enumerate(zip(cards, g.row_xs(len(cards), h))):
                put(("c", c), x, y, h * CARD_RATIO, h, True, Z_BATTLE + 20 + side * 20 + i)
            spell = f.spells[side]
            sw = L.SPELL_H * CARD_RATIO
            if spell == FACE_DOWN:
                put(("spell", side), g.spell_x, y, sw, L.SPELL_H, False, Z_BATTLE + 15)
            elif spell >= 0:
                put(("c", spell), g.spell_x, y, sw, L.SPELL_H, True, Z_BATTLE + 15,
                    alpha=0.55 if f.spell_used[side] else 1.0)

    # -- choices ------------------------------------------------------------------------------

    def set_choices(self, legal) -> None:
        super().set_choices(legal)
        for s in self.sprites.values():
            s.dimmed = False
        v = self.view
        if legal is None or v is None:
            return
        self._offered = set(legal)
        phase = v.phase
        if phase == "main":
            self._offer_main(v)
        elif phase == "knight":
            self.offer_rect(self.own_field_rect(), M.KNIGHT_TO_FIELD)
            self.offer_rect(self.jail_rect(), M.KNIGHT_TO_JAIL)
        elif phase == "thief_target":
            for seat in range(v.num_players):
                for j in v.jewels[seat]:
                    self.offer(("c", j), M.STEAL[j])
            for k in v.jail:
                self.offer(("c", k), M.FREE[k])
        elif phase == "commit":
            for c in v.hand:
                self.offer(("c", c), self._commit_action(c))
        elif phase in ("trap_target", "choose_attacker", "orcs", "choose_target",
                       "choose_power"):
            self._offer_fight(v, phase)

    def _commit_action(self, c: int):
        if M.COMMIT_SPELL[c] in self._offered:
            return M.COMMIT_SPELL[c]
        if M.COMMIT[c] in self._offered:
            return M.COMMIT[c]
        from games.monstermaker5.cards import IS_SPELL
        return M.COMMIT_SPELL[c] if IS_SPELL[c] else M.COMMIT[c]

    def _offer_main(self, v) -> None:
        offered = self._offered
        for c in v.hand:
            for action in (M.PLACE[c], M.USE_THIEF[c], M.DISCARD_SHOWN[c]):
                if action in offered:
                    self.offer(("c", c), action)
                    break
            else:
                self.offer(("c", c), M.USE_THIEF[c] if KIND[c] == THIEF else M.PLACE[c])
        for seat in self.seats_around(v.num_players)[1:]:
            if v.fields[seat] or v.jewels[seat] or M.ATTACK[seat] in offered:
                self.offer_rect(self.box_rect(seat), M.ATTACK[seat])
        if v.jail or M.RESCUE in offered:
            self.offer_rect(self.jail_rect(), M.RESCUE)

    def _offer_fight(self, v, phase: str) -> None:
        f = v.battle
        if f is None:
            return
        if phase == "trap_target":
            enemy = 1 - f.traps[0] if f.traps else 1
            for c in f.sides[enemy]:
                self.offer(("c", c), M.TRAP_ON[c])
            return
        mine, enemy = f.turn_side, 1 - f.turn_side
        if phase == "choose_attacker":
            for c in f.sides[mine]:
                self.offer(("c", c), M.CHOOSE[c])
        elif phase == "orcs":
            for c in f.sides[mine]:
                if c not in f.selected:
                    self.offer(("c", c), M.JOIN_ORC[c])
        elif phase == "choose_target":
            for c in f.sides[enemy]:
                self.offer(("c", c), M.TARGET[c])
        elif phase == "choose_power":
            spell = f.spells[mine]
            for power in (M.POWER_SPELL, M.POWER_STORM):
                if spell >= 0 and M.POWER[power] in self._offered:
                    self.offer(("c", spell), M.POWER[power])

    def offer(self, key, action) -> None:
        """The sprite `key` for `action`: choosable when legal now, else dimmed, and a
        click on it says which rule forbids it."""
        s = self.sprites.get(key)
        if s is None or self.legal is None:
            return
        if action in self._offered:
            self.targets.append(Target(action, sprite=s))
        else:
            s.dimmed = True
            self.targets.append(Target(None, sprite=s, candidate=action))

    def offer_rect(self, rect: pygame.Rect, action) -> None:
        """A place on the table (a seat's box, the Jail) for `action`."""
        if self.legal is None:
            return
        if action in self._offered:
            self.targets.append(Target(action, rect=rect, layer=-1))
        else:
            self.targets.append(Target(None, rect=rect, candidate=action, layer=-1))

    def buttons(self) -> list[ActionButton]:
        if self.legal is None or self.view is None:
            return []
        entries = self.button_entries(self.view, self.legal)
        lay = self.lay
        x, y = lay.buttons
        out = []
        h = 36
        for i, (label, action, tip, primary) in enumerate(entries[:3]):
            rect = self.rect_at(x, y + i * (h + 6), L.BUTTON_W, h)
            out.append(ActionButton(label, action, tip, primary, rect))
        return out

    def action_bar_y(self) -> int:
        return round(self.at(0, self.lay.buttons[1])[1])

    def message_y(self) -> int:
        """A refusal is said under the status line (or over the battle's strip)."""
        b = self.shown
        if b is not None and b.battle is not None:
            return round(self.at(0, self.lay.battle.strip[0] + 14)[1])
        return super().message_y()
