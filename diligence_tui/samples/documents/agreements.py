"""Employment papers, the lease and the credit agreement."""

from __future__ import annotations

from datetime import date, timedelta

from diligence_tui.samples.documents.base import Extra, signature_block
from diligence_tui.samples.world import Person, World, long_date, money, words


def employment_agreement(
    w: World, person: Person, salary: float, extra: Extra = (), bonus: int = 30
) -> list[tuple]:
    rng = w.rng
    start = w.day_between(date(2018, 1, 1), date(2023, 12, 31))
    clauses = [
        (
            "Position and Duties",
            f"The Company employs the Executive as its {person.title}, reporting to the {'Board' if person is w.ceo else 'Chief Executive Officer'}. The Executive shall devote substantially all of the Executive's business time and attention to the Company and shall comply with its policies as in effect from time to time.",
        ),
        (
            "Term",
            "Employment under this Agreement is at will: either the Company or the Executive may end it at any time, with or without cause, subject to the notice and severance provisions below.",
        ),
        (
            "Base Salary",
            f"The Company shall pay the Executive a base salary at the annual rate of {money(salary)}, payable in accordance with the Company's regular payroll practices and reviewed annually by the Board or its compensation committee.",
        ),
        (
            "Annual Bonus",
            f"The Executive is eligible for an annual performance bonus with a target of {words(bonus)} percent ({bonus}%) of base salary, based on the achievement of Company and individual objectives set by the Board. The bonus is paid only if the Executive is employed on the payment date.",
        ),
        (
            "Equity",
            "The Executive has been granted stock options under the Company's 2019 Equity Incentive Plan, which vest over four years with twenty-five percent vesting on the first anniversary of the vesting commencement date and the remainder in equal monthly instalments, subject to continued service, and are governed by the plan and the applicable grant notice.",
        ),
        (
            "Benefits",
            "The Executive may participate in the employee benefit plans the Company makes available to its senior employees, including medical, dental, vision, life and disability insurance and the 401(k) plan, subject to their terms.",
        ),
        (
            "Severance",
            f"If the Company terminates the Executive's employment without Cause, or the Executive resigns for Good Reason, the Company shall, subject to the Executive signing and not revoking a general release of claims, continue the Executive's base salary for {words(rng.choice([6, 9, 12]))} months and pay the employer portion of continued health coverage for the same period.",
        ),
        (
            "Definitions",
            '"Cause" means the Executive\'s (a) conviction of or plea of no contest to a felony, (b) fraud or embezzlement against the Company, (c) material breach of this Agreement or of the Confidential Information and Invention Assignment Agreement that is not cured within thirty days after written notice, or (d) wilful failure to perform material duties. "Good Reason" means a material reduction in base salary or duties, or a relocation of the Executive\'s principal place of work by more than fifty miles, in each case without the Executive\'s consent and not cured within thirty days after notice.',
        ),
        (
            "Confidentiality and Inventions",
            "The Executive's Confidential Information and Invention Assignment Agreement, signed on the same date, remains in full force and assigns to the Company all inventions conceived or reduced to practice in the course of employment.",
        ),
        (
            "Non-Solicitation",
            "During employment and for twelve months afterwards, the Executive shall not solicit any employee of the Company to leave its employ or solicit any customer of the Company to reduce its business with the Company.",
        ),
        (
            "Section 409A",
            "This Agreement is intended to comply with, or be exempt from, Section 409A of the Internal Revenue Code and shall be interpreted accordingly. Each instalment payment is a separate payment for purposes of Section 409A.",
        ),
        (
            "Governing Law",
            "This Agreement is governed by the laws of the State of the Executive's principal place of work, without regard to conflict-of-laws principles.",
        ),
        (
            "Entire Agreement",
            "This Agreement, together with the documents it refers to, is the entire agreement about the Executive's employment and supersedes any earlier offer letter or understanding.",
        ),
    ]
    for where, text in extra:
        clauses.insert(5, (where, text))
    blocks: list[tuple] = [
        ("h1", "Executive Employment Agreement"),
        (
            "p",
            f'This Executive Employment Agreement (this "Agreement") is made as of {long_date(start)} between {w.target} (the "Company") and {person.name} (the "Executive").',
        ),
    ]
    for number, (heading, text) in enumerate(clauses, start=1):
        blocks.append(("h2", f"{number}. {heading}"))
        blocks.append(("p", text))
    blocks.extend(
        signature_block(
            w.target, w.ceo if person is not w.ceo else w.directors[0], person.name, person
        )
    )
    return blocks


