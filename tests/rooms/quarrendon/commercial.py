"""04 Commercial / 4.1 Customers: hospital system, GPO, surgical centres, a UK framework."""

from __future__ import annotations

from typing import Any

from tests.rooms.quarrendon.boiler import with_general

C = "04 Commercial/4.1 Customers/"

DOCS: dict[str, Any] = {}

DOCS[C + "Ridgeline Health System/Supply Agreement 2024.docx"] = [
    "# SUPPLY AGREEMENT",
    'This Supply Agreement (the "Agreement") is made and entered into as of April 1, 2024 (the "Effective Date") by and between Heliant Medical Devices, LLC, a Minnesota limited liability company ("Heliant"), and Ridgeline Health System, a Colorado nonprofit corporation, on behalf of itself and its affiliated hospitals listed in Exhibit A ("Ridgeline").',
    "## 1. Scope",
    '1.1 Heliant shall supply, and Ridgeline shall purchase, the Verio VX-10 ambulatory infusion pumps, AS-200 series administration sets and related services described in Exhibit B (the "Products"), in accordance with Purchase Orders issued under this Agreement. 1.2 Ridgeline commits to purchase from Heliant not less than eighty percent (80%) of its requirements for ambulatory infusion administration sets during the Term.',
    "## 5. Prices and Payment",
    "5.1 Prices for the Products are set out in Exhibit B. 5.3 Annual Adjustment. On each anniversary of the Effective Date, Heliant may increase the prices then in effect by a percentage not exceeding the greater of three percent (3%) and the change in the Consumer Price Index for All Urban Consumers over the preceding twelve months. 5.4 No rebates, discounts, credits or allowances shall apply to purchases under this Agreement except as expressly set forth in Exhibit B. 5.6 Payment. Invoices are payable net forty-five (45) days from the date of invoice.",
    "## 14. Term and Termination",
    '14.1 Term. This Agreement shall commence on the Effective Date and shall continue for an initial term of five (5) years (the "Term"). Neither party may terminate this Agreement for convenience during the Term. 14.2 Termination for Cause. Either party may terminate this Agreement upon written notice if the other party materially breaches this Agreement and fails to cure such breach within sixty (60) days after receiving written notice thereof. 14.4 Effect of Termination. Termination shall not relieve Ridgeline of its obligation to pay for Products delivered before the effective date of termination.',
    "## 18. General",
    "18.2 Assignment. Neither party may assign this Agreement without the prior written consent of the other party, which shall not be unreasonably withheld; provided that either party may assign this Agreement without consent to a successor to all or substantially all of its business to which this Agreement relates. 18.7 Entire Agreement; Amendment. This Agreement, including its Exhibits, constitutes the entire agreement between the parties with respect to its subject matter and supersedes all prior and contemporaneous agreements and understandings. This Agreement may be amended only by a written instrument signed by an authorized officer of each party. 18.9 Governing Law. This Agreement shall be governed by the laws of the State of Colorado.",
    "## Exhibit B - Prices",
    [
        ["Item", "Description", "Unit price (USD)"],
        ["VX-10", "Verio ambulatory infusion pump", "1,940.00"],
        ["AS-210", "Administration set, standard, 72 h", "13.60"],
        ["AS-240", "Administration set, anti-siphon, 96 h", "17.20"],
        ["SVC-1", "Preventive maintenance per pump per year", "95.00"],
    ],
    "IN WITNESS WHEREOF, the parties have executed this Agreement as of the Effective Date. HELIANT MEDICAL DEVICES, LLC By: /s/ Gregory Tallis, Vice President, Sales - Americas. RIDGELINE HEALTH SYSTEM By: /s/ Anne-Marie Costa, Chief Supply Chain Officer.",
]

