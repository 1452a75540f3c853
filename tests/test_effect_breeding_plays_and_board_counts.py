"""Free plays and board counts.

- The [Deva] wording (EX5-009 Indramon and its set): after <Draw 1>, a [Deva] trait Digimon card of the hand goes
  free into the empty breeding area, but not one named like a card of your battle area or trash:
  `play_to_breeding_area ... target=new_names_field_or_trash filter=may`.
- EX3-062 WarGrowlmon: both decks' top 3 trashed, then `if=either_trash>=5` (you or the opponent with 5 or more cards
  in the trash) a free [Guilmon] or [Takato Matsuki] from the hand or trash.
- a condition on this Digimon carrying an [On Play]: `if=has_on_play` (the top card's own [On Play] rows; EX3-048).
- The opponent's Digimon with or without digivolution cards: `if=opponent_no_stacked_digimon` (BT8-002, BT6-027)
  and `if=opponent_bare_digimon>=N` (BT1-004).
- a count of 2 of your suspended Digimon: `if=own_suspended_digimon>=2` (EX3-043 Entmon).
- "when you play [Hina Kurihara]": own_tamer_played with the Tamer's name a `card.` option (EX3-047).
- BT20-091 Cool Boy: in the opponent's turn, once, a free [Omekamon] from the hand before one of your [Royal Knight]
  Digimon leaves the battle area (an own_digimon_would_leave play_from_hand, no `stay`).
- BT2-038 RizeGreymon: the free yellow Tamer it plays does not activate its [On Play], read as for a Digimon
  (filter=no_on_play, compiled).
- EX3-050 (inherited): +2000 DP while you have a suspended Tamer (`if=own_suspended_tamer`, compiled).
- BT1-088 Izzy Izumi: its [Main] only with a green Digimon of level 5 and up in play (own_has, the filters on the
  cost clause): the Tamer suspended, the top card revealed, a Digimon card to the hand.
- ST14-07 Baalmon: it gives itself, until the opponent's turn ends, an [On Deletion] that plays [Beelzemon] from the
  trash while 10 or more cards lie there (gain_on_deletion, its gained_on_deletion row under if=own_trash>=10).
- ST20-14 Our Courage United: its <Delay> answers a level 5 or higher Digimon of yours about to leave the battle area
  with a free level 5 or lower [ADVENTURE] Digimon card from the hand.
Other real cards: BT10-079 Sandiramon and BT5-077 Vajramon (Lv.5 [Deva], no text), EX5-010 Sandiramon, BT2-013
Growlmon (Lv.4, 4000), BT2-009 Guilmon, EX3-011 Lavogaritamon (an [On Play]), ST20-08 Kabuterimon (Lv.4 green
[ADVENTURE]), ST20-04 Garudamon (Lv.5 [ADVENTURE], 7000), P-182 WarGreymon (Lv.6 [ADVENTURE]), BT8-038 Magnamon
(Lv.4 [Royal Knight], 7000), BT15-060 Omekamon, ST1-11 WarGreymon (12000), ST1-03 Agumon (2000)."""
from effect_positions import Side, Slot, answered, build, full, lines_of, script
from positions import ok

from simcore import engine as E

INDRAMON = "EX5-009"
CATURAMON = "EX5-051"
SANDIRAMON_EX = "EX5-010"
SANDIRAMON = "BT10-079"
VAJRAMON = "BT5-077"
WARGROWLMON = "EX3-062"
GROWLMON = "BT2-013"
GUILMON = "BT2-009"
JAZARDMON = "EX3-048"
JAZAMON = "EX3-047"
JAZARICHMON = "EX3-052"
LAVORVOMON = "EX3-007"
LAVOGARITAMON = "EX3-011"
HIYARIMON = "BT8-002"
MAJIRAMON = "BT6-027"
WANYAMON = "BT1-004"
ENTMON = "EX3-043"
KABUTERIMON = "ST20-08"
GARUDAMON = "ST20-04"
WARGREYMON_ADV = "P-182"
COURAGE = "ST20-14"
COOL_BOY = "BT20-091"
CYBERDRAMON = "EX3-050"
BAALMON = "ST14-07"
BEELZEMON = "BT2-111"
MERAMON = "BT3-083"
IZZY = "BT1-088"
MAGNAMON = "BT8-038"
OMEKAMON = "BT15-060"
WARGREYMON = "ST1-11"
AGUMON = "ST1-03"


