"""Ossington: 07 Insurance, 08 Legal and compliance, 09 Transaction (pure data)."""

from __future__ import annotations

INS = "07 Insurance"
L = "08 Legal and compliance"
X = "09 Transaction"

INSURANCE_SCHEDULE = {
    "Policies 2025-26": [
        [
            "Cover",
            "Insurer",
            "Policy number",
            "Period from",
            "Period to",
            "Limit A$",
            "Excess A$",
            "Basis",
        ],
        [
            "Cyber and privacy liability",
            "Southern Meridian Insurance Limited",
            "SMI-CY-2025-91770",
            "01/11/2025",
            "01/11/2026",
            5_000_000,
            50_000,
            "Claims made and notified",
        ],
        [
            "Professional indemnity / technology E&O",
            "Kestrel Underwriting at Lloyd's",
            "KUL-PI-25-0412",
            "01/11/2025",
            "01/11/2026",
            10_000_000,
            100_000,
            "Claims made and notified",
        ],
        [
            "Public and products liability",
            "Austral General Insurance",
            "AGI-PL-778120",
            "30/06/2025",
            "30/06/2026",
            20_000_000,
            5_000,
            "Occurrence",
        ],
        [
            "Directors and officers",
            "Kestrel Underwriting at Lloyd's",
            "KUL-DO-25-0413",
            "01/11/2025",
            "01/11/2026",
            5_000_000,
            25_000,
            "Claims made",
        ],
        [
            "Industrial special risks",
            "Austral General Insurance",
            "AGI-ISR-550913",
            "30/06/2025",
            "30/06/2026",
            3_500_000,
            2_500,
            "Occurrence",
        ],
    ],
    "Prior year": [
        ["Cover", "Insurer", "Policy number", "Period from", "Period to"],
        [
            "Cyber and privacy liability",
            "Southern Meridian Insurance Limited",
            "SMI-CY-2024-88213",
            "01/11/2024",
            "01/11/2025",
        ],
        [
            "Professional indemnity / technology E&O",
            "Kestrel Underwriting at Lloyd's",
            "KUL-PI-24-0388",
            "01/11/2024",
            "01/11/2025",
        ],
    ],
    "Renewal declarations": [
        ["Question (renewal proposal, signed 10 October 2025)", "Answer"],
        [
            "Has the Insured suffered any cyber incident, data breach or network interruption in the last 12 months?",
            "No",
        ],
        ["Is the Insured aware of any circumstance that may give rise to a claim?", "No"],
        ["Is MFA enforced for all remote access to systems holding personal information?", "Yes"],
    ],
}

CYBER_WORDING = """
# SOUTHERN MERIDIAN CYBERGUARD BUSINESS POLICY

Policy wording SMI-CG-07/23. Read with the Schedule.

## Schedule (extract)

| Item | Detail |
| Policy number | SMI-CY-2024-88213 |
| Named Insured | Wattlebird Systems Holdings Pty Ltd and its Subsidiaries, including Wattlebird Systems NZ Limited |
| Period of Insurance | 1 November 2024 to 4.00 pm on 1 November 2025 |
| Limit of Indemnity | A$5,000,000 in the aggregate |
| Retention | A$50,000 each Cyber Event |

## Section 1 - Insuring clauses

We will pay Loss arising from a Cyber Event first discovered by a Senior Officer during the
Period of Insurance, including incident response costs, notification costs, regulatory
defence costs and third party liability for a Privacy Breach.

## Section 6 - Definitions

Cyber Event means any unauthorised access to, or use of, a Computer System of the Insured,
including a Privacy Breach. Senior Officer means any director, the chief executive officer,
the chief financial officer, the chief technology officer or the head of information
security of the Insured.

## Section 8 - Conditions

8.1 Notification. You must give us written notice of a Cyber Event as soon as practicable,
and in any event no later than 30 days, after a Senior Officer first becomes aware of it. Our
liability for any Loss arising from that Cyber Event is subject to your having complied with
this condition.

8.2 You must not admit liability, offer to settle or incur costs (other than reasonable
emergency costs) without our prior written consent.

8.3 A Cyber Event discovered during the Period of Insurance but not notified to us during it
is not covered under any later policy issued by us.

## Section 9 - Insurance Contracts Act

Nothing in this policy limits your rights under the Insurance Contracts Act 1984 (Cth).
"""

