"""04 Commercial / 4.2 Distributors, 4.3 Suppliers and the Vantor standstill."""

from __future__ import annotations

from typing import Any

from tests.rooms.quarrendon.boiler import with_general

DI = "04 Commercial/4.2 Distributors/"
SU = "04 Commercial/4.3 Suppliers/"

DOCS: dict[str, Any] = {}

DOCS[DI + "Medivance Iberia - Exclusive Distribution Agreement 2022.docx"] = [
    "# EXCLUSIVE DISTRIBUTION AGREEMENT",
    'THIS AGREEMENT is made on 24 June 2022 BETWEEN: (1) HELIANT MEDICAL B.V., a private company with limited liability incorporated in the Netherlands (KvK 72019934), whose registered office is at Celsiusweg 18, 5928 PR Venlo (the "Supplier"); and (2) MEDIVANCE IBERIA, S.L., a company incorporated in Spain (CIF B87120455), whose registered office is at Calle de Serrano 88, 28006 Madrid (the "Distributor").',
    "## 1. Interpretation",
    '1.1 "Products" means the products listed in Schedule 2, as updated by the Supplier from time to time; "Territory" means the territory described in Schedule 1; "Term" has the meaning given in clause 16.1.',
    "## 2. Appointment",
    "2.1 The Supplier appoints the Distributor as its exclusive distributor for the resale of the Products in the Territory, and the Distributor accepts that appointment on the terms of this Agreement.",
    "2.2 Throughout the Term the Supplier shall not, without the prior written consent of the Distributor: (a) appoint any other person to distribute, resell or act as agent for the sale of the Products in the Territory; or (b) sell or supply the Products, directly or indirectly, to any customer located in the Territory.",
    "2.3 The Supplier shall refer to the Distributor all enquiries it receives for the Products from customers in the Territory.",
    "## 5. Minimum purchases",
    "5.1 The Distributor shall purchase Products with an aggregate invoice value of not less than EUR 3,500,000 in each Contract Year. If it fails to do so in two consecutive Contract Years the Supplier may, as its sole remedy, convert the appointment under clause 2.1 to a non-exclusive appointment on three months' written notice.",
    "## 16. Duration and termination",
    '16.1 This Agreement shall commence on 1 July 2022 and continue for six years until 30 June 2028 (the "Term"), unless terminated earlier under this clause 16.',
    "16.3 Either party may terminate this Agreement on written notice if the other commits a material breach and (if remediable) fails to remedy it within 45 days of written notice requiring it to do so.",
    "## 22. Governing law and jurisdiction",
    "22.1 This Agreement is governed by English law and the parties submit to the exclusive jurisdiction of the courts of England.",
    "## Schedule 1 - Territory",
    "The Kingdom of Spain (including the Canary and Balearic Islands), the Portuguese Republic (including the Azores and Madeira) and the Principality of Andorra.",
    "## Schedule 2 - Products",
    "Verio VX-10 ambulatory infusion pump; AS-200 series administration sets; accessories and spare parts.",
    "Signed by Marcus Hale, director, for and on behalf of HELIANT MEDICAL B.V. Signed by Javier Montoya Ruiz, administrador único, for and on behalf of MEDIVANCE IBERIA, S.L.",
]

DOCS[DI + "Lusomed - Distribution Agreement 2025.pdf"] = [
    "# DISTRIBUTION AGREEMENT",
    'This Distribution Agreement (the "Agreement") is made on 3 March 2025 between HELIANT MEDICAL B.V., Celsiusweg 18, 5928 PR Venlo, the Netherlands ("Heliant") and LUSOMED - DISTRIBUIÇÃO DE DISPOSITIVOS MÉDICOS, LDA., Rua Castilho 165, 1070-050 Lisboa, Portugal ("Lusomed").',
    "1. Appointment. Heliant appoints Lusomed, on a non-exclusive basis, as a distributor of the Products to hospitals, clinics and home-care providers in the Territory. 'Territory' means the Portuguese Republic, including the Autonomous Regions of the Azores and Madeira.",
    "2. Products. The Products are the Verio VX-10 ambulatory infusion pump and AS-200 series administration sets, at the prices in Annex A.",
    "3. Orders and delivery. Lusomed shall order by purchase order; Heliant shall deliver DAP Lisbon (Incoterms 2020) from its Venlo warehouse.",
    "4. Payment. Net 60 days from invoice.",
    "5. Regulatory. Lusomed shall comply with its obligations as a distributor under Article 14 of Regulation (EU) 2017/745 and shall register with INFARMED.",
    "6. Term. This Agreement runs for three years from its date and renews for successive one-year periods unless either party gives three months' notice.",
    "7. Law. Dutch law governs this Agreement; the courts of Amsterdam have jurisdiction.",
    "Annex A - Prices: AS-210 EUR 11.40; AS-240 EUR 14.90; VX-10 EUR 1,720.00.",
    "For Heliant Medical B.V.: /s/ Sven Lindgren, attorney-in-fact. For Lusomed: /s/ Rui Pacheco, gerente.",
]

