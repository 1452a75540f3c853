"""Scenarios (`dcgsim scenario`): a position placed into a game state, a script of main-phase actions
applied to it through the engine's own functions, and playouts to the end from the position reached.

A position names every card of both players by card number; the cards a player has anywhere make up that
player's "deck" for the card tables and the card-conservation invariant. The script's choices go through
the scripted pilot (strategies.scripted); once they run out the named pilot decides.
"""
import numpy as np
from dataclasses import dataclass, field
from simcore.jit import engine_jit
from simcore.deal import reshuffle_hidden
from simcore.effects import expire_mods
from simcore.engine import (PASS_MEMORY, action_done, apply_action, begin_main_phase, end_of_turn, list_actions,
                            play_turns, start_turn)
from simcore.layout import (A_ACTIVATE, A_ATTACK, A_DIGIVOLVE, A_OPTION, A_PASS, A_PLAY, CH_BOOL, CH_CARD, CH_NONE,
                            CH_TARGET, E_PASS, G_ATK_TARGET, G_CHECK_MODE, G_CHOICE_AT, G_CHOICE_BAD, G_CHOICE_N,
                            G_CHOICE_WANT, G_CUR, G_EVCAP, G_EVLOST, G_EVN, G_FALLBACK, G_FIRST, G_MEM, G_OVER,
                            G_PILOT0, G_PILOT1, G_REASON, G_TURN, G_UID, G_VIOLATION, G_WINNER, CH_TAKEN, K_DIGIMON,
                            K_OPTION, K_TAMER, DECK_SIZE, EV_CAPACITY, MAX_EGGS, MAXCHOICE, NSLOT, REASON_NAMES, STACK)
from simcore.query import memory_of
from simcore.effect_codes import S_MAIN, T_MAIN
from simcore.rng import derive_seed, seed_state
from simcore.zones import log_event, set_memory
from strategies.scripted import sync_scenario_slots

MEMORY_LIMIT = 10
PLAYOUT_STREAM = 0x5C3A  # random stream of playout k under the master seed: derive_seed(seed, stream, k)

# A script's actions: the engine's action kind and the fields the action needs.
ACTIONS = {"play": (A_PLAY, ("card",)), "digivolve": (A_DIGIVOLVE, ("card", "slot")),
           "option": (A_OPTION, ("card",)), "attack": (A_ATTACK, ("slot", "target")),
           "activate": (A_ACTIVATE, ("slot",)), "pass": (A_PASS, ())}
# Actions of mechanics the engine does not have yet: accepted by the format, refused when a script uses them.
UNSUPPORTED_ACTIONS = {"dna": "DNA digivolution", "digixros": "DigiXros", "link": "Link",
                       "app_fusion": "App Fusion", "burst": "Burst digivolution"}
CHOICE_WANTS = {CH_TARGET: "a target {\"player\", \"slot\"}", CH_CARD: "a card number",
                CH_BOOL: "true or false (a \"you may\")", CH_NONE: "a blocker {\"player\", \"slot\"} or \"none\""}


class ScenarioError(ValueError):
    """A position, action or choice that cannot be used; the message is one line naming the field."""


@dataclass
class Permanent:
    """A Digimon, Tamer or option in the battle area: its stack bottom first."""
    stack: list
    suspended: bool = False
    played_this_turn: bool = False
    links: list = field(default_factory=list)


@dataclass
class Zones:
    """One player's cards. deck, security and eggs are top first; breeding is a stack, bottom first."""
    hand: list = field(default_factory=list)
    deck: list = field(default_factory=list)
    security: list = field(default_factory=list)
    face_up: list = field(default_factory=list)
    trash: list = field(default_factory=list)
    eggs: list = field(default_factory=list)
    breeding: list = field(default_factory=list)
    battle: list = field(default_factory=list)


@dataclass
class Action:
    player: int
    do: str
    card: str | None = None
    slot: object = None         # index into the player's scenario slots, or "breeding" (digivolve)
    target: object = None       # "player" or (player, slot)


@dataclass
class Scenario:
    turn_player: int
    turn: int
    memory: int                 # from the turn player's side
    players: tuple
    actions: list = field(default_factory=list)
    choices: list = field(default_factory=list)   # ("target", p, slot) | ("card", number) | bool | "none"
    pilot: str = "greedy"


# --- the position ----------------------------------------------------------------------------------------

def _card(number, where, catalog):
    card = catalog.get(str(number).strip().upper()) if isinstance(number, str) else None
    if card is None:
        raise ScenarioError(f"{where}: unknown card {number!r}")
    return card


