"""A small Markdown reader for memo sections: blocks (headings, paragraphs, list items,
quotes, code fences, rules, tables) and inline runs (bold, italic, code, ``cite:`` links).

The memo is Markdown the root and the analyst write; the Word export rebuilds it as real
paragraphs and footnotes, and the other exports take plain text or shifted headings from it.
Apart from ``export_common`` because it knows Markdown only, nothing of memos or citations.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field


@dataclass
class Inline:
    text: str = ""
    bold: bool = False
    italic: bool = False
    code: bool = False
    cite_id: str = ""  # a citation reference: text is the link's label


@dataclass
class Block:
    kind: str  # heading | para | bullet | number | quote | code | rule | table
    text: str = ""
    level: int = 0  # heading level, or list nesting depth
    start: int = 1  # first number of a numbered list item run
    rows: list[list[str]] = field(default_factory=list)  # table: header row first, inline Markdown


_TABLE_SEPARATOR = re.compile(r"^\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$")


def _table_cells(line: str) -> list[str]:
    text = line.strip()
    if text.startswith("|"):
        text = text[1:]
    if text.endswith("|") and not text.endswith("\\|"):
        text = text[:-1]
    return [cell.strip().replace("\\|", "|") for cell in re.split(r"(?<!\\)\|", text)]


_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
_BULLET = re.compile(r"^(\s*)[-*+]\s+(.*)$")
_NUMBER = re.compile(r"^(\s*)(\d{1,9})[.)]\s+(.*)$")
_RULE = re.compile(r"^\s*([-*_])(\s*\1){2,}\s*$")


def demote_headings(markdown: str, top: int = 3) -> str:
    """Shift a section body's headings so the biggest one is level ``top`` (below the section's
    own heading), keeping their relative levels; fenced code is left alone."""
    lines = markdown.split("\n")
    fenced = False
    levels: list[tuple[int, int]] = []
    for i, line in enumerate(lines):
        if line.strip().startswith(("```", "~~~")):
            fenced = not fenced
        elif not fenced and (m := _HEADING.match(line.strip())):
            levels.append((i, len(m.group(1))))
    if not levels:
        return markdown
    shift = top - min(level for _, level in levels)
    for i, level in levels:
        heading = _HEADING.match(lines[i].strip())
        assert heading is not None  # levels holds only the lines that matched
        lines[i] = "#" * max(1, min(level + shift, 6)) + " " + heading.group(2)
    return "\n".join(lines)


def parse_blocks(markdown: str) -> list[Block]:
    """Headings, paragraphs, bullet and numbered items, quotes, code fences, rules."""
    blocks: list[Block] = []
    para: list[str] = []
    lines = markdown.replace("\r\n", "\n").replace("\r", "\n").split("\n")

    def flush() -> None:
        if para:
            blocks.append(Block("para", " ".join(s.strip() for s in para)))
            para.clear()

    i = 0
    while i < len(lines):
        line = lines[i]
        stripped = line.strip()
        if stripped.startswith("```") or stripped.startswith("~~~"):
            flush()
            fence = stripped[:3]
            body: list[str] = []
            i += 1
            while i < len(lines) and not lines[i].strip().startswith(fence):
                body.append(lines[i])
                i += 1
            blocks.append(Block("code", "\n".join(body)))
            i += 1
            continue
        if (
            "|" in stripped
            and i + 1 < len(lines)
            and _TABLE_SEPARATOR.match(lines[i + 1].strip())
            and "|" in lines[i + 1]
        ):
            flush()
            rows = [_table_cells(stripped)]
            i += 2
            while i < len(lines) and "|" in lines[i] and lines[i].strip():
                rows.append(_table_cells(lines[i]))
                i += 1
            width = len(rows[0])
            rows = [(row + [""] * width)[:width] for row in rows]
            blocks.append(Block("table", rows=rows))
            continue
        if not stripped:
            flush()
        elif m := _HEADING.match(stripped):
            flush()
            blocks.append(Block("heading", m.group(2), level=len(m.group(1))))
        elif _RULE.match(stripped):
            flush()
            blocks.append(Block("rule"))
        elif m := _BULLET.match(line):
            flush()
            blocks.append(Block("bullet", m.group(2), level=len(m.group(1).expandtabs(4)) // 2))
        elif m := _NUMBER.match(line):
            flush()
            blocks.append(
                Block(
                    "number",
                    m.group(3),
                    level=len(m.group(1).expandtabs(4)) // 2,
                    start=int(m.group(2)),
                )
            )
        elif stripped.startswith(">"):
            flush()
            blocks.append(Block("quote", stripped.lstrip(">").strip()))
        elif (
            blocks
            and blocks[-1].kind in ("bullet", "number", "quote")
            and not para
            and line[:1].isspace()
        ):
            blocks[-1].text += " " + stripped  # a wrapped list item
        else:
            para.append(line)
        i += 1
    flush()
    # merge consecutive quote lines into one block
    merged: list[Block] = []
    for block in blocks:
        if block.kind == "quote" and merged and merged[-1].kind == "quote":
            merged[-1].text += " " + block.text
        else:
            merged.append(block)
    return merged


_INLINE = re.compile(
    r"(?P<cite>\[(?P<cl>[^\]]*)\]\(cite:(?P<cid>[A-Za-z0-9_.-]+)\))"
    r"|(?P<link>\[(?P<lt>[^\]]+)\]\((?P<lu>[^)\s]+)\))"
    r"|(?P<code>`(?P<ct>[^`]+)`)"
    r"|(?P<bi>\*\*\*(?P<bit>.+?)\*\*\*)"
    r"|(?P<b>\*\*(?P<bt>.+?)\*\*|__(?P<bt2>.+?)__)"
    r"|(?P<i>\*(?P<it>[^*\s](?:[^*]*?[^*\s])?)\*|(?<![\w])_(?P<it2>[^_\s](?:[^_]*?[^_\s])?)_(?![\w]))"
)


def parse_inline(text: str, bold: bool = False, italic: bool = False) -> list[Inline]:
    """Runs of text with bold/italic/code flags, and citation references."""
    out: list[Inline] = []
    pos = 0
    for m in _INLINE.finditer(text):
        if m.start() > pos:
            out.append(Inline(_unescape(text[pos : m.start()]), bold, italic))
        if m.group("cite"):
            out.append(Inline(m.group("cl"), bold, italic, cite_id=m.group("cid")))
        elif m.group("link"):
            out.extend(parse_inline(m.group("lt"), bold, italic))
            url = m.group("lu")
            if url.startswith(("http://", "https://", "mailto:")):
                out.append(Inline(f" ({url})", bold, italic))
        elif m.group("code"):
            out.append(Inline(m.group("ct"), bold, italic, code=True))
        elif m.group("bi"):
            out.extend(parse_inline(m.group("bit"), True, True))
        elif m.group("b"):
            out.extend(parse_inline(m.group("bt") or m.group("bt2"), True, italic))
        else:
            out.extend(parse_inline(m.group("it") or m.group("it2"), bold, True))
        pos = m.end()
    if pos < len(text):
        out.append(Inline(_unescape(text[pos:]), bold, italic))
    return [run for run in out if run.text or run.cite_id]


def _unescape(text: str) -> str:
    return re.sub(r"\\([\\`*_{}\[\]()#+\-.!|>])", r"\1", text)


def plain_text(markdown_inline: str) -> str:
    """Inline Markdown without markup (citation links keep their label)."""
    return "".join(run.text for run in parse_inline(markdown_inline) if run.text != run.cite_id)
