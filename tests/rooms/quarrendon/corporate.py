"""01 Corporate: charter, bylaws, cap table, stockholders agreement, board minutes."""

from __future__ import annotations

from typing import Any

F = "01 Corporate/"

DOCS: dict[str, Any] = {}

DOCS[F + "1.1 Certificate of Incorporation - Heliant Medical Holdings, Inc.pdf"] = [
    "# AMENDED AND RESTATED CERTIFICATE OF INCORPORATION OF HELIANT MEDICAL HOLDINGS, INC.",
    'Heliant Medical Holdings, Inc., a corporation organized and existing under the General Corporation Law of the State of Delaware (the "Corporation"), hereby certifies that the name of the Corporation is Heliant Medical Holdings, Inc., and that its original Certificate of Incorporation was filed with the Secretary of State of the State of Delaware on February 11, 2014.',
    "## ARTICLE I - NAME",
    "The name of the Corporation is Heliant Medical Holdings, Inc.",
    "## ARTICLE II - REGISTERED OFFICE",
    "The address of the registered office of the Corporation in the State of Delaware is 251 Little Falls Drive, Wilmington, New Castle County, Delaware 19808.",
    "## ARTICLE III - PURPOSE",
    "The purpose of the Corporation is to engage in any lawful act or activity for which corporations may be organized under the General Corporation Law of the State of Delaware.",
    "## ARTICLE IV - CAPITAL STOCK",
    "The total number of shares of all classes of stock which the Corporation shall have authority to issue is 30,000,000 shares, consisting of (a) 20,000,000 shares of Common Stock, par value $0.0001 per share, and (b) 10,000,000 shares of Preferred Stock, par value $0.0001 per share, of which 6,400,000 shares are designated Series A Preferred Stock.",
    "The holders of Series A Preferred Stock shall be entitled to receive, upon any Liquidation Event, prior and in preference to any distribution to the holders of Common Stock, an amount per share equal to the Original Issue Price plus declared but unpaid dividends. A merger or consolidation of the Corporation, or a sale of all or substantially all of its assets, or a sale of shares representing more than fifty percent of the voting power of the Corporation, shall be treated as a Liquidation Event unless the holders of a majority of the Series A Preferred Stock elect otherwise.",
    "## ARTICLE V - DIRECTORS",
    "The number of directors shall be fixed from time to time by resolution of the Board of Directors. Elections of directors need not be by written ballot unless the Bylaws so provide.",
    "## ARTICLE VI - LIMITATION OF LIABILITY; INDEMNIFICATION",
    "To the fullest extent permitted by the General Corporation Law of the State of Delaware, a director of the Corporation shall not be personally liable to the Corporation or its stockholders for monetary damages for breach of fiduciary duty as a director.",
    "IN WITNESS WHEREOF, the Corporation has caused this Amended and Restated Certificate of Incorporation to be signed by its President on June 3, 2021.",
    "By: /s/ Marcus J. Hale, President and Chief Executive Officer",
]

DOCS[F + "1.2 Amended and Restated Bylaws.pdf"] = [
    "# AMENDED AND RESTATED BYLAWS OF HELIANT MEDICAL HOLDINGS, INC. (adopted June 3, 2021)",
    "## Article I - Offices",
    "1.1 Registered Office. The registered office of the Corporation shall be fixed in the Certificate of Incorporation. 1.2 Other Offices. The Corporation may have other offices, both within and without the State of Delaware, as the Board may from time to time determine.",
    "## Article II - Meetings of Stockholders",
    "2.1 Annual Meeting. An annual meeting of stockholders shall be held for the election of directors at such date and time as the Board shall designate. 2.4 Quorum. The holders of a majority of the voting power of the stock issued and outstanding and entitled to vote, present in person or represented by proxy, shall constitute a quorum. 2.9 Action Without Meeting. Any action required or permitted to be taken at any meeting of stockholders may be taken without a meeting if a consent in writing is signed by the holders of outstanding stock having not less than the minimum number of votes necessary to authorize such action.",
    "## Article III - Directors",
    "3.1 Powers. The business and affairs of the Corporation shall be managed by or under the direction of the Board. 3.2 Number. The Board shall consist of five (5) directors. 3.7 Interested Directors. No contract or transaction between the Corporation and one or more of its directors, or any entity in which a director has a financial interest, shall be void or voidable solely for that reason if the material facts as to the director's relationship or interest are disclosed to the Board and the Board in good faith authorizes the contract or transaction by the affirmative vote of a majority of the disinterested directors.",
    "## Article VI - Indemnification",
    "6.1 The Corporation shall indemnify, to the fullest extent permitted by applicable law, any person who was or is made a party to any proceeding by reason of the fact that he or she is or was a director or officer of the Corporation.",
    "Certified as adopted by the Board of Directors on June 3, 2021. /s/ Dana Whitcombe, Secretary",
]

