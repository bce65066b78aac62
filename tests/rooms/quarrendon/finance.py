"""02 Financial and 03 Financing: accounts, management accounts, the First Cascadia facility."""

from __future__ import annotations

from typing import Any

F = "02 Financial/"
D = "03 Financing/"

DOCS: dict[str, Any] = {}

DOCS[F + "2.1 Audited Consolidated Financial Statements FY2025.pdf"] = [
    "# Heliant Medical Holdings, Inc. and Subsidiaries - Consolidated Financial Statements for the years ended December 31, 2025 and 2024",
    "## Report of Independent Auditors",
    "To the Board of Directors of Heliant Medical Holdings, Inc. We have audited the accompanying consolidated financial statements of Heliant Medical Holdings, Inc. and its subsidiaries, which comprise the consolidated balance sheets as of December 31, 2025 and 2024, and the related consolidated statements of operations, stockholders' equity and cash flows for the years then ended. In our opinion, the consolidated financial statements present fairly, in all material respects, the financial position of the Company as of December 31, 2025 and 2024 in accordance with accounting principles generally accepted in the United States of America. Brennan Whitfield LLP, Minneapolis, Minnesota, March 27, 2026.",
    "## Consolidated statements of operations (USD thousands)",
    [
        ["", "2025", "2024"],
        ["Net revenue", "78,412", "71,905"],
        ["Cost of revenue", "(41,870)", "(38,640)"],
        ["Gross profit", "36,542", "33,265"],
        ["Operating expenses", "(27,190)", "(24,810)"],
        ["Operating income", "9,352", "8,455"],
        ["Interest expense", "(2,985)", "(2,610)"],
        ["Net income", "4,918", "4,402"],
    ],
    "## Note 7 - Long-term debt",
    "On May 14, 2024 the Company entered into a credit agreement with First Cascadia Bank, N.A. providing a $36.0 million term loan and a $7.5 million revolving facility (increased to $10.0 million in 2025). Borrowings are secured by substantially all assets of the Company and its subsidiaries. The credit agreement contains financial covenants, including a maximum total leverage ratio, a minimum fixed charge coverage ratio and an annual limit on capital expenditures. For the year ended December 31, 2025 the Company exceeded the capital expenditure limit; the lender waived the resulting event of default on February 12, 2026.",
    "## Note 11 - Commitments",
    "The Company has a minimum purchase commitment under its supply agreement for motor assemblies, which expires on December 31, 2026 unless renewed.",
    "## Note 12 - Related party transactions",
    "The Company leases its manufacturing facility in Plymouth, Minnesota from an entity controlled by the Company's Chief Executive Officer. Rent expense under the lease was $1.61 million in 2025 and $1.58 million in 2024.",
    "## Note 15 - Subsequent events",
    "On March 9, 2026 the Company received a Warning Letter from the U.S. Food and Drug Administration following an inspection of its Plymouth facility. The Company submitted its response on March 30, 2026. The Company cannot predict the outcome. Subsequent events were evaluated through March 27, 2026, except for the response, which is as of March 30, 2026.",
]

DOCS[F + "2.2 Management Accounts Q3 2026.xlsx"] = {
    "P&L": [
        ["Heliant Medical Holdings - management accounts (USD thousands)", "", "", "", ""],
        ["Line", "Q3 2026", "Q3 2025", "YTD 2026", "YTD 2025"],
        ["Net revenue", 17980, 19640, 57230, 58110],
        ["Gross profit", 7890, 9210, 26130, 27080],
        ["Opex", 6950, 6620, 20710, 19940],
        ["EBITDA (reported)", 2110, 3720, 8740, 10520],
        ["One-off: IT outage costs (Aug 2026)", 640, 0, 640, 0],
        ["EBITDA (adjusted)", 2750, 3720, 9380, 10520],
    ],
    "Balance sheet": [
        ["Line", "30 Sep 2026", "30 Jun 2026", "31 Dec 2025"],
        ["Cash", 3120, 4410, 5230],
        ["Term loan - First Cascadia", 33600, 34500, 35100],
        ["Revolver drawn", 5500, 3000, 2500],
        ["Finance leases", 750, 820, 960],
        ["Total funded debt", 39850, 38320, 38560],
    ],
    "KPIs": [
        ["KPI", "30 Sep 2026", "30 Jun 2026", "Comment"],
        [
            "LTM Consolidated EBITDA (covenant definition)",
            11240,
            12440,
            "add-backs per credit agreement, capped",
        ],
        ["Total funded debt", 39850, 38320, ""],
        ["Total leverage (funded debt / LTM EBITDA)", 3.55, 3.08, "see covenant schedule"],
        ["Fixed charge coverage", 1.31, 1.42, ""],
        ["Capex YTD", 2940, 1880, "FY limit 6,000"],
        ["Headcount", 412, 405, ""],
    ],
}

