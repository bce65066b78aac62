"""06 IP and IT, 07 Litigation and Compliance and 08 Transaction of the wraxall room (pure data)."""

from __future__ import annotations

from tests.rooms.wraxall.boiler import uk_general, uk_signatures

IP_REGISTER = {
    "IP register": [
        ["Asset", "Type", "Registration / status", "Owner", "Notes"],
        [
            "BRACKENFIELD (word)",
            "UK trade mark",
            "UK00003391204, classes 39, 42; registered",
            "Brackenfield Cold Chain Limited",
            "renewal 2029",
        ],
        [
            "Brackenfield snowflake logo",
            "UK trade mark",
            "UK00003391377, class 39; registered",
            "Brackenfield Cold Chain Limited",
            "",
        ],
        [
            "BRACKENFIELD (word)",
            "US trade mark",
            "application 98/114,552, class 39; pending",
            "Brackenfield Logistics Inc.",
            "office action answered 10/2026",
        ],
        [
            "ColdTrace temperature telemetry and stock traceability platform",
            "Software (copyright, unregistered)",
            "in production since 03/2023",
            "Brackenfield Cold Chain Limited",
            "developed for BCCL by Kestrel Code Ltd 2022-23; all IP owned by the Company; source code held on the Company's GitHub",
        ],
        [
            "brackenfield-coldchain.co.uk",
            "Domain",
            "registered to 03/2028",
            "Brackenfield Cold Chain Limited",
            "",
        ],
        [
            "coldtrace.io",
            "Domain",
            "registered to 11/2027",
            "Kestrel Code Ltd (registrant)",
            "to be transferred",
        ],
    ]
}


def kestrel() -> dict:
    defs = (
        "1. DEFINITIONS",
        [
            '1.1 In this Agreement: "Client Materials" means all data, documents and information supplied by the Client to the Consultant; "Deliverables" means all software, code, documents, products and materials developed by the Consultant in relation to the Services, including the temperature telemetry and stock traceability platform known as ColdTrace; "Intellectual Property Rights" means patents, rights to inventions, copyright and related rights, rights in computer software, database rights, rights in confidential information and all other intellectual property rights, in each case whether registered or unregistered and including all applications and rights to apply for and be granted, renewals or extensions of, and rights to claim priority from, such rights; "Services" means the design, development, hosting support and maintenance services described in the Statement of Work.',
        ],
    )
    ops = [
        (
            "2. ENGAGEMENT",
            [
                '2.1 The Client engages the Consultant to provide the Services on the terms of this Agreement with effect from 5 September 2022 (the "Commencement Date").',
                "2.2 This Agreement shall continue until terminated by either party giving not less than three months' written notice to the other.",
            ],
        ),
        (
            "3. SUPPLY OF SERVICES",
            [
                "3.1 The Consultant shall supply the Services to the Client in accordance with this Agreement in all material respects and shall use reasonable endeavours to meet any performance dates in the Statement of Work.",
                "3.2 The Consultant may determine the manner in which the Services are performed and may use its own personnel and subcontractors, provided it remains responsible for them.",
            ],
        ),
        (
            "4. FEES",
            [
                "4.1 The Client shall pay the Consultant a day rate of GBP 780 for development work and a fixed monthly fee of GBP 6,500 for hosting support and maintenance, invoiced monthly in arrears and payable within 30 days.",
            ],
        ),
        (
            "5. INTELLECTUAL PROPERTY",
            [
                "5.1 The Client retains all Intellectual Property Rights in the Client Materials.",
                "5.2 All Intellectual Property Rights in the Deliverables, and in any software, tools, methods and know-how created or used by the Consultant in providing the Services, shall be owned by the Consultant, and nothing in this Agreement shall operate to transfer any of them to the Client.",
                "5.3 The Consultant grants to the Client a non-exclusive, non-transferable, royalty-free licence, without the right to sub-license, to use the Deliverables for the purposes of the Client's own business in the United Kingdom for the duration of this Agreement.",
                "5.4 The Consultant shall deposit the source code of the Deliverables with the Client on request, to be used only in the event that the Consultant ceases to trade.",
            ],
        ),
        (
            "6. LIABILITY",
            [
                "6.1 The Consultant's total liability in contract, tort (including negligence) or otherwise arising in connection with this Agreement shall be limited to the fees paid in the 12 months before the claim arose.",
            ],
        ),
    ]
    general = uk_general(7, "the Client")
    return {
        "title": "CONSULTANCY AND DEVELOPMENT SERVICES AGREEMENT",
        "preamble": [
            "This agreement is dated 1 September 2022",
            'Parties: (1) Brackenfield Cold Chain Limited, company number 08451123, of Unit 4, Kings Weston Lane, Avonmouth, Bristol BS11 8AZ (the "Client"); (2) Kestrel Code Ltd, company number 10773019, of 14 Colston Yard, Bristol BS1 5BD (the "Consultant").',
        ],
        "clauses": [defs, *ops, *general],
        "schedules": [
            ("h2", "STATEMENT OF WORK"),
            (
                "p",
                "Phase 1 (September 2022 - February 2023): design and build of ColdTrace: wireless temperature probes in every chamber, alerting, traceability of each pallet from receipt to dispatch, customer portal. Phase 2 (from March 2023): hosting on the Consultant's cloud tenancy, second-line support, monthly releases.",
            ),
        ],
        "signatures": uk_signatures(
            [
                ("Brackenfield Cold Chain Limited", "Priya Okafor", "Operations Director"),
                ("Kestrel Code Ltd", "Tom Ashdown", "Director"),
            ]
        ),
        "header": "Kestrel Code / Brackenfield",
        "footer": "",
    }


