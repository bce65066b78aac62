"""``diligence doctor``: can the configured models run a review, and what to fix when not.

:func:`diagnose` is a pure function of the settings (it returns a :class:`DoctorReport` and
prints nothing), so the CLI, the settings screen and ``--dry-run`` share the same checks. Per
endpoint (a model at an API base; root and sub-agents share one when both are the same):

* reachable, and the model listed by the server (``server_probe``),
* its context window, found by ``model_limits.resolve`` as the run finds it (the server's own
  word, else litellm's model table), and the parallel slots the server says,
* a plain answer, a streamed answer with measured prompt and generation tokens/s, and
  whether it makes native tool calls (optional: the root then writes fenced code).

The chat checks go through the run's own :class:`~diligence_tui.harness.gateway.Gateway`
(litellm, the same retries off, the same error words), so what works here works in a run.
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any

from diligence_tui.harness.model_limits import SOURCE_DEFAULT, configured_window, resolve
from diligence_tui.harness.pricing import is_free
from diligence_tui.harness.server_probe import ServerInfo, endpoint_for, probe_server
from diligence_tui.settings import Settings

if TYPE_CHECKING:
    from diligence_tui.harness.gateway import Gateway

CHECK_TIMEOUT = 60.0  # seconds for one chat check (a cold local model loads on first call)
SPEED_PROMPT = (
    "The Supplier shall provide hosting services to the Customer under this Agreement. "
    "Either party may terminate this Agreement on ninety days' written notice. "
) * 12 + "\nIn one sentence, what does this agreement say about termination?"
SPEED_TOKENS = 48  # generated tokens asked for in the speed check
PING_TOOL = {
    "type": "function",
    "function": {
        "name": "record_check",
        "description": "Record that the connection check worked.",
        "parameters": {
            "type": "object",
            "properties": {"ok": {"type": "boolean", "description": "always true"}},
            "required": ["ok"],
        },
    },
}


@dataclass
class Check:
    name: str
    ok: bool | None  # None: not known / not applicable (a warning, not a failure)
    detail: str
    fix: str = ""
    required: bool = True  # a failed required check makes the endpoint unusable


@dataclass
class EndpointReport:
    roles: list[str]
    model: str
    api_base: str
    checks: list[Check] = field(default_factory=list)
    context_window: int | None = None
    context_source: str = ""
    slots: int | None = None
    prompt_tps: float | None = None
    generation_tps: float | None = None
    tool_calls: bool | None = None
    server: str = ""  # the server's kind, when it said (llama.cpp, vllm, ollama)

    @property
    def usable(self) -> bool:
        return not any(c.ok is False and c.required for c in self.checks)


@dataclass
class DoctorReport:
    endpoints: list[EndpointReport]

    @property
    def usable(self) -> bool:
        return all(e.usable for e in self.endpoints)

    def to_dict(self) -> dict[str, Any]:
        return {
            "usable": self.usable,
            "endpoints": [{**asdict(e), "usable": e.usable} for e in self.endpoints],
        }


_MARK = {True: "ok", False: "FAIL", None: "--"}


def format_report(report: DoctorReport) -> str:
    """The checks as a table per endpoint, each failed line with what to fix, then the verdict
    (``diligence doctor``, ``--dry-run`` and the settings screen show this same text)."""
    lines: list[str] = []
    for endpoint in report.endpoints:
        where = f" at {endpoint.api_base}" if endpoint.api_base else ""
        roles = " and ".join("root" if r == "root" else "sub-agents" for r in endpoint.roles)
        lines.append(f"{endpoint.model}{where} ({roles})")
        width = max((len(c.name) for c in endpoint.checks), default=8)
        for check in endpoint.checks:
            lines.append(f"  {_MARK[check.ok]:4}  {check.name:<{width}}  {check.detail}")
            if check.fix and check.ok is not True:
                lines.append(f"  {'':4}  {'':<{width}}  fix: {check.fix}")
        lines.append("")
    verdict = (
        "Ready: every endpoint can run a review."
        if report.usable
        else "Not ready: fix the FAIL lines above and run `diligence doctor` again."
    )
    lines.append(verdict)
    return "\n".join(lines)


def needs_a_model(settings: Settings) -> bool:
    """True when the settings name a model to reach (not only the offline engine)."""
    return any(not is_free(model) for _roles, model, _base in endpoints_of(settings))


def preflight(settings: Settings) -> DoctorReport | None:
    """Doctor's checks without a model call, for ``--dry-run`` (which spends nothing): reachable,
    model served, context window and slots. None when no model is configured."""
    if not needs_a_model(settings):
        return None
    return diagnose(settings, chat=False)


def preflight_text(report: DoctorReport | None) -> str:
    if report is None:
        return "Endpoints: none to check (no model is configured: the offline engine runs)."
    return (
        "Endpoints (diligence doctor's checks, no model called; `diligence doctor` also "
        "measures streaming, tool calls and tokens/s):\n" + format_report(report)
    )


def endpoints_of(settings: Settings) -> list[tuple[list[str], str, str]]:
    """(roles, model, api_base) for each distinct endpoint the settings use: the root's, and
    every sub-agent endpoint (each server of ``sub_api_bases``); an Ollama model without an
    API base is at the local Ollama (``server_probe.endpoint_for``)."""

    def where(model: str, base: str) -> str:
        return "" if is_free(model) else endpoint_for(model, base)

    pairs = [("root", settings.root_model, where(settings.root_model, settings.models.api_base))]
    pairs += [
        ("sub", settings.sub_model, where(settings.sub_model, base))
        for base in (settings.sub_endpoints or [""])
    ]
    found: dict[tuple[str, str], list[str]] = {}
    for role, model, base in pairs:
        found.setdefault((model, base), []).append(role)
    return [(roles, model, base) for (model, base), roles in found.items()]


async def context_window(model: str, api_base: str, role: str) -> tuple[int | None, str]:
    """The model's window as the run finds it when the settings leave it open, and where it
    came from (``model_limits.resolve``: the server's own word, else litellm's model table);
    None when only the default would be left (the run then assumes it, and says so)."""
    window = await resolve(model, api_base or None, None, role=role)
    if window.source == SOURCE_DEFAULT:
        return None, ""
    return window.tokens, window.source


def diagnose(settings: Settings, *, chat: bool = True) -> DoctorReport:
    """Check every endpoint the settings use (``chat=False``: the HTTP probes only). Call it
    off any running event loop (a worker thread in the TUI); :func:`adiagnose` on one."""
    return asyncio.run(adiagnose(settings, chat=chat))


async def adiagnose(settings: Settings, *, chat: bool = True) -> DoctorReport:
    reports: list[EndpointReport] = []
    for roles, model, base in endpoints_of(settings):
        report = EndpointReport(roles=roles, model=model, api_base=base)
        reports.append(report)
        if is_free(model):
            report.checks.append(
                Check("engine", True, "the offline engine: embedded, nothing to reach")
            )
            continue
        info = await asyncio.to_thread(_probe, report, model, base)
        if base and info is not None and not info.reachable:
            continue  # nothing more to learn from a server that is not there
        role = "root" if "root" in roles else "sub"
        report.context_window, report.context_source = await context_window(model, base, role)
        _context_check(report, settings, roles)
        if chat:
            await _chat_checks(report, settings, roles[0])
    return DoctorReport(reports)


def _probe(report: EndpointReport, model: str, base: str) -> ServerInfo | None:
    if not base:
        report.checks.append(
            Check("endpoint", None, f"hosted by the provider of {model} (no API base set)")
        )
        return None
    info = probe_server(base, model)
    report.server, report.slots = info.kind, info.slots
    if not info.reachable:
        report.checks.append(
            Check(
                "reachable",
                False,
                f"{base}: {info.error}",
                "start the server, or fix --api-base / --sub-api-base (it ends in /v1 for "
                "llama.cpp, vLLM and LM Studio)",
            )
        )
        return info
    kind = f" ({info.kind})" if info.kind else ""
    report.checks.append(Check("reachable", True, f"{base}{kind}"))
    name = model.split("/", 1)[1] if "/" in model else model
    if info.models is None:
        report.checks.append(Check("model", None, "the server does not list its models"))
    elif name in info.models:
        report.checks.append(Check("model", True, f"{name} is served"))
    else:
        listed = ", ".join(info.models[:5]) or "nothing"
        report.checks.append(
            Check(
                "model",
                False,
                f"{name} is not listed (the server lists: {listed})",
                f"name the model as served, e.g. --model openai/{info.models[0]}"
                if info.models
                else "load a model into the server",
            )
        )
    if info.slots:
        report.checks.append(
            Check("slots", True, f"{info.slots} request(s) in parallel ({info.slots_source})")
        )
    else:
        report.checks.append(
            Check("slots", None, "the server does not say how many requests it serves at once")
        )
    return info


def _context_check(report: EndpointReport, settings: Settings, roles: list[str]) -> None:
    role = "root" if "root" in roles else "sub"
    configured = configured_window(settings, role)  # 0: not set, the run asks the server
    window = report.context_window
    if window is None:
        report.checks.append(
            Check(
                "context",
                None,
                f"unknown (the run assumes {settings.context_window(role):,} tokens)",
                "set the window in settings if it is smaller",
                required=False,
            )
        )
        return
    if configured and configured > window:
        report.checks.append(
            Check(
                "context",
                False,
                f"{window:,} tokens ({report.context_source}); settings say {configured:,}",
                f"set the context window to {window:,} or less in settings, or serve the model "
                "with a larger window (llama.cpp --ctx-size / --n_ctx, vLLM --max-model-len, "
                "Ollama num_ctx)",
            )
        )
        return
    report.checks.append(Check("context", True, f"{window:,} tokens ({report.context_source})"))


async def _chat_checks(report: EndpointReport, settings: Settings, role: str) -> None:
    from diligence_tui.harness.gateway import Gateway
    from diligence_tui.harness.gateway_litellm import load_litellm

    # litellm is imported before the first check: its seconds of import are not the
    # endpoint's, and "answers in N s" must be the server's time
    await asyncio.to_thread(load_litellm)
    # a gateway of its own per endpoint: its call cache must not answer for another server
    quick = settings.with_overrides(models__retries=0, models__call_timeout=CHECK_TIMEOUT)
    gateway = Gateway(quick)
    try:
        await _chat_calls(report, gateway, role)
    finally:
        await gateway.aclose()


async def _chat_calls(report: EndpointReport, gateway: Gateway, role: str) -> None:
    model = report.model
    plain = await gateway.complete(
        [{"role": "user", "content": "Reply with the word OK."}],
        role=role,
        model=model,
        max_tokens=8,
        stream=False,
        credit=False,
    )
    if not plain.ok:
        report.checks.append(
            Check("answers", False, plain.error or plain.status, "see the error: fix and rerun")
        )
        return
    report.checks.append(Check("answers", True, f"in {plain.latency:.1f} s"))
    await _speed_check(report, gateway, role)
    tools = await gateway.complete(
        [{"role": "user", "content": "Call the record_check tool with ok set to true."}],
        role=role,
        model=model,
        max_tokens=64,
        tools=[PING_TOOL],
        stream=False,
        credit=False,
    )
    report.tool_calls = bool(tools.ok and tools.tool_calls)
    if report.tool_calls:
        report.checks.append(Check("tool calls", True, "native tool calls work", required=False))
    else:
        why = tools.error if not tools.ok else "it answered in text"
        report.checks.append(
            Check(
                "tool calls",
                None,
                f"no native tool call ({why}); the root writes fenced code instead",
                required=False,
            )
        )


async def _speed_check(report: EndpointReport, gateway: Gateway, role: str) -> None:
    marks: list[float] = []

    def on_delta(_text: str) -> None:
        marks.append(time.monotonic())

    began = time.monotonic()
    result = await gateway.complete(
        [{"role": "user", "content": SPEED_PROMPT}],
        role=role,
        model=report.model,
        max_tokens=SPEED_TOKENS,
        stream=True,
        on_delta=on_delta,
        credit=False,
    )
    ended = time.monotonic()
    if not result.ok or not marks:
        report.checks.append(
            Check(
                "streaming",
                False,
                result.error or "the streamed answer had no text",
                "the run streams every call: check the server's streaming support",
            )
        )
        return
    first = marks[0] - began
    if result.input_tokens and first > 0:
        report.prompt_tps = result.input_tokens / first
    if result.output_tokens > 1 and ended > marks[0]:
        report.generation_tps = (result.output_tokens - 1) / (ended - marks[0])
    speed = [f"first token after {first:.2f} s"]
    if report.prompt_tps:
        speed.append(f"prompt ~{report.prompt_tps:,.0f} tokens/s")
    if report.generation_tps:
        speed.append(f"generation ~{report.generation_tps:,.0f} tokens/s")
    report.checks.append(Check("streaming", True, "; ".join(speed)))
