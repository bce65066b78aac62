"""04 Finance of the yarrawonga room: debt, security, accounts, tax."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from .writers import write_csv, write_docx, write_eml, write_pdf, write_text, write_xlsx


def debt(out: Path) -> None:
    d = out / "04 Finance" / "Debt"
    write_pdf(
        d / "Facility Agreement - Eastbourne Bank.pdf",
        "Facility Agreement",
        [
            "Dated 30 June 2023",
            "Eastbourne Bank Limited ABN 61 004 822 519 (Lender) and Kiewa Cold Chain Pty Ltd "
            "ACN 614 208 377 (Borrower), with Kiewa Cold Chain (NZ) Limited as Guarantor.",
            ("h", "1. Dictionary"),
            "Calculation Date means each 31 December and 30 June.",
            "Calculation Period means the 12 months ending on a Calculation Date.",
            "EBITDA means, for a Calculation Period, the consolidated operating profit of the "
            "Group before interest, tax, depreciation, amortisation and impairment, excluding "
            "extraordinary and non-recurring items approved in writing by the Lender, and "
            "before the effect of AASB 16 on the Group's property leases.",
            "Net Debt means, at a Calculation Date, all Financial Indebtedness of the Group "
            "(excluding lease liabilities for property leases recognised under AASB 16) less "
            "cash at bank held in accounts with the Lender.",
            "Debt Service means, for a Calculation Period, interest and scheduled principal "
            "repayments on Financial Indebtedness.",
            ("h", "2. The facilities"),
            (
                "t",
                [
                    ["Facility", "Limit A$", "Purpose", "Termination Date"],
                    [
                        "Facility A (amortising term loan)",
                        "15,000,000",
                        "Refinance and capex",
                        "30 June 2028",
                    ],
                    [
                        "Facility B (revolving working capital)",
                        "3,000,000",
                        "Working capital",
                        "30 June 2026",
                    ],
                    ["Facility C (bank guarantees)", "1,500,000", "Rental bonds", "30 June 2026"],
                ],
            ),
            ("h", "6. Repayment"),
            "The Borrower must repay Facility A by quarterly instalments of A$375,000 from 30 "
            "September 2023, with the balance on the Termination Date.",
            ("h", "8. Interest"),
            "Interest accrues daily at BBSY plus a margin of 2.35% per annum on Facility A and "
            "2.60% per annum on Facility B.",
            ("h", "17. Information undertakings"),
            "17.1 The Borrower must give the Lender (a) its audited consolidated financial "
            "statements within 120 days after the end of each Financial Year; (b) management "
            "accounts within 45 days after the end of each quarter; and (c) with the accounts "
            "for each half-year ending on a Calculation Date, a Compliance Certificate signed by "
            "two directors.",
            ("h", "18. Financial undertakings"),
            "18.1 The Borrower must ensure that, on each Calculation Date:",
            (
                "b",
                [
                    "(a) the ratio of Net Debt at that Calculation Date to EBITDA for the Calculation "
                    "Period ending on it (Leverage Ratio) does not exceed 2.75 : 1; and",
                    "(b) the ratio of EBITDA less tax paid and maintenance capital expenditure to "
                    "Debt Service for the Calculation Period (DSCR) is not less than 1.25 : 1.",
                ],
            ),
            "18.2 The financial undertakings are tested on each Calculation Date by reference to "
            "the Group's management accounts, and for 30 June also its audited accounts.",
            ("h", "19. Events of Default and Review Events"),
            "19.1 Each of the following is an Event of Default: (a) non-payment within two "
            "Business Days; (b) breach of clause 18; (c) an Insolvency Event of a Group member; "
            "(d) a cross default above A$250,000.",
            "19.2 At any time after an Event of Default the Lender may declare all amounts "
            "immediately due and payable and cancel the facilities.",
            "19.4 It is a Review Event if any person or group of persons acting together acquires "
            "control of the Borrower, or the Borrower ceases to be controlled by Graham Tulloch "
            "and Coolamon Capital Fund II together. After a Review Event the Lender may, after 30 "
            "days' consultation, require repayment within 90 days.",
            ("h", "20. Security"),
            "The facilities are secured by a general security deed over all present and "
            "after-acquired property of each Obligor, registered on the PPSR, and a cross "
            "guarantee by the Guarantor.",
            ("h", "28. Governing law"),
            "Victoria.",
            (
                "sig",
                [
                    "Executed by Eastbourne Bank Limited by its attorneys Jason Liu and Mary "
                    "Kennedy",
                    "Executed by Kiewa Cold Chain Pty Ltd: Graham Tulloch and Anita Kovac",
                    "Executed by Kiewa Cold Chain (NZ) Limited: Graham Tulloch and Hemi Matiu",
                ],
            ),
        ],
    )
    write_pdf(
        d / "Compliance Certificate 31-12-2024.pdf",
        "Compliance Certificate",
        [
            "To: Eastbourne Bank Limited, Business Banking Victoria",
            "From: Kiewa Cold Chain Pty Ltd",
            "Date: 27 January 2025",
            "We refer to the Facility Agreement dated 30 June 2023. This is a Compliance "
            "Certificate for the Calculation Date of 31 December 2024.",
            (
                "t",
                [
                    ["Undertaking", "Required", "Actual", "Complied"],
                    ["Leverage Ratio (cl 18.1(a))", "not more than 2.75 : 1", "2.58 : 1", "Yes"],
                    ["DSCR (cl 18.1(b))", "not less than 1.25 : 1", "1.18 : 1", "No"],
                ],
            ),
            "Net Debt at 31 December 2024: A$13,690,000. EBITDA for the 12 months: "
            "A$5,305,000. Debt Service: A$2,790,000.",
            "The DSCR shortfall reflects the catch-up of the Larapinta CO2 plant instalments in "
            "the half. We request the Lender's waiver of the resulting Event of Default.",
            ("sig", ["Anita Kovac, Director and CFO", "Graham Tulloch, Director"]),
        ],
    )
    write_docx(
        d / "Eastbourne waiver letter 14-02-2025.docx",
        "",
        [
            "EASTBOURNE BANK LIMITED - Business Banking Victoria",
            "14 February 2025",
            "The Directors, Kiewa Cold Chain Pty Ltd, 12 Abbotts Road, Dandenong South VIC 3175",
            "Dear Directors",
            ("h", "Facility Agreement dated 30 June 2023 - waiver"),
            "We refer to your Compliance Certificate dated 27 January 2025, which shows a DSCR "
            "of 1.18 : 1 for the Calculation Period ending 31 December 2024, below the minimum "
            "of 1.25 : 1 in clause 18.1(b).",
            "The Lender waives the Event of Default under clause 19.1(b) arising from that "
            "shortfall, and any right it would otherwise have under clause 19.2 because of it. "
            "The waiver applies only to the DSCR test at 31 December 2024; it is not a waiver of "
            "any other undertaking or of any later test.",
            "The waiver is given on payment of a fee of A$12,500, which we confirm was received "
            "on 13 February 2025.",
            (
                "sig",
                [
                    "Yours faithfully",
                    "",
                    "Jason Liu",
                    "Senior Relationship Manager",
                    "Eastbourne Bank Limited",
                ],
            ),
        ],
    )
    write_pdf(
        d / "Deed of Guarantee and Indemnity - Statewide Equipment Finance.pdf",
        "Deed of Guarantee and Indemnity",
        [
            "Date: 2 May 2022",
            "Guarantor: Kiewa Cold Chain Pty Ltd ACN 614 208 377",
            "Financier: Statewide Equipment Finance Pty Ltd ACN 131 500 276",
            "Customer: Riverina Chilled Transport Pty Ltd ACN 160 882 513",
            ("h", "Background"),
            "A. The Financier has agreed to lease 12 refrigerated semi-trailers to the Customer "
            "under Master Finance Lease SEF-4471 (Lease). B. The Customer is a subcontract "
            "carrier of the Guarantor. The Guarantor has agreed to give this guarantee to secure "
            "the Customer's dedicated capacity for the Guarantor's linehaul work, and receives "
            "valuable benefit from doing so.",
            ("h", "1. Guarantee"),
            "1.1 The Guarantor unconditionally and irrevocably guarantees to the Financier the "
            "due and punctual payment of the Guaranteed Money.",
            "1.2 Guaranteed Money means all money that the Customer is or may become liable to "
            "pay to the Financier, now or in the future, actually or contingently, under or in "
            "connection with the Lease or any other agreement between them.",
            ("h", "2. Indemnity"),
            "As a separate obligation, the Guarantor indemnifies the Financier against any loss "
            "it suffers because the Customer does not pay the Guaranteed Money or because an "
            "obligation of the Customer is unenforceable.",
            ("h", "3. Extent of liability"),
            "3.1 This guarantee and indemnity is a continuing obligation. It is not limited in "
            "amount and remains in force until the Financier has received all the Guaranteed "
            "Money and has released the Guarantor in writing.",
            "3.2 The Guarantor's liability is not affected by any time or indulgence given to the "
            "Customer, any variation of the Lease (including an increase in the amount "
            "financed), or the release of any other guarantor.",
            "3.3 The Guarantor may not end this deed by notice.",
            ("h", "4. Principal obligor"),
            "The Guarantor is liable as principal obligor. The Financier need not make demand on "
            "the Customer or enforce any security before claiming from the Guarantor.",
            ("h", "5. Law"),
            "New South Wales.",
            (
                "sig",
                [
                    "Executed as a deed by Kiewa Cold Chain Pty Ltd under section 127 of the "
                    "Corporations Act 2001 (Cth):",
                    "Graham Tulloch, Director      Anita Kovac, Director/Secretary",
                ],
            ),
        ],
    )
    write_text(
        d / "PPSR Search - Kiewa Cold Chain 2025-07-28.txt",
        """
