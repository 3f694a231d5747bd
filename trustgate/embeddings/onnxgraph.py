"""A sentence-transformers model run by ONNX Runtime: the same weights and the same pooling,
faster on one CPU thread, and no torch import once the graph exists.

Only the plain sentence-transformers pipeline is handled: a Transformer, mean pooling and
L2 normalisation (all-MiniLM-L6-v2 is built so). The graph is exported once from the model's
own weights with torch, into the cache directory (TRUSTGATE_CACHE, else
$XDG_CACHE_HOME/trustgate, else ~/.cache/trustgate), and kept only if it agrees with
sentence-transformers itself on a set of probe sentences (one of them longer than the
model's max_seq_length, so truncation is checked too) to within TOLERANCE in every
coordinate. Later processes load the file without importing torch.

Texts are tokenized with the model's own fast tokenizer, truncated at max_seq_length as
sentence-transformers does, sorted by length and run in small groups so that little of each
forward pass is padding (padding is masked out of the mean, so it changes no vector).
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
import warnings
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

import numpy as np

from ..errors import TrustgateError
from .tokenizer import load_tokenizer

EXPORT_VERSION = 1
EXPORTS = 0  # graphs this process exported (a test checks that processes starting together export one)
TOLERANCE = 1e-4  # largest |coordinate difference| from sentence-transformers a graph may show
GROUP = 16  # sequences per forward pass: measured fastest on one thread (8-16 beat 32 and 64)
PROBES = [
    "The deploy key rotates every 90 days.",
    "Alice Johnson owns the billing service since March 2024.",
    "no",
    "Payments-API v2.3 runs on port 8443 in eu-west-1; the on-call rota is in PagerDuty.",
    "Ünïcödé, emoji 🙂 and CJK 東京 text is tokenized too.",
    " ".join(f"sentence {i} of a very long note about the storage cluster and its replicas" for i in range(40)),
]


class OnnxUnsupported(TrustgateError):
    """The model cannot be run by ONNX Runtime here (a reason for the torch runtime instead)."""


def cache_dir() -> Path:
    if os.environ.get("TRUSTGATE_CACHE"):
        return Path(os.environ["TRUSTGATE_CACHE"])
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "trustgate"


def _read_json(path: Path) -> object:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise OnnxUnsupported(f"{path}: {exc}") from None


def _weights(model_dir: Path) -> Path:
    for name in ("model.safetensors", "pytorch_model.bin"):
        if (model_dir / name).exists():
            return model_dir / name
    raise OnnxUnsupported(f"no model.safetensors or pytorch_model.bin in {model_dir}")


def max_seq_length(model_dir: Path) -> int:
    """The pipeline's truncation length; raises OnnxUnsupported unless it is Transformer -> mean pooling -> Normalize."""
    modules = _read_json(model_dir / "modules.json")
    kinds = [m.get("type", "").rsplit(".", 1)[-1] for m in modules] if isinstance(modules, list) else []
    if kinds != ["Transformer", "Pooling", "Normalize"]:
        raise OnnxUnsupported(f"pipeline {kinds} is not Transformer -> Pooling -> Normalize")
    pooling = _read_json(model_dir / modules[1]["path"] / "config.json")
    modes = {k for k, v in pooling.items() if k.startswith("pooling_mode") and v} if isinstance(pooling, dict) else set()
    if modes != {"pooling_mode_mean_tokens"}:
        raise OnnxUnsupported(f"pooling {sorted(modes)} is not mean pooling")
    if not (model_dir / "tokenizer.json").exists():
        raise OnnxUnsupported(f"no tokenizer.json in {model_dir}")
    config = _read_json(model_dir / "sentence_bert_config.json")
    length = config.get("max_seq_length") if isinstance(config, dict) else None
    if not isinstance(length, int) or length < 2:
        raise OnnxUnsupported(f"{model_dir / 'sentence_bert_config.json'}: no max_seq_length")
    return length


def graph_path(model_dir: Path) -> Path:
    """Where this model's graph is cached: keyed by the weights file (path, size, mtime) and the export format."""
    weights = _weights(model_dir)
    st = weights.stat()
    key = f"{EXPORT_VERSION}|{weights.resolve()}|{st.st_size}|{st.st_mtime_ns}|{(model_dir / 'config.json').read_bytes().hex()}"
    return cache_dir() / "onnx" / f"{model_dir.name}-{hashlib.sha256(key.encode()).hexdigest()[:16]}.onnx"


