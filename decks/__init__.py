"""Card catalog and deck lists."""
from decks.catalog import COLORS, KINDS, Card, DigivolveCost, get_card, load_catalog
from decks.decklist import BUILTIN_DECKS, Deck, DeckError, load_deck, parse_deck_text

__all__ = ["COLORS", "KINDS", "Card", "DigivolveCost", "get_card", "load_catalog",
           "BUILTIN_DECKS", "Deck", "DeckError", "load_deck", "parse_deck_text"]
