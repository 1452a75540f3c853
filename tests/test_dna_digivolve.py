"""DNA digivolution (RULES.md §10.3): the `[DNA Digivolve]` header in the catalog, the main-phase action the rules
offer for it, and what it does (one new unsuspended Digimon over both stacks, a draw, [When Digivolving])."""
import pytest
from effect_positions import Side, Slot, build

from decks.catalog import DigivolveFrom, DnaDigivolve, format_alt_digivolve, load_catalog, parse_dna_digivolve
from decks.tools.build_catalog import _DNA_REMINDER, read_digivolve_header
from simcore import effect_codes as ec

PAILDRAMON = "BT12-028"     # DNA blue Lv.4 + green Lv.4, cost 0
BLUE4, GREEN4, RED4 = "BT1-037", "BT1-071", "BT1-014"   # plain Lv.4 Digimon of one colour each
BLUE3 = "BT1-028"
FILLER = "BT1-009"


def test_dna_headers_are_read_in_both_wordings():
    new = read_digivolve_header("[dna digivolve] black/purple lv.5 + red/yellow lv.5 : cost 1 [on play] draw")
    assert new.requirement == DnaDigivolve(1, DigivolveFrom(level=5, colors=("black", "purple")),
                                           DigivolveFrom(level=5, colors=("red", "yellow")))
    # the printed reminder after the cost, as the header reader knows it (its own pattern, read back as text)
    reminder = _DNA_REMINDER.pattern.replace(r"\s*", " ").replace(r"\.?", ".")
    line = "[DNA Digivolution] Blue Lv.4 + green Lv.4: Cost 0" + reminder + "<Partition (blue Lv.4 & green Lv.4)>"
    h = read_digivolve_header(line)
    assert line[h.end:] == "<Partition (blue Lv.4 & green Lv.4)>"   # the reminder is part of the header
    old = read_digivolve_header("DNA Digivolution: 0 from purple Lv.6 + yellow Lv.6" + reminder)
    assert old.requirement == DnaDigivolve(0, DigivolveFrom(level=6, colors=("purple",)),
                                           DigivolveFrom(level=6, colors=("yellow",)))


def test_a_dna_header_may_name_its_two_digimon():
    # the older wording with a card name on each side (EX5-073 GraceNovamon): exact names, the first named on top
    h = read_digivolve_header("<dna digivolution: 0 from [apollomon] + [dianamon]><security attack +1>")
    assert h.requirement == DnaDigivolve(0, DigivolveFrom(names=("apollomon",)), DigivolveFrom(names=("dianamon",)))
    assert format_alt_digivolve([h.requirement]) == "dna0:name=apollomon+name=dianamon"
    new = read_digivolve_header("[DNA Digivolve] [Apollomon] + Blue Lv.6: Cost 2")
    assert new.requirement == DnaDigivolve(2, DigivolveFrom(names=("Apollomon",)),
                                           DigivolveFrom(level=6, colors=("blue",)))


def test_catalog_field_round_trip():
    req = DnaDigivolve(0, DigivolveFrom(level=5, colors=("black", "purple")), DigivolveFrom(level=5, colors=("red",)))
    text = format_alt_digivolve([req])
    assert text == "dna0:lv=5&color=black/purple+lv=5&color=red"
    assert parse_dna_digivolve("3:lv=4&trait=DS;" + text) == (req,)
    cards = load_catalog()
    assert cards["EX12-055"].dna == (DnaDigivolve(0, DigivolveFrom(level=4, colors=("black", "purple")),
                                                  DigivolveFrom(level=4, colors=("red", "yellow"))),)
    assert [format_alt_digivolve([r]) for r in cards["EX12-055"].alt_digivolve] == ["3:lv=4&trait=Machine/ME"]
    assert cards[PAILDRAMON].dna[0].cost == 0 and cards[BLUE4].dna == ()


def position(memory=2, suspended=False):
    # slot 1 a blue Lv.4 over a blue Lv.3, slot 2 a red Lv.4, slot 3 a green Lv.4 played this turn
    return build(Side(hand=[PAILDRAMON], deck=[FILLER, FILLER],
                      battle=[Slot([BLUE3, BLUE4], suspended=suspended), RED4, Slot(GREEN4, entered=3)]),
                 Side(battle=[FILLER]), memory=memory)


