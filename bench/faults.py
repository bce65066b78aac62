"""A review of the medium sample room against a sub-model server that fails a fifth of its
requests, against the same review with no faults (same process, interleaved).

The root is the offline playbook; the sub-agent is a real model endpoint: the scripted
OpenAI-compatible server (tests/openai_server.py, in its own process so it does not share our
GIL) answering with the offline reviewer's replies. The faulty server fails 20 % of requests,
drawn evenly from: connection reset, connection dropped, a stream cut halfway (connection
drops), a stream that ends before its last chunk and [DONE], a 200 whose body is neither JSON
nor SSE, an empty completion, 429 (Retry-After: 1) and 500, or answers slowly (2 s).

It prints wall times, the ratio (goal: at most 1.5x), coverage and findings of both runs, and
checks every call is accounted for: attempts in calls.jsonl = requests the server got.

    .venv/bin/python bench/faults.py [--repeat 2] [--rate 0.2]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from diligence_tui.harness.runner import Run  # noqa: E402
from diligence_tui.room.room import Room  # noqa: E402
from diligence_tui.settings import Settings  # noqa: E402

KINDS = ("reset", "close", "cut", "truncated", "garbage", "empty", "429", "500", "slow")
SERVER = """
import sys
sys.path.insert(0, {repo!r})
from diligence_tui.offline.reviewer import answer
from tests.openai_server import ScriptedServer, message_text

def reply(body):
    return answer(message_text((body.get("messages") or [{{}}])[-1]))

server = ScriptedServer(reply, fault_rate={rate}, fault_kinds={kinds!r}, seed=7,
                        retry_after=1.0, slow_seconds=2.0).start()
print(server.port, flush=True)
sys.stdin.readline()
print(len(server.requests), flush=True)
sys.stdin.read()
server.stop()
"""


class Server:
    def __init__(self, rate: float) -> None:
        code = SERVER.format(repo=str(REPO), rate=rate, kinds=KINDS)
        self.proc = subprocess.Popen(
            [sys.executable, "-c", code], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
        )
        self.api_base = f"http://127.0.0.1:{int(self.proc.stdout.readline())}/v1"  # type: ignore[union-attr]

    def requests(self) -> int:
        self.proc.stdin.write("count\n")  # type: ignore[union-attr]
        self.proc.stdin.flush()  # type: ignore[union-attr]
        return int(self.proc.stdout.readline())  # type: ignore[union-attr]

    def close(self) -> None:
        self.proc.stdin.close()  # type: ignore[union-attr]
        self.proc.wait(30)


def review(room: Room, api_base: str, run_dir: Path) -> tuple[float, dict, list[dict]]:
    settings = Settings()
    settings.models.root_model = "offline/playbook"
    settings.models.sub_model = "openai/sub"
    settings.models.sub_api_base = api_base
    settings.models.retries = 6
    t0 = time.perf_counter()
    summary = Run(room, settings, run_dir=run_dir).run()
    seconds = time.perf_counter() - t0
    lines = [json.loads(x) for x in (run_dir / "calls.jsonl").read_text().splitlines()]
    return seconds, summary, [x for x in lines if x["model"] == "openai/sub"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=2)
    parser.add_argument("--rate", type=float, default=0.2)
    args = parser.parse_args()
    room = Room.open(REPO / "sample_rooms" / "medium", Settings())
    room.index()
    wall: dict[str, list[float]] = {"clean": [], "faults": []}
    with tempfile.TemporaryDirectory() as tmp:
        for repeat in range(args.repeat):
            order = ["clean", "faults"] if repeat % 2 == 0 else ["faults", "clean"]
            for name in order:
                server = Server(args.rate if name == "faults" else 0.0)
                try:
                    seconds, summary, subs = review(
                        room, server.api_base, Path(tmp) / f"{name}{repeat}"
                    )
                    requests = server.requests()
                finally:
                    server.close()
                wall[name].append(seconds)
                statuses = {s: sum(x["status"] == s for x in subs) for s in {"ok", "retried"}}
                other = len(subs) - sum(statuses.values())
                print(
                    f"  {name:6s} {seconds:6.1f} s  {summary['status']}, coverage "
                    f"{summary['coverage']['room']:.1%}, {summary.get('findings')} findings, "
                    f"{requests} requests = {len(subs)} attempts in calls.jsonl "
                    f"({statuses['ok']} ok, {statuses['retried']} retried, {other} failed)"
                    + ("" if requests == len(subs) else "  MISMATCH")
                )
    room.close()

    def median(values: list[float]) -> float:
        return sorted(values)[len(values) // 2]

    clean, faults = median(wall["clean"]), median(wall["faults"])
    print(
        f"medium room, {args.rate:.0%} faults, median of {args.repeat}: {faults:.1f} s against "
        f"{clean:.1f} s without faults = {faults / clean:.2f}x (goal <= 1.5x)"
    )
    print(
        f"  machine: {platform.machine()} {os.cpu_count()} cores, Python "
        f"{platform.python_version()}, load average {os.getloadavg()[0]:.1f}"
    )


if __name__ == "__main__":
    main()