def offer_letter(w: World, person: Person, salary: float, when: date) -> str:
    return (
        f"{w.target}\n{w.hq_address}\n\n{long_date(when)}\n\nDear {person.first},\n\n"
        f'We are delighted to offer you the position of {person.title} at {w.target} (the "Company"), starting on a date to be agreed. '
        f"Your annual base salary will be {money(salary)}, paid in accordance with the Company's payroll schedule, and you will be eligible for the Company's standard benefits.\n\n"
        f"Subject to approval by the Board, you will be granted an option to purchase {w.rng.randrange(8, 60) * 1000:,} shares of the Company's Common Stock under the 2019 Equity Incentive Plan, vesting over four years with a one-year cliff.\n\n"
        "Your employment is at will, meaning that either you or the Company may end it at any time, for any reason, with or without notice. As a condition of employment you will sign the Company's Confidential Information and Invention Assignment Agreement and provide proof of your eligibility to work in the United States.\n\n"
        "This letter, together with the agreements referred to in it, is the complete agreement about the terms of your employment. Please sign and return it within five business days.\n\n"
        f"Sincerely,\n\n/s/ {w.ceo.name}\n{w.ceo.title}\n\nAccepted and agreed: /s/ {person.name}\n"
    )


def invention_assignment(w: World, person: Person, when: date) -> list[tuple]:
    return [
        ("h1", "Confidential Information and Invention Assignment Agreement"),
        (
            "p",
            f'In consideration of my employment or engagement by {w.target} (the "Company"), I, {person.name}, agree as follows, effective {long_date(when)}.',
        ),
        ("h2", "1. Confidential Information"),
        (
            "p",
            "I will hold in strict confidence and will not use or disclose, except as my work for the Company requires, any Confidential Information of the Company, during or after my employment.",
        ),
        ("h2", "2. Assignment of Inventions"),
        (
            "p",
            'I hereby assign to the Company all my right, title and interest in and to all inventions, works of authorship, developments, designs and trade secrets that I make, conceive or reduce to practice, alone or with others, during the period of my employment and that relate to the Company\'s business or result from work I perform for the Company ("Company Inventions").',
        ),
        ("h2", "3. Prior Inventions"),
        (
            "p",
            "I have listed in Exhibit A all inventions I made before my employment that I wish to exclude from this Agreement. If Exhibit A is blank, I represent that there are no such prior inventions.",
        ),
        ("h2", "4. Moral Rights and Further Assurances"),
        (
            "p",
            "I waive any moral rights in Company Inventions and will sign any documents the Company reasonably requests to perfect its rights, both during and after my employment.",
        ),
        ("h2", "5. Return of Property"),
        (
            "p",
            "When my employment ends I will return all Company property and documents and will not keep copies.",
        ),
        ("h2", "Exhibit A - Prior Inventions"),
        ("p", "None."),
        ("p", f"/s/ {person.name}    Accepted: {w.target}, by /s/ {w.counsel.name}"),
    ]


