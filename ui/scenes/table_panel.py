"""What the table scene draws around the game's own table view: the status banner, the
undo hint (and the words of it), and the side panel (game title, seats and scores, the
game log).

Plain functions of the scene, so `ui/scenes/table.py` holds only the game's flow.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from engine.core import IllegalAction
from ui import theme
from ui.render import text as textr
from ui.render.budget import costly
from ui.render.shapes import rounded_rect
from ui.render.symbols import symbol


def draw_status(scene, surface: pygame.Surface) -> None:
    """The banner (whose turn, what to do), a refusal message, and the undo hint."""
    r = scene.table_rect
    table = scene.table
    line = table.status()
    if scene.message and scene.message_t > 0:
        banner(scene, surface, scene.message, theme.BAD, r.centerx, table.message_y())
    note = ""
    if scene.queue.holding:
        line = "Click or press Space to go on"
        note = scene.queue.hold_note.strip()  # a pause after a trick: what happened in it
    if line:
        banner(scene, surface, line, theme.TEXT, r.centerx, table.status_y())
    hint = note or scene.move_hint()
    if hint:  # on a pill of its own: it may lie over the edge of the play area
        role, colour = ("sans_bold", theme.GOLD) if note else ("sans", theme.TEXT_DIM)
        px = textr.fit_px(hint, role, scene.px(14 if note else 13), r.w - scene.px(40),
                          scene.px(10))
        width = textr.font(role, px).size(hint)[0]
        box = pygame.Rect(0, 0, width + scene.px(20), textr.font(role, px).get_height()
                          + scene.px(4))
        box.midtop = (r.centerx, table.status_y() + scene.px(21))
        surface.blit(rounded_rect(box.w, box.h, box.h // 2, (12, 14, 22, 170)), box)
        textr.blit_text(surface, hint, role, px, colour, box.center, "center")


def move_hint(scene) -> str:
    """Before a move (the choice pointed at or focused): whether it could be taken back."""
    target = scene.table.hovered
    if target is None or target.action is None or scene.decision_at is None:
        return ""
    action = target.action
    if action not in scene.hint_cache:
        scene.hint_cache[action] = undo_hint(scene, action)
    return scene.hint_cache[action]


def undo_hint(scene, action) -> str:
    match = scene.match
    try:
        if not match.would_be_undoable(scene.viewer, action):
            return "This move cannot be taken back: cards will be revealed or dealt."
        closer = match.undo_closed_by(scene.viewer, action)
    except IllegalAction:
        return ""
    if scene.hot_seat and closer is not None:
        # the screen passes on with this move; undo is the mover's, after a curtain
        return "This ends your turn: it cannot be taken back once the screen passes on."
    if closer is None:
        return "You can take this move back (Ctrl+Z)."
    return f"You can take this move back (Ctrl+Z) until {match.names[closer]} moves."


def banner(scene, surface, text, colour, cx, cy) -> None:
    px = scene.px(16)
    width = textr.font("sans_bold", px).size(text)[0]
    max_w = scene.table_rect.w - scene.px(60)
    if width > max_w:
        px = textr.fit_px(text, "sans_bold", px, max_w, minimum=scene.px(11))
        width = textr.font("sans_bold", px).size(text)[0]
    box = pygame.Rect(0, 0, width + scene.px(32), px + scene.px(16))
    box.center = (cx, cy)
    surface.blit(rounded_rect(box.w, box.h, box.h // 2, (12, 14, 22, 200)), box)
    textr.blit_text(surface, text, "sans_bold", px, colour, box.center, "center")


def build_panel_buttons(scene) -> list:
    """Menu, Undo and Rules across the panel's top, then the aid buttons (Hint, Scores,
    ...) under the seats' rows: the panel's buttons in Tab order (sets scene.undo_button)."""
    p = scene.panel_rect
    pad = scene.px(12)
    bw = (p.w - pad * 4) // 3
    y, h = scene.px(12), scene.px(36)
    menu = scene.button(pygame.Rect(p.x + pad, y, bw, h), "Menu", scene.open_menu,
                        tooltip="Rules, settings, save a copy, quit (Esc)")
    undo_tip = ("Practice: take back your moves one by one, the computers' too (Ctrl+Z)"
                if scene.match.practice else "Take back your last move (Ctrl+Z), while "
                "nothing hidden has been revealed since")
    scene.undo_button = scene.button(pygame.Rect(p.x + pad * 2 + bw, y, bw, h), "Undo",
                                     scene.undo, tooltip=undo_tip)
    rules = scene.button(pygame.Rect(p.x + pad * 3 + bw * 2, y, bw, h), "Rules",
                         scene.open_rules, tooltip="The rules of this game")
    return [menu, scene.undo_button, rules, *scene.aids.build(scene._aids_top())]


def draw_panel(scene, surface: pygame.Surface) -> None:
    """The side panel: title, the deal number, one row per seat (the one to move lit),
    the aid buttons (Hint, Scores...: the scene's widgets) and their keys, the log."""
    p = scene.panel_rect
    match = scene.match
    px = scene.px
    surface.fill((18, 19, 30), p)
    pygame.draw.line(surface, theme.GOLD_DARK, p.topleft, p.bottomleft, 2)
    pad = px(14)
    y = px(60)
    title = match.game.title
    size = fit_px(title, "serif_bold", px(22), p.w - 2 * pad)
    textr.blit_text(surface, title, "serif_bold", size, theme.GOLD, (p.x + pad, y))
    y += px(31)
    deal = f"Deal {match.deal_number}" + ("  \u00b7  practice" if match.practice else "")
    textr.blit_text(surface, trim(deal, p.w - 2 * pad, px(13)), "sans", px(13),
                    theme.TEXT_DIM, (p.x + pad, y))
    y += px(27)
    scores = match.state.scores()
    over = match.is_over()
    winners = set(match.state.winners()) if over else set()
    mover = None if over else match.to_move()
    for seat, name in enumerate(match.names):
        row = pygame.Rect(p.x + pad // 2, y - px(3), p.w - pad, px(30))
        if seat == mover:
            surface.blit(rounded_rect(row.w, row.h, px(6), (70, 56, 26, 220)), row)
        label = name + ("  (you)" if seat == scene.viewer else "")
        if seat in winners:
            star = symbol("star", px(16), theme.GOLD)
            surface.blit(star, (p.x + pad - px(2), y + px(1)))
            label = "    " + label
        colour = theme.GOLD if seat in winners else theme.TEXT
        textr.blit_text(surface, trim(label, p.w - px(110), px(15)),
                        "sans_bold" if seat == mover else "sans", px(15), colour,
                        (p.x + pad, y))
        if seat == scene.thinking_seat:
            dots = "." * (1 + int(scene.clock * 3) % 3)
            textr.blit_text(surface, dots, "sans_bold", px(15), theme.GOLD,
                            (p.right - px(80), y))
        textr.blit_text(surface, f"{scores[seat]:g}", "sans_bold", px(16), theme.GOLD,
                        (p.right - pad, y), "topright")
        y += px(34)
    scene.aids.draw_keys(surface, scene._log_top() - px(36))
    if scene.log_box is not None:
        scene.log_box.draw(surface)
    if not scene.app.settings.show_log:
        textr.blit_text(surface, "L shows the game log", "sans", px(12), theme.TEXT_DIM,
                        (p.x + pad, scene._log_top() + px(4)))


@lru_cache(maxsize=64)
@costly
def fit_px(text: str, role: str, px: int, width: int) -> int:
    """textr.fit_px, remembered: the panel asks the same every frame."""
    return textr.fit_px(text, role, px, width)


@lru_cache(maxsize=256)
@costly
def trim(text: str, width: int, px: int) -> str:
    """`text` cut with an ellipsis to fit `width` (remembered: asked every frame)."""
    f = textr.font("sans", px)
    if f.size(text)[0] <= width:
        return text
    while text and f.size(text + "\u2026")[0] > width:
        text = text[:-1]
    return text + "\u2026"

