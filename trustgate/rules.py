"""The rule file: one YAML document that declares everything a deployment tunes.

Loading is `yaml.safe_load`-safe (the composer of the safe loader, aliases refused, depth
and size bounded), then pydantic with unknown keys forbidden. Every problem in the file is
reported at once as `file:line: key: message`. The loaded RuleSet keeps the line of every
key so that a decision can cite the line a person would edit (`RuleSet.ref`).
"""

from __future__ import annotations

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
from .provenance import SourceKind

STAGE_NAMES = ("intake", "provenance", "confidence", "evidence", "contradictions", "grounding", "conflict", "llm")
MAX_RULE_FILE_BYTES = 1_000_000
MAX_DEPTH = 12

DEFAULT_SELF_REFERENCE = [
    r"\bI (?:feel|felt|want|wish|hope|think|believe|am (?:an? )?(?:AI|assistant|language model|bot))\b",
    r"\bas an? (?:AI|artificial intelligence|language model|LLM|assistant)\b",
    r"\bmy (?:feelings|emotions|training data|system prompt|instructions)\b",
]
DEFAULT_INJECTION = [
    r'\b(?:ignore|disregard|forget) (?:all |any )?(?:the )?(?:previous|prior|above|earlier) (?:instructions|rules|prompts?)\b',
    r'\b(?:you are now(?! (?:an? |the )?(?:root|admin|administrator|superuser|owner|sudo)\b)|from now on,? you (?:are|must|will))\b',
    r'\bsystem prompt (?:says|tells|instructs|requires|orders|allows|grants|is (?:now|updated|changed|replaced|overridden|void))\b|\b(?:override|ignore|bypass|replace|disregard) (?:your |the )?system prompt\b',
    r'\b(?:always|must) (?:answer|respond|reply|admit|accept|score)\b.{0,40}\b(?:1(?:\.0)?|yes|true)\b',
    r"""<\|?(?:im_start|im_end|system|endoftext)\|?>|["']role["']\s*:\s*["'](?:system|developer)["']""",
    r"\b(?:ignore|disregard|forget|override|bypass|abandon|discard|set aside|put aside|suspend|throw out|pay no attention to|(?:do not|don't|stop) (?:follow|obey|apply)(?:ing)?)\b[^.!?]{0,40}?\b(?:instructions?|rules|guidelines|guidance|directions|directives|guardrails|safeguards|constraints|(?:system )?prompts?|content polic(?:y|ies)|programming)\b",
    r"\bforget (?:everything|all|anything|what) (?:you (?:were|have been|'ve been) (?:told|given|taught|instructed)|above|before)\b",
    r"\b(?:instructions?|rules|guidelines|guidance|directives?|restrictions|guardrails|policies)\b[^.!?]{0,50}\b(?:no longer (?:apply|applies|count|counts|matter|matters|hold|holds)|do not apply|don't apply|(?:are|were|is) (?:void|null|obsolete|cancelled|revoked|suspended|lifted|superseded|overridden|a test|fake))\b",
    r"\b(?:told|taught|instructed|gave|programmed) you\b[^.!?]{0,30}\b(?:no longer|doesn't|does not|don't) (?:counts?|matters?|apply|applies|holds?)\b|\b(?:obey|follow|heed) only (?:this|these|the following|my|what)\b|\b(?:instructions?|directives?|orders|rules) (?:in|of) this (?:ticket|note|message|document|page|memo|email|file|entry|paragraph)\b[^.!?]{0,20}\b(?:takes? precedence|supersedes?|overrides?)\b",
    r"\bend of (?:the )?(?:document|context|input|text|file|data|page|email)\b[^.!?]{0,30}\b(?:begin|start|new) (?:new |real )?(?:task|instructions?|prompt|session)\b|\b(?:begin|start) new (?:task|instructions?|prompt)\b",
    r"\b(?:as|like) an? (?:unfiltered|uncensored|unrestricted|unaligned|jailbroken) (?:model|ai|assistant|llm|chatbot|version)\b",
    r'\b(?:your (?:real|true|actual|new) (?:instructions|directives?|orders|mission|objective)|everything (?:the developer|you were told|above)[^.!?]{0,20}\b(?:is|was) (?:obsolete|void|wrong|cancelled))\b',
    r'\b(?:notes?|messages?|instructions?|reminder) (?:to|for) (?:the|any|all) (?:ai|assistant|llm|agent|model|bot|language model)s?\b|\b(?:any|the) (?:ai|assistant|llm|agent|model|bot) (?:reading|processing|summari[sz]ing) this\b',
    r'\[/?INST\]|<</?SYS>>|#{2,}\s*(?:system|instructions?)\b|(?:^|[.!?>]\s*)(?:system|developer) ?(?:message|note|override)?\s*:',
    r'\b(?:you are (?:now )?DAN\b|do anything now\b|(?:enable|enter|activate|switch to|turn on) (?:the )?(?:developer|jailbreak|unrestricted|DAN) mode|stop applying (?:content|safety) polic)',
    r"\b(?:do not|don't|never) (?:tell|inform|mention|reveal|disclose)\b[^.!?]{0,40}\b(?:this (?:note|message|instruction|entry|memory)|in your (?:answer|response|reply|summary))",
    r"\b(?:print|reveal|repeat|recite|output|show|leak|dump|disclose)\b[^.!?]{0,20}\b(?:your|the) (?:hidden|secret|original|initial|system|internal) (?:instructions|prompt|rules|configuration)\b|\b(?:print|reveal|repeat|recite|output|show|leak|dump|disclose|copy)\b[^.!?]{0,30}\b(?:(?:your|the) (?:context window|conversation history|chat history|full prompt)|(?:above|before|preceding) (?:this|the) (?:conversation|chat|first message))\b",
]
DEFAULT_PERSISTENCE = [
    r'\[(?:memory[ _-]?)?persist(?:ent)?\]|\[memory[ _-]?(?:save|store|keep|pin)\]|\{\{\s*memory\s*:\s*\w+\s*\}\}|</?persist(?:ent)?>|#remember[-_](?:always|forever)\b',
    r'\bremember (?:this |that |the following )?(?:forever|permanently|always|for good|for all future)|\b(?:permanently|forever) remember\b|\bnever forget\b',
    r"\b(?:so (?:that )?(?:it|this)|it|this) (?:is|must|should|will|can)? ?never (?:be )?(?:cleared|erased|deleted|forgotten|overwritten|expire[sd]?|reset|removed)\b",
    r"\b(?:store|save|keep|add|write|commit|retain|persist|pin|lock)\b[^.!?]{0,30}\b(?:permanently|for good|long[- ]term (?:memory|notes|storage|store)|permanent memory|core memory|indefinitely|forever|across (?:all )?(?:future )?(?:sessions|conversations|chats))",
    r"\bsurvives? (?:memory |context |session )?(?:resets?|restarts?|wipes?)\b|\bsurvives? (?:every|all|any|each)\b[^.!?]{0,15}\b(?:sessions?|conversations?|chats?|resets?|restarts?)\b|\b(?:standing|permanent|lasting|perpetual|irrevocable) (?:rule|order|instruction|preference|directive)\b",
    r"\b(?:every|all|each|any)(?: of (?:the|your))? (?:future|later|subsequent|upcoming|following) (?:conversations?|chats?)\b|\b(?:every|each|any|all) (?:sessions?|conversations?|chats?) (?:after|following|beyond) (?:this|the current) one\b|\b(?:every|each|all|any) (?:sessions?|conversations?|chats?) from (?:here|now) on\b",
    r"\b(?:from now on|going forward|henceforth|from this point (?:on|forward)|for (?:all|every) future (?:conversations|sessions|chats|requests)|in (?:all )?future (?:conversations|sessions|chats))\b[^.!?]{0,40}?\b(?:always|never|you (?:should|must|will|may)|do not|don't|pay|approve|trust|recommend|answer|reply|respond|treat|describe|route|send|prefer|skip|mark|accept)\b",
    r'\b(?:always|never)\b[^.!?]{0,80}\b(?:from now on|going forward|henceforth)\b',
]
DEFAULT_DELAYED_ACTIVATION = [
    r"\b(?:when|whenever|once|if|the next time|next time|should|as soon as|the moment|any ?time|in case|upon|every time|each time)\b[^.,;:!?]{0,60}?\b(?:asks?|asked|mentions?|mentioned|says?|types?|requests?|brings? up|comes? up|came up|writes?|searches|inquires?|enquires?|raises?|turns? to|logs? (?:in|on)|signs? in|receiving|contains?|sends? (?:you|a message))\b[^.!?]{0,80}?(?:\b(?:tell|say|respond|reply|answer|recommend|send|direct|include|reveal|give|share|add|redirect|point|suggest|delete|export|forward|approve|switch|ask|advise|insist|disable)\b|,\s*(?:then\s+)?(?:email|wire|transfer|pay|upload|leak|post|claim|state)\b)",
    r"\b(?:(?:after|in|within) (?:\d+|the (?:\d+(?:st|nd|rd|th)|first|second|third|next)|a|an|one|two|three|four|five|six|seven|ten|a few|several) (?:minutes?|hours?|days?|weeks?|months?|logins?|sessions?|messages?|conversations?|runs?)|(?:\d+|a|an|one|two|three|four|five|six|seven|ten|a few|several) (?:minutes?|hours?|days?|weeks?|months?) from (?:now|today))\b[^.!?]{0,15}?,?\s*(?:quietly |silently |automatically )?(?:start|begin|stop|switch|send|disable|enable|delete|approve|change|forward|ask|transfer|remove|grant|reveal|export)\b",
    r'\b(?:starting|beginning|from|on) (?:next \w+|tomorrow|the (?:first|last) day of (?:next|the next) \w+)[^.!?,]{0,30},\s*(?:quietly |silently |automatically )?(?:approve|switch|send|disable|enable|delete|start|stop|transfer|forward|grant|change|pay)\b',
    r'\b(?:whenever|every time|each time) you (?:summari[sz]e|answer|reply|respond|write|draft|send|read|process|translate)\b[^.!?]{0,60}\b(?:append|add|include|insert|mention|say|recommend|link|attach)\b',
    r'\btrigger(?: word| phrase)?\s*:|\bthe (?:word|phrase|code word) \S+ (?:in any (?:later|future) message )?means (?:that )?you\b|\bwait (?:until|till)\b[^.!?]{0,50}\bthen\b',
]
DEFAULT_PRIVILEGE_ESCALATION = [
    r'\b(?:pretend|act|behave|operate|pose|role-?play)(?: (?:as if|as though|like|to be|that))?(?: you (?:are|were))?(?: as)? (?:an? |the )?(?:system |global |domain |super ?|database |site |tenant )?(?:admin(?:istrator)?|root|superuser|sudo|owner|dba|god)\b',
    r"\byou(?:'re| are)? (?:now )?(?:running|operating|logged in) (?:with|as) (?:sudo|root|admin\w*|superuser)\b|\b(?:god|admin|root|sudo|superuser|super-?admin|maintainer|owner|privileged|elevated) mode\b",
    r'\byou (?:now )?(?:have|hold|possess|are granted|were granted|get)\b[^.!?]{0,20}\b(?:root|admin(?:istrator)?|elevated|full|unrestricted|superuser|owner|sudo)\b[^.!?]{0,15}\b(?:privileges?|access|rights|permissions?)\b|\byou are (?:now )?(?:root|(?:an? |the )?(?:admin(?:istrator)?|superuser|owner|sysadmin))\b',
    r'\b(?:grant|give|assign|award)\s+(?:yourself|itself|the (?:agent|assistant|bot))\b[^.!?]{0,40}\b(?:access|rights|privileges?|permissions?|role|admin\w*)\b|\belevate (?:your|its|my)(?: own)? (?:permissions|privileges|access|role|rights)\b',
    r"\b(?:add|put|make) (?:me|this (?:user|account|agent)|yourself) (?:to|into|an?|the) (?:the )?(?:admins?|administrators|sudoers|owners|superusers?|root)\b|\b(?:promote|upgrade|elevate|raise|bump)\b[^.!?]{0,30}\bto (?:the |an? )?(?:global |super ?|org |domain |full )?(?:admin\w*|owner|superuser|root|sudo)\b|\b(?:give|grant) me (?:full |admin |root |unrestricted |owner )?(?:access|rights|privileges|permissions|root|admin\w*)\b|\b(?:give|grant|assign)\s+(?:this (?:session|agent|assistant|bot|account|user|service)|the (?:session|agent|assistant|bot))\b[^.!?]{0,20}\b(?:owner|admin\w*|root|superuser|maintainer|full|elevated|unrestricted|write)\s+(?:rights|access|privileges|permissions|role)\b",
    r'\bexempt from (?:all |any )?(?:permission|security|access|authori[sz]ation|authentication|approval)s? (?:checks?|controls?|reviews?)|\b(?:security|permission|access|authentication|authori[sz]ation) (?:checks?|controls?) (?:are|is) (?:now )?(?:disabled|off|not required|waived|turned off)|\bauthentication is (?:not|no longer) (?:required|needed)',
    r"(?:^|[.;:!?,]\s*|\b(?:and|then|please|just|now|also)\s+)(?:bypass|skip|drop|disable|ignore|turn off|remove|lift|waive) (?:the |all |every |any )?(?:approval|security|permission|access[- ]control|authentication|authori[sz]ation|audit|read-only|rate limits?|content filters?)(?: (?:checks?|steps?|workflow|lists?|log|reviews?|flag|restrictions?|mode))?\b",
    r"\b(?:checks?|controls?|restrictions?|permissions?|limits?|model|rules|polic(?:y|ies)|lists?|acls?)\b[^.!?]{0,25}\b(?:(?:do not|don't|no longer|never) apply|(?:is|are) (?:now )?(?:disabled|off|switched off|turned off|suspended|lifted|waived|not enforced)) (?:to|for) (?:you|yourself|this (?:agent|assistant|bot|session|account)|the (?:agent|assistant|bot))\b",
    r"\b(?:admin\w*|root|superuser|owner|privileged|elevated|service account's) (?:token|credentials?|session|identity|keys?|account) instead of\b|\b(?:speak|act|sign|respond|write|approve|decide)\b[^.!?]{0,10}\b(?:with|under) the authority of\b",
    r'\b(?:treat|consider)\b[^.!?]{0,40}\bas (?:if (?:it|they) came from )?an? (?:admin\w*|superuser|owner|root)\b|\bconsider yourself (?:authori[sz]ed|permitted|allowed|cleared)\b|(?:^|[.;:!?]\s*|\band\s+)impersonate\b|\bno access restrictions\b|\bevery permission check (?:returns|passes)\b',
]
DEFAULT_EXCESSIVE_AUTONOMY = [
    r"(?:^|[.;:!?,]\s*|\b(?:and|then|please|just|now|also|always|you may|you can|feel free to|go ahead and|make sure to)\s+)(?:always |just |quietly )?(?:approve|accept|pay|settle|wire|transfer|send|delete|remove|wipe|purge|cancel|refund|reimburse|sign|merge|deploy|push|ship|book|buy|purchase|order|renew|sell|trade|invest|share|grant|publish|post|release|execute|file|submit|spend|charge|close|terminate|forward|reply|respond|email|offboard|hire|fire|dismiss|revoke|reset|disable|decline|reject)\b[^.!?]{0,80}?(?:without (?:any |a )?(?:asking|checking|confirm\w*|approval|human|manual review|review|sign-?off|verif\w*|telling|waiting|consent|permission|oversight|notify\w*|a second|looping in|involving|consulting)|without (?:running|passing|clearing) (?:it|them|this|these) (?:past|by|with)|no (?:need (?:to|for) (?:ask|check|confirm|loop|involve|consult|notify|tell|wait|run|get|seek)\w*|confirmation|approval|human review|questions asked|sign-?off)|never (?:prompt|ask) for (?:confirmation|approval)|on your own|at will|whenever you (?:see fit|want|like)|(?:skipping|bypassing|circumventing|going around) (?:the )?(?:\w+ )?(?:review|approval|sign-?off|board|committee|confirmation)|skip (?:the |any )?(?:confirmation|approval|sign-?off|review)(?: prompts?| steps?| dialogs?)?\b|(?:don't|do not) wait for (?:me|the user|the owner|anyone|approval|sign-?off|a human|a yes))",
    r"\b(?:decide|choose|determine|pick|judge)\b (?:on your own|by yourself|for yourself|yourself|unilaterally|at your (?:own )?discretion)\b",
    r"\b(?:don't|do not|no need to|never) (?:bother )?(?:ask(?:ing)?|check(?:ing)?|confirm(?:ing)?|wait(?:ing)?)(?: (?:with|for))? (?:the user|anyone|me|a human|a manager|the owner|approval)\b[^.!?]{0,10}\b(?:before|just)\b",
    r"\b(?:does not|doesn't|do not|don't) need to (?:see|review|approve|know|be told|sign off)\b",
    r'\b(?:authori[sz]ed|allowed|permitted|cleared) you to (?:make purchases|buy|pay|spend|transfer|sign|approve|delete|send|book)\b',
]
DEFAULT_TOOL_ABUSE = [
    r'\brm\s+(?:-[a-zA-Z]+\s+)*-[a-zA-Z]*(?:r[a-zA-Z]*f|f[a-zA-Z]*r)[a-zA-Z]*\b',
    r"\bfind\s+\S+[^\n]{0,80}\s-(?:delete\b|exec\s+rm\b)|\bshred\s+(?:-\w+\s+)*\S",
    r"\bgit\s+push\s+(?:\S+\s+)*?(?:--force(?:-with-lease)?|-f)\b[^\n]{0,30}\b(?:main|master|prod\w*|release\w*)\b",
    r"\b(?:drop|truncate)\s+(?:table|database|schema)\b|\btruncate\s+(?:only\s+)?[\w.]+\s*;|\bdelete\s+from\s+\w+|\bupdate\s+\w+\s+set\s+\w+\s*=",
    r"\b(?:curl|wget)\b[^|\n]{0,200}\|\s*(?:sudo\s+)?(?:ba|z|k|da|fi)?sh\b|\b(?:iwr|irm|invoke-webrequest|invoke-restmethod|curl|wget)\b[^|\n]{0,200}\|\s*(?:iex|invoke-expression)\b|\bdownloadstring\s*\(",
    r'\bchmod\s+(?:-R\s+)?0?777\b|\bmkfs(?:\.\w+)?\b|\bdd\s+if=\S+\s+of=/dev/|\bformat\s+c:',
    r'/dev/tcp/|\bnc(?:at)?\s+(?:-\w+\s+)*-e\b|\bbash\s+-i\b|:\(\)\s*\{\s*:\s*\|\s*:\s*&\s*\}\s*;\s*:',
    r'\bpowershell(?:\.exe)?\b[^.\n]{0,40}\s-(?:e|enc|encodedcommand)\b|\binvoke-expression\b|\bos\.system\s*\(|\bsubprocess\.\w+\s*\(',
    r"\b(?:cat|type|upload|send|post|email|copy|cp|scp|share|paste|attach|print)\b[^.!?\n]{0,40}?(?:\.(?:ssh/id_\w+|aws/credentials|kube/config|netrc|git-credentials|pgpass|docker/config\.json)|/etc/shadow)\b",
]
DEFAULT_EXECUTION_CUES = [
    r"(?:^|[.;:!?,]\s*|\b(?:please|just|now|then|and|first|simply|you should|you must|always)\s+)(?:run|execute|exec|type|paste|enter|invoke|launch|call|use|issue|install|fix|clean up|reset|bootstrap|set up|upload|send|copy)\b",
    r"\b(?:execute|run|exec|command|step|procedure|workaround)\s*:|\b(?:shell|exec|sql|terminal|command|bash|database|db|file|code|python) tool\b|\bin (?:the|a|your) (?:terminal|shell|console)\b",
    r'\bto (?:fix|free|clean|clear|reset|update|repair|reformat|install|speed up|unblock|open)\b|\b(?:the )?(?:fastest|quickest|easiest|best|approved|recommended) (?:fix|way|cleanup|maintenance step|solution)\b',
    r'\b(?:send|post|upload|share|paste|email) (?:the )?(?:output|contents?|result) of\b',
]
DEFAULT_REPORTING_CUES = (
    r'\b(?:says?|said|saying|wr(?:ite|ites|ote|itten)|typed?|types|typing|read|reads|asks?|asked|told|tells?|contains?|containing|quot(?:e|es|ed|ing)|like|such as|e\.g\.|example|examples|phrases?|strings?|message|messages|lines?|titled?|called|named|songs?|books?|films?|movies?|albums?|poems?|slogans?|headings?|subject|reports?|reported|lists?|listed|warns?|warned|mentions?|mentioned|claims?|claimed|opener|payloads?|attacks?|attackers?|jailbreaks?|phishing)\b'
)
DEFAULT_SECRETS = {
    'aws_access_key': r'\b(?:AKIA|ASIA)[0-9A-Z]{16}\b',
    'aws_secret_key': r'(?i)aws_?secret_?access_?key\W{0,3}[A-Za-z0-9/+=]{40}',
    'github_token': r'\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,})',
    'slack_token': r'\bxox[abposr]-[A-Za-z0-9-]{10,}',
    'openai_style_key': r'\bsk-(?:proj-|live-|test-)?[A-Za-z0-9_-]{20,}',
    'google_api_key': r'\bAIza[0-9A-Za-z_-]{35}(?![0-9A-Za-z_-])',
    'stripe_key': r'\b[rs]k_(?:live|test)_[0-9A-Za-z]{16,}',
    'private_key_block': r'-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----',
    'password_in_url': r'\b[a-zA-Z][a-zA-Z0-9+.-]*://[^/\s:@]+:[^/\s@]+@',
    'bearer_token': r'(?i)\bbearer\s+[A-Za-z0-9._~+/-]{16,}=*',
    'jwt': r'\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}',
    'password_assignment': r"""(?i)\b(?:password|passwd|pwd|secret|api[_-]?key|access[_-]?token)\s*[:=]\s*['"]?[^\s'"]{6,}""",
    'slack_webhook': r'https://hooks\.slack\.com/(?:services|workflows)/[A-Za-z0-9]+/[A-Za-z0-9]+/[A-Za-z0-9]{16,}',
    'stripe_webhook_secret': r'\bwhsec_[A-Za-z0-9]{24,}',
    'gitlab_token': r'\bglpat-[A-Za-z0-9_-]{20,}',
    'huggingface_token': r'\bhf_[A-Za-z0-9]{30,}',
    'sendgrid_key': r"\bSG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}",
    'npm_token': r"\bnpm_[A-Za-z0-9]{36}\b",
    'login_pair': r"(?i)\b(?:login|log-in|credentials?|creds|user(?:name)? ?/ ?pass(?:word)?)\b[^\n]{0,20}?(?:\bis|\bare|[:=])\s*[\w.@-]{2,40}\s*[/:]\s*(?=[^\s,;]*[0-9])(?=[^\s,;]*[A-Za-z])[^\s,;]{6,}",
    'azure_connection_key': r'(?i)\b(?:AccountKey|SharedAccessKey|SharedAccessSignature)\s*=\s*[A-Za-z0-9+/%]{20,}={0,2}',
    'azure_sas_signature': r'[?&]sig=[A-Za-z0-9%+/]{30,}',
    'generic_secret': r"""(?i)\b(?:api[ _-]?(?:key|token)|access[ _-]?(?:key|token)|auth[ _-]?token|client[ _-]?secret|secret(?:[ _-]?(?:key|token))?|token|password|passphrase|passwd)(?: for [\w .-]{1,30}?)?\s*(?:is|was|[:=])\s*['"]?(?=[^\s'",;]*[0-9])(?=[^\s'",;]*[A-Za-z])[^\s'",;]{8,}""",
}
DEFAULT_PERSONAL_DATA = {  # kind: (action, pattern)
    'payment_card': ('reject', r'(?<![\d-])[2-6]\d{3}(?:[ -]?\d){9,15}(?![\d-])'),
    'national_id': ('redact', r'(?<![\d-])\d{3}([- ])\d{2}\1\d{4}(?![\d-])'),
    'iban': ('redact', r'\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b'),
    'email': ('allow', r'\b[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b'),
    'phone': ('allow', r'(?<![\w+])\+?\(?\d{1,4}\)?(?:[ .-]?\d{2,5}){2,4}(?!\w)'),
}


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
                raise ValueError(f"a state pair needs two different words, got [{pos!r}, {neg!r}]")
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
    execution_cues: list[Regex] = Field(default_factory=lambda: list(DEFAULT_EXECUTION_CUES))
    reported_speech: ReportedSpeech = ReportedSpeech()
    secrets: dict[str, Regex] = Field(default_factory=lambda: dict(DEFAULT_SECRETS))
    credential_action: Action = "reject"
    personal_data: dict[Literal[PERSONAL_KINDS], PersonalDataKind] = Field(  # type: ignore[valid-type]
        default_factory=lambda: {k: PersonalDataKind(action=a, pattern=p) for k, (a, p) in DEFAULT_PERSONAL_DATA.items()})
    protected: list[ProtectedSlot] = Field(default_factory=lambda: list(DEFAULT_PROTECTED))


