"""The Fool's Field: Soldier card faces, the card back and the field board, drawn
procedurally and cached per size.

A Soldier card is held with its index at the top and placed without turning it, so on
the field a player's own cards stand upright and the opponent's lie upside down. The
face is drawn upright; the table turns it (`half_turn`). Its face is cut into four
wedges, one per side (top, right, bottom, left), each tinted with its side's colour
and carrying that side's symbol pointing outwards: a Sword (crimson), a Shield
(indigo) or a Flower (pink). Colours help, shapes decide: the three symbols are told
apart without colour. The index in the two top corners repeats the four sides in
miniature, so a card half hidden in a fanned hand still reads at a glance; a gold
head band joins the two index tiles along the top edge, so which way up a card lies
(whose it is) reads at a glance across the table: its band and index towards you,
the card is your opponent's.

The back is a deep green seigaiha with a gold 園 ("garden", from 愚者の園) seal. The
field board is a lacquered tray with a 3x3 grid of cells, the centre marked with a
gold crest.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from games.fools_field.cards import SIDES
from ui import theme
from ui.render import text as textr
from ui.render.budget import costly
from ui.render.cards import card_back, card_blank, radius_for
from ui.render.shapes import rounded_rect, supersampled
from ui.render.symbols import draw_symbol

FIELD_GREEN = (34, 96, 70)
BACK_ACCENT = (214, 186, 112)

SYMBOL_NAMES = ("sword", "shield", "flower")   # index = cards.SWORD, SHIELD, FLOWER
SYMBOL_COLOURS = ((176, 44, 40), (40, 86, 158), (214, 92, 156))
# A Sword points out of its side: degrees to turn the upright symbol, per side.
SIDE_ANGLES = (0, -90, 180, 90)

WOOD = (74, 46, 30)
WOOD_DARK = (46, 28, 18)
CELL_FILL = (30, 64, 50)
CELL_LINE = (98, 138, 104)


def mix(a, b, t: float) -> tuple[int, int, int]:
    return tuple(int(x + (y - x) * t) for x, y in zip(a[:3], b[:3]))


def symbol_colour(kind: int) -> tuple[int, int, int]:
    return SYMBOL_COLOURS[kind] if 0 <= kind < 3 else (120, 120, 120)


@lru_cache(maxsize=256)
@costly
def side_symbol(kind: int, side: int, size: int) -> pygame.Surface:
    """A side's symbol, `size` px square, turned to point out of that side."""
    colour = symbol_colour(kind)

    def draw(s, f):
        r = s.get_rect()
        draw_symbol(s, SYMBOL_NAMES[kind], r, colour)
    surf = supersampled(size, size, draw)
    angle = SIDE_ANGLES[side] if kind == 0 else 0  # only a Sword has a direction
    if angle:
        surf = pygame.transform.rotate(surf, angle)
    return surf


def _side_points(w: float, h: float, side: int, inset: float) -> list[tuple[float, float]]:
    """The wedge of one side: the triangle from that edge to the centre."""
    cx, cy = w / 2, h / 2
    x0, y0, x1, y1 = inset, inset, w - inset, h - inset
    return [((x0, y0), (x1, y0), (cx, cy)), ((x1, y0), (x1, y1), (cx, cy)),
            ((x1, y1), (x0, y1), (cx, cy)), ((x0, y1), (x0, y0), (cx, cy))][side]


