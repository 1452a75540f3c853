"""Play cost reductions under a condition read when the card would be played (`play_cost_down` under
`if=own_digimon_fewer` and `if=digimon_dp>=N`), the [TS] options that link themselves after their [Main]: a return of
all the opponent's lowest level Digimon and the chained condition `returned`, a deletion of the lowest DP Digimon
and, if it deleted nothing, an opponent's option trashed from the battle area (`trash_opponent_option`), a suspension
of a Digimon or Tamer that doesn't unsuspend in its owner's next unsuspend phase (`cant
unsuspend_in_unsuspend_phase`), a link effect that deletes a Digimon with as much DP as the linked one or less, the
given "attacks at the start of its owner's main phase" (`keyword attacks_at_main_phase_start`) and a digivolution from
the hand when this Digimon wins a battle, a battle an effect calls for (`battle`) and the timing
`own_digimon_wins_battle`.

Real cards: BT25-075 Vulcanusmon, BT25-020 Marsmon, BT24-091 Tidal Stream, BT25-093 Ignition Flare, BT24-095 Sonic
Shot, BT7-103 Mugen, BT25-054 GreatGrizzlymon, with BT24-011 Cyclonemon ([TS], 5000 DP), ST1-12 Tai Kamiya (your
Digimon +1000 DP in your turn), BT1-084 Omnimon (15000 DP), LM-027 Red Scramble (an option that stays in the battle
area) and ST4-05 Kunemon (green, no effects)."""
from pathlib import Path

import numpy as np
import pytest

from decks.catalog import load_catalog
from decks.effects import card_coverage, load_effects
from effect_positions import Side, Slot, answered, build, script, ok
from simcore import effect_codes as ec
from simcore import engine as E
from simcore import layout as L
from simcore import query as Q

I32 = np.int32
CARDS_JSON = Path(__file__).resolve().parents[1].parent / "shared" / "carddata" / "cards_aegis.json"
pytestmark = pytest.mark.skipif(not CARDS_JSON.exists(), reason="../shared/carddata is not available")

DECK = ["ST1-03", "ST1-04", "ST1-05"]
TS = "BT24-011"


def links(pos, p, s):
    return pos._names(pos.st.lnk[p, s], pos.st.lnk_n[p, s])


def cost(pos, p, number):
    return int(Q.play_cost(pos.st, pos.tb, I32(p), I32(pos.card(number))))


def test_vulcanusmon_costs_5_less_while_you_have_fewer_digimon_than_the_opponent():
    them2 = Side(battle=["ST1-03", "ST1-04"], deck=["ST1-05"])
    pos = build(Side(hand=["BT25-075"], battle=[TS], deck=list(DECK)), them2, memory=10)
    assert cost(pos, 0, "BT25-075") == 7                 # 1 Digimon against 2
    i = pos.hand_index(0, "BT25-075")
    assert [a[3] for a in pos.actions_of(0) if a[:2] == (L.A_PLAY, i)] == [7]   # offered for 7
    pos = build(Side(hand=["BT25-075"], battle=[TS, "ST1-03"], deck=list(DECK)), them2, memory=10)
    assert cost(pos, 0, "BT25-075") == 12                # 2 against 2: not fewer
    pos = build(Side(hand=["BT25-075"], battle=[], deck=list(DECK)), Side(battle=[], deck=["ST1-05"]), memory=10)
    assert cost(pos, 0, "BT25-075") == 12                # 0 against 0
    pos = build(Side(hand=["BT25-075"], battle=[TS], deck=list(DECK)), them2, memory=10)
    pos.play(0, "BT25-075")
    assert pos.memory(0) == 3 and [s[-1] for s in pos.battle(0)] == [TS, "BT25-075"]
    ok(pos)


def test_marsmon_costs_5_less_while_a_digimon_of_either_player_has_13000_dp_or_more():
    pos = build(Side(hand=["BT25-020"], battle=["ST1-11"], deck=list(DECK)),
                Side(battle=["ST1-03"], deck=["ST1-05"]), memory=10)
    assert cost(pos, 0, "BT25-020") == 12                # 12000 DP: not enough
    pos = build(Side(hand=["BT25-020"], battle=["ST1-11", "ST1-12"], deck=list(DECK)),
                Side(battle=["ST1-03"], deck=["ST1-05"]), memory=10)
    assert cost(pos, 0, "BT25-020") == 7                 # 12000 + 1000 from the Tamer in your turn: the DP now
    pos = build(Side(hand=["BT25-020"], battle=[], deck=list(DECK)),
                Side(battle=["BT1-084"], deck=["ST1-05"]), memory=10)
    assert cost(pos, 0, "BT25-020") == 7                 # the opponent's Digimon counts too
    pos.play(0, "BT25-020")
    assert pos.memory(0) == 3
    ok(pos)


