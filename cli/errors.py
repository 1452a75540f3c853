"""User-facing errors: one line on stderr, exit status 2, no traceback."""
import sys

import click

EXIT_BAD_INPUT = 2


class InputError(Exception):
    """Bad input a user can fix (deck file, argument, dataset). The message is one line."""


def fail(message):
    click.echo(f"dcgsim: error: {message}", err=True)
    sys.exit(EXIT_BAD_INPUT)
