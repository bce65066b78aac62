"""Finance, employment and IP/IT documents of the Fennick room (pure data)."""

F = "03 Finance/"
E = "04 Employment/"
IP = "05 IP and IT/"

FACILITY = """
# FACILITIES AGREEMENT

Dated 30 November 2023

FENNICK SYSTEMS LIMITED as Borrower and Original Guarantor, FENNICK SYSTEMS INC. as Original Guarantor, and LINDQVIST BANK AB (PUBL), LONDON BRANCH as Lender

£8,000,000 term loan facility and £4,000,000 revolving credit facility

## 1. Definitions and interpretation

"Consolidated EBITDA" means, in respect of any Relevant Period, the consolidated operating profit of the Group before taxation, before deducting any Finance Charges, before taking into account any exceptional items, and after adding back depreciation and amortisation, as shown in the Monthly Financial Statements or the Annual Financial Statements.

"Finance Charges" means, for any Relevant Period, the aggregate amount of the accrued interest, commission, fees, discounts and other finance payments in respect of Borrowings whether paid or payable by any member of the Group.

"Total Net Debt" means, at any time, the aggregate amount of all obligations of members of the Group for or in respect of Borrowings at that time, less the aggregate amount of Cash held by any member of the Group at that time.

"Relevant Period" means each period of twelve months ending on or about the last day of the Financial Year and each period of twelve months ending on or about the last day of each Financial Quarter.

## 7. Mandatory prepayment

7.2 Change of Control. If any person or group of persons acting in concert gains control of the Borrower, the Lender shall not be obliged to fund a Utilisation and may, by not less than 10 Business Days' notice, cancel the Facilities and declare all outstanding Loans immediately due and payable.

## 21. Financial covenants

21.1 Financial condition. The Borrower shall ensure that:

(a) Leverage: Total Net Debt on the last day of each Relevant Period shall not be more than 2.50 times Consolidated EBITDA in respect of that Relevant Period; and

(b) Interest Cover: the ratio of Consolidated EBITDA to Finance Charges in respect of any Relevant Period shall not be less than 4.00:1.

21.2 Financial testing. The financial covenants shall be tested by reference to each of the Annual Financial Statements and each set of quarterly Monthly Financial Statements, and each Compliance Certificate delivered under clause 20.2.

## 20. Information undertakings

20.1 The Borrower shall supply to the Lender, within 30 days after the end of each month, its consolidated management accounts for that month.

20.2 With each set of quarterly management accounts the Borrower shall supply a Compliance Certificate setting out (in reasonable detail) computations as to compliance with clause 21.

## 23. Events of Default

23.2 Financial covenants. Any requirement of clause 21 (Financial covenants) is not satisfied.

23.14 Acceleration. On and at any time after the occurrence of an Event of Default which is continuing the Lender may cancel the Facilities and declare all or part of the Loans immediately due and payable.

## 40. Governing law

This Agreement and any non-contractual obligations arising out of or in connection with it are governed by English law.
"""

MGMT = {
    "P&L": [
        ["Fennick Systems group - management accounts, September 2026 (GBP 000)"],
        [],
        ["Line", "Sep 2026", "Q3 2026", "YTD 2026", "Budget YTD", "LTM to 30 Sep 2026"],
        ["Revenue", 1620, 4810, 13920, 15100, 19480],
        ["Cost of sales", -930, -2790, -8020, -8450, -11150],
        ["Gross profit", 690, 2020, 5900, 6650, 8330],
        ["Overheads (excl. D&A)", -480, -1440, -4280, -4120, -5620],
        ["EBITDA", 210, 580, 1620, 2530, 2710],
        ["Depreciation and amortisation", -90, -270, -790, -780, -1040],
        ["Finance charges", -58, -171, -468, -390, -620],
        ["Profit before tax", 62, 139, 362, 1360, 1050],
    ],
    "Balance sheet": [
        ["Balance sheet at 30 September 2026 (GBP 000)"],
        [],
        ["Item", "30 Sep 2026", "31 Dec 2025"],
        ["Intangible assets (capitalised development)", 4210, 3880],
        ["Tangible fixed assets", 1350, 1420],
        ["Inventory", 4960, 2740],
        ["Trade debtors", 3870, 3320],
        ["Cash at bank", 1310, 2180],
        ["Trade creditors", -2460, -2010],
        ["Term loan (Lindqvist)", -6000, -6800],
        ["Revolving credit facility (Lindqvist)", -3000, -1500],
        ["Finance leases", -150, -200],
        ["Net assets", 4090, 3030],
    ],
    "Net debt": [
        ["Net debt (GBP 000)", "30 Sep 2026", "30 Jun 2026", "31 Dec 2025"],
        ["Term loan", 6000, 6400, 6800],
        ["RCF drawn", 3000, 1500, 1500],
        ["Finance leases", 150, 170, 200],
        ["Less: cash", -1310, -1640, -2180],
        ["Net debt", 7840, 6430, 6320],
    ],
    "KPIs": [
        ["KPI", "Q3 2026", "Q2 2026", "Comment"],
        ["Gross margin", "42.0%", "42.6%", "FN-300 seal rework costs in cost of sales"],
        ["Net debt / LTM EBITDA", "2.89x", "2.27x", "RCF draw for Kestrel buffer stock"],
        ["LTM EBITDA / LTM finance charges", "4.37x", "4.61x", ""],
        ["Debtor days", 71, 64, "Harrow Vale milestone invoice withheld"],
        ["Headcount (FTE)", 96, 93, ""],
    ],
}

