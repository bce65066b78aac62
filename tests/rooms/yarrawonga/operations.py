"""05 Property to 10 Regulatory of the yarrawonga room."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from .writers import (
    write_csv,
    write_docx,
    write_eml,
    write_html,
    write_pdf,
    write_pptx,
    write_text,
    write_xlsx,
)


def property_(out: Path) -> None:
    d = out / "05 Property"
    write_pdf(
        d / "Lease - 12 Abbotts Road Dandenong South.pdf",
        "Lease - 12 Abbotts Road, Dandenong South",
        [
            ("h", "Item schedule"),
            (
                "t",
                [
                    ["Item", "Detail"],
                    [
                        "Landlord",
                        "Abbotts Road Holdings Pty Ltd ACN 097 550 114 as trustee for the "
                        "Tulloch Family Trust",
                    ],
                    ["Tenant", "Kiewa Cold Chain Pty Ltd ACN 614 208 377"],
                    [
                        "Premises",
                        "Land and buildings at 12 Abbotts Road, Dandenong South VIC 3175 "
                        "(Lot 2 on PS 611203F), about 24,600 m2 of cold store, dock and office",
                    ],
                    ["Term", "10 years from 1 July 2024"],
                    ["Options", "Two further terms of five years each"],
                    ["Rent", "A$1,085,000 a year plus GST, payable monthly in advance"],
                    [
                        "Rent review",
                        "Fixed increase of 3.5% on each anniversary; market review at "
                        "the start of each further term",
                    ],
                    [
                        "Permitted use",
                        "Cold storage, warehousing, refrigerated distribution and "
                        "ancillary offices",
                    ],
                    ["Security", "Bank guarantee for three months' rent plus GST"],
                ],
            ),
            ("h", "1. Outgoings"),
            "The Tenant must pay all outgoings for the Premises, including council and water "
            "rates, land tax (on a single holding basis) and insurance premiums.",
            ("h", "2. Repairs and plant"),
            "2.1 The Tenant must keep the Premises in good repair, fair wear and tear excepted. "
            "2.2 The refrigeration plant is the Tenant's property and the Tenant is responsible "
            "for its maintenance and for any refrigerant leak.",
            ("h", "3. Make good"),
            "At the end of the lease the Tenant need not remove the insulated panels or the "
            "refrigeration plant, which will become the Landlord's property.",
            ("h", "15. Assignment and subletting"),
            "15.1 The Tenant must not assign this lease or sublet the Premises without the "
            "Landlord's consent, which the Landlord must not unreasonably withhold.",
            "15.2 For clarity, a transfer of shares in the Tenant, or any other change in who "
            "controls the Tenant, is not an assignment of this lease and needs no consent.",
            ("h", "17. Default"),
            "If the Tenant fails to pay rent for 14 days after it is due, or fails to remedy any "
            "other breach within a reasonable time after notice, the Landlord may re-enter, "
            "subject to section 146 of the Property Law Act 1958 (Vic).",
            ("h", "22. Governing law"),
            "This lease is governed by the law of Victoria.",
            (
                "sig",
                [
                    "Executed by Abbotts Road Holdings Pty Ltd as trustee for the Tulloch "
                    "Family Trust: Graham Tulloch (Director), Margaret Tulloch "
                    "(Director/Secretary)",
                    "Executed by Kiewa Cold Chain Pty Ltd: Anita Kovac (Director), Daniel "
                    "Ferris (Director)",
                    "Dated 24 June 2024",
                ],
            ),
        ],
    )
    write_docx(
        d / "Lease - 41 Bulwer Road Larapinta.docx",
        "Lease - 41 Bulwer Road, Larapinta QLD 4110",
        [
            "Queensland Land Registry lease (Form 7), reference schedule and standard terms. "
            "Lodged 2 December 2022, dealing no. 722 051 883.",
            (
                "t",
                [
                    ["Item", "Detail"],
                    ["Lessor", "Bulwer Industrial Pty Ltd ACN 602 118 730"],
                    ["Lessee", "Kiewa Cold Chain Pty Ltd ACN 614 208 377"],
                    [
                        "Premises",
                        "Warehouse 2, 41 Bulwer Road, Larapinta (Lot 7 on SP 284512), 11,200 m2",
                    ],
                    ["Commencement date", "14 November 2022"],
                    ["Term", "10 years"],
                    ["Option", "One option of 5 years"],
                    [
                        "Rent",
                        "A$1,232,000 a year plus GST, reviewed by CPI each year, market review "
                        "on exercise of the option",
                    ],
                    ["Guarantor", "None"],
                ],
            ),
            ("h", "6. Use"),
            "The Lessee may use the Premises only for temperature-controlled warehousing and "
            "distribution and must comply with all laws, including the Work Health and Safety "
            "Act 2011 (Qld).",
            ("h", "9. Lessee's fit-out"),
            "The Lessee may install its CO2 refrigeration plant and insulated panels. At the end "
            "of the lease the Lessee must remove them unless the Lessor elects in writing to "
            "keep them.",
            ("h", "14. Assignment and subletting"),
            "14.1 The Lessee must not assign, sublet or part with possession of the Premises "
            "without the prior written consent of the Lessor.",
            "14.2 The Lessor may withhold consent if the proposed assignee does not satisfy the "
            "Lessor of its financial standing and experience.",
            "14.3 The Lessee must pay the Lessor's reasonable costs of considering any request "
            "for consent.",
            "14.6 If the Lessee is a corporation whose shares are not quoted on a stock exchange "
            "in Australia, any dealing in its shares, or any issue of new shares, as a result of "
            "which the persons who control the Lessee at the commencement date cease to control "
            "it, is deemed to be an assignment of this lease requiring the Lessor's consent "
            "under clause 14.1.",
            ("h", "16. Default"),
            "If the Lessee breaches an essential term (payment of rent, clause 14, use), the "
            "Lessor may terminate this lease after giving any notice required by section 124 of "
            "the Property Law Act 1974 (Qld).",
            ("h", "22. Governing law"),
            "Queensland.",
            (
                "sig",
                [
                    "Executed by Bulwer Industrial Pty Ltd: Peter Nguyen (Director), Sandra "
                    "Nguyen (Director)",
                    "Executed by Kiewa Cold Chain Pty Ltd: Graham Tulloch (Director), Anita "
                    "Kovac (Director/Secretary)",
                ],
            ),
        ],
    )
    write_pdf(
        d / "Deed of Lease - 7 Lady Fisher Place East Tamaki.pdf",
        "Deed of Lease (Auckland District Law Society form, sixth edition 2012, fifth reprint)",
        [
            (
                "t",
                [
                    ["", ""],
                    ["Landlord", "Ngai Developments Limited (company no. 1822047)"],
                    ["Tenant", "Kiewa Cold Chain (NZ) Limited (company no. 7194452)"],
                    [
                        "Premises",
                        "Cold store and offices, 7 Lady Fisher Place, East Tamaki, Auckland",
                    ],
                    ["Commencement date", "1 April 2021"],
                    ["Term", "Six years"],
                    ["Rights of renewal", "Two of three years each"],
                    ["Annual rent", "NZ$684,000 plus GST"],
                    ["Rent review dates", "1 April 2023 and each second year (market)"],
                ],
            ),
            ("h", "Further terms"),
            "21.1 The Tenant shall not assign, sublet or otherwise part with possession of the "
            "premises without first obtaining the written consent of the Landlord, which shall "
            "not be unreasonably withheld, in terms of section 226 of the Property Law Act 2007.",
            "21.3 If the Tenant is a company (other than a company listed on NZX), any change in "
            "the legal or beneficial ownership of its shares, or of the shares of any holding "
            "company of the Tenant, that alters the effective control of the Tenant shall be "
            "deemed to be an assignment requiring the Landlord's consent under clause 21.1.",
            "34.1 The Tenant shall at its cost carry out any seismic strengthening of its own "
            "fit-out required by the Building Act 2004.",
            (
                "sig",
                [
                    "Signed by Ngai Developments Limited: Aroha Ngai, Director",
                    "Signed by Kiewa Cold Chain (NZ) Limited: Graham Tulloch, Director, and "
                    "Hemi Matiu, Director",
                ],
            ),
        ],
    )
    write_pdf(
        d / "Landlord consent - East Tamaki 20 October 2025.pdf",
        "",
        [
            "20 October 2025",
            "Kiewa Cold Chain (NZ) Limited, 7 Lady Fisher Place, East Tamaki, Auckland 2013",
            "Attention: Hemi Matiu",
            "Dear Hemi",
            ("h", "Deed of Lease - 7 Lady Fisher Place - change of shareholding"),
            "We refer to the letter from Puketapu Law of 2 October 2025 telling us that all of "
            "the shares in your parent company, Kiewa Cold Chain Pty Ltd, are to be sold to "
            "Halvorsen Logistics Australia Pty Ltd.",
            "Ngai Developments Limited consents, for the purposes of clauses 21.1 and 21.3 of "
            "the lease, to the change in the effective control of the Tenant that will result "
            "from that sale (a change that is deemed by clause 21.3 to be an assignment). Our "
            "consent is unconditional other than for payment of our legal "
            "costs of NZ$1,850 plus GST, which we acknowledge you have already paid.",
            ("sig", ["Yours sincerely", "", "Aroha Ngai", "Director, Ngai Developments Limited"]),
        ],
        letterhead="NGAI DEVELOPMENTS LIMITED\nPO Box 58 114, Botany, Auckland 2163",
    )
    write_csv(
        d / "Property Schedule.csv",
        [
            [
                "Site",
                "Tenure",
                "Landlord",
                "Area m2",
                "Pallet positions",
                "Lease expiry",
                "Annual rent",
                "Security",
            ],
            [
                "12 Abbotts Road, Dandenong South VIC",
                "Leasehold",
                "Abbotts Road Holdings Pty Ltd",
                "24,600",
                "21,500",
                "30/06/2034",
                "A$1,085,000",
                "Bank guarantee A$298,375",
            ],
            [
                "41 Bulwer Road, Larapinta QLD",
                "Leasehold",
                "Bulwer Industrial Pty Ltd",
                "11,200",
                "10,300",
                "13/11/2032",
                "A$1,269,000 (after CPI review)",
                "Bank guarantee A$821,625",
            ],
            [
                "7 Lady Fisher Place, East Tamaki, Auckland",
                "Leasehold",
                "Ngai Developments Limited",
                "6,900",
                "6,200",
                "31/03/2027",
                "NZ$712,000",
                "Bond NZ$171,000 (cash)",
            ],
        ],
    )


def employment(out: Path) -> None:
    d = out / "06 Employment"
    write_docx(
        d / "Executive Service Agreement - D Ferris (2019).docx",
        "Executive Service Agreement",
        [
            "Dated 4 March 2019",
            "Kiewa Cold Chain Pty Ltd ACN 614 208 377 (Company) and Daniel Patrick Ferris "
            "(Executive)",
            ("h", "1. Appointment"),
            "The Company employs the Executive as Chief Executive Officer from 1 May 2019.",
            ("h", "4. Remuneration"),
            "Base salary of A$340,000 a year plus superannuation guarantee contributions, "
            "reviewed each 1 July.",
            ("h", "5. Short-term incentive"),
            "An annual bonus of up to 25% of base salary against targets set by the board.",
            ("h", "7. Exit Bonus"),
            "7.1 If a Sale completes while the Executive is employed by the Company, or within "
            "six months after the Company ends his employment other than for cause, the Company "
            "must pay the Executive an Exit Bonus equal to 2.5% of the Equity Value.",
            "7.2 Sale means a sale of more than 50% of the shares in the Company, or of all or "
            "most of its business, to a person who is not an existing shareholder. Equity Value "
            "means the price paid for the shares, grossed up to 100%.",
            ("h", "12. Termination"),
            "Either party may end the employment on six months' notice. The Company may pay in "
            "lieu of notice.",
            ("h", "14. Restraint"),
            "For 12 months after the employment ends the Executive must not work for a "
            "competitor of the Company in Victoria or Queensland.",
            (
                "sig",
                [
                    "Signed for the Company: Graham Tulloch, Director",
                    "Signed by the Executive: Daniel Ferris",
                ],
            ),
        ],
    )
    write_docx(
        d / "Executive Service Agreement - D Ferris (2024).docx",
        "Executive Service Agreement",
        [
            "Dated 1 July 2024",
            "Kiewa Cold Chain Pty Ltd ACN 614 208 377 (Company) and Daniel Patrick Ferris "
            "(Executive)",
            ("h", "1. Commencement and previous agreement"),
            "1.1 This agreement takes effect on 1 July 2024 (Commencement Date). The Executive's "
            "continuous service from 1 May 2019 is recognised.",
            "1.2 This agreement supersedes and replaces the Executive Service Agreement between "
            "the Company and the Executive dated 4 March 2019 with effect from the Commencement "
            "Date. Clause 7 of that agreement (Exit Bonus) is of no further effect, and the "
            "Executive acknowledges that no Exit Bonus is payable or will become payable to him "
            "under it, whether on a sale of the Company or otherwise.",
            ("h", "2. Position"),
            "Chief Executive Officer, reporting to the board. Based at Dandenong South.",
            ("h", "3. Remuneration"),
            "3.1 Total fixed remuneration of A$425,000 a year, inclusive of superannuation.",
            "3.2 Short-term incentive of up to 30% of total fixed remuneration, at the board's "
            "discretion, against a scorecard of EBITDA, safety and customer measures.",
            ("h", "4. Hours and leave"),
            "The Executive's position requires reasonable additional hours. Leave is as provided "
            "by the National Employment Standards under the Fair Work Act 2009 (Cth).",
            ("h", "9. Termination"),
            "Either party may end the employment on six months' notice. The Company may end the "
            "employment without notice for serious misconduct.",
            ("h", "11. Restraint"),
            "For up to 12 months (cascading to 6 and 3 months) after the employment ends the "
            "Executive must not be engaged in a business that competes with the Company in "
            "Australia or New Zealand.",
            (
                "sig",
                [
                    "Signed for the Company: Graham Tulloch, Chair, and Rohan Mehta, Director",
                    "Signed by the Executive: Daniel Ferris",
                ],
            ),
        ],
    )
    write_csv(
        d / "Employee Census 30-09-2025.csv",
        [
            [
                "Entity",
                "Site",
                "Role group",
                "Headcount",
                "Full-time",
                "Part-time",
                "Casual",
                "Instrument",
                "Average tenure (years)",
            ],
            [
                "Kiewa Cold Chain Pty Ltd",
                "Dandenong South",
                "Storeworkers",
                "142",
                "118",
                "6",
                "18",
                "Enterprise Agreement 2023",
                "4.1",
            ],
            [
                "Kiewa Cold Chain Pty Ltd",
                "Dandenong South",
                "Drivers",
                "61",
                "57",
                "0",
                "4",
                "Enterprise Agreement 2023",
                "5.3",
            ],
            [
                "Kiewa Cold Chain Pty Ltd",
                "Dandenong South",
                "Office and management",
                "38",
                "34",
                "4",
                "0",
                "Award-free / contracts",
                "6.0",
            ],
            [
                "Kiewa Cold Chain Pty Ltd",
                "Larapinta",
                "Storeworkers",
                "58",
                "49",
                "2",
                "7",
                "Enterprise Agreement 2023",
                "2.4",
            ],
            [
                "Kiewa Cold Chain Pty Ltd",
                "Larapinta",
                "Drivers",
                "22",
                "22",
                "0",
                "0",
                "Enterprise Agreement 2023",
                "2.1",
            ],
            [
                "Kiewa Cold Chain (NZ) Limited",
                "East Tamaki",
                "All",
                "31",
                "27",
                "1",
                "3",
                "Individual employment agreements (NZ)",
                "3.7",
            ],
        ],
    )
    write_text(
        d / "Enterprise Agreement Summary.md",
        """
