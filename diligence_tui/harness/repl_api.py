"""The REPL API: the objects the root model's code sees (runs inside the kernel process).

Every object here is a thin proxy: the work (search, reads, model calls, memo, findings)
happens on the host, reached through ``call(method, args)`` (see ``kernel_main``), which
raises ``RuntimeError(message)`` when the host refuses or fails. Documented in
``docs/REPL.md``; the compact form the root sees is ``prompts/repl_api.md``.
"""

from __future__ import annotations

import fnmatch
import json
import sys
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from diligence_tui.harness.repl_table import make_table

HostCall = Callable[[str, dict[str, Any]], Any]

RESERVED_NAMES = (
    "room",
    "search",
    "read",
    "llm_query",
    "llm_batch",
    "review",
    "table",
    "cite",
    "memo",
    "findings",
    "submit",
    "status",
    "SHOW_VARS",
    "_outputs",
    "_last_output",
)


def _short(text: str, limit: int = 70) -> str:
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


def _doc_key(doc: Any) -> str:
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


def _page_list(pages: Any) -> list[int] | None:
    if pages is None:
        return None
    if isinstance(pages, int):
        return [pages]
    return [int(p) for p in pages]


class Doc(Record):
    """One document of the room (metadata only; ``doc.read()`` fetches its text)."""

    _fields = ("path", "kind", "pages", "tokens")

    def read(self, pages: Any = None, span: tuple[int, int] | None = None) -> str:
        return _ROOM.read(self, pages=pages, span=span) if _ROOM else ""

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
            f"Hit({self.get('path')!r}, p. {self.get('page')}: {_short(self.get('snippet', ''))!r})"
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
            f"Finding({self.get('severity')!r}, {_short(self.get('title', ''), 60)!r}, "
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


class Room:
    """The dataroom: metadata and search; text on request."""

    def __init__(self, call: HostCall) -> None:
        self._call = call
        self._inventory: dict[str, Any] | None = None
        self._docs: list[Doc] | None = None

    def refresh(self) -> None:
        """Forget the cached inventory (it is fetched again on the next access)."""
        self._inventory = None
        self._docs = None

    def _inv(self) -> dict[str, Any]:
        if self._inventory is None:
            self._inventory = self._call("inventory", {})
            self._docs = [Doc(d) for d in self._inventory.get("documents", [])]
        return self._inventory

    @property
    def documents(self) -> list[Doc]:
        self._inv()
        return list(self._docs or [])

    @property
    def folders(self) -> list[str]:
        return list(self._inv().get("folders", []))

    @property
    def totals(self) -> Totals:
        return Totals(self._inv().get("totals", {}))

    def get(self, doc: Any) -> Doc:
        key = _doc_key(doc)
        for d in self.documents:
            if key in (d.get("doc_id"), d.get("path")):
                return d
        raise KeyError(f"no document {key!r} in the room")

    def find(self, pattern: str) -> list[Doc]:
        """Documents whose path matches a glob (``*`` also crosses folders): ``'*lease*'``."""
        return [
            d
            for d in self.documents
            if fnmatch.fnmatch(d.get("path", ""), pattern)
            or fnmatch.fnmatch(d.get("name", ""), pattern)
        ]

    def by_folder(self) -> dict[str, list[Doc]]:
        groups: dict[str, list[Doc]] = {}
        for d in self.documents:
            groups.setdefault(d.get("folder", ""), []).append(d)
        return groups

    def search(self, query: str, folder: str | None = None, limit: int = 10) -> list[Hit]:
        hits = self._call("search", {"query": str(query), "folder": folder, "limit": int(limit)})
        return [Hit(h) for h in hits]

    def read(self, doc: Any, pages: Any = None, span: tuple[int, int] | None = None) -> str:
        """The text of a document, or of some pages (1-based int, list or range), or of a
        character span ``(start, end)``."""
        args = {
            "doc": _doc_key(doc),
            "pages": _page_list(pages),
            "span": [int(span[0]), int(span[1])] if span is not None else None,
        }
        return self._call("read", args)

    def __len__(self) -> int:
        return len(self.documents)

    def __iter__(self) -> Iterator[Doc]:
        return iter(self.documents)

    def __repr__(self) -> str:
        t = self._inv().get("totals", {})
        return (
            f"<room: {t.get('documents', 0):,} documents, {len(self.folders):,} folders, "
            f"{t.get('pages', 0):,} pages, {t.get('tokens', 0):,} tokens; "
            f"skipped {t.get('skipped', 0):,}>"
        )


_ROOM: Room | None = None


