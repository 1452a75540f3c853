"""Reveals from which the player may play 1 card for free ("you may play 1 ... among them", reveal_play with
up_to), the rest trashed or put at the bottom of the deck, and the inherited switch of an opposing attack's target
to this Digimon (switch_attack_target target=self, optional, on the opponent's attacks): EX12-055
Andromon and EX12-058 HiAndromon in positions, and the compiled lines of cards with those wordings."""
import json
from pathlib import Path

import pytest

from effect_positions import Side, Slot, build, script
from decks.tools import compile_effects as ce
from simcore import effect_codes as ec

CARDS_JSON = Path(__file__).resolve().parents[1].parent / "shared" / "carddata" / "cards_aegis.json"
needs_shared = pytest.mark.skipif(not CARDS_JSON.exists(), reason="../shared/carddata is not available")

ANDROMON = "EX12-055"      # Lv.5, play cost 7: reveal 3, may play 1 play cost 5 or lower Machine/Cyborg/ME card
HIANDROMON = "EX12-058"    # Lv.6: the same with play cost 7 or lower, once per turn
THUNDERMON = "EX12-041"    # Lv.4 [ME] Digimon, play cost 5, no [On Play]
MEGADRAMON = "EX12-064"    # Lv.5 [Machine]/[ME] Digimon, play cost 7
AGUMON = "ST1-03"          # not a Machine, Cyborg or ME card
OPTION = "EX12-072"        # an [ME] option card: revealed, never played


def reveals(pos, card):
    return [e for e in pos.effects(card) if e[1] == ec.A_REVEAL_PLAY]


def test_andromon_on_play_plays_a_revealed_me_digimon_and_trashes_the_rest():
    pos = build(Side(hand=[ANDROMON], deck=[AGUMON, OPTION, THUNDERMON, AGUMON]), Side(deck=[AGUMON]), memory=7)
    pos.play(0, ANDROMON)
    assert reveals(pos, ANDROMON) == [(ANDROMON, ec.A_REVEAL_PLAY, THUNDERMON, 1, 0)]
    assert pos.battle(0) == [[ANDROMON], [THUNDERMON]]
    assert sorted(pos.trash(0)) == sorted([OPTION, AGUMON])
    assert pos.deck(0) == [AGUMON]
    assert pos.violation() == 0


def test_andromon_leaves_a_card_above_its_play_cost_and_the_option_in_the_trash():
    # Megadramon costs 7, more than 5: nothing may be played, all three revealed cards are trashed
    pos = build(Side(hand=[ANDROMON], deck=[AGUMON, OPTION, MEGADRAMON, AGUMON]), Side(deck=[AGUMON]), memory=7)
    pos.play(0, ANDROMON)
    assert reveals(pos, ANDROMON) == [(ANDROMON, ec.A_REVEAL_PLAY, None, 0, 0)]
    assert pos.battle(0) == [[ANDROMON]]
    assert sorted(pos.trash(0)) == sorted([OPTION, MEGADRAMON, AGUMON])
    assert pos.deck(0) == [AGUMON]
    assert pos.violation() == 0


def test_the_player_may_decline_the_play():
    pos = build(Side(hand=[ANDROMON], deck=[AGUMON, OPTION, THUNDERMON, AGUMON]), Side(deck=[AGUMON]), memory=7)
    script(pos, 0, False)
    pos.play(0, ANDROMON)
    assert pos.battle(0) == [[ANDROMON]]
    assert sorted(pos.trash(0)) == sorted([OPTION, THUNDERMON, AGUMON])
    assert pos.violation() == 0


def test_hiandromon_when_digivolving_plays_a_play_cost_7_card_once_per_turn():
    # digivolving draws the top card first, then reveals the next three; Megadramon (cost 7) is played
    deck = [AGUMON, AGUMON, AGUMON, THUNDERMON, AGUMON, OPTION, MEGADRAMON, AGUMON]
    pos = build(Side(battle=[Slot([ANDROMON])], hand=[HIANDROMON], deck=deck), Side(deck=[AGUMON]), memory=3)
    pos.digivolve(0, HIANDROMON, 1)
    assert reveals(pos, HIANDROMON) == [(HIANDROMON, ec.A_REVEAL_PLAY, MEGADRAMON, 1, 0)]
    assert pos.battle(0) == [[ANDROMON, HIANDROMON], [MEGADRAMON]]
    assert sorted(pos.trash(0)) == sorted([OPTION, AGUMON])
    pos.attack(0, 1)   # its [When Attacking], one effect printed with three timings: used this turn already
    assert len(reveals(pos, HIANDROMON)) == 1
    assert pos.violation() == 0


def test_andromon_inherited_turns_an_attack_on_the_player_onto_this_digimon():
    attacker = Slot("ST1-07")                 # Greymon, 4000 DP
    holder = Slot([ANDROMON, "ST1-08"])       # Garudamon (7000 DP) on top of Andromon: the inherited effect
    pos = build(Side(battle=[attacker], deck=[AGUMON]),
                Side(battle=[holder], security=["ST1-06"], deck=[AGUMON]))
    script(pos, 1, True)
    pos.attack(0, 1)
    assert [e for e in pos.effects(ANDROMON) if e[1] == ec.A_SWITCH_ATTACK_TARGET] == [
        (ANDROMON, ec.A_SWITCH_ATTACK_TARGET, "ST1-08", 0, 1)]
    assert pos.security(1) == ["ST1-06"]      # no security check
    assert pos.battle(0) == [] and pos.trash(0) == ["ST1-07"]
    assert pos.battle(1) == [[ANDROMON, "ST1-08"]]
    assert pos.violation() == 0


def _lines(number):
    record = next(r for r in json.loads(CARDS_JSON.read_text(encoding="utf-8")) if r["cardId"] == number)
    return ce.read_card(record).lines


@needs_shared
def test_compiled_lines():
    assert _lines(HIANDROMON)[:3] == [
        f"{HIANDROMON} main {t} once_per_turn : reveal_play 3 kinds=digimon,tamer trait=machine|cyborg|me cost<=7 "
        "up_to filter=rest_to_trash" for t in ("on_play", "when_digivolving", "when_attacking")]
    assert (f"{ANDROMON} inherited opponent_digimon_attacks opponents_turn once_per_turn optional : "
            "switch_attack_target target=self") in _lines(ANDROMON)
    # the rest to the bottom of the deck
    assert "BT25-071 main when_suspended once_per_turn : reveal_play 3 kind=digimon trait=ts cost<=4 up_to" \
        in _lines("BT25-071")
    # "After," between the draw and the option's placing: read as "Then,"
    assert ("EX12-070 main main optional : trash_from_hand_cost 1 trait=tb ; then draw 2 ; then place_in_battle_area"
            in _lines("EX12-070"))