COMPLIANCE_Q4 = """
# COMPLIANCE CERTIFICATE

To: Lindqvist Bank AB (publ), London Branch, as Lender

From: Fennick Systems Limited, as Borrower

Dated: 11 February 2026

Fennick Systems Limited - £12,000,000 Facilities Agreement dated 30 November 2023 (the "Agreement")

1. We refer to the Agreement. This is a Compliance Certificate. Terms defined in the Agreement have the same meaning when used in this Compliance Certificate.

2. We confirm that in respect of the Relevant Period ending on 31 December 2025:

| Covenant | Calculation | Required | Result |
| Leverage (clause 21.1(a)) | Total Net Debt £6.32m / Consolidated EBITDA £2.94m = 2.15:1 | not more than 2.50:1 | Complied |
| Interest Cover (clause 21.1(b)) | Consolidated EBITDA £2.94m / Finance Charges £0.81m = 3.63:1 | not less than 4.00:1 | Not complied |

3. The Interest Cover covenant has not been met for the Relevant Period ending 31 December 2025, principally because of the one-off arrangement fees on the RCF upsizing, and an Event of Default under clause 23.2 is therefore continuing. We request that the Lender waive that Event of Default.

Signed: Priya Nandakumar, Chief Financial Officer; Marta Okafor, Director.
"""

WAIVER = """
LINDQVIST BANK AB (PUBL), LONDON BRANCH - 30 Gresham Street, London EC2V 7PG

The Directors, Fennick Systems Limited, Unit 7, Harbour Way, Avonmouth, Bristol BS11 9DX

24 February 2026

Dear Sirs

£12,000,000 Facilities Agreement dated 30 November 2023 (the "Agreement") - waiver

We refer to the Agreement and to your Compliance Certificate dated 11 February 2026, which shows that the Interest Cover covenant in clause 21.1(b) was not met for the Relevant Period ending 31 December 2025 (the "Specified Default").

We hereby irrevocably and unconditionally waive the Specified Default and any Event of Default arising from it. This waiver relates only to the Specified Default; it is not a waiver of any other Default or of the covenant for any other Relevant Period, and is given without charge.

Save as set out in this letter, the Agreement remains in full force and effect. This letter is governed by English law.

Yours faithfully

Annika Berg, Director, Corporate Banking, for and on behalf of Lindqvist Bank AB (publ), London Branch
"""

AUDITED = """
# FENNICK SYSTEMS LIMITED - ANNUAL REPORT AND FINANCIAL STATEMENTS FOR THE YEAR ENDED 31 DECEMBER 2025 (extract)

## Independent auditor's report to the members of Fennick Systems Limited

Opinion. We have audited the financial statements of Fennick Systems Limited for the year ended 31 December 2025. In our opinion the financial statements give a true and fair view of the state of the group's and of the parent company's affairs as at 31 December 2025 and of the group's profit for the year then ended, and have been properly prepared in accordance with United Kingdom Generally Accepted Accounting Practice (FRS 102). Harcourt Lyle LLP, Statutory Auditor, Bristol, 20 March 2026.

## Consolidated profit and loss account (GBP 000)

| | 2025 | 2024 |
| Turnover | 18,610 | 15,080 |
| Cost of sales | (10,720) | (8,790) |
| Gross profit | 7,890 | 6,290 |
| Administrative expenses | (6,040) | (4,990) |
| Operating profit | 1,850 | 1,300 |
| Interest payable | (810) | (540) |
| Profit before taxation | 1,040 | 760 |

## Note 24 - Contingent liabilities

The group had no contingent liabilities at 31 December 2025 (2024: none).

## Note 26 - Post balance sheet events

There have been no significant events affecting the group since the year end.
"""

BUDGET = {
    "Budget FY2027": [
        ["Fennick group budget FY2027 (GBP 000) - board draft v2"],
        ["Line", "Q1", "Q2", "Q3", "Q4", "FY2027"],
        ["Revenue", 5200, 5600, 5900, 6300, 23000],
        ["Gross profit", 2240, 2410, 2540, 2710, 9900],
        ["Overheads", -1520, -1540, -1560, -1580, -6200],
        ["EBITDA", 720, 870, 980, 1130, 3700],
        ["Capex and capitalised development", -420, -400, -400, -380, -1600],
    ],
    "Assumptions": [
        ["Assumption"],
        ["Severn Valley phase 2 from January 2027 (2,100 additional FN-400 loggers)"],
        ["Kestrel volumes flat on FY2026 run-rate"],
        ["Aldermoor price held; no CPIH uplift assumed"],
        ["FN-300 seal rework complete by Q1"],
    ],
}

