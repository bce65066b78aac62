"""11 Transaction: the draft SPA, the disclosure schedules, the consents tracker, the Q&A log."""

from __future__ import annotations

from typing import Any

T = "11 Transaction/"

DOCS: dict[str, Any] = {}

DOCS[T + "11.1 Stock Purchase Agreement - draft 3 (20 Nov 2026).docx"] = [
    "# STOCK PURCHASE AGREEMENT - SELLERS' DRAFT 3 (November 20, 2026) - SUBJECT TO CONTRACT",
    'This STOCK PURCHASE AGREEMENT (this "Agreement") is entered into as of [●], 2026 by and among Norrland US Acquisition Corp., a Delaware corporation ("Buyer"), Norrland Medtech AB, a Swedish aktiebolag ("Buyer Parent"), Heliant Medical Holdings, Inc., a Delaware corporation (the "Company"), the stockholders of the Company listed on Annex I (the "Sellers"), and Cascade Growth Partners III, L.P., as the Sellers\' Representative.',
    "## ARTICLE I - PURCHASE AND SALE",
    '1.1 Purchase and Sale. On the terms and subject to the conditions of this Agreement, at the Closing the Sellers shall sell to Buyer, and Buyer shall purchase from the Sellers, all of the issued and outstanding shares of capital stock of the Company. 1.2 Purchase Price. The aggregate consideration is $212,000,000 (the "Enterprise Value"), less Closing Indebtedness, less Transaction Expenses (including any change in control, transaction or retention payments to Company employees), plus or minus the amount by which Closing Working Capital exceeds or falls short of the Target Working Capital, plus Closing Cash. 1.4 Escrow. $10,600,000 of the purchase price shall be deposited with the Escrow Agent as the Indemnity Escrow Amount for eighteen months.',
    "## ARTICLE III - REPRESENTATIONS AND WARRANTIES REGARDING THE COMPANY",
    'Except as set forth in the disclosure schedules delivered by the Company to Buyer concurrently with the execution of this Agreement (the "Disclosure Schedules"), the Company represents and warrants to Buyer as of the date hereof and as of the Closing Date as follows:',
    "3.5 No Conflicts; Consents. The execution, delivery and performance of this Agreement do not and will not require the consent of or notice to any Person under, conflict with, result in a violation or breach of, constitute a default under, or give rise to a right of termination or acceleration under, any Material Contract or Real Property Lease, except as set forth in Section 3.5 of the Disclosure Schedules.",
    "3.8 Absence of Certain Changes. Since December 31, 2025 there has not been any Material Adverse Effect.",
    "3.12 Material Contracts. (a) Section 3.12(a) of the Disclosure Schedules lists each Material Contract. (b) Each Material Contract is valid and binding and in full force and effect, and neither the Company nor, to the Company's Knowledge, any other party is in breach of or default under any Material Contract. (c) The Company has made available to Buyer true and complete copies of each Material Contract, including all amendments, side letters and waivers thereto, and there are no other agreements or understandings that modify the terms of any Material Contract.",
    "3.14 Intellectual Property. (a) Section 3.14(a) of the Disclosure Schedules lists all Company Registered IP and all material Company-Owned Software. (b) A Company Entity is the sole and exclusive legal and beneficial owner of all right, title and interest in and to the Company-Owned IP, free and clear of all Liens other than Permitted Liens, and has a valid and enforceable right to use all other Intellectual Property used in the business. (c) Each Person who has contributed to the creation or development of any Company-Owned IP, including each current and former employee, consultant and independent contractor, has executed a valid written agreement presently assigning to a Company Entity all of such Person's rights in such contribution. (d) The consummation of the transactions contemplated by this Agreement will not result in the loss or impairment of, or require the consent of any Person in respect of, any Company-Owned IP or any license of Intellectual Property to a Company Entity.",
    "3.16 Data Privacy and Security. Except as set forth in Section 3.16 of the Disclosure Schedules, since January 1, 2023 there has been no Security Incident, and no Company Entity has been required under applicable Privacy Laws to notify any Person of any Security Incident.",
    "3.17 Insurance. Section 3.17 of the Disclosure Schedules lists each insurance policy of the Company Entities. All such policies are in full force and effect, and the Company Entities have complied in all material respects with the terms of such policies, including all notice requirements, and have timely notified the insurers of all claims and circumstances that could reasonably be expected to give rise to a claim.",
    '3.18 Regulatory Matters. (a) Each Company Entity is, and since January 1, 2023 has been, in compliance in all material respects with all Health Care Laws, including the FDCA. (b) Since January 1, 2023 no Company Entity has received any FDA Form 483, warning letter, untitled letter, "it has come to our attention" letter or other written notice of inspectional observations or non-compliance from FDA or any other Governmental Authority, except as set forth in Section 3.18(b) of the Disclosure Schedules, each of which has been closed out or resolved without further obligation.',
    "3.21 Financial Statements; Indebtedness. The Company is in compliance with each financial covenant under the Credit Agreement, and no Default or Event of Default has occurred and is continuing thereunder.",
    "3.22 Affiliate Transactions. Except as set forth in Section 3.22 of the Disclosure Schedules, no officer, director or stockholder of the Company, or any Affiliate or immediate family member of any of them, is a party to any Contract with, or has any interest in any property used by, any Company Entity.",
    "## ARTICLE IX - INDEMNIFICATION",
    '9.2 Indemnification by the Sellers. From and after the Closing, the Sellers shall severally and not jointly indemnify Buyer for Losses arising out of any breach of a representation or warranty in Article III. 9.4 Limitations. The Sellers shall not be liable under Section 9.2(a) until the aggregate Losses exceed $1,060,000 (the "Deductible"), and then only for Losses in excess of the Deductible; the Sellers\' aggregate liability under Section 9.2(a) shall not exceed the Indemnity Escrow Amount, except in the case of Fraud or a breach of a Fundamental Representation.',
    "## ARTICLE XI - MISCELLANEOUS",
    "11.9 Governing Law. This Agreement shall be governed by the laws of the State of Delaware.",
]

