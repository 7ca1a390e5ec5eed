"""The Monstermaker 5 table, headless: it draws every phase at both sizes for 2, 4 and 8
players and for a spectator; every event animates and ends where a plain sync puts the
sprites; a click on a dimmed thing explains the rule; every choice of the engine is
reachable by a click or a button (and the keyboard reaches the table's); a battle's
summary and the game-end table wait for the player; a rescue, a Thief and the Whisper of
Deep show on the table; a seat's table never shows a card that seat may not see."""

from __future__ import annotations

import random

import pygame
import pytest

from engine.actions import Roll
from engine.core import CHANCE
from engine.match import COMPUTER, HUMAN, Match, Seat
from games import REGISTRY
from games.monstermaker5 import moves as M
from games.monstermaker5.cards import JAIL, KNIGHTS, ids_of
from games.monstermaker5.rules import MonsterMakerState
from games.monstermaker5.view import visible_cards
from tests.ui import table_util
from tests.ui.helpers import click, frames, press
from tests.ui.table_util import assert_drawn, run_queue, sprite_state, table_scene
from tests.ui.table_util import random_step as step
from ui.anim.tween import AnimationQueue
from ui.scenes.table import TableScene
from ui.tables.monstermaker5 import MonsterMakerTable, board_of
from ui.tables.monstermaker5 import layout as L

GAME = REGISTRY["monstermaker5"]
app = table_util.app  # the fixtures: the table at both sizes, and one small
small_app = table_util.small_app
PHASES = {"main", "commit", "support", "choose_attacker", "choose_target", "choose_power",
          "over"}


class Cards:
    """Distinct cards by name (`take("Warrior", "Warrior")` gives two Warriors)."""

    def __init__(self):
        self.used: set[int] = set()

    def __call__(self, *names: str) -> list[int]:
        out = []
        for name in names:
            c = next(c for c in ids_of(name) if c not in self.used)
            self.used.add(c)
            out.append(c)
        return out


def new_match(n, seed, humans=(0,)):
    seats = [Seat(f"Player {i + 1}", HUMAN) if i in humans else
             Seat(f"Computer {i + 1}", COMPUTER, "random") for i in range(n)]
    return Match(GAME, n, seats, seed=seed)


def position_match(n, hands, fields=None, humans=(0,), **kw):
    """A match whose game starts from an explicit position (from_position)."""
    match = new_match(n, 1, humans)
    match.state = MonsterMakerState.from_position(n, hands, fields, game=GAME, **kw)
    return match


def phase_key(view) -> str:
    rescue = view.battle is not None and view.battle.kind == "rescue"
    return view.phase + ("/rescue" if rescue else "")


def phase_snapshots(n, seed, viewer=0):
    """(view, legal or None) at the first time each (phase, viewer to move) is seen in
    one random game, plus the end."""
    match = new_match(n, seed)
    rng = random.Random(seed)
    seen = {}
    while not match.is_over():
        st = match.state
        if st.to_move() != CHANCE:
            view = match.view(viewer)
            mine = viewer is not None and st.to_move() == viewer
            key = (phase_key(view), mine)
            if key not in seen:
                seen[key] = (view, st.legal_actions() if mine else None)
        step(match, rng)
    seen[("over", False)] = (match.view(viewer), None)
    return seen


def known_cards(view) -> set[int]:
    return visible_cards(view) | {JAIL}


def visible_face_cards(table) -> set[int]:
    return {key[1] for key, s in table.sprites.items()
            if key[0] == "c" and s.visible and s.alpha > 0.01 and s.flip >= 0.5}


def reachable(table) -> set:
    """Every action a click or a button offers now."""
    return {t.action for t in table.enabled_targets()} | {b.action for b in table.buttons()}


def show(table, view, legal):
    table.viewer = view.seat
    table.show_view(view.seat, view)
    table.set_choices(legal)


# -- drawing ------------------------------------------------------------------------------


