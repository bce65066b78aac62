"""05 Property, 09 Litigation, 10 Insurance."""

from __future__ import annotations

from typing import Any

from tests.rooms.quarrendon.boiler import with_general

P = "05 Property/"
L = "09 Litigation/"
N = "10 Insurance/"

DOCS: dict[str, Any] = {}

DOCS[P + "5.1 Industrial Lease - 4400 Annapolis Lane, Plymouth MN.pdf"] = [
    "# INDUSTRIAL LEASE",
    'THIS INDUSTRIAL LEASE (this "Lease") is made as of December 1, 2016 between CEDAR LOOP PROPERTIES LLC, a Minnesota limited liability company ("Landlord"), and HELIANT MEDICAL DEVICES, LLC, a Minnesota limited liability company ("Tenant").',
    "## ARTICLE 1 - BASIC LEASE PROVISIONS",
    [
        [
            "Premises",
            "Approximately 100,000 rentable square feet, 4400 Annapolis Lane, Plymouth, Minnesota 55447, including clean rooms 1-3",
        ],
        ["Term", "January 1, 2017 through December 31, 2031"],
        [
            "Base Rent",
            "$12.40 per rentable square foot per year, increasing 1.5% annually, subject to review under Article 4",
        ],
        ["Permitted Use", "Manufacturing, assembly, warehousing and offices for medical devices"],
        ["Security Deposit", "$250,000"],
    ],
    "## ARTICLE 4 - RENT",
    "4.3 Rent Review. On January 1, 2027 Base Rent shall be reviewed to the fair market rent for comparable industrial premises in the western suburbs of Minneapolis, but shall not be less than the Base Rent payable immediately before the review date.",
    "## ARTICLE 9 - REPAIRS AND ALTERATIONS",
    "9.1 Tenant shall keep the Premises in good order and repair, including the clean room HVAC systems. 9.4 Tenant shall not make structural alterations without Landlord's prior written consent.",
    "## ARTICLE 14 - ASSIGNMENT AND SUBLETTING",
    "14.1 Tenant shall not assign this Lease, sublet all or any part of the Premises, or otherwise transfer any interest in this Lease, whether voluntarily or by operation of law, without Landlord's prior written consent, which Landlord may withhold in its sole discretion.",
    "14.3 Transfers of Interests in Tenant. Any transfer, in one transaction or a series of transactions, of fifty percent (50%) or more of the direct or indirect equity or voting interests in Tenant, or of the power to direct the management and policies of Tenant, whether by merger, sale of stock or membership interests, or otherwise, shall be deemed an assignment of this Lease for purposes of this Article 14 and shall require Landlord's prior written consent. Any purported assignment without such consent shall be void and shall constitute an Event of Default without any opportunity to cure.",
    "## ARTICLE 20 - DEFAULT AND REMEDIES",
    "20.2 Upon an Event of Default Landlord may terminate this Lease or Tenant's right of possession and recover all damages, including the present value of the Base Rent for the remainder of the Term.",
    "## ARTICLE 27 - MISCELLANEOUS",
    "27.5 This Lease shall be governed by the laws of the State of Minnesota.",
    "LANDLORD: CEDAR LOOP PROPERTIES LLC By: /s/ Marcus J. Hale, Chief Manager. TENANT: HELIANT MEDICAL DEVICES, LLC By: /s/ Dana Whitcombe, Treasurer.",
]

