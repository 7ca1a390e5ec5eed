# Read only by the release build's compiler: see packaging/write_pxd.py.
cimport cython
from games.o_genre_o.rules cimport OGenreOState


@cython.locals(c=cython.Py_ssize_t)
cpdef outstanding(view)

cpdef may_recover(view, seat)

cpdef _by_card(actions, card)

cpdef discard_badness(card, hand)

@cython.locals(c=cython.Py_ssize_t)
cpdef has_devil(cards)

@cython.locals(state=OGenreOState, c=cython.Py_ssize_t)
cpdef rollout_policy(state, rng)

@cython.locals(state=OGenreOState)
cpdef rollout_cutoff(state)

@cython.locals(state=OGenreOState)
cpdef evaluate(state)

@cython.locals(_=cython.Py_ssize_t, s=cython.Py_ssize_t)
cpdef past_tricks(view)

@cython.locals(state=OGenreOState, c=cython.Py_ssize_t)
cpdef observation_weight(state, view)
