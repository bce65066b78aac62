"""02 Commercial: customer and supplier agreements of the wraxall room (pure data)."""

from __future__ import annotations

from tests.rooms.wraxall.boiler import (
    uk_definitions,
    uk_general,
    uk_signatures,
    us_general,
    us_signatures,
)

SUPPLIER = "Brackenfield Cold Chain Limited"
SUPPLIER_ADDR = "Unit 4, Kings Weston Lane, Avonmouth, Bristol BS11 8AZ (company number 08451123)"

C = "02 Commercial/2.1 Customers"
S = "02 Commercial/2.2 Suppliers"


def corran() -> dict:
    defs = uk_definitions(
        [
            '"Charges" means the charges for the Services set out in Schedule 2, as adjusted from time to time in accordance with clause 5;',
            '"Control" has the meaning given in section 1124 of the Corporation Tax Act 2010, and "Controls" and "Controlled" shall be construed accordingly;',
            '"Corran Goods" means all chilled and frozen food products and other goods delivered to the Sites by or on behalf of Corran;',
            '"Services" means the receipt, temperature-controlled storage, picking, handling and onward distribution of Corran Goods described in Schedule 1;',
            '"Sites" means the Supplier\'s cold stores at Avonmouth, Bristol and (from the date of Variation No. 1) Crewe, Cheshire;',
            '"Term" means the Initial Term together with any extension agreed under clause 2.2.',
        ]
    )
    ops = [
        (
            "2. COMMENCEMENT AND DURATION",
            [
                '2.1 This Agreement shall take effect on 1 April 2023 and, unless terminated earlier in accordance with its terms, shall continue for an initial term of five years ending on 31 March 2028 (the "Initial Term").',
                "2.2 The parties may agree in writing, not later than nine months before the expiry of the Initial Term, to extend this Agreement for a further period on such terms as they may agree.",
            ],
        ),
        (
            "3. THE SERVICES",
            [
                "3.1 The Supplier shall provide the Services at the Sites with effect from the Commencement Date in accordance with Schedule 1, Good Industry Practice and all Applicable Law.",
                "3.2 The Supplier shall maintain chilled chambers at between 0 and 5 degrees Celsius and frozen chambers at or below minus 18 degrees Celsius, shall monitor temperatures continuously and shall retain temperature records for not less than two years.",
                "3.3 The Supplier shall meet or exceed the key performance indicators set out in Part B of Schedule 1. If the Supplier fails to meet a key performance indicator in any month, the service credit set out against that indicator shall be deducted from the Charges for the following month. Service credits are a price adjustment reflecting the reduced value of the Services and shall not exceed 10% of the Charges in any month.",
                "3.4 The Supplier shall hold and maintain BRCGS Storage and Distribution certification at grade AA or higher at each Site throughout the Term and shall notify Corran within two Business Days of any audit in which a non-conformity is raised.",
            ],
        ),
        (
            "4. CORRAN'S OBLIGATIONS",
            [
                "4.1 Corran shall provide the Supplier with rolling 13-week volume forecasts by Site, updated weekly, and shall use reasonable endeavours to ensure that its actual volumes in any week are within 15% of the forecast given four weeks earlier.",
                "4.2 Corran shall ensure that all Corran Goods are delivered to the Sites at the correct temperature and accompanied by accurate advance shipping notices.",
            ],
        ),
        (
            "5. CHARGES AND PAYMENT",
            [
                "5.1 In consideration of the provision of the Services, Corran shall pay the Charges in accordance with this clause 5.",
                "5.2 The Supplier shall invoice Corran monthly in arrears. Corran shall pay each valid invoice within 60 days after the end of the month in which it is received.",
                "5.3 On each anniversary of 1 April 2023 the Charges shall be increased by the percentage increase in the Consumer Prices Index over the twelve months ending on the immediately preceding 31 January, provided that no such increase shall exceed 4%.",
                "5.4 All amounts payable by Corran under this Agreement are exclusive of amounts in respect of value added tax chargeable from time to time.",
                "5.5 If Corran fails to make a payment due to the Supplier by the due date, Corran shall pay interest on the overdue amount at the rate of 2% a year above the Bank of England's base rate from time to time.",
                "5.6 The Supplier confirms that the rates set out in Schedule 2 are no less favourable than the rates it charges to any other customer for services of a similar nature and volume. If at any time during the Term the Supplier charges any other customer a lower rate for materially similar services at a materially similar or lower volume, it shall promptly notify Corran, and the corresponding rate payable by Corran shall be reduced to that lower rate with effect from the date on which the lower rate was first charged.",
            ],
        ),
        (
            "6. TITLE, RISK AND STOCK",
            [
                "6.1 Title to the Corran Goods shall at all times remain with Corran. The Supplier shall not claim or exercise any lien over the Corran Goods.",
                "6.2 The Supplier shall be responsible for the Corran Goods from the time they are accepted at a Site until they are delivered to Corran's stores, and shall compensate Corran for any Corran Goods lost, damaged or rendered unfit for sale while in its care at their replacement cost, subject to clause 8.",
                "6.3 The Supplier shall carry out a full stock count at each Site at least twice a year and shall reconcile its stock records with Corran's records within ten Business Days after each count.",
            ],
        ),
        (
            "7. INSURANCE",
            [
                "7.1 The Supplier shall maintain in force with a reputable insurance company: (a) goods in custody insurance for the full replacement value of the Corran Goods; (b) public liability insurance of not less than GBP 10,000,000 for any one occurrence; and (c) employer's liability insurance as required by law.",
                "7.2 The Supplier shall on request supply Corran with copies of the insurance schedules and evidence that the premiums have been paid.",
            ],
        ),
        (
            "8. LIMITATION OF LIABILITY",
            [
                "8.1 Nothing in this Agreement limits any liability which cannot legally be limited, including liability for death or personal injury caused by negligence and for fraud or fraudulent misrepresentation.",
                "8.2 Subject to clause 8.1, neither party shall be liable to the other, whether in contract, tort (including negligence), breach of statutory duty or otherwise, for any loss of profit, loss of business or indirect or consequential loss arising under or in connection with this Agreement.",
                "8.3 Subject to clauses 8.1 and 8.2, each party's total liability to the other in respect of all claims arising under or in connection with this Agreement in any Contract Year shall not exceed 125% of the Charges paid or payable in that Contract Year.",
            ],
        ),
        (
            "9. TERMINATION",
            [
                "9.1 Without affecting any other right or remedy available to it, either party may terminate this Agreement with immediate effect by giving written notice to the other party if: (a) the other party commits a material breach of any term of this Agreement which is irremediable or (if such breach is remediable) fails to remedy that breach within 30 days after being notified in writing to do so; (b) the other party takes any step or action in connection with its entering administration, provisional liquidation or any composition or arrangement with its creditors, being wound up, having a receiver appointed to any of its assets or ceasing to carry on business; or (c) the other party suspends, or threatens to suspend, or ceases or threatens to cease to carry on all or a substantial part of its business.",
                "9.2 Corran may terminate this Agreement by giving not less than six months' written notice if the Supplier fails to achieve the key performance indicators in Part B of Schedule 1 in any three consecutive months.",
                "9.3 Corran may also terminate this Agreement by giving not less than 30 days' written notice to the Supplier at any time within nine months after any person, or any persons acting in concert, who did not Control the Supplier at the date of this Agreement come to Control the Supplier or any company of which the Supplier is a subsidiary.",
            ],
        ),
        (
            "10. CONSEQUENCES OF TERMINATION",
            [
                "10.1 On termination or expiry the Supplier shall provide such exit assistance as Corran reasonably requires for a period of up to six months, including the orderly transfer of the Corran Goods to Corran or its nominated replacement provider, at the rates in Schedule 2.",
                "10.2 Termination or expiry of this Agreement shall not affect any rights, remedies, obligations or liabilities of the parties that have accrued up to the date of termination or expiry.",
            ],
        ),
    ]
    general = uk_general(11, "Corran")
    sched = [
        ("h2", "SCHEDULE 1 - SERVICES AND KEY PERFORMANCE INDICATORS"),
        (
            "p",
            "Part A. Receipt of inbound loads within two hours of booked slot; put-away within four hours; pick to order for store deliveries seven days a week; dedicated chilled and frozen chambers at Avonmouth (approximately 7,500 pallet positions) and, from Variation No. 1, Crewe (approximately 2,000 pallet positions).",
        ),
        (
            "table",
            [
                ["KPI", "Target", "Service credit"],
                ["Pick accuracy", "99.7%", "1% of monthly Charges"],
                ["On-time dispatch", "98.5%", "2% of monthly Charges"],
                ["Temperature compliance", "100%", "3% of monthly Charges"],
                ["Stock record accuracy", "99.5%", "1% of monthly Charges"],
            ],
        ),
        ("h2", "SCHEDULE 2 - CHARGES (as at 1 April 2023, before indexation)"),
        (
            "table",
            [
                ["Charge", "Unit", "Rate (GBP)"],
                ["Chilled storage", "per pallet per week", "14.10"],
                ["Frozen storage", "per pallet per week", "15.35"],
                ["Handling in", "per pallet", "3.90"],
                ["Handling out", "per pallet", "3.90"],
                ["Case picking", "per case", "0.19"],
            ],
        ),
        (
            "p",
            "Note: the rates after the April 2026 indexation are chilled storage GBP 14.80 and handling GBP 4.10 per pallet.",
        ),
    ]
    return {
        "title": "WAREHOUSING AND DISTRIBUTION AGREEMENT",
        "preamble": [
            "THIS AGREEMENT is dated 3 March 2023",
            "PARTIES",
            f'(1) {SUPPLIER}, incorporated and registered in England and Wales with company number 08451123 whose registered office is at Unit 4, Kings Weston Lane, Avonmouth, Bristol BS11 8AZ (the "Supplier"); and',
            '(2) Corran Retail Limited, incorporated and registered in England and Wales with company number 02217764 whose registered office is at Corran House, Temple Quay, Bristol BS1 6DZ ("Corran").',
            "BACKGROUND",
            "(A) The Supplier operates temperature-controlled warehousing and distribution facilities in England.",
            "(B) Corran operates a chain of food stores and wishes to appoint the Supplier to provide the Services on the terms of this Agreement.",
            "AGREED TERMS",
        ],
        "clauses": [defs, *ops, *general],
        "schedules": sched,
        "signatures": uk_signatures(
            [
                (SUPPLIER, "Dominic Arkwright", "Director"),
                ("Corran Retail Limited", "Helen Marchbank", "Director of Supply Chain"),
            ]
        ),
        "header": "Corran / Brackenfield - Warehousing and Distribution Agreement - EXECUTION VERSION",
        "footer": "Confidential",
    }


