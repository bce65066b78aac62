"""Build tests/rooms/wraxall/documents: the dataroom of Project Wraxall, the sale of Brackenfield
Cold Chain Holdings Limited (temperature-controlled storage and distribution, three cold stores
in England and one in Pennsylvania) to Norvane Capital.

Written as an independent, untuned test room for the offline reviewer, without reading the
reviewer's rules, the sample templates or the other rooms; its key (key.json) was written before
the engine first ran on it. Deterministic: the same bytes on every run (fixed timestamps inside
the DOCX and XLSX zips, reportlab's invariant mode). Run from the repository root:

    .venv/bin/python -m tests.rooms.wraxall.build
"""

from __future__ import annotations

import re
import shutil
import zipfile
from pathlib import Path

from diligence_tui import docwriters
from tests.rooms.wraxall import commercial as com
from tests.rooms.wraxall import corporate as corp
from tests.rooms.wraxall import finance as fin
from tests.rooms.wraxall import legal
from tests.rooms.wraxall import property as prop

ROOM = Path(__file__).resolve().parent
DOCS = ROOM / "documents"
_STAMP = (2026, 11, 18, 9, 0, 0)
_ISO = "2026-11-18T09:00:00Z"


def _freeze_zip(path: Path) -> None:
    """Rewrite an Office zip with fixed member times and fixed core-property dates, so that a
    rebuild gives the same bytes."""
    with zipfile.ZipFile(path) as src:
        members = [(info.filename, src.read(info.filename)) for info in src.infolist()]
    tmp = path.with_suffix(path.suffix + ".tmp")
    with zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as dst:
        for name, data in members:
            if name == "docProps/core.xml":
                text = data.decode("utf-8")
                text = re.sub(
                    r"(<dcterms:(?:created|modified)[^>]*>)[^<]*(<)", rf"\g<1>{_ISO}\2", text
                )
                data = text.encode("utf-8")
            info = zipfile.ZipInfo(name, date_time=_STAMP)
            info.compress_type = zipfile.ZIP_DEFLATED
            dst.writestr(info, data)
    tmp.replace(path)


def docx(rel: str, blocks: list[tuple], header: str = "", footer: str = "") -> None:
    path = docwriters.write_docx(DOCS / rel, blocks, header=header, footer=footer)
    _freeze_zip(path)


def xlsx(rel: str, sheets: dict) -> None:
    path = docwriters.write_xlsx(DOCS / rel, sheets)
    _freeze_zip(path)


def pdf(rel: str, pages: list[str] | str, title: str = "") -> None:
    docwriters.write_pdf(DOCS / rel, paginate(pages) if isinstance(pages, str) else pages, title)


def text(rel: str, body: str) -> None:
    docwriters.write_text(DOCS / rel, body)


def eml(rel: str, msg: dict) -> None:
    docwriters.write_eml(
        DOCS / rel, msg["sender"], msg["to"], msg["subject"], msg["date"], msg["body"]
    )


def paginate(body: str, limit: int = 3400) -> list[str]:
    """Break a long text into pages at paragraph ends, as a printed PDF would be."""
    pages: list[str] = []
    page = ""
    for para in body.split("\n"):
        if page and len(page) + len(para) > limit:
            pages.append(page.rstrip("\n"))
            page = ""
        page += para + "\n"
    if page.strip():
        pages.append(page.rstrip("\n"))
    return pages


def agreement_blocks(doc: dict) -> list[tuple]:
    blocks: list[tuple] = [("h1", doc["title"])]
    blocks += [("p", line) for line in doc["preamble"]]
    for heading, paras in doc["clauses"]:
        blocks.append(("h2", heading))
        blocks += [("p", para) for para in paras]
    if doc["schedules"]:
        blocks.append(("page_break",))
        blocks += doc["schedules"]
    blocks.append(("page_break",))
    blocks += [("p", line) for line in doc["signatures"]]
    return blocks


def agreement_docx(rel: str, doc: dict) -> None:
    docx(rel, agreement_blocks(doc), doc["header"], doc["footer"])


IT_OVERVIEW = """# IT systems overview (Operations, October 2026)

| System | Use | Hosting | Owner / licensor |
|---|---|---|---|
| Tessaly WMS Cloud | warehouse management, billing data | Tessaly (UK cloud) | Tessaly Software Ltd (subscription to 31/03/2027) |
| ColdTrace | chamber telemetry, pallet traceability, customer portal | Kestrel Code's cloud tenancy | see IP register |
| Sage Intacct / Sage People | finance and HR | SaaS | Sage |
| Microsoft 365 | email, documents | SaaS | Microsoft (CSP via Ardent IT) |
| Lexmoor fleet portal | telematics, defects | SaaS | Lexmoor |
| On-premise servers (Avonmouth) | integration, file shares | on premise | to be retired Q1 2027 |

Backups: Microsoft 365 and the file shares are backed up nightly to an immutable cloud vault (since 30 August 2026). Remote access requires multi-factor authentication for all users (since 14 August 2026).

Key suppliers: Ardent IT Limited (managed service, 24x7 service desk), Calder Cyber (incident response retainer since August 2026).
"""

