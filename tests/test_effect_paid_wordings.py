"""Wordings of costs paid by an effect: "By suspending this Tamer, 1 of your Digimon gets <A> and <B> until the end
of your opponent's turn. If that Digimon has the [X] trait, unsuspend that Digimon." (a chained clause on the
Digimon the clause before chose, taken only if that Digimon passes its own filters: filter=same_targets with a
trait) and "By trashing 1 card with [X] in its text from your hand, you may return 1 non-Digi-Egg card with [X] in
its text from your trash to the hand" (kinds=digimon,tamer,option with text~): made-up cards, the compiled lines
of real cards (EX7-064 Shoto Kazama, BT21-056 Vemmon, EX7-039, BT18-036) and positions with them."""
import numpy as np

import effect_positions
from decks.effects import load_effects, parse_effects
from positions import Side, Slot, build_position, digimon, option
from simcore import engine as E
from simcore.effect_codes import A_BLOCKER, A_PIERCING
from simcore import layout as L
from simcore.layout import G_VIOLATION
from strategies.pilots import GREEDY, SCRIPTED

I32 = np.int32
DRAGON = digimon("K-01", 3, 3000, 3)
CARDS = [DRAGON, digimon("K-02", 4, 5000, 4), option("K-30", 0)]
EFFECTS = parse_effects("""
K-30 main main : piercing target=own count=1 duration=turn ; then unsuspend target=own count=1 filter=same_targets level<=3
""")
DECK = ["K-02"] * 4


def build(a, b, **kw):
    return build_position(CARDS, a, b, effects=EFFECTS, **kw)


def ok(pos):
    assert pos.violation() == 0
    assert pos.st.g[G_VIOLATION] == 0


def script_yes(pos, p):
    """Player p says yes to its next "you may", then decides as the greedy pilot."""
    st = pos.st
    st.g[L.G_PILOT0 + p] = SCRIPTED
    st.g[L.G_FALLBACK] = GREEDY
    st.choice[0] = (L.CH_BOOL, 1, 0)
    st.g[L.G_CHOICE_N] = 1
    st.g[L.G_CHOICE_AT] = 0
    st.g[L.G_CHOICE_BAD] = 0


def texts(card):
    return [e.text for e in load_effects()[card].effects]


# --- a chained clause on the chosen Digimon, under a filter of its own ----------------------------------------

def test_the_chosen_digimon_that_passes_the_filter_unsuspends():
    pos = build(Side(hand=["K-30"], battle=[Slot("K-01", suspended=True)], deck=DECK), Side(deck=DECK), memory=3)
    E.use_option(pos.st, pos.tb, I32(0), I32(pos.hand_index(0, "K-30")))
    assert not pos.suspended(0, 1)
    ok(pos)


def test_the_chosen_digimon_that_fails_the_filter_stays_suspended():
    pos = build(Side(hand=["K-30"], battle=[Slot("K-02", suspended=True)], deck=DECK), Side(deck=DECK), memory=3)
    E.use_option(pos.st, pos.tb, I32(0), I32(pos.hand_index(0, "K-30")))
    assert pos.suspended(0, 1)
    ok(pos)


# --- real cards -----------------------------------------------------------------------------------------------

def test_the_compiled_lines():
    assert ("EX7-064 main end_of_your_turn optional : suspend_self_cost ; then piercing target=own count=1 "
            "duration=opponents_next_turn ; then blocker target=own count=1 filter=same_targets "
            "duration=opponents_next_turn ; then unsuspend target=own count=1 filter=same_targets "
            "trait=vortex_warriors") in texts("EX7-064")
    assert ("BT21-056 main on_play optional : trash_from_hand_cost 1 text~vemmon ; then return_from_trash "
            "kinds=digimon,tamer,option text~vemmon") in texts("BT21-056")
    assert ("EX7-039 main start_of_your_main_phase optional : trash_from_hand_cost 1 trait=rock_dragon|earth_dragon ; "
            "then draw 1 ; then memory +1") in texts("EX7-039")
    assert "BT18-036 main when_digivolving optional : trash_own_security 1 ; then draw 1 ; then memory +1" in texts(
        "BT18-036")
    for card in ("EX7-064", "BT21-056", "EX7-039"):
        assert not load_effects()[card].unmodeled, card


def test_ex7_064_shoto_kazama_unsuspends_a_vortex_warriors_digimon_it_gave_piercing_and_blocker():
    # EX7-036 Zephagamon has the [Vortex Warriors] trait
    pos = effect_positions.build(Side(battle=[Slot("EX7-036", suspended=True), "EX7-064"], deck=["ST1-02"] * 3),
                                 Side(deck=["ST1-02"] * 3), memory=-1)
    pos.end_of_turn(0)
    assert pos.suspended(0, 2)   # the Tamer paid
    assert pos.has(0, 1, A_PIERCING) and pos.has(0, 1, A_BLOCKER)
    assert not pos.suspended(0, 1)
    ok(pos)


def test_ex7_064_shoto_kazama_leaves_another_digimon_suspended():
    # ST1-07 Greymon: no [Vortex Warriors] trait
    pos = effect_positions.build(Side(battle=[Slot("ST1-07", suspended=True), "EX7-064"], deck=["ST1-02"] * 3),
                                 Side(deck=["ST1-02"] * 3), memory=-1)
    pos.end_of_turn(0)
    assert pos.suspended(0, 2)
    assert pos.has(0, 1, A_PIERCING) and pos.has(0, 1, A_BLOCKER)
    assert pos.suspended(0, 1)
    ok(pos)


def test_bt21_056_vemmon_trades_a_vemmon_card_of_the_hand_for_a_non_egg_vemmon_card_of_the_trash():
    # BT11-070 Destromon (a [Vemmon] text) is trashed; BT11-111 Galacticmon comes back, BT21-006 Tsumemon (a
    # Digi-Egg with [Vemmon] in its text) may not
    pos = effect_positions.build(Side(hand=["BT21-056", "BT11-070"], trash=["BT11-111", "BT21-006"],
                                      deck=["ST1-02"] * 3), Side(deck=["ST1-02"] * 3), memory=3)
    script_yes(pos, 0)
    pos.play(0, "BT21-056")
    assert pos.st.g[L.G_CHOICE_AT] == 1 and pos.st.g[L.G_CHOICE_BAD] == 0
    assert pos.hand(0) == ["BT11-111"]
    assert sorted(pos.trash(0)) == ["BT11-070", "BT21-006"]
    ok(pos)
