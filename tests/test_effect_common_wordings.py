"""Wordings many cards share, and the words they brought.

- `branches` (an action that does nothing: "If X, A. If Y, B." read as clauses under their own conditions, each
  tested as it comes, the effect itself without a condition): BT15-034 Salamon, BT14-037 MagnaAngemon (its
  "Then" clause runs whatever the security count);
- `own_security_fewer` (a condition: fewer security cards than the opponent): BT6-089 T.K. Takaishi & Kari Kamiya;
- `for_each=own_hand` (a dp once for each card in your hand, counted as it resolves): BT2-098 EDEN's Javelin;
- `for_each=own_security per=N` on a persistent dp of this Digimon (+N DP for every N security cards): BT1-060
  MagnaAngemon's inherited effect;
- `if=own_has` on a persistent dp or keyword of this Digimon, its card filters the ones you must have
  (filter=other: not this Digimon): BT8-064 Greymon, BT10-049 Ballistamon, BT10-060 Sparrowmon."""
import numpy as np

import effect_positions
from effect_positions import Side, answered, full, lines_of, script
from positions import Slot, ok
from decks.effects import EffectSyntaxError, parse_effects
from decks.tools import compile_effects as ce
from simcore import effect_codes as ec
from simcore import engine as E
from simcore.effects import delete_slot
from simcore.layout import DEL_EFFECT

MAGNA_OLD = "BT1-060"     # MagnaAngemon, yellow Lv.5; inherited: +1000 DP for every 3 security cards (your turn)
GREYMON = "BT8-064"       # Greymon, black Lv.4; inherited: <Blocker> while you have a red Digimon (opponent's turn)
BALLISTAMON = "BT10-049"  # green Lv.4 [Xros Heart], 4000 DP: <Blocker> while you have another [Xros Heart]
SPARROWMON = "BT10-060"   # black Lv.3 [Xros Heart] [Twilight], 2000 DP: +3000 while another [Xros Heart]/[Twilight]
SALAMON = "BT15-034"      # yellow Lv.3; Start of Your Main Phase: the two security branches
MAGNA = "BT14-037"        # MagnaAngemon, yellow Lv.5 [Vaccine], cost 4; On Play: the branch, then -1000 for each
JAVELIN = "BT2-098"       # EDEN's Javelin, yellow option, cost 6: draw 1, then -1000 for each card in your hand
TK_KARI = "BT6-089"       # Tamer: Start of Your Turn, fewer security cards than the opponent: 2 memory
SIRENMON = "BT1-057"      # yellow Lv.5, 6000 DP, no text
GOGMAMON = "BT10-064"     # black Lv.5, 8000 DP, no text
MONODRAMON = "BT1-009"    # red Lv.3, 3000 DP, no text
GOLEMON = "BT10-062"      # black Lv.4, 5000 DP, no text
MONITAMON = "BT10-058"    # black Lv.3 [Xros Heart] [Twilight], no text
TSUKAIMON = "BT1-045"     # yellow Lv.3 [Virus], no text
REPPAMON = "BT1-051"      # yellow Lv.4 [Vaccine] Digimon card, no text
VOLCANICDRAMON = "EX7-014"   # 13000 DP, the opponent's
GOMAMON = "BT14-020"      # Gomamon; inherited: on the opponent's turn, about to be deleted, play a [Gomamon] beneath
IKKAKUMON = "BT1-034"     # blue Lv.4, no text
I32 = np.int32


