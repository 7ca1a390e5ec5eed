"""The table: one match being played, drawn from the viewing seat's view.

Every frame: animations advance; when they are done, the next step happens: a chance
step is drawn, a computer seat is asked (without blocking), or the human to move gets
their choices. Each new log entry's events, as the viewer may see them, become tweens;
then the table snaps to the viewer's new view.

Hot-seat (two or more humans at one screen) keeps every hand secret:
- the table draws a seat's hand only after that seat lifted a curtain shown for it
  (`ui/scenes/curtain.py`): at the start, after a load, after an undo, and after any
  screen everyone looks at (the game menu, the rules, a score table, the results);
- as soon as a human's move passes the turn on, the table shows the spectator's view
  (`match.view(None)`: public facts only) while it animates, until the next curtain is
  lifted; the log panel then holds the spectator's lines too.
"""

from __future__ import annotations

import secrets
import time

import pygame

from engine.autosave import BackgroundSaver
from engine.core import CHANCE, IllegalAction
from engine.match import Match
from engine.paths import saves_dir
from ui import theme
from ui.agents import AgentRunner
from ui.anim.tween import AnimationQueue
from ui.log_panel import LogPanel
from ui.render.shapes import radial_vignette
from ui.scenes import table_buttons
from ui.scenes.base import Scene, run_steps
from ui.scenes.focus import ENTER_KEYS, TABLE
from ui.scenes.saves import claim_autosave, tell_kept
from ui.scenes.table_aids import RULES_STOP, TableAids
from ui.scenes.table_panel import build_panel_buttons, draw_panel, draw_status, move_hint
from ui.settings import pauses_after
from ui.tables import table_class

RESULTS_DELAY_S = 1.2
COMPUTER_PAUSE_S = 0.45  # a computer move is shown after at least this (animation) time
WATCH_HOLD_S = 5.0  # a table of computers goes on from a score table after this
AI_BUDGET_S = {"random": 0.0, "easy": 0.0, "normal": 0.5, "hard": 1.5}
ARROW_KEYS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)


