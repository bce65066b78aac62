"""Corporate records and transaction documents of the Fennick room (pure data)."""

C = "01 Corporate/"
T = "08 Transaction/"

CERT = """
# CERTIFICATE OF INCORPORATION OF A PRIVATE LIMITED COMPANY

Company Number 09318842

The Registrar of Companies for England and Wales, hereby certifies that FENNICK SYSTEMS LIMITED is this day incorporated under the Companies Act 2006 as a private company, that the company is limited by shares, and the situation of its registered office is in England and Wales.

Given at Companies House, Cardiff, on 14th November 2014.

# CERTIFICATE OF INCORPORATION ON CHANGE OF NAME

Company Number 09318842. The Registrar of Companies for England and Wales hereby certifies that FENNICK TELEMETRY LIMITED, having by special resolution changed its name, is now incorporated under the name of FENNICK SYSTEMS LIMITED. Given at Companies House on 2nd March 2017.
"""

ARTICLES = """
# ARTICLES OF ASSOCIATION OF FENNICK SYSTEMS LIMITED

(adopted by special resolution passed on 9 June 2021) - extract of Articles 1, 12 to 16 and 24

## 1. Interpretation

In these Articles, unless the context otherwise requires: "A Ordinary Shares" means the A ordinary shares of £0.001 each in the capital of the Company; "B Ordinary Shares" means the B ordinary shares of £0.001 each; "Investor" means Brightwater Ventures II LP and any Permitted Transferee of it; "Investor Majority" means the holders of more than 60 per cent. of the A Ordinary Shares in issue from time to time; "Model Articles" means the model articles for private companies limited by shares contained in Schedule 1 to the Companies (Model Articles) Regulations 2008.

## 12. Pre-emption on transfer

12.1 Save for a Permitted Transfer or a transfer made under Article 15 (Drag Along) or Article 16 (Tag Along), a Shareholder wishing to transfer Shares shall first offer them to the other holders of Shares in accordance with this Article 12.

12.2 The Transfer Notice shall constitute the Board the agent of the Seller for the sale of the Sale Shares at the Transfer Price, being the price agreed between the Seller and the Board (with Investor Consent) or, failing agreement within 10 Business Days, the Fair Value determined by the Valuers.

## 15. Drag Along

15.1 If the holders of 75 per cent. or more of the Shares (including an Investor Majority) wish to transfer all their interest in Shares to a bona fide purchaser on arm's length terms, they shall have the option to require all the other holders of Shares to transfer all their Shares to the purchaser on the same terms.

## 16. Tag Along

16.1 No sale of Shares which would result in a person obtaining a Controlling Interest shall be made unless the proposed purchaser makes an offer to all other Shareholders to acquire their Shares at the same price per Share.

## 24. Directors

24.1 The Investor shall be entitled to appoint one person as a director of the Company (the "Investor Director") and to remove any director so appointed. The quorum for Board meetings shall be two directors, one of whom shall be the Investor Director unless he has waived that requirement in writing.
"""

SHA = """
# SHAREHOLDERS' AGREEMENT

THIS AGREEMENT is dated 9 June 2021 and made BETWEEN (1) MARTA OKAFOR and (2) THOMAS REYES-WHITLOCK (together the "Founders"); (3) BRIGHTWATER VENTURES II LP, acting by its general partner Brightwater GP II Limited (the "Investor"); and (4) FENNICK SYSTEMS LIMITED (company number 09318842) (the "Company").

## Background

(A) The Investor has agreed to subscribe for 1,240,000 A Ordinary Shares for an aggregate subscription price of £6,200,000 on the terms of this Agreement.

(B) The parties have agreed to enter into this Agreement to regulate the affairs of the Company and their relationship as shareholders.

## 6. Investor Consents

6.1 The Company shall not, and the Founders shall procure (so far as they are able by the exercise of their rights as shareholders and directors) that no Group Company shall, without Investor Consent: (a) borrow any sum in excess of £500,000 in aggregate at any time outstanding other than under the Lindqvist Facility; (b) enter into any agreement with a customer outside the ordinary course of business or on terms other than arm's length; (c) grant any exclusive right to distribute Group products in any territory for a term exceeding three years; (d) commence or settle any litigation where the amount claimed exceeds £100,000.

## 9. Restrictive covenants

9.1 Each Founder undertakes to the Investor and the Company that he or she shall not, for so long as he or she is a Shareholder and for 12 months after ceasing to be one, be engaged in any business which competes with the Business in the United Kingdom, the United States or any member state of the EEA.

## 14. Exit

14.1 The parties shall use reasonable endeavours to achieve an Exit by the fifth anniversary of this Agreement. On an Exit this Agreement (other than clauses 1, 9, 16 and 18 to 24) shall terminate.

## 24. Governing law

This Agreement and any dispute or claim (including non-contractual disputes or claims) arising out of it shall be governed by the law of England and Wales.
"""

