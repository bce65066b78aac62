"""B. Financial and C. Banking and security."""

from __future__ import annotations

from pathlib import Path

from tests.rooms.kelmscott.common import BANK, CO, CO_ADDR, article, general, signatures
from tests.rooms.kelmscott.writers import Block, csv_file, docx, pdf, text, xlsx

FIN = "B Financial"
BNK = "C Banking and security"


def statements(root: Path) -> None:
    for year, prior, rev, gp, ebitda, ni, debt, note in (
        (
            "2025",
            "2024",
            "142,380",
            "31,320",
            "11,870",
            "3,940",
            "32,150",
            "Subsequent event: on August 13, 2025 the Company initiated a voluntary recall, in cooperation with the Canadian Food Inspection Agency, of one production lot of chicken pot pie. The direct costs of the recall are estimated at $412,000. Management expects that these costs, net of the deductible, will be recoverable under the Company's product contamination and recall insurance policy; no receivable has been recognised at June 30, 2025.",
        ),
        (
            "2024",
            "2023",
            "131,050",
            "28,410",
            "10,640",
            "3,110",
            "33,870",
            "Subsequent event: on July 24, 2024 the Company repaid in full its equipment loan from Ridgeback Capital Partners Inc. from the proceeds of an advance under its capital expenditure facility with Northshore Bank of Canada.",
        ),
    ):
        blocks: list[Block] = [
            (
                "p",
                "INDEPENDENT AUDITOR'S REPORT — To the Shareholders of Brantwood Provisions Ltd.",
            ),
            (
                "p",
                f"Opinion. We have audited the consolidated financial statements of Brantwood Provisions Ltd. and its subsidiaries (the Company), which comprise the consolidated balance sheet as at June 30, {year}, and the consolidated statements of income, changes in equity and cash flows for the year then ended, and notes, including a summary of significant accounting policies. In our opinion, the accompanying consolidated financial statements present fairly, in all material respects, the financial position of the Company as at June 30, {year} in accordance with Canadian accounting standards for private enterprises (ASPE).",
            ),
            (
                "p",
                "Basis for opinion. We conducted our audit in accordance with Canadian generally accepted auditing standards. We are independent of the Company in accordance with the ethical requirements that are relevant to our audit in Canada.",
            ),
            (
                "sig",
                [
                    "Bellhaven Tremblay LLP, Chartered Professional Accountants, Licensed Public Accountants",
                    f"Mississauga, Ontario, September {'26' if year == '2025' else '27'}, {year}",
                ],
            ),
            ("h", "Consolidated statement of income (thousands of Canadian dollars)"),
            (
                "table",
                [
                    ["", f"FY{year}", f"FY{prior}"],
                    ["Revenue", rev, "131,050" if year == "2025" else "124,660"],
                    ["Gross profit", gp, "28,410" if year == "2025" else "26,190"],
                    [
                        "EBITDA (non-GAAP, for information)",
                        ebitda,
                        "10,640" if year == "2025" else "9,820",
                    ],
                    ["Net income", ni, "3,110" if year == "2025" else "2,740"],
                ],
            ),
            ("h", "Note 9 — Long-term debt"),
            (
                "p",
                f"The Company's credit facilities with {BANK} comprise a revolving facility of $12,000,000, a term facility and a capital expenditure facility, secured by a general security agreement over all present and after-acquired personal property. Total funded debt at June 30, {year} was ${debt} thousand. The facilities are subject to financial covenants tested quarterly. The Company was in compliance with its financial covenants as at June 30, {year}.",
            ),
            ("h", "Note 12 — Commitments"),
            (
                "p",
                "The Company leases its Mississauga production facility, its Brampton warehouse and a distribution warehouse in Romulus, Michigan under operating leases. The Company has purchase commitments with suppliers in the normal course of business.",
            ),
            ("h", "Note 15 — Subsequent events"),
            ("p", note),
        ]
        pdf(
            root
            / FIN
            / f"Audited consolidated financial statements - FY{year} (June 30, {year}).pdf",
            f"Brantwood Provisions Ltd. — Consolidated Financial Statements, June 30, {year}",
            blocks,
        )


