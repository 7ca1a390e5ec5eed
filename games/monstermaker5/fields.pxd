# Read only by the release build's compiler: see packaging/write_pxd.py.
from engine.core cimport State


cdef class MonsterMakerFields(State):
    cdef public object phase, actor, hands, chars, jewels, stock, discard, jail, \
        guards, shown, turn, turn_no, first, lock, placed, changed, drawn, thief, \
        thief_target, thief_victim, specials_left, end_turns, over, result, \
        winner_seats, battle, horizon, quiet, _legal
    cpdef side_of(self, seat)