DOCS[F + "1.3 Capitalization Table 30 Sep 2026.xlsx"] = {
    "Summary": [
        ["Heliant Medical Holdings, Inc. - fully diluted capitalization as of September 30, 2026"],
        ["Holder", "Class", "Shares", "Options / RSUs", "Fully diluted %"],
        ["Cascade Growth Partners III, L.P.", "Series A Preferred", 6400000, 0, 0.5246],
        ["Marcus J. Hale", "Common", 2150000, 310000, 0.2016],
        ["Hale Family 2019 Irrevocable Trust", "Common", 400000, 0, 0.0328],
        ["Dana Whitcombe", "Common", 95000, 180000, 0.0225],
        ["Other employees (41 holders)", "Common", 310000, 1264000, 0.1290],
        ["Unallocated option pool", "Common", 0, 1091000, 0.0894],
        ["Total", "", 9355000, 2845000, 1.0],
    ],
    "Option ledger": [
        ["Grant ID", "Holder", "Grant date", "Options", "Strike (USD)", "Vesting", "Acceleration"],
        [
            "G-2021-001",
            "Marcus J. Hale",
            "2021-06-03",
            310000,
            2.10,
            "4y, 1y cliff",
            "Per employment agreement",
        ],
        [
            "G-2021-014",
            "Dana Whitcombe",
            "2021-09-15",
            180000,
            2.10,
            "4y, 1y cliff",
            "Double trigger",
        ],
        ["G-2025-031", "R. Okafor", "2025-06-20", 60000, 4.35, "4y, 1y cliff", "Double trigger"],
        ["G-2025-032", "S. Lindgren", "2025-06-20", 45000, 4.35, "4y, 1y cliff", "Double trigger"],
    ],
}

DOCS[F + "1.4 Stockholders Agreement 2021.docx"] = [
    "# AMENDED AND RESTATED STOCKHOLDERS AGREEMENT",
    'This Amended and Restated Stockholders Agreement (this "Agreement") is entered into as of June 3, 2021 by and among Heliant Medical Holdings, Inc., a Delaware corporation (the "Company"), Cascade Growth Partners III, L.P. (the "Investor") and the persons listed on Schedule A as Key Holders.',
    "## 1. Board Composition",
    "1.1 Each Stockholder shall vote its Shares so that the Board consists of five directors: two designated by the Investor, the Chief Executive Officer, and two independent directors reasonably acceptable to the Investor and the Key Holders.",
    "## 2. Drag-Along Right",
    "2.1 If the Board and the holders of a majority of the Series A Preferred Stock approve a Sale of the Company, each Stockholder shall vote in favour of, consent to and raise no objections against such Sale of the Company, and shall sell its Shares on the same terms and conditions as the Investor.",
    "## 3. Right of First Refusal; Co-Sale",
    "3.1 Before any Key Holder may transfer Shares, the Company and then the Investor shall have a right of first refusal to purchase such Shares on the terms proposed. 3.5 This Section 3 shall not apply to any transfer made pursuant to a Sale of the Company approved under Section 2.",
    "## 4. Termination",
    "4.1 This Agreement shall terminate upon the earliest of (a) the consummation of a Sale of the Company, (b) an IPO, and (c) the written agreement of the Company and the Investor.",
    "## 5. Miscellaneous",
    "5.3 Governing Law. This Agreement shall be governed by the internal laws of the State of Delaware.",
    "IN WITNESS WHEREOF the parties have executed this Agreement as of the date first written above.",
]

