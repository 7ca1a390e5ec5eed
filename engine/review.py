"""Reviewing a finished game: the replay of its log, and the computer's view of each decision.

A review never plays anything: it replays the log of a finished `Match` and keeps the
state before every entry, so the table can be shown at any point from any seat (views
and events `for_viewer(seat)`, as in play), stepped by action or by milestone
(`Game.milestones`: trick/battle/match, round/tournament/turn).

The computer's view of a decision is what Hard would have chosen *from the view of the
seat that decided*, never from the State: `analyse` is given that seat's `View`, the legal
actions and the move actually played, and runs Hard's search (`engine.ai.ismcts.ISMCTS`
with the Hard agent's settings and the game's own, as Hard plays at the table) at a fixed
iteration budget, so the same decision always gets the same answer and a cached answer
stays right. Its numbers are the search's mean
rewards, the seat's estimated share of the outcome in [0, 1] (the chance of winning where
the game's evaluation is a win; a score share where it is a score). The played move is
always evaluated on at least `MIN_PLAYED_VISITS` playouts: when the search visited it
less, it is searched again on its own and the two estimates are pooled.

A decision's cost is the best move's estimate minus the played move's (never below 0);
a cost of `BIG_MISTAKE` or more is a big mistake on the timeline, `MISTAKE` or more a
mistake.

The answers of a review are cached beside the save file in `<save>.review.json`
(`sidecar_path`): a versioned JSON file keyed by a digest of the game (its game, rules
version, options, seed and log) and of the analysis settings. A file that is damaged,
foreign, of another version or of another game is ignored without a word (and replaced
once new answers exist), so a second review of the same game is instant and a stale cache
can never show a wrong answer.

Pure Python: no pygame (the scene is ui/scenes/review/).
"""

from __future__ import annotations

import hashlib
import json
import math
import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine import actions as codec
from engine.core import CHANCE, Game, State, View, playable_actions

# The budget of one decision: Hard's search at a fixed number of iterations (not a time,
# so an answer never depends on the machine's load and the cache stays valid). Chosen so
# the review of a whole 4-player Dragon game, every seat (about 160 decisions), takes
# under a minute in the worker on two shared cores, and one seat's (30-50 decisions)
# under ten seconds (bench/review.py prints the figures).
ITERATIONS = 600
MIN_PLAYED_VISITS = 80
# The small budget of `main.py --screenshot ... --scene review`.
SCREENSHOT_ITERATIONS = 60
SCREENSHOT_MIN_VISITS = 20

BIG_MISTAKE = 0.15  # a loss of 15 points of the winning chance (or score share) or more
MISTAKE = 0.07
# ...and only when the loss stands out of the estimates' noise: at least this many
# standard errors of the difference of the two means (rewards in [0, 1] have a variance
# of at most m(1 - m)), so a search that barely told two moves apart marks nothing.
NOISE_Z = 1.65
TOP_CHOICES = 5     # the alternatives kept per decision (most visited first)

SIDECAR_FORMAT = "cardhall-review"
SIDECAR_VERSION = 1


# -- the replay -----------------------------------------------------------------------


