"""How a level's ensemble splits a fixed budget into trees, without growing them."""

from __future__ import annotations

import random

from engine.ai import make_agent
from engine.ai.ismcts import ISMCTS


def tree_budgets(monkeypatch, game, spec: str, state) -> list[int]:
    """The iteration budget of each tree that `spec` (e.g. "hard@9200") grows for the
    player to move in `state`; the trees are not searched."""
    budget = spec.partition("@")[2]
    settings = dict(make_agent(spec).settings(game, state.num_players))
    settings.pop("iterations", None)  # a level's cap at the table; hard@N overrides it
    budgets = []

    def one_tree(part, *args):
        budgets.append(part.iterations)
        return {}

    monkeypatch.setattr(ISMCTS, "search", one_tree)
    ISMCTS(iterations=int(budget), **settings)._ensemble_search(
        game, state.view(state.to_move()), state.legal_actions(), random.Random(1))
    return budgets
