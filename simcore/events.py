"""The event log of a replayed game as plain dicts (the `dcgsim replay --format json` events)."""
from simcore.layout import (BATTLE_ATTACKER_WINS, BATTLE_BOTH_LOSE, DEL_BATTLE, DEL_EFFECT, DEL_RULE, E_ATTACK,
                            E_BATTLE, E_BLOCK, E_DEAL, E_DELETE, E_DIGIVOLVE, E_DRAW, E_EFFECT, E_GAME_END,
                            E_HATCH, E_MEMORY, E_MOVE_OUT, E_OPTION, E_PLAY, E_REDRAW, E_SECURITY_CHECK, E_TRASH,
                            E_TURN_START, EVENT_NAMES, REASON_NAMES)
from simcore.layout import E_DNA

DELETE_CAUSES = {DEL_BATTLE: "battle", DEL_RULE: "rule", DEL_EFFECT: "effect"}
TRASH_CAUSES = {0: "no_dp"}


def battle_result(code):
    if code == BATTLE_ATTACKER_WINS:
        return "attacker_wins"
    if code == BATTLE_BOTH_LOSE:
        return "both_deleted"
    return "defender_wins"


def event_dicts(ev, numbers, effect_names=()):
    """Convert the int32 event rows to dicts: turn (1-based), player (0 = A, 1 = B), kind, memory (from
    A's side after the event) and the fields of the kind. Cards are card numbers."""
    def card(i):
        return None if i < 0 else numbers[i]

    out = []
    for row in ev.tolist():
        turn, player, kind, memory, a, b, c, d, e, f = row
        x = {"turn": max(turn, 0), "player": player, "kind": EVENT_NAMES[kind], "memory": memory}
        if kind == E_TURN_START:
            x.update(deck=a, hand=b, security=c)
        elif kind in (E_DRAW, E_HATCH):
            x.update(card=card(a))
        elif kind == E_MOVE_OUT:
            x.update(card=card(a), uid=b)
        elif kind == E_PLAY:
            x.update(card=card(a), cost=b, uid=c)
        elif kind == E_DIGIVOLVE:
            x.update(card=card(a), base=card(b), cost=c, uid=d, breeding=bool(e))
        elif kind == E_OPTION:
            x.update(card=card(a), cost=b)
        elif kind == E_EFFECT:
            x.update(card=card(a), effect=effect_names[b] if b < len(effect_names) else b,
                     target=card(c), amount=d, target_player=e, target_uid=f if f >= 0 else None)
        elif kind == E_ATTACK:
            x.update(attacker=card(a), attacker_uid=b, target="player" if c < 0 else card(c),
                     target_uid=None if c < 0 else d)
        elif kind == E_BLOCK:
            x.update(blocker=card(a), blocker_uid=b)
        elif kind == E_SECURITY_CHECK:
            x.update(card=card(a), security_left=b, check=c, checks_due=d)
        elif kind == E_BATTLE:
            x.update(attacker=card(a), attacker_dp=b, defender=card(c), defender_dp=d, result=battle_result(e),
                     security_digimon=bool(f))
        elif kind == E_DELETE:
            x.update(card=card(a), owner=b, cause=DELETE_CAUSES.get(c, str(c)), uid=d)
        elif kind == E_TRASH:
            x.update(card=card(a), owner=b, cause=TRASH_CAUSES.get(c, str(c)), uid=d)
        elif kind == E_GAME_END:
            x.update(winner=a, reason=REASON_NAMES[b])
        elif kind == E_REDRAW:
            x.update(redraw=bool(a))
        elif kind == E_MEMORY:
            x.update(change=a, card=card(b))
        elif kind == E_DEAL:
            x.update(first_player=a)
        elif kind == E_DNA:
            x.update(card=card(a), cost=b, uid=c, top_uid=d, other_uid=e)
        out.append(x)
    return out
