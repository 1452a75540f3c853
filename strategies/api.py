"""The pilot interface: the decision points of a game, and `Pilot`, a set of jitted functions that make
some of them. A user pilot is a module attribute holding a Pilot (`--pilot package.module:NAME`); every
decision it does not make is made as the built-in greedy pilot makes it.

Each decision function is an @engine_jit function taking the arguments listed in DECISIONS (the built-in
ones in strategies/pilots.py take the pilot id first, then the same arguments). `st` is the game state
(simcore.layout), `tb` the card tables (simcore.tables), `p` the deciding player (0 or 1). A pilot reads
only what its player may know: its own hand, the public field and trash, and the counts of hidden piles
(the opponent's hand, both decks and both security stacks) — never their contents or order.
"""
import importlib
import os
import sys

from simcore.jit import EngineDispatcher

FIRST_USER_PILOT = 100   # pilot ids of user pilots; 0.. are the built-in ones
NOT_HANDLED = -1000000   # what the generated dispatch returns for a decision a user pilot leaves to greedy
USER_PILOTS_ENV = "DCGSIM_USER_PILOTS"   # the directory of the loaded user pilots' generated dispatch
USER_DISPATCH_MODULE = "dcgsim_user_pilots"

# decision: (its arguments after the pilot id, what it returns); the order of strategies/pilots.py
DECISIONS = {
    "decide_redraw": ("st, tb, p", "True to redraw the opening hand (once, RULES.md §3)"),
    "decide_breeding": ("st, tb, p, can_hatch, can_move",
                        "B_NOTHING, B_HATCH or B_MOVE_OUT (simcore.layout), one that is allowed"),
    "choose_main": ("st, tb, p, n", "index 0..n-1 into st.acts of the main-phase action (acts[0] is pass; a DNA "
                                    "digivolution, A_DNA, has its two slots in acts[k, 2]: top + NSLOT * other; a [Hand] [Main] "
                                    "effect, A_HAND_MAIN, and a link, A_LINK: hand index (a link from the battle "
                                    "area: minus the slot of the Digimon whose top card is linked), slot, cost); "
                                    "also the attack an effect or <Vortex> lets a Digimon make (acts: pass, then its "
                                    "attacks)"),
    "choose_block": ("st, tb, p, n, attacker_dp, target_is_player",
                     "a slot among st.cand[0:n] (the defender's Digimon able to block), or -1 for no block"),
    "choose_target": ("st, tb, p, action, amount, n",
                      "index 0..n-1 into st.cand (entries owner * NSLOT + slot) of the effect's next target (also "
                      "the Digimon <Alliance> suspends, action keyword; <Overclock> deletes, delete_own_cost; the "
                      "blocker <Collision> makes block, blocker)"),
    "choose_target_count": ("st, tb, p, action, amount, n, most",
                            "how many targets (0..most) an \"up to\" effect takes among st.cand[0:n] (also whether "
                            "<Alliance> or <Overclock> is used: 0 or 1)"),
    "decide_optional": ("st, tb, p, r", "True to use the \"you may\" effect starting at row r of tb.eff (also "
                                        "to buy a cost reduction from under a Tamer, its row r)"),
    "choose_burst_card": ("st, tb, p, s",
                          "stack index 0..stk_n[p, s]-2 of the digivolution card a Digi-Burst trashes next"),
    "choose_stack_card": ("st, tb, p, n",
                          "index 0..n-1 into st.chosen (slot * STACK + stack index) of the card to play"),
    "choose_digivolution": ("st, tb, p, n", "index 0..n-1 into st.chosen (slot * PILE + hand index) of a digivolution "
                                            "by effect: which card onto which Digimon (an index past hand_n: a card "
                                            "of the trash or from under a Tamer, copied behind the hand; a DNA "
                                            "digivolution by effect: the other Digimon's slot)"),
    "choose_cost_card": ("st, tb, p, pile, n", "index 0..n-1 into st.cand (positions in pile) of the card that pays "
                                            "an effect's cost: trashed from p's hand, or returned from p's trash to "
                                            "the deck bottom"),
    "choose_reveal_pair": ("st, tb, p, pile, k, ea, eb, two",
                           "(i + 1) * (PILE + 1) + j + 1 for the revealed cards pile[i] (matching row ea) and pile[j] "
                           "(matching row eb, only if two) added to the hand (an and_place row eb: pile[j] goes under "
                           "a Digimon instead); -1 for none"),
    "choose_security_end": ("st", "1 to take the bottom security card, 0 the top one"),
    "choose_reveal_destination": ("st, tb, p, c, n",
                                  "-1 to add the revealed card c to the hand, or index 0..n-1 into st.cand (p * NSLOT "
                                  "+ slot) of the Digimon that gets c as its bottom digivolution card"),
    "choose_reveal_rest_end": ("st, tb, p, k", "1 to put the k revealed cards not taken on top of the deck, 0 at "
                                              "the bottom"),
    "choose_raid": ("st, tb, p, n, attacker_dp, target_dp",
                    "<Raid>: index 0..n-1 into st.cand (q * NSLOT + slot) of the new attack target, or -1 to keep it"),
    "choose_deletion_save": ("st, tb, p, s, usable, must",
                             "the keyword (KW_*, a bit of usable) that saves p's Digimon in slot s from deletion, "
                             "0 for none (not allowed when must)"),
    "choose_card": ("st, tb, p, pile, n", "index 0..n-1 into st.cand (positions in pile) of the card to take"),
    "choose_card_count": ("st, tb, p, pile, n, most",
                          "how many cards (0..most) an \"up to\" effect takes from pile, its n candidates (one "
                          "per card type) in st.cand (also whether <Fortitude> plays its card: 0 or 1)"),
    "choose_discard": ("st, tb, p", "hand index 0..hand_n[p]-1 of the card to trash"),
    "choose_pending": ("st, n", "index 0..n-1 into st.cand of the simultaneous triggered effect to resolve next"),
}
BOOL_DECISIONS = ("decide_redraw", "decide_optional")


class Pilot:
    """A user pilot: jitted functions (@engine_jit) for some decision points, by name; the others are
    greedy's. `Pilot(choose_main=my_main, choose_block=my_block)`."""

    def __init__(self, **decisions):
        for name, fn in decisions.items():
            if name not in DECISIONS:
                raise TypeError(f"no decision point {name!r} (decision points: {', '.join(DECISIONS)})")
            if not isinstance(fn, EngineDispatcher):
                raise TypeError(f"{name} must be a function decorated with @engine_jit (simcore.jit)")
        if not decisions:
            raise TypeError("a Pilot makes at least one decision")
        self.decisions = dict(decisions)

    def __repr__(self):
        return f"Pilot({', '.join(self.decisions)})"


def user_dispatch_module():
    """The generated dispatch module of the user pilots loaded for this process and its workers
    (strategies.plugins.activate), or None."""
    directory = os.environ.get(USER_PILOTS_ENV)
    if not directory:
        return None
    if directory not in sys.path:
        sys.path.insert(0, directory)
    return importlib.import_module(USER_DISPATCH_MODULE)
