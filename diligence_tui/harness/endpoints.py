"""The endpoints a run calls, as a user has them: how many requests each takes at once.

``[models] concurrency`` caps the calls in flight per endpoint. A server that says how many
requests it decodes in parallel (llama.cpp's ``/props`` ``total_slots``) gets no more than
that, plus one waiting in its queue only while its calls are short against the
time-to-first-token limit (which counts a wait in the queue; harness.endpoint_gate). The
probe is made once per run, off the event loop.
"""

from __future__ import annotations

import asyncio

from diligence_tui.harness.pricing import is_free
from diligence_tui.harness.server_probe import ServerInfo, probe_server
from diligence_tui.settings import Settings


def run_endpoints(settings: Settings) -> list[tuple[str, str]]:
    """(model, api_base) of every local or self-hosted endpoint the run calls."""
    found: dict[str, str] = {}
    pairs = [(settings.root_model, settings.models.api_base)]
    pairs += [(settings.sub_model, base) for base in settings.sub_endpoints]
    for model, base in pairs:
        if base and not is_free(model):
            found.setdefault(base, model)
    return [(model, base) for base, model in found.items()]


async def learn_endpoints(settings: Settings, timeout: float = 3.0) -> dict[str, ServerInfo]:
    """What each endpoint says about itself (api_base -> ServerInfo), probed in parallel."""
    pairs = run_endpoints(settings)
    infos = await asyncio.gather(
        *(asyncio.to_thread(probe_server, base, model, timeout) for model, base in pairs)
    )
    return {base: info for (_, base), info in zip(pairs, infos, strict=True)}


def concurrency_for(settings: Settings, slots: int | None) -> int:
    """Calls in flight for one endpoint: the configured cap, no more than the server's slots."""
    configured = max(1, int(settings.models.concurrency))
    return min(configured, slots) if slots else configured


async def endpoint_slots(settings: Settings) -> dict[str, int]:
    """api_base -> the parallel slots its server says it has (only those that said)."""
    if not run_endpoints(settings):
        return {}
    infos = await learn_endpoints(settings)
    return {base: info.slots for base, info in infos.items() if info.slots}
