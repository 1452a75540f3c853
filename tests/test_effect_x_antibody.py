"""The X Antibody Digimon whose effects ask for a named card among their digivolution cards (the condition
named_digivolution_cards>=, the name [X Antibody] read with the cards treated as having it): EX8-015 WarGrowlmon
(X Antibody), whose deletion of an opponent's Digimon is the clause under the condition (a delete on the opponent's
Digimon: the name is the condition's, not a filter of the deleted Digimon); BT9-015 MetalGreymon (X Antibody);
BT16-102 Magnamon (X Antibody), its unsuspension and its re-activation when a card leaves a security stack;
EX8-073 Gallantmon (X Antibody); BT9-028 WereGarurumon (X Antibody), a return to the hand under the condition; BT7-011 BurningGreymon, the condition on the first clause of a deletion; BT5-001 Koromon, the names of the card
pool with [Greymon] or [Omnimon] in them but three (if=this_has); BT16-002 DemiVeemon, +1000 DP on a Digimon of
2 or more colours; BT4-097 Kari Kamiya, memory for suspending when a card leaves your security stack; the Flamemon BT7-008 and BT4-009, their reveals; EX2-003 Viximon, a draw for an option of cost 2 or more; ST9-05 Paildramon, its DNA requirement read from the
older wording within <>; BT12-095 Tai Kamiya; BT12-070 WarGreymon, timed <Reboot> and its unsuspension when an
attack target changes; BT7-056 Dorumon, memory when an effect places cards under it.
The X
Antibody option BT9-109: its [Security] and inherited lines.
Scenarios on real cards with the exact zones."""
from pathlib import Path

import numpy as np
from effect_positions import Side, Slot, build, script, answered, ok

from decks.effects import describe, load_effects
from simcore import query as Q
from simcore.effect_codes import CANT_BE_RETURNED

i32 = np.int32
WARGROWLMON_X = "EX8-015"     # Lv.5, from [WarGrowlmon] for 1, from a red Lv.4 for 4
METALGREYMON_X = "BT9-015"    # Lv.5, from [MetalGreymon] for 0, from a red Lv.4 for 3
MAGNAMON_X = "BT16-102"       # Lv.6 12000 DP, from a yellow Lv.5 for 4
GALLANTMON_X = "EX8-073"      # Lv.6 12000 DP, from [Gallantmon] for 1
BURNINGGREYMON = "BT7-011"    # Lv.4, from a red Tamer for 2, from a red Lv.3 for 3
PROTO_FORM = "EX5-070"        # an option treated as [X Antibody]
GROWLMON = "BT2-013"          # red Lv.4 4000 DP
WARGROWLMON = "BT2-017"       # red Lv.5
GALLANTMON = "BT2-020"        # red Lv.6 11000 DP
METALGREYMON = "ST1-09"       # red Lv.5 7000 DP
GREYMON = "ST1-07"            # red Lv.4 4000 DP
AGUMON = "ST1-03"             # red Lv.3 2000 DP, no [Hybrid] trait; inherited +1000 DP in your turn
DRACOMON = "ST1-04"           # red Lv.3, no text
MAGNAANGEMON = "ST3-08"       # yellow Lv.5
ANGEMON = "ST3-05"            # yellow Lv.4
MAGNAMON_ARMOR = "BT8-038"    # yellow Lv.4, trait printed "ArmorForm"
TAKUYA = "BT7-085"            # red Tamer [Takuya Kanbara]
DEATHXMON = "BT9-112"         # 15000 DP
WEREGARURUMON_X = "BT9-028"   # Lv.5, from [WereGarurumon] for 0, from a blue Lv.4 for 3
WEREGARURUMON = "BT2-078"     # purple Lv.5
GARURUMON_PURPLE = "BT2-073"  # purple Lv.4
GARURUMON = "BT1-036"         # blue Lv.4
DEMIVEEMON = "BT16-002"       # Digi-Egg; inherited: +1000 DP with 2 or more colours
SHOUTMON_STARSWORD = "BT11-009"  # red and yellow Lv.3, 4000 DP
MONODRAMON = "BT1-009"        # red Lv.3, 3000 DP, no text
KARI = "BT4-097"              # Tamer: suspends for 1 memory when a card leaves your security stack
FLAMEMON = "BT7-008"          # Lv.3: reveal 4, 1 [Hybrid] trait card, [Susanoomon] or [Takuya Kanbara] to the hand
FLAMEMON_BT4 = "BT4-009"      # Lv.3: reveal 3, 1 [Hybrid] Digimon card and 1 red Tamer card to the hand
VIXIMON = "EX2-003"           # Digi-Egg; inherited: draw 1 when you use an option of cost 2 or more
STARLIGHT = "ST1-14"          # red option, cost 2
SHADOW_WING = "ST1-13"        # red option, cost 1
PAILDRAMON = "ST9-05"         # its DNA requirement within <> (blue Lv.4 + green Lv.4, cost 0)
IKKAKUMON = "ST2-05"          # blue Lv.4, no text
KUWAGAMON = "ST4-07"          # green Lv.4, no text
TAI = "BT12-095"              # Tamer: +1000 DP and <Blocker>; memory for suspending on a Greymon digivolution
WARGREYMON = "BT12-070"       # Lv.6 12000 DP, <Raid>; from a Lv.5 with [MetalGreymon] in its name for 3
DORUMON = "BT7-056"           # Lv.3; inherited: 1 memory when an effect places a card under this Digimon
SNATCHMON = "BT18-065"        # Lv.4, from a black Lv.3 for 3; [When Digivolving] up to 2 [Vemmon] from the trash under it
VEMMON = "BT11-061"           # Lv.3 [Vemmon]
KOROMON = "BT5-001"           # Digi-Egg; inherited: draw 1 when attacking with [Greymon]/[Omnimon] in the name


