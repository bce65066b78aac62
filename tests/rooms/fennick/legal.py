"""Property, litigation and compliance documents and correspondence of the Fennick room
(pure data)."""

P = "06 Property/"
L = "07 Litigation and Compliance/"
M = "09 Correspondence/"

LEASE = """
# LEASE

relating to Unit 7, Harbour Way, Avonmouth, Bristol BS11 9DX

Dated 24 March 2020

HARBOUR WAY ESTATES LIMITED (the "Landlord") and FENNICK SYSTEMS LIMITED (the "Tenant")

## Prescribed clauses

LR1 Date of lease: 24 March 2020. LR2 Title number: BL118204. LR3 Parties: Landlord Harbour Way Estates Limited (company number 05512907); Tenant Fennick Systems Limited (company number 09318842). LR6 Term: 10 years from and including 25 March 2020.

## 1. Definitions

"Control" has the meaning given in section 1124 of the Corporation Tax Act 2010. "Rent" means £148,500 a year (subject to review on 25 March 2025 and 25 March 2028). "Permitted Use" means use for light industrial purposes within Class E(g)(iii) with ancillary offices.

## 8. Alienation

8.1 The Tenant shall not assign, underlet, charge, part with or share possession or occupation of the whole or any part of the Property except as permitted by this clause 8.

8.3 The Tenant shall not assign the whole of this Lease without the prior written consent of the Landlord, such consent not to be unreasonably withheld.

8.6 For the purposes of this clause 8, any change in the Control of the Tenant shall be treated as an assignment of this Lease requiring the Landlord's prior written consent under clause 8.3, and the Tenant shall give the Landlord not less than 20 Working Days' notice of any proposed change of Control.

## 9. Repair

9.1 The Tenant shall keep the Property in good and substantial repair and condition, save that the Tenant shall not be required to put the Property in any better state of repair than that evidenced by the Schedule of Condition.

## 11. Break

11.1 The Tenant may terminate this Lease on 25 March 2027 by giving the Landlord not less than six months' prior written notice, provided that on the Break Date there are no arrears of Rent.

Executed as a deed by the Landlord and the Tenant.
"""

CONSENT = """
HARBOUR WAY ESTATES LIMITED

Fennick Systems Limited, Unit 7, Harbour Way, Avonmouth, Bristol BS11 9DX. For the attention of Laura Benn, Company Secretary.

5 October 2026

Dear Ms Benn

Lease of Unit 7, Harbour Way dated 24 March 2020 (the "Lease") - proposed change of Control of the Tenant

We refer to your letter of 11 September 2026 giving notice under clause 8.6 of the Lease of the proposed acquisition of the entire issued share capital of Fennick Systems Limited by Holloway Industrial Group plc.

The Landlord hereby consents, for the purposes of clauses 8.3 and 8.6 of the Lease, to the change of Control of the Tenant which will occur on completion of that acquisition. This consent is unconditional, save that it will lapse if completion has not occurred by 30 June 2027. We confirm that the Rent and all other sums due under the Lease have been paid up to the September quarter day.

Yours sincerely

Neil Farrant, Director, for and on behalf of Harbour Way Estates Limited
"""

AUSTIN = """
# OFFICE LEASE

Suite 410, 300 West Sixth Street, Austin, Texas 78701

This Office Lease is made as of June 1, 2023 between Sixth Street Tower LLC, a Delaware limited liability company ("Landlord"), and Fennick Systems Inc., a Delaware corporation ("Tenant").

## Article 1. Basic Lease Information

Premises: approximately 3,950 rentable square feet on the fourth floor. Term: sixty-three (63) months commencing on the Commencement Date. Base Rent: $38.50 per rentable square foot per annum, increasing 3% annually. Security Deposit: $24,000.

## Article 14. Assignment and Subletting

14.1 Tenant shall not assign this Lease or sublet all or any portion of the Premises without Landlord's prior written consent, which shall not be unreasonably withheld, conditioned or delayed.

14.4 Permitted Transfers. Notwithstanding Section 14.1, no consent shall be required for (a) an assignment to an affiliate of Tenant, or (b) any transfer of the stock of Tenant or of its parent, or any merger or change of control of Tenant or its parent, and no such transaction shall constitute an assignment under this Lease.

## Article 27. Governing Law

This Lease shall be governed by the laws of the State of Texas.

LANDLORD: Sixth Street Tower LLC, by Gabriel Ortiz, Authorized Signatory. TENANT: Fennick Systems Inc., by Marta Okafor, President.
"""

