"""Scheduling: a 1,000-sub-call review against a server with K parallel slots and a fixed
latency, against the bound calls x latency / K.

The scripted server (tests/openai_server.py, in its own process so it does not share our
GIL) answers each request after ``--latency`` seconds and decodes at most ``--slots`` at
once, as llama.cpp's server with ``-np K`` does; it says so in ``/props`` (``total_slots``).
The run's own Gateway sends the calls (``batch``, the path ``llm_batch`` and ``review()``
take) with the run's per-endpoint concurrency (``harness.endpoints``: the configured cap, no
more than the server's slots). Printed: wall time, the bound, bound / wall (goal >= 0.9),
and the same with the slots unknown to the client (the configured cap of 8 then decides).

    .venv/bin/python bench/scheduling.py [--calls 1000] [--latency 0.2] [--slots 4 8]
"""

from __future__ import annotations

import argparse
import asyncio
import platform
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from diligence_tui.harness.endpoints import learn_endpoints  # noqa: E402
from diligence_tui.harness.gateway import Gateway  # noqa: E402
from diligence_tui.harness.gateway_litellm import load_litellm  # noqa: E402
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


async def one_review(api_base: str, calls: int, use_slots: bool) -> tuple[float, int]:
    settings = Settings().with_overrides(
        models__root_model="openai/scripted",
        models__api_base=api_base,
        models__retries=0,
        models__call_timeout=600.0,
    )
    gateway = Gateway(settings)
    if use_slots:
        infos = await learn_endpoints(settings)
        gateway.endpoint_slots.update(
            {base: info.slots for base, info in infos.items() if info.slots}
        )
    prompts = [
        [{"role": "user", "content": f"Read slice {i}: the Supplier's liability is capped."}]
        for i in range(calls)
    ]
    began = time.perf_counter()
    results = await gateway.batch(prompts, role="sub", max_tokens=16)
    wall = time.perf_counter() - began
    await gateway.aclose()
    return wall, sum(1 for r in results if r.ok)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--calls", type=int, default=1000)
    parser.add_argument("--latency", type=float, default=0.2)
    parser.add_argument("--slots", type=int, nargs="+", default=[4, 8])
    args = parser.parse_args()
    load_litellm()
    print(
        f"machine: {platform.machine()}, {platform.python_version()}, {time.strftime('%Y-%m-%d')}"
    )
    print(f"{args.calls} sub-calls, {args.latency:.3f} s latency per call")
    print(
        f"{'slots':>5} {'client':>14} {'bound s':>8} {'wall s':>8} {'bound/wall':>10} {'answered':>9}"
    )
    for slots in args.slots:
        process, api_base = start_server(args.latency, slots)
        try:
            bound = args.calls * args.latency / slots
            for use_slots in (True, False):
                wall, answered = asyncio.run(one_review(api_base, args.calls, use_slots))
                client = "slots known" if use_slots else "cap 8 only"
                print(
                    f"{slots:>5} {client:>14} {bound:>8.1f} {wall:>8.1f} "
                    f"{bound / wall:>10.2f} {answered:>9}"
                )
        finally:
            assert process.stdin is not None
            process.stdin.close()
            process.wait(30)


if __name__ == "__main__":
    main()
