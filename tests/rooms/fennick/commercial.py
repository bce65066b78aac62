"""Customer, distributor and supplier contracts of the Fennick room (pure data)."""

CU = "02 Commercial/2.1 Customers/"
DI = "02 Commercial/2.2 Distributors/"
SU = "02 Commercial/2.3 Suppliers/"
GEN = "02 Commercial/"

ALDERMOOR = """
# SUPPLY AND SERVICES AGREEMENT

Dated 12 January 2024

Parties: (1) ALDERMOOR WATER PLC, incorporated in England and Wales with registered number 02366611, whose registered office is at Aldermoor House, Quarry Road, Leicester LE4 8DP (the "Customer"); and (2) FENNICK SYSTEMS LIMITED, incorporated in England and Wales with registered number 09318842, whose registered office is at Unit 7, Harbour Way, Avonmouth, Bristol BS11 9DX (the "Supplier").

## Recitals

(A) The Customer is a water undertaker appointed under the Water Industry Act 1991 and wishes to procure network telemetry equipment and associated monitoring services for its distribution network.

(B) Following a competitive tender (reference AW/PROC/2023/118) the Customer has selected the Supplier to provide the Goods and the Services on the terms of this Agreement.

## 1. Definitions and interpretation

1.1 In this Agreement: "Charges" means the charges for the Goods and Services set out in Schedule 2; "Data Protection Legislation" means the UK GDPR and the Data Protection Act 2018 and any legislation which replaces them; "Goods" means the FN-300 pressure sensors, FN-400 flow loggers and ancillary hardware described in Schedule 1; "Services" means the hosted monitoring, alarm and analytics services delivered through the Vantage platform, together with installation support and maintenance; "Term" has the meaning given in clause 3.1.

## 3. Term

3.1 This Agreement commences on the date of signature and continues for an initial period of six years (the "Term"), after which it may be extended by the Customer by up to two further periods of two years each by notice given not less than six months before the end of the Term or the then current extension.

## 9. Charges and payment

9.1 In consideration of the supply of the Goods and Services the Customer shall pay the Charges in accordance with this clause 9.

9.2 The Supplier shall invoice the Customer monthly in arrears. The Customer shall pay each valid invoice within 30 days of receipt.

9.3 The Charges for the Goods are fixed for the first two Contract Years and thereafter may be increased on each anniversary of the date of this Agreement by no more than CPIH.

9.4 The Supplier warrants that the unit prices for the Goods set out in Schedule 2 are, and will throughout the Term remain, no higher than the lowest prices which the Supplier charges to any other water undertaker in the United Kingdom for goods of like specification purchased in similar or smaller quantities. Should the Supplier at any time offer more favourable pricing to any such undertaker, it shall forthwith extend that pricing to the Customer with effect from the date on which it was first offered to the other undertaker, and shall credit the Customer with any amount overpaid in the meantime.

## 13. Data protection

13.1 The parties acknowledge that, in providing the Services, the Supplier processes personal data (including household consumption and address data) on behalf of the Customer as processor. The Supplier shall comply with the obligations set out in Schedule 5 (Data Processing).

13.2 The Supplier shall notify the Customer without undue delay, and in any event within 24 hours, on becoming aware of a Personal Data Breach.

## 14. Indemnities

14.1 The Supplier shall indemnify the Customer against all losses, fines, penalties, claims and costs (including reasonable legal fees) arising out of any breach by the Supplier of clause 13 or of the Data Protection Legislation, or any claim that the Goods or Services infringe the Intellectual Property Rights of any third party.

## 15. Limitation of liability

15.1 Nothing in this Agreement limits or excludes either party's liability for death or personal injury caused by negligence, fraud or fraudulent misrepresentation.

15.2 Subject to clauses 15.1 and 15.5, each party's total aggregate liability arising under or in connection with this Agreement in any Contract Year shall not exceed 125% of the Charges paid or payable in that Contract Year.

15.3 Subject to clause 15.1, neither party shall be liable for any indirect or consequential loss, or for loss of profits, revenue or goodwill.

15.5 The limitations and exclusions in clauses 15.2 and 15.3 shall not apply to the Supplier's liability under clause 13 (Data protection) or clause 14 (Indemnities), which shall be unlimited.

## 22. Assignment

22.1 The Supplier shall not assign, novate, subcontract or otherwise deal with any of its rights or obligations under this Agreement without the prior written consent of the Customer.

## 27. Governing law and jurisdiction

27.1 This Agreement and any dispute or claim arising out of or in connection with it shall be governed by and construed in accordance with the law of England and Wales, and the courts of England and Wales shall have exclusive jurisdiction.

## Schedule 2 - Charges

| Item | Description | Unit price (GBP) | Forecast annual volume |
| FN-300 | Pressure sensor, 0-16 bar, NB-IoT | 168.00 | 6,000 |
| FN-400 | Electromagnetic flow logger, DN50-DN300 | 212.00 | 4,000 |
| VAN-S | Vantage monitoring service, per connected device per month | 1.85 | 10,000 devices |

Signed for and on behalf of ALDERMOOR WATER PLC by Claire Henshaw, Director of Procurement. Signed for and on behalf of FENNICK SYSTEMS LIMITED by Marta Okafor, Director.
"""

