"""05 Finance and 06 Property: the bank, the accounts and the two sites."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from .paths import FIN, PROP
from .writers import write_csv, write_docx, write_eml, write_html, write_pdf, write_text, write_xlsx

CO = "Glenbuchat Timber Systems Limited"
SUB = "Glenbuchat Timber (Cumbria) Limited"


def finance(out: Path) -> None:
    d = out / FIN
    write_pdf(
        d / "Facility Agreement - Buchan & Moray Bank (conformed to April 2023 amendment).pdf",
        "Term and Revolving Facilities Agreement",
        [
            "Dated 30 June 2021, as amended by an amendment letter dated 14 April 2023 (conformed copy)",
            f"Borrower: {CO}. Guarantor: {SUB}. Lender: Buchan & Moray Bank plc, 1 Golden "
            "Square, Aberdeen AB10 1RD.",
            ("h", "2. The facilities"),
            "A term loan facility of £6,500,000 repayable in instalments to 30 June 2027, and a "
            "revolving credit facility of £2,000,000 available until 30 June 2026.",
            ("h", "8. Mandatory prepayment"),
            "8.2 If any person or group of persons acting in concert (other than the Investor) "
            "gains control of the Borrower, the facilities shall be cancelled and all amounts "
            "outstanding shall become immediately due and payable.",
            ("h", "20. Financial covenants"),
            "20.1 In this clause: EBITDA means the consolidated operating profit of the Group for "
            "a Relevant Period before interest, tax, depreciation and amortisation and before "
            "exceptional items; Total Net Debt means the aggregate Borrowings of the Group "
            "(including amounts owed under hire purchase agreements and finance leases) less "
            "cash at bank; Relevant Period means each period of twelve months ending on a Test "
            "Date; Test Date means 31 March and 30 September in each year.",
            "20.2 Leverage. The Borrower shall ensure that the ratio of Total Net Debt on each "
            "Test Date to EBITDA for the Relevant Period ending on that Test Date does not exceed "
            "the ratio set out opposite that Test Date below:",
            (
                "t",
                [
                    ["Test Date", "Maximum ratio"],
                    ["30 September 2023 and 31 March 2024", "3.00:1"],
                    ["30 September 2024 and 31 March 2025", "2.75:1"],
                    ["30 September 2025 and each Test Date after it", "2.50:1"],
                ],
            ),
            "20.3 Interest cover. The ratio of EBITDA to Finance Charges for each Relevant "
            "Period shall not be less than 4.00:1.",
            "20.4 The Borrower shall deliver a compliance certificate signed by two directors "
            "with each set of annual accounts and half-yearly management accounts, within 45 "
            "days of each Test Date.",
            ("h", "21. Information undertakings"),
            "The Borrower shall supply to the Lender its audited consolidated annual accounts "
            "within 150 days of each financial year end, its consolidated monthly management "
            "accounts within 30 days of each month end, and its annual budget before the start "
            "of each financial year.",
            ("h", "22. General undertakings"),
            "22.1 Negative pledge: no Group company shall create or allow to subsist any "
            "security over any of its assets, other than the Transaction Security and hire "
            "purchase or leasing arrangements of up to £2,500,000 in aggregate.",
            "22.2 No Group company shall dispose of any asset with a value of more than £100,000 "
            "outside the ordinary course of trading, or make any substantial change to the "
            "general nature of the business of the Group.",
            "22.3 No Group company shall pay any dividend or make any other distribution while "
            "a Default is continuing or if Leverage would exceed 2.00:1 after the payment.",
            ("h", "23. Events of default"),
            "23.1 The Borrower does not pay on the due date any amount payable by it under the "
            "Finance Documents, unless the failure is caused by an administrative or technical "
            "error and payment is made within three business days.",
            "23.2 Any requirement of clause 20 is not satisfied. On and at any time after an "
            "Event of Default the Lender may cancel the facilities and declare all amounts "
            "outstanding immediately due and payable, and may enforce its security.",
            ("h", "30. Law"),
            "This agreement is governed by the law of Scotland.",
            (
                "sig",
                [
                    "For Buchan & Moray Bank plc: Calum Stephen, Director, Corporate Banking North",
                    f"For {CO}: Ewan Strachan and Fiona Rennie, Directors",
                ],
            ),
        ],
    )
    write_pdf(
        d / "Compliance Certificate - Test Date 31 March 2025.pdf",
        "Compliance Certificate",
        [
            "To: Buchan & Moray Bank plc",
            f"From: {CO}",
            "Dated: 12 May 2025",
            "We refer to the facilities agreement dated 30 June 2021 as amended (the Agreement). "
            "This is a compliance certificate. We confirm that, for the Relevant Period ending "
            "on 31 March 2025:",
            (
                "t",
                [
                    ["Covenant", "Actual", "Requirement"],
                    [
                        "Leverage (Total Net Debt £8,240,000 / EBITDA £3,420,000)",
                        "2.41:1",
                        "not more than 2.75:1",
                    ],
                    [
                        "Interest cover (EBITDA £3,420,000 / Finance Charges £646,000)",
                        "5.29:1",
                        "not less than 4.00:1",
                    ],
                ],
            ),
            "We confirm that no Default is continuing.",
            ("sig", ["Ewan Strachan, Director", "Fiona Rennie, Director"]),
        ],
    )
    months = ["Apr-25", "May-25", "Jun-25", "Jul-25", "Aug-25", "Sep-25"]
    rev = [1.74, 1.96, 2.11, 2.16, 2.08, 2.07]
    ebitda = [0.09, 0.17, 0.21, 0.28, 0.26, 0.25]
    write_xlsx(
        d / "Management Accounts - September 2025.xlsx",
        [
            (
                "P&L H1 FY2026",
                [["£m", *months, "H1 FY2026", "H1 FY2025"]]
                + [
                    ["Revenue", *rev, ("=SUM(B2:G2)", round(sum(rev), 2)), 11.86],
                    [
                        "Gross profit",
                        0.39,
                        0.49,
                        0.55,
                        0.58,
                        0.55,
                        0.55,
                        ("=SUM(B3:G3)", 3.11),
                        3.34,
                    ],
                    [
                        "Overheads",
                        -0.30,
                        -0.32,
                        -0.34,
                        -0.30,
                        -0.29,
                        -0.30,
                        ("=SUM(B4:G4)", -1.85),
                        -1.79,
                    ],
                    ["EBITDA", *ebitda, ("=SUM(B5:G5)", round(sum(ebitda), 2)), 1.72],
                ],
            ),
            (
                "Covenants",
                [
                    [
                        "Test date",
                        "LTM EBITDA before exceptional items (£000)",
                        "Total Net Debt (£000)",
                        "Leverage",
                        "Limit (FD schedule)",
                        "Interest cover",
                        "Status",
                    ],
                    ["31 March 2025", 3420, 8240, 2.41, 2.75, 5.29, "Pass"],
                    ["30 September 2025", 2960, 7905, 2.67, 2.75, 4.71, "Pass"],
                ],
            ),
            (
                "Net debt",
                [
                    ["£000", "31 March 2025", "30 September 2025"],
                    ["Term loan", 5200, 4550],
                    ["Revolving credit facility", 1500, 2000],
                    ["Hire purchase", 1880, 1690],
                    ["Cash", -340, -335],
                    ["Total Net Debt", ("=SUM(B2:B5)", 8240), ("=SUM(C2:C5)", 7905)],
                ],
            ),
            (
                "Commentary",
                [
                    ["Note"],
                    [
                        "LTM EBITDA to September 2025 is £2.96m: H1 FY2026 EBITDA £1.26m against £1.72m in H1 FY2025 (fire, Kinloch rebate £266k)."
                    ],
                    [
                        "RCF fully drawn in August 2025 to fund stock ahead of the Caledonia Block C programme."
                    ],
                    [
                        "Exceptional items of £410k in H1 FY2026 (fire clean-up £174k, roof repairs £236k) are shown below EBITDA and excluded from covenant EBITDA."
                    ],
                    [
                        "Working capital: debtor days 41 (March 2025: 38); stock up £0.6m (lamella and adhesive ahead of winter)."
                    ],
                ],
            ),
        ],
    )
    write_pdf(
        d / "Annual Report and Accounts FY2025 (extract).pdf",
        f"{CO} - Annual Report and Financial Statements for the year ended 31 March 2025 (extract)",
        [
            ("h", "Consolidated profit and loss account"),
            (
                "t",
                [
                    ["£000", "2025", "2024"],
                    ["Turnover", "24,620", "21,310"],
                    ["Cost of sales", "(17,480)", "(15,230)"],
                    ["Gross profit", "7,140", "6,080"],
                    ["Administrative expenses", "(5,030)", "(4,410)"],
                    ["Operating profit", "2,110", "1,670"],
                    ["Interest payable", "(646)", "(611)"],
                    ["Profit before tax", "1,464", "1,059"],
                ],
            ),
            "EBITDA (operating profit before depreciation of £1,310,000) was £3,420,000.",
            ("h", "Note 24 - Contingent liabilities"),
            "In July 2025 Albyn Student Living Limited raised an action in the Court of Session "
            "seeking damages of £2,400,000 in relation to CLT panels supplied for a student "
            "residence in Dundee. The directors intend to defend the action and no provision "
            "has been made.",
            ("h", "Note 25 - Related party transactions"),
            "During the year the Group purchased haulage services of £1,090,000 (2024: "
            "£1,010,000) from Bennachie Freight Limited, a company of which E F Strachan, a "
            "director, is a director and shareholder. £96,000 was owed to it at the year end.",
            "Key management personnel compensation was £812,000 (2024: £744,000).",
            ("h", "Note 26 - Post balance sheet events"),
            "On 11 February 2025 a fire damaged the CNC finishing hall. The cost of repairs is "
            "expected to be recovered from insurers and no insurance receivable has been "
            "recognised.",
            ("h", "Independent auditor's report"),
            "In our opinion the financial statements give a true and fair view of the state of "
            "the group's affairs as at 31 March 2025. Laing Ritchie & Co, Aberdeen, 25 June 2025.",
        ],
    )
    write_xlsx(
        d / "Budget FY2026.xlsx",
        [
            (
                "Budget",
                [
                    ["£000", "H1", "H2", "FY2026 budget", "FY2025 actual"],
                    ["Revenue", 12600, 13500, ("=B2+C2", 26100), 24620],
                    ["Gross profit", 3650, 3960, ("=B3+C3", 7610), 7140],
                    ["Overheads", -1820, -1890, ("=B4+C4", -3710), -3720],
                    ["EBITDA", 1830, 2070, ("=B5+C5", 3900), 3420],
                ],
            ),
            (
                "Assumptions",
                [
                    ["Assumption", "Value"],
                    ["Kinloch volume (m²)", 42000],
                    ["Caledonia volume (m²)", 21000],
                    ["CLT price change", "+2.5%"],
                    ["Lamella cost change", "+4%"],
                ],
            ),
        ],
    )
    write_csv(
        d / "Aged Debtors at 30 September 2025.csv",
        [
            [
                "customer",
                "current (£)",
                "31-60 days (£)",
                "61-90 days (£)",
                "over 90 days (£)",
                "total (£)",
            ],
            ["Kinloch Homes Group", 388000, 102000, 0, 0, 490000],
            ["Caledonia Modular", 301000, 0, 0, 0, 301000],
            ["Grampian Learning Estate Partnership", 212000, 46000, 0, 0, 258000],
            ["Strathmore Construction", 244000, 198000, 0, 0, 442000],
            ["Forthbank Modular", 171000, 0, 0, 0, 171000],
            ["Mearns Build Limited", 0, 0, 0, 61000, 61000],
            ["Other", 622000, 148000, 22000, 9000, 801000],
        ],
    )
    write_xlsx(
        d / "Fixed Asset Register at 31 March 2025.xlsx",
        [
            (
                "Register",
                [
                    ["Asset", "Location", "Acquired", "Cost (£000)", "NBV (£000)", "Financed by"],
                    ["CLT press line", "Blackhall", "2017-05-01", 4300, 2150, "owned"],
                    [
                        "Panel CNC portal 1",
                        "Blackhall",
                        "2018-04-01",
                        1150,
                        460,
                        "owned (Lomond HP repaid 2022)",
                    ],
                    [
                        "Panel CNC portal 2",
                        "Blackhall",
                        "2023-03-01",
                        1480,
                        1110,
                        "HP - Buchan & Moray Asset Finance",
                    ],
                    [
                        "Finishing hall CNC (fire-damaged)",
                        "Blackhall",
                        "2020-09-01",
                        620,
                        0,
                        "written off Feb 2025",
                    ],
                    ["Glulam planer and press", "Kingmoor", "2020-06-01", 890, 510, "owned"],
                    [
                        "Dust extraction system (replacement)",
                        "Blackhall",
                        "2025-04-10",
                        286,
                        286,
                        "owned",
                    ],
                    [
                        "Factory extension (leasehold improvements)",
                        "Blackhall",
                        "2022-10-01",
                        1760,
                        1480,
                        "owned",
                    ],
                ],
            )
        ],
    )
    write_text(
        d / "HMRC - R&D tax relief enquiry closure (2024).txt",
        f"""
