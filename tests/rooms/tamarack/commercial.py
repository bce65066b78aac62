"""03 Customers and 04 Suppliers: the contracts the business trades on."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from .boiler import general_terms
from .paths import CUST, SUPP
from .writers import write_csv, write_docx, write_eml, write_html, write_pdf, write_text, write_xlsx

CO = "Glenbuchat Timber Systems Limited"
CO_DESC = (
    f"{CO}, a company incorporated in Scotland (registered number SC512847) whose registered "
    "office is at Blackhall Road, Blackhall Industrial Estate, Inverurie AB51 4ZT"
)
GTS_SIG = [f"Signed for and on behalf of {CO}"]


def customers(out: Path) -> None:
    d = out / CUST
    kinloch(d)
    caledonia(d)
    forthbank(d)
    grampian(d)
    strathmore(d)
    write_pdf(
        d / "Hebridean Build Supplies/Distribution Agreement - Hebridean Build Supplies (2020).pdf",
        "Distribution Agreement",
        [
            f"This agreement is made on 27 March 2020 between {CO_DESC} (the Manufacturer) and "
            "Hebridean Build Supplies Limited (SC399102), Lewis Street, Stornoway HS1 2JF "
            "(Hebridean).",
            ("h", "1. Appointment"),
            "The Manufacturer appoints Hebridean as its exclusive distributor of the "
            "Products to self-builders and small contractors in the Territory (the Western "
            "Isles, Orkney and Shetland) and shall not appoint any distributor other than "
            "Hebridean or sell the Products directly to such customers in the Territory during "
            "the Term.",
            ("h", "2. Term"),
            "Hebridean's appointment starts on 1 April 2020 and continues for three years, ending "
            "on 31 March 2023, unless renewed by written agreement of both parties before that "
            "date.",
            ("h", "3. Minimum purchases"),
            "Hebridean shall purchase Products with an aggregate invoice value of not less "
            "than £150,000 in each year of the Term.",
            ("h", "4. Pricing"),
            "Products are supplied at the Manufacturer's list price less a distributor discount "
            "of 18 per cent, delivered to Ullapool for onward shipment at Hebridean's cost.",
            ("h", "5. Law"),
            "This agreement is governed by the law of Scotland.",
            (
                "sig",
                GTS_SIG
                + [
                    "Ewan Strachan, Director",
                    "Signed for Hebridean Build Supplies Limited",
                    "Murdo MacLeod, Director",
                ],
            ),
        ],
    )
    write_html(
        d / "Standard Terms and Conditions of Sale.html",
        "Glenbuchat Timber Systems - Standard Terms and Conditions of Sale",
        """