def test_encoded_lines():
    for card in (INDRAMON, CATURAMON, WARGROWLMON, JAZARDMON, JAZAMON, JAZARICHMON, LAVORVOMON, LAVOGARITAMON,
                 HIYARIMON, MAJIRAMON, WANYAMON, ENTMON, COURAGE, COOL_BOY, CYBERDRAMON, IZZY, BAALMON):
        assert full(card), card
    assert lines_of(INDRAMON)[0] == ("EX5-009 main on_play : draw 1 ; then play_to_breeding_area kind=digimon "
                                     "trait=deva target=new_names_field_or_trash filter=may")
    assert lines_of(WARGROWLMON) == [
        "EX3-062 main when_digivolving : trash_both_decks_top 3 ; then if=either_trash>=5 play_from_hand "
        "name=guilmon|takato_matsuki filter=may,or_trash"]
    assert "EX3-048 inherited static if=has_on_play : dp +1000 target=self" in lines_of(JAZARDMON)
    assert lines_of(JAZAMON) == [
        "EX3-047 main own_tamer_played your_turn once_per_turn card.name=hina_kurihara : memory +1",
        "EX3-047 inherited static if=has_on_play : dp +1000 target=self"]
    assert "EX3-052 inherited static your_turn if=has_on_play : security_attack +1 target=self" in lines_of(JAZARICHMON)
    assert lines_of(LAVORVOMON) == [
        "EX3-007 inherited when_attacking if=has_on_play : delete target=opponent count=1 dp<=3000"]
    assert lines_of(HIYARIMON) == ["BT8-002 inherited static if=opponent_no_stacked_digimon : dp +1000 target=self"]
    assert lines_of(MAJIRAMON) == [
        "BT6-027 main when_digivolving : trash_digivolution_top 1 target=opponent count=1",
        "BT6-027 inherited when_attacking once_per_turn if=opponent_no_stacked_digimon : unsuspend target=self"]
    assert lines_of(WANYAMON) == ["BT1-004 inherited static your_turn if=opponent_bare_digimon>=2 : dp +2000 target=self"]
    assert lines_of(ENTMON) == ["EX3-043 main static : keyword digisorption target=self count=3",
                                "EX3-043 main when_digivolving if=own_suspended_digimon>=2 : unsuspend target=self"]
    assert lines_of(CYBERDRAMON) == ["EX3-050 inherited static if=own_suspended_tamer : dp +2000 target=self"]
    assert lines_of(IZZY) == [
        "BT1-088 main activated if=own_has optional : suspend_self_cost kind=digimon color=green level>=5 ; then "
        "reveal_top_add_if kind=digimon",
        "BT1-088 security security : play_self"]
    assert lines_of(BAALMON) == [
        "ST14-07 main when_digivolving : trash_deck_top 3",
        "ST14-07 main when_digivolving : gain_on_deletion target=self duration=opponents_turn_end",
        "ST14-07 main gained_on_deletion if=own_trash>=10 optional : play_from_trash kind=digimon name=beelzemon",
        "ST14-07 inherited static your_turn if=this_has : dp +2000 target=self trait~wizard|demon_lord"]
    assert ("ST20-14 main own_digimon_would_leave card.level>=5 optional : delay ; then play_from_hand kind=digimon "
            "level<=5 trait=adventure") in lines_of(COURAGE)
    assert ("BT20-091 main own_digimon_would_leave opponents_turn once_per_turn optional card.trait=royal_knight : "
            "play_from_hand kind=digimon name=omekamon") in lines_of(COOL_BOY)


# --- play_to_breeding_area target=new_names_field_or_trash ----------------------------------------------------------

def _indramon(battle=(), trash=(), answer=True):
    pos = build(Side(hand=[INDRAMON, SANDIRAMON, VAJRAMON], battle=list(battle), trash=list(trash), deck=[AGUMON]),
                Side(deck=[AGUMON]), memory=7)
    script(pos, 0, answer)
    pos.play(0, INDRAMON)
    E.settle(pos.st, pos.tb)
    return pos