def texts(number):
    return [e.text for e in load_effects()[number].effects]


def cant_be_returned(pos, p, s):
    return bool(Q.restricted(pos.st, pos.tb, i32(p), i32(s), i32(CANT_BE_RETURNED)))


def immunity(pos, p, s):
    return int(Q.immunity_now(pos.st, pos.tb, i32(p), i32(pos.st.uid[p, s])))


NAMES = "x_antibody|x_antibody_proto_form"


def test_encoded_lines():
    for number in (WARGROWLMON_X, METALGREYMON_X, MAGNAMON_X, BURNINGGREYMON, WEREGARURUMON_X, KOROMON, DEMIVEEMON):
        assert not load_effects()[number].unmodeled, number
    assert texts(WARGROWLMON_X) == [
        "EX8-015 main when_digivolving : cant be_returned target=self duration=opponents_turn_end ; then dp +3000 "
        "target=self duration=opponents_turn_end ; then if=named_digivolution_cards>=1 delete target=opponent count=1 "
        f"dp<=10000 name=wargrowlmon|{NAMES}",
        "EX8-015 inherited static : security_attack +1 target=self"]
    assert texts(METALGREYMON_X) == [
        "BT9-015 main when_digivolving : security_attack +1 target=self duration=opponents_turn_end ; then "
        "if=named_digivolution_cards>=1 dp +3000 target=self name=metalgreymon|metalgreymon_+_cyber_launcher|"
        f"{NAMES} duration=opponents_next_turn"]
    armor = "any=name:magnamon_(x_antibody)|trait:armor_form|trait:armorform"
    assert texts(MAGNAMON_X) == [
        "BT16-102 main static : blocker target=self",
        "BT16-102 main static : keyword armor_purge target=self",
        f"BT16-102 main when_digivolving : unsuspend target=self ; then if=named_digivolution_cards>=1 dp +3000 "
        f"target=self {armor} duration=opponents_turn_end ; then if=named_digivolution_cards>=1 cant "
        f"be_affected_by_opponents_effects target=self {armor} duration=opponents_turn_end",
        "BT16-102 main own_security_removed once_per_turn optional : activate_own_when_digivolving target=self",
        "BT16-102 main opponent_security_removed once_per_turn optional : activate_own_when_digivolving target=self"]
    assert texts(BURNINGGREYMON) == [
        "BT7-011 main when_digivolving if=named_digivolution_cards>=1 : delete target=opponent count=1 dp<=4000 "
        "any=in_trait:hybrid|named:takuya_kanbara"]
    assert texts(WEREGARURUMON_X) == [
        "BT9-028 main when_digivolving : unsuspend target=self ; then if=named_digivolution_cards>=1 bounce "
        f"target=opponent count=1 level<=4 name=weregarurumon|{NAMES}"]
    assert texts(KARI) == ["BT4-097 main own_security_removed optional : suspend_self_cost ; then memory +1",
                           "BT4-097 security security : play_self"]
    assert not load_effects()[KARI].unmodeled
    assert texts(FLAMEMON) == [
        "BT7-008 main on_play : reveal_add_one 4 any=in_trait:hybrid|named:susanoomon|named:takuya_kanbara",
        "BT7-008 inherited on_deletion optional : play_from_hand kind=tamer name=takuya_kanbara"]
    assert texts(FLAMEMON_BT4) == [
        "BT4-009 main on_play : reveal_add_two 3 kind=digimon trait=hybrid ; then and_add color=red kind=tamer"]
    assert not load_effects()[FLAMEMON].unmodeled and not load_effects()[FLAMEMON_BT4].unmodeled
    assert texts(VIXIMON) == ["EX2-003 inherited own_option_used your_turn once_per_turn if=cause_cost>=2 : draw 1"]
    assert not load_effects()[VIXIMON].unmodeled
    assert not load_effects()[TAI].unmodeled and len(texts(TAI)) == 4
    assert texts(WARGREYMON) == [
        "BT12-070 main static : keyword raid target=self",
        "BT12-070 main when_digivolving : dp +3000 target=self duration=opponents_next_turn ; then reboot target=self "
        "duration=opponents_next_turn",
        "BT12-070 main attack_target_switched once_per_turn : unsuspend target=self"]
    assert not load_effects()[WARGREYMON].unmodeled
    assert texts(DORUMON)[1] == "BT7-056 inherited cards_placed_under your_turn once_per_turn : memory +1"
    assert not load_effects()[DORUMON].unmodeled
    assert texts(DEMIVEEMON) == ["BT16-002 inherited static if=colors>=2 : dp +1000 target=self"]
    assert texts("BT9-109") == [
        "BT9-109 main static : ignore_color_requirements kind=digimon",
        "BT9-109 security security : memory +1 ; then add_self_to_hand",
        "BT9-109 inherited when_attacking optional : digivolve_from_hand 0 target=self kind=digimon trait~x_antibody "
        "filter=pay_cost",
        "BT9-109 main main : place_self_under_lacking name=x_antibody",
        "BT9-109 inherited static : cant named_digivolution_cards_trashed target=self name=x_antibody"]
    assert load_effects()["BT9-109"].unmodeled == []   # full: tests/test_effect_xanti.py
    assert texts(KOROMON)[0].startswith("BT5-001 inherited when_attacking once_per_turn if=this_has : draw 1 any=name:omnimon|name:greymon|not_named:")
    assert load_effects()[GALLANTMON_X].unmodeled == []   # its immunity at 0 or less memory: tests/test_effect_xanti.py
    # the plain words say the name as the condition's, not as a filter of the deleted Digimon
    assert describe(texts(WARGROWLMON_X)[0]).endswith(
        "then if it has 1 or more digivolution cards named wargrowlmon or x antibody or x antibody proto form, delete 1 "
        "of the opponent's Digimon (with 10000 DP or less)")
    assert describe(texts(BURNINGGREYMON)[0]) == (
        "card's own text, when it digivolves, if it has 1 or more digivolution cards with hybrid in a trait or "
        "named takuya kanbara: delete 1 of the opponent's Digimon (with 4000 DP or less)")


