"""The tool loop's read-only tools over the room: ``list``, ``grep`` and ``read``.

Each tool takes the model's JSON arguments and returns the text the model will see, capped
(a tool result is part of every later prompt). Nothing here decides coverage: the gateway
measures it on the prompts, so a document counts as read only when text a tool returned
reached the model in a call that answered.

``read`` renders what it returns in the slice format (``<<<DOCUMENT ...>>>`` with page
markers, :func:`slices.render_slice`), the same framing the RLM's sub-agents read, so a
quote can be copied from it verbatim and the page it is on is visible.

Patterns come from the model, which a hostile document can steer: ``grep`` runs them with
the ``regex`` module's timeout (no catastrophic backtracking can hold the run) and caps
their length.
"""

from __future__ import annotations

import bisect
import fnmatch
import json
from dataclasses import dataclass
from typing import Any

from diligence_tui.harness.slices import Slice, SlicePage, render_slice

LIST_LIMIT = 200  # documents listed per call
GREP_MATCHES = 50  # matches shown by default
GREP_MAX_MATCHES = 200
GREP_LINE_CHARS = 240  # of a matching line shown (centred on the match)
GREP_CHARS = 12_000  # of grep output per call
GREP_SECONDS = 5.0  # regex time per call, all documents together
PATTERN_CHARS = 500
READ_CHARS = 12_000  # of read output by default
READ_MAX_CHARS = 30_000


class ToolError(Exception):
    """A tool call the model should correct (the message is shown to it)."""


def _schema(name: str, description: str, properties: dict, required: list[str]) -> dict:
    return {
        "type": "function",
        "function": {
            "name": name,
            "description": description,
            "parameters": {"type": "object", "properties": properties, "required": required},
        },
    }


ROOM_TOOLS = [
    _schema(
        "list",
        "List the room's documents whose path matches a glob (path | kind | pages | tokens | "
        f"status), at most {LIST_LIMIT} per call.",
        {
            "glob": {"type": "string", "description": "e.g. 'Contracts/*' or '*.pdf'; default all"},
            "offset": {"type": "integer", "description": "skip this many matches (paging)"},
        },
        [],
    ),
    _schema(
        "grep",
        "Search the extracted text of the documents with a regular expression. Returns "
        "matching lines as path, page, line number and text.",
        {
            "pattern": {"type": "string", "description": "a regular expression (Python syntax)"},
            "glob": {"type": "string", "description": "only documents whose path matches"},
            "ignore_case": {"type": "boolean", "description": "default true"},
            "max_matches": {
                "type": "integer",
                "description": f"default {GREP_MATCHES}, at most {GREP_MAX_MATCHES}",
            },
            "mode": {
                "type": "string",
                "enum": ["lines", "files"],
                "description": "lines (default): the matching lines; files: each matching "
                "document with its count of matching lines, most first",
            },
        },
        ["pattern"],
    ),
    _schema(
        "read",
        "Read a document's text: all of it, a page range ('3' or '2-5') or a line range "
        f"(from grep). At most {READ_MAX_CHARS:,} characters per call; a longer selection is "
        "cut and says where to go on.",
        {
            "path": {"type": "string", "description": "the document's path (or id)"},
            "pages": {"type": "string", "description": "e.g. '3' or '2-5'"},
            "start_line": {"type": "integer"},
            "end_line": {"type": "integer"},
            "max_chars": {"type": "integer", "description": f"default {READ_CHARS:,}"},
        },
        ["path"],
    ),
]


def parse_arguments(arguments: Any) -> dict[str, Any]:
    """A tool call's arguments as a dict (a JSON text, or already parsed)."""
    if isinstance(arguments, dict):
        return arguments
    text = str(arguments or "").strip()
    if not text:
        return {}
    try:
        value = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ToolError(f"the arguments are not JSON ({exc.msg}): {text[:200]}") from None
    if not isinstance(value, dict):
        raise ToolError("the arguments must be a JSON object")
    return value


def _int(value: Any, name: str, default: int | None = None) -> int | None:
    if value is None or value == "":
        return default
    try:
        return int(value)
    except (TypeError, ValueError):
        raise ToolError(f"{name} must be a whole number, not {value!r}") from None


@dataclass
class _Lines:
    starts: list[int]  # offset of each line's first character

    def line_of(self, offset: int) -> int:
        return bisect.bisect_right(self.starts, offset)  # 1-based

    def span(self, first: int, last: int, length: int) -> tuple[int, int]:
        first = max(1, first)
        start = self.starts[first - 1] if first <= len(self.starts) else length
        end = self.starts[last] if last < len(self.starts) else length
        return start, max(start, end)


