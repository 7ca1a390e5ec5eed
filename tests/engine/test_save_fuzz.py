"""Damaged save files of every game: each is refused with a reason, or loads a game that
plays on to its end; a refused file is left byte-identical (loading never writes).

The mutants start from real saves (a game just begun, one in mid-play, one finished) and
change bytes, cut the file short, drop or add fields, change a value's type, put odd
numbers in, nest values deeply, give a key twice, edit a deal (a shuffle or a roll), move
a move to another seat, and claim a future format or rules version.

More mutants (a night's worth): CARDHALL_FUZZ_EXAMPLES=5000 python -m pytest
tests/engine/test_save_fuzz.py --hypothesis-show-statistics (the default runs a few dozen
per game in CI); the statistics count each kind of damage and how it ended.
"""

from __future__ import annotations

import functools
import json
import os
import random

import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st

from engine import savefile
from engine.actions import Roll, Shuffle
from engine.core import CHANCE
from engine.match import COMPUTER, HUMAN, Match, Seat
from engine.savefile import SaveError
from games import REGISTRY
from tests.playouts import random_step

EXAMPLES = int(os.environ.get("CARDHALL_FUZZ_EXAMPLES", "40"))
GAMES = sorted(REGISTRY)
MAX_PLAY_ON = 20_000


def play(match: Match, rng: random.Random, steps: int) -> None:
    for _ in range(steps):
        if match.is_over():
            return
        if match.advance_chance() is None:
            match.play(random_step(match.state, rng), match.to_move())


@functools.cache
def real_saves(gid: str) -> tuple[bytes, ...]:
    """Three saves of `gid`: just begun, in mid-play, finished."""
    game = REGISTRY[gid]
    n = game.max_players if game.max_players <= 4 else 4
    seats = [Seat("Ann", HUMAN)] + [Seat(f"Bot {i}", COMPUTER, "easy") for i in range(1, n)]
    out = []
    for steps in (3, 60, MAX_PLAY_ON):
        match = Match(game, n, seats, seed=len(out) + 11)
        play(match, random.Random(steps), steps)
        out.append(savefile.dumps(match).encode("utf-8"))
    assert REGISTRY[gid] and json.loads(out[-1])  # the finished one is a real file too
    return tuple(out)


def paths(value, prefix=()):
    """Every path (a tuple of keys and indexes) into a JSON value, with the value there."""
    yield prefix, value
    if isinstance(value, dict):
        for key, item in value.items():
            yield from paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from paths(item, (*prefix, index))


def replace_at(data, path, new):
    if not path:
        return new
    parent = data
    for key in path[:-1]:
        parent = parent[key]
    parent[path[-1]] = new
    return data


def delete_at(data, path):
    parent = data
    for key in path[:-1]:
        parent = parent[key]
    del parent[path[-1]]
    return data


ODD_VALUES = [None, True, False, 0, -1, 1, 2, 7, 63, 64, 99, 2**31, 2**63, -(2**63), 10**30,
              0.5, -0.0, 1e308, "", "x", "human", "ai:hard", "Shuffle", "Roll", [], [[]],
              {}, {"type": "Play"}, [0], [-1, {}], "\u0000", "𝔘nicode"]
ODD_NUMBERS = [b"NaN", b"Infinity", b"-Infinity", b"1e999", b"-1e999", b"1" * 5000, b"0.0",
               b"-0", b"1.5", b"9223372036854775808", b"-9223372036854775809"]


