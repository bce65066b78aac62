"""The REPL's values: the records the root's code gets back from the host (documents, hits,
findings, memo sections, a failed batch item) and the helpers that turn its arguments into
what the host takes. Runs inside the kernel process.

Apart from the proxies (``repl_objects``) because these hold data only; the one link back is
``Doc.read``, which reads through the room the namespace was built with (:func:`bind_room`).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from typing import Any, Protocol

HostCall = Callable[[str, dict[str, Any]], Any]


class _Reader(Protocol):
    def read(self, doc: Any, pages: Any = None, span: tuple[int, int] | None = None) -> str: ...


_ROOM: _Reader | None = None  # the REPL's room (one namespace per kernel process)


def bind_room(room: _Reader) -> None:
    """The room ``Doc.read()`` reads through."""
    global _ROOM
    _ROOM = room


def short(text: str, limit: int = 70) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


class Record:
    """Attribute access over a dict (``hit.path``), still usable as a dict (``hit["path"]``)."""

    _fields: tuple[str, ...] = ()

    def __init__(self, data: dict[str, Any]) -> None:
        object.__setattr__(self, "_data", dict(data))

    def __getattr__(self, name: str) -> Any:
        data = object.__getattribute__(self, "_data")
        if name in data:
            return data[name]
        raise AttributeError(
            f"{type(self).__name__} has no attribute {name!r} (it has: {', '.join(data)})"
        )

    def __getitem__(self, key: str) -> Any:
        return self._data[key]

    def get(self, key: str, default: Any = None) -> Any:
        return self._data.get(key, default)

    def keys(self) -> Iterable[str]:
        return self._data.keys()

    def to_dict(self) -> dict[str, Any]:
        return dict(self._data)

    def __setattr__(self, name: str, value: Any) -> None:
        self._data[name] = value  # f.severity = "low" changes what to_dict() returns

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Record) and other._data == self._data

    def __hash__(self) -> int:
        """Records can go in sets and be dict keys (a Doc hashes by its id)."""
        key = self._data.get("doc_id") or self._data.get("id") or self._data.get("path")
        if key is None:
            key = json.dumps(self._data, sort_keys=True, default=str)
        return hash((type(self).__name__, key))

    def __repr__(self) -> str:
        fields = self._fields or tuple(self._data)[:6]
        inner = ", ".join(f"{k}={self._data.get(k)!r}" for k in fields if k in self._data)
        return f"{type(self).__name__}({inner})"


def doc_key(doc: Any) -> str:
    """A document reference for the host: a Doc, a search hit, a finding's citation, an id or
    a path."""
    if isinstance(doc, Record):
        for key in ("doc_id", "doc", "path"):
            value = doc.get(key)
            if value:
                return str(value)
    if isinstance(doc, dict):
        for key in ("doc_id", "doc", "path"):
            if doc.get(key):
                return str(doc[key])
    if isinstance(doc, str):
        return doc
    raise TypeError(f"expected a document (a Doc, a doc_id or a path), got {type(doc).__name__}")


def page_list(pages: Any) -> list[int] | None:
    if pages is None:
        return None
    if isinstance(pages, int):
        return [pages]
    return [int(p) for p in pages]


class Doc(Record):
    """One document of the room (metadata only; ``doc.read()`` fetches its text)."""

    _fields = ("path", "kind", "pages", "tokens")

    def read(self, pages: Any = None, span: tuple[int, int] | None = None) -> str:
        return _ROOM.read(self, pages=pages, span=span) if _ROOM is not None else ""

    def __repr__(self) -> str:
        extra = f", {self.status}" if self.get("status", "ok") != "ok" else ""
        return (
            f"Doc({self.get('path')!r}, {self.get('kind')}, {self.get('pages')} pages, "
            f"{self.get('tokens', 0):,} tokens{extra})"
        )


class Hit(Record):
    _fields = ("path", "page", "snippet")

    def __repr__(self) -> str:
        return (
            f"Hit({self.get('path')!r}, p. {self.get('page')}: {short(self.get('snippet', ''))!r})"
        )


class Totals(Record):
    pass


class Citation(Record):
    _fields = ("path", "page", "quote", "verified")


class Finding(Record):
    """A finding (from ``review()`` or ``findings``); ``.citations`` are Citation records."""

    _fields = ("severity", "title", "category")

    def __init__(self, data: dict[str, Any]) -> None:
        data = dict(data)
        data["citations"] = [
            c if isinstance(c, Citation) else Citation(c) for c in data.get("citations") or []
        ]
        super().__init__(data)

    def to_dict(self) -> dict[str, Any]:
        data = dict(self._data)
        data["citations"] = [c.to_dict() for c in data["citations"]]
        return data

    def __repr__(self) -> str:
        cits = self.get("citations") or []
        mark = "verified" if cits and all(c.get("verified") for c in cits) else "unverified"
        return (
            f"Finding({self.get('severity')!r}, {short(self.get('title', ''), 60)!r}, "
            f"{len(cits)} citation(s) {mark})"
        )


class Section(Record):
    _fields = ("title", "author")

    def __repr__(self) -> str:
        return f"Section({self.get('title')!r}, {len(self.get('body') or ''):,} chars)"


class LLMError(str):
    """A failed item of ``llm_batch``: falsy, prints its message, ``.error`` holds the text."""

    ok = False
    error: str

    def __new__(cls, error: str) -> LLMError:
        obj = super().__new__(cls, f"[LLMError: {error}]")
        obj.error = error
        return obj

    def __bool__(self) -> bool:
        return False

    def __repr__(self) -> str:
        return f"LLMError({self.error!r})"


class Status(Record):
    def __repr__(self) -> str:
        return json.dumps(self.to_dict(), indent=2, default=str)


def jsonable(value: Any) -> Any:
    """A value as the host takes it (JSON), records as their data."""
    return json.loads(
        json.dumps(value, default=lambda o: o.to_dict() if isinstance(o, Record) else str(o))
    )