<h1>Standard Terms and Conditions of Sale (edition 4, January 2024)</h1>
<h2>1. Application</h2>
<p>These conditions apply to every quotation and order for the supply of CLT panels, glulam
members and associated fixings by Glenbuchat Timber Systems Limited (the Seller) unless a
separate written agreement signed by a director of the Seller says otherwise.</p>
<h2>5. Delivery</h2>
<p>Delivery dates are estimates. The Seller is not liable for delay caused by weather, the
buyer's failure to provide safe access for articulated vehicles, or any event beyond its
reasonable control.</p>
<h2>8. Warranty</h2>
<p>The Seller warrants that the goods will conform to the agreed specification and to their
European Technical Assessment at delivery. The buyer must inspect on delivery and notify any
visible defect within 5 working days. Panels must be protected from standing water in
accordance with the Seller's site storage guidance; damage from exposure on site is excluded.</p>
<h2>10. Limitation of liability</h2>
<p>The Seller's total liability in contract, delict, negligence or otherwise is limited to the
price of the goods in respect of which the claim arises. The Seller is not liable for loss of
profit or any indirect or consequential loss.</p>
<h2>11. Payment</h2>
<p>Unless credit terms have been agreed in writing, payment is due before dispatch. Where credit
is given, invoices are payable within 30 days of the end of the month of invoice. The Seller may
charge interest on late payments under the Late Payment of Commercial Debts (Interest) Act 1998.</p>
<h2>12. Retention of title</h2>
<p>Title in the goods does not pass until the Seller has received payment in full of all sums
due from the buyer on any account. Until then the buyer holds the goods as the Seller's agent
and must store them so that they are identifiable as the Seller's property.</p>
<h2>13. Cancellation</h2>
<p>An order may be cancelled by the buyer only with the Seller's written agreement and on payment
of the cost of any panels already pressed or lamella ordered for the order, plus 15 per cent.</p>
<h2>14. Law</h2>
<p>These conditions are governed by the law of Scotland and the parties submit to the
jurisdiction of the Scottish courts.</p>
""",
    )
    write_xlsx(
        d / "Customer Price Matrix 2025.xlsx",
        [
            (
                "CLT rates",
                [
                    [
                        "Customer",
                        "Agreement",
                        "Annual volume (m²)",
                        "Wall 100mm 3-layer (£/m²)",
                        "Floor 160mm 5-layer (£/m²)",
                        "Roof 200mm 5-layer (£/m²)",
                        "Effective from",
                    ],
                    [
                        "Kinloch Homes Group",
                        "Framework Supply Agreement",
                        42000,
                        104.0,
                        118.5,
                        131.0,
                        "2024-06-03",
                    ],
                    [
                        "Caledonia Modular",
                        "Exclusive Supply Agreement",
                        21000,
                        108.0,
                        123.0,
                        136.0,
                        "2025-02-14",
                    ],
                    [
                        "Grampian Learning Estate",
                        "Framework Agreement",
                        14000,
                        121.0,
                        139.0,
                        151.0,
                        "2023-08-01",
                    ],
                    [
                        "Forthbank Modular",
                        "Panel Supply Terms",
                        9000,
                        112.0,
                        127.5,
                        140.0,
                        "2025-01-08",
                    ],
                    [
                        "Tayside Timber Homes",
                        "Standard terms + quotation Q-2025-041",
                        6500,
                        113.5,
                        131.0,
                        146.0,
                        "2025-04-01",
                    ],
                    [
                        "Strathmore Construction",
                        "Subcontract (Dundee Waterfront Plot 7)",
                        11800,
                        119.0,
                        136.0,
                        149.0,
                        "2025-03-20",
                    ],
                    ["List price", "Standard terms", "", 138.0, 158.0, 172.0, "2025-01-01"],
                ],
            ),
            (
                "Notes",
                [
                    ["Note"],
                    [
                        "Rates exclude delivery, cranage and fixings. Volumes are contracted or forecast annual volumes for 2025."
                    ],
                    [
                        "Tayside rates agreed by ES following the loss of the Banchory site to a competitor."
                    ],
                ],
            ),
        ],
    )
    write_csv(
        d / "Sales by Customer FY2025 and H1 FY2026.csv",
        [
            ["customer", "FY2025 revenue (£)", "FY2025 share", "H1 FY2026 revenue (£)", "segment"],
            ["Kinloch Homes Group", 6650000, "27.0%", 2410000, "housebuilder"],
            ["Caledonia Modular", 3120000, "12.7%", 1730000, "modular manufacturer"],
            ["Grampian Learning Estate Partnership", 2810000, "11.4%", 1390000, "public sector"],
            ["Strathmore Construction", 1240000, "5.0%", 1080000, "main contractor"],
            ["Forthbank Modular", 860000, "3.5%", 1020000, "modular manufacturer"],
            ["Tayside Timber Homes", 610000, "2.5%", 380000, "housebuilder"],
            ["Albyn Student Living (via Mearns Build)", 540000, "2.2%", 0, "developer"],
            ["Other (84 customers)", 8790000, "35.7%", 4110000, "various"],
            ["Total", 24620000, "100.0%", 12120000, ""],
        ],
    )
    write_xlsx(
        d / "Contract Register.xlsx",
        [
            (
                "Register",
                [
                    ["Contract", "Counterparty", "Type", "Start", "End", "Status", "Comment"],
                    [
                        "Framework Supply Agreement",
                        "Kinloch Homes Group Limited",
                        "Customer",
                        "2024-06-03",
                        "2029-06-02",
                        "Live",
                        "",
                    ],
                    [
                        "Exclusive Supply Agreement",
                        "Caledonia Modular Limited",
                        "Customer",
                        "2024-02-14",
                        "2028-02-13",
                        "Live",
                        "",
                    ],
                    [
                        "Framework Agreement",
                        "Grampian Learning Estate Partnership Limited",
                        "Customer",
                        "2023-08-01",
                        "2027-07-31",
                        "Live",
                        "extension option 2 years",
                    ],
                    [
                        "Panel Supply Terms",
                        "Forthbank Modular Limited",
                        "Customer",
                        "2025-01-08",
                        "2027-01-07",
                        "Live",
                        "",
                    ],
                    [
                        "Subcontract - Dundee Waterfront Plot 7",
                        "Strathmore Construction Limited",
                        "Customer",
                        "2025-03-20",
                        "",
                        "Live",
                        "practical completion due 2026",
                    ],
                    [
                        "Distribution Agreement",
                        "Hebridean Build Supplies Limited",
                        "Distributor",
                        "2020-04-01",
                        "2023-03-31",
                        "Expired",
                        "Hebridean exclusivity ended 31/03/2023, not renewed; Hebridean buys on standard terms since",
                    ],
                    [
                        "Lamella Supply Agreement",
                        "Daugava Lamella SIA",
                        "Supplier",
                        "2024-07-01",
                        "2029-06-30",
                        "Live",
                        "",
                    ],
                    [
                        "Haulage Services Agreement",
                        "Bennachie Freight Limited",
                        "Supplier",
                        "2023-04-01",
                        "2028-03-31",
                        "Live",
                        "",
                    ],
                    [
                        "Adhesive Supply Terms",
                        "Kestrel Bonding Systems Limited",
                        "Supplier",
                        "2024-04-01",
                        "2026-03-31",
                        "Live",
                        "",
                    ],
                    [
                        "Machine Service Agreement",
                        "Lindqvist Machine Service AB",
                        "Supplier",
                        "2023-01-01",
                        "2027-12-31",
                        "Live",
                        "",
                    ],
                    [
                        "Consultancy Agreement",
                        "Rannoch Code Ltd",
                        "Supplier",
                        "2021-09-05",
                        "",
                        "Live",
                        "CutPlan support, day rate",
                    ],
                ],
            )
        ],
    )
    write_csv(
        d / "Order Book at 30 September 2025.csv",
        [
            ["order", "customer", "project", "m² CLT", "value (£)", "delivery window"],
            [
                "SO-25-0912",
                "Caledonia Modular",
                "Block C student modules, Aberdeen",
                3100,
                352000,
                "Oct-Nov 2025",
            ],
            [
                "SO-25-0917",
                "Kinloch Homes Group",
                "Westhill Phase 4 (48 plots)",
                4300,
                471000,
                "Oct 2025-Jan 2026",
            ],
            [
                "SO-25-0921",
                "Grampian Learning Estate",
                "Ellon Academy extension",
                2600,
                334000,
                "Nov 2025",
            ],
            [
                "SO-25-0925",
                "Forthbank Modular",
                "Rosyth factory call-off 6",
                1450,
                171000,
                "Oct 2025",
            ],
            [
                "SO-25-0930",
                "Strathmore Construction",
                "Dundee Waterfront Plot 7",
                6200,
                860000,
                "Nov 2025-Feb 2026",
            ],
            [
                "SO-25-0933",
                "Tayside Timber Homes",
                "Blairgowrie (12 plots)",
                900,
                104000,
                "Dec 2025",
            ],
            [
                "SO-25-0940",
                "Kinloch Homes Group",
                "Inverurie Uryside (30 plots)",
                2700,
                296000,
                "Jan-Mar 2026",
            ],
        ],
    )
    write_text(
        d / "Customer Satisfaction Survey 2025 - summary.md",
        """
