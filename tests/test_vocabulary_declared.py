"""The effect vocabulary is declared once (simcore/effect_codes.py): the word lists written from it are
current, every declared word is read by the parser and has plain words, and every action has an interpreter
branch, a pilot valuation and a test that names it."""
import re
from pathlib import Path

import pytest

from decks import effects as de
from decks.tools import vocabulary
from simcore import effect_codes as ec
from strategies import valuation

ROOT = Path(__file__).resolve().parents[1]
ACTIONS = [(c, n) for c, n, _ in ec.ACTIONS.entries() if c != ec.A_NONE]


def _constant(prefix, code):
    names = [k for k, v in vars(ec).items() if k.startswith(prefix) and v == code]
    assert len(names) == 1, (prefix, code, names)
    return names[0]


def test_effects_txt_header_is_written_from_the_declarations():
    text = (ROOT / "decks" / "data" / "effects.txt").read_text(encoding="utf-8")
    assert vocabulary.with_header(text) == text, "run python -m decks.tools.vocabulary"


def test_readme_word_list_is_written_from_the_declarations():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert vocabulary.with_readme_section(text) == text, "run python -m decks.tools.vocabulary"


def test_header_names_every_written_word_and_the_readme_its_meaning():
    header = "\n".join(vocabulary.header_lines())
    readme = "\n".join(vocabulary.readme_section())
    for v in vocabulary._HEADER_KINDS:
        for name, meaning in vocabulary.written_words(v):
            assert name in header, name
            assert f"`{name}`: {meaning}" in readme, name


def test_a_word_declared_twice_is_refused():
    v = ec.Vocabulary("test", "test words")
    v.word(0, "a", "first")
    with pytest.raises(ValueError, match="code 0 declared twice"):
        v.word(0, "b", "again")
    with pytest.raises(ValueError, match="'a' declared twice"):
        v.word(1, "a", "again")
    v.word(3, "c", "after a gap")
    assert v.names() == ("a", "", "", "c")


@pytest.mark.parametrize("vocab,prefix", [(ec.TRIGGERS, "T_"), (ec.CONDITIONS, "C_"), (ec.ACTIONS, "A_"),
                                          (ec.TARGETS, "TG_"), (ec.FILTERS, "FL_"), (ec.DURATIONS, "D_"),
                                          (ec.SOURCES, "S_"), (ec.WINDOWS, "W_"), (ec.COLUMNS, "F_"),
                                          (ec.RESTRICTIONS, "CANT_")])
def test_every_code_constant_is_a_declared_word(vocab, prefix):
    constants = {k: v for k, v in vars(ec).items() if k.startswith(prefix) and isinstance(v, int)}
    assert set(constants.values()) == set(vocab.words), prefix
    assert len(set(constants.values())) == len(constants), prefix   # no two constants share a code
    assert max(ec.COLUMNS.words) < ec.EFW


