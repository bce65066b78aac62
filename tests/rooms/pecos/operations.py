"""05 Real Property to 10 Environmental and Regulatory of the pecos room."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from .paths import (
    BROKER_EMAIL,
    CENSUS,
    ENV,
    FLSA_LETTER,
    HERMOSA,
    HR,
    INCIDENT,
    INS,
    IP,
    LIT,
    LOSS_RUN,
    OFFICE,
    OFFICE_CONSENT,
    ORTEGA_2020,
    ORTEGA_2025,
    OSS_SCAN,
    PETITION,
    PLL_POLICY,
    RE,
    SETTLEMENT,
    YARD,
    YARD_EMAIL,
)
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


def operations(out: Path) -> None:
    _property(out)
    _employment(out)
    _ip(out)
    _insurance(out)
    _litigation(out)
    _environmental(out)


def _property(out: Path) -> None:
    write_docx(
        out / HERMOSA,
        "SURFACE USE AND DISPOSAL SITE LEASE",
        [
            "STATE OF TEXAS  §  COUNTY OF REEVES  §",
            'This Surface Use and Disposal Site Lease (this "Lease") is made and entered into effective '
            'May 1, 2019 by and between HERMOSA RANCH, LTD., a Texas limited partnership ("Lessor"), and '
            'TOYAH CREEK DISPOSAL, LLC, a Texas limited liability company ("Lessee").',
            ("h", "1. Leased Premises"),
            "Lessor leases to Lessee approximately 40 acres of the surface estate out of Section 14, Block "
            '56, T-7, T&P RR Co. Survey, Reeves County, Texas, as described in Exhibit A (the "Leased '
            'Premises"), together with the right to drill, complete, operate and maintain saltwater '
            "disposal wells (presently Hermosa SWD No. 1 and No. 2, RRC Permits 14318 and 15022), tank "
            "batteries, truck offloading stations and related facilities.",
            ("h", "2. Term"),
            "The primary term is twenty (20) years from the effective date, with two renewal terms of ten "
            "(10) years each at Lessee's option on one hundred eighty (180) days' notice.",
            ("h", "3. Rentals and Royalty"),
            "Lessee shall pay annual surface rental of $60,000 plus a disposal royalty of $0.025 per barrel "
            "of water injected, payable monthly with a volume statement.",
            ("h", "9. Surface Damages; Remediation"),
            "Lessee shall promptly remediate any spill or release on the Leased Premises or adjoining "
            "lands of Lessor to the standards of the Railroad Commission of Texas and shall pay Lessor for "
            "all damage to grass, livestock, fences and water wells.",
            ("h", "15. Assignment"),
            "15.1 Lessee may not assign, sublet or otherwise transfer this Lease or any interest herein "
            "without the prior written consent of Lessor, which Lessor may withhold in its sole "
            "discretion.",
            "15.2 Change of Control. Any transaction or series of related transactions (whether by merger, "
            "consolidation, sale of equity, or otherwise) as a result of which any person or group "
            "acquires, directly or indirectly, beneficial ownership of more than fifty percent (50%) of "
            "the equity interests of Lessee or of any entity that directly or indirectly controls Lessee "
            "shall be deemed a transfer of this Lease for purposes of Section 15.1 and shall require "
            "Lessor's prior written consent. Any such transfer made without Lessor's consent shall be void "
            "as against Lessor and shall constitute a default entitling Lessor to terminate this Lease on "
            "thirty (30) days' written notice, in which event Lessee shall plug and abandon the disposal "
            "wells at its sole cost.",
            ("h", "20. Miscellaneous"),
            "This Lease shall be governed by the laws of the State of Texas. A memorandum of this Lease "
            "has been recorded in the Official Public Records of Reeves County.",
            (
                "sig",
                [
                    "HERMOSA RANCH, LTD., by Hermosa Management, LLC, its general partner  By: /s/ Ellis P. Baird, Manager",
                    "TOYAH CREEK DISPOSAL, LLC  By: /s/ Ray D. Villanueva, Manager",
                ],
            ),
        ],
    )
    write_pdf(
        out / YARD,
        "COMMERCIAL LEASE AGREEMENT",
        [
            'This Commercial Lease Agreement (this "Lease") is made as of January 1, 2020 between RDV LAND '
            '& CATTLE, LLC, a Texas limited liability company ("Landlord"), and TOYAH CREEK WATER '
            'SOLUTIONS, INC., a Delaware corporation ("Tenant").',
            "1. Premises. Approximately 10.2 acres of land with a 14,000 square foot shop building, wash bay "
            'and fueling pad located at 2400 S. Eddy Street, Pecos, Reeves County, Texas (the "Premises").',
            "2. Term. Five (5) years commencing January 1, 2020, with one renewal term of five (5) years at "
            "Tenant's option. Tenant exercised its renewal option on December 2, 2024; the renewal term "
            "runs January 1, 2025 through December 31, 2029.",
            "3. Rent. Base rent of $35,000 per month for the initial term and $38,500 per month for the "
            "renewal term, triple net. Tenant shall pay all taxes, insurance and utilities.",
            "5. Use. Truck parking, dispatch, maintenance, washout and related uses.",
            "12. Governing Law. Texas.",
            (
                "sig",
                [
                    "LANDLORD: RDV LAND & CATTLE, LLC",
                    "By: /s/ Ray D. Villanueva, Managing Member",
                    "TENANT: TOYAH CREEK WATER SOLUTIONS, INC.",
                    "By: /s/ Ray D. Villanueva, President and Chief Executive Officer",
                ],
            ),
        ],
    )
    write_eml(
        out / YARD_EMAIL,
        sender="Brett Kowalski <bkowalski@toyahcreek.invalid>",
        to="Marisol Ortega <mortega@toyahcreek.invalid>",
        subject="FW: Pecos yard rent",
        when=dt.datetime(2025, 1, 7, 15, 22),
        body="""
Marisol,

FYI - Ray's ranch LLC (RDV Land & Cattle) sent the January invoice at the new $38,500/month under the
renewal. I've set it up in AP. Do we need anything from the board on this since Ray signed on both
sides? Last time I don't think it went to the board.

Brett

