"""Colours, fonts and the pygame_gui theme, all scaled to the window.

One scale factor, `min(w / 1280, h / 720)`, sizes every font, margin and card, so the
table is crisp and balanced from 1280x720 to 2560x1440.
"""

from __future__ import annotations

from pathlib import Path

from ui.resources import asset_path

BASE_W, BASE_H = 1280, 720

# Palette: a lacquered night-blue hall, a deep green table, washi-paper cards, gold leaf.
INK = (21, 22, 36)
INK_LIGHT = (38, 41, 62)
FELT = (24, 74, 62)
FELT_DARK = (14, 48, 41)
PAPER = (246, 238, 220)
PAPER_SHADE = (226, 214, 190)
GOLD = (216, 178, 90)
GOLD_DARK = (150, 116, 50)
VERMILION = (200, 65, 44)
TEXT = (239, 230, 210)
TEXT_DIM = (170, 164, 150)
TEXT_DARK = (40, 34, 30)
SHADOW = (0, 0, 0, 110)
GOOD = (112, 196, 120)
WARN = (236, 170, 80)
BAD = (226, 92, 80)


def scale_for(size: tuple[int, int]) -> float:
    return min(size[0] / BASE_W, size[1] / BASE_H)


FONT_FILES = {
    "sans": "fonts/NotoSans-Regular.ttf",
    "sans_bold": "fonts/NotoSans-Bold.ttf",
    "sans_italic": "fonts/NotoSans-Italic.ttf",
    "serif": "fonts/EBGaramond12-Regular.otf",
    "serif_bold": "fonts/NotoSerifDisplay-Bold.ttf",
    "serif_italic": "fonts/EBGaramond12-Italic.otf",
    "jp": "fonts/CardHallJP-Bold.otf",
    "symbols": "fonts/CardHallSymbols.ttf",
}


def font_file(role: str) -> Path:
    return asset_path(FONT_FILES[role])


def _hex(colour) -> str:
    return "#" + "".join(f"{c:02x}" for c in colour)


def gui_theme(scale: float, text_scale: float = 1.0) -> dict:
    """The pygame_gui theme for this scale (fonts in pixels grow with the window, and
    with the player's text size, `text_scale`)."""

    def px(n: float) -> str:
        return str(max(8, round(n * scale)))

    def fpx(n: float) -> str:  # a font's size (and a line's height): the text size too
        return px(n * text_scale)

    sans = {
        "name": "cardhall_sans", "size": fpx(16),
        "regular_path": str(font_file("sans")), "bold_path": str(font_file("sans_bold")),
        "italic_path": str(font_file("sans_italic")),
        "bold_italic_path": str(font_file("sans_bold")),
    }
    serif = {
        "name": "cardhall_serif", "size": fpx(22),
        "regular_path": str(font_file("serif")), "bold_path": str(font_file("serif_bold")),
        "italic_path": str(font_file("serif_italic")),
        "bold_italic_path": str(font_file("serif_bold")),
    }
    colours = {
        "normal_bg": _hex((52, 56, 84)), "hovered_bg": _hex((70, 76, 112)),
        "disabled_bg": _hex((36, 38, 52)), "selected_bg": _hex((120, 92, 40)),
        "active_bg": _hex((150, 116, 50)), "dark_bg": _hex((28, 30, 46)),
        "normal_text": _hex(TEXT), "hovered_text": "#ffffff",
        "disabled_text": _hex((110, 108, 104)),
        "selected_text": "#ffffff", "active_text": "#ffffff",
        "normal_border": _hex((96, 90, 70)), "hovered_border": _hex(GOLD),
        "disabled_border": _hex((60, 60, 70)), "selected_border": _hex(GOLD),
        "active_border": _hex(GOLD), "link_text": _hex(GOLD), "link_hover": "#ffe7a8",
        "link_selected": "#ffe7a8", "text_cursor": _hex(GOLD),
        "normal_text_shadow": "#00000000", "hovered_text_shadow": "#00000000",
    }
    shape = {"shape": "rounded_rectangle", "shape_corner_radius": px(7), "border_width": "1",
             "shadow_width": "0", "text_horiz_alignment_padding": px(10)}
    return {
        "defaults": {"colours": colours, "font": sans, "misc": shape},
        "button": {"font": {**sans, "size": fpx(17)}, "misc": shape},
        "#primary": {"colours": {"normal_bg": _hex((150, 58, 40)),
                                 "hovered_bg": _hex((186, 74, 50)),
                                 "normal_border": _hex(GOLD)},
                     "font": {**sans, "size": fpx(19), "bold": "1"}},
        "#quiet": {"colours": {"normal_bg": "#00000000", "hovered_bg": _hex((52, 56, 84)),
                               "normal_border": "#00000000"}},
        "label": {"colours": {"dark_bg": "#00000000", "normal_text": _hex(TEXT)},
                  "font": {**sans, "size": fpx(16)},
                  "misc": {"text_shadow_size": "0"}},
        "#heading": {"font": {**serif, "size": fpx(30), "bold": "1"},
                     "colours": {"normal_text": _hex(GOLD)}},
        "#subheading": {"font": {**sans, "size": fpx(15), "bold": "1"},
                        "colours": {"normal_text": _hex(TEXT_DIM)}},
        "#subheading_left": {"font": {**sans, "size": fpx(13)},
                             "colours": {"normal_text": _hex(TEXT_DIM)},
                             "misc": {"text_horiz_alignment": "left"}},
        "#error": {"colours": {"normal_text": _hex(BAD)}},
        "#status": {"font": {**sans, "size": fpx(17)}},
        "text_box": {"colours": {"dark_bg": _hex((26, 28, 42)),
                                 "normal_border": _hex((70, 66, 56))},
                     "font": {**sans, "size": fpx(15)},
                     "misc": {"padding": f"{px(12)},{px(10)}", "shape": "rounded_rectangle",
                              "shape_corner_radius": px(8), "border_width": "1"}},
        "text_entry_line": {"colours": {"dark_bg": _hex((30, 32, 48))},
                            "font": {**sans, "size": fpx(16)}},
        "drop_down_menu": {"font": {**sans, "size": fpx(16)},
                           "misc": {"expand_direction": "down"}},
        "panel": {"colours": {"dark_bg": _hex((26, 28, 42, 236)),
                              "normal_border": _hex((90, 82, 60))},
                  "misc": {"shape": "rounded_rectangle", "shape_corner_radius": px(10),
                           "border_width": "1", "shadow_width": "0"}},
        "tool_tip": {"font": {**sans, "size": fpx(14)},
                     "colours": {"dark_bg": _hex((16, 16, 26)), "normal_text": _hex(TEXT)},
                     "misc": {"rect_width": px(300)}},
        "check_box": {"font": {"name": "cardhall_symbols", "size": fpx(16),
                               "regular_path": str(font_file("symbols"))},
                      "misc": {"check_symbol": "\u2713"}},
        "#left": {"font": {**sans, "size": fpx(16)},
                  "misc": {"text_horiz_alignment": "left"}},
        "horizontal_slider": {"colours": {"dark_bg": _hex((30, 32, 48))}},
        "selection_list": {"misc": {"list_item_height": fpx(30)}},
    }
