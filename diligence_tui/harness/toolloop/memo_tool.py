"""The tool loop's ``memo`` tool: write the deliverable's sections, add findings, finish.

It goes through the same host services as the RLM's REPL (``memo.write``, ``findings.add``,
``cite``, ``submit``), so every quote is verified against the document the same way, the
host sets a finding's source and status, the same caps apply, and finishing is refused
while the memo is empty or cites nothing real. What the tool returns says which citations
were verified, so the model can correct the rest.
"""

from __future__ import annotations

from typing import Any

CITATION = {
    "type": "object",
    "properties": {
        "path": {"type": "string"},
        "quote": {"type": "string", "description": "exact words"},
        "page": {"type": "integer"},
    },
    "required": ["path", "quote"],
}

MEMO_TOOL = {
    "type": "function",
    "function": {
        "name": "memo",
        "description": (
            "Write the memo (the deliverable) and the findings, and finish. Sections replace "
            "a section of the same title. Every quote must be copied exactly from a document "
            "you read; each is checked against the document. Set finish=true to submit the "
            "memo and end the review (refused while the memo cites nothing verified)."
        ),
        "parameters": {
            "type": "object",
            "properties": {
                "sections": {
                    "type": "array",
                    "items": {
                        "type": "object",
                        "properties": {
                            "title": {"type": "string"},
                            "body": {"type": "string", "description": "Markdown"},
                            "citations": {
                                "type": "array",
                                "description": "sources for this section, linked after it",
                                "items": CITATION,
                            },
                        },
                        "required": ["title", "body"],
                    },
                },
                "findings": {
                    "type": "array",
                    "items": {
                        "type": "object",
                        "properties": {
                            "title": {"type": "string"},
                            "category": {"type": "string"},
                            "severity": {
                                "type": "string",
                                "enum": ["critical", "high", "medium", "low", "info"],
                            },
                            "description": {"type": "string"},
                            "exposure": {"type": "string"},
                            "next_step": {"type": "string"},
                            "citations": {"type": "array", "items": CITATION},
                        },
                        "required": ["title", "severity", "description", "citations"],
                    },
                },
                "finish": {"type": "boolean", "description": "submit the memo and end"},
            },
        },
    },
}


def _citations(value: Any) -> list[dict[str, Any]]:
    return [c for c in value if isinstance(c, dict)] if isinstance(value, list) else []


def memo_call(services: Any, args: dict[str, Any]) -> tuple[str, bool]:
    """Apply one ``memo`` call; returns (what the model is told, whether the run finished)."""
    lines: list[str] = []
    sections = args.get("sections") or []
    findings = args.get("findings") or []
    if not isinstance(sections, list) or not isinstance(findings, list):
        return "sections and findings must be lists", False
    for section in sections:
        if not isinstance(section, dict):
            lines.append("a section must be an object with title and body: skipped")
            continue
        title = str(section.get("title") or "").strip()
        body = str(section.get("body") or "")
        links: list[str] = []
        unverified = 0
        for cit in _citations(section.get("citations")):
            quote = str(cit.get("quote") or "").strip()
            if not quote:
                continue
            try:
                made = services.cite(
                    str(cit.get("path") or cit.get("doc") or ""), quote, cit.get("page")
                )
            except RuntimeError as exc:
                lines.append(f"section {title!r}: a citation was refused: {exc}")
                continue
            links.append(made["link"])
            unverified += not made["verified"]
        if links:
            body = body.rstrip() + "\n\nSources: " + " ".join(links)
        try:
            services.memo_write(title, body)
        except RuntimeError as exc:
            lines.append(f"section {title!r} was not written: {exc}")
            continue
        note = f"section {title!r} written with {len(links)} citation(s)"
        if unverified:
            note += f", {unverified} NOT found in the document (copy the exact words)"
        lines.append(note)
    for raw in findings:
        if not isinstance(raw, dict):
            lines.append("a finding must be an object: skipped")
            continue
        raw = dict(raw)
        raw["citations"] = [
            {
                "doc": c.get("path") or c.get("doc") or "",
                "quote": c.get("quote"),
                "page": c.get("page"),
            }
            for c in _citations(raw.get("citations"))
        ]
        try:
            kept = services.finding_add(raw)
        except RuntimeError as exc:
            lines.append(f"finding {raw.get('title')!r} was not added: {exc}")
            continue
        cits = kept.get("citations") or []
        bad = sum(1 for c in cits if not c.get("verified"))
        note = f"finding {kept.get('title')!r} kept ({len(cits)} citation(s)"
        note += f", {bad} NOT found in the document)" if bad else ", all verified)"
        lines.append(note)
    finished = False
    if args.get("finish"):
        outcome = services.submit("finished with the memo tool")
        finished = bool(outcome.get("ok"))
        lines.append(str(outcome.get("reason") or ("submitted" if finished else "refused")))
    return "\n".join(lines) or "nothing to do: give sections, findings or finish=true", finished