---------- Forwarded message ---------
From: RDV Land & Cattle <office@rdvlandcattle.invalid>
Subject: Pecos yard rent
Invoice 2025-01 attached - 2400 S. Eddy St yard - $38,500.00 - due 1/10/2025.
""",
    )
    write_docx(
        out / OFFICE,
        "OFFICE LEASE",
        [
            "PERMIAN COMMERCE TOWER - 400 W. Wall Street, Midland, Texas",
            "This Office Lease is entered into as of June 1, 2021 between PCT MIDLAND OWNER, LP, a "
            'Delaware limited partnership ("Landlord"), and TOYAH CREEK WATER SOLUTIONS, INC. '
            '("Tenant").',
            ("h", "Basic Lease Information"),
            (
                "t",
                [
                    ["Item", "Term"],
                    ["Premises", "Suite 1100, approximately 8,240 rentable square feet"],
                    ["Term", "Eighty-four (84) months from July 1, 2021"],
                    ["Base Rent", "$32.00 per RSF per year, escalating 3% annually"],
                    ["Security Deposit", "$44,000"],
                ],
            ),
            ("h", "Article 14 - Assignment and Subletting"),
            "14.1 Tenant shall not assign this Lease or sublet all or any part of the Premises without "
            "Landlord's prior written consent, which shall not be unreasonably withheld, conditioned or "
            "delayed.",
            "14.4 Change in Control of Tenant. If Tenant is a corporation or other entity, any transfer, "
            "in one or more transactions, of more than fifty percent (50%) of the voting stock or other "
            "ownership interests of Tenant, or of the power to direct the management of Tenant, shall be "
            "deemed an assignment of this Lease requiring Landlord's consent under this Section 14.4, and "
            "the failure to obtain such consent shall be an Event of Default.",
            ("h", "Article 22 - Miscellaneous"),
            "This Lease is governed by the laws of the State of Texas.",
        ],
    )
    write_pdf(
        out / OFFICE_CONSENT,
        "LANDLORD CONSENT AND ESTOPPEL CERTIFICATE",
        [
            "August 22, 2025",
            'To: Toyah Creek Water Solutions, Inc. ("Tenant") and Caprock Midstream Holdings, LLC and its '
            'successors and assigns ("Purchaser")',
            'Re: Office Lease dated as of June 1, 2021 between PCT Midland Owner, LP ("Landlord") and '
            "Tenant for Suite 1100, Permian Commerce Tower, 400 W. Wall Street, Midland, Texas (the "
            '"Lease")',
            "1. Consent. Tenant has advised Landlord of a proposed sale of all of the outstanding stock of "
            'Tenant to a third-party purchaser (the "Transaction"). Pursuant to Section 14.4 of the '
            "Lease, Landlord hereby consents to the Transaction and agrees that the consummation of the "
            "Transaction shall not constitute an assignment in breach of the Lease or an Event of "
            "Default.",
            "2. Estoppel. Landlord certifies that (a) the Lease is in full force and effect and has not "
            "been modified; (b) base rent has been paid through August 31, 2025; (c) to Landlord's "
            "knowledge, no default by Tenant exists; and (d) the security deposit held is $44,000.",
            (
                "sig",
                [
                    "PCT MIDLAND OWNER, LP, by PCT Midland GP, LLC, its general partner",
                    "By: /s/ Harlan Voss, Vice President - Asset Management",
                ],
            ),
        ],
    )
    write_text(
        out / RE / "Grande Prairie Yard Lease - summary.txt",
        """
LEASE SUMMARY - GRANDE PRAIRIE, ALBERTA (Toyah Creek Fluids Canada Ltd.)

