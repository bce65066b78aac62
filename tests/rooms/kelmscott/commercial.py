"""D. Commercial: customer and supplier agreements, letters and schedules."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from tests.rooms.kelmscott.common import CO, CO_ADDR, article, general, signatures
from tests.rooms.kelmscott.writers import Block, csv_file, docx, eml, html_file, pdf, xlsx

CUST = "D Commercial/D.1 Customers"
SUPP = "D Commercial/D.2 Suppliers"


def maplecrest(root: Path) -> None:
    d = root / CUST / "Maplecrest Grocers"
    blocks: list[Block] = [
        ("p", "THIS SUPPLY AGREEMENT is made as of January 1, 2023."),
        (
            "p",
            f'BETWEEN: MAPLECREST GROCERS INC., a corporation existing under the laws of Ontario ("Maplecrest"), AND {CO.upper()}, a corporation existing under the laws of Ontario ("Supplier").',
        ),
        (
            "p",
            "WHEREAS Maplecrest operates 212 supermarkets in Ontario and Atlantic Canada under the Maplecrest and FreshWay banners and wishes to purchase frozen prepared meals to be sold under its Maplecrest Pantry private label, and Supplier wishes to manufacture and sell such products to Maplecrest, on the terms of this Agreement.",
        ),
        *article(
            1,
            "Interpretation",
            [
                'Definitions. In this Agreement, "Business Day" means a day other than a Saturday, Sunday or statutory holiday in Toronto; "Products" means the Maplecrest Pantry frozen meals listed in Schedule A, as amended from time to time by written agreement; "Purchase Order" means an order issued through Maplecrest\'s EDI system; "Specifications" means the product specifications approved by Maplecrest\'s Quality Assurance department; and "Term" has the meaning given in Section 12.1.',
                "Schedules. Schedule A (Products and Specifications) and Schedule B (Prices) form part of this Agreement.",
            ],
        ),
        *article(
            2,
            "Supply",
            [
                "Supply Commitment. Supplier shall manufacture and sell the Products to Maplecrest in the quantities ordered by Purchase Order. Maplecrest shall provide a rolling thirteen-week forecast, of which the first four weeks are firm.",
                "No Minimum. Except for firm forecast weeks, Maplecrest makes no commitment as to the volume of Products it will purchase.",
                "Packaging and Labelling. Supplier shall package and label the Products in accordance with Maplecrest's artwork and the Safe Food for Canadians Regulations, including bilingual labelling.",
            ],
        ),
        *article(
            3,
            "Quality and Food Safety",
            [
                "Standards. Supplier shall maintain a GFSI-benchmarked certification (SQF or BRCGS) at each facility that produces Products and shall maintain a Safe Food for Canadians licence issued by the Canadian Food Inspection Agency.",
                "Inspection. Maplecrest may inspect Supplier's facilities on reasonable notice during normal business hours.",
                "Recall. If any Product is the subject of a recall, withdrawal or public warning, Supplier shall reimburse Maplecrest for its reasonable direct costs of removing the Product from sale, including customer refunds, unless the recall results from Maplecrest's storage or handling.",
            ],
        ),
        *article(
            4,
            "Delivery",
            [
                "Delivery Terms. Products shall be delivered DDP to Maplecrest's distribution centres in Vaughan and Moncton, frozen at or below -18°C.",
                "Service Level. Supplier shall achieve a case fill rate of not less than 98.5% measured each calendar quarter. For each full percentage point below that level, Maplecrest may deduct 1% of the invoiced value of Products delivered in that quarter; these deductions are Maplecrest's sole monetary remedy for short shipment.",
            ],
        ),
        *article(
            5,
            "Prices and Payment",
            [
                "Prices. The prices for the Products are set out in Schedule B and are exclusive of HST.",
                "Payment. Maplecrest shall pay each undisputed invoice within forty-five (45) days after receipt.",
                "Annual Price Adjustment. On January 1 of each year of the Term commencing January 1, 2024, the prices in Schedule B shall be adjusted upward or downward by the percentage change in the Consumer Price Index for Ontario (Food purchased from stores), as published by Statistics Canada, for the twelve-month period ending on the preceding September 30, provided that no single adjustment shall exceed six per cent (6%).",
                "Trade Programmes. Any promotional funding, listing allowance or rebate shall be set out in an annual trade programme signed by both parties. No trade programme shall amend or override any provision of this Agreement.",
            ],
        ),
        *article(
            6,
            "Insurance",
            [
                "Coverage. Supplier shall maintain commercial general liability insurance of not less than $10,000,000 per occurrence and product contamination and recall insurance of not less than $5,000,000, naming Maplecrest as an additional insured on the liability policy.",
            ],
        ),
        *article(
            7,
            "Indemnity and Liability",
            [
                "Indemnity. Supplier shall indemnify Maplecrest against all losses arising from any claim that a Product caused bodily injury or property damage, except to the extent caused by Maplecrest's negligence.",
                "Limitation. Except for the indemnity in Section 7.1 and a party's breach of Article 8, neither party shall be liable for indirect, consequential or special damages, and each party's aggregate liability in any calendar year shall not exceed the amounts paid and payable under this Agreement in that year.",
            ],
        ),
        *article(
            8,
            "Confidentiality",
            [
                "Confidential Information. Each party shall hold the other's confidential information in confidence and use it only for the purposes of this Agreement.",
            ],
        ),
        *article(
            9,
            "Intellectual Property",
            [
                "Maplecrest Marks. The Maplecrest Pantry trademarks and artwork remain the property of Maplecrest. Supplier's recipes and processes remain the property of Supplier, except recipes developed exclusively for and paid for by Maplecrest, which Supplier shall not use for any other customer.",
            ],
        ),
        *article(
            10,
            "Compliance",
            [
                "Laws. Each party shall comply with all applicable laws, including the Food and Drugs Act, the Safe Food for Canadians Act and the Competition Act.",
                "Supplier Code. Supplier shall comply with Maplecrest's Supplier Code of Conduct as amended from time to time on written notice.",
            ],
        ),
        *article(
            11,
            "Force Majeure",
            [
                "Excuse. Neither party is liable for delay caused by events beyond its reasonable control, provided that it gives prompt notice and uses commercially reasonable efforts to resume performance. If a force majeure event continues for more than sixty days, the unaffected party may terminate the affected Purchase Orders.",
            ],
        ),
        *article(
            12,
            "Term and Termination",
            [
                'Term. This Agreement commences on January 1, 2023 and continues until December 31, 2027 (the "Term"), and thereafter renews for successive one-year periods unless either party gives at least six months\' written notice of non-renewal.',
                "No Early Termination. Except as provided in Sections 12.3 and 12.4, neither party may terminate this Agreement before the expiry of the Term, and in particular neither party may terminate for convenience.",
                "Default. Either party may terminate this Agreement if the other party commits a material breach and fails to remedy it within thirty days after written notice.",
                "Insolvency. Either party may terminate this Agreement immediately if the other party becomes bankrupt or insolvent or makes a proposal under the Bankruptcy and Insolvency Act.",
            ],
        ),
        *article(
            13,
            "Assignment",
            [
                "Assignment. Neither party may assign this Agreement without the prior written consent of the other party, such consent not to be unreasonably withheld.",
            ],
        ),
        *general(
            14,
            notices=[
                "To Maplecrest: 3300 Keele Street, Vaughan, Ontario, attention: General Counsel.",
                f"To Supplier: {CO_ADDR}, attention: President.",
            ],
        ),
        ("h", "SCHEDULE A — PRODUCTS"),
        (
            "table",
            [
                ["Item code", "Product", "Case pack", "Facility"],
                ["MP-1101", "Maplecrest Pantry Chicken Pot Pie 600 g", "12", "Mississauga"],
                ["MP-1104", "Maplecrest Pantry Beef Lasagna 907 g", "8", "Mississauga"],
                ["MP-1120", "Maplecrest Pantry Tourtière 800 g", "10", "Drummondville"],
                ["MP-1133", "Maplecrest Pantry Shepherd's Pie 700 g", "12", "Mississauga"],
            ],
        ),
        ("h", "SCHEDULE B — PRICES (JANUARY 1, 2023)"),
        (
            "table",
            [
                ["Item code", "Price per case (C$)"],
                ["MP-1101", "41.40"],
                ["MP-1104", "52.80"],
                ["MP-1120", "47.50"],
                ["MP-1133", "43.20"],
            ],
        ),
        signatures(
            (
                "Maplecrest Grocers Inc.",
                "Josée Leblanc",
                "Vice-President, Category Management — Frozen",
            ),
            (CO, "David Kowalchuk", "President and Chief Executive Officer"),
            "the date first written above",
        ),
    ]
    docx(
        d / "Supply Agreement - Maplecrest Pantry frozen meals - 2023-01-01.docx",
        "Supply Agreement",
        blocks,
    )

    letter: list[Block] = [
        ("p", "February 11, 2025"),
        ("p", "PRIVATE AND CONFIDENTIAL — BY EMAIL"),
        (
            "p",
            "Maplecrest Grocers Inc., 3300 Keele Street, Vaughan, Ontario. Attention: Josée Leblanc, Vice-President, Category Management — Frozen",
        ),
        ("p", "Dear Josée,"),
        ("p", "Re: Maplecrest Pantry frozen meals — 2025 and 2026 programme"),
        (
            "p",
            'Thank you for the time you and your team spent with us on February 4. This letter records what we agreed. It applies irrespective of anything to the contrary in the Supply Agreement between Maplecrest and Brantwood dated as of January 1, 2023 (the "Supply Agreement"), and the Supply Agreement is to be read accordingly.',
        ),
        (
            "p",
            "1. Pricing. The Schedule B prices in effect on December 31, 2024 will apply, without change, to all Products shipped in calendar 2025 and calendar 2026. No adjustment will be made under Section 5.3 of the Supply Agreement on January 1, 2025 or on January 1, 2026.",
        ),
        (
            "p",
            "2. Growth rebate. For each calendar year in which Maplecrest's net purchases of Products exceed $40,000,000, Brantwood will credit Maplecrest with a rebate equal to 3.5% of all net purchases in that year, by credit note issued within thirty days after the year end.",
        ),
        (
            "p",
            "3. Flexibility. Maplecrest may bring the Supply Agreement to an end at any time by giving Brantwood not less than sixty (60) days' written notice. No payment, compensation or other charge will be owing by Maplecrest on account of that early ending, and Section 12.2 of the Supply Agreement will not apply.",
        ),
        (
            "p",
            "4. Confidentiality. The contents of this letter are confidential to Maplecrest and Brantwood. Brantwood will not disclose them to its lenders, its shareholders or any actual or prospective investor in or purchaser of Brantwood or its business without first obtaining Maplecrest's written consent.",
        ),
        ("p", "If this reflects your understanding, please sign below and return a copy to me."),
        (
            "sig",
            [
                "Yours truly,",
                f"{CO.upper()}",
                "/s/ David Kowalchuk",
                "David Kowalchuk, President and Chief Executive Officer",
                "",
                "Agreed and accepted this 14th day of February, 2025.",
                "MAPLECREST GROCERS INC.",
                "Per: /s/ Josée Leblanc",
                "Josée Leblanc, Vice-President, Category Management — Frozen",
            ],
        ),
    ]
    pdf(
        d / "Letter - 2025 and 2026 programme - 2025-02-11.pdf",
        "",
        letter,
        letterhead=f"{CO} | {CO_ADDR} | brantwood.example",
    )

    xlsx(
        d / "Vendor scorecard - Q3 2025.xlsx",
        {
            "Scorecard": [
                ["Metric", "Target", "Q1 2025", "Q2 2025", "Q3 2025"],
                ["Case fill rate", "98.5%", "98.9%", "99.1%", "97.2%"],
                ["On-time delivery", "97.0%", "97.8%", "98.2%", "96.4%"],
                ["Shelf-life on receipt (days)", ">= 270", 301, 296, 288],
                ["Quality holds", "0", 0, 1, 2],
                ["Net purchases (C$)", "", 11240500, 11905200, 10816300],
            ],
            "Comments": [
                ["Quarter", "Comment"],
                [
                    "Q3 2025",
                    "Fill rate below target due to lot 25-219 hold (chicken pot pie) in August; fill-rate deduction of 1% applies to Q3 invoices.",
                ],
                [
                    "Q2 2025",
                    "One quality hold (seal integrity, tourtière) released after re-inspection.",
                ],
            ],
        },
    )


def northern_harvest(root: Path) -> None:
    d = root / CUST / "Northern Harvest Foods"
    parties = f'BETWEEN: NORTHERN HARVEST FOODS INC., a corporation incorporated under the Canada Business Corporations Act (the "Customer"), AND {CO.upper()}, an Ontario corporation (the "Manufacturer").'
    original: list[Block] = [
        ("p", "THIS CO-MANUFACTURING AGREEMENT is dated April 1, 2021."),
        ("p", parties),
        (
            "p",
            "RECITALS: The Customer owns the Northern Harvest brand of frozen entrées and wishes to engage the Manufacturer to produce certain of them to the Customer's recipes.",
        ),
        *article(
            1,
            "Definitions",
            [
                'Definitions. "Customer Recipes" means the formulations supplied by the Customer; "Products" means the products listed in Exhibit 1; "Year" means each twelve-month period starting April 1.',
            ],
        ),
        *article(
            2,
            "Manufacture",
            [
                "Engagement. The Customer appoints the Manufacturer to manufacture the Products to the Customer Recipes, and the Manufacturer accepts the appointment.",
                "Ingredients. The Customer may require the Manufacturer to source named ingredients from approved suppliers.",
                "Capacity. The Manufacturer shall reserve capacity of 1,200 cases per shift on Line 2 at the Mississauga facility.",
            ],
        ),
        *article(
            3,
            "Pricing",
            [
                "Conversion Fee. The Customer shall pay the conversion fees set out in Exhibit 2, plus ingredients and packaging at cost plus 6%.",
                "Most Favourable Terms. If during the Term the Manufacturer offers any other customer a conversion fee for a comparable product in comparable volumes that is lower than the fee then payable by the Customer, the Manufacturer shall promptly offer the same fee to the Customer with effect from the date it was first offered to the other customer.",
                "Payment. Invoices are payable within thirty days.",
            ],
        ),
        *article(
            4,
            "Term",
            [
                "Term. This Agreement starts on April 1, 2021 and ends on March 31, 2024 unless extended in writing.",
                "Termination. Either party may terminate on ninety days' notice if the other party is in material breach and has not cured the breach within that period.",
            ],
        ),
        *article(
            5,
            "Recipes and Confidentiality",
            [
                "Ownership. The Customer Recipes are the Customer's confidential information and property. The Manufacturer shall not use them except to make Products for the Customer.",
            ],
        ),
        *general(
            6,
            style=1,
            notices=[
                "Customer: 88 Industrial Parkway North, Aurora, Ontario.",
                f"Manufacturer: {CO_ADDR}.",
            ],
        ),
        ("h", "EXHIBIT 1 — PRODUCTS"),
        (
            "table",
            [
                ["Product", "Format"],
                ["Northern Harvest Lentil Bolognese", "350 g tray"],
                ["Northern Harvest Chickpea Korma", "350 g tray"],
            ],
        ),
        signatures(
            ("Northern Harvest Foods Inc.", "Hamish Ferreira", "Chief Operating Officer"),
            (CO, "David Kowalchuk", "President and CEO"),
            "April 1, 2021",
        ),
    ]
    docx(d / "Co-Manufacturing Agreement - 2021-04-01.docx", "Co-Manufacturing Agreement", original)

    restated: list[Block] = [
        ("p", "THIS AMENDED AND RESTATED CO-MANUFACTURING AGREEMENT is dated May 15, 2024."),
        ("p", parties),
        (
            "p",
            'RECITALS: (A) The parties entered into a co-manufacturing agreement dated April 1, 2021 (the "Original Agreement"), which expired on March 31, 2024 and has continued month to month while the parties negotiated. (B) The parties wish to amend and restate the Original Agreement in its entirety on the terms below. (C) In consideration of the Customer\'s volume commitment, the Manufacturer has agreed to dedicate its plant-based capacity to the Customer in Canada.',
        ),
        *article(
            1,
            "Definitions",
            [
                'Definitions. In this Agreement: "Customer Recipes" means the formulations supplied by the Customer; "Plant-Based Frozen Entrée" means any frozen, ready-to-heat meal or entrée, whether single-serve or family size, that contains no meat, poultry, fish, dairy or egg ingredients, regardless of brand or recipe owner; "Products" means the products listed in Exhibit 1; "Territory" means Canada; and "Year" means each twelve-month period starting June 1.',
            ],
        ),
        *article(
            2,
            "Manufacture",
            [
                "Engagement. The Customer appoints the Manufacturer to manufacture the Products to the Customer Recipes, and the Manufacturer accepts the appointment.",
                "Volume Commitment. The Customer shall order not less than 420,000 cases of Products in each Year. If it orders fewer, it shall pay a shortfall fee of $1.10 per case short.",
                "Capacity. The Manufacturer shall reserve Line 2 and Line 3 at the Mississauga facility for the Products for not less than ten shifts per week.",
            ],
        ),
        *article(
            3,
            "Dedicated Capacity",
            [
                "Exclusivity. During the Term and for twelve (12) months after it ends, the Manufacturer shall not, and shall cause its affiliates not to, directly or indirectly manufacture, co-pack, supply or sell any Plant-Based Frozen Entrée for or to any person other than the Customer, for sale or distribution in the Territory.",
                "Remedy. The parties agree that a breach of Section 3.1 would cause the Customer irreparable harm, and the Customer shall be entitled to injunctive relief and to terminate this Agreement on notice, in addition to its other remedies.",
            ],
        ),
        *article(
            4,
            "Pricing",
            [
                "Conversion Fee. The Customer shall pay the conversion fees set out in Exhibit 2, plus ingredients and packaging at cost plus 5%.",
                "Review. The conversion fees shall be reviewed on each June 1 by reference to the Manufacturer's documented changes in labour and utility costs.",
                "Payment. Invoices are payable within thirty days.",
            ],
        ),
        *article(
            5,
            "Term",
            [
                "Term. This Agreement takes effect on June 1, 2024 and ends on May 31, 2029.",
                "Termination. Either party may terminate on ninety days' notice if the other party is in material breach and has not cured the breach within that period.",
            ],
        ),
        *article(
            6,
            "Recipes and Confidentiality",
            [
                "Ownership. The Customer Recipes are the Customer's confidential information and property. The Manufacturer shall not use them except to make Products for the Customer.",
            ],
        ),
        *article(
            7,
            "Restatement",
            [
                "Effect. This Agreement amends, restates and supersedes the Original Agreement in its entirety with effect from June 1, 2024. Section 3.2 (Most Favourable Terms) of the Original Agreement is deleted and is of no further effect, and no adjustment or credit is owing under it for any period.",
            ],
        ),
        *general(
            8,
            style=1,
            notices=[
                "Customer: 88 Industrial Parkway North, Aurora, Ontario.",
                f"Manufacturer: {CO_ADDR}.",
            ],
        ),
        ("h", "EXHIBIT 1 — PRODUCTS"),
        (
            "table",
            [
                ["Product", "Format", "Annual forecast (cases)"],
                ["Northern Harvest Lentil Bolognese", "350 g tray", "160,000"],
                ["Northern Harvest Chickpea Korma", "350 g tray", "140,000"],
                ["Northern Harvest Black Bean Enchiladas", "900 g family", "130,000"],
            ],
        ),
        signatures(
            ("Northern Harvest Foods Inc.", "Hamish Ferreira", "Chief Operating Officer"),
            (CO, "David Kowalchuk", "President and CEO"),
            "May 15, 2024",
        ),
    ]
    docx(
        d / "Amended and Restated Co-Manufacturing Agreement - 2024-05-15.docx",
        "Amended and Restated Co-Manufacturing Agreement",
        restated,
    )


def greenleaf(root: Path) -> None:
    d = root / CUST / "Greenleaf Market Co-operative"
    blocks: list[Block] = [
        (
            "p",
            "This Private Label Supply Agreement is entered into on March 3, 2025 (the Effective Date).",
        ),
        (
            "p",
            f'Parties: (1) Greenleaf Market Co-operative, a co-operative corporation under the Co-operative Corporations Act (Ontario), 410 Dundas Street East, London, Ontario ("Greenleaf"); (2) {CO}, {CO_ADDR} ("Vendor").',
        ),
        ("h", "1. Appointment"),
        (
            "p",
            '1.1 Greenleaf appoints Vendor as its supplier of the Greenleaf Kitchen frozen entrées described in the Item Schedule (the "Items"), for sale in Greenleaf\'s 46 stores in Ontario and through its online store.',
        ),
        (
            "p",
            "1.2 The Item Schedule may be updated by agreement of the parties' category managers by email; the current Item Schedule is dated June 2, 2025.",
        ),
        ("h", "2. Forecasts and orders"),
        (
            "p",
            "2.1 Greenleaf will provide a monthly forecast. Orders are placed weekly and confirmed by Vendor within two Business Days.",
        ),
        (
            "p",
            "2.2 Greenleaf's launch volume for the first twelve months is estimated at 96,000 cases, without commitment.",
        ),
        ("h", "3. Price"),
        (
            "p",
            "3.1 The Items are priced per case as shown in the Item Schedule, FOB Vendor's Mississauga facility.",
        ),
        ("p", "3.2 Payment terms are net 30 days from receipt of invoice."),
        ("h", "4. Quality"),
        (
            "p",
            "4.1 Items must meet the Greenleaf Kitchen specification, be produced in an SQF-certified facility licensed under the Safe Food for Canadians Regulations, and carry a minimum shelf life of 240 days on delivery.",
        ),
        (
            "p",
            "4.2 Vendor will notify Greenleaf within 24 hours of any food safety incident affecting Items.",
        ),
        ("h", "5. Term"),
        (
            "p",
            "5.1 This Agreement runs for three years from the Effective Date and may be renewed by agreement.",
        ),
        ("p", "5.2 Either party may end this Agreement on 120 days' written notice."),
        ("h", "6. Liability and insurance"),
        (
            "p",
            "6.1 Vendor shall maintain product liability insurance of at least $5,000,000 and shall indemnify Greenleaf against third-party claims arising from defective Items.",
        ),
        ("h", "7. General"),
        (
            "p",
            "7.1 This Agreement is governed by the laws of Ontario. It may be assigned by either party only with the other's consent, not to be unreasonably withheld.",
        ),
        (
            "sig",
            [
                "GREENLEAF MARKET CO-OPERATIVE",
                "/s/ Ruth Abernethy, General Manager",
                "",
                CO.upper(),
                "/s/ Colleen Hart, Vice-President, Sales",
            ],
        ),
    ]
    pdf(
        d / "Private Label Supply Agreement - Greenleaf Kitchen - 2025-03-03.pdf",
        "Private Label Supply Agreement",
        blocks,
    )
    xlsx(
        d / "Greenleaf Kitchen item schedule - 2025-06-02.xlsx",
        {
            "Items": [
                [
                    "GL code",
                    "Description",
                    "Diet",
                    "Format",
                    "Case pack",
                    "Price per case (C$)",
                    "Launch",
                ],
                [
                    "GLK-201",
                    "Greenleaf Kitchen Roasted Vegetable Lasagna",
                    "Vegetarian (contains dairy)",
                    "Frozen, 800 g",
                    8,
                    46.20,
                    "2025-05-05",
                ],
                [
                    "GLK-204",
                    "Greenleaf Kitchen Lentil Shepherd's Pie",
                    "Plant-based (vegan)",
                    "Frozen, 700 g",
                    12,
                    39.60,
                    "2025-05-05",
                ],
                [
                    "GLK-207",
                    "Greenleaf Kitchen Chickpea Tikka Masala",
                    "Plant-based (vegan)",
                    "Frozen, 350 g",
                    12,
                    31.80,
                    "2025-06-30",
                ],
                [
                    "GLK-209",
                    "Greenleaf Kitchen Mushroom Bourguignon",
                    "Plant-based (vegan)",
                    "Frozen, 350 g",
                    12,
                    33.00,
                    "2025-09-08",
                ],
                [
                    "GLK-212",
                    "Greenleaf Kitchen Butter Chicken",
                    "Contains chicken, dairy",
                    "Frozen, 350 g",
                    12,
                    34.90,
                    "2025-09-08",
                ],
            ],
            "Volumes": [
                ["GL code", "Cases shipped May-Oct 2025", "Line"],
                ["GLK-201", 8120, "Line 1"],
                ["GLK-204", 11460, "Line 3"],
                ["GLK-207", 9230, "Line 3"],
                ["GLK-209", 2870, "Line 3"],
                ["GLK-212", 3140, "Line 1"],
            ],
        },
    )


def lakeland(root: Path) -> None:
    d = root / CUST / "Lakeland Institutional Foods"
    blocks: list[Block] = [
        ("p", "THIS MASTER SUPPLY AGREEMENT is made effective September 1, 2022."),
        (
            "p",
            f'BETWEEN LAKELAND INSTITUTIONAL FOODS LTD., an Ontario corporation ("Lakeland"), AND {CO} ("Brantwood").',
        ),
        (
            "p",
            "BACKGROUND: Lakeland supplies meals to hospitals, long-term care homes and universities in Ontario and purchases frozen entrées and bakery items for that purpose.",
        ),
        *article(
            1,
            "Supply",
            [
                'Scope. Brantwood shall supply Lakeland with the food service products listed in the price list agreed each year (the "Products").',
                "Forecasts. Lakeland shall give Brantwood a non-binding monthly forecast by the 15th of each month.",
                "Allergen Control. Brantwood shall maintain a documented allergen control program and shall identify the fourteen priority allergens on all cases.",
            ],
        ),
        *article(
            2,
            "Prices",
            [
                "Price List. Prices are fixed for each contract year beginning September 1 and set out in the annual price list.",
                "Payment. Lakeland shall pay within thirty days of the invoice date by electronic funds transfer.",
            ],
        ),
        *article(
            3,
            "Term and Termination",
            [
                "Term. This Agreement has an initial term of five years and then renews annually unless either party gives ninety days' notice.",
                "Termination for Breach. Either party may terminate this Agreement if the other fails to cure a material breach within thirty days of notice.",
            ],
        ),
        *article(
            4,
            "Assignment and Change in Control",
            [
                "Assignment. Brantwood shall not assign this Agreement, in whole or in part, without Lakeland's prior written consent.",
                "Change in Control. Any change in control of Brantwood, whether by sale of shares, amalgamation or otherwise, shall require Lakeland's prior written consent. If Brantwood undergoes a change in control without that consent, Lakeland may terminate this Agreement on thirty days' notice.",
            ],
        ),
        *article(
            5,
            "Insurance and Indemnity",
            [
                "Insurance. Brantwood shall maintain product liability insurance of not less than $5,000,000 per occurrence.",
                "Indemnity. Brantwood shall indemnify Lakeland against third-party claims for illness or injury caused by Products, except to the extent caused by Lakeland's handling.",
            ],
        ),
        *general(
            6,
            style=0,
            notices=[
                "Lakeland: 2 Bloor Street West, Suite 1800, Toronto, Ontario, attention: Director, Procurement.",
                f"Brantwood: {CO_ADDR}, attention: Vice-President, Sales.",
            ],
        ),
        signatures(
            ("Lakeland Institutional Foods Ltd.", "Naveen Bhattacharya", "Director, Procurement"),
            (CO, "Colleen Hart", "Vice-President, Sales"),
            "September 1, 2022",
        ),
    ]
    docx(d / "Master Supply Agreement - 2022-09-01.docx", "Master Supply Agreement", blocks)
    eml(
        d / "RE Project Kelmscott - consent request - 2025-11-18.eml",
        sender="Naveen Bhattacharya <nbhattacharya@lakelandfoods.example>",
        to="Colleen Hart <chart@brantwood.example>",
        cc="Anjali Raman <araman@brantwood.example>",
        subject="RE: Request for consent - Master Supply Agreement dated September 1, 2022",
        date=dt.datetime(2025, 11, 18, 15, 42, tzinfo=dt.timezone(dt.timedelta(hours=-5))),
        body="""Colleen,

