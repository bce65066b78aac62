"""``diligence run ROOM --dry-run [--model M] [--sub-model S] [--harness H] [--json]``: the
forecast (``harness.forecast``) printed, with the budget ceilings next to it, then the
configured endpoints as ``diligence doctor`` checks them (reachable, model served, window,
slots); nothing runs and no model is called."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from diligence_tui.harness.forecast import Forecast, forecast
from diligence_tui.settings import Settings
from diligence_tui.textsafe import neutralize


def money(value: float | None) -> str:
    return "unknown (no price for this model)" if value is None else f"${value:,.4f}"


def format_forecast(f: Forecast) -> str:
    models = f.root_model + (f" (root), {f.sub_model} (sub-agents)" if f.sub_model else "")
    lines = [
        f"Forecast for a {f.harness} review with {models} (nothing was run)",
        f"Room: {f.documents:,} readable documents, {f.room_tokens:,} tokens",
        "",
        f"{'folder':<40} {'docs':>5} {'tokens':>10} {'sub-calls':>9}",
    ]
    for row in f.folders:
        lines.append(
            f"{row['folder'][:40]:<40} {row['documents']:>5} {row['tokens']:>10,} {row['subcalls']:>9}"
        )
    lines += [
        "",
        f"Sub-calls: {f.subcalls:,} at the sub-model's {f.sub_window:,}-token window "
        f"({f.sub_window_source}; slices of up to {f.slice_chars:,} characters)"
        if f.harness != "toolloop"
        else "Sub-calls: none (the tool loop has no sub-agents)",
        f"Root turns: {f.turns} (the root's window: {f.root_window:,} tokens, "
        f"{f.root_window_source})",
    ]
    for role, t in f.tokens.items():
        lines.append(
            f"  {role}: {t['input']:,} in / {t['output']:,} out tokens, {money(f.cost.get(role))}"
        )
    lines.append(f"Total: {f.total_tokens:,} tokens, {money(f.total_cost)}")
    if f.seconds is None:
        lines.append(f"Time: {f.speed}")
    else:
        lines.append(f"Time: about {f.seconds:,.0f} s at concurrency {f.concurrency} ({f.speed})")
    limits = f.limits

    def ceiling(value: float, fmt: str) -> str:
        return fmt.format(value) if value else "none"

    lines.append(
        "Ceilings: turns "
        + ceiling(limits["max_turns"], "{:,}")
        + ", dollars "
        + ceiling(limits["max_usd"], "${:g}")
        + ", tokens "
        + ceiling(limits["max_tokens"], "{:,}")
        + ", sub-calls "
        + ceiling(limits["max_subcalls"], "{:,}")
        + ", wall clock "
        + ceiling(limits["max_seconds"], "{:g} s")
    )
    for warning in f.warnings:
        lines.append(f"warning: {warning}")
    lines.append("Assumptions:")
    lines += [f"  - {a}" for a in f.assumptions]
    return "\n".join(lines)


def cmd_dry_run(args: argparse.Namespace, settings: Settings, room_path: str, harness: str) -> int:
    from diligence_tui.errors import UserError
    from diligence_tui.room.room import Room

    if args.resume or args.replay:
        raise UserError("--dry-run forecasts a new review: leave out --resume and --replay")
    room = Room.open(room_path, settings)
    try:
        report = room.index()
        print(neutralize(f"Indexed {room_path}: {report.documents:,} documents"), file=sys.stderr)
        result = forecast(room, settings, harness)
    finally:
        room.close()
    data: dict[str, Any] = result.to_dict()
    # the endpoints as `diligence doctor` checks them, without a model call (harness.doctor)
    from diligence_tui.harness.doctor import preflight, preflight_text

    checked = preflight(settings)
    if args.json:
        data["endpoints"] = checked.to_dict() if checked is not None else None
        print(json.dumps(data, indent=2))
    else:
        print(neutralize(format_forecast(result)))
        print()
        print(neutralize(preflight_text(checked)))
    return 0
