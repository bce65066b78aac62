"""Write key.json for the tamarack room (python -m tests.rooms.tamarack.make_key): the planted
issues and the benign look-alikes, in the schema tests/rooms/score.py reads. Written with the
room, before the review engine was ever run on it."""

from __future__ import annotations

import json
from pathlib import Path

from .paths import CORP, CUST, DEAL, DISP, FIN, INS, IPT, PEOPLE, PROP, SUPP

KEY = Path(__file__).resolve().parent / "key.json"

IM = f"{DEAL}/Information Memorandum - Project Tamarack.pptx"
SPA = f"{DEAL}/Share Purchase Agreement (Buyer draft 3).docx"
DL = f"{DEAL}/Disclosure Letter (Sellers draft 2).docx"
QA = f"{DEAL}/Due Diligence Questions and Responses.xlsx"
TRACKER = f"{DEAL}/Third Party Consents Tracker.xlsx"
KINLOCH = f"{CUST}/Kinloch Homes/Framework Supply Agreement - Kinloch Homes Group.docx"
KINLOCH_LETTER = f"{CUST}/Kinloch Homes/Letter - Kinloch Homes to Glenbuchat (12 May 2025).pdf"
KINLOCH_EMAIL = f"{CUST}/Kinloch Homes/Email - Kinloch rebate credit.eml"
CALEDONIA = f"{CUST}/Caledonia Modular/Exclusive Supply Agreement - Caledonia Modular.docx"
FORTHBANK = f"{CUST}/Forthbank Modular/Panel Supply Terms - Forthbank Modular.pdf"
GRAMPIAN = f"{CUST}/Grampian Learning Estate/Framework Agreement - Grampian Learning Estate Partnership.pdf"
PRICES = f"{CUST}/Customer Price Matrix 2025.xlsx"
STRATHMORE = f"{CUST}/Strathmore Construction/Subcontract - Strathmore Construction (Dundee Waterfront Plot 7).docx"
HEBRIDEAN = (
    f"{CUST}/Hebridean Build Supplies/Distribution Agreement - Hebridean Build Supplies (2020).pdf"
)
REGISTER = f"{CUST}/Contract Register.xlsx"
DAUGAVA = f"{SUPP}/Daugava Lamella/Lamella Supply Agreement - Daugava Lamella SIA.docx"
BENNACHIE = f"{SUPP}/Bennachie Freight/Haulage Services Agreement - Bennachie Freight.pdf"
FACILITY = f"{FIN}/Facility Agreement - Buchan & Moray Bank (conformed to April 2023 amendment).pdf"
MGMT = f"{FIN}/Management Accounts - September 2025.xlsx"
ACCOUNTS = f"{FIN}/Annual Report and Accounts FY2025 (extract).pdf"
MINUTES_SEP = f"{CORP}/Board Minutes - 9 September 2025.docx"
CHARGE = f"{CORP}/Floating Charge - Lomond Asset Finance (2018).pdf"
CHARGES = f"{CORP}/Companies House - Register of Charges extract (SC512847).txt"
BLACKHALL = f"{PROP}/Lease - Blackhall Factory, Inverurie.pdf"
KINGMOOR = f"{PROP}/Lease - Unit 3 Kingmoor Park North, Carlisle.docx"
KINGMOOR_CONSENT = f"{PROP}/Letter - Kingmoor Park Estates consent (22 September 2025).pdf"
CEO_2018 = f"{PEOPLE}/Service Agreement - Ewan Strachan (2018).docx"
CEO_2024 = f"{PEOPLE}/Service Agreement - Ewan Strachan (2024).pdf"
IP = f"{IPT}/IP Schedule.xlsx"
RANNOCH = f"{IPT}/Consultancy Agreement - Rannoch Code Ltd (CutPlan).docx"
SCAN = f"{IPT}/Open Source Licence Scan - PanelPort (August 2025).html"
ITQ = f"{IPT}/IT Due Diligence Questionnaire - responses.docx"
POLICY = f"{INS}/Insurance Schedule and Conditions - Ardmore Combined Policy 2024-25.pdf"
INCIDENT = f"{INS}/Incident Report - Finishing Hall Fire (11 February 2025).docx"
BROKER = f"{INS}/Email - Carnegie Baird - fire claim notification.eml"
CLAIMS = f"{INS}/Claims History 2020-2025.csv"
HSE_NOTICE = f"{INS}/HSE Improvement Notice - LEV (August 2024).pdf"
HSE_LETTER = f"{INS}/Letter - HSE confirmation of compliance (November 2024).pdf"
ACCIDENTS = f"{INS}/Accident and Incident Log FY2025.csv"
SUMMONS = f"{DISP}/Summons - Albyn Student Living Limited v Glenbuchat Timber Systems Limited.pdf"
LIT = f"{DISP}/Litigation Schedule (October 2025).md"
ET1 = f"{DISP}/Employment Tribunal Claim - Geddes (ET1 extract).pdf"
COT3 = f"{DISP}/COT3 Settlement - Geddes v Glenbuchat Timber Systems.pdf"

