"""Scheduling: a 1,000-sub-call review against a server with K parallel slots and a fixed
latency, against the bound calls x latency / K.

The scripted server (tests/openai_server.py, in its own process so it does not share our
GIL) answers each request after ``--latency`` seconds and decodes at most ``--slots`` at
once, as llama.cpp's server with ``-np K`` does; it says so in ``/props`` (``total_slots``).

Three clients, each against the same server:

* ``raw``: plain aiohttp with exactly K in flight, no litellm: shows the server itself
  serves K at once (its bound/wall is the ceiling any client can reach);
* ``slots known``: the run's own Gateway as a review has it (calls.jsonl, the call cache, a
  journal on the bus, coverage of every prompt against a room of the same text), sending
  the calls through ``batch`` (the path ``llm_batch`` and ``review()`` take) with the run's
  per-endpoint concurrency (``harness.endpoints``: no more than the server's slots);
* ``cap 8 only``: the same with the slots unknown to the client (the configured cap of 8).

Printed: wall time, the bound, bound / wall (goal >= 0.9) and the client's CPU per call.

    .venv/bin/python bench/scheduling.py [--calls 1000] [--latency 1.0] [--slots 4]
        [--clients raw "slots known" "cap 8 only"]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))

from gateway import BenchRoom, prompts_for  # type: ignore[import-not-found]  # noqa: E402

from diligence_tui.harness.coverage import CoverageMeter  # noqa: E402
from diligence_tui.harness.endpoints import endpoint_slots  # noqa: E402
from diligence_tui.harness.events import EventBus  # noqa: E402
from diligence_tui.harness.gateway import Gateway  # noqa: E402
from diligence_tui.harness.gateway_litellm import load_litellm  # noqa: E402
from diligence_tui.harness.journal import JournalWriter  # noqa: E402
from diligence_tui.settings import Settings  # noqa: E402

SERVER = """
import sys
sys.path.insert(0, {repo!r})
from tests.openai_server import ScriptedServer
server = ScriptedServer(["The clause caps liability at the price."], delay={latency},
                        slots={slots}, n_ctx=8192).start()
print(server.port, flush=True)
sys.stdin.read()
server.stop()
"""


CLIENTS = ("raw", "slots known", "cap 8 only")


def start_server(latency: float, slots: int) -> tuple[subprocess.Popen[str], str]:
    process = subprocess.Popen(
        [sys.executable, "-c", SERVER.format(repo=str(REPO), latency=latency, slots=slots)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert process.stdout is not None
    port = int(process.stdout.readline())
    return process, f"http://127.0.0.1:{port}/v1"


async def raw_review(api_base: str, prompts: list[list[dict]], slots: int) -> float:
    """Exactly ``slots`` requests in flight with plain aiohttp: what the server can do."""
    import aiohttp

    gate = asyncio.Semaphore(slots)
    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=slots)) as session:

        async def one(messages: list[dict]) -> None:
            async with gate:
                body = {"model": "scripted", "messages": messages, "stream": True}
                async with session.post(api_base + "/chat/completions", json=body) as response:
                    await response.read()

        began = time.perf_counter()
        await asyncio.gather(*(one(m) for m in prompts))
        return time.perf_counter() - began


async def gateway_review(
    api_base: str, prompts: list[list[dict]], room: BenchRoom, use_slots: bool
) -> tuple[float, int, float]:
    settings = Settings().with_overrides(
        models__root_model="openai/scripted",
        models__api_base=api_base,
        models__retries=0,
        models__call_timeout=600.0,
    )
    with tempfile.TemporaryDirectory() as tmp:
        run_dir = Path(tmp)
        bus = EventBus()
        journal = JournalWriter(run_dir / "journal.jsonl")
        bus.subscribe(journal)
        meter = CoverageMeter(room)
        meter.start_indexing()  # the run builds it before the first call too
        gateway = Gateway(settings, bus, run_dir=run_dir, coverage=meter)
        if use_slots:  # the run learns them at its start (services.py)
            gateway.endpoint_slots.update(await endpoint_slots(settings))
        began, cpu = time.perf_counter(), time.process_time()
        results = await gateway.batch(prompts, role="sub", max_tokens=16)
        wall, cpu = time.perf_counter() - began, time.process_time() - cpu
        await gateway.aclose()
        journal.close()
    return wall, sum(1 for r in results if r.ok), cpu


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--calls", type=int, default=1000)
    parser.add_argument("--latency", type=float, default=1.0)
    parser.add_argument("--slots", type=int, nargs="+", default=[4])
    parser.add_argument(
        "--clients", nargs="+", default=["raw", "slots known", "cap 8 only"], choices=CLIENTS
    )
    args = parser.parse_args()
    load_litellm()
    room = BenchRoom(docs=200, words=1500)
    prompts = prompts_for(room, args.calls)
    load = os.getloadavg()
    print(
        f"machine: {platform.machine()}, {os.cpu_count()} cores, {platform.python_version()}, "
        f"{time.strftime('%Y-%m-%d %H:%M')}, load {load[0]:.1f} {load[1]:.1f} {load[2]:.1f}"
    )
    print(f"{args.calls} sub-calls, {args.latency:.3f} s latency per call")
    print(
        f"{'slots':>5} {'client':>12} {'bound s':>8} {'wall s':>8} {'bound/wall':>10} "
        f"{'answered':>9} {'cpu ms/call':>11}"
    )
    for slots in args.slots:
        process, api_base = start_server(args.latency, slots)
        try:
            bound = args.calls * args.latency / slots
            for client in args.clients:
                if client == "raw":
                    cpu = time.process_time()
                    wall, answered = asyncio.run(raw_review(api_base, prompts, slots)), len(prompts)
                    cpu = time.process_time() - cpu
                else:
                    wall, answered, cpu = asyncio.run(
                        gateway_review(api_base, prompts, room, client == "slots known")
                    )
                cpu_ms = 1000 * cpu / args.calls
                print(
                    f"{slots:>5} {client:>12} {bound:>8.1f} {wall:>8.1f} "
                    f"{bound / wall:>10.2f} {answered:>9} {cpu_ms:>11.1f}",
                    flush=True,
                )
        finally:
            assert process.stdin is not None
            process.stdin.close()
            process.wait(30)


if __name__ == "__main__":
    main()
