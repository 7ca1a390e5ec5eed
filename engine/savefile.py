"""Versioned JSON save files (DESIGN.md section 3). Never pickle.

A save file is
    {"format", "game", "rules_version", "num_players", "options", "seats", "seed", "log",
     "practice", "hints"}
where `log` is a list of `[seat, action]` (seat -1 for a chance step), `seed` is the deal
number, `practice` says the game is a practice game (undo without limit, no statistics)
and `hints` counts the hints asked for. Format 1 (before practice games) had neither of
the last two: such a file still loads, as a game that is not practice with no hints. Loading checks
every field, then replays the log through `State.apply`; anything wrong is refused with
a `SaveError` that says what, and nothing is changed. Every chance step must be the one
the seed gives at that point (`Match.chance_rng`), so an edited shuffle or seed cannot
rewrite a hand, and "the same seed deals the same cards" stays true; a key given twice
in one object is refused rather than letting the last one win.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from engine import actions
from engine.core import CHANCE, Game, IllegalAction
from engine.match import LogEntry, Match, Seat, chance_rng_for, seed_problem
from engine.paths import write_atomic

FORMAT = 2
FIELDS_V1 = ("format", "game", "rules_version", "num_players", "options", "seats", "seed",
             "log")
FIELDS = (*FIELDS_V1, "practice", "hints")
FIELDS_OF = {1: FIELDS_V1, 2: FIELDS}  # the fields each format has, all of them required
HINTS_LIMIT = 10**9


class DuplicateKey(ValueError):
    """A JSON object that names the same key twice (json keeps the last one silently)."""

    def __init__(self, key: str):
        super().__init__(key)
        self.key = key


def _object_without_duplicates(pairs: list[tuple[str, Any]]) -> dict:
    data = dict(pairs)
    if len(data) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise DuplicateKey(key)
            seen.add(key)
    return data


class SaveError(ValueError):
    """A save file that cannot be loaded; str(e) says which file and why, in a sentence,
    and `reason` says why without naming the file (for a list of files)."""

    def __init__(self, message: str, reason: str | None = None):
        super().__init__(message)
        self.reason = reason or message


def to_data(match: Match) -> dict:
    return {
        "format": FORMAT,
        "game": match.game.id,
        "rules_version": match.game.rules_version,
        "num_players": match.num_players,
        "options": dict(match.options),
        "seats": [{"name": s.name, "kind": s.kind, "level": s.level} for s in match.seats],
        "seed": match.seed,
        "log": [[entry.seat, actions.to_json(entry.action)] for entry in match.log],
        "practice": match.practice,
        "hints": match.hints_used,
    }


def dumps(match: Match) -> str:
    return json.dumps(to_data(match), ensure_ascii=False, separators=(",", ":"))


def write(match: Match, path: Path) -> None:
    write_atomic(Path(path), dumps(match))


def load(path: Path | str, registry: Mapping[str, Game], save_path: Path | None = None) -> Match:
    """Read and replay a save file; SaveError says what is wrong with it."""
    path = Path(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise SaveError(f"there is no save file at {path}", "the file is gone") from None
    except IsADirectoryError:
        raise SaveError(f"{path} is a folder, not a save file", "it is a folder") from None
    except OSError as e:
        reason = f"it cannot be read: {e.strerror or e}"
        raise SaveError(f"cannot read {path}: {e.strerror or e}", reason) from None
    return loads(raw, registry, save_path=save_path, source=str(path))


def loads(raw: bytes | str, registry: Mapping[str, Game], save_path: Path | None = None,
          source: str = "the save file") -> Match:
    def fail(phrase: str) -> SaveError:
        return SaveError(f"{source} {phrase}", f"the file {phrase}")

    if isinstance(raw, bytes):
        try:
            raw = raw.decode("utf-8-sig")  # a byte-order mark from a text editor is fine
        except UnicodeDecodeError:
            raise fail("is not a Card Hall save file (it is not text)") from None
    raw = raw.removeprefix("\ufeff")
    if not raw.strip():
        raise fail("is empty")
    try:
        data = json.loads(raw, object_pairs_hook=_object_without_duplicates)
    except DuplicateKey as e:
        raise fail(f"is not a Card Hall save file: the field {e.key!r} is given twice "
                   "in one object") from None
    except json.JSONDecodeError as e:
        raise fail(f"is damaged or cut short: {e.msg} at line {e.lineno}, "
                   f"column {e.colno}") from None
    except RecursionError:
        raise fail("is not a Card Hall save file (its lists are nested too deeply)") from None
    except ValueError:  # the one other way json.loads fails: a number of 4300+ digits
        raise fail("is damaged: it holds a number too long to read") from None
    return from_data(data, registry, save_path=save_path, source=source)


def from_data(data: Any, registry: Mapping[str, Game], save_path: Path | None = None,
              source: str = "the save file") -> Match:
    def fail(message: str) -> SaveError:
        return SaveError(f"{source}: {message}", message)

    if not isinstance(data, dict) or "format" not in data:
        raise fail("this is not a Card Hall save file (no 'format' field)")
    fmt = data["format"]
    if not _is_int(fmt) or fmt < 1:
        raise fail(f"'format' must be a positive whole number, not {fmt!r}")
    if fmt > FORMAT:
        raise fail(f"it was written by a newer Card Hall (save format {fmt}); "
                   f"this version reads format {FORMAT}")
    fields = FIELDS_OF[fmt]
    missing = [k for k in fields if k not in data]
    if missing:
        raise fail("missing " + ", ".join(repr(k) for k in missing))
    extra = sorted(set(data) - set(fields))
    if extra:
        raise fail("unexpected field(s) " + ", ".join(repr(k) for k in extra))

    game_id = data["game"]
    if not isinstance(game_id, str) or game_id not in registry:
        known = ", ".join(sorted(registry))
        raise fail(f"unknown game {game_id!r} (this Card Hall plays: {known})")
    game = registry[game_id]
    rules_version = data["rules_version"]
    if not _is_int(rules_version):
        raise fail(f"'rules_version' must be a whole number, not {rules_version!r}")
    if rules_version > game.rules_version:
        raise fail(f"it uses newer rules of {game.title} (version {rules_version}); "
                   f"this Card Hall knows version {game.rules_version}")
    if rules_version < game.rules_version:
        raise fail(f"it uses an older version of the rules of {game.title} "
                   f"(version {rules_version}); this Card Hall plays version "
                   f"{game.rules_version}")

    num_players = data["num_players"]
    problem = game.player_count_problem(num_players)
    if problem:
        raise fail(problem)
    options = data["options"]
    if not isinstance(options, dict):
        raise fail("'options' must be an object")
    try:
        options = game.resolve_options(options)
    except ValueError as e:
        raise fail(str(e)) from None

    seats = _parse_seats(data["seats"], num_players, fail)
    seed = data["seed"]
    problem = seed_problem(seed)
    if problem:
        raise fail(f"'seed': {problem}")
    log = data["log"]
    if not isinstance(log, list):
        raise fail("'log' must be a list of moves")
    practice = data.get("practice", False)
    if type(practice) is not bool:
        raise fail(f"'practice' must be true or false, not {practice!r}")
    hints = data.get("hints", 0)
    if not _is_int(hints) or not 0 <= hints < HINTS_LIMIT:
        raise fail(f"'hints' must be a whole number from 0, not {hints!r}")

    try:
        match = Match(game, num_players, seats, options, seed=seed, save_path=None,
                      practice=practice)
    except ValueError as e:
        raise fail(str(e)) from None
    match.hints_used = hints
    classes = actions.type_table(game.action_types)
    names = [s.name for s in seats]
    chance_steps = 0
    for number, item in enumerate(log, start=1):
        if not (isinstance(item, list) and len(item) == 2 and _is_int(item[0])):
            raise fail(f"move {number} is not a [seat, action] pair")
        seat, action_data = item
        try:
            action = actions.from_json(action_data, classes)
        except (actions.CodecError, TypeError, ValueError) as e:
            raise fail(f"move {number} is not a move of {game.title}: {e}") from None
        label = _label(action)
        if match.state.is_over():
            raise fail(f"move {number} comes after the end of the game")
        mover = match.state.to_move()
        if seat != mover:
            expected = "a chance step" if mover == CHANCE else f"{names[mover]}'s move"
            raise fail(f"move {number} ({label}) should be {expected}")
        if mover == CHANCE:
            dealt = _chance_problem(match, action, chance_steps)
            if dealt is not None:
                raise fail(f"move {number} ({label}) is not the {dealt} this game's seed "
                           f"gives at chance step {chance_steps + 1}: the deal or the seed "
                           "was edited")
            chance_steps += 1
        try:
            events = match.state.apply(action)
        except IllegalAction as e:
            raise fail(f"move {number} ({label}) is not legal: {e}") from None
        except Exception as e:  # a rules bug must not crash loading: refuse the file
            raise fail(f"move {number} ({label}) could not be replayed ({e!r})") from None
        match.log.append(LogEntry(seat, action, events))
    match.save_path = save_path
    return match


def _chance_problem(match: Match, action: Any, steps_before: int) -> str | None:
    """None when `action` is the chance step the seed gives after `steps_before` chance
    steps (what `Match.advance_chance` draws); otherwise a word for what it should be."""
    try:
        expected = match.state.chance_action(chance_rng_for(match.seed, steps_before))
    except Exception:  # a rules bug must not crash loading: the replay will say what
        return None
    if type(action) is type(expected) and action == expected:
        return None
    return type(expected).__name__.lower()


def _parse_seats(value: Any, num_players: int, fail) -> list[Seat]:
    if not isinstance(value, list) or len(value) != num_players:
        raise fail(f"'seats' must list {num_players} seats")
    seats = []
    for number, item in enumerate(value, start=1):
        if not isinstance(item, dict) or set(item) != {"name", "kind", "level"}:
            raise fail(f"seat {number} must have exactly a name, a kind and a level")
        seat = Seat(item["name"], item["kind"], item["level"])
        if not all(isinstance(item[k], str) for k in ("name", "kind", "level")):
            raise fail(f"seat {number}: name, kind and level must be text")
        problem = seat.problem()
        if problem:
            raise fail(f"seat {number}: {problem}")
        seats.append(seat)
    return seats


def _label(action: Any) -> str:
    """str(action), or its repr when an edited value cannot even be named."""
    try:
        return str(action)
    except Exception:
        return repr(action)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
