"""The offline pattern reviewer on realistic clauses (written for these tests) for every issue
kind, and on benign look-alikes that must not raise a red flag."""

from __future__ import annotations

import json
from datetime import date

import pytest

from diligence_tui.harness.slices import (
    FINDINGS_FORMAT,
    Slice,
    SlicePage,
    parse_findings,
    parse_slices,
    render_slices,
)
from diligence_tui.offline import facts, patterns
from diligence_tui.offline.reviewer import answer, reading, review_slices
from diligence_tui.offline.sentences import split_sentences
from diligence_tui.review.quotes import find_quote

RED_FLAGS: dict[str, list[str]] = {
    "change_of_control": [
        "If Supplier undergoes a Change of Control, Customer may terminate this Agreement on thirty (30) days' written notice without liability.",
        "Upon any merger or consolidation of the Licensee with a third party, the Licensor shall be entitled to a change of control fee of $750,000.",
    ],
    "anti_assignment": [
        "Neither party may assign this Agreement, whether by operation of law, merger or otherwise, without the prior written consent of the other party, and any attempted assignment in breach of this Section is void.",
        "The Distributor shall not assign or transfer any of its rights under this Agreement without the prior written consent of Harbor Foods Ltd.",
    ],
    "termination_for_convenience": [
        "Customer may terminate this Agreement, in whole or in part, for convenience upon fifteen (15) days' prior written notice to Provider.",
        "Either party may terminate this Master Services Agreement for any reason or no reason on ninety days' notice.",
    ],
    "exclusivity": [
        "During the Term, Northwind Retail shall purchase all of its requirements for private-label coffee exclusively from the Supplier.",
        "The Company appoints Meridian Health LLC as its exclusive distributor for the Products in North America.",
    ],
    "non_compete": [
        "For a period of three years after the Effective Date, the Company and its Affiliates shall not, directly or indirectly, compete with Partner in the market for industrial sensors in the European Union.",
    ],
    "non_solicit": [
        "For eighteen months following termination, the Vendor agrees not to solicit or hire any employee of the Client who worked on the Services.",
    ],
    "most_favoured_nation": [
        "Supplier warrants that the prices charged to Customer are no less favourable than the prices charged to any other customer for comparable volumes, and shall refund any difference retroactively.",
        "Licensee shall be entitled to most favored nation pricing for the duration of the Term.",
    ],
    "uncapped_liability": [
        "Notwithstanding anything to the contrary, the Company's obligations to indemnify Customer under Section 11 shall not be subject to the limitation of liability in Section 12.",
        "The Supplier shall have unlimited liability for breaches of its data protection obligations.",
    ],
    "indemnity": [
        "Seller shall defend, indemnify and hold harmless Buyer from any and all losses, claims and damages arising out of the Products, including those caused by Buyer's own negligence.",
    ],
    "liability_carve_outs": [
        "Except for a party's indemnity obligations and breach of confidentiality, each party's aggregate liability shall not exceed the fees paid in the twelve (12) months before the claim.",
    ],
    "liability_cap": [
        "Provider's aggregate liability under this Agreement shall not exceed the fees paid by Customer in the three (3) months preceding the claim.",
    ],
    "liquidated_damages": [
        "If the Facility is not delivered by the Target Completion Date, Contractor shall pay liquidated damages of $25,000 per day of delay, up to a maximum of $2,500,000.",
    ],
    "minimum_purchase": [
        "Buyer shall purchase a minimum annual volume of 40,000 units, and shall pay a shortfall payment of $18 per unit for any shortfall at the end of each Contract Year.",
        "The Offtake Agreement is on a take-or-pay basis with an annual commitment of $3.2 million.",
    ],
    "audit_rights": [  # found by the trained clause model only (no regex for it)
        "Licensor shall have the right, on thirty (30) days' prior written notice, to audit the books and records of Licensee relating to the royalties payable hereunder, and Licensee shall bear the cost of any audit that reveals an underpayment of more than five percent (5%).",
    ],
    "auto_renewal": [
        "This Agreement shall automatically renew for successive one-year terms unless either party gives notice of non-renewal at least one hundred eighty (180) days before the end of the then-current term.",
    ],
    "ip_ownership": [
        "All deliverables, inventions and work product created under this Agreement shall be the sole and exclusive property of the Customer, including improvements to the Platform.",
        "Two of the founding engineers have not executed an invention assignment agreement with the Company.",
    ],
    "licence_restrictions": [
        "The license granted in Section 2 is non-transferable and non-sublicensable and shall terminate automatically upon a change of control of Licensee.",
    ],
    "open_source_copyleft": [
        "The Company's flagship analytics product incorporates a database library licensed under the GNU Affero General Public License version 3 (AGPL).",
        "The mobile SDK distributed to customers statically links a GPLv2 component.",
    ],
    "source_code_escrow": [
        "The Escrow Agent shall release the source code to Licensee upon the Licensor's insolvency or upon a change of control of the Licensor.",
    ],
    "key_employee_severance": [
        "If the Executive's employment is terminated without Cause or for Good Reason within twelve months after a Change in Control, the Company shall pay severance equal to twenty-four months of base salary, being $1,150,000.",
        "If the Company terminates the Executive's employment without Cause, the Company shall continue to pay the Executive's base salary for twelve (12) months.",
    ],
    "equity_acceleration": [
        "All unvested options held by the Chief Technology Officer shall immediately and fully vest upon the consummation of a Change of Control (single trigger acceleration).",
        "Notwithstanding the vesting schedule, one hundred percent (100%) of the Executive's then-unvested stock options shall vest immediately upon the consummation of a Change of Control.",
    ],
    "litigation": [
        "On March 3, 2024, Brightline Logistics, Inc. filed a complaint against the Company in the Superior Court alleging breach of contract and seeking damages of $4.6 million.",
    ],
    "regulatory_investigation": [
        "In January 2025 the Company received a civil investigative demand from the Federal Trade Commission concerning its subscription cancellation practices.",
    ],
    "data_breach_privacy": [
        "In October 2024 the Company experienced a ransomware attack in which personal data of approximately 42,000 customers was exfiltrated.",
        "The internal audit found that the Company failed to obtain valid consent for marketing cookies, a violation of the GDPR.",
    ],
    "debt_default": [
        "An Event of Default has occurred and is continuing under Section 8.1(b) of the Credit Agreement as a result of the Borrower's failure to deliver audited financial statements.",
    ],
    "debt_change_of_control": [
        "A Change of Control shall constitute an Event of Default, upon which the Lenders may declare all Loans immediately due and payable.",
    ],
    "debt_covenants": [
        "The Borrower failed to comply with the Total Leverage Ratio of 3.50 to 1.00 for the quarter ended June 30, 2025.",
    ],
    "liens": [
        "To secure the Obligations, the Borrower hereby grants to the Administrative Agent a continuing security interest in all of its assets, whether now owned or hereafter acquired.",
    ],
    "guarantee": [
        "The Company hereby unconditionally and irrevocably guarantees the payment of all obligations of Redfield Holdings Ltd. under the Lease, up to $6,000,000.",
    ],
    "related_party": [
        "The Company leases its headquarters from Oakridge Properties LLC, an entity owned by the Chief Executive Officer, at an annual rent of $480,000.",
    ],
    "tax_dispute": [
        "The Internal Revenue Service issued a notice of proposed adjustment for the 2021 tax year asserting additional tax of $1.3 million plus penalties.",
    ],
    "environmental": [
        "The Phase II assessment identified chlorinated solvent contamination in the groundwater beneath the Dayton plant, with estimated remediation costs of $2.1 million.",
    ],
    "insurance_gap": [
        "The Company's cyber liability insurance policy lapsed on May 1, 2025 and has not been renewed.",
        "The carrier denied coverage for the product recall claim under the policy's contamination exclusion.",
    ],
}

