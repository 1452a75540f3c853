"""Digivolutions and attacks by effect, and the timings of cards trashed from the deck.

- `trashed_from_deck` (a timing of a card's own text: an effect trashed it from the top of its owner's deck, the
  text working from the trash): P-077 Wizardmon gains memory, ST14-12 Rivals' Barrage places itself in the battle
  area from the trash (`place_in_battle_area` of that timing);
- `own_deck_trashed` (an effect trashed cards from the top of your deck, once for the effect): ST14-08 Beelzemon
  (memory `for_each=own_trash_tens`, and <Security A. +1> for the turn), ST14-02 Impmon's inherited deletion of a
  level 3 Digimon, BT8-074 Soulmon;
- `digivolve_ignoring_requirements` / `digivolve_from_trash_ignoring_requirements` (a digivolution by effect for
  the cost the effect names, the requirements ignored): ST14-02 Impmon into [Beelzemon] from the trash;
- `attack_without_suspending` (an attack by effect that does not suspend the Digimon): BT21-072 Arresterdramon:
  Superior Mode."""
import json
from pathlib import Path

import numpy as np
import pytest

import effect_positions
from effect_positions import Side, Slot, answered, full, lines_of, script
from positions import ok
from decks.tools import compile_effects as ce
from simcore import effect_codes as ec
from simcore import engine as E

I32 = np.int32
CANDLEMON = "ST14-03"     # purple Lv.3, cost 3; On Play: its top 2 deck cards to the trash
IMPMON = "ST14-02"        # purple Lv.3; When Attacking, 20+ cards in the trash: into [Beelzemon] from the trash for 3
BEELZEMON = "ST14-08"     # purple Lv.6; when cards are trashed from your deck: memory, <Security A. +1>
BEELZEMON_B = "BT19-071"  # Beelzemon, purple Lv.6 (another card of the name)
WIZARDMON = "P-077"       # its own text: trashed from the deck, gain 1 memory
BARRAGE = "ST14-12"       # option: trashed from the deck, it may be placed in the battle area
SOULMON = "BT8-074"       # purple Lv.4; inherited: [Your Turn][Once Per Turn] cards trashed from your deck: 1 memory
ARRESTERDRAMON = "BT21-072"   # Lv.5; When Digivolving: may attack without suspending
MONODRAMON = "BT1-009"    # red Lv.3, 3000 DP, no text
IKKAKUMON = "BT1-034"     # blue Lv.4, no text
CARDS_JSON = Path(__file__).resolve().parents[2] / "shared" / "carddata" / "cards_aegis.json"


def test_encoded_lines():
    for card in (BEELZEMON, BARRAGE, IMPMON, ARRESTERDRAMON, SOULMON, "BT8-006", "BT8-079"):
        assert full(card), card
    assert lines_of(BEELZEMON) == [
        "ST14-08 main when_digivolving : trash_deck_top 4",
        "ST14-08 main own_deck_trashed once_per_turn : memory +1 for_each=own_trash_tens",
        "ST14-08 main own_deck_trashed your_turn once_per_turn : security_attack +1 target=self duration=turn"]
    assert lines_of(BARRAGE) == [
        "ST14-12 main trashed_from_deck optional : place_in_battle_area",
        "ST14-12 main main : delete target=opponent count=1 rank=highest_level",
        "ST14-12 main activated : delay ; then return_from_trash kinds=digimon,tamer color=purple",
        "ST14-12 security security : delete target=opponent count=1 rank=highest_level"]
    assert lines_of(IMPMON) == [
        "ST14-02 main when_attacking if=own_trash>=20 optional : digivolve_from_trash_ignoring_requirements 3 "
        "target=self kind=digimon name=beelzemon filter=pay_cost",
        "ST14-02 inherited own_deck_trashed your_turn once_per_turn : delete target=opponent count=1 level<=3 "
        "level>=3"]
    assert "BT21-072 main when_digivolving : attack_without_suspending target=self" in lines_of(ARRESTERDRAMON)
    assert lines_of(WIZARDMON)[0] == "P-077 main trashed_from_deck : memory +1"
    assert lines_of("BT17-063")[1] == (
        "BT17-063 main when_digivolving : draw 1 ; then trash_from_hand 1 ; then if=named_digivolution_cards>=1 "
        "digivolve_ignoring_requirements 2 target=self kind=digimon name=murmukusmon filter=may,pay_cost "
        "this_name=hippogryphonmon")
    assert lines_of("BT20-083")[1] == ("BT20-083 main on_play if=own_security<=1 optional : "
                                       "digivolve_ignoring_requirements target=self kind=digimon "
                                       "name=omnimon_(x_antibody)")


