"""EX12-019 Nezhamon (partial: <Engage> is not modeled): its encoded lines. Its other effects use words other
tests drive: the attack-target change with a granted immunity to the opponent's Digimon effects and +4000 DP until
the end of the opponent's turn; an unsuspension when a card leaves either security stack, one line per side sharing
one use."""
from decks.effects import load_effects


def test_the_encoded_lines():
    entry = load_effects()["EX12-019"]
    assert [e.text for e in entry.effects][4:] == [
        "EX12-019 main attack_target_switched once_per_turn : cant be_affected_by_opponents_digimon_effects "
        "target=self duration=opponents_turn_end ; then dp +4000 target=self duration=opponents_turn_end",
        "EX12-019 main opponent_security_removed once_per_turn optional : unsuspend target=self",
        "EX12-019 main own_security_removed once_per_turn optional : unsuspend target=self"]
    assert entry.unmodeled == ["main: keyword engage"]
