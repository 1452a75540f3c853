"""Example user pilots (`--pilot strategies.examples.MODULE:NAME`); see the README, "Writing a pilot"."""
