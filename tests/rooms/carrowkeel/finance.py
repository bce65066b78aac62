"""04 Finance: accounts, management accounts, the debt documents, tax."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from .writers import write_csv, write_docx, write_eml, write_pdf, write_text, write_xlsx

BANK = "MUNSTER & LEINSTER BANK PLC\nCorporate Banking, 66 Patrick Street, Cork T12 H3K4"


def finance(d: Path) -> None:
    f = d / "04 Finance"
    write_pdf(
        f / "Audited Financial Statements FY2024.pdf",
        "DERRYNANE WIND SERVICES LIMITED - DIRECTORS' REPORT AND FINANCIAL STATEMENTS FOR THE YEAR ENDED 31 DECEMBER 2024",
        [
            "Prepared in accordance with FRS 102 and the Companies Act 2014. Auditor: Barry "
            "Kingston & Partners, Chartered Accountants and Statutory Audit Firm, Cork.",
            ("h", "Independent auditor's report (extract)"),
            "In our opinion the financial statements give a true and fair view of the assets, "
            "liabilities and financial position of the group and company as at 31 December 2024 "
            "and of the group's profit for the year then ended.",
            ("h", "Consolidated profit and loss account"),
            (
                "t",
                [
                    ["", "2024 EUR", "2023 EUR"],
                    ["Turnover", "21,900,412", "15,365,220"],
                    ["Cost of sales", "(15,402,118)", "(10,844,907)"],
                    ["Gross profit", "6,498,294", "4,520,313"],
                    ["Administrative expenses", "(4,581,776)", "(3,317,650)"],
                    ["Operating profit", "1,916,518", "1,202,663"],
                    ["Interest payable and similar charges", "(788,310)", "(612,004)"],
                    ["Profit before tax", "1,128,208", "590,659"],
                    ["Tax on profit", "(151,402)", "(80,118)"],
                    ["Profit for the financial year", "976,806", "510,541"],
                ],
            ),
            ("h", "Note 19 - Bank loans"),
            "Term and revolving facilities from Munster & Leinster Bank plc, secured by a "
            "debenture over all assets of the company and a guarantee and debenture from "
            "Derrynane Wind Services (NI) Limited. At 31 December 2024: term loan EUR 8,700,000, "
            "revolving facility EUR 1,600,000.",
            ("h", "Note 22 - Contingent liabilities"),
            "The company is a defendant in High Court proceedings brought by a former "
            "subcontractor. The directors, on legal advice, consider the claim to be without "
            "merit and no provision has been made.",
            ("h", "Note 24 - Related party transactions"),
            "Key management personnel compensation is disclosed in note 8. There were no other "
            "transactions with related parties requiring disclosure under section 33 of FRS 102.",
            ("h", "Note 26 - Post balance sheet events"),
            "On 3 February 2025 the company entered into a four-year blade repair subcontract.",
            "Approved by the board on 28 April 2025 and signed on its behalf by Declan Hegarty "
            "and Fergal Twomey, Directors.",
        ],
    )
    pl = [
        ["EUR", "FY2025 (12 months to 31/12/2025)", "FY2024 audited", "Budget FY2025"],
        ["Revenue", 24612000, 21900412, 24100000],
        ["Cost of sales", -17180000, -15402118, -16870000],
        ["Gross profit", ("=B2+B3", 7432000), ("=C2+C3", 6498294), ("=D2+D3", 7230000)],
        ["Overheads (excl. D&A)", -4012000, -3773512, -3850000],
        ["EBITDA", ("=B4+B5", 3420000), ("=C4+C5", 2724782), ("=D4+D5", 3380000)],
        ["Depreciation and amortisation", -1210000, -808264, -1150000],
        ["EBIT", ("=B6+B7", 2210000), ("=C6+C7", 1916518), ("=D6+D7", 2230000)],
        ["Net finance charges", -812000, -788310, -790000],
        ["Profit before tax", ("=B8+B9", 1398000), ("=C8+C9", 1128208), ("=D8+D9", 1440000)],
    ]
    nd = [
        ["Net debt at 31/12/2025", "EUR"],
        ["Term loan (Munster & Leinster)", 8100000],
        ["Revolving facility drawn", 2300000],
        ["Vehicle finance leases", 1150000],
        ["Cash at bank", -1870000],
        ["Net debt", ("=SUM(B2:B5)", 9680000)],
    ]
    cov = [
        ["Covenant (Facility Agreement cl. 21.2)", "Test", "Actual FY2025", "Headroom", "Result"],
        [
            "Leverage (Net Debt / EBITDA)",
            3.0,
            ("=ROUND('Net debt'!B6/'P&L'!B6,2)", 2.83),
            ("=B2-C2", 0.17),
            "Pass",
        ],
        [
            "Interest cover (EBITDA / net finance charges)",
            4.0,
            ("=ROUND('P&L'!B6/-'P&L'!B9,2)", 4.21),
            ("=C3-B3", 0.21),
            "Pass",
        ],
        [
            "Prepared by F. Twomey, 23/01/2026. Unaudited; subject to year-end adjustments.",
            None,
            None,
            None,
            None,
        ],
    ]
    write_xlsx(
        f / "Management Accounts FY2025.xlsx",
        [("P&L", pl), ("Net debt", nd), ("Covenants", cov)],
    )
    budget = [
        ["EUR", "Q1", "Q2", "Q3", "Q4", "FY2026"],
        ["Revenue", 6100000, 6650000, 7000000, 6550000, ("=SUM(B2:E2)", 26300000)],
        ["EBITDA", 780000, 980000, 1120000, 900000, ("=SUM(B3:E3)", 3780000)],
        ["Capex", 310000, 260000, 220000, 210000, ("=SUM(B4:E4)", 1000000)],
    ]
    write_xlsx(f / "Budget FY2026.xlsx", [("Budget", budget)])
    debt = f / "Debt"
    write_pdf(
        debt / "Facility Agreement - Munster & Leinster Bank.pdf",
        "EUR 12,000,000 TERM AND REVOLVING FACILITIES AGREEMENT",
        [
            "Dated 28 June 2023 between DERRYNANE WIND SERVICES LIMITED (the Borrower), "
            "DERRYNANE WIND SERVICES (NI) LIMITED (the Guarantor) and MUNSTER & LEINSTER BANK PLC "
            "(the Bank).",
            ("h", "2. The Facilities"),
            "Facility A: a term loan of EUR 9,000,000, repayable in quarterly instalments of EUR "
            "150,000 with the balance on the Termination Date (28 June 2028). Facility B: a "
            "revolving credit facility of EUR 3,000,000.",
            ("h", "8. Prepayment"),
            "8.2 If any person or group of persons acting in concert gains control of the "
            "Borrower, the Facilities shall be cancelled and all amounts outstanding become "
            "due and payable within 10 Business Days.",
            ("h", "21. Financial covenants"),
            "21.1 In this clause: 'EBITDA' means consolidated operating profit before interest, "
            "tax, depreciation and amortisation for a Relevant Period; 'Net Debt' means "
            "aggregate Borrowings (including finance leases) less cash; 'Relevant Period' means "
            "each period of twelve months ending on 30 June or 31 December.",
            "21.2 The Borrower shall ensure that: (a) the ratio of Net Debt on the last day of a "
            "Relevant Period to EBITDA for that Relevant Period shall not exceed the ratio set "
            "out below opposite that Relevant Period; and (b) the ratio of EBITDA to Net Finance "
            "Charges for each Relevant Period shall not be less than 4.00 : 1.",
            (
                "t",
                [
                    ["Relevant Period ending", "Maximum ratio of Net Debt to EBITDA"],
                    ["31 December 2023", "3.50 : 1"],
                    ["30 June 2024 and 31 December 2024", "3.25 : 1"],
                    ["30 June 2025", "3.00 : 1"],
                    ["31 December 2025 and each later date", "2.50 : 1"],
                ],
            ),
            "21.3 Compliance shall be confirmed by a Compliance Certificate signed by the CFO "
            "and delivered with each set of half-yearly and annual accounts.",
            ("h", "23. Events of Default"),
            "23.2 Any requirement of clause 21 is not satisfied. 23.9 The Borrower or any "
            "member of the Group gives any guarantee other than as permitted by clause 22.4.",
            ("h", "30. Governing law"),
            "Irish law.",
        ],
    )
    write_pdf(
        debt / "Compliance Certificate 30-06-2025.pdf",
        "COMPLIANCE CERTIFICATE",
        [
            "To: Munster & Leinster Bank plc. From: Derrynane Wind Services Limited. Dated 18 "
            "August 2025.",
            "We refer to the Facility Agreement dated 28 June 2023. This is a Compliance "
            "Certificate. We confirm that for the Relevant Period ending 30 June 2025:",
            (
                "t",
                [
                    ["Test", "Required", "Actual", "Met?"],
                    ["Net Debt / EBITDA", "not more than 3.00 : 1", "2.91 : 1", "Yes"],
                    [
                        "Interest Cover (EBITDA / Net Finance Charges)",
                        "not less than 4.00 : 1",
                        "3.62 : 1",
                        "No",
                    ],
                ],
            ),
            "EBITDA for the Relevant Period was EUR 3,050,000, Net Finance Charges EUR 842,000 "
            "and Net Debt EUR 8,880,000. The shortfall in interest cover results from EUR "
            "410,000 of remediation costs at Knockastanna recognised in the period.",
            ("sig", ["Fergal Twomey, Chief Financial Officer"]),
        ],
    )
    write_docx(
        debt / "Waiver Letter 29-08-2025.docx",
        "",
        [
            "Munster & Leinster Bank plc, Corporate Banking, 66 Patrick Street, Cork",
            "29 August 2025",
            "The Directors, Derrynane Wind Services Limited",
            "Dear Sirs,",
            "Facility Agreement dated 28 June 2023 (the Agreement) - interest cover, Relevant "
            "Period ending 30 June 2025",
            "We refer to your Compliance Certificate of 18 August 2025, which shows a ratio of "
            "EBITDA to Net Finance Charges of 3.62 : 1 for the Relevant Period ending 30 June "
            "2025, against the minimum of 4.00 : 1 in clause 21.2(b).",
            "The Bank waives the Event of Default under clause 23.2 arising from that shortfall, "
            "and any right it would otherwise have had in consequence of it, in consideration of "
            "a waiver fee of EUR 15,000. This waiver applies only to that test for that Relevant "
            "Period; it does not extend to any other Relevant Period, covenant or default, and "
            "all other terms of the Agreement remain in full force.",
            "Please countersign to confirm your agreement.",
            (
                "sig",
                [
                    "Yours faithfully, Ronan Keohane, Relationship Director",
                    "Agreed: Fergal Twomey, for Derrynane Wind Services Limited, 1 September 2025",
                ],
            ),
        ],
    )
    write_pdf(
        debt / "Deed of Release - Bank of the Foyle.pdf",
        "DEED OF RELEASE",
        [
            "THIS DEED is made on 30 June 2023 by BANK OF THE FOYLE PLC (the Bank) in favour of "
            "DERRYNANE WIND SERVICES LIMITED (the Company).",
            "1. The Bank confirms that it has received in full all monies, obligations and "
            "liabilities secured by the debenture dated 14 February 2017 granted by the Company "
            "in favour of the Bank (the Debenture).",
            "2. The Bank releases and discharges absolutely all the property, assets and "
            "undertaking of the Company from the fixed and floating charges created by the "
            "Debenture and reassigns to the Company all assets assigned by it.",
            "3. The Bank consents to the filing of a statement of satisfaction (Form C6) at the "
            "Companies Registration Office and will sign any document the Company reasonably "
            "requires for that purpose.",
            (
                "sig",
                [
                    "Executed as a deed by Bank of the Foyle plc acting by its attorney, Moira Doherty"
                ],
            ),
            "Filing note (Brosna Secretarial, 3 February 2026): Form C6 lodged with the CRO "
            "today, submission no. C6-2026-01744; it will appear on the CRO record once "
            "processed.",
        ],
    )
    write_pdf(
        debt / "Guarantee - Carrig Crane Hire.pdf",
        "GUARANTEE AND INDEMNITY",
        [
            "THIS GUARANTEE is dated 5 May 2020 and given by DERRYNANE WIND SERVICES LIMITED (the "
            "Guarantor) in favour of SHANNON ASSET FINANCE DAC (the Lender).",
            "Background: the Lender has made and may make available hire purchase and leasing "
            "facilities to CARRIG CRANE HIRE LIMITED (the Customer), at the date of this "
            "guarantee a subsidiary of the Guarantor.",
            "1. The Guarantor unconditionally and irrevocably guarantees to the Lender the due "
            "and punctual payment of all monies and liabilities which are now or at any time "
            "hereafter become due, owing or incurred by the Customer to the Lender, whether "
            "actually or contingently, solely or jointly, as principal or surety.",
            "2. This is a continuing guarantee and shall remain in force until the Lender "
            "releases it in writing, notwithstanding any change in the constitution, ownership "
            "or control of the Customer or the Guarantor.",
            "3. The Guarantor's liability is not limited in amount.",
            "4. The Guarantor may not determine this guarantee by notice.",
            (
                "sig",
                [
                    "Executed by Derrynane Wind Services Limited: Declan Hegarty, Director; Paul Ahern, Director"
                ],
            ),
        ],
    )
    write_csv(
        f / "Aged Debtors 31-12-2025.csv",
        [
            ["Customer", "Current", "31-60 days", "61-90 days", "Over 90 days", "Total EUR"],
            ["Brightwater Energy Holdings", "612,400", "188,200", "", "", "800,600"],
            ["Knockastanna Wind DAC", "284,500", "", "", "", "284,500"],
            ["Slieve Bloom Renewables", "210,300", "96,100", "", "", "306,400"],
            ["Corrib Wind Partners", "150,900", "", "", "", "150,900"],
            ["Ballyhoura Wind Farm", "118,200", "", "", "", "118,200"],
            ["Sperrin Wind Limited", "262,000", "", "", "", "262,000"],
            ["Inishowen Windpower", "54,100", "", "22,400", "", "76,500"],
            ["Slievecallan Wind", "41,300", "", "", "18,900", "60,200"],
            ["Other", "402,800", "88,100", "12,300", "9,700", "512,900"],
        ],
    )
    write_csv(
        f / "Fixed Asset Register.csv",
        [
            [
                "Asset ID",
                "Description",
                "Category",
                "Acquired",
                "Cost EUR",
                "NBV 31/12/2025 EUR",
                "Location",
            ],
            [
                "FA-0012",
                "Workshop racking and hoists",
                "Plant",
                "2020-03-01",
                "142,000",
                "57,000",
                "Mallow",
            ],
            [
                "FA-0031",
                "Torque and tensioning tools (set of 9)",
                "Tools",
                "2021-06-14",
                "318,000",
                "95,400",
                "Mallow",
            ],
            [
                "FA-0044",
                "DJI Matrice 350 drones (6)",
                "Equipment",
                "2023-04-02",
                "96,000",
                "38,400",
                "Mallow",
            ],
            [
                "FA-0052",
                "Service vans (24), finance lease",
                "Vehicles",
                "2023-09-01",
                "1,488,000",
                "868,000",
                "Various",
            ],
            [
                "FA-0058",
                "BladeTrack platform (capitalised development)",
                "Intangible",
                "2024-01-31",
                "1,240,000",
                "826,700",
                "n/a",
            ],
            [
                "FA-0061",
                "Spares pool - pitch bearings",
                "Inventory-like",
                "2024-05-20",
                "410,000",
                "410,000",
                "Campsie",
            ],
            [
                "FA-0067",
                "Blade repair platform (Kingspan)",
                "Plant",
                "2025-04-11",
                "186,000",
                "167,400",
                "Mallow",
            ],
        ],
    )
    write_text(
        f / "Tax" / "Tax Compliance Summary.txt",
        """
