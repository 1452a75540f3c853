"""Game positions with real cards and their encoded effects (decks/data/effects.txt), for effect tests.

Sides and slots are described with tests/positions.py's `Side` and `Slot` (piles bottom first, top last; a
slot's last card is its top card). The match's card tables are built from the real catalog with the real
effect encoding, and each player's deck list is exactly the cards placed for them, so the engine's
card-conservation invariant holds for a position and keeps holding after any action.

The helpers call the engine with the integer types the engine passes itself (players, slots and hand
indices are int32), so numba reuses its compiled code instead of compiling new specializations.
"""
import numpy as np
from positions import Position, Side, Slot, ok, place_sides

from decks.catalog import get_card, load_catalog
from decks.decklist import Deck
from decks.effects import card_coverage, load_effects
from simcore import effect_codes as ec
from simcore import engine as E
from simcore import layout as L
from simcore import query as Q
from simcore.effects import expire_mods
from simcore.tables import build_tables
from simcore.zones import set_memory
from strategies.pilots import GREEDY, SCRIPTED
from strategies.pilots import pilot_id

__all__ = ["EffectPosition", "Side", "Slot", "build", "full", "lines_of", "ok", "row_of"]

i32 = np.int32


def _deck_of(name, cards):
    main, eggs = {}, {}
    for n in cards:
        d = eggs if get_card(n).kind == "digi-egg" else main
        d[n] = d.get(n, 0) + 1
    if sum(main.values()) > L.DECK_SIZE or sum(eggs.values()) > L.MAX_EGGS:
        raise ValueError(f"position holds more cards for {name} than one player owns")
    return Deck(name=name, main=tuple(main.items()), eggs=tuple(eggs.items()), source="test")


