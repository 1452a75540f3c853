"""Three cards of the [TB]/[Shambala] lists. EX12-047 Amaterasumon: after its deletion, the cost of returning 2 cards
of the opponent's trash to the bottom of their deck buys +6000 DP for itself and -5000 DP on 1 of their Digimon for
each different colour among the returned cards (for_each=returned_card_colors). EX12-070 Sanmyojin Arrival: lying in
the battle area, its <Delay> answers a level 5 or higher [TB] Digimon of yours about to leave the battle area: the
option is trashed and a [Sanmyojin] Digimon may be played free from the hand before that Digimon leaves (an
own_digimon_would_leave effect without a `stay` clause). EX12-074 Genshi Continent & Ashino Island: lying face up in
the security stack, its [Security] timing answers the attack of your [Shambala] Digimon, which may digivolve from the
hand for 1 less (a triggered row of a face-up security card; target=event of digivolve_from_hand).
EX12-035 MetalGarurumon (of the [ME] lists): once per turn, when any Digimon is played or digivolves, 1 of the
opponent's Digimon is barred from suspending through the end of that player's turn.
Other real cards: EX12-063 Karakurumon (Lv.5 [Shambala]/[TB], 7000), EX12-062 Kokeshimon (Lv.4 [TB], 5000),
EX12-065 Kaguyamon (Lv.6 [Shambala], from a Lv.5 [Shambala] for 3), ST1-03 Agumon (red, 2000), ST1-11 WarGreymon
(red, 12000), EX9-043 MetalTyrannomon (green and black, 7000)."""
from effect_positions import Side, Slot, answered, build, script, ok

from decks.catalog import load_catalog
from decks.effects import card_coverage, load_effects
from simcore import engine as E
from simcore.effect_codes import A_CANT

AMATERASUMON = "EX12-047"
ARRIVAL = "EX12-070"
GENSHI = "EX12-074"
KARAKURUMON = "EX12-063"
KOKESHIMON = "EX12-062"
KAGUYAMON = "EX12-065"
AGUMON = "ST1-03"
WARGREYMON = "ST1-11"
METALTYRANNOMON = "EX9-043"
METALGARURUMON = "EX12-035"


def texts(number):
    return [e.text for e in load_effects()[number].effects]


def test_coverage_and_encoded_lines():
    catalog = load_catalog()
    for number in (AMATERASUMON, ARRIVAL, GENSHI, METALGARURUMON):
        assert card_coverage(catalog[number]) == "full", number
    for trigger in ("on_play", "when_digivolving"):
        assert (f"EX12-047 main {trigger} : delete target=opponent count=1 rank=lowest_dp ; then "
                "return_opponent_trash_cost 2 filter=may ; then dp +6000 target=self duration=turn ; then dp -5000 "
                "target=opponent count=1 duration=turn for_each=returned_card_colors") in texts(AMATERASUMON)
    assert ("EX12-070 main own_digimon_would_leave card.level>=5 card.trait=tb optional : delay ; then play_from_hand "
            "kind=digimon trait=sanmyojin") in texts(ARRIVAL)
    assert "EX12-070 security security : activate_main" in texts(ARRIVAL)
    assert ("EX12-074 security own_digimon_attacks your_turn once_per_turn optional card.trait=shambala : "
            "digivolve_from_hand 1 target=event kind=digimon trait=shambala filter=pay_cost") in texts(GENSHI)
    assert ("EX12-074 main main : place_self_face_up_in_security 1 ; then play_from_hand 3 kinds=digimon,tamer "
            "trait=shambala filter=may,pay_cost") in texts(GENSHI)
    assert ("EX12-035 main any_digimon_played_or_digivolved once_per_turn : cant suspend target=opponent count=1 "
            "duration=opponents_turn_end") in texts(METALGARURUMON)
    assert ("EX12-074 security security optional : play_from_hand kinds=digimon,tamer cost<=5 trait=shambala "
            "filter=or_trash") in texts(GENSHI)


# --- EX12-047 ---------------------------------------------------------------------------------------------------

def _amaterasumon(low, trash, answer):
    pos = build(Side(hand=[AMATERASUMON], deck=[AGUMON]),
                Side(battle=[low, WARGREYMON], trash=list(trash), deck=[AGUMON]), memory=20)
    script(pos, 0, answer)
    pos.play(0, AMATERASUMON)
    E.settle(pos.st, pos.tb)
    return pos


