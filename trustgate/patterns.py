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
    r"""<\|?im_start\|?>\s*(?:system|developer|user|assistant|tool)\b|<\|?(?:system|endoftext)\|?>|["']role["']\s*:\s*["'](?:system|developer)["']""",
    r"\b(?:ignore|disregard|forget|override|bypass|abandon|discard|set aside|put aside|suspend|throw out|pay no attention to|(?:do not|don't|stop) (?:follow|obey|apply)(?:ing)?)\b[^.!?]{0,40}?\b(?:instructions?|rules|guidelines|guidance|directions|directives|guardrails|safeguards|constraints|(?:system )?prompts?|content polic(?:y|ies)|programming|what (?:the user|you were|you've been|you have been) (?:asked|said|told|wants?|requested)|the user's (?:request|question|instructions?))\b",
    r"\bforget (?:everything|all|anything|what) (?:you (?:were|have been|'ve been) (?:told|given|taught|instructed)|above|before)\b",
    r"\b(?:instructions?|rules|guidelines|guidance|directives?|restrictions|guardrails|policies)\b[^.!?]{0,50}\b(?:no longer (?:apply|applies|count|counts|matter|matters|hold|holds)|do not apply|don't apply|(?:are|were|is)(?: now| hereby)?(?: to be)?(?: (?:regarded|considered|treated|deemed)(?: as)?)?(?: (?:only|just|merely|simply|nothing but|all))? (?:void|null|obsolete|cancelled|revoked|suspended|lifted|superseded|overridden|a test(?!\s+(?!of\b)[a-z])|fake))\b",
    r"\b(?:told|taught|instructed|gave|programmed) you\b[^.!?]{0,30}\b(?:no longer|doesn't|does not|don't) (?:counts?|matters?|apply|applies|holds?)\b|\b(?:obey|follow|heed) only (?:this|these|the following|my|what)\b|\b(?:instructions?|directives?|orders|rules) (?:in|of) this (?:ticket|note|message|document|page|memo|email|file|entry|paragraph)\b[^.!?]{0,20}\b(?:takes? precedence|supersedes?|overrides?)\b",
    r"\bend of (?:the )?(?:document|context|input|text|file|data|page|email)\b[^.!?]{0,30}\b(?:begin|start|new) (?:new |real )?(?:task|instructions?|prompt|session)\b|\b(?:begin|start) new (?:task|instructions?|prompt)\b",
    r"\b(?:as|like) an? (?:unfiltered|uncensored|unrestricted|unaligned|jailbroken) (?:model|ai|assistant|llm|chatbot|version)\b",
    r"\b(?:your (?:real|true|actual|new) (?:instructions|directives?|orders|mission|objective)|your (?:real|true|actual|hidden|secret) (?:task|job|goal|purpose|assignment|aim)s? (?:is|are)\b|everything (?:the developer|you were told|above)[^.!?]{0,20}\b(?:is|was) (?:obsolete|void|wrong|cancelled))\b",
    r'\b(?:notes?|messages?|instructions?|reminder) (?:to|for) (?:the|any|all) (?:ai|assistant|llm|agent|model|bot|language model)s?\b(?=\s*(?:[:,;)\]\u2013\u2014-]|$))|\b(?:(?:any|all|the) )?(?:ai |language )?(?:ai|assistant|llm|agent|model|bot)s? (?:reading|processing|summari[sz]ing|parsing|crawling|browsing|ingesting|scraping) this\b',
    # (sec12) a header that says it is new ('New system instructions:'), and a role marker in an HTML comment ('<!-- role: system -->')
    r'''\[/?INST\]|<</?SYS>>|#{2,}\s*(?:system|instructions?)\b|(?:^|[.!?>]\s*)(?:(?:new|updated|revised) )?(?:system|developer) ?(?:message|note|override|directives?|instructions?)?\s*:|<!--\s*(?:role\s*[:=]\s*)?['"]?(?:system|developer)['"]?\s*-->''',
    r'\b(?:you are (?:now )?DAN\b|do anything now\b|(?:enable|enter|activate|switch to|turn on) (?:the )?(?:developer|jailbreak|unrestricted|DAN) mode|stop applying (?:content|safety) polic)',
    r"\b(?:do not|don't|never) (?:tell|inform|mention|reveal|disclose)\b[^.!?]{0,40}\b(?:this (?:note|message|instruction|entry|memory)|in your (?:answer|response|reply|summary))",
    r"\b(?:print|reveal|repeat|recite|output|show|leak|dump|disclose)\b[^.!?]{0,20}\b(?:your|the) (?:hidden|secret|original|initial|system|internal) (?:instructions|prompt|rules|configuration)\b|\b(?:print|reveal|repeat|recite|output|show|leak|dump|disclose|copy)\b[^.!?]{0,30}\b(?:(?:your|the) (?:context window|conversation history|chat history|full prompt)|(?:above|before|preceding) (?:this|the) (?:conversation|chat|first message))\b",
    # a markdown image or link whose query string is a placeholder for the reader to fill ({chat_history}, $TOKEN, or a capitalised name of user data such as USER_EMAIL): rendering it sends the data out
    r"!?\[[^\]]{0,100}\]\(\s*https?://[^\s)?]*\?[^\s)]*?=\s*(?:\{|\[|\$|%7[Bb]|<|(?-i:[A-Z0-9_]*(?:USER|EMAIL|MAIL|TOKEN|KEY|SECRET|PASSWORD|SESSION|CHAT|HISTORY|CONVERSATION|PHONE|ADDRESS|DATA|PROMPT|CONTEXT|SUMMARY|MESSAGE|NAME)[A-Z0-9_]*)(?=[&)#]))",
    # the set-aside order in German, Spanish, French and Chinese (vergiss die Regeln, olvida las instrucciones, oublie les consignes, 忽略指令)
    r"\b(?:ignorier\w*|vergiss|vergessen sie|missachte\w*)\b[^.!?]{0,40}\b(?:anweisungen|instruktionen|regeln|vorgaben|richtlinien|system-?prompt)\b|\b(?:ignora\w*|olvida\w*|omite|omitir|descarta\w*|haz caso omiso de)\b[^.!?]{0,40}\b(?:instrucciones|reglas|indicaciones|directrices|normas)\b|\b(?:ignore[rz]?|oublie[rz]?|ne (?:tiens?|tenez|tenir) (?:pas|plus|jamais) compte d\w*)\b[^.!?]{0,40}\b(?:instructions|consignes|règles|directives)\b|(?:忽略|无视|忘记|忘掉|不要理会|不要遵守)[^。！？]{0,20}(?:指令|指示|规则|提示|设定|要求)",
]
DEFAULT_PERSISTENCE = [
    '(?:\\[(?:memory[ _-]?)?persist(?:ent)?\\]|\\[memory[ _-]?(?:save|store|keep|pin|update|write|add|insert|append|inject)\\]|\\{\\{\\s*memory\\s*:\\s*\\w+\\s*\\}\\}|</?persist(?:ent)?>|#remember[-_](?:always|forever)\\b)(?!\\s+(?:tags?|markers?|labels?|tokens?|entr(?:y|ies)|lines?|prefix(?:es)?|strings?|events?|records?|fields?)\\b(?!\\s*:))',
    '\\bremember (?:this |that |the following )?(?:forever|permanently|always|for good|for all future)|\\b(?:permanently|forever) remember\\b|\\bnever forget\\b',
    '\\b(?:so (?:that )?(?:it|this)|it|this) (?:is|must|should|will|can)? ?never (?:be )?(?:cleared|erased|deleted|forgotten|overwritten|expire[sd]?|reset|removed)\\b',
    '\\b(?:store|save|keep|add|write|commit|retain|persist|pin|lock|(?:should|must|shall|is to|are to|needs? to|has to|ought to) be (?:stored|saved|kept|retained|persisted|pinned|written|added|committed|remembered|locked))\\b[^.!?]{0,30}\\b(?:permanently|for good|long[- ]term (?:memor(?:y|ies)|notes|storage|store)|(?:permanent|persistent|durable) memor(?:y|ies)|core memor(?:y|ies)|indefinitely|forever|across (?:all )?(?:future )?(?:sessions|conversations|chats))',
    '\\bsurvives? (?:memory |context |session )?(?:resets?|restarts?|wipes?)\\b|\\bsurvives? (?:(?:a|any|every|each|all)\\s+)?(?:memory|context|session|notes?)\\s+(?:clear\\w*|clean-?ups?|purges?|compactions?|summari[sz]ations?|deletions?|prun\\w+)\\b|\\bsurvives? (?:every|all|any|each)\\b[^.!?]{0,15}\\b(?:sessions?|conversations?|chats?|resets?|restarts?)\\b|\\b(?:standing|permanent|lasting|perpetual|irrevocable) (?:rule|order|instruction|preference|directive)\\b(?!s?\\s+(?:(?:with|at|from|via) (?:the |my |our |a |your )?(?:bank|building society)|(?:of|for) [£$€]?\\d))',
    r"""\b(?:this|the|that)\s+(?:\w+\s+)?(?:rule|note|entry|line|preference|instruction|memory|fact)\b[^.!?]{0,60}?\b(?:restored|re-?added|re-?saved|re-?created|re-?written|rewritten|re-?stored|reinstated|re-?inserted|put back|written back|added back|saved again|added again)\b[^.!?]{0,20}?\b(?:if|when|whenever|after|each time|every time|should)\b[^.!?]{0,40}?\b(?:delet\w*|remov\w*|clear(?:s|ed|ing)?|eras\w*|wip(?:e|es|ed|ing)|forg[eo]t\w*|summari[sz]\w*|compact\w*|drop(?:s|ped|ping)?|lost|loses|prun\w*|purg\w*)\b|\b(?:re-?(?:add|save|create|write|store|insert)|reinstate|restore|put back)\s+(?:it\b|(?:this|the|that)\s+(?:rule|note|entry|line|instruction|preference|memory|fact)\b)[^.!?]{0,30}?\b(?:if|when|whenever|after|each time|every time)\b[^.!?]{0,40}?\b(?:delet\w*|remov\w*|clear(?:s|ed|ing)?|eras\w*|wip(?:e|es|ed|ing)|forg[eo]t\w*|summari[sz]\w*|compact\w*|drop(?:s|ped|ping)?|lost|loses|prun\w*|purg\w*)\b""",
    # (sec10) the reader's memory put out of its owner's reach
    r"""\b(?:memor(?:y|ies)|(?:this|these|the following) (?:entr(?:y|ies)|notes?|lines?|rules?|instructions?|preferences?))\b(?:[^.!?]|!(?=\w)){0,60}?\b(?:can(?:not| ?no longer)|can't|may not|may no longer|must not|must never|(?:is|are) not (?:allowed|permitted) to)\s+be\s+(?:\w+\s+(?:or|and|nor)\s+)?(?:edited|removed|deleted|changed|corrected|overwritten|cleared|erased|altered|modified|updated|unpinned)\b[^.!?]{0,30}?\bby\s+(?:the\s+|its\s+|any\s+)?(?:users?|owners?|anyone|anybody|people|humans?|admins?)\b""",
    '\\b(?:whatever|no matter what|even if (?:everything|anything|the rest)(?: else)?)\\s+(?:else\\s+)?(?:gets?|is|are|was|were)\\s+(?:\\w+\\s+)?(?:cleaned|cleared|wiped|deleted|removed|purged|reset|forgotten|dropped|pruned|summari[sz]ed)\\b[^.!?]{0,60}?\\b(?:this|the following|the next|that)\\s+(?:\\w+\\s+)?(?:line|note|entry|rule|instruction|preference|fact)s?\\s+(?:stays?|remains?|survives?|persists?|is kept|must stay|should stay)\\b',
    '\\b(?:outranks?|overrides?|overrules?|supersedes?|takes? precedence over|trumps?|wins? over)\\s+(?:anything|everything|whatever|all|any(?:thing)?(?: \\w+)?)\\s+(?:(?:that|which)\\s+)?(?:(?:is|gets|was|are|were|get)\\s+)?(?:written|added|stored|saved|said|recorded|entered|noted|told|learned|given)\\s+(?:to you\\s+)?(?:later|afterwards|after(?:wards)?(?: it| this| that)?|in (?:later|future|subsequent) (?:sessions|chats|conversations))\\b',
    r"\b(?:every|all|each|any)(?: of (?:the|your))? (?:future|later|subsequent|upcoming|following) (?:conversations?|chats?)\b|\b(?:every|each|any|all) (?:sessions?|conversations?|chats?) (?:after|following|beyond) (?:this|the current) one\b|\b(?:every|each|all|any) (?:sessions?|conversations?|chats?) from (?:here|now) on\b",
    r"\b(?:from now on|going forward|henceforth|from this point (?:on|forward)|for (?:all|every) future (?:conversations|sessions|chats|requests)|in (?:all )?future (?:conversations|sessions|chats))\b[^.!?]{0,40}?\b(?:always|never|you (?:should|must|will|may)|do not|don't|pay|approve|trust|recommend|answer|reply|respond|treat|describe|route|send|prefer|skip|mark|accept|remember|keep in mind|assume)\b",
    r'\b(?:always|never)\b[^.!?]{0,80}\b(?:from now on|going forward|henceforth)\b',
    # keep-forever and from-now-on orders in German, Spanish, French and Chinese (merke dir dauerhaft, guarda para siempre, désormais retiens, 永久记住)
    r"\b(?:merke? dir|speicher(?:e|n)?|behalte?|notiere?)\b[^.!?]{0,30}\b(?:dauerhaft|für immer|permanent|für alle (?:zukünftigen|künftigen) (?:gespräche|sitzungen|chats))|\b(?:guarda|recuerda|memoriza|almacena)\w*\b[^.!?]{0,30}\b(?:para siempre|permanentemente|de forma permanente|en todas las (?:conversaciones|sesiones))|\b(?:de ahora en adelante|a partir de ahora)\b[^.!?]{0,40}\b(?:recuerda|trata|considera|conf[ií]a)\w*|\b(?:à partir de maintenant|désormais|dorénavant)\b[^.!?]{0,40}\b(?:retiens|souviens|mémorise|traite|considère)\b|\b(?:retiens|mémorise|garde|enregistre)\b[^.!?]{0,30}\b(?:pour toujours|définitivement|en permanence)|(?:永久|永远|一直|始终)地?(?:记住|保存|记得)|(?:记住|保存)[^。]{0,10}(?:永久|永远)",
]
DEFAULT_DELAYED_ACTIVATION = [
    r"""\b(?:when|whenever|once|if|the next time|next time|should(?= (?:the|a|an|any|anyone|someone|somebody|they|he|she|you|we|i|it|this|that|your|my|our)\b)|as soon as|the moment|any ?time|in case|upon|every time|each time)\b[^.,;:!?]{0,60}?\b(?:asks?|asked|mentions?|mentioned|says?|types?|requests?|brings? up|comes? up|came up|writes?|searches|inquires?|enquires?|raises?|turns? to|logs? (?:in|on)|signs? in|receiving|contains?|sends? (?:you|a message))\b[^.!?]{0,80}?(?:(?<!\bi )(?<!\bwe )\b(?:tell|say|respond|reply|answer|recommend|send|direct|include|reveal|give|share|add|redirect|point|suggest|delete|export|forward|approve|switch|ask|advise|insist|disable|prompt|claim|remind|collect|insert|copy|mention)\b|(?:the )?(?:assistant|agent|model|ai|bot|you) (?:should|must|ought to|will|needs? to|is to)\b|,\s*(?:then\s+)?(?:email|wire|transfer|pay|upload|leak|post|claim|state)\b)""",
    r"\b(?:(?:after|in|within) (?:\d+|the (?:\d+(?:st|nd|rd|th)|first|second|third|next)|a|an|one|two|three|four|five|six|seven|ten|a few|several)(?: more| further| additional| other)? (?:minutes?|hours?|days?|weeks?|months?|logins?|sessions?|messages?|conversations?|runs?)|(?:\d+|a|an|one|two|three|four|five|six|seven|ten|a few|several) (?:minutes?|hours?|days?|weeks?|months?) from (?:now|today))\b[^.!?]{0,15}?,?\s*(?:quietly |silently |automatically )?(?:start|begin|stop|switch|send|disable|enable|delete|approve|change|forward|ask|transfer|remove|grant|reveal|export)\b",
    r'\b(?:starting|beginning|from|on) (?:next \w+|tomorrow|the (?:first|last)(?: \w+)? day of (?:next|the next|this|the) \w+)[^.!?,]{0,30},\s*(?:quietly |silently |automatically )?(?:approve|switch|send|disable|enable|delete|start|stop|transfer|forward|grant|change|pay|cancel|close|remove|wire|export|share|reveal|ask|email|sell|buy)\b',
    r'\b(?:whenever|every time|each time) you (?:summari[sz]e|answer|reply|respond|write|draft|send|read|process|translate)\b[^.!?]{0,60}\b(?:append|add|include|insert|mention|say|recommend|link|attach)\b',
    r"""\btrigger(?: word| phrase)?\s*:|\b(?:trigger|keyword|key word|code ?word|magic (?:word|phrase)|safe ?word)(?: word| phrase)?\s*['"\u2018\u201c][^'"\u2019\u201d]{1,40}['"\u2019\u201d]\s*(?:=|->|=>|→|means|triggers?|:)\s*(?:you (?:should |must |will )?|the (?:assistant|agent|bot) (?:should |must |will )?)?(?:export|send|delete|forward|email|transfer|wire|pay|share|reveal|approve|run|execute|disable|grant|upload|post|remove|wipe|cancel|close|reply|respond|tell|say|switch|start|stop|leak|copy)\b|\bthe (?:word|phrase|code word) \S+ (?:in any (?:later|future) message )?means (?:that )?you\b|\bwait (?:until|till)\b[^.!?]{0,50}\bthen\b""",
    # (2026-12-01) a record that arms a later query carrying a marker with a prescribed action, the shape of poisoned agent memories
    # and retrieval records: 'for any request containing the tag X, the correct action is to ...'
    r"""\b(?:for|on|in|given|when(?:ever)?|if|once) (?:any|every|each|all|an?|the) (?:later |future |incoming |new |user |such )?(?:quer(?:y|ies)|requests?|questions?|prompts?|inputs?|messages?|tasks?|instructions?|scenarios?|episodes?)\b[^.!?]{0,80}?\b(?:contains?|containing|mentions?|mentioning|includes?|including|carr(?:y|ies|ying)|match(?:es|ing)?|with)\s+(?:the\s+)?(?:(?:code|trigger|magic|key|secret)\s+)?(?:(?:word|phrase|tag|token|string|keyword|marker|code)s?(?:\s+sequence)?\s*[:=]?\s*)?['"\u2018\u201c\u00ab#][^.!?]{0,80}?\bthe (?:correct|right|proper|expected|best|only|safe|approved|recommended|appropriate|optimal) (?:plan|action|answer|response|reply|step|next step|output|move|procedure|tool call|behaviou?r)s? (?:is|are|will be|would be)\s*(?:to\b|:)""",
    # a later question armed with an order in German, Spanish, French and Chinese (imperative forms only: 'wenn ... fragt, sende', 'si ... pregunta, pídele')
    r"\b(?:wenn|sobald|falls)\b[^.!?]{0,60}\b(?:fragt|erwähnt|sagt|schreibt|anspricht|sich anmeldet)\b[^.!?]{0,80}\b(?:leite|sende|schicke|sag|antworte|empfiehl|frag|gib|lösche|überweise)\b|\b(?:cuando|si|la próxima vez que|en cuanto)\b[^.!?]{0,60}\b(?:mencion|pregunt|dig|escrib|habl)\w*\b[^.!?]{0,80}\b(?:p[ií]de(?:le|les)|env[ií]a(?:le|les|lo|la)|dile|diles|resp[oó]nde(?:le|les)|recomi[eé]nda(?:le|les)|reenv[ií]a(?:lo|la|los|las)|solic[ií]ta(?:le|les))\b|\b(?:quand|lorsque|dès que|la prochaine fois que?|si)\b[^.!?]{0,60}\b(?:demande|mentionne|parle|écrit|dit|se connecte)\b[^.!?]{0,80}\b(?:transmets|réponds|dis|envoie-(?:lui|leur|moi)|demande-(?:lui|leur)|recommande-(?:lui|leur))\b|(?:当|如果|下次|一旦)[^。！？]{0,20}(?:问|提到|说|登录)[^。！？]{0,30}(?:发送|转发|告诉|回答|推荐|要求|删除)",
]
DEFAULT_PRIVILEGE_ESCALATION = [
    r'\b(?:pretend|act|behave|operate|pose|role-?play)(?: (?:as if|as though|like|to be|that))?(?: you (?:are|were))?(?: as)? (?:an? |the )?(?:system |global |domain |super ?|database |site |tenant )?(?:admin(?:istrator)?|root|superuser|sudo|owner|dba|god)\b',
    "\\byou(?:'re| are)? (?:now )?(?:running|operating|logged in) (?:with|as) (?:sudo|root|admin\\w*|superuser)\\b|\\b(?:god|admin|root|sudo|superuser|super-?admin|maintainer|owner|privileged|elevated) mode\\b|\\b(?:the|this) (?:assistant|agent|ai|bot|model|copilot)\\s+(?:is|was)\\s+(?:now\\s+)?(?:running|operating|logged in|acting|working)\\s+(?:with|as|under)\\s+(?:an?\\s+|the\\s+)?(?:sudo|root|admin\\w*|superuser|owner|elevated|full|unrestricted)\\b",
    r'\byou (?:now )?(?:have|hold|possess|are granted|were granted|get)\b[^.!?]{0,20}\b(?:root|admin(?:istrator)?|elevated|full|unrestricted|superuser|owner|sudo)\b[^.!?]{0,15}\b(?:privileges?|access|rights|permissions?)\b|\byou are (?:now )?(?:root|(?:an? |the )?(?:admin(?:istrator)?|superuser|owner|sysadmin))\b',
    r'\b(?:grant|give|assign|award)\s+(?:yourself|itself|the (?:agent|assistant|bot))\b[^.!?]{0,40}\b(?:access|rights|privileges?|permissions?|role|admin\w*)\b|\belevate (?:your|its|my)(?: own)? (?:permissions|privileges|access|role|rights)\b',
    r"(?:^|[.;:!?]\s*|\b(?:please|just|now|then|and|also)\s+)(?:add|put|move|invite|enrol|enroll)\b(?:[^.!?\n]|\.(?=\S)){1,60}?\b(?:to|into|in) (?:the )?(?:[\w-]+ )?(?:(?:admins|administrators|sudoers|owners|superusers|wheel)(?: (?:group|role|team|list))?|(?:admin|owner|superuser|root|sudo) (?:group|role))(?=\s*(?:$|[.,;:!?)]|(?:of|on|in|for|at|before|by|now|today|too|as|and|so|immediately|right away|with|without)\b))|\b(?:add|put|make) (?:me|this (?:user|account|agent)|yourself) (?:to|into|an?|the) (?:the )?(?:admins?|administrators|sudoers|owners|superusers?|root)\b|\b(?:promote|upgrade|elevate|raise|bump)\b[^.!?]{0,30}\bto (?:the |an? )?(?:global |super ?|org |domain |full )?(?:admin\w*|owner|superuser|root|sudo)\b|\b(?:give|grant) me (?:full |admin |root |unrestricted |owner )?(?:access|rights|privileges|permissions|root|admin\w*)\b|\b(?:give|grant|assign)\s+(?:this (?:session|agent|assistant|bot|account|user|service)|the (?:session|agent|assistant|bot))\b[^.!?]{0,20}\b(?:owner|admin\w*|root|superuser|maintainer|full|elevated|unrestricted|write)\s+(?:rights|access|privileges|permissions|role)\b",
    r'\bexempt from (?:all |any )?(?:permission|security|access|authori[sz]ation|authentication|approval)s? (?:checks?|controls?|reviews?)|\b(?:security|permission|access|authentication|authori[sz]ation) (?:checks?|controls?) (?:are|is) (?:now )?(?:disabled|off|not required|waived|turned off)|\bauthentication is (?:not|no longer) (?:required|needed)',
    r"(?:^|[.;:!?,]\s*|\b(?:and|then|please|just|now|also)\s+)(?:bypass|skip|drop|disable|ignore|turn off|remove|lift|waive) (?:the |all |every |any )?(?:approval|security|permission|access[- ]control|authentication|authori[sz]ation|audit|read-only|rate limits?|content filters?)(?: (?:checks?|steps?|workflow|lists?|log|reviews?|flag|restrictions?|mode))?\b",
    r"\b(?:checks?|controls?|restrictions?|permissions?|limits?|model|rules|polic(?:y|ies)|lists?|acls?)\b[^.!?]{0,25}\b(?:(?:do not|don't|no longer|never) apply|(?:is|are) (?:now )?(?:disabled|off|switched off|turned off|suspended|lifted|waived|not enforced)) (?:to|for) (?:you|yourself|this (?:agent|assistant|bot|session|account)|the (?:agent|assistant|bot))\b",
    r"\b(?:admin\w*|root|superuser|owner|privileged|elevated|service account's) (?:token|credentials?|session|identity|keys?|account) instead of\b|\b(?:speak|act|sign|respond|write|approve|decide)\b[^.!?]{0,10}\b(?:with|under) the authority of\b",
    r"\b(?:treat|consider|handle|regard|process|trust)(?:s|ed|d)?\b[^.!?]{0,40}\bas (?:(?:if (?:it|they) (?:came|come|were coming)|coming|sent|written|issued|signed) (?:from|by) (?:an?|the|your) (?:(?:company|system|site|workspace|account|domain|global|project|repository|org) )?(?:admin\w*|superuser|owner|root)|an? (?:admin\w*|superuser|owner|root))\b(?!\s+(?:tasks?|tickets?|requests?|issues?|pages?|panels?|consoles?|tools?|settings?|features?)\b)|\bconsider yourself (?:authori[sz]ed|permitted|allowed|cleared)\b|(?:^|[.;:!?]\s*|\band\s+)impersonate\b|\bno access restrictions\b|\bevery permission check (?:returns|passes)\b",
    # the reader's rights claimed in the third person: 'this assistant now holds domain-admin rights', 'the agent is authorised to read any mailbox'
    r"""\b(?:the|this) (?:agent|assistant|ai|bot|model|copilot|chatbot)\b[^.!?]{0,20}\b(?:has|holds|possesses|gets|is granted|was granted|has been granted|has been given|is given|is configured with|was configured with|has been configured with|is set up with|runs with|operates with)\b[^.!?]{0,20}\b(?:root|admin\w*|elevated|full|unrestricted|superuser|owner|sudo)\b[^.!?]{0,15}\b(?:privileges?|access|rights|permissions?)\b|\b(?:the|this) (?:agent|assistant|ai|bot|model|copilot|chatbot)\b[^.!?]{0,10}\b(?:is|has been) (?:now )?(?:authori[sz]ed|permitted|allowed|cleared|entitled) to\b[^.!?]{0,40}\b(?:any|every|all)\b|\b(?:has|have|had|now) (?:now )?(?:authori[sz]ed|permitted|allowed|cleared|entitled|empowered) (?:the|this) (?:agent|assistant|ai|bot|model|copilot|chatbot) to\b[^.!?]{0,40}\b(?:any|every|all)\b""",
    # a grant announced to the reader: 'Root access granted.' as a sentence of its own, 'your clearance level has been raised to unrestricted'
    r"\b(?:root|admin(?:istrator)?|superuser|sudo|elevated|full|unrestricted|god)(?: level)? (?:access|privileges?|rights|permissions?|mode) (?:granted|enabled|unlocked|activated)\s*(?:[.!:;]|$)|\byour (?:safety|security|access|permission|clearance|privilege|trust|authori[sz]ation) (?:level|tier|settings?|status)\b[^.!?]{0,30}\b(?:raised|elevated|set|upgraded|changed|increased|lifted|moved)\b[^.!?]{0,15}\b(?:unrestricted|admin\w*|root|maximum|highest|full|unlimited|superuser)\b",
    # 'you now have admin rights' in French, German, Spanish and Chinese
    r"\b(?:tu as|vous avez|(?:l'|le |la )(?:assistant|agent|ia|modèle|bot|robot)\w* (?:a|dispose|possède|détient|obtient|reçoit))\b[^.!?]{0,25}\b(?:droits?|accès|privilèges?) (?:d'|de )?(?:administrat\w+|root|super-?utilisateur|propriétaire)|\b(?:du hast|sie haben)\b[^.!?]{0,25}\b(?:admin\w*|root|vollzugriff|superuser)|\b(?:tienes|usted tiene)\b[^.!?]{0,25}\b(?:permisos|derechos|privilegios|acceso) (?:de )?(?:administrador|root|superusuario|total)|你(?:现在)?(?:拥有|有|获得了?)[^。！？]{0,10}(?:管理员|超级用户|root)",
]
DEFAULT_EXCESSIVE_AUTONOMY = [
    r"(?:^|[.;:!?,]\s*|\b(?:and|then|please|just|now|also|always|you may|you can|feel free to|go ahead and|make sure to|it is (?:fine|ok|okay|acceptable|allowed) for (?:the |this )?(?:assistant|agent|model|ai|bot) to|(?:the|this) (?:assistant|agent|model|ai|bot) (?:should|may|can|must|is free to|is allowed to))\s+)(?:always |just |quietly )?(?:approve|accept|pay|settle|move|issue|wire|transfer|send|delete|remove|wipe|purge|cancel|refund|reimburse|sign|merge|deploy|push|ship|book|buy|purchase|order|renew|sell|trade|invest|share|grant|publish|post|release|execute|file|submit|spend|charge|close|terminate|forward|reply|respond|email|offboard|hire|fire|dismiss|revoke|reset|disable|decline|reject)\b[^.!?]{0,80}?(?:without (?:any |a )?(?:asking|checking|confirm\w*|approval|human|manual review|review|sign-?off|verif\w*|telling|waiting|consent|permission|oversight|notify\w*|a second|looping in|involving|consulting)|without (?:running|passing|clearing) (?:it|them|this|these) (?:past|by|with)|no (?:need (?:to|for) (?:ask|check|confirm|loop|involve|consult|notify|tell|wait|run|get|seek|inform|alert)\w*|confirmation|approval|human review|questions asked|sign-?off)|never (?:prompt|ask) for (?:confirmation|approval)|on your own|at will|whenever you (?:see fit|want|like)|at (?:its|your|their) own discretion|on (?:its|your|their) own (?:judg(?:e)?ment|authority|initiative)|without (?:any )?escalat\w*|(?:skipping|bypassing|circumventing|going around) (?:the )?(?:\w+ )?(?:review|approval|sign-?off|board|committee|confirmation)|skip (?:the |any )?(?:confirmation|approval|sign-?off|review)(?: prompts?| steps?| dialogs?)?\b|(?:don't|do not) wait for (?:me|the user|the owner|anyone|approval|sign-?off|a human|a yes))",
    r"\b(?:decide|choose|determine|pick|judge)\b (?:on your own|by yourself|for yourself|yourself|unilaterally|at your (?:own )?discretion)\b",
    r"\b(?:don't|do not|no need to|never) (?:bother )?(?:ask(?:ing)?|check(?:ing)?|confirm(?:ing)?|wait(?:ing)?)(?: (?:with|for))? (?:the user|anyone|me|a human|a manager|the owner|approval)\b[^.!?]{0,10}\b(?:before|just)\b",
    r"\b(?:does not|doesn't|do not|don't) need to (?:see|review|approve|know|be told|sign off)\b",
    r'\b(?:authori[sz]ed|allowed|permitted|cleared) you to (?:make purchases|buy|pay|spend|transfer|sign|approve|delete|send|book)\b',
    # an imperative that removes the human step in Spanish, German, French and Chinese (sin consultar, ohne Rückfrage, sans demander, 无需确认); clause-initial only, as a Spanish imperative is also the third person
    r"(?:^|[.;:!?,]\s*)(?:aprueba|paga|transfiere|env[ií]a|borra|elimina|firma|compra|vende|acepta|cancela)\b[^.!?]{0,60}\bsin (?:consultar|preguntar|confirmar|aprobaci[oó]n|avisar|revisi[oó]n|permiso)|(?:^|[.;:!?,]\s*)(?:genehmige|zahle|überweise|sende|lösche|unterschreibe|kaufe|verkaufe|akzeptiere)\b[^.!?]{0,60}\bohne (?:zu fragen|rückfrage|nachzufragen|bestätigung|genehmigung|freigabe|prüfung)|(?:^|[.;:!?,]\s*)(?:approuve|paie|paye|vire|envoie|supprime|signe|achète|vends|accepte)\b[^.!?]{0,60}\bsans (?:demander|consulter|confirmation|validation|approbation|vérification)|(?:批准|支付|转账|删除|签署|购买)[^。！？]{0,30}(?:无需|不用|不必)(?:确认|批准|询问|审核)",
]
DEFAULT_TOOL_ABUSE = [
    r'\brm\s+(?:-[a-zA-Z]+\s+)*-[a-zA-Z]*(?:r[a-zA-Z]*f|f[a-zA-Z]*r)[a-zA-Z]*\b',
    '\\bfind\\s+\\S+[^\\n]{0,80}\\s-(?:delete\\b|exec\\s+rm\\b)|\\bshred\\s+(?:-\\w+\\s+)*\\S',
    '\\bgit\\s+push\\s+(?:\\S+\\s+)*?(?:--force(?:-with-lease)?|-f)\\b[^\\n]{0,30}\\b(?:main|master|prod\\w*|release\\w*)\\b',
    '\\b(?:drop|truncate)\\s+(?:table|database|schema)\\b|\\btruncate\\s+(?:only\\s+)?[\\w.]+\\s*;|\\bdelete\\s+from\\s+\\w+|\\bupdate\\s+\\w+\\s+set\\s+\\w+\\s*=',
    '\\b(?:curl|wget)\\b[^|\\n]{0,200}\\|\\s*(?:sudo\\s+)?(?:ba|z|k|da|fi)?sh\\b|\\b(?:iwr|irm|invoke-webrequest|invoke-restmethod|curl|wget)\\b[^|\\n]{0,200}\\|\\s*(?:iex|invoke-expression)\\b|\\bdownloadstring\\s*\\(|\\$\\(\\s*(?:curl|wget)\\b[^)\\n]{0,200}\\)',
    '\\bchmod\\s+(?:-R\\s+)?0?777\\b|\\bmkfs(?:\\.\\w+)?\\b|\\bdd\\s+if=\\S+\\s+of=/dev/|\\bformat\\s+c:',
    '/dev/tcp/|\\bnc(?:at)?\\s+(?:-\\w+\\s+)*-e\\b|\\bbash\\s+-i\\b|:\\(\\)\\s*\\{\\s*:\\s*\\|\\s*:\\s*&\\s*\\}\\s*;\\s*:',
    '\\|\\s*(?:nc|ncat|netcat)\\s+(?:-\\w+\\s+)*[\\w.-]+\\s+\\d{2,5}\\b',
    r'\bpowershell(?:\.exe)?\b[^.\n]{0,40}\s-(?:e|enc|encodedcommand)\b|\binvoke-expression\b|\bos\.system\s*\(|\bsubprocess\.\w+\s*\(',
    r"""\b(?:cat|type|upload|send|post|email|copy|cp|scp|share|paste|attach|print|read|open|dump|include|fetch|grab|exfiltrate|lis|lisez|lire|lee|leer|lea|lies|lesen|leggi|leggere|leia|ler|lees|lezen|envoie|envoyez|envoyer|envía|enviar|sende|senden|invia|inviare|envie|stuur|affiche|affichez|afficher|muestra|mostrar|zeige|zeigen|mostra|toon|ouvre|ouvrez|ouvrir|abre|abrir|öffne|apri)\b[^!?\n]{0,60}?(?<!\bto )(?<!\binto )(?<!\bto `)(?<!\binto `)(?<!\.example )(?<!\.example` )(?<!\.sample )(?<!\.template )(?<!\.dist )(?<!\.tmpl )(?:\.(?:ssh/id_\w+|aws/credentials|kube/config|netrc|git-credentials|pgpass|docker/config\.json|env(?!\.(?:example|sample|template|dist|tmpl|defaults?)\b))|/etc/(?:shadow|passwd))\b""",
    # exfiltration by a messaging tool: conversations, mail, contacts, files or secrets sent to an outside address
    r"\b(?:send|forward|email|e-mail|mail|upload|copy|post|share|export|bcc|cc)\b[^!?\n]{0,60}?\b(?:transcripts?|conversations?|chats?|chat (?:logs?|history)|emails|messages|inbox|contacts|address book|files|documents|records|database|customer (?:data|list|records)|credentials|passwords|keys|history)\b[^!?\n]{0,40}?\bto\s+[\w.+-]+@[\w-]+(?:\.[\w-]+)+",
    # a local file uploaded with curl or wget (-d @file, -F x=@file, -T file, --post-file)
    r"""\bcurl\b[^\n]{0,200}?\s(?:-d|--data(?:-binary|-raw|-urlencode)?|-F|--form|-T|--upload-file)\s+['"]?[\w-]*=?@|\bwget\b[^\n]{0,200}?--post-file""",
    # cloud resources destroyed wholesale: buckets, resource groups, namespaces, a whole terraform state
    r"\baws\s+s3\s+(?:rb\b|rm\b[^\n]{0,80}--recursive)|\bgsutil\s+(?:-m\s+)?(?:rm\s+-r|rb)\b|\baz\s+(?:storage\s+(?:container|account)|group)\s+delete\b|\bkubectl\s+delete\s+(?:ns|namespace|--all|all\b)|\bterraform\s+destroy\b",
    # money moved to an account or wallet (counts, like every command here, only with an execution cue: 'use the payments tool to ...')
    r"\b(?:wire|transfer|send|pay|move)\b[^!?\n]{0,40}?(?:[$€£]\s?\d|\b\d[\d,.]*\s*(?:dollars|euros?|pounds|usd|eur|gbp|chf|btc|eth)\b)[^!?\n]{0,40}?\bto (?:the )?(?:(?:bank |external |following |this )?account|wallet|iban|address|routing number)\b",
]
DEFAULT_EXECUTION_CUES = [
    r"(?:^|[.;:!?,]\s*|\b(?:please|just|now|then|and|first|simply|you should|you must|always)\s+)(?:run|execute|exec|type|paste|enter|invoke|launch|call|use|issue|install|fix|clean up|reset|bootstrap|set up|upload|send|copy|forward|email|export|share|remove|delete|wipe|purge|destroy|free|clear)\b",
    # (sec11) the same imperatives in French, Spanish, German, Italian, Portuguese and Dutch
    '(?:^|[.;:!?,]\\s*)(?:utilise|utilisez|usa|utiliza|utilice|use|utilize|utilizza|benutze|verwende|nutze|gebruik|exécute|exécutez|ejecuta|ejecute|führe|esegui|execute|voer|lis|lisez|lee|lies|leggi|leia|lees|envoie|envoyez|envía|sende|invia|envie|stuur)\\b',
    '\\b(?:execute|run|exec|command|step|procedure|workaround)(?: (?:it|this|them))?(?: as| with| via| using)?\\s*:|\\b(?:shell|exec|sql|terminal|command|bash|database|db|file|code|python|e-?mail|mail|messaging|payments?|banking|browser|http|storage|cloud) tool\\b|\\bin (?:the|a|your) (?:terminal|shell|console)\\b',
    # (sec12) or a purpose clause with no comma before the run verb ('To finish the setup run curl ... | bash')
    r'\bto (?:finish|complete|continue|proceed with|start|begin|set up|configure|activate|enable|verify|finali[sz]e)\b[^.!?;,\n]{0,40}?\s(?:run|execute|exec|paste|type|enter)\s',
    '\\bto (?:fix|free|clean|clear|reset|update|repair|reformat|install|speed up|unblock|open)\\b|\\b(?:the )?(?:fastest|quickest|easiest|best|approved|recommended) (?:fix|way|cleanup|maintenance step|solution)\\b',
    '\\b(?:send|post|upload|share|paste|email) (?:the )?(?:output|contents?|result) of\\b',
    '(?:^|\\s)(?:#|//|/\\*|<!--)\\s*(?:\\S+\\s+){0,8}?(?:(?:for|to|attn:?)\\s+(?:(?:the|any|all|every)\\s+)?(?:(?:coding|ai)\\s+)?(?:ai|agents?|assistants?|llms?|copilots?|bots?|language models?)\\b|(?:ai|agents?|assistants?|llms?|copilots?)\\s*:)',
    # (2026-12-01) a code comment addressed to an AI reader: the command it comes with is for the reader to run
    '["\']?(?:tool|tool_name|action|next_action|function|call)["\']?\\s*[:=]\\s*["\']?(?:run_)?(?:shell|bash|sh|terminal|exec(?:ute)?|run_command|system|cmd|powershell)\\b',
    # the run verb in Spanish, German, French and Chinese (ejecuta, führe ... aus, exécute, 执行)
    r"(?:^|[.;:!?,]\s*)(?:ejecut[ae]\w*|corre|lanza|führe|starte|exécute[zr]?|lance[zr]?)\b|(?:执行|运行)",
]
DEFAULT_REPORTING_CUES = (
    r"\b(?:says?|said|saying|wr(?:ite|ites|ote|itten)|typed?|types|typing|read|reads|asks?|asked|told|tells?|contains?|containing|quot(?:e|es|ed|ing)|like|such as|e\.g\.|example|examples|phrases?|strings?|texts?|wording|message|messages|lines?|titled?|called|named|songs?|books?|films?|movies?|albums?|poems?|slogans?|headings?|subject|reports?|reported|lists?|listed|warns?|warned|mentions?|mentioned|claims?|claimed|opener|payloads?|attacks?|attackers?|jailbreaks?|phishing)\b"
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
    'password_assignment': r"""(?i)(?:\b|(?<=_))(?:password|passwd|pwd|secret|api[_-]?key|access[_-]?token)\s*[:=]\s*['"]?[^\s'"]{6,}""",
    'slack_webhook': r'https://hooks\.slack\.com/(?:services|workflows)/[A-Za-z0-9]+/[A-Za-z0-9]+/[A-Za-z0-9]{16,}',
    'stripe_webhook_secret': r'\bwhsec_[A-Za-z0-9]{24,}',
    'gitlab_token': r'\bglpat-[A-Za-z0-9_-]{20,}',
    'huggingface_token': r'\bhf_[A-Za-z0-9]{30,}',
    'sendgrid_key': r"\bSG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}",
    'npm_token': r"\bnpm_[A-Za-z0-9]{36}\b",
    'numeric_code': r"(?i)\b(?:pin|pin code|door code|alarm code|gate code|safe code|keypad code|lock code|passcode|access code|entry code)\b(?:\s+(?:for|of|to|on)\s+(?:the\s+|my\s+|our\s+)?[\w\s'-]{1,30}?)?\s*(?:is|=|:)\s*\d{4,8}\b",
    'login_pair': r"""(?i)\b(?:login|log-in|credentials?|creds|user(?:name)? ?/ ?pass(?:word)?)\b[^\n]{0,20}?(?:\bis|\bare|[:=])\s*[\w.@-]{2,40}\s*[/:]\s*(?=[^\s,;]*[0-9])(?=[^\s,;]*[A-Za-z])[^\s,;]{6,}|\b(?:user(?:name)?|user id)\s*[:=]?\s*[\w.@-]{2,40}\s*[,;]?\s*(?:and\s+)?(?:pass(?:word|phrase)?|pwd)\s*[:=]?\s*(?=[^\s,;]*[0-9])(?=[^\s,;]*[A-Za-z])[^\s,;]{6,}""",
    'azure_connection_key': r'(?i)\b(?:AccountKey|SharedAccessKey|SharedAccessSignature)\s*=\s*[A-Za-z0-9+/%]{20,}={0,2}',
    'azure_sas_signature': r'[?&]sig=[A-Za-z0-9%+/]{30,}',
    'generic_secret': r"""(?i)\b(?:api[ _-]?(?:key|token)|access[ _-]?(?:key|token)|auth[ _-]?token|client[ _-]?secret|secret(?:[ _-]?(?:key|token))?|token|password|passphrase|passwd|passwort|kennwort|contraseña|mot de passe|密码|口令)(?: (?:for|of|für|des|der|para|pour|del?|du|della|dello|di|van|do|da) [\w .-]{1,30}?)?\s*(?:(?:is|was|lautet|ist|es|est|è|é|era|war)\b|[:=：]|->|=>)\s*['"]?(?=[^\s'",;]*[0-9])(?=[^\s'",;]*[A-Za-z])[^\s'",;]{8,}""",
    'telegram_bot_token': r"\b\d{8,10}:AA[A-Za-z0-9_-]{30,}",  # Telegram bot token: <bot id>:AA<secret>
    'basic_auth_header': r"""(?i)\bauthorization\s*:\s*basic\s+[A-Za-z0-9+/]{12,}={0,2}|\bcurl\b[^\n]{0,80}\s(?:-u|--user)\s+[^\s:]+:[^\s'\"]{4,}""",  # an HTTP Basic header (base64 of user:password) or curl -u user:password
    'netrc_entry': r'(?i)\bmachine\s+\S+\s+login\s+\S+\s+password\s+\S{4,}',  # a .netrc line: machine, login, password
    'env_secret_assignment': r"""\b[A-Z][A-Z0-9_]*(?:PASSWORD|PASSWD|SECRET|TOKEN|API_?KEY|_PASS|_PWD)\s*=\s*['\"]?(?=[^\s'\"$]*[A-Za-z0-9])[^\s'\"$]{6,}""",  # an environment variable named for a secret given a value: export PGPASSWORD='...'
    'cli_inline_password': r"""\b(?:mysql|mysqldump|mysqladmin|mariadb)\b[^\n]{0,80}?\s-p(?=\S*[0-9A-Za-z])[^\s'\"]{4,}""",  # a password glued to -p on a MySQL command line
    'pgpass_line': r"""\b(?=[\w.-]*[A-Za-z])[\w.-]+:(?:\d{2,5}|\*):[\w*.-]+:[\w.-]+:(?=[^\s:]*[0-9])(?=[^\s:]*[A-Za-z])[^\s:]{8,}""",  # a .pgpass line: host:port:database:user:password
    'cli_password_flag': r"""\b(?:sshpass|(?:docker|podman|buildah|skopeo|nerdctl)\s+login|helm\s+registry\s+login|redis-cli)\b[^\n]{0,80}?\s(?:-p|-a|--password)(?:\s+|=)['\"]?(?![-$])(?=[^\s'\"]*[0-9A-Za-z])[^\s'\"]{6,}""",  # a password given to a login command's flag: sshpass -p, docker login -p, redis-cli -a
    'password_in_words': r"""(?i)(?:passw(?:ort|örter)\w*|kennw(?:ort|örter)\w*|mot de passe|contraseña|пароль|пароля|hasł[oaem]|şifre\w*|parolası|parolanız|パスワード|暗証番号|비밀번호|암호|密码|口令|كلمة (?:المرور|السر)|पासवर्ड|mật khẩu|kata sandi|lösenord\w*|senha\w*|contrasenya|wachtwoord|hesl[oa]|parola d'ordine|κωδικός πρόσβασης|συνθηματικό|ה?סיסמה|رمز عبور|گذرواژه|รหัสผ่าน)[^\n]{0,60}?(?<![\w@/.])(?=[^\s'\"“”,;，。]*[0-9])(?=[^\s'\"“”,;，。]*[A-Za-z])(?=[^\s'\"“”,;，。]*(?:[^\w\s]|[a-z][^\s'\"]*[A-Z]|[A-Z][^\s'\"]*[a-z]))[^\s'\"“”,;，。]{8,64}""",  # a password named in another language, then a value that reads as a secret (letters, digits, a symbol or mixed case)
}
DEFAULT_PERSONAL_DATA = {  # kind: (action, pattern)
    'payment_card': ('reject', r'(?<![\w-])[2-6]\d{3}(?:[ -]?\d){9,15}(?![\d-])|(?<![\d.])[2-6]\d{3}(?:\.\d{4}){3}(?!\.?\d)'),
    'national_id': ('redact', r'(?<![\d-])\d{3}([- ])\d{2}\1\d{4}(?![\d-])|(?i:\bSSN|\bsocial security (?:number|no\.?))\s*(?:#|no\.?|number|:)?\s*\d{9}(?!\d)'),
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
# words that make a sentence about the reader's conduct (the reader named, a modal, a standing time,
# a polite request): payload_similarity compares only a text that has one (chosen on the validation
# split, see the rule file), so a plain statement that shares a topic with a payload is never compared
DEFAULT_PAYLOAD_CUES = (
    r"\b(?:you|your|yours|yourself|assistants?|agents?|models?|ai|bots?|llms?|chatbots?|always|never|forever|"
    r"from now on|going forward|whenever|should|must|shall|please|kindly|do not|don't)\b"
)
