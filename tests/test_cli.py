"""The command line: good runs work; every bad option exits 2 with usage and one line."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import main
from engine import savefile
from games import CATALOGUE, REGISTRY

ROOT = Path(__file__).resolve().parents[1]
GAME = sorted(REGISTRY)[0] if REGISTRY else None
UNBUILT = next((info.id for info in CATALOGUE if info.id not in REGISTRY), None)


def run_main(args, capsys):
    with pytest.raises(SystemExit) as info:
        main.main(args)
    return info.value.code, capsys.readouterr()


@pytest.mark.parametrize("args,message", [
    (["--game", "chess"], "unknown game 'chess'"),
    pytest.param(["--game", UNBUILT], "not playable yet",
                 marks=pytest.mark.skipif(UNBUILT is None,
                                          reason="every game of the catalogue is built")),
    (["--selfplay", "chess"], "unknown game"),
    (["--size", "big"], "--size must look like 1280x720"),
    (["--size", "100x100"], "outside"),
    (["--players", "3"], "--players needs --game"),
    (["--load", "x.json", "--game", "y"], "cannot be used together"),
    (["--frobnicate"], "unrecognized arguments"),
    (["--players", "three"], "invalid int value"),
])
def test_bad_options_exit_2_with_usage_and_a_reason(args, message, capsys):
    code, out = run_main(args, capsys)
    assert code == 2
    assert "usage:" in out.err and message in out.err
    assert "Traceback" not in out.err


@pytest.mark.skipif(GAME is None, reason="no game registered yet")
@pytest.mark.parametrize("extra,message", [
    (["--players", "99"], "players, not 99"),
    (["--seats", "human"], "--seats lists 1 seats"),
    (["--seats", ",".join(["robot"] * (REGISTRY[GAME].min_players if GAME else 2))],
     "a seat is 'human' or one of"),
    (["--names", "a"], "--names lists 1 names"),
    (["--option", "nonsense"], "--option must be KEY=VALUE"),
    (["--option", "turbo=1"], "has no option 'turbo'"),
])
def test_bad_game_settings_exit_2(extra, message, capsys):
    code, out = run_main(["--game", GAME, *extra], capsys)
    assert code == 2 and message in out.err


@pytest.mark.skipif(GAME is None, reason="no game registered yet")
@pytest.mark.parametrize("extra,message", [
    (["--agents", "genius"], "unknown agent 'genius'"),
    (["--agents", "random,random,random,random,random,random,random,random,random"],
     "--agents lists 9 agents"),
    (["--games", "0"], "--games must be at least 1"),
    (["--seats", "human"], "--seats does not apply to --selfplay"),
    (["--steps", "4"], "--steps does not apply to --selfplay"),
    (["--ai-budget", "0"], "--ai-budget must be more than 0"),
])
def test_bad_selfplay_options_exit_2(extra, message, capsys):
    code, out = run_main(["--selfplay", GAME, *extra], capsys)
    assert code == 2 and message in out.err


def error_lines(err: str) -> list[str]:
    return [line for line in err.splitlines() if line.startswith("main.py: error:")]


@pytest.mark.parametrize("text,message", [
    (None, "no save file"),
    ('{"format": 1, "game": "', "damaged or cut short"),
    ("", "is empty"),
    ("[" * 50_000 + "]" * 50_000, "nested too deeply"),
    ('{"format": 1, "seed": ' + "7" * 5000 + "}", "is damaged"),
    ('{"format": 99}', "newer Card Hall"),
    ('{"hello": "world"}', "not a Card Hall save file"),
])
def test_missing_or_broken_save_exits_2_with_usage_and_one_line(tmp_path, capsys, text,
                                                                  message):
    path = tmp_path / "save.json"
    if text is not None:
        path.write_text(text)
    code, out = run_main(["--load", str(path)], capsys)
    assert code == 2 and "usage:" in out.err and "Traceback" not in out.err
    lines = error_lines(out.err)
    assert len(lines) == 1 and message in lines[0] and str(path) in lines[0]
    assert out.err.endswith(lines[0] + "\n")
    if text is not None:
        assert path.read_text() == text  # a refused file is left as it was


@pytest.mark.parametrize("args,message", [
    (["--games", "3"], "--games needs --selfplay"),
    (["--agents", "random"], "--agents needs --selfplay"),
    (["--steps", "3"], "--steps needs --screenshot"),
    (["--viewer", "1"], "--viewer needs --screenshot"),
    (["--option", "a=1"], "--option needs --game"),
    (["--load", "x.json", "--players", "3"], "--players cannot be used with --load"),
    (["--load", "x.json", "--seed", "3"], "--seed cannot be used with --load"),
    (["--size", "800x600"], "outside 960x540"),
    (["--size", "\u0661\u0662\u0668\u0660x720"], "--size must look like"),
])
def test_options_that_do_not_apply_are_refused(args, message, capsys):
    code, out = run_main(args, capsys)
    assert code == 2 and "usage:" in out.err and message in out.err


@pytest.mark.skipif(GAME is None, reason="no game registered yet")
@pytest.mark.parametrize("extra,message", [
    (["--names", ",".join(["A\tB"] * 8)], "--names lists"),
    (["--seed", str(2**64)], "--seed: the seed must be"),
    (["--seats", "human,,ai"], "not ''"),
])
def test_bad_names_seats_and_seeds_exit_2(extra, message, capsys):
    code, out = run_main(["--game", GAME, *extra], capsys)
    assert code == 2 and message in out.err


@pytest.mark.skipif(GAME is None, reason="no game registered yet")
def test_a_name_with_a_control_character_is_refused(capsys):
    n = REGISTRY[GAME].min_players
    code, out = run_main(["--game", GAME, "--names", ",".join(["A\tB"] * n)], capsys)
    assert code == 2 and "control character" in out.err


@pytest.mark.skipif(GAME is None, reason="no game registered yet")
def test_selfplay_accepts_seat_style_agent_names(capsys):
    assert main.main(["--selfplay", GAME, "--agents", "ai:random", "--seed", "1"]) == 0
    record = json.loads(capsys.readouterr().out.splitlines()[0])
    assert set(record["agents"]) == {"random"}


@pytest.mark.skipif(GAME is None, reason="no game registered yet")
def test_selfplay_prints_one_json_line_per_game_and_a_summary(capsys):
    game = REGISTRY[GAME]
    assert main.main(["--selfplay", GAME, "--players", str(game.min_players), "--games", "3",
                      "--seed", "7", "--agents", "random"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 4
    games = [json.loads(line) for line in lines[:3]]
    for k, record in enumerate(games):
        assert set(record) == {"game", "seed", "players", "agents", "winners", "scores",
                               "steps"}
        assert record["seed"] == 7 + k and record["game"] == GAME
        assert record["winners"] and record["steps"] > 0
    summary = json.loads(lines[3])["summary"]
    assert summary["games"] == 3 and abs(sum(summary["win_share"]) - 1) < 1e-3


@pytest.mark.skipif(GAME is None, reason="no game registered yet")
def test_selfplay_is_reproducible(capsys):
    args = ["--selfplay", GAME, "--games", "2", "--seed", "3"]
    main.main(args)
    first = capsys.readouterr().out.splitlines()[:2]
    main.main(args)
    assert capsys.readouterr().out.splitlines()[:2] == first


@pytest.mark.parametrize("scene", ["menu", "settings", "rules", "stats", "load"])
def test_screenshot_renders_a_png_without_a_display(tmp_path, scene, capsys):
    out = tmp_path / f"{scene}.png"
    assert main.main(["--screenshot", str(out), "--scene", scene, "--size", "1280x720"]) == 0
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


@pytest.mark.skipif(GAME is None, reason="no game registered yet")
def test_screenshot_of_a_table_after_some_steps(tmp_path):
    out = tmp_path / "table.png"
    assert main.main(["--screenshot", str(out), "--game", GAME, "--steps", "6",
                      "--seed", "2", "--size", "1920x1080"]) == 0
    import pygame

    image = pygame.image.load(str(out))
    assert image.get_size() == (1920, 1080)


def test_screenshot_of_table_needs_a_game(capsys):
    code, out = run_main(["--screenshot", "x.png", "--scene", "table"], capsys)
    assert code == 2 and "needs --game" in out.err


def test_the_program_runs_as_a_script_without_traceback(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               CARDHALL_HOME=str(tmp_path))
    proc = subprocess.run([sys.executable, "main.py", "--game", "nope"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2
    assert "unknown game 'nope'" in proc.stderr and "Traceback" not in proc.stderr
    assert proc.stdout == ""


def test_load_of_a_foreign_file_is_refused(tmp_path, capsys):
    path = tmp_path / "other.json"
    path.write_text(json.dumps({"format": 1, "game": "chess", "rules_version": 1,
                                "num_players": 2, "options": {}, "seats": [], "seed": 1,
                                "log": []}))
    code, out = run_main(["--load", str(path)], capsys)
    assert code == 2 and "unknown game 'chess'" in out.err
    assert savefile.FORMAT == 2


@pytest.mark.parametrize("name,message", [
    ("shot.txt", "must name a .png file"),
    ("no/such/folder/shot.png", "there is no folder"),
])
def test_screenshot_to_a_bad_place_exits_2(tmp_path, name, message, capsys):
    code, out = run_main(["--screenshot", str(tmp_path / name)], capsys)
    assert code == 2 and message in out.err and "Traceback" not in out.err
