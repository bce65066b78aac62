"""01 Corporate and 02 Transaction: the company's records and the deal papers."""

from __future__ import annotations

from pathlib import Path

from .paths import CORP, DEAL
from .writers import write_csv, write_docx, write_pdf, write_pptx, write_text, write_xlsx

CO = "Glenbuchat Timber Systems Limited"
REG_OFFICE = "Blackhall Road, Blackhall Industrial Estate, Inverurie, Aberdeenshire AB51 4ZT"


def corporate(out: Path) -> None:
    d = out / CORP
    write_pdf(
        d / "Certificate of Incorporation - Glenbuchat Timber Systems Limited.pdf",
        "Certificate of Incorporation of a Private Limited Company",
        [
            "Company Number SC512847",
            "The Registrar of Companies for Scotland hereby certifies that GLENBUCHAT TIMBER "
            "SYSTEMS LIMITED is this day incorporated under the Companies Act 2006 as a private "
            "company, that the company is limited by shares, and the situation of its registered "
            "office is in Scotland.",
            "Given at Companies House, Edinburgh, on 19 August 2015.",
            ("sig", ["Registrar of Companies for Scotland"]),
        ],
        letterhead="Companies House\nThe Registrar of Companies for Scotland",
    )
    write_pdf(
        d / "Articles of Association (adopted 30 June 2021).pdf",
        "Articles of Association of Glenbuchat Timber Systems Limited",
        [
            "(adopted by special resolution passed on 30 June 2021)",
            ("h", "1. Model articles"),
            "The model articles for private companies limited by shares contained in Schedule 1 "
            "to the Companies (Model Articles) Regulations 2008 apply to the Company save in so "
            "far as they are excluded or varied by these Articles.",
            ("h", "2. Share classes"),
            "The share capital of the Company is divided into A Ordinary Shares of £0.01 each, B "
            "Ordinary Shares of £0.01 each and C Ordinary Shares of £0.01 each. The B Ordinary "
            "Shares are held by the Investor. The C Ordinary Shares are issued to employees on "
            "the exercise of options under the Company's share option plan.",
            ("h", "3. Board composition"),
            "For so long as the Investor holds not less than 20 per cent of the issued shares, "
            "it may appoint one director (the Investor Director) and remove any director so "
            "appointed. The quorum of a meeting of the directors shall include the Investor "
            "Director unless he has waived that requirement for the meeting in question.",
            ("h", "12. Pre-emption on transfer"),
            "Save for a Permitted Transfer, a shareholder wishing to transfer shares shall first "
            "offer them to the other holders of the same class pro rata to their holdings at the "
            "Fair Value determined under Article 14.",
            ("h", "16. Drag-along"),
            "If the holders of more than 75 per cent of the shares in issue (which must include "
            "the Investor) wish to transfer all their shares to a bona fide arm's length "
            "purchaser, they may require all other shareholders to transfer their shares to that "
            "purchaser on the same terms per share.",
            ("h", "17. Tag-along"),
            "No transfer which would result in a person acquiring more than 50 per cent of the "
            "shares may be registered unless the proposed transferee has offered to buy all the "
            "other shares on the same terms.",
        ],
    )
    write_xlsx(
        d / "Register of Members.xlsx",
        [
            (
                "Members",
                [
                    ["Member", "Address", "Class", "Number of shares", "% of issued", "Entered"],
                    [
                        "Ewan Forbes Strachan",
                        "Whitestones, Kemnay AB51 5PR",
                        "A Ordinary",
                        460000,
                        0.46,
                        "2015-08-19",
                    ],
                    [
                        "Cairngorm Growth Partners II LP",
                        "18 Albyn Place, Aberdeen AB10 1YH",
                        "B Ordinary",
                        380000,
                        0.38,
                        "2021-06-30",
                    ],
                    [
                        "Fiona Jane Rennie",
                        "4 Manse Road, Kintore AB51 0UD",
                        "A Ordinary",
                        40000,
                        0.04,
                        "2019-04-02",
                    ],
                    [
                        "Dr Kirsty Alder",
                        "Mill of Keith Cottage, Oldmeldrum AB51 0HT",
                        "A Ordinary",
                        40000,
                        0.04,
                        "2019-04-02",
                    ],
                    [
                        "Glenbuchat Employee Benefit Trustee Limited",
                        "Blackhall Road, Inverurie AB51 4ZT",
                        "C Ordinary",
                        80000,
                        0.08,
                        "2022-11-01",
                    ],
                    ["Total", "", "", ("=SUM(D2:D6)", 1000000), ("=SUM(E2:E6)", 1.0), ""],
                ],
            ),
            (
                "Transfers",
                [
                    ["Date", "From", "To", "Class", "Number", "Note"],
                    [
                        "2019-04-02",
                        "Ewan Forbes Strachan",
                        "Fiona Jane Rennie",
                        "A Ordinary",
                        40000,
                        "gift; stamp duty nil",
                    ],
                    [
                        "2019-04-02",
                        "Ewan Forbes Strachan",
                        "Dr Kirsty Alder",
                        "A Ordinary",
                        40000,
                        "gift; stamp duty nil",
                    ],
                    [
                        "2021-06-30",
                        "(allotment)",
                        "Cairngorm Growth Partners II LP",
                        "B Ordinary",
                        380000,
                        "subscription £6,840,000",
                    ],
                ],
            ),
        ],
    )
    write_csv(
        d / "Register of Directors.csv",
        [
            [
                "name",
                "role",
                "appointed",
                "resigned",
                "service address",
                "other directorships (declared)",
            ],
            [
                "Ewan Forbes Strachan",
                "Chief Executive",
                "2015-08-19",
                "",
                REG_OFFICE,
                "Bennachie Freight Limited; Strachan Family Holdings Limited",
            ],
            ["Fiona Jane Rennie", "Finance Director", "2018-01-08", "", REG_OFFICE, ""],
            [
                "Dr Kirsty Alder",
                "Operations Director",
                "2019-04-02",
                "",
                REG_OFFICE,
                "Timber Frame Industry Association (Scotland) (unpaid)",
            ],
            [
                "Graham Petrie",
                "Non-executive (Investor Director)",
                "2021-06-30",
                "",
                "18 Albyn Place, Aberdeen AB10 1YH",
                "Cairngorm Growth Partners GP Limited; Ythan Aggregates Limited",
            ],
            [
                "Helen Muir",
                "Independent Chair",
                "2022-02-01",
                "",
                REG_OFFICE,
                "Deveron Water Services plc",
            ],
            ["Robert Gauld", "Sales Director", "2016-03-14", "2023-09-30", REG_OFFICE, ""],
        ],
    )
    write_text(
        d / "Register of People with Significant Control.txt",
        f"""
REGISTER OF PEOPLE WITH SIGNIFICANT CONTROL
{CO} (SC512847)

Entry 1
Name: Ewan Forbes Strachan
Date of birth: March 1974
Nationality: British   Country of residence: Scotland
Nature of control: ownership of more than 25% but not more than 50% of the shares;
ownership of more than 25% but not more than 50% of the voting rights
Date registrable: 6 April 2016

Entry 2
Registrable relevant legal entity: Cairngorm Growth Partners II LP (limited partnership
registered in Scotland, SL031944)
Nature of control: ownership of more than 25% but not more than 50% of the shares; right
to appoint or remove a director (Article 3)
Date registrable: 30 June 2021

No other person has significant control. Register last confirmed with the confirmation
statement made up to 19 August 2025.
""",
    )
    write_text(
        d / "Group Structure.md",
        f"""
# Glenbuchat group structure (October 2025)

```
Ewan Strachan 46%   Cairngorm Growth Partners II LP 38%   Management 8%   EBT 8%
            \\                  |                           |            /
                {CO} (Scotland, SC512847)
                Blackhall factory, Inverurie: CLT press line, glulam, CNC finishing
                               |
                             100%
                               |
                Glenbuchat Timber (Cumbria) Limited (England and Wales, 11842763)
                Unit 3 Kingmoor Park North, Carlisle: glulam beams and site logistics for
                projects in the north of England
```

* Dormant: Glenbuchat Homes Limited (SC601127), struck off voluntarily on 4 March 2024.
* No joint ventures, partnerships or overseas branches.
* Financial year end: 31 March. Auditors: Laing Ritchie & Co, Chartered Accountants, Aberdeen.
""",
    )
    minutes(d)
    write_text(
        d / "Companies House - Register of Charges extract (SC512847).txt",
        f"""
COMPANIES HOUSE - REGISTER OF CHARGES
Company: {CO}   Company number: SC512847
Extract produced 6 October 2025

Charge code SC51 2847 0001
Created: 12 March 2018    Delivered: 20 March 2018
Persons entitled: Lomond Asset Finance Limited
Brief description: Floating charge over the whole of the property (including uncalled
capital) of the company.
Status: SATISFIED in full. Statement of satisfaction (form MR04) delivered 9 November 2022.

Charge code SC51 2847 0002
Created: 30 June 2021    Delivered: 7 July 2021
Persons entitled: Buchan & Moray Bank plc
Brief description: Floating charge over the whole of the property and undertaking.
Status: OUTSTANDING

Charge code SC51 2847 0003
Created: 30 June 2021    Delivered: 9 July 2021
Persons entitled: Buchan & Moray Bank plc
Brief description: Standard security over the tenant's interest in the lease of Blackhall
Factory, Blackhall Road, Inverurie (title number ABN118207).
Status: OUTSTANDING
""",
    )
    write_pdf(
        d / "Floating Charge - Lomond Asset Finance (2018).pdf",
        "Bond and Floating Charge",
        [
            f"by {CO}, a company incorporated under the Companies Acts (registered number "
            f"SC512847) and having its registered office at {REG_OFFICE} (the Company)",
            "in favour of Lomond Asset Finance Limited, a company incorporated under the "
            "Companies Acts (registered number SC288415) and having its registered office at 40 "
            "West Nile Street, Glasgow G1 2PT (Lomond)",
            ("h", "1. Undertaking to pay"),
            "The Company undertakes to Lomond that it will pay and discharge to Lomond on "
            "demand all sums due and to become due by the Company to Lomond under the hire purchase and loan facilities made available to it, "
            "including the CNC machinery finance facility of up to £1,200,000.",
            ("h", "2. Floating charge"),
            "As security for the payment and discharge of the Secured Liabilities, the Company "
            "grants in favour of Lomond a floating charge over the whole of the property "
            "(including uncalled capital) which is or may be from time to time while this "
            "instrument is in force comprised in its property and undertaking.",
            ("h", "3. Negative pledge"),
            "The Company shall not without the prior written consent of Lomond create or "
            "permit to subsist any fixed security or floating charge over any of its assets "
            "ranking in priority to or equally with this floating charge.",
            ("h", "4. Law"),
            "This instrument is governed by the law of Scotland.",
            "IN WITNESS WHEREOF these presents are executed at Inverurie on 12 March 2018.",
            (
                "sig",
                [
                    f"For and on behalf of {CO}",
                    "Ewan F Strachan, Director",
                    "Witness: Moira Cowie, 11 Gordon Terrace, Inverurie",
                ],
            ),
        ],
    )