BENIGN: list[str] = [
    # an employee's invention assignment to the company: the target owns the IP (issue 12:
    # the clause model found it in 117 employee agreements of a 5,000-document room)
    "I hereby assign to the Company all my right, title and interest in and to all inventions, works of authorship, developments, designs and trade secrets that I make during my employment.",
    "The exclusivity period under the Distribution Agreement expired on December 31, 2022 and is no longer in force.",
    "The non-compete covenant in Section 9 has expired.",
    "The Customer's right to terminate upon a change of control was waived in writing on April 2, 2025.",
    "Licensor's consent to the assignment of the Licence Agreement to Buyer has been obtained.",
    "The lawsuit brought by Harper Supply Co. was dismissed with prejudice in 2023.",
    "The wage-and-hour claim filed by a former employee was settled in full for $45,000 in 2022.",
    "Each party's aggregate liability under this Agreement shall not exceed the fees paid or payable in the twelve (12) months preceding the event giving rise to the claim.",
    "Section 14.2 (Change of Control) shall not apply to the transactions contemplated by the Merger Agreement.",
    "This Agreement contains no change of control provision.",
    "There is no pending or threatened litigation against the Company.",
    "In the event of a data breach, the Security Officer shall promptly notify affected individuals and the supervisory authority.",
    "Employees must comply with all applicable privacy laws, including the GDPR, and should report suspected incidents to the privacy team.",
    "The Phase I assessment found no recognized environmental conditions at the property.",
    "The IRS examination of the 2019 tax year was closed with no adjustment.",
    "The Company does not use or incorporate any software licensed under the GPL or other copyleft licences in its products.",
    "The Supplier grants the Customer a non-exclusive licence to use the Software.",
    "The courts of Delaware shall have exclusive jurisdiction over any dispute arising under this Agreement.",
    "The Consulting Agreement with Pinecrest Advisors LLC was terminated effective June 30, 2023.",
    "The Company may assign this Agreement without consent to an Affiliate or a successor to its business.",
    "No Default or Event of Default has occurred and is continuing; the Borrower has been in compliance with the financial covenants at all times, and any prior breach was waived.",
    "The lien in favour of First Coastal Bank was released and discharged upon repayment of the loan in 2021.",
    "The Company has not experienced any security incident involving personal data in the past three years.",
    '"Change of Control" means the acquisition by any person of more than fifty percent (50%) of the voting securities of the Company.',
    'From the Effective Date until December 31, 2023 (the "Exclusivity Period"), Distributor shall purchase the Products exclusively from Supplier.',
    "Either party may assign this Agreement without consent to a successor in connection with a merger or sale of all or substantially all of its assets.",
    "It is an event of default if Tenant fails to pay rent within five days after written notice from Landlord.",
    "This Lease is subordinate to any mortgage on the building, provided the mortgagee agrees not to disturb Tenant's possession.",
    "The Borrower remained in compliance with its financial covenants as of the end of each quarter.",
    "The Recipient shall use the Confidential Information solely for the Purpose and shall not use it to compete with or solicit customers of the Discloser.",
    "Failure to respond to this notice may result in administrative penalties of up to $25,000 per day of continuing violation.",
    # real wording the rules took for red flags (issue 12)
    "9.5 The Company has not suffered any security breach or unauthorised access to its IT systems in the last three years.",
    "Pellow expects to buy about 600,000 units a year. Pellow is under no obligation to buy any minimum quantity.",
    "The Head of IT will decide whether a personal data breach has occurred and whether the regulator must be told.",
    "On and at any time after an Event of Default which is continuing the Bank may declare all outstanding amounts immediately due and payable.",
    "Each party's total aggregate liability shall not exceed the fees paid in the twenty-four (24) months preceding the claim.",
    "No Default or Event of Default has occurred and is continuing.",
    "The Lender hereby waives the Event of Default arising from the late delivery of the Compliance Certificate.",
    "We have completed the examination of your tax return for the tax year 2022 and we made no changes to the tax you reported; the examination was closed with no adjustment.",
]


