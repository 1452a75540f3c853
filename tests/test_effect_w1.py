"""BT4-091 Chaosmon: Valdur Arm, BT8-099 Giga Death and ST15-11 MetalGreymon, in the words the engine has.

- BT4-091's [When Digivolving] -7000 DP for the turn given twice (a chain of two counted dp rows, each target
  chosen anew, so one Digimon may take both);
- BT8-099's [Main]: suspend 1, then up to 10 of the opponent's suspended Digimon to the bottom of their decks;
- ST15-11's inherited <S Attack +1>: the short spelling of <Security A. +1>;
- "play 1 X from your hand/trash suspended without paying the cost" (BT2-047, P-110 and more): the free play with
  filter=suspended, the card entering the battle area suspended;
- BT7-005's inherited timing (your turn, your own effect putting a card beneath this Digimon): the timing
  cards_placed_under in your turn, as BT7-056 has it written by hand;
- BT1-025's "[Your Turn] doesn't activate [Security] skills on Option cards it checks" (`cant
  activate_option_security`, no security block of its own) and BT3-097's option giving it for the turn;
- "[Main] <Digi-Burst N> ・X" of a Digimon (BT4-046, P-025, P-026 and more): `activated : digi_burst N ; then X`."""
import effect_positions
from effect_positions import Side, answered, full, lines_of, script
from positions import Slot, ok
from simcore import engine as E

CHAOSMON = "BT4-091"     # Lv.7 white, from green Lv.6 for 6
GIGA_DEATH = "BT8-099"   # option, blue and green, cost 9
METALGREYMON = "ST15-11"  # Lv.5 black, <Blocker>, inherited <S Attack +1>
TITAMON = "BT1-080"      # Lv.6 green, 12000 DP, no text
ARMADILLOMON = "BT1-027"  # Lv.3 blue, 4000 DP, no text
VOLCANICDRAMON = "EX7-014"   # Lv.6, 13000 DP
AGUMON = "ST1-03"        # Lv.3, 2000 DP
VORVOMON = "BT2-011"     # Lv.3, 5000 DP, no text
NUMEMON = "BT2-056"      # Lv.4 black, 3000 DP, no text
ARGOMON = "BT2-047"      # Lv.5 green; inherited When Attacking: may play a green Lv.3 from the hand suspended
SHADRAMON = "P-110"      # Lv.4 red/purple, from red Lv.3 for 3; may play a [Veemon]/[Wormmon] from the trash suspended
VEEMON = "BT3-021"       # Lv.3 blue [Veemon], <Jamming> only
WARGREYMON = "BT1-025"   # Lv.6 red, 11000 DP; in your turn it runs no option's [Security] effect it checks
A_DELICATE_PLAN = "BT3-097"   # option; [Security]: add this card to the hand
WARGROWLMON = "BT4-046"  # Lv.5 red; [Main] <Digi-Burst 2>: 1 of the opponent's Digimon -4000 DP for the turn
GRANKUWAGAMON = "P-025"  # [Main] <Digi-Burst 2>: 1 of your Digimon <Security A. +1> for the turn
BLACKWARGREYMON = "P-026"   # [Main] <Digi-Burst 2>: unsuspend this Digimon


