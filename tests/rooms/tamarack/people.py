"""07 People and 08 IP and Technology."""

from __future__ import annotations

from pathlib import Path

from .boiler import general_terms
from .paths import IPT, PEOPLE
from .writers import write_docx, write_html, write_pdf, write_pptx, write_text, write_xlsx

CO = "Glenbuchat Timber Systems Limited"


def people(out: Path) -> None:
    d = out / PEOPLE
    depts = [
        ("Production - CLT press", 48, 44, 2),
        ("Production - CNC and finishing", 37, 35, 1),
        ("Production - glulam (Inverurie)", 22, 21, 0),
        ("Glulam and logistics (Carlisle)", 19, 18, 1),
        ("Site erection teams", 24, 24, 0),
        ("Design and engineering", 14, 13, 0),
        ("Sales and estimating", 9, 9, 0),
        ("Finance, HR and IT", 13, 12, 0),
    ]
    write_xlsx(
        d / "Employee Census September 2025.xlsx",
        [
            (
                "By department",
                [["Department", "Headcount", "Full-time", "Fixed-term"]]
                + [list(r) for r in depts]
                + [
                    [
                        "Total",
                        ("=SUM(B2:B9)", sum(r[1] for r in depts)),
                        ("=SUM(C2:C9)", sum(r[2] for r in depts)),
                        ("=SUM(D2:D9)", sum(r[3] for r in depts)),
                    ]
                ],
            ),
            (
                "Senior staff",
                [
                    ["Name", "Role", "Start", "Salary (£)", "Notice (months)", "Contract"],
                    [
                        "Ewan Strachan",
                        "Chief Executive",
                        "2015-08-19",
                        185000,
                        12,
                        "Service agreement 2024",
                    ],
                    [
                        "Fiona Rennie",
                        "Finance Director",
                        "2018-01-08",
                        132000,
                        6,
                        "Service agreement 2018",
                    ],
                    [
                        "Dr Kirsty Alder",
                        "Operations Director",
                        "2019-04-02",
                        128000,
                        6,
                        "Service agreement 2019",
                    ],
                    ["Stuart Duguid", "Head of IT and Digital", "2020-02-03", 78000, 3, "Standard"],
                    ["Morag Henderson", "Head of Engineering", "2017-06-12", 86000, 3, "Standard"],
                    [
                        "Kevin Ironside",
                        "Site Manager, Carlisle",
                        "2020-03-02",
                        61000,
                        3,
                        "Standard (Cumbria)",
                    ],
                ],
            ),
        ],
    )
    write_docx(
        d / "Service Agreement - Ewan Strachan (2018).docx",
        "Service Agreement",
        [
            f"Dated 1 May 2018 between {CO} (the Company) and Ewan Forbes Strachan (the Executive).",
            ("h", "2. Appointment"),
            "The Company appoints the Executive as Managing Director. The appointment may be "
            "ended by either party giving twelve months' written notice.",
            ("h", "4. Salary"),
            "£140,000 a year, reviewed annually.",
            ("h", "15. Sale Bonus"),
            "15.1 On completion of a Sale, the Company shall pay the Executive a Sale Bonus "
            "equal to eighteen months' basic salary at the rate then applying, within 14 days "
            "of completion.",
            "15.2 Sale means the acquisition by any person of more than 50 per cent of the "
            "issued shares of the Company.",
            ("h", "18. Restrictions"),
            "For twelve months after the termination date the Executive shall not be engaged in "
            "any business manufacturing engineered timber products in the United Kingdom in "
            "competition with the Company.",
            ("sig", [f"For {CO}: Robert Gauld, Director", "Ewan F Strachan"]),
        ],
    )
    write_pdf(
        d / "Service Agreement - Ewan Strachan (2024).pdf",
        "Service Agreement",
        [
            f"Dated 1 April 2024 between {CO} (the Company) and Ewan Forbes Strachan (the "
            "Executive).",
            ("h", "1. This agreement and the 2018 agreement"),
            "1.1 This Agreement replaces in full the Executive's service agreement with the "
            "Company dated 1 May 2018 (the 2018 Agreement) with effect from 1 April 2024.",
            "1.2 In particular, clause 15 of the 2018 Agreement (Sale Bonus) is cancelled. No "
            "Sale Bonus is or will become payable to the Executive, and the Executive waives any "
            "entitlement to it. The Executive's participation in any sale is through his "
            "shareholding only.",
            ("h", "2. Role"),
            "Chief Executive, reporting to the board. Twelve months' notice by either party.",
            ("h", "4. Salary and bonus"),
            "£185,000 a year. Annual bonus of up to 40 per cent of salary against targets set by "
            "the remuneration committee.",
            ("h", "17. Restrictions"),
            "For twelve months after termination the Executive shall not be engaged in a "
            "competing business in the United Kingdom or solicit any customer of the Company "
            "with whom he dealt in the last year of employment.",
            ("sig", [f"For {CO}: Helen Muir, Chair", "Ewan F Strachan"]),
        ],
    )
    write_docx(
        d / "Service Agreement - Fiona Rennie (2018).docx",
        "Service Agreement",
        [
            f"Dated 8 January 2018 between {CO} and Fiona Jane Rennie.",
            "1. Role: Finance Director. 2. Notice: six months by either party; the Company may "
            "pay in lieu of notice.",
            "3. Salary: £98,000 a year (currently £132,000). Pension: employer contribution of "
            "8 per cent of salary to a personal pension.",
            "4. Garden leave: up to six months during the notice period.",
            "5. Restrictions: for nine months after termination, no solicitation of customers "
            "or employees; for six months, no employment by a competitor in Scotland.",
            "6. Law: Scots law.",
            ("sig", [f"For {CO}: Ewan Strachan", "Fiona J Rennie"]),
        ],
    )
    write_docx(
        d / "Contract of Employment - Production Operative (template).docx",
        "Statement of Main Terms of Employment - Production Operative",
        [
            f"Employer: {CO}, Blackhall Road, Inverurie.",
            (
                "b",
                [
                    "Place of work: Blackhall factory; you may be asked to work at customers' sites.",
                    "Hours: 39 hours a week on a rotating two-shift pattern (06:00-14:00, 14:00-22:00).",
                    "Pay: the grade rate for your role in the pay scale, paid four-weekly by BACS.",
                    "Holidays: 28 days a year including public holidays, rising to 30 after five years.",
                    "Sick pay: statutory sick pay, with company sick pay of full pay for four weeks a year after one year's service.",
                    "Notice: one week in the first two years, then one week for each year up to twelve.",
                    "Pension: auto-enrolment into the Group Personal Pension; employer 5%, employee 4%.",
                    "Discipline and grievance: see the employee handbook.",
                ],
            ),
        ],
    )
    write_html(
        d / "Employee Handbook (extract).html",
        "Glenbuchat employee handbook - extract",
        """
<h1>Employee handbook (extract, 2025 edition)</h1>
<h2>Safety first</h2>
<p>Nobody operates a CNC machine, the press line or a crane without a current
authorisation. Wood dust masks and hearing protection are mandatory on the production floor.</p>
<h2>Hot work</h2>
<p>Hot work in or near the finishing hall needs a hot work permit from the shift manager and a
fire watch for 60 minutes after work stops.</p>
<h2>Grievances</h2>
<p>Raise a concern with your team leader first; if it is not resolved, write to HR. You may be
accompanied by a colleague or trade union representative at any formal meeting.</p>
<h2>Attendance and absence</h2>
<p>If you are unable to come to work, phone your shift manager before the start of your shift.
After three episodes of absence in six months, or ten days in total, you will be invited to an
attendance review meeting. We will always consider whether an adjustment to your duties or
hours would help, and we may ask for an occupational health report.</p>
<h2>Overtime and shifts</h2>
<p>Overtime is voluntary unless agreed in advance for a planned delivery programme. Overtime is
paid at time and a half on weekdays and Saturdays and double time on Sundays and public
holidays.</p>
<h2>Personal protective equipment</h2>
<p>Safety boots, hi-visibility clothing, cut-resistant gloves and eye protection are issued free
of charge and must be worn in production areas and on site. Face-fit tested masks are issued to
everyone working near sanding, planing or CNC machining.</p>
<h2>Use of company vehicles</h2>
<p>Company vans and telehandlers may be driven only by authorised staff with a current licence
and a completed training record. Report any damage or near miss the same day.</p>
<h2>Whistleblowing</h2>
<p>You can raise a concern about wrongdoing confidentially with the Chair, Helen Muir, at
chair@glenbuchat-timber.example.</p>
""",
    )
    write_text(
        d / "Share Option Plan - summary.md",
        """
# Glenbuchat share option plan (EMI) - summary

* Adopted 1 November 2022; options over C Ordinary shares held by the Employee Benefit Trust.
* 31 option holders; options over 80,000 C Ordinary shares in total (8% fully diluted).
* Exercise price £0.85 a share (HMRC agreed market value, October 2022).
* Options become exercisable on an Exit (a sale of more than 50% of the shares) and lapse if
  not exercised within 40 days of it. The EBT will satisfy exercises from its shares; no new
  shares are issued.
* The cost of the options to the Company on an Exit is employer's NIC on any gain only if the
  options cease to qualify as EMI options; the options are expected to qualify.
""",
    )
    write_text(
        d / "Pension - Re-declaration of compliance (The Pensions Regulator).txt",
        f"""
The Pensions Regulator - re-declaration of compliance - confirmation

Employer: {CO}
PAYE reference: 076/GA41230
Re-enrolment date: 1 August 2024
Declaration submitted: 19 September 2024

You have told us that you have re-enrolled eligible staff into a qualifying pension scheme
(Group Personal Pension, provider reference GPP-448120) and that contributions are being
paid. No further action is needed until your next re-enrolment date (1 August 2027).
""",
    )
    write_pptx(
        d / "Organisation Chart (September 2025).pptx",
        [
            (
                "Board",
                [
                    "Helen Muir - Independent Chair",
                    "Ewan Strachan - Chief Executive",
                    "Fiona Rennie - Finance Director",
                    "Dr Kirsty Alder - Operations Director",
                    "Graham Petrie - Investor Director (Cairngorm)",
                ],
            ),
            (
                "Operations (Dr Kirsty Alder)",
                [
                    "Production Manager - CLT press (48)",
                    "Production Manager - CNC and finishing (37)",
                    "Glulam Manager (22)",
                    "Site Manager, Carlisle - Kevin Ironside (19)",
                    "Site erection teams (24)",
                ],
            ),
            (
                "Commercial and support",
                [
                    "Head of Engineering - Morag Henderson (14)",
                    "Sales and estimating (9)",
                    "Head of IT and Digital - Stuart Duguid",
                    "Finance and HR (reporting to Fiona Rennie)",
                ],
            ),
        ],
    )


