"""Save files as the load screen sees them: what each holds (game, players, deal,
progress, date), the autosave slots, and renaming and deleting a save with the review's
cache beside it (`<save>.review.json`, engine.review.sidecar_path). No pygame here.

A file that cannot be loaded is described with the reason and never changed, unless the
player renames or deletes it.
"""

from __future__ import annotations

import contextlib
import os
import time
from dataclasses import dataclass, field
from pathlib import Path

from engine import savefile
from engine.core import CHANCE
from engine.paths import autosave_path, saves_dir
from engine.review import is_sidecar, sidecar_path
from games import REGISTRY


@dataclass
class SaveInfo:
    path: Path
    modified: float
    game_id: str = ""
    game_title: str = ""
    players: str = ""
    seats: list[str] = field(default_factory=list)  # "Ann", "Computer 1 (Normal)"
    moves: int = 0
    over: bool = False
    seed: int | None = None
    progress: str = ""      # "Round 2 · 37 moves", "finished · 143 moves"
    result: str = ""        # "Ann won" once finished
    phase: str = ""         # the part of the rules in force now
    scores: str = ""
    options: str = ""
    problem: str | None = None

    @property
    def name(self) -> str:
        """The file's name without .json: what the player renames."""
        return self.path.name[:-5] if self.path.name.lower().endswith(".json") \
            else self.path.name

    @property
    def when(self) -> str:
        return time.strftime("%d %b %Y, %H:%M", time.localtime(self.modified))

    @property
    def summary(self) -> str:
        """One line naming the file (so two saves of the same game never look alike)."""
        if self.problem:
            return f"{self.path.name} \u00b7 cannot be loaded: {self.problem}"
        return (f"{self.path.name} \u00b7 {self.game_title} \u00b7 {self.players} \u00b7 "
                f"deal {self.seed} \u00b7 {self.progress} \u00b7 {self.when}")

    @property
    def short(self) -> str:
        """The game and its state, for the menu's Continue line."""
        when = time.strftime("%d %b %H:%M", time.localtime(self.modified))
        return f"{self.game_title} \u00b7 {self.players} \u00b7 {self.progress} \u00b7 {when}"


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:  # gone meanwhile
        return 0.0


def progress_of(match) -> str:
    """How far a game went: its round (tournament, turn; the battle in a game of one
    round) from the game's milestones, and the moves made; "finished" at its end."""
    moves = sum(1 for entry in match.log if entry.seat != CHANCE)
    moves_s = f"{moves} move{'s' if moves != 1 else ''}"
    if match.is_over():
        return f"finished \u00b7 {moves_s}"
    milestones = getattr(match.game, "milestones", ())
    if not milestones:
        return moves_s
    kind, label = milestones[0]
    if len(milestones) > 1 and milestones[1][1] != "game":
        kind, label = milestones[1]
    done = sum(1 for entry in match.log for event in entry.events if isinstance(event, kind))
    return f"{label.capitalize()} {done + 1} \u00b7 {moves_s}"


def _seat_words(seat) -> str:
    return seat.name if seat.is_human else f"{seat.name} ({seat.level.capitalize()})"


def inspect(path: Path) -> SaveInfo:
    info = SaveInfo(path, _mtime(path))
    try:
        match = savefile.load(path, REGISTRY)
    except savefile.SaveError as e:
        info.problem = e.reason
        return info
    game = match.game
    info.game_id = game.id
    info.game_title = game.title
    info.players = ", ".join(s.name for s in match.seats)
    info.seats = [_seat_words(s) for s in match.seats]
    info.moves = sum(1 for e in match.log if e.seat >= 0)
    info.over = match.is_over()
    info.seed = match.seed
    info.progress = progress_of(match)
    state = match.state
    scores = state.scores()
    info.scores = ", ".join(f"{n} {s:g}" for n, s in zip(match.names, scores))
    if info.over:
        winners = [match.names[w] for w in state.winners()]
        info.result = (" and ".join(winners) + (" won" if len(winners) == 1 else " shared "
                                                 "the victory")) if winners else "nobody won"
    else:
        phase = getattr(state, "phase_name", None)
        try:
            info.phase = phase() if callable(phase) else ""
        except Exception:  # a game's phase name is a nicety; never lose the list for it
            info.phase = ""
        info.phase = info.phase if isinstance(info.phase, str) else ""
    info.options = ", ".join(f"{o.label}: {o.label_of(match.options.get(o.key))}"
                             for o in game.options
                             if match.options.get(o.key, o.default) != o.default)
    return info


def list_saves() -> list[SaveInfo]:
    folder = saves_dir()
    if not folder.is_dir():
        return []
    paths = sorted((p for p in folder.glob("*.json")
                    if not p.name.startswith(".") and not is_sidecar(p)),
                   key=_mtime, reverse=True)
    return [inspect(p) for p in paths]


