"""The rule file: one YAML document that declares everything a deployment tunes.

Loading is `yaml.safe_load`-safe (the composer of the safe loader, aliases refused, depth
and size bounded), then pydantic with unknown keys forbidden. Every problem in the file is
reported at once as `file:line: key: message`. The loaded RuleSet keeps the line of every
key so that a decision can cite the line a person would edit (`RuleSet.ref`).
"""

from __future__ import annotations

import copy
import fnmatch
import hashlib
import re
from pathlib import Path
from typing import Annotated, Any, Literal
from urllib.parse import urlsplit

import yaml
from pydantic import (AfterValidator, BaseModel, ConfigDict, Field, StrictBool, StrictFloat, StrictInt, ValidationError, ValidationInfo,
                      field_validator, model_validator)

from .errors import RuleSetError
from .grounding_words import DEFAULT_FIELD_SYNONYMS, DEFAULT_GENERIC_WORDS, DEFAULT_OPPOSITES
from .patterns import (
    DEFAULT_SELF_REFERENCE, DEFAULT_INJECTION, DEFAULT_PERSISTENCE, DEFAULT_DELAYED_ACTIVATION, DEFAULT_PRIVILEGE_ESCALATION, DEFAULT_EXCESSIVE_AUTONOMY, DEFAULT_TOOL_ABUSE, DEFAULT_EXECUTION_CUES, DEFAULT_REPORTING_CUES, DEFAULT_SECRETS, DEFAULT_PERSONAL_DATA, DEFAULT_DIRECTIVE_VERBS, DEFAULT_ADDRESSED, DEFAULT_PLURAL_OBJECT_VERBS,
    DEFAULT_PAYLOAD_CUES,
)
from .provenance import SourceKind

STAGE_NAMES = ("intake", "provenance", "confidence", "evidence", "contradictions", "grounding", "conflict", "llm")
MAX_RULE_FILE_BYTES = 1_000_000
MAX_DEPTH = 12
BUILTIN_PATH = "<built-in>"  # the path a RuleSet of the built-in defaults (no file) reports

class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, allow_inf_nan=False)


Fraction = Field(ge=0.0, le=1.0)


class KindSettings(_Strict):
    weight: StrictFloat = Field(ge=0.0, le=1.0)
    half_life_days: StrictFloat | None = Field(default=None, gt=0)


class Authority(_Strict):
    source_kind: SourceKind
    source_id_pattern: str = Field(min_length=1)
    evidence_floor: StrictInt = Field(ge=0)

    def matches(self, kind: SourceKind | None, source_id: str | None) -> bool:
        return kind == self.source_kind and source_id is not None and source_id_matches(source_id, self.source_id_pattern)


_HOST = re.compile(r"[A-Za-z0-9.-]+(?::[0-9]+)?")


def source_id_matches(source_id: str, pattern: str) -> bool:
    """Shell-style match; a URL pattern's host part is matched against the URL's host alone, so
    that a path, query or user name (https://evil.example/www.bls.gov/x) cannot pose as the host."""
    if "://" not in pattern:
        return fnmatch.fnmatchcase(source_id, pattern)
    p_scheme, _, p_rest = pattern.partition("://")
    p_host, slash, p_path = p_rest.partition("/")
    try:
        url = urlsplit(source_id)
    except ValueError:
        return False
    if "://" not in source_id or not _HOST.fullmatch(url.netloc):
        return False
    rest = source_id.split("://", 1)[1][len(url.netloc):]
    return (fnmatch.fnmatchcase(url.scheme, p_scheme.lower()) and fnmatch.fnmatchcase(url.netloc.lower(), p_host.lower())
            and fnmatch.fnmatchcase(rest, slash + p_path))


