"""Choosing and placing: the targets built from the legal actions, the chosen card and
its lit cells, clicks, drag and drop, and the keys.

Click a card of your hand (or Left/Right and Enter): the cells where it may go light
up; click one (or drag the card onto it) to place it. (Opening a battle, the centre is
the only cell: a click on a card places it there.) A card that fits nowhere is dimmed;
clicking it, or an unlit cell while a card is chosen, tells which side does not match
(the engine's why_illegal, naming sides as you hold the card). After a retreat, a
click on a card discards it face down. Cells are offered to the keys in the order you
see them, from your upper left.
"""

from __future__ import annotations

import math

import pygame

from games.fools_field import rules as R
from games.fools_field.cards import CENTRE, NEIGHBOURS, cell_name, seen_cell
from ui import theme
from ui.tables.base import Target
from ui.tables.fools_field.model import Drag, FieldTarget


class FieldHand:
    """Choices and input (a mixin of FoolsFieldTable)."""

    # -- choices ------------------------------------------------------------------------------

    def set_choices(self, legal) -> None:
        super().set_choices(legal)
        for s in self.sprites.values():
            s.dimmed = False
            s.glow = None
        self.drag = None
        v = self.view
        if legal is None or v is None:
            self.selected = None
            self.deploys = {}
            self.focus_cells = False
            self.focus = None
            self.hovered = None
            return
        self._geometry()
        deploys: dict[int, dict[int, R.Deploy]] = {}
        for a in legal:
            if isinstance(a, R.Deploy):
                deploys.setdefault(a.card, {})[a.cell] = a
        self.deploys = deploys
        if v.phase == "play":
            opening = all(c < 0 for c in v.field)
            if self.selected not in deploys or opening:
                self.selected = None
                self.focus_cells = False
            for c in v.hand:
                s = self.sprites.get(("c", c))
                if s is None:
                    continue
                cells = deploys.get(c)
                if cells and opening:  # the only cell is the centre: a click places it
                    self.targets.append(FieldTarget(cells[min(cells)], sprite=s, kind="open",
                                                    card=c))
                elif cells:
                    self.targets.append(FieldTarget(cells[min(cells)], sprite=s, kind="card",
                                                    card=c))
                else:
                    s.dimmed = True
                    self.targets.append(FieldTarget(None, sprite=s, kind="card", card=c,
                                                    candidate=self._candidate(c)))
            self._cell_targets()
        elif v.phase == "discard":
            self.selected = None
            chosen = {a: a for a in legal}
            for c in v.hand:
                s = self.sprites.get(("c", c))
                if s is None:
                    continue
                a = chosen.get(R.Discard(c))
                self.targets.append(FieldTarget(a, sprite=s, kind="discard", card=c,
                                                candidate=None if a else R.Discard(c)))
        else:
            self.selected = None
        if self.hovered is not None and self.hovered not in self.targets:
            self.hovered = None

    def cells_seen(self) -> list[int]:
        """The cells (in the table's frame) in the order the bottom seat sees them: row
        by row from its upper left."""
        bottom = self.bottom_seat()
        return [seen_cell(spot, bottom) for spot in range(9)]

    def _cell_targets(self) -> None:
        self.targets = [t for t in self.targets if t.kind != "cell"]
        sel = self.selected
        lit = self.deploys.get(sel, {}) if sel is not None else {}
        for cell in self.cells_seen():
            action = lit.get(cell)
            candidate = R.Deploy(sel, cell) if sel is not None and action is None else None
            self.targets.append(FieldTarget(action, rect=self.cell_rect(cell), kind="cell",
                                            cell=cell, candidate=candidate, layer=50))

    def _candidate(self, card: int) -> R.Deploy:
        """The Deploy whose refusal explains why `card` fits nowhere: to the first open
        cell (one that touches the field) as the viewer reads the grid."""
        field = self.view.field
        if all(c < 0 for c in field):
            return R.Deploy(card, CENTRE)
        for cell in self.cells_seen():
            if field[cell] < 0 and any(field[o] >= 0 for o, _ in NEIGHBOURS[cell]):
                return R.Deploy(card, cell)
        return R.Deploy(card, CENTRE)

    def select(self, card: int | None) -> None:
        """Choose a card of the hand (client-side): its cells light up."""
        if card is not None and card not in self.deploys:
            card = None
        if card != self.selected:
            self.selected = card
            self._cell_targets()
            if card is not None:
                self.sound("token")

    def lit_cells(self) -> list[int]:
        if self.selected is None or self.legal is None:
            return []
        return sorted(self.deploys.get(self.selected, {}))

    def _explain(self, candidate, sprite=None, prefix: str = "") -> None:
        self.host.explain(candidate, sprite)
        if prefix and self.host.message:
            message = self.host.message
            self.host.message = f"{prefix} {message[0].lower()}{message[1:]}"

    def _explain_card(self, target: FieldTarget) -> None:
        v = self.view
        cand = target.candidate
        if v is not None and v.phase == "play" and isinstance(cand, R.Deploy):
            if all(c >= 0 for c in v.field):
                self.host.explain(cand, target.sprite)
                self.host.message = "The field is full: you must retreat."
                return
            if any(c >= 0 for c in v.field):
                where = cell_name(cand.cell, self.bottom_seat())
                self._explain(cand, target.sprite, f"At the {where},")
                return
        self.host.explain(cand, target.sprite)

    def activate(self, target: Target):
        kind = getattr(target, "kind", "")
        if kind == "card":
            if target.action is None:
                self.select(None)
                self._explain_card(target)
                return None
            self.select(None if self.selected == target.card else target.card)
            return None
        if kind == "cell":
            if target.action is not None:
                return target.action
            if target.candidate is not None:
                self._explain(target.candidate, self.sprites.get(("c", self.selected)))
            elif self.view is not None and self.view.phase == "play":
                self.host.say("First choose a card of your hand: the cells where it may go "
                              "light up.")
            return None
        return super().activate(target)

    # -- input ----------------------------------------------------------------------------------

    def cell_at(self, pos) -> int | None:
        for cell in range(9):
            if self.cell_rect(cell).collidepoint(pos):
                return cell
        return None

    def handle(self, event: pygame.event.Event):
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if self.legal is None:
            return None
        playing = self.view is not None and self.view.phase == "play"
        if event.type == pygame.MOUSEMOTION:
            d = self.drag
            if d is not None and not getattr(event, "buttons", (1,))[0]:
                # the button was let go where we did not hear it (outside the window)
                self.drag = None
                if d.dragging:
                    self._send_home(d.card)
                d = None
            if d is not None:
                if not d.dragging and math.dist(event.pos, d.start) > self.px(8):
                    d.dragging = True
                if d.dragging:
                    s = self.sprites.get(("c", d.card))
                    if s is not None:
                        s.x, s.y = event.pos[0] + d.offset[0], event.pos[1] + d.offset[1]
                        s.z = 2000
                        s.lift = 0.0
                return None
            self.hovered = self.target_at(event.pos)
            if self.hovered is not None:
                enabled = self._key_targets()
                self.focus = enabled.index(self.hovered) if self.hovered in enabled else None
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            target = self.target_at(event.pos)
            if target is None:
                if playing and self.selected is not None and \
                        not self.mat_rect().collidepoint(event.pos):
                    self.select(None)
                return None
            if playing and target.kind == "card" and target.action is not None:
                s = target.sprite
                was = self.selected == target.card
                self.select(target.card)
                self.focus_cells = False
                drawn_y = s.y - s.lift * s.h * 0.14
                self.drag = Drag(target.card, event.pos,
                                 (s.x - event.pos[0], drawn_y - event.pos[1]), was)
                return None
            return self.activate(target)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag is not None:
            d = self.drag
            self.drag = None
            if not d.dragging:
                if d.was_selected:
                    self.select(None)
                return None
            cell = self.cell_at(event.pos)
            action = self.deploys.get(d.card, {}).get(cell) if cell is not None else None
            if action is not None:
                return action
            self._send_home(d.card)
            if cell is not None:
                self._explain(R.Deploy(d.card, cell), self.sprites.get(("c", d.card)))
            return None
        if event.type == pygame.KEYDOWN:
            return self._key(event.key)
        return None

    def key_targets(self) -> list[Target]:
        return self._key_targets()

    def _key_targets(self) -> list[Target]:
        """What Left/Right move among: the lit cells while choosing a cell, else the
        choosable cards."""
        if self.focus_cells:
            return [t for t in self.targets if t.kind == "cell" and t.action is not None]
        return [t for t in self.targets if t.kind != "cell" and t.action is not None]

    def _key(self, key: int):
        playing = self.view is not None and self.view.phase == "play"
        if playing and key in (pygame.K_DOWN,) and self.focus_cells:
            self.focus_cells = False
            card = self.selected
            self.select(None)
            cards = self._key_targets()
            self.focus = next((i for i, t in enumerate(cards) if t.card == card), None)
            self.hovered = cards[self.focus] if self.focus is not None else None
            return None
        enabled = self._key_targets()
        if not enabled:
            return None
        if key in (pygame.K_RIGHT, pygame.K_TAB, pygame.K_DOWN, pygame.K_LEFT, pygame.K_UP):
            step = 1 if key in (pygame.K_RIGHT, pygame.K_TAB, pygame.K_DOWN) else -1
            if self.focus is None or self.focus >= len(enabled):
                self.focus = 0 if step > 0 else len(enabled) - 1
            else:
                self.focus = (self.focus + step) % len(enabled)
            self.hovered = enabled[self.focus]
            return None
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.focus is None or self.focus >= len(enabled):
                return None
            target = enabled[self.focus]
            if playing and target.kind == "card":
                self.select(target.card)
                self.focus_cells = True
                cells = self._key_targets()
                self.focus = 0 if cells else None
                self.hovered = cells[0] if cells else None
                return None
            return self.activate(target)
        return None

    def _send_home(self, card: int) -> None:
        """A dragged card not placed glides back to its place in the hand."""
        s = self.sprites.get(("c", card))
        if s is None or self.board is None:
            return
        p = self.places(self.board).get(("c", card))
        if p is not None:
            self.returning[("c", card)] = (p.x, p.y, p.z)

    def update(self, dt: float) -> None:
        self.t += dt
        if self.callouts:
            self.callouts = [c for c in self.callouts if c[2] > self.t]
        for s in self.sprites.values():
            s.update(dt)
        for key, (x, y, z) in list(self.returning.items()):
            s = self.sprites.get(key)
            if s is None:
                del self.returning[key]
                continue
            k = min(1.0, dt * 14)
            s.x += (x - s.x) * k
            s.y += (y - s.y) * k
            if abs(s.x - x) < 0.5 and abs(s.y - y) < 0.5:
                s.x, s.y, s.z = x, y, z
                del self.returning[key]
        hovered = self.hovered if self.legal is not None else None
        wants: dict = {}
        if self.legal is not None:
            for target in self.targets:
                if target.sprite is None:
                    continue
                if target.action is None:
                    want = 0.0
                elif target is hovered or (target.kind == "card" and
                                           target.card == self.selected):
                    want = 1.0
                else:
                    want = 0.4
                wants[id(target.sprite)] = want
        dragged = ("c", self.drag.card) if self.drag is not None and self.drag.dragging else None
        for key, s in self.sprites.items():
            if key == dragged:
                continue
            want = wants.get(id(s), 0.0)
            if s.lift != want:
                s.lift += (want - s.lift) * min(1.0, dt * 16)
                if abs(s.lift - want) < 0.01:
                    s.lift = want
        sel = ("c", self.selected) if self.selected is not None and self.legal is not None \
            else None
        for key, s in self.sprites.items():
            glow = theme.GOLD if key == sel else None
            if s.glow != glow:
                s.glow = glow

