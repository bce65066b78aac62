"""Writes key.json (python -m tests.rooms.carrowkeel.make_key); the key is data, kept here in
Python only so that its long strings stay readable and its paths are checked on writing."""

from __future__ import annotations

import json
from pathlib import Path

ROOM = Path(__file__).resolve().parent

SIDE = "03 Commercial/Customers/Knockastanna/Knockastanna letter re commencement.pdf"
OM = "03 Commercial/Customers/Knockastanna/O&M Agreement - Knockastanna Wind DAC.docx"
QA = "02 Transaction/Q&A Log.xlsx"
IM = "02 Transaction/Information Memorandum.pptx"
DL = "02 Transaction/Disclosure Letter (draft 2).docx"
SPA = "02 Transaction/Share Purchase Agreement (draft 3).docx"
TRACKER = "02 Transaction/Third Party Consents Tracker.xlsx"
BW = "03 Commercial/Customers/Brightwater/Framework Agreement - Brightwater Energy.pdf"
TARBERT = "03 Commercial/Customers/Tarbert/Service Order TCW-01.docx"
REVENUE = "03 Commercial/Customer Revenue FY2023-FY2025.csv"
SB = "03 Commercial/Customers/Slieve Bloom/Master Services Agreement - Slieve Bloom Renewables.pdf"
RATES = "03 Commercial/Rate Card 2025.xlsx"
BALLY = "03 Commercial/Customers/Ballyhoura/Service Agreement - Ballyhoura Wind Farm.docx"
BALLY_OK = "03 Commercial/Customers/Ballyhoura/Ballyhoura consent letter.pdf"
MALLOW = "05 Property/Lease - Unit 4 Ballyviniter Business Park Mallow.pdf"
CAMPSIE = "05 Property/Lease - Unit 9 Campsie Industrial Estate.docx"
AEROFOIL = "03 Commercial/Suppliers/Blade Repair Subcontract - Aerofoil Composites.docx"
SUPPLIERS = "03 Commercial/Suppliers/Supplier list.csv"
FACILITY = "04 Finance/Debt/Facility Agreement - Munster & Leinster Bank.pdf"
MA = "04 Finance/Management Accounts FY2025.xlsx"
MA_EMAIL = "04 Finance/Email - FY2025 management accounts.eml"
INCIDENT = "07 Health and Safety/Incident Report IR-2025-017.docx"
POLICY = "08 Insurance/Combined Liability Policy Schedule 2024-25.pdf"
BROKER = "08 Insurance/Email - notification IR-2025-017.eml"
INS_REG = "08 Insurance/Insurance Register.xlsx"
SCAN = "09 IP and IT/Open Source Scan - BladeTrack.csv"
MIN_2023 = "01 Corporate/Board Minutes/Minutes 2023-05-16.docx"
MIN_2025_09 = "01 Corporate/Board Minutes/Minutes 2025-09-30.docx"
REG_DIR = "01 Corporate/Register of Directors and Secretary.docx"
AFS = "04 Finance/Audited Financial Statements FY2024.pdf"
WRC = "06 Employment/Letter from O Ceallaigh & Co Solicitors.pdf"
LIT = "10 Litigation/Litigation Schedule.txt"
SCADA = "03 Commercial/Suppliers/SCADA Licence - Windsight Analytics.pdf"
GUARANTEE = "04 Finance/Debt/Guarantee - Carrig Crane Hire.pdf"
SUMMONS = "10 Litigation/Plenary Summons - Rathcoole Rope Access.pdf"
SETTLEMENT = "10 Litigation/Settlement Agreement - Rathcoole.docx"
CERT = "04 Finance/Debt/Compliance Certificate 30-06-2025.pdf"
WAIVER = "04 Finance/Debt/Waiver Letter 29-08-2025.docx"
CORRIB = (
    "03 Commercial/Customers/Corrib/Preferred Supplier Agreement - Corrib Wind Partners 2021.pdf"
)
CORRIB_EMAIL = "03 Commercial/Customers/Corrib/Email - Corrib exclusivity period.eml"
SHA_2019 = "01 Corporate/Shareholders Agreement 2019.pdf"
CRO = "01 Corporate/CRO Company Printout.html"
RELEASE = "04 Finance/Debt/Deed of Release - Bank of the Foyle.pdf"

