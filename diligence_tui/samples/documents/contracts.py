"""Contracts: the clause-library agreement, MSAs with pricing, DPA and SLA exhibits,
supplier agreements and NDAs."""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import date

from diligence_tui.samples import clauses as cl
from diligence_tui.samples.documents.base import Extra, signature_block
from diligence_tui.samples.world import Counterparty, Person, World, long_date, money

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
    exhibits: Sequence[tuple[str, list[tuple]]] = (),
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