DOCS[P + "5.2 Lease - Unit 7, Cambridge Science Park.docx"] = [
    "# LEASE - UNIT 7, CAMBRIDGE SCIENCE PARK, MILTON ROAD, CAMBRIDGE",
    "## Prescribed clauses (LR1-LR14)",
    [
        ["LR1 Date of lease", "29 September 2020"],
        [
            "LR3 Parties",
            "Landlord: Trinity Park Estates (Cambridge) Limited; Tenant: Heliant Medical UK Limited",
        ],
        ["LR6 Term", "10 years from and including 29 September 2020"],
        ["Rent", "£186,500 per annum exclusive, reviewed upwards only on 29 September 2025"],
    ],
    "## 3. Tenant covenants",
    "3.1 To pay the Rent, the Service Charge and all other sums due under this Lease on the due dates, without any deduction or set-off. 3.9 Not to assign, underlet, charge or part with possession of the whole or any part of the Premises without the consent of the Landlord, such consent not to be unreasonably withheld or delayed.",
    "## 8. Breach of covenant",
    "8.1 If the Tenant fails to comply with any tenant covenant the Landlord may serve notice on the Tenant specifying the breach and requiring it to be remedied within a reasonable period.",
    "## 9. Re-entry",
    "9.1 The Landlord may re-enter the Premises (or any part of them) at any time after any of the following occurs: (a) any Rent or Service Charge is unpaid 21 days after becoming payable, whether it has been formally demanded or not; (b) any breach of any condition of, or tenant covenant in, this Lease. On re-entry this Lease shall immediately end.",
    "## 10. Break clause",
    "10.1 The Tenant may end this Lease on 29 September 2025 by giving the Landlord not less than six months' prior written notice. (No break notice was served; the break date has passed.)",
    "Executed as a deed by Heliant Medical UK Limited acting by a director in the presence of a witness.",
]

DOCS[P + "5.3 Notice of breach - Cambridge lease - 14 April 2026.pdf"] = [
    "# TRINITY PARK ESTATES (CAMBRIDGE) LIMITED",
    "14 April 2026. BY HAND AND BY RECORDED DELIVERY. The Directors, Heliant Medical UK Limited, Unit 7, Cambridge Science Park, Milton Road, Cambridge CB4 0FZ",
    'Dear Sirs, Lease dated 29 September 2020 of Unit 7, Cambridge Science Park (the "Lease")',
    "We write as Landlord under the Lease. The service charge demanded for the half-years commencing 29 September 2025 and 25 March 2026, totalling £48,612.40, remains unpaid despite our reminders of 2 February and 3 March 2026. This is a breach of your covenant in clause 3.1 of the Lease.",
    "Take notice that the sum of £48,612.40 is now more than 21 days overdue and that the Landlord's right of re-entry under clause 9.1(a) has arisen. Unless the arrears, together with interest at the Default Rate, are paid in cleared funds within 14 days of the date of this letter, the Landlord reserves the right to forfeit the Lease without further notice.",
    "Yours faithfully, for and on behalf of Trinity Park Estates (Cambridge) Limited, Helen Carver, Head of Asset Management",
]

DOCS[
    P + "5.4 Letter from landlord's agents - 8 May 2026.txt"
] = """BIDWELL PRIOR LLP - Chartered Surveyors - Regent House, Regent Street, Cambridge CB2 1AB

8 May 2026

Heliant Medical UK Limited
Unit 7, Cambridge Science Park, Milton Road, Cambridge CB4 0FZ
For the attention of Sven Lindgren

Dear Mr Lindgren

Unit 7, Cambridge Science Park - service charge arrears

We act for Trinity Park Estates (Cambridge) Limited. We confirm receipt on 28 April 2026 of
£48,612.40, together with interest of £611.27, in cleared funds. The arrears referred to in our
client's letter of 14 April 2026 have accordingly been paid in full and the breach of clause 3.1
has been remedied.

Our client has instructed us to confirm that it withdraws its letter of 14 April 2026, treats the
Lease as continuing, and will not seek to forfeit the Lease on the basis of that breach. We also
note that the invoices had been sent to a former finance address; our client has updated its
records so that future demands go to accounts.uk@heliantmed.com.

Yours sincerely

Thomas Reid MRICS
Bidwell Prior LLP, on behalf of Trinity Park Estates (Cambridge) Limited
"""