class RoomTools:
    """``list``, ``grep`` and ``read`` over one room (read-only)."""

    def __init__(self, room: Any) -> None:
        self.room = room
        self._lines: dict[str, _Lines] = {}

    def call(self, name: str, args: dict[str, Any]) -> str:
        if name == "list":
            return self.list(args.get("glob") or "", _int(args.get("offset"), "offset", 0) or 0)
        if name == "grep":
            return self.grep(
                str(args.get("pattern") or ""),
                glob=str(args.get("glob") or ""),
                ignore_case=args.get("ignore_case") is not False,
                max_matches=_int(args.get("max_matches"), "max_matches", GREP_MATCHES)
                or GREP_MATCHES,
                files_only=str(args.get("mode") or "lines") == "files",
            )
        if name == "read":
            return self.read(
                str(args.get("path") or ""),
                pages=args.get("pages"),
                start_line=_int(args.get("start_line"), "start_line"),
                end_line=_int(args.get("end_line"), "end_line"),
                max_chars=_int(args.get("max_chars"), "max_chars", READ_CHARS) or READ_CHARS,
            )
        raise ToolError(f"there is no tool {name!r} (tools: list, grep, read, memo)")

    # -- helpers ---------------------------------------------------------------------------
    def _documents(self, glob: str) -> list[Any]:
        docs = sorted(self.room.documents(), key=lambda d: d.path)
        glob = glob.strip().lstrip("./")
        if not glob or glob in ("*", "**", "**/*"):
            return docs
        patterns = [glob, glob.rstrip("/") + "/*"] if not any(c in glob for c in "*?[") else [glob]
        return [d for d in docs if any(fnmatch.fnmatchcase(d.path, p) for p in patterns)]

    def _doc(self, path: str) -> Any:
        from diligence_tui.harness.review_fanout import resolve_doc

        try:
            return resolve_doc(self.room, path)
        except KeyError:
            raise ToolError(f"no document {path!r} in the room (use a path from list)") from None

    def _line_index(self, doc_id: str, text: str) -> _Lines:
        found = self._lines.get(doc_id)
        if found is None:
            starts = [0]
            at = text.find("\n")
            while at >= 0:
                starts.append(at + 1)
                at = text.find("\n", at + 1)
            if len(self._lines) > 256:
                self._lines.clear()
            found = self._lines[doc_id] = _Lines(starts)
        return found

    # -- list ------------------------------------------------------------------------------
    def list(self, glob: str = "", offset: int = 0) -> str:
        docs = self._documents(glob)
        if not docs:
            return f"no document matches {glob!r}"
        shown = docs[max(offset, 0) : max(offset, 0) + LIST_LIMIT]
        lines = [f"{len(docs):,} document(s) match{f' {glob!r}' if glob else ''}:"]
        for d in shown:
            status = "" if d.status == "ok" else f" | {d.status}: {d.reason}"
            lines.append(f"{d.path} | {d.kind} | {d.pages} p. | {d.tokens:,} tokens{status}")
        rest = len(docs) - max(offset, 0) - len(shown)
        if rest > 0:
            lines.append(f"... {rest:,} more: call list with offset={offset + len(shown)}")
        return "\n".join(lines)

    # -- grep ------------------------------------------------------------------------------
    def grep(
        self,
        pattern: str,
        *,
        glob: str = "",
        ignore_case: bool = True,
        max_matches: int = GREP_MATCHES,
        files_only: bool = False,
    ) -> str:
        import time

        import regex

        if not pattern.strip():
            raise ToolError("grep needs a pattern")
        if len(pattern) > PATTERN_CHARS:
            raise ToolError(f"the pattern is {len(pattern):,} characters; at most {PATTERN_CHARS}")
        try:
            compiled = regex.compile(pattern, regex.IGNORECASE if ignore_case else 0)
        except regex.error as exc:
            raise ToolError(f"the pattern is not a valid regular expression: {exc}") from None
        limit = min(max(1, max_matches), GREP_MAX_MATCHES)
        deadline = time.monotonic() + GREP_SECONDS
        out: list[str] = []
        used = 0
        total = 0
        files = 0
        cut = ""
        counts: list[tuple[int, str]] = []
        for doc in self._documents(glob):
            if doc.status == "skipped" or not doc.chars:
                continue
            text = self.room.text(doc.doc_id)
            left = deadline - time.monotonic()
            if left <= 0:
                cut = "the search took too long and stopped early (narrow the pattern or glob)"
                break
            try:
                matches = list(compiled.finditer(text, timeout=left))
            except TimeoutError:
                cut = "the search took too long and stopped early (narrow the pattern or glob)"
                break
            if not matches:
                continue
            files += 1
            lines = self._line_index(doc.doc_id, text)
            if files_only:
                hit_lines = {lines.line_of(m.start()) for m in matches}
                total += len(hit_lines)
                counts.append((len(hit_lines), doc.path))
                continue
            seen_lines: set[int] = set()
            for match in matches:
                line = lines.line_of(match.start())
                if line in seen_lines:
                    continue
                seen_lines.add(line)
                total += 1
                if len(out) >= limit or cut:
                    continue
                start, end = lines.span(line, line, len(text))
                shown = _around(text[start:end].rstrip("\n"), match.start() - start)
                page = self.room.page_at(doc.doc_id, match.start())
                entry = f"{doc.path}:{line}: [{page.label}] {shown}"
                if used + len(entry) > GREP_CHARS:
                    cut = f"output capped at {GREP_CHARS:,} characters"
                    continue
                out.append(entry)
                used += len(entry) + 1
        if not total:
            return f"no match for {pattern!r}" + (f" ({cut})" if cut else "")
        if files_only:
            counts.sort(key=lambda c: (-c[0], c[1]))
            ranked = [f"{path}: {n:,} matching line(s)" for n, path in counts[:LIST_LIMIT]]
            rest = len(counts) - len(ranked)
            notes = [f"... {rest:,} more documents"] if rest > 0 else []
            if cut:
                notes.append(f"({cut})")
            return "\n".join(
                [f"{total:,} matching line(s) in {files:,} document(s):", *ranked, *notes]
            )
        head = f"{total:,} matching line(s) in {files:,} document(s); showing {len(out):,}"
        tail = []
        if len(out) < total:
            tail.append(
                f"... {total - len(out):,} more not shown"
                + (f" ({cut})" if cut else f" (max_matches={limit})")
            )
        elif cut:
            tail.append(f"({cut})")
        return "\n".join([head + ":", *out, *tail])

    # -- read ------------------------------------------------------------------------------
    def read(
        self,
        path: str,
        *,
        pages: Any = None,
        start_line: int | None = None,
        end_line: int | None = None,
        max_chars: int = READ_CHARS,
    ) -> str:
        doc = self._doc(path)
        if doc.status == "skipped" or not doc.chars:
            return f"{doc.path} has no readable text ({doc.reason or doc.status})"
        text = self.room.text(doc.doc_id)
        known = self.room.pages(doc.doc_id)
        lines = self._line_index(doc.doc_id, text)
        if pages not in (None, "") and (start_line or end_line):
            raise ToolError("give pages or a line range, not both")
        if pages not in (None, ""):
            first, last = _page_range(pages, len(known), doc.path)
            start, end = known[first - 1].start, known[last - 1].end
        elif start_line or end_line:
            first_line = max(1, start_line or 1)
            last_line = end_line or len(lines.starts)
            if last_line < first_line:
                raise ToolError("end_line is before start_line")
            start, end = lines.span(first_line, last_line, len(text))
        else:
            start, end = 0, len(text)
        cap = min(max(500, max_chars), READ_MAX_CHARS)
        shown_end = min(end, start + cap)
        piece = Slice(
            doc.doc_id, doc.path, doc.kind, pages=_pages_in(known, text, start, shown_end)
        )
        body = render_slice(piece)
        first_line, last_line = lines.line_of(start), lines.line_of(max(start, shown_end - 1))
        note = f"(lines {first_line}-{last_line} of {len(lines.starts)}"
        if shown_end < end:
            note += (
                f"; cut at {cap:,} characters, {end - shown_end:,} more in this selection: "
                f"read start_line={lines.line_of(shown_end)} to go on"
            )
        return body + "\n" + note + ")"


