"""The measuring commands (`trustgate eval`, `memcontam`, `bench`): the only face that imports trustgate/measure/,
and only inside the commands, so the other commands start without it."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import click

from .common import RULES, _bar


# ---------------------------------------------------------------- evaluation
@click.command("eval")
@click.option("--cases", "cases_dir", required=True, type=click.Path(exists=True, file_okay=False), help="A folder of case files.")
@RULES
@click.option("--ablation", is_flag=True, help="Run the four-configuration ladder (rules/ablation/ then the default).")
@click.option("--json", "as_json", is_flag=True, help="One JSON object with every configuration.")
@click.option("--plot", type=click.Path(dir_okay=False), help="Draw accuracy per category for each configuration (PNG).")
def eval_cmd(cases_dir: str, rules: str | None, ablation: bool, as_json: bool, plot: str | None) -> None:
    """Accuracy per configuration and category, confusion, and every miss with its reasons."""
    from ..measure.evaluation import ABLATION, evaluate, load_cases
    from ..rules import default_rules_path

    cases = load_cases(cases_dir)
    configs = ABLATION if ablation else [("default" if rules is None else Path(rules).stem, rules or str(default_rules_path()))]
    with _bar(as_json) as bar:
        task = bar.add_task("evaluating", total=len(cases) * len(configs))
        reports = [r.to_dict() for r in evaluate(cases, configs, progress=lambda n: bar.advance(task, n))]
    if plot:
        _plot_accuracy(reports, plot)
    if as_json:
        click.echo(json.dumps({"configs": reports}))
        return
    for r in reports:
        click.echo(f"{r['name']:22} {r['correct']:4}/{r['total']:<4} {100 * r['accuracy']:5.1f}%   "
                   f"reject precision {r['reject_precision']:.3f} recall {r['reject_recall']:.3f}   ({r['rules']})")
    last = reports[-1]
    click.echo("\nper category (" + last["name"] + "):")
    for cat, p in last["per_category"].items():
        click.echo(f"  {cat:26} {p['correct']:3}/{p['total']}")
    click.echo(f"confusion: {last['confusion']}")
    for m in last["misses"]:
        click.echo(f"miss {m['id']} ({m['category']}): expected {m['expected']}, got {m['got']} at {m['stage']}: "
                   + "; ".join(m["reasons"]) + f"  scores {m['scores']}")


@click.command()
@click.option("--bench", "bench_dir", default="eval/memcontam", show_default=True, type=click.Path(exists=True, file_okay=False))
@RULES
@click.option("--llm-rules", type=click.Path(exists=True, dir_okay=False), help="A rule file with the llm stage enabled: adds the LLM gate.")
@click.option("--json", "as_json", is_flag=True, help="One JSON object with every method and set.")
@click.option("--plot", type=click.Path(dir_okay=False), help="Draw contamination rate against recall per method (PNG).")
def memcontam(bench_dir: str, rules: str | None, llm_rules: str | None, as_json: bool, plot: str | None) -> None:
    """Contamination rate, admission precision and recall: WriteAll, Random, the grounding gate (and an LLM gate)."""
    from ..measure import memcontam as mc
    from ..measure.evaluation import gate_admit
    from ..rules import default_rules_path

    bench = mc.load(bench_dir)
    methods = [("WriteAll", mc.write_all()), ("Random p=0.6", mc.random_admit(0.6, seed=0)),
               ("grounding gate", gate_admit(rules or default_rules_path()))]
    if llm_rules:
        methods.append(("LLM gate", gate_admit(llm_rules)))
    with _bar(as_json) as bar:  # WriteAll runs first and costs nothing: its count of facts sizes the bar
        task = bar.add_task("memcontam", total=None)
        counted = []
        for i, (name, admit) in enumerate(methods):
            def tick(i: int = i) -> None:
                bar.advance(task)
                if i == 0:
                    bar.update(task, total=bar.tasks[0].completed * len(methods))
            counted.append((name, _counting(admit, tick)))
        rows = mc.compare(bench, counted)
    if plot:
        _plot_contamination(rows, plot)
    if as_json:
        click.echo(json.dumps({"methods": rows, "sets": list(mc.SETS)}))
        return
    click.echo(f"{'method':16} {'set':12} {'rho':>7} {'precision':>9} {'recall':>7} {'admitted':>9}")
    for r in rows:
        click.echo(f"{r['name']:16} {r['set']:12} {100 * r['rho']:6.1f}% {r['precision']:9.3f} {r['recall']:7.3f} {r['admitted']:>5}/{r['total']}")


def _counting(admit, tick):  # type: ignore[no-untyped-def]
    def counted(fact_text: str, context_text: str) -> bool:
        tick()
        return admit(fact_text, context_text)

    return counted


def _pyplot():  # type: ignore[no-untyped-def]
    """matplotlib's pyplot on the Agg backend (files only, no display needed)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def _plot_accuracy(reports: list[dict], path: str) -> None:
    """Accuracy per category, one bar per configuration (the ablation ladder side by side)."""
    plt = _pyplot()
    categories = sorted({c for r in reports for c in r["per_category"]})
    fig, ax = plt.subplots(figsize=(7, 0.35 * len(categories) * len(reports) + 1.5))
    height = 0.8 / len(reports)
    for i, r in enumerate(reports):
        per = r["per_category"]
        values = [100 * per[c]["correct"] / per[c]["total"] if c in per else 0 for c in categories]
        ax.barh([k + i * height for k in range(len(categories))], values, height=height,
                label=f"{r['name']} ({100 * r['accuracy']:.1f}%)")
    ax.set_yticks([k + 0.4 - height / 2 for k in range(len(categories))], categories, fontsize=7)
    ax.invert_yaxis()
    ax.set_xlim(0, 100)
    ax.set_xlabel("correct (%)")
    ax.set_title("trustgate eval: accuracy per category")
    ax.legend(fontsize=7, loc="lower right")
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def _plot_contamination(rows: list[dict], path: str) -> None:
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=(6, 4))
    for marker, set_name in (("o", "generated"), ("s", "handwritten")):
        for r in (r for r in rows if r["set"] == set_name):
            ax.scatter(r["recall"], 100 * r["rho"], marker=marker)
            ax.annotate(f"{r['name']} ({set_name})", (r["recall"], 100 * r["rho"]), fontsize=7, xytext=(3, 3), textcoords="offset points")
    ax.set_xlabel("admission recall")
    ax.set_ylabel("contamination rate rho (%)")
    ax.set_title("MemContam: contamination against recall")
    fig.tight_layout()
    fig.savefig(path, dpi=120)