# Customer satisfaction survey 2025 (summary)

Run by the sales team in May 2025; 31 responses from 44 active trade customers.

| Measure | 2024 | 2025 |
| --- | --- | --- |
| Overall satisfaction (1-10) | 8.1 | 7.6 |
| On-time delivery (self-reported) | 91% | 84% |
| Would recommend | 87% | 81% |

* The dip in on-time delivery follows the February fire in the finishing hall.
* Repeated request: more delivery slots in PanelPort and text alerts for crane bookings.
* Two customers asked about weather protection on site after the wet winter.
""",
    )


def kinloch(d: Path) -> None:
    k = d / "Kinloch Homes"
    write_docx(
        k / "Framework Supply Agreement - Kinloch Homes Group.docx",
        "Framework Supply Agreement",
        [
            "Dated 3 June 2024",
            f"Between (1) Kinloch Homes Group Limited (SC214470), 2 Queen's Gate, Aberdeen AB15 "
            f"4ZX (Kinloch) and (2) {CO_DESC} (the Supplier).",
            ("h", "1. Purpose"),
            "Kinloch builds new homes in the north and east of Scotland and wishes to secure a "
            "dependable supply of cross-laminated timber panels for its timber-frame house types.",
            ("h", "3. Duration"),
            "This Agreement comes into force on its date and lasts for five years, until 2 June "
            "2029 (the Term).",
            ("h", "4. Volumes"),
            "4.1 In each Contract Year Kinloch shall place Call-Off Orders for not less than "
            "42,000 square metres of Panels (the Minimum Annual Volume).",
            "4.2 If in any Contract Year Kinloch's Call-Off Orders fall short of the Minimum "
            "Annual Volume, Kinloch shall pay the Supplier, within 30 days of the end of that "
            "Contract Year, a shortfall sum of £22 per square metre of the shortfall.",
            ("h", "5. Prices"),
            "The Panel prices are set out in Schedule 2 and are fixed until 2 June 2026, "
            "thereafter adjusted annually by the index in Schedule 2. No rebate, discount or "
            "credit applies unless set out in this Agreement.",
            ("h", "18. Ending the Agreement"),
            "18.1 Either party may terminate this Agreement by written notice if the other "
            "commits a material breach which (if capable of remedy) is not remedied within 30 "
            "days of notice requiring it to be remedied, or becomes insolvent.",
            "18.2 Neither party may terminate this Agreement for convenience. This Agreement "
            "may be brought to an end before the expiry of the Term only in accordance with "
            "clause 18.1 or clause 18.4.",
            "18.4 Kinloch may terminate this Agreement on 60 days' notice if the Supplier comes "
            "under the control of a person who builds new homes for sale in Scotland.",
            *general_terms(19, us="the Supplier", them="Kinloch", fm_days=90),
            ("h", "27. Entire agreement and variation"),
            "This Agreement is the entire agreement between the parties. No variation is "
            "effective unless in writing and signed by an authorised signatory of each party.",
            ("h", "28. Law"),
            "This Agreement is governed by the law of Scotland.",
            ("h", "Schedule 1 - Contract Years"),
            "Each period of twelve months starting on 3 June in each year.",
            ("h", "Schedule 2 - Prices"),
            (
                "t",
                [
                    ["Panel", "Price (£/m²)"],
                    ["Wall 100mm 3-layer C24 lamella", "104.00"],
                    ["Floor 160mm 5-layer", "118.50"],
                    ["Roof 200mm 5-layer", "131.00"],
                ],
            ),
            (
                "sig",
                [
                    "Signed for Kinloch Homes Group Limited: Douglas Irvine, Procurement Director",
                    "Signed for the Supplier: Ewan Strachan, Chief Executive",
                ],
            ),
        ],
    )
    write_pdf(
        k / "Letter - Kinloch Homes to Glenbuchat (12 May 2025).pdf",
        "",
        [
            "12 May 2025",
            "Ewan Strachan, Chief Executive",
            f"{CO}, Blackhall Road, Inverurie AB51 4ZT",
            "Private and confidential",
            "Dear Ewan",
            "Our framework supply agreement of 3 June 2024",
            "Thank you for meeting Alison and me last week. As we discussed, the slowdown in "
            "reservations on our northern sites means we cannot sensibly commit to the volumes "
            "we signed up to last year. This letter records what we agreed, and once you have "
            "countersigned it the framework agreement is to be read as changed accordingly.",
            "1. From the Contract Year starting on 3 June 2025, the Minimum Annual Volume in "
            "clause 4.1 will be 24,000 square metres rather than 42,000 square metres, and no "
            "shortfall sum will be payable for the Contract Year that ended on 2 June 2025.",
            "2. Despite clause 18.2, Kinloch may end the framework agreement at any time after "
            "1 January 2026 by giving you 120 days' written notice, without paying any shortfall "
            "sum or other compensation.",
            "3. You will credit us with a volume rebate of 4 per cent of the price of all "
            "Panels invoiced in the Contract Year that ended on 2 June 2025, set against our "
            "next invoices.",
            "We would ask you to keep this letter between our two companies.",
            (
                "sig",
                [
                    "Yours sincerely",
                    "Douglas Irvine",
                    "Procurement Director, Kinloch Homes Group Limited",
                    "",
                    "Agreed for and on behalf of Glenbuchat Timber Systems Limited",
                    "Ewan Strachan, Chief Executive, 14 May 2025",
                ],
            ),
        ],
        letterhead="Kinloch Homes Group Limited\n2 Queen's Gate, Aberdeen AB15 4ZX",
    )
    write_eml(
        k / "Email - Kinloch rebate credit.eml",
        sender="Fiona Rennie <fiona.rennie@glenbuchat-timber.example>",
        to="Ewan Strachan <ewan.strachan@glenbuchat-timber.example>",
        subject="Kinloch rebate credit note",
        when=dt.datetime(2025, 6, 10, 16, 42),
        body="""