@st.composite
def mutants(draw, gid: str):
    """(a kind of damage, the bytes of the damaged file)."""
    raw = draw(st.sampled_from(real_saves(gid)))
    data = json.loads(raw)
    all_paths = list(paths(data))
    kind = draw(st.sampled_from([
        "bytes", "truncate", "drop field", "add field", "type", "number", "nesting",
        "duplicate key", "deal", "seat", "future", "swap moves"]))
    if kind == "bytes":
        out = bytearray(raw)
        for _ in range(draw(st.integers(1, 8))):
            at = draw(st.integers(0, len(out) - 1))
            how = draw(st.sampled_from(["flip", "insert", "delete"]))
            if how == "flip":
                out[at] ^= 1 << draw(st.integers(0, 7))
            elif how == "insert":
                out.insert(at, draw(st.integers(0, 255)))
            elif len(out) > 1:
                del out[at]
        return kind, bytes(out)
    if kind == "truncate":
        return kind, raw[:draw(st.integers(0, len(raw) - 1))]
    if kind == "drop field":
        path = draw(st.sampled_from([p for p, _ in all_paths if p]))
        return kind, _dump(delete_at(data, path))
    if kind == "add field":
        dicts = [(p, v) for p, v in all_paths if isinstance(v, dict)]
        path, target = draw(st.sampled_from(dicts))
        target[draw(st.sampled_from(["extra", "type", "card", "order", "cheat"]))] = \
            draw(st.sampled_from(ODD_VALUES))
        return kind, _dump(data)
    if kind == "type":
        path, _ = draw(st.sampled_from(all_paths))
        return kind, _dump(replace_at(data, path, draw(st.sampled_from(ODD_VALUES))))
    if kind == "number":
        text = raw
        numbers = [i for i in range(len(text)) if text[i:i + 1].isdigit()
                   and (i == 0 or not text[i - 1:i].isdigit())]
        at = draw(st.sampled_from(numbers))
        end = at
        while end < len(text) and text[end:end + 1].isdigit():
            end += 1
        return kind, text[:at] + draw(st.sampled_from(ODD_NUMBERS)) + text[end:]
    if kind == "nesting":
        path, value = draw(st.sampled_from(all_paths))
        depth = draw(st.sampled_from([2, 50, 5000, 200_000]))
        wrapper = draw(st.sampled_from(["list", "dict"]))
        text = _dump(replace_at(data, path, "@@HOLE@@")).decode()
        inner = json.dumps(value)
        if wrapper == "list":
            nested = "[" * depth + inner + "]" * depth
        else:
            nested = '{"a":' * depth + inner + "}" * depth
        return kind, text.replace('"@@HOLE@@"', nested, 1).encode()
    if kind == "duplicate key":
        dicts = [(p, v) for p, v in all_paths if isinstance(v, dict) and v]
        path, target = draw(st.sampled_from(dicts))
        key = draw(st.sampled_from(sorted(target)))
        text = _dump(replace_at(data, path, "@@HOLE@@")).decode()
        body = json.dumps(target, separators=(",", ":"))
        twice = body[:-1] + "," + json.dumps(key) + ":" + json.dumps(
            draw(st.sampled_from([target[key], *ODD_VALUES[:6]]))) + "}"
        return kind, text.replace('"@@HOLE@@"', twice, 1).encode()
    if kind == "deal":
        chance = [i for i, (seat, _) in enumerate(data["log"]) if seat == CHANCE]
        if not chance:
            return kind, raw
        move = data["log"][draw(st.sampled_from(chance))][1]
        values = move.get("order") or move.get("faces")
        if len(values) > 1:
            i = draw(st.integers(0, len(values) - 2))
            values[i], values[i + 1] = values[i + 1], values[i]
            if values[i] == values[i + 1]:  # a roll of equal faces: change one instead
                values[i] = values[i] % 6 + 1
        else:
            values[0] = values[0] % 6 + 1
        return kind, _dump(data)
    if kind == "seat":
        if data["log"] and draw(st.booleans()):
            entry = data["log"][draw(st.integers(0, len(data["log"]) - 1))]
            entry[0] = draw(st.sampled_from([entry[0] + 1, entry[0] - 1, 99, -2, True]))
        else:
            seats = data["seats"]
            how = draw(st.sampled_from(["drop", "add", "kind", "name"]))
            if how == "drop":
                seats.pop()
            elif how == "add":
                seats.append(dict(seats[-1]))
            elif how == "kind":
                seats[0]["kind"] = draw(st.sampled_from(["robot", "ai", COMPUTER, ""]))
            else:
                seats[0]["name"] = draw(st.sampled_from(["", " ", "x" * 99, "a\nb", "Zoë"]))
        return kind, _dump(data)
    if kind == "future":
        field = draw(st.sampled_from(["format", "rules_version"]))
        data[field] = data[field] + draw(st.sampled_from([1, 2, 1000, -1, -data[field]]))
        return kind, _dump(data)
    # swap moves: two neighbouring moves of the log change places
    if len(data["log"]) < 2:
        return kind, raw
    i = draw(st.integers(0, len(data["log"]) - 2))
    data["log"][i], data["log"][i + 1] = data["log"][i + 1], data["log"][i]
    return kind, _dump(data)


