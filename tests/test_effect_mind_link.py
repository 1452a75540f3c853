"""<Mind Link> and the conditions of the Tamers' texts that come with it, and other conditions read since.

- <Mind Link> of a Tamer's [Main]: `mind_link` (an activated effect): the Tamer goes as the bottom digivolution card of
  1 of your Digimon passing the clause's filters with no Tamer card beneath, offered only while there is one
  (BT14-086, BT14-087, BT16-086, BT16-087, BT17-086, BT17-091);
- "while this Digimon has [A] or [B] in its name, or the [C] trait" and "... in its text": if=this_has, and "it gains
  <a> and <b>": one persistent row per keyword under it;
- "if you have a Digimon with [X] in its text / [A] or [B] in one of its traits": if=own_has (BT17-086, BT13-094);
- no Digimon of the opponent's with a bigger stack than this Digimon's:
  if=opponent_no_more_digivolution_cards (BT14-002, BT14-029);
- a static pair of keywords while [A] or [B] lies under this Digimon (P-139), and a pair while you have a
  Tamer (EX3-053);
- "if your opponent has N or more memory": if=own_memory<=-N (BT15-071, BT15-075, BT16-076);
- "if you have / your opponent has N or more cards in hand": own_hand>=, opponent_hand>= beside each other as
  branches (BT9-085);
- a condition on a card of a colour under this Digimon (blue, purple): if=named_digivolution_cards>=1
  with the colour as the condition's match, two such sentences read as branches (BT8-032, BT8-082)."""
from effect_positions import Side, build, full, lines_of
from positions import Slot, ok
from simcore import effect_codes as ec
from simcore import engine as E

SATSUKI = "BT14-086"       # black Tamer; <Mind Link> with [Numemon]/[Monzaemon] in the name or [DigiPolice]
EIJI = "BT14-087"          # purple Tamer; <Mind Link> with the [Dark Animal] or [SoC] trait; inherited Alliance, Blocker
KOSUKE = "BT16-087"
CRACKER_FANG = "BT17-091"
HACKER_JUDGE = "BT16-086"
LEON = "BT17-086"
BUKAMON = "BT14-002"       # Digi-Egg; inherited, your turn: <Jamming> while no opponent's Digimon has more cards
PLESIOMON = "BT14-029"     # Lv.6 blue, 11000 DP; When Attacking, once: unsuspend if none has more cards beneath
KRISTY = "BT13-094"
LEOMON_X = "P-139"
METALLICDRAMON = "EX3-053"
DOBERMON = "BT4-082"       # Lv.4 black, 7000 DP, [Dark Animal], no text
GORILLAMON = "BT1-037"     # Lv.4 blue, 6000 DP, no text
MONODRAMON = "BT1-009"     # Lv.3 red, 3000 DP, no text
KOKATORIMON = "BT1-014"    # Lv.4 red, 4000 DP, no text
VEGIEMON = "BT1-071"       # Lv.4 green, 6000 DP, no text
FIGHTER_MODE = "BT8-032"   # Lv.6 blue/green, 13000 DP; When Attacking, once: a blue card beneath: unsuspend 1 of
#                            yours; a green card beneath: suspend 1 of the opponent's
LOOGAMON = "BT15-071"    # inherited: End of Attack, once: 1 memory gained while the opponent holds memory
RIKA = "BT9-085"


