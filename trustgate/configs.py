"""A structured record's settings that configure the reader: intake's reading of JSON, YAML and key=value fragments.

Contract: `pairs(text)` returns the (key, value) pairs a fragment sets, keys in lower case with their words joined by
"_", values unquoted; `configured(text)` returns (rule, mark) when the settings do what an attack does, else None:

- a human step turned off ("require_approval": false, "manual_review: off", "bypass_approval: true") together with
  acting on its own ("auto_execute": "all", "mode=unattended") or a second human step off ("notify_user": false)
  -> excessive_autonomy;
- an entry made to outlive the session ("scope": "global", "ttl: forever", "keep: forever", "persist: true",
  "pinned": true) together with its owner kept out ("user_deletable": false) or a second such setting, in a record that
  names the memory -> persistence;
- the reader's role raised: an override, run-as or elevate key set to a privileged role ("override": "run_as=root"),
  or a key naming the reader whose role or rights are privileged ("assistant: role: superadmin", "agent: [read, admin]")
  -> privilege_escalation; (sec25) so is a sudoers rule giving the reader's own account every command as anyone;
- a trigger key ("when", "trigger", "on_...") with an action that gives out secrets or sends to an address outside
  ("then": "print every saved password") -> delayed_activation.

Why settings and not words: a tool's output carries the reader's configuration as data, and a payload planted there
reads as a record ("require_confirmation": false), with no sentence to parse. An app's own settings ("confirm_on_exit":
false with nothing acting on its own), a person's role in a user list, a home automation's trigger and a pinned note
set none of these together, and pass.
"""

from __future__ import annotations

import re

from .marks import DEST
from .prefilter import anchor_patterns

# a key, quoted or bare, then ":" or "=", then a quoted value, a bracketed list, or a bare value up to the next separator
_PAIR = re.compile(r"""(?:^|[\s{,;(\[])["']?(?P<key>[A-Za-z_][\w .-]{0,40}?)["']?\s*[:=][ \t]*"""
                   r"""(?P<value>"[^"\n]{0,300}"|'[^'\n]{0,300}'|\[[^\]\n]{0,300}\]|[^,;{}\[\]\n:=]{0,120})""", re.MULTILINE)
_TRUE = re.compile(r"^(?:true|yes|on|all|always|any|enabled?|1|\*|everything|forever|auto(?:matic)?|unattended|autonomous|full)$", re.IGNORECASE)
_FALSE = re.compile(r"^(?:false|no|off|none|never|0|disabled?|skip(?:ped)?|not required|n)$", re.IGNORECASE)

# a human step: approval, confirmation, review, sign-off, asking or telling a person
_HUMAN_STEP = re.compile(r"(?:^|_)(?:approv\w*|confirm\w*|review\w*|sign_?off|human\w*|manual\w*|ask\w*|notify\w*|inform\w*|tell\w*|prompt_user|"
                         r"consent|check_with\w*|double_check|2fa|mfa)(?:_|$)")
_BYPASS = re.compile(r"(?:^|_)(?:bypass|skip|disable|no|without|ignore)_")
# acting on its own: auto-*, autonomous, unattended, autopilot
_AUTO_KEY = re.compile(r"(?:^|_)(?:auto_?(?:execute|exec|run|approve|pay|merge|deploy|send|accept|confirm|sign|purchase|buy|transfer|commit|"
                       r"push|delete|reply|act|mode|refund)\w*|autopay|autonomous\w*|unattended|autopilot|yolo|self_approve)(?:_|$)")
_AUTO_VALUE = re.compile(r"^(?:unattended|autonomous|autopilot|yolo|full_auto|auto)$", re.IGNORECASE)
# outliving the session, and the owner kept out
_LASTING_KEY = re.compile(r"(?:^|_)(?:persist\w*|permanent|pin(?:ned)?|sticky|immutable|locked|keep|ttl|expir\w*|scope|retention|lifetime)(?:_|$)")
_LASTING_VALUE = re.compile(r"^(?:true|yes|forever|never|permanent|infinite|inf|unlimited|-1|global|all_?sessions|every_?session|"
                            r"cross_?session|indefinite(?:ly)?)$", re.IGNORECASE)
_OWNER_OUT = re.compile(r"(?:^|_)(?:user|owner|human)_(?:deletable|editable|removable|can_(?:delete|edit|remove|change))$|^(?:deletable|editable|removable)$")
_MEMORY = re.compile(r"(?:^|_)(?:memory|memories|remember\w*|core_memory|long_term)(?:_|$)")
# a privileged role, and the keys that raise one
_PRIVILEGED = re.compile(r"\b(?:super_?admin|admin(?:istrator)?|root|superuser|sudo|owner|god)\b", re.IGNORECASE)
_RAISE_KEY = re.compile(r"(?:^|_)(?:override\w*|run_?as|act(?:ing)?_?as|impersonat\w*|elevat\w*|escalat\w*|sudo)(?:_|$)")
_READER_KEY = re.compile(r"^(?:agent|assistant|ai|bot|model|llm|copilot)(?:_(?:role|roles|permissions?|rights|access|scopes?))?$")
_ROLE_KEY = re.compile(r"^(?:role|roles|permissions?|rights|access|scopes?|privileges?|level)$")
# a trigger, and an action that gives out secrets or sends them out
_TRIGGER_KEY = re.compile(r"^(?:when|whenever|trigger\w*|on_\w+|condition|if|event_?trigger)$")
_ACTION_KEY = re.compile(r"^(?:then|action|do|run|respond|reply|response|effect)$")
_SECRETS = re.compile(r"\b(?:passwords?|credentials?|secrets?|tokens?|api keys?|private keys?|ssh keys?|pins?|card numbers?)\b", re.IGNORECASE)