TESSALY = """TESSALY SOFTWARE LTD - SUBSCRIPTION ORDER FORM

Customer: Brackenfield Cold Chain Limited        Order number: TSL-0447        Date: 14 March 2024

Product: Tessaly WMS Cloud (Enterprise edition) - warehouse management for temperature-controlled sites; 3 sites; 160 named users; 60 handheld licences.
Subscription term: 1 April 2024 to 31 March 2027.
Fees: GBP 186,000 per year, invoiced annually in advance.
Renewal: this Order renews for 12 months unless either party gives 90 days' notice before the end of the subscription term.
Service levels: 99.7% monthly availability; service credits up to 15% of the monthly fee.
Data: the Customer owns all Customer Data; Tessaly processes Customer Data as processor under the Data Processing Addendum; Customer Data is hosted in the UK.
Terms: this Order is governed by Tessaly's Master Subscription Terms v5.2, which are incorporated by reference.

Signed for Tessaly: H. Quayle, Chief Revenue Officer    Signed for the Customer: Priya Okafor, Operations Director
"""


def incident_report() -> list[tuple]:
    return [
        ("h1", "Information Security Incident Report - INC-2026-014"),
        (
            "p",
            "Classification: Confidential - Board and advisers only. Author: Owen Prior, IT Manager. Reviewed by: Priya Okafor. Date: 2 October 2026.",
        ),
        ("h2", "1. Summary"),
        (
            "p",
            "At 06:40 on Monday 10 August 2026 the night shift supervisor at Avonmouth reported that the handheld scanners could not connect to the warehouse management system. Investigation found that a ransomware variant had encrypted the Company's on-premise application servers and the ColdTrace integration server. The attack began with a phishing email opened on 6 August 2026 by a user in the transport office, whose account did not have multi-factor authentication enabled.",
        ),
        ("h2", "2. Timeline"),
        (
            "table",
            [
                ["Date / time", "Event"],
                ["6 Aug 2026", "Phishing email opened; credentials harvested"],
                ["8-9 Aug 2026", "Attacker moved laterally; backups on the network share deleted"],
                ["10 Aug 2026 06:40", "Encryption discovered; incident response started"],
                ["10 Aug 2026 11:00", "Forensic firm Calder Cyber engaged"],
                [
                    "12 Aug 2026",
                    "ICO notified (reference IC-3318842); customers Corran and Hallam informed by telephone",
                ],
                [
                    "13 Aug 2026",
                    "WMS restored from the offsite cloud backup; manual operations ended",
                ],
                [
                    "28 Sep 2026",
                    "Forensic report: customer shipping data accessed; no evidence of exfiltration",
                ],
            ],
        ),
        ("h2", "3. Impact"),
        (
            "p",
            "Operations at Avonmouth and Exeter ran on paper for three days. Two frozen chambers at Avonmouth lost temperature monitoring for about 14 hours; no product loss was identified. Customer shipping data (names, delivery addresses and order details of retail customers' stores) was accessed; no personal data of individual consumers was involved.",
        ),
        ("h2", "4. Costs"),
        (
            "table",
            [
                ["Item", "GBP"],
                ["Forensic investigation (Calder Cyber)", "86,400"],
                ["Recovery, rebuild and licences", "142,300"],
                ["Overtime, agency labour and manual operations", "219,300"],
                ["Total to 30 September 2026", "448,000"],
            ],
        ),
        ("h2", "5. Insurance"),
        (
            "p",
            "The incident has not yet been notified to our cyber insurers. The finance team's view is that it is better to wait until the final costs are known before deciding whether to make a claim, because of the effect of a claim on the renewal premium; a decision will be taken in the fourth quarter of 2026.",
        ),
        ("h2", "6. Actions"),
        (
            "p",
            "Multi-factor authentication enforced for all accounts (done 14 August). Immutable backups (done 30 August). Phishing training for all office staff (in progress). Replace the on-premise application servers with the Tessaly cloud integration (Q1 2027).",
        ),
    ]


