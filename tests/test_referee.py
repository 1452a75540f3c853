"""The engine's logged games, re-checked by the independent referee (tests/referee.py).

Thousands of games over every pair of built-in decks and both pilots must be clean, and logs tampered in
one place (a memory value, a dropped draw, a flipped battle, a second block, an attack by a Digimon played
this turn, ...) must be flagged for exactly that.
"""
import copy
import itertools
import json
import subprocess
from pathlib import Path
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from referee import check_game

DECKS = ("ST1", "ST2", "ST3", "ST4", "ST5", "ST6")
PILOT_PAIRS = (("greedy", "greedy"), ("random", "random"), ("greedy", "random"), ("random", "greedy"))
GAMES_PER_PAIR = 24     # x 36 ordered deck pairs x 4 pilot pairs = 3,456 games
SEED = 20


@pytest.fixture(scope="module")
def cards():
    from decks.catalog import load_catalog, load_tokens

    return {**load_catalog(), **load_tokens()}   # the Tokens effects play too


def logged_games(deck_a, deck_b, pilot_a, pilot_b, seed, game_ids):
    """The `dcgsim replay --format json` objects of these games."""
    from decks.decklist import load_deck
    from simcore.effect_codes import ACTION_NAMES
    from simcore.events import event_dicts
    from simcore.runner import Matchup, replay_game

    m = Matchup(load_deck(deck_a), load_deck(deck_b), pilot_a, pilot_b, seed)
    out = []
    for k in game_ids:
        outcome, ev, numbers = replay_game(m, k)
        game = dict(outcome, deck_a=deck_a, deck_b=deck_b, pilot_a=pilot_a, pilot_b=pilot_b, master_seed=seed)
        game["events"] = event_dicts(ev, numbers, ACTION_NAMES)
        out.append(game)
    return out


@pytest.mark.parametrize("pilot_a,pilot_b", PILOT_PAIRS)
def test_logged_games_are_clean(cards, pilot_a, pilot_b):
    kinds, reasons, dirty = Counter(), Counter(), []
    for deck_a, deck_b in itertools.product(DECKS, repeat=2):
        for game in logged_games(deck_a, deck_b, pilot_a, pilot_b, SEED, range(GAMES_PER_PAIR)):
            violations = check_game(game, cards)
            if violations:
                dirty.append(f"dcgsim replay {deck_a} {deck_b} --seed {SEED} --game {game['game_id']} "
                             f"--pilot-a {pilot_a} --pilot-b {pilot_b}: {violations[:3]}")
            kinds.update(e["kind"] for e in game["events"])
            reasons[game["win_reason"]] += 1
    assert dirty == []
    assert sum(reasons.values()) == 36 * GAMES_PER_PAIR
    # the games reach what the referee checks
    for kind in ("draw", "hatch", "move_out", "play", "digivolve", "option", "effect", "memory", "attack", "block",
                 "security_check", "battle", "delete", "pass", "turn_end"):
        assert kinds[kind] > 0, kind


def test_cli_replay_json_is_clean(cards, dcgsim_exe, tmp_path):
    r = subprocess.run([dcgsim_exe, "replay", "ST3", "ST4", "--seed", "3", "--game", "5", "--pilot-b", "random",
                        "--format", "json"], check=False, cwd=tmp_path, capture_output=True, text=True, timeout=900)
    assert r.returncode == 0, r.stderr
    game = json.loads(r.stdout)
    assert game["deck_a"] == "ST3" and game["game_id"] == 5 and game["events"][-1]["kind"] == "game_end"
    assert check_game(game, cards) == []


# --- tampered logs ----------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def sample_games(cards):
    games = []
    for deck_a, deck_b, pilots in (("ST1", "ST2", ("greedy", "greedy")), ("ST5", "ST3", ("greedy", "random")),
                                   ("ST4", "ST6", ("random", "greedy")), ("ST2", "ST5", ("greedy", "greedy"))):
        games += logged_games(deck_a, deck_b, *pilots, 1, range(40))
    assert all(check_game(g, cards) == [] for g in games)
    return games


def memory_of(e, p):
    return e["memory"] if p == 0 else -e["memory"]


def tamper(games, edit):
    """A copy of the first game that `edit` (returns False where it does not apply) changes."""
    for game in games:
        g = copy.deepcopy(game)
        if edit(g["events"]) is not False:
            return g
    raise AssertionError("no game to tamper with")


def index_of(events, pred):
    return next((i for i, e in enumerate(events) if pred(i, e)), None)


def flagged(cards, game, *fragments):
    violations = check_game(game, cards)
    for fragment in fragments:
        assert any(fragment in v for v in violations), (fragment, violations)
    return violations


def test_changed_memory_value(cards, sample_games):
    def edit(ev):
        i = index_of(ev, lambda i, e: e["kind"] == "play" and e["cost"] > 0)
        ev[i]["memory"] += 1 if ev[i]["memory"] < 10 else -1
    flagged(cards, tamper(sample_games, edit), "(turn", "play): memory")


def test_dropped_draw_phase_draw(cards, sample_games):
    def edit(ev):
        i = index_of(ev, lambda i, e: e["kind"] == "draw" and ev[i - 1]["kind"] == "turn_start")
        del ev[i]
    v = flagged(cards, tamper(sample_games, edit), "no draw in the draw phase", "the log accounts for")
    assert len(v) == 3  # the missing draw, then deck and hand counts at the player's next turn


def test_dropped_digivolution_draw(cards, sample_games):
    def edit(ev):
        i = index_of(ev, lambda i, e: e["kind"] == "draw" and ev[i - 1]["kind"] == "digivolve")
        del ev[i]
    flagged(cards, tamper(sample_games, edit), "expected 1 more draw(s) by player")


def test_extra_draw(cards, sample_games):
    def edit(ev):
        i = index_of(ev, lambda i, e: e["kind"] == "draw" and ev[i - 1]["kind"] == "turn_start")
        ev.insert(i, dict(ev[i]))
    flagged(cards, tamper(sample_games, edit), "more than one draw in the draw phase")


def test_first_player_draws_on_turn_one(cards, sample_games):
    def edit(ev):
        i = index_of(ev, lambda i, e: e["kind"] == "turn_start")
        ev.insert(i + 1, dict(ev[i + 1], kind="draw", card="ST1-03"))
    flagged(cards, tamper(sample_games, edit), "the first player draws in the draw phase of turn 1")


def test_flipped_battle_result(cards, sample_games):
    def edit(ev):
        i = index_of(ev, lambda i, e: e["kind"] == "battle" and e["result"] == "attacker_wins"
                     and not e["security_digimon"])
        if i is None:
            return False
        ev[i]["result"] = "defender_wins"
    flagged(cards, tamper(sample_games, edit), "must be attacker_wins, logged defender_wins")


def test_battle_loser_kept(cards, sample_games):
    def edit(ev):
        i = index_of(ev, lambda i, e: e["kind"] == "delete" and e["cause"] == "battle" and ev[i - 1]["kind"] == "battle")
        del ev[i]
    flagged(cards, tamper(sample_games, edit), "was not deleted")


def test_second_block(cards, sample_games):
    def edit(ev):
        i = index_of(ev, lambda i, e: e["kind"] == "block")
        if i is None:
            return False
        ev.insert(i + 1, dict(ev[i]))
    flagged(cards, tamper(sample_games, edit), "a second block in one attack")