def test_ex12_047_two_red_cards_returned_one_colour_minus_5000():
    pos = _amaterasumon(AGUMON, [AGUMON, AGUMON], True)
    assert pos.battle(1) == [[WARGREYMON]]   # the lowest DP one deleted
    assert pos.trash(1) == [AGUMON] and pos.deck(1) == [AGUMON, AGUMON, AGUMON]   # 2 under the deck
    assert pos.dp(0, 1) == 12000 + 6000
    assert pos.dp(1, 1) == 12000 - 5000
    assert pos.memory(0) == 20 - 12
    ok(pos)


def test_ex12_047_two_colours_among_the_returned_cards_minus_10000():
    pos = _amaterasumon(METALTYRANNOMON, [METALTYRANNOMON, METALTYRANNOMON], True)
    assert pos.battle(1) == [[WARGREYMON]]
    assert pos.deck(1)[:2] == [METALTYRANNOMON, METALTYRANNOMON] and pos.trash(1) == [METALTYRANNOMON]
    assert pos.dp(0, 1) == 18000
    assert pos.dp(1, 1) == 12000 - 2 * 5000   # green and black
    ok(pos)


def test_ex12_047_declined_or_unpayable_no_dp_change():
    pos = _amaterasumon(AGUMON, [AGUMON, AGUMON], False)
    assert answered(pos)
    assert pos.trash(1) == [AGUMON, AGUMON, AGUMON] and pos.deck(1) == [AGUMON]
    assert pos.dp(0, 1) == 12000 and pos.dp(1, 1) == 12000
    ok(pos)
    pos = _amaterasumon(AGUMON, [], True)   # 1 card in their trash after the deletion: the cost can't be paid
    assert pos.trash(1) == [AGUMON] and pos.dp(0, 1) == 12000 and pos.dp(1, 1) == 12000
    ok(pos)


# --- EX12-070 ---------------------------------------------------------------------------------------------------

def _deleted_in_battle(attacker, placed_turn, *answers):
    """Player 0's `attacker` attacks a suspended WarGreymon (12000) and loses; Sanmyojin Arrival lies in player 0's
    battle area since `placed_turn` (this turn: 3); Amaterasumon in the hand."""
    pos = build(Side(battle=[Slot(ARRIVAL, entered=placed_turn), Slot(attacker, entered=1)], hand=[AMATERASUMON],
                     deck=[AGUMON, AGUMON]),
                Side(battle=[Slot(WARGREYMON, suspended=True)], deck=[AGUMON]), turn=3, memory=5)
    script(pos, 0, *answers)
    pos.attack(0, 2, 1)
    E.settle(pos.st, pos.tb)
    return pos


def test_ex12_070_delay_plays_a_sanmyojin_digimon_free_before_the_tb_digimon_leaves():
    pos = _deleted_in_battle(KARAKURUMON, 1, True)
    assert ARRIVAL in pos.trash(0) and KARAKURUMON in pos.trash(0)
    assert pos.hand(0) == [] and pos.battle(0) == [[AMATERASUMON]]
    assert pos.memory(0) == 5   # free
    assert pos.trash(1) == [WARGREYMON]   # Amaterasumon's On Play: their lowest-DP Digimon deleted
    ok(pos)


def test_ex12_070_declined_the_option_stays():
    pos = _deleted_in_battle(KARAKURUMON, 1, False)
    assert pos.battle(0) == [[ARRIVAL]] and pos.trash(0) == [KARAKURUMON] and pos.hand(0) == [AMATERASUMON]
    ok(pos)


def test_ex12_070_not_the_turn_it_was_placed_nor_a_level_4():
    pos = _deleted_in_battle(KARAKURUMON, 3, True)   # placed this turn: <Delay> can't be paid
    assert pos.battle(0) == [[ARRIVAL]] and pos.trash(0) == [KARAKURUMON] and pos.hand(0) == [AMATERASUMON]
    ok(pos)
    pos = _deleted_in_battle(KOKESHIMON, 1, True)   # a level 4 [TB] Digimon: not answered
    assert pos.battle(0) == [[ARRIVAL]] and KOKESHIMON in pos.trash(0) and pos.hand(0) == [AMATERASUMON]
    ok(pos)


# --- EX12-074 ---------------------------------------------------------------------------------------------------