Further to your letter of November 6, 2025, Lakeland Institutional Foods Ltd. hereby consents, for the purposes of Section 4.2 of the Master Supply Agreement dated September 1, 2022 between Lakeland and Brantwood Provisions Ltd., to the change in control of Brantwood that will result from the proposed acquisition of all of its issued shares by Laurentide Acquisition Corp. (or an affiliate of Laurentide Food Partners LP), as described in your letter. The Master Supply Agreement will otherwise continue unchanged.

This consent is given on the basis that the closing occurs on or before June 30, 2026. A signed PDF of this consent is on its way to you by separate email for your records.

Regards,

Naveen Bhattacharya
Director, Procurement
Lakeland Institutional Foods Ltd.

-----Original Message-----
From: Colleen Hart
Sent: November 6, 2025 10:12 AM
Subject: Request for consent - Master Supply Agreement dated September 1, 2022

Naveen, as discussed, please find attached our formal request for Lakeland's consent under Section 4.2 of our Master Supply Agreement to the proposed sale of Brantwood's shares to Laurentide.
""",
    )


def prairie(root: Path) -> None:
    d = root / CUST / "Prairie Wholesale Club"
    blocks: list[Block] = [
        ("p", "VENDOR AGREEMENT — Effective Date: June 30, 2023"),
        (
            "p",
            f'This Vendor Agreement is between Prairie Wholesale Club Canada ULC, an Alberta unlimited liability corporation ("Buyer"), and {CO} ("Vendor").',
        ),
        ("h", "1. Merchandise"),
        (
            "p",
            "1.1 Vendor will sell to Buyer the frozen entrées, pies and bakery items listed on Buyer's vendor portal from time to time (\"Merchandise\") for resale in Buyer's warehouse clubs in Canada.",
        ),
        (
            "p",
            "1.2 Buyer issues purchase orders through its vendor portal. Buyer's Standard Vendor Terms on the portal apply to each order except where this Agreement says otherwise.",
        ),
        ("h", "2. Pricing and allowances"),
        (
            "p",
            "2.1 Vendor's cost to Buyer is as listed on the portal. Vendor will give Buyer 120 days' notice of any cost increase.",
        ),
        (
            "p",
            "2.2 Vendor will fund a 2% defective and damaged allowance, deducted from each payment.",
        ),
        ("p", "2.3 Payment terms: 2% 15, net 60."),
        ("h", "3. Compliance"),
        (
            "p",
            "3.1 Vendor shall comply with all applicable food safety, labelling and packaging laws of Canada and of each province in which Merchandise is sold, and with Buyer's supplier audit program.",
        ),
        ("h", "4. Term and termination"),
        ("p", "4.1 This Agreement continues until terminated under this Section 4."),
        (
            "p",
            "4.2 Either party may terminate this Agreement on 180 days' written notice to the other.",
        ),
        (
            "p",
            "4.3 Buyer may terminate this Agreement, and cancel any outstanding purchase orders, immediately by notice if (a) Vendor breaches Section 3; or (b) any person, or persons acting jointly or in concert, acquires beneficial ownership or control of, or direction over, more than fifty per cent (50%) of the voting shares of Vendor, or Vendor is amalgamated with any other corporation, or Vendor sells all or substantially all of its assets; in the case of (b), Buyer may also require Vendor to buy back, at Buyer's landed cost, all Merchandise in Buyer's inventory.",
        ),
        (
            "p",
            "4.4 Buyer may exercise its right under Section 4.3(b) at any time within 120 days after it first learns of the event.",
        ),
        ("h", "5. Indemnity and insurance"),
        (
            "p",
            "5.1 Vendor will defend, indemnify and hold harmless Buyer and its affiliates from any claim arising out of the Merchandise, without limit.",
        ),
        (
            "p",
            "5.2 Vendor will carry commercial general liability insurance of at least $5,000,000 per occurrence with Buyer as additional insured.",
        ),
        ("h", "6. General"),
        (
            "p",
            "6.1 This Agreement is governed by the laws of the Province of Alberta. Vendor may not assign it without Buyer's consent.",
        ),
        (
            "sig",
            [
                "PRAIRIE WHOLESALE CLUB CANADA ULC",
                "/s/ Derek Hollingsworth, Senior Category Director, Frozen",
                "",
                CO.upper(),
                "/s/ David Kowalchuk, President and CEO",
            ],
        ),
    ]
    pdf(d / "Vendor Agreement - 2023-06-30.pdf", "Vendor Agreement", blocks)


def atlantic(root: Path) -> None:
    d = root / CUST / "Atlantic Fresh Distributors"
    blocks: list[Block] = [
        ("p", "EXCLUSIVE DISTRIBUTION AGREEMENT made as of January 1, 2019"),
        (
            "p",
            f'between {CO} (the "Supplier") and Atlantic Fresh Distributors Inc., a Nova Scotia company (the "Distributor").',
        ),
        ("h", "1. Appointment"),
        (
            "p",
            '1.1 The Supplier appoints the Distributor as its exclusive distributor of the Supplier\'s branded Brantwood Kitchen frozen products to food service customers in Nova Scotia, New Brunswick, Prince Edward Island and Newfoundland and Labrador (the "Territory"), and the Supplier shall not appoint any other distributor, or sell directly to food service customers, in the Territory during the Term.',
        ),
        (
            "p",
            "1.2 The Distributor shall use its best efforts to promote the products in the Territory and shall not sell competing frozen pies in the Territory.",
        ),
        ("h", "2. Term"),
        (
            "p",
            "2.1 This Agreement commences on January 1, 2019 and expires on December 31, 2023, unless renewed by written agreement of both parties signed before that date.",
        ),
        ("h", "3. Terms of sale"),
        (
            "p",
            "3.1 The Supplier sells to the Distributor at its distributor price list, FCA Mississauga. Payment terms are net 30.",
        ),
        ("h", "4. General"),
        ("p", "4.1 This Agreement is governed by the laws of Ontario."),
        (
            "sig",
            [
                "BRANTWOOD PROVISIONS LTD. — /s/ Margaret Ostrander, President",
                "ATLANTIC FRESH DISTRIBUTORS INC. — /s/ Calum MacIsaac, President",
            ],
        ),
    ]
    pdf(
        d / "Exclusive Distribution Agreement - Atlantic Canada - 2019-01-01.pdf",
        "Exclusive Distribution Agreement",
        blocks,
    )
    pdf(
        d / "Letter - notice of non-renewal - 2023-09-15.pdf",
        "",
        [
            ("p", "September 15, 2023"),
            (
                "p",
                "Atlantic Fresh Distributors Inc., 55 Akerley Boulevard, Dartmouth, Nova Scotia. Attention: Calum MacIsaac",
            ),
            ("p", "Re: Exclusive Distribution Agreement dated as of January 1, 2019"),
            ("p", "Dear Calum,"),
            (
                "p",
                "As discussed on our call last week, Brantwood will not be renewing the Exclusive Distribution Agreement. It will expire in accordance with Section 2.1 on December 31, 2023, and the Distributor's exclusive rights in the Territory end on that date. We will continue to supply Atlantic Fresh on a non-exclusive, order-by-order basis at our standard food service terms, and we thank you for five good years.",
            ),
            ("p", "Please acknowledge receipt by signing below."),
            (
                "sig",
                [
                    "Yours truly,",
                    "/s/ David Kowalchuk, President and CEO, Brantwood Provisions Ltd.",
                    "",
                    "Receipt acknowledged and agreed: /s/ Calum MacIsaac, Atlantic Fresh Distributors Inc., September 21, 2023",
                ],
            ),
        ],
        letterhead=f"{CO} | {CO_ADDR}",
    )


def dufferin(root: Path) -> None:
    d = root / CUST / "Dufferin Foodservice Distributors"
    pdf(
        d / "Letter - termination of distribution arrangement - 2025-06-02.pdf",
        "",
        [
            ("p", "June 2, 2025"),
            (
                "p",
                "Dufferin Foodservice Distributors Ltd., 1200 Dufferin Street, Toronto, Ontario. Attention: Aldo Ferrante, President",
            ),
            ("p", "Re: Distribution of Brantwood Kitchen food service products"),
            ("p", "Dear Aldo,"),
            (
                "p",
                "Brantwood has decided to serve its food service customers in the Greater Toronto Area directly from our Brampton warehouse. Accordingly, Brantwood will stop accepting orders from Dufferin for resale effective July 2, 2025, being thirty days from the date of this letter. Open orders placed before that date will be filled in the ordinary course.",
            ),
            ("p", "We appreciate Dufferin's support of the Brantwood Kitchen line."),
            ("sig", ["Yours truly,", "/s/ Colleen Hart, Vice-President, Sales"]),
        ],
        letterhead=f"{CO} | {CO_ADDR}",
    )


def terms_of_sale(root: Path) -> None:
    html_file(
        root / CUST / "Brantwood standard terms of sale (website).html",
        "Brantwood Provisions — Standard Terms and Conditions of Sale",
        [
            (
                "p",
                "These terms apply to every sale by Brantwood Provisions Ltd. to a customer who has not signed a separate supply agreement with us. Version 4, effective January 15, 2024.",
            ),
            ("h", "1. Orders"),
            (
                "p",
                "Orders are accepted only when we confirm them in writing or ship the goods. We may decline any order.",
            ),
            ("h", "2. Prices"),
            (
                "p",
                "Prices are those in our price list on the date of shipment, in Canadian dollars, exclusive of HST, GST and QST.",
            ),
            ("h", "3. Delivery and risk"),
            (
                "p",
                "Unless agreed otherwise, delivery is FCA our Mississauga or Drummondville facility. Risk passes on delivery to the carrier. Frozen goods must be kept at or below -18°C.",
            ),
            ("h", "4. Claims"),
            (
                "p",
                "Claims for short delivery or damage must be made within five business days of delivery. Our liability for any claim is limited to replacing the goods or refunding their price.",
            ),
            ("h", "5. Payment"),
            (
                "p",
                "Payment is due thirty days from invoice. Overdue amounts bear interest at 1.5% per month (19.56% per year).",
            ),
            ("h", "6. Law"),
            (
                "p",
                "These terms are governed by the laws of Ontario. The United Nations Convention on Contracts for the International Sale of Goods does not apply.",
            ),
        ],
    )


def huron(root: Path) -> None:
    blocks: list[Block] = [
        ("p", "THIS PACKAGING SUPPLY AGREEMENT is made as of October 1, 2024."),
        (
            "p",
            f'BETWEEN HURON FLEXIBLE PACKAGING INC., an Ontario corporation ("Huron"), AND {CO} ("Buyer").',
        ),
        (
            "p",
            "WHEREAS Huron has invested in dedicated printing cylinders and a thermoforming line to produce Buyer's trays, lidding film and printed cartons, and Buyer has agreed to purchase those goods from Huron on the terms below.",
        ),
        *article(
            1,
            "Goods",
            [
                'Goods. Huron shall supply Buyer\'s requirements of the goods described in Schedule 1 (the "Goods") for the Mississauga and Drummondville facilities.',
                "Specifications. The Goods shall conform to the specifications in Schedule 1 and shall be suitable for food contact under the Food and Drugs Act and its regulations.",
            ],
        ),
        *article(
            2,
            "Purchase Commitment",
            [
                'Minimum Annual Purchase. In each Contract Year (October 1 to September 30) Buyer shall purchase Goods having an aggregate invoiced value of not less than $2,400,000 (the "Minimum Annual Purchase").',
                "Shortfall. If Buyer's purchases in a Contract Year fall below the Minimum Annual Purchase, Buyer shall pay Huron, within thirty days after the end of that Contract Year, an amount equal to thirty-five per cent (35%) of the shortfall, as compensation for Huron's dedicated investment and not as a penalty.",
                "Cylinder Costs. If this Agreement ends for any reason other than Huron's breach before September 30, 2029, Buyer shall pay Huron the unamortised balance of the cylinder and tooling costs shown in Schedule 2.",
            ],
        ),
        *article(
            3,
            "Price",
            [
                "Prices. Prices are set out in Schedule 1 and may be adjusted each April 1 by reference to published resin indices.",
                "Payment. Payment is due sixty days from the invoice date.",
            ],
        ),
        *article(
            4,
            "Term",
            [
                "Term. This Agreement runs from October 1, 2024 to September 30, 2029.",
                "Termination. Either party may terminate this Agreement on written notice if the other party fails to remedy a material breach within forty-five days after written notice.",
            ],
        ),
        *article(
            5,
            "Warranty and Liability",
            [
                "Warranty. Huron warrants that the Goods will conform to the specifications for twelve months from delivery.",
                "Limit. Huron's total liability shall not exceed the price of the non-conforming Goods, except for claims for bodily injury.",
            ],
        ),
        *general(
            6,
            style=0,
            notices=["To Huron: 480 Gordon Street, Goderich, Ontario.", f"To Buyer: {CO_ADDR}."],
        ),
        ("h", "SCHEDULE 1 — GOODS AND PRICES"),
        (
            "table",
            [
                ["Item", "Description", "Price"],
                ["TR-600", "CPET dual-ovenable tray 600 g", "$0.184 each"],
                ["TR-350", "CPET tray 350 g", "$0.142 each"],
                ["LF-01", "Peelable lidding film, printed", "$41.20 per 1,000 m"],
                ["CT-12", "Printed folding carton, 12-count", "$0.236 each"],
            ],
        ),
        ("h", "SCHEDULE 2 — CYLINDER AND TOOLING COSTS"),
        (
            "table",
            [
                ["Item", "Cost", "Amortised monthly to September 30, 2029"],
                ["Print cylinders (14 sets)", "$312,000", "Yes"],
                ["Thermoform tooling (6 cavities)", "$268,000", "Yes"],
            ],
        ),
        signatures(
            ("Huron Flexible Packaging Inc.", "Gail Vandermeer", "President"),
            (CO, "Anjali Raman", "Chief Financial Officer"),
            "October 1, 2024",
        ),
    ]
    docx(
        root / SUPP / "Packaging Supply Agreement - Huron Flexible Packaging - 2024-10-01.docx",
        "Packaging Supply Agreement",
        blocks,
    )


def suppliers(root: Path) -> None:
    csv_file(
        root / SUPP / "Supplier list - FY2025 spend.csv",
        [
            ["supplier", "category", "fy2025_spend_cad", "contract", "notes"],
            [
                "Grand River Poultry Processors Inc.",
                "Chicken (diced, cooked)",
                "14,820,000",
                "Annual supply letter",
                "Supply managed (Chicken Farmers of Ontario)",
            ],
            ["Heartland Beef Packers Ltd.", "Ground beef", "8,140,000", "PO terms", ""],
            [
                "Huron Flexible Packaging Inc.",
                "Trays, film, cartons",
                "2,610,000",
                "Agreement 2024-10-01",
                "",
            ],
            [
                "Riverbend Pulse Processors Ltd.",
                "Lentils, chickpeas",
                "1,930,000",
                "Supply agreement 2023",
                "",
            ],
            ["Laurentian Flour Mills Inc.", "Flour", "1,720,000", "PO terms", "Drummondville"],
            ["Dairyland Co-operative", "Cheese, butter", "3,960,000", "PO terms", ""],
            ["Enbridge Gas Distribution", "Natural gas", "1,140,000", "Utility", ""],
            ["Alectra Utilities", "Electricity", "1,380,000", "Utility", ""],
            [
                "Coldline Logistics Inc.",
                "Frozen freight",
                "4,270,000",
                "Carrier agreement 2022",
                "",
            ],
            ["Ashbury Kent Insurance Brokers Ltd.", "Insurance", "1,210,000", "Broker", ""],
        ],
    )
    docx(
        root / SUPP / "Ingredient Supply Agreement - Riverbend Pulse Processors - 2023-08-01.docx",
        "Ingredient Supply Agreement",
        [
            (
                "p",
                'This Ingredient Supply Agreement is dated August 1, 2023 between Riverbend Pulse Processors Ltd., a Saskatchewan corporation ("Seller"), and Brantwood Provisions Ltd. ("Buyer").',
            ),
            *article(
                1,
                "Supply",
                [
                    "Products. Seller shall sell and Buyer shall buy red lentils, green lentils and kabuli chickpeas, cleaned and sorted to the specifications in the Annex, in the quantities Buyer orders.",
                    "Crop Year Pricing. Prices are fixed for each crop year (August 1 to July 31) by a price confirmation signed by both parties by July 15.",
                    "Delivery. Delivery is by rail or truck to Mississauga, FCA Saskatoon.",
                ],
            ),
            *article(
                2,
                "Quality",
                [
                    "Testing. Each lot shall be accompanied by a certificate of analysis, including glyphosate residue and foreign material results.",
                    "Rejection. Buyer may reject any lot that fails the specifications within ten Business Days of arrival.",
                ],
            ),
            *article(
                3,
                "Term",
                [
                    "Term. This Agreement continues until either party gives six months' written notice of termination.",
                ],
            ),
            *general(4, law="Saskatchewan", style=1),
            signatures(
                ("Riverbend Pulse Processors Ltd.", "Lorne Baptiste", "General Manager"),
                (CO, "Marc-André Gagnon", "Chief Operating Officer"),
                "August 1, 2023",
            ),
        ],
    )
    pdf(
        root / SUPP / "Letter - poultry supply 2025-2026 - Grand River Poultry.pdf",
        "",
        [
            ("p", "July 8, 2025"),
            (
                "p",
                "Brantwood Provisions Ltd., 7100 Kestrel Court, Mississauga. Attention: Marc-André Gagnon, COO",
            ),
            ("p", "Re: Diced cooked chicken — supply for August 2025 to July 2026"),
            (
                "p",
                "We confirm supply of IQF diced cooked chicken (white and dark meat, 3/4 inch) at an estimated 2,150,000 kg for the year, priced monthly at the Chicken Farmers of Ontario live price plus a processing margin of $3.85 per kg. Payment terms remain net 21 days. Either party may adjust volumes by up to 15% on sixty days' notice.",
            ),
            (
                "sig",
                ["Grand River Poultry Processors Inc.", "/s/ Eileen Dykstra, Director of Sales"],
            ),
        ],
        letterhead="Grand River Poultry Processors Inc. | Kitchener, Ontario",
    )


def build(root: Path) -> None:
    maplecrest(root)
    northern_harvest(root)
    greenleaf(root)
    lakeland(root)
    prairie(root)
    atlantic(root)
    dufferin(root)
    terms_of_sale(root)
    huron(root)
    suppliers(root)