@pytest.mark.parametrize("n", [2, 4, 8])
def test_the_table_draws_every_phase(app, n):
    snapshots = {}
    for seed in (n, n + 10):
        for key, value in phase_snapshots(n, seed).items():
            snapshots.setdefault(key, value)
    wanted = PHASES if n > 2 else PHASES - {"support"}  # (2 players support only rescues)
    assert wanted <= {phase for phase, _ in snapshots}
    scene = table_scene(app, new_match(n, 1))
    table = scene.table
    rect = scene.table_rect
    for (phase, mine), (view, legal) in snapshots.items():
        show(table, view, legal)
        assert table.status(), (phase, mine)
        assert_drawn(app)
        for key, s in table.sprites.items():  # every sprite lies on the table
            assert rect.inflate(4, 4).contains(s.hit_rect()), (phase, key, s.hit_rect())
        boxes = [table.box_rect(seat) for seat in range(n)]
        for i, a in enumerate(boxes):  # the seats' boxes stay apart, under the banner
            assert rect.contains(a)
            assert a.top > table.status_y() + app.px(16)
            for b in boxes[i + 1:]:
                assert not a.colliderect(b)
        if legal is not None and phase != "over":
            assert table.targets or table.buttons(), phase
        for b in table.buttons():  # the buttons lie on the table, clear of the hand
            assert rect.contains(b.rect)


@pytest.mark.parametrize("n", [2, 8])
def test_a_spectator_sees_the_table_without_a_hand(app, n):
    match = new_match(n, 3, humans=(0, 1))
    scene = table_scene(app, match)
    table = scene.table
    table.show_view(1, match.view(1))  # seat 1 had the screen: it stays at the bottom
    for (phase, _), (view, _) in phase_snapshots(n, 4, viewer=None).items():
        table.show_view(None, view)
        assert table.status(), phase
        assert_drawn(app)
        assert visible_face_cards(table) <= known_cards(view)
        assert not table.board.hand
        assert table.lay.box(1).position == "bottom"
        backs = [k for k in table.sprites if k[0] == "back" and k[1] == 1]
        assert len(backs) == view.hand_sizes[1], phase


def test_the_seats_fit_round_the_table_for_every_count():
    for n in range(2, 9):
        for width in (980, 1050):
            lay = L.table_layout(n, 0, width, 720)
            boxes = [lay.box(s) for s in range(n)]
            for i, a in enumerate(boxes):
                assert a.x >= 0 and a.y >= 60 and a.x + a.w <= width and a.y + a.h <= 720
                for b in boxes[i + 1:]:
                    assert (a.x + a.w <= b.x or b.x + b.w <= a.x or a.y + a.h <= b.y
                            or b.y + b.h <= a.y), (n, a, b)
            _, _, cw, ch = lay.centre
            assert cw > L.JAIL_W + 2 * L.PILE_H and ch > L.JAIL_H, n
            # the others sit clockwise: the first after the viewer at the left
            assert lay.box(1).position.startswith("left" if n > 2 else "top")


# -- animation ------------------------------------------------------------------------------


def check_animations(app, match, viewer, rng, limit=None):
    """Play `match` at random; after each entry's events the animated table must equal a
    fresh table synced to the view, and show only cards the viewer may see."""
    scene = table_scene(app, match)
    table = scene.table
    table.show_view(viewer, match.view(viewer))
    fresh = MonsterMakerTable(scene, GAME, match.names, viewer)
    fresh.home_seat = table.home_seat
    fresh.layout(scene.table_rect)
    seen = set()
    k = 0
    while not match.is_over() and (limit is None or k < limit):
        k += 1
        before = len(match.log)
        step(match, rng)
        queue = AnimationQueue(1.0)
        for entry in match.log[before:]:
            for event in entry.events:
                shown = event.for_viewer(viewer)
                if shown is not None:
                    seen.add(type(shown).__name__)
                    table.animate(shown, queue)
        run_queue(queue)
        view = match.view(viewer)
        fresh.sync(view)
        assert sprite_state(table) == sprite_state(fresh), (len(match.log), match.log[-1])
        assert visible_face_cards(table) <= known_cards(view)
        assert not any(k[0] == "die" for k in table.sprites), "the dice are gone"
        table.sync(view)
    return seen


@pytest.mark.parametrize("n, seed, viewer", [(2, 1, 0), (4, 2, 1), (8, 3, None)])
def test_every_event_animates_and_ends_where_sync_puts_it(small_app, n, seed, viewer):
    seen = check_animations(small_app, new_match(n, seed), viewer, random.Random(seed))
    expected = {t.__name__ for t in GAME.event_types} - {"HandShown"}
    rare = {"KnightsFreed", "TrapSprung", "EndCountdown", "ThiefPlayed", "ThiefSent",
            "ThiefResolved", "SupportDeclared", "SupportDeclined", "BattleRound",
            "KnightPlaced", "DealtToField", "ChangedHeart", "SpellsDiscarded"}
    assert expected - rare <= seen, expected - rare - seen


