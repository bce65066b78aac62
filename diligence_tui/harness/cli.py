"""``diligence run``: a review without the TUI (progress on stderr, summary on stdout)."""

from __future__ import annotations

import argparse
import json
import queue
import sys
import threading
import time
from pathlib import Path
from typing import Any, TextIO

from diligence_tui.cli import settings_from_args
from diligence_tui.errors import UserError
from diligence_tui.harness.events import (
    CellDecision,
    CellOutput,
    CellProposed,
    Event,
    EventBus,
    Notice,
)
from diligence_tui.harness.loop_result import ending_line
from diligence_tui.harness.run_metrics import NO_ANSWER, reader_of
from diligence_tui.harness.steering import Steering
from diligence_tui.review.model import CitationTally
from diligence_tui.settings import Settings
from diligence_tui.shares import percent
from diligence_tui.textsafe import neutralize

OFFLINE_FIRST_LINE = (
    "No model configured: running the offline engine (pattern-based, no language model)"
)
OFFLINE_TOOLLOOP_LINE = (
    "No model configured: running the offline scripted tool-loop policy (grep and read, "
    "pattern-based, no language model)"
)
OFFLINE_ROOT_LINE = (
    "No root model configured: the offline scripted policy leads the review (no language "
    "model); {sub} reads the documents as sub-agent"
)


def _room_of(args: argparse.Namespace) -> str:
    if args.room:
        return args.room
    source = args.resume or args.replay
    if source:
        from diligence_tui.review.run_files import load_run

        room = load_run(source).info.get("room")
        if room:
            return str(room)
        raise UserError(f"{source} does not say which room it reviewed: name the room too")
    raise UserError("name the dataroom folder to review: diligence run ROOM")


class Progress:
    """One status line on stderr, rewritten in place (only on a terminal)."""

    def __init__(self, stream: TextIO, enabled: bool) -> None:
        self.stream = stream
        self.enabled = enabled
        self.turn = 0
        self.max_turns = 0
        self.cap_note = ""
        self.subcalls = 0
        self.in_flight = 0
        self.coverage = 0.0
        self.tokens = 0
        self.cost: float | None = 0.0
        self._last = 0.0
        self._lock = threading.Lock()

    def __call__(self, event: Event) -> None:
        kind = event.kind
        if kind == "step_started":
            self.turn, self.max_turns = event.turn, event.max_turns  # type: ignore[attr-defined]
            self.cap_note = event.cap_note  # type: ignore[attr-defined]
        elif kind == "budget":
            tokens = event.tokens  # type: ignore[attr-defined]
            self.tokens = sum(v.get("input", 0) + v.get("output", 0) for v in tokens.values())
            costs = list(event.cost.values())  # type: ignore[attr-defined]
            self.cost = None if any(c is None for c in costs) else sum(costs)
            self.subcalls = event.subcalls  # type: ignore[attr-defined]
            self.in_flight = event.in_flight  # type: ignore[attr-defined]
        elif kind == "coverage":
            self.coverage = event.room  # type: ignore[attr-defined]
        elif kind == "subcall_finished":
            if getattr(event, "role", "") == "sub":
                self.subcalls += 1
        else:
            return
        self.draw()

    def draw(self, force: bool = False) -> None:
        if not self.enabled:
            return
        now = time.monotonic()
        with self._lock:
            if not force and now - self._last < 0.2:
                return
            self._last = now
            cost = "$?" if self.cost is None else f"${self.cost:.2f}"
            cap = f" ({self.cap_note})" if self.cap_note else ""
            line = (
                f"turn {self.turn}/{self.max_turns}{cap}  sub-calls {self.subcalls}  "
                f"coverage {percent(self.coverage)}  tokens {self.tokens:,}  {cost}"
            )
            self.stream.write("\r\x1b[2K" + line)
            self.stream.flush()

    def clear(self) -> None:
        if self.enabled:
            self.stream.write("\r\x1b[2K")
            self.stream.flush()


