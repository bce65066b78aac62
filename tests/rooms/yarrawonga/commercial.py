"""03 Commercial of the yarrawonga room: customer and supplier agreements, letters, schedules."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from .writers import Block, write_csv, write_docx, write_eml, write_html, write_pdf, write_xlsx

KIEWA = "Kiewa Cold Chain Pty Ltd ACN 614 208 377 of 12 Abbotts Road, Dandenong South VIC 3175"


def general(first: int, state: str = "Victoria", *, short: bool = False) -> list[Block]:
    """The boilerplate at the back of a contract, numbered from ``first``."""
    n = first
    out: list[Block] = [
        ("h", f"{n}. GST"),
        f"{n}.1 Unless stated otherwise, amounts are exclusive of GST. If GST is payable on a "
        "supply under this agreement, the recipient must pay an additional amount equal to the "
        "GST on receipt of a tax invoice. Words used in this clause have the meanings given in "
        "the A New Tax System (Goods and Services Tax) Act 1999 (Cth).",
        ("h", f"{n + 1}. Notices"),
        f"{n + 1}.1 A notice must be in writing and delivered by hand, prepaid post or email to "
        "the address of the recipient set out in the Details (or as later notified). A notice "
        "sent by email is taken to be received when sent unless the sender receives an "
        "automated message that it was not delivered.",
    ]
    if not short:
        out += [
            ("h", f"{n + 2}. Disputes"),
            f"{n + 2}.1 A party must not start court proceedings about a dispute (other than for "
            "urgent interlocutory relief) unless it has first given a notice of dispute and "
            "senior executives of the parties have met within 15 Business Days to try to "
            "resolve it. If it is not resolved within a further 20 Business Days, either party "
            "may refer it to mediation administered by the Resolution Institute.",
            ("h", f"{n + 3}. General"),
            f"{n + 3}.1 This agreement is the entire agreement of the parties about its subject "
            "matter. It may be amended only in writing signed by both parties.",
            f"{n + 3}.2 A waiver is effective only if in writing. A failure or delay in exercising "
            "a right is not a waiver of it.",
        ]
    out += [
        ("h", f"{n + (2 if short else 4)}. Governing law"),
        f"This agreement is governed by the law in force in {state}. Each party submits to the "
        f"non-exclusive jurisdiction of the courts of {state} and courts of appeal from them.",
    ]
    return out


def customers(out: Path) -> None:
    d = out / "03 Commercial" / "Customers"
    write_docx(
        d / "Greenvale" / "Logistics Services Agreement - Greenvale Fresh Foods.docx",
        "Logistics Services Agreement",
        [
            "Date: 1 July 2023",
            "Parties: Greenvale Fresh Foods Pty Ltd ACN 087 312 904 of 210 Princes Highway, "
            "Dandenong VIC 3175 (Greenvale); and " + KIEWA + " (Provider).",
            ("h", "Background"),
            "Greenvale manufactures chilled ready meals, dips and salads for supermarket "
            "retailers. The Provider operates temperature-controlled warehouses and a "
            "refrigerated fleet. Greenvale wishes to appoint the Provider to store its finished "
            "goods and deliver them to retailers' distribution centres.",
            ("h", "1. Term"),
            "1.1 This agreement starts on 1 July 2023 and, unless ended earlier under clause 14, "
            "continues until 30 June 2028 (Term).",
            "1.2 The parties will meet no later than 12 months before the end of the Term to "
            "discuss a renewal. Neither party is obliged to renew.",
            ("h", "2. Services"),
            "2.1 The Provider must provide the Services described in schedule 1 (chilled storage "
            "at 0-4C, pick and pack, and delivery to the retailer DCs listed in schedule 2) in "
            "accordance with the Service Levels in schedule 3.",
            "2.2 The Provider must maintain HACCP certification and a food safety program "
            "accepted by the retailers, and must give Greenvale access to temperature records "
            "through the ColdTrace portal.",
            ("h", "3. Volumes"),
            "3.1 Greenvale's forecast is about 9,000 pallet movements a month. Greenvale does not "
            "guarantee any volume but will use the Provider for all of its Victorian retailer "
            "deliveries during the Term.",
            ("h", "9. Charges"),
            "9.1 Greenvale must pay the Charges in schedule 4 monthly in arrears within 30 days "
            "after the end of the month in which a correct tax invoice is received.",
            "9.2 On each 1 July from 1 July 2024, each of the Charges is adjusted by the "
            "percentage change in the Consumer Price Index (All Groups, weighted average of eight "
            "capital cities) published by the Australian Bureau of Statistics for the twelve "
            "months to the preceding March quarter.",
            "9.3 The Provider may also pass through, on 30 days' notice, any increase in the "
            "fuel levy calculated under schedule 4 part B.",
            ("h", "10. Liability"),
            "10.1 The Provider is liable for loss of or damage to Goods while in its care, "
            "custody or control, up to the replacement cost of the Goods and subject to an "
            "aggregate limit of A$2,000,000 in any Contract Year.",
            "10.2 Neither party is liable for loss of profits or indirect loss.",
            ("h", "11. Insurance"),
            "The Provider must hold public and products liability insurance of at least A$20 "
            "million and goods in custody cover of at least A$2 million per event.",
            ("h", "14. Termination"),
            "14.1 Either party may end this agreement by notice if the other (a) commits a "
            "material breach that is capable of remedy and does not remedy it within 30 days "
            "after being asked to, (b) commits a material breach that cannot be remedied, or "
            "(c) suffers an Insolvency Event.",
            "14.2 Greenvale may end this agreement by notice if the Provider fails to meet the "
            "On-Time-In-Full Service Level for three consecutive months.",
            "14.3 This agreement may not otherwise be terminated for convenience.",
            ("h", "15. Assignment"),
            "Neither party may assign or novate its rights under this agreement without the "
            "other party's consent, which must not be unreasonably withheld.",
            *general(16),
            ("h", "Schedule 4 - Charges (at 1 July 2023)"),
            (
                "t",
                [
                    ["Service", "Unit", "Rate (A$)"],
                    ["Chilled storage", "pallet / week", "11.40"],
                    ["Inwards handling", "pallet", "6.80"],
                    ["Pick and pack", "carton", "0.58"],
                    ["Metro delivery", "pallet", "38.50"],
                    ["Regional delivery (Geelong, Ballarat, Bendigo)", "pallet", "71.00"],
                ],
            ),
            (
                "sig",
                [
                    "Signed for Greenvale Fresh Foods Pty Ltd by its authorised officer: "
                    "Marcus Lindqvist, Chief Operating Officer",
                    "Signed for Kiewa Cold Chain Pty Ltd in accordance with section 127 of the "
                    "Corporations Act 2001 (Cth): Graham Tulloch (Director), Anita Kovac "
                    "(Director/Secretary)",
                ],
            ),
        ],
    )
    write_pdf(
        d / "Greenvale" / "Greenvale letter 14 March 2025.pdf",
        "",
        [
            "14 March 2025",
            "Mr Graham Tulloch\nManaging Director\nKiewa Cold Chain Pty Ltd\n12 Abbotts Road\n"
            "Dandenong South VIC 3175",
            "By email",
            "Dear Graham",
            ("h", "Our logistics arrangements - 2025 onwards"),
            "Thank you for meeting with Sophie and me on 6 March. As discussed, retailer price "
            "pressure on our chilled range means we cannot absorb further increases in our "
            "logistics costs. This letter records what we agreed and is supplemental to the "
            "Logistics Services Agreement dated 1 July 2023 between Greenvale and Kiewa.",
            (
                "b",
                [
                    "Charges will not be increased by CPI on 1 July 2025, 1 July 2026 or 1 July 2027. "
                    "The adjustment in clause 9.2 will not be applied for the remainder of the term.",
                    "From 1 April 2025 Kiewa will give Greenvale a volume rebate of 5% of all Charges "
                    "invoiced in each calendar quarter, by way of a credit note issued within 15 days "
                    "after the quarter ends.",
                    "In return Greenvale will route its new South Australian deliveries through "
                    "Kiewa from 1 July 2025 on the existing rates.",
                ],
            ),
            "These arrangements are commercially sensitive. Each of us will keep this letter "
            "confidential and not disclose it to any third party, including any prospective "
            "investor in or purchaser of either business, without the other's prior consent.",
            "Please sign and return a copy of this letter to confirm Kiewa's agreement.",
            (
                "sig",
                [
                    "Yours sincerely",
                    "",
                    "Marcus Lindqvist",
                    "Chief Operating Officer, Greenvale Fresh Foods Pty Ltd",
                    "",
                    "Agreed for and on behalf of Kiewa Cold Chain Pty Ltd:",
                    "Graham Tulloch, Managing Director      Date: 17 March 2025",
                ],
            ),
        ],
        letterhead="GREENVALE FRESH FOODS PTY LTD\n210 Princes Highway, Dandenong VIC 3175\n"
        "ABN 52 087 312 904",
    )
    write_pdf(
        d / "Ovens Valley" / "Warehousing and Distribution Agreement - Ovens Valley Dairy.pdf",
        "Warehousing and Distribution Agreement",
        [
            "THIS AGREEMENT is made on 1 September 2022",
            "BETWEEN Ovens Valley Dairy Co-operative Ltd ACN 004 118 652 of 55 Murphy Street, "
            "Wangaratta VIC 3677 (the Co-operative) AND " + KIEWA + " (Kiewa).",
            ("h", "RECITALS"),
            "A. The Co-operative processes milk supplied by its members into milk, cream, "
            "yoghurt and butter. B. Kiewa has agreed to store and distribute the Co-operative's "
            "chilled products in Melbourne on the terms of this agreement.",
            ("h", "1. Interpretation"),
            "Competing Processor means any person, other than the Co-operative, who carries on "
            "the business of processing or packing raw milk into fluid milk, cream or cultured "
            "dairy products for sale in Australia, and includes a related body corporate of such "
            "a person.",
            "Dedicated Area means chambers 1 and 2 of the Dandenong South facility.",
            "Term means the period from 1 September 2022 to 31 August 2027.",
            ("h", "3. Appointment and dedicated capacity"),
            "3.1 The Co-operative appoints Kiewa as its sole provider of chilled storage and "
            "metropolitan distribution in Victoria for the Term.",
            "3.2 Kiewa must reserve the Dedicated Area for the Co-operative's products and must "
            "keep at least 2,400 pallet positions available in it at all times.",
            ("h", "5. Kiewa's undertakings"),
            "5.1 Kiewa will comply with the Dairy Act 2000 (Vic), its licence from Dairy Food "
            "Safety Victoria and the Co-operative's quality manual.",
            "5.2 For the duration of the Term, Kiewa shall not, and shall procure that no related "
            "body corporate of Kiewa shall, store, handle or distribute any fluid milk, cream or "
            "cultured dairy products for or on behalf of a Competing Processor at any facility in "
            "the State of Victoria, without the prior written consent of the Co-operative.",
            "5.3 The Co-operative acknowledges that clause 5.2 does not restrict Kiewa from "
            "storing cheese, butter or dairy ingredients for any person.",
            ("h", "8. Fees"),
            "8.1 The fees are set out in schedule 2 and are reviewed each 1 September by the "
            "greater of 3% and CPI.",
            ("h", "12. Liability"),
            "12.1 Kiewa's total liability under or in connection with this agreement in any "
            "contract year is limited to A$1,500,000, other than for personal injury or wilful "
            "default.",
            ("h", "20. Termination"),
            "20.1 Either party may terminate this agreement by written notice if the other "
            "party breaches a material term and fails to remedy the breach within 30 days of "
            "notice requiring it to do so.",
            ("h", "21. Assignment and change in control"),
            "21.1 Kiewa may not assign this agreement without the Co-operative's prior written "
            "consent.",
            "21.2 Kiewa must notify the Co-operative in writing within 20 Business Days after any "
            "person acquires control of Kiewa. A change in control of Kiewa is not of itself an "
            "assignment or a breach of this agreement.",
            *general(22),
            (
                "sig",
                [
                    "EXECUTED as an agreement.",
                    "Ovens Valley Dairy Co-operative Ltd by: Bernadette Quinlan (Director) and "
                    "Tom Petridis (Secretary)",
                    "Kiewa Cold Chain Pty Ltd by: Graham Tulloch (Director) and Anita Kovac "
                    "(Director/Secretary)",
                ],
            ),
        ],
    )
    write_docx(
        d / "Tarrawingee" / "Services Agreement - Tarrawingee Milk Company.docx",
        "Services Agreement",
        [
            "Date: 3 February 2025",
            "Customer: Tarrawingee Milk Company Pty Ltd ACN 613 450 218, 14 Tone Road, "
            "Wangaratta VIC 3677",
            "Provider: Kiewa Cold Chain Pty Ltd ACN 614 208 377",
            ("h", "Key terms"),
            (
                "t",
                [
                    ["Item", "Detail"],
                    [
                        "Products",
                        "Pasteurised fresh milk (1L, 2L, 3L), thickened and pouring cream, "
                        "and Greek-style yoghurt produced at the Customer's Wangaratta plant",
                    ],
                    [
                        "Services",
                        "Receipt of chilled product at Dandenong South, storage at 0-4C, "
                        "order picking and next-day delivery to independent supermarkets and cafes in "
                        "metropolitan Melbourne",
                    ],
                    ["Facility", "12 Abbotts Road, Dandenong South VIC, chamber 4"],
                    ["Start date", "17 February 2025"],
                    [
                        "Initial term",
                        "3 years, renewing for 1 year at a time unless either party "
                        "gives 90 days' notice",
                    ],
                    ["Estimated volume", "650 pallets a week"],
                    ["Rates", "As per the Provider's quotation Q-25-014 dated 20 January 2025"],
                ],
            ),
            ("h", "Terms"),
            "1. The Provider will perform the Services with due care and skill and in accordance "
            "with the Food Standards Code and its Dairy Food Safety Victoria licence.",
            "2. The Customer will pay each invoice within 21 days of the invoice date.",
            "3. The Provider is liable for product lost or damaged while in its custody, up to "
            "A$500,000 per event.",
            "4. Either party may terminate for material breach not remedied within 30 days.",
            "5. The Provider's standard conditions of storage and carriage apply to the extent "
            "they are consistent with these key terms.",
            (
                "sig",
                [
                    "Accepted for the Customer: Ellie Wardrop, General Manager, 3 February 2025",
                    "Accepted for the Provider: Daniel Ferris, Chief Executive Officer",
                ],
            ),
        ],
    )
    write_pdf(
        d / "Coastline" / "Master Services Agreement - Coastline Seafood Group.pdf",
        "Master Services Agreement",
        [
            "Dated 15 October 2023",
            "Coastline Seafood Group Pty Ltd ACN 098 776 340 of 3 Seaford Place, Port Melbourne "
            "VIC 3207 (Coastline)",
            KIEWA + " (Supplier)",
            ("h", "1. Scope"),
            "1.1 The Supplier will provide frozen storage (at -18C or colder), blast freezing, "
            "and export container stuffing services to Coastline at the Dandenong South and "
            "East Tamaki facilities, as ordered by Coastline from time to time by a Work Order.",
            "1.2 This agreement runs for four years from 1 November 2023.",
            ("h", "6. Performance"),
            "6.1 The Supplier must keep product at -18C or colder and must notify Coastline "
            "within two hours of any excursion above -15C.",
            ("h", "8. Rates"),
            "8.1 The rates are in the rate schedule attached and are fixed until 31 October "
            "2025, then reviewed annually by CPI.",
            "8.2 Rates include the Supplier's labour, energy and equipment costs. No surcharge "
            "may be levied without Coastline's written approval.",
            "8.3 Coastline's forecast is 2,000 to 4,000 frozen pallets in store at any time.",
            "8.4 The Supplier warrants that the rates charged to Coastline for frozen storage are "
            "and will remain no higher than the lowest rate the Supplier charges any other "
            "customer for frozen storage of a similar volume. If the Supplier charges any other "
            "customer a lower rate, the Supplier must tell Coastline promptly and the lower rate "
            "will apply to Coastline from the date it first applied to that other customer; "
            "the Supplier must credit Coastline with the difference.",
            ("h", "12. Liability"),
            "12.1 The Supplier's liability for loss of or damage to product is limited to A$30 "
            "per kilogram of the product affected and A$1,000,000 per event.",
            ("h", "20. Termination"),
            "20.1 Coastline may terminate this agreement on 6 months' notice at any time after 1 "
            "November 2025.",
            "20.2 Either party may terminate immediately if the other commits a material breach "
            "and does not remedy it within 21 days of notice.",
            ("h", "24. Assignment"),
            "Neither party may assign this agreement without the other's consent (not to be "
            "unreasonably withheld).",
            *general(25),
            ("h", "Rate schedule"),
            (
                "t",
                [
                    ["Service", "Unit", "A$"],
                    ["Frozen storage", "pallet / week", "14.80"],
                    ["Handling in and out", "pallet", "9.20"],
                    ["Blast freezing", "pallet", "42.00"],
                    ["Container stuffing (40ft reefer)", "container", "465.00"],
                ],
            ),
            (
                "sig",
                [
                    "Signed by Coastline Seafood Group Pty Ltd: Nikos Andreadis, Managing Director",
                    "Signed by Kiewa Cold Chain Pty Ltd: Daniel Ferris, CEO",
                ],
            ),
        ],
    )
    write_docx(
        d / "Harvest Lane" / "Cold Storage and Transport Agreement - Harvest Lane Meals.docx",
        "Cold Storage and Transport Agreement",
        [
            "This agreement is dated 1 December 2023.",
            "Parties",
            (
                "b",
                [
                    "Harvest Lane Meals Pty Ltd ACN 151 227 009 of 8 Lakeview Drive, Scoresby VIC "
                    "3179 (Harvest Lane)",
                    KIEWA + " (Operator)",
                ],
            ),
            ("h", "1. Definitions"),
            "Products means Harvest Lane's frozen prepared meals and frozen desserts.",
            "Control has the meaning given by section 50AA of the Corporations Act 2001 (Cth).",
            "Commencement Date means 1 January 2024.",
            ("h", "2. Term"),
            "The term is five years from the Commencement Date.",
            ("h", "3. Services"),
            "3.1 The Operator will store the Products at -20C or colder at Dandenong South "
            "(chambers 3 and 5) and deliver them to retailer distribution centres in Victoria, "
            "New South Wales and South Australia.",
            "3.2 The Operator will provide temperature data through its ColdTrace portal and "
            "alert Harvest Lane by SMS and email of any excursion warmer than -15C.",
            ("h", "4. Rates"),
            "4.1 The rates are in schedule 1 and apply for the first two years, then increase on "
            "1 January each year by 3%.",
            ("h", "9. Liability and insurance"),
            "9.1 The Operator is liable for Products lost, destroyed or damaged while in its "
            "custody, at Harvest Lane's cost of manufacture plus 15%, up to A$1,000,000 per "
            "event.",
            "9.2 The Operator must maintain goods in custody insurance for at least that amount.",
            ("h", "19. Ending this agreement"),
            "19.1 Either party may end this agreement by notice to the other if the other is in "
            "material breach and does not fix the breach within 30 days after receiving notice "
            "of it.",
            "19.2 Either party may end this agreement by notice if the other suffers an "
            "Insolvency Event.",
            "19.3 Harvest Lane may end this agreement by giving the Operator not less than 60 "
            "days' notice at any time within six months after it becomes aware that a person who "
            "did not have Control of the Operator on the Commencement Date has acquired Control "
            "of the Operator.",
            "19.4 On this agreement ending, the Operator must release the Products to Harvest "
            "Lane or its nominee once all undisputed amounts are paid.",
            *general(20, short=True),
            ("h", "Schedule 1 - Rates"),
            (
                "t",
                [
                    ["Service", "Unit", "A$ (ex GST)"],
                    ["Frozen storage (about 2,500 pallets)", "pallet / week", "12.95"],
                    ["Handling", "pallet", "8.60"],
                    ["Interstate linehaul (Sydney)", "pallet", "142.00"],
                ],
            ),
            (
                "sig",
                [
                    "Signed by Harvest Lane Meals Pty Ltd: Rebecca Song, CEO",
                    "Signed by Kiewa Cold Chain Pty Ltd: Daniel Ferris, CEO, and Anita Kovac, CFO",
                ],
            ),
        ],
    )
    write_pdf(
        d / "Meridian" / "Temperature-Controlled Storage Agreement - Meridian Biologics.pdf",
        "Temperature-Controlled Storage Agreement",
        [
            "Date: 20 May 2024",
            "Meridian Biologics Pty Ltd ACN 620 031 447 of 4 Research Avenue, Bundoora VIC 3083 "
            "(Meridian) and " + KIEWA + " (Provider).",
            ("h", "1. Background"),
            "Meridian is the Australian sponsor of biological medicines and vaccines entered on "
            "the Australian Register of Therapeutic Goods. The Provider will store Meridian's "
            "finished products at 2-8C in chamber 6 of its Dandenong South facility in "
            "accordance with the PIC/S Guide to Good Distribution Practice.",
            ("h", "2. Term"),
            "Three years from 1 June 2024, with an option for Meridian to extend by two years.",
            ("h", "5. Quality"),
            "5.1 The Provider must comply with the Quality Agreement, keep continuous "
            "temperature monitoring with calibrated probes, and notify Meridian of any "
            "Temperature Excursion within one hour.",
            "5.2 Temperature Excursion means any period during which product is held outside "
            "2-8C, whatever the cause.",
            ("h", "9. Charges"),
            "The Provider's charges are A$24.50 per pallet per week, a monthly validation fee of "
            "A$3,200 and handling at A$11.00 per pallet.",
            ("h", "16. Indemnities"),
            "16.1 Each party indemnifies the other against claims by third parties for personal "
            "injury caused by its negligence.",
            "16.2 The Provider indemnifies Meridian and its related bodies corporate against "
            "all losses, liabilities, costs (including the costs of any product recall or "
            "market withdrawal and of replacement stock) and expenses suffered or incurred by "
            "any of them arising out of or in connection with any Temperature Excursion or any "
            "loss of or damage to product while in the Provider's custody.",
            ("h", "17. Limitation of liability"),
            "17.1 Subject to clause 17.2, the Provider's aggregate liability under this agreement "
            "is limited to the charges paid in the 12 months before the claim.",
            "17.2 Clause 17.1 does not apply to the Provider's liability under clause 16.2, and "
            "the Provider's liability under clause 16.2 includes loss of profit, loss of revenue "
            "and any consequential or indirect loss.",
            ("h", "22. Assignment"),
            "The Provider must not assign this agreement without Meridian's consent.",
            *general(23),
            (
                "sig",
                [
                    "Executed for Meridian Biologics Pty Ltd: Dr Claire Fontaine, Managing "
                    "Director",
                    "Executed for Kiewa Cold Chain Pty Ltd: Daniel Ferris, CEO",
                ],
            ),
        ],
    )
    rev = [
        [
            "Customer",
            "Segment",
            "Services",
            "Site",
            "FY2023 A$000",
            "FY2024 A$000",
            "FY2025 A$000",
            "Contract",
        ],
        [
            "Greenvale Fresh Foods Pty Ltd",
            "Chilled food",
            "Chilled storage, pick, metro and regional delivery",
            "Dandenong South",
            "12,810",
            "13,620",
            "14,240",
            "LSA to 30/06/2028",
        ],
        [
            "Ovens Valley Dairy Co-operative Ltd",
            "Dairy",
            "Chilled storage and metro distribution of milk, cream and yoghurt",
            "Dandenong South",
            "8,940",
            "9,310",
            "9,655",
            "WDA to 31/08/2027",
        ],
        [
            "Coastline Seafood Group Pty Ltd",
            "Seafood",
            "Frozen storage, blast freezing, export",
            "Dandenong South / East Tamaki",
            "5,220",
            "6,480",
            "7,130",
            "MSA to 31/10/2027",
        ],
        [
            "Harvest Lane Meals Pty Ltd",
            "Frozen food",
            "Frozen storage and interstate linehaul",
            "Dandenong South",
            "-",
            "3,105",
            "5,890",
            "CSTA to 31/12/2028",
        ],
        [
            "Meridian Biologics Pty Ltd",
            "Pharmaceutical",
            "2-8C GDP storage",
            "Dandenong South",
            "-",
            "190",
            "2,410",
            "TCSA to 31/05/2027",
        ],
        [
            "Tarrawingee Milk Company Pty Ltd",
            "Dairy",
            "Fluid milk, cream and yoghurt: chilled storage and metro delivery",
            "Dandenong South",
            "-",
            "-",
            "1,862",
            "SA to 16/02/2028",
        ],
        [
            "Sunraysia Citrus Exports Pty Ltd",
            "Produce",
            "Cold storage and export",
            "Dandenong South",
            "2,450",
            "2,310",
            "2,205",
            "Purchase orders",
        ],
        [
            "Moreton Bay Prawn Farms Pty Ltd",
            "Seafood",
            "Frozen storage",
            "Larapinta",
            "3,880",
            "4,020",
            "4,150",
            "Agreement to 30/06/2026",
        ],
        [
            "Brisbane Valley Meats Pty Ltd",
            "Meat",
            "Frozen storage and distribution",
            "Larapinta",
            "6,120",
            "6,445",
            "6,730",
            "Agreement to 30/09/2027",
        ],
        [
            "Kaimai Kiwifruit Co Ltd",
            "Produce (NZ)",
            "Chilled export storage",
            "East Tamaki",
            "2,960",
            "3,050",
            "3,210",
            "Annual terms",
        ],
        [
            "Other customers (about 140)",
            "Various",
            "Various",
            "All",
            "17,420",
            "15,570",
            "10,918",
            "Standard terms",
        ],
        ["Total", "", "", "", "59,800", "64,100", "68,400", ""],
    ]
    write_csv(out / "03 Commercial" / "Customer Revenue FY2023-FY2025.csv", rev)
    write_xlsx(
        out / "03 Commercial" / "Rate Card FY2026.xlsx",
        [
            (
                "Contracted rates",
                [
                    [
                        "Customer",
                        "Service",
                        "Temperature",
                        "Volume in store (pallets)",
                        "Unit",
                        "Rate A$ from 1 Jul 2025",
                        "Review",
                    ],
                    [
                        "Greenvale Fresh Foods",
                        "Storage",
                        "Chilled 0-4C",
                        5200,
                        "pallet/week",
                        11.74,
                        "CPI 1 July",
                    ],
                    [
                        "Ovens Valley Dairy",
                        "Storage",
                        "Chilled 0-4C",
                        2400,
                        "pallet/week",
                        11.10,
                        "Greater of 3% and CPI, 1 Sept",
                    ],
                    [
                        "Tarrawingee Milk",
                        "Storage",
                        "Chilled 0-4C",
                        650,
                        "pallet/week",
                        12.20,
                        "Fixed to Feb 2026",
                    ],
                    [
                        "Coastline Seafood",
                        "Storage",
                        "Frozen -18C",
                        3100,
                        "pallet/week",
                        14.80,
                        "Fixed to 31 Oct 2025, then CPI",
                    ],
                    [
                        "Harvest Lane Meals",
                        "Storage",
                        "Frozen -20C",
                        2500,
                        "pallet/week",
                        12.95,
                        "3% each 1 Jan from 2026",
                    ],
                    [
                        "Brisbane Valley Meats",
                        "Storage",
                        "Frozen -18C",
                        1900,
                        "pallet/week",
                        13.60,
                        "CPI 1 Oct",
                    ],
                    [
                        "Moreton Bay Prawn Farms",
                        "Storage",
                        "Frozen -22C",
                        1400,
                        "pallet/week",
                        15.10,
                        "Fixed",
                    ],
                    [
                        "Meridian Biologics",
                        "Storage",
                        "Pharma 2-8C",
                        420,
                        "pallet/week",
                        24.50,
                        "CPI 1 June",
                    ],
                ],
            ),
            (
                "Standard rates",
                [
                    ["Service", "Unit", "Rate A$ from 1 Jul 2025"],
                    ["Chilled storage", "pallet/week", 13.90],
                    ["Frozen storage", "pallet/week", 16.40],
                    ["Handling in/out", "pallet", 9.80],
                    ["Metro delivery", "pallet", 44.00],
                ],
            ),
        ],
        widths=20,
    )
    write_html(
        out / "03 Commercial" / "Standard Terms of Storage and Carriage.html",
        "Kiewa Cold Chain - Standard Terms of Storage and Carriage",
        """
