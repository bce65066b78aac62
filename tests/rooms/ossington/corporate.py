"""Ossington: 00 Index and 01 Corporate (pure data)."""

from __future__ import annotations

C = "01 Corporate"

README = """
PROJECT OSSINGTON - VIRTUAL DATA ROOM - RULES OF USE

This data room is made available by Harcourt Lane Partners on behalf of the shareholders of
Wattlebird Systems Holdings Pty Ltd (ACN 614 227 093) (Wattlebird) to parties who have signed
the confidentiality deed dated September 2025.

1. Documents are indexed by folder number. The index (00 Index) is updated as documents are
added; the change log records additions after 6 October 2025.
2. Questions must be submitted through the Q&A facility only. Do not contact Wattlebird staff,
customers, suppliers or financiers.
3. Nothing in the data room is a representation or warranty. The only warranties will be those
set out in the Share Sale Agreement, qualified by the Disclosure Letter.
4. Documents marked "redacted" have had commercially sensitive pricing removed under the
clean team protocol. Unredacted versions are available to the clean team on request.
5. Amounts are in Australian dollars (A$) and exclusive of GST unless stated otherwise. The
financial year of the Group ends on 30 June.
"""

INDEX = {
    "Index": [
        ["Ref", "Folder", "Description", "Added"],
        [
            "1",
            "01 Corporate",
            "Constitution, registers, group structure, board, shareholders",
            "06/10/2025",
        ],
        [
            "2",
            "02 Financial",
            "Statutory and management accounts, debt and security, tax",
            "06/10/2025",
        ],
        [
            "3",
            "03 Commercial",
            "Customers, channel partners, standard terms, registers, suppliers",
            "06/10/2025",
        ],
        [
            "4",
            "04 Technology and IP",
            "IP register, open source, security, architecture",
            "06/10/2025",
        ],
        ["5", "05 People", "Employee list, executive agreements, ESOP, disputes", "06/10/2025"],
        ["6", "06 Property", "Leases", "06/10/2025"],
        ["7", "07 Insurance", "Schedule, policy wordings, claims register", "06/10/2025"],
        ["8", "08 Legal and compliance", "Disputes, policies", "06/10/2025"],
        [
            "9",
            "09 Transaction",
            "Share Sale Agreement draft, Disclosure Letter draft, Q&A log",
            "13/10/2025",
        ],
    ],
    "Change log": [
        ["Date", "Folder", "Change"],
        ["13/10/2025", "09 Transaction", "Share Sale Agreement draft 4 uploaded"],
        ["20/10/2025", "03 Commercial", "Consents tracker updated (v3)"],
        ["27/10/2025", "02 Financial", "September 2025 management accounts added"],
        ["03/11/2025", "03 Commercial", "Southern Tablelands consent letter added"],
        ["03/11/2025", "09 Transaction", "Q&A log refreshed (answers to round 2)"],
    ],
}

CONSTITUTION = """
# CONSTITUTION OF WATTLEBIRD SYSTEMS HOLDINGS PTY LTD

A proprietary company limited by shares. Adopted by special resolution on 2 July 2021.

## 1. Replaceable rules

The replaceable rules in the Corporations Act 2001 (Cth) do not apply to the Company.

## 2. Shares

2.1 Subject to the Corporations Act and to any Shareholders Deed in force, the Directors may
issue shares, options and other securities on such terms as they determine.

2.2 The Company may issue preference shares, including Series A Preference Shares having the
rights set out in Schedule 1.

## 3. Transfer of shares

3.1 A shareholder may transfer shares only in accordance with this constitution and any
Shareholders Deed. The Directors may decline to register a transfer that does not comply.

3.2 The pre-emptive rights in the Shareholders Deed apply to every transfer other than a
Permitted Transfer.

## 4. Directors

4.1 There must be at least three and not more than seven Directors.

4.2 A Director may be appointed or removed by notice in writing to the Company signed by the
holders of a majority of the Series A Preference Shares, for so long as the Series A
Preference Shares remain on issue, in respect of up to two Directors.

## 5. Proceedings of Directors

5.1 A quorum is three Directors, one of whom must be a Series A Director.

5.2 Directors may pass a resolution without a meeting if all Directors entitled to vote sign
a document containing a statement that they are in favour of the resolution.

## 6. Indemnity and insurance

To the extent permitted by law, the Company indemnifies each officer against liabilities
incurred in that capacity and may pay premiums on a contract insuring them.

## Schedule 1 - Series A Preference Share terms

Each Series A Preference Share carries one vote, ranks ahead of ordinary shares on a winding
up for return of capital of A$2.85 per share, and converts into one ordinary share on a Sale
or Listing, or at the holder's election.
"""