# Kiewa Cold Chain Enterprise Agreement 2023 - summary

* Approved by the Fair Work Commission on 18 October 2023 ([2023] FWCA 4412); nominal expiry
  date 30 June 2026.
* Covers storeworkers and heavy vehicle drivers employed by Kiewa Cold Chain Pty Ltd in Victoria
  and Queensland. Underpinning awards: Storage Services and Wholesale Award 2020 and Road
  Transport and Distribution Award 2020 (better off overall test applied at approval).
* Wage increases: 4.0% from 1 July 2023, 3.75% from 1 July 2024, 3.5% from 1 July 2025.
* Freezer allowance of A$1.45 an hour for work in rooms at or below -18C.
* Rosters on 28 days' notice; individual flexibility arrangements allowed for rostering only.
* Bargaining for a replacement agreement is expected to start in March 2026; the union party to
  the agreement is the Transport Workers' Union for drivers and the United Workers Union for
  storeworkers.

New Zealand employees are employed under individual employment agreements under the Employment
Relations Act 2000 and are paid above the adult minimum wage.
""",
    )
    write_pptx(
        d / "Organisation Chart.pptx",
        [
            (
                "Kiewa leadership team (September 2025)",
                [
                    "Daniel Ferris - Chief Executive Officer",
                    "Anita Kovac - Chief Financial Officer and Company Secretary",
                    "Michelle Barnes - General Manager Operations Victoria",
                    "Craig Dempsey - General Manager Queensland",
                    "Hemi Matiu - General Manager New Zealand",
                    "Priya Nair - Head of Quality, WHS and Compliance",
                ],
            ),
            (
                "Operations Victoria",
                [
                    "Warehouse managers (day and night shifts) x 2",
                    "Transport manager and 3 allocators",
                    "Engineering liaison (refrigeration contract with Polar Engineering)",
                ],
            ),
            (
                "Support functions",
                [
                    "Finance (6), IT and ColdTrace development (5), HR and payroll (3)",
                    "Customer service (7) at Dandenong South",
                ],
            ),
        ],
    )
    write_eml(
        d / "Email - long service leave provision.eml",
        sender="Li Na Cheung <lina.cheung@kiewacoldchain.example>",
        to="Sarah Okonjo <sokonjo@hartwellames.example>",
        subject="LSL provision at 30 June 2025",
        when=dt.datetime(2025, 8, 21, 16, 5),
        body="""