SVW_MSA = """
# MASTER SERVICES AGREEMENT

THIS AGREEMENT is made on 1 September 2025

BETWEEN

(1) SEVERN VALLEY WATER LIMITED (company number 02366804) whose registered office is at Riverside House, Gloucester GL2 5TH ("SVW"); and

(2) FENNICK SYSTEMS LIMITED (company number 09318842) whose registered office is at Unit 7, Harbour Way, Avonmouth, Bristol BS11 9DX ("Fennick").

## 1. Interpretation

1.1 "Commencement Date" means 1 October 2025. "Initial Term" means the period of five years from the Commencement Date. "Service Levels" means the service levels set out in Schedule 3. "Service Credits" means the credits calculated in accordance with Part B of Schedule 3.

## 2. Scope

2.1 Fennick shall supply the Equipment and provide the Services to SVW in accordance with the Order Forms agreed from time to time under this Agreement.

## 6. Service levels

6.1 Fennick shall meet or exceed the Service Levels. Where Fennick fails to meet a Service Level, SVW shall be entitled to the Service Credits, which shall be SVW's sole financial remedy for the failure concerned unless the failure is a Critical Service Level Failure.

6.2 Service Credits shall not in aggregate exceed 5 per cent. of the Charges in any Contract Year.

## 11. Charges

11.1 The Charges are set out in the Pricing Schedule and shall not be varied during the first three years of the Initial Term save as expressly provided in this Agreement.

## 17. Duration and termination

17.1 This Agreement shall continue for the Initial Term and thereafter unless and until terminated by either party on not less than twelve months' notice expiring on or after the last day of the Initial Term. Neither party may terminate this Agreement for convenience before the expiry of the Initial Term.

17.2 Either party may terminate this Agreement with immediate effect by written notice if the other party commits a material breach which is irremediable or, if remediable, is not remedied within 30 days of a notice requiring it to be remedied.

17.3 SVW may terminate this Agreement by written notice if Fennick suffers an Insolvency Event.

## 28. Entire agreement and variation

28.1 This Agreement, together with the Order Forms, constitutes the entire agreement between the parties relating to its subject matter.

28.2 No variation of this Agreement shall be effective unless it is in writing, refers expressly to this Agreement and is signed by a duly authorised representative of each party.

## 31. Governing law

31.1 This Agreement is governed by the law of England and Wales.

Signed by Marcus Tullett, Chief Operating Officer, for SVW, and by Marta Okafor, CEO, for Fennick.
"""

SVW_SIDE = """
STRICTLY PRIVATE AND CONFIDENTIAL

Severn Valley Water Limited, Riverside House, Gloucester GL2 5TH

For the attention of: Marcus Tullett, Chief Operating Officer

3 November 2025

Dear Marcus

Master Services Agreement dated 1 September 2025 between Severn Valley Water Limited ("SVW") and Fennick Systems Limited ("Fennick") (the "Agreement")

Further to our meeting on 28 October, I write to record the additional commercial arrangements we agreed in return for SVW's commitment to the phase 2 district metering roll-out. Terms defined in the Agreement have the same meaning in this letter.

1. Notwithstanding clause 17.1 of the Agreement, SVW may terminate the Agreement, in whole or in respect of any Order Form, at any time by giving Fennick not less than sixty (60) days' written notice, and Fennick shall have no claim against SVW for any Charges in respect of the period after the date on which that termination takes effect.

2. In each Contract Year Fennick shall credit SVW with an amount equal to twelve per cent. (12%) of the Charges invoiced in that Contract Year, such credit to be applied against the first invoice of the following Contract Year.

3. The cap on Service Credits in clause 6.2 of the Agreement shall not apply in any Contract Year in which two or more Critical Service Level Failures occur.

4. This letter is supplemental to the Agreement and in the event of any conflict between this letter and the Agreement, this letter shall prevail. The parties agree that this letter and its contents are confidential and shall not be disclosed to any third party, including any prospective investor in or purchaser of Fennick, save as required by law.

Please countersign and return the enclosed copy of this letter to confirm SVW's agreement.

Yours sincerely

Marta Okafor, Chief Executive Officer, for and on behalf of Fennick Systems Limited

Agreed: Marcus Tullett, for and on behalf of Severn Valley Water Limited, 5 November 2025
"""

