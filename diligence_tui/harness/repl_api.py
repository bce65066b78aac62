"""The REPL API: the objects the root model's code sees (runs inside the kernel process).

Every object here is a thin proxy: the work (search, reads, model calls, memo, findings)
happens on the host, reached through ``call(method, args)`` (see ``kernel_main``), which
raises ``RuntimeError(message)`` when the host refuses or fails. Documented in
``docs/REPL.md``; the compact form the root sees is ``prompts/repl_api.md``.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from diligence_tui.harness.repl_objects import Findings, Memo, Room
from diligence_tui.harness.repl_records import (
    Finding,
    Hit,
    HostCall,
    LLMError,
    Record,
    Status,
    bind_room,
    doc_key,
    jsonable,
    short,
)
from diligence_tui.harness.repl_table import make_table

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
        preview = short(repr(value), 60)
    except Exception:
        preview = "?"
    return f"{kind}{size}: {preview}"


def build_namespace(call: HostCall, reserved_extra: dict[str, str] | None = None) -> dict[str, Any]:
    """The REPL's starting namespace. ``reserved_extra`` maps extra REPL names to host service
    methods (``name(*args, **kwargs)`` calls ``services.method(*args, **kwargs)``)."""
    room = Room(call)
    bind_room(room)
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
        keys = [doc_key(d) for d in docs]
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
                "doc": doc_key(doc),
                "quote": str(quote),
                "page": None if page is None else int(page),
            },
        )
        if not result.get("verified"):
            print(
                f"cite: quote not found in {doc_key(doc)!r}; the citation is marked unverified",
                file=sys.stderr,
            )
        return result.get("link", "")

    def submit(note: str | None = None) -> bool:
        """Finish the review. Refused (with the reason printed) while the memo is empty or
        has findings and cites nothing that resolves."""
        result = call("submit", {"note": None if note is None else str(note)})
        if result.get("ok"):
            print("submit(): accepted; the review is finished.")
            return True
        reason = str(result.get("reason") or "no reason given")
        print(reason if reason.startswith("submit()") else f"submit() refused: {reason}")
        return False

    def status() -> Record:
        """Budget used and left, turn, coverage."""
        return Status(call("status", {}))

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
            "table": make_table(call, doc_key),
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


def _extra(call: HostCall, method: str) -> Callable[..., Any]:
    def proxy(*args: Any, **kwargs: Any) -> Any:
        return call(method, {"args": jsonable(list(args)), "kwargs": jsonable(kwargs)})

    proxy.__name__ = method
    proxy.__doc__ = f"Calls the host service {method!r}."
    return proxy
