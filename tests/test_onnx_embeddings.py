"""The ONNX Runtime path of the embedder: the same vectors as sentence-transformers on torch (so the
thresholds chosen with torch still hold), chosen by `runtime: auto`, refused with a reason where it
cannot be trusted, and loaded from its cache without importing torch."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from conftest import ROOT

from trustgate.embeddings import onnxgraph as onnxmodel
from trustgate.embeddings import Embedder, model_path
from trustgate.errors import TrustgateError
from trustgate.measure.evaluation import load_cases
from trustgate.rules import EmbedderSettings


@pytest.fixture(scope="module")
def torch_embedder():
    return Embedder(EmbedderSettings(runtime="torch"))


def _pairs() -> list[tuple[str, list[str]]]:
    """Every labelled case's candidate text with the texts stored before it (test and validation sets)."""
    out = []
    for folder in ("eval/cases", "eval/validation"):
        for case in load_cases(Path(ROOT, folder)):
            text = case.candidate.get("text") if isinstance(case.candidate, dict) else None
            if isinstance(text, str) and text.strip():
                out.append((text, [s["text"] for s in case.seed if isinstance(s.get("text"), str)]))
    return out


def test_onnx_and_torch_give_the_same_vectors_and_the_same_threshold_answers(embedder, torch_embedder, rules):
    pairs = _pairs()
    texts = list(dict.fromkeys([t for c, seeds in pairs for t in (c, *seeds)] + onnxmodel.PROBES))
    assert len(texts) > 250
    fast, slow = embedder.encode(texts), torch_embedder.encode(texts)
    assert (embedder.runtime, torch_embedder.runtime) == ("onnxruntime", "torch")
    assert np.abs(fast - slow).max() < 1e-5
    at = {t: i for i, t in enumerate(texts)}
    threshold = rules.conflict.embedding_cosine
    compared = 0
    for c, seeds in pairs:
        for s in seeds:
            a, b = float(fast[at[c]] @ fast[at[s]]), float(slow[at[c]] @ slow[at[s]])
            assert abs(a - b) < 1e-5, (c, s)
            assert (a >= threshold) == (b >= threshold), (c, s, a, b)
            compared += 1
    assert compared > 100


def test_long_texts_are_truncated_where_sentence_transformers_truncates(embedder, torch_embedder):
    """max_seq_length is 256 word pieces (the tokenizer file says 128: sentence-transformers overrides it)."""
    base = "word " * 300
    texts = [base + "alpha", base + "omega", "word " * 200 + "alpha", "word " * 200 + "omega"]
    fast, slow = embedder.encode(texts), torch_embedder.encode(texts)
    assert np.abs(fast - slow).max() < 1e-5
    assert float(fast[0] @ fast[1]) == pytest.approx(1.0, abs=1e-6)  # the ends are cut off alike
    assert float(fast[2] @ fast[3]) < 0.9999  # within the limit, the last word still counts


def _model_copy(tmp_path: Path, pooling: dict | None = None) -> Path:
    """The packaged model's files linked into a new folder, optionally with another pooling config."""
    src = Path(model_path())
    dst = tmp_path / "model"
    for f in src.rglob("*"):
        if f.is_file():
            (dst / f.relative_to(src)).parent.mkdir(parents=True, exist_ok=True)
            os.symlink(f, dst / f.relative_to(src))
    if pooling is not None:
        target = dst / "1_Pooling" / "config.json"
        config = {**json.loads(target.read_text()), **pooling}
        target.unlink()
        target.write_text(json.dumps(config))
    return dst


def test_auto_uses_torch_for_a_pipeline_it_cannot_export_and_onnx_refuses_it(tmp_path, monkeypatch):
    monkeypatch.setenv("TRUSTGATE_CACHE", str(tmp_path / "cache"))
    cls = _model_copy(tmp_path, {"pooling_mode_mean_tokens": False, "pooling_mode_cls_token": True})
    auto = Embedder(EmbedderSettings(model=str(cls)))
    vector = auto.encode(["The deploy key rotates every 90 days."])
    assert auto.runtime == "torch" and "mean pooling" in auto.runtime_note
    assert vector.shape == (1, 384) and not (tmp_path / "cache").exists()
    with pytest.raises(TrustgateError, match=r"conflict\.embedder\.runtime is onnx.*not mean pooling"):
        Embedder(EmbedderSettings(model=str(cls), runtime="onnx")).encode(["x"])


