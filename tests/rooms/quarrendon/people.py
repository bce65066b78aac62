"""06 Employment and 07 IP and IT."""

from __future__ import annotations

from typing import Any

from tests.rooms.quarrendon.boiler import with_general

E = "06 Employment/"
I = "07 IP and IT/"  # noqa: E741

DOCS: dict[str, Any] = {}

DOCS[E + "6.1 Executive Employment Agreement - Marcus Hale.docx"] = [
    "# AMENDED AND RESTATED EXECUTIVE EMPLOYMENT AGREEMENT",
    'This Amended and Restated Executive Employment Agreement (the "Agreement") is entered into as of June 3, 2021 by and between Heliant Medical Holdings, Inc., a Delaware corporation (the "Company"), and Marcus J. Hale ("Executive").',
    "## 1. Position and Duties",
    "Executive shall serve as President and Chief Executive Officer of the Company and shall report to the Board of Directors.",
    "## 3. Compensation",
    '3.1 Base Salary. The Company shall pay Executive an annual base salary of $585,000 ("Base Salary"), reviewed annually by the Board. 3.2 Annual Bonus. Executive shall be eligible for an annual cash bonus with a target of seventy-five percent (75%) of Base Salary (the "Target Bonus"). 3.3 Equity. Executive\'s options shall be governed by the 2021 Equity Incentive Plan, except as provided in Section 6.',
    "## 6. Change in Control",
    "6.1 Transaction Payment. Upon the consummation of a Change in Control, and regardless of whether Executive's employment continues or terminates thereafter, the Company shall pay Executive, in a single lump sum within ten (10) days following the Change in Control, an amount in cash equal to two and one-half (2.5) times the sum of (a) Executive's Base Salary and (b) Executive's Target Bonus, each as in effect immediately prior to the Change in Control.",
    "6.2 Equity Acceleration. Effective immediately prior to a Change in Control, all outstanding stock options, restricted stock units and other equity awards held by Executive shall become fully vested and, as applicable, exercisable.",
    '6.3 Excise Tax Gross-Up. If any payment or benefit received by Executive in connection with a Change in Control (a "Payment") would be subject to the excise tax imposed by Section 4999 of the Internal Revenue Code of 1986, as amended (the "Excise Tax"), the Company shall pay to Executive an additional amount (the "Gross-Up Payment") such that the net amount retained by Executive, after deduction of the Excise Tax and any federal, state and local income and employment taxes and Excise Tax on the Gross-Up Payment, equals the Payment.',
    "6.4 \"Change in Control\" means (a) the acquisition by any person or group of beneficial ownership of more than fifty percent (50%) of the total voting power of the Company's then outstanding securities; (b) a merger or consolidation of the Company after which the stockholders of the Company immediately before hold less than fifty percent (50%) of the voting power of the surviving entity; or (c) the sale of all or substantially all of the Company's assets.",
    "## 7. Restrictive Covenants",
    "7.1 During employment and for twelve (12) months thereafter, Executive shall not, directly or indirectly, engage in any business that develops or sells ambulatory infusion pumps in North America or Europe.",
    "## 9. Governing Law",
    "This Agreement shall be governed by the laws of the State of Minnesota.",
    "HELIANT MEDICAL HOLDINGS, INC. By: /s/ Thomas Eberly, Director, Chair of the Compensation Committee. EXECUTIVE: /s/ Marcus J. Hale.",
]

