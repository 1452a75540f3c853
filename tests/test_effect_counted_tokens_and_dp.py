"""Amounts counted as the effect resolves: `play_token ... for_each=` (that many Tokens) and a timed `dp ...
for_each=` (the DP change times the count), both of EX11-024 Cendrillmon; <Overclock> taking a Token as its cost;
and BT22-084 Nokia Shiramine's free play of [Agumon] or [Gabumon] while its player has 1 or fewer Digimon."""
import json

from effect_positions import Side, build
from decks.tools import compile_effects as ce
from simcore import effect_codes as ec

FAMILIAR = "TK-FAMILIAR"


def test_ex11_024_plays_a_familiar_for_each_of_the_opponents_digimon():
    pos = build(Side(hand=["EX11-024"], deck=["ST1-03"]),
                Side(battle=["ST1-10", "ST1-09"], deck=["ST1-03"]), memory=10)
    pos.play(0, "EX11-024")
    assert pos.battle(0) == [["EX11-024"], [FAMILIAR], [FAMILIAR]]
    assert [e[1] for e in pos.effects("EX11-024")].count(ec.A_PLAY_TOKEN) == 2
    assert pos.violation() == 0


def test_ex11_024_plays_no_familiar_when_the_opponent_has_no_digimon():
    pos = build(Side(hand=["EX11-024"], deck=["ST1-03"]), Side(deck=["ST1-03"]), memory=10)
    pos.play(0, "EX11-024")
    assert pos.battle(0) == [["EX11-024"]]
    assert pos.violation() == 0


def test_ex11_024_gives_minus_3000_dp_for_each_of_its_players_digimon_when_attacking():
    # three Digimon of its player: Phoenixmon's 12000 DP falls by 9000 for the turn
    pos = build(Side(battle=["EX11-024", "ST1-02", "ST1-02"], deck=["ST1-03"]),
                Side(battle=["ST1-10"], security=["ST1-02"], deck=["ST1-03"]))
    pos.attack(0, 1)
    assert pos.battle(1) == [["ST1-10"]] and pos.dp(1, 1) == 3000
    dp_given = [e for e in pos.effects("EX11-024") if e[1] == ec.A_DP]
    assert len(dp_given) == 1 and dp_given[0][3] == -9000
    assert pos.violation() == 0


def test_overclock_may_delete_a_token():
    # Cendrillmon's <Overclock ([Puppet] trait)> at its turn's end, with only its Familiar Token beside it
    pos = build(Side(hand=["EX11-024"], deck=["ST1-03"]),
                Side(battle=["ST1-10"], security=["ST1-02", "ST1-02"], deck=["ST1-03"]), memory=10)
    pos.play(0, "EX11-024")
    assert pos.battle(0) == [["EX11-024"], [FAMILIAR]]
    pos.st.entered[0, 1] = 1   # as if played in an earlier turn: it may attack
    pos.end_of_turn(0)
    assert pos.battle(0) == [["EX11-024"]] and pos.trash(0) == []   # the Token left the game
    assert pos.security(1) == ["ST1-02"] and not pos.suspended(0, 1)
    assert pos.violation() == 0


def test_bt22_084_plays_agumon_with_one_or_fewer_digimon():
    pos = build(Side(battle=["ST1-02"], hand=["BT22-084", "ST1-03"], deck=["ST1-03"]), Side(deck=["ST1-03"]),
                memory=10)
    pos.play(0, "BT22-084")
    assert pos.battle(0) == [["ST1-02"], ["BT22-084"], ["ST1-03"]] and pos.hand(0) == []
    assert pos.violation() == 0


def test_bt22_084_plays_nothing_with_two_digimon():
    pos = build(Side(battle=["ST1-02", "ST1-02"], hand=["BT22-084", "ST1-03"], deck=["ST1-03"]),
                Side(deck=["ST1-03"]), memory=10)
    pos.play(0, "BT22-084")
    assert pos.battle(0) == [["ST1-02"], ["ST1-02"], ["BT22-084"]] and pos.hand(0) == ["ST1-03"]
    assert pos.violation() == 0


def _reading(number):
    records = json.load(open(ce.DEFAULT_CARDS_JSON, encoding="utf-8"))
    return ce.read_card(next(r for r in records if r["cardId"] == number))


def test_compiled_lines_of_counted_tokens_and_dp():
    reading = _reading("EX11-024")
    assert reading.unmodeled == []
    assert reading.lines[2:] == [
        "EX11-024 main on_play : play_from_hand kind=digimon level<=4 trait=puppet filter=may ; then play_token "
        "name=familiar for_each=opponent_digimon filter=may",
        "EX11-024 main when_digivolving : play_from_hand kind=digimon level<=4 trait=puppet filter=may ; then "
        "play_token name=familiar for_each=opponent_digimon filter=may",
        "EX11-024 main when_digivolving : dp -3000 target=opponent count=1 duration=turn for_each=own_digimon",
        "EX11-024 main when_attacking : dp -3000 target=opponent count=1 duration=turn for_each=own_digimon"]
    # the count after the duration
    assert "BT22-042 main when_digivolving : play_from_hand kind=digimon level<=4 trait=puppet filter=may ; then dp " \
           "-3000 target=opponent count=1 duration=opponents_turn_end for_each=own_digimon" in _reading("BT22-042").lines


