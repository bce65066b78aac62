"""Planted issues and distractors for synthetic datarooms.

Three kinds of planted issue:

* ``direct``: one clause in one document (a change-of-control termination right, an
  uncapped indemnity, a demand letter with an amount...).
* ``missing``: the room refers to a document that is not in it ("attached as Exhibit C",
  a disclosure schedule entry).
* ``combined``: visible only by reading two documents together (board minutes approve a loan
  to an entity; the cap table shows the CEO owns it).

Distractors look alarming but are benign (an exclusivity that expired, a settled and
dismissed lawsuit, a consent already given in writing, a market-standard mutual cap).

Each ``plant_*`` function adds clauses to core documents through ``Plan.extras`` (keyed by
document key) and/or adds whole documents to ``Plan.docs``, and returns a ``Planted`` record:
the ground truth that ``rubric`` turns into rubric criteria and task.json's ``planted``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Any

from diligence_tui.samples import documents as cd
from diligence_tui.samples.world import World, long_date, money

KEYS = {
    "top_customer": "customer:0",
    "consent_customer": "customer:1",
    "cap_customer": "customer:2",
    "indemnity_customer": "customer:3",
    "exclusive_supplier": "supplier:0",
    "minutes_loan": "minutes:2",
    "cap_table": "cap_table",
    "revenue": "revenue",
    "cto_employment": "employment:cto",
    "credit": "credit_agreement",
    "hq_lease": "lease:hq",
    "disclosure": "disclosure_schedule",
}


@dataclass
class Planted:
    id: str
    key: str  # issue kind, e.g. "customer_coc"
    kind: str  # direct | missing | combined | distractor
    title: str
    category: str
    severity: str  # high | medium | low (distractors: none)
    what: str  # what a good memo identifies, one sentence
    quotes: list[tuple[str, str]] = field(default_factory=list)  # (doc key, exact quote)
    amount: str = ""  # the figure a memo should state
    amount_what: str = ""
    implication: str = ""
    recommendation: str = ""
    terms: list[list[str]] = field(
        default_factory=list
    )  # each group: alternatives a memo would use
    imp_terms: list[str] = field(default_factory=list)  # any one shows the implication
    rec_terms: list[str] = field(default_factory=list)  # any one shows the recommendation
    missing: str = ""  # the document the room refers to but does not contain
    paths: list[str] = field(default_factory=list)  # filled in by the builder

    def to_dict(self, key_paths: dict[str, str]) -> dict[str, Any]:
        return {
            "id": self.id,
            "issue": self.key,
            "kind": self.kind,
            "title": self.title,
            "category": self.category,
            "severity": self.severity,
            "description": self.what,
            "documents": sorted({key_paths[k] for k, _ in self.quotes}),
            "quotes": [{"document": key_paths[k], "quote": q} for k, q in self.quotes],
            "amount": self.amount,
            "amount_description": self.amount_what,
            "implication": self.implication,
            "recommendation": self.recommendation,
            "terms": self.terms,
            "implication_terms": self.imp_terms,
            "recommendation_terms": self.rec_terms,
            "missing_document": self.missing,
        }


@dataclass
class Plan:
    world: World
    extras: dict[str, list[tuple[str, Any]]] = field(default_factory=dict)
    docs: list[cd.Doc] = field(default_factory=list)
    disclosure_rows: list[list[str]] = field(default_factory=list)
    facts: dict[str, str] = field(default_factory=dict)  # shared with core documents

    def add(self, key: str, where: str, payload: Any) -> None:
        self.extras.setdefault(key, []).append((where, payload))

    def doc(self, doc: cd.Doc) -> str:
        self.docs.append(doc)
        return doc.key


# -- direct issues ------------------------------------------------------------------------


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


# -- missing documents --------------------------------------------------------------------


def plant_missing_supply(plan: Plan) -> Planted:
    w = plan.world
    sup = w.suppliers[2]
    minimum = w.rng.randrange(80, 200) * 10_000
    reference = (
        f'This Amendment No. 2 amends the Supply Agreement dated March 3, 2022 between {sup.name} and the Company (the "Supply Agreement"), '
        "a copy of which is attached to the Master Reseller Agreement as Exhibit C."
    )
    commitment = f"The Company's minimum annual purchase commitment under Section 4.2 of the Supply Agreement is increased to {money(minimum)} for each contract year."
    blocks = [
        ("h1", "Amendment No. 2 to Supply Agreement"),
        (
            "p",
            f'This Amendment No. 2 is made as of {long_date(date(2025, 4, 14))} between {sup.name} ("Supplier") and {w.target} (the "Company").',
        ),
        ("p", reference),
        ("p", commitment),
        (
            "p",
            "If the Company purchases less than the minimum annual purchase commitment in any contract year, it shall pay Supplier the shortfall within thirty (30) days after the end of that contract year.",
        ),
        (
            "p",
            "Except as amended by this Amendment No. 2, the Supply Agreement remains in full force and effect. Capitalized terms not defined here have the meanings given in the Supply Agreement.",
        ),
    ] + cd.signature_block(sup.name, sup.contact, w.target, w.cfo)
    key = plan.doc(
        cd.Doc(
            path=cd.folder_path(
                "suppliers", f"Amendment No. 2 - {sup.short} Supply Agreement.docx"
            ),
            title="Amendment No. 2",
            blocks=blocks,
            key="supply_amendment",
        )
    )
    plan.disclosure_rows.append(
        [
            "3.14(a)(iv)",
            "Supply Agreement",
            f"Supply Agreement dated March 3, 2022 with {sup.name} (Exhibit C to the Master Reseller Agreement)",
            "05 Suppliers",
        ]
    )
    return Planted(
        id="",
        key="missing_supply_agreement",
        kind="missing",
        title=f"Supply Agreement with {sup.short} referenced but not provided",
        category="Suppliers",
        severity="medium",
        what=f"the Supply Agreement dated March 3, 2022 with {sup.name} is referenced (Amendment No. 2; Exhibit C; the disclosure schedule) but is not in the data room",
        quotes=[(key, reference), (key, commitment)],
        amount=money(minimum),
        amount_what="minimum annual purchase commitment (take-or-pay shortfall payment)",
        implication="the base agreement's terms (term, exclusivity, change of control, termination) cannot be reviewed, and a take-or-pay commitment applies",
        recommendation=f"request the Supply Agreement with {sup.short} (and the Master Reseller Agreement's Exhibit C) before signing",
        terms=[["Supply Agreement"], [sup.short]],
        imp_terms=["minimum", "take-or-pay", "purchase commitment"],
        rec_terms=["request"],
        missing=f"Supply Agreement dated March 3, 2022 with {sup.name}",
    )


def plant_missing_ip_assignment(plan: Plan) -> Planted:
    w = plan.world
    sentence = (
        f"The core routing engine was written by {w.cto.name} in 2016, before the Company was incorporated, and was transferred to the Company under "
        "the Technology Assignment Agreement dated April 2, 2017, which is listed in the Disclosure Schedule."
    )
    blocks = [
        ("h1", "IP Chain of Title: Notes for the Data Room"),
        ("p", f"Prepared by {w.counsel.name}, {w.counsel.title}."),
        (
            "p",
            f"All current and former employees and contractors who contributed to the {w.product} code base signed the Company's standard Confidential Information and Invention Assignment Agreement, copies of which are in folder 07.",
        ),
        ("p", sentence),
        (
            "p",
            "The Company's three issued patents name employees as inventors; assignments to the Company were recorded with the USPTO within sixty days of filing.",
        ),
    ]
    key = plan.doc(
        cd.Doc(
            path=cd.folder_path("ip", "IP Chain of Title Notes.md"),
            title="IP chain of title",
            blocks=blocks,
            key="ip_notes",
        )
    )
    plan.disclosure_rows.append(
        [
            "3.12(c)",
            "Founder IP",
            f"Technology Assignment Agreement dated April 2, 2017 between {w.cto.name} and the Company",
            "06 Intellectual Property",
        ]
    )
    return Planted(
        id="",
        key="missing_ip_assignment",
        kind="missing",
        title="Founder technology assignment agreement not in the data room",
        category="Intellectual Property",
        severity="high",
        what=f"the Technology Assignment Agreement dated April 2, 2017 by which {w.cto.name} transferred the pre-incorporation routing engine is referenced but missing",
        quotes=[(key, sentence)],
        implication="the Company's title to its core technology rests on a document nobody has reviewed; a gap would leave the founder owning the engine",
        recommendation=f"request the signed Technology Assignment Agreement (or obtain a confirmatory assignment from {w.cto.name} at signing)",
        terms=[["Technology Assignment Agreement"], [w.cto.last]],
        imp_terms=["chain of title", "title"],
        rec_terms=["request", "confirmatory assignment"],
        missing=f"Technology Assignment Agreement dated April 2, 2017 ({w.cto.name})",
    )


# -- combined -----------------------------------------------------------------------------


def plant_loan_to_ceo_entity(plan: Plan) -> Planted:
    w = plan.world
    entity = f"{w.pick(['Tallis Ridge', 'Kestrel Bay', 'Orchard Lane'])} Ventures LLC"
    amount = w.rng.randrange(9, 19) * 125_000
    resolution = (
        f"RESOLVED, that the Company make a loan in the principal amount of {money(amount)} to {entity} on the terms of the promissory note "
        "presented to the meeting, bearing interest at two percent (2%) per annum and repayable in a single instalment on December 31, 2030."
    )
    plan.add(
        KEYS["minutes_loan"],
        "Loan to " + entity,
        [
            f"{w.cfo.name} described a request from {entity} for a bridge loan to fund a real estate investment, and summarized the proposed promissory note. Following discussion,",
            resolution,
            "FURTHER RESOLVED, that the officers of the Company are authorized to execute the promissory note and to take all actions necessary to give effect to the foregoing resolution.",
        ],
    )
    note = f"{entity} is wholly owned by {w.ceo.name}."
    plan.add(KEYS["cap_table"], "holder", (entity, "Common", w.rng.randrange(300, 600) * 1000))
    plan.add(KEYS["cap_table"], "note", (entity, note))
    return Planted(
        id="",
        key="loan_to_ceo_entity",
        kind="combined",
        title="Board-approved loan to an entity owned by the CEO",
        category="Corporate",
        severity="high",
        what=f"the board minutes approve a loan to {entity}, and the cap table shows that {entity} is wholly owned by the CEO {w.ceo.name}: an undisclosed related-party loan",
        quotes=[(KEYS["minutes_loan"], resolution), (KEYS["cap_table"], note)],
        amount=money(amount),
        amount_what="loan principal (a low-interest loan due in 2030)",
        implication="a below-market related-party loan approved without recorded disclosure of the CEO's interest; it likely breaches the credit agreement's limit on loans (Section 7.4) and the Code of Conduct",
        recommendation="require repayment of the loan before closing, review its board approval, and check for a credit agreement default",
        terms=[
            [entity.split(" Ventures")[0]],
            ["related party", "conflict of interest", w.ceo.last],
        ],
        imp_terms=["related party", "Section 7.4", "credit agreement"],
        rec_terms=["repay", "repayment"],
    )


def plant_guarantee(plan: Plan) -> Planted:
    w = plan.world
    sub = f"{w.short} Logistics UK Limited"
    uk_bank = w.pick(["Thames Northern Bank plc", "Albion Commercial Bank plc"])
    facility = w.rng.randrange(24, 46) * 100_000
    clause = (
        f"The Guarantor irrevocably and unconditionally guarantees to the Bank the punctual payment of all amounts owing by {sub} under the Facility Letter, "
        "and shall pay each such amount on demand as if it were the principal obligor."
    )
    blocks = [
        ("h1", "Deed of Guarantee"),
        (
            "p",
            f'This Deed of Guarantee is made on {long_date(date(2024, 11, 6))} by {w.target} (the "Guarantor") in favour of {uk_bank} (the "Bank").',
        ),
        ("h2", "1. Guarantee"),
        ("p", clause),
        ("h2", "2. Continuing security"),
        (
            "p",
            "This guarantee is a continuing security and extends to the ultimate balance of the guaranteed obligations, regardless of any intermediate payment or discharge.",
        ),
        ("h2", "3. Waiver of defences"),
        (
            "p",
            "The obligations of the Guarantor are not affected by any time, waiver or consent granted to the borrower, any amendment of the Facility Letter, or any insolvency of the borrower.",
        ),
        ("h2", "4. Governing law"),
        (
            "p",
            "This Deed is governed by English law and the courts of England have exclusive jurisdiction.",
        ),
        ("p", f"Executed as a deed by {w.target}, acting by /s/ {w.cfo.name}, {w.cfo.title}."),
    ]
    key = plan.doc(
        cd.Doc(
            path=cd.folder_path("debt", "Deed of Guarantee - UK Subsidiary.docx"),
            title="Deed of guarantee",
            blocks=blocks,
            key="guarantee",
        )
    )
    sentence = f"The overdraft and term facility of GBP {facility:,} made available to {sub} under the Facility Letter is now fully drawn."
    body = (
        f"Hi {w.ceo.first},\n\nQuick update on the UK entity. {sentence} The Bank has asked for updated management accounts by month end.\n\n"
        f"As a reminder, none of this is on our consolidated debt schedule because the facility sits with the subsidiary.\n\nThanks,\n{w.cfo.first}"
    )
    mail = cd.email_doc(
        cd.folder_path("mail", "RE UK facility update.eml"),
        w.cfo,
        w.ceo,
        "RE: UK facility update",
        cd.at(date(2026, 5, 12), 17, 5),
        body,
        key="uk_facility_mail",
    )
    plan.docs.append(mail)
    return Planted(
        id="",
        key="parent_guarantee",
        kind="combined",
        title="Parent guarantee of the UK subsidiary's fully drawn facility",
        category="Financing & Debt",
        severity="medium",
        what=f"{w.short} guarantees {sub}'s bank facility (Deed of Guarantee), and a CFO email shows the facility is fully drawn at GBP {facility:,}, which is not on the debt schedule",
        quotes=[(key, clause), ("uk_facility_mail", sentence)],
        amount=f"GBP {facility:,}",
        amount_what="guaranteed facility, fully drawn",
        implication="an off-balance-sheet contingent liability that should be treated as debt in the price and may breach the credit agreement's debt covenant",
        recommendation="obtain the Facility Letter, include the guaranteed amount in debt-like items, and require release or repayment at closing",
        terms=[["guarantee", "guaranty"], ["UK"]],
        imp_terms=["contingent", "off-balance", "debt"],
        rec_terms=["Facility Letter", "debt-like", "release"],
    )


# -- distractors --------------------------------------------------------------------------


def distract_expired_exclusivity(plan: Plan) -> Planted:
    w = plan.world
    sup = w.suppliers[0]
    clause = (
        'From the Effective Date until December 31, 2023 (the "Exclusivity Period"), Company shall purchase its requirements of in-cab telematics '
        "devices exclusively from Supplier. The Exclusivity Period shall not be extended except by a written amendment signed by both parties."
    )
    plan.add(KEYS["exclusive_supplier"], "Exclusivity", clause)
    return Planted(
        id="",
        key="expired_exclusivity",
        kind="distractor",
        title=f"Expired exclusivity with {sup.short}",
        category="Suppliers",
        severity="none",
        what=f"the exclusivity in the {sup.short} agreement expired on December 31, 2023 and is no longer in force",
        quotes=[(KEYS["exclusive_supplier"], clause)],
        terms=[["Exclusivity Period"]],
    )


def distract_settled_lawsuit(plan: Plan) -> Planted:
    w = plan.world
    plaintiff, stem = w.company(["Parcel", "Freight"])
    paid = w.rng.randrange(10, 30) * 10_000
    dismissal = "The parties stipulate that the action is dismissed in its entirety with prejudice, each party to bear its own costs and attorneys' fees."
    release = (
        f"In consideration of the payment of {money(paid)}, which was received in full on {long_date(date(2023, 2, 28))}, {plaintiff} releases {w.target} from all claims "
        "arising out of or relating to the matters alleged in the action."
    )
    complaint = [
        f"SUPERIOR COURT OF THE STATE OF CALIFORNIA\n\n{plaintiff.upper()}, Plaintiff,\nv.\n{w.target.upper()}, Defendant.\n\nCOMPLAINT FOR BREACH OF CONTRACT AND NEGLIGENT MISREPRESENTATION\n\n"
        f"1. Plaintiff brings this action to recover damages of not less than $900,000 caused by Defendant's failure to deliver the route optimization features promised in its 2021 proposal.\n\n"
        "2. Defendant represented that its software would reduce Plaintiff's fleet mileage by twelve percent within six months. It did not.\n\n"
        "3. Plaintiff relied on those representations in terminating its previous vendor and suffered losses as a result.",
        "PRAYER FOR RELIEF\n\nWHEREFORE, Plaintiff prays for compensatory damages of not less than $900,000, interest, costs and such other relief as the Court considers just.\n\nDated: June 14, 2022",
    ]
    plan.doc(
        cd.Doc(
            path=cd.folder_path("lit", f"{stem} v {w.short} - Complaint (2022).pdf"),
            title="Complaint",
            blocks=[("pages", complaint)],
            key="old_complaint",
        )
    )
    blocks = [
        ("h1", "Settlement Agreement and Mutual Release"),
        (
            "p",
            f"This Settlement Agreement is made as of {long_date(date(2023, 2, 10))} between {plaintiff} and {w.target} to resolve the action filed in June 2022.",
        ),
        ("p", release),
        (
            "p",
            f"{w.target} releases {plaintiff} from all claims relating to the action and to unpaid invoices under the parties' former agreement.",
        ),
        ("p", "Neither party admits liability. The terms of this settlement are confidential."),
        (
            "p",
            "Within five business days after receiving the payment, the plaintiff shall file a stipulation of dismissal with prejudice.",
        ),
    ] + cd.signature_block(
        plaintiff, w.person("Chief Executive Officer", "plaintiff.example"), w.target, w.ceo
    )
    k2 = plan.doc(
        cd.Doc(
            path=cd.folder_path("lit", f"{stem} v {w.short} - Settlement Agreement (2023).docx"),
            title="Settlement",
            blocks=blocks,
            key="settlement",
        )
    )
    k3 = plan.doc(
        cd.Doc(
            path=cd.folder_path("lit", f"{stem} v {w.short} - Stipulation of Dismissal.txt"),
            title="Stipulation of dismissal",
            key="dismissal",
            blocks=[
                (
                    "p",
                    f"{plaintiff.upper()} v. {w.target.upper()}\n\nSTIPULATION AND ORDER OF DISMISSAL WITH PREJUDICE",
                ),
                ("p", dismissal),
                ("p", "IT IS SO ORDERED. Dated: March 7, 2023."),
            ],
        )
    )
    return Planted(
        id="",
        key="settled_lawsuit",
        kind="distractor",
        title=f"{stem} lawsuit (settled and dismissed)",
        category="Litigation",
        severity="none",
        what=f"the 2022 lawsuit by {plaintiff} was settled for {money(paid)} (paid in 2023) and dismissed with prejudice with a full release",
        quotes=[(k2, release), (k3, dismissal)],
        terms=[[stem]],
    )


def distract_consent_obtained(plan: Plan) -> Planted:
    w = plan.world
    cust = w.customers[1]
    clause = (
        "Provider shall not assign this Agreement without the prior written consent of Customer. For this purpose a Change of Control of Provider "
        "shall be treated as an assignment."
    )
    plan.add(KEYS["consent_customer"], "Assignment", clause)
    consent = (
        f"{cust.name} hereby consents to the proposed merger of {w.target} with a subsidiary of {w.buyer} and agrees that the transaction "
        "will not give rise to any right to terminate or modify the Agreement."
    )
    blocks = cd.letter(
        cust.name,
        cust.contact,
        w.target,
        w.ceo,
        date(2026, 8, 20),
        "Consent to change of control",
        [
            f"We refer to the Master Subscription and Services Agreement between {cust.name} and {w.target} and to your letter requesting our consent to the proposed transaction.",
            consent,
            "This consent is irrevocable and is given on the understanding that the service commitments in the Agreement remain unchanged.",
        ],
    )
    key = plan.doc(
        cd.Doc(
            path=cd.folder_path("customers", f"Consent Letter - {cust.short} (2026-08-20).pdf"),
            title="Consent letter",
            blocks=blocks,
            key="consent_letter",
        )
    )
    return Planted(
        id="",
        key="consent_obtained",
        kind="distractor",
        title=f"{cust.short} change-of-control consent (already obtained)",
        category="Customers",
        severity="none",
        what=f"the consent requirement in the {cust.short} agreement has been satisfied: {cust.short} consented to the merger in writing",
        quotes=[(KEYS["consent_customer"], clause), (key, consent)],
        terms=[[cust.short]],
    )


def distract_mutual_cap(plan: Plan) -> Planted:
    w = plan.world
    cust = w.customers[2]
    clause = (
        "For clarity, the limitations in this Section apply equally to both parties and neither party's aggregate liability shall exceed the fees paid "
        "or payable in the twelve (12) months preceding the claim."
    )
    plan.add(KEYS["cap_customer"], "Limitation of Liability", clause)
    return Planted(
        id="",
        key="mutual_cap",
        kind="distractor",
        title=f"Mutual 12-month liability cap with {cust.short}",
        category="Customers",
        severity="none",
        what=f"the liability cap in the {cust.short} agreement is mutual and equal to twelve months of fees, which is market standard",
        quotes=[(KEYS["cap_customer"], clause)],
        terms=[[cust.short]],
    )


def distract_lender_waiver(plan: Plan) -> Planted:
    w = plan.world
    waiver = (
        "The Lender hereby waives the Event of Default arising solely from the late delivery of the Compliance Certificate for the fiscal quarter ended "
        "June 30, 2024, which the Borrower delivered on August 29, 2024."
    )
    officer = w.person("Senior Vice President", "bank.example")
    blocks = cd.letter(
        w.bank,
        officer,
        w.target,
        w.cfo,
        date(2024, 9, 3),
        "Limited waiver",
        [
            "We refer to the Credit Agreement between the Borrower and the Lender.",
            waiver,
            "This waiver is limited to the matter described above and does not waive any other Default.",
        ],
    )
    key = plan.doc(
        cd.Doc(
            path=cd.folder_path("debt", "Limited Waiver Letter (2024-09-03).pdf"),
            title="Limited waiver",
            blocks=blocks,
            key="lender_waiver",
        )
    )
    return Planted(
        id="",
        key="lender_waiver",
        kind="distractor",
        title="Waived 2024 reporting default",
        category="Financing & Debt",
        severity="none",
        what="the 2024 late compliance certificate default was waived in writing by the lender and is not an open default",
        quotes=[(key, waiver)],
        terms=[["late delivery of the Compliance Certificate", "Limited Waiver"]],
    )


def distract_irs_no_change(plan: Plan) -> Planted:
    w = plan.world
    sentence = "We have completed the examination of your federal income tax return for the tax year 2022 and we made no changes to the tax you reported."
    officer = w.person("Revenue Agent", "irs.example")
    blocks = cd.letter(
        "Internal Revenue Service",
        officer,
        w.target,
        w.cfo,
        date(2025, 5, 19),
        "No-change report",
        [
            sentence,
            "No further action is required on your part. Please keep this letter with your tax records.",
        ],
    )
    key = plan.doc(
        cd.Doc(
            path=cd.folder_path("tax", "IRS No-Change Letter - Tax Year 2022.pdf"),
            title="No-change letter",
            blocks=blocks,
            key="irs_letter",
        )
    )
    return Planted(
        id="",
        key="irs_no_change",
        kind="distractor",
        title="Closed IRS examination (no change)",
        category="Tax",
        severity="none",
        what="the IRS examination of the 2022 federal return closed with no change",
        quotes=[(key, sentence)],
        terms=[["IRS"]],
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
DISTRACTORS = [
    distract_expired_exclusivity,
    distract_settled_lawsuit,
    distract_consent_obtained,
    distract_mutual_cap,
    distract_lender_waiver,
    distract_irs_no_change,
]
