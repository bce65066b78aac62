"""A. Corporate, G. People and K. Transaction."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from tests.rooms.kelmscott.common import BUYER, CO, CO_ADDR, SPONSOR, article, general
from tests.rooms.kelmscott.writers import (
    Block,
    csv_file,
    docx,
    eml,
    html_file,
    pdf,
    pptx,
    text,
    xlsx,
)

CORP = "A Corporate"
PEOPLE = "G People"
DEAL = "K Transaction"
EDT = dt.timezone(dt.timedelta(hours=-4))


def corporate(root: Path) -> None:
    d = root / CORP
    pdf(
        d / "Certificate and Articles of Amalgamation - 2014-07-01.pdf",
        "Articles of Amalgamation — Business Corporations Act (Ontario)",
        [
            (
                "p",
                "Ontario Corporation Number: 1908344. Certificate of Amalgamation issued July 1, 2014.",
            ),
            ("p", "1. The name of the amalgamated corporation is: BRANTWOOD PROVISIONS LTD."),
            (
                "p",
                "2. The address of the registered office is: 7100 Kestrel Court, Mississauga, Ontario L5T 2X9.",
            ),
            ("p", "3. Number of directors: a minimum of 1 and a maximum of 10."),
            (
                "p",
                "4. The amalgamating corporations are Brantwood Fine Foods Limited (Ontario Corporation Number 684412) and Ostrander Bakeries Inc. (Ontario Corporation Number 1299018).",
            ),
            ("p", "5. Restrictions on the business the corporation may carry on: none."),
            (
                "p",
                "6. The classes and maximum number of shares: an unlimited number of Common Shares and an unlimited number of Class A Preferred Shares.",
            ),
            (
                "p",
                "7. Rights, privileges, restrictions and conditions: the Class A Preferred Shares are non-voting, redeemable and retractable at $1.00 per share and carry a non-cumulative preferential dividend as declared by the directors.",
            ),
            (
                "p",
                "8. Restrictions on transfer: no share may be transferred without the approval of the directors, evidenced by resolution.",
            ),
        ],
    )
    docx(
        d / "By-law No. 1 - general by-law.docx",
        "By-law No. 1",
        [
            (
                "p",
                "A by-law relating generally to the conduct of the business and affairs of Brantwood Provisions Ltd.",
            ),
            *article(
                1,
                "Directors",
                [
                    "Quorum. A majority of the number of directors constitutes a quorum at any meeting of directors.",
                    "Meetings by Telephone. A director may participate in a meeting by telephone or video conference if all participants can communicate adequately with each other.",
                    "Written Resolutions. A resolution in writing signed by all the directors entitled to vote on it is as valid as if passed at a meeting.",
                ],
            ),
            *article(
                2,
                "Officers",
                [
                    "Appointment. The board may appoint a chair, a president, a chief executive officer, a chief financial officer, a secretary and other officers.",
                    "Execution of Documents. Contracts may be signed on behalf of the Corporation by any one director or officer.",
                ],
            ),
            *article(
                3,
                "Shareholders",
                [
                    "Meetings. Meetings of shareholders shall be held at such place in or outside Ontario as the board determines, or by electronic means.",
                ],
            ),
            (
                "sig",
                [
                    "Enacted by the board on July 1, 2014 and confirmed by the shareholders on the same date.",
                    "/s/ Margaret Ostrander, President",
                    "/s/ Gordon Ostrander, Secretary",
                ],
            ),
        ],
    )
    xlsx(
        d / "Securities register - 2025-11-01.xlsx",
        {
            "Common Shares": [
                ["Holder", "Certificate", "Number", "% of Common", "Date issued or transferred"],
                [
                    "Ostrander Family Trust (trustees: Margaret Ostrander, Gordon Ostrander, Kevin Lam)",
                    "C-7",
                    5800000,
                    "58.0%",
                    "2014-07-01",
                ],
                ["Tamarack Growth Fund II LP", "C-11", 3500000, "35.0%", "2020-02-14"],
                ["David Kowalchuk", "C-12", 400000, "4.0%", "2020-02-14"],
                ["Anjali Raman", "C-13", 150000, "1.5%", "2021-09-01"],
                ["Marc-André Gagnon", "C-14", 150000, "1.5%", "2021-09-01"],
                ["Total", "", 10000000, "100.0%", ""],
            ],
            "Options": [
                ["Holder", "Grant date", "Options", "Exercise price", "Vesting"],
                [
                    "Colleen Hart",
                    "2022-03-01",
                    60000,
                    "$3.10",
                    "25% annually; full acceleration on a Sale Transaction (Option Plan s. 8.2)",
                ],
                [
                    "Priya Sandhu",
                    "2022-03-01",
                    40000,
                    "$3.10",
                    "25% annually; full acceleration on a Sale Transaction (Option Plan s. 8.2)",
                ],
            ],
            "Class A Preferred": [["Holder", "Number"], ["None issued", 0]],
        },
    )
    docx(
        d / "Unanimous Shareholder Agreement - 2020-02-14.docx",
        "Unanimous Shareholder Agreement",
        [
            (
                "p",
                f'THIS UNANIMOUS SHAREHOLDER AGREEMENT is made February 14, 2020 among the Ostrander Family Trust, Tamarack Growth Fund II LP, David Kowalchuk and {CO} (the "Corporation"), and each person who later becomes a shareholder and signs a joinder.',
            ),
            *article(
                1,
                "Board",
                [
                    "Composition. The board consists of five directors: two nominated by the Ostrander Family Trust, two nominated by Tamarack, and the Chief Executive Officer.",
                    "Chair. The chair is a Tamarack nominee.",
                ],
            ),
            *article(
                2,
                "Approvals",
                [
                    "Shareholder Approval. The Corporation shall not, without the approval of shareholders holding at least 80% of the Common Shares: issue shares; incur indebtedness over $5,000,000 outside the approved budget; enter into any transaction with a shareholder or a person not dealing at arm's length with a shareholder; or sell all or substantially all of its assets.",
                ],
            ),
            *article(
                3,
                "Transfers",
                [
                    "Right of First Refusal. A shareholder wishing to sell shares shall first offer them to the other shareholders pro rata.",
                    "Drag-Along. If shareholders holding at least 66 2/3% of the Common Shares agree to sell all their shares to an arm's length purchaser, they may require the other shareholders to sell on the same terms.",
                    "Tag-Along. Tamarack may participate pro rata in any sale by the Ostrander Family Trust of more than 20% of the Common Shares.",
                ],
            ),
            *article(
                4,
                "Termination",
                [
                    "Termination. This Agreement terminates when one shareholder holds all the shares or on a sale of all the shares to a purchaser.",
                ],
            ),
            *general(5, style=0),
            (
                "sig",
                [
                    "OSTRANDER FAMILY TRUST by its trustees /s/ Margaret Ostrander /s/ Gordon Ostrander",
                    "TAMARACK GROWTH FUND II LP by its general partner /s/ Simon Pryce-Whitfield",
                    "/s/ David Kowalchuk",
                    f"{CO.upper()} Per: /s/ Margaret Ostrander",
                ],
            ),
        ],
    )
    docx(
        d / "Minutes - Board of Directors - 2025-09-09.docx",
        "Minutes of a Meeting of the Board of Directors",
        [
            (
                "p",
                "Brantwood Provisions Ltd. — meeting held at 7100 Kestrel Court, Mississauga and by video conference on September 9, 2025 at 2:00 p.m.",
            ),
            (
                "p",
                "Present: Simon Pryce-Whitfield (Chair), Margaret Ostrander, Helen Ng, Robert Tessier, David Kowalchuk. Also present: Anjali Raman (CFO, secretary of the meeting); for item 3, Lindsay Quan and Ravi Menon of Carrick Lane Capital.",
            ),
            ("h", "1. Quorum"),
            (
                "p",
                "The Chair noted that a quorum was present and that notice had been given in accordance with the by-laws.",
            ),
            ("h", "2. Q4 FY2025 results"),
            (
                "p",
                "The CFO presented the draft audited results for the year ended June 30, 2025: revenue of $142.4 million and EBITDA of $11.9 million. The board approved the financial statements for issue, subject to the auditors' sign-off.",
            ),
            ("h", "3. Strategic review"),
            (
                "p",
                "Carrick Lane presented the proposed sale process (Project Kelmscott), including a list of 14 potential buyers. After discussion, the board resolved that the Corporation engage Carrick Lane as its financial adviser on the terms of its engagement letter dated August 28, 2025 and authorised management to prepare a virtual data room.",
            ),
            ("h", "4. Food safety"),
            (
                "p",
                "The COO reported on the status of Line 4 following the August 13 recall: three consecutive negative swab rounds were completed and the line restarted on August 18. The board asked for a full root-cause report at the next meeting.",
            ),
            ("h", "5. In camera"),
            (
                "p",
                "Management other than the CEO left the meeting. The directors then met in camera. No minutes were taken of the in camera session.",
            ),
            ("p", "There being no further business, the meeting terminated at 4:35 p.m."),
            (
                "sig",
                ["/s/ Simon Pryce-Whitfield, Chair", "/s/ Anjali Raman, Secretary of the meeting"],
            ),
        ],
    )
    pdf(
        d / "Resolutions of the shareholders - annual - 2025-10-15.pdf",
        "Resolutions of the Shareholders",
        [
            (
                "p",
                "The undersigned, being all the shareholders of Brantwood Provisions Ltd. entitled to vote, resolve in writing under section 104 of the Business Corporations Act (Ontario):",
            ),
            (
                "p",
                "1. The consolidated financial statements for the year ended June 30, 2025 and the auditor's report on them are approved.",
            ),
            (
                "p",
                "2. Bellhaven Tremblay LLP are appointed auditors until the next annual resolutions, at a remuneration fixed by the directors.",
            ),
            (
                "p",
                "3. Simon Pryce-Whitfield, Margaret Ostrander, Helen Ng, Robert Tessier and David Kowalchuk are elected directors.",
            ),
            (
                "sig",
                [
                    "Dated October 15, 2025.",
                    "Ostrander Family Trust (by its trustees); Tamarack Growth Fund II LP (by its general partner); David Kowalchuk; Anjali Raman; Marc-André Gagnon",
                ],
            ),
        ],
    )
    profile = """ONTARIO BUSINESS REGISTRY — CORPORATION PROFILE REPORT
