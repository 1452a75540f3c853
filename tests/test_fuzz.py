"""Fuzzed inputs: deck files and command-line arguments that must fail cleanly.

Deck files go straight to the parser (`load_deck`, `parse_deck_text`): random bytes, random text, other
encodings, CRLF and BOMs, huge files, 10,000 lines. Every bad one raises `DeckError` with a one-line message,
every good one gives the deck it lists. Command lines run the console script (`dcgsim matchup`, `replay`,
`hands`): zero, negative and huge numbers, bad seeds, bad decks, an unusable or non-empty `--out`. Every case
must print exactly one line on stderr and nothing on stdout, exit with status 2, show no traceback, and
leave the working directory as it was.
"""
import errno
import os
import shutil
import string
import subprocess
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from decks.catalog import load_catalog
from decks.decklist import MAX_DECK_FILE_BYTES, DeckError, load_deck, parse_deck_text

FAST = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
SUBPROCESS = settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
SEED_MAX = 2**63 - 1

ST1_EGGS = (("ST1-01", 4),)
ST1_MAIN = (("ST1-02", 4), ("ST1-03", 4), ("ST1-04", 4), ("ST1-05", 4), ("ST1-06", 4), ("ST1-07", 2),
            ("ST1-08", 4), ("ST1-09", 4), ("ST1-10", 2), ("ST1-11", 2), ("ST1-12", 4), ("ST1-13", 4),
            ("ST1-14", 4), ("ST1-15", 2), ("ST1-16", 2))
NAMES = {"ST1-01": "Koromon", "ST1-03": "Agumon", "ST1-12": "Tai Kamiya"}
# Names are for the reader and not checked; these are not ASCII.
ODD_NAMES = ("Agumön", "Tai Kamiya — Ärger", "Garudamon ç", "Ω-mon", "ÿ")
LATIN1_NAMES = ("Agumön", "Tai Kamiya Ärger", "Garudamon ç", "Señor ÿ", "±")


def assert_one_line(message):
    assert message and "\n" not in message and "\r" not in message, repr(message)
    assert len(message.splitlines()) == 1, repr(message)


def assert_legal_deck(deck):
    """A deck the parser accepted obeys every deck rule, checked against the catalog here, and reads back the
    same from its own canonical listing."""
    catalog = load_catalog()
    for part, want_egg in ((deck.main, False), (deck.eggs, True)):
        numbers = [n for n, _ in part]
        assert len(set(numbers)) == len(numbers), part            # duplicates merged
        for number, count in part:
            card = catalog[number]
            assert (card.kind == "digi-egg") == want_egg, (number, card.kind)
            assert 1 <= count <= card.max_copies, (number, count)
    assert sum(c for _, c in deck.main) == 50
    assert sum(c for _, c in deck.eggs) <= 5
    listing = "".join(f"{c} {n}\n" for n, c in deck.eggs + deck.main)
    again = parse_deck_text(listing, "again.txt", deck.name)
    assert (again.main, again.eggs) == (deck.main, deck.eggs)


def st1_lines(names=None):
    names = names or {}
    return [f"{c} {n} {names.get(n, '')}".rstrip() for n, c in ST1_EGGS + ST1_MAIN]


@pytest.fixture(scope="module")
def deck_dir():
    d = tempfile.mkdtemp(prefix="dcgsim-fuzz-")
    yield Path(d)
    shutil.rmtree(d, ignore_errors=True)


def load_bytes(deck_dir, data, name="deck.txt"):
    path = deck_dir / name
    path.write_bytes(data)
    return load_deck(str(path))


# --- deck files through the parser --------------------------------------------------------------------------

@FAST
@given(data=st.binary(max_size=4096))
@example(data=b"")
@example(data=b"\xef\xbb\xbf")
@example(data=b"\x00" * 10)
@example(data=b"\xff\xfe\x00")
def test_random_bytes_deck_file(deck_dir, data):
    try:
        deck = load_bytes(deck_dir, data)
    except DeckError as exc:
        assert_one_line(str(exc))
        assert str(exc).startswith(str(deck_dir / "deck.txt"))
    else:  # only a real deck list loads
        assert_legal_deck(deck)


@FAST
@given(text=st.text(max_size=2000))
@example(text="\n".join(st1_lines()))
def test_random_text(text):
    try:
        deck = parse_deck_text(text, "fuzz.txt", "fuzz")
    except DeckError as exc:
        assert_one_line(str(exc))
        assert str(exc).startswith("fuzz.txt")
    else:
        assert_legal_deck(deck)


