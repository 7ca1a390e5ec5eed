"""Statistics of the human players at this computer: one record per finished game.

The file is `stats.json` in the config folder, versioned:

    {"format": 2, "games": {game id: {"records": [record, ...],
                                       "earlier": {group: tally, ...}}}}

A record is one finished game with at least one human at the table, practice games left
out: {"at": when it ended (seconds since 1970), "players": how many, "levels": the
computer levels at the table (sorted, distinct; [] when only people played), "won": a
human shared the victory, "score": the best human score, "moves": every player's moves,
"seconds": time at the table or null, "seed": the deal number, "hints": hints used}.

Only the last RECORDS_KEPT records of a game are kept one by one (for the score chart
and the replayed deals); older ones are folded into `earlier`, one `Tally` per group and
one for the game as a whole (group "*"), so games, wins, streaks and lengths stay exact
however long the history grows. A group is the set of computer levels a human played
against ("normal", "easy+hard"; "" for people only).

The first Card Hall kept {game id: {"played", "with_humans", "won", "best"}} (format 1,
unmarked): it is read into `earlier` (games and wins; no streaks or lengths were kept).
A file that cannot be read is refused with the reason and moved aside (never deleted),
and new statistics start; a file of a newer Card Hall is left as it is and nothing is
recorded over it. Nothing here ever stops the game.
"""

from __future__ import annotations

import json
import math
import os
import time
from dataclasses import dataclass, field, fields
from pathlib import Path

from engine.core import CHANCE
from engine.match import AI_LEVELS
from engine.paths import config_dir, write_atomic

FORMAT = 2
RECORDS_KEPT = 1000
ALL = "*"  # the group of every game of a game id (in `earlier`)
PEOPLE = ""  # the group of games with no computer at the table
LEGACY = "?"  # games counted by the first Card Hall (the level was not recorded)
Z95 = 1.959964  # the normal quantile of a two-sided 95% interval
_INT_LIMIT = 10**12


def stats_path() -> Path:
    return config_dir() / "stats.json"


# -- one game ---------------------------------------------------------------------------


@dataclass(frozen=True)
class GameRecord:
    at: int
    players: int
    levels: tuple[str, ...]
    won: bool
    score: float
    moves: int
    seconds: int | None
    seed: int
    hints: int = 0

    @property
    def group(self) -> str:
        return group_of(self.levels)

    def to_json(self) -> dict:
        return {"at": self.at, "players": self.players, "levels": list(self.levels),
                "won": self.won, "score": self.score, "moves": self.moves,
                "seconds": self.seconds, "seed": self.seed, "hints": self.hints}

    @staticmethod
    def from_json(data) -> GameRecord:
        """ValueError saying what is wrong with a stored record."""
        if not isinstance(data, dict):
            raise ValueError("a game's record is not an object")
        names = {f.name for f in fields(GameRecord)}
        if set(data) - names:
            raise ValueError(f"a game's record has unknown fields {sorted(set(data) - names)}")
        if names - set(data):
            raise ValueError(f"a game's record lacks the fields {sorted(names - set(data))}")
        for name in ("at", "players", "moves", "hints"):
            _whole(data[name], name)
        if data["seconds"] is not None:
            _whole(data["seconds"], "seconds")
        if type(data["seed"]) is not int or abs(data["seed"]) >= 2**63:
            raise ValueError("a deal number is not a whole number below 2**63")
        if type(data["won"]) is not bool:
            raise ValueError("'won' is not true or false")
        score = data["score"]
        if type(score) not in (int, float) or not math.isfinite(score):
            raise ValueError("a score is not a finite number")
        levels = data["levels"]
        if not isinstance(levels, list) or any(lv not in AI_LEVELS for lv in levels) \
                or levels != sorted(set(levels)):
            raise ValueError("a record's computer levels are not a sorted list of levels")
        if not 1 <= data["players"] <= 99:
            raise ValueError("a record's number of players is out of range")
        return GameRecord(data["at"], data["players"], tuple(levels), data["won"],
                          float(score), data["moves"], data["seconds"], data["seed"],
                          data["hints"])


def _whole(value, name: str) -> int:
    if type(value) is not int or not 0 <= value < _INT_LIMIT:
        raise ValueError(f"'{name}' is not a whole number of a sensible size")
    return value


def group_of(levels) -> str:
    """The group of a game by the computer levels at its table ("" for people only)."""
    return "+".join(lv for lv in AI_LEVELS if lv in levels)


def group_label(group: str) -> str:
    """How the statistics name a group: "Normal", "Easy & Hard", "People only"."""
    if group == ALL:
        return "All levels"
    if group == PEOPLE:
        return "People only"
    if group == LEGACY:
        return "Earlier games"
    return " & ".join(lv.capitalize() for lv in group.split("+"))