DEBTORS = [
    ["Customer", "Invoice", "Date", "Amount GBP", "0-30", "31-60", "61-90", "90+", "Comment"],
    ["Aldermoor Water plc", "INV-26-0912", "2026-09-05", 412000, 412000, 0, 0, 0, ""],
    [
        "Kestrel Utilities Corp.",
        "INV-US-26-311",
        "2026-08-28",
        505000,
        0,
        505000,
        0,
        0,
        "USD invoice, GBP at 1.27",
    ],
    [
        "Harrow Vale BC",
        "INV-26-0644",
        "2026-06-30",
        286000,
        0,
        0,
        0,
        286000,
        "Go-live milestone - withheld pending go-live",
    ],
    ["Severn Valley Water", "INV-26-0901", "2026-09-01", 198000, 198000, 0, 0, 0, ""],
    [
        "Calder Metering, Inc.",
        "INV-US-26-298",
        "2026-07-31",
        261000,
        0,
        0,
        261000,
        0,
        "Chased 22/09",
    ],
    ["Others", "various", "", 2208000, 1510000, 420000, 180000, 98000, ""],
]

RND = """
R&D TAX CREDIT CLAIMS - SUMMARY FOR DATA ROOM (prepared by P. Nandakumar, 3 September 2026)

FY2023: SME scheme, enhanced expenditure £1.42m, payable credit £228k received 14/06/2024.
FY2024: SME scheme, enhanced expenditure £1.61m, payable credit £259k received 02/07/2025. HMRC compliance check opened 11/2025, closed 04/2026 with no adjustment.
FY2025: merged scheme claim filed 18/06/2026 for £1.77m qualifying expenditure; credit of £312k expected Q4 2026 (not yet received, included in debtors as "other").

Subcontracted R&D: Brandt Analytics (Vantage anomaly engine) costs claimed as subcontractor costs at 65%.
"""

CENSUS = {
    "Employees": [
        [
            "ID",
            "Entity",
            "Role",
            "Department",
            "Start date",
            "Location",
            "Salary (GBP/USD)",
            "Notice (months)",
            "Contract type",
        ],
        [
            "E001",
            "FSL",
            "Chief Executive Officer",
            "Exec",
            "2014-11-14",
            "Bristol",
            185000,
            12,
            "Service agreement",
        ],
        [
            "E002",
            "FSL",
            "Chief Technology Officer",
            "Exec",
            "2014-11-14",
            "Bristol",
            165000,
            12,
            "Service agreement",
        ],
        [
            "E014",
            "FSL",
            "Chief Financial Officer",
            "Finance",
            "2022-04-01",
            "Bristol",
            142000,
            6,
            "Employment contract",
        ],
        [
            "E021",
            "FSL",
            "Head of Firmware",
            "Engineering",
            "2016-03-07",
            "Bristol",
            98000,
            3,
            "Employment contract",
        ],
        [
            "E022",
            "FSL",
            "Senior Firmware Engineer",
            "Engineering",
            "2021-09-13",
            "Bristol",
            72000,
            3,
            "Employment contract",
        ],
        [
            "E031",
            "FSL",
            "Platform Lead (Vantage)",
            "Engineering",
            "2020-01-06",
            "Remote UK",
            94000,
            3,
            "Employment contract",
        ],
        [
            "E045",
            "FSL",
            "Production Manager",
            "Operations",
            "2018-06-18",
            "Bristol",
            61000,
            3,
            "Employment contract",
        ],
        [
            "E060",
            "FSL",
            "Key Account Manager",
            "Sales",
            "2023-09-15",
            "Leicester",
            68000,
            3,
            "Employment contract",
        ],
        [
            "U003",
            "FSI",
            "VP Sales North America",
            "Sales",
            "2022-10-03",
            "Austin TX",
            210000,
            0,
            "At-will offer letter",
        ],
        [
            "U007",
            "FSI",
            "Field Applications Engineer",
            "Support",
            "2024-05-20",
            "Austin TX",
            118000,
            0,
            "At-will offer letter",
        ],
    ],
    "Summary": [
        ["Entity", "Headcount", "FTE", "Payroll cost FY2026 (GBP 000)"],
        ["Fennick Systems Limited", 85, 82.4, 5210],
        ["Fennick Systems Inc.", 11, 11.0, 1480],
    ],
}