ABOUT = (
    "tests/rooms/tamarack: an independent, blind test room for the offline reviewer ({files}), "
    "the data room of Project Tamarack, the sale of the entire issued share capital of "
    "Glenbuchat Timber Systems Limited (a Scottish private company in Inverurie, "
    "Aberdeenshire, that makes cross-laminated timber (CLT) panels and glulam for housebuilders, "
    "modular manufacturers, contractors and public-sector school frameworks, with an English "
    "subsidiary in Carlisle) by its founder, a growth fund and management to Norvale Building "
    "Products plc; Scottish drafting and Scots law for the SPA, leases and most contracts "
    "(Court of Session summons, standard security, irritancy, COT3 before the Employment "
    "Tribunals (Scotland)), one English lease and a Swedish-law service contract, UK dates, GBP "
    "(and EUR for the Latvian supplier) and a financial year to 31 March. Written by the helper "
    "'tamarack' (2026-12-06) without reading the reviewer's code (diligence_tui/offline), the "
    "sample generators (diligence_tui/samples), sample_rooms/, docs/CLAUSES.md, bench/RESULTS.md, "
    "the offline tests or meaning corpus, or the other rooms' documents or generators. Built by "
    "build.py (python -m tests.rooms.tamarack.build). Scored by tests/rooms/score.py as the "
    "other rooms: a planted issue is identified when one finding above info cites (verified) "
    "every document of one of its alternatives; a look-alike is flagged when a finding above "
    "info cites its document (or one of also_documents) with a quote containing quote_has. "
    "'severity' is the floor a reviewer should give the issue; score.py counts any severity "
    "above info. Ten of the twelve planted issues (P1-P10) need two documents; P11 and P12 are "
    "visible in one. Several are stated outside clause text: in a customer's letter and an "
    "internal email (P1), a price table row (P3), a scan report row (P4), an incident report, a "
    "broker's email and a claims history row (P5), a consents tracker row (P6), a disclosure "
    "letter's list (P7), a covenant sheet in management accounts (P8), a signature block, board "
    "minutes and an accounts note (P9), an IP schedule row and a Q&A answer (P10). This key was "
    "written and committed with the room before the engine was ever run on it."
)