Landlord: Wapiti Industrial Holdings Inc.
Premises: 11802 100 Street, Grande Prairie, Alberta - 2.5 acres, 6,000 sq. ft. shop
Lease date: October 1, 2022. Term: 5 years to September 30, 2027. Option to renew: one 5-year term.
Rent: CAD 9,800 per month plus GST, net; Tenant pays property taxes and utilities.
Assignment: landlord consent required for an assignment or sublease; a change in control of the
Tenant's parent is not an assignment for the purposes of the lease (clause 11.3).
Governing law: Alberta.
""",
    )
    write_csv(
        out / RE / "Owned Real Property and SWD Sites.csv",
        [
            ["Site", "County", "Interest", "Acres", "Wells", "RRC permit nos.", "Notes"],
            [
                "Hermosa SWD",
                "Reeves",
                "Surface lease (Hermosa Ranch, Ltd.)",
                "40",
                "2",
                "14318; 15022",
                "Largest facility; 90,000 bbl/d permitted",
            ],
            [
                "Balmorhea SWD",
                "Reeves",
                "Fee simple",
                "22",
                "2",
                "13904; 13905",
                "Warranty deed recorded 2017",
            ],
            ["Saragosa SWD", "Culberson", "Fee simple", "18", "2", "15511; 15512", "Acquired 2021"],
            [
                "Pecos yard",
                "Reeves",
                "Leased (RDV Land & Cattle, LLC)",
                "10.2",
                "0",
                "-",
                "Dispatch and maintenance",
            ],
            [
                "Monahans terminal",
                "Ward",
                "Leased (month-to-month)",
                "4",
                "0",
                "-",
                "Vacated July 2025",
            ],
        ],
    )


def _employment(out: Path) -> None:
    write_pdf(
        out / ORTEGA_2020,
        "EMPLOYMENT AGREEMENT",
        [
            'This Employment Agreement (this "Agreement") is entered into as of March 2, 2020 between '
            'Toyah Creek Water Solutions, Inc. (the "Company") and Marisol Ortega ("Executive").',
            "1. Position. Executive shall serve as Chief Financial Officer, reporting to the Chief "
            "Executive Officer.",
            "2. Compensation. Base salary of $285,000 per year; annual bonus target of 40% of base salary.",
            "6. Change of Control Bonus. Upon the consummation of a Change of Control, whether or not "
            "Executive's employment is terminated, the Company shall pay Executive a lump sum equal to "
            'two (2) times the sum of her base salary and target bonus (the "Change of Control Bonus"), '
            'within ten (10) days after the Change of Control. "Change of Control" means the sale of '
            "all or substantially all of the assets of the Company, or any transaction as a result of "
            "which the Sponsor ceases to hold a majority of the voting power of the Company.",
            "8. Restrictive Covenants. Executive shall not compete with the Company in the Permian Basin "
            "for twelve (12) months after termination.",
            "12. Texas law governs.",
            (
                "sig",
                [
                    "TOYAH CREEK WATER SOLUTIONS, INC. By: /s/ Ray D. Villanueva, CEO",
                    "EXECUTIVE: /s/ Marisol Ortega",
                ],
            ),
        ],
    )
    write_docx(
        out / ORTEGA_2025,
        "AMENDED AND RESTATED EMPLOYMENT AGREEMENT",
        [
            'This Amended and Restated Employment Agreement (this "Agreement") is entered into as of '
            'February 1, 2025 between Toyah Creek Water Solutions, Inc. (the "Company") and Marisol Ortega '
            '("Executive"), and amends, restates and supersedes in its entirety the Employment Agreement '
            'between the Company and Executive dated as of March 2, 2020 (the "Prior Agreement").',
            "1. Position. Executive shall serve as Chief Financial Officer and Treasurer.",
            "2. Compensation. Base salary of $325,000 per year; annual bonus target of 50% of base salary "
            "under the Annual Incentive Plan.",
            "6. Severance. If the Company terminates Executive's employment without Cause or Executive "
            "resigns for Good Reason, the Company shall continue her base salary for twelve (12) months "
            "and pay COBRA premiums for up to twelve (12) months, subject to a release.",
            "7. Prior Agreement Superseded. Executive acknowledges and agrees that the Change of Control "
            "Bonus provided in Section 6 of the Prior Agreement is eliminated and shall not be payable in "
            "connection with any transaction, including a Change of Control occurring after the date "
            "hereof, in consideration of the grant of 40,000 options under the 2019 Equity Incentive Plan "
            "on February 1, 2025. Executive waives any claim to the Change of Control Bonus.",
            "9. Restrictive Covenants. Non-competition and non-solicitation for twelve (12) months after "
            "termination, within the Permian Basin and the Montney region of Alberta.",
            "13. Entire Agreement. This Agreement is the entire agreement between the parties on its "
            "subject matter and supersedes the Prior Agreement. Texas law governs.",
            (
                "sig",
                [
                    "TOYAH CREEK WATER SOLUTIONS, INC. By: /s/ Graham Teller, Chairman of the Board",
                    "EXECUTIVE: /s/ Marisol Ortega",
                ],
            ),
        ],
    )
    write_docx(
        out / HR / "Executive Agreements" / "Employment Agreement - R. Villanueva (2019).docx",
        "EMPLOYMENT AGREEMENT",
        [
            "Dated August 9, 2019 between Toyah Creek Water Solutions, Inc. and Ray D. Villanueva.",
            "1. Position. President and Chief Executive Officer; member of the Board.",
            "2. Compensation. Base salary $360,000 (currently $415,000); bonus target 60%.",
            "5. Severance. Upon termination without Cause or resignation for Good Reason: eighteen (18) "
            "months of base salary plus a pro-rated bonus, subject to a release. No payment is due solely "
            "because of a change of control.",
            "7. Restrictive Covenants. Non-compete in Reeves, Ward, Pecos, Culberson, Loving and Winkler "
            "Counties for twenty-four (24) months after termination.",
        ],
    )
    write_pdf(
        out / FLSA_LETTER,
        "",
        [
            "May 20, 2025",
            "VIA CERTIFIED MAIL, RETURN RECEIPT REQUESTED, AND EMAIL",
            "Toyah Creek Water Solutions, Inc., Attention: Lupe Saenz, Director of Human Resources, 400 W. "
            "Wall Street, Suite 1100, Midland, Texas 79701",
            "Re: Unpaid overtime - Jose Luis Treviño, et al.",
            "Dear Ms. Saenz:",
            "This firm represents Jose Luis Treviño and forty-three (43) other current and former water "
            "haulers and vacuum truck drivers employed by Toyah Creek Water Solutions, Inc. at its Pecos "
            "and Monahans terminals. Our clients were paid a flat day rate regardless of the number of "
            "hours worked, routinely worked 70 to 84 hours per week, and were never paid overtime for "
            "hours in excess of forty in a workweek, in violation of the Fair Labor Standards Act, 29 "
            "U.S.C. § 207.",
            "Toyah Creek's reliance on the Motor Carrier Act exemption is misplaced. Most of our clients "
            "drove vehicles operated wholly within Texas on intrastate routes, and a substantial number "
            "drove vehicles with a gross vehicle weight rating of 10,000 pounds or less, which fall within "
            "the small vehicle exception of the SAFETEA-LU Technical Corrections Act.",
            "We calculate our clients' unpaid overtime for the past three years at approximately "
            "$1,160,000, and an equal amount as liquidated damages under 29 U.S.C. § 216(b), plus "
            "attorneys' fees. Unless this matter is resolved by June 30, 2025, we have been instructed to "
            "file a collective action in the United States District Court for the Western District of "
            "Texas, Pecos Division, on behalf of all similarly situated drivers.",
            "Please preserve all payroll records, ELD and HaulTrack dispatch logs, and time records for "
            "all drivers since January 1, 2022.",
            ("sig", ["Very truly yours,", "GARZA & WHITLOCK, PLLC", "/s/ Adriana Garza"]),
        ],
        letterhead="GARZA & WHITLOCK, PLLC\nEmployment Law - 112 E. Pecan Street, Suite 1500, San Antonio, Texas 78205",
    )
    write_xlsx(
        out / CENSUS,
        [
            (
                "Census",
                [
                    [
                        "Location",
                        "Function",
                        "Headcount",
                        "FLSA classification",
                        "Pay basis",
                        "Avg annual pay ($)",
                    ],
                    ["Pecos, TX", "CDL drivers", 186, "Exempt (MCA)", "Day rate", 78_400],
                    [
                        "Pecos, TX",
                        "Non-CDL drivers (pickup / hot shot)",
                        22,
                        "Exempt (MCA)",
                        "Day rate",
                        56_200,
                    ],
                    ["Pecos, TX", "Mechanics and yard", 34, "Non-exempt", "Hourly", 61_500],
                    ["Pecos, TX", "Dispatch", 14, "Non-exempt", "Hourly", 52_800],
                    [
                        "SWD facilities (Reeves, Culberson)",
                        "Facility operators",
                        41,
                        "Non-exempt",
                        "Hourly",
                        67_900,
                    ],
                    ["Midland, TX", "Corporate and IT", 38, "Exempt", "Salary", 108_300],
                    [
                        "Grande Prairie, AB",
                        "Drivers and operators",
                        17,
                        "n/a (Alberta)",
                        "Hourly",
                        74_000,
                    ],
                    ["Total", "", ("=SUM(C2:C8)", 352), "", "", ""],
                ],
            ),
            (
                "Separations 2025",
                [
                    ["Month", "Voluntary", "Involuntary", "Notes"],
                    ["Jan", 6, 2, ""],
                    ["Feb", 5, 1, ""],
                    ["Mar", 7, 3, ""],
                    ["Apr", 4, 1, ""],
                    ["May", 6, 2, ""],
                    ["Jun", 5, 1, ""],
                    ["Jul", 3, 71, "Monahans terminal closed July 11, 2025"],
                    ["Aug", 4, 2, ""],
                ],
            ),
        ],
    )
    write_text(
        out / HR / "Driver Pay Practices.md",
        """
