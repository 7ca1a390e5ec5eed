"""The new-game screen: player count, each seat human or computer (with a level) and a
name, the game's options, an optional deal number (the seed: the same number deals the
same cards) and practice mode (undo without limit, left out of the statistics). The last
choices per game are remembered (not the deal number)."""

from __future__ import annotations

import contextlib
import json
import re

import pygame
import pygame_gui

from engine.match import COMPUTER, HUMAN, Seat, default_seats
from engine.paths import config_dir, write_atomic
from ui import theme
from ui.render import text as textr
from ui.render.shapes import rounded_rect
from ui.scenes.base import Scene, draw_backdrop, run_steps
from ui.scenes.menu import game_card_face

SEAT_KINDS = [
    ("Human", HUMAN, ""),
    ("Computer \u00b7 Easy", COMPUTER, "easy"),
    ("Computer \u00b7 Normal", COMPUTER, "normal"),
    ("Computer \u00b7 Hard", COMPUTER, "hard"),
    ("Computer \u00b7 Random", COMPUTER, "random"),
]
KIND_TIPS = ("Easy plays by rules of thumb; Normal and Hard look ahead over possible deals "
             "of the hidden cards (Hard weighs many more). Random plays any legal move.")


PRACTICE_TIP = ("Practice: Undo goes back any number of moves, the computers' too, "
                "and the game is left out of the statistics.")

DEFAULT_HUMAN = re.compile(r"Player \d+")
DEFAULT_COMPUTER = re.compile(r"Computer \d+")


def _kind_of(dropdown) -> str:
    label = dropdown.selected_option
    if isinstance(label, tuple):
        label = label[0]
    return next((k for lb, k, _ in SEAT_KINDS if lb == label), HUMAN)


def kind_label(kind: str, level: str) -> str:
    return next(label for label, k, lv in SEAT_KINDS if k == kind and lv == level)


def _setup_path():
    return config_dir() / "setup.json"


def load_last_setup(game_id: str) -> dict:
    """The choices last made for this game ({} if none or the file is damaged)."""
    try:
        data = json.loads(_setup_path().read_text(encoding="utf-8"))
        entry = data.get(game_id, {})
    except (OSError, ValueError, AttributeError, RecursionError):
        return {}
    if not isinstance(entry, dict):
        return {}
    if not isinstance(entry.get("seats"), list):
        entry.pop("seats", None)
    if not isinstance(entry.get("options"), dict):
        entry.pop("options", None)
    return entry


