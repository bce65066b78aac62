"""03 Commercial of the pecos room: customers and suppliers."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from .paths import (
    BLUESTEM,
    COM,
    COYOTE,
    COYOTE_END,
    HACKBERRY,
    LONESTAR,
    OCOTILLO_EMAIL,
    OCOTILLO_MSA,
    OCOTILLO_SIDE,
    PRICING,
    SUPP,
)
from .writers import write_csv, write_docx, write_eml, write_html, write_pdf, write_text, write_xlsx


def commercial(out: Path) -> None:
    _ocotillo(out)
    _hackberry(out)
    _bluestem(out)
    _coyote(out)
    _pricing(out)
    _suppliers(out)


def _ocotillo(out: Path) -> None:
    write_docx(
        out / OCOTILLO_MSA,
        "MASTER WATER SERVICES AGREEMENT",
        [
            'This MASTER WATER SERVICES AGREEMENT (this "Agreement") is made and entered into effective '
            'as of January 1, 2024 (the "Effective Date") by and between Ocotillo Energy Operating, LLC, '
            'a Texas limited liability company ("Customer"), and Toyah Creek Water Solutions, Inc., a '
            "Delaware corporation, acting for itself and on behalf of its subsidiary Toyah Creek Disposal, "
            'LLC (collectively, "Company"). Customer and Company are each a "Party".',
            ("h", "ARTICLE 1 - DEFINITIONS"),
            '"Dedicated Area" means the lands described in Exhibit A located in Reeves and Culberson '
            'Counties, Texas. "Produced Water" means water and other fluids produced in association '
            "with the production of oil and gas from wells operated by Customer within the Dedicated "
            'Area. "Services" means the transportation by truck or pipeline of Produced Water from '
            "Customer's receipt points and the disposal thereof at Company's saltwater disposal "
            "facilities.",
            ("h", "ARTICLE 4 - MINIMUM VOLUME COMMITMENT"),
            "4.1 Minimum Volume Commitment. Commencing on the Effective Date and for each Calendar Quarter "
            "during the Initial Term, Customer shall deliver, or cause to be delivered, to Company for "
            "disposal an average of not less than forty thousand (40,000) barrels of Produced Water per "
            'day (the "Minimum Volume Commitment" or "MVC").',
            "4.2 Shortfall Fee. If the volume delivered in any Calendar Quarter is less than the MVC for "
            "such quarter, Customer shall pay Company, within thirty (30) days after receipt of Company's "
            'invoice, a fee equal to the shortfall volume multiplied by $0.45 per barrel (the "Shortfall '
            'Fee"). The Shortfall Fee is a fee for capacity reserved and is not a penalty.',
            ("h", "ARTICLE 5 - FEES"),
            "5.1 Disposal Fee: $0.48 per barrel, escalating on each January 1 by the percentage change in "
            "CPI-U, subject to a cap of three percent (3%). 5.2 Trucking Fee: per the rate schedule in "
            "Exhibit C.",
            ("h", "ARTICLE 12 - TERM AND TERMINATION"),
            "12.1 Term. This Agreement shall commence on the Effective Date and continue until December 31, "
            '2028 (the "Initial Term"), and thereafter from year to year unless terminated by either '
            "Party by written notice given not less than one hundred eighty (180) days before the end of "
            "the Initial Term or any renewal term. Customer shall have no right to terminate this "
            "Agreement for convenience, and the MVC shall apply for the full Initial Term.",
            "12.2 Termination for Cause. Either Party may terminate this Agreement upon written notice if "
            "the other Party fails to cure a material breach within sixty (60) days after written notice "
            "describing such breach in reasonable detail.",
            "12.3 Force Majeure. Neither Party shall be liable for any failure to perform (other than "
            "payment obligations) caused by Force Majeure, provided that a Force Majeure lasting more "
            "than one hundred twenty (120) consecutive days shall permit the unaffected Party to "
            "terminate the affected portion of the Services.",
            ("h", "ARTICLE 15 - MISCELLANEOUS"),
            "15.2 Assignment. Neither Party may assign this Agreement without the prior written consent of "
            "the other Party, which shall not be unreasonably withheld, except to an Affiliate or to a "
            "successor to all or substantially all of its assets in the Dedicated Area or disposal "
            "facilities. 15.6 Entire Agreement; Amendment. This Agreement, including its Exhibits, "
            "constitutes the entire agreement of the Parties and may be amended only by a written "
            "instrument signed by both Parties. 15.8 Governing Law. This Agreement shall be governed by "
            "the laws of the State of Texas.",
            (
                "sig",
                [
                    "OCOTILLO ENERGY OPERATING, LLC  By: /s/ Wade Castellano, Senior Vice President - Operations",
                    "TOYAH CREEK WATER SOLUTIONS, INC.  By: /s/ Ray D. Villanueva, President and CEO",
                ],
            ),
        ],
    )
    write_pdf(
        out / OCOTILLO_SIDE,
        "",
        [
            "March 14, 2025",
            "Toyah Creek Water Solutions, Inc.",
            "400 W. Wall Street, Suite 1100, Midland, Texas 79701",
            "Attention: Ray D. Villanueva, President and Chief Executive Officer",
            'Re: Master Water Services Agreement dated effective January 1, 2024 (the "Agreement")',
            "Dear Ray:",
            "As we discussed, Ocotillo has reduced its 2025-2026 drilling program in the Dedicated Area "
            "and its Produced Water volumes are expected to fall well below the levels contemplated when "
            "the Agreement was signed. This letter agreement sets out the accommodations Toyah Creek has "
            "agreed to provide. Capitalized terms used but not defined in this letter have the meanings "
            "given in the Agreement.",
            "1. Volume Commitment. With effect from April 1, 2025, the Minimum Volume Commitment in Section "
            "4.1 of the Agreement is reduced to twenty-two thousand five hundred (22,500) barrels per day, "
            "and no Shortfall Fee shall accrue for the Calendar Quarter ended March 31, 2025.",
            "2. Early Termination Right. Notwithstanding Section 12.1 of the Agreement or anything to the "
            "contrary therein, Customer may terminate the Agreement, in whole or with respect to any "
            "portion of the Dedicated Area, at any time on or after January 1, 2026 upon ninety (90) "
            "days' prior written notice to Company, without payment of any Shortfall Fee, termination "
            "charge or other amount other than fees for Services actually performed through the "
            "effective date of termination.",
            "3. Confidentiality. The parties agree to keep the terms of this letter confidential, and "
            "Toyah Creek shall not disclose them to any third party except its lenders and advisors.",
            "4. Effect. This letter supplements and amends the Agreement. Except as expressly set forth "
            "herein, the Agreement remains in full force and effect. This letter shall be governed by "
            "the laws of the State of Texas.",
            "Please indicate your agreement by countersigning below.",
            (
                "sig",
                [
                    "Very truly yours,",
                    "OCOTILLO ENERGY OPERATING, LLC",
                    "By: /s/ Wade Castellano, Senior Vice President - Operations",
                    "AGREED AND ACCEPTED as of March 14, 2025:",
                    "TOYAH CREEK WATER SOLUTIONS, INC.",
                    "By: /s/ Ray D. Villanueva, President and Chief Executive Officer",
                ],
            ),
        ],
        letterhead="OCOTILLO ENERGY OPERATING, LLC\n1700 Louisiana Street, Suite 900, Houston, Texas 77002",
    )
    write_eml(
        out / OCOTILLO_EMAIL,
        sender="Ray Villanueva <rvillanueva@toyahcreek.invalid>",
        to="Wade Castellano <wcastellano@ocotilloenergy.invalid>",
        cc="Marisol Ortega <mortega@toyahcreek.invalid>",
        subject="RE: Ocotillo - signed letter",
        when=dt.datetime(2025, 3, 14, 21, 47),
        body="""
