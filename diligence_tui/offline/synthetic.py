"""Deterministic synthetic datarooms: ``diligence sample OUT --docs N --seed S``.

``build_room(out, docs, seed, profile)`` writes a room in the Legal Agent Bench layout:
``OUT/task.json`` (title, instructions, criteria, deliverables, plus the ground truth under
``planted``) and ``OUT/documents/`` with numbered category folders in every format the
dataroom reads. The same seed and profile give the same documents (text; DOCX and XLSX
containers carry the time they were written).

Profiles:

* ``small``: about 40 documents, eight planted issues (one missing document, two that need
  two documents combined), three distractors, about 30 criteria. The demo room.
* ``medium``: about 250 documents in 16 folders, fourteen planted issues, six distractors,
  70+ criteria.
* ``large``: any size up to 5,000+ documents; the medium cast and issues, the rest long
  filler documents (mostly text, Markdown, HTML and email for speed, with a sprinkling of
  DOCX, PDF and XLSX).
"""

from __future__ import annotations

import json
import re
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import date, timedelta
from html import escape
from pathlib import Path
from typing import Any

from diligence_tui.offline import content_clauses as cl
from diligence_tui.offline import content_docs as cd
from diligence_tui.offline import content_issues as ci
from diligence_tui.offline.content import (
    CUSTOMER_TRADES,
    SUPPLIER_TRADES,
    Counterparty,
    World,
    long_date,
    make_world,
    money,
)

PROFILES = ("small", "medium", "large")
# filler kinds: 0 MSA, 1 order form, 2 NDA, 3 offer/CIIAA, 4 email, 5 supplier agreement, 6 monthly report,
# 7 policy, 8 QBR notes, 9 insurance certificate, 10 tax return, 11 committee notes, 12 option grant, 13 estoppel
LARGE_WEIGHTS = [18, 5, 7, 5, 8, 14, 16, 5, 5, 3, 3, 5, 3, 3]
MAX_DOCS = 20_000
Progress = Callable[[int, int, str], None]


# -- rendering ---------------------------------------------------------------------------


def _strip_html(html: str) -> str:
    text = re.sub(r"</(p|h\d|tr|li|table)>", "\n\n", html)
    text = re.sub(r"</td>", " | ", text)
    text = re.sub(r"<[^>]+>", "", text)
    return re.sub(r"\n{3,}", "\n\n", text).strip()


def _table_text(rows: list[list[Any]]) -> str:
    return "\n".join(" | ".join("" if v is None else str(v) for v in row) for row in rows)


def blocks_text(blocks: list[tuple], markdown: bool = False) -> str:
    out: list[str] = []
    for block in blocks:
        kind = block[0]
        if kind in ("h1", "h2", "h3"):
            out.append(("#" * int(kind[1]) + " " if markdown else "") + block[1])
        elif kind == "p":
            out.append(block[1])
        elif kind == "table":
            rows = [["" if v is None else str(v) for v in row] for row in block[1]]
            if markdown and rows:
                lines = ["| " + " | ".join(rows[0]) + " |", "|" + "---|" * len(rows[0])]
                lines += ["| " + " | ".join(r) + " |" for r in rows[1:]]
                out.append("\n".join(lines))
            else:
                out.append(_table_text(rows))
        elif kind == "html":
            out.append(_strip_html(block[1]))
        elif kind == "pages":
            out.extend(block[1])
        elif kind == "page_break":
            out.append("---" if markdown else "")
    return "\n\n".join(x for x in out if x is not None).strip() + "\n"


def blocks_html(blocks: list[tuple]) -> str:
    out: list[str] = []
    for block in blocks:
        kind = block[0]
        if kind in ("h1", "h2", "h3"):
            out.append(f"<{kind}>{escape(block[1])}</{kind}>")
        elif kind == "p":
            out.append("<p>" + escape(block[1]).replace("\n", "<br>\n") + "</p>")
        elif kind == "table":
            rows = "".join(
                "<tr>" + "".join(f"<td>{escape(str(v))}</td>" for v in row) + "</tr>\n"
                for row in block[1]
            )
            out.append(f'<table border="1">\n{rows}</table>')
        elif kind == "html":
            out.append(block[1])
        elif kind == "pages":
            out.extend("<p>" + escape(page).replace("\n", "<br>\n") + "</p>" for page in block[1])
        elif kind == "page_break":
            out.append("<hr>")
    return "\n".join(out)


def pdf_pages(blocks: list[tuple], limit: int = 3000) -> list[str]:
    """Whole paragraphs per page (a quote never straddles two pages)."""
    pages: list[str] = []
    current: list[str] = []
    size = 0

    def flush() -> None:
        nonlocal current, size
        if current:
            pages.append("\n\n".join(current))
        current, size = [], 0

    for block in blocks:
        kind = block[0]
        if kind == "pages":
            flush()
            pages.extend(block[1])
            continue
        if kind == "page_break":
            flush()
            continue
        if kind == "table":
            text = _table_text(block[1])
        elif kind == "html":
            text = _strip_html(block[1])
        else:
            text = block[1].upper() if kind == "h1" else block[1]
        if size and size + len(text) > limit:
            flush()
        current.append(text)
        size += len(text) + 2
    flush()
    return pages or [""]


def docx_blocks(blocks: list[tuple]) -> list[tuple]:
    out: list[tuple] = []
    for block in blocks:
        if block[0] == "html":
            out.extend(("p", para) for para in _strip_html(block[1]).split("\n\n"))
        elif block[0] == "pages":
            for i, page in enumerate(block[1]):
                if i:
                    out.append(("page_break",))
                out.extend(("p", para) for para in page.split("\n\n"))
        else:
            out.append(block)
    return out


def doc_text(doc: cd.Doc) -> str:
    """Plain text of a document as the room should extract it (used for self-checks)."""
    if doc.sheets is not None:
        return "\n".join(
            " ".join(str(v[1] if isinstance(v, tuple) else v) for v in row if v is not None)
            for rows in doc.sheets.values()
            for row in rows
        )
    if doc.slides is not None:
        return "\n".join(f"{t}\n{b}\n{n}" for t, b, n in doc.slides)
    if doc.email is not None:
        parts = [doc.email["subject"], doc.email["body"]]
        parts += [doc_text(a) for a in doc.email["attachments"]]
        return "\n".join(parts)
    return blocks_text(doc.blocks)


def render(doc: cd.Doc, root: Path) -> Path:
    """Write ``doc`` under ``root`` and make its bytes reproducible."""
    return _reproducible(_write(doc, root))


FIXED_ZIP_TIME = (2026, 1, 1, 0, 0, 0)
_OOXML_DATES = re.compile(rb"(<dcterms:(?:created|modified)[^>]*>)[^<]*(</dcterms:)")
_BOUNDARY = re.compile(rb'boundary="([^"]+)"')