def test_compiler_reads_the_wordings():
    def read(kind, tags, body):
        return ce.read_segment("X-1", kind, ce.Segment("main", tags, body), 4)[0]
    assert read("digimon", ("opponent's turn",), "when a card is trashed from your deck, unsuspend this digimon.") \
        == ["X-1 main own_deck_trashed opponents_turn : unsuspend target=self"]
    assert read("digimon", (), "when this card is trashed from your deck, gain 3 memory.") == [
        "X-1 main trashed_from_deck : memory +3"]
    assert read("digimon", ("when digivolving",), "this digimon may attack without suspending.") == [
        "X-1 main when_digivolving : attack_without_suspending target=self"]
    assert read("digimon", ("when attacking",), "this digimon may digivolve into [beelzemon] in the hand for a "
                "digivolution cost of 6, ignoring its digivolution requirements.") == [
        "X-1 main when_attacking optional : digivolve_ignoring_requirements 6 target=self kind=digimon "
        "name=beelzemon filter=pay_cost"]
    assert read("digimon", ("on play",), "this digimon may digivolve into [impmon] in your hand or trash, ignoring "
                "digivolution requirements and without paying the cost.") == [
        "X-1 main on_play optional : digivolve_ignoring_requirements target=self kind=digimon name=impmon "
        "filter=or_trash"]
    # "from your hand" with the requirements kept is not read (a wording the digivolution words don't have)
    with pytest.raises(ce.NoFit):
        read("digimon", ("on play",), "this digimon may digivolve into [beelzemon] from your hand without paying the "
             "cost.")
    # "gain N memory for every 10 cards in your trash"
    assert read("digimon", ("on play",), "gain 2 memory for every 10 cards in your trash.") == [
        "X-1 main on_play : memory +2 for_each=own_trash_tens"]


@pytest.mark.skipif(not CARDS_JSON.exists(), reason="card data not present")
def test_the_colour_of_either_kind_returned_from_the_trash():
    records = {r["cardId"]: r for r in json.loads(CARDS_JSON.read_text(encoding="utf-8"))}
    reading = ce.read_card(records[BARRAGE])
    assert reading.unmodeled == []
    assert ce.card_filter_words("purple digimon card or tamer card") == ["kinds=digimon,tamer", "color=purple"]


def _trash_with_candlemon(deck, battle=(), opponent=Side(deck=[MONODRAMON]), trash=(), *answers):
    pos = effect_positions.build(Side(battle=list(battle), hand=[CANDLEMON], deck=list(deck), trash=list(trash)),
                                 opponent, memory=5)
    script(pos, 0, *answers)
    pos.play(0, CANDLEMON)   # cost 3; On Play: trash the top 2 cards of the deck
    return pos


def test_a_card_trashed_from_the_deck_works_from_the_trash():
    # Wizardmon among the two cards trashed: 1 memory; the other card is no such card
    pos = _trash_with_candlemon([MONODRAMON, MONODRAMON, WIZARDMON, MONODRAMON])
    assert pos.memory(0) == 5 - 3 + 1
    assert sorted(pos.trash(0)) == sorted([WIZARDMON, MONODRAMON])
    assert pos.deck(0) == [MONODRAMON, MONODRAMON]
    ok(pos)
    # below the top two: not trashed, no memory
    pos = _trash_with_candlemon([WIZARDMON, MONODRAMON, MONODRAMON])
    assert pos.memory(0) == 5 - 3
    ok(pos)


def test_an_option_trashed_from_the_deck_may_go_to_the_battle_area():
    pos = _trash_with_candlemon([MONODRAMON, BARRAGE, MONODRAMON], (), Side(deck=[MONODRAMON]), (), True)
    assert answered(pos)
    assert BARRAGE not in pos.trash(0) and pos.trash(0) == [MONODRAMON]
    assert [BARRAGE] in pos.battle(0)
    assert any(e[1] == ec.A_PLACE_IN_BATTLE_AREA for e in pos.effects(BARRAGE))
    ok(pos)
    # declined: it stays in the trash
    pos = _trash_with_candlemon([MONODRAMON, BARRAGE, MONODRAMON], (), Side(deck=[MONODRAMON]), (), False)
    assert answered(pos)
    assert sorted(pos.trash(0)) == sorted([BARRAGE, MONODRAMON]) and [BARRAGE] not in pos.battle(0)
    ok(pos)