def test_only_the_pair_meeting_the_requirements_in_order_is_offered():
    pos = position()
    assert pos.dna_actions(0, PAILDRAMON) == [(1, 3, 0)]   # blue on top of green; never red, never reversed


def test_dna_digivolution_makes_one_new_unsuspended_digimon_over_both_stacks():
    pos = position(memory=2, suspended=True)
    uids = pos.uids(0)
    pos.dna(0, PAILDRAMON, 1, 3)
    # the green stack below, the blue stack over it (each in its order), the new card on top; red untouched
    assert pos.battle(0) == [[GREEN4, BLUE3, BLUE4, PAILDRAMON], [RED4]]
    new = pos.uids(0)[0]
    assert new not in uids and pos.uids(0)[1] == uids[1]
    assert not pos.suspended(0, 1)
    assert pos.can_attack(0, 1)        # though the green one was played this turn
    assert pos.memory(0) == 2          # cost 0
    assert pos.hand(0) == [FILLER]     # the draw of a digivolution
    e = pos.events("dna_digivolve")[-1]
    assert (e["card"], e["cost"], e["uid"], e["top_uid"], e["other_uid"]) == (PAILDRAMON, 0, new, uids[0], uids[2])
    assert pos.violation() == 0


GRACENOVAMON = "EX5-073"   # DNA [Apollomon] + [Dianamon], cost 0
APOLLOMON, DIANAMON, OTHER6 = "EX5-014", "EX5-025", "BT1-080"   # BT1-080: a Lv.6 of another name


def test_a_named_dna_requirement_asks_those_names_in_order():
    assert load_catalog()[GRACENOVAMON].dna == (
        DnaDigivolve(0, DigivolveFrom(names=("Apollomon",)), DigivolveFrom(names=("Dianamon",))),)
    pos = build(Side(hand=[GRACENOVAMON], deck=[FILLER, FILLER], battle=[DIANAMON, OTHER6, APOLLOMON]),
                Side(battle=[FILLER]), memory=0)
    assert pos.dna_actions(0, GRACENOVAMON) == [(3, 1, 0)]   # Apollomon's stack on top; never the other Lv.6


def test_no_dna_digivolution_without_a_second_digimon():
    pos = build(Side(hand=[PAILDRAMON], deck=[FILLER], battle=[BLUE4, RED4]), Side(battle=[FILLER]), memory=2)
    assert pos.dna_actions(0, PAILDRAMON) == []


@pytest.mark.parametrize("stacked", [False, True])
def test_if_dna_digivolving_holds_for_the_new_digimon_only_until_it_digivolves_again(stacked):
    from simcore import query as Q
    from simcore.effect_codes import C_DNA_DIGIVOLVING

    pos = position()
    if stacked:
        pos.dna(0, PAILDRAMON, 1, 3)
    holds = bool(Q.condition_holds(pos.st, pos.tb, 0, 1, C_DNA_DIGIVOLVING, 0))
    assert holds == stacked


# --- by an effect, and the effects that read it ----------------------------------------------------------------
VEEMON, WORMMON = "BT12-021", "BT12-047"     # inherited: at the end of your turn this one and another may DNA
EXVEEMON, STINGMON = "BT12-022", "BT12-050"  # blue / green Lv.4: +1 memory when DNA digivolving into green / blue


@pytest.mark.parametrize("under,other,stacks", [
    # this Digimon blue: it goes on top; this Digimon green: the other (blue) goes on top, as the card requires
    (VEEMON, GREEN4, [[GREEN4, VEEMON, BLUE4, PAILDRAMON]]),
    (WORMMON, BLUE4, [[WORMMON, GREEN4, BLUE4, PAILDRAMON]]),
])
def test_end_of_turn_dna_digivolution_by_an_inherited_effect(under, other, stacks):
    top = BLUE4 if under == VEEMON else GREEN4
    pos = build(Side(hand=[PAILDRAMON], deck=[FILLER, FILLER], battle=[Slot([under, top]), other]),
                Side(battle=[FILLER]), memory=1)
    pos.end_of_turn(0)
    assert pos.battle(0) == stacks
    assert [e[1:3] for e in pos.effects(under)] == [(ec.A_DNA_DIGIVOLVE_FROM_HAND, PAILDRAMON)]
    assert pos.memory(0) == 1 and pos.hand(0) == [FILLER]
    assert pos.violation() == 0