DOCS[T + "11.2 Company Disclosure Schedules - draft 2.docx"] = [
    "# DISCLOSURE SCHEDULES TO THE STOCK PURCHASE AGREEMENT - Company draft 2 (November 24, 2026)",
    "These Disclosure Schedules are delivered by Heliant Medical Holdings, Inc. pursuant to the Stock Purchase Agreement. Section numbers correspond to the sections of the Agreement. Disclosure in any section shall be deemed disclosed for every other section to which its relevance is reasonably apparent on its face.",
    "## Section 3.5 - Consents",
    "1. Credit Agreement dated as of May 14, 2024 with First Cascadia Bank, N.A. (a Change of Control is an Event of Default; to be repaid at Closing under a payoff letter).",
    "2. Framework Agreement dated April 1, 2025 with Caledon Health Procurement Limited (clause 21.4); consent obtained November 12, 2026.",
    "3. Exclusive Patent License Agreement dated October 1, 2020 with the Halvorsen Institute for Biomedical Engineering (Section 12.3): notice within 30 days after Closing.",
    "## Section 3.12(a) - Material Contracts",
    [
        ["No.", "Contract", "Counterparty", "Notes"],
        [
            "1",
            "Supply Agreement dated April 1, 2024",
            "Ridgeline Health System",
            "five-year term to March 31, 2029",
        ],
        [
            "2",
            "Group Purchasing Agreement KPA-IV-2023-118, as amended",
            "Keystone Purchasing Alliance, LLC",
            "to December 31, 2027",
        ],
        [
            "3",
            "Framework Agreement dated April 1, 2025",
            "Caledon Health Procurement Limited",
            "four years",
        ],
        [
            "4",
            "Exclusive Distribution Agreement dated June 24, 2022",
            "Medivance Iberia, S.L.",
            "Spain, Portugal and Andorra, to June 30, 2028",
        ],
        [
            "5",
            "Distribution Agreement dated March 3, 2025",
            "Lusomed - Distribuição de Dispositivos Médicos, Lda.",
            "Portugal, non-exclusive",
        ],
        [
            "6",
            "Distribution Agreement dated January 10, 2023",
            "MedSupply Partners GmbH",
            "DACH, non-exclusive",
        ],
        [
            "7",
            "Product Pricing Agreement dated January 15, 2026",
            "Bayfront Surgical Centers, Inc.",
            "",
        ],
        [
            "8",
            "Supply Agreement dated November 15, 2021",
            "Tessaro Motion S.r.l.",
            "term ends December 31, 2026; notice of non-renewal given September 22, 2026",
        ],
        ["9", "Supply Agreement dated March 1, 2023", "Polyclear Plastics, Inc.", ""],
        [
            "10",
            "Software Development and License Agreement dated February 1, 2022",
            "Brightwater Embedded LLC",
            "development of VX-10 firmware v4; completed",
        ],
        [
            "11",
            "Exclusive Patent License Agreement dated October 1, 2020",
            "Halvorsen Institute for Biomedical Engineering",
            "royalty 4%",
        ],
        [
            "12",
            "Credit Agreement dated as of May 14, 2024, as amended July 1, 2025",
            "First Cascadia Bank, N.A.",
            "",
        ],
    ],
    "Section 3.12(b)(iv) (non-competition): the standstill in Section 4 of the Settlement and Standstill Agreement dated July 1, 2020 with Vantor Medical Corp. expired on June 30, 2025. The exclusivity and non-competition provisions of the distribution agreement dated September 2, 2019 with Nordic MedLine AB ceased to have effect on March 31, 2024 under the Termination and Release Agreement dated March 8, 2024.",
    "## Section 3.13 - Real Property",
    "1. Industrial Lease dated December 1, 2016 between Cedar Loop Properties LLC, as landlord, and Heliant Medical Devices, LLC, as tenant: 4400 Annapolis Lane, Plymouth, Minnesota. Rent review agreed September 2026 (base rent $16.10 per square foot from January 1, 2027; term extended to December 31, 2036).",
    "2. Lease dated September 29, 2020 of Unit 7, Cambridge Science Park, Cambridge, England (Heliant Medical UK Limited).",
    "## Section 3.14(a) - Company Registered IP and Company-Owned Software",
    "Patents: US 11,302,115; US application 17/904,228; GB2598431. Licensed (not owned): US 10,864,221 and EP 3 412 908 (Halvorsen Institute). Trademarks: as listed in the trademark register in the data room.",
    "Company-Owned Software: (1) Verio VX-10 pump control firmware, all versions, including the source code of version 4.x; (2) Verio Connect cloud dashboard; (3) manufacturing execution scripts.",
    "## Section 3.16 - Security Incidents",
    "Ransomware incident of August 14, 2026 affecting manufacturing systems at Plymouth (INC-2026-0814). The incident was contained; production resumed on August 18, 2026.",
    "## Section 3.17 - Insurance",
    "See the schedule of insurance 2026-27 in the data room (folder 10). No claims are pending under any policy.",
    "## Section 3.18(b) - Regulatory correspondence",
    "1. FDA Form 483 issued December 4, 2025 at the close of the inspection of the Plymouth facility (three observations: CAPA, complaint handling, MDR reporting). The Company submitted its response on December 23, 2025.",
    "2. Recall Z-0412-2024 (AS-210 lots with mislabelled expiry date), classified Class II; terminated by FDA on October 3, 2024.",
    "## Section 3.20 - Litigation",
    "Ortega v. Heliant Medical Devices, LLC, No. 2:24-cv-01187 (D. Ariz.): settled June 27, 2025 and dismissed with prejudice; see folder 09. There is no pending or, to the Company's Knowledge, threatened Action.",
    "## Section 3.22 - Affiliate Transactions",
    "None.",
]

