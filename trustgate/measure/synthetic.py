"""Synthetic facts for `trustgate bench`: fourteen sentence templates filled from sizeable
vocabularies with a seeded RNG, so that most facts of one domain are not similar to each
other, and the candidates the benchmark times (near-duplicates, updates with a changed
value, paraphrases, unrelated facts). Deterministic for a seed."""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Callable

NOW = datetime(2026, 6, 1, tzinfo=timezone.utc)
NAMESPACE, DOMAIN = "bench", "world"
GENERATOR_VERSION = 1
DEFAULT_SIZES = (1000, 10_000, 100_000)

# ---------------------------------------------------------------- vocabularies
FIRST = """Aaliyah Abel Ada Adrian Agnes Aiko Alan Alba Alejandro Alice Amara Amir Anders Andrea Anika Anton Arjun Astrid
Aurora Axel Beatriz Benedikt Bianca Boris Bruno Camila Carlos Casimir Celeste Chiara Chloe Clara Conrad Dalia Damian Dario
Dmitri Dorothea Eamon Edgar Elif Elena Elias Elio Elsa Emeka Emil Enzo Esther Fabian Farah Felix Fiona Florian Freya Gabriel
Gemma Georg Greta Gustav Hana Hannes Harriet Hector Helga Hugo Ida Ignacio Ilse Imani Ines Ingrid Isaac Ivan Jasper Javier
Jonas Josefine Julian Kaito Karim Katja Kenji Klara Kofi Lars Laila Leon Leona Lina Linus Lorenzo Lucia Ludwig Luna Magnus
Malik Marta Mateo Matilda Maximilian Mei Milan Mira Moritz Nadia Nico Nils Nina Noah Nora Oskar Olga Omar Otto Paloma Pavel
Petra Priya Quentin Rafael Rania Rosa Ruben Sakura Samir Selma Sergio Sigrid Silvia Soren Stella Tariq Thea Tobias Tomas
Ulla Valentin Vera Viktor Wanda Wilhelm Xavier Yara Yusuf Zara Zeno Zoltan""".split()
LAST = """Abbott Achterberg Adeyemi Albrecht Alvarez Andersen Arslan Bachmann Baker Barros Bauer Becker Bergstrom Blanco
Bogdan Brandt Brennan Castillo Chen Costa Dahl Delgado Dietrich Dubois Eriksen Esposito Falk Farouk Fischer Fontaine Fuchs
Garcia Gallo Gomez Gruber Haas Hansen Hartmann Herrera Hoffmann Holm Horvat Ibrahim Iglesias Ivanova Jensen Jovanovic Kaiser
Kamara Kowalski Kraus Kruger Lambert Lang Larsen Laurent Lindqvist Lopez Lorenz Maier Mancini Marino Mendes Moreau Morales
Nakamura Navarro Nielsen Nowak Okafor Olsen Ortega Ozturk Park Pereira Petrov Popescu Quinn Ramos Reyes Richter Rossi Ruiz
Sato Schmitt Schneider Schultz Silva Sorensen Suzuki Tanaka Torres Vargas Vogel Wagner Walsh Weber Winter Yilmaz Young
Zimmermann Zielinski""".split()
CITIES = """Aarhus Accra Adelaide Almaty Amsterdam Ankara Antwerp Athens Auckland Baku Bangalore Barcelona Basel Beirut
Belgrade Bergen Berlin Bilbao Bogota Bologna Bordeaux Bratislava Bremen Brisbane Bruges Brussels Bucharest Budapest Cairo
Calgary Cardiff Casablanca Chennai Chicago Cologne Copenhagen Cork Curitiba Dakar Dallas Delft Denver Dresden Dublin Durban
Edinburgh Eindhoven Florence Frankfurt Gdansk Geneva Genoa Ghent Glasgow Gothenburg Graz Hamburg Hanoi Helsinki Houston
Istanbul Izmir Jakarta Kampala Karachi Kaunas Kyoto Lagos Leipzig Lille Lima Linz Lisbon Ljubljana Lodz Lyon Madrid Malmo
Manila Marseille Medellin Melbourne Milan Montreal Munich Nairobi Nantes Naples Nice Osaka Oslo Ottawa Oulu Palermo Perth
Porto Prague Quito Reykjavik Riga Rotterdam Salzburg Santiago Seattle Seville Sofia Stavanger Stockholm Stuttgart Sydney
Tallinn Tampere Tbilisi Tokyo Toronto Toulouse Trieste Turin Utrecht Valencia Vancouver Verona Vienna Vilnius Warsaw
Wellington Windhoek Wroclaw Yokohama Zagreb Zurich""".split()
ADJECTIVES = """Amber Arctic Azure Bold Brisk Bronze Calm Cobalt Copper Coral Crimson Crystal Dapper Daring Dusky Eager Ember
Emerald Fabled Fierce Flint Frosty Gilded Golden Granite Hidden Hollow Humble Indigo Iron Ivory Jade Jolly Keen Lucky Lunar
Marble Mellow Misty Mossy Nimble Noble Obsidian Olive Onyx Pale Plucky Polar Quiet Rapid Rustic Sable Saffron Scarlet Silent
Silver Slate Solar Spry Stellar Stormy Sunny Swift Tawny Teal Tidal Topaz Umber Velvet Verdant Violet Vivid Wild Windy
Wintry Witty Zesty Zinc""".split()
NOUNS = """Albatross Anvil Badger Beacon Bison Bramble Canyon Cedar Comet Condor Coyote Cypress Delta Dune Eagle Ember Falcon
Fern Fjord Fox Gecko Glacier Grove Harbor Hawk Heron Ibis Iguana Jackal Juniper Kestrel Koala Lagoon Lantern Lark Lynx
Magpie Maple Marten Meadow Mesa Moose Narwhal Nebula Newt Ocelot Orchid Osprey Otter Panther Pelican Pine Puffin Quail
Quarry Raven Reef Ridge Robin Sequoia Sparrow Spruce Summit Tapir Thistle Thrush Tundra Vale Viper Walrus Willow Wombat
Wren Yak Zebra""".split()
SYLLABLES_A = "Al Bel Cor Dyn Ev Fal Gen Hal Iso Jun Kel Lum Mar Nov Or Pax Quin Ral Syn Tel Ul Ver Wex Xan Yor Zen Bra Cla Dro Fen".split()
SYLLABLES_B = "tronix vex corp labs soft ware net ion ara ica ora ity dyne gen metrics works data cloud logic point path scale sys nova".split()
ROLES = """treasurer auditor chairperson spokesperson ombudsperson archivist quartermaster steward registrar comptroller
secretary president director curator provost chancellor dean editor publisher conductor notary bursar warden sheriff
commissioner""".split()
TOOLS = """Jenkins Grafana Kafka Terraform Ansible Prometheus Kubernetes Postgres Redis Airflow Spark Flink Elasticsearch
Kibana Vault Consul Nomad Helm ArgoCD Buildkite Sentry Datadog Metabase Superset dbt Dagster Celery RabbitMQ Nginx Envoy
Traefik MinIO ClickHouse Cassandra MongoDB Trino Druid Pulsar Zookeeper Keycloak""".split()
TEAMS = """payments billing search ranking checkout identity growth platform mobile web infrastructure security compliance
analytics logistics inventory pricing fraud support onboarding messaging notifications recommendations ads catalog
shipping returns loyalty partnerships reporting""".split()
PURPOSES = ["deployments", "monitoring", "alerting", "log shipping", "batch jobs", "stream processing", "feature flags",
            "secrets management", "load testing", "schema migrations", "data quality checks", "nightly reports", "cost tracking",
            "capacity planning", "incident reviews", "service discovery", "backups", "canary releases", "access reviews", "tracing"]