PROPERTIES = [
    [
        "Property",
        "Entity",
        "Tenure",
        "Landlord",
        "Term",
        "Expiry",
        "Break",
        "Passing rent",
        "Change of control",
    ],
    [
        "Unit 7, Harbour Way, Avonmouth BS11 9DX",
        "FSL",
        "Leasehold",
        "Harbour Way Estates Limited",
        "10 years",
        "2030-03-24",
        "2027-03-25 (tenant)",
        "GBP 152,900 pa (after 2025 review)",
        "Consent needed cl. 8.6 - obtained 05/10/2026",
    ],
    [
        "Suite 410, 300 W 6th St, Austin TX",
        "FSI",
        "Leasehold",
        "Sixth Street Tower LLC",
        "63 months",
        "2028-08-31",
        "none",
        "USD 152,075 pa",
        "Permitted transfer (s.14.4)",
    ],
    [
        "Storage bay 3, Severnside DC",
        "FSL",
        "Licence within Northway agreement",
        "Northway Freight Services",
        "rolling",
        "n/a",
        "3 months",
        "in logistics charges",
        "n/a",
    ],
]

LITREG = {
    "Register": [
        [
            "Fennick group - litigation and claims register (maintained by the Company Secretary) - as at 31 August 2026"
        ],
        [],
        [
            "Ref",
            "Counterparty",
            "Nature",
            "Amount claimed",
            "Forum",
            "Status",
            "Provision",
            "Last update",
        ],
        [
            "L-2025-02",
            "Redfern Electrical Contractors Ltd",
            "Claim for unpaid invoices and alleged installation defects (Fairhaven sites)",
            "GBP 212,400",
            "Pre-action (TCC protocol)",
            "Settled 30/04/2026 - GBP 60,000 paid 12/05/2026; full release",
            0,
            "2026-05-12",
        ],
        [
            "L-2026-01",
            "Daniel Hartley",
            "Unfair dismissal and whistleblowing detriment",
            "unquantified",
            "Employment Tribunal, Bristol",
            "Final hearing March 2027",
            95000,
            "2026-08-18",
        ],
        [
            "L-2026-02",
            "Trading Standards (Bristol City Council)",
            "Query on CE/UKCA marking of FN-400 labels",
            "n/a",
            "Regulatory enquiry",
            "Closed - letter of 9 June 2026, no further action",
            0,
            "2026-06-09",
        ],
    ]
}

REDFERN_CLAIM = """
HALLAM PRYOR SOLICITORS - 8 Victoria Street, Bristol BS1 6BN

BY EMAIL AND RECORDED DELIVERY

The Directors, Fennick Systems Limited

19 January 2026

Dear Sirs

Our client: Redfern Electrical Contractors Ltd - Letter of Claim

We act for Redfern Electrical Contractors Ltd ("Redfern") in connection with the installation sub-contract dated 2 May 2023 under which our client installed telemetry outstations at 42 Fairhaven District Water sites for your company.

Our client's invoices numbered RE-3321 to RE-3347, totalling £168,900 including VAT, remain unpaid despite repeated requests. In addition, our client has incurred £43,500 in revisiting sites to correct what your company alleges to be installation defects but which our client's engineers attribute to faulty mounting brackets supplied by you.

Our client therefore claims the sum of £212,400 together with interest under the Late Payment of Commercial Debts (Interest) Act 1998. This letter is sent in accordance with the Pre-Action Protocol for Construction and Engineering Disputes. Please provide your response within 28 days, failing which our client will issue proceedings in the Technology and Construction Court without further notice.

Yours faithfully

Hallam Pryor
"""

