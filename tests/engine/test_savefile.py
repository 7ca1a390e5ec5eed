"""Save files: a good file loads and replays; every kind of bad file is refused with a
message saying what is wrong, and nothing is changed."""

import json
import random

import pytest

from engine import savefile
from engine.match import COMPUTER, HUMAN, Match, Seat
from engine.savefile import SaveError
from tests.playouts import all_views, random_step
from tests.toygame import TINY_TRICK

REG = {TINY_TRICK.id: TINY_TRICK}


def played_match(steps=4, seed=3):
    m = Match(TINY_TRICK, 2, [Seat("Ann", HUMAN), Seat("Bot", COMPUTER, "easy")], seed=seed)
    rng = random.Random(0)
    for _ in range(steps):
        if m.is_over():
            break
        if m.advance_chance() is None:
            m.play(random_step(m.state, rng))
    return m


def data_of(match):
    return json.loads(savefile.dumps(match))


def test_good_file_loads_and_replays(tmp_path):
    m = played_match()
    path = tmp_path / "game.json"
    savefile.write(m, path)
    loaded = savefile.load(path, REG)
    assert all_views(loaded.state) == all_views(m.state)
    assert loaded.seed == m.seed and loaded.seats == m.seats
    assert [e.events for e in loaded.log] == [e.events for e in m.log]


def test_write_is_atomic_and_leaves_no_temp_files(tmp_path):
    path = tmp_path / "saves" / "game.json"
    savefile.write(played_match(), path)
    savefile.write(played_match(6), path)
    assert sorted(p.name for p in path.parent.iterdir()) == ["game.json"]