DOCS[P + "5.5 Property schedule.xlsx"] = {
    "Properties": [
        ["Site", "Entity", "Tenure", "Landlord", "Area", "Annual rent", "Expiry", "Use"],
        [
            "4400 Annapolis Lane, Plymouth MN",
            "Heliant Medical Devices, LLC",
            "leasehold",
            "Cedar Loop Properties LLC",
            "100,000 sq ft",
            "USD 1,425,000 (USD 1,610,000 from 2027)",
            "2031-12-31 (2036 agreed)",
            "manufacturing, HQ",
        ],
        [
            "Unit 7, Cambridge Science Park",
            "Heliant Medical UK Limited",
            "leasehold",
            "Trinity Park Estates (Cambridge) Limited",
            "11,200 sq ft",
            "GBP 186,500",
            "2030-09-28",
            "R&D, UK office",
        ],
        [
            "Celsiusweg 18, Venlo",
            "Heliant Medical B.V.",
            "third-party logistics",
            "Rhenus Contract Logistics",
            "n/a",
            "per pallet",
            "2027-12-31",
            "EU warehouse",
        ],
    ],
}

DOCS[L + "9.1 Ortega v Heliant - Complaint.pdf"] = [
    "# UNITED STATES DISTRICT COURT FOR THE DISTRICT OF ARIZONA",
    "Maria Ortega, individually and as personal representative of the Estate of Daniel Ortega, Plaintiff, v. Heliant Medical Devices, LLC and Heliant Medical Holdings, Inc., Defendants. Case No. 2:24-cv-01187. COMPLAINT AND DEMAND FOR JURY TRIAL.",
    "1. This is an action for wrongful death, strict product liability, negligence and breach of warranty arising from the use of a Verio VX-10 ambulatory infusion pump (serial VX10-2207-03318) to administer chemotherapy to Daniel Ortega at home in Mesa, Arizona in February 2023.",
    "14. Plaintiff alleges that a defect in the free-flow protection of the AS-240 administration set used with the pump allowed an uncontrolled infusion of fluorouracil, causing an overdose from which Mr. Ortega died on February 19, 2023.",
    "COUNT I - STRICT PRODUCT LIABILITY (DESIGN AND MANUFACTURING DEFECT). COUNT II - NEGLIGENCE. COUNT III - BREACH OF IMPLIED WARRANTY OF MERCHANTABILITY. COUNT IV - WRONGFUL DEATH (A.R.S. 12-611).",
    "PRAYER FOR RELIEF. Plaintiff demands judgment against Defendants, jointly and severally, for compensatory damages in an amount to be proven at trial but not less than $5,000,000, punitive damages, costs and interest.",
    "Dated May 20, 2024. Kessler Ruiz Injury Law PLLC, Phoenix, Arizona, Attorneys for Plaintiff.",
]

DOCS[L + "9.2 Ortega - Confidential Settlement Agreement and Release.docx"] = [
    "# CONFIDENTIAL SETTLEMENT AGREEMENT AND GENERAL RELEASE",
    'This Confidential Settlement Agreement and General Release (the "Agreement") is entered into as of June 27, 2025 by and between Maria Ortega, individually and as personal representative of the Estate of Daniel Ortega ("Plaintiff"), and Heliant Medical Devices, LLC and Heliant Medical Holdings, Inc. (together, "Heliant"), in connection with Ortega v. Heliant Medical Devices, LLC, et al., Case No. 2:24-cv-01187 (D. Ariz.) (the "Lawsuit").',
    '1. Settlement Payment. Heliant shall cause to be paid to Plaintiff the total sum of $375,000 (the "Settlement Payment") within thirty days after the Effective Date. The parties acknowledge that the Settlement Payment is funded by Heliant\'s products liability insurer, Meridian Casualty Company, under Policy No. MPL-7730412, subject to the $100,000 self-insured retention, which Heliant has paid.',
    "2. General Release. In consideration of the Settlement Payment, Plaintiff, for herself, the Estate and their heirs and assigns, fully and forever releases and discharges Heliant and its affiliates, insurers, officers, directors and employees from any and all claims, demands and causes of action, known or unknown, arising out of or relating to the matters alleged in the Lawsuit.",
    "3. Dismissal. Within ten days after receipt of the Settlement Payment, Plaintiff shall file a stipulation of dismissal of the Lawsuit with prejudice, each party to bear its own fees and costs.",
    "4. No Admission. This Agreement is a compromise of disputed claims and is not an admission of liability by Heliant.",
    "5. Confidentiality. The terms of this Agreement shall be kept confidential, except as required by law or for disclosure to a party's attorneys, auditors, insurers or prospective acquirers under a duty of confidentiality.",
    "6. Medicare. Plaintiff represents that Daniel Ortega was not a Medicare beneficiary and that no conditional payments are owed.",
    "Signed: /s/ Maria Ortega. HELIANT MEDICAL DEVICES, LLC and HELIANT MEDICAL HOLDINGS, INC. By: /s/ Marcus J. Hale.",
]

