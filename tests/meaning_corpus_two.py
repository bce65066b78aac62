"""A second author's look-alikes (issue 12; tests/test_offline_resolution_meaning_two.py,
``bench/resolution_meaning.py --corpus two``): the first corpus (tests/meaning_corpus.py) was
written alongside the engine's rules and tuned on; this one was written afterwards, before the
rules were read, by someone who did not write them, to measure whether they transfer.

Four other targets (Ashcombe Printworks, Cedar Loop Robotics, Ballymore Dairies, Gundagai
Rail), each matter to its own counterparty (bar the partial resolutions, where the point is
that one counterparty has two matters and only one is resolved). The resolving words are in the
same document, or in another one: an email, a board minute, a release deed, a spreadsheet's
"status" column, a court docket printout, a companies-registry extract; in the past, the present
perfect and the passive ("has been withdrawn by the applicant"), and in negative forms ("no
longer in force", "ceased to have effect", "is of no further effect", "lapsed unexercised",
"no longer subsists"). The unresolved ones must stay risks: one of two claims settled, the
parties only intending to settle, a draft release, a settlement subject to court approval, a
release on completion still to come, a waiver only asked for or only promised for a later date,
a consent requested, another party's cross-claim withdrawn, a termination the counterparty
rejects, a termination or an exclusivity that ends after the review's as-of date (``AS_OF``).
"""

from __future__ import annotations

from tests.meaning_corpus import Doc, Matter, _docx

# the review's date: the bench and the test run the room with ``--as-of AS_OF``, so a term
# that ended before it has ended and one that ends after it has not
AS_OF = "2025-12-31"

_TRIBUNAL_REGISTER = "Legal/Employment Tribunal Claims.xlsx"
_CONSENTS_TRACKER = "Corporate/Third Party Consents Tracker.xlsx"
_WETHERBY_SETTLEMENT = Doc(
    "Legal/Settlement Agreement - Wetherby Inks.docx",
    _docx(
        "Settlement Agreement",
        "Wetherby Inks Limited and Ashcombe Printworks Limited.",
        "The parties have settled the claim numbered HC-2024-000412 for £205,000, paid on "
        "signature, in full and final settlement of that claim only.",
        "The separate claim HC-2025-001950 for repudiation of the supply agreement is not "
        "settled, is excluded from this agreement and continues.",
    ),
)
_DUNMORE_RELEASE = Doc(
    "Finance/Letter of Release - Dunmore Bank.docx",
    _docx(
        "Letter of Release",
        "Dunmore Bank DAC to Ballymore Dairies DAC.",
        "Dunmore Bank DAC releases Ballymore Dairies DAC from all of its obligations under the "
        "cross guarantee dated 8 May 2020.",
        "Nothing in this letter releases the mortgage and charge dated 8 May 2020, which remains "
        "in full force and continues to secure the term loan.",
    ),
)


def _eml(sender: str, to: str, subject: str, body: str) -> tuple[str, str, str, str]:
    return (sender, to, subject, body)