class EffectPosition(Position):
    """A Position with shorthands for the rules the effect tests drive and the values they read."""

    # --- reading -------------------------------------------------------------------------------------
    def dp(self, p, s):
        return int(Q.slot_dp(self.st, self.tb, p, s))

    def security_attack(self, p, s):
        return int(Q.security_attack(self.st, self.tb, p, s))

    def can_block(self, p, s):
        return bool(Q.can_block(self.st, self.tb, p, s))

    def can_attack(self, p, s):
        return bool(Q.can_attack(self.st, self.tb, p, s))

    def has(self, p, s, action):
        """The Digimon in slot s has the keyword / modifier `action` (simcore.effect_codes A_*)."""
        return bool(Q.has_keyword(self.st, self.tb, p, s, action))

    def security_digimon_dp(self, q, number):
        return int(Q.security_digimon_dp(self.st, self.tb, q, self.card(number)))

    def mods(self):
        return int(self.st.g[L.G_MODN])

    def effects(self, card=None):
        """Effect events (kind "effect") as (source card, action code, target card, amount, target player)."""
        out = [(e["card"], e["effect"], e["target"], e["amount"], e["target_player"]) for e in self.events("effect")]
        return out if card is None else [x for x in out if x[0] == card]

    # --- acting --------------------------------------------------------------------------------------
    def actions_of(self, p):
        n = E.list_actions(self.st, self.tb, i32(p))
        return self.actions(n)

    def set_memory(self, p, m):
        set_memory(self.st, i32(p), m)

    def set_turn(self, turn, current):
        self.st.g[L.G_TURN] = turn
        self.st.g[L.G_CUR] = current

    def play(self, p, number):
        """Play a Digimon or Tamer from hand (the play must be a legal action)."""
        i = self.hand_index(p, number)
        assert any(a[:3] == (L.A_PLAY, i, 0) for a in self.actions_of(p)), f"{number} can't be played"
        E.play_from_hand(self.st, self.tb, i32(p), i32(i))

    def play_digixros(self, p, number):
        """Play a Digimon from hand with its DigiXros materials (the play must be a legal action); returns the
        cost the action listed."""
        i = self.hand_index(p, number)
        found = [a for a in self.actions_of(p) if a[:3] == (L.A_PLAY, i, 1)]
        assert found, f"{number} can't be played with DigiXros"
        E.play_from_hand_as(self.st, self.tb, i32(p), i32(i), i32(1))
        return found[0][3]

    def digivolve(self, p, number, s):
        """Digivolve slot s into `number` from hand, paying the printed cost (it must be a legal action)."""
        i = self.hand_index(p, number)
        found = [a for a in self.actions_of(p) if a[0] == L.A_DIGIVOLVE and a[1] == i and a[2] == s]
        assert found, f"{number} can't digivolve slot {s}"
        E.digivolve(self.st, self.tb, i32(p), i32(i), i32(s), i32(found[0][3]))

    def dna_actions(self, p, number):
        """(slot on top, other slot, cost) of each DNA digivolution into `number` from hand the rules offer p."""
        i = self.hand_index(p, number)
        return [(a[2] % L.NSLOT, a[2] // L.NSLOT, a[3]) for a in self.actions_of(p) if a[0] == L.A_DNA and a[1] == i]

    def dna(self, p, number, top, other):
        """DNA digivolve slots `top` and `other` into `number` from hand (it must be a legal action)."""
        found = [a for a in self.dna_actions(p, number) if a[:2] == (top, other)]
        assert found, f"{number} can't DNA digivolve slots {top} and {other}"
        E.dna(self.st, self.tb, i32(p), i32(self.hand_index(p, number)), i32(top), i32(other), i32(found[0][2]))

    def use_option(self, p, number):
        """Use an option from hand (colors and cost must allow it)."""
        i = self.hand_index(p, number)
        assert any(a[:3] == (L.A_OPTION, i, 0) for a in self.actions_of(p)), f"{number} can't be used"
        E.use_option(self.st, self.tb, i32(p), i32(i))

    def activate(self, p, s):
        """Activate the [Main] effect of the Digimon in slot s (it must be offered as an action)."""
        found = [a for a in self.actions_of(p) if a[0] == L.A_ACTIVATE and a[1] == s]
        assert found, f"slot {s} has no activated effect to use"
        E.activate_main(self.st, self.tb, i32(p), i32(s), i32(found[0][2]))

    def activatable(self, p, s):
        return any(a[0] == L.A_ACTIVATE and a[1] == s for a in self.actions_of(p))

    def attack(self, p, s, t=-1):
        E.attack(self.st, self.tb, i32(p), i32(s), i32(t))

    def end_of_turn(self, p):
        E.end_of_turn(self.st, self.tb, i32(p))

    def expire(self, turn):
        expire_mods(self.st, turn)

    def next_turn(self):
        """Close the current turn the way play_turn does (modifiers ending with it expire) and hand the turn
        to the other player, without playing any phase."""
        expire_mods(self.st, int(self.st.g[L.G_TURN]))
        self.st.g[L.G_ONCEN] = 0
        self.st.g[L.G_ATTACKED] = 0
        self.set_turn(int(self.st.g[L.G_TURN]) + 1, 1 - int(self.st.g[L.G_CUR]))

    def play_turn(self):
        E.play_turn(self.st, self.tb)

    def main_phase(self, p):
        E.main_phase(self.st, self.tb, i32(p))


def build(a=None, b=None, *, turn=3, current=0, first=0, memory=0, pilots=("greedy", "greedy"), log=2048, seed=1,
          check=True):
    """A position with real cards: sides a, b (players 0 and 1) of tests/positions.py. `memory` is seen from
    the current player's side. `check` turns on the engine's checking mode (invariants after each action)."""
    sides = (a or Side(), b or Side())
    decks = [_deck_of(name, s.all_cards()) for name, s in zip("AB", sides)]
    tb, numbers = build_tables(decks[0], decks[1])
    st = L.new_state(log)
    E.reset_game(st, tb, np.int64(seed), np.int32(pilot_id(pilots[0])), np.int32(pilot_id(pilots[1])))
    pos = EffectPosition(st, tb, numbers)
    place_sides(st, sides, pos.card, turn=turn, current=current, first=first, memory=memory, check=check)
    return pos


def script(pos, p, *answers):
    """Player p answers its next "you may"s with `answers` (True/False), then decides as the greedy pilot."""
    st = pos.st
    st.g[L.G_PILOT0 + p] = SCRIPTED
    st.g[L.G_FALLBACK] = GREEDY
    for k, a in enumerate(answers):
        st.choice[k] = (L.CH_BOOL, int(a), 0)
    st.g[L.G_CHOICE_N] = len(answers)
    st.g[L.G_CHOICE_AT] = 0
    st.g[L.G_CHOICE_BAD] = 0


def lines_of(card):
    """The encoded effect lines of a card (decks/data/effects.txt)."""
    return [e.text for e in load_effects()[card].effects]


def full(card):
    """The card's effects are encoded in full."""
    return card_coverage(load_catalog()[card]) == "full"


def row_of(pos, card, trigger, action):
    """The first row of `card`'s effect with this timing and first action."""
    f = int(pos.tb.eff_first[pos.card(card)])
    for r in range(f, f + int(pos.tb.eff_n[pos.card(card)])):
        e = pos.tb.eff[r]
        if e[ec.F_TRIGGER] == trigger and e[ec.F_ACTION] == action and e[ec.F_CHAIN] == 0:
            return r
    raise AssertionError(f"{card} has no such effect")


def answered(pos):
    """Every scripted answer was taken, none refused."""
    return pos.st.g[L.G_CHOICE_BAD] == 0 and pos.st.g[L.G_CHOICE_AT] == pos.st.g[L.G_CHOICE_N]


