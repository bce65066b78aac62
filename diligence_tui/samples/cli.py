"""``diligence sample OUT [--docs N] [--seed S] [--profile small|medium|large]``."""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

from diligence_tui.samples.builder import DEFAULT_DOCS, build_room


def cmd_sample(args: Any, settings: Any) -> int:
    """``diligence sample OUT --docs N --seed S``."""
    profile = getattr(args, "profile", None) or "large"
    docs = DEFAULT_DOCS.get(profile, 200) if args.docs is None else int(args.docs)
    started = time.monotonic()
    last = [0.0]

    def progress(done: int, total: int, path: str) -> None:
        now = time.monotonic()
        if done == total or now - last[0] > 0.2:
            last[0] = now
            sys.stderr.write(f"\rwriting {done}/{total} documents ({done * 100 // total}%)")
            sys.stderr.flush()

    tty = sys.stderr.isatty()  # the progress line only on a terminal, never in logs or pipes
    task = build_room(args.out, docs, int(args.seed), profile, progress if tty else None)
    if tty:
        sys.stderr.write("\n")
    written = int(task["room"]["documents"])
    if written > docs:
        sys.stderr.write(
            f"note: --docs {docs} is below the {task['room'].get('profile', profile)} cast's minimum "
            f"of {written} documents; the minimum was used\n"
        )
    issues = [p for p in task["planted"] if p["kind"] != "distractor"]
    print(
        f"Wrote {task['room']['documents']} documents to {Path(args.out) / 'documents'} in {time.monotonic() - started:.1f} s"
    )
    print(
        f"task.json: {len(task['criteria'])} criteria, {len(issues)} planted issues, "
        f"{len(task['planted']) - len(issues)} distractors (seed {args.seed})"
    )
    return 0
