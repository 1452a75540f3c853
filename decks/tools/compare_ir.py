"""Cross-check the project's effect encoding against the peer project's effect IR.

    python -m decks.tools.compare_ir [IR_JSON] [--cards CARD,...] [--full-only] [--format text|json]

IR_JSON defaults to `../shared/carddata/effects_ir_aegis.json` (github.com/vinicius3333/aegis-digimon-tcg, MIT),
read at build time only. Both readings of a card become multisets of (block, trigger, action kind, amount, target
count) in one shared vocabulary (TRIGGERS, KINDS below); a card is reported when the multisets differ. Only
cards with encoded lines are compared (cards with none have nothing to disagree on). `--full-only` keeps the
cards whose encoding is `full`. The verdicts on disagreements are kept in decks/tools/ir_disagreements.md.
"""
import argparse
import json
import sys
from collections import Counter
from pathlib import Path

from decks.effects import split_line

REPO_ROOT = Path(__file__).resolve().parents[2]
DEFAULT_IR_JSON = REPO_ROOT.parent / "shared" / "carddata" / "effects_ir_aegis.json"

# Our trigger (with the window of a static line) -> the shared trigger name (the IR's, AllTurns folded into Static).
TRIGGERS = {
    "on_play": "OnPlay", "when_digivolving": "WhenDigivolving", "when_attacking": "WhenAttacking",
    "on_deletion": "OnDeletion", "end_of_attack": "EndOfAttack", "start_of_your_turn": "StartOfYourTurn",
    "end_of_your_turn": "EndOfYourTurn", "end_of_opponents_turn": "EndOfOpponentsTurn", "main": "Main",
    "activated": "Main", "security": "Security", "start_of_your_main_phase": "StartOfYourMainPhase",
    "counter": "Counter", "start_of_opponents_turn": "StartOfOpponentsTurn", "when_blocked": "WhenBlocked",
    "hand_counter": "Counter",
    ("static", ""): "Static", ("static", "your_turn"): "YourTurn", ("static", "opponents_turn"): "OpponentsTurn",
    # the engine's event timings; the IR nests them as a "SubTrigger" with an event under a window
    "opponent_deleted_by_dp": "When:onDeletionOf", "own_digimon_deleted": "When:onDeletionOf",
    "deletes_in_battle": "When:whenDeletesInBattle", "opponent_suspended": "When:whenSuspended",
    "blocker_used": "When:whenBlockerActivated",
    "own_digimon_played": "When:whenPlayed", "own_tamer_played": "When:whenPlayed",
    "opponent_security_removed": "When:whenSecurityRemoved", "own_digimon_digivolved": "When:whenOneOfYoursDigivolves",
    "other_own_digivolved": "When:whenOneOfYoursDigivolves", "when_moving": "WhenMoving",
    "own_tamer_suspended": "When:whenSuspended", "own_digimon_suspended": "When:whenSuspended",
    "when_suspended": "When:whenSuspended", "when_unsuspended": "When:whenUnsuspended",
    "digivolution_card_trashed": "When:onDigivolutionCardDiscarded", "wins_battle": "When:whenBattleWon",
    "opponent_digimon_attacks": "When:whenOpponentAttacks", "opponent_digimon_deleted": "When:onDeletionOf",
    "own_digimon_with_sources_deleted": "When:onDeletionOf", "own_security_removed": "When:whenSecurityRemoved",
    "end_of_all_turns": "EndOfAllTurns", "attack_target_switched": "When:whenAttackTargetSwitched",
    "other_deleted": "When:onDeletionOf", "own_option_used": "When:whenOptionUsed",
    "other_deleted_in_battle": "When:onDeletionOf", "opponent_digimon_played": "When:whenPlayed",
    "own_security_added": "When:whenAddSecurity", "own_hand_trashed": "When:whenTrashedFromHand",
    "opponent_option_used": "When:whenOptionUsed", "own_tamer_digivolved": "When:whenOneOfYoursDigivolves",
    "own_digimon_linked": "When:whenLinked", "when_linked": "When:whenLinked",
    "opponent_hand_added": "When:whenEffectAddsToOpponentHand",
    "own_deck_trashed": "When:whenDeckTrashed", "trashed_from_deck": "When:whenTrashedFromDeck",
}
# Our timings that are one IR event: two lines alike but for these timings are one effect there.
ONE_EVENT = {"own_digimon_played": "played", "own_tamer_played": "played",
             "own_digimon_deleted": "deleted", "opponent_digimon_deleted": "deleted",
             "own_digimon_suspended": "suspended", "opponent_suspended": "suspended",
             "own_option_used": "option used", "opponent_option_used": "option used"}
