# Read only by the release build's compiler: see packaging/write_pxd.py.
cimport cython
from games.monstermaker5.battle cimport Battle
from games.monstermaker5.fields cimport MonsterMakerFields


@cython.locals(state=MonsterMakerFields)
cpdef _state_attack(state, seat, legal, r)

@cython.locals(state=MonsterMakerFields, b=Battle)
cpdef _state_fight(state, legal, phase)

@cython.locals(state=MonsterMakerFields, b=Battle)
cpdef rollout_policy(state, rng)

@cython.locals(state=MonsterMakerFields)
cpdef _richest_steal(state, legal)

@cython.locals(state=MonsterMakerFields)
cpdef _owner(state, jewel)
