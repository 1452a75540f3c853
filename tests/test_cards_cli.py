"""`dcgsim cards coverage` and `cards show`, the fidelity warning of `dcgsim matchup`, and the errors of the
effect language. In this process through click's runner: none of them needs the game engine."""
import json

import pytest
from click.testing import CliRunner

from cli.common import warn_fidelity
from cli.main import main
from decks.catalog import get_card
from decks.decklist import load_deck, parse_deck_text
from decks.effects import EffectSyntaxError, card_coverage, deck_fidelity, parse_effects

# A Digimon with rules text that effects.txt does not encode: it plays with its printed facts only.
UNENCODED = "BT5-009"


def invoke(*args):
    return CliRunner().invoke(main, list(args))


def st1_text(swap=None):
    """ST1 as a deck list; swap=(old, new) replaces every copy of card old by card new."""
    deck = load_deck("ST1")
    entries = [(n, c) for n, c in deck.eggs + deck.main]
    if swap:
        entries = [(swap[1] if n == swap[0] else n, c) for n, c in entries]
    return "".join(f"{c} {n}\n" for n, c in entries)


@pytest.fixture
def mixed_deck(tmp_path):
    """ST1 with its 4 copies of ST1-02 replaced by an unencoded card: 50 of its 54 cards fully modeled."""
    assert card_coverage(get_card(UNENCODED)) == "none"
    path = tmp_path / "mine.txt"
    path.write_text(st1_text(("ST1-02", UNENCODED)), encoding="utf-8")
    return path


def test_coverage_of_a_starter_deck():
    r = invoke("cards", "coverage", "ST1", "--format", "json")
    assert r.exit_code == 0, r.output
    report = json.loads(r.stdout)["decks"]
    deck = load_deck("ST1")
    assert list(report) == ["ST1"] and report["ST1"]["fidelity"] == 1.0
    assert report["ST1"]["cards"] == {n: "full" for n, _ in deck.main + deck.eggs}
    assert sorted(report["ST1"]["cards"]) == sorted(n for n, _ in deck.main + deck.eggs)


def test_coverage_of_a_deck_with_an_unencoded_card(mixed_deck):
    r = invoke("cards", "coverage", str(mixed_deck), "ST2", "--format", "json")
    assert r.exit_code == 0, r.output
    report = json.loads(r.stdout)["decks"]
    assert list(report) == ["mine", "ST2"]
    assert report["mine"]["fidelity"] == pytest.approx(50 / 54, abs=1e-15)
    assert report["mine"]["cards"][UNENCODED] == "none"
    assert [n for n, c in report["mine"]["cards"].items() if c != "full"] == [UNENCODED]
    assert report["ST2"]["fidelity"] == 1.0

    lines = invoke("cards", "coverage", str(mixed_deck)).stdout.splitlines()
    assert lines[0] == "mine: fidelity 92.6%"
    assert len(lines) == 1 + 16                          # one line per distinct card
    assert f"  {UNENCODED:<10} {'Shoutmon':<28} none" in lines
    assert f"  {'ST1-11':<10} {'WarGreymon':<28} full" in lines


def test_coverage_refuses_a_bad_deck(tmp_path):
    r = invoke("cards", "coverage", str(tmp_path / "missing.txt"))
    assert r.exit_code == 2
    assert r.stderr.splitlines() == [f"dcgsim: error: {tmp_path / 'missing.txt'}: no such deck file"]


def test_show_a_card():
    r = invoke("cards", "show", "st1-11")
    assert r.exit_code == 0, r.output
    assert r.stdout.splitlines() == [
        "ST1-11  WarGreymon",
        "  kind        digimon",
        "  colors      red",
        "  level       6",
        "  play cost   12",
        "  DP          12000",
        "  digivolve   from red Lv.5 for 4",
        "  traits      Mega, Vaccine, Dragonkin",
        "  text blocks main",
        "  effects     full",
        "    ST1-11 main static your_turn : security_attack +1 target=self per=2",
        "      = card's own text, always, on your turn only: this Digimon: Security Attack +1 for every 2 "
        "digivolution cards",
    ]