def _reproducible(path: Path) -> Path:
    """Same seed, same bytes: zip members get a fixed time and OOXML documents fixed
    created/modified dates; an email's random MIME boundary becomes one derived from its name."""
    import hashlib
    import io
    import zipfile

    if path.suffix in (".docx", ".xlsx", ".pptx"):
        with zipfile.ZipFile(path) as source:
            members = [(info, source.read(info)) for info in source.infolist()]
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as target:
            for info, data in members:
                if info.filename == "docProps/core.xml":
                    data = _OOXML_DATES.sub(rb"\g<1>2026-01-01T00:00:00Z\g<2>", data)
                target.writestr(
                    zipfile.ZipInfo(info.filename, FIXED_ZIP_TIME), data, zipfile.ZIP_DEFLATED
                )
        path.write_bytes(buffer.getvalue())
    elif path.suffix == ".eml":
        data = path.read_bytes()
        digest = hashlib.sha256(path.name.encode("utf-8")).hexdigest()[:20]
        for n, boundary in enumerate(dict.fromkeys(_BOUNDARY.findall(data))):
            data = data.replace(boundary, f"==============={digest}{n}==".encode())
        path.write_bytes(data)
    return path


def _write(doc: cd.Doc, root: Path) -> Path:
    from diligence_tui import docwriters as dw

    target = root / doc.path
    fmt = doc.fmt
    if fmt == "pdf":
        return dw.write_pdf(target, pdf_pages(doc.blocks), title=doc.title)
    if fmt == "docx":
        return dw.write_docx(
            target, docx_blocks(doc.blocks), header=doc.header, footer="Confidential"
        )
    if fmt == "xlsx":
        return dw.write_xlsx(target, doc.sheets or {})
    if fmt == "pptx":
        return dw.write_pptx(target, doc.slides or [])
    if fmt == "eml":
        email = doc.email or {}
        attachments = []
        with tempfile.TemporaryDirectory() as tmp:
            for attachment in email.get("attachments", []):
                path = render(attachment, Path(tmp))
                attachments.append((path.name, path.read_bytes()))
        return dw.write_eml(
            target,
            email["sender"],
            email["to"],
            email["subject"],
            email["date"],
            email["body"],
            attachments,
        )
    if fmt == "html":
        return dw.write_html(target, doc.title, blocks_html(doc.blocks))
    return dw.write_text(target, blocks_text(doc.blocks, markdown=fmt == "md"))


_DOUBLE_STOP = re.compile(r"(?<=[A-Za-z])\.\.(?!\.)")


def _tidy_text(text: str) -> str:
    """ "Inc.." and "a.m.." where a name ending in a full stop ends a sentence."""
    return _DOUBLE_STOP.sub(".", text)


def _tidy_block(block: tuple) -> tuple:
    kind = block[0]
    if kind in ("h1", "h2", "h3", "p"):
        return (kind, _tidy_text(block[1]))
    if kind == "pages":
        return (kind, [_tidy_text(page) for page in block[1]])
    if kind == "table":
        rows = [[_tidy_text(c) if isinstance(c, str) else c for c in row] for row in block[1]]
        return (kind, rows)
    return block


def _tidy(doc: cd.Doc) -> cd.Doc:
    doc.blocks = [_tidy_block(block) for block in doc.blocks]
    if doc.email is not None:
        doc.email["body"] = _tidy_text(doc.email["body"])
        for attachment in doc.email["attachments"]:
            _tidy(attachment)
    return doc


# -- the room -----------------------------------------------------------------------------


