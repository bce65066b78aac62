"""Document builders for synthetic datarooms: contracts, minutes, spreadsheets, letters,
policies, emails. Each returns a ``Doc`` (format-neutral content); ``render`` writes it
to PDF, DOCX, XLSX, PPTX, EML, HTML, TXT or MD with ``diligence_tui.docwriters``.

Builders take ``extra``: clauses, agenda items or rows that planted issues and distractors
add to an otherwise ordinary document.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from typing import Any

from diligence_tui.samples import clauses as cl
from diligence_tui.samples.world import Counterparty, Person, World, long_date, money, words

FOLDERS = {
    "corp": "01 Corporate",
    "cap": "02 Capitalization",
    "material": "03 Material Contracts",
    "customers": "04 Customers",
    "suppliers": "05 Suppliers",
    "ip": "06 Intellectual Property",
    "people": "07 Employees & Benefits",
    "estate": "08 Real Estate",
    "debt": "09 Financing & Debt",
    "lit": "10 Litigation & Disputes",
    "reg": "11 Regulatory & Compliance",
    "tax": "12 Tax",
    "ins": "13 Insurance",
    "env": "14 Environmental",
    "mail": "15 Correspondence",
    "fin": "16 Financial Statements",
}

Extra = list[tuple[str, Any]]  # (section or slot, text or row)


@dataclass
class Doc:
    path: str  # relative to the room's documents/ folder; the suffix is the format
    title: str
    blocks: list[tuple] = field(default_factory=list)
    sheets: dict[str, list[list[Any]]] | None = None
    slides: list[tuple[str, str, str]] | None = None
    email: dict[str, Any] | None = None  # sender, to, subject, date, attachments: list[Doc]
    key: str = ""
    header: str = ""

    @property
    def fmt(self) -> str:
        return self.path.rsplit(".", 1)[-1].lower()


def folder_path(folder: str, name: str) -> str:
    return f"{FOLDERS[folder]}/{name}"


def _extra_for(extra: Extra, slot: str) -> list[Any]:
    return [payload for where, payload in extra if where == slot]


def signature_block(p_name: str, p_signer: Person, c_name: str, c_signer: Person) -> list[tuple]:
    return [
        (
            "p",
            "IN WITNESS WHEREOF, the parties have caused this Agreement to be executed by their duly authorized representatives as of the Effective Date.",
        ),
        (
            "table",
            [
                [p_name, c_name],
                ["By: /s/ " + p_signer.name, "By: /s/ " + c_signer.name],
                ["Name: " + p_signer.name, "Name: " + c_signer.name],
                [
                    "Title: " + (p_signer.title or "Authorized Signatory"),
                    "Title: " + (c_signer.title or "Authorized Signatory"),
                ],
            ],
        ),
    ]


# -- contracts ----------------------------------------------------------------------------

CONTRACT_SECTIONS = [
    "Fees and Payment",
    "Term and Termination",
    "Confidentiality",
    "Intellectual Property",
    "Data Protection and Security",
    "Warranties",
    "Indemnification",
    "Limitation of Liability",
    "Insurance",
    "Assignment",
    "Force Majeure",
    "Notices",
    "Governing Law and Disputes",
    "General",
]


def contract(
    w: World,
    *,
    title: str,
    kind: str,  # services | supply | license | nda
    provider: tuple[str, str, Person],  # legal name, defined term, signer
    receiver: tuple[str, str, Person],
    effective: date,
    extra: Extra = (),
    exhibits: list[tuple[str, list[tuple]]] = (),
    full: bool = True,
    recital: str = "",
) -> list[tuple]:
    """A complete agreement: preamble, recitals, definitions, scope, the ordinary sections
    (planted clauses go into the section they name, or a new section before "General"),
    signatures and exhibits."""
    rng = w.rng
    p_name, p_term, p_signer = provider
    c_name, c_term, c_signer = receiver
    slots = cl.slot_values(rng)
    slots.update(P=p_term, C=c_term, Pn=p_name, Cn=c_name)
    blocks: list[tuple] = [("h1", title.upper())]
    blocks.append(
        (
            "p",
            f'This {title} (this "Agreement") is entered into as of {long_date(effective)} (the "Effective Date") by and between {p_name} ("{p_term}") and {c_name} ("{c_term}"). {p_term} and {c_term} are each a "party" and together the "parties".',
        )
    )
    blocks.append(("h2", "Recitals"))
    recitals = {
        "services": f"WHEREAS, {p_term} provides hosted logistics planning software and related services; and WHEREAS, {c_term} wishes to obtain those services for its operations on the terms of this Agreement;",
        "supply": f"WHEREAS, {p_term} supplies the products and services described in Exhibit A; and WHEREAS, {c_term} wishes to purchase such products and services from {p_term} on a non-exclusive basis;",
        "license": f"WHEREAS, {p_term} owns or controls certain software and data; and WHEREAS, {c_term} wishes to obtain a licence to use them on the terms set out below;",
        "nda": "WHEREAS, the parties wish to protect information that they may disclose to each other in connection with the Purpose;",
    }[kind]
    blocks.append(("p", recital or recitals))
    blocks.append(
        (
            "p",
            "NOW, THEREFORE, in consideration of the mutual covenants set out below and other good and valuable consideration, the receipt and sufficiency of which are acknowledged, the parties agree as follows:",
        )
    )
    sections: list[tuple[str, list[str]]] = []
    sections.append(("Definitions", cl.definitions(rng, slots, 10 if full else 6)))
    scope_title = {
        "services": "Services",
        "supply": "Supply of Products",
        "license": "Licence Grant",
        "nda": "Purpose and Use",
    }[kind]
    scope = [cl.fill(t, slots) for t in cl.SCOPE[kind]]
    sections.append((scope_title, scope))
    names = (
        ["Confidentiality", "Term and Termination", "General"]
        if kind == "nda"
        else CONTRACT_SECTIONS
    )
    for name in names:
        if (
            not full
            and name in ("Insurance", "Force Majeure", "Data Protection and Security")
            and rng.random() < 0.5
        ):
            continue
        sections.append((name, cl.section_clauses(rng, name, slots, full)))
    for where, text in extra:
        for title_, clauses in sections:
            if title_ == where:
                clauses.insert(
                    rng.randrange(1, len(clauses) + 1) if len(clauses) > 1 else len(clauses), text
                )
                break
        else:
            sections.insert(len(sections) - 1, (where, [text]))
    for number, (name, clauses) in enumerate(sections, start=1):
        blocks.append(("h2", f"{number}. {name}"))
        for sub, text in enumerate(clauses, start=1):
            blocks.append(("p", f"{number}.{sub} {text}"))
    blocks.extend(signature_block(p_name, p_signer, c_name, c_signer))
    for ex_title, ex_blocks in exhibits:
        blocks.append(("page_break",))
        blocks.append(("h2", ex_title))
        blocks.extend(ex_blocks)
    return blocks


def pricing_exhibit(w: World, annual: float, units: str = "vehicles") -> list[tuple]:
    rng = w.rng
    qty = rng.randrange(80, 2400)
    unit_price = annual * 0.8 / qty
    services = annual * 0.2
    rows = [
        ["Item", "Quantity", "Unit price (annual)", "Amount"],
        [
            f"{w.product} subscription ({units})",
            f"{qty:,}",
            money(unit_price),
            money(unit_price * qty),
        ],
        ["Premium support and account management", "1", money(services), money(services)],
        ["Total annual fees", "", "", money(unit_price * qty + services)],
    ]
    return [
        (
            "p",
            "The following fees apply for the first contract year. Fees for later years are adjusted as set out in the Agreement.",
        ),
        ("table", rows),
    ]


def customer_msa(
    w: World,
    cust: Counterparty,
    extra: Extra = (),
    full: bool = True,
    terms: tuple[str, str] = ("Provider", "Customer"),
) -> list[tuple]:
    """``terms``: the parties' defined terms; filler contracts vary them ("Provider" or the
    target's short name, "Customer" or the customer's) so their text is not identical."""
    signer = Person(w.ceo.first, w.ceo.last, w.ceo.title)
    exhibits = [
        ("Exhibit A - Pricing", pricing_exhibit(w, cust.annual)),
        ("Exhibit B - Service Level Exhibit", service_levels(w)),
    ] + ([("Exhibit C - Data Processing Addendum", dpa_exhibit(w))] if full else [])
    if terms != ("Provider", "Customer"):
        exhibits = [(title, _renamed(blocks, *terms)) for title, blocks in exhibits]
    return contract(
        w,
        title="Master Subscription and Services Agreement",
        kind="services",
        provider=(w.target, terms[0], signer),
        receiver=(cust.name, terms[1], cust.contact),
        effective=cust.start,
        extra=extra,
        full=full,
        exhibits=exhibits,
    )


def _renamed(blocks: list[tuple], provider: str, customer: str) -> list[tuple]:
    def swap(text: str) -> str:
        text = re.sub(r"\bCustomer\b(?! Data)", customer, text)
        return re.sub(r"\bProvider\b", provider, text)

    return [(kind, swap(rest[0])) if kind == "p" else (kind, *rest) for kind, *rest in blocks]


DPA_CLAUSES = [
    (
        "Roles",
        "Customer is the controller and Provider is the processor of the Personal Data processed under the Agreement. Provider shall process Personal Data only on Customer's documented instructions, which are set out in the Agreement and this Addendum.",
    ),
    (
        "Details of processing",
        "Subject matter: provision of the Services. Duration: the Term. Nature and purpose: route planning, dispatch and delivery analytics. Categories of data subjects: Customer's drivers, dispatchers and delivery recipients. Categories of data: names, contact details, vehicle identifiers, location and telematics data, delivery addresses.",
    ),
    (
        "Personnel",
        "Provider shall ensure that persons authorized to process Personal Data are bound by confidentiality obligations and receive appropriate data protection training.",
    ),
    (
        "Security",
        "Provider shall implement the technical and organizational measures described in the Security section of the Agreement, which include encryption, access control, logging, backup, business continuity and secure development practices, and shall review them at least annually.",
    ),
    (
        "Sub-processors",
        "Customer authorizes the sub-processors listed in the table at the end of this Addendum. Provider shall give at least thirty (30) days' notice of any new sub-processor, during which Customer may object on reasonable data protection grounds; if the parties cannot resolve the objection, Customer may terminate the affected Services.",
    ),
    (
        "Data subject requests",
        "Provider shall promptly forward to Customer any request from a data subject and shall assist Customer, by appropriate technical and organizational measures, in responding to such requests.",
    ),
    (
        "Breach notification",
        "Provider shall notify Customer without undue delay after becoming aware of a personal data breach affecting Customer's Personal Data and shall provide the information Customer reasonably needs to meet its own obligations.",
    ),
    (
        "Audits",
        "Provider shall make available its most recent independent audit report and shall respond to reasonable written security questionnaires once per year. On-site audits require thirty (30) days' notice and are at Customer's cost.",
    ),
    (
        "International transfers",
        "Provider shall not transfer Personal Data outside the United States without Customer's prior written consent, except to the authorized sub-processors under appropriate safeguards.",
    ),
    (
        "Return and deletion",
        "On termination of the Services, Provider shall delete or return the Personal Data at Customer's choice and delete existing copies within ninety (90) days, unless retention is required by law.",
    ),
    (
        "Liability",
        "Each party's liability under this Addendum is subject to the limitations and exclusions of liability in the Agreement.",
    ),
]


def dpa_exhibit(w: World) -> list[tuple]:
    blocks: list[tuple] = [
        (
            "p",
            "This Data Processing Addendum forms part of the Agreement and applies to Personal Data that Provider processes on behalf of Customer.",
        )
    ]
    for number, (heading, text) in enumerate(DPA_CLAUSES, start=1):
        if number > 3 and w.rng.random() < 0.15:
            continue
        blocks.append(("p", f"C.{number} {heading}. {text}"))
    blocks.append(
        (
            "table",
            [
                ["Sub-processor", "Service", "Location"],
                ["Cloud hosting provider", "Infrastructure", "United States"],
                ["Email delivery provider", "Notifications", "United States"],
                ["Support ticketing provider", "Customer support", "United States"],
            ],
        )
    )
    return blocks


def service_levels(w: World) -> list[tuple]:
    uptime = w.pick(["99.5%", "99.7%", "99.9%"])
    return [
        (
            "p",
            f"Provider shall make the production environment available at least {uptime} of the time in each calendar month, excluding scheduled maintenance and events described in the Force Majeure section.",
        ),
        (
            "table",
            [
                ["Monthly availability", "Service credit"],
                [f"Below {uptime} but at least 99.0%", "5% of monthly fees"],
                ["Below 99.0% but at least 97.0%", "10% of monthly fees"],
                ["Below 97.0%", "20% of monthly fees"],
            ],
        ),
        (
            "p",
            "Service credits are Customer's sole monetary remedy for failure to meet the availability commitment, except where the failure also gives Customer a right to terminate under the Agreement. Credits must be requested within thirty (30) days after the end of the affected month.",
        ),
        (
            "table",
            [
                ["Severity", "Description", "Initial response"],
                [
                    "1 - Critical",
                    "Production unavailable or route planning stopped",
                    "1 hour, 24x7",
                ],
                ["2 - High", "Major function impaired, workaround available", "4 business hours"],
                ["3 - Normal", "Minor defect or question", "1 business day"],
            ],
        ),
    ]


def supplier_agreement(
    w: World,
    sup: Counterparty,
    extra: Extra = (),
    full: bool = True,
    title: str = "",
    terms: tuple[str, str] = ("Supplier", "Company"),
) -> list[tuple]:
    kind = "supply" if w.chance(0.5) else "services"
    title = title or ("Supply Agreement" if kind == "supply" else "Services Agreement")
    rows = [
        ["Service or product", "Annual commitment"],
        [f"{sup.short} core services", money(sup.annual * 0.85)],
        ["Professional services (estimate)", money(sup.annual * 0.15)],
    ]
    return contract(
        w,
        title=title,
        kind=kind,
        provider=(sup.name, terms[0], sup.contact),
        receiver=(w.target, terms[1], w.cfo),
        effective=sup.start,
        extra=extra,
        full=full,
        exhibits=[("Exhibit A - Products, Services and Pricing", [("table", rows)])],
    )


def nda(w: World, other: str, other_signer: Person, effective: date) -> list[tuple]:
    return contract(
        w,
        title="Mutual Nondisclosure Agreement",
        kind="nda",
        provider=(w.target, w.short, w.counsel),
        receiver=(other, "Counterparty", other_signer),
        effective=effective,
        full=False,
    )


# -- corporate ----------------------------------------------------------------------------


def board_minutes(w: World, meeting: date, extra: Extra = (), special: bool = False) -> list[tuple]:
    rng = w.rng
    present = [w.ceo] + w.directors
    blocks: list[tuple] = [
        ("h1", f"{w.target.upper()}"),
        (
            "h2",
            f"Minutes of a {'Special' if special else 'Regular'} Meeting of the Board of Directors",
        ),
        (
            "p",
            f'A {"special" if special else "regular"} meeting of the Board of Directors (the "Board") of {w.target}, a Delaware corporation (the "Company"), was held on {long_date(meeting)} at the Company\'s offices at {w.hq_address} and by video conference.',
        ),
        (
            "p",
            "Directors present: "
            + ", ".join(p.name for p in present)
            + f". Also present: {w.cfo.name} ({w.cfo.title}), {w.counsel.name} ({w.counsel.title}, acting as secretary of the meeting) and, for part of the meeting, {w.cto.name} ({w.cto.title}).",
        ),
        ("h3", "1. Call to order and quorum"),
        (
            "p",
            f"{w.ceo.name} called the meeting to order at {rng.choice(['9:00', '10:00', '2:00', '3:30'])} {rng.choice(['a.m.', 'p.m.'])}. The secretary confirmed that notice had been duly given and that a quorum of directors was present.",
        ),
        ("h3", "2. Approval of prior minutes"),
        (
            "p",
            "Upon motion duly made and seconded, the minutes of the previous meeting of the Board, in the form circulated with the meeting materials, were approved unanimously.",
        ),
        ("h3", "3. Chief Executive Officer's report"),
        (
            "p",
            f"{w.ceo.name} reviewed bookings, retention and hiring against plan. Net new annual recurring revenue for the quarter was {money(rng.uniform(0.6, 2.4) * 1e6)}, gross revenue retention was {rng.randrange(88, 97)}% and the Company ended the quarter with {rng.randrange(140, 260)} employees.",
        ),
        ("p", cl.filler_paragraph(rng, 3)),
        ("h3", "4. Financial report"),
        (
            "p",
            f"{w.cfo.name} presented the quarterly financial statements, the cash forecast and the status of the Company's credit facility with {w.bank}. The Company remained in compliance with its financial covenants as of the end of the quarter. The Board discussed working capital and the collection of overdue receivables.",
        ),
        ("p", cl.filler_paragraph(rng, 2)),
    ]
    number = 5
    for heading, text in extra:
        blocks.append(("h3", f"{number}. {heading}"))
        for paragraph in text if isinstance(text, list) else [text]:
            blocks.append(("p", paragraph))
        number += 1
    blocks += [
        ("h3", f"{number}. Equity grants"),
        (
            "p",
            "RESOLVED, that the stock option grants listed on Schedule A to these minutes are approved, each with an exercise price equal to the fair market value of the Common Stock as determined by the Board on the basis of the most recent independent valuation, and vesting over four years with a one-year cliff.",
        ),
        ("h3", f"{number + 1}. Adjournment"),
        ("p", "There being no further business, the meeting was adjourned."),
        ("p", f"/s/ {w.counsel.name}, Secretary of the Meeting"),
        ("h3", "Schedule A - Stock option grants"),
        (
            "table",
            [["Optionee", "Shares", "Vesting commencement"]]
            + [
                [p.name, f"{w.rng.randrange(5, 60) * 1000:,}", long_date(meeting)]
                for p in w.rng.sample(w.employees, 3)
            ],
        ),
    ]
    return blocks


def certificate_of_incorporation(w: World, shares: int) -> list[str]:
    pages = [
        f"AMENDED AND RESTATED CERTIFICATE OF INCORPORATION OF {w.target.upper()}\n\n"
        f'{w.target}, a corporation organized and existing under the General Corporation Law of the State of Delaware (the "Corporation"), certifies as follows:\n\n'
        f"1. The name of the Corporation is {w.target}. The original Certificate of Incorporation was filed with the Secretary of State of the State of Delaware on {long_date(date(2017, 3, 14))}.\n\n"
        "2. This Amended and Restated Certificate of Incorporation was duly adopted in accordance with Sections 228, 242 and 245 of the General Corporation Law of the State of Delaware and restates and amends the Certificate of Incorporation in its entirety.\n\n"
        "ARTICLE I. NAME. The name of the Corporation is as stated above.\n\n"
        "ARTICLE II. REGISTERED OFFICE. The address of the registered office of the Corporation in the State of Delaware is 1209 Orange Street, Wilmington, New Castle County, Delaware 19801.\n\n"
        "ARTICLE III. PURPOSE. The purpose of the Corporation is to engage in any lawful act or activity for which corporations may be organized under the General Corporation Law.",
        f"ARTICLE IV. CAPITAL STOCK. The total number of shares of all classes of stock which the Corporation is authorized to issue is {shares:,} shares, consisting of {int(shares * 0.7):,} shares of Common Stock, $0.0001 par value per share, and {shares - int(shares * 0.7):,} shares of Preferred Stock, $0.0001 par value per share, of which the Board may designate series.\n\n"
        "Section 1. Dividends. Holders of Preferred Stock are entitled to receive non-cumulative dividends, when, as and if declared by the Board, in preference to any dividend on Common Stock.\n\n"
        "Section 2. Liquidation. In the event of any liquidation, dissolution or winding up of the Corporation, or any Deemed Liquidation Event, the holders of Preferred Stock shall be paid, before any payment to holders of Common Stock, an amount per share equal to one times the original issue price plus declared but unpaid dividends.\n\n"
        "Section 3. Voting. Each holder of Preferred Stock is entitled to the number of votes equal to the number of shares of Common Stock into which its shares are convertible. The holders of a majority of the Preferred Stock, voting as a separate class, must approve any merger or sale of the Corporation.\n\n"
        "Section 4. Conversion. Each share of Preferred Stock is convertible at the option of its holder into Common Stock at the conversion rate then in effect, and converts automatically upon a qualified public offering.",
        "ARTICLE V. DIRECTORS. The number of directors is fixed by the Bylaws. Elections of directors need not be by written ballot.\n\n"
        "ARTICLE VI. LIMITATION OF DIRECTOR LIABILITY. To the fullest extent permitted by the General Corporation Law, a director of the Corporation shall not be personally liable to the Corporation or its stockholders for monetary damages for breach of fiduciary duty as a director.\n\n"
        "ARTICLE VII. INDEMNIFICATION. The Corporation shall indemnify its directors and officers to the fullest extent permitted by law.\n\n"
        f"IN WITNESS WHEREOF, the Corporation has caused this certificate to be signed by its Chief Executive Officer on {long_date(date(2023, 5, 2))}.\n\n/s/ {w.ceo.name}, Chief Executive Officer",
    ]
    return pages


def bylaws(w: World) -> list[tuple]:
    rng = w.rng
    articles = [
        (
            "Offices",
            [
                "The registered office of the Corporation shall be in the State of Delaware. The Corporation may have other offices as the Board may determine."
            ],
        ),
        (
            "Meetings of Stockholders",
            [
                "Annual meetings of stockholders shall be held at the date, time and place fixed by the Board for the election of directors and the transaction of other proper business.",
                "Special meetings of stockholders may be called by the Board, the Chair of the Board or the Chief Executive Officer, and shall be called by the Secretary at the written request of holders of at least twenty-five percent (25%) of the outstanding voting stock.",
                "Written notice of each meeting stating the place, date and hour, and for a special meeting its purpose, shall be given not less than ten (10) nor more than sixty (60) days before the meeting.",
                "The holders of a majority of the voting power of the outstanding stock entitled to vote, present in person or by proxy, constitute a quorum.",
                "Any action required or permitted to be taken at a meeting of stockholders may be taken without a meeting by written consent of holders having not less than the minimum number of votes required to take the action at a meeting.",
            ],
        ),
        (
            "Directors",
            [
                "The business and affairs of the Corporation shall be managed by or under the direction of the Board. The Board shall consist of five (5) members unless changed by resolution of the Board.",
                "Directors hold office until their successors are elected and qualified or until their earlier death, resignation or removal. Vacancies may be filled by a majority of the directors then in office.",
                "Regular meetings of the Board may be held without notice at times and places the Board determines. Special meetings may be called by the Chair or the Chief Executive Officer on forty-eight (48) hours' notice.",
                "A majority of the total number of directors constitutes a quorum, and the act of a majority of the directors present at a meeting at which a quorum is present is the act of the Board.",
                "Any action of the Board may be taken without a meeting if all directors consent in writing or by electronic transmission.",
            ],
        ),
        (
            "Committees",
            [
                "The Board may designate an audit committee, a compensation committee and such other committees as it considers appropriate, each consisting of one or more directors."
            ],
        ),
        (
            "Officers",
            [
                "The officers of the Corporation shall be a Chief Executive Officer, a Chief Financial Officer and a Secretary, and may include such other officers as the Board appoints.",
                "The Chief Executive Officer has general supervision of the business of the Corporation, subject to the control of the Board.",
            ],
        ),
        (
            "Stock",
            [
                "Shares of the Corporation may be certificated or uncertificated as the Board determines. Transfers of stock shall be made on the books of the Corporation only by the holder of record or an authorized attorney.",
                "No stockholder may transfer shares without first offering them to the Corporation on the terms set out in the Corporation's right of first refusal, except for permitted transfers to family trusts and affiliates.",
            ],
        ),
        (
            "Indemnification",
            [
                "The Corporation shall indemnify and advance expenses to any person who is or was a director or officer of the Corporation to the fullest extent permitted by the General Corporation Law of the State of Delaware.",
                "The rights conferred by this Article are contract rights and continue for a person who has ceased to be a director or officer.",
            ],
        ),
        (
            "General Provisions",
            [
                "The fiscal year of the Corporation ends on December 31 unless otherwise fixed by the Board.",
                "These Bylaws may be amended or repealed by the Board or by the stockholders.",
            ],
        ),
    ]
    blocks: list[tuple] = [
        ("h1", f"Amended and Restated Bylaws of {w.target}"),
        ("p", f"Adopted by the Board of Directors on {long_date(date(2023, 5, 2))}."),
    ]
    for number, (name, paragraphs) in enumerate(articles, start=1):
        blocks.append(("h2", f"Article {number}. {name}"))
        for sub, text in enumerate(paragraphs, start=1):
            blocks.append(("p", f"Section {number}.{sub}. {text}"))
        if rng.random() < 0.3:
            blocks.append(
                (
                    "p",
                    f"Section {number}.{len(paragraphs) + 1}. The Board may adopt rules and procedures consistent with this Article as it considers necessary for the orderly conduct of the Corporation's affairs.",
                )
            )
    return blocks


def disclosure_schedule(w: World, rows: list[list[str]]) -> list[tuple]:
    return [
        ("h1", "Disclosure Schedule (Draft)"),
        (
            "p",
            f'This draft Disclosure Schedule is delivered by {w.target} (the "Company") in connection with the proposed Agreement and Plan of Merger with {w.buyer}. Section numbers refer to the representations and warranties of the draft Agreement. Inclusion of an item is not an admission that it is material. The documents listed are provided in the data room unless noted otherwise.',
        ),
        ("table", [["Section", "Item", "Document", "Data room location"]] + rows),
        (
            "p",
            "This schedule will be updated before signing. Capitalized terms have the meanings given in the Agreement.",
        ),
    ]


# -- spreadsheets -------------------------------------------------------------------------


def revenue_workbook(
    w: World, customers: list[Counterparty], note: str = ""
) -> dict[str, list[list[Any]]]:
    fy, prev = w.fy, w.fy - 1
    rows: list[list[Any]] = [
        ["Customer", f"FY{prev} revenue ($)", f"FY{fy} revenue ($)", "Growth", f"Share of FY{fy}"]
    ]
    total = sum(c.annual for c in customers)
    for i, c in enumerate(customers, start=2):
        rows.append(
            [
                c.name,
                c.prior,
                c.annual,
                (f"=C{i}/B{i}-1", round(c.annual / c.prior - 1, 4)),
                (f"=C{i}/$C${len(customers) + 2}", round(c.annual / total, 4)),
            ]
        )
    last = len(customers) + 1
    rows.append(
        [
            "Total",
            (f"=SUM(B2:B{last})", round(sum(c.prior for c in customers), 2)),
            (f"=SUM(C2:C{last})", round(total, 2)),
            "",
            (f"=SUM(E2:E{last})", 1.0),
        ]
    )
    rows.append([])
    rows.append(
        ["Source: billing system export, reconciled to the general ledger by the Controller."]
    )
    if note:
        rows.append([note])
    months = [["Month", "Recurring revenue ($)", "Services revenue ($)", "Total ($)"]]
    base = total / 12
    for m in range(1, 13):
        recurring = round(base * (0.9 + m * 0.012) * 0.86, 2)
        services = round(base * 0.14 * (0.8 + (m % 4) * 0.1), 2)
        months.append(
            [
                f"{date(fy, m, 1):%b} {fy}",
                recurring,
                services,
                (f"=B{m + 1}+C{m + 1}", round(recurring + services, 2)),
            ]
        )
    months.append(
        [
            "Total",
            ("=SUM(B2:B13)", round(sum(r[1] for r in months[1:]), 2)),
            ("=SUM(C2:C13)", round(sum(r[2] for r in months[1:]), 2)),
            ("=SUM(D2:D13)", round(sum(r[3][1] for r in months[1:]), 2)),
        ]
    )
    return {"By customer": rows, "By month": months}


def cap_table(w: World, extra: Extra = ()) -> dict[str, list[list[Any]]]:
    rng = w.rng
    holders: list[tuple[str, str, int]] = [
        (w.ceo.name + " (Chief Executive Officer)", "Common", rng.randrange(2_400_000, 3_200_000)),
        (
            w.cto.name + " (co-founder, Chief Technology Officer)",
            "Common",
            rng.randrange(1_800_000, 2_600_000),
        ),
        (w.cfo.name, "Common", rng.randrange(150_000, 300_000)),
        (w.investors[0], "Series A Preferred", rng.randrange(2_000_000, 3_000_000)),
        (w.investors[1], "Series B Preferred", rng.randrange(1_500_000, 2_400_000)),
        ("Employees and former employees (aggregate)", "Common", rng.randrange(600_000, 900_000)),
    ]
    for payload in _extra_for(extra, "holder"):
        holders.append(payload)
    rows: list[list[Any]] = [["Holder", "Class", "Shares", "Fully diluted %", "Notes"]]
    pool = rng.randrange(1_200_000, 1_700_000)
    total = sum(h[2] for h in holders) + pool
    notes = {row[0]: row[1] for row in _extra_for(extra, "note")}
    for i, (name, klass, shares) in enumerate(holders, start=2):
        rows.append(
            [
                name,
                klass,
                shares,
                (f"=C{i}/$C${len(holders) + 3}", round(shares / total, 4)),
                notes.get(name, ""),
            ]
        )
    n = len(holders) + 2
    rows.append(
        [
            "Option pool (granted and available)",
            "Options",
            pool,
            (f"=C{n}/$C${n + 1}", round(pool / total, 4)),
            "2019 Equity Incentive Plan",
        ]
    )
    rows.append(["Total fully diluted", "", (f"=SUM(C2:C{n})", total), (f"=SUM(D2:D{n})", 1.0), ""])
    grants = [["Optionee", "Grant date", "Shares", "Exercise price ($)", "Vesting", "Acceleration"]]
    for person in w.employees[:8]:
        grants.append(
            [
                person.name,
                long_date(w.day_between(date(2020, 1, 1), date(2025, 6, 30))),
                rng.randrange(10, 120) * 1000,
                round(rng.uniform(0.4, 2.9), 2),
                "4 years, 1-year cliff",
                "None",
            ]
        )
    for payload in _extra_for(extra, "grant"):
        grants.append(payload)
    return {"Capitalization": rows, "Option grants": grants}


def financial_statements(w: World, revenue: float) -> dict[str, list[list[Any]]]:
    rng = w.rng
    cogs = round(revenue * rng.uniform(0.22, 0.3), 2)
    opex = [
        ("Research and development", 0.31),
        ("Sales and marketing", 0.34),
        ("General and administrative", 0.17),
    ]
    pl: list[list[Any]] = [
        ["Line item", f"FY{w.fy} ($)"],
        ["Revenue", round(revenue, 2)],
        ["Cost of revenue", cogs],
        ["Gross profit", ("=B2-B3", round(revenue - cogs, 2))],
    ]
    total_opex = 0.0
    for name, share in opex:
        value = round(revenue * share * rng.uniform(0.9, 1.1), 2)
        total_opex += value
        pl.append([name, value])
    pl.append(["Total operating expenses", ("=SUM(B5:B7)", round(total_opex, 2))])
    pl.append(["Operating income (loss)", ("=B4-B8", round(revenue - cogs - total_opex, 2))])
    bs: list[list[Any]] = [["Balance sheet item", f"Dec 31, {w.fy} ($)"]]
    cash = round(revenue * rng.uniform(0.2, 0.5), 2)
    ar = round(revenue * 0.18, 2)
    bs += [
        ["Cash and equivalents", cash],
        ["Accounts receivable, net", ar],
        ["Other current assets", round(revenue * 0.04, 2)],
        ["Total current assets", ("=SUM(B2:B4)", round(cash + ar + revenue * 0.04, 2))],
        ["Deferred revenue", round(revenue * 0.31, 2)],
        ["Term loan, net of current portion", round(rng.uniform(14, 19) * 1e6, 2)],
    ]
    return {"Income statement": pl, "Balance sheet": bs}


# -- letters, policies, notes --------------------------------------------------------------


def letter(
    sender_org: str,
    sender: Person,
    recipient_org: str,
    recipient: Person,
    when: date,
    subject: str,
    paragraphs: list[str],
    address: str = "",
) -> list[tuple]:
    blocks: list[tuple] = [
        ("p", sender_org + (f"\n{address}" if address else "")),
        ("p", long_date(when)),
        ("p", f"{recipient.name}\n{recipient.title}\n{recipient_org}"),
        ("p", f"Re: {subject}"),
        ("p", f"Dear {recipient.first} {recipient.last}:"),
    ]
    blocks += [("p", p) for p in paragraphs]
    blocks += [("p", "Sincerely,"), ("p", f"/s/ {sender.name}\n{sender.title}\n{sender_org}")]
    return blocks


POLICIES = {
    "Information Security Policy": [
        (
            "Purpose",
            "This policy sets out how {co} protects the confidentiality, integrity and availability of the information it holds, including customer data entrusted to it.",
        ),
        (
            "Scope",
            "It applies to all employees, contractors and third parties with access to {co} systems, in every location and on every device used for company business.",
        ),
        (
            "Access control",
            "Access is granted on the principle of least privilege, approved by the system owner and reviewed quarterly. Multi-factor authentication is mandatory for all production systems, email and remote access.",
        ),
        (
            "Encryption",
            "Customer data is encrypted in transit using TLS 1.2 or later and at rest using AES-256. Encryption keys are managed in the cloud provider's key management service and rotated annually.",
        ),
        (
            "Logging and monitoring",
            "Security-relevant events are logged centrally and retained for at least one year. Alerts for suspicious activity are triaged by the security team within one business day.",
        ),
        (
            "Vulnerability management",
            "Critical vulnerabilities are remediated within fourteen days and high vulnerabilities within thirty days of identification. An independent penetration test is performed annually.",
        ),
        (
            "Incident response",
            "Suspected incidents must be reported immediately to security@{domain}. The incident response plan defines roles, escalation, evidence handling and customer and regulator notification.",
        ),
        (
            "Exceptions",
            "Exceptions require written approval of the Director of Security, are time-limited and are recorded in the risk register.",
        ),
    ],
    "Privacy Policy": [
        (
            "Who we are",
            "{co} provides logistics planning software to businesses. This notice explains how we handle personal information about visitors to our website, our customers' users and our business contacts.",
        ),
        (
            "Information we collect",
            "We collect contact details, account credentials, usage data, device information and, when our customers use the service, driver and delivery location data that our customers submit.",
        ),
        (
            "How we use information",
            "We use personal information to provide and improve the service, to communicate with customers, to secure our systems and to meet legal obligations. We do not sell personal information.",
        ),
        (
            "Sharing",
            "We share personal information with service providers who process it on our behalf under written contracts, and where required by law.",
        ),
        (
            "Retention",
            "We keep personal information only as long as needed for the purposes described here, after which it is deleted or anonymized.",
        ),
        (
            "Your rights",
            "Depending on where you live, you may have rights to access, correct, delete or port your personal information. Contact privacy@{domain} to exercise them.",
        ),
    ],
    "Anti-Corruption Policy": [
        (
            "Policy statement",
            "{co} prohibits bribery in any form, whether of government officials or private parties, directly or through third parties.",
        ),
        (
            "Gifts and hospitality",
            "Gifts and hospitality must be modest, infrequent and recorded. Anything above $150 in value requires approval from the General Counsel.",
        ),
        (
            "Third parties",
            "Resellers, agents and consultants who interact with government customers are subject to due diligence and must accept anti-corruption contract terms.",
        ),
        (
            "Books and records",
            "All payments must be accurately recorded. Off-book accounts are prohibited.",
        ),
        (
            "Reporting",
            "Concerns may be raised with the General Counsel or anonymously through the ethics hotline. Retaliation against anyone who reports in good faith is prohibited.",
        ),
    ],
    "Code of Business Conduct": [
        (
            "Our commitments",
            "Employees of {co} act honestly, treat colleagues and customers with respect and comply with the law in every country where we operate.",
        ),
        (
            "Conflicts of interest",
            "Employees must disclose any personal, family or financial interest that could conflict with the interests of {co}, including interests in suppliers, customers, competitors or landlords, and must not take part in decisions where such an interest exists.",
        ),
        (
            "Related-party transactions",
            "Any transaction between {co} and a director, officer or an entity they control must be approved in advance by the disinterested members of the Board after full disclosure of the interest.",
        ),
        (
            "Confidential information",
            "Company and customer information is used only for business purposes and protected in accordance with the Information Security Policy.",
        ),
        (
            "Speaking up",
            "Anyone who sees conduct that may breach this Code should report it to a manager, to the General Counsel or through the ethics hotline.",
        ),
    ],
    "Data Retention Policy": [
        ("Purpose", "This policy sets minimum and maximum retention periods for {co} records."),
        (
            "Schedule",
            "Financial records: seven years. Employment records: seven years after employment ends. Customer data: the subscription term plus thirty days, unless the customer instructs otherwise. System logs: one year.",
        ),
        (
            "Legal holds",
            "A legal hold issued by the General Counsel suspends deletion of the records it covers until released in writing.",
        ),
        (
            "Disposal",
            "Records are disposed of securely; electronic media are wiped or destroyed in accordance with NIST SP 800-88.",
        ),
    ],
    "Export Controls and Sanctions Policy": [
        ("Purpose", "{co} complies with United States export control and economic sanctions laws."),
        (
            "Screening",
            "All new customers, resellers and suppliers are screened against government restricted-party lists before contracting and monthly thereafter.",
        ),
        (
            "Classification",
            "The Company's software has been self-classified under ECCN 5D992 and may be exported to most destinations without a licence, except embargoed countries.",
        ),
        (
            "Escalation",
            "Potential matches are escalated to the General Counsel and no transaction proceeds until cleared.",
        ),
    ],
    "Whistleblower Policy": [
        (
            "Scope",
            "This policy explains how employees and contractors of {co} can raise concerns about wrongdoing.",
        ),
        (
            "Channels",
            "Concerns may be raised with a manager, the General Counsel, the chair of the audit committee, or anonymously through the ethics hotline.",
        ),
        (
            "Protection",
            "No one will suffer retaliation for raising a concern in good faith, even if it turns out to be mistaken.",
        ),
    ],
    "Travel and Expense Policy": [
        (
            "Principles",
            "Employees of {co} spend company money as carefully as their own. Expenses must be reasonable, necessary for business and supported by receipts.",
        ),
        (
            "Travel",
            "Economy class air travel is required for flights under six hours. Hotels should be within the published city rate guidance.",
        ),
        (
            "Approval",
            "Expense reports are approved by the employee's manager and reviewed by finance monthly. Expenses over $5,000 require approval from the Chief Financial Officer.",
        ),
    ],
}


def policy(w: World, name: str) -> list[tuple]:
    sections = POLICIES[name]
    effective = w.day_between(date(2023, 1, 1), date(2025, 12, 31))
    blocks: list[tuple] = [
        ("h1", f"{w.target}: {name}"),
        (
            "p",
            f"Version {w.rng.randrange(2, 6)}.{w.rng.randrange(0, 4)}, effective {long_date(effective)}. Owner: {w.counsel.name}, {w.counsel.title}.",
        ),
    ]
    for number, (heading, text) in enumerate(sections, start=1):
        blocks.append(("h2", f"{number}. {heading}"))
        blocks.append(("p", text.format(co=w.short, domain=w.domain)))
    blocks.append(
        (
            "p",
            "This policy is reviewed at least annually. Questions should be directed to the policy owner.",
        )
    )
    return blocks


def memo_note(
    w: World, title: str, author: Person, when: date, paragraphs: list[str]
) -> list[tuple]:
    return [
        ("h1", title),
        (
            "p",
            f"From: {author.name}, {author.title}\nDate: {long_date(when)}\nDistribution: Deal team, internal only",
        ),
    ] + [("p", p) for p in paragraphs]


def employment_agreement(
    w: World, person: Person, salary: float, extra: Extra = (), bonus: int = 30
) -> list[tuple]:
    rng = w.rng
    start = w.day_between(date(2018, 1, 1), date(2023, 12, 31))
    clauses = [
        (
            "Position and Duties",
            f"The Company employs the Executive as its {person.title}, reporting to the {'Board' if person is w.ceo else 'Chief Executive Officer'}. The Executive shall devote substantially all of the Executive's business time and attention to the Company and shall comply with its policies as in effect from time to time.",
        ),
        (
            "Term",
            "Employment under this Agreement is at will: either the Company or the Executive may end it at any time, with or without cause, subject to the notice and severance provisions below.",
        ),
        (
            "Base Salary",
            f"The Company shall pay the Executive a base salary at the annual rate of {money(salary)}, payable in accordance with the Company's regular payroll practices and reviewed annually by the Board or its compensation committee.",
        ),
        (
            "Annual Bonus",
            f"The Executive is eligible for an annual performance bonus with a target of {words(bonus)} percent ({bonus}%) of base salary, based on the achievement of Company and individual objectives set by the Board. The bonus is paid only if the Executive is employed on the payment date.",
        ),
        (
            "Equity",
            "The Executive has been granted stock options under the Company's 2019 Equity Incentive Plan, which vest over four years with twenty-five percent vesting on the first anniversary of the vesting commencement date and the remainder in equal monthly instalments, subject to continued service, and are governed by the plan and the applicable grant notice.",
        ),
        (
            "Benefits",
            "The Executive may participate in the employee benefit plans the Company makes available to its senior employees, including medical, dental, vision, life and disability insurance and the 401(k) plan, subject to their terms.",
        ),
        (
            "Severance",
            f"If the Company terminates the Executive's employment without Cause, or the Executive resigns for Good Reason, the Company shall, subject to the Executive signing and not revoking a general release of claims, continue the Executive's base salary for {words(rng.choice([6, 9, 12]))} months and pay the employer portion of continued health coverage for the same period.",
        ),
        (
            "Definitions",
            '"Cause" means the Executive\'s (a) conviction of or plea of no contest to a felony, (b) fraud or embezzlement against the Company, (c) material breach of this Agreement or of the Confidential Information and Invention Assignment Agreement that is not cured within thirty days after written notice, or (d) wilful failure to perform material duties. "Good Reason" means a material reduction in base salary or duties, or a relocation of the Executive\'s principal place of work by more than fifty miles, in each case without the Executive\'s consent and not cured within thirty days after notice.',
        ),
        (
            "Confidentiality and Inventions",
            "The Executive's Confidential Information and Invention Assignment Agreement, signed on the same date, remains in full force and assigns to the Company all inventions conceived or reduced to practice in the course of employment.",
        ),
        (
            "Non-Solicitation",
            "During employment and for twelve months afterwards, the Executive shall not solicit any employee of the Company to leave its employ or solicit any customer of the Company to reduce its business with the Company.",
        ),
        (
            "Section 409A",
            "This Agreement is intended to comply with, or be exempt from, Section 409A of the Internal Revenue Code and shall be interpreted accordingly. Each instalment payment is a separate payment for purposes of Section 409A.",
        ),
        (
            "Governing Law",
            "This Agreement is governed by the laws of the State of the Executive's principal place of work, without regard to conflict-of-laws principles.",
        ),
        (
            "Entire Agreement",
            "This Agreement, together with the documents it refers to, is the entire agreement about the Executive's employment and supersedes any earlier offer letter or understanding.",
        ),
    ]
    for where, text in extra:
        clauses.insert(5, (where, text))
    blocks: list[tuple] = [
        ("h1", "Executive Employment Agreement"),
        (
            "p",
            f'This Executive Employment Agreement (this "Agreement") is made as of {long_date(start)} between {w.target} (the "Company") and {person.name} (the "Executive").',
        ),
    ]
    for number, (heading, text) in enumerate(clauses, start=1):
        blocks.append(("h2", f"{number}. {heading}"))
        blocks.append(("p", text))
    blocks.extend(
        signature_block(
            w.target, w.ceo if person is not w.ceo else w.directors[0], person.name, person
        )
    )
    return blocks


def offer_letter(w: World, person: Person, salary: float, when: date) -> str:
    return (
        f"{w.target}\n{w.hq_address}\n\n{long_date(when)}\n\nDear {person.first},\n\n"
        f'We are delighted to offer you the position of {person.title} at {w.target} (the "Company"), starting on a date to be agreed. '
        f"Your annual base salary will be {money(salary)}, paid in accordance with the Company's payroll schedule, and you will be eligible for the Company's standard benefits.\n\n"
        f"Subject to approval by the Board, you will be granted an option to purchase {w.rng.randrange(8, 60) * 1000:,} shares of the Company's Common Stock under the 2019 Equity Incentive Plan, vesting over four years with a one-year cliff.\n\n"
        "Your employment is at will, meaning that either you or the Company may end it at any time, for any reason, with or without notice. As a condition of employment you will sign the Company's Confidential Information and Invention Assignment Agreement and provide proof of your eligibility to work in the United States.\n\n"
        "This letter, together with the agreements referred to in it, is the complete agreement about the terms of your employment. Please sign and return it within five business days.\n\n"
        f"Sincerely,\n\n/s/ {w.ceo.name}\n{w.ceo.title}\n\nAccepted and agreed: /s/ {person.name}\n"
    )


def invention_assignment(w: World, person: Person, when: date) -> list[tuple]:
    return [
        ("h1", "Confidential Information and Invention Assignment Agreement"),
        (
            "p",
            f'In consideration of my employment or engagement by {w.target} (the "Company"), I, {person.name}, agree as follows, effective {long_date(when)}.',
        ),
        ("h2", "1. Confidential Information"),
        (
            "p",
            "I will hold in strict confidence and will not use or disclose, except as my work for the Company requires, any Confidential Information of the Company, during or after my employment.",
        ),
        ("h2", "2. Assignment of Inventions"),
        (
            "p",
            'I hereby assign to the Company all my right, title and interest in and to all inventions, works of authorship, developments, designs and trade secrets that I make, conceive or reduce to practice, alone or with others, during the period of my employment and that relate to the Company\'s business or result from work I perform for the Company ("Company Inventions").',
        ),
        ("h2", "3. Prior Inventions"),
        (
            "p",
            "I have listed in Exhibit A all inventions I made before my employment that I wish to exclude from this Agreement. If Exhibit A is blank, I represent that there are no such prior inventions.",
        ),
        ("h2", "4. Moral Rights and Further Assurances"),
        (
            "p",
            "I waive any moral rights in Company Inventions and will sign any documents the Company reasonably requests to perfect its rights, both during and after my employment.",
        ),
        ("h2", "5. Return of Property"),
        (
            "p",
            "When my employment ends I will return all Company property and documents and will not keep copies.",
        ),
        ("h2", "Exhibit A - Prior Inventions"),
        ("p", "None."),
        ("p", f"/s/ {person.name}    Accepted: {w.target}, by /s/ {w.counsel.name}"),
    ]


def lease(
    w: World,
    landlord: str,
    landlord_signer: Person,
    premises: str,
    sqft: int,
    rent: float,
    start: date,
    years: int,
    extra: Extra = (),
    title: str = "Office Lease",
) -> list[tuple]:
    rng = w.rng
    sections = [
        (
            "Premises",
            f'Landlord leases to Tenant, and Tenant leases from Landlord, approximately {sqft:,} rentable square feet in the building located at {premises} (the "Premises"), together with the non-exclusive right to use the common areas and {rng.randrange(20, 120)} parking spaces.',
        ),
        (
            "Term",
            f'The term of this Lease begins on {long_date(start)} (the "Commencement Date") and ends on the last day of the {words(years * 12)}th full calendar month afterwards, unless sooner terminated under this Lease. Tenant has one option to extend the term for five years at ninety-five percent of fair market rent, exercisable by notice given at least nine months before expiry.',
        ),
        (
            "Base Rent",
            f"Tenant shall pay annual base rent of {money(rent)}, in equal monthly instalments of {money(rent / 12)} in advance on the first day of each month, increasing by three percent (3%) on each anniversary of the Commencement Date.",
        ),
        (
            "Operating Expenses and Taxes",
            f"Tenant shall pay its proportionate share ({rng.randrange(12, 100)}%) of operating expenses and real estate taxes for the building in excess of those for the base year, as estimated by Landlord and reconciled annually.",
        ),
        (
            "Security Deposit",
            f"Tenant has deposited {money(rent / 6)} with Landlord as security for its obligations, which Landlord shall return within thirty days after the end of the term, less any amounts properly applied.",
        ),
        (
            "Use",
            "Tenant shall use the Premises for general office, research and development and related lawful purposes only, and shall comply with all laws and recorded covenants affecting its use.",
        ),
        (
            "Alterations",
            "Tenant shall not make alterations costing more than $50,000 in any year, or affecting the structure or building systems, without Landlord's prior written consent, which Landlord shall not unreasonably withhold.",
        ),
        (
            "Repairs and Maintenance",
            "Landlord shall maintain the roof, structure and building systems and the common areas. Tenant shall keep the interior of the Premises in good order, reasonable wear and tear excepted.",
        ),
        (
            "Assignment and Subletting",
            "Tenant shall not assign this Lease or sublet all or part of the Premises without Landlord's prior written consent, not to be unreasonably withheld, conditioned or delayed. A transfer of more than fifty percent of Tenant's equity, or a merger of Tenant, is an assignment requiring consent unless the successor has a net worth at least equal to Tenant's at the date of this Lease.",
        ),
        (
            "Insurance",
            "Tenant shall maintain commercial general liability insurance of at least $2,000,000 per occurrence naming Landlord as additional insured, and property insurance for its personal property and improvements.",
        ),
        (
            "Indemnity",
            "Each party shall indemnify the other against third-party claims for injury or damage arising from its negligence or wilful misconduct or that of its agents and employees.",
        ),
        (
            "Casualty and Condemnation",
            "If the Premises are damaged by fire or other casualty and cannot be restored within one hundred eighty days, either party may terminate this Lease. Rent abates in proportion to the area rendered untenantable.",
        ),
        (
            "Default",
            "It is an event of default if Tenant fails to pay rent within five days after written notice of non-payment, or fails to perform any other obligation within thirty days after written notice (or such longer period as is reasonably needed if Tenant is diligently curing). Upon an event of default Landlord may terminate this Lease and recover its damages as permitted by law.",
        ),
        (
            "Subordination and Estoppel",
            "This Lease is subordinate to any mortgage on the building, provided the mortgagee agrees not to disturb Tenant's possession while Tenant is not in default. Tenant shall deliver an estoppel certificate within ten business days after request.",
        ),
        (
            "Surrender",
            "At the end of the term Tenant shall surrender the Premises broom clean and in good condition, removing its personal property and any alterations that Landlord required to be removed when it consented to them.",
        ),
        (
            "Notices",
            "Notices must be in writing and delivered by hand, by overnight courier or by certified mail to the addresses on the signature page.",
        ),
        (
            "Miscellaneous",
            "This Lease is the entire agreement of the parties about the Premises, may be amended only in writing, and is governed by the law of the state in which the Premises are located.",
        ),
    ]
    for where, text in extra:
        sections.insert(rng.randrange(3, 9), (where, text))
    blocks: list[tuple] = [
        ("h1", title),
        (
            "p",
            f'This {title} (this "Lease") is made as of {long_date(start - timedelta(days=45))} between {landlord} ("Landlord") and {w.target} ("Tenant").',
        ),
    ]
    for number, (heading, text) in enumerate(sections, start=1):
        blocks.append(("h2", f"{number}. {heading}"))
        blocks.append(("p", text))
    blocks.extend(signature_block(landlord, landlord_signer, w.target, w.cfo))
    return blocks


def credit_agreement(
    w: World, amount: float, revolver: float, closing: date, extra: Extra = ()
) -> list[str]:
    """A credit agreement as PDF pages (one string per page)."""
    rng = w.rng
    bank = w.bank
    margin = rng.choice(["2.75%", "3.00%", "3.25%"])
    pages = [
        f"CREDIT AGREEMENT\n\ndated as of {long_date(closing)}\n\namong\n\n{w.target},\nas Borrower,\n\nthe Guarantors party hereto,\n\nand\n\n{bank},\nas Lender\n\n"
        f"TERM LOAN FACILITY OF {money(amount)}\nREVOLVING CREDIT FACILITY OF {money(revolver)}",
        "TABLE OF CONTENTS\n\nArticle 1. Definitions and Accounting Terms\nArticle 2. The Credit Facilities\nArticle 3. Interest, Fees and Payments\nArticle 4. Conditions Precedent\n"
        "Article 5. Representations and Warranties\nArticle 6. Affirmative Covenants\nArticle 7. Negative Covenants\nArticle 8. Events of Default\nArticle 9. Miscellaneous\n\n"
        "Schedules (delivered separately): 5.6 Litigation; 5.12 Subsidiaries; 7.1 Existing Indebtedness; 7.2 Existing Liens",
        "ARTICLE 1. DEFINITIONS\n\n1.1 Defined Terms. As used in this Agreement:\n\n"
        '"Applicable Margin" means '
        + margin
        + " per annum for Term SOFR Loans and 1.00% less for Base Rate Loans.\n\n"
        '"Change of Control" means (a) any person or group, other than the Permitted Holders, becomes the beneficial owner of more than 50% of the voting Equity Interests of the Borrower, or (b) a majority of the board of directors of the Borrower ceases to consist of continuing directors.\n\n'
        '"Consolidated EBITDA" means, for any period, consolidated net income plus interest expense, income taxes, depreciation and amortization, non-cash stock compensation and non-recurring expenses approved by the Lender, each to the extent deducted in computing net income.\n\n'
        '"Loan Documents" means this Agreement, the Notes, the Guaranty, the Security Agreement, each Compliance Certificate and every other document delivered under this Agreement.\n\n'
        '"Material Adverse Effect" means a material adverse effect on the business, assets, operations or financial condition of the Borrower and its Subsidiaries taken as a whole, or on the ability of the Borrower to perform its obligations under the Loan Documents.\n\n'
        '"Permitted Holders" means the holders of the Borrower\'s Equity Interests on the Closing Date and their Affiliates.\n\n'
        '"Recurring Revenue" means, as of any date, the annualized value of subscription contracts in effect on that date, determined in accordance with the Borrower\'s customary practices.',
        "ARTICLE 2. THE CREDIT FACILITIES\n\n"
        f'2.1 Term Loan. Subject to the terms of this Agreement, the Lender agrees to make a term loan to the Borrower on the Closing Date in the aggregate principal amount of {money(amount)} (the "Term Loan"). Amounts repaid on the Term Loan may not be reborrowed.\n\n'
        f"2.2 Revolving Loans. The Lender agrees to make revolving loans to the Borrower from time to time until the Maturity Date in an aggregate amount outstanding at any time not exceeding {money(revolver)}.\n\n"
        '2.3 Repayment. The Borrower shall repay the Term Loan in quarterly instalments equal to 1.25% of its original principal amount, beginning with the first full fiscal quarter after the Closing Date, with the balance due on the fifth anniversary of the Closing Date (the "Maturity Date").\n\n'
        "2.4 Prepayment. The Borrower may prepay the Loans in whole or in part at any time, with a prepayment premium of 2% in the first year and 1% in the second year after the Closing Date.\n\n"
        "2.5 Use of Proceeds. The proceeds of the Loans shall be used to refinance existing indebtedness, to pay fees and expenses of this transaction and for working capital and general corporate purposes.",
        "ARTICLE 3. INTEREST, FEES AND PAYMENTS\n\n3.1 Interest. Each Loan bears interest at Term SOFR plus the Applicable Margin, payable monthly in arrears.\n\n"
        "3.2 Default Interest. While an Event of Default exists, the Obligations bear interest at 2% per annum above the otherwise applicable rate.\n\n"
        "3.3 Unused Line Fee. The Borrower shall pay a fee of 0.25% per annum on the unused portion of the revolving commitment, quarterly in arrears.\n\n"
        "ARTICLE 4. CONDITIONS PRECEDENT\n\n4.1 Closing. The obligation of the Lender to make the initial Loans is subject to delivery of the Loan Documents, officer's certificates, good standing certificates, a legal opinion, evidence of insurance, and payoff letters for existing indebtedness.",
        "ARTICLE 5. REPRESENTATIONS AND WARRANTIES\n\nThe Borrower represents and warrants that: (a) it is duly organized and in good standing; (b) the Loan Documents have been duly authorized and are enforceable; (c) its financial statements fairly present its financial condition; (d) since the date of the most recent audited financial statements no Material Adverse Effect has occurred; (e) except as set out on Schedule 5.6, there is no litigation pending or threatened that could reasonably be expected to have a Material Adverse Effect; (f) it has filed all tax returns and paid all taxes due; and (g) it owns or has the right to use all intellectual property material to its business.\n\n"
        "ARTICLE 6. AFFIRMATIVE COVENANTS\n\n6.1 Financial Statements. The Borrower shall deliver audited annual financial statements within 120 days after each fiscal year end and unaudited quarterly statements within 45 days after each quarter end, each with a Compliance Certificate.\n\n"
        "6.2 Notices. The Borrower shall promptly notify the Lender of any Default, any litigation involving more than $500,000, and any event that could reasonably be expected to have a Material Adverse Effect.\n\n"
        "6.3 Insurance; Books; Inspection. The Borrower shall maintain insurance customary for its business, keep proper books, and permit the Lender to inspect them on reasonable notice.",
        "ARTICLE 7. NEGATIVE COVENANTS\n\n7.1 Indebtedness. The Borrower shall not incur indebtedness other than the Obligations, indebtedness listed on Schedule 7.1, capital leases not exceeding $1,000,000 and other unsecured indebtedness not exceeding $500,000.\n\n"
        "7.2 Liens. The Borrower shall not create any lien on its assets other than liens in favour of the Lender and permitted liens.\n\n"
        "7.3 Fundamental Changes. The Borrower shall not merge, consolidate or sell all or substantially all of its assets without the Lender's prior written consent.\n\n"
        "7.4 Investments and Loans. The Borrower shall not make loans or advances to any person, other than trade credit in the ordinary course and loans to employees not exceeding $250,000 in aggregate.\n\n"
        "7.5 Financial Covenants. The Borrower shall maintain (a) a minimum Recurring Revenue of not less than 85% of the amount in its annual plan, tested quarterly, and (b) minimum liquidity of $5,000,000 at all times.\n\n"
        "7.6 Transactions with Affiliates. The Borrower shall not enter into any transaction with an Affiliate except on terms no less favourable than an arm's-length transaction.",
    ]
    eod = (
        'ARTICLE 8. EVENTS OF DEFAULT\n\n8.1 Events of Default. Each of the following is an "Event of Default":\n\n'
        "(a) Non-Payment. The Borrower fails to pay any principal when due, or any interest or fee within three Business Days after it is due.\n\n"
        "(b) Covenants. The Borrower fails to perform any covenant in Article 7, or any other covenant within thirty days after notice.\n\n"
        "(c) Representations. Any representation proves to have been materially incorrect when made.\n\n"
        "(d) Cross-Default. The Borrower defaults under any other indebtedness exceeding $750,000.\n\n"
        "(e) Insolvency. The Borrower becomes insolvent or the subject of any bankruptcy proceeding.\n\n"
        "(f) Judgments. One or more judgments for more than $1,000,000 remain unpaid or unstayed for forty-five days.\n"
    )
    for letter_, text in zip("ghijk", [payload for _, payload in extra], strict=False):
        eod += f"\n({letter_}) {text}\n"
    eod += "\n8.2 Remedies. Upon an Event of Default the Lender may declare the Commitments terminated and all Obligations immediately due and payable, and may exercise all rights of a secured party."
    pages.append(eod)
    pages.append(
        "ARTICLE 9. MISCELLANEOUS\n\n9.1 Amendments. No amendment or waiver is effective unless in writing and signed by the Lender and the Borrower.\n\n9.2 Expenses. The Borrower shall pay the Lender's reasonable costs of preparing, administering and enforcing the Loan Documents.\n\n"
        "9.3 Governing Law; Jurisdiction. This Agreement is governed by the laws of the State of New York. The parties submit to the courts of New York County.\n\n9.4 Waiver of Jury Trial. EACH PARTY WAIVES TRIAL BY JURY IN ANY ACTION RELATING TO THE LOAN DOCUMENTS.\n\n"
        f"IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first written above.\n\n{w.target}, as Borrower\nBy: /s/ {w.cfo.name}, {w.cfo.title}\n\n{bank}, as Lender\nBy: /s/ {w.person('Senior Vice President', 'bank.example').name}, Senior Vice President"
    )
    return pages


def credit_schedules(w: World) -> list[tuple]:
    """The credit agreement's disclosure schedules, delivered as a separate file."""
    return [
        ("h1", f"Schedules to the Credit Agreement between {w.target} and {w.bank}"),
        ("p", "Schedule 5.6 Litigation. None."),
        (
            "p",
            f"Schedule 5.12 Subsidiaries. {w.short} Logistics UK Limited, a company incorporated in England and Wales, 100% owned by the Borrower.",
        ),
        ("p", "Schedule 7.1 Existing Indebtedness. None."),
        (
            "p",
            "Schedule 7.2 Existing Liens. Liens securing capital leases of office equipment, in an aggregate amount not exceeding $150,000.",
        ),
    ]