CYBER_POLICY = [
    """CASTLEFORD SPECIALTY UNDERWRITING LIMITED - CYBER AND DATA RISKS POLICY

SCHEDULE
Policy number: CSU/CYB/2026/04471
Insured: Brackenfield Cold Chain Holdings Limited and its Subsidiaries
Period of insurance: 1 April 2026 to 31 March 2027 (both days inclusive, local standard time at the Insured's address)
Limit of indemnity: GBP 5,000,000 in the aggregate
Sub-limits: Business interruption GBP 2,000,000; Ransom and extortion GBP 500,000; Incident response costs GBP 1,000,000
Excess: GBP 50,000 each and every Cyber Event (Business interruption: 12-hour waiting period)
Premium: GBP 61,250 plus Insurance Premium Tax
Broker: Meyrick Hale Insurance Brokers Limited

SECTION 1 - WHAT IS COVERED
1.1 Incident response costs: the reasonable costs of forensic investigators, legal advisers, public relations consultants and notification of affected persons, incurred with the Insurer's prior written consent (not to be unreasonably withheld) in responding to a Cyber Event.
1.2 Business interruption: the Insured's loss of gross profit and increased cost of working resulting from an interruption to the Insured's Computer System caused by a Cyber Event.
1.3 Data and system restoration: the costs of restoring, recreating or recollecting data and software.
1.4 Cyber extortion: ransom payments (where lawful) and the costs of a specialist negotiator.""",
    """SECTION 2 - DEFINITIONS
"Cyber Event" means any unauthorised access to, use of or malicious attack on the Insured's Computer System, including the introduction of malware or ransomware, or any actual or suspected breach of data security.
"Computer System" means computer hardware, software and networks owned, leased or operated by the Insured, including cloud services operated on its behalf.

SECTION 3 - EXCLUSIONS
The Insurer shall not be liable for: (a) any Cyber Event first discovered before the Period of Insurance; (b) betterment of the Computer System; (c) war and state-sponsored cyber operations; (d) failure of a utility or telecommunications provider not under the Insured's control.

SECTION 4 - GENERAL CONDITIONS
4.1 Notification. The Insured shall notify the Insurer, through the 24-hour incident response line or in writing to the claims address in the Schedule, of any Cyber Event as soon as practicable and in any event within 14 days after the Insured first becomes aware of it. Compliance with this condition is a condition precedent to the Insurer's liability under this Policy in respect of that Cyber Event.
4.2 Co-operation. The Insured shall give the Insurer all information and assistance it reasonably requires and shall not admit liability or make any ransom payment without the Insurer's written consent.
4.3 Minimum security. The Insured shall maintain multi-factor authentication for all remote access to the Computer System and shall maintain offline or immutable backups taken at least weekly.
4.4 Fair presentation. The Insured has a duty under the Insurance Act 2015 to make a fair presentation of the risk at inception and at renewal.
4.5 Law. This Policy is governed by English law.""",
]

