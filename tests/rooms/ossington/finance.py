"""Ossington: 02 Financial (pure data)."""

from __future__ import annotations

F = "02 Financial"

FY24_REPORT = """
# WATTLEBIRD SYSTEMS HOLDINGS PTY LTD AND CONTROLLED ENTITIES
# Special purpose financial report for the year ended 30 June 2024

## Directors' report (extract)

The principal activities of the Group during the year were the development and licensing of
the Ledgerline rating, billing and customer information platform and the provision of managed
cloud and network operations services. There was no significant change in the nature of
those activities.

## Consolidated statement of profit or loss

| A$000 | FY24 | FY23 |
| Subscription revenue | 14,310 | 11,842 |
| Managed services revenue | 12,905 | 11,377 |
| Professional services revenue | 1,964 | 2,210 |
| Total revenue | 29,179 | 25,429 |
| Employee benefits expense | (15,880) | (14,120) |
| Hosting and third-party software | (4,412) | (3,905) |
| Other expenses | (3,106) | (2,957) |
| EBITDA | 5,781 | 4,447 |
| Depreciation and amortisation | (2,240) | (1,988) |
| Finance costs | (1,702) | (1,466) |
| Profit before tax | 1,839 | 993 |

## Note 14 - Borrowings

| A$000 | 30 June 2024 | 30 June 2023 |
| Senior term loan (Southern Cross) | 20,000 | 21,000 |
| Revolving facility | 1,000 | 2,500 |
| Convertible notes (Blackwattle, incl. capitalised interest) | 3,070 | - |
| Equipment finance (Ironbark) | - | - |
| Total | 24,070 | 23,500 |

The Interest Cover Ratio covenant under the senior facility was not met at the test date of
31 December 2023. The lenders waived the resulting event of default on 20 February 2024 and
the waiver fee of A$45,000 was paid on 27 February 2024. The Group met all covenants at 30
June 2024.

The convertible notes were issued on 15 March 2024 to Blackwattle Ventures Fund I Pty Ltd,
are subordinated to the senior facility and accrue interest at 8% per annum, capitalised.

## Note 21 - Events after the reporting period

No matter or circumstance has arisen since 30 June 2024 that has significantly affected the
Group's operations.
"""

FY25_EXTRACT = """
# WATTLEBIRD SYSTEMS HOLDINGS PTY LTD - FY2025 FINANCIAL STATEMENTS (EXTRACT)

Audit in progress. Draft of 20 October 2025 prepared for the data room. Subject to change.

## Summary statement of profit or loss

| A$000 | FY25 (draft) | FY24 |
| Revenue | 31,602 | 29,179 |
| EBITDA | 6,498 | 5,781 |
| Finance costs | (1,601) | (1,702) |
| Net profit after tax | 1,655 | 1,212 |

## Summary of net debt at 30 June 2025

| A$000 | 30 June 2025 |
| Senior term loan | 19,000 |
| Revolving facility drawn | 1,500 |
| Cash at bank | (3,602) |
| Net senior debt | 16,898 |
| Convertible notes incl. capitalised interest (subordinated) | 3,312 |

## Contingent liabilities

The directors are not aware of any contingent liabilities at the date of this draft.
"""