# --- EX8-015 -------------------------------------------------------------------------------------------------

def test_wargrowlmon_x_from_wargrowlmon_deletes_and_holds_until_the_end_of_the_opponents_turn():
    # from WarGrowlmon (cost 1): the 7000 DP MetalGreymon goes, the 11000 DP Gallantmon (over 10000) stays
    pos = build(Side(battle=[Slot([GROWLMON, WARGROWLMON])], hand=[WARGROWLMON_X], deck=[AGUMON]),
                Side(battle=[METALGREYMON, GALLANTMON], deck=[AGUMON]), memory=5)
    pos.digivolve(0, WARGROWLMON_X, 1)
    assert pos.battle(0) == [[GROWLMON, WARGROWLMON, WARGROWLMON_X]]
    assert pos.memory(0) == 4
    assert pos.battle(1) == [[GALLANTMON]]
    assert pos.trash(1) == [METALGREYMON]
    assert pos.dp(0, 1) == 11000 and cant_be_returned(pos, 0, 1)
    pos.next_turn()   # the opponent's turn: still
    assert pos.dp(0, 1) == 11000 and cant_be_returned(pos, 0, 1)
    pos.next_turn()   # over
    assert pos.dp(0, 1) == 8000 and not cant_be_returned(pos, 0, 1)
    ok(pos)