CEO_SA = """
# SERVICE AGREEMENT

This Agreement is dated 9 June 2021 between Fennick Systems Limited (the "Company") and Marta Okafor (the "Executive").

## 1. Appointment

1.1 The Company shall employ the Executive and the Executive shall serve the Company as Chief Executive Officer on the terms of this Agreement.

## 2. Term

2.1 The appointment shall continue until terminated by either party giving to the other not less than twelve months' prior notice in writing.

## 4. Remuneration

4.1 The Company shall pay the Executive a salary at the rate of £165,000 a year (reviewed annually; currently £185,000).

4.3 The Executive shall be eligible for an annual bonus of up to 50% of salary at the discretion of the Remuneration Committee.

## 15. Intellectual property

15.1 The Executive acknowledges that all Intellectual Property Rights subsisting in any works made by the Executive in the course of her employment shall automatically, on creation, vest in the Company absolutely. To the extent that they do not vest automatically, the Executive holds them on trust for the Company and hereby assigns them to the Company by way of present assignment of future rights.

## 17. Restrictions after termination

17.1 The Executive shall not, for 9 months after the Termination Date, be engaged in any Restricted Business in the United Kingdom or the United States, nor for 12 months solicit any Restricted Customer.

## 22. Law

This Agreement is governed by the law of England and Wales.
"""

ENG_CONTRACT = """
# CONTRACT OF EMPLOYMENT - SENIOR FIRMWARE ENGINEER

Statement of terms under section 1 of the Employment Rights Act 1996. Employer: Fennick Systems Limited. Employee: Sunita Carrow. Start date: 13 September 2021 (continuous employment from that date).

1. Job title and duties. You are employed as Senior Firmware Engineer reporting to the Head of Firmware.

2. Place of work. Unit 7, Harbour Way, Avonmouth, with hybrid working under the Hybrid Working Policy.

3. Pay. £72,000 a year, paid monthly in arrears on the last working day of the month.

4. Hours. 37.5 hours a week, Monday to Friday.

5. Holidays. 25 days a year plus bank holidays.

6. Notice. After the probationary period, three months' notice by either party.

7. Inventions and intellectual property. Any invention, design, software or other work you make in the course of your employment belongs to the Company. You assign to the Company, with full title guarantee, all present and future rights in such works and waive any moral rights in them. You will sign any document the Company reasonably asks for to perfect its rights.

8. Confidentiality. You must not use or disclose the Company's confidential information during or after your employment except in the proper performance of your duties.

9. Post-employment. For 6 months after your employment ends you will not solicit any customer of the Company with whom you dealt in your last 12 months.

Signed: Owen Latchford, Head of Firmware, for the Company; Sunita Carrow.
"""

HANDBOOK = """
# Staff Handbook (extract) - version 2026.1

## Section 4 - Hybrid working

Staff may work from home for up to three days a week with their manager's agreement. Engineering staff working on hardware must attend the Avonmouth site at least two days a week.

## Section 7 - Use of open source software

No open source component may be added to firmware or to the Vantage platform without an entry in the component register and approval from the Platform Lead. Components under the GPL, LGPL or AGPL families must be referred to the CTO before use, because their terms may require us to publish our own source code.

## Section 9 - Reporting security incidents

Report any suspected security incident immediately to security@fennick.co.uk or on the incident hotline. The Information Security Lead keeps the incident log and decides, with the CFO, on notifications to customers, regulators and insurers.

## Section 12 - Grievances and whistleblowing

You may raise a grievance with your line manager or, if it concerns your manager, with the People Partner. Concerns about wrongdoing may be raised under the Speak Up policy in confidence.
"""

EMI = """
# FENNICK SYSTEMS LIMITED EMI SHARE OPTION PLAN - SUMMARY OF RULES

Adopted by the Board on 1 April 2022 and approved by shareholders on the same date.

1. Eligibility. Options may be granted to employees who commit at least 25 hours a week (or, if less, 75 per cent. of their working time) to the Group.

2. Limits. The total value of shares under unexercised EMI options may not exceed £3 million; no employee may hold EMI options over shares worth more than £250,000 at grant.

3. Exercise. Options vest as set out in each option agreement. On a Sale (as defined), options vest in full unless the option agreement provides for double-trigger vesting, in which case they vest only if the holder's employment ends within 12 months after the Sale without cause.

4. Lapse. Unvested options lapse on cessation of employment unless the holder is a Good Leaver.

5. Tax. Options were notified to HMRC within 92 days of grant. Valuations agreed with HMRC Shares and Assets Valuation for the 2022 and 2023 grants.
"""

CONTRACTORS = [
    [
        "Name",
        "Entity engaged",
        "Services",
        "Start",
        "End",
        "Day rate (GBP)",
        "Agreement",
        "IR35 status",
    ],
    [
        "Ilse Brandt (Brandt Analytics)",
        "FSL",
        "Vantage anomaly detection engine; data science",
        "2022-02-01",
        "ongoing",
        780,
        "Consultancy agreement 1 Feb 2022",
        "Outside",
    ],
    [
        "Rook Design Ltd",
        "FSL",
        "Industrial design, FN-500 enclosure",
        "2023-05-02",
        "2024-03-29",
        650,
        "Design services agreement 2 May 2023",
        "n/a (company)",
    ],
    [
        "Marek Novak",
        "FSL",
        "Radio certification testing",
        "2024-01-08",
        "2024-06-28",
        540,
        "SOW under MSA",
        "Outside",
    ],
    [
        "Halcyon QA Ltd",
        "FSL",
        "Manual test services",
        "2025-03-03",
        "ongoing",
        410,
        "Framework",
        "n/a (company)",
    ],
]

