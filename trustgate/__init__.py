"""trustgate: a write-time trust gate for LLM agent memory."""

from .decision import Decision, Reason
from .errors import CandidateError, MissingExtraError, NotFoundError, RuleSetError, StoreError, TrustgateError
from .gate import Gate
from .provenance import Candidate, Provenance, SeedFact, SourceKind, parse_candidate, reliability
from .rules import RuleSet, builtin_rules, load_rules
from .store import Fact, Store

__all__ = ["Candidate", "CandidateError", "Decision", "Fact", "Gate", "MissingExtraError", "NotFoundError", "Provenance",
           "Reason", "RuleSet", "RuleSetError", "SeedFact", "SourceKind", "Store", "StoreError", "TrustgateError",
           "builtin_rules", "load_rules", "parse_candidate", "reliability"]
__version__ = "0.1.0"