def _ask_cell(event: CellProposed, stdin: TextIO, out: TextIO) -> CellDecision:
    code = neutralize(event.code)  # the model's text: shown, never obeyed by the terminal
    out.write(f"\n--- turn {event.turn}: the root wants to run ---\n{code}\n---\n")
    while True:
        out.write("Run it? [y]es / [e]dit / [s]kip: ")
        out.flush()
        answer = stdin.readline()
        if not answer:  # end of input: approve the rest
            return CellDecision("approve")
        choice = answer.strip().lower()[:1] or "y"
        if choice == "y":
            return CellDecision("approve")
        if choice == "s":
            return CellDecision("skip")
        if choice == "e":
            out.write("Type the new cell; end with a line holding only a single '.':\n")
            out.flush()
            lines: list[str] = []
            while True:
                line = stdin.readline()
                if not line or line.rstrip("\n") == ".":
                    break
                lines.append(line)
            return CellDecision("edit", "".join(lines))


STEP_OUTPUT_CHARS = 2_000  # of a cell's output shown after it ran, in step mode


def _show_output(event: Event, out: TextIO) -> None:
    """Step mode: what the approved cell printed, so the next decision is an informed one."""
    if not isinstance(event, CellOutput):
        return
    if event.skipped:
        out.write(f"--- turn {event.turn}: skipped ---\n")
        return
    text = neutralize(event.output).rstrip() or "(no output)"
    if len(text) > STEP_OUTPUT_CHARS:
        more = len(text) - STEP_OUTPUT_CHARS
        text = f"{text[:STEP_OUTPUT_CHARS]}\n[... {more:,} more characters]"
    error = f"Error: {neutralize(event.error)}\n" if event.error else ""
    out.write(f"--- turn {event.turn}: output ---\n{text}\n{error}")
    out.flush()


def format_summary(summary: dict[str, Any]) -> str:
    if summary.get("status") == "failed":
        return f"The run failed: {summary.get('error')}\nRun folder: {summary.get('run_dir')}"
    tokens = summary.get("tokens", {})
    cost = summary.get("cost", {})
    lines = [
        f"Status: {summary.get('status')} ({summary.get('reason', '')})",
        *([ending_line(summary["ending"])] if summary.get("ending") else []),
        f"Coverage: {percent(summary.get('coverage', {}).get('room', 0.0), 1)} of the room's text "
        "reached " + reader_of(str(summary.get("engine") or "")),
    ]
    if NO_ANSWER in str(summary.get("engine") or ""):
        sub = (summary.get("models") or {}).get("sub") or "the sub-agent model"
        lines.append(
            f"WARNING: no model answered: {sub} answered none of its "
            f"{summary.get('subcalls', 0)} sub-calls; the offline engine wrote the memo"
        )
    unread = summary.get("unreadable") or {}
    if unread.get("skipped"):
        lines.append(
            ("WARNING: " if unread.get("loud") else "")
            + f"Not read: {unread.get('summary')}; no model saw them, not in the coverage above"
        )
    sev = summary.get("findings_by_severity", {})
    parts = ", ".join(f"{n} {s}" for s, n in sev.items() if n)
    lines.append(
        f"Findings: {summary.get('findings', 0)}"
        + (f" ({parts})" if parts else "")
        + f", {summary.get('verified_findings', 0)} with verified citations"
    )
    cites = CitationTally.from_dict(summary.get("citations"))
    if cites.total:
        lines.append(("WARNING: " if cites.unverified else "") + f"Citations: {cites.line()}")
    triage = summary.get("triage") or {}
    if triage.get("from_run"):
        lines.append(
            f"Triage carried over: {triage.get('carried', 0)} finding(s) took your decisions "
            f"from the run{'s' if ', ' in str(triage['from_run']) else ''} {triage['from_run']} "
            f"({triage.get('decisions', 0)} decisions there)"
        )
    ending = summary.get("ending") or {}
    cap = f" of {ending['max_turns']}" if ending.get("max_turns") else ""
    cap += f" ({ending['cap_note']})" if ending.get("cap_note") else ""
    lines.append(
        f"Sub-calls: {summary.get('subcalls', 0)}; root turns: {summary.get('turns', 0)}{cap}"
    )
    for role in sorted(tokens):
        value = cost.get(role)
        dollars = "price unknown" if value is None else f"${value:.4f}"
        lines.append(
            f"  {role}: {tokens[role].get('input', 0):,} in / "
            f"{tokens[role].get('output', 0):,} out tokens, {dollars}"
        )
    cached = summary.get("from_cache") or {}
    if cached.get("calls"):
        dollars = "price unknown" if cached.get("cost") is None else f"${cached['cost']:.4f}"
        lines.append(
            f"  of which answered from the call cache, nothing spent again: {cached['calls']} "
            f"call(s), {cached.get('tokens', 0):,} tokens, {dollars}"
        )
    total = summary.get("total_cost")
    lines.append(
        f"Total: {summary.get('total_tokens', 0):,} tokens, "
        + ("price unknown" if total is None else f"${total:.4f}")
        + f"; wall time {summary.get('wall_seconds', 0.0):.1f} s"
    )
    lines.append(f"Engine: {summary.get('engine', '')}")
    lines.append(f"Run folder: {summary.get('run_dir')}")
    return "\n".join(lines)