def test_wargrowlmon_x_with_the_proto_form_beneath_counts_it_as_x_antibody():
    pos = build(Side(battle=[Slot([PROTO_FORM, GROWLMON])], hand=[WARGROWLMON_X], deck=[AGUMON]),
                Side(battle=[METALGREYMON], deck=[AGUMON]), memory=5)
    pos.digivolve(0, WARGROWLMON_X, 1)   # from a red Lv.4, cost 4
    assert pos.memory(0) == 1
    assert pos.battle(1) == [] and pos.trash(1) == [METALGREYMON]
    ok(pos)


def test_wargrowlmon_x_without_the_named_card_gains_but_deletes_nothing():
    pos = build(Side(battle=[Slot([DRACOMON, GROWLMON])], hand=[WARGROWLMON_X], deck=[AGUMON]),
                Side(battle=[METALGREYMON], deck=[AGUMON]), memory=5)
    pos.digivolve(0, WARGROWLMON_X, 1)
    assert pos.battle(1) == [[METALGREYMON]]
    assert pos.dp(0, 1) == 11000 and cant_be_returned(pos, 0, 1)
    ok(pos)


# --- BT9-015 -------------------------------------------------------------------------------------------------

def test_metalgreymon_x_from_metalgreymon_gains_security_attack_and_dp():
    pos = build(Side(battle=[Slot([GREYMON, METALGREYMON])], hand=[METALGREYMON_X], deck=[AGUMON]),
                Side(deck=[AGUMON]), memory=5)
    sa = pos.security_attack(0, 1)
    pos.digivolve(0, METALGREYMON_X, 1)   # cost 0
    assert pos.memory(0) == 5
    assert pos.security_attack(0, 1) == sa + 1   # Greymon's inherited +1 beneath in sa
    assert pos.dp(0, 1) == 11000
    pos.next_turn()   # the opponent's turn: both still
    assert pos.security_attack(0, 1) == sa + 1 and pos.dp(0, 1) == 11000
    pos.next_turn()   # over
    assert pos.security_attack(0, 1) == sa and pos.dp(0, 1) == 8000
    ok(pos)


def test_metalgreymon_x_from_another_red_lv4_gains_security_attack_only():
    pos = build(Side(battle=[Slot([DRACOMON, GROWLMON])], hand=[METALGREYMON_X], deck=[AGUMON]),
                Side(deck=[AGUMON]), memory=5)
    sa = pos.security_attack(0, 1)
    pos.digivolve(0, METALGREYMON_X, 1)   # cost 3
    assert pos.memory(0) == 2
    assert pos.security_attack(0, 1) == sa + 1
    assert pos.dp(0, 1) == 8000
    ok(pos)


# --- BT16-102 ------------------------------------------------------------------------------------------------

