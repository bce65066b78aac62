"""01 Corporate and 04 Employment of the wraxall room (pure data)."""

from __future__ import annotations

from tests.rooms.wraxall.boiler import uk_signatures

ARTICLES = [
    """THE COMPANIES ACT 2006
PRIVATE COMPANY LIMITED BY SHARES
ARTICLES OF ASSOCIATION OF BRACKENFIELD COLD CHAIN HOLDINGS LIMITED
(adopted by special resolution passed on 30 June 2021)

1. PRELIMINARY
1.1 The model articles for private companies limited by shares contained in Schedule 1 to the Companies (Model Articles) Regulations 2008 (SI 2008/3229) apply to the Company, save insofar as they are excluded or modified by these Articles.
1.2 In these Articles: "A Ordinary Shares" means the A ordinary shares of GBP 0.01 each; "B Ordinary Shares" means the B ordinary shares of GBP 0.01 each; "Investor" means Norwood Growth Fund II LP; "Investor Majority" means the holders of more than 50% of the A Ordinary Shares; "Shareholders' Agreement" means the agreement dated 30 June 2021 between the Company, the Investor and the Managers.

2. SHARE RIGHTS
2.1 The A Ordinary Shares and the B Ordinary Shares rank pari passu in all respects save as set out in these Articles.
2.2 On a return of capital or an Exit, the proceeds shall be applied first in paying to the holders of the A Ordinary Shares an amount equal to GBP 1.00 per share together with any arrears of the A Dividend, and thereafter among the holders of all the shares pro rata.""",
    """3. ISSUE OF SHARES
3.1 Sections 561 and 562 of the Companies Act 2006 shall not apply to an allotment of equity securities made by the Company. Save with Investor Majority consent, any new shares shall first be offered to the holders of the A Ordinary Shares and the B Ordinary Shares in proportion to their holdings.

4. TRANSFERS
4.1 No share shall be transferred except in accordance with these Articles. A Shareholder wishing to transfer shares shall give a Transfer Notice to the Company, and the shares shall be offered first to the other Shareholders at the Fair Value.
4.2 Drag along. If the holders of 75% of the shares in issue (the "Selling Shareholders") wish to transfer all their interest in shares to a bona fide purchaser on arm's length terms, the Selling Shareholders may require all other Shareholders to transfer all their shares to that purchaser on the same terms.
4.3 Tag along. No transfer of shares which would result in a person obtaining a Controlling Interest shall be registered unless the proposed transferee has made an offer to all Shareholders to buy their shares on the same terms.

5. DIRECTORS
5.1 The Investor may appoint one director (the "Investor Director") and remove any director so appointed. The quorum for directors' meetings is two directors, one of whom must be the Investor Director if appointed.""",
]

CERT_INC = """CERTIFICATE OF INCORPORATION OF A PRIVATE LIMITED COMPANY
Company number 11902254
The Registrar of Companies for England and Wales hereby certifies that BRACKENFIELD COLD CHAIN HOLDINGS LIMITED is this day incorporated under the Companies Act 2006 as a private company, that the company is limited by shares, and the situation of its registered office is in England and Wales.
Given at Companies House, Cardiff, on 27 March 2019.
"""

DE_CERT = """State of Delaware
Secretary of State
Division of Corporations

CERTIFICATE OF INCORPORATION OF BRACKENFIELD LOGISTICS INC.

FIRST: The name of the corporation is Brackenfield Logistics Inc.
SECOND: The address of its registered office in the State of Delaware is 251 Little Falls Drive, Wilmington, New Castle County, Delaware 19808. The name of its registered agent at such address is Corporation Service Company.
THIRD: The purpose of the corporation is to engage in any lawful act or activity for which corporations may be organized under the General Corporation Law of the State of Delaware.
FOURTH: The total number of shares of stock which the corporation shall have authority to issue is 1,000 shares of Common Stock, par value $0.001 per share.
FIFTH: The name and mailing address of the incorporator is Amy Feldstein, c/o Keller Rowe LLP, 1735 Market Street, Philadelphia, PA 19103.
SIXTH: The board of directors is expressly authorized to make, alter or repeal the bylaws of the corporation.

I, THE UNDERSIGNED, being the incorporator, for the purpose of forming a corporation pursuant to the General Corporation Law of the State of Delaware, do make this Certificate, hereby declaring and certifying that this is my act and deed and the facts herein stated are true, and accordingly have hereunto set my hand this 9th day of June, 2022.

/s/ Amy Feldstein, Incorporator
"""

