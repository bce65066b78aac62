"""Writes key.json (python -m tests.rooms.yarrawonga.make_key); the key is data, kept here in
Python only so that its long strings stay readable and its paths are checked on writing."""

from __future__ import annotations

import json
from pathlib import Path

ROOM = Path(__file__).resolve().parent
DOCS = ROOM / "documents"

SSA = "02 Transaction/Share Sale Agreement (draft 4).docx"
DL = "02 Transaction/Disclosure Letter (draft 2).docx"
QA = "02 Transaction/Q&A Log.xlsx"
TRACKER = "02 Transaction/Third Party Consents Tracker.xlsx"
IM = "02 Transaction/Information Memorandum.pptx"
CUST = "03 Commercial/Customers"
GV = f"{CUST}/Greenvale/Logistics Services Agreement - Greenvale Fresh Foods.docx"
GV_LETTER = f"{CUST}/Greenvale/Greenvale letter 14 March 2025.pdf"
OV = f"{CUST}/Ovens Valley/Warehousing and Distribution Agreement - Ovens Valley Dairy.pdf"
TMC = f"{CUST}/Tarrawingee/Services Agreement - Tarrawingee Milk Company.docx"
REVENUE = "03 Commercial/Customer Revenue FY2023-FY2025.csv"
COAST = f"{CUST}/Coastline/Master Services Agreement - Coastline Seafood Group.pdf"
RATES = "03 Commercial/Rate Card FY2026.xlsx"
HL = f"{CUST}/Harvest Lane/Cold Storage and Transport Agreement - Harvest Lane Meals.docx"
MERIDIAN = f"{CUST}/Meridian/Temperature-Controlled Storage Agreement - Meridian Biologics.pdf"
POLAR = "03 Commercial/Suppliers/Refrigeration Plant Services Agreement - Polar Engineering.pdf"
DRY_ICE = "03 Commercial/Suppliers/Dry Ice Supply Agreement - Southern Cryogenics.docx"
DRY_ICE_END = "03 Commercial/Suppliers/Email - Southern Cryogenics agreement end.eml"
FACILITY = "04 Finance/Debt/Facility Agreement - Eastbourne Bank.pdf"
CERT = "04 Finance/Debt/Compliance Certificate 31-12-2024.pdf"
WAIVER = "04 Finance/Debt/Eastbourne waiver letter 14-02-2025.docx"
GUARANTEE = "04 Finance/Debt/Deed of Guarantee and Indemnity - Statewide Equipment Finance.pdf"
PPSR = "04 Finance/Debt/PPSR Search - Kiewa Cold Chain 2025-07-28.txt"
BLUEGUM = "04 Finance/Debt/Bluegum release and verification statement.pdf"
MA = "04 Finance/Management Accounts FY2025.xlsx"
AFS = "04 Finance/Audited Financial Statements FY2024.pdf"
MIN_2024 = "01 Corporate/Board Minutes/Minutes 2024-03-19.docx"
DANDENONG = "05 Property/Lease - 12 Abbotts Road Dandenong South.pdf"
LARAPINTA = "05 Property/Lease - 41 Bulwer Road Larapinta.docx"
TAMAKI = "05 Property/Deed of Lease - 7 Lady Fisher Place East Tamaki.pdf"
TAMAKI_OK = "05 Property/Landlord consent - East Tamaki 20 October 2025.pdf"
ESA_2019 = "06 Employment/Executive Service Agreement - D Ferris (2019).docx"
ESA_2024 = "06 Employment/Executive Service Agreement - D Ferris (2024).docx"
SCAN = "07 IP and IT/Open Source Scan - ColdTrace.csv"
POLICY = "08 Insurance/Policy Schedule - Combined Liability and Goods in Custody 2024-25.pdf"
BROKER = "08 Insurance/Email - notification of Dandenong South occurrence.eml"
INS_REG = "08 Insurance/Insurance Register 2024-25.xlsx"
INCIDENT = "10 Regulatory and WHS/Incident Report IR-25-004 - chamber 3 compressor failure.docx"
DEMAND = "09 Litigation and Claims/Letter of Demand - Harvest Lane Meals.pdf"
CLAIM = "09 Litigation and Claims/Statement of Claim - Bellarine Organics.pdf"
SETTLED = "09 Litigation and Claims/Deed of Settlement and Release - Bellarine Organics.docx"
LIT_REG = "09 Litigation and Claims/Litigation and Claims Register.xlsx"