DOCS[DI + "Nordic MedLine - Distribution Agreement 2019.docx"] = [
    "# DISTRIBUTION AGREEMENT (NORDIC COUNTRIES)",
    'This Agreement is dated 2 September 2019 and is made between Heliant Medical Holdings, Inc. ("Heliant") and Nordic MedLine AB, Box 2121, 103 13 Stockholm, Sweden ("Distributor").',
    '2. Appointment. 2.1 Heliant appoints the Distributor as its sole and exclusive distributor of the Products in Sweden, Norway, Denmark, Finland and Iceland (the "Territory"). 2.2 Heliant shall not during the term of this Agreement appoint any other distributor, agent or representative for the Products in the Territory.',
    "11. Non-competition. During the term of this Agreement the Distributor shall not manufacture, distribute or promote any ambulatory infusion pump that competes with the Products.",
    "14. Term. This Agreement runs from 1 October 2019 until 30 September 2027 unless terminated earlier by agreement or under clause 15.",
    "20. Governing law. Swedish law; disputes to be settled by arbitration under the SCC Rules, seat Stockholm.",
    "Signed: Marcus Hale (Heliant); Karin Ek, VD (Nordic MedLine AB).",
]

DOCS[DI + "Nordic MedLine - Termination Agreement 2024.pdf"] = [
    "# TERMINATION AND RELEASE AGREEMENT",
    'This Termination and Release Agreement is made on 8 March 2024 between Heliant Medical Holdings, Inc. ("Heliant") and Nordic MedLine AB ("Nordic MedLine").',
    'Background: (A) The parties entered into a distribution agreement dated 2 September 2019 for the Nordic countries (the "Distribution Agreement"). (B) The parties have agreed to end the Distribution Agreement early on the terms below.',
    '1. Termination. The Distribution Agreement terminates by mutual agreement with effect from 31 March 2024 (the "Termination Date"). With effect from the Termination Date, clause 2 (Appointment) and clause 11 (Non-competition) cease to have any effect and Heliant is free to appoint any person as distributor in the Territory.',
    "2. Stock. Heliant shall buy back the Distributor's saleable stock at its invoiced price, as listed in the Annex, within 30 days of the Termination Date.",
    "3. Release. Each party releases the other from all claims arising under or in connection with the Distribution Agreement, whether known or unknown, save for the obligations in clause 2 of this agreement. The stock buy-back was completed and paid on 19 April 2024 (SEK 1,284,600).",
    "4. Law. Swedish law governs this agreement.",
    "Signed: Marcus Hale for Heliant Medical Holdings, Inc.; Karin Ek for Nordic MedLine AB.",
]

DOCS[DI + "MedSupply Partners - Distribution Agreement 2023.docx"] = [
    "# VERTRIEBSVERTRAG / DISTRIBUTION AGREEMENT (English version prevails)",
    'Between Heliant Medical B.V., Venlo, the Netherlands ("Supplier") and MedSupply Partners GmbH, Speditionstraße 21, 40221 Düsseldorf, Germany ("Distributor"), dated 10 January 2023.',
    "1. The Supplier appoints the Distributor as a non-exclusive distributor of the Products in Germany, Austria and Switzerland. The Supplier reserves the right to sell directly and to appoint other distributors in the territory.",
    "2. The Distributor shall maintain a stock of not less than eight weeks' forecast demand and shall keep complaint and traceability records as required by Regulation (EU) 2017/745.",
    "3. Prices are set out in the Supplier's EU distributor price list, reviewed each January. Payment: 45 days net.",
    "4. Either party may terminate this agreement on six months' written notice to the end of a calendar quarter.",
    "5. Liability of each party is limited to the amounts paid or payable by the Distributor in the twelve months before the claim, save for liability for death or personal injury caused by negligence, fraud, or under the product liability laws, which is not limited.",
    "6. German law governs; place of jurisdiction is Düsseldorf.",
    "Signed: Sven Lindgren (Supplier); Dr. Katrin Vogel, Geschäftsführerin (Distributor).",
]

