"""09 Insurance and Health and Safety, 10 Disputes, 11 Regulatory and Certification."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from .paths import DISP, INS, REG
from .writers import write_csv, write_docx, write_eml, write_html, write_pdf, write_text

CO = "Glenbuchat Timber Systems Limited"


def insurance(out: Path) -> None:
    d = out / INS
    write_pdf(
        d / "Insurance Schedule and Conditions - Ardmore Combined Policy 2024-25.pdf",
        "Combined Commercial Policy - Schedule",
        [
            "Insurer: Ardmore Commercial Insurance plc. Policy number: ACI/PBI/2024/77310.",
            f"Insured: {CO} and its subsidiary Glenbuchat Timber (Cumbria) Limited.",
            "Period of insurance: 1 October 2024 to 30 September 2025 (renewed to 30 September "
            "2026 under the same number).",
            "Broker: Carnegie Baird Insurance Brokers Limited, Aberdeen.",
            ("h", "Sections and limits"),
            (
                "t",
                [
                    ["Section", "Sum insured / limit", "Excess"],
                    [
                        "Material damage - buildings (tenant's improvements), plant and stock",
                        "£14,800,000",
                        "£25,000",
                    ],
                    [
                        "Business interruption - gross profit, 18 months indemnity",
                        "£8,200,000",
                        "48 hours",
                    ],
                    ["Employers' liability", "£10,000,000", "nil"],
                    ["Public and products liability", "£10,000,000", "£10,000"],
                ],
            ),
            ("h", "General Condition 4 - Claims"),
            "On the happening of any damage or occurrence which may give rise to a claim under "
            "this policy, the Insured shall give notice in writing to the Insurer as soon as "
            "possible and in any event within 14 days of the damage or occurrence. Compliance "
            "with this condition is a condition precedent to the Insurer's liability in respect "
            "of that claim.",
            ("h", "Endorsement 7 - Dust extraction"),
            "Cover for damage by fire or explosion originating in any dust extraction system is "
            "subject to the system being cleaned and inspected at least every six months and "
            "records of this being kept.",
            ("h", "Products liability exclusion"),
            "This policy does not cover the cost of repairing, replacing, recalling or "
            "rectifying any product supplied by the Insured.",
        ],
        letterhead="Ardmore Commercial Insurance plc\nPolicy schedule",
    )
    write_docx(
        d / "Incident Report - Finishing Hall Fire (11 February 2025).docx",
        "Incident report - fire in the CNC finishing hall",
        [
            "Report no. IR-2025-004. Prepared by Dr Kirsty Alder, Operations Director, 21 February 2025.",
            ("h", "What happened"),
            "At about 02:40 on Tuesday 11 February 2025, during the night shift, the spark "
            "detection system on the dust extraction ducting from the five-axis CNC machine in "
            "the finishing hall tripped, followed a few seconds later by a fire in the "
            "extraction cyclone outside the north wall. The fire spread back along the ducting "
            "into the hall and into the roof void above the machine. The shift manager "
            "evacuated the building and called the fire and rescue service, who had the fire "
            "under control by 04:15.",
            ("h", "Injuries"),
            "None. Two operatives were checked by paramedics for smoke inhalation and released.",
            ("h", "Damage"),
            (
                "b",
                [
                    "Five-axis CNC machine: beyond economic repair (written-down value £0; replacement about £690,000).",
                    "Extraction cyclone and ducting: destroyed (replacement £286,000, ordered 20 February).",
                    "Roof: about 180 m² of sheeting and purlins to be replaced.",
                    "Finishing hall closed; finishing moved to the glulam shop on double shifts until the hall reopens.",
                ],
            ),
            ("h", "Cost estimate"),
            "Property damage and clean-up about £1,050,000. Lost gross profit while the hall is "
            "closed estimated at £90,000 a week for about nine weeks.",
            ("h", "Cause"),
            "Probably a spark from a damaged cutter ignited fine dust in the ducting. The "
            "six-monthly clean of the ducting was last done on 2 August 2024; the February 2025 "
            "clean had been postponed to March because of production demand.",
            ("h", "Reporting"),
            "Reported to the HSE under RIDDOR as a dangerous occurrence on 12 February 2025. "
            "Insurers: to be notified through the broker once the cost information has been "
            "collected.",
        ],
    )
    write_eml(
        d / "Email - Carnegie Baird - fire claim notification.eml",
        sender="Lorna Baird <lorna.baird@carnegiebaird.example>",
        to="Fiona Rennie <fiona.rennie@glenbuchat-timber.example>",
        subject="RE: Finishing hall fire - notification to Ardmore",
        when=dt.datetime(2025, 4, 30, 14, 20),
        body="""
