"""Grounding against tool-output shapes a new user meets first: `ps` and `df` tables (right-aligned numbers
that run under the next header, a two-word header), sizes written the way those tools write them ("180G"),
a field whose value is a word ("default_branch": "main"), a field name that implies percent ("humidity").

Each claim is checked through the real gate (shipped rules) as a tool_output candidate with the output as
its source span; a claim that moves a value to another row or field, or gives a named field another value,
is refused by the grounding stage, and the same claim with the right value is accepted.

Prose that a tool returned (a fetched page) is read the same way (PROSE_CASES):
- a bare number counts the noun after it: when the source counts that noun with another number only, the claim's
  number was taken from something else ("age 52" read as "52 dispatchers");
- a year placed in time by a relation word ("since 2015", "in 1932") must be in a sentence that says what the claim
  says of it; a year that only names something ("the 2024 fair") is not placed;
- a rate's period ("per month", "annual", "a year") must agree with the period the source gives that value;
- a word swapped for its opposite ("junior" for "senior") is contradicted where the source has the opposite in the
  word's place (OPPOSITE_CASES);
- a person given another person's role ("Commander Sam Reyes" beside "Flight Engineer Sam Reyes") is moved
  (ROLE_CASES);
- a conversation transcript is read as prose, and a claim that affirms what the speaker denied is refused
  (CHAT_CASES);
- what the source says will happen is not what happened, and the other way (TENSE_CASES).
"""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest
from conftest import tool_claim


NOW = datetime(2026, 6, 1, 12, tzinfo=UTC)

PS = """  PID USER      %CPU %MEM COMMAND
 1201 postgres   35.2  8.1 postgres
 2210 www-data    4.0  1.2 nginx
 3302 root        0.3  0.1 sshd"""
DF = """Filesystem      Size  Used Avail Use% Mounted on
/dev/sda1        50G   41G  9.0G  82% /
/dev/sdb1       200G   20G  180G  10% /data
tmpfs           3.9G     0  3.9G   0% /dev/shm"""
REPO = json.dumps({"repo": "acme/api", "open_issues": 42, "forks": 88, "default_branch": "main", "archived": False})
WEATHER = json.dumps({"location": "Bergen", "current": {"temp_c": 11.5, "feelslike_c": 8.9, "humidity": 87, "wind_kph": 24.1}})

DOCKER = """CONTAINER ID   IMAGE            STATUS          PORTS                    NAMES
3f2a1b9c8d7e   redis:7.2        Up 3 hours      0.0.0.0:6379->6379/tcp   cache
9e8d7c6b5a4f   postgres:16.1    Up 2 days       0.0.0.0:5432->5432/tcp   db"""
NODES = """NAME       STATUS     ROLES           AGE   VERSION
node-a     Ready      control-plane   90d   v1.29.4
node-b     NotReady   worker          12d   v1.29.4
node-c     Ready      worker          12d   v1.28.9"""
PSQL = """ customer_id | plan    | seats | mrr_eur
-------------+---------+-------+---------
        1042 | pro     |    25 |    1250
        1077 | starter |     3 |      45"""
INVOICES = json.dumps([{"id": "INV-301", "customer": "Brightline", "amount_eur": 4200, "status": "paid"},
                       {"id": "INV-302", "customer": "Corvane", "amount_eur": 980, "status": "overdue"}])

CASES = [
    (DOCKER, "The cache container runs redis 7.2.", "accept"),
    (DOCKER, "The cache container runs postgres 16.1.", "reject"),
    (DOCKER, "The db container has been up for 2 days.", "accept"),
    (DOCKER, "The cache container has been up for 2 days.", "reject"),
    (NODES, "node-b is not ready.", "accept"),  # NotReady, one cell
    (NODES, "node-c runs Kubernetes v1.28.9.", "accept"),
    (NODES, "node-a runs Kubernetes v1.28.9.", "reject"),  # "node" alone names every row; "node-a" names one
    (NODES, "node-a is a worker.", "reject"),
    (NODES, "node-c is a worker.", "accept"),
    (PSQL, "Customer 1042 is on the pro plan with 25 seats.", "accept"),
    (PSQL, "Customer 1077 has 25 seats.", "reject"),
    (PSQL, "Customer 1042 is on the starter plan.", "reject"),
    (INVOICES, "Invoice INV-301 for Brightline is overdue.", "reject"),
    (INVOICES, "Invoice INV-302 is for 4200 euros.", "reject"),
    (INVOICES, "Brightline's invoice INV-301 came to €4,200.", "accept"),
    (PS, "postgres is using 35.2% CPU.", "accept"),
    (PS, "nginx is using 35.2% CPU.", "reject"),
    (PS, "nginx runs as www-data.", "accept"),
    (PS, "nginx runs as root.", "reject"),
    (PS, "The nginx process has PID 2210.", "accept"),
    (PS, "The sshd process has PID 2210.", "reject"),
    (DF, "/dev/sdb1 has 180G available.", "accept"),
    (DF, "/dev/sda1 has 180G available.", "reject"),
    (DF, "/dev/sda1 is 82% used.", "accept"),
    (DF, "/dev/sdb1 is 82% used.", "reject"),
    (REPO, "The default branch of acme/api is main.", "accept"),
    (REPO, "The default branch of acme/api is master.", "reject"),
    (REPO, "The acme/api repository has 42 open issues.", "accept"),
    (WEATHER, "Humidity in Bergen is 87%.", "accept"),
    (WEATHER, "Humidity in Bergen is 78%.", "reject"),
]


DEPOT = ("The Harbourside depot ships 40 pallets a day. It employs 12 drivers and 3 dispatchers. "
         "The depot manager, Tomas Berg, is 52 years old.")
BRIDGE = ("The Kessel Bridge opened to traffic in 1932. Its chief engineer, Ruth Adeyemi, has maintained it since 2015. "
          "The bridge carries about 18,000 vehicles on a typical weekday.")
GYM = "Members of the Northside gym pay a monthly fee of 30 euros. A yearly locker rental costs 45 euros."

PROSE_CASES = [
    (DEPOT, "The Harbourside depot employs 12 drivers.", "accept"),
    (DEPOT, "The Harbourside depot employs 40 drivers.", "reject"),  # 40 counts pallets
    (DEPOT, "The depot has 52 dispatchers.", "reject"),  # 52 is an age
    (DEPOT, "The depot ships 40 pallets every day.", "accept"),
    (BRIDGE, "Ruth Adeyemi has maintained the Kessel Bridge since 2015.", "accept"),
    (BRIDGE, "Ruth Adeyemi has maintained the Kessel Bridge since 1932.", "reject"),  # 1932 is when it opened
    (BRIDGE, "The Kessel Bridge opened in 1932.", "accept"),
    (GYM, "Northside gym members pay 30 euros per month.", "accept"),
    (GYM, "Northside gym members pay 30 euros per year.", "reject"),  # the fee is monthly
    (GYM, "A locker at the Northside gym costs 45 euros a year.", "accept"),
    (GYM, "A locker at the Northside gym costs 45 euros a month.", "reject"),  # the rental is yearly
]

