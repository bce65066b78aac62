"""The Tantivy index of a room: chunks of ~1-2k characters that never cross a page.

Fields: ``doc_id`` (raw: delete by term), ``path``, ``folder`` (raw; the document's folder and
every ancestor, so a filter on a parent folder works), ``category``, ``page``, ``page_label``,
``start``/``end`` (offsets in the document's text), ``text`` (English stemming, stored, for
snippets) and ``plain`` (the default tokenizer, not stemmed). A query runs over both text
fields, plus word-family prefixes on ``plain`` ("indemnify" finds "indemnity" and
"indemnification", which English stemming keeps apart).
"""

from __future__ import annotations

import queue
import re
import shutil
import threading
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from diligence_tui.errors import UserError
from diligence_tui.room.types import DocInfo, Page, SearchHit

CHUNK_TARGET = 1500
CHUNK_MAX = 2000
SNIPPET_CHARS = 240
SCHEMA_VERSION = "1"


@dataclass(frozen=True)
class Chunk:
    page: Page
    start: int
    end: int


def chunk_pages(
    text: str, pages: list[Page], target: int = CHUNK_TARGET, limit: int = CHUNK_MAX
) -> list[Chunk]:
    """Split each page into chunks of about ``target`` characters at line or word breaks."""
    chunks: list[Chunk] = []
    for page in pages:
        start, end = page.start, page.end
        while start < end:
            if end - start <= limit:
                stop = end
            else:
                window = text[start + target // 2 : start + limit]
                cut = window.rfind("\n")
                if cut < 0:
                    cut = window.rfind(" ")
                stop = start + target // 2 + cut + 1 if cut >= 0 else start + target
            if text[start:stop].strip():
                chunks.append(Chunk(page, start, stop))
            start = stop
    return chunks


def writer_settings(text_mb: float) -> tuple[int, int]:
    """(threads, heap MB) for a pass that reads about ``text_mb`` of files.

    A small update gets one thread (the other core stays with the UI and the extraction
    workers) and a small heap; a big ingest gets both threads and 128 MB. (A heap of 512 MB
    on the 200 MB bench room: same CPU, faster or slower by wall clock from run to run.)
    """
    threads = 2 if text_mb > 16 else 1
    heap = int(min(128, max(64 if threads == 2 else 32, text_mb * 2.5)))
    return threads, heap


def ancestor_folders(folder: str) -> list[str]:
    parts = [p for p in folder.split("/") if p]
    return ["/".join(parts[: i + 1]) for i in range(len(parts))] or [""]


def normalize_folder(folder: str | None) -> str:
    return (folder or "").replace("\\", "/").strip().strip("/")


_WORD = re.compile(r"(?<![\w:\"'])([A-Za-z]{8,})(?![\w:*\"'])")
_OPERATORS = {"AND", "OR", "NOT", "TO", "IN"}


def word_families(query: str) -> list[str]:
    """Lower-case prefixes that stand for a long word's family ("indemnification" -> "indemni").

    Only words of 8+ letters get one (short words are left to stemming: a short prefix
    matches too many terms and makes the query slow).

    They are matched with a low, constant score: exact and stemmed matches still rank first.
    """
    if '"' in query:
        query = re.sub(r'"[^"]*"', " ", query)
    prefixes: list[str] = []
    for word in _WORD.findall(query):
        if word in _OPERATORS:
            continue
        word = word.lower()
        root = word[: max(6, min(7, len(word) - 3))]
        if root not in prefixes:
            prefixes.append(root)
    return prefixes[:8]


def _schema():
    import tantivy

    builder = tantivy.SchemaBuilder()
    builder.add_text_field("doc_id", stored=True, tokenizer_name="raw")
    builder.add_text_field("path", stored=True, tokenizer_name="raw")
    builder.add_text_field("folder", stored=False, tokenizer_name="raw")
    builder.add_text_field("category", stored=False, tokenizer_name="raw")
    builder.add_integer_field("page", stored=True)
    builder.add_text_field("page_label", stored=True, tokenizer_name="raw", index_option="basic")
    builder.add_integer_field("start", stored=True)
    builder.add_integer_field("end", stored=True)
    builder.add_text_field("text", stored=True, tokenizer_name="en_stem")
    builder.add_text_field("plain", stored=False, tokenizer_name="default")
    return builder.build()


def chunk_records(doc: DocInfo, text: str, pages: list[Page]) -> Iterable[dict]:
    folders = ancestor_folders(doc.folder)
    for chunk in chunk_pages(text, pages):
        body = text[chunk.start : chunk.end]
        yield {
            "doc_id": doc.doc_id,
            "path": doc.path,
            "folder": folders,
            "category": doc.category,
            "page": chunk.page.number,
            "page_label": chunk.page.label,
            "start": chunk.start,
            "end": chunk.end,
            "text": body,
            "plain": body,
        }


class ChunkIndex:
    """Open (or create) the index in ``directory``; one writer at a time, searches from any thread."""

    def __init__(self, directory: Path) -> None:
        import tantivy

        self.directory = Path(directory)
        self.directory.mkdir(parents=True, exist_ok=True)
        self.schema = _schema()
        marker = self.directory / "schema-version"
        if (self.directory / "meta.json").exists() and (
            not marker.exists() or marker.read_text().strip() != SCHEMA_VERSION
        ):
            shutil.rmtree(self.directory)
            self.directory.mkdir(parents=True)
        self.index = tantivy.Index(self.schema, path=str(self.directory), reuse=True)
        marker.write_text(SCHEMA_VERSION)
        self._lock = threading.RLock()
        self._searcher: tantivy.Searcher | None = None

    # -- writing --------------------------------------------------------------------------
    def update(
        self,
        remove: Iterable[str],
        add: Iterable[tuple[DocInfo, str, list[Page]]],
        *,
        threads: int = 1,
        heap_mb: int = 128,
        clear: bool = False,
    ) -> int:
        """Delete the chunks of ``remove`` ids (every chunk when ``clear``), add chunks for
        ``add``, commit once: a pass that fails leaves the index as it was. Returns chunks added."""
        import tantivy

        added = 0
        with self._lock:
            writer = self._writer(heap_mb, threads)
            try:
                if clear:
                    writer.delete_all_documents()
                for doc_id in remove:
                    writer.delete_documents_by_term("doc_id", doc_id)
                for doc, text, pages in _read_ahead(add):
                    for record in chunk_records(doc, text, pages):
                        writer.add_document(tantivy.Document.from_dict(record, self.schema))
                        added += 1
                writer.commit()
            except BaseException:
                writer.rollback()
                raise
            finally:
                writer.wait_merging_threads()
            self.index.reload()
            self._searcher = None
        return added

    def _writer(self, heap_mb: int, threads: int, patience: float = 15.0):
        """The index writer; another process holding the lock gets ``patience`` seconds."""
        deadline = time.monotonic() + patience
        while True:
            try:
                return self.index.writer(heap_size=heap_mb * 1024 * 1024, num_threads=threads)
            except ValueError as exc:
                if "lock" not in str(exc).lower():
                    raise
                if time.monotonic() > deadline:
                    raise UserError(
                        f"the index in {self.directory} is being written by another process "
                        "(another `diligence index` or an open workspace); try again when it is done"
                    ) from None
                time.sleep(0.2)

    def clear(self) -> None:
        """Remove every chunk now (a full pass folds this into its own commit instead)."""
        with self._lock:
            writer = self._writer(32, 1)
            writer.delete_all_documents()
            writer.commit()
            writer.wait_merging_threads()
            self.index.reload()
            self._searcher = None

    # -- searching ------------------------------------------------------------------------
    def build_query(self, query: str, folder: str | None = None, families: bool = True):
        """(query to run, parsed user query for snippets). ``families`` adds the word-family
        prefixes of long words at a low constant score."""
        import tantivy

        parsed, _errors = self.index.parse_query_lenient(query, ["text", "plain"])
        clauses = [(tantivy.Occur.Should, parsed)]
        for prefix in word_families(query) if families else []:
            family = tantivy.Query.regex_query(
                self.schema, "plain", re.escape(prefix) + "[a-z0-9]*"
            )
            clauses.append((tantivy.Occur.Should, tantivy.Query.boost_query(family, 0.3)))
        combined = tantivy.Query.boolean_query(clauses) if len(clauses) > 1 else parsed
        folder = normalize_folder(folder)
        if folder:
            combined = tantivy.Query.boolean_query(
                [
                    (tantivy.Occur.Must, combined),
                    (tantivy.Occur.Must, tantivy.Query.term_query(self.schema, "folder", folder)),
                ]
            )
        return combined, parsed

    def search(self, query: str, folder: str | None = None, limit: int = 10) -> list[SearchHit]:
        """Ranked chunks. Word families only run when the query itself fills fewer than
        ``limit`` hits: their constant low score would rarely reach the top anyway, and the
        prefix expansion is the expensive part of a query."""
        import tantivy

        if not query.strip():
            return []
        with self._lock:
            searcher = self._searcher or self.index.searcher()
            self._searcher = searcher
        limit = max(1, limit)
        combined, parsed = self.build_query(query, folder, families=False)
        result = searcher.search(combined, limit=limit)
        if len(result.hits) < limit and word_families(query):
            combined, parsed = self.build_query(query, folder)
            result = searcher.search(combined, limit=limit)
        hits: list[SearchHit] = []
        if not result.hits:
            return hits
        generator = tantivy.SnippetGenerator.create(searcher, parsed, self.schema, "text")
        generator.set_max_num_chars(SNIPPET_CHARS)
        families = word_families(query)
        for score, address in result.hits:
            doc = searcher.doc(address)
            snippet, highlights = _snippet(
                generator.snippet_from_doc(doc), doc.get_first("text") or "", families
            )
            hits.append(
                SearchHit(
                    doc_id=str(doc.get_first("doc_id")),
                    path=str(doc.get_first("path")),
                    page=int(doc.get_first("page") or 0),
                    page_label=doc.get_first("page_label") or "",
                    score=float(score),
                    snippet=snippet,
                    highlights=highlights,
                    start=int(doc.get_first("start") or 0),
                    end=int(doc.get_first("end") or 0),
                )
            )
        return hits

    def count(self) -> int:
        with self._lock:
            return self.index.searcher().num_docs


_DONE = object()


def _read_ahead(items: Iterable, depth: int = 64) -> Iterator:
    """Iterate ``items`` in a helper thread, ``depth`` items ahead of the consumer.

    The producer (extraction results arriving from the workers, store writes) and the
    consumer (Tantivy's writer) then overlap instead of taking turns.
    """
    buffer: queue.Queue = queue.Queue(maxsize=depth)
    stop = threading.Event()

    def produce() -> None:
        try:
            for item in items:
                while not stop.is_set():
                    try:
                        buffer.put(item, timeout=0.2)
                        break
                    except queue.Full:
                        continue
                if stop.is_set():
                    return
            buffer.put(_DONE)
        except BaseException as exc:  # handed to the consumer, raised there
            buffer.put(exc)

    thread = threading.Thread(target=produce, name="room-index-read-ahead", daemon=True)
    thread.start()
    try:
        while True:
            item = buffer.get()
            if item is _DONE:
                return
            if isinstance(item, BaseException):
                raise item
            yield item
    finally:
        stop.set()
        thread.join(timeout=5.0)  # on an interrupt it may be waiting on a slow file: let it go


def _char_offset(data: bytes, byte_offset: int) -> int:
    return len(data[:byte_offset].decode("utf-8", errors="ignore"))


# words too common to be worth marking in a snippet ("change of control" marks "change" and
# "control", not every "of"), unless nothing else is marked
_UNMARKED = frozenset(
    "a an and are as at be by for from in into is it of on or than that the this to was with".split()
)


def _snippet(snippet, text: str, families: list[str]) -> tuple[str, list[tuple[int, int]]]:
    """Tantivy's snippet with highlights as character offsets; our own when it found nothing."""
    fragment = snippet.fragment()
    ranges = snippet.highlighted()
    if fragment and ranges:
        raw = fragment.encode("utf-8")
        highlights = [(_char_offset(raw, r.start), _char_offset(raw, r.end)) for r in ranges]
        marked = [(a, b) for a, b in highlights if fragment[a:b].lower() not in _UNMARKED]
        return fragment, marked or highlights
    return _fallback_snippet(text, families)


def _fallback_snippet(text: str, families: list[str]) -> tuple[str, list[tuple[int, int]]]:
    if families:
        pattern = re.compile(
            r"\b(?:" + "|".join(re.escape(f) for f in families) + r")\w*", re.IGNORECASE
        )
        first = pattern.search(text)
        if first:
            begin = max(0, first.start() - SNIPPET_CHARS // 3)
            space = text.rfind(" ", 0, begin)
            begin = space + 1 if begin and space >= 0 and begin - space < 30 else begin
            fragment = text[begin : begin + SNIPPET_CHARS]
            return fragment, [(m.start(), m.end()) for m in pattern.finditer(fragment)]
    return text[:SNIPPET_CHARS], []