def test_no_dna_digivolution_by_effect_without_a_partner_meeting_the_requirement():
    pos = build(Side(hand=[PAILDRAMON], deck=[FILLER], battle=[Slot([VEEMON, BLUE4]), RED4]),
                Side(battle=[FILLER]), memory=1)
    pos.end_of_turn(0)
    assert pos.battle(0) == [[VEEMON, BLUE4], [RED4]] and pos.hand(0) == [PAILDRAMON]


def test_would_dna_digivolve_gains_memory_for_each_component_whose_colour_the_card_has():
    pos = build(Side(hand=[PAILDRAMON], deck=[FILLER], battle=[EXVEEMON, STINGMON]), Side(battle=[FILLER]),
                memory=2)
    pos.dna(0, PAILDRAMON, 1, 2)   # Paildramon is blue and green: both gain
    assert pos.memory(0) == 4
    assert pos.battle(0) == [[STINGMON, EXVEEMON, PAILDRAMON]]


def test_would_dna_digivolve_filters_the_new_card():
    # EX3-010 Paildramon (red and purple) from a red Lv.4 and a purple Lv.4: nothing for ExVeemon's "green"
    pos = build(Side(hand=["EX3-010"], deck=[FILLER], battle=[RED4, "BT3-083"]), Side(battle=[FILLER]),
                memory=2)
    pos.dna(0, "EX3-010", 1, 2)
    assert pos.memory(0) == 2


@pytest.mark.parametrize("dna", [True, False])
def test_if_dna_digivolving_plays_dinobeemon_only_after_a_dna_digivolution(dna):
    # EX3-010 [When Digivolving] if DNA digivolving: you may play 1 [Dinobeemon] from your trash
    pos = build(Side(hand=["EX3-010"], deck=[FILLER], trash=["EX3-061"], battle=[RED4, "BT3-083"]),
                Side(battle=[FILLER]), memory=5)
    if dna:
        pos.dna(0, "EX3-010", 1, 2)
        assert pos.battle(0) == [["BT3-083", RED4, "EX3-010"], ["EX3-061"]] and pos.trash(0) == []
    else:
        pos.digivolve(0, "EX3-010", 1)
        assert pos.battle(0) == [[RED4, "EX3-010"], ["BT3-083"]] and pos.trash(0) == ["EX3-061"]


# --- whole games, re-checked by the referee ----------------------------------------------------------------------

def dna_games(n):
    """Logged games of a deck built for DNA digivolutions (random pilots, so that every offered one is taken)."""
    import sys
    from pathlib import Path

    from decks.decklist import Deck
    from simcore.effect_codes import ACTION_NAMES
    from simcore.events import event_dicts
    from simcore.runner import Matchup, replay_game

    sys.path.insert(0, str(Path(__file__).parent))
    main = ((VEEMON, 4), (WORMMON, 4), (PAILDRAMON, 4), (BLUE4, 4), (GREEN4, 4), (EXVEEMON, 4), (STINGMON, 4),
            (BLUE3, 11), ("BT1-064", 11))
    deck = Deck(name="dna", main=main, eggs=(("BT1-003", 5),), source="test")
    m = Matchup(deck, deck, "random", "random", 11)
    out = []
    for k in range(n):
        outcome, ev, numbers = replay_game(m, k)
        out.append(dict(outcome, deck_a="dna", deck_b="dna", pilot_a="random", pilot_b="random", master_seed=11,
                        events=event_dicts(ev, numbers, ACTION_NAMES)))
    return out


def test_the_referee_agrees_with_dna_digivolutions_and_flags_a_wrong_one():
    import copy

    from referee import check_game

    cards = load_catalog()
    games = dna_games(12)
    assert all(check_game(g, cards) == [] for g in games)
    dna = [(g, i) for g in games for i, e in enumerate(g["events"]) if e["kind"] == "dna_digivolve"]
    assert dna, "no DNA digivolution in these games"
    game, i = dna[0]
    for field, value in (("cost", 1), ("other_uid", game["events"][i]["top_uid"])):
        bad = copy.deepcopy(game)
        bad["events"][i][field] = value
        assert check_game(bad, cards) != [], field