@lru_cache(maxsize=64)
@costly
def index_badge(card: int, size: int) -> pygame.Surface:
    """The index: the four sides in miniature on a paper tile, as bold glyphs that stay
    readable when small: a Sword is a red spike pointing out of its side, a Shield a blue
    shield-shaped block, a Flower a pink disc with a gold heart."""
    sides = SIDES[card]

    def draw(s, f):
        n = s.get_width()
        pygame.draw.rect(s, (*theme.PAPER, 255), s.get_rect(), border_radius=round(n * 0.18))
        pygame.draw.rect(s, (150, 128, 96), s.get_rect(), max(1, round(n / 22)),
                         border_radius=round(n * 0.18))
        out = ((0, -1), (1, 0), (0, 1), (-1, 0))
        for side, kind in enumerate(sides):
            dx, dy = out[side]
            x, y = n / 2 + dx * n * 0.27, n / 2 + dy * n * 0.27
            colour = symbol_colour(kind)
            d = n * 0.15
            if kind == 0:  # a spike pointing out
                tip = (x + dx * d * 1.35, y + dy * d * 1.35)
                back = (x - dx * d * 0.9, y - dy * d * 0.9)
                pts = [tip, (back[0] + dy * d * 0.8, back[1] + dx * d * 0.8),
                       (back[0] - dy * d * 0.8, back[1] - dx * d * 0.8)]
                pygame.draw.polygon(s, colour, pts)
            elif kind == 1:  # a small shield
                pts = [(x - d, y - d), (x + d, y - d), (x + d, y + d * 0.1), (x, y + d * 1.15),
                       (x - d, y + d * 0.1)]
                pygame.draw.polygon(s, colour, pts)
            else:  # a flower: a disc with a gold heart
                pygame.draw.circle(s, colour, (x, y), d * 1.05)
                pygame.draw.circle(s, (240, 200, 70), (x, y), d * 0.42)
        pygame.draw.circle(s, (176, 140, 70), (n / 2, n / 2), n * 0.055)
    return supersampled(size, size, draw)


@lru_cache(maxsize=512)
@costly
def soldier_face(card: int, w: int, h: int) -> pygame.Surface:
    """The face of Soldier card `card` (0-22) at w x h."""
    sides = SIDES[card]
    surf = card_blank(w, h, theme.PAPER, (176, 152, 110), seed=card + 7).copy()
    inset = max(3, round(w * 0.06))

    def wedges(s, f):
        for side, kind in enumerate(sides):
            pts = [(x * f, y * f) for x, y in _side_points(w, h, side, inset + 1)]
            pygame.draw.polygon(s, (*mix(symbol_colour(kind), theme.PAPER, 0.78), 255), pts)
        line = (186, 164, 124)
        lw = max(1, round(w / 90 * f))
        pygame.draw.line(s, line, (inset * f, inset * f), ((w - inset) * f, (h - inset) * f), lw)
        pygame.draw.line(s, line, ((w - inset) * f, inset * f), (inset * f, (h - inset) * f), lw)
        # the centre: a small paper medallion with a gold rim
        c = (w / 2 * f, h / 2 * f)
        r = w * 0.1 * f
        pygame.draw.circle(s, theme.PAPER, c, r)
        pygame.draw.circle(s, (190, 150, 70), c, r, max(1, round(w / 70 * f)))
        pygame.draw.circle(s, (190, 150, 70), c, r * 0.35)
    art = supersampled(w, h, wedges)
    surf.blit(art, (0, 0))
    # the four symbols, each in its wedge near its edge, pointing out
    size = max(6, round(w * 0.37))
    spots = ((w / 2, h * 0.19), (w * 0.785, h / 2), (w / 2, h * 0.81), (w * 0.215, h / 2))
    for side, kind in enumerate(sides):
        sym = side_symbol(kind, side, size)
        surf.blit(sym, sym.get_rect(center=(round(spots[side][0]), round(spots[side][1]))))
    # the index in both top corners, joined by the head band along the top edge
    badge = index_badge(card, max(6, round(w * 0.27)))
    pad = inset
    surf.blit(head_band(w, badge.get_width(), pad), (0, 0))
    surf.blit(badge, (pad, pad))
    surf.blit(badge, badge.get_rect(topright=(w - pad, pad)))
    return surf


@lru_cache(maxsize=32)
@costly
def head_band(w: int, badge: int, pad: int) -> pygame.Surface:
    """The top edge's gold band between the two index tiles (with a small point in its
    middle, pointing up): the card's head."""
    h = max(3, round(pad * 1.15))

    def draw(s, f):
        x0, x1 = (pad + badge * 0.6) * f, (w - pad - badge * 0.6) * f
        top, bottom = pad * 0.1 * f, (pad * 0.1 + h) * f
        band = pygame.Rect(round(x0), round(top), round(x1 - x0), round(bottom - top))
        pygame.draw.rect(s, (206, 164, 72), band, border_radius=round(h * f / 2))
        pygame.draw.rect(s, (150, 110, 40), band, max(1, round(f * 0.8)),
                         border_radius=round(h * f / 2))
        mid = w * f / 2
        tip = h * f * 0.95
        pygame.draw.polygon(s, (150, 110, 40), [(mid - tip, bottom - h * f * 0.15),
                                                (mid + tip, bottom - h * f * 0.15),
                                                (mid, top + h * f * 0.12)])
    return supersampled(w, h + pad, draw)