HM Revenue & Customs
Research and Development Compliance Team

{CO}
Blackhall Road, Inverurie AB51 4ZT

12 August 2024

Dear Sirs

Corporation Tax - accounting period ended 31 March 2022 - enquiry under paragraph 24,
Schedule 18, Finance Act 1998

Thank you for the further information about the CutPlan development costs and the adhesive
trials. I am now satisfied with the research and development claim as amended by you on
3 June 2024 (qualifying expenditure reduced from £412,000 to £371,000). I enclose a
closure notice. The additional tax of £7,790 and interest have been paid.

Yours faithfully
A Mackie
Officer of HM Revenue & Customs
""",
    )
    write_eml(
        d / "Email - Buchan & Moray relationship manager (September 2025).eml",
        sender="Calum Stephen <calum.stephen@buchanmoray.example>",
        to="Fiona Rennie <fiona.rennie@glenbuchat-timber.example>",
        subject="Glenbuchat - half year and the sale",
        when=dt.datetime(2025, 9, 26, 11, 5),
        body="""
Fiona,

Thanks for the call. Understood on the sale timetable and that Norvale would repay us at
completion. Until then the facility runs as normal: we'll need the 30 September compliance
certificate within 45 days as usual. If anything looks tight against the covenants please
tell me early - any waiver would have to go to credit and I can't promise one during a sale.

