"""05 Property to 10 Litigation: leases, people, safety, insurance, IT, disputes."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from .writers import (
    write_csv,
    write_docx,
    write_eml,
    write_html,
    write_pdf,
    write_pptx,
    write_text,
    write_xlsx,
)


def property_(d: Path) -> None:
    p = d / "05 Property"
    write_pdf(
        p / "Lease - Unit 4 Ballyviniter Business Park Mallow.pdf",
        "LEASE",
        [
            "THIS LEASE is made on 1 March 2020 between BLACKWATER VALLEY DEVELOPMENTS LIMITED "
            "(the Landlord) and DERRYNANE WIND SERVICES LIMITED (the Tenant).",
            ("h", "First Schedule - The Demised Premises"),
            "Unit 4, Ballyviniter Business Park, Mallow, Co. Cork, being a warehouse and office "
            "building of approximately 2,150 square metres with yard and 40 parking spaces, "
            "shown edged red on the plan annexed.",
            ("h", "1. Term and rent"),
            "Term: fifteen years from 1 March 2020. Initial rent: EUR 96,000 per annum, payable "
            "quarterly in advance, reviewed on the fifth and tenth anniversaries to open market "
            "rent (upwards or downwards).",
            ("h", "4. Tenant's covenants"),
            "4.7 To keep the interior of the premises in good and substantial repair and "
            "condition (damage by insured risks excepted).",
            "4.12 Not to use the premises other than as a depot, workshop and offices for the "
            "maintenance of wind turbine equipment and ancillary storage.",
            "4.19 Alienation. (a) Not to assign, underlet, charge, part with or share possession "
            "of the whole or any part of the premises save as permitted by this clause. (b) The "
            "Tenant may assign the whole with the Landlord's prior written consent, not to be "
            "unreasonably withheld. (c) No underletting of part. (d) The Tenant may share "
            "occupation with a group company without consent, no tenancy being created. (e) "
            "Where the Tenant is a body corporate, it shall be treated as an assignment of this "
            "Lease for the purposes of this clause 4.19 if any person or persons acting together "
            "acquire control of the Tenant (control having the meaning given by section 11 of "
            "the Taxes Consolidation Act 1997) who did not have control at the date of this "
            "Lease, and the Tenant shall not permit that to occur without the Landlord's prior "
            "written consent.",
            ("h", "5. Landlord's covenants"),
            "Quiet enjoyment; to insure the building and to reinstate following damage by an "
            "insured risk.",
            ("h", "6. Forfeiture"),
            "If the rent is unpaid for 21 days or the Tenant breaches a covenant, the Landlord "
            "may re-enter and the term shall end.",
            ("h", "7. Renunciation"),
            "The Tenant has executed a deed of renunciation under section 47 of the Landlord "
            "and Tenant (Amendment) Act 1980 after taking independent legal advice.",
            (
                "sig",
                [
                    "Sealed by Blackwater Valley Developments Limited",
                    "Sealed by Derrynane Wind Services Limited",
                ],
            ),
        ],
    )
    write_docx(
        p / "Lease - Unit 9 Campsie Industrial Estate.docx",
        "Lease of Unit 9, Campsie Industrial Estate, McLean Road, Londonderry",
        [
            "Date: 1 July 2023.",
            "Landlord: Glenshane Holdings Limited (NI612004), 14 Northland Road, Londonderry BT48 7JD.",
            "Tenant: Derrynane Wind Services (NI) Limited (NI638214).",
            "Guarantor: Derrynane Wind Services Limited.",
            ("h", "1. Particulars"),
            (
                "t",
                [
                    ["Item", "Particular"],
                    [
                        "Premises",
                        "Unit 9, Campsie Industrial Estate: warehouse 1,100 sq m and yard",
                    ],
                    ["Term", "10 years from 1 July 2023"],
                    ["Rent", "GBP 78,000 a year exclusive of VAT, quarterly in advance"],
                    ["Rent review", "1 July 2028, upward only, to open market rent"],
                    ["Break", "None"],
                    ["Use", "Storage and distribution of wind turbine parts; offices"],
                ],
            ),
            ("h", "2. Repair"),
            "The Tenant shall keep the Premises (including the roof, structure and yard) in good "
            "and substantial repair. No schedule of condition has been agreed.",
            ("h", "5. Alienation"),
            "The Tenant shall not assign, underlet or part with possession of the whole or part "
            "of the Premises without the Landlord's consent (not to be unreasonably withheld).",
            ("h", "7. Guarantee"),
            "The Guarantor guarantees the Tenant's obligations for the whole of the Term.",
            ("h", "9. Law"),
            "The law of Northern Ireland. The Business Tenancies (Northern Ireland) Order 1996 "
            "applies to this tenancy.",
            (
                "sig",
                [
                    "Signed for the Landlord: Úna Hegarty, Director",
                    "Signed for the Tenant: Siobhán Kiely, Director",
                    "Signed for the Guarantor: Fergal Twomey, Director",
                ],
            ),
        ],
    )
    write_text(
        p / "Property Schedule.md",
        """