def test_the_rare_events_animate_too(small_app):
    """Rescues, Thieves, Traps, supports, the Whisper of Deep's shown hand: over a few
    games and one explicit position, every event type of the game is animated."""
    seen = set()
    for n, seed in ((3, 9), (5, 6), (6, 7)):  # (seeds whose random games hold every kind)
        seen |= check_animations(small_app, new_match(n, seed), 0, random.Random(seed))
    take = Cards()
    spells = take("Fire Ball", "Lightning", "Storm", "Shield", "Trap", "Holy Light")
    match = position_match(2, [spells, []], [[], take("Orc (1D+1)")], turn=0,
                           start="main")
    assert match.state.legal_actions()[0] == M.DISCARD_SHOWN[spells[0]]
    seen |= check_animations(small_app, match, 1, random.Random(1), limit=3)
    assert {t.__name__ for t in GAME.event_types} <= seen


def test_animations_run_through_the_real_scene(small_app):
    """Mid-animation frames draw (dice in the air, the battle panel fading), and the table
    settles where a sync puts it."""
    match = new_match(4, 9, humans=())
    scene = TableScene(small_app, match, watch_seat=0)
    small_app.push(scene)
    rolled = battled = False
    for _ in range(3000):
        frames(small_app, 1, dt=0.05)
        table = scene.table
        rolled |= any(k[0] == "die" for k in table.sprites)
        battled |= table.shown is not None and table.shown.battle is not None
        if rolled and battled and not scene.queue.busy and len(match.log) > 60:
            break
    assert rolled and battled
    scene.queue.skip()
    frames(small_app, 1)
    fresh = MonsterMakerTable(scene, GAME, match.names, 0)
    fresh.layout(scene.table_rect)
    fresh.sync(match.view(0))
    assert sprite_state(scene.table) == sprite_state(fresh)


# -- choosing --------------------------------------------------------------------------------


@pytest.mark.parametrize("n, seed", [(2, 11), (4, 12), (8, 13)])
def test_every_choice_is_reachable(small_app, n, seed):
    """At every decision of the viewer in a random game, each legal action is offered by
    a click on the table or by a button, and nothing else is."""
    match = new_match(n, seed)
    rng = random.Random(seed)
    scene = table_scene(small_app, match)
    table = scene.table
    phases = set()
    while not match.is_over():
        if match.to_move() == 0:
            legal = match.state.legal_actions()
            table.sync(match.view(0))
            table.set_choices(legal)
            assert reachable(table) == set(legal), (match.view(0).phase, legal)
            phases.add(match.view(0).phase)
        step(match, rng)
    assert {"main", "commit"} <= phases


def test_a_click_on_a_dimmed_thing_explains_the_rule(small_app):
    take = Cards()
    warrior, fire = take("Warrior", "Fire Ball")
    knight_field = [KNIGHTS[0]]
    match = position_match(3, [[warrior, fire], [], []],
                           [knight_field, take("Warrior"), take("Orc (1D+1)")], turn=0)
    scene = table_scene(small_app, match)
    scene.prepare_decision()
    frames(small_app, 1)
    table = scene.table
    spell = next(t for t in table.targets if t.sprite is not None and
                 t.sprite.key == ("c", fire))
    assert spell.action is None and spell.sprite.dimmed
    click(small_app, spell.hit().center)
    assert "Spells are not placed" in scene.message
    assert scene.message == match.state.why_illegal(spell.candidate)
    light_box = table.box_rect(1)
    click(small_app, (light_box.right - 12, light_box.bottom - 8))
    assert "The Light never attacks the Light" in scene.message
    assert len(match.log) == 0, "nothing was played"
    dark_box = table.box_rect(2)
    click(small_app, (dark_box.right - 12, dark_box.bottom - 8))
    assert len(match.log) == 1 and isinstance(match.log[0].action, M.Attack)


def test_keys_reach_the_table_choices(small_app):
    take = Cards()
    w1, w2 = take("Warrior", "Magician")
    match = position_match(2, [[w1, w2], []], [[], take("Orc (1D+1)")], turn=0)
    scene = table_scene(small_app, match)
    scene.prepare_decision()
    frames(small_app, 1)
    table = scene.table
    first = table.focused_target()
    assert first is not None and first.action == M.PLACE[w1]
    press(small_app, pygame.K_RIGHT)
    assert table.focused_target().action == M.PLACE[w2]
    press(small_app, pygame.K_RETURN)
    assert match.log and match.log[-1].action == M.PLACE[w2]


