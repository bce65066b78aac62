"""04 Finance of the pecos room."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from .paths import (
    CERT_Q1,
    CERT_Q2,
    CREDIT,
    DEFAULT_NOTICE,
    FIN,
    GUARANTY,
    MONTHLY,
    UCC_RELEASE,
    UCC_SEARCH,
    WAIVER,
)
from .writers import write_csv, write_docx, write_eml, write_html, write_pdf, write_text, write_xlsx

BANK = "FIRST TRANS-PECOS BANK, N.A.\nCommercial Banking - Energy Group\n600 N. Big Spring Street, Midland, Texas 79701"


def finance(out: Path) -> None:
    _credit(out)
    _certificates(out)
    _monthly(out)
    _default_and_waiver(out)
    _guaranty(out)
    _liens(out)
    _other(out)


def _credit(out: Path) -> None:
    write_docx(
        out / CREDIT,
        "CREDIT AGREEMENT",
        [
            "CONFORMED COPY - reflecting the First Amendment dated February 20, 2024",
            "CREDIT AGREEMENT dated as of November 8, 2022 among TOYAH CREEK WATER SOLUTIONS, INC., a "
            'Delaware corporation (the "Borrower"), the Subsidiaries of the Borrower party hereto as '
            "Guarantors, and FIRST TRANS-PECOS BANK, N.A., a national banking association (the "
            '"Lender").',
            ("h", "ARTICLE I - DEFINITIONS"),
            '"Consolidated EBITDA" means, for any period, Consolidated Net Income for such period plus, '
            "without duplication and to the extent deducted in determining Consolidated Net Income, (a) "
            "Consolidated Interest Expense, (b) income tax expense, (c) depreciation and amortization, (d) "
            "non-cash compensation expense, and (e) non-recurring cash charges not exceeding $750,000 in "
            "the aggregate for any period of four consecutive fiscal quarters; provided that pro forma "
            "cost savings and synergies shall not be added back.",
            '"Consolidated Total Funded Debt" means all Indebtedness for borrowed money of the Borrower '
            "and its Subsidiaries, including the Obligations, capital lease obligations and the "
            "outstanding principal amount guaranteed under any Guarantee.",
            '"Consolidated Total Leverage Ratio" means, as of the last day of any fiscal quarter, the '
            "ratio of (a) Consolidated Total Funded Debt as of such day to (b) Consolidated EBITDA for the "
            "period of four consecutive fiscal quarters ending on such day.",
            '"Change of Control" means (a) any Person or group (within the meaning of Section 13(d) of '
            "the Securities Exchange Act of 1934) other than the Sponsor acquires beneficial ownership of "
            "more than fifty percent (50%) of the voting Equity Interests of the Borrower, or (b) the "
            "Borrower ceases to own, directly or indirectly, 100% of the Equity Interests of each "
            "Guarantor.",
            ("h", "ARTICLE II - THE CREDIT FACILITIES"),
            "2.01 Term Loan. The Lender made a term loan to the Borrower on the Closing Date in the "
            "original principal amount of $40,000,000, amortizing in quarterly installments of $1,000,000. "
            "2.02 Revolving Loans. Revolving Commitment of $15,000,000, maturing November 8, 2027.",
            ("h", "ARTICLE VI - AFFIRMATIVE COVENANTS"),
            "6.01 Financial Statements. The Borrower shall deliver to the Lender: (a) as soon as "
            "available, and in any event within one hundred twenty (120) days after the end of each "
            "fiscal year, audited consolidated financial statements of the Borrower, reported on without "
            "qualification by independent certified public accountants; (b) within forty-five (45) days "
            "after the end of each fiscal quarter, unaudited consolidated financial statements; and (c) "
            "within thirty (30) days after the end of each month, a monthly financial package.",
            "6.02 Compliance Certificate. Concurrently with the delivery of financial statements under "
            "Section 6.01(a) or (b), a Compliance Certificate signed by a Responsible Officer setting forth "
            "in reasonable detail the calculations of the financial covenants in Section 7.11.",
            ("h", "ARTICLE VII - NEGATIVE COVENANTS"),
            "7.02 Indebtedness. The Borrower shall not create or suffer to exist any Indebtedness other "
            "than (a) the Obligations, (b) capital leases not exceeding $2,500,000 in the aggregate, and "
            "(c) the Guarantee of the obligations of Reeves Recycle Partners, LLC in an amount not "
            "exceeding $10,000,000.",
            "7.11 Financial Covenants.",
            "(a) Consolidated Total Leverage Ratio. The Borrower shall not permit the Consolidated Total "
            "Leverage Ratio as of the last day of any fiscal quarter to exceed the ratio set forth "
            "opposite such fiscal quarter below:",
            (
                "t",
                [
                    ["Fiscal quarter ending", "Maximum Consolidated Total Leverage Ratio"],
                    ["December 31, 2022 through December 31, 2023", "4.00 to 1.00"],
                    ["March 31, 2024 through December 31, 2024", "3.75 to 1.00"],
                    ["March 31, 2025 and each fiscal quarter thereafter", "3.25 to 1.00"],
                ],
            ),
            "(b) Fixed Charge Coverage Ratio. The Borrower shall not permit the Fixed Charge Coverage "
            "Ratio for any period of four consecutive fiscal quarters to be less than 1.25 to 1.00.",
            ("h", "ARTICLE VIII - EVENTS OF DEFAULT"),
            "8.01 Events of Default. Any of the following shall constitute an Event of Default: (b) the "
            "Borrower fails to perform or observe any covenant contained in Section 6.01, Section 6.02 or "
            "Article VII; (c) the Borrower fails to perform any other covenant and such failure continues "
            "for thirty (30) days; (k) a Change of Control occurs.",
            "8.02 Remedies. Upon an Event of Default the Lender may terminate the Revolving Commitment, "
            "declare the Obligations immediately due and payable and exercise its rights under the "
            "Security Agreement.",
            ("h", "ARTICLE X - MISCELLANEOUS"),
            "10.09 Governing Law. This Agreement shall be governed by the laws of the State of Texas.",
        ],
    )


def _cert(
    out: Path,
    path: str,
    quarter: str,
    date: str,
    debt: str,
    ebitda: str,
    ratio: str,
    fccr: str,
    limit: str,
) -> None:
    write_pdf(
        out / path,
        "COMPLIANCE CERTIFICATE",
        [
            f"Financial Statement Date: {quarter}",
            "To: First Trans-Pecos Bank, N.A.",
            "Reference is made to the Credit Agreement dated as of November 8, 2022 (as amended, the "
            '"Credit Agreement") between Toyah Creek Water Solutions, Inc. (the "Borrower") and First '
            "Trans-Pecos Bank, N.A. Capitalized terms have the meanings given in the Credit Agreement.",
            "The undersigned Responsible Officer hereby certifies, on behalf of the Borrower and not "
            "individually, that: (1) the financial statements delivered herewith fairly present in all "
            "material respects the financial condition of the Borrower and its Subsidiaries; (2) no "
            "Default or Event of Default has occurred and is continuing; and (3) the financial covenant "
            "calculations set forth below are true and correct.",
            ("h", "Section 7.11 - Financial Covenants"),
            (
                "t",
                [
                    ["Item", "Amount / Ratio"],
                    ["Consolidated Total Funded Debt", debt],
                    ["Consolidated EBITDA (four quarters)", ebitda],
                    ["Consolidated Total Leverage Ratio (actual)", ratio],
                    ["Maximum permitted", limit],
                    ["In compliance?", "Yes"],
                    ["Fixed Charge Coverage Ratio (actual)", fccr],
                    ["Minimum required", "1.25 to 1.00"],
                    ["In compliance?", "Yes"],
                ],
            ),
            (
                "sig",
                [
                    f"Dated: {date}",
                    "TOYAH CREEK WATER SOLUTIONS, INC.",
                    "By: /s/ Marisol Ortega",
                    "Name: Marisol Ortega   Title: Chief Financial Officer",
                ],
            ),
        ],
    )


def _certificates(out: Path) -> None:
    _cert(
        out,
        CERT_Q1,
        "March 31, 2025",
        "May 15, 2025",
        "$40,100,000",
        "$12,600,000",
        "3.18 to 1.00",
        "1.47 to 1.00",
        "3.25 to 1.00",
    )
    _cert(
        out,
        CERT_Q2,
        "June 30, 2025",
        "August 14, 2025",
        "$41,650,000",
        "$11,900,000",
        "3.50 to 1.00",
        "1.38 to 1.00",
        "3.75 to 1.00",
    )


def _monthly(out: Path) -> None:
    months = ["Jan-25", "Feb-25", "Mar-25", "Apr-25", "May-25", "Jun-25"]
    rev = [5_610, 4_980, 5_540, 5_430, 5_470, 5_570]
    cogs = [3_890, 3_920, 3_880, 3_810, 3_790, 3_820]
    sga = [620, 640, 610, 630, 600, 615]
    pl: list[list[object]] = [["($000)", *months, "H1 2025"]]
    pl.append(["Revenue", *rev, ("=SUM(B2:G2)", sum(rev))])
    pl.append(["Cost of services", *cogs, ("=SUM(B3:G3)", sum(cogs))])
    pl.append(["SG&A", *sga, ("=SUM(B4:G4)", sum(sga))])
    ebitda = [r - c - s for r, c, s in zip(rev, cogs, sga, strict=True)]
    pl.append(
        [
            "EBITDA (reported)",
            *[(f"={c}2-{c}3-{c}4", v) for c, v in zip("BCDEFG", ebitda, strict=True)],
            ("=SUM(B5:G5)", sum(ebitda)),
        ]
    )
    pl.append(
        ["Hermosa remediation (non-recurring)", 0, 210, 180, 150, 100, 0, ("=SUM(B6:G6)", 640)]
    )
    write_xlsx(
        out / MONTHLY,
        [
            ("P&L", pl),
            (
                "Balance Sheet",
                [
                    ["($000)", "Dec-31-2024", "Jun-30-2025"],
                    ["Cash", 3_940, 2_310],
                    ["Accounts receivable, net", 10_820, 11_460],
                    ["Property, plant and equipment, net", 88_400, 87_150],
                    ["Investment in Reeves Recycle Partners", 2_600, 2_410],
                    ["Term loan", 34_000, 32_000],
                    ["Revolving loans", 5_900, 9_650],
                    ["Capital leases", 460, 410],
                    ["Stockholders' equity", 52_300, 51_120],
                ],
            ),
            (
                "Covenant Calc",
                [
                    ["Item ($000)", "Q1 2025 (LTM Mar-25)", "Q2 2025 (LTM Jun-25)"],
                    ["Term loan", 33_000, 32_000],
                    ["Revolving loans", 7_100, 9_650],
                    ["Total Funded Debt (per cert)", ("=B2+B3", 40_100), ("=C2+C3", 41_650)],
                    ["LTM Consolidated EBITDA", 12_600, 11_900],
                    ["Total Leverage Ratio", ("=B4/B5", 3.18), ("=C4/C5", 3.50)],
                    ["LTM Fixed Charges", 8_570, 8_620],
                    ["Fixed Charge Coverage Ratio", 1.47, 1.38],
                    [
                        "Note: capital leases and the Reeves Recycle guaranty excluded per management's reading of the definition"
                    ],
                ],
            ),
            (
                "Adj EBITDA",
                [
                    ["($000)", "LTM Jun-25"],
                    ["Consolidated EBITDA (covenant)", 11_900],
                    ["Hermosa remediation (above $750k basket? no - $640k)", 0],
                    ["Sale process costs", 260],
                    ["Monahans consolidation run-rate savings", 1_800],
                    ["Sponsor monitoring fee", 240],
                    ["Other", 400],
                    ["Adjusted EBITDA (CIM)", ("=SUM(B2:B7)", 14_600)],
                ],
            ),
        ],
    )
    write_csv(
        out / FIN / "Accounts Receivable Aging - June 30, 2025.csv",
        [
            ["Customer", "Current", "31-60", "61-90", "Over 90", "Total"],
            ["Ocotillo Energy Operating, LLC", "1,420,110", "1,305,400", "0", "0", "2,725,510"],
            ["Hackberry Draw Resources, LLC", "1,118,240", "0", "0", "0", "1,118,240"],
            ["Bluestem Petroleum Company", "782,900", "64,300", "0", "0", "847,200"],
            ["Pronghorn Basin E&P, LLC", "361,800", "0", "0", "0", "361,800"],
            ["Coyote Wells Operating, Inc.", "212,450", "0", "18,200", "0", "230,650"],
            ["Verhalen Oil & Gas, Inc.", "301,120", "0", "0", "0", "301,120"],
            ["Red Tank Operating, LLC", "96,300", "44,100", "31,900", "118,400", "290,700"],
            ["All other", "4,980,700", "410,300", "94,200", "100,580", "5,585,780"],
            ["Total", "9,273,620", "1,824,100", "144,300", "218,980", "11,461,000"],
        ],
    )
    write_pdf(
        out / FIN / "Audited Consolidated Financial Statements FY2024 (extract).pdf",
        "TOYAH CREEK WATER SOLUTIONS, INC. AND SUBSIDIARIES - CONSOLIDATED FINANCIAL STATEMENTS, DECEMBER 31, 2024 AND 2023",
        [
            ("h", "Independent Auditor's Report"),
            "To the Board of Directors and Stockholders of Toyah Creek Water Solutions, Inc.: We have "
            "audited the accompanying consolidated financial statements of Toyah Creek Water Solutions, "
            "Inc. and its subsidiaries, which comprise the consolidated balance sheets as of December 31, "
            "2024 and 2023, and the related consolidated statements of operations, changes in "
            "stockholders' equity and cash flows for the years then ended. In our opinion, the "
            "accompanying consolidated financial statements present fairly, in all material respects, the "
            "financial position of the Company as of December 31, 2024 and 2023 in accordance with "
            "accounting principles generally accepted in the United States of America.",
            "/s/ Crandall Hayes LLP, Lubbock, Texas, May 28, 2025",
            ("h", "Consolidated Statements of Operations (in thousands)"),
            (
                "t",
                [
                    ["", "2024", "2023"],
                    ["Revenue", "68,400", "61,800"],
                    ["Cost of services", "(47,950)", "(43,610)"],
                    ["Selling, general and administrative", "(7,350)", "(5,990)"],
                    ["Depreciation and amortization", "(9,120)", "(8,480)"],
                    ["Operating income", "3,980", "3,720"],
                    ["Interest expense", "(3,210)", "(3,040)"],
                    ["Equity in loss of Reeves Recycle Partners", "(340)", "(60)"],
                    ["Net income", "330", "490"],
                ],
            ),
            ("h", "Note 9 - Commitments and Contingencies"),
            "Guarantee. The Company has guaranteed the obligations of Reeves Recycle Partners, LLC, an "
            "equity-method investee, under a term loan with an outstanding principal balance of $9.1 "
            "million at December 31, 2024. The Company has not recorded a liability for the guarantee. "
            "Operating leases. The Company leases tractors and trailers, office space, yards and "
            "disposal sites under operating leases; see Note 7 (ASC 842).",
            ("h", "Note 12 - Subsequent Events"),
            "On February 9, 2025, a produced water release occurred at the Hermosa SWD No. 2 facility. "
            "Management estimates remediation costs of approximately $640,000, which will be expensed in "
            "2025. Management has evaluated subsequent events through May 28, 2025.",
        ],
    )


def _default_and_waiver(out: Path) -> None:
    write_pdf(
        out / DEFAULT_NOTICE,
        "",
        [
            "May 6, 2025",
            "VIA EMAIL AND OVERNIGHT COURIER",
            "Toyah Creek Water Solutions, Inc., 400 W. Wall Street, Suite 1100, Midland, Texas 79701",
            "Attention: Marisol Ortega, Chief Financial Officer",
            "Re: Notice of Default and Reservation of Rights - Credit Agreement dated as of November 8, "
            '2022 (as amended, the "Credit Agreement")',
            "Dear Ms. Ortega:",
            "The Lender has not received the audited consolidated financial statements of the Borrower "
            "for the fiscal year ended December 31, 2024, which were required to be delivered no later "
            "than April 30, 2025 under Section 6.01(a) of the Credit Agreement. The failure to deliver "
            "such financial statements constitutes an Event of Default under Section 8.01(b) of the "
            'Credit Agreement (the "Specified Default").',
            "As a result of the Specified Default, the Lender is entitled to exercise any of its rights "
            "and remedies under the Loan Documents, including to terminate the Revolving Commitment and "
            "to accelerate the Obligations. The Lender has not, at this time, elected to exercise such "
            "remedies, but expressly reserves all of its rights. No further Revolving Loans will be made "
            "while the Specified Default continues.",
            (
                "sig",
                [
                    "Very truly yours,",
                    "FIRST TRANS-PECOS BANK, N.A.",
                    "By: /s/ Corbin Waite, Senior Vice President",
                ],
            ),
        ],
        letterhead=BANK,
    )
    write_pdf(
        out / WAIVER,
        "",
        [
            "June 2, 2025",
            "Toyah Creek Water Solutions, Inc., 400 W. Wall Street, Suite 1100, Midland, Texas 79701",
            "Re: Limited Waiver - Credit Agreement dated as of November 8, 2022 (as amended, the "
            '"Credit Agreement")',
            "Ladies and Gentlemen:",
            "Reference is made to the Lender's letter of May 6, 2025 regarding the Borrower's failure to "
            "deliver its audited consolidated financial statements for fiscal year 2024 within the period "
            'required by Section 6.01(a) of the Credit Agreement (the "Specified Default"). The Borrower '
            "delivered such audited financial statements, together with the related Compliance "
            "Certificate, on May 29, 2025.",
            "Subject to the Borrower's payment of a waiver fee of $25,000, the Lender hereby waives the "
            "Specified Default, effective as of the date on which it first occurred, and the Lender will "
            "resume making Revolving Loans in accordance with the Credit Agreement. This waiver is limited "
            "to the Specified Default and shall not be deemed a waiver of any other Default or Event of "
            "Default, whether now existing or hereafter arising, or of any covenant in Section 7.11.",
            (
                "sig",
                [
                    "FIRST TRANS-PECOS BANK, N.A.",
                    "By: /s/ Corbin Waite, Senior Vice President",
                    "ACKNOWLEDGED AND AGREED: TOYAH CREEK WATER SOLUTIONS, INC.",
                    "By: /s/ Marisol Ortega, Chief Financial Officer",
                ],
            ),
        ],
        letterhead=BANK,
    )


def _guaranty(out: Path) -> None:
    write_pdf(
        out / GUARANTY,
        "GUARANTY AGREEMENT",
        [
            'THIS GUARANTY AGREEMENT (this "Guaranty") is made as of October 16, 2023 by TOYAH CREEK '
            'WATER SOLUTIONS, INC., a Delaware corporation ("Guarantor"), in favor of PERMIAN BASIN '
            'COMMUNITY BANK, a Texas state bank ("Lender").',
            'RECITALS. Reeves Recycle Partners, LLC, a Texas limited liability company ("Borrower"), in '
            "which Guarantor holds a fifty percent (50%) membership interest, has entered into a Loan "
            "Agreement with Lender dated October 16, 2023 providing for a term loan in the original "
            "principal amount of $9,500,000 to finance a produced water recycling facility near Orla, "
            "Texas. Lender has required this Guaranty as a condition to making the loan.",
            "1. Guaranty. Guarantor hereby absolutely, unconditionally and irrevocably guarantees to Lender "
            "the full and punctual payment and performance when due, whether at maturity, by acceleration "
            "or otherwise, of all indebtedness, liabilities and obligations of Borrower to Lender of every "
            "kind, whether now existing or hereafter arising, including principal, interest, fees, costs "
            "and attorneys' fees, and including any renewals, extensions, increases or modifications "
            'thereof (collectively, the "Guaranteed Obligations"). This is a guaranty of payment and not '
            "of collection, and the liability of Guarantor hereunder is unlimited and is not conditioned "
            "on Guarantor's percentage interest in Borrower.",
            "2. Continuing Guaranty. This is a continuing guaranty and shall remain in full force and "
            "effect until all Guaranteed Obligations have been paid in full, notwithstanding any change "
            "in the ownership of Guarantor or Borrower.",
            "3. Waivers. Guarantor waives notice of acceptance, presentment, demand, protest, any right "
            "to require Lender to proceed first against Borrower or any collateral, and all suretyship "
            "defenses, including any rights under Section 43.002 of the Texas Civil Practice and Remedies "
            "Code and Rule 31 of the Texas Rules of Civil Procedure.",
            "4. Financial Covenant of Guarantor. Guarantor shall maintain a tangible net worth of not less "
            "than $40,000,000.",
            "5. Governing Law. This Guaranty shall be governed by the laws of the State of Texas.",
            (
                "sig",
                [
                    "TOYAH CREEK WATER SOLUTIONS, INC.",
                    "By: /s/ Marisol Ortega, Chief Financial Officer",
                ],
            ),
        ],
    )


def _liens(out: Path) -> None:
    write_html(
        out / UCC_SEARCH,
        "UCC, Tax Lien and Judgment Search Results",
        """
