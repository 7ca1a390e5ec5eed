"""bench.levels, the adjacent-level table: which rows pit the levels as they play now, the
verdict against a row's target, and agent specs with experimental search settings."""

from __future__ import annotations

import json

import pytest

from bench import ai as bench_ai
from bench import levels
from games import REGISTRY


def row(gid, n, hero, field, excess=0.0, low=0.0, high=0.0, deals=20):
    return {"game": gid, "players": n, "hero": hero, "field": field, "deals": deals,
            "excess": excess, "low": low, "high": high,
            "target": levels.TARGETS.get((levels.level_of(hero),
                                             levels.level_of(field)))}


def test_normal_plays_at_its_games_cap_and_hard_at_its_real_budget(monkeypatch):
    game = REGISTRY["dragon"]
    monkeypatch.setattr(type(game), "level_settings", {"normal": {"iterations": 250}})
    normal_budget, hard_budget = levels.REAL_BUDGETS[("dragon", 4)]
    assert levels.played_spec("dragon", 4, "normal") == "normal@250"
    assert levels.played_spec("dragon", 4, "hard") == f"hard@{hard_budget}"
    assert levels.played_spec("dragon", 4, "easy") == "easy"
    assert levels.is_current(row("dragon", 4, f"hard@{hard_budget}", "normal@250"))
    assert levels.is_current(row("dragon", 4, "hard@1950", "normal@250"))  # slower machine
    assert not levels.is_current(row("dragon", 4, f"hard@{hard_budget + 1}", "normal@250"))
    assert not levels.is_current(row("dragon", 4, "hard@300", "normal@100"))
    monkeypatch.setattr(type(game), "level_settings", {})
    assert levels.played_spec("dragon", 4, "normal") == f"normal@{normal_budget}"
    assert levels.played_spec("dragon", 5, "normal") is None  # no real budget measured


@pytest.mark.parametrize("excess, low, high, expected", [
    (25.0, 5.0, 45.0, "meets"), (25.0, -3.0, 53.0, "too wide to tell"),
    (5.0, -10.0, 15.0, "misses")])
def test_a_row_meets_its_target_only_with_its_interval_above_zero(excess, low, high,
                                                                   expected):
    assert levels.verdict(row("dragon", 4, "normal@300", "easy", excess, low, high)) \
        == expected
    assert levels.verdict(row("dragon", 4, "normal@300", "easy", excess, low, high,
                                deals=3)).startswith("<")


def test_an_agent_spec_may_add_search_settings_applied_last():
    agent = bench_ai.agent("hard@300/max_depth=1,bias=0.5,weighted=False")
    settings = agent.settings(REGISTRY["dragon"])
    assert settings["max_depth"] == 1 and settings["bias"] == 0.5
    assert settings["weighted"] is False and agent.iterations == 300
    with pytest.raises(ValueError, match="key=value"):
        bench_ai.agent("hard@300/max_depth")


@pytest.mark.parametrize("deals,low,high,needed", [
    (100, 10.0, 30.0, 400),   # +-10 at 100 deals: four times the deals halve it
    (256, 40.0, 48.0, 164),   # +-4 already (163.84): fewer deals than played would do
    (50, 0.0, 10.0, 50),      # exactly +-5
])
def test_the_deals_a_row_needs_for_five_percent_shrink_as_one_over_root_deals(
        deals, low, high, needed):
    row = {"deals": deals, "low": low, "high": high}
    assert levels.deals_for_five_percent(row) == needed


def test_the_summary_counts_rows_that_meet_and_rows_measured_within_five_percent():
    rows = [row("dragon", 4, "normal@100", "easy", 48.0, 45.0, 51.0, deals=1400),  # meets, +-3
            row("dragon", 4, "hard@9200", "normal@100", 26.0, 13.0, 39.0, deals=150),
            row("o_genre_o", 4, "hard@300", "normal@100", 8.0, -3.0, 19.0, deals=40)]
    assert levels.summary(rows) == ("3 rows: 2 meet their margin, 1 do not (yet); "
                                      "1 measured within +-5% of a fair share")


def test_a_row_of_too_few_deals_is_never_within_five_percent_even_without_spread():
    assert not levels.within_five_percent(row("o_genre_o", 4, "hard@10900", "normal@300",
                                                100.0, 100.0, 100.0, deals=3))
    assert levels.within_five_percent(row("o_genre_o", 4, "hard@10900", "normal@300",
                                            100.0, 96.0, 104.0, deals=levels.MIN_DEALS))


def write_deal(lines, seed, hero, field, hero_wins_in_seats, n=2):
    """One deal of a duplicate run in a 2-player game: the hero in each seat, winning
    (score 1 to 0) in the seats listed, else losing (0 to 1)."""
    for seat in range(n):
        agents = [field] * n
        agents[seat] = hero
        won = seat in hero_wins_in_seats
        winner = seat if won else 1 - seat
        scores = [0.0] * n
        scores[winner] = 1.0
        lines.append(json.dumps({"seed": seed, "agents": agents, "winners": [winner],
                                 "scores": scores, "game": "fools_field", "players": n,
                                 "hero": hero, "field": field}))


def test_paired_compares_two_heroes_only_on_the_deals_both_played_in_every_seat(tmp_path):
    lines: list[str] = []
    write_deal(lines, 1, "hard@20", "normal@5", {0, 1})   # both seats won
    write_deal(lines, 1, "hard@10", "normal@5", {0})      # one of two
    write_deal(lines, 2, "hard@20", "normal@5", {1})
    write_deal(lines, 2, "hard@10", "normal@5", {1})
    write_deal(lines, 3, "hard@20", "normal@5", {0, 1})   # hard@10 never played deal 3
    lines.pop()  # and deal 3 of hard@20 lacks its second seat too
    path = tmp_path / "results.jsonl"
    path.write_text("\n".join(lines) + "\n")
    groups = levels.read_duplicates([path])
    p = levels.paired(groups, "fools_field", 2, "normal@5", "hard@20", "hard@10")
    assert p["deals"] == 2
    # deal 1: 1.0 - 0.5 of the victories, fair share 0.5: +100%; deal 2: level
    assert p["share"] == pytest.approx(50.0)
    assert p["margin"] == pytest.approx(0.5)  # margins +1 and 0 on deal 1, 0 and 0 on 2