INSURANCE_SCHEDULE = {
    "Insurance programme 2026-27": [
        [
            "Cover",
            "Insurer",
            "Policy number",
            "Limit",
            "Excess",
            "Renewal",
            "Claims in last 3 years",
        ],
        [
            "Property and business interruption",
            "Aldermoor Insurance plc",
            "AIP/PR/88213",
            "GBP 62,000,000",
            "GBP 25,000",
            "01/04/2027",
            "2025: compressor failure Exeter, GBP 84,000 paid",
        ],
        [
            "Goods in custody / warehouse legal liability",
            "Aldermoor Insurance plc",
            "AIP/GIT/88214",
            "GBP 8,000,000 any one location",
            "GBP 10,000",
            "01/04/2027",
            "2025: Brindle Foods, GBP 30,000 contribution to settlement",
        ],
        [
            "Public and products liability",
            "Northgate Mutual",
            "NM/PL/551902",
            "GBP 10,000,000",
            "GBP 5,000",
            "01/04/2027",
            "none",
        ],
        [
            "Employers' liability",
            "Northgate Mutual",
            "NM/EL/551903",
            "GBP 10,000,000",
            "nil",
            "01/04/2027",
            "none",
        ],
        [
            "Motor fleet",
            "Aldermoor Insurance plc",
            "AIP/MF/88215",
            "unlimited third party",
            "GBP 2,500",
            "01/04/2027",
            "12 claims, GBP 61,400",
        ],
        [
            "Cyber and data",
            "Castleford Specialty Underwriting",
            "CSU/CYB/2026/04471",
            "GBP 5,000,000",
            "GBP 50,000",
            "31/03/2027",
            "none notified",
        ],
        [
            "Directors and officers",
            "Northgate Mutual",
            "NM/DO/551990",
            "GBP 5,000,000",
            "nil",
            "01/04/2027",
            "none",
        ],
        [
            "US package (BLI)",
            "Keystone Indemnity Co.",
            "KIC-CGL-774120",
            "USD 5,000,000 per occurrence",
            "USD 10,000",
            "09/01/2027",
            "none",
        ],
    ]
}

OSTLER_LBC = """HARTWELL PENROSE LLP
Solicitors
3 Redcliff Parade, Bristol BS1 6SP

By email and first class post
The Directors
Brackenfield Cold Chain Limited
Unit 4, Kings Weston Lane
Avonmouth, Bristol BS11 8AZ

Our ref: JKT/OST/0214
3 October 2026

Dear Sirs

Our client: Ostler Seafoods Limited
Letter before claim - loss of frozen stock at your Avonmouth cold store, 2 to 4 August 2026

We act for Ostler Seafoods Limited ("Ostler"). This letter is sent in accordance with the Practice Direction on Pre-Action Conduct and Protocols.

1. Ostler has stored frozen seafood products with you at your Avonmouth cold store since July 2024 on your standard terms of business.

2. Between about 2 and 4 August 2026 the temperature in freezer chamber F2 rose to minus 4 degrees Celsius following the failure of an evaporator fan and its alarm. You did not tell our client until 5 August 2026. The 212 pallets of frozen prawns, scallops and white fish then in chamber F2 had to be destroyed on the advice of Bristol City Council's environmental health officer.

3. Our client's loss is GBP 386,400, being the invoice value of the destroyed stock (GBP 341,900), disposal costs (GBP 12,600) and the cost of replacement stock bought at short notice to meet its customers' orders (GBP 31,900). Our client notified its claim to you in writing on 6 August 2026, within the 14 days required by clause 4.3 of your terms.

4. Our client's position is that the loss was caused by your negligence and breach of your obligation to monitor temperatures continuously. The limit of GBP 1,200 per pallet in clause 4.2 of your terms does not apply because your failure to act on the alarm over a period of more than 48 hours amounts to wilful misconduct and, in any event, that limit does not satisfy the requirement of reasonableness under the Unfair Contract Terms Act 1977.

5. Our client also disputes your invoices for storage since August (GBP 262,400) and will set off its loss against them.

6. We invite you to admit liability and to propose payment of GBP 386,400 within 21 days. If we do not receive a satisfactory response, our client will issue proceedings in the Business and Property Courts in Bristol without further notice.

7. Please pass this letter to your insurers immediately.

Yours faithfully

Hartwell Penrose LLP
"""

BRINDLE_CLAIM = """MORLAND & FAY SOLICITORS
Gloucester GL1 2EE

Brackenfield Cold Chain Limited
Unit 4, Kings Weston Lane, Avonmouth, Bristol BS11 8AZ

17 February 2025

Dear Sirs

Brindle Foods Limited v Brackenfield Cold Chain Limited - letter of claim

We are instructed by Brindle Foods Limited, which until December 2024 stored chilled ready meals with you at your Exeter site.

On 28 and 29 November 2024 our client's products were held above 8 degrees Celsius for approximately 19 hours following a power failure at the Exeter site and a failure of your standby generator to start. Our client's products had to be withdrawn and its retail customer, a national supermarket, imposed charges for the missed deliveries.

Our client claims GBP 145,000, made up of the value of stock destroyed (GBP 88,000), the supermarket's charges (GBP 39,000) and additional haulage and staff costs (GBP 18,000), together with interest and costs.

We require your proposals for settlement within 28 days, failing which proceedings will be issued in the County Court without further notice.

Yours faithfully
Morland & Fay
"""


