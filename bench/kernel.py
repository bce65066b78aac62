"""Kernel benchmark: start-up, per-cell overhead, service round trips and the audit hook's cost,
with the OS isolation layers (bubblewrap namespaces, seccomp, Landlock) and without them.

    .venv/bin/python bench/kernel.py [--cells 500] [--calls 2000] [--opens 5000] [--rounds 3]

Prints absolute numbers and ratios against baselines run in this same process (reduced
isolation, as the kernel ran before the OS layers; the same loop without the audit hook).
Nothing is asserted. Goals (issue 10): kernel start at most 400 ms and an empty cell round
trip at most 2x the reduced one, with every layer on.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import statistics
import tempfile
import time
from pathlib import Path

from diligence_tui.harness import isolation
from diligence_tui.harness.kernel import Kernel
from diligence_tui.settings import KernelSettings


class Services:
    def search(self, query: str, folder: str | None, limit: int) -> list[dict]:
        return [{"doc_id": "d1", "path": "a.txt", "page": 1, "snippet": query}]

    def status(self) -> dict:
        return {"turn": 1}


def timed(fn) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def measure(base: Path, level: str, args: argparse.Namespace) -> dict[str, float]:
    """Start-up and round trips for one isolation level ("full": the OS layers; "reduced":
    detection forced to fail, so only the in-process layers, as before the OS layers)."""
    if level == "reduced":
        os.environ[isolation.FORCE_UNAVAILABLE_ENV] = "bench"
    else:
        os.environ.pop(isolation.FORCE_UNAVAILABLE_ENV, None)
    settings = KernelSettings(
        cell_timeout=600, memory_mb=2048, output_chars=8000, isolation="reduced"
    )

    def make(hook: bool = True) -> Kernel:
        kernel = Kernel(base / f"scratch-{level}-{hook}", base / "room", Services(), settings)
        kernel.audit_hook = hook
        return kernel

    first = make()
    first_start = timed(first.start)
    assert first.sandbox["isolation"]["level"] == level, first.sandbox["isolation"]
    first.close()
    starts = []
    for _ in range(5):
        k = make()
        starts.append(timed(k.start))
        k.close()
    kernel = make()
    kernel.start()
    kernel.execute("x = 1")  # warm
    cell = timed(lambda: [kernel.execute("x = 1") for _ in range(args.cells)]) / args.cells
    rpc_code = f"for _ in range({args.calls}):\n    status()"
    rpc = kernel.execute(rpc_code).seconds / args.calls
    big = kernel.execute("print('x' * 50_000_000)")
    open_code = (
        f"import time\nt = time.perf_counter()\nfor _ in range({args.opens}):\n"
        f"    open({str(base / 'room' / 'a.txt')!r}).close()\n"
        f"print((time.perf_counter() - t) / {args.opens})"
    )
    hooked = float(kernel.execute(open_code).output)
    kernel.close()
    plain_kernel = make(hook=False)
    plain_kernel.start()
    plain = float(plain_kernel.execute(open_code).output)
    plain_kernel.close()
    os.environ.pop(isolation.FORCE_UNAVAILABLE_ENV, None)
    return {
        "first_start": first_start,
        "start": sorted(starts)[2],
        "cell": cell,
        "rpc": rpc,
        "big": big.seconds,
        "open": hooked,
        "open_plain": plain,
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--cells", type=int, default=500)
    parser.add_argument("--calls", type=int, default=2000)
    parser.add_argument("--opens", type=int, default=5000)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    base = Path(tempfile.mkdtemp(prefix="bench-kernel-"))
    (base / "room").mkdir()
    (base / "room" / "a.txt").write_text("x" * 1000)
    probe_started = time.perf_counter()
    found = isolation.availability()  # once per process: a trial bwrap run, the BPF program
    probe = time.perf_counter() - probe_started
    levels = ["reduced", "full"] if found.full else ["reduced"]
    rounds: dict[str, list[dict[str, float]]] = {level: [] for level in levels}
    for _ in range(args.rounds):  # interleaved, so load from other jobs hits both alike
        for level in levels:
            rounds[level].append(measure(base, level, args))
    results = {
        level: {key: statistics.median(r[key] for r in runs) for key in runs[0]}
        for level, runs in rounds.items()
    }
    namespace: dict = {}
    local = (
        timed(lambda: [exec(compile("x = 1", "<c>", "exec"), namespace) for _ in range(args.cells)])
        / args.cells
    )

    print(
        f"machine: {platform.machine()}, {platform.python_version()}, {time.strftime('%Y-%m-%d')}"
    )
    if not found.full:
        print(f"no OS isolation here ({found.reason}): reduced only")
    print(f"medians of {args.rounds} interleaved rounds")
    print(f"{'':36}" + "".join(f"{level:>14}" for level in levels))

    def row(label: str, key: str, scale: float, unit: str) -> None:
        cells = "".join(f"{results[level][key] * scale:>11.1f} {unit}" for level in levels)
        ratio = ""
        if len(levels) == 2:
            ratio = f"   full/reduced {results['full'][key] / results['reduced'][key]:.2f}x"
        print(f"{label:36}{cells}{ratio}")

    print(f"isolation probe (once per process): {probe * 1000:.1f} ms")
    row("first kernel start", "first_start", 1000, "ms")
    row("kernel start (median of 5)", "start", 1000, "ms")
    row("empty cell round trip", "cell", 1e6, "us")
    row("service call round trip (status)", "rpc", 1e6, "us")
    row("50 MB print, truncated", "big", 1000, "ms")
    row("open()+close() with audit hook", "open", 1e6, "us")
    row("open()+close() without audit hook", "open_plain", 1e6, "us")
    print(f"in-process exec of the empty cell:  {local * 1e6:.2f} us")
    shutil.rmtree(base, ignore_errors=True)


if __name__ == "__main__":
    main()