def _already_submitted(run_dir: Path) -> str:
    """What to say when ``--resume`` names a run whose root already submitted ("" if not)."""
    from diligence_tui.harness.journal import read_journal, rebuild_state
    from diligence_tui.review.run_files import JOURNAL

    if not (run_dir / JOURNAL).is_file():
        return ""
    finished = rebuild_state(read_journal(run_dir / JOURNAL)).finished or {}
    if finished.get("status") != "submitted":
        return ""
    return (
        f"{run_dir} already submitted: there is nothing to resume and its memo stands. "
        "Pass --continue with --resume to review further, or start a new run."
    )


def cmd_run(args: argparse.Namespace, settings: Settings) -> int:
    from diligence_tui.harness.choice import harness_factory, harness_of_run, settings_for
    from diligence_tui.harness.runner import Run
    from diligence_tui.room.room import Room

    settings = settings_from_args(args, settings)
    err = sys.stderr
    room_path = _room_of(args)
    table_columns = None
    if getattr(args, "template", None):
        from diligence_tui.harness.table_cli import load_columns

        table_columns = load_columns(args)[0]  # a bad name is refused before the review
    source = args.resume or args.replay
    harness_name = getattr(args, "harness", None) or (harness_of_run(source) if source else "rlm")
    factory = harness_factory(harness_name)
    settings = settings_for(harness_name, settings)
    offline = settings.offline
    if source and not settings.models.root_model:
        from diligence_tui.review.run_files import load_run

        offline = bool(load_run(source).info.get("offline", True))  # the run's own models
    if getattr(args, "dry_run", False):
        from diligence_tui.harness.forecast_cli import cmd_dry_run

        return cmd_dry_run(args, settings, room_path, harness_name)
    if args.resume and not getattr(args, "continue_run", False):
        submitted = _already_submitted(Path(args.resume))
        if submitted:
            print(neutralize(submitted), file=err)
            return 0
    held = None
    if args.resume and Path(args.resume).is_dir():
        from diligence_tui.harness.run_lock import acquire_lock

        held = acquire_lock(Path(args.resume))  # refused at once while another writer has it
    if offline and harness_name == "toolloop":
        print(OFFLINE_TOOLLOOP_LINE, file=err)
    elif offline and settings.sub_model.startswith("offline/"):
        print(OFFLINE_FIRST_LINE, file=err)
    elif offline:
        print(neutralize(OFFLINE_ROOT_LINE.format(sub=settings.sub_model)), file=err)
    room = Room.open(room_path, settings)
    report = room.index()
    shown_room = neutralize(room_path)  # the room's folder name: shown, never obeyed
    # files counted as `diligence index` counts them: an email's attachments are documents
    # of their own, so "documents read now" beside "files unchanged" added up to neither
    changed = max(0, report.files - report.unchanged)
    print(
        f"Indexed {shown_room}: {report.documents:,} documents, {report.pages:,} pages, "
        f"{report.tokens:,} tokens from {report.files:,} files ({changed:,} new or changed, "
        f"{report.unchanged:,} unchanged; {len(report.skipped):,} documents skipped) "
        f"in {report.seconds:.1f} s",
        file=err,
    )
    if not source and not room.totals().chars:
        room.close()
        unread = f" ({len(report.skipped):,} file(s) could not be read)" if report.skipped else ""
        raise UserError(
            f"{shown_room} holds no readable text{unread}: there is nothing to review. Point "
            "`diligence run` at the dataroom folder (PDF, Word, Excel, email, HTML, text files)."
        )
    bus = EventBus()
    steering = Steering(step_mode=bool(args.step))
    progress = Progress(err, enabled=err.isatty() and not args.step)
    bus.subscribe(progress)
    proposals: queue.Queue[CellProposed] = queue.Queue()

    def on_cell(event: Event) -> None:
        if isinstance(event, CellProposed) and event.reply is not None:
            proposals.put(event)

    bus.subscribe(on_cell)

    def on_notice(event: Event) -> None:
        if not isinstance(event, Notice):
            return
        if event.level in ("warning", "error"):
            progress.clear()
            print(f"{event.level}: {neutralize(event.message)}", file=err)
        elif event.message.startswith("resum"):  # a resume restoring the REPL: its progress
            progress.clear()
            print(neutralize(event.message), file=err)

    bus.subscribe(on_notice)
    if args.step:
        bus.subscribe(lambda event: _show_output(event, err))
    try:
        run = Run(
            room,
            settings,
            run_dir=Path(args.resume or args.replay or args.out)
            if (args.resume or args.replay or args.out)
            else None,
            bus=bus,
            steering=steering,
            resume=bool(args.resume),
            replay=bool(args.replay),
            out=Path(args.out) if (args.replay and args.out) else None,
            run_lock=held,
            harness=factory,
            continue_submitted=bool(getattr(args, "continue_run", False)),
            max_turns=getattr(args, "max_turns", None),
        )
        if args.resume:
            from diligence_tui.harness.run_folder import cap_reached, cap_words

            print(neutralize(f"Resuming {run.run_dir}"), file=err)
            at_cap = cap_words(cap_reached(run.run_dir), run.settings.budget.max_turns)
            if at_cap:
                print(neutralize(at_cap[0].upper() + at_cap[1:]), file=err)
        elif args.replay:
            print(
                neutralize(
                    f"Replaying {run.replay_of} into {run.run_dir} (call cache only, no network)"
                ),
                file=err,
            )
        run.start()
        interrupted = False
        while not run.done:
            try:
                event = proposals.get(timeout=0.2)
            except queue.Empty:
                continue
            except KeyboardInterrupt:
                if interrupted:
                    raise
                interrupted = True
                print("\nStopping: finalizing the memo (Ctrl-C again to quit at once)", file=err)
                steering.stop()
                continue
            if event.reply is not None and not event.reply.done():
                event.reply.set_result(_ask_cell(event, sys.stdin, err))
        summary = run.wait() or {}
        if table_columns is not None:
            summary["table"] = _fill_table(room, run, table_columns, args.template, err)
    finally:
        progress.clear()
        room.close()
    if args.json:
        print(json.dumps(summary, indent=2, default=str))
    else:
        print(neutralize(format_summary(summary)))
    return exit_code(summary)


def _fill_table(room: Any, run: Any, columns: list[Any], template: str, err: TextIO) -> dict:
    """``run --template``: the review's table, filled in its folder once the review is done."""
    from diligence_tui.harness.table_cli import fill_run_table, format_summary, summary_of

    print(f"Filling the review table ({template}, {len(columns)} columns)", file=err)
    started = time.perf_counter()
    table, outcome, coverage = fill_run_table(
        room, run.settings, run.run_dir, columns, template=template
    )
    summary = summary_of(
        table, outcome, coverage, time.perf_counter() - started, run.run_dir / "table.json"
    )
    print(neutralize(format_summary(summary)), file=err)
    return summary


def exit_code(summary: dict) -> int:
    """0: the review ran (submitted, or finalized at a cap or by the analyst); 1: the run
    failed; 3: the root model never answered (unreachable endpoint, bad key or model name),
    so nothing was reviewed."""
    if summary.get("status") == "failed":
        return 1
    root_tokens = (summary.get("tokens") or {}).get("root") or {}
    if summary.get("status") == "incomplete" and not root_tokens.get("output"):
        return 3
    return 0