def lease(
    w: World,
    landlord: str,
    landlord_signer: Person,
    premises: str,
    sqft: int,
    rent: float,
    start: date,
    years: int,
    extra: Extra = (),
    title: str = "Office Lease",
) -> list[tuple]:
    rng = w.rng
    sections = [
        (
            "Premises",
            f'Landlord leases to Tenant, and Tenant leases from Landlord, approximately {sqft:,} rentable square feet in the building located at {premises} (the "Premises"), together with the non-exclusive right to use the common areas and {rng.randrange(20, 120)} parking spaces.',
        ),
        (
            "Term",
            f'The term of this Lease begins on {long_date(start)} (the "Commencement Date") and ends on the last day of the {words(years * 12)}th full calendar month afterwards, unless sooner terminated under this Lease. Tenant has one option to extend the term for five years at ninety-five percent of fair market rent, exercisable by notice given at least nine months before expiry.',
        ),
        (
            "Base Rent",
            f"Tenant shall pay annual base rent of {money(rent)}, in equal monthly instalments of {money(rent / 12)} in advance on the first day of each month, increasing by three percent (3%) on each anniversary of the Commencement Date.",
        ),
        (
            "Operating Expenses and Taxes",
            f"Tenant shall pay its proportionate share ({rng.randrange(12, 100)}%) of operating expenses and real estate taxes for the building in excess of those for the base year, as estimated by Landlord and reconciled annually.",
        ),
        (
            "Security Deposit",
            f"Tenant has deposited {money(rent / 6)} with Landlord as security for its obligations, which Landlord shall return within thirty days after the end of the term, less any amounts properly applied.",
        ),
        (
            "Use",
            "Tenant shall use the Premises for general office, research and development and related lawful purposes only, and shall comply with all laws and recorded covenants affecting its use.",
        ),
        (
            "Alterations",
            "Tenant shall not make alterations costing more than $50,000 in any year, or affecting the structure or building systems, without Landlord's prior written consent, which Landlord shall not unreasonably withhold.",
        ),
        (
            "Repairs and Maintenance",
            "Landlord shall maintain the roof, structure and building systems and the common areas. Tenant shall keep the interior of the Premises in good order, reasonable wear and tear excepted.",
        ),
        (
            "Assignment and Subletting",
            "Tenant shall not assign this Lease or sublet all or part of the Premises without Landlord's prior written consent, not to be unreasonably withheld, conditioned or delayed. A transfer of more than fifty percent of Tenant's equity, or a merger of Tenant, is an assignment requiring consent unless the successor has a net worth at least equal to Tenant's at the date of this Lease.",
        ),
        (
            "Insurance",
            "Tenant shall maintain commercial general liability insurance of at least $2,000,000 per occurrence naming Landlord as additional insured, and property insurance for its personal property and improvements.",
        ),
        (
            "Indemnity",
            "Each party shall indemnify the other against third-party claims for injury or damage arising from its negligence or wilful misconduct or that of its agents and employees.",
        ),
        (
            "Casualty and Condemnation",
            "If the Premises are damaged by fire or other casualty and cannot be restored within one hundred eighty days, either party may terminate this Lease. Rent abates in proportion to the area rendered untenantable.",
        ),
        (
            "Default",
            "It is an event of default if Tenant fails to pay rent within five days after written notice of non-payment, or fails to perform any other obligation within thirty days after written notice (or such longer period as is reasonably needed if Tenant is diligently curing). Upon an event of default Landlord may terminate this Lease and recover its damages as permitted by law.",
        ),
        (
            "Subordination and Estoppel",
            "This Lease is subordinate to any mortgage on the building, provided the mortgagee agrees not to disturb Tenant's possession while Tenant is not in default. Tenant shall deliver an estoppel certificate within ten business days after request.",
        ),
        (
            "Surrender",
            "At the end of the term Tenant shall surrender the Premises broom clean and in good condition, removing its personal property and any alterations that Landlord required to be removed when it consented to them.",
        ),
        (
            "Notices",
            "Notices must be in writing and delivered by hand, by overnight courier or by certified mail to the addresses on the signature page.",
        ),
        (
            "Miscellaneous",
            "This Lease is the entire agreement of the parties about the Premises, may be amended only in writing, and is governed by the law of the state in which the Premises are located.",
        ),
    ]
    for where, text in extra:
        sections.insert(rng.randrange(3, 9), (where, text))
    blocks: list[tuple] = [
        ("h1", title),
        (
            "p",
            f'This {title} (this "Lease") is made as of {long_date(start - timedelta(days=45))} between {landlord} ("Landlord") and {w.target} ("Tenant").',
        ),
    ]
    for number, (heading, text) in enumerate(sections, start=1):
        blocks.append(("h2", f"{number}. {heading}"))
        blocks.append(("p", text))
    blocks.extend(signature_block(landlord, landlord_signer, w.target, w.cfo))
    return blocks