CLAIMS_REGISTER = [
    ["ref", "policy", "date_of_loss", "notified", "description", "status", "reserve_aud"],
    [
        "CLM-2023-01",
        "PI / tech E&O",
        "2023-05-22",
        "2023-05-30",
        "Harbourline SCADA monitoring outage (notification of circumstances)",
        "Closed - no claim made",
        "0",
    ],
    [
        "CLM-2024-02",
        "Motor (fleet)",
        "2024-02-11",
        "2024-02-12",
        "Fleet vehicle collision, Parramatta Road",
        "Settled",
        "0",
    ],
    [
        "CLM-2025-01",
        "ISR",
        "2025-01-19",
        "2025-01-21",
        "Water damage to comms room, Level 9",
        "Settled A$14,200",
        "0",
    ],
]

DISPUTES_REGISTER = {
    "Register": [
        ["Ref", "Counterparty", "Forum", "Nature", "Amount A$", "Status", "Updated"],
        [
            "D-2025-01",
            "Tamsin Reilly",
            "Fair Work Commission U2025/1184",
            "Unfair dismissal application",
            24_500,
            "Resolved - settled at conciliation, discontinued 28/04/2025",
            "02/05/2025",
        ],
        [
            "D-2025-02",
            "Lachlan Plains Shire Council",
            "Correspondence",
            "Disputed invoice for data migration variation",
            31_800,
            "Resolved - invoice paid 12/08/2025",
            "12/08/2025",
        ],
        [
            "D-2024-03",
            "Fleetpath Leasing",
            "Correspondence",
            "End of lease damage charges",
            6_400,
            "Closed",
            "03/12/2024",
        ],
    ],
    "Notes": [
        [
            "Maintained by the CFO. Lists claims, disputes and threatened claims known to management. Last reviewed 30 September 2025."
        ],
    ],
}

BELLARINE_EMAIL = {
    "From": "Martin Oakes <moakes@coriobaylegal.com.au>",
    "To": "legal@wattlebird.com.au",
    "Cc": "Dana Whitcombe <dana.whitcombe@wattlebird.com.au>",
    "Date": "Mon, 08 Sep 2025 15:27:51 +1000",
    "Subject": "Bellarine Freight Logistics Pty Ltd v Wattlebird Systems Pty Ltd - letter of demand",
    "body": """
Dear Sirs

We act for Bellarine Freight Logistics Pty Ltd (our client), a customer of Wattlebird Systems
Pty Ltd under a Managed Cloud order of 1 September 2022.

Between 3 and 5 June 2025 the hosted dispatch and billing environment your company operates
for our client was unavailable for 51 hours. Your company's own incident summary attributes
the outage to an untested storage migration. Our client was unable to dispatch 1,900
consignments and lost two customer contracts as a direct result.

Our client claims damages of A$1,380,000, particulars of which are enclosed. Our client does
not accept that the service credit regime or the limitation of liability in your standard
terms applies to loss caused by your company's wilful disregard of its own change
management procedure.

Unless within 21 days of the date of this letter we receive payment or a proposal our client
considers satisfactory, our instructions are to commence proceedings against your company in
the Supreme Court of Victoria without further notice.

Yours faithfully

Martin Oakes, Principal, Corio Bay Legal
""",
}

PRIVACY_POLICY = """
# Wattlebird Privacy Policy (updated 1 March 2025)

## Who we are

This policy applies to Wattlebird Systems Pty Ltd, Wattlebird Systems NZ Limited and
Wattlebird Delivery Services Philippines, Inc.

## What we collect

When we host systems for councils and utilities we handle personal information of their
ratepayers and customers on their behalf. We handle that information only on our customers'
instructions.

## Overseas disclosure

Our delivery centre in the Philippines may access personal information to provide support.
It does not store personal information.

## Data breaches

If we become aware of a data breach that is likely to result in serious harm, we will notify
affected individuals and the Office of the Australian Information Commissioner or the New
Zealand Privacy Commissioner as the law requires.

## Contact

privacy@wattlebird.com.au
"""

WHISTLEBLOWER = """
WATTLEBIRD GROUP - WHISTLEBLOWER POLICY (Corporations Act 2001 (Cth), Part 9.4AAA)
Version 3, approved by the Board on 28 August 2024.

1. Who the policy applies to: current and former officers, employees, contractors, suppliers
and their relatives.
2. What can be reported: misconduct or an improper state of affairs in relation to the group,
including a breach of law, fraud, or a danger to the public.
3. How to report: to an Eligible Recipient (the Chair, the CFO or the external hotline
operated by Safecall Australia) or to ASIC, APRA or a lawyer.
4. Protections: the discloser's identity is kept confidential; no detriment may be caused
because of a disclosure.
5. Investigation: reports are assessed within 5 business days and investigated by a person
independent of the matter.
6. Reporting: the Chair reports de-identified statistics to the Board each half year. No
reports were received in FY25.
"""

