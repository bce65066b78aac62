"""01 Corporate and 02 Transaction of the yarrawonga room."""

from __future__ import annotations

from pathlib import Path

from .writers import write_docx, write_pdf, write_pptx, write_text, write_xlsx

CO = "Kiewa Cold Chain Pty Ltd"
ACN = "ACN 614 208 377"
NZCO = "Kiewa Cold Chain (NZ) Limited"
BUYER = "Halvorsen Logistics Australia Pty Ltd"


def corporate(out: Path) -> None:
    d = out / "01 Corporate"
    write_pdf(
        d / "ASIC Certificate of Registration.pdf",
        "Certificate of Registration of a Company",
        [
            "This is to certify that",
            ("h", "KIEWA COLD CHAIN PTY LTD"),
            "Australian Company Number 614 208 377",
            "is a registered company under the Corporations Act 2001 and is taken to be "
            "registered in Victoria.",
            "The company is limited by shares.",
            "The company is a proprietary company.",
            "The day of commencement of registration is the eleventh day of August 2016.",
            (
                "sig",
                [
                    "Issued by the",
                    "Australian Securities and Investments Commission",
                    "on this eleventh day of August, 2016.",
                ],
            ),
        ],
        letterhead="Australian Securities & Investments Commission\nForm 201 - Certificate",
    )
    write_text(
        d / "ASIC Current Company Extract 2025-10-06.txt",
        """
AUSTRALIAN SECURITIES & INVESTMENTS COMMISSION
Current & Historical Company Extract

Name:                 KIEWA COLD CHAIN PTY LTD
ACN:                  614 208 377
ABN:                  37 614 208 377
Extracted on:         6 October 2025 at 10:14 AEDT

Organisation details
  Registered in:      Victoria
  Registration date:  11/08/2016
  Type:               Australian Proprietary Company, Limited By Shares
  Status:             Registered
  Review date:        11/08/2026

Address details
  Registered office:  12 Abbotts Road, DANDENONG SOUTH VIC 3175
  Principal place of business: 12 Abbotts Road, DANDENONG SOUTH VIC 3175

Officeholders
  Director     TULLOCH, GRAHAM JOHN      appointed 11/08/2016   Born 14/02/1966 BENDIGO VIC
  Director     KOVAC, ANITA MARIE        appointed 11/08/2016   Born 02/09/1974 GEELONG VIC
  Director     FERRIS, DANIEL PATRICK    appointed 01/05/2019   Born 21/06/1978 ADELAIDE SA
  Director     MEHTA, ROHAN              appointed 30/11/2021   Born 08/12/1983 MUMBAI INDIA
  Secretary    KOVAC, ANITA MARIE        appointed 11/08/2016

Share structure
  Class  Description       Number issued   Amount paid   Amount due and payable
  ORD    ORDINARY             10,000,000   $12,450,000.00          $0.00

Members
  TULLOCH, GRAHAM JOHN                          4,200,000 ORD  fully paid  beneficially held: Yes
  KOVAC, ANITA MARIE                            1,800,000 ORD  fully paid  beneficially held: Yes
  COOLAMON NOMINEES PTY LTD ACN 642 771 030     4,000,000 ORD  fully paid  beneficially held: No

Documents (last five)
  08/10/2024   484   Change to Company Details
  21/12/2021   484   Change to Company Details (share issue)
  30/11/2021   484   Change to Company Details (appointment)
  01/05/2019   484   Change to Company Details (appointment)
  11/08/2016   201   Application for Registration

Charges: ASIC no longer holds charge information. Search the PPSR.
""",
    )
    write_text(
        d / "NZ Companies Office Extract - Kiewa Cold Chain (NZ) Limited.txt",
        """
NEW ZEALAND COMPANIES OFFICE - COMPANY EXTRACT

KIEWA COLD CHAIN (NZ) LIMITED   (7194452)   Registered
NZBN: 9429048811275
Incorporated: 17 July 2019
Entity type: NZ Limited Company
Registered office: Level 1, 7 Lady Fisher Place, East Tamaki, Auckland 2013
Address for service: c/- Puketapu Law, 88 Shortland Street, Auckland 1010
Annual return filing month: July (last filed 14 July 2025)

Directors
  Graham John TULLOCH, Dandenong South VIC, Australia (appointed 17 July 2019)
  Daniel Patrick FERRIS, Mount Eliza VIC, Australia (appointed 17 July 2019)
  Hemi Walker MATIU, Howick, Auckland (appointed 2 March 2020) - resident director

Shareholding
  Total shares: 1,000,000
  Allocation 1: 1,000,000 shares held by KIEWA COLD CHAIN PTY LTD, Dandenong South VIC

Ultimate holding company: KIEWA COLD CHAIN PTY LTD (Australia)
""",
    )
    write_xlsx(
        d / "Register of Members.xlsx",
        [
            (
                "Members",
                [
                    [
                        "Member",
                        "Address",
                        "Class",
                        "Shares",
                        "Paid per share (A$)",
                        "Date entered",
                        "Certificate",
                        "Beneficial",
                    ],
                    [
                        "Graham John Tulloch",
                        "Mount Martha VIC 3934",
                        "Ordinary",
                        4200000,
                        1.00,
                        "11 August 2016",
                        "C-001",
                        "Yes",
                    ],
                    [
                        "Anita Marie Kovac",
                        "Newtown VIC 3220",
                        "Ordinary",
                        1800000,
                        1.00,
                        "11 August 2016",
                        "C-002",
                        "Yes",
                    ],
                    [
                        "Coolamon Nominees Pty Ltd (as custodian for Coolamon Capital Fund II)",
                        "Level 22, 101 Collins Street, Melbourne VIC 3000",
                        "Ordinary",
                        4000000,
                        1.6125,
                        "21 December 2021",
                        "C-004",
                        "No",
                    ],
                    ["Total", None, None, ("=SUM(D2:D4)", 10000000), None, None, None, None],
                ],
            ),
            (
                "Transfers",
                [
                    ["Date", "Transferor", "Transferee", "Shares", "Consideration"],
                    [
                        "21 December 2021",
                        "(issue)",
                        "Coolamon Nominees Pty Ltd",
                        4000000,
                        "A$6,450,000 subscription",
                    ],
                ],
            ),
        ],
    )
    write_docx(
        d / "Board Minutes" / "Minutes 2024-03-19.docx",
        "Kiewa Cold Chain Pty Ltd - Minutes of a meeting of directors",
        [
            "Held at 12 Abbotts Road, Dandenong South on Tuesday 19 March 2024 at 9.30 am.",
            "Present: Graham Tulloch (Chair), Anita Kovac, Daniel Ferris, Rohan Mehta. "
            "In attendance: Li Na Cheung (Financial Controller) for item 3.",
            ("h", "1. Quorum and declarations of interest"),
            "The Chair noted that a quorum was present. Before the business of the meeting, "
            "Graham Tulloch gave notice under section 191 of the Corporations Act 2001 (Cth) "
            "that he has a material personal interest in item 4, being a director of, and with "
            "members of his family the sole shareholder in, Abbotts Road Holdings Pty Ltd, "
            "which holds the land at 12 Abbotts Road as trustee of the Tulloch Family Trust. He "
            "left the room for item 4 and did not vote on it. Rohan Mehta chaired that item.",
            ("h", "2. Minutes of previous meeting"),
            "The minutes of the meeting held on 12 December 2023 were confirmed.",
            ("h", "3. Half-year results"),
            "Li Na Cheung presented the management accounts for the six months to 31 December "
            "2023. Revenue was $32.9 million against budget of $33.4 million; EBITDA of $2.7 "
            "million. Energy costs at Dandenong South remain above budget.",
            ("h", "4. Renewal of the Dandenong South lease"),
            "The directors other than Mr Tulloch considered the proposed new lease of 12 "
            "Abbotts Road for ten years from 1 July 2024 at a starting rent of $1,085,000 a year "
            "plus GST with annual 3.5% increases, against a valuation letter from Colliers "
            "Pannell dated 4 March 2024 putting market rent at $1.04-1.12 million. Rohan Mehta "
            "noted that Coolamon's consent under the shareholders' deed was given by email of 15 "
            "March 2024. RESOLVED that the Company enter into the lease and that any two "
            "directors other than Mr Tulloch sign it.",
            ("h", "5. Other business"),
            "Daniel Ferris reported that the Greenvale contract is performing to its service "
            "levels. There being no other business, the meeting closed at 11.05 am.",
            ("sig", ["Signed as a correct record", "", "Graham Tulloch, Chair", "16 April 2024"]),
        ],
    )
    write_docx(
        d / "Board Minutes" / "Minutes 2025-03-25.docx",
        "Kiewa Cold Chain Pty Ltd - Minutes of a meeting of directors",
        [
            "Held by video conference on Tuesday 25 March 2025 at 8.00 am (AEDT).",
            "Present: Graham Tulloch (Chair), Anita Kovac, Daniel Ferris, Rohan Mehta.",
            ("h", "1. Declarations"),
            "No new interests were declared. The standing notice of Mr Tulloch (Abbotts Road "
            "Holdings) was noted.",
            ("h", "2. Dandenong South plant failure"),
            "Daniel Ferris reported on the failure of compressor C3-2 serving freezer chamber 3 "
            "on 8 February 2025 and the loss of customer product. Polar Engineering has replaced "
            "the compressor and a second alarm path to the on-call phone has been installed. "
            "Harvest Lane Meals has sent a letter of demand. Management is working with the "
            "broker on the insurance position.",
            ("h", "3. Sale process"),
            "Rohan Mehta reported that Moorabool Partners has been engaged to run a sale of the "
            "whole of the share capital, with a data room to open in August. The board agreed "
            "that the project be called Yarrawonga.",
            ("h", "4. Trading"),
            "Revenue year to date of $50.1 million. The board noted the year-end forecast.",
            ("sig", ["Signed as a correct record", "", "Graham Tulloch, Chair"]),
        ],
    )
    write_docx(
        d / "Board Minutes" / "Minutes 2025-09-23.docx",
        "Kiewa Cold Chain Pty Ltd - Minutes of a meeting of directors",
        [
            "Held at 12 Abbotts Road, Dandenong South on Tuesday 23 September 2025 at 10.00 am.",
            "Present: Graham Tulloch (Chair), Anita Kovac, Daniel Ferris, Rohan Mehta. In "
            "attendance: Sarah Okonjo (partner, Hartwell Ames, auditors) for item 2.",
            ("h", "1. Declarations"),
            "The standing notice of Mr Tulloch was noted. No other interests were declared.",
            ("h", "2. Financial report for the year ended 30 June 2025"),
            "Sarah Okonjo said that the audit is substantially complete and the auditor expects "
            "to give an unmodified opinion. RESOLVED that the financial report be approved "
            "subject to completion of the audit and that the Chair and Anita Kovac sign the "
            "directors' declaration.",
            ("h", "3. Project Yarrawonga"),
            "Rohan Mehta reported that three parties have been admitted to the data room and "
            "that Halvorsen Logistics is the preferred bidder. The board authorised management "
            "to respond to the buyer's questions through the Q&A process.",
            ("h", "4. Work health and safety"),
            "No notifiable incidents in the quarter. The WorkSafe Victoria improvement notice of "
            "2024 remains closed.",
            ("sig", ["Signed as a correct record", "", "Graham Tulloch, Chair"]),
        ],
    )
    write_text(
        d / "Group Structure.md",
        """
# Kiewa group structure (at 30 September 2025)

```
Graham Tulloch (42%)   Anita Kovac (18%)   Coolamon Nominees Pty Ltd (40%)
          \\                  |                    /
           +------ Kiewa Cold Chain Pty Ltd (ACN 614 208 377) ------+
                              |
                              | 100%
                              |
              Kiewa Cold Chain (NZ) Limited (company no. 7194452)
```

| Entity | Jurisdiction | Business | Sites |
|---|---|---|---|
| Kiewa Cold Chain Pty Ltd | Victoria, Australia | Temperature-controlled warehousing and refrigerated road distribution | Dandenong South VIC; Larapinta QLD |
| Kiewa Cold Chain (NZ) Limited | New Zealand | Chilled and frozen storage for exporters | East Tamaki, Auckland |

Kiewa Cold Chain Pty Ltd is not a member of a tax consolidated group other than as head company
of its own group; the NZ company files its own returns with Inland Revenue. There are no
dormant entities and no trusts in the group.
""",
    )