# Driver pay practices (HR memo, updated April 2025)

* CDL and non-CDL drivers are paid a **day rate** ($285-$340 per day depending on tenure and
  equipment), plus a per-load safety bonus. Hours are tracked by ELD and in HaulTrack for DOT hours-of-
  service compliance, not for pay.
* The Company treats drivers as exempt from FLSA overtime under the Motor Carrier Act exemption
  (29 U.S.C. § 213(b)(1)). Management's view is that all loads are part of interstate commerce because
  produced water and crude volumes move in interstate streams.
* Pickup and hot-shot drivers (vehicles under 10,001 lbs GVWR) are currently paid on the same basis;
  HR recommended in 2024 that these drivers be moved to hourly pay with overtime. Not yet implemented.
* Mechanics, dispatchers and facility operators are hourly, non-exempt, with overtime at 1.5x.
""",
    )
    write_html(
        out / HR / "Benefits Overview 2025.html",
        "Toyah Creek - 2025 Benefits Overview",
        """
<h1>2025 Benefits Overview</h1>
<ul>
<li><b>Medical, dental, vision:</b> BlueCross BlueShield of Texas PPO and HDHP options; Company pays 80% of
employee-only premiums. Fully insured.</li>
<li><b>401(k):</b> Toyah Creek 401(k) Plan (safe harbor); Company matches 100% of the first 4% of pay;
immediate vesting of safe harbor contributions. Plan year is the calendar year; Form 5500 filed
through 2024.</li>
<li><b>Life and AD&amp;D:</b> 1x base pay, Company paid.</li>
<li><b>Paid time off:</b> 10 days in years 1-3; 15 days thereafter; 7 paid holidays.</li>
<li><b>ACA:</b> Applicable large employer; Forms 1094-C/1095-C filed for 2024.</li>
</ul>
""",
    )
    write_text(
        out / HR / "Employee Handbook - excerpt.txt",
        """
TOYAH CREEK WATER SOLUTIONS, INC. - EMPLOYEE HANDBOOK (rev. January 2024) - EXCERPT

Section 2.1 At-Will Employment. Employment with the Company is at will. Nothing in this handbook is a
contract of employment.

Section 4.3 Drug and Alcohol Testing. All CDL drivers are subject to DOT testing under 49 C.F.R. Part
382, including pre-employment, random, post-accident and reasonable-suspicion testing.

Section 5.2 Hours of Service. Drivers must comply with the federal hours-of-service rules (49 C.F.R. Part
395) and the Texas intrastate rules; ELD logs are audited weekly by the Safety Department.

Section 7.1 Open Door and Complaint Procedure. Employees may raise concerns with their supervisor, HR or
the anonymous hotline without fear of retaliation.
""",
    )


def _ip(out: Path) -> None:
    write_csv(
        out / OSS_SCAN,
        [
            [
                "Component",
                "Version",
                "License (SPDX)",
                "Used in",
                "Linking / use",
                "Distributed to third parties",
                "Modified",
                "Risk",
                "Auditor note",
            ],
            [
                "react",
                "18.2.0",
                "MIT",
                "HaulTrack customer portal (web)",
                "bundled",
                "Yes (browser)",
                "No",
                "Low",
                "Attribution only",
            ],
            [
                "django",
                "4.2.11",
                "BSD-3-Clause",
                "HaulTrack dispatch server",
                "framework",
                "No (SaaS)",
                "No",
                "Low",
                "",
            ],
            [
                "iText (itextpdf)",
                "5.5.13",
                "AGPL-3.0-only",
                "HaulTrack customer portal - e-ticket PDF generation service",
                "linked library",
                "Network use by customers",
                "Yes",
                "High",
                "AGPL s.13: source of the modified program must be offered to users interacting over a network; no commercial licence on file",
            ],
            [
                "libmodbus",
                "3.1.10",
                "LGPL-2.1-or-later",
                "HaulTrack Edge tank-level gateway firmware",
                "statically linked",
                "Yes (devices installed at customer tank batteries)",
                "Yes",
                "High",
                "Static linking requires relinkable object code or source; not provided",
            ],
            [
                "BusyBox",
                "1.36.1",
                "GPL-2.0-only",
                "HaulTrack Edge gateway firmware",
                "separate binary",
                "Yes (devices)",
                "No",
                "Medium",
                "Written offer of source required; none in device documentation",
            ],
            [
                "react-native-maps",
                "1.10.3",
                "MIT",
                "HaulTrack Driver mobile app",
                "bundled",
                "Yes (App Store / Google Play)",
                "No",
                "Low",
                "",
            ],
            [
                "sqlite",
                "3.45.1",
                "blessing (public domain)",
                "HaulTrack Driver mobile app",
                "embedded",
                "Yes",
                "No",
                "Low",
                "",
            ],
            [
                "pdf.js",
                "4.0.379",
                "Apache-2.0",
                "Customer portal",
                "bundled",
                "Yes (browser)",
                "No",
                "Low",
                "NOTICE file required",
            ],
            [
                "Scan summary",
                "",
                "",
                "Scan of repositories haultrack-server, haultrack-portal, haultrack-driver and haultrack-edge by Bitforge Compliance Services, August 14, 2025",
                "",
                "",
                "",
                "",
                "2 high, 1 medium, 5 low findings",
            ],
        ],
    )
    write_text(
        out / IP / "HaulTrack Platform Overview.md",
        """