DOCS[F + "1.5 Minutes of the Board - 18 March 2026.docx"] = [
    "# HELIANT MEDICAL HOLDINGS, INC. - MINUTES OF A MEETING OF THE BOARD OF DIRECTORS",
    "Held by video conference on March 18, 2026 at 9:00 a.m. Central Time.",
    "Present: Marcus J. Hale (Chair), Priya Raman and Thomas Eberly (Cascade designees), Dr. Ingrid Solberg and Walter Chu (independent). Also present: Dana Whitcombe (CFO, Secretary), Rachel Okafor (VP Quality and Regulatory).",
    "## 1. Quorum",
    "The Chair noted that all directors were present and that the meeting was duly convened.",
    "## 2. Regulatory update",
    "Ms. Okafor reported on the correspondence received from FDA's Office of Medical Device and Radiological Health Operations on March 9, 2026 following the inspection of the Plymouth facility in November and December 2025, concerning corrective and preventive action and complaint handling. A response plan led by the quality team with outside consultants was presented. The Board directed management to submit the response by the deadline and to report monthly.",
    "## 3. FY2025 results and covenant compliance",
    "Ms. Whitcombe presented the audited results for FY2025. Capital expenditure for the new clean room at Plymouth exceeded the annual limit in the credit agreement; First Cascadia Bank had granted a waiver for fiscal 2025 against a fee. The Board noted the waiver.",
    "## 4. Sale process",
    "Mr. Eberly reported that Cascade had mandated Larchmont Partners as financial adviser for a possible sale of the Company in the second half of 2026. RESOLVED, that the officers be authorised to prepare a virtual data room and vendor due diligence materials.",
    "There being no further business, the meeting was adjourned at 10:40 a.m.",
    "/s/ Dana Whitcombe, Secretary",
]

DOCS[F + "1.6 Minutes of the Board - 10 September 2026.docx"] = [
    "# HELIANT MEDICAL HOLDINGS, INC. - MINUTES OF A MEETING OF THE BOARD OF DIRECTORS",
    "Held at the offices of the Company, 4400 Annapolis Lane, Plymouth, Minnesota, on September 10, 2026 at 1:00 p.m.",
    "Present: Marcus J. Hale (Chair), Priya Raman, Thomas Eberly, Dr. Ingrid Solberg and Walter Chu. Also present: Dana Whitcombe (CFO, Secretary) and, for item 4, Jonas Lindqvist of Larchmont Partners.",
    "## 1. Operations",
    "Management reported that production at Plymouth had resumed on August 18, 2026 following the IT outage of August 14 and that backorders of administration sets had been cleared by September 4.",
    "## 2. Plymouth facility - rent review",
    "Dr. Hale reminded the Board that he is the managing member of, and holds all of the membership interests in, Cedar Loop Properties LLC, the landlord of the Plymouth facility, and that he had therefore taken no part in management's negotiation of the rent review. Dr. Hale then left the meeting. Mr. Chu presented the landlord's proposal to increase base rent from $14.25 to $16.10 per square foot with effect from January 1, 2027, and to extend the term to December 31, 2036. After discussion the disinterested directors RESOLVED to approve the rent review and extension on the terms presented. Dr. Hale then rejoined the meeting.",
    "## 3. Financial update",
    "Ms. Whitcombe presented the August management accounts. Revenue was behind budget owing to the outage. She noted that leverage headroom under the First Cascadia facility was limited and that the September quarter would be tight.",
    "## 4. Project Quarrendon",
    "Mr. Lindqvist reported that Norrland Medtech AB had been selected as preferred bidder and that phase 2 due diligence would open on October 5, 2026.",
    "/s/ Dana Whitcombe, Secretary",
]

