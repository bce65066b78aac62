"""03 Finance: the facility, the accounts and the figures of the wraxall room (pure data)."""

from __future__ import annotations

from tests.rooms.wraxall.boiler import uk_signatures


def facility() -> dict:
    clauses = [
        (
            "1. DEFINITIONS AND INTERPRETATION",
            [
                "1.1 In this Agreement:",
                '"Borrowers" means the Parent and Brackenfield Cold Chain Limited;',
                '"Compliance Certificate" means a certificate substantially in the form set out in Schedule 4;',
                '"Facilities" means the Term Facility and the Revolving Facility;',
                '"Finance Documents" means this Agreement, the Debenture, the Fee Letter, any Compliance Certificate, any Utilisation Request and any other document designated as such by the Agent and the Parent;',
                '"Group" means the Parent and each of its Subsidiaries for the time being;',
                '"Parent" means Brackenfield Cold Chain Holdings Limited (company number 11902254);',
                '"Quarter Date" means each of 31 March, 30 June, 30 September and 31 December;',
                '"Relevant Period" means each period of twelve months ending on or about the last day of the Financial Year and each period of twelve months ending on or about the last day of each Financial Quarter;',
                '"Revolving Facility" means the revolving credit facility made available under this Agreement as described in paragraph (b) of clause 2.1;',
                '"Term Facility" means the term loan facility made available under this Agreement as described in paragraph (a) of clause 2.1;',
                '"Termination Date" means the date falling five years after the date of this Agreement.',
                "1.2 Unless a contrary indication appears, a Default (other than an Event of Default) is continuing if it has not been remedied or waived and an Event of Default is continuing if it has not been remedied or waived.",
            ],
        ),
        (
            "2. THE FACILITIES",
            [
                "2.1 Subject to the terms of this Agreement, the Lender makes available to the Borrowers: (a) a sterling term loan facility in an aggregate amount equal to GBP 22,000,000; and (b) a sterling revolving credit facility in an aggregate amount equal to GBP 6,000,000.",
            ],
        ),
        (
            "3. PURPOSE",
            [
                "3.1 Each Borrower shall apply all amounts borrowed by it under the Term Facility towards refinancing the existing indebtedness of the Group owed to Wexcombe Asset Finance Limited and the construction of the Crewe cold store, and all amounts borrowed under the Revolving Facility towards the general corporate and working capital purposes of the Group.",
            ],
        ),
        (
            "7. REPAYMENT",
            [
                "7.1 The Borrowers shall repay the Term Loan in instalments of GBP 275,000 on each Quarter Date falling after the first anniversary of the date of this Agreement, and shall repay the balance on the Termination Date.",
            ],
        ),
        (
            "8. ILLEGALITY, VOLUNTARY PREPAYMENT AND CANCELLATION",
            [
                "8.1 Change of control. If any person or group of persons acting in concert (other than the Original Shareholders) gains control of the Parent: (a) the Parent shall promptly notify the Lender upon becoming aware of that event; and (b) the Lender shall not be obliged to fund a Utilisation and may, by not less than 10 Business Days' notice to the Parent, cancel the Facilities and declare all outstanding Loans, together with accrued interest, immediately due and payable.",
                "8.2 The Borrowers may prepay the whole or any part of any Loan (but, if in part, by a minimum amount of GBP 500,000) on not less than five Business Days' prior notice, without premium or penalty save for break costs.",
            ],
        ),
        (
            "9. INTEREST",
            [
                "9.1 The rate of interest on each Loan for each day during an Interest Period is the percentage rate per annum which is the aggregate of the applicable Margin and Daily Non-Cumulative Compounded SONIA.",
                "9.2 The Margin is 3.25% per annum for the Term Facility and 2.95% per annum for the Revolving Facility, reducing by 0.25% per annum for each Relevant Period in which Leverage is less than 2.00:1.",
            ],
        ),
        (
            "20. INFORMATION UNDERTAKINGS",
            [
                "20.1 The Parent shall supply to the Lender as soon as they are available, but in any event within 150 days after the end of each of its Financial Years, its audited consolidated financial statements for that Financial Year; and within 45 days after the end of each Financial Quarter, its consolidated management accounts for that Financial Quarter.",
                "20.2 The Parent shall supply to the Lender, with each set of financial statements delivered pursuant to clause 20.1, a Compliance Certificate setting out (in reasonable detail) computations as to compliance with clause 21 as at the date as at which those financial statements were drawn up, signed by two directors of the Parent.",
                "20.3 The Parent shall supply to the Lender promptly upon becoming aware of them, the details of any litigation, arbitration or administrative proceedings which are current, threatened or pending against any member of the Group and which might, if adversely determined, have a Material Adverse Effect, or which involve a claim exceeding GBP 250,000.",
            ],
        ),
        (
            "21. FINANCIAL COVENANTS",
            [
                "21.1 In this clause 21:",
                '"EBITDA" means, in respect of any Relevant Period, the consolidated operating profit of the Group before taxation, before deducting any interest, before taking into account any exceptional, one-off, non-recurring or extraordinary items, and after adding back depreciation and amortisation, in each case as shown in the management accounts or financial statements delivered under clause 20;',
                '"Net Debt" means at any time the aggregate amount of all obligations of members of the Group for or in respect of Borrowings at that time, excluding lease liabilities arising under IFRS 16 in respect of property leases, less cash and cash equivalent investments held by any member of the Group at that time;',
                '"Leverage" means, in respect of any Relevant Period, the ratio of Net Debt on the last day of that Relevant Period to EBITDA in respect of that Relevant Period;',
                '"Interest Cover" means the ratio of EBITDA to Net Finance Charges in respect of any Relevant Period.',
                "21.2 The Parent shall ensure that Leverage in respect of any Relevant Period ending on a Quarter Date specified in column 1 below shall not exceed the ratio set out in column 2 below opposite that Quarter Date:",
                "Column 1 (Quarter Date) / Column 2 (ratio): each Quarter Date up to and including 31 March 2026: 3.50:1; 30 June 2026 and each Quarter Date thereafter: 3.00:1.",
                "21.3 The Parent shall ensure that Interest Cover in respect of any Relevant Period shall not be less than 4.00:1.",
                "21.4 The financial covenants in this clause 21 shall be tested by reference to each of the financial statements and management accounts delivered pursuant to clause 20.1 and each Compliance Certificate delivered pursuant to clause 20.2.",
            ],
        ),
        (
            "22. GENERAL UNDERTAKINGS",
            [
                "22.1 Negative pledge. No Obligor shall create or permit to subsist any Security over any of its assets, other than Security under the Finance Documents and Permitted Security.",
                "22.2 Disposals. No Obligor shall enter into a single transaction or a series of transactions to sell, lease, transfer or otherwise dispose of any asset, other than in the ordinary course of trading or with an aggregate value not exceeding GBP 500,000 in any Financial Year.",
                "22.3 Insurance. Each Obligor shall maintain insurances on and in relation to its business and assets with reputable underwriters against those risks, and to the extent, as is usual for companies carrying on the same or substantially similar business, and shall comply with the terms of each such insurance.",
            ],
        ),
        (
            "23. EVENTS OF DEFAULT",
            [
                "23.1 Non-payment. An Obligor does not pay on the due date any amount payable pursuant to a Finance Document, unless its failure to pay is caused by administrative or technical error and payment is made within three Business Days of its due date.",
                "23.2 Financial covenants. Any requirement of clause 21 (Financial Covenants) is not satisfied.",
                "23.3 Other obligations. An Obligor does not comply with any provision of the Finance Documents (other than those referred to in clauses 23.1 and 23.2) and the failure is not remedied within 20 Business Days of the earlier of the Lender giving notice and the Obligor becoming aware of the failure.",
                "23.4 Acceleration. On and at any time after the occurrence of an Event of Default which is continuing the Lender may by notice to the Parent cancel the Facilities, declare that all or part of the Loans, together with accrued interest, be immediately due and payable, and exercise any of its rights under the Finance Documents.",
            ],
        ),
        (
            "35. GOVERNING LAW",
            [
                "35.1 This Agreement and any non-contractual obligations arising out of or in connection with it are governed by English law, and the courts of England have exclusive jurisdiction to settle any dispute arising out of or in connection with this Agreement.",
            ],
        ),
    ]
    return {
        "title": "GBP 28,000,000 FACILITIES AGREEMENT",
        "preamble": [
            "Dated 28 February 2024",
            "for BRACKENFIELD COLD CHAIN HOLDINGS LIMITED as Parent and BRACKENFIELD COLD CHAIN LIMITED as Borrowers, arranged by HARROWGATE BANK PLC as Lender",
            'THIS AGREEMENT is dated 28 February 2024 and made between: (1) BRACKENFIELD COLD CHAIN HOLDINGS LIMITED (the "Parent"); (2) THE SUBSIDIARIES of the Parent listed in Part I of Schedule 1 as original borrowers (together with the Parent, the "Borrowers"); and (3) HARROWGATE BANK PLC (the "Lender").',
            "IT IS AGREED as follows:",
        ],
        "clauses": clauses,
        "schedules": [
            ("h2", "SCHEDULE 4 - FORM OF COMPLIANCE CERTIFICATE"),
            (
                "p",
                "We confirm that in respect of the Relevant Period ending on [ ]: (a) Leverage was [ ]:1 and (b) Interest Cover was [ ]:1. We confirm that no Default is continuing.",
            ),
        ],
        "signatures": uk_signatures(
            [
                ("Brackenfield Cold Chain Holdings Limited", "Neil Saunders", "Director"),
                ("Brackenfield Cold Chain Limited", "Neil Saunders", "Director"),
                ("Harrowgate Bank plc", "Imogen Lyle", "Director, Leveraged Finance"),
            ]
        ),
        "header": "EXECUTION VERSION - Harrowgate / Brackenfield - Facilities Agreement",
        "footer": "LMA-based - Harrowgate Bank plc",
    }