# HaulTrack - platform overview (IT, August 2025)

HaulTrack is Toyah Creek's dispatch and electronic field ticketing system, built in-house from 2018
(lead developer: Nikhil Rao, IT Manager) with help from two contract developers (Westgate Code Studio
LLC under a Software Development and IP Assignment Agreement dated April 3, 2019).

| Component | Description | Users |
|---|---|---|
| haultrack-server | Django dispatch server, AWS us-east-2 | internal |
| haultrack-portal | Customer portal: real-time volumes, e-tickets (PDF), invoices | 31 customer accounts |
| haultrack-driver | iOS/Android app for drivers and owner-operators | ~240 devices |
| haultrack-edge | Tank-level gateway (ARM device) installed at customer tank batteries; reads radar level sensors over Modbus and schedules pickups | 118 devices at 9 customers |

Backups: nightly snapshots, 35-day retention, cross-region copy. SOC 2 Type I readiness assessment
planned for 2026. The 2025 open source audit is in this folder.
""",
    )
    write_docx(
        out / IP / "Software Development and IP Assignment Agreement - Westgate Code Studio.docx",
        "SOFTWARE DEVELOPMENT AND INTELLECTUAL PROPERTY ASSIGNMENT AGREEMENT",
        [
            'Dated April 3, 2019 between Toyah Creek Water Solutions, Inc. ("Client") and Westgate Code '
            'Studio LLC, a Texas limited liability company ("Developer").',
            "1. Services. Developer shall design and develop software modules for Client's dispatch and "
            "field ticketing platform as described in statements of work.",
            "4. Ownership. All deliverables, source code and documentation created by Developer under this "
            "Agreement are works made for hire for Client; to the extent not works made for hire, "
            "Developer hereby irrevocably assigns to Client all right, title and interest therein, "
            "including all copyrights and patent rights.",
            "5. Third-Party Components. Developer shall not incorporate any third-party or open source "
            "component into a deliverable without Client's prior written approval.",
            "9. Texas law governs.",
        ],
    )
    write_html(
        out / IP / "Information Security Policy.html",
        "Toyah Creek - Information Security Policy",
        """
<h1>Information Security Policy (v2.3, approved March 2025)</h1>
<h2>1. Scope</h2><p>All Toyah Creek systems, including HaulTrack, corporate IT and SCADA at SWD facilities.</p>
<h2>2. Access control</h2><p>Multi-factor authentication for all remote access and for HaulTrack
administrative accounts. Access reviews quarterly.</p>
<h2>3. Incident response</h2><p>Security incidents are reported to the IT Manager within 24 hours. There
have been no reportable data breaches under the Texas Identity Theft Enforcement and Protection Act.</p>
<h2>4. OT segmentation</h2><p>SWD facility SCADA networks are segmented from corporate IT by firewalls.</p>
""",
    )
    write_csv(
        out / IP / "Registered IP.csv",
        [
            [
                "Mark / Domain",
                "Jurisdiction",
                "Reg. No.",
                "Reg. date",
                "Classes",
                "Owner",
                "Status",
            ],
            [
                "TOYAH CREEK",
                "USPTO",
                "6,402,117",
                "2021-07-13",
                "39",
                "Toyah Creek Water Solutions, Inc.",
                "Registered",
            ],
            [
                "HAULTRACK",
                "USPTO",
                "6,893,550",
                "2022-11-01",
                "9, 42",
                "Toyah Creek Water Solutions, Inc.",
                "Registered",
            ],
            [
                "toyahcreek.com",
                "Domain",
                "-",
                "2016-03-01",
                "-",
                "Toyah Creek Water Solutions, Inc.",
                "Active",
            ],
            [
                "haultrack.io",
                "Domain",
                "-",
                "2018-09-14",
                "-",
                "Toyah Creek Water Solutions, Inc.",
                "Active",
            ],
        ],
    )


def _insurance(out: Path) -> None:
    write_pdf(
        out / PLL_POLICY,
        "POLLUTION LEGAL LIABILITY POLICY - DECLARATIONS AND POLICY FORM (EXTRACT)",
        [
            "THIS IS A CLAIMS-MADE AND REPORTED POLICY. PLEASE READ IT CAREFULLY.",
            (
                "t",
                [
                    ["Item", "Declaration"],
                    ["Policy No.", "GAS-PLL-0048812"],
                    [
                        "Named Insured",
                        "Toyah Creek Water Solutions, Inc.; Toyah Creek Disposal, LLC",
                    ],
                    [
                        "Policy Period",
                        "November 1, 2024 to November 1, 2025, 12:01 a.m. standard time",
                    ],
                    ["Limits", "$10,000,000 each Pollution Condition; $10,000,000 aggregate"],
                    ["Self-Insured Retention", "$100,000 each Pollution Condition"],
                    [
                        "Covered Locations",
                        "Hermosa SWD, Balmorhea SWD, Saragosa SWD; transportation coverage for covered autos",
                    ],
                ],
            ),
            ("h", "SECTION I - INSURING AGREEMENTS"),
            "A. Cleanup Costs. The Company will pay on behalf of the Insured Cleanup Costs resulting from a "
            "Pollution Condition on, at, under or migrating from a Covered Location, provided the "
            "Pollution Condition is first discovered during the Policy Period and reported to the Company "
            "in accordance with Section IV.",
            "B. Third-Party Claims. The Company will pay on behalf of the Insured Loss from Claims for "
            "Bodily Injury, Property Damage or Cleanup Costs resulting from a Pollution Condition.",
            ("h", "SECTION IV - CONDITIONS"),
            "A. Notice of Pollution Condition or Claim. As a condition precedent to coverage under this "
            "Policy, the Insured shall give written notice to the Company of any Pollution Condition or "
            "Claim as soon as practicable, but in no event later than thirty (30) days after any "
            "Responsible Insured first becomes aware of such Pollution Condition or Claim. Notice shall "
            "include the time, place and circumstances of the Pollution Condition and the names of any "
            "injured persons or claimants. The Company shall have no obligation to pay Cleanup Costs "
            "incurred before notice is given, or any Loss if notice is not given within such period.",
            "B. Voluntary Payments. The Insured shall not, except at its own cost, voluntarily make any "
            "payment, assume any obligation or incur any Cleanup Costs without the Company's consent, "
            "except as required by an emergency response.",
            ("h", "SECTION VI - DEFINITIONS"),
            '"Responsible Insured" means the Named Insured\'s chief executive officer, chief financial '
            "officer, vice president of operations, environmental manager or any facility supervisor.",
            "Insurer: Gulf Atlantic Specialty Insurance Company, 1 Riverway, Houston, Texas 77056.",
        ],
    )
    write_csv(
        out / LOSS_RUN,
        [
            [
                "Line",
                "Policy No.",
                "Date of loss",
                "Date reported to carrier",
                "Description",
                "Paid ($)",
                "Reserve ($)",
                "Status",
            ],
            [
                "Auto liability",
                "BCA-AL-22-7710",
                "2022-06-14",
                "2022-06-15",
                "Rear-end collision, US-285, Pecos",
                "38,410",
                "0",
                "Closed",
            ],
            [
                "Workers comp",
                "TXM-WC-23-1184",
                "2023-02-02",
                "2023-02-03",
                "Driver slip from tank ladder",
                "21,900",
                "0",
                "Closed",
            ],
            [
                "Auto liability",
                "BCA-AL-23-7710",
                "2023-11-08",
                "2023-11-09",
                "Trailer rollover, FM 1216 - no release",
                "112,700",
                "0",
                "Closed",
            ],
            [
                "Pollution legal liability",
                "GAS-PLL-0048812",
                "2025-02-09",
                "2025-05-02",
                "Hermosa SWD No. 2 flowline failure; ~1,850 bbl produced water; Claim PLL-25-00417",
                "0",
                "250,000",
                "Open - coverage under review",
            ],
            [
                "General liability",
                "BCG-GL-24-3302",
                "2025-04-21",
                "2025-04-22",
                "Third-party pickup struck gate at Balmorhea",
                "4,150",
                "0",
                "Closed",
            ],
        ],
    )
    write_eml(
        out / BROKER_EMAIL,
        sender="Trish Hollander <thollander@sandhillsrisk.invalid>",
        to="Marisol Ortega <mortega@toyahcreek.invalid>",
        subject="RE: Hermosa release - carrier notice",
        when=dt.datetime(2025, 5, 5, 14, 30),
        body="""