class EmbedderSettings(_Strict):
    provider: Literal["sentence-transformers", "ollama"] = "sentence-transformers"
    model: str = "all-MiniLM-L6-v2"
    runtime: Literal["auto", "onnx", "torch"] = "auto"
    host: str | None = None
    timeout_s: StrictFloat = Field(default=30.0, gt=0)
    batch_size: StrictInt = Field(default=64, ge=1, le=4096)


class ConflictRules(_Strict):
    trigram_jaccard: StrictFloat | None = Field(default=0.5, ge=0.0, le=1.0)
    word_jaccard: StrictFloat | None = Field(default=0.25, ge=0.0, le=1.0)
    embedding_cosine: StrictFloat | None = Field(default=0.70, ge=-1.0, le=1.0)
    slot_cosine: StrictFloat | None = Field(default=0.85, ge=-1.0, le=1.0)
    reworded_cosine: StrictFloat | None = Field(default=0.65, ge=-1.0, le=1.0)
    value_cosine: StrictFloat | None = Field(default=0.55, ge=-1.0, le=1.0)
    same_value_cosine: StrictFloat | None = Field(default=0.70, ge=-1.0, le=1.0)
    first_hand: list[SourceKind] = Field(default_factory=lambda: [SourceKind.tool_output, SourceKind.user_direct])
    clock: Literal["clamp", "refuse"] = "clamp"
    embedder: EmbedderSettings = EmbedderSettings()


class ValuesRules(_Strict):
    states: list[tuple[str, str]] = Field(default_factory=list)

    @field_validator("states")
    @classmethod
    def _pairs(cls, states: list[tuple[str, str]]) -> list[tuple[str, str]]:
        for pos, neg in states:
            if not pos.strip() or not neg.strip() or pos.strip().lower() == neg.strip().lower():
                raise ValueError(f"a state pair needs two different words or phrases, got [{pos!r}, {neg!r}]")
        return states


def _compile(pattern: str) -> re.Pattern[str]:
    try:
        return re.compile(pattern, re.IGNORECASE)
    except re.error as exc:
        raise ValueError(f"invalid regular expression {pattern!r}: {exc}") from None


def _valid_regex(pattern: str) -> str:
    _compile(pattern)
    return pattern


# validated one by one, so that an error names the line of the bad pattern itself
Regex = Annotated[str, AfterValidator(_valid_regex)]


Action = Literal["reject", "redact", "allow"]
PERSONAL_KINDS = ("payment_card", "national_id", "iban", "email", "phone")
# the instruction categories of intake, in the order they are looked for (each is its own rule name)
INSTRUCTION_RULES = ("injection", "persistence", "delayed_activation", "privilege_escalation", "excessive_autonomy", "tool_abuse")


class PersonalDataKind(_Strict):
    action: Action
    pattern: Regex


class ReportedSpeech(_Strict):
    window: StrictInt = Field(default=8, ge=1, le=50)
    cues: Regex = DEFAULT_REPORTING_CUES


class DirectiveRules(_Strict):
    """Orders to the reader in the candidate's own text: imperative verbs, and patterns that address the reader."""
    verbs: list[str] = Field(default_factory=lambda: list(DEFAULT_DIRECTIVE_VERBS))
    addressed: list[Regex] = Field(default_factory=lambda: list(DEFAULT_ADDRESSED))
    plural_object_verbs: list[str] = Field(default_factory=lambda: list(DEFAULT_PLURAL_OBJECT_VERBS))
    allowed_from: list[str] = Field(default_factory=lambda: ["user_direct"])  # a user's own order is a preference


class PayloadSimilarity(_Strict):
    """intake's `payload_like` rule: a text that reads like a known payload (sentence embedding) and not like a look-alike."""
    enabled: StrictBool = True
    threshold: StrictFloat = Field(default=0.14, ge=-2.0, le=2.0)  # nearest-payload cosine minus nearest-benign cosine
    cues: Regex = DEFAULT_PAYLOAD_CUES  # only a text with one of these is compared
    bank: str | None = None  # a bank file (payloads and benign look-alikes); None: the shipped trustgate/payload_bank.yaml


