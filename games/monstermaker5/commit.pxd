# Read only by the release build's compiler: see packaging/write_pxd.py.
cimport cython
from games.monstermaker5.battle cimport Battle
from games.monstermaker5.fields cimport MonsterMakerFields
from games.monstermaker5 cimport fight


@cython.locals(st=MonsterMakerFields, c=cython.Py_ssize_t)
cpdef open_battle(st, kind, attacker, defender, jailer=*)

@cython.locals(st=MonsterMakerFields, b=Battle)
cpdef start_round(st, events)

@cython.locals(st=MonsterMakerFields, b=Battle)
cpdef next_declarer(st, events)

@cython.locals(st=MonsterMakerFields, b=Battle)
cpdef ask_committer(st, events)

@cython.locals(st=MonsterMakerFields, b=Battle)
cpdef commit_alignments(st, b, seat, side)

@cython.locals(st=MonsterMakerFields, b=Battle)
cpdef done_allowed(st, b, seat)

@cython.locals(st=MonsterMakerFields, b=Battle, c=cython.Py_ssize_t)
cpdef attacker_is_stuck(st)

@cython.locals(st=MonsterMakerFields)
cpdef unstick_attacker(st, keep, rng)

@cython.locals(st=MonsterMakerFields, b=Battle, c=cython.Py_ssize_t)
cpdef commit_actions(st)

@cython.locals(st=MonsterMakerFields, b=Battle)
cpdef apply_commit(st, action)

@cython.locals(st=MonsterMakerFields, b=Battle)
cpdef commit_done(st, events)

@cython.locals(st=MonsterMakerFields, b=Battle)
cpdef possible_alignments(st, b, side)

@cython.locals(b=Battle)
cpdef supported_side(b, seat)

@cython.locals(st=MonsterMakerFields, b=Battle)
cpdef support_sides(st, b, seat)

@cython.locals(st=MonsterMakerFields, b=Battle)
cpdef supporter_sides(st, b)

@cython.locals(st=MonsterMakerFields, b=Battle)
cpdef support_mask(st, b, seat, allowed)

@cython.locals(st=MonsterMakerFields, b=Battle, c=cython.Py_ssize_t)
cpdef next_helper(st, events)

@cython.locals(st=MonsterMakerFields, b=Battle)
cpdef support_actions(st)

@cython.locals(st=MonsterMakerFields, b=Battle)
cpdef apply_support(st, action)

@cython.locals(st=MonsterMakerFields, b=Battle)
cpdef commit_reason(st, action)