class Memo:
    """The memo, built in sections (Markdown; cite with links from ``cite()``)."""

    def __init__(self, call: HostCall) -> None:
        self._call = call

    def _section(self, title: str, text: str, mode: str) -> Section:
        result = self._call("memo_write", {"title": str(title), "body": str(text), "mode": mode})
        if result.get("kept_as_suggestion") or (
            result.get("edited_by_analyst") and result.get("suggestion")
        ):
            print(
                f"memo: the analyst has edited {title!r}; your text was kept as a suggestion "
                "for them",
                file=sys.stderr,
            )
        return Section(result)

    def write(self, title: str, text: str) -> Section:
        """Write (or replace) the section ``title``."""
        return self._section(title, text, "write")

    def append(self, title: str, text: str) -> Section:
        """Add a paragraph to the section ``title`` (created if missing)."""
        return self._section(title, text, "append")

    def _data(self) -> dict[str, Any]:
        return self._call("memo_get", {})

    @property
    def sections(self) -> list[Section]:
        return [Section(s) for s in self._data().get("sections", [])]

    def get(self, title: str) -> str:
        for sec in self.sections:
            if title in (sec.get("title"), sec.get("id")):
                return sec.get("body", "")
        raise KeyError(f"no memo section {title!r}")

    def markdown(self) -> str:
        data = self._data()
        lines = [f"# {data.get('title') or 'Memo'}", ""]
        for sec in data.get("sections", []):
            lines += [f"## {sec.get('title')}", "", (sec.get("body") or "").strip(), ""]
        return "\n".join(lines).rstrip() + "\n"

    def show(self) -> None:
        print(self.markdown())

    def __str__(self) -> str:
        return self.markdown()

    def __repr__(self) -> str:
        secs = self.sections
        return f"<memo: {len(secs)} section(s): {', '.join(repr(s.get('title')) for s in secs)}>"


class Findings:
    """The run's findings list (read it like a list; add with ``findings.add(...)``)."""

    def __init__(self, call: HostCall) -> None:
        self._call = call

    def _all(self) -> list[Finding]:
        return [Finding(f) for f in self._call("findings_list", {})]

    def add(self, finding: Any = None, /, **fields: Any) -> Finding:
        """``findings.add(title=..., category=..., severity=..., description=..., exposure=...,
        next_step=..., citations=[{"doc": ..., "page": ..., "quote": ...}])``, or
        ``findings.add(f)`` with a Finding from ``review()``."""
        data: dict[str, Any] = {}
        if finding is not None:
            data.update(finding.to_dict() if isinstance(finding, Record) else dict(finding))
        data.update(fields)
        cits = []
        for c in data.get("citations") or []:
            c = c.to_dict() if isinstance(c, Record) else dict(c)
            if "doc" not in c:
                c["doc"] = c.get("doc_id") or c.get("path")
            if isinstance(c.get("doc"), Record):
                c["doc"] = _doc_key(c["doc"])
            cits.append(c)
        data["citations"] = cits
        added = Finding(self._call("finding_add", {"finding": _jsonable(data)}))
        bad = [c for c in added.get("citations") or [] if not c.get("verified")]
        if bad:
            print(
                f"findings: {len(bad)} citation(s) of {added.get('title')!r} could not be "
                "verified against the source text",
                file=sys.stderr,
            )
        return added

    def extend(self, items: Iterable[Any]) -> list[Finding]:
        return [self.add(item) for item in items]

    def __len__(self) -> int:
        return len(self._all())

    def __iter__(self) -> Iterator[Finding]:
        return iter(self._all())

    def __getitem__(self, index: int | slice) -> Any:
        return self._all()[index]

    def __repr__(self) -> str:
        items = self._all()
        head = "\n".join(f"  {f!r}" for f in items[:20])
        more = f"\n  ... {len(items) - 20} more" if len(items) > 20 else ""
        return f"<findings: {len(items)}>" + (f"\n{head}{more}" if items else "")


# One message to the host carries at most a few MB (kernel_protocol.MAX_KERNEL_FRAME): a
# big batch goes as several calls, each still run in parallel on the host.
BATCH_BYTES = 3 * 1024 * 1024


def _batches(prompts: list[str]) -> Iterator[list[str]]:
    group: list[str] = []
    size = 0
    for prompt in prompts:
        cost = len(json.dumps(prompt, ensure_ascii=False).encode("utf-8", "replace")) + 2
        if group and size + cost > BATCH_BYTES:
            yield group
            group, size = [], 0
        group.append(prompt)
        size += cost
    if group or not prompts:
        yield group


def _jsonable(value: Any) -> Any:
    return json.loads(
        json.dumps(value, default=lambda o: o.to_dict() if isinstance(o, Record) else str(o))
    )


class VarTable(dict):
    """What SHOW_VARS() returns: name -> description, shown as a table."""

    def __repr__(self) -> str:
        if not self:
            return "(no variables yet)"
        width = max(len(k) for k in self)
        return "\n".join(f"{k.ljust(width)}  {v}" for k, v in self.items())