class RoomBuilder:
    def __init__(self, seed: int, profile: str, docs: int) -> None:
        sizes = {"small": (12, 6, 10), "medium": (30, 12, 24), "large": (30, 12, 24)}[profile]
        self.world: World = make_world(seed, *sizes)
        self.profile = profile
        self.target_docs = docs
        self.plan = ci.Plan(self.world)
        self.docs: list[cd.Doc] = []
        self.paths: set[str] = set()
        self.planted: list[ci.Planted] = []
        self.term_loan = round(self.world.rng.randrange(160, 240) * 100_000, -5)
        self.hq_landlord = (
            f"{self.world.pick(['Harbor Street', 'Market Square', 'Founders Lane'])} Holdings LLC"
        )
        self.hq_rent = round(self.world.rng.randrange(90, 180) * 10_000, -3)

    # -- planting -------------------------------------------------------------------------
    def plant(self) -> None:
        p = self.plan
        if self.profile == "small":
            issues = [
                ci.plant_customer_coc,
                ci.plant_uncapped_indemnity,
                ci.plant_gpl,
                ci.plant_single_trigger,
                ci.plant_demand_letter,
                lambda q: ci.plant_credit_coc(q, self.term_loan),
                ci.plant_missing_supply,
                ci.plant_loan_to_ceo_entity,
            ]
            distractors = [
                ci.distract_expired_exclusivity,
                ci.distract_settled_lawsuit,
                ci.distract_consent_obtained,
            ]
        else:
            issues = [
                ci.plant_customer_coc,
                *ci.DIRECT,
                lambda q: ci.plant_credit_coc(q, self.term_loan),
                lambda q: ci.plant_related_lease(q, self.hq_landlord, self.hq_rent),
                ci.plant_missing_supply,
                ci.plant_missing_ip_assignment,
                ci.plant_loan_to_ceo_entity,
                ci.plant_guarantee,
            ]
            distractors = list(ci.DISTRACTORS)
        for n, fn in enumerate(issues, start=1):
            item = fn(p)
            item.id = f"P{n:02d}"
            self.planted.append(item)
        for n, fn in enumerate(distractors, start=1):
            item = fn(p)
            item.id = f"D{n:02d}"
            self.planted.append(item)

    def extra(self, key: str) -> list[tuple[str, Any]]:
        return self.plan.extras.get(key, [])

    def add(self, doc: cd.Doc) -> None:
        if doc.path in self.paths:
            stem, dot, suffix = doc.path.rpartition(".")
            n = 2
            while f"{stem} ({n}).{suffix}" in self.paths:
                n += 1
            doc.path = f"{stem} ({n}).{suffix}"
        self.paths.add(doc.path)
        self.docs.append(_tidy(doc))

    # -- core documents -------------------------------------------------------------------
    def core(self) -> None:
        w, f, small = self.world, cd.folder_path, self.profile == "small"
        rng = w.rng
        self.add(
            cd.Doc(
                f("corp", "Amended and Restated Certificate of Incorporation.pdf"),
                "Certificate of Incorporation",
                blocks=[("pages", cd.certificate_of_incorporation(w, 30_000_000))],
            )
        )
        self.add(
            cd.Doc(f("corp", "Amended and Restated Bylaws.docx"), "Bylaws", blocks=cd.bylaws(w))
        )
        meetings = [
            date(2025, 3, 18),
            date(2025, 6, 17),
            date(2025, 9, 16),
            date(2025, 12, 9),
            date(2026, 3, 17),
            date(2026, 6, 16),
        ]
        count = 3 if small else 6
        for i, meeting in enumerate(meetings[:count]):
            fmt = "pdf" if i % 2 == 0 else "docx"
            self.add(
                cd.Doc(
                    f("corp", f"Board Minutes {meeting:%Y-%m-%d}.{fmt}"),
                    "Board minutes",
                    key=f"minutes:{i}",
                    blocks=cd.board_minutes(w, meeting, self.extra(f"minutes:{i}")),
                )
            )
        self.add(
            cd.Doc(f("corp", "Board Deck Q2 2026.pptx"), "Board deck", slides=self.board_deck())
        )
        rows = [
            ["3.3", "Capitalization", "Capitalization table", "02 Capitalization"],
            ["3.10", "Debt", f"Credit Agreement with {w.bank}", "09 Financing & Debt"],
            [
                "3.14(a)(i)",
                "Top customers",
                f"Master Subscription and Services Agreement with {w.customers[0].name}",
                "04 Customers",
            ],
            ["3.16", "Real property", "Office Lease for the headquarters", "08 Real Estate"],
        ]
        self.add(
            cd.Doc(
                f("corp", "Disclosure Schedule (Draft).docx"),
                "Disclosure schedule",
                key="disclosure_schedule",
                blocks=cd.disclosure_schedule(w, rows + self.plan.disclosure_rows),
            )
        )
        self.add(
            cd.Doc(
                f("cap", "Capitalization Table.xlsx"),
                "Cap table",
                key="cap_table",
                sheets=cd.cap_table(w, self.extra("cap_table")),
            )
        )
        # customers
        n_customers = 4 if small else len(w.customers)
        for i, cust in enumerate(w.customers[:n_customers]):
            fmt = "docx" if i % 3 != 2 else "pdf"
            self.add(
                cd.Doc(
                    f("customers", f"Master Subscription Agreement - {cust.short}.{fmt}"),
                    "MSA",
                    key=f"customer:{i}",
                    blocks=cd.customer_msa(w, cust, self.extra(f"customer:{i}"), full=i < 6),
                )
            )
        note = next((p for _, p in self.extra("revenue")), "")
        self.add(
            cd.Doc(
                f("customers", f"Revenue by Customer FY{w.fy}.xlsx"),
                "Revenue",
                key="revenue",
                sheets=cd.revenue_workbook(w, w.customers, note),
            )
        )
        # suppliers
        n_suppliers = 2 if small else len(w.suppliers)
        for i, sup in enumerate(w.suppliers[:n_suppliers]):
            if i == 2:
                continue  # the supply agreement that the room refers to but does not contain
            fmt = "docx" if i % 2 == 0 else "pdf"
            self.add(
                cd.Doc(
                    f(
                        "suppliers",
                        f"{'Supply' if i == 0 else 'Services'} Agreement - {sup.short}.{fmt}",
                    ),
                    "Supplier agreement",
                    key=f"supplier:{i}",
                    blocks=cd.supplier_agreement(
                        w,
                        sup,
                        self.extra(f"supplier:{i}"),
                        full=i < 4,
                        title="Supply Agreement" if i == 0 else "",
                    ),
                )
            )
        # material contracts
        partner, stem = w.company(["Software", "Networks", "Telematics"])
        contact = w.person("Chief Executive Officer", "partner.example")
        self.add(
            cd.Doc(
                f("material", f"Master Reseller Agreement - {stem}.docx"),
                "Reseller agreement",
                blocks=cd.contract(
                    w,
                    title="Master Reseller Agreement",
                    kind="license",
                    provider=(w.target, "Company", w.ceo),
                    receiver=(partner, "Reseller", contact),
                    effective=date(2022, 5, 1),
                    exhibits=[
                        (
                            "Exhibit A - Licensed Materials and Territory",
                            [
                                (
                                    "p",
                                    f"Licensed materials: the {w.product} platform, the Edge Agent and the Documentation, in object code form only.",
                                ),
                                (
                                    "p",
                                    "Territory: the United States and Canada. Field of use: resale to fleet operators with more than twenty vehicles.",
                                ),
                            ],
                        ),
                        (
                            "Exhibit B - Reseller Discounts",
                            [
                                (
                                    "table",
                                    [
                                        ["Annual bookings", "Discount"],
                                        ["Up to $500,000", "20%"],
                                        ["$500,001 to $2,000,000", "25%"],
                                        ["Above $2,000,000", "30%"],
                                    ],
                                )
                            ],
                        ),
                        (
                            "Exhibit C - Supply Agreement",
                            [
                                (
                                    "p",
                                    "[Intentionally omitted from this copy. See the separately executed Supply Agreement.]",
                                )
                            ],
                        ),
                    ],
                ),
            )
        )
        self.add(
            cd.Doc(
                f("material", f"Mutual NDA - {w.buyer.rstrip('.')}.pdf"),
                "NDA",
                blocks=cd.nda(
                    w, w.buyer, w.person("Managing Director", "buyer.example"), date(2026, 4, 2)
                ),
            )
        )
        # IP
        self.add(
            cd.Doc(
                f("ip", "Patent and Trademark Schedule.xlsx"),
                "IP schedule",
                sheets=self.ip_schedule(),
            )
        )
        # people
        self.add(
            cd.Doc(
                f("people", f"Employment Agreement - {w.ceo.name}.docx"),
                "CEO employment",
                blocks=cd.employment_agreement(w, w.ceo, 385_000, bonus=50),
            )
        )
        self.add(
            cd.Doc(
                f("people", f"Employment Agreement - {w.cto.name}.docx"),
                "CTO employment",
                key="employment:cto",
                blocks=cd.employment_agreement(
                    w, w.cto, 320_000, self.extra("employment:cto"), bonus=40
                ),
            )
        )
        if not small:
            self.add(
                cd.Doc(
                    f("people", f"Employment Agreement - {w.cfo.name}.pdf"),
                    "CFO employment",
                    blocks=cd.employment_agreement(w, w.cfo, 295_000, bonus=35),
                )
            )
        self.add(cd.Doc(f("people", "Employee Census.xlsx"), "Census", sheets=self.census()))
        self.add(
            cd.Doc(
                f("people", "Employee Handbook - Code of Business Conduct.html"),
                "Code of conduct",
                blocks=cd.policy(w, "Code of Business Conduct"),
            )
        )
        # real estate
        extra_lease = self.extra("lease:hq")
        self.add(
            cd.Doc(
                f("estate", "Office Lease - Headquarters.pdf"),
                "HQ lease",
                key="lease:hq",
                blocks=cd.lease(
                    w,
                    self.hq_landlord,
                    w.person("Managing Member", "landlord.example"),
                    w.hq_address,
                    rng.randrange(18, 46) * 1000,
                    self.hq_rent,
                    date(2021, 7, 1),
                    10,
                    extra_lease,
                ),
            )
        )
        if "depot" in self.plan.facts:
            self.add(
                cd.Doc(
                    f("estate", "Industrial Lease - Depot Road.docx"),
                    "Depot lease",
                    blocks=cd.lease(
                        w,
                        f"{w.pick(['Depot Road', 'Railside', 'Eastgate'])} Industrial Partners LLC",
                        w.person("Asset Manager", "industrial.example"),
                        self.plan.facts["depot"],
                        rng.randrange(40, 90) * 1000,
                        rng.randrange(30, 60) * 10_000,
                        date(2020, 3, 1),
                        7,
                        [
                            (
                                "Environmental Matters",
                                "Tenant shall not bring Hazardous Materials onto the Premises except in the ordinary course of its "
                                "permitted use and in compliance with law. Landlord remains responsible for Hazardous Materials present "
                                "at the Premises before the Commencement Date, and Tenant is responsible for those it or its agents introduce.",
                            )
                        ],
                        title="Industrial Lease",
                    ),
                )
            )
        # debt
        self.add(
            cd.Doc(
                f("debt", f"Credit Agreement - {w.bank.split(',')[0]}.pdf"),
                "Credit agreement",
                key="credit_agreement",
                blocks=[
                    (
                        "pages",
                        cd.credit_agreement(
                            w,
                            self.term_loan,
                            5_000_000,
                            date(2024, 1, 22),
                            self.extra("credit_agreement"),
                        ),
                    )
                ],
            )
        )
        self.add(
            cd.Doc(
                f("debt", "Credit Agreement - Schedules.txt"),
                "Credit agreement schedules",
                blocks=cd.credit_schedules(w),
            )
        )
        self.add(
            cd.Doc(
                f("debt", "Compliance Certificate Q2 2026.txt"),
                "Compliance certificate",
                blocks=self.compliance_certificate(),
            )
        )
        # regulatory
        self.add(
            cd.Doc(
                f("reg", "Information Security Policy.md"),
                "Infosec policy",
                blocks=cd.policy(w, "Information Security Policy"),
            )
        )
        self.add(
            cd.Doc(
                f("reg", "Privacy Policy.html"),
                "Privacy policy",
                blocks=cd.policy(w, "Privacy Policy"),
            )
        )
        # tax, insurance, financials
        self.add(
            cd.Doc(
                f("tax", f"Tax Provision Summary FY{w.fy}.xlsx"),
                "Tax provision",
                sheets=self.tax_summary(),
            )
        )
        self.add(
            cd.Doc(
                f("ins", "Schedule of Insurance.xlsx"),
                "Insurance schedule",
                sheets=self.insurance_schedule(),
            )
        )
        revenue = sum(c.annual for c in w.customers)
        self.add(
            cd.Doc(
                f("fin", f"Financial Statements FY{w.fy}.xlsx"),
                "Financial statements",
                sheets=cd.financial_statements(w, revenue),
            )
        )
        # correspondence: the board deck sent by email, and routine threads
        deck = cd.Doc("Board Deck Q2 2026 (sent).pptx", "Board deck", slides=self.board_deck())
        body = f"Board members,\n\nAttached is the deck for the June meeting. The revenue and pipeline pages have been updated for the quarter close.\n\nBest regards,\n{w.ceo.first}"
        self.add(
            cd.email_doc(
                f("mail", "Board materials for June meeting.eml"),
                w.ceo,
                w.directors[0],
                "Board materials for June meeting",
                cd.at(date(2026, 6, 10), 18, 20),
                body,
                [deck],
            )
        )
        for i in range(2 if small else 6):
            when = date(2026, 1, 12) + timedelta(days=23 * i)
            self.add(
                cd.routine_email(
                    w,
                    f(
                        "mail",
                        f"{when:%Y-%m-%d} {cd.ROUTINE_THREADS[i % 8][0].format(q=1 + (when.month - 1) // 3)}.eml",
                    ),
                    i,
                    when,
                )
            )
        for doc in self.plan.docs:
            self.add(doc)

    # -- spreadsheets and decks -----------------------------------------------------------
    def board_deck(self) -> list[tuple[str, str, str]]:
        w = self.world
        revenue = sum(c.annual for c in w.customers)
        return [
            (
                f"{w.short}: Board Meeting, Q2 2026",
                "Agenda\nBusiness update\nFinancials\nProduct roadmap\nStrategic alternatives",
                "Confidential: for Board use only.",
            ),
            (
                "Business update",
                f"Annual recurring revenue: {money(revenue * 1.08)}\nGross revenue retention: 93%\nNet revenue retention: 112%\nEmployees: 212",
                "ARR includes signed but not yet live contracts.",
            ),
            (
                "Financials",
                f"FY{w.fy} revenue {money(revenue)}\nCash at quarter end {money(revenue * 0.31)}\nTerm loan outstanding with {w.bank}",
                "Covenants met for the quarter.",
            ),
            (
                "Product roadmap",
                f"{w.product} 4.3: dispatch automation GA\nEdge Agent 2.0 for on-premises customers\nEU hosting region",
                "Engineering capacity is the main constraint.",
            ),
            (
                "Strategic alternatives",
                f"Inbound interest from {w.buyer}\nBanker engaged to run a limited process\nTarget signing in Q3",
                "Discussed in executive session.",
            ),
        ]

    def ip_schedule(self) -> dict[str, list[list[Any]]]:
        w = self.world
        patents = [["Title", "Number", "Status", "Inventors", "Assignment recorded"]]
        titles = [
            "Systems and methods for dynamic multi-stop route optimization",
            "Load-aware dock scheduling using predicted arrival windows",
            "Distributed solver for vehicle routing with time windows",
        ]
        for i, title in enumerate(titles):
            patents.append(
                [
                    title,
                    f"US {11_200_000 + w.rng.randrange(900_000):,}".replace(",", ""),
                    "Issued",
                    f"{w.cto.name}; {w.employees[i].name}",
                    "Yes",
                ]
            )
        marks = [
            ["Mark", "Jurisdiction", "Registration", "Status"],
            [
                w.product,
                "United States",
                f"Reg. No. {6_100_000 + w.rng.randrange(99_999)}",
                "Registered",
            ],
            [
                w.short.upper(),
                "United States",
                f"Reg. No. {5_900_000 + w.rng.randrange(99_999)}",
                "Registered",
            ],
            [w.product, "European Union", "Application pending", "Pending"],
        ]
        return {"Patents": patents, "Trademarks": marks}

    def census(self) -> dict[str, list[list[Any]]]:
        w = self.world
        rows = [["Name", "Title", "Location", "Start date", "Base salary ($)", "Exempt"]]
        for person in [w.ceo, w.cfo, w.cto, w.counsel, w.vp_sales] + w.employees:
            rows.append(
                [
                    person.name,
                    person.title,
                    w.pick(["Remote", w.city, "Denver"]),
                    long_date(w.day_between(date(2017, 6, 1), date(2025, 12, 1))),
                    w.rng.randrange(95, 330) * 1000,
                    "Yes",
                ]
            )
        n = len(rows)
        rows.append(
            [
                "Total payroll (listed employees)",
                "",
                "",
                "",
                (f"=SUM(E2:E{n})", sum(r[4] for r in rows[1:])),
                "",
            ]
        )
        return {"Census": rows}

    def tax_summary(self) -> dict[str, list[list[Any]]]:
        w = self.world
        rows = [
            ["Item", f"FY{w.fy} ($)"],
            ["Pre-tax book income (loss)", -round(w.rng.uniform(0.5, 2.5) * 1e6)],
            ["Current federal tax", 0],
            ["Current state tax", round(w.rng.uniform(40, 140) * 1e3)],
            ["Deferred tax (valuation allowance)", 0],
            ["Total provision", ("=SUM(B3:B5)", None)],
        ]
        rows[-1][1] = ("=SUM(B3:B5)", rows[3][1])
        nol = [
            ["Net operating loss carryforwards", "Amount ($)", "Expiry"],
            ["Federal (post-2017)", round(w.rng.uniform(8, 20) * 1e6), "Indefinite"],
            ["State", round(w.rng.uniform(4, 12) * 1e6), "2033-2040"],
        ]
        return {"Provision": rows, "NOLs": nol}

    def insurance_schedule(self) -> dict[str, list[list[Any]]]:
        w = self.world
        rows = [["Coverage", "Insurer", "Limit ($)", "Retention ($)", "Policy period"]]
        for coverage, limit in [
            ("Commercial general liability", 2_000_000),
            ("Technology E&O", 5_000_000),
            ("Cyber liability", 5_000_000),
            ("Directors and officers", 10_000_000),
            ("Employment practices", 3_000_000),
            ("Property", 4_000_000),
        ]:
            rows.append(
                [
                    coverage,
                    w.pick(w.insurer_pool),
                    limit,
                    w.pick([10_000, 25_000, 50_000, 100_000]),
                    "Jul 1, 2026 - Jul 1, 2027",
                ]
            )
        return {"Policies": rows}

    def compliance_certificate(self) -> list[tuple]:
        w = self.world
        return [
            ("h1", "Compliance Certificate"),
            (
                "p",
                f"Reference is made to the Credit Agreement dated as of {long_date(date(2024, 1, 22))} between {w.target} and {w.bank}. The undersigned, the Chief Financial Officer of the Borrower, certifies for the fiscal quarter ended June 30, 2026:",
            ),
            (
                "p",
                "1. The financial statements delivered with this certificate fairly present the financial condition of the Borrower in all material respects.",
            ),
            ("p", "2. No Default or Event of Default has occurred and is continuing."),
            (
                "table",
                [
                    ["Covenant", "Required", "Actual", "In compliance"],
                    [
                        "Minimum Recurring Revenue",
                        "85% of plan",
                        f"{w.rng.randrange(92, 104)}% of plan",
                        "Yes",
                    ],
                    ["Minimum liquidity", "$5,000,000", money(w.rng.randrange(7, 14) * 1e6), "Yes"],
                ],
            ),
            ("p", f"/s/ {w.cfo.name}, Chief Financial Officer"),
        ]

    # -- filler ----------------------------------------------------------------------------
    def filler(self, i: int) -> cd.Doc:
        w = self.world
        rng = w.rng
        large = self.profile == "large"
        text_fmt = rng.choice(["txt", "md", "html"])
        rich = rng.random() < (0.12 if large else 0.45)
        # large rooms lean on long documents (contracts, reports) to reach tens of millions of tokens
        kind = rng.choices(range(14), weights=LARGE_WEIGHTS)[0] if large else i % 14
        if kind == 0:
            cust = self.extra_customer()
            fmt = rng.choice(["docx", "pdf"]) if rich else text_fmt
            return cd.Doc(
                cd.folder_path(
                    "customers", f"Master Subscription Agreement - {cust.short} {i:04d}.{fmt}"
                ),
                "MSA",
                blocks=cd.customer_msa(
                    w,
                    cust,
                    full=rng.random() < 0.5,
                    terms=(rng.choice(["Provider", w.short]), rng.choice(["Customer", cust.short])),
                ),
            )
        if kind == 1:
            cust = rng.choice(w.customers)
            number = 1000 + i
            blocks = [
                ("h1", f"Order Form No. {number}"),
                (
                    "p",
                    f'This Order Form is entered into under the Master Subscription and Services Agreement between {w.target} ("Provider") and {cust.name} ("Customer").',
                ),
                (
                    "table",
                    [
                        ["Item", "Term", "Fees"],
                        [
                            f"{w.product} subscription, {rng.randrange(20, 900)} vehicles",
                            f"{rng.choice([12, 24, 36])} months",
                            money(rng.uniform(0.05, 0.9) * 1e6),
                        ],
                        ["Implementation services", "One-time", money(rng.uniform(10, 90) * 1e3)],
                    ],
                ),
                (
                    "p",
                    "Billing: annually in advance. Payment terms as set out in the Agreement. This Order Form does not change any other term of the Agreement.",
                ),
            ]
            return cd.Doc(
                cd.folder_path("customers", f"Order Form {number} - {cust.short}.{text_fmt}"),
                "Order form",
                blocks=blocks,
            )
        if kind == 2:
            other, stem = w.company(SUPPLIER_TRADES)
            fmt = rng.choice(["pdf", "docx"]) if rich else text_fmt
            return cd.Doc(
                cd.folder_path("material", f"Mutual NDA - {stem} {i:04d}.{fmt}"),
                "NDA",
                blocks=cd.nda(
                    w,
                    other,
                    w.person("Authorized Signatory", "example.com"),
                    w.day_between(date(2021, 1, 1), date(2026, 6, 1)),
                ),
            )
        if kind == 3:
            person = w.person(
                rng.choice(
                    [
                        "Software Engineer",
                        "Account Executive",
                        "Customer Success Manager",
                        "Data Analyst",
                        "Implementation Consultant",
                    ]
                )
            )
            when = w.day_between(date(2019, 1, 1), date(2026, 5, 1))
            if rng.random() < 0.5:
                return cd.Doc(
                    cd.folder_path("people", f"Offer Letter - {person.name}.txt"),
                    "Offer letter",
                    blocks=[("p", cd.offer_letter(w, person, rng.randrange(85, 210) * 1000, when))],
                )
            fmt = "docx" if rich else text_fmt
            return cd.Doc(
                cd.folder_path("people", f"Invention Assignment - {person.name}.{fmt}"),
                "CIIAA",
                blocks=cd.invention_assignment(w, person, when),
            )
        if kind == 4:
            when = w.day_between(date(2025, 1, 1), date(2026, 8, 31))
            mail = cd.routine_email(
                w, cd.folder_path("mail", f"{when:%Y-%m-%d} thread {i:04d}.eml"), i, when
            )
            if rich:  # some threads carry the spreadsheet or memo they discuss
                month = date(when.year, when.month, 1)
                attachment = (
                    cd.Doc(f"KPIs {month:%Y-%m}.xlsx", "KPIs", sheets=self.kpi_sheet(month))
                    if rng.random() < 0.5
                    else cd.Doc(
                        f"Notes {when:%Y-%m-%d}.pdf",
                        "Notes",
                        blocks=[
                            ("h1", mail.title),
                            *[("p", cl.report_paragraph(rng)) for _ in range(4)],
                        ],
                    )
                )
                mail.email["attachments"].append(attachment)
            return mail
        if kind == 5:
            sup = self.extra_supplier()
            fmt = rng.choice(["docx", "pdf"]) if rich else text_fmt
            return cd.Doc(
                cd.folder_path("suppliers", f"Services Agreement - {sup.short} {i:04d}.{fmt}"),
                "Supplier agreement",
                blocks=cd.supplier_agreement(
                    w,
                    sup,
                    full=rng.random() < 0.4,
                    terms=(
                        rng.choice(["Supplier", "Vendor", sup.short]),
                        rng.choice(["Company", w.short]),
                    ),
                ),
            )
        if kind == 6:
            month = date(2024, 1, 1) + timedelta(days=31 * (i % 30))
            blocks = [
                ("h1", f"Monthly Operating Report - {month:%B %Y}"),
                ("p", f"Prepared by {w.cfo.name} for the executive team."),
            ]
            sections = [
                "Revenue and bookings",
                "Customer health",
                "Engineering",
                "Security and compliance",
                "People",
                "Finance",
                "Risks and mitigations",
            ]
            for heading in sections:
                blocks.append(("h2", heading))
                for _ in range(rng.randrange(6, 20) if large else rng.randrange(1, 3)):
                    blocks.append(("p", cl.report_paragraph(rng)))
            blocks.append(
                (
                    "table",
                    [
                        ["Metric", "Actual", "Plan"],
                        ["New ARR ($)", money(rng.uniform(0.2, 0.9) * 1e6), money(0.55e6)],
                        ["Logo churn", f"{rng.randrange(0, 4)}", "1"],
                        ["Headcount", f"{rng.randrange(150, 240)}", "210"],
                    ],
                )
            )
            if rich and rng.random() < 0.5:
                return cd.Doc(
                    cd.folder_path("fin", f"Monthly KPIs {month:%Y-%m} {i:04d}.xlsx"),
                    "KPIs",
                    sheets=self.kpi_sheet(month),
                )
            return cd.Doc(
                cd.folder_path("fin", f"Monthly Operating Report {month:%Y-%m} {i:04d}.{text_fmt}"),
                "Monthly report",
                blocks=blocks,
            )
        if kind == 7:
            name = rng.choice(list(cd.POLICIES))
            return cd.Doc(
                cd.folder_path("reg", f"{name} v{i % 7 + 1} {i:04d}.{text_fmt}"),
                name,
                blocks=cd.policy(w, name),
            )
        if kind == 8:
            cust = rng.choice(w.customers)
            when = w.day_between(date(2025, 1, 1), date(2026, 8, 1))
            blocks = cd.memo_note(
                w,
                f"Quarterly Business Review: {cust.short}",
                w.vp_sales,
                when,
                [
                    f"Attendees from {cust.short}: {cust.contact.name} ({cust.contact.title}) and the dispatch operations leads. Attendees from {w.short}: account team and a solutions architect.",
                    cl.filler_paragraph(rng, 3),
                    *[
                        cl.report_paragraph(rng)
                        for _ in range(rng.randrange(3, 12) if large else 0)
                    ],
                    f"{cust.short} asked for a roadmap briefing on dispatch automation and confirmed interest in expanding to {rng.randrange(2, 9)} additional depots next year.",
                    "Action items: send the updated usage report, schedule a technical workshop, and prepare a renewal proposal two quarters before expiry.",
                ],
            )
            return cd.Doc(
                cd.folder_path(
                    "customers", f"QBR Notes - {cust.short} {when:%Y-%m} {i:04d}.{text_fmt}"
                ),
                "QBR notes",
                blocks=blocks,
            )
        if kind == 9:
            coverage = rng.choice(
                [
                    "Commercial General Liability",
                    "Cyber Liability",
                    "Technology Errors and Omissions",
                    "Property",
                    "Directors and Officers",
                ]
            )
            blocks = [
                ("h1", f"Certificate of Insurance - {coverage}"),
                ("p", f"Named insured: {w.target}, {w.hq_address}."),
                (
                    "p",
                    f"Insurer: {rng.choice(w.insurer_pool)}. Policy period: July 1, {2020 + i % 6} to July 1, {2021 + i % 6}.",
                ),
                (
                    "p",
                    "This certificate is issued as a matter of information only and confers no rights upon the certificate holder. It does not amend, extend or alter the coverage afforded by the policies listed.",
                ),
                (
                    "p",
                    f"Certificate holder: {rng.choice(w.customers).name}, as its interests may appear.",
                ),
            ]
            return cd.Doc(
                cd.folder_path(
                    "ins", f"Certificate of Insurance {i:04d}.{'pdf' if rich else text_fmt}"
                ),
                "COI",
                blocks=blocks,
            )
        if kind == 10:
            when = w.day_between(date(2024, 1, 1), date(2026, 7, 1))
            state = rng.choice(["Colorado", "Ohio", "Texas", "New York", "Illinois", "Washington"])
            blocks = [
                ("h1", f"Sales and Use Tax Return Summary - {state}"),
                ("p", f"Period: {when:%B %Y}. Filed by {w.target}."),
                (
                    "table",
                    [
                        ["Line", "Amount"],
                        ["Gross receipts", money(rng.uniform(0.1, 0.8) * 1e6)],
                        ["Exempt sales", money(rng.uniform(0.05, 0.3) * 1e6)],
                        ["Tax due", money(rng.uniform(1, 30) * 1e3)],
                    ],
                ),
                (
                    "p",
                    "Return filed and tax paid on time. No notices have been received for this period.",
                ),
            ]
            return cd.Doc(
                cd.folder_path("tax", f"Sales Tax Return {state} {when:%Y-%m} {i:04d}.{text_fmt}"),
                "Tax return",
                blocks=blocks,
            )
        if kind == 12:
            person = rng.choice(w.employees)
            when = w.day_between(date(2020, 1, 1), date(2026, 6, 1))
            shares = rng.randrange(5, 90) * 1000
            blocks = [
                ("h1", "Notice of Stock Option Grant"),
                (
                    "p",
                    f"{w.target} 2019 Equity Incentive Plan. Optionee: {person.name}. Grant date: {long_date(when)}.",
                ),
                (
                    "table",
                    [
                        ["Term", "Detail"],
                        ["Shares subject to option", f"{shares:,}"],
                        ["Exercise price per share", f"${rng.uniform(0.4, 2.9):.2f}"],
                        [
                            "Type",
                            rng.choice(["Incentive stock option", "Nonstatutory stock option"]),
                        ],
                        ["Vesting", "25% after one year, then monthly over 36 months"],
                        ["Expiration", "Ten years from the grant date"],
                    ],
                ),
                (
                    "p",
                    "The option is governed by the Plan and the Stock Option Agreement. Vesting stops when the Optionee's service ends. No acceleration applies except as provided in the Plan for a corporate transaction in which the option is not assumed or substituted.",
                ),
            ]
            return cd.Doc(
                cd.folder_path(
                    "cap",
                    f"Option Grant Notice - {person.name} {i:04d}.{'pdf' if rich else text_fmt}",
                ),
                "Option grant",
                blocks=blocks,
            )
        if kind == 13:
            when = w.day_between(date(2022, 1, 1), date(2026, 6, 1))
            landlord = f"{rng.choice(['Riverside', 'Northgate', 'Cedar Point', 'Union Yard'])} Properties LLC"
            blocks = [
                ("h1", "Tenant Estoppel Certificate"),
                ("p", f"Date: {long_date(when)}. Landlord: {landlord}. Tenant: {w.target}."),
                (
                    "p",
                    f"Tenant certifies to {landlord} and its lender that: (a) the lease is in full force and effect and has not been modified except as listed below; (b) base rent is paid through {when:%B %Y}; (c) to Tenant's knowledge, neither party is in default; and (d) Tenant has no option to purchase the premises.",
                ),
                (
                    "p",
                    "Lease documents: the Office Lease, without amendments. Security deposit held by Landlord as stated in the lease.",
                ),
                ("p", f"/s/ {w.cfo.name}, {w.cfo.title}"),
            ]
            return cd.Doc(
                cd.folder_path("estate", f"Estoppel Certificate {when:%Y-%m} {i:04d}.{text_fmt}"),
                "Estoppel",
                blocks=blocks,
            )
        meeting = w.day_between(date(2023, 1, 1), date(2026, 8, 1))
        blocks = cd.memo_note(
            w,
            f"Audit Committee Meeting Notes - {long_date(meeting)}",
            w.counsel,
            meeting,
            [
                cl.filler_paragraph(rng, 3),
                f"{w.auditor} presented its audit plan and confirmed its independence.",
                cl.filler_paragraph(rng, 2),
                *[cl.report_paragraph(rng) for _ in range(rng.randrange(3, 12) if large else 0)],
            ],
        )
        return cd.Doc(
            cd.folder_path("corp", f"Audit Committee Notes {meeting:%Y-%m-%d} {i:04d}.{text_fmt}"),
            "Committee notes",
            blocks=blocks,
        )

    def kpi_sheet(self, month: date) -> dict[str, list[list[Any]]]:
        rng = self.world.rng
        rows = [["Week", "New ARR ($)", "Churned ARR ($)", "Net ($)"]]
        for week in range(1, 5):
            new, churn = round(rng.uniform(50, 250) * 1e3), round(rng.uniform(0, 60) * 1e3)
            rows.append(
                [f"{month:%b} week {week}", new, churn, (f"=B{week + 1}-C{week + 1}", new - churn)]
            )
        rows.append(
            [
                "Total",
                ("=SUM(B2:B5)", sum(r[1] for r in rows[1:])),
                ("=SUM(C2:C5)", sum(r[2] for r in rows[1:])),
                ("=SUM(D2:D5)", sum(r[3][1] for r in rows[1:])),
            ]
        )
        return {"KPIs": rows}

    def extra_customer(self) -> Counterparty:
        w = self.world
        return w.counterparty(CUSTOMER_TRADES, w.rng.uniform(0.05, 0.6) * 1e6, w.product)

    def extra_supplier(self) -> Counterparty:
        w = self.world
        return w.counterparty(SUPPLIER_TRADES, w.rng.uniform(0.05, 0.5) * 1e6)

    # -- task.json -------------------------------------------------------------------------
    def task(self, key_paths: dict[str, str]) -> dict[str, Any]:
        w = self.world
        criteria: list[dict[str, Any]] = []
        for item in self.planted:
            criteria.extend(criteria_for(item, key_paths, self.profile))
        return {
            "title": f"Buy-side due diligence: acquisition of {w.target} by {w.buyer}",
            "instructions": (
                f'You are counsel to {w.buyer}, which proposes to acquire all of the outstanding shares of {w.target} ("{w.short}"), '
                f"a Delaware company that sells the {w.product} logistics planning software, by a reverse triangular merger. "
                "Review every document in the data room and write a due diligence memo for the buyer's deal team. For each material issue, "
                "say what it is, cite the documents (file and page or section) and quote the relevant language, quantify the exposure where "
                "the documents allow, explain what it means for the transaction, and recommend a next step (a consent to obtain, a condition, "
                "an indemnity or escrow, a price adjustment, or a document to request). Point out documents that the room refers to but does "
                "not contain. Do not report matters that the documents show are resolved, expired, waived or market standard as risks."
            ),
            "criteria": criteria,
            "deliverables": [
                "A due diligence memo (Markdown) with an executive summary, findings grouped by category, and recommended next steps.",
                "Every finding cites the source document(s) with an exact quote.",
                "A list of documents that are referenced but missing from the data room.",
            ],
            "room": {
                "generator": "diligence sample",
                "profile": self.profile,
                "seed": w.seed,
                "documents": len(self.docs),
                "fictional": True,
            },
            "planted": [
                dict(
                    item.to_dict(key_paths),
                    criteria=[c["id"] for c in criteria if c["issue"] == item.id],
                )
                for item in self.planted
            ],
        }