CAPTABLE = {
    "Cap table 30-09-2026": [
        ["Fennick Systems Limited - fully diluted capitalisation as at 30 September 2026"],
        [],
        ["Holder", "Class", "Shares", "% issued", "% fully diluted", "Notes"],
        ["Marta Okafor", "B Ordinary", 1520000, 0.4086, 0.3804, "Founder / CEO"],
        ["Thomas Reyes-Whitlock", "B Ordinary", 880000, 0.2366, 0.2202, "Founder / CTO"],
        [
            "Brightwater Ventures II LP",
            "A Ordinary",
            1240000,
            0.3333,
            0.3103,
            "Investor Director: G. Aske",
        ],
        ["Helen Strand", "B Ordinary", 80000, 0.0215, 0.0200, "NED, purchased 2023"],
        [
            "EMI options granted (unexercised)",
            "B Ordinary",
            276000,
            None,
            0.0691,
            "see EMI register",
        ],
        [],
        ["Total issued", "", 3720000, 1.0, None, ""],
        ["Total fully diluted", "", 3996000, None, 1.0, ""],
    ],
    "EMI register": [
        [
            "Optionholder",
            "Grant date",
            "Options",
            "Exercise price (GBP)",
            "Vesting",
            "Exit acceleration",
        ],
        ["Priya Nandakumar", "2022-04-01", 96000, 0.85, "4 yrs, 1 yr cliff", "Full"],
        ["Owen Latchford", "2022-04-01", 60000, 0.85, "4 yrs, 1 yr cliff", "Full"],
        ["Sunita Carrow", "2023-09-15", 40000, 1.40, "3 yrs monthly", "Full"],
        ["Jamie Pell", "2023-09-15", 40000, 1.40, "3 yrs monthly", "Double trigger"],
        ["Rhodri Evans", "2024-06-01", 40000, 2.10, "3 yrs monthly", "Double trigger"],
    ],
}

MIN_MARCH = """
# FENNICK SYSTEMS LIMITED (the "Company")

Minutes of a meeting of the board of directors held at Unit 7, Harbour Way, Avonmouth, Bristol and by video link on 18 March 2026 at 10.00 a.m.

Present: Geoffrey Aske (Chair, Investor Director); Marta Okafor (CEO); Thomas Reyes-Whitlock (CTO); Helen Strand (Non-executive). In attendance: Priya Nandakumar (CFO); Laura Benn (Company Secretary, minutes).

## 1. Quorum and declarations

The Chair noted that a quorum was present and that notice of the meeting had been given to all directors. No director declared an interest in the business of the meeting other than as previously declared.

## 2. Minutes of the previous meeting

The minutes of the meeting held on 27 January 2026 were approved as a true record and signed by the Chair.

## 3. Financial statements for the year ended 31 December 2025

The CFO presented the draft audited financial statements. Revenue was £18.6m (2024: £15.1m) and adjusted EBITDA £2.94m. The CFO reminded the Board that the Interest Cover test for the Relevant Period ending 31 December 2025 had not been met, as reported in the compliance certificate delivered in February, and that Lindqvist Bank had by its letter of 24 February 2026 waived the resulting default unconditionally. The Board noted that no fee had been paid for the waiver. IT WAS RESOLVED that the financial statements be approved and that the Chair sign the balance sheet on behalf of the Board.

## 4. Canada

The CEO reported on discussions with Pinebrook Controls Inc. of Mississauga, Ontario, who had asked to resell the Vantage range to municipal utilities in Ontario. The CEO's understanding was that the Calder arrangements were focused on the US utility market and that Calder had no sales presence in Canada. After discussion IT WAS RESOLVED that the Company enter into reseller terms with Pinebrook substantially in the form circulated, for an initial term of two years.

## 5. Information security

The CTO reported on the phishing incident of 3 February 2026 (INC-2026-003). One finance mailbox had been accessed for under two hours; no personal data had been exfiltrated according to the forensic review. The incident had been reported to the ICO on 5 February 2026 and notified to Corbel Specialty under the cyber policy on 6 February 2026. The ICO had closed its file on 11 March 2026 with no further action.

## 6. Any other business

There being no further business, the meeting closed at 12.40 p.m.

Chair: G. Aske
"""

