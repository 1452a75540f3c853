"""The memory layout of the game state and the card tables: the hot loops read many small fields of both records,
so those lie together ahead of the big, rarely read arrays, and every 8-byte field is aligned."""
import pytest

from simcore.layout import STATE_DTYPE, TABLES_DTYPE

# the big or rarely read arrays, last in their record and in this order
COLD_STATE = ("choice", "crec", "ev")
COLD_TABLES = ("evo_cost", "dna_side", "eff")


def field_offsets(dtype):
    return [(name, dtype.fields[name][1], dtype.fields[name][0]) for name in dtype.names]


@pytest.mark.parametrize("dtype", [STATE_DTYPE, TABLES_DTYPE], ids=["state", "tables"])
def test_eight_byte_fields_sit_at_multiples_of_eight(dtype):
    misaligned = [(name, offset) for name, offset, sub in field_offsets(dtype)
                  if sub.base.itemsize == 8 and offset % 8 != 0]
    assert misaligned == []


@pytest.mark.parametrize("dtype, cold", [(STATE_DTYPE, COLD_STATE), (TABLES_DTYPE, COLD_TABLES)],
                         ids=["state", "tables"])
def test_big_arrays_come_last(dtype, cold):
    assert dtype.names[-len(cold):] == cold
    hot_end = max(offset + sub.itemsize for name, offset, sub in field_offsets(dtype) if name not in cold)
    assert hot_end == dtype.fields[cold[0]][1]   # the hot fields end where the first cold one starts
    assert hot_end < 64 * 1024   # well inside a core's L2 cache, next to the record's start