def ip_tech(out: Path) -> None:
    d = out / IPT
    write_xlsx(
        d / "IP Schedule.xlsx",
        [
            (
                "IP",
                [
                    ["Asset", "Type", "Registration / reference", "Owner", "Notes"],
                    [
                        "GLENBUCHAT (word)",
                        "UK trade mark",
                        "UK00003512290, classes 19 and 37",
                        CO,
                        "renewal due 2030",
                    ],
                    [
                        "Glenbuchat tree device",
                        "UK trade mark",
                        "UK00003512291, class 19",
                        CO,
                        "renewal due 2030",
                    ],
                    [
                        "glenbuchat-timber.example",
                        "Domain name",
                        "registrar account GTS-01",
                        CO,
                        "",
                    ],
                    [
                        "CutPlan",
                        "Software (production scheduling and panel nesting)",
                        "source in company Git server",
                        CO,
                        "written for the Company 2021-22; all rights owned by the Company",
                    ],
                    [
                        "PanelPort",
                        "Software (customer portal)",
                        "source in company Git server",
                        CO,
                        "developed in-house by the IT team since 2022",
                    ],
                    [
                        "Panel connection details GTS-CD-01 to -24",
                        "Design rights / know-how",
                        "engineering library",
                        CO,
                        "unregistered",
                    ],
                ],
            )
        ],
    )
    write_docx(
        d / "Consultancy Agreement - Rannoch Code Ltd (CutPlan).docx",
        "Software Consultancy Agreement",
        [
            "Dated 5 September 2021",
            f"Between (1) {CO} (the Client) and (2) Rannoch Code Ltd (SC588014), 3 Station Square, "
            "Pitlochry PH16 5AN (the Consultant), whose sole director is Alasdair Munro.",
            ("h", "1. Services"),
            "The Consultant shall design and write a production scheduling and panel nesting "
            "system for the Client's CLT factory, to be known as CutPlan (the Software), and "
            "shall then support and develop it at the day rates in Schedule 1.",
            ("h", "5. Fees"),
            "£650 a day, invoiced monthly. The Client shall pay within 30 days.",
            ("h", "8. Intellectual property"),
            "8.1 All Intellectual Property Rights in the Software and in all other Deliverables, "
            "whether created before or after the date of this Agreement, shall belong to and "
            "remain with the Consultant.",
            "8.2 The Consultant grants the Client a non-exclusive, non-transferable licence to "
            "use the Software for its own internal business purposes at its factories in "
            "Scotland for so long as this Agreement continues.",
            "8.3 The licence in clause 8.2 terminates automatically if the Client comes under "
            "the control of any person or persons who did not control it at the date of this "
            "Agreement, unless the Consultant agrees otherwise in writing.",
            "8.4 The Consultant may use the general know-how it gains in providing the Services "
            "for other customers, but shall not supply the Software to any other CLT "
            "manufacturer in the United Kingdom while this Agreement continues.",
            ("h", "12. Termination"),
            "Either party may terminate this Agreement on six months' written notice.",
            *general_terms(13, us="the Consultant", them="the Client", arbitration=True),
            ("h", "21. Law"),
            "This Agreement is governed by the law of Scotland.",
            (
                "sig",
                [
                    f"For {CO}: Ewan Strachan, Director",
                    "For Rannoch Code Ltd: Alasdair Munro, Director",
                ],
            ),
        ],
    )
    write_html(
        d / "Open Source Licence Scan - PanelPort (August 2025).html",
        "PanelPort open source licence scan - August 2025",
        """
<h1>PanelPort - open source licence scan</h1>
<p>Repository: panelport (main branch, commit 8c41e2d), scanned 14 August 2025 by the IT team
with the licence scanner's default policy. Components found: 212 (direct 41, transitive 171).</p>
<h2>Summary</h2>
<table>
<tr><th>Policy category</th><th>Components</th></tr>
<tr><td>Permissive (MIT, BSD, Apache-2.0, ISC)</td><td>203</td></tr>
<tr><td>Weak copyleft (LGPL, MPL-2.0, EPL)</td><td>8</td></tr>
<tr><td>Strong copyleft (GPL, AGPL)</td><td>1</td></tr>
</table>
<h2>Flagged components</h2>
<table>
<tr><th>Component</th><th>Version</th><th>Licence</th><th>How it is used</th><th>Modified</th><th>Exposure</th></tr>
<tr><td>itext-core</td><td>7.2.5</td><td>AGPL-3.0-only</td><td>linked into the cutting-list PDF export service; customers download the PDFs from the portal</td><td>yes - patched font handling (2023)</td><td>network use by customers</td></tr>
<tr><td>hibernate-core</td><td>5.6.15</td><td>LGPL-2.1</td><td>persistence layer, unmodified library</td><td>no</td><td>server side</td></tr>
<tr><td>logback-classic</td><td>1.2.12</td><td>EPL-1.0 / LGPL-2.1</td><td>logging</td><td>no</td><td>server side</td></tr>
</table>
<p>Action suggested by the scanner: review the AGPL component. Under section 13 of the AGPL a
modified version that users interact with over a network must offer those users its
corresponding source. No commercial licence for itext-core is recorded in the licence register.</p>
""",
    )
    write_docx(
        d / "IT Due Diligence Questionnaire - responses.docx",
        "IT due diligence questionnaire - responses",
        [
            "Prepared by Stuart Duguid, Head of IT and Digital, 19 September 2025",
            (
                "t",
                [
                    ["No.", "Question", "Response"],
                    [
                        "1",
                        "List the main business systems.",
                        "Sage 200 (finance), CutPlan (production planning), PanelPort (customer portal), Microsoft 365, Autodesk and hsbcad (design).",
                    ],
                    [
                        "4",
                        "Who developed CutPlan and PanelPort?",
                        "CutPlan: Rannoch Code Ltd under contract. PanelPort: our own IT team.",
                    ],
                    [
                        "7",
                        "Does any software you have developed, distribute or make available to customers include open-source components under GPL, AGPL or other copyleft licences?",
                        "No. PanelPort is built on permissively licensed libraries (MIT and Apache 2.0).",
                    ],
                    [
                        "9",
                        "Have you had a cyber incident in the last three years?",
                        "No reportable incident. One phishing attempt in 2024 was blocked.",
                    ],
                    [
                        "12",
                        "Backups and recovery.",
                        "Nightly off-site backups; recovery tested March 2025 (4 hours).",
                    ],
                ],
            ),
        ],
    )
    write_pdf(
        d / "Trade Mark Registration Certificate - GLENBUCHAT (UK00003512290).pdf",
        "Certificate of Registration",
        [
            "Intellectual Property Office - Trade Marks Act 1994",
            "Trade mark number: UK00003512290",
            "Mark: GLENBUCHAT",
            "Filing date: 2 July 2020. Date of entry in register: 16 October 2020.",
            "Classes: 19 (engineered timber; cross-laminated timber panels; glued laminated "
            "timber beams), 37 (erection of timber building structures).",
            f"Owner: {CO}, Blackhall Road, Inverurie AB51 4ZT.",
        ],
    )
    write_text(
        d / "IT Systems Overview.md",
        """
# IT systems overview (September 2025)

| System | Purpose | Hosting | Owner |
| --- | --- | --- | --- |
| Sage 200 | finance, purchasing, sales ledger | on premises, Blackhall | Finance |
| CutPlan | production scheduling, panel nesting, CNC file output | on premises | Operations (support by Rannoch Code) |
| PanelPort | customer portal: cutting lists, drawings, delivery booking | cloud (UK region) | IT |
| hsbcad / Autodesk | design and detailing | licences on workstations | Engineering |
| Microsoft 365 | email, files | cloud | IT |

* CutPlan drives both panel CNC portals; without it the CNC files would be prepared by hand
  (about three times slower).
* PanelPort has about 260 external users from 48 customers.
* Cyber Essentials certificate renewed July 2025.
""",
    )
    write_text(
        d / "Information Security Policy.txt",
        """
GLENBUCHAT TIMBER SYSTEMS - INFORMATION SECURITY POLICY (v3.1, March 2025)

1. Scope: all staff, contractors and systems that store or process company information.
2. Access: named accounts only; multi-factor authentication for Microsoft 365, PanelPort
   administration and remote access. Accounts are removed within one working day of leaving.
3. Devices: company laptops are encrypted and managed centrally.
4. Passwords: at least 14 characters; a password manager is provided.
5. Incidents: report any suspected incident to the IT service desk immediately. The Head of
   IT decides whether the incident must be reported to the ICO within 72 hours.
6. Suppliers: suppliers with access to company systems (including Rannoch Code Ltd) must
   agree to this policy and use named accounts.
7. Review: this policy is reviewed every year by the Head of IT and approved by the board.
""",
    )