def test_a_battle_is_played_by_clicking(small_app):
    """Attack a seat, commit from the hand, Done, choose the attacker, the target and the
    power, all by clicking; the dice roll and the summary waits for the player."""
    take = Cards()
    warrior, hand_w, fire = take("Warrior", "Warrior", "Fire Ball")
    orc, monster = take("Orc (1D+1)", "Monster")
    match = position_match(2, [[hand_w, fire], []], [[warrior], [orc, monster]], turn=0,
                           jewels=[[], [ids_of("Ruby")[0]]])
    scene = table_scene(small_app, match)
    table = scene.table

    def decide():
        scene.queue.skip()
        frames(small_app, 2)
        scene.prepare_decision()
        frames(small_app, 1)

    decide()
    box = table.box_rect(1)
    click(small_app, (box.right - 12, box.bottom - 8))  # attack seat 1
    decide()
    assert match.view(0).phase == "commit" and "commit" in table.status().lower()
    target = next(t for t in table.enabled_targets() if t.action == M.COMMIT[hand_w])
    click(small_app, target.hit().center)
    decide()
    target = next(t for t in table.enabled_targets() if t.action == M.COMMIT_SPELL[fire])
    click(small_app, target.hit().center)
    decide()
    done = next(b for b in scene.button_actions if scene.button_actions[b] == M.COMMIT_DONE)
    click(small_app, done.rect.center)
    rng = random.Random(2)
    for _ in range(200):
        scene.queue.skip()
        frames(small_app, 2)
        if match.is_over() or match.state.battle is None:
            break
        if match.to_move() == CHANCE:
            match.advance_chance()
            scene.step()
            continue
        if match.to_move() != 0:
            step(match, rng)
            scene.step()
            continue
        scene.prepare_decision()
        frames(small_app, 1)
        choices = [t for t in table.enabled_targets()] or None
        if choices:
            click(small_app, choices[0].hit().center)
        else:
            button = next(iter(scene.button_actions))
            click(small_app, button.rect.center)
    assert match.state.battle is None, "the battle was fought to its end"
    kinds = {type(e.action).__name__ for e in match.log if e.seat == 0}
    assert {"Attack", "Commit", "CommitSpell", "CommitDone"} <= kinds


def test_the_battle_summary_and_the_end_table_wait_for_the_player(small_app):
    match = new_match(2, 21, humans=())
    rng = random.Random(21)
    scene = table_scene(small_app, match)
    table = scene.table
    holds = 0
    summaries = set()
    while not match.is_over():
        before = len(match.log)
        step(match, rng)
        queue = AnimationQueue(1.0)
        for entry in match.log[before:]:
            for event in entry.events:
                table.animate(event.for_viewer(0), queue)
        for _ in range(4000):
            if not queue.busy:
                break
            if queue.holding:
                holds += 1
                summaries.add("end" if table.shown.over else table.shown.summary.title)
                assert scene.table.status()
                queue.advance()
            queue.update(0.07)
        table.sync(match.view(0))
    assert "end" in summaries and len(summaries) > 1
    result = table.results(match.view(0))
    assert len(result.rows) == 2 and "Jewels" in result.headers
    assert "wins" in result.note or "draw" in result.note


# -- rescue, Thief, Whisper of Deep ------------------------------------------------------------


def test_a_rescue_shows_the_jail_as_the_enemy_with_its_prisoners(app):
    take = Cards()
    w, mage = take("Warrior", "Magician")
    lucia, elena = KNIGHTS[2], KNIGHTS[4]
    match = position_match(3, [[], [], take("Monster")], [[w, mage], [], take("Orc (1D)")],
                           jail=[lucia, elena], turn=0)
    scene = table_scene(app, match)
    scene.prepare_decision()
    table = scene.table
    jail = next(t for t in table.targets if t.action == M.RESCUE)
    click(app, jail.hit().center)
    scene.queue.skip()
    frames(app, 2)
    b = table.board
    assert b.battle is not None and b.battle.kind == "rescue"
    assert JAIL in b.battle.sides[1]
    assert "Rescue" in table.battle_title(b) and table.name(2) in table.battle_title(b)
    jail_sprite = table.sprites[("c", JAIL)]
    assert jail_sprite.h > jail_sprite.w, "the Jail fights as a card in the row"
    for k in (lucia, elena):  # the prisoners are shown beside the battle
        assert table.sprites[("c", k)].visible
    assert_drawn(app)


