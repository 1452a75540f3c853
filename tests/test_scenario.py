"""`dcgsim scenario`: positions after scripted actions worked out from the cards' printed facts and encoded
effects, the README's examples, scripted choices, refused input with its exact reason, and playouts."""
import copy
import json
import re
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner
from scipy.stats import chisquare

from cli.main import main
from cli_checks import one_error_line
from wilson_reference import Z95, wilson_by_definition

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "tests" / "scenarios"


@pytest.fixture(scope="module", autouse=True)
def compiled_scenario_engine():
    """Compile (or load from numba's cache) the scenario entry points once, so that no command under test
    adds the first run's compile notice to its stderr."""
    from cli.scenario import parse_scenario
    from simcore.scenario import ScenarioGame

    game = ScenarioGame(parse_scenario(load("attack_into_security.json"))[0])
    game.run_script()
    game.playouts(1, 0, "greedy", 400)


def load(name):
    return json.loads((EXAMPLES / name).read_text())


def scenario(tmp_path, doc, *args):
    path = tmp_path / "scenario.json"
    path.write_text(json.dumps(doc))
    return CliRunner().invoke(main, ["scenario", str(path), *args])


def after(tmp_path, doc, *args):
    r = scenario(tmp_path, doc, *args)
    assert r.exit_code == 0, r.stderr
    return json.loads(r.stdout)


def refused(tmp_path, doc, says):
    return one_error_line(scenario(tmp_path, doc), says)


def kinds(out, kind):
    return [e for e in out["events"] if e["kind"] == kind]


# --- the README's examples ---------------------------------------------------------------------------------

def readme_commands():
    text = (ROOT / "README.md").read_text()
    return re.findall(r"^\$ dcgsim (scenario [^\n#]*?)\s*(?:#.*)?$", text, flags=re.M)


def run_readme(command):
    args = command.split()
    args[1] = str(ROOT / args[1])   # the README's paths are relative to the repository root
    r = CliRunner().invoke(main, args)
    assert r.exit_code == 0, (command, r.stderr)
    return r


def test_readme_runs_every_example_file():
    commands = readme_commands()
    named = {Path(c.split()[1]).name for c in commands}
    assert named == {p.name for p in EXAMPLES.glob("*.json")}
    assert any("--playouts" in c for c in commands)


def check_attack_into_security(out):
    # MetalGreymon 7000 DP + 1000 from Agumon's inherited effect on its own turn; Greymon's inherited
    # Security A. +1 makes two checks: Dracomon (4000 DP) loses its battle and is trashed, Tai Kamiya's
    # [Security] effect plays it (a new permanent, appended, played this turn). Attacking costs no memory.
    assert out["memory"] == 2 and out["turn_player"] == 0 and out["winner"] == -1
    attacker = out["players"][0]["battle"][0]
    assert attacker == {"stack": ["ST1-03", "ST1-07", "ST1-09"], "suspended": True, "played_this_turn": False,
                        "links": [], "dp": 8000, "keywords": []}
    p1 = out["players"][1]
    assert p1["security"] == ["ST2-06", "ST2-07"]
    assert p1["trash"] == ["ST2-16", "ST1-04"]
    assert [b["stack"] for b in p1["battle"]] == [["ST2-03"], ["ST1-12"]]
    assert p1["battle"][1]["played_this_turn"] and p1["battle"][1]["dp"] is None
    assert p1["battle"][0]["dp"] == 2000 and p1["battle"][0]["suspended"]
    checks = kinds(out, "security_check")
    assert [(c["card"], c["check"], c["checks_due"], c["security_left"]) for c in checks] == \
        [("ST1-04", 1, 2, 3), ("ST1-12", 2, 2, 2)]
    assert [b["result"] for b in kinds(out, "battle")] == ["attacker_wins"]


def check_digivolve_with_choice(out):
    # Garudamon onto Birdramon costs 3 (4 -> 1) and draws the deck top (Phoenixmon); its [When Digivolving]
    # +3000 goes where the script says: Agumon, 2000 -> 5000, which then beats Dracomon (4000).
    assert out["memory"] == 1
    p0 = out["players"][0]
    assert p0["hand"] == ["ST1-16", "ST1-10"] and p0["deck"] == ["ST1-02"]
    assert [(b["stack"], b["dp"], b["suspended"]) for b in p0["battle"]] == \
        [(["ST1-02", "ST1-05", "ST1-08"], 7000, False), (["ST1-03"], 5000, True)]
    assert out["players"][1]["battle"] == [] and out["players"][1]["trash"] == ["ST1-04"]
    assert out["choices_used"] == [{"player": 0, "slot": 1}]
    assert [e["target"] for e in kinds(out, "effect")] == ["ST1-03"]