def test_encoded_lines():
    for card in (MAGNA_OLD, GREYMON, BALLISTAMON, SPARROWMON, SALAMON, MAGNA, JAVELIN, TK_KARI):
        assert full(card), card
    assert "BT1-060 inherited static your_turn : dp +1000 target=self for_each=own_security per=3" in lines_of(MAGNA_OLD)
    assert "BT8-064 inherited static opponents_turn if=own_has : blocker target=self kind=digimon color=red" \
        in lines_of(GREYMON)
    assert "BT10-049 main static opponents_turn if=own_has : blocker target=self kinds=digimon,tamer " \
        "trait~xros_heart filter=other" in lines_of(BALLISTAMON)
    assert "BT10-060 main static if=own_has : dp +3000 target=self kinds=digimon,tamer trait~xros_heart|twilight " \
        "filter=other" in lines_of(SPARROWMON)
    assert "BT15-034 main start_of_your_main_phase : branches ; then if=own_security>=3 security_top_to_hand " \
        "filter=may ; then if=own_security<=2 hand_to_security 1 color=yellow kind=digimon trait=vaccine " \
        "target=player filter=may,top_or_bottom" in lines_of(SALAMON)
    assert lines_of(MAGNA) == [
        "BT14-037 main hand_counter optional : digivolve_from_hand target=own",
        "BT14-037 main on_play : branches ; then if=own_security<=5 recovery 1 ; then dp -1000 target=opponent "
        "count=1 duration=turn for_each=own_security",
        "BT14-037 main when_digivolving : branches ; then if=own_security<=5 recovery 1 ; then dp -1000 "
        "target=opponent count=1 duration=turn for_each=own_security",
        "BT14-037 main static : overflow 3"]
    assert lines_of(JAVELIN) == [
        "BT2-098 main main : draw 1 ; then dp -1000 target=opponent count=1 duration=turn for_each=own_hand",
        "BT2-098 security security : activate_main"]
    assert "BT6-089 main start_of_your_turn if=own_security_fewer : memory +2" in lines_of(TK_KARI)
    assert lines_of("BT14-060")[0] == "BT14-060 main when_attacking : reveal_play 3 kinds=digimon,tamer " \
        "trait=d-brigade|digipolice cost<=3 up_to"   # its "(Rule) Name:" sentence: a name of the card (aliases)
    assert full("BT14-060") and full(GOMAMON)
    assert lines_of(GOMAMON)[1] == "BT14-020 inherited would_leave_any_way opponents_turn if=would_be_deleted " \
        "optional : play_from_digivolution_cards target=self kind=digimon name=gomamon"
    # "if it has the [X] trait or is green": either, of the played card or the card digivolved into
    assert full("BT16-017") and lines_of("BT16-017")[:2] == [
        "BT16-017 main own_digimon_played your_turn once_per_turn card.any=trait:free|color:green : memory +1",
        "BT16-017 main own_digimon_digivolved your_turn once_per_turn card.any=trait:free|color:green : memory +1"]
    # "switch the target of attack to 1 of your suspended Digimon"
    assert full("BT10-052") and "BT10-052 main opponent_digimon_attacks opponents_turn once_per_turn optional : " \
        "switch_attack_target target=own count=1 filter=suspended" in lines_of("BT10-052")
    # BT9-034: looks at the top security card, may take it, then <Recovery +1>
    assert full("BT9-034") and lines_of("BT9-034") == [
        "BT9-034 main when_digivolving optional : security_top_to_hand ; then recovery 1"]
    # BT17-040: the two security branches, and "then, if [X] is in this Digimon's digivolution cards" (a name that
    # is no X Antibody) as the chained clause's condition
    assert full("BT17-040") and lines_of("BT17-040")[:2] == [
        "BT17-040 main when_digivolving : suspend target=opponent count=1 ; then if=named_digivolution_cards>=1 "
        "security_attack -1 target=all_opponent duration=opponents_next_turn this_name=leon_alexander",
        "BT17-040 main end_of_your_turn once_per_turn : branches ; then if=own_security>=3 dp -6000 target=opponent "
        "count=1 duration=turn ; then if=own_security<=3 recovery 1 ; then attack target=own count=1 "
        "filter=digimon_only"]


def test_compiler_reads_branches_with_the_security_cards_left_out():
    seg = ce.Segment("main", ("on play",), "if you have 5 or more security cards, suspend 2 of your opponent's "
                     "digimon. if you have 5 or fewer, gain 2 memory.")
    lines, _ = ce.read_segment("X-1", "digimon", seg, 4)
    assert lines == ["X-1 main on_play : branches ; then if=own_security>=5 suspend target=opponent count=2 ; then "
                     "if=own_security<=5 memory +2"]
    seg = ce.Segment("main", ("main",), "for the turn, 1 of your opponent's digimon gets -2000 dp for each card in "
                     "your security stack.")
    assert ce.read_segment("X-1", "option", seg, 4)[0] == [
        "X-1 main main : dp -2000 target=opponent count=1 duration=turn for_each=own_security"]
    seg = ce.Segment("main", ("all turns",), "this digimon gets +2000 dp for each of its digivolution cards.")
    assert ce.read_segment("X-1", "digimon", seg, 4)[0] == ["X-1 main static : dp +2000 target=self per=1"]
    # one conditional sentence: the condition is the effect's, as before
    seg = ce.Segment("main", ("on play",), "if you have 2 or fewer security cards, gain 2 memory.")
    assert ce.read_segment("X-1", "digimon", seg, 4)[0] == ["X-1 main on_play if=own_security<=2 : memory +2"]


