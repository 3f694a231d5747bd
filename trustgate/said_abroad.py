"""What a chat says in Spanish, French, German or Italian about when and how much, written in English.

Contract.
- `tongue(sentence)`: the language ("es", "fr", "de", "it") a sentence is written in, by its little words (articles,
  prepositions, forms of "to be": two of one language at least, more than of any other and of English), or None.
- `english(text)`: each sentence of `text` written in one of those languages with its weekdays, months, days said
  from now ("mañana", "morgen", "demain"), numbers said in words ("ochocientos cincuenta", "zwanzig", "dix-neuf"),
  clock times ("a las diez y media" 10:30, "um halb neun" 08:30, "vers dix-neuf heures" 19:00, "alle otto e mezza"),
  minutes and hours ("zwanzig Minuten" 20 minutes), "about" ("ca.", "etwa", "vers", "unos") and "not" ("nicht um
  neun", "no a las nueve") before a value, in English; other words are kept. A weekday in those languages is
  written in English in any sentence (the word is no English word).

Why: a user pastes a chat with a landlord or a colleague in their language and asks the assistant to remember it;
the claims are written in English. Read as they are, "ochocientos cincuenta euros" and "um halb neun" hold no value,
"um" is dropped as a speaker's filler, and "nicht um neun" takes nothing back.
Words only: a number said with "un" / "ein" alone ("a") is not read; "hier" (German "here") is not yesterday.
"""

from __future__ import annotations

import re

from . import days_abroad

_LITTLE = {
    "es": ("el la los las del de que y en es está son por para con una unos unas se muy pero al hola gracias vale "
           "cuesta cuestan hay viene llega sube baja").split(),
    "fr": ("le la les des du de et est sont pour avec une je nous vous on au aux ce cette mais très pas bonjour merci "
           "coûte coûtent vient arrive c'est").split(),
    "de": ("der die das den dem des und ist sind nicht ein eine einen mit für ich wir um auf bitte auch noch aber sehr "
           "kostet kosten kommt dauert").split(),
    "it": "il lo gli della delle di che e è sono per con una alle ci ma molto non ciao grazie costa costano arriva".split(),
}  # the little words of each language, and its verbs of costing and coming
_ENGLISH = frozenset("the a an and is are was were to of in on at for with i we you it this that be have has will not".split())

