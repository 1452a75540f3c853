"""The `dcgsim` command line. Heavy imports (numba, pandas, pyarrow) happen inside commands so that
`--help` stays instant."""
import sys

import click

from cli.errors import EXIT_BAD_INPUT, InputError

# click 8.2 renamed NoArgsIsHelp to NoArgsIsHelpError
NO_ARGS_IS_HELP = getattr(click.exceptions, "NoArgsIsHelpError", None) or getattr(click.exceptions, "NoArgsIsHelp")


def one_line(message):
    """A message as one line: user-supplied paths may hold line breaks."""
    return message.replace("\r", "\\r").replace("\n", "\\n")


class DcgsimGroup(click.Group):
    """Turns every user error into one line on stderr and exit status 2."""

    def main(self, args=None, prog_name=None, complete_var=None, standalone_mode=True, **extra):
        try:
            rv = super().main(args=args, prog_name=prog_name, complete_var=complete_var,
                              standalone_mode=False, **extra)
        except NO_ARGS_IS_HELP as exc:
            click.echo(exc.ctx.get_help() if exc.ctx else str(exc))
            sys.exit(0)
        except click.UsageError as exc:
            cmd = exc.ctx.command_path if exc.ctx else "dcgsim"
            click.echo(f"dcgsim: error: {cmd}: {one_line(exc.format_message())}", err=True)
            sys.exit(EXIT_BAD_INPUT)
        except (click.Abort, KeyboardInterrupt):
            click.echo("dcgsim: interrupted", err=True)
            sys.exit(130)
        except InputError as exc:
            click.echo(f"dcgsim: error: {one_line(str(exc))}", err=True)
            sys.exit(EXIT_BAD_INPUT)
        except click.ClickException as exc:
            click.echo(f"dcgsim: error: {one_line(exc.format_message())}", err=True)
            sys.exit(exc.exit_code)
        except BrokenPipeError:
            sys.exit(0)
        sys.exit(rv if isinstance(rv, int) else 0)


@click.group(cls=DcgsimGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="dcgsim")
def main():
    """dcgsim: a fast Monte Carlo simulator of the Digimon Card Game (2020 rules)."""


def _register():
    # Each command lives in its own module; registering here keeps one entry point.
    import importlib

    for module_name, names in COMMANDS:
        module = importlib.import_module(module_name)
        for name in names:
            main.add_command(getattr(module, name))


COMMANDS = [  # (module, [command attribute names])
    ("cli.matchup", ["matchup"]),
    ("cli.sweep", ["sweep"]),
    ("cli.replay", ["replay"]),
    ("cli.scenario", ["scenario"]),
    ("cli.cards", ["cards"]),
    ("cli.bench", ["bench"]),
    ("cli.meta_commands", ["meta", "tournament"]),
    ("cli.hands_command", ["hands"]),
    ("cli.decks_command", ["decks"]),
    ("cli.pilots_command", ["pilots"]),
]
_register()


if __name__ == "__main__":
    main()