def management_accounts(root: Path) -> None:
    xlsx(
        root / FIN / "Management accounts - Q1 FY2026 (September 30, 2025).xlsx",
        {
            "Income statement": [
                [
                    "C$ thousands",
                    "Q1 FY2026 (Jul-Sep 2025)",
                    "Q1 FY2025 (Jul-Sep 2024)",
                    "FY2025 (audited)",
                    "LTM September 30, 2025",
                ],
                ["Revenue", 33210, 34960, 142380, 140630],
                ["Cost of sales", 26420, 26810, 111060, 110670],
                ["Gross profit", 6790, 8150, 31320, 29960],
                ["Selling, general and administrative", 5310, 4300, 19450, 20460],
                ["EBITDA", 1480, 3850, 11870, 9500],
                ["Depreciation and amortisation", 1180, 1120, 4620, 4680],
                ["Interest", 540, 610, 2280, 2210],
                ["Income before tax", -240, 2120, 4970, 2610],
            ],
            "Balance sheet": [
                ["C$ thousands", "September 30, 2025", "June 30, 2025"],
                ["Cash", 1840, 2610],
                ["Accounts receivable", 17420, 16980],
                ["Inventory", 14260, 13190],
                ["Property, plant and equipment", 38900, 39310],
                ["Accounts payable and accrued liabilities", 15730, 15040],
                ["Revolving facility", 6420, 6080],
                ["Term facility", 23800, 24600],
                ["Capital expenditure facility", 1420, 1470],
                ["Shareholders' equity", 24980, 25120],
            ],
            "Debt and leverage": [
                ["C$ thousands", "September 30, 2025", "June 30, 2025"],
                ["Revolving facility", 6420, 6080],
                ["Term facility", 23800, 24600],
                ["Capital expenditure facility", 1420, 1470],
                ["Total funded debt", 31640, 32150],
                ["EBITDA, last twelve months", 9500, 11870],
                ["Total funded debt / LTM EBITDA (x)", 3.33, 2.71],
                ["Fixed charge coverage, LTM (x)", 1.26, 1.41],
                ["Revolver availability (borrowing base less drawn)", 3910, 4520],
            ],
            "Commentary": [
                ["Area", "Commentary"],
                [
                    "Revenue",
                    "Q1 revenue down 5.0% on prior year: Maplecrest volumes lower after the August lot 25-219 hold and the 2025 price hold; Greenleaf Kitchen launch partly offsets.",
                ],
                [
                    "Gross margin",
                    "20.4% against 23.3% in Q1 FY2025: recall write-off and disposal of lot 25-219 (C$412k including customer charges), Line 3 start-up scrap on Greenleaf items, and input costs not recovered through pricing.",
                ],
                [
                    "SG&A",
                    "Includes C$640k of transaction advisory fees (Project Kelmscott) and Greenleaf listing fees.",
                ],
                ["Outlook", "Management expects margin recovery in Q2 as Line 3 yields improve."],
            ],
        },
    )


