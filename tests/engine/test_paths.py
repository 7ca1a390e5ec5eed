"""The saves folder keeps no litter from writes that a kill cut short."""

from __future__ import annotations

import contextlib
import os

from engine.paths import STALE_AFTER_S, TEMP_NAME, remove_stale_temp_files, write_atomic


def test_stale_temp_files_of_dead_writes_are_removed_and_nothing_else(tmp_path):
    now = 1_000_000.0
    old = now - STALE_AFTER_S - 5
    stale = tmp_path / ".autosave-dragon.json.4242.tmp"
    fresh = tmp_path / ".autosave-fools_field.json.4243.tmp"
    ours = tmp_path / f".autosave-x.json.{os.getpid()}.tmp"
    keep = [tmp_path / "autosave-dragon.json", tmp_path / "notes.tmp",
            tmp_path / ".hidden.tmp", fresh, ours]
    for path in [stale, *keep]:
        path.write_text("{}")
    for path in [stale, ours, *keep[:3]]:
        os.utime(path, (old, old))
    os.utime(fresh, (now - 1, now - 1))
    assert remove_stale_temp_files(tmp_path, now=now) == [stale]
    assert not stale.exists()
    assert all(path.exists() for path in keep)


def test_a_missing_folder_is_no_error(tmp_path):
    assert remove_stale_temp_files(tmp_path / "nowhere") == []


def test_write_atomic_temp_names_are_the_ones_cleaned(tmp_path, monkeypatch):
    """A write killed between its write and its rename leaves exactly such a name."""
    seen = []

    def killed(src, dst):
        seen.append(os.path.basename(src))
        raise KeyboardInterrupt  # the process dies here

    monkeypatch.setattr(os, "replace", killed)
    with contextlib.suppress(KeyboardInterrupt):
        write_atomic(tmp_path / "autosave-dragon.json", "{}")
    assert seen and TEMP_NAME.match(seen[0])