CLINIC = ("The Riverside Clinic opened in 2015 and is open from 8am to 6pm on weekdays. Dr. Amal Farouk is the senior "
          "physician. The clinic accepts walk-in patients in the morning and reports a steady increase in flu cases this winter.")
RELEASE = ("Version 4.2 of the Lumen app added offline mode and removed the legacy sync engine. Startup time improved by 30 "
           "percent. The update is mandatory for all users.")
# a word swapped for its opposite where the source has the opposite in its place (grounding.opposites)
OPPOSITE_CASES = [
    (CLINIC, "Dr. Amal Farouk is the junior physician.", "reject"),
    (CLINIC, "The clinic rejects walk-in patients in the morning.", "reject"),
    (CLINIC, "The clinic reports a steady decrease in flu cases this winter.", "reject"),
    (CLINIC, "The clinic closes at 6pm on weekdays.", "accept"),  # 'opened in 2015' is not in its place
    (CLINIC, "The clinic accepts walk-in patients in the morning.", "accept"),
    (RELEASE, "Version 4.2 of the Lumen app removed offline mode.", "reject"),  # 'removed' is in the source, elsewhere
    (RELEASE, "Lumen 4.2 added offline mode.", "accept"),  # the version's word left out
    (RELEASE, "Startup time worsened by 30 percent.", "reject"),
    (RELEASE, "The update is optional for all users.", "reject"),
    (RELEASE, "The Lumen 4.2 update is mandatory for all users.", "accept"),
]
FAMILY = ("Tomas Varga lives in Brno with his wife Ilona and their son Peter. His sister Eva is a nurse in Vienna. "
          "The team's manager, Karel Dvorak, joined in 2019.")
CREW = "The crew: Commander Lina Ortiz, Flight Engineer Sam Reyes and Mission Specialist Dr. Omar Haddad."
# a person given another person's role (kinship words and titles right before a name)
ROLE_CASES = [
    (FAMILY, "Tomas Varga's son is named Peter.", "accept"),
    (FAMILY, "Tomas Varga's daughter is named Peter.", "reject"),  # Peter is the son
    (FAMILY, "Ilona is Tomas Varga's sister.", "reject"),  # Ilona is the wife; Eva is the sister
    (FAMILY, "Karel Dvorak is the team's manager.", "accept"),
    (CREW, "Flight Engineer Sam Reyes is part of the crew.", "accept"),
    (CREW, "Commander Sam Reyes is part of the crew.", "reject"),  # the commander is Lina Ortiz
]
CHAT = ("user: I'm Oskar and I teach chemistry at a school in Graz.\nassistant: Thanks, Oskar. Anything else?\n"
        "user: My son Felix is 9 and we visit Vienna on May 3.\nuser: I don't drink coffee, but tea is fine.")
# a conversation ("speaker: what they said", a speaker more than once) is prose, not a mapping of its last lines
CHAT_CASES = [
    (CHAT, "The user's son Felix is 9 years old.", "accept"),
    (CHAT, "The user visits Vienna on May 3.", "accept"),
    (CHAT, "The user teaches chemistry in Graz.", "accept"),
    (CHAT, "The user visits Vienna on May 13.", "reject"),
    (CHAT, "The user drinks coffee.", "reject"),  # the claim affirms what the source denies
]
FREE = """               total        used        free      shared  buff/cache   available
Mem:            31Gi        12Gi       2.5Gi       640Mi        16Gi        18Gi
Swap:          4.0Gi          0B       4.0Gi"""
STATUS = """HTTP/2 301
server: nginx
location: https://example.org/
content-length: 162"""
# `free`: a header with no name over the row labels; "0B" is bytes; "memory" names the Mem row (field_synonyms)
FREE_CASES = [
    (FREE, "The machine has 18 GiB of memory available.", "accept"),
    (FREE, "The machine has 16 GiB of memory available.", "reject"),  # 16Gi is buff/cache
    (FREE, "Swap usage is 0 bytes.", "accept"),
    (FREE, "The machine has 4.0 GiB of total memory.", "reject"),  # 4.0Gi is the swap total
    (STATUS, "nginx answered HTTP/2 301.", "accept"),  # a line that is no key: value is prose beside the records
    (STATUS, "nginx answered HTTP/2 302.", "reject"),
]
LOG = "3e4f5a6 Upgrade redis to 7.2.4\n7a8b9c0 Pin numpy to 1.26.4\nd1e2f3a Remove the legacy exporter"
# lines that each open with an id: a value of the claim must be on the line of the claim's id
LOG_CASES = [
    (LOG, "Commit 7a8b9c0 pinned numpy to 1.26.4.", "accept"),
    (LOG, "Commit 3e4f5a6 pinned numpy to 1.26.4.", "reject"),
]
SHIPPED = "Version 5 shipped on 4 May with the new editor. The team will publish a migration guide next week."
# a verb the source says only in the past that the claim puts in the future, or the other way
TENSE_CASES = [
    (SHIPPED, "Version 5 shipped on 4 May with the new editor.", "accept"),
    (SHIPPED, "Version 5 will ship on 4 May.", "reject"),
    (SHIPPED, "The team will publish a migration guide next week.", "accept"),
    (SHIPPED, "The team published a migration guide.", "reject"),
]
SERVICES = """- name: checkout
  replicas: 3
  description: Handles the payment flow for all EU customers
- name: search
  replicas: 5
  description: Serves product search with typo tolerance"""
# a YAML list of mappings is a table (as a JSON array of objects is), not a conversation whose keys repeat
YAML_LIST_CASES = [
    (SERVICES, "The checkout service runs 3 replicas.", "accept"),
    (SERVICES, "The search service runs 3 replicas.", "reject"),  # 3 is checkout's
]

# Formats and readings added after the grounding_tools2 probe's first run (issue 14); each case failed before.
JSONL = """{"time":"2026-05-30T10:00:01Z","level":"warn","component":"scheduler","msg":"slow tick","tick_ms":840}
{"time":"2026-05-30T10:00:05Z","level":"info","component":"uploader","msg":"batch sent","items":120}"""
VOLUMES = json.dumps({"Volumes": [
    {"VolumeId": "vol-0a1c", "Size": 100, "State": "in-use", "Tags": [{"Key": "Name", "Value": "pg-data"}]},
    {"VolumeId": "vol-0b2d", "Size": 20, "State": "available", "Tags": [{"Key": "Name", "Value": "scratch"}]}]})
TF_OUTPUT = json.dumps({"cluster_name": {"value": "blue", "type": "string", "sensitive": False},
                        "node_count": {"value": 6, "type": "number", "sensitive": False}})
