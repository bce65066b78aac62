"""TUI benchmark: first paint on a 5,000-document indexed room, and key latency while 2,000
harness events a second go through the bridge.

    .venv/bin/python bench/tui.py [--docs 5000] [--rate 2000] [--seconds 6]

The room is generated once with SAMPLES' generator (`diligence sample`) and indexed into
``bench/_work``; later runs reuse it. First paint is measured in fresh child processes (from
interpreter start to the first frame, headless), with whether litellm was imported by then.
Key latency is the time `Pilot.press` takes (the key handled and the screen idle again), with
and without the event storm, in one process; the ratio is the number to read.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

T0 = time.perf_counter()
HERE = Path(__file__).resolve().parent
WORK = HERE / "_work" / "tui"


def env_for(work: Path) -> dict[str, str]:
    env = dict(os.environ)
    for name in ("CONFIG", "DATA", "CACHE", "LOG"):
        env[f"DILIGENCE_{name}_DIR"] = str(work / name.lower())
    return env


def ensure_room(docs: int) -> Path:
    room = WORK / f"room-{docs}"
    marker = WORK / f"room-{docs}.indexed"
    if marker.exists():
        return room / "documents"
    WORK.mkdir(parents=True, exist_ok=True)
    if not (room / "documents").is_dir():
        print(f"generating a {docs}-document room (once)…", flush=True)
        subprocess.run(
            [
                sys.executable,
                "-m",
                "diligence_tui.cli",
                "sample",
                str(room),
                "--docs",
                str(docs),
                "--seed",
                "7",
            ],
            check=True,
            env=env_for(WORK),
        )
    print("indexing it (once)…", flush=True)
    started = time.monotonic()
    subprocess.run(
        [sys.executable, "-m", "diligence_tui.cli", "index", str(room)],
        check=True,
        env=env_for(WORK),
        stdout=subprocess.DEVNULL,
    )
    print(f"indexed in {time.monotonic() - started:.0f} s", flush=True)
    marker.write_text("ok")
    return room / "documents"


# -- child: first paint --------------------------------------------------------------------
def child_paint(room: str) -> None:
    from diligence_tui.settings import load_settings
    from diligence_tui.tui.app import create_app

    imported = time.perf_counter() - T0
    app = create_app(room, load_settings(), autostart=False, watch_room=False)
    result: dict = {"imported": imported, "created": time.perf_counter() - T0}

    async def pilot(p) -> None:
        while app.first_paint is None:
            await asyncio.sleep(0.005)
        result["paint"] = time.perf_counter() - T0
        result["paint_cpu"] = time.process_time()  # CPU seconds: less at the mercy of load
        result["litellm_at_paint"] = "litellm" in sys.modules
        tree = app.main.query_one("#room-tree")
        while not tree.root.children:
            await asyncio.sleep(0.005)
        await p.pause()
        result["tree"] = time.perf_counter() - T0
        result["ready"] = None
        while not app.room_ready.is_set():
            await asyncio.sleep(0.01)
        result["ready"] = time.perf_counter() - T0
        result["litellm_at_ready"] = "litellm" in sys.modules
        result["documents"] = tree.root.data.folder.doc_count
        app.exit()

    app.run(headless=True, size=(160, 50), auto_pilot=pilot)
    print("RESULT " + json.dumps(result))


def child_baseline() -> None:
    """A bare Textual app (one Static): the floor for first paint on this machine."""
    from textual.app import App
    from textual.widgets import Static

    class Bare(App):
        def compose(self):
            yield Static("hello")

    app = Bare()
    result: dict = {}

    async def pilot(p) -> None:
        await p.pause()
        result["paint"] = time.perf_counter() - T0
        result["paint_cpu"] = time.process_time()
        app.exit()

    app.run(headless=True, size=(160, 50), auto_pilot=pilot)
    print("RESULT " + json.dumps(result))


def first_paint(room: Path, repeats: int, baseline: bool = False) -> list[dict]:
    results = []
    for _ in range(repeats):
        flag = ["--child-baseline"] if baseline else ["--child-paint", str(room)]
        out = subprocess.run(
            [sys.executable, __file__, *flag],
            capture_output=True,
            text=True,
            env=env_for(WORK),
            check=True,
        ).stdout
        line = next(x for x in out.splitlines() if x.startswith("RESULT "))
        results.append(json.loads(line[7:]))
    return results


# -- events and keys -----------------------------------------------------------------------
def storm(
    bus, rate: int, seconds: float, doc_ids: list[str], stop: threading.Event, sent: list[int]
) -> None:
    from diligence_tui.harness import events as ev

    period = 1.0 / rate
    start = time.perf_counter()
    n = 0
    calls = [f"call{i}" for i in range(16)]
    for call_id in calls:
        bus.emit(
            ev.SubCallStarted(
                call_id=call_id, role="sub", model="bench/sub", label=f"slice {call_id}"
            )
        )
    while not stop.is_set() and time.perf_counter() - start < seconds:
        i = n
        if i % 100 == 99:
            bus.emit(
                ev.SubCallFinished(
                    call_id=calls[i % 16],
                    role="sub",
                    model="bench/sub",
                    response="done",
                    input_tokens=1000,
                    output_tokens=200,
                    cost=None,
                    latency=1.0,
                )
            )
            calls[i % 16] = f"call{i}"
            bus.emit(
                ev.SubCallStarted(
                    call_id=calls[i % 16], role="sub", model="bench/sub", label=f"slice {i}"
                )
            )
        elif i % 20 == 0:
            bus.emit(
                ev.CoverageChanged(
                    room=min(1.0, i / (rate * seconds)),
                    documents={doc_ids[i % len(doc_ids)]: 0.5},
                    folders={},
                )
            )
        elif i % 25 == 1:
            bus.emit(
                ev.BudgetUpdate(
                    turns=3,
                    max_turns=40,
                    subcalls=i // 100,
                    in_flight=16,
                    tokens={"sub": {"input": i * 10, "output": i}},
                    cost={"sub": None},
                )
            )
        elif i % 10 == 2:
            bus.emit(ev.RootDelta(turn=3, text="token "))
        else:
            bus.emit(ev.SubCallDelta(call_id=calls[i % 16], text="token "))
        n += 1
        target = start + n * period
        delay = target - time.perf_counter()
        if delay > 0:
            time.sleep(delay)
    sent[0] = n
    sent[1] = time.perf_counter() - start


async def key_latency(room: Path, rate: int, seconds: float) -> dict:
    from textual import events

    from diligence_tui.harness.events import EventBus
    from diligence_tui.settings import load_settings
    from diligence_tui.tui.app import create_app

    app = create_app(room, load_settings(), autostart=False, watch_room=False)
    out: dict = {}
    async with app.run_test(size=(160, 50)) as pilot:
        while not app.room_ready.is_set():
            await pilot.pause(0.05)
        await pilot.press("f2")
        tree = app.main.query_one("#room-tree")
        tree.root.children[0].expand()
        await pilot.pause()
        doc_ids = [d.doc_id for d in app.session.room.documents()][:2000]

        async def presses(duration: float) -> list[float]:
            lat = []
            end = time.perf_counter() + duration
            k = 0
            while time.perf_counter() < end:
                key = "down" if (k // 10) % 2 == 0 else "up"
                before = tree.cursor_line
                t = time.perf_counter()
                # as a terminal would: the driver hands the key to the app; latency is until
                # the tree's cursor has moved
                event = events.Key(key, None)
                event.set_sender(app)
                app._driver.send_message(event)
                while tree.cursor_line == before and time.perf_counter() - t < 5:
                    await asyncio.sleep(0.001)
                lat.append((time.perf_counter() - t) * 1000)
                k += 1
                await asyncio.sleep(0.02)
            return lat

        handling: list[float] = []
        apply = app.apply_batch

        def timed(batch) -> None:
            t = time.perf_counter()
            apply(batch)
            handling.append((time.perf_counter() - t) * 1000)

        app.apply_batch = timed
        out["handling"] = handling
        out["idle"] = await presses(min(3.0, seconds))
        bus = EventBus()
        app.bridge.attach(bus)
        stop = threading.Event()
        sent = [0, 0.0]
        thread = threading.Thread(
            target=storm, args=(bus, rate, seconds, doc_ids, stop, sent), daemon=True
        )
        batches_before = app.batches
        thread.start()
        out["storm"] = await presses(seconds)
        stop.set()
        thread.join()
        await pilot.pause(0.3)
        out["events"] = sent[0]
        out["events_per_s"] = sent[0] / sent[1] if sent[1] else 0
        out["batches"] = app.batches - batches_before
        out["bridge_received"] = app.bridge.received
    return out


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--docs", type=int, default=5000)
    parser.add_argument("--rate", type=int, default=2000)
    parser.add_argument("--seconds", type=float, default=6.0)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--child-paint")
    parser.add_argument("--child-baseline", action="store_true")
    args = parser.parse_args()
    if args.child_baseline:
        child_baseline()
        return
    if args.child_paint:
        child_paint(args.child_paint)
        return
    room = ensure_room(args.docs)
    print(
        f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, "
        f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}"
    )
    paints = first_paint(room, args.repeats)
    bare_runs = first_paint(room, args.repeats, baseline=True)
    bare = statistics.median(p["paint"] for p in bare_runs)
    bare_cpu = statistics.median(p["paint_cpu"] for p in bare_runs)
    docs = paints[0]["documents"]
    print(f"room: {docs} documents (indexed), {args.repeats} cold starts in fresh processes")
    for key, label in (
        ("imported", "imports done"),
        ("created", "app created"),
        ("paint", "first paint"),
        ("paint_cpu", "  CPU to paint"),
        ("tree", "tree shown"),
        ("ready", "index re-checked"),
    ):
        values = [p[key] for p in paints]
        print(
            f"  {label:18} median {statistics.median(values):.2f} s  (min {min(values):.2f}, max {max(values):.2f})"
        )
    print(
        f"  bare Textual app   median {bare:.2f} s  (first paint / bare: "
        f"{statistics.median(p['paint'] for p in paints) / bare:.2f}x)"
    )
    print(
        f"  bare app CPU       median {bare_cpu:.2f} s  (CPU to paint / bare: "
        f"{statistics.median(p['paint_cpu'] for p in paints) / bare_cpu:.2f}x)"
    )
    at_paint = any(p["litellm_at_paint"] for p in paints)
    print(
        f"  litellm imported at first paint: {at_paint}; when the room is ready: "
        f"{any(p['litellm_at_ready'] for p in paints)}"
    )
    os.environ.update({k: v for k, v in env_for(WORK).items() if k.startswith("DILIGENCE_")})
    result = asyncio.run(key_latency(room, args.rate, args.seconds))
    idle, busy = result["idle"], result["storm"]
    print(
        f"bridge: {result['events']:,} events at {result['events_per_s']:,.0f}/s for {args.seconds:.0f} s -> "
        f"{result['batches']} UI messages ({result['events'] / max(1, result['batches']):,.0f} events each)"
    )
    handling = result["handling"] or [0.0]
    print(f"  UI time per batch: p50 {pct(handling, 0.5):.1f} ms  max {max(handling):.1f} ms")
    print(
        f"  key latency idle:  p50 {pct(idle, 0.5):.1f} ms  p95 {pct(idle, 0.95):.1f} ms  ({len(idle)} presses)"
    )
    print(
        f"  key latency storm: p50 {pct(busy, 0.5):.1f} ms  p95 {pct(busy, 0.95):.1f} ms  max {max(busy):.1f} ms "
        f"({len(busy)} presses)  ratio p50 {pct(busy, 0.5) / max(pct(idle, 0.5), 0.01):.2f}x"
    )
    ok_paint = statistics.median(p["paint"] for p in paints) <= 1.0 and not at_paint
    ok_keys = pct(busy, 0.95) < 50
    print(
        f"goals: first paint <= 1.0 s without litellm: {'met' if ok_paint else 'NOT met'}; "
        f"keys < 50 ms (p95) at {args.rate}/s: {'met' if ok_keys else 'NOT met'}"
    )


if __name__ == "__main__":
    main()
