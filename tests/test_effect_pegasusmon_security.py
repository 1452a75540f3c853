"""BT25-037 Pegasusmon: its top security card to the hand, then 1 card of two kinds from the hand as the top or
bottom security card, an [Angel]/[Archangel]/[Three Great Angels]/[Iliad] trait Digimon card or a [TS] trait Tamer
card. The second kind is a chained `hand_to_security` row under the condition not_placed: offered only when the row
before it placed nothing (declined, or no card of its kind in the hand)."""
import effect_positions
from decks.effects import load_effects
from effect_positions import Side, script, answered, ok
from simcore import engine as E

PEGASUSMON = "BT25-037"     # Lv.4 [Iliad] [TS], cost 6; digivolves from [Patamon] for 2
ARKHAIANGEMON = "BT18-038"  # Lv.5 [Angel] Digimon card
HOMEROS = "BT24-102"        # Tamer [Iliad] [TS]
GREYMON_TS = "BT24-010"     # Lv.4 [TS] Digimon card, no Angel-family trait
PATAMON = "BT14-033"        # Lv.3 [Patamon]
AGUMON = "BT3-007"          # Lv.3, no trait of theirs
AGUMON_ST = "ST1-03"


def texts(number):
    return [e.text for e in load_effects()[number].effects]


def test_encoded_lines():
    assert not load_effects()[PEGASUSMON].unmodeled
    placing = ("security_top_to_hand ; then hand_to_security 1 kind=digimon "
               "trait=angel|archangel|three_great_angels|iliad target=player filter=may,top_or_bottom ; then "
               "if=not_placed hand_to_security 1 kind=tamer trait=ts target=player filter=may,top_or_bottom")
    assert texts(PEGASUSMON) == ["BT25-037 main static : keyword armor_purge target=self",
                                 "BT25-037 main on_play : " + placing,
                                 "BT25-037 main when_digivolving : " + placing]


def played(hand, *answers):
    pos = effect_positions.build(Side(hand=[PEGASUSMON, *hand], deck=[AGUMON] * 3, security=[AGUMON, AGUMON_ST]),
                                 Side(deck=[AGUMON] * 3), memory=10)
    script(pos, 0, *answers)
    pos.play(0, PEGASUSMON)
    E.settle(pos.st, pos.tb)
    return pos


def test_angel_digimon_card_placed_and_the_tamer_not_offered():
    pos = played([ARKHAIANGEMON, HOMEROS], True)
    assert answered(pos)   # one "you may" only: the Tamer's row is not offered
    assert pos.security(0) == [AGUMON, ARKHAIANGEMON]   # the top card (ST1-03) to the hand, the Angel on top
    assert sorted(pos.hand(0)) == sorted([HOMEROS, AGUMON_ST])
    ok(pos)


def test_digimon_declined_then_ts_tamer_placed():
    pos = played([ARKHAIANGEMON, HOMEROS], False, True)
    assert answered(pos)
    assert pos.security(0) == [AGUMON, HOMEROS]
    assert sorted(pos.hand(0)) == sorted([ARKHAIANGEMON, AGUMON_ST])
    ok(pos)


def test_iliad_tamer_is_not_a_digimon_card_and_the_tamer_row_follows():
    pos = played([HOMEROS], True, False)   # the Digimon row finds no card; the Tamer row offered, declined
    assert answered(pos)
    assert pos.security(0) == [AGUMON]
    assert sorted(pos.hand(0)) == sorted([HOMEROS, AGUMON_ST])
    ok(pos)


def test_ts_digimon_card_matches_neither_row():
    pos = played([GREYMON_TS], True, True)
    assert pos.security(0) == [AGUMON]
    assert sorted(pos.hand(0)) == sorted([GREYMON_TS, AGUMON_ST])
    ok(pos)


def test_when_digivolving_places_an_iliad_digimon_card():
    pos = effect_positions.build(Side(hand=[PEGASUSMON, PEGASUSMON], deck=[AGUMON] * 3,
                                      security=[AGUMON, AGUMON_ST], battle=[PATAMON]),
                                 Side(deck=[AGUMON] * 3), memory=10)
    script(pos, 0, True)
    pos.digivolve(0, PEGASUSMON, 1)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0) == [[PATAMON, PEGASUSMON]]
    assert pos.security(0) == [AGUMON, PEGASUSMON]   # the other copy: an [Iliad] trait Digimon card
    assert sorted(pos.hand(0)) == sorted([AGUMON, AGUMON_ST])   # the digivolution's draw, the security card
    ok(pos)