PERSONAL PROPERTY SECURITIES REGISTER - SEARCH CERTIFICATE
Search number: 3371 9045 2218
Search date/time: 28/07/2025 11:32:05 (Canberra time)
Grantor search by organisation number: ACN 614 208 377 KIEWA COLD CHAIN PTY LTD
Number of registrations found: 5

1. Registration number 202306300044187
   Secured party: EASTBOURNE BANK LIMITED (ABN 61 004 822 519)
   Collateral class: All present and after-acquired property - No exceptions
   Start time: 30/06/2023   End time: No stated end time
   Purchase money security interest: No

2. Registration number 201905140012345
   Secured party: BLUEGUM EQUIPMENT FINANCE PTY LTD (ACN 108 934 600)
   Collateral class: All present and after-acquired property - No exceptions
   Start time: 14/05/2019   End time: No stated end time
   Purchase money security interest: No

3. Registration number 202311010079230
   Secured party: POLAR ENGINEERING SERVICES PTY LTD (ACN 125 006 981)
   Collateral class: Other goods
   Description: refrigeration compressors, condensers and evaporators supplied under the
   Refrigeration Plant Services and Equipment Agreement dated 1 November 2023
   Start time: 01/11/2023   End time: 31/10/2030
   Purchase money security interest: Yes