MATTERS: tuple[Matter, ...] = (
    # -- settled -----------------------------------------------------------------------------
    Matter(
        "S21",
        "settled",
        True,
        Doc(
            "Legal/Particulars of Claim - Pennard Joinery.pdf",
            [
                "IN THE COUNTY COURT AT MANCHESTER - Claim No. M24YX915\n\nPennard Joinery "
                "Limited v Ashcombe Printworks Limited.\n\nThe Claimant claims £212,500 for "
                "joinery works delivered and not paid for, together with statutory interest."
            ],
        ),
        "claims £212,500",
        (
            Doc(
                "Corporate/Board Minutes - Ashcombe 18 September 2025.docx",
                _docx(
                    "Minutes of a meeting of the board of directors",
                    "Ashcombe Printworks Limited, held on 18 September 2025.",
                    "3. Litigation. The General Counsel reported that the dispute with Pennard "
                    "Joinery Limited (Claim No. M24YX915) had been compromised at mediation for "
                    "£140,000, which had been paid, and that a consent order disposing of the "
                    "claim had been sealed by the court. The Board noted the position.",
                ),
            ),
        ),
        "UK",
    ),
    Matter(
        "S22",
        "settled",
        True,
        Doc(
            "Legal/Complaint - Marisol Outdoor Supply.pdf",
            [
                "SUPERIOR COURT OF CALIFORNIA, COUNTY OF ALAMEDA\n\nMarisol Outdoor Supply Co. "
                "v. Cedar Loop Robotics, Inc., Case No. RG24187733\n\nPlaintiff alleges that "
                "the autonomous pallet movers Defendant sold it were defective and seeks "
                "compensatory damages of not less than $3,400,000."
            ],
        ),
        "compensatory damages",
        (
            Doc(
                "Legal/Docket - Case RG24187733.pdf",
                [
                    "CIVIL DOCKET FOR CASE #: RG24187733\nMarisol Outdoor Supply Co. v. Cedar "
                    "Loop Robotics, Inc.\n\nDate Filed | # | Docket Text\n03/14/2024 | 1 | "
                    "COMPLAINT filed by Marisol Outdoor Supply Co.\n05/02/2024 | 6 | ANSWER by "
                    "Cedar Loop Robotics, Inc.\n07/21/2025 | 41 | NOTICE OF SETTLEMENT OF "
                    "ENTIRE CASE filed by Plaintiff.\n08/04/2025 | 44 | REQUEST FOR DISMISSAL "
                    "of entire action with prejudice. Dismissal entered as requested. Case "
                    "disposed."
                ],
            ),
        ),
        "US",
    ),
    Matter(
        "S23",
        "settled",
        True,
        Doc(
            "Legal/Litigation Summary - Carrigaline Hauliers.docx",
            _docx(
                "Litigation Summary",
                "Carrigaline Hauliers Limited issued High Court proceedings (Record No. "
                "2023/6318P) against Ballymore Dairies DAC claiming €410,000 for haulage "
                "services.",
                "Position at 30 June 2025: the action was resolved on terms agreed between the "
                "parties in April 2025, the agreed sum has been paid, and the proceedings were "
                "struck out on consent with no order as to costs.",
            ),
        ),
        "claiming €410,000",
        (),
        "IE",
        Doc(
            "Legal/Litigation Summary - Carrigaline Hauliers.docx",
            _docx(
                "Litigation Summary",
                "Carrigaline Hauliers Limited issued High Court proceedings (Record No. "
                "2023/6318P) against Ballymore Dairies DAC claiming €410,000 for haulage "
                "services.",
                "Position at 30 June 2025: pleadings have closed and the action awaits a "
                "hearing date.",
            ),
        ),
    ),
    Matter(
        "S24",
        "settled",
        True,
        Doc(
            "Legal/Claim Form - Wetherby Inks HC-2024-000412.pdf",
            [
                "IN THE HIGH COURT OF JUSTICE - Claim No. HC-2024-000412\n\nWetherby Inks "
                "Limited v Ashcombe Printworks Limited.\n\nThe Claimant claims £330,000 for "
                "printing inks supplied and not paid for."
            ],
        ),
        "claims £330,000",
        (_WETHERBY_SETTLEMENT,),
        "UK",
    ),
    # -- withdrawn -------------------------------------------------------------------------------
    Matter(
        "W21",
        "withdrawn",
        True,
        Doc(
            "Legal/Originating Application - Murray Bridge Grain.pdf",
            [
                "FEDERAL CIRCUIT AND FAMILY COURT OF AUSTRALIA - ADC 417 of 2025\n\nMurray "
                "Bridge Grain Co-operative Ltd v Gundagai Rail Pty Ltd\n\nThe Applicant seeks "
                "damages of $1,350,000 for grain lost in a derailment, and costs."
            ],
        ),
        "seeks damages",
        (
            Doc(
                "Legal/Email - Murray Bridge Grain.eml",
                _eml(
                    "lachlan@bushellslawyers.example",
                    "priya@gundagairail.example",
                    "ADC 417 of 2025 - Murray Bridge Grain",
                    "Hi Priya\n\nGood news on ADC 417 of 2025: the claim has been withdrawn by "
                    "the applicant, Murray Bridge Grain Co-operative Ltd, and the court has "
                    "recorded the discontinuance. There is nothing further for Gundagai Rail to "
                    "do.\n\nRegards\nLachlan\n",
                ),
            ),
        ),
        "AU",
    ),
    Matter(
        "W22",
        "withdrawn",
        True,
        Doc(
            _TRIBUNAL_REGISTER,
            {
                "Claims": [
                    ["Claimant", "Tribunal reference", "Claim", "Value", "Status"],
                    [
                        "Ms H. Okafor v Ashcombe Printworks Limited",
                        "ET 2401877/2024",
                        "Claim presented to the employment tribunal for unfair dismissal and "
                        "disability discrimination",
                        "£96,000",
                        "Withdrawn by the claimant on 11 July 2025; dismissed by the tribunal "
                        "on withdrawal",
                    ],
                    [
                        "Mr D. Reilly v Ashcombe Printworks Limited",
                        "ET 2403310/2025",
                        "Claim presented to the employment tribunal for whistleblowing detriment "
                        "and automatically unfair dismissal",
                        "£150,000",
                        "Response filed; final hearing listed for 9 March 2026",
                    ],
                ]
            },
        ),
        "disability discrimination",
        (),
        "UK",
    ),
    # -- released / discharged / satisfied -------------------------------------------------------
    Matter(
        "R21",
        "released",
        True,
        Doc(
            "Finance/Guarantee - Pemberton Leasing.docx",
            _docx(
                "Deed of Guarantee",
                "Ashcombe Printworks Limited, as guarantor, guarantees to Pemberton Leasing "
                "Limited the payment when due of every sum that Ashcombe Print Finishing "
                "Limited owes under the Master Lease Agreement dated 9 October 2020.",
            ),
        ),
        "guarantees",
        (
            Doc(
                "Finance/Deed of Release - Pemberton Leasing.pdf",
                [
                    "DEED OF RELEASE\n\nPemberton Leasing Limited confirms that every sum owed "
                    "under the Master Lease Agreement dated 9 October 2020 has been paid, and "
                    "accordingly Ashcombe Printworks Limited is discharged from all liability "
                    "as guarantor, and the guarantee is cancelled."
                ],
            ),
        ),
        "UK",
    ),
    Matter(
        "R22",
        "released",
        True,
        Doc(
            "Finance/Debenture - Thornaby Commercial Finance.pdf",
            [
                "DEBENTURE dated 4 April 2019\n\nAshcombe Printworks Limited charges, by way of "
                "first fixed charge, its book debts and, by way of floating charge, all its "
                "other assets, in favour of Thornaby Commercial Finance Limited as security for "
                "the invoice discounting facility."
            ],
        ),
        "floating charge",
        (
            Doc(
                "Corporate/Companies House Charges Register - Ashcombe.pdf",
                [
                    "COMPANIES HOUSE - CHARGES REGISTER\nAshcombe Printworks Limited (company "
                    "number 04417730)\n\nCharge code 0441 7730 0003, created 4 April 2019. "
                    "Persons entitled: Thornaby Commercial Finance Limited. Brief description: "
                    "fixed and floating charge over book debts and all other assets.\nStatus: "
                    "Fully satisfied. Statement of satisfaction in full (MR04) delivered 2 "
                    "October 2025."
                ],
            ),
        ),
        "UK",
    ),
    Matter(
        "R23",
        "released",
        True,
        Doc(
            "Finance/Security Agreement - Ridgeback Capital.pdf",
            [
                "SECURITY AGREEMENT\n\nCedar Loop Robotics, Inc. (the Grantor) hereby grants to "
                "Ridgeback Capital Partners, LLC, as collateral agent, a continuing "
                "first-priority security interest in all of the Grantor's personal property, "
                "including its patents and other intellectual property."
            ],
        ),
        "security interest",
        (
            Doc(
                "Finance/Email - Ridgeback Capital payoff.eml",
                _eml(
                    "closings@ridgebackcap.example",
                    "cfo@cedarloop.example",
                    "Cedar Loop Robotics - payoff received",
                    "All,\n\nRidgeback Capital Partners has received the payoff amount of "
                    "$8,215,440.17 from Cedar Loop Robotics, Inc. today. All obligations under "
                    "the Loan and Security Agreement have been satisfied, and Ridgeback's liens "
                    "and security interests in the Grantor's assets have been released. We have "
                    "authorized the filing of UCC-3 termination statements and of the patent "
                    "security release with the USPTO.\n\nThanks,\nRidgeback Capital Partners\n",
                ),
            ),
        ),
        "US",
    ),
    Matter(
        "R24",
        "released",
        True,
        Doc(
            "Finance/Cross Guarantee - Dunmore Bank.pdf",
            [
                "CROSS GUARANTEE dated 8 May 2020\n\nBallymore Dairies DAC guarantees to "
                "Dunmore Bank DAC all liabilities of each other member of the Ballymore group to "
                "the Bank."
            ],
        ),
        "guarantees",
        (_DUNMORE_RELEASE,),
        "IE",
    ),
    # -- waived ----------------------------------------------------------------------------------
    Matter(
        "V21",
        "waived",
        True,
        Doc(
            "Finance/Notice of Default - Granite Peak Bank.pdf",
            [
                "Granite Peak Bank\n\nTo: Cedar Loop Robotics, Inc.\n\nRe: Loan Agreement. The "
                "Borrower's Liquidity fell below $5,000,000 as of June 30, 2025 in breach of "
                "Section 7.4, which is an Event of Default under Section 8.1(b)."
            ],
        ),
        "Event of Default",
        (
            Doc(
                "Finance/Limited Waiver - Granite Peak Bank.docx",
                _docx(
                    "Limited Waiver and First Amendment to Loan Agreement",
                    "Granite Peak Bank and Cedar Loop Robotics, Inc. enter into this Limited "
                    "Waiver as of September 15, 2025.",
                    "The Bank has agreed to waive, and does hereby waive, the Event of Default "
                    "arising from the Borrower's failure to maintain Liquidity of at least "
                    "$5,000,000 as of June 30, 2025 under Section 7.4.",
                ),
            ),
        ),
        "US",
    ),
    Matter(
        "V22",
        "waived",
        True,
        Doc(
            "Commercial/Rolling Stock Lease - Coonamble Leasing.pdf",
            [
                "ROLLING STOCK LEASE\nCoonamble Leasing Pty Ltd (Lessor) and Gundagai Rail Pty "
                "Ltd (Lessee)\n\n22.4 A change in the control of the Lessee is an event of "
                "default, and the Lessor may then terminate this lease and repossess the "
                "locomotives."
            ],
        ),
        "change in the control",
        (
            Doc(
                "Commercial/Deed Poll - Coonamble Leasing.docx",
                _docx(
                    "Deed Poll",
                    "Made by Coonamble Leasing Pty Ltd in favour of Gundagai Rail Pty Ltd.",
                    "Coonamble Leasing Pty Ltd irrevocably waives any right it has under clause "
                    "22.4 of the Rolling Stock Lease to terminate the lease or repossess the "
                    "locomotives because of the acquisition of Gundagai Rail Pty Ltd by Banjo "
                    "Infrastructure Fund.",
                ),
            ),
        ),
        "AU",
    ),
    # -- cured -----------------------------------------------------------------------------------
    Matter(
        "K21",
        "cured",
        True,
        Doc(
            "Finance/Default Letter - Pinecrest Credit.pdf",
            [
                "Pinecrest Credit Fund LP\n\nTo: Cedar Loop Robotics, Inc.\n\nThe Borrower did "
                "not deliver its audited financial statements for fiscal year 2024 within 120 "
                "days after year end as Section 6.2(a) requires. This failure is an Event of "
                "Default under Section 9.1(c) of the Credit Agreement."
            ],
        ),
        "Event of Default",
        (
            Doc(
                "Finance/Email - Pinecrest Credit.eml",
                _eml(
                    "portfolio@pinecrestcredit.example",
                    "cfo@cedarloop.example",
                    "Cedar Loop Robotics - FY2024 audited financials",
                    "Hi Sam,\n\nThanks for sending over the audited FY2024 financial "
                    "statements. With those delivered, the reporting default under Section "
                    "9.1(c) has been remedied, and Pinecrest Credit Fund confirms that no Event "
                    "of Default is continuing under the Credit Agreement.\n\nBest,\nPinecrest "
                    "Credit Fund LP\n",
                ),
            ),
        ),
        "US",
    ),
    Matter(
        "K22",
        "cured",
        True,
        Doc(
            "Property/Notice of Breach - Sefton Estates.pdf",
            [
                "Sefton Estates Limited\n\nTo: Ashcombe Printworks Limited\n\nUnit 12, Brunswick "
                "Park. You are in breach of clause 3.1 of the Lease: rent of £58,750 due on the "
                "March and June quarter days remains unpaid, and the Landlord reserves the "
                "right to forfeit the Lease by re-entry."
            ],
        ),
        "forfeit",
        (
            Doc(
                "Property/Email - Sefton Estates.eml",
                _eml(
                    "lettings@seftonestates.example",
                    "facilities@ashcombe.example",
                    "Unit 12, Brunswick Park",
                    "Dear Sirs\n\nUnit 12, Brunswick Park. We acknowledge receipt of £58,750. "
                    "The arrears have been cleared, the breach of clause 3.1 of the Lease no "
                    "longer subsists and the Landlord will not be pursuing forfeiture.\n\n"
                    "Sefton Estates Limited\n",
                ),
            ),
        ),
        "UK",
    ),
    # -- expired / lapsed / ceased -----------------------------------------------------------------
    Matter(
        "E21",
        "expired",
        True,
        Doc(
            "Commercial/Haulage Agreement - Riverina Produce.docx",
            _docx(
                "Rail Haulage Agreement",
                "Riverina Produce Pty Ltd engages Gundagai Rail Pty Ltd as its exclusive rail "
                "carrier for grain from the Riverina, and Gundagai Rail must not carry grain for "
                "any other grower in the Riverina while this agreement continues.",
            ),
        ),
        "exclusive",
        (
            Doc(
                "Commercial/Email - Riverina Produce.eml",
                _eml(
                    "tom@riverinaproduce.example",
                    "priya@gundagairail.example",
                    "Haulage agreement",
                    "Hi Priya,\n\nJust confirming for your data room: the Rail Haulage "
                    "Agreement between Riverina Produce Pty Ltd and Gundagai Rail ran its full "
                    "five-year term and is no longer in force. Neither side took up the "
                    "renewal.\n\nTom\nRiverina Produce Pty Ltd\n",
                ),
            ),
        ),
        "AU",
    ),
    Matter(
        "E22",
        "expired",
        True,
        Doc(
            "Property/Option Agreement - Ketley Homes.pdf",
            [
                "OPTION AGREEMENT\n\nAshcombe Printworks Limited grants Ketley Homes Limited an "
                "option to purchase the freehold of the Ashcombe Road works for £4,100,000, "
                "exercisable by notice at any time before 31 March 2025. While the option "
                "subsists the Company shall not sell, charge or otherwise dispose of the "
                "property."
            ],
        ),
        "option to purchase",
        (
            Doc(
                "Property/Letter - Ketley Homes.md",
                "# Ketley Homes Limited\n\nTo: Ashcombe Printworks Limited\n\nAshcombe Road "
                "works. The option granted to Ketley Homes Limited over the Ashcombe Road works "
                "lapsed unexercised at midnight on 31 March 2025, and we make no claim to the "
                "property.\n\nKetley Homes Limited\n",
            ),
        ),
        "UK",
    ),
    Matter(
        "E23",
        "expired",
        True,
        Doc(
            "Commercial/Exclusive Supply Agreement - Loxley Paper.docx",
            _docx(
                "Exclusive Supply Agreement",
                "Ashcombe Printworks Limited shall purchase all of its coated paper requirements "
                "exclusively from Loxley Paper Mills Limited during the Exclusivity Period, "
                "being the period from 1 July 2022 to 30 June 2025.",
            ),
        ),
        "exclusively",
        (),
        "UK",
        Doc(
            "Commercial/Exclusive Supply Agreement - Loxley Paper.docx",
            _docx(
                "Exclusive Supply Agreement",
                "Ashcombe Printworks Limited shall purchase all of its coated paper requirements "
                "exclusively from Loxley Paper Mills Limited for as long as this Agreement "
                "continues.",
            ),
        ),
    ),
    Matter(
        "E24",
        "expired",
        True,
        Doc(
            "Corporate/Share Purchase Agreement 2021 - Kilbeggan Foods.pdf",
            [
                "SHARE PURCHASE AGREEMENT dated 3 March 2021\n\n11. Ballymore Dairies DAC "
                "undertakes to Kilbeggan Foods Limited that, for so long as Kilbeggan Foods "
                "holds shares in it, it shall not carry on a cheese-making business in Ireland "
                "in competition with Kilbeggan Foods."
            ],
        ),
        "in competition",
        (
            Doc(
                "Corporate/Letter - Kilbeggan Foods.pdf",
                [
                    "Kilbeggan Foods Limited\n\nTo: Ballymore Dairies DAC\n\nFollowing the "
                    "transfer of all of our shares in Ballymore Dairies DAC on 1 February 2025, "
                    "the undertaking in clause 11 of the share purchase agreement dated 3 March "
                    "2021 ceased to have effect, and Kilbeggan Foods Limited has no continuing "
                    "rights under it."
                ],
            ),
        ),
        "IE",
    ),
    # -- superseded / replaced -------------------------------------------------------------------
    Matter(
        "U21",
        "superseded",
        True,
        Doc(
            "Commercial/Supply Agreement 2022 - Talus Components.pdf",
            [
                "SUPPLY AGREEMENT dated March 1, 2022\nTalus Components Corp. and Cedar Loop "
                "Robotics, Inc.\n\n8.3 Most Favored Pricing. Cedar Loop shall ensure that the "
                "prices it charges Talus Components are no higher than the lowest prices it "
                "charges any other customer for the same products."
            ],
        ),
        "lowest prices",
        (
            Doc(
                "Commercial/Supply Agreement 2025 - Talus Components.docx",
                _docx(
                    "Supply Agreement",
                    "This Supply Agreement is dated January 6, 2025 and is between Talus "
                    "Components Corp. and Cedar Loop Robotics, Inc.",
                    "This Agreement replaces the parties' Supply Agreement dated March 1, 2022, "
                    "which is of no further effect from the date of this Agreement. There is no "
                    "most favored pricing obligation in this Agreement.",
                ),
            ),
        ),
        "US",
    ),
    Matter(
        "U22",
        "superseded",
        True,
        Doc(
            "Commercial/Terminal Access Agreement - Wagga Terminals.pdf",
            [
                "TERMINAL ACCESS AGREEMENT dated 2 August 2019\nWagga Terminals Pty Ltd and "
                "Gundagai Rail Pty Ltd\n\n18. If Gundagai Rail undergoes a change in control, "
                "Wagga Terminals may terminate this agreement by written notice."
            ],
        ),
        "change in control",
        (
            Doc(
                "Commercial/Deed of Replacement - Wagga Terminals.docx",
                _docx(
                    "Deed of Replacement",
                    "Wagga Terminals Pty Ltd and Gundagai Rail Pty Ltd.",
                    "The Terminal Access Agreement dated 2 August 2019 has been replaced in full "
                    "by the Terminal Services Agreement dated 1 July 2025, which has no change "
                    "in control termination right, and the 2019 agreement ceased to have effect "
                    "on that date.",
                ),
            ),
        ),
        "AU",
    ),
    # -- terminated ------------------------------------------------------------------------------
    Matter(
        "T21",
        "terminated",
        True,
        Doc(
            "Commercial/Distribution Agreement - Slaney Foods.docx",
            _docx(
                "Distribution Agreement",
                "Slaney Foods Limited appoints Ballymore Dairies DAC as its sole and exclusive "
                "distributor in Munster, and Ballymore Dairies shall not distribute competing "
                "yoghurt brands in Munster during the term.",
            ),
        ),
        "exclusive",
        (
            Doc(
                "Commercial/Letter - Slaney Foods.pdf",
                [
                    "Slaney Foods Limited\n\nTo: Ballymore Dairies DAC\n\nWe refer to our notice "
                    "of 3 January 2025. The Distribution Agreement has been terminated with "
                    "effect from 3 April 2025, and its restrictions no longer bind either party."
                ],
            ),
        ),
        "IE",
    ),
    Matter(
        "T22",
        "terminated",
        True,
        Doc(
            "Commercial/Master Services Agreement - Quillon Health.pdf",
            [
                "MASTER SERVICES AGREEMENT\nQuillon Health Systems, Inc. and Cedar Loop "
                "Robotics, Inc.\n\n15.2 Quillon Health may terminate this Agreement on written "
                "notice if Cedar Loop undergoes a Change of Control."
            ],
        ),
        "Change of Control",
        (
            Doc(
                "Corporate/Board Resolutions - Cedar Loop June 2025.docx",
                _docx(
                    "Resolutions of the Board of Directors of Cedar Loop Robotics, Inc.",
                    "WHEREAS, the Master Services Agreement between Quillon Health Systems, "
                    "Inc. and the Company was brought to an end by mutual agreement effective "
                    "June 30, 2025, and no obligation under it survives other than "
                    "confidentiality;",
                    "RESOLVED, that the officers are authorized to remove the Quillon Health "
                    "Master Services Agreement from the schedule of material contracts.",
                ),
            ),
        ),
        "US",
    ),
    # -- consented -------------------------------------------------------------------------------
    Matter(
        "C21",
        "consented",
        True,
        Doc(
            "Commercial/Print Services Agreement - Fairhaven Publishing.docx",
            _docx(
                "Print Services Agreement",
                "21. Fairhaven Publishing Limited may terminate this Agreement by written "
                "notice if any person acquires control of Ashcombe Printworks Limited.",
            ),
        ),
        "acquires control",
        (
            Doc(
                "Commercial/Email - Fairhaven Publishing.eml",
                _eml(
                    "md@fairhavenpublishing.example",
                    "rachel@ashcombe.example",
                    "Proposed acquisition of Ashcombe",
                    "Dear Rachel\n\nThanks for letting us know about the proposed acquisition "
                    "of Ashcombe Printworks by Holloway Partners. Fairhaven Publishing Limited "
                    "has no objection to the acquisition and agrees that it will not exercise "
                    "its right to terminate under clause 21 of the Print Services Agreement "
                    "because of it.\n\nKind regards\nFairhaven Publishing Limited\n",
                ),
            ),
        ),
        "UK",
    ),
    Matter(
        "C22",
        "consented",
        True,
        Doc(
            "Commercial/Licence Agreement - Glenbeigh Software.pdf",
            [
                "SOFTWARE LICENCE AGREEMENT\nGlenbeigh Software Limited and Ballymore Dairies "
                "DAC\n\n14. Ballymore Dairies DAC shall not assign, novate or otherwise transfer "
                "this Licence without the prior written consent of Glenbeigh Software Limited."
            ],
        ),
        "shall not assign",
        (
            Doc(
                _CONSENTS_TRACKER,
                {
                    "Consents": [
                        ["Counterparty", "Contract", "Consent needed", "Status"],
                        [
                            "Glenbeigh Software Limited",
                            "Software Licence Agreement",
                            "Assignment (clause 14)",
                            "Consent received - signed consent letter dated 12 May 2025",
                        ],
                        [
                            "Inchydoney Packaging Limited",
                            "Packaging Supply Agreement",
                            "Change of control (clause 19)",
                            "Requested 28 April 2025 - no response yet",
                        ],
                    ]
                },
            ),
        ),
        "IE",
    ),
    # -- the unresolved ones: each must stay a risk ----------------------------------------------
    Matter(
        "X21",  # the same claimant's other claim: the settlement is of HC-2024-000412 only
        "",
        False,
        Doc(
            "Legal/Claim Form - Wetherby Inks HC-2025-001950.pdf",
            [
                "IN THE HIGH COURT OF JUSTICE - Claim No. HC-2025-001950\n\nWetherby Inks "
                "Limited v Ashcombe Printworks Limited.\n\nThe Claimant claims £715,000 damages "
                "for repudiation of the supply agreement."
            ],
        ),
        "claims £715,000",
        (_WETHERBY_SETTLEMENT,),
        "UK",
    ),
    Matter(
        "X22",  # the other row of the tribunal register (W22): still open
        "",
        False,
        Doc(_TRIBUNAL_REGISTER, None),
        "whistleblowing detriment",
        (),
        "UK",
    ),
    Matter(
        "X23",  # the same bank's mortgage: the letter releases the cross guarantee only (R24)
        "",
        False,
        Doc(
            "Finance/Mortgage and Charge - Dunmore Bank.pdf",
            [
                "MORTGAGE AND CHARGE dated 8 May 2020\n\nBallymore Dairies DAC charges in favour "
                "of Dunmore Bank DAC, by way of first legal mortgage, its creamery at Ballymore "
                "Road and, by way of floating charge, all of its other assets."
            ],
        ),
        "legal mortgage",
        (_DUNMORE_RELEASE,),
        "IE",
    ),
    Matter(
        "X24",  # the parties only intend to settle
        "",
        False,
        Doc(
            "Legal/Complaint - Oriel Warehousing.pdf",
            [
                "UNITED STATES DISTRICT COURT, NORTHERN DISTRICT OF ILLINOIS - Case No. "
                "1:25-cv-04418\n\nOriel Warehousing LLC v. Cedar Loop Robotics, Inc.\n\n"
                "Plaintiff alleges that Defendant's robots damaged its racking and seeks damages "
                "of $2,750,000."
            ],
        ),
        "seeks damages",
        (
            Doc(
                "Legal/Email - Oriel Warehousing mediation.eml",
                _eml(
                    "litigation@keelerbrandt.example",
                    "legal@cedarloop.example",
                    "Oriel Warehousing v. Cedar Loop - Case No. 1:25-cv-04418",
                    "Team,\n\nAfter yesterday's mediation, Oriel Warehousing and Cedar Loop "
                    "intend to settle Case No. 1:25-cv-04418 for $900,000. Counsel are drafting "
                    "a term sheet; nothing is signed and the case remains on the court's "
                    "calendar.\n\nBest,\nKeeler Brandt LLP\n",
                ),
            ),
        ),
        "US",
    ),
    Matter(
        "X25",  # a draft release
        "",
        False,
        Doc(
            "Finance/Guarantee - Quarry Bank Leasing.docx",
            _docx(
                "Guarantee",
                "Ashcombe Printworks Limited guarantees to Quarry Bank Leasing Limited the "
                "payment of all rentals due from Ashcombe Print Finishing Limited under the "
                "Hire Purchase Agreement dated 12 January 2022.",
            ),
        ),
        "guarantees",
        (
            Doc(
                "Finance/Deed of Release - Quarry Bank Leasing (draft 2).docx",
                _docx(
                    "Deed of Release",
                    "Draft 2 of 14 November 2025, for comment by Quarry Bank Leasing's "
                    "solicitors; not approved.",
                    "Quarry Bank Leasing Limited releases Ashcombe Printworks Limited from all "
                    "liability under its guarantee of the Hire Purchase Agreement dated 12 "
                    "January 2022.",
                ),
            ),
        ),
        "UK",
    ),
    Matter(
        "X26",  # a settlement subject to court approval
        "",
        False,
        Doc(
            "Legal/Statement of Claim - Eyre Peninsula Growers.pdf",
            [
                "SUPREME COURT OF NEW SOUTH WALES - 2024/00318554\n\nEyre Peninsula Growers Pty "
                "Ltd, on behalf of group members, v Gundagai Rail Pty Ltd.\n\nThe representative "
                "plaintiff claims compensation of $6,800,000 for group members' grain spoiled by "
                "delays."
            ],
        ),
        "claims compensation",
        (
            Doc(
                "Corporate/Board Minutes - Gundagai Rail 20 November 2025.docx",
                _docx(
                    "Minutes of the board of Gundagai Rail Pty Ltd",
                    "Meeting held on 20 November 2025.",
                    "Item 4. The parties to proceedings 2024/00318554 (Eyre Peninsula Growers) "
                    "have signed a settlement deed for $2,400,000. The settlement is subject to "
                    "court approval; the approval hearing is listed for 17 March 2026 and group "
                    "members may object.",
                ),
            ),
        ),
        "AU",
    ),
    Matter(
        "X27",  # a release that will happen at completion
        "",
        False,
        Doc(
            "Finance/Debenture - Ardfert Bank.pdf",
            [
                "DEBENTURE\n\nBallymore Dairies DAC creates in favour of Ardfert Bank DAC a "
                "first fixed charge over its lands at Kilcummin and a floating charge over all "
                "of its other assets."
            ],
        ),
        "floating charge",
        (
            Doc(
                "Finance/Email - Ardfert Bank redemption.eml",
                _eml(
                    "lending@ardfertbank.example",
                    "siobhan@ballymoredairies.example",
                    "Redemption figure - Ballymore Dairies DAC",
                    "Dear Siobhan\n\nOn receipt of €3,960,000 at completion Ardfert Bank DAC "
                    "will release its debenture and deliver a signed deed of release for filing "
                    "with the Companies Registration Office. Until then the debenture remains "
                    "in force.\n\nArdfert Bank DAC\n",
                ),
            ),
        ),
        "IE",
    ),
    Matter(
        "X28",  # an exclusivity period that ends after the review's date (cf. E23)
        "",
        False,
        Doc(
            "Commercial/Exclusive Supply Agreement - Hebden Board Mills.docx",
            _docx(
                "Exclusive Supply Agreement",
                "Ashcombe Printworks Limited shall purchase all of its board requirements "
                "exclusively from Hebden Board Mills Limited during the Exclusivity Period, "
                "being the period from 1 July 2024 to 30 June 2027.",
            ),
        ),
        "exclusively",
        (),
        "UK",
    ),
    Matter(
        "X29",  # a waiver only asked for; the lender is "minded to" give it
        "",
        False,
        Doc(
            "Finance/Compliance Certificate - Sagebrush Bank Q3 2025.pdf",
            [
                "COMPLIANCE CERTIFICATE\nTo: Sagebrush Bank, N.A.\nFrom: Cedar Loop Robotics, "
                "Inc.\n\nFor the fiscal quarter ended September 30, 2025 the Consolidated "
                "Leverage Ratio was 4.60 to 1.00 against a maximum of 3.75 to 1.00 under Section "
                "7.11, and an Event of Default exists."
            ],
        ),
        "Event of Default",
        (
            Doc(
                "Corporate/Board Minutes - Cedar Loop October 2025.docx",
                _docx(
                    "Minutes of a meeting of the Board of Directors of Cedar Loop Robotics, Inc.",
                    "October 28, 2025.",
                    "The CFO reported the leverage covenant breach under the Sagebrush Bank "
                    "credit agreement. The Board authorized management to request a waiver from "
                    "Sagebrush Bank; the bank has indicated it is minded to waive the breach but "
                    "no waiver has been given.",
                ),
            ),
        ),
        "US",
    ),
    Matter(
        "X30",  # a consent requested (the tracker's other row, cf. C22)
        "",
        False,
        Doc(
            "Commercial/Packaging Supply Agreement - Inchydoney Packaging.docx",
            _docx(
                "Packaging Supply Agreement",
                "19. Where a change of control of Ballymore Dairies DAC occurs, Inchydoney "
                "Packaging Limited may terminate this Agreement on 30 days' notice.",
            ),
        ),
        "change of control",
        (),
        "IE",
    ),
    Matter(
        "X31",  # the same case number, but what was withdrawn is a third party's cross-claim
        "",
        False,
        Doc(
            "Legal/Statement of Claim - Tumut Timber Mills.pdf",
            [
                "SUPREME COURT OF NEW SOUTH WALES - 2025/00122781\n\nTumut Timber Mills Pty Ltd "
                "v Gundagai Rail Pty Ltd.\n\nThe Plaintiff claims damages of $940,000 for a "
                "level crossing collision at Tumut."
            ],
        ),
        "claims damages",
        (
            Doc(
                "Legal/Email - Tumut proceedings.eml",
                _eml(
                    "lachlan@bushellslawyers.example",
                    "priya@gundagairail.example",
                    "2025/00122781 - cross-claim",
                    "Priya,\n\nThe cross-claim brought by Batlow Fuels Pty Ltd against Tumut "
                    "Timber Mills in proceedings 2025/00122781 has been withdrawn by Batlow "
                    "Fuels. Tumut Timber's own claim against Gundagai Rail is unaffected and is "
                    "set down for hearing in May 2026.\n\nLachlan\n",
                ),
            ),
        ),
        "AU",
    ),
    Matter(
        "X32",  # a termination the counterparty rejects
        "",
        False,
        Doc(
            "Commercial/Agency Agreement - Brindley Labels.docx",
            _docx(
                "Exclusive Agency Agreement",
                "Ashcombe Printworks Limited appoints Brindley Labels Limited as its exclusive "
                "sales agent for labels in the United Kingdom and shall not appoint any other "
                "agent during the term.",
            ),
        ),
        "exclusive",
        (
            Doc(
                "Commercial/Letter - Brindley Labels.pdf",
                [
                    "Brindley Labels Limited\n\nTo: Ashcombe Printworks Limited\n\nWe reject "
                    "your letter of 4 August 2025 purporting to terminate the Exclusive Agency "
                    "Agreement. No ground for termination exists: the agreement has not been "
                    "terminated, it remains in full force, and we reserve our rights."
                ],
            ),
        ),
        "UK",
    ),
    Matter(
        "X33",  # a waiver promised for a date after the review's
        "",
        False,
        Doc(
            "Finance/Notice of Default - Juniper Trust Bank.pdf",
            [
                "Juniper Trust Bank\n\nTo: Cedar Loop Robotics, Inc.\n\nThe Borrower's failure "
                "to maintain a Fixed Charge Coverage Ratio of at least 1.25 to 1.00 for the "
                "quarter ended June 30, 2025 is an Event of Default under Section 8.1(d) of the "
                "Loan Agreement."
            ],
        ),
        "Event of Default",
        (
            Doc(
                "Finance/Letter - Juniper Trust Bank.pdf",
                [
                    "Juniper Trust Bank\n\nTo: Cedar Loop Robotics, Inc.\n\nJuniper Trust Bank "
                    "will waive the Event of Default under Section 8.1(d) with effect from "
                    "February 2, 2026, the date the Borrower's equity cure contribution is due. "
                    "Until then the Event of Default continues."
                ],
            ),
        ),
        "US",
    ),
    Matter(
        "X34",  # a termination that takes effect after the review's date
        "",
        False,
        Doc(
            "Commercial/Haulage Agreement - Narrandera Cotton.docx",
            _docx(
                "Rail Haulage Agreement",
                "Narrandera Cotton Pty Ltd appoints Gundagai Rail Pty Ltd as its exclusive rail "
                "haulier for cotton bales, and Gundagai Rail must not haul cotton for any other "
                "grower in the Murrumbidgee valley while this agreement continues.",
            ),
        ),
        "exclusive",
        (
            Doc(
                "Commercial/Email - Narrandera Cotton.eml",
                _eml(
                    "ops@narranderacotton.example",
                    "priya@gundagairail.example",
                    "Notice - Rail Haulage Agreement",
                    "Hi Priya\n\nAs flagged, Narrandera Cotton Pty Ltd has given notice "
                    "terminating the Rail Haulage Agreement. The termination takes effect on 31 "
                    "March 2026; until then the agreement, including its exclusivity, "
                    "continues.\n\nNarrandera Cotton\n",
                ),
            ),
        ),
        "AU",
    ),
)
