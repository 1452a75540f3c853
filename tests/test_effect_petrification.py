"""[Petrification] Tokens played for the opponent and the costs around them: `play_token ... target=opponent` (the
opponent plays the Token, N of them with an amount), `return_opponent_trash_cost` (cards of the opponent's trash to
the bottom of their deck), `delete_cost` (a Token of either player, or an opponent's Digimon passing the filters, as
the cost of keeping a Digimon in the battle area), `trash_opponent_security_top filter=top_or_bottom` and the timing
of the opponent's Digimon deleted or their security stack removed from. Real cards: EX11-012 and BT21-029 Medusamon,
BT24-017 Medusamon, BT24-018 Styracomon, BT24-001 Gigimon."""
import numpy as np

import effect_positions
from decks.effects import load_effects
from effect_positions import Side, Slot, script, ok
from simcore import effect_codes as ec
from simcore import engine as E
from simcore import layout as L
from simcore.effects import delete_slot

I32 = np.int32
TOKEN = "TK-PETRIFICATION"
BASE5 = "ST12-07"   # SkullMeramon: red, level 5, 9000 DP, no effects
DECK = ["ST1-02"] * 4


def delete(pos, p, s, by):
    """Delete p's Digimon in slot s by an effect of player by - 1."""
    pos.st.g[L.G_EFFECT_PLAYER] = by
    delete_slot(pos.st, pos.tb, I32(p), I32(s), I32(L.DEL_EFFECT))
    pos.st.g[L.G_EFFECT_PLAYER] = 0
    E.settle(pos.st, pos.tb)


def test_the_compiled_lines():
    effects = load_effects()
    lines = {n: [e.text for e in effects[n].effects] for n in ("EX11-012", "BT24-018", "BT24-017", "BT21-029",
                                                               "BT24-001")}
    assert lines["EX11-012"][2:] == [
        "EX11-012 main when_digivolving : delete target=opponent count=1 at_most_self=dp filter=may ; "
        "then return_opponent_trash_cost 1 filter=may ; then play_token name=petrification target=opponent",
        "EX11-012 main end_of_attack : delete target=opponent count=1 at_most_self=dp filter=may ; "
        "then return_opponent_trash_cost 1 filter=may ; then play_token name=petrification target=opponent",
        "EX11-012 main would_leave_any_way optional : delete_cost target=token ; then stay target=self"]
    assert lines["BT24-018"][5:] == [
        "BT24-018 main when_digivolving : trash_opponent_security_top 1 filter=may,top_or_bottom ; "
        "then unsuspend target=self filter=may",
        "BT24-018 main opponent_security_removed once_per_turn optional : delete target=opponent count=1",
        "BT24-018 main own_digimon_would_leave card.trait=reptile|dragonkin once_per_turn optional : "
        "delete_cost target=opponent rank=lowest_dp ; then stay target=event"]
    assert lines["BT24-017"][3:] == [
        "BT24-017 main when_digivolving : delete target=opponent count=1 rank=lowest_dp ; "
        "then return_opponent_trash_cost 2 filter=may ; then play_token 2 name=petrification target=opponent ; "
        "then dp +2000 target=self for_each=opponent_digimon duration=opponents_next_turn"]
    assert lines["BT21-029"][4:] == [
        "BT21-029 main opponent_digimon_deleted once_per_turn : play_token name=petrification target=opponent",
        "BT21-029 main opponent_security_removed once_per_turn : play_token name=petrification target=opponent"]
    assert lines["BT24-001"] == [
        "BT24-001 inherited opponent_security_removed your_turn once_per_turn optional : "
        "delete target=opponent count=1 dp<=3000"]
    for n in ("EX11-012", "BT24-018", "BT24-017", "BT21-029", "BT24-001", TOKEN):
        assert not effects[n].unmodeled, n


def medusamon_digivolved(answers=(True, True), trash=("ST1-05",)):
    """Player 0 digivolves a SkullMeramon into EX11-012 Medusamon (12000 DP) and answers its [When Digivolving]:
    delete 1 of the opponent's Digimon with 12000 DP or less (their ST1-04, 4000 DP), then pay 1 card of their
    trash for a Petrification Token on their side."""
    pos = effect_positions.build(Side(battle=[BASE5], hand=["EX11-012"], deck=list(DECK)),
                                 Side(battle=["ST1-04"], trash=list(trash), security=["ST1-02", "ST1-05"],
                                      deck=["ST1-02"]), current=0, memory=5)
    script(pos, 0, *answers)
    pos.digivolve(0, "EX11-012", 1)
    E.settle(pos.st, pos.tb)
    return pos


def test_medusamon_deletes_then_the_opponent_plays_a_petrification_token_paid_from_their_trash():
    pos = medusamon_digivolved()
    assert pos.battle(1) == [[TOKEN]]
    # 1 of the 2 cards of their trash (the deleted Dracomon, a Birdramon) went to the bottom of their deck
    returned = pos.deck(1)[0]
    assert len(pos.deck(1)) == 2 and sorted(pos.trash(1) + [returned]) == ["ST1-04", "ST1-05"]
    assert pos.st.entered[1, 1] == pos.st.g[L.G_TURN]
    assert ("EX11-012", ec.A_RETURN_OPPONENT_TRASH_COST, returned, 1, 1) in pos.effects()
    assert ("EX11-012", ec.A_PLAY_TOKEN, TOKEN, 0, 1) in pos.effects()
    ok(pos)