Ewan,

I've raised credit note CN-2506-011 to Kinloch for £266,000 (4% of last contract year's
invoices) in line with the letter you signed on 14 May. I've also taken their minimum down
to 24,000 m² in the FY26 forecast, which knocks about £1.9m off revenue against budget.

Do you want me to mention this to Graham before the board? He'll see it in the June
accounts anyway.

Fiona
""",
    )


def caledonia(d: Path) -> None:
    write_docx(
        d / "Caledonia Modular/Exclusive Supply Agreement - Caledonia Modular.docx",
        "Exclusive Supply Agreement",
        [
            "Dated 14 February 2024",
            f"Between (1) Caledonia Modular Limited (SC455810), Dyce Drive, Aberdeen AB21 0BR (the "
            f"Customer) and (2) {CO_DESC} (the Supplier).",
            ("h", "1. Definitions"),
            "CLT Panels means cross-laminated timber wall, floor and roof panels manufactured by "
            "the Supplier.",
            "Modular Competitor means any person, other than the Customer, which manufactures "
            "volumetric modular buildings (that is, three-dimensional building units completed "
            "in a factory and transported to site) at a factory located in Scotland or in "
            "Cumbria, Northumberland, Tyne and Wear or County Durham.",
            ("h", "2. Term"),
            "This Agreement runs for four years from its date.",
            ("h", "4. Volume commitment"),
            "The Customer shall purchase not less than 18,000 square metres of CLT Panels in "
            "each year of the Term.",
            ("h", "6. Exclusivity"),
            "6.1 In return for the Customer's volume commitment, the Supplier shall not, during "
            "the Term, sell, supply or otherwise make available CLT Panels, whether directly or "
            "through any distributor or other intermediary, to any Modular Competitor.",
            "6.2 If the Supplier breaches clause 6.1, the Supplier shall pay to the Customer, "
            "as liquidated damages, a sum equal to 15 per cent of the price of the CLT Panels so "
            "supplied, and the Customer may in addition terminate this Agreement on 30 days' "
            "notice.",
            ("h", "7. Prices"),
            "The prices in Schedule 1 apply, reviewed each 14 February by agreement.",
            *general_terms(8, us="the Supplier", them="the Customer"),
            ("h", "20. Law"),
            "This Agreement is governed by the law of Scotland.",
            (
                "sig",
                [
                    "Signed for Caledonia Modular Limited: Ross Findlater, Managing Director",
                    "Signed for the Supplier: Ewan Strachan, Chief Executive",
                ],
            ),
        ],
    )


def forthbank(d: Path) -> None:
    write_pdf(
        d / "Forthbank Modular/Panel Supply Terms - Forthbank Modular.pdf",
        "Panel Supply Terms",
        [
            "Agreed 8 January 2025",
            f"Buyer: Forthbank Modular Limited (SC578821), Building 40, Rosyth Business Park, "
            f"Rosyth KY11 2XX. Seller: {CO}.",
            ("h", "Background"),
            "Forthbank manufactures volumetric modular homes and apartments at its factory in "
            "Rosyth: each module is built, fitted out and finished on the factory floor and "
            "carried to site by road. Forthbank wishes to buy CLT floor and wall panels from "
            "the Seller for its module chassis.",
            ("h", "1. Supply"),
            "The Seller shall supply CLT floor and wall panels against Forthbank's call-off "
            "orders, expected to total about 9,000 square metres a year, delivered to Rosyth.",
            ("h", "2. Term"),
            "These terms apply for two years from the date above and then continue until "
            "either party gives three months' notice.",
            ("h", "3. Prices"),
            (
                "t",
                [
                    ["Panel", "£/m²"],
                    ["Wall 100mm 3-layer", "112.00"],
                    ["Floor 160mm 5-layer", "127.50"],
                ],
            ),
            ("h", "4. Liability"),
            "The Seller's liability is limited to the price of the panels concerned.",
            ("h", "5. Law"),
            "Scots law applies.",
            (
                "sig",
                [
                    "For Forthbank Modular Limited: Jenna Kilgour, Operations Director",
                    f"For {CO}: Ewan Strachan, Chief Executive",
                ],
            ),
        ],
        letterhead="Forthbank Modular Limited - factory-built homes, Rosyth",
    )


def grampian(d: Path) -> None:
    g = d / "Grampian Learning Estate"
    write_pdf(
        g / "Framework Agreement - Grampian Learning Estate Partnership.pdf",
        "Framework Agreement for Timber Building Systems (Lot 2: Engineered Timber Structures)",
        [
            "Dated 1 August 2023",
            "Between Grampian Learning Estate Partnership Limited (SC630154), Marischal Square, "
            f"Aberdeen AB10 1AB (the Authority), acting for its participating councils, and "
            f"{CO} (the Contractor).",
            ("h", "2. Duration"),
            "The framework runs from 1 August 2023 to 31 July 2027, with an option for the "
            "Authority to extend it by up to two further years.",
            ("h", "5. Call-off contracts"),
            "Each Order placed by the Authority or a participating council forms a separate "
            "call-off contract on the terms of this framework. The Authority does not guarantee "
            "any volume.",
            ("h", "11. Best value"),
            "11.1 The Contractor undertakes that the Rates shall at all times be no higher than "
            "the lowest rates the Contractor charges any other customer for the same or "
            "substantially similar Products ordered in comparable or lesser annual quantities.",
            "11.2 If the Contractor charges any other customer a lower rate, the Contractor "
            "shall notify the Authority in writing within 30 days, the Rates shall be reduced "
            "to that lower rate with effect from the date on which it was first charged, and "
            "the Contractor shall credit the Authority with the difference on every Order "
            "placed since that date.",
            ("h", "12. Rates"),
            (
                "t",
                [
                    ["Product", "Rate (£/m²)"],
                    ["CLT wall panel 100mm 3-layer", "121.00"],
                    ["CLT floor panel 160mm 5-layer", "139.00"],
                    ["CLT roof panel 200mm 5-layer", "151.00"],
                ],
            ),
            ("h", "19. Liability"),
            "The Contractor's aggregate liability under each call-off contract is limited to "
            "the greater of £2,000,000 and 125 per cent of the price of that call-off contract.",
            ("h", "27. Change of control"),
            "The Contractor shall notify the Authority in writing of any change of control of "
            "the Contractor within 10 business days of it being agreed. The Authority may "
            "terminate the framework if the change of control gives rise to a conflict of "
            "interest or a mandatory exclusion ground under the Public Contracts (Scotland) "
            "Regulations 2015.",
            *general_terms(28, us="the Contractor", them="the Authority", notice_days=20),
            ("h", "36. Law"),
            "This framework is governed by the law of Scotland.",
            (
                "sig",
                [
                    "For the Authority: Gillian Reid, Head of Estates Procurement",
                    "For the Contractor: Ewan Strachan, Chief Executive",
                ],
            ),
        ],
    )
    write_docx(
        g / "Call-Off Order GLEP-CO-014 (Ellon Academy extension).docx",
        "Call-Off Order GLEP-CO-014",
        [
            "Issued under the Framework Agreement for Timber Building Systems dated 1 August 2023",
            "Participating council: Aberdeenshire Council. Project: Ellon Academy extension "
            "(teaching block, two storeys).",
            (
                "t",
                [
                    ["Item", "Quantity (m²)", "Rate (£/m²)", "Amount (£)"],
                    ["CLT wall panel 100mm 3-layer", "1,150", "121.00", "139,150"],
                    ["CLT floor panel 160mm 5-layer", "980", "139.00", "136,220"],
                    ["CLT roof panel 200mm 5-layer", "390", "151.00", "58,890"],
                    ["Total", "", "", "334,260"],
                ],
            ),
            "Delivery: November 2025, to site at Ellon, by articulated lorry, crane by others.",
            (
                "sig",
                [
                    "Issued by: Gillian Reid, Grampian Learning Estate Partnership Limited, 4 August 2025"
                ],
            ),
        ],
    )


def strathmore(d: Path) -> None:
    write_docx(
        d
        / "Strathmore Construction/Subcontract - Strathmore Construction (Dundee Waterfront Plot 7).docx",
        "Subcontract for the Design, Supply and Erection of a CLT Superstructure",
        [
            "Dated 20 March 2025",
            f"Contractor: Strathmore Construction Limited (SC301877), Riverside Drive, Dundee DD2 "
            f"1UH. Subcontractor: {CO}.",
            "Project: Dundee Waterfront Plot 7, a seven-storey office building for Tay Quarter "
            "Developments Limited (the Employer).",
            ("h", "1. Works"),
            "The Subcontractor shall design, manufacture, deliver and erect the CLT floors, "
            "walls and cores shown on the Contractor's drawings, for the Subcontract Sum of "
            "£1,940,000 (excluding VAT).",
            ("h", "9. Programme and damages for delay"),
            "The Subcontractor shall complete the Subcontract Works by 27 February 2026. If it "
            "fails to do so it shall pay the Contractor liquidated damages of £9,500 for each "
            "week of delay, and shall in addition reimburse any damages the Contractor pays the "
            "Employer under the Main Contract as a result.",
            ("h", "21. Indemnity and liability"),
            "21.1 The Subcontractor shall indemnify the Contractor against all losses, "
            "liabilities, costs, claims and expenses (including loss of profit, loss of use, "
            "loss of contract, damages payable under the Main Contract and any other indirect "
            "or consequential loss) arising out of any breach, act or omission of the "
            "Subcontractor.",
            "21.2 The Subcontractor's liability under or in connection with this Subcontract "
            "is not limited to the Subcontract Sum or to any other amount, and no limitation "
            "in the Subcontractor's own terms of business applies.",
            "21.3 The Subcontractor shall grant a collateral warranty to the Employer and to any "
            "purchaser or tenant of the whole building, with the same liability as under this "
            "Subcontract, for twelve years from practical completion.",
            ("h", "24. Insurance"),
            "The Subcontractor shall maintain product and public liability insurance of not "
            "less than £10,000,000 for any one occurrence.",
            *general_terms(25, us="the Subcontractor", them="the Contractor", fm_days=45),
            ("h", "33. Law"),
            "This Subcontract is governed by the law of Scotland and disputes are referred to "
            "adjudication under the Scheme for Construction Contracts (Scotland) Regulations "
            "1998 and then to the Court of Session.",
            (
                "sig",
                [
                    "For Strathmore Construction Limited: Iain Baxter, Commercial Director",
                    "For the Subcontractor: Ewan Strachan, Chief Executive",
                ],
            ),
        ],
    )


def suppliers(out: Path) -> None:
    d = out / SUPP
    write_docx(
        d / "Daugava Lamella/Lamella Supply Agreement - Daugava Lamella SIA.docx",
        "Lamella Supply Agreement",
        [
            "Dated 21 June 2024",
            "Between (1) Daugava Lamella SIA, a company registered in the Republic of Latvia "
            "(registration number 40103774521), Rūpniecības iela 12, Jelgava LV-3008 (the "
            f"Seller) and (2) {CO} (the Buyer).",
            ("h", "1. Goods"),
            "Kiln-dried, finger-jointed and strength-graded spruce lamella (C24 and T22) in "
            "the dimensions listed in Annex 1 (the Goods).",
            ("h", "2. Term"),
            "From 1 July 2024 to 30 June 2029.",
            ("h", "3. Quantities"),
            "3.1 The Buyer shall purchase and take delivery of not less than 7,500 cubic metres "
            "of the Goods in each Supply Year (1 July to 30 June) (the Annual Minimum).",
            "3.2 If the Buyer takes delivery of less than the Annual Minimum in a Supply Year, "
            "the Buyer shall pay the Seller, within 30 days of the Seller's invoice, 85 per "
            "cent of the price of the quantity not taken, whether or not the Goods are later "
            "delivered.",
            ("h", "4. Price"),
            "EUR 412 per cubic metre FCA Riga port for C24 and EUR 436 for T22, adjusted each 1 "
            "January by the Latvian sawn softwood export price index, up or down, by no more "
            "than 8 per cent in any one year.",
            ("h", "5. Payment"),
            "Payment in euro within 45 days of the bill of lading date.",
            ("h", "12. Quality"),
            "The Goods shall be graded to EN 14081 and carry FSC or PEFC chain of custody "
            "certification.",
            ("h", "19. Assignment"),
            "Neither party may assign this Agreement without the other's written consent.",
            ("h", "21. Law and arbitration"),
            "This Agreement is governed by the law of Scotland. Disputes shall be finally "
            "resolved by arbitration under the Arbitration (Scotland) Act 2010, seated in "
            "Edinburgh.",
            (
                "sig",
                [
                    "For Daugava Lamella SIA: Jānis Ozoliņš, Valdes loceklis (Board Member)",
                    f"For {CO}: Fiona Rennie, Finance Director",
                ],
            ),
        ],
    )
    write_eml(
        d / "Daugava Lamella/Email - Daugava January 2026 indexation.eml",
        sender="Janis Ozolins <janis.ozolins@daugava-lamella.example>",
        to="Fiona Rennie <fiona.rennie@glenbuchat-timber.example>",
        cc="Kirsty Alder <kirsty.alder@glenbuchat-timber.example>",
        subject="Indexation from 1 January 2026 and Q4 loading plan",
        when=dt.datetime(2025, 9, 30, 8, 15),
        body="""
