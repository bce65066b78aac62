"""03 Commercial: customer contracts, the rate card, revenue, supplier contracts."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from .writers import write_csv, write_docx, write_eml, write_pdf, write_pptx, write_text, write_xlsx


def customers(d: Path) -> None:
    c = d / "03 Commercial" / "Customers"
    write_docx(
        c / "Knockastanna" / "O&M Agreement - Knockastanna Wind DAC.docx",
        "Operation and Maintenance Agreement - Knockastanna Wind Farm",
        [
            "This Agreement is dated 2 September 2024 and made between KNOCKASTANNA WIND DAC "
            "(company number 611902), whose registered office is at 3 Barrack Street, Tipperary "
            "Town, Co. Tipperary (the Owner) and DERRYNANE WIND SERVICES LIMITED (company number "
            "563218) (the Contractor).",
            ("h", "1. Definitions"),
            "'Site' means the Knockastanna wind farm near Cappawhite, Co. Tipperary, comprising "
            "fourteen Vestas V90 turbines (T01 to T14). 'Commencement Date' means 1 October "
            "2024. 'Initial Term' means the period of seven years from the Commencement Date.",
            ("h", "3. Services"),
            "The Contractor shall provide the scheduled maintenance, unscheduled maintenance, "
            "24/7 remote monitoring and spare parts management described in Schedule 1 in "
            "accordance with Good Industry Practice and the manufacturer's maintenance manuals.",
            ("h", "7. Availability"),
            "The Contractor guarantees a Time-Based Availability of 96.5% in each Contract Year. "
            "For each 0.1% below that figure the Contractor shall pay liquidated damages of EUR "
            "4,500, capped at 15% of the Annual Service Fee.",
            ("h", "9. Fees"),
            "The Owner shall pay an Annual Service Fee of EUR 1,120,000, payable quarterly in "
            "advance and indexed each 1 January to the Harmonised Index of Consumer Prices for "
            "Ireland published by the CSO.",
            ("h", "18. Term and termination"),
            "18.1 This Agreement continues for the Initial Term and then year to year unless "
            "either party gives 6 months' notice to expire at the end of the Initial Term or any "
            "later Contract Year. 18.2 The Owner may terminate this Agreement by notice if the "
            "Contractor commits a material breach which is not remedied within 30 Business Days "
            "of notice, or suffers an Insolvency Event. 18.3 The Owner has no right to terminate "
            "this Agreement for convenience during the Initial Term.",
            ("h", "22. Liability"),
            "Each party's total liability in any Contract Year shall not exceed 100% of the "
            "Annual Service Fee, save for death or personal injury, fraud and the indemnity for "
            "damage to the Owner's turbines which is capped at EUR 2,000,000 per event.",
            ("h", "24. Assignment"),
            "Neither party may assign this Agreement without the other's consent, not to be "
            "unreasonably withheld.",
            ("h", "27. Entire agreement"),
            "This Agreement constitutes the entire agreement between the parties. Governing law: "
            "Ireland.",
            (
                "sig",
                [
                    "Signed for Knockastanna Wind DAC: Michael Ryan, Director",
                    "Signed for Derrynane Wind Services Limited: Declan Hegarty, Director",
                ],
            ),
        ],
    )
    write_pdf(
        c / "Knockastanna" / "Knockastanna letter re commencement.pdf",
        "",
        [
            "19 September 2024",
            "Private and confidential - by email",
            "Declan Hegarty, Chief Executive, Derrynane Wind Services Limited, Unit 4, Ballyviniter "
            "Business Park, Mallow, Co. Cork",
            "Dear Declan,",
            "Knockastanna Wind Farm - O&M Agreement dated 2 September 2024",
            "Thank you for agreeing to mobilise your crew two weeks before the Commencement Date "
            "so that the T03 gearbox exchange can be done before the winter. As discussed with "
            "Michael last Friday, and in return for our agreeing to that start, we write to "
            "record the further point we agreed.",
            "Our shareholders may refinance or sell the wind farm during 2026 and a new owner may "
            "wish to bring in its own service provider. You have therefore agreed that, whatever "
            "clause 18 of the O&M Agreement says, we may bring the O&M Agreement to an end at any "
            "time on or after 30 September 2026 by giving you not less than three months' written "
            "notice, and that in that case no break fee, demobilisation charge, compensation or "
            "other sum will be due to you other than fees for services performed to the date the "
            "agreement ends.",
            "This letter is supplemental to the O&M Agreement and the two are to be read "
            "together. Please keep it confidential between our two companies.",
            "Please sign and return the copy of this letter to confirm your agreement.",
            "Yours sincerely,",
            (
                "sig",
                [
                    "Aoife Brennan",
                    "Asset Manager, for and on behalf of Knockastanna Wind DAC",
                    "Agreed: Declan Hegarty, for and on behalf of Derrynane Wind Services Limited, 20/09/2024",
                ],
            ),
        ],
        letterhead="KNOCKASTANNA WIND DAC\n3 Barrack Street, Tipperary Town, Co. Tipperary E34 X2Y9",
    )
    write_pdf(
        c / "Brightwater" / "Framework Agreement - Brightwater Energy.pdf",
        "FRAMEWORK AGREEMENT FOR WIND TURBINE MAINTENANCE SERVICES",
        [
            "THIS AGREEMENT is dated 11 January 2024 between BRIGHTWATER ENERGY HOLDINGS LIMITED, "
            "for itself and as agent for each member of the Employer Group (Brightwater), and "
            "DERRYNANE WIND SERVICES LIMITED (the Contractor).",
            ("h", "1. Definitions"),
            "'Employer Group' means Brightwater and its subsidiaries from time to time, which at "
            "the date of this agreement own the generating stations listed in Schedule 1. "
            "'Reserved Area' means the area described in Schedule 3. 'Call-Off' means an order "
            "placed under clause 4.",
            ("h", "4. Call-Offs"),
            "Members of the Employer Group may place Call-Offs for scheduled and unscheduled "
            "services at the rates in Schedule 2. Each Call-Off forms a separate contract on the "
            "terms of this agreement.",
            ("h", "5. Volume commitment"),
            "Brightwater shall procure that Call-Offs are placed for not less than 3,500 "
            "technician days in each Contract Year.",
            ("h", "6. Dedicated capacity and regional commitment"),
            "6.1 The Contractor shall maintain a crew base within 60 minutes' drive of each "
            "generating station in Schedule 1. 6.2 The Contractor shall give priority to "
            "Employer Group call-outs over those of any other customer. 6.3 In recognition of "
            "the volume commitment in clause 5, for so long as this agreement continues the "
            "Contractor shall not provide, or offer to provide, scheduled or unscheduled "
            "maintenance services for wind turbines at any generating station located in the "
            "Reserved Area to or for any person other than a member of the Employer Group.",
            ("h", "12. Term"),
            "This agreement continues for five years from 1 February 2024 and may be extended "
            "by Brightwater for two further years.",
            ("h", "19. Termination"),
            "19.1 Brightwater may terminate for material breach unremedied within 20 Business "
            "Days. 19.4 Brightwater may terminate this agreement on 30 days' notice given within "
            "six months after the Contractor undergoes a change of control.",
            ("h", "Schedule 1 - Generating stations"),
            (
                "t",
                [
                    ["Station", "County", "Turbines"],
                    ["Dromada", "Limerick", "16 x Nordex N117"],
                    ["Glenduff", "Kerry", "12 x Enercon E-82"],
                    ["Cahersiveen Hill", "Kerry", "9 x Enercon E-70"],
                    ["Boolinrudda", "Clare", "20 x Siemens Gamesa SG 3.4"],
                ],
            ),
            ("h", "Schedule 3 - Reserved Area"),
            "The administrative counties of Kerry and Limerick, as they stood on the date of "
            "this agreement.",
            (
                "sig",
                [
                    "Signed for Brightwater: Ruairí Dwyer, Director",
                    "Signed for the Contractor: Declan Hegarty, Director",
                ],
            ),
        ],
    )
    write_docx(
        c / "Tarbert" / "Service Order TCW-01.docx",
        "Service Order TCW-01",
        [
            "Customer: Tarbert Community Wind CLG, The Square, Tarbert, Co. Kerry V31 YX40.",
            "Contractor: Derrynane Wind Services Limited.",
            "Order date: 17 February 2025. This order is placed under, and incorporates, the "
            "Contractor's Standard Terms of Business (version 4, 2024).",
            (
                "t",
                [
                    ["Item", "Description", "Period", "Price"],
                    [
                        "1",
                        "Six-monthly scheduled service, 4 x Enercon E-70 at Carhoonakilla wind farm, Tarbert, Co. Kerry",
                        "01/03/2025 - 28/02/2028",
                        "EUR 38,400 per service round",
                    ],
                    [
                        "2",
                        "Unscheduled call-outs, 24/7, response within 8 hours",
                        "as above",
                        "Technician EUR 745/day; Senior EUR 830/day",
                    ],
                    [
                        "3",
                        "Annual blade inspection by drone with BladeTrack report",
                        "each May",
                        "EUR 6,200",
                    ],
                ],
            ),
            "Site contact: Seán Stack, Chairperson. Crew: Tralee crew (2 technicians).",
            ("sig", ["Accepted for the Contractor: Siobhán Kiely, COO, 18 February 2025"]),
        ],
    )
    write_eml(
        c / "Tarbert" / "Email - Tarbert kick-off.eml",
        sender="Siobhán Kiely <skiely@derrynanewind.ie>",
        to="Seán Stack <chair@tarbertwind.ie>",
        cc="Tralee crew <tralee@derrynanewind.ie>",
        subject="Carhoonakilla - first service round",
        when=dt.datetime(2025, 2, 26, 16, 5),
        body="""