ABOUT = (
    "tests/rooms/carrowkeel: an independent, blind test room for the offline reviewer (69 files: "
    "pdf 21, docx 15, xlsx 7, csv 7, md 5, eml 4, pptx 4, html 3, txt 3), the data room of Project "
    "Carrowkeel, the sale of all the shares of Derrynane Wind Services Limited (an Irish "
    "independent wind-turbine operation and maintenance contractor in Mallow, Co. Cork, with a "
    "Northern Ireland subsidiary) by its two founders and a growth fund to Vestholm Service "
    "Ireland Limited; Irish drafting (Companies Act 2014, Landlord and Tenant (Amendment) Act 1980, "
    "Taxes Consolidation Act 1997, WRC, HSA, RCT, CRO), Irish dates and EUR (GBP for the Northern "
    "Ireland lease). Written by the helper 'blind2' (2026-12-02) without reading the reviewer's "
    "code (diligence_tui/offline), the sample generators (diligence_tui/samples), sample_rooms/, "
    "docs/CLAUSES.md, the other rooms' documents or generators, or the notes on the reviewer's "
    "findings. Built by build.py (python -m tests.rooms.carrowkeel.build). Scored by "
    "tests/rooms/score.py as the other rooms: a planted issue is identified when one finding above "
    "info cites (verified) every document of one of its alternatives; a look-alike is flagged "
    "when a finding above info cites its document (or one of also_documents) with a quote "
    "containing quote_has (any quote when empty). 'severity' is the floor a reviewer should give "
    "the issue; score.py counts any severity above info. Ten of the twelve planted issues (P1-P10) "
    "need two documents; P11 and P12 are visible in one. Several are stated outside clause text: "
    "in a counterparty's letter (P1), a spreadsheet row (P3, P4, P6), a table of notifications "
    "(P7), a scan report row (P8), board minutes (P9), a Q&A answer (P10). This key was written "
    "and committed with the room before the engine was ever run on it."
)

