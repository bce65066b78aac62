"""E. Operations and regulatory, F. Real property, H. IT and IP, I. Insurance, J. Litigation."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from tests.rooms.kelmscott.common import CO, CO_ADDR, article, general, signatures
from tests.rooms.kelmscott.writers import (
    Block,
    csv_file,
    docx,
    eml,
    html_file,
    pdf,
    pptx,
    text,
    xlsx,
)

OPS = "E Operations and regulatory"
PROP = "F Real property"
IT = "H IT and intellectual property"
INS = "I Insurance"
LIT = "J Litigation and claims"
EDT = dt.timezone(dt.timedelta(hours=-4))


def regulatory(root: Path) -> None:
    d = root / OPS
    pdf(
        d / "SFCR licence - Mississauga and Drummondville.pdf",
        "Safe Food for Canadians Licence",
        [
            (
                "p",
                "Canadian Food Inspection Agency — Licence issued under the Safe Food for Canadians Act",
            ),
            (
                "table",
                [
                    ["Field", "Detail"],
                    ["Licence holder", "Brantwood Provisions Ltd."],
                    ["Licence number", "7K4Q2M9B"],
                    [
                        "Establishments",
                        "7100 Kestrel Court, Mississauga ON; 1450 boulevard Lemire, Drummondville QC",
                    ],
                    [
                        "Activities",
                        "Manufacture, process, treat, preserve, grade, package and label food for interprovincial trade and export: meat products, bakery products, multi-commodity prepared meals",
                    ],
                    ["Issued", "2023-03-01"],
                    [
                        "Expiry",
                        "2025-02-28, renewed to 2027-02-28 (renewal confirmation 2025-01-22)",
                    ],
                ],
            ),
            (
                "p",
                "The licence holder must have a preventive control plan for each activity and must notify the CFIA of any change to its establishments.",
            ),
        ],
    )
    pdf(
        d / "SQF certificate - Mississauga - 2025.pdf",
        "Certificate of Registration — SQF Food Safety Code: Manufacturing, Edition 9",
        [
            (
                "p",
                "This certifies that the food safety management system of Brantwood Provisions Ltd., 7100 Kestrel Court, Mississauga, Ontario, has been audited and found to comply with the SQF Food Safety Code: Manufacturing, Edition 9.",
            ),
            (
                "table",
                [
                    ["Field", "Detail"],
                    [
                        "Food sector categories",
                        "FSC 8 (processed meat and poultry), FSC 23 (ready meals)",
                    ],
                    ["Audit date", "April 8-10, 2025"],
                    ["Rating", "94 — Excellent"],
                    ["Valid until", "June 5, 2026"],
                    ["Certification body", "Meridian Food Safety Registrars Inc."],
                ],
            ),
        ],
    )
    csv_file(
        d / "Recall and withdrawal log - 2023 to 2025.csv",
        [
            [
                "date",
                "site",
                "product",
                "lot",
                "reason",
                "type",
                "cfia_notified",
                "units",
                "status",
            ],
            [
                "2023-04-18",
                "Drummondville",
                "Brantwood Kitchen Tourtière 800 g",
                "23-101",
                "Undeclared mustard (label error)",
                "Recall class 2",
                "2023-04-18",
                "2,160",
                "Closed 2023-06-02",
            ],
            [
                "2024-02-09",
                "Mississauga",
                "Maplecrest Pantry Beef Lasagna 907 g",
                "24-031",
                "Foreign material (plastic, conveyor guide)",
                "Market withdrawal",
                "2024-02-09",
                "640",
                "Closed 2024-03-15",
            ],
            [
                "2025-08-13",
                "Mississauga",
                "Maplecrest Pantry Chicken Pot Pie 600 g",
                "25-219",
                "Listeria monocytogenes (finished product)",
                "Recall class 2",
                "2025-08-13",
                "18,400",
                "Effectiveness checks complete 2025-09-19; closed",
            ],
        ],
    )
    eml(
        d / "Lot 25-219 - Listeria positive - recall initiated - 2025-08-13.eml",
        sender="Rosalind Achterberg <rachterberg@brantwood.example>",
        to="Marc-André Gagnon <magagnon@brantwood.example>",
        cc="David Kowalchuk <dkowalchuk@brantwood.example>, Anjali Raman <araman@brantwood.example>",
        subject="Lot 25-219 - Lm positive - recall initiated",
        date=dt.datetime(2025, 8, 13, 18, 52, tzinfo=EDT),
        body="""Marc-André,

Summary of today, for the record:

- The hold-and-test results for lot 25-219 (Maplecrest Pantry Chicken Pot Pie 600 g, produced August 4 on Line 4) came back this morning: Listeria monocytogenes detected in 1 of 5 finished-product samples. The Zone 1 swab on the Line 4 infeed conveyor taken on August 5 was also positive.
- We called the CFIA Office of Food Safety and Recall at 10:40 and confirmed a voluntary Class 2 recall of the lot at 3:10 this afternoon. About 18,400 units shipped to Maplecrest's Vaughan and Moncton DCs; Maplecrest has pulled the lot from stores. No illnesses reported.
- Line 4 is down for a full sanitation and investigation; we expect to restart Monday once we have three negative swab rounds.

Costs: the product write-off, Maplecrest's recall charges and disposal will probably land somewhere between $300,000 and $450,000.

Anjali - on the insurance, let's not go to Ashbury Kent yet. I'd rather wait until Maplecrest sends its charges and we know the final number; if it comes in close to the $100,000 retention it won't be worth a claim, and I don't want this sitting on our loss history going into renewal and the sale process.