MGMT_JUNE = {
    "P&L": [
        ["Wattlebird group - management P&L - June 2025 (A$000)"],
        ["Line", "Jun-25 month", "FY25 actual", "FY25 budget", "Variance"],
        ["Subscription revenue", 1_402, 16_120, 16_400, -280],
        ["Managed services revenue", 1_118, 13_390, 13_100, 290],
        ["Professional services", 171, 2_092, 2_300, -208],
        ["Total revenue", 2_691, 31_602, 31_800, -198],
        ["Employee costs", -1_402, -16_744, -16_900, 156],
        ["Hosting and software", -391, -4_870, -4_700, -170],
        ["Other opex", -268, -3_490, -3_300, -190],
        ["EBITDA", 630, 6_498, 6_900, -402],
    ],
    "Balance sheet": [
        ["Balance sheet at 30 June 2025 (A$000)"],
        ["Item", "30-Jun-25", "31-Dec-24", "30-Jun-24"],
        ["Cash at bank", 3_602, 2_950, 3_110],
        ["Trade receivables", 4_118, 4_390, 3_977],
        ["Capitalised development", 9_804, 9_411, 8_960],
        ["Senior term loan", -19_000, -19_500, -20_000],
        ["Revolver drawn", -1_500, -1_000, -1_000],
        ["Convertible notes (incl. PIK)", -3_312, -3_190, -3_070],
        ["Deferred revenue", -6_205, -5_870, -5_640],
    ],
    "KPIs & covenants": [
        ["Covenant and KPI dashboard - June 2025"],
        ["Measure", "Jun-25", "Dec-24", "Jun-24", "Covenant", "Headroom", "Status"],
        ["LTM EBITDA (A$000)", 6_498, 6_120, 5_781, "", "", ""],
        ["Net senior debt (A$000)", 16_898, 17_550, 17_890, "", "", ""],
        ["Leverage ratio (x)", 2.60, 2.87, 3.09, "max 3.25x", "0.65x", "Compliant"],
        ["Interest cover (x)", 4.06, 3.71, 3.40, "min 3.00x", "1.06x", "Compliant"],
        ["ARR (A$m)", 25.3, 24.1, 22.6, "", "", ""],
        ["Gross revenue retention", "93%", "95%", "96%", "", "", ""],
    ],
}

MGMT_SEPT = {
    "P&L": [
        ["Wattlebird group - management P&L - September 2025 (A$000)"],
        ["Line", "Q1 FY26 actual", "Q1 FY26 budget", "Variance"],
        ["Total revenue", 8_210, 8_400, -190],
        ["EBITDA", 1_604, 1_790, -186],
    ],
    "Cash": [
        ["Cash flow Q1 FY26 (A$000)"],
        ["Opening cash", 3_602],
        ["Operating cash flow", 1_155],
        ["Capitalised development", -640],
        ["Term loan amortisation", -250],
        ["Closing cash", 3_867],
    ],
    "Commentary": [
        ["Management commentary"],
        [
            "Revenue below budget on slower professional services; Harbourline network operations SOW renewed at FY24 rates (no CPI uplift)."
        ],
        [
            "Costs: the NZ forensic review and additional legal spend are included in other opex (A$118k)."
        ],
    ],
}

REVENUE_BY_CUSTOMER = [
    ["customer", "segment", "country", "FY23 A$000", "FY24 A$000", "FY25 A$000"],
    ["Harbourline Energy Networks Pty Ltd", "Energy network", "AU", 5_890, 6_610, 7_020],
    ["Murrumbidgee Regional Water", "Water utility", "AU", 1_720, 1_860, 1_910],
    [
        "Hunter Valley Councils Shared Services Pty Ltd",
        "Local government",
        "AU",
        2_340,
        2_450,
        2_510,
    ],
    ["Southern Tablelands Joint Organisation", "Local government", "AU", 1_120, 1_180, 1_240],
    ["Eastern Plains Water Corporation", "Water utility", "AU", 0, 0, 410],
    ["Burnett Coast Regional Council", "Local government", "AU", 0, 0, 38],
    ["SunState Digital Pty Ltd (resale, QLD councils)", "Channel", "AU", 980, 1_240, 1_390],
    ["Te Awa District Council", "Local government", "NZ", 610, 650, 690],
    ["Other customers (64)", "Various", "AU/NZ", 12_769, 15_189, 16_394],
    ["Total", "", "", 25_429, 29_179, 31_602],
]