MEMBERS = {
    "Register of members": [
        ["Shareholder", "Class", "Number", "% of issued", "Date registered"],
        ["Norwood Growth Fund II LP", "A Ordinary", 6200000, 0.62, "2021-06-30"],
        ["Dominic Arkwright", "B Ordinary", 2100000, 0.21, "2019-03-27"],
        ["Neil Saunders", "B Ordinary", 700000, 0.07, "2021-06-30"],
        ["Sian Caddick", "B Ordinary", 500000, 0.05, "2021-06-30"],
        ["Brackenfield EBT Trustee Limited", "B Ordinary", 500000, 0.05, "2022-11-01"],
        ["Total", "", ("=SUM(C2:C6)", 10000000), ("=SUM(D2:D6)", 1.0), ""],
    ],
    "Options": [
        [
            "Optionholder",
            "Scheme",
            "Shares under option",
            "Exercise price GBP",
            "Grant date",
            "Vesting",
        ],
        ["Priya Okafor", "EMI", 180000, 0.85, "2023-05-02", "exercisable on an Exit"],
        ["Gareth Lloyd", "EMI", 60000, 0.85, "2023-05-02", "exercisable on an Exit"],
        ["Other employees (14)", "EMI", 210000, 1.10, "2024-07-01", "exercisable on an Exit"],
        ["Total", "", ("=SUM(C2:C4)", 450000), "", "", ""],
    ],
}

GROUP_STRUCTURE = """# Brackenfield group structure (as at 30 November 2026)

```
Norwood Growth Fund II LP (62%)   Management and EBT (38%)
              \\                     /
     Brackenfield Cold Chain Holdings Limited (England, 11902254)
              |                                   |
   Brackenfield Cold Chain Limited        Brackenfield Logistics Inc.
   (England, 08451123) - 100%             (Delaware) - 100%
   UK operations: Avonmouth,              US operations: Allentown, PA
   Exeter, Crewe
```

* Brackenfield Westway Limited (former 50% joint venture): sold to Westway Foods Limited on 28 March 2024; no remaining interest.
* Dormant: Brackenfield Transport Limited (England, 09917001), struck off 2023.
"""

CHARGES = """COMPANIES HOUSE - REGISTER OF CHARGES (extract printed 24 November 2026)
Company: BRACKENFIELD COLD CHAIN LIMITED (08451123)

Charge code 0845 1123 0003
Created: 28 February 2024        Delivered: 6 March 2024
Status: Outstanding
Persons entitled: Harrowgate Bank plc
Brief description: Debenture - fixed and floating charges over all property and undertaking, including the leasehold property at Unit 4 Kings Weston Lane, Avonmouth. Contains negative pledge.

Charge code 0845 1123 0002
Created: 1 November 2021        Delivered: 9 November 2021
Status: Satisfied in full on 4 March 2024 (statement of satisfaction MR04 delivered 5 March 2024)
Persons entitled: Wexcombe Asset Finance Limited
Brief description: Fixed charge over refrigeration plant and racking at Exeter and Avonmouth.

Charge code 0845 1123 0001
Created: 14 June 2018        Delivered: 20 June 2018
Status: Satisfied in full on 4 March 2024 (statement of satisfaction MR04 delivered 5 March 2024)
Persons entitled: Wexcombe Asset Finance Limited
Brief description: All assets debenture.
"""


def minutes(date: str, items: list[tuple[str, str]], present: str) -> list[tuple]:
    blocks: list[tuple] = [
        ("h1", 'BRACKENFIELD COLD CHAIN HOLDINGS LIMITED (the "Company")'),
        (
            "p",
            f"Minutes of a meeting of the board of directors held at Unit 4, Kings Weston Lane, Avonmouth on {date}",
        ),
        ("p", f"Present: {present}"),
        ("p", "In attendance: Lucy Tregear (Company Secretary)"),
    ]
    for n, (head, text) in enumerate(items, 1):
        blocks.append(("h3", f"{n}. {head}"))
        blocks.append(("p", text))
    blocks.append(("p", "There being no further business the meeting closed."))
    blocks.append(("p", "Chair: ............................"))
    return blocks


