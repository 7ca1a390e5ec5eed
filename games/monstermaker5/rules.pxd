# Read only by the release build's compiler: see packaging/write_pxd.py.
from games.monstermaker5.fields cimport MonsterMakerFields


cdef class MonsterMakerState(MonsterMakerFields):
    pass
