"""The EX9 [DM] Cyborgs whose removal grows with this Digimon's face-down cards, each after the cost that places a
Digimon card of the trash face down beneath it (place_from_trash_face_down_cost): EX9-011 MetalGreymon deletes up to
a DP total (`delete_total_dp`, the maximum raised by count= for each face-down card), EX9-064 Megadramon deletes 2
Digimon up to a play cost raised by 1 for each (`delete_cost_raised`), EX9-018 MetalMamemon trashes one card for each
from under one of the opponent's Digimon (`trash_digivolution_cards_of_one`), then returns one of their Digimon
without digivolution cards to the deck bottom."""
import effect_positions
from effect_positions import Side, script, answered, lines_of, full
from positions import Slot, ok
from simcore import effect_codes as ec
from simcore import engine as E

METALGREYMON = "EX9-011"    # Lv.5 [Cyborg] [DM] [Ver.1], cost 7
METALMAMEMON = "EX9-018"    # Lv.5 [Cyborg] [DM] [Ver.2], cost 7
MEGADRAMON = "EX9-064"      # Lv.5 [Cyborg] [DM] [Ver.4], cost 7
METALGREYMON_ST = "ST1-09"  # Lv.5, cost 7, 7000 DP
AGUMON = "ST1-03"           # Lv.3, cost 3, 2000 DP
VORVOMON = "BT2-011"        # Lv.3, cost 4, 5000 DP, no text
KOKATORIMON = "BT1-014"     # Lv.4, cost 3, 4000 DP, no text
NUMEMON = "BT2-056"         # black Lv.4, 3000 DP, no text
COST5 = "BT3-083"           # Lv.4, cost 5, 5000 DP, no text
COST6 = "BT1-019"           # Lv.4, cost 6, 6000 DP, no text
BIG = "BT1-024"             # Lv.5, cost 7, 10000 DP, no text


def face_down(pos, p, s):
    tb = pos.tb
    return [int(tb.face_up[c]) != int(c) for c in pos.st.stk[p, s, :pos.st.stk_n[p, s]]]


def test_encoded_lines_and_full():
    cost = "place_from_trash_face_down_cost 1 kind=digimon target=self ; then "
    assert lines_of(METALGREYMON) == [
        "EX9-011 main static : play_cost_down 2 target=hand trait=cyborg|ver.1 filter=paid_by_deleting",
        "EX9-011 main on_play optional : " + cost + "delete_total_dp 5000 target=opponent count=2000 for_each=face_down",
        "EX9-011 main when_digivolving optional : " + cost
        + "delete_total_dp 5000 target=opponent count=2000 for_each=face_down",
        "EX9-011 inherited static : security_attack +1 target=self"]
    assert lines_of(MEGADRAMON) == [
        "EX9-064 main static : play_cost_down 2 target=hand trait=cyborg|ver.4 filter=paid_by_deleting",
        "EX9-064 main on_play optional : " + cost
        + "delete_cost_raised 1 target=opponent count=2 cost<=4 for_each=face_down",
        "EX9-064 main when_digivolving optional : " + cost
        + "delete_cost_raised 1 target=opponent count=2 cost<=4 for_each=face_down",
        "EX9-064 inherited end_of_attack once_per_turn optional : unsuspend target=self ; then if=unsuspended "
        "delete target=own count=1 rank=lowest_level"]
    tail = ("trash_digivolution_cards_of_one 1 target=opponent for_each=face_down ; then to_deck_bottom "
            "target=opponent count=1 filter=no_digivolution_cards")
    assert lines_of(METALMAMEMON) == [
        "EX9-018 main static : play_cost_down 2 target=hand trait=cyborg|ver.2 filter=paid_by_deleting",
        "EX9-018 main on_play optional : " + cost + tail,
        "EX9-018 main when_digivolving optional : " + cost + tail,
        "EX9-018 inherited end_of_your_turn once_per_turn : unsuspend target=own count=1"]
    for card in (METALGREYMON, MEGADRAMON, METALMAMEMON):
        assert full(card), card
    assert (ec.A_DELETE_TOTAL_DP, ec.A_DELETE_COST_RAISED, ec.A_TRASH_DIGIVOLUTION_CARDS_OF_ONE) == (310, 311, 312)