class Replay:
    """A finished game's log replayed: the state before every entry and its events.

    Positions run from 0 (before the first entry) to `len(replay)` (the end). Entry `p`
    is the move taken at position `p` by `seat(p)` (`CHANCE` for a shuffle or a roll).
    """

    def __init__(self, game: Game, num_players: int, options: dict, seed: int,
                 log: list[tuple[int, Any]], names: list[str]):
        self.game = game
        self.num_players = num_players
        self.options = dict(options)
        self.seed = seed
        self.names = list(names)
        self.seats: list[int] = []
        self.actions: list = []
        self.events: list[list] = []
        self.states: list[State] = []
        state = game.new_state(num_players, self.options)
        for seat, action in log:
            self.states.append(state.clone())
            self.seats.append(seat)
            self.actions.append(action)
            self.events.append(state.apply(action))
        self.states.append(state)
        # where a step forward or back stops: the start, every decision, the end
        self.stops = sorted({0, len(self.actions)} | {p for p, seat in enumerate(self.seats)
                                                        if seat != CHANCE})
        self._milestones = self._find_milestones()

    @classmethod
    def from_match(cls, match) -> Replay:
        return cls(match.game, match.num_players, match.options, match.seed,
                   [(entry.seat, entry.action) for entry in match.log], match.names)

    def __len__(self) -> int:
        return len(self.actions)

    @property
    def end(self) -> int:
        return len(self.actions)

    def state(self, position: int) -> State:
        """The state at `position` (shared: never apply anything to it)."""
        return self.states[position]

    def view(self, position: int, viewer: int | None) -> View:
        return self.states[position].view(viewer)

    def seat(self, position: int) -> int:
        """Who moves at `position` (CHANCE for a chance step; CHANCE at the end)."""
        return self.seats[position] if position < len(self.seats) else CHANCE

    def events_for(self, position: int, viewer: int | None) -> list:
        """The events of entry `position` as `viewer` saw them."""
        out = []
        for event in self.events[position]:
            seen = event.for_viewer(viewer)
            if seen is not None:
                out.append(seen)
        return out

    def log_lines(self, viewer: int | None) -> list[tuple[int, str]]:
        """(entry index, line) for every game-log line `viewer` saw, in order."""
        out = []
        for index in range(len(self.actions)):
            for event in self.events_for(index, viewer):
                line = event.describe(self.names)
                if line:
                    out.append((index, line))
        return out

    # -- stepping ---------------------------------------------------------------------

    def next_stop(self, position: int) -> int:
        """The next position where a player decides (or the end): one step forward."""
        for stop in self.stops:
            if stop > position:
                return stop
        return self.end

    def previous_stop(self, position: int) -> int:
        for stop in reversed(self.stops):
            if stop < position:
                return stop
        return 0

    def nearest_stop(self, position: int) -> int:
        return min(self.stops, key=lambda s: (abs(s - position), s))

    def _find_milestones(self) -> list[list[int]]:
        """Per milestone level: the positions just after an event of that level or a
        larger one (a round's end is also a trick's)."""
        kinds = [kind for kind, _ in self.game.milestones]
        levels: list[list[int]] = []
        for level in range(len(kinds)):
            wanted = tuple(kinds[level:])
            levels.append([p + 1 for p, events in enumerate(self.events)
                           if any(isinstance(e, wanted) for e in events)])
        return levels

    def milestone_words(self) -> list[str]:
        return [word for _, word in self.game.milestones]

    def milestones(self, level: int) -> list[int]:
        """The positions that close a milestone of `level` (0 the smallest)."""
        return list(self._milestones[level]) if 0 <= level < len(self._milestones) else []

    def next_milestone(self, position: int, level: int) -> int:
        for p in self.milestones(level):
            if p > position:
                return p
        return self.end

    def previous_milestone(self, position: int, level: int) -> int:
        for p in reversed(self.milestones(level)):
            if p < position:
                return p
        return 0

    # -- decisions --------------------------------------------------------------------

    def decisions(self, seats) -> list[int]:
        """The positions where one of `seats` chose among two or more moves."""
        wanted = set(seats)
        return [p for p in range(len(self.actions))
                if self.seats[p] in wanted and self.has_choice(p)]

    def has_choice(self, position: int) -> bool:
        """Whether the move at `position` was a choice worth analysing: two or more
        moves were open (resigning and offering a tie aside), or the player conceded."""
        if self.seat(position) == CHANCE:
            return False
        legal = self.states[position].legal_actions()
        return len(playable_actions(legal)) > 1 or self.actions[position].concession

    def job(self, position: int, seed_text: str | None = None) -> DecisionJob:
        """What the analysis of the decision at `position` is given: the mover's view,
        the legal actions and the move played; nothing else of the State."""
        state = self.states[position]
        seat = self.seats[position]
        legal = state.legal_actions()
        return DecisionJob(position, seat, state.view(seat), legal,
                           legal.index(self.actions[position]),
                           seed_text or f"{self.seed}:review:{position}")

    def digest(self) -> str:
        """A digest of the game itself (what it is, how it was set up, every move)."""
        data = {"game": self.game.id, "rules_version": self.game.rules_version,
                "num_players": self.num_players,
                "options": {k: self.options[k] for k in sorted(self.options)},
                "seed": self.seed,
                "log": [[s, codec.to_json(a)] for s, a in zip(self.seats, self.actions)]}
        text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
        return hashlib.sha256(text.encode()).hexdigest()


# -- the analysis of one decision -----------------------------------------------------


@dataclass(frozen=True)
class DecisionJob:
    position: int
    seat: int
    view: View
    legal: list
    played: int  # index in legal
    seed: str


