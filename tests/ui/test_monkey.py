"""The monkey (bench/monkey.py), a short pass: random clicks, drags, wheel turns, keys and
resizes through the real frame loop from every scene and every game's table (alone and
hot-seat, its results and its review). No exception escapes, and every scene on the stack
still draws afterwards. About 2,800 frames in all; `python -m bench.monkey --seconds 600`
is the long version."""

from __future__ import annotations

import pygame
import pytest

from bench import monkey

FRAMES = 90  # per start: 31 starts, about 2,800 frames, under a minute
SEED = 18


def failures_text(tally: monkey.Tally) -> str:
    return "\n".join(f"{f.replay(False)}\n{f.error}" for f in tally.failures)


@pytest.mark.parametrize("start", monkey.STARTS)
def test_the_monkey_breaks_nothing(start):
    tally = monkey.Tally()
    with monkey.inline_worker():
        monkey.monkey_run(start, SEED, FRAMES, (1280, 720), tally)
    assert not tally.failures, failures_text(tally)
    assert tally.frames == FRAMES
    assert tally.events > 0, "the monkey did something"


def test_the_same_seed_plays_the_same_events():
    runs = []
    for _ in range(2):
        tally = monkey.Tally()
        with monkey.inline_worker():
            monkey.monkey_run("setup:dragon", 7, 60, (1024, 576), tally)
        runs.append((tally.events, tally.scenes))
    assert runs[0] == runs[1]


def test_an_exception_in_a_scene_is_caught_with_the_command_that_replays_it(monkeypatch):
    from ui.scenes.rules import RulesScene

    def broken(self, event):
        if event.type == pygame.KEYDOWN:
            raise ZeroDivisionError("a bug the monkey found")

    monkeypatch.setattr(RulesScene, "handle_event", broken)
    tally = monkey.Tally()
    monkey.monkey_run("rules", SEED, 120, (1280, 720), tally)
    assert len(tally.failures) == 1
    failure = tally.failures[0]
    assert "ZeroDivisionError: a bug the monkey found" in failure.error
    assert failure.replay(False) == (f"python -m bench.monkey --start rules --seed {SEED} "
                                     f"--frames {failure.frame + 1} --size 1280x720")


def test_a_scene_that_draws_nothing_is_a_failure(monkeypatch):
    from ui.scenes.rules import RulesScene

    monkeypatch.setattr(RulesScene, "draw", lambda self, surface: None)
    monkeypatch.setattr(monkey, "WEIGHTS", (("idle", 1),))  # it stays on the rules
    tally = monkey.Tally()
    monkey.monkey_run("rules", SEED, 5, (1280, 720), tally)
    assert len(tally.failures) == 1
    assert "RulesScene drew nothing" in tally.failures[0].error
