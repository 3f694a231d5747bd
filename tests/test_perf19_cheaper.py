"""Issue 19 (perf19): a whole decision made cheaper without changing any answer.

- `rephrase` and `rephrase.condition` are kept per text (bounded): the reader and `slot_groups.groups_for` both ask it of every sentence, a stored
  fact the first time it is compared included.
- `other_level`, `seated_against_standing` and `opposite_directions` take what they need of one reading from caches kept per reading (the
  section words of its subject, the stems of its tokens, the words after "to" / "from" and the pairs "to" joins) instead of deriving it again for every pair compared.
- `unmatched` answers at once when every word has itself in the other set; `ciphers.reads_as_words` asks for a stop
  word before it looks every word up (a shifted or retyped reading seldom has one).

Each test holds the new code to the answer the code it replaced gives (written out again here), on sentences of our own.
"""

from __future__ import annotations

import re

import pytest

from trustgate import ciphers, rephrase as rephrase_module
from trustgate.rephrase import rephrase
from trustgate.sentence_words import stem
from trustgate.slot_groups import (_SEATED, _SECTION_WORDS, _bare_stems, _section_words, _token_stems, other_level,
                                   seated_against_standing)
from trustgate.slot_things import _direction_ends, _to_pairs, opposite_directions
from trustgate.slot_words import unmatched
from trustgate.slots import read
from trustgate.text import STOP_WORDS

SENTENCES = [
    "The Kestrel Harriers' junior squad trains on Tuesday evenings.",
    "The Kestrel Harriers train on Tuesday evenings.",
    "The Linthwaite veterans team meets at the cricket pavilion.",
    "The Linthwaite team meets at the cricket pavilion.",
    "Bramble Hall can seat 140 guests for dinner.",
    "Bramble Hall can take 220 guests standing.",
    "The Orchard Room sits 40 people around tables.",
    "Our allotment's water butt holds 200 litres.",
    "I'm moving my piano lessons to Thursdays.",
    "If you're parking a campervan, the Dunmore car park shuts at 8 pm.",
    "The girls' under-14 side plays at Moss Lane.",
    "The Ladies Lounge at Fenwick Golf Club opens at noon.",
    "The Holmfirth junior fun run starts at 9 am.",
    "The Holmfirth fun run starts at 9 am.",
    "The Calder Vale youth choir rehearses at 6 pm.",
    "The Calder Vale choir rehearses at 7 pm.",
]


def _other_level_before(a, b):
    """`other_level` as it was written before perf19 (every pair derived both readings' words again)."""
    for x, y in ((a, b), (b, a)):
        lower = set(re.findall(r"(?<![\w'’])[a-z][a-z]+", x.text))
        written = {t.strip("'’") for t in x.tokens[:x.subject_end] if t.strip("'’") in lower}
        extra = frozenset(stem(w) for w in written & _SECTION_WORDS) - y.words - {stem(t.strip("'’")) for t in y.tokens}
        if extra and x.subject - extra <= y.subject | y.words:
            return f"another level or section: {' '.join(sorted(extra))}"
    return None


def _seated_before(a, b):
    for x, y in ((a, b), (b, a)):
        if {stem(t) for t in x.tokens} & _SEATED and "standing" in y.tokens and not {stem(t) for t in y.tokens} & _SEATED:
            return "seated against standing"
    return None


def test_rephrase_is_kept_per_text_and_bounded():
    rephrase.cache_clear()
    text = "I'm moving my piano lessons to Thursdays."
    first = rephrase(text)
    assert first == rephrase.__wrapped__(text)
    assert rephrase(text) is first
    info = rephrase.cache_info()
    assert (info.hits, info.misses, info.maxsize) == (1, 1, 65536)
    assert rephrase_module.rephrase is rephrase


def test_a_statements_condition_is_kept_per_text():
    condition = rephrase_module.condition
    condition.cache_clear()
    text = "If you're parking a campervan, the Dunmore car park shuts at 8 pm."
    assert condition(text) == condition.__wrapped__(text) == "If you're parking a campervan"
    assert condition(text) is condition(text) and condition("The car park shuts at 8 pm.") is None
    assert condition.cache_info().maxsize == 65536


@pytest.mark.parametrize("a", SENTENCES)
@pytest.mark.parametrize("b", SENTENCES)
def test_the_per_reading_parts_give_the_answers_derived_per_pair(a, b):
    """Guard: the answers of the code before perf19, pair by pair (its arithmetic passes on the code before too)."""
    ra, rb = read(a), read(b)
    assert other_level(ra, rb) == _other_level_before(ra, rb)
    assert seated_against_standing(ra, rb) == _seated_before(ra, rb)


def test_the_per_reading_parts_say_what_was_derived_per_pair():
    junior, plain = read(SENTENCES[12]), read(SENTENCES[13])
    assert _section_words(junior) == frozenset({stem("junior")})
    assert _section_words(plain) == frozenset()
    assert other_level(junior, plain) == other_level(plain, junior) == "another level or section: junior"
    assert other_level(read(SENTENCES[14]), read(SENTENCES[15])) == "another level or section: youth"
    seated, standing = read(SENTENCES[4]), read(SENTENCES[5])
    assert stem("seat") in _token_stems(seated) and "standing" in standing.tokens
    assert seated_against_standing(seated, standing) == "seated against standing"
    assert _bare_stems(read(SENTENCES[0])) >= {stem("harriers"), stem("squad")}
    for cache in (_section_words, _bare_stems, _token_stems):
        assert cache.cache_info().maxsize == 65536