MIN_JULY = """
# FENNICK SYSTEMS LIMITED

Minutes of a meeting of the directors held by video conference on Tuesday 14 July 2026 at 4.00 p.m.

Present: G. Aske (in the chair), M. Okafor, T. Reyes-Whitlock, H. Strand. In attendance: P. Nandakumar (CFO), L. Benn (secretary).

## 1. Approach from Holloway Industrial Group plc

The Chair reported that Holloway had delivered a non-binding indicative offer of £64m on a cash-free, debt-free basis for the entire issued share capital, subject to due diligence, and had requested a period of exclusivity of eight weeks. The Board discussed the offer at length. IT WAS RESOLVED that the Chair and the CEO be authorised to negotiate an exclusivity letter with Holloway, and that Osler Finch LLP be instructed as the Company's legal advisers on the sale (Project Lantern).

## 2. Trading update

The CFO reported that revenue for the six months to June was £9.1m, slightly behind budget owing to the slippage of the Harrow Vale telemetry go-live. The Kestrel Utilities framework was producing regular purchase orders; Kestrel now represented approximately a quarter of group revenue.

## 3. Dunmore Pumps Ltd

The CEO reported that on 2 July 2026 the Company had received a letter from Pryce Wetherall LLP, solicitors acting for Dunmore Pumps Ltd, alleging that a batch of FN-300 pressure sensors supplied in the second half of 2025 had failed prematurely in the field. The letter intimated a claim of approximately £1.4 million for the cost of replacement, site visits and lost profits, and invited the Company to propose a meeting within 28 days. The CTO said that the engineering team's preliminary view was that the failures were linked to a supplier change in the diaphragm seal and that the Company's exposure could not yet be ruled out. The Board discussed whether the claim fell within the Company's product liability and professional indemnity cover.

IT WAS RESOLVED that (i) the letter be referred to Osler Finch LLP for advice and to the Company's brokers for notification to insurers; (ii) the CTO prepare a failure analysis; and (iii) no admission of liability be made.

## 4. Any other business

Ms Strand asked that the Board receive a report on the data room at its next meeting. The meeting ended at 5.25 p.m.
"""

MIN_SEPT = """
# FENNICK SYSTEMS LIMITED - BOARD MINUTES

Meeting held at the offices of Osler Finch LLP, 1 Temple Quay, Bristol on 22 September 2026 at 9.30 a.m.

Present: Geoffrey Aske (Chair), Marta Okafor, Thomas Reyes-Whitlock, Helen Strand. In attendance: Priya Nandakumar (CFO); Ruth Oduya (Osler Finch LLP) for item 1; Laura Benn (secretary).

## 1. Project Lantern

Ms Oduya summarised the status of the sale. The data room had been opened to Holloway and its advisers on 1 September. Carrow Daniels LLP, for the buyer, had circulated a first draft of the share purchase agreement; the warranty schedule was under negotiation. Ms Oduya explained the directors' responsibilities in respect of the disclosure letter and reminded the Board that general disclosure of the data room would be resisted by the buyer, so that specific disclosure of every known matter against the warranties was essential.

## 2. Management accounts to August 2026

The CFO presented the management accounts. Year-to-date EBITDA was below budget and net debt had risen following the drawdown of a further £1.5m under the revolving facility to fund the Kestrel inventory build. The CFO noted that headroom under the bank's financial covenants was now limited and proposed to discuss the position with Lindqvist Bank after the September quarter close.

## 3. Information security

The CTO reported on the ransomware incident affecting the continuous-integration build server (INC-2026-014), discovered on 9 August 2026. The server had been rebuilt from clean images and the code-signing keys rotated. Some customer telemetry exports held on the server for testing could have been accessed. The CFO confirmed that, having regard to the policy excess and the forthcoming renewal, the Company did not propose to make a claim under the cyber policy.

## 4. Close

There being no other business the meeting closed at 11.50 a.m.
"""

