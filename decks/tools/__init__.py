"""Maintainer tools that regenerate `decks/data`; not imported at runtime."""