ASIC_HOLDINGS = """
Australian Securities & Investments Commission
CURRENT & HISTORICAL ORGANISATION EXTRACT (CURRENT DETAILS)

Extracted from ASIC's database at 10:14:02 on 29/09/2025

Organisation name:       WATTLEBIRD SYSTEMS HOLDINGS PTY LTD
ACN:                     614 227 093
ABN:                     61 614 227 093
Registration date:       14/08/2016
Type:                    Australian Proprietary Company, Limited By Shares
Status:                  Registered
Registered office:       Level 9, 60 Margaret Street, Sydney NSW 2000
Principal place of business: Level 9, 60 Margaret Street, Sydney NSW 2000

Directors
  DANA MAREE WHITCOMBE       appointed 14/08/2016
  GEOFFREY ALAN LAMONT       appointed 02/07/2021
  ANNIKA SOFIE BRANDT        appointed 02/07/2021
  ROHAN VIKRAM SETHI         appointed 14/08/2016  ceased 30/06/2021

Secretary
  PRIYA NANDAKUMAR           appointed 01/03/2022

Share structure
  Class  Description                 Number issued   Amount paid
  ORD    ORDINARY                    8,420,000       $4,212,500.00
  PRFA   SERIES A PREFERENCE         1,580,000       $4,503,000.00

Documents lodged (last five)
  484E Change to company details      22/09/2025
  484  Change to company details      03/03/2025
  ... end of extract
"""

OFFICERS_SEARCHES = """
ASIC PERSONAL NAME SEARCHES - OFFICERS OF THE WATTLEBIRD GROUP
Obtained by Moreton Quay Lawyers on 29 September 2025 for the data room.
Current appointments only. Wattlebird group companies omitted.

1. DANA MAREE WHITCOMBE
   WHITCOMBE INVESTMENTS PTY LTD (ACN 612 004 381)   Director, Secretary   since 03/02/2016
   Harbour Street Netball Club Incorporated            Committee member (not an ASIC record)

2. GEOFFREY ALAN LAMONT
   GELLIBRAND CAPITAL MANAGEMENT PTY LTD (ACN 130 552 901)   Director   since 11/11/2008
   FOURWINDS DENTAL GROUP PTY LTD (ACN 633 219 770)          Director   since 04/04/2020
   TIMBERLINE LOGISTICS HOLDINGS PTY LTD (ACN 601 883 245)   Director   since 19/09/2019

3. ANNIKA SOFIE BRANDT
   GELLIBRAND CAPITAL MANAGEMENT PTY LTD (ACN 130 552 901)   Director   since 01/07/2017

4. ROHAN VIKRAM SETHI
   QUOLLWARE PTY LTD (ACN 659 118 204)   Director   since 17/05/2022
       Registered office: 4 Railway Parade, Camberwell VIC 3124
       Shareholding: 500 of 1,000 ordinary shares (beneficially held)
   SETHI SUPERANNUATION PTY LTD (ACN 618 772 015)   Director   since 08/03/2017

5. PRIYA NANDAKUMAR
   No current appointments outside the group.
"""

GROUP_STRUCTURE = """
# Wattlebird group structure (as at 30 September 2025)

```
Wattlebird Systems Holdings Pty Ltd (ACN 614 227 093, NSW)  - holding company, Borrower
  |
  +-- 100% Wattlebird Systems Pty Ltd (ACN 614 230 118, NSW)
  |        operating company: Ledgerline platform, Managed Cloud, all Australian contracts
  |
  +-- 100% Wattlebird Systems NZ Limited (NZ company number 6641207)
  |        sales and support for New Zealand councils; helpdesk portal hosted in AWS Sydney
  |
  +-- 99.99% Wattlebird Delivery Services Philippines, Inc. (SEC Reg. No. 2019-0418832)
           delivery centre in Makati City (development, testing, level 1 service desk);
           one share each held by five nominee directors as Philippine law requires
```

## Notes

* All Australian subsidiaries are party to the Southern Cross facility as Guarantors and
  have granted a general security deed in favour of the Security Trustee.
* Wattlebird Systems NZ Limited is a Guarantor under the facility (accession deed 2023).
* The Philippine subsidiary is not a Guarantor (local law limits on upstream guarantees).
* There are no other subsidiaries, joint ventures or interests in other entities.
"""