def _names(paths: list[str]) -> str:
    names = [f'"{p.rsplit("/", 1)[-1]}"' for p in paths]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _any(terms: list[str]) -> str:
    """Quoted alternatives, as the offline judge reads them ("a" or "b")."""
    return " or ".join(f'"{t}"' for t in terms)


def _all(groups: list[list[str]]) -> str:
    return " and ".join(_any(g) for g in groups)


def _figure(amount: str) -> str:
    """Currency amounts stay bare (the judge parses them); counts are quoted numbers."""
    if amount.startswith(("$", "GBP", "EUR")):
        return amount
    number, _, rest = amount.partition(" ")
    return f'"{number}" {rest}'.strip()


def criteria_for(item: ci.Planted, key_paths: dict[str, str], profile: str) -> list[dict[str, Any]]:
    """The rubric lines for one planted issue (identify, cite, quantify, implication,
    recommend) or distractor (must not be flagged)."""
    docs = sorted({key_paths[k] for k, _ in item.quotes})
    base = {"issue": item.id, "documents": docs}
    if item.kind == "distractor":
        return [
            dict(
                base,
                id=f"{item.id}-not-flagged",
                kind="distractor",
                title=f"Does not flag as a risk: {item.title}",
                match_criteria=(
                    f"PASS if the memo does not flag {_all(item.terms)} as a current risk; it may mention it as "
                    f"resolved or benign, because {item.what}. FAIL if the memo flags it as an open risk, red flag "
                    "or issue requiring action."
                ),
            )
        ]
    out = []
    ident_kind = {"direct": "identify", "missing": "missing", "combined": "combined"}[item.kind]
    if item.kind == "missing":
        ident = (
            f"PASS if the memo notes that the {item.missing} is referenced but not provided, naming {_all(item.terms)} and "
            '"missing" or "not provided" or "not in the data room" or "not in the room" or "absent" or "not included". '
            "FAIL if the memo does not notice the missing document or assumes its terms."
        )
    else:
        ident = (
            f"PASS if the memo identifies that {item.what} (naming {_all(item.terms)}). "
            "FAIL if the memo does not mention this issue or mentions it only generically."
        )
        if item.kind == "combined":
            ident += " The finding requires reading both documents together."
    out.append(
        dict(
            base,
            id=f"{item.id}-identify",
            kind=ident_kind,
            title=f"Identifies: {item.title}",
            match_criteria=ident,
        )
    )
    if item.kind == "combined":
        cite = f"PASS if the memo cites both {_names(docs)}. FAIL if it cites only one of them or neither."
    elif item.kind == "missing":
        cite = f"PASS if the memo cites {_names(docs)}, where the missing document is referenced. FAIL if no referring document is cited."
    else:
        cite = f"PASS if the memo cites {_names(docs)} as the source of this finding. FAIL if that document is not cited."
    out.append(
        dict(
            base,
            id=f"{item.id}-cite",
            kind="cite",
            title=f"Cites the source: {item.title}",
            match_criteria=cite,
        )
    )
    if item.amount:
        out.append(
            dict(
                base,
                id=f"{item.id}-quantify",
                kind="quantify",
                title=f"Quantifies: {item.title}",
                figures=[item.amount],
                match_criteria=(
                    f"PASS if the memo states the {item.amount_what}: {_figure(item.amount)} (or the same figure "
                    "written another way). FAIL if the figure is missing or wrong."
                ),
            )
        )
    if profile != "small" or item.kind != "direct":
        out.append(
            dict(
                base,
                id=f"{item.id}-implication",
                kind="implication",
                title=f"Explains the implication: {item.title}",
                match_criteria=(
                    f"PASS if the memo explains the consequence for the transaction: {item.implication} "
                    f"(mentioning {_any(item.imp_terms)}). FAIL if the consequence is not explained."
                ),
            )
        )
    if profile != "small":
        out.append(
            dict(
                base,
                id=f"{item.id}-recommend",
                kind="recommend",
                title=f"Recommends a next step: {item.title}",
                match_criteria=(
                    f"PASS if the memo recommends a concrete next step: {item.recommendation} "
                    f"(mentioning {_any(item.rec_terms)}). FAIL if no concrete next step is recommended."
                ),
            )
        )
    return out