4. Registration number 202103090015522
   Secured party: REDGUM TRUCK LEASING PTY LTD (ACN 117 240 061)
   Collateral class: Motor vehicle (serial numbered, 28 items)
   Start time: 09/03/2021   End time: 09/03/2030
   Purchase money security interest: Yes

5. Registration number 202207010031110
   Secured party: SOUTHERN CRYOGENICS PTY LTD (ACN 097 441 250)
   Collateral class: Other goods
   Description: dry ice storage bins and CO2 cylinders
   Start time: 01/07/2022   End time: No stated end time
   Purchase money security interest: Yes

This certificate reflects the register at the search date and time only.
""",
    )
    write_pdf(
        d / "Bluegum release and verification statement.pdf",
        "",
        [
            "9 September 2025",
            "Anita Kovac, Chief Financial Officer, Kiewa Cold Chain Pty Ltd",
            "Dear Anita",
            ("h", "Loan BEF-20190514 and General Security Agreement dated 14 May 2019"),
            "We confirm that all money owing under loan BEF-20190514 was repaid in full on 29 "
            "August 2025 and that nothing further is owing to Bluegum Equipment Finance Pty Ltd "
            "by Kiewa Cold Chain Pty Ltd.",
            "Bluegum Equipment Finance Pty Ltd releases and discharges, absolutely, the security "
            "interests granted under the General Security Agreement dated 14 May 2019, and "
            "releases Kiewa from all its obligations under that agreement.",
            "On 8 September 2025 we registered a financing change statement removing PPSR "
            "registration 201905140012345 from the register. The verification statement is "
            "below.",
            (
                "t",
                [
                    ["Verification statement", ""],
                    ["Registration number", "201905140012345"],
                    ["Change", "Removal of registration (financing change statement)"],
                    ["Changed", "08/09/2025 16:04:51"],
                    ["Secured party", "Bluegum Equipment Finance Pty Ltd"],
                    ["Grantor", "Kiewa Cold Chain Pty Ltd (ACN 614 208 377)"],
                ],
            ),
            (
                "sig",
                [
                    "Yours sincerely",
                    "",
                    "Carla Mendes",
                    "Collections and Settlements",
                    "Bluegum Equipment Finance Pty Ltd",
                ],
            ),
        ],
        letterhead="BLUEGUM EQUIPMENT FINANCE PTY LTD\nLevel 3, 15 William Street, Melbourne "
        "VIC 3000",
    )


def accounts(out: Path) -> None:
    d = out / "04 Finance"
    write_xlsx(
        d / "Management Accounts FY2025.xlsx",
        [
            (
                "P&L",
                [
                    [
                        "A$000, year ended 30 June",
                        "FY2024 actual",
                        "FY2025 actual",
                        "FY2025 budget",
                        "Q4 FY2025",
                    ],
                    ["Storage revenue", 31840, 34120, 34600, 8610],
                    ["Handling and value-added services", 11020, 11730, 11900, 2990],
                    ["Transport revenue", 21240, 22550, 23100, 5720],
                    [
                        "Total revenue",
                        ("=SUM(B2:B4)", 64100),
                        ("=SUM(C2:C4)", 68400),
                        ("=SUM(D2:D4)", 69600),
                        ("=SUM(E2:E4)", 17320),
                    ],
                    ["Direct labour", -22960, -24880, -24600, -6270],
                    ["Energy", -6710, -7740, -7100, -1880],
                    ["Subcontract linehaul and fuel", -11460, -12310, -12500, -3090],
                    ["Repairs, maintenance and plant services", -3880, -4610, -4200, -1150],
                    ["Product loss provision (Harvest Lane)", 0, -480, 0, 0],
                    ["Site costs (short-term leases, rates, security)", -2940, -3050, -3000, -770],
                    ["Overheads", -10780, -10510, -10900, -2620],
                    ["EBITDA (pre AASB 16)", 5370, 4820, 7300, 1540],
                    ["Depreciation and amortisation", -2610, -2790, -2800, -700],
                    ["Interest", -1240, -1390, -1300, -350],
                    ["Profit before tax", 1520, 640, 3200, 490],
                ],
            ),
            (
                "Balance sheet",
                [
                    ["A$000 at 30 June", "2024", "2025"],
                    ["Cash at bank (Eastbourne)", 2210, 1660],
                    ["Trade receivables", 8940, 9520],
                    ["Plant and equipment", 21350, 22460],
                    ["Right-of-use assets", 14120, 18940],
                    ["Trade payables", -6490, -6870],
                    ["Eastbourne Facility A", -14250, -12750],
                    ["Eastbourne Facility B (drawn)", 0, -2400],
                    ["Bluegum equipment loan", -2130, -1470],
                    ["Lease liabilities (AASB 16)", -14980, -19870],
                    ["Net assets", 8770, 9220],
                ],
            ),
            (
                "KPIs",
                [
                    ["Measure", "30 June 2024", "31 December 2024", "30 June 2025"],
                    ["Net debt excluding property leases (A$000)", 14170, 13690, 14960],
                    ["EBITDA, 12 months rolling (A$000)", 5370, 5305, 4820],
                    ["Net debt / EBITDA (times)", 2.64, 2.58, 3.10],
                    ["Debt service cover (times)", 1.34, 1.18, 1.31],
                    ["Pallet occupancy, Dandenong South", "91%", "93%", "88%"],
                    ["On-time-in-full deliveries", "97.8%", "98.1%", "97.4%"],
                    ["Lost time injury frequency rate", 4.1, 3.2, 2.7],
                ],
            ),
        ],
        widths=16,
    )
    write_eml(
        d / "Email - FY2025 management accounts.eml",
        sender="Li Na Cheung <lina.cheung@kiewacoldchain.example>",
        to="Board <board@kiewacoldchain.example>",
        cc="Anita Kovac <anita.kovac@kiewacoldchain.example>",
        subject="June 2025 management accounts",
        when=dt.datetime(2025, 7, 29, 8, 40),
        body="""
