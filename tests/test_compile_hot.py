"""packaging/compile_hot.py: which modules the release build compiles, and how it finds
them; bench.same_play: the digest that proves a compiled build plays as the source.

(The compiling itself runs in .ci/run's release build, which checks the digests.)"""

from __future__ import annotations

import importlib.util
from pathlib import Path

from bench import same_play
from games import REGISTRY

ROOT = Path(__file__).resolve().parents[1]


def _load(name):
    spec = importlib.util.spec_from_file_location(name, ROOT / "packaging" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


compile_hot = _load("compile_hot")
write_pxd = _load("write_pxd")


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


def test_committed_pxd_files_are_what_write_pxd_writes_from_the_source_now():
    """A field added to the state or the battle, or a typed function's new signature, must
    reach its .pxd (else the compiled build would miss a field or refuse to compile)."""
    expected = write_pxd.pxd_files()
    committed = {p.relative_to(ROOT).as_posix(): p.read_text(encoding="utf-8")
                 for d in ("engine", "games") for p in (ROOT / d).rglob("*.pxd")}
    assert committed == expected


def test_typed_classes_keep_every_field_in_the_class_the_pxd_declares():
    from games.monstermaker5.battle import Battle
    from games.monstermaker5.fields import MonsterMakerFields
    from games.monstermaker5.rules import MonsterMakerState

    # an extension type has only the fields its .pxd declares: a slot added to the
    # methods' class would be missing from the compiled position
    assert MonsterMakerState.__slots__ == ()
    fields = write_pxd.pxd_files()["games/monstermaker5/fields.pxd"]
    for name in MonsterMakerFields.__slots__:
        assert name in write_pxd.STATE_BASE_FIELDS or f" {name}" in fields, name
    battle = write_pxd.pxd_files()["games/monstermaker5/battle.pxd"]
    assert all(f" {name}" in battle for name in Battle.__slots__)


def test_functions_with_closures_are_not_typed():
    source = """
def plain(st, seat):
    b = st.battle
    return b.round + seat


def with_lambda(st, legal):
    return max(legal, key=lambda a: st.hands[a])


def with_default(state, x=3):
    return x
"""
    text = write_pxd.typed_functions(source)
    assert "@cython.locals(st=MonsterMakerFields, b=Battle)\ncpdef plain(st, seat)" in text
    assert "with_lambda" not in text
    assert "cpdef with_default(state, x=*)" in text


def test_richest_steal_picks_the_first_of_the_richest_as_max_did():
    from games.monstermaker5.ai import _richest_steal
    from games.monstermaker5.cards import JEWELS
    from games.monstermaker5.moves import Steal
    from games.monstermaker5.rules import MonsterMakerState

    j = sorted(JEWELS)
    state = MonsterMakerState.from_position(
        3, [[], [], []], jewels=[[j[0]], [j[1], j[2]], [j[3], j[4]]])
    legal = [Steal(j[0]), Steal(j[1]), Steal(j[3]), "no steal"]
    assert _richest_steal(state, legal) == Steal(j[1])  # seats 1 and 2 tie: the first
    assert _richest_steal(state, ["no steal", Steal(j[0])]) == Steal(j[0])


def test_index_locals_are_range_loop_indexes_and_card_loops_only():
    import ast

    source = """
def f(st, seat, hand):
    for c in hand:
        pass
    for s in range(3):
        pass
    for t in st.order:      # not over range(), and not a card
        pass
    for seat in range(2):   # a parameter
        pass
    for i in range(4):
        pass
    i = None                # also assigned otherwise
    for j, c2 in enumerate(hand):  # unpacked
        pass
    return [e for e in range(5)]
"""
    fn = ast.parse(source).body[0]
    assert write_pxd.index_locals(fn) == ["c", "e", "s"]


def test_a_card_named_c_that_is_also_assigned_is_not_typed():
    import ast

    fn = ast.parse("def f(st, action):\n    c = action.card\n    for c in st.hands[0]:\n"
                   "        pass\n").body[0]
    assert write_pxd.index_locals(fn) == []  # `action.card` may be anything a player sends


def test_cimports_name_the_cpdef_functions_a_module_imports_from_typed_modules():
    source = """
from games.monstermaker5 import commit, cards
from games.monstermaker5.battle import ATTACK, targetable
from games.monstermaker5.fight import resolve_attack as resolve
from engine.ai.sampling import shuffle_in_place
"""
    compiled = {"games.monstermaker5.commit": {"apply_commit"},
                "games.monstermaker5.battle": {"targetable"},
                "games.monstermaker5.fight": {"resolve_attack"},
                "engine.ai.sampling": {"shuffle_in_place"}}
    assert write_pxd.cimport_lines(source, compiled) == [
        "from games.monstermaker5 cimport commit\n",
        "from games.monstermaker5.battle cimport targetable\n",
        "from engine.ai.sampling cimport shuffle_in_place\n",
    ]  # a constant, an untyped module and a renamed import stay Python imports


def test_methods_of_the_typed_classes_are_cpdef_but_not_init():
    files = write_pxd.pxd_files()
    battle = files["games/monstermaker5/battle.pxd"]
    assert "    cpdef available(self, side)\n" in battle
    assert "__init__" not in battle
    assert "    cpdef side_of(self, seat)\n" in files["games/monstermaker5/fields.pxd"]
    # the rollout's policy call and the sampler's shuffle are C calls
    assert "from games.monstermaker5.ai cimport rollout_policy\n" in \
        files["games/monstermaker5/playout.pxd"]
    assert "from engine.ai.sampling cimport shuffle_in_place\n" in \
        files["games/monstermaker5/view.pxd"]


def test_o_genre_o_position_declares_every_field_and_its_rollout_calls_from_c():
    from games.o_genre_o.rules import OGenreOState

    files = write_pxd.pxd_files()
    rules = files["games/o_genre_o/rules.pxd"]
    assert "cdef class OGenreOState(State):" in rules
    for name in OGenreOState.__slots__:
        assert name in write_pxd.STATE_BASE_FIELDS or f" {name}" in rules, name
    assert "    cpdef _play(self, c)\n" in rules
    playout = files["games/o_genre_o/playout.pxd"]
    assert "from games.o_genre_o.ai cimport rollout_policy\n" in playout
    assert "@cython.locals(state=OGenreOState)\ncpdef rollout(" in playout