DOCS[C + "Ridgeline Health System/Letter re pricing and term - 2 April 2024.pdf"] = [
    "# HELIANT MEDICAL DEVICES, LLC - 4400 Annapolis Lane, Plymouth, Minnesota 55447",
    "April 2, 2024 - PRIVATE AND CONFIDENTIAL",
    "Ms. Anne-Marie Costa, Chief Supply Chain Officer, Ridgeline Health System, 1410 Larimer Street, Denver, CO 80202",
    'Re: Supply Agreement dated as of April 1, 2024 between Heliant Medical Devices, LLC and Ridgeline Health System (the "Agreement")',
    "Dear Ms. Costa: This letter confirms the understanding we reached in the course of finalizing the Agreement. In consideration of Ridgeline's commitment in Section 1.2 of the Agreement, and notwithstanding anything to the contrary in Sections 5.3, 5.4 or 14.1 of the Agreement, Heliant agrees as follows:",
    "1. Rebate. Within thirty (30) days after the end of each Contract Year, Heliant will pay Ridgeline a rebate equal to nine percent (9%) of the net invoiced value of all Products purchased by Ridgeline and its affiliated hospitals in that Contract Year.",
    "2. Price hold. Heliant will not exercise its right under Section 5.3 to adjust prices at any time during the Term.",
    "3. Right to exit. Ridgeline may terminate the Agreement, in whole or with respect to any affiliated hospital, at any time and for any reason upon ninety (90) days' prior written notice to Heliant, without liability or penalty of any kind, and Section 1.2 shall cease to apply from the date of such notice.",
    "4. Confidentiality. The terms of this letter are confidential. Neither party will disclose this letter or its terms to any third party, including auditors, lenders or any prospective investor in or acquirer of Heliant, except as required by law, and this letter will be kept separate from the Agreement in each party's contract files.",
    "This letter forms part of, and shall be read together with, the Agreement. Please countersign below to confirm Ridgeline's agreement.",
    "Sincerely, /s/ Gregory Tallis, Vice President, Sales - Americas, Heliant Medical Devices, LLC",
    "Agreed and accepted: RIDGELINE HEALTH SYSTEM By: /s/ Anne-Marie Costa, April 3, 2024",
]

DOCS[C + "Keystone Purchasing Alliance/Group Purchasing Agreement 2023.pdf"] = [
    "# GROUP PURCHASING AGREEMENT - Agreement No. KPA-IV-2023-118",
    'This Group Purchasing Agreement ("Agreement") is entered into effective as of January 1, 2023 between Keystone Purchasing Alliance, LLC, a Pennsylvania limited liability company ("Keystone"), and Heliant Medical Devices, LLC ("Vendor").',
    "## 1. Background",
    'Keystone is a group purchasing organization that negotiates agreements on behalf of its member hospitals and health systems ("Participating Members"). Vendor wishes to make the Products available to Participating Members on the terms set forth herein.',
    "## 4. Pricing",
    '4.1 Vendor shall sell the Products to Participating Members at prices not to exceed those in Exhibit 1 (the "Contract Prices"). 4.2 Contract Prices are firm for the first two Contract Years and thereafter may be increased once per Contract Year by no more than three percent (3%) upon ninety (90) days\' written notice to Keystone.',
    "4.5 Most Favored Customer. Vendor represents, warrants and covenants that the Contract Prices are and will remain throughout the Term no less favorable than the net prices at which Vendor sells the same Products to any other customer in the United States purchasing comparable or smaller volumes. If, at any time during the Term, Vendor sells any Product to any such customer at a lower net price, Vendor shall (a) notify Keystone in writing within thirty (30) days, (b) reduce the Contract Price for that Product to the lower price with effect from the date of the first such sale, and (c) credit Participating Members for the difference on all purchases made since that date.",
    "## 5. Administrative Fee",
    "5.1 Vendor shall pay Keystone an administrative fee equal to three percent (3%) of net sales of Products to Participating Members, payable quarterly in arrears, together with a sales report in the form of Exhibit 3.",
    "## 10. Audit",
    "10.1 Keystone may, upon thirty (30) days' notice and not more than once per Contract Year, audit Vendor's records relating to sales to Participating Members and to pricing offered to other customers to the extent necessary to verify compliance with Section 4.5.",
    "## 12. Term",
    "12.1 The initial term of this Agreement is January 1, 2023 through December 31, 2027. Keystone may terminate this Agreement for convenience upon ninety (90) days' prior written notice.",
    "## Exhibit 1 - Contract Prices",
    [
        ["Item", "Description", "Contract Price (USD)", "Minimum commitment"],
        ["VX-10", "Verio ambulatory infusion pump", "1,995.00", "none"],
        ["AS-210", "Administration set, standard, 72 h", "14.80", "none"],
        ["AS-240", "Administration set, anti-siphon, 96 h", "18.40", "none"],
    ],
    "Aggregate Participating Member purchases of AS-210 in Contract Year 2025: approximately 612,000 units.",
    "KEYSTONE PURCHASING ALLIANCE, LLC By: /s/ Howard Brill, SVP Contracting. HELIANT MEDICAL DEVICES, LLC By: /s/ Gregory Tallis, VP Sales - Americas.",
]

DOCS[C + "Keystone Purchasing Alliance/Amendment 1 - administrative fee reporting.docx"] = [
    "# AMENDMENT NO. 1 TO GROUP PURCHASING AGREEMENT KPA-IV-2023-118",
    "Effective as of July 1, 2024, Keystone Purchasing Alliance, LLC and Heliant Medical Devices, LLC agree to amend the Agreement as follows:",
    "1. Section 5.1 is amended to require the quarterly sales report to be submitted through Keystone's supplier portal in electronic format rather than in the form of Exhibit 3, which is deleted.",
    "2. All other terms of the Agreement, including Section 4 (Pricing), remain in full force and effect.",
    "Keystone Purchasing Alliance, LLC /s/ Howard Brill. Heliant Medical Devices, LLC /s/ Gregory Tallis.",
]

