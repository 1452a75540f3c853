"""Scenarios with real cards for the [Vemmon] digivolution cards: a DP bonus counted on the [Vemmon] beneath a Digimon
(named_digivolution_cards>=, BT21-006), the cost that returns digivolution cards to the bottom of the deck
(return_digivolution_cards_cost: BT21-062 keeping itself in the battle area, BT18-092 paying with the attacker's
cards as any of your Digimon attacks, own_digimon_attacks), the timing it fires on the Digimon
(digivolution_cards_returned: BT21-058's and BT18-065's inherited effects), BT21-058's reveal and placing, and an
option used from the trash (BT21-062's use_option_from_hand filter=or_trash). Each checks the card's encoded lines,
then plays them in a hand-built position with exact results."""
import numpy as np
import pytest

from effect_positions import Side, Slot, build, script, answered, ok, lines_of, full
from simcore import engine as E
from simcore import layout as L
from simcore.effects import delete_slot
from simcore.effect_codes import A_BLOCKER

I32 = np.int32
VEMMON = "BT11-061"   # Vemmon (no [On Play]; its inherited text only lowers digivolution costs)


def delete_by_opponent(pos, p, s):
    """p's Digimon in slot s is deleted by the opponent's effect."""
    pos.st.g[L.G_EFFECT_PLAYER] = 2 - p
    delete_slot(pos.st, pos.tb, I32(p), I32(s), I32(L.DEL_EFFECT))
    pos.st.g[L.G_EFFECT_PLAYER] = 0
    E.settle(pos.st, pos.tb)


# --- BT21-006 Tsumemon: +3000 DP with 4 [Vemmon] beneath --------------------------------------------------------

def test_tsumemon_counts_the_vemmon_beneath():
    assert lines_of("BT21-006") == [
        "BT21-006 inherited static if=named_digivolution_cards>=4 : dp +3000 target=self name=vemmon"]
    assert full("BT21-006")
    pos = build(Side(battle=[Slot(["BT21-006", VEMMON, VEMMON, VEMMON, VEMMON, "BT1-024"]),
                             Slot(["BT21-006", VEMMON, VEMMON, "BT1-009", "BT1-024"])]),
                Side(deck=["BT1-010"]), memory=3)
    assert pos.dp(0, 1) == 13000   # 4 Vemmon (Tsumemon itself and MetalTyrannomon are not counted)
    assert pos.dp(0, 2) == 10000   # 2 Vemmon and a Monodramon: 3 short of the bonus
    ok(pos)


# --- BT21-062 Galacticmon: the return of 4 [Vemmon] keeps it; BT21-058 beneath answers the return ---------------

def test_galacticmon_returns_four_vemmon_and_stays_and_snatchmon_beneath_deletes():
    assert lines_of("BT21-062") == [
        "BT21-062 main when_digivolving optional : place_from_trash_under_cost 4 target=self text~vemmon ; then "
        "use_option_from_hand kind=option name=ragnarok_cannon filter=or_trash",
        "BT21-062 main start_of_your_main_phase : delete target=opponent count=1",
        "BT21-062 main would_leave_any_way optional : return_digivolution_cards_cost 4 target=self name=vemmon ; "
        "then stay target=self"]
    assert full("BT21-062")
    assert "BT21-058 inherited digivolution_cards_returned once_per_turn card.name=vemmon : delete target=opponent " \
           "count=1 cost<=4" in lines_of("BT21-058")
    assert full("BT21-058")
    stack = [VEMMON, VEMMON, "BT1-009", VEMMON, VEMMON, VEMMON, "BT21-058", "BT21-062"]
    pos = build(Side(battle=[Slot(stack)], deck=["BT1-010"]),
                Side(battle=["BT1-020", "BT1-009"], deck=["BT1-010"]), current=1, memory=3)
    script(pos, 0, True)
    delete_by_opponent(pos, 0, 1)
    assert answered(pos)
    # 4 of the 5 Vemmon went under the deck (the pilot's picks, one by one); Galacticmon stayed
    assert pos.stack(0, 1)[-2:] == ["BT21-058", "BT21-062"]
    assert pos.stack(0, 1).count(VEMMON) == 1 and "BT1-009" in pos.stack(0, 1)
    assert pos.deck(0) == [VEMMON] * 4 + ["BT1-010"]
    # Snatchmon's inherited effect: the opponent's play cost 4 or less Digimon (Monodramon) is deleted, not
    # Groundramon (cost 5)
    assert pos.battle(1) == [["BT1-020"]]
    assert "BT1-009" in pos.trash(1)
    ok(pos)


