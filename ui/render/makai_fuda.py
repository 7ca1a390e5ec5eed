"""Makai Fuda (魔界札): card faces, the card back, the Prize Distribution cards, the dice,
the bonus chips, the gold coins and the Start Player card, drawn procedurally and cached
per size.

Every Monster has a colour and a shape, so no colour has to be told by hue alone: Blue a
diamond, Green a club, Yellow a star, Red a triangle (`games.makai_fuda.cards` names the
same symbols). A Monster card shows its strength large in two corners over its shape,
and the Monster itself in the middle: a creature shaped like its symbol, with eyes and
fangs. Poison cards carry a purple POISON band and a drop under the corner index; the
Boss a crimson BOSS band and a crown, so both read in a fanned hand too. Magic is a
violet card with a gold magic circle and "+3".

A Prize Distribution card is a board in its Monster's colour with a place for the die
(the Monster's wins this tournament) and one for the bonus chips, and the prize table
(50 gold alone, 40 each for two, 30 each for three or four) as dots over numbers. A die
shows pips up to 6 and its number, gold-rimmed, above 6. Chips are poker chips of 10 and
20 gold.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from ui import theme
from ui.render import text as textr
from ui.render.budget import costly
from ui.render.cards import card_back, card_blank, radius_for
from ui.render.shapes import rounded_rect, supersampled
from ui.render.symbols import draw_symbol

BLUE, GREEN, YELLOW, RED = 0, 1, 2, 3
MONSTER_RGB = ((40, 96, 190), (38, 136, 70), (214, 160, 24), (196, 50, 42))
MONSTER_INK = ((26, 64, 140), (22, 96, 46), (140, 100, 6), (148, 32, 28))
MONSTER_TEXT = ((128, 170, 240), (118, 206, 138), (240, 206, 100), (240, 128, 112))
"""A light tint of each Monster's colour for words on the dark table."""
MONSTER_NAMES = ("Blue", "Green", "Yellow", "Red")
SYMBOL_NAMES = ("diamond", "club", "star", "triangle")

MAGIC_VIOLET = (66, 36, 102)
MAGIC_GOLD = (232, 196, 100)
POISON_PURPLE = (112, 44, 140)
BOSS_CRIMSON = (120, 20, 30)
BACK_RED = (74, 22, 30)
BACK_GOLD = (206, 166, 88)
CHIP_FILL = {10: (36, 112, 136), 20: (168, 40, 52)}
DIE_IVORY = (246, 240, 226)
DIE_INK = (34, 30, 40)

BOSS = RED << 4 | 9
POISON = (BLUE << 4 | 3, GREEN << 4 | 5, YELLOW << 4 | 4, RED << 4 | 2)


def _mix(a, b, t: float) -> tuple[int, int, int]:
    return tuple(int(x + (y - x) * t) for x, y in zip(a[:3], b[:3]))


def monster_rgb(m: int) -> tuple[int, int, int]:
    return MONSTER_RGB[m] if 0 <= m < 4 else (120, 120, 120)


# -- the Monsters' shapes ------------------------------------------------------------------


def _shape_points(m: int, rect: pygame.Rect) -> list[tuple[float, float]]:
    """The outline of Monster m's shape in `rect` (the club is drawn from circles)."""
    x, y, w, h = rect.x, rect.y, rect.w, rect.h
    if m == BLUE:  # a diamond
        return [(x + w * 0.5, y + h * 0.02), (x + w * 0.9, y + h * 0.5),
                (x + w * 0.5, y + h * 0.98), (x + w * 0.1, y + h * 0.5)]
    if m == YELLOW:  # a five-pointed star
        pts = []
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            r = 0.5 if i % 2 == 0 else 0.23
            pts.append((x + w * (0.5 + r * math.cos(a)), y + h * (0.54 + r * math.sin(a))))
        return pts
    # a triangle (Red)
    return [(x + w * 0.5, y + h * 0.06), (x + w * 0.96, y + h * 0.9),
            (x + w * 0.04, y + h * 0.9)]