CORRAN_VARIATION = """VARIATION NO. 1 TO THE WAREHOUSING AND DISTRIBUTION AGREEMENT DATED 3 MARCH 2023

THIS VARIATION is made on 18 September 2025 BETWEEN Brackenfield Cold Chain Limited (the "Supplier") and Corran Retail Limited ("Corran").

1. BACKGROUND
1.1 The parties entered into a warehousing and distribution agreement dated 3 March 2023 (the "Agreement").
1.2 The parties wish to add the Supplier's Crewe cold store as a Site with effect from 1 November 2025 and to vary the Agreement in the manner set out below in accordance with clause 16.2 of the Agreement.

2. VARIATIONS
2.1 With effect from 1 November 2025 the definition of "Sites" in clause 1.1 of the Agreement shall include the Supplier's cold store at Weston Road, Crewe, Cheshire CW1 6FL.
2.2 Part A of Schedule 1 is amended so that approximately 2,000 pallet positions at Crewe shall be dedicated to Corran Goods.
2.3 The Charges for the Services provided at Crewe shall be the Charges set out in Schedule 2 as indexed under clause 5.3 of the Agreement.

3. GENERAL
3.1 Save as varied by this Variation, the Agreement shall continue in full force and effect.
3.2 This Variation shall be governed by and construed in accordance with the law of England and Wales.

Signed for and on behalf of Brackenfield Cold Chain Limited: Dominic Arkwright, Director
Signed for and on behalf of Corran Retail Limited: Helen Marchbank, Director of Supply Chain
"""