GROUP = """
# Fennick group structure (as at 30 September 2026)

Prepared by the Company Secretary for the Project Lantern data room.

```
Fennick Systems Limited (England & Wales, 09318842)
 |-- 100% Fennick Systems Inc. (Delaware, file no. 6120877) - sales and support, Austin, Texas
 |-- 100% Fennick Telemetry Ireland Limited (Ireland, 671240) - dormant since 2023
```

* Shareholders of Fennick Systems Limited: see the cap table (01 Corporate).
* Fennick Systems Inc. holds the Kestrel Utilities and Calder Metering contracts and employs 11 staff.
* There are no joint ventures, partnerships or minority interests.
"""

DIRECTORS = [
    ["Company", "Name", "Role", "Appointed", "Resigned", "Service contract"],
    ["Fennick Systems Limited", "Marta Okafor", "Director (CEO)", "2014-11-14", "", "Yes"],
    ["Fennick Systems Limited", "Thomas Reyes-Whitlock", "Director (CTO)", "2014-11-14", "", "Yes"],
    [
        "Fennick Systems Limited",
        "Geoffrey Aske",
        "Investor Director, Chair",
        "2021-06-09",
        "",
        "Letter of appointment",
    ],
    [
        "Fennick Systems Limited",
        "Helen Strand",
        "Non-executive director",
        "2023-02-01",
        "",
        "Letter of appointment",
    ],
    [
        "Fennick Systems Limited",
        "Daniel Hartley",
        "Director (Sales)",
        "2019-05-01",
        "2026-01-31",
        "Terminated",
    ],
    ["Fennick Systems Inc.", "Marta Okafor", "President", "2019-08-20", "", ""],
    ["Fennick Systems Inc.", "Priya Nandakumar", "Treasurer and Secretary", "2022-04-01", "", ""],
]

WARRANTIES = """
# SHARE PURCHASE AGREEMENT - SCHEDULE 4 (WARRANTIES)

Carrow Daniels LLP draft 2 (6 October 2026) with Osler Finch comments - subject to contract. Extract of Parts 9, 12 and 14.

Each of the Sellers warrants to the Buyer that each Warranty is true, accurate and not misleading at the date of this Agreement. In this Schedule "Company IP" means all Intellectual Property Rights owned or purported to be owned by, or used or held for use by, any Group Company, and "Company Software" means all software (including firmware and the Vantage platform) owned or purported to be owned by any Group Company.

## Part 9 - Material contracts

9.1 No Group Company is a party to or bound by any agreement, arrangement or side letter which modifies the terms of any Material Contract and which has not been Disclosed.

9.2 No counterparty to a Material Contract is entitled to terminate it, or to vary its terms, as a result of the entry into or completion of this Agreement, and no Group Company has granted any exclusive rights or most-favoured-customer rights other than those Disclosed.

## Part 12 - Intellectual property and information technology

12.1 The Company IP comprises all the Intellectual Property Rights necessary for carrying on the business of the Group as carried on at the date of this Agreement.

12.2 A Group Company is the sole legal and beneficial owner, free from Encumbrances, of all Company IP that is registered or material to the Business, including all Intellectual Property Rights in the Vantage platform, and no current or former employee, consultant or contractor of any Group Company owns or has any claim to any such rights.

12.6 No Open Source Software has been incorporated into, combined with, linked with or distributed with, or used in the provision of any hosted service by means of, any Company Software in a manner which requires or conditions the use or distribution of that Company Software on (a) the disclosure, licensing or distribution of any of its source code, (b) the grant of a licence to make derivative works, or (c) its redistribution free of charge.

12.9 In the 24 months before the date of this Agreement there has been no breach of security, unauthorised access to or ransomware attack on the IT Systems which has had or could reasonably be expected to have a material effect on the Business, save as Disclosed, and each such matter has been notified to every insurer, regulator and counterparty to whom notice is required.

## Part 14 - Litigation

14.1 No Group Company is engaged in any litigation, arbitration, mediation or administrative proceedings and, so far as the Sellers are aware, no such proceedings are pending or threatened by or against any Group Company, and there are no circumstances likely to give rise to any such proceedings.

14.2 No Group Company has supplied any product which is, or was at the time of supply, faulty or defective or did not comply with any warranty or representation expressly or impliedly made by it.
"""

