"""The switchable [GAP] readings of RULES.md: where the manuals are silent the engine takes a default; a run
may switch a reading with a small TOML or JSON file of named switches (`--rules FILE`), e.g.

    piercing_wins_at_zero_security = true

The switches travel to the engine as the bit mask `tables.rules` (simcore.layout RS_*); 0 is the defaults.
"""
import json
import tomllib

from simcore import layout as L

# name: (bit, RULES.md section, what switching it on does; off is the engine's default)
SWITCHES = {
    "pass_gain_ends_turn": (L.RS_PASS_GAIN_ENDS_TURN, "§4",
                            "after a pass the turn ends even if an end-of-turn effect brings memory back to 0 or more"),
    "gone_attacker_wins": (L.RS_GONE_ATTACKER_WINS, "§6.4",
                           "an attack on a player with no security cards wins although its attacker has left"),
    "piercing_wins_at_zero_security": (L.RS_PIERCING_WINS, "§9",
                                       "a <Piercing> attacker that wins its battle wins the game when the player "
                                       "has no security cards"),
    "empty_deck_draw_loses": (L.RS_EMPTY_DECK_DRAW_LOSES, "§14.11",
                              "a draw from an empty deck outside the draw phase (the digivolve draw, Draw N) "
                              "loses the game"),
    "effect_option_ignores_colors": (L.RS_EFFECT_OPTION_IGNORES_COLORS, "§5.3",
                                     "an option used by an effect (\"use 1 option card from your hand\") needs no "
                                     "Digimon or Tamer of its colours"),
}


class RulesFileError(ValueError):
    """A rules file that cannot be read or names something unknown (one line, for the user)."""


def rules_mask(switches):
    """The engine's bit mask of a {name: bool} mapping (names already checked)."""
    mask = 0
    for name, on in switches.items():
        if on:
            mask |= SWITCHES[name][0]
    return mask


def rules_record(mask):
    """{name: bool} of every switch for a mask: what a run records in its metadata."""
    return {name: bool(mask & bit) for name, (bit, _, _) in SWITCHES.items()}


def load_rules_file(path):
    """The bit mask of a rules file: a TOML (.toml) or JSON table of switch names to true/false. Raises
    RulesFileError with a one-line message."""
    try:
        with open(path, "rb") as f:
            raw = f.read()
    except OSError as exc:
        raise RulesFileError(f"{path}: cannot read the rules file ({exc.strerror or exc})") from None
    try:
        if str(path).lower().endswith(".toml"):
            data = tomllib.loads(raw.decode("utf-8"))
        else:
            data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as exc:
        kind = "TOML" if str(path).lower().endswith(".toml") else "JSON"
        raise RulesFileError(f"{path}: not a valid {kind} rules file ({str(exc).splitlines()[0]})") from None
    if not isinstance(data, dict):
        raise RulesFileError(f"{path}: a rules file is a table of switch names to true or false")
    for name, value in data.items():
        if name not in SWITCHES:
            raise RulesFileError(f"{path}: unknown rules switch {name!r} (known: {', '.join(SWITCHES)})")
        if not isinstance(value, bool):
            raise RulesFileError(f"{path}: rules switch {name!r} must be true or false, not {value!r}")
    return rules_mask(data)