DOCS[F + "2.3 Budget FY2027.xlsx"] = {
    "Budget": [
        ["USD thousands", "FY2027 budget", "FY2026 forecast"],
        ["Net revenue", 84500, 76900],
        ["Cost of revenue", -44100, -41300],
        ["Gross profit", 40400, 35600],
        ["EBITDA", 15200, 11900],
    ],
    "Assumptions": [
        ["Area", "Assumption"],
        ["Volume", "Administration sets +9% (Caledon framework lot 2, Keystone members)"],
        [
            "Motor assemblies",
            "Switch from Tessaro Motion to Kinemo Antriebe GmbH from 1 Jan 2027 at EUR 33.90 per unit (Tessaro EUR 44.10); Tessaro agreement ends 31 Dec 2026; saving c. USD 0.7m",
        ],
        ["Pricing", "US list prices +3%; Ridgeline +3% under the annual adjustment"],
        ["Rent", "Plymouth base rent USD 16.10 psf from 1 Jan 2027"],
        ["FX", "EUR/USD 1.08, GBP/USD 1.27"],
    ],
}

DOCS[F + "2.4 Revenue by customer FY2024-YTD2026.csv"] = [
    ["customer", "channel", "region", "fy2024_usd", "fy2025_usd", "ytd_sep2026_usd"],
    ["Ridgeline Health System", "direct", "US", "12,880,000", "14,210,000", "10,960,000"],
    [
        "Keystone Purchasing Alliance (members)",
        "GPO",
        "US",
        "10,440,000",
        "11,930,000",
        "8,870,000",
    ],
    ["Caledon Health Procurement Ltd", "direct", "UK", "5,210,000", "6,140,000", "4,820,000"],
    ["Medivance Iberia S.L.", "distributor", "ES/PT", "4,150,000", "4,790,000", "3,310,000"],
    ["MedSupply Partners GmbH", "distributor", "DACH", "3,720,000", "4,010,000", "3,020,000"],
    ["Bayfront Surgical Centers, Inc.", "direct", "US", "0", "0", "1,640,000"],
    ["Lusomed Distribuição, Lda.", "distributor", "PT", "0", "310,000", "880,000"],
    ["Nordic MedLine AB", "distributor", "Nordics", "410,000", "0", "0"],
    ["Other US hospitals (112)", "direct", "US", "24,880,000", "27,470,000", "20,150,000"],
    ["Other international", "distributor", "RoW", "10,215,000", "9,552,000", "3,580,000"],
]

DOCS[F + "2.5 Accounts receivable aging 30 Sep 2026.csv"] = [
    ["customer", "current", "31-60", "61-90", "over_90", "total"],
    ["Ridgeline Health System", "2,410,000", "380,000", "0", "0", "2,790,000"],
    ["Keystone members (aggregate)", "1,980,000", "260,000", "45,000", "12,000", "2,297,000"],
    ["Caledon Health Procurement Ltd", "1,150,000", "0", "0", "0", "1,150,000"],
    ["Medivance Iberia S.L.", "640,000", "310,000", "120,000", "0", "1,070,000"],
    ["MedSupply Partners GmbH", "720,000", "95,000", "0", "0", "815,000"],
    ["Bayfront Surgical Centers, Inc.", "410,000", "0", "0", "0", "410,000"],
    ["Lusomed Distribuição, Lda.", "150,000", "70,000", "0", "0", "220,000"],
]