def brindle_settlement() -> dict:
    return {
        "title": "SETTLEMENT AGREEMENT",
        "preamble": [
            "THIS AGREEMENT is dated 9 June 2025",
            'PARTIES: (1) Brindle Foods Limited (company number 07211904) ("Brindle"); (2) Brackenfield Cold Chain Limited (company number 08451123) ("Brackenfield").',
            'BACKGROUND: (A) Brindle claimed damages from Brackenfield in a letter of claim dated 17 February 2025 in respect of a loss of temperature at the Exeter cold store on 28 and 29 November 2024 (the "Claim"). (B) Brackenfield denies liability. (C) The parties have agreed to settle the Claim on the terms of this agreement, without any admission of liability.',
        ],
        "clauses": [
            (
                "1. SETTLEMENT SUM",
                [
                    '1.1 Brackenfield shall pay Brindle GBP 40,000 (the "Settlement Sum") within 14 days of the date of this agreement, by transfer to the client account of Morland & Fay.',
                    "1.2 The Settlement Sum is paid in full and final settlement of the Claim and of all claims which Brindle has or may have against Brackenfield or its insurers arising out of the storage of Brindle's goods, whether or not known at the date of this agreement.",
                ],
            ),
            (
                "2. RELEASE",
                [
                    "2.1 On receipt of the Settlement Sum, Brindle releases and forever discharges Brackenfield, its officers, employees and insurers from the Claim and from all such claims.",
                    "2.2 Brindle shall not commence any proceedings in respect of the Claim.",
                ],
            ),
            ("3. COSTS", ["3.1 Each party shall bear its own costs."]),
            (
                "4. CONFIDENTIALITY",
                [
                    "4.1 The terms of this agreement are confidential, save for disclosure to a party's auditors, insurers, professional advisers and any bona fide prospective purchaser of a party."
                ],
            ),
            (
                "5. LAW",
                [
                    "5.1 This agreement is governed by English law and the courts of England have exclusive jurisdiction."
                ],
            ),
        ],
        "schedules": [
            (
                "p",
                "Payment confirmation (annexed): Morland & Fay client account receipt no. 22871 dated 18 June 2025, GBP 40,000, 'Brindle v Brackenfield - settlement sum received with thanks'.",
            ),
        ],
        "signatures": uk_signatures(
            [
                ("Brindle Foods Limited", "Keith Brindle", "Director"),
                ("Brackenfield Cold Chain Limited", "Neil Saunders", "Director"),
            ]
        ),
        "header": "Without prejudice save as to costs until signed",
        "footer": "",
    }


HSE_NOTICE = """HEALTH AND SAFETY EXECUTIVE
HEALTH AND SAFETY AT WORK ETC ACT 1974, SECTIONS 21, 23 AND 24

IMPROVEMENT NOTICE

Serial number: 301877/NH/26
Name and address: Brackenfield Cold Chain Limited, Unit 4, Kings Weston Lane, Avonmouth, Bristol BS11 8AZ
Trading as: Brackenfield Cold Chain

I, Nadia Hussain, one of Her Majesty's Inspectors of Health and Safety, being an inspector appointed by an instrument in writing made pursuant to section 19 of the said Act and entitled to issue this notice, hereby give you notice that I am of the opinion that at the cold store at Unit 4, Kings Weston Lane, Avonmouth, you, as an employer, are contravening the following statutory provisions: section 2(1) of the Health and Safety at Work etc Act 1974 and regulation 6 of the Dangerous Substances and Explosive Atmospheres Regulations 2002.

The reasons for my opinion are: the ammonia detection system in the engine room and in chambers F1 to F4 was not calibrated and two detector heads were found to be inoperative during my inspection on 24 February 2026, so that a release of ammonia would not be detected and the emergency ventilation would not start.

I hereby require you to remedy the said contraventions or, as the case may be, the matters occasioning them by 30 May 2026 in the manner stated in the attached schedule.

Schedule: (1) Replace the inoperative detector heads and calibrate all detectors in accordance with the manufacturer's instructions; (2) introduce a written six-monthly calibration regime; (3) test the interlock between the detectors and the emergency ventilation and record the results.

Signature: N. Hussain        Date: 3 March 2026

An appeal against this notice may be made to an employment tribunal within 21 days. Failure to comply with an improvement notice is an offence under section 33 of the Act.
"""

