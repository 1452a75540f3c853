"""`dcgsim replay`: one game of a matchup, event by event."""
import json

import click

from cli.common import (PILOT_HELP, RULES_HELP, SEED_MAX, check_pilots, check_seed, compiling_user_pilots, load_decks,
                        load_rules)
from cli.errors import InputError

PLAYER = ("A", "B")


def card_label(number, catalog):
    if number is None:
        return "-"
    c = catalog.get(number)
    return f"{number} {c.name}" if c else number


def describe(e, catalog):
    k = e["kind"]
    lab = lambda key: card_label(e.get(key), catalog)  # noqa: E731
    if k == "draw":
        return f"draws {lab('card')}"
    if k == "hatch":
        return f"hatches {lab('card')}"
    if k == "move_out":
        return f"moves {lab('card')} out of the breeding area"
    if k == "play":
        return f"plays {lab('card')} (cost {e['cost']})"
    if k == "digivolve":
        where = " in the breeding area" if e["breeding"] else ""
        return f"digivolves {lab('base')} into {lab('card')}{where} (cost {e['cost']})"
    if k == "dna_digivolve":
        return f"DNA digivolves uid {e['top_uid']} and uid {e['other_uid']} into {lab('card')} (cost {e['cost']})"
    if k == "option":
        return f"uses {lab('card')} (cost {e['cost']})"
    if k == "effect":
        target = f" on {lab('target')}" if e.get("target") else ""
        amount = f" {e['amount']:+d}" if e["amount"] else ""
        return f"effect of {lab('card')}: {e['effect']}{amount}{target}"
    if k == "attack":
        target = "the player" if e["target"] == "player" else lab("target")
        return f"attacks {target} with {lab('attacker')}"
    if k == "block":
        return f"blocks with {lab('blocker')}"
    if k == "security_check":
        return f"security check {e['check']}/{e['checks_due']}: {lab('card')} ({e['security_left']} left)"
    if k == "battle":
        vs = " (Security Digimon)" if e["security_digimon"] else ""
        return (f"battle: {lab('attacker')} {e['attacker_dp']} DP vs {lab('defender')}{vs} {e['defender_dp']} DP"
                f" -> {e['result'].replace('_', ' ')}")
    if k == "delete":
        return f"{lab('card')} of {PLAYER[e['owner']]} is deleted ({e['cause']})"
    if k == "trash":
        return f"{lab('card')} of {PLAYER[e['owner']]} is trashed ({e['cause']})"
    if k == "pass":
        return "passes"
    if k == "turn_end":
        return "ends the turn"
    if k == "memory":
        return f"memory {e['change']:+d} ({lab('card')})"
    if k == "redraw":
        return "redraws the opening hand" if e["redraw"] else "keeps the opening hand"
    if k == "deal":
        return "goes first"
    if k == "game_end":
        w = "nobody" if e["winner"] < 0 else PLAYER[e["winner"]]
        return f"game over: {w} wins ({e['reason']})"
    return k


def print_text(result, m, catalog):
    o = result
    winner = "nobody" if o["winner"] < 0 else f"{PLAYER[o['winner']]} ({(m.deck_a, m.deck_b)[o['winner']].name})"
    click.echo(f"Game {o['game_id']} of {m.deck_a.name} (A, {m.pilot_a}) vs {m.deck_b.name} (B, {m.pilot_b}), "
               f"master seed {m.seed}, game seed {o['seed']}")
    click.echo(f"Result: {winner} wins by {o['win_reason']} after {o['turns']} turns")
    for e in o["events"]:
        if e["kind"] == "turn_start":
            click.echo(f"Turn {e['turn']}: {PLAYER[e['player']]} (memory {e['memory'] if e['player'] == 0 else -e['memory']:+d}"
                       f", deck {e['deck']}, hand {e['hand']}, security {e['security']})")
            continue
        indent = "  " if e["turn"] > 0 else ""
        click.echo(f"{indent}{PLAYER[e['player']]} {describe(e, catalog)}   [memory A {e['memory']:+d}]")


@click.command()
@click.argument("deck_a")
@click.argument("deck_b")
@click.option("--seed", type=int, default=0, show_default=True, help="Master seed of the run.")
@click.option("--game", "game_id", type=int, required=True, help="Game id K (0-based) within the run.")
@click.option("--pilot-a", default="greedy", show_default=True, help=f"Pilot of deck A: {PILOT_HELP}.")
@click.option("--pilot-b", default="greedy", show_default=True, help=f"Pilot of deck B: {PILOT_HELP}.")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
@click.option("--rules", "rules_file", type=click.Path(dir_okay=False), default=None, help=RULES_HELP)
def replay(deck_a, deck_b, seed, game_id, pilot_a, pilot_b, fmt, rules_file):
    """Replay game K of `dcgsim matchup DECK_A DECK_B --seed S`, event by event."""
    check_seed(seed)
    if game_id < 0 or game_id > SEED_MAX:
        raise InputError(f"--game must be in [0, 2**63-1], got {game_id}")
    check_pilots(pilot_a, pilot_b)  # before the engine loads: user pilots are compiled into it
    from decks.catalog import load_catalog
    from simcore.events import event_dicts
    from simcore.rule_switches import rules_record
    from simcore.runner import Matchup, replay_game

    rules = load_rules(rules_file)
    da, db = load_decks([deck_a, deck_b])
    m = Matchup(da, db, pilot_a, pilot_b, seed, rules)
    outcome, ev, numbers = compiling_user_pilots((pilot_a, pilot_b), lambda: replay_game(m, game_id))
    result = dict(outcome)
    result["deck_a"] = da.name
    result["deck_b"] = db.name
    result["pilot_a"] = pilot_a
    result["pilot_b"] = pilot_b
    result["master_seed"] = seed
    result["rules"] = rules_record(rules)
    from simcore.effect_codes import ACTION_NAMES

    result["events"] = event_dicts(ev, numbers, ACTION_NAMES)
    if fmt == "json":
        click.echo(json.dumps(result))
    else:
        print_text(result, m, load_catalog())