NZ_EXTRACT = """
NEW ZEALAND COMPANIES OFFICE - COMPANY SUMMARY

WATTLEBIRD SYSTEMS NZ LIMITED
Company number: 6641207     NZBN: 9429047821100
Incorporated: 02 March 2018     Status: Registered
Entity type: NZ Limited Company
Registered office: Level 3, 50 Customhouse Quay, Wellington 6011
Address for service: c/- Tane & Pirie Chartered Accountants, Level 3, 50 Customhouse Quay, Wellington

Directors
  DANA MAREE WHITCOMBE   (resident in Australia)    appointed 02 Mar 2018
  HEMI WATENE            (resident in New Zealand)  appointed 02 Mar 2018

Shareholding
  Total shares: 100
  Allocation 1: 100 shares  WATTLEBIRD SYSTEMS HOLDINGS PTY LTD (Australia)

Annual return filing month: March. Last annual return filed 11 March 2025.
"""

PH_GIS = """
# GENERAL INFORMATION SHEET (GIS) - STOCK CORPORATION - FOR THE YEAR 2025

Corporate name: WATTLEBIRD DELIVERY SERVICES PHILIPPINES, INC.

SEC registration number: 2019-0418832. Date registered: 18 April 2019.

Principal office: 21st Floor, Ayala Triangle Tower Two, Paseo de Roxas, Makati City 1226.

Primary purpose: to provide information technology enabled services, software development,
testing and technical support services to affiliates and third parties outside the
Philippines.

## Capital structure

| Type of shares | Number of shares | Par value (PHP) | Amount subscribed (PHP) | Nationality of holder |
| Common | 100,000 | 100.00 | 10,000,000.00 | Australian |
| Common (nominees) | 5 | 100.00 | 500.00 | Filipino / Australian |

## Directors and officers

| Name | Nationality | Board | Officer |
| Dana Maree Whitcombe | Australian | Chair | President |
| Maria Lourdes Santiago | Filipino | Member | Country Manager, Treasurer |
| Jose Ramon Dizon | Filipino | Member | Corporate Secretary |
| Priya Nandakumar | Australian | Member | - |
| Carlo Miguel Reyes | Filipino | Member | - |

The corporation is registered with the Philippine Economic Zone Authority as an IT
enterprise located in a PEZA-accredited IT building.
"""

MINUTES_FEB = """
# WATTLEBIRD SYSTEMS HOLDINGS PTY LTD - MINUTES OF MEETING OF DIRECTORS

Held at Level 9, 60 Margaret Street, Sydney and by video conference on 26 February 2025 at 2.00 pm.

Present: Geoffrey Lamont (Chair), Dana Whitcombe, Annika Brandt. In attendance: Priya
Nandakumar (CFO and Company Secretary), Rohan Sethi (CTO) for item 4.

## 1. Quorum and conflicts

A quorum was present. No director declared an interest in any item of business.

## 2. Minutes

The minutes of the meeting held on 27 November 2024 were confirmed as a true record.

## 3. CEO report

Ms Whitcombe reported on H1 FY25 trading. ARR reached A$24.1 million. Harbourline Energy
Networks had raised concerns about pricing at renewal of the network operations statement of
work; management was in discussion with Harbourline's procurement team and would report back.
The Board noted that Harbourline remains the Group's largest customer.

## 4. Technology report

Mr Sethi presented the Ledgerline roadmap, including the mapping layer for the ratepayer
portal and the migration of the calculation engine to the new rules service.

## 5. CFO report and banking

Ms Nandakumar presented the December 2024 half year accounts. The half year compliance
certificate under the Southern Cross facility was delivered on 14 February 2025. The Board
noted the reduction in the leverage covenant that applies from 1 January 2025 and asked
management to include forecast covenant headroom in each monthly pack.

## 6. Sale process

The Board resolved to appoint Harcourt Lane Partners as corporate adviser for a possible sale
of the Group, on the terms of the engagement letter tabled.

There being no further business the meeting closed at 4.10 pm.

Signed as a correct record: Geoffrey Lamont, Chair
"""

MINUTES_MAY = """
# WATTLEBIRD SYSTEMS HOLDINGS PTY LTD
# Minutes of a meeting of the Board of Directors - 21 May 2025

Venue: Board room, Level 9, 60 Margaret Street, Sydney. Time: 10.00 am.

Present: G Lamont (Chair); D Whitcombe; A Brandt. Attending: P Nandakumar (CFO); R Sethi (CTO).

## 1. Declarations of interest

Standing notices were noted. No new interests were declared.

## 2. Commercial update

The CEO reported that the Burnett Coast Regional Council subscription was signed on 12 May
2025 following a direct approach by the council's chief information officer, the first
Queensland council signed directly by Wattlebird. Two further Queensland councils are in the
pipeline. The Board congratulated the sales team.

The CEO reported that Eastern Plains Water Corporation had signed an order form for Ledgerline
Rates and Billing at a price the sales team had agreed to win a competitive tender.

## 3. Finance

The CFO presented the April management accounts and the FY26 budget. The Board approved the
FY26 budget.

## 4. People

The Board approved the FY26 remuneration review for the executive team, noting no change to
the terms of the CEO's or CTO's executive employment agreements.

## 5. Employment matter

The Board noted that the unfair dismissal application lodged by a former service desk team
lead had been resolved at conciliation and that the matter was now closed.

Closed 11.45 am. Confirmed: G Lamont, Chair.
"""