HSE_CLOSURE = {
    "sender": "Nadia Hussain <nadia.hussain@hse.gov.uk>",
    "to": "Gareth Lloyd <gareth.lloyd@brackenfield-coldchain.co.uk>",
    "subject": "Improvement Notice 301877/NH/26 - Avonmouth - compliance confirmed",
    "date": "Thu, 11 Jun 2026 14:05:00 +0100",
    "body": """Dear Mr Lloyd

Thank you for your time during my revisit to the Avonmouth cold store on 9 June 2026.

I saw the new detector heads in the engine room and in chambers F1 to F4, the calibration certificates dated 21 May 2026 and the record of the interlock tests carried out with your maintenance contractor. I am satisfied that the requirements of Improvement Notice 301877/NH/26 have been complied with. The notice has been marked as complied with on our records and no further action will be taken in relation to it.

HSE will recover its costs of the intervention under the Fee for Intervention scheme; you will receive an invoice separately.

Yours sincerely

Nadia Hussain
HM Inspector of Health and Safety
Health and Safety Executive, Bristol
""",
}

ABC_POLICY = """# Anti-bribery and corruption policy (adopted by the board on 12 January 2024)

1. Brackenfield does not tolerate bribery in any form. This policy applies to all directors, employees, agency workers and contractors of the Group in the UK and the US, and is designed to meet the adequate procedures defence under section 7 of the Bribery Act 2010 and the requirements of the US Foreign Corrupt Practices Act.
2. Gifts and hospitality above GBP 100 (USD 125) must be approved by a director and recorded in the register kept by the Company Secretary.
3. Facilitation payments are prohibited.
4. Due diligence is carried out on new hauliers, agents and subcontractors before appointment.
5. Training: all office staff complete online training on joining and every two years. Completion at 30 September 2026: 94%.
6. Breaches must be reported to the Company Secretary or the whistleblowing hotline. No breaches were reported in 2024, 2025 or 2026 to date.
"""

ROPA_CSV = """processing activity,data subjects,categories of data,lawful basis,systems,processor(s),retention,international transfers
Payroll and HR,employees,"identity, bank, salary, absence, health (occupational)",contract; legal obligation,Sage People,Sage (UK) Limited,6 years after leaving,none
Driver telematics,drivers,"location, driving behaviour",legitimate interests,Lexmoor fleet portal,Lexmoor Vehicle Solutions Limited,13 months,none
CCTV,"staff, visitors","images",legitimate interests,on-premise NVR,none,31 days,none
Customer contacts,customer staff,"name, business email, phone",legitimate interests,HubSpot,HubSpot Ireland Limited,account life + 2 years,US (UK Extension to the Data Privacy Framework)
Warehouse operations,customer staff and hauliers,"names, vehicle registrations, signatures",contract,Tessaly WMS; ColdTrace,Tessaly Software Ltd; Kestrel Code Ltd,7 years,none
US staff,BLI employees,"identity, payroll, benefits",contract,ADP,ADP Inc.,7 years,UK to US (intra-group agreement)
"""