Report generated: {date}

Ontario Corporation Number: {number}
Corporation Name: {name}
Corporation Type: Ontario Business Corporation
Corporation Status: Active
Date of Incorporation/Amalgamation: {incorp}
Registered or Head Office Address: {office}

ACTIVE DIRECTOR(S)
{directors}

ACTIVE OFFICER(S)
{officers}

CORPORATE NAME HISTORY
{history}

Documents filed with the Ontario Business Registry are listed in the Document List.
This report sets out the most recent information filed on or after June 27, 1992.
"""
    text(
        d / "Corporation Profile Report - 2468013 Ontario Inc. - 2025-11-04.txt",
        profile.format(
            date="November 4, 2025 10:17 a.m.",
            number="2468013",
            name="2468013 ONTARIO INC.",
            incorp="July 8, 2015",
            office="44 Riverview Crescent, Caledon, Ontario, Canada L7K 0E8",
            directors="Full Name: GORDON OSTRANDER\nAddress for Service: 44 Riverview Crescent, Caledon, Ontario, Canada L7K 0E8\nResident Canadian: Yes\nDate Effective: July 8, 2015",
            officers="Full Name: GORDON OSTRANDER — Title: President — Date Effective: July 8, 2015\nFull Name: MARGARET OSTRANDER — Title: Secretary — Date Effective: July 8, 2015\nAddress for Service: 44 Riverview Crescent, Caledon, Ontario, Canada L7K 0E8",
            history="2468013 ONTARIO INC. — effective July 8, 2015",
        ),
    )
    text(
        d / "Corporation Profile Report - Brantwood Provisions Ltd. - 2025-11-04.txt",
        profile.format(
            date="November 4, 2025 10:11 a.m.",
            number="1908344",
            name="BRANTWOOD PROVISIONS LTD.",
            incorp="July 1, 2014",
            office=CO_ADDR + ", Canada",
            directors="\n".join(
                f"Full Name: {n}\nAddress for Service: {a}\nResident Canadian: Yes"
                for n, a in (
                    (
                        "SIMON PRYCE-WHITFIELD",
                        "181 Bay Street, Suite 3100, Toronto, Ontario M5J 2T3",
                    ),
                    (
                        "MARGARET OSTRANDER",
                        "44 Riverview Crescent, Caledon, Ontario, Canada L7K 0E8",
                    ),
                    ("HELEN NG", "181 Bay Street, Suite 3100, Toronto, Ontario M5J 2T3"),
                    ("ROBERT TESSIER", "12 Chemin du Lac, Magog, Québec J1X 3W2"),
                    ("DAVID KOWALCHUK", CO_ADDR),
                )
            ),
            officers="Full Name: DAVID KOWALCHUK — Title: President and Chief Executive Officer\nFull Name: ANJALI RAMAN — Title: Chief Financial Officer and Secretary",
            history="BRANTWOOD PROVISIONS LTD. — effective July 1, 2014 (amalgamation)",
        ),
    )
    html_file(
        d / "Registre des entreprises - Provisions Brantwood Québec Inc..html",
        "État de renseignements d'une personne morale au registre des entreprises",
        [
            ("p", "Numéro d'entreprise du Québec (NEQ) : 1173390215"),
            (
                "table",
                [
                    ["Rubrique", "Renseignement"],
                    ["Nom", "PROVISIONS BRANTWOOD QUÉBEC INC."],
                    ["Forme juridique", "Société par actions ou compagnie"],
                    ["Loi constitutive", "Loi sur les sociétés par actions (Québec)"],
                    ["Date d'immatriculation", "2018-04-11"],
                    [
                        "Adresse du domicile",
                        "1450, boulevard Lemire, Drummondville (Québec) J2C 5A4",
                    ],
                    ["Actionnaire majoritaire", "BRANTWOOD PROVISIONS LTD. (100 %)"],
                    [
                        "Administrateurs",
                        "David Kowalchuk (président); Marc-André Gagnon (secrétaire)",
                    ],
                    ["Nombre de salariés au Québec", "De 50 à 99"],
                    ["Activité économique", "Boulangeries et fabrication de tortillas (CAE 1072)"],
                ],
            ),
            (
                "p",
                "Dernière déclaration de mise à jour annuelle : 2025-06-02. Statut : Immatriculée.",
            ),
        ],
    )
    text(
        d / "Group structure.md",
        """
