"""How many tokens each model can take: its context window, found out once per run.

A model's window comes from, in order: the settings (``models.context_window`` for the root,
``models.sub_context_window`` for sub-agents; 0 means "find out"), the server itself
(llama.cpp ``GET /props`` → ``default_generation_settings.n_ctx``; Ollama ``POST /api/show``
→ ``parameters`` ``num_ctx``, else ``model_info`` ``*.context_length`` capped at Ollama's
default ``num_ctx``; LM Studio ``GET /api/v1/models`` / ``/api/v0/models`` → the context the
model was loaded with; vLLM, SGLang and other OpenAI-compatible servers ``GET /v1/models`` →
``max_model_len``), litellm's model table (hosted models), and last a conservative default
(:data:`DEFAULT_WINDOW`). The source is always said with the number, so a run log and
run.json show where a window came from.

Probes have short timeouts and never raise; a server that answers none of them is not an
error here (the call itself will say whether the server is reachable).

The public entry point, stable for ``diligence doctor`` and the run:

    async def resolve_window(model: str, api_base: str | None, settings: Settings | None = None,
                             *, role: str = "root", timeout: float = PROBE_TIMEOUT)
        -> tuple[int, str]          # (tokens, source in words)
"""

from __future__ import annotations

import asyncio
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from diligence_tui.harness.server_probe import endpoint_for
from diligence_tui.settings import DEFAULT_CONTEXT_WINDOW, OFFLINE_WINDOWS

if TYPE_CHECKING:
    from diligence_tui.settings import Settings

DEFAULT_WINDOW = DEFAULT_CONTEXT_WINDOW  # what a small local server is likely to run with
OLLAMA_DEFAULT_NUM_CTX = 4_096  # Ollama truncates to this unless the model sets num_ctx
LMSTUDIO_DEFAULT_CONTEXT = 4_096  # what LM Studio loads a model with unless told
PROBE_TIMEOUT = 3.0  # seconds per probe (a local server answers in milliseconds)
SOURCE_SETTINGS = "settings"
SOURCE_DEFAULT = (
    f"default ({DEFAULT_WINDOW:,}: the model's window is unknown; set it with --context-window)"
)


@dataclass(frozen=True)
class Window:
    tokens: int
    source: str

    def describe(self) -> str:
        return f"{self.tokens:,} tokens ({self.source})"


def configured_window(settings: Settings, role: str) -> int:
    """The window the settings give for ``role`` (0: not set)."""
    models = settings.models
    return int(models.context_window if role == "root" else models.sub_context_window) or 0


def _server_root(api_base: str) -> str:
    base = api_base.rstrip("/")
    return base[: -len("/v1")] if base.endswith("/v1") else base


def _model_name(model: str) -> str:
    return model.split("/", 1)[1] if "/" in model else model


async def _get_json(client: Any, method: str, url: str, body: Any = None) -> Any:
    try:
        response = await client.request(method, url, json=body)
        if response.status_code != 200:
            return None
        return response.json()
    except Exception:  # unreachable, not JSON, timed out: this probe says nothing
        return None


def _from_props(data: Any) -> int:
    if not isinstance(data, dict):
        return 0
    settings = data.get("default_generation_settings")
    value = settings.get("n_ctx") if isinstance(settings, dict) else None
    value = value or data.get("n_ctx")
    return int(value) if isinstance(value, (int, float)) and value > 0 else 0


def _from_ollama(data: Any) -> tuple[int, str]:
    if not isinstance(data, dict):
        return 0, ""
    parameters = data.get("parameters")
    if isinstance(parameters, str):
        match = re.search(r"^\s*num_ctx\s+(\d+)", parameters, re.M)
        if match:
            return int(match.group(1)), "Ollama /api/show num_ctx"
    info = data.get("model_info")
    if isinstance(info, dict):
        for key, value in info.items():
            if key.endswith(".context_length") and isinstance(value, int) and value > 0:
                window = min(value, OLLAMA_DEFAULT_NUM_CTX)
                return window, (
                    f"Ollama /api/show: trained for {value:,}, served with Ollama's default "
                    f"num_ctx {OLLAMA_DEFAULT_NUM_CTX:,} (set num_ctx to use more)"
                )
    return 0, ""


