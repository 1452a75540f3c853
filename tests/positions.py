"""Hand-built game positions for rule tests.

Made-up vanilla cards (no rules text, so no card effect can interfere) are placed in the zones of a fresh
game state. Every pile is listed bottom first, top last, as the engine stores it (simcore.layout): the last
card of `deck` is drawn first, the last card of `security` is checked first, a slot's last card is its top.

The decks of the match are exactly the cards placed for each player, so the engine's card-conservation
invariant (simcore.invariants.check_state) holds for a position and must keep holding after any action.
"""
import inspect
from dataclasses import dataclass, field

import numpy as np

from decks.catalog import Card, DigivolveCost
from decks.decklist import Deck
from simcore import layout as L
from simcore.events import event_dicts
from simcore.invariants import check_state
from simcore.tables import build_tables
from strategies.pilots import pilot_id


# --- made-up cards -------------------------------------------------------------------------------------

def digimon(number, level, dp, cost, colors=("red",), digivolve=()):
    """A vanilla Digimon; `digivolve` lists printed requirements as (color, level, cost)."""
    return Card(number=number, name=f"Test {number}", kind="digimon", colors=tuple(colors), level=level, cost=cost,
                dp=dp, digivolve=tuple(DigivolveCost(*r) for r in digivolve), traits=(), max_copies=4)


def egg(number, colors=("red",)):
    return Card(number=number, name=f"Test {number}", kind="digi-egg", colors=tuple(colors), level=2, cost=None,
                dp=None, digivolve=(), traits=(), max_copies=4)


def tamer(number, cost, colors=("red",)):
    return Card(number=number, name=f"Test {number}", kind="tamer", colors=tuple(colors), level=None, cost=cost,
                dp=None, digivolve=(), traits=(), max_copies=4)


def option(number, cost, colors=("red",)):
    return Card(number=number, name=f"Test {number}", kind="option", colors=tuple(colors), level=None, cost=cost,
                dp=None, digivolve=(), traits=(), max_copies=4)


# --- positions -----------------------------------------------------------------------------------------

@dataclass
class Slot:
    """One Digimon or Tamer: its stack bottom first (a single card number is fine)."""
    cards: object
    suspended: bool = False
    entered: int = -1       # turn it was played; -1 = not played (hatched, moved out)

    def stack(self):
        return [self.cards] if isinstance(self.cards, str) else list(self.cards)


@dataclass
class Side:
    """Everything one player has. `battle` holds Slots or plain card numbers (one-card, unsuspended)."""
    hand: list = field(default_factory=list)
    deck: list = field(default_factory=list)
    security: list = field(default_factory=list)
    trash: list = field(default_factory=list)
    eggs: list = field(default_factory=list)
    breeding: object = None
    battle: list = field(default_factory=list)

    def slots(self):
        out = [] if self.breeding is None else [_as_slot(self.breeding)]
        return out + [_as_slot(b) for b in self.battle]

    def all_cards(self):
        cards = list(self.hand) + list(self.deck) + list(self.security) + list(self.trash) + list(self.eggs)
        for s in self.slots():
            cards += s.stack()
        return cards


def _as_slot(x):
    return x if isinstance(x, Slot) else Slot(x)


class Position:
    """A game state `st` with its card tables `tb`, and readers that speak card numbers."""

    def __init__(self, st, tb, numbers):
        self.st, self.tb, self.numbers = st, tb, numbers
        self.index = {}
        for i, n in enumerate(numbers):   # the first: a face-down twin (simcore.tables) repeats its number
            self.index.setdefault(n, i)

    def card(self, number):
        return self.index[number]

    def _names(self, pile, n):
        return [self.numbers[c] for c in pile[:n]]

    def hand(self, p):
        return self._names(self.st.hand[p], self.st.hand_n[p])

    def deck(self, p):
        return self._names(self.st.deck[p], self.st.deck_n[p])

    def security(self, p):
        return self._names(self.st.sec[p], self.st.sec_n[p])

    def trash(self, p):
        return self._names(self.st.trash[p], self.st.trash_n[p])

    def eggs(self, p):
        return self._names(self.st.eggs[p], self.st.egg_n[p])

    def stack(self, p, s):
        return self._names(self.st.stk[p, s], self.st.stk_n[p, s])

    def breeding(self, p):
        return self.stack(p, L.BREEDING)

    def battle(self, p):
        """Stacks of the battle-area slots 1..fld_n-1, in slot order."""
        return [self.stack(p, s) for s in range(1, self.st.fld_n[p])]

    def suspended(self, p, s):
        return bool(self.st.susp[p, s])

    def uids(self, p):
        return [int(self.st.uid[p, s]) for s in range(1, self.st.fld_n[p])]

    def memory(self, p):
        m = int(self.st.g[L.G_MEM])
        return m if p == 0 else -m

    def hand_index(self, p, number):
        return self.hand(p).index(number)

    def actions(self, n):
        """The first n rows of st.acts as tuples (after list_actions returned n)."""
        return [tuple(int(v) for v in self.st.acts[k]) for k in range(n)]

    def events(self, *kinds):
        ev = self.st.ev[:self.st.g[L.G_EVN]]
        out = event_dicts(ev, self.numbers)
        return [e for e in out if not kinds or e["kind"] in kinds]

    def over(self):
        return bool(self.st.g[L.G_OVER])

    def winner(self):
        return int(self.st.g[L.G_WINNER])

    def reason(self):
        return L.REASON_NAMES[self.st.g[L.G_REASON]]

    def violation(self):
        """The first invariant the state breaks (simcore.invariants V_*), 0 = none."""
        return int(check_state(self.st, self.tb))