def test_block_by_the_attacking_player(cards, sample_games):
    def edit(ev):
        i = index_of(ev, lambda i, e: e["kind"] == "block")
        if i is None:
            return False
        ev[i]["player"] = 1 - ev[i]["player"]
    flagged(cards, tamper(sample_games, edit), "the attacking player")


def test_attack_by_a_digimon_played_this_turn(cards, sample_games):
    def edit(ev):
        i = index_of(ev, lambda i, e: e["kind"] == "play" and e["cost"] > 0 and cards[e["card"]].kind == "digimon"
                     and memory_of(e, e["player"]) >= 0 and ev[i + 1]["kind"] != "turn_end")
        e = ev[i]
        ev.insert(i + 1, {"turn": e["turn"], "player": e["player"], "kind": "attack", "memory": e["memory"],
                          "attacker": e["card"], "attacker_uid": e["uid"], "target": "player", "target_uid": None})
    flagged(cards, tamper(sample_games, edit), "attacks in the turn it was played")


def test_attack_while_suspended(cards, sample_games):
    def edit(ev):
        i = index_of(ev, lambda i, e: e["kind"] == "attack" and e["target"] == "player"
                     and ev[i + 1]["kind"] == "security_check")
        ev.insert(i + 1, dict(ev[i]))
    flagged(cards, tamper(sample_games, edit), "attacks while suspended")


def test_turn_continues_with_memory_on_the_opponents_side(cards, sample_games):
    def edit(ev):
        i = index_of(ev, lambda i, e: e["kind"] == "turn_end" and ev[i + 1]["kind"] == "turn_start")
        del ev[i]
    flagged(cards, tamper(sample_games, edit), "a new turn starts without a turn_end")


def test_pass_does_not_give_the_opponent_three(cards, sample_games):
    def edit(ev):
        i = index_of(ev, lambda i, e: e["kind"] == "pass")
        ev[i]["memory"] = -4 if ev[i]["player"] == 0 else 4
    flagged(cards, tamper(sample_games, edit), "pass): memory")


def test_wrong_digivolution_cost(cards, sample_games):
    def edit(ev):
        i = index_of(ev, lambda i, e: e["kind"] == "digivolve" and e["cost"] > 0)
        ev[i]["cost"] += 1
        for e in ev[i:]:
            e["memory"] += -1 if ev[i]["player"] == 0 else 1  # keep the gauge consistent: only the cost is wrong
    flagged(cards, tamper(sample_games, edit), "printed cost")


def test_wrong_play_cost(cards, sample_games):
    def edit(ev):
        i = index_of(ev, lambda i, e: e["kind"] == "play" and e["cost"] > 0)
        ev[i]["cost"] -= 1
    flagged(cards, tamper(sample_games, edit), "the card's play cost is")


def test_hatch_into_an_occupied_breeding_area(cards, sample_games):
    def edit(ev):
        i = index_of(ev, lambda i, e: e["kind"] == "hatch")
        j = index_of(ev, lambda j, e: j > i and e["kind"] == "turn_start" and e["player"] == ev[i]["player"]
                     and all(x["kind"] != "move_out" or x["player"] != e["player"] for x in ev[i:j]))
        if j is None:
            return False
        k = j + 1 if ev[j + 1]["kind"] != "draw" else j + 2
        ev.insert(k, dict(ev[i], turn=ev[j]["turn"], memory=ev[k - 1]["memory"]))
    flagged(cards, tamper(sample_games, edit), "hatch into an occupied breeding area")


def test_security_check_after_a_block(cards, sample_games):
    def edit(ev):
        i = index_of(ev, lambda i, e: e["kind"] == "attack" and e["target"] == "player"
                     and ev[i + 1]["kind"] == "block")
        if i is None:
            return False
        q = ev[i + 1]["player"]
        ev.insert(i + 2, {"turn": ev[i]["turn"], "player": 1 - q, "kind": "security_check",
                          "memory": ev[i + 1]["memory"], "card": "ST1-03", "security_left": 3, "check": 1,
                          "checks_due": 1})
    flagged(cards, tamper(sample_games, edit), "security check in an attack on a Digimon")


def test_security_win_with_security_left(cards, sample_games):
    def edit(ev):
        i = index_of(ev, lambda i, e: e["kind"] == "attack" and e["target"] == "player"
                     and ev[i + 1]["kind"] == "security_check" and ev[i + 1]["security_left"] >= 1)
        del ev[i + 1:]
        ev.append({"turn": ev[i]["turn"], "player": ev[i]["player"], "kind": "game_end", "memory": ev[i]["memory"],
                   "winner": ev[i]["player"], "reason": "security"})
    flagged(cards, tamper(sample_games, edit), "security win against a player with")


def test_outcome_disagrees_with_the_log(cards, sample_games):
    g = copy.deepcopy(sample_games[0])
    g["winner"] = 1 - g["winner"]
    flagged(cards, g, "outcome says")


@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_mangled_logs_are_reported_not_crashed_on(cards, sample_games, data):
    game = copy.deepcopy(data.draw(st.sampled_from(sample_games[:20])))
    events = game["events"]
    i = data.draw(st.integers(0, len(events) - 1))
    key = data.draw(st.sampled_from(sorted(events[i])))
    events[i][key] = data.draw(st.one_of(st.none(), st.integers(-2**40, 2**40), st.text(max_size=5),
                                         st.sampled_from(["player", "attack", "ST1-03", "battle"])))
    violations = check_game(game, cards)
    assert isinstance(violations, list) and all(isinstance(v, str) and "\n" not in v for v in violations)


# --- alternative digivolution requirements, with 2026 tournament lists -------------------------------------------

TOURNAMENT_DIR = Path(__file__).resolve().parents[1].parent / "shared" / "carddata" / "decks" / "tournament"


@pytest.fixture(scope="module")
def alt_games(cards, tmp_path_factory):
    """Logged games between the four 2026 tournament lists with the most copies of cards that have alternative
    digivolution requirements, both pilots."""
    if not TOURNAMENT_DIR.is_dir():
        pytest.skip("../shared/carddata is not available")
    lists = []
    for f in sorted(TOURNAMENT_DIR.glob("*.json")):
        d = json.loads(f.read_text(encoding="utf-8"))
        if d["tournament"]["date"] >= "2026-01-01":
            entries = {**d["egg"], **d["main"]}
            alt = sum(n for c, n in entries.items() if cards[c.upper()].alt_digivolve)
            lists.append((-alt, d["id"], entries))
    folder = tmp_path_factory.mktemp("lists")
    paths = []
    for _, name, entries in sorted(lists)[:4]:
        path = folder / f"{name}.txt"
        path.write_text("".join(f"{n} {c}\n" for c, n in entries.items()), encoding="utf-8")
        paths.append(str(path))
    games = []
    for a, b in itertools.combinations(paths, 2):
        for pilots in (("greedy", "greedy"), ("random", "random")):
            games += logged_games(a, b, *pilots, 2026, range(12))
    return games


def alt_only_digivolutions(cards, game):
    """Indices of the digivolutions whose base meets none of the card's printed requirements."""
    out = []
    for i, e in enumerate(game["events"]):
        if e["kind"] == "digivolve":
            card, base = cards[e["card"]], cards[e["base"]]
            if not any(r.level == base.level and r.color in base.colors for r in card.digivolve):
                out.append(i)
    return out


