"""Ossington: 03 Commercial (pure data)."""

from __future__ import annotations

M = "03 Commercial"
CU = f"{M}/3.1 Customers"

HARBOURLINE_2019 = """
# MANAGED SERVICES AGREEMENT

Harbourline Energy Networks Pty Ltd (ACN 085 445 112) (Harbourline) and Wattlebird Systems
Pty Ltd (ACN 614 230 118) (Supplier). Dated 1 March 2019.

## 1. Services

The Supplier will provide network operations centre, managed cloud hosting and field system
support services for Harbourline's distribution network systems as described in the Service
Descriptions.

## 11. Service levels

11.1 The Supplier must meet the Service Levels. Service Credits are Harbourline's sole
financial remedy for a failure to meet a Service Level, other than a Critical Failure.

## 14. Limitation of liability

14.1 Subject to clause 14.3, the Supplier's aggregate liability for all claims under or in
connection with this Agreement in any Contract Year is limited to the Charges paid in that
Contract Year.

14.3 Clause 14.1 does not apply to, and nothing in this Agreement limits, the Supplier's
liability for loss arising from a Critical Failure affecting the Critical Network Systems,
including liability to indemnify Harbourline against claims by electricity customers.

## 20. Term

This Agreement commences on 1 March 2019 and continues for an initial term of five years.

Signed for Harbourline by its authorised officer and for the Supplier by Dana Whitcombe,
Director.
"""

HARBOURLINE_2023 = """
# MASTER SERVICES AGREEMENT

Between Harbourline Energy Networks Pty Ltd (ACN 085 445 112) (Customer) and Wattlebird Systems
Pty Ltd (ACN 614 230 118) (Supplier)

Commencement Date: 1 July 2023. Initial Term: to 30 June 2028.

## 1. Interpretation

Statement of Work or SOW means a statement of work entered into under this Agreement.
Business Day means a day that is not a Saturday, Sunday or public holiday in Sydney.

## 3. Statements of Work

3.1 The Customer may order Services by entering into a SOW. Each SOW forms part of this
Agreement and, unless it says otherwise, continues for the Initial Term.

## 9. Charges

9.1 The Customer must pay the Charges set out in each SOW within 30 days after receipt of a
valid tax invoice.

9.3 On each 1 July from 1 July 2024, the Charges are adjusted by the percentage change in the
Consumer Price Index (All Groups, weighted average of eight capital cities) for the twelve
months ending on the preceding 31 March.

## 15. Liability

15.1 Each party's aggregate liability under or in connection with this Agreement in any
Contract Year is limited to an amount equal to the Charges payable in the twelve months
before the event giving rise to the claim.

15.2 Clause 15.1 does not limit liability for personal injury, fraud, breach of clause 21
(Confidentiality and privacy) or wilful default.

## 19. Termination

19.1 Neither party may terminate this Agreement or any SOW for convenience before the end of
the Initial Term.

19.2 Either party may terminate this Agreement by notice if the other party commits a
material breach that is not remedied within 30 days after notice.

## 27. Change of control

The Supplier must notify the Customer within ten Business Days after a change in the person
who Controls the Supplier.

## 30. General

30.1 Entire agreement. This Agreement comprises the entire agreement of the parties about its
subject matter and supersedes all earlier agreements, including the Managed Services
Agreement between the parties dated 1 March 2019 (2019 Agreement), which terminates on the
Commencement Date without affecting rights that accrued before that date.

30.2 Variation. This Agreement may be varied only in writing signed by both parties.

Signed for the Customer by Nicholas Brennan, Chief Procurement Officer, and for the Supplier by
Dana Whitcombe, Chief Executive Officer.
"""

