"""Cards of the 2026 lists below 90% coverage, made full:

- other_deleted_in_battle (BT18-056 TigerVespamon): another Digimon of either player deleted in battle unsuspends it
  (once per turn, "may"); a deletion by an effect does not. Its [On Play] suspends once for each face-up security
  card, then the opponent's Digimon can't unsuspend.
- opponent_digimon_played (EX6-043 Diaboromon): when an opponent's Digimon is played, once per turn, it may activate
  its own [When Digivolving] effect (a [Diaboromon] Token).
- BT5-085 Armageddemon: the play cost reduced by 12 by deleting one of your [Diaboromon]; level 7 Digimon of both
  players activate no [When Digivolving] effects.
- BT4-111 Jack Raid: 1 memory for every 10 cards of your trash (for_each=own_trash_tens).
- BT13-083 Gizmon: AT: [On Deletion] returning 2 cards with [Gizmon] in their names from the trash pays for a free
  play of [Gizmon: XT] from the trash.

Other real cards: ST1-03 Agumon (Lv.3, 2000 DP), ST1-06 Coredramon (Lv.4, 6000 DP), ST1-07 Greymon (Lv.4),
BT13-086 Gizmon: XT, BT13-080 ProtoGizmon, BT5-086 Omnimon (Lv.7), BT9-109 X Antibody, BT2-067 DemiDevimon."""
import numpy as np

from decks.catalog import load_catalog
from decks.effects import card_coverage, load_effects
from effect_positions import Side, Slot, answered, build, script, ok
from simcore import engine as E
from simcore import layout as L
from simcore import query as Q
from simcore.effect_codes import CANT_ACTIVATE_WHEN_DIGIVOLVING, CANT_UNSUSPEND
from simcore.effects import collect_slot, delete_slot

I32 = np.int32
TIGERVESPAMON = "BT18-056"
DIABOROMON = "EX6-043"
ARMAGEDDEMON = "BT5-085"
JACK_RAID = "BT4-111"
GIZMON_AT = "BT13-083"
GIZMON_XT = "BT13-086"
PROTOGIZMON = "BT13-080"
AGUMON = "ST1-03"
COREDRAMON = "ST1-06"
GREYMON = "ST1-07"


def texts(card):
    return [e.text for e in load_effects()[card].effects]


def test_coverage_full():
    catalog = load_catalog()
    for number in (TIGERVESPAMON, DIABOROMON, ARMAGEDDEMON, JACK_RAID, GIZMON_AT):
        assert card_coverage(catalog[number]) == "full", number


def test_encoded_lines():
    assert texts(TIGERVESPAMON) == [
        "BT18-056 main static : piercing target=self",
        "BT18-056 main static : reboot target=self",
        "BT18-056 main on_play : suspend target=opponent count=1 for_each=own_face_up_security ; then cant unsuspend "
        "target=all_opponent duration=opponents_turn_end",
        "BT18-056 main when_digivolving : suspend target=opponent count=1 for_each=own_face_up_security ; then cant "
        "unsuspend target=all_opponent duration=opponents_turn_end",
        "BT18-056 main other_deleted_in_battle once_per_turn optional : unsuspend target=self",
    ]
    assert ("EX6-043 main opponent_digimon_played once_per_turn optional : activate_own_when_digivolving target=self"
            in texts(DIABOROMON))
    assert "EX6-043 main when_digivolving optional : play_token name=diaboromon" in texts(DIABOROMON)
    assert texts(ARMAGEDDEMON) == [
        "BT5-085 main static : play_cost_down 12 target=self name=diaboromon filter=paid_by_deleting",
        "BT5-085 main static : rush target=self",
        "BT5-085 main static : cant activate_when_digivolving target=all_own level>=7",
        "BT5-085 main static : cant activate_when_digivolving target=all_opponent level>=7",
    ]
    assert texts(JACK_RAID) == [
        "BT4-111 main main : memory +1 for_each=own_trash_tens",
        "BT4-111 security security : memory +2",
    ]
    assert ("BT13-083 main on_deletion optional : return_from_trash_cost 2 name~gizmon ; then play_from_trash "
            "kind=digimon name=gizmon:_xt") in texts(GIZMON_AT)


# --- BT18-056 TigerVespamon ----------------------------------------------------------------------------------------

def test_tigervespamon_suspends_once_for_each_face_up_card_and_the_opponent_cant_unsuspend():
    pos = build(Side(hand=[TIGERVESPAMON], security=[AGUMON, GREYMON, AGUMON], deck=[AGUMON]),
                Side(battle=[AGUMON, GREYMON, COREDRAMON], deck=[AGUMON]), memory=12)
    pos.st.sec_up[0, 0] = 1
    pos.st.sec_up[0, 2] = 1
    pos.play(0, TIGERVESPAMON)
    E.settle(pos.st, pos.tb)
    suspended = [pos.suspended(1, s) for s in (1, 2, 3)]
    assert sum(suspended) == 2   # two face-up cards: two suspensions
    for s in (1, 2, 3):
        assert Q.restricted(pos.st, pos.tb, I32(1), I32(s), I32(CANT_UNSUSPEND))
    ok(pos)