Hi Sarah

As requested for the audit, the long service leave provision at 30 June 2025 is A$1,184,000
(Victoria A$1,012,000 under the Long Service Leave Act 2018 (Vic); Queensland A$172,000 under
the Industrial Relations Act 2016 (Qld)). The annual leave provision is A$1,742,000.

We used the probability table from last year and the 10-year government bond rate at 30 June.

Regards
Li Na
""",
    )


def ip_it(out: Path) -> None:
    d = out / "07 IP and IT"
    write_csv(
        d / "Open Source Scan - ColdTrace.csv",
        [
            [
                "Component",
                "Version",
                "Declared licence",
                "Licence category",
                "Used in",
                "How used",
                "Modified",
                "Commercial licence held",
                "Scanner note",
            ],
            [
                "react",
                "18.2.0",
                "MIT",
                "Permissive",
                "ColdTrace web front end",
                "Bundled",
                "No",
                "n/a",
                "",
            ],
            ["express", "4.18.2", "MIT", "Permissive", "ColdTrace API", "Linked", "No", "n/a", ""],
            [
                "node-postgres (pg)",
                "8.11.3",
                "MIT",
                "Permissive",
                "ColdTrace API",
                "Linked",
                "No",
                "n/a",
                "",
            ],
            [
                "chart.js",
                "4.4.0",
                "MIT",
                "Permissive",
                "ColdTrace web front end",
                "Bundled",
                "No",
                "n/a",
                "",
            ],
            [
                "itext-core",
                "7.2.5",
                "AGPL-3.0-only",
                "Copyleft (network)",
                "ColdTrace "
                "certificate service: PDF temperature compliance certificates downloaded by "
                "customers from the portal",
                "Linked into service, made available to customers over the internet",
                "Yes (custom fonts, layout patches)",
                "No",
                "Section 13 obligations apply to users interacting over a network",
            ],
            [
                "eclipse-mosquitto",
                "2.0.18",
                "EPL-2.0",
                "Weak copyleft",
                "Sensor gateway (MQTT broker, on premises)",
                "Unmodified binary",
                "No",
                "n/a",
                "",
            ],
            [
                "lodash",
                "4.17.21",
                "MIT",
                "Permissive",
                "ColdTrace web front end",
                "Bundled",
                "No",
                "n/a",
                "",
            ],
            [
                "openssl",
                "3.0.13",
                "Apache-2.0",
                "Permissive",
                "Sensor gateway",
                "Linked",
                "No",
                "n/a",
                "",
            ],
            [
                "dayjs",
                "1.11.10",
                "MIT",
                "Permissive",
                "ColdTrace web front end",
                "Bundled",
                "No",
                "n/a",
                "",
            ],
        ],
    )
    write_pptx(
        d / "ColdTrace Product Overview.pptx",
        [
            (
                "ColdTrace",
                [
                    "Kiewa's customer portal for live temperature, stock and delivery data",
                    "Built and run by Kiewa's own development team (five staff)",
                ],
            ),
            (
                "What customers see",
                [
                    "Log in at portal.coldtrace.example from any browser",
                    "Live chamber temperatures from 420 wireless probes",
                    "Download a PDF temperature compliance certificate for any pallet or delivery",
                    "Proof of delivery photos and signatures",
                ],
            ),
            (
                "Architecture",
                [
                    "React front end; Node.js API; PostgreSQL on AWS (Sydney region)",
                    "Certificate service renders PDFs for customers on request",
                    "Sensor gateways at each site send readings over MQTT",
                ],
            ),
        ],
    )
    write_text(
        d / "IT Systems Overview.md",
        """