def test_galacticmon_with_three_vemmon_cannot_pay_and_leaves():
    pos = build(Side(battle=[Slot([VEMMON, VEMMON, VEMMON, "BT21-058", "BT21-062"])], deck=["BT1-010"]),
                Side(battle=["BT1-009"], deck=["BT1-010"]), current=1, memory=3)
    delete_by_opponent(pos, 0, 1)
    assert pos.battle(0) == []
    assert pos.deck(0) == ["BT1-010"]
    assert pos.battle(1) == [["BT1-009"]]   # nothing returned: Snatchmon's effect did not fire
    ok(pos)


def test_galacticmon_places_four_from_the_trash_and_uses_ragnarok_cannon_from_the_trash():
    pos = build(Side(battle=[Slot([VEMMON, "BT21-058"])], hand=["BT21-062"],
                     trash=[VEMMON, "BT21-098", VEMMON, "BT11-070", VEMMON, VEMMON], deck=["BT1-010", "BT1-010"]),
                Side(battle=["BT1-024", "BT1-009"], deck=["BT1-010"]), memory=12)
    script(pos, 0, True)
    pos.digivolve(0, "BT21-062", 1)
    E.effects_resolved(pos.st, pos.tb, I32(0))   # the option use waits for the effects to resolve
    # the 4 cards with [Vemmon] in their text went under it (greedy's picks), Ragnarok Cannon came from the trash,
    # deleted the lowest play cost Digimon (Monodramon) and stays in the battle area
    stack = pos.stack(0, 1)
    assert stack[-1] == "BT21-062" and len(stack) == 7
    assert "BT21-098" not in pos.trash(0)
    assert any(s == ["BT21-098"] for s in pos.battle(0))
    assert pos.battle(1) == [["BT1-024"]]
    assert len(pos.trash(0)) == 1
    ok(pos)


# --- BT18-092 Zenith: when any of your Digimon attack, suspend and return 2 [Vemmon] from it -------------------

def test_zenith_returns_two_vemmon_from_the_attacker_and_de_digivolves():
    assert lines_of("BT18-092") == [
        "BT18-092 main start_of_your_main_phase optional : trash_from_hand_cost 1 name=vemmon ; then draw 1 ; then "
        "memory +1",
        "BT18-092 main own_digimon_attacks your_turn optional : return_digivolution_cards_cost 2 target=event "
        "name=vemmon ; then suspend_self_cost ; then de_digivolve 1 target=opponent count=1",
        "BT18-092 security security : play_self"]
    assert full("BT18-092")
    # BT18-065 beneath the attacker: the return unsuspends it and it gains <Blocker>
    pos = build(Side(battle=[Slot([VEMMON, "BT18-065", VEMMON, VEMMON, "BT21-062"]), "BT18-092"],
                     deck=["BT1-010"], security=["BT1-010"]),
                Side(battle=[Slot(["BT1-009", "BT1-024"])], deck=["BT1-010"], security=["BT1-010", "BT1-010"]),
                memory=3)
    script(pos, 0, True)
    pos.attack(0, 1)
    assert answered(pos)
    assert pos.suspended(0, 2)                            # Zenith paid by suspending
    assert pos.stack(0, 1).count(VEMMON) == 1             # 2 of the 3 Vemmon went under the deck
    assert pos.deck(0)[:2] == [VEMMON, VEMMON]
    assert pos.battle(1)[0] == ["BT1-009"]                # MetalTyrannomon de-digivolved
    assert not pos.suspended(0, 1)                        # BT18-065 beneath: unsuspended...
    assert pos.has(0, 1, A_BLOCKER)                       # ...with <Blocker>
    ok(pos)