def other_finance(root: Path) -> None:
    xlsx(
        root / FIN / "Budget - FY2026 (board approved 2025-06-17).xlsx",
        {
            "Budget": [
                ["C$ thousands", "Q1", "Q2", "Q3", "Q4", "FY2026"],
                ["Revenue", 36400, 38900, 35200, 37800, 148300],
                ["Gross profit", 8470, 9180, 8090, 8810, 34550],
                ["EBITDA", 3280, 3720, 2960, 3460, 13420],
                ["Capital expenditure", 900, 1450, 700, 650, 3700],
            ],
            "Assumptions": [
                ["Item", "Assumption"],
                ["Maplecrest", "Volumes flat; CPI price adjustment not assumed for calendar 2026"],
                ["Northern Harvest", "430,000 cases for the year to May 31, 2026"],
                ["Greenleaf Kitchen", "Launch May 2025; 96,000 cases in first twelve months"],
                ["Labour", "UFCW collective agreement increase of 3.0% on April 1, 2026"],
            ],
        },
    )
    xlsx(
        root / FIN / "Capital expenditure register - FY2026.xlsx",
        {
            "Capex": [
                ["Project", "Site", "Budget (C$)", "Committed (C$)", "Status"],
                [
                    "Line 3 spiral freezer belt replacement",
                    "Mississauga",
                    420000,
                    410500,
                    "Complete",
                ],
                ["Ammonia compressor overhaul (No. 2)", "Mississauga", 260000, 0, "Q3"],
                ["Pie line depositor", "Drummondville", 780000, 655000, "In progress"],
                ["Warehouse racking", "Brampton", 310000, 305200, "Complete"],
                ["ERP upgrade (SAP Business One 10.0 FP2405)", "All", 240000, 96000, "In progress"],
                ["Wastewater sampling station", "Mississauga", 45000, 0, "Q2"],
            ],
        },
    )
    rows: list[list[object]] = [
        ["customer", "current", "1-30", "31-60", "61-90", "over_90", "total"]
    ]
    for name, vals in (
        ("Maplecrest Grocers Inc.", (6210400, 1120300, 0, 0, 0)),
        ("Northern Harvest Foods Inc.", (2480100, 310200, 0, 0, 0)),
        ("Prairie Wholesale Club Canada ULC", (1905300, 644000, 82100, 0, 0)),
        ("Greenleaf Market Co-operative", (1190800, 206400, 0, 0, 0)),
        ("Lakeland Institutional Foods Ltd.", (1088200, 194600, 15300, 0, 0)),
        ("Atlantic Fresh Distributors Inc.", (402900, 88100, 0, 0, 0)),
        ("Dufferin Foodservice Distributors Ltd.", (0, 0, 0, 61200, 118400)),
        ("Other (184 accounts)", (1402300, 281900, 73400, 14900, 29900)),
    ):
        rows.append([name, *vals, sum(vals)])
    csv_file(root / FIN / "Accounts receivable aging - 2025-09-30.csv", rows)
    csv_file(
        root / FIN / "Revenue by customer - FY2023 to FY2025.csv",
        [
            ["customer", "fy2023_cad", "fy2024_cad", "fy2025_cad", "share_fy2025"],
            ["Maplecrest Grocers Inc.", "40,112,000", "42,380,000", "44,150,000", "31.0%"],
            ["Northern Harvest Foods Inc.", "17,420,000", "21,060,000", "24,210,000", "17.0%"],
            [
                "Prairie Wholesale Club Canada ULC",
                "12,900,000",
                "14,630,000",
                "15,660,000",
                "11.0%",
            ],
            ["Lakeland Institutional Foods Ltd.", "10,280,000", "10,940,000", "11,390,000", "8.0%"],
            ["Greenleaf Market Co-operative", "0", "0", "2,140,000", "1.5%"],
            [
                "Dufferin Foodservice Distributors Ltd.",
                "5,610,000",
                "5,880,000",
                "4,920,000",
                "3.5%",
            ],
            ["Atlantic Fresh Distributors Inc.", "4,460,000", "3,210,000", "3,060,000", "2.1%"],
            ["Brantwood Foods USA (US customers)", "7,940,000", "8,810,000", "9,330,000", "6.6%"],
            ["Other", "25,938,000", "24,140,000", "27,520,000", "19.3%"],
        ],
    )
    csv_file(
        root / FIN / "Inventory count - 2025-06-30.csv",
        [
            ["site", "category", "units", "value_cad"],
            ["Mississauga", "Finished goods", "412,300 cases", "6,930,400"],
            ["Mississauga", "Raw materials", "", "2,810,200"],
            ["Mississauga", "Packaging", "", "1,140,700"],
            ["Drummondville", "Finished goods", "68,900 cases", "1,205,800"],
            ["Drummondville", "Raw materials and packaging", "", "612,300"],
            ["Romulus, MI", "Finished goods (US$ 361,000)", "21,400 cases", "490,600"],
        ],
    )
    pdf(
        root / FIN / "CRA notice of assessment - taxation year ended June 30, 2024.pdf",
        "Notice of Assessment",
        [
            ("p", "Canada Revenue Agency — Corporation Notice of Assessment"),
            (
                "p",
                "Corporation name: BRANTWOOD PROVISIONS LTD. Business number: 81442 7719 RC0001. Tax year end: 2024-06-30. Date of notice: 2025-02-19.",
            ),
            (
                "p",
                "We assessed your return for the tax year noted above as filed. Part I tax payable: $612,408.00. Ontario tax: $423,211.00. Instalments and credits: $1,035,619.00. Balance: $0.00.",
            ),
            (
                "p",
                "If you disagree with this assessment, you have 90 days from the date of this notice to file a notice of objection.",
            ),
        ],
    )
    text(
        root / FIN / "Tax - US subsidiary transfer pricing note.md",
        """
# Brantwood Foods USA, Inc. — transfer pricing (summary for the data room)

*Prepared by the Finance team, October 2025.*

Brantwood Foods USA, Inc. (a Michigan corporation, wholly owned by Brantwood Provisions Ltd.)
buys finished goods from the Canadian parent and resells them to US retail and food service
customers from the Romulus, Michigan warehouse.

- **Method:** resale price method; the US subsidiary earns an operating margin of 2.5–3.5% on
  net sales, benchmarked against a set of 11 US food distributors (study refreshed in FY2024).
- **Volumes:** FY2025 intercompany sales of C$9.1 million.
- **Filings:** Canadian T106 and US Form 5472 filed for FY2023 and FY2024; no audits open in
  either country.
- **Customs:** goods enter the US under HTS 1602.32 and 1905.90 duty-free under CUSMA with
  certificates of origin held on file.
""",
    )


