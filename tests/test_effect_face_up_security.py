"""Face-up security cards (RULES.md §10.8): the Olympos XII field options of the [TS] trait. Used from the hand, the
bottom security card goes to the hand and the option goes face up as the bottom security card
(place_self_face_up_in_security), then a Digimon may be played for 3 less; while it lies face up its persistent
[Security] rows work for its owner; while no security card lies face up its colours are not asked
(no_face_up_security). Real cards: BT24-090, BT24-094, BT25-095 and BT25-102 (full; its <Link +1>: test_effect_link), with
BT24-035 Gatomon and BT24-043 Tapirmon ([TS]), ST1-03 Agumon and ST1-07 Greymon."""
import numpy as np
from effect_positions import Side, build, script, ok

from decks.catalog import load_catalog
from decks.effects import card_coverage
from simcore import engine as E
from simcore import layout as L
from simcore.deal import reshuffle_hidden
from simcore.effect_codes import A_BLOCKER, A_RUSH


def face_up(pos, p):
    return [int(x) for x in pos.st.sec_up[p, :pos.st.sec_n[p]]]


def usable(pos, p, number):
    i = pos.hand_index(p, number)
    return any(a[:3] == (L.A_OPTION, i, 0) for a in pos.actions_of(p))


def test_coverage():
    catalog = load_catalog()
    for number in ("BT24-090", "BT24-094", "BT25-095", "BT25-102"):
        assert card_coverage(catalog[number]) == "full", number


def _used():
    """Player 0 uses BT24-090 with only a red Digimon on the field (no face-up card: its colours are not asked)."""
    pos = build(Side(hand=["BT24-090", "BT24-035", "BT24-090"], battle=["ST1-03"], security=["ST1-07", "ST1-03"],
                     deck=["ST1-03", "ST1-03"]),
                Side(battle=["ST1-03"], security=["ST1-03"], deck=["ST1-03"]), memory=10)
    assert usable(pos, 0, "BT24-090")
    script(pos, 0, True)   # "you may play": Gatomon, for 4 - 3
    pos.use_option(0, "BT24-090")
    E.settle(pos.st, pos.tb)
    return pos


def test_bt24_090_the_bottom_card_to_the_hand_the_option_face_up_gatomon_for_1_with_blocker():
    pos = _used()
    assert pos.security(0) == ["BT24-090", "ST1-03"] and face_up(pos, 0) == [1, 0]   # bottom first
    assert sorted(pos.hand(0)) == ["BT24-090", "ST1-07"] and pos.trash(0) == []
    assert pos.battle(0) == [["ST1-03"], ["BT24-035"]]
    assert pos.st.g[L.G_MEM] == 10 - 3 - 1
    assert pos.has(0, 2, A_BLOCKER) and not pos.has(0, 1, A_BLOCKER)   # blue or yellow [TS] Digimon only
    assert not usable(pos, 0, "BT24-090")   # a card lies face up: blue is asked for now, and there is none
    ok(pos)


def test_the_face_up_card_stays_put_when_hidden_cards_are_dealt_again():
    pos = _used()
    for _ in range(5):
        reshuffle_hidden(pos.st, np.int32(1))
        assert pos.security(0)[0] == "BT24-090" and face_up(pos, 0) == [1, 0]
    ok(pos)


def test_bt24_094_plus_2000_dp_and_bt25_095_rush_with_the_named_digimon():
    pos = build(Side(hand=["BT24-094"], battle=["BT24-043", "ST1-07"], security=["ST1-03", "ST1-03"],
                     deck=["ST1-03", "ST1-03"]),
                Side(battle=["ST1-03"], security=["ST1-03"], deck=["ST1-03"]), memory=10)
    script(pos, 0, False)
    pos.use_option(0, "BT24-094")
    E.settle(pos.st, pos.tb)
    assert face_up(pos, 0) == [1, 0] and pos.security(0)[0] == "BT24-094"
    assert pos.dp(0, 1) == 3000 and pos.dp(0, 2) == 4000   # green [TS] Tapirmon +2000; red Greymon not
    ok(pos)
    pos = build(Side(hand=["BT25-095", "BT24-043"], battle=["BT25-020", "ST1-07"], security=["ST1-03"],
                     deck=["ST1-03", "ST1-03"]),
                Side(battle=["ST1-03"], security=["ST1-03"], deck=["ST1-03"]), memory=10)
    script(pos, 0, True)   # Tapirmon for 3 - 3
    pos.use_option(0, "BT25-095")
    E.settle(pos.st, pos.tb)
    assert pos.security(0) == ["BT25-095"] and face_up(pos, 0) == [1]
    assert pos.battle(0)[2] == ["BT24-043"] and pos.has(0, 3, A_RUSH)   # with Marsmon: <Rush>
    assert not pos.has(0, 2, A_RUSH)
    ok(pos)


def test_the_option_line_reads_as_the_face_up_placing_then_the_play():
    import decks.effects as de
    import simcore.effect_codes as ec

    _, _, eff = de.parse_line("BT24-090 main main : place_self_face_up_in_security 1 ; then play_from_hand 3 "
                              "kind=digimon color=blue,yellow trait=ts filter=may,pay_cost", "t")
    assert [r[ec.F_ACTION] for r in eff.rows] == [ec.A_PLACE_SELF_FACE_UP_IN_SECURITY, ec.A_PLAY_FROM_HAND]
    assert eff.rows[0][ec.F_AMOUNT] == 1 and eff.rows[1][ec.F_CHAIN] == 1