# the review's as-of date for these sentences (a restriction "until December 31, 2023" has
# ended by it); the reviewer judges by the review's date, never the clock's (offline/as_of.py)
REVIEW_DAY = date(2024, 6, 30)


def make_slice(text: str, doc: str = "d1", path: str = "03 Contracts/Agreement.pdf") -> Slice:
    return Slice(doc, path, "pdf", pages=[SlicePage(1, "p. 1", text, 0)])


def categories(text: str) -> set[str]:
    return {f["category"] for f in review_slices([make_slice(text)])["findings"]}


def test_at_least_25_issue_kinds_and_every_kind_has_a_clause() -> None:
    assert len(patterns.KINDS) >= 25
    assert set(RED_FLAGS) == {k.key for k in patterns.KINDS}


@pytest.mark.parametrize(
    ("kind", "text"), [(k, t) for k, texts in RED_FLAGS.items() for t in texts]
)
def test_red_flag_clause_is_found(kind: str, text: str) -> None:
    found = review_slices([make_slice(text)])["findings"]
    mine = [f for f in found if f["category"] == kind]
    assert mine, f"{kind} not found; got {[f['category'] for f in found]}"
    finding = mine[0]
    assert finding["severity"] in ("low", "medium", "high", "critical")
    assert finding["next_step"] and finding["description"] and finding["title"]
    for citation in finding["citations"]:
        assert citation["quote"] in text
        assert citation["doc"] == "d1" and citation["page"] == 1