def test_every_trigger_condition_target_filter_and_duration_is_parsed_and_described():
    for _, trig, _ in ec.TRIGGERS.entries():
        # would_leave (<Decode>) runs a play from this Digimon's digivolution cards only; the timings before a
        # Digimon leaves, a cost then `stay`
        action = "play_from_digivolution_cards target=self" if trig == "would_leave" else "draw 1"
        if trig in de.LEAVING_TRIGGERS:
            action = "delete_own_cost ; then stay target=self"
        if trig == "own_digimon_would_leave_not_in_battle":   # a face-up security card's: its own cost, that Digimon
            action = "trash_self_from_security_cost ; then stay target=event"
        if trig == "hand_main":   # the main-phase action of a card in the hand: a digivolution from there
            action = "hand_digivolve 3"
        if trig == "hand_counter":   # <Blast Digivolve>: a digivolution into the card from the hand
            action = "digivolve_from_hand target=own"
        card, _, eff = de.parse_line(f"X-1 main {trig} : {action}", "t")
        assert eff.rows[0][ec.F_TRIGGER] == ec.TRIGGER_NAMES.index(trig)
        assert trig in de.TRIGGER_WORDS, trig
    for code, name, _ in ec.CONDITIONS.entries():
        if code == ec.C_NONE:
            continue
        cond = name + "2" if name.endswith("=") else name
        if code in de.LEAVING_CONDITIONS:   # of the `stay` clause only
            _, _, eff = de.parse_line(f"X-1 main would_leave_any_way : delete_own_cost ; then if={cond} stay "
                                      "target=self", "t")
            assert eff.rows[1][ec.F_COND] == code, name
            assert name in de.CONDITION_WORDS, name
            continue
        timing = {ec.C_SUSPENDED_BY_EFFECT: "any_digimon_suspended",
                  ec.C_OWN_SUSPENDED_BY_EFFECT: "any_digimon_suspended",
                  ec.C_SELF_SUSPENDED_BY_EFFECT: "any_digimon_suspended", ec.C_BY_EFFECT: "any_digimon_played_or_digivolved",
                  ec.C_EVENT_DNA_DIGIVOLVED: "own_digimon_digivolved",
                  ec.C_EVENT_SAME_LEVEL: "own_digimon_digivolved",
                  ec.C_OTHER_PLAYED: "own_digimon_played"}.get(code, "on_play")   # that timing's only
        action = "draw 1"
        if code == ec.C_HAS_SECURITY_ATTACK:   # of the Digimon a persistent all-of row reaches
            timing, action = "static", "dp +1000 target=all_opponent"
        if code == ec.C_OPTION_USED:   # of the clause right after a use
            _, _, eff = de.parse_line(f"X-1 main on_play : use_option_from_hand kind=option ; then if={cond} draw 1",
                                      "t")
            assert eff.rows[1][ec.F_COND] == code and name in de.CONDITION_WORDS, name
            continue
        _, _, eff = de.parse_line(f"X-1 main {timing} if={cond} : {action}", "t")
        assert eff.rows[0][ec.F_COND] == code, name
        assert name in de.CONDITION_WORDS, name
    for code, name, _ in ec.TARGETS.entries():
        if code != ec.TG_NONE:
            plays = (ec.TG_NEW_NAMES, ec.TG_OWN_DIGIMON_COLORS)   # a play's restriction
            action = "play_from_hand" if code in plays else "delete"
            action = "digivolve_from_hand" if code == ec.TG_OWN_OR_TAMER else action   # a Tamer's digivolution
            action = "dp +1000" if code == ec.TG_OWN_PROGRESS else action   # a counted dp only
            # the breeding-area play's restriction
            action = "play_to_breeding_area kind=digimon" if code == ec.TG_NEW_NAMES_FIELD_OR_TRASH else action
            timing = "main"
            if code == ec.TG_ALL_OWN_SAME_NAME:   # a persistent keyword or dp
                action, timing = "rush", "static"
            if code == ec.TG_INTO_THIS:   # a reduction read from the card digivolved into
                action, timing = "digivolve_cost_down 2", "static"
            _, _, eff = de.parse_line(f"X-1 main {timing} : {action} target={name}", "t")
            assert eff.rows[0][ec.F_TARGET] == code and name in de.TARGET_WORDS, name
    for code, name, _ in ec.FILTERS.entries():
        _, _, eff = de.parse_line(f"X-1 main main : delete target=opponent filter={name}", "t")
        assert eff.rows[0][ec.F_FILTER] == code and name in de.FILTER_WORDS, name
    for code, name, _ in ec.DURATIONS.entries():
        if code != ec.D_WHILE:
            _, _, eff = de.parse_line(f"X-1 main main : dp +1000 target=own duration={name}", "t")
            assert eff.rows[0][ec.F_DURATION] == code, name
            assert code == ec.D_INSTANT or name in de.DURATION_WORDS, name