HARTLEY = """
OSLER FINCH LLP - NOTE FOR THE DATA ROOM - Hartley v Fennick Systems Limited (ET Case No. 1402387/2026)

Claimant: Daniel Hartley, former Sales Director (employed 1 May 2019 to 31 January 2026).

Claims: unfair dismissal (s.98 ERA 1996) and detriment on grounds of protected disclosures (s.47B ERA 1996). The claimant alleges that he raised concerns in December 2025 about discounts granted to a customer without board approval.

Status: ET3 response filed 2 May 2026. Preliminary hearing (case management) held 18 August 2026. Final hearing listed for 5 days from 9 March 2027 at Bristol Employment Tribunal.

Assessment: we consider the Company has reasonable prospects of defending the claims. The basic and compensatory awards for unfair dismissal are capped; the whistleblowing detriment claim is uncapped but we estimate the realistic maximum award at £95,000 plus costs of about £60,000 to trial. The matter is disclosed in the Disclosure Letter.
"""

IPREG = {
    "Software and know-how": [
        [
            "Asset",
            "Description",
            "Authors / contributors",
            "Owner",
            "Basis of ownership",
            "Criticality",
        ],
        [
            "Vantage platform (core)",
            "Multi-tenant monitoring platform: ingestion, storage, alarms, dashboards",
            "Fennick platform team (employees)",
            "Fennick Systems Limited",
            "Employment contracts",
            "High",
        ],
        [
            "Vantage Anomaly Engine (VAE)",
            "Leak and burst detection models and scoring service used by every Vantage customer; core of the FN-500 acoustic analytics",
            "I. Brandt (Brandt Analytics), with platform team",
            "Fennick Systems Limited",
            "Consultancy agreement 1 Feb 2022",
            "High",
        ],
        [
            "FN firmware 5.x",
            "Embedded firmware for FN-300/400/500",
            "Firmware team (employees); OSX-7 stack licensed from Ostrava",
            "Fennick Systems Limited (Ostrava stack licensed)",
            "Employment contracts; Ostrava licence",
            "High",
        ],
        [
            "FN-500 enclosure design",
            "Industrial design and tooling drawings",
            "Rook Design Ltd",
            "Fennick Systems Limited",
            "Assignment in design services agreement",
            "Medium",
        ],
    ],
    "Registered rights": [
        ["Right", "Jurisdiction", "Number", "Status", "Owner"],
        ["FENNICK (word)", "UK", "UK00003318842", "Registered", "Fennick Systems Limited"],
        [
            "VANTAGE by Fennick (figurative)",
            "UK",
            "UK00003590114",
            "Registered",
            "Fennick Systems Limited",
        ],
        ["FENNICK (word)", "US", "6,118,402", "Registered", "Fennick Systems Limited"],
        [
            "Acoustic leak localisation method",
            "GB patent application",
            "GB2316244.9",
            "Pending, examination report answered",
            "Fennick Systems Limited",
        ],
    ],
}

BRANDT = """
# CONSULTANCY AGREEMENT

This Agreement is dated 1 February 2022 and is made between:

(1) Fennick Systems Limited, company number 09318842 (the "Client"); and

(2) Ilse Brandt, trading as Brandt Analytics, of 14 Cotham Vale, Bristol BS6 6HR (the "Consultant").

## 1. Engagement

1.1 The Client engages the Consultant to provide data science and software development services in connection with the Client's leak detection analytics, as described in the Schedule (the "Services"), and the Consultant agrees to provide them on the terms of this Agreement.

1.2 The Consultant is an independent contractor and nothing in this Agreement makes the Consultant an employee, worker, agent or partner of the Client.

## 3. Fees

3.1 The Client shall pay the Consultant a fee of £720 per day (from 1 January 2025, £780 per day) on receipt of a valid invoice, monthly in arrears.

## 7. Intellectual property

7.1 All Intellectual Property Rights in the Deliverables, and in any models, algorithms, software code and documentation created by the Consultant in the course of providing the Services, shall vest in and remain the property of the Consultant.

7.2 The Consultant grants to the Client a non-exclusive, perpetual, royalty-free licence to use, copy and modify the Deliverables for the purposes of the Client's business. The Consultant may use the Deliverables, and any general know-how, models and techniques developed in providing the Services, for other clients.

7.3 The Consultant shall not knowingly include in the Deliverables any material which infringes the rights of a third party.

## 9. Confidentiality

9.1 The Consultant shall keep confidential all information of the Client which is marked confidential or is by its nature confidential.

## 11. Termination

11.1 Either party may terminate this Agreement on one month's written notice.

## 14. Law

14.1 This Agreement is governed by the law of England and Wales.

## Schedule - Services

Design, development and maintenance of statistical and machine learning models for the detection of leaks and bursts from pressure and flow telemetry (the "Deliverables" include the anomaly scoring service, its source code and trained model parameters).

Signed: Thomas Reyes-Whitlock for the Client; Ilse Brandt.
"""