def test_zenith_without_two_vemmon_pays_nothing():
    pos = build(Side(battle=[Slot([VEMMON, "BT1-009", "BT21-058"]), "BT18-092"], deck=["BT1-010"]),
                Side(battle=[Slot(["BT1-009", "BT1-024"])], deck=["BT1-010"], security=["BT1-010", "BT1-010"]),
                memory=3)
    pos.attack(0, 1)
    assert not pos.suspended(0, 2)
    assert pos.stack(0, 1) == [VEMMON, "BT1-009", "BT21-058"]
    assert pos.battle(1)[0] == ["BT1-009", "BT1-024"]
    ok(pos)


# --- BT21-058 Snatchmon: reveal, then up to 2 [Vemmon] from the trash under one of your Digimon -----------------

def test_snatchmon_reveals_and_places_two_vemmon_from_the_trash():
    assert lines_of("BT21-058")[:2] == [
        "BT21-058 main on_play : reveal_add_one 3 text~vemmon filter=rest_to_trash ; then place_from_trash_under 2 "
        "target=own up_to name=vemmon",
        "BT21-058 main when_digivolving : reveal_add_one 3 text~vemmon filter=rest_to_trash ; then "
        "place_from_trash_under 2 target=own up_to name=vemmon"]
    # the top 3: Agumon, Destromon ([Vemmon] in its text), Monodramon: Destromon to the hand, the rest trashed
    pos = build(Side(hand=["BT21-058"], battle=["BT1-024"], trash=[VEMMON, VEMMON, VEMMON],
                     deck=["BT1-020", "BT1-010", "BT11-070", "BT1-009"]),
                Side(deck=["BT1-010"]), memory=6)
    pos.play(0, "BT21-058")
    assert pos.hand(0) == ["BT11-070"]
    assert pos.deck(0) == ["BT1-020"]
    assert sorted(pos.trash(0)) == sorted(["BT1-010", "BT1-009", VEMMON])
    placed = [s for s in pos.battle(0) if s.count(VEMMON) == 2]
    assert len(placed) == 1 and placed[0][:2] == [VEMMON, VEMMON]
    ok(pos)


@pytest.mark.parametrize("card", ["BT18-065"])
def test_snatchmon_bt18_065_is_full_with_its_digixros_from_the_trash(card):
    assert full(card)   # digixros_from_trash: tests/test_effect_misc.py
    assert "BT18-065 inherited digivolution_cards_returned once_per_turn card.name=vemmon : unsuspend target=self ; " \
           "then blocker target=self duration=opponents_turn_end" in lines_of(card)


# --- EX11-066 Xeno: a played or digivolved Digimon with [Vemmon] in its text takes the revealed [Vemmon] ---------

def test_xeno_places_the_revealed_vemmon_under_the_played_digimon():
    assert lines_of("EX11-066")[2:4] == [
        "EX11-066 main own_digimon_played card.text~vemmon optional : suspend_self_cost ; then reveal_place_under 2 "
        "target=event name=vemmon filter=rest_to_trash",
        "EX11-066 main own_digimon_digivolved card.text~vemmon optional : suspend_self_cost ; then reveal_place_under "
        "2 target=event name=vemmon filter=rest_to_trash"]
    assert full("EX11-066")
    # the top 2: Vemmon, Agumon: Vemmon under the Vemmon just played, Agumon trashed
    pos = build(Side(battle=["EX11-066"], hand=[VEMMON], deck=["BT1-009", "BT1-010", VEMMON]),
                Side(deck=["BT1-010"]), memory=5)
    script(pos, 0, True)
    pos.play(0, VEMMON)
    assert answered(pos)
    assert pos.suspended(0, 1)
    assert pos.stack(0, 2) == [VEMMON, VEMMON]
    assert pos.trash(0) == ["BT1-010"]
    assert pos.deck(0) == ["BT1-009"]
    ok(pos)