# Property schedule (January 2026)

| Property | Holder | Tenure | Term / expiry | Rent | Use |
|---|---|---|---|---|---|
| Unit 4, Ballyviniter Business Park, Mallow, Co. Cork | Derrynane Wind Services Limited | Lease from Blackwater Valley Developments Limited | 15 years from 01/03/2020 (expires 28/02/2035) | EUR 96,000 pa; review 01/03/2025 agreed at EUR 104,500 | Head office, depot, workshop |
| Unit 9, Campsie Industrial Estate, Londonderry | Derrynane Wind Services (NI) Limited | Lease from Glenshane Holdings Limited | 10 years from 01/07/2023 | GBP 78,000 pa | Spares warehouse, north-west crews |
| Tralee crew base, Manor West Retail Park | Derrynane Wind Services Limited | Licence, monthly | rolling | EUR 1,100 per month | Van parking and store |

No freehold property is owned. No property is sublet.
""",
    )


def employment(d: Path) -> None:
    e = d / "06 Employment"
    rows = [
        [
            "Employee ID",
            "Role",
            "Crew / department",
            "Start date",
            "Contract",
            "Annual salary EUR",
            "Notice (weeks)",
        ]
    ]
    crews = ["Mallow", "Tralee", "Limerick", "Birr", "Castlebar", "Campsie", "Letterkenny"]
    roles = ["Technician", "Technician", "Senior technician", "Technician", "Blade specialist"]
    for i in range(1, 29):
        role = roles[i % len(roles)]
        salary = {"Technician": 46000, "Senior technician": 56500, "Blade specialist": 53000}[
            role
        ] + (i % 7) * 850
        rows.append(
            [
                f"E{1000 + i:04d}",
                role,
                crews[i % len(crews)],
                f"{2015 + i % 10}-{1 + i % 12:02d}-01",
                "Permanent",
                f"{salary:,}",
                4 + (i % 3) * 2,
            ]
        )
    rows += [
        [
            "E0901",
            "Chief Executive",
            "Management",
            "2015-05-14",
            "Service agreement",
            "185,000",
            52,
        ],
        [
            "E0902",
            "Chief Operating Officer",
            "Management",
            "2015-05-14",
            "Service agreement",
            "158,000",
            26,
        ],
        [
            "E0903",
            "Chief Financial Officer",
            "Management",
            "2022-10-03",
            "Service agreement",
            "142,000",
            26,
        ],
        ["E0910", "HR Manager", "Mallow office", "2019-02-11", "Permanent", "68,000", 8],
    ]
    write_csv(e / "Employee Census Jan 2026.csv", rows)
    write_docx(
        e / "Service Agreement - Declan Hegarty.docx",
        "Executive Service Agreement",
        [
            "Dated 8 April 2019 between Derrynane Wind Services Limited (the Company) and Declan "
            "Hegarty (the Executive).",
            ("h", "1. Appointment"),
            "The Executive is employed as Chief Executive Officer from 8 April 2019 (continuous "
            "employment from 14 May 2015).",
            ("h", "2. Notice"),
            "Either party may end the employment by not less than 12 months' written notice. "
            "The Company may pay salary in lieu of notice.",
            ("h", "4. Remuneration"),
            "Basic salary EUR 185,000 a year (from 1 January 2025), reviewed annually; company "
            "car allowance EUR 14,000; PRSA contribution 10% of salary.",
            ("h", "5. Sale bonus"),
            "If a Sale completes while the Executive is employed, the Company shall pay him a bonus "
            "of EUR 350,000 less statutory deductions within 30 days of completion.",
            ("h", "12. Restrictions"),
            "For 12 months after termination the Executive shall not be engaged in any business "
            "in Ireland or Northern Ireland competing with the Company or solicit its customers "
            "or employees.",
        ],
    )
    write_text(
        e / "Employee Handbook.md",
        """