# IT systems overview (August 2025)

| System | Purpose | Owned or licensed | Hosting |
|---|---|---|---|
| Manhattan SCALE | Warehouse management | Licensed (subscription to 30 June 2027) | Vendor cloud |
| MiX Telematics | Fleet tracking and driver fatigue | Licensed | Vendor cloud |
| ColdTrace | Customer portal, temperature monitoring, certificates | Owned (developed in house since 2020) | AWS ap-southeast-2 |
| Xero and Approval Max | Accounting and payables | Licensed | Vendor cloud |
| Employment Hero | HR and payroll | Licensed | Vendor cloud |
| Microsoft 365 | Email and documents | Licensed (E3) | Vendor cloud |

## Security

* Essential Eight maturity level 1 assessed by an external consultant in May 2025; MFA on all
  remote access; backups tested quarterly.
* No notifiable data breaches under the Privacy Act 1988 (Cth) or the Privacy Act 2020 (NZ).

## ColdTrace team

Five employees (lead developer, two developers, a tester and a support analyst). All are
employed under employment contracts with an IP assignment clause.
""",
    )
    write_text(
        d / "Trade Mark Search - IP Australia.txt",
        """
IP AUSTRALIA - AUSTRALIAN TRADE MARK SEARCH
Owner search: KIEWA COLD CHAIN PTY LTD     Date of search: 24 September 2025