Best,
Calum
""",
    )
    write_csv(
        d / "Hire Purchase Schedule at 30 September 2025.csv",
        [
            ["agreement", "lender", "asset", "start", "end", "monthly (£)", "balance (£)"],
            [
                "HP-BM-2023-118",
                "Buchan & Moray Asset Finance",
                "Panel CNC portal 2",
                "2023-03-01",
                "2028-02-28",
                24800,
                1190000,
            ],
            [
                "HP-BM-2024-041",
                "Buchan & Moray Asset Finance",
                "Telehandlers (3)",
                "2024-05-01",
                "2027-04-30",
                4100,
                148000,
            ],
            [
                "HP-BM-2025-007",
                "Buchan & Moray Asset Finance",
                "Dust extraction (replacement)",
                "2025-04-10",
                "2029-04-09",
                5300,
                352000,
            ],
        ],
    )


def prop(out: Path) -> None:
    d = out / PROP
    write_pdf(
        d / "Lease - Blackhall Factory, Inverurie.pdf",
        "Lease",
        [
            "between Donview Property Investments Limited, incorporated under the Companies Acts "
            "(SC197336), 10 Carden Place, Aberdeen AB10 1UR (the Landlord) and "
            f"{CO} (SC512847) (the Tenant)",
            "of subjects at Blackhall Road, Blackhall Industrial Estate, Inverurie, registered "
            "in the Land Register of Scotland under title number ABN118207 (the Premises)",
            ("h", "1. Let and duration"),
            "The Landlord lets the Premises to the Tenant for 25 years from 28 November 2016 "
            "(the Date of Entry) at the rent set out in clause 3.",
            ("h", "3. Rent"),
            "£312,000 a year, payable quarterly in advance on the usual quarter days, reviewed "
            "upwards only to open market rent on each fifth anniversary of the Date of Entry.",
            ("h", "6. Use"),
            "Manufacture and storage of engineered timber products and ancillary offices.",
            ("h", "9. Alienation"),
            "9.1 The Tenant shall not assign the whole of this Lease without the prior written "
            "consent of the Landlord, which shall not be unreasonably withheld.",
            "9.2 The Tenant shall not assign, sub-let or part with possession of part only of "
            "the Premises.",
            "9.5 Any transfer or issue of shares or other transaction as a result of which the "
            "Tenant comes under the Control of a person or persons who did not have Control of "
            "it at the Date of Entry shall be deemed to be an assignation of this Lease requiring "
            "the Landlord's prior written consent under clause 9.1. Control has the meaning "
            "given in section 1124 of the Corporation Tax Act 2010.",
            ("h", "10. Repair"),
            "The Tenant shall keep the Premises (including the roof, structure and foundations) "
            "in good and substantial repair and condition, and shall renew and replace them "
            "when necessary, damage by the Insured Risks excepted.",
            ("h", "11. Insurance"),
            "The Landlord shall insure the Premises against the Insured Risks for their full "
            "reinstatement value and the Tenant shall repay the premium within 14 days of "
            "demand. If the Premises are damaged by an Insured Risk, the rent shall cease for "
            "up to three years or until the Premises are reinstated, if sooner.",
            ("h", "12. Alterations"),
            "The Tenant shall not make any structural alteration or addition to the Premises "
            "without the Landlord's prior written consent, not to be unreasonably withheld. "
            "The factory extension completed in 2022 was consented to by letter of 3 March 2022.",
            ("h", "14. Irritancy"),
            "If the Tenant fails to perform any of its obligations and does not remedy that "
            "failure within a reasonable period after written notice, the Landlord may, subject "
            "to sections 4 and 5 of the Law Reform (Miscellaneous Provisions) (Scotland) Act "
            "1985, terminate this Lease by notice.",
            ("h", "20. Law"),
            "This Lease is governed by the law of Scotland.",
            "IN WITNESS WHEREOF these presents are executed at Aberdeen on 11 November 2016.",
            (
                "sig",
                [
                    "For the Landlord: Alexander Donaldson, Director",
                    "For the Tenant: Ewan F Strachan, Director",
                ],
            ),
        ],
    )
    write_docx(
        d / "Lease - Unit 3 Kingmoor Park North, Carlisle.docx",
        "Lease of Unit 3, Kingmoor Park North, Carlisle",
        [
            "Land Registry prescribed clauses. Date: 2 March 2020. Title number: CU284417.",
            f"Landlord: Kingmoor Park Estates Limited (05531190). Tenant: {SUB} (11842763). "
            f"Guarantor: {CO}.",
            "Term: 10 years from and including 2 March 2020. Break: tenant only, on 2 March 2025 "
            "on six months' notice (not exercised). Rent: £96,500 a year exclusive of VAT.",
            ("h", "7. Dealings"),
            "7.1 The Tenant shall not assign or charge the whole of this Lease without the "
            "consent of the Landlord, such consent not to be unreasonably withheld.",
            "7.6 The Tenant shall not permit a change of control of the Tenant without the "
            "prior written consent of the Landlord, such consent not to be unreasonably "
            "withheld or delayed.",
            ("h", "9. Repair"),
            "The Tenant shall keep the Premises in good and substantial repair, excluding "
            "damage by the insured risks and the condition shown in the schedule of condition.",
            ("h", "15. Law"),
            "This Lease is governed by the law of England and Wales.",
            (
                "sig",
                [
                    "Executed as a deed by Kingmoor Park Estates Limited",
                    f"Executed as a deed by {SUB}",
                    f"Executed as a deed by {CO}",
                ],
            ),
        ],
    )
    write_pdf(
        d / "Letter - Kingmoor Park Estates consent (22 September 2025).pdf",
        "",
        [
            "22 September 2025",
            f"The Directors, {SUB}, Unit 3 Kingmoor Park North, Carlisle",
            "Dear Sirs",
            "Unit 3, Kingmoor Park North - lease dated 2 March 2020 - clause 7.6",
            "We refer to your solicitors' letter of 15 September 2025 telling us of the "
            "proposed sale of the entire issued share capital of Glenbuchat Timber Systems "
            "Limited, your parent company, to Norvale Building Products plc.",
            "As landlord we consent to the change of control of the Tenant that will result "
            "from that sale. This consent is given for the purposes of clause 7.6 of the lease "
            "and will lapse if the sale has not completed by 31 March 2026.",
            ("sig", ["Yours faithfully", "Sarah Teasdale, for Kingmoor Park Estates Limited"]),
        ],
        letterhead="Kingmoor Park Estates Limited\nEstate Office, Kingmoor Park, Carlisle CA6 4SJ",
    )
    write_text(
        d / "Property Schedule.md",
        f"""