DOCS[D + "3.1 Credit Agreement - First Cascadia Bank - 2024.pdf"] = [
    "# CREDIT AGREEMENT dated as of May 14, 2024 among HELIANT MEDICAL HOLDINGS, INC., as Borrower, the GUARANTORS party hereto, and FIRST CASCADIA BANK, N.A., as Lender",
    "## ARTICLE I - DEFINITIONS",
    '"Consolidated EBITDA" means, for any period, Consolidated Net Income for such period plus, without duplication and to the extent deducted in determining Consolidated Net Income, (a) Consolidated Interest Expense, (b) provision for taxes based on income, (c) depreciation and amortization, and (d) non-recurring cash charges not to exceed, in the aggregate for any period of four consecutive fiscal quarters, the lesser of $1,000,000 and ten percent (10%) of Consolidated EBITDA for such period (calculated before giving effect to this clause (d)).',
    '"Consolidated Funded Indebtedness" means all Indebtedness for borrowed money of the Borrower and its Subsidiaries, including the Obligations, all purchase money Indebtedness and all obligations under Capital Leases.',
    '"Consolidated Total Leverage Ratio" means, as of any date of determination, the ratio of (a) Consolidated Funded Indebtedness as of such date to (b) Consolidated EBITDA for the period of four consecutive fiscal quarters ending on such date.',
    '"Change of Control" means any Person or group (other than Cascade Growth Partners III, L.P. and its Affiliates) becomes the beneficial owner of more than 50% of the Equity Interests of the Borrower.',
    "## ARTICLE II - THE CREDIT FACILITIES",
    '2.1 Term Loan. The Lender agrees to make a term loan to the Borrower on the Closing Date in the principal amount of $36,000,000. 2.2 Revolving Loans. The Lender agrees to make revolving loans from time to time in an aggregate principal amount not to exceed $7,500,000 at any time outstanding. 2.7 Amortization. The Borrower shall repay the Term Loan in quarterly installments of $450,000 commencing September 30, 2024, with the balance due on May 14, 2029 (the "Maturity Date").',
    "## ARTICLE VI - AFFIRMATIVE COVENANTS",
    "6.1 Financial Statements. The Borrower shall deliver to the Lender (a) within 120 days after the end of each fiscal year, audited consolidated financial statements, and (b) within 45 days after the end of each of the first three fiscal quarters, unaudited consolidated financial statements. 6.2 Compliance Certificate. Concurrently with each delivery under Section 6.1, a duly completed Compliance Certificate signed by a Responsible Officer setting forth computations of the financial covenants in Section 7.11. 6.3 Notices. The Borrower shall promptly notify the Lender of the occurrence of any Default, any action by a Governmental Authority that could reasonably be expected to have a Material Adverse Effect, and any material loss or damage to Collateral.",
    "## ARTICLE VII - NEGATIVE COVENANTS",
    "7.1 Liens. The Borrower shall not, nor shall it permit any Subsidiary to, create, incur, assume or suffer to exist any Lien upon any of its property, except Permitted Liens.",
    "7.11 Financial Covenants.",
    "(a) Consolidated Total Leverage Ratio. The Borrower shall not permit the Consolidated Total Leverage Ratio as of the last day of any fiscal quarter of the Borrower to exceed the ratio set forth below opposite the period in which such fiscal quarter ends:",
    [
        ["Fiscal quarter ending", "Maximum Consolidated Total Leverage Ratio"],
        ["June 30, 2024 through December 31, 2025", "3.75 to 1.00"],
        ["March 31, 2026 and each fiscal quarter ending thereafter", "3.25 to 1.00"],
    ],
    "(b) Consolidated Fixed Charge Coverage Ratio. The Borrower shall not permit the Consolidated Fixed Charge Coverage Ratio as of the last day of any fiscal quarter to be less than 1.25 to 1.00.",
    "(c) Capital Expenditures. The Borrower shall not make or become obligated to make Capital Expenditures in an aggregate amount exceeding $6,000,000 in any fiscal year.",
    "## ARTICLE VIII - EVENTS OF DEFAULT",
    "8.1 Events of Default. Each of the following shall constitute an Event of Default: (a) the Borrower fails to pay any principal when due; (c) the Borrower fails to perform or observe any term, covenant or agreement contained in Section 6.3 or Article VII; (d) the Borrower fails to perform any other covenant and such failure continues for 30 days after notice; (k) a Change of Control occurs.",
    "8.2 Remedies. Upon the occurrence and during the continuance of an Event of Default, the Lender may declare the commitments terminated and all Obligations immediately due and payable, and may exercise all rights and remedies of a secured party.",
    "## ARTICLE X - MISCELLANEOUS",
    "10.1 Amendments and Waivers. No amendment or waiver of any provision of this Agreement shall be effective unless in writing and signed by the Lender and the Borrower, and then such waiver shall be effective only in the specific instance and for the specific purpose for which given. 10.9 Governing Law. This Agreement shall be governed by the law of the State of Minnesota.",
]