DOCS[E + "6.2 Executive Employment Agreement - Dana Whitcombe (CFO).docx"] = [
    "# EXECUTIVE EMPLOYMENT AGREEMENT",
    'This Agreement is made as of September 15, 2021 between Heliant Medical Holdings, Inc. (the "Company") and Dana Whitcombe ("Executive").',
    "1. Position. Chief Financial Officer, reporting to the Chief Executive Officer.",
    "3. Compensation. Base salary $365,000 per year; target bonus 40% of base salary.",
    "6. Severance. If the Company terminates Executive's employment without Cause, or Executive resigns for Good Reason, in either case within the period beginning three months before and ending twelve months after a Change in Control, the Company shall, subject to Executive's execution and non-revocation of a general release of claims, (a) continue Base Salary for twelve months, (b) pay a pro rata Target Bonus for the year of termination, and (c) accelerate the vesting of all outstanding equity awards. Outside that period, severance is six months of Base Salary. No payment shall be made solely by reason of a Change in Control.",
    "6.5 Section 280G. If any payment would be subject to the excise tax under Section 4999 of the Code, payments shall be reduced to the extent necessary so that no portion is subject to the excise tax, but only if the reduction results in a greater after-tax amount for Executive.",
    "8. Confidentiality and assignment of inventions. Executive has signed the Company's standard Employee Confidentiality and Invention Assignment Agreement.",
    "9. Governing law. Minnesota.",
    "Signed: /s/ Marcus J. Hale for the Company; /s/ Dana Whitcombe.",
]

DOCS[E + "6.3 Employee census 30 Sep 2026.xlsx"] = {
    "Census": [
        [
            "Employee ID",
            "Entity",
            "Function",
            "Location",
            "FTE",
            "Base salary",
            "Currency",
            "Start date",
            "CIIAA signed",
        ],
        [
            "E0001",
            "Heliant Medical Holdings, Inc.",
            "CEO",
            "Plymouth MN",
            1,
            585000,
            "USD",
            "2014-02-11",
            "yes",
        ],
        [
            "E0014",
            "Heliant Medical Holdings, Inc.",
            "CFO",
            "Plymouth MN",
            1,
            365000,
            "USD",
            "2021-09-15",
            "yes",
        ],
        [
            "E0102",
            "Heliant Medical Devices, LLC",
            "VP Quality and Regulatory",
            "Plymouth MN",
            1,
            238000,
            "USD",
            "2019-04-01",
            "yes",
        ],
        [
            "E0161",
            "Heliant Medical Devices, LLC",
            "Director, Global Procurement",
            "Plymouth MN",
            1,
            172000,
            "USD",
            "2022-01-10",
            "yes",
        ],
        [
            "E0310",
            "Heliant Medical UK Limited",
            "Managing Director UK / Head of R&D",
            "Cambridge",
            1,
            142000,
            "GBP",
            "2018-03-05",
            "yes",
        ],
        [
            "E0322",
            "Heliant Medical UK Limited",
            "Principal Firmware Engineer",
            "Cambridge",
            1,
            88000,
            "GBP",
            "2022-11-14",
            "yes",
        ],
        [
            "E0401",
            "Heliant Medical B.V.",
            "EU Operations Manager",
            "Venlo",
            1,
            79000,
            "EUR",
            "2021-02-01",
            "yes",
        ],
    ],
    "Summary": [
        ["Entity", "Headcount", "of which manufacturing", "Annual payroll (USD m)"],
        ["Heliant Medical Holdings, Inc.", 9, 0, 2.6],
        ["Heliant Medical Devices, LLC", 352, 268, 26.8],
        ["Heliant Medical UK Limited", 38, 0, 4.9],
        ["Heliant Medical B.V.", 13, 0, 1.1],
    ],
}

DOCS[E + "6.4 2021 Equity Incentive Plan - summary.pdf"] = [
    "# Heliant Medical Holdings, Inc. 2021 Equity Incentive Plan - summary of principal terms",
    "Shares reserved: 2,845,000 shares of Common Stock. Eligible participants: employees, directors and consultants. Awards: incentive and non-qualified stock options, restricted stock units.",
    "Vesting: as set by the Board, typically four years with a one-year cliff.",
    "Corporate Transaction: in a Corporate Transaction the Board may provide for the assumption, continuation or substitution of awards by the successor. Awards that are assumed vest in full only if the participant's service is terminated without Cause or for Good Reason within twelve months after the Corporate Transaction (double trigger). Awards that are not assumed vest in full immediately before the Corporate Transaction.",
    "Amendment: the Board may amend the Plan at any time, subject to stockholder approval where required by law.",
]