def test_games_with_alternative_requirements_are_clean(cards, alt_games):
    dirty = [(g["deck_a"], g["deck_b"], g["pilot_a"], g["game_id"], check_game(g, cards)[:3]) for g in alt_games
             if check_game(g, cards)]
    assert dirty == []
    assert len(alt_games) == 6 * 2 * 12
    # the games digivolve through the alternative requirements, often: the greedy pilot lists its options from
    # the same cost table as the rules, so it uses them too
    for pilot in ("greedy", "random"):
        assert sum(len(alt_only_digivolutions(cards, g)) for g in alt_games if g["pilot_a"] == pilot) >= 100


def test_alternative_digivolution_with_a_wrong_cost_or_base(cards, alt_games):
    def edit_cost(ev):
        i = next((i for i in alt_only_digivolutions(cards, {"events": ev}) if ev[i]["cost"] < 5), None)
        if i is None:
            return False
        ev[i]["cost"] += 1
        for e in ev[i:]:
            e["memory"] += -1 if ev[i]["player"] == 0 else 1  # keep the gauge consistent: only the cost is wrong
    flagged(cards, tamper(alt_games, edit_cost), "printed cost")

    def edit_base(ev):   # the same digivolution from a card that meets no requirement: a Tamer
        i = next(iter(alt_only_digivolutions(cards, {"events": ev})), None)
        if i is None:
            return False
        ev[i]["base"] = "ST1-12"
    flagged(cards, tamper(alt_games, edit_base), "has no digivolution requirement")


def effect_digivolutions(game):
    """Indices of the `digivolve_from_hand` effect events (each followed by its digivolution)."""
    return [i for i, e in enumerate(game["events"]) if e["kind"] == "effect" and e["effect"] == "digivolve_from_hand"]


def test_digivolution_by_an_effect_is_checked(cards, alt_games):
    assert sum(len(effect_digivolutions(g)) for g in alt_games) >= 1   # the 2026 lists do it (EX12-046, ...)

    def drop(ev):
        i = next(iter(effect_digivolutions({"events": ev})), None)
        if i is None:
            return False
        assert ev[i + 1]["kind"] == "digivolve"
        ev[i + 1]["kind"] = "pass_"       # an unknown kind stands in for the missing event
    flagged(cards, tamper(alt_games, drop), "the effect's digivolution of uid")

    def overpay(ev):   # the effect and its digivolution agree on a cost above every requirement's
        i = next(iter(effect_digivolutions({"events": ev})), None)
        if i is None:
            return False
        ev[i]["amount"] = ev[i + 1]["cost"] = 9
        for e in ev[i + 1:]:
            e["memory"] = max(-10, e["memory"] - 9) if ev[i]["player"] == 0 else min(10, e["memory"] + 9)
    flagged(cards, tamper(alt_games, overpay), "an effect digivolves")


def test_a_digimons_own_cost_reduction_is_checked(cards, alt_games):
    def cost_downs(ev):
        return [i for i, e in enumerate(ev) if e["kind"] == "effect" and e["effect"] == "digivolve_cost_down"]
    assert sum(len(cost_downs(g["events"])) for g in alt_games) >= 1

    def unreduced(ev):   # the digivolution pays more than the logged reduction allows
        i = next(iter(cost_downs(ev)), None)
        if i is None:
            return False
        ev[i]["amount"] += 1
    flagged(cards, tamper(alt_games, unreduced), "less")


# --- games of the 2026 lists that use the costs, security moves, reveals and timings of the effect language ---

NEW_WORDS = ("trash_from_hand_cost", "security_top_to_hand", "trash_own_security", "reveal_add_two",
             "opponent_security_removed", "own_digimon_played")


@pytest.fixture(scope="module")
def new_word_games(tmp_path_factory):
    """Games (greedy and random pilots) between three 2026 library lists: for each of the first three NEW_WORDS,
    the list with the most copies of cards whose encoded lines use it."""
    from decks.effects import load_effects
    from decks.library import select

    effects = load_effects()
    lists = []
    for word in NEW_WORDS[:3]:
        using = {c for c, entry in effects.items() if any(word in e.text for e in entry.effects)}
        best = sorted((e for e in select(since="2026-01-01", kind="tournament") if e not in lists),
                      key=lambda e: (-sum(n for c, n in e.main + e.eggs if c in using), e.name))
        lists.append(best[0])
    folder = tmp_path_factory.mktemp("new_word_lists")
    paths = []
    for e in lists:
        path = folder / f"{e.name}.txt"
        path.write_text("".join(f"{n} {c}\n" for c, n in e.eggs + e.main), encoding="utf-8")
        paths.append(str(path))
    games = []
    for a, b in itertools.combinations(paths, 2):
        for pilots in (("greedy", "greedy"), ("random", "random")):
            games += logged_games(a, b, *pilots, 2026, range(8))
    return games


def test_games_with_the_new_effect_words_are_clean(cards, new_word_games):
    dirty = [(g["deck_a"], g["deck_b"], g["pilot_a"], g["game_id"], check_game(g, cards)[:3])
             for g in new_word_games if check_game(g, cards)]
    assert dirty == []
    assert len(new_word_games) == 3 * 2 * 8
    used = Counter(e.get("effect") for g in new_word_games for e in g["events"] if e["kind"] == "effect")
    # the lists' trash-to-draw costs, security-to-hand moves and reveals of two kinds are played
    for name in NEW_WORDS[:3] + ("reveal_add_two",):
        assert used[name] > 0, (name, used)


# --- play cost reductions (`play_cost_down`) -----------------------------------------------------------------

@pytest.fixture(scope="module")
def reduced_play_games(tmp_path_factory):
    """Games between the two 2026 library lists with the most copies of cards whose own text lowers their play or
    use cost in the hand (BT8-097, BT24-040, ...), greedy and random pilots."""
    from decks.effects import load_effects
    from decks.library import select

    effects = load_effects()
    using = {c for c, entry in effects.items() if any(": play_cost_down" in e.text for e in entry.effects)}
    lists = sorted(select(since="2026-01-01", kind="tournament"),
                   key=lambda e: (-sum(n for c, n in e.main + e.eggs if c in using), e.name))[:2]
    folder = tmp_path_factory.mktemp("reduced_play_lists")
    paths = []
    for e in lists:
        path = folder / f"{e.name}.txt"
        path.write_text("".join(f"{n} {c}\n" for c, n in e.eggs + e.main), encoding="utf-8")
        paths.append(str(path))
    return (logged_games(paths[0], paths[1], "greedy", "greedy", 2027, range(10))
            + logged_games(paths[0], paths[1], "random", "random", 2027, range(10)))


def play_cost_downs(ev):
    return [i for i, e in enumerate(ev) if e["kind"] == "effect" and e["effect"] == "play_cost_down"]


def test_games_with_play_cost_reductions_are_clean_and_checked(cards, reduced_play_games):
    assert [check_game(g, cards)[:3] for g in reduced_play_games if check_game(g, cards)] == []
    assert sum(len(play_cost_downs(g["events"])) for g in reduced_play_games) >= 1

    def unreduced(ev):   # the play or option pays more than the logged reduction allows
        i = next(iter(play_cost_downs(ev)), None)
        if i is None:
            return False
        ev[i]["amount"] += 1
    flagged(cards, tamper(reduced_play_games, unreduced), "costs")

    def unsaid(ev):   # a reduced play without its reduction in the log
        i = next(iter(play_cost_downs(ev)), None)
        if i is None:
            return False
        ev[i]["kind"] = "pass_"
    flagged(cards, tamper(reduced_play_games, unsaid), "costs")


