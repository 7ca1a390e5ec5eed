# Read only by the release build's compiler: see packaging/write_pxd.py.
cimport cython
from games.monstermaker5.fields cimport MonsterMakerFields
from games.monstermaker5.ai cimport win_chance


@cython.locals(state=MonsterMakerFields)
cpdef rollout_cutoff(state)

@cython.locals(state=MonsterMakerFields, e=cython.Py_ssize_t)
cpdef safety(state, seat, sides, fields=*)

cpdef _side_chance(jewels)

@cython.locals(state=MonsterMakerFields, s=cython.Py_ssize_t)
cpdef side_value(state)

@cython.locals(state=MonsterMakerFields, c=cython.Py_ssize_t)
cpdef _sides_and_power(state)

@cython.locals(state=MonsterMakerFields)
cpdef _side_values(state, sides, power)

@cython.locals(state=MonsterMakerFields, s=cython.Py_ssize_t)
cpdef evaluate(state)
