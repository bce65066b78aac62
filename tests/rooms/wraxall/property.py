"""05 Property of the wraxall room (pure data)."""

from __future__ import annotations

AVONMOUTH_LEASE = [
    """LAND REGISTRATION ACT 2002 - PRESCRIBED CLAUSES
LR1. Date of lease: 27 September 2019
LR2. Title number(s): LR2.1 Landlord's title number: BL118842
LR3. Parties to this lease: Landlord: SEVERN ESTUARY PROPERTIES LIMITED (company number 03355160) of 40 Queen Square, Bristol BS1 4QP. Tenant: BRACKENFIELD COLD CHAIN LIMITED (company number 08451123) of Unit 4, Kings Weston Lane, Avonmouth, Bristol BS11 8AZ.
LR4. Property: Unit 4, Kings Weston Lane, Avonmouth, Bristol, as more particularly described in clause 1.1 of this lease.
LR6. Term for which the Property is leased: from and including 29 September 2019 to and including 28 September 2034.
LR8. Prohibitions or restrictions on disposing of this lease: this lease contains a provision that prohibits or restricts dispositions (clause 9).

THIS LEASE is dated 27 September 2019

1. DEFINITIONS AND INTERPRETATION
1.1 "Annual Rent": rent at an initial rate of GBP 1,140,000 per annum and then as revised pursuant to this lease. "Building": the cold store building on the Property, with a gross internal area of approximately 18,400 square metres, including the refrigerated chambers, the plant room and the loading docks. "Insured Risks": fire, explosion, lightning, earthquake, storm, flood, escape of water, riot, aircraft, impact, terrorism and such other risks as the Landlord reasonably decides to insure against. "Permitted Use": use as a temperature-controlled warehouse and distribution centre within Use Class B8, with ancillary offices. "Rent Review Date": 29 September 2024 and 29 September 2029. "Service Charge": the charge payable under Schedule 3.
1.2 Any obligation on the Tenant not to do something includes an obligation not to agree to or suffer that thing to be done and an obligation to use best endeavours to prevent that thing being done by another person.

2. GRANT
2.1 The Landlord with full title guarantee lets the Property to the Tenant for the Contractual Term, together with the rights set out in Schedule 1, excepting and reserving the rights set out in Schedule 2.

3. RENT
3.1 The Tenant shall pay the Annual Rent and any VAT in respect of it by four equal instalments in advance on or before the usual quarter days.
3.2 The Annual Rent shall be reviewed on each Rent Review Date to the higher of the Annual Rent payable immediately before the Rent Review Date and the open market rent, determined in accordance with Schedule 4.

4. INSURANCE
4.1 The Landlord shall insure the Building against the Insured Risks for its full reinstatement cost. The Tenant shall pay the Insurance Rent on demand.
4.2 The Tenant shall insure its refrigeration plant, racking and stock and shall keep the Landlord indemnified against loss arising from the escape of refrigerant from the Tenant's plant.""",
    """5. REPAIR AND DECORATION
5.1 The Tenant shall keep the Property in good and substantial repair and condition, including the insulated panel envelope, the refrigeration plant room and the floor slab and underfloor heating, and shall decorate the Property in the last year of the Term.
5.2 The Tenant shall not be liable to repair damage caused by an Insured Risk unless the insurance money is irrecoverable because of an act or default of the Tenant.

6. USE
6.1 The Tenant shall not use the Property for any purpose other than the Permitted Use.
6.2 The Tenant shall comply with all laws relating to the Property and its use, including the Health and Safety at Work etc. Act 1974, the Pressure Systems Safety Regulations 2000 and the Control of Major Accident Hazards Regulations 2015 so far as they apply to the ammonia refrigeration plant.

7. ALTERATIONS
7.1 The Tenant shall not make any external or structural alteration to the Property. The Tenant may make internal non-structural alterations and install or replace racking and refrigeration plant with the consent of the Landlord, such consent not to be unreasonably withheld.

8. SIGNS
8.1 The Tenant may display its name and logo on the Building in a form approved by the Landlord.

9. ALIENATION
9.1 The Tenant shall not assign, underlet, charge, part with or share possession or share occupation of the whole or any part of the Property, or hold the Property on trust for another, except as permitted by this clause 9.
9.2 The Tenant shall not assign the whole of the Property without the prior written consent of the Landlord, such consent not to be unreasonably withheld. The Landlord may give its consent subject to the condition that the assignor enters into an authorised guarantee agreement and to a condition that a guarantor acceptable to the Landlord acting reasonably guarantees the assignee's obligations.
9.3 The Tenant may share occupation of the Property with a Group Company for so long as it remains a Group Company, provided that no relationship of landlord and tenant is created.
9.4 The Tenant may charge the whole of this lease to a bank or financial institution by way of security with the Landlord's consent, such consent not to be unreasonably withheld.
9.5 The Tenant shall not underlet part only of the Property.
9.6 For the purposes of this clause 9, any change in the person or persons having control (within the meaning of section 1124 of the Corporation Tax Act 2010) of the Tenant, whether directly or through any holding company or companies, shall be treated as an assignment of this lease requiring the Landlord's consent under clause 9.2, and the Tenant shall apply for that consent not less than 20 Business Days before the change takes effect.""",
    """10. REGISTRATION
10.1 The Tenant shall within one month after any dealing with this lease give notice of it to the Landlord's solicitors with a certified copy of the document effecting it and pay their reasonable fee.

11. LANDLORD'S COVENANT FOR QUIET ENJOYMENT
11.1 The Landlord covenants with the Tenant that, so long as the Tenant pays the rents reserved by and complies with its obligations in this lease, the Tenant shall have quiet enjoyment of the Property without any interruption by the Landlord or any person claiming under the Landlord.

12. RE-ENTRY AND FORFEITURE
12.1 The Landlord may re-enter the Property (or any part of the Property in the name of the whole) at any time after any of the following occurs: (a) any rent is unpaid 21 days after becoming payable whether it has been formally demanded or not; (b) any breach of any condition of, or tenant covenant in, this lease; or (c) the Tenant entering administration or liquidation or having a receiver appointed.
12.2 If the Landlord re-enters the Property pursuant to this clause, this lease shall immediately end, but without prejudice to any right or remedy of the Landlord in respect of any breach of covenant by the Tenant.

13. BREAK CLAUSE
13.1 The Tenant may terminate this lease on 29 September 2029 by giving the Landlord not less than twelve months' written notice, provided that on that date it has paid the Annual Rent due and gives up vacant possession.

14. GOVERNING LAW
14.1 This lease and any dispute or claim (including non-contractual disputes or claims) arising out of or in connection with it shall be governed by the law of England and Wales.

SCHEDULE 4 - RENT REVIEW (summary): upward-only review to open market rent on the assumptions and disregards usual for a modern cold store; disputes determined by an independent surveyor acting as an expert. The 2024 review was agreed at GBP 1,265,000 per annum by memorandum dated 14 November 2024.

Executed as a deed by SEVERN ESTUARY PROPERTIES LIMITED acting by two directors.
Executed as a deed by BRACKENFIELD COLD CHAIN LIMITED acting by Dominic Arkwright, director, in the presence of a witness.""",
]