ACCOUNTS = """ account_id | plan  | active
------------+-------+--------
 acc-17     | pro   | t
 acc-42     | basic | f
(2 rows)"""
DOTENV = """DB_POOL_MAX=40
REQUEST_TIMEOUT_SECONDS=90
ENABLE_SIGNUP=false"""
MAIL_INI = """[smtp]
host = mail.internal
port = 587

[imap]
host = mail.internal
port = 993"""
DESCRIBE = """Name:         api-6c9f
Containers:
  api:
    State:          Waiting
      Reason:       CrashLoopBackOff
    Limits:
      cpu:     500m
      memory:  1Gi
    Requests:
      cpu:     100m
      memory:  256Mi"""
FS_METRICS = """# HELP node_filesystem_avail_bytes Filesystem space available to non-root users in bytes.
# TYPE node_filesystem_avail_bytes gauge
node_filesystem_avail_bytes{device="/dev/vda1",mountpoint="/"} 5.36870912e+09
node_filesystem_avail_bytes{device="/dev/vdb1",mountpoint="/var"} 1.073741824e+09"""
LAKES = """lake,country,area_km2
Loch Ness,"Scotland, UK",56.4
Loch Lomond,"Scotland, UK",71.1"""
SWITCHES = json.dumps({"backups": {"verified": True, "keep_days": 7}, "restores": {"verified": False}})
LSBLK = """NAME        MAJ:MIN RM   SIZE RO TYPE MOUNTPOINTS
nvme0n1     259:0    0 953.9G  0 disk
├─nvme0n1p1 259:1    0     1G  0 part /boot
└─nvme0n1p2 259:2    0 952.9G  0 part /home"""
PROMPTED = """$ kubectl get pods -n shop
NAME          READY   STATUS    RESTARTS   AGE
cart-7d9f     1/1     Running   0          3d
pay-5c8b      0/1     Error     6          3d"""
JOBS = json.dumps({"jobs": [{"name": "lint", "conclusion": "success"}, {"name": "test", "conclusion": "failure"}]})
FLAG = json.dumps({"service": "mailer", "maintenance_mode": False, "queue_depth": 12})
BY_CODE = """ status_code | count
-------------+-------
         200 |  9100
         404 |    35"""
FORMAT_CASES = [
    (JSONL, "The uploader sent a batch of 120 items.", "accept"),  # JSON Lines: one row per line
    (JSONL, "The uploader's batch took 840 ms.", "reject"),  # the scheduler's tick
    (VOLUMES, "The scratch volume has a size of 20.", "accept"),  # a Key/Value tag names its row
    (VOLUMES, "The scratch volume has a size of 100.", "reject"),
    (TF_OUTPUT, "The node count is 6.", "accept"),  # the output's value, not its "sensitive" metadata
    (ACCOUNTS, "Account acc-42 is not active.", "accept"),  # psql's t / f
    (ACCOUNTS, "Account acc-42 is active.", "reject"),
    (DOTENV, "The request timeout is 1.5 minutes.", "accept"),  # the unit from the variable's name
    (DOTENV, "Signup is enabled.", "reject"),
    (DOTENV, "Signup is off.", "accept"),  # "off" says false as "not enabled" does
    (MAIL_INI, "The IMAP port is 993.", "accept"),
    (MAIL_INI, "The SMTP port is 993.", "reject"),  # sections keep their keys apart
    (DESCRIBE, "The api container's memory request is 256 MiB.", "accept"),  # nested by indentation
    (DESCRIBE, "The api container's memory limit is 256 MiB.", "reject"),
    (FS_METRICS, "The /var filesystem has 1 GiB available.", "accept"),  # Prometheus text, unit from _bytes
    (FS_METRICS, "The /var filesystem has 5 GiB available.", "reject"),
    (DF, "The /data filesystem has 180 GiB available.", "accept"),  # df's "180G" is 180 GiB
    (DF, "The /data filesystem has 9.0G available.", "reject"),  # the root row's, "Mounted on" names rows
    (DF, "The root filesystem is 82% full.", "accept"),  # "/" is the root filesystem; Use% says how full
    (DF, "The root filesystem is 10% full.", "reject"),
    (LAKES, "Loch Lomond covers 71.1 km².", "accept"),  # km² as the area_km2 column's unit
    (LAKES, "Loch Ness covers 71.1 km².", "reject"),
    (SWITCHES, "Backups are verified.", "accept"),  # the enclosing name picks backups.verified, not restores'
    (SWITCHES, "Restores are verified.", "reject"),
    (LSBLK, "The /boot partition is 1 GiB.", "accept"),  # tree-drawn rows ("├─") are rows of the table
    (LSBLK, "The /boot partition is 952.9 GiB.", "reject"),
    (PROMPTED, "The pay-5c8b pod has restarted 6 times.", "accept"),  # the command line over a table is prose
    (PROMPTED, "The cart-7d9f pod has restarted 6 times.", "reject"),
    (PROMPTED, "The pay-5c8b pod is 6 days old.", "reject"),  # 6 is its RESTARTS, read as a table
    (JOBS, "The lint job succeeded.", "accept"),  # a conclusion of "success"
    (JOBS, "The test job succeeded.", "reject"),
    (FLAG, "The mailer's maintenance mode is off.", "accept"),  # "off" agrees with false
    (FLAG, "The mailer's maintenance mode is on.", "reject"),
    (BY_CODE, "The count for status 404 is 35.", "accept"),  # a bare number that is a row's key names that row
    (BY_CODE, "The count for status 404 is 9100.", "reject"),
]
# kubectl top: CPU in millicores ("250m" of a CPU column is 0.25 cores, not 250 minutes)
TOP = """NAME                        CPU(cores)   MEMORY(bytes)
ledger-5f7c9d8b6-k2m4n      350m         768Mi
notifier-7b8c6d5f4-q1w2e    1500m        1Gi"""
CPU_CASES = [
    (TOP, "The ledger pod uses 350m of CPU.", "accept"),
    (TOP, "The ledger pod uses 350 millicores of CPU.", "accept"),
    (TOP, "The notifier pod uses 1.5 CPU cores.", "accept"),
    (TOP, "The ledger pod uses 350 minutes of CPU.", "reject"),
    (TOP, "The ledger pod uses 1500 millicores of CPU.", "reject"),  # the notifier's
]
CASES += PROSE_CASES + OPPOSITE_CASES + ROLE_CASES + CHAT_CASES + FREE_CASES + LOG_CASES + TENSE_CASES + YAML_LIST_CASES + FORMAT_CASES
CASES += CPU_CASES