# Group structure (Project Kelmscott)

| Entity | Jurisdiction | Owner | Business |
|---|---|---|---|
| Brantwood Provisions Ltd. | Ontario (OBCA) | Ostrander Family Trust 58.0%, Tamarack Growth Fund II LP 35.0%, management 7.0% | Mississauga production (Lines 1-4), Brampton cold store, head office; about 410 employees, 330 in the UFCW bargaining unit |
| Provisions Brantwood Québec Inc. | Québec (QBCA) | Brantwood Provisions Ltd. 100% | Drummondville bakery and tourtière plant (owned); about 70 employees, non-union |
| Brantwood Foods USA, Inc. | Michigan | Brantwood Provisions Ltd. 100% | Romulus, Michigan distribution warehouse (leased); 14 employees |
""",
    )


def people(root: Path) -> None:
    d = root / PEOPLE
    rows: list[list[object]] = [
        [
            "department",
            "site",
            "bargaining_unit",
            "headcount",
            "avg_tenure_years",
            "annual_base_payroll_cad",
        ]
    ]
    for r in (
        ("Production", "Mississauga", "UFCW Local 175", 248, 7.9, "12,640,000"),
        ("Sanitation", "Mississauga", "UFCW Local 175", 34, 5.1, "1,610,000"),
        ("Warehouse", "Brampton", "UFCW Local 175", 48, 4.6, "2,350,000"),
        ("Maintenance", "Mississauga", "Non-union", 22, 9.3, "2,090,000"),
        ("Quality assurance", "Mississauga", "Non-union", 14, 6.2, "1,120,000"),
        ("Production", "Drummondville", "Non-union", 58, 6.8, "2,610,000"),
        ("Administration", "Drummondville", "Non-union", 12, 8.0, "780,000"),
        ("Sales and marketing", "Mississauga", "Non-union", 11, 5.4, "1,370,000"),
        ("Finance, HR and IT", "Mississauga", "Non-union", 21, 6.0, "2,240,000"),
        ("Executive", "Mississauga", "Non-union", 6, 7.5, "1,540,000"),
        ("Warehouse", "Romulus, MI", "Non-union", 14, 3.2, "US$ 710,000"),
    ):
        rows.append(list(r))
    csv_file(d / "Employee census - 2025-10-31.csv", rows)
    pdf(
        d / "Collective agreement - UFCW Local 175 - 2023-2027 - summary.pdf",
        "Collective Agreement Summary — UFCW Local 175 (Mississauga and Brampton)",
        [
            (
                "table",
                [
                    ["Term", "Summary"],
                    [
                        "Parties",
                        "Brantwood Provisions Ltd. and United Food and Commercial Workers Canada, Local 175",
                    ],
                    ["Term", "April 1, 2023 to March 31, 2027"],
                    [
                        "Wages",
                        "Increases of 3.5% (2023), 3.25% (2024), 3.0% (2025) and 3.0% (2026)",
                    ],
                    ["Benefits", "Extended health and dental; employer RRSP match of 3%"],
                    ["Seniority", "Plant-wide seniority for layoff and recall"],
                    [
                        "Contracting out",
                        "No contracting out of bargaining unit work that results in layoff",
                    ],
                    [
                        "Grievances",
                        "Four open grievances (scheduling, two discipline, one overtime distribution); none referred to arbitration",
                    ],
                ],
            ),
            (
                "p",
                "A sale of shares does not change the employer; the collective agreement continues to bind the Company. Section 69 of the Labour Relations Act, 1995 (Ontario) would apply to a sale of the business.",
            ),
        ],
    )
    docx(
        d / "Executive employment agreement - D. Kowalchuk - 2019-01-07.docx",
        "Executive Employment Agreement",
        [
            (
                "p",
                f'This Agreement is made January 7, 2019 between {CO} (the "Company") and David Kowalchuk (the "Executive").',
            ),
            *article(
                1,
                "Position",
                [
                    "Position. The Company employs the Executive as President and Chief Executive Officer, reporting to the board of directors, starting January 21, 2019.",
                    "Duties. The Executive shall devote his full working time to the business of the Company.",
                ],
            ),
            *article(
                2,
                "Compensation",
                [
                    "Base Salary. $345,000 per year, reviewed annually by the board (current base salary, effective July 1, 2025: $392,000).",
                    "Annual Bonus. A target bonus of 50% of base salary, based on EBITDA and individual objectives approved by the board.",
                    "Benefits. The Executive participates in the Company's benefit and RRSP matching plans and receives a car allowance of $1,200 per month.",
                ],
            ),
            *article(
                3,
                "Termination",
                [
                    "Termination for Cause. The Company may terminate the Executive's employment for just cause without notice or pay in lieu, except the minimum entitlements under the Employment Standards Act, 2000.",
                    "Termination without Cause. The Company may terminate the Executive's employment without cause by providing twelve months' base salary plus one month for each completed year of service, to a maximum of eighteen months in total, inclusive of all entitlements under the Employment Standards Act, 2000.",
                    "Resignation. The Executive may resign on three months' written notice.",
                ],
            ),
            *article(
                4,
                "Restrictive Covenants",
                [
                    "Non-Solicitation. For twelve months after the end of his employment, the Executive shall not solicit any customer of the Company with whom he dealt in the previous two years, or any employee of the Company.",
                    "Confidentiality. The Executive shall keep confidential all confidential information of the Company during and after his employment.",
                ],
            ),
            *article(
                5,
                "General",
                [
                    "Entire Agreement. This Agreement is the entire agreement between the Company and the Executive about his employment. Any change must be in writing and approved by the board.",
                    "Governing Law. This Agreement is governed by the laws of Ontario.",
                ],
            ),
            ("sig", [f"{CO.upper()} Per: /s/ Margaret Ostrander, Chair", "/s/ David Kowalchuk"]),
        ],
    )
    eml(
        d / "Transaction bonus - 2025-09-10.eml",
        sender="Simon Pryce-Whitfield <spw@tamarackgrowth.example>",
        to="David Kowalchuk <dkowalchuk@brantwood.example>",
        cc="Margaret Ostrander <mostrander@brantwood.example>",
        subject="Yesterday's in camera discussion",
        date=dt.datetime(2025, 9, 10, 8, 14, tzinfo=EDT),
        body="""David,