def credit_agreement(root: Path) -> None:
    blocks: list[Block] = [
        (
            "p",
            f"CREDIT AGREEMENT dated as of October 28, 2022 between {CO}, as Borrower, the Guarantors from time to time party hereto, and {BANK}, as Lender.",
        ),
        *article(
            1,
            "Interpretation",
            [
                'Definitions. In this Agreement: "EBITDA" means, for any period, consolidated net income of the Borrower for that period plus, to the extent deducted in computing it, (a) Interest Expense, (b) income taxes, (c) depreciation and amortisation, and (d) extraordinary or non-recurring non-cash losses, minus extraordinary or non-recurring non-cash gains, all determined in accordance with ASPE; "Total Funded Debt" means all obligations of the Borrower and its Subsidiaries for borrowed money, including the Obligations, capital lease obligations and the deferred purchase price of property, but excluding trade payables incurred in the ordinary course; "Fixed Charge Coverage Ratio" means, for any period of four consecutive Fiscal Quarters, the ratio of (i) EBITDA less unfinanced capital expenditures and cash taxes to (ii) scheduled principal payments plus Interest Expense plus Distributions; "Fiscal Quarter" means each period of three months ending on the last day of September, December, March and June.',
                "Accounting Terms. All accounting terms not otherwise defined have the meanings given to them under ASPE applied consistently.",
            ],
        ),
        *article(
            2,
            "The Credit Facilities",
            [
                "Revolving Facility. The Lender establishes a revolving credit facility in favour of the Borrower in the maximum amount of $12,000,000, subject to the Borrowing Base.",
                "Term Facility. The Lender shall advance to the Borrower a non-revolving term loan of $28,000,000 on the Closing Date, repayable in equal quarterly instalments of $800,000 with the balance due on the Maturity Date.",
                "Capital Expenditure Facility. The Lender establishes a non-revolving capital expenditure facility of up to $3,000,000, available by way of advances to finance up to 80% of the cost of eligible equipment.",
                "Maturity Date. All Obligations shall be repaid in full on October 28, 2027.",
            ],
        ),
        *article(
            3,
            "Interest and Fees",
            [
                "Interest. Advances bear interest at the Lender's prime rate plus the Applicable Margin, which ranges from 0.75% to 2.00% per annum depending on the ratio of Total Funded Debt to EBITDA.",
                "Standby Fee. The Borrower shall pay a standby fee of 0.25% per annum on the unused portion of the Revolving Facility, quarterly in arrears.",
            ],
        ),
        *article(
            4,
            "Security",
            [
                "Security. The Obligations are secured by a general security agreement granted by the Borrower and each Guarantor over all of their present and after-acquired personal property, a pledge of the shares of each Subsidiary, and an assignment of insurance.",
            ],
        ),
        *article(
            5,
            "Representations and Warranties",
            [
                "Representations. The Borrower represents and warrants to the Lender that it is duly incorporated, has the power to enter into this Agreement, and that its financial statements present fairly its financial position.",
            ],
        ),
        *article(
            6,
            "Reporting Covenants",
            [
                "Annual Statements. The Borrower shall deliver audited consolidated financial statements within 120 days after each fiscal year end.",
                "Quarterly Statements. The Borrower shall deliver unaudited consolidated financial statements within 45 days after the end of each Fiscal Quarter.",
                "Compliance Certificate. Together with each set of financial statements, the Borrower shall deliver a certificate of its chief financial officer setting out the calculation of each financial covenant in Section 7.1 and confirming that no Default or Event of Default has occurred, or describing any that has.",
                "Notice of Default. The Borrower shall notify the Lender promptly, and in any event within five Business Days, after becoming aware of any Default or Event of Default.",
            ],
        ),
        *article(
            7,
            "Financial and Negative Covenants",
            [
                "Financial Covenants. The Borrower shall maintain, tested as at the last day of each Fiscal Quarter on a rolling four-quarter basis: (a) a ratio of Total Funded Debt to EBITDA of not more than 3.00:1.00; and (b) a Fixed Charge Coverage Ratio of not less than 1.20:1.00.",
                "Indebtedness. The Borrower shall not incur any indebtedness for borrowed money other than Permitted Indebtedness, which includes capital leases not exceeding $1,500,000 in aggregate.",
                "Distributions. The Borrower shall not declare or pay any dividend or other Distribution while a Default is continuing or would result.",
                "Change of Control. The Borrower shall not permit any person other than the Existing Shareholders to acquire control of the Borrower without the Lender's prior written consent.",
            ],
        ),
        *article(
            8,
            "Events of Default",
            [
                "Events of Default. Each of the following is an Event of Default: (a) non-payment of principal when due or of interest or fees within three Business Days; (b) breach of Section 7.1, without any cure period; (c) breach of any other covenant not remedied within thirty days after notice; (d) insolvency events; (e) a breach of Section 7.4.",
                "Remedies. Upon an Event of Default the Lender may by notice declare all Obligations immediately due and payable and terminate its commitments, and enforce the Security.",
            ],
        ),
        *general(
            9,
            style=0,
            notices=[
                f"To the Borrower: {CO_ADDR}, attention: Chief Financial Officer.",
                "To the Lender: 200 Bay Street, 14th Floor, Toronto, Ontario, attention: Managing Director, Commercial Banking.",
            ],
        ),
        signatures(
            (CO, "Anjali Raman", "Chief Financial Officer"),
            (BANK, "Graham Okafor", "Managing Director"),
            "October 28, 2022",
        ),
    ]
    docx(
        root / BNK / "Credit Agreement - Northshore Bank of Canada - 2022-10-28.docx",
        "Credit Agreement",
        blocks,
    )


