"""Practice games (engine/match.py): undo goes back to the human's previous decision
whatever lies since (computers' moves, shuffles, cards revealed), as many times as asked;
the game is saved as practice (save format 2) and a format-1 file still loads."""

from __future__ import annotations

import json
import random

import pytest

from engine import savefile
from engine.core import CHANCE, playable_actions
from engine.match import COMPUTER, HUMAN, Match, Seat
from games import REGISTRY


def seats(n: int) -> list[Seat]:
    return [Seat("You", HUMAN)] + [Seat(f"C{i}", COMPUTER, "random") for i in range(1, n)]


def play_until(match: Match, rng: random.Random, human_decisions: int) -> list[int]:
    """Play random moves for everyone; return the log length at each of the human's
    decisions (before it), stopping once seat 0 has decided `human_decisions` times
    and it is seat 0's turn again."""
    at = []
    while not match.is_over():
        if match.to_move() == CHANCE:
            match.advance_chance()
            continue
        if match.to_move() == 0:
            if len(at) == human_decisions:
                break
            at.append(len(match.log))
        match.play(rng.choice(playable_actions(match.state.legal_actions())))
    return at


@pytest.mark.parametrize("gid", sorted(REGISTRY))
def test_practice_undo_goes_back_decision_by_decision_across_anything(gid):
    game = REGISTRY[gid]
    n = game.min_players
    match = Match(game, n, seats(n), seed=11, practice=True)
    at = play_until(match, random.Random(3), 6)
    assert len(at) == 6 and not match.is_over()
    # what an ordinary undo stops at lies on the way: a shuffle, a card revealed to seat 0
    assert any(e.seat == CHANCE or any(ev.reveals_to(0) for ev in e.events)
               for e in match.log[at[0]:])
    assert any(e.seat not in (0, CHANCE) for e in match.log[at[0]:])  # computers' moves
    for expected in reversed(at):
        assert match.undo_target(0) == expected
        assert match.undo(0)
        assert len(match.log) == expected and match.to_move() == 0
    assert match.undo_target(0) is None and not match.undo(0)


@pytest.mark.parametrize("gid", sorted(REGISTRY))
def test_the_same_match_without_practice_stops_at_a_shuffle_or_a_reveal(gid):
    game = REGISTRY[gid]
    n = game.min_players
    normal = Match(game, n, seats(n), seed=11)
    practice = Match(game, n, seats(n), seed=11, practice=True)
    at = play_until(normal, random.Random(3), 6)
    play_until(practice, random.Random(3), 6)
    assert [e.action for e in normal.log] == [e.action for e in practice.log]
    undone = 0
    while normal.undo(0):
        undone += 1
    assert undone < len(at)  # a shuffle or a card revealed stopped it on the way


def test_practice_replays_the_same_cards_after_an_undo_across_a_deal():
    game = REGISTRY["dragon"]
    match = Match(game, 3, seats(3), seed=5, practice=True)
    rng = random.Random(8)
    play_until(match, rng, 0)  # seat 0's first decision
    first_hand = match.view(0).hand
    while not match.is_over() and match.view(0).round < 2:
        if match.to_move() == CHANCE:
            match.advance_chance()
        else:
            match.play(rng.choice(playable_actions(match.state.legal_actions())))
    while match.undo(0):
        pass
    match.run_chance()
    assert match.view(0).round == 1 and match.view(0).hand == first_hand


def test_undo_hint_of_a_practice_game_says_every_move_but_the_last_can_be_taken_back():
    game = REGISTRY["fools_field"]
    match = Match(game, 2, seats(2), seed=2, practice=True)
    play_until(match, random.Random(1), 1)
    action = match.state.legal_actions()[0]
    assert match.would_be_undoable(0, action)
    assert match.undo_closed_by(0, action) is None


def test_practice_and_hints_survive_a_save_and_a_load(tmp_path):
    game = REGISTRY["o_genre_o"]
    match = Match(game, 3, seats(3), seed=21, practice=True)
    play_until(match, random.Random(2), 2)
    match.hints_used = 3
    path = tmp_path / "p.json"
    savefile.write(match, path)
    data = json.loads(path.read_text())
    assert data["format"] == 2 and data["practice"] is True and data["hints"] == 3
    loaded = savefile.load(path, REGISTRY)
    assert loaded.practice and loaded.hints_used == 3 and loaded.deal_number == 21
    assert [e.action for e in loaded.log] == [e.action for e in match.log]


def test_a_format_1_file_still_loads_as_a_game_that_is_not_practice(tmp_path):
    game = REGISTRY["dragon"]
    match = Match(game, 4, seats(4), seed=9)
    play_until(match, random.Random(4), 2)
    data = savefile.to_data(match)
    del data["practice"], data["hints"]
    data["format"] = 1
    loaded = savefile.from_data(data, REGISTRY)
    assert not loaded.practice and loaded.hints_used == 0
    assert loaded.state.view(0) == match.state.view(0)


@pytest.mark.parametrize("change,words", [
    ({"practice": "yes"}, "'practice' must be true or false"),
    ({"practice": 1}, "'practice' must be true or false"),
    ({"hints": -1}, "'hints' must be a whole number"),
    ({"hints": True}, "'hints' must be a whole number"),
    ({"hints": 2.5}, "'hints' must be a whole number"),
])
def test_a_bad_practice_or_hint_field_is_refused_with_its_name(change, words):
    match = Match(REGISTRY["fools_field"], 2, seats(2), seed=1)
    data = {**savefile.to_data(match), **change}
    with pytest.raises(savefile.SaveError, match=words):
        savefile.from_data(data, REGISTRY)


def test_a_format_1_file_with_the_new_fields_and_a_format_2_file_without_them_are_refused():
    match = Match(REGISTRY["fools_field"], 2, seats(2), seed=1)
    data = savefile.to_data(match)
    with pytest.raises(savefile.SaveError, match="unexpected field"):
        savefile.from_data({**data, "format": 1}, REGISTRY)
    del data["practice"]
    with pytest.raises(savefile.SaveError, match="missing 'practice'"):
        savefile.from_data(data, REGISTRY)


def test_practice_must_be_a_bool():
    with pytest.raises(ValueError, match="practice must be true or false"):
        Match(REGISTRY["fools_field"], 2, seats(2), seed=1, practice=1)