def test_tidal_stream_returns_the_lowest_level_digimon_unsuspends_a_ts_digimon_and_links_itself():
    pos = build(Side(battle=[Slot(TS, suspended=True)], hand=["BT24-091"], deck=list(DECK)),
                Side(battle=["ST1-03", "ST1-09", "ST1-03"], deck=["ST1-05"]), memory=5)
    script(pos, 0, True)                                  # links itself
    pos.use_option(0, "BT24-091")
    assert pos.battle(1) == [["ST1-09"]] and pos.hand(1) == ["ST1-03", "ST1-03"]
    assert pos.st.susp[0, 1] == 0                          # returned: the [TS] Digimon unsuspends
    assert links(pos, 0, 1) == ["BT24-091"] and pos.dp(0, 1) == 7000
    assert answered(pos)
    ok(pos)


def test_tidal_stream_returning_nothing_leaves_the_ts_digimon_suspended():
    pos = build(Side(battle=[Slot(TS, suspended=True)], hand=["BT24-091"], deck=list(DECK)),
                Side(battle=[], deck=["ST1-05"]), memory=5)
    script(pos, 0, False)                                 # declines the link: the option goes to the trash
    pos.use_option(0, "BT24-091")
    assert pos.st.susp[0, 1] == 1 and links(pos, 0, 1) == [] and pos.trash(0) == ["BT24-091"]
    assert answered(pos)
    ok(pos)


def test_ignition_flare_trash_opponent_option_only_when_it_deleted_nothing():
    # nothing to delete: the opponent's option in the battle area is trashed
    pos = build(Side(battle=[TS], hand=["BT25-093"], deck=list(DECK)),
                Side(battle=["LM-027"], deck=["ST1-05"]), memory=5)
    script(pos, 0, True)
    pos.use_option(0, "BT25-093")
    assert pos.battle(1) == [] and pos.trash(1) == ["LM-027"]
    assert links(pos, 0, 1) == ["BT25-093"] and pos.dp(0, 1) == 7000
    ok(pos)
    # the lowest DP Digimon deleted: the option stays
    pos = build(Side(battle=[TS], hand=["BT25-093"], deck=list(DECK)),
                Side(battle=["LM-027", "ST1-03", "ST1-09"], deck=["ST1-05"]), memory=5)
    script(pos, 0, False)
    pos.use_option(0, "BT25-093")
    assert pos.battle(1) == [["LM-027"], ["ST1-09"]] and pos.trash(1) == ["ST1-03"]
    assert pos.trash(0) == ["BT25-093"]
    ok(pos)


def test_ignition_flares_link_effect_deletes_a_digimon_with_as_much_dp_as_the_linked_one_or_less():
    pos = build(Side(battle=[TS], hand=["BT25-093"], deck=list(DECK)),
                Side(battle=["ST1-03", "ST1-09", "ST1-11"], deck=["ST1-05"], security=["ST1-04"]), memory=5)
    script(pos, 0, True)
    pos.use_option(0, "BT25-093")                        # Agumon, the lowest DP, deleted; linked: 7000 DP
    assert pos.battle(1) == [["ST1-09"], ["ST1-11"]] and pos.dp(0, 1) == 7000
    pos.attack(0, 1)                                      # [When Attacking] of the link: 7000 DP or less
    # then the security check: the checked card to the trash
    assert pos.battle(1) == [["ST1-11"]] and sorted(pos.trash(1)) == ["ST1-03", "ST1-04", "ST1-09"]
    ok(pos)


def test_sonic_shot_suspends_a_tamer_that_stays_suspended_through_its_next_unsuspend_phase_only():
    pos = build(Side(battle=[TS], hand=["BT24-095"], deck=list(DECK)),
                Side(battle=["ST1-12"], deck=["ST1-05", "ST1-05", "ST1-05"]), memory=5)
    script(pos, 0, True)
    pos.use_option(0, "BT24-095")
    assert pos.st.susp[1, 1] == 1 and links(pos, 0, 1) == ["BT24-095"]
    pos.next_turn()                                       # the opponent's turn: their unsuspend phase skips it
    E.start_turn(pos.st, pos.tb)
    assert pos.st.susp[1, 1] == 1
    pos.next_turn()
    pos.next_turn()                                       # their turn after that: it unsuspends
    E.start_turn(pos.st, pos.tb)
    assert pos.st.susp[1, 1] == 0
    ok(pos)


def test_mugen_suspends_and_the_restriction_leaves_effects_free_to_unsuspend_it():
    pos = build(Side(battle=["ST4-05"], hand=["BT7-103"], deck=list(DECK)),
                Side(battle=["ST1-09"], deck=["ST1-05", "ST1-05"]), memory=5)
    pos.use_option(0, "BT7-103")
    assert pos.st.susp[1, 1] == 1
    assert Q.restricted(pos.st, pos.tb, I32(1), I32(1), I32(22))
    assert not Q.restricted(pos.st, pos.tb, I32(1), I32(1), I32(4))   # not "can't unsuspend" at all
    pos.next_turn()
    E.start_turn(pos.st, pos.tb)
    assert pos.st.susp[1, 1] == 1
    ok(pos)