TIERS = "starter basic team business professional enterprise premium education nonprofit government".split()
RELATIONS = "cousin sibling partner colleague neighbour flatmate godparent classmate mentor spouse twin landlord".split()
JOBS = """nurse pilot carpenter architect pharmacist teacher veterinarian electrician journalist baker translator
surveyor geologist dentist librarian plumber chemist firefighter lawyer accountant cartographer sculptor welder
midwife optician paramedic beekeeper winemaker typesetter locksmith""".split()
OSES = ["Debian 12", "Debian 11", "Ubuntu 22.04", "Ubuntu 24.04", "Rocky Linux 9", "Alpine 3.19", "FreeBSD 14",
        "Fedora 40", "openSUSE 15.5", "Windows Server 2022", "RHEL 8", "RHEL 9", "Arch Linux", "NixOS 23.11"]
STREETS = "Street Road Avenue Lane Way Boulevard Drive Quay Terrace Parade".split()
MONTHS = "January February March April May June July August September October November December".split()
WEEKDAYS = "Monday Tuesday Wednesday Thursday Friday".split()
STADIUMS = "Arena Park Stadium Field Ground Dome Oval Bowl".split()
PLATFORMS = ["Android", "iOS", "Windows", "macOS", "Linux", "the web", "PlayStation", "Xbox", "smart TVs", "Raspberry Pi",
             "ChromeOS", "watchOS", "car dashboards", "kiosks", "FreeBSD"]