# -- a run of games ---------------------------------------------------------------------


@dataclass
class Tally:
    """Games in the order played, summed so that tallies add up exactly: `a + b` is
    the tally of a's games followed by b's (streaks across the seam included)."""

    games: int = 0
    wins: int = 0
    best_run: int = 0      # the longest run of games won
    head_wins: int = 0     # games won at the start of the run (all of them if all won)
    tail_wins: int = 0     # games won at the end (the current winning streak)
    head_losses: int = 0
    tail_losses: int = 0   # games not won at the end (the current losing streak)
    timed: int = 0         # games whose moves and time are known
    moves: int = 0
    seconds: int = 0
    hints: int = 0
    best: float | None = None  # the best score

    @staticmethod
    def of(record: GameRecord) -> Tally:
        won = 1 if record.won else 0
        return Tally(1, won, won, won, won, 1 - won, 1 - won,
                     1 if record.seconds is not None else 0, record.moves,
                     record.seconds or 0, record.hints, record.score)

    def __add__(self, other: Tally) -> Tally:
        a, b = self, other
        if not a.games:
            return Tally(**{f.name: getattr(b, f.name) for f in fields(Tally)})
        if not b.games:
            return Tally(**{f.name: getattr(a, f.name) for f in fields(Tally)})
        return Tally(
            games=a.games + b.games, wins=a.wins + b.wins,
            best_run=max(a.best_run, b.best_run, a.tail_wins + b.head_wins),
            head_wins=a.games + b.head_wins if a.head_wins == a.games else a.head_wins,
            tail_wins=b.games + a.tail_wins if b.tail_wins == b.games else b.tail_wins,
            head_losses=a.games + b.head_losses if a.head_losses == a.games
            else a.head_losses,
            tail_losses=b.games + a.tail_losses if b.tail_losses == b.games
            else b.tail_losses,
            timed=a.timed + b.timed, moves=a.moves + b.moves,
            seconds=a.seconds + b.seconds, hints=a.hints + b.hints,
            best=b.best if a.best is None else a.best if b.best is None
            else max(a.best, b.best))

    @staticmethod
    def of_records(records) -> Tally:
        total = Tally()
        for record in records:
            total = total + Tally.of(record)
        return total

    # what the statistics show

    @property
    def win_rate(self) -> float | None:
        return self.wins / self.games if self.games else None

    @property
    def interval(self) -> tuple[float, float] | None:
        return wilson_interval(self.wins, self.games)

    @property
    def streak(self) -> tuple[str, int]:
        """The current streak: ("won", n), ("lost", n) or ("", 0) with no game."""
        if self.tail_wins:
            return "won", self.tail_wins
        if self.tail_losses:
            return "lost", self.tail_losses
        return "", 0

    @property
    def average_moves(self) -> float | None:
        return self.moves / self.timed if self.timed else None

    @property
    def average_minutes(self) -> float | None:
        return self.seconds / 60 / self.timed if self.timed else None

    def to_json(self) -> dict:
        return {f.name: getattr(self, f.name) for f in fields(Tally)}

    @staticmethod
    def from_json(data) -> Tally:
        if not isinstance(data, dict) or set(data) != {f.name for f in fields(Tally)}:
            raise ValueError("an earlier games' tally is not as expected")
        best = data["best"]
        if best is not None and (type(best) not in (int, float) or not math.isfinite(best)):
            raise ValueError("a best score is not a finite number")
        tally = Tally(**{name: _whole(value, name) for name, value in data.items()
                         if name != "best"}, best=None if best is None else float(best))
        if tally.wins > tally.games or tally.timed > tally.games or max(
                tally.best_run, tally.head_wins, tally.tail_wins, tally.head_losses,
                tally.tail_losses) > tally.games:
            raise ValueError("an earlier games' tally does not add up")
        return tally


def wilson_interval(wins: int, games: int, z: float = Z95) -> tuple[float, float] | None:
    """The Wilson score interval of a win rate (95% by default): honest for few games
    and for rates near 0 or 1, where the plain p +- z*sqrt(p(1-p)/n) is not."""
    if games <= 0:
        return None
    p = wins / games
    z2 = z * z
    centre = (p + z2 / (2 * games)) / (1 + z2 / games)
    half = z * math.sqrt(p * (1 - p) / games + z2 / (4 * games * games)) / (1 + z2 / games)
    return max(0.0, centre - half), min(1.0, centre + half)


# -- one game id's history ----------------------------------------------------------------


