"""Direct issues: one clause in one document."""

from __future__ import annotations

from datetime import date, timedelta

from diligence_tui.samples import documents as cd
from diligence_tui.samples.issues.base import KEYS, Plan, Planted
from diligence_tui.samples.world import long_date, money


def plant_customer_coc(plan: Plan) -> Planted:
    w = plan.world
    top = w.customers[0]
    total = sum(c.annual for c in w.customers)
    share = top.annual / total
    clause = (
        "If Provider undergoes a Change of Control, Customer may terminate this Agreement and all Order Forms, "
        "without penalty or further liability, by written notice given within ninety (90) days after Customer learns of the Change of Control."
    )
    plan.add(KEYS["top_customer"], "Term and Termination", clause)
    note = f"Largest customer: {top.name}, {share:.1%} of FY{w.fy} revenue."
    plan.add(KEYS["revenue"], "note", note)
    return Planted(
        id="",
        key="customer_coc",
        kind="combined",
        title=f"Largest customer ({top.short}) may terminate on a change of control",
        category="Customers",
        severity="high",
        what=f"the Master Subscription and Services Agreement with {top.name}, the largest customer, lets the customer terminate without penalty if {w.short} undergoes a change of control, and the revenue workbook shows that this customer is {share:.1%} of FY{w.fy} revenue",
        quotes=[(KEYS["top_customer"], clause), (KEYS["revenue"], note)],
        amount=money(top.annual),
        amount_what=f"FY{w.fy} revenue from {top.short}",
        implication=f"the merger with {w.buyer} is itself a Change of Control, so the largest customer could terminate and its revenue could be lost at closing",
        recommendation=f"obtain {top.short}'s written consent or waiver before signing (or make it a closing condition, or protect the price with an escrow or earn-out)",
        terms=[["change of control"], [top.short]],
        imp_terms=["terminate", "termination"],
        rec_terms=["consent", "waiver"],
    )


def plant_uncapped_indemnity(plan: Plan) -> Planted:
    w = plan.world
    cust = w.customers[3]
    clause = (
        "Notwithstanding anything to the contrary in this Agreement, the exclusions and limitations of liability in this Section shall not apply to "
        "Provider's indemnification obligations or to any breach of Provider's data protection and security obligations, and Provider's liability for them shall be unlimited."
    )
    plan.add(KEYS["indemnity_customer"], "Limitation of Liability", clause)
    return Planted(
        id="",
        key="uncapped_indemnity",
        kind="direct",
        title=f"Uncapped indemnity and data-breach liability to {cust.short}",
        category="Customers",
        severity="high",
        what=f"the agreement with {cust.name} carves {w.short}'s indemnities and data-security breaches out of the liability cap, leaving that liability unlimited",
        quotes=[(KEYS["indemnity_customer"], clause)],
        implication="a security incident or infringement claim involving this customer is not limited to the fees paid and could exceed the value of the contract",
        recommendation="quantify the exposure, check cyber and E&O insurance limits against it, and seek a super-cap (for example a multiple of annual fees) at renewal or a specific indemnity from the sellers",
        terms=[["unlimited", "uncapped"], [cust.short]],
        imp_terms=["unlimited", "uncapped", "not capped"],
        rec_terms=["insurance", "super-cap", "indemnity"],
    )