# -- entry points -------------------------------------------------------------------------

DEFAULT_DOCS = {"small": 40, "medium": 250}
SMALL_CAST_BELOW = 90


def build_room(
    out: str | Path,
    docs: int | None = None,
    seed: int = 1,
    profile: str = "large",
    progress: Progress | None = None,
) -> dict[str, Any]:
    """Write a synthetic room to ``out`` (which must be empty or absent); returns task.json."""
    from diligence_tui.errors import UserError

    if profile not in PROFILES:
        raise UserError(f"unknown sample profile {profile!r}; use one of {', '.join(PROFILES)}")
    docs = DEFAULT_DOCS.get(profile, 200) if docs is None else docs
    if docs < 1 or docs > MAX_DOCS:
        raise UserError(f"--docs must be between 1 and {MAX_DOCS}")
    root = Path(out)
    if root.exists() and (not root.is_dir() or any(root.iterdir())):
        raise UserError(f"{root} is not an empty folder; choose a new folder for the sample room")
    if profile == "large" and docs < SMALL_CAST_BELOW:
        profile = "small"  # the medium cast alone is ~80 documents; below that use the small one
    builder = RoomBuilder(seed, profile, docs)
    builder.plant()
    builder.core()
    i = 0
    while len(builder.docs) < docs:
        builder.add(builder.filler(i))
        i += 1
    key_paths = {d.key: d.path for d in builder.docs if d.key}
    for doc in builder.docs:
        for attachment in (doc.email or {}).get("attachments", []):
            if attachment.key:
                key_paths[attachment.key] = f"{doc.path}/{attachment.path}"
    _check_quotes(builder, key_paths)
    documents = root / "documents"
    total = len(builder.docs)
    try:
        for n, doc in enumerate(builder.docs, start=1):
            render(doc, documents)
            if progress:
                progress(n, total, doc.path)
        task = builder.task(key_paths)
        (root / "task.json").write_text(
            json.dumps(task, indent=2, ensure_ascii=False) + "\n", encoding="utf-8"
        )
    except OSError as exc:
        raise UserError(
            f"could not write the sample room to {root}: {exc.strerror or exc}"
        ) from exc
    return task


