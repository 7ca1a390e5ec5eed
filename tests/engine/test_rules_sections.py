"""Rules that follow the play: every state of every registered game names, through
`State.rules_section()`, the exact `# Heading` of its game's rules text for the phase in
progress (the "?" beside the table's banner opens the in-app rules there), and the rulings
grouped under `## <that heading>` in its Rulings section show with it."""

from __future__ import annotations

import pytest

from games import REGISTRY
from tests.playouts import playout
from ui.scenes.rules import headings, rulings_for, with_rulings


def option_sets(game):
    sets = [{}]
    for opt in game.options:
        values = [not opt.default] if not opt.choices else [c for c in opt.choices
                                                            if c != opt.default]
        sets.extend({opt.key: v} for v in values)
    return sets


CASES = [pytest.param(game, n, options, id=f"{gid}-{n}p-{sorted(options.items())}")
         for gid, game in sorted(REGISTRY.items())
         for n in sorted({game.min_players, game.max_players})
         for options in option_sets(game)]


@pytest.mark.parametrize("game,n,options", CASES)
def test_every_state_names_a_heading_of_its_rules_text(game, n, options):
    known = set(headings(game.rules_text))
    seen = set()
    for seed in range(2):
        _, _, states = playout(game, n, seed=seed, options=options, keep_states=True)
        for state in states:
            section = state.rules_section()
            assert section in known, (game.id, section)
            seen.add(section)
    assert len(seen) >= 3, seen  # the section follows the play: several phases were met


@pytest.mark.parametrize("gid", sorted(REGISTRY))
def test_every_rulings_group_names_a_section_and_every_ruling_is_in_one(gid):
    text = REGISTRY[gid].rules_text
    known = headings(text)
    assert "Rulings" in known
    groups = [h for h in known if rulings_for(text, h)]
    assert groups, "no ruling is grouped under a section"
    lines = text.split("# Rulings", 1)[1].splitlines()
    for line in lines:
        if line.startswith("## "):
            assert line[3:] in known, line


def test_the_rulings_that_apply_follow_their_section_once():
    text = REGISTRY["dragon"].rules_text
    rulings = rulings_for(text, "Bodily Division Jutsu")
    assert any("card by card" in r for r in rulings)
    shown = with_rulings(text, "Bodily Division Jutsu")
    section = shown.index("# Bodily Division Jutsu")
    after = shown.index("# Tricks")
    assert "card by card" in shown[section:after]
    assert shown.count("Bodily Division is made card by card") == 2  # its section, Rulings
    assert with_rulings(text, "Tricks").count("Bodily Division is made card by card") == 1
    assert with_rulings(text, "No such heading") == text