def crewe_lease() -> dict:
    return {
        "title": "LEASE - WESTON ROAD COLD STORE, CREWE",
        "preamble": [
            "Dated 1 October 2025",
            "Landlord: Cheshire Gateway Estates Limited (company number 06621340). Tenant: Brackenfield Cold Chain Limited (company number 08451123). Guarantor: Brackenfield Cold Chain Holdings Limited.",
        ],
        "clauses": [
            (
                "1. TERM AND RENT",
                [
                    "1.1 Term: 20 years from 1 October 2025. Annual Rent: GBP 640,000, subject to five-yearly upward-only review to CPI (collar 1%, cap 4% per annum compounded). Rent-free period: 9 months."
                ],
            ),
            (
                "2. USE",
                [
                    "2.1 Use within Use Class B8 as a temperature-controlled warehouse with ancillary offices and a vehicle maintenance workshop."
                ],
            ),
            (
                "3. REPAIR",
                [
                    "3.1 Full repairing: the Tenant shall keep the Property in good repair, but shall not be required to put it into a better state than that evidenced by the Schedule of Condition annexed."
                ],
            ),
            (
                "4. ALIENATION",
                [
                    "4.1 The Tenant shall not assign the whole of this lease without the Landlord's consent, not to be unreasonably withheld; no assignment or underletting of part.",
                    "4.2 The Tenant may share occupation with any Group Company without consent.",
                ],
            ),
            (
                "5. BREAK",
                [
                    "5.1 The Tenant may determine this lease on the tenth anniversary of the term commencement date on six months' notice."
                ],
            ),
            (
                "6. GUARANTEE",
                [
                    "6.1 The Guarantor guarantees the Tenant's obligations until the Tenant is released by an assignment made in accordance with this lease."
                ],
            ),
            ("7. LAW", ["7.1 English law."]),
        ],
        "schedules": [],
        "signatures": ["Executed as deeds by the Landlord, the Tenant and the Guarantor."],
        "header": "Crewe - Lease",
        "footer": "",
    }