@st.composite
def st1_variants(draw):
    """ST1 as a user might write it: any line ends, a BOM or not, comments, blank lines, letter case,
    entry formats, and non-ASCII names."""
    formats = [lambda c, n, x: f"{c} {n} {x}", lambda c, n, x: f"{c}x {n} {x}", lambda c, n, x: f"{n} x{c} // {x}",
               lambda c, n, x: f"  {c}\t{n.lower()}  # {x}", lambda c, n, x: f"{n} X {c}"]
    lines = []
    for n, c in ST1_EGGS + ST1_MAIN:
        if draw(st.booleans()):
            lines.append(draw(st.sampled_from(["", "   ", "# comment é", "// Ω"])))
        name = draw(st.sampled_from(ODD_NAMES + ("",)))
        lines.append(draw(st.sampled_from(formats))(c, n, name).rstrip())
    eol = draw(st.sampled_from(["\n", "\r\n"]))
    text = eol.join(lines) + draw(st.sampled_from(["", eol, eol * 3]))
    bom = draw(st.booleans())
    return (b"\xef\xbb\xbf" if bom else b"") + text.encode("utf-8")


@FAST
@given(data=st1_variants())
def test_valid_deck_in_any_layout(deck_dir, data):
    deck = load_bytes(deck_dir, data)
    assert (deck.name, deck.main, deck.eggs) == ("deck", ST1_MAIN, ST1_EGGS)


@FAST
@given(line=st.integers(0, len(ST1_MAIN)), name=st.sampled_from(LATIN1_NAMES))
def test_latin1_names_are_refused_at_their_line(deck_dir, line, name):
    lines = st1_lines()
    lines[line] += " " + name
    with pytest.raises(DeckError) as info:
        load_bytes(deck_dir, "\r\n".join(lines).encode("latin-1"))
    message = str(info.value)
    assert_one_line(message)
    assert f", line {line + 1}: not UTF-8 text" in message


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-16-be", "utf-32"])
def test_utf16_and_utf32_are_refused(deck_dir, encoding):
    with pytest.raises(DeckError) as info:
        load_bytes(deck_dir, "\n".join(st1_lines(NAMES)).encode(encoding))
    assert_one_line(str(info.value))
    assert "UTF-16" in str(info.value) or "binary file" in str(info.value)


def test_utf8_names_crlf_and_bom_load(deck_dir):
    text = "\r\n".join(st1_lines({"ST1-03": "Agumön", "ST1-12": "太一"}))
    deck = load_bytes(deck_dir, b"\xef\xbb\xbf" + text.encode("utf-8"))
    assert (deck.main, deck.eggs) == (ST1_MAIN, ST1_EGGS)


@pytest.mark.parametrize("size,ok", [(MAX_DECK_FILE_BYTES, True), (MAX_DECK_FILE_BYTES + 1, False),
                                     (5 * MAX_DECK_FILE_BYTES, False)])
def test_huge_files(deck_dir, size, ok):
    body = ("\n".join(st1_lines()) + "\n").encode()
    pad = b"#" * (size - len(body) - 1) + b"\n"
    data = body + pad
    assert len(data) == size
    if ok:
        assert load_bytes(deck_dir, data).main == ST1_MAIN
    else:
        with pytest.raises(DeckError) as info:
            load_bytes(deck_dir, data)
        assert_one_line(str(info.value))
        assert "too large" in str(info.value)


def test_ten_thousand_lines(deck_dir):
    comments = ["# filler", "", "// more", "   "] * 2500
    deck = load_bytes(deck_dir, "\n".join(comments[:5000] + st1_lines() + comments[5000:]).encode())
    assert deck.main == ST1_MAIN
    with pytest.raises(DeckError) as info:
        load_bytes(deck_dir, "\n".join(["1 ST1-03 Agumon"] * 10_000).encode())
    assert str(info.value).endswith(", line 5: 5 copies of ST1-03 (Agumon); at most 4 allowed")


@FAST
@given(line=st.integers(0, len(ST1_MAIN)),
       junk=st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=80))
def test_one_corrupted_line(line, junk):
    lines = st1_lines()
    lines[line] = junk
    try:
        deck = parse_deck_text("\n".join(lines), "one.txt", "one")
    except DeckError as exc:
        assert_one_line(str(exc))
    else:
        assert_legal_deck(deck)


# --- the command line ---------------------------------------------------------------------------------------

def snapshot(root):
    """Every file and directory under root with its content."""
    out = {}
    for dirpath, dirnames, filenames in os.walk(root):
        for d in dirnames:
            out[os.path.relpath(os.path.join(dirpath, d), root)] = None
        for f in filenames:
            p = os.path.join(dirpath, f)
            with open(p, "rb") as fh:
                out[os.path.relpath(p, root)] = fh.read()
    return out


