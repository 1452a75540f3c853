"""<Ascension> (`keyword ascension`, effect_codes.KW_ASCENSION: RULES.md §10.9 sends newer keywords to the General
Rules; [GAP] its rule number was not found, the reading follows the keyword's reminder text), the timings
`trashed_from_security` (an effect trashed this card from the security stack) and `own_security_added` (an effect
added cards to your security stack), and hand_to_security with filter=top_or_bottom: the compiled lines of real cards
(BT25-034 Angemon, BT25-040 MagnaAngemon, EX12-047 Amaterasumon, EX1-029, BT14-033, BT25-038, BT25-037), each
mechanic in a scenario that asserts the exact zones, and a case where it does not apply."""
import numpy as np
from effect_positions import Side, Slot, build, script, lines_of

from decks.effects import parse_effects
from positions import build_position, digimon, option, ok
from simcore import effect_codes as ec
from simcore import engine as E

i32 = np.int32


def keyword_rules(pos, kw):
    return [(e["card"], e["target"], e["target_player"]) for e in pos.events("effect")
            if e["effect"] == ec.A_KEYWORD and e["amount"] == -kw]


def memory_events(pos):
    return [e["amount"] for e in pos.events("memory")]


# --- compiled lines ---------------------------------------------------------------------------------------------

def test_the_keyword_and_the_timings_are_read_from_the_card_text():
    angemon = lines_of("BT25-034")
    assert "BT25-034 main static : keyword ascension target=self" in angemon
    assert "BT25-034 main trashed_from_security optional : play_from_hand kind=digimon level<=4 trait=angel|iliad" in angemon
    assert "BT25-034 inherited static : keyword barrier target=self" in angemon
    assert not any("unmodeled" in line for line in angemon)
    magna = lines_of("BT25-040")
    assert "BT25-040 main static : keyword ascension target=self" in magna
    assert "BT25-040 main trashed_from_security optional : play_from_hand kind=digimon level<=4 trait=angel|iliad" in magna
    for timing in ("on_play", "when_digivolving"):
        assert (f"BT25-040 main {timing} optional : trash_own_security 1 filter=top_or_bottom ; then dp -8000 "
                "target=opponent count=1 duration=opponents_next_turn") in magna
    assert not any("unmodeled" in line for line in magna)
    assert "EX12-047 main static : keyword ascension target=self" in lines_of("EX12-047")
    # "when a card is added to your security stack" / "when your security stack is added to"
    assert "EX1-029 inherited own_security_added your_turn once_per_turn : memory +1" in lines_of("EX1-029")
    assert "BT14-033 inherited own_security_added your_turn once_per_turn : memory +1" in lines_of("BT14-033")
    assert "BT25-038 main own_security_added once_per_turn : de_digivolve 1 target=opponent count=1" \
        in lines_of("BT25-038")


# --- <Ascension> ------------------------------------------------------------------------------------------------

def test_ascension_puts_the_deleted_angemon_on_top_of_its_owners_security():
    # Coredramon (6000) attacks the suspended Angemon (5000): Angemon is deleted in battle, and its <Ascension>
    # takes it from the trash to the top of player 1's security stack
    pos = build(Side(battle=["ST1-06"]), Side(battle=[Slot("BT25-034", suspended=True)], security=["ST1-02"]))
    pos.attack(0, 1, 1)
    assert [(e["card"], e["owner"], e["cause"]) for e in pos.events("delete")] == [("BT25-034", 1, "battle")]
    assert keyword_rules(pos, ec.KW_ASCENSION) == [("BT25-034", "BT25-034", 1)]
    assert pos.security(1) == ["ST1-02", "BT25-034"] and pos.trash(1) == []
    assert pos.battle(1) == []
    ok(pos)


def test_a_deleted_digimon_without_ascension_stays_in_the_trash():
    pos = build(Side(battle=["ST1-06"]), Side(battle=[Slot("ST1-03", suspended=True)], security=["ST1-02"]))
    pos.attack(0, 1, 1)
    assert keyword_rules(pos, ec.KW_ASCENSION) == []
    assert pos.security(1) == ["ST1-02"] and pos.trash(1) == ["ST1-03"]
    ok(pos)


# --- trashed_from_security --------------------------------------------------------------------------------------

def test_magnaangemon_trashes_angemon_from_security_which_plays_an_angel_from_the_hand():
    # MagnaAngemon is played: by trashing the top security card (the greedy pilot's end), Angemon, the opponent's
    # Coredramon gets -8000 DP and is deleted at 0 DP; Angemon, trashed by an effect, plays the level 4 [Angel]
    # Angemon from the hand for free
    pos = build(Side(hand=["BT25-040", "BT25-034"], security=["ST1-02", "BT25-034"]), Side(battle=["ST1-06"]),
                memory=7)
    script(pos, 0, True)   # the optional effect taken; then the greedy pilot decides
    pos.play(0, "BT25-040")
    assert pos.security(0) == ["ST1-02"]
    assert [(e["card"], e["owner"]) for e in pos.events("delete")] == [("ST1-06", 1)]
    assert pos.battle(0) == [["BT25-040"], ["BT25-034"]]
    assert pos.hand(0) == [] and pos.trash(0) == ["BT25-034"]
    assert pos.memory(0) == 0   # 7 paid for MagnaAngemon; Angemon free
    ok(pos)


def test_magnaangemon_declined_trashes_nothing_and_changes_no_dp():
    pos = build(Side(hand=["BT25-040", "BT25-034"], security=["ST1-02", "BT25-034"]), Side(battle=["ST1-06"]),
                memory=7)
    script(pos, 0, False)
    pos.play(0, "BT25-040")
    assert pos.security(0) == ["ST1-02", "BT25-034"] and pos.hand(0) == ["BT25-034"]
    assert pos.battle(1) == [["ST1-06"]] and pos.dp(1, 1) == 6000
    ok(pos)