BUDGET = {
    "Summary": [
        ["FY26 budget (A$000) - approved 21 May 2025"],
        ["Line", "FY26 budget", "FY25 actual"],
        ["Revenue", 34_900, 31_602],
        ["EBITDA", 7_600, 6_498],
        ["Capex (capitalised development)", 2_600, 2_380],
    ],
    "Headcount": [
        ["Team", "30-Jun-25", "30-Jun-26 budget"],
        ["Australia", 98, 104],
        ["New Zealand", 11, 12],
        ["Philippines", 64, 72],
    ],
    "Assumptions": [
        ["Assumption", "Value"],
        ["CPI indexation on contracts with an indexation clause", "3.2% from 1 July 2025"],
        ["Harbourline renewal", "indexed at CPI (MSA clause 9.3)"],
        ["Net new ARR", "A$2.9m"],
    ],
}

FACILITY = """
# SYNDICATED FACILITY AGREEMENT

Wattlebird Systems Holdings Pty Ltd (Borrower); the entities listed in Schedule 1 (Original
Guarantors); Southern Cross Banking Corporation Limited (ABN 48 004 211 339) and the other
financial institutions listed in Schedule 2 (Lenders); Southern Cross Banking Corporation
Limited (Agent and Security Trustee).

Dated 30 September 2022. Amended and restated on 14 November 2023.

## 1. Definitions

EBITDA means, for a Relevant Period, the consolidated operating profit of the Group before
interest, tax, depreciation and amortisation, excluding extraordinary and abnormal items.

Net Debt means, at any time, the aggregate Financial Indebtedness of the Group less cash held
in accounts subject to the Security, but excluding Subordinated Debt.

Relevant Period means each period of twelve months ending on a Test Date.

Subordinated Debt means Financial Indebtedness subordinated to the Secured Money under a
subordination deed in form and substance satisfactory to the Agent, including the
Blackwattle Notes.

Test Date means each 30 June and 31 December.

## 2. The Facilities

2.1 Facility A: term loan facility of A$22,000,000, amortising at A$250,000 per quarter.

2.2 Facility B: revolving cash advance facility of A$4,000,000.

## 22. Financial undertakings

22.1 The Borrower must ensure that the ratio of Net Debt at each Test Date to EBITDA for the
Relevant Period ending on that Test Date (Leverage Ratio) is not more than:

(a) 3.25:1, for each Test Date occurring on or before 31 December 2024; and

(b) 2.25:1, for each Test Date occurring after 31 December 2024.

22.2 The Borrower must ensure that the ratio of EBITDA to Net Interest Expense for each
Relevant Period (Interest Cover Ratio) is not less than 3.00:1.

22.3 The Borrower must deliver to the Agent, within 60 days after each Test Date, a
compliance certificate signed by two directors setting out computations in reasonable
detail of each financial undertaking.

## 23. Events of Default

23.1 Each of the following is an Event of Default: (a) the Borrower does not pay any amount
when due; (b) an Obligor does not comply with clause 22 (Financial undertakings); (c) a
Change of Control occurs without the prior consent of all Lenders.

23.2 While an Event of Default is continuing the Agent may, and must if directed by the
Majority Lenders, declare the Secured Money immediately due and payable and cancel the
Commitments.

## 24. Governing law

This agreement is governed by the law in force in New South Wales.
"""

COMPLIANCE_DEC23 = """
# COMPLIANCE CERTIFICATE

To: Southern Cross Banking Corporation Limited as Agent

Wattlebird Systems Holdings Pty Ltd - Syndicated Facility Agreement dated 30 September 2022
(as amended and restated)

Test Date: 31 December 2023

1. We refer to the Syndicated Facility Agreement. Terms defined there have the same meaning
in this certificate.

2. We certify that for the Relevant Period ending on the Test Date:

| Financial undertaking | Requirement | Actual |
| Leverage Ratio (clause 22.1) | not more than 3.25:1 | 2.69:1 |
| Interest Cover Ratio (clause 22.2) | not less than 3.00:1 | 2.80:1 |

3. The Interest Cover Ratio for the Relevant Period was 2.80:1, below the minimum required by
clause 22.2, as a result of the increase in the bank bill swap rate during the period. Other
than that, no Default is continuing.

4. The Borrower has requested a waiver from the Lenders by letter of 9 February 2024.

Signed by Dana Whitcombe, Director, and Geoffrey Lamont, Director, on 12 February 2024.
"""