def test_compiled_lines_of_bt22_084():
    reading = _reading("BT22-084")
    assert reading.unmodeled == []
    assert reading.lines == [
        "BT22-084 main start_of_your_turn if=own_memory<=2 : set_memory 3",
        "BT22-084 main start_of_your_main_phase if=own_digimon<=1 optional : play_from_hand kind=digimon "
        "name=agumon|gabumon",
        "BT22-084 main on_play if=own_digimon<=1 optional : play_from_hand kind=digimon name=agumon|gabumon",
        "BT22-084 main static : dp +1000 target=all_own name~greymon|garurumon|omnimon",
        "BT22-084 security security : play_self"]


# --- a free play of a card "with [A] or [B] in any of its traits (other than [C]) or the [D] trait" -----------

def test_p_207_plays_a_bird_but_not_a_sea_animal():
    # Biyomon (Bird) may be played, Dolphmon (Sea Animal, "animal" in it but set aside) may not
    pos = build(Side(hand=["P-207", "BT1-033", "ST1-02"], deck=["ST1-03"]), Side(deck=["ST1-03"]), memory=10)
    pos.play(0, "P-207")
    assert pos.battle(0) == [["P-207"], ["ST1-02"]] and pos.hand(0) == ["BT1-033"]
    assert pos.violation() == 0


def test_p_207_plays_no_sea_animal():
    pos = build(Side(hand=["P-207", "BT1-033"], deck=["ST1-03"]), Side(deck=["ST1-03"]), memory=10)
    pos.play(0, "P-207")
    assert pos.battle(0) == [["P-207"]] and pos.hand(0) == ["BT1-033"]
    assert pos.violation() == 0


def test_compiled_lines_of_p_207():
    reading = _reading("P-207")
    assert reading.unmodeled == []
    card = ("kind=digimon level<=4 any=in_trait:avian|in_trait:bird|in_trait:beast|in_trait:animal|in_trait:sovereign|"
            "other_than_trait:sea_animal|trait:ts")
    assert reading.lines[0] == "P-207 main static : keyword alliance target=self"
    assert reading.lines[1:] == ["P-207 main on_play optional : play_from_hand " + card,
                             "P-207 main when_digivolving optional : play_from_hand " + card,
                             "P-207 main when_attacking once_per_turn optional : play_from_trash " + card]


# --- "play 1 [X] Token without paying the cost. (its facts)" ------------------------------------------------

def test_the_diaboromon_token_has_its_printed_facts():
    from decks.catalog import get_card
    card = get_card("TK-DIABOROMON")
    assert (card.name, card.kind, card.colors, card.level, card.cost, card.dp) == (
        "Diaboromon", "digimon", ("white",), 6, 14, 3000)


def test_bt22_064_plays_a_diaboromon_token_when_attacking():
    pos = build(Side(battle=["BT22-064"], deck=["ST1-03"]), Side(security=["ST1-02", "ST1-02"], deck=["ST1-03"]))
    pos.attack(0, 1)
    assert pos.battle(0) == [["BT22-064"], ["TK-DIABOROMON"]]
    assert pos.violation() == 0


def test_compiled_lines_of_a_token_played_without_paying():
    reading = _reading("BT24-052")
    assert reading.unmodeled == []
    assert reading.lines[:2] == ["BT24-052 main when_moving optional : play_token name=diaboromon",
                                 "BT24-052 main when_digivolving optional : play_token name=diaboromon"]


def test_compiled_lines_of_bt20_085():
    # a suspension of an opponent's Digimon and +2000 DP for one of yours until the end of their turn; a free play
    # from the trash of a card whose traits include Avian or Bird
    reading = _reading("BT20-085")
    assert reading.unmodeled == []
    assert reading.lines == [
        "BT20-085 main start_of_your_main_phase optional : return_self_to_deck_cost ; then play_from_hand kind=tamer "
        "name=shoto_kazama ; then if=own_digimon<=0 play_from_trash kind=digimon level=3 any=in_trait:avian|"
        "in_trait:bird filter=may",
        "BT20-085 main end_of_your_turn optional : suspend_self_cost ; then suspend target=opponent count=1 ; then dp "
        "+2000 target=own count=1 trait=vortex_warriors duration=opponents_next_turn",
        "BT20-085 security security : play_self"]