DOCS[T + "11.3 Third-party consents tracker.xlsx"] = {
    "Consents": [
        [
            "Ref",
            "Contract",
            "Counterparty",
            "Provision",
            "Consent or notice required?",
            "Owner",
            "Status",
            "Comment",
        ],
        [
            "C-01",
            "Credit Agreement (May 14, 2024)",
            "First Cascadia Bank, N.A.",
            "8.1(k) Change of Control",
            "Payoff",
            "CFO",
            "payoff letter requested",
            "repaid from purchase price",
        ],
        [
            "C-02",
            "Industrial Lease, 4400 Annapolis Lane",
            "Cedar Loop Properties LLC",
            "Art. 14",
            "No",
            "Seller counsel",
            "n/a",
            "Tenant is Heliant Medical Devices, LLC; shares of Holdings change hands, tenant does not assign",
        ],
        [
            "C-03",
            "Lease, Unit 7 Cambridge Science Park",
            "Trinity Park Estates (Cambridge) Limited",
            "3.9",
            "No",
            "UK counsel",
            "n/a",
            "no change of tenant; no change of control clause",
        ],
        [
            "C-04",
            "Framework Agreement (April 1, 2025)",
            "Caledon Health Procurement Limited",
            "21.4",
            "Yes - notice and consent",
            "S. Lindgren",
            "received 2026-11-12",
            "consent lapses if no completion by 2027-06-30",
        ],
        [
            "C-05",
            "Exclusive Patent License (Oct 1, 2020)",
            "Halvorsen Institute",
            "12.3",
            "Notice post-closing",
            "Seller counsel",
            "to diarise",
            "notice within 30 days after Closing",
        ],
        [
            "C-06",
            "Supply Agreement (April 1, 2024)",
            "Ridgeline Health System",
            "18.2",
            "No",
            "G. Tallis",
            "n/a",
            "assignment clause only; no change of control",
        ],
        [
            "C-07",
            "Group Purchasing Agreement",
            "Keystone Purchasing Alliance, LLC",
            "none",
            "No",
            "G. Tallis",
            "n/a",
            "",
        ],
        [
            "C-08",
            "Exclusive Distribution Agreement (June 24, 2022)",
            "Medivance Iberia, S.L.",
            "none",
            "No",
            "S. Lindgren",
            "n/a",
            "",
        ],
        [
            "C-09",
            "Supply Agreement (Nov 15, 2021)",
            "Tessaro Motion S.r.l.",
            "none",
            "No",
            "N. Brooks",
            "n/a",
            "ends Dec 31, 2026",
        ],
    ],
}

