"""Write key.json for the pecos room: python -m tests.rooms.pecos.make_key

Python only so that its long strings stay readable and its paths are checked on writing."""

from __future__ import annotations

import json
from pathlib import Path

from . import paths as p

ROOM = Path(__file__).resolve().parent
DOCS = ROOM / "documents"

ABOUT = (
    "tests/rooms/pecos: an independent, blind test room for the offline reviewer (80 files: pdf 22, "
    "docx 17, xlsx 8, csv 8, md 6, txt 6, eml 5, html 5, pptx 3), the data room of Project Pecos, "
    "the sale of all the stock of Toyah Creek Water Solutions, Inc. (a Delaware corporation in "
    "Midland, Texas: produced-water trucking and saltwater disposal in the Delaware Basin, with a "
    "Texas disposal subsidiary, an Alberta subsidiary and a 50% recycling joint venture) by a "
    "private-equity fund, the founder and management to Caprock Midstream Holdings, LLC; US "
    "drafting (Delaware law for the SPA, Texas law for the commercial contracts, DGCL, UCC "
    "searches, WARN Act, FLSA, Railroad Commission of Texas, FMCSA, IRS), US dates, USD and a "
    "calendar fiscal year. Written by the helper 'pecos' (2026-12-03) without reading the "
    "reviewer's code (diligence_tui/offline), the sample generators (diligence_tui/samples), "
    "sample_rooms/, docs/CLAUSES.md, the other rooms' documents or generators, or the notes on the "
    "reviewer's findings. Built by build.py (python -m tests.rooms.pecos.build). Scored by "
    "tests/rooms/score.py as the other rooms: a planted issue is identified when one finding above "
    "info cites (verified) every document of one of its alternatives; a look-alike is flagged when a "
    "finding above info cites its document (or one of also_documents) with a quote containing "
    "quote_has. 'severity' is the floor a reviewer should give the issue; score.py counts any "
    "severity above info. Ten of the twelve planted issues (P1-P10) need two documents; P11 and P12 "
    "are visible in one. Several are stated outside clause text: in a counterparty's letter (P1), a "
    "pricing table row (P2), a scan report row (P3), a loss run row and a broker's email (P4), a "
    "compliance certificate table (P7), a signature block and an informal email (P8), a Q&A answer "
    "(P1, P5, P9), board minutes (P10). This key was written and committed with the room before the "
    "engine was ever run on it."
)