SIDE_LETTER = """
WATTLEBIRD SYSTEMS PTY LTD
Level 9, 60 Margaret Street, Sydney NSW 2000

14 February 2025

PRIVATE AND CONFIDENTIAL

Mr Nicholas Brennan
Chief Procurement Officer
Harbourline Energy Networks Pty Ltd

Dear Nick

# Network operations - commercial arrangements

Thank you for the constructive discussions over the past weeks. This letter records what we
agreed in return for Harbourline's agreement to extend the network operations statement of
work (SOW 4) under our Master Services Agreement dated 1 July 2023 (MSA) for its full term.

Despite anything to the contrary in the MSA:

1. The Charges under SOW 4 will remain at the rates applying in FY24 and will not be adjusted
under clause 9.3 of the MSA for any period up to and including 30 June 2027.

2. Harbourline may bring the MSA, or any SOW, to an end at any time by giving us not less than
90 days' written notice, and no early termination charge, wind-down cost or other amount will
be payable by Harbourline because it does so.

3. We will treat this letter as Harbourline's Confidential Information and will not provide a
copy of it, or describe its terms, to any prospective financier, investor or purchaser of the
Wattlebird group without Harbourline's prior written consent.

Please countersign below to confirm Harbourline's agreement.

Yours sincerely

Dana Whitcombe, Chief Executive Officer, for Wattlebird Systems Pty Ltd

Accepted for Harbourline Energy Networks Pty Ltd: Nicholas Brennan, Chief Procurement Officer,
17 February 2025
"""

SOW4 = """
# STATEMENT OF WORK 4 - NETWORK OPERATIONS SERVICES

Under the Master Services Agreement dated 1 July 2023 between Harbourline Energy Networks Pty
Ltd and Wattlebird Systems Pty Ltd.

SOW effective date: 1 July 2023. SOW term: the Initial Term of the MSA.

## 1. Services

24x7 network operations centre monitoring of Harbourline's SCADA-adjacent IT systems,
incident management, patching and vulnerability management for 412 servers and 1,930
network devices.

## 2. Charges

| Service | Unit | FY24 monthly charge (A$, excl. GST) |
| NOC monitoring | per month | 148,500 |
| Patching and vulnerability management | per managed server | 96 |
| Major incident surge support | per hour | 245 |

## 3. Service levels

As set out in the Managed Cloud Service Level Schedule, Tier 1.
"""

MRW_AGREEMENT = """
# LEDGERLINE SUBSCRIPTION AGREEMENT

Murrumbidgee Regional Water (ABN 37 519 203 114) (Customer) and Wattlebird Systems Pty Ltd
(Wattlebird). Dated 18 October 2022.

## 2. Subscription

2.1 Wattlebird grants the Customer a non-exclusive, non-transferable right to access and use
the Subscribed Modules for the Customer's internal purposes during the Term.

## 4. Term

The Term commences on 1 November 2022 and ends on 31 October 2027, unless ended earlier under
clause 15.

## 12. Fees

12.1 The Customer must pay the Subscription Fees set out in the Order Form annually in
advance.

12.2 Subscription Fees are calculated per Assessment, being each rateable property in the
Customer's billing database at the start of each Subscription Year.

12.4 Wattlebird warrants that the Subscription Fees per Assessment charged to the Customer
for a Subscribed Module are, and throughout the Term will be, no higher than the fees per
Assessment that Wattlebird charges any other Australian water authority for that module at a
comparable or smaller volume of Assessments. If Wattlebird agrees lower fees per Assessment
with such an authority, it must notify the Customer within 30 days and the Customer's fees
are reduced to the same level with effect from the date those lower fees first applied,
and Wattlebird must credit any overpayment against the next invoice.

## 15. Termination

15.1 The Customer may terminate this Agreement for convenience on 180 days' notice, paying
the Subscription Fees for the remainder of the Subscription Year then current.

## 18. Governing law

New South Wales.
"""

MRW_ORDER = """
# ORDER FORM - SUBSCRIPTION YEAR 2025-26

Customer: Murrumbidgee Regional Water. Agreement: Ledgerline Subscription Agreement dated 18
October 2022.

| Subscribed Module | Assessments | Fee per Assessment (A$ p.a.) | Annual fee (A$, excl. GST) |
| Ledgerline Rates and Billing (water) | 78,400 | 2.40 | 188,160.00 |
| Ledgerline Customer Portal | 78,400 | 0.55 | 43,120.00 |
| Meter Read Analytics | 78,400 | 0.30 | 23,520.00 |
| Total | | | 254,800.00 |

Subscription Year: 1 November 2025 to 31 October 2026. Invoice date: 1 October 2025.
"""

