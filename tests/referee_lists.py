"""The referee (tests/referee.py) over logged games of deck lists, summed up by kind of violation.

    python tests/referee_lists.py DECK... [--games N] [--pilots greedy,random] [--seed S] [--max-pairs M]

Every unordered pair of DECKs (library names, deck files, codes) plays N games (default 2) for each pilot
(both sides the same pilot) with the event log on; each game is re-checked by the referee. Prints the games
checked and flagged, then each kind of violation (its message with card numbers and numbers blanked) with its
count, one example and the `dcgsim replay` command that shows a game with it. --max-pairs takes an evenly
spread subset of the pairs. Exit status 1 when a game is flagged, 2 on bad input.
"""
import argparse
import itertools
import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from referee import check_game  # noqa: E402

PREFIX = re.compile(r"^event \d+ \(turn [^,]*, ([^)]*)\): ")
CARD = re.compile(r"\b[A-Z]{1,4}\d*-\d{2,3}\b")
NUMBER = re.compile(r"[-+]?\d+")


def kind_of(violation):
    """A violation's kind: its event kind and message, card numbers as X and numbers as N."""
    m = PREFIX.match(violation)
    head, rest = (m.group(1), violation[m.end():]) if m else ("log", violation)
    return f"{head}: {NUMBER.sub('N', CARD.sub('X', rest))}"


def logged_games(deck_a, deck_b, pilot, seed, games):
    """(game dict as `dcgsim replay --format json` gives it, game id) of games 0..games-1."""
    from simcore.effect_codes import ACTION_NAMES
    from simcore.events import event_dicts
    from simcore.runner import Matchup, replay_game

    m = Matchup(deck_a, deck_b, pilot, pilot, seed)
    for k in range(games):
        outcome, ev, numbers = replay_game(m, k)
        game = dict(outcome, deck_a=deck_a.name, deck_b=deck_b.name, pilot_a=pilot, pilot_b=pilot,
                    master_seed=seed)
        game["events"] = event_dicts(ev, numbers, ACTION_NAMES)
        yield game


def spread(pairs, limit):
    """An evenly spread subset of at most `limit` pairs, in order."""
    if limit is None or limit >= len(pairs):
        return pairs
    return [pairs[i * len(pairs) // limit] for i in range(limit)]


def referee_lists(decks, names, games=2, pilots=("greedy", "random"), seed=0, max_pairs=None, cards=None):
    """Referee the games of every pair of `decks` (loaded, named in commands by `names`). Returns
    {"games": n, "flagged": n, "kinds": {kind: {"count": violations, "games": flagged games, "example": msg,
    "replay": command}}}."""
    if cards is None:
        from decks.catalog import load_catalog, load_tokens

        cards = {**load_catalog(), **load_tokens()}   # the Tokens effects play too
    pairs = spread(list(itertools.combinations(range(len(decks)), 2)), max_pairs)
    total, flagged, kinds, in_games, first = 0, 0, Counter(), Counter(), {}
    for i, j in pairs:
        for pilot in pilots:
            for game in logged_games(decks[i], decks[j], pilot, seed, games):
                total += 1
                violations = check_game(game, cards)
                flagged += bool(violations)
                seen = set()
                for v in violations:
                    k = kind_of(v)
                    kinds[k] += 1
                    if k not in seen:
                        in_games[k] += 1
                        seen.add(k)
                    first.setdefault(k, (v, f"dcgsim replay {names[i]} {names[j]} --seed {seed} "
                                            f"--game {game['game_id']} --pilot-a {pilot} --pilot-b {pilot}"))
    return {"games": total, "flagged": flagged,
            "kinds": {k: {"count": n, "games": in_games[k], "example": first[k][0], "replay": first[k][1]}
                      for k, n in kinds.most_common()}}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("decks", nargs="+", help="deck lists: library names, files or codes")
    parser.add_argument("--games", type=int, default=2, help="games per pair and pilot (default 2)")
    parser.add_argument("--pilots", default="greedy,random", help="comma-separated (default greedy,random)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--max-pairs", type=int, default=None, help="an evenly spread subset of the pairs")
    args = parser.parse_args(argv)
    pilots = tuple(p for p in args.pilots.split(",") if p)
    if args.games < 1 or len(args.decks) < 2 or not pilots or set(pilots) - {"greedy", "random"} \
            or (args.max_pairs is not None and args.max_pairs < 1):
        print("referee_lists: error: need two decks or more, --games >= 1, --max-pairs >= 1 and pilots "
              "among greedy,random", file=sys.stderr)
        return 2
    from decks.decklist import DeckError
    from decks.library import resolve_deck

    try:
        decks = [resolve_deck(d) for d in args.decks]
    except DeckError as exc:
        print(f"referee_lists: error: {exc}", file=sys.stderr)
        return 2
    out = referee_lists(decks, args.decks, args.games, pilots, args.seed, args.max_pairs)
    print(f"{out['games']} games checked, {out['flagged']} flagged")
    for k, v in out["kinds"].items():
        print(f"\n{v['count']:5d} in {v['games']:4d} games  {k}\n      e.g. {v['example']}\n      {v['replay']}")
    return 1 if out["flagged"] else 0


if __name__ == "__main__":
    sys.exit(main())
