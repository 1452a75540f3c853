"""Every library deck plays: all 380 lists in one batch, each in four checked games (every action verified
against the rules' invariants), so no list holds a card the engine cannot handle."""
from decks.library import library, library_deck
from simcore.runner import Matchup, play_chunk

GAMES = 2


def test_every_library_deck_plays_checked_games():
    decks = [library_deck(e) for e in library().values()]
    assert len(decks) == 380
    ended = 0
    for k, deck in enumerate(decks):
        # each deck plays once as side A and once as side B
        cols = play_chunk(Matchup(deck, decks[(k + 1) % len(decks)], seed=11), 0, GAMES, check=True)
        assert ((cols["winner"] >= -1) & (cols["winner"] <= 1)).all(), deck.name
        assert (cols["turns"] >= 1).all(), deck.name
        ended += int((cols["winner"] != -1).sum())
    assert ended > 0.9 * GAMES * len(decks)