EPW_ORDER = """
# LEDGERLINE ORDER FORM

Customer: Eastern Plains Water Corporation (ABN 71 403 662 919), a water corporation under
the Water Act 1989 (Vic).

Supplier: Wattlebird Systems Pty Ltd.

This Order Form incorporates the Ledgerline Standard Subscription Terms version 4.2.

Order date: 3 March 2025. Subscription start: 1 April 2025. Initial subscription period: four
years.

| Subscribed Module | Assessments | Fee per Assessment (A$ p.a.) | Annual fee (A$, excl. GST) |
| Ledgerline Rates and Billing (water) | 64,200 | 1.85 | 118,770.00 |
| Ledgerline Customer Portal | 64,200 | 0.40 | 25,680.00 |
| Implementation (fixed, one-off) | | | 185,000.00 |

Special conditions: The fees in this Order Form are fixed for the initial subscription
period. The parties agree to keep the pricing in this Order Form confidential.

Signed for the Customer by Alison Meagher, Chief Executive, and for the Supplier by Bianca
Osei, Head of Sales, under delegated authority.
"""

HVSS_AGREEMENT = """
# SERVICES AGREEMENT - RATING AND PROPERTY SYSTEM SERVICES

Hunter Valley Councils Shared Services Pty Ltd (ACN 168 773 020) (Principal) and Wattlebird
Systems Pty Ltd (ACN 614 230 118) (Contractor)

Contract reference HVSS-2022-017. Dated 4 April 2022.

## 1. Definitions

Control has the meaning given in section 50AA of the Corporations Act 2001 (Cth).

Change in Control means, in relation to the Contractor, any event by which a person who did
not Control the Contractor, or any entity that Controls the Contractor, comes to Control it.

## 5. Term

The Agreement commences on 1 July 2022 and continues until 30 June 2027, with two options to
extend of two years each exercisable by the Principal.

## 12. Services

The Contractor will host, support and maintain the Ledgerline rating and property system for
the Principal's seven member councils.

## 24. Change in Control

24.1 The Contractor must not permit a Change in Control to occur without the Principal's prior
written approval, which the Principal may give or withhold in its absolute discretion.

24.2 If a Change in Control occurs without that approval the Principal may terminate this
Agreement immediately by notice to the Contractor, and clause 26.4 (Transition-out) then
applies at the Contractor's cost.

## 26. Termination

26.4 On expiry or termination the Contractor must provide transition-out services for up to
nine months.

## 31. Governing law

This Agreement is governed by the laws of New South Wales.
"""

STJO_AGREEMENT = """
# SOFTWARE AND SUPPORT AGREEMENT

Southern Tablelands Joint Organisation (Customer) and Wattlebird Systems Pty Ltd (Supplier).
Dated 9 August 2021.

## 4. Licence

The Supplier grants the Customer and each Member Council a licence to use Ledgerline for the
Term.

## 10. Fees

Fees are set out in Schedule 2 and are payable quarterly in arrears.

## 17. Assignment

17.1 The Supplier must not assign, novate or otherwise deal with its rights or obligations
under this Agreement without the prior written consent of the Customer.

17.2 A change in the beneficial ownership or control of the Supplier, or of any holding
company of the Supplier, is deemed an assignment requiring the Customer's prior written
consent under clause 17.1.

17.3 If the Supplier breaches clause 17.1 the Customer may terminate this Agreement on 30
days' notice.

## 22. Term

The Term runs from 1 September 2021 to 31 August 2026.
"""

