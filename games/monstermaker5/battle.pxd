# Read only by the release build's compiler: see packaging/write_pxd.py.
cimport cython
from games.monstermaker5.fields cimport MonsterMakerFields


cdef class Battle:
    cdef public object kind, attacker, defender, jailer, round, align, sides, owner, \
        attacked, spell, caster, revealed, spell_used, shield, stage, committer, \
        commit_side, queue, helpers, supporters, traps, trap_target, turn_side, first, \
        initiative, sel, target, power, ndice, sides_before, support_from
    cpdef new_round(self)
    cpdef controller(self, side)
    cpdef helped(self, side)
    cpdef available(self, side)
    cpdef side_of_card(self, c)
    cpdef clone(self)


cpdef attack_hits(power, defence)

@cython.locals(c=cython.Py_ssize_t)
cpdef targetable(standing)

@cython.locals(st=MonsterMakerFields, b=Battle)
cpdef knight_bonus(st, b, c)

@cython.locals(st=MonsterMakerFields, b=Battle)
cpdef defence_of(st, b, c)

@cython.locals(st=MonsterMakerFields, b=Battle)
cpdef attack_bonus(st, b, power)

@cython.locals(st=MonsterMakerFields, b=Battle)
cpdef power_options(st, b)