Hi Marisol,

Confirming we sent the first notice of loss for the Hermosa SWD No. 2 release to Gulf Atlantic on
Friday, May 2. Claim number is PLL-25-00417, adjuster is Ross Delacroix. He'll want the incident report,
the RRC correspondence, the Coronado invoices and anything you have from Hermosa Ranch about the
pasture damage.

For next time, please loop us in as soon as something happens in the field so we can get the notice
in right away.

Thanks,
Trish

Trish Hollander | Sandhills Risk Advisors | Midland, TX
""",
    )
    write_xlsx(
        out / INS / "Insurance Schedule 2025-2026.xlsx",
        [
            (
                "Program",
                [
                    ["Coverage", "Carrier", "Policy No.", "Period", "Limit", "Deductible / SIR"],
                    [
                        "Commercial general liability",
                        "Brazos Casualty Group",
                        "BCG-GL-25-3302",
                        "11/1/2025-11/1/2026",
                        "$1M occ / $2M agg",
                        "$25,000",
                    ],
                    [
                        "Commercial auto",
                        "Brazos Casualty Group",
                        "BCA-AL-25-7710",
                        "11/1/2025-11/1/2026",
                        "$1M CSL",
                        "$10,000",
                    ],
                    [
                        "Workers compensation / employers liability",
                        "Texas Mutual Insurance Company",
                        "TXM-WC-25-1184",
                        "11/1/2025-11/1/2026",
                        "Statutory / $1M",
                        "-",
                    ],
                    [
                        "Pollution legal liability",
                        "Gulf Atlantic Specialty Insurance Company",
                        "GAS-PLL-0048812 (renewal pending)",
                        "11/1/2024-11/1/2025",
                        "$10M",
                        "$100,000 SIR",
                    ],
                    [
                        "Umbrella / excess",
                        "Keystone Excess Lines",
                        "KEL-UMB-25-0091",
                        "11/1/2025-11/1/2026",
                        "$15M",
                        "-",
                    ],
                    [
                        "Directors and officers",
                        "Ridgeline Specialty",
                        "RS-DO-25-4410",
                        "8/1/2025-8/1/2026",
                        "$5M",
                        "$50,000",
                    ],
                    [
                        "Cyber",
                        "Ridgeline Specialty",
                        "RS-CY-25-4411",
                        "8/1/2025-8/1/2026",
                        "$3M",
                        "$25,000",
                    ],
                ],
            )
        ],
    )


def _litigation(out: Path) -> None:
    write_pdf(
        out / PETITION,
        "PLAINTIFF'S ORIGINAL PETITION",
        [
            "CAUSE NO. 25-01-0412-CVR",
            "DOS RIOS TRUCKING, LLC, Plaintiff, v. TOYAH CREEK WATER SOLUTIONS, INC., Defendant. IN THE "
            "DISTRICT COURT OF REEVES COUNTY, TEXAS, 143RD JUDICIAL DISTRICT",
            'TO THE HONORABLE JUDGE OF SAID COURT: Plaintiff Dos Rios Trucking, LLC ("Dos Rios") files '
            'this Original Petition against Defendant Toyah Creek Water Solutions, Inc. ("Toyah Creek") '
            "and respectfully shows as follows:",
            "1. Discovery Control Plan. Plaintiff intends to conduct discovery under Level 3 of Texas Rule "
            "of Civil Procedure 190.4.",
            "2. Claim for Relief. Plaintiff seeks monetary relief over $1,000,000. Tex. R. Civ. P. 47(c)(5).",
            "3. Facts. Under a Subhaul Agreement dated March 1, 2022, Dos Rios provided owner-operator "
            "water-hauling trucks to Toyah Creek. Toyah Creek terminated the Subhaul Agreement without "
            "the ninety days' notice it required and refused to pay invoices totaling $412,880 for loads "
            "hauled in October and November 2024.",
            "4. Causes of Action. Breach of contract; suit on sworn account; quantum meruit; and violation "
            "of Chapter 38 of the Texas Civil Practice and Remedies Code (attorneys' fees).",
            "5. Damages. Plaintiff seeks unpaid invoices of $412,880, lost profits for the notice period "
            "of not less than $655,000, prejudgment interest, attorneys' fees and costs, in an amount "
            "exceeding $1,000,000.",
            (
                "sig",
                [
                    "Respectfully submitted,",
                    "MENDOZA TRIAL GROUP, P.C.",
                    "/s/ Victor Mendoza, State Bar No. 24051187",
                    "Attorneys for Plaintiff Dos Rios Trucking, LLC",
                    "Filed: January 21, 2025",
                ],
            ),
        ],
    )
    write_docx(
        out / SETTLEMENT,
        "SETTLEMENT AGREEMENT AND MUTUAL RELEASE",
        [
            'This Settlement Agreement and Mutual Release (this "Agreement") is entered into as of July '
            '24, 2025 by and between Dos Rios Trucking, LLC ("Dos Rios") and Toyah Creek Water Solutions, '
            'Inc. ("Toyah Creek").',
            "RECITALS. Dos Rios filed suit against Toyah Creek in Cause No. 25-01-0412-CVR in the 143rd "
            'Judicial District Court of Reeves County, Texas (the "Lawsuit"), asserting claims arising '
            "out of the Subhaul Agreement dated March 1, 2022. The parties desire to resolve the Lawsuit "
            "and all related disputes without any admission of liability.",
            "1. Settlement Payment. Toyah Creek shall pay Dos Rios the sum of $275,000 within ten (10) "
            "business days after the full execution of this Agreement, in full and final settlement of "
            "all claims.",
            "2. Mutual Release. Upon receipt of the Settlement Payment, each party releases, acquits and "
            "forever discharges the other and its affiliates, officers, directors and employees from any "
            "and all claims, demands and causes of action, known or unknown, arising out of or relating "
            "to the Subhaul Agreement or the Lawsuit.",
            "3. Dismissal. Within five (5) business days after receipt of the Settlement Payment, Dos Rios "
            "shall file an agreed motion to dismiss the Lawsuit with prejudice, each party bearing its "
            "own fees and costs.",
            "4. Confirmation. Dos Rios acknowledges receipt of the Settlement Payment on August 5, 2025 by "
            "wire transfer. The Agreed Order of Dismissal with Prejudice was signed by the Court on August "
            "14, 2025.",
            "5. Texas law governs. This Agreement is the entire agreement of the parties.",
            (
                "sig",
                [
                    "DOS RIOS TRUCKING, LLC  By: /s/ Arturo Salcido, Managing Member",
                    "TOYAH CREEK WATER SOLUTIONS, INC.  By: /s/ Ray D. Villanueva, CEO",
                ],
            ),
        ],
    )
    write_text(
        out / LIT / "Litigation and Claims Summary.md",
        """
