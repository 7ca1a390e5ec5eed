"""The load screen on a temporary saves folder (CARDHALL_HOME): each save's game,
players, deal number, progress and date; renaming (and the names refused, with the
reason) and deleting (after a question), a review's cache following its save; Review
only for a finished game."""

from __future__ import annotations

import random

import pygame
import pytest

from engine import savefile
from engine.core import CHANCE, playable_actions
from engine.match import COMPUTER, HUMAN, Match, Seat
from engine.paths import autosave_path, saves_dir
from engine.review import sidecar_path
from games import REGISTRY
from tests.ui.helpers import click, click_button, frames, make_app, press
from tests.ui.text_fit import drawn_labels
from ui import save_files
from ui.save_files import progress_of, rename_problem
from ui.scenes import saves as saves_scene
from ui.scenes.dialogs import ConfirmScene
from ui.scenes.menu import MenuScene
from ui.scenes.rename import RenameScene
from ui.scenes.saves import LoadScene
from ui.scenes.table import TableScene

GAME = REGISTRY["fools_field"]  # two players, quick to finish


def played(game, n, steps, seed=1, finish=False):
    seats = [Seat("Ann", HUMAN)] + [Seat(f"Computer {i}", COMPUTER, "normal")
                                    for i in range(1, n)]
    match = Match(game, n, seats, seed=seed)
    rng = random.Random(seed)
    done = 0
    while not match.is_over() and (finish or done < steps):
        if match.to_move() == CHANCE:
            match.advance_chance()
            continue
        match.play(rng.choice(playable_actions(match.state.legal_actions())))
        done += 1
    return match


@pytest.fixture
def app():
    app = make_app()
    app.push(MenuScene(app))
    yield app
    app.shutdown()


@pytest.fixture
def folder():
    path = saves_dir()
    path.mkdir(parents=True, exist_ok=True)
    return path


def open_load(app) -> LoadScene:
    scene = LoadScene(app)
    app.push(scene)
    frames(app, 2)
    return scene


def select(scene, name: str) -> None:
    index = next(i for i, s in enumerate(scene.saves) if s.path.name == name)
    click(scene.app, scene.row_rect(index).center) if scene.row_rect(index) else \
        scene.choose(index)
    assert scene.current().path.name == name