@dataclass(frozen=True)
class DecisionReview:
    """The computer's view of one decision (indices are into the legal actions)."""

    position: int
    seat: int
    played: int
    best: int
    played_value: float
    best_value: float
    played_visits: int
    choices: tuple[tuple[int, int, float], ...]  # (legal index, visits, mean), best first

    @property
    def loss(self) -> float:
        """How much of the seat's estimated share the played move gave away (>= 0)."""
        if self.played == self.best:
            return 0.0
        return max(0.0, self.best_value - self.played_value)

    @property
    def noise(self) -> float:
        """The standard error of `loss` (from the visits of both moves)."""
        best_visits = next((v for i, v, _ in self.choices if i == self.best), 0)
        b, p = self.best_value, self.played_value
        return math.sqrt(b * (1 - b) / max(1, best_visits)
                         + p * (1 - p) / max(1, self.played_visits))

    @property
    def severity(self) -> str:
        """"big", "mistake" or "" (a good move, or a loss within the estimate's noise)."""
        loss = self.loss
        if loss < MISTAKE or loss < NOISE_Z * self.noise:
            return ""
        return "big" if loss >= BIG_MISTAKE else "mistake"

    def to_json(self) -> dict:
        return {"at": self.position, "seat": self.seat, "played": self.played,
                "best": self.best, "played_value": self.played_value,
                "best_value": self.best_value, "played_visits": self.played_visits,
                "choices": [[i, v, m] for i, v, m in self.choices]}

    @classmethod
    def from_json(cls, data: Any) -> DecisionReview:
        """ValueError on anything but exactly what `to_json` writes."""
        keys = {"at", "seat", "played", "best", "played_value", "best_value",
                "played_visits", "choices"}
        if not isinstance(data, dict) or set(data) != keys:
            raise ValueError("not a decision")
        ints = [data[k] for k in ("at", "seat", "played", "best", "played_visits")]
        if not all(_is_count(v) for v in ints):
            raise ValueError("bad index")
        values = (data["played_value"], data["best_value"])
        if not all(_is_share(v) for v in values):
            raise ValueError("bad value")
        choices = data["choices"]
        if not isinstance(choices, list) or not 0 < len(choices) <= TOP_CHOICES:
            raise ValueError("bad choices")
        parsed = []
        for item in choices:
            if not (isinstance(item, list) and len(item) == 3 and _is_count(item[0])
                    and _is_count(item[1]) and _is_share(item[2])):
                raise ValueError("bad choice")
            parsed.append((item[0], item[1], float(item[2])))
        return cls(data["at"], data["seat"], data["played"], data["best"],
                   float(values[0]), float(values[1]), data["played_visits"], tuple(parsed))


def value_word(game: Game) -> str:
    """What a decision's numbers estimate: the chance of winning where the search scores
    a position by who wins (or by a guess of it), else the seat's share of the scores
    (a game may say its own word with a `value_word` attribute)."""
    own = getattr(game, "value_word", None)
    if isinstance(own, str) and own:
        return own
    if getattr(game, "evaluate", None) is None or game.id in WIN_CHANCE_GAMES:
        return "winning chance"
    return "score share"


# Games whose search evaluation, before the end, is a guess of the chance of winning
# (the others weigh the scores' lead; a game with no evaluation plays every game out).
WIN_CHANCE_GAMES = frozenset({"fools_field", "monstermaker5"})


def _is_count(value: Any) -> bool:
    return type(value) is int and value >= 0


def _is_share(value: Any) -> bool:
    return type(value) in (int, float) and math.isfinite(value) and 0.0 <= value <= 1.0


def _hard_agent_settings(game: Game | None, num_players: int | None = None) -> dict:
    """The Hard agent's search settings: the engine's, then `game`'s own Hard settings at
    `num_players` (as at the table), without the budget (a review has its own)."""
    import inspect

    from engine.ai.agents import make_agent
    from engine.ai.ismcts import ISMCTS

    settings = make_agent("hard").settings(game, num_players)  # no game: the engine's
    accepted = inspect.signature(ISMCTS.__init__).parameters
    return {k: v for k, v in settings.items()
            if k in accepted and k not in ("iterations", "time_s")}


def hard_search(iterations: int, game: Game | None = None, num_players: int | None = None):
    """Hard's search (the Hard agent's settings, with `game`'s own Hard settings: the same
    player as Hard at the table) at a fixed iteration budget, run to the end of it: stopping
    once the choice is settled would leave the other moves' estimates (what a review
    compares) thinner than the budget allows."""
    from engine.ai.ismcts import ISMCTS

    return ISMCTS(iterations=iterations,
                  **{**_hard_agent_settings(game, num_players), "settle": False})


def hard_settings(game: Game | None = None, num_players: int | None = None) -> str:
    """The Hard agent's settings for `game` at `num_players`, as text (part of the cache
    key)."""
    from engine.ai.agents import make_agent

    name = type(make_agent("hard")).__name__
    return f"{name}:{sorted(_hard_agent_settings(game, num_players).items())!r}"