TM No.    Mark          Classes   Status       Filing date    Renewal due
1873302   KIEWA         39        Registered   12/09/2017     12/09/2027
2104458   COLDTRACE     9, 42     Registered   03/07/2020     03/07/2030
2104459   [logo: snowflake in shield]  39   Registered   03/07/2020     03/07/2030

IPONZ (New Zealand): KIEWA, class 39, no. 1148821, registered, renewal 2029.
No oppositions or non-use actions recorded.
""",
    )


def insurance(out: Path) -> None:
    d = out / "08 Insurance"
    write_pdf(
        d / "Policy Schedule - Combined Liability and Goods in Custody 2024-25.pdf",
        "Policy Schedule - Combined Liability and Goods in Care, Custody and Control",
        [
            (
                "t",
                [
                    ["", ""],
                    ["Insured", "Kiewa Cold Chain Pty Ltd and its subsidiaries"],
                    ["Insurer", "Austral Pacific Insurance Limited ABN 38 006 221 840"],
                    ["Policy number", "APL-CL-771045"],
                    ["Period of insurance", "4.00 pm 31 October 2024 to 4.00 pm 31 October 2025"],
                    ["Broker", "Marsh-Lindell Insurance Brokers Pty Ltd"],
                ],
            ),
            ("h", "Section 1 - Public and products liability"),
            "Limit A$20,000,000 any one occurrence; deductible A$10,000.",
            ("h", "Section 2 - Goods in care, custody and control"),
            "Cover for the Insured's legal liability for loss of or damage to goods of customers "
            "while stored at the situations or in transit in the Insured's vehicles, including "
            "spoilage caused by breakdown of refrigeration plant. Limit A$2,500,000 any one "
            "occurrence and in the aggregate; deductible A$25,000 each occurrence.",
            ("h", "Conditions applying to all sections"),
            "C4 Notification. The Insured must give the Insurer written notice of any occurrence "
            "that may give rise to a claim under this Policy as soon as reasonably practicable, "
            "and in any event within 30 days after the Insured first becomes aware of it. The "
            "Insured must not admit liability or settle any claim without the Insurer's written "
            "consent.",
            "C5 Refrigeration plant. It is a condition of Section 2 that the Insured keeps the "
            "refrigeration plant under a maintenance contract with a qualified contractor and "
            "keeps an alarm that alerts a responsible person at all times.",
            "C6 Where the Insured has not complied with a condition, the Insurer may refuse to "
            "pay or reduce its liability to the extent permitted by section 54 of the Insurance "
            "Contracts Act 1984 (Cth).",
            ("sig", ["Issued 30 October 2024 for Austral Pacific Insurance Limited"]),
        ],
    )
    write_eml(
        d / "Email - notification of Dandenong South occurrence.eml",
        sender="Tomasz Wrobel <tomasz.wrobel@marshlindell.example>",
        to="Claims <liabilityclaims@australpacific.example>",
        cc="Anita Kovac <anita.kovac@kiewacoldchain.example>",
        subject="New notification - Kiewa Cold Chain Pty Ltd - policy APL-CL-771045",
        when=dt.datetime(2025, 4, 24, 11, 26),
        body="""
Dear Claims team

Insured: Kiewa Cold Chain Pty Ltd
Policy: APL-CL-771045 (Combined Liability and Goods in Care, Custody and Control)
Date of occurrence: 8 February 2025

We notify the following occurrence on behalf of our client. Our client's finance team first
advised us of it on 22 April 2025.

On 8 February 2025 a compressor serving freezer chamber 3 at 12 Abbotts Road, Dandenong South
failed. The chamber temperature rose to about -4C before the fault was found the next morning.
Frozen meals stored for Harvest Lane Meals Pty Ltd were condemned and destroyed. Harvest Lane
has claimed A$642,300 by letter of demand dated 3 March 2025, a copy of which is attached with
our client's incident report.

Our client has not admitted liability. Please confirm cover under Section 2 and let us know
whether you will appoint a loss adjuster.