def test_magnamon_x_over_an_armor_form_card_unsuspends_gains_dp_and_immunity():
    pos = build(Side(battle=[Slot([MAGNAMON_ARMOR, MAGNAANGEMON], suspended=True)], hand=[MAGNAMON_X],
                     deck=[AGUMON]), Side(deck=[AGUMON]), memory=5)
    pos.digivolve(0, MAGNAMON_X, 1)   # from a yellow Lv.5, cost 4
    assert pos.memory(0) == 1
    assert not pos.suspended(0, 1)
    assert pos.dp(0, 1) == 15000 and immunity(pos, 0, 1) != 0
    pos.next_turn()
    assert pos.dp(0, 1) == 15000 and immunity(pos, 0, 1) != 0
    pos.next_turn()
    assert pos.dp(0, 1) == 12000 and immunity(pos, 0, 1) == 0
    ok(pos)


def test_magnamon_x_without_the_named_card_still_unsuspends():
    pos = build(Side(battle=[Slot([ANGEMON, MAGNAANGEMON], suspended=True)], hand=[MAGNAMON_X], deck=[AGUMON]),
                Side(deck=[AGUMON]), memory=5)
    pos.digivolve(0, MAGNAMON_X, 1)
    assert not pos.suspended(0, 1)
    assert pos.dp(0, 1) == 12000 and immunity(pos, 0, 1) == 0
    ok(pos)


def test_magnamon_x_reactivates_its_when_digivolving_effect_when_the_opponents_security_card_leaves():
    pos = build(Side(battle=[Slot([MAGNAMON_ARMOR, MAGNAANGEMON, MAGNAMON_X])], deck=[AGUMON]),
                Side(security=[AGUMON], deck=[AGUMON]))
    script(pos, 0, True, True)   # the re-activation, then its one [When Digivolving] effect taken
    pos.attack(0, 1)
    assert answered(pos)
    assert pos.security(1) == [] and pos.trash(1) == [AGUMON]
    assert not pos.suspended(0, 1)   # the attack suspended it, the re-activated effect turned it upright
    assert pos.dp(0, 1) == 15000 and immunity(pos, 0, 1) != 0
    ok(pos)


def test_magnamon_x_reactivation_declined_leaves_it_suspended():
    pos = build(Side(battle=[Slot([MAGNAMON_ARMOR, MAGNAANGEMON, MAGNAMON_X])], deck=[AGUMON]),
                Side(security=[AGUMON], deck=[AGUMON]))
    script(pos, 0, False)
    pos.attack(0, 1)
    assert answered(pos)
    assert pos.suspended(0, 1)
    assert pos.dp(0, 1) == 12000
    ok(pos)


# --- EX8-073 -------------------------------------------------------------------------------------------------

def test_gallantmon_x_from_gallantmon_changes_dp_and_with_nothing_deleted_trashes_security_and_unsuspends():
    # DeathXmon 15000 DP, 11000 after the -4000: over 10000 whichever effect comes first
    pos = build(Side(battle=[Slot([WARGROWLMON, GALLANTMON], suspended=True)], hand=[GALLANTMON_X], deck=[AGUMON]),
                Side(battle=[DEATHXMON], security=[AGUMON, GREYMON], deck=[AGUMON]), memory=5)
    pos.digivolve(0, GALLANTMON_X, 1)   # cost 1
    assert pos.memory(0) == 4
    assert pos.dp(0, 1) == 16000 and pos.dp(1, 1) == 11000
    assert pos.battle(1) == [[DEATHXMON]]
    assert len(pos.security(1)) == 1
    assert not pos.suspended(0, 1)
    ok(pos)


def test_gallantmon_x_deletes_a_10000_dp_digimon_and_keeps_security_and_its_state():
    pos = build(Side(battle=[Slot([DRACOMON, GREYMON, METALGREYMON, GALLANTMON], suspended=True)], hand=[GALLANTMON_X],
                     deck=[AGUMON]),
                Side(battle=[METALGREYMON], security=[AGUMON, GREYMON], deck=[AGUMON]), memory=5)
    pos.digivolve(0, GALLANTMON_X, 1)
    assert pos.battle(1) == [] and pos.trash(1) == [METALGREYMON]
    assert len(pos.security(1)) == 2
    assert pos.suspended(0, 1)
    ok(pos)


