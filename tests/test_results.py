import os
import shutil
import subprocess
import sys
import urllib.parse

import numpy as np
import pandas as pd
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from simcore.results import GAME_COLUMNS, _game_schema, load_results

METADATA = {b"dcgsim_version": b"0.1.0", b"rules_version": b"5.0", b"master_seed": b"42"}


def write_part(root, deck_a, deck_b, game_ids, winners, pilot_a="greedy", pilot_b="greedy",
               part=0, dir_a=None, dir_b=None):
    """One part file of a game dataset, the way the simulation commands lay it out."""
    n = len(game_ids)
    folder = os.path.join(root, f"deck_a={urllib.parse.quote(dir_a or deck_a, safe='')}",
                          f"deck_b={urllib.parse.quote(dir_b or deck_b, safe='')}")
    os.makedirs(folder, exist_ok=True)
    table = pa.table({
        "game_id": np.asarray(game_ids, dtype=np.int64),
        "seed": np.arange(n, dtype=np.int64) * 1000 + 7,
        "deck_a": [deck_a] * n,
        "deck_b": [deck_b] * n,
        "pilot_a": [pilot_a] * n,
        "pilot_b": [pilot_b] * n,
        "first_player": (np.arange(n) % 2).astype(np.int8),
        "winner": np.asarray(winners, dtype=np.int8),
        "win_reason": [("security", "deck_out", "turn_limit")[i % 3] for i in range(n)],
        "turns": np.full(n, 9, dtype=np.int16),
        "security_a": np.full(n, 2, dtype=np.int8),
        "security_b": np.zeros(n, dtype=np.int8),
        "mulligan_a": np.arange(n) % 3 == 0,
        "mulligan_b": np.zeros(n, dtype=bool),
    }, schema=_game_schema().with_metadata(METADATA))
    path = os.path.join(folder, f"part-{part:06d}.parquet")
    pq.write_table(table, path, compression="zstd")
    return path


@pytest.fixture
def dataset(tmp_path):
    root = tmp_path / "games"
    write_part(root, "Red / Hybrid", "Blue Flame", [5, 3, 4], [0, 1, -1])
    write_part(root, "Blue Flame", "Red / Hybrid", [12, 10], [0, 0], pilot_a="cautious")
    write_part(root, "Blue Flame", "Red / Hybrid", [11], [1], part=1)
    write_part(root, "Blue Flame", "Yellow", [20, 21], [1, 0])
    # A part being written, and a manifest: neither is data.
    folder = root / "deck_a=Blue%20Flame" / "deck_b=Yellow"
    (folder / ".part-000001.parquet.tmp").write_bytes(b"PAR1 half written")
    (folder / ".part-000002.parquet").write_bytes(b"PAR1 half written")
    (root / "_manifest.json").write_text('{"games": 8}')
    return root


def test_dtypes_are_the_schema_and_strings_are_plain(dataset):
    df = load_results(dataset)
    expected = {"game_id": np.int64, "seed": np.int64, "first_player": np.int8, "winner": np.int8,
                "turns": np.int16, "security_a": np.int8, "security_b": np.int8,
                "mulligan_a": np.bool_, "mulligan_b": np.bool_}
    for column, dtype in expected.items():
        assert df[column].dtype == np.dtype(dtype), column
    for column in ("deck_a", "deck_b", "pilot_a", "pilot_b", "win_reason"):
        assert not isinstance(df[column].dtype, pd.CategoricalDtype), column
        assert pd.api.types.is_string_dtype(df[column].dtype), column
        assert all(type(x) is str for x in df[column]), column
    assert list(df.columns) == list(_game_schema().names)


def test_rows_sorted_and_partition_names_decoded_from_columns(dataset):
    df = load_results(dataset)
    assert len(df) == 8
    assert list(zip(df.deck_a, df.deck_b, df.game_id)) == [
        ("Blue Flame", "Red / Hybrid", 10), ("Blue Flame", "Red / Hybrid", 11),
        ("Blue Flame", "Red / Hybrid", 12), ("Blue Flame", "Yellow", 20), ("Blue Flame", "Yellow", 21),
        ("Red / Hybrid", "Blue Flame", 3), ("Red / Hybrid", "Blue Flame", 4),
        ("Red / Hybrid", "Blue Flame", 5)]
    assert list(df.index) == list(range(8))
    assert df.loc[df.game_id == 4, "winner"].item() == -1
    assert df.attrs == {"dcgsim_version": "0.1.0", "rules_version": "5.0", "master_seed": "42"}


def test_directory_names_are_ignored(tmp_path):
    write_part(tmp_path, "Real Deck", "Other", [1], [0], dir_a="Wrong", dir_b="Names")
    df = load_results(tmp_path)
    assert (df.deck_a.tolist(), df.deck_b.tolist()) == (["Real Deck"], ["Other"])


