"""The run-start screen's forecast panel as text (no widgets): the forecast
(``harness.forecast.Forecast``) on the left, each budget ceiling next to what the forecast
expects on the right. Unknown prices and times are said as unknown, never as zero."""

from __future__ import annotations

from typing import Any

from diligence_tui.harness.forecast_cli import money
from diligence_tui.tui.format import clip, duration

MAX_FOLDERS = 8  # folders listed by name (the biggest); the rest are counted
OVER = "⚠"  # a glyph as well as a colour: monochrome terminals and colour-blind readers


def forecast_text(f: Any, width: int = 60) -> str:
    """Sub-calls, turns, tokens and dollars by role and time first, then tokens per folder."""
    lines = [f"{f.documents:,} readable documents, {f.room_tokens:,} tokens"]
    if f.harness == "toolloop":
        lines.append("Sub-calls: none (the tool loop has no sub-agents)")
    else:
        lines.append(
            f"Sub-calls: {f.subcalls:,} at the sub-model's {f.sub_window:,}-token window"
            f" ({f.sub_window_source})"
        )
    lines.append(f"Root turns: {f.turns}")
    lines.append("Tokens and dollars by role:")
    for role, t in f.tokens.items():
        lines.append(
            f"  {role:<5} {t['input']:>10,} in {t['output']:>8,} out  {money(f.cost.get(role))}"
        )
    lines.append(f"  total {f.total_tokens:>10,} tokens       {money(f.total_cost)}")
    if f.seconds is None:
        lines.append(f"Time: {f.speed}")
    else:
        lines.append(
            f"Time: about {duration(f.seconds)} at concurrency {f.concurrency} ({f.speed})"
        )
    calls = f.harness != "toolloop"  # the tool loop makes no sub-calls: no column of zeros
    name = width - (25 if calls else 18)
    head = f"{'folder':<{name}} {'docs':>5} {'tokens':>10}" + (f" {'calls':>6}" if calls else "")
    lines += ["", head]
    folders = sorted(f.folders, key=lambda row: -row["tokens"])
    rest = folders[MAX_FOLDERS:]
    rows = [(clip(r["folder"], name), r["documents"], r["tokens"], r["subcalls"]) for r in folders]
    rows = rows[:MAX_FOLDERS]
    if rest:
        rows.append(
            (
                f"… {len(rest)} more folder(s)",
                sum(r["documents"] for r in rest),
                sum(r["tokens"] for r in rest),
                sum(r["subcalls"] for r in rest),
            )
        )
    for folder, docs, tokens, subcalls in rows:
        line = f"{folder:<{name}} {docs:>5} {tokens:>10,}"
        lines.append(line + (f" {subcalls:>6}" if calls else ""))
    return "\n".join(lines)


def ceiling_rows(f: Any) -> list[tuple[str, bool]]:
    """(line, over the ceiling) per budget ceiling, with what the forecast expects."""
    limits = f.limits
    rows: list[tuple[str, str, float | None, float, bool]] = [
        # (name, expected as text, expected, ceiling, exact: an integer count)
        ("turns", f"{f.turns:,}", f.turns, limits["max_turns"], True),
        ("tokens", f"{f.total_tokens:,}", f.total_tokens, limits["max_tokens"], True),
        ("dollars", money(f.total_cost), f.total_cost, limits["max_usd"], False),
        ("sub-calls", f"{f.subcalls:,}", f.subcalls, limits["max_subcalls"], True),
        (
            "wall clock",
            "unknown" if f.seconds is None else duration(f.seconds),
            f.seconds,
            limits["max_seconds"],
            False,
        ),
    ]
    out = []
    for name, expected, value, ceiling, exact in rows:
        if not ceiling:
            out.append((f"  {name:<10} {expected} / none", False))
            continue
        cap = f"{int(ceiling):,}" if exact else (f"${ceiling:g}" if name == "dollars" else "")
        if name == "wall clock":
            cap = duration(ceiling)
        # the turn cap is where the plan is cut short too, so reaching it counts as over
        over = value is not None and (value >= ceiling if name == "turns" else value > ceiling)
        mark = f" {OVER} over" if over else ""
        out.append((f"  {name:<10} {expected} / {cap}{mark}", over))
    return out


def ceilings_text(f: Any) -> str:
    lines = ["Budget ceilings", "(forecast / ceiling)", ""]
    lines += [line for line, _ in ceiling_rows(f)]
    if f.warnings:
        lines.append("")
        lines += [f"{OVER} {w}" for w in f.warnings]
    lines += ["", "f9 in the workspace changes", "the models and ceilings"]
    return "\n".join(lines)