MINUTES_AUG = """
# WATTLEBIRD SYSTEMS HOLDINGS PTY LTD
# MINUTES OF BOARD MEETING - 19 AUGUST 2025

Present: Geoffrey Lamont (Chair), Dana Whitcombe, Annika Brandt. In attendance: Priya
Nandakumar, Rohan Sethi, Sean Kilbride (Harcourt Lane Partners) for item 5.

## 1. Conflicts

Nil.

## 2. FY25 results

The CFO presented the unaudited FY25 results: revenue A$31.6 million, EBITDA A$6.5 million.
The CFO noted that the Group remains within its banking covenants and that the auditor's
fieldwork would begin on 1 September.

## 3. Operations and security

The CTO reported a security event in July affecting a helpdesk portal used by Wattlebird
Systems NZ Limited, which had been contained on the day it was detected. Forensic work was
continuing. The Board asked to be kept informed.

## 4. Funding

The Board noted the interest accrued on the Blackwattle convertible notes and that no
conversion or redemption notice had been received.

## 5. Project Ossington

Mr Kilbride reported on Phase 1: eleven parties had signed confidentiality deeds and six had
submitted indicative offers. The Board resolved to admit three parties to Phase 2 and
approved the opening of the data room on 6 October 2025.

## 6. Options

The Board resolved to grant options to key staff as set out in the circular resolution to be
circulated in September.

Closed 12.30 pm. Signed: G Lamont, Chair.
"""

CIRCULAR = """
# CIRCULAR RESOLUTION OF THE DIRECTORS OF WATTLEBIRD SYSTEMS HOLDINGS PTY LTD

Passed in accordance with rule 5.2 of the Constitution on 12 September 2025.

## Grant of options under the Wattlebird Employee Share Option Plan

Resolved that the Company grant options under the Plan Rules to the following employees, each
option to acquire one ordinary share at an exercise price of A$2.10, vesting in equal tranches
on the first, second and third anniversaries of grant, and otherwise on the terms of the Plan
Rules and the invitation letters tabled.

| Employee | Role | Options |
| Maria Lourdes Santiago | Country Manager, Philippines | 40,000 |
| Lachlan Ferris | Head of Managed Cloud | 60,000 |
| Bianca Osei | Head of Sales | 60,000 |
| Thomas Nguyen | Engineering Manager | 35,000 |
| Hemi Watene | General Manager NZ | 35,000 |

Total: 230,000 options.

Signed: Geoffrey Lamont; Dana Whitcombe; Annika Brandt.
"""

SHAREHOLDERS_DEED = """
# SHAREHOLDERS DEED - WATTLEBIRD SYSTEMS HOLDINGS PTY LTD

Dated 2 July 2021

Parties: Wattlebird Systems Holdings Pty Ltd (Company); Gellibrand Growth Fund II (Nominees)
Pty Ltd as trustee for Gellibrand Growth Fund II (Investor); Whitcombe Investments Pty Ltd as
trustee for the Whitcombe Family Trust; Rohan Vikram Sethi; Corinne Yeo (each a Founder
Shareholder where so described).

## 1. Board

1.1 The Investor may appoint two Directors and the Founder Shareholders may together appoint
one Director. The CEO for the time being is a Director.

## 2. Reserved matters

2.1 The Company must not, and must ensure that no Group Company does, any of the following
without Investor Consent: (a) issue any security or grant any right to be issued a security,
other than options under an approved employee plan; (b) incur Financial Indebtedness above
A$500,000 other than under the Senior Facility; (c) enter into or vary a contract outside the
ordinary course of business or having a value above A$1,000,000; (d) commence or settle
litigation above A$100,000.

## 3. Transfers

3.1 Pre-emptive rights apply on every transfer other than a Permitted Transfer.

3.2 Drag along. If Shareholders holding at least 60% of the Shares accept a bona fide offer
for all Shares from a third party, they may require every other Shareholder to sell on the
same terms.

3.3 Tag along applies to a sale by the Investor of more than 50% of the Shares.

## 4. Restraint

4.1 Each Founder Shareholder undertakes that while a Shareholder and for the Restraint Period
after ceasing to be one, it will not carry on or be concerned or interested in a Competing
Business in the Restraint Area. The Restraint Period is 24 months, failing which 18 months,
failing which 12 months. The Restraint Area is Australia and New Zealand, failing which New
South Wales, Victoria and Queensland, failing which New South Wales.

4.2 Competing Business means a business that supplies rating, billing or customer information
software, or managed cloud or managed IT services, to local government authorities, water
utilities or energy networks.

## 5. Governing law

This deed is governed by the laws of New South Wales.
"""