DOCS[E + "6.5 Form of Employee Confidentiality and Invention Assignment Agreement.docx"] = [
    "# EMPLOYEE CONFIDENTIALITY AND INVENTION ASSIGNMENT AGREEMENT (form in use since 2016)",
    "1. Confidential Information. Employee shall hold in strict confidence and shall not use, except for the benefit of the Company, any Confidential Information.",
    '2. Assignment of Inventions. Employee hereby assigns, and agrees to assign, to the Company all right, title and interest in and to any and all inventions, works of authorship, developments, designs and trade secrets that Employee conceives, develops or reduces to practice, alone or jointly, during the period of employment and that relate to the Company\'s business ("Company Inventions").',
    "3. Minnesota notice. In accordance with Minn. Stat. 181.78, this assignment does not apply to an invention for which no equipment, supplies, facility or trade secret information of the Company was used and which was developed entirely on the employee's own time, unless it relates to the Company's business or results from work performed by the employee for the Company.",
    "4. Return of materials. On termination Employee shall return all Company property and documents.",
]

DOCS[
    E + "6.6 UK staff handbook - extracts.md"
] = """# Heliant Medical UK Limited - staff handbook (extracts, version 4, January 2025)

## Working time
Standard hours are 37.5 a week. Staff may opt out of the 48-hour average weekly limit by signing
the form in Appendix B; an opt-out can be withdrawn on three months' notice.

## Holiday
25 days a year plus bank holidays; up to five days may be carried forward to 31 March.

## Pension
Auto-enrolment into the group personal pension (Aviva): employer 6%, employee 4%.

## Inventions and intellectual property
Everything you create in the course of your employment belongs to the Company under section 39 of
the Patents Act 1977 and section 11 of the Copyright, Designs and Patents Act 1988, and your contract
confirms this.

## Disciplinary and grievance
We follow the ACAS Code of Practice on Disciplinary and Grievance Procedures.
"""

DOCS[I + "7.1 Patent and application schedule.xlsx"] = {
    "Patents": [
        ["Ref", "Jurisdiction", "Number", "Title", "Owner of record", "Status", "Expiry"],
        [
            "HMP-001",
            "US",
            "10,864,221",
            "Ambulatory pump with dual-stage occlusion detection",
            "Halvorsen Institute for Biomedical Engineering (licensed to Heliant)",
            "granted",
            "2038-03-12",
        ],
        [
            "HMP-002",
            "EP",
            "3 412 908",
            "Ambulatory pump with dual-stage occlusion detection",
            "Halvorsen Institute for Biomedical Engineering (licensed to Heliant)",
            "granted; validated DE, FR, GB, ES, IT, NL, SE",
            "2038-03-12",
        ],
        [
            "HMP-007",
            "US",
            "11,302,115",
            "Anti-siphon valve for administration set",
            "Heliant Medical Devices, LLC",
            "granted",
            "2040-07-30",
        ],
        [
            "HMP-009",
            "US",
            "17/904,228",
            "Infusion pump with predictive battery management",
            "Heliant Medical Devices, LLC",
            "pending",
            "",
        ],
        [
            "HMP-011",
            "GB",
            "GB2598431",
            "Cassette latch for infusion pump",
            "Heliant Medical UK Limited",
            "granted",
            "2041-02-08",
        ],
    ],
    "Software": [
        ["Asset", "Version", "Developed by", "Owner (per Company)", "Notes"],
        [
            "VX-10 pump control firmware",
            "4.2.1",
            "Brightwater Embedded LLC (2022-2024), Heliant UK firmware team (2025-)",
            "Heliant",
            "source held in Heliant GitLab",
        ],
        ["Verio Connect cloud dashboard", "2.8", "Heliant UK", "Heliant", ""],
        ["Manufacturing execution scripts", "n/a", "Heliant Medical Devices", "Heliant", ""],
    ],
}

