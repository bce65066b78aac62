"""01 Corporate and 02 Transaction: the company's records and the deal papers."""

from __future__ import annotations

from pathlib import Path

from .writers import write_docx, write_html, write_pdf, write_pptx, write_text, write_xlsx

LC = (
    "LYNCH CROWLEY LLP\nSolicitors\n7 South Mall, Cork T12 R8CK\n"
    "Tel +353 21 480 0000 | lynchcrowley.ie (fictitious)"
)


def corporate(d: Path) -> None:
    c = d / "01 Corporate"
    write_pdf(
        c / "Certificate of Incorporation.pdf",
        "CERTIFICATE OF INCORPORATION",
        [
            "Companies Registration Office, Ireland",
            "Company Number: 563218",
            "I hereby certify that DERRYNANE WIND SERVICES LIMITED is on and from the "
            "fourteenth day of May, 2015 incorporated under the Companies Act 2014 and that "
            "the company is a private company limited by shares.",
            "Given under my hand at Dublin, this fourteenth day of May, 2015.",
            ("sig", ["Assistant Registrar of Companies"]),
        ],
    )
    write_pdf(
        c / "Constitution of Derrynane Wind Services Limited.pdf",
        "CONSTITUTION OF DERRYNANE WIND SERVICES LIMITED",
        [
            "COMPANIES ACT 2014 - A PRIVATE COMPANY LIMITED BY SHARES",
            ("h", "MEMORANDUM OF ASSOCIATION"),
            "1. The name of the company is Derrynane Wind Services Limited.",
            "2. The company is a private company limited by shares, registered under Part 2 of "
            "the Companies Act 2014.",
            "3. The liability of the members is limited.",
            "4. The share capital of the company is EUR 100,000 divided into 90,000 Ordinary "
            "Shares of EUR 1.00 each and 10,000 A Ordinary Shares of EUR 1.00 each.",
            ("h", "ARTICLES OF ASSOCIATION"),
            "1. The optional provisions of the Act (as defined in section 19) shall apply save "
            "in so far as they are excluded or modified by these Articles. Sections 43(2), "
            "77 to 81 and 160(2) to (5) shall not apply.",
            "2. The number of directors shall be not less than two nor more than seven. The "
            "holders of a majority of the A Ordinary Shares may appoint one director (the "
            "Investor Director) and remove any director so appointed.",
            "3. The quorum for meetings of the board shall be three directors, one of whom shall "
            "be the Investor Director if one is in office.",
            "4. Subject to sections 228 and 231 of the Act, a director who has declared the "
            "nature of his or her interest in a contract or proposed contract may vote in "
            "respect of it and be counted in the quorum.",
            "5. Transfers of shares are subject to any shareholders' agreement for the time "
            "being in force between the members and the company, and the directors shall "
            "register any transfer made in accordance with it.",
            "6. The company may by ordinary resolution declare dividends, but no dividend shall "
            "exceed the amount recommended by the directors.",
            "Adopted by special resolution passed on 8 April 2019.",
        ],
    )
    write_xlsx(
        c / "Register of Members.xlsx",
        [
            (
                "Members",
                [
                    ["Member", "Address", "Class", "Shares", "Date entered", "Certificate"],
                    [
                        "Declan Hegarty",
                        "Lisnagree, Mallow, Co. Cork",
                        "Ordinary",
                        3800,
                        "14/05/2015",
                        "1",
                    ],
                    [
                        "Siobhán Kiely",
                        "Ballyclough, Mallow, Co. Cork",
                        "Ordinary",
                        2200,
                        "14/05/2015",
                        "2",
                    ],
                    [
                        "Ardfert Growth Fund II LP (by its general partner Ardfert GP II Limited)",
                        "Harcourt Centre, Dublin 2",
                        "A Ordinary",
                        4000,
                        "08/04/2019",
                        "3",
                    ],
                    ["Total", "", "", ("=SUM(D2:D4)", 10000), "", ""],
                ],
            ),
            (
                "Transfers",
                [
                    ["Date", "Transferor", "Transferee", "Shares", "Note"],
                    [
                        "08/04/2019",
                        "(allotment)",
                        "Ardfert Growth Fund II LP",
                        4000,
                        "Subscription EUR 3,200,000",
                    ],
                ],
            ),
        ],
    )
    write_docx(
        c / "Register of Directors and Secretary.docx",
        "Derrynane Wind Services Limited - Register of Directors and Secretary",
        [
            "Maintained under section 149 of the Companies Act 2014. Extract as at 30 January 2026.",
            (
                "t",
                [
                    ["Name", "Role", "Appointed", "Resigned", "Other directorships (last 5 years)"],
                    [
                        "Declan Hegarty",
                        "Director, Chief Executive",
                        "14/05/2015",
                        "",
                        "Derrynane Wind Services (NI) Limited; Glenshane Holdings Limited",
                    ],
                    [
                        "Siobhán Kiely",
                        "Director, Chief Operating Officer",
                        "14/05/2015",
                        "",
                        "Derrynane Wind Services (NI) Limited",
                    ],
                    [
                        "Fergal Twomey",
                        "Director, Chief Financial Officer",
                        "03/10/2022",
                        "",
                        "None",
                    ],
                    [
                        "Niamh Corcoran",
                        "Investor Director (Ardfert)",
                        "08/04/2019",
                        "",
                        "Ardfert GP II Limited; Tullamore Foods DAC",
                    ],
                    [
                        "Conor Whelan",
                        "Non-executive Chairman",
                        "01/02/2021",
                        "",
                        "Whelan Advisory Limited",
                    ],
                    [
                        "Paul Ahern",
                        "Director",
                        "14/05/2015",
                        "31/01/2021",
                        "Carrig Crane Hire Limited",
                    ],
                ],
            ),
            ("h", "Secretary"),
            "Brosna Secretarial Services Limited, 7 South Mall, Cork, appointed 14/05/2015.",
        ],
    )
    minutes = c / "Board Minutes"
    write_docx(
        minutes / "Minutes 2023-05-16.docx",
        "Derrynane Wind Services Limited - Minutes of a Meeting of the Board of Directors",
        [
            "Held at Unit 4, Ballyviniter Business Park, Mallow on 16 May 2023 at 10.00 a.m.",
            "Present: Conor Whelan (Chair), Declan Hegarty, Siobhán Kiely, Fergal Twomey, Niamh "
            "Corcoran. In attendance: Brosna Secretarial Services Limited (secretary).",
            ("h", "1. Quorum and declarations of interest"),
            "The Chair noted that a quorum was present. Declan Hegarty declared, for the "
            "purposes of section 231 of the Companies Act 2014, that he is a director of and "
            "holds one half of the issued shares in Glenshane Holdings Limited, the proposed "
            "landlord of the Campsie warehouse under item 4 (the other half being held by his "
            "wife, Úna Hegarty). The board noted the declaration.",
            ("h", "2. Minutes"),
            "The minutes of the meeting of 21 March 2023 were approved and signed.",
            ("h", "3. Refinancing"),
            "The CFO reported that Munster & Leinster Bank plc had issued a credit-approved term "
            "sheet for EUR 12 million of term and revolving facilities to refinance the Bank of "
            "the Foyle facilities. The board approved the refinancing in principle, subject to "
            "final documentation, and authorised the CFO to negotiate the facility agreement.",
            ("h", "4. Northern Ireland warehouse"),
            "The COO presented the proposal for the NI subsidiary to take a ten-year lease of "
            "Unit 9, Campsie Industrial Estate, for spares storage and the north-west crews. Rent "
            "proposed at GBP 78,000 per annum. Niamh Corcoran asked whether the rent had been "
            "benchmarked; the COO said an agent's letter put market rent at GBP 70,000 to GBP "
            "80,000. The board approved the lease, Declan Hegarty not voting.",
            ("h", "5. Safety"),
            "No reportable incidents since the last meeting. Working-at-height refresher training "
            "completed for 41 technicians.",
            ("h", "6. Any other business"),
            "None. The meeting closed at 12.10 p.m.",
            ("sig", ["Signed: Conor Whelan, Chair", "Date: 20 June 2023"]),
        ],
    )
    write_pdf(
        minutes / "Minutes 2025-03-25.pdf",
        "DERRYNANE WIND SERVICES LIMITED - MINUTES OF BOARD MEETING",
        [
            "25 March 2025, by video conference. Present: C. Whelan (Chair), D. Hegarty, S. "
            "Kiely, F. Twomey, N. Corcoran.",
            ("h", "1. Declarations"),
            "Standing declarations noted. No new interests declared.",
            ("h", "2. Operations report"),
            "The COO reported on the incident at Knockastanna turbine T07 on 14 March 2025 "
            "(dropped blade section during a bearing change; no injuries). The HSA was informed "
            "on the day. The Owner has written reserving its rights. The COO will circulate the "
            "investigation report once the crane contractor's findings are in. The CFO will "
            "speak to the broker.",
            ("h", "3. Trading"),
            "January and February trading ahead of budget by 4%. Two new technicians started in "
            "the Tralee crew for the Tarbert order.",
            ("h", "4. Blade repair capacity"),
            "The board noted the blade repair subcontract signed with Aerofoil Composites Limited "
            "on 3 February 2025 under the CEO's authority and ratified it.",
            ("h", "5. Next meeting"),
            "24 June 2025.",
        ],
    )
    write_docx(
        minutes / "Minutes 2025-09-30.docx",
        "Derrynane Wind Services Limited - Minutes of Board Meeting",
        [
            "30 September 2025 at the offices of Lynch Crowley LLP, 7 South Mall, Cork. Present: "
            "Conor Whelan (Chair), Declan Hegarty, Siobhán Kiely, Fergal Twomey, Niamh Corcoran.",
            ("h", "1. Banking"),
            "The CFO reported that the interest cover test for the period ended 30 June 2025 "
            "had not been met (3.62 : 1 against 4.00 : 1) following the Knockastanna remediation "
            "costs, and that Munster & Leinster Bank plc had granted a waiver by letter of 29 "
            "August 2025 on payment of a fee of EUR 15,000, which has been paid.",
            ("h", "2. Sale process"),
            "Ardmore Corporate Finance presented the shortlist of bidders. The board approved "
            "the opening of the data room to Vestholm Renewables Service A/S and one other party "
            "and appointed Lynch Crowley LLP to act for the company and the vendors.",
            ("h", "3. People"),
            "The CEO reported the dismissal on 22 July 2025 of a senior technician following a "
            "disciplinary process. HR to keep the file.",
            ("h", "4. Safety"),
            "The HSA inspection at the Mallow depot on 9 September 2025 closed without any "
            "notice issued.",
        ],
    )
    write_html(
        c / "CRO Company Printout.html",
        "CRO - Company 563218",
        """
<h1>Companies Registration Office - Company Details</h1>
<p>Search made on 12 January 2026. Information is as filed; the CRO does not verify it.</p>
<table border="1">
<tr><th>Company name</th><td>DERRYNANE WIND SERVICES LIMITED</td></tr>
<tr><th>Company number</th><td>563218</td></tr>
<tr><th>Type</th><td>LTD - Private company limited by shares</td></tr>
<tr><th>Status</th><td>Normal</td></tr>
<tr><th>Registered office</th><td>Unit 4, Ballyviniter Business Park, Mallow, Co. Cork, P51 K2T6</td></tr>
<tr><th>Annual return date</th><td>14/05/2025 (filed 02/06/2025)</td></tr>
</table>
<h2>Charges</h2>
<table border="1">
<tr><th>No.</th><th>Created</th><th>Registered</th><th>Persons entitled</th><th>Description</th><th>Status</th></tr>
<tr><td>1</td><td>14/02/2017</td><td>01/03/2017</td><td>Bank of the Foyle plc</td><td>Debenture: fixed and floating charges over all assets and undertaking</td><td>Registered</td></tr>
<tr><td>2</td><td>05/06/2018</td><td>12/06/2018</td><td>Shannon Asset Finance DAC</td><td>Chattel mortgage over two Liebherr mobile cranes (since sold)</td><td>Satisfied 19/11/2021</td></tr>
<tr><td>3</td><td>28/06/2023</td><td>10/07/2023</td><td>Munster &amp; Leinster Bank plc</td><td>Debenture: fixed and floating charges over all assets and undertaking</td><td>Registered</td></tr>
</table>
<h2>Officers</h2>
<ul><li>HEGARTY, Declan - Director</li><li>KIELY, Siobhán - Director</li><li>TWOMEY, Fergal - Director</li>
<li>CORCORAN, Niamh - Director</li><li>WHELAN, Conor - Director</li><li>BROSNA SECRETARIAL SERVICES LIMITED - Secretary</li></ul>
""",
    )
    write_pptx(
        c / "Group Structure.pptx",
        [
            (
                "Derrynane group structure (January 2026)",
                [
                    "Shareholders: Declan Hegarty 38%, Siobhán Kiely 22%, Ardfert Growth Fund II LP 40%",
                    "Derrynane Wind Services Limited (Ireland, CRO 563218) - operating company, Mallow",
                    "100% Derrynane Wind Services (NI) Limited (NI638214) - Campsie, Co. Londonderry",
                    "No other subsidiaries, branches or joint ventures",
                ],
            ),
            (
                "Former group companies",
                [
                    "Carrig Crane Hire Limited - sold to its management (Paul Ahern) on 30 April 2021",
                    "Derrynane Training Services Limited - struck off voluntarily 2020",
                ],
            ),
        ],
    )
    write_pdf(
        c / "Shareholders Agreement 2019.pdf",
        "SHAREHOLDERS' AGREEMENT",
        [
            "Dated 8 April 2019 between (1) Declan Hegarty, (2) Siobhán Kiely (together the "
            "Founders), (3) Ardfert Growth Fund II LP (the Investor) and (4) Derrynane Wind "
            "Services Limited (the Company).",
            ("h", "1. Investor consent matters"),
            "The Company shall not, without the prior written consent of the Investor, incur "
            "borrowings in excess of EUR 5,000,000, enter into any contract outside the ordinary "
            "course of business, or dispose of any material part of its undertaking.",
            ("h", "2. Transfers"),
            "2.1 A shareholder wishing to transfer any shares (the Seller) shall first serve a "
            "Transfer Notice on the Company, and the shares shall be offered to the other "
            "shareholders pro rata to their holdings at the price specified in the Transfer "
            "Notice. 2.2 No shares may be transferred to a person other than an existing "
            "shareholder until the procedure in clause 2.1 has been exhausted.",
            ("h", "3. Tag and drag"),
            "3.1 If the Founders propose to sell shares carrying more than 50% of the votes, the "
            "Investor may require the buyer to acquire its shares on the same terms. 3.2 There is "
            "no drag-along right under this agreement.",
            ("h", "4. Restrictive covenants"),
            "Each Founder undertakes not to be engaged in any business competing with the Company "
            "in Ireland for so long as he or she holds shares and for 12 months afterwards.",
            ("h", "5. Governing law"),
            "This agreement is governed by the laws of Ireland.",
        ],
    )
    write_docx(
        c / "Amended and Restated Shareholders Agreement 2023.docx",
        "Amended and Restated Shareholders' Agreement",
        [
            "THIS AGREEMENT is made on 14 September 2023 between Declan Hegarty, Siobhán Kiely, "
            "Ardfert Growth Fund II LP and Derrynane Wind Services Limited.",
            ("h", "Background"),
            "The parties entered into a shareholders' agreement dated 8 April 2019 (the Original "
            "Agreement). They wish to amend and restate it to reflect the Munster & Leinster "
            "refinancing and to provide for an exit.",
            ("h", "1. Effect of this agreement"),
            "1.1 With effect from the date of this agreement the Original Agreement is "
            "superseded in its entirety and shall cease to have any force or effect, without "
            "prejudice to accrued rights. 1.2 This agreement contains the whole agreement between "
            "the parties relating to the Company.",
            ("h", "2. Consent matters"),
            "The matters in Schedule 1 require Investor consent (borrowings over EUR 14,000,000; "
            "acquisitions; new share issues; related party transactions over EUR 50,000).",
            ("h", "3. Transfers and pre-emption"),
            "3.1 Transfers are subject to pre-emption in favour of the other shareholders save "
            "that no pre-emption applies to a transfer under clause 4 (Exit). 3.2 Permitted "
            "transfers to family trusts are allowed with notice.",
            ("h", "4. Exit"),
            "4.1 The shareholders shall co-operate in a sale of the entire issued share capital "
            "of the Company on or before 31 December 2026. 4.2 If holders of more than 60% of the "
            "shares accept a bona fide offer for all the shares, they may require the remaining "
            "shareholders to transfer on the same terms (drag-along).",
            ("h", "5. Governing law"),
            "Irish law; the Irish courts have exclusive jurisdiction.",
        ],
    )
    write_pdf(
        c / "Written Resolution of Shareholders 2026-01-20.pdf",
        "DERRYNANE WIND SERVICES LIMITED - UNANIMOUS WRITTEN RESOLUTION OF THE MEMBERS",
        [
            "Passed in accordance with section 193 of the Companies Act 2014 on 20 January 2026.",
            "We, being all the members of the Company entitled to attend and vote at general "
            "meetings, resolve as follows:",
            "1. THAT, in connection with the proposed sale of the entire issued share capital of "
            "the Company to Vestholm Service Ireland Limited, each member waives any right of "
            "pre-emption, first refusal or consent, whether under the Constitution, the "
            "Amended and Restated Shareholders' Agreement dated 14 September 2023 or otherwise, "
            "in respect of the transfer of any shares to the purchaser.",
            "2. THAT the directors be authorised to register the transfers on completion.",
            (
                "sig",
                [
                    "Declan Hegarty",
                    "Siobhán Kiely",
                    "For Ardfert Growth Fund II LP: Niamh Corcoran, authorised signatory",
                ],
            ),
        ],
    )


