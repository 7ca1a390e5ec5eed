"""What a player may ask for at the table, beside the game itself: a hint, the last trick
(battle, match, the field before the last retreat), the played cards, the score sheet at
any time, the rules of the phase in progress ("?" beside the banner), and tooltips.

`TableAids` belongs to the table scene (ui/scenes/table.py) and draws with
ui/tables/aids.py what the game's table provides through its hooks (ui/tables/base.py).
Everything is read from the viewer's View, never the State:

- Hint (button, H): the viewer's own view and legal actions go to the Normal computer
  player in the AI worker (`AgentRunner`, a runner of its own); the answer is ringed on
  the table (or its button) with the game's one-line reason (`hint_reason(view, action)`
  of games/<id>/hints.py). Only for the seat whose decision it is, once its
  curtain is lifted; one hint counts once per decision in `Match.hints_used`.
- Last trick (button, a click on the trick's place, or T held down): `table.recap()`.
- Played cards (button, P; trick games): `table.played_cards()`.
- Score sheet (button, S): `table.score_table()`, every round so far.
- "?" (a click, F1, or Tab to it): the rules scene at `state.rules_section()`.
- Tooltips: the pointer resting on a pile, token or counter (`table.tip_at`).
"""

from __future__ import annotations

import importlib

import pygame

from ui import theme
from ui.agents import AgentRunner
from ui.render import text as textr
from ui.render.shapes import rounded_rect
from ui.tables import aids
from ui.tables.base import TableView

HINT_LEVEL = "normal"
HINT_BUDGET_S = 0.5
TIP_DELAY_S = 0.45
RULES_STOP = "rules_here"  # the "?"'s focus stop (a name the scene handles)
KEY_HINT, KEY_SCORES, KEY_RECAP = pygame.K_h, pygame.K_s, pygame.K_t