SVW_PRICING = {
    "Pricing Schedule": [
        ["Severn Valley Water - Pricing Schedule (Schedule 2 to the MSA dated 1 September 2025)"],
        ["Prices in GBP, exclusive of VAT, fixed for Contract Years 1 to 3"],
        [],
        [
            "Item",
            "Description",
            "Unit price (GBP)",
            "Committed annual volume",
            "Annual value (GBP)",
        ],
        ["FN-300", "Pressure sensor, 0-16 bar, NB-IoT", 171.00, 1800, 307800],
        ["FN-400", "Electromagnetic flow logger, DN50-DN300", 184.00, 2500, 460000],
        ["VAN-S", "Vantage monitoring service, per device per month", 1.90, 4300, 98040],
        ["INST", "Installation support, per site day", 640.00, 60, 38400],
        [],
        ["Total committed annual value", "", "", "", 904340],
    ],
    "Notes": [
        ["Note"],
        ["Pricing approved by M. Okafor on 24/08/2025 to secure the phase 1 award against Siltec."],
        ["FN-400 price matched to competitor quote; below standard list of GBP 229."],
    ],
}

KESTREL = """
# MASTER PURCHASE AGREEMENT

This Master Purchase Agreement (this "Agreement") is entered into as of February 3, 2025 (the "Effective Date") by and between Kestrel Utilities Corp., a Texas corporation ("Buyer"), and Fennick Systems Inc., a Delaware corporation ("Seller"). Buyer and Seller are each referred to herein as a "Party".

## ARTICLE 1 - DEFINITIONS

1.1 "Products" means the telemetry devices, data loggers, software and related services identified in Exhibit A, as such Exhibit may be amended from time to time by mutual written agreement of the Parties. "Purchase Order" means a written order for Products issued by Buyer under this Agreement.

## ARTICLE 3 - ORDERS; FORECASTS

3.1 Buyer shall have no obligation to purchase any minimum quantity of Products. Forecasts provided by Buyer are for planning purposes only and are non-binding.

3.2 Seller shall maintain at its own cost a buffer inventory of finished Products equal to not less than ninety (90) days of Buyer's then-current rolling forecast.

## ARTICLE 11 - WARRANTY

11.1 Seller warrants that for a period of thirty-six (36) months from delivery the Products shall be free from defects in material and workmanship and shall conform to the Specifications.

## ARTICLE 13 - LIMITATION OF LIABILITY

13.1 EXCEPT FOR A PARTY'S INDEMNIFICATION OBLIGATIONS OR BREACH OF CONFIDENTIALITY, IN NO EVENT SHALL EITHER PARTY'S AGGREGATE LIABILITY UNDER THIS AGREEMENT EXCEED THE AMOUNTS PAID OR PAYABLE BY BUYER HEREUNDER IN THE TWELVE (12) MONTHS PRECEDING THE EVENT GIVING RISE TO THE CLAIM.

## ARTICLE 14 - TERM AND TERMINATION

14.1 Term. This Agreement shall commence on the Effective Date and continue for a period of five (5) years unless earlier terminated as provided herein.

14.2 Termination for Convenience. Buyer may terminate this Agreement or any Purchase Order, in whole or in part, at any time and for any reason or no reason, upon thirty (30) days' prior written notice to Seller. Buyer's sole liability in the event of such termination shall be payment for conforming Products delivered prior to the effective date of termination, and Buyer shall have no liability for Seller's buffer inventory, work in progress or anticipated profits.

14.3 Termination for Cause. Either Party may terminate this Agreement upon written notice if the other Party materially breaches this Agreement and fails to cure such breach within thirty (30) days after receipt of written notice thereof.

## ARTICLE 19 - MISCELLANEOUS

19.1 Assignment. Seller may not assign this Agreement, whether voluntarily, by operation of law, by merger or otherwise, without Buyer's prior written consent.

19.4 Governing Law. This Agreement shall be governed by the laws of the State of Texas, without regard to its conflict of laws principles.

IN WITNESS WHEREOF, the Parties have executed this Agreement as of the Effective Date. KESTREL UTILITIES CORP. By: Dana R. Whitfield, SVP Supply Chain. FENNICK SYSTEMS INC. By: Marta Okafor, President.
"""

