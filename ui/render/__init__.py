"""Procedural drawing: text, cards, symbols, tokens and dice, cached per size."""


def reset_caches() -> None:
    """Forget every cached font and surface (after pygame.quit they are invalid)."""
    from ui.render import cards, shapes, symbols, text

    text.font.cache_clear()
    text.art_font.cache_clear()
    text._TEXT_CACHE.clear()
    for fn in (shapes.rounded_rect, shapes.soft_shadow, shapes.radial_vignette,
               cards.card_blank, cards.card_back, cards.highlight_ring, symbols.symbol):
        fn.cache_clear()