DOCS[DI + "Distributor list.csv"] = [
    [
        "distributor",
        "contracting_entity",
        "territory",
        "exclusive",
        "agreement_date",
        "expiry",
        "status",
    ],
    [
        "Medivance Iberia S.L.",
        "Heliant Medical B.V.",
        "Spain, Portugal, Andorra",
        "yes",
        "2022-06-24",
        "2028-06-30",
        "active",
    ],
    [
        "Lusomed Distribuição, Lda.",
        "Heliant Medical B.V.",
        "Portugal",
        "no",
        "2025-03-03",
        "2028-03-02",
        "active",
    ],
    [
        "MedSupply Partners GmbH",
        "Heliant Medical B.V.",
        "DE, AT, CH",
        "no",
        "2023-01-10",
        "rolling",
        "active",
    ],
    [
        "Nordic MedLine AB",
        "Heliant Medical Holdings, Inc.",
        "Nordics",
        "yes",
        "2019-09-02",
        "2027-09-30",
        "terminated 2024-03-31",
    ],
    [
        "Aegean Medical S.A.",
        "Heliant Medical B.V.",
        "Greece, Cyprus",
        "no",
        "2024-05-01",
        "2027-04-30",
        "active",
    ],
    ["Benelux direct", "Heliant Medical B.V.", "NL, BE, LU", "n/a", "", "", "direct sales"],
]

DOCS[SU + "Tessaro Motion - Supply Agreement 2021.docx"] = [
    "# SUPPLY AGREEMENT FOR MICRO-MOTOR ASSEMBLIES",
    'THIS AGREEMENT is dated 15 November 2021 BETWEEN (1) TESSARO MOTION S.R.L., a company incorporated in Italy, whose registered office is at Via Torino 112, 10093 Collegno (TO) (the "Seller"); and (2) HELIANT MEDICAL DEVICES, LLC, a Minnesota limited liability company, whose principal office is at 4400 Annapolis Lane, Plymouth, Minnesota 55447 (the "Buyer").',
    "## 1. Definitions",
    '"Commencement Date" means 1 January 2022; "Contract Year" means each period of twelve months from the Commencement Date or an anniversary of it; "Motor Assemblies" means the TM-14 micro-motor and gearhead assemblies made to the Buyer\'s specification HMD-SPEC-0412, rev. F.',
    "## 3. Supply",
    "3.1 The Seller shall manufacture and supply Motor Assemblies to the Buyer in accordance with Orders. 3.4 The Seller is the sole qualified source of the Motor Assemblies for the Verio VX-10 pump, and the Buyer acknowledges that qualification of an alternative source would require a design verification and a regulatory assessment.",
    "## 6. Forecasts and minimum purchase commitment",
    "6.1 The Buyer shall provide a rolling twelve-month forecast each calendar quarter. 6.2 In each Contract Year the Buyer shall purchase not less than 60,000 Motor Assemblies (the \"Minimum Quantity\"). If the Buyer's purchases in a Contract Year fall short of the Minimum Quantity, the Buyer shall pay the Seller, within 30 days of the Seller's invoice, an amount equal to the shortfall multiplied by the unit price then in force.",
    "## 7. Price",
    "7.1 The unit price is EUR 41.50 for the first Contract Year, adjusted on each 1 January thereafter in line with the Italian ISTAT FOI index, with a floor of 2% a year.",
    "## 15. Duration",
    '15.1 This Agreement commences on the Commencement Date and, unless terminated earlier in accordance with its terms, continues for an initial period of five years ending on 31 December 2026 (the "Initial Period").',
    '15.2 On the expiry of the Initial Period, and of each Renewal Period, this Agreement shall automatically renew for a further period of three years (each a "Renewal Period") unless either party has given the other written notice of non-renewal not later than six months before the end of the Initial Period or the then-current Renewal Period, as the case may be.',
    "## 22. Notices",
    "22.1 Any notice given under this Agreement shall be in writing, signed by or on behalf of the party giving it, and shall be delivered by hand or sent by international courier to the registered office of the addressee. 22.2 A notice given by email is not valid for the purposes of clauses 15 and 16.",
    "## 25. Governing law",
    "25.1 This Agreement is governed by the laws of England and Wales. Disputes shall be finally resolved by arbitration under the LCIA Rules, seat London.",
    "Signed by Paolo Ferraris, amministratore delegato, for TESSARO MOTION S.R.L. Signed by Dana Whitcombe, Chief Financial Officer, for HELIANT MEDICAL DEVICES, LLC.",
]

