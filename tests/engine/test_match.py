"""The match: seats, turn order, the log, events per viewer, chance, undo."""

import pytest

from engine.core import CHANCE, IllegalAction
from engine.match import COMPUTER, HUMAN, Match, Seat, default_seats
from tests.toygame import TINY_TRICK, Dealt, Play, Played


def new_match(seed=1, seats=None):
    seats = seats or [Seat("Ann", HUMAN), Seat("Bot", COMPUTER, "random")]
    return Match(TINY_TRICK, 2, seats, seed=seed)


def test_seat_specs_parse_and_refuse_unknown():
    assert Seat.parse("human", "A") == Seat("A", HUMAN)
    assert Seat.parse("ai:hard", "B") == Seat("B", COMPUTER, "hard")
    assert Seat.parse("ai", "C").level == "normal"
    with pytest.raises(ValueError, match="a seat is 'human' or one of"):
        Seat.parse("robot", "D")
    assert Seat("", HUMAN).problem() == "every seat needs a name"


def test_match_refuses_wrong_seat_count_and_player_count():
    with pytest.raises(ValueError, match="2 players need 2 seats"):
        Match(TINY_TRICK, 2, default_seats(3))
    with pytest.raises(ValueError, match="is for 2 players, not 3"):
        Match(TINY_TRICK, 3, default_seats(3))


def test_chance_is_seeded_and_logged():
    a, b, c = new_match(5), new_match(5), new_match(6)
    for m in (a, b, c):
        assert m.to_move() == CHANCE
        m.advance_chance()
    assert a.log[0].action == b.log[0].action
    assert a.log[0].seat == CHANCE
    assert a.state.view(0) == b.state.view(0)
    assert c.log[0].action != a.log[0].action


def test_play_refuses_out_of_turn_and_illegal_moves_without_change():
    m = new_match()
    m.advance_chance()
    mover = m.to_move()
    with pytest.raises(IllegalAction, match="turn"):
        m.play(m.state.legal_actions()[0], seat=1 - mover)
    before = m.state.view(mover)
    with pytest.raises(IllegalAction, match="not in your hand"):
        m.play(Play(999))
    assert m.state.view(mover) == before and len(m.log) == 1


def test_each_viewer_gets_only_its_own_deal():
    m = new_match()
    m.advance_chance()
    for viewer in (0, 1, None):
        deals = [e for _, e in m.events_for(viewer) if isinstance(e, Dealt)]
        assert len(deals) == 2
        for deal in deals:
            assert (deal.cards is not None) == (deal.seat == viewer)
    assert all("is dealt" in line for line in m.log_lines(0)[1:])


def test_undo_goes_back_to_the_askers_last_decision():
    m = new_match()
    m.advance_chance()
    seat = m.to_move()
    m.play(m.state.legal_actions()[0])
    assert m.undo_target(seat) == 1
    view_after_deal = None
    assert m.undo(seat)
    assert len(m.log) == 1 and m.to_move() == seat
    view_after_deal = m.state.view(seat)
    assert view_after_deal.hand_sizes == (3, 3)


def test_undo_never_crosses_a_reveal_or_a_chance_step():
    m = new_match()
    m.advance_chance()
    assert m.undo_target(0) is None and m.undo_target(1) is None  # only the deal so far
    seat = m.to_move()
    m.play(m.state.legal_actions()[0])
    m.play(m.state.legal_actions()[0])  # the other seat's card is revealed to `seat`
    assert isinstance(m.log[-1].events[0], Played)
    assert m.undo_target(seat) is None
    assert not m.undo(seat)
    # the other seat may take back its own card while nothing was revealed to it since
    assert m.undo_target(1 - seat) == 2


def test_would_be_undoable_tells_before_the_move():
    m = new_match()
    m.advance_chance()
    seat = m.to_move()
    assert m.would_be_undoable(seat, m.state.legal_actions()[0])
    # ... and whose move ends that chance: every card the other seat can play is shown
    assert m.undo_closed_by(seat, m.state.legal_actions()[0]) == 1 - seat
    m.play(m.state.legal_actions()[0])
    # the other seat's reply shows nothing hidden to itself: it could take it back
    # (unless that reply ends the game)
    reply = m.state.legal_actions()[0]
    assert m.would_be_undoable(1 - seat, reply) is (not _ends_game(m, reply))


def _ends_game(m, action):
    trial = m.state.clone()
    trial.apply(action)
    return trial.is_over()


def test_seeds_must_be_whole_numbers_of_a_sane_size():
    with pytest.raises(ValueError, match="seed must be a whole number"):
        new_match(seed="x")
    with pytest.raises(ValueError, match="below 2"):
        new_match(seed=2**80)
    assert new_match(seed=-5).seed == -5


def test_names_with_control_characters_are_refused():
    assert "control character" in Seat("A\tB", HUMAN).problem()
    assert "longer than 24" in Seat("x" * 25, HUMAN).problem()
    assert Seat("Ann アン", HUMAN).problem() is None


def test_autosave_writes_after_every_action(private_home):
    from engine.paths import autosave_path

    path = autosave_path("tiny_trick")
    m = new_match()
    m.save_path = path
    m.advance_chance()
    assert path.exists()
    first = path.read_text()
    m.play(m.state.legal_actions()[0])
    assert path.read_text() != first


def test_autosave_failure_keeps_playing_and_reports(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    m = new_match()
    m.save_path = blocker / "save.json"  # a file where a folder should be
    m.advance_chance()
    assert m.save_error and "could not save" in m.save_error
    assert len(m.log) == 1
