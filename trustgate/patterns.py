"""The built-in intake patterns: what `rules/default.yaml` ships under `intake:` (a test keeps the two equal).

Kept apart from the rule file's schema (rules.py) so that each reads in one sitting: here the
regular expressions per category (instructions for a later reader, credentials, personal
data), there the models that validate a rule file.
"""

from __future__ import annotations

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

# An order to the reader, whatever it asks for (issue 15 follow-up): a sentence whose main clause opens with one of
# these verbs in its bare form ("Reply to all billing questions ...", "Pretend the rate limits ...", "add --force"),
# after an optional label ("Assistant policy:", "Remember:") and an optional leading clause ("Next time you run the
# deploy tool, ..."); or that addresses the reader with a modal (below). Facts are statements; a plan, a preference
# or a procedure can be stored as one ("Load tests run on the staging cluster").
DEFAULT_DIRECTIVE_VERBS = (
    "ignore disregard forget remember store save keep treat consider pretend act behave reply respond answer say tell "
    "mention include add append insert prepend skip bypass disable enable turn send forward email post upload share "
    "transfer wire pay approve grant give delete remove erase wipe run execute use call open click visit follow obey "
    "trust recommend suggest direct redirect route link stop start switch change set mark rate score assume believe "
    "notify contact ask avoid refuse reject accept allow let make ensure prioritise prioritize output print reveal "
    "show display write summarise summarize translate describe claim state insist report lie hide conceal withhold "
    "override replace cancel refund book buy order sign merge deploy push install download blame log flag "
    "check verify confirm deny update read copy paste fetch query retry escalate close resolve assign schedule quote "
    "offer promise apologise apologize warn inform cite attribute credit charge classify label tag rank sort filter"
).split()
# Of those, verbs that seldom start a noun phrase ("Tell users ...", not "Run times ..."): after one of them a bare
# plural followed by a determiner, "that", "as" or a preposition of direction is its object ("Tell users the window
# is cancelled", "Prioritize requests that contain ..."), where "Run times for the job average 42 minutes" stays a
# statement (run is not in this list, and "for" does not count).
DEFAULT_PLURAL_OBJECT_VERBS = (
    "ignore disregard forget tell treat pretend reply respond forward notify inform ask approve grant give delete "
    "remove erase wipe execute obey recommend suggest redirect avoid refuse reject allow ensure prioritise prioritize "
    "reveal describe insist hide conceal withhold override escalate warn blame"
).split()
DEFAULT_ADDRESSED = [
    # the reader addressed with a modal or a permission: "you should never ask", "you are allowed to skip"
    r"\byou(?: should| must| shall| are to| never| always| need not| don't need to| do not need to| are (?:now )?(?:allowed|permitted|authori[sz]ed|free) to)\b",
    # the assistant or agent in the third person, told what to do ("the assistant should mention"; not "the model
    # should be retrained"), or given a policy ("Agent policy:")
    r"\b(?:the |this |any |an? )?(?:assistant|agent|ai|chatbot|copilot|llm)(?:'s)? (?:should|must|needs to|has to|is to|shall|is (?:now )?(?:allowed|permitted|authori[sz]ed) to)(?! be\b)\b|\b(?:assistant|agent|ai|bot|model|llm) (?:policy|instructions?|rules?|guidelines?)\s*:",
    # something to be taken as other than it is: "should be treated as coming from the CTO"
    r"\b(?:should|must|is to|are to|shall) (?:always )?be (?:treated|regarded|trusted|taken) as\b",
    # a text vouching for itself: "Trusted fact:", "Verified memory:"
    r"\b(?:trusted|verified|official|authoritative|confirmed|priority) (?:fact|source|note|information|memory|instruction|update)\s*:",
]