def test_a_security_card_trashed_by_a_security_check_is_not_trashed_by_an_effect():
    # Coredramon checks Angemon in player 1's security: a check, not an effect, so nothing is played from the hand
    pos = build(Side(battle=["ST1-06"]), Side(hand=["BT25-034"], security=["BT25-034"]))
    pos.attack(0, 1)
    assert pos.battle(1) == [] and pos.hand(1) == ["BT25-034"] and pos.trash(1) == ["BT25-034"]
    ok(pos)


# --- own_security_added, hand_to_security top_or_bottom ---------------------------------------------------------

def test_recovery_under_ex1_029_gains_one_memory_once_per_turn():
    # Holy Wave (<Recovery +1>) twice with MagnaAngemon EX1-029 under Angemon: +1 memory the first time only
    pos = build(Side(hand=["BT1-107", "BT1-107"], deck=["ST1-02", "ST1-03", "ST1-05"],
                     battle=[Slot(["EX1-029", "BT25-034"])]), Side(), memory=12)
    pos.use_option(0, "BT1-107")
    assert pos.security(0) == ["ST1-05"] and pos.memory(0) == 12 - 6 + 1
    pos.use_option(0, "BT1-107")
    assert pos.security(0) == ["ST1-05", "ST1-03"] and pos.memory(0) == 12 - 6 + 1 - 6
    ok(pos)


def test_own_security_added_is_not_queued_without_a_card_added():
    # the same Holy Wave with an empty deck adds nothing: no memory
    pos = build(Side(hand=["BT1-107"], battle=[Slot(["EX1-029", "BT25-034"])]), Side(), memory=10)
    pos.use_option(0, "BT1-107")
    assert pos.security(0) == [] and pos.memory(0) == 4
    ok(pos)


TOP_OR_BOTTOM = parse_effects("""
W-60 main main : hand_to_security 1 target=player level<=4 filter=top_or_bottom
""")
MADE_UP = [option("W-60", 0), digimon("W-61", 4, 4000, 4), digimon("W-62", 6, 9000, 9), digimon("W-63", 3, 1000, 3)]


def test_hand_to_security_top_or_bottom_places_where_the_pilot_picks():
    # the greedy pilot puts the level 4 card on top; a random pilot sometimes at the bottom; the level 6 card stays
    pos = build_position(MADE_UP, Side(hand=["W-60", "W-61", "W-62"], security=["W-63"]), Side(),
                         effects=TOP_OR_BOTTOM)
    E.use_option(pos.st, pos.tb, i32(0), i32(pos.hand_index(0, "W-60")))
    assert pos.security(0) == ["W-63", "W-61"] and pos.hand(0) == ["W-62"]
    seen = set()
    for seed in range(1, 13):
        pos = build_position(MADE_UP, Side(hand=["W-60", "W-61", "W-62"], security=["W-63"]), Side(),
                             effects=TOP_OR_BOTTOM, pilots=("random", "random"), seed=seed)
        E.use_option(pos.st, pos.tb, i32(0), i32(pos.hand_index(0, "W-60")))
        assert pos.hand(0) == ["W-62"]
        seen.add(tuple(pos.security(0)))
    assert seen == {("W-63", "W-61"), ("W-61", "W-63")}


# --- hand_or_digivolution_to_security (BT25-038 Shakkoumon) -----------------------------------------------------

def test_shakkoumon_places_an_angel_from_the_hand_then_de_digivolves_on_the_security_added():
    # played: the [Angel] Digimon card Angemon goes from the hand to the top of the security stack (the greedy end);
    # the stack was added to, so Shakkoumon's <De-Digivolve 1> takes the top card of the opponent's Digimon
    pos = build(Side(hand=["BT25-038", "BT25-034"], security=["ST1-02"]),
                Side(battle=[Slot(["ST1-03", "ST1-06"])]), memory=8)
    script(pos, 0, True)   # the placing taken; then the greedy pilot decides
    pos.play(0, "BT25-038")
    assert pos.security(0) == ["ST1-02", "BT25-034"] and pos.hand(0) == []
    assert pos.battle(1) == [["ST1-03"]] and pos.trash(1) == ["ST1-06"]
    assert pos.security(1) == []   # no DNA digivolution: no security card trashed
    ok(pos)


def test_shakkoumon_digivolving_hand_or_digivolution_to_security_takes_the_angel_from_under_itself():
    # digivolving from Angemon with nothing fitting in the hand: Angemon, now beneath, goes to the top of security
    pos = build(Side(hand=["BT25-038", "ST1-02"], security=["ST1-05"], battle=["BT25-034"]),
                Side(battle=[Slot(["ST1-03", "ST1-06"])]), memory=4)
    script(pos, 0, True)
    pos.digivolve(0, "BT25-038", 1)
    assert pos.battle(0) == [["BT25-038"]]
    assert pos.security(0) == ["ST1-05", "BT25-034"] and pos.hand(0) == ["ST1-02"]
    assert pos.battle(1) == [["ST1-03"]]
    ok(pos)


def test_shakkoumon_without_a_fitting_card_adds_nothing_and_de_digivolves_nothing():
    pos = build(Side(hand=["BT25-038", "ST1-02"], security=["ST1-05"]),
                Side(battle=[Slot(["ST1-03", "ST1-06"])]), memory=8)
    pos.play(0, "BT25-038")
    assert pos.security(0) == ["ST1-05"] and pos.hand(0) == ["ST1-02"]
    assert pos.battle(1) == [["ST1-03", "ST1-06"]]
    ok(pos)