# --- the 2026 tournament lists: a spread sample of their pairings (tests/referee_lists.py) ------------------------

# Games the referee once flagged for want of a rule: a <Delay> activation (a [Main] effect) whose digivolution
# pays memory over, and an opponent's memory gain on a move out, ending the turn before any other action; a
# Digimon suspended by a [Start of Your Turn] effect that blocks after its <Reboot> unsuspended it; the second
# check of a <Piercing> attacker whose <Armor Purge> trashed the top card that had it; an attacker that may
# have <Jamming> (the referee lost track of its digivolution cards) deleted in battle with a Security Digimon
# after a play from beneath it; a battle both Digimon lose, where one loser's "doesn't leave" effect deletes the other
# to pay its cost; an option used from the trash by an effect (Galacticmon's Ragnarok Cannon) with 32 cards in
# the trash, whose list of choices overran the trash's row (a crash).
REGRESSIONS = (("ad1-dgo-2026-04-18-1-omnimon-alter-s", "ex11-dgo-2026-02-21-1-creepymon", "greedy", 2, 7),
               ("ad1-dgo-2026-03-28-1-olympus-xii", "bt24-dgo-2026-03-15-1-styracomon", "random", 0, 1),
               ("ad1-dgo-2026-04-12-1-imperialdramon", "ex11-dgo-2026-02-14-1-sakuyamon", "random", 0, 0),
               ("bt24-dgo-2026-03-15-2-olympus-xii", "olympus-xii-europe-2026-04-05-1", "random", 0, 0),
               ("bt25-dgo-2026-06-06-7-millenniummon", "olympus-xii-europe-2026-04-05-1", "random", 0, 0),
               ("bt24-dgo-2026-03-15-2-olympus-xii", "imperialdramon-oceania-2026-04-12-1", "greedy", 0, 0),
               ("ad1-dgo-2026-05-09-1-millenniummon", "styracomon-latam-2026-05-16-1", "random", 0, 0),
               ("ad1-dgo-2026-04-25-1-xros-heart", "ex12-dgo-2026-07-19-1-galacticmon", "random", 0, 15))


@pytest.fixture(scope="module")
def lists_2026_games():
    """Games of an evenly spread 60 of the pairings of the 53 tournament lists of 2026 in the library (one game
    each, greedy and random pilots), and the REGRESSIONS games."""
    import referee_lists
    from decks.library import resolve_deck as load_deck
    from decks.library import select

    decks = [load_deck(e.name) for e in select(since="2026-01-01", kind="tournament")]
    assert len(decks) == 53
    pairs = referee_lists.spread(list(itertools.combinations(decks, 2)), 60)
    games = [g for a, b in pairs for pilot in ("greedy", "random")
             for g in referee_lists.logged_games(a, b, pilot, 2026, 1)]
    for a, b, pilot, seed, k in REGRESSIONS:
        games.append(list(referee_lists.logged_games(load_deck(a), load_deck(b), pilot, seed, k + 1))[k])
    return games


def before_any_action(events):
    """Indices of the turn ends with no main-phase action (nor <Delay>) since the turn's start."""
    out, quiet = [], False
    for i, e in enumerate(events):
        if e["kind"] == "turn_start":
            quiet = True
        elif e["kind"] in ("play", "digivolve", "option", "attack", "pass") or e.get("effect") == "delay":
            quiet = quiet and e["kind"] in ("play", "digivolve") and events[i - 1]["kind"] == "effect"
        elif e["kind"] == "turn_end" and quiet:
            out.append(i)
    return out


def test_games_of_the_2026_lists_are_clean(cards, lists_2026_games):
    dirty = [(g["deck_a"], g["deck_b"], g["pilot_a"], g["master_seed"], g["game_id"], check_game(g, cards)[:3])
             for g in lists_2026_games if check_game(g, cards)]
    assert dirty == []
    assert len(lists_2026_games) == 60 * 2 + len(REGRESSIONS)
    # the games reach what was added for them: <Delay>, turn ends before any action, effects of the turn's start
    used = Counter(e.get("effect") for g in lists_2026_games for e in g["events"] if e["kind"] == "effect")
    assert used["delay"] > 0 and used["place_in_battle_area"] > 0
    assert sum(len(before_any_action(g["events"])) for g in lists_2026_games) >= 3
    assert any(e["kind"] == "effect" and g["events"][i - 1]["kind"] == "turn_start"
               for g in lists_2026_games for i, e in enumerate(g["events"]))


def test_delay_is_a_main_phase_action(cards, lists_2026_games):
    def before_the_draw(ev):   # the <Delay> activation moved before the turn's draw phase draw
        i = index_of(ev, lambda i, e: e.get("effect") == "delay")
        if i is None:
            return False
        t = max(j for j in range(i) if ev[j]["kind"] == "turn_start")
        if t < 2 or ev[t + 1]["kind"] != "draw" or any(e["kind"] == "turn_end" for e in ev[t:i]):
            return False
        ev.insert(t + 1, dict(ev.pop(i), memory=ev[t]["memory"]))
    flagged(cards, tamper(lists_2026_games, before_the_draw), "no draw in the draw phase")


def test_a_digimon_suspended_after_the_unsuspend_phase_stays_suspended(cards, lists_2026_games):
    """A Digimon that blocks in the opponent's turn, suspended by an effect in its controller's turn before: right
    after the turn start ([Start of Your Turn] effects come before the unsuspend phase) it unsuspends again and the
    block is clean; right after the phase draw it stays suspended and the block is flagged."""
    def suspended(ev, b, after_draw):
        q, uid, card = ev[b]["player"], ev[b]["blocker_uid"], ev[b]["blocker"]
        t = max(j for j in range(b) if ev[j]["kind"] == "turn_start" and ev[j]["player"] == q)
        draws = [j for j in range(t + 1, b) if ev[j]["kind"] == "draw"]
        if not draws or any(ev[j]["kind"] == "turn_start" for j in range(t + 1, draws[0])):
            return None
        at = draws[0] + 1 if after_draw else t + 1
        ev.insert(at, {"turn": ev[t]["turn"], "player": q, "kind": "effect", "memory": ev[at - 1]["memory"],
                       "card": card, "effect": "suspend", "target": card, "amount": 0, "target_player": q,
                       "target_uid": uid})
        return ev

    from decks.effects import load_effects

    # <Reboot> unsuspends in the opponent's unsuspend phase, and the referee leaves a Digimon that may have it
    # (a keyword a card on its player's side may give) unknown: blocks of a player whose cards with <Reboot> in
    # their lines show in the game are left
    rebooting = {n for n, x in load_effects().items() if any("reboot" in f.text for f in x.effects)}
    early, late = [], []
    for game in lists_2026_games:
        for b, e in enumerate(game["events"]):
            if e["kind"] != "block" or len(late) >= 40:
                continue
            q = e["player"]
            sides = {x.get(k) for x in game["events"] for k in ("card", "blocker") if x.get("player") == q}
            sides |= {x.get("target") for x in game["events"] if x.get("target_player") == q}
            if rebooting & sides:
                continue
            versions = []
            for after_draw in (False, True):
                g = copy.deepcopy(game)
                if suspended(g["events"], b, after_draw) is None:
                    break
                versions.append(check_game(g, cards))
            if len(versions) < 2 or any("not in the battle area" in v for vs in versions for v in vs):
                continue   # the blocker came into play after that point of the turn
            early.append(any("blocks while suspended" in v for v in versions[0]))
            late.append(any("blocks while suspended" in v for v in versions[1]))
    # an early suspension is always undone; a late one stands, unless the referee can't tell (a card on the field
    # may unsuspend or grant a keyword), where it leaves the Digimon's state unknown and flags nothing
    assert len(late) >= 10 and not any(early) and sum(late) >= len(late) // 2, (early, late)