def allentown_lease() -> dict:
    return {
        "title": "INDUSTRIAL LEASE AGREEMENT",
        "preamble": [
            'This Industrial Lease Agreement (the "Lease") is made as of August 1, 2022 between Lehigh Crossroads Industrial LLC, a Delaware limited liability company ("Landlord"), and Brackenfield Logistics Inc., a Delaware corporation ("Tenant").',
        ],
        "clauses": [
            (
                "1. PREMISES",
                [
                    '1.1 Landlord leases to Tenant the building known as 7400 Industrial Boulevard, Allentown, Pennsylvania 18106, containing approximately 142,000 rentable square feet, including 96,000 square feet of freezer and cooler space (the "Premises").'
                ],
            ),
            (
                "2. TERM",
                [
                    "2.1 The term commences on September 1, 2022 and expires on August 31, 2032, with two (2) options to extend for five (5) years each on twelve (12) months' prior written notice."
                ],
            ),
            (
                "3. BASE RENT",
                [
                    "3.1 Base Rent is $1,562,000 per year for the first lease year, increasing by 3.0% on each anniversary of the commencement date, payable monthly in advance. This is a triple-net lease: Tenant pays all real estate taxes, insurance and operating expenses."
                ],
            ),
            (
                "4. SECURITY DEPOSIT",
                [
                    "4.1 Tenant has delivered a letter of credit in the amount of $390,000, which Landlord may draw upon a Default."
                ],
            ),
            (
                "5. ASSIGNMENT AND SUBLETTING",
                [
                    "5.1 Tenant shall not assign this Lease or sublet the Premises without Landlord's prior written consent, which shall not be unreasonably withheld, conditioned or delayed. A transfer of stock of Tenant or of any parent of Tenant shall not constitute an assignment."
                ],
            ),
            (
                "6. MAINTENANCE",
                [
                    "6.1 Tenant shall maintain the refrigeration systems and the interior of the Premises; Landlord shall maintain the roof structure and foundation."
                ],
            ),
            (
                "7. GOVERNING LAW",
                ["7.1 This Lease is governed by the laws of the Commonwealth of Pennsylvania."],
            ),
        ],
        "schedules": [],
        "signatures": [
            "LEHIGH CROSSROADS INDUSTRIAL LLC    By: /s/ Daniel Reyes    Title: Manager",
            "BRACKENFIELD LOGISTICS INC.    By: /s/ Carla Brandt    Title: President",
        ],
        "header": "",
        "footer": "",
    }