def minutes(d: Path) -> None:
    head = f"Minutes of a meeting of the board of directors of {CO} held at {REG_OFFICE}"
    write_docx(
        d / "Board Minutes - 10 December 2024.docx",
        "Board minutes - 10 December 2024",
        [
            f"{head} on 10 December 2024 at 10.00 am",
            "Present: Helen Muir (Chair), Ewan Strachan, Fiona Rennie, Dr Kirsty Alder, Graham "
            "Petrie. In attendance: Susan Cardno (Company Secretary).",
            ("h", "1. Minutes and matters arising"),
            "The minutes of the meeting of 17 September 2024 were approved. The HSE inspector "
            "had confirmed on 19 November that the improvement notice on the glulam area "
            "extraction had been complied with; the action was closed.",
            ("h", "2. Employment tribunal"),
            "The board noted that the tribunal claim by a former CNC operator had been settled "
            "through Acas on 14 November 2024 for £16,750 and that the claim had been withdrawn. "
            "Dr Alder would review the attendance procedure with HR.",
            ("h", "3. Dundee Waterfront tender"),
            "Mr Strachan reported that Strathmore Construction had shortlisted the Company for "
            "the CLT superstructure of Plot 7 (about £1.9m). Strathmore's subcontract terms "
            "were onerous and it had so far refused to accept the Company's standard limits; "
            "the board authorised Mr Strachan to conclude the subcontract at a margin of not "
            "less than 14 per cent.",
            ("h", "4. Trading and cash"),
            "Revenue to November was £16.4m, 14 per cent ahead of the prior year. Cash and "
            "headroom under the revolving facility were adequate for the winter.",
            ("h", "5. Lamella supply"),
            "Dr Alder reported that Daugava deliveries were on plan for the first supply year "
            "and that quality had been good; the Scottish second source remained in place.",
            ("h", "6. Date of next meeting"),
            "18 March 2025.",
            ("sig", ["Helen Muir, Chair"]),
        ],
    )
    write_docx(
        d / "Board Minutes - 18 March 2025.docx",
        "Board minutes - 18 March 2025",
        [
            f"{head} on 18 March 2025 at 10.00 am",
            "Present: Helen Muir (Chair), Ewan Strachan, Fiona Rennie, Dr Kirsty Alder, Graham "
            "Petrie. In attendance: Susan Cardno (Company Secretary).",
            ("h", "1. Fire in the finishing hall"),
            "Dr Alder reported on the fire in the dust extraction system serving the CNC "
            "finishing hall on the night of 11 February 2025. Nobody was injured. The Hundegger "
            "portal machine, the extraction cyclone and part of the roof were damaged; "
            "finishing work had been moved to the glulam shop on double shifts and the hall "
            "was expected to reopen in mid-April. The loss adjuster was to be appointed by "
            "the insurers once the claim was submitted. Mrs Rennie was asked to pull the cost "
            "information together for the broker.",
            ("h", "2. Budget FY2026"),
            "The board approved the FY2026 budget (revenue £26.1m, EBITDA £3.9m) subject to the "
            "sensitivity on the Kinloch volumes that Mr Strachan would circulate.",
            ("h", "3. Kinloch Homes"),
            "Mr Strachan reported that Kinloch had asked to revisit call-off volumes given the "
            "slower housing market in the north-east. Discussions were commercial and at an "
            "early stage.",
            ("h", "4. Health and safety"),
            "Reportable incidents in the quarter: one (the fire, reported under RIDDOR as a "
            "dangerous occurrence). Lost-time injury frequency rate 0.9.",
            ("sig", ["Helen Muir, Chair"]),
        ],
    )
    write_docx(
        d / "Board Minutes - 24 June 2025.docx",
        "Board minutes - 24 June 2025",
        [
            f"{head} on 24 June 2025 at 10.00 am",
            "Present: Helen Muir (Chair), Ewan Strachan, Fiona Rennie, Dr Kirsty Alder, Graham "
            "Petrie. In attendance: Susan Cardno (Company Secretary); Alan Laing (Laing Ritchie & "
            "Co) for item 1.",
            ("h", "1. Annual accounts for the year ended 31 March 2025"),
            "Mr Laing reported that the audit was substantially complete and that he expected "
            "to issue an unqualified opinion. The board approved the accounts (turnover "
            "£24.62m, operating profit £2.11m) and authorised the Chair to sign the balance "
            "sheet.",
            ("h", "2. Bank covenants"),
            "Mrs Rennie presented the compliance certificate for the test date of 31 March "
            "2025 (leverage 2.41:1 against a maximum of 2.75:1). She noted that the step-down "
            "in the leverage covenant from the September test date would leave less headroom "
            "while the finishing hall recovery continued.",
            ("h", "3. Insurance claim"),
            "Mrs Rennie reported that the fire claim had been lodged through Carnegie Baird and "
            "that Ardmore had appointed a loss adjuster but had written reserving their "
            "position. The board asked for a note from the broker.",
            ("h", "4. Sale process"),
            "Mr Petrie reported that Cairngorm was considering a sale of the whole company in "
            "the coming year and that Dunecht Partners had been asked for a proposal.",
            ("sig", ["Helen Muir, Chair"]),
        ],
    )
    write_docx(
        d / "Board Minutes - 9 September 2025.docx",
        "Board minutes - 9 September 2025",
        [
            f"{head} on 9 September 2025 at 2.00 pm",
            "Present: Helen Muir (Chair), Ewan Strachan, Fiona Rennie, Dr Kirsty Alder, Graham "
            "Petrie. In attendance: Susan Cardno (Company Secretary); Neil Ogston (Dunecht "
            "Partners) for item 1.",
            ("h", "1. Project Tamarack"),
            "Mr Ogston reported on the second round. Norvale Building Products plc had "
            "submitted the highest indicative offer (enterprise value £41.5m on a locked box "
            "at 31 March 2025) and had been granted exclusivity to 14 November 2025. The board "
            "noted that Kerr Lennox LLP would prepare the disclosure letter and asked each "
            "director to review the draft warranties personally.",
            ("h", "2. Haulage rates"),
            "Mr Strachan reminded the board of his interest in Bennachie Freight Limited, of "
            "which he is a director and shareholder, and took no part in the discussion of "
            "the haulage rates review. The board agreed to accept the fuel surcharge "
            "increase of 3.5 per cent proposed by Bennachie from 1 October 2025.",
            ("h", "3. Trading"),
            "August revenue was £2.08m. The finishing hall was back at full output. The board "
            "noted the management accounts and the cash position.",
            ("h", "4. Grampian Learning Estate"),
            "Mrs Rennie confirmed that the notice of the proposed sale required by the "
            "framework had been sent to the Partnership on 2 September 2025.",
            ("sig", ["Helen Muir, Chair"]),
        ],
    )