def test_the_token_is_not_played_unpaid_or_declined():
    pos = medusamon_digivolved(trash=())   # the deleted Dracomon is in the trash by the time the cost is paid
    assert pos.battle(1) == [[TOKEN]] and pos.trash(1) == [] and pos.deck(1)[0] == "ST1-04"
    pos = medusamon_digivolved(answers=(False, False))   # the deletion declined, the cost declined
    assert pos.battle(1) == [["ST1-04"]] and pos.trash(1) == ["ST1-05"]
    pos = medusamon_digivolved(answers=(True, False))   # deleted, the cost declined: no Token
    assert pos.battle(1) == [] and sorted(pos.trash(1)) == ["ST1-04", "ST1-05"]
    ok(pos)


def test_the_opponents_petrification_token_deleted_trashes_their_top_security_card():
    pos = medusamon_digivolved()
    delete(pos, 1, 1, 1)
    assert pos.battle(1) == [] and pos.security(1) == ["ST1-02"]   # the top card (ST1-05) trashed
    assert "ST1-05" in pos.trash(1) and TOKEN not in pos.trash(1)
    ok(pos)


def test_medusamon_stays_by_deleting_a_token():
    pos = medusamon_digivolved()
    delete(pos, 0, 1, 2)   # the opponent's effect would delete Medusamon: their Petrification Token goes instead
    assert pos.battle(0) == [[BASE5, "EX11-012"]]
    assert pos.battle(1) == [] and pos.security(1) == ["ST1-02"]
    assert ("EX11-012", ec.A_STAY, "EX11-012", 1, 0) in pos.effects()
    assert ("EX11-012", ec.A_DELETE_COST, TOKEN, 1, 1) in pos.effects()
    delete(pos, 0, 1, 2)   # no Token left: it leaves
    assert pos.battle(0) == []
    ok(pos)


def styracomon_position(theirs, security=("ST1-02", "ST1-05", "ST1-04")):
    """Player 0 has BT24-018 Styracomon on EX11-012 Medusamon on a SkullMeramon, and an EX11-012 Medusamon."""
    return effect_positions.build(
        Side(battle=[Slot([BASE5, "EX11-012"]), Slot([BASE5, "EX11-012"])], hand=["BT24-018"], deck=list(DECK)),
        Side(battle=list(theirs), security=list(security), deck=["ST1-02"]), current=0, memory=5)


def test_styracomon_trashes_an_opponents_security_card_and_unsuspends():
    pos = styracomon_position(["ST12-07"])
    pos.st.susp[0, 1] = 1
    script(pos, 0, True, True)   # trash a security card (greedy: the top one), then unsuspend
    pos.digivolve(0, "BT24-018", 1)
    E.settle(pos.st, pos.tb)
    assert pos.security(1) == ["ST1-02", "ST1-05"] and "ST1-04" in pos.trash(1)
    assert not pos.suspended(0, 1)
    # the opponent's security stack removed from: Styracomon deletes 1 of their Digimon
    assert pos.battle(1) == []
    ok(pos)


def test_styracomon_keeps_a_dragonkin_digimon_by_deleting_the_opponents_lowest_dp_digimon():
    pos = styracomon_position(["ST12-07", "ST1-04", "ST1-05"])
    pos.digivolve(0, "BT24-018", 1)
    E.settle(pos.st, pos.tb)
    before = pos.battle(1)
    delete(pos, 0, 2, 2)   # the other Medusamon (Dragonkin) would be deleted by the opponent's effect
    assert pos.battle(0)[1] == [BASE5, "EX11-012"]
    assert len(pos.battle(1)) == len(before) - 1 and ["ST1-04"] not in pos.battle(1)   # Dracomon, 4000 DP
    assert ("BT24-018", ec.A_DELETE_COST, "ST1-04", 1, 1) in pos.effects()
    delete(pos, 0, 2, 2)   # once per turn: it leaves
    assert len(pos.battle(0)) == 1
    ok(pos)


def test_medusamon_bt21_029_gives_a_token_once_per_turn_for_deletions_and_security():
    pos = effect_positions.build(Side(battle=[Slot([BASE5, "BT21-029"])], deck=list(DECK)),
                                 Side(battle=["ST1-04", "ST1-05"], security=["ST1-02", "ST1-02"],
                                      deck=["ST1-02"]), current=0, memory=5)
    delete(pos, 1, 1, 1)
    assert pos.battle(1) == [["ST1-05"], [TOKEN]]
    delete(pos, 1, 1, 1)   # once per turn, shared with the security timing: no second Token
    assert pos.battle(1) == [[TOKEN]]
    ok(pos)


def medusamon_bt24_017(pay, trash=("ST1-02", "ST1-02")):
    pos = effect_positions.build(Side(battle=[BASE5], hand=["BT24-017"], deck=list(DECK)),
                                 Side(battle=["ST1-05", "ST1-04"], trash=list(trash), security=["ST1-02"],
                                      deck=["ST1-02"]), current=0, memory=5)
    script(pos, 0, pay)
    pos.digivolve(0, "BT24-017", 1)
    E.settle(pos.st, pos.tb)
    return pos


def test_medusamon_bt24_017_gives_two_tokens_then_gets_dp_for_each_opponents_digimon():
    pos = medusamon_bt24_017(True)
    assert pos.battle(1) == [["ST1-05"], [TOKEN], [TOKEN]]   # the lowest DP one (Dracomon, 4000) deleted
    assert len(pos.trash(1)) == 1 and len(pos.deck(1)) == 3
    assert pos.dp(0, 1) == 11000 + 3 * 2000
    pos.next_turn()
    assert pos.dp(0, 1) == 11000 + 3 * 2000   # until the opponent's turn ends
    ok(pos)


def test_medusamon_bt24_017_unpaid_plays_no_token_and_gets_no_dp():
    for pos in (medusamon_bt24_017(False), medusamon_bt24_017(True, trash=())):   # declined; 1 card in their trash
        assert pos.battle(1) == [["ST1-05"]]
        assert pos.dp(0, 1) == 11000
        ok(pos)