def plant_gpl(plan: Plan) -> Planted:
    w = plan.world
    sites = w.rng.randrange(24, 61)
    finding = (
        f"The component libroute-solver 3.1 is licensed under the GNU General Public License version 3.0 (GPL-3.0) and is statically linked into the "
        f"{w.product} Edge Agent, which is distributed to customers for installation on their own servers."
    )
    deploy = f"According to the release records, the Edge Agent is currently installed at {sites} customer sites."
    rows = [["Component", "Version", "Licence", "Use", "Risk"]]
    comps = [
        ("react", "18.2.0", "MIT", "Web client", "Low"),
        ("postgresql-jdbc", "42.7.1", "BSD-2-Clause", "Server", "Low"),
        ("jackson-databind", "2.16.1", "Apache-2.0", "Server", "Low"),
        ("or-tools", "9.8", "Apache-2.0", "Optimizer", "Low"),
        ("libroute-solver", "3.1", "GPL-3.0", "Edge Agent (static link)", "High"),
        ("zstd", "1.5.5", "BSD-3-Clause", "Edge Agent", "Low"),
        ("leaflet", "1.9.4", "BSD-2-Clause", "Web client", "Low"),
        ("protobuf", "3.25.1", "BSD-3-Clause", "Server and agent", "Low"),
        ("openssl", "3.0.13", "Apache-2.0", "Edge Agent", "Low"),
        ("lodash", "4.17.21", "MIT", "Web client", "Low"),
    ]
    rows += [list(c) for c in comps]
    html = (
        f"<h1>Open Source Scan Report: {w.product} 4.2</h1><p>Prepared by the {w.short} engineering compliance team with an automated "
        "composition analysis tool, reviewed manually. Scope: server, web client and Edge Agent repositories at the 4.2 release tag.</p>"
        "<h2>Summary</h2><p>The scan identified 412 third-party components. 398 are under permissive licences (MIT, BSD, Apache-2.0) with no "
        "obligations beyond attribution, which is satisfied by the notices file shipped with the product.</p>"
        "<h2>Findings requiring attention</h2>"
        f"<p>{finding}</p><p>{deploy}</p>"
        "<p>Distribution of a binary that includes GPL-licensed code obliges the distributor to make the corresponding source code of the "
        "combined work available under the same licence. Engineering has not yet assessed whether the agent can be separated from the component.</p>"
        "<h2>Component inventory (extract)</h2><table>"
        + "".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rows)
        + "</table>"
    )
    key = plan.doc(
        cd.Doc(
            path=cd.folder_path("ip", f"Open Source Scan Report - {w.product} 4.2.html"),
            title="Open Source Scan Report",
            blocks=[("html", html)],
            key="oss_scan",
        )
    )
    return Planted(
        id="",
        key="gpl_component",
        kind="direct",
        title="GPL-3.0 component statically linked into a distributed product",
        category="Intellectual Property",
        severity="high",
        what=f"the open source scan found libroute-solver (GPL-3.0) statically linked into the {w.product} Edge Agent that is distributed to customers",
        quotes=[(key, finding), (key, deploy)],
        amount=f"{sites} customer sites",
        amount_what="installations of the affected Edge Agent",
        implication="copyleft terms may require releasing the agent's source code, and the IP and open-source representations in the merger agreement could be inaccurate",
        recommendation="require remediation before closing (replace or isolate the component, or obtain a commercial licence) and a specific indemnity",
        terms=[["GPL", "copyleft"], ["libroute-solver", "Edge Agent"]],
        imp_terms=["source code"],
        rec_terms=["replace", "remediation", "commercial licence", "commercial license"],
    )


def plant_single_trigger(plan: Plan) -> Planted:
    w = plan.world
    shares = w.rng.randrange(38, 72) * 10_000
    clause = (
        "Notwithstanding the vesting schedule of any award, one hundred percent (100%) of the Executive's then-unvested stock options and restricted stock "
        "shall vest immediately upon the consummation of a Change of Control, whether or not the Executive's employment continues afterwards."
    )
    plan.add(KEYS["cto_employment"], "Change of Control Acceleration", clause)
    plan.add(
        KEYS["cap_table"],
        "grant",
        [
            w.cto.name,
            long_date(date(2023, 2, 1)),
            shares,
            1.85,
            "4 years, 1-year cliff",
            "Single trigger: 100% on change of control",
        ],
    )
    return Planted(
        id="",
        key="single_trigger",
        kind="direct",
        title=f"Single-trigger full acceleration for the CTO ({w.cto.name})",
        category="Employees",
        severity="medium",
        what=f"{w.cto.name}'s employment agreement fully accelerates all unvested equity on a change of control alone (single trigger), without any termination",
        quotes=[(KEYS["cto_employment"], clause)],
        amount=f"{shares:,} unvested options",
        amount_what="the 2023 grant that accelerates",
        implication="the key technical founder's retention incentive disappears at closing and the acceleration adds dilution or cash cost to the deal",
        recommendation="negotiate a new retention package or an amendment to double-trigger acceleration as a condition of signing",
        terms=[["single trigger", "acceleration", "accelerate"], [w.cto.last]],
        imp_terms=["retention", "dilution"],
        rec_terms=["double trigger", "retention"],
    )