# --- BT7-011 -------------------------------------------------------------------------------------------------

def test_burninggreymon_onto_takuya_deletes_a_4000_dp_digimon():
    pos = build(Side(battle=[TAKUYA], hand=[BURNINGGREYMON], deck=[AGUMON]),
                Side(battle=[GROWLMON, METALGREYMON], deck=[AGUMON]), memory=5)
    pos.digivolve(0, BURNINGGREYMON, 1)   # onto the red Tamer, cost 2
    assert pos.battle(0) == [[TAKUYA, BURNINGGREYMON]]
    assert pos.memory(0) == 3
    assert pos.battle(1) == [[METALGREYMON]] and pos.trash(1) == [GROWLMON]
    ok(pos)


def test_burninggreymon_from_agumon_deletes_nothing():
    pos = build(Side(battle=[AGUMON], hand=[BURNINGGREYMON], deck=[AGUMON]),
                Side(battle=[GROWLMON], deck=[AGUMON]), memory=5)
    pos.digivolve(0, BURNINGGREYMON, 1)
    assert pos.battle(1) == [[GROWLMON]]
    ok(pos)


# --- BT9-028 -------------------------------------------------------------------------------------------------

def test_weregarurumon_x_from_weregarurumon_unsuspends_and_returns_a_level_4():
    pos = build(Side(battle=[Slot([GARURUMON_PURPLE, WEREGARURUMON], suspended=True)], hand=[WEREGARURUMON_X],
                     deck=[AGUMON]),
                Side(battle=[GREYMON, METALGREYMON], deck=[AGUMON]), memory=5)
    pos.digivolve(0, WEREGARURUMON_X, 1)   # cost 0
    assert pos.memory(0) == 5
    assert not pos.suspended(0, 1)
    assert pos.battle(1) == [[METALGREYMON]] and pos.hand(1) == [GREYMON]
    ok(pos)


def test_weregarurumon_x_from_another_blue_lv4_unsuspends_only():
    pos = build(Side(battle=[Slot([DRACOMON, GARURUMON], suspended=True)], hand=[WEREGARURUMON_X], deck=[AGUMON]),
                Side(battle=[GREYMON], deck=[AGUMON]), memory=5)
    pos.digivolve(0, WEREGARURUMON_X, 1)   # cost 3
    assert pos.memory(0) == 2
    assert not pos.suspended(0, 1)
    assert pos.battle(1) == [[GREYMON]] and pos.hand(1) == []
    ok(pos)


# --- BT5-001 -------------------------------------------------------------------------------------------------

def test_koromon_beneath_greymon_draws_when_it_attacks():
    pos = build(Side(battle=[Slot([KOROMON, GREYMON])], deck=[DRACOMON]), Side(security=[AGUMON], deck=[AGUMON]))
    pos.attack(0, 1)
    assert pos.hand(0) == [DRACOMON] and pos.deck(0) == []
    ok(pos)


def test_koromon_beneath_burninggreymon_draws_nothing():
    pos = build(Side(battle=[Slot([KOROMON, BURNINGGREYMON])], deck=[DRACOMON]),
                Side(security=[AGUMON], deck=[AGUMON]))
    pos.attack(0, 1)
    assert pos.hand(0) == [] and pos.deck(0) == [DRACOMON]
    ok(pos)


def test_koromon_names_are_those_of_the_pool_with_greymon_or_omnimon_but_three():
    from decks.catalog import get_card
    from decks.effects import card_has, card_names
    match = load_effects()[KOROMON].effects[0].matches[0]
    tsv = Path(__file__).resolve().parents[1] / "decks" / "data" / "cards.tsv"
    numbers = [line.split("\t")[0] for line in tsv.read_text(encoding="utf-8").splitlines()[1:]]
    for number in numbers:
        card = get_card(number)
        if card.kind != "digimon":
            continue
        exact, parts = card_names(card)   # its printed name and those its rule gives it (Shoutmon DX: ZeigGreymon)
        named = any("greymon" in n or "omnimon" in n for n in exact + parts) and not set(exact) & {
            "dorugreymon", "burninggreymon", "dexdorugreymon"}
        assert card_has(card, match) == named, number


