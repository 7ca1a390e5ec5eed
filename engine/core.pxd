# Read only by the release build's compiler: see packaging/write_pxd.py.


cdef class State:
    cdef public object game, num_players