Dear directors

Attached are the management accounts for June and the full year to 30 June 2025 (unaudited).

* Revenue A$68.4m, 1.7% below budget: Harvest Lane volumes ramped up more slowly and Meridian
  started later than planned.
* EBITDA A$4.82m against a budget of A$7.3m. The gap is mainly energy (A$0.64m over budget,
  after the network tariff change in Victoria), the Harvest Lane product loss provision
  (A$0.48m) and repairs at Dandenong South after the February compressor failure.
* Capex of A$3.9m, including the Larapinta CO2 plant (A$2.1m).
* Cash at bank A$1.66m at 30 June; Facility B drawn to A$2.4m.

The audit fieldwork starts on 18 August. Hartwell Ames have asked for the Greenvale and Meridian
contracts for their revenue testing.

Regards
Li Na Cheung
Financial Controller
""",
    )
    write_xlsx(
        d / "Budget FY2026.xlsx",
        [
            (
                "Budget",
                [
                    ["A$000", "Q1", "Q2", "Q3", "Q4", "FY2026"],
                    ["Revenue", 17900, 18600, 17400, 18300, ("=SUM(B2:E2)", 72200)],
                    ["Direct costs", -12400, -12800, -12100, -12600, ("=SUM(B3:E3)", -49900)],
                    ["Overheads", -2700, -2750, -2700, -2750, ("=SUM(B4:E4)", -10900)],
                    ["EBITDA", 2800, 3050, 2600, 2950, ("=SUM(B5:E5)", 11400)],
                ],
            ),
            (
                "Assumptions",
                [
                    ["Assumption", "Value"],
                    ["Pallet occupancy Dandenong South", "92%"],
                    ["CPI", "3.0%"],
                    ["Energy price change", "+4%"],
                    ["New customers", "Two mid-size frozen food customers from Q2"],
                ],
            ),
        ],
    )
    write_csv(
        d / "Debtors Ageing 30-06-2025.csv",
        [
            ["Customer", "Current", "31-60 days", "61-90 days", "90+ days", "Total A$"],
            ["Greenvale Fresh Foods Pty Ltd", "1,184,220", "0", "0", "0", "1,184,220"],
            ["Ovens Valley Dairy Co-operative Ltd", "802,115", "0", "0", "0", "802,115"],
            ["Coastline Seafood Group Pty Ltd", "611,480", "95,200", "0", "0", "706,680"],
            ["Harvest Lane Meals Pty Ltd", "488,930", "402,650", "0", "0", "891,580"],
            ["Meridian Biologics Pty Ltd", "214,300", "0", "0", "0", "214,300"],
            ["Brisbane Valley Meats Pty Ltd", "566,010", "0", "0", "0", "566,010"],
            ["Tarrawingee Milk Company Pty Ltd", "163,420", "0", "0", "0", "163,420"],
            ["Other", "4,611,505", "290,400", "61,220", "28,550", "4,991,675"],
            ["Total", "8,641,980", "788,250", "61,220", "28,550", "9,520,000"],
        ],
    )
    write_pdf(
        d / "Audited Financial Statements FY2024.pdf",
        "Kiewa Cold Chain Pty Ltd and its controlled entity - Financial report for the year "
        "ended 30 June 2024",
        [
            ("h", "Directors' report (extract)"),
            "The directors present their report on the consolidated entity (the Group) for the "
            "financial year ended 30 June 2024. The principal activities of the Group were "
            "temperature-controlled warehousing and refrigerated distribution. Profit after "
            "income tax was A$1,068,000 (2023: A$1,242,000). No dividends were paid or declared.",
            ("h", "Consolidated statement of profit or loss (A$000)"),
            (
                "t",
                [
                    ["", "2024", "2023"],
                    ["Revenue from contracts with customers", "64,100", "59,800"],
                    ["Employee benefits expense", "(27,950)", "(25,880)"],
                    ["Depreciation (including right-of-use assets)", "(4,690)", "(4,410)"],
                    ["Finance costs", "(2,020)", "(1,760)"],
                    ["Profit before income tax", "1,526", "1,774"],
                    ["Income tax expense", "(458)", "(532)"],
                ],
            ),
            ("h", "Note 18 Borrowings"),
            "Borrowings from Eastbourne Bank Limited are secured by a general security deed over "
            "the assets of the Group. The equipment loan from Bluegum Equipment Finance Pty Ltd "
            "is secured over the assets of the Company and is repayable by monthly instalments "
            "to 2026.",
            ("h", "Note 24 Contingent liabilities"),
            "The Company has guaranteed the obligations of a subcontract carrier to its equipment "
            "financier. The directors consider that no loss is probable. Bank guarantees of "
            "A$1,120,000 have been given to landlords as rental bonds.",
            ("h", "Note 26 Related party transactions"),
            "The Group leases its Dandenong South premises from Abbotts Road Holdings Pty Ltd as "
            "trustee for the Tulloch Family Trust, an entity controlled by Mr G J Tulloch, a "
            "director of the Company. Rent paid during the year was A$1,012,000 (2023: A$978,000) "
            "on normal commercial terms. No amount was outstanding at year end.",
            "Key management personnel compensation was A$1,486,000 (2023: A$1,402,000).",
            ("h", "Independent auditor's report (extract)"),
            "In our opinion, the accompanying financial report of Kiewa Cold Chain Pty Ltd "
            "presents fairly, in all material respects, the Group's financial position at 30 "
            "June 2024 and its performance for the year, in accordance with Australian "
            "Accounting Standards - Simplified Disclosures and the Corporations Act 2001.",
            (
                "sig",
                [
                    "Hartwell Ames, Chartered Accountants",
                    "Sarah Okonjo, Partner",
                    "Melbourne, 26 September 2024",
                ],
            ),
        ],
    )
    write_text(
        d / "Tax" / "Tax Compliance Summary.md",
        """
