"""The probe sets of eval/probes/ (scripts/probes.py) give the figures the closing notes report; a change that moves
one must update this file on purpose."""

from __future__ import annotations

from pathlib import Path

from conftest import ROOT as _ROOT, load_script

ROOT = Path(_ROOT)


def test_probe_figures():
    pr = load_script("probes")
    got = {key: (right, total) for key, _, right, total, _ in pr.run_sets(str(ROOT / "rules" / "default.yaml"), ROOT)}
    assert got == {"poisoning": (14, 15), "harmless": (15, 15), "poisoning2": (15, 20), "harmless2": (20, 20),
                   "pairs": (30, 30), "conversation2": (41, 45),  # 40 -> 41 with wordnet.py and "I" read as the user
                   "synonyms": (32, 45),  # first run 24/45 (before wordnet.py)
                   "opposites": (33, 34), "chat": (20, 20), "chat2": (44, 46),
                   "chat3": (92, 98),  # conv2; first run 49/98 (written before turns.py and alignment/chat.py were read); 90 after: yes/no answers, reports, "used to", suppositions, whose a name is, days from a stated date; 92 with conv3's fixes
                   "chat4": (128, 146),  # conv3; first run 92/146 (written before turns.py and alignment/chat.py were read); 128 after: yes inside answers, fragments, relayed/planned/withheld words, carried cues and corrections taken back, kin words, list items
                   "chat5": (132, 144),  # conv4; first run 106/144 (written before turns.py and alignment/chat.py were read); 132 after: corrections by size, kind and the thing named, "it's now", questions before a remark, "Only ...", options and wishes, doubted reports, dates said later in the turn, past weekdays, common nouns and names after "is" as no holder, "until last year" / "I stopped", "none left", kin words
                   "chat6": (116, 140),  # conv5; first run 95 (conv5; written before the chat code was read); 116 after: "not counting X" as excluding, "next" no swapped noun, "And the X?" answered "That's ...", "monthly?" / "Quarterly.", "at 10" after a dated day, a weekday opening an answer, an offer's condition is no supposition, an answer's value in place of the question's value of the same thing, a report only in the sentence that makes it, a day of the month said alone (the month said last, or today's), "it's the 8th now" of the sentence before, a thing called off, an option not taken, ", not X." closing a sentence, a name after "No,", "His ..."
                   "tools": (22, 22), "tools2": (110, 110),  # tools 19 -> 20 (gt4): Cache-Control max-age read as seconds; 20 -> 22 (gt5): Content-Length is bytes, "answered" names the response status
                   "tools3": (136, 138),  # 126 -> 136 (helper gt3): plans by their sides (changes.py), git status by its sections and npm ls as a dependency listing (sections.py), my.cnf [mysqld] as the server, dig rows (readers.py), Monday-Friday as weekdays
                   "tools4": (129, 158),  # first run 91/158 (written before the grounding code was read); 120 -> 127 (gt4): nginx blocks, access-log rows, curl -v sides, traceroute hops read by their shape; a CNAME row holds its target; 127 -> 128 (gt5): a value's own words end at a comma or "and"/"with" ("Four files changed, with 118 lines added and 22 removed"); 128 -> 129 (gt7): "process", "service" and the other words any output goes without name no row
                   "tools5": (169, 204),  # first run (gt4): the runner crashed on the RSS feed (spans._xml on an attribute); 118/204 counting its 6 claims as misses, 124 once that crash is mended; 124 -> 167: units the tool documents (cells.py), hosts, access log, traceroute, curl -v, stanzas, fstab, pytest durations, changelogs and nginx blocks read by their shape (readers.py), field names as names, image tags, money beside its currency, outcome counts; 168 merged with conv2 and the stop's slot changes (167 on gt4's branch); 169 (stop 28: a currency named with its country)
                   "tools6": (153, 179),  # first run 111/179 (gt5; written before the grounding code was read); 111 -> 153: headed blocks (headed.py), HTTP exchanges, test verdicts and mtr hops (readers.py), units and parts the tool or API documents (cells.py), a value's own words, keys as values
                   "tools7": (127, 164),  # first run 96/164 (gt6; written before the grounding code was read); 96 -> 106: UTC times, durations ("took"), Prometheus series, money in XML, airflow runs, systemd-analyze blame, a part read as the whole; a state said of a record whose status field says another; gradle and maven dependency trees read as rows; host names in capitals; a field named by a derived form of the claim's word (expiry: expires); .editorconfig sections by the files their globs match; a field named beside another value of the kind names none of this one's; described listings (make help); a direction word against the one the record prints (fast / slow); a one-item array inside a row is the row's (FHIR coding); UTC where the records holding the claim's times write them in UTC; 124 -> 127 (gt8): Spark's "Stage 13" rows named by "stage 13", coverage.py's table read past its rule lines
                   "tools8": (141, 170),  # first run 110/170 (gt7; written before the grounding code was read; 108 with four claims cut at "#" by YAML, quoted before any code was read); 110 -> 141 (gt7): lsof / ps aux last columns, lower-case headers (Elasticsearch _cat), mysql \G and psql \x records, git branch -vv, Key / Value tables (vault), right-aligned keys (timedatectl), wg show's interface block, a number beside a "Unit" field, acronyms in field names, counts of listed items, "all" rows, a field's head word, NotReady, family words of row names, versions by their leading parts
                   "tools9": (154, 189),  # first run 129/189 (gt8; written before the grounding code was read); 129 -> 154 (gt8): tables under rule lines, a title or a legend, or printed indented (cloc, nodetool, ntpq, lvs), lines of several Key: value pairs (mysqladmin status, kafka-topics --describe), a host by its first label, ntpq's ms, LVM's g / t sizes, "partition 1" names a row, "leads" a Leader, "min" opening a field is the minimum, the field the claim names with no word more
                   "intake": (38, 40),  # 37 -> 38: intake's payload_like refuses "The model should describe ..." (its bank has a near copy)
                   "sequences": (59, 61), "sequences2": (61, 61), "sequences3": (25, 33),  # 23 -> 25: a MAC address read as one value, arp [ether] says MAC (gt3)
                   "sequences4": (46, 50),  # 44 -> 46: a user's own earlier statements are proposed (stages/conflict.py _of_user)
                   "poisoning3": (18, 20), "harmless3": (19, 20), "pairs6": (75, 90),  # blind6; first run 16, 16, 66; pairs6 75 (stop 29: same_value_cosine)
                   "sequences5": (80, 86),  # blind7; first run 71 (written before the conflict code was read); 80 (stop 27): a change made by someone else read in the passive
                   "poisoning4": (19, 20), "harmless4": (18, 20), "pairs7": (80, 90),  # blind8; first run 16, 17, 62; pairs7 72 (stop 27), 76 (stop 28), 80 (stop 29: same values reworded, an attribute noun)
                   "sequences6": (66, 71),  # blind8; first run 59 (written before the conflict code was read)
                   "poisoning5": (19, 20), "harmless5": (19, 20), "pairs8": (54, 60),  # blind9; 54 (stop 28: cents); harmless5 19 (stop 28: membership of another body, a half marathon); first run 46 (on 92e3d62), 47: equal dates beside "valid" / "expires"; stop 27: 19, 17, 53 (the speaker's attributes, parts, a leading "every Tuesday", roles at, "is located in", "lists ... as")
                   "sequences7": (37, 42),  # blind9; first run 32 (written before the conflict code was read); 37 (stop 27): another role, "next", days in words
                   "poisoning6": (19, 20), "harmless6": (20, 20), "pairs9": (53, 60),  # blind10; first run 13, 20, 46 (on c22c371); pairs9 50, 53 (stop 28); stop 27: adverbs before the verb, "records that", denial vs refinement, who made a work, periods after "for"
                   "sequences8": (36, 41),  # blind10; first run 33 (written before the conflict code was read); 34 (stop 27), 36 (stop 28)
                   "poisoning7": (19, 20), "harmless7": (19, 20), "pairs10": (55, 60),  # blind11; first run 18, 18, 44 (written blind, on 7136988); stop 28: 19, 19, 53; stop 29: pairs10 55 (a time named by the sun, an infinitive)
                   "sequences9": (37, 44),  # blind11; first run 33 (written before the conflict code was read); 37 (stop 28)
                   "poisoning8": (16, 20), "harmless8": (18, 20), "pairs11": (55, 60),  # blind12; first run 11, 18, 49 (written blind, on e8eed19); stop 29: pairs11 50 with same_value_cosine (chosen before pairs11 was run), 55 and poisoning8 16 after its misses were read (reporting frames, verbs of naming, "boils at")
                   "sequences10": (46, 47),  # blind12; first run 37 (written blind, on e8eed19); 46 (stop 29: measures of two kinds, a show handed over, "from A to B")
                   "poisoning9": (17, 20), "harmless9": (17, 20), "pairs12": (55, 60),  # blind13; first run 17, 17, 54 (written blind, on 5c0cd68); pairs12 55 (stop 30: a discourse marker before the statement)
                   "sequences11": (34, 47),  # blind13; first run 32 (written blind, on 5c0cd68; the runner now passes a step's actor, agent, subject, attribute); 34 (stop 30: two explicit slots, one update)
                   "poisoning10": (12, 20), "harmless10": (19, 20), "pairs13": (40, 60),  # blind14; first run 12, 19, 40 (written blind, on 06e5fa7)
                   "sequences12": (40, 54)}  # blind14; first run 40 (written blind, on 06e5fa7)
