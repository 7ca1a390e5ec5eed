"""The light markup of rules texts ("# Heading", "## Sub", "- bullet", "**bold**") as
pygame_gui HTML, and the fonts that HTML needs preloaded."""

from __future__ import annotations

import html
import re
import warnings

from ui import theme

_BOLD = re.compile(r"\*\*(.+?)\*\*")


def _hex(colour) -> str:
    return "#" + "".join(f"{c:02x}" for c in colour[:3])


def sizes(scale: float) -> dict[str, int]:
    return {"h1": round(26 * scale), "h2": round(19 * scale), "body": round(15 * scale)}


def preload(gui, scale: float) -> None:
    s = sizes(scale)
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message="Trying to pre-load font id")
        _preload(gui, s)


def _preload(gui, s: dict[str, int]) -> None:
    gui.preload_fonts([
        {"name": "cardhall_serif", "point_size": s["h1"], "style": "bold"},
        {"name": "cardhall_sans", "point_size": s["h2"], "style": "bold"},
        {"name": "cardhall_sans", "point_size": s["body"], "style": "regular"},
        {"name": "cardhall_sans", "point_size": s["body"], "style": "bold"},
        {"name": "cardhall_sans", "point_size": s["body"], "style": "italic"},
    ])


def _inline(text: str) -> str:
    return _BOLD.sub(r"<b>\1</b>", html.escape(text, quote=False))


def logical_lines(markup: str) -> list[str]:
    """Lines of the markup, where an indented line continues the line before it."""
    lines: list[str] = []
    for raw in markup.strip().splitlines():
        if raw[:1] in (" ", "\t") and raw.strip() and lines and lines[-1]:
            lines[-1] += " " + raw.strip()
        else:
            lines.append(raw.strip())
    return lines


def to_html(markup: str, scale: float) -> str:
    s = sizes(scale)
    out: list[str] = []
    paragraph: list[str] = []

    def flush() -> None:
        if paragraph:
            out.append(_inline(" ".join(paragraph)) + "<br><br>")
            paragraph.clear()

    for line in logical_lines(markup):
        if not line:
            flush()
        elif line.startswith("## "):
            flush()
            out.append(f"<font face='cardhall_sans' pixel_size={s['h2']} "
                       f"color='{_hex(theme.GOLD)}'><b>{_inline(line[3:])}</b></font><br>")
        elif line.startswith("# "):
            flush()
            out.append(f"<font face='cardhall_serif' pixel_size={s['h1']} "
                       f"color='{_hex(theme.GOLD)}'><b>{_inline(line[2:])}</b></font><br>")
        elif line.startswith("- "):
            flush()
            out.append(f"\u2022 {_inline(line[2:])}<br>")
        else:
            paragraph.append(line)
    flush()
    body = "".join(out)
    return f"<font face='cardhall_sans' pixel_size={s['body']}>{body}</font>"
