"""O Genre O: card faces, the card back, the black chip, the trump marker and the life
tokens, drawn procedurally and cached per size.

Every card is an Angel or a Devil, told apart by more than colour: an Angel is white
paper in a white frame with a gold halo over its number and "ANGEL" at its foot; a Devil
is black in a black frame with a red inner line, horns over its number and "DEVIL" at its
foot. Each suit has its colour and its own drawn symbol (Feather: a quill, Spear: a
spear, Arrow: an arrow, Fire: a flame, Flower: a flower), in the top-left corner and large
in the centre under the number. The back is one design for both kinds (a night-violet wave
pattern round a half-white, half-black seal), so a hand's backs never tell Angels from
Devils.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from games.o_genre_o.cards import DEVIL
from ui import theme
from ui.render import text as textr
from ui.render.budget import costly
from ui.render.cards import card_back, radius_for
from ui.render.shapes import paper_grain, rounded_rect, supersampled
from ui.render.symbols import symbol

# The suits in the order of games.o_genre_o.cards (FEATHER..FLOWER): colour and symbol.
SUIT_COLOURS = ((74, 146, 206), (140, 112, 206), (70, 160, 92), (222, 90, 52),
                (218, 96, 160))
SUIT_SYMBOLS = ("feather", "spear", "arrow", "flame", "flower")

ANGEL_PAPER = (250, 247, 238)
ANGEL_FRAME = (255, 255, 255)
ANGEL_LINE = (206, 176, 104)     # the gold inner line and the halo
DEVIL_GROUND = (30, 26, 34)
DEVIL_FRAME = (8, 8, 10)
DEVIL_LINE = (170, 52, 52)       # the red inner line and the horns
BACK_VIOLET = (48, 36, 72)
BACK_ACCENT = (206, 178, 112)
CHIP_BLACK = (24, 24, 28)


def suit_rgb(suit: int) -> tuple[int, int, int]:
    return SUIT_COLOURS[suit] if 0 <= suit < len(SUIT_COLOURS) else (130, 130, 130)


def suit_symbol(suit: int) -> str:
    return SUIT_SYMBOLS[suit] if 0 <= suit < len(SUIT_SYMBOLS) else "star"


def _mix(a, b, t: float) -> tuple[int, int, int]:
    return tuple(int(x + (y - x) * t) for x, y in zip(a[:3], b[:3]))


def _outlined(string: str, role: str, px: int, colour, outline, width: int) -> pygame.Surface:
    """Text with a solid outline (readable over the symbol behind it)."""
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


@lru_cache(maxsize=8)
@costly
def _ground(w: int, h: int, devil: bool) -> pygame.Surface:
    """The empty card: white paper in a white frame with a gold line (Angel), or black
    in a black frame with a red line (Devil)."""
    r = radius_for(w)
    frame = DEVIL_FRAME if devil else ANGEL_FRAME
    ground = DEVIL_GROUND if devil else ANGEL_PAPER
    line = DEVIL_LINE if devil else ANGEL_LINE
    edge = (0, 0, 0) if devil else (150, 140, 120)
    base = rounded_rect(w, h, r, frame, edge, max(1.0, w / 110)).copy()
    inset = max(2, round(w * 0.07))
    inner = rounded_rect(w - 2 * inset, h - 2 * inset, max(2, r - inset // 2), ground,
                         line, max(1.0, w / 70))
    base.blit(inner, (inset, inset))
    if not devil:
        grain = pygame.Surface((w, h), pygame.SRCALPHA)
        paper_grain(grain, 7)
        base.blit(grain, (0, 0))
    return base


@lru_cache(maxsize=640)
@costly
def card_face(card: int, w: int, h: int) -> pygame.Surface:
    """The face of a card (suit = card >> 4, number = card & 15)."""
    suit, number = card >> 4, card & 15
    devil = DEVIL[card] if 0 <= card < len(DEVIL) else False
    rgb = suit_rgb(suit)
    sym = suit_symbol(suit)
    surf = _ground(w, h, devil).copy()
    ground = DEVIL_GROUND if devil else ANGEL_PAPER
    ink = _mix(rgb, (255, 255, 255), 0.3) if devil else _mix(rgb, (0, 0, 0), 0.3)
    # the centre: a pale symbol with the number over it, the Angel's halo or the
    # Devil's horns above
    big = symbol(sym, max(4, round(w * 0.62)), _mix(rgb, ground, 0.62))
    surf.blit(big, big.get_rect(center=(w / 2, h * 0.53)))
    label = str(number)
    px = max(8, round(h * (0.32 if number < 10 else 0.28)))
    num = _outlined(label, "serif_bold", px, ink, ground, max(1, round(w / 45)))
    surf.blit(num, num.get_rect(center=(w / 2, h * 0.52)))
    mark = symbol("horns" if devil else "halo", max(4, round(w * 0.3)),
                  DEVIL_LINE if devil else ANGEL_LINE)
    surf.blit(mark, mark.get_rect(center=(w / 2, h * 0.25)))
    # the corner: number and a small symbol, top left (where a fanned hand shows it);
    # the foot says the kind
    corner_px = max(7, round(h * (0.19 if number < 10 else 0.17)))
    corner = pygame.Surface((round(w * 0.3), round(h * 0.5)), pygame.SRCALPHA)
    ctext = textr.art_text(label, "serif_bold", corner_px, ink)
    cw = corner.get_width()
    corner.blit(ctext, ctext.get_rect(midtop=(cw / 2, -round(corner_px * 0.1))))
    small = symbol(sym, max(3, round(w * 0.17)), rgb if not devil else _mix(rgb, (255,) * 3,
                                                                          0.15))
    top = round(corner_px * 1.05)
    corner.blit(small, small.get_rect(midtop=(cw / 2, top)))
    # the kind as a shape too, where a fanned hand shows it: a halo or horns
    kind = symbol("horns" if devil else "halo", max(3, round(w * 0.2)),
                  DEVIL_LINE if devil else ANGEL_LINE)
    corner.blit(kind, kind.get_rect(midtop=(cw / 2, top + small.get_height() + round(h * 0.01))))
    pad = max(3, round(w * 0.08))
    surf.blit(corner, (pad, pad))
    # the kind, in words, at the foot (large enough to read from the hand size up)
    if h >= 60:
        word = "DEVIL" if devil else "ANGEL"
        kind_px = max(6, round(h * 0.075))
        colour = DEVIL_LINE if devil else _mix(ANGEL_LINE, (0, 0, 0), 0.25)
        caption = textr.art_text(word, "sans_bold", kind_px, colour)
        surf.blit(caption, caption.get_rect(midbottom=(w / 2, h - pad - round(h * 0.01))))
    return surf


@lru_cache(maxsize=64)
@costly
def card_back_face(w: int, h: int) -> pygame.Surface:
    """The back of every card: violet waves round a seal half white, half black."""
    surf = card_back(w, h, BACK_VIOLET, BACK_ACCENT).copy()
    if w >= 18:
        d = round(w * 0.5)

        def seal(s, f):
            c = s.get_width() / 2
            r = c - f
            pygame.draw.circle(s, (16, 14, 20), (c, c), r)
            pygame.draw.circle(s, ANGEL_PAPER, (c, c), r, draw_top_left=True,
                               draw_bottom_left=True)
            pygame.draw.circle(s, BACK_ACCENT, (c, c), r, max(1, round(w * 0.03 * f)))
            pygame.draw.line(s, BACK_ACCENT, (c, c - r), (c, c + r), max(1, round(f)))
        disc = supersampled(d, d, seal)
        surf.blit(disc, disc.get_rect(center=(w / 2, h / 2)))
    return surf


@lru_cache(maxsize=64)
@costly
def discard_face(card: int, w: int, h: int) -> pygame.Surface:
    """One of your own discards: its face under a dark veil (face down for everyone
    else, out of play this round)."""
    surf = card_face(card, w, h).copy()
    veil = rounded_rect(w, h, radius_for(w), (18, 14, 26, 150))
    surf.blit(veil, (0, 0))
    if h >= 40:
        px = max(6, round(h * 0.16))
        word = _outlined("OUT", "sans_bold", px, theme.PAPER, (40, 20, 30), 1)
        surf.blit(word, word.get_rect(center=(w / 2, h * 0.52)))
    return surf


@lru_cache(maxsize=32)
@costly
def chip(d: int) -> pygame.Surface:
    """A black chip of the trump vote."""

    def draw(s, f):
        c = s.get_width() / 2
        r = c - 2 * f
        pygame.draw.circle(s, (0, 0, 0, 90), (c + 1.5 * f, c + 2.5 * f), r)
        pygame.draw.circle(s, (92, 92, 100), (c, c), r)
        pygame.draw.circle(s, CHIP_BLACK, (c, c), r * 0.86)
        pygame.draw.circle(s, (56, 56, 64), (c, c), r * 0.6, max(1, round(f * d / 24)))
        pygame.draw.circle(s, (120, 120, 132), (c - r * 0.3, c - r * 0.34), r * 0.12)
    return supersampled(d, d, draw)


@lru_cache(maxsize=32)
@costly
def trump_marker(suit: int, d: int) -> pygame.Surface:
    """The trump marker: a gold medallion with the trump suit's symbol."""
    rgb = suit_rgb(suit)

    def draw(s, f):
        c = s.get_width() / 2
        r = c - 2 * f
        pygame.draw.circle(s, (0, 0, 0, 80), (c + 1.5 * f, c + 2.5 * f), r)
        pygame.draw.circle(s, theme.GOLD, (c, c), r)
        pygame.draw.circle(s, (250, 240, 214), (c, c), r * 0.8)
        pygame.draw.circle(s, theme.GOLD_DARK, (c, c), r * 0.8, max(1, round(f * d / 30)))
    art = supersampled(d, d, draw)
    icon = symbol(suit_symbol(suit), max(4, round(d * 0.56)), rgb)
    art.blit(icon, icon.get_rect(center=(d / 2, d / 2)))
    return art


@lru_cache(maxsize=32)
@costly
def life_token(text: str, d: int, gain: bool) -> pygame.Surface:
    """A token flying to a life bar: "+1" on a white disc with a gold halo (an all-Angel
    trick's recovery), or "-3" on a dark red disc (the Devils won at the round's end)."""
    fill = (250, 247, 238) if gain else (120, 30, 36)
    rim = ANGEL_LINE if gain else (230, 120, 110)

    def draw(s, f):
        c = s.get_width() / 2
        r = c - 2 * f
        pygame.draw.circle(s, (0, 0, 0, 90), (c + 1.5 * f, c + 2.5 * f), r)
        pygame.draw.circle(s, rim, (c, c), r)
        pygame.draw.circle(s, fill, (c, c), r * 0.84)
    art = supersampled(d, d, draw)
    colour = (40, 120, 60) if gain else theme.PAPER
    px = textr.art_fit_px(text, "sans_bold", max(6, round(d * 0.5)), round(d * 0.76), 5)
    label = textr.art_text(text, "sans_bold", px, colour)
    art.blit(label, label.get_rect(center=(d / 2, d / 2)))
    return art
