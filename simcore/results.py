"""Reading game datasets (directories of Parquet files written by the simulation commands) into pandas.

A dataset is `DIR/deck_a=<A>/deck_b=<B>/part-<NNNNNN>.parquet`. The directory names are only for
humans and partition pruning: deck_a/deck_b are ordinary columns in every file, so they are read from
the columns (plain strings, not categoricals in discovery order). Files whose names start with `.`
(being written) or `_` (`_manifest.json`) are not part of the data, nor are files not ending in
`.parquet`.
"""
import os

GAME_COLUMNS = {
    "game_id": "int64",
    "seed": "int64",
    "deck_a": "string",
    "deck_b": "string",
    "pilot_a": "string",
    "pilot_b": "string",
    "first_player": "int8",
    "winner": "int8",
    "win_reason": "string",
    "turns": "int16",
    "security_a": "int8",
    "security_b": "int8",
    "mulligan_a": "bool",
    "mulligan_b": "bool",
}
METADATA_KEYS = ("dcgsim_version", "rules_version", "master_seed")

# The card dataset (`--card-stats`): DIR/_cards/deck_a=<A>/deck_b=<B>/part-<NNNNNN>.parquet, the same
# chunks and game ids as the games, one row per game, side and card number of that side's list (card
# and deck names dictionary-encoded). Turns are game turns (1-based, as in the event log); -1 = never.
CARDS_DIR = "_cards"
CARD_RECORD_COLUMNS = {
    "game_id": "int64",
    "deck_a": "string",
    "deck_b": "string",
    "side": "int8",             # 0 = deck A's cards, 1 = deck B's
    "card": "string",           # card number
    "first_seen": "int16",      # a copy first in hand: 0 = opening hand, else drawn or added by an effect
    "first_played": "int16",    # first played, digivolved, used (option) or hatched (Digi-Egg)
    "plays": "int8",            # times played, digivolved, used or hatched (at most 127)
    "first_on_field": "int16",  # first the top card of a Digimon or Tamer in the battle area
}


def _game_schema():
    import pyarrow as pa

    return pa.schema([(name, pa.type_for_alias(kind)) for name, kind in GAME_COLUMNS.items()])


def _name_list(values, what):
    if isinstance(values, str):
        return [values]
    names = list(values)
    if not names:
        raise ValueError(f"{what} filter is empty")
    return [str(v) for v in names]


def load_results(path, decks=None, pilots=None):
    """Load a game dataset as a DataFrame, one row per game, sorted by (deck_a, deck_b, game_id).

    decks: keep only games whose deck_a and deck_b are both in this collection of names.
    pilots: keep only games whose pilot_a and pilot_b are both in this collection of names.
    Deck, pilot and win_reason columns are plain strings; integer and bool columns have the dtypes of
    the dataset schema. The first file's key/value metadata (dcgsim_version, rules_version,
    master_seed) is in `df.attrs`, and so is `deck_archetypes` ({deck: archetype}) where a sweep's
    manifest recorded archetypes. Raises ValueError for a missing or empty directory, or files
    that are not a game dataset.
    """
    import pyarrow as pa
    import pyarrow.compute as pc
    import pyarrow.dataset as ds

    path = os.fspath(path)
    if not os.path.exists(path):
        raise ValueError(f"results not found: {path}")
    if not os.path.isdir(path):
        raise ValueError(f"results path is not a directory: {path}")
    files = game_files(path)
    if not files:
        raise ValueError(f"no game files (*.parquet) in {path}")
    try:
        dataset = ds.dataset(files, format="parquet", partitioning=None)
    except (pa.ArrowInvalid, OSError) as exc:
        raise ValueError(f"not a game dataset: {path} ({_first_line(exc)})") from None

    missing = [name for name in GAME_COLUMNS if name not in dataset.schema.names]
    if missing:
        raise ValueError(f"not a game dataset: {path} lacks column(s) {', '.join(missing)}")

    condition = None
    if decks is not None:
        names = _name_list(decks, "decks")
        condition = pc.field("deck_a").isin(names) & pc.field("deck_b").isin(names)
    if pilots is not None:
        names = _name_list(pilots, "pilots")
        pilot_condition = pc.field("pilot_a").isin(names) & pc.field("pilot_b").isin(names)
        condition = pilot_condition if condition is None else condition & pilot_condition

    try:
        table = dataset.to_table(columns=list(GAME_COLUMNS), filter=condition)
        # Dictionary-encoded or wider types from another writer become the documented schema.
        table = table.cast(_game_schema())
    except (pa.ArrowInvalid, pa.ArrowNotImplementedError, pa.ArrowTypeError, OSError) as exc:
        raise ValueError(f"not a game dataset: {path} ({_first_line(exc)})") from None
    if table.num_rows and any(table.column(name).null_count for name in GAME_COLUMNS):
        nulls = [name for name in GAME_COLUMNS if table.column(name).null_count]
        raise ValueError(f"game dataset {path} has missing values in {', '.join(nulls)}")

    table = table.sort_by([("deck_a", "ascending"), ("deck_b", "ascending"),
                           ("game_id", "ascending")])
    df = table.to_pandas()
    df.attrs.update(_file_metadata(dataset.schema.metadata))
    archetypes = _recorded_archetypes(path)
    if archetypes:
        df.attrs["deck_archetypes"] = archetypes
    return df


def _recorded_archetypes(path):
    """{deck name: archetype} that a sweep recorded in its manifest (decks with an archetype only)."""
    import json

    try:
        with open(os.path.join(path, "_manifest.json"), encoding="utf-8") as f:
            recorded = json.load(f).get("deck_archetypes")
    except (OSError, ValueError, AttributeError):
        return {}
    if not isinstance(recorded, dict):
        return {}
    return {str(k): str(v) for k, v in recorded.items() if isinstance(v, str) and v}


def game_files(path):
    """The dataset's Parquet files, sorted; names starting with `.` or `_` (files being written,
    manifests) are skipped, in directories too."""
    found = []
    for root, dirs, names in os.walk(path):
        dirs[:] = sorted(d for d in dirs if not d.startswith((".", "_")))
        found.extend(os.path.join(root, name) for name in sorted(names)
                     if name.endswith(".parquet") and not name.startswith((".", "_")))
    return found


def _file_metadata(metadata):
    if not metadata:
        return {}
    out = {}
    for key in METADATA_KEYS:
        value = metadata.get(key.encode())
        if value is not None:
            out[key] = value.decode("utf-8", "replace")
    return out


def _first_line(exc):
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__