ABOUT = (
    "tests/rooms/yarrawonga: an independent, blind test room for the offline reviewer (74 files: "
    "pdf 21, docx 17, xlsx 8, csv 6, md 6, txt 6, eml 4, pptx 3, html 3), the data room of "
    "Project Yarrawonga, the sale of all the shares of Kiewa Cold Chain Pty Ltd (a Victorian "
    "temperature-controlled warehousing and refrigerated distribution business at Dandenong "
    "South VIC and Larapinta QLD, with a New Zealand subsidiary at East Tamaki, Auckland) by "
    "its two founders and a growth fund's nominee to Halvorsen Logistics Australia Pty Ltd; "
    "Australian drafting (Corporations Act 2001 (Cth), PPSA, Fair Work Act 2009, Insurance "
    "Contracts Act 1984, Heavy Vehicle National Law, Dairy Act 2000 (Vic), Property Law Acts of "
    "Victoria, Queensland and New Zealand, ASIC, ATO, PPSR), Australian dates, financial years "
    "to 30 June and A$ (NZ$ for the Auckland lease). Written by the helper 'yarra' (2026-12-03) "
    "without reading the reviewer's code (diligence_tui/offline), the sample generators "
    "(diligence_tui/samples), sample_rooms/, docs/CLAUSES.md, the other rooms' documents or "
    "generators (carrowkeel's file writers and key structure only), or the notes on the "
    "reviewer's findings. Built by build.py (python -m tests.rooms.yarrawonga.build). Scored by "
    "tests/rooms/score.py as the other rooms: a planted issue is identified when one finding "
    "above info cites (verified) every document of one of its alternatives; a look-alike is "
    "flagged when a finding above info cites its document (or one of also_documents) with a "
    "quote containing quote_has. 'severity' is the floor a reviewer should give the issue; "
    "score.py counts any severity above info. Ten of the twelve planted issues (P1-P10) need "
    "two documents; P11 and P12 are visible in one. Several are stated outside clause text: a "
    "customer's letter (P1), a CSV row and a rate table (P2, P3), a scan report row (P4), an "
    "incident report and a broker's email (P5), a tracker cell (P6), a KPI sheet (P8), a note "
    "to the accounts and board minutes (P9), a Q&A answer (P1, P10). This key was written and "
    "committed with the room before the engine was ever run on it."
)