PLANTED = [
    {
        "id": "P1",
        "severity": "high",
        "what": "A letter agreement of March 14, 2025 from Ocotillo Energy Operating (31% of FY2024 revenue), countersigned by the CEO, 'supplements and amends' the Master Water Services Agreement: it cuts the 40,000 bbl/d minimum volume commitment to 22,500 bbl/d from April 1, 2025 and, notwithstanding Section 12.1 (no termination for convenience), lets Ocotillo terminate at any time on or after January 1, 2026 on 90 days' notice with no shortfall fee. The CIM and Q&A Q-011 still give 40,000 bbl/d through 2028 with no termination for convenience, Q&A Q-014 denies any side letters, and Schedule 3.12(a) lists the MSA without the letter (the SPA's Material Contracts include side letters).",
        "documents": [
            [p.OCOTILLO_SIDE, p.OCOTILLO_MSA],
            [p.OCOTILLO_SIDE, p.CIM],
            [p.OCOTILLO_SIDE, p.QA],
            [p.OCOTILLO_SIDE, p.SCHED],
            [p.OCOTILLO_EMAIL, p.OCOTILLO_MSA],
        ],
    },
    {
        "id": "P2",
        "severity": "medium",
        "what": "Section 5.4 of the Hackberry Draw gathering and disposal agreement is a most-favored-customer clause: any lower disposal fee charged by Toyah Creek Disposal or an affiliate for Comparable Services (10,000 bbl/d or more at a facility in Reeves, Culberson or Pecos County) automatically reduces Hackberry's $0.55/bbl fee from the date first charged, with a credit for overpayments. Bluestem's rate schedule (revised February 1, 2025) charges $0.41/bbl at Hermosa for 15,000 bbl/d or more, and Ocotillo pays $0.48-$0.49/bbl; the pricing summary shows Bluestem at 16,400 bbl/d. Hackberry (about 18,200 bbl/d) is owed a retroactive reduction and refund, and the fee is lower going forward; no notice appears to have been given (Q&A Q-016 says management believes pricing complies).",
        "documents": [
            [p.HACKBERRY, p.BLUESTEM],
            [p.HACKBERRY, p.PRICING],
            [p.HACKBERRY, p.OCOTILLO_MSA],
        ],
    },
    {
        "id": "P3",
        "severity": "high",
        "what": "The August 2025 open source audit of HaulTrack finds iText 5.5.13 under AGPL-3.0 (modified, used by the customer portal's e-ticket service that customers interact with over a network, no commercial licence), libmodbus (LGPL-2.1) statically linked into the HaulTrack Edge firmware on devices installed at customer sites, and BusyBox (GPL-2.0) distributed without a source offer. Section 3.15(f) of the SPA represents that no Company Software incorporates or is distributed with copyleft code in a way that requires disclosure of source; Schedule 3.15(f) says 'None', the CIM says there are no third-party licence restrictions and Q&A Q-031 says management is not aware of copyleft issues.",
        "documents": [
            [p.OSS_SCAN, p.SPA],
            [p.OSS_SCAN, p.SCHED],
            [p.OSS_SCAN, p.CIM],
            [p.OSS_SCAN, p.QA],
        ],
    },
    {
        "id": "P4",
        "severity": "high",
        "what": "The Hermosa SWD No. 2 release (about 1,850 bbl of produced water, $640,000 remediation, a $210,000 landowner claim) was discovered on February 9, 2025 and known to the CEO and VP Operations that day, but notice went to Gulf Atlantic only on May 2, 2025 (loss run, broker's email). The pollution legal liability policy makes written notice no later than 30 days after a Responsible Insured becomes aware a condition precedent to coverage, with no cover for costs before notice; the claim (PLL-25-00417) is open with coverage under review, so the insurance recovery is doubtful, against the SPA's representation that all notices were timely given.",
        "documents": [
            [p.INCIDENT, p.PLL_POLICY],
            [p.LOSS_RUN, p.PLL_POLICY],
            [p.BROKER_EMAIL, p.PLL_POLICY],
        ],
    },
    {
        "id": "P5",
        "severity": "high",
        "what": "Section 15.2 of the Hermosa Ranch surface use and disposal site lease (the site of the largest disposal facility, 90,000 bbl/d permitted) deems any acquisition of more than 50% of the equity of the lessee or of any entity controlling it a transfer requiring the lessor's prior consent (in its sole discretion); without consent the transfer is void and the lessor may terminate on 30 days' notice and require the wells to be plugged. The sale of all the stock of the parent needs that consent, but Schedule 3.4 lists only the credit agreement and the office lease, and Q&A Q-019 says the SWD surface leases need no consent for a sale of stock.",
        "documents": [
            [p.HERMOSA, p.SCHED],
            [p.HERMOSA, p.QA],
        ],
    },
    {
        "id": "P6",
        "severity": "medium",
        "what": "The Master Equipment Lease with Lonestar Fleet Capital (64 tractors and 58 trailers, $342,500 a month, $20.55m over a non-cancellable 60-month term from April 1, 2024, with a change of control of the lessee without consent an Event of Default accelerating all rent) is a Material Contract under Section 3.12(a)(iii) and (vii) of the SPA but is missing from Schedule 3.12(a), and its change-of-control default is missing from the consents in Schedule 3.4.",
        "documents": [
            [p.LONESTAR, p.SCHED],
        ],
    },
    {
        "id": "P7",
        "severity": "high",
        "what": "Section 7.11(a) of the credit agreement (as amended by the First Amendment) steps the maximum Consolidated Total Leverage Ratio down to 3.25 to 1.00 for quarters ending March 31, 2025 and after. The Q2 2025 compliance certificate reports 3.50 to 1.00 ($41.65m debt over $11.9m EBITDA) against a 'maximum permitted' of 3.75 to 1.00 and certifies compliance and no default; the June monthly package shows the same 3.50x (before capital leases and the guaranteed Reeves Recycle loan, which the definition includes). That is an Event of Default under Section 8.01(b), and Q&A Q-009 says the covenants were met at every test date.",
        "documents": [
            [p.CREDIT, p.CERT_Q2],
            [p.CREDIT, p.MONTHLY],
        ],
    },
    {
        "id": "P8",
        "severity": "medium",
        "what": "The Pecos yard (dispatch and maintenance base) is leased from RDV Land & Cattle, LLC, signed for the landlord by Ray D. Villanueva as Managing Member and for the tenant by him as CEO; the controller's email calls it 'Ray's ranch LLC' and notes the renewal at $38,500 a month to 2029 did not go to the board. The CEO and seller (21%) is on both sides of a $462,000-a-year lease, yet Schedule 3.21 (Affiliate Transactions) says 'None' and Q&A Q-033 says there are no related-party transactions other than employment and the sponsor's fee.",
        "documents": [
            [p.YARD, p.SCHED],
            [p.YARD_EMAIL, p.SCHED],
            [p.YARD, p.QA],
            [p.YARD_EMAIL, p.QA],
        ],
    },
    {
        "id": "P9",
        "severity": "high",
        "what": "Garza & Whitlock's letter of May 20, 2025, on behalf of 44 current and former drivers, claims unpaid FLSA overtime for day-rate drivers (about $1.16m plus an equal amount of liquidated damages and fees), disputes the Motor Carrier Act exemption (intrastate routes, small-vehicle exception) and threatens a collective action in the Western District of Texas. Q&A Q-027 answers that there are no pending or threatened employee claims, including wage-and-hour claims, and Schedule 3.17(c) says 'None'.",
        "documents": [
            [p.FLSA_LETTER, p.QA],
            [p.FLSA_LETTER, p.SCHED],
        ],
    },
    {
        "id": "P10",
        "severity": "medium",
        "what": "The board minutes of June 18, 2025 approve closing the Monahans terminal, terminating all 71 employees there with notice on about July 1 and closure on July 11, 2025 (two weeks' pay in lieu of notice); the census shows 71 involuntary separations in July 2025. A shutdown of a single site affecting 50 or more employees is a WARN Act 'plant closing' requiring 60 days' notice, so back pay and benefits for up to 60 days may be owed, but Schedule 3.17(e) (WARN Act) says 'None'.",
        "documents": [
            [p.MINUTES_JUNE, p.SCHED],
            [p.CENSUS, p.SCHED],
        ],
    },
    {
        "id": "P11",
        "severity": "high",
        "what": "Section 9.3 of the Bluestem Petroleum master service agreement makes Toyah Creek (the contractor) indemnify Bluestem's group for all pollution from its trucks, tanks, flowlines and disposal facilities and from produced water after receipt, even when caused by Bluestem's own sole negligence or strict liability, 'without limit as to amount', not limited by insurance and excluded from the liability cap in Section 10.2.",
        "documents": [
            [p.BLUESTEM],
        ],
    },
    {
        "id": "P12",
        "severity": "medium",
        "what": "The Guaranty Agreement of October 16, 2023 is an absolute, unconditional and continuing guaranty by the Company of all obligations (present and future, including increases and extensions) of Reeves Recycle Partners, LLC, a 50% joint venture, to Permian Basin Community Bank under a $9.5m term loan: a guaranty of payment, not collection, 'unlimited' and not limited to the Company's 50% interest, surviving any change in ownership, with suretyship defenses waived and a $40m tangible net worth covenant on the Company.",
        "documents": [
            [p.GUARANTY],
        ],
    },
]