COUNTRIES = """Argentina Australia Austria Belgium Brazil Bulgaria Canada Chile Colombia Croatia Denmark Egypt Estonia Finland
France Germany Ghana Greece Hungary Iceland India Indonesia Ireland Italy Japan Kenya Latvia Lithuania Mexico Morocco Nigeria
Norway Peru Poland Portugal Romania Senegal Serbia Slovenia Spain Sweden Switzerland Turkey Uruguay Vietnam""".split()
CURRENCIES = "euros dollars pounds francs kronor zloty forint pesos rupees yen".split()
ITEMS = """chairs lamps routers licences laptops headsets monitors bicycles kettles printers tablets desks scanners
projectors keyboards batteries helmets tents drones lockers heaters cameras speakers whiteboards microscopes""".split()
SUBJECTS = """chemistry linguistics astronomy economics philosophy geology oceanography architecture mathematics botany
medicine law history sociology robotics statistics anthropology music theory archaeology zoology""".split()
SPORTS = "football rugby handball hockey basketball volleyball cricket baseball lacrosse polo curling netball".split()
CAUSES = ["library", "animal shelter", "flood relief", "children's hospital", "food bank", "community garden", "museum",
          "rowing club", "youth orchestra", "hospice", "wildlife trust", "school meals", "housing", "river cleanup"]
ANIMALS = "cat dog rabbit parrot tortoise ferret hamster horse goat donkey canary iguana gecko pony hedgehog".split()
MATERIALS = """steel bamboo oak aluminium glass ceramic cork hemp walnut copper titanium granite wool linen leather
birch teak brass concrete felt""".split()
HOBBIES = """pottery fencing archery birdwatching beekeeping calligraphy chess climbing knitting origami sailing surfing
woodworking photography juggling skydiving gardening astronomy kayaking rowing bouldering embroidery falconry genealogy
snorkeling fishing cycling baking karate judo""".split()
INSTRUMENTS = """cello violin viola trumpet trombone clarinet oboe bassoon harp flute saxophone accordion banjo mandolin
ukulele tuba harmonica sitar marimba bagpipes""".split()
AIRLINES = "Air Airways Airlines Wings Jet Aviation".split()
GENRES = "jazz folk punk reggae blues bluegrass techno funk soul metal ska gospel swing klezmer flamenco".split()


def _person(r: random.Random) -> str:
    return f"{r.choice(FIRST)} {r.choice(LAST)}"


def _product(r: random.Random) -> str:
    return f"{r.choice(ADJECTIVES)} {r.choice(NOUNS)}"


def _company(r: random.Random) -> str:
    return r.choice(SYLLABLES_A) + r.choice(SYLLABLES_B)


def _date(r: random.Random) -> str:
    return f"{r.choice(MONTHS)} {r.randint(1, 28)}, {r.randint(2008, 2026)}"


def _version(r: random.Random) -> str:
    return f"{r.randint(1, 19)}.{r.randint(0, 30)}.{r.randint(0, 40)}"


def _time(r: random.Random) -> str:
    return f"{r.randint(0, 23):02d}:{r.choice(('00', '05', '10', '15', '20', '25', '30', '35', '40', '45', '50', '55'))}"


