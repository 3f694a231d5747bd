"""The optional last stage: a language model, through Ollama, judges whether the source supports the claim.

It runs only when the rule file enables it, after every deterministic stage passed. soft mode
asks K times, concurrently, for a 0..1 support score of the claim given its `source_span` (or,
without one, the current facts of its namespace and domain) and admits when the mean reaches
tau; logprob mode asks once for yes or no and scores softmax(logp(yes), logp(no))[yes]. tau
is fixed or adaptive: min + (max - min) x |M| / capacity, |M| the namespace's current facts.
A claim with neither a span nor current facts in its domain has nothing to be judged against:
like grounding without a span, the stage then passes without a call and says so in the scores.

The model's answer is never permission by default: an unreachable server, an HTTP error, a
timeout, an answer without exactly one number, a number outside 0..1 or missing logprobs
reject with a reason naming what failed (`on_error: skip` lets the write through and records
the failure in the scores). Prompts are our own templates (trustgate/stages/prompts/*.txt); the
decision records the template's sha256, the model, every sample's score, tau and the latency.
"""

from __future__ import annotations

import hashlib
import math
import os
import re
import time
from concurrent.futures import ThreadPoolExecutor, wait
from importlib import resources
from string import Template
from typing import Any

from ..decision import Reason
from ..errors import MissingExtraError
from ..pipeline import Context
from ..provenance import Candidate
from ..rules import AdaptiveThreshold, RuleSet

PROMPT_FILES = {"soft": "soft.txt", "logprob": "logprob.txt"}
SOURCE_NOTES = {
    "span": "The source is the exact text the claim was taken from.",
    "facts": "The source lists the facts the memory currently holds on the claim's topic, one per line.",
}
TOP_LOGPROBS = 20  # the most Ollama returns per position
MAX_FACTS = 40  # current facts quoted when the candidate carries no source_span
MAX_SOURCE_CHARS = 6000  # ~1,500 tokens: Ollama's default context (2,048-4,096) must keep the instructions
SOFT_OPTIONS = {"num_predict": 24}  # one short number; a long answer is cut, then fails to parse
LOGPROB_OPTIONS = {"temperature": 0.0, "num_predict": 4}

_NUMBER = re.compile(r"(?<![\w.])-?(?:\d+(?:\.\d+)?|\.\d+)(?!\w)")
_THINK = re.compile(r"<think>.*?</think>", re.DOTALL | re.IGNORECASE)
_DELIMITER = re.compile(r"<\s*/?\s*(?:claim|source)\b[^>]*>", re.IGNORECASE)


class Failure(Exception):
    """A model call that gave no usable verdict: the rule it maps to, and the rule-file key to cite."""

    def __init__(self, rule: str, message: str, key: str = "mode", **details: Any):
        super().__init__(message)
        self.rule, self.message, self.key, self.details = rule, message, key, details


def load_prompt(mode: str) -> tuple[Template, str]:
    """A mode's prompt template and the sha256 of its bytes."""
    raw = resources.files("trustgate.stages").joinpath("prompts", PROMPT_FILES[mode]).read_bytes()
    return Template(raw.decode("utf-8")), hashlib.sha256(raw).hexdigest()


def fence(text: str) -> str:
    """Data for a delimited block: our own delimiters inside it are defused, so it cannot close the block."""
    return _DELIMITER.sub("[tag removed]", text.strip())


def parse_score(answer: str) -> float:
    """The single 0..1 number of a soft-mode answer; anything else raises Failure."""
    shown = answer.strip()[:120]
    found = {float(n) for n in _NUMBER.findall(_THINK.sub("", answer))}
    if not found:
        raise Failure("llm_unparseable", f"the answer has no number: {shown!r}", answer=shown)
    if len(found) > 1:
        raise Failure("llm_unparseable", f"the answer gives {len(found)} different numbers: {shown!r}", answer=shown)
    score = found.pop()
    if not 0.0 <= score <= 1.0:
        raise Failure("llm_out_of_range", f"the answer {score:g} is outside 0..1", answer=shown)
    return score


def _logsumexp(values: list[float]) -> float:
    top = max(values)
    return top + math.log(sum(math.exp(v - top) for v in values))