def test_show_an_egg_and_an_unencoded_card():
    egg = invoke("cards", "show", "ST1-01").stdout.splitlines()
    assert egg[:3] == ["ST1-01  Koromon", "  kind        digi-egg", "  colors      red"]
    assert "  level       2" in egg and not any(line.startswith(("  play cost", "  DP")) for line in egg)
    assert egg[-4:-2] == ["  text blocks inherited", "  effects     full"]
    assert egg[-2].startswith("    ST1-01 inherited ")
    assert egg[-1] == ("      = inherited from under a Digimon, always, on your turn only, if it has 4 or more "
                       "digivolution cards: this Digimon: +1000 DP")
    other = invoke("cards", "show", UNENCODED).stdout.splitlines()
    at = other.index("  text blocks main, inherited")
    assert other[at + 1] == "  effects     none"
    notes = other[at + 2:]   # what keeps it from being modeled, block by block, in the project's words
    assert notes and all(line.startswith(("    not modeled: main: ", "    not modeled: inherited: ")) for line in notes)


def test_show_a_card_with_the_names_its_rule_lines_give_it():
    # BT8-062 is also treated as two exact names; P-141 has two names in its name (decks/data/name_aliases.tsv)
    lines = invoke("cards", "show", "BT8-062").output.splitlines()
    assert lines[:3] == ["BT8-062  SkullKnightmon Cavalier Mode", "  also named  skullknightmon, deadlyaxemon",
                         "  kind        digimon"]
    lines = invoke("cards", "show", "P-141").output.splitlines()
    assert lines[:3] == ["P-141  MameTyramon", "  in its name mamemon, tyrannomon", "  kind        digimon"]


def test_show_an_unknown_card():
    r = invoke("cards", "show", "ZZ9-999")
    assert r.exit_code == 2
    assert r.stderr.splitlines() == ["dcgsim: error: unknown card number 'ZZ9-999'"]


# --- coverage and fidelity ------------------------------------------------------------------------------

def test_partial_coverage_and_fidelity_by_copies():
    tamer = get_card("ST1-12")                       # text in two blocks: main and security
    assert set(tamer.effects) == {"main", "security"}
    main_only = parse_effects("ST1-12 main static your_turn : dp +1000 target=all_own\n")
    assert card_coverage(tamer, main_only) == "partial"
    both = parse_effects("ST1-12 main static your_turn : dp +1000 target=all_own\n"
                         "ST1-12 security security : play_self\n")
    assert card_coverage(tamer, both) == "full"
    noted = parse_effects("ST1-12 main static your_turn : dp +1000 target=all_own\n"
                          "ST1-12 security security : play_self\nST1-12 unmodeled a detail\n")
    assert card_coverage(tamer, noted) == "partial"
    assert card_coverage(tamer, {}) == "none"
    assert card_coverage(get_card("ST1-02"), {}) == "full"   # no rules text, nothing to model
    # with only that one line encoded, ST1's full cards are those without rules text: 4 each of ST1-02,
    # ST1-04, ST1-05 and 2 of ST1-10, 14 of its 54
    fidelity, per_card = deck_fidelity(load_deck("ST1"), effects=main_only)
    assert per_card["ST1-12"] == "partial" and per_card["ST1-11"] == "none"
    assert sorted(n for n, c in per_card.items() if c == "full") == ["ST1-02", "ST1-04", "ST1-05", "ST1-10"]
    assert fidelity == pytest.approx(14 / 54, abs=1e-15)


def test_fidelity_warning_on_matchup(mixed_deck, tmp_path):
    r = invoke("matchup", str(mixed_deck), "ST2", "--games", "4", "--workers", "1", "--format", "json")
    assert r.exit_code == 0, (r.output, r.exception)
    warnings = [line for line in r.stderr.splitlines() if "warning" in line]
    assert warnings == [f"dcgsim: warning: deck mine: 92.6% of its cards have fully modeled effects "
                        f"(not fully: {UNENCODED}); see dcgsim cards coverage mine"]
    assert json.loads(r.stdout)["games"] == 4


def test_fidelity_warning_lists_at_most_eight_cards(capsys):
    from decks.catalog import load_catalog
    from decks.effects import load_effects

    encoded = load_effects()
    picks = [c.number for c in load_catalog().values()
             if c.kind == "digimon" and c.max_copies >= 4 and c.effects and card_coverage(c, encoded) == "none"][:13]
    deck = parse_deck_text("".join(f"4 {n}\n" for n in picks[:12]) + f"2 {picks[12]}\n", "wide.txt", "wide")
    warn_fidelity([deck, load_deck("ST3")])
    assert capsys.readouterr().err.splitlines() == [
        f"dcgsim: warning: deck wide: 0.0% of its cards have fully modeled effects "
        f"(not fully: {', '.join(sorted(picks)[:8])} ...); see dcgsim cards coverage wide"]