def check_position(sc, catalog):
    """Refuse a position the rules cannot reach (or the engine cannot hold yet), naming the field."""
    if sc.turn_player not in (0, 1):
        raise ScenarioError(f"turn_player: must be 0 or 1, not {sc.turn_player!r}")
    if sc.turn < 1:
        raise ScenarioError(f"turn: must be 1 or more, not {sc.turn}")
    if not -MEMORY_LIMIT <= sc.memory <= MEMORY_LIMIT:
        raise ScenarioError(f"memory: {sc.memory} is outside [-{MEMORY_LIMIT}, {MEMORY_LIMIT}]")
    if sc.memory < 0:
        raise ScenarioError(f"memory: {sc.memory} on the turn player's side would have ended the turn")
    for p, z in enumerate(sc.players):
        at = f"players[{p}]"
        if z.face_up:
            raise ScenarioError(f"not supported yet: face-up security cards ({at}.face_up)")
        cards = _zone_cards(z, at, catalog)
        if len(z.battle) > NSLOT - 1:
            raise ScenarioError(f"{at}.battle: at most {NSLOT - 1} permanents")
        for s, perm in enumerate(z.battle):
            cards += _stack_cards(perm, f"{at}.battle[{s}]", catalog)
        counts = {}
        for c in cards:
            counts[c.number] = counts.get(c.number, 0) + 1
        for number, n in counts.items():
            if n > catalog[number].max_copies:
                raise ScenarioError(f"{at}: {n} copies of {number}, at most {catalog[number].max_copies}")
        eggs = sum(c.kind == "digi-egg" for c in cards)
        if len(cards) - eggs > DECK_SIZE:
            raise ScenarioError(f"{at}: {len(cards) - eggs} main-deck cards, at most {DECK_SIZE}")
        if eggs > MAX_EGGS:
            raise ScenarioError(f"{at}: {eggs} Digi-Eggs, at most {MAX_EGGS}")


def _zone_cards(z, at, catalog):
    """The cards of a player's piles and breeding area (decks.catalog.Card), each in a zone it may be in."""
    cards = []
    for zone in ("hand", "deck", "security", "trash", "eggs", "breeding"):
        for i, n in enumerate(getattr(z, zone)):
            c = _card(n, f"{at}.{zone}[{i}]", catalog)
            is_egg = c.kind == "digi-egg"
            if zone in ("hand", "deck", "security") and is_egg:
                raise ScenarioError(f"{at}.{zone}[{i}]: {c.number} is a Digi-Egg, which is never in the {zone}")
            if zone == "eggs" and not is_egg:
                raise ScenarioError(f"{at}.eggs[{i}]: {c.number} is not a Digi-Egg")
            cards.append(c)
    kinds = [catalog[n.strip().upper()].kind for n in z.breeding]
    if kinds and (kinds[0] != "digi-egg" or any(k != "digimon" for k in kinds[1:])):
        raise ScenarioError(f"{at}.breeding: a Digi-Egg with Digimon on it, bottom first")
    return cards


def _stack_cards(perm, where, catalog):
    """The cards of a permanent's stack, checked: a Digimon (on Digimon, on a Digi-Egg at the bottom), or a
    Tamer or option alone."""
    if perm.links:
        raise ScenarioError(f"not supported yet: linked cards ({where}.links)")
    if not perm.stack:
        raise ScenarioError(f"{where}.stack: empty")
    if len(perm.stack) > STACK:
        raise ScenarioError(f"{where}.stack: at most {STACK} cards")
    cards = [_card(n, f"{where}.stack[{i}]", catalog) for i, n in enumerate(perm.stack)]
    top = cards[-1]
    if top.kind in ("tamer", "option"):
        if len(cards) > 1:
            raise ScenarioError(f"{where}.stack: a {top.kind} is a one-card stack, nothing under it")
    elif top.kind != "digimon":
        raise ScenarioError(f"{where}.stack: its top card {top.number} is not a Digimon, Tamer or option")
    for i, c in enumerate(cards[:-1]):
        if c.kind in ("tamer", "option") or (c.kind == "digi-egg" and i > 0):
            raise ScenarioError(f"{where}.stack[{i}]: {c.number} ({c.kind}) cannot be under a Digimon")
    return cards


def _player_cards(z):
    cards = list(z.hand) + list(z.deck) + list(z.security) + list(z.trash) + list(z.eggs) + list(z.breeding)
    for perm in z.battle:
        cards += perm.stack
    return [n.strip().upper() for n in cards]


