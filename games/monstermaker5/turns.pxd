# Read only by the release build's compiler: see packaging/write_pxd.py.
cimport cython
from games.monstermaker5.fields cimport MonsterMakerFields
from games.monstermaker5 cimport commit, rescue


@cython.locals(st=MonsterMakerFields)
cpdef draw_lot(st, faces)

@cython.locals(st=MonsterMakerFields)
cpdef start_turn(st, seat, events, first_turn=*)

@cython.locals(st=MonsterMakerFields)
cpdef draw(st, seat, events)

@cython.locals(st=MonsterMakerFields)
cpdef knight_to(st, action)

@cython.locals(st=MonsterMakerFields)
cpdef note_side(st, seat, old, events)

@cython.locals(st=MonsterMakerFields)
cpdef end_turn(st, events)

@cython.locals(st=MonsterMakerFields)
cpdef placement_sides(st, seat)

@cython.locals(st=MonsterMakerFields)
cpdef attack_alignments(st, seat, target)

@cython.locals(st=MonsterMakerFields, c=cython.Py_ssize_t)
cpdef fighting_sides(st, seat)

@cython.locals(st=MonsterMakerFields, t=cython.Py_ssize_t)
cpdef attack_targets(st, seat)

@cython.locals(st=MonsterMakerFields, c=cython.Py_ssize_t)
cpdef rescue_possible(st, seat)

@cython.locals(st=MonsterMakerFields, s=cython.Py_ssize_t)
cpdef thief_usable(st, seat)

@cython.locals(st=MonsterMakerFields, c=cython.Py_ssize_t)
cpdef change_would_help(st, seat)

@cython.locals(st=MonsterMakerFields)
cpdef change_allowed(st, seat)

@cython.locals(st=MonsterMakerFields, c=cython.Py_ssize_t)
cpdef main_actions(st)

@cython.locals(st=MonsterMakerFields)
cpdef apply_main(st, action)

@cython.locals(st=MonsterMakerFields)
cpdef place(st, seat, c)

@cython.locals(st=MonsterMakerFields, c=cython.Py_ssize_t)
cpdef change_of_heart(st, seat)

@cython.locals(st=MonsterMakerFields)
cpdef discard_shown(st, seat, c)

@cython.locals(st=MonsterMakerFields)
cpdef main_reason(st, action)