STJO_CONSENT = """
SOUTHERN TABLELANDS JOINT ORGANISATION
PO Box 214, Goulburn NSW 2580

3 November 2025

Ms Dana Whitcombe
Chief Executive Officer, Wattlebird Systems Pty Ltd

# Software and Support Agreement dated 9 August 2021 - consent under clause 17

We refer to your letter of 20 October 2025 informing us of the proposed acquisition of all of
the shares in Wattlebird Systems Holdings Pty Ltd by Tasman Peak Software Holdings Pty Ltd or
its nominee.

For the purposes of clauses 17.1 and 17.2 of the Agreement, the Customer consents to the change
in the beneficial ownership and control of the Supplier that will result from that
acquisition. This consent is unconditional and may be relied on by the Supplier and the
purchaser. The Agreement otherwise continues unchanged.

Yours sincerely

Kerrie Doyle, Executive Officer, Southern Tablelands Joint Organisation
(authorised by resolution of the Board of the Joint Organisation on 30 October 2025)
"""

BURNETT_ORDER = """
# LEDGERLINE SUBSCRIPTION - ORDER FORM

Supplier: Wattlebird Systems Pty Ltd (ABN 52 614 230 118), Level 9, 60 Margaret Street, Sydney.

Customer: Burnett Coast Regional Council, a local government constituted under the Local
Government Act 2009 (Qld).

Order date: 12 May 2025. Subscription start: 1 July 2025. Initial subscription period: three
years.

| Subscribed Module | Assessments | Fee per Assessment (A$ p.a.) |
| Ledgerline Rates and Billing | 41,800 | 2.95 |
| Ledgerline Customer Portal | 41,800 | 0.60 |

This Order Form is entered into directly between the Supplier and the Customer and
incorporates the Ledgerline Standard Subscription Terms version 4.2. The Customer's contact is
the Chief Information Officer.

Signed by the Chief Executive Officer under delegation, and for the Supplier by Bianca Osei.
"""

SUNSTATE = """
# CHANNEL PARTNER AGREEMENT

Wattlebird Systems Pty Ltd (Wattlebird) and SunState Digital Pty Ltd (ACN 143 906 225)
(Partner). Dated 28 June 2023.

## 1. Definitions

Commencement Date means 1 July 2023.

Queensland Local Government means a local government within the meaning of the Local
Government Act 2009 (Qld).

Exclusive Period means the period beginning on the Commencement Date and ending on 30 June
2026.

## 3. Appointment

3.1 Wattlebird appoints the Partner as its reseller of Ledgerline in Australia.

3.2 During the Exclusive Period the Partner's appointment is exclusive in respect of
Queensland Local Governments. Wattlebird must not, during the Exclusive Period, itself
market, sell or license Ledgerline to any Queensland Local Government, and must refer to the
Partner any enquiry it receives from one.

3.3 In consideration of clause 3.2, the Partner must achieve the Minimum Annual Revenue in
Schedule 1 for each year of the Exclusive Period.

## 7. Margins

The Partner purchases subscriptions at a 28% discount from Wattlebird's list price.

## 14. Remedies

14.2 If Wattlebird breaches clause 3.2, Wattlebird must pay the Partner, as a genuine
pre-estimate of the Partner's loss, an amount equal to the Partner's margin on the first
three years' fees under the contract concerned, without prejudice to the Partner's other
rights.

## 18. Governing law

This agreement is governed by the laws of Queensland.
"""

KOWHAI = """
# IMPLEMENTATION PARTNER AGREEMENT

Wattlebird Systems NZ Limited (company number 6641207) (Wattlebird NZ) and Kowhai Advisory
Limited (company number 5530118) (Kowhai). Dated 22 March 2022.

## 1. Appointment

1.1 Wattlebird NZ appoints Kowhai to deliver implementation and data migration services for
Ledgerline deployments to territorial authorities in New Zealand.

## 2. Exclusivity Period

2.1 During the Exclusivity Period Wattlebird NZ will not appoint any other person to deliver
implementation services for Ledgerline to a New Zealand territorial authority.

2.2 Exclusivity Period means 1 April 2022 to 31 March 2024. The parties may extend it by
written agreement for a further twelve months; otherwise it ends on 31 March 2024 and
clause 2.1 ceases to apply.

## 3. Fees

Kowhai's day rates are set out in Schedule 1 and are invoiced monthly in New Zealand dollars.

## 9. Term

This agreement continues until terminated by either party on three months' notice.

## 12. Governing law

The laws of New Zealand.
"""

