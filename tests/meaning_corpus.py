"""A room of look-alikes in fresh wording (tests/test_offline_resolution_meaning.py,
bench/resolution_meaning.py): pairs of a document that raises a matter which reads like a risk
and another document that resolves it (settled, released or discharged, withdrawn, waived,
consented, cured, expired, superseded or restated, terminated), in UK, US, Irish and Australian
drafting; and the unresolved versions that must stay risks (an offer not accepted, a draft
waiver, a consent asked for and not given, a waiver of another period, a partial release, a
settlement of another claim of the same party or of another party's claim).

The wording is written for this corpus; it comes from none of the sample rooms' templates
and none of the tuned rooms. Each matter is written to its own counterparty, so one matter's
resolution can only reach another through the matter's own words."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from diligence_tui import docwriters


@dataclass(frozen=True)
class Doc:
    path: str
    body: Any  # docx blocks, pdf pages, eml (sender, to, subject, body), xlsx sheets, md text


@dataclass(frozen=True)
class Matter:
    id: str
    frame: str  # what resolves it ("" for an unresolved matter)
    resolved: bool
    raising: Doc
    needle: str  # words of the raising passage a finding about the matter quotes
    others: tuple[Doc, ...]
    drafting: str  # UK, US, IE, AU
    # the raising document as it reads without its own resolving words (a matter resolved in
    # the same document), written in the control run instead of ``raising``
    alone: Doc | None = None


def _docx(title: str, *paras: str) -> list[tuple]:
    return [("h1", title), *[("p", p) for p in paras]]


MATTERS: tuple[Matter, ...] = (
    # -- settled -----------------------------------------------------------------------------
    Matter(
        "S1",
        "settled",
        True,
        Doc(
            "Legal/Letter of Claim - Thornbury Haulage.docx",
            _docx(
                "Letter of Claim",
                "Our client, Thornbury Haulage Limited, claims £640,000 from Vellacott Foods "
                "Limited for unpaid haulage invoices and has issued proceedings in the County "
                "Court at Bristol under claim number K10BS482.",
            ),
        ),
        "claims £640,000",
        (
            Doc(
                "Legal/Settlement Agreement - Thornbury Haulage.pdf",
                [
                    "SETTLEMENT AGREEMENT\n\nBetween Thornbury Haulage Limited and Vellacott "
                    "Foods Limited.\n\nThe parties have compromised the claim brought under "
                    "claim number K10BS482. Thornbury Haulage accepts the payment of £310,000 "
                    "in full and final settlement of all claims it has or may have against "
                    "Vellacott Foods, and will file a consent order dismissing the claim."
                ],
            ),
        ),
        "UK",
    ),
    Matter(
        "S2",
        "settled",
        True,
        Doc(
            "Legal/Complaint - Delacroix Freight.pdf",
            [
                "UNITED STATES DISTRICT COURT, DISTRICT OF NEW JERSEY\n\nDelacroix Freight LLC v. "
                "Vellacott Foods, Inc., Case No. 2:24-cv-01187.\n\nPlaintiff Delacroix Freight "
                "LLC filed suit against the Company alleging breach of contract and seeking "
                "damages of $1,250,000 plus attorneys' fees."
            ],
        ),
        "filed suit",
        (
            Doc(
                "Legal/Email - Delacroix Freight dismissal.eml",
                (
                    "counsel@hartwellpierce.example",
                    "legal@vellacott.example",
                    "Delacroix Freight v. Vellacott - Case No. 2:24-cv-01187",
                    "Team,\n\nDelacroix Freight and the Company executed the settlement "
                    "agreement on May 9, 2025 and the $400,000 settlement payment was wired the "
                    "same day. A stipulation of dismissal with prejudice of Case No. "
                    "2:24-cv-01187 was filed on May 12, 2025 and the court closed the case.\n\n"
                    "Regards,\nHartwell Pierce LLP\n",
                ),
            ),
        ),
        "US",
    ),
    # -- released / discharged -----------------------------------------------------------------
    Matter(
        "R1",
        "released",
        True,
        Doc(
            "Finance/Parent Company Guarantee - Kinvara Bank.docx",
            _docx(
                "Guarantee and Indemnity",
                "In consideration of Kinvara Bank plc making facilities available to the "
                "Borrower, Ardmore Holdings Limited irrevocably and unconditionally guarantees "
                "to Kinvara Bank plc the punctual payment of all sums owing by the Borrower.",
            ),
        ),
        "guarantees",
        (
            Doc(
                "Finance/Letter - Kinvara Bank guarantee.eml",
                (
                    "securities@kinvarabank.example",
                    "treasury@ardmore.example",
                    "Guarantee given by Ardmore Holdings Limited",
                    "Dear Sirs\n\nThe facilities have been repaid. We confirm that the "
                    "guarantee given by Ardmore Holdings Limited in favour of Kinvara Bank plc "
                    "has been released and the original is returned to you for cancellation.\n\n"
                    "Yours faithfully\nKinvara Bank plc\n",
                ),
            ),
        ),
        "UK",
    ),
    Matter(
        "R2",
        "released",
        True,
        Doc(
            "Finance/Debenture - Shannonside Bank.pdf",
            [
                "DEBENTURE\n\nDated 14 February 2019 between Corrib Valley Foods DAC and "
                "Shannonside Bank DAC.\n\nAs continuing security for the Secured Liabilities the "
                "Company creates in favour of Shannonside Bank DAC a fixed and floating charge "
                "over all its land, plant, undertaking and assets."
            ],
        ),
        "fixed and floating charge",
        (
            Doc(
                "Finance/Deed of Release - Shannonside Bank.docx",
                _docx(
                    "Deed of Release",
                    "This Deed is made by Shannonside Bank DAC in favour of Corrib Valley Foods "
                    "DAC.",
                    "Shannonside Bank DAC hereby unconditionally and irrevocably releases and "
                    "discharges the fixed and floating charges created by the Debenture dated 14 "
                    "February 2019, and reassigns to the Company all of the assets charged by it.",
                ),
            ),
        ),
        "IE",
    ),
    Matter(
        "R3",
        "released",
        True,
        Doc(
            "Finance/PPSR Search - Wirraway Engineering.pdf",
            [
                "PERSONAL PROPERTY SECURITIES REGISTER - SEARCH RESULT\n\nGrantor: Wirraway "
                "Engineering Pty Ltd\n\nRegistration 201905140033817: secured party Murrumbidgee "
                "Finance Pty Ltd holds a security interest in all present and after-acquired "
                "property of the grantor. Status: Current."
            ],
        ),
        "security interest",
        (
            Doc(
                "Finance/Letter - Murrumbidgee Finance.eml",
                (
                    "settlements@murrumbidgee.example",
                    "cfo@wirraway.example",
                    "Payout of facility - Wirraway Engineering Pty Ltd",
                    "Dear Ms Nguyen\n\nThe facility has been paid out in full. Murrumbidgee "
                    "Finance Pty Ltd has discharged PPSR registration 201905140033817 against "
                    "Wirraway Engineering Pty Ltd; the verification statement is attached to "
                    "our email.\n\nKind regards\nMurrumbidgee Finance Pty Ltd\n",
                ),
            ),
        ),
        "AU",
    ),
    Matter(
        "R4",
        "released",
        True,
        Doc(
            "Finance/UCC Search - Keystone Capital.pdf",
            [
                "UCC SEARCH REPORT - DELAWARE DEPARTMENT OF STATE\n\nDebtor: Brightwater "
                "Analytics, Inc.\n\nFinancing statement No. 2021 4455817 filed March 3, 2021 by "
                "secured party Keystone Capital LLC, covering all assets of the Debtor. A "
                "security interest in all assets remains of record."
            ],
        ),
        "all assets",
        (
            Doc(
                "Finance/UCC-3 Termination - Keystone Capital.pdf",
                [
                    "UCC FINANCING STATEMENT AMENDMENT (FORM UCC3)\n\nInitial financing "
                    "statement file No. 2021 4455817.\n\nTERMINATION: Effectiveness of the "
                    "financing statement identified above is terminated with respect to the "
                    "security interest of the secured party Keystone Capital LLC authorizing "
                    "this termination statement. Debtor: Brightwater Analytics, Inc. Filed "
                    "August 20, 2025."
                ],
            ),
        ),
        "US",
    ),
    # -- withdrawn -------------------------------------------------------------------------------
    Matter(
        "W1",
        "withdrawn",
        True,
        Doc(
            "Legal/Statement of Claim - Billabong Pastoral.pdf",
            [
                "FEDERAL COURT OF AUSTRALIA - NSD 1182 of 2024\n\nBillabong Pastoral Pty Ltd "
                "(Applicant) v Wirraway Engineering Pty Ltd (Respondent).\n\nThe Applicant "
                "commenced this proceeding on 3 May 2024 and claims damages of $2,100,000 for misleading or deceptive conduct in "
                "connection with the supply of irrigation pumps."
            ],
        ),
        "claims damages",
        (
            Doc(
                "Legal/Notice of Discontinuance - Billabong Pastoral.docx",
                _docx(
                    "Notice of Discontinuance",
                    "Federal Court of Australia, NSD 1182 of 2024. Billabong Pastoral Pty Ltd v "
                    "Wirraway Engineering Pty Ltd.",
                    "The Applicant, Billabong Pastoral Pty Ltd, discontinues the whole of this "
                    "proceeding against the Respondent, with no order as to costs.",
                ),
            ),
        ),
        "AU",
    ),
    Matter(
        "W2",
        "withdrawn",
        True,
        Doc(
            "Legal/Statutory Demand - Fenwick Plant Hire.pdf",
            [
                "STATUTORY DEMAND UNDER SECTION 123(1)(a) INSOLVENCY ACT 1986\n\nFenwick Plant "
                "Hire Limited demands payment by Vellacott Foods Limited of £86,400 due for plant "
                "hire. If the debt is not paid within 21 days Fenwick Plant Hire Limited may "
                "present a winding-up petition and commence proceedings against the Company."
            ],
        ),
        "demands payment",
        (
            Doc(
                "Legal/Letter - Fenwick Plant Hire.md",
                "# Fenwick Plant Hire Limited\n\nTo: Vellacott Foods Limited\n\nDear Sirs\n\n"
                "Following receipt of your payment of £86,400, the statutory demand served by "
                "Fenwick Plant Hire Limited on 2 June 2025 is withdrawn and no petition will be "
                "presented.\n\nYours faithfully\n",
            ),
        ),
        "UK",
    ),
    # -- waived ----------------------------------------------------------------------------------
    Matter(
        "V1",
        "waived",
        True,
        Doc(
            "Finance/Notice of Default - Calloway Bank.docx",
            _docx(
                "Notice of Event of Default",
                "Calloway Bank plc gives notice to Vellacott Foods Limited that an Event of "
                "Default has occurred under clause 22.3 of the Facility Agreement because "
                "Leverage for the Relevant Period ending 30 June 2025 exceeded 3.50:1.",
            ),
        ),
        "Event of Default",
        (
            Doc(
                "Finance/Waiver Letter - Calloway Bank.pdf",
                [
                    "Calloway Bank plc\n\nTo: Vellacott Foods Limited\n\nFacility Agreement - "
                    "waiver\n\nThe Lender hereby waives the Event of Default under clause 22.3 "
                    "of the Facility Agreement arising from Leverage for the Relevant Period "
                    "ending 30 June 2025. This waiver is given for that Relevant Period only."
                ],
            ),
        ),
        "UK",
    ),
    # -- consented -------------------------------------------------------------------------------
    Matter(
        "C1",
        "consented",
        True,
        Doc(
            "Commercial/Supply Agreement - Pelham Retail.docx",
            _docx(
                "Supply Agreement",
                "14. Change of control. If there is a change of control of the Supplier, Pelham "
                "Retail Limited may terminate this Agreement with immediate effect by notice.",
            ),
        ),
        "change of control",
        (
            Doc(
                "Commercial/Email - Pelham Retail consent.eml",
                (
                    "commercial.director@pelham.example",
                    "ceo@vellacott.example",
                    "Proposed sale of Vellacott Foods",
                    "Dear Tom\n\nThank you for telling us about the proposed sale of Vellacott "
                    "Foods to Northwind Capital. Pelham Retail Limited confirms its consent to "
                    "the change of control for the purposes of clause 14 of the Supply "
                    "Agreement.\n\nBest wishes\nPelham Retail Limited\n",
                ),
            ),
        ),
        "UK",
    ),
    Matter(
        "C2",
        "consented",
        True,
        Doc(
            "Commercial/License Agreement - Redwood Geodata.pdf",
            [
                "SOFTWARE LICENSE AGREEMENT\n\nRedwood Geodata, Inc. and Brightwater Analytics, "
                "Inc.\n\n9. Assignment. Licensee shall not assign or transfer this Agreement, by "
                "operation of law or otherwise, without the prior written consent of Redwood "
                "Geodata, Inc."
            ],
        ),
        "shall not assign",
        (
            Doc(
                "Commercial/Consent - Redwood Geodata.docx",
                _docx(
                    "Consent to Assignment",
                    "Redwood Geodata, Inc. refers to Section 9 of the Software License Agreement "
                    "with Brightwater Analytics, Inc.",
                    "Consent is hereby given by Redwood Geodata, Inc. to the assignment of the "
                    "Software License Agreement to Harbor Point Acquisition Corp. on the closing "
                    "of the merger.",
                ),
            ),
        ),
        "US",
    ),
    # -- cured -----------------------------------------------------------------------------------
    Matter(
        "K1",
        "cured",
        True,
        Doc(
            "Property/Notice of Breach - Liffey Quay Estates.eml",
            (
                "agent@liffeyquay.example",
                "facilities@corrib.example",
                "Unit 3, Liffey Quay - notice of breach",
                "Dear Sir\n\nLiffey Quay Estates DAC gives notice that Corrib Valley Foods DAC "
                "is in breach of clause 4.2 of the Lease (repair of the roof), and has served "
                "this notice; the Landlord claims damages of €45,000 for the breach. If the breach is not "
                "put right within 60 days the Landlord reserves its right to forfeit.\n\nLiffey Quay Estates DAC\n",
            ),
        ),
        "claims damages",
        (
            Doc(
                "Property/Letter - Liffey Quay Estates.pdf",
                [
                    "Liffey Quay Estates DAC\n\nTo: Corrib Valley Foods DAC\n\nUnit 3, Liffey "
                    "Quay\n\nWe have inspected the roof. The breach of clause 4.2 of the Lease "
                    "notified to you has been made good to our satisfaction and the Landlord "
                    "will take no further action."
                ],
            ),
        ),
        "IE",
    ),
    # -- expired ---------------------------------------------------------------------------------
    Matter(
        "E1",
        "expired",
        True,
        Doc(
            "Commercial/Distribution Agreement - Coorong Wines.docx",
            _docx(
                "Distribution Agreement",
                "Coorong Wines Pty Ltd appoints Wirraway Engineering Pty Ltd as its exclusive "
                "distributor of the Products in South Australia and shall not appoint any other "
                "distributor in the Territory during the Term.",
            ),
        ),
        "exclusive",
        (
            Doc(
                "Commercial/Email - Coorong Wines.eml",
                (
                    "gm@coorongwines.example",
                    "sales@wirraway.example",
                    "Distribution arrangements",
                    "Hi Dave\n\nAs discussed, the Distribution Agreement between Coorong Wines "
                    "Pty Ltd and Wirraway Engineering Pty Ltd expired by effluxion of time on 30 "
                    "June 2024 and neither party renewed it.\n\nCheers\nCoorong Wines\n",
                ),
            ),
        ),
        "AU",
    ),
    # -- superseded / amended and restated ---------------------------------------------------------
    Matter(
        "U1",
        "superseded",
        True,
        Doc(
            "Commercial/Reseller Agreement - Sable Systems 2021.pdf",
            [
                "RESELLER AGREEMENT dated April 6, 2021 between Sable Systems, Inc. and "
                "Brightwater Analytics, Inc.\n\n12. Most Favored Customer. If Brightwater offers "
                "any other reseller more favorable prices, Brightwater shall promptly offer the "
                "same prices to Sable Systems."
            ],
        ),
        "more favorable",
        (
            Doc(
                "Commercial/Amended and Restated Reseller Agreement - Sable Systems.docx",
                _docx(
                    "Amended and Restated Reseller Agreement",
                    "This Amended and Restated Reseller Agreement is made on September 1, 2024 "
                    "between Sable Systems, Inc. and Brightwater Analytics, Inc.",
                    "This Agreement amends, restates and supersedes in its entirety the Reseller "
                    "Agreement between the parties dated April 6, 2021, which shall have no "
                    "further force or effect.",
                ),
            ),
        ),
        "US",
    ),
    # -- terminated ------------------------------------------------------------------------------
    Matter(
        "T1",
        "terminated",
        True,
        Doc(
            "Commercial/Agency Agreement - Marlow Brokers.docx",
            _docx(
                "Agency Agreement",
                "7. During the term of this agreement the Principal shall not, directly or "
                "indirectly, compete with Marlow Brokers Limited in the United Kingdom or solicit "
                "its customers.",
            ),
        ),
        "compete",
        (
            Doc(
                "Commercial/Mutual Termination - Marlow Brokers.pdf",
                [
                    "Marlow Brokers Limited and Vellacott Foods Limited\n\nThe parties have "
                    "agreed to bring the Agency Agreement to an end. The Agency Agreement was "
                    "terminated by mutual agreement with effect from 1 May 2025 and neither party "
                    "has any further obligation under it, including under clause 7."
                ],
            ),
        ),
        "UK",
    ),
    Matter(
        "K2",
        "cured",
        True,
        Doc(
            "Legal/Demand Letter - Ironwood Supply.pdf",
            [
                "IRONWOOD SUPPLY CO.\n\nTo: Brightwater Analytics, Inc.\n\nIronwood Supply Co. "
                "has served this demand letter alleging a breach of Section 8.2 of the Supply "
                "Agreement (late payment) and claims damages of $300,000."
            ],
        ),
        "demand letter",
        (
            Doc(
                "Legal/Email - Ironwood Supply.eml",
                (
                    "ar@ironwood.example",
                    "legal@brightwater.example",
                    "Section 8.2 of the Supply Agreement",
                    "Hello,\n\nThe arrears have been paid. The breach described in our demand "
                    "letter has been remedied to our satisfaction and Ironwood Supply Co. "
                    "considers the matter closed.\n\nIronwood Supply Co.\n",
                ),
            ),
        ),
        "US",
    ),
    Matter(
        "C3",
        "consented",
        True,
        Doc(
            "Commercial/Licence Agreement - Kookaburra Software.docx",
            _docx(
                "Licence Agreement",
                "11. If a change of control of the Licensee occurs, Kookaburra Software Pty Ltd "
                "may terminate this agreement by written notice to the Licensee.",
            ),
        ),
        "change of control",
        (
            Doc(
                "Commercial/Letter - Kookaburra Software.pdf",
                [
                    "Kookaburra Software Pty Ltd\n\nTo: Wirraway Engineering Pty Ltd\n\nFor the "
                    "purposes of clause 11 of the Licence Agreement, Kookaburra Software Pty Ltd "
                    "hereby consents to the change in control of Wirraway Engineering Pty Ltd "
                    "resulting from its acquisition by Harbour Point Capital."
                ],
            ),
        ),
        "AU",
    ),
    Matter(
        "V2",
        "waived",
        True,
        Doc(
            "Finance/Notice of Default - Tolka Bank.docx",
            _docx(
                "Notice",
                "Tolka Bank DAC notifies Corrib Valley Foods DAC that an Event of Default has "
                "occurred under clause 19.1 of the Facility Agreement: the audited accounts for "
                "the financial year ended 31 December 2024 were not delivered within 120 days.",
            ),
        ),
        "Event of Default",
        (
            Doc(
                "Finance/Email - Tolka Bank waiver.eml",
                (
                    "credit@tolkabank.example",
                    "finance@corrib.example",
                    "Audited accounts - financial year ended 31 December 2024",
                    "Dear Siobhan\n\nTolka Bank DAC waives the Event of Default under clause "
                    "19.1 arising from the late delivery of the audited accounts for the "
                    "financial year ended 31 December 2024, which we have now received.\n\n"
                    "Tolka Bank DAC\n",
                ),
            ),
        ),
        "IE",
    ),
    Matter(
        "S4",
        "settled",
        True,
        Doc(
            "Legal/Plenary Summons - Blackwater Marine.pdf",
            [
                "THE HIGH COURT - Record No. 2023/5521P\n\nBlackwater Marine Limited (Plaintiff) "
                "and Corrib Valley Foods DAC (Defendant).\n\nThe Plaintiff issued proceedings by "
                "plenary summons and claims damages of €410,000 for breach of a charter agreement."
            ],
        ),
        "claims damages",
        (
            Doc(
                "Legal/Terms of Settlement - Blackwater Marine.docx",
                _docx(
                    "Terms of Settlement",
                    "Blackwater Marine Limited v Corrib Valley Foods DAC, Record No. 2023/5521P.",
                    "The within proceedings are hereby settled on the following terms: the "
                    "Defendant shall pay €150,000 to the Plaintiff and the proceedings shall be "
                    "struck out with no order as to costs.",
                ),
            ),
        ),
        "IE",
    ),
    Matter(
        "W3",
        "withdrawn",
        True,
        Doc(
            "Legal/Letter - Wage and Hour Division.pdf",
            [
                "U.S. DEPARTMENT OF LABOR, WAGE AND HOUR DIVISION\n\nTo: Brightwater Analytics, "
                "Inc.\n\nThe U.S. Department of Labor has commenced an investigation into the "
                "overtime practices of Brightwater Analytics, Inc. under the Fair Labor "
                "Standards Act, Case ID 1987462."
            ],
        ),
        "investigation",
        (
            Doc(
                "Legal/Email - Wage and Hour Division closing.eml",
                (
                    "whd.investigator@dol.example",
                    "hr@brightwater.example",
                    "Case ID 1987462 - Brightwater Analytics, Inc.",
                    "Dear Ms. Alvarez,\n\nThe Wage and Hour Division has concluded its review "
                    "under Case ID 1987462, found no violations, and will take no further "
                    "action. The case is closed.\n\nWage and Hour Division\n",
                ),
            ),
        ),
        "US",
    ),
    Matter(
        "U2",
        "superseded",
        True,
        Doc(
            "Commercial/Supply Agreement - Hollins Packaging.docx",
            _docx(
                "Supply Agreement",
                "9. Most favoured customer. If the Supplier offers more favourable prices to any "
                "other customer, it shall offer the same prices to Hollins Packaging Limited.",
            ),
        ),
        "more favourable",
        (
            Doc(
                "Commercial/Deed of Variation - Hollins Packaging.pdf",
                [
                    "DEED OF VARIATION between Vellacott Foods Limited and Hollins Packaging "
                    "Limited, supplemental to the Supply Agreement.\n\nWith effect from 1 "
                    "January 2025 clause 9 (Most favoured customer) of the Supply Agreement is "
                    "deleted in its entirety and shall have no further effect."
                ],
            ),
        ),
        "UK",
    ),
    Matter(
        "E2",
        "expired",
        True,
        Doc(
            "Commercial/Distribution Agreement - Lakeshore Medical.pdf",
            [
                "EXCLUSIVE DISTRIBUTION AGREEMENT between Brightwater Analytics, Inc. and "
                "Lakeshore Medical Supply, LLC.\n\n3. Exclusivity. During the Term, Brightwater "
                "shall not appoint any other distributor of the Products in Illinois and Lakeshore "
                "shall be its exclusive distributor there."
            ],
        ),
        "exclusive distributor",
        (
            Doc(
                "Commercial/Email - Lakeshore Medical.eml",
                (
                    "vp.sales@brightwater.example",
                    "deals@harborpoint.example",
                    "Lakeshore Medical distribution",
                    "Hi all,\n\nFor the diligence file: the distribution agreement with "
                    "Lakeshore Medical Supply, LLC lapsed on March 31, 2024 when its initial term "
                    "ended, and neither side renewed it.\n\nBest,\nJordan\n",
                ),
            ),
        ),
        "US",
    ),
    Matter(
        "T2",
        "terminated",
        True,
        Doc(
            "Commercial/Supply Agreement - Eucalypt Foods.docx",
            _docx(
                "Supply Agreement",
                "6. Minimum quantity. Wirraway Engineering Pty Ltd must purchase a minimum of "
                "40,000 units from Eucalypt Foods Pty Ltd in each Contract Year and must pay for "
                "any shortfall at the Contract Price.",
            ),
        ),
        "minimum of",
        (
            Doc(
                "Commercial/Termination Letter - Eucalypt Foods.eml",
                (
                    "legal@eucalypt.example",
                    "md@wirraway.example",
                    "Supply Agreement - Eucalypt Foods Pty Ltd",
                    "Dear Dave\n\nFurther to the notice given on 1 March 2025, the Supply "
                    "Agreement between Eucalypt Foods Pty Ltd and Wirraway Engineering Pty Ltd "
                    "terminated on 31 March 2025 and no minimum quantities are payable after that "
                    "date.\n\nEucalypt Foods Pty Ltd\n",
                ),
            ),
        ),
        "AU",
    ),
    Matter(
        "R5",
        "released",
        True,
        Doc(
            "Finance/Deed of Guarantee - Brackley Finance.pdf",
            [
                "DEED OF GUARANTEE dated 3 June 2021\n\nHambleton Group Limited guarantees to "
                "Brackley Finance Limited the due payment of all amounts owing by Vellacott Foods "
                "Limited under the Asset Finance Agreement."
            ],
        ),
        "guarantees",
        (
            Doc(
                "Finance/Deed of Release - Brackley Finance.docx",
                _docx(
                    "Deed of Release",
                    "Brackley Finance Limited releases Hambleton Group Limited from all its "
                    "obligations and liabilities under the Deed of Guarantee dated 3 June 2021.",
                ),
            ),
        ),
        "UK",
    ),
    # -- the unresolved versions: each must stay a risk ------------------------------------------
    Matter(
        "X1",
        "",
        False,
        Doc(
            "Legal/Letter of Claim - Granger Tiles.docx",
            _docx(
                "Letter of Claim",
                "Our client, Granger Tiles Limited, claims £520,000 from Vellacott Foods Limited "
                "for defective flooring and has issued proceedings in the High Court.",
            ),
        ),
        "claims £520,000",
        (
            Doc(
                "Legal/Without Prejudice Offer - Granger Tiles.eml",
                (
                    "litigation@vellacott.example",
                    "solicitors@grangertiles.example",
                    "Without prejudice save as to costs",
                    "Dear Sirs\n\nWithout prejudice, Vellacott Foods Limited offers £200,000 in "
                    "full and final settlement of the claim brought by Granger Tiles Limited. "
                    "The offer remains open for 21 days; your client has not accepted it.\n\n"
                    "Yours faithfully\n",
                ),
            ),
        ),
        "UK",
    ),
    Matter(
        "X2",
        "",
        False,
        Doc(
            "Finance/Notice of Default - Bellhaven Bank.pdf",
            [
                "Bellhaven Bank, N.A.\n\nTo: Brightwater Analytics, Inc.\n\nAn Event of Default "
                "has occurred under Section 7.1 of the Credit Agreement because the Fixed Charge "
                "Coverage Ratio for the fiscal quarter ended March 31, 2025 was below 1.20:1.00."
            ],
        ),
        "Event of Default",
        (
            Doc(
                "Finance/DRAFT Waiver - Bellhaven Bank.docx",
                _docx(
                    "DRAFT - NOT FOR SIGNATURE",
                    "Draft for discussion only; not yet agreed by the Bank's credit committee.",
                    "Bellhaven Bank, N.A. waives the Event of Default under Section 7.1 of the "
                    "Credit Agreement for the fiscal quarter ended March 31, 2025.",
                ),
            ),
        ),
        "US",
    ),
    Matter(
        "X3",
        "",
        False,
        Doc(
            "Commercial/Supply Agreement - Oakridge Stores.docx",
            _docx(
                "Supply Agreement",
                "15. Change of control. If there is a change of control of the Supplier, "
                "Oakridge Stores Limited may terminate this Agreement on 30 days' notice.",
            ),
        ),
        "change of control",
        (
            Doc(
                "Commercial/Email - Oakridge Stores.eml",
                (
                    "ceo@vellacott.example",
                    "buying@oakridge.example",
                    "Proposed sale of Vellacott Foods",
                    "Dear Anna\n\nWe would be grateful for Oakridge Stores Limited's consent to "
                    "the change of control under clause 15 of the Supply Agreement. We await "
                    "your reply; consent has not yet been given.\n\nTom\n",
                ),
            ),
        ),
        "UK",
    ),
    Matter(
        "X4",
        "",
        False,
        Doc(
            "Finance/Compliance Certificate - Tallis Bank December 2025.pdf",
            [
                "COMPLIANCE CERTIFICATE\n\nTo: Tallis Bank plc\n\nFrom: Vellacott Foods Limited\n\n"
                "We confirm that for the Relevant Period ending 31 December 2025 Interest Cover "
                "was 2.1:1, below the minimum of 3.0:1 under clause 21.2, and an Event of "
                "Default has occurred and is continuing."
            ],
        ),
        "Event of Default",
        (
            Doc(
                "Finance/Waiver Letter - Tallis Bank.docx",
                _docx(
                    "Waiver Letter",
                    "Tallis Bank plc to Vellacott Foods Limited.",
                    "The Lender hereby waives the Event of Default under clause 21.2 arising from "
                    "Interest Cover for the Relevant Period ending 30 September 2025 only. This "
                    "waiver does not extend to any other Relevant Period.",
                ),
            ),
        ),
        "UK",
    ),
    Matter(
        "X5",
        "",
        False,
        Doc(
            "Finance/Mortgage Debenture - Tamar Bank.pdf",
            [
                "MORTGAGE DEBENTURE dated 2 March 2020 between Vellacott Foods Limited and Tamar "
                "Bank plc.\n\nThe Company creates in favour of Tamar Bank plc a legal mortgage over the "
                "property at Unit 4 Tamar Park and Unit 9 Tamar Park, and a floating charge "
                "over all its undertaking and assets."
            ],
        ),
        "legal mortgage",
        (
            Doc(
                "Finance/Partial Release - Tamar Bank.docx",
                _docx(
                    "Deed of Partial Release",
                    "Tamar Bank plc releases the property at Unit 4 Tamar Park from the legal "
                    "mortgage created by the Mortgage Debenture dated 2 March 2020.",
                    "The Mortgage Debenture otherwise remains in full force and effect, and the "
                    "floating charge over all the Company's other undertaking and assets is not "
                    "released.",
                ),
            ),
        ),
        "UK",
    ),
    Matter(
        "S3",
        "settled",
        True,
        Doc("Legal/Claims Register.xlsx", None),
        "unpaid freight charges",
        (),
        "IE",
    ),
    Matter(
        "X6",
        "",
        False,
        Doc(
            "Legal/Claims Register.xlsx",
            {
                "Claims": [
                    ["Claimant", "Court reference", "Claim", "Amount claimed", "Status"],
                    [
                        "O'Dowd Transport Ltd v Corrib Valley Foods DAC",
                        "High Court 2023 No. 4412P",
                        "Claim filed in the High Court seeking damages for unpaid freight charges",
                        "€180,000",
                        "Settled 14 March 2025 in full and final settlement",
                    ],
                    [
                        "O'Dowd Transport Ltd v Corrib Valley Foods DAC",
                        "High Court 2024 No. 9120P",
                        "Claim filed in the High Court seeking damages for wrongful termination",
                        "€265,000",
                        "Proceedings issued; defence filed; hearing listed for 2026",
                    ],
                ]
            },
        ),
        "wrongful termination",
        (),
        "IE",
    ),
    Matter(
        "X7",
        "",
        False,
        Doc(
            "Legal/Statement of Claim - Yarra Bend Logistics.pdf",
            [
                "SUPREME COURT OF VICTORIA - S ECI 2025 01422\n\nYarra Bend Logistics Pty Ltd "
                "(Plaintiff) v Wirraway Engineering Pty Ltd (Defendant).\n\nThe Plaintiff filed "
                "this proceeding on 9 April 2025 and claims $780,000 for breach of a warehousing contract and interest."
            ],
        ),
        "claims $780,000",
        (
            Doc(
                "Legal/Deed of Settlement - Kiewa Freight.docx",
                _docx(
                    "Deed of Settlement",
                    "Kiewa Freight Pty Ltd and Wirraway Engineering Pty Ltd.",
                    "In full and final settlement of the proceeding S ECI 2024 00871 brought by "
                    "Kiewa Freight Pty Ltd, Wirraway Engineering Pty Ltd will pay $95,000 and the "
                    "parties release each other from all claims in that proceeding.",
                ),
            ),
        ),
        "AU",
    ),
    Matter(
        "X8",
        "",
        False,
        Doc(
            "Commercial/Supply Agreement - Banksia Retail.docx",
            _docx(
                "Supply Agreement",
                "16. If a change of control of the Supplier occurs, Banksia Retail Pty Ltd may "
                "terminate this agreement immediately by notice.",
            ),
        ),
        "change of control",
        (
            Doc(
                "Commercial/Email - Banksia Retail.eml",
                (
                    "ceo@banksia.example",
                    "md@wirraway.example",
                    "Change of control of Wirraway",
                    "Hi Dave\n\nBanksia Retail Pty Ltd will consent to the change of control "
                    "under clause 16 only if the buyer gives a parent company guarantee. Until "
                    "then our consent is not given.\n\nBanksia Retail\n",
                ),
            ),
        ),
        "AU",
    ),
    Matter(
        "X9",
        "",
        False,
        Doc(
            "Legal/Particulars of Claim - Halsey Interiors.pdf",
            [
                "IN THE HIGH COURT OF JUSTICE, BUSINESS AND PROPERTY COURTS - Claim No. "
                "BL-2025-000318\n\nHalsey Interiors Limited v Vellacott Foods Limited.\n\nThe "
                "Claimant has issued proceedings and claims £275,000 for unpaid fit-out works."
            ],
        ),
        "claims £275,000",
        (
            Doc(
                "Legal/Email - Halsey Interiors.eml",
                (
                    "partner@lawfirm.example",
                    "legal@vellacott.example",
                    "Halsey Interiors - Claim No. BL-2025-000318",
                    "Dear Anna\n\nHalsey Interiors and the Company have agreed heads of terms "
                    "for settlement subject to contract and board approval; nothing has been "
                    "signed yet.\n\nRegards\n",
                ),
            ),
        ),
        "UK",
    ),
    Matter(
        "X10",
        "",
        False,
        Doc(
            "Legal/Statement of Claim - Billabong Pastoral 2025.pdf",
            [
                "FEDERAL COURT OF AUSTRALIA - NSD 2290 of 2025\n\nBillabong Pastoral Pty Ltd "
                "(Applicant) v Wirraway Engineering Pty Ltd (Respondent).\n\nThe Applicant filed "
                "this proceeding on 14 July 2025 and claims damages of $640,000 for defective "
                "solar pumps."
            ],
        ),
        "claims damages",
        (),
        "AU",
    ),
    Matter(
        "X11",
        "",
        False,
        Doc(
            "Finance/Notice of Default - Tolka Bank change of control.pdf",
            [
                "Tolka Bank DAC\n\nTo: Corrib Valley Foods DAC\n\nAn Event of Default under "
                "clause 23.5 (Change of control) of the Facility Agreement will occur on the "
                "acquisition of Corrib Valley Foods DAC by Harbour Point Capital, and the Lender "
                "may then declare all amounts immediately due and payable."
            ],
        ),
        "Event of Default",
        (),
        "IE",
    ),
)


def write_doc(root: Path, doc: Doc) -> Path:
    target = root / doc.path
    suffix = target.suffix.lower()
    if suffix == ".docx":
        return docwriters.write_docx(target, doc.body)
    if suffix == ".pdf":
        return docwriters.write_pdf(target, doc.body)
    if suffix == ".eml":
        sender, to, subject, body = doc.body
        return docwriters.write_eml(
            target, sender, to, subject, "Mon, 2 Jun 2025 10:00:00 +0000", body
        )
    if suffix == ".xlsx":
        return docwriters.write_xlsx(target, doc.body)
    return docwriters.write_text(target, doc.body)


def build_room(root: Path, resolving: bool = True, matters: tuple[Matter, ...] = MATTERS) -> Path:
    """Every matter's documents, as real files, under ``root`` (without ``resolving``: only
    the documents that raise the matters, as they read without their own resolving words,
    the control that each reads as a risk alone)."""
    for matter in matters:
        raising = matter.alone if (matter.alone and not resolving) else matter.raising
        for doc in (raising, *(matter.others if resolving else ())):
            if doc.body is not None:  # None: a document another matter writes (a register)
                write_doc(root, doc)
    return root


def verdicts(findings: list[dict], matters: tuple[Matter, ...] = MATTERS) -> dict[str, str]:
    """Per matter: "info" when every finding that quotes its raising passage (the needle, with
    a PDF's line breaks read as spaces) is info and names
    the matter's own resolving document, "info (wrong source)" when one names another, "risk"
    when one is above info, "omitted" when none quotes it (the control run, without the
    resolving documents, shows every matter is read as a risk on its own)."""
    out = {}
    for matter in matters:
        mine = [
            f
            for f in findings
            if f.get("status") != "rejected"
            and any(
                c.get("path") == matter.raising.path
                and matter.needle in " ".join((c.get("quote") or "").split())
                for c in f.get("citations") or []
            )
        ]
        if not mine:
            out[matter.id] = "omitted"
        elif any(f["severity"] != "info" for f in mine):
            out[matter.id] = "risk"
        elif matter.others and not all(
            any(d.path in (f.get("description") or "") for d in matter.others) for f in mine
        ):
            # context, but by the wrong document's say-so (another party's settlement)
            out[matter.id] = "info (wrong source)"
        else:
            out[matter.id] = "info"
    return out
