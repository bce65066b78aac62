"""Journal throughput: events through JournalWriter (one flushed line each, fsync on a
background thread) against json lines written to a buffered file with no flush (the floor).

    .venv/bin/python bench/journal.py [N]
"""

from __future__ import annotations

import json
import os
import platform
import sys
import tempfile
import time
from pathlib import Path

from diligence_tui.harness.events import SubCallFinished, event_to_dict
from diligence_tui.harness.journal import JournalWriter, read_journal, rebuild_state


def events(n: int) -> list[SubCallFinished]:
    text = "The Supplier shall pay a termination fee of $2,500,000. " * 20
    return [
        SubCallFinished(
            call_id=f"c{i}",
            role="sub",
            model="m",
            response=text,
            input_tokens=900,
            output_tokens=120,
        )
        for i in range(n)
    ]


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 20_000
    batch = events(n)
    with tempfile.TemporaryDirectory() as tmp:
        floor_path = Path(tmp) / "floor.jsonl"
        t0 = time.perf_counter()
        with open(floor_path, "w", encoding="utf-8") as handle:
            for event in batch:
                handle.write(json.dumps(event_to_dict(event), ensure_ascii=False) + "\n")
        floor = time.perf_counter() - t0

        path = Path(tmp) / "journal.jsonl"
        writer = JournalWriter(path)
        t0 = time.perf_counter()
        for event in batch:
            writer(event)
        ours = time.perf_counter() - t0
        writer.close()
        size = os.path.getsize(path)

        t0 = time.perf_counter()
        state = rebuild_state(read_journal(path))
        rebuild = time.perf_counter() - t0
    print(
        f"machine: {platform.machine()}, {platform.python_version()}, {time.strftime('%Y-%m-%d')}"
    )
    print(f"events: {n:,} ({size / n:,.0f} bytes each)")
    print(f"buffered, no flush (floor): {n / floor:10,.0f} events/s")
    print(
        f"JournalWriter (flush/line): {n / ours:10,.0f} events/s  ({ours / floor:.2f}x the floor, "
        f"{ours / n * 1e6:.1f} us per event, {writer.syncs} background fsyncs)"
    )
    print(f"read + rebuild state:       {n / rebuild:10,.0f} events/s  ({state.events:,} events)")


if __name__ == "__main__":
    main()