# Derrynane Wind Services - Employee Handbook (2025 edition)

## Working time
Field crews work a 39-hour week on a rota. Overtime, call-out and standby rates are set out in
the Crew Pay Schedule. We comply with the Organisation of Working Time Act 1997; rest breaks
are recorded in the crew app.

## Safety first
Everyone has the right to stop work if it is unsafe. You will never be penalised for raising a
safety concern. Report near misses through the crew app within 24 hours.

## Leave
Annual leave is 23 days plus public holidays. Statutory sick pay applies from the first day of
certified sickness under the Sick Leave Act 2022, topped up to full pay for 10 days a year.

## Grievance and discipline
Our procedures follow the WRC Code of Practice on Grievance and Disciplinary Procedures (S.I.
146 of 2000). You may be accompanied by a colleague or trade union representative.

## Protected disclosures
Concerns about wrongdoing may be raised under our Speak Up policy, which follows the Protected
Disclosures Act 2014 (as amended in 2022).
""",
    )
    write_pdf(
        e / "Letter from O Ceallaigh & Co Solicitors.pdf",
        "",
        [
            "Our ref: PM/2025/311. Your ref: -",
            "3 November 2025",
            "The Managing Director, Derrynane Wind Services Limited, Unit 4, Ballyviniter "
            "Business Park, Mallow, Co. Cork",
            "By registered post and email",
            "Dear Sir,",
            "Our client: Pádraig Moynihan",
            "We act for Mr Moynihan, who was employed by your company as a senior technician in "
            "the Tralee crew from 2017 until his dismissal on 22 July 2025.",
            "Our client's dismissal followed closely on the written concerns he raised on 2 and "
            "9 July 2025 about the load-line inspections on the crane contractor's equipment in "
            "the wake of the Knockastanna incident. He was dismissed for alleged insubordination "
            "after declining to work under a lift plan he considered unsafe.",
            "Please note that on 31 October 2025 we lodged complaints on his behalf with the "
            "Workplace Relations Commission, under the Unfair Dismissals Acts 1977 to 2015 and "
            "under section 27 of the Safety, Health and Welfare at Work Act 2005 (penalisation), "
            "reference ADJ-00061432. You will receive the complaint form from the WRC in due "
            "course.",
            "Our client seeks re-instatement or, in the alternative, compensation. Without "
            "prejudice to that, we are instructed to say that he would be willing to attend "
            "mediation under the WRC's service.",
            "Yours faithfully,",
            ("sig", ["Ó Ceallaigh & Co Solicitors"]),
        ],
        letterhead="Ó CEALLAIGH & CO SOLICITORS\nDenny Street, Tralee, Co. Kerry V92 PX21",
    )
    write_text(
        e / "Pension Arrangements.txt",
        """
PENSION ARRANGEMENTS - DERRYNANE GROUP

Ireland: no defined benefit scheme. Employees may join the Derrynane Group PRSA (provider: Irish
Life). Employer contribution 5% of basic salary after six months' service (executives 10%).
Auto-enrolment under the Automatic Enrolment Retirement Savings System Act 2024 applies from
1 January 2026; payroll has been set up to deduct and remit to the NAERSA where employees are
not in the PRSA.

Northern Ireland: employees auto-enrolled in NEST under the Pensions (No. 2) Act (Northern
Ireland) 2008. Employer contribution 3% of qualifying earnings. Re-declaration of compliance filed
with The Pensions Regulator on 14 March 2024.

