"""The offline reviewer's findings: the issue hits of one slice (offline/reviewer.py
scan_page) merged per kind into FINDINGS_FORMAT dicts, with what a reader needs next to each
(the amounts that size it and what they measure, dates, parties, the claimant's case for a
claim, the document that resolves a matter) and at most MAX_CITATIONS verbatim quotes."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import PurePath
from typing import Any

from diligence_tui.harness.slices import Slice
from diligence_tui.offline import facts as F
from diligence_tui.offline import patterns as P
from diligence_tui.offline import resolution as R
from diligence_tui.offline.sentences import split_sentences

MAX_CITATIONS = 3


def _money_lines(piece: Slice) -> list[tuple[str, list[F.Amount], list[str]]]:
    """Sentences of the slice that state amounts or counted figures (to size findings whose
    clause has none)."""
    out = []
    for page in piece.pages:
        if not (F.AMOUNT_RE.search(page.text) or F.COUNT_RE.search(page.text)):
            continue
        for sentence in split_sentences(page):
            amounts = F.extract_amounts(sentence.text)
            counts = F.extract_counts(sentence.text)
            if amounts or counts:
                out.append((sentence.text, amounts, counts))
    return out


def merge(piece: Slice, hits: list[P.Hit]) -> list[dict[str, Any]]:
    money: list[tuple[str, list[F.Amount], list[str]]] | None = None
    by_kind: dict[tuple[str, str], list[P.Hit]] = {}
    for hit in hits:  # a resolved match is context: never merged into an open one
        frame = R.FRAME_WORD.get(hit.resolved.frame, hit.resolved.frame) if hit.resolved else ""
        by_kind.setdefault((hit.kind.key, frame), []).append(hit)
    name = PurePath(piece.path).name or piece.doc_id
    findings: list[dict[str, Any]] = []
    for (_key, frame), group in by_kind.items():
        kind = group[0].kind
        group.sort(key=lambda h: -P.SEVERITY_ORDER.index(h.severity))
        severity = group[0].severity
        seen: set[str] = set()
        citations: list[dict[str, Any]] = []
        for hit in group:
            norm = " ".join(hit.quote.split())
            if norm in seen or len(citations) >= MAX_CITATIONS:
                continue
            seen.add(norm)
            citations.append(
                {
                    "doc": piece.doc_id,
                    "path": piece.path,
                    "page": hit.page,
                    "page_label": hit.page_label,
                    "quote": hit.quote,
                }
            )
        resolving = (
            R.resolving_citation(
                group[0].resolved, piece.doc_id, piece.path, group[0].page, group[0].page_label
            )
            if frame
            else None
        )
        if resolving and " ".join(resolving["quote"].split()) not in seen:
            citations.append(resolving)
        amounts = unique_amounts(a for h in group for a in h.amounts)
        nearby = [] if amounts else unique_amounts(a for h in group for a in h.nearby)
        dates = unique(d for h in group for d in h.dates)
        parties = unique(p for h in group for p in h.parties)
        lead = group[0]
        short = _short(lead.quote, 220)
        parts = [kind.why, f'{name} ({lead.page_label or "p. " + str(lead.page)}) reads: "{short}"']
        if frame:
            parts = [R.note(frame, lead.kind.title, lead.resolved, name), parts[1]]
        if len(group) > 1:
            parts.append(f"{len(group)} passages of this kind in this part of the document.")
        elsewhere: list[F.Amount] = []  # amounts that size the kind (fees, principal, claim)
        if not amounts and kind.money_words is not None:
            money = _money_lines(piece) if money is None else money
            stated = unique_amounts(
                a for text, found, _ in money if kind.money_words.search(text) for a in found
            )
            elsewhere = sorted(stated, key=lambda a: -a.value)[:3]
        # amounts in the sentences around the clause may measure something else (an insurance
        # limit next to a liability clause): named in the description, never as the exposure
        around = [a for a in nearby[:3] if all(a.value != b.value for b in elsewhere)]
        counts = unique(c for h in group for c in h.counts)
        if not counts and kind.money_words is not None:
            money = _money_lines(piece) if money is None else money
            counts = unique(
                c for text, _, found in money if kind.money_words.search(text) for c in found
            )
        if lead.context:
            parts.append(f'Context: "{_short(lead.context, 300)}"')
        if kind.key == "litigation":
            parts += _assertions(piece)
        if amounts:
            parts.append("Amounts: " + ", ".join(a.text for a in amounts[:6]) + ".")
        if elsewhere:
            parts.append(
                f"Amounts stated elsewhere in the document ({SIZED_BY.get(kind.key, 'amounts')}): "
                + ", ".join(a.text for a in elsewhere)
                + "."
            )
        if around:
            parts.append(
                "Amounts in the surrounding text (they may measure something else): "
                + ", ".join(a.text for a in around)
                + "."
            )
        if counts:
            parts.append("Figures: " + ", ".join(counts[:4]) + ".")
        if dates:
            parts.append("Dates: " + ", ".join(dates[:4]) + ".")
        if parties:
            parts.append("Parties: " + ", ".join(parties[:4]) + ".")
        exposure = ""
        if amounts:
            top = max(amounts, key=lambda a: a.value)
            said = CLAUSE_AMOUNT.get(kind.key, "stated in the cited passage")
            exposure = f"{_spaced(top.text)} ({said}"
            if len(amounts) > 1:
                exposure += "; amounts named: " + ", ".join(_spaced(a.text) for a in amounts[:4])
            exposure += ")"
        elif elsewhere:
            top = max(elsewhere, key=lambda a: a.value)
            what = SIZED_BY.get(kind.key, "amount stated elsewhere in the document")
            exposure = f"{_spaced(top.text)} ({what}; not stated in the clause itself)"
        findings.append(
            {
                "category": kind.key,
                "title": f"{kind.title}{', ' + frame if frame else ''}: {name}",
                "description": " ".join(parts),
                "severity": severity,
                "exposure": exposure,
                "amounts": [a.value for a in amounts or elsewhere],
                "next_step": "Confirm the resolution is complete and on file."
                if frame
                else kind.next_step,
                "citations": citations,
                "source": "offline",
                "dates": dates[:6],
                "parties": parties[:6],
            }
        )
    findings.sort(key=lambda f: -P.SEVERITY_ORDER.index(f["severity"]))
    return findings


# Kinds whose clause amounts are limits, not losses.
CLAUSE_AMOUNT = {
    "debt_covenants": "a threshold or basket in the covenant, not a loss",
    "liability_cap": "the cap stated in the clause",
    "liens": "secured amount, up to",
}
# What the amounts found elsewhere in a document measure, by kind (their ``money_words``).
SIZED_BY = {
    "change_of_control": "the contract's fees or value stated in the agreement",
    "equity_acceleration": "award figures stated in the document",
    "litigation": "amount claimed in the document",
    "debt_default": "facility amount stated in the document",
    "debt_change_of_control": "facility amount stated in the document",
    "debt_covenants": "facility amount stated in the document",
    "liens": "secured amount stated in the document",
    "guarantee": "guaranteed amount stated in the document",
    "related_party": "amount of the dealing stated in the document",
    "tax_dispute": "assessment stated in the document",
    "environmental": "cost estimate stated in the document",
}


def _spaced(text: str) -> str:
    return " ".join(text.split())


# What a claimant says the claim rests on ("in our client's view ... gross negligence ...").
_ASSERTION = re.compile(
    r"\b(our client's view|in our view|our client (contends|asserts|maintains)|alleg\w+|contends?)\b"
    r"[^.]{0,200}\b(negligen\w*|breach\w*|liab\w+|damages|losses|cap|misrepresent\w*|fraud)",
    re.I,
)
_CAP_DENIED = re.compile(
    r"\b(limitation|cap|limit)s? (of|on) liability (does|do|shall|will) not apply", re.I
)


def _assertions(piece: Slice) -> list[str]:
    """The claimant's case in a demand letter or complaint, quoted (at most two sentences)."""
    said = [
        s.text for page in piece.pages for s in split_sentences(page) if _ASSERTION.search(s.text)
    ][:2]
    if not said:
        return []
    out = ["The claimant asserts: " + " ".join(f'"{_short(t, 300)}"' for t in said)]
    if any(_CAP_DENIED.search(t) for t in said):
        out.append(
            "It argues that the contractual limitation of liability does not apply, so the "
            "exposure may exceed the cap; check the contract and the insurance cover."
        )
    return out


def _short(text: str, limit: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 3].rsplit(" ", 1)[0] + "..."


def unique(items: Iterator[str]) -> list[str]:
    return list(dict.fromkeys(items))


def unique_amounts(items: Iterator[F.Amount]) -> list[F.Amount]:
    out: dict[tuple[float, str], F.Amount] = {}
    for amount in items:
        out.setdefault((amount.value, amount.currency), amount)
    return list(out.values())