DOCS[C + "Bayfront Surgical Centers/Product Pricing Agreement 2026.docx"] = [
    "# PRODUCT PRICING AGREEMENT",
    'This Product Pricing Agreement is entered into as of January 15, 2026 by Heliant Medical Devices, LLC ("Seller") and Bayfront Surgical Centers, Inc., a Florida corporation operating ambulatory surgery and infusion centers ("Buyer").',
    "1. Products and prices. Seller shall sell to Buyer the products listed in Schedule 1 at the prices stated there. Prices are net of all discounts and are fixed for the term of this Agreement.",
    "2. Volume. Buyer anticipates purchasing approximately 150,000 units of AS-210 administration sets per year; Buyer makes no minimum purchase commitment.",
    "3. Term. This Agreement is effective from January 15, 2026 through January 14, 2029. Either party may terminate it upon sixty (60) days' written notice.",
    "4. Terms of sale. Sales are made under Seller's Standard Terms and Conditions of Sale (US), which are incorporated by reference.",
    "5. Confidentiality. Buyer shall keep the prices in Schedule 1 confidential.",
    "## Schedule 1 - Prices",
    [
        ["Item", "Description", "Net unit price (USD)"],
        ["AS-210", "Administration set, standard, 72 h", "12.95"],
        ["AS-240", "Administration set, anti-siphon, 96 h", "16.70"],
        ["VX-10", "Verio ambulatory infusion pump (rental programme)", "39.00 per pump per month"],
    ],
    "Heliant Medical Devices, LLC By: /s/ Gregory Tallis, VP Sales - Americas. Bayfront Surgical Centers, Inc. By: /s/ Luis Echeverria, Director of Materials Management.",
]

DOCS[C + "Caledon Health Procurement/Framework Agreement 2025.docx"] = [
    "# FRAMEWORK AGREEMENT FOR THE SUPPLY OF AMBULATORY INFUSION DEVICES AND CONSUMABLES",
    'THIS AGREEMENT is dated 1 April 2025 and is made BETWEEN (1) CALEDON HEALTH PROCUREMENT LIMITED, a company incorporated in Scotland (company number SC612201) whose registered office is at 40 Melville Street, Edinburgh EH3 7HA (the "Authority"); and (2) HELIANT MEDICAL UK LIMITED, a company incorporated in England and Wales (company number 09874412) whose registered office is at Unit 7, Cambridge Science Park, Milton Road, Cambridge CB4 0FZ (the "Supplier").',
    "## 1. Definitions and interpretation",
    '1.1 In this Agreement "Call-Off Contract" means a contract for the supply of Goods entered into by a Participating Body under this Agreement; "Control" has the meaning given in section 1124 of the Corporation Tax Act 2010.',
    "## 4. Term",
    "4.1 This Agreement shall take effect on the date of this Agreement and shall continue for a period of four years, unless terminated earlier in accordance with clause 21.",
    "## 9. Prices",
    "9.1 The prices for the Goods are set out in Schedule 2 and shall be fixed for the first two years of the Term. 9.3 The Supplier shall not be entitled to increase the prices save in accordance with Schedule 2, paragraph 4 (indexation by reference to the Consumer Prices Index, capped at 4 per cent).",
    "## 21. Termination",
    "21.1 The Authority may terminate this Agreement by notice in writing to the Supplier with immediate effect if the Supplier commits a material breach which is irremediable or, if remediable, is not remedied within 30 days of notice.",
    "21.4 The Supplier shall notify the Authority in writing as soon as reasonably practicable after becoming aware of any proposed change of control of the Supplier. The Authority may terminate this Agreement and any Call-Off Contract by notice in writing with immediate effect within six months of a change of control of the Supplier of which it was not notified in advance, or to which it has not given its prior written consent.",
    "21.6 Termination or expiry of this Agreement shall be without prejudice to any rights or remedies of either party accrued before termination.",
    "## 26. Limitation of liability",
    "26.2 Subject to clause 26.1, the Supplier's total liability under or in connection with this Agreement in each Contract Year shall not exceed the greater of £2,000,000 and 125 per cent of the Charges paid in that Contract Year.",
    "## 34. Governing law",
    "34.1 This Agreement and any dispute or claim arising out of or in connection with it shall be governed by the law of Scotland.",
    "Signed for and on behalf of CALEDON HEALTH PROCUREMENT LIMITED by Fiona MacRae, Head of Category, Medical Technology. Signed for and on behalf of HELIANT MEDICAL UK LIMITED by Sven Lindgren, Director.",
]

