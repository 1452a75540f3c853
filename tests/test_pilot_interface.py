"""The pilot interface: a decision reads only what its player may know. Positions come from real games
(played partway by the engine); in a copy of each, the cards hidden from the deciding player are dealt
again (the opponent's hand, deck and security pooled and redistributed in the same counts; the order of
its own deck, security and both egg decks shuffled), and every decision point must choose the same."""
import numpy as np
import pytest

from game_positions import GAMES, MATCHUPS, copy_state, positions, redeal_hidden
from simcore import layout as L
from simcore.effect_codes import A_DELETE, A_DP, A_SUSPEND
from simcore.engine import list_actions
from simcore.query import is_digimon_slot
from strategies import pilots as P

PILOTS = (P.GREEDY, P.RANDOM)
RESHUFFLES = 2      # hidden-card redeals per position


def decisions(pilot, st, tb, p):
    """Every decision point of player p in position st, each on its own copy of it."""
    out = {}
    s = copy_state(st)
    out["redraw"] = bool(P.decide_redraw(pilot, s, tb, p))
    for hatch in (False, True):
        for move in (False, True):
            s = copy_state(st)
            out[f"breeding {hatch} {move}"] = int(P.decide_breeding(pilot, s, tb, p, hatch, move))
    s = copy_state(st)
    n = list_actions(s, tb, p)
    out["main"] = int(P.choose_main(pilot, s, tb, p, n))
    own = [sl for sl in range(1, st.fld_n[p]) if is_digimon_slot(st, tb, p, sl)]
    field = [pl * L.NSLOT + sl for pl in (0, 1) for sl in range(1, st.fld_n[pl]) if is_digimon_slot(st, tb, pl, sl)]
    if own:
        for dp in (2000, 5000, 9000):
            s = copy_state(st)
            s.cand[:len(own)] = own
            out[f"block {dp}"] = int(P.choose_block(pilot, s, tb, p, len(own), dp, True))
    if field:
        for action, amount in ((A_DELETE, 0), (A_DP, -3000), (A_SUSPEND, 0)):
            s = copy_state(st)
            s.cand[:len(field)] = field
            out[f"target {action}"] = int(P.choose_target(pilot, s, tb, p, action, amount, len(field)))
            s = copy_state(st)
            s.cand[:len(field)] = field
            out[f"count {action}"] = int(P.choose_target_count(pilot, s, tb, p, action, amount, len(field), 2))
    if st.hand_n[p]:
        s = copy_state(st)
        out["discard"] = int(P.choose_discard(pilot, s, tb, p))
    if st.trash_n[p]:
        s = copy_state(st)
        k = int(st.trash_n[p])
        s.cand[:min(k, len(s.cand))] = np.arange(min(k, len(s.cand)))
        out["card"] = int(P.choose_card(pilot, s, tb, p, s.trash[p], min(k, len(s.cand))))
    s = copy_state(st)
    out["pending"] = int(P.choose_pending(pilot, s, 3))
    for c in sorted(set(st.hand[p, :st.hand_n[p]].tolist())):   # "you may" of each effect row in hand
        for r in range(tb.eff_first[c], tb.eff_first[c] + tb.eff_n[c]):
            out[f"optional {r}"] = bool(P.decide_optional(pilot, copy_state(st), tb, p, r))
    return out


@pytest.mark.parametrize("pilot", PILOTS, ids=P.PILOT_NAMES)
def test_decisions_ignore_hidden_cards(builtin_decks, pilot):
    rng = np.random.default_rng(7)
    seen = 0
    for st, tb, p in positions(builtin_decks):
        want = decisions(pilot, st, tb, p)
        for _ in range(RESHUFFLES):
            other = redeal_hidden(st, p, rng)
            assert other.hand_n[1 - p] == st.hand_n[1 - p]
            got = decisions(pilot, other, tb, p)
            assert got == want, (int(st.g[L.G_TURN]), p)
        seen += 1
    assert seen == len(MATCHUPS) * GAMES


def test_redeal_changes_hidden_cards_only(builtin_decks):
    """The test's own redeal: the opponent's hidden cards move, counts and the public field stay."""
    rng = np.random.default_rng(1)
    moved = 0
    for st, tb, p in positions(builtin_decks):
        other = redeal_hidden(st, p, rng)
        q = 1 - p
        for f in ("hand_n", "deck_n", "sec_n", "trash_n", "fld_n", "egg_n"):
            assert np.array_equal(getattr(other, f), getattr(st, f))
        for f in ("stk", "stk_n", "susp", "trash", "g"):
            assert np.array_equal(getattr(other, f), getattr(st, f))
        assert np.array_equal(other.hand[p], st.hand[p])
        hidden = lambda s: sorted(np.concatenate([s.hand[q, :s.hand_n[q]], s.deck[q, :s.deck_n[q]],
                                                  s.sec[q, :s.sec_n[q]]]).tolist())
        assert hidden(other) == hidden(st)
        moved += not np.array_equal(other.hand[q, :st.hand_n[q]], st.hand[q, :st.hand_n[q]])
    assert moved > len(MATCHUPS) * GAMES // 2