DISCLOSURE = """
# DISCLOSURE LETTER

PROJECT LANTERN - DRAFT 3 - 9 October 2026 - Osler Finch LLP - Privileged and confidential

From: the Sellers (as defined in the Agreement)

To: Holloway Industrial Group plc (the "Buyer")

Dear Sirs

Sale and purchase of the entire issued share capital of Fennick Systems Limited

1. This is the Disclosure Letter referred to in the share purchase agreement to be entered into between the Sellers and the Buyer (the "Agreement"). Words and expressions defined in the Agreement have the same meanings in this letter.

2. The Sellers make the following disclosures against the Warranties. Each disclosure is made against the Warranty to which it refers and, where its relevance is reasonably apparent on its face, against every other Warranty. The Buyer acknowledges that it has had access to the Data Room, but no general disclosure of the Data Room is made.

## Specific disclosures

## Warranty 9 (Material contracts)

9.1 The Group's top five customers in FY2026 were Aldermoor Water plc, Kestrel Utilities Corp., Severn Valley Water Limited, Harrow Vale Borough Council and Fairhaven District Water. Copies of the contracts with each of them are in folder 02 of the Data Room.

9.2 The exclusive distribution agreement with Calder Metering, Inc. dated 1 March 2024 is disclosed. The distribution agreement with Gellert Controls GmbH terminated on 30 June 2025 under the termination agreement at document 02.2.4 and no exclusivity survives.

9.3 The Technology Licence Agreement with Ostrava Semiconductors a.s. contains a right for the licensor to terminate on a change of control of Fennick Systems Limited. The Sellers will seek Ostrava's consent before Completion.

## Warranty 12 (Intellectual property and IT)

12.1 The phishing incident of 3 February 2026 (INC-2026-003), which was reported to the Information Commissioner's Office and to insurers and closed by the ICO without further action on 11 March 2026, is disclosed.

12.2 The open source scan of the Vantage platform prepared in September 2026 is disclosed generally.

## Warranty 14 (Litigation)

14.1 Save for the claim brought in the Employment Tribunal by Mr Daniel Hartley, former Sales Director (Case No. 1402387/2026), alleging unfair dismissal and whistleblowing detriment, which the Company is defending and in respect of which its solicitors estimate the maximum award at £95,000, no Group Company is involved in, and so far as the Sellers are aware no Group Company has received notice of or is threatened with, any litigation, arbitration or claim.

14.2 The dispute with Redfern Electrical Contractors Ltd concerning unpaid invoices and alleged installation defects was compromised under a settlement agreement dated 30 April 2026. The settlement sum has been paid and the claims released.

## Warranty 20 (Property)

20.1 The Lease of Unit 7 Harbour Way requires the landlord's consent to a change of Control of the tenant. That consent was given on 5 October 2026 (see folder 06).

Yours faithfully

for and on behalf of the Sellers
"""