def check_playout_figures(out, args):
    po = out["playouts"]
    games = int(args[args.index("--playouts") + 1])
    seed = int(args[args.index("--seed") + 1]) if "--seed" in args else 0
    assert po["games"] == games and po["seed"] == seed
    assert sum(po["wins"]) + po["draws"] == games
    for p in (0, 1):
        score = po["wins"][p] + 0.5 * po["draws"]
        assert po["win_rate"][p] == pytest.approx(score / games, abs=1e-12)
        assert po["ci95"][p] == pytest.approx(wilson_by_definition(score, games), abs=1e-9)


def check_attack_digimon(out):
    # MetalGreymon 7000 + 1000 (Agumon, inherited) + 1000 (Tai Kamiya) = 9000 beats WereGarurumon (7000)
    p0, p1 = out["players"]
    assert p0["battle"][0]["dp"] == 9000 and p0["battle"][0]["suspended"]
    assert p1["trash"] == ["ST2-02", "ST2-03", "ST2-13", "ST2-06", "ST2-08"]
    assert [(b["stack"], b["dp"], b["keywords"]) for b in p1["battle"]] == [(["ST2-07"], 6000, ["blocker"])]


def check_attack_player(out):
    # the same 9000 DP checks two cards (Greymon's Security A. +1): Bearmon (4000) is beaten, Plesiomon
    # (12000) deletes MetalGreymon; Grizzlymon (6000) would lose, so the greedy defender does not block
    p0, p1 = out["players"]
    assert [b["stack"] for b in p0["battle"]] == [["ST1-12"]]
    assert p0["trash"] == ["ST1-03", "ST1-07", "ST1-12", "ST1-03", "ST1-07", "ST1-09"]
    assert p1["security"] == [] and p1["trash"] == ["ST2-02", "ST2-03", "ST2-13", "ST2-04", "ST2-10"]
    assert kinds(out, "block") == [] and out["winner"] == -1


README_CHECKS = {"attack_into_security.json": check_attack_into_security,
                 "digivolve_with_choice.json": check_digivolve_with_choice,
                 "playouts_attack_digimon.json": check_attack_digimon,
                 "playouts_attack_player.json": check_attack_player}


def test_readme_examples_give_the_positions_the_rules_give():
    checked = set()
    for command in readme_commands():
        args = command.split()
        name = Path(args[1]).name
        fmt = args[args.index("--format") + 1] if "--format" in args else "json"
        json_command = command if fmt == "json" else command.replace("--format text", "--format json")
        out = json.loads(run_readme(json_command).stdout)
        README_CHECKS[name](out)
        if "--playouts" in args:
            check_playout_figures(out, args)
        checked.add(name)
        if fmt == "text":
            text = run_readme(command).stdout
            assert text.startswith(f"Turn {out['turn']}, player {out['turn_player']} to act")
    assert checked == set(README_CHECKS) == {p.name for p in EXAMPLES.glob("*.json")}


def test_without_the_choice_the_pilot_picks_and_the_attack_fails(tmp_path):
    # greedy gives the +3000 to its strongest Digimon that can still act (Garudamon: 10000); Agumon at
    # 2000 DP then loses to Dracomon at 4000 and is deleted
    doc = load("digivolve_with_choice.json")
    doc["choices"] = []
    out = after(tmp_path, doc)
    p0 = out["players"][0]
    assert [(b["stack"][-1], b["dp"]) for b in p0["battle"]] == [("ST1-08", 10000)]
    assert p0["trash"] == ["ST1-13", "ST1-03"]
    assert out["choices_used"] == []


def test_output_reads_back_as_the_same_position(tmp_path):
    out = after(tmp_path, load("attack_into_security.json"))
    again = after(tmp_path, {k: out[k] for k in ("turn_player", "turn", "memory", "players")})
    assert again["players"] == out["players"] and again["memory"] == out["memory"] and again["events"] == []


# --- turns, blocks and "you may" -------------------------------------------------------------------------