DOCS[D + "3.2 First Amendment to Credit Agreement.docx"] = [
    "# FIRST AMENDMENT TO CREDIT AGREEMENT",
    'This FIRST AMENDMENT TO CREDIT AGREEMENT (this "Amendment") is dated as of July 1, 2025 between HELIANT MEDICAL HOLDINGS, INC. (the "Borrower") and FIRST CASCADIA BANK, N.A. (the "Lender").',
    'RECITALS. The Borrower and the Lender are parties to the Credit Agreement dated as of May 14, 2024 (the "Credit Agreement"). The Borrower has requested that the Lender increase the revolving commitment, and the Lender has agreed, on the terms set out below.',
    '1. Amendment. Section 2.2 of the Credit Agreement is amended by deleting "$7,500,000" and substituting "$10,000,000".',
    "2. No other amendments. Except as expressly set forth herein, the Credit Agreement remains unchanged and in full force and effect. This Amendment does not amend Section 7.11.",
    "3. Fee. The Borrower shall pay the Lender an amendment fee of $15,000 on the date hereof.",
    "IN WITNESS WHEREOF the parties have caused this Amendment to be executed by their duly authorized officers. HELIANT MEDICAL HOLDINGS, INC. By: /s/ Dana Whitcombe, CFO. FIRST CASCADIA BANK, N.A. By: /s/ Karen Ostby, Senior Vice President.",
]

DOCS[D + "3.3 Compliance Certificate FY2025.pdf"] = [
    "# COMPLIANCE CERTIFICATE - FISCAL YEAR ENDED DECEMBER 31, 2025",
    'To: First Cascadia Bank, N.A. Reference is made to the Credit Agreement dated as of May 14, 2024 (as amended, the "Credit Agreement"). The undersigned Responsible Officer of the Borrower certifies, in that capacity and not individually, as follows:',
    [
        ["Covenant", "Requirement", "Actual", "In compliance"],
        [
            "Consolidated Total Leverage Ratio (7.11(a))",
            "not more than 3.75 to 1.00",
            "3.41 to 1.00",
            "Yes",
        ],
        [
            "Consolidated Fixed Charge Coverage Ratio (7.11(b))",
            "not less than 1.25 to 1.00",
            "1.48 to 1.00",
            "Yes",
        ],
        ["Capital Expenditures (7.11(c))", "not more than $6,000,000", "$6,840,000", "No"],
    ],
    "Capital Expenditures for fiscal year 2025 exceeded the limit in Section 7.11(c) by $840,000 as a result of the accelerated build-out of clean room 3 at Plymouth. The Borrower requested a waiver by letter of February 3, 2026. Except as stated above, no Default or Event of Default has occurred and is continuing.",
    "Dated: February 5, 2026. /s/ Dana Whitcombe, Chief Financial Officer",
]

