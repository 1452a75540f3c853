"""Checks shared by the CLI tests."""


def one_error_line(result, says):
    """The single `dcgsim: error:` line of a refused command (exit status 2) that contains `says`."""
    assert result.exit_code == 2, (result.output, result.stderr)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("dcgsim: error:"), result.stderr
    assert says in lines[0], lines[0]
    return lines[0]