REDFERN_SETTLE = """
# SETTLEMENT AGREEMENT

This agreement is dated 30 April 2026 between (1) Redfern Electrical Contractors Ltd ("Redfern") and (2) Fennick Systems Limited ("Fennick").

## Background

(A) By a letter of claim dated 19 January 2026 from its solicitors Hallam Pryor, Redfern claimed £212,400 plus interest from Fennick in respect of unpaid invoices and remedial site visits under the installation sub-contract dated 2 May 2023 (the "Claim").

(B) Fennick denies liability. The parties have agreed to settle the Claim on the terms of this agreement without any admission of liability.

## Terms

1. Fennick shall pay Redfern £60,000 (the "Settlement Sum") within 14 days of the date of this agreement.

2. The Settlement Sum is accepted by Redfern in full and final settlement of the Claim and of all other claims which Redfern has or may have against Fennick arising out of or in connection with the installation sub-contract, whether known or unknown at the date of this agreement.

3. On receipt of the Settlement Sum Redfern releases Fennick and each of its officers and employees from the Claim and all such other claims, and shall not commence any proceedings in respect of them.

4. The terms of this agreement are confidential, save for disclosure to professional advisers, insurers, auditors and any bona fide prospective purchaser of Fennick.

5. This agreement is governed by the law of England and Wales.

Signed by Carl Redfern, Managing Director, for Redfern, and by Priya Nandakumar, CFO, for Fennick.

Payment note (added by Finance): Settlement Sum paid by BACS on 12 May 2026, remittance ref FNK-REDF-0512.
"""

INSURANCE = """
# INSURANCE SCHEDULE - FENNICK SYSTEMS LIMITED AND SUBSIDIARIES

Policy period: 1 November 2025 to 31 October 2026. Broker: Meridian Risk Partners Ltd.

| Cover | Insurer | Policy no. | Limit | Excess |
| Combined liability (employers', public and products) | Harrowgate Mutual | HM-CL-448120 | £10m any one occurrence | £5,000 |
| Professional indemnity | Harrowgate Mutual | HM-PI-448121 | £5m aggregate | £25,000 |
| Cyber and data | Corbel Specialty Insurance SE (UK branch) | CSP-CY-99174 | £3m aggregate | £50,000 |
| Directors and officers | Ansty Underwriting | AU-DO-20311 | £5m aggregate | nil |
| Property and business interruption | Harrowgate Mutual | HM-PR-448122 | per schedule | £2,500 |

## Cyber and data policy - extract of General Conditions

Condition 4 (Cyber Event). "Cyber Event" means any actual or reasonably suspected unauthorised access to, use of or interference with the Insured's computer systems, including any ransomware, malware or extortion threat.

Condition 6 (Notification). It is a condition precedent to the Insurer's liability under this policy that the Insured shall give written notice to the Insurer of any Cyber Event as soon as reasonably practicable and in any event within fourteen (14) days after it is first discovered by any member of the Insured's senior management or information security team, whether or not the Insured intends to make a claim. Failure to notify within that period shall entitle the Insurer to decline any claim arising from the Cyber Event or from any related Cyber Event.

Condition 9 (Material change). The Insured shall notify the Insurer within 30 days of any change in the control of the Insured.

## Products liability - extract

Condition 5 (Claims). The Insured shall notify the Insurer in writing as soon as possible of any occurrence or circumstance which may give rise to a claim, and shall forward immediately any letter of claim received.
"""

ABC = """
# Anti-bribery and corruption policy

Fennick Systems Limited and Fennick Systems Inc. (approved by the board on 27 January 2025)

1. We do not offer, pay, ask for or accept bribes, and we do not make facilitation payments, anywhere in the world. This applies to staff, contractors, distributors and resellers acting for us.
2. Gifts and hospitality above £100 (or US$125) must be entered in the register and approved by the CFO. Any gift or hospitality for a public official needs prior written approval.
3. Distributors and resellers are screened before appointment and asked to sign our anti-bribery undertaking. Calder Metering signed on 1 March 2024; Pinebrook Controls on 1 April 2026.
4. Report concerns to the CFO or through the Speak Up line. Nobody will suffer for raising a concern in good faith.
5. This policy is reviewed every two years. Training is compulsory for sales staff each year; completion in 2026: 100%.
"""

EXPORT = """
EXPORT CONTROL CLASSIFICATION - FN PRODUCT RANGE (internal note, Osler Finch review, May 2025)

FN-300 pressure sensor and FN-400 flow logger: not listed on the UK Strategic Export Control Lists; EU Annex I not applicable. US: EAR99 when shipped from the US by Fennick Systems Inc.

FN-500 acoustic leak detector and the OSX-7 radio: encryption functionality limited to standard TLS/DTLS for data in transit; the "Note 3" mass-market exemption to Category 5 Part 2 applies. US: classified 5A992.c; eligible for export under licence exception ENC (self-classification report filed January 2025).

Vantage platform: publicly available software classification not relied on; hosted access only.

No shipments to embargoed destinations identified in the 2022-2025 sales ledgers. Screening of end users against the consolidated list is done automatically in the ERP system since October 2024.
"""

