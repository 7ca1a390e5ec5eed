# Read only by the release build's compiler: see packaging/write_pxd.py.
cimport cython
from games.o_genre_o.rules cimport OGenreOState
from games.o_genre_o.ai cimport rollout_policy


@cython.locals(state=OGenreOState)
cpdef rollout(state, rng, epsilon, max_steps, cutoffs)