FAIRHAVEN = """
# CONTRACT FOR TELEMETRY WORKS AND SERVICES

Contract No. FDW/2023/044

This Contract is made on 17 April 2023 between Fairhaven District Water, a statutory body of Fairhaven, Cornwall (the "Employer"), and Fennick Systems Limited (the "Contractor").

## Part 1 - General

1.1 The Contractor shall design, supply, install and commission telemetry outstations at the 42 sites listed in Appendix A (the "Works") and shall thereafter provide the monitoring services described in Appendix C for a period of four years from Completion.

## Part 5 - Time

5.1 The Contractor shall achieve Completion of the Works on or before 30 November 2023 (the "Completion Date").

5.2 If the Contractor fails to achieve Completion by the Completion Date, the Contractor shall pay or allow to the Employer liquidated damages at the rate of £1,800 for every day between the Completion Date and the date of actual Completion. The liquidated damages shall not be subject to any cap.

5.3 The Employer may deduct liquidated damages from any sum due to the Contractor.

## Part 9 - Liability

9.1 The Contractor's aggregate liability under this Contract (other than under clause 5.2) shall not exceed the Contract Price.

## Part 12 - Law

12.1 This Contract is governed by the laws of England and Wales.

Signed for Fairhaven District Water by its Chief Engineer and for Fennick Systems Limited by Thomas Reyes-Whitlock, Director.
"""

FAIRHAVEN_VAR = """
# VARIATION No. 1

to Contract No. FDW/2023/044 for Telemetry Works and Services dated 17 April 2023 between Fairhaven District Water (the "Employer") and Fennick Systems Limited (the "Contractor")

Dated: 28 June 2023

The parties agree that with effect from the date of the Contract:

(a) clause 5.2 of the Contract is deleted in its entirety and replaced with the following: "5.2 If the Contractor fails to achieve Completion by the Completion Date, the Contractor shall use all reasonable endeavours to mitigate the delay and the Employer's sole remedy shall be an extension of the monitoring services at no charge by one month for every full week of delay.";

(b) clause 5.3 of the Contract is deleted;

(c) in clause 9.1 the words "(other than under clause 5.2)" are deleted.

Save as varied by this Variation, the Contract remains in full force and effect. Completion of the Works was certified on 14 November 2023, before the Completion Date.

Signed: R. Penhaligon, Chief Engineer, for the Employer; T. Reyes-Whitlock for the Contractor.
"""

HARROW = """
# CALL-OFF CONTRACT

Under the Crown Commercial Service framework RM6195 (Smart Metering and Network Telemetry)

Call-Off Contract reference: HVBC-2025-117

Buyer: Harrow Vale Borough Council. Supplier: Fennick Systems Limited. Call-Off Start Date: 1 December 2025. Call-Off Expiry Date: 30 November 2029. Contract Price: £1,240,000 (excluding VAT).

## Call-Off Special Terms

Special Term 1 (Implementation). The Supplier shall deliver the Implementation Plan and achieve Go-Live of the flood and drainage telemetry network across the Buyer's 96 monitored assets by 31 May 2026 (the "Milestone Date").

Special Term 2 (Delay Payments). If the Supplier fails to achieve Go-Live by the Milestone Date, the Supplier shall pay to the Buyer, as liquidated damages and not as a penalty, the sum of £3,100 for each Working Day of delay from the Milestone Date until Go-Live is achieved, up to a maximum aggregate amount equal to 20 per cent. of the Contract Price. The parties agree that such sums are a genuine pre-estimate of the loss the Buyer is likely to suffer.

Special Term 3 (Termination for delay). If Go-Live has not been achieved within 90 Working Days after the Milestone Date, the Buyer may terminate this Call-Off Contract with immediate effect and recover from the Supplier the additional cost of procuring replacement services.

## Order Form - Charges

| Element | Charge (GBP) |
| Equipment and installation (96 assets) | 712,000 |
| Vantage services, 48 months | 408,000 |
| Training and documentation | 36,000 |
| Contingency | 84,000 |

Signed by Imran Qadir, Head of Highways and Drainage, for the Buyer, and by Marta Okafor for the Supplier on 24 November 2025.
"""