<h1>UCC, Federal Tax Lien and Judgment Search Results</h1>
<p>Prepared for Whitcombe &amp; Sayre LLP by Lone Star Corporate Search Services. Search through date:
September 5, 2025.</p>
<h2>Toyah Creek Water Solutions, Inc. - Delaware Department of State, UCC Section</h2>
<table border="1">
<tr><th>File No.</th><th>Date Filed</th><th>Type</th><th>Secured Party</th><th>Collateral</th></tr>
<tr><td>2022 9381120</td><td>11/09/2022</td><td>UCC-1</td><td>First Trans-Pecos Bank, N.A.</td><td>All assets of the Debtor, now owned or hereafter acquired</td></tr>
<tr><td>2020 4417396</td><td>06/18/2020</td><td>UCC-1</td><td>Permian Equipment Finance, LLC</td><td>All assets of the Debtor, including all equipment, accounts, inventory and general intangibles</td></tr>
<tr><td>2025 0214557</td><td>01/14/2025</td><td>UCC-3 (continuation)</td><td>Permian Equipment Finance, LLC</td><td>Continues file no. 2020 4417396</td></tr>
<tr><td>2024 2690411</td><td>04/03/2024</td><td>UCC-1</td><td>Lonestar Fleet Capital, LLC</td><td>Equipment leased under Master Equipment Lease LFC-2024-0113 (precautionary filing)</td></tr>
</table>
<h2>Toyah Creek Disposal, LLC - Texas Secretary of State, UCC</h2>
<table border="1">
<tr><th>File No.</th><th>Date Filed</th><th>Type</th><th>Secured Party</th><th>Collateral</th></tr>
<tr><td>22-0051839721</td><td>11/10/2022</td><td>UCC-1</td><td>First Trans-Pecos Bank, N.A.</td><td>All assets</td></tr>
</table>
<h2>Federal and State Tax Liens; Judgments</h2>
<p>Reeves County and Midland County Clerks; U.S. District Court, W.D. Tex.: no federal or state tax
liens and no judgment liens of record against either debtor.</p>
""",
    )
    write_pdf(
        out / UCC_RELEASE,
        "",
        [
            "September 19, 2025",
            "Toyah Creek Water Solutions, Inc., Attention: Marisol Ortega",
            "Re: Loan and Security Agreement dated June 15, 2020 between Permian Equipment Finance, LLC and "
            "Toyah Creek Water Solutions, Inc. (Loan No. PEF-20-3318)",
            "Dear Ms. Ortega:",
            'Permian Equipment Finance, LLC ("PEF") confirms that it received on September 17, 2025 the '
            "payoff amount of $486,211.40, representing payment in full of all obligations under the "
            "above loan. All obligations of the Borrower to PEF have been paid and satisfied in full, "
            "the Loan and Security Agreement is terminated, and all security interests and liens granted "
            "to PEF are released.",
            "PEF has filed a UCC-3 termination statement with the Delaware Department of State "
            "terminating financing statement no. 2020 4417396 (filed June 18, 2020), as continued. The "
            "filing acknowledgment is set out below.",
            (
                "t",
                [
                    ["Filing", "Detail"],
                    ["Secured party", "Permian Equipment Finance, LLC"],
                    ["Initial financing statement", "2020 4417396"],
                    ["Amendment type", "UCC-3 Termination"],
                    ["Filing number", "2025 6637021"],
                    ["Date and time filed", "09/18/2025 2:41 PM"],
                ],
            ),
            (
                "sig",
                [
                    "PERMIAN EQUIPMENT FINANCE, LLC",
                    "By: /s/ Dolores Acuña, Vice President, Portfolio Management",
                ],
            ),
        ],
        letterhead="PERMIAN EQUIPMENT FINANCE, LLC\n3300 N. A Street, Building 4, Midland, Texas 79705",
    )


def _other(out: Path) -> None:
    write_text(
        out / FIN / "Tax" / "Tax Compliance Summary.md",
        """