def yes_no_score(logprobs: Any) -> float:
    """softmax(logp(yes), logp(no))[yes] from the top_logprobs of the first non-blank generated token.

    Tokens match case- and whitespace-insensitively and variants add up ("Yes", " yes"). A "no"
    missing from the list is given the smallest listed logprob (an upper bound, so the score is
    a lower bound); a missing "yes" scores 0.
    """
    first = next((t for t in logprobs or () if t.token.strip()), None)
    if first is None or not first.top_logprobs:
        raise Failure("llm_no_logprobs", "the response carries no logprobs for its first token "
                      "(the server or model does not return them; Ollama 0.12.11 or newer does)")
    top = first.top_logprobs
    if not all(math.isfinite(t.logprob) and t.logprob <= 1e-6 for t in top):
        raise Failure("llm_unparseable", f"the first token's logprobs are not log-probabilities: {[t.logprob for t in top][:8]}")
    yes = [t.logprob for t in top if t.token.strip().lower() == "yes"]
    no = [t.logprob for t in top if t.token.strip().lower() == "no"]
    listed = [t.token for t in top]
    if not yes and not no:
        raise Failure("llm_unparseable", f"neither yes nor no is among the first token's {len(listed)} most likely tokens {listed[:8]}",
                      tokens=listed)
    if not yes:
        return 0.0
    ly = _logsumexp(yes)
    ln = _logsumexp(no) if no else min(t.logprob for t in top)
    m = max(ly, ln)
    return math.exp(ly - m) / (math.exp(ly - m) + math.exp(ln - m))


