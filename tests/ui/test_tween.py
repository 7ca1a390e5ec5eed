"""The animation queue: steps in order, Space/click finishing animations, and holds that
wait for the player (a round's score table)."""

from __future__ import annotations

from types import SimpleNamespace

from ui.anim.tween import AnimationQueue, Hold, Tween


def test_steps_play_one_after_another():
    sprite = SimpleNamespace(x=0.0)
    queue = AnimationQueue()
    queue.add(Tween(sprite, 1.0, lambda t: t, x=10.0))
    queue.add(Tween(sprite, 1.0, lambda t: t, x=20.0))
    queue.update(0.5)
    assert sprite.x == 5.0
    queue.update(1.0)  # the first step ends and the second takes the rest of the time
    assert sprite.x == 15.0
    queue.update(1.0)
    assert sprite.x == 20.0 and not queue.busy


def test_a_hold_waits_for_the_player_however_long_it_takes():
    log = []
    queue = AnimationQueue()
    queue.call(lambda: log.append("summary"))
    queue.add(Hold(on_begin=lambda: log.append("hold"), on_end=lambda: log.append("go on")))
    queue.call(lambda: log.append("next deal"))
    for _ in range(600):
        queue.update(1 / 60)
    assert log == ["summary", "hold"] and queue.holding and queue.busy


def test_going_on_finishes_up_to_the_next_hold_then_releases_it():
    sprite = SimpleNamespace(x=0.0)
    log = []
    queue = AnimationQueue()
    queue.add(Tween(sprite, 2.0, x=10.0))
    queue.add(Hold(on_end=lambda: log.append("released")))
    queue.add(Tween(sprite, 2.0, x=30.0))
    queue.add(Hold())
    queue.advance()  # Space during the animation: it ends at the first hold
    assert sprite.x == 10.0 and queue.holding and log == []
    queue.advance()  # Space at the hold: released, on to the next hold
    assert log == ["released"] and sprite.x == 30.0 and queue.holding
    queue.advance()
    assert not queue.busy and not queue.holding


def test_skip_finishes_everything_holds_included():
    sprite = SimpleNamespace(x=0.0)
    queue = AnimationQueue()
    queue.add(Hold())
    queue.add(Tween(sprite, 2.0, x=7.0))
    queue.skip()
    assert sprite.x == 7.0 and not queue.busy