def test_parser_keeps_the_new_words_where_they_are_read():
    for line in ("W-1 main main : memory +1 for_each=own_hand",
                 "W-1 main static : dp +1000 target=self for_each=own_security",   # per= missing
                 "W-1 main static : dp +1000 target=all_own for_each=own_security per=3",
                 "W-1 main static : dp +1000 target=self for_each=own_digimon per=2"):
        try:
            parse_effects(line)
        except EffectSyntaxError:
            continue
        raise AssertionError(line)


def test_dp_for_every_three_security_cards():
    for n, dp in ((7, 6000 + 2000), (6, 6000 + 2000), (5, 6000 + 1000), (2, 6000)):
        pos = effect_positions.build(Side(battle=[Slot([MAGNA_OLD, SIRENMON])], security=[MONODRAMON] * n,
                                          deck=[MONODRAMON]), Side(deck=[MONODRAMON]))
        assert pos.dp(0, 1) == dp, n
        ok(pos)
    # the inherited effect is of your turn only
    pos = effect_positions.build(Side(battle=[Slot([MAGNA_OLD, SIRENMON])], security=[MONODRAMON] * 6,
                                      deck=[MONODRAMON]), Side(deck=[MONODRAMON]), current=1)
    assert pos.dp(0, 1) == 6000


def test_blocker_while_you_have_a_red_digimon():
    with_red = effect_positions.build(Side(battle=[Slot([GREYMON, GOGMAMON]), MONODRAMON], deck=[MONODRAMON]),
                                      Side(deck=[MONODRAMON]), current=1)
    assert with_red.has(0, 1, ec.A_BLOCKER)
    ok(with_red)
    without = effect_positions.build(Side(battle=[Slot([GREYMON, GOGMAMON]), GOLEMON], deck=[MONODRAMON]),
                                     Side(deck=[MONODRAMON]), current=1)
    assert not without.has(0, 1, ec.A_BLOCKER)
    # a red Digimon in the breeding area is not in play
    bred = effect_positions.build(Side(battle=[Slot([GREYMON, GOGMAMON])], breeding=MONODRAMON, deck=[MONODRAMON]),
                                  Side(deck=[MONODRAMON]), current=1)
    assert not bred.has(0, 1, ec.A_BLOCKER)
    # the opponent's turn only
    mine = effect_positions.build(Side(battle=[Slot([GREYMON, GOGMAMON]), MONODRAMON], deck=[MONODRAMON]),
                                  Side(deck=[MONODRAMON]))
    assert not mine.has(0, 1, ec.A_BLOCKER)


def test_another_xros_heart_card_this_one_not_counted():
    alone = effect_positions.build(Side(battle=[BALLISTAMON, SPARROWMON], deck=[MONODRAMON]),
                                   Side(deck=[MONODRAMON]), current=1)
    assert alone.has(0, 1, ec.A_BLOCKER)          # Sparrowmon is another [Xros Heart]
    assert alone.dp(0, 2) == 2000 + 3000          # and Ballistamon for Sparrowmon
    ok(alone)
    single = effect_positions.build(Side(battle=[BALLISTAMON, GOLEMON], deck=[MONODRAMON]),
                                    Side(deck=[MONODRAMON]), current=1)
    assert not single.has(0, 1, ec.A_BLOCKER)     # itself only: no
    only_sparrow = effect_positions.build(Side(battle=[SPARROWMON, GOLEMON], deck=[MONODRAMON]),
                                          Side(deck=[MONODRAMON]))
    assert only_sparrow.dp(0, 1) == 2000
    twilight = effect_positions.build(Side(battle=[SPARROWMON, MONITAMON], deck=[MONODRAMON]),
                                      Side(deck=[MONODRAMON]))
    assert twilight.dp(0, 1) == 5000


def _salamon(security, hand, *answers):
    pos = effect_positions.build(Side(battle=[SALAMON], security=security, hand=hand, deck=[MONODRAMON]),
                                 Side(battle=[VOLCANICDRAMON], deck=[MONODRAMON]), memory=3)
    script(pos, 0, *answers)
    E.begin_main_phase(pos.st, pos.tb, I32(0))
    return pos


