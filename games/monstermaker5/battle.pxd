# Read only by the release build's compiler: see packaging/write_pxd.py.


cdef class Battle:
    cdef public object kind, attacker, defender, jailer, round, align, sides, owner, \
        attacked, spell, caster, revealed, spell_used, shield, stage, committer, \
        commit_side, queue, helpers, supporters, traps, trap_target, turn_side, first, \
        initiative, sel, target, power, ndice, sides_before, support_from