DOCS[L + "9.3 Litigation and claims summary - outside counsel.docx"] = [
    "# Kirkland Avenue Law Group LLP - Heliant Medical Holdings, Inc.: summary of litigation and claims (prepared for the data room, October 28, 2026)",
    "This summary lists the litigation, arbitration and threatened claims involving the Heliant group known to us since January 1, 2021. It is based on our files and on information provided by the Company.",
    [
        ["Matter", "Forum", "Status", "Exposure"],
        [
            "Ortega v. Heliant Medical Devices, LLC, No. 2:24-cv-01187 (D. Ariz.) - product liability, wrongful death",
            "U.S. District Court, D. Arizona",
            "Settled June 27, 2025 for $375,000 (insurer-funded above $100,000 SIR); dismissed with prejudice August 4, 2025",
            "None remaining",
        ],
        [
            "Vantor Medical Corp. v. Heliant Medical Holdings, Inc., No. 0:19-cv-02231 (D. Minn.) - trade secrets",
            "U.S. District Court, D. Minnesota",
            "Settled July 1, 2020; dismissed with prejudice; standstill expired June 30, 2025",
            "None",
        ],
        [
            "Employment tribunal claim, K. Doyle v Heliant Medical UK Limited (unfair dismissal)",
            "Employment Tribunal, Cambridge",
            "Withdrawn by claimant March 2024",
            "None",
        ],
    ],
    "We are not aware of any other pending or threatened litigation. Regulatory correspondence is outside the scope of this summary.",
]

DOCS[N + "10.1 Schedule of insurance 2026-27.xlsx"] = {
    "Programme": [
        ["Line", "Insurer", "Policy no.", "Period", "Limit (USD)", "Retention (USD)", "Broker"],
        [
            "Products and clinical trials liability",
            "Meridian Casualty Company",
            "MPL-7730412",
            "2026-04-01 to 2027-04-01",
            10000000,
            100000,
            "Halsey Risk Partners",
        ],
        [
            "Cyber and privacy liability",
            "Ashgrove Specialty Insurance Company",
            "ASC-CY-2026-04471",
            "2026-04-01 to 2027-04-01",
            5000000,
            250000,
            "Halsey Risk Partners",
        ],
        [
            "Property and business interruption",
            "Northgate Mutual",
            "NGM-PR-55120",
            "2026-01-01 to 2027-01-01",
            42000000,
            50000,
            "Halsey Risk Partners",
        ],
        [
            "D&O",
            "Calder Re (lead)",
            "CR-DO-2026-118",
            "2026-06-03 to 2027-06-03",
            10000000,
            250000,
            "Halsey Risk Partners",
        ],
        [
            "UK employers' liability",
            "Harrow & Quay Insurance plc",
            "HQ-EL-339021",
            "2026-04-01 to 2027-04-01",
            "GBP 10,000,000",
            "nil",
            "Halsey Risk Partners (London)",
        ],
    ],
    "Claims 2021-2026": [
        ["Date", "Line", "Matter", "Status", "Paid (USD)"],
        [
            "2024-06-05",
            "Products liability",
            "Ortega v. Heliant (notified 2024-06-05)",
            "closed 2025-08-04",
            275000,
        ],
        ["2023-02-27", "Property", "Roof leak, clean room 2", "closed", 84000],
    ],
}

