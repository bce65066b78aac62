"""The fictional world of a synthetic dataroom: the target company, its people, customers,
suppliers, lender, landlords and advisers, drawn deterministically from a seed.

Everything here is invented. Names are combined from neutral word lists so that no real
company or person is described. The document builders (``documents``), the clause
library (``clauses``) and the planted issues (``issues``) all read from one
``World`` so that the documents of a room agree with each other (the customer in the revenue
spreadsheet is the customer whose contract is in folder 04, and so on).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import date, timedelta

# -- word lists --------------------------------------------------------------------------

COMPANY_STEMS = [
    "Northwind",
    "Bluefin",
    "Cascadia",
    "Ironbridge",
    "Larkspur",
    "Silverline",
    "Redwater",
    "Harborview",
    "Oakhurst",
    "Granite Peak",
    "Meadowlark",
    "Brightwater",
    "Copperfield",
    "Westbrook",
    "Stonegate",
    "Clearbrook",
    "Highmark",
    "Lindenwood",
    "Foxglove",
    "Summitry",
    "Ambergate",
    "Riverbend",
    "Kestrel",
    "Palisade",
    "Tidewater",
    "Evergreen Row",
    "Marlowe",
    "Quarry Hill",
    "Sablewood",
    "Juniper",
    "Fairhaven",
    "Coldspring",
    "Halberd",
    "Wrenfield",
    "Beaconsfield",
    "Thornbury",
    "Ashcombe",
    "Greyhawk",
    "Millstream",
    "Pinecrest",
    "Osprey",
    "Calloway",
    "Driftwood",
    "Hollis",
    "Verity",
    "Alder & Vane",
    "Brookhollow",
    "Castellan",
    "Dunmore",
    "Everly",
    "Fenwick",
    "Galloway",
    "Hartwell",
    "Inverness",
    "Kingsley",
    "Lockwood",
    "Montague",
    "Norcross",
    "Radcliffe",
    "Sterling Mill",
    "Trelawny",
    "Underhill",
    "Vantage Point",
    "Whitlock",
    "Yardley",
    "Zephyr",
]
EXTRA_STEMS = [
    head + tail
    for head in [
        "Bran",
        "Cal",
        "Dun",
        "Eld",
        "Fen",
        "Gar",
        "Hax",
        "Ivel",
        "Jor",
        "Kel",
        "Lor",
        "Mar",
        "Nev",
        "Orm",
        "Pel",
        "Quen",
        "Ros",
        "Sel",
        "Tor",
        "Ulm",
        "Val",
        "Wes",
        "Yar",
        "Zel",
    ]
    for tail in [
        "wick",
        "more",
        "stead",
        "ford",
        "ton",
        "by",
        "mere",
        "holt",
        "wyn",
        "dale",
        "crest",
        "gate",
    ]
    if head + tail not in COMPANY_STEMS
]
CUSTOMER_TRADES = [
    "Logistics",
    "Freight",
    "Distribution",
    "Foods",
    "Grocers",
    "Retail Group",
    "Home Supply",
    "Building Products",
    "Pharmacy Services",
    "Medical Supply",
    "Beverages",
    "Parcel",
    "Cold Chain",
    "Auto Parts",
    "Outdoor Goods",
    "Office Supply",
    "Furniture",
    "Apparel",
]
SUPPLIER_TRADES = [
    "Cloud Services",
    "Data Centers",
    "Telematics",
    "Hardware",
    "Staffing",
    "Software",
    "Networks",
    "Analytics",
    "Print & Mail",
    "Facilities",
    "Security",
    "Mapping Data",
]
ENTITY_SUFFIXES = ["Inc.", "LLC", "Corp.", "Inc.", "LLC", "Co.", "Holdings, Inc.", "L.P."]
FIRST_NAMES = [
    "Daniel",
    "Priya",
    "Marcus",
    "Elena",
    "Thomas",
    "Aisha",
    "Jonah",
    "Beatrice",
    "Rafael",
    "Mei",
    "Colin",
    "Sofia",
    "Gareth",
    "Nadia",
    "Owen",
    "Leah",
    "Victor",
    "Ingrid",
    "Samuel",
    "Hannah",
    "Tobias",
    "Camille",
    "Desmond",
    "Yuki",
    "Patrick",
    "Lucia",
    "Ahmed",
    "Greta",
    "Henry",
    "Olivia",
    "Kwame",
    "Freya",
    "Martin",
    "Rosa",
    "Julian",
    "Anika",
    "Felix",
    "Clara",
]
LAST_NAMES = [
    "Okafor",
    "Raman",
    "Whitfield",
    "Lindqvist",
    "Moreau",
    "Castellanos",
    "Brennan",
    "Tanaka",
    "Achebe",
    "Halloran",
    "Sørensen",
    "Delgado",
    "Novak",
    "Pemberton",
    "Iyer",
    "Kowalski",
    "Fairbairn",
    "Mensah",
    "Larsen",
    "Quintero",
    "Abernathy",
    "Vasquez",
    "Holt",
    "Nakamura",
    "Gallagher",
    "Petrov",
    "Osei",
    "Lindgren",
    "Carrow",
    "Mbeki",
    "Ferreira",
    "Duval",
    "Ashworth",
    "Keane",
    "Rasmussen",
    "Varga",
    "Thorne",
    "Ellison",
    "Marsh",
    "Aldridge",
]
CITIES = [
    ("Portland", "Oregon"),
    ("Denver", "Colorado"),
    ("Columbus", "Ohio"),
    ("Austin", "Texas"),
    ("Raleigh", "North Carolina"),
    ("Minneapolis", "Minnesota"),
    ("Sacramento", "California"),
    ("Pittsburgh", "Pennsylvania"),
    ("Nashville", "Tennessee"),
    ("Madison", "Wisconsin"),
    ("Richmond", "Virginia"),
    ("Boise", "Idaho"),
    ("Omaha", "Nebraska"),
    ("Tucson", "Arizona"),
    ("Hartford", "Connecticut"),
    ("Albany", "New York"),
    ("Louisville", "Kentucky"),
]
STREETS = [
    "Harbor Street",
    "Commerce Way",
    "Industrial Parkway",
    "Market Square",
    "River Road",
    "Founders Lane",
    "Old Mill Road",
    "Lakeshore Drive",
    "Station Avenue",
    "Quarry Road",
]
PRODUCTS = ["RouteIQ", "FleetLoom", "DockPilot", "CargoLens", "LaneWise", "Stackline"]
LAW_FIRMS = [
    "Ashby Kern LLP",
    "Marlow & Finch LLP",
    "Greaves Holloway LLP",
    "Tennant Ruiz LLP",
    "Bramwell Ostrander LLP",
    "Carrick Dunleavy LLP",
]
BANKS = ["First Cascade Bank, N.A.", "Keystone Commercial Bank", "Union Meridian Bank, N.A."]
INSURERS = [
    "Granite Mutual Insurance Company",
    "Beacon Specialty Underwriters",
    "Northfield Casualty Co.",
    "Atlas Harbor Insurance Company",
    "Lighthouse Assurance Ltd.",
]
AUDITORS = ["Pryor Wendt & Co. LLP", "Hallam Brooks LLP"]


# -- formatting helpers -----------------------------------------------------------------

_UNITS = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n: int) -> str:
    """Number in words, for legal style "thirty (30) days" (0..999)."""
    if n < 20:
        return _UNITS[n]
    if n < 100:
        tens, unit = divmod(n, 10)
        return _TENS[tens] + ("-" + _UNITS[unit] if unit else "")
    hundreds, rest = divmod(n, 100)
    return _UNITS[hundreds] + " hundred" + (" " + words(rest) if rest else "")


def days(n: int) -> str:
    return f"{words(n)} ({n}) days"


def money(value: float, currency: str = "$") -> str:
    if currency == "$":
        return f"${value:,.0f}"
    return f"{currency} {value:,.0f}"


def long_date(d: date) -> str:
    return f"{d.strftime('%B')} {d.day}, {d.year}"


# -- the world --------------------------------------------------------------------------


@dataclass
class Person:
    first: str
    last: str
    title: str = ""
    email: str = ""

    @property
    def name(self) -> str:
        return f"{self.first} {self.last}"


@dataclass
class Counterparty:
    name: str  # full legal name
    short: str  # defined term, e.g. "Northwind"
    city: str
    state: str
    contact: Person
    annual: float = 0.0  # revenue from (customer) or spend with (supplier), current FY
    prior: float = 0.0  # previous FY
    start: date = date(2022, 1, 1)
    product: str = ""

    @property
    def address(self) -> str:
        return f"{self.city}, {self.state}"


@dataclass
class World:
    seed: int
    rng: random.Random
    target: str
    short: str
    product: str
    state: str
    city: str
    hq_address: str
    buyer: str
    ceo: Person
    cfo: Person
    cto: Person
    counsel: Person
    vp_sales: Person
    directors: list[Person]
    investors: list[str]
    customers: list[Counterparty]
    suppliers: list[Counterparty]
    employees: list[Person]
    bank: str
    insurer_pool: list[str]
    law_firm: str
    auditor: str
    fy: int = 2025
    used_names: set[str] = field(default_factory=set)
    used_stems: set[str] = field(default_factory=set)
    reserved_last: set[str] = field(default_factory=set)  # rubric terms name these people

    # -- small deterministic helpers -----------------------------------------------------
    def pick(self, items: list):
        return items[self.rng.randrange(len(items))]

    def chance(self, p: float) -> bool:
        return self.rng.random() < p

    def day_between(self, start: date, end: date) -> date:
        return start + timedelta(days=self.rng.randrange(max(1, (end - start).days)))

    def person(self, title: str = "", domain: str | None = None) -> Person:
        for _ in range(200):
            first, last = self.pick(FIRST_NAMES), self.pick(LAST_NAMES)
            if f"{first} {last}" not in self.used_names and last not in self.reserved_last:
                break
        self.used_names.add(f"{first} {last}")
        dom = domain or self.domain
        return Person(first, last, title, f"{first[0].lower()}{ascii_slug(last)}@{dom}")

    def company(self, trades: list[str]) -> tuple[str, str]:
        """A new company name; stems stay unique while they last, so "Westbrook" names one
        counterparty in a room (rubric terms rely on that)."""
        fresh = [stem for stem in COMPANY_STEMS if stem not in self.used_stems]
        if not fresh:  # large rooms: made-up stems, so no filler company shares a planted name
            fresh = [stem for stem in EXTRA_STEMS if stem not in self.used_stems] or EXTRA_STEMS
        for _ in range(500):
            stem = self.pick(fresh)
            name = f"{stem} {self.pick(trades)}"
            if name not in self.used_names:
                break
        self.used_names.add(name)
        self.used_stems.add(stem)
        suffix = self.pick(ENTITY_SUFFIXES)
        joiner = ", " if suffix == "Inc." else " "
        return f"{name}{joiner}{suffix}", stem

    @property
    def domain(self) -> str:
        return ascii_slug(self.short) + ".com"

    def counterparty(self, trades: list[str], annual: float, product: str = "") -> Counterparty:
        name, stem = self.company(trades)
        city, state = self.pick(CITIES)
        contact = self.person("", ascii_slug(stem) + ".com")
        contact.title = self.pick(
            [
                "Vice President, Procurement",
                "General Counsel",
                "Director of Operations",
                "Chief Operating Officer",
                "Head of Vendor Management",
                "Chief Financial Officer",
            ]
        )
        start = self.day_between(date(2019, 1, 1), date(2024, 6, 30))
        growth = 1 + self.rng.uniform(-0.08, 0.35)
        return Counterparty(
            name,
            stem,
            city,
            state,
            contact,
            round(annual, -2),
            round(annual / growth, -2),
            start,
            product,
        )


def ascii_slug(text: str) -> str:
    table = str.maketrans({"ø": "o", "é": "e", "&": "", " ": "", ",": "", ".": ""})
    return text.translate(table).lower()


def make_world(seed: int, customers: int = 12, suppliers: int = 8, employees: int = 12) -> World:
    """The cast of one room. Same seed, same world."""
    rng = random.Random(seed)
    target_stem = rng.choice(["Halvorsen", "Corvane", "Brightlane", "Tessaly", "Quillon", "Marren"])
    product = rng.choice(PRODUCTS)
    city, state = rng.choice(CITIES)
    world = World(
        seed=seed,
        rng=rng,
        target=f"{target_stem} Systems, Inc.",
        short=target_stem,
        product=product,
        state="Delaware",
        city=city,
        hq_address=f"{rng.randrange(100, 2400)} {rng.choice(STREETS)}, {city}, {state}",
        buyer=f"{rng.choice(['Meridian Peak', 'Cobalt Ridge', 'Lantern Hill'])} Acquisition Corp.",
        ceo=Person("", ""),
        cfo=Person("", ""),
        cto=Person("", ""),
        counsel=Person("", ""),
        vp_sales=Person("", ""),
        directors=[],
        investors=[],
        customers=[],
        suppliers=[],
        employees=[],
        bank=rng.choice(BANKS),
        insurer_pool=list(INSURERS),
        law_firm=rng.choice(LAW_FIRMS),
        auditor=rng.choice(AUDITORS),
    )
    world.used_names.add(target_stem)
    world.ceo = world.person("Chief Executive Officer")
    world.reserved_last.add(world.ceo.last)
    world.cto = world.person("Chief Technology Officer")
    world.reserved_last.add(world.cto.last)
    world.cfo = world.person("Chief Financial Officer")
    world.counsel = world.person("General Counsel")
    world.vp_sales = world.person("Vice President, Sales")
    world.directors = [world.person("Director", "vc.example") for _ in range(3)]
    world.investors = [
        f"{world.pick(['Foundry', 'Keel', 'Harrow', 'Sundial', 'Ridgeline'])} Ventures Fund III, L.P.",
        f"{world.pick(['Northgate', 'Paragon', 'Tallow', 'Bramble'])} Growth Partners II, L.P.",
    ]
    # a skewed revenue distribution: the first customer is the largest
    top = round(rng.uniform(5.2, 7.4), 2) * 1_000_000
    for i in range(customers):
        share = top if i == 0 else top * rng.uniform(0.12, 0.42) / (1 + i * 0.15)
        world.customers.append(world.counterparty(CUSTOMER_TRADES, share, product))
    for _ in range(suppliers):
        world.suppliers.append(world.counterparty(SUPPLIER_TRADES, rng.uniform(0.15, 1.6) * 1e6))
    titles = [
        "Vice President, Engineering",
        "Director of Product",
        "Head of Customer Success",
        "Controller",
        "Senior Software Engineer",
        "Principal Data Scientist",
        "Director of Security",
        "Sales Director, West",
        "Sales Director, East",
        "HR Business Partner",
        "Staff Engineer",
        "Solutions Architect",
    ]
    for i in range(employees):
        world.employees.append(world.person(titles[i % len(titles)]))
    return world