def analyse(game: Game, view: View, legal: list, played: int, seed: str,
            iterations: int = ITERATIONS,
            min_visits: int = MIN_PLAYED_VISITS) -> DecisionReview:
    """The computer's view of one decision, from the deciding seat's `view` only.

    `legal` is the list of legal actions at that decision and `played` the index of the
    move taken. Deterministic for the same arguments."""
    if not 0 <= played < len(legal):
        raise ValueError(f"the played move {played} is not one of {len(legal)} moves")
    seat = view.seat
    rng = random.Random(seed)
    candidates = playable_actions(list(legal))
    played_action = legal[played]
    players = getattr(view, "num_players", None)
    stats = hard_search(iterations, game, players).search(game, view, candidates, rng)
    if not stats:  # a search that could not try anything: every move is as good
        stats = {a: (0, 0.5) for a in candidates}
    order = {a: i for i, a in enumerate(candidates)}
    ranked = sorted(stats, key=lambda a: (-stats[a][0], -stats[a][1], order[a]))
    best = ranked[0]  # what Hard plays: the most visited move
    visits, mean = stats.get(played_action, (0, 0.0))
    if visits < min_visits:  # rarely tried by the search: evaluate it on its own too
        extra = hard_search(min_visits - visits, game, players).search(
            game, view, [played_action], rng)
        more, more_mean = extra.get(played_action, (0, 0.0))
        if visits + more:
            mean = (mean * visits + more_mean * more) / (visits + more)
        visits += more
    index = {a: i for i, a in enumerate(legal)}
    choices = tuple((index[a], stats[a][0], float(stats[a][1])) for a in ranked[:TOP_CHOICES])
    return DecisionReview(-1, seat if seat is not None else -1, played, index[best],
                          float(mean), float(stats[best][1]), visits, choices)


def analyse_job(game: Game, job: DecisionJob, iterations: int = ITERATIONS,
                min_visits: int = MIN_PLAYED_VISITS) -> DecisionReview:
    review = analyse(game, job.view, job.legal, job.played, job.seed, iterations, min_visits)
    return DecisionReview(job.position, job.seat, review.played, review.best,
                          review.played_value, review.best_value, review.played_visits,
                          review.choices)


# -- the cache beside the save --------------------------------------------------------


def sidecar_path(save_path: Path | str) -> Path:
    """`<save>.review.json` beside the save file (game.json -> game.review.json)."""
    path = Path(save_path)
    stem = path.name[:-5] if path.name.lower().endswith(".json") else path.name
    return path.with_name(stem + ".review.json")


def is_sidecar(path: Path | str) -> bool:
    """Whether `path` names a review cache (not a save: the load screen skips it)."""
    return Path(path).name.lower().endswith(".review.json")


def cache_key(replay: Replay, iterations: int, min_visits: int) -> str:
    settings = hard_settings(replay.game, replay.num_players)
    text = f"{replay.digest()}|{iterations}|{min_visits}|{settings}|{SIDECAR_VERSION}"
    return hashlib.sha256(text.encode()).hexdigest()


def read_sidecar(path: Path | str, key: str, replay: Replay) -> dict[int, DecisionReview]:
    """The cached answers for this game and these settings, or {} if the file is missing,
    damaged, stale or foreign (quietly: it will simply be computed again)."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError, RecursionError):
        return {}
    if not (isinstance(data, dict) and set(data) == {"format", "version", "key", "decisions"}
            and data["format"] == SIDECAR_FORMAT and data["version"] == SIDECAR_VERSION
            and data["key"] == key and isinstance(data["decisions"], list)):
        return {}
    out: dict[int, DecisionReview] = {}
    try:
        for item in data["decisions"]:
            review = DecisionReview.from_json(item)
            check_review(review, replay)
            if review.position in out:
                raise ValueError("a decision given twice")
            out[review.position] = review
    except ValueError:
        return {}
    return out


def check_review(review: DecisionReview, replay: Replay) -> None:
    """ValueError unless `review` fits the decision of `replay` it claims to be about."""
    p = review.position
    if not (0 <= p < len(replay) and replay.has_choice(p) and replay.seat(p) == review.seat):
        raise ValueError("not a decision of this game")
    legal = replay.state(p).legal_actions()
    if review.played != legal.index(replay.actions[p]):
        raise ValueError("not the move played")
    if review.best >= len(legal) or any(i >= len(legal) for i, _, _ in review.choices):
        raise ValueError("a move out of range")
    if review.choices[0][0] != review.best:
        raise ValueError("the best move is not the first choice")


def write_sidecar(path: Path | str, key: str, reviews: dict[int, DecisionReview]) -> None:
    """Write the cache atomically (OSError if the folder cannot be written)."""
    from engine.paths import write_atomic

    data = {"format": SIDECAR_FORMAT, "version": SIDECAR_VERSION, "key": key,
            "decisions": [reviews[p].to_json() for p in sorted(reviews)]}
    write_atomic(Path(path), json.dumps(data, separators=(",", ":")))