def test_indramon_plays_a_deva_unlike_the_trash_into_the_breeding_area():
    pos = _indramon(trash=[SANDIRAMON_EX])   # a Sandiramon in the trash: the other Sandiramon is ruled out
    assert answered(pos)
    assert pos.breeding(0) == [VAJRAMON]
    assert sorted(pos.hand(0)) == sorted([SANDIRAMON, AGUMON])   # the draw, and the Sandiramon kept
    assert pos.memory(0) == 0   # free: only Indramon's 7 paid
    ok(pos)


def test_indramon_rules_out_the_names_of_the_battle_area_too():
    pos = _indramon(battle=[VAJRAMON], trash=[SANDIRAMON_EX])
    assert pos.breeding(0) == []
    assert sorted(pos.hand(0)) == sorted([SANDIRAMON, VAJRAMON, AGUMON])
    ok(pos)


def test_indramon_declined_plays_nothing():
    pos = _indramon(answer=False)
    assert answered(pos)
    assert pos.breeding(0) == [] and AGUMON in pos.hand(0)
    ok(pos)


# --- if=either_trash>=N -----------------------------------------------------------------------------------------

def _wargrowlmon(opponent_trash):
    pos = build(Side(battle=[Slot(GROWLMON, entered=1)], hand=[WARGROWLMON], trash=[GUILMON],
                     deck=[AGUMON] * 5),
                Side(trash=[AGUMON] * opponent_trash, deck=[AGUMON] * 4), memory=5)
    script(pos, 0, True)
    pos.digivolve(0, WARGROWLMON, 1)
    E.settle(pos.st, pos.tb)
    return pos


def test_wargrowlmon_plays_guilmon_from_the_trash_when_the_opponent_has_5():
    pos = _wargrowlmon(2)   # theirs: 2 + 3; yours: 1 + 3
    assert answered(pos)
    assert pos.battle(0) == [[GROWLMON, WARGROWLMON], [GUILMON]]
    assert len(pos.trash(1)) == 5
    ok(pos)


def test_wargrowlmon_with_4_cards_in_each_trash_plays_nothing():
    pos = _wargrowlmon(1)
    assert pos.battle(0) == [[GROWLMON, WARGROWLMON]]
    assert GUILMON in pos.trash(0) and len(pos.trash(0)) == 4 and len(pos.trash(1)) == 4
    ok(pos)


# --- if=has_on_play ---------------------------------------------------------------------------------------------

def test_jazardmon_beneath_a_digimon_with_an_on_play_gives_1000():
    pos = build(Side(battle=[Slot([JAZARDMON, LAVOGARITAMON]), Slot([JAZARDMON, GROWLMON])], deck=[AGUMON]),
                Side(deck=[AGUMON]))
    assert pos.dp(0, 1) == 8000   # Lavogaritamon 7000, its [On Play]
    assert pos.dp(0, 2) == 4000   # Growlmon: no [On Play]
    ok(pos)


# --- if=opponent_no_stacked_digimon, if=opponent_bare_digimon>=N -------------------------------------------------

def test_hiyarimon_while_the_opponent_has_no_digimon_with_digivolution_cards():
    mine = Side(battle=[Slot([HIYARIMON, GROWLMON])], deck=[AGUMON])
    pos = build(mine, Side(battle=[AGUMON, AGUMON], deck=[AGUMON]))
    assert pos.dp(0, 1) == 5000
    pos = build(mine, Side(battle=[AGUMON, Slot([AGUMON, GROWLMON])], deck=[AGUMON]))
    assert pos.dp(0, 1) == 4000
    pos = build(mine, Side(deck=[AGUMON]))   # none at all
    assert pos.dp(0, 1) == 5000
    ok(pos)


def test_wanyamon_while_the_opponent_has_2_digimon_without_digivolution_cards():
    mine = Side(battle=[Slot([WANYAMON, GROWLMON])], deck=[AGUMON])
    pos = build(mine, Side(battle=[AGUMON, AGUMON], deck=[AGUMON]))
    assert pos.dp(0, 1) == 6000
    pos = build(mine, Side(battle=[AGUMON, Slot([AGUMON, GROWLMON])], deck=[AGUMON]))
    assert pos.dp(0, 1) == 4000
    ok(pos)


