# Read only by the release build's compiler: see packaging/write_pxd.py.
cimport cython
from games.monstermaker5.fields cimport MonsterMakerFields
from games.monstermaker5.commit cimport open_battle


@cython.locals(st=MonsterMakerFields, i=cython.Py_ssize_t)
cpdef jailer_for(st, rescuer)

@cython.locals(st=MonsterMakerFields)
cpdef open_rescue(st, rescuer)

@cython.locals(st=MonsterMakerFields)
cpdef send_thief(st, seat, thief)

@cython.locals(st=MonsterMakerFields, s=cython.Py_ssize_t)
cpdef thief_targets(st, seat, lock)

@cython.locals(st=MonsterMakerFields)
cpdef thief_actions(st)

@cython.locals(st=MonsterMakerFields, s=cython.Py_ssize_t)
cpdef owner_of_jewel(st, jewel)

@cython.locals(st=MonsterMakerFields)
cpdef aim_thief(st, action)

@cython.locals(st=MonsterMakerFields)
cpdef resolve_thief(st, faces)

@cython.locals(st=MonsterMakerFields)
cpdef thief_reason(st, action)
