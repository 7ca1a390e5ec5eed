"""The table: one match being played, drawn from the viewing seat's view.

Every frame: animations advance; when they are done, the next step happens: a chance
step is drawn, a computer seat is asked (without blocking), or the human to move gets
their choices. Each new log entry's events, as the viewer may see them, become tweens;
then the table snaps to the viewer's new view. With two or more humans, a curtain comes
between their turns so nobody sees another's hand.
"""

from __future__ import annotations

import secrets
import time

import pygame

from engine.core import CHANCE, IllegalAction
from engine.match import Match
from engine.paths import saves_dir
from ui import theme
from ui.agents import AgentRunner
from ui.anim.tween import AnimationQueue
from ui.log_panel import LogPanel
from ui.render import text as textr
from ui.render.shapes import radial_vignette, rounded_rect
from ui.render.symbols import symbol
from ui.scenes.base import Scene
from ui.scenes.saves import claim_autosave, tell_kept
from ui.tables import table_class

RESULTS_DELAY_S = 1.2
COMPUTER_PAUSE_S = 0.45  # a computer move is shown after at least this (animation) time
WATCH_HOLD_S = 5.0  # a table of computers goes on from a score table after this
AI_BUDGET_S = {"random": 0.0, "easy": 0.0, "normal": 0.5, "hard": 1.5}