DOCS[N + "10.2 Cyber and Privacy Liability Policy - Ashgrove Specialty.pdf"] = [
    "# ASHGROVE SPECIALTY INSURANCE COMPANY - CYBER AND PRIVACY LIABILITY POLICY",
    "## DECLARATIONS",
    [
        ["Policy number", "ASC-CY-2026-04471"],
        ["Named Insured", "Heliant Medical Holdings, Inc. and its Subsidiaries"],
        ["Policy Period", "April 1, 2026 to April 1, 2027, 12:01 a.m. local time"],
        ["Aggregate limit", "$5,000,000"],
        ["Retention", "$250,000 each Cyber Event"],
        [
            "Insuring agreements",
            "A. Incident response costs; B. Business interruption; C. Cyber extortion; D. Privacy and network security liability; E. Regulatory proceedings",
        ],
    ],
    "## SECTION VIII - CONDITIONS",
    "A. Notice of a Cyber Event or Claim. It is a condition precedent to coverage under every Insuring Agreement of this Policy that the Insured give written notice to the Insurer, at the address stated in Item 9 of the Declarations, of any Cyber Event or Claim as soon as practicable after any member of the Control Group first becomes aware of it, and in no event later than sixty (60) days after such awareness. The Insured shall not incur Incident Response Costs, make any ransom payment or admit liability without the Insurer's prior written consent, which shall not be unreasonably withheld.",
    "B. Cooperation. The Insured shall give the Insurer all information and cooperation it reasonably requests.",
    "C. Change in Control. If, during the Policy Period, the Named Insured is acquired by, or merges into, another entity, coverage shall continue until the end of the Policy Period only for Cyber Events first occurring before the effective date of such transaction.",
    "## SECTION IX - DEFINITIONS",
    '"Control Group" means the Named Insured\'s chief executive officer, chief financial officer, general counsel, chief information officer and chief information security officer, or the functional equivalent of any of them. "Cyber Event" means any actual or reasonably suspected Security Breach, Privacy Breach, Cyber Extortion Threat or System Failure.',
    "Countersigned by Halsey Risk Partners, LLC, authorized representative, March 28, 2026.",
]

DOCS[N + "10.3 Products and Clinical Trials Liability Policy - summary.pdf"] = [
    "# Meridian Casualty Company - Products and Clinical Trials Liability - summary of cover (Halsey Risk Partners)",
    [
        ["Item", "Cover"],
        ["Policy", "MPL-7730412, renewed April 1, 2026"],
        ["Limit", "$10,000,000 each occurrence and in the aggregate"],
        ["Retention", "$100,000 each claim"],
        ["Territory", "Worldwide, suits brought in the US, Canada, the EU and the UK"],
        ["Trigger", "Claims made and reported, retroactive date April 1, 2015"],
        [
            "Key exclusions",
            "Products recalled at the Insured's initiative (recall costs); known defects at inception; contractual liability beyond that assumed in standard terms of sale",
        ],
    ],
    "The insurer has confirmed that no claim notified under prior policy periods remains open.",
]

# the general provisions around the operative terms (boiler.py)
DOCS[P + "5.1 Industrial Lease - 4400 Annapolis Lane, Plymouth MN.pdf"] = with_general(
    DOCS[P + "5.1 Industrial Lease - 4400 Annapolis Lane, Plymouth MN.pdf"],
    "US",
    26,
    skip=("HIPAA", "Records", "Compliance with Laws"),
    keep_last=3,
)