def test_a_thief_is_shown_on_the_stage_and_aims_by_click(app):
    take = Cards()
    thief = take("Thief 3")[0]
    ruby = ids_of("Ruby")[0]
    match = position_match(2, [[thief], []], [[], take("Orc (1D)")], jewels=[[], [ruby]],
                           jail=[KNIGHTS[1]], turn=0)
    scene = table_scene(app, match)
    scene.prepare_decision()
    table = scene.table
    target = next(t for t in table.enabled_targets() if t.action == M.USE_THIEF[thief])
    click(app, target.hit().center)
    scene.queue.skip()
    frames(app, 2)
    scene.prepare_decision()
    frames(app, 1)
    assert table.board.thief == thief
    assert "steal" in table.status() and "beat 3" in table.status()
    assert reachable(table) == {M.STEAL[ruby], M.FREE[KNIGHTS[1]]}
    stage = table.sprites[("c", thief)]
    assert stage.h > L.HAND_H * table.sc, "the Thief stands large on the stage"
    steal = next(t for t in table.enabled_targets() if t.action == M.STEAL[ruby])
    click(app, steal.hit().center)
    scene.queue.skip()
    frames(app, 2)
    assert "Thief" in table.stage_caption(table.board) or table.board.thief < 0
    assert_drawn(app)


def test_the_whisper_of_deep_is_said_and_the_shown_hand_stays_known(small_app):
    take = Cards()
    spells = take("Fire Ball", "Lightning", "Storm", "Shield", "Trap", "Holy Light")
    match = position_match(2, [spells, []], [[], take("Orc (1D+1)")], turn=0)
    scene = table_scene(small_app, match)
    scene.prepare_decision()
    table = scene.table
    assert "Whisper of Deep" in table.status()
    card = table.enabled_targets()[0]
    click(small_app, card.hit().center)
    scene.queue.skip()
    frames(small_app, 2)
    table.show_view(1, match.view(1))
    assert len(table.board.shown[0]) == 5
    assert_drawn(small_app)


# -- hidden information ----------------------------------------------------------------------


@pytest.mark.parametrize("n", [2, 8])
def test_the_table_never_shows_a_card_its_seat_may_not_see(small_app, n):
    match = new_match(n, 31)
    rng = random.Random(31)
    scene = table_scene(small_app, match)
    table = scene.table
    for _ in range(400):
        if match.is_over():
            break
        step(match, rng)
        view = match.view(0)
        table.sync(view)
        faces = visible_face_cards(table)
        assert faces <= known_cards(view)
        others = {c for s in range(1, n) for c in match.state.hands[s]}
        shown = {c for s in view.shown for c in s}
        assert not faces & (others - shown), "no card of another hand"
        assert not faces & set(match.state.stock)


def test_a_resize_keeps_the_table_in_place(small_app):
    match = new_match(8, 2)
    rng = random.Random(2)
    for _ in range(60):
        step(match, rng)
    scene = table_scene(small_app, match)
    small_app.screen = pygame.display.set_mode((1920, 1080))
    small_app.scale = 1.5
    scene._layout()
    frames(small_app, 2)
    fresh = MonsterMakerTable(scene, GAME, match.names, 0)
    fresh.layout(scene.table_rect)
    fresh.sync(match.view(0))
    assert sprite_state(scene.table) == sprite_state(fresh)
    assert board_of(match.view(0)) == scene.table.board


def test_a_target_shielded_by_ranks_explains_the_rule(small_app):
    take = Cards()
    warrior = take("Warrior")[0]
    orc, monster, knight = take("Orc (1D+1)", "Monster", "Dark Knight")
    match = position_match(2, [[], []], [[warrior], [orc, monster, knight]], turn=0)
    match.play(M.ATTACK[1])
    match.play(Roll((6, 1)))  # the initiative: the attacker first
    assert match.view(0).phase == "choose_target"
    scene = table_scene(small_app, match)
    scene.prepare_decision()
    frames(small_app, 1)
    table = scene.table
    assert reachable(table) == {M.TARGET[orc], M.TARGET[monster]}
    assert "ranks shield" in table.status()
    dimmed = next(t for t in table.targets if t.candidate == M.TARGET[knight])
    assert dimmed.sprite.dimmed
    click(small_app, dimmed.hit().center)
    assert "shielded by lower ranks" in scene.message
    assert match.view(0).phase == "choose_target", "nothing was played"
    click(small_app, table.sprites[("c", orc)].hit_rect().center)
    assert isinstance(match.log[-1].action, M.Target) and match.log[-1].action.card == orc
