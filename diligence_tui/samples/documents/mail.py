"""Emails: threads, routine correspondence and replies."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, date, datetime, timedelta

from diligence_tui.samples import clauses as cl
from diligence_tui.samples.documents.base import Doc
from diligence_tui.samples.world import Person, World


def email_doc(
    path: str,
    sender: Person,
    to: Person,
    subject: str,
    when: datetime,
    body: str,
    attachments: Sequence[Doc] = (),
    key: str = "",
) -> Doc:
    return Doc(
        path=path,
        title=subject,
        key=key,
        email={
            "sender": f"{sender.name} <{sender.email}>",
            "to": f"{to.name} <{to.email}>",
            "subject": subject,
            "date": when,
            "body": body,
            "attachments": list(attachments),
        },
    )


def at(d: date, hour: int = 9, minute: int = 0) -> datetime:
    return datetime(d.year, d.month, d.day, hour, minute, tzinfo=UTC)


ROUTINE_THREADS = [
    (
        "Q{q} close calendar",
        "Hi all,\n\nAttached is the close calendar for Q{q}. Revenue cut-off is the last business day of the quarter at 5 p.m. Pacific. Please get accruals to me by day three so that we can hold the flux review on day five.\n\nThanks,\n{s}",
    ),
    (
        "Renewal pipeline review",
        "Team,\n\nAhead of Thursday's review, please update the renewal forecast for every account renewing in the next two quarters, flag any account with open escalations, and note where procurement has asked for multi-year pricing.\n\nBest,\n{s}",
    ),
    (
        "Office move logistics",
        "Hello everyone,\n\nFacilities has confirmed that the third floor will be ready on the 14th. Movers will pack desks on the Friday before. Please label personal items and return any unused equipment to IT.\n\nThanks,\n{s}",
    ),
    (
        "SOC 2 fieldwork schedule",
        "Hi,\n\nThe auditors will start fieldwork on Monday. They will request evidence for access reviews, change management and incident response. Please make sure your control owners are available for walkthroughs.\n\nRegards,\n{s}",
    ),
    (
        "Benefits open enrollment",
        "All,\n\nOpen enrollment runs for two weeks starting Monday. There are no changes to medical carriers this year; the dental plan adds orthodontic coverage. Sessions with the broker will be recorded.\n\n{s}",
    ),
    (
        "Hosting cost review",
        "Hi,\n\nCloud spend was about six percent over plan last month, mostly from the analytics cluster. Engineering will move the nightly jobs to reserved capacity, which should bring us back within budget by next quarter.\n\n{s}",
    ),
    (
        "Customer advisory board agenda",
        "Hi all,\n\nDraft agenda for the customer advisory board: product roadmap, dispatch automation beta results, integrations wish list, and a session on pricing packaging. Please send comments by Friday.\n\n{s}",
    ),
    (
        "Pricing approval for renewal",
        "Hi,\n\nRequesting approval for an eight percent discount on the three-year renewal in exchange for an upfront annual payment. Margin stays within guidelines. Deal desk notes attached in the CRM.\n\nThanks,\n{s}",
    ),
]


def routine_email(w: World, path: str, index: int, when: date) -> Doc:
    subject, body = ROUTINE_THREADS[index % len(ROUTINE_THREADS)]
    sender = w.pick([w.cfo, w.vp_sales, w.cto, w.counsel] + w.employees[:4])
    to = w.pick([w.ceo, w.cfo, w.counsel])
    q = (when.month - 1) // 3 + 1
    message, _, sign_off = body.format(q=q, s=sender.first).rpartition("\n\n")
    text = f"{message}\n\n{cl.filler_paragraph(w.rng, 2)}\n\n{sign_off}"
    subject = subject.format(q=q)
    if w.chance(0.6):  # a reply on top of the original, as mail clients quote it
        earlier = at(when - timedelta(days=w.rng.randrange(1, 6)), 8 + index % 7, 5)
        reply = w.pick(REPLIES).format(name=sender.first, me=to.first)
        quoted = "\n".join("> " + line if line else ">" for line in text.splitlines())
        text = f"{reply}\n\nOn {earlier:%a, %b %d, %Y at %H:%M}, {sender.name} wrote:\n{quoted}"
        sender, to, subject = to, sender, "RE: " + subject
    return email_doc(path, sender, to, subject, at(when, 8 + index % 9, (index * 7) % 60), text)


REPLIES = [
    "Thanks {name}, this works for me. Let's keep the same owners as last time.\n\n{me}",
    "{name}, agreed. Please loop in finance before anything goes to the customer.\n\n{me}",
    "Looks good. One question: do we have the numbers for the prior period to compare against?\n\n{me}",
    "Thanks. I'll raise this at Monday's staff meeting; please send a one-page summary beforehand.\n\n{me}",
    "Approved. Keep me posted if the timeline moves.\n\n{me}",
]
