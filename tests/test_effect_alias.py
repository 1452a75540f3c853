"""Cards whose rule gives them more names ("[Rule] Name: Also treated as [X]", "... as having [X]").

The names are card facts (decks/data/name_aliases.tsv, written by decks.tools.compile_effects); every test of a
name reads them: effect filters and conditions (decks.effects.card_has, so the match tables the engine reads),
alternative digivolution requirements (simcore.tables.meets) and DigiXros entries. A name the card is "treated as"
is one of its exact names; a name it is "treated as having" is only in its name (General Rules 2-3-1-2/2-3-1-3).
name_id (the "same name" rules) stays the printed name."""
import effect_positions
import numpy as np
from effect_positions import Side, answered, full, lines_of, script
from positions import ok

from decks.catalog import get_card, load_catalog
from decks.effects import card_has, card_names, load_effects, name_aliases
from decks.tools import compile_effects as C
from simcore import engine as E
from simcore.layout import A_DIGIVOLVE
from simcore.tables import meets

THUNDERMON_OLD = "BT8-061"   # black Lv.4, also named [Mamemon]; no other text
CAVALIER = "BT8-062"         # black Lv.4, also named [SkullKnightmon] and [DeadlyAxemon]
GEREMON = "BT11-063"         # black Lv.4, cost 3, also named [Numemon]; On Play: trash a Numemon-like card, draw 2
YOUKOMON = "EX4-026"         # yellow/blue Lv.4, also named [Kyubimon]; gives 1 of yours <Blocker>
DOUMON = "EX4-028"           # yellow/blue Lv.5, from [Kyubimon] for 3; also named [Taomon]
KUZUHAMON = "EX4-030"        # Lv.6, has [Sakuyamon] in its name
THUNDERMON = "EX12-041"      # yellow/black Lv.4, has [Mamemon] in its name
MAMETYRAMON = "P-141"        # Lv.5, from a Lv.4 with Mamemon or Tyrannomon in its name for 3
RAREMON = "P-101"            # the older wording of a trait rule: [Cyborg], a trait its record already holds
PANJYAMON = "BT11-054"       # has [Leomon] in its name (partial: its inherited attack)
AGUMON = "ST1-03"            # red Lv.3, no alias
REPPAMON = "BT1-051"         # yellow Lv.4, no text

i32 = np.int32
FULL_CARDS = (THUNDERMON_OLD, CAVALIER, GEREMON, YOUKOMON, DOUMON, KUZUHAMON, THUNDERMON, RAREMON)


def test_name_alias_wordings():
    assert C.name_alias("[rule] name: also treated as [takuya kanbara]/[koji minamoto]") == \
        (("takuya kanbara", "koji minamoto"), ())
    assert C.name_alias("[rule] name: also treated as having [mamemon].") == ((), ("mamemon",))
    assert C.name_alias("[rule] name: treated as having [mamemon]/[tyrannomon].") == ((), ("mamemon", "tyrannomon"))
    assert C.name_alias("the name of this card/digimon is also treated as [aaamon] and [bbbmon].") == \
        (("aaamon", "bbbmon"), ())
    assert C.name_alias("this card/digimon is also treated as if its name is [cccmon] and [dddmons].") == \
        (("cccmon", "dddmons"), ())
    assert C.name_alias("this card/digimon is also treated as having [eeemon] in its name.") == ((), ("eeemon",))
    assert C.name_alias("the name of this card/tamer is also treated as [fff ggg]/[hhh iii].") == \
        (("fff ggg", "hhh iii"), ())
    # names for one purpose only, colours, traits: no alias of the name
    assert C.name_alias("this card is also treated as [shoutmon]/[zeiggreymon] for digixros.") is None
    assert C.name_alias("this card/digimon is also treated as having the [cyborg] trait.") is None
    assert C.name_alias("this digimon is also treated as yellow.") is None


def test_the_alias_facts():
    aliases = name_aliases()
    assert aliases[THUNDERMON_OLD] == (("mamemon",), ())
    assert aliases[CAVALIER] == (("skullknightmon", "deadlyaxemon"), ())
    assert aliases[THUNDERMON] == ((), ("mamemon",))
    assert aliases[MAMETYRAMON] == ((), ("mamemon", "tyrannomon"))
    assert AGUMON not in aliases
    assert card_names(get_card(GEREMON)) == (("geremon", "numemon"), ())
    # the rule is no effect text: Thundermon's only line is the alias, so it has no block of rules text left
    assert load_catalog()[THUNDERMON_OLD].effects == ()


