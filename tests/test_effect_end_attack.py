"""The defender's "when one of your opponent's Digimon attacks" timing and ending an attack by effect (RULES.md
section 6: an ended attack skips to the end of attack, with no block, security check or battle): EX11-021
Kokeshimon's inherited "by deleting 1 of your other Digimon, end that attack", and the compiled lines of the
cards with that wording."""
import json

from effect_positions import Side, Slot, build
from decks.tools import compile_effects as ce
from simcore import effect_codes as ec
from simcore import layout as L

ATTACKER = Slot("ST1-07")   # Greymon, 4000 DP, no effect of its own on top

def ended_attacks(pos):
    return [e for e in pos.effects("EX11-021") if e[1] == ec.A_END_ATTACK]

def test_ex11_021_deletes_another_digimon_to_end_an_attack_on_the_player_at_one_security():
    pos = build(Side(battle=[ATTACKER], deck=["ST1-03"]),
                Side(battle=[Slot(["EX11-021", "ST1-09"]), "ST1-03"], security=["ST1-06"], deck=["ST1-03"]))
    pos.attack(0, 1)
    assert pos.battle(1) == [["EX11-021", "ST1-09"]]   # its other Digimon, Agumon, deleted as the cost
    assert pos.trash(1) == ["ST1-03"]
    assert pos.security(1) == ["ST1-06"]                # no security check
    assert pos.events("security_check") == []
    assert pos.suspended(0, 1)
    assert len(ended_attacks(pos)) == 1
    assert pos.violation() == 0
    # once per turn: the next attack is not ended
    pos.st.susp[0, 1] = 0
    pos.attack(0, 1)
    assert pos.security(1) == [] and pos.trash(1) == ["ST1-03", "ST1-06"]
    assert len(ended_attacks(pos)) == 1
    assert pos.violation() == 0

def test_ex11_021_ends_nothing_without_another_digimon_to_delete():
    pos = build(Side(battle=[ATTACKER], deck=["ST1-03"]),
                Side(battle=[Slot(["EX11-021", "ST1-09"])], security=["ST1-06"], deck=["ST1-03"]))
    pos.attack(0, 1)
    assert pos.security(1) == [] and pos.trash(1) == ["ST1-06"]   # the check came
    assert ended_attacks(pos) == []
    assert pos.violation() == 0

def test_an_ended_attack_on_a_digimon_has_no_battle_and_no_block():
    # the attack targets the suspended Garudamon (7000 DP); Coredramon (a Blocker) does not block an ended attack
    pos = build(Side(battle=[ATTACKER], deck=["ST1-03"]),
                Side(battle=[Slot(["EX11-021", "ST1-09"]), Slot("ST1-08", suspended=True), "ST1-03", "ST1-06"],
                     security=["ST1-06"], deck=["ST1-03"]))
    pos.attack(0, 1, 2)
    assert len(ended_attacks(pos)) == 1
    assert len(pos.trash(1)) == 1 and ["ST1-08"] in pos.battle(1) and len(pos.battle(1)) == 3
    assert pos.events("battle") == [] and pos.events("block") == []
    assert pos.st.g[L.G_ATTACK_ENDED] == 0 and pos.st.g[L.G_ATK_TARGET] == -2
    assert pos.battle(0) == [["ST1-07"]] and pos.suspended(0, 1)
    assert pos.violation() == 0


def test_ex11_021_is_not_used_when_the_attack_threatens_little():
    # 3 security cards and an attack on the player: the greedy pilot keeps its Digimon
    pos = build(Side(battle=[ATTACKER], deck=["ST1-03"]),
                Side(battle=[Slot(["EX11-021", "ST1-09"]), "ST1-03"], security=["ST1-06", "ST1-06", "ST1-07"],
                     deck=["ST1-03"]))
    pos.attack(0, 1)
    assert ended_attacks(pos) == []
    assert pos.battle(1) == [["EX11-021", "ST1-09"], ["ST1-03"]]
    assert pos.security(1) == ["ST1-06", "ST1-06"]
    assert pos.violation() == 0

def _lines(number):
    record = next(r for r in json.loads(ce.DEFAULT_CARDS_JSON.read_text(encoding="utf-8")) if r["cardId"] == number)
    return ce.read_card(record).lines

def test_compiled_lines_of_the_opponent_attacks_timing():
    assert _lines("EX11-021")[-1] == ("EX11-021 inherited opponent_digimon_attacks opponents_turn once_per_turn "
                                     "optional : delete_own_cost filter=other ; then end_attack")
    # "end the attack", paid from the hand
    assert _lines("BT13-088") == ["BT13-088 main opponent_digimon_attacks opponents_turn once_per_turn optional : "
                                  "trash_from_hand_cost 2 ; then end_attack"]
    # "when an opponent's Digimon attacks" without a cost
    assert _lines("ST14-09")[-1] == "ST14-09 main opponent_digimon_attacks opponents_turn : trash_deck_top 1"