# gt7 (eval/probes/grounding_tools8.yaml found these shapes missing; outputs and claims of gt7's own, not the set's):
# - a column table whose last column holds spaces (`lsof`'s NAME "*:25 (LISTEN)", `ps aux`'s COMMAND with arguments) is
#   still a table, and a socket's port in it is a number of its own;
# - a header of lower-case names (Elasticsearch `_cat/... ?v`) over rows that split into as many cells is a table;
# - a size written with a lower-case unit ("41.2mb", Elasticsearch's) is a size;
# - of two fields the claim's words name equally ("messages", "messages_unacknowledged"), the one whose last word the
#   claim says (or a count's: `docs.count`) is the field it names.
LSOF = """COMMAND     PID     USER   FD   TYPE  DEVICE SIZE/OFF NODE NAME
master     1102     root   13u  IPv4   22051      0t0  TCP *:25 (LISTEN)
dovecot    1240     root   24u  IPv4   23310      0t0  TCP *:993 (LISTEN)
memcached  1388 memcache   26u  IPv4   24117      0t0  TCP 127.0.0.1:11211 (LISTEN)
dovecot    1240     root   31u  IPv4   60212      0t0  TCP 10.1.4.2:993->10.1.9.77:50122 (ESTABLISHED)"""
PS_AUX = """USER         PID %CPU %MEM    VSZ   RSS TTY      STAT START   TIME COMMAND
redis        944  3.1  2.2 198400 361200 ?       Ssl  May29  12:40 /usr/bin/redis-server 127.0.0.1:6379
mongodb     1021 44.0 18.5 3511000 3034400 ?     Ssl  May29 801:13 /usr/bin/mongod --config /etc/mongod.conf
root        1733  0.1  0.3 112200 50100 ?        S    08:02   0:04 nginx: master process"""
CAT_NODES = """ip          heap.percent ram.percent cpu node.role master name
10.30.0.11            38          91   6 dim       *      search-a
10.30.0.12            71          94  29 dim       -      search-b
10.30.0.13            45          89   3 dim       -      search-c"""
CAT_SHARDS = """index          shard prirep state     docs store ip         node
invoices-2026  0     p      STARTED  90412 41.2mb 10.30.0.11 search-a
invoices-2026  0     r      STARTED  90412 41.2mb 10.30.0.12 search-b
audit-2026     0     p      STARTED 771003  1.3gb 10.30.0.13 search-c"""
QUEUES = """name\tmessages\tconsumers\tmessages_ready\tmessages_unacknowledged
thumbnails\t420\t3\t390\t30
exports\t12\t1\t12\t0"""
COUNTS = """{"indices": {"catalog": {"docs": {"count": 58210, "deleted": 3370}},
             "sessions": {"docs": {"count": 1204, "deleted": 0}}}}"""

TIMEDATE = """               Local time: Tue 2026-11-03 09:15:40 EST
           Universal time: Tue 2026-11-03 14:15:40 UTC
                 RTC time: Tue 2026-11-03 14:15:39
                Time zone: America/New_York (EST, -0500)
System clock synchronized: yes
              NTP service: inactive
          RTC in local TZ: no"""
EDGE_NODES = """NAME     STATUS     ROLES    AGE   VERSION
edge-1   Ready      <none>   30d   v1.30.2
edge-2   NotReady   <none>   30d   v1.30.2"""
PSQL_X = """-[ RECORD 1 ]----+--------------------
usename          | reporting
application_name | metabase
state            | idle
backend_start    | 2026-05-31 22:10:04
-[ RECORD 2 ]----+--------------------
usename          | etl
application_name | airflow
state            | active
backend_start    | 2026-06-01 11:40:12"""
MYSQL_G = """*************************** 1. row ***************************
           Name: sessions
         Engine: InnoDB
           Rows: 88120
    Data_length: 16777216
   Index_length: 4194304
*************************** 2. row ***************************
           Name: audit_log
         Engine: InnoDB
           Rows: 9120554
    Data_length: 2147483648
   Index_length: 536870912
2 rows in set (0.01 sec)"""
BRANCHES = """* develop      1a2b3c4 [origin/develop: ahead 2, behind 5] WIP: billing export
  hotfix/login 5d6e7f8 [origin/hotfix/login: gone] Fix SSO redirect
  main         9a8b7c6 [origin/main] Release 3.4.0"""

SETTINGS = json.dumps({"HTTPTimeoutSeconds": 30, "TLSMinVersion": "1.2", "MaxRetries": 4})
READS = json.dumps({"Label": "DiskReadBytes", "Datapoints": [
    {"Timestamp": "2026-06-01T09:00:00Z", "Sum": 524288000, "Unit": "Bytes"},
    {"Timestamp": "2026-06-01T10:00:00Z", "Sum": 1048576000, "Unit": "Bytes"}]})
IMAGES = """REPOSITORY        TAG       IMAGE ID       CREATED        SIZE
nginx             1.27      4a1b2c3d4e5f   6 days ago     192MB
nginx             1.25      7f6e5d4c3b2a   4 months ago   187MB"""

TARGETS = """installed targets for active toolchain
--------------------------------------

aarch64-apple-darwin
wasm32-unknown-unknown
x86_64-unknown-linux-gnu

active toolchain
----------------

stable-aarch64-apple-darwin (default)
rustc 1.79.0 (129f3b996 2024-06-10)"""
ACCESS = json.dumps({"allowed_origins": ["https://a.example", "https://b.example"], "admins": ["kim", "ola", "raj", "lee"]})
REPLICAS = """NAME   ROLE      STATUS
db-a   primary   running
db-b   replica   running
db-c   replica   stopped"""

CONDA = """# Name                    Version          Build            Channel
openssl                   3.2.1            hd590300_1       conda-forge
r-base                    4.3.3            h65010dc_0       conda-forge"""

TOKEN = """Key                 Value
---                 -----
display_name        ci-runner
num_uses            0
renewable           true
ttl                 767h59m49s
policies            [default deploy]"""

SEAL = """Key             Value
---             -----
Seal Type       awskms
Initialized     true
Sealed          false
Total Shares    7
Threshold       4
Version         1.17.2
HA Mode         active"""

UPTIME = " 08:02:11 up 3 days, 22:10,  2 users,  load average: 0.52, 1.04, 2.30"

WG = """interface: wg1
  public key: Q2xvdWRmbGFyZVdhcnBLZXlFeGFtcGxlMTIzNDU2Nzg=
  private key: (hidden)
  listening port: 41194

peer: UGVlck9uZUtleUV4YW1wbGVBQUFBQUFBQUFBQUFBQUE=
  endpoint: 203.0.113.9:51820
  allowed ips: 10.9.0.2/32
  latest handshake: 40 seconds ago

peer: UGVlclR3b0tleUV4YW1wbGVCQkJCQkJCQkJCQkJCQkI=
  allowed ips: 10.9.0.3/32
  latest handshake: 6 hours, 3 minutes ago"""

SPEED = """Measuring download speed..........
Download: 96.4 Mbps
Measuring upload speed..........
Upload: 11.2 Mbps"""

