"""BT21-098 Ragnarok Cannon's <Delay> as one of your [Galacticmon] attacks: a deletion of the opponent's lowest play
cost Digimon, and without one the opponent's security trashed from the top down to 1 card
(trash_opponent_security_to); BT5-063 Kurisarimon: the play of an [Arata Sanada] card when none is in play, and
the <Rush> its inherited text gives the other Digimon named as the Digimon it is under (target=all_own_same_name)."""
from decks import effects as de
from decks.catalog import load_catalog
from effect_positions import answered, build, script, Side, Slot
from simcore import effect_codes as ec

SEC = ["ST1-03", "ST1-04", "ST1-05", "ST1-06", "ST1-07"]


def test_ragnarok_cannon_without_a_deletion_trashes_the_security_down_to_one_card():
    # EX11-046 Galacticmon attacks the player; the opponent has no Digimon: 4 of 5 security cards are trashed, then
    # the attack checks the last one
    pos = build(Side(battle=["EX11-046", "BT21-098"], deck=["ST1-03"]), Side(security=list(SEC), deck=["ST1-03"]),
                memory=3)
    script(pos, 0, True)
    pos.attack(0, 1)
    assert answered(pos)
    assert "BT21-098" in pos.trash(0)
    assert [x[3] for x in pos.effects() if x[1] == ec.A_TRASH_OPPONENT_SECURITY_TOP] == [4]
    assert pos.security(1) == [] and sorted(pos.trash(1)) == sorted(SEC)
    assert pos.violation() == 0


def test_ragnarok_cannon_deleting_leaves_the_security_alone():
    # the opponent's ST1-03 Agumon (cost 3) and ST1-08 (cost 5): the Agumon is deleted; only the check takes a card
    pos = build(Side(battle=["EX11-046", "BT21-098"], deck=["ST1-03"]),
                Side(battle=["ST1-03", "ST1-08"], security=list(SEC), deck=["ST1-03"]), memory=3)
    script(pos, 0, True)
    pos.attack(0, 1)
    assert answered(pos)
    assert pos.battle(1) == [["ST1-08"]]
    assert not [x for x in pos.effects() if x[1] == ec.A_TRASH_OPPONENT_SECURITY_TOP]
    assert len(pos.security(1)) == 4
    assert pos.violation() == 0


def test_ragnarok_cannon_with_one_security_card_trashes_none():
    pos = build(Side(battle=["EX11-046", "BT21-098"], deck=["ST1-03"]), Side(security=["ST1-03"], deck=["ST1-04"]),
                memory=3)
    script(pos, 0, True)
    pos.attack(0, 1)
    assert [x[3] for x in pos.effects() if x[1] == ec.A_TRASH_OPPONENT_SECURITY_TOP] == [0]
    assert pos.violation() == 0


def test_kurisarimon_plays_arata_sanada_only_when_none_is_in_play():
    # BT2-053 Keramon (black level 3) into BT5-063 (2): BT5-090 Arata Sanada comes from the hand for free
    pos = build(Side(battle=["BT2-053"], hand=["BT5-063", "BT5-090"], deck=["ST1-03"]), Side(deck=["ST1-03"]),
                memory=5)
    script(pos, 0, True)
    pos.digivolve(0, "BT5-063", 1)
    assert pos.battle(0) == [["BT2-053", "BT5-063"], ["BT5-090"]] and pos.hand(0) == ["ST1-03"]   # the draw
    assert pos.memory(0) == 3
    assert pos.violation() == 0
    # an Arata Sanada already in play: no play
    pos = build(Side(battle=["BT2-053", "BT5-090"], hand=["BT5-063", "BT5-090"], deck=["ST1-03"]),
                Side(deck=["ST1-03"]), memory=5)
    script(pos, 0, True)
    pos.digivolve(0, "BT5-063", 1)
    assert pos.battle(0) == [["BT2-053", "BT5-063"], ["BT5-090"]] and sorted(pos.hand(0)) == ["BT5-090", "ST1-03"]
    assert pos.violation() == 0


def test_kurisarimon_beneath_gives_rush_to_the_other_digimon_of_the_same_name():
    # BT5-063 under BT2-059 Kurisarimon (slot 1); another BT2-059 and an ST1-03 Agumon came into play this turn
    pos = build(Side(battle=[Slot(["BT5-063", "BT2-059"]), Slot("BT2-059", entered=3), Slot("ST1-03", entered=3)],
                     deck=["ST1-03"]), Side(deck=["ST1-03"]), memory=3)
    assert pos.has(0, 2, ec.A_RUSH) and pos.can_attack(0, 2)
    assert not pos.has(0, 1, ec.A_RUSH)   # the other Digimon only
    assert not pos.has(0, 3, ec.A_RUSH) and not pos.can_attack(0, 3)
    # on the opponent's turn: none
    pos.set_turn(4, 1)
    assert not pos.has(0, 2, ec.A_RUSH)
    # with BT5-063 on top (not beneath), its inherited text does nothing
    pos = build(Side(battle=[Slot(["BT2-059", "BT5-063"]), Slot("BT2-059", entered=3)], deck=["ST1-03"]),
                Side(deck=["ST1-03"]), memory=3)
    assert not pos.can_attack(0, 2)
    assert pos.violation() == 0


def test_the_encoded_lines_and_coverage():
    _, _, eff = de.parse_line("BT21-098 main own_digimon_attacks your_turn card.name=galacticmon optional : delay ; then "
                              "delete target=opponent count=1 rank=lowest_play_cost ; then if=not_deleted "
                              "trash_opponent_security_to 1", "t")
    last = eff.rows[-1]
    assert last[ec.F_ACTION] == ec.A_TRASH_OPPONENT_SECURITY_TO and last[ec.F_AMOUNT] == 1
    assert last[ec.F_COND] == ec.C_NOT_DELETED
    _, _, eff = de.parse_line("BT5-063 inherited static your_turn : rush target=all_own_same_name filter=other", "t")
    assert eff.rows[0][ec.F_TARGET] == ec.TG_ALL_OWN_SAME_NAME and eff.rows[0][ec.F_FILTER] == ec.FL_OTHER
    catalog = load_catalog()
    assert de.card_coverage(catalog["BT21-098"]) == "full" and de.card_coverage(catalog["BT5-063"]) == "full"