def _check_quotes(builder: RoomBuilder, key_paths: dict[str, str]) -> None:
    """Every planted quote must be in its document's text (a generator bug otherwise)."""
    by_key = {d.key: d for d in builder.docs if d.key}
    for doc in builder.docs:
        by_key.update({a.key: a for a in (doc.email or {}).get("attachments", []) if a.key})
    for item in builder.planted:
        for key, quote in item.quotes:
            text = " ".join(doc_text(by_key[key]).split())
            if " ".join(quote.split()) not in text:
                raise AssertionError(f"{item.id}: quote not in {key_paths[key]}: {quote[:60]}")


def cmd_sample(args: Any, settings: Any) -> int:
    """``diligence sample OUT --docs N --seed S``."""
    profile = getattr(args, "profile", None) or "large"
    docs = DEFAULT_DOCS.get(profile, 200) if args.docs is None else int(args.docs)
    started = time.monotonic()
    last = [0.0]

    def progress(done: int, total: int, path: str) -> None:
        now = time.monotonic()
        if done == total or now - last[0] > 0.2:
            last[0] = now
            sys.stderr.write(f"\rwriting {done}/{total} documents ({done * 100 // total}%)")
            sys.stderr.flush()

    tty = sys.stderr.isatty()  # the progress line only on a terminal, never in logs or pipes
    task = build_room(args.out, docs, int(args.seed), profile, progress if tty else None)
    if tty:
        sys.stderr.write("\n")
    written = int(task["room"]["documents"])
    if written > docs:
        sys.stderr.write(
            f"note: --docs {docs} is below the {task['room'].get('profile', profile)} cast's minimum "
            f"of {written} documents; the minimum was used\n"
        )
    issues = [p for p in task["planted"] if p["kind"] != "distractor"]
    print(
        f"Wrote {task['room']['documents']} documents to {Path(args.out) / 'documents'} in {time.monotonic() - started:.1f} s"
    )
    print(
        f"task.json: {len(task['criteria'])} criteria, {len(issues)} planted issues, "
        f"{len(task['planted']) - len(issues)} distractors (seed {args.seed})"
    )
    return 0