def _battle_position():
    # player 0: TigerVespamon suspended, Coredramon (6000) attacks player 1's suspended Agumon (2000)
    return build(Side(battle=[Slot(TIGERVESPAMON, suspended=True), COREDRAMON], deck=[AGUMON]),
                 Side(battle=[Slot(AGUMON, suspended=True), Slot(AGUMON, suspended=True)], security=[GREYMON],
                      deck=[AGUMON]))


def test_tigervespamon_unsuspends_when_another_digimon_is_deleted_in_battle():
    pos = _battle_position()
    script(pos, 0, True)
    pos.attack(0, 2, 1)
    E.settle(pos.st, pos.tb)
    assert [(e["card"], e["owner"], e["cause"]) for e in pos.events("delete")] == [(AGUMON, 1, "battle")]
    assert answered(pos)
    assert not pos.suspended(0, 1)   # unsuspended by its effect
    assert pos.suspended(0, 2)       # Coredramon attacked
    ok(pos)


def test_tigervespamon_may_stay_suspended():
    pos = _battle_position()
    script(pos, 0, False)
    pos.attack(0, 2, 1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.suspended(0, 1)
    ok(pos)


def test_a_deletion_by_an_effect_does_not_unsuspend_tigervespamon():
    pos = _battle_position()
    script(pos, 0)
    delete_slot(pos.st, pos.tb, I32(1), I32(1), I32(L.DEL_EFFECT))
    E.settle(pos.st, pos.tb)
    assert pos.battle(1) == [[AGUMON]]
    assert answered(pos)   # no question asked
    assert pos.suspended(0, 1)
    ok(pos)


# --- EX6-043 Diaboromon ----------------------------------------------------------------------------------------------

def _opponents_turn():
    pos = build(Side(battle=[DIABOROMON], deck=[AGUMON]),
                Side(hand=[AGUMON, AGUMON], deck=[AGUMON]), turn=4, current=1, memory=5)
    return pos


def test_diaboromon_plays_a_token_when_an_opponents_digimon_is_played_once_per_turn():
    pos = _opponents_turn()
    script(pos, 0, True, True)   # activate the [When Digivolving] effect, then take its "you may play"
    pos.play(1, AGUMON)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    tops = [int(pos.st.stk[0, s, pos.st.stk_n[0, s] - 1]) for s in range(1, pos.st.fld_n[0])]
    assert len(tops) == 2 and tops[1] >= pos.tb.token_first   # Diaboromon and a Token
    assert pos.tb.name_id[tops[1]] == pos.tb.name_id[tops[0]]   # named [Diaboromon]
    script(pos, 0)   # the second play: once per turn, no question
    pos.play(1, AGUMON)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert len(pos.battle(0)) == 2
    ok(pos)


def test_diaboromon_may_decline():
    pos = _opponents_turn()
    script(pos, 0, False)
    pos.play(1, AGUMON)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == [[DIABOROMON]]
    ok(pos)


def test_own_plays_do_not_trigger_diaboromon():
    pos = build(Side(battle=[DIABOROMON], hand=[AGUMON], deck=[AGUMON]), Side(deck=[AGUMON]), memory=5)
    script(pos, 0)
    pos.play(0, AGUMON)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert len(pos.battle(0)) == 2   # Diaboromon and Agumon, no Token
    ok(pos)


# --- BT5-085 Armageddemon --------------------------------------------------------------------------------------------

def play_cost_listed(pos, number):
    i = pos.hand_index(0, number)
    return [a[3] for a in pos.actions_of(0) if a[:3] == (L.A_PLAY, i, 0)]


def test_armageddemon_costs_12_less_by_deleting_a_diaboromon():
    pos = build(Side(battle=[DIABOROMON], hand=[ARMAGEDDEMON], deck=[AGUMON]), Side(deck=[AGUMON]), memory=5)
    assert play_cost_listed(pos, ARMAGEDDEMON) == [3]
    script(pos, 0, True)
    pos.play(0, ARMAGEDDEMON)
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [[ARMAGEDDEMON]]
    assert pos.trash(0) == [DIABOROMON]
    assert pos.memory(0) == 5 - 3
    ok(pos)


def test_armageddemon_without_a_diaboromon_costs_15():
    pos = build(Side(battle=[GREYMON], hand=[ARMAGEDDEMON], deck=[AGUMON]), Side(deck=[AGUMON]), memory=5)
    assert play_cost_listed(pos, ARMAGEDDEMON) == [15]
    ok(pos)


def test_armageddemon_stops_when_digivolving_effects_of_level_7_digimon_only():
    pos = build(Side(battle=[ARMAGEDDEMON, GREYMON], deck=[AGUMON]),
                Side(battle=["BT5-086", COREDRAMON], deck=[AGUMON]))
    r = I32(CANT_ACTIVATE_WHEN_DIGIVOLVING)
    assert Q.restricted(pos.st, pos.tb, I32(0), I32(1), r)       # itself, level 7
    assert not Q.restricted(pos.st, pos.tb, I32(0), I32(2), r)   # Greymon, level 4
    assert Q.restricted(pos.st, pos.tb, I32(1), I32(1), r)       # the opponent's Omnimon, level 7
    assert not Q.restricted(pos.st, pos.tb, I32(1), I32(2), r)   # the opponent's Coredramon, level 4
    ok(pos)


# --- BT4-111 Jack Raid -----------------------------------------------------------------------------------------------

def _jack_raid(trash):
    pos = build(Side(battle=[GIZMON_AT], hand=[JACK_RAID], trash=[AGUMON] * trash, deck=[AGUMON]),
                Side(deck=[AGUMON]), memory=0)
    pos.use_option(0, JACK_RAID)
    E.settle(pos.st, pos.tb)
    ok(pos)
    return pos.memory(0)


def test_jack_raid_gains_one_memory_for_every_ten_cards_of_the_trash():
    assert _jack_raid(9) == 0
    assert _jack_raid(10) == 1
    assert _jack_raid(19) == 1
    assert _jack_raid(20) == 2
    assert _jack_raid(41) == 4


# --- BT13-083 Gizmon: AT ---------------------------------------------------------------------------------------------

def test_gizmon_at_returns_two_gizmon_cards_to_play_gizmon_xt_from_the_trash():
    pos = build(Side(battle=[GIZMON_AT], trash=[PROTOGIZMON, GIZMON_XT], deck=[AGUMON]), Side(deck=[AGUMON]))
    script(pos, 0, True)
    delete_slot(pos.st, pos.tb, I32(0), I32(1), I32(L.DEL_EFFECT))
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    # 3 Gizmon cards in the trash (Gizmon: AT too); 2 go to the deck bottom and Gizmon: XT is played
    assert pos.battle(0) == [[GIZMON_XT]]
    assert pos.trash(0) == []
    assert sorted(pos.deck(0)[:2]) == sorted([PROTOGIZMON, GIZMON_AT])
    ok(pos)


def test_gizmon_at_without_two_other_gizmon_cards_plays_nothing():
    pos = build(Side(battle=[GIZMON_AT], trash=[GIZMON_XT], deck=[AGUMON]), Side(deck=[AGUMON]))
    script(pos, 0, True)
    delete_slot(pos.st, pos.tb, I32(0), I32(1), I32(L.DEL_EFFECT))
    E.settle(pos.st, pos.tb)
    # the two Gizmon cards are Gizmon: AT and Gizmon: XT: returning them leaves no Gizmon: XT to play
    assert pos.battle(0) == []
    ok(pos)


# --- EX5-061 Cerberusmon (X Antibody) ---------------------------------------------------------------------------------

CERBERUSMON = "EX5-061"
X_ANTIBODY = "BT9-109"   # the option named [X Antibody]
DEMIDEVIMON = "BT2-067"   # purple, level 3, no effect


def test_cerberusmon_encoded_lines():
    assert texts(CERBERUSMON) == [
        "EX5-061 main on_play optional : play_from_trash kind=digimon color=purple level=3",
        "EX5-061 main when_digivolving : draw 1 ; then trash_from_hand 1 ; then if=named_digivolution_cards>=1 "
        "play_from_trash kind=digimon color=purple level=3 filter=may "
        "any=name:cerberusmon|named:x_antibody|named:x_antibody_proto_form",
        "EX5-061 inherited when_attacking once_per_turn optional : delete_own_cost filter=other ; then unsuspend "
        "target=self",
    ]
    assert card_coverage(load_catalog()[CERBERUSMON]) == "full"


def _cerberusmon_digivolved(under, *answers):
    from simcore.effect_codes import T_WHEN_DIGIVOLVING
    # an empty hand: the card drawn is the one trashed (no choice before the "you may")
    pos = build(Side(battle=[Slot([under, CERBERUSMON])], trash=[DEMIDEVIMON], deck=[AGUMON, AGUMON]),
                Side(deck=[AGUMON]))
    script(pos, 0, *answers)
    collect_slot(pos.st, pos.tb, I32(T_WHEN_DIGIVOLVING), I32(0), I32(1), I32(0), I32(0))
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.hand(0) == []   # 1 drawn, 1 trashed
    ok(pos)
    return pos


def test_cerberusmon_with_x_antibody_beneath_plays_a_purple_level_3_from_the_trash():
    pos = _cerberusmon_digivolved(X_ANTIBODY, True)
    assert pos.battle(0) == [[X_ANTIBODY, CERBERUSMON], [DEMIDEVIMON]]
    assert pos.trash(0) == [AGUMON]


def test_cerberusmon_may_decline_the_play():
    pos = _cerberusmon_digivolved(X_ANTIBODY, False)
    assert pos.battle(0) == [[X_ANTIBODY, CERBERUSMON]]
    assert sorted(pos.trash(0)) == sorted([DEMIDEVIMON, AGUMON])


def test_cerberusmon_without_the_named_card_beneath_plays_nothing():
    pos = _cerberusmon_digivolved(GREYMON)
    assert pos.battle(0) == [[GREYMON, CERBERUSMON]]
    assert sorted(pos.trash(0)) == sorted([DEMIDEVIMON, AGUMON])