def test_cyberdramon_beneath_while_you_have_a_suspended_tamer():
    mine = Side(battle=[Slot([CYBERDRAMON, GROWLMON]), Slot(IZZY, suspended=True)], deck=[AGUMON])
    assert build(mine, Side(deck=[AGUMON])).dp(0, 1) == 6000
    mine = Side(battle=[Slot([CYBERDRAMON, GROWLMON]), IZZY], deck=[AGUMON])
    assert build(mine, Side(deck=[AGUMON])).dp(0, 1) == 4000


# --- if=own_suspended_digimon>=N --------------------------------------------------------------------------------

def _entmon(others):
    """Entmon digivolves from a suspended Kabuterimon; `others`: more Digimon of yours (all suspended: nothing to
    suspend for <Digisorption>)."""
    pos = build(Side(battle=[Slot(KABUTERIMON, suspended=True, entered=1)] + list(others), hand=[ENTMON],
                     deck=[AGUMON, AGUMON]),
                Side(deck=[AGUMON]), memory=8)
    pos.digivolve(0, ENTMON, 1)
    E.settle(pos.st, pos.tb)
    return pos


def test_entmon_unsuspends_with_2_suspended_digimon():
    pos = _entmon([Slot(GROWLMON, suspended=True, entered=1)])
    assert pos.battle(0) == [[KABUTERIMON, ENTMON], [GROWLMON]]
    assert not pos.suspended(0, 1) and pos.suspended(0, 2)
    ok(pos)


def test_entmon_stays_suspended_with_1():
    pos = _entmon([])
    assert pos.battle(0) == [[KABUTERIMON, ENTMON]]
    assert pos.suspended(0, 1)
    ok(pos)


# --- own_digimon_would_leave play_from_hand -----------------------------------------------------------------------

def _magnamon_attacked(current, answer=True, hand=(OMEKAMON,)):
    """WarGreymon (12000) beats a suspended Magnamon (7000): attacked by the opponent (current=1), or attacking in your
    turn (current=0)."""
    if current == 1:
        mine = [Slot(COOL_BOY, entered=1), Slot(MAGNAMON, suspended=True, entered=1)]
        theirs = [Slot(WARGREYMON, entered=1)]
    else:
        mine = [Slot(COOL_BOY, entered=1), Slot(MAGNAMON, entered=1)]
        theirs = [Slot(WARGREYMON, suspended=True, entered=1)]
    pos = build(Side(battle=mine, hand=list(hand), deck=[AGUMON, AGUMON]), Side(battle=theirs, deck=[AGUMON]),
                turn=4, current=current, memory=3)
    script(pos, 0, answer)
    if current == 1:
        pos.attack(1, 1, 2)
    else:
        pos.attack(0, 2, 1)
    E.settle(pos.st, pos.tb)
    return pos


def test_cool_boy_plays_omekamon_as_a_royal_knight_leaves_in_the_opponents_turn():
    pos = _magnamon_attacked(1)
    assert answered(pos)
    assert MAGNAMON in pos.trash(0)
    assert [s[-1] for s in pos.battle(0)] == [COOL_BOY, OMEKAMON]
    assert pos.hand(0) == []
    ok(pos)


def test_cool_boy_declined_or_in_your_turn_plays_nothing():
    pos = _magnamon_attacked(1, answer=False)
    assert pos.hand(0) == [OMEKAMON] and [s[-1] for s in pos.battle(0)] == [COOL_BOY]
    ok(pos)
    pos = _magnamon_attacked(0)
    assert pos.hand(0) == [OMEKAMON] and [s[-1] for s in pos.battle(0)] == [COOL_BOY]
    ok(pos)


# --- ST20-14's <Delay> ------------------------------------------------------------------------------------------

def test_courage_delay_plays_an_adventure_digimon_of_level_5_or_lower():
    pos = build(Side(battle=[Slot(COURAGE, entered=1), Slot(GARUDAMON, suspended=True, entered=1)],
                     hand=[WARGREYMON_ADV, KABUTERIMON], deck=[AGUMON, AGUMON]),
                Side(battle=[Slot(WARGREYMON, entered=1)], deck=[AGUMON]), turn=4, current=1, memory=3)
    script(pos, 0, True)
    pos.attack(1, 1, 2)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert COURAGE in pos.trash(0) and GARUDAMON in pos.trash(0)
    assert pos.battle(0) == [[KABUTERIMON]]
    assert pos.hand(0) == [WARGREYMON_ADV]   # level 6: not offered
    ok(pos)