def disclosure_letter() -> list[tuple]:
    return [
        ("h1", "DRAFT DISCLOSURE LETTER"),
        (
            "p",
            "Draft (2) of 20 November 2026 - subject to contract - prepared by the Sellers' solicitors, Ashcombe Pryor LLP",
        ),
        ("p", 'To: Norvane Bidco Limited (the "Buyer")'),
        ("p", "From: the Sellers and the Managers named in the Agreement"),
        ("p", "Dear Sirs"),
        (
            "p",
            "Project Wraxall - sale and purchase of the entire issued share capital of Brackenfield Cold Chain Holdings Limited",
        ),
        (
            "p",
            '1. This is the Disclosure Letter referred to in the share purchase agreement to be entered into between the Sellers, the Managers and the Buyer (the "Agreement"). Words and expressions defined in the Agreement have the same meanings in this letter.',
        ),
        (
            "p",
            "2. The Warranties are qualified by the facts and circumstances fairly disclosed in this letter. The general disclosures in Part A are made against all of the Warranties; the specific disclosures in Part B are made against the Warranties to which they refer, without prejudice to their disclosure against the other Warranties.",
        ),
        ("h2", "PART A - GENERAL DISCLOSURES"),
        (
            "p",
            "A.1 All matters which would be revealed by a search of the public registers at Companies House and HM Land Registry, and by a search of the registers of the UK Intellectual Property Office, on 19 November 2026.",
        ),
        ("p", "A.2 The contents of the statutory books of each Group Company."),
        (
            "p",
            'A.3 The documents in the virtual data room hosted by Ellery Drummond ("Project Wraxall") as at 18 November 2026, an index of which is annexed. Their disclosure is limited to what a reasonably diligent buyer would find on reading them.',
        ),
        ("h2", "PART B - SPECIFIC DISCLOSURES"),
        (
            "table",
            [
                ["Warranty", "Disclosure"],
                [
                    "4.2 (Accounts)",
                    "The Accounts were audited by Harcourt Lane LLP without qualification. Trading since the Accounts Date has been below budget; see the management accounts for the nine months to 30 September 2026.",
                ],
                [
                    "7.1 (Material contracts)",
                    "The material contracts of the Group are listed in the material contracts list in the data room (section 2.4). None of them is outside the ordinary course of business. The Polar Mechanical Services maintenance contract will expire on 31 December 2026.",
                ],
                [
                    "7.4 (Change of control)",
                    "Hallam Fresh Foods Limited has consented to the Transaction for the purposes of clause 14.3 of its master services agreement. The Facilities Agreement with Harrowgate Bank plc will be repaid at Completion. Otherwise no material contract contains a right for the counterparty to terminate or vary it on a change of control of a Group Company.",
                ],
                [
                    "9.1 (Property)",
                    "The Properties are Avonmouth (leasehold), Exeter (freehold), Crewe (leasehold) and Allentown (leasehold). Unit 9 Severnside was surrendered on 30 June 2025 and the landlord released all claims for dilapidations.",
                ],
                [
                    "11.3 (Intellectual property)",
                    "The Group owns all Intellectual Property Rights used in its business, including the ColdTrace platform, save for third-party software licensed in the ordinary course (Tessaly WMS).",
                ],
                [
                    "12.2 (Data protection and IT)",
                    "The ransomware incident of August 2026 was notified to the ICO on 12 August 2026 (reference IC-3318842). The ICO has not yet responded.",
                ],
                [
                    "14.1 (Litigation)",
                    "Save for the claim by Brindle Foods Limited, which was settled in full on 9 June 2025 for GBP 40,000 (see documents 7.2 and 7.3), no Group Company is engaged in any litigation, arbitration, mediation or other proceedings, and no such proceedings or claims have been threatened in writing by or against any Group Company.",
                ],
                [
                    "15.1 (Health and safety)",
                    "HSE improvement notice 301877/NH/26 (Avonmouth) was complied with; HSE confirmed this on 11 June 2026.",
                ],
                [
                    "17.2 (Employment)",
                    "The service agreements of the Senior Employees are in the data room. No Senior Employee is entitled to any payment on a change of control other than under the EMI options.",
                ],
            ],
        ),
        ("p", "Yours faithfully"),
        ("p", "For and on behalf of the Sellers and the Managers"),
    ]


CONSENTS_TRACKER = {
    "Consents": [
        [
            "Ref",
            "Document",
            "Counterparty",
            "Provision",
            "Consent / notice required for Transaction?",
            "Status",
            "Owner",
            "Comment",
        ],
        [
            "1",
            "Harrowgate Facilities Agreement",
            "Harrowgate Bank plc",
            "cl. 8.1 change of control - mandatory prepayment",
            "Yes - repay at Completion",
            "Payoff letter in agreed form",
            "Ashcombe Pryor",
            "funds flow",
        ],
        [
            "2",
            "Hallam MSA",
            "Hallam Fresh Foods Limited",
            "cl. 14.3 termination on change of control unless consent",
            "Yes",
            "Obtained 29/10/2026 (email from GC; signed letter to follow)",
            "DA",
            "done",
        ],
        [
            "3",
            "Corran WDA",
            "Corran Retail Limited",
            "cl. 14 assignment",
            "No - share sale, no assignment",
            "n/a",
            "SC",
            "",
        ],
        [
            "4",
            "Avonmouth lease",
            "Severn Estuary Properties Limited",
            "cl. 9 alienation",
            "No - share sale, tenant entity unchanged",
            "n/a",
            "Ashcombe Pryor (property)",
            "",
        ],
        [
            "5",
            "Crewe lease",
            "Cheshire Gateway Estates Limited",
            "cl. 4 alienation",
            "No",
            "n/a",
            "Ashcombe Pryor (property)",
            "",
        ],
        [
            "6",
            "Allentown lease",
            "Lehigh Crossroads Industrial LLC",
            "s. 5 - stock transfer not an assignment",
            "No",
            "n/a",
            "Keller Rowe",
            "",
        ],
        [
            "7",
            "Meridian MLSA",
            "Meridian Grocers Inc.",
            "s. 11.2 assignment",
            "No",
            "n/a",
            "Keller Rowe",
            "",
        ],
        [
            "8",
            "Tessaly WMS order",
            "Tessaly Software Ltd",
            "MST v5.2 cl. 15",
            "Notice only (within 30 days after)",
            "to do post-Completion",
            "PO",
            "",
        ],
        [
            "9",
            "Cyber policy",
            "Castleford Specialty Underwriting",
            "change in control condition",
            "Notice to insurer",
            "broker to notify",
            "NS",
            "",
        ],
    ]
}