@pytest.fixture(scope="module")
def cli_files():
    """Deck files and directories the command-line cases use, copied into each case's working directory."""
    d = Path(tempfile.mkdtemp(prefix="dcgsim-cli-"))
    (d / "random.txt").write_bytes(bytes(range(256)) * 4)
    (d / "utf16.txt").write_bytes("\n".join(st1_lines(NAMES)).encode("utf-16"))
    (d / "latin1.txt").write_bytes("\n".join(st1_lines({"ST1-03": "Agumön"})).encode("latin-1"))
    (d / "huge.txt").write_bytes(b"# " + b"x" * (MAX_DECK_FILE_BYTES + 10) + b"\n")
    (d / "short.txt").write_text("\n".join(st1_lines()[:-1]), encoding="utf-8")
    (d / "adir").mkdir()
    (d / "full").mkdir()
    (d / "full" / "keep.txt").write_text("do not touch\n")
    (d / "afile").write_text("a file\n")
    yield d
    shutil.rmtree(d, ignore_errors=True)


def fails_cleanly(exe, files, *args):
    """Run `dcgsim ARGS` in a fresh copy of the case files; assert it fails as a user error should."""
    with tempfile.TemporaryDirectory(prefix="dcgsim-case-") as tmp:
        work = Path(tmp) / "work"
        shutil.copytree(files, work)
        before = snapshot(work)
        r = subprocess.run([exe, *args], check=False, cwd=work, capture_output=True, text=True, timeout=300)
        assert "Traceback" not in r.stderr, r.stderr[-2000:]
        assert r.returncode == 2, (args, r.returncode, r.stderr[-2000:])
        lines = r.stderr.splitlines()
        assert len(lines) == 1, (args, r.stderr)
        assert lines[0].startswith("dcgsim: error: "), lines
        assert r.stdout == ""
        assert snapshot(work) == before, args
        return lines[0]


COMMANDS = {
    "matchup": ["matchup", "ST1", "ST2", "--games", "20"],
    "replay": ["replay", "ST1", "ST2", "--game", "0"],
    "hands": ["hands", "ST1", "--samples", "1000"],
}
NOT_AN_INTEGER = "dcgsim {command}: Invalid value for '{option}'{alias}: '{value}' is not a valid integer."
# (command, extra arguments, the reason the error line must give)
BAD_NUMBERS = [
    ("matchup", ["--games", "0"], "--games must be a positive integer, got 0"),
    ("matchup", ["--games", "-5"], "--games must be a positive integer, got -5"),
    ("matchup", ["--games", str(10**30)], f"--games must be at most {10**10}, got {10**30}"),
    ("matchup", ["--games", "2.5"],
     NOT_AN_INTEGER.format(command="matchup", option="--games", alias=" / '-n'", value="2.5")),
    ("matchup", ["--workers", "0"], "--workers must be a positive integer, got 0"),
    ("matchup", ["--workers", "-1"], "--workers must be a positive integer, got -1"),
    ("matchup", ["--workers", str(2**64)], f"--workers must be at most 1024, got {2**64}"),
    ("replay", ["--game", "-1"], "--game must be in [0, 2**63-1], got -1"),
    ("replay", ["--game", str(2**63)], f"--game must be in [0, 2**63-1], got {2**63}"),
    ("replay", ["--game", str(10**30)], f"--game must be in [0, 2**63-1], got {10**30}"),
    ("replay", ["--game", "1e3"], NOT_AN_INTEGER.format(command="replay", option="--game", alias="", value="1e3")),
    ("hands", ["--samples", "0"], "--samples must be a positive integer, got 0"),
    ("hands", ["--samples", "-1"], "--samples must be a positive integer, got -1"),
    ("hands", ["--samples", str(10**30)], f"--samples must be at most {10**10}, got {10**30}"),
    ("hands", ["--turns", "0"], "--turns must be a positive integer, got 0"),
    ("hands", ["--turns", "-3"], "--turns must be a positive integer, got -3"),
    ("hands", ["--turns", str(2**70)], f"--turns must be at most 30, got {2**70}"),
]


@pytest.mark.parametrize("command,extra,reason", BAD_NUMBERS,
                         ids=[f"{c} {' '.join(e)}" for c, e, _ in BAD_NUMBERS])
def test_bad_numbers(dcgsim_exe, cli_files, command, extra, reason):
    assert fails_cleanly(dcgsim_exe, cli_files, *COMMANDS[command], *extra) == f"dcgsim: error: {reason}"


def not_an_integer(text):
    try:
        int(text)
    except ValueError:
        return True
    return False