@pytest.mark.parametrize("text", BENIGN)
def test_benign_look_alike_is_not_a_red_flag(text: str) -> None:
    found = review_slices([make_slice(text)], today=REVIEW_DAY)["findings"]
    flagged = [(f["category"], f["severity"]) for f in found if f["severity"] != "info"]
    assert flagged == [], text


def test_severity_rules() -> None:
    def sev(kind: str, text: str) -> str:
        return next(
            f["severity"]
            for f in review_slices([make_slice(text)])["findings"]
            if f["category"] == kind
        )

    # change of control with a termination right is high; a bare notice clause is medium
    assert sev("change_of_control", RED_FLAGS["change_of_control"][0]) == "high"
    assert (
        sev(
            "change_of_control",
            "Supplier shall notify Customer in writing within ten days after any change of control of Supplier.",
        )
        == "medium"
    )
    # uncapped + indemnity is critical
    assert sev("uncapped_liability", RED_FLAGS["uncapped_liability"][0]) == "critical"
    # amounts scale severity
    small = "A former distributor filed a complaint alleging breach of contract and seeking damages of $40,000."
    large = "A former distributor filed a complaint alleging breach of contract and seeking damages of $12 million."
    assert sev("litigation", small) == "medium" and sev("litigation", large) == "high"
    # single trigger acceleration is high
    assert sev("equity_acceleration", RED_FLAGS["equity_acceleration"][0]) == "high"


def test_amounts_dates_and_parties_are_extracted() -> None:
    finding = next(f for f in review_slices([make_slice(RED_FLAGS["litigation"][0])])["findings"])
    assert finding["amounts"] == [4_600_000.0]
    assert finding["exposure"].startswith("$4.6 million")  # as the document writes it
    assert "March 3, 2024" in finding["dates"]
    assert any("Brightline Logistics" in p for p in finding["parties"])
    values = [
        a.value
        for a in facts.extract_amounts(
            "fees of USD 2,500,000, EUR 1.2m, £300k and 3 million dollars"
        )
    ]
    assert values == [2_500_000.0, 1_200_000.0, 300_000.0, 3_000_000.0]
    assert facts.extract_dates("signed 5 January 2024, due 2025-03-31 and on Feb. 2, 2023") == [
        "5 January 2024",
        "2025-03-31",
        "Feb. 2, 2023",
    ]
    assert "Oakridge Properties LLC" in facts.extract_parties(RED_FLAGS["related_party"][0])


def test_duplicates_in_a_slice_merge_and_quotes_are_exact_across_pages() -> None:
    page1 = (
        "MASTER SUPPLY AGREEMENT\n\n12. Assignment. Neither party may assign this Agreement without the prior "
        "written consent of the other party.\n\n13. Change of Control. If Supplier undergoes a change of control, "
        "Customer may terminate this Agreement on\nthirty days' notice."
    )
    page2 = (
        "Schedule 4. For clarity, upon a change of control of Supplier, Customer may terminate any Statement of Work "
        "then in effect. Fees: USD 1,200,000 per year."
    )
    piece = Slice(
        "doc7",
        "03 Contracts/MSA.pdf",
        "pdf",
        pages=[SlicePage(1, "p. 1", page1, 0), SlicePage(2, "p. 2", page2, len(page1))],
    )
    prompt = "Review these.\n\n" + render_slices([piece]) + "\n\n" + FINDINGS_FORMAT
    findings, summary = parse_findings(answer(prompt))
    coc = [f for f in findings if f["category"] == "change_of_control"]
    assert len(coc) == 1 and len(coc[0]["citations"]) == 2 and coc[0]["severity"] == "high"
    assert summary
    full = page1 + page2
    for finding in findings:
        for citation in finding["citations"]:
            source = page1 if citation["page"] == 1 else page2
            assert citation["quote"] in source
            assert find_quote(full, citation["quote"]) is not None


def test_long_sentence_is_quoted_by_clause() -> None:
    filler = ", ".join(
        f"the party shall deliver report number {i} on the due date" for i in range(12)
    )
    text = f"Under this Agreement {filler}; and the Supplier shall have unlimited liability for data losses, {filler}."
    found = review_slices([make_slice(text)])["findings"]
    quote = next(f for f in found if f["category"] == "uncapped_liability")["citations"][0]["quote"]
    assert "unlimited liability" in quote and quote in text and len(quote) <= 330