Following up on the in camera session yesterday, to put it in writing: Margaret and I, and the rest of the board, agreed that if Project Kelmscott (or any other sale of the company) closes, the Company will pay you a transaction bonus of $850,000 in cash on closing, and Anjali a bonus of $250,000 on the same basis. Neither bonus depends on you or Anjali staying on with the buyer. The bonuses come out of the Company, not the shareholders' proceeds.

We will document this in a board resolution and short letter agreements once the SPA is signed - there is no need for it to become a point in the buyer's price discussions before then, so please keep it to the three of us and Anjali for now.

Thanks for everything you and the team are doing on the process.

Simon

Simon Pryce-Whitfield
Partner, Tamarack Growth Partners | Chair, Brantwood Provisions Ltd.
""",
    )
    text(
        d / "Pension and benefits - DC plan summary.txt",
        """
BRANTWOOD PROVISIONS LTD. - GROUP RETIREMENT PLANS (SUMMARY, OCTOBER 2025)

1. Non-union employees (Ontario and Quebec): group RRSP with a deferred profit sharing plan (DPSP).
   Employer matches employee contributions up to 4% of base salary into the DPSP; vesting after
   two years. Administered by Canada Life. No defined benefit obligations.

2. UFCW Local 175 bargaining unit: group RRSP with employer match of 3% of straight-time wages,
   as required by the collective agreement. The Company does not participate in a multi-employer
   pension plan.

3. Brantwood Foods USA, Inc.: 401(k) plan with a safe harbor match of 100% of the first 4% of pay.
   Form 5500 filed for 2024.

4. Post-retirement benefits: none, other than for one retired executive (life insurance of $50,000,
   premiums about $1,100 per year).
""",
    )
    pdf(
        d / "WSIB clearance certificate - 2025-11-03.pdf",
        "Workplace Safety and Insurance Board — Clearance Certificate",
        [
            (
                "p",
                "Business name: Brantwood Provisions Ltd. Account number: 1187 442. Firm number: 0731902.",
            ),
            (
                "p",
                "Validity period: November 3, 2025 to January 2, 2026. This certificate confirms that the business is registered with the WSIB and that its premium account was in good standing on the date of issue.",
            ),
            (
                "p",
                "Lost-time injuries, calendar 2024: 7. Rate group 14 (meat and poultry products).",
            ),
        ],
    )
    text(
        d / "Employee handbook - selected policies.md",
        """
# Employee Handbook — selected policies (revised March 2025)

## Hours of work and overtime
Production shifts run 6:00–14:30, 14:30–23:00 and 23:00–6:30. Overtime for non-union hourly
employees is paid after 44 hours in a week in accordance with the *Employment Standards Act, 2000*.

## Right to disconnect
Under the Ontario right-to-disconnect policy, employees are not expected to respond to
work emails outside scheduled hours except in a food safety or production emergency.

## Electronic monitoring
Company devices, email and the plant's CCTV may be monitored for security and food safety.
This policy is provided under Part XI.1 of the *Employment Standards Act, 2000*.

