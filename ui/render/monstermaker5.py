"""Monstermaker 5 Revised: card faces, compact field cards, the card back, the Jewels,
the Underground Jail of Darkness and the dice, drawn procedurally and cached per size.

The house style (ui/render/cards.py): paper cards with a thin frame. Each side has its
colours AND a symbol, so it reads at a glance and colour-blind safe:
- the Light: white paper, gold frame and band, a sun;
- the Darkness: grey slate, violet frame and band, a crescent moon;
- Spells: purple, a four-pointed star;
- neutral (a player with no character): a disc half gold, half violet.
Every character shows its dice formula (top left, as the rulebook prints it), its
defence on a shield (top right) and its name (bottom band); Darkness cards show their
rank as diamonds. A compact card (`tile_face`, wider than high) is what fields show:
the name, the formula and the defence, still readable at 1280x720 (a hover shows the
whole card). The emblems of the kinds are in `ui.render.monstermaker5_art`.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from games.monstermaker5.cards import (
    CAST_BONUS,
    DEFENCE,
    JAIL,
    JEWEL,
    KIND,
    KNIGHT,
    KNIGHT_NAMES,
    QUEEN,
    RANK,
    SIDE,
    THIEF,
    THIEF_NUMBER,
    attack_text,
    card_name,
)
from games.monstermaker5.cards import DARK as DARK_SIDE
from games.monstermaker5.cards import LIGHT as LIGHT_SIDE
from ui.render import monstermaker5_art as emb
from ui.render import text as textr
from ui.render.budget import costly
from ui.render.cards import card_back, card_blank
from ui.render.shapes import rounded_rect, supersampled
from ui.render.symbols import draw_symbol

# -- palette --------------------------------------------------------------------------

LIGHT_PAPER = (252, 248, 236)
LIGHT_GOLD = (214, 170, 70)
LIGHT_INK = (92, 64, 16)
DARK_PAPER = (66, 64, 78)
DARK_VIOLET = (128, 92, 176)
DARK_INK = (236, 230, 246)
SPELL_PAPER = (122, 64, 156)
SPELL_LILAC = (228, 200, 246)
SPELL_INK = (252, 244, 255)
NEUTRAL_GREY = (150, 146, 136)
JAIL_STONE = (46, 42, 48)
JAIL_IRON = (120, 116, 126)
BACK_INDIGO = (38, 32, 70)
BACK_GOLD = (204, 166, 84)

# The banner of each side (a seat's plate, a battle side's label): fill, text, symbol.
SIDE_BANNER = {"light": ((150, 118, 44), (255, 246, 222)),
               "dark": ((82, 58, 120), (240, 232, 252)),
               "neutral": ((84, 82, 78), (236, 232, 224))}
SIDE_LABEL = {"light": "Light", "dark": "Darkness", "neutral": "neutral"}

GEM_RGB = ((236, 244, 252), (214, 40, 60), (44, 92, 214), (34, 160, 90), (240, 168, 40),
           (150, 70, 200), (246, 232, 226))
"""Diamond, Ruby, Sapphire, Emerald, Topaz, Amethyst, Pearl."""


def style_of(card: int) -> tuple[tuple, tuple, tuple]:
    """(paper, frame/band, ink) of a card."""
    if card == JAIL:
        return JAIL_STONE, JAIL_IRON, DARK_INK
    kind = KIND[card]
    if kind == JEWEL:
        return LIGHT_PAPER, (160, 160, 176), (50, 50, 70)
    side = SIDE[card]
    if side == LIGHT_SIDE:
        return LIGHT_PAPER, LIGHT_GOLD, LIGHT_INK
    if side == DARK_SIDE:
        return DARK_PAPER, DARK_VIOLET, DARK_INK
    return SPELL_PAPER, SPELL_LILAC, SPELL_INK


def side_key(card: int) -> str:
    if card == JAIL or SIDE[card] == DARK_SIDE:
        return "dark"
    if SIDE[card] == LIGHT_SIDE:
        return "light"
    return "spell" if KIND[card] != JEWEL else "neutral"


# -- small pieces ----------------------------------------------------------------------


@lru_cache(maxsize=64)
@costly
def side_emblem(side: str, size: int) -> pygame.Surface:
    """The symbol of a side: a sun (the Light), a crescent moon (the Darkness), a star
    (a Spell), a disc half gold half violet (neutral)."""
    size = max(4, size)

    def draw(s, f):
        r = s.get_rect()
        if side == "light":
            draw_symbol(s, "sun", r, (244, 200, 80))
        elif side == "dark":
            draw_symbol(s, "moon", r, (200, 180, 240))
        elif side == "spell":
            emb.sparkle(s, r, (250, 226, 255))
        else:
            c = (r.w / 2, r.h / 2)
            rad = r.w * 0.42
            pygame.draw.circle(s, (232, 190, 80), c, rad, draw_top_left=True,
                               draw_bottom_left=True)
            pygame.draw.circle(s, (150, 110, 210), c, rad, draw_top_right=True,
                               draw_bottom_right=True)
            pygame.draw.circle(s, (240, 236, 228), c, rad, max(1, round(r.w * 0.07)))
    return supersampled(size, size, draw)


@lru_cache(maxsize=64)
@costly
def defence_badge(value: int, size: int, light: bool = True) -> pygame.Surface:
    """The defence on a small shield."""
    size = max(8, size)

    def draw(s, f):
        r = s.get_rect()
        fill = (250, 244, 226) if light else (52, 48, 64)
        edge = (150, 112, 40) if light else (170, 140, 220)
        w, h = r.w, r.h
        pts = [(w * 0.1, h * 0.06), (w * 0.9, h * 0.06), (w * 0.9, h * 0.5), (w * 0.5, h * 0.97),
               (w * 0.1, h * 0.5)]
        pygame.draw.polygon(s, fill, pts)
        pygame.draw.polygon(s, edge, pts, max(1, round(w * 0.08)))
    surf = supersampled(size, round(size * 1.12), draw)
    ink = (70, 50, 20) if light else (244, 238, 255)
    label = textr.art_text(str(value), "sans_bold",
                           max(6, round(size * (0.5 if value > 9 else 0.6))), ink)
    surf.blit(label, label.get_rect(center=(size / 2, surf.get_height() * 0.42)))
    return surf


@lru_cache(maxsize=512)
@costly
def fit_px(string: str, role: str, px: int, width: int, minimum: int = 6) -> int:
    """The largest size <= px at which `string` fits `width` (measured at most a few
    times: a text's width is nearly proportional to its size, and every size tried
    loads a font)."""
    width = max(4, width)
    w = textr.art_font(role, px).size(string)[0]
    while w > width and px > minimum:
        px = max(minimum, min(px - 1, int(px * width / w)))
        w = textr.art_font(role, px).size(string)[0]
    return px


def _fit_text(string: str, role: str, px: int, width: int, colour) -> pygame.Surface:
    return textr.art_text(string, role, fit_px(string, role, px, width), colour)


def _lines_of_name(card: int) -> tuple[str, ...]:
    """The name as printed on a card, in one or two lines."""
    if card == JAIL:
        return ("Underground Jail", "of Darkness")
    kind = KIND[card]
    if kind == KNIGHT:
        return ("St. Knight", KNIGHT_NAMES[card])
    name = card_name(card)
    if kind == QUEEN:
        return ("Queen of the", "Darkness")
    if name.startswith("Orc"):
        return ("Orc",)
    if name == "Great Dark Knight":
        return ("Great Dark", "Knight")
    return (name,)


def short_name(card: int) -> str:
    """The name on a compact card."""
    if card == JAIL:
        return "The Jail"
    kind = KIND[card]
    if kind == KNIGHT:
        return KNIGHT_NAMES[card]
    if kind == QUEEN:
        return "Queen"
    name = card_name(card)
    if name.startswith("Orc"):
        return "Orc"
    if name == "Great Dark Knight":
        return "Gr. Dark Knight"
    return name


def formula(card: int) -> str:
    return attack_text(card)


# -- card faces ------------------------------------------------------------------------


@lru_cache(maxsize=900)
@costly
def card_face(card: int, w: int, h: int) -> pygame.Surface:
    """The face of a card (portrait): the dice formula top left, the defence on a shield
    top right, the kind's emblem in the middle, the name in the band at the bottom; a
    Darkness card's rank as diamonds, a Thief's number, a caster's Spell bonus."""
    paper, band, ink = style_of(card)
    surf = card_blank(w, h, paper, band, seed=card + 3).copy()
    kind = KIND[card] if card != JAIL else -1
    light = card != JAIL and SIDE[card] == LIGHT_SIDE
    is_jewel = kind == JEWEL
    pad = max(2, round(w * 0.07))
    # the emblem
    art = round(min(w * 0.66, h * 0.42))
    if art >= 6:
        picture = emb.emblem(card, art)
        surf.blit(picture, picture.get_rect(center=(round(w / 2), round(h * 0.5))))
    # the name band
    lines = _lines_of_name(card) if not is_jewel else (card_name(card),)
    band_h = round(h * (0.22 if len(lines) > 1 else 0.15))
    band_rect = pygame.Rect(pad, h - pad - band_h, w - 2 * pad, band_h)
    fill = band if card != JAIL else (84, 80, 92)
    surf.blit(rounded_rect(band_rect.w, band_rect.h, max(2, round(w * 0.05)), (*fill, 255)),
              band_rect)
    if light or is_jewel:
        name_ink = (60, 40, 10)
    elif side_key(card) == "spell":
        name_ink = (70, 26, 100)
    else:
        name_ink = (250, 246, 255)
    step = round(h * 0.095 * 1.12)
    y = band_rect.y + (band_rect.h - len(lines) * step) / 2
    line_px = min(fit_px(line, "sans_bold", round(h * 0.095), band_rect.w - 4)
                  for line in lines)
    for line in lines:
        label = textr.art_text(line, "sans_bold", line_px, name_ink)
        surf.blit(label, label.get_rect(midtop=(w / 2, round(y))))
        y += step
    if is_jewel:
        return surf
    # the formula (top left) and the defence (top right)
    text = formula(card)
    if text:
        big = _fit_text(text, "sans_bold", round(h * 0.15), round(w * 0.58), ink)
        surf.blit(big, (pad + 1, pad - round(h * 0.015)))
    defence = DEFENCE[card]
    if defence:
        badge = defence_badge(defence, round(w * 0.28), light)
        surf.blit(badge, badge.get_rect(topright=(w - pad + 1, pad - 1)))
    # under the formula: the side's symbol
    mark = side_emblem(side_key(card), max(4, round(w * 0.17)))
    surf.blit(mark, (pad + 1, pad + round(h * 0.16)))
    # extras above the band
    note_y = band_rect.y - 2
    note_px = max(6, round(h * 0.075))
    note = ""
    if kind == THIEF:
        note = f"die > {THIEF_NUMBER[card]}"
    elif CAST_BONUS[card]:
        note = f"Spell +{CAST_BONUS[card]}"
    elif kind in emb.SPELL_NOTES:
        note = emb.SPELL_NOTES[kind]
    if note:
        label = _fit_text(note, "sans_bold", note_px, w - 2 * pad, ink)
        surf.blit(label, label.get_rect(midbottom=(w / 2, note_y)))
    rank = RANK[card] if card != JAIL else 0
    if 1 <= rank <= 4:
        d = max(3, round(w * 0.09))
        x = w - pad - d
        for i in range(rank):
            cy = pad + round(h * 0.22) + i * (d + 1)
            pts = [(x + d / 2, cy), (x + d, cy + d / 2), (x + d / 2, cy + d), (x, cy + d / 2)]
            pygame.draw.polygon(surf, DARK_VIOLET, pts)
    if kind == KNIGHT:  # her own Jewel, small, beside the emblem
        gem = gem_face(card, max(6, round(w * 0.22)))
        surf.blit(gem, gem.get_rect(topright=(w - pad, pad + round(h * 0.24))))
    return surf