def save_last_setup(game_id: str, entry: dict) -> None:
    try:
        data = json.loads(_setup_path().read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            data = {}
    except (OSError, ValueError):
        data = {}
    data[game_id] = entry
    with contextlib.suppress(OSError):  # remembering choices is a nicety
        write_atomic(_setup_path(), json.dumps(data, indent=2))


class SetupScene(Scene):
    def __init__(self, app, game):
        super().__init__(app)
        self.game = game
        last = load_last_setup(game.id)
        n = last.get("players", game.min_players)
        self.players = n if isinstance(n, int) and game.min_players <= n <= game.max_players \
            else game.min_players
        self.seats: list[Seat] = default_seats(game.max_players)
        for i, item in enumerate(last.get("seats", [])[: game.max_players]):
            try:
                seat = Seat(str(item["name"]), item["kind"], item["level"])
                kind_label(seat.kind, seat.level)
            except (KeyError, TypeError, StopIteration):
                continue
            if seat.problem() is None:
                self.seats[i] = seat
        try:
            self.options = game.resolve_options(last.get("options"))
        except ValueError:
            self.options = game.resolve_options(None)
        self.seed_text = ""
        self.practice = last.get("practice") is True
        self.practice_box = None
        self.error = ""
        self.entries: list = []
        self.kinds: list = []
        self.option_widgets: dict = {}
        self.option_labels: list = []
        self.seed_entry = None
        self.help_texts: list[tuple[pygame.Rect, str]] = []

    # -- widgets ----------------------------------------------------------------------------

    def panel_rect(self) -> pygame.Rect:
        w, h = self.app.size
        left = self.px(60) + self.px(270) + self.px(40)
        return pygame.Rect(left, self.px(110), w - left - self.px(60), h - self.px(230))

    def build(self) -> None:
        run_steps(self.build_steps())

    def build_steps(self):
        """The widgets, a row a step (a resize builds them a few a frame)."""
        w, h = self.app.size
        panel = self.panel_rect()
        x0 = panel.x + self.px(28)
        inner_w = panel.w - self.px(56)
        y = panel.y + self.px(22)
        self.label(pygame.Rect(x0, y, self.px(160), self.px(34)), "Players", object_id="#left")
        x = x0 + self.px(170)
        for n in range(self.game.min_players, self.game.max_players + 1):
            b = self.button(pygame.Rect(x, y - self.px(2), self.px(52), self.px(38)), str(n),
                            lambda n=n: self.set_players(n),
                            tooltip=f"{n} players")
            if n == self.players:
                b.select()
            x += self.px(60)
        yield
        y += self.px(54)
        self.label(pygame.Rect(x0, y, self.px(160), self.px(30)), "Seats", object_id="#left")
        self.entries, self.kinds = [], []
        row_h = self.px(46) if self.players <= 5 else self.px(40)
        name_w = min(self.px(250), inner_w // 2 - self.px(40))
        kind_w = min(self.px(250), inner_w - self.px(170) - name_w - self.px(16))
        for i in range(self.players):
            seat = self.seats[i]
            self.label(pygame.Rect(x0 + self.px(130), y, self.px(36), self.px(38)), f"{i + 1}.",
                       object_id="#left")
            entry = self.add(pygame_gui.elements.UITextEntryLine(
                pygame.Rect(x0 + self.px(170), y, name_w, self.px(38)), manager=self.app.gui))
            entry.set_text(seat.name)
            entry.set_text_length_limit(24)
            self.entries.append(entry)
            kinds = self.add(pygame_gui.elements.UIDropDownMenu(
                [label for label, _, _ in SEAT_KINDS], kind_label(seat.kind, seat.level),
                pygame.Rect(x0 + self.px(170) + name_w + self.px(16), y, kind_w, self.px(38)),
                manager=self.app.gui))
            self.kinds.append(kinds)
            y += row_h
            yield
        y += self.px(12)
        self.option_widgets = {}
        self.help_texts = []
        if self.game.options:
            # (with large text the options' help may not fit above the deal number: then
            # it is each option's tooltip instead)
            helps = y + self._options_height(inner_w) + self.px(40) <= panel.bottom
            y = self._build_options(x0, y, inner_w, helps)
            yield
        self.label(pygame.Rect(x0, y, self.px(160), self.px(36)), "Deal number",
                   object_id="#left")
        self.seed_entry = self.add(pygame_gui.elements.UITextEntryLine(
            pygame.Rect(x0 + self.px(170), y, self.px(160), self.px(36)),
            manager=self.app.gui, placeholder_text="(a new deal)"))
        self.seed_entry.set_allowed_characters("numbers")
        self.seed_entry.set_text_length_limit(12)
        if self.seed_text:
            self.seed_entry.set_text(self.seed_text)
        # the practice option on the same row: a box and its words
        px_ = x0 + self.px(350)
        self.practice_box = self.add(pygame_gui.elements.UICheckBox(
            pygame.Rect(px_, y + self.px(6), self.px(24), self.px(24)), "",
            manager=self.app.gui, initial_state=self.practice,
            tool_tip_text=PRACTICE_TIP))
        room = inner_w - self.px(384)
        words = "Practice: undo without limit, not in the statistics"
        if textr.font("sans", self.px(16)).size(words)[0] > room - self.px(4):
            words = "Practice: undo without limit"  # (large text; the tip says the rest)
        self.label(pygame.Rect(px_ + self.px(34), y, room, self.px(36)), words,
                   object_id="#left")
        yield
        by = h - self.px(90)
        self.button(pygame.Rect(self.px(60), by, self.px(127), self.px(46)), "Back", self.back)
        self.button(pygame.Rect(self.px(203), by, self.px(127), self.px(46)), "Rules",
                    self.open_rules)
        self.button(pygame.Rect(w - self.px(60) - self.px(220), by, self.px(220), self.px(50)),
                    "Start game", self.start, object_id="#primary")

    def _options_height(self, inner_w: int) -> int:
        """How tall the options are with their help under them (see _build_options)."""
        height = self.px(4)
        for opt in self.game.options:
            height += self.px(44)
            if opt.help:
                lines = textr.wrap(opt.help, "sans", self.px(13), inner_w - self.px(170))
                height += len(lines) * round(self.px(13) * 1.3) + self.px(4)
        return height

    def _build_options(self, x0: int, y: int, inner_w: int, helps: bool = True) -> int:
        """The game's options in a grid: their labels in one column, every control (a box
        to tick, a list to choose from) in the next, the help under each label (or, when
        `helps` is False, in a tooltip on it)."""
        self.label(pygame.Rect(x0, y, self.px(160), self.px(30)), "Options", object_id="#left")
        ox = x0 + self.px(170)
        font = textr.font("sans", self.px(16))
        label_w = max(font.size(opt.label)[0] for opt in self.game.options) + self.px(24)
        label_w = min(label_w, inner_w - self.px(170) - self.px(240))
        cx = ox + label_w
        self.option_labels = []
        for opt in self.game.options:
            self.option_labels.append(self.label(pygame.Rect(ox, y, label_w, self.px(36)),
                                                 opt.label, object_id="#left"))
            if not opt.choices:
                widget = self.add(pygame_gui.elements.UICheckBox(
                    pygame.Rect(cx, y + self.px(6), self.px(24), self.px(24)), "",
                    manager=self.app.gui, initial_state=bool(self.options[opt.key]),
                    tool_tip_text=opt.help or None))
            else:
                labels = [opt.label_of(c) for c in opt.choices]
                widget = self.add(pygame_gui.elements.UIDropDownMenu(
                    labels, opt.label_of(self.options[opt.key]),
                    pygame.Rect(cx, y, self.px(220), self.px(36)), manager=self.app.gui))
            self.option_widgets[opt.key] = widget
            y += self.px(38)
            if opt.help and not helps:
                self.option_labels[-1].set_tooltip(opt.help)
            elif opt.help:
                rect = pygame.Rect(ox, y, inner_w - self.px(170), self.px(40))
                lines = textr.wrap(opt.help, "sans", self.px(13), rect.w)
                rect.h = len(lines) * round(self.px(13) * 1.3)
                self.help_texts.append((rect, opt.help))
                y += rect.h + self.px(4)
            y += self.px(6)
        return y + self.px(4)

    def on_gui(self, event) -> None:
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element in self.kinds:
            self._name_for_kind(self.kinds.index(event.ui_element), event.text)
            return
        super().on_gui(event)

    def _name_for_kind(self, i: int, label: str) -> None:
        """A seat switched between human and computer keeps a name the player typed, but
        a default name follows the kind: a new human is "Player 2", not "Computer 1"."""
        kind = next((k for lb, k, _ in SEAT_KINDS if lb == label), None)
        entry = self.entries[i]
        name = entry.get_text().strip()
        if kind == HUMAN and (not name or DEFAULT_COMPUTER.fullmatch(name)):
            entry.set_text(self._free_name("Player", i + 1))
        elif kind == COMPUTER and (not name or DEFAULT_HUMAN.fullmatch(name)):
            computers = sum(1 for k in self.kinds[:i] if _kind_of(k) == COMPUTER)
            entry.set_text(self._free_name("Computer", computers + 1))

    def _free_name(self, word: str, number: int) -> str:
        taken = {e.get_text().strip() for e in self.entries}
        while f"{word} {number}" in taken:
            number += 1
        return f"{word} {number}"

    def _collect(self) -> None:
        """Read the widgets back into seats, options and seed (before a rebuild)."""
        for i, (entry, kinds) in enumerate(zip(self.entries, self.kinds)):
            label = kinds.selected_option
            if isinstance(label, tuple):
                label = label[0]
            _, kind, level = next(k for k in SEAT_KINDS if k[0] == label)
            self.seats[i] = Seat(entry.get_text().strip(), kind, level)
        for opt in self.game.options:
            widget = self.option_widgets.get(opt.key)
            if widget is None:
                continue
            if not opt.choices:
                self.options[opt.key] = bool(widget.get_state())
            else:
                label = widget.selected_option
                if isinstance(label, tuple):
                    label = label[0]
                self.options[opt.key] = next(c for c in opt.choices if opt.label_of(c) == label)
        if self.seed_entry is not None:
            self.seed_text = self.seed_entry.get_text().strip()
        if self.practice_box is not None:
            self.practice = bool(self.practice_box.get_state())

    def set_players(self, n: int) -> None:
        self._collect()
        self.players = n
        self.clear()
        self.build()

    def open_rules(self) -> None:
        from ui.scenes.rules import RulesScene

        self._collect()
        self.app.push(RulesScene(self.app, self.game.id))

    def on_exit(self) -> None:
        if self.active:
            self._collect()
        super().on_exit()

    def start(self) -> None:
        self._collect()
        seats = self.seats[: self.players]
        for i, seat in enumerate(seats):
            problem = seat.problem()
            if problem:
                self.error = f"Seat {i + 1}: {problem}."
                self.app.audio.play("error")
                return
        seed = int(self.seed_text) if self.seed_text else None
        save_last_setup(self.game.id, {
            "players": self.players, "options": self.options, "practice": self.practice,
            "seats": [{"name": s.name, "kind": s.kind, "level": s.level} for s in self.seats],
        })
        from ui.scenes.table import TableScene

        try:
            table = TableScene.from_start(self.app, ("new", self.game, self.players, seats,
                                                     dict(self.options), seed, self.practice))
        except ValueError as e:
            self.error = str(e)
            self.app.audio.play("error")
            return
        self.app.replace(table)

    # -- drawing ----------------------------------------------------------------------------

    def draw(self, surface) -> None:
        draw_backdrop(surface)
        w, h = surface.get_size()
        textr.blit_text(surface, "New game", "serif_bold", self.px(44), theme.GOLD,
                        (self.px(60), self.px(34)))
        panel = self.panel_rect()
        surface.blit(rounded_rect(panel.w, panel.h, self.px(16), (26, 28, 42, 200),
                                  (80, 74, 58), 1), panel)
        cw = self.px(270)
        card = game_card_face(self.game.id, cw, int(cw * 1.5), None)
        surface.blit(card, (self.px(60), self.px(120)))
        tip_rect = pygame.Rect(self.px(60), self.px(120) + card.get_height() + self.px(14), cw,
                               self.px(90))
        textr.blit_wrapped(surface, KIND_TIPS, "sans", self.px(13), theme.TEXT_DIM, tip_rect)
        for rect, help_text in self.help_texts:
            textr.blit_wrapped(surface, help_text, "sans", self.px(13), theme.TEXT_DIM, rect,
                               1.3)
        if self.error:
            textr.blit_text(surface, self.error, "sans_bold", self.px(16), theme.BAD,
                            (w - self.px(60), h - self.px(124)), "topright")