Kind regards
Tomasz Wrobel
Senior Account Executive, Marsh-Lindell Insurance Brokers
""",
    )
    write_xlsx(
        d / "Insurance Register 2024-25.xlsx",
        [
            (
                "Policies",
                [
                    [
                        "Class",
                        "Insurer",
                        "Policy no.",
                        "Limit",
                        "Deductible",
                        "Period",
                        "Premium A$ (incl. GST and levies)",
                    ],
                    [
                        "Industrial special risks (property and business interruption)",
                        "Austral Pacific Insurance",
                        "APL-ISR-330912",
                        "A$68m (combined)",
                        "A$50,000",
                        "31 Oct 2024 - 31 Oct 2025",
                        412880,
                    ],
                    [
                        "Combined liability and goods in custody",
                        "Austral Pacific Insurance",
                        "APL-CL-771045",
                        "A$20m / A$2.5m",
                        "A$10,000 / A$25,000",
                        "31 Oct 2024 - 31 Oct 2025",
                        186340,
                    ],
                    [
                        "Motor fleet",
                        "Harbour Motor Insurance",
                        "HMF-20117",
                        "Market value",
                        "A$5,000",
                        "31 Oct 2024 - 31 Oct 2025",
                        298110,
                    ],
                    [
                        "Marine transit",
                        "Austral Pacific Insurance",
                        "APL-MT-55021",
                        "A$500,000 any one conveyance",
                        "A$2,500",
                        "31 Oct 2024 - 31 Oct 2025",
                        24660,
                    ],
                    [
                        "Management liability",
                        "Kestrel Specialty",
                        "KS-ML-0912",
                        "A$5m",
                        "A$25,000",
                        "31 Oct 2024 - 31 Oct 2025",
                        31200,
                    ],
                    [
                        "Cyber",
                        "Kestrel Specialty",
                        "KS-CY-4471",
                        "A$2m",
                        "A$25,000",
                        "31 Oct 2024 - 31 Oct 2025",
                        18950,
                    ],
                ],
            ),
            (
                "Claims",
                [
                    [
                        "Date of loss",
                        "Policy",
                        "Description",
                        "Amount claimed",
                        "Date notified",
                        "Status",
                    ],
                    [
                        "8 February 2025",
                        "APL-CL-771045",
                        "Chamber 3 compressor failure - Harvest Lane product",
                        "A$642,300",
                        "24 April 2025",
                        "Insurer reviewing; loss adjuster appointed 6 May 2025",
                    ],
                    [
                        "14 August 2024",
                        "HMF-20117",
                        "Trailer collision, Western Ring Road",
                        "A$38,200",
                        "15 August 2024",
                        "Paid",
                    ],
                ],
            ),
        ],
        widths=24,
    )
    write_pdf(
        d / "Certificate of Currency - Marine Transit 2025-26.pdf",
        "Certificate of Currency",
        [
            "This certifies that the policy below was current at the date of issue.",
            (
                "t",
                [
                    ["", ""],
                    ["Insured", "Kiewa Cold Chain Pty Ltd"],
                    ["Policy", "Marine transit (annual), APL-MT-55021"],
                    ["Period", "4.00 pm 31 October 2025 to 4.00 pm 31 October 2026"],
                    ["Limit", "A$500,000 any one conveyance"],
                    [
                        "Interest",
                        "Customers' goods carried in the Insured's refrigerated vehicles "
                        "and those of its subcontract carriers within Australia",
                    ],
                ],
            ),
            "This certificate is a summary only and does not alter the terms of the policy.",
            ("sig", ["Austral Pacific Insurance Limited, 31 October 2025"]),
        ],
    )


def litigation(out: Path) -> None:
    d = out / "09 Litigation and Claims"
    write_pdf(
        d / "Statement of Claim - Bellarine Organics.pdf",
        "IN THE COUNTY COURT OF VICTORIA AT MELBOURNE - COMMERCIAL DIVISION",
        [
            "Case number CI-23-04417",
            "Between BELLARINE ORGANICS PTY LTD (ACN 155 900 372) Plaintiff and KIEWA COLD "
            "CHAIN PTY LTD (ACN 614 208 377) Defendant",
            ("h", "STATEMENT OF CLAIM"),
            "Date of document: 9 August 2023. Filed on behalf of the Plaintiff by Drysdale & "
            "Reeve Lawyers, Geelong.",
            "1. The Plaintiff grows and packs certified organic vegetables on the Bellarine "
            "Peninsula.",
            "2. On or about 16 January 2023 the Defendant agreed to carry 22 pallets of the "
            "Plaintiff's leafy greens from Drysdale to the Sydney Markets at 1-3C.",
            "3. In breach of the agreement, and negligently, the Defendant failed to keep the "
            "produce at that temperature: the refrigeration unit on trailer KCC-T41 failed near "
            "Albury and was not repaired.",
            "4. The produce was rejected on arrival and destroyed.",
            "5. By reason of the breach the Plaintiff has suffered loss and damage.",
            ("h", "Particulars of loss"),
            (
                "t",
                [
                    ["Item", "A$"],
                    ["Value of produce", "163,900"],
                    [
                        "Loss of the Sydney Markets supply contract (profit for 12 months)",
                        "118,200",
                    ],
                    ["Disposal and freight", "5,350"],
                    ["Total", "287,450"],
                ],
            ),
            "AND THE PLAINTIFF CLAIMS damages of $287,450, interest under section 60 of the "
            "Supreme Court Act 1986 (Vic) and costs.",
        ],
    )
    write_docx(
        d / "Deed of Settlement and Release - Bellarine Organics.docx",
        "Deed of Settlement and Release",
        [
            "Date: 17 May 2024",
            "Parties: Bellarine Organics Pty Ltd ACN 155 900 372 (Bellarine) and Kiewa Cold "
            "Chain Pty Ltd ACN 614 208 377 (Kiewa).",
            ("h", "Recitals"),
            "A. Bellarine commenced County Court of Victoria proceeding CI-23-04417 against "
            "Kiewa claiming damages of $287,450 (the Proceeding). B. Kiewa denies liability. C. "
            "Following a mediation on 2 May 2024 the parties have agreed to settle the "
            "Proceeding on the terms of this deed.",
            ("h", "1. Settlement sum"),
            "Kiewa will pay Bellarine A$95,000 (inclusive of interest and costs) within 14 days "
            "after the date of this deed.",
            ("h", "2. Dismissal"),
            "Within 5 Business Days after receiving the settlement sum, Bellarine will file "
            "consent orders that the Proceeding be dismissed with no order as to costs.",
            ("h", "3. Release"),
            "On payment, Bellarine releases Kiewa from all claims arising out of or in connection "
            "with the carriage of 16 January 2023 and the matters in the Proceeding, and this "
            "deed may be pleaded as a bar to any such claim.",
            ("h", "4. No admission"),
            "This deed is not an admission of liability.",
            ("h", "5. Confidentiality"),
            "The terms of this deed are confidential, except for disclosure to insurers, "
            "auditors, financiers and prospective purchasers on a confidential basis.",
            (
                "sig",
                [
                    "Executed as a deed.",
                    "Bellarine Organics Pty Ltd: Fiona Drummond, Director",
                    "Kiewa Cold Chain Pty Ltd: Graham Tulloch, Director, and Anita Kovac, "
                    "Director/Secretary",
                    "Note on file: settlement sum paid 29 May 2024; consent orders dismissing "
                    "the proceeding made 5 June 2024.",
                ],
            ),
        ],
    )
    write_pdf(
        d / "Letter of Demand - Harvest Lane Meals.pdf",
        "",
        [
            "3 March 2025",
            "Kiewa Cold Chain Pty Ltd, 12 Abbotts Road, Dandenong South VIC 3175",
            "Attention: Daniel Ferris, Chief Executive Officer",
            "Dear Mr Ferris",
            ("h", "Loss of frozen product - chamber 3, Dandenong South, 8-9 February 2025"),
            "We act for Harvest Lane Meals Pty Ltd. Under clause 9.1 of the Cold Storage and "
            "Transport Agreement dated 1 December 2023 your company is liable for products "
            "lost, destroyed or damaged while in its custody.",
            "On 8 February 2025 the refrigeration of chamber 3 failed and our client's frozen "
            "meals were held at temperatures as high as -4C for some 17 hours. On the advice of "
            "its food safety consultant our client condemned 1,138 pallets of product, which "
            "were destroyed under supervision on 14 February 2025.",
            "Our client's loss, at cost of manufacture plus 15% as the agreement provides, is "
            "A$642,300 (schedule enclosed).",
            "We demand payment of that amount within 28 days of the date of this letter. If it "
            "is not paid, our instructions are to issue proceedings without further notice.",
            ("sig", ["Yours faithfully", "", "Whitford Lane Lawyers", "Partner: James Whitford"]),
        ],
        letterhead="WHITFORD LANE LAWYERS\nLevel 14, 530 Collins Street, Melbourne VIC 3000",
    )
    write_xlsx(
        d / "Litigation and Claims Register.xlsx",
        [
            (
                "Register",
                [
                    [
                        "Matter",
                        "Counterparty",
                        "Forum / type",
                        "Amount A$",
                        "Opened",
                        "Status",
                        "Insurer involvement",
                    ],
                    [
                        "Chamber 3 product loss",
                        "Harvest Lane Meals Pty Ltd",
                        "Letter of demand",
                        642300,
                        "3 March 2025",
                        "Open - disputed as to quantum",
                        "Notified 24 April 2025; adjuster appointed",
                    ],
                    [
                        "Produce rejected in transit",
                        "Bellarine Organics Pty Ltd",
                        "County Court CI-23-04417",
                        287450,
                        "9 August 2023",
                        "Settled 17 May 2024 for A$95,000; paid; dismissed 5 June 2024",
                        "None",
                    ],
                    [
                        "Unfair dismissal application",
                        "Former storeworker (Larapinta)",
                        "Fair Work Commission",
                        0,
                        "11 November 2024",
                        "Resolved at conciliation 20 January 2025 (A$6,500, no admission)",
                        "None",
                    ],
                ],
            )
        ],
        widths=24,
    )


def regulatory(out: Path) -> None:
    d = out / "10 Regulatory and WHS"
    write_docx(
        d / "Incident Report IR-25-004 - chamber 3 compressor failure.docx",
        "Incident Report IR-25-004",
        [
            (
                "t",
                [
                    ["Field", "Detail"],
                    ["Site", "12 Abbotts Road, Dandenong South - freezer chamber 3 (-20C)"],
                    ["Date and time of incident", "Saturday 8 February 2025, about 2.20 pm"],
                    ["Discovered", "Sunday 9 February 2025, 7.25 am, by the day shift leader"],
                    ["Reported by", "Priya Nair, Head of Quality, WHS and Compliance"],
                    ["Report date", "12 February 2025"],
                    ["Injury", "None"],
                ],
            ),
            ("h", "What happened"),
            "Compressor C3-2 tripped on high discharge pressure at about 2.20 pm. The standby "
            "compressor did not start because its control relay had failed. The temperature "
            "alarm raised an SMS, but the on-call number in the alarm system had not been "
            "updated after the weekend supervisor changed in January, so nobody was alerted. "
            "The chamber reached -4C by about 7.00 am on 9 February.",
            ("h", "Product affected"),
            "1,138 pallets of Harvest Lane Meals frozen product and 36 pallets of Kiewa's own "
            "packaging. Harvest Lane's food safety consultant inspected on 10 February and the "
            "product was condemned.",
            ("h", "Actions"),
            (
                "b",
                [
                    "Polar Engineering attended at 8.10 am on 9 February and restored the plant.",
                    "Alarm call tree corrected; second alarm path to the operations manager added.",
                    "Monthly test of alarm call-out added to the site checklist.",
                    "Customer informed on 9 February at 9.30 am.",
                    "Insurance: Finance to consider notifying the broker once the customer's claim "
                    "is received.",
                ],
            ),
            ("h", "Classification"),
            "Not a notifiable incident under the Occupational Health and Safety Act 2004 (Vic). "
            "Food safety incident reported to Harvest Lane under its quality agreement.",
        ],
    )
    write_text(
        d / "WorkSafe Victoria - compliance confirmation 2024-10-08.txt",
        """