DOCS[SU + "Tessaro Motion - non-renewal correspondence Sept-Oct 2026.eml"] = {
    "From": "Paolo Ferraris <p.ferraris@tessaromotion.it>",
    "To": "Nadia Brooks <nadia.brooks@heliantmed.com>",
    "Cc": "Dana Whitcombe <dana.whitcombe@heliantmed.com>",
    "Date": "Fri, 09 Oct 2026 11:18:44 +0200",
    "Subject": "RE: Supply Agreement 15 November 2021 - non-renewal",
    "body": """Dear Ms Brooks,

We acknowledge your email of 22 September 2026 in which you state that Heliant does not wish to
continue the Supply Agreement dated 15 November 2021 beyond 31 December 2026.

We must point out that under clause 15.2 a notice of non-renewal had to be given not later than
six months before the end of the Initial Period, that is by 30 June 2026, and that under clause
22.2 a notice by email is in any case not valid for that purpose. No notice was received by 30
June 2026. The Agreement will therefore renew on 1 January 2027 for a Renewal Period ending on 31
December 2029, and the Minimum Quantity of 60,000 Motor Assemblies in each Contract Year, with
the shortfall payment in clause 6.2, continues to apply.

We value the relationship and are open to discussing volumes, but we reserve all of our rights
under the Agreement.

Best regards,
Paolo Ferraris
Amministratore Delegato, Tessaro Motion S.r.l.

-----Original Message-----
From: Nadia Brooks
Sent: Tuesday, September 22, 2026 4:05 PM
To: Paolo Ferraris
Subject: Supply Agreement 15 November 2021 - non-renewal

Dear Paolo,

Please take this email as Heliant's notice that we do not intend to renew the Supply Agreement
when the current term ends on 31 December 2026. We have qualified a second source and will
transition volumes during Q1 2027. Happy to discuss an orderly wind-down.

Kind regards,
Nadia Brooks
Director, Global Procurement, Heliant Medical Devices, LLC
""",
}

DOCS[SU + "Polyclear Plastics - Supply Agreement 2023.pdf"] = [
    "# SUPPLY AGREEMENT",
    'This Supply Agreement is entered into as of March 1, 2023 by and between Polyclear Plastics, Inc., an Ohio corporation ("Supplier"), and Heliant Medical Devices, LLC ("Buyer").',
    '1. Products. Supplier shall supply medical-grade PVC-free tubing and moulded luer connectors to Buyer\'s specifications (the "Components").',
    "2. Forecasts. Buyer shall provide non-binding monthly forecasts; only Purchase Orders are binding.",
    "3. Quality. Supplier shall maintain ISO 13485 certification and shall notify Buyer at least 180 days before any change to materials, processes or manufacturing site.",
    "4. Term. The term is three years from the effective date and renews year to year unless either party gives 90 days' notice.",
    "5. Limitation of liability. Except for Supplier's indemnity for third-party claims arising from non-conforming Components, neither party shall be liable for indirect or consequential damages, and each party's aggregate liability shall not exceed the amounts paid under this Agreement in the twelve months preceding the claim.",
    "6. Governing law. Ohio.",
    "POLYCLEAR PLASTICS, INC. By: /s/ Janet Kowalski, President. HELIANT MEDICAL DEVICES, LLC By: /s/ Nadia Brooks, Director, Global Procurement.",
]