def certificates(root: Path) -> None:
    for label, date, debt, ebitda, lev, fcc, ok, fname in (
        (
            "December 31, 2023",
            "February 13, 2024",
            "29,450",
            "10,015",
            "2.94",
            "1.12",
            False,
            "Q2 FY2024 (December 31, 2023)",
        ),
        (
            "June 30, 2025",
            "October 27, 2025",
            "32,150",
            "11,870",
            "2.71",
            "1.41",
            True,
            "Q4 FY2025 (June 30, 2025)",
        ),
    ):
        blocks: list[Block] = [
            ("p", f'To: {BANK} (the "Lender")'),
            (
                "p",
                f'Re: Credit Agreement dated as of October 28, 2022 between {CO}, as Borrower, and the Lender (the "Credit Agreement")',
            ),
            (
                "p",
                f"The undersigned, the Chief Financial Officer of the Borrower, certifies on behalf of the Borrower and not personally, for the Fiscal Quarter ended {label}, that:",
            ),
            (
                "table",
                [
                    ["Covenant (Section 7.1)", "Requirement", "Actual", "In compliance"],
                    ["Total Funded Debt (C$ thousands)", "", debt, ""],
                    ["EBITDA, four quarters (C$ thousands)", "", ebitda, ""],
                    [
                        "Total Funded Debt to EBITDA",
                        "not more than 3.00:1.00",
                        f"{lev}:1.00",
                        "Yes",
                    ],
                    [
                        "Fixed Charge Coverage Ratio",
                        "not less than 1.20:1.00",
                        f"{fcc}:1.00",
                        "Yes" if ok else "No",
                    ],
                ],
            ),
            (
                "p",
                "No Default or Event of Default has occurred and is continuing."
                if ok
                else "The Fixed Charge Coverage Ratio for the Fiscal Quarter ended December 31, 2023 was 1.12:1.00, below the minimum of 1.20:1.00 required by Section 7.1(b), which is an Event of Default under Section 8.1(b). The shortfall results from the $2.3 million replacement of the Line 3 spiral freezer, funded from operating cash flow pending the equipment loan. The Borrower requests that the Lender waive this Event of Default. No other Default or Event of Default has occurred.",
            ),
            (
                "sig",
                [f"Dated {date}.", "/s/ Anjali Raman", "Anjali Raman, Chief Financial Officer"],
            ),
        ]
        pdf(root / BNK / f"Compliance certificate - {fname}.pdf", "Compliance Certificate", blocks)
    pdf(
        root / BNK / "Waiver and Amendment No. 1 - 2024-03-08.pdf",
        "Waiver and Amendment No. 1 to Credit Agreement",
        [
            ("p", "March 8, 2024"),
            ("p", f"{CO}, {CO_ADDR}. Attention: Anjali Raman, Chief Financial Officer"),
            (
                "p",
                'Re: Credit Agreement dated as of October 28, 2022 (the "Credit Agreement") — Fixed Charge Coverage Ratio for the Fiscal Quarter ended December 31, 2023',
            ),
            (
                "p",
                'We refer to your compliance certificate dated February 13, 2024, which reports a Fixed Charge Coverage Ratio of 1.12:1.00 for the Fiscal Quarter ended December 31, 2023, and the resulting Event of Default under Section 8.1(b) of the Credit Agreement (the "Specified Default").',
            ),
            (
                "p",
                "1. Waiver. Subject to the condition in paragraph 3, the Lender hereby waives the Specified Default. This waiver is limited to the Specified Default and to the Fiscal Quarter ended December 31, 2023, and is not a waiver of any other Default or of compliance with Section 7.1 for any other Fiscal Quarter.",
            ),
            (
                "p",
                "2. Amendment. For the purpose of calculating the Fixed Charge Coverage Ratio for the Fiscal Quarters ending March 31, 2024 through December 31, 2024, unfinanced capital expenditures shall exclude the cost of replacing the Line 3 spiral freezer up to $2,300,000.",
            ),
            (
                "p",
                "3. Condition. This letter becomes effective when the Lender has received a copy of this letter signed by the Borrower and a waiver fee of $25,000.",
            ),
            (
                "sig",
                [
                    f"{BANK.upper()}",
                    "Per: /s/ Graham Okafor, Managing Director",
                    "",
                    "Acknowledged and agreed March 11, 2024, and the waiver fee of $25,000 paid on that date by wire (reference NBC-240311-0087).",
                    f"{CO.upper()} Per: /s/ Anjali Raman, Chief Financial Officer",
                ],
            ),
        ],
        letterhead=f"{BANK} | Commercial Banking | 200 Bay Street, Toronto",
    )