def transaction(out: Path) -> None:
    d = out / DEAL
    write_pptx(
        d / "Information Memorandum - Project Tamarack.pptx",
        [
            (
                "Project Tamarack",
                [
                    "Glenbuchat Timber Systems: Scotland's leading manufacturer of cross-laminated timber (CLT) and glulam",
                    "Strictly private and confidential. Prepared by Dunecht Partners, July 2025",
                ],
            ),
            (
                "The business at a glance",
                [
                    "Founded 2015 by Ewan Strachan; factory at Blackhall, Inverurie (14,500 m²)",
                    "One of two CLT press lines in the UK; glulam capacity 9,000 m³ a year",
                    "FY2025 revenue £24.6m (FY2024 £21.3m); EBITDA £3.42m",
                    "186 employees across Inverurie and Carlisle",
                ],
            ),
            (
                "Contracted revenue",
                [
                    "Kinloch Homes Group: 5-year framework to June 2029, minimum 42,000 m² of CLT a year",
                    "Kinloch framework cannot be terminated for convenience: secured base load through 2029",
                    "Caledonia Modular: 4-year exclusive supply to 2028; Grampian Learning Estate framework to 2027",
                    "Order book at 30 June 2025: £17.8m",
                ],
            ),
            (
                "Manufacturing edge",
                [
                    "CutPlan: proprietary production scheduling and panel nesting software, owned by the company",
                    "PanelPort: customer portal for cutting lists, drawings and delivery booking",
                    "Lamella supply secured from Latvia under a long-term agreement",
                ],
            ),
            (
                "Financial summary",
                [
                    "Revenue FY2023 £18.9m, FY2024 £21.3m, FY2025 £24.6m",
                    "EBITDA FY2023 £2.5m, FY2024 £3.0m, FY2025 £3.42m",
                    "Net debt at 31 March 2025: £8.2m (Buchan & Moray Bank facilities)",
                ],
            ),
            (
                "Market",
                [
                    "UK CLT demand estimated at 1.1m m² in 2025, growing 9% a year; about 80% imported today",
                    "Scottish Government net zero targets and the New Build Heat Standard favour timber",
                    "Modular and offsite construction growing in student, build-to-rent and schools",
                    "Competitors: continental importers; one English CLT plant opened 2023",
                ],
            ),
            (
                "People and sites",
                [
                    "Blackhall, Inverurie: CLT press line, two panel CNC portals, glulam shop, finishing hall",
                    "Kingmoor Park, Carlisle: glulam beams and site logistics for the north of England",
                    "Site erection teams (24) install about 40% of panels supplied",
                    "Management: Ewan Strachan (CEO), Fiona Rennie (FD), Dr Kirsty Alder (Operations)",
                ],
            ),
            (
                "Investment highlights",
                [
                    "Structural demand for low-carbon construction in Scotland and the north of England",
                    "Long-term contracted customers and a protected modular niche",
                    "Experienced team remaining with the business",
                ],
            ),
        ],
    )
    spa(d)
    disclosure_letter(d)
    write_xlsx(
        d / "Due Diligence Questions and Responses.xlsx",
        [
            (
                "Q&A",
                [
                    ["Ref", "Topic", "Question", "Response", "Answered by", "Date"],
                    [
                        "DD-003",
                        "Commercial",
                        "Provide every agreement with Kinloch Homes Group, including variations, side letters and rebate arrangements.",
                        "The Framework Supply Agreement dated 3 June 2024 is in the data room (03 Customers). There are no variations or side letters.",
                        "E Strachan",
                        "2025-09-15",
                    ],
                    [
                        "DD-004",
                        "Commercial",
                        "Confirm the Kinloch minimum annual volume for the contract year from June 2025.",
                        "42,000 m² as set out in Schedule 1 of the framework.",
                        "E Strachan",
                        "2025-09-15",
                    ],
                    [
                        "DD-009",
                        "Commercial",
                        "Are any customers granted exclusivity or most-favoured pricing?",
                        "Caledonia Modular has exclusivity for modular manufacturers (see agreement). Grampian Learning Estate has a best value clause; management considers the framework rates compliant.",
                        "E Strachan",
                        "2025-09-16",
                    ],
                    [
                        "DD-014",
                        "Finance",
                        "Confirm compliance with all financial covenants at each test date since June 2021.",
                        "Compliant at every test date to 31 March 2025 (certificate in 05 Finance). The 30 September 2025 certificate is due in November.",
                        "F Rennie",
                        "2025-09-18",
                    ],
                    [
                        "DD-017",
                        "Insurance",
                        "List any claims made or notified in the last three years.",
                        "See the claims history in 09. The fire of 11 February 2025 has been notified and a loss adjuster appointed.",
                        "F Rennie",
                        "2025-09-18",
                    ],
                    [
                        "DD-021",
                        "Related parties",
                        "List any arrangement between a Group company and any Seller, director or connected person.",
                        "None, other than the directors' service agreements.",
                        "Kerr Lennox LLP",
                        "2025-09-22",
                    ],
                    [
                        "DD-025",
                        "IT",
                        "Does any software used in or made available by the business contain copyleft open-source code?",
                        "Please see the IT questionnaire responses (08). PanelPort is built on permissive libraries.",
                        "S Duguid",
                        "2025-09-22",
                    ],
                    [
                        "DD-026",
                        "IP",
                        "Who owns CutPlan?",
                        "The Company. CutPlan was developed for the Company in 2021-22.",
                        "E Strachan",
                        "2025-09-22",
                    ],
                    [
                        "DD-030",
                        "Property",
                        "Does either lease require landlord consent to the transaction?",
                        "Kingmoor: yes, consent obtained. Blackhall: no (see consents tracker).",
                        "Kerr Lennox LLP",
                        "2025-09-25",
                    ],
                    [
                        "DD-033",
                        "Litigation",
                        "Provide details of current or threatened claims.",
                        "Albyn Student Living (Court of Session), see litigation schedule. The Geddes tribunal claim settled in 2024.",
                        "Kerr Lennox LLP",
                        "2025-09-25",
                    ],
                    [
                        "DD-036",
                        "HR",
                        "Confirm there are no change of control or transaction payments to any employee.",
                        "Confirmed. The sale bonus in Mr Strachan's 2018 agreement was removed by his 2024 agreement.",
                        "F Rennie",
                        "2025-09-26",
                    ],
                    [
                        "DD-001",
                        "Corporate",
                        "Confirm that all issued shares are fully paid and that no options or rights exist other than the EMI plan.",
                        "Confirmed. All shares are fully paid. The only options are the EMI options over C Ordinary shares held by the EBT.",
                        "Kerr Lennox LLP",
                        "2025-09-12",
                    ],
                    [
                        "DD-011",
                        "Pensions",
                        "Does any Group company participate in a defined benefit pension scheme?",
                        "No. Staff are auto-enrolled into the Group Personal Pension (defined contribution).",
                        "F Rennie",
                        "2025-09-16",
                    ],
                    [
                        "DD-012",
                        "Tax",
                        "List any open HMRC enquiries.",
                        "None. The R&D enquiry into the period ended 31 March 2022 was closed on 12 August 2024.",
                        "F Rennie",
                        "2025-09-16",
                    ],
                    [
                        "DD-019",
                        "Environment",
                        "Any environmental permits, incidents or contamination?",
                        "SEPA exemption for the biomass boiler (renewal April 2026). No incidents. No known contamination at Blackhall or Kingmoor.",
                        "K Alder",
                        "2025-09-18",
                    ],
                    [
                        "DD-023",
                        "HR",
                        "Is any trade union recognised? Any collective disputes?",
                        "No union is recognised. No collective disputes.",
                        "F Rennie",
                        "2025-09-19",
                    ],
                    [
                        "DD-040",
                        "Grants",
                        "Any grants that could be repaid on a sale?",
                        "None outstanding. The 2019 capital grant's conditions ended in 2024.",
                        "F Rennie",
                        "2025-09-26",
                    ],
                    [
                        "DD-041",
                        "Data protection",
                        "Any personal data breaches reported to the ICO?",
                        "None.",
                        "S Duguid",
                        "2025-09-26",
                    ],
                    [
                        "DD-044",
                        "Product",
                        "What warranty is given on panels?",
                        "Our standard terms: conformity at delivery, visible defects notified within 5 working days, liability capped at the price. Project contracts vary (see the Strathmore subcontract).",
                        "E Strachan",
                        "2025-09-29",
                    ],
                    [
                        "DD-046",
                        "Finance",
                        "How will the bank facilities be dealt with at completion?",
                        "Repaid in full from the consideration and the security released; a payoff letter will be obtained from Buchan & Moray Bank.",
                        "F Rennie",
                        "2025-09-29",
                    ],
                ],
            )
        ],
    )
    write_xlsx(
        d / "Third Party Consents Tracker.xlsx",
        [
            (
                "Consents",
                [
                    [
                        "Counterparty",
                        "Document",
                        "Provision",
                        "Trigger",
                        "What is needed",
                        "Status",
                        "Owner",
                    ],
                    [
                        "Buchan & Moray Bank plc",
                        "Facility Agreement (30 June 2021, amended 2023)",
                        "cl. 8.2 Change of Control",
                        "Change of control",
                        "Mandatory prepayment",
                        "To be repaid from completion funds",
                        "F Rennie",
                    ],
                    [
                        "Grampian Learning Estate Partnership Limited",
                        "Framework Agreement (1 August 2023)",
                        "cl. 27 Change of Control",
                        "Change of control",
                        "Written notice within 10 business days of signing",
                        "Advance notice sent 2 September 2025",
                        "Kerr Lennox",
                    ],
                    [
                        "Kinloch Homes Group Limited",
                        "Framework Supply Agreement (3 June 2024)",
                        "cl. 18.4",
                        "Acquisition by a housebuilder",
                        "None (Norvale is not a housebuilder)",
                        "Not required",
                        "Kerr Lennox",
                    ],
                    [
                        "Caledonia Modular Limited",
                        "Exclusive Supply Agreement (14 February 2024)",
                        "-",
                        "-",
                        "No change of control provision",
                        "Not required",
                        "Kerr Lennox",
                    ],
                    [
                        "Donview Property Investments Limited",
                        "Lease of Blackhall Factory (2016)",
                        "cl. 9 Alienation",
                        "Assignation or sub-letting",
                        "Not triggered: share sale, tenant entity unchanged",
                        "Not required",
                        "Kerr Lennox",
                    ],
                    [
                        "Kingmoor Park Estates Limited",
                        "Lease of Unit 3 Kingmoor Park North (2020)",
                        "cl. 7.6",
                        "Any change of control of the Tenant",
                        "Landlord's prior written consent",
                        "Obtained 22 September 2025",
                        "Kerr Lennox",
                    ],
                    [
                        "Ardmore Commercial Insurance plc",
                        "Combined policy ACI/PBI/2024/77310",
                        "GC 9",
                        "Change in ownership",
                        "Notify at renewal",
                        "Note for renewal",
                        "F Rennie",
                    ],
                    [
                        "Daugava Lamella SIA",
                        "Lamella Supply Agreement (2024)",
                        "cl. 19",
                        "Assignment only",
                        "Not triggered",
                        "Not required",
                        "Kerr Lennox",
                    ],
                ],
            )
        ],
    )
    write_pdf(
        d / "Process Letter - Second Round (Dunecht Partners).pdf",
        "Project Tamarack - second round process letter",
        [
            "Private and confidential - addressee only",
            "Dear Sirs",
            "Following your indicative proposal, we are pleased to invite you to the second "
            "round of the process for the acquisition of the entire issued share capital of "
            f"{CO} (the Company). Access to the virtual data room will be given to your named "
            "advisers on signature of the data room rules.",
            ("h", "Timetable"),
            (
                "b",
                [
                    "Data room opens: Monday 8 September 2025",
                    "Management presentation: week commencing 22 September 2025",
                    "Mark-up of the sale and purchase agreement and final offers: 17 October 2025",
                    "Target signing and completion: November 2025",
                ],
            ),
            ("h", "Basis of offers"),
            "Offers should be on a cash-free, debt-free basis assuming a normal level of working "
            "capital, using a locked box at 31 March 2025, and should state any conditions, "
            "including any third party consents you regard as required.",
            "This letter does not constitute an offer and the Sellers reserve the right to "
            "change the process at any time.",
            ("sig", ["Yours faithfully", "Dunecht Partners LLP"]),
        ],
        letterhead="Dunecht Partners LLP\n7 Rubislaw Terrace, Aberdeen AB10 1XE",
    )
    write_text(
        d / "Management Presentation - buyer notes (24 September 2025).md",
        """
# Management presentation - Norvale notes (24 September 2025)

Attendees: Ewan Strachan, Fiona Rennie, Kirsty Alder (Glenbuchat); Neil Ogston (Dunecht);
Norvale deal team and Ashworth Pryce.

## Commercial
* Kinloch is "locked in to 2029". ES: the framework minimum is 42,000 m² and they have
  never asked to change it formally. Call-offs slower in Q1 FY26 because of the housing market.
* Caledonia exclusivity is narrow (modular factories only); ES says it has not limited growth.
* Grampian volumes steady, around 14,000 m² a year, mainly schools in Aberdeenshire and Moray.

## Operations
* Finishing hall fire in February: back to full output from late April. Claim "progressing".
* CutPlan is "the secret sauce"; written for Glenbuchat by a contractor, Alasdair Munro.
* Lamella: about 60% from Latvia, the balance from a Scottish sawmill.

## Finance
* FY25 EBITDA £3.42m; LTM September expected slightly lower because of the fire.
* FR: covenants "fine"; the bank is supportive and will be repaid at completion anyway.

## Follow-ups
1. Kinloch call-off forecast for FY26 and FY27.
2. Broker's summary of the fire claim.
3. September management accounts when available.
""",
    )


