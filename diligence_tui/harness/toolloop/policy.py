"""The offline tool-loop policy: what answers as ``offline/toolloop`` with no model configured.

A scripted agent in the tool-loop style, so that the two harnesses can be compared anywhere:
``list`` the room, ``grep`` it for risk terms (documents ranked by matching lines), ``read``
the documents with the most hits,
then write the memo from what it read (the offline pattern reviewer over the text the
``read`` calls returned, and nothing else) and finish. It decides each step from the
conversation alone (the tool results it was sent), like a model would, and writes its calls
as fenced ```tool blocks (the offline provider has no native tool calls).

A seed (the request's ``seed``) changes which of the top-ranked documents it reads, so a
group of rollouts is not N identical runs; without one it reads the top hits in order.
"""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from typing import Any

from diligence_tui.harness.run_metrics import OFFLINE_TOOLLOOP
from diligence_tui.harness.slices import parse_slices

RISK_PATTERN = (
    r"\b(change (of|in) control|assign\w*|terminat\w*|indemnif\w*|exclusiv\w*|non-?compet\w*|"
    r"litigation|lawsuit|claim\w*|default\w*|penalt\w*|breach\w*|guarant\w*|liabilit\w*|"
    r"consent\w*|investigation|severance|uncapped|most favou?red)\b"
)
READS = 6  # documents read
READS_PER_TURN = 3
ENGINE = OFFLINE_TOOLLOOP
_RESULT = re.compile(r"^Result of (\w+):\n", re.M)
_GREP_FILE = re.compile(r"^(?P<path>.+): (?P<count>[\d,]+) matching line\(s\)$", re.M)
_READ_PATH = re.compile(r'<<<DOCUMENT id="[^"]*" path="(?P<path>[^"]*)"')
# the note a read ends with when it stopped short of the document's end (tools.py)
_READ_CUT = re.compile(r"^\(lines \d+-\d+ of \d+; cut at ([\d,]+) characters", re.M)


