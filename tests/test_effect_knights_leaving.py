"""BT13-040 Magnamon and BT5-086 Omnimon: the leavings they bring (RULES.md section 8 "Immediate").

- Magnamon's would_leave_any_way effect that draws, then may play 1 [Veemon] from the hand or from beneath it
  (`draw 1 ; then play_from_hand_or_digivolution_cards ... filter=may`): before it leaves in any way (in battle, by
  either player's effect), the draw always, the play when a [Veemon] is there; it leaves all the same;
- Omnimon's keeping effect paid by trashing a level 6 Digimon card from beneath it (`trash_own_digivolution_cost`
  as the cost of a `stay`), only against the opponent's effects that delete it or return it to the hand or deck; its <Blitz> (a may-attack while the opponent has
  1 or more memory)."""
import numpy as np

from effect_positions import Side, Slot, answered, build, full, lines_of, script
from positions import ok
from simcore import effect_codes as ec
from simcore import engine as E
from simcore import layout as L
from simcore.effects import delete_slot
from simcore.layout import DEL_BATTLE, DEL_EFFECT, G_EFFECT_PLAYER

I32 = np.int32

MAGNAMON = "BT13-040"    # Lv.4 [Royal Knight], Blocker
OMNIMON = "BT5-086"      # Lv.7, from red or blue Lv.6 for 4
VEEMON = "BT3-021"       # Lv.3 named Veemon (Jamming only)
AGUMON = "BT1-010"       # Lv.3, not Veemon
GREYMON = "BT1-015"      # Lv.4
WARGREYMON = "BT1-025"   # red Lv.6
DRAWN = "ST1-03"         # the card a draw takes


def delete(pos, p, s, cause, by=0):
    """Delete p's Digimon in slot s (cause DEL_*), by: 1 + the player whose effect deletes it (0: none)."""
    pos.st.g[G_EFFECT_PLAYER] = by
    delete_slot(pos.st, pos.tb, I32(p), I32(s), I32(cause))
    pos.st.g[G_EFFECT_PLAYER] = 0
    E.settle(pos.st, pos.tb)


def named(pos, card, action):
    return [x for x in pos.effects(card) if x[1] in (action, ec.ACTION_NAMES[action])]


def test_encoded_lines():
    assert full(MAGNAMON) and full(OMNIMON)   # its keeping effect answers a deletion or a return, not a move to security
    assert lines_of(MAGNAMON) == [
        "BT13-040 main static : blocker target=self",
        "BT13-040 main would_leave_any_way : draw 1 ; then play_from_hand_or_digivolution_cards kind=digimon "
        "name=veemon filter=may"]
    assert lines_of(OMNIMON) == [
        "BT5-086 main when_digivolving if=own_memory<=-1 : attack target=self",
        "BT5-086 main when_digivolving : unsuspend target=self",
        "BT5-086 main would_leave_any_way optional : trash_own_digivolution_cost 1 kind=digimon level=6 ; then "
        "if=deleted_or_returned_by_opponent_effects stay target=self"]


def test_magnamon_deleted_by_the_opponent_draws_then_plays_veemon_from_beneath():
    pos = build(Side(battle=[Slot([VEEMON, MAGNAMON])], deck=[DRAWN]), Side(deck=[DRAWN]))
    delete(pos, 0, 1, DEL_EFFECT, by=2)
    assert pos.hand(0) == [DRAWN] and pos.deck(0) == []
    assert pos.battle(0) == [[VEEMON]] and pos.trash(0) == [MAGNAMON]
    assert len(named(pos, MAGNAMON, ec.A_DRAW)) == 1
    ok(pos)


def test_magnamon_deleted_in_battle_plays_veemon_from_the_hand():
    pos = build(Side(battle=[MAGNAMON], hand=[VEEMON], deck=[DRAWN]), Side(deck=[DRAWN]))
    delete(pos, 0, 1, DEL_BATTLE)
    assert pos.hand(0) == [DRAWN]
    assert pos.battle(0) == [[VEEMON]] and pos.trash(0) == [MAGNAMON]
    ok(pos)


def test_magnamon_deleted_by_its_owners_effect_draws_and_plays_too():
    pos = build(Side(battle=[Slot([VEEMON, MAGNAMON])], deck=[DRAWN]), Side(deck=[DRAWN]))
    delete(pos, 0, 1, DEL_EFFECT, by=1)
    assert pos.hand(0) == [DRAWN] and pos.battle(0) == [[VEEMON]] and pos.trash(0) == [MAGNAMON]
    ok(pos)