def test_an_option_used_without_its_use_requirement(cards, lists_2026_games):
    """The 2026 games use options with a <Use Req.> cleanly; one used with no Digimon or Tamer meeting it (another
    option's use turned into one of P-237, whose requirement is [Maquinamon] in the text) is flagged."""
    from referee import load_use_requirements

    assert any(e["kind"] == "option" and e.get("card") in load_use_requirements()
               for g in lists_2026_games for e in g["events"])

    def swapped(ev):
        i = index_of(ev, lambda i, e: e["kind"] == "option" and e.get("card") not in load_use_requirements())
        if i is None:
            return False
        ev[i]["card"] = "P-237"
    flagged(cards, tamper(lists_2026_games, swapped), "without a Digimon or Tamer meeting its use requirement")


RECORDED_GAMES = Path(__file__).parent / "data" / "referee_games"


def recorded_game(name):
    """A game's log as the engine wrote it when its test was written (tests/data/referee_games): these tests check
    the referee's reading of a position, which a later change of the engine's play would otherwise move away."""
    with open(RECORDED_GAMES / f"{name}.json", encoding="utf-8") as f:
        return json.load(f)


def test_an_unsuspend_effect_on_a_digimon_that_cant_unsuspend(cards):
    """BT19-038's [When Digivolving] leaves Nidhoggmon (uid 1) suspended and unable to unsuspend to the end of its
    player's next turn; BT5-106's unsuspend on it in that turn changes nothing, so the opponent's attack on it the
    turn after is clean. Without the restriction the unsuspend stands and that attack is flagged."""
    game = recorded_game("unsuspend_blocked_by_a_restriction")   # growlmon / xros-heart lists, greedy, seed 0, game 1
    ev = game["events"]
    cant = index_of(ev, lambda i, e: e.get("effect") == "cant" and e["amount"] == 4 and e["target_uid"] == 1)
    unsuspend = index_of(ev, lambda i, e: e.get("effect") == "unsuspend" and e["target_uid"] == 1)
    attack = index_of(ev, lambda i, e: e["kind"] == "attack" and e.get("target_uid") == 1)
    assert cant is not None and cant < unsuspend < attack
    assert ev[unsuspend]["card"] == "BT5-106" and ev[attack]["turn"] == ev[unsuspend]["turn"] + 1
    assert check_game(game, cards) == []
    del ev[cant]
    flagged(cards, game, "attack on BT7-077 (uid 1), which is not suspended")


def test_a_play_from_beneath_an_attacker_that_may_have_jamming(cards):
    """Venusmon, its digivolution cards unknown to the referee (so <Jamming> unsure), ties a Security Digimon;
    Silphymon's inherited effect plays Aegiomon from beneath it, then it is deleted: the play does not drop the
    deletion the battle may call for."""
    game = recorded_game("play_from_beneath_an_attacker_that_may_have_jamming")   # REGRESSIONS[-1] as first logged
    ev = game["events"]
    b = index_of(ev, lambda i, e: e["kind"] == "battle" and e["attacker"] == "BT24-040"
                 and e["result"] == "both_deleted" and e["security_digimon"])
    assert [(e["kind"], e.get("effect"), e.get("card")) for e in ev[b + 1:b + 4]] == [
        ("effect", "play_from_digivolution_cards", "BT24-037"), ("play", None, "BT24-034"),
        ("delete", None, "BT24-040")]
    assert ev[b + 3]["cause"] == "battle" and ev[b + 3]["uid"] == ev[b - 2]["attacker_uid"]
    assert check_game(game, cards) == []


def test_an_overclock_attack_after_its_cost_stripped_the_keyword(cards):
    """Cendrillmon's <Overclock> deletes a [Familiar] Token at the turn's end; the Token's -3000 DP deletes the
    opponent's Digimon, whose On Deletion de-digivolves Cendrillmon to ShoeShoemon (no <Overclock>), which still
    attacks: the cost was paid while it had the keyword. Without that deletion as its cost it is flagged."""
    game = recorded_game("overclock_cost_strips_the_keyword")   # magneticdramon / puppets lists, greedy, seed 0, game 1
    ev = game["events"]
    k = index_of(ev, lambda i, e: e.get("effect") == "keyword" and e.get("amount") == -9)   # <Overclock>
    assert ev[k]["target"] == "P-165" and ev[k]["target_uid"] == 2 and ev[k + 1]["kind"] == "attack"
    cost = max(i for i in range(k) if ev[i]["kind"] == "turn_end") + 1
    assert ev[cost]["card"] == "TK-FAMILIAR" and ev[cost]["cause"] == "effect"
    assert check_game(game, cards) == []

    def not_a_cost(ev):
        ev[cost]["cause"] = "rule"
    flagged(cards, tamper([game], not_a_cost), "uid 2 uses <overclock> without having it")


def test_a_link_cards_keywords_are_its_digimons(cards):
    """Iron Slash (BT25-100), used, links itself to Greymon (uid 9): its link text gives that Digimon <Collision>
    and <Piercing>, so the opponent's Gatomon without <Blocker> blocks Greymon's attack, loses, and the check
    follows. Without the link the block and the check are flagged."""
    game = recorded_game("link_gives_collision_and_piercing")   # olympus-xii / vulcanusmon, greedy, seed 0, game 0
    ev = game["events"]
    link = index_of(ev, lambda i, e: e.get("effect") == "link_self" and e["card"] == "BT25-100")
    block = index_of(ev, lambda i, e: e["kind"] == "block" and e["blocker"] == "BT24-035")
    assert link < block and ev[link]["target_uid"] == 9 and ev[block - 1]["attacker_uid"] == 9
    assert ev[block + 3]["kind"] == "security_check"
    assert check_game(game, cards) == []
    del ev[link]
    flagged(cards, game, "BT24-035 (uid 10) blocks without <Blocker>",
            "security check in an attack on a Digimon (blocked, or no won battle with <Piercing>)")


def test_a_digimon_placed_in_its_security_stack(cards):
    """Junomon's cost (BT25-044) places the player's other Digimon (uid 4) face down in the security stack: one
    more card there, one Digimon fewer in the battle area. Without it the next check's count is flagged."""
    game = recorded_game("digimon_placed_in_security")   # olympus-xii / angels lists, random, seed 0, game 0
    ev = game["events"]
    k = index_of(ev, lambda i, e: e.get("effect") == "place_own_in_security_cost")
    assert ev[k]["target_uid"] == 4 and ev[k + 1]["effect"] == "trash_own_security"
    assert check_game(game, cards) == []
    flagged(cards, tamper([game], lambda ev: ev.pop(k)), "security_left 4, expected 3")

    def elsewhere(ev):
        ev[k]["target_uid"] = 99
    flagged(cards, tamper([game], elsewhere), "places uid 99 in security, not in player 1's battle area")