def test_a_graph_that_disagrees_is_never_kept(tmp_path, monkeypatch):
    monkeypatch.setenv("TRUSTGATE_CACHE", str(tmp_path / "cache"))
    monkeypatch.setattr(onnxmodel, "TOLERANCE", -1.0)  # no graph can agree: the check must refuse it
    model = _model_copy(tmp_path)
    auto = Embedder(EmbedderSettings(model=str(model)))
    auto.encode(["x"])
    assert auto.runtime == "torch" and "differs from sentence-transformers" in auto.runtime_note
    assert [p.name for p in (tmp_path / "cache" / "onnx").iterdir() if not p.name.endswith(".lock")] == []  # no graph, no temporary file


def test_a_damaged_cached_graph_is_exported_again(tmp_path, monkeypatch, embedder):
    monkeypatch.setenv("TRUSTGATE_CACHE", str(tmp_path / "cache"))
    model = _model_copy(tmp_path)
    path = onnxmodel.graph_path(model)
    path.parent.mkdir(parents=True)
    path.write_bytes(b"not an onnx graph")
    e = Embedder(EmbedderSettings(model=str(model)))
    got = e.encode(["The deploy key rotates every 90 days."])
    assert e.runtime == "onnxruntime" and path.stat().st_size > 1_000_000
    assert np.abs(got - embedder.encode(["The deploy key rotates every 90 days."])).max() < 1e-5


def test_a_cached_graph_loads_without_importing_torch(embedder):
    embedder.encode(["make sure the session's graph is in the cache"])
    code = ("import sys; from trustgate.embeddings import Embedder; from trustgate.rules import EmbedderSettings; "
            "e = Embedder(EmbedderSettings()); v = e.encode(['hello']); "
            "print(e.runtime, v.shape[1], 'torch' in sys.modules, 'sentence_transformers' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, env=os.environ.copy())
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["onnxruntime", "384", "False", "False"]


def test_processes_starting_together_export_the_graph_once(tmp_path):
    """Three processes on an empty cache: one exports under the lock, the others wait and load its graph."""
    code = ("from trustgate.embeddings import onnxgraph as onnxmodel; from trustgate.embeddings import Embedder; from trustgate.rules import EmbedderSettings; "
            "e = Embedder(EmbedderSettings()); e.encode(['hello']); print(e.runtime, onnxmodel.EXPORTS)")
    env = {**os.environ, "TRUSTGATE_CACHE": str(tmp_path / "cache")}
    procs = [subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
             for _ in range(3)]
    outs = [p.communicate(timeout=300) for p in procs]
    assert [p.returncode for p in procs] == [0, 0, 0], [e for _, e in outs]
    assert sorted(o.split()[1] for o, _ in outs) == ["0", "0", "1"]
    assert {o.split()[0] for o, _ in outs} == {"onnxruntime"}
    assert len(list((tmp_path / "cache" / "onnx").glob("*.onnx"))) == 1


def test_a_text_gets_the_same_vector_alone_and_in_a_length_sorted_batch(embedder):
    """write_many embeds a batch in one call, which runs its texts sorted by length in groups (less padding): a text's
    vector is the one it gets alone, whatever it was batched with (padding is masked out of the mean)."""
    texts = ["ok", "The walk-in freezer at the north kitchen holds at -18 °C since the compressor was swapped.",
             "Ferries to Vis leave at 07:30.", "no", "Our accountant files the VAT return on the 20th of each month, "
             "and the payroll run happens two days earlier, unless the 18th falls on a weekend or a public holiday.",
             "Marta runs the Tuesday pottery class.", "x" * 40, "Den Schlüssel hat der Hausmeister."] * 3
    together = embedder.encode(texts)
    alone = np.vstack([embedder.encode([t]) for t in texts[:8]])
    assert np.abs(together[:8] - alone).max() <= 1e-6 and np.abs(together[8:16] - alone).max() <= 1e-6
    shuffled = [texts[i] for i in np.random.default_rng(3).permutation(len(texts))]
    again = dict(zip(shuffled, embedder.encode(shuffled)))
    assert max(float(np.abs(again[t] - v).max()) for t, v in zip(texts, together)) <= 1e-6
