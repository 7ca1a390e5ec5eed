"""packaging/compile_hot.py: which modules the release build compiles, and how it finds
them; bench.same_play: the digest that proves a compiled build plays as the source.

(The compiling itself runs in .ci/run's release build, which checks the digests.)"""

from __future__ import annotations

import importlib.util
from pathlib import Path

from bench import same_play
from games import REGISTRY

ROOT = Path(__file__).resolve().parents[1]


def _load_compile_hot():
    spec = importlib.util.spec_from_file_location("compile_hot",
                                                  ROOT / "packaging" / "compile_hot.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


compile_hot = _load_compile_hot()


def test_hot_modules_hold_every_games_search_path_and_the_search():
    hot = compile_hot.hot_modules()
    assert "engine/ai/ismcts.py" in hot and "engine/ai/sampling.py" in hot
    for gid in REGISTRY:
        # every game's rules, moves and computer player are on a search's path
        assert f"games/{gid}/rules.py" in hot
        assert f"games/{gid}/ai.py" in hot
        assert f"games/{gid}/view.py" in hot
    for path in hot:
        assert (ROOT / path).is_file(), path


def test_hot_modules_leave_out_text_and_the_rest_of_the_engine():
    hot = compile_hot.hot_modules()
    names = {Path(p).name for p in hot if p.startswith("games/")}
    assert not names & {"__init__.py", "rules_text.py", "hints.py"}
    # saves, the match and the codecs are not on a search's path: they stay source
    assert not {"engine/savefile.py", "engine/match.py", "engine/actions.py",
                "engine/events.py"} & set(hot)
    games = hot[len(compile_hot.ENGINE_HOT):]
    assert games == sorted(games)  # a stable order: the same build on every machine


def test_module_names_are_the_dotted_paths():
    assert compile_hot.module_name("engine/ai/ismcts.py") == "engine.ai.ismcts"
    assert compile_hot.module_name("games/o_genre_o/playout.py") == "games.o_genre_o.playout"


def test_compiled_file_finds_an_extension_beside_its_source_only(tmp_path):
    (tmp_path / "games" / "g").mkdir(parents=True)
    (tmp_path / "games" / "g" / "rules.py").write_text("")
    assert compile_hot.compiled_file(tmp_path, "games/g/rules.py") is None
    (tmp_path / "games" / "g" / "rules_text.cpython-311-x86_64-linux-gnu.so").write_bytes(b"")
    assert compile_hot.compiled_file(tmp_path, "games/g/rules.py") is None
    built = tmp_path / "games" / "g" / "rules.cpython-311-x86_64-linux-gnu.so"
    built.write_bytes(b"")
    assert compile_hot.compiled_file(tmp_path, "games/g/rules.py") == built
    windows = tmp_path / "games" / "g" / "ai.cp311-win_amd64.pyd"
    windows.write_bytes(b"")
    assert compile_hot.compiled_file(tmp_path, "games/g/ai.py") == windows


def test_same_play_digest_repeats_and_tells_games_apart():
    first, pace = same_play.play(REGISTRY["fools_field"], 2)
    again, _ = same_play.play(REGISTRY["fools_field"], 2)
    other, _ = same_play.play(REGISTRY["o_genre_o"], 3)
    assert first == again
    assert first != other
    assert pace > 0