# A whole effect that keeps a Digimon from leaving the battle area: the IR's one Replacement action (its window
# is the line's; the actions inside are not compared).
REPLACEMENT_TRIGGERS = {"would_leave_any_way", "own_digimon_would_leave"}
# <Decode>: our would_leave line plays a card from this Digimon's digivolution cards; the IR names the keyword.
KEYWORD_TRIGGERS = {"would_leave": "Decode"}
IR_TRIGGER_FOLD = {"AllTurns": "Static"}
# Our action -> the shared kind (the IR's action kind or keyword name).
KINDS = {
    "dp": "ModifyDP", "security_attack": "SecurityAttack", "blocker": "Blocker", "reboot": "Reboot",
    "retaliation": "Retaliation", "piercing": "Piercing", "jamming": "Jamming", "rush": "Rush",
    "memory": "GainMemory", "draw": "Draw", "delete": "Delete", "bounce": "Return",
    "trash_digivolution_bottom": "TrashDigivolution", "trash_digivolution_top": "TrashDigivolutionTop",
    "trash_digivolution_cards_of_one": "TrashDigivolution",
    "recovery": "Recovery", "unsuspend": "Unsuspend",
    "suspend": "Suspend", "play_self": "PlayWithoutCost", "add_self_to_hand": "AddToHandSelf",
    "activate_main": "ActivateMain", "de_digivolve": "DeDigivolve", "reveal_add_one": "RevealAdd",
    "trash_opponent_security_top": "SecurityManipulation", "trash_deck_top": "TrashTopDeck",
    "trash_opponent_security_to": "SecurityManipulation",
    "trash_from_hand": "Trash", "cant_attack_or_block": "Restrict", "digi_burst": "DigiBurst",
    "return_from_trash": "Return", "play_from_trash": "PlayWithoutCost", "play_from_hand": "PlayWithoutCost",
    "place_in_battle_area": "PlaceInBattleAreaSelf", "digivolve_from_hand": "Digivolve",
    "digivolve_from_trash": "Digivolve", "digivolve_ignoring_requirements": "Digivolve",
    "digivolve_from_trash_ignoring_requirements": "Digivolve", "reveal_add_two": "RevealAdd", "reveal_add_or_place": "RevealAdd",
    "delay": "Delay", "ignore_color_requirements": "WaiveColorRequirement", "set_memory": "SetMemory",
    "hatch": "Hatch", "play_token": "PlayToken", "play_from_digivolution_cards": "PlayWithoutCost",
    "digivolve_cost_down": "Replacement",   # the IR: a Replacement of the "would digivolve" event that reduces its cost
    "play_cost_down": "CostModifier", "security_top_to_hand": "SecurityManipulation",
    "trash_own_security": "SecurityManipulation", "hand_to_security": "SecurityManipulation",
    "hand_to_security_cost": "SecurityManipulation", "face_down_security_top_to_hand": "SecurityManipulation",
    "deck_top_under_self": "PlaceUnder", "place_from_trash_under": "PlaceUnder", "place_from_trash_under_cost": "PlaceUnder",
    "attack": "Attack", "attack_without_suspending": "Attack",
    "return_from_trash_top": "Return", "cant": "Restrict", "save": "Save",
    "end_attack": "Prevent",   # the IR prevents the attack
    "next_digivolve_cost_down": "CostModifier", "next_digivolve_suspend_cost_down": "CostModifier",
    "tamer_digivolve_cost_down": "Replacement",
    "digimon_play_cost_down": "CostModifier",
    "dna_digivolve_from_hand": "DnaDigivolve", "digivolve_from_under_tamers": "Digivolve", "reveal_play": "RevealAdd",
    "dna_digivolve_with_trash": "DnaDigivolve",
    "reveal_add_and_place_under_tamer": "RevealAdd", "place_under_tamer": "PlaceUnder",
    "place_under_tamer_from_trash": "PlaceUnder", "return_from_under_tamers": "Return", "to_deck_bottom": "Return",
    "trash_both_decks_top": "TrashTopDeck", "switch_attack_target": "RedirectAttack",
    "play_from_under_tamers": "PlayWithoutCost", "link_self": "Link", "link_from_trash": "Link",
    "link_from_hand": "Link", "link_to_self": "Link", "link_to_self_from_trash": "Link", "link_to_own": "Link",
    "app_fuse": "AppFuse", "link_cost_down": "GrantLinkCostReduction",
    "digixros_name": "GrantStatic",   # "also treated as [X]" for a DigiXros: the IR grants it as a static
    "hand_or_digivolution_to_security": "SecurityManipulation",
    "delete_unsuspended": "Delete", "delete_unsuspended_at_most_paid_level": "Delete",
    "delete_total_cost": "Delete", "trash_to_security": "SecurityManipulation",
    "to_security_top": "SecurityManipulation",
    "delete_total_dp": "Delete", "delete_cost_raised": "Delete",
}
# `lose_memory_at_turn_end N`: the IR's GainMemory of -N
NEGATED = {"lose_memory_at_turn_end": "GainMemory"}
# our rows that are a requirement of the card: DigiXros, link, App Fusion, a digivolution requirement that holds at times (the
# IR keeps them in the card's header, not its effects), and an ACE card's Overflow (a field of the card)
REQUIREMENT_ACTIONS = {"digixros", "link_requirement", "digivolve_while_you_have", "overflow", "app_fusion"}
# `cant NAME` that the IR names apart (the others are its Restrict)
RESTRICTIONS = {"gain_memory_except_by_tamers": "RestrictMemoryGain", "reduce_play_costs": "RestrictCostReduction"}
COUNTED = {"PlaceUnder", "return_from_trash_top"}   # our amount is the IR's target count (cards placed or returned)
# `keyword NAME`: the IR's keyword name
KEYWORD_NAMES = {"raid": "Raid", "barrier": "Barrier", "evade": "Evade", "armor_purge": "Armor Purge",
                 "alliance": "Alliance", "collision": "Collision", "vortex": "Vortex", "fortitude": "Fortitude",
                 "overclock": "Overclock", "fragment": "Fragment", "scapegoat": "Scapegoat",
                 "progress": "Progress"}