def hallam() -> dict:
    defs = uk_definitions(
        [
            '"Change of Control" means a change in the identity of the person or persons who control the Supplier (within the meaning of section 1124 of the Corporation Tax Act 2010), whether directly or indirectly;',
            '"Charges" means the charges set out in Schedule 2;',
            '"Contract Year" means each period of twelve months beginning on 1 February;',
            '"Minimum Volume Commitment" has the meaning given in Schedule 3;',
            '"Quarter" means each period of three months ending on 30 April, 31 July, 31 October and 31 January;',
            '"Services" means the chilled storage, handling and consolidation services described in Schedule 1.',
        ]
    )
    ops = [
        (
            "2. TERM",
            [
                '2.1 This Agreement shall commence on 1 February 2025 and shall continue for an initial term of four years (the "Initial Term"), after which it shall continue unless and until terminated by either party giving to the other not less than twelve months\' written notice expiring on or after the last day of the Initial Term.',
            ],
        ),
        (
            "3. SUPPLY OF SERVICES",
            [
                "3.1 The Supplier shall supply the Services to Hallam from the Avonmouth cold store in accordance with this Agreement and the service levels in Schedule 1.",
                "3.2 The Supplier shall use all reasonable endeavours to meet any performance dates specified in Schedule 1, but any such dates shall be estimates only and time shall not be of the essence for the performance of the Services.",
                "3.3 The Supplier shall appoint an account manager for the Services, who shall have authority to contractually bind the Supplier on all matters relating to the Services.",
            ],
        ),
        (
            "4. HALLAM'S OBLIGATIONS",
            [
                "4.1 Hallam shall co-operate with the Supplier in all matters relating to the Services, provide such information as the Supplier may reasonably require, and ensure that all products delivered for storage are at the correct temperature and properly labelled.",
            ],
        ),
        (
            "7. CHARGES AND PAYMENT",
            [
                "7.1 The Charges for the Services shall be as set out in Schedule 2. The Supplier shall invoice Hallam monthly in arrears and Hallam shall pay each invoice within 45 days of the date of the invoice.",
                "7.2 The Supplier may increase the Charges with effect from 1 February in each Contract Year after the first by a percentage not exceeding the percentage increase in the Retail Prices Index over the preceding twelve months, by giving Hallam not less than 30 days' written notice.",
                "7.3 If Hallam fails to meet the Minimum Volume Commitment in any Quarter, Hallam shall pay the Shortfall Charge calculated in accordance with Schedule 3 within 30 days of the Supplier's invoice for it.",
            ],
        ),
        (
            "8. LIMITATION OF LIABILITY",
            [
                "8.1 References to liability in this clause 8 include every kind of liability arising under or in connection with this Agreement, including liability in contract, tort (including negligence), misrepresentation, restitution or otherwise.",
                "8.2 Nothing in this clause 8 shall limit Hallam's payment obligations under this Agreement or any liability which cannot be limited by law.",
                "8.3 Subject to clause 8.2, the Supplier's total liability to Hallam shall not exceed the total Charges paid in the Contract Year in which the breach occurred, and its liability for loss of or damage to stored products shall not exceed GBP 1,500 per pallet.",
            ],
        ),
        (
            "14. TERMINATION",
            [
                "14.1 Without affecting any other right or remedy available to it, either party may terminate this Agreement with immediate effect by giving written notice to the other if the other party commits a material breach of this Agreement and (if the breach is remediable) fails to remedy it within 30 days after receipt of notice in writing to do so, or if the other party becomes insolvent.",
                "14.2 Hallam may terminate this Agreement on not less than 90 days' written notice if the Supplier loses its BRCGS certification at the Avonmouth cold store and fails to regain it within 60 days.",
                "14.3 Hallam may terminate this Agreement by giving not less than 60 days' written notice, served within six months after a Change of Control of the Supplier, unless Hallam has given its written consent to that Change of Control.",
            ],
        ),
    ]
    general = uk_general(15, "Hallam")
    sched = [
        ("h2", "SCHEDULE 1 - SERVICES"),
        (
            "p",
            "Chilled storage of fresh prepared foods at 0 to 3 degrees Celsius in Chambers C3 and C4 at Avonmouth; receipt within a two-hour slot; consolidation and dispatch to Hallam's customers' regional distribution centres.",
        ),
        ("h2", "SCHEDULE 2 - CHARGES"),
        (
            "table",
            [
                ["Charge", "Unit", "Rate (GBP)"],
                ["Chilled storage", "per pallet per week", "12.95"],
                ["Handling in / out", "per pallet", "3.60"],
                ["Consolidation", "per order line", "0.42"],
            ],
        ),
        ("h2", "SCHEDULE 3 - MINIMUM VOLUME COMMITMENT"),
        (
            "p",
            '1. Hallam commits to an average occupancy of not less than 7,500 pallet positions in each Quarter (the "Minimum Volume Commitment").',
        ),
        (
            "p",
            '2. If the average occupancy in a Quarter is less than the Minimum Volume Commitment, Hallam shall pay a shortfall charge equal to the number of pallet positions by which the average occupancy fell short, multiplied by the weekly chilled storage rate, multiplied by 13 (the "Shortfall Charge").',
        ),
    ]
    return {
        "title": "MASTER SERVICES AGREEMENT",
        "preamble": [
            "THIS AGREEMENT is dated 10 January 2025",
            "PARTIES",
            f'(1) {SUPPLIER} incorporated and registered in England and Wales with company number 08451123 whose registered office is at Unit 4, Kings Weston Lane, Avonmouth, Bristol BS11 8AZ (the "Supplier").',
            '(2) Hallam Fresh Foods Limited incorporated and registered in England and Wales with company number 05530981 whose registered office is at Mill Lane, Keynsham, Bristol BS31 2RR ("Hallam").',
            "AGREED TERMS",
        ],
        "clauses": [defs, *ops, *general],
        "schedules": sched,
        "signatures": uk_signatures(
            [
                (SUPPLIER, "Dominic Arkwright", "Director"),
                ("Hallam Fresh Foods Limited", "Marcus Venn", "Managing Director"),
            ]
        ),
        "header": "Hallam Fresh Foods - MSA",
        "footer": "",
    }


