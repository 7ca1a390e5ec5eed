# Read only by the release build's compiler: see packaging/write_pxd.py.
cimport cython
from games.monstermaker5.battle cimport Battle
from games.monstermaker5.fields cimport MonsterMakerFields
from games.monstermaker5 cimport commit
from games.monstermaker5.battle cimport attack_bonus, attack_hits, defence_of, power_options, targetable


@cython.locals(st=MonsterMakerFields, b=Battle)
cpdef reveal(st, events)

@cython.locals(st=MonsterMakerFields, b=Battle)
cpdef next_trap(st, events)

@cython.locals(st=MonsterMakerFields, b=Battle, c=cython.Py_ssize_t)
cpdef trap_actions(st)

@cython.locals(st=MonsterMakerFields)
cpdef aim_trap(st, action)

@cython.locals(st=MonsterMakerFields, b=Battle)
cpdef spring_trap(st, faces)

@cython.locals(st=MonsterMakerFields, b=Battle)
cpdef roll_initiative(st, roll)

@cython.locals(st=MonsterMakerFields, b=Battle, c=cython.Py_ssize_t)
cpdef next_attack(st, events)

@cython.locals(b=Battle, c=cython.Py_ssize_t)
cpdef other_orcs(b)

@cython.locals(st=MonsterMakerFields, b=Battle)
cpdef choose_attacker(st, c, events)

@cython.locals(st=MonsterMakerFields, b=Battle, c=cython.Py_ssize_t)
cpdef to_target(st, events)

@cython.locals(st=MonsterMakerFields, b=Battle)
cpdef to_power(st, events)

@cython.locals(st=MonsterMakerFields, b=Battle)
cpdef declare(st, power, events)

@cython.locals(st=MonsterMakerFields, b=Battle, c=cython.Py_ssize_t)
cpdef fight_actions(st)

@cython.locals(st=MonsterMakerFields, b=Battle)
cpdef apply_fight(st, action)

@cython.locals(st=MonsterMakerFields, b=Battle, c=cython.Py_ssize_t)
cpdef resolve_attack(st, roll)

@cython.locals(st=MonsterMakerFields, b=Battle)
cpdef defeat(st, b, c, events)

@cython.locals(st=MonsterMakerFields, b=Battle, c=cython.Py_ssize_t)
cpdef end_round(st, events)

@cython.locals(st=MonsterMakerFields, b=Battle)
cpdef finish_by_defeat(st, events)

@cython.locals(st=MonsterMakerFields, b=Battle, c=cython.Py_ssize_t)
cpdef end_battle(st, winner, reason, events)

@cython.locals(st=MonsterMakerFields, b=Battle, c=cython.Py_ssize_t)
cpdef survivors_back(st, b, side, seat, events)

@cython.locals(st=MonsterMakerFields, b=Battle)
cpdef fight_reason(st, action)