def test_branches_three_security_cards_take_both():
    # 3: the top card to the hand; then 2, so the Vaccine card of the hand goes to the security stack
    pos = _salamon([TSUKAIMON, TSUKAIMON, MONODRAMON], [REPPAMON], True, True)
    assert answered(pos)
    assert pos.hand(0) == [MONODRAMON]
    assert sorted(pos.security(0)) == sorted([TSUKAIMON, TSUKAIMON, REPPAMON])
    ok(pos)


def test_branches_four_security_cards_take_the_first_only():
    pos = _salamon([TSUKAIMON] * 3 + [MONODRAMON], [REPPAMON], True)
    assert answered(pos)
    assert sorted(pos.hand(0)) == sorted([REPPAMON, MONODRAMON])
    assert len(pos.security(0)) == 3
    ok(pos)


def test_branches_two_security_cards_take_the_second_only():
    pos = _salamon([TSUKAIMON, MONODRAMON], [REPPAMON, TSUKAIMON], True)
    assert answered(pos)
    assert pos.hand(0) == [TSUKAIMON]   # not a [Vaccine] card: stays
    assert sorted(pos.security(0)) == sorted([TSUKAIMON, MONODRAMON, REPPAMON])
    ok(pos)


def test_branches_declined():
    pos = _salamon([TSUKAIMON, TSUKAIMON, MONODRAMON], [REPPAMON], False)
    assert answered(pos)
    assert pos.hand(0) == [REPPAMON] and len(pos.security(0)) == 3
    ok(pos)


def _magna(security):
    pos = effect_positions.build(Side(hand=[MAGNA], security=security, battle=[TSUKAIMON],
                                      deck=[MONODRAMON, MONODRAMON]),
                                 Side(battle=[VOLCANICDRAMON], deck=[MONODRAMON]), memory=4)
    script(pos, 0)
    pos.play(0, MAGNA)
    E.settle(pos.st, pos.tb)
    return pos


def test_then_clause_runs_without_the_first_clause_condition():
    pos = _magna([TSUKAIMON] * 5)   # 5: <Recovery +1>, then 6 counted
    assert len(pos.security(0)) == 6
    assert pos.dp(1, 1) == 13000 - 6000
    ok(pos)
    pos = _magna([TSUKAIMON] * 7)   # 7: no recovery, the DP still cut, by 7000
    assert len(pos.security(0)) == 7
    assert pos.dp(1, 1) == 13000 - 7000
    ok(pos)


def test_dp_for_each_card_in_your_hand_counted_after_the_draw():
    pos = effect_positions.build(Side(battle=[TSUKAIMON], hand=[JAVELIN, MONODRAMON, GOLEMON], deck=[MONODRAMON]),
                                 Side(battle=[VOLCANICDRAMON], deck=[MONODRAMON]), memory=6)
    script(pos, 0)
    pos.use_option(0, JAVELIN)
    E.settle(pos.st, pos.tb)
    assert len(pos.hand(0)) == 3   # the two kept and the card drawn
    assert pos.dp(1, 1) == 13000 - 3000
    ok(pos)


def _start_of_turn(own, theirs):
    pos = effect_positions.build(Side(battle=[TK_KARI], security=[TSUKAIMON] * own, deck=[MONODRAMON]),
                                 Side(security=[TSUKAIMON] * theirs, deck=[MONODRAMON]), memory=0)
    E.start_turn(pos.st, pos.tb)
    return pos


def test_memory_with_fewer_security_cards_than_the_opponent():
    pos = _start_of_turn(2, 3)
    assert pos.memory(0) == 2
    ok(pos)
    assert _start_of_turn(3, 3).memory(0) == 0
    assert _start_of_turn(4, 3).memory(0) == 0


def _delete_gomamon_stack(current):
    pos = effect_positions.build(Side(battle=[Slot([GOMAMON, IKKAKUMON])], deck=[MONODRAMON]),
                                 Side(deck=[MONODRAMON]), current=current)
    script(pos, 0, True)
    delete_slot(pos.st, pos.tb, I32(0), I32(1), I32(DEL_EFFECT))
    E.settle(pos.st, pos.tb)
    return pos


def test_gomamon_played_from_beneath_before_a_deletion_on_the_opponents_turn():
    pos = _delete_gomamon_stack(1)
    assert answered(pos)
    assert pos.battle(0) == [[GOMAMON]]
    assert pos.trash(0) == [IKKAKUMON]
    ok(pos)
    pos = _delete_gomamon_stack(0)   # your turn: nothing played
    assert pos.battle(0) == []
    assert sorted(pos.trash(0)) == sorted([GOMAMON, IKKAKUMON])