## Food safety
Every employee must report illness symptoms before entering production areas and follow the
GMP rules (hair and beard nets, no jewellery, hand washing, captive footwear).
""",
    )


def transaction(root: Path) -> None:
    d = root / DEAL
    pdf(
        d / "Process letter - second round - 2025-10-01.pdf",
        "Project Kelmscott — Process Letter",
        [
            ("p", "October 1, 2025 — Strictly private and confidential"),
            (
                "p",
                'Carrick Lane Capital Inc. ("Carrick Lane") is acting as exclusive financial adviser to the shareholders of Brantwood Provisions Ltd. (the "Company") in connection with a possible sale of all of the issued shares of the Company (the "Transaction").',
            ),
            (
                "p",
                "1. Data room. Access to the virtual data room opens on October 6, 2025. Questions must be submitted through the Q&A module; answers are given to all bidders unless a question is marked bidder-specific.",
            ),
            (
                "p",
                "2. Final proposals. Final proposals are due by 5:00 p.m. (Toronto time) on December 12, 2025 and must include a mark-up of the draft share purchase agreement and disclosure schedules, evidence of committed financing, and a list of required approvals, including any under the Competition Act and the Investment Canada Act.",
            ),
            (
                "p",
                "3. No obligation. The shareholders reserve the right to change this process or end discussions with any party at any time. Nothing in this letter is an offer or creates any obligation.",
            ),
            ("sig", ["Carrick Lane Capital Inc.", "Lindsay Quan, Managing Director"]),
        ],
    )
    pdf(
        d / "Confidentiality agreement - Laurentide Food Partners - 2025-09-22.pdf",
        "Confidentiality Agreement",
        [
            ("p", f'September 22, 2025. {SPONSOR} (the "Recipient") — Project Kelmscott'),
            (
                "p",
                "1. The Recipient shall keep the Evaluation Material confidential and use it only to evaluate the Transaction.",
            ),
            (
                "p",
                "2. For eighteen months the Recipient shall not solicit for employment any officer or employee of the Company with whom it had contact in the course of its evaluation, except by general advertisement.",
            ),
            (
                "p",
                "3. The Recipient shall not contact the Company's customers, suppliers, landlords or lenders about the Company or the Transaction without Carrick Lane's prior consent.",
            ),
            (
                "p",
                "4. This agreement is governed by the laws of Ontario and expires two years from its date.",
            ),
            (
                "sig",
                [
                    f"{SPONSOR.upper()} by its general partner /s/ Étienne Villeneuve, Partner",
                    "Acknowledged: Carrick Lane Capital Inc. on behalf of the Company",
                ],
            ),
        ],
    )
    pptx(
        d / "Confidential Information Memorandum - Project Kelmscott.pptx",
        [
            (
                "Project Kelmscott",
                [
                    "Confidential Information Memorandum",
                    "Brantwood Provisions Ltd. — a leading Canadian private label and co-manufacturer of frozen prepared meals",
                    "September 2025",
                ],
                "Prepared by Carrick Lane Capital from information supplied by management; not verified.",
            ),
            (
                "Investment highlights",
                [
                    "FY2025 revenue C$142.4m; EBITDA C$11.9m (8.3% margin)",
                    "Long-term partner to Canada's leading grocers and brand owners",
                    "Two SQF-certified plants (Mississauga, Drummondville) and a Brampton cold store",
                    "Capacity for C$40m of additional revenue without major capex",
                ],
                "",
            ),
            (
                "Customers",
                [
                    "Maplecrest Grocers — private label since 2009; contract to December 2027 with annual CPI pricing",
                    "Northern Harvest Foods — co-manufacturing to May 2029",
                    "Prairie Wholesale Club, Lakeland Institutional, Greenleaf Market (private label launch May 2025)",
                    "Top 5 customers 68% of revenue",
                ],
                "Customer contracts are in folder D.1 of the data room.",
            ),
            (
                "Operations",
                [
                    "4 production lines in Mississauga (pies, entrées, lasagna, plant-based)",
                    "SQF rating 94 (Excellent)",
                    "Ammonia refrigeration; TSSA certificate to May 2026",
                ],
                "",
            ),
            (
                "People",
                [
                    "480 employees in Canada, 14 in the US",
                    "UFCW Local 175 agreement to March 2027; no strikes since 2009",
                    "Experienced management team; CEO since 2019",
                ],
                "",
            ),
            (
                "Financial summary",
                [
                    "FY2023 revenue C$124.7m → FY2025 C$142.4m (CAGR 6.9%)",
                    "FY2026 budget: revenue C$148.3m, EBITDA C$13.4m",
                    "Capex of about C$3.5m a year",
                ],
                "",
            ),
        ],
    )
    pptx(
        d / "Management presentation - 2025-11-19.pptx",
        [
            (
                "Management presentation",
                [
                    "Brantwood Provisions Ltd.",
                    "November 19, 2025",
                    "David Kowalchuk, Anjali Raman, Marc-André Gagnon",
                ],
                "",
            ),
            (
                "Q1 FY2026 trading",
                [
                    "Revenue C$33.2m (Q1 FY2025: C$35.0m)",
                    "EBITDA C$1.5m, affected by the lot 25-219 recall and Greenleaf start-up costs",
                    "October trading ahead of budget",
                ],
                "The recall was closed with CFIA on September 19.",
            ),
            (
                "Growth plan",
                [
                    "Plant-based capacity on Line 3",
                    "US expansion through the Romulus warehouse",
                    "Automation of pie lines in Drummondville",
                ],
                "",
            ),
            (
                "Sustainability",
                [
                    "Water use per tonne down 9% since FY2022",
                    "Wastewater project under study for Mississauga",
                    "Recyclable CPET trays by 2027",
                ],
                "",
            ),
        ],
    )
    spa: list[Block] = [
        (
            "p",
            "BUYER'S DRAFT — November 24, 2025 — Subject to contract. Privileged and confidential.",
        ),
        (
            "p",
            f'THIS SHARE PURCHASE AGREEMENT is made as of [•], 2025 among the shareholders of {CO} listed in Schedule A (the "Vendors"), {BUYER} (the "Purchaser") and {SPONSOR} (the "Guarantor").',
        ),
        *article(
            1,
            "Interpretation",
            [
                'Definitions. "Business" means the business of manufacturing and selling frozen prepared meals and bakery products carried on by the Corporation and its Subsidiaries; "Corporation" means Brantwood Provisions Ltd.; "Disclosure Schedules" means the disclosure schedules delivered by the Vendors to the Purchaser on the date of this Agreement; "Material Contract" means any Contract (i) under which the Corporation received or paid more than $500,000 in the last fiscal year or expects to do so in the current fiscal year, (ii) containing a minimum purchase, take-or-pay or volume commitment, (iii) granting exclusivity, most-favoured-customer pricing or restricting the Corporation from competing, or (iv) with a Related Party; "Related Party" means any Vendor, any director or officer of the Corporation, and any person not dealing at arm\'s length (within the meaning of the Income Tax Act) with any of them; "Software" means all computer programs, including firmware and applications, used in the Business.',
            ],
        ),
        *article(
            2,
            "Purchase and Sale",
            [
                "Purchased Shares. Subject to the terms of this Agreement, the Vendors shall sell and the Purchaser shall purchase all of the issued and outstanding shares of the Corporation.",
                "Purchase Price. The purchase price is $118,000,000, less Closing Indebtedness and Transaction Expenses, plus or minus the amount by which Closing Working Capital exceeds or falls short of the Target Working Capital of $16,400,000.",
                'Transaction Expenses. "Transaction Expenses" includes any bonus, retention, change of control or similar payment payable by the Corporation to any employee or director as a result of the transactions contemplated by this Agreement, and the employer portion of any related payroll taxes.',
                "Escrow. $11,800,000 of the purchase price shall be deposited with the Escrow Agent for eighteen months as security for the Vendors' indemnity obligations.",
            ],
        ),
        *article(
            3,
            "Representations of the Vendors as to Themselves",
            [
                "Capacity and Title. Each Vendor has the capacity to enter into this Agreement and is the owner of its Purchased Shares free of all Liens.",
            ],
        ),
        *article(
            4,
            "Representations and Warranties as to the Corporation",
            [
                "Organisation. The Corporation is duly amalgamated and validly existing under the Business Corporations Act (Ontario).",
                "Capitalisation. The authorised and issued capital of the Corporation is as set out in Schedule 4.2.",
                "Subsidiaries. The Corporation has no subsidiaries other than Provisions Brantwood Québec Inc. and Brantwood Foods USA, Inc.",
                "Financial Statements. The audited consolidated financial statements for the fiscal years ended June 30, 2024 and 2025 present fairly the financial position of the Corporation in accordance with ASPE.",
                "Absence of Changes. Since June 30, 2025 there has been no Material Adverse Effect.",
                "Books and Records. The corporate records and minute books of the Corporation are complete and accurate in all material respects.",
                "Title to Assets. The Corporation has good title to its assets free of all Liens other than Permitted Liens.",
                "Owned Property. Provisions Brantwood Québec Inc. owns the Drummondville property and the Corporation owns no other real property.",
                "Leased Property. Schedule 4.9 lists every lease of real property to which the Corporation or a Subsidiary is a party. Each lease is in good standing, and no consent of a landlord is required in connection with the transactions contemplated by this Agreement except as disclosed in Schedule 4.9.",
                "Compliance with Laws. The Corporation has conducted the Business in compliance with all applicable Laws in all material respects.",
                "Licences. The Corporation holds all Permits needed for the Business, including licences under the Safe Food for Canadians Act.",
                "Material Contracts. Schedule 4.12 is a complete and accurate list of every Material Contract. Each Material Contract is in full force and effect, and no counterparty has given notice of termination or of any intention to terminate or materially reduce its business. No Material Contract has been amended, supplemented or waived other than by a written instrument listed in Schedule 4.12.",
                "Customers and Suppliers. No customer accounting for more than 5% of revenue has terminated or materially reduced, or given written notice that it intends to terminate or materially reduce, its relationship with the Corporation.",
                "Product Liability and Recalls. Except as disclosed in Schedule 4.14, there has been no recall, withdrawal or public warning relating to any product of the Corporation since July 1, 2022.",
                "Environmental. Except as disclosed in Schedule 4.15, the Corporation is in compliance with all Environmental Laws and has not received any notice, order or complaint under any Environmental Law that remains outstanding.",
                "Litigation. Except as disclosed in Schedule 4.16, there is no action, suit, claim or proceeding pending or, to the knowledge of the Vendors, threatened against the Corporation.",
                "Taxes. The Corporation has filed all Tax Returns when due and paid all Taxes due.",
                "Labour Matters. The Corporation is bound by no collective agreement other than the agreement with UFCW Local 175.",
                "Employees. (a) Schedule 4.19 lists every employee earning more than $150,000 per year. (b) No employee has a right to notice of termination greater than that required by law or his or her written employment agreement. (c) All amounts due to employees have been paid or accrued. (d) Except as disclosed in Schedule 4.19(d), no bonus, retention, severance, change of control or other payment will become payable to any employee, officer or director of the Corporation as a result of the transactions contemplated by this Agreement, alone or together with any other event.",
                "Insurance. The Corporation maintains the insurance policies listed in Schedule 4.20. All claims have been reported to insurers in accordance with the policy terms, and no insurer has denied or reserved its rights on any claim.",
                "Software. (a) The Corporation owns, or holds a valid licence to use, all Software used in the Business. (b) The Corporation is not in breach of any licence of Software, and the number of users, installations and copies of each item of Software does not exceed the number permitted by the applicable licence. (c) Except as disclosed in Schedule 4.21, no licensor has audited or given notice of an audit of the Corporation's use of Software.",
                "Related Party Transactions. Except as disclosed in Schedule 4.22, no Related Party is a party to any Contract with, or has any claim or right against, the Corporation, or owns any property used in the Business.",
                "Privacy. The Corporation complies with PIPEDA and the Québec private sector privacy legislation.",
                "Brokers. No broker is entitled to a fee in connection with this Agreement other than Carrick Lane Capital Inc., whose fees are payable by the Vendors.",
            ],
        ),
        *article(
            6,
            "Conditions of Closing",
            [
                "Purchaser's Conditions. The Purchaser is not obliged to complete the Transaction unless: (a) the representations in Article 4 are true on the Closing Date; (b) the Vendors have performed their covenants; (c) the consents listed in Schedule 6.1(c) (Required Consents) have been obtained on terms satisfactory to the Purchaser, acting reasonably; and (d) Competition Act clearance has been received.",
            ],
        ),
        *article(
            8,
            "Indemnification",
            [
                "Indemnity. The Vendors shall severally, in proportion to their Purchased Shares, indemnify the Purchaser against Losses arising from any inaccuracy in the representations in Article 4 or any breach of covenant.",
                "Limits. The Vendors' liability under Section 8.1 for breaches of Article 4 (other than Fundamental Representations and Tax representations) is limited to 10% of the purchase price, subject to a basket of $590,000, and claims must be made within eighteen months after Closing.",
                "Specific Indemnities. The Vendors shall indemnify the Purchaser for all Losses relating to the matters in Schedule 8.3, without regard to the limits in Section 8.2.",
            ],
        ),
        *general(10, style=0),
        ("h", "SCHEDULE 6.1(c) — REQUIRED CONSENTS"),
        (
            "p",
            "[Vendors to confirm against the consents tracker.] Lakeland Institutional Foods Ltd. (Master Supply Agreement, s. 4.2).",
        ),
        ("h", "SCHEDULE 8.3 — SPECIFIC INDEMNITIES"),
        ("p", "[Purchaser reserves the right to add matters arising from its due diligence.]"),
    ]
    docx(
        d / "Share Purchase Agreement - buyer draft - 2025-11-24.docx",
        "Share Purchase Agreement",
        spa,
        author="Ferrier Macaulay LLP",
    )
    sched: list[Block] = [
        (
            "p",
            'VENDORS\' DRAFT — November 28, 2025. These Disclosure Schedules are delivered under the Share Purchase Agreement (the "Agreement") among the Vendors, Laurentide Acquisition Corp. and Laurentide Food Partners LP. Section references are to the Agreement. Disclosure in one schedule is disclosure for the other schedules only where its relevance is reasonably apparent on its face.',
        ),
        ("h", "Schedule 4.2 — Capitalisation"),
        (
            "p",
            "10,000,000 Common Shares issued, held as shown in the securities register at A Corporate. 100,000 options held by two employees (Option Plan, full acceleration on a Sale Transaction; the option plan is in the data room).",
        ),
        ("h", "Schedule 4.9 — Leased Property"),
        (
            "table",
            [
                ["Premises", "Landlord", "Lease", "Expiry", "Landlord consent"],
                [
                    "7100 Kestrel Court, Mississauga (plant)",
                    "Credit Valley Industrial Properties Inc.",
                    "Lease dated as of November 1, 2016, as amended August 16, 2021",
                    "October 31, 2031",
                    "None required",
                ],
                [
                    "15 Intermodal Drive, Brampton (cold store)",
                    "2468013 Ontario Inc.",
                    "Industrial lease dated March 1, 2022",
                    "February 28, 2037",
                    "None required",
                ],
                [
                    "28800 Northline Road, Unit C, Romulus, Michigan",
                    "Romulus Logistics Park LLC",
                    "Lease dated January 15, 2021, as renewed",
                    "May 31, 2030",
                    "None required",
                ],
            ],
        ),
        ("h", "Schedule 4.12 — Material Contracts"),
        (
            "table",
            [
                ["No.", "Contract", "Counterparty", "Date"],
                [
                    "1",
                    "Supply Agreement (Maplecrest Pantry frozen meals)",
                    "Maplecrest Grocers Inc.",
                    "January 1, 2023",
                ],
                [
                    "2",
                    "Amended and Restated Co-Manufacturing Agreement",
                    "Northern Harvest Foods Inc.",
                    "May 15, 2024",
                ],
                ["3", "Vendor Agreement", "Prairie Wholesale Club Canada ULC", "June 30, 2023"],
                [
                    "4",
                    "Master Supply Agreement",
                    "Lakeland Institutional Foods Ltd.",
                    "September 1, 2022",
                ],
                [
                    "5",
                    "Private Label Supply Agreement",
                    "Greenleaf Market Co-operative",
                    "March 3, 2025",
                ],
                [
                    "6",
                    "Credit Agreement, as amended by Waiver and Amendment No. 1 (March 8, 2024)",
                    "Northshore Bank of Canada",
                    "October 28, 2022",
                ],
                [
                    "7",
                    "Poultry supply confirmation letter",
                    "Grand River Poultry Processors Inc.",
                    "July 8, 2025",
                ],
                [
                    "8",
                    "Ingredient Supply Agreement",
                    "Riverbend Pulse Processors Ltd.",
                    "August 1, 2023",
                ],
                [
                    "9",
                    "Carrier Agreement (frozen freight)",
                    "Coldline Logistics Inc.",
                    "April 1, 2022",
                ],
                ["10", "Leases listed in Schedule 4.9", "", ""],
            ],
        ),
        ("h", "Schedule 4.14 — Recalls"),
        (
            "p",
            "(a) April 2023 recall of one lot of tourtière (undeclared mustard). (b) February 2024 market withdrawal of one lot of beef lasagna (foreign material). (c) August 13, 2025 voluntary Class 2 recall of lot 25-219 chicken pot pie (Listeria monocytogenes); closed with CFIA September 19, 2025. See the recall log at E Operations and regulatory.",
        ),
        ("h", "Schedule 4.15 — Environmental"),
        ("p", "None."),
        ("h", "Schedule 4.16 — Litigation"),
        (
            "p",
            "(a) Vasquez v. Brantwood Provisions Ltd., Ontario Superior Court of Justice, Court File No. CV-24-00731455-0000 — wrongful dismissal; settled by Minutes of Settlement dated May 2, 2025 and discontinued May 21, 2025. (b) Okonkwo v. Brantwood Foods USA, Inc., Wayne County Circuit Court — premises liability; defended by the CGL insurer. See the litigation and claims schedule at J Litigation and claims.",
        ),
        ("h", "Schedule 4.19 — Employees"),
        (
            "p",
            "(a) Employees earning more than $150,000: David Kowalchuk, Anjali Raman, Marc-André Gagnon, Colleen Hart, Priya Sandhu, Rosalind Achterberg.",
        ),
        (
            "p",
            "(d) Payments on the Transaction: None, other than the acceleration of options under the Option Plan.",
        ),
        ("h", "Schedule 4.20 — Insurance"),
        (
            "p",
            "The policies in the insurance schedule at I Insurance. Claims: see the insurance claims register.",
        ),
        ("h", "Schedule 4.21 — Software"),
        ("p", "Nil."),
        ("h", "Schedule 4.22 — Related Party Transactions"),
        ("p", "None."),
    ]
    docx(
        d / "Disclosure Schedules - vendors' draft - 2025-11-28.docx",
        "Disclosure Schedules",
        sched,
        author="Hollis Dunmore LLP",
    )
    xlsx(
        d / "Consents and notices tracker - 2025-11-27.xlsx",
        {
            "Tracker": [
                [
                    "Counterparty",
                    "Agreement",
                    "Provision reviewed",
                    "Effect of share sale",
                    "Consent / notice needed",
                    "Action",
                    "Status",
                ],
                [
                    "Northshore Bank of Canada",
                    "Credit Agreement 2022-10-28",
                    "s. 7.4 (control)",
                    "Event of default if no consent",
                    "Payout",
                    "Payout letter at closing; discharge of GSA and hypothec",
                    "Payout letter requested 2025-11-20",
                ],
                [
                    "Lakeland Institutional Foods Ltd.",
                    "Master Supply Agreement 2022-09-01",
                    "s. 4.2",
                    "Consent of Lakeland required",
                    "Consent",
                    "Request sent 2025-11-06",
                    "Consent received 2025-11-18 (valid to June 30, 2026 closing)",
                ],
                [
                    "Credit Valley Industrial Properties Inc.",
                    "Lease 7100 Kestrel Court 2016-11-01 (am. 2021)",
                    "s. 14.1 (assignment and subletting)",
                    "Share purchase; Tenant remains the same entity; no assignment of the lease",
                    "Not required",
                    "None",
                    "n/a",
                ],
                [
                    "2468013 Ontario Inc.",
                    "Lease 15 Intermodal Drive 2022-03-01",
                    "s. 4.1",
                    "No assignment",
                    "Not required",
                    "None",
                    "n/a",
                ],
                [
                    "Romulus Logistics Park LLC",
                    "Lease 2021-01-15",
                    "s. 4",
                    "No assignment",
                    "Not required",
                    "None",
                    "n/a",
                ],
                [
                    "Maplecrest Grocers Inc.",
                    "Supply Agreement 2023-01-01",
                    "s. 13.1",
                    "No assignment",
                    "Not required",
                    "Courtesy call after signing",
                    "n/a",
                ],
                [
                    "Northern Harvest Foods Inc.",
                    "A&R Co-Manufacturing Agreement 2024-05-15",
                    "general provisions",
                    "No assignment",
                    "Not required",
                    "None",
                    "n/a",
                ],
                [
                    "Prairie Wholesale Club Canada ULC",
                    "Vendor Agreement 2023-06-30",
                    "s. 6.1",
                    "No assignment",
                    "Not required",
                    "None",
                    "n/a",
                ],
                [
                    "Greenleaf Market Co-operative",
                    "Private Label Supply Agreement 2025-03-03",
                    "s. 7.1",
                    "No assignment",
                    "Not required",
                    "None",
                    "n/a",
                ],
                [
                    "Competition Bureau",
                    "Competition Act Part IX",
                    "thresholds",
                    "Transaction size below the threshold per Carrick Lane",
                    "To be confirmed",
                    "Ferrier Macaulay to confirm",
                    "Open",
                ],
            ],
        },
    )
    csv_file(
        d / "Q&A log - round 1 - 2025-11-21.csv",
        [
            ["no", "date", "topic", "question", "response", "status"],
            [
                "1",
                "2025-10-14",
                "Customers",
                "Please confirm that the customer contracts in folder D.1 are complete, including all amendments, side letters, waivers and trade programmes.",
                "Confirmed. The contracts in D.1 are complete and there are no side letters or amendments other than those in the folder.",
                "Closed",
            ],
            [
                "2",
                "2025-10-14",
                "Customers",
                "Has any customer given notice of termination or non-renewal?",
                "No. Dufferin Foodservice ceased to be a distributor in July 2025 at Brantwood's initiative.",
                "Closed",
            ],
            [
                "3",
                "2025-10-20",
                "Customers",
                "Atlantic Fresh exclusive distribution agreement: is the exclusivity still in effect?",
                "No. The agreement expired on December 31, 2023 and Brantwood gave notice of non-renewal on September 15, 2023. Atlantic Fresh now buys order by order.",
                "Closed",
            ],
            [
                "4",
                "2025-10-20",
                "Commercial",
                "Does any customer have exclusivity over any product category?",
                "Northern Harvest's agreement reserves capacity for its own recipes. No other customer has exclusivity.",
                "Closed",
            ],
            [
                "5",
                "2025-10-27",
                "Employees",
                "Are any bonuses, retention or change of control payments payable to management on the Transaction?",
                "No, other than acceleration of two option grants under the Option Plan.",
                "Closed",
            ],
            [
                "6",
                "2025-10-27",
                "Food safety",
                "Please describe the August 2025 recall and its financial impact.",
                "Voluntary Class 2 recall of lot 25-219 (18,400 units); direct cost approx. $412,000; claim submitted under the recall policy.",
                "Closed",
            ],
            [
                "7",
                "2025-11-03",
                "Litigation",
                "Vasquez claim: status?",
                "Settled for $96,500 in May 2025 and discontinued. Minutes of settlement and notice of discontinuance are at J.",
                "Closed",
            ],
            [
                "8",
                "2025-11-03",
                "Finance",
                "Please explain the Q2 FY2024 covenant breach shown in the compliance certificate.",
                "The FCCR shortfall at December 31, 2023 was waived by Northshore on March 8, 2024 (waiver fee paid March 11, 2024); no other covenant breach has occurred.",
                "Closed",
            ],
            [
                "9",
                "2025-11-10",
                "Banking",
                "Ridgeback Capital PPSA registration in the June 2024 search: has it been discharged?",
                "Yes. The loan was repaid July 24, 2024 and the registration discharged July 29, 2024 (financing change statement in C). The November 2025 search shows no Ridgeback registration.",
                "Closed",
            ],
            [
                "10",
                "2025-11-10",
                "Environmental",
                "Has the Company received any notice from a regulator or municipality about environmental matters?",
                "Nothing outstanding beyond routine CFIA and TSSA inspections.",
                "Closed",
            ],
            [
                "11",
                "2025-11-17",
                "Property",
                "Is any property leased from a shareholder or director?",
                "[Response pending]",
                "Open",
            ],
            [
                "12",
                "2025-11-17",
                "IT",
                "Please confirm software licensing is in order.",
                "[Response pending]",
                "Open",
            ],
        ],
    )
    text(
        d / "Data room index.md",
        """
