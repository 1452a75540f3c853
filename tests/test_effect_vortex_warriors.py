"""The Vortex Warriors and [Mineral]/[Rock] cards of the 2026 lists: a DP maximum raised for each suspended Digimon
(for_each=suspended_digimon on play_from_hand), "if this effect unsuspended" (the condition unsuspended), the
Digimon a cost trashed a digivolution card from as the target of a same_targets clause after it, and a delete of
the opponent's highest play cost Digimon or Tamers (kinds=digimon,tamer with rank=).

Real cards: EX10-032 Proganomon, EX11-044 Pyramidimon, EX11-032 GrandGalemon, EX11-035 Zephagamon and BT24-047
Kokatorimon, with BT4-065 Gotsumon (Rock), BT10-062 Golemon (Mineral), BT5-049 Kiwimon (4000 DP), P-132 Galemon
(5000 DP) and ST18-08 Galemon (6000 DP), EX11-062 Shoto Kazama (a Tamer of play cost 4), ST1-03 Agumon."""
import numpy as np
import pytest

from decks.effects import EffectSyntaxError, load_effects, parse_effects
from effect_positions import answered, build, script, Side, Slot, row_of
from simcore import effect_codes as ec
from simcore import engine as E
from simcore import layout as L
from simcore import query as Q
from simcore.effects import activate, suspend_slot

I32 = np.int32


def texts(card):
    return [e.text for e in load_effects()[card].effects]


def run_effect(pos, card, trigger, action, slot, *answers, p=0):
    """Activate that effect of p's Digimon in `slot` (its "you may"s answered), then let what it caused resolve."""
    r = row_of(pos, card, trigger, action)
    script(pos, p, *answers)
    activate(pos.st, pos.tb, I32(p), I32(r), I32(pos.st.uid[p, slot]), I32(pos.card(card)), I32(0))
    E.settle(pos.st, pos.tb)


def test_the_cards_are_full():
    for card in ("EX10-032", "EX11-044", "EX11-032", "EX11-035", "BT24-047", "EX11-062"):
        assert not load_effects()[card].unmodeled, card
    assert ("EX11-032 main when_digivolving : suspend target=any count=1 filter=may ; then play_from_hand 1000 "
            "kind=digimon dp<=3000 color=green trait~avian|bird for_each=suspended_digimon filter=may"
            ) in texts("EX11-032")


def test_the_new_words_are_refused_elsewhere():
    parse_effects("W-1 main on_play : play_from_hand 1000 kind=digimon dp<=3000 for_each=suspended_digimon")
    with pytest.raises(EffectSyntaxError):   # no DP maximum to raise
        parse_effects("W-1 main on_play : play_from_hand 1000 kind=digimon for_each=suspended_digimon")
    with pytest.raises(EffectSyntaxError):   # not a play from the hand
        parse_effects("W-1 main on_play : dp +1000 target=self for_each=suspended_digimon")
    with pytest.raises(EffectSyntaxError):   # a chained condition of timed effects only
        parse_effects("W-1 main static if=unsuspended : dp +1000 target=self")
    # same_targets after a cost: only one paid from under your Digimon
    parse_effects("W-1 main on_play : trash_from_hand_or_digivolution_cost 1 filter=from_digivolution_cards ; "
                  "then dp +1000 target=own count=1 filter=same_targets")
    with pytest.raises(EffectSyntaxError):
        parse_effects("W-1 main on_play : trash_from_hand_or_digivolution_cost 1 ; "
                      "then dp +1000 target=own count=1 filter=same_targets")


# --- EX10-032: the Digimon the cost's card came from gains the keywords and the DP ----------------------------------

def proganomon(under_other):
    """Proganomon (nothing of [Mineral]/[Rock] beneath it) and a Golemon with a Gotsumon beneath it, or not."""
    other = Slot(["BT4-065", "BT10-062"]) if under_other else Slot(["ST1-03", "BT10-062"])
    return build(Side(battle=[Slot(["ST1-03", "EX10-032"]), other], deck=["ST1-03"]), Side(deck=["ST1-03"]))