# --- BT16-002 ------------------------------------------------------------------------------------------------

def test_demiveemon_beneath_a_two_colour_digimon_adds_1000_dp():
    pos = build(Side(battle=[Slot([DEMIVEEMON, SHOUTMON_STARSWORD]), Slot([DEMIVEEMON, MONODRAMON])], deck=[AGUMON]),
                Side(deck=[AGUMON]))
    assert pos.dp(0, 1) == 5000
    assert pos.dp(0, 2) == 3000
    ok(pos)


# --- BT4-097 -------------------------------------------------------------------------------------------------

def test_kari_suspends_for_a_memory_when_the_opponents_attack_takes_a_security_card():
    pos = build(Side(battle=[KARI], security=[DRACOMON, AGUMON], deck=[AGUMON]),
                Side(battle=[GREYMON], deck=[AGUMON]), current=1, memory=2)
    before = pos.memory(0)
    script(pos, 0, True)
    pos.attack(1, 1)
    assert answered(pos)
    assert len(pos.security(0)) == 1
    assert pos.suspended(0, 1)
    assert pos.memory(0) == before + 1
    ok(pos)


def test_kari_already_suspended_pays_nothing_and_gains_nothing():
    pos = build(Side(battle=[Slot(KARI, suspended=True)], security=[DRACOMON, AGUMON], deck=[AGUMON]),
                Side(battle=[GREYMON], deck=[AGUMON]), current=1, memory=2)
    before = pos.memory(0)
    script(pos, 0, True)
    pos.attack(1, 1)
    assert pos.memory(0) == before
    ok(pos)


# --- BT7-008, BT4-009 ----------------------------------------------------------------------------------------

def test_flamemon_bt4_takes_a_hybrid_digimon_and_a_red_tamer():
    pos = build(Side(hand=[FLAMEMON_BT4], deck=[AGUMON, DRACOMON, TAKUYA, BURNINGGREYMON]), Side(deck=[AGUMON]),
                memory=3)
    pos.play(0, FLAMEMON_BT4)
    assert sorted(pos.hand(0)) == sorted([TAKUYA, BURNINGGREYMON])
    assert pos.deck(0) == [DRACOMON, AGUMON]
    ok(pos)


# --- EX2-003 -------------------------------------------------------------------------------------------------

def test_viximon_draws_once_for_options_of_cost_2_or_more():
    pos = build(Side(battle=[Slot([VIXIMON, AGUMON])], hand=[SHADOW_WING, STARLIGHT, STARLIGHT],
                     deck=[DRACOMON, MONODRAMON]), Side(deck=[AGUMON]), memory=10)
    pos.use_option(0, SHADOW_WING)   # cost 1: nothing
    assert sorted(pos.hand(0)) == [STARLIGHT, STARLIGHT]
    pos.use_option(0, STARLIGHT)     # cost 2: a draw
    assert sorted(pos.hand(0)) == sorted([STARLIGHT, MONODRAMON])
    pos.use_option(0, STARLIGHT)     # once per turn
    assert pos.hand(0) == [MONODRAMON] and pos.deck(0) == [DRACOMON]
    ok(pos)


# --- ST9-05 --------------------------------------------------------------------------------------------------

def test_paildramon_dna_digivolves_and_returns_a_6000_dp_digimon_to_the_deck_bottom():
    assert not load_effects()[PAILDRAMON].unmodeled
    pos = build(Side(battle=[IKKAKUMON, KUWAGAMON], hand=[PAILDRAMON], deck=[AGUMON]),
                Side(battle=[GREYMON, METALGREYMON], deck=[AGUMON]), memory=3)
    assert pos.dna_actions(0, PAILDRAMON) == [(1, 2, 0)]
    pos.dna(0, PAILDRAMON, 1, 2)
    assert pos.memory(0) == 3
    assert [s[-1] for s in pos.battle(0)] == [PAILDRAMON]
    assert pos.battle(1) == [[METALGREYMON]] and pos.deck(1)[0] == GREYMON
    ok(pos)


