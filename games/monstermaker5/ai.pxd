# Read only by the release build's compiler: see packaging/write_pxd.py.
cimport cython
from games.monstermaker5.battle cimport Battle
from games.monstermaker5.fields cimport MonsterMakerFields
from games.monstermaker5.battle cimport targetable


cpdef hit_chance(dice, plus, defence)

cpdef threat(c)

cpdef card_value(c)

@cython.locals(c=cython.Py_ssize_t)
cpdef win_chance(ours, theirs)

cpdef _side(view, seat)

cpdef choose_side(hand)

cpdef policy(view, legal, rng)

cpdef _battle_lists(view)

cpdef _defence(view, c, owner)

@cython.locals(state=MonsterMakerFields, c=cython.Py_ssize_t)
cpdef _state_attack(state, seat, legal, r)

@cython.locals(state=MonsterMakerFields, b=Battle)
cpdef _state_fight(state, legal, phase)

@cython.locals(state=MonsterMakerFields, b=Battle)
cpdef rollout_policy(state, rng)

cpdef _thief_number(a)

cpdef _expected_attack(a)

@cython.locals(state=MonsterMakerFields)
cpdef _richest_steal(state, legal)

@cython.locals(state=MonsterMakerFields, s=cython.Py_ssize_t)
cpdef _owner(state, jewel)