DOCS[T + "11.4 Q&A log.csv"] = [
    ["id", "date", "workstream", "question", "answer", "answered_by", "status"],
    [
        "Q-007",
        "2026-10-08",
        "Financial",
        "Please provide the covenant calculations for each quarter of 2026.",
        "Q1 and Q2 compliance certificates are in folder 03. Q3 will follow once delivered to the bank.",
        "D. Whitcombe",
        "closed",
    ],
    [
        "Q-014",
        "2026-10-09",
        "Commercial",
        "Please confirm whether any customer benefits from rebates, side letters, price holds or termination rights not contained in the agreements in folder 04.",
        "Confirmed: there are no side letters, rebate arrangements or other understandings with customers beyond the agreements in folder 04 and the Standard Terms and Conditions of Sale.",
        "G. Tallis",
        "closed",
    ],
    [
        "Q-019",
        "2026-10-12",
        "Commercial",
        "Are any customers entitled to most-favoured-customer pricing?",
        "Keystone Purchasing Alliance (Section 4.5 of the GPA). Pricing to other US customers has been reviewed for compliance.",
        "G. Tallis",
        "closed",
    ],
    [
        "Q-022",
        "2026-10-14",
        "Regulatory",
        "Has any Group company received an FDA Form 483, warning letter or untitled letter since January 2023?",
        "One Form 483 was issued at the close of the November-December 2025 inspection of Plymouth and has been responded to. See Schedule 3.18(b).",
        "R. Okafor",
        "closed",
    ],
    [
        "Q-027",
        "2026-10-16",
        "Legal",
        "Please list any pending or threatened litigation.",
        "None pending. Ortega was settled in June 2025 and dismissed with prejudice; see 9.2 and 9.3.",
        "Seller counsel",
        "closed",
    ],
    [
        "Q-031",
        "2026-10-20",
        "IT",
        "Please describe any cyber incidents in the last three years and any insurance claims made.",
        "One ransomware incident on August 14, 2026 (INC-2026-0814 in folder 07), contained. Costs were absorbed by the business; no insurance claim has been made.",
        "A. Marsh",
        "closed",
    ],
    [
        "Q-035",
        "2026-10-22",
        "Operations",
        "What is the status of the Tessaro Motion supply agreement after December 2026?",
        "Heliant has given notice of non-renewal; the agreement ends on December 31, 2026 and volumes move to Kinemo Antriebe GmbH from January 2027.",
        "N. Brooks",
        "closed",
    ],
    [
        "Q-040",
        "2026-10-27",
        "Real estate",
        "Are any Group properties leased from or owned by related parties?",
        "No.",
        "D. Whitcombe",
        "closed",
    ],
    [
        "Q-044",
        "2026-11-03",
        "Financial",
        "Please confirm compliance with the financial covenants as at September 30, 2026.",
        "The Company expects to deliver the Q3 compliance certificate by November 14, 2026.",
        "D. Whitcombe",
        "open",
    ],
    [
        "Q-048",
        "2026-11-06",
        "IP",
        "Who owns the VX-10 firmware source code developed by Brightwater Embedded?",
        "The firmware is Company-owned and the source code is held in Heliant's GitLab.",
        "S. Lindgren",
        "closed",
    ],
    [
        "Q-051",
        "2026-11-10",
        "HR",
        "Please summarise change in control payments to employees.",
        "See the executive employment agreements in folder 06; options are double-trigger under the 2021 Plan.",
        "D. Whitcombe",
        "closed",
    ],
]