SLOTS: dict[str, Callable[[random.Random], str]] = {
    "person": _person, "first2": lambda r: r.choice(FIRST), "last2": lambda r: r.choice(LAST),
    "city": lambda r: r.choice(CITIES), "city2": lambda r: r.choice(CITIES), "country": lambda r: r.choice(COUNTRIES),
    "product": _product, "company": _company, "date": _date, "version": _version, "time": _time,
    "month": lambda r: r.choice(MONTHS), "year": lambda r: str(r.randint(1995, 2026)), "role": lambda r: r.choice(ROLES),
    "n": lambda r: str(r.choice((r.randint(2, 99), r.randint(100, 999), r.randint(1000, 20000)))),
    "price": lambda r: f"{r.randint(3, 4999)}", "tier": lambda r: r.choice(TIERS), "currency": lambda r: r.choice(CURRENCIES),
    "airline": lambda r: f"{r.choice(ADJECTIVES)} {r.choice(AIRLINES)}", "gate": lambda r: f"{r.choice('ABCDEFGH')}{r.randint(1, 60)}",
    "code": lambda r: f"{chr(65 + r.randrange(26))}{chr(65 + r.randrange(26))}{r.randint(100, 9999)}",
    "team": lambda r: r.choice(TEAMS), "tool": lambda r: r.choice(TOOLS), "purpose": lambda r: r.choice(PURPOSES),
    "street": lambda r: f"{r.choice(LAST)} {r.choice(STREETS)}", "relation": lambda r: r.choice(RELATIONS),
    "job": lambda r: r.choice(JOBS), "host": lambda r: f"{r.choice(NOUNS).lower()}-{r.randint(1, 99):02d}",
    "os": lambda r: r.choice(OSES), "gb": lambda r: str(r.choice((4, 8, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384, 512))),
    "weekday": lambda r: r.choice(WEEKDAYS), "room": lambda r: f"{r.randint(1, 9)}{r.randint(0, 4)}{r.randint(1, 30):02d}",
    "s1": lambda r: str(r.randint(0, 6)), "s2": lambda r: str(r.randint(0, 6)), "stadium": lambda r: f"{r.choice(LAST)} {r.choice(STADIUMS)}",
    "platform": lambda r: r.choice(PLATFORMS), "item": lambda r: r.choice(ITEMS), "subject": lambda r: r.choice(SUBJECTS),
    "sport": lambda r: r.choice(SPORTS), "cause": lambda r: r.choice(CAUSES), "animal": lambda r: r.choice(ANIMALS),
    "adj": lambda r: r.choice(ADJECTIVES).lower(), "a_job": lambda r: _article(r.choice(JOBS)),
    "material": lambda r: r.choice(MATERIALS), "hobby": lambda r: r.choice(HOBBIES), "person2": _person,
    "instrument": lambda r: r.choice(INSTRUMENTS), "genre": lambda r: r.choice(GENRES), "band": _product,
}


def _article(word: str) -> str:
    return ("an " if word[0] in "aeiou" else "a ") + word


@dataclass(frozen=True)
class Template:
    statement: str
    paraphrase: str  # the same claim in other words (same slots)
    updatable: tuple[str, ...]  # slots whose new value makes an update of the same subject
    pairs: tuple[tuple[str, str], ...] = ()  # slots that must differ from each other


TEMPLATES = [
    Template("{person} moved from {city} to {city2} in {month} {year} as {a_job} with {company}.",
             "In {month} {year}, {person} relocated to {city2} from {city}, joining {company} as {a_job}.",
             ("city2", "year"), (("city", "city2"),)),
    Template("{company} released {product} {version} for {platform} on {date}.",
             "On {date}, {company} shipped version {version} of {product} for {platform}.", ("version", "date")),
    Template("{company} employs {n} {job}s at {street} in {city} under {person}.",
             "At {street} in {city}, {person} leads {n} {job}s for {company}.", ("n",)),
    Template("{person} took over as {role} of {company} in {city} from {person2} in {year}.",
             "In {year}, {person2} handed the {role} post at {company} in {city} to {person}.", ("person", "year")),
    Template("{product} is {price} {currency} for {tier} subscribers in {country} at {company}.",
             "At {company}, {tier} subscribers in {country} pay {price} {currency} for {product}.", ("price",)),
    Template("{person} flew {airline} from {city} to {city2} on {date} with {person2}.",
             "On {date}, {person} and {person2} took {airline} from {city} to {city2}.", ("date",), (("city", "city2"),)),
    Template("{person} ordered {n} {product} {item} from {company} on {date}.",
             "On {date}, {person} placed an order with {company} for {n} {product} {item}.", ("n",)),
    Template("{person} runs {tool} {version} for {purpose} at {company} in {city}.",
             "For {purpose}, {person} uses {tool} {version} at {company} in {city}.", ("version",)),
    Template("{company} makes {item} from {material} for {person} in {city} ({code}).",
             "Order {code}: {person} in {city} gets {material} {item} made by {company}.", ("material",)),
    Template("{person}'s {relation} {first2} {last2} is {a_job} in {city}.",
             "{first2} {last2}, {a_job} living in {city}, is {person}'s {relation}.", ("city",)),
    Template("{person} learned {hobby} from {person2} in {city} in {year}.",
             "In {year}, {person2} taught {person} {hobby} in {city}.", ("year",)),
    Template("{person}, born {date} in {city}, is {a_job} at {company}.",
             "{company} employs {person} as {a_job}; {person} was born in {city} on {date}.", ("date",)),
    Template("{person} plays {genre} {instrument} with the {band}s in {city}.",
             "The {band}s of {city} have {person} on {instrument} for their {genre} sets.", ("instrument",)),
    Template("{person} gave {price} {currency} to the {city} {cause} on {date}.",
             "On {date}, the {city} {cause} received {price} {currency} from {person}.", ("price",)),
    Template("{person} adopted {first2}, a {adj} {animal}, in {city} in {year}.",
             "In {year}, {person} took home {first2}, a {adj} {animal} from {city}.", ("year",)),
]