# Project Kelmscott — virtual data room index (as of November 28, 2025)

| Folder | Contents |
|---|---|
| A Corporate | Articles, by-law, securities register, unanimous shareholder agreement, minutes, profile reports, Québec register, group structure |
| B Financial | Audited statements FY2024 and FY2025, Q1 FY2026 management accounts, budget, capex, receivables, revenue by customer, inventory, tax |
| C Banking and security | Credit agreement, compliance certificates, waiver, PPSA searches, Ridgeback payout and discharge |
| D Commercial | D.1 customer agreements and correspondence; D.2 supplier agreements and supplier list |
| E Operations and regulatory | Licences and certificates, recall log, food safety correspondence, municipal notices, inspections |
| F Real property | Leases (Mississauga, Brampton, Romulus), lease amendment, Drummondville title summary |
| G People | Census, collective agreement summary, executive agreement, pension, WSIB, handbook |
| H IT and intellectual property | Software licence reconciliation, IT overview, trademarks, privacy policy |
| I Insurance | Insurance schedule, recall and CGL policies, claims register, broker correspondence |
| J Litigation and claims | Vasquez claim and settlement, correspondence, litigation schedule |
| K Transaction | Process letter, confidentiality agreement, CIM, management presentation, SPA draft, disclosure schedules, consents tracker, Q&A |