def test_proganomon_gives_the_digimon_the_card_came_from_collision_piercing_and_3000_dp():
    pos = proganomon(True)
    dp1, dp2 = pos.dp(0, 1), pos.dp(0, 2)
    run_effect(pos, "EX10-032", ec.T_WHEN_ATTACKING, ec.A_TRASH_FROM_HAND_OR_DIGIVOLUTION_COST, 1, True)
    assert answered(pos) and pos.battle(0)[1] == ["BT10-062"] and pos.trash(0) == ["BT4-065"]
    assert pos.dp(0, 2) == dp2 + 3000 and pos.has(0, 2, ec.A_PIERCING)
    assert Q.has_named_keyword(pos.st, pos.tb, I32(0), I32(2), ec.KW_COLLISION)
    assert pos.dp(0, 1) == dp1 and not pos.has(0, 1, ec.A_PIERCING)   # not the Proganomon
    assert not Q.has_named_keyword(pos.st, pos.tb, I32(0), I32(1), ec.KW_COLLISION)
    pos.next_turn()   # until the opponent's turn ends
    assert pos.dp(0, 2) == dp2 + 3000
    pos.next_turn()
    assert pos.dp(0, 2) == dp2 and not pos.has(0, 2, ec.A_PIERCING)
    assert pos.violation() == 0


def test_proganomon_without_such_a_card_pays_nothing_and_gives_nothing():
    pos = proganomon(False)
    dp2 = pos.dp(0, 2)
    run_effect(pos, "EX10-032", ec.T_ON_PLAY, ec.A_TRASH_FROM_HAND_OR_DIGIVOLUTION_COST, 1, True)
    assert pos.battle(0)[1] == ["ST1-03", "BT10-062"] and pos.trash(0) == []
    assert pos.dp(0, 2) == dp2 and not pos.has(0, 2, ec.A_PIERCING)


# --- EX11-044: the opponent's highest play cost Digimon or Tamers ---------------------------------------------------

def pyramidimon(opponent):
    pos = build(Side(battle=[Slot(["BT4-065", "BT10-062", "BT4-065", "EX11-044"])], deck=["ST1-03"]),
                Side(battle=opponent, deck=["ST1-03"]))
    # the cost taken; its own refill from the trash, which the trashing sets off, declined
    run_effect(pos, "EX11-044", ec.T_WHEN_DIGIVOLVING, ec.A_TRASH_FROM_HAND_OR_DIGIVOLUTION_COST, 1, True, False, False,
               False)   # its refill is set off once for each card trashed
    assert answered(pos) and pos.battle(0) == [["EX11-044"]]
    return pos


def test_pyramidimon_deletes_a_tamer_of_a_higher_play_cost_than_the_digimon():
    assert pos_cost("EX11-062") == 4 and pos_cost("ST1-03") == 3
    pos = pyramidimon(["ST1-03", "EX11-062"])
    assert pos.battle(1) == [["ST1-03"]] and pos.trash(1) == ["EX11-062"]


def test_pyramidimon_deletes_the_digimon_of_the_highest_play_cost():
    pos = pyramidimon(["EX11-062", "BT10-062", "ST1-03"])   # Golemon: play cost 5
    assert pos.battle(1) == [["EX11-062"], ["ST1-03"]] and pos.trash(1) == ["BT10-062"]


def pos_cost(number):
    pos = build(Side(hand=[number], deck=["ST1-03"]), Side(deck=["ST1-03"]))
    return int(pos.tb.cost[pos.card(number)])


# --- EX11-032 / EX11-035: the DP maximum raised for each suspended Digimon -----------------------------------------