ICO = """
ICO CORRESPONDENCE - INC-2026-003 (phishing, February 2026)

5 February 2026 - Fennick to ICO (online breach report): personal data breach report submitted by Jamie Pell, Information Security Lead. Nature: unauthorised access to one finance mailbox for under two hours. Data subjects: up to 14 employees (names, bank details in expense claims). Measures taken: session revoked, forwarding rule removed, passwords reset, forensic review commissioned. ICO reference IC-402281-K9Q5.

19 February 2026 - ICO to Fennick: request for the forensic report and a description of the MFA arrangements for finance staff.

26 February 2026 - Fennick to ICO: forensic report of Tallis Cyber sent; phishing-resistant MFA rolled out to all finance staff by 28 February.

11 March 2026 - ICO to Fennick: "Thank you for the information provided. Based on it, we do not consider that regulatory action is required in this case and we have closed our file. Please retain a record of this breach in accordance with Article 33(5) UK GDPR."
"""

FN300 = """
# Engineering note EN-2026-19 - FN-300 field returns (diaphragm seal)

Author: Owen Latchford, Head of Firmware and Hardware Quality. Date: 28 August 2026.

## Background

Between February and July 2026 we received 214 FN-300 units returned from the field with drifting pressure readings, from six customers. 171 of them came from Dunmore Pumps Ltd, who fit FN-300 sensors in their packaged pumping stations.

## Findings

The failures trace to the alternative diaphragm seal compound introduced in production week 2025-27 after the original supplier's allocation was cut. The alternative compound swells in chloraminated water. Production between weeks 2025-27 and 2025-49 (about 9,600 units) used it. We estimate that 5-8% of those units will fail within 18 months.

## Actions

Production has reverted to the original compound since week 2025-50. We recommend a proactive replacement programme for affected units at high-consequence sites; estimated cost £0.6m to £0.9m. The warranty provision in the September management accounts is £180,000.
"""

MAIL_SVW = {
    "From": "Priya Nandakumar <priya.nandakumar@fennick.co.uk>",
    "To": "Marta Okafor <marta.okafor@fennick.co.uk>",
    "Date": "Thu, 03 Sep 2026 18:12:44 +0100",
    "Subject": "RE: SVW - the November letter and the data room",
    "body": """
Marta,

Understood, but Ruth at Osler Finch is clear that the letter modifies the MSA and the SPA will have a warranty that there are no undisclosed side letters. If we leave it out of the data room we will have to disclose it against that warranty anyway. It is also the reason the SVW revenue line has the 12% credit accrued in the management accounts, which Holloway's accountants will ask about.

Can we talk tomorrow?

Priya

-----Original Message-----
From: Marta Okafor
Sent: 03 September 2026 17:40
To: Priya Nandakumar
Subject: RE: SVW - the November letter and the data room

The letter is marked confidential and Marcus made a point of asking that it not go to any purchaser. I have put the MSA and the pricing schedule in 02 and that is what Holloway asked for. Let's not volunteer the letter until we have to.

M

> From: Priya Nandakumar
> Sent: 03 September 2026 09:05
> Subject: SVW - the November letter and the data room
>
> Marta - do we upload the 3 November letter to SVW (the 60-day exit and the 12% annual credit)? It isn't on the contract register.
""",
}

MAIL_INSURERS = {
    "From": "Priya Nandakumar <priya.nandakumar@fennick.co.uk>",
    "To": "Jamie Pell <jamie.pell@fennick.co.uk>",
    "Cc": "Thomas Reyes-Whitlock <tom.rw@fennick.co.uk>",
    "Date": "Fri, 21 Aug 2026 16:30:02 +0100",
    "Subject": "RE: ci-build-02 - do we notify Corbel?",
    "body": """
Jamie,

Thanks. Looking at the numbers we are at about £60k of costs, against a £50k excess, so a claim would recover very little, and the renewal submission goes to Meridian in three weeks. I do not want a ransomware notification on the file before the renewal is priced. Please hold off notifying Corbel; we will revisit if costs grow.

Priya

On 21 Aug 2026, at 11:02, Jamie Pell wrote:
> Priya, the cyber policy needs notice of any ransomware event within 14 days of discovery, whether or not we claim. We discovered this on 9 August, so the deadline is Sunday 23rd. Do you want me to send the notification through Meridian today?
>
> Jamie
""",
}