Fiona,

Further to your email of 25 April with the cost schedule, we sent the notification of the
11 February fire to Ardmore on Monday (28 April), under policy ACI/PBI/2024/77310.

I'm afraid Ardmore have come back quickly. They have appointed Cullen Loss Adjusting but
have written reserving their rights under General Condition 4, because the notification
came eleven weeks after the fire, and under Endorsement 7 (they want the extraction
cleaning records). I have asked them to confirm whether the business interruption section
is being treated the same way.

I'd suggest we get the cleaning log to them this week. I'll let you know as soon as I hear.

Kind regards,
Lorna Baird
Account Director, Carnegie Baird Insurance Brokers
""",
    )
    write_csv(
        d / "Claims History 2020-2025.csv",
        [
            [
                "date of loss",
                "policy section",
                "description",
                "date notified",
                "paid (£)",
                "reserve (£)",
                "status",
            ],
            [
                "2020-11-03",
                "Motor",
                "telehandler collision with racking",
                "2020-11-04",
                8200,
                0,
                "closed",
            ],
            [
                "2022-01-29",
                "Material damage",
                "storm damage to Carlisle roof",
                "2022-02-01",
                21400,
                0,
                "closed",
            ],
            [
                "2023-06-14",
                "Employers' liability",
                "hand injury at press line (settled)",
                "2023-06-20",
                14750,
                0,
                "closed",
            ],
            [
                "2024-03-08",
                "Products liability",
                "Mearns Build - panel damage claim withdrawn",
                "2024-03-11",
                0,
                0,
                "closed",
            ],
            [
                "2025-02-11",
                "Material damage / BI",
                "finishing hall fire",
                "2025-04-28",
                0,
                1860000,
                "open - insurer reserving rights",
            ],
            [
                "2025-07-03",
                "Products liability",
                "Albyn Student Living - Court of Session action",
                "2025-07-08",
                0,
                0,
                "cover declined (product exclusion); defence costs under review",
            ],
        ],
    )
    write_pdf(
        d / "HSE Improvement Notice - LEV (August 2024).pdf",
        "Improvement Notice",
        [
            "Health and Safety at Work etc. Act 1974, sections 21, 23 and 24",
            "Notice number: IN/318902/771",
            f"Name and address: {CO}, Blackhall Road, Inverurie AB51 4ZT",
            "I, Neil Carnie, one of Her Majesty's Inspectors of Health and Safety, serve this "
            "Improvement Notice on you because I am of the opinion that at the glulam planing and sanding area "
            "at the above address you, as an employer, are contravening regulations 7 and 9 of "
            "the Control of Substances Hazardous to Health Regulations 2002.",
            "The reasons for my opinion are that the local exhaust ventilation serving the "
            "glulam planer and the wide-belt sander has not been thoroughly examined and "
            "tested in the last 14 months and does not adequately control exposure of "
            "employees to hardwood and softwood dust.",
            "I hereby require you to remedy the said contraventions by 31 October 2024 in the "
            "manner set out in the schedule to this Improvement Notice.",
            "Schedule: have the LEV thoroughly examined and tested by a competent person; "
            "repair or replace it so that it controls exposure; keep records of examination.",
            ("sig", ["Signed: N Carnie, HM Inspector of Health and Safety", "Date: 6 August 2024"]),
        ],
        letterhead="Health and Safety Executive\nAberdeen office",
    )
    write_pdf(
        d / "Letter - HSE confirmation of compliance (November 2024).pdf",
        "",
        [
            "19 November 2024",
            f"Dr K Alder, Operations Director, {CO}",
            "Dear Dr Alder",
            "Improvement Notice IN/318902/771 - local exhaust ventilation",
            "Thank you for the examination and test reports of 24 October 2024 and for "
            "showing me the modified extraction at the planer and sander on 14 November. I am "
            "satisfied that the Improvement Notice has been complied with and I have recorded "
            "it as such. No further action will be taken in respect of this notice.",
            ("sig", ["Yours sincerely", "Neil Carnie, HM Inspector of Health and Safety"]),
        ],
        letterhead="Health and Safety Executive\nAberdeen office",
    )
    write_text(
        d / "Health and Safety Policy Statement.md",
        f"""