HALLAM_SIDE_LETTER = """BRACKENFIELD COLD CHAIN LIMITED
Unit 4, Kings Weston Lane, Avonmouth, Bristol BS11 8AZ

STRICTLY PRIVATE AND CONFIDENTIAL

Marcus Venn
Managing Director
Hallam Fresh Foods Limited
Mill Lane, Keynsham
Bristol BS31 2RR

10 January 2025

Dear Marcus

Master Services Agreement between Brackenfield Cold Chain Limited and Hallam Fresh Foods Limited dated today's date (the "Agreement")

Further to our discussions, I write to confirm the following arrangements, which apply in addition to the Agreement and which will prevail over it in the event of any inconsistency. Terms defined in the Agreement have the same meanings in this letter.

1. Notwithstanding clause 7.2 of the Agreement, the Charges set out in Schedule 2 will remain fixed for the Initial Term and will not be increased by reference to the Retail Prices Index or otherwise.

2. We will not enforce the Minimum Volume Commitment and no Shortfall Charge will be invoiced or payable for any Quarter during the Initial Term.

3. Hallam may reduce the number of pallet positions it uses at any time by giving us 30 days' notice by email, without any charge or other liability.

4. This letter is personal to Hallam and its contents are confidential. Neither of us will disclose it to any third party, including any prospective purchaser of or lender to Brackenfield, save as required by law.

Please sign and return the enclosed copy to confirm your agreement.

Yours sincerely

Dominic Arkwright
Chief Executive, for and on behalf of Brackenfield Cold Chain Limited

Agreed: Marcus Venn, for and on behalf of Hallam Fresh Foods Limited, 10 January 2025
"""

HALLAM_CONSENT = {
    "sender": "Joanna Pryce <joanna.pryce@hallamfresh.co.uk>",
    "to": "Dominic Arkwright <dominic.arkwright@brackenfield-coldchain.co.uk>",
    "subject": "Project Wraxall - consent under clause 14.3 of our MSA",
    "date": "Thu, 29 Oct 2026 16:12:05 +0000",
    "body": """Dominic,

Thank you for your letter of 20 October 2026 telling us about the proposed sale of Brackenfield Cold Chain Holdings Limited to Norvane Capital Partners LLP (or a company controlled by its funds).

I am authorised by our board to confirm that, for the purposes of clause 14.3 of the Master Services Agreement dated 10 January 2025, Hallam Fresh Foods Limited consents in writing to the Change of Control of Brackenfield Cold Chain Limited that will result from that sale, and that Hallam will not exercise its right to terminate the Agreement under clause 14.3 by reason of it. A signed PDF of this letter follows by post.

This consent is given for that transaction only and does not waive any other right under the Agreement.

Kind regards,

Joanna Pryce
General Counsel and Company Secretary
Hallam Fresh Foods Limited
""",
}


def pellow() -> dict:
    defs = uk_definitions(
        [
            '"Exeter Site" means the Supplier\'s cold store at Matford Business Park, Exeter EX2 8FD;',
            '"Pellow Products" means the milk, cream, butter and cheese products of Pellow delivered to the Exeter Site;',
            '"Services" means the chilled storage, blast chilling, picking and distribution services described in Schedule 1.',
        ]
    )
    ops = [
        (
            "2. TERM",
            [
                "2.1 This Agreement commences on 1 June 2024 and continues for five years, until 31 May 2029, unless terminated earlier under clause 12.",
            ],
        ),
        (
            "3. SERVICES",
            [
                "3.1 The Supplier shall provide the Services from the Exeter Site with the skill, care and diligence of a competent provider of temperature-controlled logistics to the dairy industry.",
                "3.2 The Supplier shall hold the Exeter Site's approval under Regulation (EC) No 853/2004 as retained in UK law and shall maintain a documented HACCP plan for the Services.",
            ],
        ),
        (
            "5. VOLUME COMMITMENT",
            [
                "5.1 Pellow shall purchase Services for not less than 2,800 pallet positions on average in each calendar quarter and shall route all its chilled distribution from its Crediton and Holsworthy creameries through the Exeter Site.",
            ],
        ),
        (
            "6. EXCLUSIVITY",
            [
                "6.1 In consideration of Pellow's commitment in clause 5, the Supplier shall not during the Term provide chilled storage, blast chilling or distribution services, from the Exeter Site or from any other facility in Devon or Cornwall, to any person (other than Pellow) whose business includes the processing or packing of milk, cream, butter or cheese.",
                "6.2 The restriction in clause 6.1 shall not apply to the storage of finished dairy products owned by a food retailer and held for distribution to that retailer's own stores.",
            ],
        ),
        (
            "7. CHARGES",
            [
                "7.1 Pellow shall pay the charges set out in Schedule 2 monthly in arrears within 30 days of invoice.",
                "7.2 The charges shall be reviewed on each anniversary of the Commencement Date and adjusted by the change in CPI over the preceding year.",
            ],
        ),
        (
            "8. LIABILITY",
            [
                "8.1 The Supplier's liability for loss of or damage to Pellow Products shall not exceed their invoice value, and its total liability in any year shall not exceed GBP 750,000. Neither party shall be liable for indirect or consequential loss.",
            ],
        ),
        (
            "12. TERMINATION",
            [
                "12.1 Either party may terminate this Agreement by written notice if the other commits a material breach and fails to remedy it within 28 days of notice requiring it to do so, or if the other becomes insolvent.",
            ],
        ),
    ]
    return {
        "title": "STORAGE AND DISTRIBUTION AGREEMENT",
        "preamble": [
            "THIS AGREEMENT is made on 21 May 2024",
            "BETWEEN",
            f'(1) {SUPPLIER} of {SUPPLIER_ADDR} (the "Supplier"); and',
            '(2) Pellow Dairies Limited (company number 01187420) of Westacott Farm, Crediton, Devon EX17 3PQ ("Pellow").',
            "IT IS AGREED as follows:",
        ],
        "clauses": [defs, *ops, *uk_general(13, "Pellow")],
        "schedules": [
            ("h2", "SCHEDULE 2 - CHARGES"),
            (
                "table",
                [
                    ["Service", "Rate (GBP)"],
                    ["Chilled storage per pallet per week", "15.60"],
                    ["Blast chilling per pallet", "11.00"],
                    ["Handling per pallet", "4.25"],
                ],
            ),
        ],
        "signatures": uk_signatures(
            [
                (SUPPLIER, "Dominic Arkwright", "Director"),
                ("Pellow Dairies Limited", "Thomas Pellow", "Director"),
            ]
        ),
        "header": "Pellow Dairies - Storage and Distribution Agreement",
        "footer": "Ref: BCC/COM/0412",
    }