# --- digivolving into a card under a Tamer ------------------------------------------------------------------------
SPARROWMON, RAPTOR, TAMER = "BT19-057", "BT19-061", "BT1-085"


@pytest.mark.parametrize("under", [[RAPTOR, TAMER], [TAMER]])
def test_when_attacking_digivolves_into_the_card_under_a_tamer(under):
    # BT19-057 [When Attacking] may digivolve into [RaptorSparrowmon] under your Tamers without paying the cost
    pos = build(Side(deck=[FILLER, FILLER], hand=[RAPTOR], battle=[SPARROWMON, Slot(under)]),
                Side(battle=[FILLER], security=[FILLER]), memory=2)
    pos.attack(0, 1)
    if len(under) == 2:
        assert pos.battle(0)[:2] == [[SPARROWMON, RAPTOR], [TAMER]]   # the one under the Tamer, not the hand's
        assert pos.hand(0)[0] == RAPTOR and pos.memory(0) == 2
        assert [e[1:3] for e in pos.effects(SPARROWMON)] == [(ec.A_DIGIVOLVE_FROM_UNDER_TAMERS, RAPTOR)]
    else:   # nothing under the Tamer: no digivolution (the hand's card is not offered)
        assert RAPTOR not in sum(pos.battle(0), []) and pos.hand(0)[0] == RAPTOR
        assert all(e[1] != ec.A_DIGIVOLVE_FROM_UNDER_TAMERS for e in pos.effects(SPARROWMON))
    assert pos.violation() == 0


# --- "2 of your Digimon may DNA digivolve" (target=own): any pair, the effect's source in it or not -----------------
MIREI = "EX6-074"      # Tamer: at the end of its turn, once, any two of its Digimon may DNA into a hand card
EXVEEMON_RED = "BT20-011"   # red Lv.4: delete one <= 3000 DP, then on your turn 2 may DNA into Imperialdramon/[Free]
PAILDRAMON_RP, PURPLE4 = "EX3-010", "BT3-083"   # DNA red Lv.4 + purple Lv.4, cost 0 (trait Free); a purple Lv.4


def test_two_of_your_digimon_dna_digivolve_by_a_tamers_effect():
    pos = build(Side(hand=[PAILDRAMON], deck=[FILLER, FILLER], battle=[MIREI, BLUE4, RED4, GREEN4]),
                Side(battle=[FILLER]), memory=1)
    pos.end_of_turn(0)
    # the blue and the green one, blue on top; the Tamer and the red one untouched
    assert sorted(pos.battle(0)) == sorted([[MIREI], [GREEN4, BLUE4, PAILDRAMON], [RED4]])
    assert [e[1:3] for e in pos.effects(MIREI)] == [(ec.A_DNA_DIGIVOLVE_FROM_HAND, PAILDRAMON)]
    assert pos.memory(0) == 1 and pos.hand(0) == [FILLER]
    assert pos.events("dna_digivolve")[-1]["card"] == PAILDRAMON
    assert pos.violation() == 0


def test_no_pair_meeting_the_requirement_no_dna_digivolution():
    pos = build(Side(hand=[PAILDRAMON], deck=[FILLER], battle=[MIREI, BLUE4, RED4]), Side(battle=[FILLER]),
                memory=1)
    pos.end_of_turn(0)
    assert sorted(pos.battle(0)) == sorted([[MIREI], [BLUE4], [RED4]]) and pos.hand(0) == [PAILDRAMON]


def test_played_exveemon_deletes_then_dna_digivolves_with_a_purple_digimon():
    pos = build(Side(hand=[EXVEEMON_RED, PAILDRAMON_RP], deck=[FILLER, FILLER], battle=[PURPLE4]),
                Side(battle=[FILLER]), memory=5)
    pos.play(0, EXVEEMON_RED)
    assert pos.battle(1) == []   # the opponent's 3000 DP Digimon deleted first
    assert pos.battle(0) == [[PURPLE4, EXVEEMON_RED, PAILDRAMON_RP]]   # red on top, as the requirement lists it
    assert pos.memory(0) == 1 and pos.hand(0) == [FILLER]
    assert pos.violation() == 0