No unpaid contributions at 31 December 2025.
""",
    )
    write_pptx(
        e / "Organisation Chart.pptx",
        [
            (
                "Organisation - January 2026",
                ["Board: C. Whelan (Chair), D. Hegarty, S. Kiely, F. Twomey, N. Corcoran"],
            ),
            (
                "Management",
                [
                    "CEO - Declan Hegarty",
                    "COO - Siobhán Kiely (crews, safety, BladeTrack)",
                    "CFO - Fergal Twomey (finance, IT, HR)",
                ],
            ),
            (
                "Field operations",
                [
                    "11 crews: Mallow (2), Tralee, Limerick, Birr, Castlebar, Letterkenny, Campsie (2), blade team, night shift",
                    "86 technicians; 9 crew leads",
                ],
            ),
        ],
    )


def safety(d: Path) -> None:
    h = d / "07 Health and Safety"
    write_docx(
        h / "Incident Report IR-2025-017.docx",
        "Incident Report IR-2025-017",
        [
            (
                "t",
                [
                    ["Field", "Entry"],
                    ["Date and time of incident", "14/03/2025, approx. 11:40"],
                    ["Site", "Knockastanna Wind Farm, Cappawhite, Co. Tipperary - turbine T07"],
                    ["Reported by", "Crew lead, Limerick crew"],
                    ["Category", "Dangerous occurrence - dropped load; property damage"],
                    ["Injuries", "None"],
                ],
            ),
            ("h", "What happened"),
            "During the exchange of a blade bearing on T07 the load-line of the 500-tonne mobile "
            "crane (supplied by Carrig Crane Hire Limited) parted while the blade was being "
            "lowered. The blade, approximately 6.2 tonnes, fell some 35 metres onto the hardstand, "
            "striking the tower door canopy and the transformer kiosk. The exclusion zone was in "
            "place and no-one was within it.",
            ("h", "Damage and cost"),
            "T07 blade destroyed, tower door and kiosk damaged; T07 out of service for 11 weeks. "
            "Owner's estimate of its loss (replacement blade, repairs, lost generation) EUR "
            "640,000. Our own remediation costs to 30 June 2025: EUR 410,000.",
            ("h", "Notifications"),
            (
                "t",
                [
                    ["To", "Date", "By"],
                    ["Health and Safety Authority (dangerous occurrence)", "14/03/2025", "COO"],
                    ["Knockastanna Wind DAC (Owner)", "14/03/2025", "CEO"],
                    ["Carrig Crane Hire Limited", "14/03/2025", "Crew lead"],
                    ["Insurers via Lee Valley Insurance Brokers", "09/06/2025", "CFO"],
                ],
            ),
            ("h", "Root cause (interim)"),
            "Wire rope fatigue at the termination; the crane contractor's last thorough "
            "examination record could not be produced. Lifting plans now require sight of the "
            "thorough examination report before any lift.",
            "Report completed by the HSQE Manager, 4 April 2025. Owner's letter of 21 March 2025 "
            "reserves its rights to claim under clause 22 of the O&M Agreement.",
        ],
    )
    log = [["Ref", "Date", "Site", "Type", "Injury", "HSA reportable", "Status"]]
    log += [
        [
            "IR-2023-004",
            "2023-02-17",
            "Boolinrudda",
            "Slip on ladder",
            "Minor (first aid)",
            "No",
            "Closed",
        ],
        [
            "IR-2023-011",
            "2023-06-30",
            "Sperrin",
            "Van collision (car park)",
            "None",
            "No",
            "Closed",
        ],
        [
            "IR-2023-019",
            "2023-11-08",
            "Glenduff",
            "Dropped tool from nacelle",
            "None",
            "No",
            "Closed",
        ],
        [
            "IR-2024-006",
            "2024-04-22",
            "Dromada",
            "Hand injury - hydraulic torque tool",
            "Lost time 5 days",
            "Yes",
            "Closed",
        ],
        ["IR-2024-013", "2024-09-03", "Mallow depot", "Forklift near miss", "None", "No", "Closed"],
        [
            "IR-2025-017",
            "2025-03-14",
            "Knockastanna T07",
            "Dropped load - blade",
            "None",
            "Yes",
            "Open - claim",
        ],
        ["IR-2025-022", "2025-07-18", "Slievecallan", "Heat exhaustion", "Minor", "No", "Closed"],
        ["IR-2025-029", "2025-10-02", "Ballyhoura", "Rescue drill overrun", "None", "No", "Closed"],
    ]
    write_csv(h / "Incident Log 2023-2025.csv", log)
    write_text(
        h / "Safety Statement.md",
        """
# Safety Statement

Prepared under section 20 of the Safety, Health and Welfare at Work Act 2005. Reviewed January
2026 by the board.

* **Hazards.** Work at height, lifting operations, confined spaces (hub and blade), electrical
  work, lone working and driving are our principal hazards. Each has a risk assessment and a
  method statement in the crew app.
* **Lifting.** All lifts follow a lift plan signed by an appointed person. Thorough examination
  reports for cranes and lifting accessories are checked before every lift (changed April 2025).
* **Competence.** All technicians hold GWO Basic Safety Training and Safe Pass; refresher every
  two years.