MINUTES_MAY = minutes(
    "14 May 2026 at 10.00 am",
    [
        (
            "Quorum and declarations",
            "The Chair noted that a quorum was present and that notice of the meeting had been given to all directors. No director declared an interest in the business of the meeting.",
        ),
        (
            "Trading",
            "The CFO presented the April management accounts. Revenue was 2% ahead of budget. The Crewe site had reached 78% occupancy. Energy costs were in line with the fixed price contract.",
        ),
        (
            "Tamar Valley Creamery",
            "The Commercial Director reported that the services agreement with Tamar Valley Creamery Limited had been signed on 15 April 2026 and that services would start at the Exeter site on 1 May 2026. The board noted the new business.",
        ),
        (
            "HSE improvement notice",
            "The Head of Engineering reported that the works required by the HSE improvement notice of 3 March 2026 (ammonia leak detection at Avonmouth) had been completed on 22 May ahead of the revisit; see item 5 of the next meeting.",
        ),
        (
            "Strategic options",
            "M. Ferris reported that the Investor had received unsolicited approaches for the Group and proposed that the Company appoint advisers to run a sale process (Project Wraxall). It was resolved to appoint Ellery Drummond as financial adviser.",
        ),
    ],
    "Dominic Arkwright (Chair), Neil Saunders, Sian Caddick, Michael Ferris",
)

MINUTES_SEPT = minutes(
    "22 September 2026 at 2.00 pm",
    [
        ("Quorum", "A quorum was present."),
        (
            "Cyber incident",
            "The CEO updated the board on the ransomware incident of August 2026 which had affected the warehouse management system at Avonmouth and Exeter for three days. Operations had been restored and the forensic investigation had concluded that customer shipping data had been accessed but not exfiltrated. The full incident report would be circulated.",
        ),
        (
            "Engineering",
            "The Head of Engineering confirmed that notice had been given to Polar Mechanical Services that the planned maintenance contract would end on 31 December 2026 and that three refrigeration engineers had been recruited. The board approved the in-house engineering budget of GBP 265,000 for 2027.",
        ),
        (
            "Trading",
            "The CFO reported that Q3 trading was behind budget, mainly because of lower volumes from Hallam Fresh Foods and the costs of the cyber incident. He would update the board on the Q3 position when the September accounts were closed.",
        ),
        (
            "Project Wraxall",
            "The board noted that three bidders had been admitted to the second round and that the dataroom would open on 5 October 2026. The board approved the vendor due diligence scope.",
        ),
        (
            "HSE",
            "The HSE had confirmed on 11 June 2026 that the improvement notice had been complied with.",
        ),
    ],
    "Dominic Arkwright (Chair), Neil Saunders, Sian Caddick, Michael Ferris",
)


