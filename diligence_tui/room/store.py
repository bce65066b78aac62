"""The per-room document store: SQLite (WAL) with metadata, page offsets and the full text.

Lives in ``paths.room_state_dir(room)``, never inside the room. Reads are safe from several
threads (one connection per thread); writes go through :meth:`DocStore.write`, serialized by a
lock. Texts are stored as UTF-8 (compressing them cost a quarter of the extraction CPU).
"""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import fields
from pathlib import Path
from typing import NamedTuple

from diligence_tui.room.types import DocInfo, Page

SCHEMA_VERSION = "2"
_DOC_FIELDS = [f.name for f in fields(DocInfo)]

# When each document's content last changed and when it left the room: a run compares these
# with the times it reviewed the documents (review.freshness). Kept across full passes (a
# reset): a document re-extracted with the same content keeps its time.
_HISTORY = """
CREATE TABLE IF NOT EXISTS history (
    doc_id TEXT PRIMARY KEY, path TEXT, sha1 TEXT, changed_at REAL, removed_at REAL
);
"""
_HISTORY_UPSERT = """
INSERT INTO history (doc_id, path, sha1, changed_at, removed_at) VALUES (?, ?, ?, ?, NULL)
ON CONFLICT(doc_id) DO UPDATE SET
    changed_at = CASE WHEN history.sha1 = excluded.sha1 AND excluded.sha1 != ''
        THEN history.changed_at ELSE excluded.changed_at END,
    path = excluded.path, sha1 = excluded.sha1, removed_at = NULL
"""


class History(NamedTuple):
    """A document's content history in this room's store."""

    doc_id: str
    path: str
    sha1: str
    changed_at: float  # when its content last changed (0: before the store kept history)
    removed_at: float | None  # when it left the room; None while it is there


_SCHEMA = f"""
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT);
CREATE TABLE IF NOT EXISTS docs (
    doc_id TEXT PRIMARY KEY, path TEXT NOT NULL, name TEXT, folder TEXT, category TEXT,
    kind TEXT, size INTEGER, mtime REAL, pages INTEGER, chars INTEGER, tokens INTEGER,
    status TEXT, reason TEXT, parent_id TEXT, title TEXT,
    sha1 TEXT, page_index TEXT, indexed INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS docs_parent ON docs(parent_id);
CREATE INDEX IF NOT EXISTS docs_sha1 ON docs(sha1);
CREATE TABLE IF NOT EXISTS texts (doc_id TEXT PRIMARY KEY, data BLOB);
INSERT OR IGNORE INTO meta VALUES ('schema', '{SCHEMA_VERSION}');
{_HISTORY}
"""


class Stamp(NamedTuple):
    """What the stat-only check compares: a top-level file's size, mtime and content hash."""

    doc_id: str
    size: int
    mtime: float
    sha1: str


def encode_pages(pages: list[Page]) -> str:
    return json.dumps([[p.label, p.start, p.end] for p in pages], separators=(",", ":"))


def decode_pages(raw: str | None) -> list[Page]:
    return [
        Page(n, label, start, end)
        for n, (label, start, end) in enumerate(json.loads(raw or "[]"), start=1)
    ]