# Tax compliance summary (prepared by Controller, September 2025)

| Return | Entity | Periods filed | Status |
|---|---|---|---|
| Form 1120 (U.S. federal) | Toyah Creek Water Solutions, Inc. (consolidated, incl. Toyah Creek Disposal, LLC as a disregarded entity) | 2016-2024 | 2024 filed on extension, October 10, 2025 due date |
| Texas franchise tax (margin) report | Combined group | 2017-2025 | Filed; 2025 report filed May 15, 2025 |
| Texas sales and use tax | Toyah Creek Water Solutions, Inc. | monthly | Current; Comptroller audit of 2020-2023 closed with no change |
| Alberta / Canada T2 | Toyah Creek Fluids Canada Ltd. | 2022-2024 | Filed |
| Form 5471 | Toyah Creek Fluids Canada Ltd. | 2022-2024 | Filed with Form 1120 |

- IRS examination: none open. The 2021 Form 1120 was examined and closed with no change (letter dated
  March 4, 2024).
- Net operating loss carryforwards at December 31, 2024: approximately $6.2 million (federal), subject to
  Section 382 limitation on the change in ownership.
- Fuel taxes: off-road diesel use in water transfer pumps claimed on Form 4136.
""",
    )
    write_eml(
        out / FIN / "RE Q2 numbers for the bank.eml",
        sender="Marisol Ortega <mortega@toyahcreek.invalid>",
        to="Brett Kowalski <bkowalski@toyahcreek.invalid>",
        subject="RE: Q2 numbers for the bank",
        when=dt.datetime(2025, 8, 12, 18, 3),
        body="""
Brett - thanks, the package looks good. Go ahead and send the Q2 cert to Corbin at FTPB on Thursday with
the quarterlies. I've signed it. Let's keep the remediation in reported EBITDA for the covenant calc,
it's under the $750k basket anyway but it's cleaner to leave it.

Also please get the Lonestar invoices for July and August coded to rent, not capex - the auditors
flagged that last year.

M.

> From: Brett Kowalski
> Sent: Tuesday, August 12, 2025 11:40 AM
> Attached is the draft Q2 package and compliance cert. LTM EBITDA came in at 11.9.
""",
    )