# --- the effect language ----------------------------------------------------------------------------------

@pytest.mark.parametrize("line, reason", [
    ("ST1-08 main", "expected 'CARD SOURCE TRIGGER [OPTIONS] : ACTION ...'"),
    ("ST1-08 main when_digivolving dp +3000", "expected 'CARD SOURCE TRIGGER [OPTIONS] : ACTION ...'"),
    ("ST1-08 mainly when_digivolving : dp +3000", "unknown source 'mainly'"),
    ("ST1-08 main when_evolving : dp +3000", "unknown trigger 'when_evolving'"),
    ("ST1-08 main when_digivolving :", "missing action"),
    ("ST1-08 main when_digivolving : fly 3", "unknown action 'fly'"),
    ("ST1-08 main when_digivolving : dp lots", "unknown word 'lots'"),
    ("ST1-08 main when_digivolving : dp +3000 count=lots", "expected a number, got 'lots'"),
    ("ST1-08 main when_digivolving : dp +3000 target=everyone", "unknown target 'everyone'"),
    ("ST1-08 main when_digivolving : dp +3000 duration=forever", "unknown duration 'forever'"),
    ("ST1-08 main when_digivolving : dp +3000 color=plaid", "unknown color 'plaid'"),
    ("ST1-08 main when_digivolving sometimes : dp +3000", "unknown option 'sometimes'"),
    ("ST1-08 main when_digivolving if=raining : dp +3000", "unknown condition 'raining'"),
    ("ST1-08 main when_digivolving if=own_security<=x : dp +3000", "expected a number, got 'x'"),
    ("ST1-08 main when_digivolving : dp +3000 ; draw 1", "chained clauses start with 'then'"),
])
def test_effect_syntax_errors_name_the_line(line, reason):
    text = "# a comment\n\nST1-09 main on_play : draw 1\n" + line + "\n"
    with pytest.raises(EffectSyntaxError) as info:
        parse_effects(text, "mine.txt")
    assert str(info.value) == f"mine.txt:4: {reason}"
    assert isinstance(info.value, ValueError)


# --- the tables, whole ------------------------------------------------------------------------------------

def test_coverage_table_of_two_decks_lists_each_card_with_its_name():
    from decks.catalog import load_catalog

    catalog = load_catalog()
    r = invoke("cards", "coverage", "ST1", "ST3")
    assert (r.exit_code, r.stderr) == (0, "")
    want = []
    for name in ("ST1", "ST3"):
        fidelity, per_card = deck_fidelity(load_deck(name))
        want.append(f"{name}: fidelity {100 * fidelity:.1f}%")
        want += [f"  {n:<10} {catalog[n].name:<28} {c}" for n, c in per_card.items()]
    assert r.stdout.splitlines() == want
    assert want[0] == "ST1: fidelity 100.0%" and want[17] == "ST3: fidelity 100.0%"
    assert want[1] == "  ST1-02     Biyomon                      full"


def pool_line(label, c):
    return (f"{label:<12} {c['cards']:>6} {c['full']:>6} {c['partial']:>8} {c['none']:>6}"
            f" {100 * c['full'] / c['cards']:>6.1f}%")


POOL_HEAD = "              cards   full  partial   none    full"


def test_pool_coverage_table_by_set_and_missing_mechanic():
    from decks.catalog import load_catalog
    from decks.effects import pool_coverage

    result = pool_coverage(load_catalog())
    r = invoke("cards", "coverage", "--pool")
    assert (r.exit_code, r.stderr) == (0, "")
    assert r.stdout.splitlines() == (
        [POOL_HEAD, pool_line("pool", result["pool"]), "by set:"]
        + [pool_line("  " + s, c) for s, c in result["by_set"].items()]
        + ["missing mechanics (cards; cards it alone keeps from full):"]
        + [f"  {m['cards']:>6} {m['sole']:>6}  {name}" for name, m in result["by_mechanic"].items()])
    assert r.stdout.splitlines()[3 + list(result["by_set"]).index("ST1")] == (
        "  ST1            16     16        0      0  100.0%")