# ---------------------------------------------------------------- benchmark
def _sizes(value: str) -> list[int]:
    try:
        sizes = [int(x.replace("_", "")) for x in value.split(",") if x.strip()]
    except ValueError:
        raise click.BadParameter(f"{value!r} is not a comma-separated list of whole numbers (e.g. 1000,10000)") from None
    if not sizes or min(sizes) < 10:
        raise click.BadParameter("give at least one size, each at least 10")
    return sizes


@click.command()
@click.option("--sizes", default="1000,10000,100000", show_default=True, help="Store sizes (facts in one domain), comma-separated.")
@click.option("--candidates", "n_candidates", default=120, show_default=True, type=click.IntRange(4, 5000),
              help="Candidates timed per size: duplicates, updates, paraphrases and unrelated facts in turn.")
@click.option("--write", "write_n", default=2000, show_default=True, type=click.IntRange(0),
              help="New candidates given to write_many per size for its throughput (0: skip).")
@click.option("--budget", "budget_s", default=10.0, show_default=True, type=click.FloatRange(0),
              help="Seconds per method and size; a slow method is timed on fewer candidates (at least 4).")
@click.option("--seed", default=0, show_default=True, help="Seed of the synthetic facts.")
@RULES
@click.option("--no-cache", is_flag=True, help="Embed the facts again instead of reusing ~/.cache/trustgate-bench.")
@click.option("--pool", default=20_000, show_default=True, type=click.IntRange(100),
              help="Facts the model embeds at most (all the cache holds, if more); facts past them reuse these vectors, "
                   "moved by seeded noise (the output says so).")
@click.option("--json", "as_json", is_flag=True, help="One JSON object per measured size and method, one per line.")
@click.option("--db", "db", default=None, help="Measure this store backend instead (a SQLite path or a postgresql:// URL; "
              "works in a new file or schema beside it): single-writer latency at the largest --sizes, then 1, 2, 4, 8 writer processes.")
def bench(sizes: str, n_candidates: int, write_n: int, budget_s: float, seed: int, rules: str | None, no_cache: bool, pool: int,
          as_json: bool, db: str | None) -> None:
    """Latency per candidate of the conflict lookup, indexed and by full scan, as the store grows; write throughput; memory."""
    from ..measure import bench as b

    if db is not None:
        from ..measure import backends
        from ..store import is_url

        result = backends.measure("postgresql" if is_url(db) else "sqlite", db, facts=max(_sizes(sizes)),
                                  count=n_candidates, rules_path=rules, seed=seed, progress=lambda m: click.echo(m, err=True))
        click.echo(json.dumps(result.to_dict()) if as_json else backends.format_table([result]))
        return

    sizes_list = _sizes(sizes)
    with _bar(as_json) as bar:
        tasks: dict[str, Any] = {}

        def tick(task: str, done: int, total: int) -> None:
            if task not in tasks:
                tasks[task] = bar.add_task(task, total=total)
            bar.update(tasks[task], completed=done)

        report = b.run(sizes_list, n_candidates=n_candidates, write_n=write_n, seed=seed, rules=rules, use_cache=not no_cache,
                       budget_s=budget_s, pool=pool, progress=tick)
    if as_json:
        for r in report.results:
            click.echo(json.dumps(r.to_dict()))
    else:
        click.echo(b.format_table(report))