def latest_unfinished_autosave() -> SaveInfo | None:
    folder = saves_dir()
    if not folder.is_dir():
        return None
    paths = sorted((p for p in folder.glob("autosave-*.json") if not is_sidecar(p)),
                   key=_mtime, reverse=True)
    for path in paths:
        info = inspect(path)
        if info.problem is None and not info.over:
            return info
    return None


def claim_autosave(game_id: str, keep: Path | None = None) -> tuple[Path, Path | None]:
    """The autosave slot of a game, for a table about to play in it. An unfinished (or
    unreadable) game already in that slot is never overwritten: it is moved aside to
    `unfinished-<game>-<time>.json`, which Load game lists. `keep`: the file being
    continued (that one is the game going on, not one to move aside).
    Returns (the slot, where the old game went or None)."""
    slot = autosave_path(game_id)
    if not slot.exists() or (keep is not None and keep.resolve() == slot.resolve()):
        return slot, None
    info = inspect(slot)
    if info.problem is None and info.over:
        return slot, None
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(info.modified or time.time()))
    aside = slot.with_name(f"unfinished-{game_id}-{stamp}.json")
    n = 2
    while aside.exists():
        aside = slot.with_name(f"unfinished-{game_id}-{stamp}-{n}.json")
        n += 1
    try:
        os.replace(slot, aside)
    except OSError:
        return slot, None
    return slot, aside


# -- renaming and deleting ---------------------------------------------------------------

NAME_LIMIT = 60
FORBIDDEN = '<>:"/\\|?*'
WINDOWS_NAMES = {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(1, 10)),
                 *(f"lpt{i}" for i in range(1, 10))}


def clean_name(text: str) -> str:
    """What the player typed, as a file name's stem (spaces trimmed, a typed .json cut)."""
    name = text.strip()
    if name.lower().endswith(".json"):
        name = name[:-5].rstrip()
    return name


def rename_problem(path: Path, text: str) -> str | None:
    """Why the save at `path` cannot be renamed to what the player typed, or None."""
    name = clean_name(text)
    if not name:
        return "A name needs at least one letter or digit."
    if len(name) > NAME_LIMIT:
        return f"A name can be at most {NAME_LIMIT} characters long."
    bad = sorted({c for c in name if c in FORBIDDEN})
    if bad:
        return f"A name cannot hold {' '.join(bad)}: file names may not."
    if not name.isprintable():
        return "A name cannot hold a tab, a new line or another control character."
    if name.startswith("."):
        return "A name cannot start with a dot (the file would be hidden)."
    if name.endswith("."):
        return "A name cannot end with a dot."
    target = path.with_name(name + ".json")
    if target.name == path.name:
        return None  # (unchanged: nothing to refuse)
    if name.split(".")[0].lower() in WINDOWS_NAMES:
        return f"\u201c{name}\u201d is a name Windows keeps for itself."
    if name.lower().startswith("autosave-"):
        return "Names beginning with \u201cautosave-\u201d are kept for the games' own autosaves."
    if name.lower().endswith(".review"):
        return "Names ending in \u201c.review\u201d are kept for the reviews' notes."
    try:
        taken = [p.name for p in path.parent.iterdir()]
    except OSError as e:
        return f"The saves folder cannot be read: {e.strerror or e}"
    if any(t.lower() == target.name.lower() and t != path.name for t in taken):
        return f"Another saved game is already called \u201c{name}\u201d."
    return None


def rename_save(path: Path, text: str) -> tuple[Path | None, str | None]:
    """Rename a save (and its review's cache); (the new path, None) or (None, why not)."""
    problem = rename_problem(path, text)
    if problem:
        return None, problem
    target = path.with_name(clean_name(text) + ".json")
    if target.name == path.name:
        return path, None
    try:
        if target.exists() and target.resolve() != path.resolve():  # (asked again: a race)
            return None, f"Another saved game is already called \u201c{target.stem}\u201d."
        os.rename(path, target)
    except OSError as e:
        return None, f"It could not be renamed: {e.strerror or e}"
    old_cache, new_cache = sidecar_path(path), sidecar_path(target)
    if old_cache.exists() and not new_cache.exists():
        with contextlib.suppress(OSError):  # (a review is worked out again when asked)
            os.rename(old_cache, new_cache)
    return target, None


def delete_save(path: Path) -> str | None:
    """Delete a save (and its review's cache); None, or why it could not be."""
    try:
        path.unlink()
    except FileNotFoundError:
        pass
    except OSError as e:
        return f"It could not be deleted: {e.strerror or e}"
    with contextlib.suppress(OSError):
        sidecar_path(path).unlink(missing_ok=True)
    return None