def test_sentence_split_keeps_abbreviations() -> None:
    page = SlicePage(
        1, "p. 1", "Acme Inc. shall pay. See Sec. 4 of the U.S. filing. Next one here.", 0
    )
    texts = [s.text for s in split_sentences(page)]
    assert texts[0] == "Acme Inc. shall pay."
    assert texts[1].startswith("See Sec. 4 of the U.S. filing")


def test_answer_without_slices_is_a_plain_reading() -> None:
    text = "Summarise: " + RED_FLAGS["change_of_control"][0] + " " + RED_FLAGS["litigation"][0]
    reply = answer(text)
    with pytest.raises(json.JSONDecodeError):
        json.loads(reply)
    assert "no language model" in reply and "Change of control" in reply and "$4.6 million" in reply
    assert reading("Hello world, nothing to see here.").count("No clause") == 1


def test_answer_with_slices_roundtrips_through_parse_slices() -> None:
    pieces = [
        make_slice(t, doc=f"d{i}", path=f"f/{i}.txt")
        for i, t in enumerate(BENIGN[:3] + RED_FLAGS["liens"])
    ]
    prompt = render_slices(pieces)
    assert len(parse_slices(prompt)) == 4
    data = json.loads(answer(prompt))
    live = [f for f in data["findings"] if f["severity"] != "info"]
    assert [f["category"] for f in live] == ["liens"]
    assert live[0]["citations"][0]["doc"] == "d3"


def test_pdf_wrapped_lines_and_headings() -> None:
    # a market-standard mutual cap wrapped across lines by PDF extraction stays benign
    wrapped = (
        "13. Liability. Each party's aggregate liability under this Agreement shall not exceed the fees paid in the twelve\n"
        "(12) months preceding the claim."
    )
    assert categories(wrapped) == set()
    # an all-capitals title glued to the first sentence is not part of the quote
    text = "DISTRIBUTION AGREEMENT\nThe Company appoints Meridian Health LLC as its exclusive distributor for the Products."
    quote = review_slices([make_slice(text)])["findings"][0]["citations"][0]["quote"]
    assert quote.startswith("The Company appoints")
    titled = "Change of Control\nIf Supplier undergoes a change of control, Customer may terminate this Agreement."
    assert review_slices([make_slice(titled)])["findings"][0]["citations"][0]["quote"].startswith(
        "If Supplier"
    )
    # a long notice window raises an auto-renewal to medium
    finding = review_slices([make_slice(RED_FLAGS["auto_renewal"][0])])["findings"][0]
    assert finding["severity"] == "medium"


def test_overlapping_kinds_give_one_finding_per_passage() -> None:
    found = categories(RED_FLAGS["debt_change_of_control"][0])
    assert "debt_change_of_control" in found and "debt_default" not in found


def test_context_rules() -> None:
    # a settlement agreement's mention of the claims it releases is not open litigation
    settled = "In consideration of the payment of $200,000, Fairview Parcel Corp. releases the Company from all claims alleged in the action."
    assert categories(settled) == set()
    piece = make_slice(
        "The plaintiff filed a complaint alleging breach of contract and seeking damages of $2 million.",
        path="10 Litigation/Harbor v Company - Settlement Agreement (2023).docx",
    )
    assert review_slices([piece])["findings"] == []
    # a definition's lettered items are part of the definition
    definition = (
        '"Change of Control" means (a) any acquisition of a majority of the voting securities of the Company;\n'
        "(b) any sale of all or substantially all of the assets of the Company, whether in one or more transactions."
    )
    assert categories(definition) == set()
    # consents the lead reviewer names resolve that party's consent clauses only, and the
    # resolved clause is reported as context (info) with its reason, not dropped
    clause = "If Provider undergoes a Change of Control, Customer may terminate this Agreement on thirty days' notice."
    other = make_slice(clause, path="04 Customers/MSA - Kingsley.docx")
    given = make_slice(clause, path="04 Customers/MSA - Brookhollow.docx")

    def by_path(found: list[dict]) -> dict[str, dict]:
        return {f["citations"][0]["path"]: f for f in found}

    direct = by_path(
        review_slices([other, given], consented=["Brookhollow Furniture Corp."])["findings"]
    )
    prompt = (
        "Task: review.\nConsents already obtained: Brookhollow Furniture Corp.\n\n"
        + render_slices([other, given])
    )
    for found in (direct, by_path(json.loads(answer(prompt))["findings"])):
        assert set(found) == {
            "04 Customers/MSA - Kingsley.docx",
            "04 Customers/MSA - Brookhollow.docx",
        }
        assert found["04 Customers/MSA - Kingsley.docx"]["severity"] != "info"
        consented = found["04 Customers/MSA - Brookhollow.docx"]
        assert consented["severity"] == "info", consented
        assert (
            "consent of" in consented["description"]
            and "brookhollow" in consented["description"].lower()
        )
        assert len(consented["citations"]) == 1  # the clause; the consent is no passage of it
    # consent "not to be unreasonably withheld" is a low-grade consent item
    soft = "Tenant shall not assign this Agreement without Landlord's prior written consent, not to be unreasonably withheld."
    assert review_slices([make_slice(soft)])["findings"][0]["severity"] == "low"


