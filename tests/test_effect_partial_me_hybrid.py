"""Cards of the 2026 Metal Empire list: EX12-059 Machinedramon (full now, its <Blast Digivolve> and Overflow
tested in tests/test_effect_ace.py) and EX12-072 Metal Empire, encoded in part: the lines written and the mechanic it
still lacks (so that it stays partial: the <Guard> of its face-up text). BT4-098 and BT7-014 of the red Hybrid list
are full: tests/test_effect_hybrid_gains.py."""
from effect_positions import lines_of, full

from decks.effects import load_effects


def test_ex12_059_lines():
    body = ("de_digivolve 3 target=opponent count=1 ; then place_under_cost 2 target=self level<=5 "
            "trait=machine|cyborg|me filter=or_trash,may ; then cant stack_trashed_by_opponent target=all_own "
            "duration=opponents_turn_end")
    assert lines_of("EX12-059") == [
        "EX12-059 main hand_counter optional : digivolve_from_hand target=own",
        "EX12-059 main static : reboot target=self",
        "EX12-059 main static : keyword fragment target=self count=2",
        f"EX12-059 main on_play once_per_turn : {body}",
        f"EX12-059 main when_digivolving once_per_turn : {body}",
        f"EX12-059 main when_attacking once_per_turn : {body}",
        "EX12-059 main static : overflow 4"]
    assert load_effects()["EX12-059"].unmodeled == []
    assert full("EX12-059")


def test_ex12_072_lines():
    assert lines_of("EX12-072") == [
        "EX12-072 main static : ignore_color_requirements trait=me filter=use_requirement",
        "EX12-072 main main : place_self_face_up_in_security 1",
        "EX12-072 security security optional : play_from_hand kinds=digimon,tamer cost<=5 trait=me filter=or_trash"]
    assert load_effects()["EX12-072"].unmodeled == ["security: keyword guard"]
    assert not full("EX12-072")
