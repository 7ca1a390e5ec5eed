""""Show every hand": a panel over the table listing each seat's hidden cards at this point.

Allowed because the game is over, and only while the player asks for it: the table
itself keeps drawing the chosen seat's view. A seat's hidden cards are what its own view
holds and a spectator's does not: its hand, and where the game has them its second-half
pile (Slaughter the Dragon), its face-down discards (O Genre O, The Fool's Field) or its
face-down prediction (Makai Fuda). Cards are drawn small with the game's own faces.
"""

from __future__ import annotations

import importlib
from functools import lru_cache

import pygame

from ui import theme
from ui.render import text as textr
from ui.render.budget import costly
from ui.render.shapes import rounded_rect

# view field -> its words, in the order shown; a field is listed for a seat when its own
# view holds cards there that a spectator's view does not
ZONES = (("hand", "hand"), ("pile", "2nd half"), ("discards", "discards"),
         ("my_discards", "discards"))

# the game's card faces (card, w, h) -> Surface, by game id: module, function
FACES = {"dragon": ("ui.render.dragon", "card_face"),
         "fools_field": ("ui.render.fools_field", "soldier_face"),
         "makai_fuda": ("ui.render.makai_fuda", "card_face"),
         "monstermaker5": ("ui.render.monstermaker5", "card_face"),
         "o_genre_o": ("ui.render.o_genre_o", "card_face")}


def hidden_zones(game_id: str, state, seat: int) -> list[tuple[str, tuple[int, ...]]]:
    """(words, cards) of every zone holding cards only `seat` could see."""
    own = state.view(seat)
    public = state.view(None)
    out = []
    for field, words in ZONES:
        cards = getattr(own, field, None)
        if not isinstance(cards, tuple) or not cards:
            continue
        if getattr(public, field, None) == cards:
            continue
        out.append((words, cards))
    predictions = getattr(own, "predictions", None)
    if isinstance(predictions, tuple) and len(predictions) > seat:  # Makai Fuda
        mine = predictions[seat]
        if isinstance(mine, int) and mine >= 0 and public.predictions[seat] != mine:
            out.append(("prediction", (mine,)))
    return out


@lru_cache(maxsize=8)
@costly
def face_maker(game_id: str):
    where = FACES.get(game_id)
    if where is None:
        return None
    try:
        return getattr(importlib.import_module(where[0]), where[1])
    except (ImportError, AttributeError):
        return None


@lru_cache(maxsize=8)
@costly
def namer(game_id: str):
    try:
        return importlib.import_module(f"games.{game_id}.cards").card_name
    except (ImportError, AttributeError):
        return str


def draw_hands(scene, surface: pygame.Surface) -> None:
    """The panel, centred on the table, under the status banner."""
    px = scene.px
    replay = scene.replay
    game_id = replay.game.id
    face = face_maker(game_id)
    n = replay.num_players
    r = scene.table_rect
    room = (r.h - px(76) - px(46)) // n  # every row fits the table, at 8 players too
    card_h = max(px(24), min(px(62), room - px(24)))
    card_w = round(card_h * 0.68)
    step_w = round(card_w * 0.62)
    row_h = card_h + px(24)
    label_w = px(120)
    rows = scene.every_hand()
    widest = max((sum(len(cards) * step_w + card_w - step_w + px(60) for _, cards in zones)
                  for _, zones in rows), default=0)
    w = min(r.w - px(40), max(px(420), label_w + widest + px(30)))
    h = px(46) + row_h * n
    box = pygame.Rect(0, 0, w, h)
    box.midtop = (r.centerx, r.y + px(58))
    surface.blit(rounded_rect(box.w, box.h, px(14), (16, 18, 28, 250), theme.GOLD, 1.5), box)
    title = f"Every hand at move {scene.move_number(scene.position)}"
    textr.blit_text(surface, title, "serif_bold", px(18), theme.GOLD,
                    (box.x + px(16), box.y + px(10)))
    textr.blit_text(surface, "shown because the game is over", "sans", px(12),
                    theme.TEXT_DIM, (box.right - px(16), box.y + px(16)), "topright")
    y = box.y + px(40)
    for seat, zones in rows:
        textr.blit_text(surface, scene.short_name(seat, label_w - px(10)), "sans_bold",
                        px(14), theme.TEXT, (box.x + px(16), y + card_h // 2 - px(9)))
        x = box.x + px(16) + label_w
        if not zones:
            textr.blit_text(surface, "no hidden cards", "sans", px(13), theme.TEXT_DIM,
                            (x, y + card_h // 2 - px(8)))
        for words, cards in zones:
            textr.blit_text(surface, words, "sans", px(11), theme.TEXT_DIM, (x, y - px(1)))
            cx = x
            for card in cards:
                if cx + card_w > box.right - px(10):
                    break
                if face is not None:
                    surface.blit(face(card, card_w, card_h), (cx, y + px(12)))
                else:
                    textr.blit_text(surface, namer(game_id)(card), "sans", px(12),
                                    theme.TEXT, (cx, y + px(14)))
                cx += step_w
            x = cx + card_w - step_w + px(24)
        y += row_h