@dataclass
class GameHistory:
    records: list[GameRecord] = field(default_factory=list)
    earlier: dict[str, Tally] = field(default_factory=dict)

    def add(self, record: GameRecord) -> None:
        self.records.append(record)
        while len(self.records) > RECORDS_KEPT:
            oldest = self.records.pop(0)
            one = Tally.of(oldest)
            for group in (ALL, oldest.group):
                self.earlier[group] = self.earlier.get(group, Tally()) + one

    def total(self) -> Tally:
        return self.earlier.get(ALL, Tally()) + Tally.of_records(self.records)

    def groups(self) -> dict[str, Tally]:
        """A tally per group of computer levels played against, most played first."""
        out = {g: t for g, t in self.earlier.items() if g != ALL}
        for record in self.records:
            out[record.group] = out.get(record.group, Tally()) + Tally.of(record)
        return dict(sorted(out.items(), key=lambda kv: (-kv[1].games, kv[0])))

    def scores(self, last: int = 60) -> list[tuple[float, bool]]:
        """(score, won) of the last games, oldest first (for the chart)."""
        return [(r.score, r.won) for r in self.records[-last:]]

    def replayed_deals(self) -> list[tuple[int, int, int, float, int]]:
        """(deal number, players, times played, best score, times won) of each deal
        played more than once (among the games kept one by one), most played first."""
        deals: dict[tuple[int, int], list[GameRecord]] = {}
        for r in self.records:
            deals.setdefault((r.seed, r.players), []).append(r)
        out = [(seed, n, len(rs), max(r.score for r in rs), sum(r.won for r in rs))
               for (seed, n), rs in deals.items() if len(rs) > 1]
        return sorted(out, key=lambda d: (-d[2], -d[3], d[0]))

    def to_json(self) -> dict:
        return {"records": [r.to_json() for r in self.records],
                "earlier": {g: t.to_json() for g, t in self.earlier.items()}}

    @staticmethod
    def from_json(data) -> GameHistory:
        if not isinstance(data, dict) or set(data) != {"records", "earlier"}:
            raise ValueError("a game's statistics are not as expected")
        if not isinstance(data["records"], list) or not isinstance(data["earlier"], dict):
            raise ValueError("a game's statistics are not as expected")
        if len(data["records"]) > RECORDS_KEPT:
            raise ValueError("a game holds more records than Card Hall keeps")
        earlier = {}
        for group, tally in data["earlier"].items():
            if group not in (ALL, PEOPLE, LEGACY) and group != group_of(group.split("+")):
                raise ValueError(f"unknown group of levels {group!r}")
            earlier[group] = Tally.from_json(tally)
        return GameHistory([GameRecord.from_json(r) for r in data["records"]], earlier)


# -- the file -------------------------------------------------------------------------------


@dataclass
class Stats:
    games: dict[str, GameHistory] = field(default_factory=dict)
    # Why the file could not be used, for the player (None when all is well).
    problem: str | None = None
    # False when the file must not be written over (unreadable, or a newer Card Hall's).
    writable: bool = True

    def history(self, game_id: str) -> GameHistory:
        return self.games.get(game_id) or GameHistory()

    def to_json(self) -> dict:
        return {"format": FORMAT,
                "games": {gid: h.to_json() for gid, h in sorted(self.games.items())}}


def parse(text: str) -> Stats:
    """The statistics in `text`; ValueError (the reason) if they cannot be read, or
    NewerFormat for a file written by a newer Card Hall."""
    try:
        data = json.loads(text)
    except RecursionError:
        raise ValueError("it is nested too deeply to be statistics") from None
    except ValueError as e:
        raise ValueError(f"it is not valid JSON ({e})") from None
    if not isinstance(data, dict):
        raise ValueError("it does not hold an object of statistics")
    if "format" not in data:
        return _legacy(data)
    version = data["format"]
    if type(version) is not int:
        raise ValueError("its format is not a number")
    if version > FORMAT:
        raise NewerFormat(f"it was written by a newer Card Hall (format {version})")
    if version != FORMAT or set(data) != {"format", "games"} \
            or not isinstance(data["games"], dict):
        raise ValueError(f"it is not in the format of statistics (format {version})")
    return Stats({_check_game_id(gid): GameHistory.from_json(h)
                  for gid, h in data["games"].items()})


class NewerFormat(ValueError):
    pass


def _check_game_id(game_id) -> str:
    if not isinstance(game_id, str) or not game_id.isidentifier() or len(game_id) > 40:
        raise ValueError(f"{game_id!r} is not a game")
    return game_id