def test_cards_trashed_from_your_deck_once_for_the_effect():
    # Beelzemon: 10 cards in the trash before, 12 after: 1 memory (once, for the two cards); <Security A. +1>
    before = effect_positions.build(Side(battle=[Slot([BEELZEMON], entered=1)], deck=[MONODRAMON]),
                                    Side(deck=[MONODRAMON]))
    checks = before.security_attack(0, 1)
    pos = _trash_with_candlemon([MONODRAMON] * 4, [Slot([BEELZEMON], entered=1)], Side(deck=[MONODRAMON]),
                                [MONODRAMON] * 10)
    assert pos.memory(0) == 5 - 3 + 1
    assert pos.security_attack(0, 1) == checks + 1
    assert len(pos.trash(0)) == 12
    ok(pos)
    # 9 cards before, 11 after: 1 memory (counted as it resolves); 7 before, 9 after: none
    for n, gain in ((9, 1), (7, 0), (19, 2)):
        pos = _trash_with_candlemon([MONODRAMON] * 4, [Slot([BEELZEMON], entered=1)], Side(deck=[MONODRAMON]),
                                    [MONODRAMON] * n)
        assert pos.memory(0) == 5 - 3 + gain, n
        ok(pos)


def test_inherited_deletion_of_a_level_3_digimon_and_once_per_turn():
    # Impmon beneath Soulmon: the opponent's level 3 Digimon is deleted, the level 4 one stays; Soulmon's own
    # inherited text is not Soulmon's to use (its top card's), so memory: 5 - 3 only
    opponent = Side(battle=[Slot([MONODRAMON], entered=1), Slot([IKKAKUMON], entered=1)], deck=[MONODRAMON])
    pos = _trash_with_candlemon([MONODRAMON] * 4, [Slot([IMPMON, SOULMON], entered=1)], opponent)
    assert pos.battle(1) == [[IKKAKUMON]]
    assert pos.trash(1) == [MONODRAMON]
    assert pos.memory(0) == 5 - 3
    ok(pos)
    # Soulmon beneath: 1 memory for the first trashing of the turn only
    pos = effect_positions.build(Side(battle=[Slot([SOULMON, IKKAKUMON], entered=1)], hand=[CANDLEMON, CANDLEMON],
                                      deck=[MONODRAMON] * 6), Side(deck=[MONODRAMON]), memory=7)
    pos.play(0, CANDLEMON)
    assert pos.memory(0) == 7 - 3 + 1
    pos.play(0, CANDLEMON)
    assert pos.memory(0) == 7 - 3 + 1 - 3
    ok(pos)


def _impmon_attacks(trash, *answers):
    # the opponent has no security card: the attack on the player ends the game, after the When Attacking effect
    pos = effect_positions.build(Side(battle=[Slot([IMPMON], entered=1)], trash=trash, deck=[MONODRAMON]),
                                 Side(deck=[MONODRAMON]), memory=5)
    script(pos, 0, *answers)
    pos.attack(0, 1)
    return pos


def test_digivolve_from_the_trash_ignoring_requirements_for_the_cost_named():
    # Lv.3 into a Lv.6 from the trash, for 3 memory
    pos = _impmon_attacks([MONODRAMON] * 19 + [BEELZEMON_B], True)
    assert answered(pos)
    assert pos.battle(0) == [[IMPMON, BEELZEMON_B]]
    assert BEELZEMON_B not in pos.trash(0)
    assert pos.memory(0) == 5 - 3
    assert any(e[1] == ec.A_DIGIVOLVE_FROM_TRASH_IGNORING_REQUIREMENTS and e[2] == BEELZEMON_B and e[3] == 3
               for e in pos.effects(IMPMON))
    ok(pos)
    # 19 cards in the trash: the condition fails, nothing is asked
    pos = _impmon_attacks([MONODRAMON] * 18 + [BEELZEMON_B])
    assert pos.battle(0) == [[IMPMON]] and pos.memory(0) == 5
    ok(pos)
    # no card of the name in the trash: nothing
    pos = _impmon_attacks([MONODRAMON] * 20)
    assert pos.battle(0) == [[IMPMON]] and pos.memory(0) == 5
    ok(pos)


def test_attack_without_suspending():
    # Soulmon (purple Lv.4) digivolves into Arresterdramon for 4: it may attack, and stays unsuspended
    pos = effect_positions.build(Side(battle=[Slot([SOULMON], entered=1)], hand=[ARRESTERDRAMON], deck=[MONODRAMON]),
                                 Side(security=[MONODRAMON, MONODRAMON], deck=[MONODRAMON]), memory=5)
    pos.digivolve(0, ARRESTERDRAMON, 1)
    E.effects_resolved(pos.st, pos.tb, I32(0))
    assert [(e["attacker"], e["target"]) for e in pos.events("attack")] == [(ARRESTERDRAMON, "player")]
    assert any(e[1] == ec.A_ATTACK_WITHOUT_SUSPENDING for e in pos.effects(ARRESTERDRAMON))
    assert not pos.suspended(0, 1)
    assert len(pos.security(1)) == 1
    ok(pos)
    # it may attack again, now as a main-phase action, and suspends for that one
    pos.attack(0, 1)
    assert pos.suspended(0, 1)
    ok(pos)