DOCS[I + "7.2 Software Development Agreement - Brightwater Embedded 2022.pdf"] = [
    "# SOFTWARE DEVELOPMENT AND LICENSE AGREEMENT",
    'This Software Development and License Agreement (this "Agreement") is effective as of February 1, 2022 between Brightwater Embedded LLC, a Colorado limited liability company ("Developer"), and Heliant Medical Devices, LLC ("Client").',
    "## 2. Services",
    '2.1 Developer shall design, code, verify and document the control firmware for Client\'s Verio VX-10 ambulatory infusion pump, version 4, in accordance with the Statement of Work attached as Exhibit A and IEC 62304 (software safety class C) (the "Deliverables").',
    "## 4. Fees",
    "4.1 Client shall pay Developer time-and-materials fees at the rates in Exhibit B, capped at $2,400,000 for the Statement of Work.",
    "## 9. Intellectual Property",
    '9.1 Developer Technology. Client acknowledges that Developer has created, acquired or developed, and may continue to create or develop, software libraries, real-time operating system components, tools and know-how of general application ("Developer Technology").',
    "9.2 Ownership. Developer is and shall remain the sole and exclusive owner of all right, title and interest in and to the Developer Technology and the Deliverables, including all source code and all Intellectual Property Rights therein, and nothing in this Agreement shall be construed as an assignment of any of them to Client. Client shall own the Client Specifications and Client's Confidential Information.",
    "9.3 License to Client. Subject to Client's payment of all Fees, Developer hereby grants to Client a non-exclusive, perpetual, worldwide, royalty-free license to use, copy, modify and distribute the Deliverables, in object code and source code form, solely as embedded in or for use with Client's infusion pump products. The license may not be sublicensed (other than to Client's contract manufacturers) and may not be assigned or transferred, including by operation of law or in connection with a change of control of Client, without Developer's prior written consent.",
    "9.4 Developer may use the Developer Technology and general know-how for other customers, provided it does not disclose Client's Confidential Information.",
    "## 12. Warranties",
    "12.1 Developer warrants that the Deliverables will conform materially to the Statement of Work for ninety (90) days after acceptance.",
    "## 16. General",
    "16.4 This Agreement is governed by the laws of the State of Colorado.",
    "BRIGHTWATER EMBEDDED LLC By: /s/ Owen Gallagher, Managing Member. HELIANT MEDICAL DEVICES, LLC By: /s/ Dana Whitcombe, CFO.",
]

DOCS[I + "7.3 Exclusive Patent License Agreement - Halvorsen Institute 2020.docx"] = [
    "# EXCLUSIVE PATENT LICENSE AGREEMENT",
    'This Exclusive Patent License Agreement (the "Agreement") is made as of October 1, 2020 between the Halvorsen Institute for Biomedical Engineering, a Minnesota nonprofit corporation ("Licensor"), and Heliant Medical Devices, LLC ("Licensee").',
    "## 2. Grant",
    "2.1 Licensor grants to Licensee an exclusive, worldwide, royalty-bearing license under the Licensed Patents (US 10,864,221; EP 3 412 908 and all continuations, divisionals and foreign counterparts) to make, have made, use, sell, offer for sale and import Licensed Products in the field of ambulatory and hospital infusion therapy.",
    "## 4. Royalties",
    "4.1 Licensee shall pay a running royalty of four percent (4%) of Net Sales of Licensed Products, subject to a minimum annual royalty of $250,000.",
    "## 12. Assignment; Change of Control",
    "12.1 Licensee may not assign this Agreement or any rights hereunder without Licensor's prior written consent.",
    "12.3 Licensee shall give Licensor written notice of any Change of Control of Licensee within thirty (30) days after its occurrence. Licensor may terminate this Agreement, by written notice given within one hundred eighty (180) days after receipt of such notice, if a Change of Control has occurred without Licensor's prior written consent, and such termination shall take effect sixty (60) days after the date of Licensor's notice.",
    '12.4 "Change of Control" means any transaction or series of transactions as a result of which any person or group of persons acting in concert acquires, directly or indirectly, more than fifty percent (50%) of the voting securities of Licensee or of any entity that directly or indirectly controls Licensee, or all or substantially all of the assets of Licensee to which this Agreement relates.',
    "## 14. Term",
    "14.1 Unless terminated earlier, this Agreement shall remain in force until the expiry of the last-to-expire Licensed Patent.",
    "HALVORSEN INSTITUTE FOR BIOMEDICAL ENGINEERING By: /s/ Dr. Lena Aas, Director of Technology Transfer. HELIANT MEDICAL DEVICES, LLC By: /s/ Marcus J. Hale.",
]

