"""One incremental index pass: discover, compare with the store, extract what changed, index.

* A file whose size and mtime match the store is not read at all (stat-only check).
* A file whose stat changed but whose content hash did not is only re-stamped.
* A new file with the content hash of a file that disappeared in the same pass is a rename:
  its stored text is reused under the new path, without extraction.
* Everything else is extracted in worker processes (both cores), written to the store and
  to the Tantivy index as results arrive.
"""

from __future__ import annotations

import hashlib
import os
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any

from diligence_tui.room.discover import FoundFile, discover
from diligence_tui.room.extract import Extracted, Limits, kind_for_name, read_error_reason
from diligence_tui.room.index import ChunkIndex, writer_settings
from diligence_tui.room.store import DocStore, decode_pages
from diligence_tui.room.types import (
    OK,
    PAGE_SEPARATOR,
    PARTIAL,
    SKIPPED,
    DocInfo,
    IndexReport,
    Page,
)
from diligence_tui.room.workers import ExtractionPool, Task, transient
from diligence_tui.tokens import count_tokens

Progress = Callable[[int, int, str], None]
STORE_BATCH = 200


def doc_id_for(rel: str, attachment: int | None = None) -> str:
    base = "d" + hashlib.sha1(rel.encode("utf-8")).hexdigest()[:12]
    return base if attachment is None else f"{base}#{attachment}"


def build_text(pages: list[tuple[str, str]]) -> tuple[str, list[Page]]:
    """The document text (pages joined by PAGE_SEPARATOR) and each page's offsets in it."""
    out: list[Page] = []
    parts: list[str] = []
    offset = 0
    for number, (label, text) in enumerate(pages, start=1):
        if number > 1:
            offset += len(PAGE_SEPARATOR)
        out.append(Page(number, label, offset, offset + len(text)))
        parts.append(text)
        offset += len(text)
    return PAGE_SEPARATOR.join(parts), out


def _location(rel: str) -> tuple[str, str, str]:
    path = PurePosixPath(rel)
    folder = "" if str(path.parent) == "." else str(path.parent)
    return path.name, folder, folder.split("/", 1)[0] if folder else ""


@dataclass
class Delta:
    added: list[str] = field(default_factory=list)
    changed: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)


@dataclass
class _Record:
    doc: DocInfo
    sha1: str
    text: str
    pages: list[Page]


def _records(rel: str, size: int, mtime: float, sha1: str, extracted: Extracted) -> list[_Record]:
    """The store records for one file: the file itself and any attachments nested under it."""
    name, folder, category = _location(rel)
    doc_id = doc_id_for(rel)
    records = [_record(doc_id, rel, name, folder, category, size, mtime, sha1, extracted, None)]
    for number, attachment in enumerate(extracted.attachments, start=1):
        records.append(
            _record(
                doc_id_for(rel, number), f"{rel}/{attachment.name}", attachment.name, folder, category,
                attachment.size, mtime, attachment.sha1, attachment.result, doc_id,
            )
        )  # fmt: skip
    return records


def _record(
    doc_id, rel, name, folder, category, size, mtime, sha1, ex: Extracted, parent
) -> _Record:  # noqa: ANN001
    text, pages = build_text(ex.pages) if ex.status != SKIPPED else ("", [])
    doc = DocInfo(
        doc_id=doc_id, path=rel, name=name, folder=folder, category=category,
        kind=ex.kind if ex.kind else kind_for_name(name), size=size, mtime=mtime, pages=len(pages),
        chars=len(text), tokens=ex.tokens if ex.tokens >= 0 else count_tokens(text), status=ex.status, reason=ex.reason,
        parent_id=parent, title=ex.title or "",
    )  # fmt: skip
    return _Record(doc, sha1, text, pages)


def _hash_file(path: str) -> str:
    digest = hashlib.sha1()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