def _legacy(data: dict) -> Stats:
    """The first Card Hall's counts: {game id: {"played", "with_humans", "won", "best"}}."""
    stats = Stats()
    for game_id, entry in data.items():
        _check_game_id(game_id)
        if not isinstance(entry, dict):
            raise ValueError(f"the counts of {game_id} are not an object")
        games = entry.get("with_humans", 0)
        wins = entry.get("won", 0)
        _whole(games, "with_humans")
        _whole(wins, "won")
        if wins > games:
            raise ValueError(f"{game_id} counts more wins than games")
        best = entry.get("best")
        if best is not None and (type(best) not in (int, float) or not math.isfinite(best)):
            raise ValueError(f"the best score of {game_id} is not a finite number")
        if games:
            tally = Tally(games=games, wins=wins, best=None if best is None else float(best))
            stats.games[game_id] = GameHistory(earlier={ALL: tally, LEGACY: tally})
    return stats


def load_stats() -> Stats:
    """The statistics; a damaged file is moved aside (`stats.damaged-<time>.json`) and
    `problem` says why and where it went; never raises."""
    path = stats_path()
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Stats()
    except (OSError, UnicodeDecodeError) as e:
        if isinstance(e, UnicodeDecodeError):
            return _set_aside(path, "it is not text")
        return Stats(problem=f"Your statistics could not be read ({e.strerror or e}); "
                     "new games are not counted until it can be.", writable=False)
    try:
        return parse(text)
    except NewerFormat as e:
        return Stats(problem=f"Your statistics file was not read: {e}. It is left as it "
                     "is, and games are not counted here.", writable=False)
    except ValueError as e:
        return _set_aside(path, str(e))


def _set_aside(path: Path, reason: str) -> Stats:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"stats.damaged-{stamp}.json")
    n = 2
    while aside.exists():
        aside = path.with_name(f"stats.damaged-{stamp}-{n}.json")
        n += 1
    try:
        os.replace(path, aside)
    except OSError as e:
        return Stats(problem=f"Your statistics file is damaged ({reason}) and could not "
                     f"be moved aside ({e.strerror or e}).", writable=False)
    return Stats(problem=f"Your statistics file was damaged ({reason}). It was kept as "
                 f"{aside.name}, and new statistics start now.")


def save_stats(stats: Stats) -> str | None:
    """Write the statistics; a message if they could not be written."""
    if not stats.writable:
        return stats.problem
    try:
        write_atomic(stats_path(), json.dumps(stats.to_json(), separators=(",", ":")))
    except OSError as e:
        return f"The statistics could not be saved: {e.strerror or e}"
    return None


def record_of(match, winners, seconds: float | None = None, hints: int = 0,
              at: float | None = None) -> GameRecord | None:
    """The record of a finished match, or None when it is not counted (no human at the
    table, or a practice game)."""
    humans = match.human_seats()
    if not humans or getattr(match, "practice", False) is True:
        return None
    scores = match.state.scores()
    levels = sorted({s.level for s in match.seats if not s.is_human and s.level in AI_LEVELS})
    return GameRecord(
        at=int(time.time() if at is None else at), players=match.num_players,
        levels=tuple(levels), won=any(h in winners for h in humans),
        score=float(max(scores[h] for h in humans)),
        moves=sum(1 for entry in match.log if entry.seat != CHANCE),
        seconds=None if seconds is None else max(0, int(seconds)), seed=match.seed,
        hints=max(0, int(hints)))


def record_game(game_id: str, record: GameRecord | None) -> str | None:
    """Count one finished game; returns what the player should be told, if anything
    (the file was damaged and moved aside, or could not be written)."""
    if record is None:
        return None
    stats = load_stats()
    if not stats.writable:
        return stats.problem
    stats.games.setdefault(game_id, GameHistory()).add(record)
    return save_stats(stats) or stats.problem


def record_finished(table_scene) -> str | None:
    """Count the game just finished at `table_scene` (its results are shown): its time
    at the table and the hints used (read with a default: a table may not count them)."""
    match = table_scene.match
    hints = getattr(match, "hints_used", None)  # (Match.hints_used: the hints asked for)
    if hints is None:
        hints = getattr(table_scene, "hints_used", 0)
    hints = hints if type(hints) is int else 0
    seconds = getattr(table_scene, "clock", None)
    seconds = seconds if isinstance(seconds, (int, float)) and math.isfinite(seconds) \
        else None
    return record_game(match.game.id, record_of(match, match.state.winners(), seconds, hints))


def clear_stats(game_id: str | None = None) -> str | None:
    """Forget the statistics of one game (None: of every game)."""
    stats = load_stats()
    if not stats.writable:
        return stats.problem
    if game_id is None:
        stats.games.clear()
    else:
        stats.games.pop(game_id, None)
    return save_stats(stats)
