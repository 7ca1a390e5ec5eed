"""A game in progress: its seats, seed, state and the one action log.

The log of `(seat, action)` drives everything: the save file is the log, loading
replays it, undo truncates it and replays, and the events of every entry are kept so
each viewer can be handed exactly the version of each event it may see.

Chance steps (shuffles, dice) are drawn from `random.Random(f"{seed}:chance:{k}")` for
the k-th chance step, so the same seed gives the same deals whatever the players do
(duplicate play), and a replay never depends on anything but the log. The seed is the
game's *deal number*: the same number with the same seats is the same deal, and
"play it from another seat" keeps it while the seats change.

A *practice* game (`practice=True`, chosen on the new-game screen) lets a human take back
any number of moves, computers' and chance steps included: each undo goes back to that
human's previous decision. It is saved as such and left out of the statistics.
`hints_used` counts the hints its humans asked for (the statistics read it).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from engine.core import CHANCE, Action, Event, Game, IllegalAction, State

HUMAN = "human"
COMPUTER = "ai"
AI_LEVELS = ("random", "easy", "normal", "hard")
# What a solo player expects of a computer seat no one set a level for.
DEFAULT_LEVEL = "normal"
NAME_LIMIT = 24
SEED_LIMIT = 2**63  # seeds are whole numbers with abs(seed) < SEED_LIMIT


def chance_rng_for(seed: int, step: int) -> random.Random:
    """The random numbers of a match's `step`-th chance step (counted from 0)."""
    return random.Random(f"{seed}:chance:{step}")


def seed_problem(seed: object) -> str | None:
    """Why `seed` cannot seed a match, or None."""
    if isinstance(seed, bool) or not isinstance(seed, int):
        return f"the seed must be a whole number, not {seed!r}"
    if not -SEED_LIMIT < seed < SEED_LIMIT:
        return "the seed must be a whole number below 2**63 in size"
    return None


@dataclass(frozen=True)
class Seat:
    """Who sits in a seat: a human, or a computer player of some level."""

    name: str
    kind: str = HUMAN
    level: str = ""

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN

    @property
    def spec(self) -> str:
        return HUMAN if self.is_human else f"{COMPUTER}:{self.level}"

    @staticmethod
    def parse(spec: str, name: str) -> Seat:
        """'human', 'ai' or 'ai:LEVEL' (LEVEL one of AI_LEVELS); ValueError otherwise."""
        spec = spec.strip().lower()
        if spec == HUMAN:
            return Seat(name, HUMAN)
        kind, _, level = spec.partition(":")
        if kind in (COMPUTER, "computer", "cpu"):
            level = level or DEFAULT_LEVEL
            if level in AI_LEVELS:
                return Seat(name, COMPUTER, level)
        levels = ", ".join(f"ai:{lv}" for lv in AI_LEVELS)
        raise ValueError(f"a seat is 'human' or one of {levels}, not {spec!r}")

    def problem(self) -> str | None:
        if not isinstance(self.name, str) or not self.name.strip():
            return "every seat needs a name"
        if len(self.name) > NAME_LIMIT:
            return (f"the name {self.name[:NAME_LIMIT]!r}... is longer than {NAME_LIMIT} "
                    "characters")
        if not self.name.isprintable():
            return f"the name {self.name!r} holds a control character (a tab, a newline...)"
        if self.kind == HUMAN:
            return None if self.level == "" else "a human seat has no level"
        if self.kind == COMPUTER and self.level in AI_LEVELS:
            return None
        return f"unknown seat kind {self.kind!r}/{self.level!r}"


def default_seats(num_players: int, humans: int = 1, level: str = DEFAULT_LEVEL) -> list[Seat]:
    seats = []
    for i in range(num_players):
        if i < humans:
            seats.append(Seat(f"Player {i + 1}", HUMAN))
        else:
            seats.append(Seat(f"Computer {i + 1 - humans}" if humans else f"Computer {i + 1}",
                              COMPUTER, level))
    return seats


@dataclass
class LogEntry:
    seat: int  # CHANCE for a chance step
    action: Action
    events: list[Event] = field(default_factory=list)