def test_magnamon_without_veemon_draws_and_leaves():
    pos = build(Side(battle=[Slot([AGUMON, MAGNAMON])], hand=[AGUMON], deck=[DRAWN]), Side(deck=[DRAWN]))
    delete(pos, 0, 1, DEL_EFFECT, by=2)
    assert sorted(pos.hand(0)) == sorted([AGUMON, DRAWN])
    assert pos.battle(0) == [] and sorted(pos.trash(0)) == sorted([AGUMON, MAGNAMON])
    ok(pos)


def test_magnamon_play_declined_the_draw_stays():
    pos = build(Side(battle=[Slot([VEEMON, MAGNAMON])], deck=[DRAWN]), Side(deck=[DRAWN]))
    script(pos, 0, False)
    delete(pos, 0, 1, DEL_EFFECT, by=2)
    assert answered(pos)
    assert pos.hand(0) == [DRAWN] and pos.battle(0) == []
    assert sorted(pos.trash(0)) == sorted([VEEMON, MAGNAMON])
    ok(pos)


def test_magnamon_with_an_empty_deck_still_plays():
    pos = build(Side(battle=[Slot([VEEMON, MAGNAMON])]), Side(deck=[DRAWN]))
    delete(pos, 0, 1, DEL_EFFECT, by=2)
    assert pos.hand(0) == [] and pos.battle(0) == [[VEEMON]] and pos.trash(0) == [MAGNAMON]
    ok(pos)


def omnimon_over(*beneath):
    return build(Side(battle=[Slot(list(beneath) + [OMNIMON])], deck=[DRAWN]), Side(deck=[DRAWN]))


def test_omnimon_deleted_by_the_opponent_trashes_a_level_6_card_and_stays():
    pos = omnimon_over(GREYMON, WARGREYMON)
    delete(pos, 0, 1, DEL_EFFECT, by=2)
    assert pos.battle(0) == [[GREYMON, OMNIMON]] and pos.trash(0) == [WARGREYMON]
    assert len(named(pos, OMNIMON, ec.A_STAY)) == 1
    ok(pos)


def test_omnimon_deleted_in_battle_or_by_its_owner_leaves():
    for cause, by in ((DEL_BATTLE, 0), (DEL_EFFECT, 1)):
        pos = omnimon_over(GREYMON, WARGREYMON)
        delete(pos, 0, 1, cause, by=by)
        assert pos.battle(0) == [] and sorted(pos.trash(0)) == sorted([GREYMON, WARGREYMON, OMNIMON])
        ok(pos)


def test_omnimon_without_a_level_6_card_beneath_leaves():
    pos = omnimon_over(GREYMON)
    delete(pos, 0, 1, DEL_EFFECT, by=2)
    assert pos.battle(0) == [] and sorted(pos.trash(0)) == sorted([GREYMON, OMNIMON])
    ok(pos)


def test_omnimon_keeping_declined_leaves():
    pos = omnimon_over(GREYMON, WARGREYMON)
    script(pos, 0, False)
    delete(pos, 0, 1, DEL_EFFECT, by=2)
    assert answered(pos)
    assert pos.battle(0) == [] and sorted(pos.trash(0)) == sorted([GREYMON, WARGREYMON, OMNIMON])
    ok(pos)


def _digivolve_omnimon(memory):
    pos = build(Side(battle=[Slot([WARGREYMON], suspended=True)], hand=[OMNIMON], deck=[DRAWN, DRAWN]),
                Side(deck=[DRAWN], security=[DRAWN]), memory=memory)
    pos.digivolve(0, OMNIMON, 1)
    E.settle(pos.st, pos.tb)
    return pos


def test_omnimon_blitz_with_the_opponents_memory_and_unsuspend():
    pos = _digivolve_omnimon(3)   # 3 - 4: the opponent has 1 memory
    assert pos.memory(0) == -1
    assert not pos.suspended(0, 1)
    assert pos.st.g[L.G_EFFECT_ATTACK_ROW] > 0   # its attack is offered once the effects have resolved
    ok(pos)


def test_omnimon_no_blitz_with_memory_on_its_side():
    pos = _digivolve_omnimon(4)   # 4 - 4: 0 memory, none on the opponent's side
    assert pos.memory(0) == 0
    assert pos.st.g[L.G_EFFECT_ATTACK_ROW] == 0
    ok(pos)
