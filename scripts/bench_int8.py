"""Would an int8 graph of all-MiniLM-L6-v2 be faster with the same vectors? (issue 19, item 1)

Builds int8 variants of the cached float graph in a temporary directory and measures, for each,
against the float graph in the same process and in alternating rounds:

- the lowest cosine with the float vectors over probe sentences (the gate's bar: >= 0.99);
- batch independence: the largest coordinate difference between a text embedded alone and the
  same text inside groups of texts of mixed lengths (a stored vector must not depend on what
  it was written with: <= 1e-6);
- one text per forward pass (what a decision costs) and a batch of 400 (what write_many costs).

Variants:
- static QDQ (onnxruntime.quantization.quantize_static): activation scales fixed once from
  CALIBRATION (generic sentences written for this script, not from eval/ or tests/), so a
  vector cannot depend on its batch; weights per channel; a ladder of what is quantised;
- weight-only int8 (the MatMulNBits contrib op, 8 bits, blocks of 32 or 128 along K,
  accuracy_level 4: activations quantised per row and block at run time), made with ONNX
  Runtime's own packing routine.

    OMP_NUM_THREADS=1 python scripts/bench_int8.py [--rounds 5]
"""

from __future__ import annotations

import argparse
import logging
import statistics
import tempfile
import time
import warnings
from pathlib import Path

import numpy as np

from trustgate.embeddings import model_path
from trustgate.embeddings.onnxgraph import PROBES, OnnxSentenceModel
from trustgate.measure.synthetic import generate

CALIBRATION = [
    "The ferry to the island leaves twice a day in summer.",
    "Remember to water the basil on the balcony every other morning.",
    "Quarterly revenue rose 4.2% to 18.6 million euros.",
    "The printer on the third floor jams when you use thick paper.",
    "Her flight from Nairobi lands at 06:40 local time.",
    "SELECT name, email FROM users WHERE active = true ORDER BY created_at DESC;",
    "The recipe calls for 250 g of flour and two eggs.",
    "Grandpa grew up on a farm near the river and still keeps bees.",
    "Error 503: the upstream service did not respond within 30 seconds.",
    "I usually take the 8:15 train and get coffee at the station.",
    "The warranty covers manufacturing defects for two years from purchase.",
    "The cluster autoscaler adds a node when pending pods wait longer than a minute.",
    "Tomás switched from the design team to product management in May.",
    "Il pleut souvent à Brest en novembre.",
    "Die Sitzung wurde auf nächsten Donnerstag verschoben.",
    "El mercado abre a las ocho y cierra al mediodía.",
    "A fever above 39 °C in a toddler warrants a call to the doctor.",
    "The contract renews automatically unless cancelled 60 days in advance.",
    'export PATH="$HOME/.local/bin:$PATH"',
    "Only admins can delete a project; members can archive it.",
    "Backups are encrypted with AES-256 and kept for 35 days.",
    "Photosynthesis converts light energy into chemical energy stored in glucose.",
    "Invoices over 5,000 USD need a second approver.",
    "ok",
    "thanks, see you tomorrow",
    "Why does the build fail only on the CI runner and never locally?",
    "Version 2.0 drops support for Python 3.8 and adds async clients.",
    "Login attempts are rate-limited to five per minute per IP address.",
    "Memory usage climbs steadily until the worker is restarted.",
    "She speaks Portuguese, some Mandarin and a little Swahili.",
    " ".join("The long report lists each warehouse, its stock, the delivery schedule and the staff rota." for _ in range(10)),
]
PROBE_EXTRA = [  # other registers than the calibration: configuration, people, numbers, other languages
    "The staging database was migrated to PostgreSQL 16 last Thursday.",
    "Dr. Okafor leads the cardiology ward and answers pages after 6 pm.",
    "Max upload size: 25 MB (raised from 10 MB in v4.2).",
    "rate_limit = 500 requests/minute per API key",
    "La réunion hebdomadaire a lieu le mardi à 10 h.",
    "kubectl scale deployment/web --replicas=4",
    "Der Server steht im Rechenzentrum Frankfurt.",
    "Our standup is at 9:30",
    "Customers can return orders within 90 days",
]
STATIC_LADDER = {  # which weight matrices are quantised (the product of two activations never is)
    "static: all weight matrices": lambda name: True,
    "static: all but the feed-forward output": lambda name: not ("/output/dense/" in name and "/attention/" not in name),
    "static: attention only": lambda name: "/attention/" in name,
}


def weight_matmuls(graph: Path) -> list[str]:
    import onnx

    model = onnx.load(str(graph))
    constant = {i.name for i in model.graph.initializer}
    return [n.name for n in model.graph.node if n.op_type == "MatMul" and n.input[1] in constant]


def static_int8(floats: OnnxSentenceModel, dest: Path, keep: object) -> None:
    from onnxruntime.quantization import CalibrationDataReader, CalibrationMethod, QuantFormat, QuantType, quantize_static

    encoded = floats.tokenizer.encode_batch(CALIBRATION)

    class Reader(CalibrationDataReader):
        def __init__(self) -> None:
            self.items = iter({"input_ids": np.array([e.ids], dtype=np.int64), "attention_mask": np.ones((1, len(e.ids)), dtype=np.int64)}
                              for e in encoded)

        def get_next(self) -> dict | None:
            return next(self.items, None)

    names = [n for n in weight_matmuls(floats.path) if keep(n)]  # type: ignore[operator]
    quantize_static(str(floats.path), str(dest), Reader(), quant_format=QuantFormat.QDQ, op_types_to_quantize=["MatMul"],
                    nodes_to_quantize=names, per_channel=True, activation_type=QuantType.QUInt8, weight_type=QuantType.QInt8,
                    calibrate_method=CalibrationMethod.MinMax, extra_options={"MatMulConstBOnly": True})


