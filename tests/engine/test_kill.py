"""A kill -9 never costs more than the move being written, and leaves no litter for long.

The short version of bench/kill.py runs here; the start-up clean-up of temp files that a
killed write left behind is checked through main.main.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys

import pytest

import main
from engine.paths import STALE_AFTER_S, remove_stale_temp_files, saves_dir


def test_start_up_removes_temp_files_of_writes_a_kill_cut_short(monkeypatch):
    folder = saves_dir()
    folder.mkdir(parents=True)
    stale = folder / ".autosave-dragon.json.4242.tmp"
    stale.write_text('{"format": 1, "log": [')  # half written when the process died
    old = stale.stat().st_mtime - STALE_AFTER_S - 60
    os.utime(stale, (old, old))
    autosave = folder / "autosave-dragon.json"
    autosave.write_text("{}")
    started = []
    monkeypatch.setattr("ui.app.run_app", lambda **kw: started.append(kw) or 0)
    assert main.main([]) == 0
    assert started, "the app was started"
    assert not stale.exists()
    assert autosave.exists()
    assert remove_stale_temp_files(folder) == []


def test_the_steps_printed_right_after_ready_are_read_with_the_rest():
    # "ready" and the first steps in one write: the parent's readline buffers them all,
    # as it does when the child prints fast and the parent is scheduled late
    from bench.kill import rest_of_output, wait_ready

    proc = subprocess.Popen(
        [sys.executable, "-c", "import sys; sys.stdout.write('ready\\n1 a\\n2 b\\n')"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    wait_ready(proc)
    out, err = rest_of_output(proc)
    assert out.splitlines() == ["1 a", "2 b"]
    assert err == ""


def test_a_last_line_the_kill_cut_short_is_not_counted_as_a_step():
    # the CI failure of stop 75: "236" written, " Attack(target=4)" never, then the kill
    from bench.kill import printed_steps

    steps, over = printed_steps("1 Deal()\n2 Play(card=3)\n3")
    assert steps == ["Deal()", "Play(card=3)"]
    assert not over
    steps, over = printed_steps("1 Deal()\n2 Play(card=3)\n3 Pass()\nover\n")
    assert steps == ["Deal()", "Play(card=3)", "Pass()"]
    assert over


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX only")
@pytest.mark.parametrize(("game_id", "players", "delay"), [
    ("dragon", 4, 0.15), ("fools_field", 2, 0.1), ("monstermaker5", 5, 0.3)])
def test_a_table_of_computers_killed_mid_game_loses_at_most_the_move_being_written(
        game_id, players, delay):
    from bench.kill import kill_once

    outcome = kill_once(game_id, players, seed=11, delay=delay)
    assert outcome.problems == []
    assert outcome.reported > 0, "the kill came after the game had begun"
    assert outcome.saved >= outcome.reported - 1
