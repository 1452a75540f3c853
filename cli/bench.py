"""`dcgsim bench`: the benchmark harness of benchmarks/bench.py."""
import click


@click.command()
@click.option("--format", "fmt", type=click.Choice(["table", "json"]), default="table", show_default=True)
@click.option("--quick", is_flag=True, help="Smoke mode: small runs that check every measurement works.")
def bench(fmt, quick):
    """Measure games/s per core, compile and warm-start times, hands/s, scaling, sweep memory."""
    from benchmarks.bench import main as bench_main

    bench_main((["--quick"] if quick else []) + ["--format", fmt])