class ScenarioGame:
    """A scenario's game state `st` with its card tables `tb` and the card numbers by type index."""

    def __init__(self, sc):
        from decks.catalog import load_catalog
        from simcore.engine import reset_game
        from simcore.invariants import VIOLATION_NAMES, check_state
        from simcore.layout import new_state
        from strategies.pilots import SCRIPTED, pilot_id

        catalog = load_catalog()
        check_position(sc, catalog)
        for i, a in enumerate(sc.actions):
            if a.do in UNSUPPORTED_ACTIONS:
                raise ScenarioError(f"not supported yet: {UNSUPPORTED_ACTIONS[a.do]} (actions[{i}])")
            if a.do not in ACTIONS:
                raise ScenarioError(f"actions[{i}].do: unknown action {a.do!r}")
        try:
            fallback = pilot_id(sc.pilot)
        except ValueError as exc:
            raise ScenarioError(f"pilot: {exc}") from None
        self.sc, self.catalog, self.fallback = sc, catalog, fallback
        self.tb, self.numbers = self._tables()
        self.index = {}
        for i, n in enumerate(self.numbers):   # the first: a face-down twin (simcore.tables) repeats its number
            self.index.setdefault(n, i)
        st = new_state(EV_CAPACITY)
        reset_game(st, self.tb, np.int64(0), np.int32(SCRIPTED), np.int32(SCRIPTED))
        self.st = st
        self._place()
        code = int(check_state(st, self.tb))
        if code:
            raise ScenarioError(f"impossible position: {VIOLATION_NAMES[code]}")
        self.set_choices(sc.choices)

    def _tables(self):
        """The match's card tables: each player's cards, wherever they are, make up its deck."""
        from decks.decklist import Deck
        from simcore.tables import build_tables

        decks = []
        for p, z in enumerate(self.sc.players):
            main, eggs = {}, {}
            for n in _player_cards(z):
                d = eggs if self.catalog[n].kind == "digi-egg" else main
                d[n] = d.get(n, 0) + 1
            decks.append(Deck(name=f"player {p}", main=tuple(main.items()), eggs=tuple(eggs.items()),
                              source="scenario"))
        try:
            return build_tables(decks[0], decks[1])
        except ValueError as exc:
            raise ScenarioError(f"players: {exc}") from None

    def _place(self):
        """Put the position's cards into the freshly reset state and set the turn."""
        st, sc, ix = self.st, self.sc, self.index
        for p, z in enumerate(sc.players):
            for pile, count, cards in ((st.deck, st.deck_n, z.deck[::-1]), (st.hand, st.hand_n, z.hand),
                                       (st.sec, st.sec_n, z.security[::-1]), (st.trash, st.trash_n, z.trash),
                                       (st.eggs, st.egg_n, z.eggs[::-1])):
                pile[p, :] = 0
                pile[p, :len(cards)] = [ix[n.strip().upper()] for n in cards]
                count[p] = len(cards)
            slots = [(z.breeding, False, False)] + [(perm.stack, perm.suspended, perm.played_this_turn)
                                                    for perm in z.battle]
            for s, (stack, suspended, played) in enumerate(slots):
                st.stk_n[p, s] = len(stack)
                if not stack:
                    continue
                st.stk[p, s, :len(stack)] = [ix[n.strip().upper()] for n in stack]
                st.top[p, s] = st.stk[p, s, len(stack) - 1]
                st.susp[p, s] = 1 if suspended else 0
                st.entered[p, s] = sc.turn if played else -1
                st.uid[p, s] = st.g[G_UID]
                st.g[G_UID] += 1
            st.fld_n[p] = len(slots)
        st.g[G_TURN] = sc.turn
        st.g[G_CUR] = sc.turn_player
        st.g[G_FIRST] = sc.turn_player if sc.turn % 2 == 1 else 1 - sc.turn_player
        st.g[G_MEM] = sc.memory if sc.turn_player == 0 else -sc.memory
        st.g[G_FALLBACK] = self.fallback
        st.g[G_CHECK_MODE] = 1   # the engine verifies its invariants after every action of the script
        st.scen_n[:] = 0
        sync_scenario_slots(st)

    # --- choices and slots -----------------------------------------------------------------------------

    def set_choices(self, choices):
        if len(choices) > MAXCHOICE:
            raise ScenarioError(f"choices: at most {MAXCHOICE}")
        st = self.st
        for k, ch in enumerate(choices):
            if ch is True or ch is False:
                row = (CH_BOOL, int(ch), 0)
            elif ch == "none":
                row = (CH_NONE, 0, 0)
            elif isinstance(ch, tuple) and ch[0] == "target":
                row = (CH_TARGET, ch[1], ch[2])
            else:
                number = _card(ch[1], f"choices[{k}]", self.catalog).number
                row = (CH_CARD, self.index.get(number, -1), 0)
            st.choice[k] = row
        st.g[G_CHOICE_N] = len(choices)
        st.g[G_CHOICE_AT] = 0
        st.g[G_CHOICE_BAD] = 0

    def engine_slot(self, p, i, where):
        """The engine's slot now of player p's scenario slot i."""
        st = self.st
        if not isinstance(i, int) or isinstance(i, bool) or i < 0 or i >= st.scen_n[p]:
            raise ScenarioError(f"{where}: player {p} has no slot {i!r}")
        uid = st.scen_uid[p, i]
        for s in range(1, st.fld_n[p]):
            if st.uid[p, s] == uid:
                return s
        raise ScenarioError(f"{where}: player {p}'s slot {i} has left the battle area")

    # --- the script --------------------------------------------------------------------------------------

    def run_script(self):
        """Apply every action of the script; ScenarioError names the first that cannot be applied."""
        st = self.st
        for i, a in enumerate(self.sc.actions):
            where = f"actions[{i}]"
            if st.g[G_OVER]:
                raise ScenarioError(f"{where}: the game is over")
            p = int(st.g[G_CUR])
            if a.player != p:
                raise ScenarioError(f"{where}: it is player {p}'s turn, not player {a.player}'s")
            kind, card, slot, target = self._engine_action(a, p, where)
            ok = scenario_action(st, self.tb, np.int32(kind), np.int32(card), np.int32(slot), np.int32(target))
            if not ok:
                raise ScenarioError(f"{where}: {a.do} is not legal here ({self.why_illegal(kind, card, slot)})")
            if st.g[G_CHOICE_BAD]:
                k = int(st.g[G_CHOICE_BAD]) - 1
                want = CHOICE_WANTS.get(int(st.g[G_CHOICE_WANT]), "another choice")
                raise ScenarioError(f"choices[{k}]: fits no decision (during {where} the next decision wanted "
                                    f"{want})")
            if st.g[G_VIOLATION]:
                from simcore.invariants import VIOLATION_NAMES

                raise ScenarioError(f"{where}: the engine broke the invariant {VIOLATION_NAMES[st.g[G_VIOLATION]]}")
        left = [k for k in range(int(st.g[G_CHOICE_AT]), int(st.g[G_CHOICE_N])) if st.choice[k, 0] != CH_TAKEN]
        if left:
            raise ScenarioError(f"choices[{left[0]}]: fits no decision (the script made no more decisions)")

    def _engine_action(self, a, p, where):
        """(kind, card type, slot, target slot) of action a of player p in the engine's terms."""
        st = self.st
        kind = ACTIONS[a.do][0]
        card, slot, target = -1, -1, -1
        if kind in (A_PLAY, A_OPTION, A_DIGIVOLVE):
            number = _card(a.card, f"{where}.card", self.catalog).number
            if number not in [self.numbers[c] for c in st.hand[p, :st.hand_n[p]]]:
                raise ScenarioError(f"{where}: {number} is not in player {p}'s hand")
            card = self.index[number]
        if kind == A_DIGIVOLVE and a.slot == "breeding":
            slot = 0
            if st.stk_n[p, 0] == 0:
                raise ScenarioError(f"{where}.slot: player {p}'s breeding area is empty")
        elif kind in (A_DIGIVOLVE, A_ATTACK, A_ACTIVATE):
            slot = self.engine_slot(p, a.slot, f"{where}.slot")
        if kind == A_ATTACK and a.target != "player":
            q, t = a.target
            if q != 1 - p:
                raise ScenarioError(f"{where}.target: an attack targets the opponent's Digimon")
            target = self.engine_slot(q, t, f"{where}.target")
        return kind, card, slot, target

    def why_illegal(self, kind, card, slot):
        from simcore.query import can_attack, play_cost

        st, tb = self.st, self.tb
        p = int(st.g[G_CUR])
        mem = int(memory_of(st, p))
        if kind in (A_PLAY, A_OPTION):
            cost = int(play_cost(st, tb, p, card))
            if cost < 0:
                return "the card has no play cost"
            if mem - cost < -MEMORY_LIMIT:
                return f"it costs {cost} with memory {mem}"
            if kind == A_OPTION and tb.kind[card] != K_OPTION and not (tb.trigger_bits[card, S_MAIN] >> T_MAIN) & 1:
                return f"{self.numbers[card]} is not an option"
            if kind == A_PLAY and tb.kind[card] not in (K_DIGIMON, K_TAMER):
                return f"{self.numbers[card]} is not a Digimon or Tamer"
            if kind == A_OPTION:
                return "no Digimon or Tamer of its colours in play"
        if kind == A_DIGIVOLVE:
            base = self.numbers[st.top[p, slot]]
            return f"{self.numbers[card]} cannot digivolve from {base} with memory {mem}"
        if kind == A_ATTACK:
            if not can_attack(st, tb, np.int64(p), np.int64(slot)):
                if st.susp[p, slot]:
                    return "the attacker is suspended"
                if st.entered[p, slot] == st.g[G_TURN]:
                    return "the attacker was played this turn"
                return "that permanent cannot attack"
            return "only suspended Digimon can be attacked"
        if kind == A_ACTIVATE:
            return "that permanent has no [Main] effect it can activate"
        return "the engine lists no such action"

    # --- output ------------------------------------------------------------------------------------------

    def position(self):
        """The position now, in the scenario's shape, each permanent with its DP and keywords."""
        from simcore.effect_codes import ACTION_NAMES, KEYWORD_ACTIONS
        from simcore.query import has_keyword, slot_dp

        st, tb, names = self.st, self.tb, self.numbers

        def pile(a, n, top_first=False):
            out = [names[c] for c in a[:n]]
            return out[::-1] if top_first else out

        players = []
        for p in range(2):
            battle = []
            for s in range(1, st.fld_n[p]):
                top = st.top[p, s]
                is_digimon = tb.kind[top] == K_DIGIMON
                i64 = np.int64
                battle.append({
                    "stack": pile(st.stk[p, s], st.stk_n[p, s]),
                    "suspended": bool(st.susp[p, s]),
                    "played_this_turn": bool(st.entered[p, s] == st.g[G_TURN]),
                    "links": [],
                    "dp": int(slot_dp(st, tb, i64(p), i64(s))) if is_digimon else None,
                    "keywords": [ACTION_NAMES[k] for k in KEYWORD_ACTIONS
                                 if is_digimon and has_keyword(st, tb, i64(p), i64(s), i64(k))],
                })
            players.append({
                "hand": pile(st.hand[p], st.hand_n[p]),
                "deck": pile(st.deck[p], st.deck_n[p], True),
                "security": pile(st.sec[p], st.sec_n[p], True),
                "face_up": [],
                "trash": pile(st.trash[p], st.trash_n[p]),
                "eggs": pile(st.eggs[p], st.egg_n[p], True),
                "breeding": pile(st.stk[p, 0], st.stk_n[p, 0]),
                "battle": battle,
            })
        p = int(st.g[G_CUR])
        mem = int(st.g[G_MEM])
        return {"turn_player": p, "turn": int(st.g[G_TURN]), "memory": mem if p == 0 else -mem,
                "players": players}

    def outcome(self):
        st = self.st
        return {"winner": int(st.g[G_WINNER]),
                "win_reason": REASON_NAMES[st.g[G_REASON]] if st.g[G_OVER] else None}

    def events(self):
        from simcore.effect_codes import ACTION_NAMES
        from simcore.events import event_dicts

        if self.st.g[G_EVLOST]:
            raise ScenarioError(f"the script made more than {EV_CAPACITY} events")
        return event_dicts(self.st.ev[:self.st.g[G_EVN]], self.numbers, ACTION_NAMES)

    def choices_used(self):
        """The script's choices that decisions took (all of them once the script ran)."""
        st = self.st
        at = int(st.g[G_CHOICE_AT])
        while at < st.g[G_CHOICE_N] and st.choice[at, 0] == CH_TAKEN:
            at += 1   # a "none" taken with the "up to" targets before it
        return list(self.sc.choices[:at])

    # --- playouts ----------------------------------------------------------------------------------------

    def playouts(self, n, seed, pilot, turn_cap, check=False):
        """Play n games to the end from the position now with `pilot` on both sides, hidden cards (both
        decks, both security stacks, the opponent's hand) reshuffled for each. Returns (winners, turns,
        violations): with `check` the engine verifies its invariants after every action, and a playout's
        violation is the first it found (simcore.invariants V_*, 0 = none)."""
        from strategies.pilots import pilot_id
        from simcore.layout import STATE_DTYPE

        work_arr = np.zeros(1, STATE_DTYPE)
        work = work_arr.view(np.recarray)[0]
        base_arr = np.zeros(1, STATE_DTYPE)
        base_arr[0] = self.st
        ev_lo = STATE_DTYPE.fields["ev"][1]
        ev_hi = ev_lo + STATE_DTYPE["ev"].itemsize
        winners = np.empty(n, np.int8)
        turns = np.empty(n, np.int32)
        violations = np.zeros(n, np.int8)
        run_playouts(work, work_arr.view(np.uint8), base_arr.view(np.uint8), np.int64(ev_lo), np.int64(ev_hi),
                     self.tb, np.int64(seed), np.int64(n), np.int32(pilot_id(pilot)), np.int32(turn_cap),
                     np.int32(1 if check else 0), winners, turns, violations)
        return winners, turns, violations