CUSTOMERS = [
    [
        "Customer",
        "Group entity",
        "Contract",
        "Start",
        "FY2026 revenue (GBP k, 9m actual + 3m forecast)",
        "Share of group revenue",
        "Notes",
    ],
    [
        "Aldermoor Water plc",
        "Fennick Systems Limited",
        "Supply and Services Agreement",
        "2024-01-12",
        4980,
        "24.6%",
        "MFN at 9.4",
    ],
    [
        "Kestrel Utilities Corp.",
        "Fennick Systems Inc.",
        "Master Purchase Agreement",
        "2025-02-03",
        5120,
        "25.3%",
        "POs monthly; USD converted at 1.27",
    ],
    [
        "Severn Valley Water Limited",
        "Fennick Systems Limited",
        "Master Services Agreement",
        "2025-10-01",
        2310,
        "11.4%",
        "Phase 2 from Jan 2027",
    ],
    [
        "Harrow Vale Borough Council",
        "Fennick Systems Limited",
        "Call-off HVBC-2025-117",
        "2025-12-01",
        1160,
        "5.7%",
        "Go-live slipped",
    ],
    [
        "Fairhaven District Water",
        "Fennick Systems Limited",
        "Contract FDW/2023/044",
        "2023-04-17",
        640,
        "3.2%",
        "Monitoring phase",
    ],
    [
        "Calder Metering, Inc.",
        "Fennick Systems Inc.",
        "Exclusive Distribution Agreement",
        "2024-03-01",
        2890,
        "14.3%",
        "Distributor, US and Canada",
    ],
    [
        "Pinebrook Controls Inc.",
        "Fennick Systems Limited",
        "Reseller Terms",
        "2026-04-01",
        310,
        "1.5%",
        "Ontario",
    ],
    ["Other (37 customers)", "", "Standard Terms of Sale", "", 2830, "14.0%", ""],
    ["Total", "", "", "", 20240, "100.0%", ""],
]

CALDER = """
# EXCLUSIVE DISTRIBUTION AGREEMENT

This Exclusive Distribution Agreement (this "Agreement") is made and entered into as of March 1, 2024 (the "Effective Date"), by and between Fennick Systems Inc., a Delaware corporation ("Fennick"), Fennick Systems Limited, a company incorporated in England and Wales ("Fennick UK" and, together with Fennick, the "Fennick Parties"), and Calder Metering, Inc., an Ohio corporation with offices at 4410 Easton Way, Columbus, Ohio 43219 ("Distributor").

WHEREAS, the Fennick Parties design and manufacture telemetry devices and software for water and gas utilities; and WHEREAS, Distributor desires to obtain, and the Fennick Parties are willing to grant, the exclusive right to market and distribute such products in the Territory, on the terms and subject to the conditions set forth herein;

NOW, THEREFORE, in consideration of the mutual covenants contained herein, the parties agree as follows:

## Section 1. Definitions

"Products" means the products listed in Exhibit B, including all successor and replacement products and any new product of the Fennick Parties intended for the monitoring of water or gas distribution networks. "Territory" means the geographic area described in Exhibit A. "Person" means any individual, corporation, partnership, limited liability company or other entity.

## Section 2. Appointment

2.1 Subject to the terms of this Agreement, the Fennick Parties hereby appoint Distributor as their sole and exclusive distributor of the Products in the Territory, and Distributor accepts such appointment.

2.2 During the Term, neither of the Fennick Parties shall, directly or indirectly, (a) appoint any other Person to market, resell or distribute the Products in the Territory, or (b) sell the Products to any customer located in the Territory, other than to the accounts listed in Exhibit C (House Accounts).

## Section 4. Minimum purchase commitment

4.1 Distributor shall purchase Products having an aggregate net invoice value of not less than US$3,000,000 in each Contract Year. If Distributor fails to meet the minimum commitment in two consecutive Contract Years, Fennick may, as its sole remedy, convert the appointment to a non-exclusive one on ninety (90) days' notice.

## Section 12. Term

12.1 This Agreement shall commence on the Effective Date and continue for an initial term of five (5) years, and shall renew automatically for successive two (2) year periods unless either party gives notice of non-renewal at least one hundred eighty (180) days before the end of the then current term.

## Section 18. Governing law

18.1 This Agreement shall be governed by and construed in accordance with the laws of the State of Delaware.

## Exhibit A - Territory

The United States of America (including its territories and possessions) and Canada.

## Exhibit B - Products

FN-300 pressure sensors; FN-400 flow loggers; FN-500 acoustic leak detectors; the Vantage monitoring platform (resale of subscriptions).

## Exhibit C - House Accounts

Kestrel Utilities Corp. and its affiliates.

Executed by the parties' duly authorized officers: Marta Okafor (Fennick Systems Inc. and Fennick Systems Limited); Bradley Oyelaran, Chief Executive Officer (Calder Metering, Inc.).
"""