def small_position(**changes):
    doc = {"turn_player": 0, "turn": 4, "memory": 3, "players": [
        {"hand": ["ST1-03"], "deck": ["ST1-02", "ST1-04"], "security": ["ST1-05", "ST1-06"], "eggs": ["ST1-01"],
         "battle": [{"stack": ["ST1-03"]}]},
        {"hand": ["ST2-03"], "deck": ["ST2-02", "ST2-04"], "security": ["ST2-05", "ST2-06"], "breeding": ["ST2-01"],
         "battle": [{"stack": ["ST2-02", "ST2-07"]}]}]}
    doc.update(changes)
    return doc


def test_block_timing_takes_a_scripted_blocker_or_none(tmp_path):
    attack = [{"player": 0, "do": "attack", "slot": 0, "target": "player"}]
    blocked = after(tmp_path, small_position(actions=attack, choices=[{"player": 1, "slot": 0}]))
    # Grizzlymon (Blocker, 6000) blocks Agumon (2000): Agumon is deleted, no security check
    assert [e["blocker"] for e in kinds(blocked, "block")] == ["ST2-07"]
    assert blocked["players"][0]["battle"] == [] and blocked["players"][1]["security"] == ["ST2-05", "ST2-06"]
    # no block: the check reveals Ikkakumon (5000 DP), which beats Agumon; both go to their trash
    unblocked = after(tmp_path, small_position(actions=attack, choices=["none"]))
    assert kinds(unblocked, "block") == [] and unblocked["players"][1]["security"] == ["ST2-06"]
    assert unblocked["players"][1]["trash"] == ["ST2-05"] and unblocked["players"][0]["trash"] == ["ST1-03"]
    assert unblocked["players"][0]["battle"] == []


def test_pass_hands_the_turn_over(tmp_path):
    # passing puts memory at 3 on the opponent's side; player 1 unsuspends, draws the deck top (ST2-02)
    # and, with no action of its own in the script, the position stops at its main phase
    doc = small_position(actions=[{"player": 0, "do": "play", "card": "ST1-03"},
                                  {"player": 0, "do": "pass"}])
    out = after(tmp_path, doc)
    assert out["turn"] == 5 and out["turn_player"] == 1 and out["memory"] == 3
    assert out["players"][1]["hand"] == ["ST2-03", "ST2-02"]
    assert [b["played_this_turn"] for b in out["players"][0]["battle"]] == [False, False]
    assert [e["kind"] for e in out["events"]][:3] == ["play", "pass", "turn_end"]


def test_memory_past_zero_ends_the_turn(tmp_path):
    # Agumon costs 3: memory 1 -> -2, so the turn ends at once and player 1's turn starts with 2
    out = after(tmp_path, small_position(memory=1, actions=[{"player": 0, "do": "play", "card": "ST1-03"}]))
    assert out["turn_player"] == 1 and out["memory"] == 2 and out["turn"] == 5
    r = scenario(tmp_path, small_position(memory=1, actions=[{"player": 0, "do": "play", "card": "ST1-03"},
                                                             {"player": 0, "do": "pass"}]))
    one_error_line(r, "actions[1]: it is player 1's turn, not player 0's")


# --- refused input --------------------------------------------------------------------------------------

def test_illegal_actions_name_the_action_and_why(tmp_path):
    doc = load("attack_into_security.json")
    doc["actions"].append({"player": 0, "do": "attack", "slot": 0, "target": "player"})
    refused(tmp_path, doc, "actions[1]: attack is not legal here (the attacker is suspended)")
    doc = load("digivolve_with_choice.json")
    doc["actions"] = [{"player": 0, "do": "play", "card": "ST1-03"}]
    refused(tmp_path, doc, "actions[0]: ST1-03 is not in player 0's hand")
    doc["actions"] = [{"player": 0, "do": "play", "card": "ST1-16"}]
    refused(tmp_path, doc, "actions[0]: play is not legal here (ST1-16 is not a Digimon or Tamer)")
    doc["actions"] = [{"player": 0, "do": "attack", "slot": 5, "target": "player"}]
    refused(tmp_path, doc, "actions[0].slot: player 0 has no slot 5")
    doc["actions"] = [{"player": 1, "do": "pass"}]
    refused(tmp_path, doc, "actions[0]: it is player 0's turn, not player 1's")
    doc["actions"] = [{"player": 0, "do": "play", "card": "ST9-99"}]
    refused(tmp_path, doc, "actions[0].card: unknown card 'ST9-99'")


