"""Real cards of the compiled costs and free plays (their lines in decks/data/effects_generated.txt): a Tamer that
returns itself to the deck bottom to play a card from the trash or the hand (BT24-088 Asuna Shiroki, BT24-083
Hiroko Sagisaka), a hand cost with a name-or-trait and a text-or-trait filter (BT21-064 Guilmon, BT24-088), a
play from the hand or the trash (BT1-056 Tinkermon's partner) and a play of one of two names (BT5-092)."""
import numpy as np

from effect_positions import Side, Slot, build, ok
from simcore import engine as E

I32 = np.int32


def start_turn(pos):
    E.start_turn(pos.st, pos.tb)


def play(pos, number):
    E.play_from_hand(pos.st, pos.tb, I32(0), I32(pos.hand_index(0, number)))


def test_bt24_088_asuna_returns_to_the_deck_to_play_a_level_4_card_with_three_musketeers_in_its_text():
    # BT6-060 Deputymon (level 4) has no [TS] trait but [Three Musketeers] in its text; BT24-050 is level 5
    pos = build(Side(battle=["BT24-088"], trash=["BT6-060", "BT24-050"], deck=["ST1-03", "ST1-03"]), memory=3)
    start_turn(pos)
    assert pos.battle(0) == [["BT6-060"]]
    assert pos.trash(0) == ["BT24-050"]
    assert pos.deck(0) == ["BT24-088", "ST1-03"] and pos.hand(0) == ["ST1-03"]   # then the draw phase
    ok(pos)


def test_bt24_088_asuna_keeps_its_place_without_a_target_or_with_5_memory():
    pos = build(Side(battle=["BT24-088"], trash=["BT24-050"], deck=["ST1-03"]), memory=3)
    start_turn(pos)         # a level 5 [TS] Digimon is no target: paying would buy nothing
    assert pos.battle(0) == [["BT24-088"]] and pos.trash(0) == ["BT24-050"]
    pos = build(Side(battle=["BT24-088"], trash=["BT24-046"], deck=["ST1-03"]), memory=5)
    start_turn(pos)         # 5 memory: the effect does not activate
    assert pos.battle(0) == [["BT24-088"]] and pos.trash(0) == ["BT24-046"]
    ok(pos)


def test_bt24_083_hiroko_plays_a_ts_digimon_of_5000_dp_or_less_from_the_hand():
    # BT24-046 Garurumon: [TS], 4000 DP; BT24-022 Ikkakumon: [TS], 6000 DP
    pos = build(Side(battle=["BT24-083"], hand=["BT24-022", "BT24-046"], deck=["ST1-03"]), memory=4)
    start_turn(pos)
    assert pos.battle(0) == [["BT24-046"]]
    assert pos.hand(0) == ["BT24-022", "ST1-03"]
    assert pos.deck(0) == ["BT24-083"]
    assert pos.memory(0) == 4   # played without paying
    ok(pos)


def test_bt24_088_on_play_trashes_a_card_with_three_musketeers_in_its_text_to_draw_2():
    # BT6-068 Impmon has [Three Musketeers] in its text; ST1-03 Agumon neither that nor [TS]
    pos = build(Side(hand=["BT24-088", "ST1-03", "BT6-068"], deck=["ST1-03", "ST1-04", "ST1-05"]), memory=3)
    play(pos, "BT24-088")
    assert pos.trash(0) == ["BT6-068"]
    assert sorted(pos.hand(0)) == ["ST1-03", "ST1-04", "ST1-05"]
    pos = build(Side(hand=["BT24-088", "ST1-03"], deck=["ST1-03", "ST1-04", "ST1-05"]), memory=3)
    play(pos, "BT24-088")   # nothing to pay with: no draw
    assert pos.trash(0) == [] and pos.hand(0) == ["ST1-03"]
    ok(pos)


def test_bt21_064_trashes_a_card_with_a_name_or_the_hero_trait_to_draw_2():
    # BT21-064's cost takes [Guilmon] in a name or the [Hero] trait: BT21-064 itself (Guilmon) is such a card
    pos = build(Side(hand=["BT21-064", "BT21-064", "ST1-03"], deck=["ST1-04", "ST1-05"]), memory=5)
    play(pos, "BT21-064")
    assert pos.trash(0) == ["BT21-064"]
    assert sorted(pos.hand(0)) == ["ST1-03", "ST1-04", "ST1-05"]
    ok(pos)


def test_bt5_092_plays_agumon_or_gabumon_from_the_hand():
    pos = build(Side(hand=["BT5-092", "ST2-03", "ST1-04"], deck=["ST1-05"]), memory=5)
    play(pos, "BT5-092")    # ST2-03 Gabumon; ST1-04 (not one of the names) stays
    assert sorted(s[-1] for s in pos.battle(0)) == ["BT5-092", "ST2-03"]
    assert pos.hand(0) == ["ST1-04"]
    ok(pos)