def played(card, opponent, trash=(AGUMON,)):
    """`card` played for 7 with its On Play taken, its cost's card from the trash: 1 face-down card."""
    pos = effect_positions.build(Side(hand=[card], trash=list(trash), deck=[AGUMON] * 3),
                                 Side(battle=opponent, deck=[AGUMON] * 3), memory=7)
    script(pos, 0, True)
    pos.play(0, card)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    return pos


def digivolved(card, opponent):
    """`card` digivolves onto a stack whose bottom card lies face down: with the cost's card, 2 face-down cards."""
    pos = effect_positions.build(
        Side(hand=[card], trash=[AGUMON], battle=[Slot([VORVOMON, NUMEMON])], deck=[AGUMON] * 3),
        Side(battle=opponent, deck=[AGUMON] * 3), memory=5)
    pos.st.stk[0, 1, 0] = pos.tb.face_down_of[pos.card(VORVOMON)]
    script(pos, 0, True)
    pos.digivolve(0, card, 1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert face_down(pos, 0, 1) == [True, True, False, False]
    return pos


def test_ex9_011_deletes_up_to_7000_dp_with_one_face_down_card():
    # 5000 + 2000 = 7000 fits exactly; the 10000 DP Digimon never fits
    pos = played(METALGREYMON, [VORVOMON, AGUMON, BIG])
    assert pos.battle(0) == [[AGUMON, METALGREYMON]] and face_down(pos, 0, 1) == [True, False]
    assert pos.battle(1) == [[BIG]] and sorted(pos.trash(1)) == sorted([VORVOMON, AGUMON])
    ok(pos)


def test_ex9_011_two_face_down_cards_raise_the_maximum_to_9000():
    pos = digivolved(METALGREYMON, [VORVOMON, KOKATORIMON, BIG])
    assert pos.battle(1) == [[BIG]] and sorted(pos.trash(1)) == sorted([VORVOMON, KOKATORIMON])
    ok(pos)


def test_ex9_011_one_face_down_card_leaves_what_passes_7000():
    # 5000 + 4000 = 9000: with one face-down card only one of the two goes
    pos = played(METALGREYMON, [VORVOMON, KOKATORIMON])
    assert len(pos.battle(1)) == 1 and len(pos.trash(1)) == 1
    ok(pos)


def test_ex9_064_deletes_2_up_to_play_cost_5_with_one_face_down_card():
    pos = played(MEGADRAMON, [VORVOMON, COST5, COST6])
    assert pos.battle(0) == [[AGUMON, MEGADRAMON]]
    assert pos.battle(1) == [[COST6]] and sorted(pos.trash(1)) == sorted([VORVOMON, COST5])
    ok(pos)


def test_ex9_064_two_face_down_cards_reach_play_cost_6():
    pos = digivolved(MEGADRAMON, [COST6, BIG])
    assert pos.battle(1) == [[BIG]] and pos.trash(1) == [COST6]
    ok(pos)


def test_ex9_064_one_face_down_card_stops_at_play_cost_5():
    pos = played(MEGADRAMON, [COST6, BIG])
    assert pos.battle(1) == [[COST6], [BIG]] and pos.trash(1) == []
    ok(pos)


def test_ex9_018_one_face_down_card_trashes_one_card_then_returns_a_bare_digimon():
    pos = played(METALMAMEMON, [Slot([AGUMON, KOKATORIMON, METALGREYMON_ST])])
    # 1 card trashed (the pilot's pick), the Digimon keeps 1: none without digivolution cards to return
    assert len(pos.battle(1)) == 1 and len(pos.battle(1)[0]) == 2 and pos.battle(1)[0][-1] == METALGREYMON_ST
    assert len(pos.trash(1)) == 1
    ok(pos)


def test_ex9_018_two_face_down_cards_trash_both_from_one_digimon_then_it_goes_to_the_deck_bottom():
    pos = digivolved(METALMAMEMON, [Slot([AGUMON, KOKATORIMON, METALGREYMON_ST]), Slot([AGUMON, NUMEMON, BIG])])
    # both cards come from under the same Digimon; bare, it goes to the bottom of the deck; the other keeps its 2
    assert len(pos.battle(1)) == 1
    kept = pos.battle(1)[0]
    assert kept in ([AGUMON, KOKATORIMON, METALGREYMON_ST], [AGUMON, NUMEMON, BIG])
    gone_top = BIG if kept[-1] == METALGREYMON_ST else METALGREYMON_ST
    assert len(pos.trash(1)) == 2 and pos.deck(1)[0] == gone_top and len(pos.deck(1)) == 4
    ok(pos)