Uploads after November 28 are listed in the Q&A module.
""",
    )
    text(
        d / "Teaser - Project Kelmscott.txt",
        """
PROJECT KELMSCOTT - INVESTMENT OPPORTUNITY

A founder-led Canadian manufacturer of frozen prepared meals, pies and bakery products for
grocery private label, brand owners and food service, with two SQF-certified plants (Ontario
and Quebec), a cold store and a US distribution platform.

  FY2025 (June year end): revenue C$142 million, EBITDA C$11.9 million
  480 employees in Canada; 14 in the United States
  Top customers include a leading Ontario grocer and a national plant-based brand

The shareholders have retained Carrick Lane Capital to explore a sale of 100% of the shares.
Interested parties should contact Lindsay Quan or Ravi Menon at Carrick Lane Capital.
""",
    )


def insurance_mail(root: Path) -> None:
    eml(
        root / "I Insurance" / "Ashbury Kent - recall loss notified to Cabot - 2025-10-07.eml",
        sender="Philippa Warrender <pwarrender@ashburykent.example>",
        to="Anjali Raman <araman@brantwood.example>",
        subject="Brantwood - product recall loss - lot 25-219 - notified to Cabot",
        date=dt.datetime(2025, 10, 7, 11, 3, tzinfo=EDT),
        body="""Anjali,

Thank you for your call yesterday and for the summary of the August recall. We have today given
Cabot Specialty written notice of the loss under policy CSI-PCR-2025-00417 on Brantwood's behalf
(our reference AK-25-028), attaching your cost schedule of $412,000 and the CFIA recall notice.

Cabot has appointed Dalhart Loss Adjusters to handle the file. They will want the production and
swab records for Line 4, the hold-and-test results and the dates on which Brantwood's management
and QA team first learned of the positive results. Please have those ready for the adjuster.

As we discussed, the proof of loss is due within 180 days of discovery.

Kind regards,
Philippa

Philippa Warrender | Account Executive | Ashbury Kent Insurance Brokers Ltd.
""",
    )


def build(root: Path) -> None:
    corporate(root)
    people(root)
    transaction(root)
    insurance_mail(root)
