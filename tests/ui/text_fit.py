"""Measuring labels as they are drawn: where each one's letters land (`blit_text`), and
whether a pygame_gui widget's text fits its box. A label runs out of its box when its
letters are cut by the surface (or clip) it is drawn in, or run into another label that
can be seen (one hidden under a panel drawn later is no collision: the picture is drawn
again without it, and if nothing changes where they meet, it was hidden)."""

from __future__ import annotations

from contextlib import contextmanager

import pygame

from ui.render import text as textr


@contextmanager
def watching_labels(skip: int | None = None):
    """Record (target id, clip, ink rect, text) of every label drawn meanwhile; the
    `skip`-th one (counted from 0) is measured but not drawn."""
    seen: list[tuple[int, pygame.Rect, pygame.Rect, str]] = []
    original = textr.blit_text

    def blit_text(target, string, role, px, colour, pos, anchor="topleft", alpha=255):
        if len(seen) == skip:
            surf = textr.text(string, role, px, colour, alpha)
            rect = surf.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
        else:
            rect = original(target, string, role, px, colour, pos, anchor, alpha)
        ink = textr.text(string, role, px, colour, alpha).get_bounding_rect()
        seen.append((id(target), target.get_clip(), ink.move(rect.topleft), string))
        return rect

    def blit_wrapped(target, string, role, px, colour, rect, line_gap=1.25, align="left"):
        lines = textr.wrap(string, role, px, rect.width)
        step = round(px * line_gap)
        fits = sum(1 for i in range(len(lines))
                   if rect.top + i * step + step <= rect.bottom + step * 0.3)
        if fits < len(lines):  # the last lines would not be drawn at all
            seen.append((id(target), pygame.Rect(0, 0, 0, 0), pygame.Rect(0, 0, 1, 1),
                         f"{string[:40]}... cut after {fits} of {len(lines)} lines"))
        return wrapped(target, string, role, px, colour, rect, line_gap, align)

    wrapped = textr.blit_wrapped
    textr.blit_text = blit_text
    textr.blit_wrapped = blit_wrapped
    try:
        yield seen
    finally:
        textr.blit_text = original
        textr.blit_wrapped = wrapped


def _overlaps(seen) -> list[tuple[int, int, pygame.Rect]]:
    """(earlier index, later index, where they meet) of labels on one surface whose
    letters overlap."""
    out = []
    for i, (target, _, a, sa) in enumerate(seen):
        if not a.w:
            continue
        for j in range(i + 1, len(seen)):
            other, _, b, sb = seen[j]
            if other != target or sa == sb or not b.w:
                continue
            inter = a.clip(b)
            if inter.w > 2 and inter.h > 2 and \
                    inter.w * inter.h > 0.08 * min(a.w * a.h, b.w * b.h):
                out.append((i, j, inter))
    return out


def label_problems(seen, app=None) -> set[str]:
    """Labels cut by their surface or clip, and pairs of labels whose letters overlap
    (with `app`: only where the earlier one can be seen in the picture on its screen)."""
    problems = {f"cut: {s!r}" for _, clip, ink, s in seen if ink.w and not clip.contains(ink)}
    screen_id = id(app.screen) if app is not None else None
    for i, j, where in _overlaps(seen):
        if app is not None and seen[i][0] == screen_id:
            before = pygame.image.tobytes(app.screen.subsurface(where), "RGB")
            with watching_labels(skip=i):
                app.draw()
            hidden = pygame.image.tobytes(app.screen.subsurface(where), "RGB") == before
            app.draw()
            if hidden:
                continue
        problems.add(f"overlap: {seen[i][3]!r} x {seen[j][3]!r}")
    return problems


def widget_problems(scene) -> set[str]:
    """pygame_gui buttons and labels whose text is wider than the widget."""
    problems = set()
    for element in scene.elements:
        text, font = getattr(element, "text", None), getattr(element, "font", None)
        if not isinstance(text, str) or not text or font is None:
            continue
        if font.size(text)[0] > element.rect.w - 4:
            problems.add(f"widget: {text!r} wider than {element.rect.w}px")
    return problems


def wrapped_cuts(seen) -> set[str]:
    """Wrapped texts whose last lines did not fit their box (see watching_labels)."""
    return {f"cut: {s}" for _, _, _, s in seen if s.endswith(" lines") and "... cut after" in s}


def drawn_labels(app) -> set[str]:
    """Draw the app's screen and return the label problems of that picture."""
    with watching_labels() as seen:
        app.draw()
    return label_problems(seen, app) | widget_problems(app.top)