# --- BT1-088 ----------------------------------------------------------------------------------------------------

def test_izzy_with_a_green_level_5_reveals_and_adds_a_digimon():
    pos = build(Side(battle=[Slot(IZZY, entered=1), Slot(ENTMON, entered=1)], deck=[AGUMON, GROWLMON]),
                Side(deck=[AGUMON]), memory=3)
    assert pos.activatable(0, 1)
    script(pos, 0, True)
    pos.activate(0, 1)
    E.settle(pos.st, pos.tb)
    assert pos.suspended(0, 1)
    assert pos.hand(0) == [GROWLMON]   # the top card (the last of the list)
    ok(pos)


def test_izzy_without_a_green_level_5_offers_nothing():
    pos = build(Side(battle=[Slot(IZZY, entered=1), Slot(KABUTERIMON, entered=1)], deck=[AGUMON, GROWLMON]),
                Side(deck=[AGUMON]), memory=3)
    assert not pos.activatable(0, 1)
    ok(pos)


# --- ST14-07 ----------------------------------------------------------------------------------------------------

def _baalmon_deleted(trash_before):
    """Baalmon digivolves from a suspended Meramon (its 3 deck cards trashed), then WarGreymon (12000) deletes it in
    the opponent's turn; Beelzemon lies in the trash with `trash_before` - 1 other cards."""
    pos = build(Side(battle=[Slot(MERAMON, suspended=True, entered=1)], hand=[BAALMON],
                     trash=[BEELZEMON] + [AGUMON] * (trash_before - 1), deck=[AGUMON] * 5),
                Side(battle=[Slot(WARGREYMON, entered=1)], deck=[AGUMON, AGUMON]), memory=5)
    pos.digivolve(0, BAALMON, 1)
    E.settle(pos.st, pos.tb)
    assert len(pos.trash(0)) == trash_before + 3
    pos.next_turn()
    script(pos, 0, True)
    pos.attack(1, 1, 1)
    E.settle(pos.st, pos.tb)
    return pos


def test_baalmon_deleted_with_10_cards_in_the_trash_then_plays_beelzemon():
    pos = _baalmon_deleted(5)   # 10 once the 3 deck cards and Baalmon's 2 cards lie there
    assert answered(pos)
    assert pos.battle(0) == [[BEELZEMON]]
    assert BAALMON in pos.trash(0) and BEELZEMON not in pos.trash(0)
    ok(pos)


def test_baalmon_deleted_with_9_cards_in_the_trash_plays_nothing():
    pos = _baalmon_deleted(4)   # 9
    assert pos.battle(0) == []
    assert BEELZEMON in pos.trash(0)
    ok(pos)


# --- BT2-038: a free Tamer whose [On Play] does not activate -----------------------------------------------------

def test_rizegreymon_plays_a_yellow_tamer_without_its_on_play():
    """BT2-038 RizeGreymon digivolves from BT1-051 Reppamon (Lv.4 yellow) and plays BT10-089 Akari Hinomoto (a
    yellow Tamer whose [On Play] would play BT10-034 Dorulumon from the hand): the Tamer comes, its [On Play] not."""
    assert "BT2-038 main when_digivolving optional : play_from_hand kind=tamer color=yellow filter=no_on_play" in (
        lines_of("BT2-038"))
    pos = build(Side(battle=[Slot("BT1-051", entered=1)], hand=["BT2-038", "BT10-089", "BT10-034"],
                     deck=[AGUMON, AGUMON]),
                Side(deck=[AGUMON]), memory=5)
    script(pos, 0, True)
    pos.digivolve(0, "BT2-038", 1)
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [["BT1-051", "BT2-038"], ["BT10-089"]]
    assert sorted(pos.hand(0)) == sorted(["BT10-034", AGUMON])   # Dorulumon stays in the hand
    ok(pos)