def test_encoded_lines():
    assert full(CHAOSMON) and full(GIGA_DEATH) and full(METALGREYMON)
    assert lines_of(CHAOSMON) == [
        "BT4-091 main when_digivolving : dp -7000 target=opponent count=1 duration=turn ; then dp -7000 "
        "target=opponent count=1 duration=turn",
        "BT4-091 main on_deletion : memory +3"]
    assert lines_of(GIGA_DEATH) == [
        "BT8-099 main main : suspend target=opponent count=1 ; then to_deck_bottom target=opponent count=10 up_to "
        "filter=suspended",
        "BT8-099 security security : suspend target=opponent count=1 ; then to_deck_bottom target=opponent count=1 "
        "filter=suspended"]
    assert full(ARGOMON) and full(SHADRAMON)
    assert lines_of(ARGOMON) == [
        "BT2-047 main static : keyword digisorption target=self count=3",
        "BT2-047 inherited when_attacking optional : play_from_hand kind=digimon color=green level=3 filter=suspended"]
    assert lines_of(SHADRAMON) == [
        "P-110 main when_digivolving optional : play_from_trash kind=digimon name=veemon|wormmon filter=suspended",
        "P-110 inherited on_deletion optional : play_from_hand kind=digimon name=veemon|wormmon filter=suspended"]
    assert full(WARGROWLMON) and full(GRANKUWAGAMON) and full(BLACKWARGREYMON)
    assert lines_of(WARGROWLMON) == [
        "BT4-046 main activated : digi_burst 2 ; then dp -4000 target=opponent count=1 duration=turn",
        "BT4-046 inherited static your_turn if=own_security<=3 : dp +1000 target=self"]
    assert lines_of(GRANKUWAGAMON) == [
        "P-025 main activated : digi_burst 2 ; then security_attack +1 target=own count=1 duration=turn"]
    assert lines_of(BLACKWARGREYMON) == ["P-026 main activated : digi_burst 2 ; then unsuspend target=self"]
    assert full("BT7-005")
    assert lines_of("BT7-005") == ["BT7-005 inherited cards_placed_under your_turn once_per_turn : draw 1"]
    assert full("BT1-025") and full(A_DELICATE_PLAN)
    assert lines_of("BT1-025") == [
        "BT1-025 main when_digivolving : security_attack +1 target=self duration=turn",
        "BT1-025 main static your_turn : cant activate_option_security target=self"]
    assert lines_of(A_DELICATE_PLAN) == [
        "BT3-097 main main : cant activate_option_security target=own count=1 duration=turn",
        "BT3-097 security security : add_self_to_hand"]
    assert lines_of(METALGREYMON) == [
        "ST15-11 main static : blocker target=self",
        "ST15-11 inherited static : security_attack +1 target=self"]


