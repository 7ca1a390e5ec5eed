"""Words shared by Monstermaker 5's event descriptions (games/monstermaker5/events.py and
battle_events.py): sides, battle sides, counts, a card that may be hidden."""

from __future__ import annotations

from games.monstermaker5.cards import card_name

SIDE_WORDS = {"light": "the Light", "dark": "the Darkness", "neutral": "neutral"}


def _side_word(key: str) -> str:
    return SIDE_WORDS.get(key, key)


def _battle_side(side: int, kind: str) -> str:
    if side == 0:
        return "the rescuer" if kind == "rescue" else "the attacker"
    return "the Jail" if kind == "rescue" else "the defender"


def _count(k: int, noun: str) -> str:
    return f"{k} {noun}" + ("" if k == 1 else "s")


def _card(c: int | None) -> str:
    return "a card" if c is None or c < 0 else card_name(c)