NOMAD = """ID        DC   Name          Drain  Eligibility  Status
a1b2c3d4  dc1  nomad-cli-1   false  eligible     ready
e5f6a7b8  dc1  nomad-cli-2   false  ineligible   ready
c9d0e1f2  dc1  gpu-box-1     true   ineligible   down"""

BROKERS = """ID  HOST             ROLE        VERSION   STATUS
1   kafka-a.internal broker      3.7.0     online
2   kafka-b.internal broker      3.7.0     online
3   kafka-c.internal broker      3.6.2     online
4   zk-1.internal    controller  3.7.0     online"""

CART = json.dumps({"cart": {"items": [{"title": "Wool Bootie", "quantity": 3, "price": "18.00"},
                                      {"title": "Rain Jacket", "quantity": 1, "price": "95.00"}]}})

GT7_CASES = [
    (CART, "The cart holds three Wool Booties at 18.00 each.", "accept"),  # "booties" is the plural of "Bootie"
    (CART, "The cart holds three Rain Jackets.", "reject"),

    (BROKERS, "All brokers run version 3.7.0.", "reject"),  # kafka-c runs 3.6.2
    (BROKERS, "All hosts are online.", "accept"),
    (EDGE_NODES, "All nodes run v1.30.2.", "accept"),

    (NOMAD, "gpu-box-1 is down in the Nomad cluster.", "accept"),  # "nomad" is a part of two names: no one row's
    (NOMAD, "nomad-cli-1 is down.", "reject"),

    (SPEED, "The download speed was 96.4 Mbps.", "accept"),  # "download speed" is in the source: "upload" elsewhere is no swap
    (SPEED, "The upload speed was 96.4 Mbps.", "reject"),

    (WG, "The wg1 interface listens on port 41194.", "accept"),  # "interface: wg1" is a block, as each "peer:" is
    (WG, "The wg1 interface listens on port 51820.", "reject"),  # a peer's endpoint port

    (UPTIME, "The 15-minute load average is 2.30.", "accept"),
    (UPTIME, "The 15-minute load average is 0.52.", "reject"),  # the 1-minute one: "1 minute" is not "15-minute"
    (UPTIME, "The five-minute load average is 1.04.", "accept"),

    (SEAL, "A threshold of 4 of the 7 key shares unseals it.", "accept"),  # Key / Value: one record's fields
    (SEAL, "Vault 1.17.2 is initialized.", "accept"),

    (TOKEN, "The token's display name is ci-runner.", "accept"),
    (TOKEN, "The ci-runner token is renewable.", "accept"),
    (TOKEN, "The ci-runner token is not renewable.", "reject"),
    (TOKEN, "The ci-runner token has 0 uses.", "accept"),
    (TOKEN, "The ci-runner token is renewable and has 0 uses.", "accept"),

    (CONDA, "openssl 3.2 is installed.", "accept"),  # a named version by its leading parts: 3.2.1
    (CONDA, "openssl 4.3 is installed.", "reject"),  # r-base's

    (TARGETS, "Three targets are installed.", "accept"),  # the lines under the heading that names them
    (TARGETS, "Two targets are installed.", "reject"),  # "active toolchain" lists two lines, but says no targets
    (ACCESS, "There are four admins.", "accept"),  # the items of the list its key names
    (ACCESS, "There are three admins.", "reject"),
    (REPLICAS, "Two replicas are listed.", "accept"),  # the rows whose ROLE is replica
    (REPLICAS, "Three replicas are listed.", "reject"),

    (SETTINGS, "The HTTP timeout is 30 seconds.", "accept"),  # "HTTPTimeoutSeconds": http, timeout, seconds
    (SETTINGS, "The HTTP timeout is 30 minutes.", "reject"),
    (READS, "Disk reads summed to 500 MiB at 09:00.", "accept"),  # a number beside "Unit": "Bytes" is bytes
    (READS, "Disk reads summed to 1000 MiB at 09:00.", "reject"),  # the 10:00 datapoint's
    (IMAGES, "The nginx 1.27 image is 192 MB.", "accept"),
    (IMAGES, "The nginx 1.25 image is 192 MB.", "reject"),  # the TAG names the image with its REPOSITORY

    (TIMEDATE, "The system clock is synchronized, but the NTP service is inactive.", "accept"),  # keys right-aligned
    (TIMEDATE, "The NTP service is active.", "reject"),
    (TIMEDATE, "The system clock is not synchronized.", "reject"),
    (TIMEDATE, "The NTP service is not active and the clock is synchronized.", "accept"),  # each flag its own polarity
    (EDGE_NODES, "edge-1 is Ready.", "accept"),
    (EDGE_NODES, "edge-2 is Ready.", "reject"),  # NotReady denies ready
    (EDGE_NODES, "edge-2 is not ready.", "accept"),
    (PSQL_X, "The etl connection from airflow is active.", "accept"),  # psql \x: a row per record
    (PSQL_X, "The reporting connection is active.", "reject"),  # etl's state
    (MYSQL_G, "The audit_log table holds about 9.1 million rows.", "accept"),  # mysql \G: a row per record
    (MYSQL_G, "The sessions table holds about 9.1 million rows.", "reject"),  # audit_log's
    (MYSQL_G, "The audit_log table's data takes 2 GiB.", "accept"),  # Data_length is bytes (the MySQL manual)
    (MYSQL_G, "The audit_log table's index takes 2 GiB.", "reject"),  # its Data_length
    (BRANCHES, "develop is 5 commits behind origin/develop.", "accept"),
    (BRANCHES, "develop is 5 commits ahead of origin/develop.", "reject"),  # it is 2 ahead
    (BRANCHES, "The checked-out branch is develop.", "accept"),
    (BRANCHES, "main is 2 commits ahead of origin/main.", "reject"),  # develop's

    (LSOF, "memcached listens on port 11211 on localhost only.", "accept"),
    (LSOF, "dovecot listens on port 993.", "accept"),  # the port inside "*:993 (LISTEN)"
    (LSOF, "memcached runs with PID 1240.", "reject"),  # dovecot's
    (LSOF, "The mail transfer agent master listens on port 993.", "reject"),  # dovecot's port
    (PS_AUX, "The mongod process, PID 1021, is using 44% CPU.", "accept"),  # COMMAND with spaces: still a table
    (PS_AUX, "Redis uses 3.1% CPU.", "accept"),
    (PS_AUX, "The mongod process uses about 2.9 GiB of resident memory.", "accept"),  # RSS is KiB (3034400)
    (PS_AUX, "Redis uses 44% CPU.", "reject"),  # mongod's
    (PS_AUX, "mongod runs as root.", "reject"),  # nginx's user ("process" of its COMMAND names no row)
    (CAT_NODES, "search-b is at 29 CPU with 71 heap percent.", "accept"),
    (CAT_NODES, "search-c is at 29 CPU.", "reject"),  # search-b's
    (CAT_SHARDS, "The audit-2026 shard on search-c holds 771003 documents.", "accept"),
    (CAT_SHARDS, "The audit-2026 shard is about 1.3 GB.", "accept"),  # "1.3gb" in a size column
    (CAT_SHARDS, "The audit-2026 shard is about 41.2 MB.", "reject"),  # the invoices shards' size
    (CAT_SHARDS, "The audit-2026 shard lives on search-a.", "reject"),
    (QUEUES, "The thumbnails queue has 420 messages.", "accept"),
    (QUEUES, "The thumbnails queue has 30 messages.", "reject"),  # its unacknowledged ones
    (QUEUES, "The thumbnails queue has 30 unacknowledged messages.", "accept"),
    (COUNTS, "The catalog index holds 58210 documents.", "accept"),
    (COUNTS, "The catalog index holds 3370 documents.", "reject"),  # the deleted ones
]
CASES += GT7_CASES

