"""An independent rules referee for logged games (`dcgsim replay --format json`).

`check_game(game, cards)` re-plays a game's event log against the rules (RULES.md) and card facts, with its
own bookkeeping, and returns the violations it finds as one-line strings (an empty list: the log is clean).
It shares no code with the engine: everything below is re-derived from the rules and the log.

What it checks
- Setup: a `deal` naming the first player, then one `redraw` decision each, first player first.
- Turn order: turns numbered 1, 2, ... alternate between the players, starting with the first player; every
  event carries the current turn; phase actions, attacks, checks and battles belong to the turn player.
- Draw phase: exactly one draw, none on turn 1 (the first player's first turn); an empty deck at the draw
  phase loses by `deck_out` (and only then).
- Every draw is explained: the draw phase, the one draw after a digivolution (when the deck has cards), or
  the draws of an effect `draw N` (min(N, deck) of them, right after it).
- Counts: deck, hand and security size of each player are followed through every event (draws, plays,
  digivolutions, options, checks, Recovery, bounces, trashing from deck/hand/security, cards added to the
  hand) and must match what `turn_start` reports; the outcome's security counts must match at the end.
- Memory: the gauge changes only by play/digivolve/option costs (clamped to [-10, 10]; a cost is payable
  only if it leaves the payer at >= -10), by `memory` events (their amount for their player) and by a
  pass (which puts the opponent at 3); every other event leaves it as it was.
- Turn end: a `turn_end` only with memory on the opponent's side (also before any main-phase action, when an
  effect of the turn's start or breeding phase paid it over); no phase action is started with memory on the
  opponent's side; a new turn starts only after a `turn_end` and with memory still there.
- Unsuspend phase: the effects logged right after `turn_start` ([Start of Your/Opponent's Turn]) resolve
  before the turn player's cards (and the other player's <Reboot> Digimon) unsuspend.
- Breeding: at most one hatch or move out per turn, in the breeding phase (after the draw phase, before
  any main-phase action); hatch only a Digi-Egg into an empty breeding area; move out only a Digimon with
  printed DP.
- Playing: a play from hand costs the card's play cost and is a Digimon or Tamer; a free play must follow
  the effect that makes it (`play_from_trash`, `play_from_digivolution_cards`, `play_from_under_tamers` or
  `reveal_play` naming the card, or the [Security] check of the card itself); uids are never reused.
- Digivolving: the cost matches one of the card's printed requirements whose colour and level the base
  card (the Digimon's known top card) has, or one of its alternative requirements (catalog `alt_digivolve`)
  with a way whose every test the base card passes (its names: the printed one and those decks/data/name_aliases.tsv
  gives it, RULES.md §11), or a `digivolve_while_you_have` row of the card (one under
  `if=named_digivolution_cards>=N`: the base's known stack holds N cards of its trait under the top card; an
  unknown stack is allowed; one under `if=own_trait_tamers>=N`: N Tamers of its trait in the battle area, the base
  among them if it is one); the base is in the breeding area exactly when the log says so; a draw follows at once
  when the deck has cards.
- A Digimon's own persistent digivolution cost reduction (`digivolve_cost_down`, logged right before the
  digivolution): the cost is a requirement's cost less that amount, never below 0.
- Digivolving by an effect (`digivolve_from_hand` or, for a card of the trash, `digivolve_from_trash`, for one
  under a Tamer `digivolve_from_under_tamers`, for one of the security stack `digivolve_from_security`, which
  takes a security card, naming the card and the Digimon): the digivolution follows at once, in the battle area,
  with the effect's cost, between 0 and a cost of a requirement the base meets.
- DNA digivolving (RULES.md §10.3): two different Digimon of the player's battle area (not Tokens) whose known
  top cards meet the card's DNA requirement (catalog `alt_digivolve`, `dna...`), the first on top, for its cost;
  the two leave the field as Digimon and a new uid takes their stacks, unsuspended and free to attack this turn;
  a draw follows when the deck has cards. By an effect (`dna_digivolve_from_hand` naming the card and the cost,
  right before it): no main-phase action, for that cost (0, or the card's DNA cost). Before a Digimon leaves
  (`stay` naming it, then `dna_digivolve_before_leaving` naming the card and the cost): that Digimon is one of the
  two, and the digivolution and its draw come before any battle deletion still due; so do those of a Digimon a
  `stay` keeps by digivolving it by an effect (a <Delay>, `digivolve_from_hand` naming the card of the `stay`).
  With a card of the trash (`dna_digivolve_with_trash`, said twice right before it: the trash card with no uid,
  then the card, the cost and the Digimon in play): that one Digimon of the battle area and the trash card, the
  pair the effect names (no DNA requirement asked), for 0 or the card's DNA cost; the trash card at the bottom.
- Cards placed from the hand or trash under a Digimon to pay a cost (`place_under_cost`, one event per card, its
  amount 1 from the hand): that Digimon (or the Tamer whose effect places it under itself) is in the battle area;
  the card becomes the bottom of its known stack.
- An option of the battle area placed under a Tamer to pay a cost (`place_self_under_tamer_cost`, naming the option
  and the Tamer): the option was in the battle area and leaves it; the Tamer is in it; the option becomes the bottom
  of its known stack.
- An option of the opponent's battle area trashed by an effect (`trash_opponent_option`, naming it): it was there.
- <Overflow> (RULES.md §10.5; `overflow`, naming the ACE card, the amount its Overflow memory for each copy gone):
  the card has that Overflow in the encoding, and the owner's `memory` event of that loss (clamped) follows at once.
- A battle an effect calls for (`battle`, naming the opponent's Digimon; in an attack or not): the `battle` event
  that follows is judged like an attack's (the higher DP wins, the losers are deleted), outside the attack's count.
- A given attack at the start of the main phase (said as the keyword's rule, `attacks_at_main_phase_start`): by a
  Digimon of the turn player that has it; its attack follows as an effect's. A Digimon that doesn't unsuspend in
  its next unsuspend phase may stay suspended there.
- Cards placed from the trash under a Digimon (`place_from_trash_under`, one event per card, naming the card and
  the Digimon): that Digimon is in the battle area; the card becomes the bottom of its known stack. Face down
  (`place_from_trash_face_down_cost`; `place_from_hand_face_down`, from the hand; `reveal_add_and_place_face_down`,
  amount 1 the revealed card to the hand, 2 under a Digimon): likewise, under a Digimon. Likewise the
  deck's top card placed under a Tamer (`deck_top_under_self`): the deck is one card shorter.
- Cards placed from the hand or trash under a Tamer (`place_under_tamer`, one event per card, its amount 1 from the
  hand): that Tamer is in the battle area; the card becomes the bottom of its known stack. Likewise under the
  effect's own Digimon or a Tamer (`place_under_self_or_tamer`).
- Cards a Digimon about to leave places from beneath it under a Tamer (`material_save`,
  `digivolution_cards_under_tamer`, one event per card, naming the card and the Tamer): some Digimon of that player
  held the card beneath its top; that Tamer is in the battle area; the card becomes the bottom of its known stack. A
  `play_placed` after them plays 1 of them from under the Tamer, as the other free plays.
- A card trashed from under a Tamer to pay a cost (`trash_under_tamer_cost`, one event per card, naming the card
  and the Tamer): that Tamer is in the battle area and the card was the bottom of its known stack, under its top.
- A Tamer's digivolution cost reduction (`tamer_digivolve_cost_down`, after the Tamer's `suspend_self_cost`, naming
  the card, the Digimon and, as its amount, the Tamer the card came from): that Tamer is in the battle area and held
  the card beneath its top; the card becomes the bottom of the Digimon's known stack.
- Play cost reductions (`play_cost_down`, logged right before the play or use naming the card): the cost is the
  card's cost less that amount, never below 0; an effect's paid play from the hand may follow its own `effect`.
  A reduction counted on the opponent's Digimon and Tamers (for_each=opponent_digimon_and_tamers) is its amount
  once for each of them in the opponent's battle area, at most the cost (while the referee knows them all).
- DigiXros (`digixros`, one event per material right before the play, from the hand or, with a negative amount,
  the top card of a battle-area Digimon, which leaves it; `digixros_from_trash` for one of the trash): each
  material fills a different entry of the card's
  encoded requirement and the cost is lowered by the entries' amounts, never below 0; the materials lie under the
  new Digimon, the first entry's right under it.
- <Assembly> (`assembly`, one event per element of the requirement right before the play, each a card of the
  trash and the reduction): as many as the card's encoded elements, the cost lowered once by the amount, never
  below 0; the cards lie under the new Digimon as DigiXros materials do.
- Options: the use cost is the card's cost; each colour of the option is on a Digimon/Tamer that may be on
  the field (an option in the battle area is neither), unless the option's encoding lets it ignore its colour
  requirements or names another colour that meets them. An option placed in the battle area (by its [Main]
  or [Security]) stays there, never attacks, blocks or is attacked, and leaves it by its <Delay> (a [Main]
  effect: a main-phase action) only in a later turn than the one it was placed in. An option an effect uses
  (`use_option_from_hand`) leaves the hand, free, its colours met the same way. A dual Digimon/Option card (a
  Digimon card with an option's [Main] rows in the encoding) is used as an option too. `play_or_use_from_hand`
  is followed by the play of its card from the hand (its logged cost), or is itself the use: the card leaves the
  hand, its colours or <Use Req.> met, the gauge paying the event's amount (at most the use cost).
  `use_option_from_trash` uses an option from the trash, its colours met, the gauge paying the event's amount (at
  most the use cost); `use_option_from_hand_or_digivolution_cards` uses one free from the hand or from under a
  Digimon (amount 2), which then no longer holds it; `use_option_from_hand_or_under_tamers` likewise from the hand or
  from under a Tamer (amount 3).
- Attacks: by the turn player's Digimon (not a Tamer, unless an `as_digimon` effect named it) in the battle area,
  unsuspended, not played this turn (unless it has <Rush>); the target is the player or a suspended Digimon of the
  opponent. A main-phase action, or the attack an `attack` effect named that Digimon for (right after its effects
  resolved, also at the start of the main phase or at the turn's end), or a <Vortex> attack (said as the keyword's
  rule, at the turn's end, on a Digimon, also in the turn the attacker was played), or an <Overclock> attack (said as
  the keyword's rule, at the turn's end, on the player, by a Digimon that may be suspended and stays as it was).
- <Alliance>: said during its attacker's attack, before any block, by an attacker that has it; it suspends
  another unsuspended Digimon of the attacking player. <Fortitude>: said by a player whose Digimon with the
  card on top was just deleted; that card's free play follows. <Ascension>: the card itself, its owner's,
  goes to the top of its owner's security stack.
- Blocks: by the defender only, once per attack, before the confirmation, with an unsuspended Digimon in
  the battle area other than the target that has <Blocker> (printed, inherited, granted by an effect or by the
  link text of a card linked beside it, or given by the attacker's <Collision>).
- Battles: the result follows the logged DP (higher wins, equal: both lose), the losers are deleted at
  once (`delete` with cause battle; never the winner: <Retaliation> deletes it after the battle, by
  effect; a <Delay> at own_digimon_would_leave and its free play may come first); a Security Digimon
  battles right after its check and is not deleted; an attacker that loses to one is deleted (unless
  <Jamming>). An attack on a Digimon still there, with the attacker still there, has its battle.
- A face-up security card that plays itself (`play_self`, BT20-052): it leaves its owner's security stack and
  its free play follows at once.
- Security checks: only in an attack on the player that was not blocked (or after a won battle by a
  <Piercing> attacker: it has it at the first check; the checks go on if an <Armor Purge> then trashes it),
  numbered 1, 2, ... with one `checks_due` per attack and never more checks than that; each takes exactly
  one card (`security_left` = cards before - 1); none from an empty stack; fewer than due only if the stack
  ran out, the attacker left, the game ended, or an effect on the attacking side or a memory change (which
  may flip a static condition) mid-attack may have changed the count (it is read again before every check).
- Winning: `security` only in an attack on a player with no security, unblocked, before any check or
  battle, won by the attacker; an unblocked attack on a player with 0 security whose attacker stayed
  must win (unless a Security A. reduction was seen on the attacker's side); `deck_out` only at the
  draw phase of a player with an empty deck, won by the opponent; the game ends with `game_end` and the
  outcome fields (winner, reason, turns, first player, redraws, final security) agree with the log.

What it does not check (the log cannot show it, or not without re-implementing card effects)
- DP values themselves (modifiers are not all in the log), Security A. totals (`checks_due` is taken as
  logged), whether an effect should have triggered, its targets' legality and durations (e.g. "can't
  attack" for a while), the pilots' choices, the order of simultaneous triggers, hidden card identities
  (which card is drawn or checked), deck-list membership and the Digi-Egg deck size.
- Where the log names a Digimon only by its top card (effect targets, bounces, rule-check trashing) and
  several Digimon share that card, the referee no longer knows which one changed: it then treats their
  presence, state or stack as unknown and skips the checks that would need them, rather than guess.
"""
import json
from functools import cache
from importlib import resources
from simcore.effect_codes import KEYWORDS as KEYWORD_VOCABULARY, KW_FORTITUDE, KW_NONE
from simcore.effect_codes import RESTRICTION_NAMES

MEMORY_LIMIT = 10
PASS_MEMORY = 3
DECK_SIZE = 50
OPENING_HAND = 5
SECURITY_CARDS = 5
KEYWORDS = ("blocker", "reboot", "retaliation", "piercing", "jamming", "rush")
NAMED_KEYWORDS = tuple(n for c, n, _ in KEYWORD_VOCABULARY.entries() if c != KW_NONE)   # `keyword NAME`
# Effects whose target is a Digimon (or Tamer) on the field, named by its top card.
FIELD_EFFECTS = {"dp", "security_attack", "cant_attack_or_block", "delete", "bounce", "bounce_own_cost",
                 "to_deck_bottom", "de_digivolve", "trash_digivolution_bottom",
                 "trash_digivolution_top", "unsuspend", "suspend",
                 "suspend_self_cost", "suspend_own_cost", "suspend_unsuspended", "as_digimon", *KEYWORDS,
                 *NAMED_KEYWORDS}
FREE_PLAY_EFFECTS = ("play_from_trash", "play_from_digivolution_cards", "play_token", "play_self_after_battle",
                     "play_from_under_tamers", "reveal_play", "play_placed", "play_self")
# a Digimon about to leave places cards from beneath it under a Tamer (one event per card, the Tamer's uid)
UNDER_TAMER_SAVES = ("material_save", "digivolution_cards_under_tamer")
# `cant` restrictions that lift a rule the referee checks, kept like keywords (only to allow, never to forbid):
# a Digimon that can't be deleted may survive a lost battle, one that can't unsuspend may stay suspended
RESTRICTION_MARKS = {"be_deleted": "cant_be_deleted", "be_deleted_in_battle": "cant_be_deleted",
                     "unsuspend": "cant_unsuspend", "unsuspend_in_unsuspend_phase": "cant_unsuspend_in_phase",
                     "attack_target_change": "cant_attack_target_change"}
# Events that start a main-phase action of the turn player.
ACTIONS = ("play", "digivolve", "dna_digivolve", "option", "attack", "pass")
KNOWN_KINDS = {"deal", "redraw", "turn_start", "draw", "hatch", "move_out", "play", "digivolve", "dna_digivolve",
               "option",
               "effect", "memory", "attack", "block", "security_check", "battle", "delete", "trash", "pass",
               "turn_end", "game_end"}


def _clamp(m):
    return max(-MEMORY_LIMIT, min(MEMORY_LIMIT, m))


@cache
def effect_lines():
    """The lines of the project's effect encoding, comments dropped: a card with lines in the hand-written files
    (effects.txt, effects_overrides.txt) takes those, any other its generated lines."""
    def lines(name):
        text = resources.files("decks").joinpath("data", name).read_text(encoding="utf-8")
        return [x for x in (raw.split("#", 1)[0].strip() for raw in text.splitlines()) if ":" in x]

    hand = lines("effects.txt") + lines("effects_overrides.txt")
    hand_cards = {x.split()[0] for x in hand}
    return tuple(hand + [x for x in lines("effects_generated.txt") if x.split()[0] not in hand_cards])


@cache
def load_keywords():
    """{card number: {"main": {keyword, ...}, "inherited": {...}}} of the keywords a card gives itself
    (static, from the top card or from under it), read from the project's effect encoding. A keyword given only
    under a condition or on one player's turns goes in "main?" / "inherited?": the referee can't tell whether it
    holds (has_keyword answers None). A card with lines in the hand-written files (effects.txt,
    effects_overrides.txt) takes those, any other its generated lines."""
    out = {}
    for line in effect_lines():
        head, body = line.split(" : " if " : " in line else ":", 1)
        words = head.split()
        action = body.split(";", 1)[0].split()
        if action[:1] == ["keyword"] and len(action) > 1:
            action = action[1:]   # `keyword NAME`: a keyword of RULES.md §9 named by the next word
        if action[:1] == ["cant"] and len(action) > 1 and action[1] in RESTRICTION_MARKS:
            action = [RESTRICTION_MARKS[action[1]], *action[2:]]
        if len(words) < 3 or not action or words[2] != "static" or action[0] not in KEYWORDS + NAMED_KEYWORDS + tuple(
                RESTRICTION_MARKS.values()):
            continue
        if "target=self" not in action:
            if any(w.startswith("target=all_") for w in action):   # "all of ...": by card, under "*"
                out.setdefault("*", {}).setdefault(action[0], set()).add(words[0])
            continue
        held = words[1] + ("?" if any(w.startswith("if=") or w in ("your_turn", "opponents_turn") for w in words[3:])
                           else "")
        out.setdefault(words[0], {"main": set(), "inherited": set()}).setdefault(held, set()).add(action[0])
    return out


@cache
def load_digixros():
    """({card number: [(reduction, name alternatives or None, the entry's other words), one per entry]},
    {card number: {the names it is treated as having for DigiXros}}), read from the project's effect encoding
    (hand-written lines win as in load_keywords)."""
    entries, aliases = {}, {}
    for line in effect_lines():
        head, body = line.split(":", 1)
        card, action = head.split()[0], body.split()
        names = [w[5:].replace("_", " ").split("|") for w in action if w.startswith("name=")]
        if action[:1] == ["digixros"]:
            count = [int(w[6:]) for w in action if w.startswith("count=")]
            rest = [w for w in action[2:] if not w.startswith(("name=", "count=", "target="))]
            entries.setdefault(card, []).extend([(int(action[1]), names[0] if names else None, rest)]
                                                * (count[0] if count else 1))
        elif action[:1] == ["digixros_name"] and names:
            aliases.setdefault(card, set()).update(names[0])
    return entries, aliases


@cache
def load_assembly():
    """{card number: (reduction, number of elements)} of the cards with an <Assembly> requirement (its `assembly`
    rows, one per element), read from the project's effect encoding as load_digixros does."""
    out = {}
    for line in effect_lines():
        head, body = line.split(":", 1)
        card, action = head.split()[0], body.split()
        if action[:1] == ["assembly"] and len(action) > 1:
            out[card] = (int(action[1]), out.get(card, (0, 0))[1] + 1)
    return out