def test_amounts_and_figures_from_around_the_clause() -> None:
    text = (
        "The Lender has made available a term loan facility in the aggregate principal amount of $18,000,000.\n\n"
        "Section 9.1. Each of the following is an Event of Default: (k) Change of Control. A Change of Control occurs, "
        "whether or not the Lender has consented.\n\nSection 9.2. Notices shall be in writing."
    )
    finding = next(
        f
        for f in review_slices([make_slice(text)])["findings"]
        if f["category"] == "debt_change_of_control"
    )
    assert finding["amounts"] == [18_000_000.0]
    assert finding["exposure"].startswith("$18,000,000 (facility amount")  # says what it measures
    # an amount in the sentence next to a clause may measure something else (an insurance
    # limit beside an uncapped liability): named in the description, never as the exposure
    uncapped = (
        "The limitations of liability in Section 10 shall not apply to Provider's indemnification obligations. "
        "Provider shall maintain cyber liability insurance of at least $5,000,000 per claim."
    )
    finding = next(f for f in review_slices([make_slice(uncapped)])["findings"])
    assert finding["category"] == "uncapped_liability" and finding["exposure"] == ""
    assert "$5,000,000" in finding["description"] and finding["amounts"] == []
    breach = (
        "The exposed storage bucket held names and driver's licence numbers of approximately 23,000 drivers, "
        "and access logs show the records were downloaded."
    )
    found = review_slices([make_slice(breach)])["findings"]
    assert (
        found[0]["category"] == "data_breach_privacy"
        and "approximately 23,000 drivers" in found[0]["description"]
    )


def risks(text: str) -> set[str]:
    found = review_slices([make_slice(text)], today=REVIEW_DAY)["findings"]
    return {f["category"] for f in found if f["severity"] != "info"}


def test_benign_precision_on_benign_set() -> None:
    # a benign look-alike is never a risk; a resolved matter (settled, waived, expired) may
    # be reported, as context (info)
    flagged = [t for t in BENIGN if risks(t)]
    assert flagged == []


def test_anchor_prefilter_never_hides_a_trigger() -> None:
    corpus = [t for texts in RED_FLAGS.values() for t in texts] + BENIGN
    corpus += [
        "The Company's sole supplier of resin is Delta Polymers.",
        "Licensor will deposit the source code with the escrow agent.",
        "The IRS proposed an adjustment; the HMRC enquiry remains open.",
        "A warning letter from the FDA was received in May.",
        "The CEO's brother owns the landlord.",
    ]
    for text in corpus:
        for kind in patterns.KINDS:
            if any(t.search(text) for t in kind.triggers):
                assert patterns.might_match(text), (kind.key, text)


def test_table_rows_are_read_cell_by_cell() -> None:
    sheet = (
        "Optionee\tGrant date\tShares\tVesting\tAcceleration\n"
        "Julian Quintero\tApril 7, 2020\t104000\t4 years, 1-year cliff\tNone\n"
        "Kestrel Bay Ventures LLC\tCommon\t432000\tKestrel Bay Ventures LLC is wholly owned by the CEO."
    )
    found = review_slices([make_slice(sheet)])["findings"]
    assert [f["category"] for f in found] == ["related_party"]
    assert (
        found[0]["citations"][0]["quote"] == "Kestrel Bay Ventures LLC is wholly owned by the CEO."
    )