@lru_cache(maxsize=900)
@costly
def tile_face(card: int, w: int, h: int) -> pygame.Surface:
    """A compact card (wider than high) as fields show them: the name over the dice
    formula and the side's symbol, the defence on a shield at the right."""
    paper, band, ink = style_of(card)
    light = card != JAIL and SIDE[card] == LIGHT_SIDE
    r = max(3, round(h * 0.2))
    surf = rounded_rect(w, h, r, (*paper, 255), (*band, 255), max(1.0, h / 14)).copy()
    # a band of the side's colour down the left edge
    strip = max(3, round(h * 0.14))
    surf.blit(rounded_rect(strip * 2, h - 2, r, (*band, 255)), (1, 1))
    pygame.draw.rect(surf, paper, (strip + 1, 1, strip, h - 2))
    pygame.draw.line(surf, band, (strip + 1, 2), (strip + 1, h - 3), max(1, round(h / 18)))
    badge_w = round(h * 0.72)
    defence = DEFENCE[card]
    text_left = strip + round(h * 0.16)
    text_w = w - text_left - (badge_w + round(h * 0.12) if defence else round(h * 0.15))
    name = _fit_text(short_name(card), "sans_bold", round(h * 0.4), text_w, ink)
    surf.blit(name, (text_left, round(h * 0.02)))
    mark = side_emblem(side_key(card), max(4, round(h * 0.36)))
    line_y = round(h * 0.56)
    surf.blit(mark, (text_left, line_y))
    text = formula(card)
    extra = ""
    if card != JAIL and KIND[card] == THIEF:
        extra = f" \u00b7 >{THIEF_NUMBER[card]}"
    elif card != JAIL and CAST_BONUS[card]:
        extra = f" \u00b7 +{CAST_BONUS[card]}"
    if text or extra:
        sub = _fit_text(text + extra, "sans_bold", round(h * 0.36),
                        text_w - mark.get_width() - 2, ink)
        surf.blit(sub, (text_left + mark.get_width() + 2, line_y - round(h * 0.07)))
    if defence:
        badge = defence_badge(defence, badge_w, light)
        surf.blit(badge, badge.get_rect(midright=(w - round(h * 0.08), h / 2)))
    return surf