@cache
def load_color_rules():
    """{option number: colours that also meet its colour requirements, or None: it may ignore them} from the
    project's effect encoding (`ignore_color_requirements`); conditions are not evaluated: the referee uses
    these only to allow a use, never to forbid one."""
    out = {}
    for name in ("effects.txt", "effects_overrides.txt", "effects_generated.txt"):
        text = resources.files("decks").joinpath("data", name).read_text(encoding="utf-8")
        for raw in text.splitlines():
            line = raw.split("#", 1)[0].strip()
            if ":" not in line:
                continue
            head, body = line.split(" : " if " : " in line else ":", 1)
            action = body.split(";", 1)[0].split()
            if not action or action[0] != "ignore_color_requirements":
                continue
            card = head.split()[0]
            colors = [w[6:].split(",") for w in action[1:] if w.startswith("color=")]
            if not colors:
                out[card] = None
            elif out.get(card, ()) is not None:
                out[card] = (*out.get(card, ()), *colors[0])
    return out


@cache
def load_use_requirements():
    """{option number: the requirement way ({"traits": ...} or {"text_contains": ...}) of its <Use Req.>} from the
    project's effect encoding (`ignore_color_requirements ... filter=use_requirement`): such an option is used
    only while its player has a Digimon or Tamer meeting it, its colours not asked."""
    out = {}
    for name in ("effects.txt", "effects_overrides.txt", "effects_generated.txt"):
        text = resources.files("decks").joinpath("data", name).read_text(encoding="utf-8")
        for raw in text.splitlines():
            line = raw.split("#", 1)[0].strip()
            if ":" not in line:
                continue
            head, body = line.split(" : " if " : " in line else ":", 1)
            action = body.split(";", 1)[0].split()
            if action[:1] != ["ignore_color_requirements"] or not any(
                    w.startswith("filter=") and "use_requirement" in w[7:].split(",") for w in action):
                continue
            for w in action[1:]:
                if w.startswith("trait="):
                    out[head.split()[0]] = {"traits": tuple(t.replace("_", " ") for t in w[6:].split("|"))}
                elif w.startswith("text~"):
                    out[head.split()[0]] = {"text_contains": (w[5:].replace("_", " "),)}
    return out


@cache
def load_main_cards():
    """The cards with rows of an option's [Main] (`main main`) in the project's encoding: the options, and the dual
    Digimon/Option cards, Digimon cards used from the hand as options too."""
    out = set()
    for name in ("effects.txt", "effects_overrides.txt", "effects_generated.txt"):
        text = resources.files("decks").joinpath("data", name).read_text(encoding="utf-8")
        for raw in text.splitlines():
            words = raw.split("#", 1)[0].split()
            if words[1:3] == ["main", "main"]:
                out.add(words[0])
    return out


@cache
def load_cost_down_per_opponent_card():
    """{card number: N} of the cards whose play cost falls by N for each Digimon and Tamer the opponent has (a
    `play_cost_down N target=self for_each=opponent_digimon_and_tamers` row of the card's own text)."""
    out = {}
    for line in effect_lines():
        head, _, body = line.partition(":")
        words = body.split()
        if words[:1] == ["play_cost_down"] and "for_each=opponent_digimon_and_tamers" in words \
                and head.split()[1:3] == ["main", "static"]:
            out[head.split()[0]] = int(words[1])
    return out


@cache
def load_overflow():
    """{card number: its Overflow memory} of the ACE cards (RULES.md §10.5), read from the project's effect encoding
    (the card's `overflow N` row)."""
    out = {}
    for line in effect_lines():
        head, _, body = line.partition(":")
        words = body.split()
        if len(words) == 2 and words[0] == "overflow" and head.split()[1:3] == ["main", "static"]:
            out[head.split()[0]] = int(words[1])
    return out


@cache
def load_link_costs():
    """{card number: its link cost} of the cards with a link text (RULES.md §10.6), read from the project's
    effect encoding (the `link_requirement` row of the card's link text)."""
    out = {}
    for name in ("effects_generated.txt", "effects.txt", "effects_overrides.txt"):   # hand-written lines last
        text = resources.files("decks").joinpath("data", name).read_text(encoding="utf-8")
        for raw in text.splitlines():
            words = raw.split("#", 1)[0].split()
            if len(words) > 5 and words[1] == "link" and words[3:5] == [":", "link_requirement"]:
                out[words[0]] = int(words[5])
    return out


@cache
def load_link_cost_downs():
    """{card number: amount} of the cards whose text (own or inherited) reduces the link cost of cards linked to the
    Digimon it is part of (`link_cost_down` rows), read from the project's effect encoding."""
    out = {}
    for name in ("effects_generated.txt", "effects.txt", "effects_overrides.txt"):   # hand-written lines last
        text = resources.files("decks").joinpath("data", name).read_text(encoding="utf-8")
        for raw in text.splitlines():
            words = raw.split("#", 1)[0].split()
            if ":" in words and words[words.index(":") + 1:words.index(":") + 2] == ["link_cost_down"]:
                out[words[0]] = int(words[words.index(":") + 2])
    return out


@cache
def load_app_fusions():
    """{card number: (cost, entry names)} of the cards with an App Fusion requirement (RULES.md §10.7), read from the
    project's effect encoding (the card's `app_fusion` row)."""
    out = {}
    for name in ("effects_generated.txt", "effects.txt", "effects_overrides.txt"):   # hand-written lines last
        text = resources.files("decks").joinpath("data", name).read_text(encoding="utf-8")
        for raw in text.splitlines():
            words = raw.split("#", 1)[0].split()
            if len(words) > 5 and words[1:5] == ["main", "static", ":", "app_fusion"]:
                names = [w[len("name="):] for w in words[6:] if w.startswith("name=")]
                out[words[0]] = (int(words[5]), set(names[0].replace("_", " ").split("|")) if names else set())
    return out


@cache
def load_reveal_play_trash():
    """{card number: (fewest, most) cards one of its reveal_plays reveals} of the cards whose reveal_play trashes
    the revealed cards not played, read from the project's effect encoding (the log says only which card was
    played, if any, not which of a card's reveal_plays ran)."""
    out = {}
    for name in ("effects.txt", "effects_overrides.txt", "effects_generated.txt"):
        text = resources.files("decks").joinpath("data", name).read_text(encoding="utf-8")
        for raw in text.splitlines():
            head, _, body = raw.split("#", 1)[0].partition(":")
            for clause in body.split(";"):
                words = clause.split()
                if words[:1] == ["reveal_play"] and "filter=rest_to_trash" in words and head.split():
                    lo, hi = out.get(head.split()[0], (int(words[1]), int(words[1])))
                    out[head.split()[0]] = (min(lo, int(words[1])), max(hi, int(words[1])))
    return out


@cache
def load_triggered_delays():
    """Option numbers with a <Delay> under a timing other than [Main] ("when one of your Tamers is played,
    <Delay> ..."): such a <Delay> resolves as a triggered effect inside another action, not as an action of its
    own. Read from the project's effect encoding, as the keywords are."""
    out = set()
    for name in ("effects.txt", "effects_overrides.txt", "effects_generated.txt"):
        text = resources.files("decks").joinpath("data", name).read_text(encoding="utf-8")
        for raw in text.splitlines():
            line = raw.split("#", 1)[0].strip()
            if ":" not in line:
                continue
            head, body = line.split(" : " if " : " in line else ":", 1)
            words, action = head.split(), body.split(";", 1)[0].split()
            if action[:1] == ["delay"] and len(words) > 2 and words[2] != "activated":
                out.add(words[0])
    return out


@cache
def load_leaving_delays():
    """Option numbers with a <Delay> at own_digimon_would_leave ("when any of your ... Digimon would leave the battle
    area, <Delay> ..."): the option is trashed and its free play happens before that Digimon leaves, so a battle
    loser's deletion waits for them; and the cards whose such effect plays from the hand, or from the hand or from
    beneath them (play_from_hand, play_from_hand_or_digivolution_cards), for the same reason; and those whose
    would_leave_any_way effect draws before such a play (its draw, then its play)."""
    out = set()
    for name in ("effects.txt", "effects_overrides.txt", "effects_generated.txt"):
        text = resources.files("decks").joinpath("data", name).read_text(encoding="utf-8")
        for raw in text.splitlines():
            line = raw.split("#", 1)[0].strip()
            if " : " not in line:
                continue
            head, body = line.split(" : ", 1)
            words, action = head.split(), body.split(";", 1)[0].split()
            leaving_plays = (["delay"], ["play_from_hand_or_digivolution_cards"], ["play_from_hand"])
            if action[:1] in leaving_plays and len(words) > 2 and words[2] == "own_digimon_would_leave":
                out.add(words[0])
            if action[:1] == ["draw"] and len(words) > 2 and words[2] == "would_leave_any_way" \
                    and "play_from_hand_or_digivolution_cards" in body:   # its draw, then its play, before it leaves
                out.add(words[0])
    return out


@cache
def load_requirement_rules():
    """({card number: [(cost, base way, condition way or None, way of the card placed from the trash or {})]} of its
    `hand_main : hand_digivolve` rows ([Hand] [Main]: it digivolves from the hand onto a Digimon with the base name
    for that cost, ignoring requirements, while the row's if=own_has_name holds), {card number: [(cost, base way,
    condition way)]} of its `digivolve_while_you_have` rows (a further requirement while its player has a Digimon
    or Tamer passing the condition), {card number: [(cost, way of the card digivolved into, condition way)]} of its
    `digivolve_into_while` rows), read from the project's effect encoding as the keywords are; ways as
    `_Referee.passes` takes them."""
    def way(words, prefix):
        out = {}
        for w in words:
            key, _, value = w.partition("=")
            values = tuple(v.replace("_", " ") for v in value.split("|"))
            if key == prefix + "name":
                out["names"] = values
            elif key == prefix + "trait":
                out["traits"] = values
            elif key == prefix + "any":   # base_any=name:X|name:Y: a part of the name (other kinds not read)
                out["name_contains"] = tuple(v[len("name:"):] for v in values if v.startswith("name:"))
        return out

    hand, while_, into = {}, {}, {}
    for line in effect_lines():
        head, body = line.split(" : " if " : " in line else ":", 1)
        words, action = head.split(), body.split(";", 1)[0].split()
        if len(action) < 2 or not action[1].isdigit():
            continue
        if action[0] == "hand_digivolve" and "hand_main" in words:
            cond = [w[len("if=own_has_name="):] for w in words if w.startswith("if=own_has_name=")]
            hand.setdefault(words[0], []).append(
                (int(action[1]), way(action, "base_"), {"names": tuple(cond[0].replace("_", " ").split("|"))}
                 if cond else None, way(action, "")))   # last: the card of the trash that goes under it first
        elif action[0] == "digivolve_while_you_have":   # for_each=own_security: the cost once per security card
            cond = way(action, "")
            if any(w.startswith("if=opponent_dp>=") for w in words):   # the opponent's Digimon of N DP or more:
                cond = {"opponent_digimon": True}   # the referee keeps no DP, it asks for an opponent's Digimon
            under = [w[len("if=named_digivolution_cards>="):] for w in words
                     if w.startswith("if=named_digivolution_cards>=")]
            if under:   # "[X] w/N or more [Y] trait cards under": N cards of the way under the base's top card
                cond = {"under": (int(under[0]), way(action, ""))}
            tamers = [w[len("if=own_trait_tamers>="):] for w in words if w.startswith("if=own_trait_tamers>=")]
            if tamers:   # "while you have N or more [X] trait Tamers": N Tamers of the way
                cond = {"tamers": (int(tamers[0]), way(action, ""))}
            while_.setdefault(words[0], []).append((int(action[1]), way(action, "base_"), cond,
                                                    "for_each=own_security" in action))
        elif action[0] == "digivolve_into_while":   # this Digimon may digivolve into cards of the base filter
            into.setdefault(words[0], []).append((int(action[1]), way(action, "base_"), way(action, "")))
    return hand, while_, into


@cache
def load_text_names():
    """{card number: the lowercase [NAME]s in its text} as decks/data/text_names.tsv lists them (the names a
    requirement "w/[NAME] in text" or a `text~` filter asks for; no card text is kept in the project)."""
    text = resources.files("decks").joinpath("data", "text_names.tsv").read_text(encoding="utf-8")
    out = {}
    for raw in text.splitlines():
        if raw and not raw.startswith("#"):
            number, _, names = raw.partition("\t")
            out[number] = set(names.split("|"))
    return out


@cache
def load_named_lines(action):
    """{card number: the lowercase names of its `ACTION ... name=A|B` lines} (place_self_under_lacking: the names
    the Digimon it goes under may not have beneath; cant named_digivolution_cards_trashed: the names of the
    digivolution cards effects can't trash under the Digimon with the card), read from the project's encoding."""
    out = {}
    for line in effect_lines():
        head, body = line.split(" : " if " : " in line else ":", 1)
        words = body.split(";", 1)[0].split()
        if " ".join(words[:len(action.split())]) == action:
            for w in words:
                if w.startswith("name="):
                    out.setdefault(head.split()[0], set()).update(w[5:].replace("_", " ").split("|"))
    return out


@cache
def load_name_aliases():
    """{card number: (the lowercase names it is also treated as, those it also has in its name)} as
    decks/data/name_aliases.tsv lists them (a rule line "[Rule] Name: Also treated as [X]" / "... as having [X]")."""
    text = resources.files("decks").joinpath("data", "name_aliases.tsv").read_text(encoding="utf-8")
    out = {}
    for raw in text.splitlines():
        if raw and not raw.startswith("#"):
            number, exact, parts = raw.split("\t")
            out[number] = (set(exact.split("|")) - {""}, set(parts.split("|")) - {""})
    return out


class _Facts:
    """Card facts by number from a catalog of `decks.catalog.Card`-like objects or dicts."""

    def __init__(self, cards):
        self.cards = cards

    def card(self, number):
        if hasattr(self.cards, "get"):
            return self.cards.get(number)
        try:  # a look-up function such as decks.catalog.get_card
            return self.cards(number)
        except (KeyError, TypeError, AttributeError):
            return None

    def get(self, number, field):
        c = self.card(number) if number is not None else None
        if c is None:
            return None
        return c.get(field) if isinstance(c, dict) else getattr(c, field, None)

    def requirements(self, number):
        out = []
        for r in self.get(number, "digivolve") or ():
            if isinstance(r, dict):
                out.append((r["color"], r["level"], r["cost"]))
            elif isinstance(r, (tuple, list)):
                out.append(tuple(r))
            else:
                out.append((r.color, r.level, r.cost))
        return out

    def dna_requirements(self, number):
        """(cost, way of the Digimon on top, way of the other) of each DNA requirement (catalog `alt_digivolve`)."""
        out = []
        for r in self.get(number, "dna") or ():
            if isinstance(r, dict):
                out.append((r["cost"], dict(r["left"]), dict(r["right"])))
            else:
                out.append((r.cost, dict(vars(r.left)), dict(vars(r.right))))
        return out

    def alt_requirements(self, number):
        """(cost, [way as {field: value}]) of each alternative requirement (catalog `alt_digivolve`)."""
        out = []
        for r in self.get(number, "alt_digivolve") or ():
            if isinstance(r, dict):
                out.append((r["cost"], [dict(w) for w in r["ways"]]))
            else:
                out.append((r.cost, [dict(vars(w)) for w in r.ways]))
        return out


class _FaceDown(str):
    """A card placed face down under a Digimon: equal to its card number, without a level or DP while it lies there
    (one that becomes the top card is trashed for having no DP)."""


class _Digimon:
    """What the referee knows of one Digimon or Tamer on the field. None = unknown."""

    __slots__ = ("granted", "maybe_gone", "owner", "played_turn", "stack", "susp", "top", "uid")

    def __init__(self, uid, owner, card, played_turn):
        self.uid = uid
        self.owner = owner
        self.stack = [card]         # bottom first; None once unknown (the top may still be known)
        self.top = card
        self.played_turn = played_turn
        self.susp = False
        self.maybe_gone = False     # an ambiguous removal may have taken it
        self.granted = set()        # keywords an effect may have given it


class _Attack:
    def __init__(self, p, uid, target_uid, sec_at_declaration):
        self.p = p
        self.uid = uid
        self.target = target_uid    # None = the player
        self.blocked = False
        self.checks = 0
        self.due = None
        self.battle = None          # result of the Digimon battle, if any
        self.pending_security_digimon = None  # checked Digimon card that must battle next
        self.sec_at_declaration = sec_at_declaration
        self.won = False
        self.count_changed = False  # an effect on the attacking side may have changed the checks due
        self.ended = False          # an effect ended it: no block, check or battle comes (RULES.md section 6)
        self.maybe_kept = False     # an effect switched the target, but the attacker may have kept it: `kept`
        self.kept = None            # the target it had then (None = the player), until the confirmation tells