DUNMORE_LETTER = """PRYCE WETHERALL LLP
3 Brindley Place, Birmingham B1 2JB

Fennick Systems Limited - for the attention of the Directors

1 July 2026

Dear Sirs

Dunmore Pumps Ltd - FN-300 pressure sensors

We are instructed by Dunmore Pumps Ltd. Between August and December 2025 you supplied our client with 2,400 FN-300 pressure sensors for installation in packaged pumping stations. A significant proportion have failed within months of installation. Our client has had to replace sensors at 63 sites at its own cost and faces claims from its own customers.

Our client's losses to date, and those it reasonably expects, amount to approximately £1.4 million, comprising replacement units, engineer site visits, liquidated damages levied by its customers and lost profit. The sensors were not of satisfactory quality and were not fit for their purpose, in breach of the terms implied by the Sale of Goods Act 1979.

We invite you to propose a meeting within 28 days. Absent a satisfactory response our client intends to issue proceedings. Please pass this letter to your insurers.

Yours faithfully

Pryce Wetherall LLP
"""

MAIL_DUNMORE = {
    "From": "Marta Okafor <marta.okafor@fennick.co.uk>",
    "To": "Ruth Oduya <ruth.oduya@oslerfinch.co.uk>",
    "Cc": "Priya Nandakumar <priya.nandakumar@fennick.co.uk>",
    "Date": "Fri, 03 Jul 2026 08:47:10 +0100",
    "Subject": "FW: Dunmore Pumps - letter from Pryce Wetherall",
    "body": """
Ruth,

Please see attached, which arrived yesterday. Tom thinks there is something in it (the seal compound change last summer). We will take it to the board on the 14th. Grateful for a call on how we respond and what we say to insurers.

Marta
""",
    "attachments": [("Pryce Wetherall letter 1 July 2026.txt", DUNMORE_LETTER)],
}

MAIL_CALDER = {
    "From": "Bradley Oyelaran <boyelaran@caldermetering.com>",
    "To": "Marta Okafor <marta.okafor@fennick.co.uk>",
    "Date": "Mon, 14 Sep 2026 14:21:37 -0400",
    "Subject": "RE: Toronto Water tender",
    "body": """
Marta,

I appreciate the call, but this is not a misunderstanding on our side. Exhibit A of our agreement is the US and Canada, and Section 2.2 says you will not appoint anyone else there. We learned from the Toronto tender documents that Pinebrook is bidding your FN-500 as a "Fennick Authorised Reseller". We have spent two years building the Canadian pipeline.

Please confirm by Friday how you will bring this into line with our agreement. We reserve all our rights.

Brad

On Fri, Sep 11, 2026 at 10:02 AM Marta Okafor wrote:
> Brad, thanks for flagging. Pinebrook is a small reseller for Ontario municipalities only; we assumed Calder was focused on the US. Happy to talk Monday.
""",
}

MAIL_COVENANT = {
    "From": "Priya Nandakumar <priya.nandakumar@fennick.co.uk>",
    "To": "Geoffrey Aske <g.aske@brightwatervc.com>",
    "Date": "Tue, 06 Oct 2026 07:55:19 +0100",
    "Subject": "Lindqvist - Q3 certificate",
    "body": """
Geoffrey,

September is closed and the management accounts are in the data room. The Q3 compliance certificate is due to Lindqvist by 30 October. The RCF draw for the Kestrel stock has moved net debt up sharply and the last twelve months' EBITDA is down on the seal rework. I would like to speak to Annika at Lindqvist before we send the certificate, and ideally before Holloway's accountants get to the covenant analysis. Are you free on Thursday?

Priya
""",
}

MAIL_HOLLOWAY = {
    "From": "Alastair Greaves <alastair.greaves@holloway-group.com>",
    "To": "Geoffrey Aske <g.aske@brightwatervc.com>",
    "Cc": "Marta Okafor <marta.okafor@fennick.co.uk>",
    "Date": "Wed, 26 Aug 2026 12:03:55 +0100",
    "Subject": "Project Lantern - process and timetable",
    "body": """
Geoffrey, Marta,

Thank you for countersigning the exclusivity letter. As discussed, our advisers (Carrow Daniels for legal, Pell Marsh for financial and tax) will start work when the data room opens on 1 September. We are aiming for exchange by mid-November and completion on 1 December, subject to NSIA clearance, which we do not expect to be needed.

Our priorities for diligence are the customer contracts (including any side arrangements), the Lindqvist facility and covenant position, ownership of the Vantage analytics, and open source compliance.

Best regards

Alastair Greaves
Group Corporate Development Director, Holloway Industrial Group plc
""",
}