TAMAR = """SERVICES AGREEMENT

Date: 15 April 2026

Parties:
(1) Brackenfield Cold Chain Limited, company number 08451123, Unit 4, Kings Weston Lane, Avonmouth, Bristol BS11 8AZ ("Brackenfield")
(2) Tamar Valley Creamery Limited, company number 09917342, Kensey Vale, Launceston, Cornwall PL15 8HJ ("the Customer")

Background
The Customer makes farmhouse cheddar and cultured butter at its creamery in Launceston and sells to independent retailers, wholesalers and food service customers. Brackenfield has agreed to store and distribute the Customer's products on the terms below.

1. Services
1.1 Brackenfield will receive, store at 2 to 4 degrees Celsius, pick and deliver the Customer's cheese and butter products from Brackenfield's cold store at Matford Business Park, Exeter (the "Services").
1.2 Brackenfield will collect from the Customer's creamery twice weekly using its own vehicles and will deliver to the Customer's wholesale and food service customers in the South West.
1.3 The parties expect the Customer to use about 1,400 pallet positions. The Customer will give Brackenfield a monthly forecast.

2. Term
2.1 This agreement starts on 1 May 2026 and runs for three years. Either party may end it at the end of the three years, or at any later time, on six months' written notice.

3. Charges
3.1 The Customer will pay the charges in the Schedule. Brackenfield will invoice monthly and the Customer will pay within 30 days.
3.2 Brackenfield may increase the charges once a year on 1 May by no more than CPI.

4. Products and liability
4.1 The Customer warrants that all products will be delivered at the correct temperature, correctly labelled and fit for storage.
4.2 Brackenfield's liability for loss of or damage to products is limited to their cost to the Customer. Its total liability under this agreement in any year is limited to GBP 250,000. Neither party is liable for loss of profits or indirect loss.

5. Ending the agreement
5.1 Either party may end this agreement immediately by notice if the other commits a serious breach which it does not put right within 28 days of being asked to, or becomes insolvent.

6. General
6.1 This agreement is the whole agreement between the parties about its subject matter. Changes must be in writing and signed by both parties.
6.2 Neither party may transfer its rights under this agreement without the other's written consent.
6.3 This agreement is governed by English law and the courts of England and Wales have exclusive jurisdiction.

Schedule - Charges
Chilled storage: GBP 16.20 per pallet per week
Handling in or out: GBP 4.40 per pallet
Collection from Launceston: GBP 185 per vehicle
Delivery drops: GBP 38 per drop

Signed for Brackenfield: Sian Caddick, Commercial Director
Signed for the Customer: Alun Retallick, Director
"""


def meridian() -> dict:
    us = us_general(12, "Pennsylvania", "Lehigh County, Pennsylvania")
    ops = [
        (
            "SECTION 1. DEFINITIONS",
            [
                '"Customer Goods" means all refrigerated and frozen food products tendered by or on behalf of Customer to Provider.',
                '"Facility" means Provider\'s temperature-controlled warehouse located at 7400 Industrial Boulevard, Allentown, Pennsylvania 18106.',
                '"Services" means the warehousing, cross-docking, order fulfillment and transportation services described in each Statement of Work.',
                '"Statement of Work" means a statement of work executed by both parties that references this Agreement.',
            ],
        ),
        (
            "SECTION 2. TERM",
            [
                '2.1 This Agreement shall commence on the Effective Date and continue for an initial term of three (3) years (the "Initial Term"). Thereafter this Agreement shall renew for successive one (1) year terms unless either party provides written notice of non-renewal at least ninety (90) days prior to the end of the then-current term.',
            ],
        ),
        (
            "SECTION 3. SERVICES",
            [
                "3.1 Provider shall perform the Services in a good and workmanlike manner, in accordance with the Statement of Work, the FDA Food Safety Modernization Act and its implementing regulations, including 21 C.F.R. Part 117, and all other applicable laws.",
                "3.2 Provider shall maintain the Facility at the temperatures specified in the applicable Statement of Work and shall maintain a written food safety plan and temperature records for a period of not less than two (2) years.",
            ],
        ),
        (
            "SECTION 4. FEES AND PAYMENT",
            [
                "4.1 Customer shall pay the fees set forth in each Statement of Work. Provider shall invoice Customer monthly and Customer shall pay all undisputed amounts within forty-five (45) days after receipt of invoice.",
                "4.2 Customer may withhold payment of any amount it disputes in good faith, provided that it notifies Provider of the dispute within fifteen (15) days after receipt of the invoice.",
            ],
        ),
        (
            "SECTION 5. WAREHOUSE RECEIPTS; LIEN",
            [
                "5.1 Provider shall issue a non-negotiable warehouse receipt for each receipt of Customer Goods. Provider hereby waives any warehouse lien under 13 Pa. C.S. Section 7209 or otherwise in respect of Customer Goods.",
            ],
        ),
        (
            "SECTION 8. INSURANCE",
            [
                "8.1 Provider shall maintain, at its own expense, (a) commercial general liability insurance with limits of not less than $5,000,000 per occurrence; (b) warehouse legal liability insurance covering the full value of Customer Goods; (c) automobile liability insurance; and (d) workers' compensation insurance as required by law. Provider shall name Customer as an additional insured under the policies in (a) and (c).",
            ],
        ),
        (
            "SECTION 9. INDEMNIFICATION",
            [
                "9.1 Provider shall defend, indemnify and hold harmless Customer and its affiliates, officers, directors, employees and agents from and against any and all losses, damages, liabilities, deficiencies, claims, actions, judgments, settlements, interest, awards, penalties, fines, costs or expenses of whatever kind, including reasonable attorneys' fees, arising out of or relating to (a) any spoilage, contamination or temperature excursion affecting Customer Goods while in Provider's care, custody or control; (b) any product recall or market withdrawal of Customer Goods, including the cost of notifying consumers and retailers and of retrieving and destroying product, to the extent arising from Provider's acts or omissions; (c) bodily injury, death or damage to real or tangible personal property caused by Provider; and (d) Provider's breach of any representation, warranty or obligation under this Agreement.",
                "9.2 Customer shall promptly notify Provider of any claim for which it seeks indemnification and shall permit Provider to control the defense and settlement of such claim, provided that Provider shall not settle any claim in a manner that imposes any obligation on Customer without Customer's prior written consent.",
            ],
        ),
        (
            "SECTION 10. LIMITATION OF LIABILITY",
            [
                "10.1 IN NO EVENT SHALL EITHER PARTY BE LIABLE TO THE OTHER FOR ANY PUNITIVE, EXEMPLARY OR SPECIAL DAMAGES, OR FOR LOST PROFITS, ARISING OUT OF OR RELATING TO THIS AGREEMENT, WHETHER OR NOT THE POSSIBILITY OF SUCH DAMAGES HAS BEEN DISCLOSED IN ADVANCE.",
                "10.2 EXCEPT FOR PROVIDER'S OBLIGATIONS UNDER SECTION 9, WHICH SHALL NOT BE SUBJECT TO ANY LIMITATION OR EXCLUSION IN THIS AGREEMENT, IN NO EVENT SHALL EITHER PARTY'S AGGREGATE LIABILITY ARISING OUT OF OR RELATED TO THIS AGREEMENT EXCEED THE TOTAL AMOUNTS PAID OR PAYABLE TO PROVIDER UNDER THIS AGREEMENT IN THE TWELVE (12) MONTH PERIOD PRECEDING THE EVENT GIVING RISE TO THE CLAIM.",
            ],
        ),
        (
            "SECTION 11. TERMINATION",
            [
                "11.1 Either party may terminate this Agreement upon written notice if the other party materially breaches this Agreement and fails to cure such breach within thirty (30) days after receipt of written notice thereof, or if the other party becomes insolvent, makes a general assignment for the benefit of creditors or becomes subject to any proceeding under any bankruptcy or insolvency law.",
                "11.2 Neither party may assign this Agreement without the prior written consent of the other party, except that either party may assign this Agreement without consent to an affiliate or to a successor to all or substantially all of its business or assets to which this Agreement relates.",
            ],
        ),
    ]
    return {
        "title": "MASTER LOGISTICS SERVICES AGREEMENT",
        "preamble": [
            'This Master Logistics Services Agreement (this "Agreement") is entered into as of February 1, 2025 (the "Effective Date") by and between Brackenfield Logistics Inc., a Delaware corporation ("Provider"), and Meridian Grocers, Inc., a Pennsylvania corporation ("Customer").',
            "WHEREAS, Provider operates temperature-controlled warehousing and distribution facilities; and",
            "WHEREAS, Customer desires to engage Provider to provide the Services, and Provider desires to provide the Services, on the terms and conditions set forth herein;",
            "NOW, THEREFORE, in consideration of the mutual covenants, terms and conditions set out herein, and for other good and valuable consideration, the receipt and sufficiency of which are hereby acknowledged, the parties agree as follows:",
        ],
        "clauses": [*ops, *us],
        "schedules": [
            ("h2", "EXHIBIT A - STATEMENT OF WORK NO. 1"),
            (
                "p",
                "Frozen storage at or below 0 degrees Fahrenheit; approximately 4,200 pallet positions; storage $21.50 per pallet per month; handling $9.75 per pallet in and out; less-than-truckload delivery to Customer's 38 stores in Pennsylvania and New Jersey at the rates in the attached rate matrix.",
            ),
        ],
        "signatures": us_signatures(
            [
                ("Brackenfield Logistics Inc.", "Carla Brandt", "President"),
                ("Meridian Grocers, Inc.", "Steven Kowalczyk", "SVP, Supply Chain"),
            ]
        ),
        "header": "Meridian / Brackenfield Logistics - MLSA - Executed",
        "footer": "Confidential - Subject to Section 12",
    }