_WEEKDAYS = dict(zip(
    "montag dienstag mittwoch donnerstag freitag samstag sonntag lundi mardi mercredi jeudi vendredi samedi dimanche lunes "
    "martes miércoles jueves viernes sábado domingo lunedì martedì mercoledì giovedì venerdì sabato domenica".split(),
    "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split() * 4))
WEEKDAY = re.compile(r"\b(?:" + "|".join(_WEEKDAYS) + r")\b", re.IGNORECASE)
_MONTH_NAMES = "January February March April May June July August September October November December".split()
_MONTHS = {w: _MONTH_NAMES[k % 12] for k, w in enumerate(
    "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre "
    "janvier février mars avril mai juin juillet août septembre octobre novembre décembre "
    "januar februar märz april mai juni juli august september oktober november dezember "
    "gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre".split())}
_MONTH = re.compile(r"\b(?:" + "|".join(sorted(_MONTHS, key=len, reverse=True)) + r")\b", re.IGNORECASE)
_DAYS = {"mañana": "tomorrow", "morgen": "tomorrow", "demain": "tomorrow", "domani": "tomorrow", "hoy": "today",
         "heute": "today", "aujourd'hui": "today", "oggi": "today", "ayer": "yesterday", "gestern": "yesterday", "ieri": "yesterday"}
# "la mañana", "am Morgen", "guten Morgen": the morning, not tomorrow
_DAY = re.compile(r"(?<!\bla )(?<!\bde )(?<!\bpor )(?<!\bam )(?<!\bguten )(?<!\bheute )(?<!\bbuenos )\b("
                  + "|".join(_DAYS) + r")\b(?!\s+(?:früh|morgen))", re.IGNORECASE)

def tongue(sentence: str) -> str | None:
    """The language of a sentence by its little words (see the module), or None."""
    words = re.findall(r"[^\W\d_]+(?:'[^\W\d_]+)?", sentence.lower())
    counts = {lang: sum(w in little for w in words) for lang, little in _LITTLE.items()}
    best = max(counts, key=lambda k: counts[k])
    others = sorted(counts.values())[-2]
    english = sum(w in _ENGLISH for w in words)
    return best if counts[best] >= 2 and counts[best] > others and counts[best] > english else None


def _digits(sentence: str, lang: str) -> str:
    """The sentence with its numbers said in words as digits ("ochocientos cincuenta euros" -> "850 euros", "um halb
    neun" -> "um halb 9"), by text2num, the library the English reader uses: a number below two said alone stays a
    word ("un café", "eine Stunde": "a")."""
    from text_to_num import alpha2digit

    parts: list[str] = []

    def hidden(m: re.Match) -> str:
        parts.append(m.group(0))
        return f"Qclockpart{len(parts) - 1}Q"
    said = alpha2digit(_CLOCK_PARTS.sub(hidden, sentence), lang, threshold=2)
    return re.sub(r"Qclockpart(\d+)Q", lambda m: parts[int(m.group(1))], said) if parts else said


# the parts of an hour a clock time is said with ("y cuarto", "e un quarto", "et demie"): words of the clock, read with
# it below, not numbers ("cuarto" is also "fourth")
_CLOCK_PARTS = re.compile(r"\b(?:un\s+quarto|cuarto|quarto|quart|demie|media|mezza|mezzo)\b", re.IGNORECASE)


_H = r"(\d{1,2})(?!\d|[:.]\d)"  # an hour said alone ("a las 14:35" is written as the clock writes it)
# clock times said in each language, once the number words are digits
_CLOCKS = {
    "es": [(re.compile(rf"\ba\s+las?\s+{_H}\s+menos\s+cuarto\b", re.I), lambda h, m: (h - 1, 45)),
           (re.compile(rf"\ba\s+las?\s+{_H}\s+y\s+(media|cuarto|\d{{1,2}})\b", re.I), None),
           (re.compile(r"\ba\s+la\s+una\b()", re.I), lambda h, m: (1, 0)),
           (re.compile(rf"\ba\s+las\s+{_H}\b", re.I), lambda h, m: (h, 0))],
    "fr": [(re.compile(rf"\b(?:à\s+|vers\s+)?{_H}\s*(?:heures?|h)\s+moins\s+le\s+quart\b", re.I), lambda h, m: (h - 1, 45)),
           (re.compile(rf"\b(?:à\s+|vers\s+)?{_H}\s*(?:heures?|h)\s+et\s+(demie|quart)\b", re.I), None),
           (re.compile(rf"\b(?:à\s+|vers\s+)?{_H}\s*(?:heures?|h)\s*(\d{{2}})?\b(?!\s+de\s+route)", re.I), None)],
    "de": [(re.compile(rf"\bum\s+halb\s+{_H}\b", re.I), lambda h, m: (h - 1, 30)),
           (re.compile(rf"\b(?:um\s+)?viertel\s+nach\s+{_H}\b", re.I), lambda h, m: (h, 15)),
           (re.compile(rf"\b(?:um\s+)?viertel\s+vor\s+{_H}\b", re.I), lambda h, m: (h - 1, 45)),
           (re.compile(rf"\bum\s+{_H}(?:\s+uhr(?:\s+(\d{{1,2}}))?)?\b", re.I), None),
           (re.compile(rf"\b{_H}\s+uhr(?:\s+(\d{{1,2}}))?\b", re.I), None)],
    "it": [(re.compile(rf"\balle\s+{_H}\s+meno\s+un\s+quarto\b", re.I), lambda h, m: (h - 1, 45)),
           (re.compile(rf"\balle\s+{_H}\s+e\s+(mezza|mezzo|un\s+quarto|\d{{1,2}})\b", re.I), None),
           (re.compile(r"\ball'una\b()", re.I), lambda h, m: (1, 0)),
           (re.compile(rf"\balle\s+{_H}\b", re.I), lambda h, m: (h, 0))],
}
_PARTS = {"media": 30, "demie": 30, "mezza": 30, "mezzo": 30, "cuarto": 15, "quart": 15, "un quarto": 15}


def _clock(m: re.Match, rule) -> str | None:  # noqa: ANN001 - the rule's own reckoning, or None for "hour, minutes"
    hour = int(m.group(1)) if m.group(1) else 0
    minutes = m.group(2) if m.lastindex and m.lastindex >= 2 else None
    if rule is not None:
        hour, mins = rule(hour, minutes)
    else:
        mins = _PARTS.get(" ".join(minutes.lower().split()), None) if minutes and not minutes.isdigit() else int(minutes or 0)
    if mins is None or not 0 <= mins < 60 or not 0 <= hour % 24 < 24 or hour > 24:
        return None
    hour = 12 if hour == 0 and rule is not None else hour
    word = "around" if m.group(0).lower().startswith("vers") else "at"
    return f"{word} {hour % 24}:{mins:02d}"


def _times(sentence: str, lang: str) -> str:
    for pattern, rule in _CLOCKS[lang]:
        sentence = pattern.sub(lambda m, r=rule: _clock(m, r) or m.group(0), sentence)
    return sentence


_DURATION = {"minuten": "minutes", "minutos": "minutes", "minuti": "minutes", "stunden": "hours", "stunde": "hour",
             "horas": "hours", "hora": "hour", "ore": "hours", "tage": "days", "días": "days", "jours": "days", "giorni": "days",
             "wochen": "weeks", "semanas": "weeks", "semaines": "weeks", "settimane": "weeks", "monate": "months",
             "meses": "months", "mois": "months", "mesi": "months"}
_DURATIONS = re.compile(r"(?<=\d)\s+(" + "|".join(_DURATION) + r")\b", re.IGNORECASE)
# "ca. 20", "etwa 20", "unos 20", "environ 20", "circa 20": about that much
_ABOUT = re.compile(r"\b(?:ca\.|ca|circa|etwa|ungefähr|environ|unos|unas|alrededor\s+de|verso|sobre)\s+(?=\d)", re.IGNORECASE)
# ", nicht um neun" once read ", nicht at 9:00": the value set aside, as ", not 9" is in English
_NOT = re.compile(r",\s*(?:nicht|no|pas|non)\s+(?=(?:at\s+)?\d)", re.IGNORECASE)
_SENTENCES = re.compile(r"(?<=[.!?])(?<!\bca\.)\s+|\n")  # "dauert ca. zwanzig Minuten" is one sentence


def english(text: str) -> str:
    """`text` with what its sentences in another language say about when and how much in English (see the module)."""
    text = WEEKDAY.sub(lambda m: _WEEKDAYS[m.group(0).lower()], days_abroad.english_days(text))
    out, last = [], 0
    for m in _SENTENCES.finditer(text + "\n"):
        sentence, last = text[last:m.start()], m.end()
        lang = tongue(sentence)
        if lang is not None:
            sentence = _times(_digits(sentence, lang), lang)
            sentence = _MONTH.sub(lambda x: _MONTHS[x.group(0).lower()], sentence)
            sentence = _DAY.sub(lambda x: _DAYS[x.group(1).lower()], sentence)
            sentence = _DURATIONS.sub(lambda x: " " + _DURATION[x.group(1).lower()], sentence)
            sentence = _NOT.sub(", not ", _ABOUT.sub("about ", sentence))
        out.append(sentence + m.group(0))
    return "".join(out)[:-1]  # without the line end added after the last sentence