# Health and safety policy statement

{CO} will provide safe places of work, safe plant and safe systems of work for
everyone who works for us or visits our factories and sites.

* The Chief Executive has overall responsibility; the Operations Director is responsible for
  putting this policy into practice, with the help of our health and safety adviser.
* We assess the risks of every task, with particular attention to wood dust, machinery,
  lifting operations, work at height on site and fire.
* Dust extraction systems are examined and tested every 14 months and cleaned every six months.
* Every employee has a duty to work safely and to report hazards, near misses and injuries.

Signed: Ewan Strachan, Chief Executive, January 2025
""",
    )
    write_csv(
        d / "Accident and Incident Log FY2025.csv",
        [
            ["date", "site", "type", "description", "lost days", "RIDDOR"],
            ["2024-04-17", "Blackhall", "injury", "laceration to forearm, panel edge", 0, "no"],
            [
                "2024-06-02",
                "site - Westhill",
                "near miss",
                "load swung during crane lift in wind",
                0,
                "no",
            ],
            [
                "2024-08-06",
                "Blackhall",
                "enforcement",
                "HSE Improvement Notice served (LEV, glulam area)",
                0,
                "n/a",
            ],
            ["2024-10-21", "Carlisle", "injury", "sprained ankle, trailer step", 4, "no"],
            ["2025-01-09", "Blackhall", "injury", "eye irritation, dust", 0, "no"],
            [
                "2025-02-11",
                "Blackhall",
                "dangerous occurrence",
                "fire in dust extraction, finishing hall",
                0,
                "yes",
            ],
        ],
    )


def disputes(out: Path) -> None:
    d = out / DISP
    write_pdf(
        d / "Summons - Albyn Student Living Limited v Glenbuchat Timber Systems Limited.pdf",
        "Summons",
        [
            "In the Court of Session",
            "in the cause ALBYN STUDENT LIVING LIMITED, a company incorporated under the "
            "Companies Acts (SC402981) and having its registered office at 22 Albyn Place, "
            "Aberdeen AB10 1YL, Pursuer",
            f"against {CO.upper()}, a company incorporated under the Companies Acts (SC512847) "
            "and having its registered office at Blackhall Road, Inverurie AB51 4ZT, Defender",
            ("h", "Conclusions"),
            "1. For payment by the defender to the pursuer of the sum of TWO MILLION FOUR "
            "HUNDRED THOUSAND POUNDS (£2,400,000) with interest at the rate of 8 per cent a "
            "year from the date of citation until payment.",
            "2. For the expenses of the action.",
            ("h", "Condescendence"),
            "1. The pursuer owns the student residence at Seagate, Dundee (the Building), a "
            "six-storey building of 214 bedrooms whose floors and walls are formed of "
            "cross-laminated timber panels manufactured and supplied by the defender under a "
            "supply contract with the pursuer's main contractor, Mearns Build Limited, to "
            "which the defender granted a collateral warranty in favour of the pursuer dated 9 "
            "May 2022.",
            "2. From October 2024 the pursuer's facilities team found delamination of the "
            "outer lamella layers of floor panels on levels 2 to 4, with swelling and "
            "moisture staining. The pursuer's engineers, Tay Structural LLP, reported in "
            "January 2025 that the bond lines had failed because the adhesive had not been "
            "applied and cured in accordance with the defender's own factory production "
            "control, and that the affected panels must be replaced.",
            "3. The defender was in breach of its obligations under the collateral warranty to "
            "use reasonable skill and care and to supply panels in accordance with the "
            "specification. As a result the pursuer has suffered loss, including the cost of "
            "replacement works (£1,640,000), loss of rental income while 96 bedrooms are "
            "closed (£610,000) and professional fees (£150,000).",
            ("h", "Pleas-in-law"),
            "1. The defender being in breach of contract, and the pursuer having suffered loss "
            "as a result, decree should be granted as concluded for.",
            (
                "sig",
                [
                    "Signeted 3 July 2025",
                    "Kinnear Dalgety, Solicitors, Edinburgh, agents for the pursuer",
                ],
            ),
        ],
    )
    write_text(
        d / "Litigation Schedule (October 2025).md",
        """
