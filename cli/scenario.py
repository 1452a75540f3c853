"""`dcgsim scenario`: a position and a script of actions in (JSON); the position after them, the events
and, with --playouts, each player's win rate from there out."""
import json

import click

from cli.common import check_seed
from cli.errors import InputError

ZONES = ("hand", "deck", "security", "face_up", "trash", "eggs", "breeding")
MAX_PLAYOUTS = 10_000_000


def _is_int(x):
    return isinstance(x, int) and not isinstance(x, bool)


def _int(obj, key, where, default=None):
    if key not in obj:
        if default is None:
            raise InputError(f"{where}{key}: missing")
        return default
    x = obj[key]
    if not _is_int(x):
        raise InputError(f"{where}{key}: must be an integer, not {json.dumps(x)}")
    return x


def _bool(obj, key, where):
    x = obj.get(key, False)
    if not isinstance(x, bool):
        raise InputError(f"{where}{key}: must be true or false, not {json.dumps(x)}")
    return x


def _cards(obj, key, where):
    x = obj.get(key, [])
    if not isinstance(x, list) or not all(isinstance(c, str) for c in x):
        raise InputError(f"{where}{key}: must be a list of card numbers")
    return list(x)


def _object(x, where):
    if not isinstance(x, dict):
        raise InputError(f"{where}: must be an object")
    return x


def _player(x, where):
    x = x if x in (0, 1) and _is_int(x) else None
    if x is None:
        raise InputError(f"{where}: must be 0 or 1")
    return x


def _target(x, where):
    """(player, slot) of a {"player": P, "slot": I} object."""
    _object(x, where)
    return _player(x.get("player"), f"{where}.player"), _int(x, "slot", f"{where}.")


def parse_scenario(doc):
    """(simcore.scenario.Scenario, the choices as given) from the parsed JSON document; InputError names
    the field at fault."""
    from simcore.scenario import Scenario

    _object(doc, "scenario")
    players = doc.get("players")
    if not isinstance(players, list) or len(players) != 2:
        raise InputError("players: must be a list of two players")
    zones = [_zones(z, f"players[{p}]") for p, z in enumerate(players)]
    actions = doc.get("actions", [])
    if not isinstance(actions, list):
        raise InputError("actions: must be a list")
    raw_choices = doc.get("choices", [])
    if not isinstance(raw_choices, list):
        raise InputError("choices: must be a list")
    pilot = doc.get("pilot", "greedy")
    if not isinstance(pilot, str):
        raise InputError("pilot: must be a pilot name")
    return Scenario(turn_player=_player(doc.get("turn_player"), "turn_player"), turn=_int(doc, "turn", ""),
                    memory=_int(doc, "memory", ""), players=tuple(zones),
                    actions=[_action(a, f"actions[{i}]") for i, a in enumerate(actions)],
                    choices=[_choice(ch, f"choices[{k}]") for k, ch in enumerate(raw_choices)],
                    pilot=pilot), raw_choices


def _zones(z, at):
    from simcore.scenario import Permanent, Zones

    _object(z, at)
    battle = z.get("battle", [])
    if not isinstance(battle, list):
        raise InputError(f"{at}.battle: must be a list of permanents")
    perms = []
    for s, b in enumerate(battle):
        bw = f"{at}.battle[{s}]."
        _object(b, bw[:-1])
        if "stack" not in b:
            raise InputError(f"{bw}stack: missing")
        links = b.get("links", [])
        if not isinstance(links, list):
            raise InputError(f"{bw}links: must be a list")
        perms.append(Permanent(stack=_cards(b, "stack", bw), suspended=_bool(b, "suspended", bw),
                               played_this_turn=_bool(b, "played_this_turn", bw), links=links))
    return Zones(**{k: _cards(z, k, f"{at}.") for k in ZONES}, battle=perms)


def _action(a, where):
    from simcore.scenario import ACTIONS, Action

    _object(a, where)
    do = a.get("do")
    if not isinstance(do, str):
        raise InputError(f"{where}.do: missing")
    card = a.get("card")
    if card is not None and not isinstance(card, str):
        raise InputError(f"{where}.card: must be a card number")
    slot = a.get("slot")
    if slot is not None and slot != "breeding" and not _is_int(slot):
        raise InputError(f"{where}.slot: must be an integer or \"breeding\"")
    target = a.get("target")
    if target is not None and target != "player":
        target = _target(target, f"{where}.target")
    for key in ACTIONS.get(do, (None, ()))[1]:
        if a.get(key) is None:
            raise InputError(f"{where}.{key}: missing")
    return Action(player=_player(a.get("player"), f"{where}.player"), do=do, card=card, slot=slot, target=target)


def _choice(ch, where):
    if isinstance(ch, bool) or ch == "none":
        return ch
    if isinstance(ch, str):
        return ("card", ch)
    if isinstance(ch, dict):
        return ("target",) + _target(ch, where)
    raise InputError(f"{where}: must be a target, a card number, true/false or \"none\"")