PLANTED = [
    {
        "id": "P1",
        "severity": "high",
        "what": "A letter of 12 May 2025 from Kinloch Homes Group (27% of FY2025 revenue), countersigned by the CEO on 14 May, changes the Framework Supply Agreement of 3 June 2024: the Minimum Annual Volume falls from 42,000 m² to 24,000 m² from the contract year starting 3 June 2025 (and the shortfall sum for the year to 2 June 2025 is waived), Kinloch may end the framework at any time after 1 January 2026 on 120 days' notice without compensation despite clause 18.2 (no termination for convenience), and a 4% rebate is credited (£266,000, per the finance director's email). The IM still presents the framework as 42,000 m² a year to 2029 with no termination for convenience, Q&A DD-003/DD-004 deny any side letter or variation and confirm 42,000 m², and the disclosure letter lists the framework without the letter (the SPA's Material Contracts include side letters; warranty 9.2).",
        "documents": [
            [KINLOCH_LETTER, KINLOCH],
            [KINLOCH_LETTER, IM],
            [KINLOCH_LETTER, QA],
            [KINLOCH_LETTER, DL],
            [KINLOCH_EMAIL, KINLOCH],
        ],
    },
    {
        "id": "P2",
        "severity": "high",
        "what": "Clause 6.1 of the Caledonia Modular Exclusive Supply Agreement (14 February 2024, four years) forbids supplying CLT panels to any Modular Competitor: any other maker of volumetric modular buildings at a factory in Scotland or four northern English counties; breach costs 15% of the price of the panels as liquidated damages and gives Caledonia (12.7% of revenue) a termination right. Since 8 January 2025 the company supplies CLT floor and wall panels under Panel Supply Terms to Forthbank Modular, which makes volumetric modular homes at its Rosyth factory (£860,000 in FY2025, £1,020,000 in H1 FY2026).",
        "documents": [[CALEDONIA, FORTHBANK]],
    },
    {
        "id": "P3",
        "severity": "medium",
        "what": "Clause 11 of the Grampian Learning Estate framework (public-sector schools, about 14,000 m² a year) promises rates no higher than the lowest charged to any other customer for substantially similar products in comparable or lesser annual quantities, with notice within 30 days, a reduction from the date the lower rate was first charged and a credit on every order since. The framework rates are £121 (wall 100mm) and £139 (floor 160mm), but Forthbank Modular (about 9,000 m² a year, from 8 January 2025) pays £112 and £127.50 and Tayside Timber Homes (6,500 m², from 1 April 2025) £113.50 and £131: a retroactive credit is owed and no notice appears to have been given (Q&A DD-009 says management considers the rates compliant).",
        "documents": [[GRAMPIAN, PRICES], [GRAMPIAN, FORTHBANK]],
    },
    {
        "id": "P4",
        "severity": "medium",
        "what": "The August 2025 licence scan of PanelPort (the customer portal) finds itext-core 7.2.5 under AGPL-3.0-only, modified (patched font handling), linked into the cutting-list PDF export that customers use over the network, with no commercial licence recorded: AGPL section 13 requires the corresponding source to be offered to those users. The IT questionnaire answers that nothing developed or made available to customers is copyleft, Q&A DD-025 points to it, the SPA warranty 14.6 says no open-source software is used in a way requiring source disclosure, and the disclosure letter discloses nil against 14.6.",
        "documents": [[SCAN, SPA], [SCAN, ITQ], [SCAN, DL], [SCAN, QA]],
    },
    {
        "id": "P5",
        "severity": "high",
        "what": "The finishing hall fire of 11 February 2025 (property damage about £1,050,000 and about £90,000 a week of lost gross profit for about nine weeks; reserve £1,860,000) was notified to Ardmore only on 28 April 2025, eleven weeks later, whereas General Condition 4 of the combined policy makes notice within 14 days a condition precedent to the insurer's liability; Ardmore has reserved its rights under GC 4 and under Endorsement 7 (six-monthly dust extraction cleaning: the incident report says the February clean was postponed). The SPA warranty 15.2 says every claim was notified in time and no insurer has reserved its position; the disclosure letter only says the claim is being adjusted, and no insurance receivable is recognised.",
        "documents": [
            [INCIDENT, POLICY],
            [BROKER, POLICY],
            [INCIDENT, BROKER],
            [CLAIMS, POLICY],
            [BROKER, SPA],
        ],
    },
    {
        "id": "P6",
        "severity": "high",
        "what": "Clause 9.5 of the Blackhall factory lease (the main site, 25 years from 2016) deems any share transaction that brings the tenant under the Control of persons who did not control it at the 2016 date of entry to be an assignation needing the landlord's prior written consent (irritancy for breach under clause 14). The sale to Norvale is such a transaction, but the consents tracker records the lease as 'Not triggered: share sale, tenant entity unchanged' and 'Not required', Q&A DD-030 says no consent is needed for Blackhall, the disclosure letter discloses only the Kingmoor consent against warranty 11.3, and no Donview consent is on file.",
        "documents": [[BLACKHALL, TRACKER], [BLACKHALL, QA], [BLACKHALL, DL], [BLACKHALL, SPA]],
    },
    {
        "id": "P7",
        "severity": "medium",
        "what": "The Lamella Supply Agreement with Daugava Lamella SIA (1 July 2024 to 30 June 2029) is a take-or-pay contract: at least 7,500 m³ a year, 85% of the price payable for any shortfall, EUR 412-436/m³ (about EUR 3.1m a year, £2.74m spend in FY2025). It is a Material Contract under every limb of the SPA definition but is missing from the disclosure letter's list of Material Contracts (warranty 9.1); the Bennachie haulage agreement is missing too (see P9).",
        "documents": [[DAUGAVA, DL]],
    },
    {
        "id": "P8",
        "severity": "high",
        "what": "The Buchan & Moray facility (as amended in April 2023) steps the maximum leverage (Total Net Debt to 12-month EBITDA) down to 2.50:1 from the 30 September 2025 test date; breach is an Event of Default (acceleration, enforcement of the floating charge and standard security). The September 2025 management accounts show Total Net Debt £7,905,000 against LTM EBITDA £2,960,000, 2.67:1, marked 'Pass' against a limit of 2.75 taken from an out-of-date 'FD schedule'. No waiver is on file (the bank's email says a waiver would need credit approval and cannot be promised), and the SPA warranty 8.1 says no default has occurred.",
        "documents": [[FACILITY, MGMT]],
    },
    {
        "id": "P9",
        "severity": "medium",
        "what": "The CEO and 46% seller Ewan Strachan is a director and shareholder of Bennachie Freight, which has a five-year exclusive haulage agreement with the company (about £1.05m a year, no termination before 31 March 2028 except for breach), signed for Bennachie by Ewan Strachan himself; the board minutes of 9 September 2025 record his interest and the accounts' related-party note records £1,090,000 of purchases. The disclosure letter discloses nil against warranty 10.1 (connected arrangements) and omits the agreement from the Material Contracts, and Q&A DD-021 answers 'None'.",
        "documents": [
            [BENNACHIE, DL],
            [MINUTES_SEP, DL],
            [ACCOUNTS, DL],
            [BENNACHIE, QA],
            [MINUTES_SEP, QA],
        ],
    },
    {
        "id": "P10",
        "severity": "high",
        "what": "CutPlan, the production scheduling and nesting software that drives both panel CNC portals and that the IM calls proprietary and owned by the company, belongs to the developer: clause 8.1 of the Rannoch Code Ltd consultancy agreement (2021) keeps all IP with the consultant, the company has only a non-exclusive, non-transferable licence for its Scottish factories while the agreement continues (terminable on six months' notice), and under clause 8.3 the licence ends automatically on a change of control of the company unless the consultant agrees. The IP schedule lists CutPlan as owned by the company ('all rights owned'), Q&A DD-026 says the company owns it, and the SPA warranty 14.2 says the group owns all IP including the software in the IP schedule.",
        "documents": [[RANNOCH, IP], [RANNOCH, QA], [RANNOCH, IM], [RANNOCH, SPA]],
    },
    {
        "id": "P11",
        "severity": "high",
        "what": "Clause 21 of the Strathmore Construction subcontract (Dundee Waterfront Plot 7, £1,940,000) makes the company indemnify the contractor against all losses including loss of profit, loss of use, damages under the main contract and indirect or consequential loss, states that its liability is not limited to the subcontract sum or any other amount and that its own terms' limits do not apply, and extends the same liability by collateral warranties for twelve years; delay damages of £9,500 a week are in addition to pass-through of the main contract's damages.",
        "documents": [[STRATHMORE]],
    },
    {
        "id": "P12",
        "severity": "high",
        "what": "Albyn Student Living has sued the company in the Court of Session for £2,400,000 with 8% interest (replacement of delaminated CLT floor panels at a 214-bedroom student residence in Dundee, lost rent and fees), relying on a collateral warranty and an engineer's report that the bond lines failed because the company's own factory production control was not followed; defences are lodged and the products liability insurers have declined cover under the product exclusion.",
        "documents": [[SUMMONS], [LIT]],
    },
]