def spa(d: Path) -> None:
    write_docx(
        d / "Share Purchase Agreement (Buyer draft 3).docx",
        "Agreement for the sale and purchase of the entire issued share capital of Glenbuchat Timber Systems Limited",
        [
            "Buyer draft 3 - 3 October 2025 - subject to contract",
            "Between (1) the persons whose names and addresses are set out in Part 1 of Schedule "
            "1 (the Sellers) and (2) Norvale Building Products plc, a company incorporated in "
            "England and Wales with registered number 03381946, whose registered office is at "
            "Whitehall Quay, Leeds LS1 4HR (the Buyer).",
            ("h", "1. Definitions"),
            "Disclosure Letter means the letter from the Sellers to the Buyer with the same date "
            "as this Agreement, including its bundle of documents.",
            "Material Contract means each contract, arrangement or commitment to which a Group "
            "Company is a party which (a) involves or is likely to involve payments by or to a "
            "Group Company of more than £250,000 in any financial year; (b) has an unexpired "
            "term of more than two years or cannot be terminated by the Group Company on six "
            "months' notice or less without payment of compensation; (c) restricts the freedom "
            "of a Group Company to carry on business in any area or with any person; or (d) "
            "is a side letter to, or a variation, amendment or waiver of, any contract within "
            "(a) to (c).",
            "Connected Person means, in relation to any person, a person connected with him "
            "within the meaning of section 1122 of the Corporation Tax Act 2010.",
            ("h", "2. Sale and purchase"),
            "Each Seller shall sell with full title guarantee the Shares set opposite his name "
            "and the Buyer shall purchase them free from all Encumbrances.",
            ("h", "3. Consideration"),
            "The consideration for the Shares is £33,260,000 (the Enterprise Value of "
            "£41,500,000 less the Locked Box Net Debt), payable in cash at Completion, subject "
            "to clause 6 (Leakage).",
            ("h", "4. Conditions and completion"),
            "Completion shall take place at the offices of the Sellers' solicitors on the date "
            "of this Agreement, when the Sellers shall deliver the items listed in Schedule 2 "
            "and the Buyer shall pay the consideration and repay the Bank Debt on behalf of the "
            "Company.",
            ("h", "6. Leakage"),
            "Each Seller undertakes that since the Locked Box Date there has been no Leakage "
            "other than Permitted Leakage, and shall pay the Buyer on demand an amount equal to "
            "any Leakage received by it or for its benefit.",
            ("h", "7. Warranties"),
            "Each Seller warrants to the Buyer that each Warranty is true and accurate at the "
            "date of this Agreement, save as fairly disclosed in the Disclosure Letter.",
            ("h", "18. Governing law and jurisdiction"),
            "This Agreement is governed by the law of Scotland. The parties prorogate the "
            "non-exclusive jurisdiction of the Court of Session.",
            ("h", "Schedule 4 - Warranties"),
            "8.1 No Group Company is in breach of any term of any facility agreement or "
            "borrowing to which it is a party, and no event has occurred which is, or with the "
            "giving of notice or the passing of time would be, an event of default under any "
            "such agreement.",
            "9.1 The Disclosure Letter lists every Material Contract, and a true and complete "
            "copy of each Material Contract (including every side letter, variation and waiver) "
            "is in the Data Room.",
            "9.2 No counterparty to a Material Contract has given notice of, or agreed, any "
            "reduction in its purchases, any right to terminate or any rebate or discount not "
            "set out in the copy of that Material Contract in the Data Room.",
            "9.4 No Group Company is party to any contract under which it grants any person "
            "exclusivity or most favoured customer terms, or is in breach of any such term.",
            "10.1 No Seller, no director of any Group Company and no Connected Person of any of "
            "them is, or has in the last three years been, a party to or interested in any "
            "contract or arrangement with any Group Company, other than a service agreement "
            "disclosed in the Disclosure Letter.",
            "11.3 No consent of any landlord is required under any Lease as a result of the "
            "sale of the Shares or the change in control of any Group Company.",
            "13.1 No Group Company is engaged in any litigation, arbitration or tribunal "
            "proceedings, and none is pending or threatened, save as disclosed.",
            "14.2 The Group Companies are the sole legal and beneficial owners of all the "
            "Intellectual Property Rights used in the business, including all software listed "
            "in the IP Schedule.",
            "14.6 No Open Source Software has been incorporated into, combined with, linked to "
            "or distributed with any software owned by or developed for a Group Company, or made "
            "available to any third party over a network, in a way that requires any such "
            "software to be disclosed or licensed in source code form to any person.",
            "15.2 Every claim under any insurance policy of a Group Company has been notified "
            "in accordance with the terms of the relevant policy, and no insurer has disputed "
            "or reserved its position on any claim.",
            ("h", "Schedule 5 - Limitations on Sellers' liability"),
            "8.1 The aggregate liability of the Sellers for all Warranty Claims shall not exceed "
            "an amount equal to 30 per cent of the Enterprise Value, save for claims under the "
            "Fundamental Warranties and the Tax Covenant, which are limited to the "
            "consideration received by each Seller.",
            "8.2 No Warranty Claim may be brought unless notified within 24 months of "
            "Completion (seven years for Tax Claims), and no claim may be brought for less than "
            "£25,000 or until claims exceed £250,000 in aggregate, when the whole amount is "
            "recoverable.",
            "8.3 The Buyer has obtained a warranty and indemnity insurance policy and shall "
            "claim under it first; to the extent a Warranty Claim (other than for fraud) is "
            "covered by that policy, the Sellers' liability for it shall not exceed £1.",
        ],
    )