def test_each_save_shows_its_game_players_deal_progress_and_date(app, folder):
    going = played(GAME, 2, 6, seed=77)
    done = played(GAME, 2, 0, seed=78, finish=True)
    savefile.write(going, folder / "going.json")
    savefile.write(done, folder / "done.json")
    sidecar_path(folder / "done.json").write_text("{}")  # a review's cache: not a save
    text = savefile.dumps(going)
    (folder / "cut.json").write_text(text[: len(text) // 2])
    scene = open_load(app)
    assert sorted(s.path.name for s in scene.saves) == ["cut.json", "done.json", "going.json"]
    info = {s.path.name: s for s in scene.saves}
    moves = sum(1 for e in going.log if e.seat >= 0)
    assert info["going.json"].game_title == GAME.title
    assert info["going.json"].seats == ["Ann", "Computer 1 (Normal)"]
    assert info["going.json"].seed == 77 and not info["going.json"].over
    assert f"{moves} moves" in info["going.json"].progress
    assert info["done.json"].progress.startswith("finished")
    assert info["done.json"].result.endswith(("won", "shared the victory"))
    assert "damaged or cut short" in info["cut.json"].problem
    for name in info:  # every row and its details draw, nothing out of its box
        select(scene, name)
        frames(app, 1)
        assert drawn_labels(app) == set(), name
    select(scene, "cut.json")
    scene.load_selected()
    assert app.top is scene and any("damaged or cut short" in t[0] for t in app.toasts)
    assert (folder / "cut.json").read_text() == text[: len(text) // 2]
    select(scene, "going.json")
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, TableScene)
    assert app.top.match.save_path == autosave_path(GAME.id)


@pytest.mark.parametrize("game", list(REGISTRY.values()), ids=lambda g: g.id)
def test_progress_counts_the_games_own_rounds(game):
    match = played(game, game.min_players, 40, seed=3)
    first, outer = game.milestones[0], game.milestones[1]
    kind, label = outer if outer[1] != "game" else first
    done = sum(isinstance(e, kind) for entry in match.log for e in entry.events)
    moves = sum(1 for e in match.log if e.seat != CHANCE)
    assert progress_of(match) == f"{label.capitalize()} {done + 1} \u00b7 {moves} moves"


def rename_via_dialog(app, scene, typed: str):
    click_button(app, "Rename\u2026")
    dialog = app.top
    assert isinstance(dialog, RenameScene)
    dialog.entry.set_text(typed)
    dialog.typed = typed
    dialog.check()
    dialog.confirm()
    frames(app, 1)
    return dialog


def test_a_save_is_renamed_with_its_reviews_cache(app, folder):
    savefile.write(played(GAME, 2, 4), folder / "old.json")
    sidecar_path(folder / "old.json").write_text('{"cached": 1}')
    scene = open_load(app)
    rename_via_dialog(app, scene, "  Sunday with Bo.json ")
    assert app.top is scene
    assert sorted(p.name for p in folder.iterdir()) == ["Sunday with Bo.json",
                                                         "Sunday with Bo.review.json"]
    assert scene.current().path.name == "Sunday with Bo.json"  # still the one chosen


@pytest.mark.parametrize("typed, reason", [
    ("", "at least one letter"), ("   ", "at least one letter"),
    ("a/b", "cannot hold /"), ("what?", "cannot hold ?"), ("CON", "Windows keeps"),
    ("lpt1.old", "Windows keeps"), (".hidden", "start with a dot"), ("end.", "end with a dot"),
    ("autosave-dragon", "autosaves"), ("x" * 61, "at most 60"), ("tab\there", "control"),
    ("OTHER", "already called"), ("notes.review", "reviews"),
])
def test_bad_names_are_refused_with_the_reason_and_nothing_changes(app, folder, typed,
                                                                   reason):
    savefile.write(played(GAME, 2, 4), folder / "mine.json")
    savefile.write(played(GAME, 2, 2), folder / "other.json")
    before = sorted(p.name for p in folder.iterdir())
    assert reason in rename_problem(folder / "mine.json", typed)
    scene = open_load(app)
    select(scene, "mine.json")
    dialog = rename_via_dialog(app, scene, typed)
    assert app.top is dialog and reason in dialog.problem
    assert not dialog.ok_button.is_enabled
    assert sorted(p.name for p in folder.iterdir()) == before
    press(app, pygame.K_ESCAPE)
    assert app.top is scene


def test_renaming_to_its_own_name_or_another_case_of_it(folder):
    savefile.write(played(GAME, 2, 4), folder / "Mine.json")
    assert rename_problem(folder / "Mine.json", "Mine") is None  # unchanged: nothing to do
    new, problem = save_files.rename_save(folder / "Mine.json", "mine")
    assert problem is None and new.name == "mine.json" and new.exists()


def test_delete_asks_first_and_takes_the_reviews_cache_too(app, folder):
    savefile.write(played(GAME, 2, 4), folder / "keep.json")
    savefile.write(played(GAME, 2, 4), folder / "gone.json")
    sidecar_path(folder / "gone.json").write_text("{}")
    scene = open_load(app)
    select(scene, "gone.json")
    click_button(app, "Delete\u2026")
    assert isinstance(app.top, ConfirmScene) and "gone" in app.top.question
    click_button(app, "Keep it")
    assert (folder / "gone.json").exists()
    press(app, pygame.K_DELETE)  # the key asks the same question
    assert isinstance(app.top, ConfirmScene)
    click_button(app, "Delete")
    assert app.top is scene
    assert sorted(p.name for p in folder.iterdir()) == ["keep.json"]
    assert [s.path.name for s in scene.saves] == ["keep.json"]


def test_review_is_offered_for_a_finished_game_only(app, folder, monkeypatch):
    savefile.write(played(GAME, 2, 0, finish=True), folder / "done.json")
    savefile.write(played(GAME, 2, 3), folder / "going.json")
    opened = []
    monkeypatch.setattr(saves_scene, "review_opener",
                        lambda: lambda app, path: opened.append(path))
    scene = open_load(app)
    select(scene, "going.json")
    assert "review" not in scene.buttons
    select(scene, "done.json")
    click_button(app, "Review")
    assert opened == [folder / "done.json"]
    monkeypatch.setattr(saves_scene, "review_opener", lambda: None)  # no review yet
    scene.rebuild()
    assert "review" not in scene.buttons


def test_many_saves_scroll_and_the_keys_move_the_choice(app, folder):
    match = played(GAME, 2, 2)
    for i in range(14):
        savefile.write(match, folder / f"save-{i:02d}.json")
    scene = open_load(app)
    assert len(scene.saves) == 14 and scene.visible_rows() < 14
    press(app, pygame.K_END)
    assert scene.selected == 13 and scene.row_rect(13) is not None
    press(app, pygame.K_HOME)
    assert scene.selected == 0 and scene.scroll == 0
    press(app, pygame.K_DOWN)
    assert scene.selected == 1
    assert drawn_labels(app) == set()