PLANTED = [
    {
        "id": "P1",
        "severity": "high",
        "what": "A letter of 14 March 2025 from Greenvale Fresh Foods (the largest customer, "
        "A$14.2m in FY2025), 'supplemental to' the Logistics Services Agreement and "
        "countersigned by the managing director, switches off the CPI adjustment of clause 9.2 "
        "for the rest of the term and grants a 5% quarterly rebate on all Charges from 1 April "
        "2025 (about A$0.7m a year), with a confidentiality clause aimed at purchasers; the "
        "information memorandum says the rates are indexed to CPI, Q&A Q-011 says no rebates or "
        "credits exist outside the written agreements, and the disclosure letter lists the "
        "agreement but not the letter.",
        "documents": [[GV_LETTER, GV], [GV_LETTER, QA], [GV_LETTER, IM], [GV_LETTER, DL]],
    },
    {
        "id": "P2",
        "severity": "high",
        "what": "Clause 5.2 of the Ovens Valley Dairy warehousing agreement (to 31 August 2027) "
        "bars the Company from storing, handling or distributing fluid milk, cream or cultured "
        "dairy products for a Competing Processor at any facility in Victoria; since February "
        "2025 the Company stores and delivers Tarrawingee Milk Company's fresh milk, cream and "
        "yoghurt from Dandenong South (services agreement; A$1.86m in the revenue schedule): a "
        "breach of the second-largest customer's contract.",
        "documents": [[OV, TMC], [OV, REVENUE]],
    },
    {
        "id": "P3",
        "severity": "medium",
        "what": "Clause 8.4 of the Coastline Seafood MSA promises frozen storage rates no higher "
        "than the lowest the Company charges any other customer for a similar volume, with a "
        "credit of the difference back to when the lower rate first applied; Coastline pays "
        "A$14.80 per pallet per week while Harvest Lane Meals pays A$12.95 (about 2,500 pallets) "
        "and Brisbane Valley Meats A$13.60 (rate card; Harvest Lane's schedule 1): a "
        "retrospective credit and a repricing of Coastline.",
        "documents": [[COAST, RATES], [COAST, HL]],
    },
    {
        "id": "P4",
        "severity": "high",
        "what": "The open-source scan of ColdTrace shows itext-core 7.2.5 under AGPL-3.0-only, "
        "modified, linked into the certificate service that customers use over the internet, "
        "with no commercial licence held; SSA warranty 4.12(b) says no Company Software is made "
        "available over a network with open-source software on terms requiring disclosure of "
        "its source code, and the disclosure letter has nothing specific to disclose against "
        "it.",
        "documents": [[SCAN, SSA], [SCAN, DL]],
    },
    {
        "id": "P5",
        "severity": "high",
        "what": "The chamber 3 compressor failure of 8 February 2025 (incident report; Harvest "
        "Lane's A$642,300 demand of 3 March 2025) was notified to the liability insurer only on "
        "24 April 2025, about 75 days later, though condition C4 of the policy requires notice "
        "within 30 days of first becoming aware (and C5 requires an alarm that alerts a "
        "responsible person at all times, which failed): the insurer may reduce or refuse cover "
        "(s 54 Insurance Contracts Act), against SSA warranty 4.14.",
        "documents": [[INCIDENT, POLICY], [BROKER, POLICY], [DEMAND, POLICY], [INS_REG, POLICY]],
    },
    {
        "id": "P6",
        "severity": "high",
        "what": "Clause 14.6 of the Larapinta (Brisbane) lease deems a dealing in the tenant's "
        "shares by which its present controllers cease to control it to be an assignment "
        "needing the lessor's consent; the consents tracker records the lease as having an "
        "assignment clause only and no consent needed, so no consent has been sought (and the "
        "lessor may terminate for breach of an essential term).",
        "documents": [[LARAPINTA, TRACKER], [LARAPINTA, DL], [LARAPINTA, SSA]],
    },
    {
        "id": "P7",
        "severity": "medium",
        "what": "The Polar Engineering refrigeration plant services and equipment agreement "
        "(seven years to 31 October 2030, A$74,500 a month, early termination payment of 85% "
        "of the remaining fees, exclusive maintenance, title retention) is a Material Contract "
        "on each limb of the SSA definition but is missing from Part C of the disclosure letter, "
        "which lists eighteen others.",
        "documents": [[POLAR, DL]],
    },
    {
        "id": "P8",
        "severity": "high",
        "what": "Clause 18.1(a) of the Eastbourne facility caps the Leverage Ratio (Net Debt to "
        "EBITDA) at 2.75 : 1 on each Calculation Date; the FY2025 management accounts show net "
        "debt of A$14.96m and EBITDA of A$4.82m at 30 June 2025, 3.10 times: an Event of Default "
        "(clause 19.1(b)) not yet certified, waived or disclosed.",
        "documents": [[FACILITY, MA]],
    },
    {
        "id": "P9",
        "severity": "high",
        "what": "The Dandenong South site (A$1.085m a year for ten years) is leased from Abbotts "
        "Road Holdings Pty Ltd as trustee of the Tulloch Family Trust, controlled by the "
        "selling director Graham Tulloch (his s 191 declaration in the minutes of 19 March 2024; "
        "note 26 of the FY2024 accounts; he signs the lease for the landlord); the disclosure "
        "letter says 'Nothing to disclose' against warranty 4.9 (arrangements with Sellers and "
        "their Associates).",
        "documents": [[MIN_2024, DL], [AFS, DL], [DANDENONG, DL]],
    },
    {
        "id": "P10",
        "severity": "high",
        "what": "Q&A answer Q-006 confirms that no customer contract gives a termination or "
        "renegotiation right on a change in the ownership of the Company, and the information "
        "memorandum says the same of the top ten; clause 19.3 of the Harvest Lane Meals "
        "agreement (A$5.9m in FY2025, to 2028) lets Harvest Lane end it on 60 days' notice "
        "within six months after a person acquires Control (s 50AA) of the Company.",
        "documents": [[HL, QA], [HL, IM]],
    },
    {
        "id": "P11",
        "severity": "high",
        "what": "Clause 16.2 of the Meridian Biologics storage agreement has the Company "
        "indemnify Meridian against all losses from any Temperature Excursion or loss of "
        "product in custody, including recall and replacement costs, and clause 17.2 takes that "
        "indemnity out of the liability cap and extends it to loss of profit and consequential "
        "loss: an uncapped exposure on biological medicines.",
        "documents": [[MERIDIAN]],
    },
    {
        "id": "P12",
        "severity": "medium",
        "what": "The Company has given Statewide Equipment Finance a continuing guarantee and "
        "indemnity, not limited in amount and not terminable by notice, of all money owed by "
        "Riverina Chilled Transport (a third-party subcontract carrier, not a group company) "
        "under its trailer finance lease 'or any other agreement between them'.",
        "documents": [[GUARANTEE]],
    },
]