class _Referee:
    def __init__(self, game, cards, keywords):
        self.game = game
        self.facts = _Facts(cards)
        self.kw = load_keywords() if keywords is None else keywords
        self.errors = []
        self.i = -1
        self.ev = None
        self.turn = 0
        self.cur = None             # turn player
        self.first = None
        self.mem = 0                # gauge from player 0's side
        self.deck = [DECK_SIZE - OPENING_HAND - SECURITY_CARDS] * 2
        self.hand = [OPENING_HAND] * 2
        self.sec = [SECURITY_CARDS] * 2
        self.field = [{}, {}]       # uid -> _Digimon (battle area)
        self.breeding = [None, None]  # _Digimon (uid may be None until the log names it)
        self.seen_uids = set()
        self.phase = "setup"        # setup, draw, breeding, main, ending, over
        self.phase_draw_done = False
        self.breeding_done = False
        self.hatch_by_effect = None   # the player whose effect's `hatch` event announced the next hatch
        self.move_by_effect = None   # the player whose effect's `hatch_or_move_out` event announced the next move out
        self.expect_draws = None    # [player, n, why]
        self.expect_draws_next = None   # the opponent's draws after them (draw_both)
        self.expect_play = None     # (player, card) of an effect's free play
        self.security_battled = None  # (owner, card) of the Security Digimon that battled last
        self.expect_digivolve = None  # (player, card, uid, cost) of an effect's digivolution
        self.expect_overflow = None   # (player, memory lost) of an ACE card's Overflow, its memory event next
        self.by_effect = None       # that digivolution, while its event is checked
        self.app_fusion = False     # that digivolution is an App Fusion (its requirement checked with its effect)
        self.link_cut = None        # (player, card, memory off) of the link whose link_cost_down events were just seen
        self.last_link_paid = 0     # what the last link_self paid (its handler reads it before the gauge is checked)
        self.cost_down = None       # (player, card, uid, amount) of a Digimon's own digivolution cost reduction
        self.play_cost_down = None  # (player, card, amount) of a play cost reduction said before a play or use
        self.xros = []              # (player, source card, material, amount) of DigiXros materials said before a play
        self.assembly = []          # (player, card, trash card, amount) of <Assembly> cards said before a play
        self.digivolve_from_trash = False   # the effect's digivolution said before the next one takes a trash card
        self.hand_slack = [0, 0]    # hand cards that may have been DigiXros materials (xros_from_tamers)
        self.deck_slack = [0, 0]    # deck cards that may have been revealed and trashed (reveal_play of two sizes)
        self.gone = [None, None]    # the _Digimon of each player that left the battle area last
        self.dna_by_effect = None   # (player, card, cost) of an effect's DNA digivolution, said right before it
        self.dna_trash_card = None  # the trash card of a dna_digivolve_with_trash, said right before it
        self.hand_digivolve = None  # (player, card, uid, the card) of a [Hand] [Main] digivolution's trash cost
        self.expect_deletes = None  # {(owner, uid)} battle losers not yet deleted
        self.extra_battle_deletes = set()  # (owner, uid) winners that may also go (Retaliation)
        self.stay_cost = None       # the card of a `stay` effect (or <Scapegoat>) announced: its cost's events follow
        self.stay_dna = False       # a DNA digivolution before a Digimon leaves: its events come before the deletions
        self.leaving_draw = False   # the draws of a would_leave_any_way draw before its play: before the deletions
        self.dna_leaving_uid = None  # the Digimon that would leave, one of the two of that DNA digivolution
        self.attack = None
        self.effect_attack = None   # (player, uid) of the Digimon an effect just let attack
        self.no_suspend_attack = None   # (player, uid) of the Digimon an effect let attack without suspending
        self.ignoring = None   # (player, card, uid, cost): an effect's digivolution that ignores the requirements
        self.effect_battle = None   # (player, uid) of the opponent's Digimon a `battle` effect just named
        self.vortex = None          # (player, uid) of the Digimon whose <Vortex> was just said
        self.overclock = None       # (player, uid) of the Digimon whose <Overclock> was just said
        self.execute = None         # (player, uid) of the Digimon whose <Execute> was just said
        # uids of the turn player's Digimon that had <Overclock> when one of theirs was deleted by an effect at
        # the turn's end (its cost): what that deletion sets off may strip the card with it before the attack
        self.overclock_paid = set()
        self.player_grants = [set(), set()]  # keywords an effect gave all of a player's Digimon
        self.face_up = [set(), set()]  # options each player placed face up in security (RULES.md §10.8)
        self.sa_reduced = [False, False]     # a Security A. reduction was seen on this player's Digimon
        self.redraws = [None, None]
        self.ended = None

    # --- helpers ---------------------------------------------------------------------------------------
    def bad(self, msg):
        e = self.ev
        where = f"event {self.i}" if e is None else f"event {self.i} (turn {e.get('turn')}, {e.get('kind')})"
        self.errors.append(f"{where}: {msg}".replace("\r", "\\r").replace("\n", "\\n"))

    def mp(self, p):
        """Memory from player p's side."""
        return self.mem if p == 0 else -self.mem

    def kind(self, card):
        return self.facts.get(card, "kind")

    def digimon_now(self, r, card):
        """Whether `card`, the top of r, may act as a Digimon: a Digimon card, or a Tamer an as_digimon effect
        named (a Tamer also treated as a Digimon)."""
        return self.kind(card) == "digimon" or (self.kind(card) == "tamer" and "as_digimon" in r.granted)

    def dual(self, card):
        """A dual Digimon/Option card: a Digimon card with an option's [Main] rows."""
        return self.kind(card) == "digimon" and card in load_main_cards()

    def is_token(self, card):
        """A Token (RULES.md section 10.1): in no deck (0 copies allowed); it leaves the game when it leaves."""
        return card is not None and self.facts.get(card, "max_copies") == 0

    def all_records(self, p):
        out = list(self.field[p].values())
        if self.breeding[p] is not None:
            out.append(self.breeding[p])
        return out

    def has_keyword(self, r, kw):
        """True / False / None (can't tell) for a keyword of Digimon r."""
        if kw in r.granted or kw in self.player_grants[r.owner]:
            return True
        givers = self.kw.get("*", {}).get(kw)
        if givers and any(g.top is None or g.stack is None
                          or givers & {c for c in g.stack if not isinstance(c, _FaceDown)}
                          for side in self.field for g in side.values()):
            return None   # a persistent "all of ..." row of a card on the field may give it
        if givers and givers & self.face_up[r.owner]:
            return None   # or of a card its owner placed face up in security (where it may still lie)
        if r.top is None:
            return None
        if kw in self.kw.get(r.top, {}).get("main", ()):
            return True
        if r.stack is None:
            return None
        under = [self.kw.get(c, {}) for c in r.stack[:-1] if not isinstance(c, _FaceDown)]   # face down: none
        if any(kw in k.get("inherited", ()) for k in under):
            return True
        if kw in self.kw.get(r.top, {}).get("main?", ()) or any(kw in k.get("inherited?", ()) for k in under):
            return None   # given under a condition the referee does not evaluate
        return False

    def candidates(self, p, card):
        """p's battle-area Digimon that may be the one named by its top card."""
        return [r for r in self.field[p].values() if r.top == card or r.top is None]

    def sure(self, cands, card):
        return len(cands) == 1 and cands[0].top == card and not cands[0].maybe_gone

    def remove_by_card(self, p, card, what):
        cands = self.candidates(p, card)
        if not cands:
            self.bad(f"{what}: player {p} has no {card} in the battle area")
        elif self.sure(cands, card):
            self.gone[p] = self.field[p].pop(cands[0].uid)
        else:
            for r in cands:
                r.maybe_gone = True
        return cands

    def find(self, p, uid):
        r = self.field[p].get(uid)
        if r is not None and r.maybe_gone:
            r.maybe_gone = False    # named by uid: it is still there
        return r

    def names(self, card):
        """The lowercase exact names of a card: its printed one and those it is also treated as."""
        name = self.facts.get(card, "name")
        return {name.lower()} | load_name_aliases().get(card, (set(), set()))[0] if name else set()

    def kept(self, r, card):
        """Whether effects can't trash `card` from beneath r (a known stack): a card of r has a line
        `cant named_digivolution_cards_trashed` naming one of its names."""
        marks = load_named_lines("cant named_digivolution_cards_trashed")
        if r.stack is None or isinstance(card, _FaceDown) or not marks:
            return False
        return any(self.names(card) & marks.get(d, set()) for d in r.stack)

    def take_from_beneath(self, r, target, what, trash=False):
        """target leaves from beneath the top card of r (a known stack), the event `what` says (no such card
        beneath: a violation; with `trash`, an effect trashing it: one effects can't trash is a violation too)."""
        if r.stack is None:
            return
        if trash and target in r.stack[:-1] and self.kept(r, target):
            self.bad(f"{what} {target} from beneath uid {r.uid}, which effects can't trash")
        if target in r.stack[:-1]:
            r.stack.remove(target)
        else:
            self.bad(f"{what} {target}, not beneath uid {r.uid}")

    def place_under(self, p, e, target, kinds=(), what="", own=False, face_down=False):
        """target (face down: its facts hidden) to the bottom of the stack of p's uid e["target_uid"], whose top must
        be of one of `kinds` (none: any kind), or with `own` the card of the effect itself."""
        r = self.find(p, e.get("target_uid"))
        if r is None:
            self.bad(f"places {target} under uid {e.get('target_uid')}, not in player {p}'s battle area")
        elif kinds and r.top is not None and self.kind(r.top) not in kinds and not (own and r.top == e.get("card")):
            self.bad(f"places {target} under {r.top}, which is not {what}")
        elif r.stack is not None:
            r.stack.insert(0, _FaceDown(target) if face_down else target)

    def new_uid(self, uid):
        if uid in self.seen_uids:
            self.bad(f"uid {uid} was used before")
        self.seen_uids.add(uid)

    # --- the run ---------------------------------------------------------------------------------------
    def run(self):
        events = self.game.get("events") or []
        for self.i, self.ev in enumerate(events):
            try:
                self.step(self.ev)
            except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
                self.bad(f"malformed event ({type(exc).__name__}: {exc})")
        self.i, self.ev = len(events), None
        try:
            self.close_attack()
            self.finish()
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
            self.bad(f"malformed log ({type(exc).__name__}: {exc})")
        return self.errors

    def step(self, e):
        k = e.get("kind")
        if k not in KNOWN_KINDS:
            self.bad(f"unknown event kind {k!r}")
            return
        if self.phase == "over":
            self.bad("event after the end of the game")
            return
        if e.get("player") not in (0, 1):
            self.bad(f"player {e.get('player')!r} is neither 0 nor 1")
            return
        if k != "turn_start" and e.get("turn") != self.turn:
            self.bad(f"turn {e.get('turn')} but the current turn is {self.turn}")
        self.pending_checks(e)
        getattr(self, "on_" + k)(e)
        self.check_memory(e)

    def pending_checks(self, e):
        """What the previous events require of this one."""
        k, p = e["kind"], e["player"]
        saves = k == "effect" and (e.get("effect") == "stay" or (e.get("effect") == "keyword"
                                                                  and (e.get("amount") or 0) < 0))
        # a play from beneath a battle loser before it leaves (would_leave_any_way): its effect, then the play;
        # a loser whose <Jamming> is unsure (extra_battle_deletes) too
        due = (self.expect_deletes or set()) | self.extra_battle_deletes
        if any(owner == p for owner, _ in due) and (
                (k == "effect" and e.get("effect") in ("play_from_digivolution_cards", *UNDER_TAMER_SAVES, "play_placed"))
                or (k == "play" and self.expect_play == (p, e.get("card")))
                or (k == "effect" and e.get("effect") in ("delay", "play_from_hand", "draw")
                    and e.get("card") in load_leaving_delays())
                or (k == "draw" and self.leaving_draw)):
            saves = True   # (a <Delay> at own_digimon_would_leave: the option trashed, its free play)
        # the draws of a would_leave_any_way effect that draws before its play (they come before the deletion due)
        self.leaving_draw = saves and ((k == "effect" and e.get("effect") == "draw") or (k == "draw" and self.leaving_draw))
        if self.stay_dna:   # the (DNA) digivolution keeping a battle loser (dna_digivolve_before_leaving, a
            # <Delay> digivolving it), its draw
            if k in ("dna_digivolve", "digivolve", "draw", "memory"):
                saves = True
                if k == "draw":
                    self.stay_dna = False
            elif not (k == "effect" and e.get("card") == self.stay_cost):
                self.stay_dna = False
        if self.stay_cost is not None:   # the cost of a `stay` effect: its events come before the deletions due
            if (k == "effect" and e.get("card") == self.stay_cost) or (k == "delete" and e.get("cause") == "effect"):
                saves = True
            else:
                self.stay_cost = None
        if not (k == "delete" and e.get("cause") == "battle") and not saves:
            for owner, uid in sorted(self.expect_deletes or ()):
                r = self.field[owner].get(uid)
                if r is not None and self.has_keyword(r, "cant_be_deleted") is not False:
                    continue   # a `cant be_deleted` restriction may keep it
                self.bad(f"battle loser uid {uid} of player {owner} was not deleted")
            self.expect_deletes = None
            self.extra_battle_deletes = set()
        if self.expect_draws is not None:
            who, n, why = self.expect_draws
            if k == "draw" and p == who:
                self.expect_draws[1] -= 1
                if self.expect_draws[1] == 0:
                    self.expect_draws, self.expect_draws_next = self.expect_draws_next, None
                e["_explained"] = True
            else:
                self.bad(f"expected {n} more draw(s) by player {who} after {why}")
                self.expect_draws = self.expect_draws_next = None
        if self.expect_play is not None:
            who, card = self.expect_play
            if k == "effect" and e.get("effect") == "play_cost_down" and (p, e.get("target")) == (who, card):
                return   # the reduction is said between the effect and its play
            if not (k == "play" and p == who and e.get("card") == card):
                self.bad(f"the effect's play of {card} by player {who} is missing")
            self.expect_play = None
        if self.expect_overflow is not None:
            who, lost = self.expect_overflow
            if not (k == "memory" and p == who and e.get("change") == _clamp(self.mp(p) - lost) - self.mp(p)):
                self.bad(f"the Overflow memory loss of {lost} of player {who} is missing")
            self.expect_overflow = None
        if self.expect_digivolve is not None:
            who, card, uid, cost = self.expect_digivolve
            if k == "digivolve" and (p, e.get("card"), e.get("uid"), e.get("cost")) == (who, card, uid, cost):
                self.by_effect = self.expect_digivolve
            else:
                self.bad(f"the effect's digivolution of uid {uid} into {card} for {cost} by player {who} is missing")
            self.expect_digivolve = None

    def check_memory(self, e):
        k, p = e["kind"], e["player"]
        before = self.mem
        if k in ("play", "digivolve", "dna_digivolve", "option"):
            cost = e.get("cost")
            if not isinstance(cost, int) or cost < 0:
                self.bad(f"bad cost {cost!r}")
                cost = 0
            if self.mp(p) - cost < -MEMORY_LIMIT:
                self.bad(f"cost {cost} is not payable with memory {self.mp(p)}")
            want = _clamp(self.mp(p) - cost)
        elif k == "memory":
            want = _clamp(self.mp(p) + e.get("change", 0))
        elif k == "effect" and e.get("effect") == "play_or_use_from_hand" and not self.play_follows(e):
            want = _clamp(self.mp(p) - (e.get("amount") or 0))   # a use, paid with this event
        elif k == "effect" and e.get("effect") == "use_option_from_trash":
            want = _clamp(self.mp(p) - (e.get("amount") or 0))   # the use from the trash, paid with this event
        elif k == "effect" and e.get("effect") == "link_self":
            want = _clamp(self.mp(p) - self.last_link_paid)
        elif k == "effect" and e.get("effect") in ("link_to_self", "link_to_self_from_trash", "link_to_own"):
            want = _clamp(self.mp(p) - (e.get("amount") or 0))   # the reduced link cost, paid with this event
        elif k == "effect" and e.get("effect") == "link_from_battle_area":   # the link cost, paid with this event
            want = _clamp(self.mp(p) - (e.get("amount") or 0))
        elif k == "pass":
            want = -PASS_MEMORY
        else:
            want = self.mp(p)
        want_a = want if p == 0 else -want
        got = e.get("memory")
        if not isinstance(got, int) or not -MEMORY_LIMIT <= got <= MEMORY_LIMIT:
            self.bad(f"memory {got!r} outside [-10, 10]")
        elif got != want_a:
            self.bad(f"memory {got:+d} (from A's side), expected {want_a:+d} (was {before:+d})")
        if isinstance(got, int):
            self.mem = got

    def begin_action(self, e, what):
        """A main-phase action of the turn player starts: close the phases before it."""
        p = e["player"]
        self.effect_attack = None
        if p != self.cur:
            self.bad(f"{what} by player {p}, but it is player {self.cur}'s turn")
        self.leave_unsuspend_phase()
        if self.phase in ("draw", "breeding"):
            self.end_draw_phase()
            self.phase = "main"
        elif self.phase == "ending":
            self.phase = "main"
        elif self.phase != "main":
            self.bad(f"{what} outside the main phase")
        if self.mp(self.cur) < 0:
            self.bad(f"{what} with memory {self.mp(self.cur)} on the opponent's side: the turn should have ended")
        self.close_attack()

    def end_draw_phase(self):
        if self.phase == "draw" and not self.phase_draw_done and self.turn > 1:
            if self.deck[self.cur] == 0:
                self.bad("empty deck at the draw phase, but the game did not end by deck_out")
            else:
                self.bad("no draw in the draw phase")
        if self.phase == "draw":
            self.phase = "breeding"

    # --- setup -----------------------------------------------------------------------------------------
    def on_deal(self, e):
        if self.i != 0 or self.first is not None:
            self.bad("deal is not the first event")
        fp = e.get("first_player")
        if fp not in (0, 1) or e["player"] != fp:
            self.bad(f"bad first player {fp!r}")
            fp = e["player"]
        self.first = fp
        if self.game.get("first_player", fp) != fp:
            self.bad(f"outcome first_player {self.game.get('first_player')} but the deal says {fp}")

    def on_redraw(self, e):
        if self.phase != "setup" or self.first is None:
            self.bad("redraw outside the setup")
            return
        p = e["player"]
        want = self.first if self.redraws[self.first] is None else 1 - self.first
        if self.redraws[want] is not None:
            self.bad("more than one redraw decision per player")
        elif p != want:
            self.bad(f"player {p} decides on a redraw before player {want}")
        self.redraws[p] = bool(e.get("redraw"))

    # --- turns -----------------------------------------------------------------------------------------
    def on_turn_start(self, e):
        p = e["player"]
        if self.phase == "setup":
            if None in self.redraws:
                self.bad("the game starts before both redraw decisions")
            want = self.first
        else:
            self.close_attack()
            if self.phase != "ending":
                self.bad("a new turn starts without a turn_end")
            elif self.mp(self.cur) >= 0:
                self.bad(f"a new turn starts with memory {self.mp(self.cur)} on the ending player's side")
            want = 1 - self.cur
        if p != want:
            self.bad(f"turn of player {p}, expected player {want}")
        if e.get("turn") != self.turn + 1:
            self.bad(f"turn {e.get('turn')} follows turn {self.turn}")
        self.turn = e.get("turn") if isinstance(e.get("turn"), int) else self.turn + 1
        self.cur = p
        if isinstance(e.get("hand"), int) and 0 <= self.hand[p] - e.get("hand") <= self.hand_slack[p]:
            self.hand[p] = e.get("hand")
        self.hand_slack[p] = 0
        if isinstance(e.get("deck"), int) and 0 <= self.deck[p] - e.get("deck") <= self.deck_slack[p]:
            self.deck[p] = e.get("deck")
        self.deck_slack[p] = 0
        for name, mine in (("deck", self.deck), ("hand", self.hand), ("security", self.sec)):
            if e.get(name) != mine[p]:
                self.bad(f"{name} of player {p} is {e.get(name)}, the log accounts for {mine[p]}")
                if isinstance(e.get(name), int):
                    mine[p] = e.get(name)
        # the unsuspend phase: its [Start of Your/Opponent's Turn] effects, then the unsuspension
        self.phase = "unsuspend"
        self.phase_draw_done = False
        self.overclock_paid = set()
        self.breeding_done = False

    def leave_unsuspend_phase(self):
        """RULES.md §3: [Start of Your/Opponent's Turn] effects (logged after `turn_start`) resolve first, then
        the turn player's cards unsuspend, and <Reboot> Digimon of the other player too."""
        if self.phase != "unsuspend":
            return
        p = self.cur
        for r in self.all_records(p):
            r.susp = False if self.has_keyword(r, "cant_unsuspend") is False \
                and self.has_keyword(r, "cant_unsuspend_in_phase") is False else None
        for r in self.all_records(1 - p):
            if r.susp is not False and self.has_keyword(r, "reboot") is not False:
                r.susp = None
        self.phase = "draw"

    def on_turn_end(self, e):
        p = e["player"]
        self.close_attack()
        if p != self.cur:
            self.bad(f"turn_end by player {p} in player {self.cur}'s turn")
        self.leave_unsuspend_phase()
        if self.phase in ("draw", "breeding"):
            # RULES.md §4: the main phase began with memory on the opponent's side (paid over by an effect of
            # the turn's start or its breeding phase): its first check ends the turn before any action
            self.end_draw_phase()
            self.phase = "main"
        if self.phase not in ("main", "ending"):
            self.bad("turn_end outside the main phase")
        if self.mp(self.cur) >= 0:
            self.bad(f"turn ends with memory {self.mp(self.cur)} on the turn player's side")
        self.phase = "ending"

    def on_pass(self, e):
        self.begin_action(e, "pass")

    # --- drawing and breeding --------------------------------------------------------------------------
    def on_draw(self, e):
        p = e["player"]
        if self.deck[p] <= 0:
            self.bad(f"player {p} draws from an empty deck")
        self.deck[p] -= 1
        self.hand[p] += 1
        if e.pop("_explained", False):
            return
        self.leave_unsuspend_phase()
        if self.phase == "draw" and p == self.cur:
            if self.turn == 1:
                self.bad("the first player draws in the draw phase of turn 1")
            elif self.phase_draw_done:
                self.bad("more than one draw in the draw phase")
            self.phase_draw_done = True
            return
        self.bad(f"draw by player {p} that no rule or effect explains")

    def breeding_action(self, e, what):
        p = e["player"]
        if p != self.cur:
            self.bad(f"{what} by player {p} in player {self.cur}'s turn")
        self.leave_unsuspend_phase()
        if self.phase in ("draw", "breeding") and not self.breeding_done:
            self.end_draw_phase()
            self.phase = "breeding"
        else:
            self.bad(f"{what} outside the breeding phase or a second breeding action")
        self.breeding_done = True

    def on_hatch(self, e):
        if self.hatch_by_effect == e["player"]:   # an effect's hatch, said right before it: no breeding action
            self.hatch_by_effect = None
        else:
            self.breeding_action(e, "hatch")
        p, card = e["player"], e.get("card")
        if self.kind(card) != "digi-egg":
            self.bad(f"hatches {card}, which is not a Digi-Egg")
        if self.breeding[p] is not None:
            self.bad("hatch into an occupied breeding area")
        self.breeding[p] = _Digimon(None, p, card, None)

    def on_move_out(self, e):
        if self.move_by_effect == e["player"]:   # an effect's move, said right before it: no breeding action
            self.move_by_effect = None
        else:
            self.breeding_action(e, "move out")
        p, card, uid = e["player"], e.get("card"), e.get("uid")
        r = self.breeding[p]
        if r is None:
            self.bad("move out of an empty breeding area")
            r = _Digimon(uid, p, card, None)
        if r.top != card:
            self.bad(f"moves out {card}, but the breeding area holds {r.top}")
        if self.facts.get(card, "dp") is None:
            self.bad(f"moves out {card}, which has no printed DP")
        if r.uid is None:
            self.new_uid(uid)
        elif r.uid != uid:
            self.bad(f"moves out uid {uid}, but the breeding Digimon is uid {r.uid}")
        r.uid = uid
        self.breeding[p] = None
        self.field[p][uid] = r

    # --- playing, digivolving, options -----------------------------------------------------------------
    def on_play(self, e):
        p, card, cost, uid = e["player"], e.get("card"), e.get("cost"), e.get("uid")
        want_stack = None
        if self.xros:   # the DigiXros materials, the last entry's at the bottom, the first right under the card
            want_stack = [m for _, _, m, _ in reversed(self.xros)] + [card]
        elif self.assembly:   # the same for the cards of an <Assembly> requirement
            want_stack = [m for _, _, m, _ in reversed(self.assembly)] + [card]
        prev = self.game["events"][self.i - 1] if self.i > 0 else {}
        free = (prev.get("kind") == "effect" and prev.get("effect") in FREE_PLAY_EFFECTS and prev.get("player") == p
                and prev.get("target") == card) or \
               (prev.get("kind") == "effect" and prev.get("effect") == "keyword" and prev.get("amount") == -KW_FORTITUDE
                and prev.get("player") == p and prev.get("target") == card) or \
               (prev.get("kind") == "security_check" and prev.get("card") == card and prev.get("player") == 1 - p)
        from_hand = (prev.get("kind") == "effect" and prev.get("effect") in ("play_from_hand", "play_or_use_from_hand")
                     and prev.get("player") == p and prev.get("target") == card)
        paid_from_trash = self.paid_play_from_trash(p, card)
        if paid_from_trash is not None:   # play_from_trash N ... filter=pay_cost: the cost it logged
            free = False
            down, self.play_cost_down = self.play_cost_down, None   # said with it: the cost logged is the check
            if down is not None and down[:2] != (p, card):
                self.bad(f"a play cost reduction of {down[1]} for player {down[0]} is followed by {card} of player {p}")
            if cost != (paid_from_trash.get("amount") or 0):
                self.bad(f"play of {card} from the trash by an effect costs {cost}, the effect said "
                         f"{paid_from_trash.get('amount') or 0}")
        elif from_hand:   # an effect plays it from the hand: free, or the cost it logged (filter=pay_cost)
            if cost != (prev.get("amount") or 0):
                self.bad(f"play of {card} from the hand by an effect costs {cost}, the effect said "
                         f"{prev.get('amount') or 0}")
            self.hand[p] -= 1
        elif free:
            if cost != 0:
                self.bad(f"play of {card} by an effect costs {cost}, not 0")
        else:
            if not self.paid_play_by_effect(p, card):
                self.begin_action(e, "play")
            want = self.reduced_cost(p, card)
            materials, self.xros = self.xros, []
            if materials:
                want = self.digixros_cost(p, card, want, materials)
            elements, self.assembly = self.assembly, []
            if elements:
                want = self.assembly_cost(p, card, want, elements)
            if cost != want:
                self.bad(f"play of {card} costs {cost}, the card's play cost is {want}")
            self.hand[p] -= 1
        if self.kind(card) not in ("digimon", "tamer"):
            self.bad(f"plays {card}, which is not a Digimon or Tamer")
        self.new_uid(uid)
        self.field[p][uid] = _Digimon(uid, p, card, self.turn)
        if self.xros:
            self.bad(f"DigiXros materials said before a play by an effect of {card}")
            self.xros = []
        if self.assembly:
            self.bad(f"<Assembly> cards said before a play by an effect of {card}")
            self.assembly = []
        elif self.field[p][uid].stack is not None and want_stack is not None:
            self.field[p][uid].stack = want_stack

    def assembly_cost(self, p, card, want, elements):
        """The cost of a play of `card` with these <Assembly> cards from the trash (RULES.md section 10.9): one per
        element of its encoded requirement, all of them, each said for this card and player; the cost is lowered
        by the requirement's amount once, never below 0."""
        down, count = load_assembly().get(card, (0, 0))
        if any(x[:2] != (p, card) or x[3] != down for x in elements):
            self.bad(f"<Assembly> cards said for another play or amount than {card}'s ({elements})")
        if len(elements) != count:
            self.bad(f"{len(elements)} <Assembly> cards for {card}, whose requirement has {count} elements")
        return max(want - down, 0)

    def digixros_cost(self, p, card, want, materials):
        """The cost of a play of `card` with these DigiXros materials (RULES.md section 10.2): each fills a
        different entry of the card's requirement (its name, or a name it is treated as having, for a named
        entry; the kind, level and trait words otherwise) and lowers the cost by the entry's amount, never
        below 0."""
        entries, aliases = load_digixros()
        wanted = entries.get(card, [])
        if len(materials) > len(wanted):
            self.bad(f"{len(materials)} DigiXros materials for {card}, whose requirement has {len(wanted)} entries")
            return want
        free = list(range(len(wanted)))
        down = 0
        for who, source, m, amount in materials:
            if (who, source) != (p, card):
                self.bad(f"DigiXros material {m} of {source} for player {who} is followed by {card} of player {p}")
                continue
            fit = [j for j in free if self.fills(m, wanted[j], aliases)]
            if not fit:
                self.bad(f"DigiXros material {m} fills no open entry of {card}'s requirement")
                continue
            free.remove(fit[0])
            if amount != wanted[fit[0]][0]:
                self.bad(f"DigiXros material {m} lowers the cost of {card} by {amount}, not {wanted[fit[0]][0]}")
            down += wanted[fit[0]][0]
        return max((want or 0) - down, 0)

    def fills(self, m, entry, aliases):
        _, names, words = entry
        name = (self.facts.get(m, "name") or "").lower()
        also = aliases.get(m, set()) | load_name_aliases().get(m, (set(), set()))[0]   # and its other names
        if names is not None and name not in names and not also & set(names):
            return False
        for w in words:
            if w.startswith("kind=") and self.kind(m) != w[5:]:
                return False
            if w.startswith("level=") and self.facts.get(m, "level") != int(w[6:]):
                return False
            if w.startswith("level<=") and (self.facts.get(m, "level") or 99) > int(w[7:]):
                return False
            if w.startswith("trait=") and not {t.lower() for t in self.facts.get(m, "traits") or ()} & {
                    t.replace("_", " ") for t in w[6:].split("|")}:
                return False
            if w.startswith("color=") and not set(self.facts.get(m, "colors") or ()) & set(w[6:].split(",")):
                return False
        return True

    def paid_play_from_trash(self, p, card):
        """The `play_from_trash` (or `play_from_under_tamers`) effect event right before this play (a
        `play_cost_down` may lie between) when it
        logged a cost (a paid play, `filter=pay_cost`); None otherwise."""
        for back in (1, 2):
            ev = self.game["events"][self.i - back] if self.i >= back else {}
            if ev.get("kind") == "effect" and ev.get("effect") in ("play_from_trash", "play_from_under_tamers") \
                    and ev.get("player") == p and ev.get("target") == card:
                return ev if (ev.get("amount") or 0) > 0 else None
            if not (ev.get("kind") == "effect" and ev.get("effect") == "play_cost_down"):
                return None
        return None

    def play_follows(self, e):
        """The play_or_use_from_hand event e is followed (a play_cost_down between) by the play of its card."""
        for ev in self.game["events"][self.i + 1:self.i + 3]:
            if ev.get("kind") == "play":
                return ev.get("player") == e["player"] and ev.get("card") == e.get("target")
            if not (ev.get("kind") == "effect" and ev.get("effect") == "play_cost_down"):
                return False
        return False

    def paid_play_by_effect(self, p, card):
        """The play follows an effect that plays this card from the hand paying for it (`play_from_hand` with the
        cost paid, perhaps with a `play_cost_down` between): no phase action of its own."""
        for back in (1, 2):
            ev = self.game["events"][self.i - back] if self.i >= back else {}
            if ev.get("kind") == "effect" and ev.get("effect") in ("play_from_hand", "play_or_use_from_hand") \
                    and ev.get("player") == p and ev.get("target") == card:
                return True
            if not (ev.get("kind") == "effect" and ev.get("effect") == "play_cost_down"):
                return False
        return False

    def reduced_cost(self, p, card):
        """The cost a play or use of `card` must have: the printed cost, less a `play_cost_down` logged right
        before it for this card (the card's own reduction in the hand; an effect's reduction with it), never
        below 0 (Ver.5.0)."""
        want = self.facts.get(card, "cost")
        down, self.play_cost_down = self.play_cost_down, None
        if down is not None:
            who, target, amount = down
            if (who, target) != (p, card):
                self.bad(f"a play cost reduction of {target} for player {who} is followed by {card} of player {p}")
            elif want is not None:
                if amount <= 0:
                    self.bad(f"a play cost reduction of {amount}")
                self.check_per_opponent_card(p, card, want, amount)
                want = max(want - amount, 0)
        return want

    def check_per_opponent_card(self, p, card, cost, amount):
        """A reduction counted on the opponent's Digimon and Tamers (BT9-112) is N for each of them, as the
        referee knows the opponent's battle area (no check while a card there is unknown), never more than the
        cost."""
        per = load_cost_down_per_opponent_card().get(card)
        if per is None:
            return
        cards = list(self.field[1 - p].values())
        if any(r.top is None or r.maybe_gone for r in cards):
            return
        n = sum(1 for r in cards if self.kind(r.top) != "option")   # (a Token too)
        if amount != min(per * n, cost):
            self.bad(f"{card}'s play cost falls by {amount}, not {per} for each of the opponent's {n} Digimon and "
                     f"Tamers")

    def on_digivolve(self, e):
        by_effect, self.by_effect = self.by_effect, None
        ignoring, self.ignoring = self.ignoring, None
        cost_down, self.cost_down = self.cost_down, None
        app_fusion, self.app_fusion = self.app_fusion, False
        if by_effect is None:
            self.begin_action(e, "digivolve")
        elif e.get("breeding"):
            self.bad("an effect digivolves a Digimon in the breeding area")
        p, card, base, cost, uid = e["player"], e.get("card"), e.get("base"), e.get("cost"), e.get("uid")
        from_trash, self.digivolve_from_trash = self.digivolve_from_trash, False
        if not (by_effect is not None and from_trash):   # an effect's digivolution from the trash: not the hand
            self.hand[p] -= 1
        if self.kind(card) != "digimon":
            self.bad(f"digivolves into {card}, which is not a Digimon")
        if e.get("breeding"):
            r = self.breeding[p]
            if r is None:
                self.bad("digivolves in an empty breeding area")
                r = self.breeding[p] = _Digimon(uid, p, base, None)
            if r.uid is None:
                if uid in self.field[p]:
                    self.bad(f"uid {uid} is in the battle area, not the breeding area")
                self.new_uid(uid)
                r.uid = uid
            elif r.uid != uid:
                self.bad(f"breeding Digimon is uid {r.uid}, not {uid}")
        else:
            r = self.find(p, uid)
            if r is None:
                self.bad(f"digivolves uid {uid}, which is not in player {p}'s battle area")
                self.new_uid(uid)
                r = self.field[p][uid] = _Digimon(uid, p, base, None)
        if r.top is not None and r.top != base:
            self.bad(f"digivolves from {base}, but uid {uid}'s top card is {r.top}")
        if self.is_token(base):
            self.bad(f"digivolves from the Token {base} (a Token can't digivolve, RULES.md section 10.1)")
        colors = self.facts.get(base, "colors") or ()
        level = self.facts.get(base, "level")
        costs = [k for c, lv, k in self.facts.requirements(card) if c in colors and lv == level]
        costs += [k for k, ways in self.facts.alt_requirements(card) if any(self.passes(base, w) for w in ways)]
        hand_rules, while_rules, into_rules = load_requirement_rules()
        # a digivolve_into_while row of the base: its cost, requirements ignored, while its player has a card of the
        # condition (the text part of the condition not read: the referee only allows with these)
        costs += [k for k, way, cond in into_rules.get(base, ()) if self.passes(card, way) and self.has(p, cond)]
        costs += [k * self.sec[p] if per_security else k for k, way, cond, per_security in while_rules.get(card, ())
                  if self.passes(base, way) and (not cond or (
                      self.cards_under_at_least(r, *cond["under"]) if "under" in cond else
                      self.tamers_at_least(p, *cond["tamers"]) if "tamers" in cond else
                      bool(self.field[1 - p]) if cond.get("opponent_digimon") else self.has(p, cond)))]
        placed, self.hand_digivolve = self.hand_digivolve, None
        if placed is not None and placed[:3] != (p, card, uid):
            self.bad(f"a card placed under uid {placed[2]} for {placed[1]} of player {placed[0]} is followed by "
                     f"a digivolution of uid {uid} into {card}")
        if by_effect is None:   # [Hand] [Main]: requirements ignored, a trash card first under it if the row asks
            costs += [k for k, way, cond, put in hand_rules.get(card, ()) if (not way or self.passes(base, way))
                      and (cond is None or self.has(p, cond))
                      and (self.passes(placed[3], put) if put and placed is not None else not put and placed is None)]
        if app_fusion and by_effect is not None:   # its requirement and cost were checked with its app_fuse event
            costs = [cost]
        if ignoring is not None and by_effect is not None and ignoring == by_effect:   # the cost the effect names
            costs = [ignoring[3]]
        if not costs:
            self.bad(f"{card} has no digivolution requirement that {base} (Lv.{level} {'/'.join(colors)}) meets")
        elif by_effect is not None:
            # by an effect: free, or a requirement's cost less a reduction the log does not show, never below 0
            if not 0 <= cost <= max(costs):
                self.bad(f"an effect digivolves {base} into {card} for {cost}, printed cost {sorted(set(costs))}")
        elif cost_down is not None:
            if cost_down != (p, card, uid, cost_down[3]) or cost not in [max(k - cost_down[3], 0) for k in costs]:
                self.bad(f"digivolves {base} into {card} for {cost}, printed cost {sorted(set(costs))} "
                         f"less {cost_down[3]}")
        elif cost not in costs:
            self.bad(f"digivolves {base} into {card} for {cost}, printed cost {sorted(set(costs))}")
        r.top = card
        if r.stack is not None:
            r.stack.append(card)
        if self.deck[p] > 0:
            self.expect_draws = [p, 1, "a digivolution"]

    def cards_under_at_least(self, r, n, way):
        """The Digimon or Tamer r has n or more cards passing `way` under its top card; its stack unknown (cards
        an effect placed or trashed unseen), the referee allows it."""
        if r.stack is None:
            return True
        return sum(1 for c in r.stack[:-1] if self.passes(c, way)) >= n

    def on_dna_digivolve(self, e):
        """RULES.md §10.3: a card from hand and two of the player's battle-area Digimon meeting its DNA
        requirement (the first on top) become one new unsuspended Digimon, which may attack this turn."""
        p, card, cost, uid = e["player"], e.get("card"), e.get("cost"), e.get("uid")
        by_effect, self.dna_by_effect = self.dna_by_effect, None
        trash_card, self.dna_trash_card = self.dna_trash_card, None
        leaving, self.dna_leaving_uid = self.dna_leaving_uid, None
        if leaving is not None and leaving not in (e.get("top_uid"), e.get("other_uid")):
            self.bad(f"uid {leaving} would leave and DNA digivolves, but the DNA digivolution takes other Digimon")
        if trash_card is not None:
            self.dna_with_trash_card(e, by_effect, trash_card)
            return
        if by_effect is None:
            self.begin_action(e, "DNA digivolution")
        elif by_effect != (p, card, cost):
            self.bad(f"an effect's DNA digivolution into {by_effect[1]} for {by_effect[2]} by player {by_effect[0]}"
                     f" is followed by one into {card} for {cost} by player {p}")
        tops = []
        for u in (e.get("top_uid"), e.get("other_uid")):
            r = self.find(p, u)
            if r is None:
                self.bad(f"DNA digivolves uid {u}, which is not in player {p}'s battle area")
            elif self.is_token(r.top):
                self.bad(f"DNA digivolves the Token {r.top} (a Token can't digivolve, RULES.md section 10.1)")
            tops.append(r)
        if e.get("top_uid") == e.get("other_uid"):
            self.bad(f"DNA digivolves uid {uid} with itself")
        self.hand[p] -= 1
        if self.kind(card) != "digimon":
            self.bad(f"DNA digivolves into {card}, which is not a Digimon")
        known = all(r is not None and r.top is not None for r in tops)
        costs = [k for k, left, right in self.facts.dna_requirements(card)
                 if not known or (self.passes(tops[0].top, left) and self.passes(tops[1].top, right))]
        if not costs:
            self.bad(f"{card} has no DNA requirement that the two Digimon meet")
        elif cost not in costs and not (by_effect is not None and cost == 0):   # an effect may make it free
            self.bad(f"DNA digivolves into {card} for {cost}, printed cost {sorted(set(costs))}")
        stacks = [r.stack if r is not None else None for r in tops]
        for u in (e.get("top_uid"), e.get("other_uid")):
            self.field[p].pop(u, None)
        self.new_uid(uid)
        r = self.field[p][uid] = _Digimon(uid, p, card, None)   # may attack this turn
        r.stack = None if None in stacks else stacks[1] + stacks[0] + [card]
        if self.deck[p] > 0:
            self.expect_draws = [p, 1, "a DNA digivolution"]

    def dna_with_trash_card(self, e, by_effect, trash_card):
        """An effect's DNA digivolution of one Digimon in play and a card of the trash (dna_digivolve_with_trash):
        the pair is the one the effect names; the cost 0 or the card's DNA cost; the trash card at the bottom."""
        p, card, cost, uid = e["player"], e.get("card"), e.get("cost"), e.get("uid")
        if by_effect != (p, card, cost):
            self.bad(f"a DNA digivolution with a trash card into {card} for {cost} by player {p} that no effect said")
        if e.get("other_uid") is not None and e.get("other_uid") >= 0:
            self.bad(f"a DNA digivolution with the trash card {trash_card} names a second Digimon")
        r = self.find(p, e.get("top_uid"))
        if r is None:
            self.bad(f"DNA digivolves uid {e.get('top_uid')}, which is not in player {p}'s battle area")
        elif self.is_token(r.top):
            self.bad(f"DNA digivolves the Token {r.top} (a Token can't digivolve, RULES.md section 10.1)")
        self.hand[p] -= 1
        if self.kind(card) != "digimon":
            self.bad(f"DNA digivolves into {card}, which is not a Digimon")
        costs = [k for k, _, _ in self.facts.dna_requirements(card)]
        if cost != 0 and cost not in costs:
            self.bad(f"DNA digivolves into {card} for {cost}, printed DNA cost {sorted(set(costs))}")
        self.field[p].pop(e.get("top_uid"), None)
        self.new_uid(uid)
        stack = r.stack if r is not None else None
        n = self.field[p][uid] = _Digimon(uid, p, card, None)   # may attack this turn
        n.stack = None if stack is None else [trash_card] + stack + [card]
        if self.deck[p] > 0:
            self.expect_draws = [p, 1, "a DNA digivolution"]

    def tamers_at_least(self, p, n, way):
        """Player p has n or more Tamers in the battle area whose top card passes `way`; an unknown top card may
        be one."""
        count = 0
        for r in self.field[p].values():
            if r.top is None:
                count += 1
            elif self.kind(r.top) == "tamer" and self.has_way(r.top, way):
                count += 1
        return count >= n

    def exact_names(self, card):
        """The lowercase names `card` has exactly: its printed one and those it is also treated as."""
        return {(self.facts.get(card, "name") or "").lower()} | load_name_aliases().get(card, (set(), set()))[0]

    def has_way(self, card, way):
        """Whether `card` (any kind) has a name and a trait of `way` (names, traits; a test absent passes)."""
        traits = [t.lower() for t in self.facts.get(card, "traits") or ()]
        return ("names" not in way or bool(self.exact_names(card) & set(way["names"]))) and (
            "traits" not in way or any(t in way["traits"] for t in traits))

    def has(self, p, way):
        """Whether player p has a Digimon or Tamer in the battle area whose top card passes `way` (names,
        traits) of a "while you have [X]" condition; an unknown top card may."""
        f = self.facts
        for r in self.field[p].values():
            if r.top is None:
                return True
            named = "names" not in way or bool(self.exact_names(r.top) & set(way["names"]))
            traits = [t.lower() for t in f.get(r.top, "traits") or ()]
            if self.kind(r.top) in ("digimon", "tamer") and named and (
                    "traits" not in way or any(t in way["traits"] for t in traits)):
                return True
        return False

    def passes(self, base, way):
        """Whether the card `base` passes every test of one way ({field: value}) of an alternative requirement:
        RULES.md §11, `[X]` is the exact name and "X in its name" a part of it; "A/B" either; letter case aside."""
        f = self.facts
        kind, level, cost = f.get(base, "kind"), f.get(base, "level"), f.get(base, "cost")
        name = (f.get(base, "name") or "").lower()
        aliases, parts = load_name_aliases().get(base, (set(), set()))
        exact = {name} | aliases   # "[X]": the printed name or one it is treated as; a part of a name: any of them
        in_name = exact | parts
        traits = [t.lower() for t in f.get(base, "traits") or ()]
        colors = [c.lower() for c in f.get(base, "colors") or ()]
        low = {k: [x.lower() for x in v] if isinstance(v, (tuple, list)) else v
               for k, v in way.items() if v is not None and v != ()}
        checks = {
            "level": lambda v: level == v,
            "level_min": lambda v: level is not None and level >= v,
            "names": lambda v: bool(exact & set(v)),
            "name_contains": lambda v: any(x in n for x in v for n in in_name),
            "traits": lambda v: any(t in v for t in traits),
            "trait_contains": lambda v: any(x in t for x in v for t in traits),
            "text_contains": lambda v: any(x in load_text_names().get(base, ()) for x in v),
            "without_traits": lambda v: not any(t in v for t in traits),
            "colors": lambda v: any(c in v for c in colors),
            "without_colors": lambda v: not any(c in v for c in colors),
            "color_count": lambda v: len(colors) == v,
            "play_cost": lambda v: cost == v,
            "play_cost_max": lambda v: cost is not None and cost <= v,
            "play_cost_min": lambda v: cost is not None and cost >= v,
            "kinds": lambda v: kind in v,   # "onto one of your red Tamers": a Tamer taken as a Digimon
        }
        if "kinds" in low and kind not in low["kinds"]:
            return False
        if kind not in ("digimon", "digi-egg") and not (kind == "tamer" and (set(low) == {"names"} or "kinds" in low)):
            return False   # a requirement naming a Tamer lets that Tamer be the base (a names test alone)
        for key, value in low.items():
            if key not in checks:
                self.bad(f"unknown digivolution requirement test {key}")
                return False
            if not checks[key](value):
                return False
        return True

    def on_option(self, e):
        self.begin_action(e, "option")
        p, card, cost = e["player"], e.get("card"), e.get("cost")
        self.hand[p] -= 1
        if self.kind(card) != "option" and not self.dual(card):
            self.bad(f"uses {card}, which is not an Option")
        want = self.reduced_cost(p, card)
        if cost != want:
            self.bad(f"option {card} costs {cost}, the card's use cost is {want}")
        self.check_option_colors(p, card)

    def meets_use_requirement(self, top, way):
        """A Digimon or Tamer whose top card is `top` meets a <Use Req.> way (any trait named, or a name in the
        top card's text); letter case aside."""
        if "traits" in way:
            traits = {t.lower() for t in self.facts.get(top, "traits") or ()}
            return any(t.lower() in traits for t in way["traits"])
        return any(x.lower() in load_text_names().get(top, ()) for x in way["text_contains"])

    def check_option_colors(self, p, card):
        """RULES.md §5.3: each colour of the option is on a Digimon or Tamer of p's field; an option with a
        <Use Req.> instead needs a Digimon or Tamer on p's field that meets it."""
        way = load_use_requirements().get(card)
        if way is not None:
            if not any(r.top is None or (self.kind(r.top) != "option" and self.meets_use_requirement(r.top, way))
                       for r in self.all_records(p)):
                self.bad(f"option {card} is used without a Digimon or Tamer meeting its use requirement")
            return
        rules = load_color_rules()
        if card in rules and rules[card] is None:
            return   # the card may ignore its colour requirements (under a condition the log does not show)
        also = rules.get(card, ())
        sources = [r for r in self.all_records(p) if r.top is None or self.kind(r.top) != "option"]
        for color in self.facts.get(card, "colors") or ():
            if not any(r.top is None or {color, *also} & set(self.facts.get(r.top, "colors") or ())
                       for r in sources):
                self.bad(f"option {card} needs a {color} Digimon or Tamer on the field")

    # --- effects ---------------------------------------------------------------------------------------
    def on_memory(self, e):
        if self.attack is not None:
            # memory decides static conditions ("while you have 0 or less memory, isn't affected by the
            # opponent's Digimon"), which may drop a Security A. modifier: the count is read again before every check
            self.attack.count_changed = True

    def on_effect(self, e):
        p, name, target, amount = e["player"], e.get("effect"), e.get("target"), e.get("amount") or 0
        q = e.get("target_player", p)
        if q not in (0, 1):
            self.bad(f"target player {q!r}")
            return
        if self.attack is not None and q == self.attack.p:
            # an effect on the attacking side mid-attack (a [Security] De-Digivolve, a Security A. cut...)
            # may lower the number of checks still due: the count is read again before every check
            self.attack.count_changed = True
        if name == "keyword" and amount < 0:   # a keyword's rule ran (a negative amount names it)
            self.on_keyword_rule(e, KEYWORD_VOCABULARY.names()[-amount])
            return
        if name == "stay":   # an effect keeps p's Digimon in the battle area, by the cost logged next
            self.on_stay(e)
            return
        if name == "keyword":   # a granted keyword of RULES.md §9, named by the amount
            name = KEYWORD_VOCABULARY.names()[amount]
        if name == "end_attack":
            if self.attack is None:
                self.bad(f"{e.get('card')} ends an attack outside an attack")
            else:
                self.attack.ended = True
        if name == "switch_attack_target":
            self.on_switch_attack_target(e)
            return
        if name == "attack":   # an effect let this Digimon attack once the effects have resolved
            self.effect_attack = (p, e.get("target_uid"))
            return
        if name == "attack_without_suspending":   # the same, the Digimon not suspending for it
            self.effect_attack = self.no_suspend_attack = (p, e.get("target_uid"))
            return
        if name in ("digivolve_ignoring_requirements", "digivolve_from_trash_ignoring_requirements"):
            # a digivolution by an effect that names its cost, the requirements ignored: the card from its zone
            self.expect_digivolve = self.ignoring = (p, target, e.get("target_uid"), amount)
            self.digivolve_from_trash = name != "digivolve_ignoring_requirements"
            return
        if name == "play_or_use_from_hand":   # a play from p's hand follows; else the use, paid, is this event
            if not self.play_follows(e):
                self.hand[p] -= 1
                if self.kind(target) != "option" and not self.dual(target):
                    self.bad(f"an effect uses {target}, which is not an Option")
                else:
                    self.check_option_colors(p, target)
                want = self.facts.get(target, "cost")
                if want is not None and not 0 <= amount <= want:
                    self.bad(f"an effect uses {target} for {amount}, its use cost is {want}")
            return
        if name == "trash_most_security_top_cost":   # the top card of q's security stack (the bigger one)
            self.sec[q] -= 1
            return
        if name == "security_or_under_tamer_cost":   # p's top security card to the hand (else a trash_under_tamer_cost)
            self.sec[p] -= 1
            self.hand[p] += 1
            return
        if name in ("use_option_from_trash", "use_option_from_hand_or_digivolution_cards",
                    "use_option_from_hand_or_under_tamers"):
            # from the trash, paying the amount; or free from p's hand (amount 0), from under a Digimon (2) or a
            # Tamer (3)
            if name != "use_option_from_trash":
                if amount in (2, 3):
                    self.take_from_under(p, target)
                else:
                    self.hand[p] -= 1
            else:
                want = self.facts.get(target, "cost")
                if want is not None and not 0 <= amount <= want:
                    self.bad(f"an effect uses {target} from the trash for {amount}, its use cost is {want}")
            if self.kind(target) != "option":
                self.bad(f"an effect uses {target}, which is not an Option")
            elif not (self.game.get("rules") or {}).get("effect_option_ignores_colors"):
                self.check_option_colors(p, target)
            return
        if name == "trash_from_digivolution_or_link_cost":   # amount 0: from under a Digimon; 2: a link card
            if not amount:
                self.take_from_under(p, target)
            return
        if name == "use_option_from_hand":   # an effect uses the option from p's hand (amount 1: from the trash),
            if not amount:                    # free: its [Main] follows
                self.hand[p] -= 1
            if self.kind(target) != "option":
                self.bad(f"an effect uses {target}, which is not an Option")
            elif not (self.game.get("rules") or {}).get("effect_option_ignores_colors"):
                self.check_option_colors(p, target)
            return
        if name == "hand_to_security":   # one event per card placed from q's hand (amount 0: trash) in q's security
            if amount != 0:
                self.hand[q] -= 1
            self.sec[q] += 1
            if target is not None:   # placed face up: its persistent [Security] rows may work from there
                self.face_up[q].add(target)
            return
        if name == "trash_self_from_security_cost":   # a face-up security card of p, to the trash: a keeping cost
            self.sec[p] -= 1
            if target not in self.face_up[p]:
                self.bad(f"{target} keeps a Digimon from player {p}'s security stack, where it does not lie face up")
            return
        if name == "face_down_security_top_to_hand":
            self.sec[p] -= 1
            self.hand[p] += 1
            return
        if name == "play_self":   # a face-up security card (BT20-052) leaves the stack to be played free
            self.sec[p] -= 1
            self.expect_play = (p, target)
            return
        if name == "cant":
            mark = RESTRICTION_MARKS.get(RESTRICTION_NAMES[amount] if 0 <= amount < len(RESTRICTION_NAMES) else "")
            if mark is None:
                return
            if target is None:   # all of a player's Digimon
                self.player_grants[q].add(mark)
                return
            uid = e.get("target_uid")
            for r in [self.field[q][uid]] if uid in self.field[q] else self.candidates(q, target):
                r.granted.add(mark)
            return
        if name == "digi_burst":
            self.begin_action(e, "activated effect")
            cands = self.candidates(p, e.get("card"))
            if not cands:
                self.bad(f"Digi-Burst of {e.get('card')}, which player {p} does not have in the battle area")
            for r in cands:
                if self.sure(cands, e.get("card")) and r.stack is not None:
                    if len([c for c in r.stack[:-1] if not self.kept(r, c)]) < amount:
                        self.bad(f"Digi-Burst {amount} with {len(r.stack) - 1} digivolution cards, of them "
                                 f"{len([c for c in r.stack[:-1] if self.kept(r, c)])} effects can't trash")
                    r.stack = None  # which of them went is the player's choice: the top stays known
                else:
                    r.stack = None
            return
        if name == "draw":
            n = min(amount, self.deck[p])
            if n > 0:
                self.expect_draws = [p, n, f"an effect's draw {amount}"]
            return
        if name == "draw_both":   # p's draws, then the opponent's
            want = [[who, min(amount, self.deck[who]), f"both players' draw {amount}"] for who in (p, 1 - p)]
            want = [w for w in want if w[1] > 0]
            if want:
                self.expect_draws = want[0]
                self.expect_draws_next = want[1] if len(want) > 1 else None
            return
        if name == "recovery":
            n = max(0, min(amount, self.deck[p]))
            self.deck[p] -= n
            self.sec[p] += n
            return
        if name == "trash_opponent_security_top":
            self.sec[q] -= max(0, min(amount, self.sec[q]))
            return
        if name in ("trash_deck_top", "trash_both_decks_top"):   # one event per deck, its owner target_player
            self.deck[q] -= max(0, min(amount, self.deck[q]))
            return
        if name in ("trash_from_hand", "trash_from_hand_cost"):   # one event per card trashed
            self.hand[p] -= 1
            return
        if name == "opponent_trash_hand_to":   # one event per card q trashed from q's hand
            self.hand[q] -= 1
            return
        if name == "trash_from_hand_or_digivolution_cost":   # amount 1: from the hand; 0: from under a Digimon
            if amount:
                self.hand[p] -= 1
            else:
                self.take_from_under(p, target)
            return
        if name == "place_opponent_under":   # q's Digimon `target`, its whole stack, to the bottom of uid target_uid
            cands = self.remove_by_card(q, target, "place_opponent_under")
            r = self.find(q, e.get("target_uid"))
            if r is None:
                self.bad(f"places {target} under uid {e.get('target_uid')}, not in player {q}'s battle area")
            elif cands and self.sure(cands, target) and cands[0].stack is not None and r.stack is not None:
                r.stack[0:0] = list(cands[0].stack)
            else:
                r.stack = None   # no longer known
            return
        if name == "hand_to_deck_bottom_cost":   # one event per card placed at the bottom of the deck
            self.hand[p] -= 1
            self.deck[p] += 1
            return
        if name in ("security_top_to_hand", "security_pick_to_hand"):
            self.sec[p] -= 1
            self.hand[p] += 1
            return
        if name == "opponent_security_top_to_hand":   # the opponent's top security card to their hand
            self.sec[q] -= 1
            self.hand[q] += 1
            return
        if name == "hand_or_digivolution_to_security":   # amount 1: from the hand; 0: from under a Digimon
            if amount:
                self.hand[p] -= 1
            else:
                r = self.find(p, e.get("target_uid"))
                if r is None:
                    self.bad(f"places {target} in security from under uid {e.get('target_uid')}, not player {p}'s")
                else:
                    self.take_from_beneath(r, target, "places in security from under")
            self.sec[p] += 1
            return
        if name == "place_self_face_up_in_security":   # amount: bottom security cards to the hand; then the option
            self.sec[p] -= amount                        # itself (target, if placed) face up under the stack
            self.hand[p] += amount
            if target is not None:
                if self.kind(target) != "option" or target != e.get("card"):
                    self.bad(f"{e.get('card')} places {target} face up in security, which is not that option")
                self.sec[p] += 1
                self.face_up[p].add(target)
            return
        if name == "place_self_under_played":   # p's Digimon (top card target), its whole stack, under the card played
            t = self.find(p, e.get("target_uid"))   # (target_uid), at the bottom of its cards; the Digimon leaves
            cands = [r for r in self.candidates(p, target) if t is None or r.uid != t.uid]
            moved = cands[0] if self.sure(cands, target) else None
            if moved is not None:
                self.field[p].pop(moved.uid)
            else:
                for r in cands:
                    r.maybe_gone = True
            if t is None:
                self.bad(f"place_self_under_played puts {target} under uid {e.get('target_uid')}, not in player "
                         f"{p}'s battle area")
            else:
                t.stack = None if moved is None or moved.stack is None or t.stack is None else moved.stack + t.stack
            return
        if name == "trash_own_digivolution_cost":   # one event per card, from beneath p's Digimon target_uid (the
            r = self.find(p, e.get("target_uid"))      # lowest such card first)
            if r is None:
                self.bad(f"trash_own_digivolution_cost trashes {target} from under uid {e.get('target_uid')}, not in "
                         f"player {p}'s battle area")
            else:
                self.take_from_beneath(r, target, "trash_own_digivolution_cost trashes", trash=True)
            return
        if name == "trash_any_digivolution_cards":   # one event per card, from under q's Digimon target_uid
            r = self.find(q, e.get("target_uid"))
            if r is None or q == p:
                self.bad(f"trash_any_digivolution_cards trashes {target} from under uid {e.get('target_uid')}, no "
                         f"Digimon of player {1 - p}")
            else:
                self.take_from_beneath(r, target, "trash_any_digivolution_cards trashes", trash=True)
            return
        if name == "place_own_in_security_cost":   # q's Digimon target_uid: its top card face down into q's security
            r = self.find(q, e.get("target_uid"))
            if r is None:
                self.bad(f"places uid {e.get('target_uid')} in security, not in player {q}'s battle area")
            else:
                if r.top is not None and r.top != target:
                    self.bad(f"uid {r.uid} is {r.top}, not {target}")
                del self.field[q][r.uid]
            self.sec[q] += 1
            if amount == 2:   # placed face up: its persistent [Security] rows may work from there
                self.face_up[q].add(target)
            return
        if name == "to_security_top":   # p's effect: q's Digimon target_uid leaves, its top card (amount 1; a
            r = self.find(q, e.get("target_uid"))   # Token: 0) face down on top of q's security, the rest trashed
            if r is None:
                self.bad(f"places uid {e.get('target_uid')} in security, not in player {q}'s battle area")
            else:
                if r.top is not None and r.top != target:
                    self.bad(f"uid {r.uid} is {r.top}, not {target}")
                if amount != (0 if self.is_token(target) else 1):
                    self.bad(f"to_security_top places {amount} cards of {target}")
                del self.field[q][r.uid]
            self.sec[q] += amount
            return
        if name == "top_card_to_security":   # the top card of q's Digimon target_uid to the top of q's security
            r = self.find(q, e.get("target_uid"))
            if r is None:
                self.bad(f"places the top card of uid {e.get('target_uid')} in security, not in player {q}'s battle "
                         "area")
            else:
                if r.top is not None and r.top != target:
                    self.bad(f"uid {r.uid} is {r.top}, not {target}")
                if r.stack is not None and len(r.stack) < 2:
                    del self.field[q][r.uid]   # its only card: the Digimon leaves the battle area
                elif r.stack is not None:
                    r.stack.pop()
                    r.top = r.stack[-1]
                else:
                    r.top = None   # the card beneath is not known
            self.sec[q] += 1
            if amount == 2:   # face up under the stack: its persistent [Security] rows may work from there
                self.face_up[q].add(target)
            return
        if name == "play_to_breeding_area":   # from p's hand into p's empty breeding area
            self.hand[p] -= 1
            if self.kind(target) != "digimon":
                self.bad(f"plays {target} into the breeding area, not a Digimon card")
            if self.breeding[p] is not None:
                self.bad(f"plays {target} into an occupied breeding area")
            self.breeding[p] = _Digimon(None, p, target, None)
            return
        if name == "top_card_under_cost":   # the top card of q's Digimon target_uid to the bottom of its own stack
            r = self.find(q, e.get("target_uid"))
            if r is None:
                self.bad(f"places the top card of uid {e.get('target_uid')} beneath it, not in player {q}'s battle "
                         "area")
            else:
                if r.top is not None and r.top != target:
                    self.bad(f"uid {r.uid} is {r.top}, not {target}")
                if r.stack is not None and len(r.stack) < 2:
                    self.bad(f"uid {r.uid} has no digivolution cards to place its top card beneath")
                elif r.stack is not None:
                    r.stack.insert(0, r.stack.pop())
                    r.top = r.stack[-1]
                else:
                    r.top = None   # the card beneath is not known
            return
        if name == "flip_opponent_security_face_up":   # q's card turned face up where it lies: its [Security] rows
            self.face_up[q].add(target)                  # may work from there (turned face down: no change)
            return
        if name == "trash_own_security":   # one event per card trashed, top or bottom
            self.sec[p] -= 1
            return
        if name in ("add_self_to_hand", "return_from_trash"):
            self.hand[p] += 1
            return
        if name in ("reveal_top_add_if", "reveal_add_one", "reveal_add_two", "reveal_add_colors"):   # per card added
            if amount:
                self.deck[p] -= 1
                self.hand[p] += 1
            return
        if name == "and_trash":   # the second card of a reveal_add_two, trashed: one event, from the revealed cards
            self.deck[p] -= 1
            return
        if name in ("reveal_add_or_place", "reveal_place_under"):   # amount 1: to the hand; 2: under the Digimon
            if amount:                       # target_uid, at the bottom (or under the Tamer whose own effect it is)
                self.deck[p] -= 1
            if amount == 1:
                self.hand[p] += 1
            elif amount == 2:
                self.place_under(p, e, target, ("digimon",), "a Digimon nor the Tamer placing it", own=True)
            return
        if name == "deck_top_under_self":   # one event per card, the deck's top to the bottom of the Tamer uid
            self.deck[p] -= 1
            self.place_under(p, e, target, ("tamer",), "a Tamer")
            return
        if name == "reveal_add_and_place_under_tamer":   # amount 1: to the hand; 2: under the Tamer target_uid
            if amount:
                self.deck[p] -= 1
            if amount == 1:
                self.hand[p] += 1
            elif amount == 2:
                self.place_under(p, e, target, ("tamer",), "a Tamer")
            return
        if name == "place_in_battle_area":   # an option puts itself in the battle area: it stays there
            uid = e.get("target_uid")
            if self.kind(target) != "option" or target != e.get("card"):
                self.bad(f"{e.get('card')} places {target} in the battle area, which is not that option")
            self.new_uid(uid)
            self.field[p][uid] = _Digimon(uid, p, target, self.turn)
            return
        if name == "battle":   # a battle without an attack: p's Digimon and q's target_uid, the battle follows
            self.effect_battle = (p, e.get("target_uid"))
            if q == p or self.find(q, e.get("target_uid")) is None:
                self.bad(f"an effect battle with uid {e.get('target_uid')}, not a Digimon of the opponent")
            return
        if name == "trash_opponent_option":   # an option of q's battle area goes to q's trash
            r = self.field[q].pop(e.get("target_uid"), None)
            if q == p or r is None or self.kind(target) != "option" or (r.top is not None and r.top != target):
                self.bad(f"trashes {target} (uid {e.get('target_uid')}), not an option of the opponent's battle area")
            return
        if name == "place_self_under_tamer_cost":   # the option leaves the battle area for the bottom of the Tamer
            mine = [u for u, r in self.field[p].items() if r.top == target and self.kind(target) == "option"]
            r = self.find(p, e.get("target_uid"))
            if not mine:
                self.bad(f"{target} goes under a Tamer from the battle area, where player {p} has no such option")
            else:
                self.field[p].pop(mine[0])
            if r is None or (r.top is not None and self.kind(r.top) != "tamer"):
                self.bad(f"{target} goes under uid {e.get('target_uid')}, which is no Tamer of player {p}")
            elif r.stack is not None:
                r.stack.insert(0, target)
            return
        if name == "delay":   # <Delay>: the option leaves the battle area, not in the turn it was placed
            if target not in load_triggered_delays():
                self.begin_action(e, "activated effect")   # a [Main] effect: a main-phase action (RULES.md §5.4)
            r = self.field[p].pop(e.get("target_uid"), None)
            if r is None:
                self.bad(f"<Delay> of {target}, which is not in player {p}'s battle area")
            elif r.played_turn == self.turn:
                self.bad(f"<Delay> of {target} in the turn it was placed")
            return
        if name == "hand_digivolve":   # [Hand] [Main]: target from p's trash under uid, which digivolves next
            self.place_under(p, e, target, ("digimon",), "a Digimon")
            self.hand_digivolve = (p, e.get("card"), e.get("target_uid"), target)
        if name == "link_self":
            self.on_link(e)
            return
        if name == "link_cost_down":   # said right before the link it makes cheaper (its own event first)
            cut = load_link_cost_downs().get(e.get("card"))
            if cut is None or cut != amount:
                self.bad(f"{e.get('card')} takes {amount} off a link cost, its text takes {cut}")
            r = self.find(p, e.get("target_uid"))
            if r is None:
                self.bad(f"link cost of {target} reduced for uid {e.get('target_uid')}, not player {p}'s Digimon")
            elif r.stack is not None and e.get("card") not in r.stack:
                self.bad(f"link cost of {target} reduced by {e.get('card')}, not in the stack of uid {r.uid}")
            old = self.link_cut
            self.link_cut = (p, target, (old[2] if old is not None and old[:2] == (p, target) else 0) + (amount or 0))
            return
        if name in ("link_to_self", "link_to_self_from_trash", "link_to_own"):   # an effect's link, before its
            self.on_link_to_digimon(e, name)                                    # link_self
            return
        if name == "link_from_battle_area":
            self.on_link_from_battle_area(e)
            return
        if name == "digixros_from_under_tamers":
            self.xros_from_tamers(e)
            return
        if name in ("place_from_trash_under_cost", "place_from_trash_face_down_cost"):   # one event per card, trash
            # to the bottom of this Digimon (face down: the card the log names, its facts hidden while it is there)
            self.place_under(p, e, target, face_down=name == "place_from_trash_face_down_cost")
            return
        if name == "overflow":   # an ACE card left the field (RULES.md §10.5): its owner's memory event follows
            x = load_overflow().get(e.get("card"))
            if p != q or not x or amount <= 0 or amount % x != 0:
                self.bad(f"overflow {amount} of {e.get('card')} for player {q}: not a multiple of its Overflow {x}")
            else:
                self.expect_overflow = (p, amount)
            return
        if name == "hatch":   # said right before the hatch event it causes
            self.hatch_by_effect = p
            return
        if name == "hatch_or_move_out":   # said right before the move out event it causes
            self.move_by_effect = p
            return
        if name == "digivolve_cost_down":   # said right before the digivolution it makes cheaper
            self.cost_down = (p, target, e.get("target_uid"), amount)
            return
        if name == "app_fuse":   # said right before the digivolution it makes
            self.on_app_fuse(e)
            return
        if name == "dna_digivolve_from_hand":   # said right before the DNA digivolution it makes
            self.dna_by_effect = (p, target, amount)
            return
        if name == "dna_digivolve_before_leaving":   # after its `stay`: the Digimon that would leave DNA digivolves
            self.dna_by_effect = (p, target, amount)
            self.stay_dna = True   # its digivolution and draw come before the deletions due
            self.dna_leaving_uid = e.get("target_uid")   # one of the two
            return
        if name == "dna_digivolve_with_trash":   # the trash card first (no uid), then the card and its cost
            if e.get("target_uid") is None or e.get("target_uid") < 0:
                self.dna_trash_card = target
            else:
                self.dna_by_effect = (p, target, amount)
            return
        if name in ("digivolve_from_hand", "digivolve_from_trash", "digivolve_from_under_tamers",
                    "digivolve_from_security"):   # its zone
            self.expect_digivolve = (p, target, e.get("target_uid"), amount)
            self.digivolve_from_trash = name != "digivolve_from_hand"   # not from the hand
            if self.stay_cost is not None and e.get("card") == self.stay_cost:
                self.stay_dna = True   # a <Delay> keeping the Digimon by digivolving it: before the deletions due
            if name == "digivolve_from_under_tamers":
                self.take_from_under(p, target)
            if name == "digivolve_from_security":   # the card leaves the security stack
                if self.sec[p] <= 0:
                    self.bad(f"digivolves into {target} from player {p}'s empty security stack")
                self.sec[p] -= 1
            return
        if name == "return_self_to_deck_cost":   # the Tamer (its slot's `amount` cards) to the deck bottom
            if self.find(p, e.get("target_uid")) is None:
                self.bad(f"returns {target} (uid {e.get('target_uid')}) to the deck, not in player {p}'s area")
            self.field[p].pop(e.get("target_uid"), None)
            self.deck[p] += amount
            return
        # one event per card, trash to deck
        if name in ("return_from_trash_cost", "return_from_trash_top_cost", "return_from_trash_top",
                    "return_pair_from_trash_cost", "return_opponent_trash_levels_top_cost",
                    "return_opponent_trash_cost", "return_opponent_trash_top_cost"):
            self.deck[q] += 1   # target_player: the trash's owner (p's own but for the opponent's trash)
            return
        if name == "place_top_digivolution_cost":   # amount 1 from the hand, 0 from the trash: right under the
            if amount:                                # top card of Digimon target_uid
                self.hand[p] -= 1
            r = self.find(p, e.get("target_uid"))
            if r is None:
                self.bad(f"places {target} under uid {e.get('target_uid')}, not in player {p}'s battle area")
            elif r.top is not None and self.kind(r.top) != "digimon":
                self.bad(f"places {target} under {r.top}, which is not a Digimon")
            elif r.stack is not None:
                r.stack.insert(len(r.stack) - 1, target)
            return
        if name == "place_from_hand_face_down":   # amount 1: from the hand, face down under that Digimon's stack
            self.hand[p] -= 1
            self.place_under(p, e, target, ("digimon",), "a Digimon", face_down=True)
            return
        if name == "reveal_add_and_place_face_down":   # amount 1: to the hand; 2: face down under Digimon target_uid
            if amount:
                self.deck[p] -= 1
            if amount == 1:
                self.hand[p] += 1
            elif amount == 2:
                self.place_under(p, e, target, ("digimon",), "a Digimon", face_down=True)
            return
        if name == "place_under_cost":   # one event per card, amount 1 from the hand, 0 from the trash, to the
            if amount:                    # bottom of that Digimon's stack (or of the Tamer that places it)
                self.hand[p] -= 1
            self.place_under(p, e, target, ("digimon",), "a Digimon nor the Tamer placing it", own=True)
            return
        if name == "link_from_hand":   # one event per card, before its link_self: amount 1 from the hand, 0 from
            if amount:                 # the trash (the link itself is free)
                self.hand[p] -= 1
            return
        if name == "place_under_tamer_from_trash":   # one event per card, from the trash only (amount 0)
            if amount:
                self.bad(f"place_under_tamer_from_trash takes {target} from the hand")
            self.place_under(p, e, target, ("tamer",), "a Tamer")
            return
        if name == "return_from_under_tamers":   # one event per card: from under the Tamer uid to the hand
            r = self.find(p, e.get("target_uid"))
            if r is None or (r.top is not None and self.kind(r.top) != "tamer"):
                self.bad(f"returns {target} from under uid {e.get('target_uid')}, which is no Tamer of player {p}")
            elif r.stack is not None:
                if target in r.stack[:-1]:
                    r.stack.remove(target)
                else:
                    self.bad(f"returns {target} from under uid {e.get('target_uid')}, which does not hold it")
            self.hand[p] += 1
            return
        if name in ("place_under_tamer", "place_under_self_or_tamer",
                    "place_under_tamer_cost"):   # one event per card, amount 1 from the
            if amount:                     # hand, 0 from the trash, to the bottom of that Tamer's stack (or of the
                self.hand[p] -= 1          # Digimon whose effect it is)
            self.place_under(p, e, target, ("tamer",), "a Tamer", own=name == "place_under_self_or_tamer")
            return
        if name in ("place_from_trash_under", "save"):   # one event per card, trash to the bottom of that stack
            r = self.find(p, e.get("target_uid"))
            if name == "save" and r is not None and r.top is not None and self.kind(r.top) != "tamer":
                self.bad(f"<Save> places {target} under uid {e.get('target_uid')}, which is no Tamer")
            self.place_under(p, e, target)
            return
        if name in UNDER_TAMER_SAVES:   # one event per card: from beneath the leaving Digimon to under the Tamer
            self.take_from_under(p, target)
            self.place_under(p, e, target, ("tamer",), f"a Tamer ({name})")
            return
        if name == "tamer_digivolve_cost_down":   # a card from under the Tamer uid `amount` to the bottom of the
            r = self.find(p, amount)                # Digimon target_uid, about to digivolve
            if r is None:
                self.bad(f"moves {target} from under uid {amount}, not in player {p}'s battle area")
            elif r.top is not None and self.kind(r.top) != "tamer":
                self.bad(f"moves {target} from under {r.top}, which is not a Tamer")
            else:
                self.take_from_beneath(r, target, "moves")
            self.place_under(p, e, target)
            return
        if name == "trash_under_tamer_cost":   # one event per card, the bottom card under the Tamer uid trashed
            r = self.find(p, e.get("target_uid"))
            if r is None:
                self.bad(f"trashes {target} from under uid {e.get('target_uid')}, not in player {p}'s battle area")
            elif r.top is not None and self.kind(r.top) != "tamer":
                self.bad(f"trashes {target} from under {r.top}, which is not a Tamer")
            elif r.stack is not None:
                if len(r.stack) < 2 or r.stack[0] != target:
                    self.bad(f"trashes {target} from under {r.top}, whose bottom card is not that")
                else:
                    r.stack.pop(0)
            return
        if name == "mind_link":   # the Tamer of the effect leaves the battle area for the bottom of the Digimon
            r = self.find(p, e.get("target_uid"))   # target_uid, which had no Tamer card beneath
            if r is not None and r.stack is not None and any(
                    self.kind(d) == "tamer" for d in r.stack[:-1] if not isinstance(d, _FaceDown)):
                self.bad(f"links {target} under uid {r.uid}, which has a Tamer card beneath")
            self.remove_by_card(p, target, "mind_link")
            self.place_under(p, e, target, ("digimon",), "a Digimon")
            return
        if name in ("place_self_under", "place_self_under_lacking"):   # the card of the effect (an option in use)
            if name == "place_self_under_lacking":   # under the Digimon target_uid, as its bottom digivolution card
                r = self.find(p, e.get("target_uid"))
                banned = load_named_lines("place_self_under_lacking").get(target, set())
                if r is not None and r.stack is not None and any(
                        self.names(d) & banned for d in r.stack[:-1] if not isinstance(d, _FaceDown)):
                    self.bad(f"places {target} under uid {r.uid}, which has {'/'.join(sorted(banned))} beneath")
            self.place_under(p, e, target)
            return
        if name == "return_digivolution_cards_cost":   # one event per card: from under the Digimon target_uid to
            r = self.find(p, e.get("target_uid"))            # the bottom of the deck
            if r is None:
                self.bad(f"returns {target} from under uid {e.get('target_uid')}, not in player {p}'s battle area")
            else:
                self.take_from_beneath(r, target, "returns to the deck")
            self.deck[p] += 1
            return
        if name == "assembly":   # one event per element, before the play: a card of the trash, the reduction
            self.assembly.append((p, e.get("card"), target, amount))
            return
        if name == "digixros_from_trash":   # a material of the trash, before the play (the trash is not counted)
            self.xros.append((p, e.get("card"), target, abs(amount)))
            return
        if name == "digixros":   # one event per material, before the play: from the hand, or (a negative amount)
            if amount > 0:         # the top card of the battle-area Digimon target_uid, the cards under it trashed
                self.hand[p] -= 1
            else:
                r = self.field[p].pop(e.get("target_uid"), None)
                if r is None:
                    self.bad(f"DigiXros takes {target} (uid {e.get('target_uid')}), not in player {p}'s battle area")
                elif r.top is not None and r.top != target:
                    self.bad(f"DigiXros takes {target} from uid {e.get('target_uid')}, whose top card is {r.top}")
            self.xros.append((p, e.get("card"), target, abs(amount)))
            return
        if name == "play_cost_down":   # said right before the play or use it makes cheaper
            self.play_cost_down = (p, target, amount)
            return
        if name == "play_self_after_battle":   # the Security Digimon that just battled, played by its owner
            if self.security_battled != (p, target):
                self.bad(f"play_self_after_battle of {target} for player {p}, which did not just battle as a "
                         f"Security Digimon")
            self.security_battled = None
            self.expect_play = (p, target)
            return
        if name == "reveal_play":   # amount 1: the card played from among the revealed ones (the deck's top cards)
            shown = load_reveal_play_trash().get(e.get("card"))
            if shown:   # the revealed cards not played go to the trash, not back under the deck
                fewest, most = shown   # a card with reveal_plays of two sizes: the deck known within their gap
                self.deck[p] -= max(0, min(fewest, self.deck[p]) - amount)
                self.deck_slack[p] += most - fewest
            if amount:
                self.deck[p] -= 1
                self.expect_play = (p, target)
            return
        if name in FREE_PLAY_EFFECTS or name == "play_from_hand":
            if (name == "play_token") != self.is_token(target):
                self.bad(f"{name} plays {target}: only play_token plays a Token, and only Tokens")
            if name in ("play_from_digivolution_cards", "play_from_under_tamers", "play_placed"):
                self.take_from_under(p, target)
            self.expect_play = (p, target)
            return
        if name not in FIELD_EFFECTS:
            return
        if target is None:  # all of a player's Digimon
            if name in KEYWORDS or name in NAMED_KEYWORDS:
                self.player_grants[q].add(name)
            if name == "security_attack" and amount < 0:
                self.sa_reduced[q] = True
            return
        if name in ("bounce", "bounce_own_cost"):
            if name == "bounce_own_cost" and q != p:
                self.bad(f"bounce_own_cost pays with {target} of player {q}, not a Digimon of player {p}")
            self.remove_by_card(q, target, name)
            if not self.is_token(target):   # a Token leaves the game (RULES.md section 10.1)
                self.hand[q] += 1
            return
        if name == "to_deck_bottom":   # the Digimon's `amount` cards (a Token's none) go under its owner's deck
            self.remove_by_card(q, target, "to_deck_bottom")
            self.deck[q] += amount
            return
        cands = self.candidates(q, target)
        named = self.field[q].get(e.get("target_uid"))
        if named is not None and named in cands:   # the event names the Digimon by its uid too: that one
            cands = [self.find(q, named.uid)]
        if not cands:
            self.bad(f"effect {name} targets {target} of player {q}, which is not in the battle area")
            return
        sure = self.sure(cands, target)
        if name == "security_attack" and amount < 0:
            self.sa_reduced[q] = True
        if name in KEYWORDS or name in NAMED_KEYWORDS or name == "as_digimon":
            if name == "as_digimon" and any(r.top is not None and self.kind(r.top) != "tamer" for r in cands if sure):
                self.bad(f"as_digimon makes {target} of player {q} a Digimon, but it is no Tamer")
            for r in cands:
                r.granted.add(name)   # as_digimon: a Tamer that may be a Digimon from now on (not followed to its end)
        elif name in ("suspend", "unsuspend", "suspend_self_cost", "suspend_own_cost", "suspend_unsuspended"):
            if name == "suspend_own_cost" and (q != p or any(r.susp for r in cands if sure)):
                self.bad(f"suspend_own_cost pays with {target} of player {q}, not an unsuspended Digimon of "
                         f"player {p}")
            if name == "suspend_unsuspended" and sure and cands[0].susp is True:
                self.bad(f"suspend_unsuspended chooses {target} of player {q}, a suspended Digimon")
            for r in cands:
                if name == "unsuspend" and self.has_keyword(r, "cant_unsuspend") is not False:
                    # one that can't unsuspend stays suspended (the effect still logs): unknown if the mark ran out
                    r.susp = False if r.susp is False else None
                else:
                    r.susp = (name != "unsuspend") if sure else None
        elif name == "de_digivolve":
            for r in cands:
                if sure and r.stack is not None:
                    for _ in range(amount):
                        if len(r.stack) <= 1 or (not isinstance(r.stack[-1], _FaceDown)
                                                 and (self.facts.get(r.stack[-1], "level") == 3
                                                      or self.facts.get(r.stack[-1], "kind") == "tamer")):
                            break   # a Lv.3 card stays; a Tamer card on top is no Digimon to de-digivolve
                        r.stack.pop()
                    r.top = r.stack[-1]
                else:
                    r.stack, r.top = None, None
        elif name == "trash_digivolution_bottom":
            for r in cands:
                if sure and r.stack is not None:   # the bottom ones effects may trash (not the kept ones)
                    gone = [i for i, c in enumerate(r.stack[:-1]) if not self.kept(r, c)][:amount]
                    r.stack = [c for i, c in enumerate(r.stack) if i not in gone]
                else:
                    r.stack = None
        elif name == "trash_digivolution_top":
            for r in cands:
                if sure and r.stack is not None:   # the uppermost ones beneath the top card (not the kept ones)
                    gone = [i for i, c in enumerate(r.stack[:-1]) if not self.kept(r, c)][::-1][:amount]
                    r.stack = [c for i, c in enumerate(r.stack) if i not in gone]
                else:
                    r.stack = None

    def xros_from_tamers(self, e):
        """digixros_from_under_tamers, said after the DigiXros materials of the coming play of `target`: some of
        those said as not from the battle area came from under player p's Tamers, not from the hand, and the
        Tamer target_uid suspends for it. The log does not say which: each material that lies, or may lie, under
        a Tamer is counted as taken from there, and the hand may then hold fewer by all of them but one."""
        p, card = e["player"], e.get("target")
        t = self.find(p, e.get("target_uid"))
        if t is None or (t.top is not None and self.kind(t.top) != "tamer"):
            self.bad(f"DigiXros from under Tamers suspends uid {e.get('target_uid')}, no Tamer of player {p}")
        else:
            if t.susp:
                self.bad(f"DigiXros from under Tamers suspends {t.top} (uid {t.uid}), which is suspended")
            t.susp = True
        events = self.game.get("events") or []
        said = []
        j = self.i - 1
        while j >= 0 and events[j].get("kind") == "effect" \
                and events[j].get("effect") in ("digixros", "digixros_from_trash") and events[j].get("card") == card:
            if events[j].get("effect") == "digixros" and (events[j].get("amount") or 0) > 0:
                said.append(events[j].get("target"))
            j -= 1
        tamers = [r for r in self.field[p].values() if r.top is None or self.kind(r.top) == "tamer"]
        moved, holders = 0, []
        for m in said:
            known = [r for r in tamers if r.stack is not None and m in r.stack[:-1]]
            if known:
                known[0].stack.remove(m)
                holders.append(known[0])
            elif not any(r.stack is None for r in tamers):
                continue
            self.hand[p] += 1   # said as a material, it did not leave the hand
            moved += 1
        if not moved:
            self.bad(f"DigiXros from under Tamers for {card}, but no material lies under a Tamer of player {p}")
        elif moved > 1:   # one at least came from under a Tamer; each of the others may have come from the hand
            self.hand_slack[p] += moved - 1
            for r in holders:
                r.stack = None

    def link_paid(self, e):
        """The memory a link_self event pays: a link from the hand, a main-phase action, pays the card's link
        cost, less what the link_cost_down events just before it took off; one an effect makes (the option used or
        checked linking itself, a card from the trash, a link_to_* event's card, paid with that event) is free.
        Every link cost is 1 or more, so a link that moves the gauge, or one cheapened, is the one from the hand."""
        cut = self.link_cut
        if cut is not None and cut[:2] == (e["player"], e.get("card")):
            return max(0, load_link_costs().get(e.get("card"), 0) - cut[2])
        return load_link_costs().get(e.get("card"), 0) if e.get("memory") != self.mem else 0

    def on_link_to_digimon(self, e, name):
        """link_to_self / link_to_self_from_trash / link_to_own: `target`, a card with a link text, from p's hand
        (from_trash: p's trash; target_uid -1) or from beneath p's Digimon target_uid, for `amount` memory paid with
        this event (at most its link cost); its link_self follows, free."""
        p, card, amount = e["player"], e.get("target"), e.get("amount") or 0
        self.link_cut = None
        cost = load_link_costs().get(card)
        if cost is None:
            self.bad(f"{name} links {card}, which has no link text")
        elif not 0 <= amount <= cost:
            self.bad(f"{name} links {card} for {amount}, its link cost is {cost}")
        uid = e.get("target_uid")
        if uid is None or uid < 0:
            if name != "link_to_self_from_trash":
                self.hand[p] -= 1
            return
        r = self.find(p, uid)
        if r is None:
            self.bad(f"{name} takes {card} from under uid {uid}, not in player {p}'s battle area")
        else:
            self.take_from_beneath(r, card, f"{name} takes")

    def on_link(self, e):
        """link_self: the card goes beside player p's Digimon target_uid as its link card (RULES.md §10.6); the
        link card there before, if any, goes to the trash, as do a Digimon's link cards when it leaves."""
        p, card = e["player"], e.get("card")
        if card not in load_link_costs():
            self.bad(f"links {card}, which has no link text")
        r = self.find(p, e.get("target_uid"))
        if r is None:
            self.bad(f"links {card} to uid {e.get('target_uid')}, not in player {p}'s battle area")
        elif r.top is not None and self.kind(r.top) != "digimon":
            self.bad(f"links {card} to {r.top}, which is not a Digimon")
        else:   # the link card's keywords are the Digimon's while it is there (kept after, as granted ones are)
            r.granted |= self.kw.get(card, {}).get("link", set())
        cut = self.link_cut
        self.last_link_paid = self.link_paid(e)   # (the gauge is checked after this handler)
        self.link_cut = None
        if self.last_link_paid or (cut is not None and cut[:2] == (p, card)):   # a link from the hand
            self.begin_action(e, "link")
            self.hand[p] -= 1

    def on_app_fuse(self, e):
        """App Fusion (RULES.md §10.7): link card `card` beside player p's Digimon target_uid goes on top of its stack;
        the Digimon's top card and that link card are named as two different entries of the App Fusion requirement
        of `target`, a card from the hand, whose digivolution for that requirement's cost follows."""
        p, link, card, cost, uid = e["player"], e.get("card"), e.get("target"), e.get("amount") or 0, e.get("target_uid")
        fusion = load_app_fusions().get(card)
        if fusion is None:
            self.bad(f"app fuses into {card}, which has no App Fusion requirement")
        elif cost != fusion[0]:
            self.bad(f"app fuses into {card} for {cost}, its App Fusion cost is {fusion[0]}")
        if link not in load_link_costs():
            self.bad(f"app fuses with {link}, which has no link text")
        r = self.find(p, uid)
        if r is None:
            self.bad(f"app fuses uid {uid}, not in player {p}'s battle area")
            return
        if fusion is not None and r.top is not None:
            top, other = self.exact_names(r.top) & fusion[1], self.exact_names(link) & fusion[1]
            if not top or not other or (len(top | other) < 2):
                self.bad(f"app fuses {r.top} with {link} into {card}: not two entries of its App Fusion requirement")
        r.top = link
        if r.stack is not None:
            r.stack.append(link)
        self.expect_digivolve = (p, card, uid, cost)
        self.app_fusion = True

    def on_link_from_battle_area(self, e):
        """A main-phase link of a battle-area Digimon's top card (RULES.md §10.6): the Digimon leaves the battle area
        (the cards beneath it and its link cards to the trash) for the card's link cost; its link_self follows, free
        (the gauge has moved already)."""
        p, card, uid = e["player"], e.get("card"), e.get("target_uid")
        self.begin_action(e, "link")
        costs = load_link_costs()
        if card not in costs:
            self.bad(f"links {card} from the battle area, which has no link text")
        else:
            cut, self.link_cut = self.link_cut, None   # less what link_cost_down events just took off
            want = max(0, costs[card] - (cut[2] if cut is not None and cut[:2] == (p, card) else 0))
            if (e.get("amount") or 0) != want:
                self.bad(f"links {card} from the battle area for {e.get('amount')}, its link cost is {want}")
        if self.kind(card) != "digimon":
            self.bad(f"links {card} from the battle area, which is not a Digimon card")
        r = self.field[p].pop(uid, None)
        if r is None:
            self.bad(f"links {card} from uid {uid}, not in player {p}'s battle area")
            return
        if r.top is not None and r.top != card:
            self.bad(f"links {card} from uid {uid}, whose top card is {r.top}")
        self.gone[p] = r

    def take_from_under(self, p, card):
        # a Digimon's "when it would leave" or [On Deletion] effect plays from the cards of the one that just left
        holders = [r for r in [*self.field[p].values(), self.gone[p]] if r is not None and (
            r.stack is None or card in r.stack[:-1])]
        if not holders:
            self.bad(f"plays {card} from digivolution cards, but no Digimon of player {p} has it beneath")
        elif len(holders) == 1 and holders[0].stack is not None:
            holders[0].stack.remove(card)
        else:
            for r in holders:
                r.stack = None

    def on_delete(self, e):
        p, card, uid, cause = e["player"], e.get("card"), e.get("uid"), e.get("cause")
        if e.get("owner") != p:
            self.bad(f"delete logged by player {p} for owner {e.get('owner')}")
        if cause == "battle":
            key = (p, uid)
            if self.expect_deletes and key in self.expect_deletes:
                self.expect_deletes.discard(key)
            elif key in self.extra_battle_deletes:
                self.extra_battle_deletes.discard(key)
            else:
                self.bad(f"battle deletion of uid {uid} that no battle result calls for")
        elif cause == "effect" and self.stay_cost is not None and self.expect_deletes \
                and (p, uid) in self.expect_deletes:
            # the other battle loser deleted as the cost of a "doesn't leave" effect: an immediate effect resolves
            # before the battle deletion it replaces (RULES.md §8), so this loser leaves by that effect instead
            self.expect_deletes.discard((p, uid))
        r = self.field[p].get(uid)
        if r is None:
            self.bad(f"deletes uid {uid}, which is not in player {p}'s battle area")
            return
        if cause == "effect" and self.phase == "ending" and p == self.cur:
            self.overclock_paid |= {u for u, x in self.field[p].items()
                                    if self.has_keyword(x, "overclock") is not False}
        if r.top is not None and r.top != card:
            self.bad(f"deletes {card}, but uid {uid}'s top card is {r.top}")
        self.gone[p] = self.field[p].pop(uid)

    def on_trash(self, e):
        p, card = e["player"], e.get("card")
        if e.get("cause") == "no_dp" and self.facts.get(card, "dp") is not None and not any(
                (r.top is None or r.top == card) and (r.stack is None or any(
                    isinstance(c, _FaceDown) and c == card for c in r.stack)) for r in self.field[p].values()):
            # (a face-down card of that Digimon, or one of an unknown stack, may have become its top card)
            self.bad(f"{card} trashed for having no DP, but it has {self.facts.get(card, 'dp')} DP")
        self.remove_by_card(p, card, "trash")

    # --- attacks ---------------------------------------------------------------------------------------
    def on_attack(self, e):
        p, uid, card = e["player"], e.get("attacker_uid"), e.get("attacker")
        vortex = self.vortex == (p, uid)
        overclock = self.overclock == (p, uid)
        no_suspend = self.no_suspend_attack == (p, uid)   # an effect's attack without suspending
        self.no_suspend_attack = None
        execute = self.execute == (p, uid)   # may attack an unsuspended Digimon too
        self.vortex = self.overclock = self.execute = None
        if vortex and e.get("target") == "player" and (
                self.find(p, uid) is None or self.has_keyword(self.find(p, uid), "vortex_players") is False):
            self.bad(f"<Vortex> attack of uid {uid} on the player")   # unless granted: "your <Vortex> can also ..."
        if overclock and e.get("target") != "player":
            self.bad(f"<Overclock> attack of uid {uid} on a Digimon")
        if self.effect_attack == (p, uid) or vortex or overclock or execute:
            # an attack an effect allowed: not a main-phase action (it may come at the end of the turn, with the
            # memory on the opponent's side), but made by the turn player under the same rules
            self.effect_attack = None
            if p != self.cur:
                self.bad(f"attack by effect by player {p}, but it is player {self.cur}'s turn")
            self.close_attack()
        else:
            self.begin_action(e, "attack")
        q = 1 - p
        r = self.find(p, uid)
        if r is None:
            b = self.breeding[p]
            where = "the breeding area" if b is not None and b.uid == uid else "nowhere on the field"
            self.bad(f"attacker uid {uid} is in {where}, not the battle area")
        else:
            if r.top is not None and r.top != card:
                self.bad(f"attacker uid {uid} is {r.top}, not {card}")
            if not self.digimon_now(r, card):
                self.bad(f"{card} attacks but is not a Digimon")
            if r.played_turn == self.turn and self.has_keyword(r, "rush") is False and not vortex:
                self.bad(f"{card} (uid {uid}) attacks in the turn it was played")
            if r.susp is True and not overclock:
                self.bad(f"{card} (uid {uid}) attacks while suspended")
            if not overclock and not no_suspend:   # an <Overclock> attack does not suspend its Digimon
                r.susp = True
        target_uid = None
        if e.get("target") != "player":
            target_uid = e.get("target_uid")
            t = self.find(q, target_uid)
            if t is None:
                self.bad(f"attack target uid {target_uid} is not in player {q}'s battle area")
            elif self.kind(e.get("target")) == "option":
                self.bad(f"attack on {e.get('target')}, an option in the battle area")
            else:
                if t.top is not None and t.top != e.get("target"):
                    self.bad(f"attack target uid {target_uid} is {t.top}, not {e.get('target')}")
                if t.susp is False and not execute and (
                        r is None or self.has_keyword(r, "attacks_unsuspended") is False):
                    self.bad(f"attack on {e.get('target')} (uid {target_uid}), which is not suspended")
        self.attack = _Attack(p, uid, target_uid, self.sec[q])

    def on_block(self, e):
        a = self.attack
        q, uid, card = e["player"], e.get("blocker_uid"), e.get("blocker")
        if a is None:
            self.bad("block outside an attack")
            return
        if a.ended:
            self.bad("block in an attack an effect ended")
        if q != 1 - a.p:
            self.bad(f"block by player {q}, the attacking player")
        if a.blocked:
            self.bad("a second block in one attack")
        if a.checks or a.battle is not None:
            self.bad("block after the attack's confirmation")
        if uid == a.target:
            self.bad("the attack's target blocks")
        r = self.find(q, uid)
        if r is None:
            self.bad(f"blocker uid {uid} is not in player {q}'s battle area")
        else:
            if r.top is not None and r.top != card:
                self.bad(f"blocker uid {uid} is {r.top}, not {card}")
            if not self.digimon_now(r, card):
                self.bad(f"{card} blocks but is not a Digimon")
            if r.susp is True:
                self.bad(f"{card} (uid {uid}) blocks while suspended")
            if self.has_keyword(r, "blocker") is False and self.collision(a) is False:
                self.bad(f"{card} (uid {uid}) blocks without <Blocker>")
            r.susp = True
        a.blocked = True
        a.target = uid
        a.maybe_kept = False

    def collision(self, a):
        """True / False / None (can't tell): the attacker of attack `a` has <Collision>."""
        r = self.find(a.p, a.uid)
        return None if r is None else self.has_keyword(r, "collision")

    def on_keyword_rule(self, e, kw):
        if kw == "raid":
            self.on_raid(e)
            return
        if kw == "alliance":
            self.on_alliance(e)
            return
        if kw == "fortitude":   # the free play follows (on_play)
            if e.get("target") != e.get("card"):
                self.bad(f"<Fortitude> of {e.get('card')} plays {e.get('target')}")
            return
        if kw == "ascension":   # the deleted card, from its owner's trash to the top of their security stack
            if e.get("target") != e.get("card") or e.get("target_player") != e["player"]:
                self.bad(f"<Ascension> of {e.get('card')} places {e.get('target')} of player {e.get('target_player')}")
            self.sec[e["player"]] += 1
            return
        if kw in ("vortex", "overclock", "execute"):
            self.on_end_of_turn_attack(e, kw)
            return
        if kw == "attacks_at_main_phase_start":   # a given "[Start of Your Main Phase] This Digimon attacks."
            p, uid = e["player"], e.get("target_uid")
            r = self.find(p, uid)
            if r is None or p != self.cur or self.has_keyword(r, kw) is False:
                self.bad(f"uid {uid} attacks at the start of the main phase without the effect that makes it")
            self.effect_attack = (p, uid)
            return
        p, uid, card = e["player"], e.get("target_uid"), e.get("target")
        r = self.find(p, uid)
        if r is None or e.get("target_player") != p:
            self.bad(f"<{kw}> of uid {uid}, which is not in player {p}'s battle area")
            return
        if self.has_keyword(r, kw) is False:
            self.bad(f"{card} (uid {uid}) uses <{kw}> without having it")
        if kw == "evade":
            if r.susp is True:
                self.bad(f"{card} (uid {uid}) uses <Evade> while suspended")
            r.susp = True
        elif kw == "armor_purge":
            if r.stack is not None:
                if len(r.stack) < 2:
                    self.bad(f"{card} (uid {uid}) uses <Armor Purge> without a card beneath")
                else:
                    r.stack.pop()
                    r.top = r.stack[-1]
            else:
                r.top = None
        elif kw == "fragment":   # any N of its digivolution cards: the top stays known
            r.stack = None
        elif kw == "scapegoat":   # another of p's Digimon is deleted next, by p's effect
            if len(self.field[p]) < 2:
                self.bad(f"{card} (uid {uid}) uses <Scapegoat> with no other Digimon")
            self.stay_cost = card
        elif kw == "decoy":   # this Digimon is deleted next, by p's effect, in place of another of p's Digimon
            if len(self.field[p]) < 2:
                self.bad(f"{card} (uid {uid}) uses <Decoy> with no other Digimon")
            self.stay_cost = card
        elif kw == "barrier":
            if (p, uid) not in (self.expect_deletes or ()) and (p, uid) not in self.extra_battle_deletes:
                self.bad(f"{card} (uid {uid}) uses <Barrier> but loses no battle")
            if self.sec[p] <= 0:
                self.bad(f"{card} (uid {uid}) uses <Barrier> with no security card")
            self.sec[p] -= 1
        # the deletion a battle called for did not happen (none is expected outside a battle: evade by an effect)
        if self.expect_deletes:
            self.expect_deletes.discard((p, uid))
        self.extra_battle_deletes.discard((p, uid))

    def on_alliance(self, e):
        """<Alliance>: in an attack, before a block, the attacker (which has it) suspends another unsuspended
        Digimon of its player."""
        a, p, uid = self.attack, e["player"], e.get("target_uid")
        if a is None or a.p != p or a.blocked or a.checks or a.battle is not None:
            self.bad("<Alliance> outside its attack's declaration")
            return
        attacker = self.find(p, a.uid)
        if attacker is not None and self.has_keyword(attacker, "alliance") is False:
            self.bad(f"uid {a.uid} uses <Alliance> without having it")
        r = self.find(p, uid)
        if r is None or uid == a.uid or e.get("target_player") != p:
            self.bad(f"<Alliance> suspends uid {uid}, not another Digimon of player {p}")
            return
        if r.susp is True:
            self.bad(f"<Alliance> suspends uid {uid}, which is suspended")
        r.susp = True

    def on_end_of_turn_attack(self, e, kw):
        """<Vortex>, <Overclock> or <Execute>: said at the turn's end by a Digimon of the turn player that has it, whose attack
        follows."""
        p, uid = e["player"], e.get("target_uid")
        r = self.find(p, uid)
        if r is None or p != self.cur:
            self.bad(f"<{kw}> of uid {uid}, not a Digimon of the turn player")
            return
        # the <Overclock> attack follows its paid cost even where what the cost set off took the keyword away
        if self.has_keyword(r, kw) is False and not (kw == "overclock" and uid in self.overclock_paid):
            self.bad(f"uid {uid} uses <{kw}> without having it")
        if kw == "vortex":
            self.vortex = (p, uid)
        elif kw == "execute":
            self.execute = (p, uid)
        else:
            self.overclock = (p, uid)

    def on_stay(self, e):
        """`stay`: p's Digimon target_uid would leave the battle area and an effect keeps it there, its cost (the
        next event) paid. A battle's deletion of it is no longer due, though an unpaid cost lets it go after all."""
        p, uid = e["player"], e.get("target_uid")
        events = self.game.get("events") or []
        j = self.i - 1
        # the plays of other would-leave effects of the same departure (a free play from beneath it and the play
        # itself) may come between the return and what keeps the Digimon
        while 0 < j < len(events) and (events[j].get("kind") == "play" or (
                events[j].get("kind") == "effect"
                and events[j].get("effect") in ("play_from_digivolution_cards", "play_placed"))):
            j -= 1
        last = events[j] if 0 <= j < len(events) and j < self.i else None
        r = self.gone[p]
        if last and last.get("kind") == "effect" and last.get("effect") in ("bounce", "to_deck_bottom") \
                and last.get("target_player") == p and last.get("target") == e.get("target"):
            # the effect that would return it is logged before what keeps it there: with its cost paid (the next
            # event) it stays and nothing moved; unpaid, it went as logged
            cost = events[self.i + 1] if self.i + 1 < len(events) else {}
            paid = (cost.get("kind") == "effect" and cost.get("card") == e.get("card")) or (
                cost.get("kind") == "delete" and cost.get("cause") == "effect")
            if not paid:   # the return took this one (named now, where the return's card left it unsure)
                left = self.field[p].pop(uid, None)
                if left is not None:
                    self.gone[p] = left
                    for x in self.candidates(p, e.get("target")):
                        x.maybe_gone = False
                return
            if paid:
                if self.find(p, uid) is None and r is not None and r.uid == uid:
                    self.field[p][uid] = r
                for x in self.candidates(p, e.get("target")):
                    x.maybe_gone = False
                if last.get("effect") == "bounce" and not self.is_token(e.get("target")):
                    self.hand[p] -= 1
                elif last.get("effect") == "to_deck_bottom":
                    self.deck[p] -= last.get("amount") or 0
        if self.find(p, uid) is None or e.get("target_player") != p:
            self.bad(f"an effect keeps uid {uid}, which is not in player {p}'s battle area")
            return
        if self.expect_deletes and (p, uid) in self.expect_deletes:
            self.expect_deletes.discard((p, uid))
            self.extra_battle_deletes.add((p, uid))
        self.stay_cost = e.get("card")

    def on_raid(self, e):
        """<Raid>: the attacker switches the target to an unsuspended Digimon of the opponent, at the attack's
        declaration (before the counter timing)."""
        a = self.attack
        if a is None:
            self.bad("Raid outside an attack")
            return
        if a.blocked or a.checks or a.battle is not None:
            self.bad("Raid after the attack's declaration")
        if e["player"] != a.p or e.get("target_player") != 1 - a.p:
            self.bad("Raid by the defender or onto the attacker's own Digimon")
        attacker = self.field[a.p].get(a.uid)
        if attacker is not None and self.has_keyword(attacker, "raid") is False:
            self.bad(f"{e.get('card')} (uid {a.uid}) switches the target without <Raid>")
        uid = e["target_uid"]
        r = self.find(1 - a.p, uid)
        if r is None:
            self.bad(f"Raid onto uid {uid}, which is not in player {1 - a.p}'s battle area")
        else:
            if r.top is not None and r.top != e.get("target"):
                self.bad(f"Raid target uid {uid} is {r.top}, not {e.get('target')}")
            if r.susp is True:
                self.bad(f"Raid onto {e.get('target')} (uid {uid}), which is suspended")
        a.target = uid

    def on_switch_attack_target(self, e):
        """An effect of the defender turns the attack in progress on one of the defender's own Digimon."""
        a = self.attack
        if a is None or a.ended:
            self.bad(f"{e.get('card')} changes the target outside an attack in progress")
            return
        if a.blocked or a.checks or a.battle is not None:
            self.bad(f"{e.get('card')} changes the target after a block or the confirmation")
        if e["player"] != 1 - a.p or e.get("target_player") != e["player"]:
            self.bad(f"{e.get('card')} changes the target but is not the defender's, or not onto the defender's Digimon")
        uid = e.get("target_uid")
        r = self.find(1 - a.p, uid)
        if r is None:
            self.bad(f"the attack switched to uid {uid}, which is not in player {1 - a.p}'s battle area")
        elif r.top is not None and r.top != e.get("target"):
            self.bad(f"the attack switched to uid {uid}, which is {r.top}, not {e.get('target')}")
        attacker = self.field[a.p].get(a.uid)
        fixed = None if attacker is None else self.has_keyword(attacker, "cant_attack_target_change")
        if fixed is True and "cant_attack_target_change" in attacker.granted | self.player_grants[a.p]:
            fixed = None   # a restriction's mark outlives its duration (marks only allow): it may have ended
        if fixed is True:
            return   # its attack target can't change: the engine passes the switch by (logged all the same)
        if fixed is None and attacker is not None and not a.maybe_kept:
            a.maybe_kept, a.kept = True, a.target   # can't tell if it may change: either target may follow
        a.target = uid

    def attacker_present(self, a):
        """True / False / None (maybe gone)."""
        r = self.field[a.p].get(a.uid)
        if r is None:
            return False
        return None if r.maybe_gone else True

    def on_security_check(self, e):
        a = self.attack
        p = e["player"]
        if a is None:
            self.bad("security check outside an attack")
            return
        if a.ended:
            self.bad("security check in an attack an effect ended")
        q = 1 - a.p
        if p != a.p:
            self.bad(f"security check logged by player {p}, the attacker is player {a.p}")
        if a.pending_security_digimon is not None and self.attacker_present(a) is True:
            self.bad(f"Security Digimon {a.pending_security_digimon} did not battle")
        a.pending_security_digimon = None
        if a.maybe_kept and a.kept is None and not a.blocked and a.battle is None:
            a.target = None   # a check with no battle: the switch did not happen (the attacker's target is fixed)
        a.maybe_kept = False
        if a.target is not None:
            # <Piercing> triggers on the won battle (RULES.md §9): its checks go on whatever the attacker becomes
            # meanwhile (an <Armor Purge> trashes the top card that had it)
            r = self.field[a.p].get(a.uid) if a.checks == 0 else None
            piercing = None if r is None else self.has_keyword(r, "piercing")
            if a.battle != "attacker_wins" or piercing is False:
                self.bad("security check in an attack on a Digimon (blocked, or no won battle with <Piercing>)")
        if self.attacker_present(a) is False:
            self.bad("security check after the attacker left the battle area")
        due, number, left = e.get("checks_due"), e.get("check"), e.get("security_left")
        if a.checks == 0:
            a.due = due
        elif due != a.due and not a.count_changed:
            self.bad(f"checks_due changed from {a.due} to {due} within one attack")
        if number != a.checks + 1:
            self.bad(f"check number {number}, expected {a.checks + 1}")
        if not isinstance(due, int) or not isinstance(number, int) or number > due:
            self.bad(f"check {number} of {due} due")
        if self.sec[q] <= 0:
            self.bad("security check of an empty security stack")
        elif left != self.sec[q] - 1:
            self.bad(f"security_left {left}, expected {self.sec[q] - 1}")
        self.sec[q] = max(0, self.sec[q] - 1)
        a.checks += 1
        if self.kind(e.get("card")) == "digimon":
            a.pending_security_digimon = e.get("card")

    def on_battle(self, e):
        a = self.attack
        p = e["player"]
        if self.effect_battle is not None:
            self.on_effect_battle(e)
            return
        if a is None:
            self.bad("battle outside an attack")
            return
        if a.ended:
            self.bad("battle in an attack an effect ended")
        if p != a.p:
            self.bad(f"battle logged by player {p}, the attacker is player {a.p}")
        adp, ddp, result = e.get("attacker_dp"), e.get("defender_dp"), e.get("result")
        if not isinstance(adp, int) or not isinstance(ddp, int):
            self.bad(f"DP {adp!r} vs {ddp!r}")
        else:
            want = "attacker_wins" if adp > ddp else "defender_wins" if adp < ddp else "both_deleted"
            if result != want:
                self.bad(f"{adp} DP vs {ddp} DP must be {want}, logged {result}")
            result = want
        ar = self.field[a.p].get(a.uid)
        if ar is None:
            self.bad(f"battle of attacker uid {a.uid}, which is no longer in the battle area")
        elif ar.top is not None and ar.top != e.get("attacker"):
            self.bad(f"battling attacker is {e.get('attacker')}, but uid {a.uid} is {ar.top}")
        losers = set()
        if e.get("security_digimon"):
            if a.pending_security_digimon is None or a.pending_security_digimon != e.get("defender"):
                self.bad(f"Security Digimon battle with {e.get('defender')}, which was not just checked")
            a.pending_security_digimon = None
            self.security_battled = (1 - a.p, e.get("defender"))
            self.extra_battle_deletes = set()
            if result != "attacker_wins":
                # <Jamming> survives a battle against a Security Digimon
                jamming = False if ar is None else self.has_keyword(ar, "jamming")
                if jamming is True and ("jamming" in ar.granted or "jamming" in self.player_grants[a.p]):
                    jamming = None   # granted keywords are kept past their duration: it may have run out
                if jamming is False:
                    losers.add((a.p, a.uid))
                elif jamming is None:
                    self.extra_battle_deletes.add((a.p, a.uid))
        else:
            if a.maybe_kept and a.kept is not None:   # the defender tells whether the switch happened
                d, k = self.field[1 - a.p].get(a.target), self.field[1 - a.p].get(a.kept)
                if k is not None and k.top == e.get("defender") and (d is None or d.top != e.get("defender")):
                    a.target = a.kept
            a.maybe_kept = False
            if a.target is None:
                self.bad("Digimon battle in an attack on the player")
                return
            if a.battle is not None:
                self.bad("a second battle in one attack")
            a.battle = result
            d = self.field[1 - a.p].get(a.target)
            if d is None:
                self.bad(f"battle with uid {a.target}, which is not in the battle area")
            elif d.top is not None and d.top != e.get("defender"):
                self.bad(f"defender is {e.get('defender')}, but uid {a.target} is {d.top}")
            akey, dkey = (a.p, a.uid), (1 - a.p, a.target)
            self.extra_battle_deletes = set()
            if result != "attacker_wins":
                losers.add(akey)
            if result != "defender_wins":
                losers.add(dkey)
        self.expect_deletes = losers or None

    def on_effect_battle(self, e):
        """The battle a `battle` effect called for (in an attack or not): the higher DP wins, the lower is deleted,
        both on a tie; the effect named the opponent's Digimon, the battling one is named by its top card."""
        x, t_uid = self.effect_battle
        self.effect_battle = None
        p = e["player"]
        if p != x:
            self.bad(f"effect battle logged by player {p}, the effect is player {x}'s")
        adp, ddp, result = e.get("attacker_dp"), e.get("defender_dp"), e.get("result")
        if not isinstance(adp, int) or not isinstance(ddp, int):
            self.bad(f"DP {adp!r} vs {ddp!r}")
            return
        result = "attacker_wins" if adp > ddp else "defender_wins" if adp < ddp else "both_deleted"
        if e.get("result") != result:
            self.bad(f"{adp} DP vs {ddp} DP must be {result}, logged {e.get('result')}")
        cands = self.candidates(p, e.get("attacker"))
        if not cands:
            self.bad(f"effect battle of {e.get('attacker')}, which player {p} does not have in the battle area")
        d = self.field[1 - p].get(t_uid)
        if d is None:
            self.bad(f"effect battle with uid {t_uid}, which is not in the battle area")
        elif d.top is not None and d.top != e.get("defender"):
            self.bad(f"defender is {e.get('defender')}, but uid {t_uid} is {d.top}")
        losers = set()
        self.extra_battle_deletes = set()
        if result != "attacker_wins":
            if self.sure(cands, e.get("attacker")):
                losers.add((p, cands[0].uid))
            else:
                self.extra_battle_deletes |= {(p, r.uid) for r in cands}
        if result != "defender_wins":
            losers.add((1 - p, t_uid))
        self.expect_deletes = losers or None

    def close_attack(self):
        """The attack (if any) is over: what it should have done and didn't."""
        a = self.attack
        if a is None:
            return
        self.attack = None
        if self.ended is not None or a.ended:
            return
        present = self.attacker_present(a)
        if a.pending_security_digimon is not None and present is True:
            self.bad(f"Security Digimon {a.pending_security_digimon} did not battle")
        q = 1 - a.p
        if a.maybe_kept:
            return   # no check nor battle told which target the attack kept
        if a.target is not None:
            d = self.field[q].get(a.target)
            if a.battle is None and present is True and d is not None and not d.maybe_gone:
                self.bad(f"attack on uid {a.target} ended without a battle")
            return
        if present is not True or self.sa_reduced[a.p]:
            return
        if a.checks == 0 and a.sec_at_declaration == 0 and self.sec[q] == 0:
            self.bad("an unblocked attack on a player with no security did not win")
        elif a.checks == 0 and self.sec[q] > 0:
            self.bad("an unblocked attack on a player with security made no security check")
        elif a.due is not None and a.checks < a.due and self.sec[q] > 0 and not a.count_changed:
            self.bad(f"{a.checks} of {a.due} security checks with the attacker still there and security left")

    # --- the end ---------------------------------------------------------------------------------------
    def on_game_end(self, e):
        winner, reason = e.get("winner"), e.get("reason")
        self.ended = (winner, reason)
        a = self.attack
        if reason == "security":
            if a is None:
                self.bad("security win outside an attack")
            else:
                q = 1 - a.p
                if (a.target is not None and not (a.maybe_kept and a.kept is None)) or a.blocked:
                    self.bad("security win in an attack on a Digimon or a blocked attack")
                if a.checks or a.battle is not None:
                    self.bad("security win after a check or battle in the same attack")
                if self.sec[q] != 0:
                    self.bad(f"security win against a player with {self.sec[q]} security cards")
                if winner != a.p:
                    self.bad(f"security win for player {winner}, the attacker is player {a.p}")
                if self.attacker_present(a) is False:
                    self.bad("security win after the attacker left the battle area")
        elif reason == "deck_out":
            self.leave_unsuspend_phase()
            if self.phase != "draw" or self.phase_draw_done:
                self.bad("deck_out outside the draw phase")
            elif self.turn == 1:
                self.bad("deck_out on turn 1, which has no draw phase draw")
            if self.deck[self.cur] != 0:
                self.bad(f"deck_out with {self.deck[self.cur]} cards in the deck")
            if winner != 1 - self.cur:
                self.bad(f"deck_out of player {self.cur} won by player {winner}")
        elif reason == "turn_limit":
            if winner != -1:
                self.bad("a turn-limit end has a winner")
        else:
            self.bad(f"unknown win reason {reason!r}")
        self.phase = "over"

    def finish(self):
        g = self.game
        if self.ended is None:
            self.bad("the log does not end with game_end")
            return
        winner, reason = self.ended
        if g.get("winner", winner) != winner or g.get("win_reason", reason) != reason:
            self.bad(f"outcome says {g.get('winner')} by {g.get('win_reason')}, the log {winner} by {reason}")
        if g.get("turns", self.turn) != self.turn:
            self.bad(f"outcome says {g.get('turns')} turns, the log has {self.turn}")
        for p, name in ((0, "security_a"), (1, "security_b")):
            if g.get(name, self.sec[p]) != self.sec[p]:
                self.bad(f"outcome {name} {g.get(name)}, the log accounts for {self.sec[p]}")
        for p, name in ((0, "mulligan_a"), (1, "mulligan_b")):
            if name in g and self.redraws[p] is not None and bool(g[name]) != self.redraws[p]:
                self.bad(f"outcome {name} {g[name]}, the log says {self.redraws[p]}")


def check_game(game, cards, keywords=None):
    """Violations of the rules in one logged game (a `dcgsim replay --format json` object, parsed or as
    text); [] if clean.

    cards: {card number: card facts} (`decks.catalog.load_catalog()`, or dicts with kind, level, cost, dp,
    colors, digivolve and optionally name, traits, alt_digivolve). keywords: {card number: {"main": set,
    "inherited": set}} of the keywords a card gives itself (default: read from the project's effect encoding,
    see load_keywords)."""
    if isinstance(game, (str, bytes)):
        game = json.loads(game)
    events = game.get("events") or []
    game = dict(game, events=[dict(e) for e in events])  # the referee marks events as it goes
    return _Referee(game, cards, keywords).run()
