"""The ground truth of a planted issue (``Planted``) and the plan that collects the
clauses and documents the issues add to a room (``Plan``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from diligence_tui.samples import documents as cd
from diligence_tui.samples.world import World

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