Dear Fiona,

The index for the third quarter came out at +5.9% year on year, so under clause 4 the C24
price from 1 January 2026 will be EUR 436.30 and T22 EUR 461.70 per cubic metre. Formal
notice will follow in December.

On the loading plan: you have taken 3,410 m3 in the first three months of this supply
year. We can hold your October and November vessels as planned.

Kind regards,
Janis
""",
    )
    write_pdf(
        d / "Bennachie Freight/Haulage Services Agreement - Bennachie Freight.pdf",
        "Haulage Services Agreement",
        [
            "Dated 24 March 2023",
            "Between (1) Bennachie Freight Limited (SC447729), Souterford Road, Inverurie AB51 "
            f"0ZJ (the Haulier) and (2) {CO} (the Customer).",
            ("h", "1. Services"),
            "The Haulier shall provide articulated and crane-equipped vehicles, with drivers, "
            "for the delivery of the Customer's panels and beams to sites in Scotland and the "
            "north of England, as booked through the Customer's delivery system.",
            ("h", "2. Term"),
            "From 1 April 2023 for five years. The Customer may not terminate before 31 March "
            "2028 except for the Haulier's material breach.",
            ("h", "3. Exclusive use"),
            "The Customer shall use the Haulier for all deliveries within Scotland, save where "
            "the Haulier confirms that it cannot meet a booking.",
            ("h", "4. Charges"),
            (
                "t",
                [
                    ["Service", "Charge"],
                    ["Articulated trailer, per loaded mile", "£3.45"],
                    ["Crane-equipped rigid, per day", "£1,180"],
                    ["Waiting time after 2 hours, per hour", "£75"],
                ],
            ),
            "Charges are reviewed each 1 April and a fuel surcharge applies under Schedule 2. "
            "Estimated annual charges: £1,050,000.",
            *general_terms(5, us="the Haulier", them="the Customer", data=False),
            ("h", "12. Law"),
            "This agreement is governed by the law of Scotland.",
            (
                "sig",
                [
                    "Signed for and on behalf of Bennachie Freight Limited",
                    "Ewan Strachan, Director",
                    "",
                    f"Signed for and on behalf of {CO}",
                    "Fiona Rennie, Finance Director",
                ],
            ),
        ],
        letterhead="Bennachie Freight Limited\nSouterford Road, Inverurie AB51 0ZJ",
    )
    write_pdf(
        d / "Adhesive Supply Terms - Kestrel Bonding Systems.pdf",
        "Adhesive Supply Terms",
        [
            "1 April 2024",
            f"Supplier: Kestrel Bonding Systems Limited, Team Valley, Gateshead NE11 0JQ. "
            f"Customer: {CO}.",
            "1. The Supplier shall supply one-component polyurethane (PUR) adhesive and primer "
            "approved for load-bearing timber structures to EN 15425, in 1,000 kg IBCs, against "
            "the Customer's orders.",
            "2. Term: two years to 31 March 2026, renewable by agreement.",
            "3. Price: £4.85 per kg delivered, fixed for the first twelve months and then "
            "adjusted by the Supplier's published list with 60 days' notice.",
            "4. Either party may terminate on three months' notice.",
            "5. The Supplier's liability is limited to the price of the adhesive concerned, save "
            "for death or personal injury caused by negligence.",
            (
                "sig",
                ["For Kestrel Bonding Systems Limited: Paul Hedley", f"For {CO}: Kirsty Alder"],
            ),
        ],
    )
    write_docx(
        d / "Machine Service Agreement - Lindqvist Machine Service.docx",
        "Machine Service Agreement",
        [
            "Dated 1 January 2023",
            f"Lindqvist Machine Service AB (556712-4490), Industrivägen 8, Jönköping, Sweden and {CO}.",
            ("h", "1. Equipment"),
            "The CLT press line, the two panel CNC portals and the glulam planer at the "
            "Blackhall factory.",
            ("h", "2. Service"),
            "Two preventive maintenance visits a year, remote diagnostics, and an engineer on "
            "site within 48 hours of a breakdown call. Spare parts are charged at list less 10 "
            "per cent.",
            ("h", "3. Fee"),
            "SEK 1,450,000 a year, invoiced quarterly in advance.",
            ("h", "4. Term"),
            "Five years to 31 December 2027.",
            ("h", "5. Law"),
            "This agreement is governed by Swedish law.",
            ("sig", ["Lindqvist Machine Service AB: Anders Berg", f"{CO}: Dr Kirsty Alder"]),
        ],
    )
    write_csv(
        d / "Supplier List FY2025.csv",
        [
            ["supplier", "category", "FY2025 spend (£)", "country", "contract"],
            [
                "Daugava Lamella SIA",
                "lamella",
                2740000,
                "Latvia",
                "Lamella Supply Agreement 2024-2029",
            ],
            ["Deeside Sawmills Limited", "lamella", 1610000, "Scotland", "purchase orders"],
            [
                "Bennachie Freight Limited",
                "haulage",
                1090000,
                "Scotland",
                "Haulage Services Agreement 2023-2028",
            ],
            [
                "Kestrel Bonding Systems Limited",
                "adhesive",
                612000,
                "England",
                "Adhesive Supply Terms",
            ],
            [
                "Lindqvist Machine Service AB",
                "maintenance",
                118000,
                "Sweden",
                "Machine Service Agreement",
            ],
            ["North Sea Fixings Limited", "fixings", 287000, "Scotland", "purchase orders"],
            ["Granite City Cranes Limited", "crane hire", 344000, "Scotland", "purchase orders"],
            [
                "Scottish Power Energy Retail",
                "electricity",
                502000,
                "Scotland",
                "supply contract to 2026",
            ],
        ],
    )
    write_text(
        d / "Timber Procurement Policy.md",
        """
# Timber procurement policy

Owner: Operations Director. Approved by the board 14 November 2023.

1. All timber and lamella must come from FSC or PEFC certified sources, with a valid chain
   of custody certificate checked before the first order and every year after.
2. We follow the UK Timber Regulations: due diligence on origin for every consignment
   placed on the market; records are kept for five years.
3. No timber from Russia or Belarus, directly or through third countries.
4. Preferred species: Scandinavian and Baltic spruce; Scottish spruce for non-visual grade.
5. A second source is kept for every grade so that no single sawmill supplies more than 70%
   of a grade's annual volume.
""",
    )