def galemon_digivolved(suspended, hand):
    """GrandGalemon's [When Digivolving], the suspension declined; the opponent has `suspended` suspended Agumon."""
    opp = [Slot("ST1-03", suspended=True) for _ in range(suspended)] + ["ST1-03"]
    pos = build(Side(battle=[Slot(["EX11-028", "EX11-032"])], hand=hand, deck=["ST1-03"]),
                Side(battle=opp, deck=["ST1-03"]))
    run_effect(pos, "EX11-032", ec.T_WHEN_DIGIVOLVING, ec.A_SUSPEND, 1, False, True)
    return pos


def test_grandgalemon_plays_a_5000_dp_bird_with_two_suspended_digimon():
    pos = galemon_digivolved(2, ["P-132"])
    assert pos.hand(0) == [] and pos.battle(0)[1] == ["P-132"]
    assert [x[1:3] for x in pos.effects("EX11-032")] == [(ec.A_PLAY_FROM_HAND, "P-132")]


def test_grandgalemon_with_one_suspended_digimon_plays_up_to_4000_dp():
    pos = galemon_digivolved(1, ["P-132"])
    assert pos.hand(0) == ["P-132"] and len(pos.battle(0)) == 1
    pos = galemon_digivolved(1, ["BT5-049"])
    assert pos.hand(0) == [] and pos.battle(0)[1] == ["BT5-049"]


def test_zephagamon_plays_when_one_of_your_digimon_suspends():
    # the Agumon suspending is the one suspended Digimon: 3000 + 2000
    def suspended_with(hand):
        pos = build(Side(battle=["EX11-035", "ST1-03"], hand=hand, deck=["ST1-03"]), Side(deck=["ST1-03"]))
        script(pos, 0, True)
        suspend_slot(pos.st, pos.tb, I32(0), I32(2))
        E.settle(pos.st, pos.tb)
        return pos
    pos = suspended_with(["ST18-08", "P-132"])
    assert pos.hand(0) == ["ST18-08"] and pos.battle(0)[2] == ["P-132"]
    pos = suspended_with(["ST18-08"])   # 6000 DP: too much
    assert pos.hand(0) == ["ST18-08"] and len(pos.battle(0)) == 2


# --- BT24-047: "if this effect unsuspended, that Digimon may attack" -----------------------------------------------

def kokatorimon(opponent):
    """Kokatorimon's [When Digivolving] with no other Digimon of yours, the suspension taken."""
    pos = build(Side(battle=[Slot(["ST1-03", "BT24-047"])], deck=["ST1-03"]),
                Side(battle=opponent, security=["ST1-03"], deck=["ST1-03"]))
    run_effect(pos, "BT24-047", ec.T_WHEN_DIGIVOLVING, ec.A_SUSPEND, 1, True)
    return pos


def test_kokatorimon_suspends_itself_unsuspends_and_then_may_attack():
    pos = kokatorimon([])   # it is the only Digimon to suspend, and a [Bird] one to unsuspend
    assert answered(pos) and not pos.suspended(0, 1)
    assert [x[1] for x in pos.effects("BT24-047")] == [ec.A_SUSPEND, ec.A_UNSUSPEND]
    assert pos.st.g[L.G_EFFECT_UNSUSPENDED] == 1
    assert pos.st.g[L.G_EFFECT_ATTACK_ROW] != 0 and pos.st.g[L.G_EFFECT_ATTACK_SOURCE] == pos.st.uid[0, 1]


def test_kokatorimon_suspending_none_of_yours_unsuspends_none_and_no_attack_follows():
    # the Kokatorimon is suspended already: the suspension (of it or of the opponent's Agumon) suspends none of yours
    pos = build(Side(battle=[Slot(["ST1-03", "BT24-047"], suspended=True)], deck=["ST1-03"]),
                Side(battle=["ST1-03"], security=["ST1-03"], deck=["ST1-03"]))
    run_effect(pos, "BT24-047", ec.T_WHEN_DIGIVOLVING, ec.A_SUSPEND, 1, True)
    assert pos.suspended(0, 1) and pos.st.g[L.G_EFFECT_ATTACK_ROW] == 0
    assert ec.A_UNSUSPEND not in [x[1] for x in pos.effects("BT24-047")]