class Indexer:
    """Runs passes for one room; holds the store, the index and the worker pool."""

    def __init__(
        self,
        root: Path,
        store: DocStore,
        index: ChunkIndex,
        settings,
        exclude: tuple[Path, ...] = (),
    ) -> None:  # noqa: ANN001
        self.root = root
        self.store = store
        self.index = index
        self.settings = settings
        self.exclude = exclude
        self.limits = Limits.from_settings(settings.ingest)
        self.extractor = "diligence_tui.room.extract:extract_file"
        self._pool: ExtractionPool | None = None
        # files skipped for a reason of the moment (time cap, failed start, crash) are read
        # again once per session: a loaded machine must not leave them skipped for good
        self._retried: set[str] = set()

    def pool(self) -> ExtractionPool:
        if self._pool is None:
            ingest = self.settings.ingest
            self._pool = ExtractionPool(
                workers=int(ingest.workers) or os.cpu_count() or 1,
                timeout=float(ingest.file_timeout),
                limits=self.limits,
                extractor=self.extractor,
            )
        return self._pool

    def close(self) -> None:
        if self._pool is not None:
            self._pool.close()
            self._pool = None

    # -- the pass -------------------------------------------------------------------------
    def run(
        self, progress: Progress | None = None, full: bool = False
    ) -> tuple[IndexReport, Delta]:
        started = time.perf_counter()
        report = IndexReport()
        delta = Delta()
        if not self.store.get_meta("indexed_at"):
            full = True  # a new (or reset) store: whatever the index holds is stale
        if full:
            # The index is cleared in the same commit that adds the new chunks; until then a
            # store without ``indexed_at`` makes an interrupted full pass start over as full.
            self.store.reset()
        found = discover(self.root, bool(self.settings.ingest.include_hidden), self.exclude)
        stamps = self.store.stamps()
        cap = int(self.limits.max_file_mb * 1024 * 1024)

        retry = {
            path
            for _status, path, reason in self.store.problems((SKIPPED,))
            if transient(reason) and path in stamps and path not in self._retried
        }
        self._retried |= retry
        seen: set[str] = set()
        immediate: list[_Record] = []  # records decided without extraction
        to_extract: list[FoundFile] = []
        touched: list[tuple[str, int, float]] = []
        for file in found.unreadable:
            seen.add(file.rel)
            stamp = stamps.get(file.rel)
            if stamp is not None and stamp.size == 0 and stamp.mtime == 0.0:
                report.unchanged += 1
                continue
            ex = Extracted(
                kind=kind_for_name(file.rel),
                status=SKIPPED,
                reason=read_error_reason(PermissionError()),
            )
            immediate.extend(_records(file.rel, 0, 0.0, "", ex))
            (delta.changed if stamp else delta.added).append(file.rel)
        new_files: list[FoundFile] = []
        for file in found.files:
            seen.add(file.rel)
            stamp = stamps.get(file.rel)
            again = file.rel in retry
            unchanged = stamp is not None and stamp.size == file.size and stamp.mtime == file.mtime
            if unchanged and not again:
                report.unchanged += 1
                continue
            if file.size > cap:
                reason = f"file is {file.size / 1048576:,.1f} MB, over the {self.limits.max_file_mb:g} MB limit (ingest.max_file_mb)"
                ex = Extracted(kind=kind_for_name(file.rel), status=SKIPPED, reason=reason)
                immediate.extend(_records(file.rel, file.size, file.mtime, "", ex))
                (delta.changed if stamp else delta.added).append(file.rel)
                continue
            if stamp is not None:
                if (
                    not again
                    and stamp.sha1
                    and stamp.size == file.size
                    and self._same_hash(file, stamp.sha1)
                ):
                    touched.append((stamp.doc_id, file.size, file.mtime))
                    report.unchanged += 1
                    continue
                delta.changed.append(file.rel)
                to_extract.append(file)
            else:
                new_files.append(file)
        removed = {path: stamp for path, stamp in stamps.items() if path not in seen}
        report.files = len(seen)

        # renames: a new file with the content of a file that went away
        by_hash: dict[tuple[int, str], str] = {
            (s.size, s.sha1): p for p, s in removed.items() if s.sha1
        }
        sizes = {size for size, _ in by_hash}
        for file in new_files:
            delta.added.append(file.rel)
            old_path = None
            if file.size in sizes:
                try:
                    old_path = by_hash.get((file.size, _hash_file(file.path)))
                except OSError:
                    old_path = None
            if old_path is not None and old_path in removed:
                reused = self._reuse(removed[old_path].doc_id, file)
                if reused:
                    immediate.extend(reused)
                    report.reused += 1
                    continue
            to_extract.append(file)

        remove_ids: list[str] = []
        for path, stamp in removed.items():
            delta.removed.append(path)
            remove_ids.append(stamp.doc_id)
            remove_ids.extend(self.store.children(stamp.doc_id))
        for rel in delta.changed:
            stamp = stamps.get(rel)
            if stamp is not None:
                remove_ids.extend(self.store.children(stamp.doc_id))
        report.removed = len(removed)
        changed = set(delta.changed)
        stale_ids = [s.doc_id for p, s in stamps.items() if p in changed]

        if touched:
            with self.store.write() as db:
                for doc_id, size, mtime in touched:
                    self.store.touch(db, doc_id, size, mtime)
        if remove_ids:
            with self.store.write() as db:
                self.store.delete(db, remove_ids)

        # documents stored but missing from the index (an interrupted earlier pass)
        stale = set(stale_ids) | set(remove_ids)
        pending_ids = [i for i in self.store.unindexed() if i not in stale]
        written: list[str] = []
        total = len(to_extract)

        def produce() -> Iterator[tuple[DocInfo, str, list[Page]]]:
            batch: list[_Record] = []

            def flush() -> None:
                if batch:
                    with self.store.write() as db:
                        self.store.put_many(db, [(r.doc, r.sha1, r.pages, r.text) for r in batch])
                    batch.clear()

            if pending_ids:
                infos = {d.doc_id: d for d in self.store.documents_by_ids(pending_ids)}
                for doc_id in pending_ids:
                    info = infos.get(doc_id)
                    text = self.store.text(doc_id) if info is not None else ""
                    if info is not None and text:
                        yield info, text, self.store.pages(doc_id)
                    written.append(doc_id)
            for rec in immediate:
                batch.append(rec)
                written.append(rec.doc.doc_id)
                report.indexed += 1
                if rec.text:
                    yield rec.doc, rec.text, rec.pages
            flush()
            done = 0
            if to_extract:
                tasks = [Task(f, f.path, f.rel.rsplit("/", 1)[-1]) for f in to_extract]
                for task, result in self.pool().run(tasks):
                    file: FoundFile = task.key
                    done += 1
                    report.extracted += 1
                    for rec in _records(
                        file.rel,
                        result.size or file.size,
                        file.mtime,
                        result.sha1,
                        result.extracted,
                    ):
                        batch.append(rec)
                        written.append(rec.doc.doc_id)
                        report.indexed += 1
                        if rec.text:
                            yield rec.doc, rec.text, rec.pages
                    if len(batch) >= STORE_BATCH:
                        flush()
                    if progress is not None:
                        progress(done, total, file.rel)
                flush()

        threads, heap_mb = writer_settings(sum(f.size for f in to_extract) / 1048576)
        self.index.update(
            [] if full else remove_ids + stale_ids + pending_ids,
            produce(),
            threads=threads,
            heap_mb=heap_mb,
            clear=full,
        )
        if written or full or remove_ids or not self.store.get_meta("indexed_at"):
            with self.store.write() as db:
                self.store.mark_all_indexed(db)
                self.store.mark_removed(db)
                if full:
                    self.store.drop_orphan_texts(db)
                self.store.set_meta(db, "indexed_at", str(time.time()))
        self._fill_totals(report, found.problems)
        report.escaped = sorted(found.escaped, key=lambda item: item["path"])
        report.seconds = round(time.perf_counter() - started, 3)
        return report, delta

    def _same_hash(self, file: FoundFile, sha1: str) -> bool:
        try:
            return _hash_file(file.path) == sha1
        except OSError:
            return False

    def _reuse(self, old_id: str, file: FoundFile) -> list[_Record]:
        """Records for a renamed file from the stored extraction of its old path."""
        old_ids = [old_id, *self.store.children(old_id)]
        infos = {d.doc_id: d for d in self.store.documents_by_ids(old_ids)}
        if old_id not in infos:
            return []
        name, folder, category = _location(file.rel)
        new_id = doc_id_for(file.rel)
        records: list[_Record] = []
        for doc_id in old_ids:
            info = infos.get(doc_id)
            row = self.store.raw_row(doc_id)
            if info is None or row is None:
                continue
            sha1, page_index, data = row
            text = data.decode("utf-8") if data else ""
            if doc_id == old_id:
                new = _replace(
                    info, doc_id=new_id, path=file.rel, name=name, mtime=file.mtime, size=file.size
                )
            else:
                suffix = doc_id.rsplit("#", 1)[1]
                new = _replace(
                    info,
                    doc_id=f"{new_id}#{suffix}",
                    path=f"{file.rel}/{info.name}",
                    parent_id=new_id,
                    mtime=file.mtime,
                )
            new = _replace(new, folder=folder, category=category)
            records.append(_Record(new, sha1 or "", text, decode_pages(page_index)))
        return records

    def _fill_totals(self, report: IndexReport, problems: list[dict[str, str]]) -> None:
        report.skipped = list(problems)
        report.unlisted = sorted(problems, key=lambda item: item["path"])
        for status, path, reason in self.store.problems((SKIPPED, PARTIAL)):
            entry = {"path": path, "reason": reason}
            (report.skipped if status == SKIPPED else report.partial_files).append(entry)
        report.partial = len(report.partial_files)
        report.documents, report.pages, report.chars, report.tokens = self.store.sums((OK, PARTIAL))


def _replace(doc: DocInfo, **changes: Any) -> DocInfo:
    from dataclasses import replace

    return replace(doc, **changes)