def cache_is_warm(playouts):
    """True if numba's cache already holds the scenario entry points a run needs (no compile on first call)."""
    import glob
    import os

    try:
        path = scenario_action._cache._cache_path
    except AttributeError:
        return False
    names = ["scenario.scenario_action"] + (["scenario.run_playouts"] if playouts else [])
    return all(glob.glob(os.path.join(path, f"{name}-*.nbi")) for name in names)


# --- jitted steps ------------------------------------------------------------------------------------------

@engine_jit
def scenario_action(st, tb, kind, card, slot, target):
    """Take one main-phase action of the turn player, if list_actions lists it: A_* kind, the card type of
    a card from hand, the acting (or digivolved) slot and the attack's target slot (-1 = the player).
    Then, as in the main phase, the turn ends once memory is on the opponent's side, and the next one
    starts up to its main phase. Returns False for an action that is not legal now."""
    p = st.g[G_CUR]
    n = list_actions(st, tb, p)
    k = -1
    for j in range(n):
        if st.acts[j, 0] != kind:
            continue
        if kind == A_PASS:
            k = j
        elif kind == A_PLAY or kind == A_OPTION:
            if st.hand[p, st.acts[j, 1]] == card:
                k = j
        elif kind == A_DIGIVOLVE:
            if st.hand[p, st.acts[j, 1]] == card and st.acts[j, 2] == slot:
                k = j
        elif kind == A_ATTACK:
            if st.acts[j, 1] == slot and st.acts[j, 2] == target:
                k = j
        elif kind == A_ACTIVATE:
            if st.acts[j, 1] == slot:
                k = j
        if k >= 0:
            break
    if k < 0:
        return False
    if kind == A_PASS:
        set_memory(st, p, -PASS_MEMORY)
        log_event(st, p, E_PASS, 0, 0, 0, 0, 0, 0)
        action_done(st, tb)
    else:
        apply_action(st, tb, p, k)
    sync_scenario_slots(st)
    if st.g[G_OVER] == 0 and memory_of(st, p) < 0:
        end_of_turn(st, tb, p)
        if st.g[G_OVER] == 0 and memory_of(st, p) < 0:
            expire_mods(st, st.g[G_TURN])
            st.g[G_CUR] = 1 - p
            st.g[G_TURN] += 1
            if start_turn(st, tb):
                begin_main_phase(st, tb, 1 - p)
            sync_scenario_slots(st)
    return True


@engine_jit
def run_playouts(st, raw, base, ev_lo, ev_hi, tb, seed, n, pilot, turn_cap, check, winners, turns, violations):
    """Playout k: the state `base` (bytes; its event log is not copied) into st (whose bytes are `raw`), a
    random stream from (seed, k), the hidden cards reshuffled, then the game played to its end (with
    check != 0, verifying the invariants after every action)."""
    for k in range(n):
        for i in range(ev_lo):
            raw[i] = base[i]
        for i in range(ev_hi, raw.shape[0]):
            raw[i] = base[i]
        st.g[G_EVCAP] = 0
        st.g[G_CHECK_MODE] = check
        st.g[G_PILOT0] = pilot
        st.g[G_PILOT1] = pilot
        st.g[G_ATK_TARGET] = -2
        seed_state(st.rs, derive_seed(seed, PLAYOUT_STREAM, k))
        reshuffle_hidden(st, 1 - st.g[G_CUR])
        play_turns(st, tb, turn_cap, 1)   # the rest of this main phase, then turns to the end
        winners[k] = st.g[G_WINNER]
        turns[k] = st.g[G_TURN]
        violations[k] = st.g[G_VIOLATION]