LOOKALIKES = [
    {
        "id": "B1",
        "kind": "settled",
        "what": "Bellarine Organics' County Court claim (CI-23-04417, A$287,450) was settled by "
        "deed of 17 May 2024 for A$95,000, paid on 29 May 2024, with a release, and dismissed "
        "by consent on 5 June 2024 (deed, litigation register, Q&A Q-013).",
        "document": CLAIM,
        "also_documents": [SETTLED],
        "quote_has": "287,450",
    },
    {
        "id": "B2",
        "kind": "waived",
        "what": "The DSCR of 1.18 : 1 at 31 December 2024 (minimum 1.25 : 1) was waived by "
        "Eastbourne's letter of 14 February 2025 for that test, fee paid.",
        "document": CERT,
        "also_documents": [WAIVER],
        "quote_has": "1.18",
    },
    {
        "id": "B3",
        "kind": "consented",
        "what": "Clause 21.3 of the East Tamaki deed of lease deems a change in the effective "
        "control of the NZ tenant an assignment needing consent; the landlord consented "
        "unconditionally to the sale by letter of 20 October 2025 (costs paid).",
        "document": TAMAKI,
        "also_documents": [TAMAKI_OK],
        "quote_has": "deemed",
    },
    {
        "id": "B4",
        "kind": "expired",
        "what": "The Southern Cryogenics dry ice agreement's exclusive purchasing and take-or-pay "
        "minimum (1,200 tonnes a year) ended with the agreement on 30 June 2025; the supplier's "
        "email confirms the expiry, no renewal and no shortfall owing.",
        "document": DRY_ICE,
        "also_documents": [DRY_ICE_END],
        "quote_has": "1,200 tonnes",
    },
    {
        "id": "B5",
        "kind": "superseded",
        "what": "The CEO's 2019 service agreement gives an Exit Bonus of 2.5% of the Equity "
        "Value on a sale; the 2024 agreement supersedes it and declares the Exit Bonus of no "
        "further effect, with the executive's acknowledgement that none is payable.",
        "document": ESA_2019,
        "also_documents": [ESA_2024],
        "quote_has": "Exit Bonus",
    },
    {
        "id": "B6",
        "kind": "discharged",
        "what": "The PPSR search of 28 July 2025 shows an all-assets registration by Bluegum "
        "Equipment Finance; the loan was repaid on 29 August 2025, the security released and "
        "the registration removed on 8 September 2025 (release letter and verification "
        "statement).",
        "document": PPSR,
        "also_documents": [BLUEGUM],
        "quote_has": "BLUEGUM",
    },
]


def main() -> None:
    for issue in PLANTED:
        for alt in issue["documents"]:
            for path in alt:
                assert (DOCS / path).is_file(), path
    for alike in LOOKALIKES:
        for path in [alike["document"], *alike["also_documents"]]:
            assert (DOCS / path).is_file(), path
    key = {"about": ABOUT, "planted": PLANTED, "lookalikes": LOOKALIKES}
    (ROOM / "key.json").write_text(json.dumps(key, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