def test_encoded_lines():
    assert all(full(c) for c in FULL_CARDS)
    assert THUNDERMON_OLD not in load_effects()
    assert lines_of(CAVALIER) == [
        "BT8-062 main when_digivolving : jamming target=self duration=opponents_next_turn ; then blocker target=self "
        "duration=opponents_next_turn"]
    assert lines_of(GEREMON) == [
        "BT11-063 main on_play optional : trash_from_hand_cost 1 name~numemon|sukamon|nanimon|etemon ; then draw 2"]
    assert lines_of(YOUKOMON) == [   # hand-written: the keyword the database dropped is <Blocker>
        "EX4-026 main on_play : blocker target=own count=1 duration=opponents_next_turn",
        "EX4-026 main when_digivolving : blocker target=own count=1 duration=opponents_next_turn",
        "EX4-026 inherited own_option_used your_turn once_per_turn if=cause_cost>=2 : dp -2000 target=opponent "
        "count=1 duration=turn"]
    assert lines_of(DOUMON) == [
        "EX4-028 main on_play : bounce target=opponent count=1 dp<=6000",
        "EX4-028 main when_digivolving : bounce target=opponent count=1 dp<=6000",
        "EX4-028 inherited own_option_used your_turn once_per_turn if=cause_cost>=2 : dp -2000 target=opponent "
        "count=1 duration=turn"]
    assert lines_of(KUZUHAMON) == [
        "EX4-030 main when_digivolving optional : use_option_from_hand kind=option cost<=5",
        "EX4-030 main own_option_used your_turn once_per_turn optional if=cause_cost>=2 : play_from_digivolution_cards"
        " target=self kind=digimon color=yellow,blue level<=4 or_name=taomon"]
    assert lines_of(THUNDERMON) == [
        "EX12-041 main activated once_per_turn optional : play_or_use_from_hand 2 trait=mutant|me",
        "EX12-041 inherited when_attacking once_per_turn : dp -2000 target=opponent count=1 duration=turn"]
    assert lines_of(RAREMON) == [
        "P-101 main on_play optional : trash_from_hand_cost 1 ; then draw 2",
        "P-101 main when_digivolving optional : trash_from_hand_cost 1 ; then draw 2",
        "P-101 inherited when_attacking optional : trash_from_hand_cost 1 ; then delete target=opponent count=1 "
        "level<=3 level>=3"]
    assert "Cyborg" in get_card(RAREMON).traits
    assert C.rule_trait_held(RAREMON, "this card/digimon is also treated as having the [cyborg] trait.")
    assert not C.rule_trait_held(RAREMON, "this card/digimon is also treated as having the [dragonkin] trait.")
    assert not full(PANJYAMON)   # its alias is read; its inherited attack is not


def test_exact_names_and_names_in_the_name():
    old, new = get_card(THUNDERMON_OLD), get_card(THUNDERMON)
    # "treated as [Mamemon]": [Mamemon] exactly and Mamemon in its name
    assert card_has(old, ("name_is", "mamemon")) and card_has(old, ("name_has", "mamemon"))
    # "treated as having [Mamemon]": in its name only, never the exact name
    assert not card_has(new, ("name_is", "mamemon")) and card_has(new, ("name_has", "mamemon"))
    assert card_has(new, ("name_has", "mame")) and card_has(new, ("name_has", "thunder"))
    assert card_has(get_card(KUZUHAMON), ("name_has", "sakuyamon"))
    assert card_has(get_card(CAVALIER), ("name_is", "deadlyaxemon|gabumon"))
    assert card_has(get_card(CAVALIER), ("any", "name_is:skullknightmon"))
    # "[Knightmon] in its name, other than [SkullKnightmon]": Cavalier Mode is a [SkullKnightmon] too
    assert not card_has(get_card(CAVALIER), ("any", "name_has:knightmon|name_except:skullknightmon"))
    assert not card_has(get_card(AGUMON), ("name_has", "mamemon"))


def test_digivolution_requirements_see_the_aliases():
    (way,) = get_card(DOUMON).alt_digivolve[0].ways   # [Kyubimon], exactly
    assert meets(way, get_card(YOUKOMON)) and not meets(way, get_card(AGUMON))
    (way,) = get_card(MAMETYRAMON).alt_digivolve[0].ways   # a Lv.4 with Mamemon or Tyrannomon in its name
    assert meets(way, get_card(THUNDERMON)) and meets(way, get_card(THUNDERMON_OLD))
    assert not meets(way, get_card(GEREMON))