def test_truncated_file_is_refused(tmp_path):
    path = tmp_path / "cut.json"
    text = savefile.dumps(played_match())
    path.write_text(text[: len(text) // 2])
    with pytest.raises(SaveError, match="damaged or cut short"):
        savefile.load(path, REG)


def test_empty_and_binary_files_are_refused(tmp_path):
    (tmp_path / "empty.json").write_text("")
    with pytest.raises(SaveError, match="is empty"):
        savefile.load(tmp_path / "empty.json", REG)
    (tmp_path / "bin.json").write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(SaveError, match="not text"):
        savefile.load(tmp_path / "bin.json", REG)


def test_missing_file_is_refused():
    with pytest.raises(SaveError, match="no save file"):
        savefile.load("/nonexistent/card-hall.json", REG)


def test_edited_move_is_refused_naming_the_move_and_the_rule():
    m = played_match(steps=3)
    data = data_of(m)
    data["log"][1][1]["card"] = 999
    with pytest.raises(SaveError, match=r"move 2 \(.*\) is not legal: that card is not"):
        savefile.from_data(data, REG)


def test_move_by_the_wrong_seat_is_refused():
    data = data_of(played_match(steps=3))
    data["log"][1][0] = 1 - data["log"][1][0]
    with pytest.raises(SaveError, match=r"move 2 .* should be"):
        savefile.from_data(data, REG)


def test_foreign_game_is_refused():
    data = data_of(played_match())
    data["game"] = "chess"
    with pytest.raises(SaveError, match="unknown game 'chess'"):
        savefile.from_data(data, REG)


def test_not_a_card_hall_file_is_refused():
    with pytest.raises(SaveError, match="not a Card Hall save file"):
        savefile.from_data({"name": "something else"}, REG)
    with pytest.raises(SaveError, match="not a Card Hall save file"):
        savefile.from_data([1, 2, 3], REG)


def test_newer_format_is_refused():
    data = data_of(played_match())
    data["format"] = savefile.FORMAT + 1
    with pytest.raises(SaveError, match="newer Card Hall"):
        savefile.from_data(data, REG)


def test_newer_rules_version_is_refused():
    data = data_of(played_match())
    data["rules_version"] = TINY_TRICK.rules_version + 1
    with pytest.raises(SaveError, match="newer rules"):
        savefile.from_data(data, REG)


@pytest.mark.parametrize("field,value,message", [
    ("num_players", 3, "is for 2 players, not 3"),
    ("num_players", "2", "whole number"),
    ("seed", "x", "'seed': the seed must be a whole number"),
    ("seed", 2**70, "below 2\\*\\*63"),
    ("seats", [], "'seats' must list 2 seats"),
    ("log", {}, "'log' must be a list"),
    ("options", [], "'options' must be an object"),
    ("options", {"turbo": True}, "no option 'turbo'"),
])
def test_bad_fields_are_refused(field, value, message):
    data = data_of(played_match())
    data[field] = value
    with pytest.raises(SaveError, match=message):
        savefile.from_data(data, REG)


def test_bad_seat_and_missing_and_extra_fields_are_refused():
    data = data_of(played_match())
    data["seats"][1] = {"name": "Bot", "kind": "ai", "level": "godlike"}
    with pytest.raises(SaveError, match="seat 2: unknown seat kind"):
        savefile.from_data(data, REG)
    data = data_of(played_match())
    del data["seed"]
    with pytest.raises(SaveError, match="missing 'seed'"):
        savefile.from_data(data, REG)
    data = data_of(played_match())
    data["cheat"] = 1
    with pytest.raises(SaveError, match="unexpected field"):
        savefile.from_data(data, REG)


def test_move_after_the_end_is_refused():
    m = played_match(steps=50)
    assert m.is_over()
    data = data_of(m)
    data["log"].append(data["log"][-1])
    with pytest.raises(SaveError, match="after the end of the game"):
        savefile.from_data(data, REG)


@pytest.mark.parametrize("text,message", [
    ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
    ('{"format": 1, "seed": ' + "9" * 5000 + "}", "a number too long to read"),
])
def test_pathological_json_is_refused_not_crashed(tmp_path, text, message):
    path = tmp_path / "evil.json"
    path.write_text(text)
    with pytest.raises(SaveError, match=message):
        savefile.load(path, REG)


def test_a_byte_order_mark_from_a_text_editor_is_accepted(tmp_path):
    m = played_match()
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + savefile.dumps(m).encode("utf-8"))
    assert all_views(savefile.load(path, REG).state) == all_views(m.state)


def test_seat_names_with_control_characters_are_refused():
    data = data_of(played_match())
    data["seats"][0]["name"] = "Ann\x00"
    with pytest.raises(SaveError, match=r"seat 1: .*control character"):
        savefile.from_data(data, REG)


def test_the_reason_comes_without_the_file_name(tmp_path):
    path = tmp_path / "cut.json"
    path.write_text(savefile.dumps(played_match())[:40])
    with pytest.raises(SaveError) as info:
        savefile.load(path, REG)
    assert str(info.value).startswith(str(path))
    assert info.value.reason.startswith("the file is damaged or cut short")
    data = data_of(played_match())
    data["game"] = "chess"
    with pytest.raises(SaveError) as info:
        savefile.from_data(data, REG, source="x.json")
    assert info.value.reason.startswith("unknown game 'chess'")


def test_a_refused_file_is_left_untouched(tmp_path):
    path = tmp_path / "autosave-tiny_trick.json"
    data = data_of(played_match())
    data["format"] = savefile.FORMAT + 1
    text = json.dumps(data)
    path.write_text(text)
    with pytest.raises(SaveError, match="newer Card Hall"):
        savefile.load(path, REG, save_path=path)
    assert path.read_text() == text


def test_a_key_given_twice_is_refused_not_last_one_wins(tmp_path):
    text = savefile.dumps(played_match())
    doubled = text.replace('"log":', '"log":[],"log":', 1)
    path = tmp_path / "twice.json"
    path.write_text(doubled)
    with pytest.raises(SaveError, match="'log' is given twice"):
        savefile.load(path, REG)
    assert path.read_text() == doubled
    nested = text.replace('"name":"Ann"', '"name":"Ann","name":"Eve"', 1)
    with pytest.raises(SaveError, match="'name' is given twice"):
        savefile.loads(nested, REG)


def first_chance_index(data):
    return next(i for i, (seat, _) in enumerate(data["log"]) if seat == -1)


def test_an_edited_shuffle_is_refused_naming_the_step(tmp_path):
    m = played_match(steps=6)
    data = data_of(m)
    k = first_chance_index(data)
    action = data["log"][k][1]
    order = action["order"]
    assert len(order) > 1
    action["order"] = [order[1], order[0], *order[2:]]  # the same cards, another deal
    path = tmp_path / "edited.json"
    path.write_text(json.dumps(data))
    before = path.read_bytes()
    with pytest.raises(SaveError, match=rf"move {k + 1} .*not the shuffle this game's seed "
                                        r"gives at chance step 1"):
        savefile.load(path, REG)
    assert path.read_bytes() == before


def test_a_changed_seed_is_refused():
    data = data_of(played_match(steps=6, seed=3))
    data["seed"] = 4
    with pytest.raises(SaveError, match="the deal or the seed was edited"):
        savefile.from_data(data, REG)


def test_every_chance_step_of_a_whole_game_is_checked_and_a_good_game_loads():
    m = played_match(steps=10_000, seed=8)
    assert m.is_over()
    data = data_of(m)
    chance = [i for i, (seat, _) in enumerate(data["log"]) if seat == -1]
    assert len(chance) >= 1
    assert all_views(savefile.from_data(data, REG).state) == all_views(m.state)
    last = data["log"][chance[-1]][1]
    last["order"] = list(reversed(last["order"]))
    with pytest.raises(SaveError, match=f"chance step {len(chance)}"):
        savefile.from_data(data, REG)
