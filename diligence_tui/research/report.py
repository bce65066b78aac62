"""``diligence report RUN_DIR... [--json] [--plot FILE.png]``: one table across runs, side by
side, and (with several graded runs) pass rate against coverage in the terminal and as a
PNG."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from diligence_tui.research.runs import RunRow, load_row


def _pct(value: float | None) -> str:
    return "-" if value is None else f"{value * 100:.1f}%"


def _money(value: float | None) -> str:
    return "unknown" if value is None else f"${value:.4f}"


def _tokens(row: RunRow, role: str) -> str:
    t = row.tokens.get(role) or {}
    if not t:
        return "-"
    return f"{int(t.get('input', 0)):,} / {int(t.get('output', 0)):,}"


def table_rows(rows: Sequence[RunRow]) -> list[tuple[str, list[str]]]:
    """(measure, one value per run): runs are columns, so a few runs read side by side."""
    kinds = sorted({k for r in rows for k in r.by_kind})
    roles = sorted({role for r in rows for role in r.tokens}, key=lambda r: (r != "root", r))
    out: list[tuple[str, list[str]]] = [
        ("harness", [r.harness for r in rows]),
        ("root model", [r.root_model for r in rows]),
        ("sub model", [r.sub_model if r.subcalls else "-" for r in rows]),
        ("status", [r.status for r in rows]),
        ("pass rate", [_pct(r.pass_rate) for r in rows]),
    ]
    for kind in kinds:
        out.append((f"  {kind}", [_pct(r.by_kind.get(kind)) if r.by_kind else "-" for r in rows]))
    out += [
        ("coverage", [_pct(r.coverage) for r in rows]),
        ("sub-calls", [f"{r.subcalls:,}" for r in rows]),
    ]
    for role in roles:
        out.append((f"tokens {role} (in / out)", [_tokens(r, role) for r in rows]))
        out.append(
            (
                f"dollars {role}",
                [_money(r.cost.get(role)) if role in r.tokens else "-" for r in rows],
            )
        )
    out += [
        ("tokens total", [f"{r.total_tokens:,}" for r in rows]),
        ("dollars total", [_money(r.total_cost) for r in rows]),
        ("root share of tokens", [_pct(r.root_share) for r in rows]),
        ("wall time", [f"{r.wall_seconds:.1f} s" for r in rows]),
        ("turns", [str(r.turns) for r in rows]),
        ("memo interleaving", [_pct(r.memo_interleaving) for r in rows]),
        (
            "sub-calls / 1k room tokens",
            ["-" if r.subcalls_per_1k is None else f"{r.subcalls_per_1k:.2f}" for r in rows],
        ),
        ("findings", [str(r.findings) for r in rows]),
    ]
    return out


def format_table(rows: Sequence[RunRow]) -> str:
    body = table_rows(rows)
    head = ("run", [r.run for r in rows])
    label_w = max(len(label) for label, _ in [head, *body])
    widths = [max(len(values[i]) for _, values in [head, *body]) for i in range(len(rows))]
    lines = []
    for label, values in [head, *body]:
        cells = "  ".join(v.rjust(w) for v, w in zip(values, widths, strict=True))
        lines.append(f"{label:<{label_w}}  {cells}")
        if label == "run":
            lines.append("-" * len(lines[-1]))
    return "\n".join(lines)


def report(run_dirs: Sequence[str | Path]) -> list[RunRow]:
    return [load_row(d) for d in run_dirs]


def cmd_report(args: argparse.Namespace, settings: Any) -> int:
    from diligence_tui.research.plot import graded, png_scatter, text_scatter
    from diligence_tui.textsafe import json_text, neutralize

    rows = report(args.run_dirs)
    if args.json:
        data = {"runs": [r.to_dict() for r in rows]}
        print(json_text(json.dumps(data, indent=2, ensure_ascii=False)))
    else:
        print(neutralize(format_table(rows)))
        if len(graded(rows)) >= 2:
            print()
            print(text_scatter(rows, colour=sys.stdout.isatty()))
    if args.plot:
        target = png_scatter(rows, Path(args.plot))
        print(neutralize(f"wrote {target}"), file=sys.stderr)
        if not graded(rows):
            print("no run was graded: the picture has no points", file=sys.stderr)
    return 0