CAP_TABLE = {
    "Summary": [
        ["Wattlebird Systems Holdings Pty Ltd - capitalisation table as at 30 September 2025"],
        [],
        [
            "Holder",
            "Ordinary",
            "Series A Pref",
            "Options (vested)",
            "Options (unvested)",
            "Fully diluted",
            "FD %",
        ],
        [
            "Gellibrand Growth Fund II (Nominees) Pty Ltd",
            3_820_000,
            1_580_000,
            0,
            0,
            5_400_000,
            "51.29%",
        ],
        [
            "Whitcombe Investments Pty Ltd ATF Whitcombe Family Trust",
            2_150_000,
            0,
            0,
            0,
            2_150_000,
            "20.42%",
        ],
        ["Rohan Vikram Sethi", 1_400_000, 0, 0, 0, 1_400_000, "13.30%"],
        ["Corinne Yeo", 430_000, 0, 0, 0, 430_000, "4.08%"],
        ["Employee shareholders (7)", 620_000, 0, 0, 0, 620_000, "5.89%"],
        ["ESOP option holders", 0, 0, 198_000, 330_000, 528_000, "5.02%"],
        ["Total", 8_420_000, 1_580_000, 198_000, 330_000, 10_528_000, "100.00%"],
    ],
    "Options": [
        ["Grant date", "Holders", "Number", "Exercise price A$", "Vested at 30/09/2025", "Expiry"],
        ["01/09/2021", 9, 180_000, 1.05, 180_000, "01/09/2028"],
        ["15/03/2023", 6, 118_000, 1.60, 18_000, "15/03/2030"],
        ["12/09/2025", 5, 230_000, 2.10, 0, "12/09/2032"],
    ],
    "Notes": [
        ["Notes to the capitalisation table"],
        [
            "1. Series A Preference Shares convert one for one into ordinary shares on a Sale (Constitution, Schedule 1)."
        ],
        [
            "2. All unvested options vest on a Sale Event under rule 11 of the ESOP Rules, unless the Board determines otherwise."
        ],
        [
            "3. Other than the options shown, no person holds or is entitled to any option, convertible security or other right to be issued shares in any Group Company."
        ],
        ["4. Prepared by the CFO from the share register and the option register."],
    ],
}

DOCS: dict[str, object] = {
    "00 Index/Read me first - data room rules.txt": README,
    "00 Index/Data room index.xlsx": INDEX,
    f"{C}/1.1 Constitution and registers/Constitution - Wattlebird Systems Holdings Pty Ltd.pdf": CONSTITUTION,
    f"{C}/1.1 Constitution and registers/ASIC extract - Wattlebird Systems Holdings Pty Ltd.txt": ASIC_HOLDINGS,
    f"{C}/1.1 Constitution and registers/ASIC personal name searches - officers.txt": OFFICERS_SEARCHES,
    f"{C}/1.2 Group structure/Group structure chart.md": GROUP_STRUCTURE,
    f"{C}/1.2 Group structure/NZ Companies Office summary - Wattlebird Systems NZ Limited.txt": NZ_EXTRACT,
    f"{C}/1.2 Group structure/Philippines SEC General Information Sheet 2025.pdf": PH_GIS,
    f"{C}/1.3 Board/Board minutes - 26 February 2025.pdf": MINUTES_FEB,
    f"{C}/1.3 Board/Board minutes - 21 May 2025.docx": MINUTES_MAY,
    f"{C}/1.3 Board/Board minutes - 19 August 2025.docx": MINUTES_AUG,
    f"{C}/1.3 Board/Circular resolution - option grants - 12 September 2025.docx": CIRCULAR,
    f"{C}/1.4 Shareholders/Shareholders Deed - 2 July 2021.docx": SHAREHOLDERS_DEED,
    f"{C}/1.4 Shareholders/Capitalisation table - 30 September 2025.xlsx": CAP_TABLE,
}
