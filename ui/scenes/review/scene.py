"""Review: a finished game replayed from its log, move by move, in the computer's eyes.

The table is the game's own TableView, driven exactly as ui/scenes/table.py drives it:
a step forward animates the entry's events as the seat shown saw them
(`event.for_viewer(seat)`) and then snaps to that seat's view; a step back, a jump (a
click on the timeline or on a line of the log, Home, End, a round) snaps to the view at
that point. The table never gets a State, and never a decision to make.

The review is seen from any seat (only what that seat saw) or as a spectator; "show
every hand" lays every seat's hidden cards over the table, since the game is over. The
computer's view of each decision of the human players (of every seat in a game of
computers only) is worked out in the AI worker process (ui/scenes/review/analysis.py,
engine/review.py) while the review is open, and cached beside the save.

Keys: Left/Right a move; Shift+Left/Right a trick (battle, match); Ctrl+Left/Right a round
(game, tournament, turn); Home/End; 0 a spectator, 1-9 a seat; H every hand; Space or
Enter finishes an animation; Esc leaves.
"""

from __future__ import annotations

import bisect
from pathlib import Path

import pygame
import pygame_gui

from engine import review
from engine.core import CHANCE
from ui import theme
from ui.anim.tween import AnimationQueue
from ui.render import text as textr
from ui.render.shapes import radial_vignette, rounded_rect
from ui.scenes.base import Scene, run_steps
from ui.scenes.focus import ENTER_KEYS
from ui.scenes.review import hands, panel
from ui.scenes.review.analysis import AnalysisRunner
from ui.scenes.review.log import ReviewLog
from ui.scenes.review.timeline import Timeline
from ui.scenes.table_panel import banner, trim
from ui.tables import table_class

SPECTATOR = "Spectator (public cards)"


