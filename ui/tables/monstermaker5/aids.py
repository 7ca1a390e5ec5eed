"""Monstermaker 5's answers to what a player asks at the table (ui/tables/aids.py): the
last battle's summary (who fought whom, the characters that stood in it, what fell, who
won and what was taken), the score sheet (default: the results table), and the
tooltips on the plates, the stock, the discard pile, the Jail, the fields' characters
and Jewels, and the hands.

The last battle is read from the events the viewer saw (`Match.events_for(viewer)`, up
to the move the table has shown), never the State: the characters at the opening and
those committed are public, the log lines are the viewer's own."""

from __future__ import annotations

from functools import partial

from games.monstermaker5 import battle_events as BE
from games.monstermaker5.cards import JAIL, JEWELS, KNIGHTS, card_name
from ui.render import monstermaker5 as art
from ui.tables.aids import Recap, RecapCard

SUMMARY_EVENTS = (BE.BattleEnded, BE.JewelsTaken, BE.KnightsFreed)
MOST_LINES = 6


class MonsterMakerAids:
    RECAP_NAME = "Last battle"

    def last_battle(self):
        """(opened, the cards per side, fallen cards, summary events, rounds) of the last
        finished battle the viewer saw, or None."""
        match = getattr(self.host, "match", None)
        if match is None:
            return None
        shown = getattr(self.host, "shown", len(match.log))
        current = None
        done = None
        for index, e in match.events_for(self.viewer):
            if index >= shown:
                break
            kind = type(e)
            if kind is BE.BattleOpened:
                current = {"opened": e, "sides": [list(e.sides[0]), list(e.sides[1])],
                           "fallen": set(), "after": [], "rounds": 0}
            elif current is None:
                continue
            elif kind is BE.Committed and 0 <= e.side < 2:
                current["sides"][e.side].append(e.card)
            elif kind is BE.Defeated:
                current["fallen"].add(e.card)
            elif kind is BE.BattleRound:
                current["rounds"] += 1
            elif kind in SUMMARY_EVENTS:
                current["after"].append(e)
                if kind is BE.BattleEnded:
                    done = current
            elif done is current and kind is not BE.SpellsDiscarded:
                current = None  # the battle's aftermath is over
        return done

    def recap_area(self):
        return None  # (the battle panel is gone once it ends: the button and T show it)

    def recap(self):
        last = self.last_battle()
        if last is None:
            return None
        opened = last["opened"]
        ended = next(e for e in last["after"] if type(e) is BE.BattleEnded)
        a = self.name(opened.attacker)
        if opened.kind == "rescue":
            title = f"Last battle: {a}'s rescue " + \
                ("succeeded" if ended.winner == 0 else "failed" if ended.winner == 1
                 else "ended with no winner")
            labels = (a, "the Jail")
        else:
            d = self.name(opened.defender)
            winner = {0: a, 1: d}.get(ended.winner)
            title = f"Last battle: {a} against {d}: " + \
                (f"{winner} won" if winner else "no winner")
            labels = (a, d)
        cards = []
        for side in (0, 1):
            for c in last["sides"][side]:
                if c == JAIL:
                    continue
                cards.append(RecapCard(partial(art.card_face, c), labels[side],
                                       ring=ended.winner == side,
                                       note="defeated" if c in last["fallen"] else ""))
        names = self.names
        lines = [e.describe(names) for e in last["after"]]
        rounds = last["rounds"]
        if rounds:
            lines.insert(0, f"{rounds} battle round{'s' if rounds != 1 else ''}; "
                            f"{len(last['fallen'])} character"
                            f"{'s' if len(last['fallen']) != 1 else ''} fell.")
        columns = min(8, max(1, len(cards)))
        return Recap(title, tuple(cards), columns, tuple(line for line in lines[:MOST_LINES]
                                                         if line))

    def tips(self):
        b = self.shown
        if b is None or self.geo_layout is None:
            return []
        out = []
        for seat in range(b.n):
            side = b.sides[seat]
            out.append((self.plate_rect(seat),
                        f"{self.name(seat)}: {side} side, {len(b.jewels[seat])} Jewels, "
                        f"{len(b.fields[seat])} characters on the field, "
                        f"{b.hand_counts[seat]} cards in hand"))
        return out + self.sprite_tips(self._tip_for, b)

    def _tip_for(self, key, b):
        kind = key[0]
        if kind == "stock":
            return ("stock",), (f"Stock: {b.stock} cards, face down ({b.specials} Jewels "
                                "and St. Knights among them)")
        if kind == "back":
            seat = key[1]
            return ("back", seat), f"{self.name(seat)}'s hand: {b.hand_counts[seat]} cards"
        if kind == "spell":
            return ("spell", key[1]), "A Spell, face down until both sides have put theirs"
        if kind != "c":
            return None
        c = key[1]
        if c == JAIL:
            return ("jail",), (f"The Underground Jail of Darkness: {len(b.jail)} St. Knights "
                               f"held, {len(b.guards)} guards")
        if c in b.jail:
            return ("c", c), f"{card_name(c)}: held in the Jail (a rescue frees it)"
        if c in b.guards:
            return ("c", c), f"{card_name(c)}: guards the Jail"
        if c in b.discard:
            return ("discard",), f"Discard pile: {len(b.discard)} cards, face up"
        for seat in range(b.n):
            if c in b.jewels[seat]:
                return ("jewels", seat), (f"{self.name(seat)}'s Jewels: "
                                          f"{len(b.jewels[seat])} (4 together win)")
            if c in b.fields[seat]:
                what = "St. Knight" if c in KNIGHTS else card_name(c)
                return ("c", c), f"{what}: on {self.name(seat)}'s field"
        if c in JEWELS:
            return ("c", c), f"{card_name(c)}: a Jewel"
        return None