ROOK = """
# DESIGN SERVICES AGREEMENT

2 May 2023 - Fennick Systems Limited ("Fennick") and Rook Design Ltd, company number 10488312 ("Rook")

1. Services. Rook will provide industrial design services for the FN-500 acoustic leak detector enclosure and associated tooling drawings (the "Designs").

2. Fees. £650 per day, capped at £48,000 without Fennick's written approval.

3. Ownership. Rook hereby assigns to Fennick, with full title guarantee and by way of present assignment of future rights, all copyright, design right, registered design rights and other intellectual property in the Designs and all drafts, and waives (and shall procure that its personnel waive) all moral rights in them. Rook shall execute any further documents Fennick reasonably requires to perfect the assignment.

4. Warranties. Rook warrants that the Designs are its original work and do not infringe any third party rights.

5. Law. This agreement is governed by English law.

Signed: Anna Rook, Director, for Rook; T. Reyes-Whitlock for Fennick.
"""

OSS_SCAN = [
    [
        "Project",
        "Component",
        "Version",
        "Declared licence",
        "Licence category",
        "Usage",
        "Modified",
        "Distribution",
        "Reviewer note",
    ],
    [
        "vantage-cloud",
        "django",
        "4.2.11",
        "BSD-3-Clause",
        "Permissive",
        "Dependency",
        "No",
        "Hosted (SaaS)",
        "",
    ],
    [
        "vantage-cloud",
        "timeseries-rollup",
        "2.7.0",
        "Apache-2.0",
        "Permissive",
        "Dependency",
        "No",
        "Hosted (SaaS)",
        "",
    ],
    [
        "vantage-cloud",
        "tidewater-alerting",
        "1.9.3",
        "AGPL-3.0-only",
        "Strong copyleft (network)",
        "Forked into vantage-cloud/alerts; linked in-process",
        "Yes",
        "Hosted (SaaS) - users interact over network",
        "Fork includes proprietary escalation logic; AGPL s.13 applies",
    ],
    [
        "vantage-cloud",
        "psycopg",
        "3.1.18",
        "LGPL-3.0-only",
        "Weak copyleft",
        "Dynamic library",
        "No",
        "Hosted (SaaS)",
        "OK",
    ],
    [
        "fn-firmware",
        "zephyr-rtos",
        "3.5.0",
        "Apache-2.0",
        "Permissive",
        "Kernel",
        "Yes",
        "Distributed in devices",
        "",
    ],
    [
        "fn-firmware",
        "lwm2m-client-lite",
        "0.8.2",
        "GPL-2.0-or-later",
        "Strong copyleft",
        "Statically linked into firmware image",
        "Yes",
        "Distributed in devices (binary only)",
        "No source offer in product documentation",
    ],
    [
        "fn-firmware",
        "mbedtls",
        "3.5.2",
        "Apache-2.0",
        "Permissive",
        "Library",
        "No",
        "Distributed in devices",
        "",
    ],
    [
        "vantage-mobile",
        "react-native",
        "0.73.4",
        "MIT",
        "Permissive",
        "Framework",
        "No",
        "App stores",
        "",
    ],
]

OSS_SUMMARY = """
# Open source scan - summary for management

FOSSA scan of vantage-cloud, fn-firmware and vantage-mobile repositories, run 16 September 2026 by the Platform Lead. 1,412 components identified; 1,398 under permissive licences.

## Findings requiring attention

1. tidewater-alerting (AGPL-3.0-only) has been forked into the Vantage alerting service and modified with our escalation logic. Because Vantage is offered to customers over a network, section 13 of the AGPL would require us to offer the complete corresponding source code of the modified program, which includes our proprietary escalation rules, to every user interacting with it.

2. lwm2m-client-lite (GPL-2.0-or-later) is statically linked into the FN firmware image shipped on every FN-300/400/500 device. Distribution of the firmware binary without an offer of source is not compliant, and static linking may extend the GPL to the firmware as a whole.

## Recommendation

Replace tidewater-alerting with an in-house module (estimate 10 engineer-weeks) and move lwm2m-client-lite to a separately loaded module or replace it with the Eclipse Wakaama client (EPL/EDL). Neither step has been started.
"""