class ProtectedSlot(_Strict):
    """A slot only the listed writers may fill: shell-style patterns on domain, subject and attribute."""

    domain: list[str] = Field(default_factory=list)
    subject: list[str] = Field(default_factory=list)
    attribute: list[str] = Field(default_factory=list)
    source_kinds: list[SourceKind] = Field(default_factory=list)
    actors: list[str] = Field(default_factory=list)

    @model_validator(mode="after")
    def _complete(self) -> "ProtectedSlot":
        if not (self.domain or self.subject or self.attribute):
            raise ValueError("needs at least one of domain, subject, attribute")
        if not (self.source_kinds or self.actors):
            raise ValueError("needs at least one writer (source_kinds or actors)")
        return self


DEFAULT_PROTECTED = [
    ProtectedSlot(domain=["identity", "identity.*", "identity/*"], source_kinds=[SourceKind.user_direct]),
    ProtectedSlot(domain=["permissions", "permissions.*", "permissions/*"], source_kinds=[SourceKind.user_direct]),
    ProtectedSlot(attribute=["role", "roles", "permissions", "access_level", "is_admin"], source_kinds=[SourceKind.user_direct]),
]


class IntakeRules(_Strict):
    max_chars: StrictInt = Field(default=2000, ge=1)
    max_word_pieces: StrictInt = Field(default=256, ge=8)
    self_reference: list[Regex] = Field(default_factory=lambda: list(DEFAULT_SELF_REFERENCE))
    injection: list[Regex] = Field(default_factory=lambda: list(DEFAULT_INJECTION))
    persistence: list[Regex] = Field(default_factory=lambda: list(DEFAULT_PERSISTENCE))
    delayed_activation: list[Regex] = Field(default_factory=lambda: list(DEFAULT_DELAYED_ACTIVATION))
    privilege_escalation: list[Regex] = Field(default_factory=lambda: list(DEFAULT_PRIVILEGE_ESCALATION))
    excessive_autonomy: list[Regex] = Field(default_factory=lambda: list(DEFAULT_EXCESSIVE_AUTONOMY))
    tool_abuse: list[Regex] = Field(default_factory=lambda: list(DEFAULT_TOOL_ABUSE))
    directive: DirectiveRules = DirectiveRules()
    orders: bool = True  # orders.py: the reader addressed plus an attack mark, read by clause structure
    payload_similarity: PayloadSimilarity = PayloadSimilarity()
    execution_cues: list[Regex] = Field(default_factory=lambda: list(DEFAULT_EXECUTION_CUES))
    reported_speech: ReportedSpeech = ReportedSpeech()
    secrets: dict[str, Regex] = Field(default_factory=lambda: dict(DEFAULT_SECRETS))
    credential_action: Action = "reject"
    personal_data: dict[Literal[PERSONAL_KINDS], PersonalDataKind] = Field(  # type: ignore[valid-type]
        default_factory=lambda: {k: PersonalDataKind(action=a, pattern=p) for k, (a, p) in DEFAULT_PERSONAL_DATA.items()})
    protected: list[ProtectedSlot] = Field(default_factory=lambda: list(DEFAULT_PROTECTED))


class GroundingRules(_Strict):
    content_coverage: StrictFloat = Field(default=0.6, ge=0.0, le=1.0)
    clause_coverage: StrictFloat = Field(default=0.5, ge=0.0, le=1.0)
    generic_words: list[str] = Field(default_factory=lambda: list(DEFAULT_GENERIC_WORDS))
    field_synonyms: dict[str, list[str]] = Field(default_factory=lambda: {k: list(v) for k, v in DEFAULT_FIELD_SYNONYMS.items()})
    opposites: list[tuple[str, str]] = Field(default_factory=lambda: list(DEFAULT_OPPOSITES))

    @field_validator("field_synonyms")
    @classmethod
    def _lower(cls, table: dict[str, list[str]]) -> dict[str, list[str]]:
        return {k.lower(): [w.lower() for w in v] for k, v in table.items()}


