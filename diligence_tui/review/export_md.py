"""Markdown export: the memo with ``cite:`` links turned into numbered footnotes.

Each footnote gives the document path, the page label, the exact quote and whether the quote
was verified in the source (``verified`` / ``UNVERIFIED``). The title block comes first, then
the memo's sections, the findings table and the notes.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from diligence_tui.atomic import write_text_atomic
from diligence_tui.review.export_common import (
    FINDINGS_HEADING,
    STALE_HEADING,
    CitationIndex,
    category_label,
    exported_sections,
    generated_summary,
    one_line,
    reported_findings,
    stale_lines,
    summary_section,
    title_block,
)
from diligence_tui.review.freshness import RoomCheck
from diligence_tui.review.markdown_reader import demote_headings
from diligence_tui.review.model import CITE_LINK, Citation, Finding, Memo, citation_tally
from diligence_tui.review.table import Table
from diligence_tui.textsafe import neutralize

_MD_SPECIAL = re.compile(r"([\\`*_\[\]<>|])")


def escape_md(text: str) -> str:
    """One line of text that Markdown shows as it is (also safe inside a table cell)."""
    return _MD_SPECIAL.sub(r"\\\1", one_line(text))


def render_markdown(
    memo: Memo, findings: list[Finding], metrics: dict[str, Any], check: RoomCheck | None = None
) -> str:
    sections = exported_sections(memo, findings, check)
    index = CitationIndex.build(memo, sections, findings, check)
    block = title_block(memo, metrics, check=check)
    lines = [f"# {escape_md(block.title)}", ""]
    if block.incomplete:
        lines += [memo.incomplete_line(), ""]
    for label, value in block.rows:
        lines.append(f"- **{label}:** {escape_md(value)}")
    lines.append("")
    if stale_lines(check):
        lines += [f"## {STALE_HEADING}", ""]
        lines += [f"- {escape_md(line)}" for line in stale_lines(check)]
        lines.append("")

    def footnoted(body: str) -> str:
        def replace(match: re.Match[str]) -> str:
            note = index.for_memo_link(memo, match.group(2))
            label = match.group(1).strip()
            if not label or label == match.group(2):
                return f"[^{note.number}]"
            return f"{label}[^{note.number}]"

        return CITE_LINK.sub(replace, body)

    if summary_section(memo, sections) is None:
        lines += ["## Executive summary", ""]
        lines += [
            f"- {escape_md(text)}" if i else escape_md(text) + "\n"
            for i, text in enumerate(generated_summary(findings))
        ]
        lines.append("")
    for sec in sections:
        lines += [f"## {one_line(sec.title)}", "", footnoted(demote_headings(sec.body.strip())), ""]

    kept = reported_findings(findings)
    lines += [f"## {FINDINGS_HEADING}", ""]
    if kept:
        lines += [
            "| # | Severity | Category | Finding | Exposure | Next step | Sources |",
            "|---|---|---|---|---|---|---|",
        ]
        for n, finding in enumerate(kept, 1):
            sources = " ".join(_source(index, c, check) for c in finding.citations) or "none"
            cells = [
                str(n),
                finding.severity,
                escape_md(category_label(finding.category)),
                escape_md(finding.title),
                escape_md(finding.exposure),
                escape_md(finding.next_step),
                sources,
            ]
            lines.append("| " + " | ".join(cells) + " |")
    else:
        lines.append("No findings were recorded.")
    rejected = len(findings) - len(kept)
    if rejected:
        lines += [
            "",
            f"_{rejected} finding(s) rejected by the analyst are left out of this table and "
            "of the reviewer's summary (they remain in the JSON and XLSX exports)._",
        ]
    lines.append("")

    if index.notes:
        tally = citation_tally(memo, findings).line()
        lines += ["## Notes", "", escape_md(tally[:1].upper() + tally[1:]) + ".", ""]
        for note in index.notes:
            if note.used_in:
                lines.append(f"[^{note.number}]: {escape_md(note.text())}")
        lines.append("")
        loose = [note for note in index.notes if not note.used_in]
        if loose:
            lines += ["### Citations the memo holds but does not reference", ""]
            lines += [f"- \\[{note.number}\\] {escape_md(note.text())}" for note in loose]
            lines.append("")
    return "\n".join(lines).rstrip() + "\n"


def _source(index: CitationIndex, citation: Citation, check: RoomCheck | None) -> str:
    state = check.state_of(citation) if check is not None else ""
    return f"[^{index.number_for(citation)}]" + (f" ({state})" if state else "")


def write_markdown(
    memo: Memo,
    findings: list[Finding],
    metrics: dict[str, Any],
    path: Path,
    check: RoomCheck | None = None,
    table: Table | None = None,
    room_root: Path | None = None,
) -> Path:
    text = render_markdown(memo, findings, metrics, check)
    if table is not None:
        from diligence_tui.review.export_table import markdown_appendix

        text = text.rstrip("\n") + "\n" + "\n".join(markdown_appendix(table)) + "\n"
    # escape sequences from the memo or a document are shown, never sent to a terminal
    return write_text_atomic(path, neutralize(text))