def test_filter_by_decks(dataset):
    df = load_results(dataset, decks=["Blue Flame", "Yellow"])
    assert df.game_id.tolist() == [20, 21]
    df = load_results(dataset, decks={"Red / Hybrid", "Blue Flame"})
    assert sorted(df.game_id) == [3, 4, 5, 10, 11, 12]
    assert len(load_results(dataset, decks=["Yellow"])) == 0


def test_filter_by_pilots(dataset):
    df = load_results(dataset, pilots=["greedy"])
    assert sorted(df.game_id) == [3, 4, 5, 11, 20, 21]
    df = load_results(dataset, pilots=["greedy", "cautious"], decks=["Blue Flame", "Red / Hybrid"])
    assert sorted(df.game_id) == [3, 4, 5, 10, 11, 12]


def refusal(path, **filters):
    with pytest.raises(ValueError) as info:
        load_results(path, **filters)
    return str(info.value)


def test_missing_or_empty_directory(tmp_path):
    assert refusal(tmp_path / "nope") == f"results not found: {tmp_path / 'nope'}"
    assert refusal(tmp_path) == f"no game files (*.parquet) in {tmp_path}"
    (tmp_path / "_manifest.json").write_text("{}")
    assert refusal(tmp_path) == f"no game files (*.parquet) in {tmp_path}"
    (tmp_path / "file.txt").write_text("x")
    assert refusal(tmp_path / "file.txt") == f"results path is not a directory: {tmp_path / 'file.txt'}"


def test_empty_filters_are_refused(dataset):
    assert refusal(dataset, decks=[]) == "decks filter is empty"
    assert refusal(dataset, pilots=set()) == "pilots filter is empty"


def test_not_a_dataset(tmp_path):
    (tmp_path / "part-000000.parquet").write_text("deck,share\nRed,1\n")
    with pytest.raises(ValueError, match="^not a game dataset: ") as info:
        load_results(tmp_path)
    assert "\n" not in str(info.value)
    # the reader's own first line, not just the name of its exception
    assert str(info.value).startswith(f"not a game dataset: {tmp_path} (") and "Parquet" in str(info.value)


def test_columns_of_the_wrong_type(tmp_path):
    path = write_part(tmp_path, "A", "B", [0, 1], [0, 1])
    table = pq.read_table(path)
    table = table.set_column(table.schema.get_field_index("winner"), "winner", pa.array(["first", "second"]))
    pq.write_table(table, path)
    message = refusal(tmp_path)
    assert message.startswith(f"not a game dataset: {tmp_path} (") and "\n" not in message


def test_missing_values(tmp_path):
    path = write_part(tmp_path, "A", "B", [0, 1], [0, 1])
    table = pq.read_table(path)
    for name in ("winner", "turns"):
        column = table.column(name)
        table = table.set_column(table.schema.get_field_index(name), name,
                                 pa.array([column[0].as_py(), None], type=column.type))
    pq.write_table(table, path)
    assert refusal(tmp_path) == f"game dataset {tmp_path} has missing values in winner, turns"


def test_hidden_and_underscore_entries_are_not_data(dataset):
    part = dataset / "deck_a=Blue%20Flame" / "deck_b=Yellow" / "part-000000.parquet"
    for hidden in (dataset / ".trash", dataset / "_old"):
        hidden.mkdir()
        shutil.copy(part, hidden / "part-000000.parquet")
    shutil.copy(part, part.parent / "_part-000003.parquet")
    assert sorted(load_results(dataset).game_id) == [3, 4, 5, 10, 11, 12, 20, 21]


def test_metadata_that_is_not_utf8_is_kept_readable(tmp_path):
    path = write_part(tmp_path, "A", "B", [0], [0])
    table = pq.read_table(path)
    pq.write_table(table.replace_schema_metadata({b"master_seed": b"4\xff2"}), path)
    assert load_results(tmp_path).attrs["master_seed"] == "4\ufffd2"


def test_parquet_without_game_columns(tmp_path):
    pq.write_table(pa.table({"x": [1, 2]}), tmp_path / "part-000000.parquet")
    assert refusal(tmp_path) == f"not a game dataset: {tmp_path} lacks column(s) {', '.join(GAME_COLUMNS)}"


def test_lazy_export_keeps_import_light():
    code = ("import sys, simcore; assert 'pandas' not in sys.modules and 'pyarrow' not in sys.modules;"
            "from simcore import load_results; import simcore.results as r;"
            "assert load_results is r.load_results; print('ok')")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    assert out.stdout.strip() == "ok", out.stderr