Hi Seán,

Great to talk yesterday. Confirming the first service round at Carhoonakilla will start
Monday 10 March, weather permitting, with Donal and Eoin from our Tralee crew. They'll need
the gate code and the substation keys; I'll ring you Friday for those.

The BladeTrack drone survey will follow in May as per the order.

Kind regards,
Siobhán

Siobhán Kiely | Chief Operating Officer | Derrynane Wind Services
""",
    )
    write_pdf(
        c / "Slieve Bloom" / "Master Services Agreement - Slieve Bloom Renewables.pdf",
        "MASTER SERVICES AGREEMENT",
        [
            "Dated 1 July 2023. Parties: SLIEVE BLOOM RENEWABLES LIMITED, Kinnitty Road, Birr, Co. "
            "Offaly (the Customer) and DERRYNANE WIND SERVICES LIMITED (the Contractor).",
            ("h", "2. Scope"),
            "The Contractor will provide turbine maintenance services at the Customer's six wind "
            "farms in Offaly, Laois and Tipperary under Work Orders issued from time to time.",
            ("h", "9. Charges"),
            "9.1 Charges are calculated at the day rates in Schedule 2, reviewed each 1 January "
            "by not more than CPI. 9.2 Invoices are payable within 30 days. 9.4 The Contractor "
            "undertakes that the day rates charged to the Customer shall at no time exceed the "
            "day rates charged by the Contractor to any other customer for services of a like "
            "nature and for a like or smaller volume. If the Contractor charges lower day rates "
            "to any such customer, it shall notify the Customer within 30 days, apply the lower "
            "rates to the Customer from the date on which they were first charged to the other "
            "customer and credit the Customer with the difference.",
            ("h", "10. Audit"),
            "The Customer may, once per year on 10 Business Days' notice, have an independent "
            "accountant verify the Contractor's compliance with clause 9.4.",
            ("h", "15. Term"),
            "Five years from 1 July 2023, terminable by either party on 12 months' notice after "
            "the third anniversary.",
            ("h", "17. Assignment"),
            "Neither party shall assign or transfer any rights under this agreement without the "
            "other's prior written consent.",
            ("h", "Schedule 2 - Day rates (2025, after indexation)"),
            (
                "t",
                [
                    ["Grade", "Day rate (EUR)"],
                    ["Technician", "795"],
                    ["Senior technician", "880"],
                    ["Blade specialist", "960"],
                ],
            ),
        ],
    )
    write_docx(
        c / "Ballyhoura" / "Service Agreement - Ballyhoura Wind Farm.docx",
        "Service Agreement - Ballyhoura Wind Farm",
        [
            "Dated 15 March 2024 between BALLYHOURA WIND FARM LIMITED (the Owner), of "
            "Ballyhea, Charleville, Co. Cork, and DERRYNANE WIND SERVICES LIMITED (the "
            "Contractor).",
            ("h", "1. Services"),
            "Scheduled and unscheduled maintenance of nine Enercon E-82 turbines at the Ballyhoura "
            "wind farm, Co. Cork, at the day rates in the Schedule, for an estimated 850 "
            "technician days a year.",
            ("h", "14. Term"),
            "Four years from 1 April 2024.",
            ("h", "20. Assignment and change of control"),
            "20.1 The Contractor shall not assign or sub-contract the whole of the services "
            "without the Owner's consent. 20.2 The Contractor shall procure that no change of "
            "control of the Contractor takes place without the Owner's prior written consent "
            "(not to be unreasonably withheld). If a change of control occurs without that "
            "consent, the Owner may terminate this Agreement on 60 days' notice.",
            ("h", "Schedule - Day rates 2025"),
            (
                "t",
                [
                    ["Grade", "EUR per day"],
                    ["Technician", "712"],
                    ["Senior technician", "798"],
                    ["Blade specialist", "905"],
                ],
            ),
        ],
    )
    write_pdf(
        c / "Ballyhoura" / "Ballyhoura consent letter.pdf",
        "",
        [
            "27 January 2026",
            "The Directors, Derrynane Wind Services Limited, Unit 4, Ballyviniter Business Park, "
            "Mallow, Co. Cork",
            "Dear Sirs,",
            "Service Agreement dated 15 March 2024 - proposed sale of Derrynane Wind Services "
            "Limited to Vestholm Service Ireland Limited",
            "We refer to your letter of 19 January 2026. For the purposes of clause 20.2 of the "
            "Service Agreement, Ballyhoura Wind Farm Limited consents to the change of control of "
            "Derrynane Wind Services Limited that will occur on completion of the acquisition of "
            "its entire issued share capital by Vestholm Service Ireland Limited, and confirms "
            "that it will not exercise any right of termination arising from it.",
            "Yours faithfully,",
            ("sig", ["Catherine O'Riordan, Director, for Ballyhoura Wind Farm Limited"]),
        ],
        letterhead="BALLYHOURA WIND FARM LIMITED\nBallyhea, Charleville, Co. Cork",
    )
    write_pdf(
        c / "Corrib" / "Preferred Supplier Agreement - Corrib Wind Partners 2021.pdf",
        "PREFERRED SUPPLIER AGREEMENT",
        [
            "Dated 4 October 2021 between CORRIB WIND PARTNERS LIMITED, Headford Road, Galway "
            "(Corrib) and DERRYNANE WIND SERVICES LIMITED (the Supplier).",
            ("h", "3. Appointment"),
            "Corrib appoints the Supplier as its preferred supplier of turbine maintenance "
            "services for its wind farms in Counties Mayo and Galway.",
            ("h", "7. Exclusivity"),
            "7.1 During the Exclusivity Period the Supplier shall not provide turbine "
            "maintenance services to any owner or operator of a wind farm in County Mayo or County "
            "Galway other than Corrib. 7.2 'Exclusivity Period' means the period from the date of "
            "this agreement to 31 October 2024. 7.3 After the Exclusivity Period this agreement "
            "continues on a non-exclusive basis unless the parties agree in writing to extend "
            "clause 7.1.",
            ("h", "11. Term"),
            "Until terminated by either party on six months' notice.",
            ("h", "14. Assignment"),
            "Neither party may assign without the other's written consent.",
        ],
    )
    write_eml(
        c / "Corrib" / "Email - Corrib exclusivity period.eml",
        sender="Tomás Fahy <tfahy@corribwind.ie>",
        to="Declan Hegarty <dhegarty@derrynanewind.ie>",
        subject="RE: PSA clause 7 - Mayo/Galway",
        when=dt.datetime(2024, 10, 22, 11, 40),
        body="""
