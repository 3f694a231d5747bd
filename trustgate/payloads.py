"""Intake's `payload_like` rule: a text that reads like a known payload, by sentence embedding.

Contract: `PayloadCheck(settings, base).judge(text, vector, encode)` returns a `Likeness` (the
nearest known payload and its cosine, the nearest benign look-alike and its cosine, their
difference `margin`, the threshold, and whether the margin reaches it), or None when the text
has none of `cues` (it is not compared). `vector` is the candidate's L2-normalised embedding,
the one the conflict stage reads (`ctx.vector`), so a text is embedded once; `encode` embeds the
bank the first time a bank is used in a process (one forward pass, cached per bank and model).

Why: patterns catch the phrasings they were written for; each held-out probe showed about half
of fresh payloads passing. A paraphrase of a known payload's behaviour lands near it in
embedding space, but so does a plain fact on the same topic ("the write failed on
/var/lib/postgresql" sits near "rm -rf /var/lib/postgresql"). Two guards keep facts out: the
margin subtracts the cosine of the nearest benign look-alike (security facts, policies, quoted
errors: the bank holds both sides), and only a text with a word about the reader's conduct
(`cues`: you, the assistant, should, always, from now on, please, ...) and a clause that addresses
the reader (orders.py `addresses_reader`: an imperative, "you can ...", "the assistant should ...", a vocative)
is compared at all: "The assistant's answers were rated 4.6" and "Staff must verify ..." are not.
The bank is the instruction payloads (injection ... tool_abuse; credentials and personal data
are values, found by patterns) and benign look-alikes of tests/data/intake/ main, probe and
probe2, copied into trustgate/payload_bank.yaml by `scripts/intake_corpus.py --write-bank`;
items whose payload sits in `source_span` are left out (their text is a plain fact).
The embedding model is English: text in other languages is rarely near its translation.
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

import numpy as np
import yaml

from .orders import addresses_reader
from .rules import PayloadSimilarity

SHIPPED_BANK = Path(__file__).with_name("payload_bank.yaml")


@dataclass(frozen=True)
class Bank:
    """Known payloads (id, category, text) and benign look-alikes (id, text) of one bank file."""

    payloads: tuple[tuple[str, str, str], ...]
    benign: tuple[tuple[str, str], ...]

    @classmethod
    def read(cls, path: Path) -> "Bank":
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        return cls(tuple((p["id"], p["category"], p["text"]) for p in data["payloads"]),
                   tuple((b["id"], b["text"]) for b in data["benign"]))


@dataclass(frozen=True)
class Likeness:
    payload_id: str
    category: str
    payload_text: str
    payload_cosine: float
    benign_id: str
    benign_cosine: float
    margin: float
    threshold: float

    @property
    def refused(self) -> bool:
        return self.margin >= self.threshold

    def details(self) -> dict[str, Any]:
        return {"nearest_payload": self.payload_id, "category": self.category, "payload_cosine": self.payload_cosine,
                "nearest_benign": self.benign_id, "benign_cosine": self.benign_cosine, "margin": self.margin,
                "threshold": self.threshold}


# bank vectors, embedded once per process for each (bank file, model): the bank is a few hundred sentences
_VECTORS: dict[tuple[str, str], tuple[Bank, np.ndarray, np.ndarray]] = {}
_LOCK = threading.Lock()


def bank_vectors(path: Path, model: str, encode: Callable[[list[str]], Any]) -> tuple[Bank, np.ndarray, np.ndarray]:
    """(bank, payload matrix, benign matrix) of a bank file, embedded at first use with `encode`."""
    key = (str(path.resolve()), model)
    with _LOCK:
        if key not in _VECTORS:
            bank = Bank.read(path)
            vectors = np.asarray(encode([t for _, _, t in bank.payloads] + [t for _, t in bank.benign]), dtype=np.float32)
            _VECTORS[key] = (bank, vectors[: len(bank.payloads)], vectors[len(bank.payloads):])
        return _VECTORS[key]


class PayloadCheck:
    def __init__(self, settings: PayloadSimilarity, model: str, base: Path | None = None):
        self.settings = settings
        self.model = model
        self.cues = re.compile(settings.cues, re.IGNORECASE)
        bank = Path(settings.bank) if settings.bank else SHIPPED_BANK
        self.bank_path = bank if bank.is_absolute() or base is None else base / bank

    def applies(self, text: str) -> bool:
        return self.settings.enabled and self.cues.search(text) is not None and addresses_reader(text)

    def judge(self, vector: Any, encode: Callable[[list[str]], Any]) -> Likeness:
        """How close an (L2-normalised) vector is to the nearest payload, less the nearest benign look-alike."""
        bank, payloads, benign = bank_vectors(self.bank_path, self.model, encode)
        v = np.asarray(vector, dtype=np.float32)
        to_payloads, to_benign = payloads @ v, benign @ v
        p, b = int(np.argmax(to_payloads)), int(np.argmax(to_benign))
        pid, category, text = bank.payloads[p]
        pc, bc = round(float(to_payloads[p]), 4), round(float(to_benign[b]), 4)
        return Likeness(pid, category, text, pc, bank.benign[b][0], bc, round(pc - bc, 4), self.settings.threshold)