def sha() -> dict:
    return {
        "title": "SUBSCRIPTION AND SHAREHOLDERS' AGREEMENT",
        "preamble": [
            "THIS AGREEMENT is dated 30 June 2021",
            'PARTIES: (1) Brackenfield Cold Chain Holdings Limited (the "Company"); (2) Norwood Growth Fund II LP, acting by its manager Norwood Capital LLP (the "Investor"); (3) the persons whose names are set out in Schedule 1 (the "Managers").',
        ],
        "clauses": [
            (
                "1. SUBSCRIPTION",
                [
                    "1.1 The Investor shall subscribe GBP 6,200,000 for 6,200,000 A Ordinary Shares at par plus premium on Completion."
                ],
            ),
            (
                "2. WARRANTIES",
                [
                    "2.1 The Managers warrant to the Investor that each of the Warranties in Schedule 3 is true and accurate at the date of this Agreement. The aggregate liability of each Manager for claims under the Warranties shall not exceed the amount of his or her annual salary."
                ],
            ),
            (
                "3. INVESTOR CONSENTS",
                [
                    "3.1 The Company shall not, without Investor Consent: (a) alter its share capital or issue any shares; (b) acquire or dispose of any business or shares in any company; (c) incur borrowings in excess of GBP 35,000,000; (d) enter into any contract outside the ordinary course of business or with a value exceeding GBP 2,000,000 per year; (e) approve the annual budget; or (f) commence or settle any litigation involving a claim exceeding GBP 100,000.",
                ],
            ),
            (
                "4. RESTRICTIVE COVENANTS",
                [
                    "4.1 Each Manager undertakes to the Investor and the Company that he or she will not, for 12 months after ceasing to be employed by the Group, be engaged in any business that competes with the Group's business of temperature-controlled storage and distribution in England and Wales.",
                ],
            ),
            (
                "5. EXIT",
                [
                    "5.1 The parties intend that the Investor will seek an Exit within five years of Completion. Each Manager shall co-operate with any Exit process approved by the Investor, including by giving customary warranties to a purchaser."
                ],
            ),
            (
                "6. GOOD AND BAD LEAVERS",
                [
                    "6.1 A Manager who ceases to be an employee before an Exit shall be required to transfer his or her shares: as a Good Leaver, at Fair Value; as a Bad Leaver, at the lower of cost and Fair Value."
                ],
            ),
            ("7. GOVERNING LAW", ["7.1 This Agreement is governed by English law."]),
        ],
        "schedules": [
            ("p", "Schedule 1 - Managers: Dominic Arkwright; Neil Saunders; Sian Caddick.")
        ],
        "signatures": uk_signatures(
            [
                ("Brackenfield Cold Chain Holdings Limited", "Dominic Arkwright", "Director"),
                ("Norwood Growth Fund II LP", "Michael Ferris", "Partner, Norwood Capital LLP"),
            ]
        ),
        "header": "",
        "footer": "",
    }


def service_agreement(
    name: str, role: str, salary: str, date: str, notice: str, extra: list[tuple[str, list[str]]]
) -> dict:
    clauses = [
        (
            "1. INTERPRETATION",
            [
                '1.1 In this agreement: "Board" means the board of directors of the Company; "Group Company" means the Company, its holding company and its subsidiaries; "Change of Control" means the acquisition by any person (together with persons acting in concert with it) of control (within the meaning of section 1124 of the Corporation Tax Act 2010) of the Company or of Brackenfield Cold Chain Holdings Limited, other than on an internal reorganisation; "Termination Date" means the date on which the Employment terminates.',
            ],
        ),
        (
            "2. TERM OF EMPLOYMENT",
            [
                f"2.1 The Employment commenced on {date} and shall continue, subject to the remaining terms of this agreement, until terminated by either party giving the other not less than {notice} prior written notice.",
                "2.2 No period of employment with a previous employer counts towards the Employee's period of continuous employment with the Company.",
            ],
        ),
        (
            "3. DUTIES",
            [
                f"3.1 The Employee shall serve the Company as {role} and shall devote the whole of her or his working time, attention and abilities to the business of the Company.",
                "3.2 The Employee shall comply with the Company's anti-bribery, data protection and information security policies as amended from time to time.",
            ],
        ),
        (
            "4. SALARY AND BENEFITS",
            [
                f"4.1 The Company shall pay the Employee a salary at the rate of {salary} a year, which shall accrue from day to day and be payable monthly in arrears. The salary shall be reviewed by the Remuneration Committee annually; there is no obligation to increase it.",
                "4.2 The Employee may participate in the Company's annual bonus scheme, under which a bonus of up to 50% of salary may be paid on achievement of targets set by the Board. Any bonus is discretionary.",
                "4.3 The Company shall contribute 8% of salary to a registered pension scheme and provide private medical insurance and life assurance of four times salary.",
            ],
        ),
        (
            "5. HOLIDAYS",
            [
                "5.1 The Employee is entitled to 28 working days' paid holiday in each holiday year in addition to public holidays."
            ],
        ),
        (
            "6. CONFIDENTIAL INFORMATION AND INTELLECTUAL PROPERTY",
            [
                "6.1 The Employee shall not use or disclose any confidential information of any Group Company, except in the proper performance of her or his duties or as required by law.",
                "6.2 All intellectual property rights arising from the Employee's work for the Company shall belong to the Company absolutely, and the Employee assigns them to the Company by way of present assignment of future rights.",
            ],
        ),
        (
            "7. TERMINATION",
            [
                "7.1 The Company may terminate the Employment with immediate effect without notice and with no liability to make any further payment (other than in respect of amounts accrued at the Termination Date) if the Employee commits any act of gross misconduct, is in serious or repeated breach of this agreement, or is convicted of any criminal offence other than a road traffic offence for which no custodial sentence is imposed.",
                "7.2 The Company may, in its sole and absolute discretion, terminate the Employment at any time and with immediate effect by paying a sum in lieu of notice equal to the basic salary which the Employee would have been entitled to receive during the notice period.",
                "7.3 During all or any part of a notice period the Company may require the Employee not to attend work (garden leave).",
            ],
        ),
        *extra,
        (
            "RESTRICTIONS AFTER EMPLOYMENT",
            [
                "The Employee shall not, for 12 months after the Termination Date (reduced by any period of garden leave), in the Restricted Territory, be engaged in any business which competes with the business of temperature-controlled storage and distribution carried on by the Company, nor solicit or deal with any customer of the Company with whom the Employee had material dealings in the 12 months before the Termination Date.",
            ],
        ),
        ("GOVERNING LAW", ["This agreement is governed by the law of England and Wales."]),
    ]
    return {
        "title": "SERVICE AGREEMENT",
        "preamble": [
            f"THIS AGREEMENT is dated {date}",
            f'PARTIES: (1) Brackenfield Cold Chain Limited, company number 08451123 (the "Company"); (2) {name} (the "Employee").',
        ],
        "clauses": clauses,
        "schedules": [],
        "signatures": uk_signatures(
            [("Brackenfield Cold Chain Limited", "Lucy Tregear", "Company Secretary")]
        )
        + [f"Signed by {name}    ........................................"],
        "header": "Private and confidential",
        "footer": "",
    }