CONSENTS = {
    "Consents": [
        [
            "Project Lantern - third party consents and notifications tracker (Osler Finch / Fennick) - updated 8 Oct 2026"
        ],
        [],
        [
            "Ref",
            "Counterparty",
            "Document",
            "Clause",
            "Trigger",
            "Consent / notice",
            "Status",
            "Owner",
            "Comment",
        ],
        [
            "C1",
            "Harbour Way Estates Limited",
            "Lease of Unit 7 Harbour Way",
            "8.6",
            "Change of Control of tenant",
            "Consent",
            "Received 05/10/2026",
            "LB",
            "Consent letter in folder 06",
        ],
        [
            "C2",
            "Lindqvist Bank AB (publ)",
            "Facility Agreement",
            "24.8",
            "Change of Control - mandatory prepayment",
            "Consent or repay",
            "Refinance at Completion",
            "PN",
            "Holloway to repay at Completion",
        ],
        [
            "C3",
            "Ostrava Semiconductors a.s.",
            "Technology Licence Agreement",
            "18.3",
            "Change of Control",
            "Consent",
            "Not yet approached",
            "MO",
            "Commercially sensitive - approach after exchange?",
        ],
        [
            "C4",
            "Calder Metering, Inc.",
            "Distribution Agreement",
            "n/a",
            "none found",
            "-",
            "n/a",
            "RO",
            "Assignment only",
        ],
        [
            "C5",
            "Aldermoor Water plc",
            "Supply and Services Agreement",
            "22.2",
            "none (assignment only)",
            "-",
            "n/a",
            "RO",
            "",
        ],
        [
            "C6",
            "Kestrel Utilities Corp.",
            "Master Purchase Agreement",
            "19.1",
            "Assignment incl. by merger",
            "Notice",
            "To do post-Completion",
            "RO",
            "Share sale - probably not triggered",
        ],
    ]
}

IRL = {
    "Responses": [
        ["Ref", "Request", "Response", "Data room location", "Date"],
        [
            "1.1",
            "Constitutional documents of each Group Company",
            "Provided",
            "01 Corporate",
            "2026-09-01",
        ],
        [
            "2.3",
            "All agreements with top 10 customers including side letters, amendments and waivers",
            "Provided - full set",
            "02 Commercial/Customers",
            "2026-09-03",
        ],
        [
            "2.7",
            "Details of any exclusivity, MFN or non-compete granted by any Group Company",
            "Calder (US exclusive); Aldermoor MFN at cl. 9.4",
            "02 Commercial",
            "2026-09-08",
        ],
        [
            "3.2",
            "Management accounts for the last 12 months and covenant compliance certificates",
            "Provided to Sept 2026",
            "03 Finance",
            "2026-10-07",
        ],
        [
            "5.4",
            "Confirmation that all employees and contractors who contributed to Company Software have assigned IP",
            "Confirmed - standard terms",
            "04 Employment / 05 IP",
            "2026-09-10",
        ],
        [
            "5.6",
            "Open source audit report",
            "FOSSA scan Sept 2026 provided",
            "05 IP and IT",
            "2026-09-22",
        ],
        [
            "5.8",
            "Security incidents in the last 3 years",
            "See incident log",
            "05 IP and IT",
            "2026-09-22",
        ],
        [
            "7.1",
            "Litigation register and any threatened claims",
            "Register provided",
            "07 Litigation and Compliance",
            "2026-09-05",
        ],
    ]
}

DOCS = [
    (C + "1.1 Certificate of Incorporation - Fennick Systems Limited.pdf", CERT),
    (C + "1.2 Articles of Association (extract).docx", ARTICLES),
    (C + "1.3 Shareholders Agreement 9 June 2021.docx", SHA),
    (C + "1.4 Cap Table 30 Sept 2026.xlsx", CAPTABLE),
    (C + "1.5 Board Minutes 2026-03-18.docx", MIN_MARCH),
    (C + "1.6 Board Minutes 2026-07-14.docx", MIN_JULY),
    (C + "1.7 Board Minutes 2026-09-22.pdf", MIN_SEPT),
    (C + "1.8 Group Structure.md", GROUP),
    (C + "1.9 Register of Directors.csv", DIRECTORS),
    (T + "8.1 SPA Schedule 4 - Warranties (CD draft 2).docx", WARRANTIES),
    (T + "8.2 Disclosure Letter - Project Lantern (draft 3).docx", DISCLOSURE),
    (T + "8.3 Consents Tracker.xlsx", CONSENTS),
    (T + "8.4 Information Request List - responses.xlsx", IRL),
]