@pytest.mark.parametrize("code,name", ACTIONS, ids=[n for _, n in ACTIONS])
def test_every_action_has_parser_words_interpreter_valuation_and_a_test(code, name):
    constant = _constant("A_", code)
    words = name + (" " + ec.KEYWORD_NAMES[1] if code == ec.A_KEYWORD else "")   # `keyword` needs its name
    words += " " + ec.RESTRICTION_NAMES[1] if code == ec.A_CANT else ""          # so does `cant`
    words += " target=self" if code in (ec.A_PLACE_UNDER_COST, ec.A_PLACE_FROM_TRASH_UNDER_COST,
                                        ec.A_PLACE_UNDER_SELF_OR_TAMER, ec.A_PLACE_SELF_UNDER_PLAYED,
                                        ec.A_PLACE_UNDER_SELF_COLORS) else ""   # under it
    words += " 6 name=x base_name=y" if code == ec.A_DIGIVOLVE_WHILE_YOU_HAVE else ""   # the card had, the base
    words += " 2" if code == ec.A_DIGIXROS else ""   # the cost each material takes off
    words += " 3 placed_trait=x base_trait=y" if code == ec.A_REVEAL_ADD_AND_PLACE_FACE_DOWN else ""   # two cards
    words += " 4 base_trait=y" if code == ec.A_DIGIVOLVE_INTO_WHILE else ""   # the card digivolved into
    words += " target=own name=x base_name=y trash_name=z" if code == ec.A_DNA_DIGIVOLVE_WITH_TRASH else ""   # a pair
    words += " target=self name=x" if code in (ec.A_DIGIXROS, ec.A_DIGIXROS_NAME) else ""   # the card's own
    words += " name=x" if code == ec.A_DIGIXROS_FROM_TRASH else ""   # the Digimon it allows
    words += " 2 target=self name=x" if code == ec.A_ASSEMBLY else ""   # <Assembly -2>: one element
    # place_from_trash_under: under the Digimon of its timing
    trigger = "own_digimon_digivolved" if code == ec.A_PLACE_FROM_TRASH_UNDER else "main"
    trigger = "static" if code in (ec.A_DIGIXROS, ec.A_DIGIXROS_NAME, ec.A_DIGIVOLVE_WHILE_YOU_HAVE,
                                   ec.A_DIGIVOLVE_INTO_WHILE, ec.A_DIGIXROS_FROM_TRASH) \
        else trigger   # requirements, persistent
    trigger = "hand_main" if code in (ec.A_HAND_DIGIVOLVE, ec.A_HAND_PLAY) else trigger   # a card's action from the hand
    if code == ec.A_DIGIVOLVE_ONLY_INTO:   # this Digimon's rule: persistent, into a card named so
        trigger, words = "static", name + " target=self name=x"
    trigger = "assembly" if code == ec.A_ASSEMBLY else trigger   # its own timing
    if code == ec.A_OVERFLOW:   # an ACE card's rule: a persistent row with its memory
        trigger, words = "static", name + " 3"
    if code in (ec.A_MATERIAL_SAVE, ec.A_DIGIVOLUTION_CARDS_UNDER_TAMER):   # before this Digimon leaves
        trigger, words = "would_leave_any_way", name + " 2 target=self"
    if code == ec.A_PLAY_PLACED:   # 1 of the cards the row before it placed under a Tamer
        trigger, words = "would_leave_any_way", "digivolution_cards_under_tamer 4 target=self ; then play_placed"
    if code in (ec.A_RETURN_PLAYED_AT_OPPONENTS_TURN_END, ec.A_DELETE_PLAYED_AT_YOUR_TURN_END,
                ec.A_PLAYED_CANT_DIGIVOLVE):   # the Digimon the play clause before it played
        words = "play_from_hand name=x ; then if=played " + name
    if code == ec.A_TRASH_ANY_DIGIVOLUTION_CARDS:   # the opponent's Digimon
        words = name + " 3 target=opponent"
    if code == ec.A_DELETE_TOTAL_COST:   # the opponent's cards
        words = name + " 8 target=opponent"
    if code == ec.A_PLAY_FROM_HAND_OR_DIGIVOLUTION_CARDS:   # before one of your Digimon leaves
        trigger, words = "own_digimon_would_leave", name + " kind=digimon name=x"
    if code == ec.A_DNA_DIGIVOLVE_BEFORE_LEAVING:   # before one of your Digimon leaves
        trigger, words = "own_digimon_would_leave", name + " kind=digimon trait=x"
    if code == ec.A_PLACE_TOP_DIGIVOLUTION_COST:   # this Digimon's
        words = name + " target=self level=5"
    if code == ec.A_ACTIVATE_PLACED_ON_PLAY:   # after the cost that placed the card
        words = "place_top_digivolution_cost target=self level=5 ; then " + name + " target=self"
    if code == ec.A_TRASH_BOTTOM_FACE_DOWN_OR_COST:   # this Digimon's cards
        words = name + " 2 target=self trait=cyborg"
    if code in (ec.A_DELETE_TOTAL_DP, ec.A_DELETE_COST_RAISED, ec.A_TRASH_DIGIVOLUTION_CARDS_OF_ONE):
        words = name + " 1 target=opponent"   # the opponent's Digimon
    if code == ec.A_DELETE_DP_AT_LEAST:   # 1 Digimon with that much DP or more
        words = name + " 13000 target=opponent count=1"
    if code == ec.A_STAY:   # after the cost of an effect before a Digimon leaves
        trigger, words = "would_leave_any_way", "delete_own_cost ; then stay target=self"
    _, _, eff = de.parse_line(f"X-1 main {trigger} : {words}", "t")
    assert eff.rows[-1][ec.F_ACTION] == code
    assert name in de.ACTION_WORDS, f"{name}: no plain words in decks/effects.py ACTION_WORDS"
    assert de.describe(f"X-1 main {trigger} : {words}")
    interpreter = "".join((ROOT / "simcore" / f).read_text(encoding="utf-8")
                          for f in ("effects.py", "query.py", "targets.py", "digixros.py", "hand_zone.py",
                                    "assembly.py"))
    if code == ec.A_DIGIXROS_NAME:   # read when the match's tables are bound: the names DigiXros entries match
        interpreter += (ROOT / "decks" / "effects.py").read_text(encoding="utf-8")
    assert re.search(rf"\b{constant}\b", interpreter), \
        f"{constant}: no branch in simcore/effects.py (or, persistent, query.py / targets.py)"
    weighed = re.search(rf"\b{constant}\b", (ROOT / "strategies" / "valuation.py").read_text(encoding="utf-8"))
    assert weighed or name in valuation.UNWEIGHED_ACTIONS, f"{constant}: no pilot valuation"
    assert not (weighed and name in valuation.UNWEIGHED_ACTIONS), f"{name}: weighed and listed as unweighed"
    tests = "".join(p.read_text(encoding="utf-8") for p in (ROOT / "tests").glob("test_*.py")
                    if p.name != Path(__file__).name)
    named = (re.search(rf"(:|; then)\s*{name}\b", tests) or re.search(rf"\b{constant}\b", tests)
             or re.search(rf"def test_\w*{name}", tests))
    assert named, f"{name}: no test names it"