# --- any_digimon_suspended: EX11-062 Shoto Kazama, EX11-074 Vortexdramon ----------------------------------------------

def suspended_by(pos, q, s, by_effect):
    """q's Digimon in slot s suspends, an effect of player 0 resolving or not; what it set off resolves."""
    pos.st.g[L.G_EFFECT_PLAYER] = 1 if by_effect else 0
    suspend_slot(pos.st, pos.tb, I32(q), I32(s))
    pos.st.g[L.G_EFFECT_PLAYER] = 0
    E.settle(pos.st, pos.tb)


def shoto(by_effect):
    pos = build(Side(battle=["EX11-062", "EX7-032"], deck=["ST1-03", "ST1-03"]),
                Side(battle=["ST1-03"], deck=["ST1-03"]))
    dp = pos.dp(0, 2)
    script(pos, 0, True)
    suspended_by(pos, 1, 1, by_effect)
    assert answered(pos) and pos.suspended(0, 1)   # the Tamer paid
    assert pos.dp(0, 2) == dp + 3000   # the Galemon (Bird Dragon), either way
    return pos


def test_shoto_kazama_draws_when_an_effect_suspended_the_digimon():
    pos = shoto(True)
    assert len(pos.hand(0)) == 1 and len(pos.deck(0)) == 1


def test_shoto_kazama_draws_nothing_for_a_suspension_by_the_rules():
    pos = shoto(False)
    assert pos.hand(0) == [] and len(pos.deck(0)) == 2


def test_shoto_kazama_lets_your_vortex_attack_players_while_the_opponent_has_no_unsuspended_digimon():
    def grants(opponent):
        pos = build(Side(battle=["EX11-062", "EX11-035"], deck=["ST1-03"]), Side(battle=opponent, deck=["ST1-03"]))
        return bool(Q.has_named_keyword(pos.st, pos.tb, I32(0), I32(2), ec.KW_VORTEX_PLAYERS))
    assert grants([Slot("ST1-03", suspended=True)]) and grants([])
    assert not grants(["ST1-03"])
    pos = build(Side(battle=["EX11-035"], deck=["ST1-03"]), Side(deck=["ST1-03"]))   # no Shoto Kazama
    assert not Q.has_named_keyword(pos.st, pos.tb, I32(0), I32(1), ec.KW_VORTEX_PLAYERS)


def test_vortexdramon_unsuspends_once_a_turn_when_any_digimon_suspends():
    pos = build(Side(battle=[Slot(["EX11-032", "EX11-074"], suspended=True)], deck=["ST1-03"]),
                Side(battle=["ST1-03", "ST1-03"], deck=["ST1-03"]))
    script(pos, 0, True)
    suspended_by(pos, 1, 1, False)
    assert not pos.suspended(0, 1)
    pos.st.susp[0, 1] = 1
    suspended_by(pos, 1, 2, True)   # once per turn: spent
    assert pos.suspended(0, 1)


def test_suspended_by_effect_belongs_to_any_digimon_suspended():
    parse_effects("W-1 main any_digimon_suspended if=suspended_by_effect : draw 1")
    with pytest.raises(EffectSyntaxError):
        parse_effects("W-1 main opponent_suspended if=suspended_by_effect : draw 1")


def test_the_compiled_timing_of_any_digimon_suspending():
    assert "BT20-045 main any_digimon_suspended once_per_turn optional : unsuspend target=self" in texts("BT20-045")
    assert ("P-222 main any_digimon_suspended once_per_turn optional : delete target=opponent count=1 "
            "rank=lowest_dp") in texts("P-222")
    # a Tamer paying with its own suspension keeps the two timings of either player's Digimon
    assert ("BT25-090 main own_digimon_suspended optional : suspend_self_cost ; then deck_top_under_self 2"
            ) in texts("BT25-090")