OSS_POLICY = """
# Open Source Software Policy (v1.2, approved by the CTO, 2023)

1. Purpose: to let our engineers use open source software while protecting the confidentiality of Fennick's proprietary code.
2. Permissive licences (MIT, BSD, Apache-2.0, ISC) are pre-approved.
3. Weak copyleft (LGPL, MPL, EPL) may be used as unmodified, dynamically linked libraries.
4. Strong copyleft (GPL, AGPL, SSPL) requires the CTO's written approval, recorded in the component register.
5. A full scan is run before each major release and annually.
"""

INCIDENT_LOG = {
    "Incident log 2026": [
        [
            "Ref",
            "Discovered",
            "Summary",
            "Severity",
            "Personal data?",
            "ICO notified",
            "Customers notified",
            "Insurer notified",
            "Status",
        ],
        [
            "INC-2026-003",
            "2026-02-03",
            "Phishing - finance mailbox compromised for c. 2 hours",
            "Medium",
            "Possible (no exfiltration found)",
            "2026-02-05",
            "n/a",
            "2026-02-06 (Corbel, ref CSP-22871)",
            "Closed 2026-03-11",
        ],
        [
            "INC-2026-007",
            "2026-04-22",
            "Lost laptop (encrypted), field engineer",
            "Low",
            "No",
            "n/a",
            "n/a",
            "n/a",
            "Closed",
        ],
        [
            "INC-2026-011",
            "2026-06-30",
            "DDoS on Vantage API gateway, 40 min degraded",
            "Medium",
            "No",
            "n/a",
            "Yes (status page)",
            "n/a",
            "Closed",
        ],
        [
            "INC-2026-014",
            "2026-08-09",
            "Ransomware on CI build server ci-build-02; code-signing keys exposed",
            "High",
            "No (device telemetry only)",
            "n/a",
            "Not yet",
            "Not notified - see CFO decision 21/08",
            "Remediated; root cause open",
        ],
    ]
}

INC14 = """
# Incident Report INC-2026-014 - Ransomware on continuous-integration build server

Prepared by: Jamie Pell, Information Security Lead. Version 1.3, 2 September 2026. Classification: Confidential.

## 1. Summary

At 06:40 on Sunday 9 August 2026 the on-call engineer found that the build server ci-build-02 was displaying a ransom note and that its build caches and artefact store had been encrypted. The server had been reachable from the internet through a misconfigured reverse proxy since a maintenance change on 28 July. The attacker obtained a copy of the firmware code-signing keys held on the server and the nightly test exports of device telemetry used by the QA team.

## 2. Impact

Build and release of firmware were halted for 11 days. No customer-facing service was interrupted. The firmware code-signing keys were revoked and rotated on 12 August; every device in the field trusts the old key until it receives firmware 5.4.2, which began rolling out on 24 August and reached 61% of the installed base by 1 September. Direct costs to date: forensic investigation £38,500, rebuild and overtime £22,000.

## 3. Notifications

ICO: not required in our assessment (the telemetry exports contain device identifiers and site coordinates but no personal data).

Customers: not yet informed. The Head of Sales will brief Aldermoor and Severn Valley at the next quarterly reviews.

Insurers: Corbel Specialty was not notified. The CFO decided on 21 August 2026 not to notify the cyber insurers, because the costs are close to the £50,000 excess and a notification before the 1 November renewal would affect the premium.

## 4. Root cause and actions

Root cause analysis is open. Actions: remove public exposure of build infrastructure (done), move signing keys to a hardware security module (planned Q4), commission an external review of the CI estate (not started).
"""

INC03 = """
INCIDENT REPORT INC-2026-003 - PHISHING COMPROMISE OF FINANCE MAILBOX

Reporter: Jamie Pell, Information Security Lead. Final version, 12 March 2026.

What happened: on 3 February 2026 at 14:05 an accounts assistant entered her credentials into a spoofed Microsoft 365 login page. The attacker accessed the mailbox from 14:12 to 16:01 and created a forwarding rule. Conditional access blocked the session at 16:01 and the rule was removed.

Data involved: the mailbox held supplier invoices and some employee expense claims (names, bank details of 14 employees). Forensic review by Tallis Cyber found no evidence that any email was read or exported beyond the forwarding of 3 routine supplier emails.

Notifications: reported to the Information Commissioner's Office on 5 February 2026 (within 72 hours; ICO ref. IC-402281-K9Q5). Notified to Corbel Specialty under the cyber policy on 6 February 2026 (claim ref CSP-22871); Corbel accepted the notification and reimbursed the forensic costs of £7,200 less the excess. Affected employees told on 6 February.

Outcome: the ICO wrote on 11 March 2026 that it was satisfied with the Company's response and would take no further action. Incident closed. Lessons learned: phishing-resistant MFA rolled out to finance staff by 28 February.
"""