KEYWORD_NAMES["execute"] = "Execute"
KEYWORD_NAMES["ascension"] = "Ascension"
KEYWORD_NAMES["digisorption"] = "Digisorption"
KEYWORD_NAMES["decoy"] = "Decoy"
# the second half of one reveal (the IR's one RevealAdd lists every card it adds or places)
# (and `branches`: a clause that does nothing, the conditional clauses after it compared)
CONTINUATIONS = {"and_add", "and_place", "or_place", "and_trash", "branches"}
# the IR keeps costs inside the action they pay for
COSTS = {"suspend_self_cost", "delete_own_cost", "trash_from_hand_cost", "return_self_to_deck_cost",
         "return_from_trash_cost", "return_from_trash_top_cost", "trash_from_hand_or_digivolution_cost",
         "suspend_own_cost", "trash_under_tamer_cost", "place_under_cost", "place_self_under_tamer_cost", "place_under_tamer_cost",
         "place_own_in_security_cost", "place_from_trash_under_cost", "return_opponent_trash_levels_top_cost",
         "return_pair_from_trash_cost", "trash_link_cost", "bounce_own_cost"}
# one card: target count 1
PILE_ACTIONS = {"return_from_trash", "play_from_trash", "play_from_hand", "play_from_digivolution_cards",
                "return_from_under_tamers",
                "play_from_under_tamers"}