@dataclass(frozen=True)
class Synthetic:
    template: int
    slots: dict

    @property
    def text(self) -> str:
        return TEMPLATES[self.template].statement.format(**self.slots)

    def paraphrase(self) -> str:
        return TEMPLATES[self.template].paraphrase.format(**self.slots)


def _fill(r: random.Random, t: int) -> dict:
    tpl = TEMPLATES[t]
    names = {n for n in SLOTS if "{" + n + "}" in tpl.statement}
    slots = {n: SLOTS[n](r) for n in sorted(names)}
    for a, b in tpl.pairs:
        while slots[a] == slots[b]:
            slots[b] = SLOTS[a](r)
    if "s1" in slots:
        while int(slots["s1"]) <= int(slots["s2"]):  # the first named side won
            slots["s1"], slots["s2"] = SLOTS["s1"](r), SLOTS["s2"](r)
    return slots


def generate(n: int, seed: int = 0) -> list[Synthetic]:
    """n distinct facts; the first k of generate(n) are generate(k) (so stores of every size share a prefix)."""
    r = random.Random(seed)
    out: list[Synthetic] = []
    seen: set[str] = set()
    while len(out) < n:
        t = r.randrange(len(TEMPLATES))
        s = Synthetic(t, _fill(r, t))
        if s.text not in seen:
            seen.add(s.text)
            out.append(s)
    return out


# ---------------------------------------------------------------- candidates
KINDS = ("duplicate", "update", "paraphrase", "unrelated")


@dataclass(frozen=True)
class BenchCandidate:
    kind: str  # duplicate (a stored fact restated), update (one value changed), paraphrase, unrelated
    text: str
    source: int | None = None  # position of the stored fact it was made from


def candidates(stored: list[Synthetic], count: int, seed: int = 0) -> list[BenchCandidate]:
    """`count` candidates, the four kinds interleaved (so any prefix mixes them), derived from `stored`."""
    r = random.Random(f"candidates-{seed}-{len(stored)}")
    texts = {s.text for s in stored}
    fresh = (s for s in generate(len(stored) + 4 * count, seed + 1_000_003) if s.text not in texts)
    out: list[BenchCandidate] = []
    while len(out) < count:
        kind = KINDS[len(out) % len(KINDS)]
        if kind == "unrelated":
            out.append(BenchCandidate(kind, next(fresh).text))
            continue
        i = r.randrange(len(stored))
        s = stored[i]
        if kind == "duplicate":
            text = s.text if r.random() < 0.5 else s.text.rstrip(".")
        elif kind == "paraphrase":
            text = s.paraphrase()
        else:
            slot = r.choice(TEMPLATES[s.template].updatable)
            slots = dict(s.slots)
            while slots[slot] == s.slots[slot] or any(slots[a] == slots[b] for a, b in TEMPLATES[s.template].pairs):
                slots[slot] = SLOTS[slot](r)
            text = Synthetic(s.template, slots).text
        out.append(BenchCandidate(kind, text, i))
    return out


def candidate_dict(text: str, observed: str = "2026-05-30T00:00:00Z") -> dict:
    return {"text": text, "domain": DOMAIN, "namespace": NAMESPACE,
            "provenance": {"source_kind": "user_direct", "evidence_count": 1, "confidence": 0.9, "observed_at": observed}}


# ---------------------------------------------------------------- results