Rosalind Achterberg
Director, Quality Assurance and Food Safety
Brantwood Provisions Ltd.
""",
    )
    pdf(
        d / "Region of Peel - Notice of Violation - wastewater - 2025-10-21.pdf",
        "NOTICE OF VIOLATION",
        [
            (
                "p",
                "The Regional Municipality of Peel — Public Works, Wastewater Compliance and Enforcement",
            ),
            ("p", "October 21, 2025 — REGISTERED MAIL AND EMAIL"),
            (
                "p",
                f'{CO}, {CO_ADDR}. Attention: Plant Manager. Re: Sewer Use By-law 2019-41 (the "By-law") — Sanitary sewer discharge from 7100 Kestrel Court, Mississauga — Sampling point MH-3',
            ),
            (
                "p",
                "Regional staff sampled your facility's discharge to the sanitary sewer on August 6, September 3, September 24 and October 8, 2025. Each sample exceeded the limits in Schedule A of the By-law, as follows:",
            ),
            (
                "table",
                [
                    ["Parameter", "By-law limit (mg/L)", "Aug 6", "Sep 3", "Sep 24", "Oct 8"],
                    ["Total suspended solids", "350", "1,120", "1,460", "980", "1,310"],
                    ["Oil and grease — animal and vegetable", "150", "410", "620", "385", "540"],
                    ["Biochemical oxygen demand", "300", "1,850", "2,240", "1,690", "2,010"],
                ],
            ),
            (
                "p",
                "This is the third Notice of Violation issued to your facility in 2025, following Notices dated March 12, 2025 and June 30, 2025. The interim measures described in your letter of July 18, 2025 have not brought the discharge into compliance.",
            ),
            (
                "p",
                "You are required: (1) within thirty (30) days of the date of this Notice, to submit a Pollution Prevention and Control Plan acceptable to the Region, including a schedule for the design and installation of pre-treatment equipment (such as dissolved air flotation) capable of meeting Schedule A limits; (2) to complete the installation and demonstrate compliance by April 30, 2026; and (3) pending compliance, to enter into an overstrength discharge agreement and pay surcharges for the period from August 6, 2025.",
            ),
            (
                "p",
                "Failure to comply with this Notice may result in the issuance of an Order under the By-law, prosecution under the Provincial Offences Act, and fines on conviction of up to $100,000 for a first offence and $200,000 for each subsequent offence, and the Region may restrict or discontinue the facility's sewer connection.",
            ),
            (
                "sig",
                [
                    "Ahmed Qureshi, P.Eng., Supervisor, Wastewater Compliance and Enforcement",
                    "c. Ontario Ministry of the Environment, Conservation and Parks, Halton-Peel District Office",
                ],
            ),
        ],
    )
    text(
        d / "HACCP and preventive control plan - summary.md",
        """
# Preventive Control Plan — summary (Mississauga)

**Owner:** Director, Quality Assurance and Food Safety. **Last full review:** March 2025.

| CCP | Step | Critical limit | Monitoring | Corrective action |
|---|---|---|---|---|
| CCP 1 | Cooking (filling kettles) | Core 74 °C for 15 s | Probe every batch | Re-cook or hold |
| CCP 2 | Metal detection | Fe 2.0 mm, non-Fe 2.5 mm, SS 3.0 mm | Test pieces hourly | Hold since last good test |
| CCP 3 | Spiral freezing | Core ≤ -18 °C within 90 min | Continuous log | Hold and assess |

## Environmental monitoring
Zone 1 to Zone 4 swabbing per the Listeria control program (Health Canada policy on
*Listeria monocytogenes* in ready-to-eat foods). Zone 1 positives trigger hold-and-test of the
affected lots and intensified sanitation.

