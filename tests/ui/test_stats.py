"""Statistics: the numbers from explicit records (win rate, its interval, streaks,
lengths), the file (versioned, a damaged one set aside with the reason), recording a
finished game once (practice left out), the scene at both sizes with no data, some and
a lot, and clearing only after a question."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

import ui.stats as stats_module
from engine.match import COMPUTER, HUMAN, Match, Seat
from engine.paths import config_dir
from tests.toygame import TINY_TRICK
from tests.ui.helpers import click_button, frames, make_app
from tests.ui.text_fit import drawn_labels
from ui.scenes.dialogs import ConfirmScene
from ui.scenes.menu import MenuScene
from ui.scenes.results import ResultsScene
from ui.scenes.stats import StatsScene, rate_words, streak_words
from ui.scenes.table import TableScene
from ui.stats import (
    ALL,
    GameHistory,
    GameRecord,
    Stats,
    Tally,
    group_label,
    group_of,
    load_stats,
    record_game,
    record_of,
    save_stats,
    wilson_interval,
)

SIZES = [(1280, 720), (1920, 1080)]


def rec(won: bool, levels=("normal",), score: float = 0.0, moves: int = 50,
        seconds: int | None = 600, seed: int = 1, hints: int = 0, at: int = 0) -> GameRecord:
    return GameRecord(at, 4, tuple(levels), won, score, moves, seconds, seed, hints)


# -- the numbers ------------------------------------------------------------------------


def test_win_rate_interval_and_streaks_of_explicit_records():
    results = [True, True, False, True, True, True, False, False]  # W W L W W W L L
    tally = Tally.of_records(rec(w) for w in results)
    assert (tally.games, tally.wins) == (8, 5)
    assert tally.win_rate == pytest.approx(0.625)
    lo, hi = tally.interval  # the Wilson interval of 5 wins in 8 (published: .3057-.8632)
    assert lo == pytest.approx(0.3057, abs=5e-4) and hi == pytest.approx(0.8632, abs=5e-4)
    assert tally.best_run == 3
    assert tally.streak == ("lost", 2)
    assert streak_words(tally) == ("2 lost", "best 3")
    assert rate_words(tally) == ("62%", "31\u201386%")


@pytest.mark.parametrize("wins, games, expected", [
    (0, 5, (0.0, 0.4345)), (10, 10, (0.7225, 1.0)), (50, 100, (0.4038, 0.5962)),
])
def test_the_interval_is_the_wilson_interval(wins, games, expected):
    lo, hi = wilson_interval(wins, games)
    assert (lo, hi) == pytest.approx(expected, abs=5e-4)


def test_no_game_has_no_rate_and_no_streak():
    tally = Tally()
    assert tally.win_rate is None and tally.interval is None and tally.streak == ("", 0)
    assert rate_words(tally) == ("\u2014", "")


def test_average_length_counts_only_the_games_whose_length_is_known():
    tally = Tally.of_records([rec(True, moves=40, seconds=600), rec(False, moves=60,
                                                                     seconds=1200)])
    assert tally.average_moves == 50 and tally.average_minutes == pytest.approx(15)
    legacy = Tally(games=3, wins=1)  # counted before lengths were kept
    both = legacy + tally
    assert both.games == 5 and both.average_moves == 50


def _longest_run(results):
    best = run = 0
    for won in results:
        run = run + 1 if won else 0
        best = max(best, run)
    return best


def _tail(results, value):
    n = 0
    for won in reversed(results):
        if won != value:
            break
        n += 1
    return n


@given(st.lists(st.booleans(), max_size=40), st.integers(0, 40))
def test_tallies_add_up_as_the_games_were_played(results, cut):
    cut = min(cut, len(results))
    records = [rec(w, moves=i + 1) for i, w in enumerate(results)]
    whole = Tally.of_records(records)
    assert whole == Tally.of_records(records[:cut]) + Tally.of_records(records[cut:])
    assert whole.best_run == _longest_run(results)
    assert whole.tail_wins == _tail(results, True)
    assert whole.tail_losses == _tail(results, False)
    assert whole.wins == sum(results) and whole.moves == sum(range(1, len(results) + 1))


def test_old_records_fold_into_tallies_and_the_totals_stay_exact(monkeypatch):
    monkeypatch.setattr(stats_module, "RECORDS_KEPT", 10)
    rng = random.Random(3)
    history = GameHistory()
    records = [rec(rng.random() < 0.5, levels=rng.choice([("easy",), ("hard",)]),
                   score=float(i)) for i in range(37)]
    for r in records:
        history.add(r)
    assert len(history.records) == 10 and history.records == records[-10:]
    assert history.total() == Tally.of_records(records)
    for group in ("easy", "hard"):
        assert history.groups()[group] == Tally.of_records(
            r for r in records if r.group == group)
    assert history.total().best == 36.0
    assert history.scores(4) == [(r.score, r.won) for r in records[-4:]]


def test_replayed_deals_keep_the_best_result_on_each():
    history = GameHistory()
    for r in [rec(False, seed=7, score=3), rec(True, seed=7, score=9), rec(False, seed=7,
                                                                             score=5),
              rec(True, seed=8, score=20), rec(False, seed=9, score=1), rec(True, seed=9,
                                                                            score=2)]:
        history.add(r)
    # deal 8 was played once: not a replayed deal
    assert history.replayed_deals() == [(7, 4, 3, 9.0, 1), (9, 4, 2, 2.0, 1)]


# -- recording a finished game ----------------------------------------------------------------


def finished_match(seats, seed=5):
    match = Match(TINY_TRICK, len(seats), seats, seed=seed)
    while not match.is_over():
        if match.advance_chance() is None:
            match.play(match.state.legal_actions()[0])
    return match


def test_a_record_says_who_was_played_against_and_how_it_went():
    match = finished_match([Seat("Cy", COMPUTER, "hard"), Seat("Ann", HUMAN)])
    winners = match.state.winners()
    record = record_of(match, winners, seconds=95.5, hints=2, at=1000)
    assert record.levels == ("hard",) and record.group == "hard"
    assert record.won == (1 in winners) and record.score == match.state.scores()[1]
    assert record.moves == sum(1 for e in match.log if e.seat >= 0)
    assert (record.seconds, record.hints, record.seed, record.players) == (95, 2, 5, 2)
    # a table of several levels is its own group, named by its levels in order
    assert group_of(["hard", "easy", "hard"]) == "easy+hard"
    assert group_label("easy+hard") == "Easy & Hard" and group_label("") == "People only"


def test_computers_alone_and_practice_games_are_not_counted():
    computers = finished_match([Seat("A", COMPUTER, "easy"), Seat("B", COMPUTER, "easy")])
    assert record_of(computers, computers.state.winners()) is None
    practice = finished_match([Seat("Ann", HUMAN), Seat("B", COMPUTER, "easy")])
    practice.practice = True  # Match.practice: the new-game screen's practice mode
    assert record_of(practice, practice.state.winners()) is None


@pytest.fixture
def app():
    app = make_app()
    app.push(MenuScene(app))
    yield app
    app.shutdown()


def test_a_game_ended_at_the_table_is_counted_once(app):
    match = Match(TINY_TRICK, 2, [Seat("Ann", HUMAN), Seat("Bo", COMPUTER, "random")], seed=2)
    table = TableScene(app, match)  # the game goes on at this table
    app.push(table)
    while not match.is_over():
        if match.advance_chance() is None:
            match.play(match.state.legal_actions()[0])
    match.hints_used = 2  # (Match.hints_used: the hints the humans asked for)
    app.push(ResultsScene(app, table))
    app.pop()
    app.push(ResultsScene(app, table))  # shown again: not counted again
    history = load_stats().history("tiny_trick")
    assert history.total().games == 1 and history.records[0].levels == ("random",)
    assert history.records[0].hints == 2 and history.total().hints == 2
    app.pop()
    app.pop()
    app.push(TableScene(app, match))  # a finished game loaded: not counted
    app.push(ResultsScene(app, app.top))
    assert load_stats().history("tiny_trick").total().games == 1


# -- the file ---------------------------------------------------------------------------------


def test_statistics_survive_a_round_trip_through_their_file():
    stats = Stats()
    history = stats.games.setdefault("dragon", GameHistory())
    for i in range(5):
        history.add(rec(i % 2 == 0, score=i * 1.5, seconds=None if i == 2 else 60))
    assert save_stats(stats) is None
    data = json.loads((config_dir() / "stats.json").read_text())
    assert data["format"] == stats_module.FORMAT
    again = load_stats()
    assert again.problem is None
    assert again.history("dragon").records == history.records


@pytest.mark.parametrize("text, reason", [
    ("{not json", "not valid JSON"),
    ('{"format": 2, "games": {"dragon": {"records": [{"won": 1}], "earlier": {}}}}',
     "lacks the fields"),
    ('{"format": 2, "games": {"dragon": {"records": [], "earlier": {"*": {"games": -1}}}}}',
     "tally"),
    ('{"format": "two", "games": {}}', "format is not a number"),
    ('[1, 2]', "does not hold an object"),
    ('{"dragon": {"with_humans": 2, "won": 3}}', "more wins than games"),
])
def test_a_damaged_file_is_refused_with_the_reason_and_kept_aside(text, reason):
    path = config_dir() / "stats.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    stats = load_stats()
    assert reason in stats.problem and stats.games == {}
    kept = list(config_dir().glob("stats.damaged-*.json"))
    assert len(kept) == 1 and kept[0].name in stats.problem
    assert kept[0].read_text() == text and not path.exists()
    # and the next game starts new statistics
    assert record_game("dragon", rec(True)) is None
    assert load_stats().history("dragon").total().games == 1


def test_a_newer_file_is_left_alone_and_nothing_is_written_over_it():
    path = config_dir() / "stats.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    text = '{"format": 99, "games": {}, "more": true}'
    path.write_text(text)
    problem = record_game("dragon", rec(True))
    assert "newer Card Hall" in problem
    assert path.read_text() == text and not list(config_dir().glob("stats.damaged-*"))


def test_the_first_card_halls_counts_are_kept():
    path = config_dir() / "stats.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"dragon": {"played": 9, "with_humans": 6, "won": 2, "best": 31}}')
    record_game("dragon", rec(True, score=12))
    total = load_stats().history("dragon").total()
    assert (total.games, total.wins, total.best) == (7, 3, 31.0)
    assert total.streak == ("won", 1)


# -- the scene ------------------------------------------------------------------------------


def write_stats(amount: str) -> None:
    rng = random.Random(11)
    stats = Stats()
    plan = {"none": {}, "some": {"dragon": 3, "o_genre_o": 1},
            "lot": {"dragon": stats_module.RECORDS_KEPT + 40, "fools_field": 120,
                    "makai_fuda": 60, "monstermaker5": 30, "o_genre_o": 200}}[amount]
    levels = [("normal",), ("easy",), ("hard",), ("easy", "hard"), (), ("random",)]
    for game_id, n in plan.items():
        history = stats.games.setdefault(game_id, GameHistory())
        for i in range(n):
            history.add(rec(rng.random() < 0.4, rng.choice(levels), rng.randint(-30, 60),
                            rng.randint(20, 400), rng.choice([None, 900, 3000]),
                            rng.choice([1, 2, rng.randrange(10**9)]), rng.randint(0, 2), i))
    assert save_stats(stats) is None


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("amount", ["none", "some", "lot"])
def test_the_statistics_draw_every_page_with_no_label_out_of_its_box(size, amount):
    write_stats(amount)
    app = make_app(size)
    try:
        app.push(MenuScene(app))
        scene = StatsScene(app)
        app.push(scene)
        for tab in range(len(scene.tab_ids)):
            scene.select(tab)
            frames(app, 2)
            assert drawn_labels(app) == set(), (amount, scene.tab_ids[tab])
            for element in scene.elements:
                assert app.screen.get_rect().contains(element.rect)
        assert scene.clear_button.is_enabled == (amount != "none")
    finally:
        app.shutdown()


def test_clearing_asks_first_and_clears_only_what_was_asked(app):
    write_stats("some")
    before = (config_dir() / "stats.json").read_text()
    scene = StatsScene(app, "dragon")
    app.push(scene)
    frames(app, 2)
    click_button(app, "Clear Dragon\u2026")
    assert isinstance(app.top, ConfirmScene) and "Slaughter the Dragon" in app.top.question
    click_button(app, "Keep them")
    assert app.top is scene and (config_dir() / "stats.json").read_text() == before
    click_button(app, "Clear Dragon\u2026")
    click_button(app, "Clear")
    assert app.top is scene
    stats = load_stats()
    assert stats.history("dragon").total().games == 0
    assert stats.history("o_genre_o").total().games == 1  # another game's are kept
    scene.select(0)
    frames(app, 1)
    click_button(app, "Clear all\u2026")
    click_button(app, "Clear")
    assert load_stats().games == {}
    assert not scene.clear_button.is_enabled
    assert ALL not in load_stats().history("o_genre_o").earlier