# helper gt8's round (each output and claim written here, none from eval/probes/grounding_tools9.yaml): a column table
# under rule lines and a title (tokei), under a legend with a "--" stub over its first column (nodetool: "1.21 TiB" one
# cell, a row named by its address), or printed indented (LVM's pvs: "300.00g" is GiB); ntpq's peers (a host named by
# its first label, delays and offsets in ms); lines of several `Key: value` pairs (a one-line status; kafka-topics
# --describe's partitions, named by "partition N", never by a bare N; "leads" names Leader; "min" opening a field
# name is the minimum); of two fields the claim names alike, the one with no word more (Keys beside Expired keys)

TOKEI = """===============================================================================
 Language            Files        Lines         Code     Comments       Blanks
===============================================================================
 Go                     38         9120         7402          611         1107
 Shell                   6          410          301           52           57
 TOML                    3           88           71            4           13
===============================================================================
 Total                  47         9618         7774          667         1177
==============================================================================="""

NODETOOL = """Datacenter: eu-west
===================
Status=Up/Down
|/ State=Normal/Leaving/Joining/Moving
--  Address       Load        Tokens  Owns (effective)  Host ID                               Rack
UN  172.16.4.21   1.21 TiB    256     51.0%             0b6e7c1a-8d2f-4e3b-9a51-7c0d2e4f6a88  rack-a
UL  172.16.4.22   987.5 GiB   256     49.0%             5c2d9e0f-1a3b-4c5d-8e7f-9a0b1c2d3e4f  rack-b"""

PVS = """$ sudo pvs
  PV         VG      Fmt  Attr PSize    PFree
  /dev/nvme0n1p3 vg0  lvm2 a--  476.00g  12.00g
  /dev/sdb1  backup  lvm2 a--    1.82t 300.00g"""

NTPQ = """     remote           refid      st t when poll reach   delay   offset  jitter
==============================================================================
+ntp2.corp.lan    10.1.0.5         3 u   55  128  377    2.104    1.337   0.220
*ntp1.corp.lan    .PPS.            1 u   18  128  377    0.961   -0.052   0.031"""

ONE_LINE = """$ redis-stat --once
Clients: 312  Blocked: 4  Used memory: 1.9G  Keys: 88213  Expired keys: 1204"""

TOPIC = """Topic: orders.v2\tTopicId: Qm3kX9aLTxWb1r2Q0pZy7g\tPartitionCount: 2\tReplicationFactor: 2\tConfigs: min.cleanable.dirty.ratio=0.5,segment.ms=86400000
\tTopic: orders.v2\tPartition: 0\tLeader: 5\tReplicas: 5,7\tIsr: 5,7
\tTopic: orders.v2\tPartition: 1\tLeader: 7\tReplicas: 7,5\tIsr: 7"""

COVERAGE = """Name                 Stmts   Miss Branch BrPart  Cover
----------------------------------------------------------
app/api.py             120     30     40      5    72%
app/db.py               80      8     22      2    89%
----------------------------------------------------------
TOTAL                  200     38     62      7    80%"""

GT8_CASES = [
    (COVERAGE, "app/db.py has 89% coverage, with 8 of its 80 statements missed.", "accept"),  # Branch counts, names no row
    (COVERAGE, "app/api.py has 89% coverage.", "reject"),
    (COVERAGE, "The total coverage is 80%.", "accept"),  # the TOTAL row is the whole
    (COVERAGE, "The total coverage is 89%.", "reject"),
    (TOKEI, "The project has 7402 lines of Go code.", "accept"),
    (TOKEI, "The project has 6 Shell files.", "accept"),
    (TOKEI, "The project has 7402 lines of Shell code.", "reject"),  # Go's row
    (TOKEI, "The project has 611 lines of Go code.", "reject"),  # Go's comments
    (NODETOOL, "Node 172.16.4.22 holds about 987.5 GiB.", "accept"),  # "987.5 GiB" is one cell
    (NODETOOL, "Node 172.16.4.21 owns 51% of the token ring.", "accept"),
    (NODETOOL, "Node 172.16.4.22 owns 51% of the token ring.", "reject"),  # 172.16.4.21's share
    (NODETOOL, "Node 172.16.4.21 holds about 987.5 GiB.", "reject"),  # 172.16.4.22's load
    (PVS, "/dev/sdb1 has 300 GiB free.", "accept"),  # pvs's "300.00g" is GiB
    (PVS, "/dev/sdb1 is about 1.8 TiB in size.", "accept"),
    (PVS, "/dev/sdb1 has 12 GiB free.", "reject"),  # the nvme volume's
    (PVS, "/dev/nvme0n1p3 has 300 GiB free.", "reject"),
    (NTPQ, "ntp2 has a delay of about 2.1 ms.", "accept"),  # ntpq's delays are milliseconds
    (NTPQ, "ntp1 has an offset of -0.052 ms.", "accept"),
    (NTPQ, "ntp2 has an offset of -0.052 ms.", "reject"),  # ntp1's
    (NTPQ, "ntp1 has a delay of 0.961 seconds.", "reject"),  # milliseconds, not seconds
    (ONE_LINE, "The Redis server has 312 clients connected.", "accept"),
    (ONE_LINE, "The Redis server has 4 blocked clients.", "accept"),
    (ONE_LINE, "The Redis server has 1204 keys.", "reject"),  # the expired keys' count
    (ONE_LINE, "The Redis server has 5 blocked clients.", "reject"),
    (TOPIC, "Broker 7 leads partition 1 of orders.v2.", "accept"),
    (TOPIC, "Broker 5 leads partition 1 of orders.v2.", "reject"),  # partition 0's leader; 5 is only a replica of 1
    (TOPIC, "Broker 7 leads partition 0 of orders.v2.", "reject"),
    (TOPIC, "orders.v2 has 2 partitions.", "accept"),
    (TOPIC, "orders.v2 has a minimum cleanable dirty ratio of 0.5.", "accept"),
    (TOPIC, "orders.v2 has a minimum cleanable dirty ratio of 0.7.", "reject"),
]

