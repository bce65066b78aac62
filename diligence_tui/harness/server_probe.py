"""What an OpenAI-compatible server says about itself, over plain HTTP (no litellm).

Which server it is, which models it lists and how many requests it decodes in parallel:
llama.cpp's ``llama-server`` answers ``/props`` (``total_slots``) and ``/slots``; vLLM lists
``max_model_len`` in ``/v1/models``; Ollama answers ``/api/show``; llama-cpp-python's server
lists its models in ``/v1/models`` and decodes one request at a time (known by the shape of
its listing); LM Studio lists its models and says nothing more. The context window is
:func:`diligence_tui.harness.model_limits.resolve_window`'s alone. A probe never raises:
what a server does not say stays ``None``.
"""

from __future__ import annotations

import json
import os
import urllib.error
import urllib.request
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit, urlunsplit

PROBE_TIMEOUT = 5.0  # seconds per HTTP request of a probe
OLLAMA_DEFAULT_BASE = "http://localhost:11434"  # where litellm sends ollama/ models by default


@dataclass
class ServerInfo:
    api_base: str
    reachable: bool = False
    error: str = ""  # why it is not reachable
    kind: str = ""  # "llama.cpp", "llama-cpp-python", "vllm", "ollama" or "" (any other)
    models: list[str] | None = None  # the ids /v1/models lists (None: it did not say)
    slots: int | None = None  # requests the server decodes in parallel (None: it did not say)
    slots_source: str = ""


def endpoint_for(model: str, api_base: str) -> str:
    """The server a call for ``model`` goes to: ``api_base``, else, for Ollama's models
    (``ollama/``, ``ollama_chat/``), the local Ollama litellm calls with no API base
    (``OLLAMA_API_BASE``, else localhost:11434), so its window and models can be asked; ""
    for a hosted provider."""
    if api_base:
        return api_base
    if model.split("/", 1)[0] in ("ollama", "ollama_chat"):
        return os.environ.get("OLLAMA_API_BASE") or OLLAMA_DEFAULT_BASE
    return ""


def server_root(api_base: str) -> str:
    """``http://host:port/v1`` -> ``http://host:port`` (the server's own endpoints live there)."""
    parts = urlsplit(api_base.rstrip("/"))
    path = parts.path
    if path.endswith("/v1"):
        path = path[: -len("/v1")]
    return urlunsplit((parts.scheme, parts.netloc, path, "", ""))


def _request(url: str, body: dict | None = None, timeout: float = PROBE_TIMEOUT) -> Any:
    """The JSON a GET (or a POST of ``body``) returns; raises OSError/ValueError otherwise."""
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(url, data=data, method="POST" if body else "GET")
    request.add_header("Accept", "application/json")
    if data is not None:
        request.add_header("Content-Type", "application/json")
    with urllib.request.urlopen(request, timeout=timeout) as response:  # noqa: S310 (http only)
        return json.loads(response.read(4_000_000) or b"null")


def _plain_error(exc: BaseException) -> str:
    if isinstance(exc, urllib.error.HTTPError):
        return f"HTTP {exc.code}"
    reason = getattr(exc, "reason", None) or exc
    if isinstance(reason, ConnectionRefusedError):
        return "connection refused (is the server running?)"
    if isinstance(reason, TimeoutError):
        return "no answer in time"
    return str(reason)[:200]


def _int(value: Any) -> int | None:
    try:
        number = int(value)
    except (TypeError, ValueError):
        return None
    return number if number > 0 else None


def _is_llama_cpp_python(entry: dict) -> bool:
    """llama-cpp-python's /v1/models entry: ``owned_by`` "me" with an empty ``permissions``."""
    return entry.get("owned_by") == "me" and entry.get("permissions") == []


def probe_server(api_base: str, model: str = "", timeout: float = PROBE_TIMEOUT) -> ServerInfo:
    """Ask the server at ``api_base`` what it serves and how many requests it decodes at once
    (never raises). The context window is not asked here: ``model_limits.resolve_window`` is
    the one place that finds it, for the run and for ``diligence doctor`` alike."""
    info = ServerInfo(api_base=api_base)
    name = model.split("/", 1)[1] if "/" in model else model
    root = server_root(api_base)
    try:
        listing = _request(api_base.rstrip("/") + "/models", timeout=timeout)
        info.reachable = True
        entries = listing.get("data") if isinstance(listing, dict) else None
        if isinstance(entries, list):
            info.models = [str(e.get("id", "")) for e in entries if isinstance(e, dict)]
            for entry in entries:
                if isinstance(entry, dict) and _is_llama_cpp_python(entry):
                    # its server holds one model instance behind a lock: one request at a
                    # time, the rest wait in its queue (and it says nothing of it)
                    info.kind, info.slots = "llama-cpp-python", 1
                    info.slots_source = "llama-cpp-python's server decodes one request at a time"
                if isinstance(entry, dict) and "max_model_len" in entry:
                    info.kind = "vllm"  # only vLLM's listing carries max_model_len
    except (OSError, ValueError) as exc:
        info.error = _plain_error(exc)
    # llama.cpp's llama-server: /props says how many slots decode in parallel
    try:
        props = _request(root + "/props", timeout=timeout)
        if isinstance(props, dict) and (
            "total_slots" in props or "default_generation_settings" in props
        ):
            info.reachable, info.kind = True, "llama.cpp"
            slots = _int(props.get("total_slots"))
            if slots:
                info.slots, info.slots_source = slots, "llama.cpp /props total_slots"
    except (OSError, ValueError):
        pass
    if info.kind == "llama.cpp" and info.slots is None:
        try:
            slots_list = _request(root + "/slots", timeout=timeout)
            if isinstance(slots_list, list) and slots_list:
                info.slots, info.slots_source = len(slots_list), "llama.cpp /slots"
        except (OSError, ValueError):
            pass
    # Ollama answers /api/show (its window is model_limits' to read)
    if info.kind == "" and name:
        try:
            shown = _request(root + "/api/show", {"model": name}, timeout=timeout)
            if isinstance(shown, dict) and ("model_info" in shown or "modelfile" in shown):
                info.reachable, info.kind = True, "ollama"
        except (OSError, ValueError):
            pass
    if info.reachable and info.error:
        info.error = ""
    return info