def transaction(out: Path) -> None:
    d = out / "02 Transaction"
    write_pdf(
        d / "Process Letter.pdf",
        "Project Yarrawonga - Process letter for second-round proposals",
        [
            "4 August 2025",
            "Dear Sir or Madam",
            "We act for the shareholders of Kiewa Cold Chain Pty Ltd (the Company) in relation to "
            "the proposed sale of 100% of the issued shares in the Company (Project Yarrawonga). "
            "Thank you for your indicative proposal. This letter sets out the process for "
            "binding proposals.",
            ("h", "1. Data room"),
            "Access to the virtual data room will be available from 11 August 2025. Questions "
            "must be submitted through the Q&A module; answers are given by management and are "
            "not warranties unless repeated in the Share Sale Agreement.",
            ("h", "2. Binding proposals"),
            "Binding proposals are due by 5.00 pm (AEST) on Friday 17 October 2025 and must "
            "include a mark-up of the draft Share Sale Agreement, confirmation of funding, the "
            "proposed approach to warranty and indemnity insurance, and any FIRB approval "
            "required under the Foreign Acquisitions and Takeovers Act 1975 (Cth).",
            ("h", "3. General"),
            "The shareholders reserve the right to change this process or to end discussions "
            "with any party at any time. Nothing in this letter is an offer.",
            (
                "sig",
                [
                    "Yours faithfully",
                    "",
                    "Moorabool Partners Pty Ltd",
                    "Level 9, 360 Collins Street, Melbourne VIC 3000",
                ],
            ),
        ],
        letterhead="MOORABOOL PARTNERS\nCorporate Finance\nAFSL 498 221",
    )
    write_pdf(
        d / "Confidentiality Deed - Halvorsen.pdf",
        "Confidentiality Deed Poll",
        [
            "Given by Halvorsen Logistics Australia Pty Ltd ACN 109 554 812 (Recipient) in favour "
            "of Kiewa Cold Chain Pty Ltd ACN 614 208 377 and its shareholders (Discloser) on 28 "
            "July 2025.",
            ("h", "1. Confidential Information"),
            "The Recipient must keep the Confidential Information confidential and use it only "
            "to evaluate the Proposed Transaction. It may disclose it to its Representatives who "
            "need to know and are bound to keep it confidential.",
            ("h", "2. Non-solicitation"),
            "For 12 months from the date of this deed the Recipient must not solicit for "
            "employment any senior employee of the Company with whom it has had contact in the "
            "course of the Proposed Transaction, other than by general advertisement.",
            ("h", "3. Return of information"),
            "On demand, the Recipient must return or destroy the Confidential Information, "
            "except as required by law or its bona fide document retention policies.",
            ("h", "4. Governing law"),
            "This deed is governed by the law of Victoria.",
            (
                "sig",
                [
                    "Executed as a deed poll in accordance with section 127 of the "
                    "Corporations Act 2001 (Cth) by Halvorsen Logistics Australia Pty Ltd",
                    "Director: Ingrid Halvorsen      Director/Secretary: Paul Tran",
                ],
            ),
        ],
    )
    write_docx(
        d / "Share Sale Agreement (draft 4).docx",
        "Share Sale Agreement - Kiewa Cold Chain Pty Ltd (Seller draft 4, 22 September 2025)",
        [
            "Parties: Graham John Tulloch; Anita Marie Kovac; Coolamon Nominees Pty Ltd ACN 642 "
            "771 030 (together the Sellers); Halvorsen Logistics Australia Pty Ltd ACN 109 554 "
            "812 (Buyer).",
            ("h", "1. Definitions"),
            "Company means Kiewa Cold Chain Pty Ltd ACN 614 208 377. Group means the Company and "
            "Kiewa Cold Chain (NZ) Limited.",
            "Disclosure Letter means the letter from the Sellers to the Buyer dated on or about "
            "the date of this agreement, in the agreed form.",
            "Material Contract means any contract to which a Group Company is a party (a) under "
            "which the Group receives or pays, or is reasonably expected to receive or pay, more "
            "than A$500,000 (excluding GST) in any financial year, or (b) which has a remaining "
            "term of more than three years and cannot be terminated by the Group on six months' "
            "notice or less without payment of compensation, or (c) which is a guarantee, "
            "indemnity or security given by a Group Company for the obligations of any person "
            "other than a Group Company.",
            "Open Source Software means software licensed under any licence approved by the "
            "Open Source Initiative or any similar 'free', 'copyleft' or community licence.",
            ("h", "2. Sale and purchase"),
            "Each Seller sells its Sale Shares to the Buyer free of Encumbrances, and the Buyer "
            "buys them, for the Purchase Price, on the terms of this agreement.",
            ("h", "3. Purchase Price"),
            "The Purchase Price is A$61,500,000 less Net Debt plus (or minus) the amount by which "
            "Working Capital exceeds (or falls short of) the Target Working Capital of A$4,200,000, "
            "determined on a completion accounts basis under schedule 3.",
            ("h", "4. Conditions"),
            "Completion is conditional on (a) the Buyer receiving notice that the Treasurer has "
            "no objection under the Foreign Acquisitions and Takeovers Act 1975 (Cth), and (b) "
            "the consents listed in schedule 5 having been obtained.",
            ("h", "5. Completion"),
            "Completion takes place ten Business Days after the last Condition is satisfied. At "
            "Completion the Buyer must pay to Eastbourne Bank the amount needed to repay the "
            "Facility in full and obtain a deed of release.",
            ("h", "9. Warranties"),
            "Each Seller gives the Warranties in schedule 4 to the Buyer as at the date of this "
            "agreement and immediately before Completion. The Warranties are qualified by matters "
            "fairly disclosed in the Disclosure Letter and the Disclosure Materials.",
            ("h", "10. Limitations"),
            "The Sellers' aggregate liability for Warranty Claims is limited to 30% of the "
            "Purchase Price, other than for the Title and Capacity Warranties, which is limited "
            "to the Purchase Price. The Buyer will obtain a warranty and indemnity insurance "
            "policy and the Sellers' liability above A$300,000 is limited to recovery under it.",
            ("h", "Schedule 4 - Warranties"),
            ("h", "4.7 Material Contracts"),
            "(a) The Disclosure Letter lists every Material Contract. (b) No Group Company is in "
            "breach of a Material Contract and no counterparty has given notice of termination. "
            "(c) No Material Contract has been amended, varied or supplemented except by a "
            "document included in the Disclosure Materials.",
            ("h", "4.9 Arrangements with Sellers"),
            "No Seller, director of a Group Company or any of their Associates is a party to any "
            "contract or arrangement with a Group Company, or is owed any amount by a Group "
            "Company, other than under an employment contract disclosed in the Disclosure "
            "Materials.",
            ("h", "4.11 Consents"),
            "No counterparty to a Material Contract or lease is entitled to terminate, vary or "
            "require consent to the continuation of that contract or lease as a result of the "
            "sale of the Sale Shares, except as listed in schedule 5.",
            ("h", "4.12 Intellectual property and information technology"),
            "(a) The Group owns or is licensed to use all Intellectual Property used in the "
            "Business. (b) No Company Software incorporates, is combined with or is made "
            "available to users over a network together with any Open Source Software on terms "
            "that require a Group Company to disclose or license any source code of the Company "
            "Software to any person. (c) The ColdTrace customer portal was developed by employees "
            "of the Company in the course of their employment.",
            ("h", "4.14 Insurance"),
            "All insurances are current, all premiums have been paid and nothing has been done "
            "or omitted that would entitle an insurer to refuse or reduce a claim.",
            ("h", "4.16 Litigation"),
            "Other than as disclosed, no Group Company is party to any litigation or claim above "
            "A$50,000 and none is threatened in writing.",
            ("h", "Schedule 5 - Third party consents"),
            "1. Ovens Valley Dairy Co-operative Ltd: notification. 2. Ngai Developments Limited "
            "(landlord, East Tamaki): consent (obtained). 3. Eastbourne Bank Limited: repayment "
            "at Completion.",
        ],
    )
    write_docx(
        d / "Disclosure Letter (draft 2).docx",
        "Disclosure Letter - Project Yarrawonga (draft 2, 29 September 2025)",
        [
            "To: Halvorsen Logistics Australia Pty Ltd",
            "From: Graham John Tulloch, Anita Marie Kovac and Coolamon Nominees Pty Ltd",
            "Dear Directors",
            "This is the Disclosure Letter referred to in the Share Sale Agreement (SSA). Terms "
            "defined in the SSA have the same meaning here.",
            ("h", "Part A - General disclosures"),
            (
                "b",
                [
                    "The contents of the data room as at 5.00 pm on 26 September 2025, as indexed in "
                    "the data room index.",
                    "Written answers given in the Q&A log up to the same time.",
                    "Matters that would be disclosed by searches of ASIC, the PPSR, IP Australia, the "
                    "NZ Companies Office and the registers of the Federal Court, Supreme Court and "
                    "County Court of Victoria on 25 September 2025.",
                ],
            ),
            ("h", "Part B - Specific disclosures"),
            (
                "t",
                [
                    ["Warranty", "Disclosure"],
                    ["4.7(a) Material Contracts", "The Material Contracts are listed in Part C."],
                    ["4.7(b)", "Nothing to disclose."],
                    ["4.9 Arrangements with Sellers", "Nothing to disclose."],
                    ["4.11 Consents", "See schedule 5 of the SSA. No other consents are needed."],
                    ["4.12 IP and IT", "Nothing specific to disclose."],
                    [
                        "4.14 Insurance",
                        "The claim referred to against warranty 4.16 has been notified "
                        "to insurers.",
                    ],
                    [
                        "4.16 Litigation",
                        "Harvest Lane Meals Pty Ltd has claimed A$642,300 for product "
                        "lost on 8 February 2025 (letter of demand of 3 March 2025). The claim is "
                        "disputed and is with insurers. The Bellarine Organics proceeding was settled "
                        "in May 2024.",
                    ],
                    [
                        "4.18 Employment",
                        "The Kiewa Cold Chain Enterprise Agreement 2023 applies to "
                        "warehouse and driver employees in Victoria and Queensland.",
                    ],
                ],
            ),
            ("h", "Part C - Material Contracts"),
            (
                "t",
                [
                    ["No.", "Contract", "Counterparty", "Date"],
                    [
                        "1",
                        "Logistics Services Agreement",
                        "Greenvale Fresh Foods Pty Ltd",
                        "1 July 2023",
                    ],
                    [
                        "2",
                        "Warehousing and Distribution Agreement",
                        "Ovens Valley Dairy Co-operative Ltd",
                        "1 September 2022",
                    ],
                    [
                        "3",
                        "Master Services Agreement",
                        "Coastline Seafood Group Pty Ltd",
                        "15 October 2023",
                    ],
                    [
                        "4",
                        "Cold Storage and Transport Agreement",
                        "Harvest Lane Meals Pty Ltd",
                        "1 December 2023",
                    ],
                    [
                        "5",
                        "Temperature-Controlled Storage Agreement",
                        "Meridian Biologics Pty Ltd",
                        "20 May 2024",
                    ],
                    [
                        "6",
                        "Services Agreement",
                        "Tarrawingee Milk Company Pty Ltd",
                        "3 February 2025",
                    ],
                    ["7", "Facility Agreement", "Eastbourne Bank Limited", "30 June 2023"],
                    [
                        "8",
                        "Lease, 12 Abbotts Road, Dandenong South VIC",
                        "Abbotts Road Holdings Pty Ltd",
                        "1 July 2024",
                    ],
                    [
                        "9",
                        "Lease, 41 Bulwer Road, Larapinta QLD",
                        "Bulwer Industrial Pty Ltd",
                        "14 November 2022",
                    ],
                    [
                        "10",
                        "Lease, 7 Lady Fisher Place, East Tamaki",
                        "Ngai Developments Limited",
                        "1 April 2021",
                    ],
                    [
                        "11",
                        "Subcontract Carrier Agreement",
                        "Riverina Chilled Transport Pty Ltd",
                        "2 May 2022",
                    ],
                    [
                        "12",
                        "Storage and Distribution Agreement",
                        "Brisbane Valley Meats Pty Ltd",
                        "1 October 2022",
                    ],
                    [
                        "13",
                        "Frozen Storage Agreement",
                        "Moreton Bay Prawn Farms Pty Ltd",
                        "1 July 2023",
                    ],
                    ["14", "Letter of terms (annual)", "Kaimai Kiwifruit Co Ltd", "1 March 2025"],
                    [
                        "15",
                        "Trading terms (purchase orders)",
                        "Sunraysia Citrus Exports Pty Ltd",
                        "various",
                    ],
                    [
                        "16",
                        "Master Lease Agreement (prime movers and trailers)",
                        "Redgum Truck Leasing Pty Ltd",
                        "9 March 2021",
                    ],
                    [
                        "17",
                        "Large market electricity supply contract",
                        "Origin Energy Electricity Ltd",
                        "1 July 2024",
                    ],
                    [
                        "18",
                        "Fuel card facility terms",
                        "Ampol Australia Petroleum Pty Ltd",
                        "12 June 2020",
                    ],
                ],
            ),
            ("h", "Part D - Disclosure Materials"),
            "The data room index, Q&A log and the documents listed in it are Disclosure Materials.",
            (
                "sig",
                [
                    "Yours faithfully",
                    "",
                    "Graham Tulloch      Anita Kovac",
                    "Coolamon Nominees Pty Ltd by its director Rohan Mehta",
                ],
            ),
        ],
    )
    qa = [
        [
            "Ref",
            "Date raised",
            "Category",
            "Question (Buyer)",
            "Answer (Seller)",
            "Answered by",
            "Status",
        ],
        [
            "Q-001",
            "13 August 2025",
            "Corporate",
            "Please provide the shareholders' deed.",
            "The Shareholders' Deed of 21 December 2021 will terminate at Completion; a copy will be "
            "made available to the Buyer's lawyers on a clean-team basis.",
            "A Kovac",
            "Closed",
        ],
        [
            "Q-002",
            "13 August 2025",
            "Finance",
            "Explain the normalisation adjustments to FY2025 EBITDA in the IM.",
            "Adjusted EBITDA adds back the Harvest Lane product loss provision "
            "(A$0.48m) and sale process costs (A$0.31m).",
            "A Kovac",
            "Closed",
        ],
        [
            "Q-003",
            "14 August 2025",
            "Property",
            "Is the Larapinta site on a lease with options?",
            "Yes: ten years from 14 November 2022 with one further option of five years.",
            "D Ferris",
            "Closed",
        ],
        [
            "Q-004",
            "15 August 2025",
            "Commercial",
            "What proportion of revenue is on contract?",
            "About 78% of FY2025 revenue came from customers on written agreements with terms of "
            "three years or more.",
            "D Ferris",
            "Closed",
        ],
        [
            "Q-005",
            "18 August 2025",
            "Employment",
            "Are any employees on individual flexibility "
            "arrangements under the enterprise agreement?",
            "Four, all drivers, on IFAs about rostering. Copies in folder 06.",
            "HR",
            "Closed",
        ],
        [
            "Q-006",
            "19 August 2025",
            "Commercial",
            "Please confirm whether any customer can end "
            "its contract, or require new terms, if the ownership of Kiewa changes.",
            "Confirmed that no customer contract gives the customer a termination or renegotiation "
            "right on a change in the ownership of Kiewa. Ovens Valley must be notified within 20 "
            "Business Days after the event, which the Sellers will do.",
            "D Ferris",
            "Closed",
        ],
        [
            "Q-007",
            "19 August 2025",
            "IT",
            "Which systems are licensed and which are owned?",
            "The WMS (Manhattan SCALE) and TMS are licensed. ColdTrace is owned and was built in "
            "house.",
            "IT Manager",
            "Closed",
        ],
        [
            "Q-008",
            "21 August 2025",
            "Regulatory",
            "Confirm the status of the 2024 WorkSafe improvement notice.",
            "Complied with on 30 September 2024; WorkSafe confirmed closure by letter.",
            "WHS Manager",
            "Closed",
        ],
        [
            "Q-009",
            "25 August 2025",
            "Finance",
            "Has there been any covenant breach under the "
            "Eastbourne facility in the last two years?",
            "The DSCR test at 31 December 2024 was "
            "missed and was waived by the bank on 14 February 2025. The 30 June 2025 certificate is "
            "being prepared.",
            "A Kovac",
            "Closed",
        ],
        [
            "Q-010",
            "27 August 2025",
            "Insurance",
            "Who is the broker and when do the policies renew?",
            "Marsh-Lindell Insurance Brokers; all policies renew on 31 October.",
            "A Kovac",
            "Closed",
        ],
        [
            "Q-011",
            "2 September 2025",
            "Commercial",
            "Please list any rebates, credits or "
            "discounts granted to customers outside the written agreements.",
            "None. All pricing is as set out in the agreements and the FY2026 rate card.",
            "D Ferris",
            "Closed",
        ],
        [
            "Q-012",
            "9 September 2025",
            "Tax",
            "Any ATO reviews or audits open?",
            "No. The ATO "
            "completed a Next 5,000 streamlined assurance review of FY2023 in April 2025 with no "
            "adjustments.",
            "A Kovac",
            "Closed",
        ],
        [
            "Q-013",
            "16 September 2025",
            "Litigation",
            "Status of the Bellarine Organics claim?",
            "Settled by deed in May 2024 for A$95,000, paid; the proceeding was dismissed.",
            "A Kovac",
            "Closed",
        ],
        [
            "Q-014",
            "22 September 2025",
            "Environment",
            "Refrigerant type at each site?",
            "Dandenong South: ammonia (R717) central plant plus R448A in chambers 5-6. Larapinta: "
            "CO2 transcritical. East Tamaki: R448A.",
            "D Ferris",
            "Open - further detail to follow",
        ],
    ]
    write_xlsx(d / "Q&A Log.xlsx", [("Q&A", qa)], widths=30)
    write_xlsx(
        d / "Third Party Consents Tracker.xlsx",
        [
            (
                "Consents",
                [
                    [
                        "Document",
                        "Counterparty",
                        "Provision",
                        "Consent needed for share sale?",
                        "Action",
                        "Status",
                        "Owner",
                    ],
                    [
                        "Warehousing and Distribution Agreement (1 Sep 2022)",
                        "Ovens Valley Dairy Co-operative Ltd",
                        "cl 21.2 - notice of change in control",
                        "No - notice within 20 Business Days after Completion",
                        "Sellers to notify",
                        "Post-Completion",
                        "D Ferris",
                    ],
                    [
                        "Facility Agreement (30 Jun 2023)",
                        "Eastbourne Bank Limited",
                        "cl 19.4 - review event",
                        "N/A - to be repaid at Completion",
                        "Payout letter",
                        "Requested 1 Oct 2025",
                        "A Kovac",
                    ],
                    [
                        "Lease - 12 Abbotts Road, Dandenong South",
                        "Abbotts Road Holdings Pty Ltd",
                        "cl 15",
                        "No",
                        "None",
                        "N/A",
                        "Carrick Lane",
                    ],
                    [
                        "Lease - 41 Bulwer Road, Larapinta",
                        "Bulwer Industrial Pty Ltd",
                        "Assignment clause only",
                        "No - no change in shareholding clause",
                        "None",
                        "N/A",
                        "Carrick Lane",
                    ],
                    [
                        "Deed of Lease - 7 Lady Fisher Place, East Tamaki",
                        "Ngai Developments Limited",
                        "cl 21.3 - change in effective control",
                        "Yes",
                        "Request sent 2 Oct 2025",
                        "Consent given 20 Oct 2025",
                        "Puketapu Law",
                    ],
                    [
                        "Master Services Agreement (15 Oct 2023)",
                        "Coastline Seafood Group Pty Ltd",
                        "cl 24 - assignment",
                        "No",
                        "None",
                        "N/A",
                        "Carrick Lane",
                    ],
                    [
                        "Temperature-Controlled Storage Agreement (20 May 2024)",
                        "Meridian Biologics Pty Ltd",
                        "cl 22 - assignment",
                        "No",
                        "None",
                        "N/A",
                        "Carrick Lane",
                    ],
                ],
            )
        ],
        widths=26,
    )
    write_pptx(
        d / "Information Memorandum.pptx",
        [
            (
                "Project Yarrawonga",
                [
                    "Information Memorandum - strictly private and confidential",
                    "Kiewa Cold Chain Pty Ltd: temperature-controlled warehousing and refrigerated "
                    "distribution in Victoria, Queensland and Auckland",
                    "Prepared by Moorabool Partners, August 2025",
                ],
            ),
            (
                "Investment highlights",
                [
                    "38,000 pallet positions across three sites, chilled (0-4C) and frozen (-18 to "
                    "-25C)",
                    "Blue-chip food and pharmaceutical customers on multi-year agreements",
                    "FY2025 revenue A$68.4m; Adjusted EBITDA A$5.61m",
                    "In-house ColdTrace portal gives customers live temperature and stock data",
                ],
            ),
            (
                "Customers",
                [
                    "Top five customers 61% of FY2025 revenue; average tenure 6.2 years",
                    "Greenvale Fresh Foods: five-year agreement to June 2028, rates indexed to CPI "
                    "every 1 July",
                    "Ovens Valley Dairy, Coastline Seafood, Harvest Lane Meals, Meridian Biologics",
                    "None of the top ten customer agreements can be ended because of a change in the "
                    "ownership of Kiewa",
                ],
            ),
            (
                "Financial summary (A$m, years to 30 June)",
                [
                    "Revenue: FY2023 59.8 | FY2024 64.1 | FY2025 68.4",
                    "Reported EBITDA: FY2023 5.02 | FY2024 5.37 | FY2025 4.82",
                    "Adjusted EBITDA: FY2025 5.61 (adds back product loss and sale costs)",
                    "Capex FY2025 3.9, of which CO2 plant upgrade at Larapinta 2.1",
                ],
            ),
            (
                "Growth",
                [
                    "Dairy vertical: new Tarrawingee Milk contract from February 2025",
                    "Pharmaceutical (TGA GDP) storage at Dandenong South, chamber 6",
                    "Auckland export hub for frozen seafood and meat",
                ],
            ),
        ],
    )
    write_text(
        d / "Vendor Due Diligence Scope.md",
        """
# Project Yarrawonga - vendor due diligence scope

Prepared by Moorabool Partners for the Sellers, 30 June 2025.

## Financial and tax (Hartwell Ames)

* Quality of earnings FY2023 to FY2025 and the twelve months to 30 June 2025
* Net debt and debt-like items at 30 June 2025; working capital seasonality
* Tax: income tax, GST, FBT, payroll tax (Victoria and Queensland), NZ income tax and GST

## Legal (Carrick Lane Lawyers)

* Red-flag report only, on the contracts in the data room
* Title to shares and corporate records (ASIC, NZ Companies Office)
* Leases, employment (Fair Work Act 2009 (Cth), enterprise agreement), PPSR

## Out of scope

* Environmental site assessment (buyer to commission a Phase 1 if wanted)
* Refrigeration plant condition survey

Reports are addressed to the Sellers; reliance will be offered to the successful buyer and its
financiers on the usual terms.
""",
    )