WAIVER = """
Southern Cross Banking Corporation Limited
Institutional Banking - Level 24, 1 Martin Place, Sydney NSW 2000

20 February 2024

The Directors
Wattlebird Systems Holdings Pty Ltd
Level 9, 60 Margaret Street, Sydney NSW 2000

# Syndicated Facility Agreement - waiver of Interest Cover Ratio at 31 December 2023

We refer to your compliance certificate for the Test Date of 31 December 2023 and your letter
of 9 February 2024.

The Agent, acting on the instructions of all Lenders, waives the Event of Default under
clause 23.1(b) that arose because the Interest Cover Ratio for the Relevant Period ending on
31 December 2023 was less than the level required by clause 22.2.

This waiver is limited to that Test Date and that financial undertaking. It is conditional on
the Borrower paying a waiver fee of A$45,000 on or before 1 March 2024. Nothing in this
letter waives any other Default or any right of the Finance Parties.

Yours faithfully

Mei Chen, Director, Institutional Banking, for the Agent

Received and acknowledged. Fee paid 27 February 2024 (EFT ref SCB-WV-2024-0227). P Nandakumar, CFO.
"""

IRONBARK_GSD = """
# GENERAL SECURITY DEED

Dated 5 April 2019

Grantor: Wattlebird Systems Pty Ltd (ACN 614 230 118). Secured Party: Ironbark Equipment
Finance Pty Ltd (ACN 097 340 118).

## 1. Grant of security

1.1 The Grantor grants a security interest in all of its present and after-acquired property
to the Secured Party to secure the payment of the Secured Money.

1.2 Secured Money means all money that the Grantor owes the Secured Party under the equipment
finance agreements numbered IEF-22041 to IEF-22058 (server and network equipment).

## 2. Undertakings

2.1 The Grantor must not create or allow any other security interest over the Collateral
without the Secured Party's consent, other than a Permitted Security Interest.

2.2 The Grantor must not dispose of any Collateral other than in the ordinary course of
business.

## 3. Enforcement

3.1 If an Event of Default occurs the Secured Party may appoint a receiver to all or any of the
Collateral.

## 4. PPSA

The Secured Party may register one or more financing statements on the PPSR. The Grantor
waives its right to receive a verification statement.

Executed as a deed in accordance with section 127 of the Corporations Act 2001 (Cth).
"""

IRONBARK_RELEASE = """
# DEED OF RELEASE

Dated 9 June 2023

Ironbark Equipment Finance Pty Ltd (ACN 097 340 118) (Releasor) in favour of Wattlebird Systems
Pty Ltd (ACN 614 230 118) (Grantor).

## Recitals

A. The Grantor granted the General Security Deed dated 5 April 2019 to the Releasor.

B. The Grantor has paid all amounts owing under the equipment finance agreements numbered
IEF-22041 to IEF-22058, which have ended.

## Operative provisions

1. The Releasor releases and discharges the Collateral from the security interests created by
the General Security Deed, and releases the Grantor from its obligations under it, with
effect on and from the date of this deed.

2. Within five Business Days the Releasor must register a financing change statement removing
each registration on the PPSR made in connection with the General Security Deed, including
registration number 201904050018832.

Executed as a deed by Ironbark Equipment Finance Pty Ltd.
"""