# Property schedule

| Site | Holder | Tenure | Landlord | Term | Rent | Use |
| --- | --- | --- | --- | --- | --- | --- |
| Blackhall Factory, Inverurie (title ABN118207) | {CO} | Lease, 25 years from 28 Nov 2016 | Donview Property Investments Limited | to 27 Nov 2041 | £338,000 (2021 review) | CLT press, CNC, glulam, offices |
| Unit 3 Kingmoor Park North, Carlisle (title CU284417) | {SUB} | Lease, 10 years from 2 Mar 2020 | Kingmoor Park Estates Limited | to 1 Mar 2030 | £96,500 | glulam beams, north of England logistics |
| Yard, Souterford Road, Inverurie | {CO} | Licence, monthly | Aberdeenshire Council | rolling | £1,200 / month | trailer parking |

No owned property. A standard security over the Blackhall lease is held by Buchan & Moray Bank plc.
""",
    )
    write_html(
        d / "Planning Decision Notice - Blackhall extension (APP-2021-1874).html",
        "Aberdeenshire Council - Decision Notice APP/2021/1874",
        """
<h1>Town and Country Planning (Scotland) Act 1997 - Decision Notice</h1>
<p>Application reference: APP/2021/1874</p>
<p>Proposal: erection of an extension to the existing factory (3,200 m²) with associated
service yard and 24 parking spaces at Blackhall Road, Inverurie.</p>
<p>Applicant: Glenbuchat Timber Systems Limited</p>
<p>Decision: <strong>Full planning permission granted</strong>, 14 January 2022, subject to
the conditions below.</p>
<ol>
<li>The development shall begin within three years of the date of this permission.</li>
<li>No operation of the extension between 23.00 and 06.00 on any day, other than the
kilns and dust extraction plant.</li>
<li>The noise attenuation measures in the approved acoustic report shall be in place before
the extension is brought into use.</li>
</ol>
<p>Notice of completion of development submitted 30 September 2022.</p>
""",
    )
    write_text(
        d / "Rent Review Memorandum - Blackhall (2021).txt",
        f"""
MEMORANDUM OF RENT REVIEW

Lease: Donview Property Investments Limited to {CO}, Blackhall Factory,
Inverurie (title ABN118207)
Review date: 28 November 2021

The Landlord and the Tenant record that the rent payable under the Lease from and after the
review date of 28 November 2021 is THREE HUNDRED AND THIRTY EIGHT THOUSAND POUNDS (£338,000)
a year, as agreed between their surveyors on 2 February 2022. The next review date is 28
November 2026.

Signed for the Landlord: A Donaldson      Signed for the Tenant: F J Rennie
""",
    )