_TURNED: dict = {}


def half_turn(surface: pygame.Surface) -> pygame.Surface:
    """`surface` turned half a turn, exactly (no resampling), cached while `surface`
    lives: an opponent's card on the field, a back of their hand."""
    key = id(surface)
    cached = _TURNED.get(key)
    if cached is not None and cached[0] is surface:
        return cached[1]
    turned = pygame.transform.rotate(surface, 180)
    if len(_TURNED) > 600:
        _TURNED.clear()
    _TURNED[key] = (surface, turned)
    return turned


@lru_cache(maxsize=64)
@costly
def back_face(w: int, h: int) -> pygame.Surface:
    """The back of every Soldier card: green waves and a gold 園 seal."""
    surf = card_back(w, h, FIELD_GREEN, BACK_ACCENT).copy()
    if w >= 22:
        d = round(w * 0.5)

        def seal(s, f):
            c = s.get_width() / 2
            pygame.draw.circle(s, (20, 58, 42), (c, c), c - f)
            pygame.draw.circle(s, BACK_ACCENT, (c, c), c - f, max(1, round(w * 0.03 * f)))
        disc = supersampled(d, d, seal)
        surf.blit(disc, disc.get_rect(center=(w / 2, h / 2)))
        glyph = textr.art_text("\u5712", "jp", max(6, round(d * 0.56)), BACK_ACCENT)
        surf.blit(glyph, glyph.get_rect(center=(w / 2, h / 2)))
    return surf


@lru_cache(maxsize=8)
@costly
def field_board(w: int, h: int, cell_w: int, cell_h: int, gap: int, sc: float) -> pygame.Surface:
    """The field: a lacquered tray with the 3x3 grid of cells, the centre marked."""
    pad_x = (w - 3 * cell_w - 2 * gap) / 2
    pad_y = (h - 3 * cell_h - 2 * gap) / 2

    def draw(s, f):
        r = s.get_rect()
        rad = round(16 * sc * f)
        pygame.draw.rect(s, (0, 0, 0, 70), r.move(0, round(4 * sc * f)), border_radius=rad)
        pygame.draw.rect(s, WOOD, r, border_radius=rad)
        pygame.draw.rect(s, WOOD_DARK, r.inflate(-round(6 * sc * f), -round(6 * sc * f)),
                         border_radius=rad)
        pygame.draw.rect(s, theme.GOLD_DARK, r, max(1, round(2 * sc * f)), border_radius=rad)
        inner = pygame.Rect(round((pad_x - 6 * sc) * f), round((pad_y - 6 * sc) * f),
                            round((3 * cell_w + 2 * gap + 12 * sc) * f),
                            round((3 * cell_h + 2 * gap + 12 * sc) * f))
        pygame.draw.rect(s, (24, 52, 40), inner, border_radius=round(8 * sc * f))
        for row in range(3):
            for col in range(3):
                x = (pad_x + col * (cell_w + gap)) * f
                y = (pad_y + row * (cell_h + gap)) * f
                cell = pygame.Rect(round(x), round(y), round(cell_w * f), round(cell_h * f))
                centre = row == 1 and col == 1
                pygame.draw.rect(s, (40, 84, 64) if centre else CELL_FILL, cell,
                                 border_radius=round(radius_for(cell_w) * f))
                pygame.draw.rect(s, theme.GOLD if centre else CELL_LINE, cell,
                                 max(1, round((1.6 if centre else 1.0) * sc * f)),
                                 border_radius=round(radius_for(cell_w) * f))
                if centre:
                    cx, cy = cell.center
                    rr = cell_w * 0.3 * f
                    pygame.draw.circle(s, (*theme.GOLD, 110), (cx, cy), rr, max(1, round(sc * f)))
                    pygame.draw.circle(s, (*theme.GOLD, 110), (cx, cy), rr * 0.16)
                    for k in range(4):  # four small diamonds pointing to the sides
                        dx, dy = ((0, -1), (1, 0), (0, 1), (-1, 0))[k]
                        tip = (cx + dx * rr * 1.6, cy + dy * rr * 1.6)
                        base = (cx + dx * rr * 1.15, cy + dy * rr * 1.15)
                        side = rr * 0.18
                        pts = [tip, (base[0] + dy * side, base[1] + dx * side),
                               (base[0] - dx * side * 0.2, base[1] - dy * side * 0.2),
                               (base[0] - dy * side, base[1] - dx * side)]
                        pygame.draw.polygon(s, (*theme.GOLD, 120), pts)
    return supersampled(w, h, draw, factor=2)


