"""The grounding section's default word lists: field names and the words a claim says them with, opposite words a
claim may swap in, and words too generic to tie a claim to a record.

Contract: plain data (tuples and dicts of lower-case words), read by rules.py as the defaults of `grounding.
field_synonyms`, `grounding.opposites` and `grounding.generic_words`; a rule file replaces each list. Kept apart from
rules.py so the rule models stay short; nothing here is logic.
"""

from __future__ import annotations

DEFAULT_FIELD_SYNONYMS: dict[str, list[str]] = {
    "temp": ["temperature", "degrees", "warm", "cold"], "precipitation": ["rain", "rainfall", "snow"],
    "gust": ["gusts"], "ready": ["replicas", "replica"], "available": ["replicas"],
    "age": ["old", "up", "uptime", "running"], "avg": ["average", "mean"],
    "mean": ["average", "averages", "averaging"], "used": ["using", "uses", "consumes", "consuming"],
    "hard": ["limit", "quota", "allowed", "maximum", "max"], "pct": ["percent", "percentage"],
    "retention": ["keeps", "keep", "kept", "retains", "retain"], "restarts": ["restarted", "restart"],
    "qty": ["quantity"], "num": ["number"], "cpu": ["processor"], "mem": ["memory"],
    "memory": ["ram"], "sv": ["server", "servers"], "cl": ["client", "clients"],
    "avail": ["free", "available"], "use": ["used", "full", "usage"], "current": ["installed"],
    "additions": ["adds", "added"], "deletions": ["deletes", "deleted", "removes", "removed"], "number": ["pr", "issue"],
    "address": ["port", "ports"], "after": ["expires", "expire", "expiry", "expiration"], "rtt": ["round-trip", "latency"],
    "population": ["populous", "inhabitants", "residents"], "stargazer": ["stars", "star", "starred"],
    "usage": ["using", "uses", "drawing", "draws", "consuming"], "mysqld": ["server", "daemon"],
    "ether": ["mac"], "inet": ["address", "ip", "ipv4"], "data": ["resolves", "points", "target"],
    "rx": ["received", "receive", "receives", "inbound", "incoming"],
    "tx": ["sent", "send", "sends", "transmitted", "transmit", "outbound", "outgoing"],
    "query": ["lookup", "dns"], "server": ["answered", "resolver"],
    "mon": ["weekdays", "weekday", "monday", "mondays"], "fri": ["weekdays", "weekday", "friday", "fridays"],
    "sat": ["saturday", "saturdays", "weekend", "weekends"], "sun": ["sunday", "sundays", "weekend", "weekends"], "insertions": ["added", "adds", "inserted"],
    "response": ["responded", "responds", "replied", "returned"],
    "latest": ["available", "upgrade", "upgraded", "upgradable", "newest"], "version": ["installed"],
    "docs": ["documents", "document"], "pri": ["primary", "primaries", "shards"], "rep": ["replica", "replicas"],
    "debit": ["paid", "spent", "charged", "charge", "withdrawn", "outgoing"],
    "credit": ["received", "deposited", "refunded", "incoming"], "lag": ["lagging", "behind"],
    "domains": ["covers", "cover", "covered"], "leader": ["leads", "lead", "led", "leading"], "loss": ["lost", "lose", "loses", "dropped", "drops"],
    "snt": ["sent", "probes"], "wrst": ["worst"], "errno": ["error", "code"],
    "lto": ["link-time", "optimisation", "optimization"],
    "max": ["high", "highs", "highest", "peak"], "min": ["low", "lows", "lowest", "floor"], "probability": ["chance", "likelihood"],
    "secondary": ["standby", "failover"], "notes": ["comments", "comment"], "namelookup": ["dns", "lookup", "resolve", "resolution"],
    "appconnect": ["tls", "ssl", "handshake"], "starttransfer": ["first", "byte", "ttfb"],
    "power": ["drawing", "draws", "draw", "consumption", "consuming"],
    "realpower": ["drawing", "draws", "draw", "consumption", "consuming"],
    "setpoint": ["set", "target", "targets"], "ambient": ["reads", "reading", "current", "currently", "indoor", "indoors"],
    "target": ["routed", "forwarded"], "upstream": ["routed", "forwarded"],
    "weight": ["weighs", "weighing", "weigh", "weighed"], "mountpoint": ["mounted", "mount"],
    "duration": ["ran", "lasted", "lasting", "running"], "actual": ["spent"],
    "doc": ["documents", "document"], "db": ["database", "databases"], "del": ["deleted", "deletes", "deletion", "deletions"],
    "ot": ["overtime"], "conc": ["concentration"],
    "sclk": ["core", "shader", "graphics"], "mclk": ["memory", "vram"],
    "recv": ["received", "receive", "receives", "inbound", "incoming"],
}


