"""What the section a line sits in says of it: staged or not (`git status`), a runtime, dev or optional dependency
(package.json, pyproject.toml, Cargo's `[dev-dependencies]`, `cargo tree`), direct or indirect (go.mod's
`// indirect`).

Contract. `entries(text)` reads a listing line by line and returns an `Entry` per item line: its name (the first
name on the line: "zod" in `"zod": "3.23.8",`, "README.md" in `modified:   README.md`, "pytest" in
`"pytest>=8.3"`) and the kinds its enclosing headings and its own markers give it, each a (group, kind) pair from
the vocabulary below. A heading is a `[section]` line or a `Heading:` line at the margin (it holds until the next
one), or a line that opens a block (`"devDependencies": {`, `require (`, `dependencies = [`: it holds over the
lines indented under it); an entry of text with no heading or marker of the vocabulary has no kinds.
`claim_kinds(words)` gives the kinds a claim's words name ("staged", "dev-dependency", "indirect").

Why: the words that say what a line is are printed once, above it ("Changes not staged for commit:"), or in a key
the line is nested under ("devDependencies"), so a claim that puts a file or a package in the wrong section finds
every word it uses and passes ("README.md is staged" beside "Changes not staged for commit: modified: README.md").
The vocabulary lives here, one place, and names only headings well-known tools print.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# a heading (lower case, one dotted or bracketed part of it) -> the (group, kind) it gives the lines under it
HEADINGS = {
    "changes to be committed": ("git", "staged"),
    "changes not staged for commit": ("git", "unstaged"),
    "untracked files": ("git", "untracked"),
    "dependencies": ("dependency", "runtime"),
    "require": ("dependency", "runtime"),                 # go.mod
    "install_requires": ("dependency", "runtime"),        # setup.cfg
    "devdependencies": ("dependency", "dev"),             # package.json
    "dev-dependencies": ("dependency", "dev"),            # Cargo.toml, cargo tree, poetry
    "dev_dependencies": ("dependency", "dev"),
    "dev": ("dependency", "dev"),                         # [project.optional-dependencies] dev, poetry's group.dev
    "optionaldependencies": ("dependency", "optional"),
    "optional-dependencies": ("dependency", "optional"),
    "peerdependencies": ("dependency", "peer"),
    "build-dependencies": ("dependency", "build"),
}
# a marker on an item's own line -> its kind; the lines of a listing that marks some items so are the other kind
MARKERS = {"// indirect": (("direct", "indirect"), ("direct", "direct"))}
# a claim's word -> the (group, kind) it says an item has
CLAIM_WORDS = {
    "staged": ("git", "staged"), "unstaged": ("git", "unstaged"), "untracked": ("git", "untracked"),
    "dev": ("dependency", "dev"), "development": ("dependency", "dev"), "devdependency": ("dependency", "dev"),
    "devdependencies": ("dependency", "dev"), "runtime": ("dependency", "runtime"),
    "production": ("dependency", "runtime"), "peer": ("dependency", "peer"),
    "indirect": ("direct", "indirect"), "indirectly": ("direct", "indirect"), "transitive": ("direct", "indirect"),
    "transitively": ("direct", "indirect"), "direct": ("direct", "direct"), "directly": ("direct", "direct"),
}


# what a listing of pinned packages says without printing it: the project at its root depends on, uses, requires
# each item, at the version on the item's line (a claim's version is still looked up there)
LISTING_WORDS = frozenset("depends depend dependency dependencies uses use requires require installed pins pinned "
                          "project package packages app".split())


@dataclass(frozen=True)
class Entry:
    name: str
    kinds: frozenset[tuple[str, str]]
    line: str = ""  # the item's line as printed


_TREE = re.compile(r"[\u2500-\u257f]")
_MARGIN_HEAD = re.compile(r"^\[\[?\s*([\w.\- \"]+?)\s*\]\]?$|^([A-Za-z][\w .\-]*?):$")
_BLOCK = re.compile(r"^\"?([\w.\-]+)\"?\s*[:=]?\s*[\[{(]$")
_INLINE = re.compile(r"^\"?([\w.\-]+)\"?\s*=\s*\[(.*)\]\s*,?$")
_STATUS = re.compile(r"^[a-z][a-z ]*:\s+")  # git status's "modified:   ", "new file:   "
_NAME = re.compile(r"@?[A-Za-z0-9][\w.\-/@]*")


def _kinds(heading: str) -> set[tuple[str, str]]:
    low = heading.lower().strip().strip('"')
    parts = {low, *re.split(r"[.\s]", low)} if low not in HEADINGS else {low}
    return {HEADINGS[p] for p in parts if p in HEADINGS}


def _name(body: str) -> str | None:
    body = _STATUS.sub("", body.strip().lstrip("+-*|` ").strip())
    m = _NAME.match(body.lstrip('"\''))
    if not m:
        return None
    name = m.group().rstrip(".,:")
    return name[:name.index("@", 1)] if "@" in name[1:] else name  # npm ls's "express@4.21.0" is express


def _specific(kinds: set[tuple[str, str]]) -> frozenset[tuple[str, str]]:
    """Within a group a named kind beats the general one: `[tool.poetry.group.dev.dependencies]` is dev."""
    groups = {g for g, _ in kinds}
    out = set()
    for g in groups:
        mine = {k for gg, k in kinds if gg == g}
        out |= {(g, k) for k in (mine - {"runtime"} or mine)}
    return frozenset(out)


def entries(text: str) -> list[Entry]:
    out: list[tuple[str, set[tuple[str, str]], str]] = []
    section: set[tuple[str, str]] = set()
    blocks: list[tuple[int, set[tuple[str, str]]]] = []
    for ln in text.splitlines():
        clean = _TREE.sub(" ", ln).replace("\t", "    ")
        body = clean.strip()
        if not body or body.startswith(("(", "#")):
            continue
        indent = len(clean) - len(clean.lstrip())
        head = _MARGIN_HEAD.match(body) if indent == 0 else None
        if head:
            section, blocks = _kinds(head.group(1) or head.group(2)), []
            continue
        while blocks and blocks[-1][0] >= indent:
            blocks.pop()
        block = _BLOCK.match(body)
        if block:
            blocks.append((indent, _kinds(block.group(1))))
            continue
        if body in (")", "}", "]", "},", "],"):
            continue
        enclosing = set(section).union(*(k for _, k in blocks))
        inline = _INLINE.match(body)
        if inline:  # dev = ["pytest>=8.3", "ruff==0.6.9"]: each item under the key
            for item in re.findall(r"[\"']([^\"']+)[\"']", inline.group(2)):
                name = _name(item)
                if name:
                    out.append((name, enclosing | _kinds(inline.group(1)), item))
            continue
        name = _name(body)
        if name:
            out.append((name, enclosing, body))
    for marker, (marked, unmarked) in MARKERS.items():
        if any(marker in line for _, _, line in out):
            for _, kinds, line in out:
                kinds.add(marked if marker in line else unmarked)
    return [Entry(name, _specific(kinds), line) for name, kinds, line in out]


def claim_kinds(words: list[str] | tuple[str, ...]) -> set[tuple[str, str]]:
    """The kinds a claim's words name ("dev" and "dependency" in "a dev-dependency": the word dev)."""
    parts = {p for w in words for p in (w, *w.split("-"))}
    return {CLAIM_WORDS[w] for w in parts if w in CLAIM_WORDS}


_COORDINATE = re.compile(r"(?:\+---|\\---|\+-|\\-)\s+[\w.\-]+:[\w.\-]+:(?:[\w.\-]+:)*v?\d+\.\d", re.MULTILINE)
_PINNED = re.compile(r"^[@\w][\w.\-/@\[\]]*(?:@|==|~=|>=|\s+v)\d+\.\d")


def implied(text: str) -> frozenset[str]:
    """LISTING_WORDS when two or more of the text's items are pinned on their own line (`express@4.19.2`,
    `django==4.2.16`, `tokio v1.40.0`, a gradle or maven tree's `+--- group:artifact:1.2`): the text is a dependency
    listing."""
    pinned = sum(1 for e in entries(text) if _PINNED.match(e.line.strip().lstrip("\"'")))
    pinned = pinned if pinned >= 2 else len(_COORDINATE.findall(text))  # gradle / maven trees: group:artifact:1.2
    return LISTING_WORDS if pinned >= 2 else frozenset()
