"""Errors trustgate raises.

One base class, one subclass per kind of problem; each mixes in the builtin a caller would
naturally catch. A rejected write is not an error: it is a Decision with verdict "reject".
"""

from __future__ import annotations


class TrustgateError(Exception):
    """Base class of every error trustgate raises on purpose."""


class RuleSetError(TrustgateError, ValueError):
    """A rule file could not be loaded; `problems` holds one `file:line: key: message` each."""

    def __init__(self, path: str, problems: list[str]):
        self.path = path
        self.problems = list(problems)
        super().__init__("\n".join(self.problems) or f"{path}: invalid rule file")


class CandidateError(TrustgateError, ValueError):
    """A candidate could not be parsed; the message names the field.

    Raised by Gate.write_many mid-stream, it carries the decisions already made and committed
    for the items before the bad one, as `decided`."""

    decided: tuple = ()


class StoreError(TrustgateError, RuntimeError):
    """The store could not be opened, migrated or written."""


class NotFoundError(TrustgateError, LookupError):
    """A decision or fact id that the store does not hold."""


class MissingExtraError(TrustgateError, ImportError):
    """An optional dependency the rule file asks for is not installed."""