WORKSAFE VICTORIA
Inspectorate - South East Metro

8 October 2024

Kiewa Cold Chain Pty Ltd
12 Abbotts Road, Dandenong South VIC 3175

Improvement Notice no. 9-2087-24 (issued 3 September 2024) - Occupational Health and Safety Act
2004, section 111

The notice required the employer to separate pedestrians from powered mobile plant in the
dispatch dock. On 30 September 2024 Inspector Haddad attended and observed that fixed
barriers, marked walkways and interlocked pedestrian gates have been installed.

The notice has been complied with and is now closed. No further action is required.

Inspector R. Haddad
""",
    )
    write_pdf(
        d / "Dairy Food Safety Victoria Licence.pdf",
        "Dairy Food Safety Victoria - Licence",
        [
            "Licence category: Dairy distributor / cold store",
            "Licence holder: Kiewa Cold Chain Pty Ltd",
            "Premises: 12 Abbotts Road, Dandenong South VIC 3175",
            "Licence number: DFSV-DS-20417",
            "Period: 1 July 2025 to 30 June 2026",
            "Conditions: The licence holder must maintain an approved food safety program, be "
            "audited at the frequency set by DFSV and keep dairy products at or below 5C.",
            "Issued under the Dairy Act 2000 (Vic).",
        ],
    )
    write_text(
        d / "SQF Certification Audit Summary 2025.md",
        """