Declan,

Thanks for the heads-up about Bellacorick. We discussed it internally: we're not looking to
extend clause 7 of the PSA. The exclusivity period runs out on 31 October as written and after
that you're free to work for other owners in Mayo and Galway - we'd only ask that our call-outs
keep their priority, which you've said they will.

The PSA itself carries on as a non-exclusive arrangement on the current rates.

Best,
Tomás

Tomás Fahy | Head of Operations | Corrib Wind Partners

> From: Declan Hegarty
> Sent: 18 October 2024 09:12
> Subject: PSA clause 7 - Mayo/Galway
> Tomás - Bellacorick Community Energy have asked us to quote for their three turbines from
> next spring. Before we reply, can you confirm you don't intend to extend the exclusivity?
""",
    )


def commercial(d: Path) -> None:
    customers(d)
    co = d / "03 Commercial"
    rates = [
        [
            "Customer",
            "Contract",
            "Technician (EUR/day)",
            "Senior technician (EUR/day)",
            "Blade specialist (EUR/day)",
            "FY2025 technician days",
            "Basis",
        ],
        ["Brightwater Energy Holdings", "Framework 11/01/2024", 760, 845, 930, 3910, "Call-off"],
        ["Slieve Bloom Renewables", "MSA 01/07/2023", 795, 880, 960, 1420, "Work orders"],
        ["Ballyhoura Wind Farm", "Service Agreement 15/03/2024", 712, 798, 905, 862, "Day rate"],
        ["Corrib Wind Partners", "PSA 04/10/2021", 770, 855, 940, 1105, "Day rate"],
        ["Tarbert Community Wind", "Service Order TCW-01", 745, 830, "", 196, "Order"],
        ["Bellacorick Community Energy", "Standard terms", 820, 905, 985, 140, "Standard terms"],
        [
            "Knockastanna Wind",
            "O&M Agreement 02/09/2024",
            "fixed fee",
            "fixed fee",
            "fixed fee",
            1260,
            "Full service",
        ],
        ["Ad hoc customers", "Standard terms", 840, 925, 1010, 610, "List price"],
        [
            "Total / weighted",
            "",
            ("=ROUND(SUMPRODUCT(C2:C7,F2:F7)/SUM(F2:F7),0)", 764),
            "",
            "",
            ("=SUM(F2:F9)", 9503),
            "",
        ],
    ]
    notes = [
        ["Note"],
        [
            "Rates shown after the 1 January 2025 indexation. List price is the rate in the Standard Terms of Business (version 4)."
        ],
        ["Prepared by commercial team for the 2026 rate review. Not for circulation to customers."],
    ]
    write_xlsx(co / "Rate Card 2025.xlsx", [("Rates 2025", rates), ("Notes", notes)], widths=20)
    rev = [
        ["Customer", "County", "FY2023 EUR", "FY2024 EUR", "FY2025 EUR (unaudited)", "Contract end"]
    ]
    rev += [
        [
            "Brightwater Energy Holdings",
            "Kerry/Limerick/Clare",
            "1,104,000",
            "2,988,000",
            "3,302,000",
            "31/01/2029",
        ],
        ["Knockastanna Wind DAC", "Tipperary", "", "284,000", "1,138,000", "30/09/2031"],
        [
            "Slieve Bloom Renewables",
            "Offaly/Laois/Tipperary",
            "1,090,000",
            "1,161,000",
            "1,226,000",
            "30/06/2028",
        ],
        ["Corrib Wind Partners", "Mayo/Galway", "930,000", "902,000", "874,000", "rolling"],
        ["Ballyhoura Wind Farm", "Cork", "", "512,000", "690,000", "31/03/2028"],
        ["Tarbert Community Wind", "Kerry", "", "", "228,000", "28/02/2028"],
        ["Bellacorick Community Energy", "Mayo", "", "", "131,000", "rolling"],
        [
            "Sperrin Wind Limited (NI)",
            "Tyrone",
            "1,420,000",
            "1,515,000",
            "1,602,000",
            "31/12/2027",
        ],
        ["Inishowen Windpower", "Donegal", "610,000", "644,000", "659,000", "30/04/2026"],
        ["Slievecallan Wind", "Clare", "480,000", "505,000", "498,000", "rolling"],
        ["BladeTrack SaaS (14 owners)", "various", "310,000", "655,000", "1,040,000", "annual"],
        ["Spare parts and other", "various", "9,420,000", "12,734,000", "13,224,000", ""],
    ]
    write_csv(co / "Customer Revenue FY2023-FY2025.csv", rev)
    s = co / "Suppliers"
    write_docx(
        s / "Blade Repair Subcontract - Aerofoil Composites.docx",
        "Blade Repair Subcontract Agreement",
        [
            "Dated 3 February 2025 between DERRYNANE WIND SERVICES LIMITED (the Contractor) and "
            "AEROFOIL COMPOSITES LIMITED, Unit 12, Shannon Free Zone, Co. Clare (the "
            "Subcontractor).",
            ("h", "1. Services"),
            "The Subcontractor shall carry out leading-edge erosion repair, laminate repair and "
            "blade inspections on the Contractor's customers' turbines, on site (rope access and "
            "platform) and at its Shannon workshop.",
            ("h", "4. Minimum commitment"),
            "4.1 The Contractor shall purchase services with an aggregate value of not less than "
            "EUR 1,500,000 (excluding VAT) in each Contract Year (the Minimum Spend). 4.2 If the "
            "value of services ordered in a Contract Year is less than the Minimum Spend, the "
            "Contractor shall pay the shortfall within 30 days after the end of that Contract "
            "Year.",
            ("h", "5. Term"),
            "Four years from 1 March 2025. Neither party may terminate for convenience.",
            ("h", "9. Relevant Contracts Tax"),
            "The Subcontractor is a relevant subcontractor for the purposes of section 530 of "
            "the Taxes Consolidation Act 1997; the Contractor will operate RCT on each payment.",
            ("h", "12. Liability"),
            "The Subcontractor's liability is capped at EUR 3,000,000 per event; it shall hold "
            "public liability insurance of at least EUR 6,500,000.",
            (
                "sig",
                ["Declan Hegarty, for the Contractor", "Ciarán Mulqueen, for the Subcontractor"],
            ),
        ],
    )
    write_pdf(
        s / "SCADA Licence - Windsight Analytics.pdf",
        "SOFTWARE LICENCE AND SUPPORT AGREEMENT",
        [
            "Dated 1 January 2023 between WINDSIGHT ANALYTICS OY, Tampere, Finland (the Licensor) "
            "and DERRYNANE WIND SERVICES LIMITED (the Licensee).",
            ("h", "2. Licence"),
            "The Licensor grants the Licensee a non-exclusive, non-transferable licence to use "
            "the Windsight SCADA aggregation and condition monitoring software for up to 900 "
            "turbines, and to give its customers read-only access to their own turbines' data.",
            ("h", "6. Fees"),
            "EUR 310 per connected turbine per year, invoiced annually in advance.",
            ("h", "15. Termination"),
            "15.1 Either party may terminate on 12 months' notice expiring on any 31 December "
            "after 31 December 2027. 15.2 Either party may terminate for material breach not "
            "remedied within 30 days. 15.3 If the Licensee undergoes a change of control without "
            "the Licensor's prior written consent, this agreement and the licence shall terminate "
            "automatically on the date of the change of control, and the Licensee shall cease "
            "to use the Software and its customers' access shall end.",
            ("h", "16. Data"),
            "On termination the Licensor will make the Licensee's historical data available for "
            "export for 30 days.",
            ("h", "20. Law"),
            "This agreement is governed by the laws of Finland.",
        ],
    )
    write_csv(
        s / "Supplier list.csv",
        [
            ["Supplier", "Category", "FY2025 spend EUR", "Contract", "Notes"],
            [
                "Aerofoil Composites Limited",
                "Blade repair subcontract",
                "1,612,000",
                "Subcontract 03/02/2025",
                "Minimum spend applies",
            ],
            [
                "Nordhavn Bearings A/S",
                "Main and pitch bearings",
                "2,940,000",
                "Terms of supply 2023",
                "",
            ],
            [
                "Carrig Crane Hire Limited",
                "Crane hire",
                "1,118,000",
                "Purchase orders",
                "Former group company",
            ],
            ["Windsight Analytics Oy", "SCADA licence", "279,000", "Licence 01/01/2023", ""],
            ["Kingspan Access Solutions", "Platforms", "186,000", "Purchase orders", ""],
            ["Circle K Ireland", "Fuel cards", "402,000", "Card agreement", ""],
            [
                "Lee Valley Insurance Brokers",
                "Insurance broking",
                "412,000",
                "Terms of business",
                "Premium incl. IPT",
            ],
            ["Glenshane Holdings Limited", "Rent (Campsie)", "GBP 78,000", "Lease 01/07/2023", ""],
            ["Blackwater Valley Developments", "Rent (Mallow)", "96,000", "Lease 01/03/2020", ""],
        ],
    )
    write_text(
        co / "Standard Terms of Business.md",
        """
