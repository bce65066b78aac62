"""The general conditions at the back of the room's contracts: what a lawyer's precedent adds
to every agreement (notices, confidentiality, force majeure, assignation, data, bribery,
disputes), worded for the party and kind of contract so that no two read alike."""

from __future__ import annotations

from .writers import Block


def general_terms(
    first: int,
    *,
    us: str,
    them: str,
    fm_days: int = 60,
    notice_days: int = 30,
    arbitration: bool = False,
    data: bool = True,
) -> list[Block]:
    """Numbered clauses from ``first``: ``us`` and ``them`` are the defined names of the two
    parties as the contract calls them."""
    n = first
    out: list[Block] = []

    def clause(title: str, *paras: str) -> None:
        nonlocal n
        out.append(("h", f"{n}. {title}"))
        for i, p in enumerate(paras, 1):
            out.append(f"{n}.{i} {p}" if len(paras) > 1 else p)
        n += 1

    clause(
        "Confidentiality",
        f"Each of {us} and {them} shall keep confidential the terms of this Agreement and all "
        "information of a confidential nature it receives from the other, and shall use it only "
        "for the purposes of this Agreement.",
        f"Clause {n}.1 does not apply to information which is or becomes public other than through "
        "a breach of this clause, which a party is required to disclose by law, by a court or by "
        "a regulator, or which is disclosed in confidence to a party's professional advisers, "
        "insurers, funders or a bona fide prospective purchaser.",
    )
    clause(
        "Force majeure",
        "Neither party is liable for any failure or delay in performing its obligations (other "
        "than payment) caused by an event beyond its reasonable control, including storm, flood, "
        "fire, epidemic, war, terrorism, the failure of a public utility or industrial action "
        "other than by its own workforce, provided it notifies the other party promptly and uses "
        "reasonable endeavours to mitigate the effect.",
        f"If such an event prevents performance for more than {fm_days} consecutive days, the "
        "party not affected may end this Agreement by 14 days' written notice.",
    )
    clause(
        "Assignation and subcontracting",
        f"Neither party may assign, transfer or subcontract any of its rights or obligations under "
        f"this Agreement without the prior written consent of the other, which shall not be "
        f"unreasonably withheld, save that {us} may subcontract delivery and cranage to "
        "competent contractors for whose acts it remains responsible.",
    )
    if data:
        clause(
            "Data protection",
            "Each party shall comply with the UK GDPR and the Data Protection Act 2018 in respect "
            "of any personal data (such as names and contact details of site staff) it receives "
            "under this Agreement, and each is a separate controller of that data.",
        )
    clause(
        "Anti-bribery and modern slavery",
        "Each party shall comply with the Bribery Act 2010 and the Modern Slavery Act 2015, "
        "shall maintain adequate procedures to prevent bribery by persons associated with it, "
        "and shall tell the other promptly of any breach of this clause.",
    )
    clause(
        "Notices",
        "A notice under this Agreement must be in writing and delivered by hand, sent by "
        "recorded delivery post or sent by email to the address of the other party last "
        "notified for this purpose. A notice by email is received at the time of sending if "
        "sent before 5 pm on a business day and otherwise at 9 am on the next business day.",
    )
    if arbitration:
        clause(
            "Disputes",
            "The parties shall try in good faith to settle any dispute by negotiation between "
            "senior managers within 21 days of a written request.",
            "A dispute not so settled shall be referred to arbitration under the Arbitration "
            "(Scotland) Act 2010 by a single arbiter appointed by agreement or, failing "
            "agreement, by the Dean of the Faculty of Advocates.",
        )
    else:
        clause(
            "Disputes",
            "The parties shall try in good faith to settle any dispute by negotiation between "
            f"senior managers within {notice_days} days of a written request, and may refer it to "
            "mediation before starting court proceedings, save that either may seek interim "
            "orders (including interdict) at any time.",
        )
    clause(
        "General",
        "Each party has entered into this Agreement without relying on any statement not set "
        "out in it. If any provision is found invalid, the rest of this Agreement is unaffected. "
        "No failure or delay in exercising a right is a waiver of it. This Agreement may be "
        "executed in any number of counterparts and delivered electronically in accordance with "
        "the Legal Writings (Counterparts and Delivery) (Scotland) Act 2015.",
    )
    return out