<h1>Standard Terms of Storage and Carriage (version 6, 1 July 2024)</h1>
<p>These terms apply to every service Kiewa Cold Chain Pty Ltd (<b>Kiewa</b>) provides unless a
signed written agreement says otherwise.</p>
<h2>1. Kiewa is not a common carrier</h2>
<p>Kiewa carries and stores goods only on these terms and may refuse any goods.</p>
<h2>2. Customer's obligations</h2>
<ul>
<li>The customer must deliver goods at the required temperature and correctly labelled.</li>
<li>The customer must tell Kiewa in writing of any dangerous goods or allergens.</li>
</ul>
<h2>3. Liability</h2>
<p>To the extent permitted by law, including the Australian Consumer Law, Kiewa's liability for
loss of or damage to goods is limited to A$2.00 per kilogram, and in any event to A$20,000 per
consignment, unless the customer has declared a higher value and paid the additional charge.</p>
<h2>4. Lien</h2>
<p>Kiewa has a general lien over all goods in its possession for all amounts owing to it, and
these terms are a security agreement for the purposes of the Personal Property Securities Act
2009 (Cth).</p>
<h2>5. Payment</h2>
<p>Invoices are payable within 14 days. Interest accrues on overdue amounts at 2% above the
Reserve Bank of Australia cash rate.</p>
<h2>6. Claims</h2>
<p>Claims must be notified in writing within 7 days of delivery or of the date the goods should
have been delivered.</p>
""",
    )


def suppliers(out: Path) -> None:
    d = out / "03 Commercial" / "Suppliers"
    write_pdf(
        d / "Refrigeration Plant Services Agreement - Polar Engineering.pdf",
        "Refrigeration Plant Services and Equipment Agreement",
        [
            "Date: 1 November 2023",
            "Polar Engineering Services Pty Ltd ACN 125 006 981 of 19 Keysborough Avenue, "
            "Keysborough VIC 3173 (Polar) and " + KIEWA + " (Client).",
            ("h", "1. Engagement"),
            "1.1 The Client engages Polar to operate, maintain and repair the refrigeration plant "
            "at the Dandenong South and Larapinta facilities (the Plant), and to supply and "
            "install the replacement compressors and evaporators listed in schedule 2 (the "
            "Equipment) in stages between 2024 and 2026.",
            "1.2 Polar will provide a 24 hour, 7 day a week call-out service with a response "
            "time of two hours at Dandenong South and four hours at Larapinta.",
            ("h", "2. Term"),
            "2.1 This agreement starts on 1 November 2023 and ends on 31 October 2030 (Term).",
            ("h", "3. Fees"),
            "3.1 The Client must pay Polar a monthly service and equipment fee of A$74,500 "
            "(excluding GST) for the Term, adjusted on each 1 November by CPI.",
            "3.2 Title to each item of Equipment passes to the Client when the last monthly fee "
            "for the Term is paid. Until then the Equipment is Polar's property, and this "
            "agreement is a security agreement under the Personal Property Securities Act 2009 "
            "(Cth).",
            ("h", "4. Early termination"),
            "4.1 The Client may end this agreement before the end of the Term only by paying "
            "Polar, as an early termination payment, 85% of the monthly fees that would have "
            "fallen due for the rest of the Term.",
            "4.2 Polar may end this agreement if the Client fails to pay any amount within 30 "
            "days of its due date.",
            ("h", "5. Exclusivity"),
            "The Client will not engage any other contractor to maintain the Plant during the "
            "Term except in an emergency when Polar cannot attend within the response time.",
            ("h", "6. Refrigerants"),
            "Polar must hold a refrigerant trading authorisation and refrigerant handling "
            "licences under the Ozone Protection and Synthetic Greenhouse Gas Management Act "
            "1989 (Cth) and must keep records of refrigerant recovered and recharged.",
            *general(7),
            (
                "sig",
                [
                    "Executed by Polar Engineering Services Pty Ltd: Stuart McKellar, Director",
                    "Executed by Kiewa Cold Chain Pty Ltd: Graham Tulloch (Director), Daniel "
                    "Ferris (Director)",
                ],
            ),
        ],
    )
    write_docx(
        d / "Dry Ice Supply Agreement - Southern Cryogenics.docx",
        "Dry Ice and Liquid CO2 Supply Agreement",
        [
            "Dated 1 July 2022",
            "Between Southern Cryogenics Pty Ltd ACN 097 441 250 (Supplier) and Kiewa Cold Chain "
            "Pty Ltd ACN 614 208 377 (Buyer).",
            ("h", "1. Supply"),
            "The Supplier will supply dry ice pellets and blocks, and liquid carbon dioxide, to "
            "the Buyer's Dandenong South facility on the Buyer's orders.",
            ("h", "2. Term"),
            "This agreement runs from 1 July 2022 to 30 June 2025. It does not renew "
            "automatically.",
            ("h", "3. Exclusive purchasing and minimum quantity"),
            "3.1 During the term the Buyer will buy all of its requirements for dry ice in "
            "Victoria from the Supplier.",
            "3.2 The Buyer must take or pay for a minimum annual quantity of 1,200 tonnes of dry "
            "ice in each contract year. If the Buyer takes less, it must pay the Supplier 60% of "
            "the price of the shortfall within 30 days after the end of the contract year.",
            ("h", "4. Price"),
            "A$1,180 per tonne for pellets and A$1,240 per tonne for blocks, delivered, "
            "reviewed each 1 July.",
            ("h", "5. Cylinders and equipment"),
            "Storage bins and cylinders remain the Supplier's property.",
            ("h", "6. Law"),
            "This agreement is governed by the law of Victoria.",
            (
                "sig",
                [
                    "Signed for the Supplier: Helen Zhou, State Manager",
                    "Signed for the Buyer: Anita Kovac, CFO",
                ],
            ),
        ],
    )
    write_eml(
        d / "Email - Southern Cryogenics agreement end.eml",
        sender="Helen Zhou <helen.zhou@southerncryo.example>",
        to="Anita Kovac <anita.kovac@kiewacoldchain.example>",
        cc="Procurement <procurement@kiewacoldchain.example>",
        subject="Dry ice supply agreement - expiry on 30 June 2025",
        when=dt.datetime(2025, 7, 2, 14, 12),
        body="""