# Litigation and claims schedule (October 2025)

Prepared by Kerr Lennox LLP for the data room.

| Matter | Forum | Amount | Status | Comment |
| --- | --- | --- | --- | --- |
| Albyn Student Living Limited v Glenbuchat Timber Systems Limited | Court of Session (Commercial Court) | £2,400,000 claimed | Defences lodged 18 August 2025; preliminary hearing 12 December 2025 | Products liability insurers have declined cover (product exclusion); the Company is funding its own defence |
| Lewis Geddes v Glenbuchat Timber Systems Limited (4100871/2024) | Employment Tribunal (Aberdeen) | £48,000 sought | Settled through Acas (COT3, 14 November 2024); claim withdrawn and dismissed 2 December 2024 | Geddes settlement paid in full on 28 November 2024 |
| Glenbuchat Timber Systems Limited v Mearns Build Limited | Aberdeen Sheriff Court (simple procedure) | £61,000 claimed by the Company | Raised 4 September 2025 | unpaid invoices for the Seagate panels; Mearns counterclaims nothing so far |
""",
    )
    write_pdf(
        d / "Employment Tribunal Claim - Geddes (ET1 extract).pdf",
        "Claim to an Employment Tribunal (ET1) - extract",
        [
            "Employment Tribunals (Scotland) - case number 4100871/2024",
            "Claimant: Mr Lewis Geddes, Port Elphinstone, Inverurie",
            f"Respondent: {CO}",
            "Presented: 3 May 2024",
            ("h", "Complaints"),
            (
                "b",
                [
                    "Unfair dismissal (Employment Rights Act 1996, section 94)",
                    "Failure to make reasonable adjustments (Equality Act 2010, sections 20 and 21)",
                ],
            ),
            ("h", "Details of claim"),
            "Mr Geddes worked as a CNC operator from March 2017 until he was dismissed on 5 "
            "February 2024 for poor attendance. Mr Geddes says that his absences were caused "
            "by a back condition of which the respondent was aware, and that the respondent "
            "refused his request to move to the finishing bench, which would not have needed "
            "heavy lifting.",
            "Remedy sought: Mr Geddes claims compensation for unfair dismissal and for injury "
            "to feelings, about £48,000 in total.",
        ],
    )
    write_pdf(
        d / "COT3 Settlement - Geddes v Glenbuchat Timber Systems.pdf",
        "COT3 - Agreement reached through Acas conciliation",
        [
            "Case number: 4100871/2024. Claimant: Lewis Geddes. Respondent: " + CO + ".",
            "1. The Respondent shall pay the Claimant £16,750 within 14 days of the date of "
            "this agreement, without admission of liability.",
            "2. Mr Geddes accepts this payment in full and final settlement of the "
            "proceedings under case number 4100871/2024 and of all claims he has or may have "
            "against the Respondent arising from his employment or its termination, and Mr "
            "Geddes shall withdraw those proceedings.",
            "3. The Respondent shall provide an agreed reference.",
            "4. Mr Geddes and the Respondent shall keep the terms of this agreement confidential.",
            (
                "sig",
                ["Agreed through Acas on 14 November 2024", "Conciliator: P Garden, Acas Aberdeen"],
            ),
        ],
    )


def regulatory(out: Path) -> None:
    d = out / REG
    write_pdf(
        d / "European Technical Assessment ETA-19-0412 (summary).pdf",
        "European Technical Assessment ETA-19/0412 - summary",
        [
            "Trade name: Glenbuchat CLT. Product family: solid wood slab elements for use as "
            "structural elements in buildings (cross-laminated timber).",
            f"Manufacturer: {CO}, Blackhall Road, Inverurie. Plant: Blackhall.",
            "Essential characteristics assessed: mechanical resistance and stability, reaction "
            "to fire (D-s2, d0), resistance to fire (charring rate 0.65 mm/min), bond integrity "
            "and durability of the bond lines in service classes 1 and 2.",
            "The factory production control of the manufacturer is subject to continuous "
            "surveillance by the notified body; the last surveillance audit (March 2025) raised "
            "no major non-conformity.",
        ],
    )
    write_pdf(
        d / "FSC Chain of Custody Certificate.pdf",
        "Certificate - Forest Stewardship Council Chain of Custody",
        [
            "Certificate registration code: CB-COC-061187",
            f"Certificate holder: {CO}, Blackhall Road, Inverurie, Scotland",
            "Scope: manufacture of cross-laminated timber panels and glued laminated timber "
            "from FSC 100% and FSC Mix lamella; transfer system.",
            "Valid from 1 May 2024 to 30 April 2029, subject to annual surveillance audits "
            "(last audit 22 April 2025, no major non-conformities).",
        ],
    )
    write_text(
        d / "SEPA - waste management exemption registration.txt",
        f"""