PPSR = [
    [
        "registration_number",
        "grantor",
        "secured_party",
        "collateral_class",
        "start",
        "end",
        "status",
    ],
    [
        "202210040033417",
        "Wattlebird Systems Holdings Pty Ltd",
        "Southern Cross Banking Corporation Limited (Security Trustee)",
        "All PAAP",
        "04/10/2022",
        "No stated end time",
        "Current",
    ],
    [
        "202210040033421",
        "Wattlebird Systems Pty Ltd",
        "Southern Cross Banking Corporation Limited (Security Trustee)",
        "All PAAP",
        "04/10/2022",
        "No stated end time",
        "Current",
    ],
    [
        "201904050018832",
        "Wattlebird Systems Pty Ltd",
        "Ironbark Equipment Finance Pty Ltd",
        "All PAAP",
        "05/04/2019",
        "05/04/2026",
        "Removed 15/06/2023",
    ],
    [
        "202403180051190",
        "Wattlebird Systems Holdings Pty Ltd",
        "Blackwattle Ventures Fund I Pty Ltd",
        "All PAAP (subordinated)",
        "18/03/2024",
        "18/03/2031",
        "Current",
    ],
    [
        "202307110040022",
        "Wattlebird Systems Pty Ltd",
        "Fleetpath Leasing Pty Ltd",
        "Motor vehicle (serial numbered)",
        "11/07/2023",
        "11/07/2027",
        "Current",
    ],
]

NOTE_DEED = """
# CONVERTIBLE NOTE DEED POLL AND SUBSCRIPTION DEED

Dated 15 March 2024

Issuer: Wattlebird Systems Holdings Pty Ltd (ACN 614 227 093). Subscriber: Blackwattle
Ventures Fund I Pty Ltd (ACN 664 010 552) as trustee for the Blackwattle Ventures Fund I.

## 1. Issue

1.1 The Issuer issues 3,000 convertible notes with a face value of A$1,000 each (Notes) to the
Subscriber for A$3,000,000.

1.2 Interest accrues at 8% per annum, compounding annually, and is capitalised to the face
value of the Notes until conversion or redemption.

## 2. Maturity

Unless converted or redeemed earlier, the Notes mature on 15 March 2027.

## 3. Conversion and redemption on an Exit

3.1 Exit means a sale of more than 50% of the issued shares of the Issuer, a sale of all or
substantially all of the business of the Group, or a Listing.

3.2 Not later than ten Business Days before the completion of an Exit the Issuer must notify
the Noteholder, and the Noteholder may elect by notice either:

(a) to convert the capitalised face value of all its Notes into ordinary shares at a price per
share equal to the lower of 80% of the price per share payable on the Exit and the price per
share implied by a pre-money valuation of A$48,000,000 on a fully diluted basis; or

(b) to have its Notes redeemed on completion of the Exit for an amount equal to 1.75 times the
capitalised face value.

3.3 If the Noteholder makes no election the Notes convert under clause 3.2(a).

## 4. Ranking and security

The Notes are secured by a general security deed granted by the Issuer, subordinated to the
Senior Facility under the subordination deed of the same date.

## 5. Governing law

This deed is governed by the laws of New South Wales.

Executed as a deed. Issuer: Dana Whitcombe (Director), Priya Nandakumar (Secretary).
"""

TAX_SUMMARY = {
    "Income tax": [
        ["Year", "Taxable income A$000", "Tax payable A$000", "Lodged", "Status"],
        ["FY21", 412, 124, "12/01/2022", "Assessed"],
        ["FY22", 655, 197, "15/01/2023", "Assessed"],
        ["FY23", 801, 240, "14/01/2024", "Assessed"],
        ["FY24", 1_140, 342, "13/01/2025", "Assessed"],
        ["FY25", "", "", "due 15/01/2026", "Not yet lodged"],
    ],
    "Consolidation": [
        ["Head company", "Wattlebird Systems Holdings Pty Ltd"],
        ["Tax consolidated group formed", "1 July 2021"],
        ["Members", "Wattlebird Systems Pty Ltd"],
        ["Tax sharing and funding agreement", "dated 1 July 2021"],
    ],
    "Transfer pricing": [
        ["Arrangement", "Method", "Documentation"],
        [
            "AU - PH development services",
            "Cost plus 8%",
            "Local file FY24 prepared by Tane & Pirie",
        ],
        ["AU - NZ distribution", "Resale minus", "Local file FY24"],
    ],
}

