"""A Security Digimon played at the end of its battle (`play_self_after_battle`): P-165 ShoeShoemon's [Security]
effect, its card played for free once it has battled the attacker, instead of going to the trash, its On Play
then activating; with no battle (the attacker gone) the card is trashed as usual. And the compiled lines of
cards with that wording."""
from effect_positions import Side, Slot, build
from decks.tools import compile_effects as ce
from simcore import effect_codes as ec


def test_p_165_battles_then_is_played_and_its_on_play_plays_a_token():
    # Greymon (4000 DP) against ShoeShoemon (4000 DP): both lose, the attacker is deleted, the card is played
    pos = build(Side(battle=[Slot("ST1-07")], deck=["ST1-03"]),
                Side(security=["P-165"], deck=["ST1-03"]))
    pos.attack(0, 1)
    assert [e for e in pos.events("battle")] and pos.battle(0) == [] and pos.trash(0) == ["ST1-07"]
    assert pos.security(1) == [] and pos.trash(1) == []
    played = pos.battle(1)
    assert played[0] == ["P-165"] and len(played) == 2          # the card, then its On Play's Familiar Token
    assert [e[1] for e in pos.effects("P-165")].count(ec.A_PLAY_SELF_AFTER_BATTLE) == 1
    assert [e[1] for e in pos.effects("P-165")].count(ec.A_PLAY_TOKEN) == 1
    assert pos.violation() == 0


def test_p_165_is_played_after_a_battle_the_attacker_wins():
    # Garudamon (7000 DP) wins the battle and stays; the card is played all the same
    pos = build(Side(battle=[Slot("ST1-08")], deck=["ST1-03"]),
                Side(security=["ST1-03", "P-165"], deck=["ST1-03"]))   # the last card is the top
    pos.attack(0, 1)
    assert pos.battle(0) == [["ST1-08"]]
    assert pos.security(1) == ["ST1-03"] and pos.trash(1) == []
    assert pos.battle(1)[0] == ["P-165"]
    assert pos.violation() == 0


def test_a_security_digimon_without_the_effect_is_trashed():
    pos = build(Side(battle=[Slot("ST1-08")], deck=["ST1-03"]),
                Side(security=["ST1-07"], deck=["ST1-03"]))
    pos.attack(0, 1)
    assert pos.battle(1) == [] and pos.trash(1) == ["ST1-07"]
    assert pos.violation() == 0


def _lines(number):
    import json
    records = json.load(open(ce.DEFAULT_CARDS_JSON, encoding="utf-8"))
    return ce.read_card(next(r for r in records if r["cardId"] == number))


def test_compiled_lines_of_the_end_of_battle_play():
    reading = _lines("P-165")
    assert "P-165 security security : play_self_after_battle" in reading.lines
    assert reading.unmodeled == []
    reading = _lines("BT3-011")   # "without paying its memory cost"
    assert reading.lines == ["BT3-011 security security : play_self_after_battle"] and reading.unmodeled == []
    reading = _lines("EX10-014")
    assert "EX10-014 security security : play_self_after_battle" in reading.lines
