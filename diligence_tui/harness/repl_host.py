"""The host end of the REPL API: which service methods the kernel may call, with what.

A request from the kernel names a method and its arguments. Only the methods of
:class:`KernelServices` listed here (plus the ``reserved_extra`` ones the host chose) can be
called; arguments are checked and normalised before the call, and any exception becomes an
error reply (the kernel re-raises it as ``RuntimeError(message)``; it never sees a host
traceback). Results must be JSON-able.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, Protocol

MAX_PROMPTS = 10_000
MAX_TEXT = 50_000_000


class KernelServices(Protocol):
    """Implemented by the harness (``harness/services.py``); called on a host thread."""

    def inventory(self) -> dict: ...
    def search(self, query: str, folder: str | None, limit: int) -> list[dict]: ...
    def read(self, doc: str, pages: list[int] | None, span: list[int] | None) -> str: ...
    def llm_query(self, prompt: str, model: str | None) -> str: ...
    def llm_batch(self, prompts: list[str], model: str | None) -> list[dict]: ...
    def review(self, docs: list[str], instructions: str, max_chars: int | None) -> list[dict]: ...
    def table(self, docs: list[str], columns: Any) -> dict: ...
    def cite(self, doc: str, quote: str, page: int | None) -> dict: ...
    def memo_write(self, title: str, body: str, mode: str) -> dict: ...
    def memo_get(self) -> dict: ...
    def finding_add(self, finding: dict) -> dict: ...
    def findings_list(self) -> list[dict]: ...
    def findings_merge(self) -> list[dict]: ...
    def submit(self, note: str | None) -> dict: ...
    def status(self) -> dict: ...


class ServiceError(Exception):
    """A request the host refuses (unknown method, bad arguments)."""


# -- argument checks ---------------------------------------------------------------------------
def _text(
    args: dict[str, Any], name: str, *, optional: bool = False, limit: int = MAX_TEXT
) -> str | None:
    value = args.get(name)
    if value is None and optional:
        return None
    if not isinstance(value, str):
        raise ServiceError(f"{name} must be a string, got {type(value).__name__}")
    if len(value) > limit:
        raise ServiceError(f"{name} is {len(value):,} characters; the limit is {limit:,}")
    return value


def _int(
    args: dict[str, Any], name: str, *, optional: bool = False, low: int = 0, high: int = 10**12
) -> int | None:
    value = args.get(name)
    if value is None and optional:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise ServiceError(f"{name} must be an integer, got {type(value).__name__}")
    if not low <= value <= high:
        raise ServiceError(f"{name} must be between {low:,} and {high:,}, got {value:,}")
    return value


def _int_list(args: dict[str, Any], name: str, size: int | None = None) -> list[int] | None:
    value = args.get(name)
    if value is None:
        return None
    if not isinstance(value, list) or not all(
        isinstance(v, int) and not isinstance(v, bool) for v in value
    ):
        raise ServiceError(f"{name} must be a list of integers")
    if size is not None and len(value) != size:
        raise ServiceError(f"{name} must have {size} integers")
    return value


def _str_list(args: dict[str, Any], name: str, limit: int) -> list[str]:
    value = args.get(name)
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ServiceError(f"{name} must be a list of strings")
    if len(value) > limit:
        raise ServiceError(f"{name} has {len(value):,} items; the limit is {limit:,}")
    return value


def _mode(args: dict[str, Any]) -> str:
    mode = args.get("mode", "write")
    if mode not in ("write", "append"):
        raise ServiceError("mode must be 'write' or 'append'")
    return mode


def _finding(args: dict[str, Any]) -> dict[str, Any]:
    finding = args.get("finding")
    if not isinstance(finding, dict):
        raise ServiceError("finding must be a dict")
    if not isinstance(finding.get("title"), str) or not finding["title"].strip():
        raise ServiceError("a finding needs a title")
    cits = finding.get("citations") or []
    if not isinstance(cits, list) or not all(isinstance(c, dict) for c in cits):
        raise ServiceError(
            "citations must be a list of dicts like {'doc': ..., 'page': ..., 'quote': ...}"
        )
    return finding


def _columns(args: dict[str, Any]) -> str | list[dict[str, Any]]:
    value = args.get("columns")
    if isinstance(value, str) and 0 < len(value) <= 100:
        return value
    if (
        isinstance(value, list)
        and 0 < len(value) <= 200
        and all(isinstance(c, dict) for c in value)
    ):
        if len(json.dumps(value)) > 200_000:
            raise ServiceError("columns are too long")
        return value
    raise ServiceError("columns must be a template name or a list of up to 200 dicts")


Validator = Callable[[dict[str, Any]], dict[str, Any]]

VALIDATORS: dict[str, Validator] = {
    "inventory": lambda a: {},
    "search": lambda a: {
        "query": _text(a, "query", limit=10_000),
        "folder": _text(a, "folder", optional=True, limit=4096),
        "limit": _int(a, "limit", low=1, high=1000),
    },
    "read": lambda a: {
        "doc": _text(a, "doc", limit=4096),
        "pages": _int_list(a, "pages"),
        "span": _int_list(a, "span", size=2),
    },
    "llm_query": lambda a: {
        "prompt": _text(a, "prompt"),
        "model": _text(a, "model", optional=True, limit=200),
    },
    "llm_batch": lambda a: {
        "prompts": _str_list(a, "prompts", MAX_PROMPTS),
        "model": _text(a, "model", optional=True, limit=200),
    },
    "review": lambda a: {
        "docs": _str_list(a, "docs", 100_000),
        "instructions": _text(a, "instructions", limit=200_000) or "",
        "max_chars": _int(a, "max_chars", optional=True, low=1),
    },
    "table": lambda a: {
        "docs": _str_list(a, "docs", 100_000),
        "columns": _columns(a),
    },
    "cite": lambda a: {
        "doc": _text(a, "doc", limit=4096),
        "quote": _text(a, "quote", limit=100_000),
        "page": _int(a, "page", optional=True, low=0),
    },
    "memo_write": lambda a: {
        "title": _text(a, "title", limit=500),
        "body": _text(a, "body"),
        "mode": _mode(a),
    },
    "memo_get": lambda a: {},
    "finding_add": lambda a: {"finding": _finding(a)},
    "findings_list": lambda a: {},
    "findings_merge": lambda a: {},
    "submit": lambda a: {"note": _text(a, "note", optional=True, limit=100_000)},
    "status": lambda a: {},
}
# Service calls that wait on models: the kernel's cell clock does not run while they do.
MODEL_METHODS = frozenset({"llm_query", "llm_batch", "review", "table"})


def _extra_args(args: dict[str, Any]) -> dict[str, Any]:
    pos = args.get("args", [])
    kw = args.get("kwargs", {})
    if not isinstance(pos, list) or not isinstance(kw, dict):
        raise ServiceError("bad arguments")
    return {"args": pos, "kwargs": kw}


def dispatch(services: Any, method: str, args: Any, extra: dict[str, str] | None = None) -> Any:
    """Check and run one request; raises ServiceError (refused) or whatever the service raised."""
    if not isinstance(args, dict):
        raise ServiceError("arguments must be a JSON object")
    extra_methods = set((extra or {}).values())
    if method in VALIDATORS:
        kwargs = VALIDATORS[method](args)
        result = getattr(services, method)(**kwargs)
    elif method in extra_methods:
        fn = getattr(services, method, None)
        if fn is None:
            raise ServiceError(f"the host has no service {method!r}")
        call = _extra_args(args)
        result = fn(*call["args"], **call["kwargs"])
    else:
        raise ServiceError(f"unknown service {method!r}")
    return _json_safe(result)


def _json_safe(value: Any) -> Any:
    """Results travel as JSON: objects with ``to_dict`` are converted, others refused."""

    def default(obj: Any) -> Any:
        if hasattr(obj, "to_dict"):
            return obj.to_dict()
        raise TypeError(f"a service returned {type(obj).__name__}, which is not JSON")

    return json.loads(json.dumps(value, default=default))


def handle_request(
    services: Any, message: dict[str, Any], extra: dict[str, str] | None = None
) -> dict[str, Any]:
    """The reply to one ``rpc`` message (never raises)."""
    call_id = message.get("id")
    method = str(message.get("method", ""))
    try:
        result = dispatch(services, method, message.get("args", {}), extra)
        return {"type": "rpc_result", "id": call_id, "ok": True, "result": result}
    except Exception as exc:  # every failure goes back to the kernel as a message
        text = str(exc) or type(exc).__name__
        if isinstance(exc, KeyError) and exc.args:
            text = str(exc.args[0])
        return {"type": "rpc_result", "id": call_id, "ok": False, "error": f"{method}: {text}"}