LOOKALIKES = [
    {
        "id": "B1",
        "kind": "settled",
        "what": "Lewis Geddes's Employment Tribunal claim (4100871/2024; unfair dismissal and failure to make reasonable adjustments, about £48,000 sought) was settled through Acas by a COT3 of 14 November 2024 for £16,750 in full and final settlement, paid on 28 November, and the claim was withdrawn and dismissed on 2 December 2024.",
        "document": ET1,
        "also_documents": [COT3, LIT],
        "quote_has": "Geddes",
    },
    {
        "id": "B2",
        "kind": "consented",
        "what": "Clause 7.6 of the Carlisle (Kingmoor Park) lease needs the landlord's prior written consent to a change of control of the tenant subsidiary; the landlord consented to the change of control arising from the sale to Norvale by letter of 22 September 2025 (valid if completion is by 31 March 2026), as the consents tracker records.",
        "document": KINGMOOR,
        "also_documents": [KINGMOOR_CONSENT, TRACKER],
        "quote_has": "change of control of the Tenant",
    },
    {
        "id": "B3",
        "kind": "expired",
        "what": "The 2020 distribution agreement made Hebridean Build Supplies the exclusive distributor in the Western Isles, Orkney and Shetland (no other distributor, no direct sales there) for three years; it ended on 31 March 2023 and was not renewed (contract register: expired, Hebridean buys on standard terms since).",
        "document": HEBRIDEAN,
        "also_documents": [REGISTER],
        "quote_has": "Hebridean",
    },
    {
        "id": "B4",
        "kind": "released",
        "what": "The 2018 bond and floating charge over the whole property of the company in favour of Lomond Asset Finance (with a negative pledge) was satisfied in full: a statement of satisfaction (MR04) was delivered on 9 November 2022, as the Companies House register of charges shows.",
        "document": CHARGE,
        "also_documents": [CHARGES],
        "quote_has": "Lomond",
    },
    {
        "id": "B5",
        "kind": "superseded",
        "what": "The CEO's 2018 service agreement promised a Sale Bonus of eighteen months' salary on the sale of more than 50% of the shares; his 2024 service agreement replaces the 2018 agreement in full, cancels clause 15 (Sale Bonus) and records his waiver of it.",
        "document": CEO_2018,
        "also_documents": [CEO_2024],
        "quote_has": "Sale Bonus",
    },
    {
        "id": "B6",
        "kind": "cured",
        "what": "The HSE Improvement Notice of 6 August 2024 (COSHH regulations 7 and 9: dust extraction at the glulam planer and sander not examined and not controlling exposure; remedy by 31 October 2024) was complied with: the inspector's letter of 19 November 2024 records it as complied with and no further action.",
        "document": HSE_NOTICE,
        "also_documents": [HSE_LETTER, ACCIDENTS],
        "quote_has": "Improvement Notice",
    },
]


def write_key(files: str) -> None:
    key = {"about": ABOUT.format(files=files), "planted": PLANTED, "lookalikes": LOOKALIKES}
    KEY.write_text(json.dumps(key, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


if __name__ == "__main__":
    from collections import Counter

    from .build import OUT

    found = sorted(p for p in OUT.rglob("*") if p.is_file())
    kinds = Counter(p.suffix.lstrip(".") for p in found)
    write_key(f"{len(found)} files: " + ", ".join(f"{k} {n}" for k, n in kinds.most_common()))