def test_choices_that_fit_no_decision(tmp_path):
    doc = load("digivolve_with_choice.json")
    doc["choices"] = [True]
    refused(tmp_path, doc, 'choices[0]: fits no decision (during actions[0] the next decision wanted a target '
                           '{"player", "slot"})')
    doc["choices"] = [{"player": 0, "slot": 1}, "ST1-03"]
    refused(tmp_path, doc, "choices[1]: fits no decision (the script made no more decisions)")
    doc["choices"] = [{"player": 1, "slot": 0}]   # a +3000 for one of your own Digimon
    refused(tmp_path, doc, "choices[0]: fits no decision")
    doc["choices"] = ["BT99-001"]
    refused(tmp_path, doc, "choices[0]: unknown card 'BT99-001'")


def test_impossible_positions(tmp_path):
    doc = load("attack_into_security.json")
    bad = copy.deepcopy(doc)
    bad["players"][0]["deck"] += ["ST1-03", "ST1-03", "ST1-03"]   # a 5th Agumon
    refused(tmp_path, bad, "players[0]: 5 copies of ST1-03, at most 4")
    bad = copy.deepcopy(doc)
    bad["players"][0]["battle"].append({"stack": ["ST1-02", "ST1-12"]})
    refused(tmp_path, bad, "players[0].battle[1].stack: a tamer is a one-card stack, nothing under it")
    bad = copy.deepcopy(doc)
    bad["memory"] = 11
    refused(tmp_path, bad, "memory: 11 is outside [-10, 10]")
    bad["memory"] = -1
    refused(tmp_path, bad, "memory: -1 on the turn player's side would have ended the turn")
    bad = copy.deepcopy(doc)
    bad["players"][1]["hand"][0] = "ST2-99"
    refused(tmp_path, bad, "players[1].hand[0]: unknown card 'ST2-99'")
    bad = copy.deepcopy(doc)
    bad["players"][1]["deck"].append("ST2-01")
    refused(tmp_path, bad, "players[1].deck[2]: ST2-01 is a Digi-Egg, which is never in the deck")
    bad = copy.deepcopy(doc)
    bad["players"][0]["battle"][0]["stack"] = ["ST1-01"]
    refused(tmp_path, bad, "players[0].battle[0].stack: its top card ST1-01 is not a Digimon, Tamer or option")
    bad = copy.deepcopy(doc)
    del bad["turn"]
    refused(tmp_path, bad, "turn: missing")
    bad = copy.deepcopy(doc)
    bad["players"][0]["battle"][0]["suspended"] = "no"
    refused(tmp_path, bad, 'players[0].battle[0].suspended: must be true or false, not "no"')
    bad = copy.deepcopy(doc)
    bad["pilot"] = "nobody"
    refused(tmp_path, bad, "pilot: unknown pilot 'nobody' (choose from greedy, random)")


def test_mechanics_not_supported_yet(tmp_path):
    doc = load("attack_into_security.json")
    bad = copy.deepcopy(doc)
    bad["players"][1]["face_up"] = ["ST1-04"]
    refused(tmp_path, bad, "not supported yet: face-up security cards (players[1].face_up)")
    bad = copy.deepcopy(doc)
    bad["players"][0]["battle"][0]["links"] = ["ST1-02"]
    refused(tmp_path, bad, "not supported yet: linked cards (players[0].battle[0].links)")
    for do, name in (("dna", "DNA digivolution"), ("digixros", "DigiXros"), ("app_fusion", "App Fusion")):
        bad = copy.deepcopy(doc)
        bad["actions"] = [{"player": 0, "do": do}]
        refused(tmp_path, bad, f"not supported yet: {name} (actions[0])")


def test_file_and_option_errors(tmp_path):
    one_error_line(CliRunner().invoke(main, ["scenario", str(tmp_path / "none.json")]), "no such scenario file")
    (tmp_path / "bad.json").write_text("{")
    one_error_line(CliRunner().invoke(main, ["scenario", str(tmp_path / "bad.json")]), "bad.json: not JSON")
    r = CliRunner().invoke(main, ["scenario", str(EXAMPLES / "attack_into_security.json"), "--playouts", "-1"])
    one_error_line(r, "--playouts must be in [0, 10,000,000], got -1")


# --- playouts -------------------------------------------------------------------------------------------