Hi Anita

Following our call, I confirm that the Dry Ice and Liquid CO2 Supply Agreement dated 1 July 2022
came to an end on 30 June 2025 at the end of its term, and we have agreed not to renew it.

For the final contract year (FY2025) your dry ice purchases were 1,246 tonnes, above the minimum
annual quantity of 1,200 tonnes, so no shortfall payment is owing for that year or for either
earlier year. The exclusive purchasing commitment in clause 3.1 ended with the agreement.

From 1 July 2025 we will keep supplying on your purchase orders at our list price less 8%, with
no minimum volume, and either of us can stop at any time. Our bins at Dandenong South can stay
there on the same basis.

Thanks for the last three years.

Kind regards
Helen Zhou
State Manager VIC/TAS, Southern Cryogenics Pty Ltd
""",
    )
    write_docx(
        d / "Subcontract Carrier Agreement - Riverina Chilled Transport.docx",
        "Subcontract Carrier Agreement",
        [
            "Date: 2 May 2022",
            "Kiewa Cold Chain Pty Ltd ACN 614 208 377 (Kiewa) and Riverina Chilled Transport "
            "Pty Ltd ACN 160 882 513 of 27 Hammond Avenue, Wagga Wagga NSW 2650 (Carrier).",
            ("h", "1. Services"),
            "The Carrier will provide refrigerated linehaul between Melbourne, Sydney and "
            "Adelaide on Kiewa's run sheets, using its own prime movers and refrigerated "
            "trailers, driven by its own employees.",
            ("h", "2. Chain of responsibility"),
            "The Carrier must comply with the Heavy Vehicle National Law, including fatigue, "
            "mass and speed requirements, and must give Kiewa a copy of its NHVAS accreditation "
            "each year.",
            ("h", "3. Rates"),
            "As agreed in writing from time to time; at the date of this agreement A$2.95 per "
            "loaded kilometre plus fuel levy.",
            ("h", "4. Term and termination"),
            "This agreement continues until either party gives 60 days' notice.",
            ("h", "5. Independent contractor"),
            "The Carrier is an independent contractor. Nothing in this agreement makes the "
            "Carrier's drivers employees of Kiewa.",
            ("h", "6. Insurance"),
            "The Carrier must hold motor vehicle, public liability (A$20m) and carrier's "
            "liability insurance (A$500,000 per trailer).",
            (
                "sig",
                [
                    "Signed for Kiewa: Daniel Ferris, CEO",
                    "Signed for the Carrier: Darren Pollock, Director",
                ],
            ),
        ],
    )
    write_csv(
        d / "Supplier list FY2025.csv",
        [
            ["Supplier", "Category", "FY2025 spend A$000", "Contract", "Expiry"],
            [
                "Polar Engineering Services Pty Ltd",
                "Refrigeration plant maintenance and equipment",
                "894",
                "Services and equipment agreement",
                "31/10/2030",
            ],
            [
                "Origin Energy Electricity Ltd",
                "Electricity (large market)",
                "3,420",
                "Retail contract",
                "30/06/2026",
            ],
            [
                "Riverina Chilled Transport Pty Ltd",
                "Subcontract linehaul",
                "2,115",
                "Subcontract carrier agreement",
                "60 days' notice",
            ],
            [
                "Southern Cryogenics Pty Ltd",
                "Dry ice and CO2",
                "1,470",
                "Purchase orders (agreement expired 30/06/2025)",
                "-",
            ],
            [
                "Redgum Truck Leasing Pty Ltd",
                "Prime mover and trailer leases",
                "1,960",
                "Operating leases (28 units)",
                "Various 2026-2029",
            ],
            ["Chep Australia Ltd", "Pallet hire", "410", "Pallet hire terms", "Rolling"],
            [
                "Manhattan Associates",
                "WMS licence and support",
                "310",
                "Subscription",
                "30/06/2027",
            ],
            ["Ampol Australia", "Diesel (fuel cards)", "2,240", "Fuel card terms", "Rolling"],
            [
                "Secure Alarm Monitoring Pty Ltd",
                "Alarm and temperature monitoring",
                "48",
                "Monitoring agreement",
                "Rolling",
            ],
        ],
    )