DOCS[F + "1.7 Unanimous Written Consent - option grants June 2025.docx"] = [
    "# ACTION BY UNANIMOUS WRITTEN CONSENT OF THE BOARD OF DIRECTORS OF HELIANT MEDICAL HOLDINGS, INC.",
    "The undersigned, being all of the members of the Board of Directors, hereby adopt the following resolutions by written consent pursuant to Section 141(f) of the Delaware General Corporation Law, effective June 20, 2025.",
    "Option Grants. RESOLVED, that the Company grant to each individual listed on Exhibit A an option to purchase the number of shares of Common Stock set forth opposite his or her name, at an exercise price of $4.35 per share, being not less than the fair market value of the Common Stock on the date hereof as determined by reference to the independent 409A valuation dated May 31, 2025.",
    "Vesting. RESOLVED FURTHER, that each such option shall vest as to 25% on the first anniversary of the vesting commencement date and in 36 equal monthly instalments thereafter, subject to double-trigger acceleration as provided in the 2021 Equity Incentive Plan.",
    [
        ["Optionee", "Shares", "Vesting commencement"],
        ["Rachel Okafor", "60,000", "June 1, 2025"],
        ["Sven Lindgren", "45,000", "June 1, 2025"],
    ],
    "Signed: Marcus J. Hale, Priya Raman, Thomas Eberly, Ingrid Solberg, Walter Chu",
]

DOCS[F + "1.8 Group structure.md"] = """# Heliant group structure (as at 30 September 2026)

```
Heliant Medical Holdings, Inc. (Delaware) - holding company, borrower under the First Cascadia facility
 |-- Heliant Medical Devices, LLC (Minnesota) - 100% - manufacturing, US sales; tenant of the Plymouth plant
 |-- Heliant Medical UK Limited (England and Wales, no. 09874412) - 100% - R&D (Cambridge), UK sales
 `-- Heliant Medical B.V. (Netherlands, KvK 72019934) - 100% - EU importer of record, EU distribution hub (Venlo)
```

* Guarantors of the credit facility: Heliant Medical Devices, LLC; Heliant Medical UK Limited
  (limited to GBP 5 million).
* Heliant Medical B.V. is the contracting party for EU distributor agreements entered into after 2020.
* No joint ventures, no minority investments.
"""

DOCS[F + "1.9 Heliant Medical UK Limited - company details.txt"] = """HELIANT MEDICAL UK LIMITED
Company number: 09874412 (England and Wales)
Registered office: Unit 7, Cambridge Science Park, Milton Road, Cambridge CB4 0FZ
Incorporated: 17 November 2015
Directors: Marcus James HALE; Dana Louise WHITCOMBE; Sven LINDGREN (appointed 1 June 2025)
Company secretary: none
Share capital: 1,000 ordinary shares of GBP 1.00 each, all held by Heliant Medical Holdings, Inc.
Persons with significant control: Heliant Medical Holdings, Inc. (ownership of shares 75% or more)
Charges: one outstanding charge, created 14 May 2024, in favour of First Cascadia Bank, N.A. as
security trustee (debenture; fixed and floating charges over all assets)
Accounts: full accounts made up to 31 December 2025 filed 22 September 2026
Confirmation statement: made up to 17 November 2025, filed 20 November 2025
"""

DOCS[F + "1.10 Certificate of Good Standing - Delaware.pdf"] = [
    "# State of Delaware - Secretary of State - Division of Corporations",
    'I, the Secretary of State of the State of Delaware, do hereby certify that "HELIANT MEDICAL HOLDINGS, INC." is duly incorporated under the laws of the State of Delaware and is in good standing and has a legal corporate existence so far as the records of this office show, as of the fourteenth day of October, A.D. 2026.',
    "And I do hereby further certify that the annual reports have been filed to date. And I do hereby further certify that the franchise taxes have been paid to date.",
    "Authentication: 204418873. Date: 10-14-26.",
]
