"""User-facing errors: one line on stderr, exit status 2, no traceback (printed by cli/main.py)."""

EXIT_BAD_INPUT = 2


class InputError(Exception):
    """Bad input a user can fix (deck file, argument, dataset). The message is one line."""