BAD_SEEDS = st.one_of(st.integers(max_value=-1).map(str), st.integers(min_value=SEED_MAX + 1).map(str),
                      st.sampled_from(["1.5", "1e3", "0x10", "", " ", "seed", "--", "2**63"]),
                      st.text(alphabet=string.printable.strip() + "é٣", max_size=12).filter(not_an_integer))


@SUBPROCESS
@given(command=st.sampled_from(sorted(COMMANDS)), seed=BAD_SEEDS)
@example(command="matchup", seed=str(SEED_MAX + 1))
@example(command="replay", seed="-1")
@example(command="hands", seed="1.5")
def test_bad_seeds(dcgsim_exe, cli_files, command, seed):
    line = fails_cleanly(dcgsim_exe, cli_files, *COMMANDS[command], f"--seed={seed}")
    if not_an_integer(seed):   # click's own refusal, the value as Python writes a string
        assert line == f"dcgsim: error: dcgsim {command}: Invalid value for '--seed': {seed!r} is not a valid integer."
    else:
        assert line == f"dcgsim: error: --seed must be an integer in [0, 2**63-1], got {int(seed)}"


BAD_DECK_REASONS = {
    "random.txt": "random.txt: binary file, not a text deck list",
    "utf16.txt": "utf16.txt: file is UTF-16 text; save it as UTF-8",
    "latin1.txt": "latin1.txt, line 3: not UTF-8 text (byte 0xf6)",                # the "ö" of Agumön
    "huge.txt": f"huge.txt: file is too large for a deck list ({MAX_DECK_FILE_BYTES + 13} bytes; "
                f"at most {MAX_DECK_FILE_BYTES})",
    "short.txt": "short.txt: main deck has 48 cards; it must have exactly 50",     # ST1 without its last 2
    "adir": "adir: is a directory, not a deck file",
    "missing.txt": "missing.txt: no such deck file",
    "ST9": "ST9: neither a built-in deck (ST1..ST6), a library deck (dcgsim decks list), a file nor a deck code",
}


@pytest.mark.parametrize("deck", sorted(BAD_DECK_REASONS))
@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_bad_deck_files(dcgsim_exe, cli_files, command, deck):
    args = list(COMMANDS[command])
    args[1] = deck
    assert fails_cleanly(dcgsim_exe, cli_files, *args) == f"dcgsim: error: {BAD_DECK_REASONS[deck]}"


@pytest.mark.parametrize("out, reason", [
    ("full", "--out full: directory is not empty (choose a new one)"),
    ("afile", "dcgsim matchup: Invalid value for '--out': Directory 'afile' is a file."),
    ("afile/sub", "--out afile/sub: cannot create directory (Not a directory)"),
    ("x" * 300, f"--out {'x' * 300}: cannot create directory (File name too long)"),
    ("", "--out must name a directory, got an empty path"),
    ("two\nlines", "--out two\\nlines: directory is not empty (choose a new one)"),
], ids=["non-empty", "a-file", "under-a-file", "name-too-long", "empty", "newline"])
def test_unusable_out(dcgsim_exe, cli_files, out, reason):
    if out == "two\nlines":
        (cli_files / out).mkdir(exist_ok=True)
        (cli_files / out / "keep.txt").write_text("do not touch\n")
    try:
        assert fails_cleanly(dcgsim_exe, cli_files, *COMMANDS["matchup"], "--out", out) == f"dcgsim: error: {reason}"
    finally:
        shutil.rmtree(cli_files / "two\nlines", ignore_errors=True)


def refuse_to_open(module, monkeypatch, name):
    """Make `open` in `module` fail with EACCES for files called `name`, as a directory without write
    permission would for any user but root (CI containers often run as root, where chmod binds nothing)."""
    def fake_open(path, *args, **kwargs):
        if os.path.basename(path) == name:
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), path)
        return open(path, *args, **kwargs)

    monkeypatch.setattr(module, "open", fake_open, raising=False)


def test_unwritable_out(tmp_path, monkeypatch, capsys):
    from cli import matchup as matchup_command
    from cli.main import main

    refuse_to_open(matchup_command, monkeypatch, ".dcgsim-write-test")
    monkeypatch.chdir(tmp_path)
    (tmp_path / "locked").mkdir()
    for out in ("locked", "locked/new"):
        with pytest.raises(SystemExit) as info:
            main([*COMMANDS["matchup"], "--out", out], prog_name="dcgsim")
        assert info.value.code == 2
        captured = capsys.readouterr()
        assert captured.err == f"dcgsim: error: --out {out}: not writable (Permission denied)\n"
        assert captured.out == ""
    # the existing directory is left as it was, the one the command made is gone again
    assert os.listdir(tmp_path) == ["locked"] and os.listdir(tmp_path / "locked") == []
