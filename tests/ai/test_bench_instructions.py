"""bench.instructions: the searches it counts run as the speed bench's do, a count is read
from what callgrind prints, and without valgrind it says what it needs and exits 2."""

from __future__ import annotations

import subprocess

import pytest

from bench import instructions
from engine.ai import ismcts


def test_the_counted_workload_runs_one_tree_of_the_levels_settings(monkeypatch):
    made = []
    real = ismcts.ISMCTS

    def recording(**settings):
        made.append(settings)
        return real(**settings)

    monkeypatch.setattr(ismcts, "ISMCTS", recording)
    instructions.workload("monstermaker5", 8, "hard", 3, 2)
    assert len(made) == 2  # one search a position
    assert all(s["iterations"] == 3 and "ensemble" not in s and "tree_size" not in s
               for s in made)
    made.clear()
    instructions.workload("monstermaker5", 8, "hard", 0, 2)  # the baseline: no search
    assert not made


def test_the_count_per_iteration_is_the_difference_of_the_two_runs(monkeypatch, capsys):
    printed = {5: "==1== Collected : 2600000\n", 0: "==1== Collected : 200000\n"}

    def fake_run(command, **kwargs):
        its = int(command[command.index("--iterations") + 1])
        return subprocess.CompletedProcess(command, 0, "", printed[its])

    monkeypatch.setattr(instructions.shutil, "which", lambda name: "/usr/bin/valgrind")
    monkeypatch.setattr(instructions.subprocess, "run", fake_run)
    instructions.main(["--game", "o_genre_o", "--players", "4", "--iterations", "5",
                       "--states", "4"])
    # (2,600,000 - 200,000) / (4 positions x 5 iterations) = 120,000
    assert "0.120 M instructions an iteration" in capsys.readouterr().out


def test_without_valgrind_it_exits_2_saying_what_it_needs(monkeypatch, capsys):
    monkeypatch.setattr(instructions.shutil, "which", lambda name: None)
    with pytest.raises(SystemExit) as stop:
        instructions.main(["--game", "dragon", "--players", "4"])
    assert stop.value.code == 2
    assert "needs valgrind" in capsys.readouterr().err