PLANTED = [
    {
        "id": "P1",
        "severity": "high",
        "what": "A letter of 19 September 2024 from Knockastanna Wind DAC, countersigned by the CEO "
        "and 'supplemental to' the O&M Agreement, lets the Owner end the seven-year O&M Agreement "
        "at any time from 30 September 2026 on three months' notice with no break fee, although "
        "clause 18.3 of the agreement excludes termination for convenience; the contracted "
        "revenue (EUR 1.12m a year to 2031) is at risk, the Q&A answer Q-011 and the information "
        "memorandum say no customer can terminate for convenience, and the disclosure letter "
        "lists the agreement but not the letter.",
        "documents": [[SIDE, OM], [SIDE, QA], [SIDE, IM], [SIDE, DL]],
    },
    {
        "id": "P2",
        "severity": "high",
        "what": "Clause 6.3 of the Brightwater framework agreement bars the Company from "
        "maintaining turbines for anyone else at any generating station in the Reserved Area "
        "(counties Kerry and Limerick); Service Order TCW-01 has the Company servicing Tarbert "
        "Community Wind's Carhoonakilla wind farm in Co. Kerry from March 2025 (the revenue "
        "schedule shows the Kerry revenue): a breach of the largest customer's contract.",
        "documents": [[BW, TARBERT], [BW, REVENUE]],
    },
    {
        "id": "P3",
        "severity": "medium",
        "what": "Clause 9.4 of the Slieve Bloom MSA promises that its day rates (technician EUR "
        "795, senior EUR 880) never exceed those charged to any other customer for like services "
        "at a like or smaller volume, with notification and a retrospective credit; the 2025 rate "
        "card (and the Ballyhoura and Tarbert terms) show lower rates to smaller customers "
        "(Ballyhoura EUR 712/798 for 862 days, Tarbert EUR 745/830, Corrib EUR 770/855): a "
        "most-favoured-customer breach and a refund exposure.",
        "documents": [[SB, RATES], [SB, BALLY], [SB, TARBERT]],
    },
    {
        "id": "P4",
        "severity": "high",
        "what": "Clause 4.19(e) of the Mallow depot lease treats a change of control of the "
        "tenant as an assignment needing the landlord's prior written consent; the consents "
        "tracker (row 2) marks the lease 'Consent required? No' on the ground that a share sale "
        "is not an assignment: the landlord's consent is needed and not being sought.",
        "documents": [[MALLOW, TRACKER]],
    },
    {
        "id": "P5",
        "severity": "medium",
        "what": "The Aerofoil Composites blade repair subcontract (3 February 2025; take-or-pay "
        "minimum spend EUR 1.5m a year for four years, no termination for convenience) is a "
        "Material Contract under the SPA definition (over EUR 250,000 a year) but is missing from "
        "Part 3 of the disclosure letter, which warranty 8.1 says is complete.",
        "documents": [[DL, AEROFOIL], [DL, SUPPLIERS]],
    },
    {
        "id": "P6",
        "severity": "high",
        "what": "The facility agreement's leverage covenant steps down to 2.50 : 1 for the "
        "Relevant Period ending 31 December 2025; the FY2025 management accounts show net debt "
        "EUR 9.68m and EBITDA EUR 3.42m (2.83 : 1), a breach and an Event of Default (clause "
        "23.2), while the covenant tab tests against the old 3.00 : 1 and reports 'Pass'.",
        "documents": [[FACILITY, MA], [FACILITY, MA_EMAIL]],
    },
    {
        "id": "P7",
        "severity": "high",
        "what": "The Knockastanna T07 dropped-blade incident of 14 March 2025 (Owner's loss about "
        "EUR 640,000) was notified to insurers only on 9 June 2025, although General Condition 6 "
        "of the liability policy requires notice within 21 days as a condition precedent to "
        "liability; the insurer is reserving its rights, so the claim may be declined.",
        "documents": [[INCIDENT, POLICY], [BROKER, POLICY], [INS_REG, POLICY]],
    },
    {
        "id": "P8",
        "severity": "high",
        "what": "The open source scan shows defectnet-core under AGPL-3.0-only statically linked "
        "into the BladeTrack inference service that customers use over the network (a source "
        "offer is triggered), contradicting SPA warranty 14.6 (no open source used in Company "
        "Software in a way requiring disclosure of its source code), against which the "
        "disclosure letter discloses nothing.",
        "documents": [[SPA, SCAN], [DL, SCAN]],
    },
    {
        "id": "P9",
        "severity": "high",
        "what": "The Campsie warehouse (GBP 78,000 a year for ten years, guaranteed by the "
        "Company) is leased from Glenshane Holdings Limited, which the CEO and his wife own "
        "(board minutes of 16 May 2023; the register of directors; the lease is signed for the "
        "landlord by Úna Hegarty): a related-party dealing, yet the disclosure letter has "
        "'nothing to disclose' against warranty 9.3, Q&A Q-031 answers 'No' and the FY2024 "
        "accounts report no related-party transactions.",
        "documents": [
            [CAMPSIE, MIN_2023],
            [DL, MIN_2023],
            [QA, MIN_2023],
            [AFS, MIN_2023],
            [CAMPSIE, REG_DIR],
            [DL, REG_DIR],
            [QA, REG_DIR],
        ],
    },
    {
        "id": "P10",
        "severity": "high",
        "what": "Q&A Q-047 (answered 15 January 2026) says there are no employee claims, issued or "
        "threatened; the letter of 3 November 2025 from Ó Ceallaigh & Co says WRC complaints of "
        "unfair dismissal and penalisation (ADJ-00061432) were lodged on 31 October 2025 for a "
        "dismissed senior technician who had raised safety concerns; the disclosure letter "
        "(warranty 18.3) and the litigation schedule say there is nothing.",
        "documents": [[QA, WRC], [DL, WRC], [LIT, WRC]],
    },
    {
        "id": "P11",
        "severity": "high",
        "what": "The Windsight SCADA licence terminates automatically on a change of control of "
        "the Company without the licensor's prior written consent (clause 15.3), cutting off "
        "the condition-monitoring system and customers' data access at Completion; consent was "
        "requested and has not been given.",
        "documents": [[SCADA]],
    },
    {
        "id": "P12",
        "severity": "high",
        "what": "The Company gave Shannon Asset Finance an unlimited, continuing all-monies "
        "guarantee (5 May 2020) of Carrig Crane Hire Limited's debts; Carrig was sold in 2021 "
        "but the guarantee cannot be ended by notice and survives a change in ownership: a "
        "contingent liability for a third party's debts (contrary to SPA warranty 11.6).",
        "documents": [[GUARANTEE]],
    },
]