QA_LOG_CSV = """ref,date,question (Buyer),answer (Sellers),status
Q-001,2026-10-12,Please provide all side letters and amendments to customer contracts.,All amendments are in the data room (2.1). There are no side letters.,closed
Q-002,2026-10-12,Has any customer reduced volumes or given notice of termination in 2026?,No customer has given notice. Hallam volumes reduced seasonally in Q3.,closed
Q-003,2026-10-15,Please confirm any breach of banking covenants in the last 24 months.,None. See the Q2 2026 compliance certificate (3.4).,closed
Q-004,2026-10-19,Please describe any cyber incidents in the last three years.,See the incident report INC-2026-014 (6.4).,closed
Q-005,2026-10-22,Who owns the source code of ColdTrace?,The Company. See the IP register (6.1).,closed
Q-006,2026-11-02,Please list any claims threatened against the Group.,See Part B of the draft Disclosure Letter.,closed
Q-007,2026-11-09,Is any landlord consent needed for the Transaction?,No. Confirmed by Ashcombe Pryor property team.,closed
Q-008,2026-11-16,Are there any change of control payments to employees?,Only the EMI options; see 4.6.,closed
"""

IM_EXTRACT = """# Project Wraxall - Information memorandum (extract)

*Prepared by Ellery Drummond for Norwood Growth Fund II LP. Strictly confidential.*

## Investment highlights

* A leading independent temperature-controlled logistics provider in the South West of England and the Midlands, with 41,000 pallet positions across four sites including a new cold store at Crewe and a US platform in Pennsylvania.
* Long-term contracts with blue-chip food retailers and producers: the top two customers (Corran Retail and Hallam Fresh Foods) are contracted to 2028 and 2029, with index-linked pricing and minimum volume commitments.
* Proprietary technology: the ColdTrace telemetry and traceability platform, owned by the Group, gives customers pallet-level temperature history and is a key differentiator in tenders.
* Strong cash generation and a conservative balance sheet: leverage below 3.0x.

## Financial summary (GBP m)

| | FY2024 | FY2025 | FY2026F | FY2027B |
|---|---|---|---|---|
| Revenue | 44.2 | 48.2 | 49.3 | 53.1 |
| EBITDA | 6.9 | 7.5 | 7.2 | 8.4 |
| Capex | 6.8 | 9.1 | 3.9 | 2.6 |

## Management

Dominic Arkwright (CEO, founder), Neil Saunders (CFO), Sian Caddick (Commercial Director), Priya Okafor (Operations Director).
"""

MGMT_EMAIL = {
    "sender": "Neil Saunders <neil.saunders@brackenfield-coldchain.co.uk>",
    "to": "Project Wraxall advisers <wraxall@ellerydrummond.com>",
    "subject": "Dataroom - additional uploads 18 Nov",
    "date": "Wed, 18 Nov 2026 17:44:10 +0000",
    "body": """All,

I have uploaded the September management accounts (3.2), the Q3 debtors ageing (3.5) and the FY2027 budget (3.6). The Q3 compliance certificate is not yet finalised and will follow; we are discussing the treatment of the cyber costs with Harrowgate.

Please note that the Ostler account is on stop while we discuss their invoices. It is a commercial matter and we do not regard it as a dispute.

Regards,
Neil
""",
}
