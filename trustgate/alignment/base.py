"""What alignment reports (`Finding`, `Alignment`) and the word lists it shares."""

from __future__ import annotations

import re
from dataclasses import dataclass


UNIT_WORDS = frozenset("c f k celsius fahrenheit mm cm km m kmh kph mph ms s sec secs h hrs min mins d days hours "
                       "minutes seconds pct percent usd eur gbp jpy kb mb gb tb mib gib kib bytes b kg g mg l ml "
                       "hpa kpa kw kwh w v bp".split())
_FOREIGN = frozenset("der die das und ist nicht ein eine einen dem den des beträgt wird sind mit für auf le la les "
                     "est et une des du au aux sont dans pour el los las es y del por para con una il di che è sono "
                     "het een och är på og ikke nicht".split())
_OF = re.compile(r"(?<![\d,.])\b(\d{1,3}(?:,\d{3})+|\d+|zero|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:of|out of)\s+"
                 r"(?:the\s+|all\s+)?(\d{1,3}(?:,\d{3})+(?![\d.])|\d+(?![\d,.]\d)|one|two|three|four|five|six|seven|eight|nine|ten)\b",
                 re.IGNORECASE)  # "7,920 of the 8,000": thousands written with commas are one number
_SMALL = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten".split())}
_NEGATIONS = frozenset("not no never none nobody nothing neither nor cannot".split())
# Words that state how two facts relate, not a fact: a claim that joins what a log says into a
# diagnosis ("failed because no space is left") cannot expect the log to say "because".
CONNECTIVES = frozenset("because therefore thus hence consequently".split())
# A claim word and the ways a source says the same thing without that word. Logs rarely say
# "failed": they say ERROR, "could not", "unable to". Keys are stems (text.stem).
SAID_AS = {"fail": ("error", "fatal", "failure", "failed", "fails", "could not", "couldn't", "cannot", "can't",
                    "unable", "exception", "panic", "refused", "denied", "timed out", "timeout", "aborted", "crash",
                    "crashed"),
           "old": ("age", "aged"),  # "15 years old" is "age 15"
           # what a tool prints for what a claim names: arp's "[ether]", ip's "link/ether", ifconfig's "HWaddr" are
           # MAC addresses; the kernel's "Killed process 3190 (mysqld)" gives mysqld's PID
           "mac": ("ether", "hwaddr", "lladdr"),
           "pid": ("process", "main pid"),
           # a schedule's day range: Monday-Friday are the weekdays, Saturday and Sunday the weekend
           "weekday": ("monday friday", "mon fri", "monday to friday", "mon to fri"),
           "weekend": ("saturday sunday", "sat sun", "saturday and sunday", "sat and sun"),
           # a relative as a chat names them: "my mum" is the user's mother
           "mother": ("mum", "mom", "mummy", "mommy", "ma"), "father": ("dad", "daddy", "pa"),
           "grandmother": ("grandma", "gran", "granny", "nan", "nana"), "grandfather": ("grandpa", "grandad", "granddad"),
           "children": ("kids",), "child": ("kid",)}


# Words that say only that a value is a length of time ("docker.service took 1.988 s", "the scan needed 912 ms"):
# found wherever a duration of the claim is found where the claim says it is. Tools print the duration, never the verb.
DURATION_WORDS = frozenset("took take takes taking lasted lasts lasting spent needed elapsed ran".split())  # (gt19) "ran for"
# (gt18) verbs that say only that a size is what something holds on disk or in memory ("takes about 137 MiB")
SIZE_WORDS = frozenset("take takes taking took occupies occupy occupying weighs weigh".split())
# (gt14) Verbs that say only that a value is what its subject amounts to, right before the value ("costs 19.50", "came to
# £34.80", "totals 172.20", "paid £98.50" (gt18)): found wherever that value is found where the claim says it is. Outputs print the amount only.
AMOUNT_VERB = re.compile(r"\b(costs?|costing|came|comes?|coming|totals?|totall?ed|totall?ing|amounts?|amounted|paid|pays|charged)(?:\s+to)?\s+(?:about\s+|around\s+)?$",
                         re.IGNORECASE)
# a time zone a source writes after a time: ISO 8601's Z and +00:00, RFC 5322's +0000, PostgreSQL's +00 (gt14), or the
# zone's name
_ZONE = re.compile(r"(?<=\d\d:\d\d)(?::\d\d(?:[.,]\d+)?)?\s?(Z|[+-]\d\d(?::?\d\d)?)(?![\w:])|\b(UTC|GMT|Z)\b(?=[\s\"'),]|$)")


def zone_words(text: str) -> frozenset[str]:
    """'utc' and 'gmt' when every time zone the source writes is UTC (2026-12-01T05:47:02Z, +00:00, +0000, UTC):
    a claim may then say "at 05:47 UTC". A source that writes another offset anywhere gives neither, so a local time
    read as UTC is not grounded by a UTC time elsewhere in it."""
    zones = [m.group(1) or m.group(2) for m in _ZONE.finditer(text)]
    utc = [z for z in zones if z in ("Z", "UTC", "GMT") or re.fullmatch(r"[+-]00(?::?00)?", z)]
    return frozenset({"utc", "gmt"}) if zones and len(utc) == len(zones) else frozenset()


@dataclass(frozen=True)
class Finding:
    kind: str      # missing | moved_row | moved_field | contradicted | polarity | unanchored | coverage
    message: str
    value: str | None = None


@dataclass(frozen=True)
class Alignment:
    findings: tuple[Finding, ...]
    notes: tuple[str, ...]
    coverage: float
    covered: int
    content: int
    threshold: float
    uncovered: tuple[str, ...] = ()
    english: bool = True
    span_kind: str = "prose"

    def details(self) -> dict:
        return {"coverage": round(self.coverage, 3), "threshold": self.threshold, "covered": self.covered,
                "content_words": self.content, "uncovered_words": list(self.uncovered), "span": self.span_kind,
                "found": list(self.notes), "language": "English" if self.english else "not English: values checked, words not"}
