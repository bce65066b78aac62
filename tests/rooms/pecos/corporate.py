"""01 Corporate and 02 Transaction of the pecos room."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from .paths import CIM, CORP, MINUTES_JUNE, QA, SCHED, SPA, TXN
from .writers import (
    write_csv,
    write_docx,
    write_eml,
    write_pdf,
    write_pptx,
    write_text,
    write_xlsx,
)

CO = "Toyah Creek Water Solutions, Inc."
SUB = "Toyah Creek Disposal, LLC"
CAN = "Toyah Creek Fluids Canada Ltd."


def corporate(out: Path) -> None:
    write_pdf(
        out / CORP / "Certificate of Incorporation (as amended).pdf",
        "AMENDED AND RESTATED CERTIFICATE OF INCORPORATION OF TOYAH CREEK WATER SOLUTIONS, INC.",
        [
            "Toyah Creek Water Solutions, Inc., a corporation organized and existing under the General "
            'Corporation Law of the State of Delaware (the "DGCL"), hereby certifies that its original '
            "Certificate of Incorporation was filed with the Secretary of State of the State of Delaware "
            "on March 3, 2016, and that this Amended and Restated Certificate of Incorporation, which "
            "restates and integrates and further amends the provisions thereof, was duly adopted in "
            "accordance with Sections 242 and 245 of the DGCL.",
            ("h", "ARTICLE I - NAME"),
            'The name of the corporation is Toyah Creek Water Solutions, Inc. (the "Corporation").',
            ("h", "ARTICLE II - REGISTERED OFFICE"),
            "The address of the registered office of the Corporation in the State of Delaware is 1209 "
            "Orange Street, Wilmington, New Castle County, Delaware 19801.",
            ("h", "ARTICLE III - PURPOSE"),
            "The purpose of the Corporation is to engage in any lawful act or activity for which "
            "corporations may be organized under the DGCL.",
            ("h", "ARTICLE IV - CAPITAL STOCK"),
            "The total number of shares of all classes of stock which the Corporation shall have "
            "authority to issue is 15,000,000 shares, consisting of (a) 12,000,000 shares of Common "
            "Stock, par value $0.001 per share, and (b) 3,000,000 shares of Series A Preferred Stock, par "
            "value $0.001 per share. The Series A Preferred Stock shall have a liquidation preference "
            "equal to the Original Issue Price plus accrued but unpaid dividends, and shall convert into "
            "Common Stock on a one-for-one basis, as adjusted, as set forth in Section 4.5.",
            ("h", "ARTICLE V - BOARD OF DIRECTORS"),
            "The number of directors shall be fixed from time to time by resolution of the Board of "
            "Directors, subject to the Stockholders Agreement. Elections of directors need not be by "
            "written ballot unless the Bylaws so provide.",
            ("h", "ARTICLE VI - LIMITATION OF LIABILITY; INDEMNIFICATION"),
            "To the fullest extent permitted by the DGCL, no director of the Corporation shall be "
            "personally liable to the Corporation or its stockholders for monetary damages for breach of "
            "fiduciary duty as a director. The Corporation shall indemnify its directors and officers to "
            "the fullest extent permitted by Section 145 of the DGCL.",
            (
                "sig",
                [
                    "IN WITNESS WHEREOF, the Corporation has caused this certificate to be signed on "
                    "August 9, 2019.",
                    "By: /s/ Ray D. Villanueva",
                    "Name: Ray D. Villanueva",
                    "Title: President and Chief Executive Officer",
                ],
            ),
        ],
        letterhead="State of Delaware\nSecretary of State\nDivision of Corporations\nDelivered 10:41 AM 08/09/2019",
    )
    write_docx(
        out / CORP / "Amended and Restated Bylaws.docx",
        "AMENDED AND RESTATED BYLAWS OF TOYAH CREEK WATER SOLUTIONS, INC.",
        [
            "(a Delaware corporation; adopted August 9, 2019)",
            ("h", "ARTICLE I - OFFICES"),
            "1.1 Registered Office. The registered office of the Corporation shall be in the City of "
            "Wilmington, County of New Castle, State of Delaware. 1.2 Other Offices. The Corporation may "
            "also have offices at such other places, within or without the State of Delaware, as the "
            "Board of Directors may from time to time determine. The principal executive office is in "
            "Midland, Texas.",
            ("h", "ARTICLE II - MEETINGS OF STOCKHOLDERS"),
            "2.1 Annual Meeting. An annual meeting of stockholders shall be held each year on a date and "
            "at a time designated by the Board. 2.4 Quorum. The holders of a majority of the voting power "
            "of the outstanding shares entitled to vote, present in person or by proxy, shall constitute "
            "a quorum. 2.9 Action Without Meeting. Any action required or permitted to be taken at a "
            "meeting of stockholders may be taken without a meeting by written consent in accordance with "
            "Section 228 of the DGCL.",
            ("h", "ARTICLE III - DIRECTORS"),
            "3.2 Number. The Board shall consist of five (5) members, or such other number as may be "
            "fixed by resolution of the Board in accordance with the Stockholders Agreement. 3.7 Meetings "
            "by Telephone. Members of the Board may participate in a meeting by conference telephone or "
            "other communications equipment by means of which all persons participating can hear each "
            "other. 3.9 Interested Directors. No contract or transaction between the Corporation and one "
            "or more of its directors or officers shall be void or voidable solely for that reason if the "
            "material facts are disclosed to the Board and the Board in good faith authorizes the "
            "contract or transaction by the affirmative vote of a majority of the disinterested "
            "directors, as contemplated by Section 144 of the DGCL.",
            ("h", "ARTICLE IV - OFFICERS"),
            "4.1 The officers of the Corporation shall be a President, a Chief Financial Officer, a "
            "Secretary and such other officers as the Board may appoint.",
            ("h", "ARTICLE VII - FISCAL YEAR"),
            "7.1 The fiscal year of the Corporation shall be the calendar year.",
        ],
    )
    write_docx(
        out / CORP / "Stockholders Agreement (2019).docx",
        "STOCKHOLDERS AGREEMENT",
        [
            'This STOCKHOLDERS AGREEMENT (this "Agreement") is entered into as of August 9, 2019 by and '
            'among Toyah Creek Water Solutions, Inc., a Delaware corporation (the "Company"), Permian '
            'Frontier Capital Fund II, L.P., a Delaware limited partnership (the "Sponsor"), Ray D. '
            'Villanueva (the "Founder") and the other stockholders listed on Schedule A (together with '
            'the Sponsor and the Founder, the "Stockholders").',
            ("h", "Section 2. Board of Directors"),
            "2.1 The Board shall consist of five (5) directors: three (3) designated by the Sponsor, one "
            "(1) designated by the Founder for so long as the Founder holds at least 10% of the "
            "outstanding Common Stock on a fully diluted basis, and the Chief Executive Officer.",
            ("h", "Section 4. Transfers"),
            "4.1 Right of First Offer. Prior to any Transfer of Shares other than to a Permitted "
            "Transferee, a Stockholder shall first offer such Shares to the Company and the Sponsor in "
            "accordance with this Section 4.1.",
            "4.3 Drag-Along Right. If the Sponsor proposes to consummate an Approved Sale, each other "
            "Stockholder shall consent to, vote for and raise no objections to such Approved Sale and, "
            "if the Approved Sale is structured as a sale of stock, shall agree to sell its Shares on the "
            'same terms and conditions as the Sponsor. "Approved Sale" means any sale of all or '
            "substantially all of the assets of the Company, any merger or consolidation, or any sale of "
            "more than fifty percent (50%) of the outstanding capital stock of the Company, in each case "
            "to an Independent Third Party and approved by the Board and the Sponsor.",
            ("h", "Section 9. Miscellaneous"),
            "9.6 Governing Law. This Agreement shall be governed by the laws of the State of Delaware, "
            "without regard to conflicts of law principles. 9.7 Termination. This Agreement shall "
            "terminate automatically upon the consummation of an Approved Sale.",
        ],
    )
    write_xlsx(
        out / CORP / "Capitalization Table - June 30, 2025.xlsx",
        [
            (
                "Cap Table",
                [
                    [
                        "Holder",
                        "Common",
                        "Series A Preferred",
                        "Options (vested)",
                        "Options (unvested)",
                        "Fully Diluted",
                        "FD %",
                    ],
                    [
                        "Permian Frontier Capital Fund II, L.P.",
                        3_100_000,
                        2_500_000,
                        0,
                        0,
                        ("=B2+C2+D2+E2", 5_600_000),
                        ("=F2/F8", 0.7143),
                    ],
                    [
                        "Ray D. Villanueva",
                        1_646_400,
                        0,
                        0,
                        0,
                        ("=B3+C3+D3+E3", 1_646_400),
                        ("=F3/F8", 0.21),
                    ],
                    [
                        "Marisol Ortega",
                        62_000,
                        0,
                        118_000,
                        40_000,
                        ("=B4+C4+D4+E4", 220_000),
                        ("=F4/F8", 0.0281),
                    ],
                    [
                        "Dana Whitfield",
                        38_000,
                        0,
                        92_000,
                        30_000,
                        ("=B5+C5+D5+E5", 160_000),
                        ("=F5/F8", 0.0204),
                    ],
                    [
                        "Other management (6 holders)",
                        41_600,
                        0,
                        96_000,
                        76_000,
                        ("=B6+C6+D6+E6", 213_600),
                        ("=F6/F8", 0.0272),
                    ],
                    ["Unallocated option pool", 0, 0, 0, 0, 0, 0],
                    [
                        "Total",
                        ("=SUM(B2:B7)", 4_888_000),
                        ("=SUM(C2:C7)", 2_500_000),
                        ("=SUM(D2:D7)", 306_000),
                        ("=SUM(E2:E7)", 146_000),
                        ("=SUM(F2:F7)", 7_840_000),
                        1,
                    ],
                ],
            ),
            (
                "Notes",
                [
                    ["Note"],
                    [
                        "Options granted under the 2019 Equity Incentive Plan; all unvested options accelerate on a Sale of the Company (Plan Section 11.2)."
                    ],
                    [
                        "Series A Original Issue Price $20.00 per share; 8% cumulative dividend, accrued to June 30, 2025."
                    ],
                ],
            ),
        ],
    )
    write_pdf(
        out / MINUTES_JUNE,
        "MINUTES OF A REGULAR MEETING OF THE BOARD OF DIRECTORS OF TOYAH CREEK WATER SOLUTIONS, INC.",
        [
            "June 18, 2025 - 9:00 a.m. Central Time - Permian Commerce Tower, Suite 1100, Midland, Texas, "
            "and by videoconference",
            "Directors present: Graham Teller (Chair), Renata Oakes, Samuel Pruitt, Ray D. Villanueva and "
            "Lucas Fenner. Also present: Marisol Ortega (Chief Financial Officer), Dana Whitfield (Vice "
            "President, Operations) and Kendra Lusk of Haskell Brandt LLP, counsel to the Company, who "
            "acted as secretary of the meeting. A quorum being present, the Chair called the meeting to "
            "order.",
            ("h", "1. Minutes"),
            "The minutes of the meeting held on March 12, 2025 were approved as circulated.",
            ("h", "2. Financial Update"),
            "Ms. Ortega reviewed results through May. Disposal volumes at the Hermosa facility remain "
            "below budget following the February flowline incident; trucking revenue is on plan. Ms. "
            "Ortega noted that the Company expects to deliver the second quarter compliance certificate "
            "to First Trans-Pecos Bank in August and that headroom under the leverage covenant is tight.",
            ("h", "3. Monahans Terminal Consolidation"),
            "Mr. Whitfield presented management's proposal to close the Monahans trucking terminal at "
            "1100 W. Sealy Avenue, Monahans, Texas and to consolidate dispatch and maintenance at the "
            "Pecos yard. The Monahans terminal currently employs 71 drivers, mechanics, dispatchers and "
            "yard personnel, none of whom will be offered positions at Pecos given the reduced truck "
            "count. Management proposed that affected employees be notified on or about July 1, 2025, "
            "that the terminal cease operations on July 11, 2025, and that each affected employee "
            "receive two weeks' base pay in lieu of notice in exchange for a release. Mr. Whitfield "
            "estimated annual savings of approximately $1.8 million. Following discussion, upon motion "
            "duly made and seconded, the Board RESOLVED, that the Monahans consolidation be, and it "
            "hereby is, approved substantially as presented, and that the officers be authorized to take "
            "all actions necessary to implement it.",
            ("h", "4. Strategic Process"),
            "Mr. Teller reported that Llano Estacado Partners expects to launch the sale process after "
            "Labor Day and that the confidential information memorandum is in preparation. The Board "
            "discussed the timing of the Monahans consolidation relative to the process and agreed that "
            "the savings should be reflected in the marketing materials.",
            ("h", "5. Adjournment"),
            "There being no further business, the meeting was adjourned at 11:20 a.m.",
            ("sig", ["/s/ Kendra Lusk", "Secretary of the Meeting"]),
        ],
    )
    write_docx(
        out / CORP / "Board Minutes - March 12, 2025.docx",
        "MINUTES OF A REGULAR MEETING OF THE BOARD OF DIRECTORS",
        [
            "Toyah Creek Water Solutions, Inc. - March 12, 2025 - Midland, Texas",
            "Present: Graham Teller (Chair), Renata Oakes, Samuel Pruitt, Ray D. Villanueva, Lucas Fenner; "
            "Marisol Ortega and Kendra Lusk (secretary).",
            ("h", "1. 2024 Audit"),
            "Ms. Ortega reported that fieldwork by Crandall Hayes LLP is substantially complete but that "
            "the audited financial statements for fiscal year 2024 will not be issued before the April 30 "
            "delivery date under the Credit Agreement, because of the additional procedures relating to "
            "the Reeves Recycle Partners joint venture. Management will request a waiver from First "
            "Trans-Pecos Bank if needed.",
            ("h", "2. Hermosa Release"),
            "Mr. Villanueva summarized the February 9 produced water release at Hermosa SWD No. 2. The "
            "Railroad Commission was notified the same day and cleanup is under way. Remediation is "
            "estimated at $600,000 to $700,000.",
            ("h", "3. Commercial"),
            "Mr. Villanueva reported on discussions with Ocotillo Energy Operating regarding its 2025 "
            "drilling program, which Ocotillo has reduced. The Board asked management to keep it informed.",
            ("h", "4. Annual Bonus Plan"),
            "RESOLVED, that the 2025 Annual Incentive Plan, in the form presented, is approved.",
        ],
    )
    write_text(
        out / CORP / "Good Standing Certificates.txt",
        """