class AdaptiveThreshold(_Strict):
    min: StrictFloat = Field(ge=0.0, le=1.0)
    max: StrictFloat = Field(ge=0.0, le=1.0)
    capacity: StrictInt = Field(ge=1)

    @model_validator(mode="after")
    def _ordered(self) -> "AdaptiveThreshold":
        if self.min > self.max:
            raise ValueError(f"min ({self.min}) is greater than max ({self.max})")
        return self


class LLMRules(_Strict):
    enabled: StrictBool = False
    provider: Literal["ollama"] = "ollama"
    model: str = "qwen2.5:7b"
    host: str | None = None
    timeout_s: StrictFloat = Field(default=30.0, gt=0, le=600)
    mode: Literal["soft", "logprob"] = "soft"
    samples: StrictInt = Field(default=5, ge=1, le=50)
    temperature: StrictFloat = Field(default=0.7, ge=0.0, le=2.0)
    threshold: StrictFloat | AdaptiveThreshold = 0.7
    on_error: Literal["reject", "skip"] = "reject"

    @field_validator("threshold")
    @classmethod
    def _in_range(cls, v: Any) -> Any:
        if isinstance(v, float) and not 0.0 <= v <= 1.0:
            raise ValueError("must be between 0 and 1")
        return v


DEFAULT_KINDS = {
    SourceKind.user_direct: KindSettings(weight=1.0, half_life_days=365),
    SourceKind.doc_reference: KindSettings(weight=0.95, half_life_days=365),
    SourceKind.git_history: KindSettings(weight=0.95, half_life_days=180),
    SourceKind.tool_output: KindSettings(weight=0.9, half_life_days=30),
    SourceKind.agent_pattern: KindSettings(weight=0.7, half_life_days=90),
    SourceKind.web_search: KindSettings(weight=0.7, half_life_days=180),
    SourceKind.cross_project: KindSettings(weight=0.5, half_life_days=90),
    SourceKind.agent_inference: KindSettings(weight=0.5, half_life_days=30),
}


DEFAULT_AUTHORITIES = [
    Authority(source_kind=SourceKind.web_search, source_id_pattern=p, evidence_floor=1)
    for p in ("https://*.gov/*", "https://*.gov.uk/*", "https://*.europa.eu/*")
]


def _floor_kind(key: str) -> str:
    known = [k.value for k in SourceKind]
    if key != "default" and key not in known:
        raise ValueError(f"unknown source kind {key} (known: default, {', '.join(known)})")
    return key


# checked per key (not in the field's validator) so that a misspelt kind is cited at its own line
FloorKind = Annotated[str, AfterValidator(_floor_kind)]