SSA = """
# SHARE SALE AGREEMENT - DRAFT 4 (Seller draft, 13 October 2025)

Parties: the persons listed in Schedule 1 (Sellers); Tasman Peak Software Holdings Pty Ltd
(Buyer); Wattlebird Systems Holdings Pty Ltd (Company).

## 1. Sale and purchase

1.1 Each Seller agrees to sell its Sale Shares and the Buyer agrees to buy them, free of
Encumbrances, for the Purchase Price.

## 3. Purchase Price

3.1 The Purchase Price is the Enterprise Value of A$118,000,000 less Net Debt, plus or minus
the Working Capital Adjustment, as determined under Schedule 4.

## 4. Conditions

4.1 Completion is conditional on the Buyer receiving the consent or waiver of each
counterparty listed in Schedule 5 (Required Consents) in form reasonably satisfactory to the
Buyer.

## 8. Warranties

8.1 Each Seller warrants to the Buyer that each Warranty in Schedule 3 is true and accurate
at the date of this agreement and at Completion, except as fairly disclosed in the
Disclosure Letter.

## Schedule 3 - Warranties

### 6. Accounts

6.1 The Management Accounts have been prepared with due care and fairly present the
financial performance of the Group for the periods they cover.

6.3 No Group Company is in breach of any financial undertaking under any financing
arrangement and no event of default is continuing.

### 8. Material Contracts

8.1 The Material Contracts are all the contracts that are material to the Group and complete
copies of them (including all variations, side letters and waivers) are in the Data Room.

8.4 No Group Company is party to any agreement that restricts its freedom to carry on
business with any person or in any place, other than as Disclosed.

8.6 No counterparty to a Material Contract is entitled to terminate or vary it because of the
Transaction, other than as listed in Schedule 5.

### 9. Intellectual Property

9.3 A Group Company is the sole legal and beneficial owner of all Intellectual Property
Rights in the Group Software, free of any licence to a third party other than customer
licences in the ordinary course.

9.7 No Group Company has incorporated any open source software into, or used it with, the
Group Software in a way that requires, or conditions any right on, the disclosure, licensing
or distribution of any source code of the Group Software.

### 11. Litigation

11.1 No Group Company is a party to any litigation, arbitration or administrative proceeding,
and so far as the Sellers are aware, none is pending or threatened, and there are no facts
likely to give rise to one.

### 12. Insurance

12.2 All claims and all circumstances that might give rise to a claim have been notified to
the relevant insurer in accordance with the policy.

### 13. Privacy and security

13.2 In the three years before the date of this agreement, no Group Company has suffered an
eligible data breach or a notifiable privacy breach.

### 14. Capital

14.1 Other than the Options listed in the Capitalisation Table, no person has any right to
call for the issue of any share or other security in any Group Company.

## Schedule 5 - Required Consents

1. Southern Tablelands Joint Organisation (clause 17.2 of the Software and Support Agreement).
2. Landlord of Level 9, 60 Margaret Street (clause 14.3 of the lease).
"""

DISCLOSURE_LETTER = """
TO: Tasman Peak Software Holdings Pty Ltd

FROM: The Sellers

Draft of 27 October 2025 - subject to review

# DISCLOSURE LETTER - PROJECT OSSINGTON

## 1. Introduction

This letter is the Disclosure Letter referred to in the Share Sale Agreement (Agreement).
Terms defined in the Agreement have the same meanings here.

## 2. General disclosures

2.1 Each Seller discloses the contents of the Data Room as at 31 October 2025, the public
records of ASIC, the New Zealand Companies Office and the PPSR, and all matters that would be
disclosed by searches of those registers on 29 September 2025.

2.2 A disclosure against one Warranty is a disclosure against every Warranty to which it is
reasonably apparent it relates.

## 3. Specific disclosures

| Warranty | Disclosure |
| 6.3 (financial undertakings) | The Interest Cover Ratio was below the required level at 31 December 2023; the resulting event of default was waived by the Agent on 20 February 2024. No other breach. |
| 8.4 (restrictions) | The Channel Partner Agreement with SunState Digital Pty Ltd contains exclusivity for Queensland Local Governments to 30 June 2026. The Kowhai Advisory exclusivity ended on 31 March 2024. |
| 8.6 (change of control) | See the change of control tracker in folder 3.4. |
| 9.3 (ownership of IP) | Nil. |
| 9.7 (open source) | Nil. |
| 11.1 (litigation) | The unfair dismissal application by Tamsin Reilly (U2025/1184) was settled on 14 April 2025 and discontinued on 28 April 2025. Other than that, nil. |
| 12.2 (insurance notifications) | Nil. |
| 13.2 (data breaches) | Nil. |
| 14.1 (capital) | The ESOP options listed in the Capitalisation Table. |

## 4. Limitation

Nothing in this letter is to be taken as extending the scope of any Warranty.
"""

