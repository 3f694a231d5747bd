"""MemContam-style contamination benchmark: data loader, sample generator, metrics.

Contract
- Data: ``eval/memcontam/contexts.yaml`` (five source contexts copied from the MemContam
  release, CC BY 4.0) and ``eval/memcontam/facts.yaml`` (our hand-written correct facts and
  hand corruptions). ``load(folder)`` validates both and returns a ``Bench``.
- Generated set: ``build_samples(bench, seed)`` gives 200 samples; each holds one context,
  5 of its correct facts and corruptions of 5 *other* correct facts of that context, in an
  order shuffled by ``random.Random(seed)``. Contexts cycle (40 samples each), so a seed
  yields 1,000 correct and 1,000 corrupted items (50% contamination by construction).
  Strategies cycle over the corruption slots; a slot whose strategy fits no fact left in
  the sample (the recipe has no proper noun) takes the least-used strategy that fits, and
  later samples of other contexts make up the difference: 250 of each per seed with the
  shipped data. Everything is a pure function of (data, seed); ``SEEDS`` = 42, 123, 456.
- Strategies ``f(text, rng[, pool])`` return a changed text (asserted) or raise
  ``NotApplicable``; ``corrupt`` falls back through ``STRATEGIES`` in fixed cyclic order.
- Hand-written set: ``handwritten_set(bench)`` = all correct facts + all hand corruptions.
- Metrics over (label, admitted) pairs, label True = correct fact:
  rho = wrong admitted / admitted, and 0.0 when nothing is admitted (so precision =
  1 - rho is then 1.0); recall = correct admitted / correct, 0.0 when there are none.
- An admit function is ``admit(fact_text, context_text) -> bool`` and must fail closed
  itself. ``evaluate`` reports set "generated" (mean over seeds + per seed) and
  "handwritten".
Standard library + PyYAML only; nothing else from trustgate is imported.
"""
from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass
from functools import cache
from pathlib import Path

import yaml

SEEDS = (42, 123, 456)
DEFAULT_DIR = Path(__file__).resolve().parents[2] / "eval" / "memcontam"
KINDS = ("other_name", "other_place", "other_weekday_or_month", "antonym", "changed_unit", "other_entity",
         "role_swap", "moved_value", "wrong_time_word", "appended_clause")
Admit = Callable[[str, str], bool]
Pool = Mapping[str, Sequence[str]]


@dataclass(frozen=True)
class Context:
    name: str
    text: str


@dataclass(frozen=True)
class Fact:
    id: str
    context: str
    text: str
    correct: bool = True
    corrupts: str | None = None  # id of the correct fact a corruption distorts
    kind: str | None = None      # hand kind (KINDS) or the generating strategy


@dataclass(frozen=True)
class Sample:
    id: str
    seed: int
    context: str
    facts: tuple[Fact, ...]


@dataclass(frozen=True)
class Bench:
    contexts: dict[str, Context]
    facts: list[Fact]
    corruptions: list[Fact]
    source: str = ""
    license: str = ""

    def facts_of(self, context: str) -> list[Fact]:
        return [f for f in self.facts if f.context == context]


def load(folder: str | Path = DEFAULT_DIR) -> Bench:
    folder = Path(folder)
    raw_c = yaml.safe_load((folder / "contexts.yaml").read_text(encoding="utf-8"))
    raw_f = yaml.safe_load((folder / "facts.yaml").read_text(encoding="utf-8"))
    contexts = {c["name"]: Context(c["name"], c["text"].strip()) for c in raw_c["contexts"]}
    facts = [Fact(d["id"], d["context"], d["text"]) for d in raw_f["correct"]]
    corr = [Fact(d["id"], d["context"], d["text"], False, d["corrupts"], d["kind"]) for d in raw_f["corruptions"]]
    by_id = {f.id: f for f in facts}
    if len({f.id for f in facts + corr}) != len(facts + corr):
        raise ValueError("duplicate fact id")
    for f in facts + corr:
        src = by_id.get(f.corrupts) if not f.correct else f
        if f.context not in contexts or (not f.correct and f.kind not in KINDS):
            raise ValueError(f"{f.id}: unknown context or kind")
        if src is None or src.context != f.context or (not f.correct and src.text == f.text):
            raise ValueError(f"{f.id}: must corrupt a different correct fact of its context")
    return Bench(contexts, facts, corr, raw_c.get("source", ""), raw_c.get("license", ""))