@lru_cache(maxsize=32)
@costly
def card_back_face(w: int, h: int) -> pygame.Surface:
    """The back of every card: indigo waves, gold, and the split disc of the two sides."""
    surf = card_back(w, h, BACK_INDIGO, BACK_GOLD).copy()
    if w >= 20:
        d = round(w * 0.5)
        disc = side_emblem("neutral", d)
        ring = rounded_rect(d + 4, d + 4, (d + 4) // 2, (24, 20, 44, 255), (*BACK_GOLD, 255),
                            max(1.0, w / 60))
        surf.blit(ring, ring.get_rect(center=(w / 2, h / 2)))
        surf.blit(disc, disc.get_rect(center=(w / 2, h / 2)))
    return surf


@lru_cache(maxsize=64)
@costly
def gem_face(card: int, size: int) -> pygame.Surface:
    """A Jewel as a faceted gem, each in its own colour and cut (Diamond a brilliant,
    Ruby a heart, Sapphire an oval, Emerald an octagon, Topaz a pear, Amethyst a hexagon,
    Pearl a pearl)."""
    return emb.gem(card - 7 if KIND[card] == JEWEL else card % 7, max(6, size),
                   GEM_RGB[(card - 7) % 7])


@lru_cache(maxsize=16)
@costly
def sparkle_face(size: int) -> pygame.Surface:
    """The glint that runs over a Jewel."""
    return supersampled(max(4, size), max(4, size),
                        lambda s, f: emb.sparkle(s, s.get_rect(), (255, 255, 255)))