MARKET_STANDARD_MSA = """MASTER SERVICES AGREEMENT

This Master Services Agreement is entered into as of January 15, 2023 by and between Lumen Analytics, Inc., a Delaware corporation ("Provider"), and Castle Rock Bank, N.A. ("Customer").

1. Services. Provider shall perform the services described in each Statement of Work. Provider shall comply with all applicable laws and regulations in performing the Services.

2. Fees. Customer shall pay the fees set out in each Statement of Work within thirty (30) days of invoice. Late payments bear interest at 1% per month.

3. Confidentiality. Each party shall protect the other party's Confidential Information using reasonable care. In the event of any unauthorized access to Customer Data, Provider shall promptly notify Customer.

4. Warranties. Provider warrants that the Services will be performed in a professional manner.

5. Indemnification. Provider shall indemnify Customer against third-party claims alleging that the Services infringe any patent, copyright or trade secret.

6. Limitation of Liability. Neither party shall be liable for indirect or consequential damages. Each party's aggregate liability shall not exceed the fees paid in the twelve (12) months preceding the claim.

7. Term. This Agreement continues for three years. Either party may terminate for material breach not cured within thirty days.

8. Insurance. Provider shall maintain commercial general liability insurance of at least $2,000,000 per occurrence and cyber insurance of $5,000,000.

9. Governing Law. This Agreement is governed by the laws of New York, and the courts of New York shall have exclusive jurisdiction.

10. Data Protection. Provider shall process personal data in accordance with the GDPR and the Data Processing Addendum.

11. Assignment. Neither party may assign this Agreement without the other party's consent, not to be unreasonably withheld, except to a successor in a merger or sale of all or substantially all of its assets.
"""


def test_a_market_standard_contract_raises_nothing_above_low() -> None:
    found = review_slices([make_slice(MARKET_STANDARD_MSA)])["findings"]
    assert [
        (f["category"], f["severity"]) for f in found if f["severity"] not in ("info", "low")
    ] == []


DEMAND_LETTER = (
    "Quarry Hill Retail Group Corp. / Corvane Systems, Inc.: demand for payment\nDear Daniel Carrow:\n\n"
    "We act for Quarry Hill Retail Group Corp. in connection with the outage of March 2026. "
    "The Company's incident summary admits that the outage was caused by an untested configuration "
    "change, which in our client's view is gross negligence to which the limitation of liability does "
    "not apply. Accordingly, our client demands that Corvane Systems, Inc. pay $4,987,500 within thirty "
    "(30) days of the date of this letter, failing which our client intends to commence proceedings."
)


def test_a_demand_letter_is_litigation_not_a_contract_term() -> None:
    """A claimant arguing that a cap does not apply is a claim with an amount, not an
    uncapped-liability clause of the target's contracts."""
    piece = make_slice(
        DEMAND_LETTER, path="10 Litigation & Disputes/Demand Letter - Quarry Hill.pdf"
    )
    found = review_slices([piece])["findings"]
    assert [f["category"] for f in found] == ["litigation"]
    assert found[0]["amounts"] == [4_987_500.0]
    assert found[0]["exposure"].startswith("$4,987,500")
    # the letter's heading and salutation are not quoted as the claim
    assert [c["quote"].split()[0] for c in found[0]["citations"]] == ["Accordingly,"]
    assert "gross negligence" in found[0]["description"]  # the claimant's case is quoted
    assert "limitation of liability does not apply" in found[0]["description"]


def test_boilerplate_is_not_a_red_flag_but_the_real_thing_is() -> None:
    # an affiliate-transactions covenant is not a most-favoured-nation promise
    covenant = (
        "The Borrower shall not enter into any transaction with an Affiliate except on terms no "
        "less favourable than an arm's-length transaction."
    )
    assert "most_favoured_nation" not in categories(covenant)
    # the list of events of default in a credit agreement is for the record only
    listed = review_slices(
        [
            make_slice(
                'Each of the following is an "Event of Default": (a) the Borrower fails to pay any '
                "principal when due. While an Event of Default exists, the Obligations bear interest "
                "at 2% per annum above the otherwise applicable rate."
            )
        ]
    )["findings"]
    assert all(f["severity"] == "info" for f in listed if f["category"] == "debt_default")
    # a cap-table note on single-trigger acceleration is equity acceleration, not a contract's
    # change-of-control clause
    assert categories(
        "Option grant to the CTO: Single trigger: 100% on change of control of the Company."
    ) == {"equity_acceleration"}


def test_allocation_clauses_and_baskets_are_not_losses() -> None:
    # a lease that leaves pre-existing contamination with the landlord records who bears it
    allocation = review_slices(
        [
            make_slice(
                "Landlord remains responsible for Hazardous Materials present at the Premises "
                "before the Commencement Date, and Tenant is responsible for those it introduces."
            )
        ]
    )["findings"]
    assert all(f["severity"] == "info" for f in allocation)
    # a covenant's basket is a limit, not an exposure
    covenant = review_slices(
        [
            make_slice(
                "The Borrower shall not incur indebtedness other than the Obligations and capital "
                "leases not exceeding $1,000,000."
            )
        ]
    )["findings"]
    assert covenant[0]["category"] == "debt_covenants"
    assert "not a loss" in covenant[0]["exposure"]