PENTEST = """
# Vantage platform - external penetration test, summary of results

Tester: Tallis Cyber Ltd (CREST accredited). Test window: 4-15 May 2026. Scope: Vantage web application, public API, mobile app API.

## Findings

| Ref | Finding | Rating | Status at 30 June 2026 |
| VAN-01 | Tenant identifier enumeration through verbose API errors | Medium | Fixed |
| VAN-02 | Session tokens not invalidated on password change | Medium | Fixed |
| VAN-03 | Missing rate limiting on login endpoint | Low | Fixed |
| VAN-04 | Outdated TLS cipher suites on legacy ingestion endpoint | Low | Accepted risk, decommission Q1 2027 |

No critical or high findings. Retest of VAN-01 to VAN-03 on 26 June 2026 confirmed the fixes.
"""

TRADEMARKS = [
    [
        "Mark",
        "Jurisdiction",
        "Number",
        "Classes",
        "Filing date",
        "Registration date",
        "Next renewal",
        "Owner",
    ],
    [
        "FENNICK",
        "UK",
        "UK00003318842",
        "9, 42",
        "2018-06-21",
        "2018-10-12",
        "2028-06-21",
        "Fennick Systems Limited",
    ],
    [
        "VANTAGE by Fennick (logo)",
        "UK",
        "UK00003590114",
        "9, 42",
        "2021-02-09",
        "2021-06-04",
        "2031-02-09",
        "Fennick Systems Limited",
    ],
    [
        "FENNICK",
        "US",
        "6,118,402",
        "9, 42",
        "2019-11-04",
        "2020-08-11",
        "2026-08-11 (s.8 declaration filed)",
        "Fennick Systems Limited",
    ],
    [
        "FENNICK",
        "EU",
        "018421773",
        "9, 42",
        "2021-03-01",
        "2021-07-16",
        "2031-03-01",
        "Fennick Systems Limited",
    ],
]

SAAS = """
# Vantage Subscription Terms (v2, 2025)

These terms govern subscriptions to the Vantage monitoring service where the customer has no signed master agreement.

## 1. Service

We will provide the Vantage service with 99.5% monthly availability, excluding scheduled maintenance notified 48 hours ahead.

## 2. Customer data

You own your data. We process personal data only on your documented instructions, under the data processing terms in Annex 1, and will tell you without undue delay (and within 48 hours) after becoming aware of a personal data breach affecting your data.

## 3. Fees

Fees are payable annually in advance. We may change fees on renewal with 90 days' notice.

## 4. Liability

Our total liability in any 12 months is limited to the fees you paid in that period. We are not liable for indirect loss or loss of profit.

## 5. Term

Subscriptions renew automatically for 12 months unless either party gives 30 days' notice before renewal.
"""

DOCS = [
    (F + "3.1 Facilities Agreement - Lindqvist Bank (30 Nov 2023).pdf", FACILITY),
    (F + "3.2 Management Accounts - September 2026.xlsx", MGMT),
    (F + "3.3 Compliance Certificate - Q4 2025.docx", COMPLIANCE_Q4),
    (F + "3.4 Lindqvist - waiver letter 24 Feb 2026.docx", WAIVER),
    (F + "3.5 Annual Report FY2025 (extract).pdf", AUDITED),
    (F + "3.6 Budget FY2027.xlsx", BUDGET),
    (F + "3.7 Aged Debtors 30 Sep 2026.csv", DEBTORS),
    (F + "3.8 R&D tax credits - summary.txt", RND),
    (E + "4.1 Employee Census Sept 2026.xlsx", CENSUS),
    (E + "4.2 Service Agreement - Marta Okafor (CEO).docx", CEO_SA),
    (E + "4.3 Employment Contract - S Carrow (Senior Firmware Engineer).docx", ENG_CONTRACT),
    (E + "4.4 Staff Handbook (extract).md", HANDBOOK),
    (E + "4.5 EMI Option Plan - summary of rules.pdf", EMI),
    (E + "4.6 Contractors and consultants register.csv", CONTRACTORS),
    (E + "4.7 Hartley v Fennick - ET claim note.txt", HARTLEY),
    (IP + "5.1 IP Register.xlsx", IPREG),
    (IP + "5.2 Consultancy Agreement - Brandt Analytics.docx", BRANDT),
    (IP + "5.3 Design Services Agreement - Rook Design.pdf", ROOK),
    (IP + "5.4 Open Source Scan - FOSSA export Sept 2026.csv", OSS_SCAN),
    (IP + "5.5 Open Source Scan - summary.md", OSS_SUMMARY),
    (IP + "5.6 Open Source Software Policy.md", OSS_POLICY),
    (IP + "5.7 Security incident log 2026.xlsx", INCIDENT_LOG),
    (IP + "5.8 Incident Report INC-2026-014 (build server).docx", INC14),
    (IP + "5.9 Incident Report INC-2026-003 (phishing).txt", INC03),
    (IP + "5.10 Penetration test summary May 2026.pdf", PENTEST),
    (IP + "5.11 Trade marks schedule.csv", TRADEMARKS),
    (IP + "5.12 Vantage Subscription Terms v2.md", SAAS),
]