DOCS[D + "3.4 Waiver Letter - 12 February 2026.pdf"] = [
    "# FIRST CASCADIA BANK, N.A. - Commercial Banking, 800 Nicollet Mall, Minneapolis, MN 55402",
    "February 12, 2026",
    "Heliant Medical Holdings, Inc., 4400 Annapolis Lane, Plymouth, MN 55447, Attention: Dana Whitcombe, Chief Financial Officer",
    'Re: Credit Agreement dated as of May 14, 2024 (as amended, the "Credit Agreement") - Limited Waiver',
    'Ladies and Gentlemen: You have informed us that Capital Expenditures for the fiscal year ended December 31, 2025 were $6,840,000, in excess of the $6,000,000 permitted by Section 7.11(c) of the Credit Agreement, and that an Event of Default under Section 8.1(c) has therefore occurred (the "Specified Default").',
    "Subject to receipt of a waiver fee of $25,000, the Lender hereby waives the Specified Default. This waiver is limited to the Specified Default for fiscal year 2025, shall not be deemed a waiver of any other Default, and shall not apply to any future fiscal year. The waiver fee was received on February 10, 2026 and this waiver is accordingly effective as of the date of this letter.",
    "Very truly yours, FIRST CASCADIA BANK, N.A. By: /s/ Karen Ostby, Senior Vice President. Acknowledged and agreed: HELIANT MEDICAL HOLDINGS, INC. By: /s/ Dana Whitcombe.",
]

DOCS[D + "3.5 Compliance Certificate Q2 2026.pdf"] = [
    "# COMPLIANCE CERTIFICATE - FISCAL QUARTER ENDED JUNE 30, 2026",
    "To: First Cascadia Bank, N.A. The undersigned Responsible Officer of Heliant Medical Holdings, Inc. certifies that the computations below are true and correct and that no Default or Event of Default has occurred and is continuing.",
    [
        ["Covenant", "Requirement", "Actual", "In compliance"],
        [
            "Consolidated Total Leverage Ratio (7.11(a))",
            "not more than 3.25 to 1.00",
            "3.08 to 1.00",
            "Yes",
        ],
        [
            "Consolidated Fixed Charge Coverage Ratio (7.11(b))",
            "not less than 1.25 to 1.00",
            "1.42 to 1.00",
            "Yes",
        ],
        [
            "Capital Expenditures YTD (7.11(c))",
            "not more than $6,000,000 for FY2026",
            "$1,880,000",
            "Yes",
        ],
    ],
    "Consolidated Funded Indebtedness: $38,320,000. Consolidated EBITDA (four quarters ended June 30, 2026): $12,440,000.",
    "Dated: August 13, 2026. /s/ Dana Whitcombe, Chief Financial Officer",
]

DOCS[D + "3.6 Pledge and Security Agreement - summary of terms.docx"] = [
    "# Pledge and Security Agreement dated May 14, 2024 - summary prepared by Borrower's counsel",
    [
        ["Term", "Summary"],
        ["Grantors", "Heliant Medical Holdings, Inc.; Heliant Medical Devices, LLC"],
        ["Secured party", "First Cascadia Bank, N.A."],
        [
            "Collateral",
            "All personal property, including accounts, inventory, equipment, general intangibles, intellectual property and the equity of each subsidiary (65% of the voting equity of foreign subsidiaries)",
        ],
        [
            "Perfection",
            "UCC-1 filings with the Delaware and Minnesota Secretaries of State; IP security agreements recorded with the USPTO",
        ],
        [
            "Release",
            "Automatic upon payment in full of the Obligations and termination of the commitments",
        ],
    ],
    "A UK debenture granted by Heliant Medical UK Limited on the same date secures its guarantee, limited to GBP 5,000,000.",
]

DOCS[D + "3.7 UCC lien search results.csv"] = [
    ["debtor", "jurisdiction", "filing_no", "filing_date", "secured_party", "collateral", "status"],
    [
        "Heliant Medical Holdings, Inc.",
        "DE SOS",
        "2024 3318842",
        "2024-05-15",
        "First Cascadia Bank, N.A.",
        "All assets",
        "active",
    ],
    [
        "Heliant Medical Devices, LLC",
        "MN SOS",
        "1229847500021",
        "2024-05-15",
        "First Cascadia Bank, N.A.",
        "All assets",
        "active",
    ],
    [
        "Heliant Medical Devices, LLC",
        "MN SOS",
        "1108833100017",
        "2021-08-02",
        "Twin Ports Equipment Finance",
        "Injection moulding press, serial IMX-4471",
        "terminated 2024-05-20",
    ],
    [
        "Heliant Medical Devices, LLC",
        "MN SOS",
        "1303410000045",
        "2025-02-11",
        "Stratus Leasing LLC",
        "Two Zeiss CMM machines (finance lease)",
        "active",
    ],
]