def _from_models(data: Any, name: str) -> int:
    entries = data.get("data") if isinstance(data, dict) else None
    if not isinstance(entries, list):
        return 0
    entries = [e for e in entries if isinstance(e, dict)]
    chosen = [e for e in entries if e.get("id") == name] or (entries if len(entries) == 1 else [])
    for entry in chosen:
        for key in ("max_model_len", "context_length", "max_context_length"):
            value = entry.get(key)
            if isinstance(value, int) and value > 0:
                return value
    return 0


def _lmstudio_entry(entries: Any, name: str, key: str) -> dict[str, Any]:
    entries = [e for e in entries if isinstance(e, dict)] if isinstance(entries, list) else []
    chosen = [e for e in entries if e.get(key) == name] or (entries if len(entries) == 1 else [])
    return chosen[0] if chosen else {}


def _positive(value: Any) -> int:
    return int(value) if isinstance(value, int) and value > 0 else 0


def _from_lmstudio(v1: Any, v0: Any, name: str) -> tuple[int, str]:
    """LM Studio's own API: the context a loaded model was loaded with (``/api/v1/models``
    ``loaded_instances[].config.context_length``, or ``/api/v0/models``
    ``loaded_context_length``); for a model not loaded yet, its trained maximum capped at the
    context LM Studio loads with by default. Its OpenAI-compatible ``/v1/models`` says none."""
    entry = _lmstudio_entry(v1.get("models") if isinstance(v1, dict) else None, name, "key")
    for instance in entry.get("loaded_instances") or []:
        config = instance.get("config") if isinstance(instance, dict) else None
        tokens = _positive(config.get("context_length")) if isinstance(config, dict) else 0
        if tokens:
            return tokens, "LM Studio /api/v1/models context_length (as loaded)"
    old = _lmstudio_entry(v0.get("data") if isinstance(v0, dict) else None, name, "id")
    tokens = _positive(old.get("loaded_context_length"))
    if tokens:
        return tokens, "LM Studio /api/v0/models loaded_context_length"
    trained = _positive(entry.get("max_context_length")) or _positive(old.get("max_context_length"))
    if trained:
        window = min(trained, LMSTUDIO_DEFAULT_CONTEXT)
        return window, (
            f"LM Studio: trained for {trained:,}, not loaded yet; LM Studio loads with "
            f"{LMSTUDIO_DEFAULT_CONTEXT:,} unless told (load it with more, or set "
            "context_window)"
        )
    return 0, ""


async def probe_server(model: str, api_base: str, timeout: float = PROBE_TIMEOUT) -> Window | None:
    """Ask the server at ``api_base`` for ``model``'s window (None when it does not say)."""
    import httpx

    root = _server_root(api_base)
    name = _model_name(model)
    v1 = api_base.rstrip("/") if api_base.rstrip("/").endswith("/v1") else root + "/v1"
    async with httpx.AsyncClient(timeout=timeout, trust_env=False) as client:
        props, show, lms_v1, lms_v0, models = await asyncio.gather(
            _get_json(client, "GET", root + "/props"),
            _get_json(client, "POST", root + "/api/show", {"model": name}),
            _get_json(client, "GET", root + "/api/v1/models"),
            _get_json(client, "GET", root + "/api/v0/models"),
            _get_json(client, "GET", v1 + "/models"),
        )
    tokens = _from_props(props)
    if tokens:
        return Window(tokens, "server: llama.cpp /props n_ctx")
    for tokens, source in (_from_ollama(show), _from_lmstudio(lms_v1, lms_v0, name)):
        if tokens:
            return Window(tokens, f"server: {source}")
    tokens = _from_models(models, name)
    if tokens:
        return Window(tokens, "server: /v1/models max_model_len")
    return None


