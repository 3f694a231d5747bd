"""Would ONNX Runtime's transformer optimizer make the model's forward pass faster with the same vectors?
(issue 19, fourth attempt, item 2)

Runs `onnxruntime.transformers.optimizer.optimize_model` (model_type "bert", 12 heads, hidden size 384,
float32: fused attention, LayerNorm with the residual add, GELU and the embedding layer, where its
patterns match) on the cached float graph that trustgate/embeddings/onnxgraph.py exports, into a
temporary directory, and measures it against that graph in the same process, in alternating rounds,
as scripts/bench_int8.py measures its variants: the lowest probe cosine with the shipped graph (the
bar here: >= 0.9999), batch independence (<= 1e-6), one text per pass and a batch of 400.

    OMP_NUM_THREADS=1 python scripts/bench_fused.py [--rounds 5]
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from bench_int8 import baseline, compare

from trustgate.embeddings.onnxgraph import OnnxSentenceModel


def fused(source: Path, dest: Path, opt_level: int | None) -> dict:
    from onnxruntime.transformers import optimizer

    model = optimizer.optimize_model(str(source), model_type="bert", num_heads=12, hidden_size=384, opt_level=opt_level,
                                     use_gpu=False)
    model.save_model_to_file(str(dest))
    return {k: v for k, v in model.get_fused_operator_statistics().items() if v}


def main() -> None:
    args, floats, probes, want, facts = baseline(__doc__)
    models = {"float32 (shipped)": floats}
    with tempfile.TemporaryDirectory() as tmp:
        for level in (None, 1, 2):
            dest = Path(tmp) / f"fused{level}.onnx"
            stats = fused(floats.path, dest, level)
            label = f"fused, opt_level {level}"
            print(f"{label}: {stats}")
            models[label] = OnnxSentenceModel(floats.model_dir, 1, graph=dest)
        compare(models, probes, want, facts, args.rounds, digits=6)
    print(f"({args.rounds} alternating rounds; medians; {len(probes)} probes; one text: 100 synthetic facts one per pass; "
          f"batch: 400 in groups of 16)")


if __name__ == "__main__":
    main()