def test_pool_coverage_weighted_by_decks_counts_their_copies():
    from decks.catalog import load_catalog
    from decks.effects import pool_coverage

    copies = {}
    for name in ("ST1", "ST2", "ST1"):
        deck = load_deck(name)
        for number, count in deck.main + deck.eggs:
            copies[number] = copies.get(number, 0) + count
    assert copies["ST1-03"] == 8 and copies["ST2-03"] == 4
    result = pool_coverage(load_catalog(), copies=copies)
    r = invoke("cards", "coverage", "--pool", "ST1", "ST2", "ST1")
    assert (r.exit_code, r.stderr) == (0, "")
    assert r.stdout.splitlines() == (
        [POOL_HEAD, pool_line("pool", result["pool"]), pool_line("deck copies", result["copies"]), "by set:"]
        + [pool_line("  " + s, c) for s, c in result["by_set"].items()]
        + ["missing mechanics (cards; cards it alone keeps from full; deck copies; copies it alone keeps from full):"]
        + [f"  {m['cards']:>6} {m['sole']:>6} {m['copies']:>6} {m['sole_copies']:>6}  {name}"
           for name, m in result["by_mechanic"].items()])
    assert result["copies"] == {"cards": 162, "full": 162, "partial": 0, "none": 0}
    r = invoke("cards", "coverage", "--pool", "ST1", "ST2", "ST1", "--format", "json")
    assert r.exit_code == 0 and json.loads(r.stdout) == json.loads(json.dumps(result))
    assert refused_line(invoke("cards", "coverage", "--pool", "missing.txt")) == (
        "dcgsim: error: missing.txt: no such deck file")


def refused_line(r):
    assert r.exit_code == 2 and r.stdout == ""
    (line,) = r.stderr.splitlines()
    return line


def test_coverage_needs_decks_or_the_pool_and_says_what_it_does():
    assert refused_line(invoke("cards", "coverage")) == "dcgsim: error: give one or more DECKs, or --pool"
    r = invoke("cards", "coverage", "--help")
    assert r.exit_code == 0 and r.stdout.split("Options:\n")[1] == (
        "  --pool                 Coverage of the whole card pool, by set and by missing\n"
        "                         mechanic.\n"
        "  --format [table|json]  [default: table]\n"
        "  -h, --help             Show this message and exit.\n")


def effect_lines(number):
    from decks.effects import describe, load_effects

    entry = load_effects().get(number)
    if entry is None:
        return []
    return ([line for e in entry.effects for line in (f"    {e.text}", f"      = {describe(e.text)}")]
            + [f"    not modeled: {note}" for note in entry.unmodeled])


@pytest.mark.parametrize("number, facts", [
    ("AD1-001", ["AD1-001  Greymon", "  kind        digimon", "  colors      red", "  level       4",
                 "  play cost   5", "  DP          5000", "  digivolve   from red Lv.3 for 2",
                 "  digivolve   from Lv.3 with [Omnimon] in its text, or Lv.3 with the ADVENTURE trait for 2",
                 "  traits      Champion, Vaccine, Dinosaur, ADVENTURE", "  text blocks main, inherited"]),
    ("BT9-082", ["BT9-082  Ordinemon", "  kind        digimon", "  colors      purple, yellow", "  level       7",
                 "  play cost   15", "  DP          15000", "  digivolve   from purple Lv.6 for 6",
                 "  digivolve   from yellow Lv.6 for 6", "  digivolve   DNA from Lv.6 purple + Lv.6 yellow for 0",
                 "  traits      Mega, Virus, Fallen Angel", "  text blocks main"]),
    ("BT1-090", ["BT1-090  Gravity Crush", "  kind        option", "  colors      red", "  use cost    0",
                 "  text blocks main"]),
    ("AD1-020", ["AD1-020  Tommy, Takuya, & Zoe", "  kind        tamer", "  colors      blue, red, green",
                 "  play cost   5", "  text blocks inherited, security"]),
    ("ST1-02", ["ST1-02  Biyomon", "  kind        digimon", "  colors      red", "  level       3",
                "  play cost   2", "  DP          3000", "  digivolve   from red Lv.2 for 0",
                "  traits      Rookie, Vaccine, Bird", "  text blocks none"]),
])
def test_show_prints_every_fact_of_a_card_and_its_encoded_effects(number, facts):
    r = invoke("cards", "show", number)
    assert (r.exit_code, r.stderr) == (0, "")
    assert r.stdout.splitlines() == facts + [f"  effects     {card_coverage(get_card(number))}"] + effect_lines(number)
    if number == "ST1-02":
        assert r.stdout.splitlines()[-1] == "  effects     full"
    if number == "AD1-020":  # a full card: no notes close the list
        assert not any(x.startswith("    not modeled: ") for x in r.stdout.splitlines())