class ReviewScene(Scene):
    def __init__(self, app, match, save_path: Path | None = None, viewer: int | None = None,
                 seats: list[int] | None = None, iterations: int = review.ITERATIONS,
                 min_visits: int = review.MIN_PLAYED_VISITS, analyse: bool = True):
        """`match`: a finished Match. `viewer`: the seat shown first (default: the only
        human, else a spectator). `seats`: whose decisions are analysed (default: the
        human seats; every seat in a game of computers only)."""
        super().__init__(app)
        if not match.is_over():
            raise ValueError("only a finished game can be reviewed")
        self.match = match
        self.replay = review.Replay.from_match(match)
        humans = match.human_seats()
        if viewer is None and len(humans) == 1:
            viewer = humans[0]
        self.viewer: int | None = viewer
        self.show_all = False
        self.position = 0
        # the host the table expects (see ui/scenes/table.py)
        self.clock = 0.0
        self.thinking_seat = None
        self.message = ""
        self.message_t = 0.0
        self.queue = AnimationQueue(app.settings.animation_speed)
        self.mouse = (0, 0)
        self.table = table_class(match.game.id)(self, match.game, match.names, viewer)
        if seats is None:
            seats = humans or list(range(match.num_players))
        self.analysed = set(self.replay.decisions(seats))
        sidecar = save_path or match.save_path
        self.analysis: AnalysisRunner | None = None
        if analyse and self.analysed:
            self.analysis = AnalysisRunner(
                match.game, self.replay, sorted(self.analysed),
                review.sidecar_path(sidecar) if sidecar is not None else None,
                iterations, min_visits)
            self.analysis.prefer_seat(viewer)
        self._moves_before = [p for p in self.replay.stops if self.replay.seat(p) != CHANCE
                              and p < self.replay.end]
        self.timeline = Timeline(self)
        self.log: ReviewLog | None = None
        self._cache: dict = {}
        self._shown: tuple = (None, [])
        self.table_rect = pygame.Rect(0, 0, 1, 1)
        self.panel_rect = pygame.Rect(0, 0, 1, 1)
        self.strip_rect = pygame.Rect(0, 0, 1, 1)
        self.box_rect = pygame.Rect(0, 0, 1, 1)
        self.title_y = 0
        self.seat_step = 26
        self.hands_button = None
        self.seat_menu = None
        self.seat_labels: list[str] = []
        self.step_buttons: dict = {}
        self._layout()
        self._settle(0)
        self._moved()

    # -- layout -------------------------------------------------------------------------

    def _layout(self) -> None:
        w, h = self.app.size
        px = self.px
        panel_w = px(320)
        strip_h = px(100)
        self.table_rect = pygame.Rect(0, 0, w - panel_w, h - strip_h)
        self.strip_rect = pygame.Rect(0, h - strip_h, w - panel_w, strip_h)
        self.panel_rect = pygame.Rect(w - panel_w, 0, panel_w, h)
        self.table.layout(self.table_rect)
        self.timeline.layout(pygame.Rect(self.strip_rect.x, self.strip_rect.y,
                                         self.strip_rect.w, px(54)))
        n = self.match.num_players
        self.seat_step = px(26) if n <= 5 else px(21)
        self.title_y = px(100)
        seats_top = self.title_y + px(44)
        p = self.panel_rect
        pad = px(12)
        box_top = seats_top + self.seat_step * n + px(6)
        self.box_rect = pygame.Rect(p.x + pad, box_top, p.w - 2 * pad, px(206))
        log_top = self.box_rect.bottom + px(10)
        self.log = ReviewLog(pygame.Rect(p.x + pad, log_top, p.w - 2 * pad,
                                         max(px(40), h - log_top - pad)), px(13),
                             self.replay.log_lines(self.viewer))
        self.log.follow(self.position)

    def layout_steps(self):
        if self.active:
            yield from super().layout_steps()
        else:
            self._layout()

    def build(self) -> None:
        run_steps(self.build_steps())

    def build_steps(self):
        self._layout()
        yield
        px = self.px
        p = self.panel_rect
        pad = px(12)
        half = (p.w - 3 * pad) // 2
        leave = self.button(pygame.Rect(p.x + pad, px(12), half, px(36)), "Leave", self.back,
                            tooltip="Back to where you came from (Esc)")
        self.hands_button = self.button(
            pygame.Rect(p.x + 2 * pad + half, px(12), half, px(36)), self._hands_label(),
            self.toggle_hands, tooltip="Every seat's hidden cards at this point (H): "
            "the game is over, so nothing is secret any more")
        self.seat_labels = [SPECTATOR] + [f"{i + 1}. {name}" for i, name in
                                          enumerate(self.match.names)]
        current = self.seat_labels[0 if self.viewer is None else self.viewer + 1]
        self.seat_menu = self.add(pygame_gui.elements.UIDropDownMenu(
            self.seat_labels, current, pygame.Rect(p.x + pad, px(56), p.w - 2 * pad, px(34)),
            manager=self.app.gui, object_id=pygame_gui.core.ObjectID(object_id="#seat_menu")))
        yield
        self._build_steps()
        stops = [*self.step_buttons.values(), leave, self.hands_button]
        self.ring.set_stops(stops)

    def _build_steps(self) -> None:
        """Start, « round, « trick, ‹ move, move ›, trick », round », End, centred under
        the timeline."""
        px = self.px
        words = [w.capitalize() for w in self.replay.milestone_words()]
        spec = [("start", "Start", "The beginning of the game (Home)")]
        if len(words) > 1:
            spec.append(("round-", f"\u00ab {words[-1]}",
                         f"Back to the end of the last {words[-1].lower()} (Ctrl+Left)"))
        if words:
            spec.append(("trick-", f"\u00ab {words[0]}",
                         f"Back to the end of the last {words[0].lower()} (Shift+Left)"))
        spec += [("move-", "\u2039 Move", "One move back (Left)"),
                 ("move+", "Move \u203a", "One move on, played out (Right)")]
        if words:
            spec.append(("trick+", f"{words[0]} \u00bb",
                         f"On to the end of this {words[0].lower()} (Shift+Right)"))
        if len(words) > 1:
            spec.append(("round+", f"{words[-1]} \u00bb",
                         f"On to the end of this {words[-1].lower()} (Ctrl+Right)"))
        spec.append(("end", "End", "The end of the game (End)"))
        s = self.strip_rect
        gap = px(8)
        font = textr.font("sans", px(17))
        widths = [max(px(72), font.size(label)[0] + px(26)) for _, label, _ in spec]
        total = sum(widths) + gap * (len(spec) - 1)
        if total > s.w - px(20):  # a narrow window: equal shares of what there is
            widths = [(s.w - px(20) - gap * (len(spec) - 1)) // len(spec)] * len(spec)
            total = sum(widths) + gap * (len(spec) - 1)
        x = s.centerx - total // 2
        y = s.y + px(56)
        self.step_buttons = {}
        for (key, label, tip), bw in zip(spec, widths):
            self.step_buttons[key] = self.button(pygame.Rect(x, y, bw, px(36)), label,
                                                 lambda k=key: self.step(k), tooltip=tip)
            x += bw + gap

    def _hands_label(self) -> str:
        return "Hide the hands" if self.show_all else "Every hand"

    # -- the host a table expects -------------------------------------------------------

    def explain(self, candidate, sprite=None) -> None:
        self.say("This is a review: nothing can be played here.")

    def say(self, message: str) -> None:
        self.message = message
        self.message_t = 3.0

    # -- moving -------------------------------------------------------------------------

    def step(self, key: str) -> None:
        """A button's or a key's step: start, end, move±, trick±, round±."""
        r = self.replay
        p = self.position
        top = len(r.milestone_words()) - 1
        if key == "move+" and self.queue.holding:
            self.queue.advance()  # a score table waits: go on, as at the table
            return
        if key == "start":
            self.go_to(0)
        elif key == "end":
            self.go_to(r.end)
        elif key == "move+":
            self.go_to(r.next_stop(p), animate=True)
        elif key == "move-":
            self.go_to(r.previous_stop(p))
        elif key == "trick+":
            self.go_to(r.next_milestone(p, 0), animate=True)
        elif key == "trick-":
            self.go_to(r.previous_milestone(p, 0))
        elif key == "round+":
            self.go_to(r.next_milestone(p, max(0, top)))
        elif key == "round-":
            self.go_to(r.previous_milestone(p, max(0, top)))

    def go_to(self, position: int, animate: bool = False) -> None:
        """Show the table at `position`: played out from here when `animate` (and it lies
        ahead), else snapped to the view there."""
        position = max(0, min(self.replay.end, position))
        if self.queue.busy:  # what is still moving ends where its own sync puts it
            self.queue.skip()
        self.table.set_choices(None)
        if animate and position > self.position:
            for entry in range(self.position, position):
                for event in self.replay.events_for(entry, self.viewer):
                    self.table.animate(event, self.queue)
            self.queue.call(lambda: self._settle(position))
        else:
            self.queue.clear()
            self._settle(position)
        self.position = position
        self._moved()

    def _settle(self, position: int) -> None:
        """Snap the table to the view at `position`; at a decision of the seat shown, lay
        out its choices as it had them (playable cards lifted, the others dimmed) so the
        computer's view can point at them. Nothing here can be played."""
        self.table.sync(self.replay.view(position, self.viewer))
        r = self.replay
        if position < r.end and self.viewer is not None and r.seat(position) == self.viewer:
            self.table.set_choices(r.state(position).legal_actions())
        else:
            self.table.set_choices(None)

    def _moved(self) -> None:
        self._cache.clear()
        if self.log is not None:
            self.log.follow(self.position)
        if self.analysis is not None and self.position in self.analysed:
            self.analysis.prefer(self.position)

    def set_viewer(self, seat: int | None, from_menu: bool = False) -> None:
        """See the game from `seat` (None: a spectator), at the same point."""
        if seat == self.viewer or (seat is not None and not 0 <= seat < len(self.match.names)):
            return
        if self.queue.busy:
            self.queue.skip()
        self.viewer = seat
        self.table.show_view(seat, self.replay.view(self.position, seat))
        self._settle(self.position)
        if self.analysis is not None:
            self.analysis.prefer_seat(seat)
        self._cache.clear()
        if self.active and not from_menu:
            self.clear()  # the menu shows the new seat
            self.build()
        else:
            self._layout()  # the log holds what this seat saw

    def toggle_hands(self) -> None:
        self.show_all = not self.show_all
        self._cache.clear()
        if self.hands_button is not None:
            self.hands_button.set_text(self._hands_label())

    def back(self) -> None:
        self.app.pop()

    def closed(self) -> None:
        if self.analysis is not None:
            self.analysis.close()

    # -- what is shown ------------------------------------------------------------------

    def move_number(self, position: int) -> int:
        """The number of the move made at `position` (counting players' moves from 1)."""
        return bisect.bisect_left(self._moves_before, position) + 1

    def may_see_decision(self, seat: int) -> bool:
        """The moves open to `seat` (and its choice) may be shown: it is the seat shown,
        or every hand is shown."""
        return self.show_all or seat == self.viewer

    def shown_key(self) -> tuple:
        """What decides the timeline's dots and pins (see `shown_results`)."""
        everyone = self.show_all or self.viewer is None
        count = len(self.analysis.results) if self.analysis is not None else 0
        return everyone, None if everyone else self.viewer, count

    def shown_results(self) -> list:
        """The answers whose dots and pins the timeline shows: the seat shown's, or
        everyone's analysed seats' when every hand is shown or for a spectator."""
        if self.analysis is None:
            return []
        key = self.shown_key()
        if self._shown[0] != key:
            everyone = key[0]
            self._shown = (key, [r for p, r in sorted(self.analysis.results.items())
                                 if p in self.analysed and (everyone or r.seat == self.viewer)])
        return self._shown[1]

    def shown_result(self):
        """The answer about the decision on screen, if the seat shown may read it."""
        runner = self.analysis
        p = self.position
        if runner is None or p >= self.replay.end or p not in self.analysed:
            return None
        if not self.may_see_decision(self.replay.seat(p)):
            return None
        return runner.results.get(p)

    def marked(self) -> list:
        return [r for r in self.shown_results() if r.severity]

    def cost_sentence(self, result) -> str:
        """"this cost about 18% of your winning chance" (the seat's own words)."""
        humans = self.match.human_seats()
        whose = "your" if humans == [result.seat] and self.viewer == result.seat else \
            f"{self.replay.names[result.seat]}'s"
        pct = max(1, round(result.loss * 100))
        return f"this cost about {pct}% of {whose} {review.value_word(self.replay.game)}"

    def computer_view(self) -> panel.ComputerView:
        runner = self.analysis
        key = ("box", self.position, self.viewer, self.show_all,
               len(runner.results) if runner else 0, runner.done if runner else 0,
               runner.problem if runner else None)
        if key not in self._cache:
            self._cache[key] = panel.computer_view(self)
        return self._cache[key]

    def scores_here(self) -> list[float]:
        if "scores" not in self._cache:
            self._cache["scores"] = self.replay.state(self.position).scores()
        return self._cache["scores"]

    def every_hand(self) -> list:
        if "hands" not in self._cache:
            state = self.replay.state(self.position)
            self._cache["hands"] = [(seat, hands.hidden_zones(self.replay.game.id, state,
                                                               seat))
                                    for seat in range(self.match.num_players)]
        return self._cache["hands"]

    def short_name(self, seat: int, width: int) -> str:
        return trim(self.replay.names[seat], width, self.px(14))

    # -- the loop -----------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.clock += dt
        self.queue.speed = self.app.settings.animation_speed
        self.queue.update(dt)
        self.table.update(dt)
        if self.message_t > 0:
            self.message_t -= dt
        if self.analysis is not None:
            self.analysis.update()

    def on_gui(self, event) -> None:
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element is \
                self.seat_menu:
            if event.text in self.seat_labels:
                index = self.seat_labels.index(event.text)
                self.set_viewer(None if index == 0 else index - 1, from_menu=True)
            return
        super().on_gui(event)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if event.type == pygame.KEYDOWN and self._key(event):
            return
        if self.ring.handle(event):
            return
        if self.log is not None and self.log.handle(event, self.go_to):
            return
        if self.timeline.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and \
                self.table_rect.collidepoint(event.pos) and self.queue.busy:
            self.go_on()

    def _key(self, event) -> bool:
        key = event.key
        shift = event.mod & pygame.KMOD_SHIFT
        ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        if key == pygame.K_ESCAPE:
            self.back()
        elif key in (pygame.K_RIGHT, pygame.K_LEFT):
            sign = "+" if key == pygame.K_RIGHT else "-"
            kind = "round" if ctrl else "trick" if shift else "move"
            if kind != "move" and not self.replay.milestone_words():
                kind = "move"
            self.step(kind + sign)
        elif key == pygame.K_HOME:
            self.step("start")
        elif key == pygame.K_END:
            self.step("end")
        elif key == pygame.K_h:
            self.toggle_hands()
        elif key in (pygame.K_SPACE, *ENTER_KEYS) and self.queue.busy:
            self.go_on()
        elif pygame.K_0 <= key <= pygame.K_9 and key - pygame.K_0 <= self.match.num_players:
            index = key - pygame.K_0
            self.set_viewer(None if index == 0 else index - 1)
        else:
            return False
        return True

    def go_on(self) -> None:
        self.queue.advance()

    # -- drawing ------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        r = self.table_rect
        full = r.union(self.strip_rect)
        surface.blit(radial_vignette(full.w, full.h, theme.FELT, theme.FELT_DARK), full)
        clip = surface.get_clip()
        surface.set_clip(r)
        self.table.draw(surface)
        if not self.queue.busy:
            draw_choice_rings(self, surface)
        line = self.table.status()
        if self.queue.holding:
            line = "Click or press Space to go on"
        if line:
            banner(self, surface, line, theme.TEXT, r.centerx, self.table.status_y())
        if self.message and self.message_t > 0:
            banner(self, surface, self.message, theme.BAD, r.centerx, self.table.message_y())
        if self.show_all:
            hands.draw_hands(self, surface)
        surface.set_clip(clip)
        pygame.draw.line(surface, (10, 24, 18), self.strip_rect.topleft,
                         self.strip_rect.topright, 2)
        self.timeline.draw(surface)
        panel.draw_panel(self, surface)


def draw_choice_rings(scene: ReviewScene, surface: pygame.Surface) -> None:
    """On the table: Hard's choice ringed in gold, the move played in the seat's own
    words ("played"), when the seat shown made this decision and it has been analysed."""
    result = scene.shown_result()
    table = scene.table
    if result is None or table.legal is None:
        return
    px = scene.px
    legal = table.legal
    marks = [(legal[result.best], theme.GOLD, "Hard")]
    if result.played != result.best:
        marks.append((legal[result.played], (150, 200, 240), "played"))
    for action, colour, word in marks:
        target = next((t for t in table.targets if t.action == action and t.hit() is not None),
                      None)
        if target is None:
            continue
        rect = target.hit().inflate(px(8), px(8))
        surface.blit(rounded_rect(rect.w, rect.h, px(9), (0, 0, 0, 0), colour, 3), rect)
        tag = textr.text(word, "sans_bold", px(12), theme.TEXT_DARK)
        pill = pygame.Rect(0, 0, tag.get_width() + px(12), tag.get_height() + px(2))
        pill.midbottom = (rect.centerx, rect.y + px(2))
        surface.blit(rounded_rect(pill.w, pill.h, pill.h // 2, (*colour, 255)), pill)
        surface.blit(tag, tag.get_rect(center=pill.center))


def open_review(app, match_or_path, viewer: int | None = None) -> bool:
    """Review a finished game: a Match, or the path of a save file (the load screen).
    On a file that cannot be loaded or a game not finished, say why and change nothing.
    The review is pushed over the current scene; Esc comes back to it."""
    from engine import savefile
    from games import REGISTRY

    path = None
    match = match_or_path
    if isinstance(match_or_path, (str, Path)):
        path = Path(match_or_path)
        try:
            match = savefile.load(path, REGISTRY)
        except savefile.SaveError as e:
            app.audio.play("error")
            app.toast(f"Cannot review: {e}", theme.BAD, 7)
            return False
    if not match.is_over():
        app.audio.play("error")
        app.toast("Only a finished game can be reviewed: play it to its end first.",
                  theme.WARN, 5)
        return False
    app.push(ReviewScene(app, match, save_path=path or match.save_path, viewer=viewer))
    return True


def review_for_screenshot(app, match, steps: int, viewer: int | None = None) -> ReviewScene:
    """`main.py --screenshot OUT --scene review ... --steps K`: the review of `match` (a
    finished game) at its K-th player's move, the decisions analysed at a small budget
    here and now (a picture waits for nothing)."""
    if not match.is_over():
        raise ValueError("--scene review needs a finished game")
    scene = ReviewScene(app, match, viewer=viewer,
                        iterations=review.SCREENSHOT_ITERATIONS,
                        min_visits=review.SCREENSHOT_MIN_VISITS)
    app.push(scene)
    moves = scene._moves_before
    target = moves[steps] if 0 <= steps < len(moves) else scene.replay.end
    scene.go_to(target)
    if scene.analysis is not None:
        scene.analysis.run_here([target, *scene.analysis.pending])
    return scene