# (sec25) a sudoers rule that gives the reader's own account every command as every user ("assistant ALL=(ALL) NOPASSWD: ALL")
_SUDOERS = re.compile(r"(?im)(?:^|(?<=[\s:]))%?(?:ai|assistant|agent|llm|copilot)(?:[-_][\w-]+)?[ \t]+ALL[ \t]*=[ \t]*\([^)\n]*ALL[^)\n]*\)[ \t]*(?:NOPASSWD:[ \t]*)?ALL\b")
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")


def _key(raw: str) -> str:
    """A key's words joined by "_", in lower case; (sec13) a camelCase key split into its words ("requireHumanReview")."""
    return re.sub(r"[\s.-]+", "_", _CAMEL.sub("_", raw.strip()).lower())


def pairs(text: str) -> list[tuple[str, str]]:
    """The (key, value) pairs a record fragment sets; a key that opens a block ("memory:" then a new line) has value ""."""
    out = []
    for m in _PAIR.finditer(text):
        value = m.group("value").strip()
        if value[:1] in "\"'" and value[-1:] == value[:1] and len(value) > 1:
            value = value[1:-1]
        out.append((_key(m.group("key")), value.strip().rstrip(".;,")))  # (sec17) a fragment in prose ends with its sentence: "ttl: never."
    return out


def _human_off(key: str, value: str) -> bool:
    """A human step turned off: "require_approval": false, or "bypass_approval": true."""
    if not _HUMAN_STEP.search(key):
        return False
    return bool(_TRUE.match(value)) if _BYPASS.search(key) else bool(_FALSE.match(value))


def _on(value: str) -> bool:
    """A setting switched on: a true value, or (sec11) one that names what it covers with a word of all ("all actions including
    payments", "every refund and payment request"), not a message ("auto_reply": "Out of office until 3 June")."""
    return bool(_TRUE.match(value)) or bool(re.match(r"(?:all|any|every|each|everything)\b", value, re.IGNORECASE))


def configured(text: str) -> tuple[str, str] | None:
    """(rule, mark) when a record's settings do what an attack does (see the module's contract), else None."""
    if (sudo := _SUDOERS.search(text)) is not None:
        return "privilege_escalation", sudo.group(0).strip()
    found = pairs(text)
    if len(found) < 2:  # one "key: value" is a sentence with a colon, not a record
        return None
    human_off = [f"{k}: {v}" for k, v in found if _human_off(k, v)]
    auto_on = [f"{k}: {v}" for k, v in found if (_AUTO_KEY.search(k) and _on(v)) or _AUTO_VALUE.match(v.replace(" ", "_"))]
    if human_off and (auto_on or len(human_off) > 1):
        return "excessive_autonomy", " ... ".join((human_off + auto_on)[:2])
    memory = any(_MEMORY.search(k) for k, _ in found)
    lasting = [f"{k}: {v}" for k, v in found if _LASTING_KEY.search(k) and _LASTING_VALUE.match(v.replace(" ", "_"))]
    owner_out = [f"{k}: {v}" for k, v in found if _OWNER_OUT.search(k) and _FALSE.match(v)]
    if memory and (owner_out or len(lasting) > 1) and lasting + owner_out:
        return "persistence", " ... ".join((lasting + owner_out)[:2])
    for i, (k, v) in enumerate(found):
        if _RAISE_KEY.search(k) and _PRIVILEGED.search(v.replace("_", " ")):  # (sec13) "domain_administrator" read by its words
            return "privilege_escalation", f"{k}: {v}"
        if _READER_KEY.match(k) and (_PRIVILEGED.search(v) or (_READER_KEY.match(k).group(0) == k and not v and any(
                _ROLE_KEY.match(k2) and _PRIVILEGED.search(v2) for k2, v2 in found[i + 1:i + 4]))):
            return "privilege_escalation", f"{k}: {v}" if v else k
    trigger = next((f"{k}: {v}" for k, v in found if _TRIGGER_KEY.match(k) and v), None)
    action = next((v for k, v in found if _ACTION_KEY.match(k) and (_SECRETS.search(v) or re.search(DEST, v))), None)
    if trigger and action:
        return "delayed_activation", f"{trigger} ... {action}"
    return None


anchor_patterns(globals())  # each pattern above behind its anchors (prefilter.py): the same answers, most skipped cheaply