DERRYNANE WIND SERVICES LIMITED - TAX COMPLIANCE SUMMARY
Prepared by Barry Kingston & Partners for the data room, 15 January 2026

Corporation tax: returns (CT1) filed to 2024. Preliminary tax for 2025 paid on time.
Rate 12.5% on trading income. R&D tax credit claimed for BladeTrack development in 2023
(EUR 142,000) and 2024 (EUR 168,000); no Revenue enquiry has been opened.

VAT: bi-monthly returns filed and paid to November/December 2025. Reverse charge operated on
services from Windsight (Finland) and Nordhavn (Denmark).

PAYE/PRSI/USC: payroll submitted in real time; no arrears. Tax clearance certificate valid to
31 December 2026.

RCT: principal contractor; all payments to Aerofoil Composites and rope access contractors made
through ROS with deduction authorisations. Revenue RCT compliance review (2022) closed with no
liability.

Northern Ireland subsidiary: UK corporation tax returns filed to 31 December 2024; VAT quarterly;
PAYE in order. Transfer pricing: intra-group recharges at cost plus 5%.
""",
    )
    write_eml(
        f / "Email - FY2025 management accounts.eml",
        sender="Fergal Twomey <ftwomey@derrynanewind.ie>",
        to="Niamh Corcoran <ncorcoran@ardfert.ie>",
        cc="Declan Hegarty <dhegarty@derrynanewind.ie>",
        subject="FY2025 management accounts - for the data room",
        when=dt.datetime(2026, 1, 23, 18, 22),
        body="""
Niamh,

Attached the FY2025 management accounts (P&L, net debt and covenant tab) for the data room.
EBITDA came in at EUR 3.42m, a touch ahead of budget once the Knockastanna costs are taken out.
Net debt finished at EUR 9.68m; the RCF was drawn to EUR 2.3m over year end to pay Aerofoil's
December invoices and the Q4 bearing order.

On the covenants, my tab shows both tests passing. The compliance certificate for the year is due
with the audited accounts, so the bank won't see anything until April.

Fergal
""",
    )
