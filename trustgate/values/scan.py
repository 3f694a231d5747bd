"""One text being read for values: the text, the spans already claimed and the values found (reading.py's
recognisers share it)."""

from __future__ import annotations


from .model import Value


class Scan:
    """The text, the spans already claimed, and the values found."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.taken: list[tuple[int, int]] = []
        self.found: list[Value] = []

    def free(self, start: int, end: int) -> bool:
        return all(end <= s or start >= e for s, e in self.taken)

    def add(self, kind: str, norm: object, start: int, end: int, unit: str | None = None) -> None:
        self.taken.append((start, end))
        self.found.append(Value(kind, norm, self.text[start:end], start, end, unit))