LOOKALIKES = [
    {
        "id": "B1",
        "kind": "settled",
        "what": "The Rathcoole Rope Access High Court claim (2024/1187P, about EUR 412,600) was "
        "settled for EUR 185,000 in full and final settlement on 12 June 2025, paid and "
        "discontinued (settlement agreement, litigation schedule).",
        "document": SUMMONS,
        "also_documents": [SETTLEMENT],
        "quote_has": "",
    },
    {
        "id": "B2",
        "kind": "waived",
        "what": "The interest cover shortfall at 30 June 2025 (3.62 : 1 against 4.00 : 1) was "
        "waived by the bank's letter of 29 August 2025 for that test and period, fee paid.",
        "document": CERT,
        "also_documents": [WAIVER, MIN_2025_09],
        "quote_has": "3.62",
    },
    {
        "id": "B3",
        "kind": "consented",
        "what": "The Ballyhoura service agreement needs the owner's consent to a change of "
        "control (clause 20.2); Ballyhoura consented to this sale by letter of 27 January 2026.",
        "document": BALLY,
        "also_documents": [BALLY_OK],
        "quote_has": "change of control",
    },
    {
        "id": "B4",
        "kind": "expired",
        "what": "The Corrib preferred supplier agreement's exclusivity for Mayo and Galway ran "
        "only to 31 October 2024 and Corrib declined to extend it (email of 22 October 2024), so "
        "serving Bellacorick (Co. Mayo) from 2025 breaches nothing.",
        "document": CORRIB,
        "also_documents": [CORRIB_EMAIL, REVENUE],
        "quote_has": "Mayo",
    },
    {
        "id": "B5",
        "kind": "superseded",
        "what": "The 2019 shareholders' agreement (pre-emption, investor consents, founders' "
        "restrictions) was superseded in its entirety by the amended and restated agreement of "
        "14 September 2023, and the members waived pre-emption for this sale by written "
        "resolution of 20 January 2026.",
        "document": SHA_2019,
        "also_documents": [],
        "quote_has": "",
    },
    {
        "id": "B6",
        "kind": "discharged",
        "what": "The Bank of the Foyle debenture still shown as registered on the CRO printout "
        "was released and discharged by deed of 30 June 2023 on the refinancing; the Form C6 was "
        "lodged on 3 February 2026.",
        "document": CRO,
        "also_documents": [RELEASE],
        "quote_has": "Bank of the Foyle",
    },
]


def main() -> None:
    docs = ROOM / "documents"
    for issue in PLANTED:
        for alt in issue["documents"]:
            for path in alt:
                assert (docs / path).is_file(), path
    for alike in LOOKALIKES:
        for path in [alike["document"], *alike["also_documents"]]:
            assert (docs / path).is_file(), path
    key = {"about": ABOUT, "planted": PLANTED, "lookalikes": LOOKALIKES}
    (ROOM / "key.json").write_text(
        json.dumps(key, indent=2, ensure_ascii=False) + "\n", encoding="utf-8"
    )


if __name__ == "__main__":
    main()