def test_a_hand_main_digivolution_ignores_requirements(cards):
    """EX10-032's [Hand] [Main]: a card from the trash goes under one of its player's Digimon, which then digivolves
    into it from the hand for the row's cost (less a reduction), whatever its requirements. Without the card placed
    first (or with one of another name), no requirement allows the digivolution."""
    game = recorded_game("hand_main_digivolution")   # two magneticdramon lists, greedy, seed 0, game 0
    ev = game["events"]
    h = index_of(ev, lambda i, e: e.get("effect") == "hand_digivolve")
    assert (ev[h]["card"], ev[h]["target_uid"]) == ("EX10-032", 14)
    assert ev[h + 2]["kind"] == "digivolve" and (ev[h + 2]["card"], ev[h + 2]["uid"]) == ("EX10-032", 14)
    assert check_game(game, cards) == []

    def other_card_placed(ev):
        ev[h]["target"] = "EX10-032"   # not the name the [Hand] [Main] asks for
    flagged(cards, tamper([game], other_card_placed), "EX10-032 has no digivolution requirement that BT21-055")
    del ev[h]
    flagged(cards, game, "EX10-032 has no digivolution requirement that BT21-055")


def test_a_digivolution_while_its_player_has_a_named_card(cards):
    """EX10-036 may also digivolve from EX10-032 while its player has a card named Close in the battle area; with
    every Close of that player made another Tamer, that digivolution is flagged."""
    game = recorded_game("digivolve_while_you_have")   # magneticdramon / styracomon lists, random, seed 0, game 0
    ev = game["events"]
    d = index_of(ev, lambda i, e: e["kind"] == "digivolve" and e["card"] == "EX10-036")
    assert ev[d]["base"] == "EX10-032" and ev[d]["player"] == 0
    assert check_game(game, cards) == []

    def no_close(ev):
        for e in ev[:d]:
            if e["kind"] == "play" and e["player"] == 0 and e["card"] in ("EX8-067", "EX10-063", "EX11-065"):
                e["card"] = "BT10-087"
    flagged(cards, tamper([game], no_close), "EX10-036 has no digivolution requirement that EX10-032")


def test_a_reveal_places_a_card_under_the_tamer_whose_effect_it_is(cards):
    """BT10-087's On Play places a revealed Digimon under that Tamer itself; the same placement said by another
    card's effect is flagged."""
    game = recorded_game("reveal_placed_under_the_tamer_itself")   # magneticdramon / xros-heart lists, greedy, game 1
    ev = game["events"]
    k = index_of(ev, lambda i, e: e.get("effect") == "reveal_add_or_place" and e["amount"] == 2)
    assert ev[k]["card"] == "BT10-087" and ev[k]["target_uid"] == 10
    assert check_game(game, cards) == []

    def other_card(ev):
        ev[k]["card"] = "BT19-035"
    flagged(cards, tamper([game], other_card), "under BT10-087, which is not a Digimon nor the Tamer placing it")


def test_a_link_from_the_hand_pays_its_link_cost(cards):
    """Shock Plasma linked from the hand to Silphymon as a main-phase action pays its link cost, 3, and leaves the
    hand; logged with a cheaper cost, or beside a Digimon that is not there, it is flagged."""
    game = recorded_game("links_from_the_hand_and_a_reveal_that_trashes")   # olympus-xii / magneticdramon, random, 1
    ev = game["events"]
    k = index_of(ev, lambda i, e: e.get("effect") == "link_self")
    assert ev[k]["card"] == "BT24-092" and memory_of(ev[k - 1], 0) - memory_of(ev[k], 0) == 3
    assert check_game(game, cards) == []

    def cheaper(ev):
        for e in ev[k:]:
            if e["turn"] != ev[k]["turn"]:
                break
            e["memory"] += 1
    flagged(cards, tamper([game], cheaper), "memory +1 (from A's side), expected +0")

    def elsewhere(ev):
        ev[k]["target_uid"] = 999
    flagged(cards, tamper([game], elsewhere), "links BT24-092 to uid 999, not in player 0's battle area")


def test_a_link_by_the_option_itself_is_free(cards):
    """Shock Plasma's [Main] links the option itself, for free and from no hand: the gauge does not move. Read as a
    link from the hand (the gauge moved by its link cost), the hand it leaves is one card short."""
    game = recorded_game("a_link_by_the_option_itself")   # olympus-xii / magneticdramon lists, greedy, seed 0, game 1
    ev = game["events"]
    k = index_of(ev, lambda i, e: e.get("effect") == "link_self")
    assert ev[k - 1]["kind"] == "effect" and ev[k - 1]["card"] == ev[k]["card"] == "BT24-092"
    assert ev[k]["memory"] == ev[k - 1]["memory"]
    assert check_game(game, cards) == []

    def paid(ev):
        for e in ev[k:]:
            if e["turn"] != ev[k]["turn"]:
                break
            e["memory"] -= 3
    flagged(cards, tamper([game], paid), "hand of player 0 is")


def test_a_reveal_play_that_trashes_the_rest(cards):
    """Gogmamon's [On Deletion] reveals 3 and trashes those not played: the deck is 3 shorter although the log
    names no card. Said by a card whose reveal returns the rest under the deck, the deck count is off."""
    game = recorded_game("links_from_the_hand_and_a_reveal_that_trashes")
    ev = game["events"]
    k = index_of(ev, lambda i, e: e.get("effect") == "reveal_play" and e["card"] == "EX8-050")
    assert ev[k]["amount"] == 0
    assert check_game(game, cards) == []

    def returned(ev):
        ev[k]["card"] = "EX8-047"
    flagged(cards, tamper([game], returned), "deck of player 1 is")


def test_digixros_materials_from_under_a_tamer(cards):
    """Shoutmon EX6's DigiXros takes a material from under a Tamer (uid 20) that suspends for it: that
    material leaves the cards under the Tamer, not the hand. Without the Tamer's event the hand is a card short;
    with a Tamer that is not there it is flagged."""
    game = recorded_game("digixros_materials_from_under_a_tamer")   # magneticdramon / xros-heart, random, 1
    ev = game["events"]
    k = index_of(ev, lambda i, e: e.get("effect") == "digixros_from_under_tamers")
    assert ev[k]["target_uid"] == 20 and ev[k - 1]["effect"] == "digixros" and ev[k + 1]["kind"] == "play"
    assert check_game(game, cards) == []

    def from_the_hand(ev):
        del ev[k]
    flagged(cards, tamper([game], from_the_hand), "hand of player 1 is")

    def no_tamer(ev):
        ev[k]["target_uid"] = 999
    flagged(cards, tamper([game], no_tamer), "DigiXros from under Tamers suspends uid 999")


def test_cards_placed_from_the_trash_under_a_digimon_as_a_cost(cards):
    """A cost places trash cards under the attacking Digimon (uid 20); later costs trash them from under it again.
    Without the placements those later costs take cards it does not have."""
    game = recorded_game("cards_placed_from_the_trash_under_a_digimon")   # magneticdramon / imperialdramon, random
    ev = game["events"]
    placed = [i for i, e in enumerate(ev) if e.get("effect") == "place_from_trash_under_cost"]
    assert len(placed) == 6 and ev[placed[1]]["target"] == "EX8-047"
    assert check_game(game, cards) == []

    def not_placed(ev):
        for i in reversed(placed[:3]):
            del ev[i]
    flagged(cards, tamper([game], not_placed), "plays EX8-047 from digivolution cards, but no Digimon of player 0")