def test_a_won_position_wins_every_playout(tmp_path):
    # player 1 has no security left and no blocker: greedy attacks the player with Agumon and wins
    doc = small_position(players=[small_position()["players"][0],
                                  {"hand": [], "deck": ["ST2-02", "ST2-04"], "security": [],
                                   "battle": [{"stack": ["ST2-03"], "suspended": True}]}])
    po = after(tmp_path, doc, "--playouts", "300", "--seed", "4")["playouts"]
    assert po["wins"] == [300, 0] and po["draws"] == 0 and po["mean_turns"] == 4.0
    # every game won: the Wilson interval is [n / (n + z^2), 1]
    edge = 300 / (300 + Z95 ** 2)
    assert po["ci95"][0] == pytest.approx([edge, 1.0], abs=1e-12)
    assert po["ci95"][1] == pytest.approx([0.0, 1 - edge], abs=1e-12)


def test_playout_k_does_not_depend_on_how_many_are_played():
    from cli.scenario import parse_scenario
    from simcore.scenario import ScenarioGame

    game = ScenarioGame(parse_scenario(load("playouts_attack_digimon.json"))[0])
    game.run_script()
    w50, t50, _ = game.playouts(50, 9, "greedy", 400)
    w20, t20, _ = game.playouts(20, 9, "greedy", 400)
    assert (w50[:20] == w20).all() and (t50[:20] == t20).all()
    w_other, t_other, _ = game.playouts(50, 10, "greedy", 400)
    assert not ((w_other == w50).all() and (t_other == t50).all())


@pytest.mark.parametrize("name", sorted(p.name for p in EXAMPLES.glob("*.json")))
def test_playouts_keep_the_invariants(name):
    """Every action of 200 playouts from each example, hidden cards reshuffled, with the engine's invariants
    checked (card conservation, zone sizes, memory range, legal attacks, winners); the check changes no
    decision, so the outcomes are those of the unchecked playouts."""
    from cli.scenario import parse_scenario
    from simcore.scenario import ScenarioGame

    game = ScenarioGame(parse_scenario(load(name))[0])
    game.run_script()
    winners, turns, violations = game.playouts(200, 2, "random", 400, check=True)
    assert (violations == 0).all()
    plain = game.playouts(200, 2, "random", 400)
    assert (plain[0] == winners).all() and (plain[1] == turns).all()
    assert (turns >= game.sc.turn).all() and ((winners == 0) | (winners == 1)).all()


def test_reshuffle_deals_hidden_cards_uniformly():
    """Each of the opponent's hidden cards (deck, security, hand) lands in each of those places with
    probability size / pool; the turn player's hand and both public zones stay as they are."""
    from cli.scenario import parse_scenario
    from simcore.rng import seed_state
    from simcore.deal import reshuffle_hidden
    from simcore.scenario import ScenarioGame

    doc = small_position()
    doc["players"][1].update(hand=["ST2-03", "ST2-04"], deck=["ST2-05", "ST2-06", "ST2-08"],
                             security=["ST2-09", "ST2-10", "ST2-11"])
    game = ScenarioGame(parse_scenario(doc)[0])
    st, numbers = game.st, game.numbers
    hand0 = st.hand[0, :st.hand_n[0]].copy()
    target = numbers.index("ST2-10")
    runs = 8000
    where = np.zeros(3)
    seed_state(st.rs, np.int64(123))
    for _ in range(runs):
        reshuffle_hidden(st, np.int64(1))
        zones = (st.deck[1, :st.deck_n[1]], st.sec[1, :st.sec_n[1]], st.hand[1, :st.hand_n[1]])
        where += [int((z == target).sum()) for z in zones]
        assert (st.hand[0, :st.hand_n[0]] == hand0).all()
        assert sorted(np.concatenate(zones).tolist()) == sorted(numbers.index(n) for n in
                                                                 ["ST2-03", "ST2-04", "ST2-05", "ST2-06", "ST2-08",
                                                                  "ST2-09", "ST2-10", "ST2-11"])
    assert where.sum() == runs
    assert chisquare(where, runs * np.array([3, 3, 2]) / 8).pvalue > 1e-4