def draw_monster_symbol(s: pygame.Surface, m: int, rect: pygame.Rect, colour) -> None:
    """Monster m's shape filling `rect` (a square), in `colour`."""
    rect = pygame.Rect(rect)
    if m == GREEN:  # a club: three leaves and a stem
        w = rect.w
        r = w * 0.22
        for cx, cy in ((0.5, 0.28), (0.27, 0.56), (0.73, 0.56)):
            pygame.draw.circle(s, colour, (rect.x + w * cx, rect.y + w * cy), r)
        pygame.draw.circle(s, colour, (rect.x + w * 0.5, rect.y + w * 0.5), r * 0.8)
        pygame.draw.polygon(s, colour, [(rect.x + w * 0.5, rect.y + w * 0.52),
                                        (rect.x + w * 0.64, rect.y + w * 0.97),
                                        (rect.x + w * 0.36, rect.y + w * 0.97)])
        return
    if 0 <= m < 4:
        pygame.draw.polygon(s, colour, _shape_points(m, rect))
        return
    draw_symbol(s, "star", rect, colour)


@lru_cache(maxsize=256)
@costly
def monster_symbol(m: int, size: int, colour: tuple | None = None) -> pygame.Surface:
    """Monster m's shape, `size` px square, anti-aliased (its own colour by default)."""
    fill = colour or monster_rgb(m)
    return supersampled(size, size, lambda s, f: draw_monster_symbol(s, m, s.get_rect(), fill))


def _eyes_at(m: int) -> tuple[float, float]:
    """Where a Monster's face sits in its shape (fractions of the box)."""
    return {BLUE: (0.5, 0.46), GREEN: (0.5, 0.5), YELLOW: (0.5, 0.56), RED: (0.5, 0.64)}[m]


def _draw_creature(s: pygame.Surface, m: int, rect: pygame.Rect, f: float) -> None:
    """The Monster in the middle of its card: its shape as a body, with eyes and fangs."""
    rgb = monster_rgb(m)
    draw_monster_symbol(s, m, rect, _mix(rgb, theme.PAPER, 0.35))
    inner = rect.inflate(-rect.w * 0.12, -rect.h * 0.12)
    inner.center = rect.center
    draw_monster_symbol(s, m, inner, _mix(rgb, theme.PAPER, 0.7))
    fx, fy = _eyes_at(m)
    cx, cy = rect.x + rect.w * fx, rect.y + rect.h * fy
    u = rect.w
    ink = _mix(rgb, (0, 0, 0), 0.55)
    for side in (-1, 1):
        ex = cx + side * u * 0.11
        eye = pygame.Rect(0, 0, u * 0.15, u * 0.11)
        eye.center = (round(ex), round(cy - u * 0.04))
        pygame.draw.ellipse(s, (252, 248, 236), eye)
        pygame.draw.circle(s, ink, (ex + side * u * 0.015, cy - u * 0.035), u * 0.036)
        # an angry brow
        pygame.draw.line(s, ink, (ex - side * u * 0.07, cy - u * 0.12),
                         (ex + side * u * 0.05, cy - u * 0.085), max(1, round(u * 0.025)))
    mouth = pygame.Rect(0, 0, u * 0.26, u * 0.11)
    mouth.center = (round(cx), round(cy + u * 0.09))
    # a grin: a straight upper lip over a round jaw
    pts = [(mouth.left + mouth.w * (0.5 - 0.5 * math.cos(a)), mouth.top + mouth.h * math.sin(a))
           for a in [i * math.pi / 12 for i in range(13)]]
    pygame.draw.polygon(s, ink, pts)
    for side in (-1, 1):  # two fangs
        fxs = cx + side * u * 0.06
        top = mouth.top + mouth.h * 0.2
        pygame.draw.polygon(s, (252, 248, 236), [(fxs - u * 0.025, top), (fxs + u * 0.025, top),
                                                 (fxs, top + u * 0.06)])