Wade,

Countersigned copy attached. Appreciate you working with us on the volume number. The Jan 1 2026
walk-away right was a big give on our side so I'd ask that we keep this between us and the lawyers -
we don't want it circulating.

Marisol - please make sure the Q2 forecast reflects 22,500 bbl/d from Ocotillo going forward.

Ray

-----Original Message-----
From: Wade Castellano
Sent: Friday, March 14, 2025 2:05 PM
Subject: Ocotillo - signed letter

Ray - signed letter on our side attached. Thanks for getting this done before quarter end.
""",
    )


def _hackberry(out: Path) -> None:
    write_docx(
        out / HACKBERRY,
        "PRODUCED WATER GATHERING AND DISPOSAL AGREEMENT",
        [
            'This Produced Water Gathering and Disposal Agreement (the "Agreement") is entered into as '
            'of July 1, 2023 (the "Effective Date") between Hackberry Draw Resources, LLC, a Delaware '
            'limited liability company ("Producer"), and Toyah Creek Disposal, LLC, a Texas limited '
            'liability company ("Gatherer").',
            ("h", "ARTICLE II - DEDICATION"),
            "2.1 Producer hereby dedicates to Gatherer all Produced Water produced from wells operated by "
            "Producer on the Dedicated Acreage (approximately 2,600 net acres in Reeves County, Texas, as "
            "described in Exhibit A) for the Term.",
            ("h", "ARTICLE V - FEES"),
            "5.1 Disposal Fee. Producer shall pay Gatherer a disposal fee of $0.55 per barrel of Produced "
            'Water received at the Delivery Points (the "Disposal Fee"), adjusted annually as provided '
            "in Amendment No. 1. 5.2 Gathering Fee. $0.22 per barrel for volumes transported by "
            "Gatherer's gathering system or trucks.",
            "5.4 Most Favored Customer. If, at any time during the Term, Gatherer or any of its "
            "Affiliates provides Comparable Services to any other customer at a disposal fee per barrel "
            "lower than the Disposal Fee then in effect under this Agreement, Gatherer shall promptly (and "
            "in any event within thirty (30) days) notify Producer in writing, and the Disposal Fee "
            "hereunder shall automatically be reduced to such lower fee with effect from the date on "
            "which such lower fee was first charged; Gatherer shall credit Producer for any overpayment. "
            '"Comparable Services" means the disposal of produced water at any saltwater disposal '
            "facility of Gatherer or its Affiliates located in Reeves, Culberson or Pecos County, Texas, "
            "for volumes of ten thousand (10,000) barrels per day or more, whether on a firm or "
            "interruptible basis.",
            ("h", "ARTICLE IX - TERM"),
            "9.1 This Agreement shall remain in effect for ten (10) years from the Effective Date and "
            "thereafter month to month until terminated by either party on ninety (90) days' notice.",
            ("h", "ARTICLE XII - MISCELLANEOUS"),
            "12.1 Covenant Running with the Land. The dedication in Article II is a covenant running with "
            "the Dedicated Acreage. 12.4 Governing Law. Texas. 12.6 Audit. Producer may, once per "
            "calendar year and on thirty (30) days' notice, audit Gatherer's books and records relating "
            "to the fees charged under this Agreement and to Section 5.4.",
            ("h", "AMENDMENT NO. 1 (January 15, 2025)"),
            "Section 5.1 is amended to provide that on each January 1 beginning January 1, 2025 the "
            "Disposal Fee and the Gathering Fee shall be adjusted by the percentage change in the PPI for "
            "oil and gas field machinery, not to exceed 2.5% per year; the Disposal Fee for 2025 remains "
            "$0.55 per barrel. All other terms remain unchanged.",
            (
                "sig",
                [
                    "HACKBERRY DRAW RESOURCES, LLC  By: /s/ Nadia Ferrer, Vice President, Midstream",
                    "TOYAH CREEK DISPOSAL, LLC  By: /s/ Ray D. Villanueva, Manager",
                ],
            ),
        ],
    )


def _bluestem(out: Path) -> None:
    write_docx(
        out / BLUESTEM,
        "MASTER SERVICE AGREEMENT",
        [
            'MSA No. BPC-2022-0917. This Master Service Agreement (this "Agreement") is made effective '
            'September 1, 2022 between Bluestem Petroleum Company, an Oklahoma corporation ("Company"), '
            'and Toyah Creek Water Solutions, Inc., a Delaware corporation ("Contractor"). This Agreement '
            "governs all work and services performed by Contractor for Company pursuant to work orders, "
            'field tickets or other requests (the "Work").',
            ("h", "Section 9. Indemnities"),
            "9.1 Contractor Group Personnel and Property. Contractor shall release, defend, indemnify and "
            "hold harmless Company Group from and against all Claims arising out of bodily injury, illness "
            "or death of any member of Contractor Group or damage to property of Contractor Group, "
            "REGARDLESS OF THE SOLE, JOINT OR CONCURRENT NEGLIGENCE, STRICT LIABILITY OR OTHER FAULT OF "
            "COMPANY GROUP.",
            "9.2 Company Group Personnel and Property. Company shall release, defend, indemnify and hold "
            "harmless Contractor Group from and against all Claims arising out of bodily injury, illness or "
            "death of any member of Company Group or damage to property of Company Group, regardless of the "
            "fault of Contractor Group.",
            "9.3 Pollution and Contamination. Notwithstanding anything to the contrary in this Agreement, "
            "Contractor shall assume all responsibility for, and shall release, defend, indemnify and hold "
            "harmless Company Group from and against, any and all Claims (including the cost of control, "
            "removal, remediation and restoration, fines and penalties, and third-party claims) arising "
            "out of pollution or contamination originating from Contractor's trucks, tanks, flowlines or "
            "disposal facilities, or from any Produced Water after it has been received by Contractor at "
            "the lease tank, REGARDLESS OF WHETHER CAUSED OR CONTRIBUTED TO BY THE SOLE, JOINT OR "
            "CONCURRENT NEGLIGENCE, STRICT LIABILITY OR OTHER FAULT OF COMPANY GROUP. Contractor's "
            "obligations under this Section 9.3 shall be without limit as to amount, shall not be limited "
            "to or by the insurance required under Section 11, and are expressly excluded from the "
            "limitation of liability set forth in Section 10.2.",
            "9.5 Texas Oilfield Anti-Indemnity Act. To the extent Chapter 127 of the Texas Civil Practice "
            "and Remedies Code applies, the Parties agree that the indemnities in Sections 9.1 and 9.2 "
            "shall be supported by liability insurance in the amount of $5,000,000 each.",
            ("h", "Section 10. Limitation of Liability"),
            "10.2 Except for Contractor's obligations under Section 9.3, neither Party shall be liable to "
            "the other for aggregate damages under this Agreement exceeding the amounts paid to Contractor "
            "in the twelve (12) months preceding the claim.",
            ("h", "Section 11. Insurance"),
            "Contractor shall maintain commercial general liability of $2,000,000 per occurrence, auto "
            "liability of $1,000,000, pollution liability of $5,000,000 and excess liability of "
            "$10,000,000, naming Company Group as additional insureds.",
            ("h", "Section 14. Term"),
            "This Agreement continues until terminated by either Party on thirty (30) days' written "
            "notice; termination shall not affect Work in progress or accrued obligations. Texas law "
            "governs.",
            ("h", "EXHIBIT B - RATE SCHEDULE (revised effective February 1, 2025)"),
            (
                "t",
                [
                    ["Service", "Facility", "Volume tier", "Rate"],
                    [
                        "Produced water disposal",
                        "Hermosa SWD (Reeves County)",
                        ">= 15,000 bbl/d",
                        "$0.41 per bbl",
                    ],
                    [
                        "Produced water disposal",
                        "Hermosa SWD (Reeves County)",
                        "< 15,000 bbl/d",
                        "$0.50 per bbl",
                    ],
                    [
                        "Produced water disposal",
                        "Balmorhea SWD (Reeves County)",
                        "all volumes",
                        "$0.52 per bbl",
                    ],
                    ["Produced water trucking", "-", "per hour, 130 bbl vacuum truck", "$118.00"],
                    ["Fresh water transfer", "-", "per bbl", "$0.34"],
                ],
            ),
            "The revised disposal rates reflect Company's commitment to deliver not less than 15,000 "
            "bbl/d to the Hermosa facility during calendar year 2025.",
            (
                "sig",
                [
                    "BLUESTEM PETROLEUM COMPANY  By: /s/ Carla Redbird, Director, Supply Chain",
                    "TOYAH CREEK WATER SOLUTIONS, INC.  By: /s/ Dana Whitfield, Vice President, Operations",
                ],
            ),
        ],
    )


def _coyote(out: Path) -> None:
    write_pdf(
        out / COYOTE,
        "DISPOSAL CAPACITY AGREEMENT",
        [
            'This Disposal Capacity Agreement (this "Agreement") is dated as of January 1, 2022 between '
            'Coyote Wells Operating, Inc., a Texas corporation ("Coyote"), and Toyah Creek Disposal, LLC '
            '("Operator").',
            "1. Reserved Capacity. Operator shall reserve for Coyote firm disposal capacity of 12,000 "
            'barrels per day at the Balmorhea SWD No. 1 and No. 2 wells (the "Reserved Capacity").',
            "3.2 Exclusive Capacity. During the Term, Operator shall not enter into any agreement with any "
            "third party for firm disposal capacity at the Balmorhea facility in excess of 5,000 barrels "
            "per day in the aggregate, and Coyote shall have a right of first refusal over any capacity "
            'that becomes available at the Balmorhea facility (the "Exclusive Capacity" '
            "arrangement).",
            "4. Fees. Coyote shall pay $0.46 per barrel delivered and a reservation fee of $0.08 per "
            "barrel of unused Reserved Capacity, invoiced monthly.",
            "8. Term. The Term shall begin on January 1, 2022 and end on December 31, 2024, and shall "
            "renew automatically for successive one-year periods unless either party gives notice of "
            "non-renewal at least ninety (90) days before the end of the then-current term.",
            "12. Governing Law. This Agreement is governed by the laws of the State of Texas.",
            (
                "sig",
                [
                    "COYOTE WELLS OPERATING, INC.  By: /s/ Emmett Lyle, President",
                    "TOYAH CREEK DISPOSAL, LLC  By: /s/ Ray D. Villanueva, Manager",
                ],
            ),
        ],
    )
    write_pdf(
        out / COYOTE_END,
        "",
        [
            "September 12, 2024",
            "VIA EMAIL AND CERTIFIED MAIL",
            "Toyah Creek Disposal, LLC, 400 W. Wall Street, Suite 1100, Midland, Texas 79701",
            "Attention: Dana Whitfield",
            "Re: Notice of Non-Renewal - Disposal Capacity Agreement dated as of January 1, 2022",
            "Ladies and Gentlemen:",
            "Pursuant to Section 8 of the Disposal Capacity Agreement, Coyote Wells Operating, Inc. hereby "
            "gives notice that it elects not to renew the Agreement. Accordingly, the Agreement, "
            "including the Reserved Capacity, the Exclusive Capacity arrangement and the right of first "
            "refusal in Section 3.2, will expire at 11:59 p.m. Central Time on December 31, 2024 and will "
            "be of no further force or effect thereafter, other than payment obligations accrued before "
            "that time.",
            "Coyote expects to continue to deliver water to Balmorhea on a spot basis at posted rates.",
            (
                "sig",
                [
                    "Sincerely,",
                    "COYOTE WELLS OPERATING, INC.",
                    "By: /s/ Emmett Lyle, President",
                    "Receipt acknowledged: TOYAH CREEK DISPOSAL, LLC  By: /s/ Dana Whitfield  Date: 9/16/2024",
                ],
            ),
        ],
        letterhead="COYOTE WELLS OPERATING, INC.\n310 N. Cedar Street, Pecos, Texas 79772",
    )


def _pricing(out: Path) -> None:
    write_xlsx(
        out / PRICING,
        [
            (
                "Disposal Pricing",
                [
                    [
                        "Customer",
                        "Contract",
                        "Facility",
                        "County",
                        "Avg volume H1 2025 (bbl/d)",
                        "Disposal fee ($/bbl)",
                        "Basis",
                    ],
                    [
                        "Ocotillo Energy Operating",
                        "MWSA 1/1/2024",
                        "Hermosa / Saragosa",
                        "Reeves / Culberson",
                        23_800,
                        0.49,
                        "MVC",
                    ],
                    [
                        "Hackberry Draw Resources",
                        "PWGDA 7/1/2023",
                        "Hermosa",
                        "Reeves",
                        18_200,
                        0.55,
                        "Dedication",
                    ],
                    [
                        "Bluestem Petroleum",
                        "MSA 9/1/2022, Ex. B rev. 2/1/2025",
                        "Hermosa",
                        "Reeves",
                        16_400,
                        0.41,
                        "Tiered (>=15,000 bbl/d)",
                    ],
                    [
                        "Pronghorn Basin E&P",
                        "Field ticket / posted",
                        "Balmorhea",
                        "Reeves",
                        6_100,
                        0.52,
                        "Posted",
                    ],
                    [
                        "Verhalen Oil & Gas",
                        "Field ticket / posted",
                        "Saragosa",
                        "Culberson",
                        4_900,
                        0.52,
                        "Posted",
                    ],
                    [
                        "Coyote Wells Operating",
                        "Spot (DCA expired 12/31/2024)",
                        "Balmorhea",
                        "Reeves",
                        7_300,
                        0.50,
                        "Spot",
                    ],
                    [
                        "Tascosa Resources",
                        "Field ticket / posted",
                        "Hermosa",
                        "Reeves",
                        3_200,
                        0.52,
                        "Posted",
                    ],
                ],
            ),
            (
                "Trucking Rates",
                [
                    ["Service", "Unit", "Standard rate", "Notes"],
                    ["Vacuum truck (130 bbl)", "hour", 118.0, "4-hour minimum"],
                    ["Water transfer (lay-flat)", "bbl", 0.34, "fresh water"],
                    ["Frac tank rental", "day", 42.0, "500 bbl"],
                ],
            ),
        ],
    )
    write_csv(
        out / COM / "Revenue by Customer 2023 - H1 2025.csv",
        [
            [
                "Customer",
                "FY2023 revenue ($000)",
                "FY2024 revenue ($000)",
                "H1 2025 revenue ($000)",
                "Share of FY2024",
            ],
            ["Ocotillo Energy Operating, LLC", "17,420", "21,230", "8,940", "31.0%"],
            ["Hackberry Draw Resources, LLC", "6,110", "12,870", "6,820", "18.8%"],
            ["Bluestem Petroleum Company", "7,950", "8,410", "4,660", "12.3%"],
            ["Pronghorn Basin E&P, LLC", "4,380", "4,760", "2,210", "7.0%"],
            ["Verhalen Oil & Gas, Inc.", "3,900", "3,640", "1,850", "5.3%"],
            ["Coyote Wells Operating, Inc.", "4,870", "3,920", "1,330", "5.7%"],
            ["Tascosa Resources, LLC", "2,120", "1,880", "1,010", "2.7%"],
            ["Red Tank Operating, LLC", "1,640", "1,250", "710", "1.8%"],
            ["Sabinal Energy Partners", "1,010", "1,060", "540", "1.5%"],
            ["Longfellow Exploration, Inc.", "880", "940", "430", "1.4%"],
            ["All other (Texas)", "10,540", "7,140", "3,310", "10.4%"],
            ["Toyah Creek Fluids Canada Ltd. (all customers)", "980", "1,300", "790", "1.9%"],
            ["Total", "61,800", "68,400", "32,600", "100.0%"],
        ],
    )
    write_html(
        out / COM / "Standard Field Ticket Terms and Conditions.html",
        "Toyah Creek - Standard Terms and Conditions of Service",
        """