# Litigation and claims summary (Haskell Brandt LLP, September 2025)

| Matter | Forum | Amount | Status |
|---|---|---|---|
| Dos Rios Trucking, LLC v. Toyah Creek Water Solutions, Inc., No. 25-01-0412-CVR | 143rd District Court, Reeves County | >$1.0m claimed | Settled July 24, 2025 ($275,000); dismissed with prejudice August 14, 2025 |
| Hermosa Ranch, Ltd. - pasture damage from the Feb. 9, 2025 release | No suit; letter demand | $210,000 | In negotiation; Company has offered $120,000 under Section 9 of the surface lease |
| Auto claims (ordinary course) | - | within deductibles | Handled by Brazos Casualty |

No other pending or threatened litigation is known to counsel.
""",
    )


def _environmental(out: Path) -> None:
    write_pdf(
        out / INCIDENT,
        "INCIDENT REPORT - PRODUCED WATER RELEASE",
        [
            (
                "t",
                [
                    ["Field", "Detail"],
                    ["Facility", "Hermosa SWD No. 2 (RRC Permit 15022), Reeves County, Texas"],
                    ["Operator", "Toyah Creek Disposal, LLC (RRC P-5 No. 865214)"],
                    ["Date and time discovered", "February 9, 2025, approx. 6:40 a.m."],
                    ["Discovered by", "Facility supervisor Tomas Ybarra"],
                    ["Material released", "Produced water (approx. 1,850 bbl); no crude oil"],
                    [
                        "Cause",
                        "Failure of 6-inch fiberglass flowline between offload station and tank battery",
                    ],
                    ["Area affected", "Approx. 0.6 acre of pasture on Hermosa Ranch lands"],
                ],
            ),
            ("h", "Notifications"),
            "RRC District 08 (Midland) notified by telephone at 8:15 a.m. on February 9, 2025; written "
            "report (Form H-8) filed February 11, 2025. Landowner (Hermosa Ranch, Ltd., Ellis Baird) "
            "notified February 9, 2025. Dana Whitfield (VP Operations) and Ray Villanueva (CEO) informed "
            "by the facility supervisor the same morning.",
            ("h", "Response"),
            "Offload station shut in at 6:55 a.m.; vacuum trucks recovered approximately 1,100 bbl of "
            "free fluid. Coronado Pipe & Fiberglass engaged for flowline replacement. Impacted soils to be "
            "excavated and disposed of at a permitted facility; chloride delineation by Trans-Pecos "
            "Environmental Consultants. Estimated cost of response and remediation: $640,000. Disposal "
            "volumes at Hermosa reduced by roughly 40% for six weeks during the repair.",
            (
                "sig",
                [
                    "Prepared by: Tomas Ybarra, Facility Supervisor",
                    "Reviewed by: Dana Whitfield, VP Operations",
                    "Date: February 12, 2025",
                ],
            ),
        ],
    )
    write_xlsx(
        out / ENV / "RRC Disposal Well Permits.xlsx",
        [
            (
                "Permits",
                [
                    [
                        "Facility",
                        "Well",
                        "RRC permit (W-14)",
                        "API No.",
                        "Max daily injection (bbl/d)",
                        "Max surface pressure (psig)",
                        "Last H-5 test",
                        "Status",
                    ],
                    [
                        "Hermosa",
                        "SWD No. 1",
                        "14318",
                        "42-389-38811",
                        45_000,
                        1_850,
                        "2024-10-03",
                        "Active",
                    ],
                    [
                        "Hermosa",
                        "SWD No. 2",
                        "15022",
                        "42-389-39240",
                        45_000,
                        1_850,
                        "2024-10-03",
                        "Active",
                    ],
                    [
                        "Balmorhea",
                        "SWD No. 1",
                        "13904",
                        "42-389-37502",
                        20_000,
                        1_600,
                        "2023-06-20",
                        "Active",
                    ],
                    [
                        "Balmorhea",
                        "SWD No. 2",
                        "13905",
                        "42-389-37503",
                        20_000,
                        1_600,
                        "2023-06-20",
                        "Active",
                    ],
                    [
                        "Saragosa",
                        "SWD No. 1",
                        "15511",
                        "42-109-33918",
                        17_500,
                        1_700,
                        "2025-01-15",
                        "Active",
                    ],
                    [
                        "Saragosa",
                        "SWD No. 2",
                        "15512",
                        "42-109-33919",
                        17_500,
                        1_700,
                        "2025-01-15",
                        "Active",
                    ],
                ],
            )
        ],
    )
    write_text(
        out / ENV / "Phase I ESA Summary - Balmorhea and Saragosa.md",
        """