def test_chaosmon_cuts_7000_twice_and_one_digimon_may_take_both():
    # one Digimon of 13000 DP: both cuts land on it, 13000 - 14000 < 0, so it is deleted
    pos = effect_positions.build(Side(battle=[TITAMON], hand=[CHAOSMON], deck=[AGUMON]),
                                 Side(battle=[VOLCANICDRAMON], deck=[AGUMON]), memory=6)
    script(pos, 0)
    pos.digivolve(0, CHAOSMON, 1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == [[TITAMON, CHAOSMON]]
    assert pos.memory(0) == 0
    assert pos.battle(1) == []
    assert VOLCANICDRAMON in pos.trash(1)
    ok(pos)


def test_chaosmon_two_cuts_of_7000_in_all():
    # two Digimon of 13000 DP: two cuts of 7000; neither cut alone deletes either
    pos = effect_positions.build(Side(battle=[TITAMON], hand=[CHAOSMON], deck=[AGUMON]),
                                 Side(battle=[VOLCANICDRAMON, VOLCANICDRAMON], deck=[AGUMON]), memory=6)
    script(pos, 0)
    pos.digivolve(0, CHAOSMON, 1)
    E.settle(pos.st, pos.tb)
    left = [pos.dp(1, s) for s in range(1, len(pos.battle(1)) + 1)]
    gone = 2 - len(left)
    # either both cuts on one (deleted, the other untouched) or one on each
    assert (gone == 1 and left == [13000]) or sorted(left) == [6000, 6000]
    ok(pos)


def test_giga_death_suspends_one_then_returns_the_suspended_to_the_deck_bottom():
    opp = Side(battle=[VOLCANICDRAMON, Slot(VORVOMON, suspended=True), Slot(AGUMON, suspended=True)], deck=[NUMEMON])
    pos = effect_positions.build(Side(battle=[TITAMON, ARMADILLOMON], hand=[GIGA_DEATH], deck=[AGUMON]), opp,
                                 memory=9)
    script(pos, 0)
    pos.use_option(0, GIGA_DEATH)
    E.settle(pos.st, pos.tb)
    assert pos.memory(0) == 0
    # Volcanicdramon suspended by the first clause; then all three suspended ones (up to 10, the pilot takes all)
    # go under the deck (its last item is the top): Numemon stays on top
    assert pos.battle(1) == []
    assert sorted(pos.deck(1)[:3]) == sorted([VOLCANICDRAMON, VORVOMON, AGUMON])
    assert pos.deck(1)[3] == NUMEMON
    ok(pos)


def test_giga_death_main_needs_no_suspended_digimon_beforehand():
    # the opponent's only Digimon: suspended by the first clause, then it may go to the deck bottom
    pos = effect_positions.build(Side(battle=[TITAMON, ARMADILLOMON], hand=[GIGA_DEATH], deck=[AGUMON]),
                                 Side(battle=[VOLCANICDRAMON], deck=[NUMEMON]), memory=9)
    script(pos, 0)
    pos.use_option(0, GIGA_DEATH)
    E.settle(pos.st, pos.tb)
    assert pos.battle(1) == []
    assert pos.deck(1) == [VOLCANICDRAMON, NUMEMON]
    ok(pos)


def test_metalgreymon_inherited_s_attack_plus_one():
    pos = effect_positions.build(Side(battle=[Slot([NUMEMON]), Slot([METALGREYMON, NUMEMON])], deck=[AGUMON]),
                                 Side(deck=[AGUMON]))
    # the number of security cards checked: 1, one more with ST15-11 under it
    assert pos.security_attack(0, 1) == 1
    assert pos.security_attack(0, 2) == 2
    ok(pos)


def test_giga_death_leaves_an_unsuspended_digimon():
    # two unsuspended Digimon: one is suspended and goes; the other is no suspended Digimon and stays
    pos = effect_positions.build(Side(battle=[TITAMON, ARMADILLOMON], hand=[GIGA_DEATH], deck=[AGUMON]),
                                 Side(battle=[VOLCANICDRAMON, VORVOMON], deck=[NUMEMON]), memory=9)
    script(pos, 0)
    pos.use_option(0, GIGA_DEATH)
    E.settle(pos.st, pos.tb)
    assert len(pos.battle(1)) == 1 and not pos.suspended(1, 1)
    assert len(pos.deck(1)) == 2 and pos.deck(1)[1] == NUMEMON
    assert sorted([pos.battle(1)[0][0], pos.deck(1)[0]]) == sorted([VOLCANICDRAMON, VORVOMON])
    ok(pos)


def test_shadramon_plays_veemon_from_the_trash_suspended():
    pos = effect_positions.build(Side(battle=[AGUMON], hand=[SHADRAMON], trash=[VEEMON, NUMEMON], deck=[AGUMON]),
                                 Side(battle=[VOLCANICDRAMON], deck=[AGUMON]), memory=3)
    script(pos, 0, True)
    pos.digivolve(0, SHADRAMON, 1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == [[AGUMON, SHADRAMON], [VEEMON]]
    assert pos.suspended(0, 2) and not pos.suspended(0, 1)
    assert pos.trash(0) == [NUMEMON]
    ok(pos)


def test_shadramon_play_declined():
    pos = effect_positions.build(Side(battle=[AGUMON], hand=[SHADRAMON], trash=[VEEMON], deck=[AGUMON]),
                                 Side(battle=[VOLCANICDRAMON], deck=[AGUMON]), memory=3)
    script(pos, 0, False)
    pos.digivolve(0, SHADRAMON, 1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == [[AGUMON, SHADRAMON]]
    assert pos.trash(0) == [VEEMON]
    ok(pos)


def test_wargrowlmon_digi_burst_trashes_two_then_cuts_4000():
    pos = effect_positions.build(Side(battle=[Slot([AGUMON, NUMEMON, WARGROWLMON])], deck=[AGUMON]),
                                 Side(battle=[VOLCANICDRAMON], deck=[AGUMON]), memory=2)
    assert pos.activatable(0, 1)
    pos.activate(0, 1)
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [[WARGROWLMON]]
    assert sorted(pos.trash(0)) == sorted([AGUMON, NUMEMON])
    assert pos.dp(1, 1) == 13000 - 4000
    ok(pos)


def test_digi_burst_needs_its_digivolution_cards():
    # one digivolution card: <Digi-Burst 2> can't be paid, so it is not offered
    pos = effect_positions.build(Side(battle=[Slot([NUMEMON, WARGROWLMON])], deck=[AGUMON]),
                                 Side(battle=[VOLCANICDRAMON], deck=[AGUMON]), memory=2)
    assert not pos.activatable(0, 1)


def _check_delicate_plan(attacker):
    pos = effect_positions.build(Side(battle=[Slot([NUMEMON, attacker])], deck=[AGUMON]),
                                 Side(security=[A_DELICATE_PLAN], deck=[AGUMON]))
    pos.attack(0, 1)
    E.settle(pos.st, pos.tb)
    ok(pos)
    return pos


def test_wargreymon_checks_an_option_without_its_security_effect():
    pos = _check_delicate_plan(WARGREYMON)
    assert pos.security(1) == [] and pos.hand(1) == [] and pos.trash(1) == [A_DELICATE_PLAN]
    # another attacker: the option's [Security] effect adds it to its owner's hand
    pos = _check_delicate_plan(WARGROWLMON)
    assert pos.security(1) == [] and pos.hand(1) == [A_DELICATE_PLAN] and pos.trash(1) == []
