"""One matter, one finding: findings that cite the same passage (the same or overlapping
quotes in one document) are one matter told more than once (a clause read as two kinds of
issue, a clause and the finding that reads it together with another document).

:func:`matters` groups them and :func:`merge_matter` makes each group one finding: the most
specific finding of the group leads (a finding that joins documents over one that reads a
single document, then the more severe, then the one whose title names more than its kind and
document), it takes the highest severity, every citation and amount of the group, and its body
names the other kinds it absorbed. Findings that each join documents are never merged with one
another: each says something the other does not (the same incident against the insurer's
notice condition and against a warranty). Left alone: info observations (context, not risks),
documents referred to but absent (their own request), and anything the analyst decided on.

Pure functions over :class:`~diligence_tui.review.model.Finding`; the review state applies
the merges (``ReviewState.merge_matters``).
"""

from __future__ import annotations

import re
from pathlib import PurePath

from diligence_tui.review.model import SEVERITIES, Citation, Finding

# categories that are not a reading of the passage they cite
STANDALONE = frozenset({"missing_document"})
ALSO = "Also read in the same passage:"


def _norm(text: str) -> str:
    return " ".join(text.split()).casefold()


def same_passage(a: Citation, b: Citation) -> bool:
    """Both verified, in one document, and their spans meet (by offsets, else one quote holds
    the other)."""
    if not (a.verified and b.verified) or not a.doc_id or a.doc_id != b.doc_id:
        return False
    if None not in (a.start, a.end, b.start, b.end):
        return a.start < b.end and b.start < a.end  # type: ignore[operator]
    qa, qb = _norm(a.quote), _norm(b.quote)
    return bool(qa and qb) and (qa in qb or qb in qa)


def mergeable(finding: Finding) -> bool:
    return (
        finding.status == "proposed"
        and not finding.edited_by_analyst
        and finding.severity != "info"
        and finding.category not in STANDALONE
        and any(c.verified for c in finding.citations)
    )


def documents(finding: Finding) -> set[str]:
    return {c.doc_id for c in finding.citations if c.verified and c.doc_id}


def joins_documents(finding: Finding) -> bool:
    return len(documents(finding)) > 1


def _meet(a: Finding, b: Finding) -> bool:
    return any(same_passage(x, y) for x in a.citations for y in b.citations)


def _names_only_kind(finding: Finding) -> bool:
    """A title that says its kind and the document it is in ("Exclusivity obligation:
    Distribution Agreement - Keel Marine.txt"), nothing more."""
    head, _, tail = finding.title.rpartition(": ")
    names = {PurePath(c.path).name for c in finding.citations} | {
        PurePath(c.path).stem for c in finding.citations
    }
    return bool(head) and tail.strip() in names


def specificity(finding: Finding) -> tuple[bool, int, bool, int]:
    """Higher leads: joins documents, severity, a title of its own, a longer title head."""
    rank = SEVERITIES.index(finding.severity) if finding.severity in SEVERITIES else 2
    head = finding.title.rpartition(": ")[0] or finding.title
    return (joins_documents(finding), -rank, not _names_only_kind(finding), len(head.split()))


def matters(findings: list[Finding]) -> list[list[Finding]]:
    """Groups of two or more findings that are one matter, each led by its most specific
    finding (the others in list order). Findings that read one document and cite a passage
    in common are one matter; such a matter that shares a passage with findings joining
    documents goes with the most specific of those."""
    candidates = [f for f in findings if mergeable(f)]
    singles = [f for f in candidates if not joins_documents(f)]
    joined = [f for f in candidates if joins_documents(f)]
    parent = list(range(len(singles)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for i, a in enumerate(singles):
        for j in range(i + 1, len(singles)):
            if documents(a) == documents(singles[j]) and _meet(a, singles[j]):
                parent[root(j)] = root(i)
    parts: dict[int, list[Finding]] = {}
    for i, f in enumerate(singles):
        parts.setdefault(root(i), []).append(f)
    by_lead: dict[str, list[Finding]] = {}
    order = {f.id: n for n, f in enumerate(findings)}
    for part in parts.values():
        hosts = [j for j in joined if any(_meet(j, s) for s in part)]
        if hosts:
            host = max(hosts, key=lambda f: (specificity(f), -order[f.id]))
            by_lead.setdefault(host.id, [host]).extend(part)
        elif len(part) > 1:
            lead = max(part, key=lambda f: (specificity(f), -order[f.id]))
            by_lead[lead.id] = [lead] + [f for f in part if f is not lead]
    return sorted(by_lead.values(), key=lambda g: order[g[0].id])


def _first_sentence(text: str, limit: int = 240) -> str:
    text = " ".join(text.split())
    m = re.search(r"(?<=[a-z0-9)\"'])[.!?](?=\s+[A-Z\"])", text)
    sentence = text[: m.end()] if m else text
    if len(sentence) > limit:
        sentence = sentence[: limit - 3].rsplit(" ", 1)[0] + "..."
    return sentence


def _note(other: Finding, lead: Finding) -> str:
    """What an absorbed finding adds: its title and severity; for another kind of issue also
    why it matters, its exposure and its next step."""
    note = f"{other.title} ({other.severity})."
    if other.category == lead.category:
        return note
    note = f"{note[:-1]}: {_first_sentence(other.description)}"
    if other.exposure and other.exposure != lead.exposure:
        note += f" Exposure: {other.exposure.rstrip('.')}."
    if other.next_step and other.next_step != lead.next_step:
        note += f" Next step: {other.next_step}"
    return note


def _within(inner: Citation, outer: Citation) -> bool:
    """``inner`` says nothing ``outer`` does not: the same document, its span inside."""
    if not (inner.verified and outer.verified) or inner.doc_id != outer.doc_id:
        return False
    if None not in (inner.start, inner.end, outer.start, outer.end):
        return outer.start <= inner.start and inner.end <= outer.end  # type: ignore[operator]
    return _norm(inner.quote) in _norm(outer.quote)


def merge_matter(group: list[Finding]) -> Finding:
    """The group as one finding: its lead (``group[0]``) with the highest severity, every
    citation and amount, and a line in its body for each other finding it absorbed."""
    lead, others = group[0], group[1:]
    merged = Finding.from_dict(lead.to_dict())
    keys = {c.key() for c in merged.citations}
    for other in others:
        if SEVERITIES.index(other.severity) < SEVERITIES.index(merged.severity):
            merged.severity = other.severity
        for citation in other.citations:
            if citation.key() in keys or any(_within(citation, c) for c in merged.citations):
                continue
            merged.citations.append(Citation.from_dict(citation.to_dict()))
            keys.add(citation.key())
        merged.amounts += [a for a in other.amounts if a not in merged.amounts]
        merged.exposure = merged.exposure or other.exposure
        merged.next_step = merged.next_step or other.next_step
        note = _note(other, lead)
        if note not in merged.description:  # merging again adds nothing
            merged.description = f"{merged.description.rstrip()} {ALSO} {note}".strip()
    merged.doc_ids = sorted({*merged.doc_ids, *(d for f in others for d in f.doc_ids)})
    return merged