* **Reporting.** Accidents causing more than three days' absence and dangerous occurrences are
  reported to the HSA through the online form within the time required by the General
  Application Regulations 2016.
* **Responsibility.** The COO is the board member responsible for safety.
""",
    )


def insurance(d: Path) -> None:
    i = d / "08 Insurance"
    write_pdf(
        i / "Combined Liability Policy Schedule 2024-25.pdf",
        "RÍOGH INSURANCE DAC - COMBINED LIABILITY POLICY - SCHEDULE",
        [
            (
                "t",
                [
                    ["Item", "Detail"],
                    ["Policy number", "CL-44821"],
                    [
                        "Insured",
                        "Derrynane Wind Services Limited and Derrynane Wind Services (NI) Limited",
                    ],
                    [
                        "Period of insurance",
                        "1 November 2024 to 31 October 2025 (both days inclusive)",
                    ],
                    [
                        "Business",
                        "Maintenance and repair of wind turbines, blade inspection and repair, supply of parts",
                    ],
                    ["Section 1 - Employers' liability", "EUR 13,000,000 any one occurrence"],
                    [
                        "Section 2 - Public and products liability",
                        "EUR 6,500,000 any one occurrence",
                    ],
                    [
                        "Section 3 - Customers' property (care, custody, control)",
                        "EUR 1,500,000 any one occurrence; excess EUR 25,000",
                    ],
                    ["Broker", "Lee Valley Insurance Brokers Limited, Cork"],
                ],
            ),
            ("h", "General Conditions (extract)"),
            "6. Claims procedure. On the happening of any occurrence which may give rise to a "
            "claim under this policy, the Insured shall give notice in writing to the Insurer, "
            "through the broker, as soon as possible and in any event within 21 days of the "
            "occurrence first coming to the knowledge of any director or manager of the Insured, "
            "and shall forward every letter of claim unanswered. The due observance of this "
            "condition is a condition precedent to any liability of the Insurer to make any "
            "payment in respect of that occurrence.",
            "7. Admissions. No admission, offer or payment shall be made without the Insurer's "
            "written consent.",
            "8. Reasonable precautions. The Insured shall take reasonable precautions to prevent "
            "injury and damage and shall ensure that lifting equipment is thoroughly examined as "
            "required by law.",
        ],
    )
    write_eml(
        i / "Email - notification IR-2025-017.eml",
        sender="Gráinne Buckley <gbuckley@leevalleybrokers.ie>",
        to="Fergal Twomey <ftwomey@derrynanewind.ie>",
        subject="Knockastanna T07 - notification to Ríogh",
        when=dt.datetime(2025, 6, 10, 9, 15),
        body="""
Fergal,

Thanks for the incident report and the Owner's letter which came through on Friday. I lodged the
notification with Ríogh's liability claims team yesterday (9 June) under policy CL-44821,
Section 3 and Section 2.

They've acknowledged and appointed Crawford-Dunne as loss adjusters, but their acknowledgment
says they are reserving their position under General Condition 6, given that the incident was
on 14 March and this is the first they have heard of it. I'll push back on the basis that the
Owner's claim only firmed up recently, but I would expect them to take the point.

Please don't correspond with the Owner about liability in the meantime (General Condition 7).

Regards,
Gráinne