GOOD STANDING / EXISTENCE CERTIFICATES - SUMMARY (ordered September 22, 2025)

1. Toyah Creek Water Solutions, Inc.
   Delaware Secretary of State - Certificate of Good Standing, file no. 6011842, dated September 22, 2025.
   Status: good standing; annual report and franchise tax filed through 2024.
   Texas Secretary of State - Certificate of Fact (foreign for-profit corporation), file no. 803117205,
   status: in existence. Texas Comptroller - account status: active; right to transact business: ACTIVE.

2. Toyah Creek Disposal, LLC
   Texas Secretary of State - Certificate of Fact (domestic limited liability company), file no.
   802904417, status: in existence. Texas Comptroller franchise tax: active.
   Railroad Commission of Texas Organization Report (Form P-5) no. 865214: active, renewal due March 2026.

3. Toyah Creek Fluids Canada Ltd.
   Alberta Corporate Registry - Certificate of Status, corporate access number 2021938476, active.
""",
    )
    write_text(
        out / CORP / "Organizational Chart.md",
        """
# Toyah Creek group - legal entity chart (as of September 30, 2025)

```
Permian Frontier Capital Fund II, L.P.  (71.4% FD)     Ray D. Villanueva (21.0%)     Management (7.6%)
                      \\                                     |                          /
                       +------------------------------------+-------------------------+
                                                            |
                                    Toyah Creek Water Solutions, Inc. (Delaware)
                                    - trucking (produced water, fresh water), dispatch, HaulTrack
                                                            |
                   +----------------------------------------+------------------------------+
                   |                                        |                              |
   Toyah Creek Disposal, LLC (Texas)          Toyah Creek Fluids Canada Ltd.     Reeves Recycle Partners, LLC
   100% - owns/operates the Hermosa,          (Alberta) 100% - vacuum truck      (Texas) 50% - produced-water
   Balmorhea and Saragosa SWD facilities      services near Grande Prairie, AB   recycling JV with Kestrel
                                                                                 Water Technologies, LLC (50%)
```