# Derrynane Wind Services Limited - Standard Terms of Business (version 4, 2024)

1. **Application.** These terms apply to every quotation, order and service unless a signed
   agreement says otherwise. The customer's own terms do not apply.
2. **Prices.** Day rates are those in our current list (technician EUR 840, senior technician
   EUR 925, blade specialist EUR 1,010 for 2025), plus travel at cost and VAT.
3. **Payment.** Within 30 days of invoice. We may charge interest under the European
   Communities (Late Payment in Commercial Transactions) Regulations 2012.
4. **Access and safety.** The customer gives safe access to site and turbines and tells us of
   known hazards. Our technicians may stop work if conditions are unsafe.
5. **Liability.** Our liability is limited to the price of the order, except for death or
   personal injury caused by negligence. We are not liable for lost generation revenue.
6. **Termination.** Either party may end a rolling arrangement on 30 days' notice.
7. **Law.** Irish law; Irish courts.
""",
    )
    write_pptx(
        co / "Commercial Pipeline Nov 2025.pptx",
        [
            (
                "Commercial pipeline - November 2025",
                ["Weighted pipeline EUR 6.8m annual revenue", "Win rate FY2025: 38%"],
            ),
            (
                "Top opportunities",
                [
                    "Dromada repowering (Brightwater) - extension to 2031 - 70%",
                    "Sperrin Wind phase 2 (NI) - 9 turbines - 50%",
                    "Mountain Lodge (Co. Cavan) - full service - 30%",
                    "BladeTrack: two UK owners in trial - 40%",
                ],
            ),
            (
                "Renewals 2026",
                [
                    "Inishowen Windpower (April 2026) - renewal terms issued",
                    "Slievecallan - moving to 3-year term",
                ],
            ),
        ],
    )