def test_bt1_056_petermon_plays_tinkermon_from_the_trash_before_the_hand():
    # BT1-047 Tinkermon in both zones: the trash's copy is played, the hand keeps its copy; ST1-04 is no Tinkermon
    pos = build(Side(hand=["BT1-056", "BT1-047", "ST1-04"], trash=["BT1-047"], deck=["ST1-05"]), memory=5)
    play(pos, "BT1-056")
    assert sorted(s[-1] for s in pos.battle(0)) == ["BT1-047", "BT1-056"]
    assert sorted(pos.hand(0)) == ["BT1-047", "ST1-04"] and pos.trash(0) == []
    pos = build(Side(hand=["BT1-056", "BT1-047"], deck=["ST1-05"]), memory=5)
    play(pos, "BT1-056")    # none in the trash: from the hand
    assert sorted(s[-1] for s in pos.battle(0)) == ["BT1-047", "BT1-056"] and pos.hand(0) == []
    ok(pos)


def lines_of(card):
    from decks.effects import load_effects
    return [e.text for e in load_effects()[card].effects]


def test_bt17_061_goblimon_deletes_another_of_yours_to_delete_a_level_4():
    assert lines_of("BT17-061")[0] == ("BT17-061 main on_play optional : delete_own_cost filter=other ; "
                                       "then delete target=opponent count=1 level<=4")
    pos = build(Side(hand=["BT17-061"], battle=["BT1-010"], deck=["ST1-05"]), Side(battle=["BT1-015"]), memory=3)
    play(pos, "BT17-061")   # Agumon pays (Goblimon itself may not); Greymon (level 4) goes
    assert pos.battle(0) == [["BT17-061"]] and pos.trash(0) == ["BT1-010"] and pos.trash(1) == ["BT1-015"]
    pos = build(Side(hand=["BT17-061"], deck=["ST1-05"]), Side(battle=["BT1-015"]), memory=3)
    play(pos, "BT17-061")   # no other Digimon to pay with: Greymon stays
    assert pos.battle(0) == [["BT17-061"]] and pos.battle(1) == [["BT1-015"]]
    ok(pos)


def test_bt16_071_madleomon_inherited_deletes_its_digimon_to_play_a_level_4_from_the_trash():
    assert ("BT16-071 inherited end_of_attack optional : delete_own_cost target=self ; "
            "then play_from_trash kind=digimon level<=4") in lines_of("BT16-071")
    # Greymon on MadLeomon attacks the player (1 security card, Agumon: no battle loss); at the end of the attack
    # it is deleted to play Woodmon (level 4) from the trash; BT19-054 (level 6) stays there
    pos = build(Side(battle=[Slot(["BT16-071", "BT1-015"])], trash=["BT1-072", "BT19-054"], deck=["ST1-05"]),
                Side(security=["BT1-010", "BT1-010"]), memory=3)
    pos.attack(0, 1)
    assert pos.battle(0) == [["BT1-072"]]
    assert sorted(pos.trash(0)) == ["BT1-015", "BT16-071", "BT19-054"]
    ok(pos)


def test_ex10_074_beelzemon_returns_2_cards_to_the_deck_top_to_de_digivolve_2():
    assert lines_of("EX10-074")[1] == (
        "EX10-074 main on_play if=own_trash>=10 optional : return_from_trash_top_cost 2 "
        "any=kind:digimon|kind:tamer|kind:option ; then de_digivolve 2 target=opponent count=1")
    trash = ["BT1-010"] * 4 + ["BT1-015"] * 4 + ["BT1-072", "ST1-01"]   # ST1-01: a Digi-Egg, never returned
    pos = build(Side(hand=["EX10-074"], trash=trash, deck=["ST1-05"]),
                Side(battle=[Slot(["BT1-010", "BT1-015", "BT1-072"])]), memory=10)
    play(pos, "EX10-074")
    assert pos.battle(1) == [["BT1-010"]]                # 2 cards off its top
    assert pos.deck(0)[0] == "ST1-05" and len(pos.deck(0)) == 3 and "ST1-01" in pos.trash(0)
    assert len(pos.trash(0)) == 8
    pos = build(Side(hand=["EX10-074"], trash=trash[1:], deck=["ST1-05"]),
                Side(battle=[Slot(["BT1-010", "BT1-015", "BT1-072"])]), memory=10)
    play(pos, "EX10-074")   # 9 cards in the trash: it does not activate
    assert pos.battle(1) == [["BT1-010", "BT1-015", "BT1-072"]] and pos.deck(0) == ["ST1-05"]
    ok(pos)