QA_LOG = [
    [
        "No.",
        "Date raised",
        "Workstream",
        "Question",
        "Answer",
        "Answered by",
        "Date answered",
        "Status",
    ],
    [
        "1",
        "08/10/2025",
        "Corporate",
        "Please provide the current share register and option register.",
        "See the capitalisation table in folder 1.4, prepared from both registers.",
        "P Nandakumar",
        "10/10/2025",
        "Closed",
    ],
    [
        "2",
        "08/10/2025",
        "Financial",
        "Please provide the compliance certificates delivered under the Southern Cross facility since 2023.",
        "The December 2023 certificate is in folder 2.3. Later certificates will be provided in Phase 3.",
        "P Nandakumar",
        "13/10/2025",
        "Closed",
    ],
    [
        "3",
        "08/10/2025",
        "Financial",
        "What was the Leverage Ratio at 30 June 2025 and what is the applicable covenant level?",
        "2.60x against a maximum of 3.25x; see the June 2025 management accounts, covenant dashboard.",
        "P Nandakumar",
        "13/10/2025",
        "Closed",
    ],
    [
        "4",
        "09/10/2025",
        "Commercial",
        "Please confirm whether there are any side letters, rebates, waivers or other arrangements varying the terms of any customer contract in folder 3.1.",
        "Confirmed there are none. The contracts in folder 3.1 are complete.",
        "D Whitcombe",
        "14/10/2025",
        "Closed",
    ],
    [
        "5",
        "09/10/2025",
        "Commercial",
        "Are Harbourline's charges subject to indexation?",
        "Yes, CPI under clause 9.3 of the MSA, applied each 1 July.",
        "P Nandakumar",
        "14/10/2025",
        "Closed",
    ],
    [
        "6",
        "09/10/2025",
        "Commercial",
        "Please list any customer agreements that give a customer pricing protection by reference to other customers.",
        "Murrumbidgee Regional Water (clause 12.4). No price reduction has been triggered.",
        "B Osei",
        "15/10/2025",
        "Closed",
    ],
    [
        "7",
        "10/10/2025",
        "Commercial",
        "Do any agreements contain exclusivity or non-compete restrictions on the Group?",
        "SunState Digital (Queensland councils, to June 2026). The Kowhai NZ exclusivity has ended.",
        "B Osei",
        "15/10/2025",
        "Closed",
    ],
    [
        "8",
        "10/10/2025",
        "Legal",
        "Please list all change of control provisions in contracts with annual value above A$100,000.",
        "See the consents tracker (v3) in folder 3.4.",
        "Moreton Quay Lawyers",
        "20/10/2025",
        "Closed",
    ],
    [
        "9",
        "13/10/2025",
        "People",
        "Do any members of the senior leadership team have interests in other businesses?",
        "Rohan Sethi is a director of, and holds half the shares in, Quollware Pty Ltd, a Melbourne business providing managed IT and cloud services to independent schools and a small number of regional water corporations. He spends limited time on it. Management does not regard it as competing with the Group, and no Board consent has been sought.",
        "D Whitcombe",
        "21/10/2025",
        "Closed",
    ],
    [
        "10",
        "13/10/2025",
        "People",
        "Are there any retention, transaction or change of control payments to employees?",
        "Customary arrangements in the executive agreements in folder 5.2. Unvested options vest on a Sale Event under the ESOP.",
        "P Nandakumar",
        "21/10/2025",
        "Closed",
    ],
    [
        "11",
        "14/10/2025",
        "Technology",
        "Please describe the Group's open source governance and any copyleft components in hosted services.",
        "An annual composition scan is run; see folder 04. Exceptions are tracked to remediation.",
        "T Nguyen",
        "22/10/2025",
        "Closed",
    ],
    [
        "12",
        "14/10/2025",
        "Technology",
        "Who developed the Ledgerline calculation engine?",
        "An external developer under a 2020 agreement, since extended in-house. See folder 04.",
        "R Sethi",
        "22/10/2025",
        "Closed",
    ],
    [
        "13",
        "15/10/2025",
        "Technology",
        "Has the Group experienced any security incident involving personal information in the last three years?",
        "A contained incident affecting a third-party helpdesk tool used in New Zealand in July 2025; no Group system was compromised. Forensic review complete.",
        "L Ferris",
        "24/10/2025",
        "Closed",
    ],
    [
        "14",
        "15/10/2025",
        "Insurance",
        "Have any claims or circumstances been notified under the cyber or PI policies in the last three years?",
        "One PI notification of circumstances in May 2023 (closed, no claim). See the claims register.",
        "P Nandakumar",
        "24/10/2025",
        "Closed",
    ],
    [
        "15",
        "16/10/2025",
        "Legal",
        "Are there any threatened claims by customers?",
        "None, other than routine service credit discussions.",
        "D Whitcombe",
        "24/10/2025",
        "Closed",
    ],
    [
        "16",
        "20/10/2025",
        "Financial",
        "Please explain the Blackwattle convertible notes and their treatment at Completion.",
        "Subordinated notes issued March 2024; to be dealt with at Completion as part of Net Debt. Details to follow.",
        "P Nandakumar",
        "",
        "Open",
    ],
    [
        "17",
        "21/10/2025",
        "Property",
        "Has the landlord of Level 9 consented to the change of control?",
        "Request made on 20 October 2025; the landlord's solicitors are reviewing.",
        "Moreton Quay Lawyers",
        "28/10/2025",
        "Closed",
    ],
    [
        "18",
        "22/10/2025",
        "Corporate",
        "Please confirm the Reilly unfair dismissal application is resolved.",
        "Yes: settled on 14 April 2025, payment made and the application discontinued on 28 April 2025.",
        "P Nandakumar",
        "28/10/2025",
        "Closed",
    ],
    [
        "19",
        "23/10/2025",
        "Financial",
        "Is the Ironbark security over Wattlebird Systems Pty Ltd still in place?",
        "No. Released by deed on 9 June 2023 and the PPSR registration removed; see folder 2.3.",
        "P Nandakumar",
        "28/10/2025",
        "Closed",
    ],
    [
        "20",
        "27/10/2025",
        "Commercial",
        "Has Southern Tablelands consented to the change of control?",
        "Yes, unconditionally, by letter of 3 November 2025 (folder 3.1).",
        "Moreton Quay Lawyers",
        "03/11/2025",
        "Closed",
    ],
]