PINEBROOK = """
# AUTHORISED RESELLER TERMS

Fennick Systems Limited - Pinebrook Controls Inc.

These Reseller Terms are made on 1 April 2026 between Fennick Systems Limited, of Unit 7, Harbour Way, Avonmouth, Bristol BS11 9DX ("Fennick"), and Pinebrook Controls Inc., an Ontario corporation of 2250 Argentia Road, Mississauga, Ontario L5N 6A5 ("Reseller").

1. Appointment. Fennick appoints the Reseller as a non-exclusive authorised reseller of the FN-300, FN-400 and FN-500 devices and Vantage subscriptions (the "Products") to municipal and regional water utilities located in the Province of Ontario, Canada (the "Territory"), and the Reseller accepts the appointment.

2. Term. These Terms run for two years from the date above and continue thereafter until terminated by either party on three months' written notice.

3. Prices. The Reseller shall buy the Products at Fennick's current list price less a reseller discount of 22 per cent. Fennick will ship direct to the Reseller's customers in the Territory on request.

4. Marketing. The Reseller may describe itself as a "Fennick Authorised Reseller" in the Territory and shall not sell the Products outside the Territory.

5. Law. These Terms are governed by the laws of England and Wales.

Signed for Fennick by Marta Okafor, CEO, and for the Reseller by Lydia Marchetti, President.
"""

GELLERT = """
# DISTRIBUTION AGREEMENT (convenience translation)

Vertriebsvertrag dated 15 May 2020 between Fennick Systems Limited, Bristol, United Kingdom ("Supplier") and Gellert Controls GmbH, Bremen, Germany ("Distributor"). This English translation is for convenience only; the German text prevails.

§ 1 Subject matter. The Supplier supplies the Distributor with the contract products listed in Annex 1 for resale in the Federal Republic of Germany, the Republic of Austria and the Swiss Confederation (the "Contract Territory").

§ 3 Exclusivity. (1) The Supplier appoints the Distributor as exclusive distributor for the Contract Territory. The Supplier shall refrain from appointing other distributors or sales agents in the Contract Territory and from supplying customers domiciled there directly. (2) For the duration of this Agreement and for two years after its end, the Supplier shall not grant any third party in the Contract Territory a right to distribute products competing with the contract products.

§ 12 Term. The Agreement runs for an indefinite period and may be terminated by either party with twelve months' notice to the end of a calendar half-year.

§ 14 Law. German law applies; place of jurisdiction is Bremen.

Bristol / Bremen, 15 May 2020. For the Supplier: M. Okafor. For the Distributor: Jörg Hellwig, Geschäftsführer.
"""

GELLERT_TERM = """
# TERMINATION AGREEMENT (Aufhebungsvertrag)

between Fennick Systems Limited ("Supplier") and Gellert Controls GmbH ("Distributor")

concerning the Distribution Agreement dated 15 May 2020 (the "Distribution Agreement")

1. The parties terminate the Distribution Agreement by mutual consent with effect from 30 June 2025 (the "Termination Date").

2. With effect from the Termination Date all rights and obligations under the Distribution Agreement end, including without limitation the exclusivity in § 3 (1) and the post-contractual restriction in § 3 (2), which the Distributor hereby waives. The Supplier is free to appoint any distributor in the Contract Territory or to supply customers there directly.

3. In consideration the Supplier shall pay the Distributor a one-off compensation of EUR 85,000 in full settlement of any compensation claim of the Distributor, including any claim by analogy to § 89b of the German Commercial Code. The sum was paid on 14 July 2025.

4. Each party waives all further claims against the other arising from the Distribution Agreement and its termination.

Bremen, 20 June 2025. Jörg Hellwig for Gellert Controls GmbH. Marta Okafor for Fennick Systems Limited.
"""

