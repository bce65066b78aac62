"""Gateway overhead: 1,000 sub-calls at 64 in flight against a local OpenAI-compatible server.

Three clients send the same prompts (each carries ~2 KB of the room's text) to the scripted
server (tests/openai_server.py, in its own process so it does not share our GIL; instant
replies):

* raw aiohttp: the floor (HTTP only);
* litellm.acompletion called directly (what the gateway is built on);
* our Gateway: cap, ceilings, cache lookups and writes, calls.jsonl, events into a real
  journal, coverage on every prompt against a room of the same text.

It prints wall times, ratios (goal: gateway <= 1.15x litellm) and the share of gateway time
spent on coverage and on recording/journaling.

    .venv/bin/python bench/gateway.py [--calls 1000] [--inflight 64] [--stream] [--repeat 3]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import random
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from diligence_tui.harness.coverage import CoverageMeter  # noqa: E402
from diligence_tui.harness.events import EventBus  # noqa: E402
from diligence_tui.harness.gateway import Gateway, load_litellm  # noqa: E402
from diligence_tui.harness.journal import JournalWriter  # noqa: E402
from diligence_tui.settings import Settings  # noqa: E402

SERVER = """
import sys, time
sys.path.insert(0, {repo!r})
from tests.openai_server import ScriptedServer
server = ScriptedServer(["Finding: the indemnity cap is 10% of the price; see clause 9.2."]).start()
print(server.port, flush=True)
sys.stdin.read()
server.stop()
"""


@dataclass(frozen=True)
class Doc:
    doc_id: str
    folder: str
    chars: int
    status: str = "ok"


class BenchRoom:
    def __init__(self, docs: int, words: int, seed: int = 5) -> None:
        rnd = random.Random(seed)
        vocab = [f"term{i}" for i in range(4000)] + ["the", "seller", "shall", "buyer", "consent"]
        self.texts = {
            f"Folder{i % 7}/doc{i}.txt": " ".join(rnd.choice(vocab) for _ in range(words)) + "."
            for i in range(docs)
        }

    def documents(self) -> list[Doc]:
        return [Doc(d, d.rpartition("/")[0], len(t)) for d, t in self.texts.items()]

    def text(self, doc_id: str) -> str:
        return self.texts[doc_id]


def prompts_for(room: BenchRoom, calls: int) -> list[list[dict]]:
    texts = list(room.texts.values())
    out = []
    for i in range(calls):
        text = texts[i % len(texts)]
        start = (i * 997) % max(1, len(text) - 2000)
        out.append(
            [
                {
                    "role": "system",
                    "content": "You are a diligence reviewer. Answer with findings.",
                },
                {
                    "role": "user",
                    "content": f"Slice {i}:\n{text[start : start + 2000]}\nList the issues.",
                },
            ]
        )
    return out


async def run_raw(api_base: str, prompts: list[list[dict]], inflight: int, stream: bool) -> float:
    import aiohttp

    semaphore = asyncio.Semaphore(inflight)
    connector = aiohttp.TCPConnector(limit=inflight)
    async with aiohttp.ClientSession(
        connector=connector, headers={"Authorization": "Bearer x"}
    ) as session:

        async def one(messages: list[dict]) -> None:
            async with semaphore:
                body = {"model": "scripted", "messages": messages, "stream": stream}
                async with session.post(api_base + "/chat/completions", json=body) as resp:
                    data = await resp.read()
                    if not stream:
                        json.loads(data)

        start = time.perf_counter()
        await asyncio.gather(*(one(m) for m in prompts))
        return time.perf_counter() - start


async def run_litellm(
    api_base: str, prompts: list[list[dict]], inflight: int, stream: bool
) -> float:
    litellm = load_litellm()
    semaphore = asyncio.Semaphore(inflight)

    async def one(messages: list[dict]) -> None:
        async with semaphore:
            kwargs = dict(
                model="openai/scripted",
                api_base=api_base,
                api_key="x",
                messages=messages,
                num_retries=0,
                max_retries=0,
                timeout=60,
                temperature=0.0,
            )
            if stream:
                response = await litellm.acompletion(
                    **kwargs, stream=True, stream_options={"include_usage": True}
                )
                async for _chunk in response:
                    pass
            else:
                await litellm.acompletion(**kwargs)

    start = time.perf_counter()
    await asyncio.gather(*(one(m) for m in prompts))
    return time.perf_counter() - start


async def run_gateway(
    api_base: str,
    prompts: list[list[dict]],
    inflight: int,
    stream: bool,
    room: BenchRoom,
    run_dir: Path,
    journaled: bool = True,
) -> tuple[float, dict[str, float]]:
    settings = Settings()
    settings.models.root_model = "openai/scripted"
    settings.models.api_base = api_base
    settings.models.concurrency = inflight
    settings.models.call_timeout = 60
    bus = EventBus()
    journal = JournalWriter(run_dir / "journal.jsonl")
    journal_time = [0.0]

    def timed_journal(event: object) -> None:
        t0 = time.perf_counter()
        journal(event)  # type: ignore[arg-type]
        journal_time[0] += time.perf_counter() - t0

    if journaled:
        bus.subscribe(timed_journal)
    meter = CoverageMeter(room)
    meter.start_indexing()  # the run builds it before the first call too
    gateway = Gateway(settings, bus, run_dir=run_dir, coverage=meter)
    start, cpu = time.perf_counter(), time.process_time()
    await gateway.batch(prompts, stream=stream)
    wall = time.perf_counter() - start
    cpu = time.process_time() - cpu
    await gateway.aclose()
    journal.close()
    timings = dict(gateway.timings)
    timings["journal"] = journal_time[0]
    timings["room_coverage"] = meter.room_share
    timings["cpu"] = cpu
    return wall, timings


def start_server() -> tuple[subprocess.Popen, str]:
    proc = subprocess.Popen(
        [sys.executable, "-c", SERVER.format(repo=str(REPO))],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    port = int(proc.stdout.readline())  # type: ignore[union-attr]
    return proc, f"http://127.0.0.1:{port}/v1"


async def main_async(args: argparse.Namespace) -> dict:
    room = BenchRoom(docs=200, words=1500)
    prompts = prompts_for(room, args.calls)
    load_litellm()
    proc, api_base = start_server()
    names = ("raw", "litellm", "gateway", "gateway_nojournal")
    wall: dict[str, list[float]] = {n: [] for n in names}
    cpu: dict[str, list[float]] = {n: [] for n in names}
    shares: list[dict[str, float]] = []

    async def measure(name: str) -> None:
        c0 = time.process_time()  # this process only: the server runs in its own
        if name == "raw":
            seconds = await run_raw(api_base, prompts, args.inflight, args.stream)
        elif name == "litellm":
            seconds = await run_litellm(api_base, prompts, args.inflight, args.stream)
        else:
            with tempfile.TemporaryDirectory() as tmp:
                seconds, timings = await run_gateway(
                    api_base,
                    prompts,
                    args.inflight,
                    args.stream,
                    room,
                    Path(tmp),
                    name == "gateway",
                )
            cpu[name].append(timings.pop("cpu"))  # the calls only, not the room's index build
            if name == "gateway":
                shares.append({k: v / seconds for k, v in timings.items() if k != "room_coverage"})
                shares[-1]["room_coverage"] = timings["room_coverage"]
        if name in ("raw", "litellm"):
            cpu[name].append(time.process_time() - c0)
        wall[name].append(seconds)

    try:
        # warm-up: lazy imports inside litellm, connection pools
        await run_litellm(api_base, prompts[:64], args.inflight, args.stream)
        for repeat in range(args.repeat):
            order = ["litellm", "gateway", "gateway_nojournal"]
            if repeat % 2:
                order.reverse()  # alternate, so a load spike does not always hit the same one
            for name in ["raw", *order]:
                await measure(name)
    finally:
        proc.stdin.close()  # type: ignore[union-attr]
        proc.wait(10)

    def median(values: list[float]) -> float:
        ordered = sorted(values)
        return ordered[len(ordered) // 2]

    ratios = {
        f"{kind}_{name}": median([a / b for a, b in zip(data[name], data["litellm"], strict=True)])
        for kind, data in (("wall", wall), ("cpu", cpu))
        for name in ("gateway", "gateway_nojournal", "raw")
    }
    share = {k: sum(s[k] for s in shares) / len(shares) for k in shares[0]}
    return {
        "wall": {k: median(v) for k, v in wall.items()},
        "cpu": {k: median(v) for k, v in cpu.items()},
        "ratios": ratios,
        "share": share,
    }


def _random_room(megabytes: int, docs: int) -> BenchRoom:
    """Documents of random words (little shared text)."""
    import numpy as np

    rnd = np.random.default_rng(3)
    vocab = np.array([f"w{i}" for i in range(50_000)] + ["the", "shall", "seller", "buyer"] * 5000)
    words_per_doc = megabytes * 1_000_000 // docs // 6
    room = BenchRoom(docs=0, words=0)
    for i in range(docs):
        room.texts[f"F{i % 40}/S{i % 7}/doc{i}.txt"] = " ".join(
            rnd.choice(vocab, words_per_doc).tolist()
        )
    return room


def _clause_room(megabytes: int, docs: int) -> tuple[BenchRoom, dict[str, list[str]]]:
    """Contracts drawn from one clause library: most of every document is boilerplate shared
    with hundreds of others; each has a unique header, unique amounts, its own clause order,
    and pages (joined by PAGE_SEPARATOR)."""
    from diligence_tui.room.types import PAGE_SEPARATOR

    rnd = random.Random(3)
    vocab = [f"w{i}" for i in range(3000)] + ["the", "shall", "seller", "buyer"] * 200
    library = [
        " ".join(rnd.choice(vocab) for _ in range(rnd.randint(60, 220))) + "." for _ in range(600)
    ]
    chars_per_doc = megabytes * 1_000_000 // docs
    room = BenchRoom(docs=0, words=0)
    pages: dict[str, list[str]] = {}
    for i in range(docs):
        parts = [
            f"AGREEMENT {i} between Provider and Customer {i:05d} of {rnd.randint(1, 999)} Main St"
        ]
        size = len(parts[0])
        while size < chars_per_doc:
            clause = rnd.choice(library)
            if rnd.random() < 0.1:  # a negotiated clause: amounts and a rider of its own
                clause += f" Cap ${rnd.randint(10_000, 9_999_999):,} for Customer {i:05d}."
            parts.append(clause)
            size += len(clause) + 1
        doc_pages = ["\n".join(parts[k : k + 8]) for k in range(0, len(parts), 8)]
        doc_id = f"F{i % 40}/S{i % 7}/contract{i}.txt"
        pages[doc_id] = doc_pages
        room.texts[doc_id] = PAGE_SEPARATOR.join(doc_pages)
    return room, pages


def coverage_at_scale(megabytes: int, docs: int = 5000, boilerplate: bool = False) -> None:
    """Coverage on a big room: index build, index size, observe() per prompt; with
    ``boilerplate``, whole documents of a clause-library room sent as sub-agent slices."""
    import resource

    from diligence_tui.harness.slices import Slice, SlicePage, render_slices
    from diligence_tui.room.types import PAGE_SEPARATOR

    if boilerplate:
        room, pages = _clause_room(megabytes, docs)
    else:
        room, pages = _random_room(megabytes, docs), {}
    size = sum(map(len, room.texts.values()))
    rss0 = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    meter = CoverageMeter(room)
    start = time.perf_counter()
    meter.start_indexing()
    meter.wait_ready()
    build = time.perf_counter() - start
    rss1 = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    index_bytes = sum(a.nbytes for a in (meter._keys, meter._first, meter._pos))
    texts = list(room.texts.values())
    prompts, sent = [], []
    for i in range(300):
        if boilerplate:  # one whole document per prompt, as the offline engine sends it
            doc_id = list(pages)[(i * 7919) % len(pages)]
            at, parts = 0, []
            for number, text in enumerate(pages[doc_id], start=1):
                parts.append(SlicePage(number, f"p. {number}", text, at))
                at += len(text) + len(PAGE_SEPARATOR)
            prompts.append("Review:\n" + render_slices([Slice(doc_id, doc_id, "txt", parts)]))
            sent.append(doc_id)
        else:
            text = texts[(i * 7919) % len(texts)]
            at = (i * 104729) % max(1, len(text) - 8000)
            prompts.append("Slice:\n" + text[at : at + 8000])
    start = time.perf_counter()
    for prompt in prompts:
        meter.observe(prompt)
    per_prompt = (time.perf_counter() - start) / len(prompts)
    rss2 = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    shares = dict(meter.snapshot()["documents"])  # before the root context below
    context = "\n".join(texts[i][:4000] for i in range(100))  # a 400 KB root context, new text
    start = time.perf_counter()
    meter.observe(context)
    big = time.perf_counter() - start
    start = time.perf_counter()
    snap = meter.snapshot()
    snapshot = time.perf_counter() - start
    kind = "clause-library" if boilerplate else "random-word"
    print(
        f"coverage on a {size / 1e6:.0f} MB {kind} room of {docs} documents "
        f"({len(snap['folders'])} folders):"
    )
    print(
        f"  index build {build:.1f} s (background thread), window {meter.window}, "
        f"{len(meter._pos):,} fingerprints, {index_bytes / 1e6:.0f} MB of arrays, "
        f"peak RSS +{(rss1 - rss0) / 1024:.0f} MB after the build, +{(rss2 - rss0) / 1024:.0f} MB "
        f"after observing"
    )
    prompt_kb = sum(map(len, prompts)) / len(prompts) / 1000
    print(
        f"  observe({prompt_kb:.0f} KB prompt) {per_prompt * 1000:.2f} ms; "
        f"observe(400 KB context) {big * 1000:.0f} ms; "
        f"snapshot() {snapshot * 1000:.1f} ms; room covered {snap['room']:.2%}"
    )
    if boilerplate:
        got = [shares[d] for d in set(sent)]
        others = [v for d, v in shares.items() if d not in set(sent)]
        print(
            f"  {len(got)} documents sent whole: coverage min {min(got):.2%}, mean "
            f"{sum(got) / len(got):.2%}; the {len(others)} never sent: max {max(others):.2%}, "
            f"mean {sum(others) / len(others):.3%}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--coverage-mb", type=int, default=0, help="instead: coverage on a room this big"
    )
    parser.add_argument(
        "--boilerplate",
        action="store_true",
        help="with --coverage-mb: contracts from one clause library, each sent whole",
    )
    parser.add_argument("--calls", type=int, default=1000)
    parser.add_argument("--inflight", type=int, default=64)
    parser.add_argument("--stream", action="store_true")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    if args.coverage_mb:
        coverage_at_scale(args.coverage_mb, boilerplate=args.boilerplate)
        return
    out = asyncio.run(main_async(args))
    wall, cpu, ratios, share = out["wall"], out["cpu"], out["ratios"], out["share"]
    mode = "streamed" if args.stream else "non-streamed"
    print(f"{args.calls} calls, {args.inflight} in flight, {mode}, median of {args.repeat}")
    print(
        f"  machine: {platform.machine()} {os.cpu_count()} cores, Python {platform.python_version()}, "
        f"load average {os.getloadavg()[0]:.1f}"
    )
    for name in ("raw", "litellm", "gateway", "gateway_nojournal"):
        print(
            f"  {name:17s} wall {wall[name]:6.2f} s ({args.calls / wall[name]:5.0f} calls/s)   "
            f"client CPU {cpu[name]:6.2f} s"
        )
    print(
        f"  gateway / litellm: wall {ratios['wall_gateway']:.3f}x, CPU {ratios['cpu_gateway']:.3f}x "
        f"(goal <= 1.15x); without the journal subscriber: wall {ratios['wall_gateway_nojournal']:.3f}x, "
        f"CPU {ratios['cpu_gateway_nojournal']:.3f}x"
    )
    print(
        f"  raw aiohttp / litellm: wall {ratios['wall_raw']:.3f}x, CPU {ratios['cpu_raw']:.3f}x (the floor)"
    )
    print(
        f"  gateway wall time in coverage {share['coverage']:.1%}, call records+cache {share['record']:.1%}, "
        f"events {share['events']:.1%} (of which journal writes {share['journal']:.1%})"
    )
    print(f"  measured room coverage after the run: {share['room_coverage']:.1%}")


if __name__ == "__main__":
    main()