PROPERTY_SCHEDULE = {
    "Properties": [
        [
            "Site",
            "Entity",
            "Tenure",
            "Landlord",
            "Term",
            "Rent p.a.",
            "Break",
            "Alienation / change of control",
        ],
        [
            "Unit 4, Kings Weston Lane, Avonmouth",
            "BCCL",
            "Leasehold",
            "Severn Estuary Properties Limited",
            "29/09/2019 - 28/09/2034",
            "GBP 1,265,000",
            "29/09/2029 (12m notice)",
            "assignment with consent",
        ],
        ["Matford Business Park, Exeter", "BCCL", "Freehold", "-", "-", "-", "-", "-"],
        [
            "Weston Road, Crewe",
            "BCCL",
            "Leasehold",
            "Cheshire Gateway Estates Limited",
            "01/10/2025 - 30/09/2045",
            "GBP 640,000",
            "01/10/2035",
            "assignment with consent",
        ],
        [
            "7400 Industrial Blvd, Allentown PA",
            "BLI",
            "Leasehold",
            "Lehigh Crossroads Industrial LLC",
            "09/2022 - 08/2032",
            "USD 1,657,000",
            "none",
            "stock transfer not an assignment",
        ],
        [
            "Unit 9, Severnside Trading Estate (vacated)",
            "BCCL",
            "Surrendered 30/06/2025",
            "Portway Industrial Holdings Limited",
            "-",
            "-",
            "-",
            "surrendered; see deed",
        ],
    ]
}

SEVERNSIDE_DILAPS = """SCHEDULE OF DILAPIDATIONS

Property: Unit 9, Severnside Trading Estate, Bristol BS10 7TP
Landlord: Portway Industrial Holdings Limited
Tenant: Brackenfield Cold Chain Limited
Lease: dated 2 March 2015 for a term of 10 years expiring 1 March 2025

Prepared by: Armitage Clough LLP, Chartered Surveyors, on behalf of the Landlord
Date of inspection: 27 January 2025. Date of schedule: 12 February 2025

The Landlord requires the Tenant to carry out the following works in accordance with its covenants in the Lease before the end of the term, failing which the Landlord will claim the cost of the works, loss of rent for the period of the works and its professional fees:

1. Roof: replace corroded profiled steel roof sheets over the former freezer chambers (approx. 1,100 square metres) and renew gutters. Estimated cost GBP 118,000.
2. Insulated panels: remove tenant's insulated panel chambers and refrigeration plant, make good floor and walls. Estimated cost GBP 64,500.
3. Floor slab: break out and relay heaved slab areas caused by ground freezing beneath the former freezer store. Estimated cost GBP 51,000.
4. Mechanical and electrical: remove redundant tenant's installations, reinstate lighting. Estimated cost GBP 19,000.
5. Redecoration internally and externally. Estimated cost GBP 16,000.

Total claimed: GBP 268,500 plus VAT, loss of rent of GBP 42,000 and fees.

This schedule is served without prejudice to the Landlord's right to serve further schedules or to claim damages for any breach.
"""

SEVERNSIDE_SURRENDER = """DEED OF SURRENDER

THIS DEED is dated 30 June 2025

PARTIES
(1) PORTWAY INDUSTRIAL HOLDINGS LIMITED (company number 02844719) (the "Landlord")
(2) BRACKENFIELD COLD CHAIN LIMITED (company number 08451123) (the "Tenant")

BACKGROUND
(A) By a lease dated 2 March 2015 (the "Lease") the property known as Unit 9, Severnside Trading Estate, Bristol BS10 7TP (the "Property") was let to the Tenant. The Tenant has continued in occupation since 1 March 2025 under a tenancy at will pending completion of this deed.
(B) The Landlord served a schedule of dilapidations dated 12 February 2025 (the "Schedule"). The parties have agreed terms for the surrender of the Tenant's interest and the settlement of all claims under the Schedule.

1. SURRENDER
1.1 In consideration of the payment by the Tenant to the Landlord of GBP 95,000 (receipt of which the Landlord acknowledges), the Tenant surrenders and yields up to the Landlord, with full title guarantee, all its estate and interest in the Property, and the Landlord accepts that surrender.

2. RELEASE
2.1 The Landlord releases the Tenant and its guarantor from all their obligations and liabilities under the Lease and any tenancy at will, whether arising before, on or after the date of this deed, including all liability in respect of the Schedule and any other claim for dilapidations, loss of rent or professional fees.
2.2 The Tenant releases the Landlord from the landlord covenants of the Lease.

3. CONDITION
3.1 The Landlord accepts the Property in its existing state and condition.

4. GOVERNING LAW
4.1 This deed is governed by the law of England and Wales.

Executed as a deed by the Landlord acting by two directors.
Executed as a deed by the Tenant acting by Neil Saunders, director, in the presence of a witness.
"""
