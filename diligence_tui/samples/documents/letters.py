"""Letters, policies and internal notes."""

from __future__ import annotations

from datetime import date

from diligence_tui.samples.world import Person, World, long_date


def letter(
    sender_org: str,
    sender: Person,
    recipient_org: str,
    recipient: Person,
    when: date,
    subject: str,
    paragraphs: list[str],
    address: str = "",
) -> list[tuple]:
    blocks: list[tuple] = [
        ("p", sender_org + (f"\n{address}" if address else "")),
        ("p", long_date(when)),
        ("p", f"{recipient.name}\n{recipient.title}\n{recipient_org}"),
        ("p", f"Re: {subject}"),
        ("p", f"Dear {recipient.first} {recipient.last}:"),
    ]
    blocks += [("p", p) for p in paragraphs]
    blocks += [("p", "Sincerely,"), ("p", f"/s/ {sender.name}\n{sender.title}\n{sender_org}")]
    return blocks


POLICIES = {
    "Information Security Policy": [
        (
            "Purpose",
            "This policy sets out how {co} protects the confidentiality, integrity and availability of the information it holds, including customer data entrusted to it.",
        ),
        (
            "Scope",
            "It applies to all employees, contractors and third parties with access to {co} systems, in every location and on every device used for company business.",
        ),
        (
            "Access control",
            "Access is granted on the principle of least privilege, approved by the system owner and reviewed quarterly. Multi-factor authentication is mandatory for all production systems, email and remote access.",
        ),
        (
            "Encryption",
            "Customer data is encrypted in transit using TLS 1.2 or later and at rest using AES-256. Encryption keys are managed in the cloud provider's key management service and rotated annually.",
        ),
        (
            "Logging and monitoring",
            "Security-relevant events are logged centrally and retained for at least one year. Alerts for suspicious activity are triaged by the security team within one business day.",
        ),
        (
            "Vulnerability management",
            "Critical vulnerabilities are remediated within fourteen days and high vulnerabilities within thirty days of identification. An independent penetration test is performed annually.",
        ),
        (
            "Incident response",
            "Suspected incidents must be reported immediately to security@{domain}. The incident response plan defines roles, escalation, evidence handling and customer and regulator notification.",
        ),
        (
            "Exceptions",
            "Exceptions require written approval of the Director of Security, are time-limited and are recorded in the risk register.",
        ),
    ],
    "Privacy Policy": [
        (
            "Who we are",
            "{co} provides logistics planning software to businesses. This notice explains how we handle personal information about visitors to our website, our customers' users and our business contacts.",
        ),
        (
            "Information we collect",
            "We collect contact details, account credentials, usage data, device information and, when our customers use the service, driver and delivery location data that our customers submit.",
        ),
        (
            "How we use information",
            "We use personal information to provide and improve the service, to communicate with customers, to secure our systems and to meet legal obligations. We do not sell personal information.",
        ),
        (
            "Sharing",
            "We share personal information with service providers who process it on our behalf under written contracts, and where required by law.",
        ),
        (
            "Retention",
            "We keep personal information only as long as needed for the purposes described here, after which it is deleted or anonymized.",
        ),
        (
            "Your rights",
            "Depending on where you live, you may have rights to access, correct, delete or port your personal information. Contact privacy@{domain} to exercise them.",
        ),
    ],
    "Anti-Corruption Policy": [
        (
            "Policy statement",
            "{co} prohibits bribery in any form, whether of government officials or private parties, directly or through third parties.",
        ),
        (
            "Gifts and hospitality",
            "Gifts and hospitality must be modest, infrequent and recorded. Anything above $150 in value requires approval from the General Counsel.",
        ),
        (
            "Third parties",
            "Resellers, agents and consultants who interact with government customers are subject to due diligence and must accept anti-corruption contract terms.",
        ),
        (
            "Books and records",
            "All payments must be accurately recorded. Off-book accounts are prohibited.",
        ),
        (
            "Reporting",
            "Concerns may be raised with the General Counsel or anonymously through the ethics hotline. Retaliation against anyone who reports in good faith is prohibited.",
        ),
    ],
    "Code of Business Conduct": [
        (
            "Our commitments",
            "Employees of {co} act honestly, treat colleagues and customers with respect and comply with the law in every country where we operate.",
        ),
        (
            "Conflicts of interest",
            "Employees must disclose any personal, family or financial interest that could conflict with the interests of {co}, including interests in suppliers, customers, competitors or landlords, and must not take part in decisions where such an interest exists.",
        ),
        (
            "Related-party transactions",
            "Any transaction between {co} and a director, officer or an entity they control must be approved in advance by the disinterested members of the Board after full disclosure of the interest.",
        ),
        (
            "Confidential information",
            "Company and customer information is used only for business purposes and protected in accordance with the Information Security Policy.",
        ),
        (
            "Speaking up",
            "Anyone who sees conduct that may breach this Code should report it to a manager, to the General Counsel or through the ethics hotline.",
        ),
    ],
    "Data Retention Policy": [
        ("Purpose", "This policy sets minimum and maximum retention periods for {co} records."),
        (
            "Schedule",
            "Financial records: seven years. Employment records: seven years after employment ends. Customer data: the subscription term plus thirty days, unless the customer instructs otherwise. System logs: one year.",
        ),
        (
            "Legal holds",
            "A legal hold issued by the General Counsel suspends deletion of the records it covers until released in writing.",
        ),
        (
            "Disposal",
            "Records are disposed of securely; electronic media are wiped or destroyed in accordance with NIST SP 800-88.",
        ),
    ],
    "Export Controls and Sanctions Policy": [
        ("Purpose", "{co} complies with United States export control and economic sanctions laws."),
        (
            "Screening",
            "All new customers, resellers and suppliers are screened against government restricted-party lists before contracting and monthly thereafter.",
        ),
        (
            "Classification",
            "The Company's software has been self-classified under ECCN 5D992 and may be exported to most destinations without a licence, except embargoed countries.",
        ),
        (
            "Escalation",
            "Potential matches are escalated to the General Counsel and no transaction proceeds until cleared.",
        ),
    ],
    "Whistleblower Policy": [
        (
            "Scope",
            "This policy explains how employees and contractors of {co} can raise concerns about wrongdoing.",
        ),
        (
            "Channels",
            "Concerns may be raised with a manager, the General Counsel, the chair of the audit committee, or anonymously through the ethics hotline.",
        ),
        (
            "Protection",
            "No one will suffer retaliation for raising a concern in good faith, even if it turns out to be mistaken.",
        ),
    ],
    "Travel and Expense Policy": [
        (
            "Principles",
            "Employees of {co} spend company money as carefully as their own. Expenses must be reasonable, necessary for business and supported by receipts.",
        ),
        (
            "Travel",
            "Economy class air travel is required for flights under six hours. Hotels should be within the published city rate guidance.",
        ),
        (
            "Approval",
            "Expense reports are approved by the employee's manager and reviewed by finance monthly. Expenses over $5,000 require approval from the Chief Financial Officer.",
        ),
    ],
}


def policy(w: World, name: str) -> list[tuple]:
    sections = POLICIES[name]
    effective = w.day_between(date(2023, 1, 1), date(2025, 12, 31))
    blocks: list[tuple] = [
        ("h1", f"{w.target}: {name}"),
        (
            "p",
            f"Version {w.rng.randrange(2, 6)}.{w.rng.randrange(0, 4)}, effective {long_date(effective)}. Owner: {w.counsel.name}, {w.counsel.title}.",
        ),
    ]
    for number, (heading, text) in enumerate(sections, start=1):
        blocks.append(("h2", f"{number}. {heading}"))
        blocks.append(("p", text.format(co=w.short, domain=w.domain)))
    blocks.append(
        (
            "p",
            "This policy is reviewed at least annually. Questions should be directed to the policy owner.",
        )
    )
    return blocks


def memo_note(
    w: World, title: str, author: Person, when: date, paragraphs: list[str]
) -> list[tuple]:
    return [
        ("h1", title),
        (
            "p",
            f"From: {author.name}, {author.title}\nDate: {long_date(when)}\nDistribution: Deal team, internal only",
        ),
    ] + [("p", p) for p in paragraphs]