## Allergen management
Dedicated tools by allergen; production scheduled from allergen-free to allergen-containing;
validated clean-downs with ATP and allergen swabs before changeover.
""",
    )
    pdf(
        d / "TSSA ammonia refrigeration inspection - 2025-05-14.pdf",
        "Technical Standards and Safety Authority — Operating Engineers Inspection Report",
        [
            (
                "p",
                "Plant: 7100 Kestrel Court, Mississauga. Plant type: refrigeration plant (ammonia), 1,150 kW. Registration no. OE-88120.",
            ),
            (
                "p",
                "Inspection date: May 14, 2025. Result: no non-compliances. Certificate of Inspection renewed to May 31, 2026. Chief operating engineer: certificate of qualification verified. Shift coverage: compliant.",
            ),
        ],
    )
    html_file(
        d / "CFIA inspection report - 2024-11-07.html",
        "CFIA Inspection Report — Brantwood Provisions Ltd., Mississauga",
        [
            (
                "p",
                "Inspection type: routine preventive control inspection. Date: November 7, 2024. Inspector: F. Dubois.",
            ),
            (
                "table",
                [
                    ["Element", "Outcome", "Note"],
                    ["Sanitation, pest control", "Compliant", ""],
                    ["Operational controls", "Compliant", ""],
                    [
                        "Maintenance and operation of establishment",
                        "Non-compliance (minor)",
                        "Condensation dripping over exposed product at Line 2 spiral exit. Corrective action request 24-118.",
                    ],
                    ["Recall procedure", "Compliant", "Mock recall performed in 3 h 40 min"],
                ],
            ),
            (
                "p",
                "Follow-up December 12, 2024: corrective action request 24-118 closed; drip trays and dehumidification installed and verified effective.",
            ),
        ],
    )


def property_docs(root: Path) -> None:
    d = root / PROP
    lease: list[Block] = [
        ("p", "THIS LEASE is made as of November 1, 2016."),
        (
            "p",
            f'BETWEEN: CREDIT VALLEY INDUSTRIAL PROPERTIES INC. (the "Landlord") AND {CO.upper()} (the "Tenant").',
        ),
        *article(
            1,
            "Basic Terms",
            [
                "Premises. Approximately 148,500 square feet of rentable area in the building municipally known as 7100 Kestrel Court, Mississauga, Ontario, together with the exclusive use of the truck court and 160 parking spaces.",
                "Term. Ten (10) years commencing November 1, 2016 and ending October 31, 2026, subject to the Tenant's option to extend in Section 16.1.",
                "Basic Rent. $9.75 per square foot per annum for lease years 1 to 5 and $11.25 for lease years 6 to 10, payable monthly in advance, plus HST.",
                "Use. Food processing, freezing, warehousing and distribution, and ancillary offices, and no other purpose.",
            ],
        ),
        *article(
            2,
            "Net Lease",
            [
                "Carefree Lease. This is a completely carefree net lease to the Landlord. The Tenant pays all realty taxes, utilities, insurance premiums and operating costs relating to the Premises, and its proportionate share of common area costs.",
            ],
        ),
        *article(
            3,
            "Tenant's Covenants",
            [
                "Repair. The Tenant shall keep the Premises in good repair, reasonable wear and tear excepted, including the refrigeration plant and roof membrane over freezer areas.",
                "Compliance. The Tenant shall comply promptly with all laws, by-laws and orders of any governmental authority relating to the Premises and the Tenant's use of them, including those relating to discharges to sewers, at its own cost.",
                "Environmental. The Tenant shall not bring onto the Premises any Hazardous Substance except ammonia refrigerant and cleaning chemicals used in compliance with law, and shall indemnify the Landlord against any environmental contamination it causes, which indemnity survives the end of the Term.",
            ],
        ),
        *article(
            4,
            "Insurance and Indemnity",
            [
                "Tenant's Insurance. The Tenant shall maintain all-risks property insurance on its improvements and chattels and commercial general liability insurance of not less than $5,000,000 per occurrence, naming the Landlord as additional insured.",
            ],
        ),
        *article(
            14,
            "Assignment and Subletting",
            [
                'Consent Required. The Tenant shall not assign this Lease or sublet all or any part of the Premises (each, a "Transfer") without the prior written consent of the Landlord, which consent shall not be unreasonably withheld.',
                "Request. The Tenant shall request consent in writing at least thirty (30) days before the proposed Transfer, with the information the Landlord reasonably requires about the transferee and its financial standing.",
                "Landlord's Option. Within fifteen days after a request for consent, the Landlord may elect to terminate this Lease as of the date of the proposed Transfer instead of consenting.",
                "No Release. No Transfer releases the Tenant from its obligations under this Lease.",
                "Corporate Tenant. If the Tenant is a corporation, any transfer or issue by sale, assignment, bequest, inheritance, trust, operation of law or otherwise of any shares of the Tenant or of any corporation that controls the Tenant, which results in a change in the effective control of the Tenant, shall be deemed to be a Transfer to which Sections 14.1 to 14.4 apply. This Section 14.5 does not apply while the shares of the Tenant are listed on a recognised stock exchange.",
                "Unauthorised Transfer. Any Transfer made without the Landlord's consent is a default entitling the Landlord, on notice, to terminate this Lease.",
            ],
        ),
        *article(
            15,
            "Default",
            [
                "Default. If the Tenant fails to pay Rent within five days after written notice, or fails to perform any other covenant within fifteen days after written notice, the Landlord may re-enter the Premises and terminate this Lease, in addition to its other remedies.",
            ],
        ),
        *article(
            16,
            "Extension",
            [
                "Option to Extend. Provided it is not in default, the Tenant may extend the Term for one further period of five years by notice given not less than twelve months before the end of the Term, at the then fair market rent.",
            ],
        ),
        *general(
            17,
            style=0,
            notices=[
                "Landlord: 2900 Argentia Road, Suite 210, Mississauga, Ontario, attention: Asset Manager.",
                f"Tenant: {CO_ADDR}, attention: President.",
            ],
        ),
        signatures(
            (
                "Credit Valley Industrial Properties Inc.",
                "Benoit Larochelle",
                "Vice-President, Leasing",
            ),
            (CO, "Margaret Ostrander", "President"),
            "November 1, 2016",
        ),
    ]
    docx(
        d / "Lease - 7100 Kestrel Court Mississauga - Credit Valley Industrial - 2016-11-01.docx",
        "Lease",
        lease,
    )
    pdf(
        d / "Lease amending agreement no. 1 - 7100 Kestrel Court - 2021-08-16.pdf",
        "Lease Amending Agreement No. 1",
        [
            (
                "p",
                f"Between Credit Valley Industrial Properties Inc. (Landlord) and {CO} (Tenant). Dated August 16, 2021.",
            ),
            (
                "p",
                '1. The Term of the Lease dated as of November 1, 2016 is extended for a period of five years from November 1, 2026 to October 31, 2031 (the "Extension Term"), and Section 16.1 of the Lease is deleted.',
            ),
            (
                "p",
                "2. Basic Rent for the Extension Term is $13.40 per square foot per annum for the first two years and $14.15 for the last three years.",
            ),
            (
                "p",
                "3. The Landlord consents to the Tenant's installation of a second ammonia compressor and a roof-mounted condenser, to be removed at the Tenant's cost at the end of the Term if the Landlord requires.",
            ),
            (
                "p",
                "4. Except as amended by this agreement, the Lease is unchanged and continues in full force and effect, and the Landlord and the Tenant confirm that neither is in default under it.",
            ),
            (
                "sig",
                [
                    "CREDIT VALLEY INDUSTRIAL PROPERTIES INC. — /s/ Benoit Larochelle, Vice-President, Leasing",
                    "BRANTWOOD PROVISIONS LTD. — /s/ David Kowalchuk, President and CEO",
                ],
            ),
        ],
    )
    brampton: list[Block] = [
        ("p", "THIS INDUSTRIAL LEASE is dated March 1, 2022."),
        ("p", f'BETWEEN 2468013 ONTARIO INC. (the "Landlord") and {CO.upper()} (the "Tenant").'),
        *article(
            1,
            "Premises and Term",
            [
                "Premises. The whole of the building at 15 Intermodal Drive, Brampton, Ontario, being approximately 62,000 square feet, including 38,000 square feet of -23°C freezer storage.",
                "Term. Fifteen years from March 1, 2022 to February 28, 2037.",
                "Rent. Basic rent of $21.75 per square foot per annum, net, increasing by 3% on each anniversary, payable monthly in advance.",
                "Deposit. The Tenant has paid a deposit of $337,125 to be applied against the last three months' rent.",
            ],
        ),
        *article(
            2,
            "Net Lease",
            [
                "Additional Rent. The Tenant pays all taxes, insurance, utilities, maintenance and repairs (including structural repairs and roof replacement) as additional rent.",
            ],
        ),
        *article(
            3,
            "Use and Operations",
            [
                "Use. Cold storage, warehousing and distribution of food products.",
                "Freezer Plant. The Tenant is responsible for the operation, maintenance and replacement of the freezer refrigeration plant.",
            ],
        ),
        *article(
            4,
            "Assignment",
            [
                "Transfers. The Tenant may not assign this Lease or sublet without the Landlord's consent, which may not be unreasonably withheld.",
            ],
        ),
        *article(
            5,
            "Early Termination",
            [
                "No Tenant Termination. The Tenant has no right to terminate this Lease before the end of the Term.",
            ],
        ),
        *general(
            6,
            style=1,
            notices=[
                "Landlord: 44 Riverview Crescent, Caledon, Ontario L7K 0E8.",
                f"Tenant: {CO_ADDR}.",
            ],
        ),
        (
            "sig",
            [
                "2468013 ONTARIO INC.",
                "Per: /s/ G. Ostrander",
                "Name: G. Ostrander",
                "Title: President",
                "",
                CO.upper(),
                "Per: /s/ David Kowalchuk",
                "Name: David Kowalchuk",
                "Title: President and Chief Executive Officer",
            ],
        ),
    ]
    docx(
        d / "Lease - 15 Intermodal Drive Brampton - 2468013 Ontario Inc. - 2022-03-01.docx",
        "Industrial Lease",
        brampton,
    )
    text(
        d / "Drummondville property - title summary.md",
        """
