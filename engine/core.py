"""The engine contract every game keeps (DESIGN.md section 2).

A game is a `Game` (one instance per game, registered in `games.REGISTRY`) that makes
`State`s. A state says who moves (`to_move`, or `CHANCE` for a shuffle or a die roll),
lists the legal actions (the one source of legality), explains why any other action is
illegal, applies an action and returns the events it caused, and gives each seat a
`View` holding only what that seat may know.

Nothing here knows about pixels, animation or the log: those belong to `ui/` and
`engine/match.py`. This package never imports pygame.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, ClassVar

CHANCE = -1
"""`State.to_move()` when the next step is a shuffle or a die roll (a chance action)."""


class IllegalAction(ValueError):
    """An action the rules forbid; `str(e)` names the rule in a player's words."""


@dataclass(frozen=True)
class Option:
    """One of a game's variants or settings, shown on the new-game screen.

    `choices` empty means a yes/no option (`default` is a bool); otherwise the value
    must be one of `choices` (ints or strings), and `labels` may name them.
    """

    key: str
    label: str
    default: bool | int | str
    choices: tuple = ()
    labels: tuple[str, ...] = ()
    help: str = ""

    def problem(self, value: Any) -> str | None:
        """Why `value` is not acceptable for this option, or None."""
        if not self.choices:
            if not isinstance(value, bool):
                return f"option {self.key!r} must be true or false, not {value!r}"
            return None
        if isinstance(value, bool) or value not in self.choices:
            allowed = ", ".join(str(c) for c in self.choices)
            return f"option {self.key!r} must be one of {allowed}, not {value!r}"
        return None

    def label_of(self, value: Any) -> str:
        if not self.choices:
            return "on" if value else "off"
        if self.labels:
            return self.labels[self.choices.index(value)]
        return str(value)


class Action:
    """Base of every action: games define small frozen dataclasses deriving from it.

    `str(action)` reads as a move ("play Red 7"); `engine.actions` turns it into JSON.
    A concession (resigning, offering a tie) is legal but never chosen by random play
    or by the AI's rollouts: `concession` marks it.
    """

    __slots__ = ()
    concession: ClassVar[bool] = False


class Event:
    """Base of every event `State.apply` returns (frozen dataclasses, JSON-able).

    An event may hold things only some seats may see. `for_viewer(seat)` gives the
    version of the event that seat may receive (or None when it sees nothing of it);
    `seat` None is a spectator who sees public facts only.
    """

    __slots__ = ()

    def for_viewer(self, viewer: int | None) -> Event | None:
        return self

    def reveals_to(self, viewer: int | None) -> bool:
        """True when this event shows `viewer` something that was hidden from it.

        Undo never goes back across such an event (DESIGN.md section 3).
        """
        return False

    def describe(self, names: list[str]) -> str:
        """One line for the game log, with seats named by `names` ("" for no line)."""
        return str(self)


@dataclass(frozen=True)
class View:
    """What one seat may know. Games subclass it with their own frozen fields.

    `seat` is None for a spectator. A view never holds a card its seat cannot see.
    """

    seat: int | None