Gráinne Buckley ACII | Account Executive | Lee Valley Insurance Brokers Limited
Lee Valley Insurance Brokers Limited is regulated by the Central Bank of Ireland.
""",
    )
    policies = [
        ["Policy", "Insurer", "Number", "Period", "Limit", "Premium EUR (incl. levy)"],
        [
            "Combined liability",
            "Ríogh Insurance dac",
            "CL-44821",
            "01/11/2025 - 31/10/2026",
            "EL 13m / PL 6.5m",
            286000,
        ],
        [
            "Motor fleet",
            "Ríogh Insurance dac",
            "MF-20931",
            "01/11/2025 - 31/10/2026",
            "Comprehensive",
            71400,
        ],
        [
            "Property and business interruption",
            "Sceilg Mutual",
            "PB-7788",
            "01/03/2025 - 28/02/2026",
            "EUR 4.2m",
            29800,
        ],
        [
            "Professional indemnity",
            "Sceilg Mutual",
            "PI-3152",
            "01/03/2025 - 28/02/2026",
            "EUR 2m",
            18900,
        ],
        ["D&O", "Ríogh Insurance dac", "DO-1190", "01/11/2025 - 31/10/2026", "EUR 5m", 6100],
        ["Total", "", "", "", "", ("=SUM(F2:F6)", 412200)],
    ]
    claims = [
        ["Date of loss", "Description", "Policy", "Date notified", "Reserve / paid EUR", "Status"],
        [
            "22/04/2024",
            "Hand injury, Dromada (IR-2024-006)",
            "Combined liability (EL)",
            "25/04/2024",
            "18,500 paid",
            "Closed",
        ],
        ["06/08/2024", "Van write-off, N20", "Motor fleet", "07/08/2024", "31,000 paid", "Closed"],
        [
            "14/03/2025",
            "Knockastanna T07 dropped blade (IR-2025-017)",
            "Combined liability (PL / customers' property)",
            "09/06/2025",
            "640,000 reserve",
            "Open - insurer reserving rights",
        ],
    ]
    write_xlsx(
        i / "Insurance Register.xlsx",
        [("Policies", policies), ("Claims history", claims)],
        widths=22,
    )


def it(d: Path) -> None:
    x = d / "09 IP and IT"
    scan = [
        ["Project", "Component", "Version", "Licence", "Usage", "Distribution", "Reviewer note"]
    ]
    scan += [
        ["BladeTrack-web", "react", "18.2.0", "MIT", "bundled", "browser", ""],
        ["BladeTrack-web", "leaflet", "1.9.4", "BSD-2-Clause", "bundled", "browser", ""],
        ["BladeTrack-api", "fastapi", "0.110.0", "MIT", "imported", "hosted service", ""],
        ["BladeTrack-api", "numpy", "1.26.4", "BSD-3-Clause", "imported", "hosted service", ""],
        [
            "BladeTrack-api",
            "opencv-python",
            "4.9.0",
            "Apache-2.0",
            "imported",
            "hosted service",
            "",
        ],
        [
            "BladeTrack-api",
            "defectnet-core",
            "2.3.1",
            "AGPL-3.0-only",
            "statically linked into inference service",
            "hosted service used by customers over the network",
            "Copyleft: network use triggers source offer (s.13)",
        ],
        ["BladeTrack-api", "pillow", "10.2.0", "HPND", "imported", "hosted service", ""],
        [
            "BladeTrack-mobile",
            "kotlinx-coroutines",
            "1.8.0",
            "Apache-2.0",
            "bundled",
            "app store",
            "",
        ],
        ["BladeTrack-mobile", "exoplayer", "2.19.1", "Apache-2.0", "bundled", "app store", ""],
        [
            "BladeTrack-mobile",
            "libjpeg-turbo",
            "3.0.2",
            "IJG / BSD-3-Clause",
            "bundled",
            "app store",
            "",
        ],
        ["Internal tools", "pandas", "2.2.0", "BSD-3-Clause", "imported", "internal only", ""],
    ]
    write_csv(x / "Open Source Scan - BladeTrack.csv", scan)
    write_html(
        x / "IT Systems Overview.html",
        "IT systems overview",
        """
<h1>IT systems overview</h1>
<p>Maintained by the CFO's office. Version of January 2026.</p>
<table border="1">
<tr><th>System</th><th>Use</th><th>Hosting</th><th>Owner</th></tr>
<tr><td>BladeTrack</td><td>Drone inspection images, AI defect detection and customer portal (own software)</td><td>AWS eu-west-1 (Ireland)</td><td>COO</td></tr>
<tr><td>Windsight SCADA</td><td>Turbine data aggregation and condition monitoring (licensed)</td><td>Windsight cloud</td><td>COO</td></tr>
<tr><td>Crew app</td><td>Job cards, risk assessments, timesheets</td><td>Microsoft Power Apps</td><td>COO</td></tr>
<tr><td>Sage 200</td><td>Accounts, payroll (Thesaurus)</td><td>Hosted by reseller</td><td>CFO</td></tr>
<tr><td>Microsoft 365</td><td>Email, documents</td><td>Microsoft</td><td>CFO</td></tr>
</table>
<h2>Security</h2>
<p>Multi-factor authentication on all accounts. Penetration test of BladeTrack by an external firm in
September 2025: two medium findings, both fixed by October 2025. No personal data breach has been
notified to the Data Protection Commission.</p>
<h2>BladeTrack</h2>
<p>Developed in-house since 2022 by a team of four, plus one contractor. Customers use it as a
hosted service; no copy of the software is delivered to customers except the mobile app used by
our own crews.</p>
""",
    )
    write_html(
        x / "Data Protection Policy.html",
        "Data protection policy",
        """