CLUSTER = json.dumps({"cluster": "metrics-eu", "number_of_nodes": 7, "number_of_data_nodes": 4,
                      "active_primary_shards": 120, "active_shards": 236, "stars_given": 3})
GITLAB = json.dumps({"full_name": "infra/ledger", "stargazers_count": 918, "forks_count": 41, "open_issues_count": 12})
LINT = """src/io.rs:12: warning: unused variable `buf`
src/io.rs:40: note: the lint level is defined here
src/net.rs:7: warning: consider using `?`
Found 2 warnings in 2 files (checked 23 source files)"""
NPM_VIEW = json.dumps({"name": "fastqueue", "dist-tags": {"latest": "4.1.0"}, "deprecated": False,
                       "versions": {"4.0.2": {"deprecated": True, "published": "2026-01-09"},
                                    "4.1.0": {"deprecated": False, "published": "2026-03-22"}}})
MC_STATS = """STAT uptime 86400
STAT curr_items 5120
STAT total_items 98211
STAT cmd_get 771002
STAT get_misses 1203
END"""

GT8_CASES += [
    (CLUSTER, "metrics-eu has 4 data nodes out of 7 nodes.", "accept"),  # "out of" ends the first value's words
    (CLUSTER, "metrics-eu has 7 data nodes.", "reject"),
    (CLUSTER, "metrics-eu has 120 active shards.", "reject"),  # the primaries; active_shards is 236
    (CLUSTER, "metrics-eu has 236 active shards.", "accept"),
    (GITLAB, "infra/ledger has 41 stars.", "reject"),  # the forks: stargazers_count is named by "stars" (stargazer: stars)
    (GITLAB, "infra/ledger has 918 stars.", "accept"),
    (LINT, "The linter found 2 warnings in 2 files.", "accept"),  # the second count of the line counts files
    (LINT, "The linter checked 32 source files.", "reject"),
    (NPM_VIEW, "fastqueue 4.0.2 is deprecated.", "accept"),  # a row per version: its own flag, not the package's
    (NPM_VIEW, "fastqueue 4.1.0 is deprecated.", "reject"),
    (NPM_VIEW, "fastqueue 4.1.0 was published on 9 January 2026.", "reject"),  # 4.0.2's date
    (NPM_VIEW, "fastqueue 4.1.0 was published on 22 March 2026.", "accept"),
    (MC_STATS, "memcached holds 5120 current items.", "accept"),  # curr_items: "curr" opens "current"
    (MC_STATS, "memcached holds 98211 current items.", "reject"),  # the total since start
    (MC_STATS, "memcached has 1203 get misses.", "accept"),
    (MC_STATS, "memcached has 771002 get misses.", "reject"),  # the gets
]
ZPOOL_GET = """pool   property  value
tank   ashift    12
tank   layout    raidz2"""
FUNCTION = json.dumps({"FunctionName": "invoice-pdf", "Runtime": "nodejs20.x", "Handler": "index.handler",
                       "MemorySize": 2048, "Timeout": 90, "EphemeralStorage": {"Size": 4096}})
ULIMIT = """$ ulimit -a
core file size          (blocks, -c) unlimited
open files                      (-n) 65535
stack size              (kbytes, -s) 10240
max user processes              (-u) 4096"""

GT8_CASES += [
    (ZPOOL_GET, "The tank pool is laid out as RAIDZ 2.", "accept"),  # "raidz2": a number glued to its word
    (ZPOOL_GET, "The tank pool is laid out as RAIDZ 1.", "reject"),
    (FUNCTION, "invoice-pdf has 2048 MB of memory.", "accept"),  # MemorySize is MB
    (FUNCTION, "The invoice-pdf timeout is 90 seconds.", "accept"),  # Timeout is seconds
    (FUNCTION, "The invoice-pdf timeout is 90 minutes.", "reject"),
    (FUNCTION, "invoice-pdf has 4096 MB of memory.", "reject"),  # its ephemeral storage
    (ULIMIT, "The open files limit is 65535.", "accept"),
    (ULIMIT, "The open files limit is 4096.", "reject"),  # the user processes limit
    (ULIMIT, "The stack size limit is 10 MiB.", "accept"),  # 10240 kbytes
    (ULIMIT, "The stack size limit is 10 GiB.", "reject"),
]
UNIQ = """$ cut -d' ' -f1 access.log | sort | uniq -c | sort -rn
   9120 Googlebot
   4410 Bing Preview
    312 Ahrefs Site Audit"""
GT8_CASES += [
    (UNIQ, "Bing Preview made 4410 requests.", "accept"),
    (UNIQ, "Bing Preview made 9120 requests.", "reject"),  # Googlebot's count: a count stays with its name
    (UNIQ, "Ahrefs Site Audit made 4410 requests.", "reject"),
]
CASES += GT8_CASES
# gt9 (the tenth blind tool set's kinds):
# Grounding against further tool-output shapes (gt9), each claim through the real gate (shipped rules) as a
# tool_output candidate, written for the kinds the tenth blind tool set (eval/probes/grounding_tools10.yaml) showed:
#
# - a number inside a name the claim quotes whole ("the Field Guide 2024" against a `Title` of "Field Guide 2024") is
#   a word of that name, not a value the claim gives another field;
# - a bare number in a field named "version" is a version ("protocol version 2.1" against `protocol_version: 2.1`);
# - EXIF's "2025:12:24 08:03:10" is a date and a time; "2026-02" (a month's row) is that year's month, which
#   "February 2026" names;
# - a date the output writes ("01 Mar 2026") says its month by name ("the March statement");
# - `ip -s link` of one interface: its "RX: bytes packets ..." and "TX: ..." lines over their numbers are the
#   interface's counters, received and sent ("7 transmit errors" is refused when 7 is a receive count);
# - a percentage the claim gives is the bare number a cell writes ("germination": 91 is 91%), and money the claim gives
#   the bare amount under a field named as money (a fee, a balance, net pay) in a currency the output never prints;
# - an object keyed by e-mail addresses is a table of rows, one per person, named by the address's local part
#   ("Priya" for priya@corp.example), and a time the claim gives never makes another person's nested row its own;
# - `gpg --list-keys` is a row per key named by its uid, `git blame` a row per line named by its code, `go mod graph` a
#   row per requirement named by the module (and version) that requires it.
BOOK = """Title:          Field Guide 2024
Guide pages:    212
Edition:        3
Print run:      5000"""
EXPORTER = json.dumps({"exporter": "edge-metrics", "protocol_version": 2.1, "build": 3.4, "port": 9464})
EXIF = """Create Date                     : 2025:12:24 08:03:10
Lens Model                      : XF23mmF2 R WR
Orientation                     : Horizontal (normal)"""
COSTS = """month,cost_usd,instances
2026-01,412.50,7
2026-02,398.10,6
2026-03,455.00,8"""
STATEMENT = """Statement period: 01 Mar 2026 - 31 Mar 2026
Opening balance: 980.12
Closing balance: 1,204.33"""
IP_S_LINK = """3: wlan0: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc noqueue state UP mode DORMANT group default qlen 1000
    link/ether 3c:22:fb:10:aa:07 brd ff:ff:ff:ff:ff:ff
    RX:  bytes packets errors dropped  missed   mcast
       5120334   40211      0       7       0       0
    TX:  bytes packets errors dropped carrier collsns
        901223    7710      2       0       0       0"""

