"""Autosave off the main thread (engine/autosave.py): a move never waits on the disk unless
the previous move's write is still going on; a human's move is on disk before the next
human decision and when the table closes; a failed write is reported, the game goes on.

The disk is made slow by holding the writer inside os.fsync on an Event, so nothing here
depends on the clock.
"""

from __future__ import annotations

import os
import random
import threading

import pytest

from engine import savefile
from engine.autosave import BackgroundSaver
from engine.match import COMPUTER, HUMAN, Match, Seat
from games import REGISTRY
from tests.playouts import random_step

GAME = REGISTRY["fools_field"]


class SlowDisk:
    """os.fsync that waits until `release()` (counting the writes that reached it)."""

    def __init__(self, monkeypatch):
        self.gate = threading.Event()
        self.reached = threading.Semaphore(0)
        real = os.fsync

        def fsync(fd):
            self.reached.release()
            self.gate.wait(10)
            real(fd)

        monkeypatch.setattr(os, "fsync", fsync)

    def wait_reached(self) -> None:
        assert self.reached.acquire(timeout=10), "the writer never reached the disk"

    def release(self) -> None:
        self.gate.set()


def new_match(path, saver=True) -> Match:
    seats = [Seat("Ann", HUMAN), Seat("Bot", COMPUTER, "random")]
    match = Match(GAME, 2, seats, seed=4, save_path=path)
    if saver:
        match.saver = BackgroundSaver()
    return match


def step(match: Match, rng: random.Random) -> None:
    if match.advance_chance() is None:
        match.play(random_step(match.state, rng), match.to_move())


def saved_moves(path) -> int:
    return len(savefile.load(path, REGISTRY).log)


def test_a_move_returns_while_its_write_is_still_on_the_disk(tmp_path, monkeypatch):
    path = tmp_path / "autosave.json"
    match = new_match(path)
    disk = SlowDisk(monkeypatch)
    step(match, random.Random(1))  # the deal: handed to the writer, which is held
    disk.wait_reached()
    assert not path.exists() and not match.saver.idle
    disk.release()
    match.flush_saves()
    assert saved_moves(path) == len(match.log) == 1
    match.saver.close()


def test_a_move_waits_only_for_the_previous_write_so_a_kill_loses_one_move_at_most(
        tmp_path, monkeypatch):
    path = tmp_path / "autosave.json"
    match = new_match(path)
    rng = random.Random(2)
    for _ in range(4):
        step(match, rng)
    match.flush_saves()
    waits = match.saver.waits
    disk = SlowDisk(monkeypatch)
    step(match, rng)  # move 5: its write is held on the disk
    disk.wait_reached()
    second = threading.Thread(target=step, args=(match, rng))
    second.start()  # move 6 must wait: the file would otherwise lag two moves
    for _ in range(1000):
        if match.saver.waits > waits:
            break
        threading.Event().wait(0.01)
    assert match.saver.waits == waits + 1 and second.is_alive() and len(match.log) == 6
    assert saved_moves(path) == 4  # on disk: everything but the move being written (5)
    disk.release()
    second.join(10)
    match.flush_saves()
    assert saved_moves(path) == 6 and match.saver.waits >= 1
    match.saver.close()


def test_the_file_holds_every_move_of_a_whole_game_once_flushed(tmp_path):
    path = tmp_path / "autosave.json"
    match = new_match(path)
    rng = random.Random(3)
    while not match.is_over():
        step(match, rng)
    match.saver.close()
    loaded = savefile.load(path, REGISTRY)
    assert [(e.seat, e.action) for e in loaded.log] == [(e.seat, e.action) for e in match.log]
    assert match.saver.writes == len(match.log)


def test_undo_is_saved_too(tmp_path):
    path = tmp_path / "autosave.json"
    match = new_match(path)
    rng = random.Random(5)
    while match.undo_target(0) is None and not match.is_over():
        step(match, rng)
    target = match.undo_target(0)
    assert target is not None
    match.undo(0)
    match.flush_saves()
    assert saved_moves(path) == target
    match.saver.close()


def test_a_failed_write_is_reported_and_the_game_goes_on(tmp_path):
    folder = tmp_path / "saves"
    folder.write_text("a file where the folder should be")
    match = new_match(folder / "autosave.json")
    rng = random.Random(6)
    step(match, rng)
    match.flush_saves()
    assert match.save_error and "could not save" in match.save_error
    step(match, rng)  # the game goes on
    match.flush_saves()
    assert len(match.log) == 2
    match.saver.close()


def test_a_closed_saver_refuses_more_work(tmp_path):
    match = new_match(tmp_path / "a.json")
    match.saver.close()
    with pytest.raises(RuntimeError):
        step(match, random.Random(0))


# -- through the table: the human's decision and the end of the table ---------------------


def test_the_table_offers_a_decision_only_with_every_move_on_disk(monkeypatch):
    """Computers move first with a slow disk; when the human is offered a decision, the
    autosave holds every move; closing the table writes the last one."""
    from tests.ui.helpers import frames, make_app
    from ui.scenes.table import TableScene

    written = []
    real_write = Match.write_save

    def slow_write(self, source, path):
        threading.Event().wait(0.1)  # a slow disk: each write takes a while
        real_write(self, source, path)
        written.append(len(source.log))

    monkeypatch.setattr(Match, "write_save", slow_write)
    app = make_app()
    app.settings.animation_speed = 100.0  # the human is asked right after a computer moves
    try:
        game = REGISTRY["o_genre_o"]
        seats = [Seat("Bot 1", COMPUTER, "random"), Seat("Bot 2", COMPUTER, "random"),
                 Seat("Ann", HUMAN)]
        start = ("new", game, 3, seats, {}, 8)
        scene = TableScene.from_start(app, start)
        app.push(scene)
        match = scene.match
        assert isinstance(match.saver, BackgroundSaver)
        for _ in range(3000):
            frames(app, 1)
            if scene.legal_now():
                break
        assert scene.legal_now(), "the human was never offered a decision"
        assert match.saver.idle and written[-1] == len(match.log)
        assert saved_moves(match.save_path) == len(match.log)
        legal = match.state.legal_actions()
        scene.play_human(legal[0])
        app.pop()  # the table closes: its last move is on disk
        assert match.saver is None
        assert saved_moves(match.save_path) == len(match.log)
    finally:
        app.shutdown()