# Opposite words a claim may swap in ("dislikes" for "enjoys"): a finding only where the opposite stands in the
# claim word's place in the source (alignment/opposites.py). General English pairs, written 2026-11-30 after the
# MemContam hand-written misses had been read (so that set is not a clean measure of them); a rule file replaces the
# list.
DEFAULT_OPPOSITES: tuple[tuple[str, str], ...] = tuple(tuple(p.split()) for p in (
    "increase decrease", "increased decreased", "rise fall", "rose fell", "raise lower", "gain loss", "gain lose",
    "gained lost", "win lose", "won lost", "profit loss", "success failure", "succeeded failed", "pass fail",
    "passed failed", "accept reject", "accepts rejects", "accepted rejected", "approve reject", "approved rejected",
    "approve deny", "allow deny", "allow block", "allowed blocked", "permit forbid", "include exclude",
    "included excluded", "add remove", "added removed", "open close", "opened closed", "start stop",
    "started stopped", "start finish", "begin end", "began ended", "launch land", "launched landed", "arrive depart",
    "arrived departed", "enter exit", "import export", "imported exported", "upload download", "uploaded downloaded",
    "buy sell", "bought sold", "borrow lend", "send receive", "sent received", "like dislike", "love hate",
    "enjoy dislike", "enjoys dislikes", "enjoy avoid", "enjoys avoids", "same separate", "same different", "over fewer",
    "over less", "launch return", "launched returned", "agree disagree", "support oppose", "supported opposed", "expand shrink",
    "grow shrink", "improve worsen", "improved worsened", "improvement decline", "improvements losses",
    "strengthen weaken", "maximum minimum", "max min", "more fewer", "more less", "over under", "above below",
    "higher lower", "highest lowest", "upper lower", "most least", "largest smallest", "biggest smallest",
    "longest shortest", "fastest slowest", "best worst", "first last", "earliest latest", "early late",
    "earlier later", "before after", "inside outside", "internal external", "inbound outbound", "ingress egress",
    "input output", "new old", "newest oldest", "old young", "oldest youngest", "older younger", "modern ancient",
    "current former", "current previous", "next previous", "past future", "fresh dried", "fresh stale",
    "fresh frozen", "hot cold", "warm cool", "heavy light", "heavier lighter", "full empty", "wet dry",
    "cheap expensive", "cheaper dearer", "rich poor", "strong weak", "stronger weaker", "safe dangerous",
    "safe unsafe", "easy difficult", "easy hard", "simple complex", "true false", "correct incorrect",
    "valid invalid", "legal illegal", "possible impossible", "visible hidden", "present absent", "male female",
    "north south", "northern southern", "east west", "eastern western", "left right", "front back", "top bottom",
    "positive negative", "centralized decentralized", "centralized distributed", "centralised distributed",
    "synchronous asynchronous", "manual automatic", "temporary permanent", "partial complete", "junior senior",
    "ahead behind", "majority minority", "primary secondary", "upstream downstream", "encrypted unencrypted",
    "secure insecure", "mandatory optional", "required optional", "steep gentle", "steep flat", "wide narrow",
    "thick thin", "deep shallow", "tall short", "long short", "fast slow", "quick slow", "loud quiet", "bright dark",
    "clean dirty", "healthy sick", "alive dead", "asleep awake", "single married", "domestic international",
    "local remote", "local global", "public private", "online offline", "free paid", "sunny cloudy",
    "lowest highest", "minimum maximum", "shortest longest",
))


DEFAULT_GENERIC_WORDS = ("deployment deployments pod pods container containers process processes service services job jobs "
                         "node nodes host server instance machine vm vms user users account record entry item row value run runs "
                         "located reading taken recorded measured reported shows listed").split()