def _crown(s: pygame.Surface, rect: pygame.Rect, colour) -> None:
    x, y, w, h = rect
    pygame.draw.polygon(s, colour, [(x, y + h), (x, y + h * 0.3), (x + w * 0.25, y + h * 0.6),
                                    (x + w * 0.5, y), (x + w * 0.75, y + h * 0.6),
                                    (x + w, y + h * 0.3), (x + w, y + h)])


@lru_cache(maxsize=64)
@costly
def crown_icon(size: int, colour: tuple = MAGIC_GOLD) -> pygame.Surface:
    return supersampled(size, size, lambda s, f: _crown(
        s, pygame.Rect(0, round(s.get_height() * 0.15), s.get_width(),
                       round(s.get_height() * 0.7)), colour))


@lru_cache(maxsize=64)
@costly
def drop_icon(size: int, colour: tuple = (196, 130, 230)) -> pygame.Surface:
    return supersampled(size, size, lambda s, f: draw_symbol(s, "drop", s.get_rect(), colour))


# -- cards -------------------------------------------------------------------------------


def _outlined(string: str, role: str, px: int, colour, outline, width: int) -> pygame.Surface:
    """Text with a solid outline (readable over the art behind it)."""
    inner = textr.art_text(string, role, px, colour)
    edge = textr.art_text(string, role, px, outline)
    w, h = inner.get_size()
    out = pygame.Surface((w + 2 * width, h + 2 * width), pygame.SRCALPHA)
    for dx in range(-width, width + 1):
        for dy in range(-width, width + 1):
            if dx * dx + dy * dy <= width * width + 1:
                out.blit(edge, (width + dx, width + dy))
    out.blit(inner, (width, width))
    return out


def _corner(w: int, h: int, label: str, ink, icon: pygame.Surface | None,
            mark: pygame.Surface | None) -> pygame.Surface:
    """A corner index: the number, the Monster's shape under it, and a Poison/Boss mark."""
    corner_px = max(7, round(h * (0.2 if len(label) < 2 else 0.17)))
    corner = pygame.Surface((round(w * 0.3), round(h * 0.42)), pygame.SRCALPHA)
    cw = corner.get_width()
    number = textr.art_text(label, "serif_bold", corner_px, ink)
    corner.blit(number, number.get_rect(midtop=(cw / 2, -round(corner_px * 0.12))))
    y = round(corner_px * 1.02)
    if icon is not None:
        corner.blit(icon, icon.get_rect(midtop=(cw / 2, y)))
        y += icon.get_height() + max(1, round(h * 0.015))
    if mark is not None:
        corner.blit(mark, mark.get_rect(midtop=(cw / 2, y)))
    return corner


