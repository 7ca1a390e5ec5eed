"""The table's action buttons (Retreat, Done, Resign...): laid out, and wired to the scene.

`table.buttons()` lists them as `ActionButton`s. One with a `rect` goes where the table
put it; the others line up in rows centred at `table.action_bar_y()`. A press goes
through `TableScene.choose`, which asks before a concession (Resign...).
"""

from __future__ import annotations

import pygame

from ui.render import text as textr


def build_action_buttons(scene) -> None:
    """(Re)build the scene's pygame_gui buttons for the table's current buttons()."""
    for b in list(scene.button_actions):
        b.kill()
        if b in scene.elements:
            scene.elements.remove(b)
        scene.callbacks.pop(b, None)
    scene.button_actions = {}
    buttons = scene.table.buttons() if scene.active else []
    placed = [(b, pygame.Rect(b.rect)) for b in buttons if b.rect is not None]
    placed += row_layout(scene, [b for b in buttons if b.rect is None])
    for b, rect in placed:
        el = scene.button(rect, b.label, lambda b=b: scene.choose(b),
                          object_id="#primary" if b.primary else None, tooltip=b.tip or None)
        scene.button_actions[el] = b.action


def row_layout(scene, buttons: list) -> list[tuple]:
    """Rows of buttons centred on the table at its action bar."""
    if not buttons:
        return []
    px = scene.px
    r = scene.table_rect
    bh = px(42)
    widths = [max(px(120), textr.font("sans", px(17)).size(b.label)[0] + px(36))
              for b in buttons]
    gap = px(10)
    per_row = max(1, (r.w - px(40)) // (max(widths) + gap))
    rows = [buttons[i:i + per_row] for i in range(0, len(buttons), per_row)]
    y = scene.table.action_bar_y() - (len(rows) - 1) * (bh + gap) // 2
    out = []
    k = 0
    for row in rows:
        total = sum(widths[k:k + len(row)]) + gap * (len(row) - 1)
        x = r.centerx - total // 2
        for b in row:
            out.append((b, pygame.Rect(x, y - bh // 2, widths[k], bh)))
            x += widths[k] + gap
            k += 1
        y += bh + gap
    return out


def in_reading_order(button_actions: dict) -> list:
    """The buttons top to bottom, left to right (the Tab order)."""
    return sorted(button_actions, key=lambda el: (el.rect.centery // 8, el.rect.x))
