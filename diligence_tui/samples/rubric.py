"""The rubric of a generated room (task.json in the Legal Agent Bench format): criteria
from the planted issues, as the offline judge reads them."""

from __future__ import annotations

from typing import Any

from diligence_tui.samples import issues as ci
from diligence_tui.samples.base import BuilderBase


class Rubric(BuilderBase):
    """The room's task.json: rubric criteria from the planted issues."""

    def task(self, key_paths: dict[str, str]) -> dict[str, Any]:
        w = self.world
        criteria: list[dict[str, Any]] = []
        for item in self.planted:
            criteria.extend(criteria_for(item, key_paths, self.profile))
        return {
            "title": f"Buy-side due diligence: acquisition of {w.target} by {w.buyer}",
            "instructions": (
                f'You are counsel to {w.buyer}, which proposes to acquire all of the outstanding shares of {w.target} ("{w.short}"), '
                f"a Delaware company that sells the {w.product} logistics planning software, by a reverse triangular merger. "
                "Review every document in the data room and write a due diligence memo for the buyer's deal team. For each material issue, "
                "say what it is, cite the documents (file and page or section) and quote the relevant language, quantify the exposure where "
                "the documents allow, explain what it means for the transaction, and recommend a next step (a consent to obtain, a condition, "
                "an indemnity or escrow, a price adjustment, or a document to request). Point out documents that the room refers to but does "
                "not contain. Do not report matters that the documents show are resolved, expired, waived or market standard as risks."
            ),
            "criteria": criteria,
            "deliverables": [
                "A due diligence memo (Markdown) with an executive summary, findings grouped by category, and recommended next steps.",
                "Every finding cites the source document(s) with an exact quote.",
                "A list of documents that are referenced but missing from the data room.",
            ],
            "room": {
                "generator": "diligence sample",
                "profile": self.profile,
                "seed": w.seed,
                "documents": len(self.docs),
                "fictional": True,
            },
            "planted": [
                dict(
                    item.to_dict(key_paths),
                    criteria=[c["id"] for c in criteria if c["issue"] == item.id],
                )
                for item in self.planted
            ],
        }


def _names(paths: list[str]) -> str:
    names = [f'"{p.rsplit("/", 1)[-1]}"' for p in paths]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _any(terms: list[str]) -> str:
    """Quoted alternatives, as the offline judge reads them ("a" or "b")."""
    return " or ".join(f'"{t}"' for t in terms)


def _all(groups: list[list[str]]) -> str:
    return " and ".join(_any(g) for g in groups)


def _figure(amount: str) -> str:
    """Currency amounts stay bare (the judge parses them); counts are quoted numbers."""
    if amount.startswith(("$", "GBP", "EUR")):
        return amount
    number, _, rest = amount.partition(" ")
    return f'"{number}" {rest}'.strip()


def criteria_for(item: ci.Planted, key_paths: dict[str, str], profile: str) -> list[dict[str, Any]]:
    """The rubric lines for one planted issue (identify, cite, quantify, implication,
    recommend) or distractor (must not be flagged)."""
    docs = sorted({key_paths[k] for k, _ in item.quotes})
    base = {"issue": item.id, "documents": docs}
    if item.kind == "distractor":
        return [
            dict(
                base,
                id=f"{item.id}-not-flagged",
                kind="distractor",
                title=f"Does not flag as a risk: {item.title}",
                match_criteria=(
                    f"PASS if the memo does not flag {_all(item.terms)} as a current risk; it may mention it as "
                    f"resolved or benign, because {item.what}. FAIL if the memo flags it as an open risk, red flag "
                    "or issue requiring action."
                ),
            )
        ]
    out = []
    ident_kind = {"direct": "identify", "missing": "missing", "combined": "combined"}[item.kind]
    if item.kind == "missing":
        ident = (
            f"PASS if the memo notes that the {item.missing} is referenced but not provided, naming {_all(item.terms)} and "
            '"missing" or "not provided" or "not in the data room" or "not in the room" or "absent" or "not included". '
            "FAIL if the memo does not notice the missing document or assumes its terms."
        )
    else:
        ident = (
            f"PASS if the memo identifies that {item.what} (naming {_all(item.terms)}). "
            "FAIL if the memo does not mention this issue or mentions it only generically."
        )
        if item.kind == "combined":
            ident += " The finding requires reading both documents together."
    out.append(
        dict(
            base,
            id=f"{item.id}-identify",
            kind=ident_kind,
            title=f"Identifies: {item.title}",
            match_criteria=ident,
        )
    )
    if item.kind == "combined":
        cite = f"PASS if the memo cites both {_names(docs)}. FAIL if it cites only one of them or neither."
    elif item.kind == "missing":
        cite = f"PASS if the memo cites {_names(docs)}, where the missing document is referenced. FAIL if no referring document is cited."
    else:
        cite = f"PASS if the memo cites {_names(docs)} as the source of this finding. FAIL if that document is not cited."
    out.append(
        dict(
            base,
            id=f"{item.id}-cite",
            kind="cite",
            title=f"Cites the source: {item.title}",
            match_criteria=cite,
        )
    )
    if item.amount:
        out.append(
            dict(
                base,
                id=f"{item.id}-quantify",
                kind="quantify",
                title=f"Quantifies: {item.title}",
                figures=[item.amount],
                match_criteria=(
                    f"PASS if the memo states the {item.amount_what}: {_figure(item.amount)} (or the same figure "
                    "written another way). FAIL if the figure is missing or wrong."
                ),
            )
        )
    if profile != "small" or item.kind != "direct":
        out.append(
            dict(
                base,
                id=f"{item.id}-implication",
                kind="implication",
                title=f"Explains the implication: {item.title}",
                match_criteria=(
                    f"PASS if the memo explains the consequence for the transaction: {item.implication} "
                    f"(mentioning {_any(item.imp_terms)}). FAIL if the consequence is not explained."
                ),
            )
        )
    if profile != "small":
        out.append(
            dict(
                base,
                id=f"{item.id}-recommend",
                kind="recommend",
                title=f"Recommends a next step: {item.title}",
                match_criteria=(
                    f"PASS if the memo recommends a concrete next step: {item.recommendation} "
                    f"(mentioning {_any(item.rec_terms)}). FAIL if no concrete next step is recommended."
                ),
            )
        )
    return out