def test_xeno_ignores_a_digimon_without_vemmon_in_its_text():
    pos = build(Side(battle=["EX11-066"], hand=["BT1-009"], deck=["BT1-010", VEMMON, VEMMON]),
                Side(deck=["BT1-010"]), memory=5)
    pos.play(0, "BT1-009")
    assert not pos.suspended(0, 1)
    assert pos.stack(0, 2) == ["BT1-009"]
    assert pos.deck(0) == ["BT1-010", VEMMON, VEMMON]
    ok(pos)


# --- BT5-090 Arata Sanada: memory for an [Unidentified] Digimon card in the trash; a Diaboromon Token ---------------

def test_arata_sanada_gains_memory_with_an_unidentified_digimon_card_in_the_trash():
    assert lines_of("BT5-090") == [
        "BT5-090 main start_of_your_turn if=own_trash_has : memory +1 kind=digimon trait~unidentified",
        "BT5-090 main own_digimon_digivolved your_turn card.name=diaboromon optional : suspend_self_cost ; then "
        "play_token name=diaboromon",
        "BT5-090 security security : play_self"]
    assert full("BT5-090")
    for trash, gained in (([VEMMON, "BT5-063"], 1), ([VEMMON, "BT1-009"], 0)):
        pos = build(Side(battle=["BT5-090"], trash=trash, deck=["BT1-010", "BT1-010"]),
                    Side(deck=["BT1-010"]), memory=2)
        E.start_turn(pos.st, pos.tb)
        assert pos.memory(0) == 2 + gained
        ok(pos)


def test_arata_sanada_plays_a_diaboromon_token_when_a_digimon_digivolves_into_diaboromon():
    pos = build(Side(battle=["BT5-090", Slot(["BT5-063", "BT22-059"])], hand=["EX6-043"], deck=["BT1-010", "BT1-010"]),
                Side(deck=["BT1-010"]), memory=10)
    script(pos, 0, True, True)   # Diaboromon's own Token and Arata Sanada's, in either order
    pos.digivolve(0, "EX6-043", 2)
    assert pos.suspended(0, 1)   # Arata Sanada paid by suspending
    assert ["TK-DIABOROMON"] in pos.battle(0)
    ok(pos)


def test_arata_sanada_ignores_a_digivolution_into_another_name():
    pos = build(Side(battle=["BT5-090", "BT5-063"], hand=["BT22-059"], deck=["BT1-010", "BT1-010"]),
                Side(deck=["BT1-010"]), memory=10)
    pos.digivolve(0, "BT22-059", 2)
    assert not pos.suspended(0, 1)
    assert ["TK-DIABOROMON"] not in pos.battle(0)
    ok(pos)


# --- BT11-105 Fusionize: a card from the trash under 1 of your Digimon pays for a digivolution from the trash -------

def test_fusionize_places_from_the_trash_and_digivolves_into_destromon_from_the_trash():
    assert lines_of("BT11-105") == [
        "BT11-105 main static if=own_has : play_cost_down 1 target=self name=snatchmon",
        "BT11-105 main main optional : place_from_trash_under_cost 1 target=own name=vemmon|destromon ; then "
        "digivolve_from_trash target=own count=1 name=destromon|galacticmon filter=pay_cost",
        "BT11-105 security security optional : reveal_play 3 name=vemmon filter=rest_to_trash"]
    assert full("BT11-105")
    pos = build(Side(battle=[VEMMON], hand=["BT11-105"], trash=[VEMMON, "BT11-070", "BT11-070"],
                     deck=["BT1-010", "BT1-010"]), Side(deck=["BT1-010"]), memory=10)
    script(pos, 0, True)
    pos.use_option(0, "BT11-105")
    # 1 card of the trash under the Vemmon (greedy's pick), then a Destromon from the trash on top (from Vemmon)
    stack = pos.stack(0, 1)
    assert len(stack) == 3 and stack[1] == VEMMON and stack[2] == "BT11-070" and stack[0] in (VEMMON, "BT11-070")
    assert sorted(pos.trash(0)) == sorted(["BT11-105", VEMMON if stack[0] == "BT11-070" else "BT11-070"])
    ok(pos)


