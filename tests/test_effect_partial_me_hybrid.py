"""Cards of the 2026 red Hybrid and Metal Empire lists encoded in part: the lines written and the mechanic each one
still lacks (so that it stays partial): BT4-098 Atomic Inferno (the memory effect gained for the turn), BT7-014
Aldamon (its cost reduction from the hand, the inherited bar on option [Security] effects), EX12-059 Machinedramon
(<Blast Digivolve>, the ACE overflow), EX12-072 Metal Empire (the <Guard> of its face-up text)."""
from effect_positions import lines_of, full

from decks.effects import load_effects


def test_bt4_098_lines():
    assert lines_of("BT4-098") == [
        "BT4-098 main main : dp +3000 target=own count=1 trait=hybrid duration=turn ; then security_attack +1 "
        "target=own count=1 filter=same_targets duration=turn",
        "BT4-098 security security : security_attack +1 target=all_own duration=your_next_turn"]
    assert load_effects()["BT4-098"].unmodeled == ["main: effect gained for a while"]
    assert not full("BT4-098")


def test_bt7_014_lines():
    assert lines_of("BT7-014") == [
        "BT7-014 main when_digivolving if=named_digivolution_cards>=1 : dp +4000 target=self duration=turn "
        "trait=hybrid"]
    assert load_effects()["BT7-014"].unmodeled == ["main: cost reduction",
                                                   "inherited: security effects of checked options not activated"]
    assert not full("BT7-014")


def test_ex12_059_lines():
    body = ("de_digivolve 3 target=opponent count=1 ; then place_under_cost 2 target=self level<=5 "
            "trait=machine|cyborg|me filter=or_trash,may ; then cant stack_trashed_by_opponent target=all_own "
            "duration=opponents_turn_end")
    assert lines_of("EX12-059") == [
        "EX12-059 main static : reboot target=self",
        "EX12-059 main static : keyword fragment target=self count=2",
        f"EX12-059 main on_play once_per_turn : {body}",
        f"EX12-059 main when_digivolving once_per_turn : {body}",
        f"EX12-059 main when_attacking once_per_turn : {body}"]
    assert load_effects()["EX12-059"].unmodeled == ["main: blast digivolve", "main: ACE overflow"]
    assert not full("EX12-059")


def test_ex12_072_lines():
    assert lines_of("EX12-072") == [
        "EX12-072 main static : ignore_color_requirements trait=me filter=use_requirement",
        "EX12-072 main main : place_self_face_up_in_security 1",
        "EX12-072 security security optional : play_from_hand kinds=digimon,tamer cost<=5 trait=me filter=or_trash"]
    assert load_effects()["EX12-072"].unmodeled == ["security: keyword guard"]
    assert not full("EX12-072")