# -- email ------------------------------------------------------------------------------


def email_doc(
    path: str,
    sender: Person,
    to: Person,
    subject: str,
    when: datetime,
    body: str,
    attachments: list[Doc] = (),
    key: str = "",
) -> Doc:
    return Doc(
        path=path,
        title=subject,
        key=key,
        email={
            "sender": f"{sender.name} <{sender.email}>",
            "to": f"{to.name} <{to.email}>",
            "subject": subject,
            "date": when,
            "body": body,
            "attachments": list(attachments),
        },
    )


def at(d: date, hour: int = 9, minute: int = 0) -> datetime:
    return datetime(d.year, d.month, d.day, hour, minute, tzinfo=UTC)


ROUTINE_THREADS = [
    (
        "Q{q} close calendar",
        "Hi all,\n\nAttached is the close calendar for Q{q}. Revenue cut-off is the last business day of the quarter at 5 p.m. Pacific. Please get accruals to me by day three so that we can hold the flux review on day five.\n\nThanks,\n{s}",
    ),
    (
        "Renewal pipeline review",
        "Team,\n\nAhead of Thursday's review, please update the renewal forecast for every account renewing in the next two quarters, flag any account with open escalations, and note where procurement has asked for multi-year pricing.\n\nBest,\n{s}",
    ),
    (
        "Office move logistics",
        "Hello everyone,\n\nFacilities has confirmed that the third floor will be ready on the 14th. Movers will pack desks on the Friday before. Please label personal items and return any unused equipment to IT.\n\nThanks,\n{s}",
    ),
    (
        "SOC 2 fieldwork schedule",
        "Hi,\n\nThe auditors will start fieldwork on Monday. They will request evidence for access reviews, change management and incident response. Please make sure your control owners are available for walkthroughs.\n\nRegards,\n{s}",
    ),
    (
        "Benefits open enrollment",
        "All,\n\nOpen enrollment runs for two weeks starting Monday. There are no changes to medical carriers this year; the dental plan adds orthodontic coverage. Sessions with the broker will be recorded.\n\n{s}",
    ),
    (
        "Hosting cost review",
        "Hi,\n\nCloud spend was about six percent over plan last month, mostly from the analytics cluster. Engineering will move the nightly jobs to reserved capacity, which should bring us back within budget by next quarter.\n\n{s}",
    ),
    (
        "Customer advisory board agenda",
        "Hi all,\n\nDraft agenda for the customer advisory board: product roadmap, dispatch automation beta results, integrations wish list, and a session on pricing packaging. Please send comments by Friday.\n\n{s}",
    ),
    (
        "Pricing approval for renewal",
        "Hi,\n\nRequesting approval for an eight percent discount on the three-year renewal in exchange for an upfront annual payment. Margin stays within guidelines. Deal desk notes attached in the CRM.\n\nThanks,\n{s}",
    ),
]