DOMAINS_CSV = """domain / certificate,registrant,registrar,expiry,auto-renew
brackenfield-coldchain.co.uk,Brackenfield Cold Chain Limited,Nominet via Ardent IT,2028-03-14,yes
brackenfield.us,Brackenfield Logistics Inc.,GoDaddy,2027-06-09,yes
coldtrace.io,Kestrel Code Ltd,Gandi,2027-11-02,yes
portal.coldtrace.io (TLS),Kestrel Code Ltd,Let's Encrypt,rolling 90 days,yes
"""


def build() -> Path:
    if DOCS.exists():
        shutil.rmtree(DOCS)
    co, cm, fi, em = "01 Corporate", "02 Commercial", "03 Finance", "04 Employment"
    pr, ip, lc, tx = "05 Property", "06 IP and IT", "07 Litigation and Compliance", "08 Transaction"

    pdf(f"{co}/1.1 Articles of Association (2021).pdf", corp.ARTICLES, "Articles")
    pdf(f"{co}/1.2 Certificate of Incorporation - Holdings.pdf", [corp.CERT_INC])
    xlsx(f"{co}/1.3 Register of members and options.xlsx", corp.MEMBERS)
    docx(f"{co}/1.4 Board minutes 2026-05-14.docx", corp.MINUTES_MAY)
    docx(f"{co}/1.5 Board minutes 2026-09-22.docx", corp.MINUTES_SEPT)
    text(f"{co}/1.6 Group structure.md", corp.GROUP_STRUCTURE)
    text(f"{co}/1.7 Companies House - charges register BCCL.txt", corp.CHARGES)
    agreement_docx(f"{co}/1.8 Subscription and Shareholders Agreement 2021.docx", corp.sha())
    pdf(
        f"{co}/1.9 Brackenfield Logistics Inc - Certificate of Incorporation (DE).pdf", corp.DE_CERT
    )

    cu = f"{cm}/2.1 Customers"
    agreement_docx(
        f"{cu}/Corran Retail/Warehousing and Distribution Agreement 2023.docx", com.corran()
    )
    pdf(f"{cu}/Corran Retail/Variation No 1 (Crewe) 2025.pdf", com.CORRAN_VARIATION)
    agreement_docx(f"{cu}/Hallam Fresh Foods/Master Services Agreement 2025.docx", com.hallam())
    pdf(f"{cu}/Hallam Fresh Foods/Letter 10 Jan 2025.pdf", com.HALLAM_SIDE_LETTER)
    eml(f"{cu}/Hallam Fresh Foods/RE Project Wraxall - consent.eml", com.HALLAM_CONSENT)
    agreement_docx(
        f"{cu}/Pellow Dairies/Storage and Distribution Agreement 2024.docx", com.pellow()
    )
    pdf(f"{cu}/Tamar Valley Creamery/Services Agreement 2026.pdf", com.TAMAR)
    agreement_docx(
        f"{cu}/Meridian Grocers (US)/Master Logistics Services Agreement.docx", com.meridian()
    )
    pdf(f"{cu}/Ostler Seafoods/Standard terms of business - accepted 2024.pdf", com.OSTLER_TERMS)
    su = f"{cm}/2.2 Suppliers"
    pdf(f"{su}/Polar Mechanical - Planned Maintenance Contract.pdf", com.POLAR)
    eml(f"{su}/Polar Mechanical - termination email Sep 2026.eml", com.POLAR_NOTICE)
    agreement_docx(f"{su}/Ridgeway Fuels - Fuel Supply Agreement.docx", com.ridgeway())
    pdf(f"{su}/Lexmoor - Master Hire Agreement.pdf", com.LEXMOOR)
    xlsx(f"{cm}/2.3 Customer rates and revenue FY2026.xlsx", {"Rates FY2026": com.RATES})
    text(f"{cm}/2.4 Material contracts list.csv", com.MATERIAL_CONTRACTS_CSV)
    pdf(f"{cm}/2.5 Former JV/Brackenfield Westway - JV Agreement 2019.pdf", com.JV_AGREEMENT)
    pdf(
        f"{cm}/2.5 Former JV/Brackenfield Westway - Deed of Termination 2024.pdf",
        com.JV_TERMINATION,
    )

    agreement_docx(f"{fi}/3.1 Harrowgate Bank - Facilities Agreement 2024.docx", fin.facility())
    xlsx(f"{fi}/3.2 Management accounts Sep 2026.xlsx", fin.MANAGEMENT_ACCOUNTS)
    pdf(f"{fi}/3.3 Annual report and accounts FY2025.pdf", fin.AUDITED_FS, "Annual report 2025")
    pdf(f"{fi}/3.4 Compliance certificate Q2 2026.pdf", fin.COMPLIANCE_Q2)
    text(f"{fi}/3.5 Debtors ageing 30 Sep 2026.csv", fin.DEBTORS_CSV)
    xlsx(f"{fi}/3.6 Budget FY2027.xlsx", fin.BUDGET)
    text(f"{fi}/3.7 HMRC - VAT repayment check May 2026.txt", fin.HMRC)

    agreement_docx(f"{em}/4.1 Service agreement - Dominic Arkwright (CEO).docx", corp.CEO)
    agreement_docx(
        f"{em}/4.2 Service agreement - Priya Okafor (Operations Director).docx", corp.OPS_DIRECTOR
    )
    xlsx(f"{em}/4.3 Employee census Oct 2026.xlsx", corp.CENSUS)
    pdf(f"{em}/4.4 Standard terms - warehouse and transport staff 2024.pdf", corp.OPERATIVE_TERMS)
    text(f"{em}/4.5 Staff handbook extracts.md", corp.HANDBOOK)
    pdf(f"{em}/4.6 EMI option plan - summary of rules.pdf", corp.EMI)
    text(f"{em}/4.7 Pensions Regulator - re-declaration 2026.txt", corp.PENSION)

    pdf(f"{pr}/5.1 Avonmouth - Lease 2019.pdf", prop.AVONMOUTH_LEASE, "Lease - Unit 4 Avonmouth")
    agreement_docx(f"{pr}/5.2 Crewe - Lease 2025.docx", prop.crewe_lease())
    agreement_docx(f"{pr}/5.3 Allentown PA - Industrial Lease 2022.docx", prop.allentown_lease())
    xlsx(f"{pr}/5.4 Property schedule.xlsx", prop.PROPERTY_SCHEDULE)
    pdf(
        f"{pr}/5.5 Severnside Unit 9/Schedule of dilapidations Feb 2025.pdf", prop.SEVERNSIDE_DILAPS
    )
    pdf(f"{pr}/5.5 Severnside Unit 9/Deed of surrender 30 Jun 2025.pdf", prop.SEVERNSIDE_SURRENDER)

    xlsx(f"{ip}/6.1 IP register.xlsx", legal.IP_REGISTER)
    agreement_docx(
        f"{ip}/6.2 Kestrel Code - Consultancy and Development Agreement 2022.docx", legal.kestrel()
    )
    pdf(f"{ip}/6.3 Tessaly WMS - order form 2024.pdf", legal.TESSALY)
    docx(f"{ip}/6.4 Incident report INC-2026-014.docx", legal.incident_report(), "CONFIDENTIAL")
    text(f"{ip}/6.5 IT systems overview.md", IT_OVERVIEW)
    text(f"{ip}/6.6 Domain names and certificates.csv", DOMAINS_CSV)

    pdf(f"{lc}/7.1 Ostler Seafoods - letter 3 Oct 2026.pdf", legal.OSTLER_LBC)
    pdf(f"{lc}/7.2 Brindle Foods - letter of claim Feb 2025.pdf", legal.BRINDLE_CLAIM)
    agreement_docx(
        f"{lc}/7.3 Brindle Foods - Settlement Agreement Jun 2025.docx", legal.brindle_settlement()
    )
    pdf(f"{lc}/7.4 HSE Improvement Notice 301877 Mar 2026.pdf", legal.HSE_NOTICE)
    eml(f"{lc}/7.5 HSE - compliance confirmed Jun 2026.eml", legal.HSE_CLOSURE)
    pdf(f"{lc}/7.6 Insurance/Cyber policy 2026-27 - schedule and wording.pdf", legal.CYBER_POLICY)
    xlsx(f"{lc}/7.7 Insurance/Insurance programme 2026-27.xlsx", legal.INSURANCE_SCHEDULE)
    text(f"{lc}/7.8 Anti-bribery policy.md", legal.ABC_POLICY)
    text(f"{lc}/7.9 Record of processing activities.csv", legal.ROPA_CSV)

    docx(
        f"{tx}/8.1 Draft Disclosure Letter (draft 2).docx",
        legal.disclosure_letter(),
        "DRAFT (2) - SUBJECT TO CONTRACT",
    )
    xlsx(f"{tx}/8.2 Consents tracker.xlsx", legal.CONSENTS_TRACKER)
    text(f"{tx}/8.3 Q&A log.csv", legal.QA_LOG_CSV)
    text(f"{tx}/8.4 Information memorandum - extract.md", legal.IM_EXTRACT)
    eml(f"{tx}/8.5 Email N Saunders 18 Nov 2026.eml", legal.MGMT_EMAIL)
    return DOCS


if __name__ == "__main__":
    out = build()
    print(f"{sum(1 for p in out.rglob('*') if p.is_file())} files in {out}")