def _attack_with_face_up_genshi(up, *answers, hand=(KAGUYAMON,)):
    pos = build(Side(battle=[Slot(KARAKURUMON, entered=1)], hand=list(hand), security=[GENSHI, AGUMON],
                     deck=[AGUMON, AGUMON]),
                Side(security=[AGUMON], deck=[AGUMON]), turn=3, memory=5)
    pos.st.sec_up[0, 0] = 1 if up else 0   # the bottom card
    script(pos, 0, *answers)
    pos.attack(0, 1)
    E.settle(pos.st, pos.tb)
    return pos


def test_ex12_074_face_up_the_attacker_digivolves_for_1_less():
    pos = _attack_with_face_up_genshi(True, True)
    assert pos.battle(0) == [[KARAKURUMON, KAGUYAMON]]
    assert pos.memory(0) == 5 - (3 - 1)   # Lv.5 [Shambala] requirement: 3, 1 less
    assert pos.hand(0) == [AGUMON]   # the digivolution's draw
    assert pos.security(0) == [GENSHI, AGUMON] and pos.security(1) == []
    ok(pos)


def test_ex12_074_declined_or_face_down_nothing():
    pos = _attack_with_face_up_genshi(True, False)
    assert answered(pos)
    assert pos.battle(0) == [[KARAKURUMON]] and pos.memory(0) == 5 and pos.hand(0) == [KAGUYAMON]
    ok(pos)
    pos = _attack_with_face_up_genshi(False)
    assert answered(pos)
    assert pos.battle(0) == [[KARAKURUMON]] and pos.memory(0) == 5 and pos.hand(0) == [KAGUYAMON]
    ok(pos)


# --- EX12-035 ---------------------------------------------------------------------------------------------------

def test_ex12_035_a_digimon_played_one_opponent_digimon_cant_suspend_once_per_turn():
    pos = build(Side(battle=[Slot(METALGARURUMON, entered=1)], hand=[AGUMON, AGUMON], deck=[AGUMON]),
                Side(battle=[WARGREYMON, "ST1-07"], deck=[AGUMON]), turn=3, memory=10)
    pos.play(0, AGUMON)
    E.settle(pos.st, pos.tb)
    cant = [x for x in pos.effects(METALGARURUMON) if x[1] == A_CANT]
    assert len(cant) == 1 and cant[0][4] == 1   # 1 of the opponent's Digimon
    mods = pos.mods()
    pos.play(0, AGUMON)   # once per turn: nothing more
    E.settle(pos.st, pos.tb)
    assert len([x for x in pos.effects(METALGARURUMON) if x[1] == A_CANT]) == 1 and pos.mods() == mods
    assert pos.memory(0) == 10 - 3 - 3
    ok(pos)


def test_ex12_074_once_per_turn():
    pos = build(Side(battle=[Slot(KARAKURUMON, entered=1), Slot(KARAKURUMON, entered=1)], hand=[KAGUYAMON, KAGUYAMON],
                     security=[GENSHI], deck=[AGUMON, AGUMON]),
                Side(security=[AGUMON, AGUMON], deck=[AGUMON]), turn=3, memory=10)
    pos.st.sec_up[0, 0] = 1
    script(pos, 0, True)
    pos.attack(0, 1)
    E.settle(pos.st, pos.tb)
    assert pos.battle(0)[0] == [KARAKURUMON, KAGUYAMON] and pos.memory(0) == 10 - 2
    script(pos, 0)   # no question asked
    pos.attack(0, 2)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    assert pos.battle(0)[1] == [KARAKURUMON] and pos.memory(0) == 10 - 2
    ok(pos)


def test_ex12_074_main_bottom_card_to_the_hand_face_up_then_a_shambala_card_for_3_less():
    pos = build(Side(hand=[GENSHI, KARAKURUMON], battle=[Slot(KOKESHIMON, entered=1)], security=[AGUMON, "ST1-07"],
                     deck=[AGUMON]),
                Side(battle=[WARGREYMON], deck=[AGUMON]), turn=3, memory=10)
    script(pos, 0, True)
    pos.use_option(0, GENSHI)
    E.settle(pos.st, pos.tb)
    assert pos.security(0) == [GENSHI, "ST1-07"] and [int(x) for x in pos.st.sec_up[0, :2]] == [1, 0]
    assert KARAKURUMON in [s[-1] for s in pos.battle(0)] and AGUMON in pos.hand(0)
    assert pos.memory(0) == 10 - 3 - (7 - 3)
    ok(pos)