# Amounts that only one side states are left out of the comparison for these kinds (a keyword has none).
AMOUNTLESS = {"Blocker", "Reboot", "Retaliation", "Piercing", "Jamming", "Rush", "PlayWithoutCost",
              "AddToHandSelf", "ActivateMain", "Delete", "Return", "Suspend", "Unsuspend", "Restrict", "Delay",
              "WaiveColorRequirement", "PlaceInBattleAreaSelf", "Decode", "Raid", "Barrier", "Evade",
              "Armor Purge", "Alliance", "Collision", "Vortex", "Fortitude", "Overclock", "Scapegoat", "Progress",
              "DnaDigivolve", "RedirectAttack", "GrantStatic", "Link"}
AMOUNTLESS.add("Execute")
AMOUNTLESS.add("Ascension")


def our_tuples(entry):
    out = Counter()
    seen = set()
    for e in entry.effects:
        head, _, body = split_line(e.text)
        words = head.split()
        block, trigger, options = words[1], words[2], words[3:]
        block = "main" if block == "link" else block   # the IR files a card's link effects with its main ones
        window = next((o for o in options if o in ("your_turn", "opponents_turn")), "")
        if trigger in ONE_EVENT:   # a Digimon or a Tamer played: one IR event, two of our timings
            key = (block, ONE_EVENT[trigger], " ".join(options), body.strip())
            if key in seen:
                continue
            seen.add(key)
        trig = TRIGGERS.get((trigger, window) if trigger == "static" else trigger, trigger)
        if trigger == "any_digimon_suspended" and any(
                o in ("if=own_suspended_by_effect", "if=self_suspended_by_effect") for o in options):
            trig = "When:whenEffectSuspends"   # "when an effect suspends your Digimon / this one": the IR's event
        static = TRIGGERS[("static", window)]
        if trigger in REPLACEMENT_TRIGGERS:
            out[(block, static, "Replacement", None, None)] += 1
            continue
        if trigger in KEYWORD_TRIGGERS:
            out[(block, static, KEYWORD_TRIGGERS[trigger], None, None)] += 1
            continue
        for i, clause in enumerate(c.strip() for c in body.split(";")):
            cw = clause.split()[1:] if i else clause.split()
            if cw and cw[0].startswith("if="):   # then if=...: the condition of this clause, not an action
                cw = cw[1:]
            if cw[0] in COSTS or cw[0] in CONTINUATIONS:
                continue
            action = cw[0]
            if action in REQUIREMENT_ACTIONS:
                continue
            kind = KINDS.get(action, NEGATED.get(action, action))
            if action == "keyword":
                kind, cw = KEYWORD_NAMES.get(cw[1], cw[1]), cw[1:]
            elif action == "cant":
                kind, cw = RESTRICTIONS.get(cw[1], kind), cw[1:]
            amount = int(cw[1]) if len(cw) > 1 and cw[1].lstrip("+-").isdigit() else None
            count = next((int(w[6:]) for w in cw if w.startswith("count=")), None)
            if any(w.startswith("target=all") for w in cw):
                count = "all"
            if kind == "ModifyDP" and "target=all_own_security" in cw:   # the IR's name for Security Digimon DP
                kind, count = "ModifySecurityDP", None
            if trigger == "hand_counter" and action == "digivolve_from_hand":   # <Blast Digivolve>: the IR's keyword
                kind, amount, count = "BlastDigivolve", None, None
            if action == "reveal_top_add_if":   # reveal 1, add it if it matches
                kind, amount = "RevealAdd", 1
            if action in PILE_ACTIONS or kind == "Link":   # one card; a link goes to 1 Digimon
                count = 1
            if action == "keyword" and "target=self" in cw:   # <Fragment (3)>: count= is the keyword's number
                amount, count = count, None
            if action in COUNTED or kind in COUNTED:
                amount, count = None, amount
            if action in NEGATED and amount is not None:
                amount = -amount
            if action == "security_top_to_hand" and amount is None:   # the top card: 1
                amount = 1
            if kind in AMOUNTLESS:
                amount = None
            if action == "draw_both":   # the IR: a draw for each player
                out[(block, trig, "Draw", amount, count)] += 1
                kind = "Draw"
            if action == "place_self_face_up_in_security":   # the IR: the bottom cards to the hand, then the placing
                out[(block, trig, "SecurityManipulation", amount, count)] += 1
                kind, amount, count = "SecurityManipulation", None, None
            out[(block, trig, kind, amount, count)] += 1
    return out