KOWHAI_EMAIL = {
    "From": "Hemi Watene <hemi.watene@wattlebird.co.nz>",
    "To": "Aroha Paewai <aroha@kowhaiadvisory.co.nz>",
    "Cc": "Priya Nandakumar <priya.nandakumar@wattlebird.com.au>",
    "Date": "Tue, 02 Apr 2024 09:12:44 +1300",
    "Subject": "Implementation Partner Agreement - end of exclusivity period",
    "body": """
Kia ora Aroha

Following our conversation last week, I'm writing to confirm that the Exclusivity Period
under clause 2 of our Implementation Partner Agreement of 22 March 2022 ended on 31 March 2024
and we have not agreed to extend it. From 1 April 2024 clause 2.1 no longer applies; the rest
of the agreement carries on as before, on a non-exclusive basis.

We still expect Kowhai to deliver the Te Awa and Rangitoto migrations and look forward to
working with you on them.

Nga mihi
Hemi

-----
From: Aroha Paewai
Sent: Tuesday, 2 April 2024 10:03 a.m.
Subject: RE: Implementation Partner Agreement - end of exclusivity period

Thanks Hemi, agreed and understood. No extension from our side either.
Aroha
""",
}

STANDARD_TERMS = """
# Ledgerline Standard Subscription Terms - version 4.2 (effective 1 July 2024)

## 1. Subscription

We grant you a non-exclusive right to use the Subscribed Modules during the Subscription
Period for your internal business purposes.

## 2. Fees and indexation

Fees are payable annually in advance. Unless the Order Form says the fees are fixed, we may
increase fees on each anniversary of the start date by up to the greater of CPI and 3%.

## 3. Data

You own your data. We host it in Australia (AWS Asia Pacific (Sydney) region) and will not
move it outside Australia without your consent, except for support access from our
Philippine delivery centre under the controls in our Information Security Policy.

## 4. Liability

Our total liability in any 12 month period is limited to the fees paid in that period. We are
not liable for indirect or consequential loss.

## 5. Term and renewal

The Subscription Period renews for successive 12 month periods unless either party gives 60
days' notice before the end of the current period.

## 6. Governing law

The law of New South Wales, or of the State in which you are constituted if you are a public
authority.
"""

SLA = """
# MANAGED CLOUD SERVICE LEVEL SCHEDULE (v3, July 2023)

## Service levels

| Tier | Availability target | P1 response | P1 restore | Service credit per 0.1% below target |
| Tier 1 | 99.95% | 15 minutes | 4 hours | 2% of monthly charge |
| Tier 2 | 99.9% | 30 minutes | 8 hours | 1% of monthly charge |
| Tier 3 | 99.5% | 2 hours | next business day | 0.5% of monthly charge |

## Caps

Service credits in any month are capped at 15% of the monthly charge for the affected
service. Service credits are a price adjustment reflecting the reduced value of the service.

## Exclusions

Scheduled maintenance notified at least five Business Days in advance, customer-caused
faults and force majeure events are excluded.
"""