Officers: Ray D. Villanueva (President and CEO), Marisol Ortega (CFO and Treasurer),
Dana Whitfield (VP Operations), Brett Kowalski (Controller), Kendra Lusk (Secretary; outside counsel).
""",
    )


def transaction(out: Path) -> None:
    _spa(out)
    _schedules(out)
    _qa(out)
    _cim(out)
    write_xlsx(
        out / TXN / "Diligence Request List (Buyer).xlsx",
        [
            (
                "Requests",
                [
                    ["No.", "Category", "Request", "Priority", "Status", "Data Room Ref."],
                    [
                        "1.1",
                        "Corporate",
                        "Certificate of incorporation, bylaws and stockholder agreements, as amended",
                        "High",
                        "Provided",
                        "01",
                    ],
                    [
                        "1.4",
                        "Corporate",
                        "Board and committee minutes since January 1, 2022",
                        "High",
                        "Provided (2025)",
                        "01",
                    ],
                    [
                        "2.1",
                        "Commercial",
                        "All agreements with the top 10 customers, including amendments, side letters and waivers",
                        "High",
                        "Provided",
                        "03.1",
                    ],
                    [
                        "2.3",
                        "Commercial",
                        "Customer pricing by contract and facility",
                        "High",
                        "Provided",
                        "03",
                    ],
                    [
                        "2.6",
                        "Commercial",
                        "Equipment leases and fleet financing",
                        "High",
                        "Provided",
                        "03.2",
                    ],
                    [
                        "3.1",
                        "Finance",
                        "Audited financial statements FY2022-FY2024 and monthly management accounts YTD 2025",
                        "High",
                        "Provided",
                        "04",
                    ],
                    [
                        "3.4",
                        "Finance",
                        "Credit agreement, amendments, waivers and all compliance certificates since 2024",
                        "High",
                        "Provided",
                        "04",
                    ],
                    [
                        "3.7",
                        "Finance",
                        "UCC, tax lien and judgment searches",
                        "Medium",
                        "Provided",
                        "04",
                    ],
                    [
                        "4.2",
                        "Real Property",
                        "All leases, surface use agreements and easements for SWD sites",
                        "High",
                        "Provided",
                        "05",
                    ],
                    [
                        "5.1",
                        "HR",
                        "Employee census, pay practices for drivers (day rate / hourly) and overtime policy",
                        "High",
                        "Provided",
                        "06",
                    ],
                    [
                        "5.5",
                        "HR",
                        "Any reductions in force, terminal closures or layoffs in the past 3 years",
                        "High",
                        "Open",
                        "",
                    ],
                    [
                        "6.2",
                        "IP/IT",
                        "Third-party open source audit of HaulTrack",
                        "Medium",
                        "Provided",
                        "07",
                    ],
                    [
                        "7.1",
                        "Insurance",
                        "Policies, loss runs and claims notices (5 years)",
                        "High",
                        "Provided",
                        "08",
                    ],
                    [
                        "8.1",
                        "Litigation",
                        "Pending or threatened litigation, demand letters",
                        "High",
                        "Provided",
                        "09",
                    ],
                    [
                        "9.1",
                        "Environmental",
                        "RRC permits, H-5/H-10 filings, spill reports, Phase I ESAs",
                        "High",
                        "Provided",
                        "10",
                    ],
                ],
            )
        ],
    )
    write_pdf(
        out / TXN / "Process Letter - Llano Estacado Partners.pdf",
        "PROJECT PECOS - SECOND ROUND PROCESS LETTER",
        [
            "September 8, 2025",
            "PRIVATE AND CONFIDENTIAL",
            "Caprock Midstream Holdings, LLC, 2200 Ross Avenue, Suite 3400, Dallas, Texas 75201, "
            "Attention: Alison Cho, Managing Director",
            "Dear Ms. Cho:",
            'On behalf of our client, the owner of the business referred to as "Project Pecos" (the '
            '"Company"), Llano Estacado Partners LLC ("LEP") is pleased to invite Caprock Midstream '
            "Holdings, LLC to participate in the second round of the process. You have been granted "
            "access to the virtual data room. Management presentations will be held in Midland during "
            "the week of September 22, 2025.",
            "Final proposals are due by 5:00 p.m. Central Time on October 17, 2025 and should include a "
            "mark-up of the draft Stock Purchase Agreement posted at folder 02, the purchase price on a "
            "cash-free, debt-free basis assuming a normalized level of working capital, a description of "
            "financing sources and any remaining diligence requirements. Bidders should assume that a "
            "buy-side representations and warranties insurance policy will be the primary recourse for "
            "breaches of the Company's representations.",
            "All questions should be submitted through the Q&A module of the data room; bidders should "
            "not contact management, employees, customers, suppliers or landowners of the Company.",
            (
                "sig",
                [
                    "Very truly yours,",
                    "LLANO ESTACADO PARTNERS LLC",
                    "By: Hollis Grady, Managing Director",
                ],
            ),
        ],
        letterhead="LLANO ESTACADO PARTNERS LLC\n5 Greenway Plaza, Suite 2100, Houston, Texas 77046",
    )
    write_pdf(
        out / TXN / "Confidentiality Agreement - Caprock Midstream.pdf",
        "CONFIDENTIALITY AGREEMENT",
        [
            "This Confidentiality Agreement is made as of July 28, 2025 between Toyah Creek Water "
            'Solutions, Inc. (the "Company") and Caprock Midstream Holdings, LLC ("Recipient") in '
            'connection with a possible negotiated transaction (the "Transaction").',
            "1. Evaluation Material. Recipient shall keep the Evaluation Material strictly confidential "
            "and use it solely for the purpose of evaluating the Transaction.",
            "2. Non-Solicitation. For a period of eighteen (18) months from the date hereof, Recipient "
            "shall not, directly or indirectly, solicit for employment any officer or management-level "
            "employee of the Company with whom Recipient had contact, provided that general solicitations "
            "not directed at such persons shall not be a breach.",
            "3. Standstill; Term. This agreement shall expire two (2) years from the date hereof, except "
            "that Recipient's obligations with respect to trade secrets survive for so long as such "
            "information remains a trade secret under applicable law.",
            "4. Governing Law. This agreement is governed by the laws of the State of Delaware.",
            (
                "sig",
                [
                    "TOYAH CREEK WATER SOLUTIONS, INC. By: /s/ Marisol Ortega, CFO",
                    "CAPROCK MIDSTREAM HOLDINGS, LLC By: /s/ Alison Cho, Managing Director",
                ],
            ),
        ],
    )
    write_csv(
        out / TXN / "Data Room Index.csv",
        [
            ["Folder", "Description", "Last updated"],
            ["01 Corporate", "Charter documents, minutes, cap table, entity chart", "2025-09-30"],
            [
                "02 Transaction",
                "Draft SPA, disclosure schedules, CIM, Q&A tracker, request list",
                "2025-09-30",
            ],
            ["03 Commercial", "Customer and supplier agreements, pricing", "2025-09-26"],
            [
                "04 Finance",
                "Credit agreement, compliance certificates, monthly package, audit, liens",
                "2025-09-26",
            ],
            ["05 Real Property", "Leases and surface use agreements", "2025-09-19"],
            [
                "06 Employment and Benefits",
                "Census, executive agreements, plans, policies",
                "2025-09-19",
            ],
            [
                "07 IP and IT",
                "IP registrations, HaulTrack, open source audit, security",
                "2025-09-12",
            ],
            ["08 Insurance", "Policies, schedule, loss runs", "2025-09-12"],
            ["09 Litigation", "Pleadings and settlements", "2025-09-12"],
            [
                "10 Environmental and Regulatory",
                "RRC permits, incident reports, ESAs, DOT",
                "2025-09-12",
            ],
        ],
    )


def _spa(out: Path) -> None:
    write_docx(
        out / SPA,
        "STOCK PURCHASE AGREEMENT",
        [
            "BUYER DRAFT 9/15/2025 - SUBJECT TO FURTHER REVIEW - PRIVILEGED AND CONFIDENTIAL",
            'This STOCK PURCHASE AGREEMENT (this "Agreement"), dated as of [__________], 2025, is '
            "entered into by and among Caprock Midstream Holdings, LLC, a Delaware limited liability "
            'company ("Buyer"), Permian Frontier Capital Fund II, L.P., a Delaware limited partnership '
            '("Sponsor Seller"), Ray D. Villanueva, an individual resident of the State of Texas, and '
            'the other holders of Shares listed on Annex A (each a "Seller" and collectively the '
            '"Sellers"), Toyah Creek Water Solutions, Inc., a Delaware corporation (the "Company"), '
            "and Permian Frontier Capital Fund II, L.P., solely in its capacity as the Sellers' "
            "Representative.",
            ("h", "RECITALS"),
            "WHEREAS, the Sellers collectively own all of the issued and outstanding shares of Common "
            'Stock and Series A Preferred Stock of the Company (the "Shares"); and WHEREAS, Buyer '
            "desires to purchase from the Sellers, and the Sellers desire to sell to Buyer, all of the "
            "Shares, subject to the terms and conditions set forth herein.",
            ("h", "ARTICLE I - DEFINITIONS"),
            '"Company Software" means all Software owned or purported to be owned by the Company or any '
            "of its Subsidiaries, including the HaulTrack dispatch, electronic field ticketing and "
            "customer portal platform and the HaulTrack Driver mobile application.",
            '"Copyleft License" means any license that requires, as a condition of use, modification or '
            "distribution of Software (including making Software available for interaction over a "
            "network), that such Software or other Software combined or distributed with it be (a) "
            "disclosed or distributed in source code form, (b) licensed for the purpose of making "
            "derivative works, or (c) redistributable at no charge, including the GNU General Public "
            "License, the GNU Lesser General Public License and the GNU Affero General Public License.",
            '"Material Contracts" has the meaning set forth in Section 3.12(a).',
            '"Indebtedness" means, without duplication, all obligations for borrowed money, capital or '
            "finance lease obligations, obligations under interest rate swaps, and all guarantees by the "
            "Company or any Subsidiary of any of the foregoing obligations of any other Person.",
            ("h", "ARTICLE II - PURCHASE AND SALE"),
            "2.1 Purchase and Sale. Upon the terms and subject to the conditions of this Agreement, at the "
            "Closing, the Sellers shall sell, assign, transfer and deliver to Buyer, and Buyer shall "
            "purchase from the Sellers, all of the Shares, free and clear of all Liens.",
            "2.2 Purchase Price. The aggregate consideration for the Shares shall be an amount equal to "
            '(a) $186,000,000 (the "Base Purchase Price"), plus (b) Closing Cash, minus (c) Closing '
            "Indebtedness, minus (d) Transaction Expenses, plus or minus (e) the amount by which Closing "
            "Working Capital exceeds or falls short of the Target Working Capital of $7,400,000, and minus "
            "(f) the Escrow Amount of $1,860,000.",
            "2.4 Payoff. At the Closing, Buyer shall repay, or cause to be repaid, on behalf of the "
            "Company, the Indebtedness under the Credit Agreement in accordance with the Payoff Letter.",
            ("h", "ARTICLE III - REPRESENTATIONS AND WARRANTIES REGARDING THE COMPANY"),
            "Except as set forth in the disclosure schedules delivered by the Company to Buyer "
            'concurrently with the execution of this Agreement (the "Disclosure Schedules"), the Company '
            "represents and warrants to Buyer as of the date hereof and as of the Closing Date as follows:",
            "3.1 Organization. The Company is a corporation duly incorporated, validly existing and in "
            "good standing under the laws of the State of Delaware. Each Subsidiary is duly organized, "
            "validly existing and in good standing under the laws of its jurisdiction of formation.",
            "3.3 Capitalization. Section 3.3 of the Disclosure Schedules sets forth the authorized, "
            "issued and outstanding capital stock of the Company and each holder thereof.",
            "3.4 No Conflicts; Consents. The execution, delivery and performance by the Company of this "
            "Agreement and the consummation of the transactions contemplated hereby do not and will not "
            "(a) conflict with the Organizational Documents of the Company; (b) require the consent of, "
            "notice to or other action by any Person under, conflict with, result in a violation or "
            "breach of, constitute a default or an event that, with or without notice or lapse of time or "
            "both, would constitute a default under, or result in the acceleration of or create in any "
            "party the right to accelerate, terminate, modify or cancel, any Material Contract or Real "
            "Property Lease, except as set forth in Section 3.4 of the Disclosure Schedules; or (c) "
            "result in the creation or imposition of any Lien on the Shares or the assets of the Company.",
            "3.5 Financial Statements. Complete copies of the audited consolidated balance sheets of the "
            "Company as of December 31, 2023 and December 31, 2024 and the related statements of income, "
            "stockholders' equity and cash flows, and the unaudited balance sheet as of June 30, 2025 and "
            'the related statement of income for the six-month period then ended (the "Interim '
            'Financial Statements") have been delivered to Buyer. The Financial Statements have been '
            "prepared in accordance with GAAP applied on a consistent basis and fairly present in all "
            "material respects the financial condition of the Company as of the respective dates thereof.",
            "3.8 Real Property. Section 3.8(b) of the Disclosure Schedules lists each lease, sublease, "
            "surface use agreement or other agreement under which the Company or any Subsidiary uses or "
            'occupies any real property (the "Real Property Leases"). Each Real Property Lease is in '
            "full force and effect and no event has occurred which, with notice or lapse of time, would "
            "constitute a breach or default thereunder or permit termination thereof.",
            "3.10 Environmental Matters. Except as set forth in Section 3.10 of the Disclosure "
            "Schedules, the Company and its Subsidiaries are, and since January 1, 2021 have been, in "
            "compliance in all material respects with all Environmental Laws and Environmental Permits, "
            "including the rules of the Railroad Commission of Texas governing saltwater disposal wells "
            "(16 Tex. Admin. Code Chapter 3), and there has been no Release of Hazardous Materials at any "
            "Facility that would reasonably be expected to result in a material Liability.",
            "3.12 Material Contracts. (a) Section 3.12(a) of the Disclosure Schedules lists each of the "
            "following Contracts to which the Company or any Subsidiary is a party (together with all "
            'amendments, supplements, side letters and waivers thereto, the "Material Contracts"): (i) '
            "each Contract with a Material Customer or Material Supplier; (ii) each Contract containing a "
            "minimum volume commitment, acreage dedication or take-or-pay obligation; (iii) each Contract "
            "involving aggregate consideration in excess of $500,000 in any twelve-month period; (iv) each "
            'Contract that contains exclusivity, "most favored nation" or similar preferential pricing '
            "provisions; (v) each Contract relating to Indebtedness or any guaranty; (vi) each joint "
            "venture or partnership agreement; (vii) each lease of personal property involving annual "
            "payments in excess of $250,000; and (viii) each Contract with any Affiliate. (b) Each "
            "Material Contract is valid and binding and in full force and effect, and neither the Company "
            "nor, to the Knowledge of the Company, any other party is in breach of or default under any "
            "Material Contract. No counterparty to a Material Contract has given written notice of its "
            "intention to terminate, not renew or materially reduce its volumes under any Material "
            "Contract.",
            "3.13 Litigation. Except as set forth in Section 3.13 of the Disclosure Schedules, there is no "
            "Action pending or, to the Knowledge of the Company, threatened against the Company or any "
            "Subsidiary.",
            "3.14 Indebtedness; Guarantees. Section 3.14 of the Disclosure Schedules sets forth all "
            "Indebtedness of the Company and its Subsidiaries, including each guaranty of obligations of "
            "any Person other than the Company or a wholly owned Subsidiary.",
            "3.15 Intellectual Property; IT Systems. (a) Section 3.15(a) of the Disclosure Schedules lists "
            "all Registered Intellectual Property. (f) Except as set forth in Section 3.15(f) of the "
            "Disclosure Schedules, no Company Software incorporates, is derived from, links to or is "
            "distributed or made available with any Open Source Software that is licensed under a "
            "Copyleft License, in each case in a manner that requires or conditions the use or "
            "distribution of such Company Software on (i) the disclosure, licensing or distribution of "
            "any source code of Company Software or (ii) the grant of any right to decompile or reverse "
            "engineer Company Software.",
            "3.17 Labor and Employment. (c) There is no Action pending or, to the Knowledge of the "
            "Company, threatened by or on behalf of any current or former employee or independent "
            "contractor, including any claim relating to wages, hours, overtime, classification as exempt "
            "or non-exempt under the Fair Labor Standards Act, or independent contractor status. (e) "
            "Except as set forth in Section 3.17(e) of the Disclosure Schedules, within the past three (3) "
            'years neither the Company nor any Subsidiary has implemented any "plant closing" or "mass '
            'layoff" (each as defined in the Worker Adjustment and Retraining Notification Act of 1988, '
            'as amended (the "WARN Act")) or any similar state law, or incurred any Liability under the '
            "WARN Act that remains unsatisfied.",
            "3.19 Material Customers and Suppliers. Section 3.19 of the Disclosure Schedules lists the ten "
            'largest customers (the "Material Customers") and the ten largest suppliers (the '
            '"Material Suppliers") for fiscal year 2024 and the six months ended June 30, 2025. No '
            "Material Customer has ceased, or notified the Company of an intention to cease or materially "
            "reduce, its business with the Company.",
            "3.20 Insurance. Section 3.20 of the Disclosure Schedules lists all insurance policies "
            "maintained by the Company and all claims made thereunder since January 1, 2022. All notices "
            "of claims and occurrences required to be given under such policies have been timely given, "
            "and no insurer has denied or disputed coverage or reserved its rights with respect to any "
            "pending claim.",
            "3.21 Affiliate Transactions. Except as set forth in Section 3.21 of the Disclosure "
            "Schedules, no Seller, director, officer or employee of the Company, or any Affiliate or "
            "immediate family member of any of the foregoing, (a) is a party to any Contract or "
            "transaction with the Company or any Subsidiary, (b) owns any interest in any asset or "
            "property used by the Company, or (c) owns any interest in any customer, supplier, lessor or "
            "competitor of the Company.",
            ("h", "ARTICLE VI - COVENANTS"),
            "6.1 Conduct of Business. From the date hereof until the Closing, the Company shall conduct "
            "its business in the ordinary course consistent with past practice. 6.5 Third-Party "
            "Consents. The Company shall use commercially reasonable efforts to obtain, prior to Closing, "
            "each consent listed in Section 3.4 of the Disclosure Schedules.",
            ("h", "ARTICLE VIII - INDEMNIFICATION"),
            "8.1 Survival. The representations and warranties herein shall survive the Closing until the "
            "date that is eighteen (18) months after the Closing Date; provided, that the Fundamental "
            "Representations shall survive until sixty (60) days after expiration of the applicable "
            "statute of limitations.",
            "8.4 Limitations. (a) The Sellers shall not be liable under Section 8.2(a) until the aggregate "
            'amount of Losses exceeds $1,395,000 (the "Deductible"), and then only for Losses in excess '
            "of the Deductible. (b) The aggregate liability of the Sellers under Section 8.2(a) (other "
            "than with respect to Fundamental Representations and Fraud) shall not exceed the Escrow "
            "Amount, and thereafter Buyer's sole recourse shall be the R&W Insurance Policy.",
            "8.5 Specific Indemnities. Notwithstanding Section 8.4, the Sellers shall severally and not "
            "jointly indemnify Buyer for Losses arising out of (a) Pre-Closing Taxes, (b) the matters "
            "set forth on Annex 8.5, and (c) any Closing Indebtedness or Transaction Expenses not taken "
            "into account in the Purchase Price.",
            ("h", "ARTICLE X - MISCELLANEOUS"),
            "10.9 Governing Law; Jurisdiction. This Agreement shall be governed by the laws of the State "
            "of Delaware. Each party irrevocably submits to the exclusive jurisdiction of the Court of "
            "Chancery of the State of Delaware.",
        ],
    )


def _schedules(out: Path) -> None:
    write_docx(
        out / SCHED,
        "DISCLOSURE SCHEDULES TO THE STOCK PURCHASE AGREEMENT",
        [
            "SELLER DRAFT 9/29/2025 - Haskell Brandt LLP comments to Buyer Draft 9/15/2025",
            "These Disclosure Schedules are delivered by Toyah Creek Water Solutions, Inc. pursuant to "
            'the Stock Purchase Agreement (the "Agreement") among Caprock Midstream Holdings, LLC, the '
            "Sellers and the Company. Section numbers correspond to the sections of the Agreement; "
            "disclosure in any section shall be deemed disclosed for any other section to the extent its "
            "relevance is reasonably apparent on its face. Capitalized terms have the meanings given in "
            "the Agreement.",
            ("h", "Schedule 3.3 - Capitalization"),
            "See the Capitalization Table as of June 30, 2025 (data room 01). 4,888,000 shares of Common "
            "Stock and 2,500,000 shares of Series A Preferred Stock are issued and outstanding; options to "
            "purchase 452,000 shares are outstanding under the 2019 Equity Incentive Plan.",
            ("h", "Schedule 3.4 - No Conflicts; Consents"),
            "No consent of, or notice to, any counterparty is required under any Material Contract or Real "
            "Property Lease in connection with the execution of the Agreement or the consummation of the "
            "transactions contemplated thereby, other than:",
            (
                "b",
                [
                    "1. The Credit Agreement dated November 8, 2022 with First Trans-Pecos Bank, N.A. (a Change "
                    "of Control is an Event of Default); the Credit Agreement will be repaid in full at Closing "
                    "pursuant to a customary payoff letter.",
                    "2. Office Lease with PCT Midland Owner, LP (Permian Commerce Tower) - landlord consent "
                    "obtained August 22, 2025 (see Landlord Consent and Estoppel Certificate, data room 05).",
                ],
            ),
            ("h", "Schedule 3.5 - Financial Statements"),
            "Audited consolidated financial statements for fiscal years 2023 and 2024 (Crandall Hayes "
            "LLP); unaudited Interim Financial Statements as of and for the six months ended June 30, 2025 "
            "(Monthly Financial Package - June 2025).",
            ("h", "Schedule 3.8(b) - Real Property Leases"),
            (
                "t",
                [
                    ["#", "Property", "Lessor", "Agreement"],
                    [
                        "1",
                        "Hermosa SWD Nos. 1 and 2, Reeves County, Texas (approx. 40 acres)",
                        "Hermosa Ranch, Ltd.",
                        "Surface Use and Disposal Site Lease dated May 1, 2019",
                    ],
                    [
                        "2",
                        "Suite 1100, Permian Commerce Tower, 400 W. Wall Street, Midland, Texas",
                        "PCT Midland Owner, LP",
                        "Office Lease dated June 1, 2021",
                    ],
                    [
                        "3",
                        "Pecos yard, 2400 S. Eddy Street, Pecos, Texas (10.2 acres)",
                        "RDV Land & Cattle, LLC",
                        "Commercial Lease dated January 1, 2020, renewed January 1, 2025",
                    ],
                    [
                        "4",
                        "Monahans terminal, 1100 W. Sealy Avenue, Monahans, Texas",
                        "Sealy Industrial Properties, LLC",
                        "Lease dated March 1, 2018 (month-to-month)",
                    ],
                    [
                        "5",
                        "Yard at 11802 100 Street, Grande Prairie, Alberta",
                        "Wapiti Industrial Holdings Inc.",
                        "Lease dated October 1, 2022",
                    ],
                ],
            ),
            ("h", "Schedule 3.10 - Environmental Matters"),
            "On February 9, 2025, a flowline at the Hermosa SWD No. 2 tank battery failed, releasing "
            "approximately 1,850 barrels of produced water. The release was reported to Railroad "
            "Commission of Texas District 08 the same day; remediation was substantially completed in May "
            "2025 under the Commission's Statewide Rule 91 guidance. No notice of violation has been issued.",
            ("h", "Schedule 3.12(a) - Material Contracts"),
            (
                "b",
                [
                    "(i), (ii) Master Water Services Agreement dated January 1, 2024 between the Company and "
                    "Ocotillo Energy Operating, LLC.",
                    "(i), (ii), (iv) Produced Water Gathering and Disposal Agreement dated July 1, 2023 between "
                    "Toyah Creek Disposal, LLC and Hackberry Draw Resources, LLC, as amended by Amendment No. 1 "
                    "dated January 15, 2025.",
                    "(i) Master Service Agreement dated September 1, 2022 between Bluestem Petroleum Company and "
                    "the Company, including Exhibit B (Rate Schedule) as revised February 1, 2025.",
                    "(i), (iii) Fuel Supply Agreement dated April 15, 2023 with Big Bend Fuels, Inc.",
                    "(iii) Overflow Disposal Services Agreement dated August 1, 2024 with Salt Flat Disposal, LLC.",
                    "(v) Credit Agreement dated November 8, 2022 among the Company, the Subsidiaries as "
                    "guarantors and First Trans-Pecos Bank, N.A., as amended.",
                    "(v) Guaranty Agreement dated October 16, 2023 by the Company in favor of Permian Basin "
                    "Community Bank (Reeves Recycle Partners, LLC).",
                    "(vi) Limited Liability Company Agreement of Reeves Recycle Partners, LLC dated June 1, 2023.",
                    "Real Property Leases listed in Schedule 3.8(b).",
                ],
            ),
            ("h", "Schedule 3.13 - Litigation"),
            "Dos Rios Trucking, LLC v. Toyah Creek Water Solutions, Inc., Cause No. 25-01-0412-CVR, 143rd "
            "Judicial District Court, Reeves County, Texas - settled pursuant to a Settlement Agreement and "
            "Mutual Release dated July 24, 2025; dismissed with prejudice. No other Actions.",
            ("h", "Schedule 3.14 - Indebtedness; Guarantees"),
            "1. Credit Agreement (term loan $32,000,000 and revolving loans $9,650,000 outstanding at June "
            "30, 2025). 2. Guaranty Agreement dated October 16, 2023 (Reeves Recycle Partners, LLC loan; "
            "$9,500,000 principal amount). 3. Capital leases for light-duty vehicles (approx. $410,000).",
            ("h", "Schedule 3.15(a) - Registered Intellectual Property"),
            "U.S. Trademark Reg. No. 6,402,117 TOYAH CREEK (Class 39); U.S. Trademark Reg. No. 6,893,550 "
            "HAULTRACK (Classes 9 and 42); domain names toyahcreek.com and haultrack.io.",
            ("h", "Schedule 3.15(f) - Open Source Software"),
            "None.",
            ("h", "Schedule 3.16 - Employee Benefit Plans"),
            "Toyah Creek 401(k) Plan; group medical, dental and vision plan (BlueCross BlueShield of "
            "Texas); 2019 Equity Incentive Plan; 2025 Annual Incentive Plan; Amended and Restated "
            "Employment Agreement with Marisol Ortega dated February 1, 2025; Employment Agreement with "
            "Ray D. Villanueva dated August 9, 2019.",
            ("h", "Schedule 3.17(c) - Labor Claims"),
            "None.",
            ("h", "Schedule 3.17(e) - WARN Act"),
            "None.",
            ("h", "Schedule 3.19 - Material Customers and Suppliers"),
            "Customers (FY2024 revenue): Ocotillo Energy Operating, LLC; Hackberry Draw Resources, LLC; "
            "Bluestem Petroleum Company; Pronghorn Basin E&P, LLC; Verhalen Oil & Gas, Inc.; Coyote Wells "
            "Operating, Inc.; Tascosa Resources, LLC; Red Tank Operating, LLC; Sabinal Energy Partners; "
            "Longfellow Exploration, Inc. Suppliers: Lonestar Fleet Capital, LLC; Big Bend Fuels, Inc.; "
            "Salt Flat Disposal, LLC; Chisos Chemical Company; Rush Truck Centers of Odessa; Permian Tire "
            "& Service; Hermosa Ranch, Ltd.; Coronado Pipe & Fiberglass; PCT Midland Owner, LP; Gulf "
            "Atlantic Specialty Insurance Company.",
            ("h", "Schedule 3.20 - Insurance"),
            "See Insurance Schedule 2025-2026 (data room 08). Claims since January 1, 2022: see Loss Runs "
            "2022-2025. The February 9, 2025 Hermosa release has been reported under the Pollution Legal "
            "Liability Policy (Claim No. PLL-25-00417).",
            ("h", "Schedule 3.21 - Affiliate Transactions"),
            "None.",
        ],
    )


def _qa(out: Path) -> None:
    rows: list[list[object]] = [
        [
            "Q No.",
            "Date Submitted",
            "Category",
            "Question (Buyer)",
            "Response (Company)",
            "Responder",
            "Status",
        ],
        [
            "Q-003",
            "2025-09-10",
            "Corporate",
            "Please confirm the number of directors and whether any board committees exist.",
            "Five directors; the Company has an audit committee (Teller, Oakes) and no other committees.",
            "K. Lusk",
            "Closed",
        ],
        [
            "Q-007",
            "2025-09-11",
            "Finance",
            "Please provide the management adjustments bridging reported EBITDA to Adjusted EBITDA in the CIM.",
            "See tab 'Adj EBITDA' of the Monthly Financial Package - June 2025. Principal adjustments: Hermosa remediation ($640k), sale process costs, Monahans consolidation run-rate savings.",
            "M. Ortega",
            "Closed",
        ],
        [
            "Q-009",
            "2025-09-11",
            "Finance",
            "Has the Company been in compliance with all financial covenants under the Credit Agreement at each test date since January 1, 2024?",
            "Yes. The Company has been in compliance with the financial covenants at each quarterly test date; see the compliance certificates in folder 04.",
            "M. Ortega",
            "Closed",
        ],
        [
            "Q-011",
            "2025-09-12",
            "Commercial",
            "What is the remaining term and minimum volume commitment under the Ocotillo MSA?",
            "Initial term through December 31, 2028; MVC of 40,000 bbl/d with a shortfall fee of $0.45/bbl, measured quarterly.",
            "R. Villanueva",
            "Closed",
        ],
        [
            "Q-014",
            "2025-09-12",
            "Commercial",
            "Please confirm whether any customer agreement has been amended, supplemented or waived, by side letter or otherwise, since January 1, 2024.",
            "Other than Amendment No. 1 to the Hackberry agreement (rate indexation, in the data room) and the February 2025 revision of the Bluestem rate schedule, no customer agreement has been amended or supplemented, and there are no side letters.",
            "R. Villanueva",
            "Closed",
        ],
        [
            "Q-016",
            "2025-09-15",
            "Commercial",
            "Do any customers have most-favored-nation pricing protection?",
            "Hackberry Draw has a most-favored-customer clause limited to comparable services. Management believes current pricing complies.",
            "M. Ortega",
            "Closed",
        ],
        [
            "Q-019",
            "2025-09-15",
            "Real Property",
            "Are any landowner or landlord consents required for the transaction?",
            "Only the Midland office landlord, whose consent has been obtained. The SWD surface leases do not require consent for a sale of stock.",
            "K. Lusk",
            "Closed",
        ],
        [
            "Q-021",
            "2025-09-16",
            "Environmental",
            "Please describe any releases since 2022 and the status of remediation.",
            "One reportable release (Hermosa SWD No. 2, February 9, 2025, ~1,850 bbl produced water). Remediation substantially complete; closure report filed with RRC District 08 on June 27, 2025.",
            "D. Whitfield",
            "Closed",
        ],
        [
            "Q-022",
            "2025-09-16",
            "Insurance",
            "Has the Hermosa release been tendered to insurers, and has coverage been confirmed?",
            "The release has been reported to Gulf Atlantic under the PLL policy. The adjuster's review is ongoing.",
            "M. Ortega",
            "Closed",
        ],
        [
            "Q-024",
            "2025-09-17",
            "HR",
            "How are drivers paid, and are they treated as exempt from overtime?",
            "Drivers are paid a day rate. The Company treats drivers as exempt under the FLSA motor carrier exemption.",
            "L. Saenz",
            "Closed",
        ],
        [
            "Q-027",
            "2025-09-17",
            "HR",
            "Are there any pending or threatened claims by current or former employees, including wage-and-hour or overtime claims?",
            "No. There are no pending or threatened claims by current or former employees, including any wage-and-hour claims.",
            "L. Saenz",
            "Closed",
        ],
        [
            "Q-029",
            "2025-09-18",
            "HR",
            "Any reductions in force or facility closures in the last three years?",
            "The Monahans terminal was consolidated into Pecos in July 2025. Response re headcount to follow.",
            "D. Whitfield",
            "Open",
        ],
        [
            "Q-031",
            "2025-09-18",
            "IP/IT",
            "Does HaulTrack incorporate any copyleft open source code?",
            "HaulTrack was developed in-house and by contractors under work-for-hire agreements. We are not aware of any copyleft issues; an audit was performed in August 2025.",
            "N. Rao",
            "Closed",
        ],
        [
            "Q-033",
            "2025-09-19",
            "Related Party",
            "Please list any transactions between the Company and any Seller, officer or director or their affiliates.",
            "Other than employment arrangements and the Sponsor's monitoring fee (terminating at Closing), none.",
            "M. Ortega",
            "Closed",
        ],
        [
            "Q-036",
            "2025-09-22",
            "Finance",
            "Are there any guarantees of third-party obligations?",
            "Yes - the Company guarantees the Reeves Recycle Partners term loan; see folder 04.",
            "M. Ortega",
            "Closed",
        ],
        [
            "Q-038",
            "2025-09-23",
            "Litigation",
            "Status of the Dos Rios Trucking suit?",
            "Settled in July 2025 for $275,000, paid; dismissed with prejudice. See folder 09.",
            "K. Lusk",
            "Closed",
        ],
    ]
    write_xlsx(out / QA, [("Q&A", rows)], widths=30)


def _cim(out: Path) -> None:
    write_pptx(
        out / CIM,
        [
            (
                "Project Pecos - Confidential Information Memorandum",
                [
                    "A leading independent produced water logistics and disposal platform in the Delaware Basin",
                    "Prepared by Llano Estacado Partners LLC - September 2025",
                    "Strictly confidential; subject to the Confidentiality Agreement",
                ],
            ),
            (
                "Investment Highlights",
                [
                    "Integrated trucking and saltwater disposal (SWD): 212 trucks, 3 SWD facilities, 6 permitted injection wells",
                    "Permitted disposal capacity of 165,000 bbl/d across Reeves and Culberson Counties",
                    "Long-term, contracted revenue: ~62% of 2024 disposal revenue under MVC or dedication contracts",
                    "Proprietary HaulTrack e-ticketing and dispatch platform, fully owned and developed in-house",
                    "LTM June 2025 revenue $71.2 million; Adjusted EBITDA $14.6 million",
                ],
            ),
            (
                "Customer Contracts",
                [
                    "Ocotillo Energy Operating: Master Water Services Agreement through December 31, 2028; 40,000 bbl/d minimum volume commitment; no customer termination for convenience",
                    "Hackberry Draw Resources: 10-year gathering and disposal agreement with acreage dedication (2,600 net acres)",
                    "Bluestem Petroleum: MSA since 2022; trucking and disposal at Hermosa",
                    "Top 10 customers represent 84% of revenue; average relationship tenure of 6 years",
                ],
            ),
            (
                "Operations",
                [
                    "Hermosa facility (2 wells, 90,000 bbl/d permitted) on a long-term surface lease",
                    "Balmorhea (2 wells) and Saragosa (2 wells) facilities owned in fee",
                    "Pecos yard: dispatch, maintenance and wash bay; Monahans consolidated into Pecos in July 2025",
                    "Strong safety culture: TRIR of 0.82 in 2024",
                ],
            ),
            (
                "Financial Summary",
                [
                    "Revenue: FY2023 $61.8m; FY2024 $68.4m; LTM Jun-25 $71.2m",
                    "Adjusted EBITDA: FY2023 $12.2m; FY2024 $13.1m; LTM Jun-25 $14.6m (incl. $1.8m Monahans run-rate savings and $0.64m non-recurring remediation)",
                    "Capex: maintenance ~$4m per year; growth capex for Hermosa No. 3 well ($5.5m) in 2026",
                ],
            ),
            (
                "Technology - HaulTrack",
                [
                    "Cloud dispatch, electronic field tickets, customer portal with real-time volume reporting",
                    "HaulTrack Driver mobile app deployed on 240 devices including owner-operators",
                    "All source code owned by the Company; no third-party licence restrictions",
                ],
            ),
            (
                "Transaction Overview",
                [
                    "Sale of 100% of the stock of Toyah Creek Water Solutions, Inc.",
                    "Cash-free, debt-free; R&W insurance expected",
                    "Final bids due October 17, 2025",
                ],
            ),
        ],
    )
    write_pptx(
        out / TXN / "Management Presentation (September 2025).pptx",
        [
            (
                "Management Presentation - Project Pecos",
                [
                    "Midland, Texas - September 23-25, 2025",
                    "Ray Villanueva, Marisol Ortega, Dana Whitfield",
                ],
            ),
            (
                "Who We Are",
                [
                    "Founded 2016 in Pecos, Texas",
                    "~410 employees across Texas and Alberta",
                    "Produced water hauling, fresh water transfer, SWD",
                ],
            ),
            (
                "2025 Priorities",
                [
                    "Restore Hermosa volumes after February flowline repair",
                    "Complete Monahans consolidation (done July 2025)",
                    "HaulTrack customer portal v3 rollout",
                    "Permit Hermosa No. 3 (W-14 application filed July 2025)",
                ],
            ),
            (
                "Safety and Environmental",
                [
                    "DOT satisfactory safety rating (FMCSA)",
                    "One reportable release in 2025; remediation complete",
                    "Seismic response area monitoring at all wells",
                ],
            ),
            ("Q&A", ["Questions through the data room Q&A module"]),
        ],
    )
    write_eml(
        out / TXN / "Project Pecos - bid timing.eml",
        sender="Hollis Grady <hgrady@llanoestacado.invalid>",
        to="Alison Cho <acho@caprockmidstream.invalid>",
        subject="Project Pecos - bid timing",
        when=dt.datetime(2025, 9, 26, 16, 12),
        body="""
Alison -

Thanks for the time at the management meeting this week. Quick heads up that we are holding the
October 17 bid date; a couple of parties asked for more time but the Sponsor wants to sign before
year end. Haskell Brandt will post the seller draft of the disclosure schedules Monday.

If you have follow-ups for Ray or Marisol please push them through the Q&A module rather than
emailing them directly.

Best,
Hollis
""",
    )