def test_reshuffle_ignores_the_order_of_hidden_cards():
    """The deal depends on which cards are hidden, never on their order: the opponent's hand, deck and
    security permuted among themselves, and the own deck and security reordered, give the same deal from
    the same random stream (the lookahead pilot's rollouts rely on this to read nothing hidden)."""
    from cli.scenario import parse_scenario
    from simcore.rng import seed_state
    from simcore.deal import reshuffle_hidden
    from simcore.scenario import ScenarioGame

    doc = small_position()
    doc["players"][0].update(deck=["ST1-07", "ST1-08", "ST1-09"], security=["ST1-10", "ST1-11"])
    doc["players"][1].update(hand=["ST2-03", "ST2-04"], deck=["ST2-05", "ST2-06", "ST2-08"],
                             security=["ST2-09", "ST2-10", "ST2-11"])
    deals = []
    for order in range(6):
        st = ScenarioGame(parse_scenario(doc)[0]).st
        rng = np.random.default_rng(order)
        for p in range(2):   # move the hidden cards around: within each zone, and across the opponent's zones
            zones = [(st.deck, st.deck_n), (st.sec, st.sec_n)] + ([(st.hand, st.hand_n)] if p == 1 else [])
            cards = np.concatenate([z[p, :n[p]] for z, n in zones])
            if order:
                cards = rng.permutation(cards)
            k = 0
            for z, n in zones:
                z[p, :n[p]] = cards[k:k + n[p]]
                k += n[p]
        seed_state(st.rs, np.int64(7))
        reshuffle_hidden(st, np.int64(1))
        deals.append([z[p, :n[p]].tolist() for p in range(2)
                      for z, n in ((st.deck, st.deck_n), (st.sec, st.sec_n), (st.hand, st.hand_n))])
    assert all(d == deals[0] for d in deals)

# --- "up to", the breeding area, a won game -----------------------------------------------------------------

def giga_destroyer(choices):
    # Giga Destroyer (cost 6): delete up to 2 of the opponent's Digimon with 4000 DP or less
    return small_position(memory=6, choices=choices, actions=[{"player": 0, "do": "option", "card": "ST1-15"}],
                          players=[{"hand": ["ST1-15"], "battle": [{"stack": ["ST1-03"]}]},
                                   {"battle": [{"stack": ["ST2-02"]}, {"stack": ["ST2-03"]},
                                               {"stack": ["ST2-07"]}]}])


@pytest.mark.parametrize("choices, left", [
    ([{"player": 1, "slot": 1}, "none"], ["ST2-02", "ST2-07"]),
    (["none"], ["ST2-02", "ST2-03", "ST2-07"]),
    ([{"player": 1, "slot": 0}, {"player": 1, "slot": 1}], ["ST2-07"]),
])
def test_up_to_takes_the_listed_targets(tmp_path, choices, left):
    out = after(tmp_path, giga_destroyer(choices))
    assert [b["stack"][-1] for b in out["players"][1]["battle"]] == left
    assert out["memory"] == 0 and out["choices_used"] == choices
    assert out["players"][0]["trash"] == ["ST1-15"]


def test_up_to_refuses_a_target_it_cannot_take(tmp_path):
    # Grizzlymon has 6000 DP: not a legal target of Giga Destroyer
    refused(tmp_path, giga_destroyer([{"player": 1, "slot": 2}]), "choices[0]: fits no decision (during actions[0]")


def test_digivolve_in_the_breeding_area(tmp_path):
    # Agumon onto Koromon costs 0 (red Lv.2 -> Lv.3) and draws the deck top, Biyomon
    doc = small_position(actions=[{"player": 0, "do": "digivolve", "card": "ST1-03", "slot": "breeding"}])
    doc["players"][0].update(breeding=["ST1-01"], eggs=[])
    out = after(tmp_path, doc)
    p0 = out["players"][0]
    assert p0["breeding"] == ["ST1-01", "ST1-03"] and p0["hand"] == ["ST1-02"] and out["memory"] == 3
    assert [(e["card"], e["breeding"]) for e in kinds(out, "digivolve")] == [("ST1-03", True)]


def test_a_won_attack_ends_the_script(tmp_path):
    doc = small_position(actions=[{"player": 0, "do": "attack", "slot": 0, "target": "player"}])
    doc["players"][1].update(security=[], battle=[])
    out = after(tmp_path, doc)
    assert out["winner"] == 0 and out["win_reason"] == "security"
    doc["actions"].append({"player": 0, "do": "pass"})
    refused(tmp_path, doc, "actions[1]: the game is over")