def test_a_play_from_the_cards_of_a_digimon_that_just_left(cards):
    """<Decode> plays Aegiomon from under the Digimon returned to the hand, logged after the return: the cards are
    those of the Digimon that just left. A card it did not have beneath it is flagged."""
    game = recorded_game("decode_play_after_a_bounce")   # olympus-xii / jupitermon lists, random, seed 0, game 1
    ev = game["events"]
    k = index_of(ev, lambda i, e: e.get("effect") == "play_from_digivolution_cards" and ev[i - 1].get("effect")
                 == "bounce")
    assert ev[k]["target"] == "P-194" and ev[k - 1]["target_uid"] == 3
    assert check_game(game, cards) == []

    def another(ev):
        ev[k]["target"] = ev[k + 1]["card"] = "BT24-031"
    flagged(cards, tamper([game], another), "plays BT24-031 from digivolution cards, but no Digimon of player 1")


def test_a_stay_after_the_return_it_prevents(cards):
    """An effect returning a Digimon (uid 8) to the hand is logged before the effect that keeps it, whose cost is
    paid: it stays, attacks the turn after, and the hand does not grow. With the cost unpaid (the other game) it
    leaves after all."""
    game = recorded_game("a_stay_after_a_bounce")   # olympus-xii / olympus-xii-europe lists, random, seed 0, game 1
    ev = game["events"]
    k = index_of(ev, lambda i, e: e.get("effect") == "stay")
    assert ev[k - 1]["effect"] == "bounce" and ev[k - 1]["target_uid"] == ev[k]["target_uid"] == 8
    assert ev[k + 1]["card"] == ev[k]["card"]   # its cost
    assert index_of(ev, lambda i, e: i > k and e.get("attacker_uid") == 8) is not None
    mine = ("hand of player", "keeps uid", "attacker uid 8", "uid 8, which")
    assert [v for v in check_game(game, cards) if any(m in v for m in mine)] == []

    unpaid = recorded_game("a_stay_whose_cost_is_not_paid")   # millenniummon / vulcanusmon lists, greedy, 0, 1
    ev = unpaid["events"]
    k = index_of(ev, lambda i, e: e.get("effect") == "stay")
    assert ev[k - 1]["effect"] == "bounce" and ev[k + 1]["kind"] == "security_check"
    assert check_game(unpaid, cards) == []


def test_a_stay_after_a_free_play_from_beneath(cards):
    """CresGarurumon returns Venusmon (uid 6) to the hand; two would-leave effects answer: Silphymon's, beneath it,
    plays Aegiomon (uid 14) from its digivolution cards, then Venusmon's own keeps it by placing that Aegiomon as the
    bottom security card. The return and the `stay` are not next to each other in the log: Venusmon stays, attacks
    the turn after, and the hand does not grow."""
    game = recorded_game("a_stay_after_a_free_play_from_beneath")   # omnimon-alter-s / olympus-xii, greedy, 7, 1
    ev = game["events"]
    k = index_of(ev, lambda i, e: e.get("effect") == "stay" and e["target_uid"] == 6)
    assert ev[k - 3]["effect"] == "bounce" and ev[k - 3]["target_uid"] == 6
    assert ev[k - 2]["effect"] == "play_from_digivolution_cards" and ev[k - 1]["kind"] == "play"
    assert ev[k + 1]["effect"] == "place_own_in_security_cost" and ev[k + 1]["target_uid"] == ev[k - 1]["uid"] == 14
    assert index_of(ev, lambda i, e: i > k and e.get("attacker_uid") == 6) is not None
    assert check_game(game, cards) == []

    # a `stay` naming a Digimon that no return took is still flagged
    flagged(cards, tamper([game], lambda ev: ev[k].update(target_uid=7)), "an effect keeps uid 7")


def test_a_link_cards_keyword_is_the_digimons(cards):
    """A link card giving <Jamming> lies beside Solarmon (uid 3), which then loses a battle to a Security Digimon and
    stays. Without the link the loss calls for its deletion."""
    game = recorded_game("a_keyword_of_a_link_card")   # puppets / sakuyamon lists, random, seed 0, game 0
    ev = game["events"]
    k = index_of(ev, lambda i, e: e.get("effect") == "link_self" and e["target_uid"] == 3)
    b = index_of(ev, lambda i, e: i > k and e["kind"] == "battle" and e["attacker"] == "ST12-03")
    assert ev[k]["card"] == "ST22-09" and ev[b]["result"] == "defender_wins" and ev[b]["security_digimon"]
    assert check_game(game, cards) == []

    def unlinked(ev):
        del ev[k]
    flagged(cards, tamper([game], unlinked), "battle loser uid 3 of player 1 was not deleted")


def test_a_stay_after_the_return_of_one_of_two_alike_digimon(cards):
    """The return names Elecmon, of which the player has two (which one goes is unsure to the referee); the effect
    keeping uid 6, its cost paid, says which: no card goes to the hand."""
    game = recorded_game("a_stay_after_a_return_of_one_of_two_alike")   # olympus-xii / jupitermon, random, 0, 0
    ev = game["events"]
    k = index_of(ev, lambda i, e: e.get("effect") == "stay" and ev[i - 1].get("effect") == "bounce")
    assert ev[k - 1]["effect"] == "bounce" and ev[k - 1]["target"] == ev[k]["target"] == "BT24-031"
    assert ev[k + 1]["card"] == ev[k]["card"]
    assert [v for v in check_game(game, cards) if "hand of player" in v or "keeps uid" in v] == []

    def unpaid(ev):   # its cost not logged: the return stands, a card more in the hand
        del ev[k + 1]
    flagged(cards, tamper([game], unpaid), "hand of player 1 is 11, the log accounts for 12")


def test_an_unpaid_stay_of_an_attack_target(cards):
    """The attack's target (uid 31) is returned to the hand; the effect that would keep it has no cost paid, so it
    leaves and the attack ends without a battle. With a cost logged it stays, and the attack then owes a battle."""
    game = recorded_game("an_unpaid_stay_of_an_attack_target")   # olympus-xii / jupitermon-europe, random, 0, 0
    ev = game["events"]
    k = index_of(ev, lambda i, e: e.get("effect") == "stay" and e["target_uid"] == 31)
    assert ev[k - 1]["effect"] == "bounce" and ev[k - 2]["kind"] == "attack" and ev[k + 1]["kind"] == "turn_start"
    assert check_game(game, cards) == []

    def paid(ev):
        ev.insert(k + 1, dict(ev[k], effect="suspend_self_cost", target="BT24-040", amount=0, target_uid=30))
    flagged(cards, tamper([game], paid), "attack on uid 31 ended without a battle")