GARDEN = json.dumps({"beds": [{"bed": "north", "germination": 72, "yield_kg": 14.5},
                                {"bed": "south", "germination": 91, "yield_kg": 9.0}]})
INVOICES = """client,hours,rate,fee,balance
Harbour Books,12,45,540.00,0.00
Kestrel Labs,30,45,1350.00,675.00"""
ONCALL = json.dumps({"schedule": "payments", "shifts": {
    "priya@corp.example": {"slots": [{"from": "2026-06-03T06:00:00Z", "until": "2026-06-03T14:00:00Z"}]},
    "tom@corp.example": {"slots": [{"from": "2026-06-03T14:00:00Z", "until": "2026-06-03T22:00:00Z"}]}}})
GPG = """/root/.gnupg/pubring.kbx
------------------------
pub   rsa3072 2023-05-02 [SC] [expires: 2026-11-30]
      A1B2C3D4E5F6A7B8C9D0E1F2A3B4C5D6E7F8A9B0
uid           [  full  ] Backup Robot <backup@ops.example>
sub   rsa3072 2023-05-02 [E] [expires: 2026-11-30]

pub   ed25519 2025-01-17 [SC]
      F0E1D2C3B4A5F6E7D8C9B0A1F2E3D4C5B6A7F8E9
uid           [ultimate] Mira Osei <mira@ops.example>
sub   cv25519 2025-01-17 [E]"""
BLAME = """b41c09e2 (Ola Nordmann  2026-03-02 09:12:44 +0100 1) PORT = 8080
b41c09e2 (Ola Nordmann  2026-03-02 09:12:44 +0100 2) WORKERS = 4
77d2e0aa (Jun Park      2026-05-18 17:40:02 +0200 3) LOG_LEVEL = 'debug'"""
GOMOD = """example.org/shop github.com/redis/go-redis/v9@v9.4.0
example.org/shop github.com/spf13/cobra@v1.8.0
github.com/spf13/cobra@v1.8.0 github.com/spf13/pflag@v1.0.5
github.com/redis/go-redis/v9@v9.4.0 github.com/cespare/xxhash/v2@v2.2.0"""
GT9_CASES = [
    (BOOK, "The Field Guide 2024 has 212 pages.", "accept"),  # 2024 is a word of the title, not a count of pages
    (BOOK, "The Field Guide 2024 had a print run of 5000.", "accept"),  # 2024 is no print run either
    (BOOK, "The Field Guide 2024 has 5000 pages.", "reject"),  # the print run
    (EXPORTER, "edge-metrics speaks protocol version 2.1.", "accept"),  # 2.1 under protocol_version is a version
    (EXPORTER, "edge-metrics speaks protocol version 3.4.", "reject"),  # the build
    (EXIF, "The photo was created on 24 December 2025.", "accept"),  # EXIF writes dates with colons
    (EXIF, "The photo was created on 25 December 2025.", "reject"),  # another day
    (COSTS, "In February 2026 the cost was 398.10 USD.", "accept"),  # the 2026-02 row
    (COSTS, "In January 2026 the cost was 398.10 USD.", "reject"),  # February's row
    (STATEMENT, "The March statement's closing balance is 1,204.33.", "accept"),  # "Mar 2026" says March
    (IP_S_LINK, "wlan0 has dropped 7 received packets.", "accept"),
    (IP_S_LINK, "wlan0 has sent 7710 packets.", "accept"),  # TX packets
    (IP_S_LINK, "wlan0 has 7 transmit errors.", "reject"),  # 7 is a count of dropped received packets
    (IP_S_LINK, "wlan0 has received 7710 packets.", "reject"),  # the packets it sent
    (GARDEN, "Germination in the south bed was 91%.", "accept"),  # a bare 91 under germination, said in percent
    (GARDEN, "Germination in the north bed was 91%.", "reject"),  # the south bed's
    (INVOICES, "Kestrel Labs owes a balance of $675.", "accept"),  # a bare amount under a money field
    (INVOICES, "Kestrel Labs was charged a fee of $1,350.", "accept"),
    (INVOICES, "Kestrel Labs owes a balance of $1,350.", "reject"),  # its fee
    (ONCALL, "Priya is on call from 06:00 to 14:00 UTC on 3 June 2026.", "accept"),  # a row per e-mail key
    (ONCALL, "Priya is on call from 14:00 to 22:00 UTC on 3 June 2026.", "reject"),  # Tom's shift
    (ONCALL, "Tom is on call from 06:00 to 14:00 UTC on 3 June 2026.", "reject"),  # Priya's
    (GPG, "The Backup Robot key expires on 30 November 2026.", "accept"),  # gpg: a row per key, named by its uid
    (GPG, "Mira Osei's key expires on 30 November 2026.", "reject"),  # the Backup Robot's expiry
    (GPG, "Mira Osei's key is an rsa3072 key.", "reject"),  # ed25519
    (BLAME, "Jun Park set LOG_LEVEL to debug on 18 May 2026.", "accept"),  # git blame: a row per line
    (BLAME, "Ola Nordmann set LOG_LEVEL to debug.", "reject"),  # Jun Park's line
    (BLAME, "WORKERS = 4 was written on 18 May 2026.", "reject"),  # 2 March
    (GOMOD, "cobra v1.8.0 requires github.com/spf13/pflag v1.0.5.", "accept"),  # go mod graph: a row per edge
    (GOMOD, "go-redis v9.4.0 requires github.com/spf13/pflag v1.0.5.", "reject"),  # cobra's requirement
    (GOMOD, "example.org/shop requires pflag v1.0.5.", "reject"),  # cobra's, not the shop's own
]
CASES += GT9_CASES


@pytest.mark.parametrize(("span", "claim", "expected"), CASES, ids=[f"{i:02d}-{c[2]}" for i, c in enumerate(CASES)])
def test_claim_against_tool_output(tool_gate, span, claim, expected):
    d = tool_claim(tool_gate, span, claim, NOW)
    assert d.verdict == expected, d.to_dict()
    if expected == "reject":
        assert d.stage == "grounding" and d.reasons[0].rule == "grounding", d.to_dict()