@lru_cache(maxsize=8)
@costly
def lit_cell(w: int, h: int, sc: float) -> pygame.Surface:
    """A cell the chosen card may go to: a glowing gold slot (alpha set when drawn)."""
    pad = round(5 * sc)

    def draw(s, f):
        r = pygame.Rect(0, 0, s.get_width(), s.get_height())
        for k in range(4):
            grow = round((pad - k * pad / 4) * f)
            pygame.draw.rect(s, (*theme.GOLD, 30 + 18 * k), r.inflate(-2 * (pad * f - grow),
                             -2 * (pad * f - grow)), border_radius=round(radius_for(w) * f * 1.4))
        inner = r.inflate(-2 * pad * f, -2 * pad * f)
        pygame.draw.rect(s, (250, 222, 140, 70), inner, border_radius=round(radius_for(w) * f))
        pygame.draw.rect(s, (255, 232, 160), inner, max(2, round(2.4 * sc * f)),
                         border_radius=round(radius_for(w) * f))
    return supersampled(w + 2 * pad, h + 2 * pad, draw, factor=2)


@lru_cache(maxsize=64)
@costly
def ghost(card: int, w: int, h: int, alpha: int = 150) -> pygame.Surface:
    """The card, half transparent: where it would go (fainter where it may not)."""
    surf = soldier_face(card, w, h).copy()
    surf.set_alpha(alpha)
    return surf


@lru_cache(maxsize=16)
@costly
def edge_mark(length: int, thick: int, good: bool) -> pygame.Surface:
    """A short bar on the edge between two cells, with a badge in its middle: green with
    a tick where the sides would match, red with a cross where they would not (the
    shape tells it without the colour)."""
    colour = (120, 220, 120) if good else (240, 80, 70)
    d = round(min(length, thick) * 2.5)  # (a bar may lie either way)
    w, h = max(length, d), max(thick, d)

    def draw(s, f):
        bar = pygame.Rect(0, 0, round(length * f), round(thick * f))
        bar.center = (round(w * f / 2), round(h * f / 2))
        rad = round(min(length, thick) * f / 2)
        pygame.draw.rect(s, (20, 20, 20, 200), bar, border_radius=rad)
        pygame.draw.rect(s, colour, bar.inflate(-round(2 * f), -round(2 * f)), border_radius=rad)
        c = (w * f / 2, h * f / 2)
        r = d * f / 2
        pygame.draw.circle(s, (20, 20, 20, 230), c, r)
        pygame.draw.circle(s, colour, c, r - 1.5 * f)
        ink = (16, 40, 16) if good else (255, 246, 240)
        lw = max(2, round(d * f * 0.13))
        if good:
            pts = [(c[0] - r * 0.48, c[1] + r * 0.02), (c[0] - r * 0.12, c[1] + r * 0.38),
                   (c[0] + r * 0.5, c[1] - r * 0.36)]
            pygame.draw.lines(s, ink, False, pts, lw)
        else:
            k = r * 0.38
            pygame.draw.line(s, ink, (c[0] - k, c[1] - k), (c[0] + k, c[1] + k), lw)
            pygame.draw.line(s, ink, (c[0] - k, c[1] + k), (c[0] + k, c[1] - k), lw)
    return supersampled(w, h, draw)


@lru_cache(maxsize=32)
@costly
def panel(w: int, h: int, radius: int, fill=(14, 30, 24, 215), border=(96, 120, 90)):
    return rounded_rect(w, h, radius, fill, border, 1.0)
