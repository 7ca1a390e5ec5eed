# Read only by the release build's compiler: see packaging/write_pxd.py.
from engine.ai.sampling cimport shuffle_in_place


cpdef _rebuild_battle(bv, spells)

cpdef sample_state(game, view, rng)
