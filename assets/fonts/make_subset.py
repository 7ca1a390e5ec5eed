"""Rebuild the subset fonts, so the package stays small:
- CardHallJP-Bold.otf: Noto Serif CJK JP Bold cut down to the few glyphs Card Hall shows
  (game titles and table marks);
- NotoSerifDisplay-Bold.ttf: Noto Serif Display Bold cut down to Latin and punctuation;
- CardHallSymbols.ttf: DejaVu Sans Bold cut down to a few symbols (check, star, arrows).

    python assets/fonts/make_subset.py

Needs fonttools (dev only) and Debian's fonts-noto-cjk, fonts-noto-core, fonts-dejavu-core.
Add characters to GLYPHS and run it again when the UI needs more.
"""

import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection

GLYPHS = ("魔龍屠るべし破愚者の園魔界札モンスターメーカー5カードホール"
          "龍鱗頭胴忍術剣盾花兵光闇切札逆分身召喚吸魂" "0123456789")
SOURCE = "/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc"
OUT = Path(__file__).with_name("CardHallJP-Bold.otf")
DISPLAY_SOURCE = "/usr/share/fonts/truetype/noto/NotoSerifDisplay-Bold.ttf"
DISPLAY_OUT = Path(__file__).with_name("NotoSerifDisplay-Bold.ttf")
LATIN = ("U+0020-007E,U+00A0-017F,U+2010-2027,U+2030-203A,U+2190-2193,U+2605,U+2606,"
         "U+2212,U+00D7,U+2116")


SYMBOLS_SOURCE = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
SYMBOLS_OUT = Path(__file__).with_name("CardHallSymbols.ttf")
SYMBOLS = ("\u2713\u2714\u2605\u2606\u25b2\u25bc\u25c6\u25cf\u2190\u2192\u2191\u2193"
           "\u21ba\u2715\u2660\u2665\u2666\u2663 0123456789+-")


def subset_symbols() -> None:
    options = subset.Options()
    options.name_IDs = ["*"]
    font = subset.load_font(SYMBOLS_SOURCE, options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=SYMBOLS)
    subsetter.subset(font)
    subset.save_font(font, str(SYMBOLS_OUT), options)
    print(f"{SYMBOLS_OUT} ({SYMBOLS_OUT.stat().st_size} bytes)")


def subset_display() -> None:
    options = subset.Options()
    options.name_IDs = ["*"]
    options.layout_features = ["kern", "liga", "lnum", "pnum"]
    font = subset.load_font(DISPLAY_SOURCE, options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=subset.parse_unicodes(LATIN))
    subsetter.subset(font)
    subset.save_font(font, str(DISPLAY_OUT), options)
    print(f"{DISPLAY_OUT} ({DISPLAY_OUT.stat().st_size} bytes)")


def main() -> None:
    source = sys.argv[1] if len(sys.argv) > 1 else SOURCE
    collection = TTCollection(source)
    number = next(i for i, font in enumerate(collection.fonts)
                  if "JP" in font["name"].getDebugName(1))
    options = subset.Options()
    options.font_number = number
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.layout_features = ["*"]
    font = subset.load_font(source, options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(text="".join(sorted(set(GLYPHS))))
    subsetter.subset(font)
    subset.save_font(font, str(OUT), options)
    print(f"{OUT} ({OUT.stat().st_size} bytes, {len(set(GLYPHS))} characters)")
    subset_display()
    subset_symbols()


if __name__ == "__main__":
    main()