DOCS[I + "7.4 Trademark register.csv"] = [
    ["mark", "jurisdiction", "reg_no", "classes", "owner", "status", "renewal_due"],
    [
        "HELIANT",
        "US",
        "5,118,432",
        "10",
        "Heliant Medical Holdings, Inc.",
        "registered",
        "2027-01-10",
    ],
    [
        "VERIO",
        "US",
        "5,902,117",
        "10",
        "Heliant Medical Holdings, Inc.",
        "registered",
        "2029-11-19",
    ],
    [
        "VERIO",
        "EU",
        "018203345",
        "10, 42",
        "Heliant Medical Holdings, Inc.",
        "registered",
        "2030-03-02",
    ],
    [
        "VERIO",
        "UK",
        "UK00918203345",
        "10, 42",
        "Heliant Medical Holdings, Inc.",
        "registered (comparable mark)",
        "2030-03-02",
    ],
    [
        "LUMEN SENSE",
        "US",
        "97/118,204",
        "10",
        "Heliant Medical Holdings, Inc.",
        "application opposed by Lumenis Be Ltd.; opposition withdrawn 2024-09-30; registered 2025-01-14",
        "2035-01-14",
    ],
]

DOCS[
    I + "7.5 Open source audit - VX-10 firmware 4.2.md"
] = """# Open source review - VX-10 pump control firmware 4.2.1

Prepared by: Heliant UK firmware team with Orbis Code Audit Ltd. Date: 15 July 2026.
Scope: the firmware image shipped on VX-10 pumps from release 4.2.1 (May 2026); Verio Connect is
out of scope.

| Component | Version | Licence | Use | Finding |
| --- | --- | --- | --- | --- |
| FreeRTOS kernel | 10.5.1 | MIT | linked | none |
| mbed TLS | 3.4.0 | Apache-2.0 | linked | notice file included |
| littlefs | 2.5.1 | BSD-3-Clause | linked | none |
| CMSIS-DSP | 1.14 | Apache-2.0 | linked | none |
| newlib-nano | 4.1 | BSD-style | linked | none |

No component under a copyleft licence (GPL, LGPL, MPL, EPL) is included in the shipped image.
The GPL-2.0 `bootloader-utils` tool found in the 2024 review of release 4.0 was a build-host
script only and was removed from the repository in release 4.1 (2025); it was never part of the
shipped firmware. Attribution notices are reproduced in the pump's service manual, appendix F.

Note: the firmware's RTOS abstraction layer and the motor-control library were supplied by
Brightwater Embedded LLC; they are proprietary code and outside the scope of this open source review.
"""

DOCS[
    I + "7.6 IT systems and security overview.md"
] = """# IT systems and information security - overview for the data room (October 2026)

* **ERP**: Microsoft Dynamics 365 Business Central (cloud), all entities.
* **QMS**: Greenlight Guru (cloud) - complaints, CAPA, design history files.
* **MES**: on-premise servers at Plymouth (Windows Server 2019), line control for sets assembly.
* **Identity**: Microsoft Entra ID with MFA for all staff since March 2025; the Plymouth
  plant-floor accounts were exempt from MFA until September 2026.
* **Security operations**: managed detection and response by Sentry Harbor (24/7 SOC).
* **Backups**: immutable cloud backups daily; the MES servers were backed up weekly to a NAS
  on the same network until August 2026 (now daily to the cloud).
* **Certifications**: none (ISO 27001 gap assessment planned for 2027).
* **Incidents**: see INC-2026-0814 (ransomware, August 2026) in this folder.
* **Connected devices**: VX-10 pumps with the Verio Connect module send infusion logs
  (pseudonymised patient ID, therapy data) to the Verio Connect cloud (AWS us-east-2, eu-central-1).
"""

