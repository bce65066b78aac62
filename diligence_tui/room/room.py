"""The Room API: a dataroom folder, its document store, its index and a live watch.

Read methods (documents, get, text, pages, read, page_at, search, tree, totals) are safe from
several threads; index passes are serialized.
"""

from __future__ import annotations

import asyncio
import os
import threading
from collections import OrderedDict
from collections.abc import AsyncIterator, Callable
from pathlib import Path

from diligence_tui import paths
from diligence_tui.errors import UserError
from diligence_tui.room.discover import display_name, is_hidden
from diligence_tui.room.index import ChunkIndex
from diligence_tui.room.indexer import Delta, Indexer
from diligence_tui.room.store import DocStore
from diligence_tui.room.types import (
    OK,
    PAGE_SEPARATOR,
    PARTIAL,
    SKIPPED,
    DocInfo,
    FolderNode,
    IndexReport,
    Page,
    RoomChange,
    RoomTotals,
    SearchHit,
)
from diligence_tui.settings import Settings, load_settings

TEXT_CACHE = 16
WATCH_DEBOUNCE_MS = 400


class Room:
    def __init__(self, root: Path, settings: Settings, task: Path | None = None) -> None:
        self.root = root
        self.task = task
        self.settings = settings
        self.state_dir = paths.room_state_dir(root)
        self.index_dir = paths.room_index_dir(root)
        self.state_dir.mkdir(parents=True, exist_ok=True)
        self.store = DocStore(self.state_dir / "documents.sqlite")
        self._chunks: ChunkIndex | None = None
        self._indexer: Indexer | None = None
        self._index_lock = threading.RLock()
        self._setup_lock = threading.Lock()
        self._docs: dict[str, DocInfo] | None = None
        self._by_path: dict[str, DocInfo] = {}
        self._texts: OrderedDict[str, str] = OrderedDict()
        self._texts_lock = threading.Lock()
        self.last_delta = Delta()
        # what the last pass found in the folder but could not read as a document (links out
        # of the room, folders it could not open): IndexReport.unlisted
        self.unlisted: list[dict[str, str]] = []

    @classmethod
    def open(cls, path: str | os.PathLike[str], settings: Settings | None = None) -> Room:
        """The room at ``path`` (a LAB task folder opens its ``documents/``); no indexing yet."""
        folder = Path(path).expanduser()
        if not folder.exists():
            raise UserError(f"no such dataroom folder: {folder}")
        if not folder.is_dir():
            raise UserError(f"not a folder: {folder} (point at the dataroom's folder)")
        documents, task = paths.resolve_room(folder)
        if display_name(str(documents.resolve())) != str(documents.resolve()):
            # names inside the room are escaped (see discover); the room's own path names
            # its state folder, its runs and every export, so it must be plain text
            raise UserError(
                f"the dataroom's folder path is not valid UTF-8 "
                f"({display_name(str(documents.resolve()))}): rename that folder and open it again"
            )
        return cls(documents, settings or load_settings(), task)

    # -- indexing -------------------------------------------------------------------------
    @property
    def chunks(self) -> ChunkIndex:
        with self._setup_lock:
            if self._chunks is None:
                self._chunks = ChunkIndex(self.index_dir)
            return self._chunks

    @property
    def indexer(self) -> Indexer:
        """The pass runner (its ``extractor`` can be swapped before the first pass)."""
        return self._get_indexer()

    def _get_indexer(self) -> Indexer:
        if self._indexer is None:
            exclude = tuple(
                p
                for p in (self.state_dir, paths.data_dir(), paths.cache_dir())
                if _inside(p, self.root)
            )
            self._indexer = Indexer(self.root, self.store, self.chunks, self.settings, exclude)
        return self._indexer

    @property
    def indexed(self) -> bool:
        """True once a pass has completed (the room may still have changed since)."""
        return bool(self.store.get_meta("indexed_at"))

    def index(
        self, progress: Callable[[int, int, str], None] | None = None, full: bool = False
    ) -> IndexReport:
        """Bring the store and index up to date with the folder (incremental unless ``full``).

        ``progress(done, total, path)`` is called from a helper thread as files finish.
        """
        with self._index_lock:
            report, delta = self._get_indexer().run(progress, full)
            self.last_delta = delta
            self.unlisted = list(report.unlisted)
            self._docs = None
            with self._texts_lock:
                self._texts.clear()
            return report

    def ensure_indexed(
        self, progress: Callable[[int, int, str], None] | None = None
    ) -> IndexReport | None:
        return None if self.indexed else self.index(progress)

    # -- reads ----------------------------------------------------------------------------
    def _catalog(self) -> dict[str, DocInfo]:
        docs = self._docs
        if docs is None:
            listed = self.store.documents()
            docs = {d.doc_id: d for d in listed}
            by_path: dict[str, DocInfo] = {}
            for d in listed:
                by_path.setdefault(d.path, d)
            self._by_path = by_path
            self._docs = docs
        return docs

    def documents(self) -> list[DocInfo]:
        return list(self._catalog().values())

    def get(self, doc_id_or_path: str) -> DocInfo:
        """A document by id or by relative path; KeyError if unknown."""
        docs = self._catalog()
        key = doc_id_or_path.strip()
        found = docs.get(key) or self._by_path.get(key)
        if found is None:
            normalized = key.replace("\\", "/")
            while normalized.startswith("./"):
                normalized = normalized[2:]
            found = self._by_path.get(normalized.strip("/"))
        if found is None:
            raise KeyError(f"no document {doc_id_or_path!r} in this room")
        return found

    def text(self, doc_id: str) -> str:
        doc = self.get(doc_id)
        with self._texts_lock:
            if doc.doc_id in self._texts:
                self._texts.move_to_end(doc.doc_id)
                return self._texts[doc.doc_id]
        text = self.store.text(doc.doc_id)
        with self._texts_lock:
            self._texts[doc.doc_id] = text
            while len(self._texts) > TEXT_CACHE:
                self._texts.popitem(last=False)
        return text

    def pages(self, doc_id: str) -> list[Page]:
        return self.store.pages(self.get(doc_id).doc_id)

    def read(
        self,
        doc_id: str,
        pages: int | list[int] | range | None = None,
        span: tuple[int, int] | None = None,
    ) -> str:
        """A document's text: all of it, some pages (1-based, joined by the page separator), or a span."""
        text = self.text(doc_id)
        if span is not None:
            start, end = int(span[0]), int(span[1])
            return text[max(0, start) : max(0, end)]
        if pages is None:
            return text
        numbers = [pages] if isinstance(pages, int) else list(pages)
        known = self.pages(doc_id)
        parts: list[str] = []
        for number in numbers:
            if not 1 <= int(number) <= len(known):
                raise ValueError(
                    f"page {number} is out of range: {self.get(doc_id).path} has {len(known)} pages"
                )
            page = known[int(number) - 1]
            parts.append(text[page.start : page.end])
        return PAGE_SEPARATOR.join(parts)

    def page_at(self, doc_id: str, offset: int) -> Page:
        known = self.pages(doc_id)
        if not known:
            raise ValueError(f"{self.get(doc_id).path} has no text")
        for page in known:
            if offset < page.end:
                return page  # an offset in the separator belongs to the page after it
        return known[-1]

    def search(self, query: str, folder: str | None = None, limit: int = 10) -> list[SearchHit]:
        docs = self._catalog()
        hits = self.chunks.search(query, folder, limit)
        out: list[SearchHit] = []
        for hit in hits:
            doc = docs.get(hit.doc_id)
            if doc is None:
                continue  # a chunk left over from an interrupted pass
            out.append(_with_folder(hit, doc.folder))
        return out

    def folders(self) -> list[str]:
        names: set[str] = set()
        for doc in self._catalog().values():
            parts = doc.folder.split("/") if doc.folder else []
            names.update("/".join(parts[: i + 1]) for i in range(len(parts)))
        return sorted(names)

    def tree(self) -> FolderNode:
        root = FolderNode(name=self.root.name, path="")
        nodes: dict[str, FolderNode] = {"": root}

        def node_for(folder: str) -> FolderNode:
            if folder in nodes:
                return nodes[folder]
            parent_path, _, name = folder.rpartition("/")
            parent = node_for(parent_path)
            node = FolderNode(name=name, path=folder)
            parent.folders.append(node)
            nodes[folder] = node
            return node

        for doc in sorted(self._catalog().values(), key=lambda d: d.path):
            node_for(doc.folder).documents.append(doc)
            parts = doc.folder.split("/") if doc.folder else []
            for i in range(len(parts) + 1):
                node = nodes["/".join(parts[:i])]
                node.doc_count += 1
                node.chars += doc.chars
                node.skipped += doc.status == SKIPPED
        for node in nodes.values():
            node.folders.sort(key=lambda n: n.name.lower())
        return root

    def totals(self) -> RoomTotals:
        totals = RoomTotals(folders=len(self.folders()))
        for doc in self._catalog().values():
            if doc.status == SKIPPED:
                totals.skipped += 1
                continue
            totals.partial += doc.status == PARTIAL
            if doc.status in (OK, PARTIAL):
                totals.documents += 1
                totals.pages += doc.pages
                totals.chars += doc.chars
                totals.tokens += doc.tokens
        return totals

    # -- watching -------------------------------------------------------------------------
    def _watch_filter(self, change: object, path: str) -> bool:
        candidate = Path(path)
        if _inside(candidate, self.state_dir):
            return False
        try:
            rel = candidate.relative_to(self.root)
        except ValueError:
            return False
        if not self.settings.ingest.include_hidden and any(is_hidden(part) for part in rel.parts):
            return False
        return True

    async def watch(self, stop: asyncio.Event | None = None) -> AsyncIterator[RoomChange]:
        """Re-index on changes in the folder (debounced) and yield what changed.

        The pass runs in a thread, so the event loop stays free. Ends when ``stop`` is set.
        """
        from watchfiles import awatch

        stop = stop or asyncio.Event()
        if not self.indexed:
            await asyncio.to_thread(self.index)
        async for _changes in awatch(
            self.root,
            watch_filter=self._watch_filter,
            stop_event=stop,
            debounce=WATCH_DEBOUNCE_MS,
            step=50,
            recursive=True,
            yield_on_timeout=False,
        ):
            report = await asyncio.to_thread(self.index)
            delta = self.last_delta
            if delta.added or delta.changed or delta.removed:
                yield RoomChange(
                    list(delta.added), list(delta.changed), list(delta.removed), report
                )
            if stop.is_set():
                return

    def close(self) -> None:
        with self._index_lock:
            if self._indexer is not None:
                self._indexer.close()
                self._indexer = None
            self.store.close()

    def __enter__(self) -> Room:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"Room({str(self.root)!r})"


def _inside(path: Path, root: Path) -> bool:
    try:
        path = Path(path).resolve()
        root = Path(root).resolve()
    except OSError:
        return False
    return path == root or root in path.parents


def _with_folder(hit: SearchHit, folder: str) -> SearchHit:
    from dataclasses import replace

    return replace(hit, folder=folder)