def credit_agreement(
    w: World, amount: float, revolver: float, closing: date, extra: Extra = ()
) -> list[str]:
    """A credit agreement as PDF pages (one string per page)."""
    rng = w.rng
    bank = w.bank
    margin = rng.choice(["2.75%", "3.00%", "3.25%"])
    pages = [
        f"CREDIT AGREEMENT\n\ndated as of {long_date(closing)}\n\namong\n\n{w.target},\nas Borrower,\n\nthe Guarantors party hereto,\n\nand\n\n{bank},\nas Lender\n\n"
        f"TERM LOAN FACILITY OF {money(amount)}\nREVOLVING CREDIT FACILITY OF {money(revolver)}",
        "TABLE OF CONTENTS\n\nArticle 1. Definitions and Accounting Terms\nArticle 2. The Credit Facilities\nArticle 3. Interest, Fees and Payments\nArticle 4. Conditions Precedent\n"
        "Article 5. Representations and Warranties\nArticle 6. Affirmative Covenants\nArticle 7. Negative Covenants\nArticle 8. Events of Default\nArticle 9. Miscellaneous\n\n"
        "Schedules (delivered separately): 5.6 Litigation; 5.12 Subsidiaries; 7.1 Existing Indebtedness; 7.2 Existing Liens",
        "ARTICLE 1. DEFINITIONS\n\n1.1 Defined Terms. As used in this Agreement:\n\n"
        '"Applicable Margin" means '
        + margin
        + " per annum for Term SOFR Loans and 1.00% less for Base Rate Loans.\n\n"
        '"Change of Control" means (a) any person or group, other than the Permitted Holders, becomes the beneficial owner of more than 50% of the voting Equity Interests of the Borrower, or (b) a majority of the board of directors of the Borrower ceases to consist of continuing directors.\n\n'
        '"Consolidated EBITDA" means, for any period, consolidated net income plus interest expense, income taxes, depreciation and amortization, non-cash stock compensation and non-recurring expenses approved by the Lender, each to the extent deducted in computing net income.\n\n'
        '"Loan Documents" means this Agreement, the Notes, the Guaranty, the Security Agreement, each Compliance Certificate and every other document delivered under this Agreement.\n\n'
        '"Material Adverse Effect" means a material adverse effect on the business, assets, operations or financial condition of the Borrower and its Subsidiaries taken as a whole, or on the ability of the Borrower to perform its obligations under the Loan Documents.\n\n'
        '"Permitted Holders" means the holders of the Borrower\'s Equity Interests on the Closing Date and their Affiliates.\n\n'
        '"Recurring Revenue" means, as of any date, the annualized value of subscription contracts in effect on that date, determined in accordance with the Borrower\'s customary practices.',
        "ARTICLE 2. THE CREDIT FACILITIES\n\n"
        f'2.1 Term Loan. Subject to the terms of this Agreement, the Lender agrees to make a term loan to the Borrower on the Closing Date in the aggregate principal amount of {money(amount)} (the "Term Loan"). Amounts repaid on the Term Loan may not be reborrowed.\n\n'
        f"2.2 Revolving Loans. The Lender agrees to make revolving loans to the Borrower from time to time until the Maturity Date in an aggregate amount outstanding at any time not exceeding {money(revolver)}.\n\n"
        '2.3 Repayment. The Borrower shall repay the Term Loan in quarterly instalments equal to 1.25% of its original principal amount, beginning with the first full fiscal quarter after the Closing Date, with the balance due on the fifth anniversary of the Closing Date (the "Maturity Date").\n\n'
        "2.4 Prepayment. The Borrower may prepay the Loans in whole or in part at any time, with a prepayment premium of 2% in the first year and 1% in the second year after the Closing Date.\n\n"
        "2.5 Use of Proceeds. The proceeds of the Loans shall be used to refinance existing indebtedness, to pay fees and expenses of this transaction and for working capital and general corporate purposes.",
        "ARTICLE 3. INTEREST, FEES AND PAYMENTS\n\n3.1 Interest. Each Loan bears interest at Term SOFR plus the Applicable Margin, payable monthly in arrears.\n\n"
        "3.2 Default Interest. While an Event of Default exists, the Obligations bear interest at 2% per annum above the otherwise applicable rate.\n\n"
        "3.3 Unused Line Fee. The Borrower shall pay a fee of 0.25% per annum on the unused portion of the revolving commitment, quarterly in arrears.\n\n"
        "ARTICLE 4. CONDITIONS PRECEDENT\n\n4.1 Closing. The obligation of the Lender to make the initial Loans is subject to delivery of the Loan Documents, officer's certificates, good standing certificates, a legal opinion, evidence of insurance, and payoff letters for existing indebtedness.",
        "ARTICLE 5. REPRESENTATIONS AND WARRANTIES\n\nThe Borrower represents and warrants that: (a) it is duly organized and in good standing; (b) the Loan Documents have been duly authorized and are enforceable; (c) its financial statements fairly present its financial condition; (d) since the date of the most recent audited financial statements no Material Adverse Effect has occurred; (e) except as set out on Schedule 5.6, there is no litigation pending or threatened that could reasonably be expected to have a Material Adverse Effect; (f) it has filed all tax returns and paid all taxes due; and (g) it owns or has the right to use all intellectual property material to its business.\n\n"
        "ARTICLE 6. AFFIRMATIVE COVENANTS\n\n6.1 Financial Statements. The Borrower shall deliver audited annual financial statements within 120 days after each fiscal year end and unaudited quarterly statements within 45 days after each quarter end, each with a Compliance Certificate.\n\n"
        "6.2 Notices. The Borrower shall promptly notify the Lender of any Default, any litigation involving more than $500,000, and any event that could reasonably be expected to have a Material Adverse Effect.\n\n"
        "6.3 Insurance; Books; Inspection. The Borrower shall maintain insurance customary for its business, keep proper books, and permit the Lender to inspect them on reasonable notice.",
        "ARTICLE 7. NEGATIVE COVENANTS\n\n7.1 Indebtedness. The Borrower shall not incur indebtedness other than the Obligations, indebtedness listed on Schedule 7.1, capital leases not exceeding $1,000,000 and other unsecured indebtedness not exceeding $500,000.\n\n"
        "7.2 Liens. The Borrower shall not create any lien on its assets other than liens in favour of the Lender and permitted liens.\n\n"
        "7.3 Fundamental Changes. The Borrower shall not merge, consolidate or sell all or substantially all of its assets without the Lender's prior written consent.\n\n"
        "7.4 Investments and Loans. The Borrower shall not make loans or advances to any person, other than trade credit in the ordinary course and loans to employees not exceeding $250,000 in aggregate.\n\n"
        "7.5 Financial Covenants. The Borrower shall maintain (a) a minimum Recurring Revenue of not less than 85% of the amount in its annual plan, tested quarterly, and (b) minimum liquidity of $5,000,000 at all times.\n\n"
        "7.6 Transactions with Affiliates. The Borrower shall not enter into any transaction with an Affiliate except on terms no less favourable than an arm's-length transaction.",
    ]
    eod = (
        'ARTICLE 8. EVENTS OF DEFAULT\n\n8.1 Events of Default. Each of the following is an "Event of Default":\n\n'
        "(a) Non-Payment. The Borrower fails to pay any principal when due, or any interest or fee within three Business Days after it is due.\n\n"
        "(b) Covenants. The Borrower fails to perform any covenant in Article 7, or any other covenant within thirty days after notice.\n\n"
        "(c) Representations. Any representation proves to have been materially incorrect when made.\n\n"
        "(d) Cross-Default. The Borrower defaults under any other indebtedness exceeding $750,000.\n\n"
        "(e) Insolvency. The Borrower becomes insolvent or the subject of any bankruptcy proceeding.\n\n"
        "(f) Judgments. One or more judgments for more than $1,000,000 remain unpaid or unstayed for forty-five days.\n"
    )
    for letter_, text in zip("ghijk", [payload for _, payload in extra], strict=False):
        eod += f"\n({letter_}) {text}\n"
    eod += "\n8.2 Remedies. Upon an Event of Default the Lender may declare the Commitments terminated and all Obligations immediately due and payable, and may exercise all rights of a secured party."
    pages.append(eod)
    pages.append(
        "ARTICLE 9. MISCELLANEOUS\n\n9.1 Amendments. No amendment or waiver is effective unless in writing and signed by the Lender and the Borrower.\n\n9.2 Expenses. The Borrower shall pay the Lender's reasonable costs of preparing, administering and enforcing the Loan Documents.\n\n"
        "9.3 Governing Law; Jurisdiction. This Agreement is governed by the laws of the State of New York. The parties submit to the courts of New York County.\n\n9.4 Waiver of Jury Trial. EACH PARTY WAIVES TRIAL BY JURY IN ANY ACTION RELATING TO THE LOAN DOCUMENTS.\n\n"
        f"IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first written above.\n\n{w.target}, as Borrower\nBy: /s/ {w.cfo.name}, {w.cfo.title}\n\n{bank}, as Lender\nBy: /s/ {w.person('Senior Vice President', 'bank.example').name}, Senior Vice President"
    )
    return pages


def credit_schedules(w: World) -> list[tuple]:
    """The credit agreement's disclosure schedules, delivered as a separate file."""
    return [
        ("h1", f"Schedules to the Credit Agreement between {w.target} and {w.bank}"),
        ("p", "Schedule 5.6 Litigation. None."),
        (
            "p",
            f"Schedule 5.12 Subsidiaries. {w.short} Logistics UK Limited, a company incorporated in England and Wales, 100% owned by the Borrower.",
        ),
        ("p", "Schedule 7.1 Existing Indebtedness. None."),
        (
            "p",
            "Schedule 7.2 Existing Liens. Liens securing capital leases of office equipment, in an aggregate amount not exceeding $150,000.",
        ),
    ]