def disclosure_letter(d: Path) -> None:
    write_docx(
        d / "Disclosure Letter (Sellers draft 2).docx",
        "Disclosure Letter",
        [
            "Sellers' draft 2 - 7 October 2025 - Kerr Lennox LLP",
            "To: Norvale Building Products plc",
            "Dear Sirs",
            "Project Tamarack - sale of the entire issued share capital of Glenbuchat Timber "
            "Systems Limited",
            "This is the Disclosure Letter referred to in the share purchase agreement to be "
            "entered into between the Sellers and you (the Agreement). Words defined in the "
            "Agreement have the same meaning here.",
            ("h", "Part 1 - General disclosures"),
            (
                "b",
                [
                    "the contents of the Data Room as at 6 October 2025;",
                    "all matters apparent from the public registers at Companies House and the "
                    "Registers of Scotland on 6 October 2025;",
                    "the audited accounts of the Company for the year ended 31 March 2025.",
                ],
            ),
            ("h", "Part 2 - Specific disclosures"),
            "Paragraph 8.1 (Financing): the Facility Agreement with Buchan & Moray Bank plc "
            "dated 30 June 2021, as amended on 14 April 2023. The Company has complied with the "
            "financial covenants at every test date.",
            "Paragraph 9.1 (Material Contracts): the Material Contracts are:",
            (
                "t",
                [
                    ["No.", "Contract", "Counterparty", "Date"],
                    [
                        "1",
                        "Framework Supply Agreement",
                        "Kinloch Homes Group Limited",
                        "3 June 2024",
                    ],
                    [
                        "2",
                        "Exclusive Supply Agreement",
                        "Caledonia Modular Limited",
                        "14 February 2024",
                    ],
                    [
                        "3",
                        "Framework Agreement for Timber Building Systems",
                        "Grampian Learning Estate Partnership Limited",
                        "1 August 2023",
                    ],
                    [
                        "4",
                        "Subcontract (Dundee Waterfront Plot 7)",
                        "Strathmore Construction Limited",
                        "20 March 2025",
                    ],
                    ["5", "Panel Supply Terms", "Forthbank Modular Limited", "8 January 2025"],
                    ["6", "Facility Agreement", "Buchan & Moray Bank plc", "30 June 2021"],
                    [
                        "7",
                        "Lease of Blackhall Factory",
                        "Donview Property Investments Limited",
                        "11 November 2016",
                    ],
                    [
                        "8",
                        "Lease of Unit 3 Kingmoor Park North",
                        "Kingmoor Park Estates Limited",
                        "2 March 2020",
                    ],
                    [
                        "9",
                        "Machine Service Agreement",
                        "Lindqvist Machine Service AB",
                        "1 January 2023",
                    ],
                    [
                        "10",
                        "Adhesive Supply Terms",
                        "Kestrel Bonding Systems Limited",
                        "1 April 2024",
                    ],
                ],
            ),
            "Paragraph 9.4 (Exclusivity): the exclusivity granted to Caledonia Modular Limited "
            "in clause 6 of Material Contract 2, and the best value provision in clause 11 of "
            "Material Contract 3.",
            "Paragraph 10.1 (Connected arrangements): nil.",
            "Paragraph 11.3 (Leases): the consent of Kingmoor Park Estates Limited under clause "
            "7.6 of Material Contract 8, which was given on 22 September 2025.",
            "Paragraph 13.1 (Litigation): the action raised in the Court of Session by Albyn "
            "Student Living Limited (see the litigation schedule). The Sellers consider the "
            "claim to be without merit.",
            "Paragraph 14.2 (IP): nil.",
            "Paragraph 14.6 (Open source): nil.",
            "Paragraph 15.2 (Insurance): the claim for the fire of 11 February 2025 is being "
            "adjusted.",
            ("sig", ["Yours faithfully", "Kerr Lennox LLP, for and on behalf of the Sellers"]),
        ],
    )
