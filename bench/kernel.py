"""Kernel benchmark: start-up, per-cell overhead, service round trips and the audit hook's cost.

    .venv/bin/python bench/kernel.py [--cells 500] [--calls 2000] [--opens 5000]

Prints absolute numbers and ratios against baselines run in this same process (in-process
``exec`` for cells, the same loop without the sandbox for the hook). Nothing is asserted.
"""

from __future__ import annotations

import argparse
import platform
import shutil
import tempfile
import time
from pathlib import Path

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


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--cells", type=int, default=500)
    parser.add_argument("--calls", type=int, default=2000)
    parser.add_argument("--opens", type=int, default=5000)
    args = parser.parse_args()
    base = Path(tempfile.mkdtemp(prefix="bench-kernel-"))
    (base / "room").mkdir()
    (base / "room" / "a.txt").write_text("x" * 1000)
    settings = KernelSettings(cell_timeout=600, memory_mb=2048, output_chars=8000)

    def make(hook: bool) -> Kernel:
        kernel = Kernel(
            base / ("scratch" if hook else "scratch-nohook"), base / "room", Services(), settings
        )
        kernel.audit_hook = hook
        kernel.isolate_network = hook
        return kernel

    starts = []
    for _ in range(5):
        k = make(True)
        starts.append(timed(k.start))
        k.close()
    kernel = make(True)
    kernel.start()
    cell = timed(lambda: [kernel.execute("x = 1") for _ in range(args.cells)]) / args.cells
    namespace: dict = {}
    local = (
        timed(lambda: [exec(compile("x = 1", "<c>", "exec"), namespace) for _ in range(args.cells)])
        / args.cells
    )
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
    plain_kernel = make(False)
    plain_kernel.start()
    plain = float(plain_kernel.execute(open_code).output)
    plain_kernel.close()

    print(
        f"machine: {platform.machine()}, {platform.python_version()}, {time.strftime('%Y-%m-%d')}"
    )
    print(f"kernel start (median of 5):       {sorted(starts)[2] * 1000:8.1f} ms")
    print(
        f"empty cell round trip:            {cell * 1e6:8.0f} us  ({cell / local:,.0f}x in-process exec)"
    )
    print(f"service call round trip (status): {rpc * 1e6:8.0f} us  ({1 / rpc:,.0f} calls/s)")
    print(
        f"50 MB print, truncated:           {big.seconds * 1000:8.0f} ms  (total_chars {big.total_chars:,})"
    )
    print(
        f"open()+close() with audit hook:   {hooked * 1e6:8.1f} us  ({hooked / plain:.2f}x without)"
    )
    shutil.rmtree(base, ignore_errors=True)


if __name__ == "__main__":
    main()