_Q = ["Q4 2025", "Q1 2026", "Q2 2026", "Q3 2026"]

MANAGEMENT_ACCOUNTS = {
    "Summary P&L": [
        [
            "Brackenfield Cold Chain Holdings Limited - consolidated management accounts",
            "",
            "",
            "",
            "",
            "",
        ],
        ["GBP 000", *_Q, "LTM to 30 Sep 2026"],
        ["Revenue - UK", 11020, 10610, 10940, 10570, ("=SUM(B3:E3)", 43140)],
        ["Revenue - US (translated)", 1580, 1610, 1650, 1660, ("=SUM(B4:E4)", 6500)],
        [
            "Total revenue",
            ("=B3+B4", 12600),
            ("=C3+C4", 12220),
            ("=D3+D4", 12590),
            ("=E3+E4", 12230),
            ("=SUM(B5:E5)", 49640),
        ],
        ["Direct costs", -8420, -8310, -8650, -8520, ("=SUM(B6:E6)", -33900)],
        [
            "Gross margin",
            ("=B5+B6", 4180),
            ("=C5+C6", 3910),
            ("=D5+D6", 3940),
            ("=E5+E6", 3710),
            ("=SUM(B7:E7)", 15740),
        ],
        ["Overheads", -2170, -2090, -2150, -2100, ("=SUM(B8:E8)", -8510)],
        [
            "EBITDA (pre-exceptional)",
            ("=B7+B8", 2010),
            ("=C7+C8", 1820),
            ("=D7+D8", 1790),
            ("=E7+E8", 1610),
            ("=SUM(B9:E9)", 7230),
        ],
        [
            "Exceptional items (cyber incident, see IT report)",
            0,
            0,
            0,
            -448,
            ("=SUM(B10:E10)", -448),
        ],
        ["Depreciation and amortisation", -960, -975, -990, -1005, ("=SUM(B11:E11)", -3930)],
        [
            "Operating profit",
            ("=B9+B10+B11", 1050),
            ("=C9+C10+C11", 845),
            ("=D9+D10+D11", 800),
            ("=E9+E10+E11", 157),
            ("=SUM(B12:E12)", 2852),
        ],
        ["Net finance charges", -420, -430, -445, -450, ("=SUM(B13:E13)", -1745)],
    ],
    "Net debt": [
        ["GBP 000", "30 Jun 2026", "30 Sep 2026"],
        ["Term loan - Harrowgate", 20350, 20075],
        ["Revolving facility drawn", 3000, 5500],
        ["Vehicle hire (finance leases)", 0, 0],
        ["Less: cash at bank", -1030, -965],
        [
            "Net debt (excluding IFRS 16 property leases)",
            ("=SUM(B2:B5)", 22320),
            ("=SUM(C2:C5)", 24610),
        ],
        ["LTM EBITDA (pre-exceptional)", 7670, 7230],
        ["Net debt / LTM EBITDA", ("=B6/B7", 2.91), ("=C6/C7", 3.40)],
        ["LTM EBITDA / net finance charges", 4.5, 4.14],
    ],
    "Commentary": [
        ["Q3 2026 commentary (CFO)"],
        [
            "UK volumes softened in Q3 as Hallam Fresh Foods reduced its pallet positions from 8,700 to 6,900 from August; no shortfall charge has been raised."
        ],
        [
            "Exceptional costs of GBP 448k relate to the August ransomware incident (forensics, recovery, overtime)."
        ],
        [
            "RCF drawn a further GBP 2.5m in September to fund the Crewe racking extension and working capital."
        ],
        ["US trading in line with budget; Meridian volumes stable."],
    ],
}