@lru_cache(maxsize=8)
@costly
def jail_board(w: int, h: int) -> pygame.Surface:
    """The Underground Jail of Darkness as it lies in the centre: a stone vault with its
    name, its formula and defence; the jailed St. Knights lie in its window (the bars
    over them are `jail_bars`)."""
    surf = rounded_rect(w, h, max(4, round(h * 0.1)), (*JAIL_STONE, 255), (*JAIL_IRON, 255),
                        max(1.5, h / 50)).copy()
    emb.stones(surf)
    px = max(7, round(h * 0.12))
    title = _fit_text("The Underground Jail of Darkness", "serif_bold", px, w - px * 2,
                      (226, 214, 240))
    surf.blit(title, title.get_rect(midtop=(w / 2, round(h * 0.03))))
    win = jail_window(w, h)
    pygame.draw.rect(surf, (18, 16, 22), win, border_radius=max(2, round(h * 0.05)))
    foot = _fit_text("2D+1", "sans_bold", px, w // 3, (226, 214, 240))
    surf.blit(foot, foot.get_rect(bottomleft=(round(w * 0.05), h - round(h * 0.03))))
    badge = defence_badge(12, round(px * 1.6), False)
    surf.blit(badge, badge.get_rect(bottomright=(w - round(w * 0.04), h - round(h * 0.03))))
    return surf


def jail_window(w: int, h: int) -> pygame.Rect:
    """Where the prisoners lie on a `jail_board` w x h (board px)."""
    return pygame.Rect(round(w * 0.05), round(h * 0.2), round(w * 0.9), round(h * 0.6))


@lru_cache(maxsize=8)
@costly
def jail_bars(w: int, h: int) -> pygame.Surface:
    """The iron bars drawn over the Jail's window (w x h: the window)."""
    def draw(s, f):
        sw, sh = s.get_size()
        n = max(3, round(w / 26))
        for i in range(1, n):
            x = sw * i / n
            pygame.draw.line(s, (150, 146, 158, 150), (x, 0), (x, sh), max(1, round(f * 2)))
        pygame.draw.line(s, (150, 146, 158, 150), (0, sh * 0.5), (sw, sh * 0.5),
                         max(1, round(f * 2)))
    return supersampled(max(2, w), max(2, h), draw, factor=2)


def face(card: int, w: int, h: int) -> pygame.Surface:
    """A card as it lies now: a gem when square (a Jewel on a field), a compact card when
    wider than high, the Jail's board when the Jail lies in the centre, else the card."""
    if KIND[card] == JEWEL and card != JAIL and abs(w - h) <= 2:
        return gem_face(card, min(w, h))
    if w > h * 1.25:
        if card == JAIL:
            return jail_board(w, h)
        return tile_face(card, w, h)
    return card_face(card, w, h)


# -- dice ------------------------------------------------------------------------------

PIPS = {1: [(0.5, 0.5)], 2: [(0.28, 0.28), (0.72, 0.72)],
        3: [(0.26, 0.26), (0.5, 0.5), (0.74, 0.74)],
        4: [(0.28, 0.28), (0.72, 0.28), (0.28, 0.72), (0.72, 0.72)],
        5: [(0.26, 0.26), (0.74, 0.26), (0.5, 0.5), (0.26, 0.74), (0.74, 0.74)],
        6: [(0.28, 0.24), (0.72, 0.24), (0.28, 0.5), (0.72, 0.5), (0.28, 0.76), (0.72, 0.76)]}
DIE_STYLES = {"light": ((250, 244, 228), (150, 120, 60), (40, 30, 24), (196, 40, 40)),
              "dark": ((58, 44, 84), (170, 140, 220), (244, 238, 255), (236, 120, 120)),
              "jail": ((70, 68, 76), (150, 146, 158), (236, 232, 240), (236, 120, 120))}
"""(body, rim, pip, the one's pip) of the dice of a side."""


@lru_cache(maxsize=64)
@costly
def die_face(value: int, style: str, size: int) -> pygame.Surface:
    """A die showing `value` (1-6) with its pips, in a side's colours."""
    body_c, rim, pip_c, one_c = DIE_STYLES.get(style, DIE_STYLES["light"])
    size = max(6, size)

    def draw(s, f):
        d = s.get_width()
        r = d * 0.2
        body = pygame.Rect(0, 0, d, d).inflate(-2 * f, -2 * f)
        pygame.draw.rect(s, (0, 0, 0, 70), body.move(f * 1.2, f * 1.8), border_radius=round(r))
        pygame.draw.rect(s, body_c, body, border_radius=round(r))
        pygame.draw.rect(s, rim, body, max(1, round(d * 0.04)), border_radius=round(r))
        pip = d * 0.085
        for x, y in PIPS.get(value, ()):
            pygame.draw.circle(s, one_c if value == 1 else pip_c,
                               (body.x + body.w * x, body.y + body.h * y),
                               pip * (1.4 if value == 1 else 1))
    return supersampled(size, size, draw)


def die_style(side: str) -> str:
    return side if side in DIE_STYLES else "light"


def banner_colours(side: str) -> tuple[tuple, tuple]:
    return SIDE_BANNER.get(side, SIDE_BANNER["neutral"])


def text_colour(card: int) -> tuple:
    return style_of(card)[2]