CEO = service_agreement(
    "Dominic Arkwright",
    "Chief Executive Officer",
    "GBP 245,000",
    "1 July 2021",
    "twelve months'",
    [],
)

OPS_DIRECTOR = service_agreement(
    "Priya Okafor",
    "Operations Director",
    "GBP 162,000",
    "2 May 2023",
    "six months'",
    [
        (
            "8. CHANGE OF CONTROL",
            [
                "8.1 If, at any time within the period of twelve months following a Change of Control, the Employee gives notice to terminate the Employment for any reason, or the Company gives notice to terminate the Employment otherwise than under clause 7.1, the Company shall pay to the Employee, within 14 days after the Termination Date and in addition to any payment under clause 7.2, a sum equal to eighteen months' basic salary together with her maximum bonus under clause 4.2 for the financial year in which the Termination Date falls.",
                "8.2 The Employee shall not be required to work her notice period in the circumstances described in clause 8.1, and the restrictions after employment shall apply for six months only.",
            ],
        )
    ],
)

CENSUS = {
    "Employees": [
        [
            "Employee ID",
            "Name / role",
            "Entity",
            "Site",
            "Start date",
            "Salary GBP",
            "Notice (employer)",
            "Contract",
        ],
        [
            "E001",
            "Dominic Arkwright - CEO",
            "BCCL",
            "Avonmouth",
            "2019-03-27",
            245000,
            "12 months",
            "Service agreement 2021",
        ],
        [
            "E002",
            "Neil Saunders - CFO",
            "BCCL",
            "Avonmouth",
            "2021-06-30",
            185000,
            "6 months",
            "Service agreement 2021",
        ],
        [
            "E003",
            "Sian Caddick - Commercial Director",
            "BCCL",
            "Avonmouth",
            "2020-01-06",
            158000,
            "6 months",
            "Service agreement 2021",
        ],
        [
            "E004",
            "Priya Okafor - Operations Director",
            "BCCL",
            "Avonmouth",
            "2023-05-02",
            162000,
            "6 months",
            "Service agreement 2023",
        ],
        [
            "E005",
            "Gareth Lloyd - Head of Engineering",
            "BCCL",
            "Avonmouth",
            "2019-09-02",
            96000,
            "3 months",
            "Standard terms",
        ],
        [
            "E006-E219",
            "Warehouse operatives, drivers, supervisors (214)",
            "BCCL",
            "all UK",
            "various",
            6620000,
            "statutory",
            "Standard terms 2024",
        ],
        [
            "US001-US058",
            "Brackenfield Logistics Inc. staff (58, at-will)",
            "BLI",
            "Allentown",
            "various",
            "USD 3,410,000",
            "at will",
            "Offer letters",
        ],
    ]
}