def test_encoded_lines():
    for card in (SATSUKI, EIJI, KOSUKE, CRACKER_FANG, HACKER_JUDGE, LEON, BUKAMON, PLESIOMON, LEOMON_X):
        assert full(card), card
    assert lines_of(SATSUKI)[1:4] == [
        "BT14-086 main activated : mind_link any=name:numemon|name:monzaemon|trait:digipolice",
        "BT14-086 inherited static if=this_has : jamming target=self any=name:numemon|name:monzaemon|trait:digipolice",
        "BT14-086 inherited static if=this_has : reboot target=self any=name:numemon|name:monzaemon|trait:digipolice"]
    assert lines_of(EIJI)[1:4] == [
        "BT14-087 main activated : mind_link trait=dark_animal|soc",
        "BT14-087 inherited static if=this_has : keyword alliance target=self trait=dark_animal|soc",
        "BT14-087 inherited static if=this_has : blocker target=self trait=dark_animal|soc"]
    assert "BT17-086 main activated : mind_link text~pulsemon" in lines_of(LEON)
    assert "BT17-086 main start_of_your_main_phase if=own_has : memory +1 kind=digimon text~pulsemon" in lines_of(LEON)
    assert "BT16-086 main activated : mind_link text~pulsemon" in lines_of(HACKER_JUDGE)
    assert "BT17-091 main activated : mind_link trait=dark_animal|soc" in lines_of(CRACKER_FANG)
    assert "BT16-087 main activated : mind_link trait=x_antibody|soc" in lines_of(KOSUKE)
    # the keyword's reminder text alone, the database lacking its name
    assert "BT15-086 main activated : mind_link trait=machine|cyborg|soc" in lines_of("BT15-086")
    assert "BT15-087 main activated : mind_link trait=x_antibody|digipolice" in lines_of("BT15-087")
    assert lines_of(BUKAMON) == [
        "BT14-002 inherited static your_turn if=opponent_no_more_digivolution_cards : jamming target=self"]
    assert lines_of(PLESIOMON)[1] == ("BT14-029 main when_attacking once_per_turn "
                                      "if=opponent_no_more_digivolution_cards : unsuspend target=self")
    assert "BT13-094 main start_of_your_main_phase if=own_has : memory +1 kind=digimon trait~avian|bird" \
        in lines_of(KRISTY)
    assert [x for x in lines_of(LEOMON_X) if " static " in x] == [
        "P-139 main static if=named_digivolution_cards>=1 : blocker target=self name=leomon|x_antibody",
        "P-139 main static if=named_digivolution_cards>=1 : keyword fortitude target=self name=leomon|x_antibody"]
    assert "BT15-071 inherited end_of_attack once_per_turn if=own_memory<=-1 : memory +1" in lines_of(LOOGAMON)
    assert ("BT9-085 main start_of_your_main_phase : branches ; then if=own_hand>=8 memory +1 ; then "
            "if=opponent_hand>=8 memory +1") in lines_of(RIKA)
    assert full(FIGHTER_MODE)
    assert lines_of(FIGHTER_MODE)[1] == (
        "BT8-032 main when_attacking once_per_turn : branches ; then if=named_digivolution_cards>=1 unsuspend "
        "target=own count=1 this_any=color:blue ; then if=named_digivolution_cards>=1 suspend target=opponent "
        "count=1 any=color:green")
    assert [x for x in lines_of(METALLICDRAMON) if " static " in x] == [
        "EX3-053 main static opponents_turn if=own_tamers>=1 : blocker target=self",
        "EX3-053 main static opponents_turn if=own_tamers>=1 : reboot target=self"]


def test_eiji_mind_links_under_a_dark_animal_digimon_which_gains_blocker():
    pos = build(Side(battle=[GORILLAMON, DOBERMON, EIJI], deck=[MONODRAMON]), Side(deck=[MONODRAMON]), memory=3)
    assert not pos.can_block(0, 2)
    pos.activate(0, 3)
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [[GORILLAMON], [EIJI, DOBERMON]]   # the Tamer at the bottom, its slot gone
    assert pos.can_block(0, 2) and not pos.can_block(0, 1)
    assert [e[1] for e in pos.effects(EIJI)] == [ec.A_MIND_LINK]
    assert pos.memory(0) == 3   # no cost
    ok(pos)