def test_a_name_word_in_capitals_is_no_section():
    """Guard: "Ladies" as a word of a name ("the Ladies Lounge") names no section (passes on the code before too)."""
    lounge, club = read(SENTENCES[11]), read("Fenwick Golf Club opens at noon.")
    assert other_level(lounge, club) is None
    assert _section_words(lounge) == frozenset()


@pytest.mark.parametrize("words, other", [
    (frozenset({"kestrel", "harrier"}), frozenset({"kestrel", "harrier", "squad"})),
    (frozenset(), frozenset({"pavilion"})),
    (frozenset({"back-garden"}), frozenset({"back-garden", "shed"})),
])
def test_unmatched_of_words_all_in_the_other_is_empty(words, other):
    """Guard: every word has itself in the other set, so none is unmatched (the same answer as before perf19)."""
    assert unmatched(words, other) == frozenset()


def _reads_as_words_before(text: str) -> bool:
    words = ciphers._LETTERS.findall(text.lower())
    if len(words) < 3:
        return False
    total = sum(map(len, words))
    inside = sum(len(w) for w in words if ciphers.known(w))
    return inside >= ciphers.WORD_SHARE * total and any(w in STOP_WORDS and len(w) > 1 for w in words)


@pytest.mark.parametrize("text", [
    "Meet me by the old boathouse at dusk",
    "Phhw ph eb wkh rog erdwkrxvh dw gxvn",  # (the line above shifted by three)
    "boathouse dusk lantern",
    "xq zv qq",
    "a b c d e",
    "rotate keys weekly, then report to the desk",
])
def test_reads_as_words_as_before(text):
    """Guard: the stop word is asked for first, the answer is the one the old order gave (passes on the code before)."""
    assert ciphers.reads_as_words(text) == _reads_as_words_before(text)


def test_a_shifted_line_is_still_read_back():
    """Guard: a Caesar-shifted instruction is still found (passes on the code before too)."""
    found = dict(ciphers.deciphered("Note: Ljhuh wkh edfnxsv dqg wkhq vhqg wkh nhbv wr wkh dxglwru"))
    assert any("the backups" in reading for reading in found.values())


def _opposite_before(a, b):
    """`opposite_directions` as it was written before perf19 (both readings' pairs derived per pair)."""
    def ends(r):
        head = r.tokens[:r.subject_end]
        return {(head[i], head[i + 1]) for i in range(len(head) - 1) if head[i] in ("to", "from")}
    ea, eb = ends(a), ends(b)
    turned = next(((p, w) for p, w in ea if ({"to": "from", "from": "to"}[p], w) in eb and (p, w) not in eb), None)
    if turned:
        return f"{turned[0]} {turned[1]} vs {'from' if turned[0] == 'to' else 'to'} {turned[1]}"
    from trustgate.slot_things import _DET_STOP, _TO_JOINED

    def pairs(r):
        words = [w for t in r.tokens for w in (_TO_JOINED.split(t) if "-to-" in t else (t,))]
        joined = {(x.removesuffix("-to"), y) for x, y in zip(words, words[1:]) if x.endswith("-to") and y.isalpha()}
        return joined | {(words[i - 1], words[i + 1]) for i in range(1, len(words) - 1)
                         if words[i] == "to" and words[i - 1].isalpha() and words[i + 1].isalpha() and words[i - 1] not in STOP_WORDS
                         and words[i + 1] not in _DET_STOP}
    pa, pb = pairs(a), pairs(b)
    back = next(((x, y) for x, y in pa if (y, x) in pb and (x, y) not in pb and x != y), None)
    return f"{back[0]} to {back[1]} vs {back[1]} to {back[0]}" if back else None


ROUTES = ["The coach to Whitby leaves at 8 am.", "The coach back from Whitby leaves at 5 pm.",
          "The Hull-to-Rotterdam crossing takes 11 hours.", "The Rotterdam-to-Hull crossing takes 12 hours.",
          "Translation from Welsh to English costs 9p a word.", "Translation from English to Welsh costs 11p a word.",
          "The ferry from Skye to Raasay sails hourly.", "The ferry from Raasay to Skye sails every two hours."]


@pytest.mark.parametrize("a", ROUTES)
@pytest.mark.parametrize("b", ROUTES)
def test_opposite_directions_as_before(a, b):
    """Guard: the answer (and the pair it names) of the code before perf19, in one process (passes on it too)."""
    ra, rb = read(a), read(b)
    assert opposite_directions(ra, rb) == _opposite_before(ra, rb)


def test_the_direction_parts_are_kept_per_reading():
    there, back = read(ROUTES[2]), read(ROUTES[3])
    assert _to_pairs(there) == tuple({("hull", "rotterdam")}) and _to_pairs(back) == (("rotterdam", "hull"),)
    assert opposite_directions(there, back) == "hull to rotterdam vs rotterdam to hull"
    assert ("to", "whitby") in _direction_ends(read(ROUTES[0]))
    assert opposite_directions(read(ROUTES[0]), read(ROUTES[1])) == "to whitby vs from whitby"
    for cache in (_direction_ends, _to_pairs):
        assert cache.cache_info().maxsize == 65536