COMPLIANCE_Q2 = """HARROWGATE BANK PLC - FACILITIES AGREEMENT DATED 28 FEBRUARY 2024
COMPLIANCE CERTIFICATE

To: Harrowgate Bank plc as Lender
From: Brackenfield Cold Chain Holdings Limited as Parent
Dated: 12 August 2026

1. We refer to the Facilities Agreement. This is a Compliance Certificate. Terms defined in the Facilities Agreement have the same meaning when used in this Compliance Certificate.

2. We confirm that in respect of the Relevant Period ending on 30 June 2026:
(a) Net Debt on 30 June 2026 was GBP 22,320,000 and EBITDA for the Relevant Period was GBP 7,670,000; Leverage was therefore 2.91:1 (maximum permitted 3.00:1); and
(b) Interest Cover for the Relevant Period was 4.50:1 (minimum 4.00:1).

3. We confirm that no Default is continuing.

Signed: Neil Saunders, Director        Signed: Dominic Arkwright, Director
"""

AUDITED_FS = [
    """BRACKENFIELD COLD CHAIN HOLDINGS LIMITED
ANNUAL REPORT AND CONSOLIDATED FINANCIAL STATEMENTS FOR THE YEAR ENDED 31 DECEMBER 2025
Company registration number 11902254

STRATEGIC REPORT
The Group provides temperature-controlled storage and distribution for food producers and retailers from three cold stores in England (Avonmouth, Exeter and Crewe) and one in Allentown, Pennsylvania. Revenue grew by 9% to GBP 48.2 million. The Crewe cold store opened in October 2025. The directors consider the principal risks to be customer concentration, energy costs, refrigeration plant failure and cyber security.

DIRECTORS' REPORT
The directors who served during the year were D. Arkwright, N. Saunders, S. Caddick and M. Ferris (non-executive, appointed by Norwood Growth Fund II LP).
Going concern: the directors have reviewed forecasts for the twelve months from the date of approval, including headroom under the Group's banking covenants, and have a reasonable expectation that the Group has adequate resources to continue in operational existence.""",
    """INDEPENDENT AUDITOR'S REPORT TO THE MEMBERS OF BRACKENFIELD COLD CHAIN HOLDINGS LIMITED
Opinion: In our opinion the financial statements give a true and fair view of the state of the Group's and the parent company's affairs as at 31 December 2025 and of the Group's profit for the year then ended, and have been properly prepared in accordance with UK-adopted international accounting standards and the requirements of the Companies Act 2006.
Harcourt Lane LLP, Chartered Accountants and Statutory Auditor, Bristol, 14 April 2026

CONSOLIDATED INCOME STATEMENT (GBP 000)            2025        2024
Revenue                                           48,210      44,230
Cost of sales                                    (33,060)    (30,480)
Gross profit                                      15,150      13,750
Administrative expenses                          (11,820)    (10,640)
Operating profit                                   3,330       3,110
Finance costs                                     (1,690)     (1,210)
Profit before tax                                  1,640       1,900
Tax                                                 (410)       (450)
Profit for the year                                1,230       1,450

EBITDA (alternative performance measure)           7,520       6,880""",
    """NOTES TO THE FINANCIAL STATEMENTS (extract)
18. Borrowings: term loan GBP 20,900,000 (2024: GBP 22,000,000) and revolving facility GBP 2,000,000 (2024: nil) from Harrowgate Bank plc, secured by a debenture over the assets of the Group. The facilities are subject to leverage and interest cover covenants, which were met at each test date in 2025.
24. Contingent liabilities: a former customer, Brindle Foods Limited, brought a claim in 2025 for stock losses; the claim was settled in June 2025 for GBP 40,000, which is included in administrative expenses. There are no other contingent liabilities.
26. Related parties: the Group paid GBP 96,000 (2024: GBP 96,000) to Norwood Capital LLP for the services of M. Ferris as non-executive director.
27. Post balance sheet events: none.""",
]

