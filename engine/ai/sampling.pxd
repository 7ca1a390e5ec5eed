# Read only by the release build's compiler: see packaging/write_pxd.py.
cimport cython


@cython.locals(i=cython.Py_ssize_t, j=cython.Py_ssize_t)
cpdef shuffle_in_place(items, rand)