def plant_demand_letter(plan: Plan) -> Planted:
    w = plan.world
    customer = w.customers[5]  # a mid-sized customer (in the revenue workbook)
    claimant, stem = customer.name, customer.short
    amount = w.rng.randrange(180, 420) * 12_500
    firm = w.pick(["Harlan Voss LLP", "Pryce & Abernethy LLP", "Stanton Lowe LLP"])
    lawyer = w.person("Partner", "counsel.example")
    demand = (
        f"Accordingly, our client demands that {w.target} pay {money(amount)} within thirty (30) days of the date of this letter, "
        "failing which our client intends to commence proceedings without further notice."
    )
    when = w.day_between(date(2026, 3, 1), date(2026, 7, 31))
    paragraphs = [
        f'This firm represents {claimant} ("our client") in connection with the Master Subscription and Services Agreement between our client and {w.target} (the "Company").',
        f"Between {long_date(when - timedelta(days=70))} and {long_date(when - timedelta(days=66))}, the Company's {w.product} platform was unavailable for more than ninety hours. During that period our client could not plan or dispatch routes, missed delivery windows for its two largest retail accounts, and incurred overtime, expedited freight and contractual penalties.",
        "The outage breached the Company's availability commitment and its warranty that the Services would perform in accordance with the Documentation. The Company's incident summary admits that the outage was caused by an untested configuration change, which in our client's view is gross negligence to which the limitation of liability does not apply.",
        f"Our client's losses, which are documented in the enclosed schedule, total {money(amount)}.",
        demand,
        "Please preserve all documents and data relating to the outage, including logs, change records, internal communications and post-incident reviews. This letter is written without prejudice to all of our client's rights and remedies, which are expressly reserved.",
    ]
    blocks = cd.letter(
        firm,
        lawyer,
        w.target,
        w.counsel,
        when,
        f"{claimant} / {w.target}: demand for payment",
        paragraphs,
    )
    key = plan.doc(
        cd.Doc(
            path=cd.folder_path("lit", f"Demand Letter - {stem} ({when:%Y-%m-%d}).pdf"),
            title="Demand letter",
            blocks=blocks,
            key="demand_letter",
        )
    )
    return Planted(
        id="",
        key="litigation_demand",
        kind="direct",
        title=f"Pending demand from {claimant}",
        category="Litigation",
        severity="high",
        what=f"{claimant} has demanded payment for losses from a platform outage and threatens proceedings, alleging gross negligence to avoid the liability cap",
        quotes=[(key, demand)],
        amount=money(amount),
        amount_what="amount demanded",
        implication="a threatened claim that may fall outside the contractual cap; it must be disclosed and may not be covered if insurers were not notified",
        recommendation="obtain counsel's assessment, confirm notice to the E&O/cyber insurer, and seek a specific indemnity or escrow for the claim",
        terms=[["demand", "claim"], [stem]],
        imp_terms=["liability cap", "gross negligence", "insurer", "insurance"],
        rec_terms=["escrow", "indemnity", "insurer"],
    )