DOCS[SU + "Approved supplier list.csv"] = [
    ["supplier", "component", "critical", "sole_source", "qualified_since", "agreement", "notes"],
    [
        "Tessaro Motion S.r.l.",
        "TM-14 motor assembly",
        "yes",
        "yes",
        "2019",
        "Supply Agreement 2021",
        "Kinemo Antriebe GmbH qualification in progress (DV complete Aug 2026)",
    ],
    [
        "Polyclear Plastics, Inc.",
        "tubing, luer connectors",
        "yes",
        "no",
        "2018",
        "Supply Agreement 2023",
        "",
    ],
    ["Arcadia PCB Ltd", "main control board", "yes", "no", "2020", "PO terms", ""],
    [
        "Strand Sterilisation Services",
        "EtO sterilisation",
        "yes",
        "no",
        "2017",
        "Services Agreement 2022",
        "",
    ],
    [
        "Kinemo Antriebe GmbH",
        "TM-14 equivalent motor",
        "yes",
        "no",
        "pending",
        "draft supply agreement",
        "planned start Jan 2027",
    ],
]

DOCS["04 Commercial/4.4 Vantor Medical - Settlement and Standstill Agreement 2020.docx"] = [
    "# SETTLEMENT AND STANDSTILL AGREEMENT",
    'This Settlement and Standstill Agreement (the "Agreement") is entered into as of July 1, 2020 by and between Vantor Medical Corp., a Delaware corporation ("Vantor"), and Heliant Medical Holdings, Inc. ("Heliant").',
    'WHEREAS, Vantor commenced an action against Heliant in the United States District Court for the District of Minnesota, Civil Action No. 0:19-cv-02231, alleging misappropriation of trade secrets relating to enteral feeding pump technology (the "Action"); and WHEREAS the parties wish to resolve the Action without any admission of liability;',
    "1. Dismissal. Within five business days the parties shall file a stipulation of dismissal of the Action with prejudice.",
    "2. Payment. Heliant shall pay Vantor $650,000 within thirty days.",
    '4. Standstill. For the period beginning on the date of this Agreement and ending on June 30, 2025 (the "Restricted Period"), Heliant shall not, directly or indirectly, develop, market, sell or distribute any enteral feeding pump in the United States or Canada.',
    "5. Mutual Release. Each party releases the other from all claims that were or could have been asserted in the Action.",
    "8. Governing Law. Delaware.",
    "VANTOR MEDICAL CORP. By: /s/ Elise Granger, General Counsel. HELIANT MEDICAL HOLDINGS, INC. By: /s/ Marcus J. Hale, CEO.",
    "---",
    "File note (Heliant legal, July 8, 2025): The Restricted Period under Section 4 ended on June 30, 2025 and the standstill has expired in accordance with its terms. The payment under Section 2 was made on July 24, 2020 and the Action was dismissed with prejudice on July 9, 2020. No obligations remain outstanding under this Agreement.",
]

# the general provisions around the operative terms (boiler.py)
DOCS[DI + "Medivance Iberia - Exclusive Distribution Agreement 2022.docx"] = with_general(
    DOCS[DI + "Medivance Iberia - Exclusive Distribution Agreement 2022.docx"],
    "UK",
    21,
    keep_last=7,
)
DOCS[DI + "Lusomed - Distribution Agreement 2025.pdf"] = with_general(
    DOCS[DI + "Lusomed - Distribution Agreement 2025.pdf"], "UK", 8, keep_last=3
)
DOCS[DI + "MedSupply Partners - Distribution Agreement 2023.docx"] = with_general(
    DOCS[DI + "MedSupply Partners - Distribution Agreement 2023.docx"], "UK", 6, keep_last=2
)
DOCS[DI + "Nordic MedLine - Distribution Agreement 2019.docx"] = with_general(
    DOCS[DI + "Nordic MedLine - Distribution Agreement 2019.docx"], "UK", 16, keep_last=2
)
DOCS[SU + "Tessaro Motion - Supply Agreement 2021.docx"] = with_general(
    DOCS[SU + "Tessaro Motion - Supply Agreement 2021.docx"],
    "UK",
    23,
    skip=("Notices",),
    keep_last=3,
)
DOCS[SU + "Polyclear Plastics - Supply Agreement 2023.pdf"] = with_general(
    DOCS[SU + "Polyclear Plastics - Supply Agreement 2023.pdf"], "US", 7, keep_last=2
)
