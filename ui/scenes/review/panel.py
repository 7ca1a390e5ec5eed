"""The review's side panel: the game, the seats and their scores at this point, and the
computer's view of the decision on screen.

`computer_view(scene)` says in words what the box shows (also what the tests read); it is
worked out when the position, the seat shown or the answers change, never per frame.
A decision is explained only to the seat that took it, or under "show every hand": the
moves open to a seat (and what it chose, for a secret choice) are its hidden cards.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from engine.core import CHANCE
from engine.review import BIG_MISTAKE, value_word
from ui import theme
from ui.render import text as textr
from ui.render.shapes import rounded_rect
from ui.scenes.table_panel import fit_px, trim

ROWS = 5  # moves listed: the most visited, and the one played always among them


@dataclass
class ChoiceRow:
    label: str      # the move, in the game's words
    value: float    # its estimated share (winning chance or score share), 0-1
    visits: int
    played: bool
    best: bool


@dataclass
class ComputerView:
    """What the box says about the decision at the review's position."""

    heading: str
    lines: list[tuple[str, tuple]] = field(default_factory=list)  # (text, colour)
    rows: list[ChoiceRow] = field(default_factory=list)
    verdict: str = ""
    verdict_colour: tuple = theme.TEXT
    progress: float | None = None  # the analysis still running: how far (0-1)

    def words(self) -> str:
        """Everything the box says, as one text (for tests and tooltips)."""
        parts = [self.heading, *(t for t, _ in self.lines),
                 *(f"{r.label} {round(r.value * 100)}%" for r in self.rows), self.verdict]
        return "\n".join(p for p in parts if p)


def computer_view(scene) -> ComputerView:
    replay = scene.replay
    p = scene.position
    runner = scene.analysis
    progress = None
    if runner is not None and runner.total and not runner.finished and runner.problem is None:
        progress = runner.fraction()
    seat = replay.seat(p)
    if p >= replay.end:
        box = ComputerView("The end of the game")
        box.lines = summary_lines(scene)
        box.progress = progress
        return box
    number = scene.move_number(p)
    if seat == CHANCE:
        box = ComputerView(f"Before move {number}")
        box.lines = [("Cards are shuffled or dice rolled: step on (Right).", theme.TEXT_DIM)]
        box.progress = progress
        return box
    name = replay.names[seat]
    box = ComputerView(f"Move {number} \u00b7 {name} to play")
    box.progress = progress
    if not scene.may_see_decision(seat):  # even how many moves it had is its secret
        whose = "a spectator" if scene.viewer is None else replay.names[scene.viewer]
        box.lines = [(f"{name}'s choices are hidden from {whose}.", theme.TEXT_DIM),
                     ("Show every hand, or see the game from", theme.TEXT_DIM),
                     (f"{name}'s seat, for the computer's view.", theme.TEXT_DIM)]
        return box
    if not replay.has_choice(p):
        box.lines = [("Only one move was possible here.", theme.TEXT_DIM)]
        return box
    if p not in scene.analysed:
        box.lines = [(f"{name} is a computer player: its moves", theme.TEXT_DIM),
                     ("are not analysed in this review.", theme.TEXT_DIM)]
        return box
    result = runner.results.get(p) if runner is not None else None
    if result is None:
        if runner is not None and p in runner.failed:
            box.lines = [("The computer could not analyse this move.", theme.WARN)]
        elif runner is not None and runner.problem:
            box.lines = [(runner.problem, theme.WARN)]
        else:
            box.lines = [("The computer is thinking about this move\u2026", theme.TEXT_DIM)]
        return box
    legal = replay.state(p).legal_actions()
    rows = [ChoiceRow(str(legal[i]), mean, visits, i == result.played, i == result.best)
            for i, visits, mean in result.choices[:ROWS]]
    if not any(r.played for r in rows):  # the move played is always on the list
        played = ChoiceRow(str(legal[result.played]), result.played_value,
                           result.played_visits, True, False)
        rows = [*rows[:ROWS - 1], played]
    for row in rows:
        if row.played:
            row.value = result.played_value  # with its own extra playouts, if it had any
    box.rows = rows
    word = value_word(replay.game)
    if result.played == result.best:
        box.verdict = f"{name} played Hard's choice."
        box.verdict_colour = theme.GOOD
    elif result.severity:
        box.verdict = scene.cost_sentence(result).capitalize() + "."
        box.verdict_colour = theme.BAD if result.loss >= BIG_MISTAKE else theme.WARN
    else:
        box.verdict = f"As good as Hard's choice, within the estimate ({word})."
        box.verdict_colour = theme.TEXT
    return box


def summary_lines(scene) -> list[tuple[str, tuple]]:
    """At the end: each analysed seat's mistakes, and who won."""
    replay = scene.replay
    runner = scene.analysis
    lines = []
    winners = replay.state(replay.end).winners()
    if winners:
        names = " and ".join(replay.names[w] for w in winners)
        lines.append((f"{names} {'wins' if len(winners) == 1 else 'share the victory'}.",
                      theme.GOLD))
    if runner is None:
        return lines
    for seat in sorted({replay.seat(p) for p in scene.analysed}):
        if not scene.may_see_decision(seat):
            continue
        mine = [r for p, r in runner.results.items() if p in scene.analysed
                and r.seat == seat]
        big = sum(1 for r in mine if r.severity == "big")
        small = sum(1 for r in mine if r.severity == "mistake")
        agreed = sum(1 for r in mine if r.played == r.best)
        lines.append((f"{replay.names[seat]}: {agreed} of {len(mine)} as Hard, "
                      f"{big} big mistake{'s' * (big != 1)}, {small} smaller", theme.TEXT))
    return lines