def routine_email(w: World, path: str, index: int, when: date) -> Doc:
    subject, body = ROUTINE_THREADS[index % len(ROUTINE_THREADS)]
    sender = w.pick([w.cfo, w.vp_sales, w.cto, w.counsel] + w.employees[:4])
    to = w.pick([w.ceo, w.cfo, w.counsel])
    q = (when.month - 1) // 3 + 1
    message, _, sign_off = body.format(q=q, s=sender.first).rpartition("\n\n")
    text = f"{message}\n\n{cl.filler_paragraph(w.rng, 2)}\n\n{sign_off}"
    subject = subject.format(q=q)
    if w.chance(0.6):  # a reply on top of the original, as mail clients quote it
        earlier = at(when - timedelta(days=w.rng.randrange(1, 6)), 8 + index % 7, 5)
        reply = w.pick(REPLIES).format(name=sender.first, me=to.first)
        quoted = "\n".join("> " + line if line else ">" for line in text.splitlines())
        text = f"{reply}\n\nOn {earlier:%a, %b %d, %Y at %H:%M}, {sender.name} wrote:\n{quoted}"
        sender, to, subject = to, sender, "RE: " + subject
    return email_doc(path, sender, to, subject, at(when, 8 + index % 9, (index * 7) % 60), text)


REPLIES = [
    "Thanks {name}, this works for me. Let's keep the same owners as last time.\n\n{me}",
    "{name}, agreed. Please loop in finance before anything goes to the customer.\n\n{me}",
    "Looks good. One question: do we have the numbers for the prior period to compare against?\n\n{me}",
    "Thanks. I'll raise this at Monday's staff meeting; please send a one-page summary beforehand.\n\n{me}",
    "Approved. Keep me posted if the timeline moves.\n\n{me}",
]
