"""One table view per game (ui/tables/<game>.py); the generic table otherwise."""

from __future__ import annotations

import importlib

from ui.tables.generic import GenericTable

TABLE_MODULES = {
    "dragon": "ui.tables.dragon",
    "fools_field": "ui.tables.fools_field",
    "makai_fuda": "ui.tables.makai_fuda",
    "monstermaker5": "ui.tables.monstermaker5",
    "o_genre_o": "ui.tables.o_genre_o",
}


def table_class(game_id: str):
    module_name = TABLE_MODULES.get(game_id)
    if module_name is None:
        return GenericTable
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as e:
        if e.name != module_name:
            raise
        return GenericTable
    return module.TABLE