OSTLER_TERMS = """BRACKENFIELD COLD CHAIN LIMITED - STANDARD TERMS OF BUSINESS FOR STORAGE (2024 EDITION)

Accepted by Ostler Seafoods Limited by signature of the account application dated 3 July 2024. Account reference OST-0091.

1. Application
1.1 These terms apply to all storage, handling and transport services provided by Brackenfield Cold Chain Limited ("we", "us") to the customer named above ("you"), to the exclusion of any other terms.

2. Services
2.1 We will store your goods at the temperature stated in your account application (frozen: minus 22 degrees Celsius or colder) at our Avonmouth cold store.
2.2 We will take reasonable care of your goods and monitor storage temperatures continuously.

3. Charges
3.1 Frozen storage GBP 17.50 per pallet per week; handling GBP 4.60 per pallet in and out. Charges are payable within 30 days of invoice. We may increase charges on 30 days' notice.

4. Our liability
4.1 We are liable for loss of or damage to your goods while in our custody only if caused by our negligence or breach of these terms.
4.2 Our liability for loss of or damage to goods is limited to the lesser of their market value and GBP 1,200 per pallet, unless you have declared a higher value in writing and paid our additional charge. These limits do not apply to loss caused by our wilful misconduct.
4.3 You must notify us in writing of any claim within 14 days of the date on which you became aware of the loss, and issue proceedings within 12 months.

5. Lien
5.1 We have a general lien on all your goods in our possession for all sums due to us.

6. Termination
6.1 Either of us may end the account on 30 days' written notice.

7. Law
7.1 These terms are governed by English law.
"""

POLAR = """PLANNED MAINTENANCE CONTRACT - INDUSTRIAL REFRIGERATION

Contract No. PMS/2023/117

This Contract is made on 20 December 2023

between

Polar Mechanical Services Limited (company number 04418822), Severn Bridge Industrial Estate, Caldicot NP26 5PT (the "Contractor")

and

Brackenfield Cold Chain Limited (company number 08451123), Unit 4, Kings Weston Lane, Avonmouth, Bristol BS11 8AZ (the "Client").

1. Definitions
In this Contract: "Plant" means the ammonia and CO2 refrigeration plant, evaporators, condensers, controls and leak detection equipment at the Client's Avonmouth, Exeter and Crewe sites listed in Appendix 1; "Initial Period" means the period from 1 January 2024 to 31 December 2026; "Renewal Period" has the meaning in clause 3.2; "Contract Price" means the annual price in clause 6.

2. Services
2.1 The Contractor shall carry out planned preventive maintenance of the Plant in accordance with the maintenance schedule in Appendix 2 and BS EN 378, and shall provide a 24-hour emergency call-out service with attendance within four hours at each site.
2.2 The Contractor shall keep the Client's statutory records (including pressure systems written schemes of examination and F-gas records) up to date and available for inspection.

3. Duration
3.1 This Contract shall commence on 1 January 2024 and shall continue for the Initial Period.
3.2 On the expiry of the Initial Period this Contract shall automatically continue for a further period of three years, and thereafter for successive further periods of three years (each a "Renewal Period"), unless either party has given the other written notice of termination not less than six months before the end of the Initial Period or the then current Renewal Period.
3.3 Notice under clause 3.2 must be given by recorded delivery letter to the other party's registered office.

4. Client obligations
4.1 The Client shall give the Contractor's engineers safe access to the Plant and shall not permit any other person to carry out maintenance of the Plant during the term of this Contract, save in an emergency.

5. Parts
5.1 Parts and refrigerant used in planned maintenance are included in the Contract Price up to GBP 25,000 per year; parts above that amount are charged at list price less 12.5%.

6. Contract Price
6.1 The Contract Price for the Initial Period is GBP 412,000 per year, payable quarterly in advance.
6.2 The Contract Price for each Renewal Period shall be the Contract Price for the preceding year increased by the percentage increase in the Retail Prices Index over the preceding 36 months, subject to a minimum increase of 5%.

7. Liability
7.1 The Contractor's liability for loss or damage caused by its negligence shall not exceed GBP 2,000,000 per event. Neither party shall be liable for loss of profit or consequential loss.

8. Termination for default
8.1 Either party may terminate this Contract by notice if the other commits a material breach which is not remedied within 30 days of written notice.

9. Law
9.1 This Contract is governed by the law of England and Wales.

Signed for the Contractor: R. Hedley, Director
Signed for the Client: Gareth Lloyd, Head of Engineering, under authority of the board

Appendix 1 - Plant: Avonmouth ammonia plant (3 x Grasso compressors), Exeter CO2 transcritical plant, Crewe ammonia / glycol plant.
Appendix 2 - Maintenance schedule: monthly inspection; quarterly oil analysis; annual compressor overhaul; annual leak detection calibration.
"""