# SQF Storage and Distribution certification - audit summary

* Certification body: Pacific Food Certification Pty Ltd
* Site: Kiewa Cold Chain, Dandenong South; standard: SQF Food Safety Code: Storage and
  Distribution, edition 9
* Audit dates: 20-21 May 2025; certificate valid to 17 July 2026
* Score: 94 (Excellent)

| Finding | Clause | Grade | Status |
|---|---|---|---|
| Calibration record for two chamber probes overdue | 2.5.2 | Minor | Closed 4 June 2025 |
| Pest control map not updated after chamber 6 fit-out | 11.2.8 | Minor | Closed 30 May 2025 |

No major or critical non-conformities. The Larapinta site was audited separately in March 2025
(score 91).
""",
    )
    write_docx(
        d / "Chain of Responsibility Review 2025.docx",
        "Heavy Vehicle National Law - Chain of Responsibility Review",
        [
            "Prepared by Roadwise Compliance Pty Ltd for Kiewa Cold Chain Pty Ltd, June 2025.",
            ("h", "Scope"),
            "Kiewa's systems for fatigue management, mass and loading, speed and vehicle "
            "standards as a party in the chain of responsibility under section 26C of the Heavy "
            "Vehicle National Law (Victoria and Queensland).",
            ("h", "Findings"),
            (
                "b",
                [
                    "Fatigue: Kiewa holds NHVAS basic fatigue management accreditation; work diary "
                    "checks are done weekly. Satisfactory.",
                    "Mass: axle weights are estimated from WMS pallet data; recommend a weighbridge "
                    "check on a sample of loads each month.",
                    "Subcontractors: Riverina Chilled Transport's accreditation was sighted.",
                    "Speed: MiX telematics alerts reviewed daily. Satisfactory.",
                ],
            ),
            ("h", "Conclusion"),
            "Kiewa has taken reasonably practicable steps to ensure the safety of its transport "
            "activities. One recommendation (mass sampling) is to be implemented by December "
            "2025.",
        ],
    )
    write_html(
        d / "GDP Audit Report - Meridian Biologics 2025.html",
        "Good Distribution Practice audit - Meridian Biologics",
        """
<h1>Good Distribution Practice audit of Kiewa Cold Chain (chamber 6)</h1>
<p>Auditor: Meridian Biologics Pty Ltd Quality Assurance. Audit date: 12 March 2025. Standard:
PIC/S Guide to Good Distribution Practice for Medicinal Products (PE 011-1).</p>
<h2>Summary</h2>
<p>The storage of Meridian products in chamber 6 is in a state of control. Temperature mapping
(summer and winter) was completed in 2024. No temperature excursions of Meridian product have
occurred since storage began in June 2024.</p>
<table>
<tr><th>Observation</th><th>Classification</th><th>Response due</th></tr>
<tr><td>Deviation log does not record the time the QA manager reviewed each entry</td><td>Minor</td><td>30 April 2025 (closed)</td></tr>
<tr><td>Training record of one relief storeworker missing GDP refresher</td><td>Minor</td><td>30 April 2025 (closed)</td></tr>
</table>
<p>Overall rating: Acceptable. Next audit due March 2026.</p>
""",
    )
    write_text(
        d / "Refrigerant Trading Authorisation.txt",
        """
AUSTRALIAN REFRIGERATION COUNCIL LTD (ARCtick)
Refrigerant Trading Authorisation

Holder:          Kiewa Cold Chain Pty Ltd
Authorisation:   AU61552
Type:            Refrigerant trading authorisation - refrigerant storage and handling for own
                 equipment (maintenance carried out by a licensed contractor)
Valid:           14 March 2024 to 13 March 2026

Issued under the Ozone Protection and Synthetic Greenhouse Gas Management Regulations 1995.
""",
    )
    write_html(
        out / "06 Employment" / "Policies Index.html",
        "Kiewa Cold Chain - policies index",
        """
<h1>Workplace policies (intranet index, September 2025)</h1>
<ul>
<li>Code of conduct (v4, March 2024)</li>
<li>Work health and safety policy, including cold-room working limits (v7, July 2025)</li>
<li>Fatigue management for drivers (v5, January 2025)</li>
<li>Drug and alcohol policy (v3, November 2023)</li>
<li>Whistleblower policy under Part 9.4AAA of the Corporations Act 2001 (v2, February 2024)</li>
<li>Sexual harassment prevention (positive duty) policy (v1, March 2024)</li>
<li>Privacy policy (v3, May 2025)</li>
</ul>
<p>All policies are reviewed at least every two years by the Head of Quality, WHS and
Compliance.</p>
""",
    )
