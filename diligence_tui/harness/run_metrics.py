"""metrics.json: coverage, tokens and dollars by role, sub-calls, turns, wall time and memo
interleaving, computed from the journal so that a resumed run counts every session."""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from diligence_tui.harness.budget import TokenCount, Usage
from diligence_tui.review.model import SEVERITIES, Finding
from diligence_tui.settings import Settings

OFFLINE_ENGINE = "offline engine (pattern-based, no language model)"


OFFLINE_TOOLLOOP = (
    "offline scripted tool-loop policy (grep and read, pattern-based, no language model)"
)
OFFLINE_ROOT = "offline scripted review policy (root: no language model)"
OFFLINE_SUB = "offline pattern reviewer (sub-agents: no language model)"
# a sub-agent model the offline root called that answered none of its calls
NO_ANSWER = "answered no call, so no language model read the documents"


def engine_label(settings: Settings, answered: Mapping[str, int] | None = None) -> str:
    return engine_of(settings.root_model, settings.sub_model, answered)


def reader_of(engine: str) -> str:
    """What the room's text reached, in the words of the coverage lines: "a model", or "the
    offline engine" when no language model read it (the memo says so beside them)."""
    offline = engine in (OFFLINE_ENGINE, OFFLINE_TOOLLOOP) or NO_ANSWER in engine
    return "the offline engine" if offline else "a model"


def engine_of(root: str, sub: str, answered: Mapping[str, int] | None = None) -> str:
    """Who did each role, in words: an offline root with a model reading the documents is
    not "no language model", and one whose model never answered (``answered``: calls with
    an answer by role, when known) is not "a language model read the documents"."""
    if root == "offline/toolloop":  # no sub-agents
        return OFFLINE_TOOLLOOP
    root_offline, sub_offline = root.startswith("offline/"), sub.startswith("offline/")
    if root_offline and sub_offline:
        return OFFLINE_ENGINE
    if root_offline:
        if answered is not None and not answered.get("sub"):
            return f"{OFFLINE_ROOT}, {sub} (sub-agents: {NO_ANSWER})"
        return f"{OFFLINE_ROOT}, {sub} (sub-agents: a language model read the documents)"
    if sub_offline:
        return f"{root} (root), {OFFLINE_SUB}"
    return root if root == sub else f"{root} (root), {sub} (sub-agents)"


def usage_from_events(events: list[dict], now: float | None = None) -> Usage:
    """Tokens and dollars by role, sub-calls and wall time of every session in a journal
    (the shape of ``Gateway.usage()``, so a resumed run's gateway starts from it)."""
    tokens: dict[str, dict[str, int]] = {}
    cost: dict[str, float | None] = {}
    subcalls = 0
    answered: Counter[str] = Counter()
    starts: list[float] = []
    sessions: list[tuple[float, float]] = []
    last_t = 0.0
    for event in events:
        kind = event.get("kind")
        last_t = max(last_t, float(event.get("t", 0.0) or 0.0))
        if kind == "subcall_finished":
            role = str(event.get("role", "sub"))
            bucket = tokens.setdefault(role, {"input": 0, "output": 0})
            # the last attempt's tokens and what earlier attempts of the call were billed
            bucket["input"] += int(event.get("input_tokens") or 0)
            bucket["input"] += int(event.get("retry_input_tokens") or 0)
            bucket["output"] += int(event.get("output_tokens") or 0)
            bucket["output"] += int(event.get("retry_output_tokens") or 0)
            value, before = event.get("cost"), event.get("retry_cost", 0.0)
            previous = cost.get(role, 0.0)
            cost[role] = (
                None
                if value is None or before is None or previous is None
                else float(previous) + float(value) + float(before)
            )
            if role == "sub":
                subcalls += 1
            if event.get("status", "ok") in ("ok", "cached"):
                answered[role] += 1
        elif kind == "run_started":
            if starts and (not sessions or sessions[-1][0] != starts[-1]):
                sessions.append((starts[-1], last_t))  # a killed session ends at its last event
            starts.append(float(event.get("t", 0.0)))
        elif kind in ("run_finished", "run_failed") and starts:
            sessions.append((starts[-1], float(event.get("t", 0.0))))
    if starts and (not sessions or sessions[-1][0] != starts[-1]):
        sessions.append((starts[-1], now if now is not None else last_t))
    elapsed = sum(max(end - start, 0.0) for start, end in sessions)
    return Usage(
        tokens={role: TokenCount(t["input"], t["output"]) for role, t in tokens.items()},
        cost=cost,
        subcalls=subcalls,
        elapsed=elapsed,
        answered=dict(answered),
    )