def _text(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(str(p.get("text", "")) for p in content if isinstance(p, dict))
    return ""


def _results(messages: list[dict[str, Any]]) -> list[tuple[str, str]]:
    """(tool name, result text) of every tool result the conversation holds, in order."""
    out: list[tuple[str, str]] = []
    for message in messages:
        if message.get("role") != "user":
            continue
        text = _text(message.get("content"))
        marks = list(_RESULT.finditer(text))
        for i, mark in enumerate(marks):
            end = marks[i + 1].start() if i + 1 < len(marks) else len(text)
            out.append((mark.group(1), text[mark.end() : end]))
    return out


def _call(name: str, **arguments: Any) -> str:
    return (
        "```tool\n"
        + json.dumps({"name": name, "arguments": arguments}, ensure_ascii=False)
        + "\n```"
    )


def plan_reads(grep_output: str, seed: int | None) -> list[str]:
    """The documents to read: most grep hits first; with a seed, a weighted draw from the
    top ``2 * READS``."""
    counts = Counter(
        {
            m.group("path"): int(m.group("count").replace(",", ""))
            for m in _GREP_FILE.finditer(grep_output)
        }
    )
    ranked = [path for path, _ in counts.most_common()]
    if seed is None or len(ranked) <= READS:
        return ranked[:READS]
    pool = ranked[: 2 * READS]
    rng = random.Random(seed)
    chosen: list[str] = []
    weights = [counts[p] for p in pool]
    while pool and len(chosen) < READS:
        pick = rng.choices(range(len(pool)), weights=weights)[0]
        chosen.append(pool.pop(pick))
        weights.pop(pick)
    return chosen


def reply(messages: list[dict[str, Any]], seed: int | None = None) -> str:
    results = _results(messages)
    names = [name for name, _ in results]
    if "memo" in names:
        return "The memo was written; nothing more to do."  # a refused finish ends here
    if "list" not in names:
        return "Offline tool-loop policy: list the room first.\n\n" + _call("list")
    if "grep" not in names:
        return "Offline tool-loop policy: grep for risk terms.\n\n" + _call(
            "grep", pattern=RISK_PATTERN, mode="files"
        )
    grep_output = next(text for name, text in results if name == "grep")
    planned = plan_reads(grep_output, seed)
    read_text = "\n".join(text for name, text in results if name == "read")
    done = {m.group("path") for m in _READ_PATH.finditer(read_text)}
    asked = sum(1 for name in names if name == "read")
    todo = [p for p in planned if p not in done][: max(0, READS - asked)][:READS_PER_TURN]
    if todo:
        return "Offline tool-loop policy: read the documents with the most hits.\n\n" + "\n\n".join(
            _call("read", path=path) for path in todo
        )
    return "Offline tool-loop policy: write the memo from what was read.\n\n" + _call(
        "memo", **memo_arguments(read_text, grep_output, len(done)), finish=True
    )


def memo_arguments(read_text: str, grep_output: str, read_count: int) -> dict[str, Any]:
    """Sections and findings from the offline reviewer over the text ``read`` returned."""
    from diligence_tui.offline.reviewer import review_slices

    pieces = parse_slices(read_text)
    found = review_slices(pieces)["findings"] if pieces else []
    findings = []
    by_category: dict[str, list[dict[str, Any]]] = {}
    for raw in found:
        cits = [
            {"path": _path_of(pieces, c.get("doc")), "quote": c.get("quote"), "page": c.get("page")}
            for c in raw.get("citations") or []
            if c.get("quote")
        ]
        item = {
            "title": raw.get("title"),
            "category": raw.get("category"),
            "severity": raw.get("severity"),
            "description": raw.get("description"),
            "exposure": raw.get("exposure") or "",
            "next_step": raw.get("next_step") or "",
            "citations": cits,
        }
        findings.append(item)
        by_category.setdefault(str(raw.get("category") or "other"), []).append(item)
    hits = re.search(r"^([\d,]+) matching line\(s\) in ([\d,]+) document", grep_output, re.M)
    # a read stops at its cap and this policy does not read on: say so, as the harness's
    # measured scope does, rather than claim the documents were read
    cuts = _READ_CUT.findall(read_text)
    part = (
        f" ({len(cuts)} of them only in part: each read stops at {cuts[0]} characters and "
        "this policy does not read on)"
        if cuts
        else ""
    )
    scope = (
        f"Written by the {ENGINE}. It listed the room, searched it for risk terms "
        f"({hits.group(1) if hits else 'no'} matching lines in "
        f"{hits.group(2) if hits else 'no'} documents) and read the {read_count} documents "
        f"with the most hits{part}. Every other document was not read: this memo says nothing "
        "about them. Findings are leads for counsel to confirm."
    )
    sections: list[dict[str, Any]] = [
        {
            "title": "Executive summary",
            "body": f"{len(findings)} finding(s) in the {read_count} documents read. {scope}",
        }
    ]
    for category, items in by_category.items():
        body = "\n".join(
            f"- **{f['title']}** ({f['severity']}): {f['description']}"
            + (f" Exposure: {f['exposure']}." if f["exposure"] else "")
            for f in items
        )
        sections.append(
            {
                "title": category.replace("_", " ").capitalize(),
                "body": body,
                "citations": [c for f in items for c in f["citations"][:1]],
            }
        )
    steps = sorted({f["next_step"] for f in findings if f["next_step"]})
    sections.append(
        {
            "title": "Recommended next steps",
            "body": "\n".join(f"- {s}" for s in steps)
            + "\n- Review the documents this pass did not read.",
        }
    )
    return {"sections": sections, "findings": findings}


def _path_of(pieces: list[Any], doc_id: Any) -> str:
    for piece in pieces:
        if piece.doc_id == doc_id:
            return str(piece.path)
    return str(doc_id or "")