# --- BT12-095 ------------------------------------------------------------------------------------------------

def test_tai_gives_an_agumon_1000_dp_and_blocker_until_the_end_of_the_opponents_turn():
    from simcore.effect_codes import A_BLOCKER
    pos = build(Side(battle=[AGUMON, DRACOMON], hand=[TAI], deck=[AGUMON]), Side(deck=[AGUMON]), memory=5)
    pos.play(0, TAI)
    assert pos.dp(0, 1) == 3000 and pos.has(0, 1, A_BLOCKER)
    assert pos.dp(0, 2) == 4000 and not pos.has(0, 2, A_BLOCKER)
    pos.next_turn()
    assert pos.dp(0, 1) == 3000 and pos.has(0, 1, A_BLOCKER)
    pos.next_turn()
    assert pos.dp(0, 1) == 2000 and not pos.has(0, 1, A_BLOCKER)
    ok(pos)


def test_tai_suspends_for_a_memory_when_a_digimon_digivolves_into_greymon():
    pos = build(Side(battle=[TAI, AGUMON], hand=[GREYMON, GROWLMON], deck=[AGUMON, AGUMON]), Side(deck=[AGUMON]),
                memory=5)
    script(pos, 0, True)
    pos.digivolve(0, GREYMON, 2)   # cost 2
    assert answered(pos)
    assert pos.suspended(0, 1) and pos.memory(0) == 5 - 2 + 1
    ok(pos)


def test_tai_pays_nothing_for_another_name():
    pos = build(Side(battle=[TAI, AGUMON], hand=[GROWLMON], deck=[AGUMON]), Side(deck=[AGUMON]), memory=5)
    pos.digivolve(0, GROWLMON, 2)   # cost 2
    assert not pos.suspended(0, 1) and pos.memory(0) == 3
    ok(pos)


# --- BT12-070 ------------------------------------------------------------------------------------------------

def test_wargreymon_gains_dp_and_reboot_until_the_end_of_the_opponents_turn():
    from simcore.effect_codes import A_REBOOT
    pos = build(Side(battle=[Slot([GREYMON, METALGREYMON])], hand=[WARGREYMON], deck=[AGUMON]), Side(deck=[AGUMON]),
                memory=5)
    pos.digivolve(0, WARGREYMON, 1)   # cost 3
    assert pos.memory(0) == 2
    assert pos.dp(0, 1) == 15000 and pos.has(0, 1, A_REBOOT)
    pos.next_turn()
    assert pos.dp(0, 1) == 15000 and pos.has(0, 1, A_REBOOT)
    pos.next_turn()
    assert pos.dp(0, 1) == 12000 and not pos.has(0, 1, A_REBOOT)
    ok(pos)


def test_wargreymon_unsuspends_when_its_raid_switches_the_target():
    pos = build(Side(battle=[Slot([GREYMON, METALGREYMON, WARGREYMON])], deck=[AGUMON]),
                Side(battle=[GROWLMON], security=[AGUMON], deck=[AGUMON]))
    script(pos, 0, True)   # <Raid>: the switch taken
    pos.attack(0, 1)
    assert answered(pos)
    assert pos.battle(1) == [] and pos.trash(1) == [GROWLMON]
    assert pos.security(1) == [AGUMON]
    assert not pos.suspended(0, 1)
    ok(pos)


# --- BT7-056 -------------------------------------------------------------------------------------------------

def test_dorumon_beneath_gives_one_memory_once_when_cards_are_placed_under():
    pos = build(Side(battle=[DORUMON], hand=[SNATCHMON], trash=[VEMMON, VEMMON], deck=[AGUMON]), Side(deck=[AGUMON]),
                memory=5)
    pos.digivolve(0, SNATCHMON, 1)   # cost 3; two [Vemmon] placed under it, one memory for both
    assert pos.stack(0, 1) == [VEMMON, VEMMON, DORUMON, SNATCHMON]   # bottom first
    assert pos.trash(0) == []
    assert pos.memory(0) == 5 - 3 + 1
    ok(pos)