# Tax compliance summary (prepared by Hartwell Ames, September 2025)

| Tax | Entity | Status |
|---|---|---|
| Income tax | Kiewa Cold Chain Pty Ltd | FY2024 return lodged 14 May 2025; FY2025 due 15 May 2026 |
| GST | Kiewa Cold Chain Pty Ltd | Monthly BAS, all lodged and paid to August 2025 |
| PAYG withholding | Kiewa Cold Chain Pty Ltd | Monthly, current |
| FBT | Kiewa Cold Chain Pty Ltd | FBT year to 31 March 2025 lodged 21 May 2025 (A$38,410) |
| Payroll tax | Victoria (SRO) and Queensland (QRO) | Monthly, current; VIC grouping with no other entity |
| Superannuation guarantee | Kiewa Cold Chain Pty Ltd | Paid quarterly through the clearing house; no SG charge statements |
| Income tax, GST | Kiewa Cold Chain (NZ) Limited | Returns filed with Inland Revenue, current |

## Reviews

* ATO Next 5,000 streamlined assurance review of FY2023 completed in April 2025 with no
  adjustments and a "medium" assurance rating for tax governance.
* No private rulings requested. No amended assessments.

## Matters for the buyer

* Carried-forward capital losses of A$0.2m (continuity of ownership test will fail on the sale).
* R&D tax incentive claimed for ColdTrace development in FY2022 and FY2023 (A$0.31m offset).
""",
    )