class RuleModel(_Strict):
    version: Literal[1]
    stages: list[Literal[STAGE_NAMES]] = Field(default_factory=lambda: list(STAGE_NAMES))  # type: ignore[valid-type]
    confidence_floor: StrictFloat = Field(default=0.7, ge=0.0, le=1.0)
    evidence_floor: dict[FloorKind, StrictInt] = Field(default_factory=lambda: {"default": 1, "web_search": 2, "cross_project": 3})
    authorities: list[Authority] = Field(default_factory=lambda: list(DEFAULT_AUTHORITIES))
    max_contradictions: StrictInt = Field(default=3, ge=1)
    source_kinds: dict[SourceKind, KindSettings] = Field(default_factory=lambda: dict(DEFAULT_KINDS))
    intake: IntakeRules = IntakeRules()
    grounding: GroundingRules = GroundingRules()
    conflict: ConflictRules = ConflictRules()
    values: ValuesRules = ValuesRules()
    llm: LLMRules = LLMRules()

    @field_validator("evidence_floor")
    @classmethod
    def _floors(cls, floors: dict[str, int]) -> dict[str, int]:
        if "default" not in floors:
            raise ValueError("needs a 'default' floor")
        if any(v < 0 for v in floors.values()):
            raise ValueError("floors must be >= 0")
        return floors

    @field_validator("stages")
    @classmethod
    def _stage_list(cls, stages: list[str]) -> list[str]:
        dupes = sorted({s for s in stages if stages.count(s) > 1})
        if dupes:
            raise ValueError(f"stage listed twice: {', '.join(dupes)}")
        if "intake" not in stages:
            raise ValueError("'intake' cannot be left out: it keeps credentials and injected text out of the store")
        if "llm" in stages and stages[-1] != "llm":
            raise ValueError("'llm' must be the last stage: it runs only after every deterministic stage passed")
        return stages

    # field validators (not one model validator) so that each error names its key's line
    @field_validator("source_kinds")
    @classmethod
    def _all_kinds(cls, kinds: dict[SourceKind, KindSettings]) -> dict[SourceKind, KindSettings]:
        missing = [k.value for k in SourceKind if k not in kinds]
        if missing:
            raise ValueError(f"missing settings for {', '.join(missing)}")
        return kinds

    @field_validator("llm")
    @classmethod
    def _llm_listed(cls, llm: "LLMRules", info: ValidationInfo) -> "LLMRules":
        if llm.enabled and "stages" in info.data and "llm" not in info.data["stages"]:
            raise ValueError("llm.enabled is true but 'llm' is not in stages")
        return llm


class RuleSet:
    """A validated rule file: the model, where it came from, its hash, its key lines and its text
    (None for the built-in defaults): the decision log keeps the text by its hash, so a decision
    can be replayed against the rules it was made with."""

    def __init__(self, model: RuleModel, path: str, sha256: str, lines: dict[tuple, int], text: str | None = None):
        self.model = model
        self.path = path
        self.sha256 = sha256
        self._lines = lines
        self.text = text

    def __getattr__(self, name: str) -> Any:
        return getattr(self.model, name)

    def ref(self, *key: str | int) -> str:
        """`file:line` of the key; `file:(built-in default) key` when the file does not set it (the
        value that decided came from the defaults, not from the section around it)."""
        if key in self._lines:
            return f"{self.path}:{self._lines[key]}"
        return f"{self.path}:(built-in default) {_dotted(key)}"

    def stage_ref(self, stage: str) -> str:
        if stage in self.model.stages:
            return self.ref("stages", self.model.stages.index(stage))
        return self.ref("stages")

    def floor_for(self, kind: SourceKind | None, source_id: str | None) -> tuple[int, tuple]:
        """The evidence floor of a kind and the key path of the rule that set it."""
        for i, auth in enumerate(self.model.authorities):
            if auth.matches(kind, source_id):
                return auth.evidence_floor, ("authorities", i)
        name = kind.value if kind else "default"
        if name in self.model.evidence_floor:
            return self.model.evidence_floor[name], ("evidence_floor", name)
        return self.model.evidence_floor["default"], ("evidence_floor", "default")

    def effective(self) -> dict[str, Any]:
        return self.model.model_dump(mode="json")


DEFAULT_RULES_FILE = "default_rules.yaml"  # package data; rules/default.yaml in a checkout is the same file


def default_rules_path() -> Path:
    """The shipped default rule file, inside the installed package (so it is found from any
    working directory), as rule_refs cite it: relative to the working directory when it lies
    below it, else absolute. The one place that chooses the default rules."""
    path = Path(__file__).resolve().parent / DEFAULT_RULES_FILE
    here = Path.cwd().resolve()
    return path.relative_to(here) if path.is_relative_to(here) else path


def resolve_rules(rules: "RuleSet | str | Path | None") -> "RuleSet":
    """A rule set from what a caller gave: a RuleSet as is, a path loaded, None the shipped defaults."""
    if isinstance(rules, RuleSet):
        return rules
    return load_rules(default_rules_path() if rules is None else rules)