class OnnxSentenceModel:
    """encode(texts) -> float32 matrix of L2-normalised rows, like SentenceTransformer.encode.

    `graph` names an explicit file (the export's own check); without it the cached graph is
    used, exported first if missing, and re-exported once if the runtime cannot load it."""

    def __init__(self, model_dir: str | Path, threads: int | None = None, *, graph: Path | None = None):
        self.model_dir = Path(model_dir)
        self.max_len = max_seq_length(self.model_dir)
        self.tokenizer = load_tokenizer(self.model_dir, self.max_len)
        self.threads = threads
        self.path = graph or graph_path(self.model_dir)
        self.session = self._session() if graph is not None else self._load_or_export()

    def _load_or_export(self):  # type: ignore[no-untyped-def]
        """Load the cached graph; if it is missing or damaged, export it under a lock, so that
        processes starting together export it once and the others wait and load it."""
        if self.path.exists():
            try:
                return self._session()
            except Exception:  # noqa: BLE001 - unreadable: decided again under the lock
                pass
        problem: Exception | str = "no graph in the cache"
        with _export_lock(self.path):
            if self.path.exists():
                try:
                    return self._session()  # another process wrote it meanwhile
                except Exception as exc:  # noqa: BLE001
                    problem = exc
            self.path.unlink(missing_ok=True)
            export(self.model_dir, self.path)
        try:
            return self._session()
        except Exception:  # noqa: BLE001
            raise OnnxUnsupported(f"ONNX Runtime cannot load {self.path}: {problem}") from None

    def _session(self):  # type: ignore[no-untyped-def]
        import onnxruntime as ort

        options = ort.SessionOptions()
        options.intra_op_num_threads = self.threads or 0  # 0: the runtime's own choice (all cores)
        options.inter_op_num_threads = 1
        options.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
        options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        options.log_severity_level = 3  # errors only
        return ort.InferenceSession(str(self.path), options, providers=["CPUExecutionProvider"])

    def encode(self, texts: list[str]) -> np.ndarray:
        ids = [e.ids for e in self.tokenizer.encode_batch(list(texts), add_special_tokens=True)]
        out = np.zeros((len(ids), 0), dtype=np.float32)
        order = sorted(range(len(ids)), key=lambda i: len(ids[i]))
        for start in range(0, len(order), GROUP):
            rows = order[start : start + GROUP]
            width = max(len(ids[i]) for i in rows)
            input_ids = np.zeros((len(rows), width), dtype=np.int64)
            mask = np.zeros((len(rows), width), dtype=np.int64)
            for r, i in enumerate(rows):
                input_ids[r, : len(ids[i])] = ids[i]
                mask[r, : len(ids[i])] = 1
            vectors = self.session.run(None, {"input_ids": input_ids, "attention_mask": mask})[0]
            if out.shape[1] == 0:
                out = np.zeros((len(ids), vectors.shape[1]), dtype=np.float32)
            out[rows] = vectors
        return out


@contextmanager
def _export_lock(dest: Path) -> Iterator[None]:
    dest.parent.mkdir(parents=True, exist_ok=True)
    try:
        import fcntl
    except ImportError:  # not POSIX: exporters racing each write a whole graph, and the last os.replace wins
        yield
        return
    with open(dest.parent / f"{dest.name}.lock", "w") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def export(model_dir: Path, dest: Path) -> None:
    """Export the model (with mean pooling and normalisation) and keep it only if it agrees with sentence-transformers."""
    max_seq_length(model_dir)
    try:
        import onnx  # noqa: F401 - torch's exporter needs it
        import torch
        from sentence_transformers import SentenceTransformer
    except ImportError as exc:
        raise OnnxUnsupported(f"exporting the ONNX graph needs torch, onnx and sentence-transformers ({exc})") from None

    class Pooled(torch.nn.Module):
        def __init__(self, transformer: torch.nn.Module):
            super().__init__()
            self.transformer = transformer

        def forward(self, input_ids: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
            hidden = self.transformer(input_ids=input_ids, attention_mask=attention_mask,
                                      token_type_ids=torch.zeros_like(input_ids)).last_hidden_state
            mask = attention_mask.unsqueeze(-1).to(hidden.dtype)
            mean = (hidden * mask).sum(1) / mask.sum(1).clamp(min=1e-9)
            return torch.nn.functional.normalize(mean, p=2, dim=1)

    reference = SentenceTransformer(str(model_dir), device="cpu")
    transformer = reference[0].auto_model.eval()
    dest.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=dest.stem + ".", suffix=".tmp.onnx", dir=dest.parent)
    os.close(fd)
    tmp = Path(tmp_name)
    try:
        example = (torch.ones(2, 8, dtype=torch.long), torch.ones(2, 8, dtype=torch.long))
        with torch.no_grad(), warnings.catch_warnings():
            warnings.simplefilter("ignore")  # the tracer's notes on shapes; the probe check below is what decides
            torch.onnx.export(Pooled(transformer).eval(), example, str(tmp), input_names=["input_ids", "attention_mask"],
                              output_names=["embedding"], opset_version=17, dynamo=False,
                              dynamic_axes={"input_ids": {0: "batch", 1: "tokens"}, "attention_mask": {0: "batch", 1: "tokens"},
                                            "embedding": {0: "batch"}})
        want = reference.encode(PROBES, convert_to_numpy=True, normalize_embeddings=True, show_progress_bar=False)
        got = OnnxSentenceModel(model_dir, 1, graph=tmp).encode(PROBES)
        worst = float(np.abs(got - want).max()) if got.shape == want.shape else float("inf")
        if not worst <= TOLERANCE:
            raise OnnxUnsupported(f"the exported graph differs from sentence-transformers by {worst:.2g} (> {TOLERANCE}) on the probe sentences")
        tmp.chmod(0o644)
        os.replace(tmp, dest)  # atomic: a reader sees no graph or the whole graph
        global EXPORTS
        EXPORTS += 1
    finally:
        tmp.unlink(missing_ok=True)