# ---------------------------------------------------------------- corruption strategies
class NotApplicable(ValueError):
    """The strategy has nothing to change in this text."""


def _w(words: str) -> tuple[str, ...]:
    return tuple(words.split())


_SMALL = _w("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
            "seventeen eighteen nineteen")
_TENS = _w("_ _ twenty thirty forty fifty sixty seventy eighty ninety")
_WORDVAL = {w: i for i, w in enumerate(_SMALL)} | {w: 10 * i for i, w in enumerate(_TENS) if i > 1}
_WORDVAL |= {"hundred": 100, "thousand": 1000}
_MONTHS = _w("January February March April May June July August September October November December")
_WEEKDAYS = _w("Monday Tuesday Wednesday Thursday Friday Saturday Sunday")
_UP = re.compile(r"(?:over|more than|at least|above|exceeding)\s+\$?$", re.IGNORECASE)
_DOWN = re.compile(r"(?:under|fewer than|less than|below|at most|up to)\s+\$?$", re.IGNORECASE)
_NUM = re.compile(r"(?<![\w.:-])\d+(?:,\d{3})*(?:\.\d+)?")  # not the 7 of "Orion-7"
_ISO = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b")


def _words(n: int) -> str:
    if n < 20:
        return _SMALL[n]
    if n < 100:
        return _TENS[n // 10] + (f"-{_SMALL[n % 10]}" if n % 10 else "")
    big, unit = (1000, "thousand") if n >= 1000 else (100, "hundred")
    return f"{_words(n // big)} {unit}" + (f" {_words(n % big)}" if n % big else "")


def _parse_words(phrase: str) -> int:
    total = cur = 0
    for w in re.split(r"[\s-]+", phrase.lower()):
        v = _WORDVAL[w]
        if v == 1000:
            total, cur = total + max(cur, 1) * 1000, 0
        else:
            cur = max(cur, 1) * 100 if v == 100 else cur + v
    return total + cur


def _shift(n: int, rng: random.Random, direction: int = 0, hi: int | None = None, year: bool = False) -> int:
    """A different integer near n, >= 1 and never 1 for n > 1 (keeps plurals); direction +1/-1 forces larger/smaller."""
    steps = [1, 2, 3, 4, 5] if year else [1, 2, 3] if n <= 31 else [round(n / 4), round(n / 2)]
    opts = [n + s * d for s in ([direction] if direction else [1, -1]) for d in steps]
    opts = [m for m in opts if m >= min(n, 2) and (hi is None or m <= hi) and m != n]
    if not opts:
        raise NotApplicable(f"cannot shift {n}")
    return rng.choice(opts)


def _direction(before: str) -> int:
    return 1 if _UP.search(before) else -1 if _DOWN.search(before) else 0


def _number_edits(text: str) -> list[tuple[int, int, Callable[[random.Random], str]]]:
    """(start, end, make) for each number in text; make(rng) gives a different value."""
    edits = [(m.start(), m.end(), lambda r, y=m[1], mo=m[2], d=int(m[3]): f"{y}-{mo}-{_shift(d, r, 0, 28):02d}")
             for m in _ISO.finditer(text)]
    for m in _NUM.finditer(text):
        tok, before, after = m.group(), text[:m.start()], text[m.end():]
        if any(a <= m.start() < b for a, b, _ in edits):
            continue
        d = _direction(before)
        if "." in tok:
            k = len(tok.split(".")[1])
            edits.append((*m.span(), lambda r, v=float(tok), d=d, k=k:
                          f"{v * r.choice([0.5] if d < 0 else [1.5, 2.0]):.{k}f}"))
            continue
        n = int(tok.replace(",", ""))
        hi = 12 if re.match(r"\s*[ap]\.?m\b", after, re.IGNORECASE) else 23 if after.startswith(":") else None
        fmt, year = ("{:,}" if "," in tok else "{}"), len(tok) == 4 and 1900 <= n <= 2100
        hi = 28 if not year and re.search(rf"\b(?:{'|'.join(_MONTHS)})\s+$", before) else hi
        edits.append((*m.span(), lambda r, n=n, d=d, hi=hi, f=fmt, y=year: f.format(_shift(n, r, d, hi, y))))
    run: list[re.Match] = []
    for m in [*re.finditer(r"[A-Za-z]+", text), None]:
        is_num = m is not None and m.group().lower() in _WORDVAL
        if is_num and (not run or text[run[-1].end():m.start()] in (" ", "-")):
            run.append(m)
            continue
        if run and not (len(run) == 1 and run[0].group().lower() in ("one", "hundred", "thousand")):
            a, b = run[0].start(), run[-1].end()  # a lone "one" is usually a pronoun
            d = _direction(text[:a])
            edits.append((a, b, lambda r, p=text[a:b], d=d: _case_like(p, _words(_shift(_parse_words(p), r, d)))))
        run = [m] if is_num else []
    for m in re.finditer(r"\b(?:once|twice|thrice)\b", text, re.IGNORECASE):
        w = m.group()
        n = ["once", "twice", "thrice"].index(w.lower()) + 1
        edits.append((*m.span(), lambda r, n=n, w=w: _case_like(w, _times(_shift(n, r)))))
    return sorted((e for e in edits if _can(e[2])), key=lambda e: e[0])


def _can(make: Callable[[random.Random], str]) -> bool:
    try:
        return bool(make(random.Random(0)))
    except NotApplicable:
        return False


def _times(n: int) -> str:
    return {1: "once", 2: "twice"}.get(n, f"{_words(n)} times")


def _case_like(model: str, text: str) -> str:
    return text[:1].upper() + text[1:] if model[:1].isupper() else text


def _changed(old: str, new: str) -> str:
    assert new != old, "a corruption must change the text"
    return new


def perturb_number(text: str, rng: random.Random) -> str:
    """Replace one number (digits, number words, 'twice', day of an ISO date) by another;
    'over N' only grows and 'under N' only shrinks, so the result is never implied by the source."""
    edits = _number_edits(text)
    if not edits:
        raise NotApplicable("no number")
    a, b, make = rng.choice(edits)
    return _changed(text, text[:a] + make(rng) + text[b:])


_AUX = ("is", "are", "was", "were", "has", "have", "had", "will", "can", "does", "did")
_PAST = dict(w.split(":") for w in _w(
    "launched:launch lifted:lift graduated:graduate founded:found won:win took:take went:go hosted:host placed:place "
    "finished:finish held:hold awarded:award carried:carry used:use studied:study conducted:conduct made:make "
    "built:build received:receive"))
_PRESENT3 = _w("lives resides works enjoys holds costs serves carries opens closes takes uses calls makes boils leads hosts "
               "contains includes pays studies")
_VERB_RE = re.compile(r"\b({})\b".format("|".join((*_AUX, *_PAST, *_PRESENT3, "pay"))))


def negate_copula(text: str, rng: random.Random) -> str:
    """Negate the first is/are/was/were/has/have/... ('is' -> 'is not'); a lexical verb
    gets do-support ('lives' -> 'does not live', 'won' -> 'did not win')."""
    m = _VERB_RE.search(text)
    if m is None:
        raise NotApplicable("no verb to negate")
    verb, rest = m.group(1), text[m.end():]
    nxt = (re.match(r"\s+(\w+)", rest) or re.match(r"()", rest)).group(1)
    if verb in _AUX and nxt in ("not", "never"):  # already negative: drop the negation
        return _changed(text, text[:m.end()] + rest[len(re.match(r"\s+\w+", rest).group()):])
    if verb in ("has", "have", "had") and not (nxt == "been" or nxt.endswith(("ed", "en", "wn"))):
        new = {"has": "does", "have": "do", "had": "did"}[verb] + " not have"  # possession
    elif verb in _AUX:
        new = f"{verb} not"
    elif verb in _PAST:
        new = f"did not {_PAST[verb]}"
    elif verb in _PRESENT3:
        lemma = verb[:-3] + "y" if verb.endswith("ies") else verb[:-2] if verb.endswith(
            ("ches", "shes", "sses", "xes")) else verb[:-1]
        new = f"does not {lemma}"
    else:
        new = f"do not {verb}"
    return _changed(text, text[:m.start()] + new + rest)


NAME_POOL: dict[str, tuple[str, ...]] = {k: tuple(v.split()) for k, v in {
    "given": "Olivia Daniel Sophie Thomas Laura Michael Hannah Robert Maria Kevin Rachel Lucas",
    "family": "Brown Garcia Patel Kim Lopez Miller Novak Okafor Rossi Tanaka Walsh Fischer",
    "place": "Portland Denver Boston Tacoma Spokane Springfield Riverton",
    "org": "DataCorp Globex Initech Hooli", "school": "Stanford Caltech Cornell Princeton",
    "other": "Atlas Helix Meridian Riverside Northfield Fairview Oakridge"}.items()}
# Names known to occur in sources, typed so that a replacement is of the same sort.
_KNOWN = {"given": "Alice David Emma Jack Margaret Sarah Marcus Elena James Priya",
          "family": "Smith Chen Liu Johnson Vasquez Park Nair",
          "place": "Seattle Rainier Canaveral Westbrook Greenfield",
          "org": "TechCorp", "school": "MIT", "other": "Orion Pegasus Lincoln"}
_KNOWN_TYPE = {w: k for k, v in _KNOWN.items() for w in v.split()} | {w: k for k, v in NAME_POOL.items() for w in v}
_STOP = set(_w("The A An In On At From Since For First Second Third Annual Total Students Recipe Dr Mr Mrs Ms Commander "
               "Mission Specialist Flight Engineer Mount Cape High School Community Library Science Fair Classic Tomato "
               "Basil Pasta Space Center University Lake River Street It He She They Her His Their Its This That"))


def _name_spans(text: str) -> list[tuple[int, int, str]]:
    """(start, end, sort) of capitalised names; an unknown sentence-initial capital is skipped."""
    out = []
    for m in re.finditer(r"\b[A-Z][A-Za-z]+\b", text):
        w, head = m.group(), text[:m.start()].rstrip()
        if w in _STOP or w.lower() in _WORDVAL or re.sub(r"s$", "", w) in (*_MONTHS, *_WEEKDAYS):
            continue
        if w in _KNOWN_TYPE or (head and not head.endswith((".", ":"))):
            out.append((m.start(), m.end(), _KNOWN_TYPE.get(w, "other")))
    return out


def name_pool(context_text: str, base: Pool = NAME_POOL) -> dict[str, list[str]]:
    """The replacement pool minus every name that occurs in the source context."""
    present = set(re.findall(r"[A-Za-z]+", context_text))
    return {k: [n for n in v if n not in present] for k, v in base.items()}


def _pick_name(text: str, rng: random.Random, sort: str, pool: Pool | Sequence[str]) -> str:
    names = pool.get(sort) or pool.get("other", ()) if isinstance(pool, Mapping) else pool
    names = [n for n in names if not re.search(rf"\b{re.escape(n)}\b", text)]
    if not names:
        raise NotApplicable("empty name pool")
    return rng.choice(names)


def swap_proper_noun(text: str, rng: random.Random, pool: Pool | Sequence[str] = NAME_POOL) -> str:
    """Replace one capitalised name by a name of the same sort from pool (typed mapping like
    NAME_POOL, or a flat list); pass name_pool(context) so it does not occur in the source."""
    spans = _name_spans(text)
    if not spans:
        raise NotApplicable("no proper noun")
    a, b, sort = rng.choice(spans)
    return _changed(text, text[:a] + _pick_name(text, rng, sort, pool) + text[b:])


_FUNCTION = set(_w("for to of in on at and from by a an the with is are was were has have had will"))


def append_contradiction(text: str, rng: random.Random, pool: Pool | Sequence[str] = NAME_POOL) -> str:
    """Append a clause giving another value for one year, month, number or name of the fact."""
    base, options = text.rstrip().rstrip("."), []
    for m in re.finditer(rf"\b(?:{'|'.join(_MONTHS)})\b", base):
        options.append(lambda m=m: (rng.choice([x for x in _MONTHS if x != m[0]]),
                                    [", but it was actually in {}", ", although the record says {}"]))
    for a, b, make in _number_edits(base):
        if _direction(base[:a]):
            continue  # "over 80,000" is not contradicted by another figure
        def number(a=a, b=b, make=make):
            new = make(rng)
            if re.fullmatch(r"(?:19|20)\d\d", new):  # a year
                return new, [", but it was actually in {}", ", although the record gives the year as {}"]
            new, tail = new[:1].lower() + new[1:], re.match(r"[^\s,.;]*", base[b:]).group()  # "g", ":00"
            words = re.match(r"(?:\s+[A-Za-z]+){0,3}", base[b + len(tail):]).group().split()
            words = words[:next((i for i, w in enumerate(words) if w in _FUNCTION), len(words))]
            lead = re.search(rf"(?:\$|\b(?:{'|'.join(_MONTHS)}) )$", base[:a])  # "$25", "June 3"
            value = " ".join([(lead.group() if lead else "") + new + tail, *words])
            return value, [", but the record actually says {}", ", although the correct figure is {}"]
        options.append(number)
    for a, b, sort in _name_spans(base):
        options.append(lambda a=a, b=b, sort=sort: (_pick_name(base, rng, sort, pool), [
            ", but the record actually says {} instead of " + base[a:b],
            ", although the record names {}, not " + base[a:b]]))
    if not options:
        raise NotApplicable("no value to contradict")
    value, templates = rng.choice(options)()
    return _changed(text, base + rng.choice(templates).format(value) + ".")


STRATEGIES: dict[str, Callable[..., str]] = {
    "perturb_number": perturb_number, "negate_copula": negate_copula,
    "swap_proper_noun": swap_proper_noun, "append_contradiction": append_contradiction}
_ORDER = tuple(STRATEGIES)
_POOLED = ("swap_proper_noun", "append_contradiction")


def corrupt(text: str, strategy: str, rng: random.Random, pool: Pool = NAME_POOL) -> tuple[str, str]:
    """Apply strategy, falling back through _ORDER cyclically; returns (text, strategy used)."""
    i = _ORDER.index(strategy)
    for name in _ORDER[i:] + _ORDER[:i]:
        try:
            return STRATEGIES[name](text, rng, *((pool,) if name in _POOLED else ())), name
        except NotApplicable:
            continue
    raise NotApplicable(f"no strategy applies to {text!r}")


@cache
def applies(strategy: str, text: str) -> bool:
    """Whether strategy can change text (tried on a throwaway rng)."""
    return _can(lambda r: STRATEGIES[strategy](text, r))


# ---------------------------------------------------------------------------- samples
def build_samples(bench: Bench, seed: int, n_samples: int = 200) -> list[Sample]:
    rng, names = random.Random(seed), list(bench.contexts)
    used = dict.fromkeys(_ORDER, 0)
    samples, slot = [], 0
    for i in range(n_samples):
        ctx = bench.contexts[names[i % len(names)]]
        pool, left = name_pool(ctx.text), bench.facts_of(ctx.name)
        if len(left) < 10:
            raise ValueError(f"{ctx.name}: needs at least 10 correct facts")
        rng.shuffle(left)
        items = []
        for _ in range(5):
            order = _ORDER[slot % 4:] + _ORDER[:slot % 4]
            slot += 1
            fits = [s for s in order if any(applies(s, f.text) for f in left)] or list(order)
            want = min(fits, key=used.__getitem__)  # = order[0] while the counts are even
            src = next((f for f in left if applies(want, f.text)), left[0])
            left.remove(src)
            text, how = corrupt(src.text, want, rng, pool)
            used[how] += 1
            items.append(Fact(f"{src.id}/{how}", ctx.name, text, False, src.id, how))
        items += left[:5]
        rng.shuffle(items)
        samples.append(Sample(f"{seed}-{i:03d}", seed, ctx.name, tuple(items)))
    return samples


def handwritten_set(bench: Bench) -> list[Fact]:
    return list(bench.facts) + list(bench.corruptions)


# ---------------------------------------------------------------------------- metrics
@dataclass(frozen=True)
class Metrics:
    rho: float
    precision: float
    recall: float
    admitted: int
    total: int
    correct_admitted: int = 0
    n_correct: int = 0

    @classmethod
    def from_pairs(cls, pairs: Iterable[tuple[bool, bool]]) -> Metrics:
        """pairs: (label, admitted), label True = correct. rho of an empty admission set is
        0.0 (nothing wrong got in), precision then 1.0; recall with no correct items 0.0."""
        pairs = [(bool(label), bool(adm)) for label, adm in pairs]
        admitted = sum(adm for _, adm in pairs)
        ok = sum(label and adm for label, adm in pairs)
        n_ok = sum(label for label, _ in pairs)
        rho = (admitted - ok) / admitted if admitted else 0.0
        return cls(rho, 1.0 - rho, ok / n_ok if n_ok else 0.0, admitted, len(pairs), ok, n_ok)


def write_all() -> Admit:
    return lambda fact_text, context_text: True


def random_admit(p: float = 0.6, seed: int = 0) -> Admit:
    rng = random.Random(seed)
    return lambda fact_text, context_text: rng.random() < p


def _score(items: Iterable[Fact], bench: Bench, admit: Admit) -> Metrics:
    return Metrics.from_pairs((f.correct, admit(f.text, bench.contexts[f.context].text)) for f in items)


def evaluate(bench: Bench, admit: Admit, seeds: Sequence[int] = SEEDS) -> dict:
    per_seed = {s: _score((f for smp in build_samples(bench, s) for f in smp.facts), bench, admit) for s in seeds}
    mean = {k: sum(getattr(m, k) for m in per_seed.values()) / len(per_seed) for k in ("rho", "precision", "recall")}
    return {"generated": {"mean": mean, "per_seed": {s: asdict(m) for s, m in per_seed.items()}},
            "handwritten": asdict(_score(handwritten_set(bench), bench, admit))}


SETS = ("generated", "handwritten")


def compare(bench: Bench, methods: Sequence[tuple[str, Admit]], seeds: Sequence[int] = SEEDS) -> list[dict]:
    """One row per method and set: rho, precision and recall (the generated set's mean over the
    seeds) and how many facts the method admitted of how many it saw. What `trustgate memcontam`
    prints and the faces can serve."""
    rows = []
    for name, admit in methods:
        result = evaluate(bench, admit, seeds)
        gen, hand = result["generated"], result["handwritten"]
        rows.append({"name": name, "set": "generated", **{k: round(gen["mean"][k], 4) for k in ("rho", "precision", "recall")},
                     "admitted": sum(v["admitted"] for v in gen["per_seed"].values()),
                     "total": sum(v["total"] for v in gen["per_seed"].values())})
        rows.append({"name": name, "set": "handwritten", **{k: round(hand[k], 4) for k in ("rho", "precision", "recall")},
                     "admitted": hand["admitted"], "total": hand["total"]})
    return rows