DEBTORS_CSV = """customer,account,current,30-60,60-90,90+,total GBP
Corran Retail Limited,COR001,1642300,812400,0,0,2454700
Hallam Fresh Foods Limited,HAL004,588100,0,0,0,588100
Pellow Dairies Limited,PEL002,271900,0,0,0,271900
Tamar Valley Creamery Limited,TAM001,55400,0,0,0,55400
Ostler Seafoods Limited,OST091,0,86200,84900,91300,262400
Meridian Grocers Inc. (USD),MER100,701200,0,0,0,701200
Other,various,1710400,322000,41800,58300,2132500
"""

BUDGET = {
    "Budget FY2027": [
        ["GBP 000", "FY2026 forecast", "FY2027 budget", "Change"],
        ["Revenue", 49300, 53100, ("=C2-B2", 3800)],
        ["EBITDA", 7150, 8400, ("=C3-B3", 1250)],
        ["Capex", -3900, -2600, ("=C4-B4", 1300)],
        ["Engineering - in-house team (replaces Polar contract)", 0, -265, ("=C5-B5", -265)],
        ["Polar Mechanical maintenance contract", -412, 0, ("=C6-B6", 412)],
    ],
    "Assumptions": [
        ["Assumption"],
        [
            "Polar maintenance contract ends 31 December 2026 and is not renewed; three engineers recruited from Q4 2026"
        ],
        ["Corran volumes +4%; Hallam at 6,900 pallets all year; Tamar full year"],
        ["Energy: fixed at 21.4p/kWh under the 2026-2028 contract"],
    ],
}

HMRC = """From: VAT Compliance Team, HM Revenue & Customs
To: Neil Saunders, Brackenfield Cold Chain Limited
Date: 6 May 2026
Reference: VAT registration 184 2290 31 - pre-repayment credibility check

Dear Mr Saunders

Thank you for the information you sent on 22 April 2026 in support of the VAT return for the period 01/26, which showed a repayment of GBP 212,440 arising from the Crewe racking and refrigeration plant.

I have reviewed the invoices and the contracts you provided and I am satisfied that the input tax claimed is correct. The repayment has been authorised and will be paid into your nominated bank account within 10 working days. I have no further questions and this check is now complete.

Yours sincerely
R. Mensah, Officer of HM Revenue & Customs
"""