# --- BT21-060 Destromon: its stacked cards kept from the opponent's effects; <De-Digivolve> per 2 [Vemmon] ---------

def test_destromon_de_digivolves_once_for_every_two_vemmon_and_shields_its_stack():
    assert lines_of("BT21-060") == [
        "BT21-060 main when_digivolving : cant stack_trashed_by_opponent target=self duration=opponents_turn_end ; "
        "then de_digivolve 1 target=opponent count=1 for_each=named_digivolution_card_pairs base_name=vemmon",
        "BT21-060 main would_leave_any_way optional : play_from_digivolution_cards target=self kind=digimon "
        "name=vemmon",
        "BT21-060 inherited opponent_digimon_attacks opponents_turn once_per_turn optional : "
        "return_digivolution_cards_cost 2 target=self name=vemmon ; then end_attack"]
    assert full("BT21-060")
    # 5 Vemmon beneath after the digivolution (4 under the Vemmon, and the Vemmon): De-Digivolve 2
    pos = build(Side(battle=[Slot([VEMMON, VEMMON, VEMMON, VEMMON, VEMMON])], hand=["BT21-060"],
                     deck=["BT1-010", "BT1-010"]),
                Side(battle=[Slot(["BT1-009", "BT1-020", "BT1-024"]), VEMMON], hand=["ST5-15"], deck=["BT1-010"]),
                memory=10)
    pos.digivolve(0, "BT21-060", 1)
    assert pos.battle(1)[0] == ["BT1-009"]
    stack = pos.stack(0, 1)
    assert stack[-1] == "BT21-060" and len(stack) == 6
    # in the opponent's turn their <De-Digivolve> passes Destromon by
    pos.next_turn()
    pos.set_memory(1, 10)
    pos.use_option(1, "ST5-15")
    assert pos.stack(0, 1) == stack
    ok(pos)


# --- BT21-098 Ragnarok Cannon: its <Delay> as one of your [Galacticmon] attacks (own_digimon_attacks, card.) ------

def test_ragnarok_cannon_delays_as_galacticmon_attacks():
    assert "BT21-098 main own_digimon_attacks your_turn card.name=galacticmon optional : delay ; then delete " \
           "target=opponent count=1 rank=lowest_play_cost ; then if=not_deleted trash_opponent_security_to 1" \
           in lines_of("BT21-098")
    assert full("BT21-098")   # without a deletion, the opponent's security trashed down to 1 card
    pos = build(Side(battle=[Slot([VEMMON, "BT21-062"]), "BT21-098"], deck=["BT1-010"]),
                Side(battle=["BT1-024", "BT1-009"], deck=["BT1-010"], security=["BT1-020", "BT1-020"]), memory=3)
    script(pos, 0, True)
    pos.attack(0, 1)
    assert "BT21-098" in pos.trash(0)                     # the option paid its <Delay>
    assert pos.battle(1) == [["BT1-024"]]                 # the lowest play cost Digimon deleted
    ok(pos)


def test_ragnarok_cannon_stays_when_another_digimon_attacks():
    pos = build(Side(battle=[Slot([VEMMON, "BT21-058"]), "BT21-098"], deck=["BT1-010"]),
                Side(battle=["BT1-024", "BT1-009"], deck=["BT1-010"], security=["BT1-020", "BT1-020"]), memory=3)
    pos.attack(0, 1)
    assert "BT21-098" not in pos.trash(0)
    assert len(pos.battle(1)) == 2
    ok(pos)


# --- BT22-059 Infermon beneath: a Diaboromon Token as one of your [Unidentified] trait Digimon is deleted ----------

def test_infermon_beneath_plays_a_token_when_an_unidentified_digimon_is_deleted():
    pos = build(Side(battle=[Slot(["BT22-059", "BT22-064"]), "BT5-063"], deck=["BT1-010"]),
                Side(deck=["BT1-010"]), current=1, memory=3)
    script(pos, 0, True)
    delete_by_opponent(pos, 0, 2)
    assert ["TK-DIABOROMON"] in pos.battle(0)
    assert "BT5-063" in pos.trash(0)
    ok(pos)