SCOTTISH ENVIRONMENT PROTECTION AGENCY
Waste Management Licensing (Scotland) Regulations 2011 - registration of exempt activity

Registration number: WML/XC/1140722
Establishment or undertaking: {CO}
Place: Blackhall Road, Inverurie
Exempt activity: paragraph 11 - burning of clean untreated waste wood as fuel in the site
biomass boiler (up to 0.4 MW net rated thermal input)
Registered: 3 April 2023. Renewal due: 2 April 2026.

The operator is reminded that offcuts containing adhesive or coatings are not "clean" wood
for the purposes of this exemption.
""",
    )
    write_html(
        d / "Modern Slavery Statement 2025.html",
        "Glenbuchat Timber Systems - Modern Slavery Statement 2025",
        """
<h1>Modern slavery and human trafficking statement - financial year ended 31 March 2025</h1>
<p>This statement is made voluntarily; the Company's turnover is below the threshold in
section 54 of the Modern Slavery Act 2015.</p>
<h2>Our supply chain</h2>
<p>Our main raw material is spruce lamella from certified forests in Latvia and Scotland.
We also buy adhesives, fixings, haulage and crane services from UK suppliers.</p>
<h2>Due diligence</h2>
<p>New suppliers complete our supplier questionnaire. Our two largest lamella suppliers were
audited in 2024 against our supplier code. No concerns were found.</p>
<p>Approved by the board on 24 June 2025 and signed by Ewan Strachan, Chief Executive.</p>
""",
    )
    write_docx(
        d / "Factory Production Control Manual (extract).docx",
        "Factory production control manual - extract (revision 9)",
        [
            ("h", "4. Bonding"),
            "4.1 Adhesive is applied by the automatic applicator at the rate set for the "
            "lamella thickness, checked at the start of each shift by weighing a test board.",
            "4.2 Press time and pressure are recorded for every panel by the press controller. "
            "Panels may not leave the press before the minimum cure time for the measured "
            "lamella moisture content and hall temperature.",
            "4.3 Lamella moisture content must be between 10 and 14 per cent; boards outside "
            "that range are rejected.",
            ("h", "6. Testing"),
            "6.1 One delamination test and one shear test are carried out on samples from each "
            "shift's production; results are kept for ten years.",
            ("h", "9. Non-conformity"),
            "Any failed test stops dispatch of the affected shift's panels until the Quality "
            "Manager has released or rejected them.",
        ],
    )