def _describe(value: Any) -> str:
    kind = type(value).__name__
    try:
        size = (
            f", len {len(value):,}"
            if hasattr(value, "__len__") and not isinstance(value, Record)
            else ""
        )
    except Exception:
        size = ""
    try:
        preview = _short(repr(value), 60)
    except Exception:
        preview = "?"
    return f"{kind}{size}: {preview}"


def build_namespace(call: HostCall, reserved_extra: dict[str, str] | None = None) -> dict[str, Any]:
    """The REPL's starting namespace. ``reserved_extra`` maps extra REPL names to host service
    methods (``name(*args, **kwargs)`` calls ``services.method(*args, **kwargs)``)."""
    global _ROOM
    room = Room(call)
    _ROOM = room
    namespace: dict[str, Any] = {"__name__": "__main__", "__builtins__": __builtins__}

    def search(query: str, folder: str | None = None, limit: int = 10) -> list[Hit]:
        """Full-text search over the room: hits with path, page, snippet."""
        return room.search(query, folder=folder, limit=limit)

    def read(doc: Any, pages: Any = None, span: tuple[int, int] | None = None) -> str:
        """Text of a document (all, some pages, or a character span)."""
        return room.read(doc, pages=pages, span=span)

    def llm_query(prompt: str, model: str | None = None) -> str:
        """One sub-model completion; raises RuntimeError on failure."""
        return call("llm_query", {"prompt": str(prompt), "model": model})

    def llm_batch(prompts: Iterable[str], model: str | None = None) -> list[str]:
        """Many completions in parallel; a failed item is an LLMError (falsy)."""
        items = []
        for group in _batches([str(p) for p in prompts]):
            items += call("llm_batch", {"prompts": group, "model": model})
        return [
            it.get("text", "") if it.get("ok") else LLMError(str(it.get("error", "failed")))
            for it in items
        ]

    def review(docs: Any, instructions: str = "", max_chars: int | None = None) -> list[Finding]:
        """Structured review of documents by sub-agents (sliced to fit); verified findings."""
        if isinstance(docs, str | Record | dict):
            docs = [docs]
        keys = [_doc_key(d) for d in docs]
        found = call(
            "review",
            {
                "docs": keys,
                "instructions": str(instructions),
                "max_chars": None if max_chars is None else int(max_chars),
            },
        )
        return [Finding(f) for f in found]

    def cite(doc: Any, quote: str, page: int | None = None) -> str:
        """A Markdown citation link for the memo; warns when the quote is not in the source."""
        result = call(
            "cite",
            {
                "doc": _doc_key(doc),
                "quote": str(quote),
                "page": None if page is None else int(page),
            },
        )
        if not result.get("verified"):
            print(
                f"cite: quote not found in {_doc_key(doc)!r}; the citation is marked unverified",
                file=sys.stderr,
            )
        return result.get("link", "")

    def submit(note: str | None = None) -> bool:
        """Finish the review. Refused (with the reason printed) while the memo is empty or
        cites nothing that resolves."""
        result = call("submit", {"note": None if note is None else str(note)})
        if result.get("ok"):
            print("submit(): accepted; the review is finished.")
            return True
        reason = str(result.get("reason") or "no reason given")
        print(reason if reason.startswith("submit()") else f"submit() refused: {reason}")
        return False

    def status() -> Record:
        """Budget used and left, turn, coverage."""
        return _Status(call("status", {}))

    def show_vars() -> VarTable:
        """Your variables (not the REPL API's), with type and a preview."""
        table = VarTable()
        for name, value in namespace.items():
            if name.startswith("_") or name in reserved or type(value).__name__ == "module":
                continue
            if name in api and api[name] is value:
                continue
            table[name] = _describe(value)
        return table

    namespace.update(
        {
            "room": room,
            "search": search,
            "read": read,
            "llm_query": llm_query,
            "llm_batch": llm_batch,
            "review": review,
            "table": make_table(call, _doc_key),
            "cite": cite,
            "memo": Memo(call),
            "findings": Findings(call),
            "submit": submit,
            "status": status,
            "SHOW_VARS": show_vars,
            "_outputs": {},
            "_last_output": "",
            "LLMError": LLMError,
        }
    )
    for name, method in (reserved_extra or {}).items():
        namespace[name] = _extra(call, method)
    reserved = set(RESERVED_NAMES) | set(reserved_extra or {})
    api = dict(namespace)
    return namespace


class _Status(Record):
    def __repr__(self) -> str:
        return json.dumps(self.to_dict(), indent=2, default=str)


def _extra(call: HostCall, method: str) -> Callable[..., Any]:
    def proxy(*args: Any, **kwargs: Any) -> Any:
        return call(method, {"args": _jsonable(list(args)), "kwargs": _jsonable(kwargs)})

    proxy.__name__ = method
    proxy.__doc__ = f"Calls the host service {method!r}."
    return proxy