def ok(pos):
    """No invariant of the state is broken, and no checking-mode violation was noted."""
    assert pos.violation() == 0
    assert pos.st.g[L.G_VIOLATION] == 0


def _deck_of(name, cards, catalog):
    main, eggs = {}, {}
    for n in cards:
        d = eggs if catalog[n].kind == "digi-egg" else main
        d[n] = d.get(n, 0) + 1
    if sum(main.values()) > L.DECK_SIZE or sum(eggs.values()) > L.MAX_EGGS:
        raise ValueError(f"position holds more cards for {name} than one player owns")
    return Deck(name=name, main=tuple(main.items()), eggs=tuple(eggs.items()), source="test")


def build_position(cards, a=None, b=None, *, turn=2, current=0, first=0, memory=0, pilots=("greedy", "greedy"),
                   log=512, seed=1, check=True, effects=None):
    """A position with made-up `cards` (an iterable of decks.catalog.Card) and sides a, b (players 0 and 1).
    `memory` is seen from the current player's side. With `check` the engine verifies its invariants after
    each action it counts (G_CHECK_MODE). `effects` (decks.effects.parse_effects output) gives the made-up
    cards effects; by default they have none."""
    from simcore.engine import reset_game

    catalog = {c.number: c for c in cards}
    sides = (a or Side(), b or Side())
    decks = [_deck_of(name, s.all_cards(), catalog) for name, s in zip("AB", sides, strict=True)]
    extra = {"effects": effects or {}} if "effects" in inspect.signature(build_tables).parameters else {}
    tb, numbers = build_tables(decks[0], decks[1], cards=catalog, **extra)   # vanilla: no card effects
    st = L.new_state(log)
    reset_game(st, tb, np.int64(seed), np.int32(pilot_id(pilots[0])), np.int32(pilot_id(pilots[1])))
    pos = Position(st, tb, numbers)
    ix = pos.card
    place_sides(st, sides, ix, turn=turn, current=current, first=first, memory=memory, check=check)
    return pos


def place_sides(st, sides, ix, *, turn, current, first, memory, check):
    """Put both sides' cards into a freshly reset state (card numbers to type indices by `ix`) and set the
    turn. `memory` is seen from the current player's side; `check` turns on the engine's checking mode."""
    for p, side in enumerate(sides):
        for pile, count, cards_ in ((st.deck, st.deck_n, side.deck), (st.hand, st.hand_n, side.hand),
                                    (st.sec, st.sec_n, side.security), (st.trash, st.trash_n, side.trash),
                                    (st.eggs, st.egg_n, side.eggs)):
            pile[p, :] = 0
            pile[p, :len(cards_)] = [ix(n) for n in cards_]
            count[p] = len(cards_)
        st.stk[p] = 0
        st.stk_n[p] = 0
        st.susp[p] = 0
        st.entered[p] = 0
        st.uid[p] = 0
        slots = [side.breeding] + list(side.battle)
        for s, x in enumerate(slots):
            if x is None:
                continue
            x = _as_slot(x)
            stack = x.stack()
            st.stk[p, s, :len(stack)] = [ix(n) for n in stack]
            st.stk_n[p, s] = len(stack)
            st.top[p, s] = ix(stack[-1])
            st.g[L.G_TOPS_CHANGED] = 1   # placed cards: the next rule check looks at them
            st.susp[p, s] = 1 if x.suspended else 0
            st.entered[p, s] = x.entered
            st.uid[p, s] = st.g[L.G_UID]
            st.g[L.G_UID] += 1
        st.fld_n[p] = len(slots)
    st.g[L.G_TURN] = turn
    st.g[L.G_CUR] = current
    st.g[L.G_FIRST] = first
    st.g[L.G_MEM] = memory if current == 0 else -memory
    st.g[L.G_CHECK_MODE] = 1 if check else 0