def test_a_restriction_ends_by_the_date_the_task_names_not_the_clocks() -> None:
    """The lead reviewer's task names the review's date ("Review as of: ..."): a restriction
    "until December 31, 2023" has ended by mid-2024, not by the end of 2023. Before, the
    reviewer judged by ``date.today()`` whatever the review's date was."""
    exclusivity = next(t for t in BENIGN if "until December 31, 2023" in t)
    prompt = "Task from the lead reviewer: Report what a buyer must know.\n{when}\n\n" + (
        render_slices([make_slice(exclusivity)])
    )
    late = json.loads(answer(prompt.format(when="Review as of: 2024-06-30 (set)")))
    early = json.loads(answer(prompt.format(when="Review as of: 2023-06-30 (set)")))
    assert not [f for f in late["findings"] if f["severity"] != "info"]
    assert [f["category"] for f in early["findings"] if f["severity"] != "info"] == ["exclusivity"]


def test_a_restriction_ended_before_the_as_of_date_is_context_not_dropped() -> None:
    """An exclusivity whose end is before the review's as-of date is reported as context (info)
    saying why, as the other resolved matters are; it was dropped, so the analyst never saw
    the clause. Before its end it is a risk."""
    import datetime as dt

    clause = "The Distributor shall be the exclusive distributor of the Products in the Territory until 31 December 2023."
    piece = make_slice(clause, path="Distribution Agreement.docx")
    live = review_slices([piece], today=dt.date(2023, 6, 30))["findings"]
    assert [f["severity"] for f in live] == ["medium"]
    ended = review_slices([piece], today=dt.date(2025, 6, 30))["findings"]
    assert [f["severity"] for f in ended] == ["info"], ended
    assert "as-of date" in ended[0]["description"] and "2025-06-30" in ended[0]["description"]
    assert [c["quote"] for c in ended[0]["citations"]] == [clause]


def test_a_list_lead_in_is_quoted_with_the_item_that_carries_the_point() -> None:
    """A citation of "Each of the following is an Event of Default:" alone proves nothing: the
    quote runs on to the item (here a short lead-in and its items, verbatim on the page)."""
    text = (
        '8.1 Events of Default. Each of the following is an "Event of Default":\n'
        "(a) Non-Payment. The Borrower fails to pay any principal when due, or any interest"
        " within three Business Days after it is due.\n"
        "(b) Cross-Default. Any Indebtedness of the Borrower above $2,500,000 is accelerated.\n"
        "8.2 Remedies. The Lender may then declare the Obligations due.\n"
    )
    found = review_slices([make_slice(text)])["findings"]
    quotes = [c["quote"] for f in found for c in f["citations"]]
    leads = [q for q in quotes if "following is" in q]
    assert leads, quotes
    for quote in leads:
        assert not quote.rstrip().endswith(":"), quote
        assert "(a) Non-Payment" in quote
        assert quote in text


@pytest.mark.parametrize(
    "text",
    [
        "14.2 Mandatory prepayment. If the Sponsor ceases to hold, directly or indirectly, more "
        "than 50 per cent of the voting shares of the Borrower, the Borrower shall repay the "
        "Loan in full within 10 Business Days.",
        "It is an Event of Default under this Facility if Holdco ceases to own at least a "
        "majority of the issued share capital of the Borrower.",
    ],
)
def test_a_holder_that_ceases_to_hold_the_majority_is_a_change_of_control_under_debt(
    text: str,
) -> None:
    """A lender's change-of-control clause written from the holder's side names no "change of
    control" and no acquirer: the sponsor ceases to hold the majority of the shares."""
    assert "debt_change_of_control" in risks(text)


@pytest.mark.parametrize(
    "text",
    [
        "A director shall cease to hold office if he becomes bankrupt or resigns by notice to "
        "the Company.",
        "The Borrower shall repay the Loan in eight equal quarterly instalments, and interest "
        "shall cease to accrue on any amount repaid.",
    ],
)
def test_ceasing_without_a_majority_of_shares_is_no_change_of_control(text: str) -> None:
    assert not {"change_of_control", "debt_change_of_control"} & risks(text)
