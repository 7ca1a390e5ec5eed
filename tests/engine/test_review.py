"""engine/review.py: the replay of a finished game, the computer's view of a decision
(from the decider's view only, one of the legal moves, deterministic, blind to hidden
cards), and the cache beside the save (used when right, ignored when damaged or stale)."""

from __future__ import annotations

import json
import random

import pytest

from engine import review
from engine.core import CHANCE, playable_actions
from engine.match import COMPUTER, Match, Seat
from games import REGISTRY
from tests.toygame import TINY_TRICK

GAMES = [TINY_TRICK, *REGISTRY.values()]
TINY = {"iterations": 24, "min_visits": 8}  # a small budget: the rules, not the quality


def finished_match(game, n=None, seed=1) -> tuple[Match, list]:
    """A game of random players to its end, and every seat's (and a spectator's) view
    before each log entry and at the end, as the game gave them while it was played."""
    n = n or game.min_players
    seats = [Seat(f"P{i + 1}", COMPUTER, "random") for i in range(n)]
    match = Match(game, n, seats, seed=seed)
    rng = random.Random(seed)
    views = []
    while not match.is_over():
        views.append([match.view(s) for s in (*range(n), None)])
        if match.advance_chance() is None:
            match.play(rng.choice(playable_actions(match.state.legal_actions())))
    views.append([match.view(s) for s in (*range(n), None)])
    return match, views


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_the_replay_gives_every_seat_the_views_of_the_original_play(game):
    match, views = finished_match(game)
    replay = review.Replay.from_match(match)
    assert replay.end == len(match.log) == len(views) - 1
    for position, seen in enumerate(views):
        for k, viewer in enumerate((*range(match.num_players), None)):
            assert replay.view(position, viewer) == seen[k], (position, viewer)
    for index, entry in enumerate(match.log):  # the events as each seat saw them
        for viewer in (0, None):
            expected = [e.for_viewer(viewer) for e in entry.events]
            assert replay.events_for(index, viewer) == [e for e in expected if e is not None]


@pytest.mark.parametrize("game", list(REGISTRY.values()), ids=lambda g: g.id)
def test_milestones_close_where_the_game_says_a_trick_or_round_ended(game):
    match, _ = finished_match(game, seed=2)
    replay = review.Replay.from_match(match)
    kinds = [kind for kind, _ in game.milestones]
    assert kinds, f"{game.id} names its milestones"
    for level in range(len(kinds)):
        wanted = tuple(kinds[level:])
        expected = [i + 1 for i, entry in enumerate(match.log)
                    if any(isinstance(e, wanted) for e in entry.events)]
        assert expected, (game.id, level)
        assert replay.milestones(level) == expected
        # stepping on from the start stops at each of them, then the end
        stops, p = [], 0
        while p < replay.end:
            p = replay.next_milestone(p, level)
            stops.append(p)
        assert stops == expected + ([replay.end] if expected[-1] != replay.end else [])
        back, p = [], replay.end
        while p > 0:
            p = replay.previous_milestone(p, level)
            back.append(p)
        assert back == [q for q in reversed(expected) if q < replay.end] + [0]
    # a round's end is also a trick's: the larger milestone is among the smaller's stops
    if len(kinds) > 1:
        assert set(replay.milestones(1)) <= set(replay.milestones(0))