POLAR_NOTICE = {
    "sender": "Gareth Lloyd <gareth.lloyd@brackenfield-coldchain.co.uk>",
    "to": "Rob Hedley <r.hedley@polarmech.co.uk>",
    "subject": "PMS/2023/117 - notice of termination",
    "date": "Mon, 14 Sep 2026 09:31:44 +0100",
    "body": """Rob,

As discussed at the site meeting last week, please accept this email as Brackenfield's formal notice under clause 3 of the Planned Maintenance Contract (ref. PMS/2023/117) that we will not be continuing the contract after the current term ends on 31 December 2026. From 1 January 2027 our in-house engineering team will take over planned maintenance at all three sites.

Thank you for your support over the last three years. I would be grateful if you could arrange for the F-gas records and the pressure systems written schemes to be handed over before the end of December.

Regards,
Gareth

Gareth Lloyd
Head of Engineering
Brackenfield Cold Chain Limited

-----Original message-----
From: Rob Hedley
Sent: 14 September 2026 11:02
Subject: RE: PMS/2023/117 - notice of termination

Gareth, thanks for this. I have passed it to our contracts team and they will come back to you.
Rob
""",
}


def ridgeway() -> dict:
    ops = [
        (
            "1. SUPPLY",
            [
                "1.1 The Supplier shall supply and deliver diesel (EN 590), HVO and AdBlue to the Customer's bunkered sites at Avonmouth, Exeter and Crewe on orders placed through the Supplier's portal, with delivery within 48 hours of order.",
                "1.2 The Customer is under no obligation to order any minimum quantity of fuel.",
            ],
        ),
        (
            "2. PRICE",
            [
                "2.1 The price per litre shall be the Platts North West Europe ULSD CIF cargo quotation for the day before delivery, converted at the Bank of England spot rate, plus the Supplier's margin of 4.2 pence per litre, plus duty and VAT.",
            ],
        ),
        (
            "3. TERM",
            [
                "3.1 This Agreement runs from 1 October 2025 until terminated by either party on three months' written notice.",
            ],
        ),
        (
            "4. QUALITY AND TITLE",
            [
                "4.1 Fuel shall conform to the specification on the delivery ticket. Title and risk pass to the Customer on delivery into the Customer's tank.",
            ],
        ),
        (
            "5. LIABILITY",
            [
                "5.1 The Supplier's liability for off-specification fuel is limited to the cost of replacement fuel and the reasonable cost of draining and cleaning affected tanks and vehicles, up to GBP 100,000 per delivery.",
            ],
        ),
        ("6. LAW", ["6.1 English law governs this Agreement."]),
    ]
    return {
        "title": "FUEL SUPPLY AGREEMENT",
        "preamble": [
            "Dated 19 September 2025",
            'Between Ridgeway Fuels Limited (the "Supplier") and Brackenfield Cold Chain Limited (the "Customer").',
        ],
        "clauses": ops,
        "schedules": [],
        "signatures": uk_signatures(
            [
                ("Ridgeway Fuels Limited", "Clare Oduya", "Sales Director"),
                (SUPPLIER, "Neil Saunders", "Chief Financial Officer"),
            ]
        ),
        "header": "",
        "footer": "",
    }


LEXMOOR = """LEXMOOR VEHICLE SOLUTIONS LIMITED - MASTER HIRE AGREEMENT (CONTRACT HIRE)

Hirer: Brackenfield Cold Chain Limited        Agreement number: LVS-MHA-20931        Date: 2 February 2024

1. This master agreement governs each hire of a vehicle under a Schedule signed by both parties. Each Schedule forms a separate contract incorporating these terms.
2. Vehicles: 44-tonne tractor units and refrigerated semi-trailers (Carrier Vector and Thermo King units), 18-tonne rigid refrigerated vehicles, as listed in the Schedules.
3. Hire period: as stated in each Schedule (typically 60 months). Rentals are payable monthly in advance by direct debit.
4. Maintenance: Lexmoor provides maintenance, tyres, MOT and six-weekly safety inspections; the Hirer keeps walk-round check records and reports defects the same day.
5. Mileage: excess mileage is charged at the rate in the Schedule at the end of each hire.
6. Early termination: the Hirer may end a hire early by paying 50% of the remaining rentals.
7. Return: the vehicle must be returned in a condition consistent with the BVRLA Fair Wear and Tear Standard.
8. Insurance: the Hirer insures each vehicle comprehensively, noting Lexmoor's interest.
9. Governing law: England and Wales.

Current Schedules (at 30 September 2026): 31 tractor units, 46 refrigerated trailers, 12 rigid vehicles; total monthly rental GBP 168,420 plus VAT.

Signed for Lexmoor: P. Garside, Account Director        Signed for the Hirer: Neil Saunders, CFO
"""