DOCS[
    I + "7.7 Incident report - INC-2026-0814.md"
] = """# Incident report INC-2026-0814 - ransomware at the Plymouth plant

Classification: CONFIDENTIAL - prepared at the direction of counsel. Owner: Chief Information
Officer (Alan Marsh). Version 1.3, 21 September 2026.

## Summary
On **14 August 2026 at about 02:10 CT** Sentry Harbor's SOC detected mass file encryption on
the Plymouth MES servers and two file servers. The threat actor (a LockBit 3.0 affiliate) had
entered on 9 August through a plant-floor account without MFA. The CIO and the CFO were informed
at 03:05 CT; the CEO at 06:30 CT. Sets assembly lines 1-4 stopped until 18 August.

## Impact
* Production: four days lost on the sets lines, about 1.9 million units; backorders cleared 4 September.
* Data: the actor exfiltrated about 38 GB from the quality file share, including complaint files
  with names, dates of birth and therapy details of about 2,300 patients, and a ransom note
  demanding USD 1.8 million was left. No ransom was paid.
* Cost to date: forensic firm and restoration USD 212,000; overtime and expedited freight
  USD 428,000; lost margin estimated at USD 1.1 million.

## Notifications
* FBI (IC3) notified 15 August 2026.
* Customers: Ridgeline and Keystone informed verbally of delays.
* Patients and HHS/OCR: counsel assessing whether the complaint files are PHI held as a business
  associate; no notice given yet.
* Insurer: not notified (see CFO's note of 2 September 2026).

## Root cause and remediation
MFA extended to all plant-floor accounts (5 September); MES backups moved to immutable cloud
storage; network segmentation of the plant floor (in progress, due Q1 2027).
"""

DOCS[I + "7.8 FW Aug 14 event - insurer.eml"] = {
    "From": "Dana Whitcombe <dana.whitcombe@heliantmed.com>",
    "To": "Marcus Hale <marcus.hale@heliantmed.com>",
    "Cc": "Alan Marsh <alan.marsh@heliantmed.com>",
    "Date": "Wed, 02 Sep 2026 18:22:07 -0500",
    "Subject": "RE: Aug 14 event - do we put it through Ashgrove?",
    "body": """Marcus,

I have looked at this again with Halsey. Our out-of-pocket cost so far is about $640k and the
retention is $250k, so there is something to recover, but a notified ransomware event with
exfiltration will put the cyber renewal in April up by 40-60% and will sit on the loss run that
Norrland's advisers will ask for.

My recommendation is that we hold off notifying Ashgrove for now, absorb the costs, and revisit
after signing. Alan's team has contained it and we have no regulator or patient notices out. If
anything comes back from the data (claims, OCR) we can still put it in then.

Unless you disagree I will tell Halsey not to submit the notice they drafted.

Dana

-----Original Message-----
From: Alan Marsh
Sent: Monday, August 31, 2026 9:14 AM
Subject: Aug 14 event - do we put it through Ashgrove?

Halsey have drafted the notice of a Cyber Event for Ashgrove and are asking whether to send it.
""",
}

# the general provisions around the operative terms (boiler.py)
DOCS[I + "7.2 Software Development Agreement - Brightwater Embedded 2022.pdf"] = with_general(
    DOCS[I + "7.2 Software Development Agreement - Brightwater Embedded 2022.pdf"],
    "US",
    15,
    keep_last=3,
)
DOCS[I + "7.3 Exclusive Patent License Agreement - Halvorsen Institute 2020.docx"] = with_general(
    DOCS[I + "7.3 Exclusive Patent License Agreement - Halvorsen Institute 2020.docx"],
    "US",
    15,
    keep_last=1,
)