class Match:
    """One game being played: seats, seed, state, log, autosave and undo."""

    def __init__(self, game: Game, num_players: int, seats: list[Seat],
                 options: dict | None = None, seed: int = 0,
                 save_path: Path | None = None, practice: bool = False):
        self.game = game
        self.options = game.check_new(num_players, options)
        if len(seats) != num_players:
            raise ValueError(f"{num_players} players need {num_players} seats, "
                             f"not {len(seats)}")
        for seat in seats:
            problem = seat.problem()
            if problem:
                raise ValueError(problem)
        problem = seed_problem(seed)
        if problem:
            raise ValueError(problem)
        if type(practice) is not bool:
            raise ValueError(f"practice must be true or false, not {practice!r}")
        self.num_players = num_players
        self.seats = list(seats)
        self.seed = seed
        self.practice = practice
        self.hints_used = 0
        self.state: State = game.new_state(num_players, self.options)
        self.log: list[LogEntry] = []
        self.save_path = save_path
        self.on_saved: Callable[[Path], None] | None = None
        self.save_error: str | None = None
        self.saver = None  # engine.autosave.BackgroundSaver: autosave off the main thread

    # -- reading --------------------------------------------------------------------

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    @property
    def deal_number(self) -> int:
        """The number that deals this game's cards again (its seed)."""
        return self.seed

    def to_move(self) -> int:
        return self.state.to_move()

    def is_over(self) -> bool:
        return self.state.is_over()

    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_human]

    def view(self, seat: int | None):
        return self.state.view(seat)

    def events_for(self, viewer: int | None, start: int = 0) -> list[tuple[int, Event]]:
        """(log index, event) for every event from entry `start` on, as `viewer` sees it."""
        out = []
        for index in range(start, len(self.log)):
            for event in self.log[index].events:
                seen = event.for_viewer(viewer)
                if seen is not None:
                    out.append((index, seen))
        return out

    def log_lines(self, viewer: int | None, start: int = 0) -> list[str]:
        names = self.names
        lines = (event.describe(names) for _, event in self.events_for(viewer, start))
        return [line for line in lines if line]

    # -- playing --------------------------------------------------------------------

    def chance_rng(self) -> random.Random:
        return chance_rng_for(self.seed, sum(1 for entry in self.log if entry.seat == CHANCE))

    def play(self, action: Action, seat: int | None = None) -> LogEntry:
        """Apply `action` for the seat to move (raises IllegalAction, changing nothing)."""
        mover = self.state.to_move()
        if seat is not None and seat != mover:
            who = "the dealer" if mover == CHANCE else self.seats[mover].name
            raise IllegalAction(f"it is {who}'s turn, not {self.seats[seat].name}'s")
        events = self.state.apply(action)
        entry = LogEntry(mover, action, events)
        self.log.append(entry)
        self.autosave()
        return entry

    def advance_chance(self) -> LogEntry | None:
        """Draw and apply the chance step if one is due."""
        if self.state.is_over() or self.state.to_move() != CHANCE:
            return None
        return self.play(self.state.chance_action(self.chance_rng()))

    def run_chance(self) -> list[LogEntry]:
        entries = []
        while (entry := self.advance_chance()) is not None:
            entries.append(entry)
        return entries

    # -- undo -----------------------------------------------------------------------

    def undo_target(self, seat: int) -> int | None:
        """The log length undo would go back to for `seat`: just before its last
        decision, if no chance step and no reveal of hidden information to `seat`
        lies since (in a practice game, whatever lies since). None when undo is not
        possible."""
        if self.practice:
            return self._last_decision(seat)
        for index in range(len(self.log) - 1, -1, -1):
            entry = self.log[index]
            if entry.seat == CHANCE:
                return None
            if any(event.reveals_to(seat) for event in entry.events):
                return None
            if entry.seat == seat:
                return index
        return None

    def _last_decision(self, seat: int) -> int | None:
        """The index of `seat`'s last entry in the log (practice undo goes back there)."""
        for index in range(len(self.log) - 1, -1, -1):
            if self.log[index].seat == seat:
                return index
        return None

    def would_be_undoable(self, seat: int, action: Action) -> bool:
        """Whether `seat` could take `action` back right after taking it."""
        if self.practice:  # anything but the move that ends the game
            trial = self.state.clone()
            trial.apply(action)
            return not trial.is_over()
        return self._trial(seat, action) is not None

    def undo_closed_by(self, seat: int, action: Action) -> int | None:
        """After `seat` takes `action` (which it could take back at once): the seat whose
        next move will end that chance, because every move open to it then shows `seat`
        something hidden (a card played from a hand) or is followed by a shuffle. None when
        the chance lasts beyond that seat's move, or there is no such chance at all."""
        if self.practice:
            return None  # practice: every move can be taken back, for good
        trial = self._trial(seat, action)
        if trial is None:
            return None
        mover = trial.to_move()
        if mover == seat:
            return None
        for reply in trial.legal_actions():
            after = trial.clone()
            events = after.apply(reply)
            if not (after.is_over() or after.to_move() == CHANCE
                    or any(event.reveals_to(seat) for event in events)):
                return None
        return mover

    def _trial(self, seat: int, action: Action) -> State | None:
        """The state after `action` if `seat` could take it back at once, else None."""
        trial = self.state.clone()
        events = trial.apply(action)
        if trial.is_over() or trial.to_move() == CHANCE:
            return None
        if any(event.reveals_to(seat) for event in events):
            return None
        return trial

    def undo(self, seat: int) -> bool:
        target = self.undo_target(seat)
        if target is None:
            return False
        self.rewind(target)
        return True

    def rewind(self, length: int) -> None:
        """Keep the first `length` log entries and rebuild the state from them."""
        kept = self.log[:length]
        self.state = self.game.new_state(self.num_players, self.options)
        for entry in kept:
            self.state.apply(entry.action)
        self.log = kept
        self.autosave()

    # -- saving ---------------------------------------------------------------------

    def autosave(self) -> None:
        """Save to `save_path` (if any): at once, or through `saver` (an
        engine.autosave.BackgroundSaver: off the main thread, one move at a time)."""
        if self.save_path is None:
            return
        if self.saver is not None:
            self.saver.submit(self)
            return
        self.write_save(self, self.save_path)

    def write_save(self, source, path: Path) -> None:
        """Write `source` (this match, or a snapshot of it) to `path`."""
        from engine import savefile

        try:
            savefile.write(source, path)
            self.save_error = None
        except OSError as e:
            # The game goes on; the last good file stays where it was.
            self.save_error = f"could not save to {path}: {e.strerror or e}"
            return
        if self.on_saved:
            self.on_saved(path)

    def flush_saves(self) -> None:
        """Return once every move played so far is on disk (or its write failed)."""
        if self.saver is not None:
            self.saver.flush()