CONTRACTS_REGISTER = {
    "Customers": [
        [
            "Counterparty",
            "State/country",
            "Agreement",
            "Signed",
            "Expiry",
            "Channel",
            "ARR A$000",
            "CoC clause",
        ],
        [
            "Harbourline Energy Networks Pty Ltd",
            "NSW",
            "Master Services Agreement + SOW 1-4",
            "01/07/2023",
            "30/06/2028",
            "Direct",
            7_210,
            "Notice (cl 27)",
        ],
        [
            "Hunter Valley Councils Shared Services Pty Ltd",
            "NSW",
            "Services Agreement HVSS-2022-017",
            "04/04/2022",
            "30/06/2027",
            "Direct",
            2_540,
            "See agreement",
        ],
        [
            "Murrumbidgee Regional Water",
            "NSW",
            "Ledgerline Subscription Agreement",
            "18/10/2022",
            "31/10/2027",
            "Direct",
            255,
            "None",
        ],
        [
            "Southern Tablelands Joint Organisation",
            "NSW",
            "Software and Support Agreement",
            "09/08/2021",
            "31/08/2026",
            "Direct",
            1_250,
            "Consent (cl 17.2)",
        ],
        [
            "Eastern Plains Water Corporation",
            "VIC",
            "Order Form (std terms v4.2)",
            "03/03/2025",
            "31/03/2029",
            "Direct",
            144,
            "None",
        ],
        [
            "Burnett Coast Regional Council",
            "QLD",
            "Order Form (std terms v4.2)",
            "12/05/2025",
            "30/06/2028",
            "Direct",
            148,
            "None",
        ],
        [
            "Whitsunday Hinterland Regional Council",
            "QLD",
            "Reseller order via SunState",
            "02/02/2024",
            "01/02/2027",
            "SunState",
            96,
            "None",
        ],
        [
            "Te Awa District Council",
            "NZ",
            "Ledgerline Subscription (NZ terms)",
            "15/06/2022",
            "14/06/2026",
            "Direct (NZ)",
            705,
            "None",
        ],
    ],
    "Partners": [
        ["Counterparty", "Agreement", "Signed", "Exclusivity", "Notes"],
        [
            "SunState Digital Pty Ltd",
            "Channel Partner Agreement",
            "28/06/2023",
            "QLD local government to 30/06/2026",
            "Minimum Annual Revenue met FY24 and FY25",
        ],
        [
            "Kowhai Advisory Limited",
            "Implementation Partner Agreement (NZ)",
            "22/03/2022",
            "Ended 31/03/2024 (not extended)",
            "Non-exclusive since 1/4/2024",
        ],
    ],
    "Suppliers": [
        ["Counterparty", "Agreement", "Signed", "Expiry", "Annual spend A$000"],
        [
            "Amazon Web Services Australia Pty Ltd",
            "AWS Customer Agreement + Enterprise Discount Program",
            "01/12/2023",
            "30/11/2026",
            2_950,
        ],
        [
            "Ridgeway Data Centres Pty Ltd",
            "Colocation Services Agreement",
            "01/02/2021",
            "31/01/2026",
            384,
        ],
        [
            "Wattlebird Delivery Services Philippines, Inc.",
            "Intercompany Services Agreement",
            "01/07/2019",
            "Evergreen",
            4_620,
        ],
    ],
}

CUSTOMER_LIST = [
    ["customer_id", "customer", "segment", "country", "products", "arr_aud", "contract_end"],
    [
        "C001",
        "Harbourline Energy Networks Pty Ltd",
        "Energy",
        "AU",
        "Managed Cloud; NOC",
        "7210000",
        "2028-06-30",
    ],
    [
        "C002",
        "Hunter Valley Councils Shared Services Pty Ltd",
        "Local government",
        "AU",
        "Ledgerline hosted",
        "2540000",
        "2027-06-30",
    ],
    [
        "C003",
        "Southern Tablelands Joint Organisation",
        "Local government",
        "AU",
        "Ledgerline",
        "1250000",
        "2026-08-31",
    ],
    ["C004", "Murrumbidgee Regional Water", "Water", "AU", "Ledgerline", "254800", "2027-10-31"],
    [
        "C005",
        "Eastern Plains Water Corporation",
        "Water",
        "AU",
        "Ledgerline",
        "144450",
        "2029-03-31",
    ],
    [
        "C006",
        "Burnett Coast Regional Council",
        "Local government",
        "AU",
        "Ledgerline",
        "148390",
        "2028-06-30",
    ],
    [
        "C007",
        "Te Awa District Council",
        "Local government",
        "NZ",
        "Ledgerline",
        "705000",
        "2026-06-14",
    ],
    [
        "C008",
        "Whitsunday Hinterland Regional Council (via SunState)",
        "Local government",
        "AU",
        "Ledgerline",
        "96000",
        "2027-02-01",
    ],
    [
        "C009",
        "Lachlan Plains Shire Council",
        "Local government",
        "AU",
        "Ledgerline",
        "182000",
        "2026-12-31",
    ],
    [
        "C010",
        "Coorong Water Services",
        "Water",
        "AU",
        "Ledgerline; Meter Read Analytics",
        "131500",
        "2027-06-30",
    ],
    [
        "C011",
        "Northern Rivers Energy Co-operative",
        "Energy",
        "AU",
        "Managed Cloud",
        "612000",
        "2026-09-30",
    ],
    [
        "C012",
        "Waikaia District Council",
        "Local government",
        "NZ",
        "Ledgerline",
        "214000",
        "2027-03-31",
    ],
]