<h1>Data protection policy</h1>
<p>Derrynane Wind Services Limited is a controller of the personal data of its employees,
customers' contacts and contractors. We process personal data in line with the GDPR and the Data
Protection Act 2018.</p>
<h2>Principles</h2>
<ul>
<li>We collect only what we need and keep it only as long as we need it (see retention schedule).</li>
<li>Drone images are reviewed to blur any person captured incidentally before customers can see them.</li>
<li>Crew app location data is used for safety and timesheets only, not for performance monitoring.</li>
</ul>
<h2>Breaches</h2>
<p>Any suspected personal data breach must be reported to the CFO at once. Where required, we notify
the Data Protection Commission within 72 hours.</p>
<h2>Transfers</h2>
<p>Personal data is hosted in the EEA. Transfers to Northern Ireland rely on the UK adequacy decision.</p>
""",
    )


def litigation(d: Path) -> None:
    lit = d / "10 Litigation"
    write_pdf(
        lit / "Plenary Summons - Rathcoole Rope Access.pdf",
        "THE HIGH COURT - PLENARY SUMMONS",
        [
            "Record No. 2024/1187P",
            "BETWEEN RATHCOOLE ROPE ACCESS LIMITED (Plaintiff) AND DERRYNANE WIND SERVICES "
            "LIMITED (Defendant)",
            "GENERAL INDORSEMENT OF CLAIM",
            "The Plaintiff's claim is for: 1. EUR 212,600, being the balance of invoices for rope "
            "access blade repair services provided to the Defendant between March and November "
            "2023; 2. damages for wrongful termination of the subcontract between the parties "
            "dated 1 February 2023, estimated at EUR 200,000; 3. interest under the Courts Act "
            "1981; 4. costs.",
            "Issued on 19 March 2024 by Hanlon Geraghty Solicitors, Naas, Co. Kildare, solicitors "
            "for the Plaintiff.",
            "Appearance entered for the Defendant by Lynch Crowley LLP on 4 April 2024.",
        ],
    )
    write_docx(
        lit / "Settlement Agreement - Rathcoole.docx",
        "Settlement Agreement",
        [
            "Dated 12 June 2025 between Rathcoole Rope Access Limited (Rathcoole) and Derrynane "
            "Wind Services Limited (DWS).",
            "Background: Rathcoole issued High Court proceedings against DWS, record no. "
            "2024/1187P (the Proceedings). The parties have agreed to compromise the Proceedings "
            "without any admission of liability.",
            "1. DWS shall pay Rathcoole EUR 185,000 (inclusive of costs) within 10 Business Days "
            "of the date of this agreement.",
            "2. The payment is accepted by Rathcoole in full and final settlement of all claims "
            "it has or may have against DWS arising from the subcontract dated 1 February 2023, "
            "its termination or the Proceedings, whether known or unknown.",
            "3. Within 5 Business Days of receipt of the payment Rathcoole shall file a notice "
            "of discontinuance of the Proceedings, with no order as to costs.",
            "4. The terms of this agreement are confidential.",
            ("sig", ["For Rathcoole: Gavin Rooney, Director", "For DWS: Fergal Twomey, Director"]),
            "Note added by LC 1 July 2025: payment made 20 June 2025; notice of discontinuance "
            "filed 26 June 2025.",
        ],
    )
    write_text(
        lit / "Litigation Schedule.txt",
        """
LITIGATION AND DISPUTES SCHEDULE - prepared by Lynch Crowley LLP, 30 January 2026

1. Rathcoole Rope Access Limited v Derrynane Wind Services Limited, High Court 2024/1187P.
   Claim for unpaid invoices and wrongful termination. Settled 12 June 2025 for EUR 185,000;
   discontinued 26 June 2025. Closed.

2. Knockastanna Wind DAC - T07 incident of 14 March 2025. No proceedings. The Owner reserved its
   rights by letter of 21 March 2025. Notified to insurers. Open.

3. Debt recovery: Slievecallan Wind - EUR 18,900 over 90 days; payment plan agreed December 2025.

No other proceedings, prosecutions or investigations are pending or, so far as the Company is
aware, threatened.
""",
    )


def operations(d: Path) -> None:
    property_(d)
    employment(d)
    safety(d)
    insurance(d)
    it(d)
    litigation(d)