def _costs(pos, number, s=1):
    i = pos.hand_index(0, number)
    return sorted(a[3] for a in pos.actions_of(0) if a[0] == A_DIGIVOLVE and a[1] == i and a[2] == s)


def test_youkomon_as_kyubimon_digivolves_into_doumon_for_3():
    pos = effect_positions.build(Side(battle=[YOUKOMON, REPPAMON], hand=[DOUMON], deck=[AGUMON]),
                                 Side(deck=[AGUMON]), memory=5)
    # the cheaper of [Kyubimon] for 3 and the printed yellow Lv.4 for 4; Reppamon by its colour and level only
    assert _costs(pos, DOUMON, 1) == [3] and _costs(pos, DOUMON, 2) == [4]
    E.digivolve(pos.st, pos.tb, i32(0), i32(pos.hand_index(0, DOUMON)), i32(1), i32(3))
    E.settle(pos.st, pos.tb)
    assert pos.battle(0) == [[YOUKOMON, DOUMON], [REPPAMON]]
    assert pos.memory(0) == 5 - 3
    ok(pos)


def test_a_name_in_the_name_meets_a_requirement_and_a_printed_name_alone_does_not():
    pos = effect_positions.build(Side(battle=[THUNDERMON, GEREMON], hand=[MAMETYRAMON], deck=[AGUMON]),
                                 Side(deck=[AGUMON]), memory=5)
    assert _costs(pos, MAMETYRAMON, 1) == [3]   # Thundermon has Mamemon in its name: 3 (printed black Lv.4: 4)
    assert _costs(pos, MAMETYRAMON, 2) == [4]      # Geremon (black Lv.4) by its colour and level only
    ok(pos)


def test_an_effect_filter_sees_the_alias_geremon_trashes_a_numemon():
    pos = effect_positions.build(Side(hand=[GEREMON, GEREMON], deck=[AGUMON, AGUMON]),
                                 Side(deck=[AGUMON]), memory=3)
    script(pos, 0, True)
    pos.play(0, GEREMON)
    E.settle(pos.st, pos.tb)
    assert answered(pos)
    # the other Geremon is a [Numemon]: it pays the cost, and 2 cards are drawn
    assert pos.trash(0) == [GEREMON]
    assert pos.hand(0) == [AGUMON, AGUMON]
    ok(pos)


def test_without_a_numemon_in_hand_geremon_draws_nothing():
    pos = effect_positions.build(Side(hand=[GEREMON, THUNDERMON], deck=[AGUMON, AGUMON]),
                                 Side(deck=[AGUMON]), memory=3)
    script(pos, 0, True)
    pos.play(0, GEREMON)
    E.settle(pos.st, pos.tb)
    assert pos.trash(0) == [] and pos.hand(0) == [THUNDERMON]
    ok(pos)


def alias_games(n):
    """Logged games of a deck whose Digimon digivolve through their other names (random pilots, so that the
    offered digivolutions are taken)."""
    from decks.decklist import Deck
    from simcore.effect_codes import ACTION_NAMES
    from simcore.events import event_dicts
    from simcore.runner import Matchup, replay_game

    main = (("BT5-036", 8), ("ST1-03", 4), (YOUKOMON, 4), (REPPAMON, 4), (DOUMON, 6), (THUNDERMON_OLD, 4),
            (THUNDERMON, 4), (GEREMON, 4), (MAMETYRAMON, 8), (KUZUHAMON, 4))
    deck = Deck(name="aliases", main=main, eggs=(("BT2-003", 5),), source="test")
    m = Matchup(deck, deck, "random", "random", 5)
    out = []
    for k in range(n):
        outcome, ev, numbers = replay_game(m, k)
        out.append(dict(outcome, deck_a="aliases", deck_b="aliases", pilot_a="random", pilot_b="random",
                        master_seed=5, events=event_dicts(ev, numbers, ACTION_NAMES)))
    return out


def test_the_referee_agrees_with_digivolutions_through_other_names():
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parent))
    from referee import check_game

    games = alias_games(10)
    assert all(check_game(g, load_catalog()) == [] for g in games)
    through = [e for g in games for e in g["events"] if e["kind"] == "digivolve" and e.get("cost") == 3
               and e.get("card") in (DOUMON, MAMETYRAMON)]
    assert through   # digivolutions for 3 that only an other name allows