def builtin_rules() -> RuleSet:
    """The shipped defaults without a file (tests, library users who pass no rule file)."""
    return RuleSet(RuleModel(version=1), BUILTIN_PATH, hashlib.sha256(BUILTIN_PATH.encode("utf-8")).hexdigest(), {})


def _walk(node: yaml.Node, path: tuple, lines: dict[tuple, int], problems: list[str], file: str, depth: int) -> None:
    if depth > MAX_DEPTH:
        problems.append(f"{file}:{node.start_mark.line + 1}: {_dotted(path)}: nested deeper than {MAX_DEPTH} levels")
        return
    if isinstance(node, yaml.MappingNode):
        seen: set[str] = set()
        for key_node, value_node in node.value:
            key = key_node.value if isinstance(key_node, yaml.ScalarNode) else str(key_node.start_mark)
            child = path + (key,)
            if key in seen:
                problems.append(f"{file}:{key_node.start_mark.line + 1}: {_dotted(child)}: key given twice")
            seen.add(key)
            lines[child] = key_node.start_mark.line + 1
            _walk(value_node, child, lines, problems, file, depth + 1)
    elif isinstance(node, yaml.SequenceNode):
        for i, item in enumerate(node.value):
            child = path + (i,)
            lines[child] = item.start_mark.line + 1
            _walk(item, child, lines, problems, file, depth + 1)


def _dotted(path: tuple) -> str:
    out = ""
    for p in path:
        out += f"[{p}]" if isinstance(p, int) else (f".{p}" if out else str(p))
    return out or "(top level)"


def load_rules(path: str | Path) -> RuleSet:
    """Load and validate a rule file; RuleSetError lists every problem as file:line: key: message."""
    file = str(path)
    try:
        raw = Path(path).read_bytes()
    except OSError as exc:
        raise RuleSetError(file, [f"{file}: cannot read: {exc.strerror}"]) from None
    if len(raw) > MAX_RULE_FILE_BYTES:
        raise RuleSetError(file, [f"{file}: {len(raw)} bytes is over the {MAX_RULE_FILE_BYTES}-byte limit"])
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise RuleSetError(file, [f"{file}: not UTF-8 text ({exc.reason} at byte {exc.start})"]) from None
    return parse_rules(text, file, hashlib.sha256(raw).hexdigest())


# Documents already read, by the hash of their text: (the parsed data, the line of each key). A process that opens many
# gates on one rule file (a server, a test suite) reads the YAML once; every load still validates a fresh copy of the
# data, so a RuleSet changed by its caller changes no other.
_PARSED: dict[str, tuple[dict, dict[tuple, int]]] = {}
_PARSED_MAX = 16


def parse_rules(text: str, file: str = "<string>", sha256: str | None = None) -> RuleSet:
    sha256 = sha256 or hashlib.sha256(text.encode("utf-8")).hexdigest()
    known = _PARSED.get(sha256)
    if known is None:
        data, lines = _read_document(text, file)
        while len(_PARSED) >= _PARSED_MAX:
            _PARSED.pop(next(iter(_PARSED)))
        _PARSED[sha256] = (data, lines)
    else:
        data, lines = known
    data, lines = copy.deepcopy(data), dict(lines)
    try:
        model = RuleModel.model_validate(data)
    except ValidationError as exc:
        raise RuleSetError(file, _render(exc, file, lines)) from None
    return RuleSet(model, file, sha256, lines, text)