def ir_tuples(record):
    out = Counter()
    for e in record.get("effects", []):
        block = "security" if e.get("isSecurity") else "inherited" if e.get("isInherited") else "main"
        trig = e["trigger"] if isinstance(e["trigger"], str) else "+".join(e["trigger"])
        trig = IR_TRIGGER_FOLD.get(trig, trig)
        if trig == "Rule":   # a [Rule] trait or name: the catalog's, not an effect
            continue
        used = set()
        for k in e.get("keywords", []):   # a keyword the card has, or one an effect uses (<Draw 1>, <Delay>)
            kind = k["keyword"]
            amount = k.get("amount") if kind not in AMOUNTLESS else None
            out[(block, trig, kind, amount, None)] += 1
            used.add(kind)
        actions = [(a, trig) for a in e.get("actions", [])]
        while actions:
            a, trig = actions.pop(0)
            kind = a["kind"]
            if any((kind, k) in SELF_REMINDERS for k in used) and (a.get("target") or {}).get("isSelf"):
                continue   # what the keyword does to this card, read again from its reminder text
            if kind == "SubTrigger" and a.get("actions"):   # a "when ..." effect: its actions under its event
                event = "When:" + str(a.get("event"))
                if _is_delay(a["actions"][-1]):   # the IR leaves the actions of a <Delay> beside its "when"
                    actions = [(x, event if t == trig else t) for x, t in actions]
                actions = [(x, event) for x in a["actions"]] + actions
                continue
            amount = a.get("amount", a.get("revealCount"))
            if kind == "GainKeyword":
                keyword = a.get("keyword") or {}
                kind = keyword.get("keyword", kind) if isinstance(keyword, dict) else keyword
                amount = keyword.get("amount") if isinstance(keyword, dict) else None
            elif kind == "Aura" and (a.get("effect") or {}).get("kind") == "modifyDP":   # a lasting DP change
                kind, amount = "ModifyDP", a["effect"].get("amount")
            elif kind == "Aura" and (a.get("effect") or {}).get("kind") == "keyword":   # a lasting keyword
                keyword = a["effect"].get("keyword") or {}
                kind, amount = keyword.get("keyword", kind), keyword.get("amount")
            elif kind == "Digivolve":   # the amount: a cost reduction
                amount = a.get("reduceCost")
                if actions and _reduces_cost(actions[0][0]):   # the IR's reduction of its cost, just after it
                    amount = _reduces_cost(actions.pop(0)[0])
            elif kind == "PlayWithoutCost" and actions and _reduces_cost(actions[0][0]):
                actions.pop(0)   # the play's cost reduction (our amount of a play: not compared)
            elif kind == "Replacement" and a.get("event") == "wouldBePlayed" and _reduces_cost(a) is not None:
                kind, amount = "CostModifier", _reduces_cost(a)   # a reduction of this card's own play cost
            elif kind == "Replacement":   # a digivolution cost reduction: its amount; a would-leave effect: none
                amount = _reduces_cost(a)
            elif kind == "GrantStatic" and isinstance(a.get("grant"), dict) and "colorRequirement" in a["grant"]:
                kind = "WaiveColorRequirement"   # a second color that meets the color requirements
            elif kind == "SetMemory":
                amount = a.get("value")
            elif kind == "TrashDigivolution" and a.get("fromTop"):
                kind = "TrashDigivolutionTop"
            elif kind == "SecurityManipulation" and a.get("op") == "addTop" and a.get("source") == "deck":
                kind = "Recovery"   # the deck's top card onto the security stack
            if kind in AMOUNTLESS:
                amount = None
            target = a.get("target") or {}
            count = target.get("count")
            if target.get("isSelf") or (target.get("filter") or {}).get("isSelfRef") or count == 0:
                count = None   # this card, or a player (count 0)
            if kind == "Restrict" and a.get("on") == "playTarget":
                continue   # a filter on the card a play may choose, not a restriction
            if kind == "Trash" and amount is None:   # cards trashed from the hand: the IR counts them as targets
                amount, count = count, None
            out[(block, trig, kind, _plain(amount), _plain(count))] += 1
    return out