def transaction(d: Path) -> None:
    t = d / "02 Transaction"
    write_docx(
        t / "Share Purchase Agreement (draft 3).docx",
        "Share Purchase Agreement relating to Derrynane Wind Services Limited",
        [
            "DRAFT 3 (LC) 26/01/2026 - subject to contract - for discussion purposes",
            "Between (1) Declan Hegarty, Siobhán Kiely and Ardfert Growth Fund II LP (the "
            "Vendors), (2) Declan Hegarty, Siobhán Kiely and Fergal Twomey (the Warrantors) and "
            "(3) Vestholm Service Ireland Limited (the Purchaser).",
            ("h", "1. Interpretation"),
            "'Company Software' means the software owned or purported to be owned by a Group "
            "Company, including the BladeTrack inspection platform and its mobile applications. "
            "'Material Contract' means any contract to which a Group Company is party under "
            "which the aggregate annual amount payable by or to the Group Company exceeds EUR "
            "250,000, or which cannot be terminated by the Group Company on 12 months' notice or "
            "less without payment. 'Open Source Software' means software licensed under any "
            "licence approved by the Open Source Initiative or any similar 'free' or 'copyleft' "
            "licence.",
            ("h", "2. Sale and purchase"),
            "The Vendors shall sell with full title guarantee and the Purchaser shall buy the "
            "Shares free from Encumbrances, for the Consideration calculated on a locked box basis "
            "as at the Locked Box Date (31 December 2025).",
            ("h", "3. Consideration"),
            "Enterprise value EUR 41,500,000 less Net Debt at the Locked Box Date, less Leakage. "
            "The Facility Agreement will be repaid at Completion out of the Consideration.",
            ("h", "4. Conditions"),
            "Completion is conditional on (a) the CCPC clearance under Part 3 of the Competition "
            "Act 2002 if required, and (b) the consents listed in Schedule 6 having been "
            "obtained.",
            ("h", "Schedule 4 - Warranties (extract)"),
            "4.2 Accounts. The Accounts give a true and fair view of the assets, liabilities and "
            "financial position of the Group as at the Accounts Date. The Management Accounts "
            "have been prepared with due care.",
            "8.1 Part 3 of the Disclosure Letter sets out a complete and accurate list of every "
            "Material Contract, and a true copy of each is in the Data Room.",
            "8.2 No Group Company is in breach of any Material Contract, and no Group Company has "
            "agreed any amendment to, or waiver under, any Material Contract other than as set "
            "out in the Data Room.",
            "8.5 No Group Company is a party to any contract which restricts its freedom to carry "
            "on its business in any part of the world.",
            "9.3 There are no contracts, arrangements or liabilities, actual or contingent, "
            "between any Group Company and any Vendor, director or person connected with any of "
            "them (within the meaning of section 220 of the Companies Act 2014).",
            "11.4 No event of default, or event which with the giving of notice or lapse of time "
            "would be an event of default, has occurred under any borrowing of a Group Company.",
            "11.6 No Group Company has given any guarantee, indemnity or security for the "
            "obligations of any person other than another Group Company.",
            "14.6 No Open Source Software has been incorporated into, combined or linked with, "
            "or used in the provision of any Company Software in a manner which requires, or "
            "conditions the use of the Open Source Software on, the disclosure, licensing or "
            "distribution of any source code of Company Software.",
            "16.2 All claims and all circumstances which might give rise to a claim under any "
            "insurance policy of a Group Company have been notified in accordance with the "
            "policy's terms.",
            "18.3 There is no dispute, claim or proceeding, pending or threatened, between any "
            "Group Company and any present or former employee.",
            ("h", "Schedule 6 - Third party consents"),
            "The consents marked 'Required' in the Third Party Consents Tracker as agreed "
            "between the parties' solicitors at signing.",
            ("h", "Limitations"),
            "Aggregate liability of the Warrantors for Warranty Claims shall not exceed 30% of "
            "the Consideration; warranty and indemnity insurance to be placed by the Purchaser.",
        ],
    )
    mc = [
        ["No.", "Contract", "Counterparty", "Date", "Annual value (approx.)"],
        [
            "3.1",
            "Operation and Maintenance Agreement (Knockastanna Wind Farm)",
            "Knockastanna Wind DAC",
            "02/09/2024",
            "EUR 1.12m",
        ],
        [
            "3.2",
            "Framework Agreement for Wind Turbine Maintenance Services",
            "Brightwater Energy Holdings Limited",
            "11/01/2024",
            "EUR 3.3m",
        ],
        [
            "3.3",
            "Master Services Agreement",
            "Slieve Bloom Renewables Limited",
            "01/07/2023",
            "EUR 1.2m",
        ],
        [
            "3.4",
            "Service Agreement (Ballyhoura Wind Farm)",
            "Ballyhoura Wind Farm Limited",
            "15/03/2024",
            "EUR 0.7m",
        ],
        ["3.5", "Service Order TCW-01", "Tarbert Community Wind CLG", "17/02/2025", "EUR 0.3m"],
        [
            "3.6",
            "Preferred Supplier Agreement",
            "Corrib Wind Partners Limited",
            "04/10/2021",
            "EUR 0.9m",
        ],
        [
            "3.7",
            "SCADA and Condition Monitoring Licence",
            "Windsight Analytics Oy",
            "01/01/2023",
            "EUR 0.28m",
        ],
        [
            "3.8",
            "Facility Agreement",
            "Munster & Leinster Bank plc",
            "28/06/2023",
            "EUR 12m facilities",
        ],
        [
            "3.9",
            "Lease of Unit 4, Ballyviniter Business Park, Mallow",
            "Blackwater Valley Developments Limited",
            "01/03/2020",
            "EUR 96,000 rent",
        ],
        [
            "3.10",
            "Lease of Unit 9, Campsie Industrial Estate",
            "Glenshane Holdings Limited",
            "01/07/2023",
            "GBP 78,000 rent",
        ],
        [
            "3.11",
            "Combined Liability Insurance",
            "Ríogh Insurance dac",
            "01/11/2025",
            "EUR 0.41m premium",
        ],
    ]
    write_docx(
        t / "Disclosure Letter (draft 2).docx",
        "Disclosure Letter",
        [
            "DRAFT 2 (LC) 29/01/2026 - subject to contract",
            "To: Vestholm Service Ireland Limited. From: the Vendors and the Warrantors.",
            "Dear Sirs, this is the Disclosure Letter referred to in the share purchase agreement "
            "to be entered into between us (the Agreement). Words defined in the Agreement have "
            "the same meaning here.",
            ("h", "Part 1 - General disclosures"),
            "The following are generally disclosed: the contents of the Data Room as at 5 "
            "February 2026 (the index of which is annexed); all matters on the public registers "
            "of the CRO, the Property Registration Authority and Companies House (Northern "
            "Ireland) as at 2 February 2026; the Accounts.",
            ("h", "Part 2 - Specific disclosures"),
            "Warranty 8.5: clause 6.3 of the Brightwater Framework Agreement (regional "
            "commitment) is disclosed.",
            "Warranty 9.3: Nothing to disclose.",
            "Warranty 11.4: the waiver letter from Munster & Leinster Bank plc dated 29 August "
            "2025 in respect of the interest cover test for the Relevant Period ended 30 June "
            "2025 is disclosed. The Warrantors are not aware of any other default.",
            "Warranty 14.6: Nothing to disclose.",
            "Warranty 16.2: The Knockastanna T07 incident of 14 March 2025 is disclosed; the "
            "claim is being handled by insurers.",
            "Warranty 18.3: Nothing to disclose.",
            ("h", "Part 3 - Material Contracts"),
            ("t", mc),
            "Yours faithfully, Lynch Crowley LLP for and on behalf of the Vendors and the "
            "Warrantors.",
        ],
    )
    write_pptx(
        t / "Information Memorandum.pptx",
        [
            (
                "Project Carrowkeel - Information Memorandum",
                [
                    "Prepared by Ardmore Corporate Finance, October 2025",
                    "Strictly private and confidential",
                ],
            ),
            (
                "Derrynane at a glance",
                [
                    "Independent multi-brand wind turbine O&M provider on the island of Ireland",
                    "118 employees, 86 field technicians in 11 crews",
                    "c. 640 turbines under contract across 37 wind farms (1.1 GW)",
                    "FY2025 revenue forecast EUR 24.5m; EBITDA EUR 3.4m",
                ],
            ),
            (
                "Contracted revenue",
                [
                    "72% of FY2025 revenue from multi-year contracts",
                    "Weighted average remaining term 4.1 years",
                    "Largest customers: Brightwater (13%), Slieve Bloom (5%), Knockastanna (5%)",
                    "No customer may terminate its long-term contract for convenience",
                ],
            ),
            (
                "Growth",
                [
                    "Blade repair insourcing plan with Aerofoil Composites",
                    "BladeTrack drone inspection platform sold as SaaS to 14 owners",
                    "Repowering pipeline of 400 MW in the south-west",
                ],
            ),
        ],
    )
    write_pdf(
        t / "Process Letter.pdf",
        "PROJECT CARROWKEEL - PHASE 2 PROCESS LETTER",
        [
            "Ardmore Corporate Finance, 2 Grand Parade, Cork. 7 November 2025.",
            "To: Vestholm Renewables Service A/S. Dear Sirs,",
            "Following your indicative offer of 24 October 2025, we are pleased to invite you to "
            "the second phase of the process for the acquisition of Derrynane Wind Services "
            "Limited. The virtual data room will open on 10 November 2025. Questions should be "
            "raised through the Q&A module only; management will not answer questions by "
            "telephone.",
            "Final offers, with a mark-up of the draft share purchase agreement, are due by 12.00 "
            "noon on 20 February 2026. Offers should state the enterprise value on a cash-free, "
            "debt-free basis with a locked box at 31 December 2025.",
            "Nothing in this letter is an offer capable of acceptance. The Vendors reserve the "
            "right to amend the process at any time.",
        ],
    )
    qa = [
        ["Ref", "Date raised", "Topic", "Question", "Response", "Responded by", "Date answered"],
        [
            "Q-004",
            "12/11/2025",
            "Corporate",
            "Please confirm the share capital and that there are no options.",
            "Confirmed: 10,000 shares in issue; no options, warrants or convertibles.",
            "F. Twomey",
            "14/11/2025",
        ],
        [
            "Q-011",
            "14/11/2025",
            "Commercial",
            "Can any customer terminate its long-term O&M contract early without cause?",
            "No. All long-term contracts are terminable only for default.",
            "D. Hegarty",
            "20/11/2025",
        ],
        [
            "Q-018",
            "18/11/2025",
            "Finance",
            "Please provide the FY2025 covenant calculations.",
            "Will be provided with the December management accounts.",
            "F. Twomey",
            "21/11/2025",
        ],
        [
            "Q-023",
            "20/11/2025",
            "Property",
            "Is the Mallow lease protected by a deed of renunciation?",
            "Yes - deed of renunciation signed 24/02/2020, available in 05 Property on request.",
            "S. Kiely",
            "25/11/2025",
        ],
        [
            "Q-031",
            "26/11/2025",
            "Corporate",
            "Does any Vendor or director, or any person connected with them, have an interest in any contract with the Group?",
            "No.",
            "F. Twomey",
            "02/12/2025",
        ],
        [
            "Q-036",
            "01/12/2025",
            "Tax",
            "Is the Company registered for RCT as principal contractor?",
            "Yes; all subcontractor payments made through ROS with deduction authorisations.",
            "F. Twomey",
            "04/12/2025",
        ],
        [
            "Q-040",
            "03/12/2025",
            "IT",
            "Which third-party code does BladeTrack rely on?",
            "Open source scan report uploaded at 09.1.",
            "S. Kiely",
            "10/12/2025",
        ],
        [
            "Q-047",
            "09/12/2025",
            "Employment",
            "Please confirm whether any current or former employee has issued or threatened any claim before the WRC, the Labour Court or the courts.",
            "We confirm there are no employee claims, whether issued or threatened.",
            "D. Hegarty",
            "15/01/2026",
        ],
        [
            "Q-052",
            "11/12/2025",
            "Insurance",
            "Please provide the claims history for the last five years.",
            "Uploaded at 08.3.",
            "F. Twomey",
            "16/12/2025",
        ],
        [
            "Q-058",
            "06/01/2026",
            "Litigation",
            "Please confirm the status of the Rathcoole Rope Access proceedings.",
            "Settled June 2025 and discontinued; see 10.2.",
            "F. Twomey",
            "08/01/2026",
        ],
        [
            "Q-063",
            "14/01/2026",
            "Finance",
            "Is the Carrig Crane Hire guarantee still in place?",
            "Management is checking with Shannon Asset Finance.",
            "F. Twomey",
            "",
        ],
    ]
    write_xlsx(t / "Q&A Log.xlsx", [("Q&A", qa)], widths=30)
    tracker = [
        [
            "#",
            "Contract",
            "Counterparty",
            "Provision reviewed",
            "Consent required?",
            "Status",
            "Owner",
            "Comment",
        ],
        [
            1,
            "Facility Agreement 28/06/2023",
            "Munster & Leinster Bank plc",
            "cl. 8.2 change of control - mandatory prepayment",
            "No (repaid at Completion)",
            "Payoff letter to be requested",
            "LC",
            "",
        ],
        [
            2,
            "Lease - Unit 4 Ballyviniter Business Park, Mallow",
            "Blackwater Valley Developments Limited",
            "cl. 4.19 alienation - restriction on assignment and underletting only",
            "No",
            "N/A",
            "LC",
            "Share sale is not an assignment by the tenant; no landlord consent needed",
        ],
        [
            3,
            "Lease - Unit 9 Campsie Industrial Estate",
            "Glenshane Holdings Limited",
            "cl. 5 alienation",
            "No",
            "N/A",
            "LC",
            "No change of control wording",
        ],
        [
            4,
            "O&M Agreement - Knockastanna",
            "Knockastanna Wind DAC",
            "cl. 24 assignment",
            "No",
            "N/A",
            "LC",
            "",
        ],
        [
            5,
            "Framework Agreement - Brightwater",
            "Brightwater Energy Holdings Limited",
            "cl. 19.4 termination on change of control",
            "Yes",
            "Approach after exchange",
            "DH",
            "Relationship call planned",
        ],
        [
            6,
            "Service Agreement - Ballyhoura",
            "Ballyhoura Wind Farm Limited",
            "cl. 20.2 change of control consent",
            "Yes",
            "Obtained 27/01/2026",
            "LC",
            "Consent letter at 03.2.4",
        ],
        [
            7,
            "MSA - Slieve Bloom",
            "Slieve Bloom Renewables Limited",
            "cl. 17 assignment",
            "No",
            "N/A",
            "LC",
            "",
        ],
        [
            8,
            "SCADA Licence - Windsight",
            "Windsight Analytics Oy",
            "cl. 15.3 change of control",
            "Yes",
            "Requested 22/01/2026 - no reply yet",
            "SK",
            "Chase",
        ],
        [
            9,
            "Preferred Supplier Agreement - Corrib",
            "Corrib Wind Partners Limited",
            "cl. 14 assignment",
            "No",
            "N/A",
            "LC",
            "",
        ],
    ]
    write_xlsx(t / "Third Party Consents Tracker.xlsx", [("Consents", tracker)], widths=26)
    write_text(
        t / "Data Room Index.md",
        """
# Project Carrowkeel - data room index

Prepared by Lynch Crowley LLP for the Vendors. Last updated 5 February 2026.

| Folder | Contents |
|---|---|
| 01 Corporate | Certificate of incorporation, constitution, registers, board minutes, CRO printout, shareholders' agreements, written resolution |
| 02 Transaction | Draft SPA, draft Disclosure Letter, information memorandum, process letter, Q&A log, consents tracker |
| 03 Commercial | Customer contracts (by customer), rate card, revenue by customer, supplier contracts, standard terms, pipeline |
| 04 Finance | Audited accounts FY2024, management accounts FY2025, debt documents, debtors, fixed assets, tax |
| 05 Property | Leases of Mallow depot and Campsie warehouse, property schedule |
| 06 Employment | Census, CEO service agreement, handbook, pensions, organisation chart, correspondence |
| 07 Health and Safety | Incident report IR-2025-017, incident log, safety statement |
| 08 Insurance | Policy schedule, broker correspondence, insurance register |
| 09 IP and IT | Open source scan, IT overview, data protection policy |
| 10 Litigation | Rathcoole Rope Access proceedings, settlement, litigation schedule |

Documents are uploaded in the form held by the Company. Drafts are marked as such.
""",
    )
