"""The bi-temporal store: the contract (base.py), its backends (sqlite.py, the embedded default)
and a read-only view of an earlier state (view.py)."""

from .base import Fact, FactReader, FactStore, collapse_restatements
from .sqlite import MIGRATIONS, Store
from .view import PastView

__all__ = ["MIGRATIONS", "Fact", "FactReader", "FactStore", "PastView", "Store", "collapse_restatements"]