LOOKALIKES = [
    {
        "id": "B1",
        "kind": "settled",
        "what": "Dos Rios Trucking's suit in the 143rd District Court, Reeves County (No. 25-01-0412-CVR, over $1,000,000 claimed) was settled for $275,000 on July 24, 2025, paid August 5 and dismissed with prejudice on August 14, 2025 (settlement agreement and mutual release).",
        "document": p.PETITION,
        "also_documents": [p.SETTLEMENT],
        "quote_has": "Dos Rios",
    },
    {
        "id": "B2",
        "kind": "waived",
        "what": "The bank's notice of default of May 6, 2025 (audited FY2024 statements not delivered by April 30 under Section 6.01(a)) was followed by delivery on May 29 and the bank's limited waiver of June 2, 2025 of that Specified Default (limited to it; the leverage covenant is not waived).",
        "document": p.DEFAULT_NOTICE,
        "also_documents": [p.WAIVER],
        "quote_has": "Specified Default",
    },
    {
        "id": "B3",
        "kind": "consented",
        "what": "Section 14.4 of the Midland office lease deems a transfer of more than 50% of the tenant's stock an assignment needing the landlord's consent; the landlord consented to the sale under Section 14.4 on August 22, 2025 (landlord consent and estoppel certificate), as Schedule 3.4 says.",
        "document": p.OFFICE,
        "also_documents": [p.OFFICE_CONSENT],
        "quote_has": "Section 14.4",
    },
    {
        "id": "B4",
        "kind": "expired",
        "what": "The 2022 Coyote Wells disposal capacity agreement reserved 12,000 bbl/d at Balmorhea with an exclusivity and first-refusal arrangement (Section 3.2); Coyote gave notice of non-renewal on September 12, 2024 and the agreement, including the Exclusive Capacity arrangement, expired on December 31, 2024 (Coyote now delivers on a spot basis).",
        "document": p.COYOTE,
        "also_documents": [p.COYOTE_END],
        "quote_has": "Exclusive Capacity",
    },
    {
        "id": "B5",
        "kind": "superseded",
        "what": "The CFO's 2020 employment agreement pays a single-trigger Change of Control Bonus of two times salary and target bonus; the amended and restated agreement of February 1, 2025 supersedes it in its entirety, eliminates the bonus and records her waiver of it.",
        "document": p.ORTEGA_2020,
        "also_documents": [p.ORTEGA_2025],
        "quote_has": "Change of Control Bonus",
    },
    {
        "id": "B6",
        "kind": "released",
        "what": "The September 5, 2025 UCC search shows an all-assets financing statement (no. 2020 4417396, continued in January 2025) in favour of Permian Equipment Finance; the loan was paid off on September 17, 2025, the security interests released and a UCC-3 termination filed on September 18, 2025 (payoff letter).",
        "document": p.UCC_SEARCH,
        "also_documents": [p.UCC_RELEASE],
        "quote_has": "Permian Equipment Finance",
    },
]


def main() -> None:
    for issue in PLANTED:
        for alt in issue["documents"]:
            for path in alt:
                assert (DOCS / path).is_file(), path
    for alike in LOOKALIKES:
        for path in [alike["document"], *alike["also_documents"]]:
            assert (DOCS / path).is_file(), path
    key = {"about": ABOUT, "planted": PLANTED, "lookalikes": LOOKALIKES}
    (ROOM / "key.json").write_text(
        json.dumps(key, indent=2, ensure_ascii=False) + "\n", encoding="utf-8"
    )


if __name__ == "__main__":
    main()