CONSENTS = {
    "Tracker": [
        ["Project Ossington - change of control review (v3, 20 October 2025)"],
        ["Counterparty", "Agreement", "Clause", "Requirement", "Action", "Status", "Comment"],
        [
            "Harbourline Energy Networks",
            "Master Services Agreement 2023",
            "27",
            "Notice within 10 Business Days after completion",
            "Post-completion notice",
            "Not started",
            "",
        ],
        [
            "Hunter Valley Councils Shared Services",
            "Services Agreement HVSS-2022-017",
            "-",
            "None identified",
            "Courtesy letter after completion",
            "Not started",
            "No consent requirement identified on review",
        ],
        [
            "Southern Tablelands Joint Organisation",
            "Software and Support Agreement 2021",
            "17.2",
            "Prior written consent (deemed assignment)",
            "Consent request sent 20/10/2025",
            "Received 03/11/2025",
            "Unconditional consent - see 3.1 folder",
        ],
        ["SunState Digital", "Channel Partner Agreement", "-", "None", "-", "n/a", ""],
        [
            "Southern Cross (Agent)",
            "Syndicated Facility Agreement",
            "23.1(c)",
            "Consent of all Lenders",
            "Refinance at completion",
            "Agreed in principle",
            "Payout letter to be obtained",
        ],
        [
            "Blackwattle Ventures",
            "Convertible Note Deed",
            "3.2",
            "Notice 10 Business Days before completion",
            "Notice to be given",
            "Not started",
            "",
        ],
        [
            "60 Margaret Street landlord",
            "Lease Level 9",
            "14.3",
            "Landlord consent (deemed assignment)",
            "Request sent 20/10/2025",
            "Pending",
            "Landlord's solicitors reviewing",
        ],
        ["Amazon Web Services", "AWS Customer Agreement", "-", "None", "-", "n/a", ""],
    ],
    "Notes": [
        [
            "Prepared by Moreton Quay Lawyers from the contracts in folder 03 and 06. Only agreements with annual value above A$100,000 reviewed."
        ],
    ],
}

AWS = """
AWS ENTERPRISE ARRANGEMENTS - SUMMARY FOR DATA ROOM

Contracting entity: Amazon Web Services Australia Pty Ltd
Agreement: AWS Customer Agreement (online terms) with a Private Pricing Addendum (Enterprise
Discount Program) dated 1 December 2023, term three years.

Commitment: minimum spend of US$1,800,000 per year across the term; shortfall payable at the
end of each year. FY25 spend US$1.93m (commitment met).

Regions used: ap-southeast-2 (Sydney) for all production workloads; ap-southeast-4
(Melbourne) for disaster recovery copies of Ledgerline databases. No customer data is stored
in other regions.

Assignment: the AWS Customer Agreement may be assigned by the customer to an affiliate or in
connection with a merger or sale of all or substantially all of its assets on notice. No
consent is required for a change in ownership of the customer.
"""

COLOCATION = """
# COLOCATION SERVICES AGREEMENT

Ridgeway Data Centres Pty Ltd (Provider) and Wattlebird Systems Pty Ltd (Customer). Dated 1
February 2021.

## 1. Services

The Provider will provide two 42RU racks, power to 8kW per rack, cross connects and remote
hands at its Macquarie Park facility.

## 4. Term

Five years from 1 February 2021. The Customer may renew for three years by notice given at
least six months before expiry.

## 8. Fees

Fees are A$32,000 per month, indexed annually by 3%.

## 15. Assignment

Neither party may assign this agreement without the other's consent, not to be unreasonably
withheld.
"""