class TableAids:
    def __init__(self, scene):
        self.scene = scene
        self.overlay: str | None = None  # "recap", "played", "scores" (clicked open)
        self.holding = False  # T held down: the recap while it is held
        self.runner: AgentRunner | None = None
        self.level = HINT_LEVEL
        self.budget_s = HINT_BUDGET_S
        self.asked: tuple | None = None   # (viewer, decision) of the request in the worker
        self.hint: tuple | None = None    # (viewer, decision, action, reason)
        self.counted: set = set()         # decisions whose hint was counted
        self.buttons: dict = {}
        self.mouse = (-1, -1)
        self.still_t = 0.0
        self.tip: tuple | None = None     # (pos, words)
        self._cache: dict = {}
        self._panel_key: tuple | None = None
        self._keys_line: tuple | None = None
        self._panel_surface: pygame.Surface | None = None

    # -- what there is ----------------------------------------------------------------------

    @property
    def table(self):
        return self.scene.table

    def has_played(self) -> bool:
        return type(self.table).played_cards is not TableView.played_cards

    def recap_name(self) -> str:
        return self.table.RECAP_NAME

    def played_key(self) -> int:
        return self.table.PLAYED_KEY

    def keys_line(self) -> str:
        key = (type(self.table), self.recap_name())
        if self._keys_line is None or self._keys_line[0] != key:
            self._keys_line = (key, self._make_keys_line())
        return self._keys_line[1]

    def _make_keys_line(self) -> str:
        keys = ["H hint", "S scores"]
        if self.has_played():
            keys.append(f"{pygame.key.name(self.played_key()).upper()} played cards")
        keys.append(f"hold T {self.recap_name().lower()}")
        return "Keys: " + " \u00b7 ".join(keys)

    def rules_section(self) -> str | None:
        state = self.scene.match.state
        section = getattr(state, "rules_section", None)
        return section() if section is not None else None

    # -- the panel's buttons ----------------------------------------------------------------

    def height(self) -> int:
        """The panel height the buttons and the keys line take."""
        rows = 2
        return rows * self.scene.px(38) + self.scene.px(34)

    def build(self, top: int) -> list:
        """The aid buttons in the side panel from `top`; returns them (Tab order)."""
        scene = self.scene
        p = scene.panel_rect
        pad = scene.px(12)
        bw = (p.w - pad * 3) // 2
        bh = scene.px(32)
        entries = [("Hint", self.ask_hint, "A move the computer (Normal) would make "
                                           "from what you see, and why (H)"),
                   ("Scores", lambda: self.toggle("scores"),
                    "The score sheet: every round so far (S)"),
                   (self.recap_name(), lambda: self.toggle("recap"),
                    f"{self.recap_name()}: who played what (click the trick or hold T)")]
        if self.has_played():
            entries.append(("Played", lambda: self.toggle("played"),
                            "The cards played so far, suit by suit, and what is "
                            f"still out ({pygame.key.name(self.played_key()).upper()})"))
        self.buttons = {}
        for i, (label, press, tip) in enumerate(entries):
            x = p.x + pad + (i % 2) * (bw + pad)
            y = top + (i // 2) * scene.px(38)
            b = scene.button(pygame.Rect(x, y, bw, bh), label, press, tooltip=tip)
            self.buttons[label] = b
        self.refresh()
        return list(self.buttons.values())

    def refresh(self) -> None:
        hint = self.buttons.get("Hint")
        if hint is not None:
            if self.can_hint():
                hint.enable()
            else:
                hint.disable()

    # -- hints ------------------------------------------------------------------------------

    def can_hint(self) -> bool:
        scene = self.scene
        return (scene.viewer is not None and not scene.match.is_over()
                and scene.match.to_move() == scene.viewer
                and scene.match.seats[scene.viewer].is_human and scene.curtain_for is None)

    def decision(self) -> tuple:
        return (self.scene.viewer, len(self.scene.match.log))

    def ask_hint(self) -> None:
        """H or the Hint button: ask the worker for Normal's move from the viewer's view."""
        scene = self.scene
        if not self.can_hint():
            scene.say("A hint is for the player whose turn it is.")
            return
        key = self.decision()
        if self.hint is not None and self.hint[:2] == key:
            return  # already shown
        if self.asked == key:
            return  # on its way
        match = scene.match
        if key not in self.counted:
            self.counted.add(key)
            match.hints_used += 1
        if self.runner is None:
            self.runner = AgentRunner(match.game)
        self.asked = key
        seat = scene.viewer
        self.runner.request(seat, match.view(seat), match.state.legal_actions(), self.level,
                            f"{match.seed}:hint:{seat}:{len(match.log)}", self.budget_s)

    def poll(self) -> None:
        if self.asked is None or self.runner is None:
            return
        if self.asked != self.decision():
            self.runner.cancel()  # the decision was taken (or undone) meanwhile
            self.asked = None
            return
        reply = self.runner.poll()
        if reply is None:
            return
        seat, action = reply
        self.asked = None
        view = self.scene.match.view(seat)
        self.hint = (*self.decision(), action, hint_reason(self.scene.match.game, view, action))

    def current_hint(self) -> tuple | None:
        """(action, reason) of the hint for the decision on the table now, or None."""
        if self.hint is None or self.hint[:2] != self.decision() or not self.can_hint():
            return None
        return self.hint[2], self.hint[3]

    def hint_line(self) -> str:
        if self.asked is not None and self.asked == self.decision():
            return "Hint: thinking\u2026"
        hint = self.current_hint()
        if hint is None:
            return ""
        action, reason = hint
        words = self.table.action_words(action)
        line = f"Hint: {words[:1].upper()}{words[1:]}"
        return f"{line} \u2014 {reason}" if reason else line

    def hint_rects(self) -> list[pygame.Rect]:
        """Where the hinted choice is: its card or cell (a table may name more than one,
        e.g. the card and the cell it goes to), else its button."""
        hint = self.current_hint()
        if hint is None:
            return []
        rects = self.table.hint_rects(hint[0])
        if rects:
            return rects
        for element, action in self.scene.button_actions.items():
            if action == hint[0] and type(action) is type(hint[0]):
                return [pygame.Rect(element.rect)]
        return []

    # -- overlays ---------------------------------------------------------------------------

    def toggle(self, kind: str) -> None:
        self.overlay = None if self.overlay == kind else kind

    def showing(self) -> str | None:
        return "recap" if self.holding else self.overlay

    def close(self) -> bool:
        if self.overlay is None:
            return False
        self.overlay = None
        return True

    def _data(self, kind: str):
        """The overlay's data, made once per view of the table."""
        table = self.table
        key = (kind, id(table.view), table.viewer, tuple(table.rect))
        if key not in self._cache:
            if len(self._cache) > 12:
                self._cache.clear()
            if kind == "recap":
                data = table.recap()
            elif kind == "played":
                data = table.played_cards()
            else:
                results = table.score_table()
                title = "Final scores" if self.scene.match.is_over() else "Scores so far"
                data = aids.sheet_from_results(results, title) if results else None
            self._cache[key] = data
        return self._cache[key]

    # -- the "?" beside the banner ----------------------------------------------------------

    def rules_rect(self) -> pygame.Rect | None:
        if not self.rules_section():
            return None
        scene = self.scene
        r = scene.table_rect
        px = scene.px
        line = "Click or press Space to go on" if scene.queue.holding else scene.table.status()
        width = 0
        if line:
            size = _banner_px(line, px(16), r.w - px(60), px(11))
            width = textr.font("sans_bold", size).size(line)[0] + px(32)
        d = px(30)
        box = pygame.Rect(0, 0, d, d)
        box.center = (r.centerx + width // 2 + px(8) + d // 2, scene.table.status_y())
        return box

    def open_rules(self) -> None:
        from ui.scenes.rules import RulesScene

        scene = self.scene
        section = self.rules_section()
        scene.hide_hands()
        scene.app.push(RulesScene(scene.app, scene.match.game.id, overlay=True,
                                  section=section))

    # -- input ------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> bool:
        """Keys and clicks of the aids; True when the event was theirs."""
        scene = self.scene
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.still_t = 0.0
            self.tip = None
            return False
        if event.type == pygame.KEYUP and event.key == KEY_RECAP:
            self.holding = False
            return True
        if event.type == pygame.KEYDOWN:
            if event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
                return False
            if event.key == KEY_RECAP:
                self.holding = True
                return True
            if event.key == KEY_HINT:
                self.ask_hint()
                return True
            if event.key == KEY_SCORES:
                self.toggle("scores")
                return True
            if event.key == self.played_key() and self.has_played():
                self.toggle("played")
                return True
            if event.key == pygame.K_F1:
                self.open_rules()
                return True
            if event.key == pygame.K_ESCAPE and self.close():
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and \
                    scene.ring.current == RULES_STOP:
                self.open_rules()
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            rules = self.rules_rect()
            if rules is not None and rules.collidepoint(event.pos):
                self.open_rules()
                return True
            if self.overlay is not None and scene.table_rect.collidepoint(event.pos):
                self.overlay = None  # a click on the table puts the panel away
                return True
            area = self.table.recap_area()
            if area is not None and area.collidepoint(event.pos) and \
                    self.table.target_at(event.pos) is None and not scene.queue.busy:
                self.toggle("recap")
                return True
        return False

    def update(self, dt: float) -> None:
        self.poll()
        self.refresh()
        self.still_t += dt
        if self.tip is None and self.still_t >= TIP_DELAY_S and self.showing() is None:
            words = self.tip_words(self.mouse)
            self.tip = (self.mouse, words) if words else (self.mouse, "")

    def tip_words(self, pos) -> str | None:
        rules = self.rules_rect()
        if rules is not None and rules.collidepoint(pos):
            return f"The rules of this step: {self.rules_section()} (F1)"
        if not self.scene.table_rect.collidepoint(pos):
            return None
        words = self.table.tip_at(pos)
        return aids.singular(words) if words else words

    # -- drawing ----------------------------------------------------------------------------

    def draw_table(self, surface: pygame.Surface) -> None:
        """Over the table: the hint's ring and line, the "?", an open panel."""
        scene = self.scene
        px = scene.px
        if not scene.queue.busy:
            for rect in self.hint_rects():
                aids.draw_hint_ring(surface, rect, scene.clock, px)
        line = self.hint_line()
        if line and not (scene.message and scene.message_t > 0):
            from ui.scenes.table_panel import banner

            banner(scene, surface, line, aids.HINT_COLOUR, scene.table_rect.centerx,
                   scene.table.message_y())
        rules = self.rules_rect()
        if rules is not None:
            lit = rules.collidepoint(self.mouse) or scene.ring.current == RULES_STOP
            surface.blit(rounded_rect(rules.w, rules.h, rules.h // 2,
                                      (70, 56, 26, 235) if lit else (12, 14, 22, 200),
                                      theme.GOLD, 1.5), rules)
            textr.blit_text(surface, "?", "sans_bold", px(17), theme.GOLD, rules.center,
                            "center")
        kind = self.showing()
        if kind is None:
            return
        bounds = scene.table_rect.inflate(-px(20), -px(90))
        bounds.y = scene.table_rect.y + px(62)
        surface.blit(self._panel(kind, bounds), bounds)

    def _panel(self, kind: str, bounds: pygame.Rect) -> pygame.Surface:
        """The open panel drawn once on a surface the size of `bounds` (made again only
        when the view, the size or the way to close it changes: never per frame)."""
        data = self._data(kind)
        key = (kind, id(data), self.holding, bounds.size, self.table.viewer,
               textr.text_scale())
        if self._panel_key == key and self._panel_surface is not None:
            return self._panel_surface
        px = self.scene.px
        layer = pygame.Surface(bounds.size, pygame.SRCALPHA)
        area = layer.get_rect()
        close = "Release T to put it away" if self.holding else \
            "Click the table or press Esc to put it away"
        if data is None:
            words = {"recap": f"{self.recap_name()}: nothing finished yet.",
                     "played": "No card has been played yet.",
                     "scores": "No score yet."}[kind]
            aids.draw_recap(layer, aids.Recap(words), area, px, close)
        elif kind == "recap":
            aids.draw_recap(layer, data, area, px, close)
        elif kind == "played":
            aids.draw_played(layer, data, area, px, close)
        else:
            aids.draw_sheet_panel(layer, data, area, px, self.table.viewer, close)
        self._panel_key, self._panel_surface = key, layer
        return layer

    def draw_keys(self, surface: pygame.Surface, y: int) -> None:
        scene = self.scene
        p = scene.panel_rect
        rect = pygame.Rect(p.x + scene.px(14), y, p.w - scene.px(28), scene.px(30))
        textr.blit_wrapped(surface, self.keys_line(), "sans", scene.px(11), theme.TEXT_DIM,
                           rect, 1.2)

    def draw_tip(self, surface: pygame.Surface) -> None:
        if self.tip and self.tip[1] and self.showing() is None:
            # kept on the table: the side panel's buttons are drawn over the scene
            aids.draw_tooltip(surface, self.tip[1], self.tip[0], self.scene.table_rect,
                              self.scene.px)

    def close_runner(self) -> None:
        if self.runner is not None:
            self.runner.close()
            self.runner = None


def hint_reason(game, view, action) -> str | None:
    """The game's one-line reason for a hinted move (games/<id>/hints.py, from the
    view), or None when the game has no such module or no words for this move."""
    try:
        module = importlib.import_module(f"games.{game.id}.hints")
    except ImportError:
        return None
    try:
        return module.hint_reason(view, action) or None
    except Exception:  # a reason is a nicety: a bug in it never costs the hint
        return None


def _banner_px(text: str, px: int, max_w: int, minimum: int) -> int:
    if textr.font("sans_bold", px).size(text)[0] > max_w:
        return textr.fit_px(text, "sans_bold", px, max_w, minimum=minimum)
    return px