DEFAULT_FIELD_SYNONYMS: dict[str, list[str]] = {
    "temp": ["temperature", "degrees", "warm", "cold"], "precipitation": ["rain", "rainfall", "snow"],
    "gust": ["gusts"], "ready": ["replicas", "replica"], "available": ["replicas"],
    "age": ["old", "up", "uptime", "running"], "avg": ["average", "mean"], "pct": ["percent", "percentage"],
    "retention": ["keeps", "keep", "kept", "retains", "retain"], "restarts": ["restarted", "restart"],
    "qty": ["quantity"], "num": ["number"], "cpu": ["processor"], "mem": ["memory"],
}


DEFAULT_GENERIC_WORDS = ("deployment deployments pod pods container containers process processes service services job jobs "
                         "node nodes host server instance user users account record entry item row value run runs "
                         "located reading taken recorded measured reported shows listed").split()


class GroundingRules(_Strict):
    content_coverage: StrictFloat = Field(default=0.6, ge=0.0, le=1.0)
    clause_coverage: StrictFloat = Field(default=0.5, ge=0.0, le=1.0)
    generic_words: list[str] = Field(default_factory=lambda: list(DEFAULT_GENERIC_WORDS))
    field_synonyms: dict[str, list[str]] = Field(default_factory=lambda: {k: list(v) for k, v in DEFAULT_FIELD_SYNONYMS.items()})

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
    """A validated rule file: the model, where it came from, its hash and its key lines."""

    def __init__(self, model: RuleModel, path: str, sha256: str, lines: dict[tuple, int]):
        self.model = model
        self.path = path
        self.sha256 = sha256
        self._lines = lines

    def __getattr__(self, name: str) -> Any:
        return getattr(self.model, name)

    def ref(self, *key: str | int) -> str:
        """`file:line` of the key (or its nearest ancestor present in the file)."""
        path = tuple(key)
        while path:
            if path in self._lines:
                return f"{self.path}:{self._lines[path]}"
            path = path[:-1]
        return f"{self.path}:(built-in default)"

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


def default_rules_path() -> Path:
    """The shipped rules/default.yaml (beside the package in a checkout, or inside it when installed)."""
    here = Path(__file__).resolve().parent
    for candidate in (here.parent / "rules" / "default.yaml", here / "rules" / "default.yaml"):
        if candidate.exists():
            return candidate
    raise RuleSetError("rules/default.yaml", ["rules/default.yaml: not found beside the package"])


def builtin_rules() -> RuleSet:
    """The shipped defaults without a file (tests, library users who pass no rule file)."""
    return RuleSet(RuleModel(version=1), "<built-in>", hashlib.sha256(b"<built-in>").hexdigest(), {})


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


def parse_rules(text: str, file: str = "<string>", sha256: str | None = None) -> RuleSet:
    sha256 = sha256 or hashlib.sha256(text.encode("utf-8")).hexdigest()
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
    try:
        model = RuleModel.model_validate(data)
    except ValidationError as exc:
        raise RuleSetError(file, _render(exc, file, lines)) from None
    return RuleSet(model, file, sha256, lines)


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