MAIL_BRANDT = {
    "From": "Thomas Reyes-Whitlock <tom.rw@fennick.co.uk>",
    "To": "Ilse Brandt <ilse@brandtanalytics.co.uk>",
    "Date": "Tue, 15 Sep 2026 21:14:08 +0100",
    "Subject": "RE: VAE - paperwork",
    "body": """
Ilse,

Thanks, and understood. Let's park the paperwork until the Holloway process is further along; I don't want to open a negotiation over the engine in the middle of diligence. Nothing changes in how we work together.

Tom

On 15 Sep 2026, at 17:30, Ilse Brandt wrote:
> Tom, you asked what it would take for me to transfer the anomaly engine to Fennick outright. Given what it is now worth to you I would want a one-off payment of £350,000 and a two-year retainer. Happy to discuss.
""",
}

MAIL_OSTRAVA = {
    "From": "Petra Dvorakova <p.dvorakova@ostrava-semi.cz>",
    "To": "Priya Nandakumar <priya.nandakumar@fennick.co.uk>",
    "Date": "Fri, 10 Jul 2026 10:15:00 +0200",
    "Subject": "Royalty statement Q2 2026",
    "body": """
Dear Priya,

Thank you for the Q2 royalty statement (31,420 Licensed Products, USD 75,408). The amount was received on 8 July. We look forward to the OSX-8 design review in October.

Kind regards,
Petra Dvorakova
Licensing Manager, Ostrava Semiconductors a.s.
""",
}

MAIL_HARROW = {
    "From": "Imran Qadir <imran.qadir@harrowvale.gov.uk>",
    "To": "Marta Okafor <marta.okafor@fennick.co.uk>",
    "Date": "Thu, 01 Oct 2026 09:30:12 +0100",
    "Subject": "HVBC-2025-117 - go-live and delay payments",
    "body": """
Dear Ms Okafor,

Further to the project board on 29 September, go-live of the drainage telemetry network has still not been achieved; the revised plan shows go-live on 13 November 2026. The Council's position is that Delay Payments under Special Term 2 have accrued from 1 June 2026 and continue to accrue. We will set the accrued amount off against the milestone invoice we are holding.

Yours sincerely,

Imran Qadir
Head of Highways and Drainage, Harrow Vale Borough Council
""",
}

DOCS = [
    (P + "6.1 Lease - Unit 7 Harbour Way, Avonmouth.docx", LEASE),
    (P + "6.2 Landlord consent - change of control (5 Oct 2026).pdf", CONSENT),
    (P + "6.3 Office Lease - Suite 410 Austin TX.docx", AUSTIN),
    (P + "6.4 Property schedule.csv", PROPERTIES),
    (L + "7.1 Litigation and claims register.xlsx", LITREG),
    (L + "7.2 Redfern - letter of claim 19 Jan 2026.pdf", REDFERN_CLAIM),
    (L + "7.3 Redfern - settlement agreement 30 Apr 2026.docx", REDFERN_SETTLE),
    (L + "7.4 Insurance schedule 2025-26.pdf", INSURANCE),
    (L + "7.5 Anti-bribery and corruption policy.md", ABC),
    (L + "7.6 Export control classification note.txt", EXPORT),
    (L + "7.7 ICO correspondence - INC-2026-003.txt", ICO),
    (L + "7.8 Engineering note EN-2026-19 - FN-300 field returns.docx", FN300),
    (M + "SVW - the November letter and the data room.eml", MAIL_SVW),
    (M + "ci-build-02 - do we notify Corbel.eml", MAIL_INSURERS),
    (M + "FW Dunmore Pumps - letter from Pryce Wetherall.eml", MAIL_DUNMORE),
    (M + "RE Toronto Water tender (Calder).eml", MAIL_CALDER),
    (M + "Lindqvist - Q3 certificate.eml", MAIL_COVENANT),
    (M + "Project Lantern - process and timetable.eml", MAIL_HOLLOWAY),
    (M + "RE VAE - paperwork (Brandt).eml", MAIL_BRANDT),
    (M + "Ostrava - royalty statement Q2 2026.eml", MAIL_OSTRAVA),
    (M + "HVBC-2025-117 - go-live and delay payments.eml", MAIL_HARROW),
]