class DocStore:
    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._local = threading.local()
        self._write_lock = threading.RLock()
        self._all: list[sqlite3.Connection] = []
        self._all_lock = threading.Lock()
        with self._write_lock:
            conn = self._conn()
            conn.executescript(_SCHEMA)
            if self.get_meta("schema") != SCHEMA_VERSION:  # an older layout: start over
                conn.executescript(
                    "DELETE FROM docs; DELETE FROM texts; DELETE FROM meta;"
                    f"INSERT INTO meta VALUES ('schema', '{SCHEMA_VERSION}');"
                )
            if not self.get_meta("history"):
                # a store from before the history table: what it holds has an unknown past
                conn.executescript(
                    "INSERT OR IGNORE INTO history SELECT doc_id, path, COALESCE(sha1, ''), 0, NULL "
                    "FROM docs; INSERT OR REPLACE INTO meta VALUES ('history', '1');"
                )

    # -- connections ------------------------------------------------------------------------
    def _conn(self) -> sqlite3.Connection:
        conn = getattr(self._local, "conn", None)
        if conn is None:
            conn = sqlite3.connect(
                self.path, timeout=30, check_same_thread=False, isolation_level=None
            )
            conn.execute("PRAGMA page_size=16384")  # new files only (texts are tens of KB)
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute("PRAGMA synchronous=NORMAL")
            self._local.conn = conn
            with self._all_lock:
                self._all.append(conn)
        return conn

    @contextmanager
    def write(self) -> Iterator[sqlite3.Connection]:
        """One transaction, serialized with other writers."""
        with self._write_lock:
            conn = self._conn()
            conn.execute("BEGIN IMMEDIATE")
            try:
                yield conn
            except BaseException:
                conn.execute("ROLLBACK")
                raise
            conn.execute("COMMIT")

    def close(self) -> None:
        with self._all_lock:
            for conn in self._all:
                try:
                    conn.close()
                except sqlite3.Error:
                    pass
            self._all.clear()
        self._local = threading.local()

    # -- reads ----------------------------------------------------------------------------
    def documents(self) -> list[DocInfo]:
        rows = (
            self._conn()
            .execute(f"SELECT {', '.join(_DOC_FIELDS)} FROM docs ORDER BY path, doc_id")
            .fetchall()
        )
        return [DocInfo(*row) for row in rows]

    def documents_by_ids(self, doc_ids: list[str]) -> list[DocInfo]:
        out: list[DocInfo] = []
        conn = self._conn()
        for start in range(0, len(doc_ids), 500):
            chunk = doc_ids[start : start + 500]
            marks = ", ".join("?" for _ in chunk)
            rows = conn.execute(
                f"SELECT {', '.join(_DOC_FIELDS)} FROM docs WHERE doc_id IN ({marks})", chunk
            )
            out.extend(DocInfo(*row) for row in rows)
        return out

    def stamps(self) -> dict[str, Stamp]:
        """Top-level files (not attachments) by relative path."""
        rows = self._conn().execute(
            "SELECT path, doc_id, size, mtime, COALESCE(sha1, '') FROM docs WHERE parent_id IS NULL"
        )
        return {row[0]: Stamp._make(row[1:]) for row in rows}

    def text(self, doc_id: str) -> str:
        row = self._conn().execute("SELECT data FROM texts WHERE doc_id = ?", (doc_id,)).fetchone()
        return bytes(row[0]).decode("utf-8") if row and row[0] else ""

    def pages(self, doc_id: str) -> list[Page]:
        row = (
            self._conn()
            .execute("SELECT page_index FROM docs WHERE doc_id = ?", (doc_id,))
            .fetchone()
        )
        return decode_pages(row[0]) if row else []

    def children(self, doc_id: str) -> list[str]:
        rows = self._conn().execute("SELECT doc_id FROM docs WHERE parent_id = ?", (doc_id,))
        return [r[0] for r in rows]

    def unindexed(self) -> list[str]:
        return [r[0] for r in self._conn().execute("SELECT doc_id FROM docs WHERE indexed = 0")]

    def problems(self, statuses: tuple[str, ...]) -> list[tuple[str, str, str]]:
        """(status, path, reason) of the documents with one of ``statuses``, by path."""
        marks = ", ".join("?" for _ in statuses)
        rows = self._conn().execute(
            f"SELECT status, path, reason FROM docs WHERE status IN ({marks}) ORDER BY path, doc_id",
            statuses,
        )
        return [tuple(r) for r in rows]

    def sums(self, statuses: tuple[str, ...]) -> tuple[int, int, int, int]:
        """(documents, pages, characters, tokens) over the documents with one of ``statuses``."""
        marks = ", ".join("?" for _ in statuses)
        row = (
            self._conn()
            .execute(
                "SELECT COUNT(*), COALESCE(SUM(pages), 0), COALESCE(SUM(chars), 0), "
                f"COALESCE(SUM(tokens), 0) FROM docs WHERE status IN ({marks})",
                statuses,
            )
            .fetchone()
        )
        return int(row[0]), int(row[1]), int(row[2]), int(row[3])

    def history(self, doc_ids: list[str]) -> dict[str, History]:
        """The content history of ``doc_ids`` (present or removed); unknown ids are left out."""
        out: dict[str, History] = {}
        conn = self._conn()
        for start in range(0, len(doc_ids), 500):
            chunk = doc_ids[start : start + 500]
            marks = ", ".join("?" for _ in chunk)
            rows = conn.execute(
                "SELECT doc_id, path, sha1, changed_at, removed_at FROM history "
                f"WHERE doc_id IN ({marks})",
                chunk,
            )
            out.update((row[0], History._make(row)) for row in rows)
        return out

    def get_meta(self, key: str, default: str = "") -> str:
        row = self._conn().execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return row[0] if row else default

    # -- writes (inside ``with store.write() as db``) -----------------------------------------
    @staticmethod
    def put_many(
        db: sqlite3.Connection, records: list[tuple[DocInfo, str, list[Page], str]]
    ) -> None:
        """:meth:`put` for several documents at once (one statement each for docs and texts)."""
        placeholders = ", ".join("?" for _ in range(len(_DOC_FIELDS) + 3))
        db.executemany(
            f"INSERT OR REPLACE INTO docs ({', '.join(_DOC_FIELDS)}, sha1, page_index, indexed) VALUES ({placeholders})",
            [
                [*(getattr(doc, name) for name in _DOC_FIELDS), sha1, encode_pages(pages), 0]
                for doc, sha1, pages, _text in records
            ],
        )
        db.executemany(
            "INSERT OR REPLACE INTO texts VALUES (?, ?)",
            [(doc.doc_id, text.encode("utf-8") if text else None) for doc, _s, _p, text in records],
        )
        now = time.time()
        db.executemany(
            _HISTORY_UPSERT, [(doc.doc_id, doc.path, sha1, now) for doc, sha1, _p, _t in records]
        )

    def reset(self) -> None:
        """Forget every document (a full pass); ``indexed_at`` goes too until the pass ends.

        The texts stay until :meth:`drop_orphan_texts`: deleting 200 MB of texts up front
        took a second before the pass could start, while most of them are replaced (same
        document ids) as the pass goes. A text without its document row is never read.
        """
        with self.write() as db:
            db.execute("DELETE FROM docs")
            db.execute("DELETE FROM meta WHERE key = 'indexed_at'")

    @staticmethod
    def drop_orphan_texts(db: sqlite3.Connection) -> None:
        db.execute("DELETE FROM texts WHERE doc_id NOT IN (SELECT doc_id FROM docs)")

    @staticmethod
    def delete(db: sqlite3.Connection, doc_ids: list[str]) -> None:
        db.executemany("DELETE FROM docs WHERE doc_id = ?", [(d,) for d in doc_ids])
        db.executemany("DELETE FROM texts WHERE doc_id = ?", [(d,) for d in doc_ids])

    @staticmethod
    def touch(db: sqlite3.Connection, doc_id: str, size: int, mtime: float) -> None:
        db.execute("UPDATE docs SET size = ?, mtime = ? WHERE doc_id = ?", (size, mtime, doc_id))

    @staticmethod
    def mark_removed(db: sqlite3.Connection) -> None:
        """After a pass: documents no longer in the store have left the room (now)."""
        db.execute(
            "UPDATE history SET removed_at = ? WHERE removed_at IS NULL "
            "AND doc_id NOT IN (SELECT doc_id FROM docs)",
            (time.time(),),
        )

    @staticmethod
    def mark_all_indexed(db: sqlite3.Connection) -> None:
        """After a committed pass: everything in the store is in the index."""
        db.execute("UPDATE docs SET indexed = 1 WHERE indexed = 0")

    @staticmethod
    def set_meta(db: sqlite3.Connection, key: str, value: str) -> None:
        db.execute("INSERT OR REPLACE INTO meta VALUES (?, ?)", (key, value))

    def raw_row(self, doc_id: str) -> tuple[str, str, bytes | None] | None:
        """(sha1, page_index, UTF-8 text) for reusing a renamed file's extraction."""
        row = (
            self._conn()
            .execute(
                "SELECT d.sha1, d.page_index, t.data FROM docs d LEFT JOIN texts t USING (doc_id) WHERE d.doc_id = ?",
                (doc_id,),
            )
            .fetchone()
        )
        return tuple(row) if row else None