def test_greatgrizzlymon_makes_an_opponents_digimon_attack_at_the_start_of_their_main_phase():
    pos = build(Side(hand=["BT25-054"], deck=list(DECK), security=["ST1-04"]),
                Side(battle=["ST1-09", "ST1-03"], deck=["ST1-05", "ST1-05"]), memory=8)
    pos.play(0, "BT25-054")
    mods = pos.st.mod[:pos.mods()]
    kw = [m for m in mods if m[L.MOD_ACTION] == ec.A_KEYWORD and m[L.MOD_AMOUNT] == ec.KW_ATTACKS_AT_MAIN_PHASE_START]
    assert len(kw) == 1 and kw[0][L.MOD_PLAYER] == 1
    given = [pos.numbers[pos.st.stk[1, s, pos.st.stk_n[1, s] - 1]] for s in range(1, int(pos.st.fld_n[1]))
             if pos.st.uid[1, s] == kw[0][L.MOD_UID]]
    assert len(given) == 1
    pos.next_turn()
    E.begin_main_phase(pos.st, pos.tb, I32(1))
    # the Digimon given the effect attacked, the other one did not
    attacks = pos.events("attack")
    assert [(a["player"], a["attacker"]) for a in attacks] == [(1, given[0])]
    assert pos.st.g[L.G_ATK_TARGET] == -2                # the attack is over
    ok(pos)
    pos.next_turn()
    pos.next_turn()                                       # their next turn: the effect has ended
    for s in range(1, int(pos.st.fld_n[1])):
        pos.st.susp[1, s] = 0
    E.begin_main_phase(pos.st, pos.tb, I32(1))
    assert len(pos.events("attack")) == 1
    ok(pos)


def test_greatgrizzlymon_winning_a_battle_may_digivolve_into_marsmon_in_the_hand_for_free():
    pos = build(Side(battle=["BT25-054"], hand=["BT25-020"], deck=list(DECK)),
                Side(battle=[Slot("ST1-03", suspended=True)], deck=["ST1-05"]), memory=3)
    script(pos, 0, True)
    pos.attack(0, 1, 1)                                   # 7000 against 2000: won
    assert pos.battle(1) == [] and pos.battle(0) == [["BT25-054", "BT25-020"]]
    assert pos.memory(0) == 3 and len(pos.hand(0)) == 1 and "BT25-020" not in pos.hand(0)   # the digivolution draw
    ok(pos)


def test_marsmon_on_play_battles_and_its_ts_winner_trashes_the_top_security_card():
    pos = build(Side(hand=["BT25-020"], deck=list(DECK)),
                Side(battle=["ST1-03", "ST1-11"], deck=["ST1-05"], security=["ST1-04", "ST1-04"]), memory=12)
    script(pos, 0, True)                                  # battles
    pos.play(0, "BT25-020")
    E.effects_resolved(pos.st, pos.tb, I32(0))           # the battle comes once the effects have resolved
    # +3000: 15000 DP against WarGreymon's 12000, which is deleted; a [TS] Digimon won: the top security card goes
    assert pos.battle(1) == [["ST1-03"]] and pos.battle(0) == [["BT25-020"]]
    assert sorted(pos.trash(1)) == ["ST1-04", "ST1-11"] and pos.st.sec_n[1] == 1
    assert answered(pos)
    ok(pos)


def test_marsmon_declining_the_battle_fights_none():
    pos = build(Side(hand=["BT25-020"], deck=list(DECK)),
                Side(battle=["ST1-03", "ST1-11"], deck=["ST1-05"], security=["ST1-04"]), memory=12)
    script(pos, 0, False)
    pos.play(0, "BT25-020")
    assert pos.battle(1) == [["ST1-03"], ["ST1-11"]] and pos.st.sec_n[1] == 1 and pos.dp(0, 1) == 15000
    ok(pos)


def test_marsmon_battles_when_attacking_then_the_attack_goes_on_once_per_turn_for_the_security_card():
    pos = build(Side(battle=["BT25-020"], deck=list(DECK)),
                Side(battle=["ST1-11"], deck=["ST1-05"], security=["ST1-04", "ST1-04", "ST1-04"]), memory=3)
    script(pos, 0, True)
    pos.attack(0, 1)                                      # on the player
    # the When Attacking battle deletes WarGreymon (1 security card trashed), the check's Security Digimon loses
    # to it too (no second card: once per turn)
    assert pos.battle(1) == [] and pos.st.sec_n[1] == 1
    assert sorted(pos.trash(1)) == ["ST1-04", "ST1-04", "ST1-11"]
    ok(pos)


def test_compiled_lines_and_coverage():
    effects = load_effects()
    catalog = load_catalog()
    assert "BT25-075" in effects and "BT25-020" in effects
    for card in ("BT24-091", "BT25-093", "BT24-095", "BT7-103", "BT25-054", "BT25-020"):
        assert card_coverage(catalog[card]) == "full", card
    assert card_coverage(catalog["BT25-075"]) == "full"