def test_mind_link_is_not_offered_without_a_digimon_of_the_trait_free_of_tamer_cards():
    pos = build(Side(battle=[GORILLAMON, Slot([KRISTY, DOBERMON]), EIJI], deck=[MONODRAMON]),
                Side(deck=[MONODRAMON]), memory=3)
    assert not pos.activatable(0, 3)   # Gorillamon lacks the trait, Dobermon has a Tamer card beneath
    pos = build(Side(battle=[GORILLAMON, Slot([MONODRAMON, DOBERMON]), EIJI], deck=[MONODRAMON]),
                Side(deck=[MONODRAMON]), memory=3)
    assert pos.activatable(0, 3)
    ok(pos)


def test_bukamon_gives_jamming_while_no_opponents_digimon_has_more_digivolution_cards():
    pos = build(Side(battle=[Slot([BUKAMON, GORILLAMON])], deck=[MONODRAMON]),
                Side(battle=[Slot([MONODRAMON, KOKATORIMON])], deck=[MONODRAMON]), memory=3)
    assert pos.has(0, 1, ec.A_JAMMING)   # 1 against 1
    pos = build(Side(battle=[Slot([BUKAMON, GORILLAMON])], deck=[MONODRAMON]),
                Side(battle=[Slot([MONODRAMON, MONODRAMON, KOKATORIMON])], deck=[MONODRAMON]), memory=3)
    assert not pos.has(0, 1, ec.A_JAMMING)   # 1 against 2
    ok(pos)


def test_plesiomon_unsuspends_when_no_opponents_digimon_has_more_digivolution_cards():
    pos = build(Side(battle=[Slot([GORILLAMON, PLESIOMON])], deck=[MONODRAMON]),
                Side(battle=[Slot([MONODRAMON, KOKATORIMON])], security=[MONODRAMON], deck=[MONODRAMON]), memory=3)
    pos.attack(0, 1, -1)
    E.settle(pos.st, pos.tb)
    assert not pos.suspended(0, 1) and pos.security(1) == []
    ok(pos)
    pos = build(Side(battle=[Slot([GORILLAMON, PLESIOMON])], deck=[MONODRAMON]),
                Side(battle=[Slot([MONODRAMON, MONODRAMON, KOKATORIMON])], security=[MONODRAMON],
                     deck=[MONODRAMON]), memory=3)
    pos.attack(0, 1, -1)
    E.settle(pos.st, pos.tb)
    assert pos.suspended(0, 1)
    ok(pos)


def test_fighter_mode_unsuspends_for_a_blue_card_beneath_and_suspends_for_a_green_one():
    pos = build(Side(battle=[Slot([GORILLAMON, FIGHTER_MODE])], deck=[MONODRAMON]),
                Side(battle=[KOKATORIMON], security=[MONODRAMON], deck=[MONODRAMON]), memory=3)
    pos.attack(0, 1, -1)
    E.settle(pos.st, pos.tb)
    assert not pos.suspended(0, 1) and not pos.suspended(1, 1)   # blue beneath only
    ok(pos)
    pos = build(Side(battle=[Slot([VEGIEMON, FIGHTER_MODE])], deck=[MONODRAMON]),
                Side(battle=[KOKATORIMON], security=[MONODRAMON], deck=[MONODRAMON]), memory=3)
    pos.attack(0, 1, -1)
    E.settle(pos.st, pos.tb)
    assert pos.suspended(0, 1) and pos.suspended(1, 1)   # green beneath only
    ok(pos)


def test_an_end_of_attack_memory_gain_needs_the_opponent_to_have_memory():
    for memory, after in ((-2, -1), (1, 1)):   # seen from the attacking player's side
        pos = build(Side(battle=[Slot([LOOGAMON, GORILLAMON])], deck=[MONODRAMON]),
                    Side(security=[MONODRAMON], deck=[MONODRAMON]), memory=memory)
        pos.attack(0, 1, -1)
        E.settle(pos.st, pos.tb)
        assert pos.memory(0) == after
        ok(pos)