BAS = [
    ["period", "entity", "lodged", "GST payable A$", "PAYG W A$", "status"],
    [
        "Jul-Sep 2024",
        "Wattlebird Systems Pty Ltd",
        "28/10/2024",
        "612,440",
        "1,102,880",
        "Lodged on time",
    ],
    [
        "Oct-Dec 2024",
        "Wattlebird Systems Pty Ltd",
        "28/02/2025",
        "655,120",
        "1,150,300",
        "Lodged on time",
    ],
    [
        "Jan-Mar 2025",
        "Wattlebird Systems Pty Ltd",
        "28/04/2025",
        "640,910",
        "1,121,770",
        "Lodged on time",
    ],
    [
        "Apr-Jun 2025",
        "Wattlebird Systems Pty Ltd",
        "28/07/2025",
        "688,300",
        "1,190,020",
        "Lodged on time",
    ],
    [
        "Jul-Sep 2025",
        "Wattlebird Systems Pty Ltd",
        "27/10/2025",
        "701,550",
        "1,204,660",
        "Lodged on time",
    ],
]

RD = """
# Research and Development Tax Incentive - registrations

| Income year | Registration | Eligible expenditure (A$) | Offset claimed (A$) |
| --- | --- | --- | --- |
| FY22 | AusIndustry registration 2022-RD-114880 | 1,840,000 | 800,400 |
| FY23 | 2023-RD-129301 | 2,115,000 | 920,025 |
| FY24 | 2024-RD-140772 | 2,260,000 | 983,100 |

Core activities registered: the rules engine for rate calculations under differential rating
(Ledgerline calculation engine) and the anomaly detection model for meter reads.

No review or audit has been opened by AusIndustry or the ATO in respect of any year.
FY25 registration to be lodged by 30 April 2026.
"""

DOCS: dict[str, object] = {
    f"{F}/2.1 Statutory accounts/FY2024 Special Purpose Financial Report.pdf": FY24_REPORT,
    f"{F}/2.1 Statutory accounts/FY2025 financial statements - draft extract.pdf": FY25_EXTRACT,
    f"{F}/2.2 Management accounts/Management accounts - June 2025.xlsx": MGMT_JUNE,
    f"{F}/2.2 Management accounts/Management accounts - September 2025.xlsx": MGMT_SEPT,
    f"{F}/2.2 Management accounts/Revenue by customer FY23-FY25.csv": REVENUE_BY_CUSTOMER,
    f"{F}/2.2 Management accounts/FY26 Budget.xlsx": BUDGET,
    f"{F}/2.3 Debt and security/Syndicated Facility Agreement - Southern Cross (amended and restated).pdf": FACILITY,
    f"{F}/2.3 Debt and security/Compliance certificate - 31 December 2023.pdf": COMPLIANCE_DEC23,
    f"{F}/2.3 Debt and security/Southern Cross waiver letter - 20 February 2024.docx": WAIVER,
    f"{F}/2.3 Debt and security/General Security Deed - Ironbark Equipment Finance - 2019.pdf": IRONBARK_GSD,
    f"{F}/2.3 Debt and security/Deed of Release - Ironbark - 9 June 2023.docx": IRONBARK_RELEASE,
    f"{F}/2.3 Debt and security/PPSR search - October 2025.csv": PPSR,
    f"{F}/2.3 Debt and security/Convertible Note Deed - Blackwattle Ventures - 15 March 2024.pdf": NOTE_DEED,
    f"{F}/2.4 Tax/Tax summary FY21-FY25.xlsx": TAX_SUMMARY,
    f"{F}/2.4 Tax/BAS lodgement history.csv": BAS,
    f"{F}/2.4 Tax/R&D Tax Incentive registrations.md": RD,
}