def plant_data_breach(plan: Plan) -> Planted:
    w = plan.world
    people = w.rng.randrange(90, 260) * 100
    when = w.day_between(date(2026, 1, 10), date(2026, 6, 30))
    sentence = (
        f"The exposed storage bucket held records containing names, driver's licence numbers and location histories of approximately {people:,} drivers "
        "employed by eleven customers."
    )
    security = w.employees[6]
    body = [
        ("h1", "Security Incident Report (Privileged and Confidential)"),
        (
            "p",
            f"Prepared by {security.name}, {security.title}, at the direction of counsel. Date: {long_date(when + timedelta(days=9))}.",
        ),
        ("h2", "1. Summary"),
        (
            "p",
            f"On {long_date(when)} an external researcher reported that a cloud storage bucket used for analytics exports was publicly readable. Access was restricted within four hours of the report.",
        ),
        ("p", sentence),
        ("h2", "2. Timeline"),
        (
            "table",
            [
                ["Date", "Event"],
                [
                    long_date(when - timedelta(days=41)),
                    "Bucket created with a permissive policy during a data migration",
                ],
                [long_date(when), "Researcher report received; bucket locked"],
                [long_date(when + timedelta(days=3)), "Forensic firm engaged"],
                [
                    long_date(when + timedelta(days=8)),
                    "Log review confirms at least two downloads from unknown addresses",
                ],
            ],
        ),
        ("h2", "3. Notifications"),
        (
            "p",
            "Customer notifications under the data processing addenda are being prepared. Counsel is assessing notification duties to individuals and regulators in the affected states. The cyber insurer has not yet been notified.",
        ),
        ("h2", "4. Remediation"),
        (
            "p",
            "Bucket policies are now checked automatically; a guardrail blocks public access at the account level; the migration runbook has been corrected.",
        ),
    ]
    report = cd.Doc(
        path=f"Security Incident Report {when:%Y-%m}.docx",
        title="Security incident report",
        blocks=body,
        key="breach_report",
    )
    key = report.key
    note = (
        f"{w.counsel.first},\n\nAs requested, attached is the incident report for the analytics bucket exposure. "
        "The forensic firm's final report is expected in two weeks. Customer notices are drafted but not yet sent; "
        "please let me know how you want to handle the state notifications.\n\n"
        f"{security.first}\n\nPrivileged and confidential: prepared at the direction of counsel."
    )
    plan.docs.append(
        cd.email_doc(
            cd.folder_path("reg", f"FW Security incident report ({when:%Y-%m}).eml"),
            security,
            w.counsel,
            "FW: Security incident report (privileged)",
            cd.at(when + timedelta(days=10), 19, 42),
            note,
            [report],
            key="breach_mail",
        )
    )
    return Planted(
        id="",
        key="data_breach",
        kind="direct",
        title="Data security incident exposing driver personal data",
        category="Regulatory & Compliance",
        severity="high",
        what="a publicly readable storage bucket exposed driver personal data, with confirmed downloads; notifications and the insurer notice are still outstanding",
        quotes=[(key, sentence)],
        amount=f"{people:,} individuals",
        amount_what="drivers whose data was exposed",
        implication="breach notification duties, regulatory fines and customer claims (some contracts have uncapped data-security liability); late notice may jeopardize insurance cover",
        recommendation="confirm notifications were made on time, obtain the forensic report, notify the cyber insurer, and seek a special indemnity",
        terms=[["breach", "security incident", "incident"], ["driver", "personal data"]],
        imp_terms=["notification", "notify"],
        rec_terms=["forensic", "notify", "notification", "indemnity"],
    )


def plant_credit_coc(plan: Plan, term_loan: float) -> Planted:
    w = plan.world
    clause = "Change of Control. A Change of Control occurs, whether or not the Lender has consented to the underlying transaction in advance."
    plan.add(KEYS["credit"], "eod", clause)
    return Planted(
        id="",
        key="credit_coc_default",
        kind="direct",
        title=f"Change of control is an event of default under the {w.bank} credit agreement",
        category="Financing & Debt",
        severity="high",
        what=f"the credit agreement with {w.bank} makes a Change of Control an Event of Default, allowing the lender to accelerate the loans",
        quotes=[(KEYS["credit"], clause)],
        amount=money(term_loan),
        amount_what="term loan principal",
        implication="closing the merger would default the facility and make the term loan immediately due unless it is repaid or the lender consents",
        recommendation="plan to repay the facility at closing (obtain a payoff letter) or obtain the lender's written consent and amendment",
        terms=[["event of default"], ["change of control"]],
        imp_terms=["acceleration", "accelerate", "immediately due"],
        rec_terms=["payoff", "consent", "repay"],
    )