<h1>Standard Terms and Conditions of Service</h1>
<p>These terms apply to every field ticket issued by Toyah Creek Water Solutions, Inc. or Toyah Creek
Disposal, LLC unless a master service agreement signed by both parties governs the work.</p>
<ol>
<li><b>Rates.</b> Services are charged at the posted rates in effect on the date of service.</li>
<li><b>Payment.</b> Net 30 days from invoice; late amounts bear interest at 1.0% per month or the
maximum rate permitted by law, whichever is less.</li>
<li><b>Custody.</b> Custody of fluids passes to Toyah Creek when loaded at the lease and to the disposal
facility upon offloading. Customer warrants that fluids are exempt E&amp;P waste under RCRA Subtitle C.</li>
<li><b>Limitation.</b> Toyah Creek's liability for any claim shall not exceed the amount of the field
ticket giving rise to the claim.</li>
<li><b>Law.</b> Texas law governs; venue in Reeves County, Texas.</li>
</ol>
""",
    )


def _suppliers(out: Path) -> None:
    write_pdf(
        out / LONESTAR,
        "MASTER EQUIPMENT LEASE AGREEMENT No. LFC-2024-0113",
        [
            'This Master Equipment Lease Agreement (the "Master Lease") is dated as of April 1, 2024 '
            'between Lonestar Fleet Capital, LLC, a Texas limited liability company ("Lessor"), and '
            'Toyah Creek Water Solutions, Inc., a Delaware corporation ("Lessee").',
            "1. Lease. Lessor hereby leases to Lessee, and Lessee leases from Lessor, the equipment "
            'described in each Schedule executed under this Master Lease (the "Equipment"). Schedule No. '
            "1 covers sixty-four (64) 2024 Kenworth T880 day-cab tractors and fifty-eight (58) 130-barrel "
            "vacuum tank trailers.",
            "2. Term and Rent. The term of Schedule No. 1 is sixty (60) months from the Commencement Date "
            "of April 1, 2024. Lessee shall pay monthly rent of $342,500, payable in advance on the first "
            "day of each month, for aggregate rent under Schedule No. 1 of $20,550,000. This Master Lease "
            "is a non-cancellable net lease; Lessee's obligation to pay rent is absolute and "
            "unconditional.",
            "9. Events of Default. Each of the following is an Event of Default: (a) failure to pay rent "
            "within ten (10) days after its due date; (d) Lessee defaults under any agreement for borrowed "
            "money in excess of $1,000,000; (f) Lessee merges or consolidates with any other entity, sells "
            "all or substantially all of its assets, or any Person or group acquires more than fifty "
            "percent (50%) of the voting stock of Lessee, in each case without Lessor's prior written "
            "consent.",
            "10. Remedies. Upon an Event of Default, Lessor may declare all rent for the remaining term "
            "immediately due, discounted at 3% per annum, and repossess the Equipment.",
            "14. Governing Law. This Master Lease is governed by the laws of the State of Texas and, as "
            "to the Equipment, Article 2A of the Texas Business and Commerce Code.",
            (
                "sig",
                [
                    "LONESTAR FLEET CAPITAL, LLC  By: /s/ Travis Beecham, Senior Vice President",
                    "TOYAH CREEK WATER SOLUTIONS, INC.  By: /s/ Marisol Ortega, Chief Financial Officer",
                ],
            ),
        ],
        letterhead="LONESTAR FLEET CAPITAL, LLC\n8214 Westchester Drive, Suite 600, Dallas, Texas 75225",
    )
    write_docx(
        out / SUPP / "Fuel Supply Agreement - Big Bend Fuels.docx",
        "FUEL SUPPLY AGREEMENT",
        [
            'This Fuel Supply Agreement is dated April 15, 2023 between Big Bend Fuels, Inc. ("Supplier") '
            'and Toyah Creek Water Solutions, Inc. ("Buyer").',
            "1. Supply. Supplier shall deliver ultra-low sulfur diesel and DEF to Buyer's Pecos and "
            "Monahans yards and by mobile fueling to Buyer's trucks in the field.",
            "2. Price. OPIS Midland rack average for the day of delivery plus $0.11 per gallon, plus "
            "applicable taxes. Buyer's estimated annual purchases are 1.9 million gallons.",
            "3. Term. Two years from the date hereof, renewing annually unless either party gives sixty "
            "(60) days' notice. Either party may terminate for convenience on ninety (90) days' notice.",
            "4. Assignment. Neither party may assign without the other's consent, not to be unreasonably "
            "withheld. A change in the ownership of Buyer shall not be deemed an assignment.",
            "5. Governing law: Texas.",
        ],
    )
    write_docx(
        out / SUPP / "Overflow Disposal Services Agreement - Salt Flat Disposal.docx",
        "OVERFLOW DISPOSAL SERVICES AGREEMENT",
        [
            'Dated August 1, 2024 between Salt Flat Disposal, LLC ("Provider") and Toyah Creek Disposal, '
            'LLC ("Customer").',
            "1. Services. Provider shall accept Customer's produced water at Provider's Orla SWD facility "
            "(Reeves County) on an interruptible basis, up to 15,000 bbl/d, when Customer's facilities are "
            "at capacity or shut in.",
            "2. Fees. $0.39 per barrel offloaded. No minimum volume; no reservation fee.",
            "3. Term. Month to month; either party may terminate on thirty (30) days' notice.",
            "4. Indemnity. Each party indemnifies the other for pollution originating from its own "
            "equipment or facilities, capped at $5,000,000 per occurrence.",
            "5. Texas law governs.",
        ],
    )
    write_csv(
        out / SUPP / "Top Vendors - FY2024 and H1 2025.csv",
        [
            ["Vendor", "Category", "FY2024 spend ($000)", "H1 2025 spend ($000)", "Contract"],
            [
                "Lonestar Fleet Capital, LLC",
                "Equipment lease - tractors and trailers",
                "3,083",
                "2,055",
                "Master Equipment Lease LFC-2024-0113",
            ],
            [
                "Big Bend Fuels, Inc.",
                "Fuel and DEF",
                "6,420",
                "3,010",
                "Fuel Supply Agreement 4/15/2023",
            ],
            [
                "Salt Flat Disposal, LLC",
                "Overflow disposal",
                "820",
                "1,130",
                "Overflow Disposal Services Agreement",
            ],
            ["Chisos Chemical Company", "Scale and corrosion inhibitor", "690", "360", "PO terms"],
            ["Rush Truck Centers of Odessa", "Parts and service", "1,240", "610", "PO terms"],
            ["Permian Tire & Service", "Tires", "930", "470", "PO terms"],
            [
                "Hermosa Ranch, Ltd.",
                "Surface rent and per-barrel royalty",
                "1,420",
                "640",
                "Surface Use and Disposal Site Lease",
            ],
            ["RDV Land & Cattle, LLC", "Yard rent - Pecos", "420", "231", "Commercial Lease"],
            [
                "Coronado Pipe & Fiberglass",
                "Flowline repair and replacement",
                "210",
                "780",
                "PO terms",
            ],
            ["PCT Midland Owner, LP", "Office rent", "396", "204", "Office Lease"],
        ],
    )
    write_text(
        out / SUPP / "Chisos Chemical - purchase order terms.txt",
        """
CHISOS CHEMICAL COMPANY - BLANKET PURCHASE ORDER No. TC-2025-014
Buyer: Toyah Creek Disposal, LLC       Issued: January 6, 2025       Expires: December 31, 2025

Products: scale inhibitor SI-440 and corrosion inhibitor CI-212, delivered to Hermosa, Balmorhea and
Saragosa SWD facilities in 330-gallon totes.
Pricing: SI-440 $14.85/gal; CI-212 $16.20/gal; delivery included for orders of 4 totes or more.
Terms: net 45. Buyer's standard purchase order terms apply; no minimum purchase obligation.
Either party may cancel open releases on 15 days' notice.
""",
    )