# Phase I Environmental Site Assessments - summary

Prepared by Trans-Pecos Environmental Consultants, LLC (ASTM E1527-21), June 2025.

## Balmorhea SWD (Reeves County)
* No recognized environmental conditions (RECs). Historical stained soil at the former truck wash was
  excavated in 2021 (closure letter from RRC District 08 dated November 2, 2021) - a historical REC.
* Secondary containment at the tank battery meets the facility's SPCC plan.

## Saragosa SWD (Culberson County)
* No RECs. Pit closure (2021) documented under Statewide Rule 8.

## Limitations
Hermosa was not assessed because the site is leased; see the February 2025 incident report.
""",
    )
    write_text(
        out / ENV / "SPCC Plan - certification page.txt",
        """
SPILL PREVENTION, CONTROL, AND COUNTERMEASURE (SPCC) PLAN - 40 C.F.R. Part 112
Facilities: Pecos yard (diesel and used oil storage; 28,000 gal aggregate aboveground capacity)

Professional Engineer certification: I hereby certify that I or my agent have visited and examined the
facility, that I am familiar with the requirements of 40 CFR part 112, and that this Plan has been
prepared in accordance with good engineering practice.
Certified by: Alan J. Teague, P.E. (Texas No. 98211)     Date: March 18, 2024
Five-year review due: March 2029.
""",
    )
    write_html(
        out / ENV / "FMCSA Safety Snapshot.html",
        "FMCSA Company Safety Profile - Toyah Creek Water Solutions, Inc.",
        """
<h1>Company Safety Profile (retrieved September 10, 2025)</h1>
<table border="1">
<tr><th>Item</th><th>Value</th></tr>
<tr><td>USDOT Number</td><td>2894417</td></tr>
<tr><td>Operating status</td><td>Authorized for property; interstate and intrastate</td></tr>
<tr><td>Safety rating</td><td>Satisfactory (compliance review of May 16, 2023)</td></tr>
<tr><td>Power units / drivers</td><td>212 / 209</td></tr>
<tr><td>Out-of-service rate (vehicle, 24 months)</td><td>18.4% (national average 22.3%)</td></tr>
<tr><td>Crashes (24 months)</td><td>3 tow-away, 0 fatal</td></tr>
</table>
""",
    )
    write_pptx(
        out / ENV / "Hermosa Release - Lessons Learned (HSE Committee).pptx",
        [
            (
                "Hermosa SWD No. 2 Release - Lessons Learned",
                ["HSE Committee - April 10, 2025", "Dana Whitfield, VP Operations"],
            ),
            (
                "What Happened",
                [
                    "Fiberglass flowline failure at the offload-to-battery run, Feb. 9, 2025",
                    "~1,850 bbl produced water; ~1,100 bbl recovered",
                    "Pasture impact ~0.6 acre",
                ],
            ),
            (
                "Corrective Actions",
                [
                    "Replace remaining 2017-vintage fiberglass runs with HDPE (done March 2025)",
                    "Add high-level and pressure-drop alarms to SCADA",
                    "Quarterly flowline integrity walkdowns",
                ],
            ),
            (
                "Open Items",
                [
                    "Hermosa Ranch pasture damage claim",
                    "Closure report to RRC (filed June 27, 2025)",
                    "Insurance recovery",
                ],
            ),
        ],
    )
    write_text(
        out / ENV / "RRC Correspondence Log.txt",
        """
RAILROAD COMMISSION OF TEXAS - CORRESPONDENCE LOG (Toyah Creek Disposal, LLC), 2024-2025

2024-03-11  District 08 - H-10 annual disposal/injection reports accepted for all six wells.
2024-10-03  District 08 - H-5 mechanical integrity tests witnessed, Hermosa Nos. 1 and 2: passed.
2025-02-09  District 08 - telephone report of produced water release, Hermosa SWD No. 2.
2025-02-11  District 08 - Form H-8 filed (1,850 bbl produced water).
2025-06-27  District 08 - remediation closure report filed for the Hermosa release.
2025-07-22  Technical Permitting - W-14 application for Hermosa SWD No. 3 filed; protest period open.
2025-08-19  District 08 - closure report accepted; no further action required.
""",
    )