def weight_only_int8(source: Path, dest: Path, block: int) -> None:
    """Every constant 2-D MatMul weight as MatMulNBits (8 bits, symmetric, `block` rows of K per scale)."""
    import onnx
    from onnx import helper, numpy_helper
    from onnxruntime.capi._pybind_state import quantize_matmul_8bits

    model = onnx.load(str(source))
    inits = {i.name: i for i in model.graph.initializer}
    nodes = []
    for node in model.graph.node:
        w = inits.get(node.input[1]) if node.op_type == "MatMul" and len(node.input) == 2 else None
        if w is None or len(w.dims) != 2:
            nodes.append(node)
            continue
        b = numpy_helper.to_array(w).astype(np.float32)
        k, n = b.shape
        blocks = -(-k // block)
        b = np.pad(b, ((0, blocks * block - k), (0, 0)))
        packed = np.zeros((n, blocks, block), dtype=np.uint8)
        scales = np.zeros((n, blocks), dtype=np.float32)
        zero = np.zeros((n, blocks), dtype=np.uint8)
        quantize_matmul_8bits(packed, np.ascontiguousarray(b), scales, zero, block, n, blocks * block, True)
        model.graph.initializer.extend([numpy_helper.from_array(packed, w.name + "_q8"), numpy_helper.from_array(scales, w.name + "_s8")])
        nodes.append(helper.make_node("MatMulNBits", [node.input[0], w.name + "_q8", w.name + "_s8"], list(node.output), name=node.name + "_q8",
                                      domain="com.microsoft", K=k, N=n, bits=8, block_size=block, accuracy_level=4))
    del model.graph.node[:]
    model.graph.node.extend(nodes)
    if not any(o.domain == "com.microsoft" for o in model.opset_import):
        model.opset_import.append(helper.make_opsetid("com.microsoft", 1))
    onnx.save(model, str(dest))


def batch_difference(model: OnnxSentenceModel, texts: list[str]) -> float:
    """Largest |coordinate| difference between each text alone and the same text in mixed-length groups."""
    alone = np.stack([model.encode([t])[0] for t in texts])
    rng = np.random.default_rng(0)
    worst = 0.0
    for _ in range(3):
        order = rng.permutation(len(texts))
        for start in range(0, len(order), 7):  # groups of 7 random texts: mixed lengths, padding in most rows
            rows = order[start : start + 7]
            worst = max(worst, float(np.abs(model.encode([texts[i] for i in rows]) - alone[rows]).max()))
    return worst


def compare(models: dict[str, OnnxSentenceModel], probes: list[str], want: np.ndarray, facts: list[str], rounds: int,
            digits: int = 4) -> None:
    """Time each graph in alternating rounds (one text per pass, and the whole batch) and print, per graph, its lowest
    probe cosine with `want`, its batch dependence and both times, the first graph as the base of the ratios."""
    one: dict[str, list[float]] = {k: [] for k in models}
    many: dict[str, list[float]] = {k: [] for k in models}
    for r in range(rounds):
        for label in (list(models) if r % 2 == 0 else list(models)[::-1]):
            m = models[label]
            t0 = time.perf_counter()
            for text in facts[:100]:
                m.encode([text])
            one[label].append((time.perf_counter() - t0) * 10)
            t0 = time.perf_counter()
            m.encode(facts)
            many[label].append(len(facts) / (time.perf_counter() - t0))
    base = next(iter(models))
    base_one, base_many = statistics.median(one[base]), statistics.median(many[base])
    width = max(map(len, models)) + 2
    print(f"{'graph':{width}}{'min probe cos':>14}{'batch diff':>12}{'one text, ms':>20}{'batch, texts/s':>22}")
    for label, m in models.items():
        cos = float(np.einsum("ij,ij->i", m.encode(probes), want).min())
        o, b = statistics.median(one[label]), statistics.median(many[label])
        print(f"{label:{width}}{cos:>14.{digits}f}{batch_difference(m, probes):>12.1e}{f'{o:.2f} ({base_one / o:.2f}x)':>20}"
              f"{f'{b:.0f} ({b / base_many:.2f}x)':>22}")


def baseline(doc: str) -> tuple[argparse.Namespace, OnnxSentenceModel, list[str], np.ndarray, list[str]]:
    """The arguments (--rounds), the shipped float graph, the probes and their vectors, and 400 synthetic facts."""
    p = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    p.add_argument("--rounds", type=int, default=5)
    args = p.parse_args()
    logging.disable(logging.WARNING)  # quantize_static's advice on the root logger
    warnings.simplefilter("ignore")
    floats = OnnxSentenceModel(model_path(), threads=1)
    probes = PROBES + PROBE_EXTRA
    return args, floats, probes, floats.encode(probes), [s.text for s in generate(400, 5)]


def main() -> None:
    args, floats, probes, want, facts = baseline(__doc__)
    models = {"float32 (shipped)": floats}
    with tempfile.TemporaryDirectory() as tmp:
        for label, keep in STATIC_LADDER.items():
            dest = Path(tmp) / f"static{len(models)}.onnx"
            static_int8(floats, dest, keep)
            models[label] = OnnxSentenceModel(floats.model_dir, 1, graph=dest)
        for block in (32, 128):
            dest = Path(tmp) / f"nbits{block}.onnx"
            weight_only_int8(floats.path, dest, block)
            models[f"weight-only int8, block {block}"] = OnnxSentenceModel(floats.model_dir, 1, graph=dest)
        compare(models, probes, want, facts, args.rounds)
    print(f"({args.rounds} alternating rounds; medians; {len(probes)} probes; one text: 100 synthetic facts one per pass; "
          f"batch: 400 in groups of 16)")


if __name__ == "__main__":
    main()