def plant_related_lease(plan: Plan, landlord: str, rent: float) -> Planted:
    w = plan.world
    clause = (
        f"Tenant acknowledges that Landlord is owned and controlled by {w.ceo.name}, the Chief Executive Officer of Tenant, "
        "and that the rent and other terms of this Lease were negotiated on Tenant's behalf by him."
    )
    plan.add(KEYS["hq_lease"], "Landlord Relationship", clause)
    return Planted(
        id="",
        key="related_party_lease",
        kind="direct",
        title="Headquarters lease with an entity controlled by the CEO",
        category="Real Estate",
        severity="medium",
        what=f"the headquarters landlord {landlord} is owned and controlled by the CEO, {w.ceo.name}, who negotiated the lease for the Company",
        quotes=[(KEYS["hq_lease"], clause)],
        amount=money(rent),
        amount_what="annual base rent",
        implication="a related-party transaction with no evidence of disinterested board approval or arm's-length terms; rent may be above market",
        recommendation="obtain evidence of board approval and a market rent comparison; consider renegotiating the lease or an amendment at closing",
        terms=[["related party", "conflict of interest"], [w.ceo.last]],
        imp_terms=["arm's length", "market"],
        rec_terms=["board approval", "market rent", "renegotiate"],
    )


def plant_tax_assessment(plan: Plan) -> Planted:
    w = plan.world
    tax = w.rng.randrange(600, 1200) * 1_000
    interest = round(tax * 0.19, -2)
    penalty = round(tax * 0.1, -2)
    total = tax + interest + penalty
    when = w.day_between(date(2026, 2, 1), date(2026, 7, 31))
    state = w.pick(["Texas", "Washington", "Ohio", "Pennsylvania"])
    sentence = (
        f"The Department proposes a total assessment of {money(total)}, consisting of tax of {money(tax)}, interest of {money(interest)} "
        f"and penalties of {money(penalty)}."
    )
    agency = f"{state} Department of Revenue"
    officer = w.person("Audit Supervisor", "revenue.example")
    paragraphs = [
        f"The Department has completed its sales and use tax audit of {w.target} for the periods January 1, 2021 through December 31, 2024.",
        "The auditor determined that the Company's subscriptions to its hosted software are taxable data processing services in this state, and that the Company neither collected tax from its customers nor obtained exemption certificates.",
        sentence,
        "If you disagree with this proposed assessment, you may request a hearing in writing within sixty (60) days of the date of this notice. If no request is received, the assessment becomes final and collection may begin.",
    ]
    blocks = cd.letter(
        agency,
        officer,
        w.target,
        w.cfo,
        when,
        "Notice of Proposed Assessment - Sales and Use Tax",
        paragraphs,
    )
    key = plan.doc(
        cd.Doc(
            path=cd.folder_path(
                "tax", f"Notice of Proposed Assessment - {state} ({when:%Y-%m}).pdf"
            ),
            title="Notice of proposed assessment",
            blocks=blocks,
            key="tax_notice",
        )
    )
    return Planted(
        id="",
        key="tax_assessment",
        kind="direct",
        title=f"{state} sales tax assessment on SaaS subscriptions",
        category="Tax",
        severity="medium",
        what=f"the {agency} proposes a sales and use tax assessment for 2021-2024 on the Company's subscriptions",
        quotes=[(key, sentence)],
        amount=money(total),
        amount_what="total proposed assessment including interest and penalties",
        implication="a pre-closing tax liability that may recur for later periods and in other states where the Company did not collect tax",
        recommendation="confirm whether a hearing was requested in time, accrue the exposure, review nexus in other states, and obtain a tax indemnity",
        terms=[["assessment"], ["sales tax", "sales and use tax"]],
        imp_terms=["other states", "nexus", "later periods"],
        rec_terms=["indemnity", "accrue", "hearing"],
    )