def test_a_switch_of_a_fixed_attack_target(cards):
    """Machinedramon (uid 4) attacks the player with Oblivimon beneath it (its inherited restriction: the attack
    target can't change on its owner's turn); the defender's BT18-073 switch to Deltamon (uid 16) is logged but
    passed by, and the security check follows. The referee knows Oblivimon is beneath: the de-digivolve effect
    before it named uid 4 (not the other Digimon whose top card it no longer knew). Had it lost track of the
    stack, either target may follow; a referee that knows no such restriction flags the check."""
    from referee import load_keywords

    game = recorded_game("a_switch_of_a_fixed_attack_target")   # machinedramon / millenniummon, random, 0, game 67
    ev = game["events"]
    sw = index_of(ev, lambda i, e: e.get("effect") == "switch_attack_target" and e["turn"] == 24)
    assert ev[sw - 1]["kind"] == "attack" and ev[sw - 1]["attacker_uid"] == 4 and ev[sw - 1]["target_uid"] is None
    assert ev[sw]["target_uid"] == 16 and ev[sw + 1]["kind"] == "security_check"
    dd = index_of(ev, lambda i, e: e.get("effect") == "de_digivolve" and e["target_uid"] == 4)
    assert ev[dd]["target"] == "BT20-052" and ev[dd - 1]["effect"] == "de_digivolve" and ev[dd - 1]["target_uid"] == 3
    assert check_game(game, cards) == []

    def unnamed(ev):   # the de-digivolve said by card only: uid 3 or 4, the stack of both unknown after it
        ev[dd]["target_uid"] = None
    assert check_game(tamper([game], unnamed), cards) == []
    free = {c: k for c, k in load_keywords().items() if c != "BT20-052"}
    assert [v.split(": ", 1)[1] for v in check_game(game, cards, free)] == [
        "security check in an attack on a Digimon (blocked, or no won battle with <Piercing>)"]


def test_a_keyword_given_under_a_condition_is_one_the_referee_cant_tell():
    """EX1-014 ExVeemon gives <Jamming> from beneath only while the Digimon has [Imperialdramon] in its name or
    [Free] in its traits, on its owner's turn: the referee, which doesn't evaluate that, must neither count it as
    held (a Security Digimon battle's deletion of a Shivamon above it would be flagged) nor as absent."""
    from referee import load_keywords

    kw = load_keywords()
    assert "jamming" in kw["EX1-014"]["main"]
    assert "jamming" in kw["EX1-014"]["inherited?"] and "jamming" not in kw["EX1-014"]["inherited"]


def test_a_security_attack_cut_lifted_by_a_memory_change(cards):
    """Venusmon's Security A. -1 on all of B's Digimon leaves Gallantmon (X Antibody) (uid 19) one check; the first
    check plays Digimon Emperor, whose play lets Kari Kamiya's effect gain A 2 memory, so B has 0 memory and
    Gallantmon, unaffected by the opponent's Digimon at 0 or less memory, loses the cut: a second check is due. Without
    the memory change the rise of the count is flagged."""
    game = recorded_game("security_attack_cut_lifted_by_a_memory_change")   # security-control / gallantmon lists,
    ev = game["events"]                                                       # greedy, seed 0, game 1
    first = index_of(ev, lambda i, e: e["kind"] == "security_check" and e["checks_due"] == 1 and e["player"] == 1
                     and ev[i - 1]["kind"] == "attack" and ev[i - 1]["attacker_uid"] == 19)
    second = index_of(ev, lambda i, e: i > first and e["kind"] == "security_check")
    assert ev[second]["check"] == 2 and ev[second]["checks_due"] == 2
    gains = [i for i in range(first, second) if ev[i]["kind"] == "memory"]
    assert [ev[i]["change"] for i in gains] == [1, 1] and ev[second]["memory"] == 0
    assert check_game(game, cards) == []

    def without_the_gains(ev):
        for i in range(second, len(ev)):
            ev[i]["memory"] -= 2
        del ev[first + 2:second]   # the suspensions that paid for the gains, and the gains
    flagged(cards, tamper([game], without_the_gains), "checks_due changed from 1 to 2 within one attack")


def test_a_card_with_reveal_plays_of_two_sizes(cards):
    """Tankdramon (EX3-051) reveals 3 cards when it digivolves and 2 when one of its player's [D-Brigade] Digimon
    attacks, the rest trashed either way; the log names only the card played, so the deck is known within the gap
    until the next count: its inherited reveal of 2 (Commandramon played) is clean. A deck count off by more than
    the gap is flagged."""
    game = recorded_game("reveal_plays_of_two_sizes")   # metalgarurumon / d-brigade lists, greedy, seed 0, game 1
    ev = game["events"]
    reveal = index_of(ev, lambda i, e: e.get("effect") == "reveal_play" and e["card"] == "EX3-051"
                      and ev[i - 1]["kind"] == "attack")
    assert (ev[reveal + 1]["kind"], ev[reveal + 1]["card"]) == ("play", "BT14-060")
    assert check_game(game, cards) == []
    start = index_of(ev, lambda i, e: i > reveal and e["kind"] == "turn_start" and e["player"] == 1)

    def two_fewer(ev):
        ev[start]["deck"] -= 2
    flagged(cards, tamper([game], two_fewer), "deck of player 1 is")


def test_a_free_play_from_the_hand_before_a_battle_loser_leaves(cards):
    """Cool Boy (BT20-091), in the opponent's turn, plays Omekamon from the hand as a [Royal Knight] Digimon would
    leave: the play comes between the battle and the loser's deletion. The same play by a card without that effect
    is flagged."""
    game = recorded_game("a_free_play_from_the_hand_before_a_battle_loser_leaves")   # omnimon-alter-s /
    ev = game["events"]                                             # royal-knights lists, random, seed 0, game 1
    b = index_of(ev, lambda i, e: e["kind"] == "battle" and e["defender"] == "BT23-054"
                 and ev[i + 1].get("card") == "BT20-091")
    assert [(e["kind"], e.get("card")) for e in ev[b + 1:b + 4]] == [
        ("effect", "BT20-091"), ("play", "BT20-083"), ("delete", "BT23-054")]
    assert check_game(game, cards) == []

    def another_card(ev):
        ev[b + 1]["card"] = "BT1-085"
    flagged(cards, tamper([game], another_card), "battle loser uid 3 of player 1 was not deleted")


def test_a_switch_after_a_restriction_on_a_namesake(cards):
    """BT13-029 MachGaogamon (uid 4) fixes its own attack target for its turns 17 and 19; MachGaogamon uid 11,
    MirageGaogamon on top by turn 27, attacks CresGarurumon (uid 5), whose effect switches the attack to Agumon
    (uid 32), which loses the battle. The restriction was uid 4's (the `cant` events name it), and such a mark
    outlives its duration in the referee: it may not fix uid 11's target, nor refuse the switch."""
    game = recorded_game("a_switch_after_a_namesakes_restriction")   # omnimon-alter-s / miragegaogamon, random, 0, 1
    ev = game["events"]
    marks = [e for e in ev if e.get("effect") == "cant" and e["card"] == "BT13-029"]
    assert [(e["turn"], e["target_uid"]) for e in marks] == [(17, 4), (19, 4)]
    sw = index_of(ev, lambda i, e: e.get("effect") == "switch_attack_target" and e["turn"] == 27)
    assert ev[sw - 1]["kind"] == "attack" and ev[sw - 1]["attacker_uid"] == 11 and ev[sw - 1]["target_uid"] == 5
    assert ev[sw]["target_uid"] == 32 and ev[sw + 1]["defender"] == "EX4-038" and ev[sw + 2]["uid"] == 32
    assert check_game(game, cards) == []

    flagged(cards, tamper([game], lambda ev: ev[sw + 1].update(defender="AD1-012")),
            "defender is AD1-012, but uid 32 is EX4-038")
