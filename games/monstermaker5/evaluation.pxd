# Read only by the release build's compiler: see packaging/write_pxd.py.
cimport cython
from games.monstermaker5.fields cimport MonsterMakerFields


@cython.locals(state=MonsterMakerFields)
cpdef rollout_cutoff(state)

@cython.locals(state=MonsterMakerFields)
cpdef safety(state, seat, sides, fields=*)

@cython.locals(state=MonsterMakerFields)
cpdef side_value(state)

@cython.locals(state=MonsterMakerFields)
cpdef _sides_and_power(state)

@cython.locals(state=MonsterMakerFields)
cpdef _side_values(state, sides, power)

@cython.locals(state=MonsterMakerFields)
cpdef evaluate(state)