# 1450 boulevard Lemire, Drummondville (Québec) — title summary

*Prepared by Hollis Dunmore LLP with Québec correspondent counsel, October 2025.*

- **Owner:** Provisions Brantwood Québec Inc. (wholly owned by Brantwood Provisions Ltd.).
- **Cadastre:** lot 4 118 902, Cadastre du Québec, registration division of Drummond.
- **Area:** land 3.1 hectares; building 41,200 square feet (bakery and pie production).
- **Acquired:** deed of sale registered 2018-05-22 under no. 23 844 117.
- **Hypothecs:** immovable hypothec in favour of Northshore Bank of Canada for $8,000,000
  (registered 2022-10-31), securing the credit facilities; to be discharged at closing.
- **Servitudes:** Hydro-Québec servitude along the eastern boundary (2001).
- **Zoning:** industrial (I-2); current use compliant. Certificate of location dated 2018-04-30.
""",
    )
    pdf(
        d / "Lease - Romulus Michigan warehouse - 2021-01-15.pdf",
        "Lease Agreement",
        [
            (
                "p",
                "This Lease Agreement is made January 15, 2021 between Romulus Logistics Park LLC, a Michigan limited liability company (Landlord), and Brantwood Foods USA, Inc., a Michigan corporation (Tenant).",
            ),
            (
                "p",
                "1. Premises: Unit C, 28800 Northline Road, Romulus, Michigan, approximately 24,000 rentable square feet, including a 9,000 square foot freezer.",
            ),
            (
                "p",
                "2. Term: sixty-four (64) months commencing February 1, 2021. Base rent US$8.10 per square foot per year, triple net, with 3% annual escalations.",
            ),
            (
                "p",
                "3. Guaranty: Brantwood Provisions Ltd. guarantees Tenant's obligations under a separate guaranty dated the same date, limited to twelve months' base rent.",
            ),
            (
                "p",
                "4. Assignment: Tenant may assign to an affiliate without consent on notice; any other assignment requires Landlord's consent.",
            ),
            (
                "p",
                "5. Renewal: Tenant exercised its option by notice dated March 3, 2025; the term is extended to May 31, 2030 at US$9.35 per square foot.",
            ),
            ("p", "6. Governing law: State of Michigan."),
            (
                "sig",
                [
                    "ROMULUS LOGISTICS PARK LLC, by its manager /s/ Karen Wojcik",
                    "BRANTWOOD FOODS USA, INC. /s/ Anjali Raman, Treasurer",
                ],
            ),
        ],
    )


def it_and_ip(root: Path) -> None:
    d = root / IT
    xlsx(
        d / "Software licence reconciliation - September 2025.xlsx",
        {
            "Reconciliation": [
                [
                    "Software",
                    "Publisher / reseller",
                    "Licence metric",
                    "Entitlement",
                    "Deployed / active (scan 2025-09-12)",
                    "Variance",
                    "Comment",
                ],
                [
                    "Microsoft 365 E3",
                    "Microsoft (CSP: Northbridge IT)",
                    "Named user",
                    210,
                    204,
                    6,
                    "",
                ],
                [
                    "SAP Business One Professional",
                    "SAP (partner: Crescent ERP Solutions)",
                    "Named user",
                    45,
                    61,
                    -16,
                    "16 additional named users created for the Greenleaf launch and Drummondville planning; not yet purchased",
                ],
                [
                    "SAP Business One Limited Logistics",
                    "SAP (partner: Crescent ERP Solutions)",
                    "Named user",
                    20,
                    20,
                    0,
                    "",
                ],
                [
                    "Siemens WinCC SCADA",
                    "Siemens",
                    "Runtime per station",
                    6,
                    6,
                    0,
                    "Line 1-4, spiral freezers",
                ],
                [
                    "Autodesk AutoCAD LT",
                    "Autodesk",
                    "Named user subscription",
                    0,
                    4,
                    -4,
                    "Maintenance engineering; trial keys expired 2023; still in use",
                ],
                ["Adobe Acrobat Pro", "Adobe", "Named user", 30, 38, -8, ""],
                ["Esko ArtPro+", "Esko", "Concurrent", 2, 2, 0, "Packaging artwork"],
                [
                    "UKG Workforce (time and attendance)",
                    "UKG",
                    "Employee per month",
                    520,
                    508,
                    12,
                    "",
                ],
                [
                    "Sage 300 (legacy, Drummondville)",
                    "Sage",
                    "Perpetual, 5 users",
                    5,
                    3,
                    2,
                    "Read-only since SAP migration",
                ],
            ],
            "Method": [
                ["Item", "Detail"],
                [
                    "Scan",
                    "Lansweeper inventory scan of 236 endpoints and SAP user list export, September 12, 2025",
                ],
                ["Prepared by", "Owen Castellano, IT Manager"],
                [
                    "Next steps",
                    "Quote requested from Crescent ERP for 16 SAP Professional users (list price about $3,900 per user plus annual maintenance); AutoCAD and Acrobat to be purchased or removed",
                ],
            ],
        },
    )
    pptx(
        d / "IT systems overview - October 2025.pptx",
        [
            (
                "IT at Brantwood",
                [
                    "ERP: SAP Business One (Mississauga, Drummondville, Romulus)",
                    "Plant: Siemens SCADA on Lines 1-4",
                    "Time and attendance: UKG",
                    "Email and files: Microsoft 365",
                ],
                "Prepared for the management presentation; figures as of October 2025.",
            ),
            (
                "Infrastructure",
                [
                    "Two on-premises hosts (VMware) in Mississauga; backups to Azure nightly",
                    "SD-WAN between the three sites",
                    "Plant network segmented from office network (2024 project)",
                ],
                "",
            ),
            (
                "Security",
                [
                    "MFA for all Microsoft 365 users since 2023",
                    "Quarterly phishing tests; last click rate 4%",
                    "No reportable privacy breach in the last three years",
                ],
                "The cyber policy with Laurier General renews May 1, 2026.",
            ),
            (
                "Roadmap",
                [
                    "SAP Business One upgrade to FP2405 (in progress)",
                    "Warehouse management scanning in Brampton (2026)",
                ],
                "",
            ),
        ],
    )
    csv_file(
        d / "Trademark schedule - CIPO and USPTO.csv",
        [
            ["mark", "jurisdiction", "application_or_registration", "status", "owner", "goods"],
            [
                "BRANTWOOD",
                "Canada",
                "TMA 912,448",
                "Registered 2015-10-02",
                "Brantwood Provisions Ltd.",
                "Frozen prepared meals; meat pies",
            ],
            [
                "BRANTWOOD KITCHEN & Design",
                "Canada",
                "TMA 1,104,337",
                "Registered 2021-06-17",
                "Brantwood Provisions Ltd.",
                "Frozen entrées; bakery products",
            ],
            [
                "BRANTWOOD KITCHEN",
                "United States",
                "Reg. No. 6,288,914",
                "Registered 2021-03-16",
                "Brantwood Provisions Ltd.",
                "Class 29, 30",
            ],
            [
                "LA TOURTIÈRE DE BRANTWOOD",
                "Canada",
                "TMA 1,201,560",
                "Registered 2023-09-08",
                "Provisions Brantwood Québec Inc.",
                "Meat pies",
            ],
        ],
    )
    html_file(
        d / "Privacy policy - brantwood.example.html",
        "Brantwood Provisions Ltd. — Privacy Policy",
        [
            (
                "p",
                "Last updated: January 15, 2024. This policy explains how Brantwood Provisions Ltd. collects, uses and discloses personal information in accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA) and, for Québec residents, the Act respecting the protection of personal information in the private sector.",
            ),
            ("h", "What we collect"),
            (
                "p",
                "Contact details of customers, suppliers and consumers who contact us; information about job applicants; and website usage data collected through cookies.",
            ),
            ("h", "How we use it"),
            (
                "p",
                "To respond to enquiries and product complaints, to manage our business relationships, to recruit and to improve our website. We do not sell personal information.",
            ),
            ("h", "Contact"),
            (
                "p",
                "Our Privacy Officer can be reached at privacy@brantwood.example. Persons in charge of the protection of personal information for Québec: the Vice-President, Human Resources.",
            ),
        ],
    )


def insurance(root: Path) -> None:
    d = root / INS
    xlsx(
        d / "Insurance schedule - 2025-2026.xlsx",
        {
            "Policies": [
                [
                    "Cover",
                    "Insurer",
                    "Policy no.",
                    "Period",
                    "Limit (C$)",
                    "Deductible / retention (C$)",
                    "Premium (C$)",
                ],
                [
                    "Property and business interruption",
                    "Laurier General Insurance Company",
                    "LG-PR-2025-3381",
                    "2025-05-01 to 2026-05-01",
                    "112,000,000",
                    "50,000",
                    "486,200",
                ],
                [
                    "Commercial general liability",
                    "Laurier General Insurance Company",
                    "LG-CGL-2025-3382",
                    "2025-05-01 to 2026-05-01",
                    "10,000,000",
                    "10,000",
                    "148,900",
                ],
                [
                    "Umbrella liability",
                    "Trillium Excess Insurance Ltd.",
                    "TX-UMB-77110",
                    "2025-05-01 to 2026-05-01",
                    "15,000,000",
                    "n/a",
                    "61,300",
                ],
                [
                    "Product contamination and recall",
                    "Cabot Specialty Insurance Company of Canada",
                    "CSI-PCR-2025-00417",
                    "2025-05-01 to 2026-05-01",
                    "5,000,000",
                    "100,000",
                    "212,750",
                ],
                [
                    "Cyber",
                    "Laurier General Insurance Company",
                    "LG-CY-2025-0914",
                    "2025-05-01 to 2026-05-01",
                    "2,000,000",
                    "25,000",
                    "38,400",
                ],
                [
                    "Directors and officers",
                    "Trillium Excess Insurance Ltd.",
                    "TX-DO-20991",
                    "2025-05-01 to 2026-05-01",
                    "5,000,000",
                    "25,000",
                    "29,800",
                ],
                [
                    "Automobile (fleet)",
                    "Laurier General Insurance Company",
                    "LG-AU-2025-1207",
                    "2025-05-01 to 2026-05-01",
                    "5,000,000",
                    "2,500",
                    "44,100",
                ],
            ],
            "Broker": [
                ["Broker", "Ashbury Kent Insurance Brokers Ltd., Toronto"],
                ["Account executive", "Philippa Warrender"],
            ],
        },
    )
    pdf(
        d / "Product contamination and recall policy - Cabot Specialty - CSI-PCR-2025-00417.pdf",
        "Product Contamination and Recall Insurance Policy",
        [
            ("p", "Cabot Specialty Insurance Company of Canada — Declarations"),
            (
                "table",
                [
                    ["Item", "Declaration"],
                    [
                        "Named Insured",
                        "Brantwood Provisions Ltd., Provisions Brantwood Québec Inc., Brantwood Foods USA, Inc.",
                    ],
                    [
                        "Policy period",
                        "May 1, 2025 to May 1, 2026, 12:01 a.m. standard time at the Insured's address",
                    ],
                    ["Limit of liability", "$5,000,000 each Insured Event and in the aggregate"],
                    ["Retention", "$100,000 each Insured Event"],
                    ["Broker", "Ashbury Kent Insurance Brokers Ltd."],
                ],
            ),
            ("h", "Section I — Insuring agreement"),
            (
                "p",
                "The Insurer will reimburse the Insured for Loss in excess of the Retention resulting from an Insured Event first discovered during the Policy Period and reported in accordance with this Policy. Insured Event means Accidental Contamination, Malicious Tampering or Government Recall affecting the Insured's Products.",
            ),
            ("h", "Section II — Definitions"),
            (
                "p",
                "Accidental Contamination means any accidental or unintentional contamination, impairment or mislabelling of an Insured Product during manufacture, blending, mixing, packaging or labelling, provided that the consumption or use of the Insured Product has resulted, or would result, in bodily injury or sickness within 365 days following such consumption or use. Loss includes recall expenses, replacement cost of the Insured Products, and the Insured's loss of gross profit for up to twelve months.",
            ),
            ("h", "Section III — Exclusions"),
            (
                "p",
                "This Policy does not cover (a) deterioration of Insured Products in the ordinary course; (b) any fine or penalty imposed by a governmental authority; (c) any Insured Event arising from a condition that the Insured knew of before the inception of the Policy Period; or (d) failure of the Insured Product to fulfil its intended function.",
            ),
            ("h", "Section IV — Conditions"),
            (
                "p",
                "1. Due diligence. The Insured shall maintain its preventive control plan and environmental monitoring program and shall keep the records required by law.",
            ),
            (
                "p",
                "2. Notice of Insured Event. It is a condition precedent to any liability of the Insurer under this Policy that the Insured give written notice to the Insurer, through the Broker or directly, as soon as practicable and in any event within seven (7) days after any executive officer or the quality assurance manager of the Insured first becomes aware of an Insured Event or of any circumstance that could reasonably be expected to give rise to an Insured Event.",
            ),
            (
                "p",
                "3. Cooperation. The Insured shall cooperate with the Insurer and its crisis consultant, shall not admit liability to any third party without the Insurer's consent, and shall take all reasonable steps to minimise Loss.",
            ),
            (
                "p",
                "4. Proof of loss. The Insured shall file a sworn proof of loss within 180 days after the discovery of the Insured Event.",
            ),
            (
                "p",
                "5. Statutory conditions. The statutory conditions under the Insurance Act (Ontario) apply to this Policy to the extent required by law.",
            ),
            (
                "sig",
                [
                    "Cabot Specialty Insurance Company of Canada, 1 First Canadian Place, Toronto",
                    "/s/ Authorised Representative",
                ],
            ),
        ],
    )
    csv_file(
        d / "Insurance claims register - 2023 to 2025.csv",
        [
            [
                "ref",
                "policy",
                "date_of_loss",
                "description",
                "reported_to_broker",
                "reported_to_insurer",
                "amount_claimed_cad",
                "status",
            ],
            [
                "AK-23-041",
                "Property LG-PR-2023",
                "2023-07-22",
                "Roof leak over Drummondville pie room; stock loss",
                "2023-07-24",
                "2023-07-24",
                "38,900",
                "Paid 2023-10-11 (net of deductible)",
            ],
            [
                "AK-24-007",
                "Auto LG-AU-2023",
                "2024-01-30",
                "Reefer trailer collision, Highway 401 at Milton; no injuries",
                "2024-01-30",
                "2024-01-31",
                "61,400",
                "Paid 2024-04-02",
            ],
            [
                "AK-24-019",
                "CGL LG-CGL-2024",
                "2024-09-03",
                "Delivery driver slip on loading dock, Romulus MI; lawsuit filed Wayne County",
                "2024-09-05",
                "2024-09-05",
                "reserve US$75,000",
                "Defended by insurer",
            ],
            [
                "AK-25-028",
                "Recall CSI-PCR-2025-00417",
                "2025-08-13",
                "Lot 25-219 chicken pot pie, Listeria monocytogenes; voluntary recall",
                "2025-10-06",
                "2025-10-07",
                "412,000",
                "Under review by insurer; proof of loss filed 2025-10-31",
            ],
        ],
    )
    pdf(
        d / "Commercial general liability - declarations - LG-CGL-2025-3382.pdf",
        "Commercial General Liability Policy — Declarations",
        [
            (
                "table",
                [
                    ["Item", "Declaration"],
                    ["Insurer", "Laurier General Insurance Company"],
                    ["Named Insured", "Brantwood Provisions Ltd. and subsidiaries"],
                    ["Policy period", "May 1, 2025 to May 1, 2026"],
                    ["Each occurrence limit", "$10,000,000"],
                    ["Products-completed operations aggregate", "$10,000,000"],
                    ["Deductible", "$10,000 property damage only"],
                    [
                        "Additional insureds",
                        "Maplecrest Grocers Inc.; Prairie Wholesale Club Canada ULC; Credit Valley Industrial Properties Inc.; 2468013 Ontario Inc.; Romulus Logistics Park LLC",
                    ],
                ],
            ),
            ("p", "Territory: worldwide, provided suit is brought in Canada or the United States."),
        ],
    )


def litigation(root: Path) -> None:
    d = root / LIT
    pdf(
        d / "Statement of Claim - Vasquez v. Brantwood - CV-24-00731455.pdf",
        "STATEMENT OF CLAIM",
        [
            ("p", "ONTARIO SUPERIOR COURT OF JUSTICE — Court File No. CV-24-00731455-0000"),
            (
                "p",
                "BETWEEN: TEODORA VASQUEZ, Plaintiff — and — BRANTWOOD PROVISIONS LTD., Defendant",
            ),
            (
                "p",
                "TO THE DEFENDANT: A LEGAL PROCEEDING HAS BEEN COMMENCED AGAINST YOU by the plaintiff. The claim made against you is set out in the following pages.",
            ),
            (
                "p",
                "CLAIM. 1. The plaintiff claims: (a) damages for wrongful dismissal in the amount of $185,000, being pay in lieu of reasonable notice of twenty months; (b) aggravated and moral damages of $50,000 for the manner of dismissal; (c) punitive damages of $100,000; (d) pre-judgment and post-judgment interest under the Courts of Justice Act; and (e) her costs of this action on a substantial indemnity basis.",
            ),
            (
                "p",
                "2. The plaintiff was employed by the defendant from March 2011 until July 19, 2024 and held the position of Senior Production Planner at the Mississauga facility at the time of her dismissal, earning a salary of $98,400 plus benefits and a bonus.",
            ),
            (
                "p",
                "3. On July 19, 2024 the defendant terminated the plaintiff's employment without cause and offered only the minimum entitlements under the Employment Standards Act, 2000. The termination provision in the plaintiff's employment agreement is unenforceable because it purports to permit termination for cause on a standard lower than the Act's wilful misconduct standard.",
            ),
            (
                "sig",
                [
                    "Date of issue: November 5, 2024",
                    "Mendes Paquette LLP, Lawyers for the Plaintiff, Toronto",
                ],
            ),
        ],
    )
    docx(
        d / "Minutes of Settlement and Full and Final Release - Vasquez - 2025-05-02.docx",
        "Minutes of Settlement and Full and Final Release",
        [
            (
                "p",
                'Teodora Vasquez v. Brantwood Provisions Ltd., Ontario Superior Court of Justice Court File No. CV-24-00731455-0000 (the "Action").',
            ),
            (
                "p",
                "1. Settlement payment. The Defendant shall pay the Plaintiff the all-inclusive sum of $96,500, of which $71,500 is a retiring allowance paid to her RRSP and $25,000 is costs paid to Mendes Paquette LLP in trust, within ten business days of receipt of this signed document.",
            ),
            (
                "p",
                "2. Release. In consideration of the payment, the Plaintiff releases and forever discharges the Defendant, its affiliates, and their directors, officers and employees from all actions, claims and demands arising from her employment or its termination, including all claims made or that could have been made in the Action, and all claims under the Employment Standards Act, 2000 and the Human Rights Code.",
            ),
            (
                "p",
                "3. Discontinuance. Within five business days after receiving the payment, the Plaintiff shall serve and file a notice of discontinuance of the Action, without costs.",
            ),
            (
                "p",
                "4. No admission. This settlement is not an admission of liability by the Defendant.",
            ),
            (
                "p",
                "5. Confidentiality. The terms of this settlement are confidential, except for disclosure to professional advisers, auditors and a prospective purchaser of the Defendant under a confidentiality obligation.",
            ),
            (
                "sig",
                [
                    "Signed May 2, 2025: /s/ Teodora Vasquez (witness: /s/ R. Mendes)",
                    f"{CO.upper()} Per: /s/ Priya Sandhu, Vice-President, Human Resources",
                    "Payment of $96,500 confirmed by wire May 14, 2025 (Mendes Paquette LLP trust receipt no. 25-1183).",
                ],
            ),
        ],
    )
    pdf(
        d / "Notice of Discontinuance - Vasquez - 2025-05-21.pdf",
        "NOTICE OF DISCONTINUANCE (Form 23A)",
        [
            (
                "p",
                "ONTARIO SUPERIOR COURT OF JUSTICE — Court File No. CV-24-00731455-0000 — TEODORA VASQUEZ, Plaintiff, and BRANTWOOD PROVISIONS LTD., Defendant",
            ),
            (
                "p",
                "The plaintiff wholly discontinues this action against the defendant, without costs.",
            ),
            (
                "sig",
                [
                    "May 21, 2025",
                    "Mendes Paquette LLP, Lawyers for the Plaintiff",
                    "Filed with the Superior Court of Justice at Toronto, May 21, 2025",
                ],
            ),
        ],
    )
    pdf(
        d / "Letter - Whitcombe Hargreaves LLP for Dufferin Foodservice - 2025-10-14.pdf",
        "",
        [
            ("p", "October 14, 2025 — DELIVERED BY EMAIL AND COURIER"),
            (
                "p",
                f"{CO}, {CO_ADDR}. Attention: David Kowalchuk, President and Chief Executive Officer",
            ),
            (
                "p",
                "Dear Sir: Re: Dufferin Foodservice Distributors Ltd. — termination of distribution relationship",
            ),
            (
                "p",
                "We are counsel to Dufferin Foodservice Distributors Ltd. (\"Dufferin\") in connection with Brantwood's letter of June 2, 2025 purporting to end, on thirty days' notice, the distribution relationship between our client and Brantwood.",
            ),
            (
                "p",
                "Dufferin has been Brantwood's distributor of Brantwood Kitchen products to food service operators in the Greater Toronto Area since 2014. Over eleven years, at Brantwood's request, our client dedicated freezer capacity, sales staff and a delivery fleet to Brantwood products, which accounted for approximately 38% of its sales. The relationship was an indefinite-term distributorship which, at law, could be ended only on reasonable notice. In the circumstances, reasonable notice is not less than eighteen months.",
            ),
            (
                "p",
                "Brantwood is accordingly liable to Dufferin for its loss of net profit over the reasonable notice period, which our client's accountants calculate at $1,820,000, together with the unrecovered cost of its dedicated freezer equipment. Dufferin is also entitled to set off these damages against Brantwood's invoices and will not pay the amount of $179,600 that Brantwood claims.",
            ),
            (
                "p",
                "We require Brantwood's proposal for compensation within twenty-one days of the date of this letter. Failing a satisfactory response, our instructions are to commence an action in the Ontario Superior Court of Justice without further notice. Please preserve all documents, including emails and text messages, relating to Dufferin and to Brantwood's decision to serve the GTA food service market directly.",
            ),
            (
                "sig",
                ["Yours truly,", "WHITCOMBE HARGREAVES LLP", "/s/ Eleanor Whitcombe", "c. client"],
            ),
        ],
        letterhead="Whitcombe Hargreaves LLP | Barristers and Solicitors | 150 King Street West, Toronto",
    )
    xlsx(
        d / "Litigation and claims schedule - November 2025.xlsx",
        {
            "Litigation": [
                ["Matter", "Court / forum", "Nature", "Amount claimed", "Status", "Insurance"],
                [
                    "Vasquez v. Brantwood Provisions Ltd. (CV-24-00731455)",
                    "Ontario Superior Court of Justice",
                    "Wrongful dismissal",
                    "$335,000",
                    "Settled May 2, 2025 ($96,500 paid); action discontinued May 21, 2025",
                    "Not insured",
                ],
                [
                    "Okonkwo v. Brantwood Foods USA, Inc.",
                    "Circuit Court, Wayne County, Michigan",
                    "Premises liability (slip on loading dock)",
                    "Unspecified",
                    "Discovery; defended by Laurier General under the CGL policy",
                    "Insured (deductible paid)",
                ],
                [
                    "CFIA recall — lot 25-219",
                    "Regulatory",
                    "Voluntary recall, Listeria",
                    "n/a",
                    "Closed September 19, 2025; no enforcement action",
                    "Claim submitted under recall policy",
                ],
            ],
            "Threatened claims": [
                ["Matter", "Detail"],
                [
                    "None",
                    "No claims threatened in writing against the Company or its subsidiaries to the knowledge of management.",
                ],
            ],
            "Notes": [
                ["Note"],
                [
                    "Prepared by Hollis Dunmore LLP from management information as of November 14, 2025 for inclusion in the Disclosure Schedules (Schedule 4.16)."
                ],
            ],
        },
    )


def build(root: Path) -> None:
    regulatory(root)
    property_docs(root)
    it_and_ip(root)
    insurance(root)
    litigation(root)