class TableScene(Scene):
    def __init__(self, app, match: Match, autoplay: bool = True,
                 watch_seat: int | None = None):
        """`watch_seat`: with no human at the table, whose view to show (a demo)."""
        super().__init__(app)
        self.match = match
        humans = match.human_seats()
        self.humans = humans
        self.held_t = 0.0
        self.viewer: int | None = humans[0] if humans else watch_seat
        if humans and not match.is_over():
            mover = match.to_move()
            if mover in humans:
                self.viewer = mover
        self.table = table_class(match.game.id)(self, match.game, match.names, self.viewer)
        self.queue = AnimationQueue(app.settings.animation_speed)
        self.shown = len(match.log)
        self.runner = AgentRunner(match.game)
        self.autoplay = autoplay
        self.thinking_seat: int | None = None
        self.think_t = 0.0
        self.ready_action = None
        self.clock = 0.0
        self.message = ""
        self.message_t = 0.0
        self.decision_at: int | None = None
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
        self.undo_button = None
        self.hint_cache: dict = {}
        self.table_rect = pygame.Rect(0, 0, 1, 1)
        self.panel_rect = pygame.Rect(0, 0, 1, 1)
        self._layout()
        self.table.sync(match.view(self.viewer))
        if humans and len(humans) > 1 and not match.is_over() and match.log:
            self.curtain_for = self.viewer  # a loaded hot-seat game: pass the device first

    @classmethod
    def from_start(cls, app, start) -> TableScene:
        """A table for ("match", match[, path]) or ("new", game, n, seats, options, seed)."""
        if start[0] == "match":  # ("match", match[, the file it was loaded from])
            match = start[1]
            if match.save_path is None:
                keep = start[2] if len(start) > 2 else None
                match.save_path, aside = claim_autosave(match.game.id, keep=keep)
                tell_kept(app, aside)
            return cls(app, match)
        _, game, n, seats, options, seed = start
        if seed is None:
            seed = secrets.randbelow(2**31)  # a new game's seed: fresh entropy, then logged
        slot, aside = claim_autosave(game.id)
        tell_kept(app, aside)
        match = Match(game, n, seats, options, seed=seed, save_path=slot)
        match.autosave()
        return cls(app, match)

    # -- layout and widgets -----------------------------------------------------------------

    def _layout(self) -> None:
        w, h = self.app.size
        panel_w = self.px(300) if self.app.settings.show_log else self.px(230)
        self.table_rect = pygame.Rect(0, 0, w - panel_w, h)
        self.panel_rect = pygame.Rect(w - panel_w, 0, panel_w, h)
        self.table.layout(self.table_rect)

    def build(self) -> None:
        self._layout()
        p = self.panel_rect
        pad = self.px(12)
        bw = (p.w - pad * 4) // 3
        y = self.px(12)
        self.button(pygame.Rect(p.x + pad, y, bw, self.px(36)), "Menu", self.open_menu,
                    tooltip="Rules, settings, save a copy, quit (Esc)")
        self.undo_button = self.button(pygame.Rect(p.x + pad * 2 + bw, y, bw, self.px(36)),
                                       "Undo", self.undo, tooltip="Take back your last move "
                                       "(Ctrl+Z), while nothing hidden has been revealed since")
        self.button(pygame.Rect(p.x + pad * 3 + bw * 2, y, bw, self.px(36)), "Rules",
                    self.open_rules, tooltip="The rules of this game")
        self.log_box = None
        self.logged = 0
        if self.app.settings.show_log:
            top = self._log_top()
            area = pygame.Rect(p.x + pad, top, p.w - 2 * pad, p.h - top - pad)
            self.log_box = LogPanel(area, self.px(13))
            self._append_log()
        self.button_actions = {}
        self._refresh_undo()
        if self.decision_at is not None:
            self._build_action_buttons()

    def _log_top(self) -> int:
        return self.px(118) + self.px(34) * self.match.num_players

    def _build_action_buttons(self) -> None:
        for b in list(self.button_actions):
            b.kill()
            if b in self.elements:
                self.elements.remove(b)
            self.callbacks.pop(b, None)
        self.button_actions = {}
        buttons = self.table.buttons() if self.active else []
        for b in [b for b in buttons if b.rect is not None]:
            el = self.button(pygame.Rect(b.rect), b.label,
                             lambda a=b.action: self.play_human(a),
                             object_id="#primary" if b.primary else None,
                             tooltip=b.tip or None)
            self.button_actions[el] = b.action
        buttons = [b for b in buttons if b.rect is None]
        if not buttons:
            return
        r = self.table_rect
        bh = self.px(42)
        widths = [max(self.px(120), textr.font("sans", self.px(17)).size(b.label)[0]
                      + self.px(36)) for b in buttons]
        gap = self.px(10)
        per_row = max(1, (r.w - self.px(40)) // (max(widths) + gap))
        rows = [buttons[i:i + per_row] for i in range(0, len(buttons), per_row)]
        y = self.table.action_bar_y() - (len(rows) - 1) * (bh + gap) // 2
        k = 0
        for row in rows:
            total = sum(widths[k:k + len(row)]) + gap * (len(row) - 1)
            x = r.centerx - total // 2
            for b in row:
                bw = widths[k]
                el = self.button(pygame.Rect(x, y - bh // 2, bw, bh), b.label,
                                 lambda a=b.action: self.play_human(a),
                                 object_id="#primary" if b.primary else None,
                                 tooltip=b.tip or None)
                self.button_actions[el] = b.action
                x += bw + gap
                k += 1
            y += bh + gap

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
        self.queue.speed = self.app.settings.animation_speed
        self.queue.update(dt)
        if self.queue.holding and not self.humans:
            # nobody to click at a table of computers: a hold is a pause of a few seconds
            self.held_t += dt * self.queue.speed
            if self.held_t >= WATCH_HOLD_S:
                self.held_t = 0.0
                self.queue.advance()
        self.table.update(dt)
        if self.message_t > 0:
            self.message_t -= dt
        if self.queue.busy or not self.autoplay:
            if self.autoplay:
                self._think_ahead()
            return
        if self.curtain_for is not None:
            if not self.curtain_up:  # e.g. a hot-seat game just loaded: pass the device
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
            if len(match.human_seats()) > 1:
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
            self.decision_at = len(match.log)
            self.hint_cache = {}
            self.table.set_choices(match.state.legal_actions())
            self._build_action_buttons()
            self._refresh_undo()

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
                    self.table.animate(seen, self.queue)
            self.shown += 1
        view = self.match.view(self.viewer)
        self.queue.call(lambda: self.table.sync(view))
        self._append_log()
        self._refresh_undo()
        if self.match.save_error:
            self.app.toast(self.match.save_error, theme.BAD, 5)

    def switch_viewer(self, seat: int) -> None:
        self.viewer = seat
        self.table.viewer = seat
        self.table.set_choices(None)
        self.table.sync(self.match.view(seat))
        self.decision_at = None
        if self.active:
            self.clear()
            self.build()

    # -- the human's moves ------------------------------------------------------------------

    def play_human(self, action) -> None:
        if self.queue.busy or self.viewer is None or self.match.to_move() != self.viewer:
            return
        try:
            self.match.play(action, self.viewer)
        except IllegalAction as e:
            self.say(str(e))
            return
        self.decision_at = None
        self.table.set_choices(None)
        self._build_action_buttons()
        self._animate_new()

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

    def undo(self) -> None:
        seat = self._undo_seat()
        if seat is None:
            self.say("Nothing to undo: your last move was followed by a shuffle or by "
                     "cards you had not seen.")
            return
        others = [s for s in self.match.human_seats() if s != seat]
        target = self.match.undo_target(seat)
        crossed = {e.seat for e in self.match.log[target:]} & set(others)
        if crossed:
            from ui.scenes.dialogs import ConfirmScene

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
        self.table.sync(self.match.view(self.viewer))
        if self.active:
            self.clear()
            self.build()
        self.app.toast("Move taken back.")

    def move_hint(self) -> str:
        """Before a move: whether it could be taken back."""
        target = self.table.hovered
        if target is None or target.action is None or self.decision_at is None:
            return ""
        action = target.action
        if action not in self.hint_cache:
            self.hint_cache[action] = self._undo_hint(action)
        return self.hint_cache[action]

    def _undo_hint(self, action) -> str:
        match = self.match
        try:
            if not match.would_be_undoable(self.viewer, action):
                return "This move cannot be taken back: cards will be revealed or dealt."
            closer = match.undo_closed_by(self.viewer, action)
        except IllegalAction:
            return ""
        if closer is None:
            return "You can take this move back (Ctrl+Z)."
        return (f"You can take this move back (Ctrl+Z) until {match.names[closer]} "
                "moves.")

    # -- other scenes -----------------------------------------------------------------------

    def _show_curtain(self) -> None:
        from ui.scenes.curtain import CurtainScene

        seat = self.curtain_for
        self.curtain_up = True
        self.app.push(CurtainScene(self.app, self.match.names[seat],
                                   lambda: self._curtain_done(seat)))

    def _curtain_done(self, seat: int) -> None:
        self.curtain_for = None
        self.curtain_up = False
        self.switch_viewer(seat)

    def open_menu(self) -> None:
        from ui.scenes.dialogs import PauseScene

        self.app.push(PauseScene(self.app, self))

    def open_rules(self) -> None:
        from ui.scenes.rules import RulesScene

        self.app.push(RulesScene(self.app, self.match.game.id, overlay=True))

    def show_results(self) -> None:
        from ui.scenes.results import ResultsScene

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

    # -- input ------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            ctrl = event.mod & pygame.KMOD_CTRL
            if event.key == pygame.K_ESCAPE:
                self.open_menu()
                return
            if event.key in (pygame.K_SPACE, pygame.K_RETURN) and self.queue.busy:
                self.queue.advance()
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
        if self.log_box is not None and self.log_box.handle(event):
            return
        if self.queue.busy:
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                self.queue.advance()
            return
        action = self.table.handle(event)
        if action is not None:
            self.play_human(action)

    # -- drawing ----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        r = self.table_rect
        surface.blit(radial_vignette(r.w, r.h, theme.FELT, theme.FELT_DARK), r)
        clip = surface.get_clip()
        surface.set_clip(r)
        self.table.draw(surface)
        self._draw_status(surface)
        surface.set_clip(clip)
        self._draw_panel(surface)

    def _draw_status(self, surface: pygame.Surface) -> None:
        r = self.table_rect
        line = self.table.status()
        if self.message and self.message_t > 0:
            self._banner(surface, self.message, theme.BAD, r.centerx, self.table.message_y())
        if self.queue.holding:
            line = "Click or press Space to go on"
        if line:
            self._banner(surface, line, theme.TEXT, r.centerx, self.table.status_y())
        hint = self.move_hint()
        if hint:  # on a pill of its own: it may lie over the edge of the play area
            px = self.px(13)
            width = textr.font("sans", px).size(hint)[0]
            box = pygame.Rect(0, 0, width + self.px(20), px + self.px(8))
            box.midtop = (r.centerx, self.table.status_y() + self.px(21))
            surface.blit(rounded_rect(box.w, box.h, box.h // 2, (12, 14, 22, 170)), box)
            textr.blit_text(surface, hint, "sans", px, theme.TEXT_DIM, box.center, "center")

    def _banner(self, surface, text, colour, cx, cy) -> None:
        px = self.px(16)
        width = textr.font("sans_bold", px).size(text)[0]
        max_w = self.table_rect.w - self.px(60)
        if width > max_w:
            px = textr.fit_px(text, "sans_bold", px, max_w, minimum=self.px(11))
            width = textr.font("sans_bold", px).size(text)[0]
        box = pygame.Rect(0, 0, width + self.px(32), px + self.px(16))
        box.center = (cx, cy)
        surface.blit(rounded_rect(box.w, box.h, box.h // 2, (12, 14, 22, 200)), box)
        textr.blit_text(surface, text, "sans_bold", px, colour, box.center, "center")

    def _draw_panel(self, surface: pygame.Surface) -> None:
        p = self.panel_rect
        pygame.draw.rect(surface, (18, 19, 30), p)
        pygame.draw.line(surface, theme.GOLD_DARK, p.topleft, p.bottomleft, 2)
        pad = self.px(14)
        y = self.px(60)
        title = self.match.game.title
        size = textr.fit_px(title, "serif_bold", self.px(22), p.w - 2 * pad)
        textr.blit_text(surface, title, "serif_bold", size, theme.GOLD, (p.x + pad, y))
        y += self.px(34)
        scores = self.match.state.scores()
        over = self.match.is_over()
        winners = set(self.match.state.winners()) if over else set()
        mover = None if over else self.match.to_move()
        for seat, name in enumerate(self.match.names):
            row = pygame.Rect(p.x + pad // 2, y - self.px(3), p.w - pad, self.px(30))
            if seat == mover:
                surface.blit(rounded_rect(row.w, row.h, self.px(6), (70, 56, 26, 220)), row)
            label = name + ("  (you)" if seat == self.viewer else "")
            if seat in winners:
                star = symbol("star", self.px(16), theme.GOLD)
                surface.blit(star, (p.x + pad - self.px(2), y + self.px(1)))
                label = "    " + label
            colour = theme.GOLD if seat in winners else theme.TEXT
            textr.blit_text(surface, textr_trim(label, p.w - self.px(110), self.px(15)),
                            "sans_bold" if seat == mover else "sans", self.px(15), colour,
                            (p.x + pad, y))
            if seat == self.thinking_seat:
                dots = "." * (1 + int(self.clock * 3) % 3)
                textr.blit_text(surface, dots, "sans_bold", self.px(15), theme.GOLD,
                                (p.right - self.px(80), y))
            textr.blit_text(surface, f"{scores[seat]:g}", "sans_bold", self.px(16), theme.GOLD,
                            (p.right - pad, y), "topright")
            y += self.px(34)
        if self.log_box is not None:
            self.log_box.draw(surface)
        if not self.app.settings.show_log:
            textr.blit_text(surface, "L shows the game log", "sans", self.px(12),
                            theme.TEXT_DIM, (p.x + pad, y + self.px(8)))


def textr_trim(text: str, width: int, px: int) -> str:
    f = textr.font("sans", px)
    if f.size(text)[0] <= width:
        return text
    while text and f.size(text + "\u2026")[0] > width:
        text = text[:-1]
    return text + "\u2026"
