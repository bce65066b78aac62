"""Cross-document contradictions in fresh wording (issue 12; tests/test_offline_crossdoc_meaning.py,
bench/crossdoc_meaning.py): small rooms of two to four documents, each a matter that is a risk
only when two documents are read together, for the seven classic joins: a side letter against
the agreement it modifies, an exclusivity or MFN grant against another customer's terms, a
licence scan against a warranty, an incident against a notice or insurance obligation, a
consent required against the consents on file, a disclosure schedule against the contracts and
dealings it should list, a covenant against the reported figures.

Each case comes in two versions that differ in one document: the contradicting version (a
finding above info must cite both documents of its ``pair``) and a consistent control (no
finding above info may cite both). The wording is written for this corpus, in US, UK and
Australian drafting, as contracts, letters, emails, board minutes, spreadsheets and CSV
exports; it comes from none of the sample rooms' templates and none of the tuned rooms, and
each case has its own parties and numbers. Each case is reviewed as its own room."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from tests.meaning_corpus import Doc, _docx, write_doc

KINDS = (
    "side letter",
    "exclusivity/MFN",
    "licence scan",
    "incident notice",
    "consent on file",
    "disclosure schedule",
    "covenant",
)


@dataclass(frozen=True)
class Case:
    id: str
    kind: str  # one of KINDS
    drafting: str  # US, UK, AU
    docs: tuple[Doc, ...]  # the documents both versions share
    contra: Doc  # the document that makes the contradiction
    control: Doc  # the same document (same path), consistent with the others
    pair: tuple[str, str]  # the two documents a finding of the contradiction cites


def _eml(sender: str, to: str, subject: str, body: str) -> tuple[str, str, str, str]:
    return (sender, to, subject, body)


CASES: tuple[Case, ...] = (
    # -- side letters against the agreements they modify ------------------------------------
    Case(
        "S1",
        "side letter",
        "US",
        (
            Doc(
                "Customers/Pinebrook - Master Services Agreement.docx",
                _docx(
                    "Master Services Agreement",
                    "This Master Services Agreement is entered into as of February 1, 2024 by "
                    'Calder Freightways, Inc. ("Provider") and Pinebrook Outfitters Corp. '
                    '("Customer").',
                    "4. Term. The Initial Term is thirty-six (36) months from the Effective Date.",
                    "11.2 Customer may terminate this Agreement only for cause, upon thirty "
                    "(30) days' written notice of a material breach by Provider that remains "
                    "uncured at the end of that period. Customer has no right to terminate for "
                    "convenience during the Initial Term.",
                    "17. Entire Agreement. This Agreement is the entire agreement of the "
                    "parties and may be amended only by a writing signed by both parties.",
                ),
            ),
        ),
        Doc(
            "Customers/Pinebrook - side letter.eml",
            _eml(
                "d.okafor@calderfreight.example",
                "procurement@pinebrook.example",
                "Pinebrook / Calder MSA - our side arrangement",
                "Hi Marisa,\n\nAs discussed on our call, and notwithstanding Section 11.2 of "
                "the Master Services Agreement, Pinebrook may walk away from the MSA at any "
                "time on 30 days' notice, for any reason, with no early termination charge, "
                "and we will refund any fees you have paid in advance. Please keep this "
                "between our two teams.\n\nBest,\nDaniel Okafor\nVP Sales, Calder Freightways\n",
            ),
        ),
        Doc(
            "Customers/Pinebrook - side letter.eml",
            _eml(
                "d.okafor@calderfreight.example",
                "procurement@pinebrook.example",
                "Pinebrook / Calder MSA - our side arrangement",
                "Hi Marisa,\n\nAs discussed on our call, Section 11.2 of the Master Services "
                "Agreement stands as written: Pinebrook may end the MSA only for an uncured "
                "material breach, after 30 days' notice. Nothing in this email changes the "
                "MSA. Invoices will go to your Denver office from next month.\n\nBest,\n"
                "Daniel Okafor\nVP Sales, Calder Freightways\n",
            ),
        ),
        (
            "Customers/Pinebrook - Master Services Agreement.docx",
            "Customers/Pinebrook - side letter.eml",
        ),
    ),
    Case(
        "S2",
        "side letter",
        "UK",
        (
            Doc(
                "Commercial/Distribution Agreement - Marlowe Wholesale.docx",
                _docx(
                    "Distribution Agreement",
                    "THIS AGREEMENT is made on 3 March 2023 between Hollins & Rudd Limited (the "
                    "Supplier) and Marlowe Wholesale Limited (the Distributor).",
                    "9.1 The Supplier shall pay the Distributor a volume rebate equal to 2 per "
                    "cent of the net invoiced value of Products purchased in each Contract "
                    "Year.",
                    "9.2 No other rebate, discount or allowance shall be payable by the Supplier.",
                    "21. This Agreement constitutes the entire agreement between the parties "
                    "and no variation of it shall be effective unless in writing and signed by "
                    "or on behalf of each party.",
                ),
            ),
        ),
        Doc(
            "Commercial/Letter to Marlowe Wholesale - rebate.docx",
            _docx(
                "Private and Confidential",
                "To: The Directors, Marlowe Wholesale Limited. 12 April 2023.",
                "Dear Sirs, further to the Distribution Agreement of 3 March 2023, we write to "
                "confirm that, in addition to the rebate under clause 9.1, Hollins & Rudd "
                "Limited will pay Marlowe Wholesale a further marketing allowance of 5.5 per "
                "cent of net invoiced value, credited quarterly. This letter is to be kept "
                "confidential between us.",
                "Yours faithfully, for and on behalf of Hollins & Rudd Limited.",
            ),
        ),
        Doc(
            "Commercial/Letter to Marlowe Wholesale - rebate.docx",
            _docx(
                "Private and Confidential",
                "To: The Directors, Marlowe Wholesale Limited. 12 April 2023.",
                "Dear Sirs, further to the Distribution Agreement of 3 March 2023, we write to "
                "confirm how the rebate under clause 9.1 will be administered: the 2 per cent "
                "rebate will be calculated on net invoiced value and credited to your account "
                "quarterly in arrears. No other rebate or allowance is payable.",
                "Yours faithfully, for and on behalf of Hollins & Rudd Limited.",
            ),
        ),
        (
            "Commercial/Distribution Agreement - Marlowe Wholesale.docx",
            "Commercial/Letter to Marlowe Wholesale - rebate.docx",
        ),
    ),
    Case(
        "S3",
        "side letter",
        "AU",
        (
            Doc(
                "Property/Lease - 14 Wattle Street Dandenong.md",
                "# Lease\n\nLandlord: Kurrajong Property Pty Ltd\n\nTenant: Bilby Packaging Pty "
                "Ltd\n\nPremises: 14 Wattle Street, Dandenong VIC 3175\n\n"
                "Item 6 - Annual rent: $420,000 plus GST, payable monthly in advance from the "
                "Commencement Date of 1 July 2024.\n\n"
                "Item 7 - Term: 10 years. The Tenant has no right to surrender this lease "
                "before the end of the term.\n\n"
                "Clause 24.3 - This lease records the whole agreement between the Landlord "
                "and the Tenant; no incentive, rent abatement or other concession has been "
                "given unless set out in this lease.\n",
            ),
        ),
        Doc(
            "Property/Letter from Kurrajong Property - incentive.txt",
            "Kurrajong Property Pty Ltd\n\n20 June 2024\n\nBilby Packaging Pty Ltd\n\n"
            "Re: 14 Wattle Street, Dandenong\n\nIn consideration of the Tenant entering into "
            "the lease, the Landlord agrees that no rent will be payable for the first nine "
            "months of the term, and that the Tenant may surrender the lease at any time "
            "after 30 June 2027 on three months' notice. These terms are not to be "
            "registered or disclosed to any purchaser or financier of the property.\n\n"
            "Signed for Kurrajong Property Pty Ltd\n",
        ),
        Doc(
            "Property/Letter from Kurrajong Property - incentive.txt",
            "Kurrajong Property Pty Ltd\n\n20 June 2024\n\nBilby Packaging Pty Ltd\n\n"
            "Re: 14 Wattle Street, Dandenong\n\nWe confirm that rent of $420,000 plus GST a "
            "year is payable monthly in advance from 1 July 2024 as Item 6 of the lease "
            "provides. Please pay by direct debit to the account notified on our invoice. "
            "No incentive applies.\n\nSigned for Kurrajong Property Pty Ltd\n",
        ),
        (
            "Property/Lease - 14 Wattle Street Dandenong.md",
            "Property/Letter from Kurrajong Property - incentive.txt",
        ),
    ),
    # -- exclusivity or MFN grants against other customers' terms ---------------------------
    Case(
        "E1",
        "exclusivity/MFN",
        "US",
        (
            Doc(
                "Customers/Supply Agreement - Cascade Grocers.docx",
                _docx(
                    "Supply Agreement",
                    "This Supply Agreement dated June 10, 2024 is between Alder Creek Dairy, "
                    'LLC ("Seller") and Cascade Grocers, Inc. ("Buyer").',
                    "3.1 Exclusivity. During the Term, Seller shall not sell or supply the "
                    "Products to any grocery retailer other than Buyer for resale in the "
                    "State of Oregon.",
                    "3.2 The Products are Seller's cultured butter and cream cheese lines "
                    "listed in Exhibit A.",
                ),
            ),
        ),
        Doc(
            "Customers/Purchase Order Terms - Willamette Market.docx",
            _docx(
                "Purchase Agreement",
                "Alder Creek Dairy, LLC agrees to sell, and Willamette Market Co., a grocery "
                "chain with 14 stores in Portland and Salem, Oregon, agrees to buy, Alder "
                "Creek cultured butter and cream cheese for resale in its Oregon stores, for "
                "a term of two years from September 1, 2024.",
                "Pricing is set out in the attached schedule and is fixed for the term.",
            ),
        ),
        Doc(
            "Customers/Purchase Order Terms - Willamette Market.docx",
            _docx(
                "Purchase Agreement",
                "Alder Creek Dairy, LLC agrees to sell, and Willamette Market Co., a grocery "
                "chain with 14 stores in Boise and Nampa, Idaho, agrees to buy, Alder Creek "
                "cultured butter and cream cheese for resale in its Idaho stores only, for a "
                "term of two years from September 1, 2024.",
                "Pricing is set out in the attached schedule and is fixed for the term.",
            ),
        ),
        (
            "Customers/Supply Agreement - Cascade Grocers.docx",
            "Customers/Purchase Order Terms - Willamette Market.docx",
        ),
    ),
    Case(
        "E2",
        "exclusivity/MFN",
        "UK",
        (
            Doc(
                "Customers/Services Contract - Brightmoor Hotels.docx",
                _docx(
                    "Laundry Services Contract",
                    "This contract is made on 1 October 2024 between Tolworth Linen Services "
                    "Limited (the Contractor) and Brightmoor Hotels Limited (the Client).",
                    "7.4 Best price. The Contractor undertakes that the unit charges payable "
                    "by the Client are, and throughout the term will remain, no higher than "
                    "the unit charges the Contractor makes to any other customer for "
                    "comparable volumes of the same services. If the Contractor charges any "
                    "other customer less, it shall reduce the Client's charges to match from "
                    "the same date and refund the difference.",
                    "Schedule 2: the unit charge for a hotel bed-linen set is £4.20.",
                ),
            ),
        ),
        Doc(
            "Finance/Customer price list 2025.xlsx",
            {
                "Unit charges": [
                    ["Customer", "Service", "Monthly sets", "Unit charge (GBP)", "From"],
                    ["Brightmoor Hotels Limited", "Bed-linen set", 18000, 4.20, "2024-10-01"],
                    ["Quayside Inns Limited", "Bed-linen set", 21000, 3.55, "2025-01-01"],
                    ["Harrowgate Spa Limited", "Towel bale", 4000, 6.10, "2024-06-01"],
                ]
            },
        ),
        Doc(
            "Finance/Customer price list 2025.xlsx",
            {
                "Unit charges": [
                    ["Customer", "Service", "Monthly sets", "Unit charge (GBP)", "From"],
                    ["Brightmoor Hotels Limited", "Bed-linen set", 18000, 4.20, "2024-10-01"],
                    ["Quayside Inns Limited", "Bed-linen set", 21000, 4.45, "2025-01-01"],
                    ["Harrowgate Spa Limited", "Towel bale", 4000, 6.10, "2024-06-01"],
                ]
            },
        ),
        (
            "Customers/Services Contract - Brightmoor Hotels.docx",
            "Finance/Customer price list 2025.xlsx",
        ),
    ),
    Case(
        "E3",
        "exclusivity/MFN",
        "AU",
        (
            Doc(
                "IP/Licence Agreement - Corella Diagnostics.docx",
                _docx(
                    "Patent Licence Agreement",
                    "Parties: Numbat Biosciences Pty Ltd (Licensor) and Corella Diagnostics Pty "
                    "Ltd (Licensee).",
                    "2.1 The Licensor grants the Licensee a sole and exclusive licence, "
                    "worldwide, to make, use and sell products under the Licensed Patents in "
                    "the field of veterinary diagnostics. The Licensor must not grant any "
                    "other person a licence under the Licensed Patents in that field.",
                    "Licensed Patents: AU 2019204417 and its family members.",
                ),
            ),
        ),
        Doc(
            "IP/Licence Agreement - Quokka Animal Health.docx",
            _docx(
                "Non-exclusive Patent Licence",
                "Parties: Numbat Biosciences Pty Ltd (Licensor) and Quokka Animal Health Ltd "
                "(Licensee). Date: 8 May 2025.",
                "The Licensor grants the Licensee a non-exclusive licence under patent AU "
                "2019204417 to develop and sell rapid test kits for diseases of cattle and "
                "sheep, for use by veterinarians in Australia and New Zealand.",
            ),
        ),
        Doc(
            "IP/Licence Agreement - Quokka Animal Health.docx",
            _docx(
                "Non-exclusive Patent Licence",
                "Parties: Numbat Biosciences Pty Ltd (Licensor) and Quokka Animal Health Ltd "
                "(Licensee). Date: 8 May 2025.",
                "The Licensor grants the Licensee a non-exclusive licence under patent AU "
                "2019204417 to develop and sell water-quality test kits for municipal "
                "drinking water utilities in Australia and New Zealand. No rights are "
                "granted for human or animal diagnostics.",
            ),
        ),
        (
            "IP/Licence Agreement - Corella Diagnostics.docx",
            "IP/Licence Agreement - Quokka Animal Health.docx",
        ),
    ),
    # -- licence scans against warranties ---------------------------------------------------
    Case(
        "L1",
        "licence scan",
        "US",
        (
            Doc(
                "Transaction/Stock Purchase Agreement - Redwing Software.docx",
                _docx(
                    "Stock Purchase Agreement",
                    "Section 4.14(f) Open Source. No Company Product incorporates, links to, "
                    "is derived from or is distributed with any software licensed under the "
                    "GNU General Public License, the GNU Affero General Public License or any "
                    "other license that requires, as a condition of use, modification or "
                    "distribution, that source code be disclosed or made available to third "
                    "parties.",
                ),
            ),
        ),
        Doc(
            "Technology/Open source scan - Redwing Edge.csv",
            "component,version,license,used_in,distributed\n"
            "react,18.2.0,MIT,Redwing Edge web console,yes\n"
            "openssl,3.0.13,Apache-2.0,Redwing Edge agent,yes\n"
            "ghostscript,9.56.1,AGPL-3.0-or-later,Redwing Edge report renderer,yes\n"
            "zlib,1.3.1,Zlib,Redwing Edge agent,yes\n",
        ),
        Doc(
            "Technology/Open source scan - Redwing Edge.csv",
            "component,version,license,used_in,distributed\n"
            "react,18.2.0,MIT,Redwing Edge web console,yes\n"
            "openssl,3.0.13,Apache-2.0,Redwing Edge agent,yes\n"
            "pdfkit,0.15.0,MIT,Redwing Edge report renderer,yes\n"
            "zlib,1.3.1,Zlib,Redwing Edge agent,yes\n",
        ),
        (
            "Transaction/Stock Purchase Agreement - Redwing Software.docx",
            "Technology/Open source scan - Redwing Edge.csv",
        ),
    ),
    Case(
        "L2",
        "licence scan",
        "UK",
        (
            Doc(
                "Transaction/Share Purchase Agreement - Schedule 4 Warranties.md",
                "# Schedule 4 - Warranties\n\n## Part 9 - Information technology\n\n"
                "9.6 None of the Business Software is, in whole or in part, subject to any "
                "licence under which the Company is or could be obliged to make its source "
                "code available to any person, or to licence any of its own software free of "
                "charge.\n\n9.7 The Company has complied with the terms of every licence of "
                "third-party software it uses.\n",
            ),
        ),
        Doc(
            "Technology/Third-party code audit - Kestrel firmware.xlsx",
            {
                "Findings": [
                    ["Package", "Licence", "Where used", "Shipped to customers", "Notes"],
                    [
                        "BusyBox 1.36",
                        "GPL-2.0-only",
                        "Kestrel gateway firmware image",
                        "Yes",
                        "Statically linked; modified",
                    ],
                    ["FreeRTOS 10.5", "MIT", "Kestrel sensor firmware", "Yes", ""],
                    ["cJSON 1.7", "MIT", "Kestrel gateway firmware image", "Yes", ""],
                ]
            },
        ),
        Doc(
            "Technology/Third-party code audit - Kestrel firmware.xlsx",
            {
                "Findings": [
                    ["Package", "Licence", "Where used", "Shipped to customers", "Notes"],
                    ["Toybox 0.8", "0BSD", "Kestrel gateway firmware image", "Yes", ""],
                    ["FreeRTOS 10.5", "MIT", "Kestrel sensor firmware", "Yes", ""],
                    ["cJSON 1.7", "MIT", "Kestrel gateway firmware image", "Yes", ""],
                ]
            },
        ),
        (
            "Transaction/Share Purchase Agreement - Schedule 4 Warranties.md",
            "Technology/Third-party code audit - Kestrel firmware.xlsx",
        ),
    ),
    Case(
        "L3",
        "licence scan",
        "AU",
        (
            Doc(
                "Transaction/Share Sale Deed - Warranties.docx",
                _docx(
                    "Share Sale Deed - Schedule 3 (Warranties)",
                    "12.4 Each copy of third-party software installed on any computer used by "
                    "the Group is used under a valid licence held by a Group Company, and the "
                    "number of installations of each such product does not exceed the number "
                    "of seats the Group is licensed for.",
                    "12.5 The Group's licences of third-party software are: Autodesk AutoCAD "
                    "2025, 250 seats (enterprise agreement EA-77120); Microsoft 365 E3, 600 "
                    "users (CSP subscription).",
                ),
            ),
        ),
        Doc(
            "Technology/Email - SAM tool results.eml",
            _eml(
                "itops@galahengineering.example",
                "cfo@galahengineering.example",
                "Software asset scan - October",
                "Hi Priya,\n\nThe software asset management scan finished overnight. It found "
                "AutoCAD 2025 installed and in use on 412 machines across the Perth and "
                "Brisbane offices, and Microsoft 365 E3 on 571 users.\n\nCheers,\nTom\n",
            ),
        ),
        Doc(
            "Technology/Email - SAM tool results.eml",
            _eml(
                "itops@galahengineering.example",
                "cfo@galahengineering.example",
                "Software asset scan - October",
                "Hi Priya,\n\nThe software asset management scan finished overnight. It found "
                "AutoCAD 2025 installed and in use on 231 machines across the Perth and "
                "Brisbane offices, and Microsoft 365 E3 on 571 users.\n\nCheers,\nTom\n",
            ),
        ),
        (
            "Transaction/Share Sale Deed - Warranties.docx",
            "Technology/Email - SAM tool results.eml",
        ),
    ),
    # -- incidents against notice and insurance obligations ---------------------------------
    Case(
        "I1",
        "incident notice",
        "US",
        (
            Doc(
                "Customers/Data Processing Addendum - Lakeshore Health.docx",
                _docx(
                    "Data Processing Addendum",
                    "This Addendum forms part of the Services Agreement between Tenfold "
                    'Records, Inc. ("Processor") and Lakeshore Health System ("Controller").',
                    "8.1 Processor shall notify Controller without undue delay, and in any "
                    "event within seventy-two (72) hours, after becoming aware of any Security "
                    "Incident affecting Controller Personal Data.",
                ),
            ),
        ),
        Doc(
            "Security/Incident report INC-2025-031.md",
            "# Incident report INC-2025-031\n\n"
            "**Summary:** an unauthorised actor used a stolen support-engineer credential to "
            "export patient appointment records of Lakeshore Health System from the "
            "production database.\n\n"
            "- Detected: March 3, 2025, 09:40 CT, by the on-call engineer\n"
            "- Contained: March 4, 2025\n"
            "- Lakeshore Health notified: April 28, 2025, by letter from our General Counsel\n"
            "- Records affected: about 18,400\n",
        ),
        Doc(
            "Security/Incident report INC-2025-031.md",
            "# Incident report INC-2025-031\n\n"
            "**Summary:** an unauthorised actor used a stolen support-engineer credential to "
            "export patient appointment records of Lakeshore Health System from the "
            "production database.\n\n"
            "- Detected: March 3, 2025, 09:40 CT, by the on-call engineer\n"
            "- Contained: March 4, 2025\n"
            "- Lakeshore Health notified: March 4, 2025, by phone and by letter from our "
            "General Counsel\n"
            "- Records affected: about 18,400\n",
        ),
        (
            "Customers/Data Processing Addendum - Lakeshore Health.docx",
            "Security/Incident report INC-2025-031.md",
        ),
    ),
    Case(
        "I2",
        "incident notice",
        "UK",
        (
            Doc(
                "Insurance/Cyber policy schedule - Aldgate Underwriting.docx",
                _docx(
                    "Cyber and Data Liability Policy",
                    "Insured: Pemberton Lettings Limited. Insurer: Aldgate Underwriting "
                    "Limited. Period of insurance: 1 April 2024 to 31 March 2025.",
                    "Condition 5 (Notification). It is a condition precedent to the insurer's "
                    "liability that the Insured gives written notice to the insurer of any "
                    "cyber event or circumstance that may give rise to a claim as soon as "
                    "practicable and in any event within 30 days of first becoming aware of "
                    "it.",
                ),
            ),
        ),
        Doc(
            "Corporate/Board minutes 20 March 2025.docx",
            _docx(
                "Pemberton Lettings Limited - Minutes of a meeting of the board",
                "Held on 20 March 2025. Present: R Ashdown (chair), K Nwosu, L Fairley.",
                "3. Ransomware. The IT director reported that on 9 January 2025 the "
                "company's tenant management system had been encrypted by ransomware and "
                "tenant bank details may have been copied. Systems were restored from backup "
                "on 16 January. The board noted that no notification has yet been made to "
                "the company's insurers and agreed to consider the position at its next "
                "meeting.",
            ),
        ),
        Doc(
            "Corporate/Board minutes 20 March 2025.docx",
            _docx(
                "Pemberton Lettings Limited - Minutes of a meeting of the board",
                "Held on 20 March 2025. Present: R Ashdown (chair), K Nwosu, L Fairley.",
                "3. Ransomware. The IT director reported that on 9 January 2025 the "
                "company's tenant management system had been encrypted by ransomware and "
                "tenant bank details may have been copied. Systems were restored from backup "
                "on 16 January. The board noted that the company's brokers notified Aldgate "
                "Underwriting in writing on 10 January 2025 and that the insurer has "
                "acknowledged the notification under reference AU/CY/55102.",
            ),
        ),
        (
            "Insurance/Cyber policy schedule - Aldgate Underwriting.docx",
            "Corporate/Board minutes 20 March 2025.docx",
        ),
    ),
    Case(
        "I3",
        "incident notice",
        "AU",
        (
            Doc(
                "Customers/Supply Contract - Emu Plains Foods.docx",
                _docx(
                    "Supply Contract",
                    "Supplier: Mallee Grain Mills Pty Ltd. Customer: Emu Plains Foods Pty Ltd.",
                    "14.2 The Supplier must notify the Customer in writing within 2 Business "
                    "Days after it becomes aware of any contamination of, or quality defect "
                    "in, Goods supplied or to be supplied to the Customer, and must co-operate "
                    "in any recall.",
                ),
            ),
        ),
        Doc(
            "Operations/Quality incident register.xlsx",
            {
                "Register": [
                    [
                        "Ref",
                        "Date identified",
                        "Description",
                        "Customer affected",
                        "Customer notified",
                        "Status",
                    ],
                    [
                        "QI-118",
                        "2025-03-03",
                        "Flour batch 4471 contaminated with metal fragments from a failed sieve",
                        "Emu Plains Foods",
                        "2025-04-09",
                        "Closed",
                    ],
                    ["QI-119", "2025-03-20", "Label misprint on 5kg bags", "None", "n/a", "Closed"],
                ]
            },
        ),
        Doc(
            "Operations/Quality incident register.xlsx",
            {
                "Register": [
                    [
                        "Ref",
                        "Date identified",
                        "Description",
                        "Customer affected",
                        "Customer notified",
                        "Status",
                    ],
                    [
                        "QI-118",
                        "2025-03-03",
                        "Flour batch 4471 contaminated with metal fragments from a failed sieve",
                        "Emu Plains Foods",
                        "2025-03-04",
                        "Closed",
                    ],
                    ["QI-119", "2025-03-20", "Label misprint on 5kg bags", "None", "n/a", "Closed"],
                ]
            },
        ),
        (
            "Customers/Supply Contract - Emu Plains Foods.docx",
            "Operations/Quality incident register.xlsx",
        ),
    ),
    # -- consents required against consents on file -----------------------------------------
    Case(
        "C1",
        "consent on file",
        "UK",
        (
            Doc(
                "Property/Lease - Unit 7 Fenbridge Trading Estate.docx",
                _docx(
                    "Lease",
                    "Landlord: Harcourt Estates Limited. Tenant: Ravensworth Print Limited.",
                    "Clause 8.4: Any change in the person or persons who control the Tenant "
                    "(within the meaning of section 1124 of the Corporation Tax Act 2010) "
                    "shall be treated as an assignment of this Lease, for which the prior "
                    "written consent of the Landlord is required.",
                ),
            ),
        ),
        Doc(
            "Transaction/Third-party consents tracker.xlsx",
            {
                "Consents": [
                    ["Counterparty", "Document", "Why needed", "Requested", "Status"],
                    [
                        "Harcourt Estates Limited",
                        "Lease of Unit 7 Fenbridge",
                        "Change of control of tenant",
                        "2025-10-06",
                        "Chased twice - no response yet",
                    ],
                    ["Lindqvist Papers AB", "Supply agreement", "Not needed", "", "n/a"],
                ]
            },
        ),
        Doc(
            "Transaction/Third-party consents tracker.xlsx",
            {
                "Consents": [
                    ["Counterparty", "Document", "Why needed", "Requested", "Status"],
                    [
                        "Harcourt Estates Limited",
                        "Lease of Unit 7 Fenbridge",
                        "Change of control of tenant",
                        "2025-10-06",
                        "Consent granted by letter of 2025-10-21 (signed copy in data room)",
                    ],
                    ["Lindqvist Papers AB", "Supply agreement", "Not needed", "", "n/a"],
                ]
            },
        ),
        (
            "Property/Lease - Unit 7 Fenbridge Trading Estate.docx",
            "Transaction/Third-party consents tracker.xlsx",
        ),
    ),
    Case(
        "C2",
        "consent on file",
        "US",
        (
            Doc(
                "Customers/Reseller Agreement - Tamarind Networks.docx",
                _docx(
                    "Reseller Agreement",
                    'This Reseller Agreement is between Bluestem Telemetry, Inc. ("Company") '
                    'and Tamarind Networks LLC ("Reseller").',
                    "19.3 Company shall not assign this Agreement, whether voluntarily, by "
                    "merger, by operation of law or through a change in the ownership of a "
                    "majority of its voting stock, without Reseller's prior written consent. "
                    "Any attempted assignment without that consent is void and entitles "
                    "Reseller to terminate.",
                ),
            ),
        ),
        Doc(
            "Customers/Email from Tamarind Networks re consent.eml",
            _eml(
                "legal@tamarindnetworks.example",
                "gc@bluestemtelemetry.example",
                "RE: Request for consent - proposed acquisition of Bluestem",
                "Thanks for your letter. Tamarind is not in a position to give its consent "
                "under Section 19.3 to the proposed acquisition of Bluestem Telemetry at this "
                "time; we would want to revisit the revenue share first.\n\nJ. Alvarez\n"
                "Tamarind Networks LLC\n",
            ),
        ),
        Doc(
            "Customers/Email from Tamarind Networks re consent.eml",
            _eml(
                "legal@tamarindnetworks.example",
                "gc@bluestemtelemetry.example",
                "RE: Request for consent - proposed acquisition of Bluestem",
                "Thanks for your letter. Tamarind Networks LLC hereby consents under Section "
                "19.3 of the Reseller Agreement to the proposed acquisition of Bluestem "
                "Telemetry, Inc. and confirms that it will not terminate the agreement on "
                "that account.\n\nJ. Alvarez\nTamarind Networks LLC\n",
            ),
        ),
        (
            "Customers/Reseller Agreement - Tamarind Networks.docx",
            "Customers/Email from Tamarind Networks re consent.eml",
        ),
    ),
    Case(
        "C3",
        "consent on file",
        "AU",
        (
            Doc(
                "Finance/Facility Agreement - Southern Cross Bank.docx",
                _docx(
                    "Syndicated Facility Agreement",
                    "Borrower: Wombat Logistics Pty Ltd. Agent: Southern Cross Bank Limited.",
                    "22.9 Change in Control. A Change in Control of the Borrower occurs "
                    "without the prior written consent of the Agent (acting on the "
                    "instructions of the Majority Lenders). On and at any time after that "
                    "event the Agent may cancel the Commitments and declare all Outstanding "
                    "Moneys immediately due and payable.",
                ),
            ),
        ),
        Doc(
            "Corporate/Minutes - board meeting 4 November 2025.txt",
            "WOMBAT LOGISTICS PTY LTD\nMINUTES OF DIRECTORS' MEETING - 4 NOVEMBER 2025\n\n"
            "Item 5: Sale of shares to Dingo Ridge Capital\nThe CFO reported on the "
            "conditions to completion. Southern Cross Bank's consent to the change in "
            "control has not yet been sought; the CFO proposed to approach the Agent after "
            "completion. Completion is scheduled for 28 November 2025.\n",
        ),
        Doc(
            "Corporate/Minutes - board meeting 4 November 2025.txt",
            "WOMBAT LOGISTICS PTY LTD\nMINUTES OF DIRECTORS' MEETING - 4 NOVEMBER 2025\n\n"
            "Item 5: Sale of shares to Dingo Ridge Capital\nThe CFO reported on the "
            "conditions to completion. Southern Cross Bank Limited, as Agent on the "
            "instructions of the Majority Lenders, gave its written consent to the change "
            "in control on 30 October 2025; a copy was tabled. Completion is scheduled for "
            "28 November 2025.\n",
        ),
        (
            "Finance/Facility Agreement - Southern Cross Bank.docx",
            "Corporate/Minutes - board meeting 4 November 2025.txt",
        ),
    ),
    # -- disclosure schedules against the contracts and dealings they should list -----------
    Case(
        "D1",
        "disclosure schedule",
        "US",
        (
            Doc(
                "Transaction/Disclosure Schedule - Section 3.12 Material Contracts.docx",
                _docx(
                    "Disclosure Schedule",
                    "Section 3.12(a) Material Contracts. The following are all Contracts to "
                    "which Osprey Analytics, Inc. is a party that involve payments to or by "
                    "the Company of more than $250,000 in any twelve-month period:",
                    "1. Cloud Hosting Agreement with Northwind Compute, Inc. dated January 4, "
                    "2023.",
                    "2. Enterprise Subscription Agreement with Fairhaven Insurance Group dated "
                    "May 19, 2024.",
                ),
            ),
            Doc(
                "Contracts/Cloud Hosting Agreement - Northwind Compute.md",
                "# Cloud Hosting Agreement\n\nBetween Northwind Compute, Inc. and Osprey "
                "Analytics, Inc., dated January 4, 2023.\n\nFees: $38,000 per month, billed "
                "monthly.\n",
            ),
        ),
        Doc(
            "Contracts/Data Licence Agreement - Meridian Credit Bureau.docx",
            _docx(
                "Data License Agreement",
                "This Data License Agreement dated August 2, 2024 is between Meridian Credit "
                'Bureau, LLC ("Licensor") and Osprey Analytics, Inc. ("Licensee").',
                "5.1 Licensee shall pay Licensor an annual license fee of $1,150,000, payable "
                "quarterly in advance, for each year of the three-year term.",
            ),
        ),
        Doc(
            "Contracts/Data Licence Agreement - Meridian Credit Bureau.docx",
            _docx(
                "Data License Agreement",
                "This Data License Agreement dated August 2, 2024 is between Meridian Credit "
                'Bureau, LLC ("Licensor") and Osprey Analytics, Inc. ("Licensee").',
                "5.1 Licensee shall pay Licensor an annual license fee of $45,000, payable "
                "quarterly in advance, for each year of the three-year term.",
            ),
        ),
        (
            "Transaction/Disclosure Schedule - Section 3.12 Material Contracts.docx",
            "Contracts/Data Licence Agreement - Meridian Credit Bureau.docx",
        ),
    ),
    Case(
        "D2",
        "disclosure schedule",
        "UK",
        (
            Doc(
                "Legal/Letter before claim - Tennant Developments.eml",
                _eml(
                    "litigation@barlowsolicitors.example",
                    "md@ashcombejoinery.example",
                    "Letter before claim: Tennant Developments Ltd v Ashcombe Joinery Ltd",
                    "Dear Sirs\n\nWe act for Tennant Developments Ltd. The timber windows your "
                    "company supplied and fitted at Mill Lane, Harrogate are defective. Our "
                    "client claims £285,000 for replacement and consequential loss. Unless the "
                    "claim is admitted within 14 days, we are instructed to issue proceedings in "
                    "the Technology and Construction Court without further notice.\n\nYours "
                    "faithfully\nBarlow Solicitors LLP\n",
                ),
            ),
        ),
        Doc(
            "Transaction/Disclosure Letter.docx",
            _docx(
                "Disclosure Letter",
                "From: the Sellers. To: Greyfriars Bidco Limited. Relating to the sale of "
                "the entire issued share capital of Ashcombe Joinery Limited.",
                "Warranty 14.1 (Litigation): Save as disclosed below, the Company is not "
                "engaged in any litigation, and no claim has been threatened in writing "
                "against it.",
                "Specific disclosure against Warranty 14.1: nothing further to disclose.",
            ),
        ),
        Doc(
            "Transaction/Disclosure Letter.docx",
            _docx(
                "Disclosure Letter",
                "From: the Sellers. To: Greyfriars Bidco Limited. Relating to the sale of "
                "the entire issued share capital of Ashcombe Joinery Limited.",
                "Warranty 14.1 (Litigation): Save as disclosed below, the Company is not "
                "engaged in any litigation, and no claim has been threatened in writing "
                "against it.",
                "Specific disclosure against Warranty 14.1: the letter before claim from "
                "Barlow Solicitors LLP on behalf of Tennant Developments Ltd claiming "
                "£285,000 for the windows at Mill Lane, Harrogate, a copy of which is in the "
                "data room, is disclosed.",
            ),
        ),
        (
            "Transaction/Disclosure Letter.docx",
            "Legal/Letter before claim - Tennant Developments.eml",
        ),
    ),
    Case(
        "D3",
        "disclosure schedule",
        "AU",
        (
            Doc(
                "Property/Lease - Factory 2 Ringwood.docx",
                _docx(
                    "Lease of Factory 2, 33 Ringwood Road",
                    "Landlord: Tarrant Nominees Pty Ltd as trustee for the Tarrant Family Trust, "
                    "a company of which Joanne Tarrant, the managing director of the Tenant, is "
                    "the sole director and shareholder.",
                    "Tenant: Paperbark Furniture Pty Ltd. Rent: $310,000 a year. Term: 15 years "
                    "from 1 January 2023.",
                ),
            ),
        ),
        Doc(
            "Transaction/Disclosure Schedule.md",
            "# Disclosure Schedule\n\nSeller: Goanna Holdings Pty Ltd. Company: Paperbark "
            "Furniture Pty Ltd.\n\n## Part 6 - Related party arrangements\n\nWarranty "
            "8.3 (no arrangements between the Company and any Seller, director or "
            "their associates other than employment): there are no such "
            "arrangements.\n",
        ),
        Doc(
            "Transaction/Disclosure Schedule.md",
            "# Disclosure Schedule\n\nSeller: Goanna Holdings Pty Ltd. Company: Paperbark "
            "Furniture Pty Ltd.\n\n## Part 6 - Related party arrangements\n\nWarranty 8.3 "
            "(no arrangements between the Company and any Seller, director or their "
            "associates other than employment): the Company leases Factory 2, 33 Ringwood "
            "Road from Tarrant Nominees Pty Ltd, a company controlled by the managing "
            "director Joanne Tarrant, at $310,000 a year for 15 years from 1 January 2023; "
            "a copy of the lease is in the data room.\n",
        ),
        (
            "Transaction/Disclosure Schedule.md",
            "Property/Lease - Factory 2 Ringwood.docx",
        ),
    ),
    # -- covenants against the reported figures ---------------------------------------------
    Case(
        "V1",
        "covenant",
        "UK",
        (
            Doc(
                "Finance/Facilities Agreement - Caxton Bank.docx",
                _docx(
                    "Senior Facilities Agreement",
                    "Borrower: Linthorpe Engineering Limited. Lender: Caxton Bank plc.",
                    "24.2 Financial condition. The Borrower shall ensure that Leverage in "
                    "respect of each Relevant Period does not exceed 3.00:1.",
                    '"Leverage" means, in respect of any Relevant Period, the ratio of Total '
                    "Net Debt on the last day of that Relevant Period to EBITDA in respect of "
                    "that Relevant Period.",
                ),
            ),
        ),
        Doc(
            "Finance/Management accounts Q3 2025.xlsx",
            {
                "Summary": [
                    ["Linthorpe Engineering Limited", "12 months to 30 Sep 2025 (GBP 000)"],
                    ["Revenue", 48200],
                    ["EBITDA", 5100],
                    ["Total net debt at 30 Sep 2025", 18600],
                    ["Headcount", 312],
                ]
            },
        ),
        Doc(
            "Finance/Management accounts Q3 2025.xlsx",
            {
                "Summary": [
                    ["Linthorpe Engineering Limited", "12 months to 30 Sep 2025 (GBP 000)"],
                    ["Revenue", 48200],
                    ["EBITDA", 6900],
                    ["Total net debt at 30 Sep 2025", 18600],
                    ["Headcount", 312],
                ]
            },
        ),
        (
            "Finance/Facilities Agreement - Caxton Bank.docx",
            "Finance/Management accounts Q3 2025.xlsx",
        ),
    ),
    Case(
        "V2",
        "covenant",
        "US",
        (
            Doc(
                "Finance/Credit Agreement - Firstgate Bank.docx",
                _docx(
                    "Credit Agreement",
                    "Borrower: Sagebrush Outdoor Holdings, Inc. Administrative Agent: "
                    "Firstgate Bank, N.A.",
                    "Section 7.11(b) Fixed Charge Coverage Ratio. The Borrower will not permit "
                    "the Fixed Charge Coverage Ratio, as of the last day of any fiscal quarter, "
                    "to be less than 1.25 to 1.00.",
                ),
            ),
        ),
        Doc(
            "Finance/Email - Q2 covenant numbers.eml",
            _eml(
                "controller@sagebrushoutdoor.example",
                "cfo@sagebrushoutdoor.example",
                "Q2 covenant numbers",
                "Kate,\n\nI've finished the quarter-end package for the quarter ended June "
                "30, 2025. Fixed charge coverage came in at 1.08x on a trailing twelve month "
                "basis, mainly because of the new distribution center lease. Total leverage "
                "was 2.9x.\n\nMark\n",
            ),
        ),
        Doc(
            "Finance/Email - Q2 covenant numbers.eml",
            _eml(
                "controller@sagebrushoutdoor.example",
                "cfo@sagebrushoutdoor.example",
                "Q2 covenant numbers",
                "Kate,\n\nI've finished the quarter-end package for the quarter ended June "
                "30, 2025. Fixed charge coverage came in at 1.41x on a trailing twelve month "
                "basis, even with the new distribution center lease. Total leverage was "
                "2.9x.\n\nMark\n",
            ),
        ),
        (
            "Finance/Credit Agreement - Firstgate Bank.docx",
            "Finance/Email - Q2 covenant numbers.eml",
        ),
    ),
    Case(
        "V3",
        "covenant",
        "AU",
        (
            Doc(
                "Finance/Facility Agreement - Banksia Bank.docx",
                _docx(
                    "Facility Agreement",
                    "Borrower: Kookaburra Cold Storage Pty Ltd. Financier: Banksia Bank Limited.",
                    "18.4 Capital expenditure. The Borrower must ensure that the aggregate "
                    "Capital Expenditure of the Group in any Financial Year does not exceed "
                    "A$4,500,000.",
                ),
            ),
        ),
        Doc(
            "Corporate/Board minutes - 26 August 2025.docx",
            _docx(
                "Kookaburra Cold Storage Pty Ltd - Minutes of Directors' Meeting",
                "26 August 2025.",
                "4. FY2025 results. The CFO presented the accounts for the year ended 30 "
                "June 2025: revenue of $61.2 million, EBITDA of $9.8 million and capital "
                "expenditure of $6.35 million, principally on the new freezer hall at "
                "Laverton.",
            ),
        ),
        Doc(
            "Corporate/Board minutes - 26 August 2025.docx",
            _docx(
                "Kookaburra Cold Storage Pty Ltd - Minutes of Directors' Meeting",
                "26 August 2025.",
                "4. FY2025 results. The CFO presented the accounts for the year ended 30 "
                "June 2025: revenue of $61.2 million, EBITDA of $9.8 million and capital "
                "expenditure of $3.95 million, principally on the new freezer hall at "
                "Laverton.",
            ),
        ),
        (
            "Finance/Facility Agreement - Banksia Bank.docx",
            "Corporate/Board minutes - 26 August 2025.docx",
        ),
    ),
)


def build_case(root: Path, case: Case, contradicting: bool) -> Path:
    """One case as its own room under ``root``: the shared documents and the contradicting
    or the consistent version of the document that differs."""
    for doc in (*case.docs, case.contra if contradicting else case.control):
        write_doc(root, doc)
    return root


def _live(findings: list[dict]) -> list[dict]:
    return [f for f in findings if f.get("severity") != "info" and f.get("status") != "rejected"]


def verdict(findings: list[dict], case: Case, contradicting: bool) -> str:
    """ "risk" when a finding above info cites both documents of the pair (verified citations,
    for the contradicting version; any, for the control), "one side" when findings above info
    cite only one of them or each on its own, "none" when none cites either."""
    live = _live(findings)

    def paths(f: dict) -> set[str]:
        return {
            c.get("path")
            for c in f.get("citations") or []
            if c.get("verified") or not contradicting
        }

    if any(set(case.pair) <= paths(f) for f in live):
        return "risk"
    if any(set(case.pair) & paths(f) for f in live):
        return "one side"
    return "none"


def ok(case: Case, contradicting: bool, got: str) -> bool:
    return got == "risk" if contradicting else got != "risk"


def review_case(root: Path, case: Case, contradicting: bool) -> str:
    """Build the case's room under ``root``, review it with the real run (index on disk,
    playbook, offline reviewer) and return its verdict."""
    import contextlib
    import io

    from diligence_tui import cli
    from tests.rooms.score import findings_of

    room = build_case(root / "room", case, contradicting)
    run_dir = root / "run"
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        code = cli.main(["run", str(room), "--out", str(run_dir), "--json"])
    if code != 0:
        raise RuntimeError(f"the run of {case.id} failed ({code})")
    return verdict(findings_of(run_dir), case, contradicting)