class LLMCheck:
    name = "llm"

    def __init__(self, rules: RuleSet):
        try:
            import httpx
            import ollama
        except ImportError:
            raise MissingExtraError("the llm stage needs the ollama client: pip install 'trustgate[llm]'") from None
        self.rules, self.s = rules, rules.llm
        self.host = self.s.host or os.environ.get("OLLAMA_HOST") or None
        self.client = ollama.Client(host=self.host, timeout=self.s.timeout_s)
        self.template, self.prompt_sha256 = load_prompt(self.s.mode)
        self._httpx, self._response_error = httpx, ollama.ResponseError
        # answers by prompt, kept only while Gate.write_many asks the model outside its write
        # transaction and then decides inside it (so the SQLite write lock is never held while
        # the model thinks); None otherwise

    # ------------------------------------------------------------ inputs
    def threshold(self, cand: Candidate, ctx: Context) -> tuple[float, dict[str, Any]]:
        t = self.s.threshold
        if not isinstance(t, AdaptiveThreshold):
            return float(t), {}
        occupied = ctx.facts.count_current(cand.namespace, ctx.now)
        return min(t.max, t.min + (t.max - t.min) * occupied / t.capacity), {"llm_occupancy": occupied, "llm_capacity": t.capacity}

    def source(self, cand: Candidate, ctx: Context) -> tuple[str | None, str]:
        span = cand.provenance.source_span if cand.provenance else None
        if span and span.strip():
            return span, "span"
        facts = [f for f in ctx.facts.current(cand.namespace, cand.domain, ctx.now) if f.id not in ctx.supersedes]
        if not facts:
            return None, "none"
        return "\n".join(f"- {f.text}" for f in facts[-MAX_FACTS:]), "facts"

    def prompt(self, claim: str, source: str, kind: str) -> str:
        if len(source) > MAX_SOURCE_CHARS:  # the model sees the start only; scores record the full length (llm_source_chars)
            source = source[:MAX_SOURCE_CHARS] + " [... source truncated]"
        return self.template.substitute(claim=fence(claim), source=fence(source), source_note=SOURCE_NOTES[kind])

    # ------------------------------------------------------------ calls
    def ask(self, prompt: str, **kw: Any) -> Any:
        """One chat request; every way it can fail becomes a Failure naming what failed."""
        httpx, where = self._httpx, self.host or "the default host (127.0.0.1:11434)"
        try:
            return self.client.chat(model=self.s.model, messages=[{"role": "user", "content": prompt}], **kw)
        except self._response_error as exc:
            raise Failure("llm_http_error", f"the Ollama server at {where} answered HTTP {exc.status_code}: {exc.error}",
                          "model", status=exc.status_code) from None
        except httpx.TimeoutException:
            raise Failure("llm_timeout", f"no answer from {where} within timeout_s = {self.s.timeout_s:g} s", "timeout_s") from None
        except (ConnectionError, httpx.TransportError) as exc:
            raise Failure("llm_unreachable", f"cannot reach the Ollama server at {where} ({type(exc).__name__})", "host") from None
        except httpx.HTTPError as exc:
            raise Failure("llm_http_error", f"HTTP exchange with {where} failed: {exc}", "host") from None
        except ValueError as exc:  # a reply that is not JSON, or not shaped like an Ollama response
            raise Failure("llm_unparseable", f"the server's reply is not an Ollama chat response ({type(exc).__name__})") from None

    def soft(self, prompt: str) -> list[float]:
        """K requests at once; the stage waits at most timeout_s (plus a second) for all of them."""
        k = self.s.samples
        pool = ThreadPoolExecutor(max_workers=k, thread_name_prefix="trustgate-llm")
        try:
            futures = [pool.submit(self.ask, prompt, options={**SOFT_OPTIONS, "temperature": self.s.temperature}) for _ in range(k)]
            _, pending = wait(futures, timeout=self.s.timeout_s + 1.0)
            if pending:
                raise Failure("llm_timeout", f"{len(pending)} of {k} requests unanswered after timeout_s = {self.s.timeout_s:g} s", "timeout_s")
            answers = [f.result().message.content or "" for f in futures]
        finally:
            pool.shutdown(wait=False, cancel_futures=True)
        return [parse_score(a) for a in answers]

    def logprob(self, prompt: str) -> list[float]:
        response = self.ask(prompt, logprobs=True, top_logprobs=TOP_LOGPROBS, options=dict(LOGPROB_OPTIONS))
        return [yes_no_score(response.logprobs)]

    def _answer(self, prompt: str, started: float, memo: dict | None) -> tuple[list[float], float]:
        """The samples for a prompt and the latency they took (asked now, or earlier in this batch: `memo` is the batch's, on the context)."""
        if memo is not None and prompt in memo:
            result, ms = memo[prompt]
        else:
            try:
                result = (self.soft if self.s.mode == "soft" else self.logprob)(prompt)
            except Failure as f:
                result = f
            ms = round((time.perf_counter() - started) * 1000, 3)
            if memo is not None:
                memo[prompt] = (result, ms)
        if isinstance(result, Failure):
            result.details.setdefault("latency_ms", ms)
            raise result
        return result, ms

    # ------------------------------------------------------------ the stage
    def __call__(self, cand: Candidate, ctx: Context) -> list[Reason]:
        started = time.perf_counter()
        s, ref = self.s, self.rules.ref
        tau, occupancy = self.threshold(cand, ctx)
        record: dict[str, Any] = {"llm_mode": s.mode, "llm_model": s.model, "llm_prompt_sha256": self.prompt_sha256,
                                  "llm_tau": round(tau, 6), **occupancy}
        source, kind = self.source(cand, ctx)
        if source is None:  # like grounding without a span: nothing to judge against, the deterministic stages decided
            ctx.scores.update(record, llm_source="none", llm_skipped="no source_span and no current facts in the domain")
            return []
        prompt = self.prompt(cand.text, source, kind)
        try:
            samples, ms = self._answer(prompt, started, ctx.memo)
        except Failure as f:
            ms = f.details["latency_ms"]
            ctx.scores.update(record, llm_latency_ms=ms, llm_error={"rule": f.rule, "message": f.message})
            if s.on_error == "skip":
                return []
            details = {"model": s.model, "mode": s.mode, "host": self.host, "source": kind, "threshold": tau,
                       "prompt_sha256": self.prompt_sha256, "latency_ms": ms, **f.details}
            return [Reason(f.rule, f"the llm stage failed closed: {f.message}", ref("llm", f.key), details)]
        score = sum(samples) / len(samples)
        ctx.scores.update(record, llm=[round(x, 6) for x in samples], llm_score=round(score, 6), llm_latency_ms=ms, llm_source=kind,
                          llm_source_chars=len(source))
        if score >= tau:
            return []
        how = f"mean of {len(samples)} samples" if s.mode == "soft" else "p(yes) of one yes/no pass"
        return [Reason("llm_threshold", f"{s.model} rates the support of the claim by its {'source' if kind == 'span' else 'domain facts'} "
                       f"at {score:.3f} ({how}), under tau {tau:.3f}", ref("llm", "threshold"),
                       {"observed": round(score, 6), "threshold": round(tau, 6), "samples": samples, "model": s.model, "mode": s.mode,
                        "source": kind, "prompt_sha256": self.prompt_sha256, "latency_ms": ms, **occupancy})]