def ppsa(root: Path) -> None:
    header = """ONTARIO PERSONAL PROPERTY SECURITY ACT — ENQUIRY RESPONSE (CERTIFIED)
SEARCH CONDUCTED ON: BUSINESS DEBTOR
BUSINESS DEBTOR NAME: BRANTWOOD PROVISIONS LTD.
FILE CURRENCY: {currency}
SEARCH REQUESTED BY: {by}
"""
    northshore = """
--------------------------------------------------------------------------
FILE NUMBER: 788421503   EXPIRY DATE: 27OCT 2032
REGISTRATION NUMBER: 20221027 1422 1590 4471   REGISTERED UNDER: P PPSA
DEBTOR: BRANTWOOD PROVISIONS LTD., 7100 KESTREL COURT, MISSISSAUGA ON L5T 2X9
SECURED PARTY: NORTHSHORE BANK OF CANADA, 200 BAY STREET, TORONTO ON M5J 2J2
COLLATERAL CLASSIFICATION: INVENTORY X  EQUIPMENT X  ACCOUNTS X  OTHER X  MOTOR VEHICLE INCLUDED X
GENERAL COLLATERAL DESCRIPTION: (blank)
"""
    ridgeback = """
--------------------------------------------------------------------------
FILE NUMBER: 791044820   EXPIRY DATE: 11JAN 2029
REGISTRATION NUMBER: 20240111 0931 1862 2207   REGISTERED UNDER: P PPSA
DEBTOR: BRANTWOOD PROVISIONS LTD., 7100 KESTREL COURT, MISSISSAUGA ON L5T 2X9
SECURED PARTY: RIDGEBACK CAPITAL PARTNERS INC., 65 QUEEN STREET WEST, TORONTO ON
COLLATERAL CLASSIFICATION: EQUIPMENT X  OTHER X
GENERAL COLLATERAL DESCRIPTION: ALL EQUIPMENT LOCATED AT 7100 KESTREL COURT,
MISSISSAUGA, INCLUDING ONE SPIRAL FREEZER (LINE 3) SERIAL NO. GY-SF-22-0419, AND ALL
PROCEEDS THEREOF.
"""
    lakehead = """
--------------------------------------------------------------------------
FILE NUMBER: 803317290   EXPIRY DATE: 02MAY 2029
REGISTRATION NUMBER: 20250502 1107 1530 8812   REGISTERED UNDER: P PPSA
DEBTOR: BRANTWOOD PROVISIONS LTD.
SECURED PARTY: LAKEHEAD EQUIPMENT FINANCE LTD., THUNDER BAY ON
COLLATERAL CLASSIFICATION: EQUIPMENT X  OTHER X
GENERAL COLLATERAL DESCRIPTION: SIX (6) ELECTRIC FORKLIFTS LEASED UNDER LEASE
SCHEDULE 004, AND PROCEEDS.
"""
    text(
        root / BNK / "PPSA search - Ontario - file currency 2024-06-13.txt",
        header.format(currency="13JUN 2024", by="HOLLIS DUNMORE LLP (refinancing file 24-0388)")
        + northshore
        + ridgeback
        + "\nTOTAL REGISTRATIONS: 2\nEND OF SEARCH RESULTS\n",
    )
    text(
        root / BNK / "PPSA search - Ontario - file currency 2025-11-03.txt",
        header.format(currency="03NOV 2025", by="FERRIER MACAULAY LLP (Project Kelmscott)")
        + northshore
        + lakehead
        + "\nTOTAL REGISTRATIONS: 2\nEND OF SEARCH RESULTS\n",
    )
    pdf(
        root / BNK / "Payout letter - Ridgeback Capital Partners - 2024-07-18.pdf",
        "",
        [
            ("p", "July 18, 2024"),
            (
                "p",
                f'{CO} and Hollis Dunmore LLP. Re: Equipment loan agreement dated January 10, 2024 (the "Loan")',
            ),
            (
                "p",
                "The amount required to repay the Loan in full on July 24, 2024 is $1,486,220.14, including interest to that date and a prepayment fee of $14,700.00. Per diem after that date: $312.55.",
            ),
            (
                "p",
                "Upon receipt of that amount, Ridgeback Capital Partners Inc. will (a) release its security over the equipment described in PPSA registration no. 20240111 0931 1862 2207, and (b) register a financing change statement discharging that registration within ten days.",
            ),
            (
                "sig",
                [
                    "RIDGEBACK CAPITAL PARTNERS INC.",
                    "/s/ Lucia Marchetti, Vice-President, Portfolio",
                ],
            ),
        ],
        letterhead="Ridgeback Capital Partners Inc. | 65 Queen Street West, Toronto",
    )
    pdf(
        root / BNK / "Financing change statement - discharge - Ridgeback - 2024-07-29.pdf",
        "Financing Change Statement / Change Statement — Form 2C",
        [
            ("p", "Personal Property Security Act (Ontario). Verification Statement."),
            (
                "table",
                [
                    ["Field", "Entry"],
                    ["File number", "791044820"],
                    ["Registration number being changed", "20240111 0931 1862 2207"],
                    ["Change required", "D — Discharge (entire registration)"],
                    ["Debtor", "BRANTWOOD PROVISIONS LTD."],
                    ["Secured party", "RIDGEBACK CAPITAL PARTNERS INC."],
                    ["Registration number of this change", "20240729 1540 1862 6019"],
                    ["Date registered", "July 29, 2024"],
                ],
            ),
            (
                "p",
                "The registration identified above has been discharged in full. Registering agent: Fenwick Lane Searches Inc. for Ridgeback Capital Partners Inc.",
            ),
        ],
    )


def build(root: Path) -> None:
    statements(root)
    management_accounts(root)
    other_finance(root)
    credit_agreement(root)
    certificates(root)
    ppsa(root)