DOCS[T + "11.5 Process letter - Phase 2.pdf"] = [
    "# LARCHMONT PARTNERS - STRICTLY PRIVATE AND CONFIDENTIAL",
    "September 28, 2026. Norrland Medtech AB, Attention: Erik Sandström, Head of Corporate Development. Re: Project Quarrendon - Phase 2",
    'Dear Mr. Sandström, Further to your non-binding indicative proposal of August 21, 2026, we are pleased to invite Norrland Medtech AB to take part in Phase 2 of the process for the proposed acquisition of Heliant Medical Holdings, Inc. (the "Company").',
    "1. Data room. Access to the virtual data room will open on October 5, 2026. Questions should be submitted through the Q&A module only; the Company will not respond to direct contact with its employees, customers or suppliers.",
    "2. Management presentation. A management presentation will be held in Minneapolis on October 13, 2026.",
    "3. Final offers. Final, binding offers, with a mark-up of the draft Stock Purchase Agreement and confirmation of financing, are due by 5:00 p.m. Eastern Time on December 11, 2026.",
    "4. Confidentiality. This letter and the data room are subject to the confidentiality agreement dated July 30, 2026.",
    "The Sellers reserve the right to change the process or to terminate discussions at any time without liability.",
    "Yours sincerely, Larchmont Partners LLC",
]

DOCS[
    T + "11.6 Data room index.md"
] = """# Project Quarrendon - data room index (as at 24 November 2026)

| Folder | Contents |
| --- | --- |
| 01 Corporate | charter, bylaws, cap table, stockholders agreement, board minutes, group structure |
| 02 Financial | audited FY2025 accounts, Q3 2026 management accounts, FY2027 budget, revenue by customer, AR aging |
| 03 Financing | First Cascadia credit agreement, amendment, compliance certificates, waiver, security, UCC search |
| 04 Commercial | customers (4.1), distributors (4.2), suppliers (4.3), Vantor standstill (4.4) |
| 05 Property | Plymouth lease, Cambridge lease and correspondence, property schedule |
| 06 Employment | executive agreements, census, equity plan, invention assignment form, UK handbook |
| 07 IP and IT | patents, firmware development agreement, Halvorsen licence, trademarks, OSS audit, IT, incident |
| 08 Regulatory | 510(k), FDA correspondence, EU MDR certificate, complaint log, 2024 recall |
| 09 Litigation | Ortega complaint and settlement, outside counsel summary |
| 10 Insurance | schedule of insurance, cyber policy, products liability summary |
| 11 Transaction | SPA draft 3, disclosure schedules draft 2, consents tracker, Q&A log, process letter |

Documents added since the last index: 8.2 and 8.3 (added 20 November 2026 at buyer's request).
"""