def playout_summary(winners, turns, seed, pilot):
    """Each player's win rate (draws count half) with its 95% Wilson interval."""
    import numpy as np

    from simcore.meta import wilson_interval

    n = len(winners)
    draws = int((winners < 0).sum())
    wins = [int((winners == p).sum()) for p in (0, 1)]
    points = np.array([w + 0.5 * draws for w in wins])
    low, high = wilson_interval(points, np.array([n, n]))
    return {"games": n, "seed": seed, "pilot": pilot, "wins": wins, "draws": draws,
            "win_rate": [float(x / n) for x in points], "ci95": [[float(low[p]), float(high[p])] for p in (0, 1)],
            "mean_turns": float(turns.mean()) if n else None}


def print_text(result, catalog):
    from cli.replay import PLAYER, card_label, describe

    def cards(xs):
        return ", ".join(xs) if xs else "-"

    click.echo(f"Turn {result['turn']}, player {result['turn_player']} to act, memory {result['memory']:+d}"
               f" (turn player's side)")
    for p, z in enumerate(result["players"]):
        click.echo(f"Player {p} ({PLAYER[p]}): hand {cards(z['hand'])}; deck {len(z['deck'])}, security "
                   f"{len(z['security'])}, eggs {len(z['eggs'])}; trash {cards(z['trash'])}")
        if z["breeding"]:
            click.echo(f"  breeding: {cards(z['breeding'])}")
        for s, b in enumerate(z["battle"]):
            state = "suspended" if b["suspended"] else "active"
            dp = f", {b['dp']} DP" if b["dp"] is not None else ""
            kw = f", {' '.join(b['keywords'])}" if b["keywords"] else ""
            click.echo(f"  [{s}] {card_label(b['stack'][-1], catalog)}{dp}{kw}, {state}, "
                       f"{len(b['stack']) - 1} under")
    if result["choices_used"]:
        click.echo("Choices used: " + ", ".join(json.dumps(c) for c in result["choices_used"]))
    w = result["winner"]
    click.echo("Winner: " + ("none yet" if w < 0 else f"player {w} ({result['win_reason']})"))
    click.echo(f"Events ({len(result['events'])}):")
    for e in result["events"]:
        if e["kind"] == "turn_start":
            click.echo(f"  turn {e['turn']}: {PLAYER[e['player']]} (deck {e['deck']}, hand {e['hand']}, "
                       f"security {e['security']})")
            continue
        click.echo(f"  {PLAYER[e['player']]} {describe(e, catalog)}   [memory A {e['memory']:+d}]")
    po = result.get("playouts")
    if po:
        click.echo(f"Playouts: {po['games']} games, pilot {po['pilot']}, seed {po['seed']}, "
                   f"mean {po['mean_turns']:.1f} turns, {po['draws']} draws")
        for p in (0, 1):
            lo, hi = po["ci95"][p]
            click.echo(f"  player {p} ({PLAYER[p]}) wins {100 * po['win_rate'][p]:.1f}% "
                       f"[{100 * lo:.1f}, {100 * hi:.1f}]")


@click.command()
@click.argument("file", type=click.Path(dir_okay=False))
@click.option("--format", "fmt", type=click.Choice(["json", "text"]), default="json", show_default=True)
@click.option("--playouts", type=int, default=0, show_default=True,
              help="Games played to the end from the position after the script, hidden cards reshuffled.")
@click.option("--seed", type=int, default=0, show_default=True, help="Master seed of the playouts.")
def scenario(file, fmt, playouts, seed):
    """Apply a script of actions to a position (a JSON FILE); print the position after it and the events."""
    check_seed(seed)
    if not 0 <= playouts <= MAX_PLAYOUTS:
        raise InputError(f"--playouts must be in [0, {MAX_PLAYOUTS:,}], got {playouts}")
    try:
        with open(file, encoding="utf-8") as f:
            doc = json.load(f)
    except FileNotFoundError:
        raise InputError(f"{file}: no such scenario file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(f"{file}: cannot be read ({exc.__class__.__name__})") from None
    except json.JSONDecodeError as exc:
        raise InputError(f"{file}: not JSON (line {exc.lineno}: {exc.msg})") from None
    sc, raw_choices = parse_scenario(doc)

    from decks.catalog import load_catalog
    from simcore.runner import COLD_COMPILE_SECONDS, TURN_CAP
    from simcore.scenario import ScenarioError, ScenarioGame, cache_is_warm

    if not cache_is_warm(playouts > 0):
        click.echo(f"dcgsim: compiling the scenario engine; this happens once (about {COLD_COMPILE_SECONDS} s on "
                   "2 cores), later runs start from the cache", err=True)

    try:
        game = ScenarioGame(sc)
        game.run_script()
        result = game.position()
        result.update(game.outcome())
        result["events"] = game.events()
        result["choices_used"] = raw_choices[:len(game.choices_used())]
    except ScenarioError as exc:
        raise InputError(str(exc)) from None
    if playouts:
        winners, turns, _ = game.playouts(playouts, seed, sc.pilot, TURN_CAP)
        result["playouts"] = playout_summary(winners, turns, seed, sc.pilot)
    if fmt == "json":
        click.echo(json.dumps(result))
    else:
        print_text(result, load_catalog())