def _band(surf: pygame.Surface, text: str, fill, icon: pygame.Surface | None) -> None:
    """A labelled band low on the card (POISON, BOSS, MAGIC)."""
    w, h = surf.get_size()
    px = max(6, round(h * 0.078))
    label = textr.art_text(text, "sans_bold", px, theme.PAPER)
    iw = icon.get_width() + round(w * 0.03) if icon is not None else 0
    bw = label.get_width() + iw + round(w * 0.1)
    bh = round(px * 1.5)
    band = rounded_rect(bw, bh, bh // 2, (*fill, 255), MAGIC_GOLD, max(1.0, w / 90))
    cx, cy = w * 0.4, h * 0.86
    box = band.get_rect(center=(round(cx), round(cy)))
    surf.blit(band, box)
    x = box.x + round(w * 0.05)
    if icon is not None:
        surf.blit(icon, icon.get_rect(midleft=(x, box.centery)))
        x += iw
    surf.blit(label, label.get_rect(midleft=(x, box.centery)))


@lru_cache(maxsize=600)
@costly
def card_face(card: int, w: int, h: int) -> pygame.Surface:
    """The face of a card: a Monster (`card >> 4` its type, `card & 15` its strength) or
    Magic (`card >= 64`)."""
    if card >= 64:
        return magic_face(w, h)
    m, strength = card >> 4, card & 15
    rgb = monster_rgb(m)
    ink = MONSTER_INK[m] if 0 <= m < 4 else (40, 40, 40)
    surf = card_blank(w, h, _mix(rgb, theme.PAPER, 0.9), _mix(rgb, theme.PAPER, 0.4),
                      seed=card).copy()
    # the Monster, in the middle
    art = round(w * 0.66)

    def creature(s, f):
        _draw_creature(s, m, s.get_rect(), f)
    body = supersampled(art, art, creature)
    surf.blit(body, body.get_rect(center=(round(w * 0.55), round(h * 0.5))))
    # the strength, large, over the Monster's left shoulder
    label = str(strength)
    mark = None
    if card == BOSS:
        mark = crown_icon(max(4, round(w * 0.16)))
    elif card in POISON:
        mark = drop_icon(max(4, round(w * 0.14)))
    icon = monster_symbol(m, max(3, round(w * 0.15)), rgb)
    corner = _corner(w, h, label, ink, icon, mark)
    pad = max(2, round(w * 0.045))
    surf.blit(corner, (pad, pad))
    flipped = pygame.transform.rotate(_corner(w, h, label, ink, icon, None), 180)
    surf.blit(flipped, flipped.get_rect(bottomright=(w - pad, h - pad)))
    if card == BOSS:
        _band(surf, "BOSS", BOSS_CRIMSON, crown_icon(max(4, round(h * 0.075))))
    elif card in POISON:
        _band(surf, "POISON", POISON_PURPLE, drop_icon(max(4, round(h * 0.075)),
                                                        (236, 200, 250)))
    return surf


def _magic_circle(s: pygame.Surface, f: float) -> None:
    size = s.get_width()
    c = size / 2
    line = max(1, round(size / 60))
    pygame.draw.circle(s, MAGIC_GOLD, (c, c), c * 0.96, line)
    pygame.draw.circle(s, MAGIC_GOLD, (c, c), c * 0.8, line)
    for k in range(2):  # a hexagram
        pts = [(c + c * 0.8 * math.cos(a), c + c * 0.8 * math.sin(a))
               for a in [(-math.pi / 2 + k * math.pi / 3) + i * 2 * math.pi / 3
                         for i in range(3)]]
        pygame.draw.polygon(s, _mix(MAGIC_GOLD, MAGIC_VIOLET, 0.45), pts, line)
    for i in range(12):  # runes round the ring
        a = i * math.pi / 6
        pygame.draw.circle(s, MAGIC_GOLD, (c + c * 0.88 * math.cos(a),
                                           c + c * 0.88 * math.sin(a)), max(1, c * 0.03))


@lru_cache(maxsize=64)
@costly
def magic_face(w: int, h: int) -> pygame.Surface:
    """A Magic card: a gold magic circle on violet, "+3" in the middle."""
    surf = card_blank(w, h, _mix(MAGIC_VIOLET, theme.PAPER, 0.12), MAGIC_GOLD, seed=77).copy()
    d = round(w * 0.78)
    ring = supersampled(d, d, _magic_circle)
    surf.blit(ring, ring.get_rect(center=(round(w / 2), round(h * 0.5))))
    big = _outlined("+3", "serif_bold", max(8, round(h * 0.24)), MAGIC_GOLD, MAGIC_VIOLET,
                    max(1, round(w / 45)))
    surf.blit(big, big.get_rect(center=(round(w / 2), round(h * 0.49))))
    star = supersampled(max(3, round(w * 0.14)), max(3, round(w * 0.14)),
                        lambda s, f: draw_symbol(s, "star", s.get_rect(), MAGIC_GOLD))
    corner = _corner(w, h, "+3", MAGIC_GOLD, star, None)
    pad = max(2, round(w * 0.045))
    surf.blit(corner, (pad, pad))
    flipped = pygame.transform.rotate(corner, 180)
    surf.blit(flipped, flipped.get_rect(bottomright=(w - pad, h - pad)))
    _band(surf, "MAGIC", (96, 56, 150), None)
    return surf


@lru_cache(maxsize=64)
@costly
def card_back_face(w: int, h: int) -> pygame.Surface:
    """The back of every card: dark crimson waves and a gold 魔 seal."""
    surf = card_back(w, h, BACK_RED, BACK_GOLD).copy()
    if w >= 22:
        d = round(w * 0.5)

        def seal(s, f):
            c = s.get_width() / 2
            pygame.draw.circle(s, (40, 10, 18), (c, c), c - f)
            pygame.draw.circle(s, BACK_GOLD, (c, c), c - f, max(1, round(w * 0.03 * f)))
        disc = supersampled(d, d, seal)
        surf.blit(disc, disc.get_rect(center=(w / 2, h / 2)))
        glyph = textr.art_text("\u9b54", "jp", max(6, round(d * 0.6)), BACK_GOLD)
        surf.blit(glyph, glyph.get_rect(center=(w / 2, h / 2)))
    return surf


# -- the Prize Distribution card -----------------------------------------------------------

PRIZE_TABLE = ((1, 50), (2, 40), (3, 30))
"""(guessers, gold each) as printed on a Prize Distribution card (3 means 3 or 4)."""


@lru_cache(maxsize=32)
@costly
def prize_board(m: int, w: int, h: int, doubled: bool = False) -> pygame.Surface:
    """Monster m's Prize Distribution card, w x h: a band with its name and shape, the
    dice place (left), the chip place (right), the prize table at the bottom. The die and
    the chips are sprites laid on it (see `dice_place` and `chip_place`)."""
    rgb = monster_rgb(m)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    r = max(4, round(w * 0.07))
    surf.blit(rounded_rect(w, h, r, (*_mix(rgb, theme.PAPER, 0.82), 255),
                           (*_mix(rgb, (0, 0, 0), 0.25), 255), max(1.0, w / 70)), (0, 0))
    band_h = round(h * 0.21)

    def band(s, f):
        bw, bh = s.get_size()
        pygame.draw.rect(s, rgb, pygame.Rect(0, 0, bw, bh), border_top_left_radius=round(r * f),
                         border_top_right_radius=round(r * f))
    surf.blit(supersampled(w, band_h, band), (0, 0))
    icon = monster_symbol(m, max(4, round(band_h * 0.7)), theme.PAPER)
    name = MONSTER_NAMES[m].upper() if 0 <= m < 4 else "?"
    px = max(6, round(band_h * 0.6))
    label = textr.art_text(name, "sans_bold", px, theme.PAPER)
    total = icon.get_width() + round(w * 0.04) + label.get_width()
    x = (w - total) / 2
    surf.blit(icon, icon.get_rect(midleft=(round(x), band_h // 2)))
    surf.blit(label, label.get_rect(midleft=(round(x + icon.get_width() + w * 0.04),
                                             band_h // 2)))
    place = _mix(rgb, theme.PAPER, 0.55)
    line = max(1, round(w / 90))
    dx, dy, ds = dice_place(w, h)
    box = pygame.Rect(0, 0, ds, ds)
    box.center = (round(dx), round(dy))
    surf.blit(rounded_rect(box.w, box.h, max(3, ds // 6), (*_mix(rgb, theme.PAPER, 0.7), 255),
                           (*place, 255), line), box)
    cx, cy, cr = chip_place(w, h)

    def chip_spot(s, f):
        c = s.get_width() / 2
        pygame.draw.circle(s, (*_mix(rgb, theme.PAPER, 0.7), 255), (c, c), c - f)
        pygame.draw.circle(s, (*place, 255), (c, c), c - f, max(1, round(line * f)))
    spot = supersampled(round(cr * 2), round(cr * 2), chip_spot)
    surf.blit(spot, spot.get_rect(center=(round(cx), round(cy))))
    # the prize table: dots for how many guessed it, the gold each gets under them
    ink = _mix(rgb, (0, 0, 0), 0.55)
    top = round(h * 0.75)
    cell_w = w / 3
    dot = max(1.5, h * 0.028)
    for i, (k, gold) in enumerate(PRIZE_TABLE):
        ccx = cell_w * (i + 0.5)
        dots = k if k < 3 else 4
        for j in range(dots):
            pygame.draw.circle(surf, ink, (ccx + (j - (dots - 1) / 2) * dot * 2.8, top), dot)
        number = textr.art_text(str(gold * (2 if doubled else 1)), "sans_bold",
                                max(6, round(h * 0.15)), ink)
        surf.blit(number, number.get_rect(midtop=(round(ccx), round(top + dot * 1.8))))
    return surf


def dice_place(w: float, h: float) -> tuple[float, float, float]:
    """(centre x, centre y, side) of the dice place on a prize card w x h."""
    return w * 0.27, h * 0.47, min(w, h) * 0.36


def chip_place(w: float, h: float) -> tuple[float, float, float]:
    """(centre x, centre y, radius) of the chip place on a prize card w x h."""
    return w * 0.73, h * 0.47, min(w, h) * 0.18


# -- dice, chips, coins, the Start Player card ------------------------------------------------

PIPS = {1: [(0.5, 0.5)], 2: [(0.28, 0.28), (0.72, 0.72)],
        3: [(0.26, 0.26), (0.5, 0.5), (0.74, 0.74)],
        4: [(0.28, 0.28), (0.72, 0.28), (0.28, 0.72), (0.72, 0.72)],
        5: [(0.26, 0.26), (0.74, 0.26), (0.5, 0.5), (0.26, 0.74), (0.74, 0.74)],
        6: [(0.28, 0.24), (0.72, 0.24), (0.28, 0.5), (0.72, 0.5), (0.28, 0.76), (0.72, 0.76)]}


@lru_cache(maxsize=128)
@costly
def die_face(value: int, w: int, h: int) -> pygame.Surface:
    """A die showing `value`: pips up to 6; above 6 (a die only counts here) its number on
    a gold-rimmed face; 0 is a die resting in the stock (no face counted)."""
    d = max(6, min(w, h))

    def draw(s, f):
        size = s.get_width()
        r = size * 0.2
        body = pygame.Rect(0, 0, size, size).inflate(-2 * f, -2 * f)
        pygame.draw.rect(s, (0, 0, 0, 60), body.move(f * 1.2, f * 1.8), border_radius=round(r))
        rim = MAGIC_GOLD if value > 6 else (150, 140, 124)
        pygame.draw.rect(s, DIE_IVORY if value else (214, 208, 196), body, border_radius=round(r))
        pygame.draw.rect(s, rim, body, max(1, round(size * (0.06 if value > 6 else 0.035))),
                         border_radius=round(r))
        if 1 <= value <= 6:
            pip = size * 0.085
            for px_, py_ in PIPS[value]:
                colour = (190, 36, 40) if value == 1 else DIE_INK
                pygame.draw.circle(s, colour, (body.x + body.w * px_, body.y + body.h * py_),
                                   pip * (1.4 if value == 1 else 1))
    surf = supersampled(d, d, draw)
    if value > 6:
        label = textr.art_text(str(value), "serif_bold", max(6, round(d * 0.62)), DIE_INK)
        surf.blit(label, label.get_rect(center=(d / 2, d / 2)))
    if (w, h) != (d, d):
        surf = pygame.transform.smoothscale(surf, (w, h))
    return surf


@lru_cache(maxsize=64)
@costly
def chip_face(value: int, w: int, h: int) -> pygame.Surface:
    """A poker chip of 10 or 20 gold (seen from above, a little tilted)."""
    fill = CHIP_FILL.get(value, (90, 90, 90))

    def draw(s, f):
        sw, sh = s.get_size()
        r = s.get_rect()
        edge = r.inflate(-f * 2, -f * 2)
        pygame.draw.ellipse(s, _mix(fill, (0, 0, 0), 0.35), edge.move(0, f * 1.5))
        pygame.draw.ellipse(s, fill, edge)
        cx, cy = sw / 2, sh / 2
        for i in range(8):  # the white edge marks
            a = i * math.pi / 4
            rx, ry = edge.w / 2, edge.h / 2
            pts = [(cx + rx * 0.98 * math.cos(a - 0.16), cy + ry * 0.98 * math.sin(a - 0.16)),
                   (cx + rx * 0.98 * math.cos(a + 0.16), cy + ry * 0.98 * math.sin(a + 0.16)),
                   (cx + rx * 0.72 * math.cos(a + 0.12), cy + ry * 0.72 * math.sin(a + 0.12)),
                   (cx + rx * 0.72 * math.cos(a - 0.12), cy + ry * 0.72 * math.sin(a - 0.12))]
            pygame.draw.polygon(s, (244, 238, 226), pts)
        inner = edge.inflate(-edge.w * 0.38, -edge.h * 0.38)
        pygame.draw.ellipse(s, (244, 238, 226), inner)
        pygame.draw.ellipse(s, _mix(fill, (0, 0, 0), 0.2), inner, max(1, round(f * w / 40)))
    surf = supersampled(w, h, draw)
    label = textr.art_text(str(value), "sans_bold", max(6, round(h * 0.36)),
                           _mix(fill, (0, 0, 0), 0.3))
    surf.blit(label, label.get_rect(center=(w / 2, h / 2)))
    return surf


@lru_cache(maxsize=32)
@costly
def coin_face(w: int, h: int) -> pygame.Surface:
    """A gold coin (the prize flying to a player)."""
    def draw(s, f):
        r = s.get_rect().inflate(-f * 2, -f * 2)
        pygame.draw.ellipse(s, (150, 110, 30), r.move(0, f))
        pygame.draw.ellipse(s, (236, 196, 90), r)
        pygame.draw.ellipse(s, (196, 150, 50), r.inflate(-r.w * 0.3, -r.h * 0.3),
                            max(1, round(f * w / 14)))
    surf = supersampled(w, h, draw)
    label = textr.art_text("G", "serif_bold", max(6, round(h * 0.5)), (150, 106, 24))
    surf.blit(label, label.get_rect(center=(w / 2, h / 2)))
    return surf


@lru_cache(maxsize=16)
@costly
def start_card(w: int, h: int) -> pygame.Surface:
    """The Start Player card, small: gold on crimson, "START"."""
    surf = rounded_rect(w, h, max(3, h // 3), (*BOSS_CRIMSON, 255), MAGIC_GOLD,
                        max(1.0, h / 12)).copy()
    crown = crown_icon(max(4, round(h * 0.62)))
    px = textr.art_fit_px("START", "sans_bold", max(6, round(h * 0.58)),
                          w - crown.get_width() - round(h * 0.8), 5)
    label = textr.art_text("START", "sans_bold", px, MAGIC_GOLD)
    total = crown.get_width() + round(h * 0.15) + label.get_width()
    x = (w - total) / 2
    surf.blit(crown, crown.get_rect(midleft=(round(x), h // 2)))
    surf.blit(label, label.get_rect(midleft=(round(x + crown.get_width() + h * 0.15), h // 2)))
    return surf


def card_radius(w: int) -> int:
    return radius_for(w)
