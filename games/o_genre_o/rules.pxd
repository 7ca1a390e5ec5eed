# Read only by the release build's compiler: see packaging/write_pxd.py.
from engine.core cimport State


cdef class OGenreOState(State):
    cdef public object cap, cards, angels, devils, phase, round_no, dealer, turn, \
        over, lives, start_lives, recovered, history, hands, discards, step, voters, \
        chips, chip_mask, trump, leader, trick, won, devils_won, tricks_done, broken, \
        voids, devil_only, last_trick, angel_order, quiet, _legal
    cpdef reset_round(self)
    cpdef to_move(self)
    cpdef is_over(self)
    cpdef chance_action(self, rng)
    cpdef legal_actions(self)
    cpdef apply(self, action)
    cpdef _own_card_problem(self, c, hand)
    cpdef _apply(self, action)
    cpdef _draw_dealer(self, order)
    cpdef _shuffle_angels(self, order)
    cpdef _deal(self, order)
    cpdef _discard(self, c)
    cpdef _vote(self, suit)
    cpdef _play(self, c)
    cpdef _finish_trick(self, played)
    cpdef _settle(self, events)
    cpdef scores(self)
    cpdef winners(self)
    cpdef phase_name(self)
    cpdef rules_section(self)
    cpdef view(self, seat)
    cpdef clone(self)