def skullsatamon(choices):
    # SkullSatamon onto Garurumon (cost 3, draws Dracmon); [When Digivolving] you may return a purple
    # Digimon card from the trash to the hand
    doc = small_position(memory=4, choices=choices,
                         actions=[{"player": 0, "do": "digivolve", "card": "ST6-10", "slot": 0}])
    doc["players"][0] = {"hand": ["ST6-10"], "deck": ["ST6-04"], "trash": ["ST6-02", "ST6-05", "ST6-15"],
                         "battle": [{"stack": ["ST6-03", "ST6-06"]}]}
    return doc


def test_you_may_and_a_card_from_the_trash(tmp_path):
    declined = after(tmp_path, skullsatamon([False]))["players"][0]
    assert declined["hand"] == ["ST6-04"] and declined["trash"] == ["ST6-02", "ST6-05", "ST6-15"]
    taken = after(tmp_path, skullsatamon([True, "ST6-02"]))["players"][0]
    assert taken["hand"] == ["ST6-04", "ST6-02"] and taken["trash"] == ["ST6-05", "ST6-15"]
    # Death Claw is an option: not a card this effect can take
    refused(tmp_path, skullsatamon([True, "ST6-15"]),
            "choices[1]: fits no decision (during actions[0] the next decision wanted a card number)")


def test_digi_burst_trashes_the_named_cards_and_plays_one(tmp_path):
    # CresGarurumon's Digi-Burst 2 trashes two of its digivolution cards, then plays a purple Lv.3 from the
    # trash: the new permanent is appended to the battle list
    doc = small_position(actions=[{"player": 0, "do": "activate", "slot": 0}], choices=["ST6-03", "ST6-11", "ST6-03"])
    doc["players"][0] = {"deck": ["ST6-04"], "trash": ["ST6-05"],
                         "battle": [{"stack": ["ST6-03", "ST6-06", "ST6-11", "ST6-13"]}]}
    out = after(tmp_path, doc)
    p0 = out["players"][0]
    assert [(b["stack"], b["played_this_turn"]) for b in p0["battle"]] == \
        [(["ST6-06", "ST6-13"], False), (["ST6-03"], True)]
    assert p0["trash"] == ["ST6-05", "ST6-11"]
    assert out["choices_used"] == ["ST6-03", "ST6-11", "ST6-03"]


def test_playout_benchmark_runs(capsys):
    from benchmarks import bench_scenario

    bench_scenario.main(["--quick"])
    lines = capsys.readouterr().out.splitlines()
    assert [line.split(":")[0] for line in lines] == sorted(p.name for p in EXAMPLES.glob("*.json"))


def test_a_cold_cache_is_announced(monkeypatch):
    import simcore.scenario

    monkeypatch.setattr(simcore.scenario, "cache_is_warm", lambda playouts: False)
    r = CliRunner().invoke(main, ["scenario", str(EXAMPLES / "attack_into_security.json")])
    assert r.exit_code == 0 and json.loads(r.stdout)["winner"] == -1
    assert r.stderr.startswith("dcgsim: compiling the scenario engine; this happens once")


@pytest.mark.parametrize("first, second", [("ST2-06", "ST2-03"), ("ST2-03", "ST2-06")])
def test_simultaneous_triggers_resolve_in_the_scripted_order(tmp_path, first, second):
    # WereGarurumon attacks with Garurumon and Gabumon under it: their two inherited [When Attacking]
    # effects (trash the bottom digivolution card of an opponent's Digimon) trigger together; the card
    # number names the one to resolve first. Garudamon loses both cards under it, then ties (7000 DP).
    doc = {"turn_player": 1, "turn": 6, "memory": 2, "choices": [first],
           "players": [{"deck": ["ST1-03"], "security": ["ST1-04"],
                        "battle": [{"stack": ["ST1-02", "ST1-05", "ST1-08"], "suspended": True}]},
                       {"deck": ["ST2-02"], "security": ["ST2-04"],
                        "battle": [{"stack": ["ST2-03", "ST2-06", "ST2-08"]}]}],
           "actions": [{"player": 1, "do": "attack", "slot": 0, "target": {"player": 0, "slot": 0}}]}
    out = after(tmp_path, doc)
    assert [e["card"] for e in kinds(out, "effect")] == [first, second]
    assert out["players"][0]["trash"] == ["ST1-02", "ST1-05", "ST1-08"]
    assert out["players"][1]["trash"] == ["ST2-03", "ST2-06", "ST2-08"]
    assert out["choices_used"] == [first]