JV_AGREEMENT = """JOINT VENTURE AND SHAREHOLDERS' AGREEMENT relating to BRACKENFIELD WESTWAY LIMITED

Dated 12 April 2019

Parties: (1) Brackenfield Cold Chain Limited ("BCC"); (2) Westway Foods Limited ("Westway"); (3) Brackenfield Westway Limited (the "Company").

Background: BCC and Westway have agreed to establish the Company to operate a frozen food consolidation centre at Portbury, North Somerset, each holding 50% of its issued shares.

1. Business of the Company
1.1 The business of the Company shall be the operation of a multi-user frozen consolidation centre at Portbury serving food manufacturers in the South West (the "Business").

2. Board
2.1 Each Shareholder may appoint two directors. The quorum is one director appointed by each Shareholder.

3. Funding
3.1 Each Shareholder shall lend GBP 750,000 to the Company on the terms of the Loan Note Instrument.

...

18. Restrictive covenants
18.1 Each Shareholder undertakes to the other and to the Company that it shall not, and shall procure that no member of its Group shall, for so long as it holds shares in the Company and for 24 months after it ceases to do so, whether directly or indirectly, carry on or be engaged or interested in any business which provides frozen storage or frozen consolidation services from premises within 40 miles of Portbury, in competition with the Business.
18.2 Each of the restrictions in this clause 18 is a separate undertaking and is considered by the parties to be reasonable.

19. Deadlock and termination
19.1 If a deadlock continues for 60 days, either Shareholder may serve a notice offering to buy the other's shares.

25. Law: This agreement is governed by English law.

Signed for BCC: Dominic Arkwright. Signed for Westway: Richard Thorne. Signed for the Company: Richard Thorne, Director.
"""

JV_TERMINATION = """DEED OF TERMINATION AND RELEASE

THIS DEED is dated 28 March 2024

BETWEEN: (1) BRACKENFIELD COLD CHAIN LIMITED ("BCC"); (2) WESTWAY FOODS LIMITED ("Westway"); and (3) BRACKENFIELD WESTWAY LIMITED (the "Company").

WHEREAS
(A) The parties are party to a joint venture and shareholders' agreement dated 12 April 2019 relating to the Company (the "JV Agreement").
(B) By a share purchase agreement of today's date BCC has sold its entire shareholding in the Company to Westway.
(C) The parties have agreed to terminate the JV Agreement and to release each other on the terms of this deed.

IT IS AGREED
1. Termination. The JV Agreement is terminated with effect from the date of this deed (the "Termination Date").
2. Release of covenants. With effect from the Termination Date the obligations of each party under clause 18 (Restrictive covenants) of the JV Agreement shall cease, notwithstanding the period of 24 months referred to in clause 18.1, and each of Westway and the Company irrevocably releases BCC and each member of its Group from those obligations and from any claim in respect of them.
3. Release of claims. Each party releases the others from all claims arising under the JV Agreement, save in respect of the loan notes, which have been repaid in full.
4. Governing law. This deed is governed by English law.

EXECUTED AS A DEED by Brackenfield Cold Chain Limited acting by Dominic Arkwright, director, in the presence of a witness.
EXECUTED AS A DEED by Westway Foods Limited acting by Richard Thorne, director, in the presence of a witness.
EXECUTED AS A DEED by Brackenfield Westway Limited acting by Richard Thorne, director, in the presence of a witness.
"""

RATES = [
    [
        "Customer",
        "Contract",
        "Site(s)",
        "Avg pallet positions FY2026",
        "Chilled storage GBP / pallet / week (current)",
        "Handling GBP / pallet",
        "Revenue FY2026 GBP 000",
        "Share of UK revenue",
    ],
    ["Corran Retail Limited", "WDA 3 Mar 2023", "Avonmouth, Crewe", 9200, 14.80, 4.10, 9870, 0.229],
    ["Hallam Fresh Foods Limited", "MSA 10 Jan 2025", "Avonmouth", 8700, 12.95, 3.60, 7640, 0.177],
    ["Pellow Dairies Limited", "SDA 21 May 2024", "Exeter", 3100, 15.60, 4.25, 3290, 0.076],
    ["Tamar Valley Creamery Limited", "SA 15 Apr 2026", "Exeter", 1400, 16.20, 4.40, 610, 0.014],
    ["Ostler Seafoods Limited", "STB 2024", "Avonmouth", 900, 17.50, 4.60, 1020, 0.024],
    ["Other (43 accounts)", "various", "all", 6100, "15.10 avg", "4.30 avg", 20710, 0.480],
    ["Total UK", "", "", 29400, "", "", ("=SUM(G2:G7)", 43140), 1.0],
]

MATERIAL_CONTRACTS_CSV = """ref,counterparty,contract,group company,date,expiry / renewal,value p.a. (000),change of control provision,notes
C-01,Corran Retail Limited,Warehousing and Distribution Agreement,Brackenfield Cold Chain Limited,2023-03-03,2028-03-31,9870,see cl. 9,varied 18 Sep 2025 (Crewe)
C-02,Hallam Fresh Foods Limited,Master Services Agreement,Brackenfield Cold Chain Limited,2025-01-10,2029-01-31 then 12m notice,7640,cl. 14.3 (consent),
C-03,Pellow Dairies Limited,Storage and Distribution Agreement,Brackenfield Cold Chain Limited,2024-05-21,2029-05-31,3290,none,
C-04,Tamar Valley Creamery Limited,Services Agreement,Brackenfield Cold Chain Limited,2026-04-15,2029-04-30 then 6m notice,610,none,new 2026
C-05,Meridian Grocers Inc.,Master Logistics Services Agreement,Brackenfield Logistics Inc.,2025-02-01,2028-01-31 then annual,USD 8,150,none,
C-06,Ostler Seafoods Limited,Standard terms of business,Brackenfield Cold Chain Limited,2024-07-03,30 days notice,1020,none,
S-01,Polar Mechanical Services Limited,Planned Maintenance Contract,Brackenfield Cold Chain Limited,2023-12-20,2026-12-31,412,none,ends 31/12/26 - moving in-house
S-02,Lexmoor Vehicle Solutions Limited,Master Hire Agreement,Brackenfield Cold Chain Limited,2024-02-02,per schedule,2021,none,
S-03,Ridgeway Fuels Limited,Fuel Supply Agreement,Brackenfield Cold Chain Limited,2025-09-19,3 months notice,3300,none,
S-04,Tessaly Software Ltd,WMS subscription,Brackenfield Cold Chain Limited,2024-04-01,2027-03-31,186,none,
F-01,Harrowgate Bank plc,Facilities Agreement,Brackenfield Cold Chain Holdings Limited,2024-02-28,2029-02-28,n/a,mandatory prepayment,refinance at completion
"""