def from_cache(events: list[dict]) -> dict[str, Any]:
    """The calls of a journal the call cache answered (a replay, a resume's restore): in the
    tokens and dollars above, as what the run used, but nothing was spent again on them."""
    cached = [
        e for e in events if e.get("kind") == "subcall_finished" and e.get("status") == "cached"
    ]
    costs: list[float | None] = [
        None if e.get("cost") is None else float(e["cost"]) for e in cached
    ]
    return {
        "calls": len(cached),
        "tokens": sum(
            int(e.get("input_tokens") or 0) + int(e.get("output_tokens") or 0) for e in cached
        ),
        "cost": None if None in costs else sum(c for c in costs if c is not None),
    }


def compute_metrics(
    events: list[dict],
    *,
    coverage: dict,
    findings: list[Finding],
    status: str,
    reason: str,
    turns: int,
    settings: Settings,
    run_dir: Path,
    fallback_usage: Usage | None = None,
) -> dict[str, Any]:
    """metrics.json, from the journal (so a resumed run counts every session)."""
    usage = usage_from_events(events)
    if not usage.tokens and fallback_usage is not None:
        # no call in the journal: the gateway's own count (the wall time is the journal's)
        usage = dataclasses.replace(fallback_usage, elapsed=usage.elapsed)
    tokens, cost, subcalls = usage.tokens_dict(), dict(usage.cost), usage.subcalls
    sub_times = [
        float(e.get("t", 0.0))
        for e in events
        if e.get("kind") == "subcall_finished" and e.get("role", "sub") == "sub"
    ]
    memo_writes = [
        float(e.get("t", 0.0))
        for e in events
        if e.get("kind") == "memo_section" and (e.get("section") or {}).get("author") != "analyst"
    ]
    wall = usage.elapsed
    total_tokens = usage.total_tokens
    root_tokens = usage.tokens["root"].total if "root" in usage.tokens else 0
    total_cost = usage.total_cost
    root_cost = cost.get("root")
    last_sub = max(sub_times) if sub_times else None
    interleaving = (
        sum(1 for t in memo_writes if last_sub is not None and t < last_sub) / len(memo_writes)
        if memo_writes
        else 0.0
    )
    by_severity = Counter(f.severity for f in findings)
    return {
        "status": status,
        "reason": reason,
        "run_dir": str(run_dir),
        "coverage": {
            "room": coverage.get("room", 0.0),
            "folders": coverage.get("folders", {}),
            "documents": coverage.get("documents", {}),
        },
        "tokens": tokens,
        "cost": cost,
        "total_tokens": total_tokens,
        "total_cost": total_cost,
        "root_share": {
            "tokens": root_tokens / total_tokens if total_tokens else 0.0,
            "cost": (root_cost / total_cost) if total_cost and root_cost is not None else None,
        },
        "subcalls": subcalls,
        "from_cache": from_cache(events),
        "turns": turns,
        "wall_seconds": round(wall, 3),
        "findings": len(findings),
        "findings_by_severity": {s: by_severity.get(s, 0) for s in SEVERITIES},
        "verified_findings": sum(1 for f in findings if f.verified),
        "memo_writes": len(memo_writes),
        "memo_interleaving": interleaving,
        "models": {"root": settings.root_model, "sub": settings.sub_model},
        "offline": settings.offline,
        "engine": engine_label(settings, usage.answered),
        "depth": settings.budget.depth,
    }
