"""What every `trustgate` command shares: the common options, opening a gate or a store, times, progress bars,
and the group that turns library errors into one clean line on stderr."""

from __future__ import annotations

import os
import sys
from datetime import datetime
from pathlib import Path
from typing import Any, BinaryIO

import click

from ..errors import RuleSetError, TrustgateError
from ..provenance import as_utc

DB = click.option("--db", "db", required=True, envvar="TRUSTGATE_DB", type=click.Path(dir_okay=False),
                  help="The store: a SQLite file or a postgresql:// URL (default: $TRUSTGATE_DB).")
RULES = click.option("--rules", "rules", type=click.Path(dir_okay=False), default=None,
                     help="Rule file (default: the shipped defaults, trustgate/default_rules.yaml).")
NAMESPACE = click.option("--namespace", default="default", show_default=True, help="Tenant partition to read.")
JSON = click.option("--json", "as_json", is_flag=True, help="One JSON object per line.")


def _time(value: str | None) -> datetime | None:
    if value is None:
        return None
    try:
        return as_utc(datetime.fromisoformat(value.replace("Z", "+00:00")))
    except ValueError:
        raise click.BadParameter(f"{value!r} is not an RFC 3339 time (e.g. 2026-06-01T12:00:00Z)") from None


def _existing_store(db: str):  # type: ignore[no-untyped-def]
    from ..store import is_url, open_store

    if not is_url(db) and not Path(db).exists():
        raise TrustgateError(f"no store at {db}")
    return open_store(db)


def _gate(rules: str | None, db: str, now: datetime | None = None):  # type: ignore[no-untyped-def]
    from ..gate import Gate

    return Gate(rules, db, clock=(lambda: now) if now else None)  # no --rules: the shipped defaults (rules.resolve_rules)


def _bar(quiet: bool = False):  # type: ignore[no-untyped-def]
    """A rich progress bar on stderr, shown only when stderr is a terminal and the command is not
    asked for --json; transient, so it leaves nothing behind in the output."""
    from rich.console import Console
    from rich.progress import Progress

    return Progress(console=Console(stderr=True), transient=True, disable=quiet or not sys.stderr.isatty())


def _input_progress(stream: BinaryIO, path: str) -> BinaryIO:
    """An input file read with a bar of bytes read (stderr on a terminal, and stdout not one: the
    decisions going to a file or a pipe); the file itself otherwise. The bar stops when the command ends."""
    if not sys.stderr.isatty() or sys.stdout.isatty():
        return stream
    bar = _bar()
    bar.start()
    click.get_current_context().call_on_close(bar.stop)
    return bar.wrap_file(stream, total=os.path.getsize(path), description=f"gating {Path(path).name}")


class _Main(click.Group):
    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except RuleSetError as exc:
            for line in exc.problems:
                click.echo(line, err=True)
            sys.exit(1)
        except TrustgateError as exc:
            click.echo(f"error: {exc}", err=True)
            sys.exit(1)
        except BrokenPipeError:
            sys.exit(0)