def _around(line: str, at: int) -> str:
    """A long line cut to GREP_LINE_CHARS around the match."""
    if len(line) <= GREP_LINE_CHARS:
        return line
    start = max(0, min(at - GREP_LINE_CHARS // 3, len(line) - GREP_LINE_CHARS))
    piece = line[start : start + GREP_LINE_CHARS]
    return ("…" if start else "") + piece + ("…" if start + GREP_LINE_CHARS < len(line) else "")


def _page_range(pages: Any, count: int, path: str) -> tuple[int, int]:
    text = str(pages).strip().replace("–", "-")
    first_text, _, last_text = text.partition("-")
    try:
        first = int(first_text)
        last = int(last_text) if last_text.strip() else first
    except ValueError:
        raise ToolError(f"pages must look like '3' or '2-5', not {pages!r}") from None
    if not 1 <= first <= last <= count:
        raise ToolError(f"pages {text} are out of range: {path} has {count} page(s)")
    return first, last


def _pages_in(known: list[Any], text: str, start: int, end: int) -> list[SlicePage]:
    """The pages that overlap ``[start, end)``, each cut to it (page markers stay true)."""
    out: list[SlicePage] = []
    for page in known:
        lo, hi = max(page.start, start), min(page.end, end)
        if lo < hi:
            out.append(SlicePage(page.number, page.label, text[lo:hi], lo))
    if not out:
        out.append(SlicePage(1, "text", text[start:end], start))
    return out