OSTRAVA = """
# TECHNOLOGY LICENCE AGREEMENT

THIS AGREEMENT is dated 8 August 2022

BETWEEN:

(1) OSTRAVA SEMICONDUCTORS A.S., a joint stock company incorporated in the Czech Republic with identification number 27841231, whose registered office is at Místecká 1120, 703 00 Ostrava ("Ostrava"); and

(2) FENNICK SYSTEMS LIMITED, a company incorporated in England and Wales with company number 09318842 (the "Licensee").

## Background

Ostrava owns the OSX-7 ultra-low-power NB-IoT radio design and its firmware stack, which the Licensee incorporates in the FN-300, FN-400 and FN-500 product families. Ostrava has agreed to license that technology to the Licensee on the following terms.

## 1. Definitions

In this Agreement: "Change of Control" means, in relation to the Licensee, any person (alone or together with persons acting in concert with it) acquiring Control of the Licensee who did not have Control on the date of this Agreement, and "Control" has the meaning given in section 1124 of the Corporation Tax Act 2010; "Competitor" means any person which designs or manufactures radio modules or telemetry devices in competition with Ostrava or its affiliates; "Licensed Technology" means the OSX-7 design files, firmware and documentation listed in Schedule 1.

## 2. Grant

2.1 Ostrava grants to the Licensee a non-exclusive, non-transferable licence to use the Licensed Technology to design, manufacture and sell Licensed Products throughout the world for the term of this Agreement.

## 6. Royalties

6.1 The Licensee shall pay Ostrava a royalty of US$2.40 for each Licensed Product sold, payable quarterly in arrears.

## 18. Term and termination

18.1 This Agreement continues until 31 December 2030 unless terminated earlier under this clause 18.

18.2 Either party may terminate this Agreement by notice if the other party is in material breach and fails to remedy that breach within 45 days of notice.

18.3 Ostrava may terminate this Agreement with immediate effect by written notice to the Licensee if the Licensee undergoes a Change of Control without Ostrava's prior written consent (such consent not to be unreasonably withheld where the person acquiring Control is not a Competitor).

18.4 On termination the licence in clause 2 ends, save that the Licensee may sell Licensed Products in inventory for six months.

## 25. Governing law

This Agreement is governed by English law and the parties submit to the exclusive jurisdiction of the courts of England.
"""

QINLING = """
SUPPLY TERMS - ENCLOSURES AND HOUSINGS

Qinling Precision Moulding Co., Ltd (Xi'an) ("Supplier") and Fennick Systems Limited ("Buyer")

Purchase framework no. QPM-FNK-2023-07, dated 3 July 2023

1. Scope. Supplier moulds and supplies the IP68 polycarbonate housings (parts FH-30, FH-40 and FH-50) to Buyer's drawings, which remain Buyer's property together with the tooling paid for by Buyer (tool numbers T-3011 to T-3016, held at Supplier's Xi'an plant).

2. Prices are FOB Shanghai in US dollars per the price list in Annex 1, reviewed each January against resin index PC-A.

3. Lead time is 35 days from purchase order. Buyer gives a 6-month rolling forecast; only the first 8 weeks are firm.

4. Quality. Supplier warrants conformity to drawings for 24 months. AQL 0.65 level II applies.

5. Either party may end these terms on 6 months' written notice. On termination Supplier shall ship the Buyer's tooling to the Buyer's nominated forwarder within 30 days at Buyer's cost.

6. Law: Hong Kong law; disputes to HKIAC arbitration in Hong Kong.

Signed: Wang Jian (General Manager) for Supplier; Thomas Reyes-Whitlock (CTO) for Buyer.
"""

NORTHWAY = """
# LOGISTICS SERVICES AGREEMENT

Dated 2 February 2024 between Northway Freight Services Limited ("Northway") and Fennick Systems Limited (the "Customer").

## 1. Services

Northway shall provide warehousing at its Severnside distribution centre, pick-and-pack and next-day UK delivery of the Customer's products, in accordance with the service description in Schedule 1.

## 2. Charges

The Customer shall pay the charges in Schedule 2 monthly. Charges may be reviewed annually on 1 April with 60 days' notice.

## 5. Liability

5.1 Northway's liability for loss of or damage to goods is limited to £15 per kilogram gross weight of the goods lost or damaged, in line with the RHA Conditions of Carriage 2020, which are incorporated into this Agreement.

## 9. Term

This Agreement runs for an initial term of 24 months and then continues until terminated by either party on three months' notice.

## 12. Law

English law; English courts.

Signed by Paul Haverford for Northway and Priya Nandakumar for the Customer.
"""