# (IR action, keyword): the action on this card that the keyword consists of (<Delay> trashes it, <Save> places it
# under a Tamer)
SELF_REMINDERS = {("Trash", "Delay"), ("PlaceUnder", "Save")}


def _reduces_cost(action):
    """The reduction of an IR Replacement that reduces the cost of the digivolution or play before it, else None."""
    if action.get("kind") != "Replacement" or action.get("event") not in ("wouldDigivolve", "wouldBePlayed"):
        return None
    for a in [action] + (action.get("actions") or []):
        if a.get("mode") == "reduceCost":
            return a.get("amount")
    return None


def _is_delay(action):
    keyword = action.get("keyword")   # some IR actions give the keyword as a bare name
    return action.get("kind") == "GainKeyword" and isinstance(keyword, dict) and keyword.get("keyword") == "Delay"


def _plain(x):
    return x if x is None or isinstance(x, (int, str)) else json.dumps(x, sort_keys=True)


def compare(effects, ir, cards=None):
    """{card: {"ours_only": [...], "ir_only": [...]}} for the cards whose readings differ."""
    out = {}
    for card in sorted(cards if cards is not None else effects):
        entry = effects.get(card)
        if entry is None or not entry.effects:
            continue
        ours = our_tuples(entry)
        theirs = ir_tuples(ir.get(card, {}))
        if ours != theirs:
            out[card] = {"ours_only": [list(t) for t in (ours - theirs).elements()],
                         "ir_only": [list(t) for t in (theirs - ours).elements()]}
    return out


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("ir_json", nargs="?", default=str(DEFAULT_IR_JSON), help="effects_ir_aegis.json")
    parser.add_argument("--cards", help="comma-separated card numbers (default: every card with encoded lines)")
    parser.add_argument("--full-only", action="store_true", help="only cards whose encoding is full")
    parser.add_argument("--format", choices=("text", "json"), default="text")
    args = parser.parse_args(argv)
    from decks.catalog import load_catalog
    from decks.effects import card_coverage, load_effects

    try:
        ir = json.loads(Path(args.ir_json).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        print(f"compare_ir: error: {exc}", file=sys.stderr)
        return 2
    effects, catalog = load_effects(), load_catalog()
    cards = None
    if args.cards:
        cards = [c.strip().upper() for c in args.cards.split(",") if c.strip()]
        unknown = [c for c in cards if c not in catalog]
        if unknown:
            print(f"compare_ir: error: unknown card number {unknown[0]}", file=sys.stderr)
            return 2
    if args.full_only:
        cards = [c for c in (cards or effects) if c in catalog and card_coverage(catalog[c], effects) == "full"]
    result = compare(effects, ir, cards)
    compared = sum(1 for c in (cards if cards is not None else effects) if effects.get(c) and effects[c].effects)
    if args.format == "json":
        print(json.dumps({"compared": compared, "disagreements": result}))
        return 0
    for card, d in result.items():
        print(card)
        for t in d["ours_only"]:
            print("  ours only:", " ".join(map(str, t)))
        for t in d["ir_only"]:
            print("  IR only:  ", " ".join(map(str, t)))
    print(f"{len(result)} of {compared} compared cards disagree")
    return 0


if __name__ == "__main__":
    sys.exit(main())