DOCS[C + "Caledon Health Procurement/RE Project Quarrendon - Caledon consent.eml"] = {
    "From": "Fiona MacRae <fiona.macrae@caledonhp.co.uk>",
    "To": "Sven Lindgren <sven.lindgren@heliantmed.com>",
    "Cc": "Legal Services <legal@caledonhp.co.uk>",
    "Date": "Thu, 12 Nov 2026 15:42:10 +0000",
    "Subject": "RE: Framework Agreement dated 1 April 2025 - proposed change of control",
    "body": """Dear Sven,

Thank you for your letter of 4 November 2026 notifying us, under clause 21.4 of the Framework
Agreement dated 1 April 2025 between Caledon Health Procurement Limited and Heliant Medical UK
Limited, of the proposed acquisition of the entire issued share capital of Heliant Medical
Holdings, Inc. by Norrland Medtech AB (or a wholly owned subsidiary of it).

I confirm, on behalf of the Authority and with the approval of our Legal Services team, that the
Authority gives its prior written consent to that change of control for the purposes of clause
21.4, and that it will not exercise its right to terminate the Framework Agreement or any
Call-Off Contract by reason of that transaction. This consent lapses if completion does not take
place by 30 June 2027.

A signed letter in the same terms will follow by post for your records.

Kind regards,

Fiona MacRae
Head of Category, Medical Technology
Caledon Health Procurement Limited

-----Original Message-----
From: Sven Lindgren
Sent: 04 November 2026 10:02
Subject: Framework Agreement dated 1 April 2025 - proposed change of control

Dear Fiona, please find attached our formal notification under clause 21.4 ...
""",
}

DOCS[
    C + "Standard Terms and Conditions of Sale (US).md"
] = """# Heliant Medical Devices, LLC - Standard Terms and Conditions of Sale (United States)

Revision 2025-01. These terms apply to every sale by Heliant Medical Devices, LLC ("Heliant") unless
a signed agreement with the buyer provides otherwise.

1. **Orders.** All orders are subject to acceptance by Heliant. Terms in a buyer's purchase order
   that add to or differ from these terms are rejected.
2. **Prices.** Prices are those in Heliant's current price list or quotation, exclusive of taxes.
3. **Payment.** Net 30 days from invoice. Late payments bear interest at 1% per month or the highest
   lawful rate, if lower.
4. **Delivery.** FCA Heliant's facility in Plymouth, Minnesota (Incoterms 2020). Title and risk pass on
   delivery to the carrier.
5. **Limited warranty.** Heliant warrants that pumps will be free from defects in materials and
   workmanship for twenty-four (24) months from shipment and that administration sets will conform
   to their labelled specifications until their expiry date. THE FOREGOING WARRANTIES ARE EXCLUSIVE
   AND IN LIEU OF ALL OTHER WARRANTIES, EXPRESS OR IMPLIED, INCLUDING THE IMPLIED WARRANTIES OF
   MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE.
6. **Limitation of liability.** IN NO EVENT SHALL HELIANT BE LIABLE FOR ANY INDIRECT, INCIDENTAL,
   SPECIAL OR CONSEQUENTIAL DAMAGES. HELIANT'S AGGREGATE LIABILITY ARISING OUT OF ANY ORDER SHALL NOT
   EXCEED THE PRICE PAID FOR THE PRODUCTS GIVING RISE TO THE CLAIM.
7. **Returns.** Products may be returned only with a return authorisation number; sterile
   administration sets may not be returned once shipped, except under a field action.
8. **Governing law.** Minnesota law governs; the UN Convention on Contracts for the International
   Sale of Goods does not apply.
"""

# the general provisions around the operative terms (boiler.py)
DOCS[C + "Ridgeline Health System/Supply Agreement 2024.docx"] = with_general(
    DOCS[C + "Ridgeline Health System/Supply Agreement 2024.docx"], "US", 19, keep_last=3
)
DOCS[C + "Keystone Purchasing Alliance/Group Purchasing Agreement 2023.pdf"] = with_general(
    DOCS[C + "Keystone Purchasing Alliance/Group Purchasing Agreement 2023.pdf"],
    "US",
    13,
    keep_last=4,
)
DOCS[C + "Bayfront Surgical Centers/Product Pricing Agreement 2026.docx"] = with_general(
    DOCS[C + "Bayfront Surgical Centers/Product Pricing Agreement 2026.docx"],
    "US",
    6,
    skip=("Confidentiality",),
    keep_last=3,
)
DOCS[C + "Caledon Health Procurement/Framework Agreement 2025.docx"] = with_general(
    DOCS[C + "Caledon Health Procurement/Framework Agreement 2025.docx"], "UK", 33, keep_last=3
)
