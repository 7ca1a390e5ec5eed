# Read only by the release build's compiler: see packaging/write_pxd.py.
cimport cython
from games.monstermaker5.fields cimport MonsterMakerFields
from games.monstermaker5.ai cimport rollout_policy


@cython.locals(state=MonsterMakerFields)
cpdef rollout(state, rng, epsilon, max_steps, cutoffs)