def _dump(data) -> bytes:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def refused_or_plays_on(path, raw: bytes):
    """Load the file at `path`: a SaveError with a reason (the file unchanged), or a match
    that plays on to its end. Returns the SaveError or the finished match."""
    try:
        match = savefile.load(path, REGISTRY)
    except SaveError as e:
        assert str(e).strip() and e.reason.strip()
        assert path.read_bytes() == raw, "a refused file was changed"
        return e
    assert path.read_bytes() == raw, "loading changed the file"
    assert match.save_path is None
    rng = random.Random(len(raw))
    play(match, rng, MAX_PLAY_ON)
    assert match.is_over(), "a loaded game did not play on to its end"
    return match


@pytest.mark.parametrize("gid", GAMES)
@settings(max_examples=EXAMPLES)
@given(data=st.data())
def test_a_damaged_save_is_refused_with_a_reason_or_plays_on(gid, data, tmp_path_factory):
    kind, raw = data.draw(mutants(gid))
    path = tmp_path_factory.mktemp("fuzz") / "autosave.json"
    path.write_bytes(raw)
    outcome = refused_or_plays_on(path, raw)
    # --hypothesis-show-statistics counts the kinds of damage and how each ended
    event(f"{kind}: {'refused' if isinstance(outcome, SaveError) else 'played on'}")


# -- the kinds of damage that must be refused, each once per game -------------------------


def mid_game(gid):
    return json.loads(real_saves(gid)[1])


def load_refused(tmp_path, data_or_raw) -> str:
    raw = data_or_raw if isinstance(data_or_raw, bytes) else _dump(data_or_raw)
    path = tmp_path / "save.json"
    path.write_bytes(raw)
    result = refused_or_plays_on(path, raw)
    assert isinstance(result, SaveError), "the damaged file was accepted"
    return result.reason


@pytest.mark.parametrize("gid", GAMES)
def test_the_real_saves_load_and_play_on(gid, tmp_path):
    for raw in real_saves(gid):
        path = tmp_path / "save.json"
        path.write_bytes(raw)
        assert isinstance(refused_or_plays_on(path, raw), Match)


@pytest.mark.parametrize("gid", GAMES)
def test_an_edited_deal_is_refused_naming_the_step(gid, tmp_path):
    data = mid_game(gid)
    number, move = next((i, m) for i, (seat, m) in enumerate(data["log"], 1) if seat == CHANCE)
    values = move.get("order") or move.get("faces")
    if len(values) > 1:
        values[0], values[-1] = values[-1], values[0]
    else:
        values[0] = values[0] % 2 + 1
    assert data != mid_game(gid)
    reason = load_refused(tmp_path, data)
    assert f"move {number} " in reason and "seed" in reason


@pytest.mark.parametrize("gid", GAMES)
def test_a_changed_seed_is_refused(gid, tmp_path):
    data = mid_game(gid)
    data["seed"] += 1
    assert "seed" in load_refused(tmp_path, data)


@pytest.mark.parametrize("gid", GAMES)
def test_a_move_given_to_another_seat_is_refused(gid, tmp_path):
    data = mid_game(gid)
    index = next(i for i, (seat, _) in enumerate(data["log"]) if seat != CHANCE)
    data["log"][index][0] = (data["log"][index][0] + 1) % data["num_players"]
    assert f"move {index + 1} " in load_refused(tmp_path, data)


@pytest.mark.parametrize("gid", GAMES)
def test_a_future_format_or_rules_version_is_refused(gid, tmp_path):
    data = mid_game(gid)
    data["format"] = savefile.FORMAT + 1
    assert "newer Card Hall" in load_refused(tmp_path, data)
    data = mid_game(gid)
    data["rules_version"] += 1
    assert "newer rules" in load_refused(tmp_path, data)


@pytest.mark.parametrize("gid", GAMES)
def test_a_key_given_twice_is_refused(gid, tmp_path):
    raw = real_saves(gid)[1]
    assert raw.startswith(b'{"format"')
    twice = b'{"log":[],' + raw[1:]
    assert "given twice" in load_refused(tmp_path, twice)


@pytest.mark.parametrize("gid", GAMES)
def test_a_deeply_nested_or_cut_file_is_refused(gid, tmp_path):
    raw = real_saves(gid)[1]
    assert "nested too deeply" in load_refused(tmp_path, raw.replace(
        b'"log":[', b'"log":[' + b"[" * 100_000 + b"]" * 100_000 + b",", 1))
    assert "cut short" in load_refused(tmp_path, raw[:-7])


def test_the_shared_chance_actions_are_in_every_game():
    """The deal mutants above edit Shuffle orders and Roll faces: every game has them."""
    for gid in GAMES:
        assert {Shuffle, Roll} & set(REGISTRY[gid].action_types), gid