def test_every_keyword_is_parsed_and_described():
    for code, name, _ in ec.KEYWORDS.entries():
        if code == ec.KW_NONE:
            continue
        count = " count=2" if code == ec.KW_FRAGMENT else ""   # <Fragment N> says its N
        _, _, eff = de.parse_line(f"X-1 main static : keyword {name} target=self{count}", "t")
        assert eff.rows[0][ec.F_ACTION] == ec.A_KEYWORD and eff.rows[0][ec.F_AMOUNT] == code, name
        assert name in de.KEYWORD_WORDS, f"{name}: no plain words in decks/effects.py KEYWORD_WORDS"
    with pytest.raises(de.EffectSyntaxError, match="keyword needs a keyword name"):
        de.parse_line("X-1 main static : keyword target=self", "t")


def test_every_restriction_is_parsed_described_and_checked_by_the_rules():
    rules = "".join((ROOT / "simcore" / f).read_text(encoding="utf-8") for f in ("effects.py", "query.py", "engine.py",
                                                                                 "targets.py"))
    for code, name, meaning in ec.RESTRICTIONS.entries():
        if code == ec.CANT_NONE:
            continue
        target = "opponent" if code in ec.PLAYER_RESTRICTIONS else "self"
        target = "all_opponent" if code == ec.CANT_ATTACK_THIS else target   # a persistent all-of row's only
        timing = "on_play" if code in de.GRANTED_RESTRICTIONS else "static"   # granted for a duration only
        line = f"X-1 main {timing} : cant {name} target={target}" + (" duration=turn" if timing != "static" else "")
        _, _, eff = de.parse_line(line, "t")
        assert eff.rows[0][ec.F_ACTION] == ec.A_CANT and eff.rows[0][ec.F_AMOUNT] == code, name
        assert meaning in de.describe(line), name
        constant = next(k for k, v in vars(ec).items() if k.startswith("CANT_") and v == code)
        assert re.search(rf"\b{constant}\b", rules), f"{constant}: no rule in simcore obeys it"
    with pytest.raises(de.EffectSyntaxError, match="cant needs a restriction"):
        de.parse_line("X-1 main static : cant target=self", "t")


def test_no_timing_shares_the_bit_of_a_timing_read_from_its_bit_alone():
    # a card's timings are bits of an int64: a code of 64 or more falls on bit code & 63 (a Digimon with a timing on
    # bit 9 was once offered as an option to use, bit 9 being [Main])
    for code in ec.TRIGGERS.words:
        for bit_only in ec.BIT_ONLY_TRIGGERS:
            assert code == bit_only or code & 63 != bit_only, (ec.TRIGGER_NAMES[code], ec.TRIGGER_NAMES[bit_only])