class Game:
    """A game: its identity, player range, options, and the factory of states."""

    id: ClassVar[str] = ""
    title: ClassVar[str] = ""
    title_ja: ClassVar[str] = ""
    pitch: ClassVar[str] = ""
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    rules_version: ClassVar[int] = 1
    options: ClassVar[tuple[Option, ...]] = ()
    # Every Action and Event class of the game, for the JSON codec.
    action_types: ClassVar[tuple[type, ...]] = ()
    event_types: ClassVar[tuple[type, ...]] = ()
    view_type: ClassVar[type] = View
    # The events that close a step of the game a player thinks in, smallest first, each
    # with its word: ((TrickWon, "trick"), (RoundScored, "round")). Review steps by them;
    # "pause after each trick" waits after the first kind.
    milestones: ClassVar[tuple[tuple[type, str], ...]] = ()
    rules_text: ClassVar[str] = ""
    playable: ClassVar[bool] = True

    def new_state(self, num_players: int, options: dict | None = None) -> State:
        raise NotImplementedError

    def sample_state(self, view: View, rng: random.Random) -> State:
        """A full state agreeing with everything `view`'s seat knows (for the AI)."""
        raise NotImplementedError

    def next_game_options(self, state: State, options: dict) -> dict:
        """The options of the next game at the same table ("Play again"), after `state`:
        the same by default; a game whose rules say who starts the next game (the
        loser of the previous one, say) sets that here."""
        return dict(options)

    # -- helpers every game shares -------------------------------------------------

    def player_count_problem(self, num_players: Any) -> str | None:
        if isinstance(num_players, bool) or not isinstance(num_players, int):
            return f"the number of players must be a whole number, not {num_players!r}"
        if not self.min_players <= num_players <= self.max_players:
            if self.min_players == self.max_players:
                return f"{self.title} is for {self.min_players} players, not {num_players}"
            return (f"{self.title} is for {self.min_players}-{self.max_players} players, "
                    f"not {num_players}")
        return None

    def resolve_options(self, options: dict | None) -> dict:
        """The options with defaults filled in; ValueError names an unknown or bad one."""
        options = dict(options or {})
        known = {o.key: o for o in self.options}
        for key in options:
            if key not in known:
                names = ", ".join(known) or "none"
                raise ValueError(f"{self.title} has no option {key!r} (its options: {names})")
        resolved = {}
        for key, opt in known.items():
            value = options.get(key, opt.default)
            problem = opt.problem(value)
            if problem:
                raise ValueError(problem)
            resolved[key] = value
        return resolved

    def check_new(self, num_players: int, options: dict | None) -> dict:
        """Validate a new game's player count and options; return the resolved options."""
        problem = self.player_count_problem(num_players)
        if problem:
            raise ValueError(problem)
        return self.resolve_options(options)

    def __repr__(self) -> str:
        return f"<Game {self.id}>"


class State:
    """One position of a game. Subclasses use `__slots__` and plain ints for speed."""

    # Every state has `game` (its Game) and `num_players` (an int), in its own slots. They
    # are not annotated here: Cython refuses class annotations beside engine/core.pxd.
    __slots__ = ()

    def to_move(self) -> int:
        raise NotImplementedError

    def is_over(self) -> bool:
        raise NotImplementedError

    def legal_actions(self) -> list:
        raise NotImplementedError

    def why_illegal(self, action: Any) -> str | None:
        """None exactly when `action` is legal; otherwise the rule, in words."""
        raise NotImplementedError

    def chance_action(self, rng: random.Random) -> Action:
        raise NotImplementedError

    def apply(self, action: Any) -> list[Event]:
        reason = self.why_illegal(action)
        if reason is not None:
            raise IllegalAction(reason)
        return self._apply(action)

    def _apply(self, action: Any) -> list[Event]:
        """Apply an action already known to be legal."""
        raise NotImplementedError

    def scores(self) -> list[float]:
        raise NotImplementedError

    def winners(self) -> list[int]:
        raise NotImplementedError

    def view(self, seat: int | None) -> View:
        raise NotImplementedError

    def clone(self) -> State:
        raise NotImplementedError


def check_viewer(seat, num_players: int) -> int | None:
    """`seat` if it may be given a view at a table of `num_players`: a seat index, or None
    for a spectator. Anything else (a seat outside the table, a bool, a string) raises a
    ValueError naming it, so no caller can ever be handed a hand by mistake."""
    if seat is None:
        return None
    if type(seat) is not int or not 0 <= seat < num_players:
        raise ValueError(f"there is no seat {seat!r} at this table of {num_players} players "
                         "(a view is for a seat 0-{} or None for a spectator)"
                         .format(num_players - 1))
    return seat


def playable_actions(actions: list) -> list:
    """The actions a computer player considers: concessions only when nothing else is legal."""
    kept = [a for a in actions if not a.concession]
    return kept or actions


def max_score_winners(scores: list[float]) -> list[int]:
    """The seats sharing the highest score (ties share the victory)."""
    best = max(scores)
    return [seat for seat, score in enumerate(scores) if score == best]