INTERCOMPANY = """
# INTERCOMPANY SERVICES AGREEMENT

Wattlebird Systems Pty Ltd (Service Recipient) and Wattlebird Delivery Services Philippines,
Inc. (Service Provider). Dated 1 July 2019.

## 1. Services

The Service Provider will provide software development, quality assurance, level 1 service
desk and back-office services from its Makati delivery centre.

## 2. Remuneration

The Service Recipient will pay the Service Provider's costs plus a mark-up of 8%, invoiced
monthly in Australian dollars.

## 3. Data

The Service Provider accesses customer systems only through the Service Recipient's virtual
desktop environment hosted in Australia. No customer data is to be stored in the Philippines.

## 4. Intellectual property

All intellectual property created by the Service Provider or its personnel in performing the
Services vests in the Service Recipient on creation.

## 5. Term

The agreement continues until terminated by either party on six months' notice.
"""

DOCS: dict[str, object] = {
    f"{CU}/Harbourline Energy Networks/Managed Services Agreement - 1 March 2019 (superseded).pdf": HARBOURLINE_2019,
    f"{CU}/Harbourline Energy Networks/Master Services Agreement - 1 July 2023.docx": HARBOURLINE_2023,
    f"{CU}/Harbourline Energy Networks/Letter - network operations commercial arrangements - 14 February 2025.pdf": SIDE_LETTER,
    f"{CU}/Harbourline Energy Networks/SOW 4 - Network Operations Services.docx": SOW4,
    f"{CU}/Murrumbidgee Regional Water/Ledgerline Subscription Agreement - 18 October 2022.docx": MRW_AGREEMENT,
    f"{CU}/Murrumbidgee Regional Water/Order Form - Subscription Year 2025-26.pdf": MRW_ORDER,
    f"{CU}/Eastern Plains Water/Ledgerline Order Form - 3 March 2025.pdf": EPW_ORDER,
    f"{CU}/Hunter Valley Councils Shared Services/Services Agreement HVSS-2022-017.docx": HVSS_AGREEMENT,
    f"{CU}/Southern Tablelands JO/Software and Support Agreement - 9 August 2021.pdf": STJO_AGREEMENT,
    f"{CU}/Southern Tablelands JO/Letter - consent under clause 17 - 3 November 2025.pdf": STJO_CONSENT,
    f"{CU}/Burnett Coast Regional Council/Ledgerline Order Form - 12 May 2025.docx": BURNETT_ORDER,
    f"{M}/3.2 Channel partners/Channel Partner Agreement - SunState Digital - 28 June 2023.docx": SUNSTATE,
    f"{M}/3.2 Channel partners/Implementation Partner Agreement - Kowhai Advisory (NZ) - 2022.pdf": KOWHAI,
    f"{M}/3.2 Channel partners/Email - Kowhai - end of exclusivity period - 2 April 2024.eml": KOWHAI_EMAIL,
    f"{M}/3.3 Standard terms/Ledgerline Standard Subscription Terms v4.2.md": STANDARD_TERMS,
    f"{M}/3.3 Standard terms/Managed Cloud Service Level Schedule v3.pdf": SLA,
    f"{M}/3.4 Registers/Material contracts register.xlsx": CONTRACTS_REGISTER,
    f"{M}/3.4 Registers/Customer list - ARR October 2025.csv": CUSTOMER_LIST,
    f"{M}/3.4 Registers/Change of control consents tracker v3.xlsx": CONSENTS,
    f"{M}/3.5 Suppliers/AWS enterprise arrangements - summary.txt": AWS,
    f"{M}/3.5 Suppliers/Colocation Services Agreement - Ridgeway Data Centres.docx": COLOCATION,
    f"{M}/3.5 Suppliers/Intercompany Services Agreement - AU-PH.docx": INTERCOMPANY,
}