def _read_document(text: str, file: str) -> tuple[dict, dict[tuple, int]]:
    """The YAML of a rule file as data, and the line of each key; RuleSetError for what is not a rule document."""
    try:
        depth = 0  # stop far past the limit (reported with its key below): the scanner is quadratic in open flow levels
        for event in yaml.parse(text, Loader=yaml.SafeLoader):
            if isinstance(event, yaml.AliasEvent):
                raise RuleSetError(file, [f"{file}:{event.start_mark.line + 1}: YAML aliases are not allowed in a rule file"])
            if isinstance(event, yaml.CollectionStartEvent):
                depth += 1
                if depth > 4 * MAX_DEPTH:
                    raise RuleSetError(file, [f"{file}:{event.start_mark.line + 1}: nested deeper than {MAX_DEPTH} levels"])
            elif isinstance(event, yaml.CollectionEndEvent):
                depth -= 1
        root = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"{file}:{mark.line + 1}" if mark else file
        raise RuleSetError(file, [f"{where}: not valid YAML: {getattr(exc, 'problem', None) or exc}"]) from None
    except RecursionError:
        raise RuleSetError(file, [f"{file}: nested too deeply to parse"]) from None
    if root is None:
        raise RuleSetError(file, [f"{file}:1: the file is empty (expected at least 'version: 1')"])
    lines: dict[tuple, int] = {}
    problems: list[str] = []
    _walk(root, (), lines, problems, file, 0)
    if problems:
        raise RuleSetError(file, problems)
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:  # composes, but does not construct: e.g. a !!python/object tag
        mark = getattr(exc, "problem_mark", None)
        where = f"{file}:{mark.line + 1}" if mark else file
        raise RuleSetError(file, [f"{where}: not valid in a rule file: {getattr(exc, 'problem', None) or exc}"]) from None
    if not isinstance(data, dict):
        raise RuleSetError(file, [f"{file}:1: expected a mapping of keys at the top level"])
    return data, lines


_EXPECTED = {"float_type": "a number", "int_type": "a whole number", "bool_type": "true or false"}


def _wrong_type(err: dict) -> str:
    """Numbers and switches are strict (no '0.9' -> 0.9, no true -> 1): say what was given."""
    value = err["input"]
    if isinstance(value, bool):
        got = f"the boolean {str(value).lower()}"
    elif isinstance(value, str):
        got = f"the string {value!r}" + (" (write it without quotes)" if _numeric(value) and err["type"] != "bool_type" else "")
    elif isinstance(value, (int, float)):
        got = repr(value)
    else:
        got = f"a {type(value).__name__}"
    return f"{err['msg']} ({_EXPECTED[err['type']]}), got {got}"


def _numeric(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


def _render(exc: ValidationError, file: str, lines: dict[tuple, int]) -> list[str]:
    """Every problem as `file:line: key: message`, in the order of the file's lines."""
    out: list[tuple[int, str]] = []
    for err in exc.errors():
        # llm.threshold is a number or a mapping: report only the branch the file's value was meant for
        raw = err["loc"]
        branches = [i for i in range(1, len(raw)) if raw[i - 1] == "threshold" and isinstance(raw[i], str)
                    and (raw[i] == "float" or "AdaptiveThreshold" in raw[i])]
        if branches:
            at = branches[0]
            if raw[at] == "float" and isinstance(err["input"], dict):
                continue  # a mapping was meant as the adaptive form
            if raw[at] != "float" and at == len(raw) - 1 and not isinstance(err["input"], dict):
                continue  # a scalar was meant as a number (an error inside the mapping is kept)
        loc = tuple(p for i, p in enumerate(raw) if i not in branches and not (isinstance(p, str) and "[" in p))
        line = None
        probe = loc
        while probe:
            if probe in lines:
                line = lines[probe]
                break
            probe = probe[:-1]
        where = f"{file}:{line}" if line else f"{file}:1"
        msg = err["msg"]
        if err["type"] == "extra_forbidden":
            msg = "unknown key"
        elif err["type"] == "missing":
            msg = "required key is missing"
        elif err["type"] in _EXPECTED:
            msg = _wrong_type(err)
        out.append((line or 1, f"{where}: {_dotted(loc)}: {msg}"))
    return [text for _, text in sorted(out, key=lambda item: item[0])]