TERMS_OF_SALE = """
# Fennick Systems Limited - Standard Terms and Conditions of Sale (version 4, January 2025)

These terms apply to every quotation, order and supply by Fennick Systems Limited ("we") to a customer ("you") unless a signed written agreement says otherwise.

## 1. Orders

1.1 An order is accepted only when we confirm it in writing or deliver the goods.

## 2. Prices and payment

2.1 Prices are those in our quotation or, if none, our current price list, exclusive of VAT and delivery.

2.2 You will pay within 30 days of the date of invoice. We may charge interest on late payments at 4% a year above the Bank of England base rate.

## 3. Warranty

3.1 We warrant that the goods will be free from material defects in design, materials and workmanship for 24 months from delivery.

3.2 Our only obligation under this warranty is, at our option, to repair or replace the defective goods or refund their price.

## 4. Liability

4.1 Nothing in these terms limits liability for death or personal injury caused by negligence or for fraud.

4.2 Subject to 4.1, we are not liable for loss of profit, loss of business or any indirect or consequential loss, and our total liability in connection with any order is limited to the price of that order.

## 5. Law

5.1 These terms are governed by the law of England and Wales.
"""

NDA = """
# MUTUAL CONFIDENTIALITY AGREEMENT

This agreement is dated 30 June 2026 and made between Holloway Industrial Group plc ("Holloway") and Fennick Systems Limited ("Fennick").

1. Purpose. The parties wish to exchange information for the purpose of evaluating a possible acquisition of Fennick by Holloway (the "Purpose").

2. Each party shall keep the other's Confidential Information confidential, use it only for the Purpose, and disclose it only to its directors, employees and professional advisers who need to know it for the Purpose.

3. Non-solicitation. For 12 months from the date of this agreement Holloway shall not solicit or employ any employee of Fennick with whom it has had contact in connection with the Purpose, other than through general advertisements.

4. This agreement ends two years after its date.

5. This agreement is governed by English law.

Signed for Holloway by Alastair Greaves, Group Corporate Development Director, and for Fennick by Marta Okafor.
"""

DOCS = [
    (CU + "Aldermoor Water/Aldermoor - Supply and Services Agreement 2024.docx", ALDERMOOR),
    (CU + "Severn Valley Water/SVW - Master Services Agreement.docx", SVW_MSA),
    (CU + "Severn Valley Water/SVW - letter 3 Nov 2025 (confidential).pdf", SVW_SIDE),
    (CU + "Severn Valley Water/SVW - Pricing Schedule.xlsx", SVW_PRICING),
    (CU + "Kestrel Utilities/Kestrel - Master Purchase Agreement.docx", KESTREL),
    (CU + "Fairhaven District Water/Fairhaven - Contract FDW-2023-044.docx", FAIRHAVEN),
    (CU + "Fairhaven District Water/Fairhaven - Variation No 1.pdf", FAIRHAVEN_VAR),
    (CU + "Harrow Vale/Harrow Vale - Call-Off Contract HVBC-2025-117.docx", HARROW),
    (CU + "Customer list and revenue FY2026.csv", CUSTOMERS),
    (DI + "2.2.1 Calder Metering - Exclusive Distribution Agreement.docx", CALDER),
    (DI + "2.2.2 Pinebrook Controls - Reseller Terms.pdf", PINEBROOK),
    (DI + "2.2.3 Gellert Controls - Distribution Agreement (translation).docx", GELLERT),
    (DI + "2.2.4 Gellert Controls - Termination Agreement.pdf", GELLERT_TERM),
    (SU + "Ostrava Semiconductors - Technology Licence Agreement.docx", OSTRAVA),
    (SU + "Qinling Precision Moulding - Supply Terms.txt", QINLING),
    (SU + "Northway Freight - Logistics Services Agreement.docx", NORTHWAY),
    (GEN + "Standard Terms of Sale v4.md", TERMS_OF_SALE),
    (GEN + "Mutual NDA - Holloway Industrial.docx", NDA),
]