PROCESS_LETTER = """
HARCOURT LANE PARTNERS
Level 31, 1 Farrer Place, Sydney NSW 2000

6 October 2025

Strictly private and confidential

# Project Ossington - Phase 2 process letter

We refer to your indicative proposal for the acquisition of 100% of the shares in Wattlebird
Systems Holdings Pty Ltd. On behalf of the Sellers we are pleased to invite you to Phase 2.

## Timetable

| Step | Date |
| Data room opens | 6 October 2025 |
| Management presentations | 14 to 17 October 2025 |
| Q&A closes | 14 November 2025 |
| Mark-up of Share Sale Agreement and Disclosure Letter due | 21 November 2025 |
| Binding offers due | 28 November 2025, 5.00 pm (Sydney time) |

## Binding offers

Offers must state the Enterprise Value on a cash-free, debt-free basis, the proposed treatment
of the convertible notes and employee options, funding certainty, any conditions (including
any FIRB or OIO approval), and whether warranty and indemnity insurance will be used.

## Contact

All questions through the Q&A facility. Sean Kilbride, Managing Director.
"""

DOCS: dict[str, object] = {
    f"{INS}/Insurance schedule 2025-26.xlsx": INSURANCE_SCHEDULE,
    f"{INS}/Cyber policy wording and schedule - Southern Meridian 2024-25.pdf": CYBER_WORDING,
    f"{INS}/Claims and notifications register.csv": CLAIMS_REGISTER,
    f"{L}/Disputes and claims register.xlsx": DISPUTES_REGISTER,
    f"{L}/Correspondence/Email - Corio Bay Legal - Bellarine Freight - 8 September 2025.eml": BELLARINE_EMAIL,
    f"{L}/Policies/Privacy Policy.md": PRIVACY_POLICY,
    f"{L}/Policies/Whistleblower Policy v3.txt": WHISTLEBLOWER,
    f"{X}/Share Sale Agreement - Seller draft 4 - 13 October 2025.docx": SSA,
    f"{X}/Disclosure Letter - draft - 27 October 2025.docx": DISCLOSURE_LETTER,
    f"{X}/Q&A log - round 2.csv": QA_LOG,
    f"{X}/Process letter - Phase 2 - 6 October 2025.pdf": PROCESS_LETTER,
}