# -- drawing ----------------------------------------------------------------------------


def draw_panel(scene, surface: pygame.Surface) -> None:
    p = scene.panel_rect
    px = scene.px
    surface.fill((18, 19, 30), p)
    pygame.draw.line(surface, theme.GOLD_DARK, p.topleft, p.bottomleft, 2)
    pad = px(14)
    y = scene.title_y
    title = scene.replay.game.title
    textr.blit_text(surface, "Review", "sans_bold", px(12), theme.TEXT_DIM, (p.x + pad, y))
    size = fit_px(title, "serif_bold", px(20), p.w - 2 * pad)
    textr.blit_text(surface, title, "serif_bold", size, theme.GOLD, (p.x + pad, y + px(14)))
    y += px(44)
    draw_seats(scene, surface, y)
    draw_computer_view(scene, surface, scene.box_rect)
    scene.log.draw(surface, scene.mouse)


def draw_seats(scene, surface: pygame.Surface, y: int) -> None:
    p = scene.panel_rect
    px = scene.px
    pad = px(14)
    replay = scene.replay
    scores = scene.scores_here()
    mover = replay.seat(scene.position)
    winners = set(replay.state(replay.end).winners()) if scene.position >= replay.end \
        else set()
    step = scene.seat_step
    text_px = px(14) if step >= px(24) else px(13)
    for seat, name in enumerate(replay.names):
        row = pygame.Rect(p.x + pad // 2, y - px(3), p.w - pad, step - px(2))
        if seat == mover:
            surface.blit(rounded_rect(row.w, row.h, px(6), (70, 56, 26, 220)), row)
        label = name + ("  (seen from)" if seat == scene.viewer else "")
        colour = theme.GOLD if seat in winners else theme.TEXT
        textr.blit_text(surface, trim(label, p.w - px(90), text_px),
                        "sans_bold" if seat == mover else "sans", text_px, colour,
                        (p.x + pad, y))
        textr.blit_text(surface, f"{scores[seat]:g}", "sans_bold", text_px, theme.GOLD,
                        (p.right - pad, y), "topright")
        y += step


def draw_computer_view(scene, surface: pygame.Surface, r: pygame.Rect) -> None:
    px = scene.px
    box = scene.computer_view()
    surface.blit(rounded_rect(r.w, r.h, px(10), (28, 26, 40), (96, 84, 56), 1), r)
    x = r.x + px(12)
    y = r.y + px(8)
    textr.blit_text(surface, "THE COMPUTER'S VIEW", "sans_bold", px(11), theme.GOLD_DARK,
                    (x, y))
    if box.progress is not None:
        runner = scene.analysis
        note = f"analysing {runner.done}/{runner.total}"
        textr.blit_text(surface, note, "sans", px(11), theme.TEXT_DIM,
                        (r.right - px(12), y), "topright")
    y += px(16)
    inner_w = r.w - px(24)
    textr.blit_text(surface, trim(box.heading, inner_w, px(14)), "sans_bold", px(14),
                    theme.TEXT, (x, y))
    y += px(22)
    for line, colour in box.lines:
        textr.blit_text(surface, trim(line, inner_w, px(13)), "sans", px(13), colour, (x, y))
        y += px(18)
    if box.rows:
        y = draw_rows(scene, surface, box, x, y, inner_w)
    if box.verdict:
        lines = textr.wrap(box.verdict, "sans_bold", px(13), inner_w)
        for line in lines[:3]:
            textr.blit_text(surface, line, "sans_bold", px(13), box.verdict_colour, (x, y))
            y += px(17)


def draw_rows(scene, surface, box: ComputerView, x: int, y: int, width: int) -> int:
    """A row per move: a mark (H: Hard's choice, the played one ringed), the move, a bar."""
    px = scene.px
    pct_w = px(38)
    label_w = width - pct_w - px(70)
    bar_w = px(60)
    word = value_word(scene.replay.game)
    textr.blit_text(surface, f"move \u00b7 {word}", "sans", px(11), theme.TEXT_DIM, (x, y))
    y += px(15)
    for row in box.rows:
        colour = theme.GOLD if row.best else (theme.TEXT if row.played else theme.TEXT_DIM)
        if row.played:
            band = pygame.Rect(x - px(6), y - px(2), width + px(12), px(19))
            surface.blit(rounded_rect(band.w, band.h, px(5), (58, 52, 70, 230)), band)
        tag = "Hard" if row.best else ("played" if row.played else "")
        if row.best and row.played:
            tag = "both"
        textr.blit_text(surface, tag, "sans_bold", px(10), colour, (x, y + px(2)))
        textr.blit_text(surface, trim(row.label, label_w, px(13)), "sans_bold" if row.played
                        else "sans", px(13), colour, (x + px(40), y))
        bar = pygame.Rect(x + px(40) + label_w + px(4), y + px(4), bar_w - px(8), px(8))
        pygame.draw.rect(surface, (48, 48, 62), bar, border_radius=px(3))
        fill = bar.copy()
        fill.w = max(1, round(bar.w * row.value))
        pygame.draw.rect(surface, theme.GOLD if row.best else (150, 150, 170), fill,
                         border_radius=px(3))
        textr.blit_text(surface, f"{round(row.value * 100)}%", "sans_bold", px(13), colour,
                        (x + width, y), "topright")
        y += px(20)
    return y + px(4)