def plant_environmental(plan: Plan) -> Planted:
    w = plan.world
    estimate = w.rng.randrange(38, 95) * 10_000
    when = w.day_between(date(2025, 10, 1), date(2026, 6, 30))
    city = w.pick(["Stockton", "Reno", "Joliet", "Fort Worth"])
    plan.facts["depot"] = f"41 Depot Road, {city}"
    sentence = (
        "Sampling at the Facility confirmed petroleum-impacted soil and groundwater associated with a former underground storage tank, "
        "and you are directed to submit a corrective action plan within ninety (90) days."
    )
    cost = f"The consultant's preliminary estimate of investigation and remediation costs is {money(estimate)}."
    officer = w.person("Enforcement Officer", "env.example")
    paragraphs = [
        f'This Notice of Violation concerns the hardware staging and depot facility leased by {w.target} at 41 Depot Road, {city} (the "Facility").',
        sentence,
        "As the current operator of the Facility, the Company is a responsible party under the state's cleanup statute, jointly and severally with the owner.",
        "Failure to respond may result in administrative penalties of up to $25,000 per day of continuing violation.",
    ]
    blocks = cd.letter(
        "Department of Environmental Quality",
        officer,
        w.target,
        w.cfo,
        when,
        "Notice of Violation - 41 Depot Road",
        paragraphs,
    )
    key = plan.doc(
        cd.Doc(
            path=cd.folder_path("env", f"Notice of Violation - Depot Road ({when:%Y-%m}).pdf"),
            title="Notice of violation",
            blocks=blocks,
            key="env_nov",
        )
    )
    memo_key = plan.doc(
        cd.Doc(
            path=cd.folder_path("env", "Phase II Environmental Summary - Depot Road.md"),
            title="Phase II summary",
            key="env_phase2",
            blocks=[
                ("h1", "Phase II Environmental Site Assessment: Summary of Findings"),
                (
                    "p",
                    f"Site: 41 Depot Road, {city}. Prepared for {w.target} by an independent environmental consultant.",
                ),
                (
                    "p",
                    "Soil borings near the former tank pit found total petroleum hydrocarbons above the state screening levels; two of four monitoring wells showed dissolved benzene above the groundwater standard.",
                ),
                ("p", cost),
                (
                    "p",
                    "The extent of the plume has not been delineated. Costs could increase if the plume has migrated off site.",
                ),
            ],
        )
    )
    return Planted(
        id="",
        key="environmental_notice",
        kind="direct",
        title="Environmental notice of violation at the Depot Road facility",
        category="Environmental",
        severity="medium",
        what="the state environmental agency issued a notice of violation for petroleum contamination at the leased Depot Road facility and requires a corrective action plan",
        quotes=[(key, sentence), (memo_key, cost)],
        amount=money(estimate),
        amount_what="preliminary remediation estimate",
        implication="as operator the Company is jointly and severally liable for cleanup, with possible daily penalties and costs that may grow",
        recommendation="confirm the corrective action plan was filed, seek landlord contribution under the lease, and obtain an environmental indemnity or escrow",
        terms=[["notice of violation", "contamination", "petroleum"], ["Depot Road"]],
        imp_terms=["jointly and severally", "responsible party", "cleanup", "remediation"],
        rec_terms=["indemnity", "escrow", "corrective action plan"],
    )


DIRECT = [
    plant_uncapped_indemnity,
    plant_gpl,
    plant_single_trigger,
    plant_demand_letter,
    plant_data_breach,
    plant_tax_assessment,
    plant_environmental,
]
