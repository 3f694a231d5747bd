"""The bi-temporal store: the contract (base.py) and its backends (sqlite.py, the embedded default)."""

from .base import Fact, FactReader, FactStore
from .sqlite import MIGRATIONS, Store

__all__ = ["MIGRATIONS", "Fact", "FactReader", "FactStore", "Store"]