def test_steps_stop_at_every_players_move_the_start_and_the_end():
    match, _ = finished_match(REGISTRY["dragon"], 4, seed=3)
    replay = review.Replay.from_match(match)
    moves = [i for i, e in enumerate(match.log) if e.seat != CHANCE]
    assert replay.stops == sorted({0, replay.end, *moves})
    p, walked = 0, [0]
    while p < replay.end:
        p = replay.next_stop(p)
        walked.append(p)
    assert walked == replay.stops
    assert replay.previous_stop(replay.end) == replay.stops[-2]
    assert replay.nearest_stop(moves[3] + 0) == moves[3]


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_the_analysis_names_a_legal_move_and_never_sees_hidden_cards(game):
    """The same check as the AI's fairness test: re-deal every card the deciding seat
    cannot see (a state with the same view) and the analysis is the same."""
    match, _ = finished_match(game, game.max_players if game.max_players <= 5 else 5,
                              seed=4)
    replay = review.Replay.from_match(match)
    rng = random.Random(9)
    decisions = replay.decisions(range(match.num_players))
    assert decisions
    for position in decisions[:: max(1, len(decisions) // 3)][:3]:
        state = replay.state(position)
        seat = state.to_move()
        legal = state.legal_actions()
        played = legal.index(replay.actions[position])
        a = review.analyse(game, state.view(seat), legal, played, "s", **TINY)
        other = game.sample_state(state.view(seat), rng)
        assert other.view(seat) == state.view(seat)
        assert other.legal_actions() == legal
        b = review.analyse(game, other.view(seat), other.legal_actions(), played, "s", **TINY)
        assert a == b
        assert 0 <= a.best < len(legal) and legal[a.best] in playable_actions(legal)
        assert a.played == played and a.seat == seat
        assert a.played_visits >= TINY["min_visits"]
        assert all(0 <= i < len(legal) for i, _, _ in a.choices)
        assert a.choices[0][0] == a.best
        assert 0.0 <= a.played_value <= 1.0 and 0.0 <= a.best_value <= 1.0


def test_the_played_move_is_evaluated_even_when_the_search_left_it_alone():
    game = REGISTRY["dragon"]
    match, _ = finished_match(game, 4, seed=5)
    replay = review.Replay.from_match(match)
    position = max(replay.decisions(range(4)),
                   key=lambda p: len(replay.state(p).legal_actions()))
    job = replay.job(position)
    result = review.analyse_job(game, job, iterations=len(job.legal), min_visits=30)
    assert result.played_visits >= 30
    assert result.position == position and result.seat == job.seat


def test_a_loss_within_the_noise_is_no_mistake_and_a_clear_one_is():
    def result(best_visits, played_visits, best, played):
        return review.DecisionReview(10, 0, 1, 0, played, best, played_visits,
                                     ((0, best_visits, best), (1, played_visits, played)))

    assert result(400, 300, 0.6, 0.6).severity == ""
    assert result(400, 300, 0.6, 0.58).severity == ""         # too small to matter
    assert result(8, 8, 0.6, 0.4).severity == ""              # too few playouts to tell
    assert result(400, 300, 0.6, 0.5).severity == "mistake"
    assert result(400, 300, 0.6, 0.4).severity == "big"
    same = review.DecisionReview(10, 0, 0, 0, 0.2, 0.6, 300, ((0, 300, 0.6),))
    assert same.loss == 0.0 and same.severity == ""  # the best move, played


def small_analysis(game=None, seed=6):
    game = game or REGISTRY["dragon"]
    match, _ = finished_match(game, 4 if game.max_players >= 4 else None, seed=seed)
    replay = review.Replay.from_match(match)
    positions = replay.decisions([0])[:4]
    results = {p: review.analyse_job(game, replay.job(p), **TINY) for p in positions}
    return replay, results


def test_the_sidecar_keeps_the_answers_and_gives_them_back(tmp_path):
    replay, results = small_analysis()
    save = tmp_path / "my game.json"
    path = review.sidecar_path(save)
    assert path == tmp_path / "my game.review.json" and review.is_sidecar(path)
    assert not review.is_sidecar(save)
    key = review.cache_key(replay, **TINY)
    review.write_sidecar(path, key, results)
    assert review.read_sidecar(path, key, replay) == results


def test_a_damaged_stale_or_foreign_sidecar_is_ignored(tmp_path):
    replay, results = small_analysis()
    key = review.cache_key(replay, **TINY)
    path = tmp_path / "g.review.json"
    review.write_sidecar(path, key, results)
    good = json.loads(path.read_text())

    def with_data(data) -> dict:
        path.write_text(json.dumps(data) if not isinstance(data, str) else data)
        return review.read_sidecar(path, key, replay)

    assert with_data("{not json") == {}
    assert with_data("") == {}
    assert with_data([1, 2]) == {}
    assert with_data({**good, "version": review.SIDECAR_VERSION + 1}) == {}
    assert with_data({**good, "key": "0" * 64}) == {}          # another game or budget
    assert with_data({**good, "extra": 1}) == {}
    first = good["decisions"][0]
    for bad in ({**first, "played_value": 1.5}, {**first, "best": 999},
                {**first, "at": first["at"] + 1000}, {**first, "seat": first["seat"] + 1},
                {**first, "played": (first["played"] + 1)}, {**first, "choices": []},
                {**first, "best": True}, {**first, "played_value": "0.5"}):
        assert with_data({**good, "decisions": [bad, *good["decisions"][1:]]}) == {}, bad
    assert review.read_sidecar(tmp_path / "missing.review.json", key, replay) == {}
    # another budget or another game is another key
    assert review.cache_key(replay, 25, 8) != key
    other, _ = small_analysis(seed=7)
    assert review.cache_key(other, **TINY) != key


@pytest.mark.parametrize("game", list(REGISTRY.values()), ids=lambda g: g.id)
def test_the_review_asks_the_hard_that_plays_at_the_table_with_the_games_own_settings(
        game, monkeypatch):
    from engine.ai.agents import make_agent

    table_hard = make_agent("hard").settings(game)
    search = review.hard_search(50, game)
    for key, value in table_hard.items():
        if key not in ("iterations", "settle"):  # a review has its own budget, run whole
            assert getattr(search, key) == value, key
    assert search.iterations == 50
    # a game whose Hard changes is reviewed anew (another cache key)
    replay = review.Replay.from_match(finished_match(game)[0])
    key = review.cache_key(replay, **TINY)
    own = dict(getattr(replay.game, "level_settings", None) or {})
    # on the class: patched on the instance, undoing would leave the class's value there
    monkeypatch.setattr(type(replay.game), "level_settings",
                        {**own, "hard": {**own.get("hard", {}), "bias": 0.123}},
                        raising=False)
    assert review.cache_key(replay, **TINY) != key


def test_the_worker_answers_an_analysis_job_as_this_process_would():
    from engine.ai.worker import AIWorker

    game = REGISTRY["dragon"]
    match, _ = finished_match(game, 4, seed=8)
    replay = review.Replay.from_match(match)
    job = replay.job(replay.decisions([1])[2])
    worker = AIWorker()
    try:
        request = worker.submit_review(game, job, 40, 10)
        reply = worker.wait(60)
    finally:
        worker.close()
    assert reply is not None and reply[0] == request and reply[2] is None
    assert review.DecisionReview.from_json(reply[1]) == review.analyse_job(game, job, 40, 10)


def test_the_numbers_are_named_for_what_the_search_estimates():
    assert review.value_word(TINY_TRICK) == "winning chance"  # played out to the end
    assert review.value_word(REGISTRY["fools_field"]) == "winning chance"
    assert review.value_word(REGISTRY["o_genre_o"]) == "score share"