def litellm_window(model: str) -> Window | None:
    """litellm's table of hosted models (no network: the bundled price map)."""
    from diligence_tui.harness.gateway_litellm import load_litellm

    try:
        info = load_litellm().get_model_info(model)
    except Exception:
        return None
    value = info.get("max_input_tokens") or info.get("max_tokens")
    return (
        Window(int(value), "litellm model info") if isinstance(value, int) and value > 0 else None
    )


def offline_window(model: str, role: str) -> Window | None:
    """The offline engine reads slices of a fixed size (it has no window of its own)."""
    if model.startswith("offline/"):
        return Window(OFFLINE_WINDOWS["root" if role == "root" else "sub"], "offline engine")
    return None


async def resolve(
    model: str,
    api_base: str | None,
    settings: Settings | None = None,
    *,
    role: str = "root",
    timeout: float = PROBE_TIMEOUT,
    probe: bool = True,
) -> Window:
    """``model``'s window with its source: settings, server, litellm, else the default. The
    offline engine's is its own: the window in the settings is the configured model's (the
    scripted policy that takes over from a small root must not inherit that root's window)."""
    offline = offline_window(model, role)
    if offline is not None:
        return offline
    if settings is not None:
        configured = configured_window(settings, role)
        if configured > 0:
            return Window(configured, SOURCE_SETTINGS)
    api_base = endpoint_for(model, api_base or "")  # Ollama's models: the local Ollama
    if probe and api_base:
        found = await probe_server(model, api_base, timeout)
        if found is not None:
            return found
    known = await asyncio.to_thread(litellm_window, model)
    if known is not None:
        return known
    return Window(DEFAULT_WINDOW, SOURCE_DEFAULT)


async def resolve_window(
    model: str,
    api_base: str | None,
    settings: Settings | None = None,
    *,
    role: str = "root",
    timeout: float = PROBE_TIMEOUT,
) -> tuple[int, str]:
    """(tokens, source) of ``model``'s context window at ``api_base`` for ``role`` ("root" reads
    ``models.context_window``, any other role ``models.sub_context_window``). Never raises."""
    window = await resolve(model, api_base, settings, role=role, timeout=timeout)
    return window.tokens, window.source


class Windows:
    """The windows of one run, found out once per (role, model, endpoint) and kept; a run
    that resumes or replays gets the windows it recorded (its slices stay the same)."""

    def __init__(
        self, settings: Settings, *, probe: bool = True, known: dict[str, Any] | None = None
    ) -> None:
        self.settings = settings
        self.probe = probe
        self._found: dict[tuple[str, str, str], Window] = {}
        self._locks: dict[tuple[str, str, str], asyncio.Lock] = {}
        self._recorded = {
            role: Window(int(v["tokens"]), str(v.get("source", "recorded")))
            for role, v in (known or {}).items()
            if isinstance(v, dict) and isinstance(v.get("tokens"), int) and v["tokens"] > 0
        }

    @staticmethod
    def _role(role: str) -> str:
        return "root" if role == "root" else "sub"

    async def get(self, role: str, model: str, api_base: str) -> Window:
        key = (self._role(role), model, api_base)
        found = self._found.get(key)
        if found is not None:
            return found
        lock = self._locks.setdefault(key, asyncio.Lock())
        async with lock:
            found = self._found.get(key)
            if found is None:
                recorded = self._recorded.get(key[0])
                if recorded is not None and configured_window(self.settings, key[0]) <= 0:
                    found = recorded
                else:
                    found = await resolve(
                        model, api_base, self.settings, role=key[0], probe=self.probe
                    )
                self._found[key] = found
        return found

    def peek(self, role: str, model: str, api_base: str) -> Window | None:
        return self._found.get((self._role(role), model, api_base))

    def to_dict(self) -> dict[str, dict[str, Any]]:
        """The windows found, by role (the first model of each role), for run.json."""
        out: dict[str, dict[str, Any]] = {}
        for (role, model, _base), window in self._found.items():
            out.setdefault(role, {"model": model, "tokens": window.tokens, "source": window.source})
        return out