class TableScene(Scene):
    def __init__(self, app, match: Match, autoplay: bool = True,
                 watch_seat: int | None = None):
        """`watch_seat`: with no human at the table, whose view to show (a demo)."""
        super().__init__(app)
        self.match = match
        if match.saver is None:  # moves are written off the main thread (engine/autosave.py)
            match.saver = BackgroundSaver()
        humans = match.human_seats()
        self.humans = humans
        # Two or more humans share the screen: nobody's hand until a curtain is lifted.
        self.hot_seat = len(humans) > 1
        self.held_t = 0.0
        if self.hot_seat:
            self.viewer: int | None = None
        else:
            self.viewer = humans[0] if humans else watch_seat
        self.table = table_class(match.game.id)(self, match.game, match.names, self.viewer)
        self.queue = AnimationQueue(app.settings.animation_speed)
        self.shown = len(match.log)
        self.runner = AgentRunner(match.game)
        if app.start_workers_early and not match.is_over():
            self.runner.prepare(seat.level for seat in match.seats if not seat.is_human)
        self.autoplay = autoplay
        self.thinking_seat: int | None = None
        self.think_t = 0.0
        self.ready_action = None
        self.clock = 0.0
        self.message = ""
        self.message_t = 0.0
        self.decision_at: int | None = None
        self.decision_keys: set[int] = set()  # keys held when the decision was offered
        self.over_t = 0.0
        self.results_shown = False
        # A game that ends at this table counts once in the statistics (not one loaded
        # finished, nor a screenshot's).
        self.record_stats = not match.is_over()
        self.curtain_for: int | None = None
        self.curtain_up = False
        self.log_box = None
        self.logged = 0
        self.button_actions: dict = {}
        self.panel_buttons: list = []
        self.undo_button = None
        self.hint_cache: dict = {}
        self.aids = TableAids(self)  # hint, last trick, played cards, scores, "?", tips
        self.table_rect = pygame.Rect(0, 0, 1, 1)
        self.panel_rect = pygame.Rect(0, 0, 1, 1)
        self._layout()
        self.table.sync(match.view(self.viewer))

    @classmethod
    def from_start(cls, app, start) -> TableScene:
        """A table for ("match", match[, path]) or ("new", game, n, seats, options, seed
        [, practice]): seed None deals a new deal number."""
        if start[0] == "match":  # ("match", match[, the file it was loaded from])
            match = start[1]
            if match.save_path is None:
                keep = start[2] if len(start) > 2 else None
                match.save_path, aside = claim_autosave(match.game.id, keep=keep)
                tell_kept(app, aside)
            return cls(app, match)
        _, game, n, seats, options, seed = start[:6]
        practice = bool(start[6]) if len(start) > 6 else False
        if seed is None:
            seed = secrets.randbelow(2**31)  # a new game's seed: fresh entropy, then logged
        slot, aside = claim_autosave(game.id)
        tell_kept(app, aside)
        match = Match(game, n, seats, options, seed=seed, save_path=slot, practice=practice)
        match.autosave()
        return cls(app, match)

    # -- layout and widgets -----------------------------------------------------------------

    def _layout(self) -> None:
        w, h = self.app.size
        panel_w = self.px(300) if self.app.settings.show_log else self.px(230)
        self.table_rect = pygame.Rect(0, 0, w - panel_w, h)
        self.panel_rect = pygame.Rect(w - panel_w, 0, panel_w, h)
        self.table.layout(self.table_rect)

    def layout_steps(self):
        if self.active:
            yield from super().layout_steps()
            return
        # Under an overlay (the game menu, the rules) too: the table shows through it.
        self._layout()
        yield
        if self.log_box is not None:
            self._make_log()

    def build(self) -> None:
        run_steps(self.build_steps())

    def build_steps(self):
        self._layout()
        yield
        self.panel_buttons = build_panel_buttons(self)
        yield
        self._make_log()
        yield
        self.button_actions = {}
        self._refresh_undo()
        if self.decision_at is not None:
            self._build_action_buttons()
        else:
            self._refresh_focus()

    def _make_log(self) -> None:
        self.log_box = None
        self.logged = 0
        if self.app.settings.show_log:
            p = self.panel_rect
            pad = self.px(12)
            top = self._log_top()
            area = pygame.Rect(p.x + pad, top, p.w - 2 * pad, p.h - top - pad)
            self.log_box = LogPanel(area, self.px(13))
            self._append_log()

    def _aids_top(self) -> int:
        """The panel's aid buttons (Hint, Scores...) under the seats' rows."""
        return self.px(118) + self.px(34) * self.match.num_players

    def _log_top(self) -> int:
        return self._aids_top() + self.aids.height()

    def _build_action_buttons(self) -> None:
        table_buttons.build_action_buttons(self)
        self._refresh_focus()

    def _refresh_focus(self, default=None) -> None:
        """The Tab order: the table's choices, the action buttons, Menu, Undo, Rules."""
        stops = [TABLE] if self.table.legal is not None and self.table.key_targets() else []
        stops += table_buttons.in_reading_order(self.button_actions)
        stops += [RULES_STOP] if self.aids.rules_section() else []
        stops += self.panel_buttons
        if default is None and self.decision_at is not None:
            safe = [b for b, a in self.button_actions.items() if not a.concession]
            default = TABLE if TABLE in stops else (safe[0] if safe else None)
        self.ring.set_stops(stops, default)
        if default is not None and self.ring.current not in (default, TABLE):
            self.ring.current = default

    def focus_rect(self, stop: str) -> pygame.Rect | None:
        if stop == TABLE:
            target = self.table.focused_target()
            return target.hit() if target is not None else None
        if stop == RULES_STOP:
            return self.aids.rules_rect()
        return None

    def toast_area(self) -> pygame.Rect:
        """Notices go in the side panel, under Menu/Undo/Rules: never over the banner."""
        p = self.panel_rect
        pad = self.px(10)
        return pygame.Rect(p.x + pad, self.px(56), p.w - 2 * pad, p.h // 2)

    def _refresh_undo(self) -> None:
        if self.undo_button is None:
            return
        if self._undo_seat() is not None:
            self.undo_button.enable()
        else:
            self.undo_button.disable()

    # -- the log ----------------------------------------------------------------------------

    def _append_log(self) -> None:
        if self.log_box is None:
            return
        for index in range(self.logged, self.shown):
            for event in self.match.log[index].events:
                seen = event.for_viewer(self.viewer)
                line = seen.describe(self.match.names) if seen is not None else ""
                if line:
                    self.log_box.append(line)
        self.logged = self.shown

    # -- the loop ---------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.clock += dt
        self.aids.update(dt)
        self.queue.speed = self.app.settings.animation_speed
        self.queue.update(dt)
        if self.queue.holding and not self.humans:
            # nobody to click at a table of computers: a hold is a pause of a few seconds
            self.held_t += dt * self.queue.speed
            if self.held_t >= WATCH_HOLD_S:
                self.held_t = 0.0
                self.queue.advance()
        self.table.update(dt * self.queue.speed)  # its bubbles and shakes: animations too
        if self.message_t > 0:
            self.message_t -= dt
        if self.queue.busy or not self.autoplay:
            if self.autoplay:
                self._think_ahead()
            return
        if self.curtain_for is not None:
            if not self.curtain_up:
                self._show_curtain()
            return
        self.step(dt)

    def step(self, dt: float = 0.0) -> None:
        """Take the next step of the game if nothing is animating."""
        match = self.match
        if self.shown < len(match.log):
            self._animate_new()
            return
        if match.is_over():
            self.thinking_seat = None
            self.over_t += dt
            if not self.results_shown and self.over_t >= RESULTS_DELAY_S:
                self.results_shown = True
                self.show_results()
            return
        mover = match.to_move()
        if mover == CHANCE:
            match.advance_chance()
            self._animate_new()
            return
        seat = match.seats[mover]
        if not seat.is_human:
            self._drive_computer(mover, seat, dt)
            return
        if mover != self.viewer:
            if self.hot_seat:  # pass the device: nobody's hand until its owner says so
                self.hide_hands()
                self.curtain_for = mover
                self._show_curtain()
                return
            self.switch_viewer(mover)
        self.prepare_decision()

    def prepare_decision(self) -> None:
        """Offer the viewer its choices, if it is the viewer's move and not offered yet."""
        match = self.match
        if match.is_over() or self.viewer is None or match.to_move() != self.viewer:
            return
        if self.decision_at != len(match.log):
            match.flush_saves()  # every move so far is on disk before a human decides
            self.decision_at = len(match.log)
            self.hint_cache = {}
            self.decision_keys = set(self.app.keys_down)
            self.table.set_choices(match.state.legal_actions())
            self.table.focus_first()
            self._build_action_buttons()
            self._refresh_undo()
            if self._turn_begins():
                self.app.audio.play("turn")
                self.table.cue_turn()

    def legal_now(self) -> bool:
        """Whether the viewer is offered its choices at this moment."""
        return (self.viewer is not None and self.decision_at == len(self.match.log)
                and not self.queue.busy and self.table.legal is not None)

    def _turn_begins(self) -> bool:
        """Whether this decision opens the viewer's turn (someone else moved last)."""
        for entry in reversed(self.match.log):
            if entry.seat != CHANCE:
                return entry.seat != self.viewer
        return True

    def _ask_computer(self, mover: int) -> None:
        seat = self.match.seats[mover]
        self.think_t = 0.0
        self.runner.request(mover, self.match.view(mover), self.match.state.legal_actions(),
                            seat.level, f"{self.match.seed}:ai:{mover}:{len(self.match.log)}",
                            AI_BUDGET_S.get(seat.level, 0.5))

    def _think_ahead(self) -> None:
        """A computer to move starts thinking while the moves before it still animate, so
        its thinking time hides behind them (its move is shown once they are over)."""
        match = self.match
        if self.runner.busy or self.ready_action is not None or match.is_over():
            return
        mover = match.to_move()
        if mover != CHANCE and not match.seats[mover].is_human:
            self._ask_computer(mover)

    def _drive_computer(self, mover: int, seat, dt: float) -> None:
        if not self.runner.busy and self.ready_action is None:
            self.thinking_seat = mover
            self._ask_computer(mover)
            return
        self.thinking_seat = mover
        self.think_t += dt * self.queue.speed
        if self.ready_action is None:
            self.ready_action = self.runner.poll()
        if self.ready_action is None or self.think_t < COMPUTER_PAUSE_S:
            return
        seat_index, action = self.ready_action
        self.ready_action = None
        self.thinking_seat = None
        if seat_index != self.match.to_move():
            return  # an undo happened meanwhile
        try:
            self.match.play(action, seat_index)
        except IllegalAction as e:  # never expected: agents choose from legal_actions
            self.app.toast(f"Computer move refused: {e}", theme.BAD)
            return
        self._animate_new()

    def _animate_new(self) -> None:
        while self.shown < len(self.match.log):
            entry = self.match.log[self.shown]
            for event in entry.events:
                seen = event.for_viewer(self.viewer)
                if seen is not None:
                    mark = len(self.queue.steps)
                    self.table.animate(seen, self.queue)
                    if self.humans and pauses_after(self.app.settings, self.match.game, seen):
                        self.queue.pause_at(mark, seen.describe(self.match.names))
            self.shown += 1
        view = self.match.view(self.viewer)
        self.queue.call(lambda: self.table.sync(view))
        self._append_log()
        self._refresh_undo()
        if self.match.save_error:
            self.app.toast(self.match.save_error, theme.BAD, 5)

    def switch_viewer(self, seat: int | None, view=None) -> None:
        """Draw the table from `seat`'s view (None: the spectator's), now. `view` is the
        view to snap to (default: the current one), e.g. the spectator's view of the
        moment before a move that is still to be animated."""
        if self.queue.busy:  # animations made for the last viewer: finished unseen
            self.queue.skip()
        self.viewer = seat
        self.table.show_view(seat, view if view is not None else self.match.view(seat))
        self.decision_at = None
        if self.active:
            self.clear()
            self.build()
        else:
            self._make_log()

    def hide_hands(self) -> None:
        """Hot-seat: show only public facts from now until the next curtain is lifted."""
        if not self.hot_seat or self.viewer is None:
            return
        if self.queue.busy:  # the seat's own animations: finished out of sight
            self.queue.skip()
        self.switch_viewer(None)

    def go_on(self) -> None:
        """Space, Enter or a click while animating: finish them (a score table waits)."""
        was_holding = self.queue.holding and not self.queue.holding_pause
        self.queue.advance()
        if was_holding and self.hot_seat and self.viewer is not None:
            self.hide_hands()  # everyone read the score table: curtain before any hand

    # -- the human's moves ------------------------------------------------------------------

    def play_human(self, action) -> None:
        seat = self.viewer
        if self.queue.busy or seat is None or self.match.to_move() != seat:
            return
        before = self.match.view(None) if self.hot_seat else None
        try:
            self.match.play(action, seat)
        except IllegalAction as e:
            self.say(str(e))
            return
        self.decision_at = None
        self.table.set_choices(None)
        if self.hot_seat and (self.match.is_over() or self.match.to_move() != seat):
            # the turn passes on: from here the table shows only what everyone may see
            self.switch_viewer(None, before)
        else:
            self._build_action_buttons()
        self._animate_new()

    def choose(self, button) -> None:
        """An action button was pressed: what cannot be taken back is asked once."""
        question = self.table.confirmation(button)
        if question is None:
            self.play_human(button.action)
            return
        from ui.scenes.dialogs import ConfirmScene

        self.app.push(ConfirmScene(self.app, question[0], question[1],
                                   lambda a=button.action: self.play_human(a),
                                   yes=button.label, no="Keep playing"))

    def explain(self, candidate, sprite=None) -> None:
        """Why the clicked thing cannot be chosen now (the rule, from why_illegal)."""
        reason = self.match.state.why_illegal(candidate) if self.viewer == \
            self.match.to_move() else "It is not your turn."
        if sprite is not None:
            sprite.shake()
        self.say(reason or "You cannot do that now.")

    def say(self, message: str) -> None:
        self.message = message[0].upper() + message[1:] if message else message
        self.message_t = 4.0
        self.app.audio.play("error")

    def _undo_seat(self) -> int | None:
        if self.viewer is None or self.match.is_over():
            return None
        return self.viewer if self.match.undo_target(self.viewer) is not None else None

    def undo(self, seat: int | None = None) -> None:
        """Take back `seat`'s last move (default: the viewer's)."""
        seat = self._undo_seat() if seat is None else seat
        if seat is None or self.match.is_over() or self.match.undo_target(seat) is None:
            self.say("Nothing to undo: your last move was followed by a shuffle or by "
                     "cards you had not seen.")
            return
        others = [s for s in self.match.human_seats() if s != seat]
        target = self.match.undo_target(seat)
        crossed = {e.seat for e in self.match.log[target:]} & set(others)
        if crossed:
            from ui.scenes.dialogs import ConfirmScene

            self.hide_hands()  # the question is for the others to read
            names = " and ".join(self.match.names[s] for s in sorted(crossed))
            self.app.push(ConfirmScene(
                self.app, f"{names}: may {self.match.names[seat]} take back their move?",
                "Your moves since then are taken back too.", lambda: self._do_undo(seat),
                yes="Allow", no="Refuse"))
            return
        self._do_undo(seat)

    def _do_undo(self, seat: int) -> None:
        if not self.match.undo(seat):
            return
        self.runner.cancel()
        self.ready_action = None
        self.thinking_seat = None
        self.queue.clear()
        self.shown = len(self.match.log)
        self.decision_at = None
        self.table.set_choices(None)
        if self.hot_seat:
            # whoever moves now lifts a curtain first (the next step shows it)
            self.switch_viewer(None)
        else:
            self.table.sync(self.match.view(self.viewer))
            if self.active:
                self.clear()
                self.build()
        self.app.toast("Move taken back.")

    def move_hint(self) -> str:
        """Before a move: whether it could be taken back (table_panel.move_hint)."""
        return move_hint(self)

    # -- other scenes -----------------------------------------------------------------------

    def _show_curtain(self) -> None:
        from ui.scenes.curtain import CurtainScene

        seat = self.curtain_for
        self.curtain_up = True
        self.app.push(CurtainScene(self.app, self.match.names[seat],
                                   lambda: self._curtain_done(seat), seat=seat))

    def _curtain_done(self, seat: int) -> None:
        self.curtain_for = None
        self.curtain_up = False
        if not self.match.is_over() and self.match.to_move() == seat:
            self.switch_viewer(seat)
        # otherwise the game moved on meanwhile: the next step shows the right curtain

    def open_menu(self) -> None:
        from ui.scenes.dialogs import PauseScene

        seat = self._undo_seat()  # undo stays the mover's, from the menu it opened
        self.hide_hands()  # everyone may look at the menu
        self.app.push(PauseScene(self.app, self, undo_seat=seat))

    def open_rules(self) -> None:
        """The whole rules of the game (the "?" opens them at the phase in progress)."""
        from ui.scenes.rules import RulesScene

        self.hide_hands()
        self.app.push(RulesScene(self.app, self.match.game.id, overlay=True))

    def show_results(self) -> None:
        from ui.scenes.results import ResultsScene

        self.hide_hands()
        self.app.push(ResultsScene(self.app, self))

    def save_copy(self) -> None:
        from engine import savefile

        stamp = time.strftime("%Y%m%d-%H%M%S")
        path = saves_dir() / f"{self.match.game.id}-{stamp}.json"
        try:
            savefile.write(self.match, path)
        except OSError as e:
            self.app.toast(f"Could not save: {e.strerror or e}", theme.BAD, 5)
            return
        self.app.toast(f"Saved as {path.name}")

    def closed(self) -> None:
        self.runner.close()
        self.aids.close_runner()
        if self.match.saver is not None:  # the last move is on disk before the table goes
            self.match.saver.close()
            self.match.saver = None

    # -- input ------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYUP:
            self.decision_keys.discard(event.key)
        if event.type == pygame.KEYDOWN and event.key in self.decision_keys:
            return  # held down since before the choice was offered (a repeat)
        if self.aids.handle(event):
            return
        if event.type == pygame.KEYDOWN:
            ctrl = event.mod & pygame.KMOD_CTRL
            if event.key == pygame.K_ESCAPE:
                self.open_menu()
                return
            if event.key in (pygame.K_SPACE, *ENTER_KEYS) and self.queue.busy:
                self.go_on()
                return
            if event.key == pygame.K_SPACE:
                return
            if (event.key == pygame.K_z and ctrl) or event.key == pygame.K_BACKSPACE:
                self.undo()
                return
            if event.key == pygame.K_l:
                self.app.settings.show_log = not self.app.settings.show_log
                self.clear()
                self.build()
                return
            if self.ring.handle(event):  # Tab, Shift+Tab; Enter on a focused button
                return
            if event.key in ARROW_KEYS and TABLE in self.ring.stops:
                self.ring.current = TABLE
        if self.log_box is not None and self.log_box.handle(event):
            return
        if self.queue.busy:
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                self.go_on()
            return
        action = self.table.handle(event)
        if event.type == pygame.MOUSEMOTION and self.table.focused_target() is not None \
                and TABLE in self.ring.stops:
            self.ring.current = TABLE
        if action is not None:
            self.play_human(action)

    # -- drawing ----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        r = self.table_rect
        surface.blit(radial_vignette(r.w, r.h, theme.FELT, theme.FELT_DARK), r)
        clip = surface.get_clip()
        surface.set_clip(r)
        self.table.draw(surface)
        draw_status(self, surface)
        self.aids.draw_table(surface)
        surface.set_clip(clip)
        draw_panel(self, surface)
        self.aids.draw_tip(surface)