OPERATIVE_TERMS = [
    """BRACKENFIELD COLD CHAIN LIMITED - STATEMENT OF TERMS AND CONDITIONS OF EMPLOYMENT (WAREHOUSE AND TRANSPORT STAFF, 2024)

This statement is given under section 1 of the Employment Rights Act 1996.

1. Place of work: the site named in your offer letter. You may be required to work at any of the Company's sites within 30 miles.
2. Hours: 40 hours a week on a rotating shift pattern including nights and weekends. Overtime is paid at time and a half after 40 hours and double time on public holidays.
3. Pay: the hourly rate in your offer letter, paid weekly in arrears by BACS. Chill allowance of GBP 0.65 an hour for work in chambers below minus 18 degrees Celsius.
4. Holidays: 28 days including public holidays.
5. Sickness: statutory sick pay; company sick pay of full pay for up to four weeks in any 12 months after two years' service.
6. Pension: auto-enrolment into the Brackenfield Group Personal Pension Plan (employer 4%, employee 5%).
7. Notice: one week for each complete year of service (minimum one week) from the Company; one week from you.
8. Disciplinary and grievance: see the Staff Handbook. These procedures are not contractual.
9. Personal protective equipment: freezer suits, gloves and safety footwear are provided and must be worn.""",
]

HANDBOOK = """# Staff handbook - extracts (version 7, January 2026)

## Working in cold environments
Work in the frozen chambers (minus 22 to minus 25 degrees Celsius) is limited to 45-minute periods followed by a 15-minute warm-up break. Supervisors log chamber entry on the handheld.

## Ammonia safety
All staff at Avonmouth and Crewe complete ammonia awareness training at induction and every year. On an ammonia alarm, leave by the nearest exit and go to the muster point in the north car park.

## Disciplinary procedure
We follow the Acas Code of Practice on disciplinary and grievance procedures. You may be accompanied at any formal hearing by a colleague or trade union representative.

## Whistleblowing
Concerns can be raised with the Company Secretary or through the independent hotline. We will not tolerate any detriment to anyone who raises a concern in good faith.

## IT acceptable use
Do not open attachments from unknown senders. Report any suspicious email to itsecurity@brackenfield-coldchain.co.uk. Multi-factor authentication is required for remote access.
"""

EMI = [
    """BRACKENFIELD COLD CHAIN HOLDINGS LIMITED - ENTERPRISE MANAGEMENT INCENTIVE SHARE OPTION PLAN - SUMMARY OF RULES

1. Options are granted over B Ordinary Shares under Schedule 5 to the Income Tax (Earnings and Pensions) Act 2003 and notified to HMRC within 92 days of grant.
2. Options are exercisable only on an Exit (a share sale, asset sale or listing) and lapse on the tenth anniversary of grant.
3. On a share sale the options may be exercised conditionally on completion, in full, without pro-rating for time.
4. A leaver (other than a good leaver) loses unexercised options.
5. Options over 450,000 B Ordinary Shares are outstanding (4.5% of the issued share capital before dilution); on exercise, the option shares are to be acquired by the purchaser on the same terms as the other B Ordinary Shares."""
]

PENSION = """The Pensions Regulator - re-declaration of compliance received

Employer: Brackenfield Cold Chain Limited   PAYE reference 123/BC45678   Letter code: A7K2-9QX

Thank you. We received your re-declaration of compliance on 3 February 2026. You have told us that you have re-enrolled eligible staff into a qualifying pension scheme (Brackenfield Group Personal Pension Plan, provider Aviva) and that you are paying contributions on time.

Your next re-enrolment date is 1 November 2028.

The Group has no defined benefit pension scheme and has never participated in one.
"""
